//! A playable position of any ruleset: one type per family behind one trait.
//!
//! [`FourRow`], [`Oware`] and [`Layli`] each own only their own state and
//! implement [`Sowing`], what every family does; [`Position`] is the enum over
//! the three that `Game`, the playouts and the JS API hold (as shakmaty's
//! `VariantPosition` is for chess variants). Every type here is `Copy`, so
//! undo and search just keep copies.

use super::decision::{Decision, DecisionList};
use super::error::IllegalMove;
use super::event::{EndReason, Event, NullSink, Sink};
use super::four_row::{FourRow, Turn};
use super::geometry::{Cell, Side, MAX_PITS};
use super::layli::Layli;
use super::oware::Oware;
use super::rules::Rules;
use super::ruleset::Family;
use serde::Serialize;

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Outcome {
    /// `None` for a draw or an annulled game.
    pub winner: Option<Side>,
    /// Which rule ended it.
    pub reason: EndReason,
    /// What the win is worth (match points in the tournament).
    pub points: u32,
}

/// What every family's position holds: the rules, the board, whose turn it
/// is, the facts every family's rules look back on, and the result.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Core {
    pub(crate) rules: Rules,
    pub(crate) pits: [u8; MAX_PITS],
    pub(crate) to_move: Side,
    /// Completed turns of each side (the tournament's first-turn rule).
    pub(crate) turns: [u32; 2],
    /// Whether each side has captured in this game (akakyala, okwesera).
    pub(crate) captured: [bool; 2],
    pub(crate) result: Option<Outcome>,
    /// Tournament match points, this game's included once it ends.
    pub(crate) match_score: [u32; 2],
}

impl Core {
    /// Seeds on a side's pits.
    #[inline]
    pub(crate) fn side_seeds(&self, side: Side) -> u32 {
        let pits = self.rules.geo.side_pits(side);
        if pits.len() <= 8 {
            // Oware's rows: eight bytes at once, summed by one multiplication
            // (no byte of a partial sum overflows: a position holds at most 255 seeds).
            let at = pits.start as usize;
            let word = u64::from_le_bytes(self.pits[at..at + 8].try_into().expect("8 of the 40 pit slots"));
            let mask = u64::MAX >> (64 - 8 * pits.len());
            return ((word & mask).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32;
        }
        pits.map(|p| self.pits[p as usize] as u32).sum()
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
        sink.push(Event::GameEnd { winner, reason, points });
    }

    /// Why a decision that names a pit cannot be played, as far as the rules
    /// every family shares can tell; `Ok` with the pit index when they allow it.
    pub(crate) fn own_pit(&self, cell: Cell) -> Result<u8, IllegalMove> {
        let pit = self.rules.geo.pit(cell).ok_or(IllegalMove::OffBoard(cell))?;
        if self.rules.geo.owner(pit) != self.to_move {
            return Err(IllegalMove::NotYourPit(cell));
        }
        Ok(pit)
    }
}

/// The winner by seeds held, or `None` on equal totals.
pub(crate) fn richer(stores: [u32; 2]) -> Option<Side> {
    use std::cmp::Ordering::*;
    match stores[0].cmp(&stores[1]) {
        Greater => Some(Side::South),
        Less => Some(Side::North),
        Equal => None,
    }
}

/// How far a turn is played by [`Sowing::play_legal`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// As the player plays it: stop at every choice of direction; an endless
    /// turn ends with the board as at the first occurrence of its cycle.
    Play,
    /// As `Play`, but an endless turn ends where its repeat is noticed: the
    /// game is over either way and a search needs only its result, not the
    /// board shown (finding the cycle's start costs up to another period).
    Search,
    /// Answer every choice with the default continuation (the base direction,
    /// Igisoro's current one); an endless turn ends where its repeat is noticed,
    /// without finding where its cycle began. For look-ahead and `is_endless`.
    Prove,
}

/// What every family of sowing games does.
pub trait Sowing: Copy {
    /// What every family's position holds.
    fn core(&self) -> &Core;

    /// The decisions legal now, into `list` (empty when the game is over).
    fn legal_into(&self, list: &mut DecisionList);

    /// Play a decision known to be legal: the turn runs to its end or its next
    /// pause, every event going to `sink`.
    fn play_legal<S: Sink>(&mut self, d: Decision, sink: &mut S, mode: Mode);

    /// Why a decision that is not legal here is illegal, without playing it.
    fn why_illegal(&self, d: Decision) -> IllegalMove;

    /// Decide what a new turn's position already decides (a player without a
    /// move loses, a Layli round ends, an Oware player cannot feed).
    fn settle<S: Sink>(&mut self, sink: &mut S);

    /// Seeds held off the board by each side (stores, and seeds aside).
    fn off_board(&self) -> [u32; 2] {
        [0, 0]
    }

    /// Seeds in the hand of a paused turn.
    fn in_hand(&self) -> u32 {
        0
    }

    /// The legal decisions.
    fn legal(&self) -> DecisionList {
        let mut list = DecisionList::default();
        if self.core().result.is_none() {
            self.legal_into(&mut list);
        }
        list
    }
}

/// A position of any ruleset.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Position {
    /// Omweso and its relatives.
    FourRow(FourRow),
    /// Oware (Abapa).
    Oware(Oware),
    /// Layli Goobalay.
    Layli(Layli),
}

/// Run `$body` with `$p` bound to the family's position.
macro_rules! each {
    ($self:expr, $p:ident => $body:expr) => {
        match $self {
            Position::FourRow($p) => $body,
            Position::Oware($p) => $body,
            Position::Layli($p) => $body,
        }
    };
}

impl Position {
    fn core(&self) -> &Core {
        each!(self, p => p.core())
    }

    /// The rules of this game.
    pub fn rules(&self) -> &Rules {
        &self.core().rules
    }

    /// Which family of games this is.
    pub fn family(&self) -> Family {
        match self {
            Position::FourRow(_) => Family::FourRow,
            Position::Oware(_) => Family::Oware,
            Position::Layli(_) => Family::Layli,
        }
    }

    /// Seed counts, pit by pit (`row * cols + col`).
    pub fn pits(&self) -> &[u8] {
        let c = self.core();
        &c.pits[..c.rules.geo.pits()]
    }

    /// The count of one pit, or `None` off the board.
    pub fn count(&self, cell: Cell) -> Option<u8> {
        let c = self.core();
        c.rules.geo.pit(cell).map(|p| c.pits[p as usize])
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Side {
        self.core().to_move
    }

    /// Seeds each side has captured and holds off the board (two-row games).
    pub fn stores(&self) -> [u32; 2] {
        match self {
            Position::FourRow(_) => [0, 0],
            Position::Oware(p) => p.stores(),
            Position::Layli(p) => p.stores(),
        }
    }

    /// Layli Goobalay: seeds set aside for the current round.
    pub fn aside(&self) -> [u32; 2] {
        match self {
            Position::Layli(p) => p.aside(),
            _ => [0, 0],
        }
    }

    /// Layli Goobalay: the round number (1 first); 1 in other games.
    pub fn round(&self) -> u32 {
        match self {
            Position::Layli(p) => p.round(),
            _ => 1,
        }
    }

    /// Whether each side has captured in this game.
    pub fn captured(&self) -> [bool; 2] {
        self.core().captured
    }

    /// Completed turns of each side.
    pub fn turns(&self) -> [u32; 2] {
        self.core().turns
    }

    /// How the game ended, once it has.
    pub fn result(&self) -> Option<Outcome> {
        self.core().result
    }

    /// Tournament match points, this game's included once it ends.
    pub fn match_score(&self) -> [u32; 2] {
        self.core().match_score
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.core().result.is_some()
    }

    /// The paused turn, if the player must choose a direction.
    pub fn pending(&self) -> Option<&Turn> {
        match self {
            Position::FourRow(p) => p.pending(),
            _ => None,
        }
    }

    /// The owner of an uur pit (Layli Goobalay).
    pub fn uur_owner(&self, pit: u8) -> Option<Side> {
        match self {
            Position::Layli(p) => p.uur_owner(pit),
            _ => None,
        }
    }

    /// Every seed in play: on the board, in hand, in the stores and aside.
    pub fn total_seeds(&self) -> u32 {
        let board: u32 = self.pits().iter().map(|&n| n as u32).sum();
        board + each!(self, p => p.in_hand() + p.off_board().iter().sum::<u32>())
    }

    /// The decisions legal now: the pending choices, or the start-of-turn moves.
    pub fn legal(&self) -> DecisionList {
        each!(self, p => p.legal())
    }

    /// Play a decision: the turn runs to its end or its next pause, every event
    /// going to `sink`. An illegal decision changes nothing and says why.
    pub fn play<S: Sink>(&mut self, d: Decision, sink: &mut S) -> Result<(), IllegalMove> {
        self.check(d)?;
        self.play_unchecked(d, sink, Mode::Play);
        Ok(())
    }

    /// `Ok` when the decision is legal here, else why it is not.
    pub fn check(&self, d: Decision) -> Result<(), IllegalMove> {
        if self.legal().contains(&d) {
            Ok(())
        } else {
            Err(self.why_illegal(d))
        }
    }

    /// Play a decision known to be legal (the fast path of search and playouts).
    pub fn play_unchecked<S: Sink>(&mut self, d: Decision, sink: &mut S, mode: Mode) {
        each!(self, p => p.play_legal(d, sink, mode))
    }

    /// Whether this decision's default continuation (no reverse laps, no change
    /// of direction) never ends (RULES §2.1).
    pub fn is_endless(&self, d: Decision) -> Result<bool, IllegalMove> {
        self.check(d)?;
        let mut copy = *self;
        copy.play_unchecked(d, &mut NullSink, Mode::Prove);
        Ok(matches!(copy.result(), Some(Outcome { reason: EndReason::Endless, .. })))
    }

    /// Explain why a decision is illegal, without playing it.
    pub fn why_illegal(&self, d: Decision) -> IllegalMove {
        if self.is_over() {
            return IllegalMove::GameOver;
        }
        each!(self, p => p.why_illegal(d))
    }

    pub(crate) fn settle<S: Sink>(&mut self, sink: &mut S) {
        if !self.is_over() {
            each!(self, p => p.settle(sink))
        }
    }
}
