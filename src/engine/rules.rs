//! The typed, resolved rules of one game: a ruleset plus its option values.
//! `Rules` is small and `Copy`, so every position carries its own.

use super::event::LapKind;
use super::four_row::FourRowRules;
use super::geometry::{Dir, Geometry, Side};
use super::illegal::NoReverse;
use super::options::{option_def, Endless, GameMode, OptionError, OptionMap, Settings, Size, WinScheme};
pub use super::options::{Akakyala, CaptureSowFrom, First, GrandSlam, Reverse};
use super::ruleset::{Family, Machine};
use crate::engine::ruleset::Variant;

/// The typed rules of one game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rules {
    /// The ruleset played.
    pub variant: Variant,
    /// The turn machine's family: four rows, Oware or Layli Goobalay.
    pub family: Family,
    /// The board's shape and sowing tables (option `size` applied).
    pub geo: &'static Geometry,
    /// Four-row games: the seeds a pit must have held for the last seed there
    /// to make it a marker (the relative's rule, read once).
    pub marker_min: u8,
    /// Four-row games: a last seed passes over thin pits (Mongola, read once).
    pub skip_thin: bool,
    /// Four-row games: the turning pits, as a pit mask (Igisoro, read once).
    pub turning: u64,
    /// Four-row games: the pits from which a lap of each kind (move, relay,
    /// capture) may be reversed under the option `reverse`, as pit masks.
    pub reverse_from: [u64; 3],
    /// The base sowing direction, seen from above (option `direction`).
    pub base: Dir,
    /// Who moves first when the setup does not say (option `first`).
    pub first: First,
    /// Most seeds one pit may hold in a starting layout (option `pit_cap`; 255 where the ruleset has none).
    pub pit_cap: u8,
    /// Outer-row pits can be markers too, as in some places (option `outer_markers`).
    pub outer_markers: bool,
    /// Where captured seeds are sown from (option `capture_sow_from`).
    pub capture_sow_from: CaptureSowFrom,
    /// Which laps may be sown against the base direction to capture (option `reverse`).
    pub reverse: Reverse,
    /// Akakyala: whether two capturing turns before the opponent's first capture win, and which two (option `akakyala`).
    pub akakyala: Akakyala,
    /// Emitwe-ebiri: capturing in both end columns in one turn wins (option `emitwe_ebiri`).
    pub emitwe_ebiri: bool,
    /// Akawumbi: capturing the opponent's whole territory in one turn, ending in an end column, wins (option `akawumbi`).
    pub akawumbi: bool,
    /// How many wins (points) an akawumbi counts as (option `akawumbi_points`).
    pub akawumbi_points: u32,
    /// A player who could sow may pass instead (option `allow_pass`).
    pub allow_pass: bool,
    /// An endless turn loses the game for its mover instead of annulling it (option `endless = "mover_loses"`).
    pub endless_mover_loses: bool,
    /// Special wins are judged and scored by the tournament rules (option `win_scheme = "tournament"`).
    pub tournament: bool,
    /// The points a match is played to; 0 for a single game (option `match_to`).
    pub match_to: u32,
    /// No capture on a player's first turn: a marker reached then is relayed (option `no_capture_first_turn`).
    pub no_capture_first_turn: bool,
    /// Okwesera is offered on a pit of exactly 3 before the game's first capture (option `okwesera`).
    pub okwesera: bool,
    /// Ekisibé: no take-backs, undo is off (option `mode = "ekisibe"`).
    pub no_takebacks: bool,
    /// Ekyobutabal: a player whose clock runs out loses the turn.
    pub blitz: bool,
    /// Oware: what a move that would capture all the opponent's seeds does (option `grand_slam`).
    pub grand_slam: GrandSlam,
    /// Layli Goobalay: the last seed of a capture stays in its pit instead of being captured (option `keep_capturing_seed`).
    pub keep_capturing_seed: bool,
    /// Layli Goobalay: one round only; the player with more seeds wins, a tie is a draw (option `single_round`).
    pub single_round: bool,
}

impl Rules {
    /// Whether the players may end a game drawn by agreement. RULES and the
    /// seeds are silent; a friendly game of any of these games may be
    /// abandoned as a draw (an Omweso game can go on for ever across turns,
    /// an Oware or Layli Goobalay game can circle), but the tournament's win
    /// scheme (seeds 001/002) scores every game by its winner, the only game
    /// without one being annulled by the referee for an endless move: there
    /// a game is played out, or resigned.
    pub fn draw_by_agreement(&self) -> bool {
        !self.tournament
    }

    /// Resolve a ruleset and the options a caller set. Returns the rules and the
    /// full option map (defaults filled in), or every problem found.
    pub fn new(variant: Variant, chosen: &OptionMap) -> Result<(Rules, OptionMap), Vec<OptionError>> {
        let data = variant.data();
        let mut options = data.default_options();
        let mut problems = vec![];
        for (id, value) in chosen {
            let Some(def) = option_def(id) else {
                problems.push(OptionError::Unknown { id: id.clone() });
                continue;
            };
            if !options.contains_key(id) {
                problems.push(OptionError::NotHere { id: def.id, ruleset: variant.id(), name: variant.data().name });
                continue;
            }
            if let Err(e) = def.check(value) {
                problems.push(e);
                continue;
            }
            if data.locked.contains(&id.as_str()) && options.get(id) != Some(value) {
                problems.push(OptionError::Locked { id: def.id, to: options[id].clone(), ruleset: variant.id(), name: variant.data().name });
                continue;
            }
            options.insert(id.clone(), value.clone());
        }
        // Parsed once into typed values; an option the ruleset lacks keeps its
        // value in `Settings::ABSENT`.
        let mut s = Settings::ABSENT;
        for (id, value) in &options {
            if !s.set(id, value) {
                // Only a ruleset's own defaults can get here (a slip in its table).
                problems.push(match option_def(id) {
                    Some(def) => OptionError::WrongValue { id: def.id, value: value.clone(), expected: def.kind },
                    None => OptionError::Unknown { id: id.clone() },
                });
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let cols = match s.size {
            None => data.cols,
            Some(Size::FourByEight) => 8,
            Some(Size::FourBySix) => 6,
        };
        let geo = Geometry::new(data.rows, cols);
        let (marker_min, skip_thin, turning) = match data.machine {
            Machine::FourRow(rel) => (rel.marker_min(), rel.skips_thin_pits(), (0..geo.pits() as u8).filter(|&p| rel.is_turning_pit(geo, p)).fold(0u64, |m, p| m | 1 << p)),
            Machine::Oware | Machine::Layli => (1, false, 0),
        };
        let mut rules = Rules {
            variant,
            family: data.family(),
            geo,
            marker_min,
            skip_thin,
            turning,
            reverse_from: [0; 3],
            base: s.direction,
            first: s.first,
            pit_cap: s.pit_cap,
            outer_markers: s.outer_markers,
            capture_sow_from: s.capture_sow_from,
            reverse: s.reverse,
            akakyala: s.akakyala,
            emitwe_ebiri: s.emitwe_ebiri,
            akawumbi: s.akawumbi,
            akawumbi_points: s.akawumbi_points,
            allow_pass: s.allow_pass,
            endless_mover_loses: s.endless == Endless::MoverLoses,
            tournament: s.win_scheme == WinScheme::Tournament,
            match_to: s.match_to,
            no_capture_first_turn: s.no_capture_first_turn,
            okwesera: s.okwesera,
            no_takebacks: s.mode == GameMode::Ekisibe,
            blitz: s.mode == GameMode::Ekyobutabal,
            grand_slam: s.grand_slam,
            keep_capturing_seed: s.keep_capturing_seed,
            single_round: s.single_round,
        };
        for kind in [LapKind::Move, LapKind::Relay, LapKind::Capture] {
            rules.reverse_from[kind as usize] = (0..geo.pits() as u8).filter(|&p| rules.reverse_start_rule(p, kind).is_ok()).fold(0, |m, p| m | 1 << p);
        }
        Ok((rules, options))
    }

    /// May a lap of this kind start a reverse lap from `origin` under the
    /// option `reverse` (whether it captures aside)?
    pub fn reverse_start_rule(&self, origin: u8, kind: LapKind) -> Result<(), NoReverse> {
        let rank = self.left_rank(origin);
        match self.reverse {
            Reverse::None => Err(NoReverse::NoReverseLaps),
            Reverse::RelayTwoLeftmost if kind != LapKind::Relay => Err(NoReverse::OnlyRelays),
            Reverse::RelayTwoLeftmost if rank != 0 => Err(NoReverse::NotRowsLeftmost),
            Reverse::FourLeftmost if rank >= 2 => Err(NoReverse::NotFourLeftmost),
            _ => Ok(()),
        }
    }

    /// Default rules of a ruleset.
    pub fn of(variant: Variant) -> Rules {
        match Rules::new(variant, &OptionMap::new()) {
            Ok((rules, _)) => rules,
            Err(_) => panic!("the defaults of {} are valid", variant.id()),
        }
    }

    /// Whether this is a four-row game (the Omweso family).
    pub fn four_row(&self) -> bool {
        self.family == Family::FourRow
    }

    /// The rules in which a four-row game differs from Omweso; none for the
    /// two-row families, which have no such relative.
    pub fn relative(&self) -> Option<&'static dyn FourRowRules> {
        match self.variant.data().machine {
            Machine::FourRow(rel) => Some(rel),
            _ => None,
        }
    }

    /// Whether landing in this pit lets the player choose the next direction (Igisoro).
    #[inline]
    pub fn is_turning_pit(&self, pit: u8) -> bool {
        self.turning >> pit & 1 == 1
    }

    /// The reverse of the base direction ("clockwise" in a counter-clockwise game).
    pub fn reverse_dir(&self) -> Dir {
        self.base.flip()
    }

    /// Where a side's pits rank from its own left (0 = leftmost), mirrored in cw games.
    pub fn left_rank(&self, pit: u8) -> u8 {
        let g = &self.geo;
        g.left_rank(g.owner(pit), g.col(pit), self.base)
    }

    /// The side that moves first when the setup does not say.
    pub fn first_mover(&self, seed: u64) -> Side {
        match self.first {
            First::South => Side::South,
            First::North => Side::North,
            First::Random => {
                if crate::engine::rng::SplitMix::new(seed).next_u64() & 1 == 0 {
                    Side::South
                } else {
                    Side::North
                }
            }
        }
    }
}
