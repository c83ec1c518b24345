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
