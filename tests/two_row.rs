//! Hand-worked scenarios for the two-row games (RULES §3). Boards are rows
//! 0–1: North's row on top, South's below; counter-clockwise runs left→right
//! along South's row and right→left along North's.

mod common;
use common::*;
use omweso::*;

fn with_stores(ruleset: &str, options: &[(&str, OptionValue)], board: &str, stores: [i64; 2]) -> Game {
    let mut s = setup(ruleset, options, board, Side::South);
    s.stores = stores;
    Game::from_setup(s).unwrap()
}

fn taken(events: &[Event]) -> Vec<(Cell, u8)> {
    captures(events).into_iter().flat_map(|c| c.1).collect()
}

// ---- Oware (Abapa), §3.2

#[test]
fn oware_twelve_seeds_skip_their_origin() {
    // §3.2 "the origin pit is skipped when a move sows 12 or more seeds."
    let mut g = game("oware", &[], "0 0 0 0 0 0 / 12 0 0 0 0 0", Side::South);
    let ev = play(&mut g, sow(1, 0));
    assert!(ev.contains(&Event::Skip { pit: cell(1, 0) }));
    assert_eq!(board(&g), "1 1 1 1 1 1 / 0 2 1 1 1 1");
}

#[test]
fn oware_captures_twos_and_threes_chained_backwards() {
    // §3.2 "If the last seed makes 2 or 3 in an opponent pit, those are captured, and so are
    // the seeds of each preceding consecutive opponent pit (going back) that holds 2 or 3."
    let mut g = game("oware", &[], "4 4 4 2 2 1 / 4 4 4 4 3 0", Side::South);
    let ev = play(&mut g, sow(1, 4));
    assert_eq!(taken(&ev), [(cell(0, 4), 3), (cell(0, 5), 2)]);
    assert_eq!(board(&g), "4 4 4 2 0 0 / 4 4 4 4 0 1");
    assert_eq!(g.position().stores(), [5, 0]);
}

#[test]
fn oware_chain_stops_at_a_pit_not_of_two_or_three() {
    let mut g = game("oware", &[], "4 4 4 2 2 3 / 4 4 4 4 3 0", Side::South);
    let ev = play(&mut g, sow(1, 4));
    assert_eq!(taken(&ev), [(cell(0, 4), 3)]);
    assert_eq!(board(&g), "4 4 4 2 0 4 / 4 4 4 4 0 1");
}

#[test]
fn oware_grand_slam_options() {
    // §3.2 "Grand slam … no_capture (default: the move is played, nothing is captured) | illegal | capture_all".
    let start = "0 0 0 0 1 1 / 0 0 0 1 3 0";
    let mut g = game("oware", &[], start, Side::South);
    let ev = play(&mut g, sow(1, 4));
    assert!(ev.contains(&Event::GrandSlam { player: Side::South }));
    assert!(captures(&ev).is_empty());
    assert_eq!(board(&g), "0 0 0 0 2 2 / 0 0 0 1 0 1");
    let mut all = game("oware", &[("grand_slam", choice("capture_all"))], start, Side::South);
    let ev = play(&mut all, sow(1, 4));
    assert_eq!(captures(&ev)[0].2, 4);
    // §7 "capture_all: a player left with no seeds to move ends the game, and each player takes
    // the seeds on their own side": South's last 2 seeds are South's.
    assert_eq!(result(&all).map(|r| r.1), Some(EndReason::NoSeeds));
    assert_eq!(all.position().stores(), [6, 0]);
    let mut strict = game("oware", &[("grand_slam", choice("illegal"))], start, Side::South);
    assert_eq!(legal(&strict), [sow_dir(1, 3, Dir::Ccw)]);
    assert_eq!(strict.play(sow(1, 4), &mut NullSink).unwrap_err(), IllegalMove::GrandSlamIllegal(cell(1, 4)));
}

#[test]
fn oware_grand_slam_feeding_edge_case() {
    // Issue 4: "South is to move, North is empty, and South's row from left to right is
    // 1 5 0 1 0 17. Sowing the 17 is a legal feeding move that captures nothing under no_capture."
    let start = "0 0 0 0 0 0 / 1 5 0 1 0 17";
    let mut g = game("oware", &[], start, Side::South);
    assert_eq!(legal(&g), [sow_dir(1, 1, Dir::Ccw), sow_dir(1, 5, Dir::Ccw)], "only the feeding moves");
    let ev = play(&mut g, sow(1, 5));
    assert!(ev.contains(&Event::GrandSlam { player: Side::South }));
    assert_eq!(board(&g), "2 2 2 2 2 2 / 2 6 1 2 1 0");
    assert_eq!(g.position().stores(), [0, 0]);
    // Under `illegal` the 17 is refused while another feeding move exists.
    assert_eq!(legal(&game("oware", &[("grand_slam", choice("illegal"))], start, Side::South)), [sow_dir(1, 1, Dir::Ccw)]);
}

#[test]
fn oware_must_feed_and_cannot_feed() {
    // §3.2 "Feeding: if the opponent has no seeds, the mover must make a move that gives them some;
    // if none exists, the game ends and the mover takes all seeds left."
    let mut g = game("oware", &[], "0 0 0 0 0 0 / 1 0 0 0 3 0", Side::South);
    assert_eq!(g.play(sow(1, 0), &mut NullSink).unwrap_err(), IllegalMove::MustFeedOpponent(cell(1, 0)));
    assert!(g.play(sow(1, 4), &mut NullSink).is_ok());
    let g = with_stores("oware", &[], "0 0 0 0 0 0 / 1 0 1 0 0 0", [20, 26]);
    assert_eq!(result(&g).map(|r| r.1), Some(EndReason::CannotFeed));
    assert_eq!(g.position().stores(), [22, 26]);
}

#[test]
fn oware_ends_above_24_or_at_24_each() {
    // §3.2 "The game ends when a player has captured more than 24 (win) or both have 24 (draw)."
    let mut g = with_stores("oware", &[], "4 4 4 2 2 1 / 4 4 4 4 3 0", [21, 0]);
    play(&mut g, sow(1, 4));
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::Majority, 1)));
    // South's seed makes 2 in [0,5]: 24 each (North keeps a seed, so it is no grand slam).
    let mut draw = with_stores("oware", &[], "0 0 0 1 0 1 / 0 0 0 0 0 1", [22, 24]);
    play(&mut draw, sow(1, 5));
    assert_eq!(result(&draw), Some((None, EndReason::Majority, 0)));
}

#[test]
fn oware_repeated_position_ends_the_game() {
    // §3.2 "If a position repeats, the game ends and each player takes the seeds on their own side";
    // §7 "Repetition compares (board, side to move) with every earlier position of the game".
    let mut found = 0;
    for seed in 0..300u64 {
        let mut g = new_game("oware");
        let mut rng = omweso::SplitMix::new(seed);
        while !g.position().is_over() {
            let l = g.legal();
            let d = l.as_slice()[rng.below(l.len())];
            g.play(d, &mut NullSink).unwrap();
        }
        if result(&g).unwrap().1 != EndReason::Repetition {
            continue;
        }
        found += 1;
        // Replay without the history: the last position equals an earlier one.
        let mut pos = *new_game("oware").position();
        let mut seen = vec![(pos.pits().to_vec(), pos.to_move())];
        for d in g.decisions() {
            pos.play(*d, &mut NullSink).unwrap();
            seen.push((pos.pits().to_vec(), pos.to_move()));
        }
        let last = seen.last().unwrap();
        assert!(seen[..seen.len() - 1].contains(last), "seed {seed}: the final position was seen before");
        assert_eq!(g.position().pits().iter().map(|&n| n as u32).sum::<u32>(), 0, "the board was swept");
        assert_eq!(g.position().stores().iter().sum::<u32>(), 48);
    }
    assert!(found > 0, "some random games end by repetition");
}

// ---- Layli Goobalay, §3.1

const LAYLI_RELAY: &str = "4 4 4 4 4 4 / 4 4 4 4 2 4";

#[test]
fn layli_relays_in_either_row_and_captures_at_the_end() {
    // §3.1 "If the last seed falls into an occupied pit that is not uur, lift all its seeds and sow on (relay)";
    // "Capture, only at the end of the move … those seeds and the last seed are captured".
    let mut g = game("layli-goobalay", &[], LAYLI_RELAY, Side::South);
    let ev = play(&mut g, sow(1, 4));
    let relays: Vec<_> = ev.iter().filter_map(|e| if let Event::Relay { pit, .. } = e { Some(*pit) } else { None }).collect();
    assert_eq!(relays, [cell(0, 5), cell(0, 0)], "relays in North's row too");
    assert_eq!(taken(&ev), [(cell(0, 4), 5), (cell(1, 4), 1)]);
    assert_eq!(board(&g), "0 5 5 5 0 0 / 5 5 5 5 0 5");
    assert_eq!(g.position().stores(), [6, 0]);
}

#[test]
fn layli_capture_of_one_two_or_four_and_the_capturing_seed() {
    for (opposite, expect) in [(1, 2), (2, 3), (4, 5), (7, 8)] {
        let mut g = game("layli-goobalay", &[], &format!("4 4 {opposite} 4 4 4 / 2 0 0 4 4 4"), Side::South);
        let ev = play(&mut g, sow(1, 0));
        assert_eq!(captures(&ev)[0].2, expect, "opposite {opposite}");
        assert_eq!(g.position().count(cell(1, 2)), Some(0));
    }
    // keep_capturing_seed: "the last seed stays, as one source codes it".
    let mut g = game("layli-goobalay", &[("keep_capturing_seed", OptionValue::Bool(true))], "4 4 2 4 4 4 / 2 0 0 4 4 4", Side::South);
    play(&mut g, sow(1, 0));
    assert_eq!(board(&g), "4 4 0 4 4 4 / 0 1 1 4 4 4");
    assert_eq!(g.position().stores(), [2, 0]);
}

#[test]
fn layli_three_opposite_makes_two_uur() {
    // §3.1 "opposite holds exactly 3: one of them moves into the landing pit (2 and 2) and both
    // pits become uur (pregnant), owned by the mover."
    let mut g = game("layli-goobalay", &[], "4 4 3 4 4 4 / 2 0 0 4 4 4", Side::South);
    let ev = play(&mut g, sow(1, 0));
    assert!(ev.contains(&Event::UurMade { owner: Side::South, pits: [cell(1, 2), cell(0, 2)] }));
    assert_eq!(board(&g), "4 4 2 4 4 4 / 0 1 2 4 4 4");
    let g2 = g.position();
    assert_eq!(g2.uur_owner(g2.rules().geo.index(0, 2)), Some(Side::South));
    assert_eq!(g2.uur_owner(g2.rules().geo.index(1, 2)), Some(Side::South));
    assert_eq!(g2.stores(), [0, 0]);
}

#[test]
fn layli_uur_are_never_lifted_and_end_a_move() {
    // §3.1 "Nobody ever lifts seeds from an uur"; "The move ends when the last seed falls … into an uur."
    let mut s = setup("layli-goobalay", &[], "4 4 2 4 4 4 / 2 0 2 4 4 4", Side::South);
    s.uur = vec![uur(cell(1, 2), Side::North), uur(cell(0, 2), Side::North)];
    let mut g = Game::from_setup(s).unwrap();
    assert_eq!(g.play(sow(1, 2), &mut NullSink).unwrap_err(), IllegalMove::UurCannotBeLifted(cell(1, 2)));
    let ev = play(&mut g, sow(1, 0));
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "turn_end"], "no relay out of the uur, no capture");
    assert_eq!(board(&g), "4 4 2 4 4 4 / 0 1 3 4 4 4");
    assert_eq!(g.play(sow(0, 2), &mut NullSink).unwrap_err(), IllegalMove::UurCannotBeLifted(cell(0, 2)));
}

#[test]
fn layli_no_capture_in_the_opponents_row() {
    // §3.1 "only when the last seed fell into an empty pit of the mover's own row".
    let mut g = game("layli-goobalay", &[], "4 4 4 4 0 4 / 4 4 4 4 4 2", Side::South);
    let ev = play(&mut g, sow(1, 5));
    assert!(captures(&ev).is_empty());
    assert_eq!(board(&g), "4 4 4 4 1 5 / 4 4 4 4 4 0");
}

#[test]
fn layli_round_end_and_the_next_layout() {
    // §3.1 "End of a round: when the player to move has no seeds to lift … Next round: the player with
    // fewer seeds lays them out one at a time from their right to their left, round and round …
    // The player with more seeds lays out the same number …; the rest waits aside".
    let mut g = with_stores("layli-goobalay", &[], "0 0 0 0 0 0 / 2 0 0 3 0 4", [20, 19]);
    let ev = play(&mut g, sow(1, 0));
    assert!(ev.contains(&Event::RoundEnd { collected: [9, 0], totals: [29, 19] }));
    assert!(ev.contains(&Event::RoundStart { round: 2, laid: [19, 19], aside: [10, 0], first: Side::North }));
    assert_eq!(board(&g), "4 3 3 3 3 3 / 3 3 3 3 3 4");
    assert_eq!(g.position().to_move(), Side::North, "the poorer player starts");
    assert_eq!(g.position().total_seeds(), 48);
}

#[test]
fn layli_round_layout_is_mirrored_clockwise() {
    // §7 "From their right: South starts at col 5, North at col 0 (mirrored under cw)."
    let mut g = with_stores("layli-goobalay", &[("direction", choice("cw"))], "0 0 0 0 0 0 / 4 0 3 0 0 2", [20, 19]);
    play(&mut g, sow_dir(1, 5, Dir::Cw));
    assert_eq!(board(&g), "3 3 3 3 3 4 / 4 3 3 3 3 3");
}

#[test]
fn layli_game_over_below_six_seeds_and_ties() {
    // §3.1 "with fewer than 6 seeds they cannot, and the game is over — the other player wins."
    let mut g = with_stores("layli-goobalay", &[], "0 0 0 0 0 0 / 2 0 0 0 0 0", [43, 3]);
    play(&mut g, sow(1, 0));
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::CannotFillRow, 1)));
    // §7 "On a tie both lay out everything and nothing goes aside" and the player who did not start the last round starts.
    let mut tie = with_stores("layli-goobalay", &[], "0 0 0 0 0 0 / 2 0 0 0 0 0", [22, 24]);
    let ev = play(&mut tie, sow(1, 0));
    assert!(ev.contains(&Event::RoundStart { round: 2, laid: [24, 24], aside: [0, 0], first: Side::North }));
    assert_eq!(board(&tie), "4 4 4 4 4 4 / 4 4 4 4 4 4");
}

#[test]
fn layli_single_round() {
    // §3.1 option single_round; §7 "with single_round a tie is a draw".
    let mut g = with_stores("layli-goobalay", &[("single_round", OptionValue::Bool(true))], "0 0 0 0 0 0 / 2 0 0 3 0 4", [20, 19]);
    play(&mut g, sow(1, 0));
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::RoundOver, 1)));
    let mut tie = with_stores("layli-goobalay", &[("single_round", OptionValue::Bool(true))], "0 0 0 0 0 0 / 2 0 0 0 0 0", [22, 24]);
    play(&mut tie, sow(1, 0));
    assert_eq!(result(&tie), Some((None, EndReason::RoundOver, 0)));
}

#[test]
fn layli_setup_checks_uur_pairs() {
    // §4 "uur that is not a facing pair" is a setup problem.
    let mut s = setup("layli-goobalay", &[], "4 4 4 4 4 4 / 4 4 4 4 4 4", Side::South);
    s.allow_unusual_totals = false;
    s.uur = vec![uur(cell(1, 2), Side::South), uur(cell(0, 3), Side::South)];
    let err = Game::from_setup(s).unwrap_err();
    assert_eq!(err.problems(), [SetupProblem::UurUnpaired { pit: cell(1, 2) }, SetupProblem::UurUnpaired { pit: cell(0, 3) }]);
}

/// An uur entry of a setup.
fn uur(pit: Cell, owner: Side) -> omweso::UurPit {
    omweso::UurPit { pit, owner }
}
