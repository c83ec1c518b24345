//! Setups: any position, not necessarily legal, as a teacher or a saved game
//! writes it; `Setup::validate` turns it into a playable `Position` or lists
//! every problem at once (RULES §4). And the usual start: a ruleset, a layout
//! per side, options.

use super::error::{described, Coded, Describe, Param, Params};
use super::event::NullSink;
use super::four_row::FourRow;
use super::geometry::{Cell, Side, MAX_PITS};
use super::layli::Layli;
use super::options::{OptionError, OptionMap};
use super::oware::Oware;
use super::position::Position;
use super::rules::{First, Rules};
use super::ruleset::{Family, Layout};
use super::sowing::Core;
use crate::engine::ruleset::Variant;
use serde::{Deserialize, Serialize};

/// The most match points a setup may give a side before its game.
pub const MAX_MATCH_SCORE: u64 = 10_000;
/// The most turns a setup may say a side has completed.
pub const MAX_TURNS: u64 = 1_000_000;
/// The largest lot seed: JavaScript's largest safe integer, so a saved game's
/// seed reads back exactly.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// An uur pit and its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct UurPit {
    /// The pit that is an uur, `[row, col]`.
    pub pit: Cell,
    /// The player it belongs to, who takes its seeds at the end of the round.
    pub owner: Side,
}

/// A position as written by hand: counts in every pit (rows top to bottom, as
/// drawn), who moves, and what the rules look back on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(rename = "SetupSpec"))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Setup {
    /// The ruleset, by id or any of its names (`"omweso"`, `"Mweso"`).
    pub ruleset: String,
    /// The option values chosen; the ruleset's defaults fill in the rest.
    #[serde(default)]
    pub options: OptionMap,
    /// The seeds in every pit: rows top to bottom, columns left to right, as drawn.
    pub board: Vec<Vec<i64>>,
    /// Who moves; absent: as the option `first` says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<Side>,
    /// Captured seeds held by South and North (two-row games).
    #[serde(default)]
    pub stores: [i64; 2],
    /// Layli Goobalay: seeds set aside this round.
    #[serde(default)]
    pub aside: [i64; 2],
    /// Layli Goobalay: the uur pits and their owners (facing pairs of one owner).
    #[serde(default)]
    pub uur: Vec<UurPit>,
    /// Match points before this game (tournament).
    #[serde(default)]
    pub match_score: [u32; 2],
    /// Whether each side has already captured in this game.
    #[serde(default)]
    pub captured: [bool; 2],
    /// Turns each side has already completed in this game.
    #[serde(default)]
    pub turns: [u32; 2],
    /// Waive the check of the seed totals, for teaching positions.
    #[serde(default)]
    pub allow_unusual_totals: bool,
    /// The seed of the lot for `first: "random"`; recorded so a game replays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// One side's starting arrangement: a preset's name or its own rows (as drawn,
/// top to bottom: North gives rows 0–1, South rows 2–3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum SideLayout {
    /// A preset of the ruleset, by id: the side takes its own two rows of it.
    Preset(String),
    /// The side's own two rows of counts, top to bottom as drawn.
    Rows(Vec<Vec<i64>>),
}

/// The starting layout: one preset for both sides, or one per side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged, deny_unknown_fields)]
pub enum LayoutChoice {
    /// One preset of the ruleset, by id, for the whole board.
    Preset(String),
    /// Four-row games: each side's own arrangement.
    PerSide {
        /// South's arrangement (rows 2–3).
        south: SideLayout,
        /// North's arrangement (rows 0–1).
        north: SideLayout,
    },
}

/// A new game as a player sets it up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(rename = "NewGameSpec"))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NewGame {
    /// The ruleset, by id or any of its names (`"omweso"`, `"Mweso"`).
    pub ruleset: String,
    /// The starting layout; absent: the ruleset's first preset.
    #[serde(default)]
    pub layout: Option<LayoutChoice>,
    /// The option values chosen; the ruleset's defaults fill in the rest.
    #[serde(default)]
    pub options: OptionMap,
    /// Shorthand for the option `first`.
    #[serde(default)]
    pub first: Option<String>,
    /// The seed of the lot for `first: "random"` (absent: 0), recorded in the setup.
    #[serde(default)]
    pub seed: Option<u64>,
    /// Match points of South and North before this game (tournament).
    #[serde(default)]
    pub match_score: [u32; 2],
}

/// A setup validated: the position, every option value in force (defaults
/// included), and the setup as resolved (its options filled in, who moves and
/// the lot's seed decided), which is what a saved game records.
pub type Valid = (Position, OptionMap, Setup);

/// One problem of a setup or of a new game's settings (RULES §4), with the
/// values its sentence names.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupProblem {
    /// No ruleset has this name.
    UnknownRuleset {
        /// The name asked for.
        name: String,
    },
    /// An option is unknown, does not apply, has a wrong value or is locked.
    Option(OptionError),
    /// The board has `rows` rows; the ruleset has `want`.
    WrongRowCount {
        /// The ruleset the setup names.
        ruleset: Variant,
        /// The rows the setup has.
        rows: usize,
        /// The rows the ruleset's board has.
        want: u8,
    },
    /// Row `row` (from 0, top) has `len` pits; the board has `want` columns.
    WrongRowLength {
        /// The row, from 0 at the top.
        row: usize,
        /// The pits that row has.
        len: usize,
        /// The columns the board has.
        want: u8,
    },
    /// A pit holds a negative count.
    NegativeCount {
        /// The pit, `[row, col]`.
        pit: Cell,
        /// The count written in it, below 0.
        n: i64,
    },
    /// A pit holds more than 255 seeds.
    TooManySeeds {
        /// The pit, `[row, col]`.
        pit: Cell,
        /// The count written in it, over 255.
        n: i64,
    },
    /// `stores` or `aside` holds a number outside 0 to 255.
    StoresOutOfRange {
        /// Which field: `"stores"` or `"aside"`.
        field: &'static str,
    },
    /// A four-row game keeps no seeds off the board, yet `stores` or `aside` holds some.
    StoresInFourRow {
        /// The four-row ruleset the setup names.
        ruleset: Variant,
        /// Which field holds seeds: `"stores"` or `"aside"`.
        field: &'static str,
    },
    /// More than 255 seeds in play.
    TooManyInPlay {
        /// The seeds the board, stores and aside hold together.
        n: i64,
    },
    /// Four-row games: a side holds other than the seeds the ruleset gives it
    /// (waivable: [`SetupError::ignore_unusual_totals`]).
    UnusualTotals {
        /// The ruleset the setup names.
        ruleset: Variant,
        /// The side whose total is off.
        side: Side,
        /// The seeds that side holds.
        have: u32,
        /// The seeds the ruleset gives that side.
        want: u32,
    },
    /// Two-row games: board, stores and aside hold other than the ruleset's
    /// seeds (waivable: [`SetupError::ignore_unusual_totals`]).
    UnusualTotal {
        /// The ruleset the setup names.
        ruleset: Variant,
        /// The seeds the board, stores and aside hold together.
        have: i64,
        /// The seeds the ruleset plays with.
        want: i64,
    },
    /// Uur belong to Layli Goobalay.
    NoUurHere {
        /// The ruleset the setup names, which has no uur.
        ruleset: Variant,
    },
    /// An uur pit is not on the board.
    UurOffBoard {
        /// The uur's pit as written, `[row, col]`.
        pit: Cell,
    },
    /// An uur pit is empty.
    UurEmpty {
        /// The empty pit listed as an uur, `[row, col]`.
        pit: Cell,
    },
    /// A pit is listed as an uur of both players.
    UurBothOwners,
    /// An uur pit has no facing uur of the same owner.
    UurUnpaired {
        /// The uur pit whose facing pit is no uur of the same owner.
        pit: Cell,
    },
    /// A preset layout's name is none of the ruleset's.
    UnknownLayout {
        /// The ruleset whose presets were searched.
        ruleset: Variant,
        /// The layout name asked for.
        name: String,
        /// The ids of the ruleset's presets.
        known: Vec<&'static str>,
    },
    /// Per-side layouts belong to the four-row games.
    PerSideLayoutNotHere {
        /// The two-row ruleset asked for, which has one fixed layout.
        ruleset: Variant,
    },
    /// A side's own rows are not 2 rows of `cols` pits.
    SideLayoutShape {
        /// The side whose rows are misshapen.
        side: Side,
        /// The pits each of its two rows must have.
        cols: u8,
    },
    /// A side's own rows have a negative count.
    SideLayoutNegative {
        /// The side whose layout has the negative count.
        side: Side,
    },
    /// A side's layout holds other than the seeds the ruleset gives it.
    SideLayoutTotal {
        /// The side whose total is off.
        side: Side,
        /// The seeds its layout holds.
        have: i64,
        /// The seeds the ruleset gives that side.
        want: u32,
    },
    /// A number of the setup is beyond what the engine keeps (`matchScore`,
    /// `turns`, `seed`).
    OutOfRange {
        /// The field, as JS names it.
        field: &'static str,
        /// The value written.
        value: u64,
        /// The largest value allowed.
        max: u64,
    },
    /// Starting pits over the cap (option `pit_cap`).
    OverPitCap {
        /// The most seeds a starting pit may hold (option `pit_cap`).
        cap: u8,
        /// Every pit over the cap, `[row, col]`.
        pits: Vec<Cell>,
    },
}

impl SetupProblem {
    /// Whether [`SetupError::ignore_unusual_totals`] waives this problem.
    pub fn is_unusual_totals(&self) -> bool {
        matches!(self, SetupProblem::UnusualTotals { .. } | SetupProblem::UnusualTotal { .. })
    }
}

/// Each problem's code, sentence and params (a ruleset as `ruleset`).
impl Describe for SetupProblem {
    fn describe(&self, p: &mut Params) -> (&'static str, &'static str) {
        use SetupProblem::*;
        match self {
            UnknownRuleset { name } => crate::games::UnknownRuleset { name: name.clone() }.describe(p),
            Option(e) => e.describe(p),
            WrongRowCount { ruleset, rows, want } => {
                p.int("rows", *rows as i64).ruleset(ruleset.id(), ruleset.data().name).int("want", *want as i64);
                ("wrong_row_count", "the board has {rows} rows; {ruleset} has {want}")
            }
            WrongRowLength { row, len, want } => {
                p.int("row", *row as i64).int("len", *len as i64).int("want", *want as i64);
                ("wrong_row_length", "row {row} has {len} pits; it should have {want}")
            }
            NegativeCount { pit, n } => {
                p.pit("pit", *pit).int("n", *n);
                ("negative_count", "pit {pit} holds a negative count ({n})")
            }
            TooManySeeds { pit, n } => {
                p.pit("pit", *pit).int("n", *n);
                ("too_many_seeds", "pit {pit} holds {n} seeds, too many")
            }
            StoresOutOfRange { field } => {
                p.text("field", field);
                ("stores_out_of_range", "{field} must be whole numbers from 0 to 255")
            }
            StoresInFourRow { ruleset, field } => {
                p.ruleset(ruleset.id(), ruleset.data().name).text("field", field);
                ("stores_in_four_row", "{ruleset} keeps no seeds off the board ({field}): captured seeds are sown back into play")
            }
            OutOfRange { field, value, max } => {
                p.text("field", field).int("value", (*value).min(i64::MAX as u64) as i64).int("max", *max as i64);
                ("out_of_range", "{field} is {value}; it may be at most {max}")
            }
            TooManyInPlay { n } => {
                p.int("n", *n).int("max", 255);
                ("too_many_in_play", "the position holds {n} seeds; it may hold at most {max}")
            }
            UnusualTotals { ruleset, side, have, want } => {
                p.side(*side).int("have", *have as i64).ruleset(ruleset.id(), ruleset.data().name).int("want", *want as i64);
                ("unusual_totals", "{side} has {have} seeds; {ruleset} gives each side {want} (set allowUnusualTotals for a teaching position)")
            }
            UnusualTotal { ruleset, have, want } => {
                p.int("have", *have).ruleset(ruleset.id(), ruleset.data().name).int("want", *want);
                ("unusual_total", "board, stores and aside hold {have} seeds; {ruleset} has {want} (set allowUnusualTotals for a teaching position)")
            }
            NoUurHere { ruleset } => {
                p.ruleset(ruleset.id(), ruleset.data().name);
                ("no_uur_here", "{ruleset} has no uur")
            }
            UurOffBoard { pit } => {
                p.pit("pit", *pit);
                ("uur_off_board", "uur pit {pit} is not on the board")
            }
            UurEmpty { pit } => {
                p.pit("pit", *pit);
                ("uur_empty", "uur pit {pit} is empty; an uur always holds seeds")
            }
            UurBothOwners => ("uur_both_owners", "a pit cannot be an uur of both players"),
            UurUnpaired { pit } => {
                p.pit("pit", *pit);
                ("uur_unpaired", "uur pit {pit} has no facing uur of the same owner: uur come in facing pairs")
            }
            UnknownLayout { ruleset, name, known } => {
                p.string("name", name).ruleset(ruleset.id(), ruleset.data().name).add("known", Param::Names(known.clone()));
                ("unknown_layout", "unknown layout \"{name}\" for {ruleset}; its layouts are {known}")
            }
            PerSideLayoutNotHere { ruleset } => {
                p.ruleset(ruleset.id(), ruleset.data().name);
                ("per_side_layout_not_here", "{ruleset} has one fixed layout; per-side layouts belong to the four-row games")
            }
            SideLayoutShape { side, cols } => {
                p.side(*side).int("rows", 2).int("cols", *cols as i64);
                ("side_layout_shape", "{side}'s layout must be {rows} rows of {cols} pits")
            }
            SideLayoutNegative { side } => {
                p.side(*side);
                ("side_layout_negative", "{side}'s layout has a negative count")
            }
            SideLayoutTotal { side, have, want } => {
                p.side(*side).int("have", *have).int("want", *want as i64);
                ("side_layout_total", "{side}'s layout holds {have} seeds; it must hold {want}")
            }
            OverPitCap { cap, pits } => {
                p.int("cap", *cap as i64).add("pits", Param::Pits(pits.clone()));
                let sentence = if pits.len() == 1 {
                    "no pit may start with more than {cap} seeds (option pit_cap), but {pits} holds more"
                } else {
                    "no pit may start with more than {cap} seeds (option pit_cap), but {pits} hold more"
                };
                ("over_pit_cap", sentence)
            }
        }
    }
}

described!(SetupProblem);

/// Every problem of a setup at once (never none), as shakmaty's setup errors
/// are. Some problems may be waived on purpose: when they are the only ones,
/// the error holds the position the setup would give, and
/// [`ignore_unusual_totals`](SetupError::ignore_unusual_totals) returns it.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupError {
    problems: Vec<SetupProblem>,
    /// The would-be position, when every problem is waivable.
    waivable: Option<Box<Valid>>,
}

impl SetupError {
    fn new(problems: Vec<SetupProblem>) -> SetupError {
        SetupError { problems, waivable: None }
    }

    /// Every problem, in the order the setup was checked.
    pub fn problems(&self) -> &[SetupProblem] {
        &self.problems
    }

    /// Every problem, in the order the setup was checked, taken out of the error.
    pub fn into_problems(self) -> Vec<SetupProblem> {
        self.problems
    }

    /// Waive unusual seed totals (a teaching position): the position when they
    /// were the only problems, or the error with the other problems. The
    /// waived setup records `allowUnusualTotals`, so a saved game reloads.
    /// `Setup::allow_unusual_totals` waives the same problems.
    pub fn ignore_unusual_totals(mut self) -> Result<Valid, SetupError> {
        self.problems.retain(|p| !p.is_unusual_totals());
        match self.waivable.take() {
            Some(valid) if self.problems.is_empty() => Ok(*valid),
            _ => Err(self),
        }
    }
}

impl From<SetupProblem> for SetupError {
    fn from(p: SetupProblem) -> SetupError {
        SetupError::new(vec![p])
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            p.fmt(f)?;
        }
        Ok(())
    }
}

impl std::error::Error for SetupError {}

/// The one problem's code and params, or `setup_problems` with their `count`;
/// each problem in `problems()`.
impl Coded for SetupError {
    fn code(&self) -> &'static str {
        match self.problems.as_slice() {
            [one] => one.code(),
            _ => "setup_problems",
        }
    }
    fn params(&self) -> Params {
        match self.problems.as_slice() {
            [one] => one.params(),
            all => {
                let mut params = Params::new();
                params.int("count", all.len() as i64);
                params
            }
        }
    }
    fn problems(&self) -> Vec<&dyn Coded> {
        self.problems.iter().map(|p| p as &dyn Coded).collect()
    }
}

/// The ruleset a setup names.
fn parse_variant(name: &str) -> Result<Variant, SetupError> {
    Variant::parse(name).map_err(|e| SetupProblem::UnknownRuleset { name: e.name }.into())
}

/// The rules of a ruleset under these options, or every option problem.
pub(crate) fn rules(variant: Variant, options: &OptionMap) -> Result<(Rules, OptionMap), SetupError> {
    Rules::new(variant, options).map_err(|e| SetupError::new(e.into_iter().map(SetupProblem::Option).collect()))
}

/// Per side, the seeds a ruleset's layouts give it.
pub fn side_totals(rules: &Rules) -> [u32; 2] {
    let layout = &(rules.variant.data().layouts)(rules.geo.cols)[0];
    let half = layout.rows.len() / 2;
    let sum = |rows: &[Vec<u8>]| rows.iter().flatten().map(|&n| n as u32).sum();
    [sum(&layout.rows[half..]), sum(&layout.rows[..half])]
}

/// The start a new game of `variant` plays when no layout is chosen (its first
/// preset), as the settings would name it: one preset for the whole board,
/// or, in the four-row games where each side arranges its own, that preset
/// for each side. Every four-row default is a start its mover cannot win on
/// the first turn (tests/first_turn.rs).
pub fn default_layout(variant: Variant) -> LayoutChoice {
    let d = variant.data();
    let id = (d.layouts)(d.cols)[0].id.to_string();
    if d.family() == Family::FourRow {
        LayoutChoice::PerSide { south: SideLayout::Preset(id.clone()), north: SideLayout::Preset(id) }
    } else {
        LayoutChoice::Preset(id)
    }
}

/// The presets of a ruleset, mirrored for a clockwise game.
pub fn presets(rules: &Rules) -> Vec<Layout> {
    let mut layouts = (rules.variant.data().layouts)(rules.geo.cols);
    if rules.base == super::geometry::Dir::Cw {
        for l in &mut layouts {
            l.rows.iter_mut().for_each(|r| r.reverse());
        }
    }
    layouts
}

impl Setup {
    /// A position of `ruleset` with these counts (rows top to bottom), South to
    /// move, and nothing else set: the start of a teaching position.
    pub fn new(ruleset: &str, board: Vec<Vec<i64>>) -> Setup {
        Setup {
            ruleset: ruleset.into(),
            options: OptionMap::new(),
            board,
            to_move: Some(Side::South),
            stores: [0, 0],
            aside: [0, 0],
            uur: vec![],
            match_score: [0, 0],
            captured: [false; 2],
            turns: [0; 2],
            allow_unusual_totals: false,
            seed: None,
        }
    }

    /// Check everything and build the position, or report every problem.
    /// With `allow_unusual_totals` the totals are waived, as
    /// [`SetupError::ignore_unusual_totals`] would.
    pub fn validate(&self) -> Result<Valid, SetupError> {
        let checked = self.check();
        if self.allow_unusual_totals {
            checked.or_else(SetupError::ignore_unusual_totals)
        } else {
            checked
        }
    }

    fn check(&self) -> Result<Valid, SetupError> {
        use SetupProblem::*;
        let variant = parse_variant(&self.ruleset)?;
        let (rules, options) = rules(variant, &self.options)?;
        let g = rules.geo;
        let mut problems = vec![];
        let mut pits = [0u8; MAX_PITS];
        if self.board.len() != g.rows as usize {
            problems.push(WrongRowCount { ruleset: variant, rows: self.board.len(), want: g.rows });
        }
        for (r, row) in self.board.iter().enumerate().take(g.rows as usize) {
            if row.len() != g.cols as usize {
                problems.push(WrongRowLength { row: r, len: row.len(), want: g.cols });
            }
            for (c, &n) in row.iter().enumerate().take(g.cols as usize) {
                let pit = Cell { row: r as u8, col: c as u8 };
                if n < 0 {
                    problems.push(NegativeCount { pit, n });
                } else if n > 255 {
                    problems.push(TooManySeeds { pit, n });
                } else {
                    pits[g.index(r as u8, c as u8) as usize] = n as u8;
                }
            }
        }
        for (field, v) in [("stores", self.stores), ("aside", self.aside)] {
            if v.iter().any(|&n| !(0..=255).contains(&n)) {
                problems.push(StoresOutOfRange { field });
            } else if rules.four_row() && v != [0, 0] {
                problems.push(StoresInFourRow { ruleset: variant, field });
            }
        }
        // Counts and seeds in hand are bytes: with at most 255 seeds in play no pit
        // and no hand can overflow, whatever the sowing (or a new round) does.
        let in_play: i64 = self.board.iter().flatten().chain(self.stores.iter()).chain(self.aside.iter()).filter(|&&n| n > 0).fold(0i64, |a, &n| a.saturating_add(n));
        if in_play > 255 {
            problems.push(TooManyInPlay { n: in_play });
        }
        let numbers = [("matchScore", self.match_score.map(u64::from), MAX_MATCH_SCORE), ("turns", self.turns.map(u64::from), MAX_TURNS)];
        for (field, values, max) in numbers {
            if let Some(&value) = values.iter().find(|&&v| v > max) {
                problems.push(OutOfRange { field, value, max });
            }
        }
        if let Some(seed) = self.seed.filter(|&s| s > MAX_SEED) {
            problems.push(OutOfRange { field: "seed", value: seed, max: MAX_SEED });
        }
        let side_sum = |side: Side| (0..g.pits() as u8).filter(|&p| g.owner(p) == side).map(|p| pits[p as usize] as u32).sum::<u32>();
        // The totals are judged on an otherwise sound board only.
        if problems.is_empty() {
            if rules.four_row() {
                let want = side_totals(&rules);
                for side in Side::BOTH {
                    let have = side_sum(side);
                    if have != want[side.index()] {
                        problems.push(UnusualTotals { ruleset: variant, side, have, want: want[side.index()] });
                    }
                }
            } else {
                let want = side_totals(&rules).iter().sum::<u32>() as i64;
                let have = (side_sum(Side::South) + side_sum(Side::North)) as i64 + self.stores.iter().sum::<i64>() + self.aside.iter().sum::<i64>();
                if have != want {
                    problems.push(UnusualTotal { ruleset: variant, have, want });
                }
            }
        }
        let mut uur = [0u64; 2];
        if !self.uur.is_empty() && rules.family != Family::Layli {
            problems.push(NoUurHere { ruleset: variant });
        } else {
            for u in &self.uur {
                match g.pit(u.pit) {
                    None => problems.push(UurOffBoard { pit: u.pit }),
                    Some(p) if pits[p as usize] == 0 => problems.push(UurEmpty { pit: u.pit }),
                    Some(p) => uur[u.owner.index()] |= 1 << p,
                }
            }
            if uur[0] & uur[1] != 0 {
                problems.push(UurBothOwners);
            }
            for u in &self.uur {
                if let Some(p) = g.pit(u.pit) {
                    let f = g.facing(p, 0);
                    if uur[u.owner.index()] >> f & 1 == 0 {
                        problems.push(UurUnpaired { pit: u.pit });
                    }
                }
            }
        }
        if !problems.iter().all(SetupProblem::is_unusual_totals) {
            return Err(SetupError::new(problems));
        }
        let seed = self.seed.or((rules.first == First::Random).then_some(0));
        let to_move = self.to_move.unwrap_or_else(|| rules.first_mover(seed.unwrap_or(0)));
        let core = Core { rules, pits, to_move, turns: self.turns, captured: self.captured, result: None, match_score: self.match_score };
        let stores = [self.stores[0] as u32, self.stores[1] as u32];
        let mut pos = match rules.family {
            Family::FourRow => Position::FourRow(FourRow::new(core)),
            Family::Oware => Position::Oware(Oware::new(core, stores)),
            Family::Layli => Position::Layli(Layli::new(core, stores, [self.aside[0] as u32, self.aside[1] as u32], uur)),
        };
        pos.settle(&mut NullSink);
        let mut resolved = self.clone();
        resolved.options = options.clone();
        resolved.to_move = Some(to_move);
        resolved.seed = seed;
        if problems.is_empty() {
            return Ok((pos, options, resolved));
        }
        // Only unusual totals: the position waits in the error for a waiver.
        resolved.allow_unusual_totals = true;
        Err(SetupError { problems, waivable: Some(Box::new((pos, options, resolved))) })
    }
}

impl NewGame {
    /// A new game of `ruleset` with its first layout and default options.
    pub fn standard(ruleset: &str) -> NewGame {
        NewGame { ruleset: ruleset.into(), layout: None, options: OptionMap::new(), first: None, seed: None, match_score: [0, 0] }
    }

    /// The setup of this new game's starting position.
    pub fn setup(&self) -> Result<Setup, SetupError> {
        let variant = parse_variant(&self.ruleset)?;
        let mut options = self.options.clone();
        if let Some(first) = &self.first {
            options.insert("first".into(), super::options::OptionValue::Choice(first.clone()));
        }
        let (rules, _) = rules(variant, &options)?;
        let g = rules.geo;
        let presets = presets(&rules);
        let preset = |name: &str| -> Result<&Layout, SetupProblem> {
            presets.iter().find(|l| l.id == name).ok_or_else(|| SetupProblem::UnknownLayout { ruleset: variant, name: name.into(), known: presets.iter().map(|l| l.id).collect() })
        };
        let to_i64 = |rows: &[Vec<u8>]| rows.iter().map(|r| r.iter().map(|&n| n as i64).collect()).collect::<Vec<Vec<i64>>>();
        let mut problems = vec![];
        let board: Vec<Vec<i64>> = match &self.layout {
            None => to_i64(&presets[0].rows),
            Some(LayoutChoice::Preset(name)) => preset(name).map(|l| to_i64(&l.rows))?,
            Some(LayoutChoice::PerSide { south, north }) => {
                if !rules.four_row() {
                    return Err(SetupProblem::PerSideLayoutNotHere { ruleset: variant }.into());
                }
                let want = side_totals(&rules);
                let mut board = vec![vec![0i64; g.cols as usize]; 4];
                for (side, choice, rows) in [(Side::North, north, 0..2), (Side::South, south, 2..4)] {
                    let mine: Vec<Vec<i64>> = match choice {
                        SideLayout::Preset(name) => match preset(name) {
                            Ok(l) => to_i64(&l.rows[rows.clone()]),
                            Err(e) => {
                                problems.push(e);
                                continue;
                            }
                        },
                        SideLayout::Rows(r) => r.clone(),
                    };
                    if mine.len() != 2 || mine.iter().any(|r| r.len() != g.cols as usize) {
                        problems.push(SetupProblem::SideLayoutShape { side, cols: g.cols });
                        continue;
                    }
                    let total: i64 = mine.iter().flatten().fold(0i64, |a, &n| a.saturating_add(n));
                    if mine.iter().flatten().any(|&n| n < 0) {
                        problems.push(SetupProblem::SideLayoutNegative { side });
                    }
                    if total != want[side.index()] as i64 {
                        problems.push(SetupProblem::SideLayoutTotal { side, have: total, want: want[side.index()] });
                    }
                    for (i, r) in rows.enumerate() {
                        board[r] = mine[i].clone();
                    }
                }
                board
            }
        };
        let over: Vec<Cell> = board
            .iter()
            .enumerate()
            .flat_map(|(r, row)| row.iter().enumerate().filter(|(_, &n)| n > rules.pit_cap as i64).map(move |(c, _)| Cell { row: r as u8, col: c as u8 }))
            .collect();
        if !over.is_empty() && rules.four_row() {
            problems.push(SetupProblem::OverPitCap { cap: rules.pit_cap, pits: over });
        }
        if !problems.is_empty() {
            return Err(SetupError::new(problems));
        }
        Ok(Setup {
            ruleset: variant.id().to_string(),
            options,
            board,
            to_move: None,
            stores: [0, 0],
            aside: [0, 0],
            uur: vec![],
            match_score: self.match_score,
            captured: [false; 2],
            turns: [0; 2],
            allow_unusual_totals: false,
            seed: self.seed,
        })
    }
}
