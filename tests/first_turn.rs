//! The lines of a turn that win the game at once (RULES §2.1 wins, §7: judged
//! at the turn's end), against a brute force played through `Game` with undo,
//! on small and sparse boards where such wins are common; and the starts the
//! engine gives by default, none of which its mover can win on turn one.

mod common;
use common::*;
use omweso::*;

/// Every line of the turn, played decision by decision through `Game::play`
/// and taken back with `undo`, as a page plays it: `(lines, wins)`.
fn brute(game: &mut Game, mover: Side) -> (u32, u32) {
    let (mut lines, mut wins) = (0, 0);
    for d in game.legal().iter().copied().collect::<Vec<_>>() {
        game.play(d, &mut NullSink).unwrap();
        let pos = game.position();
        if !pos.is_over() && pos.pending().is_some() {
            let (l, w) = brute(game, mover);
            lines += l;
            wins += w;
        } else {
            lines += 1;
            wins += u32::from(pos.result().is_some_and(|o| o.winner == Some(mover)));
        }
        game.undo().unwrap();
    }
    (lines, wins)
}

#[test]
fn the_issue_figures_for_all_twos() {
    // Issue 21: South's first turn with all twos on both sides.
    for (ruleset, wins, lines) in [("omweso", 15, 46), ("coro", 7, 44), ("aweet", 4, 44)] {
        let spec = NewGame { layout: Some(LayoutChoice::Preset("all-twos".into())), ..NewGame::standard(ruleset) };
        let found = Game::new(&spec).unwrap().turn_wins(TurnLimits::default()).unwrap();
        assert_eq!((found.mover, found.wins, found.lines, found.unknown), (Side::South, wins, lines, 0), "{ruleset}");
        // Each a special win of RULES §2.1: emitwe-ebiri or akawumbi.
        assert!(found.winning.iter().all(|l| matches!(l.reason, EndReason::EmitweEbiri | EndReason::Akawumbi)), "{ruleset}");
    }
}

/// Sparse random boards of every four-row ruleset (a side's few seeds make
/// wins by captures, and by leaving the opponent without a move, common).
#[test]
fn random_sparse_boards_agree_with_brute_force() {
    let mut rng = SplitMix::new(21);
    let (mut total_wins, mut total_lines, mut positions, mut skipped) = (0u32, 0u32, 0u32, 0u32);
    for v in Variant::all().filter(|v| v.data().family() == Family::FourRow) {
        let (rows, cols) = (v.data().rows as usize, if v.id() == "hus" { 8 } else { v.data().cols as usize });
        for _ in 0..40 {
            let board: Vec<Vec<i64>> = (0..rows).map(|_| (0..cols).map(|_| [0, 0, 1, 2, 2, 3, 4][rng.below(7)]).collect()).collect();
            let mover = if rng.below(2) == 0 { Side::South } else { Side::North };
            let Ok(mut game) = Game::from_setup(setup(v.id(), &[], &board_text(&board), mover)) else { continue };
            if game.position().is_over() {
                continue;
            }
            let found = match game.turn_wins(TurnLimits::default()) {
                // A turn whose choices bring it back where it was has lines without end.
                Ok(found) if found.unknown == 0 => found,
                Ok(_) | Err(TurnWinsError::TooManyLines { .. }) => {
                    skipped += 1;
                    continue;
                }
                Err(e) => panic!("{e}"),
            };
            assert_eq!(brute(&mut game, mover), (found.lines, found.wins), "{v:?} {board:?}");
            assert_eq!(found.winning.len() as u32, found.wins);
            total_wins += found.wins;
            total_lines += found.lines;
            positions += 1;
        }
    }
    assert!(skipped < positions / 10, "{skipped} skipped");
    assert!(positions > 200 && total_wins > 20 && total_lines > total_wins, "{positions} positions, {total_wins} of {total_lines} lines win");
}

fn board_text(board: &[Vec<i64>]) -> String {
    board.iter().map(|r| r.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join(" / ")
}

#[test]
fn a_hand_worked_emitwe_ebiri() {
    // RULES §2.1. South's one move, [3,6] (2 seeds), ends on [2,7], a marker
    // facing North's 5 and 4: a capture in column 7. Its 9 seeds are sown
    // from after [3,6] round to [2,0], a marker facing North's 1 and 1: a
    // capture in column 0 too. The turn then relays on to an empty [3,0];
    // both end columns were cut in it: emitwe-ebiri, one line of one.
    let g = game("omweso", &[], "1 0 0 0 0 0 0 5 / 1 0 0 0 0 0 0 4 / 1 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0", Side::South);
    let found = g.turn_wins(TurnLimits::default()).unwrap();
    assert_eq!((found.lines, found.wins), (1, 1), "{found:?}");
    assert_eq!(found.winning[0].decisions, vec![sow(3, 6)]);
    assert_eq!(found.winning[0].reason, EndReason::EmitweEbiri);
    // Without the seed in [2,0] there is no marker there: one capture, no
    // win (North keeps a move in [0,3], out of reach: [1,3] is empty).
    let g = game("omweso", &[], "1 0 0 2 0 0 0 5 / 1 0 0 0 0 0 0 4 / 0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0", Side::South);
    assert_eq!(g.turn_wins(TurnLimits::default()).unwrap().wins, 0);
}

#[test]
fn the_limits_bound_the_work() {
    let spec = NewGame { layout: Some(LayoutChoice::Preset("all-twos".into())), ..NewGame::standard("omweso") };
    let g = Game::new(&spec).unwrap();
    let err = g.turn_wins(TurnLimits { lines: 45, laps: 20_000 }).unwrap_err();
    assert_eq!((err, err.code()), (TurnWinsError::TooManyLines { max: 45 }, "too_many_lines"));
    assert_eq!(g.turn_wins(TurnLimits { lines: 46, laps: 20_000 }).unwrap().lines, 46);
    // RULES §2.1's hard case: a turn of 115,702,064 laps is unknown, not played out.
    let hard = game("omweso", &[], "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1", Side::North);
    let found = hard.turn_wins(TurnLimits::default()).unwrap();
    assert!(found.unknown >= 1 && !found.safe(), "{found:?}");
    let mut over = new_game("omweso");
    over.resign(Side::South, &mut NullSink).unwrap();
    assert_eq!(over.turn_wins(TurnLimits::default()), Err(TurnWinsError::GameOver));
}

/// Issue 21: the engine's default start of every four-row ruleset, the one
/// `new Game({ruleset})` plays and `rulesets()` names, is no game decided on
/// its first turn, whoever moves first and whichever way the game is sown.
#[test]
fn no_default_start_can_be_won_on_the_first_turn() {
    let mut checked = 0;
    for v in Variant::all().filter(|v| v.data().family() == Family::FourRow) {
        for first in ["south", "north"] {
            for direction in ["ccw", "cw"] {
                let options = opts(&[("direction", choice(direction))]);
                let plain = NewGame { options: options.clone(), first: Some(first.into()), ..NewGame::standard(v.id()) };
                let named = NewGame { layout: Some(default_layout(v)), ..plain.clone() };
                for spec in [plain, named] {
                    let g = Game::new(&spec).unwrap();
                    let found = g.turn_wins(TurnLimits::default()).unwrap();
                    assert_eq!((found.wins, found.unknown), (0, 0), "{v:?} {first} {direction}: {found:?}");
                    assert!(found.lines > 0);
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 9 * 2 * 2 * 2);
    // The start the page used to choose itself: all twos, decided at once.
    let all_twos = NewGame { layout: Some(LayoutChoice::Preset("all-twos".into())), ..NewGame::standard("omweso") };
    assert!(!Game::new(&all_twos).unwrap().turn_wins(TurnLimits::default()).unwrap().safe());
    // The default named is the first preset, per side in a four-row game.
    assert_eq!(
        default_layout(Variant::parse("omweso").unwrap()),
        LayoutChoice::PerSide { south: SideLayout::Preset("outer-fours".into()), north: SideLayout::Preset("outer-fours".into()) }
    );
    assert_eq!(default_layout(Variant::parse("oware").unwrap()), LayoutChoice::Preset("standard".into()));
}
