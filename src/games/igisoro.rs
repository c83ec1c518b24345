//! Igisoro (Rwanda): free choice of direction in the turning pits.

use crate::engine::layout::rows;
use crate::engine::ruleset::{Family, Hooks, Layout, RulesetData};
use crate::four_row_defaults;

fn layouts(_cols: u8) -> Vec<Layout> {
    vec![Layout { id: "standard", name: "Four in every inner pit", rows: rows("0 0 0 0 0 0 0 0 / 4 4 4 4 4 4 4 4 / 4 4 4 4 4 4 4 4 / 0 0 0 0 0 0 0 0") }]
}

pub static IGISORO: RulesetData = RulesetData {
    id: "igisoro",
    name: "Igisoro",
    aliases: &["igisoro rwanda"],
    country: "Rwanda",
    people: "Banyarwanda",
    description: "Rwanda's form of the game starts with four seeds in every inner pit. Laps run counter-clockwise, but a lap that ends in one of the player's four turning pits and goes on lets the player choose the direction of the next lap, which then holds for the rest of the turn.",
    differences: &[
        "Starts with 4 seeds in every inner pit.",
        "Markers only in the inner row.",
        "Turning pits (both ends of the outer row, second from each end of the inner row): a lap ending there that goes on lets the player choose the next direction freely.",
        "The chosen direction holds until the turn lands in a turning pit again.",
        "No Omweso reverse laps.",
    ],
    source: "Seed 000 (Italian description of the Omweso family)",
    notes: &[],
    family: Family::FourRow,
    hooks: Hooks { turning_pits: true, ..Hooks::NONE },
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!("reverse" => C("none")),
    locked: &["outer_markers", "reverse"],
    layouts,
};
