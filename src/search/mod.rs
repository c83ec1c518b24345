//! The computer opponent: given a game, the decision a player of some level
//! would make — a sowing with its direction, an okwesera, a pass, or the
//! answer to a paused turn. Pure Rust, tested natively; the page runs it in a
//! Web Worker through the same wasm.
//!
//! Which search a level uses, per family, was decided by playing them
//! against each other (`./build.sh bench ladder`; the figures are in the
//! README): see [`plan`].

mod alphabeta;
mod arrangement;
mod bounded;
mod clock;
mod eval;
mod line;
mod mcts;
mod table;

pub use arrangement::{computer_arrangement, ComputerArrangement};
pub use clock::Clock;
#[cfg(not(target_arch = "wasm32"))]
pub use clock::SystemClock;

use crate::engine::decision::Decision;
use crate::engine::error::{described, Describe, Params};
use crate::engine::game::Game;
use crate::engine::position::Position;
use crate::engine::rng::SplitMix;
use crate::engine::ruleset::Family;
use alphabeta::AlphaBeta;
use clock::Budget;
pub use eval::Eval;
use eval::SEED;
use line::Line;
use mcts::Mcts;
use serde::{Deserialize, Serialize};

/// How strong the computer plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Looks one turn ahead, and often plays without looking.
    Beginner,
    /// Looks two turns ahead, now and then carelessly.
    Casual,
    /// Searches as deep as a short budget allows, counting seeds only.
    Strong,
    /// Searches with its whole budget and the full evaluation.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Strong, Level::Expert];

    /// The id the API names it by.
    pub fn id(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    /// The time it takes per decision unless told otherwise, in milliseconds.
    pub fn budget_ms(self) -> f64 {
        match self {
            Level::Beginner => 250.0,
            Level::Casual => 500.0,
            Level::Strong => 500.0,
            Level::Expert => 2000.0,
        }
    }
}

/// What to search with: the level, and optionally a budget other than the
/// level's (time, node count or both), and the seed of its random choices.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SearchRequest {
    /// How strong.
    pub level: Level,
    /// Milliseconds to think; absent: the level's own budget.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub budget_ms: Option<f64>,
    /// At most this many nodes (turns played) instead of, or as well as, a
    /// time: the same request then gives the same decision on any machine.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// The seed of the level's random choices (the same seed, the same decision).
    #[serde(default)]
    pub seed: u64,
}

impl SearchRequest {
    /// A request for `level` with its own budget and seed 0.
    pub fn level(level: Level) -> SearchRequest {
        SearchRequest { level, budget_ms: None, nodes: None, seed: 0 }
    }
}

/// The decision the computer suggests, with what the search found.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Suggestion {
    /// The decision.
    pub decision: Decision,
    /// The level that chose it.
    pub level: Level,
    /// Its value to the player to move: hundredths of a seed, or ±1,000,000
    /// and more for a game won or lost by force.
    pub score: i32,
    /// How deep the search saw (turns and answers; 0 for a Monte-Carlo search).
    pub depth: u32,
    /// Nodes searched (turns played, playouts for a Monte-Carlo search).
    pub nodes: u64,
    /// Milliseconds used.
    pub elapsed_ms: f64,
    /// Which search chose it: `"alpha-beta"` or `"mcts"`.
    pub search: &'static str,
}

/// Why no decision can be suggested.
#[derive(Clone, Copy, Debug, PartialEq)]
#[non_exhaustive]
pub enum SuggestError {
    /// The game is over: there is nothing to decide.
    GameOver,
    /// The time budget is not a positive number of milliseconds.
    BadBudget(f64),
    /// The node budget is zero.
    NoNodes,
}

impl Describe for SuggestError {
    fn describe(&self, params: &mut Params) -> (&'static str, &'static str) {
        match self {
            SuggestError::GameOver => ("game_over", "the game is over: there is nothing to suggest"),
            SuggestError::BadBudget(ms) => {
                params.string("budget", &ms.to_string());
                ("bad_budget", "the time budget {budget} is not a positive number of milliseconds")
            }
            SuggestError::NoNodes => ("no_nodes", "the node budget must be at least 1"),
        }
    }
}

described!(SuggestError);

impl std::error::Error for SuggestError {}

/// A search as a level runs it; [`Level::plan`] gives a level's, and the
/// benchmarks play others against them.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Plan {
    /// Alpha-beta to at most `depth`, then pick as carelessly as `care` says.
    AlphaBeta {
        /// The evaluation at the leaves.
        eval: Eval,
        /// The deepest iteration.
        depth: u32,
        /// How carefully it picks among what it weighed.
        care: Care,
        /// Search the likeliest decisions first and remember positions
        /// searched (a transposition table): the same budget then sees deeper.
        ordered: bool,
    },
    /// Monte-Carlo tree search with random playouts.
    Mcts,
}

/// How a lower level chooses among the decisions it has weighed.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Care {
    /// Chance in 100 of a decision picked without looking.
    pub random: u64,
    /// Any decision within this many hundredths of a seed of the best may be chosen.
    pub margin: i32,
}

const CAREFUL: Care = Care { random: 0, margin: 0 };

impl Level {
    /// Which search this level uses in a family.
    pub fn plan(self, _family: Family) -> Plan {
        match self {
            Level::Beginner => Plan::AlphaBeta { eval: Eval::Material, depth: 1, care: Care { random: 40, margin: SEED }, ordered: false },
            Level::Casual => Plan::AlphaBeta { eval: Eval::Material, depth: 2, care: Care { random: 10, margin: SEED / 2 }, ordered: false },
            Level::Strong => Plan::AlphaBeta { eval: Eval::Material, depth: 64, care: CAREFUL, ordered: false },
            Level::Expert => Plan::AlphaBeta { eval: Eval::Full, depth: 64, care: CAREFUL, ordered: true },
        }
    }
}

/// The transposition table's size: 2^16 entries (1.5 MB).
const TABLE_BITS: u32 = 16;

impl Game {
    /// The decision the computer would make now, at `req`'s level and budget,
    /// timed by `clock`. Never changes the game.
    pub fn suggest(&self, req: &SearchRequest, clock: &dyn Clock) -> Result<Suggestion, SuggestError> {
        self.suggest_plan(req.level.plan(self.position().family()), req, clock)
    }

    /// [`Game::suggest`] with a search plan of the caller's (the ladder plays
    /// plans against each other to choose the levels'); `req.level` names
    /// the budget's default.
    pub fn suggest_plan(&self, plan: Plan, req: &SearchRequest, clock: &dyn Clock) -> Result<Suggestion, SuggestError> {
        suggest_with(self, plan, req, clock)
    }
}

fn suggest_with(game: &Game, plan: Plan, req: &SearchRequest, clock: &dyn Clock) -> Result<Suggestion, SuggestError> {
    let budget_ms = req.budget_ms.unwrap_or(req.level.budget_ms());
    if budget_ms.is_nan() || budget_ms <= 0.0 {
        return Err(SuggestError::BadBudget(budget_ms));
    }
    if req.nodes == Some(0) {
        return Err(SuggestError::NoNodes);
    }
    let root: &Position = game.position();
    let legal = game.legal();
    if legal.is_empty() {
        return Err(SuggestError::GameOver);
    }
    let mut budget = Budget::new(clock, Some(budget_ms), req.nodes);
    let mut rng = SplitMix::new(req.seed ^ 0x005E_ED0F_0E5C);
    let only = legal.len() == 1;
    let (decision, score, depth, search) = match plan {
        _ if only => (legal.as_slice()[0], 0, 0, "alpha-beta"),
        Plan::AlphaBeta { eval, depth, care, ordered } => {
            let mut ab = AlphaBeta::new(&mut budget, eval, Line::new(game), ordered, TABLE_BITS);
            ab.exact_root = care != CAREFUL;
            let found = ab.run(root, depth).ok_or(SuggestError::GameOver)?;
            let (d, v) = choose(&found.ranked, care, &mut rng);
            (d, v, found.depth, "alpha-beta")
        }
        Plan::Mcts => {
            let mut line = Line::new(game);
            let mut mcts = Mcts::new(&mut budget, req.seed, 1 << 18);
            let (d, _, rate) = mcts.run(root, &mut line, u64::MAX).ok_or(SuggestError::GameOver)?;
            (d, rate_score(rate), 0, "mcts")
        }
    };
    Ok(Suggestion { decision, level: req.level, score, depth, nodes: budget.nodes, elapsed_ms: budget.elapsed_ms(), search })
}

/// A Monte-Carlo win rate (0 to 1) as a score: ±100 seeds for a sure win or loss.
fn rate_score(rate: f32) -> i32 {
    ((rate - 0.5) * 200.0 * SEED as f32) as i32
}

/// A lower level's choice among ranked decisions: now and then one at random,
/// else any within its margin of the best.
fn choose(ranked: &[(Decision, i32)], care: Care, rng: &mut SplitMix) -> (Decision, i32) {
    if care.random > 0 && (rng.below(100) as u64) < care.random {
        return ranked[rng.below(ranked.len())];
    }
    // Within the margin of the best (at the careful levels, the best's
    // equals, whose values their search makes exact), by the seed.
    let best = ranked[0].1;
    let close = ranked.iter().take_while(|r| r.1 >= best - care.margin).count();
    ranked[rng.below(close)]
}

/// The plain UCT baseline of the benchmarks: `simulations` random playouts
/// a move, whatever the time.
pub fn uct_baseline(game: &Game, simulations: u64, seed: u64, clock: &dyn Clock) -> Result<Suggestion, SuggestError> {
    let legal = game.legal();
    if legal.is_empty() {
        return Err(SuggestError::GameOver);
    }
    let mut budget = Budget::new(clock, None, None);
    let mut line = Line::new(game);
    let mut mcts = Mcts::new(&mut budget, seed, (simulations as usize + 2) * 40);
    let (decision, _, rate) = mcts.run(game.position(), &mut line, simulations).ok_or(SuggestError::GameOver)?;
    Ok(Suggestion { decision, level: Level::Expert, score: rate_score(rate), depth: 0, nodes: budget.nodes, elapsed_ms: budget.elapsed_ms(), search: "mcts" })
}
