//! Why a decision is illegal, named after the rule it breaks ([`IllegalMove`],
//! with the finer reasons [`Why`] and [`NoReverse`]): every reason is a value
//! with a stable code, so a page can translate it.

use super::error::{Coded, Params};
use super::geometry::{Cell, Dir};
use std::fmt;

/// Why no lap of this turn may be sown against the base direction from a pit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum NoReverse {
    /// The game has no reverse laps (option `reverse = none`, Hus, Igisoro).
    NoReverseLaps,
    /// No capture is allowed on this turn, so no lap may be reversed.
    NoCaptureThisTurn,
    /// Only a relay lap may be reversed (option `reverse = relay_two_leftmost`).
    OnlyRelays,
    /// Only the four leftmost pits may start a reverse lap (`reverse = four_leftmost`).
    NotFourLeftmost,
    /// Only a relay from a row's leftmost pit may be reversed (`reverse = relay_two_leftmost`).
    NotRowsLeftmost,
    /// Sown that way, the lap does not end directly in a capture.
    NoDirectCapture,
    /// Kombe: sown that way, the chain of relays never reaches a capture.
    ChainNeverCaptures,
}

/// Why a decision cannot be played here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IllegalMove {
    /// The game is over.
    GameOver,
    /// A long turn is being played in slices: it must be advanced to its end first.
    TurnInProgress,
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
    /// A draw by agreement, which these rules do not allow (the tournament's
    /// win scheme: see `Rules::draw_by_agreement`).
    DrawNotAllowed,
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
            TurnInProgress => "turn_in_progress",
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
            DrawNotAllowed => "draw_not_allowed",
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
            GameOver | TurnInProgress | ChoicePending | NoChoicePending | PassNotAllowed(_) | NotInThisGame(_) | DrawNotAllowed => None,
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
            TurnInProgress => write!(f, "illegal move: a long turn is still being played; advance it to its end first"),
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
            DrawNotAllowed => write!(f, "illegal move: these rules have no draw by agreement (a tournament game is played out)"),
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

pub(crate) fn add_move_params(e: &IllegalMove, params: &mut Params) {
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
