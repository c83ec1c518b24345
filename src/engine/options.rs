//! Rule options: every ambiguity of the sources is a named option (RULES preamble).
//!
//! An option has an id, a type, its allowed values, a per-ruleset default and a
//! one-line description. Options cross the API as a JSON-like map; unknown
//! names or values are errors that name them.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The type and allowed values of an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum OptionKind {
    Choice { values: &'static [&'static str] },
    Bool,
    Int { min: i64, max: i64 },
}

/// One rule option, as the UI lists it.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct OptionDef {
    pub id: &'static str,
    #[serde(flatten)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "OptionKind"))]
    pub kind: OptionKind,
    pub description: &'static str,
}

/// A value as it crosses the API: `true`, `12` or `"ccw"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    Choice(String),
}

impl std::fmt::Display for OptionValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(i) => write!(f, "{i}"),
            OptionValue::Choice(s) => write!(f, "\"{s}\""),
        }
    }
}

#[cfg_attr(target_arch = "wasm32", tsify::declare)]
pub type OptionMap = BTreeMap<String, OptionValue>;

macro_rules! choice {
    ($($v:literal),+) => { OptionKind::Choice { values: &[$($v),+] } };
}

/// Every option of every ruleset. A ruleset says which of them apply to it.
pub static OPTIONS: &[OptionDef] = &[
    OptionDef { id: "direction", kind: choice!("ccw", "cw"), description: "Base sowing direction, seen from above; clockwise plays the mirror image of the game." },
    OptionDef { id: "first", kind: choice!("south", "north", "random"), description: "Who moves first; random draws lots from a seed that the game records." },
    OptionDef { id: "size", kind: choice!("4x8", "4x6"), description: "Board size (Hus is also played on 4 rows of 6)." },
    OptionDef { id: "pit_cap", kind: OptionKind::Int { min: 1, max: 64 }, description: "Most seeds one pit may hold in a starting layout." },
    OptionDef { id: "outer_markers", kind: OptionKind::Bool, description: "Outer-row pits can be markers too, as is done in some places." },
    OptionDef {
        id: "capture_sow_from",
        kind: choice!("after_lap_origin", "into_lap_origin", "after_turn_origin"),
        description: "Where captured seeds are sown from: after the capturing lap's origin, into it, or after the turn's first pit.",
    },
    OptionDef {
        id: "reverse",
        kind: choice!("four_leftmost", "relay_two_leftmost", "none"),
        description: "When a lap may be sown clockwise to capture: from the four leftmost pits, only relays from the two leftmost, or never.",
    },
    OptionDef {
        id: "akakyala",
        kind: choice!("consecutive", "any_two", "off"),
        description: "Akakyala: capturing on two (consecutive, or any two) turns before the opponent's first capture wins.",
    },
    OptionDef { id: "emitwe_ebiri", kind: OptionKind::Bool, description: "Emitwe-ebiri: capturing in both end columns in one turn wins." },
    OptionDef { id: "akawumbi", kind: OptionKind::Bool, description: "Akawumbi: capturing the opponent's whole territory in one turn, ending in an end column, wins." },
    OptionDef { id: "akawumbi_points", kind: OptionKind::Int { min: 1, max: 99 }, description: "How many wins an akawumbi counts as." },
    OptionDef { id: "allow_pass", kind: OptionKind::Bool, description: "A player who could sow may pass instead; after two passes in a row the first player must move." },
    OptionDef { id: "endless", kind: choice!("annul", "mover_loses"), description: "What an endless turn does: annul the game, or lose it for the player who started it." },
    OptionDef {
        id: "win_scheme",
        kind: choice!("uganda", "tournament"),
        description: "How special wins are judged and scored: the Uganda custom, or the tournament rules (okutema, okwa bulijo).",
    },
    OptionDef { id: "match_to", kind: OptionKind::Int { min: 0, max: 99 }, description: "Play a match until a player has this many points (0: a single game)." },
    OptionDef { id: "no_capture_first_turn", kind: OptionKind::Bool, description: "No capture on a player's first turn: a marker reached then is relayed." },
    OptionDef { id: "okwesera", kind: OptionKind::Bool, description: "Okwesera: before the first capture, 3 seeds may be sown two into the next pit and one into the pit after." },
    OptionDef {
        id: "mode",
        kind: choice!("ekyokubala", "ekisibe", "ekyobutabal"),
        description: "Game mode: ekyokubala (untimed, take-backs allowed), ekisibé (no take-backs) or ekyobutabal (blitz: 3 seconds to start a move, or the turn is lost).",
    },
    OptionDef {
        id: "grand_slam",
        kind: choice!("no_capture", "illegal", "capture_all"),
        description: "A move that would capture all the opponent's seeds: captures nothing, is illegal, or captures all.",
    },
    OptionDef { id: "keep_capturing_seed", kind: OptionKind::Bool, description: "The last seed that makes a capture stays on the board instead of being captured too." },
    OptionDef { id: "single_round", kind: OptionKind::Bool, description: "Play one round only; the player with more seeds wins." },
];

pub fn option_def(id: &str) -> Option<&'static OptionDef> {
    OPTIONS.iter().find(|o| o.id == id)
}

impl OptionDef {
    /// Check a value against this option's type, with a message naming both.
    pub fn check(&self, value: &OptionValue) -> Result<(), String> {
        let ok = match (&self.kind, value) {
            (OptionKind::Bool, OptionValue::Bool(_)) => true,
            (OptionKind::Int { min, max }, OptionValue::Int(i)) => (*min..=*max).contains(i),
            (OptionKind::Choice { values }, OptionValue::Choice(s)) => values.contains(&s.as_str()),
            _ => false,
        };
        if ok {
            return Ok(());
        }
        let expected = match &self.kind {
            OptionKind::Bool => "true or false".to_string(),
            OptionKind::Int { min, max } => format!("a whole number from {min} to {max}"),
            OptionKind::Choice { values } => format!("one of {}", values.iter().map(|v| format!("\"{v}\"")).collect::<Vec<_>>().join(", ")),
        };
        Err(format!("option \"{}\" cannot be {value}: it takes {expected}", self.id))
    }
}

/// Typed reads of a checked option map (the ruleset's defaults fill every key).
pub(crate) struct Reader<'a>(pub &'a OptionMap);

impl Reader<'_> {
    pub fn choice(&self, id: &str) -> &str {
        match self.0.get(id) {
            Some(OptionValue::Choice(s)) => s,
            _ => "",
        }
    }
    pub fn flag(&self, id: &str) -> bool {
        matches!(self.0.get(id), Some(OptionValue::Bool(true)))
    }
    pub fn int(&self, id: &str) -> i64 {
        match self.0.get(id) {
            Some(OptionValue::Int(i)) => *i,
            _ => 0,
        }
    }
}
