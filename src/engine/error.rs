//! What every error of the engine shares: a stable `code()` and its
//! parameters (`params()`, a list of [`Param`]s), so a page can translate it,
//! beside the English sentence of `Display` ([`Coded`]); and [`ErrorInfo`],
//! an error as it crosses to a page. The errors themselves live with what
//! they are about:
//!
//! - [`IllegalMove`](super::illegal::IllegalMove): a decision the rules do not allow here;
//! - [`SetupError`](super::setup::SetupError): every problem of a position
//!   written by hand or a new game's settings, some of which may be waived;
//! - [`OptionError`](super::options::OptionError): an option that is unknown,
//!   does not apply, has a wrong value or is locked;
//! - [`LoadError`](super::save::LoadError): a saved game that cannot be loaded;
//! - [`UndoError`](super::game::UndoError), [`RedoError`](super::game::RedoError),
//!   [`NextGameError`](super::game::NextGameError): a game's history.

use super::geometry::{Cell, Side};
use serde::Serialize;
use std::borrow::Cow;
use std::fmt;

/// A parameter of an error, for a translated message. It crosses to JS as a
/// flag, a number, a text (an id, a side, a direction; a ruleset by its id), a
/// pit `[row, col]` or a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Param {
    /// A flag.
    Bool(bool),
    /// A number: a count, a row, a limit, a decision's place.
    Int(i64),
    /// A text: an id, a code, a side, a direction, a name or the parser's words.
    Text(Cow<'static, str>),
    /// A pit, written `[row, col]`.
    Pit(Cell),
    /// Several pits, written `[r, c], [r, c]`.
    Pits(Vec<Cell>),
    /// Names, written `a, b`.
    Names(Vec<&'static str>),
    /// A choice option's values, written `"a", "b"`.
    Quoted(&'static [&'static str]),
    /// A ruleset: written with its `name`, sent as its `id`.
    Ruleset {
        /// The id the API names it by.
        id: &'static str,
        /// Its name for players.
        name: &'static str,
    },
    /// A text written in quotes and sent as it is (a choice option's value).
    QuotedText(String),
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Param::Bool(b) => b.fmt(f),
            Param::Int(i) => i.fmt(f),
            Param::Text(s) => f.write_str(s),
            Param::Pit(c) => c.fmt(f),
            Param::Pits(cells) => join(f, cells.iter(), |c, f| c.fmt(f)),
            Param::Names(names) => join(f, names.iter(), |n, f| f.write_str(n)),
            Param::Quoted(values) => join(f, values.iter(), |v, f| write!(f, "\"{v}\"")),
            Param::Ruleset { name, .. } => f.write_str(name),
            Param::QuotedText(t) => write!(f, "\"{t}\""),
        }
    }
}

fn join<T>(f: &mut fmt::Formatter<'_>, items: impl Iterator<Item = T>, mut each: impl FnMut(T, &mut fmt::Formatter<'_>) -> fmt::Result) -> fmt::Result {
    for (i, item) in items.enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        each(item, f)?;
    }
    Ok(())
}

impl Serialize for Param {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Param::Bool(b) => s.serialize_bool(*b),
            Param::Int(i) => s.serialize_i64(*i),
            Param::Text(t) => s.serialize_str(t),
            Param::Pit(c) => c.serialize(s),
            Param::Pits(cells) => cells.serialize(s),
            Param::Names(names) => names.serialize(s),
            Param::Quoted(values) => values.serialize(s),
            Param::Ruleset { id, .. } => s.serialize_str(id),
            Param::QuotedText(t) => s.serialize_str(t),
        }
    }
}

/// An error's parameters, by name, in the order its sentence names them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params(Vec<(&'static str, Param)>);

impl Params {
    pub fn new() -> Params {
        Params::default()
    }

    /// The parameter of this name.
    pub fn get(&self, name: &str) -> Option<&Param> {
        self.0.iter().find(|(k, _)| *k == name).map(|(_, v)| v)
    }

    pub fn iter(&self) -> impl Iterator<Item = &(&'static str, Param)> {
        self.0.iter()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    #[inline(never)]
    pub fn add(&mut self, name: &'static str, value: Param) -> &mut Params {
        self.0.push((name, value));
        self
    }

    pub fn int(&mut self, name: &'static str, n: i64) -> &mut Params {
        self.add(name, Param::Int(n))
    }

    pub fn text(&mut self, name: &'static str, s: &'static str) -> &mut Params {
        self.add(name, Param::Text(Cow::Borrowed(s)))
    }

    pub fn string(&mut self, name: &'static str, s: &str) -> &mut Params {
        self.add(name, Param::Text(Cow::Owned(s.to_string())))
    }

    pub fn pit(&mut self, name: &'static str, c: Cell) -> &mut Params {
        self.add(name, Param::Pit(c))
    }

    /// The ruleset (its id and its name), as `ruleset`.
    pub fn ruleset(&mut self, id: &'static str, name: &'static str) -> &mut Params {
        self.add("ruleset", Param::Ruleset { id, name })
    }

    /// The side, as `side`.
    pub fn side(&mut self, side: Side) -> &mut Params {
        self.text("side", side.name())
    }
}

impl Serialize for Params {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// What every error of the engine tells besides its English sentence.
pub trait Coded: fmt::Display {
    /// A stable snake_case code, the key of a translation: `"not_your_pit"`.
    fn code(&self) -> &'static str;
    /// The values the sentence names: `pit: [0, 7]`.
    fn params(&self) -> Params;
    /// The problems of an error that lists several (a setup's).
    fn problems(&self) -> Vec<&dyn Coded> {
        vec![]
    }
}

/// An error described once: its code, its English sentence with a `{name}`
/// for each parameter, and the parameters. `Coded` and `Display` follow.
pub(crate) trait Describe {
    fn describe(&self, params: &mut Params) -> (&'static str, &'static str);
}

/// The English sentence of a described error.
pub(crate) fn write_sentence(e: &dyn Describe, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let mut params = Params::new();
    let (_, mut rest) = e.describe(&mut params);
    // Byte searches: the braces are ASCII, and char patterns cost code.
    let find = |s: &str, from: usize, b: u8| s.as_bytes()[from..].iter().position(|&c| c == b).map(|i| from + i);
    while let Some(open) = find(rest, 0, b'{') {
        f.write_str(&rest[..open])?;
        let Some(close) = find(rest, open, b'}') else { break };
        match params.get(&rest[open + 1..close]) {
            Some(v) => fmt::Display::fmt(v, f)?,
            None => f.write_str(&rest[open..=close])?,
        }
        rest = &rest[close + 1..];
    }
    f.write_str(rest)
}

/// `Display` and `Coded` for described errors.
macro_rules! described {
    ($($t:ty),+) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                $crate::engine::error::write_sentence(self, f)
            }
        }
        impl $crate::engine::error::Coded for $t {
            fn code(&self) -> &'static str {
                $crate::engine::error::Describe::describe(self, &mut $crate::engine::error::Params::new()).0
            }
            fn params(&self) -> $crate::engine::error::Params {
                let mut params = $crate::engine::error::Params::new();
                $crate::engine::error::Describe::describe(self, &mut params);
                params
            }
        }
    )+};
}
pub(crate) use described;

/// An error as a page translates it: `{code, params, message}`, and for a
/// setup error every problem the same way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ErrorInfo {
    /// The stable snake_case code, the key of a translation (`"not_your_pit"`).
    pub code: &'static str,
    /// The values the sentence names, by name (`pit: [0, 7]`).
    pub params: Params,
    /// The English sentence (`Display`).
    pub message: String,
    /// A setup error's problems, each as its own `ErrorInfo` (left out when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub problems: Vec<ErrorInfo>,
}

impl ErrorInfo {
    /// Any engine error as a page translates it.
    pub fn of(e: &dyn Coded) -> ErrorInfo {
        ErrorInfo { code: e.code(), params: e.params(), message: e.to_string(), problems: e.problems().into_iter().map(ErrorInfo::of).collect() }
    }
}
