//! What every ruleset shares: board geometry, ruleset data and options,
//! setups, the three turn machines behind one trait, decisions and events,
//! the sowing loop, the endless-turn finder, and games with history.
//!
//! Imports run one way, from games down to geometry, with one deliberate
//! exception: a ruleset's data names its turn machine
//! (`Machine::FourRow(&dyn FourRowRules)`) and the rules hand it its relative
//! ([`rules::Rules::relative`]), so `ruleset` and `rules` point down into
//! `four_row`, which reads them back. It keeps a variant one line of data.

pub mod arrangement;
pub mod choices;
pub mod decision;
pub mod demos;
pub mod endless;
pub mod error;
pub mod event;
pub mod explained;
pub mod first_turn;
pub mod four_row;
pub mod game;
pub mod geometry;
pub mod illegal;
pub mod layli;
pub mod layout;
pub mod loading;
pub mod options;
pub mod oware;
pub mod position;
pub mod preview;
pub mod rng;
pub mod rules;
pub mod ruleset;
pub mod save;
pub mod setup;
pub(crate) mod sow;
pub mod sowing;
