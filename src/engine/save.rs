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

/// The longest saved game read, in bytes (a game of 100,000 decisions fits twice).
pub const MAX_SAVE_BYTES: usize = 8 << 20;
/// The deepest nesting of arrays and objects read (a save nests 4 deep).
pub const MAX_DEPTH: usize = 32;
/// The most decisions a saved game may hold, played and to redo together.
pub const MAX_SAVED_DECISIONS: usize = 100_000;

/// How deep the arrays and objects of JSON `text` nest (strings skipped):
/// `Err` with the depth reached as soon as it passes `limit`. No recursion,
/// one pass; any text is scanned, JSON or not.
pub fn nesting(text: &str, limit: usize) -> Result<usize, usize> {
    let (mut depth, mut deepest, mut in_string, mut escaped) = (0usize, 0usize, false, false);
    for &b in text.as_bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                if depth > limit {
                    return Err(depth);
                }
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    Ok(deepest)
}

/// Check a saved game's text against the limits before it is parsed: its size
/// and its nesting (a parser meets neither a huge text nor a deep one).
pub fn check_text(text: &str) -> Result<(), LoadError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge { bytes: text.len(), max: MAX_SAVE_BYTES });
    }
    nesting(text, MAX_DEPTH).map_err(|_| LoadError::TooDeep { max: MAX_DEPTH })?;
    Ok(())
}

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
    /// The text is longer than [`MAX_SAVE_BYTES`].
    TooLarge {
        /// Its length in bytes.
        bytes: usize,
        /// The most read.
        max: usize,
    },
    /// Arrays or objects nest deeper than [`MAX_DEPTH`].
    TooDeep {
        /// The deepest nesting read.
        max: usize,
    },
    /// More decisions (played and to redo) than [`MAX_SAVED_DECISIONS`].
    TooManyDecisions {
        /// The decisions the file holds.
        count: usize,
        /// The most read.
        max: usize,
    },
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
            LoadError::TooLarge { bytes, max } => write!(f, "saved game too large: {bytes} bytes; at most {max} are read"),
            LoadError::TooDeep { max } => write!(f, "corrupt saved game: it nests deeper than {max} levels"),
            LoadError::TooManyDecisions { count, max } => write!(f, "saved game too long: {count} decisions; at most {max} are read"),
            LoadError::InvalidSetup(e) => write!(f, "corrupt saved game: its setup is invalid: {e}"),
            LoadError::IllegalDecision { number, decision, error } => write!(f, "corrupt saved game: decision {number} ({decision}) is illegal: {error}"),
            LoadError::IllegalRedo { decision, error } => write!(f, "corrupt saved game: a redo decision ({decision}) is illegal: {error}"),
        }
    }
}

/// The size, nesting or decisions read and the `max` allowed (`bytes`, `count`);
/// the format and version read (`format`, `version`: absent when missing) and
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
            LoadError::TooLarge { .. } => "too_large",
            LoadError::TooDeep { .. } => "too_deep",
            LoadError::TooManyDecisions { .. } => "too_many_decisions",
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
            LoadError::TooLarge { bytes, max } => {
                params.int("bytes", *bytes as i64).int("max", *max as i64);
            }
            LoadError::TooDeep { max } => {
                params.int("max", *max as i64);
            }
            LoadError::TooManyDecisions { count, max } => {
                params.int("count", *count as i64).int("max", *max as i64);
            }
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
