//! The computer arranges its own seeds (RULES §2.1) by its own choice at its
//! level: it draws candidate arrangements (each safe: the opponent cannot
//! win on the first turn, see `engine::arrangement`) and weighs each by a
//! short search of the game's opening against a few arrangements the
//! opponent might make (the ruleset's presets and random ones). A stronger
//! level weighs more candidates within a longer time.
//!
//! Every level weighs the candidates the same way, and candidate `i` is the
//! same at every level: a stronger level's choice is the best of a longer
//! list, so its value is never below a weaker one's for the same seed.

use super::{Clock, Eval, Level, Plan, SearchRequest, CAREFUL};
use crate::engine::arrangement::{draw, Arrangement, Frame};
use crate::engine::first_turn::{turn_wins, TurnLimits};
use crate::engine::game::Game;
use crate::engine::geometry::Side;
use crate::engine::options::{OptionMap, OptionValue};
use crate::engine::rng::SplitMix;
use crate::engine::rules::First;
use crate::engine::setup::{presets, LayoutChoice, NewGame, SetupError, SideLayout};
use serde::Serialize;

/// The arrangement the computer chose, and what its search found.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ComputerArrangement {
    /// The side arranged.
    pub side: Side,
    /// Its two rows, top to bottom as drawn, as `Arrangement::rows`.
    pub rows: Vec<Vec<u8>>,
    /// Whether the opponent surely cannot win on the first turn.
    pub safe: bool,
    /// The level that chose it.
    pub level: Level,
    /// Its value to the computer, summed over the opponent's arrangements
    /// weighed against (hundredths of a seed).
    pub score: i32,
    /// How many candidates were weighed.
    pub candidates: u32,
    /// Milliseconds used.
    pub elapsed_ms: f64,
}

impl Level {
    /// The candidates this level weighs and the time it may take, in ms.
    pub fn arrangement_budget(self) -> (u32, f64) {
        match self {
            Level::Beginner => (2, 100.0),
            Level::Casual => (8, 300.0),
            Level::Strong => (32, 600.0),
            Level::Expert => (128, 1500.0),
        }
    }
}

/// Random opponent arrangements weighed against, beside the presets.
const RANDOM_OPPONENTS: usize = 2;
/// Nodes of each short search of the opening.
const NODES: u64 = 1_000;

/// The arrangement the computer, playing `side` at `level`, makes in
/// `ruleset` under `options`, from `seed`, timed by `clock`.
pub fn computer_arrangement(ruleset: &str, options: &OptionMap, side: Side, level: Level, seed: u64, clock: &dyn Clock) -> Result<ComputerArrangement, SetupError> {
    let start = clock.now_ms();
    let (frame, rules) = Frame::of(ruleset, options, side)?;
    let (count, budget_ms) = level.arrangement_budget();
    let opp = side.other();
    // The opponent's own two rows of a whole-board preset.
    let (from, to) = if opp == Side::North { (0, 2) } else { (2, 4) };
    let rows = |r: &[Vec<u8>]| SideLayout::Rows(r.iter().map(|row| row.iter().map(|&n| n as i64).collect()).collect());
    // The opponent's arrangements: every preset the cap allows, and random ones.
    let mut theirs: Vec<SideLayout> = presets(&rules).iter().filter(|l| l.rows.iter().flatten().all(|&n| n <= rules.pit_cap)).map(|l| rows(&l.rows[from..to])).collect();
    let mut rng = SplitMix::new(seed ^ 0x0A22_0CA7);
    theirs.extend((0..RANDOM_OPPONENTS).map(|_| rows(&draw(frame, opp, &mut rng).rows)));
    // Who may move first: as the options say, both when by lot.
    let movers: &[Side] = match rules.first {
        First::Random => &Side::BOTH,
        First::South => &[Side::South],
        First::North => &[Side::North],
    };
    // Candidate i comes from the i-th seed of its own stream at every level.
    let mut seeds = SplitMix::new(seed ^ 0xC0FF_EE21);
    let mut best: Option<(i32, Arrangement)> = None;
    let mut weighed = 0;
    for _ in 0..count {
        if weighed > 0 && clock.now_ms() - start >= budget_ms {
            break;
        }
        let mine = draw(frame, side, &mut SplitMix::new(seeds.next_u64()));
        weighed += 1;
        if let Some(score) = weigh(ruleset, options, side, &mine, &theirs, movers, clock)? {
            if best.as_ref().is_none_or(|(b, _)| score > *b) {
                best = Some((score, mine));
            }
        }
    }
    // Every candidate is safe by construction wherever the cap allows one:
    // with none weighed safe, a plain random arrangement is all there is.
    let (score, chosen) = best.unwrap_or_else(|| (0, draw(frame, side, &mut SplitMix::new(seed))));
    Ok(ComputerArrangement { side, rows: chosen.rows, safe: chosen.safe, level, score, candidates: weighed, elapsed_ms: clock.now_ms() - start })
}

/// A candidate's value to `side` summed over the opponent's arrangements and
/// first movers; `None` when the opponent, moving first, could win at once.
fn weigh(ruleset: &str, options: &OptionMap, side: Side, mine: &Arrangement, theirs: &[SideLayout], movers: &[Side], clock: &dyn Clock) -> Result<Option<i32>, SetupError> {
    let plan = Plan::AlphaBeta { eval: Eval::Full, depth: 2, care: CAREFUL, ordered: false };
    let req = SearchRequest { level: Level::Expert, budget_ms: Some(60_000.0), nodes: Some(NODES), seed: 0 };
    let me = SideLayout::Rows(mine.rows.iter().map(|r| r.iter().map(|&n| n as i64).collect()).collect());
    let mut total = 0i32;
    for other in theirs {
        for &mover in movers {
            let layout = if side == Side::South {
                LayoutChoice::PerSide { south: me.clone(), north: other.clone() }
            } else {
                LayoutChoice::PerSide { south: other.clone(), north: me.clone() }
            };
            let mut opts = options.clone();
            opts.insert("first".into(), OptionValue::Choice(mover.name().into()));
            let game = Game::new(&NewGame { layout: Some(layout), options: opts, ..NewGame::standard(ruleset) })?;
            // A safe candidate is safe against anything (engine::arrangement);
            // one the cap made unsafe is checked against each arrangement weighed.
            if mover != side && !mine.safe && !turn_wins(game.position(), TurnLimits::default()).is_ok_and(|w| w.wins == 0) {
                return Ok(None);
            }
            let Ok(found) = game.suggest_plan(plan, &req, clock) else { continue };
            let value = if mover == side { found.score } else { -found.score };
            total = total.saturating_add(value);
        }
    }
    Ok(Some(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock that never moves: the levels' time limits never cut a test short.
    struct Frozen;

    impl Clock for Frozen {
        fn now_ms(&self) -> f64 {
            0.0
        }
    }

    #[test]
    fn stronger_levels_weigh_more_and_choose_no_worse() {
        let clock = Frozen;
        for seed in 0..3 {
            let found: Vec<ComputerArrangement> = Level::ALL.iter().map(|&l| computer_arrangement("omweso", &OptionMap::new(), Side::North, l, seed, &clock).unwrap()).collect();
            for (f, l) in found.iter().zip(Level::ALL) {
                assert_eq!(f.candidates, l.arrangement_budget().0, "{l:?} weighed all its candidates");
                assert!(f.safe);
            }
            for w in found.windows(2) {
                assert!(w[1].score >= w[0].score, "{seed}: {:?} {} < {:?} {}", w[1].level, w[1].score, w[0].level, w[0].score);
            }
            assert_ne!(found[0].rows, found[3].rows, "{seed}: the expert chooses otherwise than the beginner");
        }
    }

    #[test]
    fn the_level_s_time_bounds_the_search() {
        /// A clock 100 ms later at every reading: each level stops after its first candidates.
        struct Racing(std::cell::Cell<f64>);
        impl Clock for Racing {
            fn now_ms(&self) -> f64 {
                self.0.set(self.0.get() + 100.0);
                self.0.get()
            }
        }
        let found = computer_arrangement("omweso", &OptionMap::new(), Side::South, Level::Expert, 1, &Racing(Default::default())).unwrap();
        assert!(found.candidates < Level::Expert.arrangement_budget().0 && found.candidates >= 1, "{}", found.candidates);
        assert!(found.safe);
    }
}
