//! Oware (Abapa), RULES §3.2: sowing that skips the origin, chained captures
//! of 2s and 3s, the grand slam, feeding, the end at 25, and the end by
//! repetition.

use super::decision::{Decision, DecisionList};
use super::event::{DirRule, EndReason, Event, LapKind, PitCounts, Sink};
use super::geometry::{Side, MAX_PITS};
use super::illegal::{IllegalMove, NoReverse};
use super::rules::{GrandSlam, Rules};
use super::sowing::{richer, Core, Mode, Sowing};

/// A position of Oware.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Oware {
    pub(crate) core: Core,
    /// Seeds each side has captured.
    pub(crate) stores: [u32; 2],
}

/// What a move would do, found without touching the position.
struct Trial {
    fed: bool,
    grand_slam: bool,
}

impl Oware {
    pub(crate) fn new(core: Core, stores: [u32; 2]) -> Oware {
        Oware { core, stores }
    }

    /// Seeds each side has captured.
    pub fn stores(&self) -> [u32; 2] {
        self.stores
    }

    /// Sow `pit` on `pits`, skipping the origin (12 or more seeds go round
    /// it); returns the last pit sown. With a recording sink, seed by seed.
    #[inline]
    fn sow<S: Sink>(r: &Rules, pits: &mut [u8; MAX_PITS], pit: u8, sink: &mut S) -> u8 {
        let g = r.geo;
        let dir = r.base;
        let mut n = pits[pit as usize];
        pits[pit as usize] = 0;
        let mut p = pit;
        while n > 0 {
            p = g.step(p, dir);
            if p == pit {
                sink.push(Event::Skip { pit: g.cell(p) });
                continue;
            }
            pits[p as usize] += 1;
            sink.push(Event::Sow { pit: g.cell(p), count: pits[p as usize] });
            n -= 1;
        }
        p
    }

    /// The opponent's pits a move ending in `last` captures, walking back
    /// while they hold 2 or 3, and their total.
    #[inline]
    fn captures(&self, pits: &[u8; MAX_PITS], last: u8) -> (PitCounts, u8) {
        let g = self.core.rules.geo;
        let back = self.core.rules.base.flip();
        let me = self.core.to_move;
        let mut taken = PitCounts::default();
        let mut total = 0u8;
        let mut q = last;
        while g.owner(q) != me && matches!(pits[q as usize], 2 | 3) && taken.len() < g.cols as usize {
            taken.push(g.cell(q), pits[q as usize]);
            total += pits[q as usize];
            q = g.step(q, back);
        }
        (taken, total)
    }

    /// Sow `pit` on a copy of the board: does it feed the opponent, and would
    /// it take every seed they have?
    fn trial(&self, pit: u8) -> Trial {
        let g = self.core.rules.geo;
        let opp = self.core.to_move.other();
        let mut pits = self.core.pits;
        let before: u32 = g.side_pits(opp).map(|q| pits[q as usize] as u32).sum();
        let last = Oware::sow(&self.core.rules, &mut pits, pit, &mut super::event::NullSink);
        let after: u32 = g.side_pits(opp).map(|q| pits[q as usize] as u32).sum();
        let (_, total) = self.captures(&pits, last);
        Trial { fed: after > before, grand_slam: total > 0 && total as u32 == after }
    }

    /// The key of a position for the repetition rule: the board (Oware's 12
    /// pits, one byte each, read at once) and who moves.
    #[inline]
    pub(crate) fn key(&self) -> u128 {
        debug_assert!(self.core.rules.geo.pits() <= 15);
        let bytes: [u8; 16] = self.core.pits[..16].try_into().expect("16 of the 40 pit slots");
        let used = (1u128 << (8 * self.core.rules.geo.pits())) - 1;
        (u128::from_le_bytes(bytes) & used) | (self.core.to_move.index() as u128) << 127
    }

    /// Oware's end by repetition: each player takes the seeds on their side.
    pub fn end_by_repetition<S: Sink>(&mut self, sink: &mut S) {
        self.sweep(|side| side, sink);
        let winner = richer(self.stores);
        self.core.finish(winner, EndReason::Repetition, 1, sink);
    }

    /// Move every seed on the board into the store of `to(owner of its pit)`.
    fn sweep<S: Sink>(&mut self, to: impl Fn(Side) -> Side, sink: &mut S) {
        let g = self.core.rules.geo;
        let mut collected = [0u32; 2];
        for p in 0..g.pits() as u8 {
            let n = std::mem::take(&mut self.core.pits[p as usize]);
            collected[to(g.owner(p)).index()] += n as u32;
        }
        self.stores[0] += collected[0];
        self.stores[1] += collected[1];
        sink.push(Event::Sweep { collected });
    }
}

impl Sowing for Oware {
    fn core(&self) -> &Core {
        &self.core
    }

    fn legal_into(&self, list: &mut DecisionList) {
        let c = &self.core;
        let g = c.rules.geo;
        let dir = c.rules.base;
        let must_feed = c.side_seeds(c.to_move.other()) == 0;
        // Only feeding and a forbidden grand slam make a move with seeds illegal:
        // without them no trial sowing is needed.
        if !must_feed && c.rules.grand_slam != GrandSlam::Illegal {
            g.side_pits(c.to_move).for_each(|p| list.push_if(Decision::Sow { pit: g.cell(p), dir }, c.pits[p as usize] > 0));
            return;
        }
        let mut slams = DecisionList::default();
        for p in g.side_pits(c.to_move).filter(|&p| c.pits[p as usize] > 0) {
            let t = self.trial(p);
            let d = Decision::Sow { pit: g.cell(p), dir };
            if must_feed && !t.fed {
                continue;
            }
            if c.rules.grand_slam == GrandSlam::Illegal && t.grand_slam {
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

    fn play_legal<S: Sink>(&mut self, d: Decision, sink: &mut S, _mode: Mode) {
        let Decision::Sow { pit, dir } = d else { return self.core.conclude(d, sink) };
        let g = self.core.rules.geo;
        let p = g.pit(pit).expect("legal pit");
        let me = self.core.to_move;
        let n = self.core.pits[p as usize];
        sink.push(Event::TurnStart { player: me });
        sink.push(Event::Lift { pit, count: n });
        sink.push(Event::LapStart { kind: LapKind::Move, origin: pit, first: g.cell(g.step(p, dir)), dir, seeds: n, rule: DirRule::Base });
        let last = Oware::sow(&self.core.rules, &mut self.core.pits, p, sink);
        let (taken, total) = self.captures(&self.core.pits, last);
        let grand_slam = total > 0 && total as u32 == self.core.side_seeds(me.other());
        if total > 0 && !(grand_slam && self.core.rules.grand_slam != GrandSlam::CaptureAll) {
            for &(c, _) in taken.as_slice() {
                self.core.pits[g.pit(c).expect("on the board") as usize] = 0;
            }
            self.stores[me.index()] += total as u32;
            self.core.captured[me.index()] = true;
            sink.push(Event::Capture { player: me, at: g.cell(last), taken, total });
        } else if grand_slam {
            sink.push(Event::GrandSlam { player: me });
        }
        self.core.turns[me.index()] += 1;
        sink.push(Event::TurnEnd { player: me });
        self.core.to_move = me.other();
        let [s, n] = self.stores;
        if s > 24 || n > 24 || (s == 24 && n == 24) {
            let winner = richer(self.stores);
            return self.core.finish(winner, EndReason::Majority, 1, sink);
        }
        self.settle(sink);
    }

    fn why_illegal(&self, d: Decision) -> IllegalMove {
        let c = &self.core;
        let (pit, cell) = match c.sown_pit(d) {
            Ok(found) => found,
            Err(e) => return e,
        };
        match d {
            _ if c.pits[pit as usize] == 0 => IllegalMove::EmptyPit(cell),
            Decision::Sow { dir, .. } if dir != c.rules.base => IllegalMove::ReverseNotAllowed(cell, dir, NoReverse::NoReverseLaps),
            _ if !self.trial(pit).fed && c.side_seeds(c.to_move.other()) == 0 => IllegalMove::MustFeedOpponent(cell),
            _ => IllegalMove::GrandSlamIllegal(cell),
        }
    }

    /// A player to move with no seeds ends the game, each side taking its own
    /// seeds; a player who cannot feed an empty opponent takes all that is left.
    fn settle<S: Sink>(&mut self, sink: &mut S) {
        let me = self.core.to_move;
        if self.core.side_seeds(me) == 0 {
            self.sweep(|side| side, sink);
            let winner = richer(self.stores);
            return self.core.finish(winner, EndReason::NoSeeds, 1, sink);
        }
        if self.core.side_seeds(me.other()) == 0 && self.legal().is_empty() {
            self.sweep(|_| me, sink);
            let winner = richer(self.stores);
            self.core.finish(winner, EndReason::CannotFeed, 1, sink);
        }
    }

    fn off_board(&self) -> [u32; 2] {
        self.stores
    }
}

/// Oware's repetition rule (RULES §3.2): a position (board and side to move)
/// seen before ends the game. Only positions since the last capture can come
/// back, since captured seeds never return, so that is all it keeps.
#[derive(Clone, Debug, Default)]
pub struct Repetition {
    since_capture: Vec<u128>,
    /// A Bloom filter of those keys: most positions are new, and a clear bit
    /// says so without scanning the list.
    bloom: [u64; 4],
    stores: [u32; 2],
}

impl Repetition {
    /// A window holding only `start`.
    pub fn new(start: &Oware) -> Repetition {
        let mut r = Repetition { since_capture: Vec::with_capacity(64), bloom: [0; 4], stores: start.stores };
        r.seen(start);
        r
    }

    /// Forget everything and hold only `start` (reusing the memory).
    pub fn reset(&mut self, start: &Oware) {
        self.since_capture.clear();
        self.bloom = [0; 4];
        self.stores = start.stores;
        self.seen(start);
    }

    /// The positions since the last capture, oldest first, and the stores
    /// they share (a search extends this window along its line).
    pub(crate) fn window(&self) -> (&[u128], [u32; 2]) {
        (&self.since_capture, self.stores)
    }

    /// Note the position a turn reached; `true` when it was seen before.
    #[inline]
    pub fn seen(&mut self, pos: &Oware) -> bool {
        if pos.stores != self.stores {
            self.since_capture.clear();
            self.bloom = [0; 4];
            self.stores = pos.stores;
        }
        let key = pos.key();
        let h = (key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56;
        let (word, bit) = ((h >> 6) as usize & 3, 1u64 << (h & 63));
        if self.bloom[word] & bit != 0 && self.since_capture.contains(&key) {
            return true;
        }
        self.bloom[word] |= bit;
        self.since_capture.push(key);
        false
    }

    /// After a turn: end the game if its position came back.
    #[inline]
    pub fn judge<S: Sink>(&mut self, pos: &mut Oware, sink: &mut S) {
        if pos.core.result.is_none() && self.seen(pos) {
            pos.end_by_repetition(sink);
        }
    }
}
