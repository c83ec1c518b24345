//! Rule options: every ambiguity of the sources is a named option (RULES preamble).
//!
//! An option has an id, a type, its allowed values, a per-ruleset default and a
//! one-line description. Options cross the API as a JSON-like map; unknown
//! names or values are errors that name them.

use super::error::{described, Describe, Param, Params};
use super::geometry::Dir;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The type and allowed values of an option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum OptionKind {
    /// One of a fixed list of strings.
    Choice {
        /// The allowed values, in the order the UI lists them.
        values: &'static [&'static str],
    },
    /// A flag: `true` or `false`.
    Bool,
    /// A whole number in a range.
    Int {
        /// The smallest value allowed.
        min: i64,
        /// The largest value allowed.
        max: i64,
    },
}

/// One rule option, as the UI lists it.
#[derive(Clone, Copy, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct OptionDef {
    /// The option's name in the API and in option maps (`"pit_cap"`).
    pub id: &'static str,
    /// Its type and allowed values (written flat into the definition's JSON).
    #[serde(flatten)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "OptionKind"))]
    pub kind: OptionKind,
    /// What the option does, in one English line for the UI.
    pub description: &'static str,
}

/// A value as it crosses the API: `true`, `12` or `"ccw"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(untagged)]
pub enum OptionValue {
    /// The value of a flag option.
    Bool(bool),
    /// The value of a whole-number option.
    Int(i64),
    /// The value of a choice option: one of its strings.
    Choice(String),
}

impl OptionValue {
    /// The value as an error's parameter: written as `Display` writes it, sent as it is.
    pub fn param(&self) -> Param {
        match self {
            OptionValue::Bool(b) => Param::Bool(*b),
            OptionValue::Int(i) => Param::Int(*i),
            OptionValue::Choice(s) => Param::QuotedText(s.clone()),
        }
    }
}

impl std::fmt::Display for OptionValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(i) => write!(f, "{i}"),
            OptionValue::Choice(s) => write!(f, "\"{s}\""),
        }
    }
}

/// Option values by option id, as they cross the API (`{"pit_cap": 10}`).
#[cfg_attr(target_arch = "wasm32", tsify::declare)]
pub type OptionMap = BTreeMap<String, OptionValue>;

/// A choice option's values as an enum: each string is declared once, in
/// `choice_enum!`, which gives `VALUES` (for [`OPTIONS`]), `parse` and `id`.
pub trait Choice: Copy + 'static {
    /// The values as the API writes them, in the order the UI lists them.
    const VALUES: &'static [&'static str];
    /// The API's name of this value: `"ccw"`.
    fn id(self) -> &'static str;
    /// The value the API names, if any.
    fn parse(s: &str) -> Option<Self>;
}

/// Implement [`Choice`] for an enum, each variant with its API string.
macro_rules! impl_choice {
    ($name:ident { $($variant:ident = $s:literal),+ $(,)? }) => {
        impl $crate::engine::options::Choice for $name {
            const VALUES: &'static [&'static str] = &[$($s),+];
            fn id(self) -> &'static str {
                match self { $($name::$variant => $s),+ }
            }
            fn parse(s: &str) -> Option<Self> {
                match s {
                    $($s => Some($name::$variant),)+
                    _ => None,
                }
            }
        }
    };
}
pub(crate) use impl_choice;

/// Declare an option's enum of values and its [`Choice`] strings at once:
/// `choice_enum! { pub enum First { South = "south", North = "north" } }`.
macro_rules! choice_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident = $s:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        $vis enum $name { $($(#[$vmeta])* $variant),+ }
        $crate::engine::options::impl_choice!($name { $($variant = $s),+ });
    };
}

// The base direction is the geometry's own `Dir`.
impl_choice!(Dir { Ccw = "ccw", Cw = "cw" });

choice_enum! {
    /// Option `first`: who moves first.
    pub enum First {
        /// South (player 0) moves first.
        South = "south",
        /// North moves first.
        North = "north",
        /// Drawn by lot, from a seed the game records so it replays.
        Random = "random",
    }
}

choice_enum! {
    /// Option `capture_sow_from`: where captured seeds are sown from.
    pub enum CaptureSowFrom {
        /// As if lifted from the capturing lap's origin: the first seed goes into the pit after it.
        AfterLapOrigin = "after_lap_origin",
        /// The first captured seed goes into the capturing lap's origin itself.
        IntoLapOrigin = "into_lap_origin",
        /// As if lifted from the turn's first pit (one Igisoro source).
        AfterTurnOrigin = "after_turn_origin",
    }
}

choice_enum! {
    /// Option `reverse`: when a lap may be sown against the base direction.
    pub enum Reverse {
        /// Any lap starting in one of the player's four leftmost pits (two per own row).
        FourLeftmost = "four_leftmost",
        /// Only a relay lap starting in the leftmost pit of either own row (seed 000's stricter custom).
        RelayTwoLeftmost = "relay_two_leftmost",
        /// No lap is ever reversed.
        None = "none",
    }
}

choice_enum! {
    /// Option `akakyala`: capturing on two turns before the opponent's first capture.
    pub enum Akakyala {
        /// Uganda: captures on two consecutive own turns, the opponent having made none, win.
        Consecutive = "consecutive",
        /// Tournament: captures on any two own turns before the opponent's first capture win.
        AnyTwo = "any_two",
        /// No akakyala win.
        Off = "off",
    }
}

choice_enum! {
    /// Option `grand_slam` (Oware): a move that would capture every opposing seed.
    pub enum GrandSlam {
        /// Abapa: the move is played and captures nothing.
        NoCapture = "no_capture",
        /// The move may not be played, unless every move is one (then they capture nothing).
        Illegal = "illegal",
        /// The move captures all the opponent's seeds.
        CaptureAll = "capture_all",
    }
}

choice_enum! {
    /// Option `size`: Hus's board (absent elsewhere: the ruleset's own board).
    pub enum Size {
        /// 4 rows of 8 pits, Hus's usual board (48 seeds).
        FourByEight = "4x8",
        /// 4 rows of 6 pits, the same layout pattern narrowed (36 seeds).
        FourBySix = "4x6",
    }
}

choice_enum! {
    /// Option `endless`: what an endless turn does.
    pub enum Endless {
        /// The game is annulled: drawn, reason `endless`.
        Annul = "annul",
        /// The player who started the endless turn loses the game.
        MoverLoses = "mover_loses",
    }
}

choice_enum! {
    /// Option `win_scheme`: the Uganda custom or the tournament rules.
    pub enum WinScheme {
        /// The Uganda custom: akawumbi, emitwe-ebiri, akakyala, then the normal win.
        Uganda = "uganda",
        /// The tournament rules, scored in points: akawumbi, okutema (2), akakyala (2), then okwa bulijo (1).
        Tournament = "tournament",
    }
}

choice_enum! {
    /// Option `mode`: untimed with take-backs, no take-backs, or blitz.
    pub enum GameMode {
        /// Ekyokubala: untimed, take-backs allowed.
        Ekyokubala = "ekyokubala",
        /// Ekisibé: no take-backs (undo is off).
        Ekisibe = "ekisibe",
        /// Ekyobutabal: blitz, 3 seconds to start a move or the turn is lost.
        Ekyobutabal = "ekyobutabal",
    }
}

/// A choice option's kind, from its enum.
const fn choice<T: Choice>() -> OptionKind {
    OptionKind::Choice { values: T::VALUES }
}

/// A typed option value read from its API form.
pub trait FromOption: Sized {
    fn from_option(value: &OptionValue) -> Option<Self>;
}

impl FromOption for bool {
    #[inline(never)]
    fn from_option(value: &OptionValue) -> Option<bool> {
        match value {
            OptionValue::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

impl FromOption for u8 {
    #[inline(never)]
    fn from_option(value: &OptionValue) -> Option<u8> {
        match value {
            OptionValue::Int(i) => u8::try_from(*i).ok(),
            _ => None,
        }
    }
}

impl FromOption for u32 {
    #[inline(never)]
    fn from_option(value: &OptionValue) -> Option<u32> {
        match value {
            OptionValue::Int(i) => u32::try_from(*i).ok(),
            _ => None,
        }
    }
}

impl<T: Choice> FromOption for T {
    fn from_option(value: &OptionValue) -> Option<T> {
        match value {
            OptionValue::Choice(s) => T::parse(s),
            _ => None,
        }
    }
}

impl<T: Choice> FromOption for Option<T> {
    fn from_option(value: &OptionValue) -> Option<Option<T>> {
        T::from_option(value).map(Some)
    }
}

/// Declare every option once: its id, typed field in [`Settings`] with the
/// value it has in a ruleset that lacks it, its kind and its description.
macro_rules! options {
    ($($id:ident: $ty:ty = $absent:expr, $kind:expr, $description:literal;)+) => {
        /// Every option of every ruleset. A ruleset says which of them apply to it.
        pub static OPTIONS: &[OptionDef] = &[$(OptionDef { id: stringify!($id), kind: $kind, description: $description }),+];

        /// Every option as a typed value, read once from a checked option map.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub struct Settings {
            $(#[doc = $description] pub $id: $ty,)+
        }

        impl Settings {
            /// What an option that a ruleset does not have is taken to be:
            /// `ccw`, South first, no cap (255), no marker or special-win rules
            /// (akawumbi worth 1), an endless turn annulled, the Uganda scheme,
            /// a single game, untimed with take-backs, Oware's grand slam
            /// capturing nothing, the capturing seed captured, rounds played on.
            pub const ABSENT: Settings = Settings { $($id: $absent),+ };

            /// Read one option into its field; `false` for an unknown id or a
            /// value of another type.
            pub fn set(&mut self, id: &str, value: &OptionValue) -> bool {
                match id {
                    $(stringify!($id) => match FromOption::from_option(value) {
                        Some(v) => self.$id = v,
                        None => return false,
                    },)+
                    _ => return false,
                }
                true
            }
        }
    };
}

options! {
    direction: Dir = Dir::Ccw, choice::<Dir>(), "Base sowing direction, seen from above; clockwise plays the mirror image of the game.";
    first: First = First::South, choice::<First>(), "Who moves first; random draws lots from a seed that the game records.";
    size: Option<Size> = None, choice::<Size>(), "Board size (Hus is also played on 4 rows of 6).";
    pit_cap: u8 = 255, OptionKind::Int { min: 1, max: 64 }, "Most seeds one pit may hold in a starting layout.";
    outer_markers: bool = false, OptionKind::Bool, "Outer-row pits can be markers too, as is done in some places.";
    capture_sow_from: CaptureSowFrom = CaptureSowFrom::AfterLapOrigin, choice::<CaptureSowFrom>(),
        "Where captured seeds are sown from: after the capturing lap's origin, into it, or after the turn's first pit.";
    reverse: Reverse = Reverse::None, choice::<Reverse>(),
        "When a lap may be sown against the base direction to capture: from the four leftmost pits, only relays from the two leftmost, or never (rightmost in a clockwise game).";
    akakyala: Akakyala = Akakyala::Off, choice::<Akakyala>(),
        "Akakyala: capturing on two (consecutive, or any two) turns before the opponent's first capture wins.";
    emitwe_ebiri: bool = false, OptionKind::Bool, "Emitwe-ebiri: capturing in both end columns in one turn wins.";
    akawumbi: bool = false, OptionKind::Bool, "Akawumbi: capturing the opponent's whole territory in one turn, ending in an end column, wins.";
    akawumbi_points: u32 = 1, OptionKind::Int { min: 1, max: 99 }, "How many wins an akawumbi counts as.";
    allow_pass: bool = false, OptionKind::Bool, "A player who could sow may pass instead; after two passes in a row the first player must move.";
    endless: Endless = Endless::Annul, choice::<Endless>(), "What an endless turn does: annul the game, or lose it for the player who started it.";
    win_scheme: WinScheme = WinScheme::Uganda, choice::<WinScheme>(),
        "How special wins are judged and scored: the Uganda custom, or the tournament rules (okutema, okwa bulijo).";
    match_to: u32 = 0, OptionKind::Int { min: 0, max: 99 }, "Play a match until a player has this many points (0: a single game).";
    no_capture_first_turn: bool = false, OptionKind::Bool, "No capture on a player's first turn: a marker reached then is relayed.";
    okwesera: bool = false, OptionKind::Bool, "Okwesera: before the first capture, 3 seeds may be sown two into the next pit and one into the pit after.";
    mode: GameMode = GameMode::Ekyokubala, choice::<GameMode>(),
        "Game mode: ekyokubala (untimed, take-backs allowed), ekisibé (no take-backs) or ekyobutabal (blitz: 3 seconds to start a move, or the turn is lost).";
    grand_slam: GrandSlam = GrandSlam::NoCapture, choice::<GrandSlam>(),
        "A move that would capture all the opponent's seeds: captures nothing, is illegal, or captures all.";
    keep_capturing_seed: bool = false, OptionKind::Bool, "The last seed that makes a capture stays on the board instead of being captured too.";
    single_round: bool = false, OptionKind::Bool, "Play one round only; the player with more seeds wins.";
}

/// The definition of the option with this id, if there is one.
pub fn option_def(id: &str) -> Option<&'static OptionDef> {
    OPTIONS.iter().find(|o| o.id == id)
}

impl OptionDef {
    /// Check a value against this option's type.
    pub fn check(&self, value: &OptionValue) -> Result<(), OptionError> {
        let ok = match (&self.kind, value) {
            (OptionKind::Bool, OptionValue::Bool(_)) => true,
            (OptionKind::Int { min, max }, OptionValue::Int(i)) => (*min..=*max).contains(i),
            (OptionKind::Choice { values }, OptionValue::Choice(s)) => values.contains(&s.as_str()),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(OptionError::WrongValue { id: self.id, value: value.clone(), expected: self.kind })
        }
    }
}

/// Why an option cannot be set.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OptionError {
    /// No option has this id.
    Unknown {
        /// The id asked for.
        id: String,
    },
    /// The option exists but this ruleset does not have it.
    NotHere {
        /// The option asked for.
        id: &'static str,
        /// The id of the ruleset that lacks it.
        ruleset: &'static str,
        /// That ruleset's name.
        name: &'static str,
    },
    /// The value is not of the option's type or range (`expected`).
    WrongValue {
        /// The option the value was given for.
        id: &'static str,
        /// The value given.
        value: OptionValue,
        /// The option's type and allowed values.
        expected: OptionKind,
    },
    /// The ruleset fixes this option to `to`.
    Locked {
        /// The option a value was given for.
        id: &'static str,
        /// The only value the ruleset allows it.
        to: OptionValue,
        /// The id of the ruleset that locks it.
        ruleset: &'static str,
        /// That ruleset's name.
        name: &'static str,
    },
}

/// `id`, and the `ruleset`, the `value` given with the shape expected
/// (`type`: bool, int with `min` and `max`, or choice with `values`), or the
/// value it is locked `to`.
impl Describe for OptionError {
    fn describe(&self, p: &mut Params) -> (&'static str, &'static str) {
        match self {
            OptionError::Unknown { id } => {
                p.string("id", id);
                ("unknown_option", "unknown option \"{id}\"")
            }
            OptionError::NotHere { id, ruleset, name } => {
                p.text("id", id).ruleset(ruleset, name);
                ("option_not_here", "option \"{id}\" does not apply to {ruleset}")
            }
            OptionError::WrongValue { id, value, expected } => {
                p.text("id", id).add("value", value.param());
                let sentence = match *expected {
                    OptionKind::Bool => {
                        p.text("type", "bool");
                        "option \"{id}\" cannot be {value}: it takes true or false"
                    }
                    OptionKind::Int { min, max } => {
                        p.text("type", "int").int("min", min).int("max", max);
                        "option \"{id}\" cannot be {value}: it takes a whole number from {min} to {max}"
                    }
                    OptionKind::Choice { values } => {
                        p.text("type", "choice").add("values", Param::Quoted(values));
                        "option \"{id}\" cannot be {value}: it takes one of {values}"
                    }
                };
                ("wrong_option_value", sentence)
            }
            OptionError::Locked { id, to, ruleset, name } => {
                p.text("id", id).add("to", to.param()).ruleset(ruleset, name);
                ("option_locked", "option \"{id}\" is locked to {to} in {ruleset}")
            }
        }
    }
}

described!(OptionError);

impl std::error::Error for OptionError {}
