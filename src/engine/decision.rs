//! Decisions: what a player can say, at the start of a turn or at a pause.
//! Plain `Copy` data; the legal ones come in a fixed-size list (no allocation).

use super::geometry::{Cell, Dir};
use serde::{Deserialize, Serialize};

/// A player's decision, as it crosses the API:
/// `{"kind":"sow","pit":[3,0],"dir":"ccw"}`, `{"kind":"okwesera","pit":[2,5]}`,
/// `{"kind":"pass"}`, `{"kind":"direction","dir":"cw"}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum Decision {
    /// Lift a pit and sow it; `dir` is the first lap's direction (absent: the base direction).
    Sow {
        pit: Cell,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dir: Option<Dir>,
    },
    /// Omweso tournament: sow a pit of exactly 3 as two and one, ending the turn.
    Okwesera { pit: Cell },
    /// Pass the turn (option `allow_pass`).
    Pass,
    /// Answer a paused turn: the direction of the next lap.
    Direction { dir: Dir },
    /// Ekyobutabal (blitz): the clock ran out before the player started a move,
    /// and the turn is lost. The clock is the UI's; the engine records the loss.
    Timeout,
}

impl std::fmt::Display for Decision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Decision::Sow { pit, dir: Some(d) } => write!(f, "sow {pit} {}", d.name()),
            Decision::Sow { pit, dir: None } => write!(f, "sow {pit}"),
            Decision::Okwesera { pit } => write!(f, "okwesera {pit}"),
            Decision::Pass => write!(f, "pass"),
            Decision::Direction { dir } => write!(f, "direction {}", dir.name()),
            Decision::Timeout => write!(f, "timeout"),
        }
    }
}

/// Enough room for every decision of the largest board: 20 own pits × (two
/// directions + okwesera) + pass + timeout.
pub const MAX_DECISIONS: usize = 64;

/// A fixed-capacity list of decisions.
#[derive(Clone, Copy)]
pub struct DecisionList {
    items: [Decision; MAX_DECISIONS],
    len: usize,
}

impl Default for DecisionList {
    fn default() -> Self {
        DecisionList { items: [Decision::Pass; MAX_DECISIONS], len: 0 }
    }
}

impl DecisionList {
    pub fn push(&mut self, d: Decision) {
        self.items[self.len] = d;
        self.len += 1;
    }
    pub fn as_slice(&self) -> &[Decision] {
        &self.items[..self.len]
    }
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn contains(&self, d: &Decision) -> bool {
        self.as_slice().contains(d)
    }
    pub fn iter(&self) -> std::slice::Iter<'_, Decision> {
        self.as_slice().iter()
    }
}
