//! The turn machine of the Omweso family (RULES §2): a turn is a sequence of
//! laps (move, relay, capture), pausing where the player may choose a lap's
//! direction. The relatives' differences are hooks here, not copies.

use super::decision::{Decision, DecisionList};
use super::endless::{Brent, LapKey};
use super::event::{DirRule, EndReason, Event, LapKind, NullSink, PauseReason, PitCounts, Sink};
use super::geometry::{Dir, Geometry, MAX_PITS};
use super::position::{Position, Turn};
use super::rules::{Akakyala, CaptureSowFrom, Reverse};

/// Where a lap's last seed came to rest.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LapEnd {
    /// In this pit, which held `before` seeds before it fell.
    Landed { pit: u8, before: u8 },
    /// Mongola: it went past a thin pit into this one, and the turn ends.
    Skipped { pit: u8 },
}

/// Sow `n` seeds one per pit from `first` on. The one sowing loop, for play and
/// for every look-ahead.
#[inline]
pub(crate) fn sow<S: Sink>(pits: &mut [u8; MAX_PITS], g: &Geometry, first: u8, n: u8, dir: Dir, skip_thin: bool, sink: &mut S) -> LapEnd {
    let mut p = first;
    for i in 1..=n {
        if i == n && skip_thin && pits[p as usize] < 2 {
            sink.push(Event::Skip { pit: g.cell(p) });
            p = g.step(p, dir);
            pits[p as usize] += 1;
            sink.push(Event::Sow { pit: g.cell(p), count: pits[p as usize] });
            return LapEnd::Skipped { pit: p };
        }
        pits[p as usize] += 1;
        sink.push(Event::Sow { pit: g.cell(p), count: pits[p as usize] });
        if i < n {
            p = g.step(p, dir);
        }
    }
    LapEnd::Landed { pit: p, before: pits[p as usize] - 1 }
}

/// What decides the next lap's direction.
enum Next {
    Go(Dir, DirRule),
    Ask(PauseReason),
}

impl Position {
    /// Whether the side to move may capture on this turn (tournament: not on a
    /// player's first turn).
    pub(crate) fn captures_allowed(&self) -> bool {
        !(self.rules.no_capture_first_turn && self.record.turns[self.to_move.index()] == 0)
    }

    /// A marker: an own pit of the right row that held enough seeds before the
    /// last seed fell, facing two occupied opponent pits.
    fn is_marker(&self, pits: &[u8; MAX_PITS], pit: u8, before: u8) -> bool {
        let g = &self.rules.geo;
        let min = if self.rules.hooks.skip_thin_pits { 2 } else { 1 };
        before >= min && (g.is_inner(pit) || self.rules.outer_markers) && pits[g.facing(pit, 0) as usize] > 0 && pits[g.facing(pit, 1) as usize] > 0
    }

    /// The first pit a lap sows into.
    fn first_pit(&self, origin: u8, kind: LapKind, dir: Dir) -> u8 {
        if kind == LapKind::Capture && self.rules.capture_sow_from == CaptureSowFrom::IntoLapOrigin {
            origin
        } else {
            self.rules.geo.step(origin, dir)
        }
    }

    /// Would a lap of `hand` seeds from `origin` in `dir` end directly in a capture?
    fn lap_captures(&self, origin: u8, kind: LapKind, hand: u8, dir: Dir) -> bool {
        let mut pits = self.pits;
        if kind == LapKind::Move {
            pits[origin as usize] = 0;
        }
        let first = self.first_pit(origin, kind, dir);
        match sow(&mut pits, &self.rules.geo, first, hand, dir, self.rules.hooks.skip_thin_pits, &mut NullSink) {
            LapEnd::Landed { pit, before } => self.is_marker(&pits, pit, before),
            LapEnd::Skipped { .. } => false,
        }
    }

    /// Kombe: does a first lap from `pit` against the base direction, relayed on
    /// in that direction, reach a capture before the turn ends? A chain that
    /// loops never does (RULES §7).
    fn chain_captures(&self, pit: u8) -> bool {
        let g = &self.rules.geo;
        let dir = self.rules.reverse_dir();
        let mut pits = self.pits;
        let mut hand = pits[pit as usize];
        pits[pit as usize] = 0;
        let mut origin = pit;
        let mut brent = Brent::default();
        loop {
            let first = g.step(origin, dir);
            let key = LapKey { pits, first, hand, dir, sticky: dir, chain: true };
            if brent.repeats(&key) {
                return false;
            }
            match sow(&mut pits, g, first, hand, dir, self.rules.hooks.skip_thin_pits, &mut NullSink) {
                LapEnd::Skipped { .. } | LapEnd::Landed { before: 0, .. } => return false,
                LapEnd::Landed { pit, before } if self.is_marker(&pits, pit, before) => return true,
                LapEnd::Landed { pit, .. } => {
                    hand = pits[pit as usize];
                    pits[pit as usize] = 0;
                    origin = pit;
                }
            }
        }
    }

    /// May a lap of this kind start a reverse lap from `origin` under the option `reverse`?
    fn reverse_start_allowed(&self, origin: u8, kind: LapKind) -> bool {
        let rank = self.rules.left_rank(origin);
        match self.rules.reverse {
            Reverse::FourLeftmost => rank < 2,
            Reverse::RelayTwoLeftmost => kind == LapKind::Relay && rank == 0,
            Reverse::None => false,
        }
    }

    pub(crate) fn four_row_moves(&self, list: &mut DecisionList) {
        let r = &self.rules;
        let g = &r.geo;
        let captures = self.captures_allowed();
        let okwesera = r.okwesera && !self.record.captured_ever.iter().any(|&c| c);
        let mut any = false;
        for p in self.own_pits() {
            let n = self.pits[p as usize];
            if n < 2 {
                continue;
            }
            any = true;
            let pit = g.cell(p);
            list.push(Decision::Sow { pit, dir: Some(r.base) });
            let reverse = captures
                && if r.hooks.reverse_chain {
                    self.chain_captures(p)
                } else {
                    !r.hooks.turning_pits && self.reverse_start_allowed(p, LapKind::Move) && self.lap_captures(p, LapKind::Move, n, r.reverse_dir())
                };
            if reverse {
                list.push(Decision::Sow { pit, dir: Some(r.reverse_dir()) });
            }
            if okwesera && n == 3 {
                list.push(Decision::Okwesera { pit });
            }
        }
        if r.allow_pass && any && self.record.passes < 2 {
            list.push(Decision::Pass);
        }
        if r.blitz && any {
            list.push(Decision::Timeout);
        }
    }

    pub(crate) fn four_row_play<S: Sink>(&mut self, d: Decision, sink: &mut S, auto: bool) {
        let g = self.rules.geo;
        let me = self.to_move;
        match d {
            Decision::Sow { pit, dir } => {
                let p = g.pit(pit).expect("legal pit");
                let dir = dir.unwrap_or(self.rules.base);
                let opp_mask = g.side_mask(me.other());
                let opp_full = (0..g.pits() as u8).filter(|&q| opp_mask >> q & 1 == 1).all(|q| self.pits[q as usize] > 0);
                let hand = self.pits[p as usize];
                self.pits[p as usize] = 0;
                sink.push(Event::TurnStart { player: me });
                sink.push(Event::Lift { pit, count: hand });
                let chain = self.rules.hooks.reverse_chain && dir != self.rules.base;
                let turn = Turn {
                    origin: p,
                    turn_origin: p,
                    hand,
                    kind: LapKind::Move,
                    sticky: self.rules.base,
                    chain,
                    captured: false,
                    cut_left: false,
                    cut_right: false,
                    taken: 0,
                    opp_full_at_start: opp_full,
                    last_capture_col: 0,
                    brent: Brent::default(),
                    reason: PauseReason::ReverseLap,
                };
                let rule = match (dir == self.rules.base, chain) {
                    (true, _) => DirRule::Base,
                    (false, true) => DirRule::Chain,
                    (false, false) => DirRule::Reverse,
                };
                self.run_turn(turn, dir, rule, sink, auto);
            }
            Decision::Direction { dir } => {
                let mut turn = self.pending.take().expect("a paused turn");
                sink.push(Event::Choose { dir });
                let rule = match turn.reason {
                    PauseReason::TurningPit => {
                        turn.sticky = dir;
                        DirRule::Turning
                    }
                    PauseReason::ReverseLap if dir == self.rules.base => DirRule::Base,
                    PauseReason::ReverseLap => DirRule::Reverse,
                };
                self.run_turn(turn, dir, rule, sink, auto);
            }
            Decision::Okwesera { pit } => {
                // Two seeds into the next pit, one into the pit after, in the base direction.
                let p = g.pit(pit).expect("legal pit");
                sink.push(Event::TurnStart { player: me });
                sink.push(Event::Okwesera { pit });
                sink.push(Event::Lift { pit, count: 3 });
                self.pits[p as usize] = 0;
                let a = g.step(p, self.rules.base);
                let b = g.step(a, self.rules.base);
                for q in [a, a, b] {
                    self.pits[q as usize] += 1;
                    sink.push(Event::Sow { pit: g.cell(q), count: self.pits[q as usize] });
                }
                self.end_four_row_turn(None, sink);
            }
            Decision::Timeout => {
                // A turn without a move: it breaks an akakyala run like a pass, but
                // it is no pass (it does not count towards "my pass, your pass").
                sink.push(Event::TurnStart { player: me });
                sink.push(Event::Timeout { player: me });
                let passes = self.record.passes;
                self.end_four_row_turn(None, sink);
                self.record.passes = passes;
            }
            Decision::Pass => {
                sink.push(Event::TurnStart { player: me });
                sink.push(Event::Pass { player: me });
                let passes = self.record.passes;
                self.end_four_row_turn(None, sink);
                self.record.passes = passes + 1;
            }
        }
    }

    /// Sow laps until the turn ends, pauses, or proves endless.
    fn run_turn<S: Sink>(&mut self, mut t: Turn, mut dir: Dir, mut rule: DirRule, sink: &mut S, auto: bool) {
        let g = self.rules.geo;
        let skip_thin = self.rules.hooks.skip_thin_pits;
        loop {
            let first = self.first_pit(t.origin, t.kind, dir);
            let key = LapKey { pits: self.pits, first, hand: t.hand, dir, sticky: t.sticky, chain: t.chain };
            if t.brent.repeats(&key) {
                // The turn would never end: put the seeds in hand back and stop (RULES §7).
                self.pits[t.origin as usize] += t.hand;
                sink.push(Event::Endless { laps: t.brent.laps });
                let me = self.to_move;
                if self.rules.endless_mover_loses {
                    self.finish(Some(me.other()), EndReason::Endless, 1, sink);
                } else {
                    self.finish(None, EndReason::Endless, 0, sink);
                }
                return;
            }
            sink.push(Event::LapStart { kind: t.kind, origin: g.cell(t.origin), first: g.cell(first), dir, seeds: t.hand, rule });
            let (last, before) = match sow(&mut self.pits, &g, first, t.hand, dir, skip_thin, sink) {
                LapEnd::Skipped { .. } | LapEnd::Landed { before: 0, .. } => return self.end_four_row_turn(Some(&t), sink),
                LapEnd::Landed { pit, before } => (pit, before),
            };
            if self.captures_allowed() && self.is_marker(&self.pits, last, before) {
                self.capture(&mut t, last, sink);
            } else {
                t.hand = self.pits[last as usize];
                self.pits[last as usize] = 0;
                sink.push(Event::Relay { pit: g.cell(last), count: t.hand });
                t.origin = last;
                t.kind = LapKind::Relay;
            }
            match self.next_direction(&t, last) {
                Next::Go(d, r) => (dir, rule) = (d, r),
                Next::Ask(reason) if auto => {
                    dir = if reason == PauseReason::TurningPit { t.sticky } else { self.rules.base };
                    rule = if reason == PauseReason::TurningPit { DirRule::Turning } else { DirRule::Base };
                }
                Next::Ask(reason) => {
                    t.reason = reason;
                    sink.push(Event::Pause { reason, pit: g.cell(t.origin), seeds: t.hand });
                    self.pending = Some(t);
                    return;
                }
            }
        }
    }

    /// Take the opponent's pits facing the marker (Kombe: the inner one only;
    /// Coro: the marker's own seeds too) into hand, for a lap from the origin.
    fn capture<S: Sink>(&mut self, t: &mut Turn, marker: u8, sink: &mut S) {
        let g = self.rules.geo;
        let inner = g.facing(marker, 0);
        let outer = g.facing(marker, 1);
        let mut taken = PitCounts::default();
        let mut total = 0u8;
        let mut take = |pits: &mut [u8; MAX_PITS], p: u8| {
            let n = pits[p as usize];
            pits[p as usize] = 0;
            taken.push(g.cell(p), n);
            total += n;
        };
        take(&mut self.pits, inner);
        t.taken |= 1 << inner;
        if !self.rules.hooks.capture_inner_only {
            take(&mut self.pits, outer);
            t.taken |= 1 << outer;
        }
        if self.rules.hooks.capture_own_marker {
            take(&mut self.pits, marker);
        }
        sink.push(Event::Capture { player: self.to_move, at: g.cell(marker), taken, total });
        let col = g.col(marker);
        t.captured = true;
        t.cut_left |= col == 0;
        t.cut_right |= col == g.cols - 1;
        t.last_capture_col = col;
        t.hand = total;
        t.kind = LapKind::Capture;
        t.chain = false;
        if self.rules.capture_sow_from == CaptureSowFrom::AfterTurnOrigin {
            t.origin = t.turn_origin;
        }
    }

    /// The next lap's direction after a relay or capture landed on `landing`.
    fn next_direction(&self, t: &Turn, landing: u8) -> Next {
        let r = &self.rules;
        if t.chain {
            return Next::Go(r.reverse_dir(), DirRule::Chain);
        }
        if r.hooks.turning_pits {
            if r.is_turning_pit(landing) {
                return Next::Ask(PauseReason::TurningPit);
            }
            let rule = if t.sticky == r.base { DirRule::Base } else { DirRule::Turning };
            return Next::Go(t.sticky, rule);
        }
        if self.captures_allowed() && self.reverse_start_allowed(t.origin, t.kind) && self.lap_captures(t.origin, t.kind, t.hand, r.reverse_dir()) {
            return Next::Ask(PauseReason::ReverseLap);
        }
        Next::Go(r.base, DirRule::Base)
    }

    /// Close a turn (`None` for a pass or okwesera) and judge the wins, in the
    /// order of RULES §7.
    fn end_four_row_turn<S: Sink>(&mut self, t: Option<&Turn>, sink: &mut S) {
        let me = self.to_move;
        let opp = me.other();
        let (i, o) = (me.index(), opp.index());
        let captured = t.is_some_and(|t| t.captured);
        let rec = &mut self.record;
        let previous_captured = rec.last_turn_captured[i];
        rec.turns[i] += 1;
        rec.last_turn_captured[i] = captured;
        rec.passes = 0;
        if captured {
            rec.capture_turns[i] += 1;
            rec.captured_ever[i] = true;
        }
        sink.push(Event::TurnEnd { player: me });
        self.to_move = opp;
        let r = self.rules;
        let g = r.geo;
        if let Some(t) = t.filter(|t| t.captured) {
            let end_col = t.last_capture_col == 0 || t.last_capture_col == g.cols - 1;
            let opp_mask = g.side_mask(opp);
            let opp_empty = self.side_seeds(opp) == 0;
            let both_ends = r.emitwe_ebiri && t.cut_left && t.cut_right;
            let akakyala = !self.record.captured_ever[o]
                && match r.akakyala {
                    Akakyala::Consecutive => previous_captured,
                    Akakyala::AnyTwo => self.record.capture_turns[i] >= 2,
                    Akakyala::Off => false,
                };
            let special = if r.tournament {
                let (inner, _) = g.side_rows(opp);
                let inner_empty = (0..g.cols).all(|c| self.pits[g.index(inner, c) as usize] == 0);
                if r.akawumbi && opp_empty && end_col {
                    Some((EndReason::Akawumbi, r.akawumbi_points))
                } else if inner_empty || both_ends {
                    Some((EndReason::Okutema, 2))
                } else if akakyala {
                    Some((EndReason::Akakyala, 2))
                } else {
                    None
                }
            } else if r.akawumbi && t.opp_full_at_start && t.taken == opp_mask && end_col {
                Some((EndReason::Akawumbi, r.akawumbi_points))
            } else if both_ends {
                Some((EndReason::EmitweEbiri, 1))
            } else if akakyala {
                Some((EndReason::Akakyala, 1))
            } else {
                None
            };
            if let Some((reason, points)) = special {
                return self.finish(Some(me), reason, points, sink);
            }
        }
        self.four_row_settle(sink);
    }

    /// The normal win: the player to move with no pit of 2 or more loses.
    pub(crate) fn four_row_settle<S: Sink>(&mut self, sink: &mut S) {
        let has_move = self.own_pits().any(|p| self.pits[p as usize] >= 2);
        if !has_move {
            self.finish(Some(self.to_move.other()), EndReason::NoMoves, 1, sink);
        }
    }
}
