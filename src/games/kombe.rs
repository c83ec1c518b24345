//! Kombe (Lamu, Kenya): inner-pit captures and the clockwise relay chain.

use crate::engine::layout::rows;
use crate::engine::ruleset::{Family, Hooks, Layout, RulesetData};
use crate::four_row_defaults;

fn layouts(_cols: u8) -> Vec<Layout> {
    vec![Layout { id: "standard", name: "Standard", rows: rows("5 5 5 5 0 0 0 0 / 2 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 2 / 0 0 0 0 5 5 5 5") }]
}

pub static KOMBE: RulesetData = RulesetData {
    id: "kombe",
    name: "Kombe",
    aliases: &["mbao ya kombe", "mchezo wa kombe"],
    country: "Kenya",
    people: "Swahili of Lamu",
    description: "Played on Lamu island with the seeds of the mkombe tree. A capture takes only the opponent's inner pit, and the first lap of a turn may be sown clockwise from any pit when that clockwise chain of relays leads to a capture.",
    differences: &[
        "Fixed starting layout with the seeds on each player's right.",
        "A capture takes only the opponent's inner pit.",
        "The first lap may be sown clockwise from any own pit if that lap, with its relays going on clockwise, reaches a capture.",
    ],
    source: "Seed 000 (Italian description of the Omweso family)",
    notes: &["Kombe can never make akawumbi, since a capture never takes an outer pit."],
    family: Family::FourRow,
    hooks: Hooks { capture_inner_only: true, reverse_chain: true, ..Hooks::NONE },
    rows: 4,
    cols: 8,
    defaults: four_row_defaults!(),
    locked: &[],
    layouts,
};
