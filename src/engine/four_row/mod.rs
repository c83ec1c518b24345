//! The Omweso family (RULES §2): four rows, each player sowing round their own
//! two. A turn is a sequence of laps (move, relay, capture), pausing where the
//! player may choose a lap's direction. One lap machine plays every relative;
//! what a relative changes it says through [`FourRowRules`], in its own file
//! under `games/`.

mod lanes;
mod laps;
pub(crate) mod orbit;
#[cfg(test)]
mod orbit_tests;
mod relative;
mod wins;

pub use laps::Turn;
pub(crate) use laps::{first_pit, orbits, Lap, ORBIT_AFTER};
pub use relative::{FourRowRules, Omweso, Taken, OMWESO};

use super::decision::{Decision, DecisionList};
use super::event::{DirRule, Event, LapKind, PauseReason, Sink};
use super::illegal::{IllegalMove, NoReverse, Why};
use super::sowing::{Core, Mode, Sowing};

/// The relative of the rules a four-row position was built from. A
/// `FourRow` is only ever built from four-row rules, which always name one;
/// Omweso's stands in rather than a panic should that ever change.
#[inline]
fn relative(r: &super::rules::Rules) -> &'static dyn FourRowRules {
    r.relative().unwrap_or(&OMWESO)
}

/// A position of a four-row game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FourRow {
    pub(crate) core: Core,
    /// Turns of each side that captured (tournament akakyala).
    pub(crate) capture_turns: [u32; 2],
    /// Whether each side's previous turn captured (Uganda akakyala).
    pub(crate) last_turn_captured: [bool; 2],
    /// Passes in a row.
    pub(crate) passes: u8,
    /// The turn waiting for a choice of direction.
    pub(crate) pending: Option<Turn>,
    /// A turn stopped after a number of laps, to go on (played in slices).
    pub(crate) working: Option<laps::Working>,
}

impl FourRow {
    pub(crate) fn new(core: Core) -> FourRow {
        let capture_turns = core.captured.map(u32::from);
        FourRow { core, capture_turns, last_turn_captured: [false; 2], passes: 0, pending: None, working: None }
    }

    /// The paused turn, if the player must choose a direction.
    pub fn pending(&self) -> Option<&Turn> {
        self.pending.as_ref()
    }

    /// Whether the side to move may capture on this turn (tournament: not on a
    /// player's first turn).
    #[inline]
    pub(crate) fn captures_allowed(&self) -> bool {
        !(self.core.rules.no_capture_first_turn && self.core.turns[self.core.to_move.index()] == 0)
    }

    /// May a lap of this kind from `origin`, holding `hand`, be sown against the
    /// base direction by Omweso's reverse-lap rule (option `reverse`)?
    pub fn reverse_lap_allowed(&self, origin: u8, kind: LapKind, hand: u8) -> Result<(), NoReverse> {
        self.sower().reverse_lap_allowed(&self.core.pits, origin, kind, hand)
    }

    /// The normal win: the player to move with no pit of 2 or more loses.
    fn has_move(&self) -> bool {
        let c = &self.core;
        c.rules.geo.side_pits(c.to_move).any(|p| c.pits[p as usize] >= 2)
    }
}

impl Sowing for FourRow {
    fn core(&self) -> &Core {
        &self.core
    }

    fn legal_into(&self, list: &mut DecisionList) {
        self.legal_within_into(list, u64::MAX);
    }

    fn legal_within_into(&self, list: &mut DecisionList, look_ahead: u64) {
        let c = &self.core;
        let r = &c.rules;
        let g = r.geo;
        if let Some(turn) = &self.pending {
            let base = match turn.reason {
                PauseReason::TurningPit => turn.sticky,
                PauseReason::ReverseLap => r.base,
            };
            list.push(Decision::Direction { dir: base });
            list.push(Decision::Direction { dir: base.flip() });
            return;
        }
        let rel = relative(r);
        let okwesera = r.okwesera && !c.captured.iter().any(|&c| c);
        // The pits that can be lifted, as a mask built without branches: move
        // lists of random boards would mispredict a branch per pit.
        let mut movable = 0u64;
        for p in g.side_pits(c.to_move) {
            movable |= ((c.pits[p as usize] >= 2) as u64) << p;
        }
        let candidates = movable & rel.reverse_candidates(self);
        let any = movable != 0;
        while movable != 0 {
            let p = movable.trailing_zeros() as u8;
            movable &= movable - 1;
            let pit = g.cell(p);
            list.push(Decision::Sow { pit, dir: r.base });
            if candidates >> p & 1 == 1 && rel.first_lap_reverse(self, p, look_ahead) {
                list.push(Decision::Sow { pit, dir: r.reverse_dir() });
            }
            if okwesera && c.pits[p as usize] == 3 {
                list.push(Decision::Okwesera { pit });
            }
        }
        if r.allow_pass && any && self.passes < 2 {
            list.push(Decision::Pass);
        }
        if r.blitz && any {
            list.push(Decision::Timeout);
        }
    }

    fn play_legal<S: Sink>(&mut self, d: Decision, sink: &mut S, mode: Mode) {
        let g = self.core.rules.geo;
        let me = self.core.to_move;
        match d {
            Decision::Sow { pit, dir } => {
                let p = g.pit(pit).expect("legal pit");
                let hand = self.core.pits[p as usize];
                sink.push(Event::TurnStart { player: me });
                sink.push(Event::Lift { pit, count: hand });
                let base = self.core.rules.base;
                let chain = dir != base && relative(&self.core.rules).reverse_first_lap_chains();
                let turn = Turn::new(self, p, chain);
                self.core.pits[p as usize] = 0;
                let rule = match (dir == base, chain) {
                    (true, _) => DirRule::Base,
                    (false, true) => DirRule::Chain,
                    (false, false) => DirRule::Reverse,
                };
                self.run_turn(turn, dir, rule, sink, mode, None);
            }
            Decision::Direction { dir } => {
                let mut turn = self.pending.take().expect("a paused turn");
                sink.push(Event::Choose { dir });
                let rule = match turn.reason {
                    PauseReason::TurningPit => {
                        turn.sticky = dir;
                        DirRule::Turning
                    }
                    PauseReason::ReverseLap if dir == self.core.rules.base => DirRule::Base,
                    PauseReason::ReverseLap => DirRule::Reverse,
                };
                turn.record_choice(dir);
                self.run_turn(turn, dir, rule, sink, mode, None);
            }
            Decision::Okwesera { pit } => {
                // Two seeds into the next pit, one into the pit after, in the base direction.
                let p = g.pit(pit).expect("legal pit");
                sink.push(Event::TurnStart { player: me });
                sink.push(Event::Okwesera { pit });
                sink.push(Event::Lift { pit, count: 3 });
                self.core.pits[p as usize] = 0;
                let a = g.step(p, self.core.rules.base);
                let b = g.step(a, self.core.rules.base);
                for q in [a, a, b] {
                    self.core.pits[q as usize] += 1;
                    sink.push(Event::Sow { pit: g.cell(q), count: self.core.pits[q as usize] });
                }
                self.end_turn(None, sink);
            }
            Decision::Timeout => {
                // A turn without a move: it breaks an akakyala run like a pass, but
                // it is no pass (it does not count towards "my pass, your pass").
                sink.push(Event::TurnStart { player: me });
                sink.push(Event::Timeout { player: me });
                let passes = self.passes;
                self.end_turn(None, sink);
                self.passes = passes;
            }
            Decision::Pass => {
                sink.push(Event::TurnStart { player: me });
                sink.push(Event::Pass { player: me });
                let passes = self.passes;
                self.end_turn(None, sink);
                self.passes = passes + 1;
            }
            // A paused turn stays as it was, its seeds in hand: undo gives it back.
            Decision::Resign { .. } | Decision::Draw => self.core.conclude(d, sink),
        }
    }

    fn why_illegal(&self, d: Decision) -> IllegalMove {
        use IllegalMove::*;
        let c = &self.core;
        let r = &c.rules;
        if self.pending.is_some() {
            return ChoicePending;
        }
        let cell = match d {
            Decision::Direction { .. } => return NoChoicePending,
            Decision::Pass if !r.allow_pass => return PassNotAllowed(Why::NoPassing),
            Decision::Pass if self.passes >= 2 => return PassNotAllowed(Why::BothJustPassed),
            Decision::Pass => return PassNotAllowed(Why::OnlyWithAMove),
            Decision::Timeout if !r.blitz => return NotInThisGame(Why::TimeoutIsBlitz),
            Decision::Timeout => return NotInThisGame(Why::OnlyWithAMove),
            // Checked by `Position` (the game over, a turn in progress, a draw these rules lack).
            Decision::Resign { .. } | Decision::Draw => return NotInThisGame(Why::NotLegalHere),
            Decision::Sow { pit, .. } | Decision::Okwesera { pit } => pit,
        };
        let pit = match c.own_pit(cell) {
            Ok(p) => p,
            Err(e) => return e,
        };
        let n = c.pits[pit as usize];
        if let Decision::Okwesera { .. } = d {
            let why = if !r.okwesera {
                Why::NoOkwesera
            } else if c.captured.iter().any(|&c| c) {
                Why::OkweseraBeforeFirstCapture
            } else {
                Why::OkweseraNeedsThree
            };
            return OkweseraNotAllowed(cell, why);
        }
        if n == 0 {
            return EmptyPit(cell);
        }
        if n < 2 {
            return SingletonLift(cell);
        }
        match d {
            Decision::Sow { dir, .. } if dir != r.base && !relative(r).first_lap_reverse(self, pit, u64::MAX) => {
                ReverseNotAllowed(cell, dir, relative(r).no_first_lap_reverse(self, pit))
            }
            _ => NotInThisGame(Why::NotLegalHere),
        }
    }

    fn settle<S: Sink>(&mut self, sink: &mut S) {
        if !self.has_move() {
            let winner = self.core.to_move.other();
            self.pending = None;
            self.core.finish(Some(winner), super::event::EndReason::NoMoves, 1, sink);
        }
    }

    fn in_hand(&self) -> u32 {
        self.pending.map(|t| t.hand).or(self.working.map(|w| w.hand())).map_or(0, u32::from)
    }

    fn working_laps(&self) -> Option<u64> {
        self.working.map(|w| w.laps())
    }

    fn resume<S: Sink>(&mut self, sink: &mut S, mode: Mode) {
        FourRow::resume(self, sink, mode)
    }
}
