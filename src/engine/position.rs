//! A playable position of any ruleset: one type per family behind one trait.
//!
//! [`FourRow`], [`Oware`] and [`Layli`] each own only their own state and
//! implement [`Sowing`], what every family does; [`Position`] is the enum over
//! the three that `Game`, the playouts and the JS API hold (as shakmaty's
//! `VariantPosition` is for chess variants). Every type here is `Copy`, so
//! undo and search just keep copies.

use super::decision::{Decision, DecisionList};
use super::event::{EndReason, NullSink, Sink};
use super::four_row::{FourRow, Turn};
use super::geometry::{Cell, Side};
use super::illegal::IllegalMove;
use super::layli::Layli;
use super::oware::Oware;
use super::rules::Rules;
use super::ruleset::Family;
use super::sowing::{Core, Mode, Outcome, Sowing};

/// A position of any ruleset. A value, copied at every node of a search:
/// a boxed four-row position would cost an allocation there, so the
/// variants keep their different sizes.
#[allow(clippy::large_enum_variant)]
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

    /// A turn stopped unfinished after this many laps (played in slices), if any.
    pub fn working(&self) -> Option<u64> {
        each!(self, p => p.working_laps())
    }

    /// Go on with a turn stopped unfinished: to its end, its next pause, or
    /// the sink's next lap limit ([`Sink::lap_limit`]).
    pub fn resume<S: Sink>(&mut self, sink: &mut S, mode: Mode) {
        each!(self, p => p.resume(sink, mode))
    }

    /// Seeds in the hand of a paused turn.
    pub fn in_hand(&self) -> u32 {
        each!(self, p => p.in_hand())
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

    /// The legal decisions a search explores: those whose legality needs more
    /// than `look_ahead` laps played ahead (Kombe's chain) left out, so the
    /// search keeps its time; every one listed is legal.
    pub fn legal_within(&self, look_ahead: u64) -> DecisionList {
        each!(self, p => p.legal_within(look_ahead))
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
        if d.is_ending() {
            return self.check_ending(d);
        }
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
        Ok(self.proves_endless(d))
    }

    /// Whether a decision known to be legal has an endless default continuation.
    pub(crate) fn proves_endless(&self, d: Decision) -> bool {
        let mut copy = *self;
        copy.play_unchecked(d, &mut NullSink, Mode::Prove);
        matches!(copy.result(), Some(Outcome { reason: EndReason::Endless, .. }))
    }

    /// Explain why a decision is illegal, without playing it.
    pub fn why_illegal(&self, d: Decision) -> IllegalMove {
        if self.is_over() {
            return IllegalMove::GameOver;
        }
        if self.working().is_some() {
            return IllegalMove::TurnInProgress;
        }
        if d.is_ending() {
            return self.check_ending(d).err().unwrap_or(IllegalMove::NotInThisGame(super::illegal::Why::NotLegalHere));
        }
        each!(self, p => p.why_illegal(d))
    }

    /// May the game be ended now by a resignation (any time, by either side)
    /// or a draw by agreement (where the rules have one)? Not once it is
    /// over, nor while a turn is being played in slices (its end is not known).
    fn check_ending(&self, d: Decision) -> Result<(), IllegalMove> {
        if self.is_over() {
            Err(IllegalMove::GameOver)
        } else if self.working().is_some() {
            Err(IllegalMove::TurnInProgress)
        } else if d == Decision::Draw && !self.rules().draw_by_agreement() {
            Err(IllegalMove::DrawNotAllowed)
        } else {
            Ok(())
        }
    }

    pub(crate) fn settle<S: Sink>(&mut self, sink: &mut S) {
        if !self.is_over() {
            each!(self, p => p.settle(sink))
        }
    }
}
