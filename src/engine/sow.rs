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
#[inline(always)]
pub(crate) fn sow<S: Sink>(pits: &mut [u8; MAX_PITS], g: &Geometry, first: u8, n: u8, dir: Dir, skip_thin: bool, sink: &mut S) -> LapEnd {
    let each_seed = S::RECORDS && sink.keeps();
    if !each_seed && !skip_thin {
        return sow_at_once(pits, g, first, n, dir);
    }
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

/// [`sow`] without events or Mongola's skip: the pits a lap sows are one
/// slice of the circuit, filled without stepping from pit to pit.
#[inline(always)]
fn sow_at_once(pits: &mut [u8; MAX_PITS], g: &Geometry, first: u8, n: u8, dir: Dir) -> LapEnd {
    let run = g.run(first, dir);
    let len = run.len();
    let n = n as usize;
    let (rounds, rest) = if n <= len { (0, n) } else { (n / len, n % len) };
    if rounds > 0 {
        for &q in run {
            pits[q as usize] += rounds as u8;
        }
    }
    for &q in &run[..rest] {
        pits[q as usize] += 1;
    }
    let last = run[if rest == 0 { len - 1 } else { rest - 1 }];
    LapEnd::Landed { pit: last, before: pits[last as usize] - 1 }
}

/// Where a lap of `n` seeds from `first` in `dir` would end, and what that pit
/// held before the last seed fell, without sowing: the lap stays on one
/// circuit, so the last pit is `n - 1` steps on and every full round of the
/// circuit before it added one seed to it.
#[inline(always)]
pub(crate) fn landing(pits: &[u8; MAX_PITS], g: &Geometry, first: u8, n: u8, dir: Dir) -> (u8, u32) {
    let run = g.run(first, dir);
    let k = n as usize - 1;
    let (rounds, at) = if k < run.len() { (0, k) } else { (k / run.len(), k % run.len()) };
    let last = run[at];
    (last, pits[last as usize] as u32 + rounds as u32)
}
