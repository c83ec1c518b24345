//! Alpha-beta (negamax) with iterative deepening and a transposition table.
//!
//! A decision need not pass the turn: a sowing that pauses for a direction
//! leaves the same player to move, so a child's value is negated only when
//! the side to move changes. Every turn is played with bounded work
//! ([`super::bounded`]); one that does not finish is valued as unfinished.

use super::bounded;
use super::clock::Budget;
use super::eval::{self, Eval, DECIDED};
use super::line::Line;
use super::table::{hash, Bound, Entry, Table};
use crate::engine::decision::Decision;
use crate::engine::position::Position;

/// The deepest line searched (plies, a pause's answer counting as one).
const MAX_PLY: usize = 64;

/// A decision at a node, with the position it leads to.
#[derive(Clone, Copy)]
struct Child {
    decision: Decision,
    /// Its index in the legal list (what the table stores).
    index: u8,
    /// `None`: the turn did not finish within the bound.
    pos: Option<Position>,
    /// For ordering: the table's best first, then by static value.
    order: i32,
}

/// What the root search found.
pub(crate) struct Found {
    /// The deepest iteration completed (or, partly, the one running out of time).
    pub depth: u32,
    /// Each root decision's value in the last iteration searched, best first:
    /// exact for the best and any equal to it, else a bound below them.
    pub ranked: Vec<(Decision, i32)>,
}

/// One search: its budget, table, line and scratch space for each ply.
pub(crate) struct AlphaBeta<'b, 'c> {
    pub budget: &'b mut Budget<'c>,
    eval: Eval,
    /// Search every root decision with a full window, for exact values to
    /// choose among (the lower levels' deliberate imprecision needs them).
    pub exact_root: bool,
    /// Order each node's decisions best first (the table's best, then by
    /// static value) and remember searched positions; without, decisions are
    /// searched in the order the rules list them.
    ordered: bool,
    table: Table,
    line: Line,
    plies: Vec<Vec<Child>>,
}

impl<'b, 'c> AlphaBeta<'b, 'c> {
    pub(crate) fn new(budget: &'b mut Budget<'c>, eval: Eval, line: Line, ordered: bool, table_bits: u32) -> Self {
        let plies = (0..=MAX_PLY).map(|_| Vec::with_capacity(crate::engine::decision::MAX_DECISIONS)).collect();
        let table = Table::new(if ordered { table_bits } else { 0 });
        AlphaBeta { budget, eval, exact_root: false, ordered, table, line, plies }
    }

    /// Iterative deepening from `root` to `max_depth`, until the budget is
    /// spent. A partly searched iteration counts when it has searched the
    /// previous best decision (so its best is at least as well founded).
    pub(crate) fn run(&mut self, root: &Position, max_depth: u32) -> Option<Found> {
        let mut kids = self.children(root, 0, None, false);
        if kids.is_empty() {
            return None;
        }
        let mut found: Option<Found> = None;
        for depth in 1..=max_depth {
            let mut alpha = -eval::WIN * 2;
            let mut ranked: Vec<(Decision, i32)> = Vec::with_capacity(kids.len());
            let mut complete = true;
            for (i, kid) in kids.iter().enumerate() {
                // Exact values for every root decision, or only for the best
                // and those as good: the window opens a point below the best
                // so far, so a decision of equal value is not cut off, and the
                // caller can choose among equals by its seed (two games from
                // one position are then not one game replayed).
                let floor = if self.exact_root { -eval::WIN * 2 } else { alpha - 1 };
                let v = self.value_of(root, kid, depth as i32 - 1, floor, eval::WIN * 2, 1);
                if self.budget.spent {
                    complete = false;
                    if i == 0 {
                        ranked.clear();
                    }
                    break;
                }
                ranked.push((kid.decision, v));
                alpha = alpha.max(v);
            }
            if ranked.is_empty() {
                break;
            }
            // Values below alpha are only bounds: a stable sort keeps the
            // earlier (better ordered) of equal ones first.
            ranked.sort_by_key(|r| std::cmp::Reverse(r.1));
            let value = ranked[0].1;
            kids.sort_by_key(|k| ranked.iter().position(|r| r.0 == k.decision).unwrap_or(usize::MAX));
            found = Some(Found { depth, ranked });
            if !complete || self.budget.spent || value.abs() >= DECIDED || kids.len() == 1 {
                break;
            }
        }
        // A budget spent before the first decision was searched: the best by
        // the static evaluation.
        found.or_else(|| Some(Found { depth: 0, ranked: kids.iter().map(|k| (k.decision, k.order)).collect() }))
    }

    /// A child's value to the parent's mover.
    #[inline]
    fn value_of(&mut self, parent: &Position, kid: &Child, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        let Some(mut pos) = kid.pos else { return eval::unfinished(parent) };
        self.line.push(&mut pos);
        let same = pos.to_move() == parent.to_move();
        let v = if same { self.negamax(&pos, depth, alpha, beta, ply) } else { -self.negamax(&pos, depth, -beta, -alpha, ply) };
        self.line.pop(&pos);
        v
    }

    fn negamax(&mut self, pos: &Position, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.budget.spent {
            return 0;
        }
        if pos.is_over() || depth <= 0 || ply >= MAX_PLY {
            return self.eval.value(pos, ply);
        }
        let key = hash(pos);
        let entry = if self.ordered { self.table.get(key) } else { None };
        if let Some(e) = entry.filter(|e| e.depth as i32 >= depth) {
            match e.bound {
                Bound::Exact => return e.value,
                Bound::Lower if e.value >= beta => return e.value,
                Bound::Upper if e.value <= alpha => return e.value,
                _ => {}
            }
        }
        let kids = self.children(pos, ply, entry.map(|e| e.best), true);
        if kids.is_empty() || self.budget.spent {
            self.plies[ply] = kids;
            return self.eval.value(pos, ply);
        }
        let alpha0 = alpha;
        let mut best = (-eval::WIN * 2, kids[0].index);
        for kid in &kids {
            let v = self.value_of(pos, kid, depth - 1, alpha, beta, ply + 1);
            if self.budget.spent {
                break;
            }
            if v > best.0 {
                best = (v, kid.index);
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.plies[ply] = kids;
        if self.budget.spent {
            return 0;
        }
        let bound = if best.0 <= alpha0 {
            Bound::Upper
        } else if best.0 >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if self.ordered {
            self.table.put(Entry { key, value: best.0, depth: depth as i8, bound, best: best.1 });
        }
        best.0
    }

    /// The legal decisions with the positions they lead to, best first by the
    /// table's advice and the static evaluation; the ply's scratch vector,
    /// taken out (put it back in `plies[ply]` when done).
    /// Each turn played counts as a node of the budget (`count`; not at the
    /// root, whose decisions are always listed).
    fn children(&mut self, pos: &Position, ply: usize, best: Option<u8>, count: bool) -> Vec<Child> {
        let mut kids = std::mem::take(&mut self.plies[ply]);
        kids.clear();
        let me = pos.to_move();
        // Below the root, a move whose legality needs more laps played ahead
        // than a turn may take (Kombe's chain of 10⁸ laps) is left out: the
        // budget holds. The root lists every legal decision.
        let legal = if ply == 0 { pos.legal() } else { pos.legal_within(bounded::TURN_LAPS) };
        for (i, &d) in legal.iter().enumerate() {
            if count && self.budget.tick() {
                break;
            }
            let next = bounded::play(pos, d);
            let order = match next {
                Some(_) if best == Some(i as u8) => i32::MAX,
                Some(n) => {
                    let v = self.eval.value(&n, ply + 1);
                    if n.to_move() == me {
                        v
                    } else {
                        -v
                    }
                }
                None => eval::unfinished(pos),
            };
            kids.push(Child { decision: d, index: i as u8, pos: next, order });
        }
        if self.ordered || ply == 0 {
            kids.sort_by_key(|k| std::cmp::Reverse(k.order));
        }
        kids
    }
}
