//! Turns played with bounded work: some legal turns take 10⁹ laps to resolve,
//! so a search stops every turn it explores after a fixed number of laps and
//! treats it as unknown instead of overrunning its budget.

use crate::engine::decision::Decision;
use crate::engine::event::{Event, Sink};
use crate::engine::position::Position;
use crate::engine::sowing::Mode;

/// Laps a turn explored by the search may take before it counts as unknown.
/// Ordinary turns take a few dozen; this many cost about a millisecond.
pub(crate) const TURN_LAPS: u64 = 20_000;

/// A sink that keeps no events and stops a turn after `laps` laps.
pub(crate) struct Bounded {
    laps: u64,
    cut: bool,
}

impl Bounded {
    /// A bound of `laps` laps for each turn played into this sink.
    pub(crate) fn new(laps: u64) -> Bounded {
        Bounded { laps, cut: false }
    }

    /// Whether a turn played into this sink was stopped unfinished.
    #[inline(always)]
    pub(crate) fn stopped(&self) -> bool {
        self.cut
    }
}

impl Sink for Bounded {
    const RECORDS: bool = false;
    const BOUNDS: bool = true;

    #[inline(always)]
    fn push(&mut self, _: Event) {}

    #[inline(always)]
    fn stop(&mut self, laps: u64) -> bool {
        self.cut |= laps >= self.laps;
        self.cut
    }
}

/// Play a legal decision on a copy of `pos`: `None` when the turn did not
/// finish within [`TURN_LAPS`] laps (the copy is then mid-turn and dropped).
#[inline]
pub(crate) fn play(pos: &Position, d: Decision) -> Option<Position> {
    let mut next = *pos;
    let mut sink = Bounded::new(TURN_LAPS);
    next.play_unchecked(d, &mut sink, Mode::Search);
    (!sink.cut).then_some(next)
}
