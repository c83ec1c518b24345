//! An illegal decision explained against the position it was tried in. It
//! lives beside [`Position`], not in `illegal`, so the reasons themselves
//! stay plain values that know nothing of positions.

use super::error::{Coded, Params};
use super::geometry::Side;
use super::illegal::{add_move_params, IllegalMove, Why};
use super::position::Position;
use super::ruleset::Family;
use std::fmt;

/// An illegal decision explained against the position it was tried in: the
/// rule broken, with what a player needs to read it besides the pit (its
/// `owner`, the `seeds` it holds and the `needed` ones, the `side` to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explained {
    /// The rule broken.
    pub error: IllegalMove,
    /// The player to move (none once the game is over).
    side: Option<Side>,
    /// The named pit's owner (an uur's, for an uur) and its seeds, when it is on the board.
    pit: Option<(Side, u8)>,
    /// The seeds the rule asks for, where that is what is missing.
    needed: Option<u8>,
}

impl Explained {
    /// `error`, as `pos` (where it was tried, unchanged) explains it.
    pub fn new(error: IllegalMove, pos: &Position) -> Explained {
        let g = pos.rules().geo;
        let pit = error.pit().and_then(|c| g.pit(c)).map(|p| {
            let owner = match error {
                IllegalMove::UurCannotBeLifted(_) => pos.uur_owner(p).unwrap_or(g.owner(p)),
                _ => g.owner(p),
            };
            (owner, pos.pits()[p as usize])
        });
        let needed = match error {
            IllegalMove::EmptyPit(_) | IllegalMove::SingletonLift(_) => Some(if pos.family() == Family::FourRow { 2 } else { 1 }),
            IllegalMove::OkweseraNotAllowed(_, Why::OkweseraNeedsThree) => Some(3),
            _ => None,
        };
        let side = (error != IllegalMove::GameOver).then(|| pos.to_move());
        Explained { error, side, pit, needed }
    }
}

impl fmt::Display for Explained {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

impl std::error::Error for Explained {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// The rule's code; its params (`pit`, `dir`, `reason`) with the position's
/// facts (`side`, `owner`, `seeds`, `needed`).
impl Coded for Explained {
    fn code(&self) -> &'static str {
        self.error.code()
    }
    fn params(&self) -> Params {
        let mut params = Params::new();
        add_move_params(&self.error, &mut params);
        if let Some(side) = self.side {
            params.side(side);
        }
        if let Some((owner, seeds)) = self.pit {
            params.text("owner", owner.name()).int("seeds", seeds as i64);
        }
        if let Some(n) = self.needed {
            params.int("needed", n as i64);
        }
        params
    }
}
