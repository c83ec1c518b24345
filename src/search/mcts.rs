//! Monte-Carlo tree search (UCT) with random playouts: the baseline the
//! levels are measured against, and a search of its own where it wins.
//!
//! The tree lives in one vector allocated before the search; a node holds the
//! decision that leads to it, who made it, and its visits and score. Every
//! iteration replays the decisions from the root (positions are `Copy`), so
//! nodes hold no positions. Playouts bound every turn's laps like the tree
//! search does: an unfinished turn scores as a draw.

use super::bounded::play_in_place;
use super::clock::Budget;
use super::line::Line;
use crate::engine::decision::Decision;
use crate::engine::event::NullSink;
use crate::engine::geometry::Side;
use crate::engine::oware::Repetition;
use crate::engine::position::Position;
use crate::engine::rng::SplitMix;

/// Decisions a playout plays before it is scored a draw.
const PLAYOUT_DECISIONS: usize = 1000;

/// UCT's exploration constant (wins are scored 0 to 1).
const EXPLORE: f32 = 1.4;

#[derive(Clone, Copy)]
struct Node {
    decision: Decision,
    /// Who made the decision (its score is theirs).
    mover: Side,
    /// Children: `first..first + count`, once expanded.
    first: u32,
    count: u8,
    expanded: bool,
    visits: u32,
    score: f32,
}

/// One search: its tree, random numbers and playout scratch.
pub(crate) struct Mcts<'b, 'c> {
    pub budget: &'b mut Budget<'c>,
    nodes: Vec<Node>,
    rng: SplitMix,
    repetition: Repetition,
    path: Vec<u32>,
}

impl<'b, 'c> Mcts<'b, 'c> {
    /// A search whose tree holds up to `capacity` nodes (then it stops growing).
    pub(crate) fn new(budget: &'b mut Budget<'c>, seed: u64, capacity: usize) -> Self {
        Mcts { budget, nodes: Vec::with_capacity(capacity), rng: SplitMix::new(seed), repetition: Repetition::default(), path: Vec::with_capacity(256) }
    }

    /// Run `simulations` iterations (or until the budget is spent); the most
    /// visited root decision, with its visits and win rate.
    pub(crate) fn run(&mut self, root: &Position, line: &mut Line, simulations: u64) -> Option<(Decision, u32, f32)> {
        self.nodes.clear();
        self.nodes.push(Node { decision: Decision::Pass, mover: root.to_move().other(), first: 0, count: 0, expanded: false, visits: 0, score: 0.0 });
        self.expand(0, root);
        if self.nodes[0].count == 0 {
            return None;
        }
        for _ in 0..simulations {
            self.iterate(root, line);
            if self.budget.tick() {
                break;
            }
        }
        let root = self.nodes[0];
        let kids = &self.nodes[root.first as usize..(root.first + root.count as u32) as usize];
        kids.iter().max_by_key(|n| n.visits).map(|n| (n.decision, n.visits, if n.visits > 0 { n.score / n.visits as f32 } else { 0.5 }))
    }

    fn expand(&mut self, at: usize, pos: &Position) {
        let legal = pos.legal();
        if self.nodes.len() + legal.len() > self.nodes.capacity() {
            return;
        }
        let first = self.nodes.len() as u32;
        let mover = pos.to_move();
        for &d in legal.iter() {
            self.nodes.push(Node { decision: d, mover, first: 0, count: 0, expanded: false, visits: 0, score: 0.0 });
        }
        let n = &mut self.nodes[at];
        (n.first, n.count, n.expanded) = (first, legal.len() as u8, true);
    }

    /// Select down the tree by UCT, expand a leaf, play out, back up.
    fn iterate(&mut self, root: &Position, line: &mut Line) {
        let mut pos = *root;
        let mut at = 0usize;
        self.path.clear();
        self.path.push(0);
        let mut pushed: u32 = 0;
        let mut unfinished = false;
        while self.nodes[at].expanded && self.nodes[at].count > 0 && !pos.is_over() {
            at = self.select(at);
            self.path.push(at as u32);
            play_in_place(&mut pos, self.nodes[at].decision);
            if pos.working().is_some() {
                unfinished = true;
                break;
            }
            line.push(&mut pos);
            pushed += 1;
        }
        if !unfinished && !pos.is_over() && !self.nodes[at].expanded {
            self.expand(at, &pos);
        }
        let winner = if unfinished { None } else { self.playout(&mut pos) };
        for &i in &self.path {
            let n = &mut self.nodes[i as usize];
            n.visits += 1;
            n.score += match winner {
                Some(w) if w == n.mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
        // Unwind the line: popping needs only the family, which the root has.
        for _ in 0..pushed {
            line.pop(root);
        }
    }

    /// The child with the best upper confidence bound (an unvisited one first).
    fn select(&mut self, at: usize) -> usize {
        let n = self.nodes[at];
        let log_n = (n.visits.max(1) as f32).ln();
        let mut best = (f32::MIN, n.first as usize);
        for i in n.first as usize..(n.first + n.count as u32) as usize {
            let c = &self.nodes[i];
            let ucb = if c.visits == 0 {
                // Unvisited: tried first, in a random order.
                1e9 + (self.rng.next_u64() >> 40) as f32
            } else {
                c.score / c.visits as f32 + EXPLORE * (log_n / c.visits as f32).sqrt()
            };
            if ucb > best.0 {
                best = (ucb, i);
            }
        }
        best.1
    }

    /// Random decisions to the end; the winner, `None` for a draw or a game
    /// the playout could not finish.
    fn playout(&mut self, pos: &mut Position) -> Option<Side> {
        if let Position::Oware(o) = pos {
            self.repetition.reset(o);
        }
        for _ in 0..PLAYOUT_DECISIONS {
            if let Some(o) = pos.result() {
                return o.winner;
            }
            let legal = pos.legal();
            let d = legal.as_slice()[self.rng.below(legal.len())];
            play_in_place(pos, d);
            if pos.working().is_some() {
                return None;
            }
            if let Position::Oware(o) = pos {
                self.repetition.judge(o, &mut NullSink);
            }
        }
        None
    }
}
