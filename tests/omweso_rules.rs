//! Hand-worked scenarios for Omweso (RULES §2.1, §2.2, §7). Boards are rows 0–3
//! top to bottom: North outer, North inner, South inner, South outer.

mod common;
use common::*;
use omweso::*;

const NORTH_SPARE: &str = "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0";

fn with_north(south: &str) -> String {
    format!("{NORTH_SPARE} / {south}")
}

#[test]
fn a_lap_sows_one_seed_per_pit_and_ends_in_an_empty_pit() {
    // §2.1 "lift them all and sow one per pit, counter-clockwise … if the last
    // seed falls into a pit that was empty, the turn ends."
    let mut g = game("omweso", &[], &with_north("0 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0"), Side::South);
    let ev = play(&mut g, sow(3, 0));
    assert_eq!(board(&g), with_north("0 0 0 0 0 0 0 0 / 0 1 1 1 0 0 0 0"));
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "turn_end"]);
    assert_eq!(sown(&ev), [cell(3, 1), cell(3, 2), cell(3, 3)]);
    assert_eq!(g.position().to_move(), Side::North);
}

#[test]
fn a_move_needs_at_least_two_seeds() {
    // §2.1 "A move starts from any own pit with at least 2 seeds."
    let mut g = game("omweso", &[], &with_north("1 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0"), Side::South);
    assert_eq!(legal(&g), [sow_dir(3, 0, Dir::Ccw)]);
    let before = *g.position();
    let err = g.play(sow(2, 0), &mut NullSink).unwrap_err();
    assert_eq!(err, IllegalMove::SingletonLift(cell(2, 0)));
    assert_eq!(err.to_string(), "illegal move: pit [2, 0] holds a single seed; a move needs at least 2");
    assert_eq!(err.code(), "singleton_lift");
    assert_eq!(err.params().iter().collect::<Vec<_>>(), [&("pit", Param::Pit(cell(2, 0)))]);
    assert_eq!(*g.position(), before, "an illegal move changes nothing");
    assert_eq!(g.play(sow(0, 7), &mut NullSink).unwrap_err(), IllegalMove::NotYourPit(cell(0, 7)));
    assert_eq!(g.play(sow(3, 5), &mut NullSink).unwrap_err(), IllegalMove::EmptyPit(cell(3, 5)));
    assert_eq!(g.play(sow(9, 0), &mut NullSink).unwrap_err(), IllegalMove::OffBoard(cell(9, 0)));
}

#[test]
fn an_occupied_pit_that_is_no_marker_relays() {
    // §2.1 "otherwise → relay: lift all its seeds (the last one included) and sow on, as a new lap."
    let mut g = game("omweso", &[], &with_north("0 0 0 0 0 0 0 0 / 2 0 1 0 0 0 0 0"), Side::South);
    let ev = play(&mut g, sow(3, 0));
    assert_eq!(board(&g), with_north("0 0 0 0 0 0 0 0 / 0 1 0 1 1 0 0 0"));
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "relay", "lap_start", "turn_end"]);
    assert!(ev.contains(&Event::Relay { pit: cell(3, 2), count: 2 }));
}

#[test]
fn sixteen_seeds_go_round_into_the_origin_too() {
    // §2.1 "no pit is skipped, not even the origin when 16 or more seeds go round."
    let mut g = game("omweso", &[], &with_north("0 0 0 0 0 0 0 0 / 16 0 0 0 0 0 0 0"), Side::South);
    let ev = play(&mut g, sow(3, 0));
    assert_eq!(board(&g), with_north("1 1 1 1 1 1 1 1 / 1 1 1 1 1 1 1 1"));
    assert_eq!(sown(&ev).len(), 16);
    assert_eq!(sown(&ev)[15], cell(3, 0));
}

const CAPTURE: &str = "0 0 0 3 0 0 0 2 / 0 0 0 2 0 0 0 0 / 0 0 0 1 0 2 0 0 / 0 0 0 0 0 0 0 0";

#[test]
fn a_marker_captures_and_the_seeds_are_sown_after_the_lap_origin() {
    // §2.1 "Capture: take all seeds of the opponent's two pits in that column and
    // sow them … the first captured seed goes into the pit after that origin."
    let mut g = game("omweso", &[], CAPTURE, Side::South);
    let ev = play(&mut g, sow(2, 5));
    assert_eq!(captures(&ev), [(cell(2, 3), vec![(cell(1, 3), 2), (cell(0, 3), 3)], 5)]);
    assert_eq!(board(&g), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 1 1 1 3 2 0 0 0 / 0 0 0 0 0 0 0 0");
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "capture", "lap_start", "turn_end"]);
    let laps: Vec<_> = ev.iter().filter(|e| matches!(e, Event::LapStart { .. })).collect();
    assert!(matches!(laps[1], Event::LapStart { origin, first, seeds: 5, .. } if *origin == cell(2, 5) && *first == cell(2, 4)));
}

#[test]
fn capture_sow_from_into_lap_origin() {
    // §2.1 option capture_sow_from = into_lap_origin: "first seed into the origin pit itself".
    let mut g = game("omweso", &[("capture_sow_from", choice("into_lap_origin"))], CAPTURE, Side::South);
    play(&mut g, sow(2, 5));
    assert_eq!(board(&g), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 1 1 3 2 1 0 0 / 0 0 0 0 0 0 0 0");
}

#[test]
fn capture_sow_from_after_turn_origin() {
    // §7 "after_turn_origin: the captured seeds are sown as if lifted from the turn's first pit."
    let start = "0 0 0 3 0 0 0 2 / 0 0 0 2 0 0 0 0 / 0 0 0 1 0 0 0 0 / 0 0 0 0 2 0 5 0";
    let mut g = game("omweso", &[("capture_sow_from", choice("after_turn_origin"))], start, Side::South);
    let ev = play(&mut g, sow(3, 4));
    assert_eq!(board(&g), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 1 3 0 2 0 2 / 0 0 0 0 0 2 1 2");
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "relay", "lap_start", "capture", "lap_start", "relay", "lap_start", "relay", "lap_start", "turn_end"]);
    // The same position with the default sows the captured seeds after the relay pit [3,6].
    let mut d = game("omweso", &[], start, Side::South);
    let ev = play(&mut d, sow(3, 4));
    let capture_lap = ev.iter().find(|e| matches!(e, Event::LapStart { kind: omweso::LapKind::Capture, .. })).unwrap();
    assert!(matches!(capture_lap, Event::LapStart { origin, .. } if *origin == cell(3, 6)));
}

#[test]
fn outer_markers_option() {
    // §2.1 "Option outer_markers (off): outer-row pits are markers under the same conditions."
    let start = "0 0 0 3 0 0 0 2 / 0 0 0 2 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 2 0 1 0 0 0 0";
    let mut off = game("omweso", &[], start, Side::South);
    play(&mut off, sow(3, 1));
    assert_eq!(board(&off), "0 0 0 3 0 0 0 2 / 0 0 0 2 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 1 0 1 1 0 0");
    let mut on = game("omweso", &[("outer_markers", OptionValue::Bool(true))], start, Side::South);
    let ev = play(&mut on, sow(3, 1));
    assert_eq!(captures(&ev).len(), 1);
    assert_eq!(board(&on), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 2 3 1 1 1 0");
}

const REVERSE_FIRST: &str = "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 2 0 0 0 0 0 0";

#[test]
fn a_first_lap_from_the_four_leftmost_may_go_clockwise_to_capture() {
    // §2.1 "the player may sow a lap clockwise when the pit it starts from is one of
    // their four leftmost pits … and that clockwise lap ends directly in a capture."
    let mut g = game("omweso", &[], REVERSE_FIRST, Side::South);
    assert_eq!(legal(&g), [sow_dir(3, 1, Dir::Ccw), sow_dir(3, 1, Dir::Cw)]);
    let ev = play(&mut g, sow_dir(3, 1, Dir::Cw));
    use omweso::{DirRule, LapKind};
    let laps: Vec<_> = ev.iter().filter_map(|e| if let Event::LapStart { kind, dir, rule, .. } = e { Some((*kind, *dir, *rule)) } else { None }).collect();
    // "after it the captured seeds are again sown counter-clockwise unless clockwise captures directly once more"
    assert_eq!(laps, [(LapKind::Move, Dir::Cw, DirRule::Reverse), (LapKind::Capture, Dir::Ccw, DirRule::Base)]);
    assert_eq!(board(&g), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 2 0 0 0 0 0 0 0 / 1 0 1 1 1 1 1 0");
}

#[test]
fn no_reverse_lap_without_a_direct_capture_or_outside_the_four_leftmost() {
    // §2.1: a clockwise lap "never ends in a relay"; only the four leftmost pits.
    let g = game("omweso", &[], "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 2 2 0 0 0 0 0", Side::South);
    assert!(legal(&g).iter().all(|d| !matches!(d, Decision::Sow { dir: Dir::Cw, .. })));
    let mut g = game("omweso", &[], "0 0 2 0 0 0 0 2 / 0 0 3 0 0 0 0 0 / 0 0 1 0 0 0 0 0 / 0 0 0 2 0 0 0 0", Side::South);
    // [3,3] clockwise would reach the marker [2,2] directly, but [3,3] is not among the four leftmost.
    let err = g.play(sow_dir(3, 3, Dir::Cw), &mut NullSink).unwrap_err();
    assert_eq!(err, IllegalMove::ReverseNotAllowed(cell(3, 3), Dir::Cw, NoReverse::NotFourLeftmost));
}

#[test]
fn reverse_none_forbids_every_reverse_lap() {
    // §2.1 option reverse = none.
    let mut g = game("omweso", &[("reverse", choice("none"))], REVERSE_FIRST, Side::South);
    assert_eq!(legal(&g), [sow_dir(3, 1, Dir::Ccw)]);
    let err = g.play(sow_dir(3, 1, Dir::Cw), &mut NullSink).unwrap_err();
    assert_eq!(err, IllegalMove::ReverseNotAllowed(cell(3, 1), Dir::Cw, NoReverse::NoReverseLaps));
}

const RELAY_PAUSE: &str = "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 3 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0";

#[test]
fn a_relay_in_the_four_leftmost_pauses_for_the_players_choice() {
    // §2.1 "This holds … for relay laps (start pit = the landing pit) … the engine must stop and ask";
    // §7 "at a pause the relay pit has already been lifted".
    let mut g = game("omweso", &[], RELAY_PAUSE, Side::South);
    let ev = play(&mut g, sow(2, 1));
    assert_eq!(ev.last(), Some(&Event::Pause { reason: omweso::PauseReason::ReverseLap, pit: cell(3, 1), seeds: 2 }));
    assert_eq!(board(&g), "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 2 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0");
    assert_eq!(g.position().total_seeds(), 12, "the 2 seeds in hand still count");
    assert_eq!(legal(&g), [choose(Dir::Ccw), choose(Dir::Cw)]);
    assert_eq!(g.play(sow(3, 0), &mut NullSink).unwrap_err(), IllegalMove::ChoicePending);
    let mut cw = g.clone();
    let ev = play(&mut cw, choose(Dir::Cw));
    assert_eq!(captures(&ev).len(), 1);
    assert_eq!(board(&cw), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0 / 2 0 1 1 1 1 1 0");
    let ev = play(&mut g, choose(Dir::Ccw));
    assert!(captures(&ev).is_empty());
    assert_eq!(board(&g), "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 2 0 0 0 0 0 0 0 / 1 0 1 1 0 0 0 0");
}

#[test]
fn relay_two_leftmost_allows_only_relays_from_a_rows_leftmost_pit() {
    // §7 "relay_two_leftmost: the leftmost pit of either own row, relay laps only."
    let strict = [("reverse", choice("relay_two_leftmost"))];
    // The relay pit [3,1] is second from the left: no pause under the strict custom.
    let mut g = game("omweso", &strict, RELAY_PAUSE, Side::South);
    let ev = play(&mut g, sow(2, 1));
    assert!(!kinds(&ev).contains(&"pause"));
    // A first lap is never reversed under it.
    assert_eq!(legal(&game("omweso", &strict, REVERSE_FIRST, Side::South)), [sow_dir(3, 1, Dir::Ccw)]);
    // A relay from [3,0], the outer row's leftmost pit, may be.
    let start = "0 2 0 0 0 0 0 2 / 0 3 0 0 0 0 0 0 / 1 1 3 0 0 0 0 0 / 1 0 0 0 0 0 0 0";
    let mut g = game("omweso", &strict, start, Side::South);
    let ev = play(&mut g, sow(2, 2));
    assert_eq!(ev.last(), Some(&Event::Pause { reason: omweso::PauseReason::ReverseLap, pit: cell(3, 0), seeds: 2 }));
}

#[test]
fn a_clockwise_game_is_the_mirror_image() {
    // §1 "A cw game is the exact mirror image of the ccw one."
    let mirrored = "2 0 0 0 3 0 0 0 / 0 0 0 0 2 0 0 0 / 0 0 2 0 1 0 0 0 / 0 0 0 0 0 0 0 0";
    let mut g = game("omweso", &[("direction", choice("cw"))], mirrored, Side::South);
    play(&mut g, sow_dir(2, 2, Dir::Cw));
    assert_eq!(board(&g), "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 2 3 1 1 1 / 0 0 0 0 0 0 0 0");
    // Leftmost becomes rightmost: the mirrored reverse move is from [3,6], counter-clockwise.
    let mirror_rev = "2 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 3 / 0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0";
    let g = game("omweso", &[("direction", choice("cw"))], mirror_rev, Side::South);
    assert_eq!(legal(&g), [sow_dir(3, 6, Dir::Cw), sow_dir(3, 6, Dir::Ccw)]);
}

#[test]
fn the_player_without_a_move_loses() {
    // §2.1 "Normal: the player to move who has no legal move … loses."
    let mut g = game("omweso", &[], "1 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0", Side::South);
    let ev = play(&mut g, sow(3, 0));
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::NoMoves, 1)));
    assert_eq!(ev.last(), Some(&Event::GameEnd { winner: Some(Side::South), reason: EndReason::NoMoves, points: 1 }));
    assert!(legal(&g).is_empty());
    assert_eq!(g.play(sow(0, 0), &mut NullSink).unwrap_err(), IllegalMove::GameOver);
    // §7 "a position whose player to move has no move is decided at once, even at setup."
    let g = game("omweso", &[], "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 1 1 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0", Side::South);
    assert_eq!(result(&g), Some((Some(Side::North), EndReason::NoMoves, 1)));
}

#[test]
fn akakyala_captures_on_two_consecutive_turns() {
    // §7 "Uganda akakyala: the mover captured on this turn and on their own previous
    // turn, and the opponent has made no capture in the game."
    let start = "1 0 0 3 0 0 0 2 / 1 0 0 2 0 0 0 0 / 0 0 0 1 0 2 0 0 / 0 0 0 0 0 0 0 0";
    let mut g = game("omweso", &[], start, Side::South);
    play(&mut g, sow(2, 5));
    assert_eq!(board(&g), "1 0 0 0 0 0 0 2 / 1 0 0 0 0 0 0 0 / 1 1 1 3 2 0 0 0 / 0 0 0 0 0 0 0 0");
    play(&mut g, sow(0, 7));
    assert_eq!(result(&g), None);
    let ev = play(&mut g, sow(2, 3));
    assert_eq!(captures(&ev).len(), 1);
    assert_eq!(board(&g), "0 0 0 0 0 1 1 0 / 0 0 0 0 0 0 0 0 / 3 0 3 0 2 0 0 0 / 1 1 0 0 0 0 0 0");
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::Akakyala, 1)));
    // Without the option it is only the normal win: North has no pit of 2 left.
    let mut off = game("omweso", &[("akakyala", choice("off"))], start, Side::South);
    for d in [sow(2, 5), sow(0, 7), sow(2, 3)] {
        play(&mut off, d);
    }
    assert_eq!(result(&off), Some((Some(Side::South), EndReason::NoMoves, 1)));
}

#[test]
fn uganda_akakyala_needs_the_previous_turn_to_capture() {
    // §7: "captured on this turn and on their own previous turn" – an earlier capture is not enough.
    let mut s = setup("omweso", &[], CAPTURE, Side::South);
    s.captured = [true, false];
    let mut g = Game::from_setup(s.clone()).unwrap();
    play(&mut g, sow(2, 5));
    assert_eq!(result(&g), None);
    // The tournament counts any two turns (§2.2).
    s.ruleset = "omweso-tournament".into();
    s.turns = [1, 1];
    s.board = rows("0 0 0 3 0 0 0 2 / 0 0 0 2 0 0 1 0 / 0 0 0 1 0 2 0 0 / 0 0 0 0 0 0 0 0");
    let mut t = Game::from_setup(s).unwrap();
    play(&mut t, sow(2, 5));
    assert_eq!(result(&t), Some((Some(Side::South), EndReason::Akakyala, 2)));
}

#[test]
fn emitwe_ebiri_cuts_both_end_columns_in_one_turn() {
    // §2.1 "Emitwe-ebiri: a player who, in one turn, captures in both the leftmost and the rightmost column wins."
    let start = "1 0 0 0 0 0 0 5 / 1 0 0 0 0 0 0 5 / 1 0 0 0 0 0 0 1 / 0 0 0 0 0 3 0 0";
    let mut g = game("omweso", &[], start, Side::South);
    let ev = play(&mut g, sow(3, 5));
    assert_eq!(captures(&ev).iter().map(|c| c.0).collect::<Vec<_>>(), [cell(2, 7), cell(2, 0)]);
    assert_eq!(board(&g), "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 3 0 2 0 2 0 2 4 / 1 0 0 0 0 0 3 0");
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::EmitweEbiri, 1)));
    // Switched off, North is left without a move: the normal win.
    let mut off = game("omweso", &[("emitwe_ebiri", OptionValue::Bool(false))], start, Side::South);
    play(&mut off, sow(3, 5));
    assert_eq!(result(&off), Some((Some(Side::South), EndReason::NoMoves, 1)));
}

#[test]
fn akawumbi_captures_all_sixteen_pits_in_one_turn() {
    // §2.1 "Akawumbi: … captures from all 16 opponent pits (all of them occupied when the turn began),
    // the turn's last capture being in an end column, wins; it counts as several wins."
    let start = "8 8 7 7 6 6 5 5 / 8 7 7 6 6 5 5 4 / 1 1 1 1 1 1 1 1 / 8 0 0 0 0 0 0 0";
    let mut g = game("omweso", &[], start, Side::South);
    let ev = play(&mut g, sow_dir(3, 0, Dir::Ccw));
    assert_eq!(captures(&ev).iter().map(|c| c.0.col).collect::<Vec<_>>(), [7, 6, 5, 4, 3, 2, 1, 0]);
    assert_eq!(board(&g), "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 3 4 5 6 7 8 9 10 / 1 9 9 9 9 9 9 9");
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::Akawumbi, 12)));
    let mut pts = game("omweso", &[("akawumbi_points", OptionValue::Int(5))], start, Side::South);
    play(&mut pts, sow_dir(3, 0, Dir::Ccw));
    assert_eq!(result(&pts), Some((Some(Side::South), EndReason::Akawumbi, 5)));
}

fn tournament(board: &str, turns: [u32; 2]) -> Game {
    let mut s = setup("omweso-tournament", &[], board, Side::South);
    s.turns = turns;
    Game::from_setup(s).unwrap()
}

#[test]
fn tournament_no_capture_on_a_players_first_turn() {
    // §2.2 "No capture on a player's first turn: a marker landing on that turn is a relay."
    let mut g = tournament(CAPTURE, [0, 0]);
    let ev = play(&mut g, sow(2, 5));
    assert!(captures(&ev).is_empty());
    assert_eq!(board(&g), "0 0 0 3 0 0 0 2 / 0 0 0 2 0 0 0 0 / 0 1 1 0 1 0 0 0 / 0 0 0 0 0 0 0 0");
}

#[test]
fn tournament_okutema_empties_the_inner_row() {
    // §2.2 "okutema 2 — after a turn in which the winner captured, the opponent's inner row is empty".
    let mut g = tournament(CAPTURE, [1, 1]);
    play(&mut g, sow(2, 5));
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::Okutema, 2)));
    assert_eq!(g.position().match_score(), [2, 0]);
    // The loser (North) moves first in the next game of the match.
    let next = g.next_game().unwrap();
    assert_eq!(next.position().to_move(), Side::North);
    assert_eq!(next.position().match_score(), [2, 0]);
}

#[test]
fn tournament_akawumbi_empties_the_territory_ending_in_an_end_column() {
    // §2.2 "akawumbi 12 — … the opponent's whole territory is empty and the turn's last capture was in an end column."
    let mut g = tournament("3 0 0 0 0 0 0 0 / 2 0 0 0 0 0 0 0 / 1 0 2 0 0 0 0 0 / 0 0 0 0 0 0 0 0", [1, 1]);
    play(&mut g, sow(2, 2));
    assert_eq!(board(&g), "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 3 2 0 0 0 0 0 0 / 1 1 1 0 0 0 0 0");
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::Akawumbi, 12)));
    assert!(g.match_over());
}

#[test]
fn okwesera_sows_two_and_one_before_the_first_capture() {
    // §2.2 "Okwesera: before the first capture of the game, a player with exactly 3 seeds in a pit
    // may sow them two into the next pit and one into the pit after, and the turn ends."
    let start = "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 3 0 0 0 0 0";
    let mut g = tournament(start, [0, 0]);
    assert_eq!(legal(&g), [sow_dir(3, 2, Dir::Ccw), Decision::Okwesera { pit: cell(3, 2) }]);
    let ev = play(&mut g, Decision::Okwesera { pit: cell(3, 2) });
    assert_eq!(board(&g), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 2 1 0 0 0");
    assert_eq!(kinds(&ev), ["turn_start", "okwesera", "lift", "turn_end"]);
    // Not after a capture.
    let mut s = setup("omweso-tournament", &[], start, Side::South);
    s.captured = [false, true];
    let mut g = Game::from_setup(s).unwrap();
    let err = g.play(Decision::Okwesera { pit: cell(3, 2) }, &mut NullSink).unwrap_err();
    assert_eq!(err, IllegalMove::OkweseraNotAllowed(cell(3, 2), Why::OkweseraBeforeFirstCapture));
    // Not in the Uganda rules.
    let mut u = game("omweso", &[], start, Side::South);
    assert!(u.play(Decision::Okwesera { pit: cell(3, 2) }, &mut NullSink).is_err());
}

#[test]
fn passing_and_the_double_pass() {
    // §2.1 "Pass (option allow_pass): a player may pass; if the opponent then passes too, the first player must move."
    let mut g = game("omweso", &[("allow_pass", OptionValue::Bool(true))], &with_north("0 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0"), Side::South);
    assert!(legal(&g).contains(&Decision::Pass));
    let ev = play(&mut g, Decision::Pass);
    assert_eq!(kinds(&ev), ["turn_start", "pass", "turn_end"]);
    play(&mut g, Decision::Pass);
    assert!(!legal(&g).contains(&Decision::Pass));
    let err = g.play(Decision::Pass, &mut NullSink).unwrap_err();
    assert_eq!(err, IllegalMove::PassNotAllowed(Why::BothJustPassed));
    // No passing without the option.
    let mut off = game("omweso", &[], &with_north("0 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0"), Side::South);
    assert_eq!(off.play(Decision::Pass, &mut NullSink).unwrap_err(), IllegalMove::PassNotAllowed(Why::NoPassing));
}

#[test]
fn random_first_mover_is_recorded_and_replays() {
    // §2.1 "first: random (by lot, from a seed the game records so it can be replayed)".
    let spec = |seed| NewGame { first: Some("random".into()), seed: Some(seed), ..NewGame::standard("omweso") };
    let movers: Vec<Side> = (0..16).map(|s| Game::new(&spec(s)).unwrap().position().to_move()).collect();
    assert!(movers.contains(&Side::South) && movers.contains(&Side::North), "{movers:?}");
    let g = Game::new(&spec(3)).unwrap();
    let again = Game::from_json(&g.to_json()).unwrap();
    assert_eq!(again.position().to_move(), g.position().to_move());
    assert_eq!(g.setup().seed, Some(3));
}

#[test]
fn ekyobutabal_a_timeout_loses_the_turn() {
    // §2.2 "ekyobutabal (blitz: 3 seconds per move; a player who has not started their move in time
    // loses the turn)": the clock is the UI's, the engine records the lost turn.
    let start = &with_north("0 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0");
    let mut g = game("omweso-tournament", &[("mode", choice("ekyobutabal"))], start, Side::South);
    assert!(legal(&g).contains(&Decision::Timeout));
    let ev = play(&mut g, Decision::Timeout);
    assert_eq!(kinds(&ev), ["turn_start", "timeout", "turn_end"]);
    assert_eq!(board(&g), start.as_str(), "nothing moved");
    assert_eq!(g.position().to_move(), Side::North);
    // Not in an untimed game.
    let mut untimed = game("omweso-tournament", &[], start, Side::South);
    let err = untimed.play(Decision::Timeout, &mut NullSink).unwrap_err();
    assert_eq!(err, IllegalMove::NotInThisGame(Why::TimeoutIsBlitz));
    // Nor while a turn waits for a direction: the move has started.
    let mut paused = game("omweso", &[("mode", choice("ekyobutabal"))], RELAY_PAUSE, Side::South);
    play(&mut paused, sow(2, 1));
    assert_eq!(paused.play(Decision::Timeout, &mut NullSink).unwrap_err(), IllegalMove::ChoicePending);
}
