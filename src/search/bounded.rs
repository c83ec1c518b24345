//! Turns played with bounded work: some legal turns take 10⁹ laps to resolve,
//! so a search stops every turn it explores after a fixed number of laps and
//! treats it as unknown instead of overrunning its budget.

use crate::engine::decision::Decision;
use crate::engine::event::NullSink;
use crate::engine::event::Slice;
#[cfg(test)]
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::engine::sowing::Mode;

/// Laps a turn explored by the search may take before it counts as unknown.
/// Ordinary turns take a few dozen; this many cost about a millisecond.
pub(crate) const TURN_LAPS: u64 = 20_000;

/// Play a legal decision on a copy of `pos`: `None` when the turn did not
/// finish within [`TURN_LAPS`] laps.
#[inline]
pub(crate) fn play(pos: &Position, d: Decision) -> Option<Position> {
    let mut next = *pos;
    play_in_place(&mut next, d);
    next.working().is_none().then_some(next)
}

/// Play a legal decision on `pos`, stopping its turn after [`TURN_LAPS`]
/// laps (the position then holds it unfinished: `Position::working`).
#[inline]
pub(crate) fn play_in_place(pos: &mut Position, d: Decision) {
    pos.play_unchecked(d, &mut Slice { inner: &mut NullSink, until: TURN_LAPS }, Mode::Search);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::geometry::{Cell, Dir, Side};
    use crate::engine::setup::Setup;

    #[test]
    fn a_turn_of_a_hundred_million_laps_is_cut_short() {
        // RULES §2.1's hard case: North's [0,4] relays for 115,702,064 laps
        // before it repeats. The search must not wait for that.
        let rows = "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1";
        let mut setup = Setup::new("omweso", rows.split('/').map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect()).collect());
        setup.to_move = Some(Side::North);
        setup.allow_unusual_totals = true;
        let game = Game::from_setup(setup).unwrap();
        let endless = Decision::Sow { pit: Cell { row: 0, col: 4 }, dir: Dir::Ccw };
        assert!(game.legal().contains(&endless));
        assert_eq!(play(game.position(), endless), None, "unfinished within {TURN_LAPS} laps");
        // An ordinary turn finishes and is the turn as played.
        let short = game.legal().iter().copied().find(|&d| d != endless).unwrap();
        let mut played = game.clone();
        played.play(short, &mut crate::engine::event::NullSink).unwrap();
        assert_eq!(play(game.position(), short), Some(*played.position()));
    }
}
