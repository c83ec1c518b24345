//! What a position is worth to the side to move, without looking ahead.
//!
//! Seeds are the currency of every family, but what counts as *yours*
//! differs: in the four-row games seeds never leave the board and captured
//! seeds change sides, so a side's seeds on its own pits are its material;
//! in Oware only the store counts, board seeds being a little mobility; in
//! Layli Goobalay a round's end gives each player their store, their seeds
//! aside, their own pits and the uur they own.

use crate::engine::event::LapKind;
use crate::engine::four_row::FourRow;
use crate::engine::geometry::Side;
use crate::engine::position::Position;
use crate::engine::sowing::Outcome;

/// One seed of material.
pub(crate) const SEED: i32 = 100;

/// A won game; a win worth more points (a tournament's akakyala) and a
/// sooner one count a little more.
pub(crate) const WIN: i32 = 1_000_000;

/// Anything at least this large is a decided game, not an evaluation.
pub(crate) const DECIDED: i32 = WIN / 2;

/// A finished game's value to `side`, `ply` decisions from the root.
pub(crate) fn outcome(o: Outcome, side: Side, ply: usize) -> i32 {
    match o.winner {
        None => 0,
        Some(w) => {
            let v = WIN + 1000 * o.points.min(100) as i32 - ply as i32;
            if w == side {
                v
            } else {
                -v
            }
        }
    }
}

/// What a turn the search could not finish is worth to its mover: most such
/// turns are endless, a draw or (by option `endless`) a loss, and the rest
/// are a gamble; either way a player would rather not play one.
pub(crate) fn unfinished(pos: &Position) -> i32 {
    if pos.rules().endless_mover_loses {
        -DECIDED / 2
    } else {
        -2 * SEED
    }
}

/// How the evaluation weighs a position (the levels differ in it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Eval {
    /// Material only.
    Material,
    /// Material and mobility (the full evaluation).
    Full,
}

impl Eval {
    /// The position's value to the side to move, in hundredths of a seed
    /// (a finished game: ±[`WIN`] and more).
    pub fn of(self, pos: &Position) -> i32 {
        self.value(pos, 0)
    }

    /// The position's value to the side to move (a finished game: its outcome).
    #[inline]
    pub(crate) fn value(self, pos: &Position, ply: usize) -> i32 {
        let me = pos.to_move();
        if let Some(o) = pos.result() {
            return outcome(o, me, ply);
        }
        let full = self == Eval::Full;
        match pos {
            Position::FourRow(_) => four_row(pos, me, full),
            Position::Oware(_) => oware(pos, me, full),
            Position::Layli(_) => layli(pos, me, full),
        }
    }
}

/// Seeds on each side's pits, and pits a side can lift (two or more seeds):
/// a side with none has lost. The full evaluation also weighs the columns
/// open to capture: a column whose two pits hold seeds, facing an occupied
/// opponent inner pit (a marker, should a lap end there).
fn four_row(pos: &Position, me: Side, full: bool) -> i32 {
    let r = pos.rules();
    let g = r.geo;
    let pits = pos.pits();
    let mut seeds = [0i32; 2];
    let mut movable = [0i32; 2];
    for (p, &n) in pits.iter().enumerate() {
        let s = g.owner(p as u8).index();
        seeds[s] += n as i32;
        movable[s] += (n >= 2) as i32;
    }
    // The seeds in a paused turn's hand will be sown on the mover's circuit.
    seeds[me.index()] += pos.in_hand() as i32;
    let (m, o) = (me.index(), me.other().index());
    let mut v = (seeds[m] - seeds[o]) * SEED;
    if full {
        let mut open = [0i32; 2];
        for q in 0..pits.len() as u8 {
            if !g.is_inner(q) {
                continue;
            }
            let marker = g.facing(q, 0);
            let outer = g.facing(marker, 1);
            if pits[q as usize] > 0 && pits[outer as usize] > 0 && pits[marker as usize] >= r.marker_min.max(1) {
                let s = g.owner(q).index();
                open[s] = open[s].max((pits[q as usize] + pits[outer as usize]) as i32);
            }
        }
        // The side to move strikes first: its opponent's open column counts more.
        v += (movable[m] - movable[o]) * SEED / 4 + open[o] * SEED / 2 - open[m] * SEED / 4;
        if let Position::FourRow(f) = pos {
            v += best_direct_capture(f) * SEED * THREAT / 8;
        }
    }
    v
}

const THREAT: i32 = 8;

/// The most the side to move can take with a turn's first lap alone (a lap
/// in the base direction ending on a marker): what it threatens right now.
fn best_direct_capture(f: &FourRow) -> i32 {
    let sower = f.sower();
    if !sower.captures || f.pending().is_some() {
        return 0;
    }
    let (r, pits) = (sower.r, &f.core.pits);
    let g = r.geo;
    let mut best = 0;
    for p in g.side_pits(sower.me) {
        let n = pits[p as usize];
        if n < 2 {
            continue;
        }
        let (last, before) = sower.lands(pits, p, LapKind::Move, n, r.base);
        if sower.is_marker(pits, last, before) {
            best = best.max(pits[g.facing(last, 0) as usize] as i32 + pits[g.facing(last, 1) as usize] as i32);
        }
    }
    best
}

/// Stores first; seeds on one's own side are options to move and feed.
fn oware(pos: &Position, me: Side, full: bool) -> i32 {
    let stores = pos.stores();
    let (m, o) = (me.index(), me.other().index());
    let mut v = (stores[m] as i32 - stores[o] as i32) * SEED;
    if full {
        let g = pos.rules().geo;
        let mut board = [0i32; 2];
        let mut exposed = [0i32; 2];
        for (p, &n) in pos.pits().iter().enumerate() {
            let s = g.owner(p as u8).index();
            board[s] += n as i32;
            // A pit of one or two can be made two or three and taken.
            exposed[s] += (n == 1 || n == 2) as i32;
        }
        v += (board[m] - board[o]) * SEED / 8 - (exposed[m] - exposed[o]) * SEED / 6;
    }
    v
}

/// What each player would take if the round ended now.
fn layli(pos: &Position, me: Side, full: bool) -> i32 {
    let g = pos.rules().geo;
    let mut held = [0i32; 2];
    for s in [Side::South, Side::North] {
        held[s.index()] = (pos.stores()[s.index()] + pos.aside()[s.index()]) as i32;
    }
    let mut free = [0i32; 2];
    for (p, &n) in pos.pits().iter().enumerate() {
        let owner = pos.uur_owner(p as u8);
        let s = owner.unwrap_or(g.owner(p as u8)).index();
        held[s] += n as i32;
        free[g.owner(p as u8).index()] += (owner.is_none() && n > 0) as i32;
    }
    let (m, o) = (me.index(), me.other().index());
    let mut v = (held[m] - held[o]) * SEED;
    if full {
        // Measured, not reasoned: weighing pits one can still lift against the
        // player won more of the ladder's games at 4× the nodes (82% against
        // 68% without it, and 40% with it counted for the player).
        v -= (free[m] - free[o]) * SEED / 4;
    }
    v
}
