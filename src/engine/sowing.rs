//! What every family of sowing games has and does: the [`Sowing`] trait that
//! [`FourRow`](super::four_row::FourRow), [`Oware`](super::oware::Oware) and
//! [`Layli`](super::layli::Layli) implement, the [`Core`] of state they share,
//! and how a game ends ([`Outcome`]).

use super::decision::{Decision, DecisionList};
use super::event::{EndReason, Event, Sink};
use super::geometry::{Cell, Side, MAX_PITS};
use super::illegal::{IllegalMove, Why};
use super::rules::Rules;
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

    /// Play an ending the players chose (a resignation: the other side wins a
    /// single game, 1 point in a match; a draw by agreement); any other
    /// decision is left alone.
    pub(crate) fn conclude<S: Sink>(&mut self, d: Decision, sink: &mut S) {
        match d {
            Decision::Resign { side } => self.finish(Some(side.other()), EndReason::Resigned, 1, sink),
            Decision::Draw => self.finish(None, EndReason::Agreed, 0, sink),
            _ => {}
        }
    }

    /// For the games whose only decisions are sowings (Oware, Layli
    /// Goobalay): the own pit a decision sows, or why it cannot be one.
    pub(crate) fn sown_pit(&self, d: Decision) -> Result<(u8, Cell), IllegalMove> {
        match d {
            Decision::Sow { pit, .. } => Ok((self.own_pit(pit)?, pit)),
            Decision::Direction { .. } => Err(IllegalMove::NoChoicePending),
            Decision::Pass => Err(IllegalMove::PassNotAllowed(Why::NoPassing)),
            _ => Err(IllegalMove::NotInThisGame(Why::OnlySowing)),
        }
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

    /// As [`Sowing::legal_into`], for a search that must keep its time: a
    /// decision whose legality needs more than `look_ahead` laps played
    /// ahead (Kombe's chain) is left out. Every decision listed is legal.
    fn legal_within_into(&self, list: &mut DecisionList, _look_ahead: u64) {
        self.legal_into(list);
    }

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

    /// Seeds in the hand of a paused turn, or of one stopped unfinished.
    fn in_hand(&self) -> u32 {
        0
    }

    /// The laps sown so far by a turn stopped unfinished (a sink that
    /// bounds work stopped it: see `Sink::BOUNDS`).
    fn working_laps(&self) -> Option<u64> {
        None
    }

    /// Go on with a turn stopped unfinished, to its end, its next pause, or
    /// the sink's next lap limit.
    fn resume<S: Sink>(&mut self, _sink: &mut S, _mode: Mode) {}

    /// The legal decisions.
    fn legal(&self) -> DecisionList {
        self.legal_within(u64::MAX)
    }

    /// The legal decisions, those that need more than `look_ahead` laps to
    /// be known legal left out (see [`Sowing::legal_within_into`]).
    fn legal_within(&self, look_ahead: u64) -> DecisionList {
        let mut list = DecisionList::default();
        if self.core().result.is_none() && self.working_laps().is_none() {
            self.legal_within_into(&mut list, look_ahead);
        }
        list
    }
}
