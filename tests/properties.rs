//! Property tests over many random games of every ruleset and option
//! combination: seeds are conserved, listed decisions play and unlisted ones
//! are refused without change, undo restores the identical state, saved games
//! reload identically, and nothing panics.

mod common;
use common::*;
use omweso::SplitMix;
use omweso::*;

/// Every decision that could be written for this board: each pit sown either
/// way or as okwesera, a pass, and both directions.
fn candidates(pos: &Position) -> Vec<Decision> {
    let g = pos.rules().geo;
    let mut out = vec![Decision::Pass, Decision::Timeout, choose(Dir::Ccw), choose(Dir::Cw)];
    for r in 0..g.rows {
        for c in 0..g.cols {
            out.push(sow_dir(r, c, Dir::Ccw));
            out.push(sow_dir(r, c, Dir::Cw));
            out.push(Decision::Okwesera { pit: cell(r, c) });
        }
    }
    out
}

fn check_game(ruleset: &str, options: &[(&str, OptionValue)], seed: u64, deep: bool) -> usize {
    let spec = NewGame { options: opts(options), seed: Some(seed), ..NewGame::standard(ruleset) };
    let Ok(mut game) = Game::new(&spec) else { return 0 };
    let total = game.position().total_seeds();
    let mut rng = SplitMix::new(seed);
    let mut n = 0;
    while !game.position().is_over() && n < 4000 {
        let legal = game.legal();
        assert!(!legal.is_empty(), "{ruleset}: a game that is not over has a decision");
        assert_eq!(legal, game.position().legal(), "{ruleset}: the game's cached list is the position's own, after every play, undo and redo");
        if deep && n % 3 == 0 {
            let before = *game.position();
            for d in candidates(&before) {
                let mut copy = before;
                let listed = legal.contains(&d);
                match copy.play(d, &mut NullSink) {
                    Ok(()) => assert!(listed, "{ruleset} {options:?}: unlisted {d} was accepted"),
                    Err(e) => {
                        assert!(!listed, "{ruleset} {options:?}: listed {d} was refused: {e}");
                        assert_eq!(copy, before, "a refused decision changes nothing");
                    }
                }
            }
        }
        let d = legal.as_slice()[rng.below(legal.len())];
        let before = *game.position();
        game.play(d, &mut NullSink).unwrap_or_else(|e| panic!("{ruleset}: listed {d} refused: {e}"));
        assert_eq!(game.position().total_seeds(), total, "{ruleset} {options:?}: seeds conserved after {d}");
        if deep && n % 5 == 0 && game.can_undo() {
            let after = *game.position();
            game.undo().unwrap();
            assert_eq!(*game.position(), before, "undo restores the identical state");
            game.redo(&mut NullSink).unwrap();
            assert_eq!(*game.position(), after, "redo replays it");
        }
        n += 1;
    }
    assert!(game.position().is_over(), "{ruleset} {options:?} seed {seed}: ended within 4000 decisions");
    let text = game.to_json();
    let back = Game::from_json(&text).expect("a saved game reloads");
    assert_eq!(back.position(), game.position(), "{ruleset}: serialization round-trips");
    assert_eq!(back.to_json(), text);
    n
}

#[test]
fn random_games_of_every_ruleset_and_option_combination() {
    let mut games = 0;
    let mut decisions = 0;
    for v in Variant::all() {
        let applies = |o: &[(&str, OptionValue)]| {
            let d = v.data();
            o.iter().all(|(k, val)| d.defaults.iter().any(|(id, _)| id == k) && (!d.locked.contains(k) || d.default_options().get(*k) == Some(val)))
        };
        for (i, combo) in combos().iter().enumerate().filter(|(_, c)| applies(c)) {
            let count = if combo.is_empty() { 60 } else { 10 };
            for k in 0..count {
                decisions += check_game(v.id(), combo, (i * 1000 + k) as u64, k % 2 == 0);
                games += 1;
            }
        }
    }
    assert!(games > 300, "{games} games");
    eprintln!("{games} random games, {decisions} decisions checked");
}

#[test]
fn saved_games_refuse_corruption() {
    let mut g = new_game("omweso");
    let first = legal(&g)[0];
    play(&mut g, first);
    let text = g.to_json();
    let load = |bad: &str| Game::from_json(bad).unwrap_err();
    assert!(matches!(load(""), LoadError::NotJson { .. }));
    assert!(matches!(load("[]"), LoadError::NoFormat));
    assert!(matches!(load(&text.replace("omweso-game", "chess-game")), LoadError::ForeignFormat { format } if format == "chess-game"));
    assert!(matches!(load(&text.replace("\"version\":1", "\"version\":2")), LoadError::UnsupportedVersion { version: Some(2) }));
    let err = load(&text.replace("\"decisions\":[", "\"decisions\":[{\"kind\":\"pass\"},"));
    assert!(matches!(err, LoadError::IllegalDecision { number: 1, decision: Decision::Pass, error: IllegalMove::PassNotAllowed(Why::NoPassing) }), "{err:?}");
    let err = load(&text.replace("\"ruleset\":\"omweso\"", "\"ruleset\":\"chess\""));
    assert!(matches!(&err, LoadError::InvalidSetup(e) if e.problems() == [SetupProblem::UnknownRuleset { name: "chess".into() }]), "{err:?}");
    let err = load(&text.replace("\"setup\"", "\"extra\":1,\"setup\""));
    assert!(matches!(&err, LoadError::CorruptField { detail } if detail.contains("unknown field `extra`")), "{err:?}");
    // The English sentences the page shows.
    assert_eq!(load("[]").to_string(), "not a saved game: it has no \"format\": \"omweso-game\"");
    assert_eq!(err.code(), "corrupt_field");
}

#[test]
fn corrupt_saved_games_and_setups_never_panic() {
    // The engine never panics across the API: mangled saves and wild setups are
    // either loaded (still conserving their seeds) or refused with a message.
    let mut g = new_game("omweso");
    let mut rng = SplitMix::new(3);
    for _ in 0..12 {
        let l = g.legal();
        g.play(l.as_slice()[rng.below(l.len())], &mut NullSink).unwrap();
    }
    let text = g.to_json();
    let bytes = text.as_bytes();
    let alphabet = b"0123456789-[]{}\",:abcdefghijklmnopqrstuvwxyz ";
    let (mut loaded, mut refused) = (0, 0);
    for i in 0..3000 {
        let mut mangled = bytes.to_vec();
        for _ in 0..1 + i % 3 {
            let at = rng.below(mangled.len());
            mangled[at] = alphabet[rng.below(alphabet.len())];
        }
        let mangled = String::from_utf8(mangled).unwrap();
        match Game::from_json(&mangled) {
            Ok(back) => {
                loaded += 1;
                let before = back.position().total_seeds();
                let mut back = back;
                if let Some(&d) = back.legal().as_slice().first() {
                    back.play(d, &mut NullSink).unwrap();
                    assert_eq!(back.position().total_seeds(), before);
                }
            }
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().is_empty() && !e.code().is_empty());
            }
        }
    }
    assert!(loaded > 0 && refused > 0, "{loaded} loaded, {refused} refused");
    for v in Variant::all() {
        for _ in 0..300 {
            let g = Game::new(&NewGame::standard(v.id())).unwrap();
            let geo = g.position().rules().geo;
            let board = (0..geo.rows).map(|_| (0..geo.cols).map(|_| rng.below(9) as i64 - 1).collect()).collect();
            let mut s = Setup::new(v.id(), board);
            s.allow_unusual_totals = rng.below(2) == 0;
            s.stores = [rng.below(30) as i64, rng.below(30) as i64];
            if let Ok(mut game) = Game::from_setup(s) {
                let mut n = 0;
                while !game.position().is_over() && n < 300 {
                    let l = game.legal();
                    game.play(l.as_slice()[rng.below(l.len())], &mut NullSink).unwrap();
                    n += 1;
                }
            }
        }
    }
}

#[test]
fn the_save_format_is_stable() {
    // A version-1 save written by the wasm API (tests/fixtures/saved-v1.json) loads here, and
    // writing it again gives the same bytes: the native and the browser serializers agree.
    let text = include_str!("fixtures/saved-v1.json");
    let game = Game::from_json(text).expect("the fixture loads");
    assert_eq!(game.to_json(), text);
    assert!(game.can_redo(), "its redo list came back too");
    assert_eq!(game.position().rules().base, Dir::Cw);
}

#[test]
fn unusual_totals_are_waived_on_purpose_only() {
    // RULES §4: a teaching position may hold other totals, when its author says so.
    let board = common::rows("2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 1");
    let err = Setup::new("omweso", board.clone()).validate().unwrap_err();
    let omweso = Variant::parse("omweso").unwrap();
    assert_eq!(err.problems(), [SetupProblem::UnusualTotals { ruleset: omweso, side: Side::South, have: 31, want: 32 }]);
    assert_eq!(err.code(), "unusual_totals");
    let valid = err.ignore_unusual_totals().expect("the only problem is waived");
    let pos = valid.0;
    assert_eq!(pos.total_seeds(), 63);
    assert!(valid.2.allow_unusual_totals, "the waiver is recorded, so the game reloads");
    let game = Game::from_valid(valid);
    assert!(Game::from_json(&game.to_json()).is_ok());
    // The setup's own flag waives the same problem.
    let mut flagged = Setup::new("omweso", board.clone());
    flagged.allow_unusual_totals = true;
    assert_eq!(flagged.validate().unwrap().0, pos);
    // Other problems are not waived: the error keeps them.
    let mut with_uur = Setup::new("omweso", board);
    with_uur.uur = vec![omweso::UurPit { pit: cell(3, 0), owner: Side::South }];
    let err = with_uur.validate().unwrap_err();
    assert_eq!(err.problems().len(), 2);
    let err = err.ignore_unusual_totals().unwrap_err();
    assert_eq!(err.problems(), [SetupProblem::NoUurHere { ruleset: omweso }]);
}

#[test]
fn errors_cross_as_code_params_and_message() {
    let mut s = Setup::new("omweso", common::rows("2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 2 / 2 2 2 2 2 2 2 2"));
    s.stores = [1, 0];
    let err = Game::from_setup(s).unwrap_err();
    let json = serde_json::to_value(ErrorInfo::of(&err)).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "code": "setup_problems", "params": {"count": 2},
            "message": "the board has 3 rows; Omweso (Uganda) has 4; Omweso (Uganda) keeps no seeds off the board (stores): captured seeds are sown back into play",
            "problems": [
                {"code": "wrong_row_count", "params": {"rows": 3, "ruleset": "omweso", "want": 4}, "message": "the board has 3 rows; Omweso (Uganda) has 4"},
                {"code": "stores_in_four_row", "params": {"ruleset": "omweso", "field": "stores"},
                 "message": "Omweso (Uganda) keeps no seeds off the board (stores): captured seeds are sown back into play"},
            ]
        })
    );
    let spec = NewGame { options: opts(&[("direction", choice("up"))]), ..NewGame::standard("omweso") };
    let err = Game::new(&spec).unwrap_err();
    assert_eq!(err.to_string(), "option \"direction\" cannot be \"up\": it takes one of \"ccw\", \"cw\"");
    assert_eq!(serde_json::to_value(err.params()).unwrap(), serde_json::json!({"id": "direction", "value": "up", "type": "choice", "values": ["ccw", "cw"]}));
    let mut g = new_game("oware");
    assert_eq!(g.undo(), Err(UndoError::NothingToUndo));
    assert_eq!(g.redo(&mut NullSink), Err(RedoError::NothingToRedo));
    assert_eq!(g.next_game().unwrap_err().code(), "game_not_over");
}

#[test]
fn choice_options_are_declared_once() {
    // Every choice value of the option table parses into its enum and back.
    fn round_trip<T: Choice + std::fmt::Debug>() {
        for v in T::VALUES {
            assert_eq!(T::parse(v).map(T::id), Some(*v));
        }
        assert_eq!(T::parse("nonsense").map(T::id), None);
    }
    use omweso::{Akakyala, CaptureSowFrom, First, GrandSlam, Reverse};
    use omweso::{Endless, GameMode, Size, WinScheme};
    round_trip::<Dir>();
    round_trip::<First>();
    round_trip::<Size>();
    round_trip::<CaptureSowFrom>();
    round_trip::<Reverse>();
    round_trip::<Akakyala>();
    round_trip::<Endless>();
    round_trip::<WinScheme>();
    round_trip::<GameMode>();
    round_trip::<GrandSlam>();
    // Every ruleset's defaults read into typed values.
    for v in Variant::all() {
        assert!(omweso::Rules::new(v, &OptionMap::new()).is_ok(), "{v:?}");
    }
}
