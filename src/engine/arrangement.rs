//! A side's own arrangement of its seeds (RULES §2.1: each player arranges
//! their seeds freely over their own pits, keeping the side's total, no pit
//! over `pit_cap`), drawn at random so that the opponent, whatever they
//! arrange, cannot win on the first turn.
//!
//! Why one rule is enough: in the four-row games the mover sows only into
//! their own pits, so during their turn the other side's pits only lose
//! seeds, and a column can be captured only if both of its pits on that side
//! held seeds when the turn began. A side that leaves the outer pit of an
//! end column empty and puts two seeds or more in the inner pit beside it
//! has a column that cannot be captured: no emitwe-ebiri or okutema (both
//! ends), no akawumbi (every pit), and that inner pit keeps a move (no
//! normal win, and the inner row is never empty). Akakyala needs two turns.

use super::geometry::Side;
use super::options::OptionMap;
use super::rng::SplitMix;
use super::rules::Rules;
use super::ruleset::{Family, Variant};
use super::setup::{rules, side_totals, SetupError, SetupProblem};
use serde::Serialize;

/// One side's arrangement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
pub struct Arrangement {
    /// The side arranged.
    pub side: Side,
    /// Its two rows, top to bottom as drawn (North: rows 0–1, South: rows
    /// 2–3), as a layout's `{south, north}` takes them.
    pub rows: Vec<Vec<u8>>,
    /// Whether it guarantees that the opponent cannot win on the first turn
    /// (false only where `pit_cap` leaves no room for an empty pit).
    pub safe: bool,
}

/// What an arrangement must respect: the rules' board, total and cap.
#[derive(Clone, Copy)]
pub(crate) struct Frame {
    pub(crate) cols: usize,
    pub(crate) total: u32,
    pub(crate) cap: u32,
}

impl Frame {
    /// The frame of a ruleset under options, or why there is none (an
    /// unknown ruleset or option, a two-row game: one fixed layout).
    pub(crate) fn of(ruleset: &str, options: &OptionMap, side: Side) -> Result<(Frame, Rules), SetupError> {
        let variant = Variant::parse(ruleset).map_err(|e| SetupError::from(SetupProblem::UnknownRuleset { name: e.name }))?;
        let (r, _) = rules(variant, options)?;
        if variant.data().family() != Family::FourRow {
            return Err(SetupProblem::PerSideLayoutNotHere { ruleset: variant }.into());
        }
        // Both sides hold the same total in every four-row ruleset.
        let total = side_totals(&r)[0];
        let most = r.pit_cap as u32 * 2 * r.geo.cols as u32;
        if most < total {
            return Err(SetupProblem::SideLayoutTotal { side, have: most as i64, want: total }.into());
        }
        Ok((Frame { cols: r.geo.cols as usize, total, cap: r.pit_cap as u32 }, r))
    }
}

/// A random arrangement of `side`'s seeds in `ruleset` under `options`,
/// from `seed`: legal, and safe (see the module) wherever the cap allows.
/// A `pit_cap` too small for the side's seeds is `side_layout_total` (the
/// most the cap lets the side hold, and its seeds).
pub fn random_arrangement(ruleset: &str, options: &OptionMap, side: Side, seed: u64) -> Result<Arrangement, SetupError> {
    let (frame, _) = Frame::of(ruleset, options, side)?;
    Ok(draw(frame, side, &mut SplitMix::new(seed ^ 0xA22A_46E3)))
}

/// One arrangement drawn from `rng`.
pub(crate) fn draw(f: Frame, side: Side, rng: &mut SplitMix) -> Arrangement {
    let n = 2 * f.cols;
    // Pits by index `row * cols + col` of the side's two rows as drawn.
    let (inner_row, outer_row) = if side == Side::South { (0, 1) } else { (1, 0) };
    let at = |row: usize, col: usize| row * f.cols + col;
    let safe = f.cap >= 2 && f.total >= 2 && f.total <= f.cap * (n as u32 - 1);
    let mut counts = vec![0u32; n];
    let mut open: Vec<usize> = (0..n).collect();
    if safe {
        let col = if rng.below(2) == 0 { 0 } else { f.cols - 1 };
        open.retain(|&p| p != at(outer_row, col));
        counts[at(inner_row, col)] = 2;
    }
    // How many pits hold seeds: any number the cap and the total allow, so
    // the arrangements range from a few heaps to seeds spread everywhere.
    let fixed = counts.iter().filter(|&&c| c > 0).count();
    let least = (f.total.div_ceil(f.cap.max(1)) as usize).max(fixed);
    let most = open.len().min((f.total as usize).saturating_sub(counts.iter().sum::<u32>() as usize) + fixed);
    let used = if most > least { least + rng.below(most - least + 1) } else { least.min(open.len()) };
    let mut chosen: Vec<usize> = open.iter().copied().filter(|&p| counts[p] > 0).collect();
    let mut rest: Vec<usize> = open.iter().copied().filter(|&p| counts[p] == 0).collect();
    while chosen.len() < used && !rest.is_empty() {
        let p = rest.swap_remove(rng.below(rest.len()));
        counts[p] = 1;
        chosen.push(p);
    }
    let mut left = f.total.saturating_sub(counts.iter().sum());
    while left > 0 {
        let room: Vec<usize> = chosen.iter().copied().filter(|&p| counts[p] < f.cap).collect();
        // The cap leaves no room in the chosen pits: open another.
        let Some(&p) = (if room.is_empty() { rest.first() } else { room.get(rng.below(room.len())) }) else { break };
        if room.is_empty() {
            rest.retain(|&q| q != p);
            chosen.push(p);
        }
        counts[p] += 1;
        left -= 1;
    }
    let rows = (0..2).map(|r| (0..f.cols).map(|c| counts[at(r, c)] as u8).collect()).collect();
    Arrangement { side, rows, safe }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrangements_are_legal_and_safe() {
        for (ruleset, cols, total) in [("omweso", 8, 32), ("aweet", 10, 40), ("mongola", 7, 28), ("hus", 8, 24)] {
            for seed in 0..200 {
                for side in Side::BOTH {
                    let a = random_arrangement(ruleset, &OptionMap::new(), side, seed).unwrap();
                    assert!(a.safe);
                    assert_eq!(a.rows.len(), 2);
                    assert!(a.rows.iter().all(|r| r.len() == cols));
                    assert_eq!(a.rows.iter().flatten().map(|&n| n as u32).sum::<u32>(), total, "{ruleset} {seed}");
                    assert!(a.rows.iter().flatten().all(|&n| n <= 10));
                }
            }
        }
        // The cap decides: all twos is the one arrangement under pit_cap 2 (not
        // safe: every pit full), none fits under 1.
        let cap = |n: i64| [("pit_cap".to_string(), crate::engine::options::OptionValue::Int(n))].into_iter().collect::<OptionMap>();
        let twos = random_arrangement("omweso", &cap(2), Side::North, 1).unwrap();
        assert_eq!((twos.rows, twos.safe), (vec![vec![2u8; 8]; 2], false));
        let err = random_arrangement("omweso", &cap(1), Side::North, 1).unwrap_err();
        assert_eq!(crate::engine::error::Coded::code(&err), "side_layout_total");
        let err = random_arrangement("oware", &OptionMap::new(), Side::North, 1).unwrap_err();
        assert_eq!(crate::engine::error::Coded::code(&err), "per_side_layout_not_here");
    }
}
