//! # omweso — the sowing games of East Africa
//!
//! A rules engine for Omweso (Uganda), its relatives Coro, Aweet, Hus, Igisoro,
//! Kombe, Mongale and Mongola, and the two-row Oware (Abapa) and Layli
//! Goobalay. Pure Rust, with no dependency on the web; the WebAssembly API is a
//! thin layer compiled only for `wasm32`.
//!
//! Every ruleset is a [`Variant`]; a game is a [`Game`] holding a [`Position`],
//! which is one of three families: [`FourRow`], [`Oware`] and [`Layli`], each
//! implementing [`Sowing`]. Decisions ([`Decision`]) are plain `Copy` data, and
//! playing one reports every seed sown and every rule that fires as an
//! [`Event`] to a [`Sink`].
//!
//! ## A new game, its legal decisions, and a decision played
//!
//! ```
//! use omweso::*;
//! // A new game of Omweso, both sides in the "all twos" layout.
//! let spec = NewGame { layout: Some(LayoutChoice::Preset("all-twos".into())), ..NewGame::standard("omweso") };
//! let mut game = Game::new(&spec)?;
//! assert_eq!(game.position().to_move(), Side::South);
//! // Each of South's 16 pits can be sown in the base direction (counter-clockwise);
//! // a few also against it, where that lap would capture directly (a reverse lap).
//! let legal = game.legal();
//! assert_eq!(legal.iter().filter(|d| matches!(d, Decision::Sow { dir: Dir::Ccw, .. })).count(), 16);
//! // Play one and record its events: one per seed sown, one per rule that fires.
//! let mut events: Vec<Event> = vec![];
//! game.play(legal.as_slice()[0], &mut events)?;
//! assert!(events.iter().any(|e| matches!(e, Event::Sow { .. })));
//! assert!(matches!(events.last(), Some(Event::TurnEnd { .. } | Event::Pause { .. } | Event::GameEnd { .. })));
//! // Seeds are never made or lost.
//! assert_eq!(game.position().total_seeds(), 64);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Illegal decisions say why, and change nothing
//!
//! ```
//! use omweso::*;
//! let mut game = Game::new(&NewGame::standard("oware"))?;
//! let theirs = Decision::Sow { pit: Cell { row: 0, col: 0 }, dir: Dir::Ccw };
//! let err = game.play(theirs, &mut NullSink).unwrap_err();
//! assert_eq!(err, IllegalMove::NotYourPit(Cell { row: 0, col: 0 }));
//! assert_eq!(err.code(), "not_your_pit");
//! assert!(game.decisions().next().is_none());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## A teaching position, with every problem listed
//!
//! ```
//! use omweso::*;
//! let rows = |t: &str| t.split('/').map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect()).collect();
//! let setup = Setup::new("omweso", rows("0 0 / 2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 -1"));
//! let err = Game::from_setup(setup).unwrap_err();
//! assert_eq!(err.problems().len(), 2, "{err}"); // a short row and a negative count
//! ```
//!
//! ## Save and load
//!
//! ```
//! use omweso::*;
//! let mut game = Game::new(&NewGame::standard("layli-goobalay"))?;
//! let first = game.legal().as_slice()[0];
//! game.play(first, &mut NullSink)?;
//! let saved = game.to_json(); // {"format":"omweso-game","version":1,"setup":…,"decisions":[…]}
//! let loaded = Game::from_json(&saved)?;
//! assert_eq!(loaded.position(), game.position());
//! assert!(Game::from_json("{\"format\":\"pgn\"}").is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Fast playouts for search
//!
//! ```
//! use omweso::*;
//! let start = *Game::new(&NewGame::standard("igisoro"))?.position();
//! let mut rng = SplitMix::new(1);
//! let mut playouts = Playouts::default();
//! let mut pos = start;
//! let decisions = playouts.play(&mut pos, &mut rng, 5_000);
//! assert!(pos.is_over() && decisions > 0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! `examples/` has the same as programs: `cargo run --example quickstart`.

#![warn(missing_docs)]

// The modules are private: the crate's face is the flat list below, so the
// files can be rearranged without breaking a user.
mod engine;
mod games;
mod playout;
mod search;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use engine::arrangement::{random_arrangement, Arrangement};
pub use engine::choices::{ChoiceOption, ChoiceWhy, PitChoice, Way};
pub use engine::decision::{Decision, DecisionInput, DecisionList, MAX_DECISIONS};
pub use engine::demos::{demo_starts, MAX_DEMOS};
pub use engine::endless::{Brent, LapKey};
pub use engine::error::{Coded, ErrorInfo, Param};
pub use engine::event::PitCounts;
pub use engine::event::{DirRule, EndReason, Event, LapKind, NullSink, PauseReason, Recorder, Sink};
pub use engine::explained::Explained;
pub use engine::first_turn::{turn_wins, TurnLimits, TurnWins, TurnWinsError, WinningLine, MAX_LINE};
pub use engine::four_row::{FourRow, FourRowRules, Turn};
pub use engine::four_row::{Omweso, Taken, OMWESO};
pub use engine::game::{Game, NextGameError, Progress, RedoError, UndoError};
pub use engine::geometry::MAX_PITS;
pub use engine::geometry::{Cell, Dir, Geometry, Side};
pub use engine::illegal::{IllegalMove, NoReverse, Why};
pub use engine::layli::Layli;
pub use engine::layout::{omweso_presets, rows as layout_rows, two_row_standard, uniform};
pub use engine::loading::{LoadProgress, Loading};
pub use engine::options::{option_def, Endless, GameMode, OptionKind, Size, WinScheme};
pub use engine::options::{Choice, OptionDef, OptionError, OptionMap, OptionValue, Settings, OPTIONS};
pub use engine::oware::{Oware, Repetition};
pub use engine::position::Position;
pub use engine::preview::{Preview, PreviewOutcome};
pub use engine::rng::SplitMix;
pub use engine::rules::Rules;
pub use engine::rules::{Akakyala, CaptureSowFrom, First, GrandSlam, Reverse};
pub use engine::ruleset::Family;
pub use engine::ruleset::Variant;
pub use engine::ruleset::{Dv, Layout, Machine, RulesetData};
pub use engine::save::{check_text, nesting, MAX_DEPTH, MAX_SAVED_DECISIONS, MAX_SAVE_BYTES};
pub use engine::save::{LoadError, Saved, FORMAT, VERSION};
pub use engine::setup::{default_layout, presets, side_totals, UurPit};
pub use engine::setup::{LayoutChoice, NewGame, Setup, SetupError, SetupProblem, SideLayout, Valid};
pub use engine::setup::{MAX_MATCH_SCORE, MAX_SEED, MAX_TURNS};
pub use engine::sowing::{Core, Mode, Outcome, Sowing};
pub use games::UnknownRuleset;
pub use playout::{random_playout, Playouts, PLAYOUT_LAP_LIMIT};
#[cfg(not(target_arch = "wasm32"))]
pub use search::SystemClock;
pub use search::{computer_arrangement, ComputerArrangement};
pub use search::{uct_baseline, Care, Clock, Eval, Level, Plan, SearchRequest, SuggestError, Suggestion};
