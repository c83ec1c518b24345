//! `Game::preview`: what a decision's first lap would do, without playing it.
//! For random positions of every ruleset and option combination, the preview
//! of every legal decision is compared with the events of playing it: the
//! same pits sown, the same end pit, the same thing happening there; and the
//! game is unchanged by a preview. Then one hand-worked position per outcome.

mod common;
use common::*;
use omweso::SplitMix;
use omweso::*;

/// The first lap of a turn as its events show it: the pits it sowed, and the
/// events after them up to the next lap's start (or the turn's end).
struct LapSeen {
    sown: Vec<Cell>,
    after: Vec<Event>,
    next_lap: Option<Event>,
}

fn first_lap(events: &[Event]) -> LapSeen {
    // Okwesera sows without a lap start, after its own event.
    let start = events.iter().position(|e| matches!(e, Event::LapStart { .. } | Event::Okwesera { .. })).expect("a sowing decision sows a lap");
    let mut rest = events[start + 1..].iter().filter(|e| !matches!(e, Event::Lift { .. } | Event::Skip { .. })).peekable();
    let mut sown = vec![];
    while let Some(Event::Sow { pit, .. }) = rest.peek() {
        sown.push(*pit);
        rest.next();
    }
    let mut after = vec![];
    let mut next_lap = None;
    for e in rest {
        if matches!(e, Event::LapStart { .. }) {
            next_lap = Some(*e);
            break;
        }
        after.push(*e);
    }
    LapSeen { sown, after, next_lap }
}

/// The preview of `d` agrees with what playing it does.
fn agrees(game: &Game, d: Decision, what: &str) -> &'static str {
    let before = game.to_json();
    let position = *game.position();
    let p = game.preview(d).unwrap_or_else(|e| panic!("{what}: legal {d} previewed as illegal: {e}")).unwrap_or_else(|| panic!("{what}: {d} sows a lap"));
    assert_eq!((game.to_json(), *game.position()), (before, position), "{what}: a preview changes nothing");
    let mut copy = game.clone();
    // A recorder of its own limit: some legal turns run for 10⁹ laps; the first lap is at the start.
    let mut rec = Recorder::new(5_000);
    copy.play(d, &mut rec).expect("legal");
    let seen = first_lap(&rec.finish());
    assert_eq!(p.path, seen.sown, "{what}: {d} sows the pits playing it sows");
    assert_eq!(p.path.len(), p.seeds as usize, "{what}: {d} sows one pit per seed");
    assert_eq!(Some(&p.end), seen.sown.last(), "{what}: {d} ends where playing it ends");
    let first = seen.after.first().copied();
    match p.outcome {
        PreviewOutcome::Relay { seeds } => {
            assert_eq!(first, Some(Event::Relay { pit: p.end, count: seeds }), "{what}: {d} relays at its end");
            if let Some(Event::LapStart { origin, seeds: hand, .. }) = seen.next_lap {
                assert_eq!((origin, hand), (p.end, seeds), "{what}: the next lap sows the seeds lifted there");
            }
        }
        PreviewOutcome::Capture { at, taken, total } => {
            let Some(Event::Capture { at: at_seen, taken: taken_seen, total: total_seen, .. }) = first else { panic!("{what}: {d} should capture, playing it gives {first:?}") };
            assert_eq!((at, taken, total), (at_seen, taken_seen, total_seen), "{what}: {d} captures what playing it captures");
            assert_eq!(at, p.end, "{what}: the capture is where the lap ends (the marker, or the landing pit)");
            assert_eq!(taken.as_slice().iter().map(|&(_, n)| n).sum::<u8>(), total);
        }
        PreviewOutcome::Uur { owner, pits } => {
            assert_eq!(first, Some(Event::UurMade { owner, pits }), "{what}: {d} makes uur");
            assert_eq!(pits[0], p.end);
        }
        PreviewOutcome::GrandSlam => assert!(matches!(first, Some(Event::GrandSlam { .. })), "{what}: {d} is a grand slam, playing it gives {first:?}"),
        PreviewOutcome::Stop => assert!(matches!(first, Some(Event::TurnEnd { .. })), "{what}: {d} ends the turn, playing it gives {first:?}"),
        PreviewOutcome::Endless => panic!("{what}: a first lap sows, it cannot repeat a state before it"),
        _ => panic!("a new outcome"),
    }
    let paused = seen.after.iter().find_map(|e| if let Event::Pause { reason, .. } = e { Some(*reason) } else { None });
    assert_eq!(p.pause, paused, "{what}: {d} pauses as playing it does");
    let goes_on = seen.next_lap.is_some() || paused.is_some() || seen.after.iter().any(|e| matches!(e, Event::Endless { .. }));
    assert_eq!(p.turn_ends, !goes_on, "{what}: {d} ends the turn or not as playing it does");
    if let Some(Event::LapStart { kind, .. }) = seen.next_lap {
        let expected = if matches!(p.outcome, PreviewOutcome::Capture { .. }) { LapKind::Capture } else { LapKind::Relay };
        assert_eq!(kind, expected, "{what}: the lap after it");
    }
    match (p.pause, p.outcome) {
        (Some(_), _) => "pause",
        (_, PreviewOutcome::Relay { .. }) => "relay",
        (_, PreviewOutcome::Capture { .. }) => "capture",
        (_, PreviewOutcome::Uur { .. }) => "uur",
        (_, PreviewOutcome::GrandSlam) => "grand_slam",
        _ => "stop",
    }
}

fn check_games(ruleset: &str, options: &[(&str, OptionValue)], seed: u64, seen: &mut std::collections::BTreeMap<&'static str, usize>) -> usize {
    let spec = NewGame { options: opts(options), seed: Some(seed), ..NewGame::standard(ruleset) };
    let Ok(mut game) = Game::new(&spec) else { return 0 };
    let mut rng = SplitMix::new(seed);
    let mut previews = 0;
    for n in 0..200 {
        if game.position().is_over() {
            break;
        }
        let legal = game.legal();
        for &d in legal.as_slice() {
            let what = format!("{ruleset} {options:?} seed {seed} decision {n}");
            match d {
                Decision::Pass | Decision::Timeout => assert_eq!(game.preview(d), Ok(None), "{what}: {d} sows nothing"),
                _ => {
                    *seen.entry(agrees(&game, d, &what)).or_default() += 1;
                    previews += 1;
                }
            }
        }
        // Every written decision the rules refuse is refused with the reason `check` gives.
        let g = game.position().rules().geo;
        for (r, c) in (0..g.rows).flat_map(|r| (0..g.cols).map(move |c| (r, c))) {
            for d in [sow_dir(r, c, Dir::Ccw), sow_dir(r, c, Dir::Cw), Decision::Okwesera { pit: cell(r, c) }] {
                if !legal.contains(&d) {
                    assert_eq!(game.preview(d).err(), game.check(d).err(), "{ruleset}: {d} is refused as check refuses it");
                }
            }
        }
        let d = legal.as_slice()[rng.below(legal.len())];
        game.play(d, &mut NullSink).unwrap();
    }
    previews
}

#[test]
fn previews_agree_with_play_in_random_games_of_every_ruleset() {
    let mut total = 0;
    let mut seen = std::collections::BTreeMap::new();
    for v in Variant::all() {
        let d = v.data();
        let applies =
            |o: &[(&str, OptionValue)]| o.iter().all(|(k, val)| d.defaults.iter().any(|(id, _)| id == k) && (!d.locked.contains(k) || d.default_options().get(*k) == Some(val)));
        let mut of_ruleset = 0;
        for (i, combo) in combos().iter().enumerate().filter(|(_, c)| applies(c)) {
            for seed in 0..3 {
                of_ruleset += check_games(v.id(), combo, 1000 * i as u64 + seed, &mut seen);
            }
        }
        assert!(of_ruleset > 100, "{}: only {of_ruleset} previews", v.id());
        total += of_ruleset;
    }
    assert!(total > 5_000, "{total} previews");
    for kind in ["relay", "capture", "stop", "pause", "uur"] {
        assert!(seen.get(kind).is_some_and(|&n| n > 10), "previews of every outcome were compared: {seen:?}");
    }
}

#[test]
fn an_omweso_relay_and_a_capture() {
    // South (rows 2, 3) sows counter-clockwise: along row 3 to the right, row 2 to the left.
    let g = game("omweso", &[], "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 2 0 3 0 0 0 0 0", Side::South);
    let p = g.preview(sow(3, 0)).unwrap().unwrap();
    assert_eq!((p.from, p.seeds, p.path.clone(), p.end), (cell(3, 0), 2, vec![cell(3, 1), cell(3, 2)], cell(3, 2)));
    assert_eq!(p.outcome, PreviewOutcome::Relay { seeds: 4 });
    assert!(!p.turn_ends && p.pause.is_none());

    // A lap into empty pits: the turn ends where it ends.
    let g = game("omweso", &[], "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 3", Side::South);
    let lap = g.preview(sow(3, 7)).unwrap().unwrap();
    assert_eq!(lap.path, [cell(2, 7), cell(2, 6), cell(2, 5)]);
    assert_eq!(lap.outcome, PreviewOutcome::Stop);
    assert!(lap.turn_ends);
}

#[test]
fn an_omweso_capture_names_its_marker_and_the_pits_taken() {
    // South's (3, 6) of 2 sows (3, 7), (2, 7): (2, 7) held 1, a marker facing (1, 7) and (0, 7).
    let g = game("omweso", &[], "0 0 0 0 0 0 0 5 / 0 0 0 0 0 0 0 4 / 0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0", Side::South);
    let p = g.preview(sow(3, 6)).unwrap().unwrap();
    assert_eq!(p.end, cell(2, 7));
    let PreviewOutcome::Capture { at, taken, total } = p.outcome else { panic!("{:?}", p.outcome) };
    assert_eq!((at, taken.as_slice(), total), (cell(2, 7), &[(cell(1, 7), 4), (cell(0, 7), 5)][..], 9));
    assert!(!p.turn_ends, "the captured seeds are sown on");
}

#[test]
fn an_oware_chain_capture() {
    // South (row 1) sows counter-clockwise: right along row 1, then left along row 0.
    let g = game("oware", &[], "0 0 0 1 2 1 / 0 0 0 0 0 2", Side::South);
    let p = g.preview(sow(1, 5)).unwrap().unwrap();
    assert_eq!(p.path, [cell(0, 5), cell(0, 4)]);
    let PreviewOutcome::Capture { at, taken, total } = p.outcome else { panic!("{:?}", p.outcome) };
    assert_eq!((at, taken.as_slice(), total), (cell(0, 4), &[(cell(0, 4), 3), (cell(0, 5), 2)][..], 5));
    assert!(p.turn_ends);
}

#[test]
fn a_layli_uur_and_an_igisoro_turning_pit() {
    let g = game("layli-goobalay", &[], "4 3 4 4 4 4 / 1 0 4 4 4 4", Side::South);
    let p = g.preview(sow(1, 0)).unwrap().unwrap();
    assert_eq!(p.end, cell(1, 1));
    assert_eq!(p.outcome, PreviewOutcome::Uur { owner: Side::South, pits: [cell(1, 1), cell(0, 1)] });

    // Igisoro: (3, 7) is a turning pit; a lap relaying from it pauses for the direction.
    let mut g = game("igisoro", &[], "0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 2 0 2", Side::South);
    let p = g.preview(sow(3, 5)).unwrap().unwrap();
    assert_eq!((p.end, p.outcome, p.pause, p.turn_ends), (cell(3, 7), PreviewOutcome::Relay { seeds: 3 }, Some(PauseReason::TurningPit), false));
    play(&mut g, sow(3, 5));
    // The answer's own first lap, from the paused pit, the way chosen.
    let q = g.preview(choose(Dir::Cw)).unwrap().unwrap();
    assert_eq!((q.from, q.dir, q.rule, q.seeds), (cell(3, 7), Dir::Cw, DirRule::Turning, 3));
    assert_eq!(q.path, [cell(3, 6), cell(3, 5), cell(3, 4)]);
    assert_eq!((q.outcome, q.turn_ends), (PreviewOutcome::Stop, true));
}

#[test]
fn a_pass_previews_nothing_and_an_illegal_decision_says_why() {
    let g = new_game("omweso");
    assert_eq!(g.preview(Decision::Resign { side: Side::South }), Ok(None));
    assert_eq!(g.preview(sow(0, 0)), Err(IllegalMove::NotYourPit(cell(0, 0))));
    assert_eq!(g.preview(choose(Dir::Cw)), Err(IllegalMove::NoChoicePending));
}
