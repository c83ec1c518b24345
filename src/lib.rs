//! # omweso — the sowing games of East Africa
//!
//! A rules engine for Omweso (Uganda), its relatives Coro, Aweet, Hus, Igisoro,
//! Kombe, Mongale and Mongola, and the two-row Oware (Abapa) and Layli
//! Goobalay. Pure Rust; the WebAssembly API is a thin layer in `wasm`.
//!
//! ```
//! use omweso::*;
//! // A new game of Omweso with both sides in the "all twos" layout.
//! let spec = NewGame { ruleset: "omweso".into(), layout: Some(LayoutChoice::Preset("all-twos".into())),
//!                      options: Default::default(), first: None, seed: None, match_score: [0, 0] };
//! let mut game = Game::new(&spec).unwrap();
//! // The legal decisions, and one of them played with its events recorded.
//! let d = game.legal().as_slice()[0];
//! let mut events: Vec<Event> = vec![];
//! game.play(d, &mut events).unwrap();
//! assert!(matches!(events.last(), Some(Event::TurnEnd { .. }) | Some(Event::Pause { .. }) | Some(Event::GameEnd { .. })));
//! // Seeds are never made or lost.
//! assert_eq!(game.position().total_seeds(), 64);
//! ```

#![warn(missing_docs)]

// The modules are private: the crate's face is the flat list below, so the
// files can be rearranged without breaking a user.
mod engine;
mod games;
mod playout;

#[cfg(target_arch = "wasm32")]
mod wasm;

pub use engine::decision::{Decision, DecisionInput, DecisionList, MAX_DECISIONS};
pub use engine::endless::{Brent, LapKey};
pub use engine::error::{Coded, ErrorInfo, IllegalMove, LoadError, NextGameError, Param, RedoError, UndoError, Why};
pub use engine::event::PitCounts;
pub use engine::event::{DirRule, EndReason, Event, LapKind, NullSink, PauseReason, Recorder, Sink};
pub use engine::four_row::{FourRow, FourRowRules, NoReverse, Turn};
pub use engine::four_row::{Omweso, Taken, OMWESO};
pub use engine::game::Game;
pub use engine::game::{Saved, FORMAT, VERSION};
pub use engine::geometry::MAX_PITS;
pub use engine::geometry::{Cell, Dir, Geometry, Side};
pub use engine::layli::Layli;
pub use engine::layout::{omweso_presets, rows as layout_rows, two_row_standard, uniform};
pub use engine::options::{option_def, Endless, GameMode, OptionKind, Size, WinScheme};
pub use engine::options::{Choice, OptionDef, OptionError, OptionMap, OptionValue, Settings, OPTIONS};
pub use engine::oware::{Oware, Repetition};
pub use engine::position::Core;
pub use engine::position::{Mode, Outcome, Position, Sowing};
pub use engine::rng::SplitMix;
pub use engine::rules::Rules;
pub use engine::rules::{Akakyala, CaptureSowFrom, First, GrandSlam, Reverse};
pub use engine::ruleset::Family;
pub use engine::ruleset::{Dv, Layout, Machine, RulesetData};
pub use engine::setup::{presets, side_totals, UurPit};
pub use engine::setup::{LayoutChoice, NewGame, Setup, SetupError, SetupProblem, SideLayout, Valid};
pub use games::{UnknownRuleset, Variant};
pub use playout::{random_playout, Playouts};
