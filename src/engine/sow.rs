//! The one sowing loop of the relay games (the four-row family and Layli
//! Goobalay), for play and for every look-ahead.

use super::event::{Event, Sink};
use super::geometry::{Dir, Geometry, MAX_PITS};

/// Where a lap's last seed came to rest.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LapEnd {
    /// In this pit, which held `before` seeds before it fell.
    Landed { pit: u8, before: u8 },
    /// Mongola: it went past a thin pit into this one, and the turn ends.
    Skipped { pit: u8 },
}

/// Sow `n` seeds (at least one) one per pit from `first` on, in `dir`. With
/// `skip_thin` (Mongola), a last seed that would fall on a pit holding fewer
/// than two goes one pit further.
#[inline]
pub(crate) fn sow<S: Sink>(pits: &mut [u8; MAX_PITS], g: &Geometry, first: u8, n: u8, dir: Dir, skip_thin: bool, sink: &mut S) -> LapEnd {
    let mut p = first;
    for _ in 1..n {
        pits[p as usize] += 1;
        sink.push(Event::Sow { pit: g.cell(p), count: pits[p as usize] });
        p = g.step(p, dir);
    }
    if skip_thin && pits[p as usize] < 2 {
        sink.push(Event::Skip { pit: g.cell(p) });
        p = g.step(p, dir);
        pits[p as usize] += 1;
        sink.push(Event::Sow { pit: g.cell(p), count: pits[p as usize] });
        return LapEnd::Skipped { pit: p };
    }
    let before = pits[p as usize];
    pits[p as usize] = before + 1;
    sink.push(Event::Sow { pit: g.cell(p), count: before + 1 });
    LapEnd::Landed { pit: p, before }
}

/// Where a lap of `n` seeds from `first` in `dir` would end, and what that pit
/// held before the last seed fell, without sowing: the lap stays on one
/// circuit, so the last pit is `n - 1` steps on and every full round of the
/// circuit before it added one seed to it.
#[inline]
pub(crate) fn landing(pits: &[u8; MAX_PITS], g: &Geometry, first: u8, n: u8, dir: Dir) -> (u8, u32) {
    let last = g.ahead(first, dir, n as u32 - 1);
    let rounds = (n as u32 - 1) / g.circuit_len() as u32;
    (last, pits[last as usize] as u32 + rounds)
}
