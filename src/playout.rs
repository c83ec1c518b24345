//! Random playouts: the benchmark's and the property tests' driver, and the
//! shape of the computer opponent's fast path (no allocation per move: every
//! position is `Copy` and events go to a null sink).

use crate::engine::decision::{Decision, DecisionList};
use crate::engine::event::NullSink;
use crate::engine::event::Slice;
use crate::engine::oware::Repetition;
use crate::engine::position::Position;
use crate::engine::rng::SplitMix;
use crate::engine::sowing::{Mode, Sowing};

/// The most laps one turn of a random playout sows by default (about 0.1 s):
/// past it the game is left unfinished, its turn in progress
/// (`Position::working`) and its result unknown. A random game now and then
/// meets an endless turn that takes 10⁹ laps to prove (issue 25: a 36 s game
/// in the bench's 3,000).
pub const PLAYOUT_LAP_LIMIT: u64 = 10_000_000;

/// What a playout remembers between games, so that playing many allocates
/// nothing: Oware's repetition window; and the laps a turn may sow.
pub struct Playouts {
    repetition: Repetition,
    lap_limit: u64,
}

impl Default for Playouts {
    fn default() -> Self {
        Playouts::with_lap_limit(PLAYOUT_LAP_LIMIT)
    }
}

impl Playouts {
    /// Playouts whose turns stop, unfinished, after `laps` laps.
    pub fn with_lap_limit(laps: u64) -> Playouts {
        Playouts { repetition: Repetition::default(), lap_limit: laps }
    }

    /// Play random legal decisions to the end (or `max_decisions`, or a turn
    /// past the lap limit: the result is then unknown, `pos.working()` says
    /// so); returns the number of decisions played. Oware's repetition rule is applied.
    pub fn play(&mut self, pos: &mut Position, rng: &mut SplitMix, max_decisions: usize) -> usize {
        let laps = self.lap_limit;
        match pos {
            Position::FourRow(p) => random_decisions(p, rng, max_decisions, laps, |_| {}),
            Position::Layli(p) => random_decisions(p, rng, max_decisions, laps, |_| {}),
            Position::Oware(p) => {
                let window = &mut self.repetition;
                window.reset(p);
                random_decisions(p, rng, max_decisions, laps, |o| window.judge(o, &mut NullSink))
            }
        }
    }
}

/// The playout loop of one family, `after` judging what the history decides.
#[inline]
fn random_decisions<P: Sowing>(pos: &mut P, rng: &mut SplitMix, max_decisions: usize, laps: u64, mut after: impl FnMut(&mut P)) -> usize {
    let mut n = 0;
    let mut legal = DecisionList::default();
    while pos.core().result.is_none() && n < max_decisions {
        legal.clear();
        // A move whose legality needs more laps ahead than a whole turn may
        // take is left out, as the search leaves it (Kombe's longest chains).
        pos.legal_within_into(&mut legal, laps);
        let d: Decision = legal.as_slice()[rng.below(legal.len())];
        pos.play_legal(d, &mut Slice { inner: &mut NullSink, until: laps }, Mode::Search);
        n += 1;
        if pos.working_laps().is_some() {
            // Past the lap limit: the game's result is unknown.
            break;
        }
        after(pos);
    }
    n
}

/// Play random legal decisions to the end (or `max_decisions`); returns the
/// number of decisions played. One game's convenience over [`Playouts`].
pub fn random_playout(pos: &mut Position, rng: &mut SplitMix, max_decisions: usize) -> usize {
    Playouts::default().play(pos, rng, max_decisions)
}
