//! Starts for demonstration games (the kiosk's attract mode, Computer vs
//! Computer): seeded, different from one another, and none decided on its
//! first turn. In the four-row games each side gets its own random safe
//! arrangement ([`super::arrangement`]) and the first mover alternates; the
//! two-row games have one fixed layout, so their starts differ by first
//! mover and seed (which a page passes on to the computer's searches).

use super::arrangement::{draw, Frame};
use super::first_turn::{turn_wins, TurnLimits};
use super::game::Game;
use super::geometry::Side;
use super::options::OptionMap;
use super::rng::SplitMix;
use super::ruleset::Variant;
use super::setup::{LayoutChoice, NewGame, SetupError, SetupProblem, SideLayout, MAX_SEED};

/// The most starts one call gives.
pub const MAX_DEMOS: usize = 100;

/// Draws of a four-row start before giving up on one nobody wins at once
/// (each is safe by construction; the check is a second opinion).
const TRIES: usize = 20;

/// `count` starts of `ruleset` under `options`, as `NewGame` settings, from `seed`.
pub fn demo_starts(ruleset: &str, options: &OptionMap, count: usize, seed: u64) -> Result<Vec<NewGame>, SetupError> {
    let variant = Variant::parse(ruleset).map_err(|e| SetupError::from(SetupProblem::UnknownRuleset { name: e.name }))?;
    let mut rng = SplitMix::new(seed ^ 0xDE30_57A2);
    // A first mover the options fix is kept; else the starts alternate.
    let fixed_first = options.contains_key("first");
    let mut starts: Vec<NewGame> = vec![];
    for i in 0..count.min(MAX_DEMOS) {
        let first = (!fixed_first).then(|| if i % 2 == 0 { "south" } else { "north" }.to_string());
        let base = NewGame { options: options.clone(), first, seed: Some(rng.next_u64() & MAX_SEED), ..NewGame::standard(variant.id()) };
        if variant.data().family() != super::ruleset::Family::FourRow {
            Game::new(&base)?;
            starts.push(base);
            continue;
        }
        let (frame, _) = Frame::of(variant.id(), options, Side::South)?;
        let mut chosen = None;
        for _ in 0..TRIES {
            let rows = |side: Side, rng: &mut SplitMix| SideLayout::Rows(draw(frame, side, rng).rows.iter().map(|r| r.iter().map(|&n| n as i64).collect()).collect());
            let layout = LayoutChoice::PerSide { south: rows(Side::South, &mut rng), north: rows(Side::North, &mut rng) };
            let spec = NewGame { layout: Some(layout), ..base.clone() };
            let game = Game::new(&spec)?;
            let seen = starts.iter().any(|s| s.layout == spec.layout);
            // Lines the walk cannot end (Igisoro's choices can go round) are
            // stopped by the arrangements themselves: no line may be known to win.
            if !seen && turn_wins(game.position(), TurnLimits::default()).is_ok_and(|w| w.wins == 0) {
                chosen = Some(spec);
                break;
            }
        }
        // Never reached with a cap that allows safe arrangements; with one that
        // does not (every pit full), the last draw is the best there is.
        starts.push(chosen.unwrap_or(base));
    }
    Ok(starts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demos_differ_and_none_is_decided_at_once() {
        for ruleset in ["omweso", "coro", "aweet", "kombe", "igisoro", "mongola", "oware"] {
            let starts = demo_starts(ruleset, &OptionMap::new(), 8, 5).unwrap();
            assert_eq!(starts.len(), 8);
            for (i, s) in starts.iter().enumerate() {
                let g = Game::new(s).unwrap();
                assert_eq!(g.turn_wins(TurnLimits::default()).unwrap().wins, 0, "{ruleset} {i}");
                assert!(starts[..i].iter().all(|t| t != s), "{ruleset} {i} differs from the ones before");
            }
            // The same seed, the same starts.
            assert_eq!(demo_starts(ruleset, &OptionMap::new(), 8, 5).unwrap(), starts);
        }
    }
}
