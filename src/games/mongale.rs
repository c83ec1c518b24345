//! Mongale (Mombasa, Kenya): Omweso with its own starting layout.

use crate::engine::four_row::OMWESO;
use crate::engine::layout::rows;
use super::sources;
use crate::engine::ruleset::{four_row_defaults, Layout, Machine, RulesetData};

fn layouts(_cols: u8) -> Vec<Layout> {
    vec![Layout { id: "standard", name: "Standard", rows: rows("4 4 4 0 0 0 0 0 / 2 2 2 0 7 0 0 7 / 7 0 0 7 0 2 2 2 / 0 0 0 0 0 4 4 4") }]
}

pub static MONGALE: RulesetData = RulesetData {
    id: "mongale",
    name: "Mongale",
    aliases: &[],
    country: "Kenya",
    people: "Swahili of Mombasa",
    description: "Omweso as played in Mombasa, with its own fixed starting layout of fours, twos and sevens. Every other rule is Omweso's.",
    differences: &["Fixed starting layout: fours and twos on the player's right, sevens in the inner row."],
    sources: &[sources::ARTICLE, sources::DRIEDGER],
    notes: &["The seed says the game uses 68 seeds, but its layout holds 64: the layout is played here."],
    machine: Machine::FourRow(&OMWESO),
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!(),
    locked: &[],
    layouts,
};
