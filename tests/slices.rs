//! Long turns played in slices (issue: very long turns run in slices): a turn
//! stopped every few laps and advanced to its end is the same turn, event for
//! event, as one played at once; between slices the game says how far it has
//! got, refuses other decisions, and undo cancels the turn.

mod common;
use common::*;
use omweso::*;

const HARD: &str = "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1";

/// Play `d` in slices of `laps`, collecting every event; the number of slices.
fn play_sliced(g: &mut Game, d: Decision, laps: u64, events: &mut impl Sink) -> usize {
    let mut slices = 1;
    let mut progress = g.play_for(d, events, laps).unwrap();
    let mut last = 0;
    while let Progress::Working { laps: so_far } = progress {
        assert!(so_far > last, "each slice sows on: {so_far} after {last}");
        // (The first report counts the laps of the turn before a pause it answers.)
        assert!(slices == 1 || so_far - last <= laps, "a slice sows at most its {laps} laps: {} after {last}", so_far - last);
        last = so_far;
        assert_eq!(g.working(), Some(so_far));
        progress = g.advance(events, laps);
        slices += 1;
    }
    assert_eq!(g.working(), None);
    slices
}

#[test]
fn every_ruleset_sliced_every_few_laps_plays_the_same_turns_event_for_event() {
    for v in Variant::all() {
        for seed in 0..12 {
            let spec = NewGame { seed: Some(seed), ..NewGame::standard(v.id()) };
            let (mut whole, mut sliced) = (Game::new(&spec).unwrap(), Game::new(&spec).unwrap());
            let mut rng = SplitMix::new(seed);
            let mut n = 0;
            while !whole.position().is_over() && n < 300 {
                let legal = whole.legal();
                let d = legal.as_slice()[rng.below(legal.len())];
                let (mut a, mut b) = (Recorder::new(5_000), Recorder::new(5_000));
                whole.play(d, &mut a).unwrap();
                play_sliced(&mut sliced, d, 1 + seed % 3, &mut b);
                assert_eq!(a.finish(), b.finish(), "{} game {seed} decision {n} ({d}): the same events", v.id());
                assert_eq!(whole.position(), sliced.position(), "{} game {seed} decision {n}", v.id());
                n += 1;
            }
        }
    }
}

#[test]
fn the_hard_endless_turn_in_slices_reports_its_laps_and_ends_as_played_at_once() {
    // RULES §2.1: 115,702,064 laps a period. Slices of 20 million laps.
    let mut whole = game("omweso", &[], HARD, Side::North);
    let mut sliced = whole.clone();
    let mut a = Recorder::new(2_000);
    whole.play(sow(0, 4), &mut a).unwrap();
    let mut b = Recorder::new(2_000);
    let slices = play_sliced(&mut sliced, sow(0, 4), 20_000_000, &mut b);
    assert!(slices >= 6, "at least one period in slices of 20 million: {slices} slices");
    assert_eq!(a.finish(), b.finish());
    assert_eq!(sliced.position(), whole.position());
    assert_eq!(result(&sliced), Some((None, EndReason::Endless, 0)));
}

#[test]
fn the_search_for_where_the_hard_turns_cycle_began_is_sliced_too() {
    // Issue 25 §2: after the cycle is proved (RULES §7), Brent's second phase
    // replays the turn a period apart (115,702,064 laps, less the 67 million
    // of the checkpoint its fast replay starts from, then the tail) to find
    // the first repeated state. It ran in one go, 2.3 s in wasm, where Undo
    // could not answer; now it is sliced like the rest of the turn.
    let mut g = game("omweso", &[], HARD, Side::North);
    let mut events = Recorder::new(2_000);
    let slices = play_sliced(&mut g, sow(0, 4), 20_000_000, &mut events) as u64;
    let proved = events.finish().iter().find_map(|e| match e {
        Event::Endless { laps } => Some(*laps),
        _ => None,
    });
    let proved = proved.expect("the turn is endless");
    // The second phase sows 48.6 million laps and more: at 20 million laps a
    // slice, it needs two slices of its own beyond those of the proof.
    assert!(slices > proved / 20_000_000 + 1, "{slices} slices for {proved} laps to the proof and the second phase after");

    // Stopped anywhere in the second phase, undo gives back the position before the move.
    let mut h = game("omweso", &[], HARD, Side::North);
    let before = *h.position();
    let mut progress = h.play_for(sow(0, 4), &mut NullSink, 20_000_000).unwrap();
    while let Progress::Working { laps } = progress {
        if laps > proved {
            break;
        }
        progress = h.advance(&mut NullSink, 20_000_000);
    }
    assert!(matches!(progress, Progress::Working { laps } if laps > proved), "stopped after the proof, while its cycle's start is looked for");
    h.undo().unwrap();
    assert_eq!(*h.position(), before);
    assert_eq!(h.working(), None);
}

#[test]
fn an_endless_turn_in_slices_of_one_to_three_laps_ends_at_its_cycles_first_state_as_played_at_once() {
    // RULES §7 (tests/endless.rs): a capture on lap 2, then a relay orbit of
    // period 244 entered at lap 6. Its second phase, too, moves on in slices
    // of a single lap, and ends where the turn played at once ends.
    let start = "2 1 0 1 0 0 1 3 / 0 0 1 1 3 0 0 0 / 3 1 0 3 2 1 0 1 / 3 2 1 0 1 2 3 0";
    let mut whole = game("omweso", &[("reverse", choice("none"))], start, Side::South);
    let mut at_once = Recorder::new(100_000);
    whole.play(sow(2, 0), &mut at_once).unwrap();
    let at_once = at_once.finish();
    assert!(at_once.iter().any(|e| matches!(e, Event::Endless { .. })));
    for laps in 1..=3 {
        let mut sliced = game("omweso", &[("reverse", choice("none"))], start, Side::South);
        let mut events = Recorder::new(100_000);
        let slices = play_sliced(&mut sliced, sow(2, 0), laps, &mut events);
        assert!(slices as u64 > 244 / laps, "{slices} slices of {laps} laps");
        assert_eq!(events.finish(), at_once, "slices of {laps}: the same events");
        assert_eq!(sliced.position(), whole.position(), "slices of {laps}: the same end");
    }
}

#[test]
fn a_position_is_no_larger_for_holding_a_sliced_search_for_its_cycles_start() {
    // The search copies a position at every node it looks at: the second
    // phase kept between slices shares its room with a turn's laps, so a
    // position stayed the 464 bytes it was before that phase was sliced (with
    // the two beside each other it was 576, and Oware's search 15% slower).
    // A turn's checkpoint for that phase (issue 25) adds 56: in paired runs
    // of the search's speed test, Oware's and Omweso's nodes a second at 520
    // bytes were those at 464 (6.2 and 6.0 million, 1.74 and 1.75 million).
    assert!(std::mem::size_of::<Position>() <= 520, "{} bytes", std::mem::size_of::<Position>());
}

#[test]
fn between_slices_other_decisions_are_refused_and_undo_cancels_the_turn() {
    let mut g = game("omweso", &[], HARD, Side::North);
    let start = *g.position();
    let progress = g.play_for(sow(0, 4), &mut NullSink, 1_000).unwrap();
    assert_eq!(progress, Progress::Working { laps: 1_000 });
    assert!(g.legal().is_empty(), "nothing is legal while the turn goes on");
    let other = start.legal().iter().copied().find(|&d| d != sow(0, 4)).unwrap();
    assert_eq!(g.play(other, &mut NullSink).unwrap_err(), IllegalMove::TurnInProgress);
    assert_eq!(g.position().working(), Some(1_000));
    assert_eq!(g.position().total_seeds(), start.total_seeds(), "the seeds in hand are counted");
    g.undo().unwrap();
    assert_eq!(g.position(), &start, "undo puts the board back as before the turn");
    assert_eq!(g.working(), None);
    assert!(g.can_redo(), "the cancelled turn can be played again");
}

#[test]
fn a_layli_move_in_slices_of_one_lap_is_the_move_played_at_once() {
    // RULES §3.1 relays round the whole board until an empty pit or an uur.
    for seed in 0..40 {
        let mut whole = new_game("layli-goobalay");
        let mut rng = SplitMix::new(seed);
        for _ in 0..rng.below(30) {
            let legal = whole.legal();
            if legal.is_empty() {
                break;
            }
            whole.play(legal.as_slice()[rng.below(legal.len())], &mut NullSink).unwrap();
        }
        if whole.position().is_over() {
            continue;
        }
        let mut sliced = whole.clone();
        let d = whole.legal().as_slice()[0];
        let mut a: Vec<Event> = vec![];
        whole.play(d, &mut a).unwrap();
        let mut b: Vec<Event> = vec![];
        play_sliced(&mut sliced, d, 1, &mut b);
        assert_eq!(a, b);
        assert_eq!(whole.position(), sliced.position());
    }
}

#[test]
fn a_save_holding_the_hard_turn_loads_in_slices_as_it_loads_at_once() {
    // The hard endless turn, then a saved game of it: replayed 20 million laps a slice.
    let mut g = game("omweso", &[], HARD, Side::North);
    g.play(sow(0, 4), &mut NullSink).unwrap();
    let text = g.to_json();
    let saved: Saved = serde_json::from_str(&text).unwrap();
    let mut loading = Loading::from_saved(saved).unwrap();
    let mut slices = 0;
    let mut last = 0;
    while !loading.is_done() {
        let p = loading.advance(20_000_000).unwrap();
        slices += 1;
        if let Some(laps) = p.laps {
            assert!(laps > last, "the laps go up");
            last = laps;
        }
        assert_eq!((p.total, p.replayed <= p.total), (1, true));
    }
    assert!(slices >= 6, "{slices} slices");
    let loaded = loading.finish().unwrap();
    assert_eq!(loaded.position(), Game::from_json(&text).unwrap().position());
    assert_eq!(loaded.to_json(), text);
}

#[test]
fn a_load_in_slices_refuses_an_illegal_decision_and_checks_the_redo_list() {
    let mut g = new_game("oware");
    for _ in 0..3 {
        let d = g.legal().as_slice()[0];
        g.play(d, &mut NullSink).unwrap();
    }
    g.undo().unwrap();
    let good: Saved = g.saved();
    let loaded = Loading::from_saved(good.clone()).unwrap().finish().unwrap();
    assert_eq!(loaded.to_json(), g.to_json(), "decisions and redo list as saved");
    let mut bad = good.clone();
    bad.decisions[1] = Decision::Sow { pit: cell(1, 0), dir: Dir::Ccw }.into();
    let mut loading = Loading::from_saved(bad).unwrap();
    assert!(matches!(loading.advance(1000), Err(LoadError::IllegalDecision { number: 2, .. })));
    let mut bad_redo = good;
    bad_redo.redo = vec![Decision::Pass.into()];
    assert!(matches!(Loading::from_saved(bad_redo).unwrap().finish(), Err(LoadError::IllegalRedo { .. })));
}
