//! Mongola (Congo): 4x7, thin pits are skipped by the last seed.

use crate::engine::four_row::FourRowRules;
use crate::engine::layout::rows;
use super::sources;
use crate::engine::ruleset::{four_row_defaults, Layout, Machine, RulesetData};

/// Mongola's rules of its own: thin pits.
struct Rules;

impl FourRowRules for Rules {
    /// A marker must have held at least two seeds before the last one fell.
    fn marker_min(&self) -> u8 {
        2
    }

    /// A last seed that would fall on a pit holding fewer than two goes one
    /// pit further, and the turn ends there.
    fn skips_thin_pits(&self) -> bool {
        true
    }
}

fn layouts(_cols: u8) -> Vec<Layout> {
    vec![Layout { id: "checkerboard", name: "Checkerboard", rows: rows("4 0 4 0 4 0 4 / 0 4 0 4 0 4 0 / 0 4 0 4 0 4 0 / 4 0 4 0 4 0 4") }]
}

pub static MONGOLA: RulesetData = RulesetData {
    id: "mongola",
    name: "Mongola",
    aliases: &[],
    country: "Democratic Republic of the Congo",
    people: "",
    description: "The Congolese relative of Omweso, on four rows of seven. A last seed never falls into a pit holding fewer than two seeds: it goes on to the next pit and the turn ends there, so only pits of two or more can relay or capture.",
    differences: &[
        "Board of 4 rows of 7 pits, 56 seeds, in a checkerboard.",
        "A marker needs at least 2 seeds before the last seed falls.",
        "A last seed that would fall into a pit with fewer than 2 seeds goes into the next pit instead, and the turn ends there with no capture.",
    ],
    sources: &[sources::ARTICLE, sources::DRIEDGER],
    notes: &[],
    machine: Machine::FourRow(&Rules),
    rows: 4,
    cols: 7,
    defaults: four_row_defaults!(),
    locked: &[],
    layouts,
};
