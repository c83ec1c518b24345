//! Setups: any position, not necessarily legal, as a teacher or a saved game
//! writes it; `Setup::validate` turns it into a playable `Position` or lists
//! every problem at once (RULES §4). And the usual start: a ruleset, a layout
//! per side, options.

use super::event::NullSink;
use super::four_row::FourRow;
use super::geometry::{Cell, Side, MAX_PITS};
use super::layli::Layli;
use super::options::OptionMap;
use super::oware::Oware;
use super::position::{Core, Position};
use super::rules::{First, Rules};
use super::ruleset::{Family, Layout};
use crate::games::Variant;
use serde::{Deserialize, Serialize};

/// An uur pit and its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct UurPit {
    pub pit: Cell,
    pub owner: Side,
}

/// A position as written by hand: counts in every pit (rows top to bottom, as
/// drawn), who moves, and what the rules look back on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(rename = "SetupSpec"))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Setup {
    pub ruleset: String,
    #[serde(default)]
    pub options: OptionMap,
    pub board: Vec<Vec<i64>>,
    /// Who moves; absent: as the option `first` says.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_move: Option<Side>,
    /// Captured seeds held by South and North (two-row games).
    #[serde(default)]
    pub stores: [i64; 2],
    /// Layli Goobalay: seeds set aside this round.
    #[serde(default)]
    pub aside: [i64; 2],
    #[serde(default)]
    pub uur: Vec<UurPit>,
    /// Match points before this game (tournament).
    #[serde(default)]
    pub match_score: [u32; 2],
    /// Whether each side has already captured in this game.
    #[serde(default)]
    pub captured: [bool; 2],
    /// Turns each side has already completed in this game.
    #[serde(default)]
    pub turns: [u32; 2],
    /// Waive the check of the seed totals, for teaching positions.
    #[serde(default)]
    pub allow_unusual_totals: bool,
    /// The seed of the lot for `first: "random"`; recorded so a game replays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// One side's starting arrangement: a preset's name or its own rows (as drawn,
/// top to bottom: North gives rows 0–1, South rows 2–3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum SideLayout {
    Preset(String),
    Rows(Vec<Vec<i64>>),
}

/// The starting layout: one preset for both sides, or one per side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum LayoutChoice {
    Preset(String),
    PerSide { south: SideLayout, north: SideLayout },
}

/// A new game as a player sets it up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(rename = "NewGameSpec"))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct NewGame {
    pub ruleset: String,
    #[serde(default)]
    pub layout: Option<LayoutChoice>,
    #[serde(default)]
    pub options: OptionMap,
    /// Shorthand for the option `first`.
    #[serde(default)]
    pub first: Option<String>,
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub match_score: [u32; 2],
}

/// Every problem found, one sentence each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub Vec<String>);

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0.join("; "))
    }
}

impl std::error::Error for SetupError {}

/// The ruleset a setup names.
fn parse_variant(name: &str) -> Result<Variant, SetupError> {
    Variant::parse(name).ok_or_else(|| SetupError(vec![format!("unknown ruleset \"{name}\"; the rulesets are {}", Variant::ids().join(", "))]))
}

/// Per side, the seeds a ruleset's layouts give it.
pub fn side_totals(rules: &Rules) -> [u32; 2] {
    let layout = &(rules.variant.data().layouts)(rules.geo.cols)[0];
    let half = layout.rows.len() / 2;
    let sum = |rows: &[Vec<u8>]| rows.iter().flatten().map(|&n| n as u32).sum();
    [sum(&layout.rows[half..]), sum(&layout.rows[..half])]
}

/// The presets of a ruleset, mirrored for a clockwise game.
pub fn presets(rules: &Rules) -> Vec<Layout> {
    let mut layouts = (rules.variant.data().layouts)(rules.geo.cols);
    if rules.base == super::geometry::Dir::Cw {
        for l in &mut layouts {
            l.rows.iter_mut().for_each(|r| r.reverse());
        }
    }
    layouts
}

impl Setup {
    /// A position of `ruleset` with these counts (rows top to bottom), South to
    /// move, and nothing else set: the start of a teaching position.
    pub fn new(ruleset: &str, board: Vec<Vec<i64>>) -> Setup {
        Setup {
            ruleset: ruleset.into(),
            options: OptionMap::new(),
            board,
            to_move: Some(Side::South),
            stores: [0, 0],
            aside: [0, 0],
            uur: vec![],
            match_score: [0, 0],
            captured: [false; 2],
            turns: [0; 2],
            allow_unusual_totals: false,
            seed: None,
        }
    }

    /// Check everything and build the position, or report every problem.
    pub fn validate(&self) -> Result<(Position, OptionMap, Setup), SetupError> {
        let variant = parse_variant(&self.ruleset)?;
        let (rules, options) = Rules::new(variant, &self.options).map_err(SetupError)?;
        let g = rules.geo;
        let mut problems = vec![];
        let mut pits = [0u8; MAX_PITS];
        if self.board.len() != g.rows as usize {
            problems.push(format!("the board has {} rows; {} has {}", self.board.len(), variant.data().name, g.rows));
        }
        for (r, row) in self.board.iter().enumerate().take(g.rows as usize) {
            if row.len() != g.cols as usize {
                problems.push(format!("row {r} has {} pits; it should have {}", row.len(), g.cols));
            }
            for (c, &n) in row.iter().enumerate().take(g.cols as usize) {
                if n < 0 {
                    problems.push(format!("pit [{r}, {c}] holds a negative count ({n})"));
                } else if n > 255 {
                    problems.push(format!("pit [{r}, {c}] holds {n} seeds, too many"));
                } else {
                    pits[g.index(r as u8, c as u8) as usize] = n as u8;
                }
            }
        }
        for (name, v) in [("stores", self.stores), ("aside", self.aside)] {
            if v.iter().any(|&n| !(0..=255).contains(&n)) {
                problems.push(format!("{name} must be whole numbers from 0 to 255"));
            } else if rules.four_row() && v != [0, 0] {
                problems.push(format!("{} keeps no seeds off the board ({name}): captured seeds are sown back into play", variant.data().name));
            }
        }
        // Counts and seeds in hand are bytes: with at most 255 seeds in play no pit
        // and no hand can overflow, whatever the sowing (or a new round) does.
        let in_play: i64 = self.board.iter().flatten().chain(self.stores.iter()).chain(self.aside.iter()).filter(|&&n| n > 0).sum();
        if in_play > 255 {
            problems.push(format!("the position holds {in_play} seeds; it may hold at most 255"));
        }
        let side_sum = |side: Side| (0..g.pits() as u8).filter(|&p| g.owner(p) == side).map(|p| pits[p as usize] as u32).sum::<u32>();
        if !self.allow_unusual_totals && problems.is_empty() {
            if rules.four_row() {
                let want = side_totals(&rules);
                for side in Side::BOTH {
                    let have = side_sum(side);
                    if have != want[side.index()] {
                        problems.push(format!(
                            "{} has {have} seeds; {} gives each side {} (set allowUnusualTotals for a teaching position)",
                            side.name(),
                            variant.data().name,
                            want[side.index()]
                        ));
                    }
                }
            } else {
                let want = side_totals(&rules).iter().sum::<u32>() as i64;
                let have = (side_sum(Side::South) + side_sum(Side::North)) as i64 + self.stores.iter().sum::<i64>() + self.aside.iter().sum::<i64>();
                if have != want {
                    problems.push(format!("board, stores and aside hold {have} seeds; {} has {want} (set allowUnusualTotals for a teaching position)", variant.data().name));
                }
            }
        }
        let mut uur = [0u64; 2];
        if !self.uur.is_empty() && rules.family != Family::Layli {
            problems.push(format!("{} has no uur", variant.data().name));
        } else {
            for u in &self.uur {
                match g.pit(u.pit) {
                    None => problems.push(format!("uur pit {} is not on the board", u.pit)),
                    Some(p) if pits[p as usize] == 0 => problems.push(format!("uur pit {} is empty; an uur always holds seeds", u.pit)),
                    Some(p) => uur[u.owner.index()] |= 1 << p,
                }
            }
            if uur[0] & uur[1] != 0 {
                problems.push("a pit cannot be an uur of both players".into());
            }
            for u in &self.uur {
                if let Some(p) = g.pit(u.pit) {
                    let f = g.facing(p, 0);
                    if uur[u.owner.index()] >> f & 1 == 0 {
                        problems.push(format!("uur pit {} has no facing uur of the same owner: uur come in facing pairs", u.pit));
                    }
                }
            }
        }
        if !problems.is_empty() {
            return Err(SetupError(problems));
        }
        let seed = self.seed.or((rules.first == First::Random).then_some(0));
        let to_move = self.to_move.unwrap_or_else(|| rules.first_mover(seed.unwrap_or(0)));
        let core = Core { rules, pits, to_move, turns: self.turns, captured: self.captured, result: None, match_score: self.match_score };
        let stores = [self.stores[0] as u32, self.stores[1] as u32];
        let mut pos = match rules.family {
            Family::FourRow => Position::FourRow(FourRow::new(core)),
            Family::Oware => Position::Oware(Oware::new(core, stores)),
            Family::Layli => Position::Layli(Layli::new(core, stores, [self.aside[0] as u32, self.aside[1] as u32], uur)),
        };
        pos.settle(&mut NullSink);
        let mut resolved = self.clone();
        resolved.options = options.clone();
        resolved.to_move = Some(to_move);
        resolved.seed = seed;
        Ok((pos, options, resolved))
    }
}

impl NewGame {
    /// A new game of `ruleset` with its first layout and default options.
    pub fn standard(ruleset: &str) -> NewGame {
        NewGame { ruleset: ruleset.into(), layout: None, options: OptionMap::new(), first: None, seed: None, match_score: [0, 0] }
    }

    /// The setup of this new game's starting position.
    pub fn setup(&self) -> Result<Setup, SetupError> {
        let variant = parse_variant(&self.ruleset)?;
        let mut options = self.options.clone();
        if let Some(first) = &self.first {
            options.insert("first".into(), super::options::OptionValue::Choice(first.clone()));
        }
        let (rules, _) = Rules::new(variant, &options).map_err(SetupError)?;
        let g = rules.geo;
        let presets = presets(&rules);
        let preset = |name: &str| -> Result<&Layout, String> {
            presets.iter().find(|l| l.id == name).ok_or_else(|| {
                let ids: Vec<_> = presets.iter().map(|l| l.id).collect();
                format!("unknown layout \"{name}\" for {}; its layouts are {}", variant.data().name, ids.join(", "))
            })
        };
        let to_i64 = |rows: &[Vec<u8>]| rows.iter().map(|r| r.iter().map(|&n| n as i64).collect()).collect::<Vec<Vec<i64>>>();
        let mut problems = vec![];
        let board: Vec<Vec<i64>> = match &self.layout {
            None => to_i64(&presets[0].rows),
            Some(LayoutChoice::Preset(name)) => preset(name).map(|l| to_i64(&l.rows)).map_err(|e| SetupError(vec![e]))?,
            Some(LayoutChoice::PerSide { south, north }) => {
                if !rules.four_row() {
                    return Err(SetupError(vec![format!("{} has one fixed layout; per-side layouts belong to the four-row games", variant.data().name)]));
                }
                let want = side_totals(&rules);
                let mut board = vec![vec![0i64; g.cols as usize]; 4];
                for (side, choice, rows) in [(Side::North, north, 0..2), (Side::South, south, 2..4)] {
                    let mine: Vec<Vec<i64>> = match choice {
                        SideLayout::Preset(name) => match preset(name) {
                            Ok(l) => to_i64(&l.rows[rows.clone()]),
                            Err(e) => {
                                problems.push(e);
                                continue;
                            }
                        },
                        SideLayout::Rows(r) => r.clone(),
                    };
                    let label = side.name();
                    if mine.len() != 2 || mine.iter().any(|r| r.len() != g.cols as usize) {
                        problems.push(format!("{label}'s layout must be 2 rows of {} pits", g.cols));
                        continue;
                    }
                    let total: i64 = mine.iter().flatten().sum();
                    if mine.iter().flatten().any(|&n| n < 0) {
                        problems.push(format!("{label}'s layout has a negative count"));
                    }
                    if total != want[side.index()] as i64 {
                        problems.push(format!("{label}'s layout holds {total} seeds; it must hold {}", want[side.index()]));
                    }
                    for (i, r) in rows.enumerate() {
                        board[r] = mine[i].clone();
                    }
                }
                board
            }
        };
        let over: Vec<String> =
            board.iter().enumerate().flat_map(|(r, row)| row.iter().enumerate().filter(|(_, &n)| n > rules.pit_cap as i64).map(move |(c, _)| format!("[{r}, {c}]"))).collect();
        if !over.is_empty() && rules.four_row() {
            problems.push(format!(
                "no pit may start with more than {} seeds (option pit_cap), but {} {} more",
                rules.pit_cap,
                over.join(", "),
                if over.len() == 1 { "holds" } else { "hold" }
            ));
        }
        if !problems.is_empty() {
            return Err(SetupError(problems));
        }
        Ok(Setup {
            ruleset: variant.id().to_string(),
            options,
            board,
            to_move: None,
            stores: [0, 0],
            aside: [0, 0],
            uur: vec![],
            match_score: self.match_score,
            captured: [false; 2],
            turns: [0; 2],
            allow_unusual_totals: false,
            seed: self.seed,
        })
    }
}
