//! Oware (Abapa), the two-row parent game named by seed 003.

use crate::engine::layout::two_row_standard;
use super::sources;
use crate::engine::ruleset::{Dv::*, Machine, RulesetData};

pub static OWARE: RulesetData = RulesetData {
    id: "oware",
    name: "Oware (Abapa)",
    aliases: &["abapa", "awale", "ayo", "warri"],
    country: "Ghana",
    people: "Akan",
    description: "The best known two-row sowing game, in its Abapa rules. Seeds are sown one way round the whole board; a last seed that makes two or three in an opponent's pit captures them, with any unbroken run of twos and threes before it. A player must feed an opponent who has no seeds, and the first to capture more than 24 wins.",
    differences: &[
        "Two rows of six; each player sows round the whole board.",
        "Captures of 2s and 3s in the opponent's row, chained backwards.",
        "A player must feed an opponent who has no seeds.",
    ],
    sources: &[sources::PERGIOCO_OWARE],
    notes: &[],
    machine: Machine::Oware,
    rows: 2,
    cols: 6,
    defaults: &[("direction", C("ccw")), ("first", C("south")), ("grand_slam", C("no_capture"))],
    locked: &[],
    layouts: two_row_standard,
};
