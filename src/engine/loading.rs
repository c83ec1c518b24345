//! Loading a saved game in slices. A save replays every decision, and one
//! of them may be a turn of 10⁹ laps: a page loads it a slice at a time,
//! showing how far it has got, and can stop between slices.

use super::decision::Decision;
use super::event::NullSink;
use super::game::{Game, Progress};
use super::save::{LoadError, Saved, MAX_SAVED_DECISIONS};
use serde::Serialize;

/// A saved game being replayed: its decisions, then its redo list checked
/// by replaying it on a copy.
#[derive(Clone, Debug)]
pub struct Loading {
    game: Game,
    decisions: Vec<Decision>,
    redo: Vec<Decision>,
    /// The copy the redo list is checked on, once the decisions are replayed.
    check: Option<Game>,
    /// Decisions (then redo decisions) fully replayed.
    done: usize,
}

/// How far a load has got.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct LoadProgress {
    /// Decisions replayed so far (the redo list's included).
    pub replayed: usize,
    /// Decisions to replay in all.
    pub total: usize,
    /// The laps sown so far by the long turn being replayed, if one is.
    pub laps: Option<u64>,
}

impl Loading {
    /// Start loading a saved game (its header already checked): the setup is
    /// validated now, the decisions replayed by [`Loading::advance`].
    pub fn from_saved(saved: Saved) -> Result<Loading, LoadError> {
        let count = saved.decisions.len().saturating_add(saved.redo.len());
        if count > MAX_SAVED_DECISIONS {
            return Err(LoadError::TooManyDecisions { count, max: MAX_SAVED_DECISIONS });
        }
        let game = Game::from_setup(saved.setup).map_err(LoadError::InvalidSetup)?;
        let base = game.position().rules().base;
        let decisions = saved.decisions.into_iter().map(|d| d.resolve(base)).collect();
        let redo = saved.redo.iter().map(|d| d.resolve(base)).collect();
        Ok(Loading { game, decisions, redo, check: None, done: 0 })
    }

    /// Whether every decision has been replayed.
    pub fn is_done(&self) -> bool {
        self.done == self.decisions.len() + self.redo.len()
    }

    /// How far it has got.
    pub fn progress(&self) -> LoadProgress {
        let laps = self.check.as_ref().unwrap_or(&self.game).working();
        LoadProgress { replayed: self.done, total: self.decisions.len() + self.redo.len(), laps }
    }

    /// Replay on: short turns to their end, a long one for at most `laps`
    /// more laps. A decision the rules refuse ends the load with the reason.
    pub fn advance(&mut self, laps: u64) -> Result<LoadProgress, LoadError> {
        while !self.is_done() {
            let main = self.done < self.decisions.len();
            if !main && self.check.is_none() {
                self.check = Some(self.game.clone());
            }
            let game = if main { &mut self.game } else { self.check.as_mut().expect("the redo copy") };
            let progress = if game.working().is_some() {
                game.advance(&mut NullSink, laps)
            } else {
                let (d, redoing) = if main { (self.decisions[self.done], false) } else { (self.redo[self.redo.len() - 1 - (self.done - self.decisions.len())], true) };
                game.play_for(d, &mut NullSink, laps).map_err(|error| {
                    if redoing {
                        LoadError::IllegalRedo { decision: d, error }
                    } else {
                        LoadError::IllegalDecision { number: self.done + 1, decision: d, error }
                    }
                })?
            };
            if let Progress::Working { .. } = progress {
                return Ok(self.progress());
            }
            self.done += 1;
        }
        Ok(self.progress())
    }

    /// The loaded game, every decision replayed first (in one go, if any are left).
    pub fn finish(mut self) -> Result<Game, LoadError> {
        self.advance(u64::MAX)?;
        // A replayed decision clears the redo list: it is set back now.
        self.game.set_redo(self.redo);
        Ok(self.game)
    }
}

/// Loading at once: the same replay, every slice in one go.
impl Game {
    /// Load a saved game, replaying every decision; corrupt or foreign input is
    /// refused with the reason.
    pub fn from_json(text: &str) -> Result<Game, LoadError> {
        super::save::check_text(text)?;
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| LoadError::NotJson { detail: e.to_string() })?;
        Saved::check_header(value.get("format").and_then(|f| f.as_str()), value.get("version").and_then(|v| v.as_u64()))?;
        let saved: Saved = serde_json::from_value(value).map_err(|e| LoadError::CorruptField { detail: e.to_string() })?;
        Game::from_saved(saved)
    }

    /// Rebuild a game from its saved form (its header already checked),
    /// replaying every decision (see [`Loading`] to
    /// replay them in slices).
    pub fn from_saved(saved: Saved) -> Result<Game, LoadError> {
        Loading::from_saved(saved)?.finish()
    }
}
