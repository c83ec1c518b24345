//! Layli Goobalay (Somaliland), seed 003.

use crate::engine::layout::two_row_standard;
use super::sources;
use crate::engine::ruleset::{Dv::*, Machine, RulesetData};

pub static LAYLI: RulesetData = RulesetData {
    id: "layli-goobalay",
    name: "Layli Goobalay",
    aliases: &["leyla gobale", "layli goobalay", "laylii goobalay"],
    country: "Somaliland",
    people: "Somali",
    description: "The Somali sowing game on two rows of six. Seeds are relayed round the whole board until the last one falls into an empty pit; landing in an empty pit of your own row captures the seeds opposite, unless there are exactly three, which makes a pair of uur (pregnant pits) that only their owner will collect. A round ends when the player to move has nothing to sow; rounds go on until a player cannot fill their row.",
    differences: &[
        "Two rows of six; sowing and relays go round the whole board.",
        "A capture happens only at the end of a move, in the mover's own row.",
        "Exactly three seeds opposite make two uur, never lifted, whose seeds go to their owner.",
        "The game is played in rounds; the poorer player lays out their seeds and starts.",
    ],
    sources: &[sources::JAMA, sources::PERGIOCO_OWARE],
    notes: &["Some sources record the game clockwise (Marin 1931): set the direction option."],
    machine: Machine::Layli,
    rows: 2,
    cols: 6,
    defaults: &[("direction", C("ccw")), ("first", C("south")), ("keep_capturing_seed", B(false)), ("single_round", B(false)), ("endless", C("annul"))],
    locked: &[],
    layouts: two_row_standard,
};
