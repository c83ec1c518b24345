//! The rulesets: one file per game (or per game and its close twin), holding
//! its data (board, layouts, option defaults and locks, origin and texts) and,
//! for an Omweso relative, the rules in which it differs from Omweso.
//!
//! This is the registry: a new ruleset is a new file here and one line in
//! `rulesets!` below; the engine itself names no game.

use crate::engine::ruleset::{RulesetData, Variant};

/// Declare the files of `games/` and the list of their rulesets, in the order
/// players see them.
macro_rules! rulesets {
    ($($file:ident: [$($ruleset:ident),+],)+) => {
        $(pub(crate) mod $file;)+
        mod sources;
        static RULESETS: &[&RulesetData] = &[$($(&$file::$ruleset),+),+];
    };
}

rulesets! {
    omweso: [UGANDA, TOURNAMENT],
    coro: [CORO, AWEET],
    hus: [HUS],
    igisoro: [IGISORO],
    kombe: [KOMBE],
    mongale: [MONGALE],
    mongola: [MONGOLA],
    oware: [OWARE],
    layli: [LAYLI],
}

/// The registry's side of [`Variant`]: listing and finding rulesets. (What a
/// ruleset is lives in the engine; which rulesets exist lives here.)
impl Variant {
    /// Every ruleset, in the order players see them.
    pub fn all() -> impl ExactSizeIterator<Item = Variant> {
        RULESETS.iter().map(|&data| Variant::new(data))
    }

    /// Find a ruleset by id, name or any of its other names (case and
    /// punctuation do not matter: "Mweso", "leyla gobale").
    pub fn parse(name: &str) -> Result<Variant, UnknownRuleset> {
        let norm = |s: &str| s.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect::<String>();
        let wanted = norm(name);
        Variant::all()
            .find(|v| {
                let d = v.data();
                norm(d.id) == wanted || norm(d.name) == wanted || d.aliases.iter().any(|a| norm(a) == wanted)
            })
            .ok_or_else(|| UnknownRuleset { name: name.into() })
    }

    /// The ids of every ruleset, for error messages.
    pub fn ids() -> Vec<&'static str> {
        Variant::all().map(Variant::id).collect()
    }
}

/// No ruleset has this name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleset {
    /// The name asked for, as given.
    pub name: String,
}

/// The `name` asked for and the ids `known`.
impl crate::engine::error::Describe for UnknownRuleset {
    fn describe(&self, p: &mut crate::engine::error::Params) -> (&'static str, &'static str) {
        p.string("name", &self.name).add("known", crate::engine::error::Param::Names(Variant::ids()));
        ("unknown_ruleset", "unknown ruleset \"{name}\"; the rulesets are {known}")
    }
}

crate::engine::error::described!(UnknownRuleset);

impl std::error::Error for UnknownRuleset {}
