//! A game with its history: undo and redo of decisions and of whole turns,
//! Oware's repetition rule (which needs the history), and the save format.

use super::decision::{Decision, DecisionInput, DecisionList};
use super::error::IllegalMove;
use super::event::{Event, Sink};
use super::geometry::Side;
use super::options::OptionMap;
use super::oware::Repetition;
use super::position::Position;
use super::setup::{NewGame, Setup, SetupError};
use serde::{Deserialize, Serialize};

/// The saved-game format's name and version; `from_json` refuses others.
pub const FORMAT: &str = "omweso-game";
pub const VERSION: u32 = 1;

#[derive(Clone, Debug)]
pub struct Game {
    setup: Setup,
    options: OptionMap,
    start: Position,
    pos: Position,
    /// The position before each decision played, with that decision.
    past: Vec<(Position, Decision)>,
    /// Decisions undone, most recent last.
    future: Vec<Decision>,
    /// Oware: the positions since the last capture, for the repetition rule.
    repetition: Repetition,
}

/// The save format: the setup and the decisions, replayed on load.
///
/// ```json
/// {"format":"omweso-game","version":1,
///  "setup":{"ruleset":"omweso","options":{…},"board":[[…],…],"toMove":"south",…},
///  "decisions":[{"kind":"sow","pit":[3,2],"dir":"ccw"}, …],
///  "redo":[…]}
/// ```
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Saved {
    pub format: String,
    pub version: u32,
    pub setup: Setup,
    /// Every decision played, in order (a sowing without `dir` is read as
    /// sown in the base direction; `dir` is always written).
    pub decisions: Vec<DecisionInput>,
    #[serde(default)]
    pub redo: Vec<DecisionInput>,
}

impl Saved {
    /// The fields a saved game may have.
    pub const FIELDS: [&'static str; 5] = ["format", "version", "setup", "decisions", "redo"];

    /// Check a saved game's header before reading the rest: foreign or newer
    /// files are refused with a reason rather than a parse error.
    pub fn check_header(format: Option<&str>, version: Option<u64>) -> Result<(), String> {
        match format {
            Some(FORMAT) => {}
            Some(other) => return Err(format!("not a saved game: its format is \"{other}\", not \"{FORMAT}\"")),
            None => return Err(format!("not a saved game: it has no \"format\": \"{FORMAT}\"")),
        }
        match version {
            Some(v) if v == VERSION as u64 => Ok(()),
            v => {
                let v = v.map_or("(missing)".to_string(), |v| v.to_string());
                Err(format!("saved game version {v} is not supported (this engine reads version {VERSION})"))
            }
        }
    }
}

impl Game {
    pub fn new(spec: &NewGame) -> Result<Game, SetupError> {
        Game::from_setup(spec.setup()?)
    }

    pub fn from_setup(setup: Setup) -> Result<Game, SetupError> {
        let (pos, options, setup) = setup.validate()?;
        let mut game = Game { setup, options, start: pos, pos, past: vec![], future: vec![], repetition: Repetition::default() };
        game.remember();
        Ok(game)
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Every option value in force, defaults included.
    pub fn options(&self) -> &OptionMap {
        &self.options
    }

    pub fn legal(&self) -> DecisionList {
        self.pos.legal()
    }

    /// The decisions played so far, in order.
    pub fn decisions(&self) -> impl Iterator<Item = &Decision> {
        self.past.iter().map(|(_, d)| d)
    }

    /// Each decision played with the side that made it.
    pub fn moves(&self) -> impl Iterator<Item = (Side, &Decision)> {
        self.past.iter().map(|(p, d)| (p.to_move(), d))
    }

    pub fn can_undo(&self) -> bool {
        !self.past.is_empty() && !self.pos.rules().no_takebacks
    }

    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// Play a decision; on an illegal one nothing changes. Clears the redo list.
    pub fn play<S: Sink>(&mut self, d: Decision, sink: &mut S) -> Result<(), IllegalMove> {
        self.apply(d, sink)?;
        self.future.clear();
        Ok(())
    }

    fn apply<S: Sink>(&mut self, d: Decision, sink: &mut S) -> Result<(), IllegalMove> {
        let before = self.pos;
        self.pos.play(d, sink)?;
        self.past.push((before, d));
        if let Position::Oware(o) = &mut self.pos {
            self.repetition.judge(o, sink);
        }
        Ok(())
    }

    /// Rebuild what the rules remember of the history (Oware's repetition
    /// window) from the positions played through.
    fn remember(&mut self) {
        let mut seen = self.past.iter().map(|(p, _)| p).chain(std::iter::once(&self.pos)).filter_map(|p| match p {
            Position::Oware(o) => Some(o),
            _ => None,
        });
        if let Some(first) = seen.next() {
            self.repetition.reset(first);
            seen.for_each(|o| {
                self.repetition.seen(o);
            });
        }
    }

    /// Undo the last decision (a whole turn, or one choice inside a paused turn).
    pub fn undo(&mut self) -> Result<(), String> {
        if self.pos.rules().no_takebacks {
            return Err("undo is off in this game mode (ekisibé: no take-backs)".into());
        }
        let (before, d) = self.past.pop().ok_or("nothing to undo")?;
        self.pos = before;
        self.future.push(d);
        self.remember();
        Ok(())
    }

    /// Undo back to the start of the current turn, or of the previous one if
    /// the current turn has not begun.
    pub fn undo_turn(&mut self) -> Result<(), String> {
        self.undo()?;
        while self.pos.pending().is_some() {
            self.undo()?;
        }
        Ok(())
    }

    /// Replay the last undone decision.
    pub fn redo<S: Sink>(&mut self, sink: &mut S) -> Result<(), String> {
        let d = *self.future.last().ok_or("nothing to redo")?;
        self.apply(d, sink).map_err(|e| e.to_string())?;
        self.future.pop();
        Ok(())
    }

    /// The game in the documented save format.
    pub fn saved(&self) -> Saved {
        Saved {
            format: FORMAT.into(),
            version: VERSION,
            setup: self.setup.clone(),
            decisions: self.decisions().map(|&d| d.into()).collect(),
            redo: self.future.iter().map(|&d| d.into()).collect(),
        }
    }

    /// The game as JSON in the documented save format.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.saved()).expect("a game serializes")
    }

    /// Load a saved game, replaying every decision; corrupt or foreign input is
    /// refused with the reason.
    pub fn from_json(text: &str) -> Result<Game, String> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("not a saved game: {e}"))?;
        Saved::check_header(value.get("format").and_then(|f| f.as_str()), value.get("version").and_then(|v| v.as_u64()))?;
        let saved: Saved = serde_json::from_value(value).map_err(|e| format!("corrupt saved game: {e}"))?;
        Game::from_saved(saved)
    }

    /// Rebuild a game from its saved form (its header already checked).
    pub fn from_saved(saved: Saved) -> Result<Game, String> {
        let mut game = Game::from_setup(saved.setup).map_err(|e| format!("corrupt saved game: its setup is invalid: {e}"))?;
        let base = game.pos.rules().base;
        for (i, d) in saved.decisions.into_iter().enumerate() {
            let d = d.resolve(base);
            game.play(d, &mut super::event::NullSink).map_err(|e| format!("corrupt saved game: decision {} ({d}) is illegal: {e}", i + 1))?;
        }
        // Redo decisions are checked by replaying them on a copy.
        let mut check = game.clone();
        let redo: Vec<Decision> = saved.redo.iter().map(|d| d.resolve(base)).collect();
        for d in redo.iter().rev() {
            check.play(*d, &mut super::event::NullSink).map_err(|e| format!("corrupt saved game: a redo decision ({d}) is illegal: {e}"))?;
        }
        game.future = redo;
        Ok(game)
    }

    /// Tournament: the next game of the match, the loser moving first, the same
    /// layout and options. Errors when the game is not over or the match is.
    pub fn next_game(&self) -> Result<Game, String> {
        let result = self.pos.result().ok_or("the game is not over yet")?;
        let r = self.pos.rules();
        if r.match_to == 0 {
            return Err("this is a single game, not a match (option match_to)".into());
        }
        if self.pos.match_score().iter().any(|&s| s >= r.match_to) {
            return Err("the match is over".into());
        }
        let mut setup = self.setup.clone();
        setup.match_score = self.pos.match_score();
        setup.to_move = Some(match result.winner {
            Some(w) => w.other(),
            None => self.setup.to_move.map_or(self.start.to_move(), |s| s.other()),
        });
        setup.captured = [false; 2];
        setup.turns = [0; 2];
        Game::from_setup(setup).map_err(|e| e.to_string())
    }

    /// Whether the match (if any) is decided.
    pub fn match_over(&self) -> bool {
        let r = self.pos.rules();
        r.match_to > 0 && self.pos.match_score().iter().any(|&s| s >= r.match_to)
    }
}

/// Collects events into a vector with no limit (tests, replays).
impl Sink for Vec<Event> {
    fn push(&mut self, e: Event) {
        Vec::push(self, e)
    }
}
