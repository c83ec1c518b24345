//! Rulesets as data: a board, a bundle of option values, the turn machine
//! that plays them (with a relative's own rules), its starting layouts and
//! what a player or teacher should know. The rulesets themselves live in
//! `games/`, one file each; the engine knows none of them by name.

use super::four_row::FourRowRules;
use super::options::{OptionMap, OptionValue};
use serde::Serialize;

/// A playable ruleset: a handle on its static data. The rulesets themselves
/// are listed, and found by name, in `games/`.
#[derive(Clone, Copy)]
pub struct Variant(&'static RulesetData);

impl Variant {
    pub(crate) const fn new(data: &'static RulesetData) -> Variant {
        Variant(data)
    }

    /// Everything static about this ruleset.
    pub fn data(self) -> &'static RulesetData {
        self.0
    }

    /// The ruleset's id, as the API names it (`"omweso"`, `"layli-goobalay"`).
    pub fn id(self) -> &'static str {
        self.0.id
    }
}

/// Rulesets are statics: the same ruleset is the same address.
impl PartialEq for Variant {
    fn eq(&self, other: &Variant) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

impl Eq for Variant {}

impl std::hash::Hash for Variant {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::ptr::hash(self.0, h)
    }
}

impl std::fmt::Debug for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// Which turn machine plays the ruleset.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Family {
    /// Omweso and its relatives: four rows, each player sows their own circuit.
    FourRow,
    /// Oware (Abapa): two rows, captures of 2s and 3s.
    Oware,
    /// Layli Goobalay: two rows, relays, uur and rounds.
    Layli,
}

/// The turn machine that plays a ruleset.
#[derive(Clone, Copy)]
pub enum Machine {
    /// The four-row lap machine, with the rules in which this game differs from Omweso.
    FourRow(&'static dyn FourRowRules),
    /// Oware (Abapa).
    Oware,
    /// Layli Goobalay.
    Layli,
}

impl Machine {
    /// The family this machine plays.
    pub fn family(self) -> Family {
        match self {
            Machine::FourRow(_) => Family::FourRow,
            Machine::Oware => Family::Oware,
            Machine::Layli => Family::Layli,
        }
    }
}

/// A default option value in the static tables.
#[derive(Clone, Copy, Debug)]
pub enum Dv {
    /// A flag.
    B(bool),
    /// A whole number.
    I(i64),
    /// One of a choice's values.
    C(&'static str),
}

impl Dv {
    /// The value as the API gives it.
    pub fn value(self) -> OptionValue {
        match self {
            Dv::B(b) => OptionValue::Bool(b),
            Dv::I(i) => OptionValue::Int(i),
            Dv::C(s) => OptionValue::Choice(s.to_string()),
        }
    }
}

/// A named starting layout: counts for the whole board, rows top to bottom,
/// as drawn in a counter-clockwise game.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Layout {
    /// The layout's id (`"all-twos"`).
    pub id: &'static str,
    /// Its name for players.
    pub name: &'static str,
    /// Counts per pit, rows top to bottom.
    pub rows: Vec<Vec<u8>>,
}

/// A published reference for a ruleset's rules, as a page lists it:
/// "M. B. Nsimbi, *Omweso, a game people play in Uganda*, Uganda Publishing House, 1969".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Source {
    /// A short name of its own (`article`, `nsimbi`), by which a page finds
    /// its words for the parts that are description rather than citation.
    pub id: &'static str,
    /// Who wrote it, when known.
    pub author: Option<&'static str>,
    /// Its title.
    pub title: &'static str,
    /// Where and when it appeared: a journal, a publisher, a site.
    pub published: Option<&'static str>,
    /// Where to read it, when it is on the web.
    pub url: Option<&'static str>,
}

/// Everything static about a ruleset.
pub struct RulesetData {
    /// The id the API names it by (`"omweso"`).
    pub id: &'static str,
    /// Its name for players.
    pub name: &'static str,
    /// Other names it is known by.
    pub aliases: &'static [&'static str],
    /// Where it is played.
    pub country: &'static str,
    /// Who plays it.
    pub people: &'static str,
    /// What it is, for players.
    pub description: &'static str,
    /// How it differs from Omweso, one sentence each.
    pub differences: &'static [&'static str],
    /// Where its rules come from: the references the seeds themselves cite.
    pub sources: &'static [Source],
    /// Notes on the sources and choices made.
    pub notes: &'static [&'static str],
    /// The turn machine, and a relative's own rules.
    pub machine: Machine,
    /// Board rows and columns (Hus's `size` option can change the columns).
    pub rows: u8,
    /// See `rows`.
    pub cols: u8,
    /// The options that apply, each with this ruleset's default.
    pub defaults: &'static [(&'static str, Dv)],
    /// Options that may not be changed from their default here.
    pub locked: &'static [&'static str],
    /// The preset layouts for a board of `cols` columns; the first is the default.
    pub layouts: fn(cols: u8) -> Vec<Layout>,
}

impl RulesetData {
    /// The family of games this ruleset belongs to.
    pub fn family(&self) -> Family {
        self.machine.family()
    }

    /// The options that apply, with this ruleset's defaults.
    pub fn default_options(&self) -> OptionMap {
        self.defaults.iter().map(|(k, v)| (k.to_string(), v.value())).collect()
    }
}

/// The options every four-row game shares, with Omweso (Uganda)'s defaults.
/// Rulesets list them through `four_row_defaults!` and override a few.
macro_rules! four_row_defaults {
    ($($key:literal => $val:expr),* $(,)?) => {{
        use $crate::engine::ruleset::Dv::*;
        const BASE: &[(&str, $crate::engine::ruleset::Dv)] = &[
            ("direction", C("ccw")),
            ("first", C("south")),
            ("pit_cap", I(10)),
            ("outer_markers", B(false)),
            ("capture_sow_from", C("after_lap_origin")),
            ("reverse", C("four_leftmost")),
            ("akakyala", C("consecutive")),
            ("emitwe_ebiri", B(true)),
            ("akawumbi", B(true)),
            ("akawumbi_points", I(12)),
            ("allow_pass", B(false)),
            ("endless", C("annul")),
            ("win_scheme", C("uganda")),
            ("match_to", I(0)),
            ("no_capture_first_turn", B(false)),
            ("okwesera", B(false)),
            ("mode", C("ekyokubala")),
        ];
        const OVERRIDES: &[(&str, $crate::engine::ruleset::Dv)] = &[$(($key, $val)),*];
        const fn eq(a: &str, b: &str) -> bool {
            let (a, b) = (a.as_bytes(), b.as_bytes());
            if a.len() != b.len() { return false; }
            let mut i = 0;
            while i < a.len() { if a[i] != b[i] { return false; } i += 1; }
            true
        }
        const fn merged() -> [(&'static str, $crate::engine::ruleset::Dv); BASE.len() + OVERRIDES.len()] {
            // Overrides replace a base entry in place; new keys go at the end.
            let mut out = [("", B(false)); BASE.len() + OVERRIDES.len()];
            let mut i = 0;
            while i < BASE.len() { out[i] = BASE[i]; i += 1; }
            let mut n = BASE.len();
            let mut j = 0;
            while j < OVERRIDES.len() {
                let mut k = 0;
                let mut found = false;
                while k < BASE.len() {
                    if eq(out[k].0, OVERRIDES[j].0) { out[k] = OVERRIDES[j]; found = true; }
                    k += 1;
                }
                if !found { out[n] = OVERRIDES[j]; n += 1; }
                j += 1;
            }
            out
        }
        const ALL: [(&str, $crate::engine::ruleset::Dv); BASE.len() + OVERRIDES.len()] = merged();
        const fn used() -> usize {
            let mut n = 0;
            while n < ALL.len() && !eq(ALL[n].0, "") { n += 1; }
            n
        }
        const USED: &[(&str, $crate::engine::ruleset::Dv)] = ALL.split_at(used()).0;
        USED
    }};
}
pub(crate) use four_row_defaults;
