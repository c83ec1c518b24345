//! Random playouts: the benchmark's and the property tests' driver, and the
//! shape of the computer opponent's fast path (no allocation per move: every
//! position is `Copy` and events go to a null sink).

use crate::engine::decision::{Decision, DecisionList};
use crate::engine::event::NullSink;
use crate::engine::oware::Repetition;
use crate::engine::position::Position;
use crate::engine::rng::SplitMix;
use crate::engine::sowing::{Mode, Sowing};

/// What a playout remembers between games, so that playing many allocates
/// nothing: Oware's repetition window.
#[derive(Default)]
pub struct Playouts {
    repetition: Repetition,
}

impl Playouts {
    /// Play random legal decisions to the end (or `max_decisions`); returns
    /// the number of decisions played. Oware's repetition rule is applied.
    pub fn play(&mut self, pos: &mut Position, rng: &mut SplitMix, max_decisions: usize) -> usize {
        match pos {
            Position::FourRow(p) => random_decisions(p, rng, max_decisions, |_| {}),
            Position::Layli(p) => random_decisions(p, rng, max_decisions, |_| {}),
            Position::Oware(p) => {
                let window = &mut self.repetition;
                window.reset(p);
                random_decisions(p, rng, max_decisions, |o| window.judge(o, &mut NullSink))
            }
        }
    }
}

/// The playout loop of one family, `after` judging what the history decides.
#[inline]
fn random_decisions<P: Sowing>(pos: &mut P, rng: &mut SplitMix, max_decisions: usize, mut after: impl FnMut(&mut P)) -> usize {
    let mut n = 0;
    let mut legal = DecisionList::default();
    while pos.core().result.is_none() && n < max_decisions {
        legal.clear();
        pos.legal_into(&mut legal);
        let d: Decision = legal.as_slice()[rng.below(legal.len())];
        pos.play_legal(d, &mut NullSink, Mode::Search);
        after(pos);
        n += 1;
    }
    n
}

/// Play random legal decisions to the end (or `max_decisions`); returns the
/// number of decisions played. One game's convenience over [`Playouts`].
pub fn random_playout(pos: &mut Position, rng: &mut SplitMix, max_decisions: usize) -> usize {
    Playouts::default().play(pos, rng, max_decisions)
}
