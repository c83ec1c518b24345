//! Layli Goobalay, RULES §3.1: relays round the whole board, a capture (or a
//! pair of uur) only where a move ends, and rounds.

use super::decision::{Decision, DecisionList};
use super::endless::Brent;
use super::event::{DirRule, EndReason, Event, LapKind, NullSink, PitCounts, Sink};
use super::geometry::{Dir, Side, MAX_PITS};
use super::illegal::{IllegalMove, NoReverse, Why};
use super::sow::{sow, LapEnd};
use super::sowing::{richer, Core, Mode, Sowing};

/// A position of Layli Goobalay.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Layli {
    pub(crate) core: Core,
    /// Seeds each side has captured this round.
    pub(crate) stores: [u32; 2],
    /// Seeds set aside for the current round.
    pub(crate) aside: [u32; 2],
    /// Uur pits, as a pit mask per owner.
    pub(crate) uur: [u64; 2],
    /// The round number (1 first) and who started it.
    pub(crate) round: u32,
    pub(crate) round_starter: Side,
    /// A move stopped after a number of laps, to go on (played in slices).
    pub(crate) working: Option<Relay>,
}

/// A move's relay in progress: where the next lap starts, the seeds in hand,
/// the cycle finder, and the move's start (to find where a cycle began).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Relay {
    origin: u8,
    hand: u8,
    kind: LapKind,
    brent: Brent,
    start: ([u8; MAX_PITS], u8),
}

/// How a relay stopped.
enum RelayEnd {
    /// The move ended in this pit.
    Ended(u8),
    /// It never ends: the laps examined (the board as at the cycle's first
    /// state, with `find_start`).
    Endless(u64),
    /// The sink's lap limit: the relay is kept to go on.
    Stopped(Relay),
}

impl Layli {
    pub(crate) fn new(core: Core, stores: [u32; 2], aside: [u32; 2], uur: [u64; 2]) -> Layli {
        let round_starter = core.to_move;
        Layli { core, stores, aside, uur, round: 1, round_starter, working: None }
    }

    /// Seeds each side has captured this round.
    pub fn stores(&self) -> [u32; 2] {
        self.stores
    }

    /// Seeds set aside for the current round.
    pub fn aside(&self) -> [u32; 2] {
        self.aside
    }

    /// The round number, 1 first.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The owner of an uur pit.
    pub fn uur_owner(&self, pit: u8) -> Option<Side> {
        Side::BOTH.into_iter().find(|s| self.uur[s.index()] >> pit & 1 == 1)
    }

    #[inline]
    fn is_uur(&self, pit: u8) -> bool {
        (self.uur[0] | self.uur[1]) >> pit & 1 == 1
    }

    #[inline]
    fn liftable(&self, p: u8) -> bool {
        self.core.pits[p as usize] > 0 && !self.is_uur(p)
    }

    /// Relay round the board until a lap ends in an empty pit or an uur, the
    /// move proves endless, or the sink's lap limit stops it.
    fn relay<S: Sink>(&self, pits: &mut [u8; MAX_PITS], mut r: Relay, sink: &mut S, find_start: bool) -> RelayEnd {
        let g = self.core.rules.geo;
        let dir = self.core.rules.base;
        let until = sink.lap_limit();
        loop {
            if S::BOUNDS && r.brent.laps >= until {
                return RelayEnd::Stopped(r);
            }
            let first = g.step(r.origin, dir);
            if r.brent.repeats_at(pits, first, r.hand, dir, dir, false) {
                let (mut origin, mut hand) = (r.origin, r.hand);
                if find_start {
                    (*pits, origin, hand) = self.first_occurrence(r.start, r.brent.period());
                }
                pits[origin as usize] += hand;
                return RelayEnd::Endless(r.brent.laps);
            }
            if S::RECORDS {
                sink.push(Event::LapStart { kind: r.kind, origin: g.cell(r.origin), first: g.cell(first), dir, seeds: r.hand, rule: DirRule::Base });
            }
            (r.origin, r.hand) = match self.lap(pits, first, r.hand, sink) {
                Ok(relay) => relay,
                Err(last) => return RelayEnd::Ended(last),
            };
            r.kind = LapKind::Relay;
        }
    }

    /// One lap of `hand` seeds from `first`: `Ok` with the pit its last seed
    /// fell in and the seeds lifted there to relay, or `Err` with that pit
    /// when the move ends there (an empty pit or an uur). Play and the replay
    /// of an endless move share it.
    #[inline(always)]
    fn lap<S: Sink>(&self, pits: &mut [u8; MAX_PITS], first: u8, hand: u8, sink: &mut S) -> Result<(u8, u8), u8> {
        let g = self.core.rules.geo;
        let LapEnd::Landed { pit, before } = sow(pits, g, first, hand, self.core.rules.base, false, sink) else { unreachable!("no skipping here") };
        if before == 0 || self.is_uur(pit) {
            return Err(pit);
        }
        let hand = std::mem::take(&mut pits[pit as usize]);
        if S::RECORDS {
            sink.push(Event::Relay { pit: g.cell(pit), count: hand });
        }
        Ok((pit, hand))
    }

    /// Brent's second phase: replay the move from its first lap with one
    /// runner a period ahead; where they meet is the first repeated state.
    fn first_occurrence(&self, (pits, origin): ([u8; MAX_PITS], u8), period: u64) -> ([u8; MAX_PITS], u8, u8) {
        let mut slow = (pits, origin, 0u8);
        slow.2 = std::mem::take(&mut slow.0[origin as usize]);
        let mut fast = slow;
        let advance = |run: &mut ([u8; MAX_PITS], u8, u8)| {
            let first = self.core.rules.geo.step(run.1, self.core.rules.base);
            let (pit, hand) = self.lap(&mut run.0, first, run.2, &mut NullSink).expect("a cycle goes on");
            (run.1, run.2) = (pit, hand);
        };
        for _ in 0..period {
            advance(&mut fast);
        }
        while slow != fast {
            advance(&mut slow);
            advance(&mut fast);
        }
        slow
    }
}

impl Sowing for Layli {
    fn core(&self) -> &Core {
        &self.core
    }

    fn legal_into(&self, list: &mut DecisionList) {
        let c = &self.core;
        let g = c.rules.geo;
        for p in g.side_pits(c.to_move).filter(|&p| self.liftable(p)) {
            list.push(Decision::Sow { pit: g.cell(p), dir: c.rules.base });
        }
    }

    fn play_legal<S: Sink>(&mut self, d: Decision, sink: &mut S, mode: Mode) {
        let Decision::Sow { pit, .. } = d else { return self.core.conclude(d, sink) };
        let g = self.core.rules.geo;
        let me = self.core.to_move;
        let origin = g.pit(pit).expect("legal pit");
        sink.push(Event::TurnStart { player: me });
        sink.push(Event::Lift { pit, count: self.core.pits[origin as usize] });
        let start = (self.core.pits, origin);
        let hand = std::mem::take(&mut self.core.pits[origin as usize]);
        self.go_on(Relay { origin, hand, kind: LapKind::Move, brent: Brent::default(), start }, sink, mode);
    }

    fn working_laps(&self) -> Option<u64> {
        self.working.map(|r| r.brent.laps)
    }

    fn in_hand(&self) -> u32 {
        self.working.map_or(0, |r| r.hand as u32)
    }

    fn resume<S: Sink>(&mut self, sink: &mut S, mode: Mode) {
        if let Some(r) = self.working.take() {
            self.go_on(r, sink, mode);
        }
    }

    fn why_illegal(&self, d: Decision) -> IllegalMove {
        let c = &self.core;
        let (pit, cell) = match c.sown_pit(d) {
            Ok(found) => found,
            Err(e) => return e,
        };
        match d {
            _ if self.is_uur(pit) => IllegalMove::UurCannotBeLifted(cell),
            _ if c.pits[pit as usize] == 0 => IllegalMove::EmptyPit(cell),
            Decision::Sow { dir, .. } if dir != c.rules.base => IllegalMove::ReverseNotAllowed(cell, dir, NoReverse::NoReverseLaps),
            _ => IllegalMove::NotInThisGame(Why::NotLegalHere),
        }
    }

    fn settle<S: Sink>(&mut self, sink: &mut S) {
        self.end_round_if_stuck(sink)
    }

    fn off_board(&self) -> [u32; 2] {
        [self.stores[0] + self.aside[0], self.stores[1] + self.aside[1]]
    }
}

impl Layli {
    /// Relay a move on to its end (or the sink's lap limit), then capture,
    /// end the turn and settle what the new turn's position decides.
    fn go_on<S: Sink>(&mut self, relay: Relay, sink: &mut S, mode: Mode) {
        let me = self.core.to_move;
        let mut pits = self.core.pits;
        let end = self.relay(&mut pits, relay, sink, mode == Mode::Play);
        self.core.pits = pits;
        let last = match end {
            RelayEnd::Ended(last) => last,
            RelayEnd::Stopped(r) => return self.working = Some(r),
            RelayEnd::Endless(laps) => {
                sink.push(Event::Endless { laps });
                let winner = self.core.rules.endless_mover_loses.then_some(me.other());
                return self.core.finish(winner, EndReason::Endless, 1, sink);
            }
        };
        self.capture(last, sink);
        self.core.turns[me.index()] += 1;
        sink.push(Event::TurnEnd { player: me });
        self.core.to_move = me.other();
        self.settle(sink);
    }

    /// At the end of a move in an empty pit of the mover's own row: capture the
    /// facing seeds with the last one, or, facing exactly 3, make two uur.
    fn capture<S: Sink>(&mut self, last: u8, sink: &mut S) {
        let g = self.core.rules.geo;
        let me = self.core.to_move;
        let facing = g.facing(last, 0);
        let n = self.core.pits[facing as usize];
        // Seeds in an uur stay for its owner: an uur opposite is never taken.
        if self.is_uur(last) || self.core.pits[last as usize] != 1 || g.owner(last) != me || n == 0 || self.is_uur(facing) {
            return;
        }
        if n == 3 {
            self.core.pits[facing as usize] = 2;
            self.core.pits[last as usize] = 2;
            self.uur[me.index()] |= 1 << last | 1 << facing;
            sink.push(Event::UurMade { owner: me, pits: [g.cell(last), g.cell(facing)] });
            return;
        }
        let mut taken = PitCounts::default();
        taken.push(g.cell(facing), n);
        self.core.pits[facing as usize] = 0;
        let mut total = n;
        if !self.core.rules.keep_capturing_seed {
            taken.push(g.cell(last), 1);
            self.core.pits[last as usize] = 0;
            total += 1;
        }
        self.stores[me.index()] += total as u32;
        self.core.captured[me.index()] = true;
        sink.push(Event::Capture { player: me, at: g.cell(last), taken, total });
    }

    /// A round ends when the player to move has nothing to lift.
    fn end_round_if_stuck<S: Sink>(&mut self, sink: &mut S) {
        let g = self.core.rules.geo;
        if g.side_pits(self.core.to_move).any(|p| self.liftable(p)) {
            return;
        }
        let mut collected = [0u32; 2];
        for p in 0..g.pits() as u8 {
            let owner = self.uur_owner(p).unwrap_or(g.owner(p));
            collected[owner.index()] += std::mem::take(&mut self.core.pits[p as usize]) as u32;
        }
        self.uur = [0, 0];
        for side in Side::BOTH {
            let s = side.index();
            self.stores[s] += collected[s] + std::mem::take(&mut self.aside[s]);
        }
        sink.push(Event::RoundEnd { collected, totals: self.stores });
        if self.core.rules.single_round {
            let winner = richer(self.stores);
            return self.core.finish(winner, EndReason::RoundOver, 1, sink);
        }
        self.next_round(sink);
    }

    /// Lay out the next round (RULES §3.1): the poorer player fills their row
    /// from their right, round and round; the richer lays the same number and
    /// sets the rest aside; the poorer starts (a tie: who did not start last).
    fn next_round<S: Sink>(&mut self, sink: &mut S) {
        let g = self.core.rules.geo;
        let poorer = match richer(self.stores) {
            Some(rich) => rich.other(),
            None => self.round_starter.other(),
        };
        let n = self.stores[poorer.index()];
        if n < g.cols as u32 {
            return self.core.finish(Some(poorer.other()), EndReason::CannotFillRow, 1, sink);
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
        self.round += 1;
        self.round_starter = poorer;
        self.core.to_move = poorer;
        sink.push(Event::RoundStart { round: self.round, laid, aside: self.aside, first: poorer });
    }

    /// One seed at a time from the side's right to its left, round and round.
    fn lay_row(&mut self, side: Side, n: u32) {
        let g = self.core.rules.geo;
        let (row, _) = g.side_rows(side);
        let cols = g.cols as u32;
        for k in 0..cols {
            // k counts from the player's right: South's right is the last column,
            // North's is column 0; a clockwise game is the mirror image.
            let from_left_ccw = match side {
                Side::South => cols - 1 - k,
                Side::North => k,
            };
            let col = if self.core.rules.base == Dir::Ccw { from_left_ccw } else { cols - 1 - from_left_ccw };
            let count = n / cols + u32::from(k < n % cols);
            self.core.pits[g.index(row, col as u8) as usize] = count as u8;
        }
    }
}
