//! Random playouts: the benchmark's and the property tests' driver, and the
//! shape of the future computer opponent's fast path (no allocation per move:
//! `Position` is `Copy` and events go to a null sink).

use crate::engine::event::NullSink;
use crate::engine::position::Position;
use crate::engine::rng::SplitMix;
use crate::engine::ruleset::Family;

/// Play random legal decisions to the end (or `max_decisions`); returns the
/// number of decisions played. Oware's repetition rule needs the history, so
/// it is checked against the positions since the last capture.
pub fn random_playout(pos: &mut Position, rng: &mut SplitMix, max_decisions: usize, seen: &mut Vec<Position>) -> usize {
    seen.clear();
    let mut n = 0;
    while !pos.is_over() && n < max_decisions {
        let legal = pos.legal();
        let d = legal.as_slice()[rng.below(legal.len())];
        let before = *pos;
        pos.play_unchecked(d, &mut NullSink, false);
        n += 1;
        if pos.rules().family == Family::Oware && !pos.is_over() {
            if before.stores() != pos.stores() {
                seen.clear();
            }
            seen.push(before);
            if seen.iter().any(|p| p.to_move() == pos.to_move() && p.pits() == pos.pits()) {
                pos.end_by_repetition(&mut NullSink);
            }
        }
    }
    n
}
