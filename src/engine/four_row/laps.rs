//! The lap machine: sow a lap, then relay, capture or stop; choose the next
//! lap's direction or pause for the player; prove a turn endless exactly
//! (RULES §2.1, §7) and end it at the first occurrence of its cycle.

use super::FourRow;
use crate::engine::endless::{Brent, LapKey};
use crate::engine::event::{DirRule, EndReason, Event, LapKind, NullSink, PauseReason, PitCounts, Sink};
use crate::engine::geometry::{Dir, Side, MAX_PITS};
use crate::engine::illegal::NoReverse;
use crate::engine::rules::{CaptureSowFrom, Rules};
use crate::engine::sow::{landing, sow, LapEnd};
use crate::engine::sowing::Mode;

/// Laps a turn plays here before the orbit's fast path may take it over:
/// most turns are short, and entering the orbit costs a few dozen laps' work.
pub(crate) const ORBIT_AFTER: u64 = 64;

/// The answers a turn can remember for finding where its cycle began.
const MAX_CHOICES: u8 = 64;

/// A four-row turn in progress, kept while it waits for a choice.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turn {
    /// The pit the next lap's seeds count from (RULES §2.1 "origin").
    pub origin: u8,
    /// The pit the turn's first lap was lifted from.
    pub turn_origin: u8,
    /// Seeds in hand for the next lap.
    pub hand: u8,
    /// Why the next lap is sown.
    pub kind: LapKind,
    /// Igisoro's direction, which holds until the next turning pit.
    pub sticky: Dir,
    /// Kombe: the first lap's reverse chain is still relaying.
    pub chain: bool,
    /// Whether this turn has captured.
    pub captured: bool,
    /// Whether it captured in the left and the right end column.
    pub cut_left: bool,
    /// See `cut_left`.
    pub cut_right: bool,
    /// Opponent pits captured this turn, as a pit mask.
    pub taken: u64,
    /// Whether every opponent pit held seeds when the turn began (akawumbi).
    pub opp_full_at_start: bool,
    /// The column of the turn's last capture.
    pub last_capture_col: u8,
    /// The cycle finder, fed every lap start of the turn.
    pub brent: Brent,
    /// Why it is paused (meaningful only while paused).
    pub reason: PauseReason,
    /// The turn as at its first lap, and the answers given since: enough to
    /// replay it and find where a cycle began.
    start: Start,
    choices: u64,
    answered: u8,
}

/// A turn stopped after a number of laps, to go on later. Its two forms
/// share their room: a position is copied at every node of a search, and
/// the search for a cycle's start must not make every position larger.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Working {
    /// Still sowing: the turn, and the direction and rule of its next lap.
    Laps { turn: Turn, dir: Dir, rule: DirRule, checkpoint: Option<Checkpoint> },
    /// Proved endless, its cycle's first state being looked for.
    Finding { ended: Ended, finding: Finding },
}

impl Working {
    /// The laps the turn has sown so far, the search for its cycle's start included.
    pub(crate) fn laps(&self) -> u64 {
        match self {
            Working::Laps { turn, .. } => turn.brent.laps,
            Working::Finding { ended, finding } => ended.laps + finding.laps,
        }
    }

    /// The seeds in hand.
    pub(crate) fn hand(&self) -> u8 {
        match self {
            Working::Laps { turn, .. } => turn.hand,
            Working::Finding { ended, .. } => ended.hand,
        }
    }
}

/// What an endless turn's end needs of the turn once its cycle is proved
/// (the cycle finder and the first lap's board are spent by then).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Ended {
    /// Laps to the proof.
    laps: u64,
    /// Where the repeat was noticed: the next lap's origin and its hand.
    origin: u8,
    hand: u8,
    /// For the replays: the pit the turn was lifted from, and the answers given to its pauses.
    turn_origin: u8,
    choices: u64,
}

impl Ended {
    fn of(t: &Turn) -> Ended {
        Ended { laps: t.brent.laps, origin: t.origin, hand: t.hand, turn_origin: t.turn_origin, choices: t.choices }
    }
}

/// Brent's second phase between two slices of a page's turn: the two
/// replays of the turn, and how far apart they still have to get. The hard
/// case's phase is 10⁸ laps (2 s in wasm): in slices, *Undo* answers within
/// one slice there too.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Finding {
    slow: Runner,
    fast: Runner,
    /// Laps the fast replay has still to go before it is a period ahead.
    ahead: u64,
    /// Laps the second phase has gone so far: the fast replay's lead, then
    /// each lap the two go together (which counts one: a slice of one lap
    /// still moves on).
    laps: u64,
}

/// One replay of a turn kept between slices: its board and the parts of its
/// turn that the next lap reads (the rest is the turn's own).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Runner {
    pits: [u8; MAX_PITS],
    origin: u8,
    hand: u8,
    kind: LapKind,
    sticky: Dir,
    chain: bool,
    dir: Dir,
    answers: u8,
}

/// A lap start of a turn kept for Brent's second phase, and the laps the
/// turn had sown to reach it. The phase's fast replay must first get a
/// period ahead of the turn's first lap: from a checkpoint no later than
/// that it goes only the rest of the way (issue 25: the Aweet turn's period
/// is 10⁹ laps, and its checkpoint saves more than half of them). The orbit
/// makes one of the cycle finder's saved state each time that state moves
/// on, so the checkpoint is the saved state before the one that repeated.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Checkpoint {
    runner: Runner,
    laps: u64,
}

impl Checkpoint {
    /// The start of a relay lap from `origin` holding `hand`, sown `way`,
    /// after `answers` pauses and `laps` laps of the turn.
    pub(crate) fn relay(pits: [u8; MAX_PITS], origin: u8, hand: u8, way: super::orbit::Way, answers: u8, laps: u64) -> Checkpoint {
        let runner = Runner { pits, origin, hand, kind: LapKind::Relay, sticky: way.sticky, chain: way.chain, dir: way.dir, answers };
        Checkpoint { runner, laps }
    }
}

#[cfg(test)]
thread_local! {
    /// Brent's second phases begun from a checkpoint, on this thread (tests count them).
    pub(crate) static CHECKPOINTS_USED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How far a slice of the second phase got.
enum Found {
    /// The first repeated state: the board, the lap's origin and its hand.
    At([u8; MAX_PITS], u8, u8),
    /// The slice's laps are spent: kept to go on.
    NotYet(Finding),
    /// The turn paused more often than it remembers answers for: it ends where
    /// the repeat was noticed.
    Unknown,
}

/// A turn's first lap, for replaying it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Start {
    pits: [u8; MAX_PITS],
    hand: u8,
    dir: Dir,
    chain: bool,
}

/// What decides the next lap's direction.
pub(super) enum Next {
    Go(Dir, DirRule),
    Ask(PauseReason),
}

/// How a lap ended.
pub(crate) enum Lap {
    /// The turn is over: the last seed fell in an empty pit, or skipped (Mongola).
    Over,
    /// It goes on from the pit where the last seed fell.
    On(u8),
}

/// Whether these rules' relay laps may go round the orbit's fast path: no
/// turning pits, no thin pits skipped, a circuit that fits in its lanes.
#[inline(always)]
pub(crate) fn orbits(r: &Rules) -> bool {
    r.turning == 0 && !r.skip_thin && r.geo.circuit_len() as usize <= super::lanes::LANES
}

/// Whether the next lap of `t`, sown in `dir`, is one the orbit may take: a
/// relay in the base direction, outside a chain and a turning direction.
#[inline(always)]
fn plain_relay(r: &Rules, t: &Turn, dir: Dir) -> bool {
    t.kind == LapKind::Relay && dir == r.base && !t.chain && t.sticky == r.base
}

/// The first pit a lap sows into.
#[inline(always)]
pub(crate) fn first_pit(r: &Rules, origin: u8, kind: LapKind, dir: Dir) -> u8 {
    if kind == LapKind::Capture && r.capture_sow_from == CaptureSowFrom::IntoLapOrigin {
        origin
    } else {
        r.geo.step(origin, dir)
    }
}

impl Turn {
    /// A turn lifting `pit` (not yet emptied) in `pos`.
    pub(crate) fn new(pos: &FourRow, pit: u8, chain: bool) -> Turn {
        let c = &pos.core;
        let g = c.rules.geo;
        let opp = c.to_move.other();
        let hand = c.pits[pit as usize];
        let mut pits = c.pits;
        pits[pit as usize] = 0;
        Turn {
            origin: pit,
            turn_origin: pit,
            hand,
            kind: LapKind::Move,
            sticky: c.rules.base,
            chain,
            captured: false,
            cut_left: false,
            cut_right: false,
            taken: 0,
            opp_full_at_start: g.side_pits(opp).all(|q| c.pits[q as usize] > 0),
            last_capture_col: 0,
            brent: Brent::default(),
            reason: PauseReason::ReverseLap,
            start: Start { pits, hand, dir: c.rules.base, chain },
            choices: 0,
            answered: 0,
        }
    }

    /// The pauses answered so far.
    pub(crate) fn answers(&self) -> u8 {
        self.answered
    }

    /// The pauses answered when the cycle finder's state was last saved.
    pub(crate) fn saved_answers(&self) -> u8 {
        self.brent.saved_mark
    }

    /// The cycle finder's state was saved now: a checkpoint made of that
    /// state later replays from there only if no pause comes between.
    pub(crate) fn saved_answers_now(&mut self) {
        self.brent.saved_mark = self.answered;
    }

    /// Remember a pause's answer, for replaying the turn.
    pub(crate) fn record_choice(&mut self, dir: Dir) {
        if self.answered < MAX_CHOICES {
            self.choices |= u64::from(dir == Dir::Cw) << self.answered;
        }
        self.answered = self.answered.saturating_add(1);
    }
}

/// A replay of a turn from its first lap, answering pauses as they were answered.
#[derive(Clone, Copy)]
struct Replay {
    pits: [u8; MAX_PITS],
    turn: Turn,
    dir: Dir,
    answers: u8,
}

impl Runner {
    fn of(run: &Replay) -> Runner {
        let t = &run.turn;
        Runner { pits: run.pits, origin: t.origin, hand: t.hand, kind: t.kind, sticky: t.sticky, chain: t.chain, dir: run.dir, answers: run.answers }
    }

    /// The replay again. A lap reads of its turn only these parts and the pit
    /// the turn was lifted from; the rest is what laps write (captures) or
    /// play alone reads (the cycle finder, the first lap).
    fn replay(&self, e: &Ended) -> Replay {
        let turn = Turn {
            origin: self.origin,
            turn_origin: e.turn_origin,
            hand: self.hand,
            kind: self.kind,
            sticky: self.sticky,
            chain: self.chain,
            captured: false,
            cut_left: false,
            cut_right: false,
            taken: 0,
            opp_full_at_start: false,
            last_capture_col: 0,
            brent: Brent::default(),
            reason: PauseReason::ReverseLap,
            start: Start { pits: [0; MAX_PITS], hand: 0, dir: self.dir, chain: false },
            choices: e.choices,
            answered: 0,
        };
        Replay { pits: self.pits, turn, dir: self.dir, answers: self.answers }
    }
}

/// What a lap needs to know of its turn's position besides the board: the
/// rules, who sows, and whether they may capture. Borrowing these apart from
/// the board lets one lap function serve play, replays and look-aheads.
#[derive(Clone, Copy)]
pub(crate) struct Sower<'a> {
    pub r: &'a Rules,
    pub me: Side,
    pub captures: bool,
}

impl Sower<'_> {
    /// A marker: an own pit of the right row that held enough seeds before the
    /// last seed fell, facing two occupied opponent pits.
    #[inline(always)]
    pub fn is_marker(&self, pits: &[u8; MAX_PITS], pit: u8, before: u32) -> bool {
        let r = self.r;
        let g = r.geo;
        before >= r.marker_min as u32 && (g.is_inner(pit) || r.outer_markers) && pits[g.facing(pit, 0) as usize] > 0 && pits[g.facing(pit, 1) as usize] > 0
    }

    /// Sow one lap from `first`, then capture or relay where it ends.
    #[inline(always)]
    pub fn lap<S: Sink>(&self, pits: &mut [u8; MAX_PITS], t: &mut Turn, first: u8, dir: Dir, sink: &mut S) -> Lap {
        let g = self.r.geo;
        let (last, before) = match sow(pits, g, first, t.hand, dir, self.r.skip_thin, sink) {
            LapEnd::Skipped { .. } | LapEnd::Landed { before: 0, .. } => return Lap::Over,
            LapEnd::Landed { pit, before } => (pit, before),
        };
        if self.captures && self.is_marker(pits, last, before as u32) {
            self.capture(pits, t, last, sink);
        } else {
            t.hand = pits[last as usize];
            pits[last as usize] = 0;
            if S::RECORDS {
                sink.push(Event::Relay { pit: g.cell(last), count: t.hand });
            }
            t.origin = last;
            t.kind = LapKind::Relay;
        }
        Lap::On(last)
    }

    /// Take what the relative's rule says a capture at `marker` takes (Omweso:
    /// the two facing pits) into hand, for a lap from the origin.
    fn capture<S: Sink>(&self, pits: &mut [u8; MAX_PITS], t: &mut Turn, marker: u8, sink: &mut S) {
        let r = self.r;
        let g = r.geo;
        let mut counts = PitCounts::default();
        let mut total = 0u8;
        for &p in super::relative(r).taken(g, marker).as_slice() {
            let n = std::mem::take(&mut pits[p as usize]);
            counts.push(g.cell(p), n);
            total += n;
            if g.owner(p) != self.me {
                t.taken |= 1 << p;
            }
        }
        sink.push(Event::Capture { player: self.me, at: g.cell(marker), taken: counts, total });
        let col = g.col(marker);
        t.captured = true;
        t.cut_left |= col == 0;
        t.cut_right |= col == g.cols - 1;
        t.last_capture_col = col;
        t.hand = total;
        t.kind = LapKind::Capture;
        t.chain = false;
        if r.capture_sow_from == CaptureSowFrom::AfterTurnOrigin {
            t.origin = t.turn_origin;
        }
    }

    /// May a lap of this kind from `origin`, holding `hand`, be sown against the
    /// base direction by Omweso's reverse-lap rule (option `reverse`)?
    pub fn reverse_lap_allowed(&self, pits: &[u8; MAX_PITS], origin: u8, kind: LapKind, hand: u8) -> Result<(), NoReverse> {
        if !self.captures {
            return Err(NoReverse::NoCaptureThisTurn);
        }
        self.r.reverse_start_rule(origin, kind)?;
        if self.reverse_lap_captures(pits, origin, kind, hand) {
            Ok(())
        } else {
            Err(NoReverse::NoDirectCapture)
        }
    }

    /// [`Sower::reverse_lap_allowed`] as a yes or no, for the lap loop: the
    /// option's rule is a precomputed pit mask.
    #[inline(always)]
    pub fn may_reverse(&self, pits: &[u8; MAX_PITS], origin: u8, kind: LapKind, hand: u8) -> bool {
        self.captures && self.r.reverse_from[kind as usize] >> origin & 1 == 1 && self.reverse_lap_captures(pits, origin, kind, hand)
    }

    /// Would a lap of `hand` seeds from `origin` against the base direction
    /// end directly in a capture?
    #[inline(always)]
    fn reverse_lap_captures(&self, pits: &[u8; MAX_PITS], origin: u8, kind: LapKind, hand: u8) -> bool {
        let r = self.r;
        // A lap stays on the mover's circuit, so the facing pits do not change
        // while it is sown: where it lands is enough.
        let (last, before) = self.lands(pits, origin, kind, hand, r.reverse_dir());
        // Mongola's skip passes over a thin landing pit: no direct capture then.
        self.is_marker(pits, last, before) && !(r.skip_thin && before < 2)
    }

    /// Where a lap of `hand` seeds of this kind from `origin`, sown `dir`,
    /// would end, and what that pit held before its last seed fell, found
    /// without sowing. A turn's first lap has lifted `origin` (still full in
    /// `pits`), which is empty until the sowing comes round to it again.
    #[inline(always)]
    pub fn lands(&self, pits: &[u8; MAX_PITS], origin: u8, kind: LapKind, hand: u8, dir: Dir) -> (u8, u32) {
        let (last, mut before) = landing(pits, self.r.geo, first_pit(self.r, origin, kind, dir), hand, dir);
        if kind == LapKind::Move && last == origin {
            before -= pits[origin as usize] as u32;
        }
        (last, before)
    }

    /// The next lap's direction after a relay or capture landed on `landing`.
    #[inline(always)]
    pub(super) fn next_direction(&self, pits: &[u8; MAX_PITS], t: &Turn, landing: u8) -> Next {
        let r = self.r;
        if t.chain {
            return Next::Go(r.reverse_dir(), DirRule::Chain);
        }
        if r.turning != 0 {
            if r.is_turning_pit(landing) {
                return Next::Ask(PauseReason::TurningPit);
            }
            let rule = if t.sticky == r.base { DirRule::Base } else { DirRule::Turning };
            return Next::Go(t.sticky, rule);
        }
        if self.may_reverse(pits, t.origin, t.kind, t.hand) {
            return Next::Ask(PauseReason::ReverseLap);
        }
        Next::Go(r.base, DirRule::Base)
    }

    /// Brent's second phase begun: two replays of the turn from its first lap.
    /// `None` when the turn had more pauses than it remembers answers for.
    /// The fast replay starts from `checkpoint` when it is no later than a
    /// period into the turn.
    fn start_finding(&self, t: &Turn, checkpoint: Option<Checkpoint>) -> Option<Finding> {
        if t.answered > MAX_CHOICES {
            return None;
        }
        let turn = Turn { origin: t.turn_origin, hand: t.start.hand, kind: LapKind::Move, sticky: self.r.base, chain: t.start.chain, ..*t };
        let first = Runner::of(&Replay { pits: t.start.pits, turn, dir: t.start.dir, answers: 0 });
        let period = t.brent.period();
        let (fast, ahead) = match checkpoint {
            Some(c) if c.laps <= period => {
                #[cfg(test)]
                CHECKPOINTS_USED.with(|n| n.set(n.get() + 1));
                (c.runner, period - c.laps)
            }
            _ => (first, period),
        };
        Some(Finding { slow: first, fast, ahead, laps: 0 })
    }

    /// Brent's second phase, for at most `budget` laps (see [`Finding::laps`]):
    /// the fast replay goes a period ahead, then both go on together; where
    /// they first meet is the first state that repeats. Constant memory, at
    /// most μ + λ more laps each.
    fn find(&self, e: &Ended, mut f: Finding, budget: u64) -> Found {
        let (mut slow, mut fast) = (f.slow.replay(e), f.fast.replay(e));
        let mut left = budget;
        let keep = |f: Finding, slow: &Replay, fast: &Replay| Found::NotYet(Finding { slow: Runner::of(slow), fast: Runner::of(fast), ..f });
        if f.ahead > 0 {
            let n = f.ahead.min(left);
            if self.replay_laps(&mut fast, n, e.choices).is_none() {
                return Found::Unknown;
            }
            (f.ahead, f.laps, left) = (f.ahead - n, f.laps + n, left - n);
            if f.ahead > 0 {
                return keep(f, &slow, &fast);
            }
        }
        while slow.key(self.r) != fast.key(self.r) {
            if left == 0 {
                return keep(f, &slow, &fast);
            }
            // Round the orbit in lockstep while both laps are plain relays.
            if orbits(self.r) && plain_relay(self.r, &slow.turn, slow.dir) && plain_relay(self.r, &fast.turn, fast.dir) {
                let (s, q) = (&mut slow, &mut fast);
                let (met, went) = super::orbit::meet(self, (&mut s.pits, &mut s.turn), (&mut q.pits, &mut q.turn), left);
                (f.laps, left) = (f.laps + went, left - went);
                // Met, or stopped at a lap that is not plain: the two may be
                // the same state there too, which the lap machine must not pass.
                if met || slow.key(self.r) == fast.key(self.r) {
                    break;
                }
                if left == 0 {
                    return keep(f, &slow, &fast);
                }
            }
            if self.replay_lap(&mut slow, e.choices).is_none() || self.replay_lap(&mut fast, e.choices).is_none() {
                return Found::Unknown;
            }
            (f.laps, left) = (f.laps + 1, left - 1);
        }
        Found::At(slow.pits, slow.turn.origin, slow.turn.hand)
    }

    /// `n` laps of a replay, round the orbit's fast path while they are plain
    /// relays (a period can be 10⁸ laps).
    fn replay_laps(&self, run: &mut Replay, mut n: u64, choices: u64) -> Option<()> {
        while n > 0 {
            if orbits(self.r) && plain_relay(self.r, &run.turn, run.dir) {
                n -= super::orbit::skip(self, &mut run.pits, &mut run.turn, n);
                if n == 0 {
                    break;
                }
            }
            self.replay_lap(run, choices)?;
            n -= 1;
        }
        Some(())
    }

    /// One lap of a replay, answering a pause as the turn was answered.
    fn replay_lap(&self, run: &mut Replay, choices: u64) -> Option<()> {
        let first = first_pit(self.r, run.turn.origin, run.turn.kind, run.dir);
        let Lap::On(last) = self.lap(&mut run.pits, &mut run.turn, first, run.dir, &mut NullSink) else { return None };
        run.dir = match self.next_direction(&run.pits, &run.turn, last) {
            Next::Go(d, _) => d,
            Next::Ask(reason) => {
                let d = if choices >> run.answers & 1 == 1 { Dir::Cw } else { Dir::Ccw };
                run.answers += 1;
                if reason == PauseReason::TurningPit {
                    run.turn.sticky = d;
                }
                d
            }
        };
        Some(())
    }
}

impl Replay {
    fn key(&self, r: &Rules) -> LapKey {
        let first = first_pit(r, self.turn.origin, self.turn.kind, self.dir);
        LapKey::new(&self.pits, first, self.turn.hand, self.dir, self.turn.sticky, self.turn.chain)
    }
}

impl FourRow {
    /// The lap machine for the side to move.
    #[inline]
    pub(crate) fn sower(&self) -> Sower<'_> {
        Sower { r: &self.core.rules, me: self.core.to_move, captures: self.captures_allowed() }
    }

    /// Sow laps until the turn ends, pauses, or proves endless.
    /// `checkpoint`: the turn's (`Checkpoint`), when it went on from a slice;
    /// a paused turn keeps none.
    pub(super) fn run_turn<S: Sink>(&mut self, mut t: Turn, mut dir: Dir, mut rule: DirRule, sink: &mut S, mode: Mode, mut checkpoint: Option<Checkpoint>) {
        let captures = self.captures_allowed();
        let core = &mut self.core;
        let sower = Sower { r: &core.rules, me: core.to_move, captures };
        let g = sower.r.geo;
        if t.brent.laps == 0 {
            t.start.dir = dir;
        }
        // A long turn without events (or past a recorder's limit) goes round
        // its orbit on the fast path (orbit.rs) while its laps are plain relays.
        let orbits = orbits(sower.r);
        let until = sink.lap_limit();
        loop {
            if orbits && t.brent.laps >= ORBIT_AFTER && !(S::RECORDS && sink.keeps()) && plain_relay(sower.r, &t, dir) {
                let base = sower.r.base;
                match super::orbit::run(&sower, &mut core.pits, &mut t, until, super::orbit::Way { dir: base, sticky: base, chain: false }, &mut checkpoint) {
                    super::orbit::Stop::Endless => return self.end_endless(t, mode, sink, checkpoint),
                    // The lap handed back is played below, before the orbit may take over again.
                    super::orbit::Stop::Handback => (dir, rule) = (sower.r.base, DirRule::Base),
                }
            }
            if S::BOUNDS && t.brent.laps >= until {
                // Not finished: kept as it stands, to go on where it stopped.
                self.working = Some(Working::Laps { turn: t, dir, rule, checkpoint });
                return;
            }
            let first = first_pit(sower.r, t.origin, t.kind, dir);
            if t.brent.repeats_at(&core.pits, first, t.hand, dir, t.sticky, t.chain) {
                return self.end_endless(t, mode, sink, checkpoint);
            }
            if t.brent.lam == 1 {
                // The saved state moved to this lap's start.
                t.saved_answers_now();
            }
            if S::RECORDS {
                sink.push(Event::LapStart { kind: t.kind, origin: g.cell(t.origin), first: g.cell(first), dir, seeds: t.hand, rule });
            }
            let Lap::On(last) = sower.lap(&mut core.pits, &mut t, first, dir, sink) else { return self.end_turn(Some(&t), sink) };
            match sower.next_direction(&core.pits, &t, last) {
                Next::Go(d, r) => (dir, rule) = (d, r),
                Next::Ask(reason) if mode == Mode::Prove => {
                    dir = if reason == PauseReason::TurningPit { t.sticky } else { sower.r.base };
                    rule = if reason == PauseReason::TurningPit { DirRule::Turning } else { DirRule::Base };
                    t.record_choice(dir);
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

    /// Go on with a turn stopped unfinished (see [`Sink::BOUNDS`]).
    pub(crate) fn resume<S: Sink>(&mut self, sink: &mut S, mode: Mode) {
        match self.working.take() {
            Some(Working::Laps { turn, dir, rule, checkpoint }) => self.run_turn(turn, dir, rule, sink, mode, checkpoint),
            Some(Working::Finding { ended, finding }) => self.go_on_finding(ended, finding, sink),
            None => {}
        }
    }

    /// The turn repeats a state: it would never end. In play, the board goes
    /// back to the first occurrence of the repeated state, the seeds in hand
    /// put back (RULES §7), and the game ends; finding that occurrence is
    /// played in slices like the rest of the turn.
    fn end_endless<S: Sink>(&mut self, t: Turn, mode: Mode, sink: &mut S, checkpoint: Option<Checkpoint>) {
        // Search and proofs need only the verdict.
        let finding = if mode == Mode::Play { self.sower().start_finding(&t, checkpoint) } else { None };
        match finding {
            Some(f) => self.go_on_finding(Ended::of(&t), f, sink),
            None => self.finish_endless(t.brent.laps, (self.core.pits, t.origin, t.hand), sink),
        }
    }

    /// The second phase for the rest of this slice's laps, and the end if it gets there.
    fn go_on_finding<S: Sink>(&mut self, e: Ended, f: Finding, sink: &mut S) {
        let budget = if S::BOUNDS { sink.lap_limit().saturating_sub(e.laps + f.laps) } else { u64::MAX };
        match self.sower().find(&e, f, budget) {
            Found::At(pits, origin, hand) => self.finish_endless(e.laps, (pits, origin, hand), sink),
            Found::Unknown => self.finish_endless(e.laps, (self.core.pits, e.origin, e.hand), sink),
            Found::NotYet(finding) => self.working = Some(Working::Finding { ended: e, finding }),
        }
    }

    /// End a turn proved endless after `laps` laps with the board `at` (its
    /// pits, the lap's origin and its hand).
    fn finish_endless<S: Sink>(&mut self, laps: u64, (pits, origin, hand): ([u8; MAX_PITS], u8, u8), sink: &mut S) {
        self.core.pits = pits;
        self.core.pits[origin as usize] += hand;
        sink.push(Event::Endless { laps });
        let me = self.core.to_move;
        self.pending = None;
        if self.core.rules.endless_mover_loses {
            self.core.finish(Some(me.other()), EndReason::Endless, 1, sink);
        } else {
            self.core.finish(None, EndReason::Endless, 0, sink);
        }
    }
}
