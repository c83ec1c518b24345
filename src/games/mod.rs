//! One file per game family: its data (board, layouts, option defaults and
//! locks, metadata). The rule hooks themselves live in the one turn machine.

pub mod coro;
pub mod hus;
pub mod igisoro;
pub mod kombe;
pub mod layli;
pub mod mongale;
pub mod mongola;
pub mod omweso;
pub mod oware;
