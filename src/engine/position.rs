//! A playable position: the board, whose turn it is, a paused turn if any,
//! and the game-long facts the rules look back on. `Copy`, so undo and search
//! just keep copies.

use super::decision::{Decision, DecisionList};
use super::endless::Brent;
use super::error::IllegalMove;
use super::event::{EndReason, Event, LapKind, NullSink, PauseReason, Sink};
use super::geometry::{Cell, Dir, Side, MAX_PITS};
use super::rules::Rules;
use super::ruleset::Family;
use serde::Serialize;

/// Game-long facts the rules look back on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Record {
    /// Completed turns of each side (the tournament's first-turn rule).
    pub turns: [u32; 2],
    /// Whether each side has captured in this game (akakyala, okwesera).
    pub captured_ever: [bool; 2],
    /// Turns of each side that captured (tournament akakyala).
    pub capture_turns: [u32; 2],
    /// Whether each side's previous turn captured (Uganda akakyala).
    pub last_turn_captured: [bool; 2],
    /// Passes in a row.
    pub passes: u8,
    /// Layli Goobalay: the round number (1 first) and who started it.
    pub round: u32,
    pub round_starter: Option<Side>,
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Outcome {
    /// `None` for a draw or an annulled game.
    pub winner: Option<Side>,
    pub reason: EndReason,
    /// What the win is worth (match points in the tournament).
    pub points: u32,
}

/// A four-row turn in progress, kept while it waits for a choice.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Turn {
    /// The pit the next lap's seeds count from (RULES §2.1 "origin").
    pub origin: u8,
    /// The pit the turn's first lap was lifted from.
    pub turn_origin: u8,
    pub hand: u8,
    pub kind: LapKind,
    /// Igisoro's direction, which holds until the next turning pit.
    pub sticky: Dir,
    /// Kombe: the first lap's reverse chain is still relaying.
    pub chain: bool,
    pub captured: bool,
    pub cut_left: bool,
    pub cut_right: bool,
    /// Opponent pits captured this turn, and whether all were full when it began.
    pub taken: u64,
    pub opp_full_at_start: bool,
    pub last_capture_col: u8,
    pub brent: Brent,
    /// Why it is paused (meaningful only while paused).
    pub reason: PauseReason,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) pits: [u8; MAX_PITS],
    pub(crate) to_move: Side,
    /// Seeds each side has captured and holds off the board (two-row games).
    pub(crate) stores: [u32; 2],
    /// Layli Goobalay: seeds set aside for the current round.
    pub(crate) aside: [u32; 2],
    /// Layli Goobalay: uur pits, as a pit mask per owner.
    pub(crate) uur: [u64; 2],
    pub(crate) record: Record,
    pub(crate) pending: Option<Turn>,
    pub(crate) result: Option<Outcome>,
    /// Tournament match points, this game's included once it ends.
    pub(crate) match_score: [u32; 2],
}

impl Position {
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Seed counts, pit by pit (`row * cols + col`).
    pub fn pits(&self) -> &[u8] {
        &self.pits[..self.rules.geo.pits()]
    }

    pub fn count(&self, cell: Cell) -> Option<u8> {
        self.rules.geo.pit(cell).map(|p| self.pits[p as usize])
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    pub fn stores(&self) -> [u32; 2] {
        self.stores
    }

    pub fn aside(&self) -> [u32; 2] {
        self.aside
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    pub fn result(&self) -> Option<Outcome> {
        self.result
    }

    pub fn match_score(&self) -> [u32; 2] {
        self.match_score
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The paused turn, if the player must choose a direction.
    pub fn pending(&self) -> Option<&Turn> {
        self.pending.as_ref()
    }

    /// The owner of an uur pit.
    pub fn uur_owner(&self, pit: u8) -> Option<Side> {
        Side::BOTH.into_iter().find(|s| self.uur[s.index()] >> pit & 1 == 1)
    }

    pub(crate) fn is_uur(&self, pit: u8) -> bool {
        (self.uur[0] | self.uur[1]) >> pit & 1 == 1
    }

    /// Every seed in play: on the board, in hand, in the stores and aside.
    pub fn total_seeds(&self) -> u32 {
        let board: u32 = self.pits().iter().map(|&n| n as u32).sum();
        let hand = self.pending.map_or(0, |t| t.hand as u32);
        board + hand + self.stores.iter().sum::<u32>() + self.aside.iter().sum::<u32>()
    }

    pub(crate) fn side_seeds(&self, side: Side) -> u32 {
        let g = &self.rules.geo;
        (0..g.pits() as u8).filter(|&p| g.owner(p) == side).map(|p| self.pits[p as usize] as u32).sum()
    }

    /// Own pits of the side to move, in board order.
    pub(crate) fn own_pits(&self) -> impl Iterator<Item = u8> + '_ {
        let g = self.rules.geo;
        let side = self.to_move;
        (0..g.pits() as u8).filter(move |&p| g.owner(p) == side)
    }

    /// The decisions legal now: the pending choices, or the start-of-turn moves.
    pub fn legal(&self) -> DecisionList {
        let mut list = DecisionList::default();
        if self.result.is_some() {
            return list;
        }
        if let Some(turn) = &self.pending {
            let base = match turn.reason {
                PauseReason::TurningPit => turn.sticky,
                PauseReason::ReverseLap => self.rules.base,
            };
            list.push(Decision::Direction { dir: base });
            list.push(Decision::Direction { dir: base.flip() });
            return list;
        }
        match self.rules.family {
            Family::FourRow => self.four_row_moves(&mut list),
            Family::Oware => self.oware_moves(&mut list),
            Family::Layli => self.layli_moves(&mut list),
        }
        list
    }

    /// The canonical form of a decision: a missing direction is the base one.
    pub fn normalize(&self, d: Decision) -> Decision {
        match d {
            Decision::Sow { pit, dir: None } => Decision::Sow { pit, dir: Some(self.rules.base) },
            d => d,
        }
    }

    /// Play a decision: the turn runs to its end or its next pause, every event
    /// going to `sink`. An illegal decision changes nothing and says why.
    pub fn play<S: Sink>(&mut self, d: Decision, sink: &mut S) -> Result<(), IllegalMove> {
        let d = self.normalize(d);
        if !self.legal().contains(&d) {
            return Err(self.why_illegal(d));
        }
        self.play_unchecked(d, sink, false);
        Ok(())
    }

    /// Play a decision known to be legal. With `auto`, pauses are answered with
    /// the default continuation (base direction, Igisoro's current direction).
    pub fn play_unchecked<S: Sink>(&mut self, d: Decision, sink: &mut S, auto: bool) {
        match self.rules.family {
            Family::FourRow => self.four_row_play(d, sink, auto),
            Family::Oware => self.oware_play(d, sink),
            Family::Layli => self.layli_play(d, sink),
        }
    }

    /// Whether this decision's default continuation (no reverse laps, no change
    /// of direction) never ends (RULES §2.1).
    pub fn is_endless(&self, d: Decision) -> Result<bool, IllegalMove> {
        let d = self.normalize(d);
        if !self.legal().contains(&d) {
            return Err(self.why_illegal(d));
        }
        let mut copy = *self;
        copy.play_unchecked(d, &mut NullSink, true);
        Ok(matches!(copy.result, Some(Outcome { reason: EndReason::Endless, .. })))
    }

    /// Explain why a decision that is not in the legal list is illegal.
    fn why_illegal(&self, d: Decision) -> IllegalMove {
        use IllegalMove::*;
        if self.result.is_some() {
            return GameOver;
        }
        if self.pending.is_some() {
            return ChoicePending;
        }
        let g = &self.rules.geo;
        let (pit, cell) = match d {
            Decision::Direction { .. } => return NoChoicePending,
            Decision::Pass if !self.rules.allow_pass => return PassNotAllowed("this game has no passing (option allow_pass)"),
            Decision::Pass if self.record.passes >= 2 => return PassNotAllowed("both players have just passed, so this player must move"),
            Decision::Pass => return PassNotAllowed("only a player who could sow may pass"),
            Decision::Timeout => return NotInThisGame("a timeout belongs to the blitz mode (option mode = \"ekyobutabal\")"),
            Decision::Sow { pit, .. } | Decision::Okwesera { pit } => match g.pit(pit) {
                Some(p) => (p, pit),
                None => return OffBoard(pit),
            },
        };
        if g.owner(pit) != self.to_move {
            return NotYourPit(cell);
        }
        let n = self.pits[pit as usize];
        if let Decision::Okwesera { .. } = d {
            return OkweseraNotAllowed(
                cell,
                if !self.rules.okwesera {
                    "this game has no okwesera (option okwesera)"
                } else if self.record.captured_ever.iter().any(|&c| c) {
                    "okwesera is only played before the first capture of the game"
                } else {
                    "okwesera needs exactly 3 seeds in the pit"
                },
            );
        }
        if self.is_uur(pit) {
            return UurCannotBeLifted(cell);
        }
        if n == 0 {
            return EmptyPit(cell);
        }
        if self.rules.four_row() && n < 2 {
            return SingletonLift(cell);
        }
        let Decision::Sow { dir: Some(dir), .. } = d else { return NotInThisGame("unknown decision") };
        if dir != self.rules.base {
            return ReverseNotAllowed(cell, dir, self.why_no_reverse(pit));
        }
        match self.rules.family {
            Family::Oware if self.side_seeds(self.to_move.other()) == 0 => MustFeedOpponent(cell),
            Family::Oware => GrandSlamIllegal(cell),
            _ => NotInThisGame("this move is not legal here"),
        }
    }

    fn why_no_reverse(&self, pit: u8) -> &'static str {
        use super::rules::Reverse;
        let r = &self.rules;
        if !r.four_row() {
            return "this game is sown in one direction only";
        }
        if !self.captures_allowed() {
            return "no capture is allowed on this turn, so no lap may be reversed";
        }
        if r.hooks.reverse_chain {
            return "sown that way, its chain of relays never reaches a capture";
        }
        match r.reverse {
            Reverse::None => "this game has no reverse laps",
            Reverse::RelayTwoLeftmost => "only a relay lap may be reversed here",
            Reverse::FourLeftmost if r.left_rank(pit) >= 2 => "only the four leftmost pits may start a reverse lap",
            Reverse::FourLeftmost => "a reverse lap must end directly in a capture",
        }
    }

    /// End the game, scoring the match, and say so.
    pub(crate) fn finish<S: Sink>(&mut self, winner: Option<Side>, reason: EndReason, points: u32, sink: &mut S) {
        let points = if winner.is_some() { points } else { 0 };
        if let Some(w) = winner {
            if self.rules.match_to > 0 {
                self.match_score[w.index()] += points;
            }
        }
        self.result = Some(Outcome { winner, reason, points });
        self.pending = None;
        sink.push(Event::GameEnd { winner, reason, points });
    }

    /// The winner by seeds held, or `None` on equal totals.
    pub(crate) fn richer(&self) -> Option<Side> {
        use std::cmp::Ordering::*;
        match self.stores[0].cmp(&self.stores[1]) {
            Greater => Some(Side::South),
            Less => Some(Side::North),
            Equal => None,
        }
    }

    /// Decide what a new turn's position already decides: a player without a
    /// move loses (four-row), a Layli round ends, an Oware player cannot feed.
    pub(crate) fn settle<S: Sink>(&mut self, sink: &mut S) {
        if self.result.is_some() {
            return;
        }
        match self.rules.family {
            Family::FourRow => self.four_row_settle(sink),
            Family::Oware => self.oware_settle(sink),
            Family::Layli => self.layli_settle(sink),
        }
    }
}
