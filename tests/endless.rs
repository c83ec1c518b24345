//! Endless turns (RULES §2.1, §7): exact detection with Brent's cycle finder.

mod common;
use common::*;
use omweso::*;

const HARD: &str = "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1";

#[test]
fn the_hard_case_is_endless_and_annulled() {
    // §2.1 "North sows pit [0,4] counter-clockwise: after one capture (lap 4) the turn becomes a pure
    // relay orbit with a period of 115,702,064 laps … The engine must find that it is endless."
    let mut g = game("omweso", &[], HARD, Side::North);
    let before = g.position().total_seeds();
    let mut rec = Recorder::new(2_000);
    g.play(sow(0, 4), &mut rec).unwrap();
    let ev = rec.finish();
    assert_eq!(result(&g), Some((None, EndReason::Endless, 0)), "annulled: option endless = annul");
    let laps = ev.iter().find_map(|e| if let Event::Endless { laps } = e { Some(*laps) } else { None }).expect("an Endless event");
    assert!(laps > 115_702_064, "the repeat is found only after a whole period: {laps} laps");
    assert!(ev.contains(&Event::Truncated), "the recording stops, the turn does not");
    assert_eq!(ev.last(), Some(&Event::GameEnd { winner: None, reason: EndReason::Endless, points: 0 }));
    // §7 "the game ends with the board as at the first occurrence (the lifted seeds put back)".
    assert_eq!(g.position().total_seeds(), before);
    assert!(g.position().pending().is_none());
}

const LAYLI_LOOP: &str = "1 4 3 0 1 2 / 0 1 7 2 1 0";

fn layli_loop(options: &[(&str, OptionValue)]) -> Game {
    let mut s = setup("layli-goobalay", options, LAYLI_LOOP, Side::South);
    s.stores = [14, 12];
    Game::from_setup(s).unwrap()
}

#[test]
fn a_layli_relay_loop_is_endless_too() {
    // §7 "Endless relay moves exist here too: same detection, same endless option."
    let g = layli_loop(&[]);
    assert_eq!(g.position().is_endless(sow(1, 2)), Ok(true));
    assert_eq!(g.position().is_endless(sow(1, 1)), Ok(false));
    let mut annul = g.clone();
    let ev = play(&mut annul, sow(1, 2));
    assert!(kinds(&ev).contains(&"endless"));
    assert_eq!(result(&annul), Some((None, EndReason::Endless, 0)));
    assert_eq!(annul.position().total_seeds(), 48);
    // Option endless = mover_loses.
    let mut strict = layli_loop(&[("endless", choice("mover_loses"))]);
    play(&mut strict, sow(1, 2));
    assert_eq!(result(&strict), Some((Some(Side::North), EndReason::Endless, 1)));
}

#[test]
fn is_endless_rejects_an_illegal_decision() {
    let g = layli_loop(&[]);
    assert_eq!(g.position().is_endless(sow(0, 0)), Err(IllegalMove::NotYourPit(cell(0, 0))));
}

/// An oracle that knows nothing of Brent's method: the board at every lap
/// start, rebuilt from the recorded events, and the first lap-start state
/// (board, first pit, seeds in hand, direction) that comes back, found with a
/// map of every state seen. Returns that board with the seeds in hand put back.
fn first_repeat_by_brute_force(start: &[u8], cols: u8, events: &[Event]) -> Vec<u8> {
    use std::collections::HashMap;
    let idx = |c: Cell| (c.row * cols + c.col) as usize;
    let mut board = start.to_vec();
    let mut seen: HashMap<(Vec<u8>, Cell, u8, Dir), usize> = HashMap::new();
    let mut laps: Vec<(Vec<u8>, Cell, u8)> = vec![];
    for e in events {
        match *e {
            Event::Lift { pit, .. } | Event::Relay { pit, .. } => board[idx(pit)] = 0,
            Event::Sow { pit, count } => board[idx(pit)] = count,
            Event::Capture { taken, .. } => taken.as_slice().iter().for_each(|&(c, _)| board[idx(c)] = 0),
            Event::LapStart { origin, first, seeds, dir, .. } => {
                if let Some(&first_time) = seen.get(&(board.clone(), first, seeds, dir)) {
                    let (mut b, origin, hand) = laps[first_time].clone();
                    b[idx(origin)] += hand;
                    return b;
                }
                seen.insert((board.clone(), first, seeds, dir), laps.len());
                laps.push((board.clone(), origin, seeds));
            }
            _ => {}
        }
    }
    panic!("no lap-start state repeats in the recorded events")
}

/// Play `d`, answering every pause with the base direction, and return all events.
fn play_to_the_end(g: &mut Game, d: Decision) -> Vec<Event> {
    let mut ev = play(g, d);
    while g.position().pending().is_some() {
        ev.extend(play(g, choose(g.position().rules().base)));
    }
    ev
}

#[test]
fn an_endless_layli_move_whose_cycle_starts_at_its_first_lap_leaves_the_board_as_before() {
    // §7 "the game ends with the board as at the first occurrence (the lifted seeds put back)":
    // this relay orbit (period 91 laps) comes back to its very first lap, so the board is the
    // board before the move, not where the repeat was noticed.
    let start = "3 0 1 0 4 1 / 2 1 0 4 1 4";
    let mut g = game("layli-goobalay", &[], start, Side::North);
    let before = g.position().pits().to_vec();
    let ev = play(&mut g, sow(0, 4));
    assert_eq!(result(&g), Some((None, EndReason::Endless, 0)));
    assert_eq!(board(&g), start);
    assert_eq!(first_repeat_by_brute_force(&before, 6, &ev), g.position().pits());
}

#[test]
fn an_endless_four_row_turn_whose_cycle_starts_at_its_first_lap_leaves_the_board_as_before() {
    // §7, in Omweso: a pure relay orbit of period 268 laps that returns to its first lap.
    let start = "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 2 1 2 3 0 1 4 / 1 2 3 0 1 0 1 3";
    let mut g = game("omweso", &[], start, Side::South);
    let before = g.position().pits().to_vec();
    let ev = play(&mut g, sow(2, 1));
    assert_eq!(result(&g), Some((None, EndReason::Endless, 0)));
    assert_eq!(board(&g), start);
    assert_eq!(first_repeat_by_brute_force(&before, 8, &ev), g.position().pits());
}

#[test]
fn an_endless_turn_entered_after_a_capture_ends_at_the_cycles_first_state() {
    // §7: a capture on lap 2, then a relay orbit of period 244 laps entered at lap 6: the board
    // is as at the start of lap 6, its seeds in hand put back, as the brute-force oracle finds too.
    let start = "2 1 0 1 0 0 1 3 / 0 0 1 1 3 0 0 0 / 3 1 0 3 2 1 0 1 / 3 2 1 0 1 2 3 0";
    let mut g = game("omweso", &[("reverse", choice("none"))], start, Side::South);
    let before = g.position().pits().to_vec();
    let ev = play(&mut g, sow(2, 0));
    assert!(!captures(&ev).is_empty(), "the turn captures before its orbit");
    assert_eq!(result(&g), Some((None, EndReason::Endless, 0)));
    assert_eq!(board(&g), "2 1 0 0 0 0 1 3 / 0 0 1 0 3 0 0 0 / 0 1 0 4 3 2 1 2 / 4 3 0 1 0 3 0 1");
    assert_eq!(first_repeat_by_brute_force(&before, 8, &ev), g.position().pits());
    assert_eq!(g.position().total_seeds(), before.iter().map(|&n| n as u32).sum::<u32>());
}

#[test]
fn the_first_occurrence_is_found_across_the_players_choices() {
    // §7 "compared at every lap start, across pauses; a choice made inside a loop does not break
    // it": this turn pauses three times for a reverse lap; each is answered with the base
    // direction, and the cycle's first state is found by replaying those answers.
    let start = "0 1 3 1 0 0 0 3 / 0 2 1 1 1 0 1 0 / 0 0 1 2 1 1 1 1 / 2 1 2 0 2 1 0 2";
    let mut g = game("omweso", &[], start, Side::South);
    let before = g.position().pits().to_vec();
    let ev = play_to_the_end(&mut g, sow(3, 2));
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::Pause { .. })).count(), 3);
    assert_eq!(result(&g), Some((None, EndReason::Endless, 0)));
    assert_eq!(board(&g), "0 0 0 0 0 0 0 3 / 0 0 0 0 1 0 1 0 / 1 4 1 4 3 3 1 2 / 2 1 0 2 1 0 1 0");
    assert_eq!(first_repeat_by_brute_force(&before, 8, &ev), g.position().pits());
}

#[test]
fn long_turns_go_the_same_way_on_the_fast_path_and_seed_by_seed() {
    // The orbit fast path (laps without events) must play a turn exactly as the recorded,
    // seed-by-seed lap machine does: same board, same end, the same cycle found. These boards
    // (found by a search for endless turns) hold orbits of 80 to 644 laps, some entered after
    // captures or pauses; every legal move of each is played both ways, in three rulesets.
    let boards = [
        "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 2 1 2 3 0 1 4 / 1 2 3 0 1 0 1 3",
        "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 3 2 3 2 3 1 0 1 / 2 4 3 2 1 0 3 2",
        "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 1 0 5 0 3 4 2 3 / 2 1 3 4 1 2 1 0",
        "2 1 0 1 0 0 1 3 / 0 0 1 1 3 0 0 0 / 3 1 0 3 2 1 0 1 / 3 2 1 0 1 2 3 0",
        "0 2 0 3 0 3 1 0 / 1 2 1 0 3 2 1 2 / 0 0 2 2 1 1 1 0 / 1 0 2 1 2 2 2 1",
        "0 1 3 1 0 0 0 3 / 0 2 1 1 1 0 1 0 / 0 0 1 2 1 1 1 1 / 2 1 2 0 2 1 0 2",
        "1 1 0 2 0 0 1 1 / 3 0 0 3 0 1 1 2 / 1 0 0 3 0 0 0 1 / 1 0 3 0 1 2 0 4",
        "1 2 0 1 0 0 0 0 / 0 1 0 1 2 0 0 0 / 1 1 1 1 0 1 2 1 / 2 1 0 1 0 1 2 0",
    ];
    let (mut long, mut endless) = (0, 0);
    for ruleset in ["omweso", "omweso-tournament", "mongale"] {
        for text in boards {
            let g = game(ruleset, &[], text, Side::South);
            for &d in g.legal().iter() {
                let (mut slow, mut fast) = (g.clone(), g.clone());
                let events = play_to_the_end(&mut slow, d);
                fast.play(d, &mut NullSink).unwrap();
                while fast.position().pending().is_some() {
                    let base = fast.position().rules().base;
                    fast.play(choose(base), &mut NullSink).unwrap();
                }
                assert_eq!(slow.position(), fast.position(), "{ruleset}: {d} from {text}");
                let ended_endless = slow.position().result().is_some_and(|r| r.reason == EndReason::Endless);
                assert_eq!(g.position().is_endless(d), Ok(ended_endless), "{ruleset}: {d} from {text}: the default continuation, proved without events");
                long += usize::from(events.iter().filter(|e| matches!(e, Event::LapStart { .. })).count() > 100);
                endless += usize::from(ended_endless);
            }
        }
    }
    assert!(long >= 10 && endless >= 10, "the boards exercise long and endless turns: {long} long, {endless} endless");
}
