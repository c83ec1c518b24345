//! A game with its history: undo and redo of decisions and of whole turns,
//! Oware's repetition rule (which needs the history), and the save format.

use super::choices::PitChoice;
use super::decision::{Decision, DecisionList};
use super::error::{described, Coded, Describe, Params};
use super::event::{Event, Sink, Slice};
use super::explained::Explained;
use super::geometry::Side;
use super::illegal::{add_move_params, IllegalMove};
use super::options::OptionMap;
use super::oware::Repetition;
use super::position::Position;
use super::preview::Preview;
use super::save::{Saved, FORMAT, VERSION};
use super::setup::{NewGame, Setup, SetupError, Valid};
use std::fmt;

/// The saved-game format's name and version; `from_json` refuses others.
/// A game: its setup, the position now, and the history that undo, redo,
/// Oware's repetition rule and the save format need.
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
    /// The decisions legal now, found once per position: a page asks for them,
    /// checks a move against them and asks if it is endless, and in Kombe each
    /// listing runs every pit's chain look-ahead.
    legal: DecisionList,
}

impl Game {
    /// A new game as a player sets it up: a ruleset, a layout, options.
    pub fn new(spec: &NewGame) -> Result<Game, SetupError> {
        Game::from_setup(spec.setup()?)
    }

    /// A game from any position, validated (`allow_unusual_totals` waives the totals).
    pub fn from_setup(setup: Setup) -> Result<Game, SetupError> {
        Ok(Game::from_valid(setup.validate()?))
    }

    /// A game from a validated setup, as `Setup::validate` or a waiver gives it:
    /// `Game::from_valid(setup.validate().or_else(SetupError::ignore_unusual_totals)?)`.
    pub fn from_valid((pos, options, setup): Valid) -> Game {
        let mut game = Game { setup, options, start: pos, pos, past: vec![], future: vec![], repetition: Repetition::default(), legal: pos.legal() };
        game.remember();
        game
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The setup the game started from (options resolved, the first mover decided).
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Every option value in force, defaults included.
    pub fn options(&self) -> &OptionMap {
        &self.options
    }

    /// Oware's repetition window: the positions since the last capture.
    pub(crate) fn repetition(&self) -> &Repetition {
        &self.repetition
    }

    /// The decisions legal now.
    pub fn legal(&self) -> DecisionList {
        self.legal
    }

    /// Whether a legal decision's default continuation never ends (RULES §2.1).
    pub fn is_endless(&self, d: Decision) -> Result<bool, IllegalMove> {
        self.check(d)?;
        Ok(self.pos.proves_endless(d))
    }

    /// `Ok` when the decision is legal now, else why it is not.
    pub fn check(&self, d: Decision) -> Result<(), IllegalMove> {
        if d.is_ending() {
            return self.pos.check(d);
        }
        if self.legal.contains(&d) {
            Ok(())
        } else {
            Err(self.pos.why_illegal(d))
        }
    }

    /// Why a decision is illegal now, explained for a player (its code, its
    /// params with the pit's owner and seeds, its sentence), or `None` when it
    /// is legal. Plays nothing.
    pub fn explain(&self, d: Decision) -> Option<Explained> {
        self.check(d).err().map(|e| self.explained(e))
    }

    /// An illegal decision's reason, explained against the position now.
    pub fn explained(&self, e: IllegalMove) -> Explained {
        Explained::new(e, &self.pos)
    }

    /// The legal decisions grouped as a player meets them: pit by pit, each
    /// with its way relative to the base direction and why a pit has several.
    pub fn choices(&self) -> Vec<PitChoice> {
        super::choices::choices(&self.pos, self.legal.as_slice())
    }

    /// What the first lap of a legal decision would do (where it ends, the
    /// pits it sows, what happens there), found by playing it on a copy:
    /// the game is not changed. `None` for a decision that sows nothing (a
    /// pass, a timeout, a resignation, a draw); an illegal one says why.
    pub fn preview(&self, d: Decision) -> Result<Option<Preview>, IllegalMove> {
        self.check(d)?;
        Ok(super::preview::preview(&self.pos, d))
    }

    /// The decisions played so far, in order.
    pub fn decisions(&self) -> impl Iterator<Item = &Decision> {
        self.past.iter().map(|(_, d)| d)
    }

    /// Each decision played with the side that made it (a resignation is its
    /// resigner's; a draw is recorded on the turn of the player to move).
    pub fn moves(&self) -> impl Iterator<Item = (Side, &Decision)> {
        self.past.iter().map(|(p, d)| (if let Decision::Resign { side } = d { *side } else { p.to_move() }, d))
    }

    /// Whether there is a decision to undo and the game mode allows it.
    pub fn can_undo(&self) -> bool {
        !self.past.is_empty() && !self.pos.rules().no_takebacks
    }

    /// Whether an undone decision can be played again.
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
        self.check(d)?;
        let before = self.pos;
        self.pos.play_unchecked(d, sink, super::sowing::Mode::Play);
        self.past.push((before, d));
        self.after_turn(sink);
        Ok(())
    }

    /// `side` resigns: the other side wins (reason `resigned`; one point in a
    /// match). Allowed at any moment of a game not over, on either player's
    /// turn, except while a turn is being played in slices. Recorded in the
    /// history as [`Decision::Resign`]: undo takes it back, a save keeps it.
    pub fn resign<S: Sink>(&mut self, side: Side, sink: &mut S) -> Result<(), IllegalMove> {
        self.play(Decision::Resign { side }, sink)
    }

    /// The players agree to a draw (reason `agreed`), where the rules allow
    /// one ([`Rules::draw_by_agreement`](super::rules::Rules::draw_by_agreement)).
    pub fn agree_draw<S: Sink>(&mut self, sink: &mut S) -> Result<(), IllegalMove> {
        self.play(Decision::Draw, sink)
    }

    /// Play a decision, sowing at most `laps` laps of its turn now. Some
    /// legal turns run for 10⁹ laps before they prove endless: a page plays
    /// them in slices, reporting `Working { laps }` between them, and calls
    /// [`Game::advance`] to go on; undo cancels the turn. An illegal decision
    /// changes nothing. Clears the redo list.
    pub fn play_for<S: Sink>(&mut self, d: Decision, sink: &mut S, laps: u64) -> Result<Progress, IllegalMove> {
        self.check(d)?;
        let before = self.pos;
        self.pos.play_unchecked(d, &mut Slice { inner: sink, until: laps }, super::sowing::Mode::Play);
        self.past.push((before, d));
        self.future.clear();
        Ok(self.after_turn(sink))
    }

    /// Go on with a turn played in slices for at most `laps` more laps.
    pub fn advance<S: Sink>(&mut self, sink: &mut S, laps: u64) -> Progress {
        let Some(done) = self.pos.working() else { return Progress::Done };
        self.pos.resume(&mut Slice { inner: sink, until: done.saturating_add(laps) }, super::sowing::Mode::Play);
        self.after_turn(sink)
    }

    /// The laps sown so far by a turn being played in slices, if one is.
    pub fn working(&self) -> Option<u64> {
        self.pos.working()
    }

    /// After a decision's turn ran: what the history decides, and the next legal decisions.
    fn after_turn<S: Sink>(&mut self, sink: &mut S) -> Progress {
        if let Some(laps) = self.pos.working() {
            self.legal = DecisionList::default();
            return Progress::Working { laps };
        }
        if let Position::Oware(o) = &mut self.pos {
            self.repetition.judge(o, sink);
        }
        self.legal = self.pos.legal();
        Progress::Done
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
    pub fn undo(&mut self) -> Result<(), UndoError> {
        if self.pos.rules().no_takebacks {
            return Err(UndoError::NoTakebacks);
        }
        let (before, d) = self.past.pop().ok_or(UndoError::NothingToUndo)?;
        self.pos = before;
        self.future.push(d);
        self.remember();
        self.legal = self.pos.legal();
        Ok(())
    }

    /// Undo back to the start of the current turn, or of the previous one if
    /// the current turn has not begun.
    pub fn undo_turn(&mut self) -> Result<(), UndoError> {
        self.undo()?;
        while self.pos.pending().is_some() {
            self.undo()?;
        }
        Ok(())
    }

    /// Replay the last undone decision.
    pub fn redo<S: Sink>(&mut self, sink: &mut S) -> Result<(), RedoError> {
        let d = *self.future.last().ok_or(RedoError::NothingToRedo)?;
        self.apply(d, sink).map_err(RedoError::Illegal)?;
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

    /// The redo list of a loaded game (most recent undo last).
    pub(crate) fn set_redo(&mut self, redo: Vec<Decision>) {
        self.future = redo;
    }

    /// Tournament: the next game of the match, the loser moving first, the same
    /// layout and options. Errors when the game is not over or the match is.
    pub fn next_game(&self) -> Result<Game, NextGameError> {
        let result = self.pos.result().ok_or(NextGameError::NotOver)?;
        let r = self.pos.rules();
        if r.match_to == 0 {
            return Err(NextGameError::NotAMatch);
        }
        if self.pos.match_score().iter().any(|&s| s >= r.match_to) {
            return Err(NextGameError::MatchOver);
        }
        let mut setup = self.setup.clone();
        setup.match_score = self.pos.match_score();
        setup.to_move = Some(match result.winner {
            Some(w) => w.other(),
            None => self.setup.to_move.map_or(self.start.to_move(), |s| s.other()),
        });
        setup.captured = [false; 2];
        setup.turns = [0; 2];
        Game::from_setup(setup).map_err(NextGameError::InvalidSetup)
    }

    /// Whether the match (if any) is decided.
    pub fn match_over(&self) -> bool {
        let r = self.pos.rules();
        r.match_to > 0 && self.pos.match_score().iter().any(|&s| s >= r.match_to)
    }
}

/// How far a decision played in slices ([`Game::play_for`]) has got.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(tag = "state", rename_all = "lowercase")]
pub enum Progress {
    /// The turn is over (or paused for a choice, or the game ended).
    Done,
    /// The turn goes on: the laps sown so far.
    Working {
        /// Laps sown so far by the turn.
        laps: u64,
    },
}

/// Collects events into a vector with no limit (tests, replays).
impl Sink for Vec<Event> {
    fn push(&mut self, e: Event) {
        Vec::push(self, e)
    }
}

/// Why a decision cannot be undone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum UndoError {
    /// No decision has been played (or all are undone).
    NothingToUndo,
    /// Ekisibé (option `mode = "ekisibe"`): no take-backs.
    NoTakebacks,
}

impl Describe for UndoError {
    fn describe(&self, _: &mut Params) -> (&'static str, &'static str) {
        match self {
            UndoError::NothingToUndo => ("nothing_to_undo", "nothing to undo"),
            UndoError::NoTakebacks => ("no_takebacks", "undo is off in this game mode (ekisibé: no take-backs)"),
        }
    }
}

described!(UndoError);

impl std::error::Error for UndoError {}

/// Why the last undone decision cannot be played again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RedoError {
    /// Nothing has been undone (or a new decision cleared the redo list).
    NothingToRedo,
    /// The decision to redo is not legal here.
    Illegal(IllegalMove),
}

impl fmt::Display for RedoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RedoError::NothingToRedo => f.write_str("nothing to redo"),
            RedoError::Illegal(e) => e.fmt(f),
        }
    }
}

/// An illegal redo: `redo_illegal`, the `rule` it breaks and that rule's params.
impl Coded for RedoError {
    fn code(&self) -> &'static str {
        match self {
            RedoError::NothingToRedo => "nothing_to_redo",
            RedoError::Illegal(_) => "redo_illegal",
        }
    }
    fn params(&self) -> Params {
        let mut params = Params::new();
        if let RedoError::Illegal(e) = self {
            params.text("rule", e.code());
            add_move_params(e, &mut params);
        }
        params
    }
}

impl std::error::Error for RedoError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RedoError::Illegal(e) => Some(e),
            RedoError::NothingToRedo => None,
        }
    }
}

/// Why a match has no next game.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum NextGameError {
    /// This game is still being played.
    NotOver,
    /// A single game (option `match_to` is 0).
    NotAMatch,
    /// A player already has the points the match is played to.
    MatchOver,
    /// The next game's setup does not validate.
    InvalidSetup(SetupError),
}

impl fmt::Display for NextGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NextGameError::NotOver => f.write_str("the game is not over yet"),
            NextGameError::NotAMatch => f.write_str("this is a single game, not a match (option match_to)"),
            NextGameError::MatchOver => f.write_str("the match is over"),
            NextGameError::InvalidSetup(e) => e.fmt(f),
        }
    }
}

/// An invalid setup has the setup error's code, params and problems.
impl Coded for NextGameError {
    fn code(&self) -> &'static str {
        match self {
            NextGameError::NotOver => "game_not_over",
            NextGameError::NotAMatch => "not_a_match",
            NextGameError::MatchOver => "match_over",
            NextGameError::InvalidSetup(e) => e.code(),
        }
    }
    fn params(&self) -> Params {
        match self {
            NextGameError::InvalidSetup(e) => e.params(),
            _ => Params::new(),
        }
    }
    fn problems(&self) -> Vec<&dyn Coded> {
        match self {
            NextGameError::InvalidSetup(e) => Coded::problems(e),
            _ => vec![],
        }
    }
}

impl std::error::Error for NextGameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            NextGameError::InvalidSetup(e) => Some(e),
            _ => None,
        }
    }
}
