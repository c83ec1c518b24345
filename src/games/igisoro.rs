//! Igisoro (Rwanda): free choice of direction in the turning pits.

use crate::engine::four_row::FourRowRules;
use crate::engine::geometry::Geometry;
use crate::engine::layout::rows;
use super::sources;
use crate::engine::ruleset::{four_row_defaults, Layout, Machine, RulesetData};

/// Igisoro's rule of its own: the turning pits.
struct Rules;

impl FourRowRules for Rules {
    /// Both ends of each outer row and the second pit from each end of each
    /// inner row (the pattern is its own mirror image). A lap ending there
    /// that goes on lets the player choose the next lap's direction, which
    /// then holds until the turn lands in a turning pit again; there are no
    /// reverse laps (option `reverse` is locked to none).
    fn is_turning_pit(&self, g: &Geometry, pit: u8) -> bool {
        let (col, last) = (g.col(pit), g.cols - 1);
        if g.is_inner(pit) {
            col == 1 || col == last - 1
        } else {
            col == 0 || col == last
        }
    }
}

fn layouts(_cols: u8) -> Vec<Layout> {
    vec![Layout { id: "standard", name: "Four in every inner pit", rows: rows("0 0 0 0 0 0 0 0 / 4 4 4 4 4 4 4 4 / 4 4 4 4 4 4 4 4 / 0 0 0 0 0 0 0 0") }]
}

pub static IGISORO: RulesetData = RulesetData {
    id: "igisoro",
    name: "Igisoro",
    aliases: &["igisoro rwanda"],
    country: "Rwanda",
    people: "Banyarwanda",
    description: "Rwanda's form of the game starts with four seeds in every inner pit. Laps run the usual way round, but a lap that ends in one of the player's four turning pits and goes on lets the player choose the direction of the next lap, which then holds for the rest of the turn.",
    differences: &[
        "Starts with 4 seeds in every inner pit.",
        "Markers only in the inner row.",
        "Turning pits (both ends of the outer row, second from each end of the inner row): a lap ending there that goes on lets the player choose the next direction freely.",
        "The chosen direction holds until the turn lands in a turning pit again.",
        "No Omweso reverse laps.",
    ],
    sources: &[sources::ARTICLE, sources::IGISORO_RULES],
    notes: &[],
    machine: Machine::FourRow(&Rules),
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!("reverse" => C("none")),
    locked: &["outer_markers", "reverse"],
    layouts,
};
