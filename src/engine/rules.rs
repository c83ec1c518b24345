//! The typed, resolved rules of one game: a ruleset plus its option values.
//! `Rules` is small and `Copy`, so every position carries its own.

use super::event::LapKind;
use super::four_row::{FourRowRules, NoReverse};
use super::geometry::{Dir, Geometry, Side};
use super::options::{option_def, OptionMap, Reader};
use super::ruleset::{Family, Machine};
use crate::games::Variant;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum First {
    South,
    North,
    Random,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CaptureSowFrom {
    AfterLapOrigin,
    IntoLapOrigin,
    AfterTurnOrigin,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reverse {
    FourLeftmost,
    RelayTwoLeftmost,
    None,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Akakyala {
    Consecutive,
    AnyTwo,
    Off,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GrandSlam {
    NoCapture,
    Illegal,
    CaptureAll,
}

/// The typed rules of one game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rules {
    pub variant: Variant,
    pub family: Family,
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
    pub base: Dir,
    pub first: First,
    pub pit_cap: u8,
    pub outer_markers: bool,
    pub capture_sow_from: CaptureSowFrom,
    pub reverse: Reverse,
    pub akakyala: Akakyala,
    pub emitwe_ebiri: bool,
    pub akawumbi: bool,
    pub akawumbi_points: u32,
    pub allow_pass: bool,
    pub endless_mover_loses: bool,
    pub tournament: bool,
    pub match_to: u32,
    pub no_capture_first_turn: bool,
    pub okwesera: bool,
    pub no_takebacks: bool,
    /// Ekyobutabal: a player whose clock runs out loses the turn.
    pub blitz: bool,
    pub grand_slam: GrandSlam,
    pub keep_capturing_seed: bool,
    pub single_round: bool,
}

impl Rules {
    /// Resolve a ruleset and the options a caller set. Returns the rules and the
    /// full option map (defaults filled in), or every problem found.
    pub fn new(variant: Variant, chosen: &OptionMap) -> Result<(Rules, OptionMap), Vec<String>> {
        let data = variant.data();
        let mut options = data.default_options();
        let mut problems = vec![];
        for (id, value) in chosen {
            let Some(def) = option_def(id) else {
                problems.push(format!("unknown option \"{id}\""));
                continue;
            };
            if !options.contains_key(id) {
                problems.push(format!("option \"{id}\" does not apply to {}", data.name));
                continue;
            }
            if let Err(e) = def.check(value) {
                problems.push(e);
                continue;
            }
            if data.locked.contains(&id.as_str()) && options.get(id) != Some(value) {
                problems.push(format!("option \"{id}\" is locked to {} in {}", options[id], data.name));
                continue;
            }
            options.insert(id.clone(), value.clone());
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        let r = Reader(&options);
        let cols = match r.choice("size") {
            "4x6" => 6,
            _ => data.cols,
        };
        let geo = Geometry::new(data.rows, cols);
        let (marker_min, skip_thin, turning) = match data.machine {
            Machine::FourRow(rel) => (rel.marker_min(), rel.skips_thin_pits(), (0..geo.pits() as u8).filter(|&p| rel.is_turning_pit(geo, p)).fold(0u64, |m, p| m | 1 << p)),
            _ => (1, false, 0),
        };
        let mut rules = Rules {
            variant,
            family: data.family(),
            geo,
            marker_min,
            skip_thin,
            turning,
            reverse_from: [0; 3],
            base: if r.choice("direction") == "cw" { Dir::Cw } else { Dir::Ccw },
            first: match r.choice("first") {
                "north" => First::North,
                "random" => First::Random,
                _ => First::South,
            },
            pit_cap: r.int("pit_cap").clamp(0, 255) as u8,
            outer_markers: r.flag("outer_markers"),
            capture_sow_from: match r.choice("capture_sow_from") {
                "into_lap_origin" => CaptureSowFrom::IntoLapOrigin,
                "after_turn_origin" => CaptureSowFrom::AfterTurnOrigin,
                _ => CaptureSowFrom::AfterLapOrigin,
            },
            reverse: match r.choice("reverse") {
                "four_leftmost" => Reverse::FourLeftmost,
                "relay_two_leftmost" => Reverse::RelayTwoLeftmost,
                _ => Reverse::None,
            },
            akakyala: match r.choice("akakyala") {
                "consecutive" => Akakyala::Consecutive,
                "any_two" => Akakyala::AnyTwo,
                _ => Akakyala::Off,
            },
            emitwe_ebiri: r.flag("emitwe_ebiri"),
            akawumbi: r.flag("akawumbi"),
            akawumbi_points: r.int("akawumbi_points").max(1) as u32,
            allow_pass: r.flag("allow_pass"),
            endless_mover_loses: r.choice("endless") == "mover_loses",
            tournament: r.choice("win_scheme") == "tournament",
            match_to: r.int("match_to").max(0) as u32,
            no_capture_first_turn: r.flag("no_capture_first_turn"),
            okwesera: r.flag("okwesera"),
            no_takebacks: r.choice("mode") == "ekisibe",
            blitz: r.choice("mode") == "ekyobutabal",
            grand_slam: match r.choice("grand_slam") {
                "illegal" => GrandSlam::Illegal,
                "capture_all" => GrandSlam::CaptureAll,
                _ => GrandSlam::NoCapture,
            },
            keep_capturing_seed: r.flag("keep_capturing_seed"),
            single_round: r.flag("single_round"),
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
        Rules::new(variant, &OptionMap::new()).expect("defaults are valid").0
    }

    pub fn four_row(&self) -> bool {
        self.family == Family::FourRow
    }

    /// The rules in which a four-row game differs from Omweso (Omweso's own for the others).
    pub fn relative(&self) -> &'static dyn FourRowRules {
        match self.variant.data().machine {
            Machine::FourRow(rel) => rel,
            _ => &crate::engine::four_row::OMWESO,
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
