//! Which lines of the turn to be played now end the game in the mover's
//! favour: every sequence of decisions of that one turn (a sowing, then the
//! answer to each pause it makes), played out, and counted when the game
//! ends with the mover winning by the rules (emitwe-ebiri, akawumbi, the
//! opponent left without a move…). A start whose mover wins on the first
//! turn in 15 ways of 46 is no game: the defaults, the arrangements and the
//! demos are checked with this, and the set-up says it in words.
//!
//! The work is bounded: at most [`TurnLimits::lines`] lines are played, and
//! a line whose turn has not ended after [`TurnLimits::laps`] laps (RULES
//! §2.1: some take 10⁸), or after [`MAX_LINE`] decisions (a turn whose
//! choices can bring it back where it was has lines without end), counts as
//! unknown rather than being played out.

use super::decision::Decision;
use super::error::{described, Describe, Params};
use super::event::Slice;
use super::event::{EndReason, NullSink};
use super::game::Game;
use super::geometry::Side;
use super::position::Position;
use super::sowing::Mode;
use serde::{Deserialize, Serialize};

/// The most decisions one line may take before it counts as unknown: each
/// choice is a level of the walk's recursion, and real turns pause a few times.
pub const MAX_LINE: usize = 64;

/// How much work one analysis may do.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct TurnLimits {
    /// The most lines played out; more is [`TurnWinsError::TooManyLines`].
    pub lines: u32,
    /// The most laps one line may sow before it counts as unknown.
    pub laps: u64,
}

impl TurnLimits {
    /// The largest `lines` a caller may ask for.
    pub const MAX_LINES: u32 = 100_000;
    /// The largest `laps` a caller may ask for.
    pub const MAX_LAPS: u64 = 10_000_000;
}

/// Ordinary first turns have a few dozen lines of a few dozen laps; these
/// bounds cost at most about a second of laps in the worst case.
impl Default for TurnLimits {
    fn default() -> TurnLimits {
        TurnLimits { lines: 5_000, laps: 20_000 }
    }
}

/// One line of the turn that wins the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct WinningLine {
    /// The decisions of the line, the sowing first, then each pause's answer.
    pub decisions: Vec<Decision>,
    /// The rule that ends the game.
    pub reason: EndReason,
    /// What the win is worth.
    pub points: u32,
}

/// Every line of the turn to be played now, and those that win it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct TurnWins {
    /// The player whose turn it is.
    pub mover: Side,
    /// Every line of the turn: each distinct sequence of decisions to its end.
    pub lines: u32,
    /// The lines at whose end the mover has won.
    pub wins: u32,
    /// Lines not played to their end within the lap limit: each might win.
    pub unknown: u32,
    /// The winning lines themselves, in the order the legal list gives them.
    pub winning: Vec<WinningLine>,
}

impl TurnWins {
    /// Whether the mover can surely not win on this turn.
    pub fn safe(&self) -> bool {
        self.wins == 0 && self.unknown == 0
    }
}

/// Why a turn could not be analysed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TurnWinsError {
    /// The game is over: no turn is to be played.
    GameOver,
    /// The turn has more lines than the limit allows.
    TooManyLines {
        /// The limit.
        max: u32,
    },
}

impl Describe for TurnWinsError {
    fn describe(&self, p: &mut Params) -> (&'static str, &'static str) {
        match self {
            TurnWinsError::GameOver => ("game_over", "the game is over: there is no turn to analyse"),
            TurnWinsError::TooManyLines { max } => {
                p.int("max", *max as i64);
                ("too_many_lines", "this turn has more than {max} lines: too many to play out")
            }
        }
    }
}

described!(TurnWinsError);

impl std::error::Error for TurnWinsError {}

/// Every line of the turn `pos`'s mover is to play, played out on copies.
pub fn turn_wins(pos: &Position, limits: TurnLimits) -> Result<TurnWins, TurnWinsError> {
    if pos.is_over() || pos.working().is_some() {
        return Err(TurnWinsError::GameOver);
    }
    let mut walk = Walk { mover: pos.to_move(), limits, line: vec![], found: TurnWins { mover: pos.to_move(), lines: 0, wins: 0, unknown: 0, winning: vec![] } };
    walk.from(pos)?;
    Ok(walk.found)
}

/// A depth-first walk of one turn's tree of decisions.
struct Walk {
    mover: Side,
    limits: TurnLimits,
    /// The decisions leading to the position being expanded.
    line: Vec<Decision>,
    found: TurnWins,
}

impl Walk {
    fn from(&mut self, pos: &Position) -> Result<(), TurnWinsError> {
        for &d in pos.legal().iter() {
            let mut next = *pos;
            // The lap limit counts the whole turn's laps, across its pauses.
            next.play_unchecked(d, &mut Slice { inner: &mut NullSink, until: self.limits.laps }, Mode::Search);
            self.line.push(d);
            if next.working().is_none() && !next.is_over() && next.pending().is_some() && self.line.len() < MAX_LINE {
                // Paused for a choice of direction: the turn goes on, one branch per answer.
                self.from(&next)?;
            } else {
                self.leaf(&next)?;
            }
            self.line.pop();
        }
        Ok(())
    }

    /// A line at its end (or stopped at the lap limit).
    fn leaf(&mut self, end: &Position) -> Result<(), TurnWinsError> {
        if self.found.lines >= self.limits.lines {
            return Err(TurnWinsError::TooManyLines { max: self.limits.lines });
        }
        self.found.lines += 1;
        if end.working().is_some() || (!end.is_over() && end.pending().is_some()) {
            self.found.unknown += 1;
        } else if let Some(outcome) = end.result().filter(|o| o.winner == Some(self.mover)) {
            self.found.wins += 1;
            self.found.winning.push(WinningLine { decisions: self.line.clone(), reason: outcome.reason, points: outcome.points });
        }
        Ok(())
    }
}

impl Game {
    /// Every line of the turn to be played now and those that win the game
    /// for its mover (see [`turn_wins`]). Changes nothing.
    pub fn turn_wins(&self, limits: TurnLimits) -> Result<TurnWins, TurnWinsError> {
        turn_wins(self.position(), limits)
    }
}

/// Whether an end reason can end a game on its first turn at all.
#[cfg(test)]
pub(crate) fn first_turn_reason(r: EndReason) -> bool {
    matches!(r, EndReason::EmitweEbiri | EndReason::Akawumbi | EndReason::NoMoves | EndReason::Okutema)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::setup::{LayoutChoice, NewGame};

    fn start(ruleset: &str, layout: &str) -> Position {
        let spec = NewGame { layout: Some(LayoutChoice::Preset(layout.into())), ..NewGame::standard(ruleset) };
        *Game::new(&spec).unwrap().position()
    }

    /// Every line found the slow way: each decision played through `Game`,
    /// with undo, as a page would play it.
    fn brute(game: &mut Game, mover: Side, lines: &mut u32, wins: &mut u32) {
        for d in game.legal().iter().copied().collect::<Vec<_>>() {
            game.play(d, &mut NullSink).unwrap();
            let pos = *game.position();
            if !pos.is_over() && pos.pending().is_some() {
                brute(game, mover, lines, wins);
            } else {
                *lines += 1;
                if pos.result().is_some_and(|o| o.winner == Some(mover)) {
                    assert!(first_turn_reason(pos.result().unwrap().reason));
                    *wins += 1;
                }
            }
            game.undo().unwrap();
        }
    }

    #[test]
    fn all_twos_counts_match_the_issue_and_brute_force() {
        // Issue 21's figures, found by playing every line through the API.
        for (ruleset, wins, lines) in [("omweso", 15, 46), ("coro", 7, 44), ("aweet", 4, 44)] {
            let pos = start(ruleset, "all-twos");
            let found = turn_wins(&pos, TurnLimits::default()).unwrap();
            assert_eq!((found.wins, found.lines, found.unknown), (wins, lines, 0), "{ruleset}");
            assert_eq!(found.winning.len(), wins as usize);
            let mut game = Game::new(&NewGame { layout: Some(LayoutChoice::Preset("all-twos".into())), ..NewGame::standard(ruleset) }).unwrap();
            let (mut l, mut w) = (0, 0);
            brute(&mut game, Side::South, &mut l, &mut w);
            assert_eq!((w, l), (wins, lines), "{ruleset} by brute force");
        }
    }

    #[test]
    fn a_winning_line_replays_to_the_win() {
        let pos = start("omweso", "all-twos");
        let found = turn_wins(&pos, TurnLimits::default()).unwrap();
        for line in &found.winning {
            let mut p = pos;
            for &d in &line.decisions {
                p.play(d, &mut NullSink).unwrap();
            }
            let o = p.result().unwrap();
            assert_eq!((o.winner, o.reason), (Some(Side::South), line.reason));
        }
    }

    #[test]
    fn too_many_lines_is_an_error_and_short_laps_are_unknown() {
        let pos = start("omweso", "all-twos");
        assert_eq!(turn_wins(&pos, TurnLimits { lines: 10, laps: 20_000 }), Err(TurnWinsError::TooManyLines { max: 10 }));
        // One lap per line: no line ends within it, unless its first lap ends the turn.
        let short = turn_wins(&pos, TurnLimits { lines: 5_000, laps: 1 }).unwrap();
        assert!(short.unknown > 0 && short.wins == 0, "{short:?}");
    }
}
