//! What the engine tells a page about the decisions it offers and refuses:
//! `Game::choices` (the legal decisions by pit, each with its way relative
//! to the base direction and why a pit has several) and `Game::explain` (an
//! illegal decision's rule, with the pit's owner and seeds, played nowhere).
//! Each scenario is also played mirrored, with the base direction clockwise:
//! "usual" and "reverse" must follow the base direction, not the clock.

mod common;
use common::*;
use omweso::*;

/// A board mirrored left to right, for the same game sown clockwise (RULES §1).
fn mirror(board: &str) -> String {
    board.split('/').map(|r| r.split_whitespace().rev().collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join(" / ")
}

fn mirrored(c: Cell, cols: u8) -> Cell {
    cell(c.row, cols - 1 - c.col)
}

/// The game on `board` with base direction `base` (the board mirrored for `cw`).
fn both(ruleset: &str, options: &[(&str, OptionValue)], board: &str, base: Dir) -> Game {
    let mut options = options.to_vec();
    let board = match base {
        Dir::Ccw => board.to_string(),
        Dir::Cw => {
            options.push(("direction", choice("cw")));
            mirror(board)
        }
    };
    game(ruleset, &options, &board, Side::South)
}

fn pit_for(base: Dir, c: Cell) -> Cell {
    if base == Dir::Cw {
        mirrored(c, 8)
    } else {
        c
    }
}

fn find(g: &Game, pit: Cell) -> PitChoice {
    g.choices().into_iter().find(|c| c.pit == Some(pit)).unwrap_or_else(|| panic!("no choice at {pit}"))
}

fn ways(c: &PitChoice) -> Vec<(Decision, Option<Way>)> {
    c.options.iter().map(|o| (o.decision, o.way)).collect()
}

#[test]
fn an_omweso_reverse_first_lap_is_the_reverse_way_under_either_base() {
    // RULES §2.1: from the four leftmost pits a lap may be sown against the
    // base direction when it ends directly in a capture (the reverse lap).
    for base in [Dir::Ccw, Dir::Cw] {
        let g = both("omweso", &[], "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 2 0 0 0 0 0 0", base);
        let pit = pit_for(base, cell(3, 1));
        let c = find(&g, pit);
        assert_eq!(c.why, [ChoiceWhy::ReverseLap], "{base:?}");
        assert_eq!(ways(&c), [(Decision::Sow { pit, dir: base }, Some(Way::Usual)), (Decision::Sow { pit, dir: base.flip() }, Some(Way::Reverse))], "{base:?}");
        assert_eq!((c.seeds, c.paused), (2, false));
    }
}

#[test]
fn a_paused_reverse_lap_offers_both_ways_at_its_pit() {
    // RULES §2.1: a relay in the four leftmost pits pauses for the player's choice.
    for base in [Dir::Ccw, Dir::Cw] {
        let mut g = both("omweso", &[], "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 3 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0", base);
        play(&mut g, Decision::Sow { pit: pit_for(base, cell(2, 1)), dir: base });
        let turn = *g.position().pending().expect("paused");
        let all = g.choices();
        assert_eq!(all.len(), 1);
        let c = &all[0];
        assert_eq!(c.pit, Some(g.position().rules().geo.cell(turn.origin)));
        assert!(c.paused);
        assert_eq!(c.seeds, turn.hand);
        assert_eq!(c.why, [ChoiceWhy::ReverseLap]);
        assert_eq!(ways(c), [(choose(base), Some(Way::Usual)), (choose(base.flip()), Some(Way::Reverse))], "{base:?}");
    }
}

#[test]
fn a_kombe_chain_is_the_reverse_way_under_either_base() {
    // RULES §2.3 Kombe: the first lap may go against the base direction from
    // any pit whose chain of relays reaches a capture.
    for base in [Dir::Ccw, Dir::Cw] {
        let g = both("kombe", &[], "0 3 0 0 0 0 0 2 / 0 2 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0 / 1 0 0 2 0 2 0 0", base);
        let pit = pit_for(base, cell(3, 5));
        let c = find(&g, pit);
        assert_eq!(c.why, [ChoiceWhy::Chain], "{base:?}");
        assert_eq!(ways(&c)[1], (Decision::Sow { pit, dir: base.flip() }, Some(Way::Reverse)));
    }
}

#[test]
fn an_igisoro_turning_pit_offers_both_ways_usual_first() {
    // RULES §2.3 Igisoro: a lap ending in a turning pit that goes on lets the player choose.
    for base in [Dir::Ccw, Dir::Cw] {
        let mut g = both("igisoro", &[], "2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 1 2 0 2", base);
        play(&mut g, Decision::Sow { pit: pit_for(base, cell(3, 5)), dir: base });
        // The usual way first, whichever direction the rules list first (the one that holds).
        let c = &g.choices()[0];
        assert_eq!(c.why, [ChoiceWhy::TurningPit]);
        assert_eq!(ways(c), [(choose(base), Some(Way::Usual)), (choose(base.flip()), Some(Way::Reverse))]);
    }
}

#[test]
fn okwesera_is_offered_beside_the_usual_sowing() {
    // RULES §2.2: before the first capture a pit of three may be sown as okwesera.
    let mut s = setup("omweso-tournament", &[], "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 3 0 0 0 0 0", Side::South);
    s.turns = [0, 0];
    let g = Game::from_setup(s).unwrap();
    let c = find(&g, cell(3, 2));
    assert_eq!(c.why, [ChoiceWhy::Okwesera]);
    assert_eq!(ways(&c), [(sow(3, 2), Some(Way::Usual)), (Decision::Okwesera { pit: cell(3, 2) }, Some(Way::Usual))]);
    assert_eq!(c.seeds, 3);
}

#[test]
fn a_pit_with_one_way_has_no_why_and_a_pass_has_no_pit() {
    let g = game("omweso", &[("allow_pass", OptionValue::Bool(true))], "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0", Side::South);
    let all = g.choices();
    assert_eq!(all.len(), 2);
    assert_eq!((all[0].pit, all[0].why.len(), ways(&all[0])), (Some(cell(3, 0)), 0, vec![(sow(3, 0), Some(Way::Usual))]));
    assert_eq!((all[1].pit, ways(&all[1])), (None, vec![(Decision::Pass, None)]));
}

#[test]
fn the_choices_are_the_legal_list_in_every_ruleset() {
    for v in Variant::all() {
        for combo in combos() {
            let spec = NewGame { options: opts(&combo), seed: Some(3), ..NewGame::standard(v.id()) };
            let Ok(mut g) = Game::new(&spec) else { continue };
            let mut rng = SplitMix::new(5);
            for _ in 0..60 {
                let legal = legal(&g);
                if legal.is_empty() {
                    break;
                }
                let mut offered: Vec<Decision> = g.choices().iter().flat_map(|c| c.options.iter().map(|o| o.decision)).collect();
                assert_eq!(offered.len(), legal.len(), "{} {combo:?}", v.id());
                offered.retain(|d| !legal.contains(d));
                assert!(offered.is_empty(), "{} {combo:?}: not legal: {offered:?}", v.id());
                let d = legal[rng.below(legal.len())];
                play(&mut g, d);
            }
        }
    }
}

#[test]
fn explain_names_the_rule_the_owner_and_the_seeds_without_playing() {
    let mut g = game("omweso", &[], "1 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0", Side::South);
    let before = g.to_json();
    fn explained(g: &Game, d: Decision) -> Option<(&'static str, Vec<(&'static str, Param)>)> {
        g.explain(d).map(|e| (e.code(), e.params().iter().cloned().collect()))
    }
    let params = |d: Decision| explained(&g, d);
    let side = ("side", Param::Text("south".into()));
    let text = |s: &'static str| Param::Text(s.into());
    assert_eq!(params(sow(3, 0)), None, "a legal decision has nothing to explain");
    assert_eq!(params(sow(0, 7)), Some(("not_your_pit", vec![("pit", Param::Pit(cell(0, 7))), side.clone(), ("owner", text("north")), ("seeds", Param::Int(2))])));
    assert_eq!(
        params(sow(2, 0)),
        Some(("singleton_lift", vec![("pit", Param::Pit(cell(2, 0))), side.clone(), ("owner", text("south")), ("seeds", Param::Int(1)), ("needed", Param::Int(2))]))
    );
    assert_eq!(params(sow(3, 5)).map(|p| p.0), Some("empty_pit"));
    assert_eq!(params(sow(9, 0)), Some(("off_board", vec![("pit", Param::Pit(cell(9, 0))), side.clone()])));
    let reverse = params(sow_dir(3, 0, Dir::Cw)).unwrap();
    assert_eq!(reverse.0, "reverse_not_allowed");
    assert!(reverse.1.contains(&("reason", text("no_direct_capture"))), "{reverse:?}");
    assert_eq!(params(Decision::Draw), None, "a draw may be agreed in Omweso (Uganda)");
    // The message is the English sentence of the rule; nothing was played.
    assert_eq!(g.explain(sow(0, 7)).unwrap().to_string(), "illegal move: pit [0, 7] belongs to the opponent");
    assert_eq!(g.to_json(), before);
    // Play's own error carries the same code and params.
    let err = g.play(sow(2, 0), &mut NullSink).unwrap_err();
    assert_eq!(g.explained(err).params(), g.explain(sow(2, 0)).unwrap().params());
    g.resign(Side::South, &mut NullSink).unwrap();
    assert_eq!(explained(&g, sow(3, 0)), Some(("game_over", vec![])));
}

#[test]
fn explain_okwesera_needs_three_and_an_uur_has_its_owner() {
    let g = Game::from_setup(setup("omweso-tournament", &[], "0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 4 0 0 0 0 0", Side::South)).unwrap();
    let e = g.explain(Decision::Okwesera { pit: cell(3, 2) }).unwrap();
    assert_eq!(e.code(), "okwesera_not_allowed");
    assert_eq!(e.params().get("needed"), Some(&Param::Int(3)));
    assert_eq!(e.params().get("seeds"), Some(&Param::Int(4)));
    assert_eq!(e.params().get("reason"), Some(&Param::Text("okwesera_needs_three".into())));
    // Layli Goobalay: South lifts its own pit that is an uur of North's.
    let mut s = setup("layli-goobalay", &[], "4 4 4 4 4 4 / 2 4 4 4 4 4", Side::South);
    s.uur = vec![UurPit { pit: cell(1, 0), owner: Side::North }, UurPit { pit: cell(0, 0), owner: Side::North }];
    let g = Game::from_setup(s).unwrap();
    let e = g.explain(sow(1, 0)).unwrap();
    assert_eq!((e.code(), e.params().get("owner")), ("uur_cannot_be_lifted", Some(&Param::Text("north".into()))));
}

#[test]
fn every_illegal_code_and_reason_has_words_in_the_page() {
    // The page shows `t('illegal.' + code)` (and `illegal.reason.<reason>`):
    // a code without its English key would show the key itself.
    let en = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/www/js/lang/en.js")).unwrap();
    let c = cell(3, 0);
    let whys = [
        Why::NoPassing,
        Why::BothJustPassed,
        Why::OnlyWithAMove,
        Why::TimeoutIsBlitz,
        Why::NoOkwesera,
        Why::OkweseraBeforeFirstCapture,
        Why::OkweseraNeedsThree,
        Why::OnlySowing,
        Why::NotLegalHere,
    ];
    let reverses = [
        NoReverse::NoReverseLaps,
        NoReverse::NoCaptureThisTurn,
        NoReverse::OnlyRelays,
        NoReverse::NotFourLeftmost,
        NoReverse::NotRowsLeftmost,
        NoReverse::NoDirectCapture,
        NoReverse::ChainNeverCaptures,
    ];
    let mut all = vec![
        IllegalMove::GameOver,
        IllegalMove::TurnInProgress,
        IllegalMove::ChoicePending,
        IllegalMove::NoChoicePending,
        IllegalMove::OffBoard(c),
        IllegalMove::NotYourPit(c),
        IllegalMove::EmptyPit(c),
        IllegalMove::SingletonLift(c),
        IllegalMove::UurCannotBeLifted(c),
        IllegalMove::MustFeedOpponent(c),
        IllegalMove::GrandSlamIllegal(c),
        IllegalMove::DrawNotAllowed,
    ];
    all.extend(reverses.map(|r| IllegalMove::ReverseNotAllowed(c, Dir::Cw, r)));
    all.extend(whys.map(|w| IllegalMove::OkweseraNotAllowed(c, w)));
    all.extend(whys.map(IllegalMove::PassNotAllowed));
    all.extend(whys.map(IllegalMove::NotInThisGame));
    for e in all {
        assert!(en.contains(&format!("'illegal.{}':", e.code())), "en.js lacks illegal.{}", e.code());
        if let Some(reason) = e.reason() {
            assert!(en.contains(&format!("'illegal.reason.{reason}':")), "en.js lacks illegal.reason.{reason}");
        }
    }
}
