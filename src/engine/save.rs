//! The save format (version 1): the setup and the decisions, replayed on
//! load; and why a saved game cannot be loaded ([`LoadError`]).

use super::decision::{Decision, DecisionInput};
use super::error::{Coded, Params};
use super::illegal::{add_move_params, IllegalMove};
use super::setup::{Setup, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The saved-game format's name.
pub const FORMAT: &str = "omweso-game";
/// The saved-game format's version.
pub const VERSION: u32 = 1;

/// The save format: the setup and the decisions, replayed on load.
///
/// ```json
/// {"format":"omweso-game","version":1,
///  "setup":{"ruleset":"omweso","options":{…},"board":[[…],…],"toMove":"south",…},
///  "decisions":[{"kind":"sow","pit":[3,2],"dir":"ccw"}, …],
///  "redo":[…]}
/// ```
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Saved {
    /// The format's name, [`FORMAT`].
    pub format: String,
    /// The format's version, [`VERSION`].
    pub version: u32,
    /// The setup the game started from, as resolved (options filled in, first mover and lot seed decided).
    pub setup: Setup,
    /// Every decision played, in order (a sowing without `dir` is read as
    /// sown in the base direction; `dir` is always written).
    pub decisions: Vec<DecisionInput>,
    /// Decisions undone and not replayed, the next to redo last (absent: none).
    #[serde(default)]
    pub redo: Vec<DecisionInput>,
}

impl Saved {
    /// The fields a saved game may have.
    pub const FIELDS: [&'static str; 5] = ["format", "version", "setup", "decisions", "redo"];

    /// Check a saved game's header before reading the rest: foreign or newer
    /// files are refused with a reason rather than a parse error.
    pub fn check_header(format: Option<&str>, version: Option<u64>) -> Result<(), LoadError> {
        match format {
            Some(FORMAT) => {}
            Some(other) => return Err(LoadError::ForeignFormat { format: other.into() }),
            None => return Err(LoadError::NoFormat),
        }
        match version {
            Some(v) if v == VERSION as u64 => Ok(()),
            version => Err(LoadError::UnsupportedVersion { version }),
        }
    }
}

/// Why a saved game cannot be loaded.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub enum LoadError {
    /// The text is not JSON at all.
    NotJson {
        /// The JSON parser's words.
        detail: String,
    },
    /// JSON without a `"format"` field.
    NoFormat,
    /// Another program's file.
    ForeignFormat {
        /// The `"format"` the file names.
        format: String,
    },
    /// A version this engine does not read (`None`: missing).
    UnsupportedVersion {
        /// The file's `"version"`, if it has one.
        version: Option<u64>,
    },
    /// A field is missing, unknown or of the wrong type (the parser's words).
    CorruptField {
        /// The parser's words, naming the field.
        detail: String,
    },
    /// The saved setup does not validate (its problems in `Coded::problems`).
    InvalidSetup(SetupError),
    /// Decision `number` (from 1) of the game is illegal where it was played.
    IllegalDecision {
        /// Its place among the saved decisions, from 1.
        number: usize,
        /// The decision as saved (a missing `dir` read as the base direction).
        decision: Decision,
        /// Why it is illegal there.
        error: IllegalMove,
    },
    /// A decision of the redo list is illegal where it would be replayed.
    IllegalRedo {
        /// The decision to redo.
        decision: Decision,
        /// Why it would be illegal there.
        error: IllegalMove,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotJson { detail } => write!(f, "not a saved game: {detail}"),
            LoadError::NoFormat => write!(f, "not a saved game: it has no \"format\": \"{FORMAT}\""),
            LoadError::ForeignFormat { format } => write!(f, "not a saved game: its format is \"{format}\", not \"{FORMAT}\""),
            LoadError::UnsupportedVersion { version: Some(v) } => write!(f, "saved game version {v} is not supported (this engine reads version {VERSION})"),
            LoadError::UnsupportedVersion { version: None } => write!(f, "saved game version (missing) is not supported (this engine reads version {VERSION})"),
            LoadError::CorruptField { detail } => write!(f, "corrupt saved game: {detail}"),
            LoadError::InvalidSetup(e) => write!(f, "corrupt saved game: its setup is invalid: {e}"),
            LoadError::IllegalDecision { number, decision, error } => write!(f, "corrupt saved game: decision {number} ({decision}) is illegal: {error}"),
            LoadError::IllegalRedo { decision, error } => write!(f, "corrupt saved game: a redo decision ({decision}) is illegal: {error}"),
        }
    }
}

/// The format and version read (`format`, `version`: absent when missing) and
/// `want` (what this engine reads), the parser's `detail`, or the decision
/// (`number`, `decision` as text), the `rule` it breaks and that rule's params.
/// An invalid setup lists its problems.
impl Coded for LoadError {
    fn code(&self) -> &'static str {
        match self {
            LoadError::NotJson { .. } => "not_json",
            LoadError::NoFormat => "no_format",
            LoadError::ForeignFormat { .. } => "foreign_format",
            LoadError::UnsupportedVersion { .. } => "unsupported_version",
            LoadError::CorruptField { .. } => "corrupt_field",
            LoadError::InvalidSetup(_) => "invalid_saved_setup",
            LoadError::IllegalDecision { .. } => "illegal_saved_decision",
            LoadError::IllegalRedo { .. } => "illegal_saved_redo",
        }
    }
    fn params(&self) -> Params {
        let mut params = Params::new();
        match self {
            LoadError::NotJson { detail } | LoadError::CorruptField { detail } => {
                params.string("detail", detail);
            }
            LoadError::NoFormat => {
                params.text("want", FORMAT);
            }
            LoadError::ForeignFormat { format } => {
                params.string("format", format).text("want", FORMAT);
            }
            LoadError::UnsupportedVersion { version } => {
                if let Some(v) = version {
                    params.int("version", *v as i64);
                }
                params.int("want", VERSION as i64);
            }
            LoadError::InvalidSetup(_) => {}
            LoadError::IllegalDecision { decision, error, .. } | LoadError::IllegalRedo { decision, error } => {
                if let LoadError::IllegalDecision { number, .. } = self {
                    params.int("number", *number as i64);
                }
                params.string("decision", &decision.to_string()).text("rule", error.code());
                add_move_params(error, &mut params);
            }
        }
        params
    }
    fn problems(&self) -> Vec<&dyn Coded> {
        match self {
            LoadError::InvalidSetup(e) => Coded::problems(e),
            _ => vec![],
        }
    }
}

impl std::error::Error for LoadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            LoadError::InvalidSetup(e) => Some(e),
            LoadError::IllegalDecision { error, .. } | LoadError::IllegalRedo { error, .. } => Some(error),
            _ => None,
        }
    }
}
