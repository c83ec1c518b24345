//! Why a decision is illegal, named after the rule it breaks.

use super::geometry::{Cell, Dir};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    GameOver,
    /// The turn is paused: only a direction answers it.
    ChoicePending,
    /// A direction was given but nothing asked for one.
    NoChoicePending,
    OffBoard(Cell),
    NotYourPit(Cell),
    EmptyPit(Cell),
    /// Four-row games lift only pits of 2 or more.
    SingletonLift(Cell),
    UurCannotBeLifted(Cell),
    MustFeedOpponent(Cell),
    GrandSlamIllegal(Cell),
    /// A lap against the base direction that the rules do not allow here.
    ReverseNotAllowed(Cell, Dir, &'static str),
    OkweseraNotAllowed(Cell, &'static str),
    PassNotAllowed(&'static str),
    /// A decision kind this game does not have.
    NotInThisGame(&'static str),
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
            NotInThisGame(what) => write!(f, "illegal move: {what}"),
        }
    }
}

impl std::error::Error for IllegalMove {}
