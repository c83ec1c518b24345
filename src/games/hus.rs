//! Hus (Namibia): Omweso simplified, on 4x8 or 4x6.

use crate::engine::four_row::OMWESO;
use crate::engine::layout::rows;
use super::sources;
use crate::engine::ruleset::{four_row_defaults, Layout, Machine, RulesetData};

fn layouts(cols: u8) -> Vec<Layout> {
    let text = if cols == 6 { "2 2 2 2 2 2 / 2 2 2 0 0 0 / 0 0 0 2 2 2 / 2 2 2 2 2 2" } else { "2 2 2 2 2 2 2 2 / 2 2 2 2 0 0 0 0 / 0 0 0 0 2 2 2 2 / 2 2 2 2 2 2 2 2" };
    vec![Layout { id: "standard", name: "Standard", rows: rows(text) }]
}

pub static HUS: RulesetData = RulesetData {
    id: "hus",
    name: "Hus",
    aliases: &["||hus", "owela", "hüs"],
    country: "Namibia",
    people: "Nama and Damara",
    description: "The Namibian form of the game, simpler than Omweso: only the inner row can capture, no lap is ever sown backwards, and the only way to win is to leave the opponent without a move. It is played on four rows of eight pits, or of six.",
    differences: &[
        "Fixed layout: twos in the outer row and in the right half of the inner row (48 seeds; 36 on 4x6).",
        "Markers only in the inner row.",
        "No reverse laps.",
        "Only the normal win: no akakyala, emitwe-ebiri or akawumbi.",
        "Also played on 4 rows of 6 (option size).",
    ],
    sources: &[sources::ARTICLE, sources::WIKIMANQALA_HUS],
    notes: &[],
    machine: Machine::FourRow(&OMWESO),
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!(
        "reverse" => C("none"),
        "akakyala" => C("off"),
        "emitwe_ebiri" => B(false),
        "akawumbi" => B(false),
        "size" => C("4x8"),
    ),
    locked: &["outer_markers", "reverse", "akakyala", "emitwe_ebiri", "akawumbi", "win_scheme"],
    layouts,
};
