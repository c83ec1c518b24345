//! Hand-worked scenarios for the Omweso relatives (RULES §2.3 and §7), at least
//! three per rule difference.

mod common;
use common::*;
use omweso::*;
use omweso::{DirRule, LapKind, PauseReason};

fn laps(events: &[Event]) -> Vec<(LapKind, Dir, DirRule)> {
    events.iter().filter_map(|e| if let Event::LapStart { kind, dir, rule, .. } = e { Some((*kind, *dir, *rule)) } else { None }).collect()
}

fn layout_rows(ruleset: &str) -> String {
    board(&new_game(ruleset))
}

const CAPTURE: &str = "0 0 0 3 0 0 0 2 / 0 0 0 2 0 0 0 0 / 0 0 0 1 0 2 0 0 / 0 0 0 0 0 0 0 0";

// ---- Coro and Aweet: "a capture also lifts the seeds of the capturing player's own marker pit"

#[test]
fn coro_capture_lifts_the_own_marker_too() {
    let mut g = game("coro", &[], CAPTURE, Side::South);
    let ev = play(&mut g, sow(2, 5));
    assert_eq!(captures(&ev), [(cell(2, 3), vec![(cell(1, 3), 2), (cell(0, 3), 3), (cell(2, 3), 2)], 7)]);
    assert_eq!(board(&g), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 1 1 1 1 2 0 0 0 / 1 1 0 0 0 0 0 0");
}

#[test]
fn coro_outer_marker_is_lifted_too() {
    // §7 "Coro: the marker pit's seeds, last seed included, join the captured seeds
    // (with outer_markers, an outer marker pit likewise)."
    let start = "0 0 0 3 0 0 0 2 / 0 0 0 2 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 2 0 1 0 0 0 0";
    let mut g = game("coro", &[("outer_markers", OptionValue::Bool(true))], start, Side::South);
    let ev = play(&mut g, sow(3, 1));
    assert_eq!(captures(&ev)[0].2, 7);
    assert_eq!(board(&g), "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 1 / 0 0 2 1 1 1 1 1");
}

#[test]
fn coro_pause_holds_the_markers_seeds_in_hand() {
    // §7 "The reverse check for a captured-seeds lap uses … the captured count (Coro:
    // with the own marker's seeds)" and "a paused turn holds the next lap's seeds in hand".
    let start = "0 0 0 1 0 0 0 1 / 0 0 0 1 0 0 0 1 / 0 0 0 1 0 0 0 1 / 8 0 0 0 0 0 0 0";
    let mut coro = game("coro", &[], start, Side::South);
    let ev = play(&mut coro, sow_dir(3, 0, Dir::Ccw));
    assert_eq!(ev.last(), Some(&Event::Pause { reason: PauseReason::ReverseLap, pit: cell(3, 0), seeds: 4 }));
    assert_eq!(coro.position().total_seeds(), 14);
    let ev = play(&mut coro, choose(Dir::Cw));
    assert_eq!(captures(&ev)[0].2, 4, "the clockwise lap of 4 captured at [2,3] with its own 2 seeds");
    assert_eq!(coro.position().total_seeds(), 14);
    // In Omweso the same capture holds only 2 seeds, whose clockwise lap would not capture: no pause.
    let mut omweso = game("omweso", &[], start, Side::South);
    let ev = play(&mut omweso, sow_dir(3, 0, Dir::Ccw));
    assert!(!kinds(&ev).contains(&"pause"));
}

#[test]
fn aweet_is_coro_on_four_rows_of_ten() {
    let g = new_game("aweet");
    assert_eq!((g.position().rules().geo.rows, g.position().rules().geo.cols), (4, 10));
    assert_eq!(g.position().total_seeds(), 80);
    assert_eq!(layout_rows("aweet"), "4 4 4 4 4 4 4 4 4 4 / 0 0 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 0 0 / 4 4 4 4 4 4 4 4 4 4");
    // The presets scale: checkerboard and all twos hold 40 a side as well.
    for layout in ["all-twos", "checkerboard"] {
        let spec = NewGame { layout: Some(LayoutChoice::Preset(layout.into())), ..NewGame::standard("aweet") };
        assert_eq!(Game::new(&spec).unwrap().position().total_seeds(), 80, "{layout}");
    }
}

#[test]
fn aweet_capture_lifts_the_own_marker() {
    let start = "0 0 0 3 0 0 0 0 0 2 / 0 0 0 2 0 0 0 0 0 0 / 0 0 0 1 0 2 0 0 0 0 / 0 0 0 0 0 0 0 0 0 0";
    let mut g = game("aweet", &[], start, Side::South);
    let ev = play(&mut g, sow(2, 5));
    assert_eq!(captures(&ev)[0].2, 7);
    assert_eq!(board(&g), "0 0 0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 0 0 / 1 1 1 1 2 0 0 0 0 0 / 1 1 0 0 0 0 0 0 0 0");
}

#[test]
fn aweet_circuit_has_twenty_pits() {
    let mut g = game("aweet", &[], "0 0 0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 0 0 / 20 0 0 0 0 0 0 0 0 0", Side::South);
    play(&mut g, sow(3, 0));
    assert_eq!(board(&g), "0 0 0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 0 0 / 1 1 1 1 1 1 1 1 1 1 / 1 1 1 1 1 1 1 1 1 1");
}

// ---- Hus: its layout, inner markers only, no reverse laps, only the normal win, 4x6

#[test]
fn hus_layouts_on_4x8_and_4x6() {
    assert_eq!(layout_rows("hus"), "2 2 2 2 2 2 2 2 / 2 2 2 2 0 0 0 0 / 0 0 0 0 2 2 2 2 / 2 2 2 2 2 2 2 2");
    assert_eq!(new_game("hus").position().total_seeds(), 48);
    let spec = NewGame { options: opts(&[("size", choice("4x6"))]), ..NewGame::standard("hus") };
    let small = Game::new(&spec).unwrap();
    assert_eq!(board(&small), "2 2 2 2 2 2 / 2 2 2 0 0 0 / 0 0 0 2 2 2 / 2 2 2 2 2 2");
    assert_eq!(small.position().total_seeds(), 36);
}

#[test]
fn hus_locks_its_options_and_says_so() {
    for (id, value) in [
        ("outer_markers", OptionValue::Bool(true)),
        ("reverse", choice("four_leftmost")),
        ("akakyala", choice("consecutive")),
        ("emitwe_ebiri", OptionValue::Bool(true)),
        ("akawumbi", OptionValue::Bool(true)),
        // RULES §2.3: only the normal win, so not the tournament's okutema either.
        ("win_scheme", choice("tournament")),
    ] {
        let spec = NewGame { options: opts(&[(id, value)]), ..NewGame::standard("hus") };
        let err = Game::new(&spec).unwrap_err();
        assert!(matches!(err.problems(), [SetupProblem::Option(OptionError::Locked { id: locked, ruleset, .. })] if *locked == id && *ruleset == "hus"), "{err:?}");
    }
    // Setting a locked option to its own value is fine.
    let spec = NewGame { options: opts(&[("reverse", choice("none"))]), ..NewGame::standard("hus") };
    assert!(Game::new(&spec).is_ok());
}

#[test]
fn hus_has_no_reverse_laps() {
    let start = "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 2 0 0 0 0 0 0";
    assert_eq!(legal(&game("hus", &[], start, Side::South)), [sow_dir(3, 1, Dir::Ccw)]);
    let mut g = game("hus", &[], "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 3 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0", Side::South);
    let ev = play(&mut g, sow(2, 1));
    assert!(!kinds(&ev).contains(&"pause"), "a relay in the four leftmost does not ask");
}

#[test]
fn hus_only_the_normal_win() {
    // The akawumbi turn of Omweso wins here only because North is left without a move.
    let start = "8 8 7 7 6 6 5 5 / 8 7 7 6 6 5 5 4 / 1 1 1 1 1 1 1 1 / 8 0 0 0 0 0 0 0";
    let mut g = game("hus", &[], start, Side::South);
    play(&mut g, sow(3, 0));
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::NoMoves, 1)));
}

#[test]
fn hus_4x6_circuit_has_twelve_pits() {
    let mut g = game("hus", &[("size", choice("4x6"))], "0 0 0 0 0 2 / 0 0 0 0 0 0 / 0 0 0 0 0 0 / 12 0 0 0 0 0", Side::South);
    play(&mut g, sow(3, 0));
    assert_eq!(board(&g), "0 0 0 0 0 2 / 0 0 0 0 0 0 / 1 1 1 1 1 1 / 1 1 1 1 1 1");
}

// ---- Igisoro: four per inner pit, turning pits, sticky direction, no Omweso reverse

#[test]
fn igisoro_layout_four_in_every_inner_pit() {
    assert_eq!(layout_rows("igisoro"), "0 0 0 0 0 0 0 0 / 4 4 4 4 4 4 4 4 / 4 4 4 4 4 4 4 4 / 0 0 0 0 0 0 0 0");
}

#[test]
fn igisoro_turning_pit_pauses_for_a_free_choice() {
    // §2.3 "when a lap ends in one of the player's four turning pits … and goes on
    // (relay or capture), the player chooses the direction of the next lap freely".
    let start = "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 2 0 1";
    let mut g = game("igisoro", &[], start, Side::South);
    let ev = play(&mut g, sow(3, 5));
    assert_eq!(ev.last(), Some(&Event::Pause { reason: PauseReason::TurningPit, pit: cell(3, 7), seeds: 2 }));
    let mut cw = g.clone();
    play(&mut cw, choose(Dir::Cw));
    assert_eq!(board(&cw), "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 1 2 0");
    play(&mut g, choose(Dir::Ccw));
    assert_eq!(board(&g), "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 1 1 / 0 0 0 0 0 0 1 0");
}

#[test]
fn igisoro_the_chosen_direction_holds_for_the_turn() {
    // §2.3 "that direction holds for the rest of the turn until the turn lands in a turning pit again".
    let start = "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 1 2 0 2";
    let mut g = game("igisoro", &[], start, Side::South);
    play(&mut g, sow(3, 5));
    let ev = play(&mut g, choose(Dir::Cw));
    assert_eq!(laps(&ev), [(LapKind::Relay, Dir::Cw, DirRule::Turning), (LapKind::Relay, Dir::Cw, DirRule::Turning)]);
    assert_eq!(board(&g), "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 1 1 0 1 2 0");
}

#[test]
fn igisoro_empty_turning_pit_just_ends_the_turn() {
    // §7 "landing in an empty turning pit just ends the turn".
    let mut g = game("igisoro", &[], "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 2 0 0", Side::South);
    let ev = play(&mut g, sow(3, 5));
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "turn_end"]);
}

#[test]
fn igisoro_capture_on_a_turning_pit_offers_the_choice() {
    // §7 "a capture whose marker is a turning pit offers the choice for the captured seeds' lap".
    let start = "2 0 0 0 0 0 3 0 / 0 0 0 0 0 0 2 0 / 0 0 0 0 0 0 1 0 / 0 0 0 0 0 0 3 0";
    let mut g = game("igisoro", &[], start, Side::South);
    let ev = play(&mut g, sow(3, 6));
    assert_eq!(captures(&ev).len(), 1);
    assert_eq!(ev.last(), Some(&Event::Pause { reason: PauseReason::TurningPit, pit: cell(3, 6), seeds: 5 }));
}

#[test]
fn igisoro_has_no_omweso_reverse_lap() {
    let start = "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 2 0 0 0 0 0 0";
    assert_eq!(legal(&game("igisoro", &[], start, Side::South)), [sow_dir(3, 1, Dir::Ccw)]);
}

// ---- Kombe: its layout, inner-pit captures, the clockwise chain

#[test]
fn kombe_layout() {
    assert_eq!(layout_rows("kombe"), "5 5 5 5 0 0 0 0 / 2 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 2 / 0 0 0 0 5 5 5 5");
}

#[test]
fn kombe_captures_only_the_inner_pit() {
    let mut g = game("kombe", &[], CAPTURE, Side::South);
    let ev = play(&mut g, sow(2, 5));
    assert_eq!(captures(&ev), [(cell(2, 3), vec![(cell(1, 3), 2)], 2)]);
    assert_eq!(board(&g), "0 0 0 3 0 0 0 2 / 0 0 0 0 0 0 0 0 / 1 1 1 0 2 0 0 0 / 0 0 0 0 0 0 0 0");
}

#[test]
fn kombe_clockwise_chain_from_any_pit_relays_to_a_capture() {
    // §2.3 "the first lap of a turn may be sown clockwise from any own pit if it leads,
    // directly or after relays, to a capture: its relay laps go on clockwise".
    let start = "0 3 0 0 0 0 0 2 / 0 2 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0 / 1 0 0 2 0 2 0 0";
    let mut g = game("kombe", &[], start, Side::South);
    assert!(legal(&g).contains(&sow_dir(3, 5, Dir::Cw)));
    assert!(!legal(&game("omweso", &[], start, Side::South)).contains(&sow_dir(3, 5, Dir::Cw)), "not an Omweso reverse lap");
    let ev = play(&mut g, sow_dir(3, 5, Dir::Cw));
    assert_eq!(
        laps(&ev)[..4],
        [
            (LapKind::Move, Dir::Cw, DirRule::Chain),
            (LapKind::Relay, Dir::Cw, DirRule::Chain),
            (LapKind::Relay, Dir::Cw, DirRule::Chain),
            (LapKind::Capture, Dir::Ccw, DirRule::Base)
        ]
    );
    assert_eq!(board(&g), "0 3 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 1 2 0 0 0 0 0 0 / 0 2 0 1 0 1 1 0");
}

#[test]
fn kombe_chain_that_never_captures_is_not_legal() {
    // §7 "a chain that loops never reaches a capture, so it is not legal".
    let start = "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 1 0 0 2 0 2 0 0";
    let mut g = game("kombe", &[], start, Side::South);
    assert!(legal(&g).iter().all(|d| !matches!(d, Decision::Sow { dir: Dir::Cw, .. })));
    let err = g.play(sow_dir(3, 5, Dir::Cw), &mut NullSink).unwrap_err();
    assert_eq!(err, IllegalMove::ReverseNotAllowed(cell(3, 5), Dir::Cw, NoReverse::ChainNeverCaptures));
}

// ---- Mongale: Omweso with its own layout

#[test]
fn mongale_layout_holds_64_not_68() {
    assert_eq!(layout_rows("mongale"), "4 4 4 0 0 0 0 0 / 2 2 2 0 7 0 0 7 / 7 0 0 7 0 2 2 2 / 0 0 0 0 0 4 4 4");
    assert_eq!(new_game("mongale").position().total_seeds(), 64);
    assert!(Variant::parse("mongale").unwrap().data().notes.iter().any(|n| n.contains("68")));
}

#[test]
fn mongale_plays_omweso_rules() {
    let mut a = game("mongale", &[], CAPTURE, Side::South);
    let mut b = game("omweso", &[], CAPTURE, Side::South);
    assert_eq!(play(&mut a, sow(2, 5)), play(&mut b, sow(2, 5)));
    assert_eq!(board(&a), board(&b));
}

#[test]
fn mongale_layout_mirrors_in_a_clockwise_game() {
    let spec = NewGame { options: opts(&[("direction", choice("cw"))]), ..NewGame::standard("mongale") };
    assert_eq!(board(&Game::new(&spec).unwrap()), "0 0 0 0 0 4 4 4 / 7 0 0 7 0 2 2 2 / 2 2 2 0 7 0 0 7 / 4 4 4 0 0 0 0 0");
}

// ---- Mongola: 4x7, markers of 2, thin pits skipped

#[test]
fn mongola_layout() {
    assert_eq!(layout_rows("mongola"), "4 0 4 0 4 0 4 / 0 4 0 4 0 4 0 / 0 4 0 4 0 4 0 / 4 0 4 0 4 0 4");
    assert_eq!(new_game("mongola").position().total_seeds(), 56);
}

#[test]
fn mongola_last_seed_skips_a_thin_pit_and_ends_the_turn() {
    // §2.3 "a lap whose last seed would fall into a pit holding fewer than 2 seeds drops
    // it into the next pit instead and the turn ends there with no capture, whatever that pit holds".
    let mut g = game("mongola", &[], "0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 / 2 0 1 5 0 0 0", Side::South);
    let ev = play(&mut g, sow(3, 0));
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "skip", "turn_end"]);
    assert_eq!(board(&g), "0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 / 0 1 1 6 0 0 0");
}

#[test]
fn mongola_marker_needs_two_seeds() {
    // §2.3 "a marker needs at least 2 seeds before the last seed falls".
    let two = "0 0 0 3 0 0 2 / 0 0 0 2 0 0 0 / 0 0 0 2 0 2 0 / 0 0 0 0 0 0 0";
    let mut g = game("mongola", &[], two, Side::South);
    let ev = play(&mut g, sow(2, 5));
    assert_eq!(captures(&ev).len(), 1);
    // §7 "the skip rule applies to every lap": the captured seeds' last one skips [2,0].
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "capture", "lap_start", "skip", "turn_end"]);
    assert_eq!(board(&g), "0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 / 0 1 1 4 2 0 0 / 1 0 0 0 0 0 0");
    let one = "0 0 0 3 0 0 2 / 0 0 0 2 0 0 0 / 0 0 0 1 0 2 0 / 0 0 0 0 0 0 0";
    let mut g = game("mongola", &[], one, Side::South);
    let ev = play(&mut g, sow(2, 5));
    assert!(captures(&ev).is_empty());
    assert_eq!(board(&g), "0 0 0 3 0 0 2 / 0 0 0 2 0 0 0 / 0 0 1 1 1 0 0 / 0 0 0 0 0 0 0");
}

#[test]
fn mongola_reverse_check_uses_the_skip_rule() {
    // §7 "'Ends directly in a capture' … (Mongola's skip rule applies to this test too)":
    // a clockwise lap onto a marker of 1 would skip it, so it is no reverse lap.
    let thin = "2 0 0 0 0 0 2 / 3 0 0 0 0 0 0 / 1 0 0 0 0 0 0 / 0 2 0 0 0 0 0";
    assert_eq!(legal(&game("mongola", &[], thin, Side::South)), [sow_dir(3, 1, Dir::Ccw)]);
    let thick = "2 0 0 0 0 0 2 / 3 0 0 0 0 0 0 / 2 0 0 0 0 0 0 / 0 2 0 0 0 0 0";
    assert!(legal(&game("mongola", &[], thick, Side::South)).contains(&sow_dir(3, 1, Dir::Cw)));
}

// ---- More scenarios, so every rule difference has at least three

#[test]
fn hus_no_reverse_lap_for_captured_seeds_either() {
    // The Coro pause board: a capture from [3,0] whose clockwise lap would capture again.
    let start = "0 0 0 1 0 0 0 1 / 0 0 0 1 0 0 0 1 / 0 0 0 1 0 0 0 1 / 8 0 0 0 0 0 0 0";
    let mut g = game("hus", &[], start, Side::South);
    assert_eq!(legal(&g), [sow_dir(3, 0, Dir::Ccw)], "no clockwise first lap from a leftmost pit");
    let ev = play(&mut g, sow(3, 0));
    assert_eq!(captures(&ev).len(), 1);
    assert!(!kinds(&ev).contains(&"pause"));
}

#[test]
fn hus_emitwe_ebiri_and_akakyala_do_not_win() {
    // Omweso's emitwe-ebiri turn: in Hus it is only North's lack of moves that decides.
    let start = "1 0 0 0 0 0 0 5 / 1 0 0 0 0 0 0 5 / 1 0 0 0 0 0 0 1 / 0 0 0 0 0 3 0 0";
    let mut g = game("hus", &[], start, Side::South);
    play(&mut g, sow(3, 5));
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::NoMoves, 1)));
    // Omweso's akakyala sequence: two capturing turns, but Hus only knows the normal win.
    let start = "1 0 0 3 0 0 0 2 / 1 0 0 2 0 0 0 0 / 0 0 0 1 0 2 0 0 / 0 0 0 0 0 0 0 0";
    let mut g = game("hus", &[], start, Side::South);
    for d in [sow(2, 5), sow(0, 7), sow(2, 3)] {
        play(&mut g, d);
    }
    assert_eq!(result(&g).map(|r| r.1), Some(EndReason::NoMoves));
}

#[test]
fn kombe_outer_pit_still_counts_for_the_marker() {
    // §7 "the outer opponent pit still counts in the marker condition though it is never taken".
    let start = "0 0 0 0 0 0 0 2 / 0 0 0 2 0 0 0 0 / 0 0 0 1 0 2 0 0 / 0 0 0 0 0 0 0 0";
    let mut g = game("kombe", &[], start, Side::South);
    let ev = play(&mut g, sow(2, 5));
    assert!(captures(&ev).is_empty(), "the outer pit [0,3] is empty: no marker, a relay");
    assert!(kinds(&ev).contains(&"relay"));
}

#[test]
fn kombe_never_makes_akawumbi() {
    // §7 "Kombe can never make akawumbi (it takes inner pits only)".
    let start = "8 8 7 7 6 6 5 5 / 8 7 7 6 6 5 5 4 / 1 1 1 1 1 1 1 1 / 8 0 0 0 0 0 0 0";
    let mut g = game("kombe", &[], start, Side::South);
    play(&mut g, sow(3, 0));
    assert_ne!(result(&g).map(|r| r.1), Some(EndReason::Akawumbi));
    let outer: u32 = (0..8).map(|c| g.position().count(cell(0, c)).unwrap() as u32).sum();
    assert_eq!(outer, 52, "North's outer row is never taken");
}

#[test]
fn kombe_chain_needs_captures_to_be_allowed() {
    // With no capture on a player's first turn there is no capture for a chain to reach.
    let start = "0 3 0 0 0 0 0 2 / 0 2 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0 / 1 0 0 2 0 2 0 0";
    let g = game("kombe", &[("no_capture_first_turn", OptionValue::Bool(true))], start, Side::South);
    assert!(legal(&g).iter().all(|d| !matches!(d, Decision::Sow { dir: Dir::Cw, .. })));
}

#[test]
fn mongola_skip_applies_to_relay_laps() {
    // §7 "Mongola: the skip rule applies to every lap": a relay's last seed skips a thin pit.
    let mut g = game("mongola", &[], "0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 / 2 0 2 0 1 0 0", Side::South);
    let ev = play(&mut g, sow(3, 0));
    assert_eq!(kinds(&ev), ["turn_start", "lift", "lap_start", "relay", "lap_start", "skip", "turn_end"]);
    assert!(ev.contains(&Event::Skip { pit: cell(3, 5) }));
    assert_eq!(board(&g), "0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 / 0 1 0 1 2 0 1");
}

#[test]
fn igisoro_accepts_custom_layouts_per_side() {
    // §7 "Custom per-side layouts are allowed in every four-row ruleset".
    let south = SideLayout::Rows(vec![vec![4, 4, 4, 4, 0, 0, 0, 0], vec![4, 4, 4, 4, 0, 0, 0, 0]]);
    let spec = NewGame { layout: Some(LayoutChoice::PerSide { south, north: SideLayout::Preset("standard".into()) }), ..NewGame::standard("igisoro") };
    let g = Game::new(&spec).unwrap();
    assert_eq!(board(&g), "0 0 0 0 0 0 0 0 / 4 4 4 4 4 4 4 4 / 4 4 4 4 0 0 0 0 / 4 4 4 4 0 0 0 0");
}
