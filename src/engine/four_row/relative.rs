//! The rules in which an Omweso relative differs from Omweso. Each default is
//! Omweso's own rule; a relative overrides what it changes, in its own file
//! under `games/` (RULES §2.3), and the one lap machine asks.

use super::FourRow;
use crate::engine::event::LapKind;
use crate::engine::geometry::Geometry;
use crate::engine::illegal::NoReverse;

/// What a capture takes, as pit indices.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Taken {
    pits: [u8; 3],
    len: u8,
}

impl Taken {
    /// The pits taken, in the order their seeds are lifted.
    pub fn new(pits: &[u8]) -> Taken {
        let mut t = Taken { pits: [0; 3], len: pits.len() as u8 };
        t.pits[..pits.len()].copy_from_slice(pits);
        t
    }

    /// The pits, in order.
    pub fn as_slice(&self) -> &[u8] {
        &self.pits[..self.len as usize]
    }
}

/// The rules of one game of the Omweso family, where they differ from Omweso's.
pub trait FourRowRules: Sync {
    /// Seeds a pit must have held for the last seed there to make it a marker.
    fn marker_min(&self) -> u8 {
        1
    }

    /// Whether a last seed that would fall on a pit of fewer than two goes one
    /// pit further and ends the turn (Mongola).
    fn skips_thin_pits(&self) -> bool {
        false
    }

    /// The pits a capture at `marker` takes: the two facing pits.
    fn taken(&self, g: &Geometry, marker: u8) -> Taken {
        Taken::new(&[g.facing(marker, 0), g.facing(marker, 1)])
    }

    /// Whether landing in `pit` lets the player choose the next lap's direction
    /// (Igisoro's turning pits).
    fn is_turning_pit(&self, _g: &Geometry, _pit: u8) -> bool {
        false
    }

    /// May the turn's first lap, from `pit`, be sown against the base
    /// direction? Omweso's reverse lap: by the option `reverse`, when it ends
    /// directly in a capture. (Asked for every pit of every move list: keep it fast.)
    /// A rule that must play laps ahead to know (Kombe's chain) gives up after
    /// `look_ahead` laps and says no: the search's bound; play passes `u64::MAX`.
    fn first_lap_reverse(&self, pos: &FourRow, pit: u8, _look_ahead: u64) -> bool {
        pos.sower().may_reverse(&pos.core.pits, pit, LapKind::Move, pos.core.pits[pit as usize])
    }

    /// The pits whose first lap `first_lap_reverse` may allow, as a pit mask
    /// (a quick filter before asking it pit by pit): Omweso's, by the option
    /// `reverse`, on a turn that may capture.
    fn reverse_candidates(&self, pos: &FourRow) -> u64 {
        if pos.captures_allowed() {
            pos.core.rules.reverse_from[LapKind::Move as usize]
        } else {
            0
        }
    }

    /// Why `first_lap_reverse` says no, for a player who tried.
    fn no_first_lap_reverse(&self, pos: &FourRow, pit: u8) -> NoReverse {
        pos.reverse_lap_allowed(pit, LapKind::Move, pos.core.pits[pit as usize]).err().unwrap_or(NoReverse::NoDirectCapture)
    }

    /// Whether a first lap sown against the base direction goes on relaying
    /// in that direction until it captures (Kombe's chain).
    fn reverse_first_lap_chains(&self) -> bool {
        false
    }
}

/// Omweso's own rules: every default.
pub struct Omweso;

impl FourRowRules for Omweso {}

/// Omweso's rules, for the tables that need a value.
pub static OMWESO: Omweso = Omweso;
