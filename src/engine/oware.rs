//! Oware (Abapa), RULES §3.2: sowing that skips the origin, chained captures
//! of 2s and 3s, the grand slam, feeding, and the end at 25.

use super::decision::{Decision, DecisionList};
use super::event::{DirRule, EndReason, Event, LapKind, PitCounts, Sink};
use super::geometry::{Side, MAX_PITS};
use super::position::Position;
use super::rules::GrandSlam;

/// What a move would do, found without touching the position.
struct Outcome {
    pits: [u8; MAX_PITS],
    last: u8,
    fed: bool,
    taken: PitCounts,
    total: u8,
    grand_slam: bool,
}

impl Position {
    /// Sow `pit` on a copy of the board and find the capture it makes.
    fn oware_try(&self, pit: u8) -> Outcome {
        let g = &self.rules.geo;
        let dir = self.rules.base;
        let me = g.owner(pit);
        let mut pits = self.pits;
        let mut n = pits[pit as usize];
        pits[pit as usize] = 0;
        let mut p = pit;
        let mut fed = false;
        while n > 0 {
            p = g.step(p, dir);
            if p == pit {
                continue; // 12 or more seeds skip their origin
            }
            pits[p as usize] += 1;
            fed |= g.owner(p) != me;
            n -= 1;
        }
        let last = p;
        let mut taken = PitCounts::default();
        let mut total = 0u8;
        let mut q = last;
        // Walk back from the last pit while the opponent's pits hold 2 or 3.
        while g.owner(q) != me && matches!(pits[q as usize], 2 | 3) {
            taken.push(g.cell(q), pits[q as usize]);
            total += pits[q as usize];
            q = g.step(q, dir.flip());
        }
        let opp_seeds: u32 = (0..g.pits() as u8).filter(|&q| g.owner(q) != me).map(|q| pits[q as usize] as u32).sum();
        let grand_slam = total > 0 && total as u32 == opp_seeds;
        Outcome { pits, last, fed, taken, total, grand_slam }
    }

    pub(crate) fn oware_moves(&self, list: &mut DecisionList) {
        let g = &self.rules.geo;
        let must_feed = self.side_seeds(self.to_move.other()) == 0;
        let mut slams = DecisionList::default();
        for p in self.own_pits().filter(|&p| self.pits[p as usize] > 0) {
            let try_ = self.oware_try(p);
            if must_feed && !try_.fed {
                continue;
            }
            let d = Decision::Sow { pit: g.cell(p), dir: Some(self.rules.base) };
            if self.rules.grand_slam == GrandSlam::Illegal && try_.grand_slam {
                slams.push(d);
            } else {
                list.push(d);
            }
        }
        // When every move is a grand slam they stay legal and capture nothing (RULES §7).
        if list.is_empty() {
            *list = slams;
        }
    }

    pub(crate) fn oware_play<S: Sink>(&mut self, d: Decision, sink: &mut S) {
        let Decision::Sow { pit, .. } = d else { unreachable!("Oware has only sowing moves") };
        let g = self.rules.geo;
        let p = g.pit(pit).expect("legal pit");
        let me = self.to_move;
        let t = self.oware_try(p);
        let n = self.pits[p as usize];
        sink.push(Event::TurnStart { player: me });
        sink.push(Event::Lift { pit, count: n });
        let dir = self.rules.base;
        sink.push(Event::LapStart { kind: LapKind::Move, origin: pit, first: g.cell(g.step(p, dir)), dir, seeds: n, rule: DirRule::Base });
        // Replay the sowing seed by seed for the events; the result is `t.pits`.
        self.pits[p as usize] = 0;
        let mut q = p;
        for _ in 0..n {
            q = g.step(q, dir);
            if q == p {
                sink.push(Event::Skip { pit: g.cell(p) });
                q = g.step(q, dir);
            }
            self.pits[q as usize] += 1;
            sink.push(Event::Sow { pit: g.cell(q), count: self.pits[q as usize] });
        }
        debug_assert_eq!(self.pits, t.pits);
        let capture = t.total > 0 && !(t.grand_slam && self.rules.grand_slam != GrandSlam::CaptureAll);
        if capture {
            for &(c, _) in t.taken.as_slice() {
                self.pits[g.pit(c).unwrap() as usize] = 0;
            }
            self.stores[me.index()] += t.total as u32;
            self.record.captured_ever[me.index()] = true;
            sink.push(Event::Capture { player: me, at: g.cell(t.last), taken: t.taken, total: t.total });
        } else if t.grand_slam {
            sink.push(Event::GrandSlam { player: me });
        }
        self.record.turns[me.index()] += 1;
        sink.push(Event::TurnEnd { player: me });
        self.to_move = me.other();
        let [s, n] = self.stores;
        if s > 24 || n > 24 || (s == 24 && n == 24) {
            let winner = self.richer();
            return self.finish(winner, EndReason::Majority, 1, sink);
        }
        self.oware_settle(sink);
    }

    /// A player to move with no seeds ends the game, each side taking its own
    /// seeds; a player who cannot feed an empty opponent takes all that is left.
    pub(crate) fn oware_settle<S: Sink>(&mut self, sink: &mut S) {
        let me = self.to_move;
        if self.side_seeds(me) == 0 {
            self.sweep(|side| side, sink);
            return self.finish(self.richer(), EndReason::NoSeeds, 1, sink);
        }
        let mut list = DecisionList::default();
        self.oware_moves(&mut list);
        if list.is_empty() {
            self.sweep(|_| me, sink);
            self.finish(self.richer(), EndReason::CannotFeed, 1, sink);
        }
    }

    /// Oware's end by repetition: each player takes the seeds on their side.
    pub fn end_by_repetition<S: Sink>(&mut self, sink: &mut S) {
        self.sweep(|side| side, sink);
        self.finish(self.richer(), EndReason::Repetition, 1, sink);
    }

    /// Move every seed on the board into the store of `to(owner of its pit)`.
    pub(crate) fn sweep<S: Sink>(&mut self, to: impl Fn(Side) -> Side, sink: &mut S) {
        let g = self.rules.geo;
        let mut collected = [0u32; 2];
        for p in 0..g.pits() as u8 {
            let n = std::mem::take(&mut self.pits[p as usize]);
            collected[to(g.owner(p)).index()] += n as u32;
        }
        self.stores[0] += collected[0];
        self.stores[1] += collected[1];
        sink.push(Event::Sweep { collected });
    }
}
