//! Decisions: what a player can say, at the start of a turn or at a pause.
//! Plain `Copy` data; the legal ones come in a fixed-size list (no allocation).

use super::geometry::{Cell, Dir, Side};
use serde::{Deserialize, Serialize};

/// A player's decision, canonical: a sowing always names its direction.
/// As it crosses the API: `{"kind":"sow","pit":[3,0],"dir":"ccw"}`,
/// `{"kind":"okwesera","pit":[2,5]}`, `{"kind":"pass"}`,
/// `{"kind":"direction","dir":"cw"}`, `{"kind":"timeout"}`, and the two that
/// end a game outside its rules, `{"kind":"resign","side":"north"}` and
/// `{"kind":"draw"}`. Those two are never in a legal list (`legal()` lists the
/// rules' decisions, which the search and the cross-checks explore); they are
/// in a game's history, so undo, redo and the save format keep them.
#[derive(Clone, Copy, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum Decision {
    /// Lift a pit and sow it; `dir` is the first lap's direction.
    Sow {
        /// The pit lifted.
        pit: Cell,
        /// The first lap's direction.
        dir: Dir,
    },
    /// Omweso tournament: sow a pit of exactly 3 as two and one, ending the turn.
    Okwesera {
        /// The pit of three.
        pit: Cell,
    },
    /// Pass the turn (option `allow_pass`).
    Pass,
    /// Answer a paused turn: the direction of the next lap.
    Direction {
        /// The next lap's direction.
        dir: Dir,
    },
    /// Ekyobutabal (blitz): the clock ran out before the player started a move,
    /// and the turn is lost. The clock is the UI's; the engine records the loss.
    Timeout,
    /// A player resigns (at any moment, on either player's turn): the other wins.
    Resign {
        /// Who resigns.
        side: Side,
    },
    /// Both players agree to a draw, where the rules allow one
    /// ([`Rules::draw_by_agreement`](super::rules::Rules::draw_by_agreement)).
    Draw,
}

/// Compared as one packed word: the search compares decisions in its sorts,
/// and a field-by-field comparison of seven kinds is inlined into each.
impl PartialEq for Decision {
    #[inline]
    fn eq(&self, other: &Decision) -> bool {
        self.key() == other.key()
    }
}

/// Hashed by the same word it is compared by.
impl std::hash::Hash for Decision {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.key().hash(h)
    }
}

impl Decision {
    /// Kind, pit and direction (or side) in one word, equal exactly when the decisions are.
    #[inline]
    fn key(&self) -> u32 {
        let (kind, pit, way) = match *self {
            Decision::Sow { pit, dir } => (0, pit, dir as u32),
            Decision::Okwesera { pit } => (1, pit, 0),
            Decision::Pass => (2, Cell::default(), 0),
            Decision::Direction { dir } => (3, Cell::default(), dir as u32),
            Decision::Timeout => (4, Cell::default(), 0),
            Decision::Resign { side } => (5, Cell::default(), side as u32),
            Decision::Draw => (6, Cell::default(), 0),
        };
        kind << 24 | (pit.row as u32) << 16 | (pit.col as u32) << 8 | way
    }

    /// Whether this decision ends the game outside its rules (a resignation,
    /// a draw by agreement): it is never in a legal list.
    #[inline]
    pub fn is_ending(&self) -> bool {
        matches!(self, Decision::Resign { .. } | Decision::Draw)
    }
}

/// A decision as a caller may write it: a sowing without a direction means
/// the game's base direction. [`DecisionInput::resolve`] makes it canonical.
/// Read strictly: a field its kind does not have (`{"kind":"pass","pit":…}`)
/// is refused, as serde's internally tagged unit variants would not.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)]
pub enum DecisionInput {
    /// Lift a pit and sow it, in `dir` or the base direction.
    Sow {
        /// The pit lifted.
        pit: Cell,
        /// The first lap's direction; absent: the base direction.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dir: Option<Dir>,
    },
    /// See [`Decision::Okwesera`].
    Okwesera {
        /// The pit of three.
        pit: Cell,
    },
    /// See [`Decision::Pass`].
    Pass,
    /// See [`Decision::Direction`].
    Direction {
        /// The next lap's direction.
        dir: Dir,
    },
    /// See [`Decision::Timeout`].
    Timeout,
    /// See [`Decision::Resign`].
    Resign {
        /// Who resigns.
        side: Side,
    },
    /// See [`Decision::Draw`].
    Draw,
}

/// A decision's fields as written, before its kind says which it needs.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDecision {
    kind: Kind,
    #[serde(default)]
    pit: Option<Cell>,
    #[serde(default)]
    dir: Option<Dir>,
    #[serde(default)]
    side: Option<Side>,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Kind {
    Sow,
    Okwesera,
    Pass,
    Direction,
    Timeout,
    Resign,
    Draw,
}

impl<'de> Deserialize<'de> for DecisionInput {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<DecisionInput, D::Error> {
        use serde::de::Error;
        let raw = RawDecision::deserialize(d)?;
        let no = |field: &'static str, known: &'static [&'static str]| D::Error::unknown_field(field, known);
        if raw.side.is_some() && !matches!(raw.kind, Kind::Resign) {
            return Err(no("side", &["kind", "pit", "dir"]));
        }
        match (raw.kind, raw.pit, raw.dir) {
            (Kind::Sow, Some(pit), dir) => Ok(DecisionInput::Sow { pit, dir }),
            (Kind::Okwesera, Some(pit), None) => Ok(DecisionInput::Okwesera { pit }),
            (Kind::Sow | Kind::Okwesera, None, _) => Err(D::Error::missing_field("pit")),
            (Kind::Okwesera, Some(_), Some(_)) => Err(no("dir", &["kind", "pit"])),
            (Kind::Direction, None, Some(dir)) => Ok(DecisionInput::Direction { dir }),
            (Kind::Direction, Some(_), _) => Err(no("pit", &["kind", "dir"])),
            (Kind::Direction, None, None) => Err(D::Error::missing_field("dir")),
            (Kind::Resign, None, None) => raw.side.map(|side| DecisionInput::Resign { side }).ok_or_else(|| D::Error::missing_field("side")),
            (Kind::Resign, pit, _) => Err(no(if pit.is_some() { "pit" } else { "dir" }, &["kind", "side"])),
            (Kind::Pass, None, None) => Ok(DecisionInput::Pass),
            (Kind::Timeout, None, None) => Ok(DecisionInput::Timeout),
            (Kind::Draw, None, None) => Ok(DecisionInput::Draw),
            (Kind::Pass | Kind::Timeout | Kind::Draw, pit, _) => Err(no(if pit.is_some() { "pit" } else { "dir" }, &["kind"])),
        }
    }
}

impl DecisionInput {
    /// The canonical decision in a game sown in `base` direction.
    pub fn resolve(self, base: Dir) -> Decision {
        match self {
            DecisionInput::Sow { pit, dir } => Decision::Sow { pit, dir: dir.unwrap_or(base) },
            DecisionInput::Okwesera { pit } => Decision::Okwesera { pit },
            DecisionInput::Pass => Decision::Pass,
            DecisionInput::Direction { dir } => Decision::Direction { dir },
            DecisionInput::Timeout => Decision::Timeout,
            DecisionInput::Resign { side } => Decision::Resign { side },
            DecisionInput::Draw => Decision::Draw,
        }
    }
}

impl From<Decision> for DecisionInput {
    fn from(d: Decision) -> DecisionInput {
        match d {
            Decision::Sow { pit, dir } => DecisionInput::Sow { pit, dir: Some(dir) },
            Decision::Okwesera { pit } => DecisionInput::Okwesera { pit },
            Decision::Pass => DecisionInput::Pass,
            Decision::Direction { dir } => DecisionInput::Direction { dir },
            Decision::Timeout => DecisionInput::Timeout,
            Decision::Resign { side } => DecisionInput::Resign { side },
            Decision::Draw => DecisionInput::Draw,
        }
    }
}

impl std::fmt::Display for Decision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Decision::Sow { pit, dir } => write!(f, "sow {pit} {}", dir.name()),
            Decision::Okwesera { pit } => write!(f, "okwesera {pit}"),
            Decision::Pass => write!(f, "pass"),
            Decision::Direction { dir } => write!(f, "direction {}", dir.name()),
            Decision::Timeout => write!(f, "timeout"),
            Decision::Resign { side } => write!(f, "{} resigns", side.name()),
            Decision::Draw => write!(f, "draw by agreement"),
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

impl std::fmt::Debug for DecisionList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl PartialEq for DecisionList {
    fn eq(&self, other: &DecisionList) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl DecisionList {
    /// Add a decision (the list has room for every decision of the largest board).
    #[inline]
    pub fn push(&mut self, d: Decision) {
        self.items[self.len] = d;
        self.len += 1;
    }
    /// Add a decision when `keep` holds, without a branch on `keep`: move
    /// generation over random boards mispredicts such branches half the time.
    #[inline]
    pub fn push_if(&mut self, d: Decision, keep: bool) {
        if self.len < MAX_DECISIONS {
            self.items[self.len] = d;
            self.len += keep as usize;
        }
    }

    /// Empty the list, keeping its room (playouts reuse one list).
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The decisions, in order.
    #[inline]
    pub fn as_slice(&self) -> &[Decision] {
        &self.items[..self.len]
    }
    /// How many decisions.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether there is none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Whether `d` is in the list.
    pub fn contains(&self, d: &Decision) -> bool {
        self.as_slice().contains(d)
    }
    /// The decisions, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Decision> {
        self.as_slice().iter()
    }
}
