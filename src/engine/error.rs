//! The engine's errors, each named after what went wrong. Every reason is a
//! value (no free text) with a stable `code()` and its parameters (`params()`),
//! so a page can translate it; `Display` gives the English sentence.
//!
//! - [`IllegalMove`]: a decision the rules do not allow here (with [`Why`]);
//! - [`SetupError`](super::setup::SetupError): every problem of a position
//!   written by hand or a new game's settings, some of which may be waived;
//! - [`OptionError`](super::options::OptionError): an option that is unknown,
//!   does not apply, has a wrong value or is locked;
//! - [`UndoError`], [`RedoError`], [`LoadError`], [`NextGameError`]: a game's history.

use super::decision::Decision;
use super::four_row::NoReverse;
use super::game::{FORMAT, VERSION};
use super::geometry::{Cell, Dir, Side};
use super::options::OptionValue;
use super::setup::{SetupError, SetupProblem};
use crate::engine::ruleset::Variant;
use serde::Serialize;
use std::borrow::Cow;
use std::fmt;

/// A parameter of an error, for a translated message. It crosses to JS as a
/// flag, a number, a text (an id, a side, a direction; a ruleset by its id), a
/// pit `[row, col]` or a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    /// A flag.
    Bool(bool),
    /// A number: a count, a row, a limit, a decision's place.
    Int(i64),
    /// A text: an id, a code, a side, a direction, a name or the parser's words.
    Text(Cow<'static, str>),
    /// A pit, written `[row, col]`.
    Pit(Cell),
    /// Several pits, written `[r, c], [r, c]`.
    Pits(Vec<Cell>),
    /// Names, written `a, b`.
    Names(Vec<&'static str>),
    /// A choice option's values, written `"a", "b"`.
    Quoted(&'static [&'static str]),
    /// Written with its name, sent as its id.
    Ruleset(Variant),
    /// An option value, written as `OptionValue` displays it.
    Value(OptionValue),
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Param::Bool(b) => b.fmt(f),
            Param::Int(i) => i.fmt(f),
            Param::Text(s) => f.write_str(s),
            Param::Pit(c) => c.fmt(f),
            Param::Pits(cells) => join(f, cells.iter(), |c, f| c.fmt(f)),
            Param::Names(names) => join(f, names.iter(), |n, f| f.write_str(n)),
            Param::Quoted(values) => join(f, values.iter(), |v, f| write!(f, "\"{v}\"")),
            Param::Ruleset(v) => f.write_str(v.data().name),
            Param::Value(v) => v.fmt(f),
        }
    }
}

fn join<T>(f: &mut fmt::Formatter<'_>, items: impl Iterator<Item = T>, mut each: impl FnMut(T, &mut fmt::Formatter<'_>) -> fmt::Result) -> fmt::Result {
    for (i, item) in items.enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        each(item, f)?;
    }
    Ok(())
}

impl Serialize for Param {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Param::Bool(b) => s.serialize_bool(*b),
            Param::Int(i) => s.serialize_i64(*i),
            Param::Text(t) => s.serialize_str(t),
            Param::Pit(c) => c.serialize(s),
            Param::Pits(cells) => cells.serialize(s),
            Param::Names(names) => names.serialize(s),
            Param::Quoted(values) => values.serialize(s),
            Param::Ruleset(v) => s.serialize_str(v.id()),
            Param::Value(v) => v.serialize(s),
        }
    }
}

/// An error's parameters, by name, in the order its sentence names them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params(Vec<(&'static str, Param)>);

impl Params {
    pub fn new() -> Params {
        Params::default()
    }

    /// The parameter of this name.
    pub fn get(&self, name: &str) -> Option<&Param> {
        self.0.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    pub fn iter(&self) -> impl Iterator<Item = &(&'static str, Param)> {
        self.0.iter()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    #[inline(never)]
    pub fn add(&mut self, name: &'static str, value: Param) -> &mut Params {
        self.0.push((name, value));
        self
    }

    pub fn int(&mut self, name: &'static str, n: i64) -> &mut Params {
        self.add(name, Param::Int(n))
    }

    pub fn text(&mut self, name: &'static str, s: &'static str) -> &mut Params {
        self.add(name, Param::Text(Cow::Borrowed(s)))
    }

    pub fn string(&mut self, name: &'static str, s: &str) -> &mut Params {
        self.add(name, Param::Text(Cow::Owned(s.to_string())))
    }

    pub fn pit(&mut self, name: &'static str, c: Cell) -> &mut Params {
        self.add(name, Param::Pit(c))
    }

    /// The ruleset, as `ruleset`.
    pub fn ruleset(&mut self, v: Variant) -> &mut Params {
        self.add("ruleset", Param::Ruleset(v))
    }

    /// The side, as `side`.
    pub fn side(&mut self, side: Side) -> &mut Params {
        self.text("side", side.name())
    }
}

impl Serialize for Params {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// What every error of the engine tells besides its English sentence.
pub trait Coded: fmt::Display {
    /// A stable snake_case code, the key of a translation: `"not_your_pit"`.
    fn code(&self) -> &'static str;
    /// The values the sentence names: `pit: [0, 7]`.
    fn params(&self) -> Params;
    /// The problems of an error that lists several (a setup's).
    fn problems(&self) -> &[SetupProblem] {
        &[]
    }
}

/// An error described once: its code, its English sentence with a `{name}`
/// for each parameter, and the parameters. `Coded` and `Display` follow.
pub(crate) trait Describe {
    fn describe(&self, params: &mut Params) -> (&'static str, &'static str);
}

/// The English sentence of a described error.
pub(crate) fn write_sentence(e: &dyn Describe, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut params = Params::new();
    let (_, mut rest) = e.describe(&mut params);
    // Byte searches: the braces are ASCII, and char patterns cost code.
    let find = |s: &str, from: usize, b: u8| s.as_bytes()[from..].iter().position(|&c| c == b).map(|i| from + i);
    while let Some(open) = find(rest, 0, b'{') {
        f.write_str(&rest[..open])?;
        let Some(close) = find(rest, open, b'}') else { break };
        match params.get(&rest[open + 1..close]) {
            Some(v) => fmt::Display::fmt(v, f)?,
            None => f.write_str(&rest[open..=close])?,
        }
        rest = &rest[close + 1..];
    }
    f.write_str(rest)
}

/// `Display` and `Coded` for described errors.
macro_rules! described {
    ($($t:ty),+) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                $crate::engine::error::write_sentence(self, f)
            }
        }
        impl $crate::engine::error::Coded for $t {
            fn code(&self) -> &'static str {
                $crate::engine::error::Describe::describe(self, &mut $crate::engine::error::Params::new()).0
            }
            fn params(&self) -> $crate::engine::error::Params {
                let mut params = $crate::engine::error::Params::new();
                $crate::engine::error::Describe::describe(self, &mut params);
                params
            }
        }
    )+};
}
pub(crate) use described;

/// An error as a page translates it: `{code, params, message}`, and for a
/// setup error every problem the same way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ErrorInfo {
    /// The stable snake_case code, the key of a translation (`"not_your_pit"`).
    pub code: &'static str,
    /// The values the sentence names, by name (`pit: [0, 7]`).
    pub params: Params,
    /// The English sentence (`Display`).
    pub message: String,
    /// A setup error's problems, each as its own `ErrorInfo` (left out when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub problems: Vec<ErrorInfo>,
}

impl ErrorInfo {
    /// Any engine error as a page translates it.
    pub fn of(e: &dyn Coded) -> ErrorInfo {
        ErrorInfo { code: e.code(), params: e.params(), message: e.to_string(), problems: e.problems().iter().map(|p| ErrorInfo::of(p)).collect() }
    }
}

/// Why a decision cannot be played here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IllegalMove {
    /// The game is over.
    GameOver,
    /// The turn is paused: only a direction answers it.
    ChoicePending,
    /// A direction was given but nothing asked for one.
    NoChoicePending,
    /// The pit is not on this board.
    OffBoard(Cell),
    /// The pit is the opponent's.
    NotYourPit(Cell),
    /// The pit is empty.
    EmptyPit(Cell),
    /// Four-row games lift only pits of 2 or more.
    SingletonLift(Cell),
    /// Layli Goobalay: an uur's seeds are never lifted.
    UurCannotBeLifted(Cell),
    /// Oware: the opponent has no seeds and this move gives them none.
    MustFeedOpponent(Cell),
    /// Oware with `grand_slam = illegal`: the move would take every opposing seed.
    GrandSlamIllegal(Cell),
    /// A lap against the base direction that the rules do not allow here.
    ReverseNotAllowed(Cell, Dir, NoReverse),
    /// No okwesera from this pit.
    OkweseraNotAllowed(Cell, Why),
    /// No pass now.
    PassNotAllowed(Why),
    /// A decision this game or this moment does not have.
    NotInThisGame(Why),
}

/// The reason behind an [`IllegalMove`] that is not a pit's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Why {
    /// The game has no passing (option `allow_pass`).
    NoPassing,
    /// Both players have just passed, so this player must move.
    BothJustPassed,
    /// Only a player who could sow may pass (or lose the turn on time).
    OnlyWithAMove,
    /// A timeout belongs to the blitz mode (option `mode = "ekyobutabal"`).
    TimeoutIsBlitz,
    /// The game has no okwesera (option `okwesera`).
    NoOkwesera,
    /// Okwesera is only played before the first capture of the game.
    OkweseraBeforeFirstCapture,
    /// Okwesera needs exactly 3 seeds in the pit.
    OkweseraNeedsThree,
    /// This game's only decisions are sowings.
    OnlySowing,
    /// The move is not legal here.
    NotLegalHere,
}

impl IllegalMove {
    /// A stable code for the rule broken, for translations: `"not_your_pit"`.
    pub fn code(&self) -> &'static str {
        use IllegalMove::*;
        match self {
            GameOver => "game_over",
            ChoicePending => "choice_pending",
            NoChoicePending => "no_choice_pending",
            OffBoard(_) => "off_board",
            NotYourPit(_) => "not_your_pit",
            EmptyPit(_) => "empty_pit",
            SingletonLift(_) => "singleton_lift",
            UurCannotBeLifted(_) => "uur_cannot_be_lifted",
            MustFeedOpponent(_) => "must_feed_opponent",
            GrandSlamIllegal(_) => "grand_slam_illegal",
            ReverseNotAllowed(..) => "reverse_not_allowed",
            OkweseraNotAllowed(..) => "okwesera_not_allowed",
            PassNotAllowed(_) => "pass_not_allowed",
            NotInThisGame(_) => "not_in_this_game",
        }
    }

    /// The pit the decision named, when the reason is about a pit.
    pub fn pit(&self) -> Option<Cell> {
        use IllegalMove::*;
        match *self {
            OffBoard(c)
            | NotYourPit(c)
            | EmptyPit(c)
            | SingletonLift(c)
            | UurCannotBeLifted(c)
            | MustFeedOpponent(c)
            | GrandSlamIllegal(c)
            | ReverseNotAllowed(c, ..)
            | OkweseraNotAllowed(c, _) => Some(c),
            GameOver | ChoicePending | NoChoicePending | PassNotAllowed(_) | NotInThisGame(_) => None,
        }
    }

    /// The code of the finer reason, when there is one: `"not_leftmost"`.
    pub fn reason(&self) -> Option<&'static str> {
        match *self {
            IllegalMove::ReverseNotAllowed(_, _, r) => Some(r.code()),
            IllegalMove::OkweseraNotAllowed(_, w) | IllegalMove::PassNotAllowed(w) | IllegalMove::NotInThisGame(w) => Some(w.code()),
            _ => None,
        }
    }
}

impl Why {
    /// A stable code for translations.
    pub fn code(self) -> &'static str {
        match self {
            Why::NoPassing => "no_passing",
            Why::BothJustPassed => "both_just_passed",
            Why::OnlyWithAMove => "only_with_a_move",
            Why::TimeoutIsBlitz => "timeout_is_blitz",
            Why::NoOkwesera => "no_okwesera",
            Why::OkweseraBeforeFirstCapture => "okwesera_before_first_capture",
            Why::OkweseraNeedsThree => "okwesera_needs_three",
            Why::OnlySowing => "only_sowing",
            Why::NotLegalHere => "not_legal_here",
        }
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Why::NoPassing => "this game has no passing (option allow_pass)",
            Why::BothJustPassed => "both players have just passed, so this player must move",
            Why::OnlyWithAMove => "only a player who could sow may pass or lose the turn on time",
            Why::TimeoutIsBlitz => "a timeout belongs to the blitz mode (option mode = \"ekyobutabal\")",
            Why::NoOkwesera => "this game has no okwesera (option okwesera)",
            Why::OkweseraBeforeFirstCapture => "okwesera is only played before the first capture of the game",
            Why::OkweseraNeedsThree => "okwesera needs exactly 3 seeds in the pit",
            Why::OnlySowing => "this game has only sowing moves",
            Why::NotLegalHere => "this move is not legal here",
        })
    }
}

impl NoReverse {
    /// A stable code for translations.
    pub fn code(self) -> &'static str {
        match self {
            NoReverse::NoReverseLaps => "no_reverse_laps",
            NoReverse::NoCaptureThisTurn => "no_capture_this_turn",
            NoReverse::OnlyRelays => "only_relays",
            NoReverse::NotFourLeftmost => "not_four_leftmost",
            NoReverse::NotRowsLeftmost => "not_rows_leftmost",
            NoReverse::NoDirectCapture => "no_direct_capture",
            NoReverse::ChainNeverCaptures => "chain_never_captures",
        }
    }
}

impl fmt::Display for NoReverse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NoReverse::NoReverseLaps => "this game has no reverse laps",
            NoReverse::NoCaptureThisTurn => "no capture is allowed on this turn, so no lap may be reversed",
            NoReverse::OnlyRelays => "only a relay lap may be reversed here",
            NoReverse::NotFourLeftmost => "only the four leftmost pits may start a reverse lap",
            NoReverse::NotRowsLeftmost => "only a relay from a row's leftmost pit may be reversed here",
            NoReverse::NoDirectCapture => "a reverse lap must end directly in a capture",
            NoReverse::ChainNeverCaptures => "sown that way, its chain of relays never reaches a capture",
        })
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalMove::*;
        match self {
            GameOver => write!(f, "illegal move: the game is over"),
            ChoicePending => write!(f, "illegal move: the turn is paused for a choice of direction; answer with {{kind: \"direction\", dir: \"ccw\" or \"cw\"}}"),
            NoChoicePending => write!(f, "illegal move: no choice of direction is pending"),
            OffBoard(c) => write!(f, "illegal move: pit {c} is not on the board"),
            NotYourPit(c) => write!(f, "illegal move: pit {c} belongs to the opponent"),
            EmptyPit(c) => write!(f, "illegal move: pit {c} is empty"),
            SingletonLift(c) => write!(f, "illegal move: pit {c} holds a single seed; a move needs at least 2"),
            UurCannotBeLifted(c) => write!(f, "illegal move: pit {c} is an uur, whose seeds are never lifted"),
            MustFeedOpponent(c) => write!(f, "illegal move: the opponent has no seeds and sowing pit {c} does not give them any"),
            GrandSlamIllegal(c) => write!(f, "illegal move: sowing pit {c} would capture all the opponent's seeds (grand slam), which this game forbids"),
            ReverseNotAllowed(c, d, why) => write!(f, "illegal move: pit {c} cannot be sown {}: {why}", if *d == Dir::Cw { "clockwise" } else { "counter-clockwise" }),
            OkweseraNotAllowed(c, why) => write!(f, "illegal move: no okwesera from pit {c}: {why}"),
            PassNotAllowed(why) => write!(f, "illegal move: no pass: {why}"),
            NotInThisGame(why) => write!(f, "illegal move: {why}"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// The pit, the direction and the finer reason, as far as there are any.
impl Coded for IllegalMove {
    fn code(&self) -> &'static str {
        IllegalMove::code(self)
    }
    fn params(&self) -> Params {
        let mut params = Params::new();
        add_move_params(self, &mut params);
        params
    }
}

fn add_move_params(e: &IllegalMove, params: &mut Params) {
    if let Some(pit) = e.pit() {
        params.pit("pit", pit);
    }
    if let IllegalMove::ReverseNotAllowed(_, dir, _) = *e {
        params.text("dir", dir.name());
    }
    if let Some(reason) = e.reason() {
        params.text("reason", reason);
    }
}

/// Why a decision cannot be undone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum UndoError {
    /// No decision has been played (or all are undone).
    NothingToUndo,
    /// Ekisibé (option `mode = "ekisibe"`): no take-backs.
    NoTakebacks,
}

impl Describe for UndoError {
    fn describe(&self, _: &mut Params) -> (&'static str, &'static str) {
        match self {
            UndoError::NothingToUndo => ("nothing_to_undo", "nothing to undo"),
            UndoError::NoTakebacks => ("no_takebacks", "undo is off in this game mode (ekisibé: no take-backs)"),
        }
    }
}

described!(UndoError);

impl std::error::Error for UndoError {}

/// Why the last undone decision cannot be played again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RedoError {
    /// Nothing has been undone (or a new decision cleared the redo list).
    NothingToRedo,
    /// The decision to redo is not legal here.
    Illegal(IllegalMove),
}

impl fmt::Display for RedoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RedoError::NothingToRedo => f.write_str("nothing to redo"),
            RedoError::Illegal(e) => e.fmt(f),
        }
    }
}

/// An illegal redo: `redo_illegal`, the `rule` it breaks and that rule's params.
impl Coded for RedoError {
    fn code(&self) -> &'static str {
        match self {
            RedoError::NothingToRedo => "nothing_to_redo",
            RedoError::Illegal(_) => "redo_illegal",
        }
    }
    fn params(&self) -> Params {
        let mut params = Params::new();
        if let RedoError::Illegal(e) = self {
            params.text("rule", e.code());
            add_move_params(e, &mut params);
        }
        params
    }
}

impl std::error::Error for RedoError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RedoError::Illegal(e) => Some(e),
            RedoError::NothingToRedo => None,
        }
    }
}

/// Why a saved game cannot be loaded.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum LoadError {
    /// The text is not JSON at all.
    NotJson {
        /// The JSON parser's words.
        detail: String,
    },
    /// JSON without a `"format"` field.
    NoFormat,
    /// Another program's file.
    ForeignFormat {
        /// The `"format"` the file names.
        format: String,
    },
    /// A version this engine does not read (`None`: missing).
    UnsupportedVersion {
        /// The file's `"version"`, if it has one.
        version: Option<u64>,
    },
    /// A field is missing, unknown or of the wrong type (the parser's words).
    CorruptField {
        /// The parser's words, naming the field.
        detail: String,
    },
    /// The saved setup does not validate (its problems in `Coded::problems`).
    InvalidSetup(SetupError),
    /// Decision `number` (from 1) of the game is illegal where it was played.
    IllegalDecision {
        /// Its place among the saved decisions, from 1.
        number: usize,
        /// The decision as saved (a missing `dir` read as the base direction).
        decision: Decision,
        /// Why it is illegal there.
        error: IllegalMove,
    },
    /// A decision of the redo list is illegal where it would be replayed.
    IllegalRedo {
        /// The decision to redo.
        decision: Decision,
        /// Why it would be illegal there.
        error: IllegalMove,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotJson { detail } => write!(f, "not a saved game: {detail}"),
            LoadError::NoFormat => write!(f, "not a saved game: it has no \"format\": \"{FORMAT}\""),
            LoadError::ForeignFormat { format } => write!(f, "not a saved game: its format is \"{format}\", not \"{FORMAT}\""),
            LoadError::UnsupportedVersion { version: Some(v) } => write!(f, "saved game version {v} is not supported (this engine reads version {VERSION})"),
            LoadError::UnsupportedVersion { version: None } => write!(f, "saved game version (missing) is not supported (this engine reads version {VERSION})"),
            LoadError::CorruptField { detail } => write!(f, "corrupt saved game: {detail}"),
            LoadError::InvalidSetup(e) => write!(f, "corrupt saved game: its setup is invalid: {e}"),
            LoadError::IllegalDecision { number, decision, error } => write!(f, "corrupt saved game: decision {number} ({decision}) is illegal: {error}"),
            LoadError::IllegalRedo { decision, error } => write!(f, "corrupt saved game: a redo decision ({decision}) is illegal: {error}"),
        }
    }
}

/// The format and version read (`format`, `version`: absent when missing) and
/// `want` (what this engine reads), the parser's `detail`, or the decision
/// (`number`, `decision` as text), the `rule` it breaks and that rule's params.
/// An invalid setup lists its problems.
impl Coded for LoadError {
    fn code(&self) -> &'static str {
        match self {
            LoadError::NotJson { .. } => "not_json",
            LoadError::NoFormat => "no_format",
            LoadError::ForeignFormat { .. } => "foreign_format",
            LoadError::UnsupportedVersion { .. } => "unsupported_version",
            LoadError::CorruptField { .. } => "corrupt_field",
            LoadError::InvalidSetup(_) => "invalid_saved_setup",
            LoadError::IllegalDecision { .. } => "illegal_saved_decision",
            LoadError::IllegalRedo { .. } => "illegal_saved_redo",
        }
    }
    fn params(&self) -> Params {
        let mut params = Params::new();
        match self {
            LoadError::NotJson { detail } | LoadError::CorruptField { detail } => {
                params.string("detail", detail);
            }
            LoadError::NoFormat => {
                params.text("want", FORMAT);
            }
            LoadError::ForeignFormat { format } => {
                params.string("format", format).text("want", FORMAT);
            }
            LoadError::UnsupportedVersion { version } => {
                if let Some(v) = version {
                    params.int("version", *v as i64);
                }
                params.int("want", VERSION as i64);
            }
            LoadError::InvalidSetup(_) => {}
            LoadError::IllegalDecision { decision, error, .. } | LoadError::IllegalRedo { decision, error } => {
                if let LoadError::IllegalDecision { number, .. } = self {
                    params.int("number", *number as i64);
                }
                params.string("decision", &decision.to_string()).text("rule", error.code());
                add_move_params(error, &mut params);
            }
        }
        params
    }
    fn problems(&self) -> &[SetupProblem] {
        match self {
            LoadError::InvalidSetup(e) => e.problems(),
            _ => &[],
        }
    }
}

impl std::error::Error for LoadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            LoadError::InvalidSetup(e) => Some(e),
            LoadError::IllegalDecision { error, .. } | LoadError::IllegalRedo { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// Why a match has no next game.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum NextGameError {
    /// This game is still being played.
    NotOver,
    /// A single game (option `match_to` is 0).
    NotAMatch,
    /// A player already has the points the match is played to.
    MatchOver,
    /// The next game's setup does not validate.
    InvalidSetup(SetupError),
}

impl fmt::Display for NextGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NextGameError::NotOver => f.write_str("the game is not over yet"),
            NextGameError::NotAMatch => f.write_str("this is a single game, not a match (option match_to)"),
            NextGameError::MatchOver => f.write_str("the match is over"),
            NextGameError::InvalidSetup(e) => e.fmt(f),
        }
    }
}

/// An invalid setup has the setup error's code, params and problems.
impl Coded for NextGameError {
    fn code(&self) -> &'static str {
        match self {
            NextGameError::NotOver => "game_not_over",
            NextGameError::NotAMatch => "not_a_match",
            NextGameError::MatchOver => "match_over",
            NextGameError::InvalidSetup(e) => e.code(),
        }
    }
    fn params(&self) -> Params {
        match self {
            NextGameError::InvalidSetup(e) => e.params(),
            _ => Params::new(),
        }
    }
    fn problems(&self) -> &[SetupProblem] {
        match self {
            NextGameError::InvalidSetup(e) => e.problems(),
            _ => &[],
        }
    }
}

impl std::error::Error for NextGameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            NextGameError::InvalidSetup(e) => Some(e),
            _ => None,
        }
    }
}
