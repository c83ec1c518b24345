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

#![allow(missing_docs)]

pub mod engine;
pub mod games;
pub mod playout;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use engine::decision::{Decision, DecisionInput, DecisionList};
pub use engine::error::{Coded, ErrorInfo, IllegalMove, LoadError, NextGameError, Param, RedoError, UndoError, Why};
pub use engine::event::{DirRule, EndReason, Event, LapKind, NullSink, PauseReason, Recorder, Sink};
pub use engine::four_row::{FourRow, FourRowRules, NoReverse, Turn};
pub use engine::game::Game;
pub use engine::geometry::{Cell, Dir, Geometry, Side};
pub use engine::layli::Layli;
pub use engine::options::{Choice, OptionDef, OptionError, OptionMap, OptionValue, Settings, OPTIONS};
pub use engine::oware::{Oware, Repetition};
pub use engine::position::{Mode, Outcome, Position, Sowing};
pub use engine::rules::Rules;
pub use engine::ruleset::Family;
pub use engine::setup::{LayoutChoice, NewGame, Setup, SetupError, SetupProblem, SideLayout, Valid};
pub use games::{UnknownRuleset, Variant};
