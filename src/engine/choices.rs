//! The decisions legal now as a player meets them: pit by pit, each with its
//! way relative to the base direction, and, where a pit (or a paused turn)
//! offers more than one, the rules that offer them. A page words its prompt
//! from this instead of guessing from the ruleset.

use super::decision::Decision;
use super::event::PauseReason;
use super::geometry::{Cell, Dir};
use super::position::Position;
use serde::Serialize;

/// Which way a sowing goes, relative to the game's base direction (option
/// `direction`): a page says "the usual way" or "against it", which stays
/// true in a clockwise game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum Way {
    /// In the base direction.
    Usual,
    /// Against it.
    Reverse,
}

impl Way {
    /// The way of a lap sown in `dir` in a game whose base direction is `base`.
    pub fn of(dir: Dir, base: Dir) -> Way {
        if dir == base {
            Way::Usual
        } else {
            Way::Reverse
        }
    }
}

/// The rule that offers a decision beside the usual sowing.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ChoiceWhy {
    /// Omweso's reverse lap: sown against the base direction it ends directly
    /// in a capture (a first lap, or a paused turn's next lap).
    ReverseLap,
    /// Kombe: sown against the base direction, its chain of relays reaches a capture.
    Chain,
    /// The tournament's okwesera: three seeds sown two and one, ending the turn.
    Okwesera,
    /// Igisoro: the lap ended in a turning pit; the next lap's direction is free.
    TurningPit,
}

/// One legal decision, with its way.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct ChoiceOption {
    /// The decision, as `play` takes it.
    pub decision: Decision,
    /// Its direction relative to the base direction (okwesera is sown the
    /// usual way); `null` for a pass or a timeout, which sow nothing.
    pub way: Option<Way>,
    /// The rule that offers it, when it is not the usual sowing (or, for a
    /// paused turn, the rule that paused it).
    pub why: Option<ChoiceWhy>,
}

/// The legal decisions of one pit (or of the paused turn, or a pass or timeout).
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct PitChoice {
    /// The pit they sow: a pit to lift, or the paused turn's pit (where the
    /// next lap counts from); `null` for a pass or a timeout.
    pub pit: Option<Cell>,
    /// The seeds that would be sown: the pit's count, or the seeds in hand.
    pub seeds: u8,
    /// Whether these answer a paused turn (`{kind: "direction"}` decisions).
    pub paused: bool,
    /// Why there is more than one way: the rules that offer the options, in
    /// their order, each once (for a paused turn, the rule that paused it);
    /// empty when there is a single option.
    pub why: Vec<ChoiceWhy>,
    /// The decisions, the usual one first.
    pub options: Vec<ChoiceOption>,
}

/// The legal decisions of `pos` (its list `legal`), grouped by pit in the
/// order the list gives them.
pub fn choices(pos: &Position, legal: &[Decision]) -> Vec<PitChoice> {
    let r = pos.rules();
    let g = r.geo;
    let base = r.base;
    let reverse_why = if r.relative().is_some_and(|rel| rel.reverse_first_lap_chains()) { ChoiceWhy::Chain } else { ChoiceWhy::ReverseLap };
    let mut out: Vec<PitChoice> = vec![];
    for &d in legal {
        let (pit, seeds, paused, option) = match d {
            Decision::Sow { pit, dir } => {
                let way = Way::of(dir, base);
                let why = (way == Way::Reverse).then_some(reverse_why);
                (Some(pit), pos.count(pit).unwrap_or(0), false, ChoiceOption { decision: d, way: Some(way), why })
            }
            Decision::Okwesera { pit } => (Some(pit), pos.count(pit).unwrap_or(0), false, ChoiceOption { decision: d, way: Some(Way::Usual), why: Some(ChoiceWhy::Okwesera) }),
            Decision::Direction { dir } => {
                let Some(turn) = pos.pending() else { continue };
                let why = match turn.reason {
                    PauseReason::TurningPit => ChoiceWhy::TurningPit,
                    PauseReason::ReverseLap => ChoiceWhy::ReverseLap,
                };
                (Some(g.cell(turn.origin)), turn.hand, true, ChoiceOption { decision: d, way: Some(Way::of(dir, base)), why: Some(why) })
            }
            Decision::Pass | Decision::Timeout | Decision::Resign { .. } | Decision::Draw => (None, 0, false, ChoiceOption { decision: d, way: None, why: None }),
        };
        match out.iter_mut().find(|c| pit.is_some() && c.pit == pit) {
            Some(choice) => choice.options.push(option),
            None => out.push(PitChoice { pit, seeds, paused, why: vec![], options: vec![option] }),
        }
    }
    for choice in &mut out {
        if choice.options.len() > 1 {
            for o in &choice.options {
                if let Some(why) = o.why {
                    if !choice.why.contains(&why) {
                        choice.why.push(why);
                    }
                }
            }
        }
        // The usual answer first, whatever order the rules list them in
        // (Igisoro's paused turn lists the direction that holds first).
        // (A rotation, not a sort: a sort is kilobytes of wasm for three items.)
        if let Some(i) = choice.options.iter().position(|o| o.way == Some(Way::Usual)) {
            choice.options[..=i].rotate_right(1);
        }
    }
    out
}
