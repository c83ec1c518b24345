//! Layli Goobalay, RULES §3.1: relays round the whole board, a capture (or a
//! pair of uur) only where a move ends, and rounds.

use super::decision::{Decision, DecisionList};
use super::endless::{Brent, LapKey};
use super::event::{DirRule, EndReason, Event, LapKind, PitCounts, Sink};
use super::four_row::{sow, LapEnd};
use super::geometry::{Dir, Side};
use super::position::Position;

impl Position {
    fn liftable(&self, p: u8) -> bool {
        self.pits[p as usize] > 0 && !self.is_uur(p)
    }

    pub(crate) fn layli_moves(&self, list: &mut DecisionList) {
        let g = &self.rules.geo;
        for p in self.own_pits().filter(|&p| self.liftable(p)) {
            list.push(Decision::Sow { pit: g.cell(p), dir: Some(self.rules.base) });
        }
    }

    pub(crate) fn layli_play<S: Sink>(&mut self, d: Decision, sink: &mut S) {
        let Decision::Sow { pit, .. } = d else { unreachable!("Layli Goobalay has only sowing moves") };
        let g = self.rules.geo;
        let dir = self.rules.base;
        let me = self.to_move;
        let mut origin = g.pit(pit).expect("legal pit");
        let mut hand = self.pits[origin as usize];
        self.pits[origin as usize] = 0;
        sink.push(Event::TurnStart { player: me });
        sink.push(Event::Lift { pit, count: hand });
        let mut kind = LapKind::Move;
        let mut brent = Brent::default();
        let last = loop {
            let first = g.step(origin, dir);
            let key = LapKey { pits: self.pits, first, hand, dir, sticky: dir, chain: false };
            if brent.repeats(&key) {
                self.pits[origin as usize] += hand;
                sink.push(Event::Endless { laps: brent.laps });
                let winner = self.rules.endless_mover_loses.then_some(me.other());
                return self.finish(winner, EndReason::Endless, 1, sink);
            }
            sink.push(Event::LapStart { kind, origin: g.cell(origin), first: g.cell(first), dir, seeds: hand, rule: DirRule::Base });
            let LapEnd::Landed { pit, before } = sow(&mut self.pits, &g, first, hand, dir, false, sink) else { unreachable!("no skipping here") };
            if before == 0 || self.is_uur(pit) {
                break pit;
            }
            hand = self.pits[pit as usize];
            self.pits[pit as usize] = 0;
            sink.push(Event::Relay { pit: g.cell(pit), count: hand });
            origin = pit;
            kind = LapKind::Relay;
        };
        self.layli_capture(last, sink);
        self.record.turns[me.index()] += 1;
        sink.push(Event::TurnEnd { player: me });
        self.to_move = me.other();
        self.layli_settle(sink);
    }

    /// At the end of a move in an empty pit of the mover's own row: capture the
    /// facing seeds with the last one, or, facing exactly 3, make two uur.
    fn layli_capture<S: Sink>(&mut self, last: u8, sink: &mut S) {
        let g = self.rules.geo;
        let me = self.to_move;
        let facing = g.facing(last, 0);
        let n = self.pits[facing as usize];
        // Seeds in an uur stay for its owner: an uur opposite is never taken.
        if self.is_uur(last) || self.pits[last as usize] != 1 || g.owner(last) != me || n == 0 || self.is_uur(facing) {
            return;
        }
        if n == 3 {
            self.pits[facing as usize] = 2;
            self.pits[last as usize] = 2;
            self.uur[me.index()] |= 1 << last | 1 << facing;
            sink.push(Event::UurMade { owner: me, pits: [g.cell(last), g.cell(facing)] });
            return;
        }
        let mut taken = PitCounts::default();
        taken.push(g.cell(facing), n);
        self.pits[facing as usize] = 0;
        let mut total = n;
        if !self.rules.keep_capturing_seed {
            taken.push(g.cell(last), 1);
            self.pits[last as usize] = 0;
            total += 1;
        }
        self.stores[me.index()] += total as u32;
        self.record.captured_ever[me.index()] = true;
        sink.push(Event::Capture { player: me, at: g.cell(last), taken, total });
    }

    /// A round ends when the player to move has nothing to lift.
    pub(crate) fn layli_settle<S: Sink>(&mut self, sink: &mut S) {
        if self.own_pits().any(|p| self.liftable(p)) {
            return;
        }
        let g = self.rules.geo;
        let mut collected = [0u32; 2];
        for p in 0..g.pits() as u8 {
            let owner = self.uur_owner(p).unwrap_or(g.owner(p));
            collected[owner.index()] += std::mem::take(&mut self.pits[p as usize]) as u32;
        }
        self.uur = [0, 0];
        for side in Side::BOTH {
            let s = side.index();
            self.stores[s] += collected[s] + std::mem::take(&mut self.aside[s]);
        }
        sink.push(Event::RoundEnd { collected, totals: self.stores });
        if self.rules.single_round {
            return self.finish(self.richer(), EndReason::RoundOver, 1, sink);
        }
        self.layli_next_round(sink);
    }

    /// Lay out the next round (RULES §3.1): the poorer player fills their row
    /// from their right, round and round; the richer lays the same number and
    /// sets the rest aside; the poorer starts (a tie: who did not start last).
    fn layli_next_round<S: Sink>(&mut self, sink: &mut S) {
        let g = self.rules.geo;
        let poorer = match self.richer() {
            Some(rich) => rich.other(),
            None => self.record.round_starter.map_or(Side::South, Side::other),
        };
        let n = self.stores[poorer.index()];
        if n < g.cols as u32 {
            return self.finish(Some(poorer.other()), EndReason::CannotFillRow, 1, sink);
        }
        let mut laid = [0u32; 2];
        for side in Side::BOTH {
            let s = side.index();
            self.stores[s] -= n;
            self.aside[s] = self.stores[s];
            self.stores[s] = 0;
            laid[s] = n;
            self.lay_row(side, n);
        }
        self.record.round += 1;
        self.record.round_starter = Some(poorer);
        self.to_move = poorer;
        sink.push(Event::RoundStart { round: self.record.round, laid, aside: self.aside, first: poorer });
    }

    /// One seed at a time from the side's right to its left, round and round.
    fn lay_row(&mut self, side: Side, n: u32) {
        let g = self.rules.geo;
        let (row, _) = g.side_rows(side);
        let cols = g.cols as u32;
        for k in 0..cols {
            // k counts from the player's right: South's right is the last column,
            // North's is column 0; a clockwise game is the mirror image.
            let from_left_ccw = match side {
                Side::South => cols - 1 - k,
                Side::North => k,
            };
            let col = if self.rules.base == Dir::Ccw { from_left_ccw } else { cols - 1 - from_left_ccw };
            let count = n / cols + u32::from(k < n % cols);
            self.pits[g.index(row, col as u8) as usize] = count as u8;
        }
    }
}
