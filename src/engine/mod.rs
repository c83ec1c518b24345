//! What every ruleset shares: board geometry, rulesets and options, setups, the
//! turn machines, decisions and events, the endless-turn finder, and games
//! with history.

pub mod decision;
pub mod endless;
pub mod error;
pub mod event;
pub mod four_row;
pub mod game;
pub mod geometry;
pub mod layli;
pub mod layout;
pub mod options;
pub mod oware;
pub mod position;
pub mod rng;
pub mod rules;
pub mod ruleset;
pub mod setup;
