//! Games ended by the players rather than the rules: a resignation, and a
//! draw by agreement where the rules allow one (README, Rule decisions).
//! Both are recorded in the history, so undo, redo and the save format keep
//! them, and neither is ever a legal decision (the search must not see them).

mod common;
use common::*;
use omweso::*;

fn every_game() -> impl Iterator<Item = Game> {
    Variant::all().map(|v| Game::new(&NewGame::standard(v.id())).unwrap())
}

#[test]
fn a_resignation_ends_the_game_and_the_other_side_wins() {
    for mut g in every_game() {
        let id = g.position().rules().variant.id();
        // Either side may resign, on either player's turn.
        let mut events = vec![];
        g.resign(Side::North, &mut events).unwrap();
        assert_eq!(result(&g), Some((Some(Side::South), EndReason::Resigned, 1)), "{id}");
        assert_eq!(kinds(&events), ["game_end"], "{id}");
        assert!(g.legal().is_empty(), "{id}: a finished game has no decisions");
        assert_eq!(g.moves().last(), Some((Side::North, &Decision::Resign { side: Side::North })), "{id}: the resigner's entry");
        assert_eq!(g.resign(Side::South, &mut NullSink), Err(IllegalMove::GameOver), "{id}");
    }
}

#[test]
fn undo_takes_a_resignation_back_and_redo_plays_it_again() {
    let mut g = new_game("omweso");
    let first = g.legal().as_slice()[0];
    play(&mut g, first);
    let before = *g.position();
    g.resign(Side::South, &mut NullSink).unwrap();
    g.undo().unwrap();
    assert_eq!(*g.position(), before, "the game goes on as before the resignation");
    assert!(!g.legal().is_empty());
    g.redo(&mut NullSink).unwrap();
    assert_eq!(result(&g), Some((Some(Side::North), EndReason::Resigned, 1)));
}

#[test]
fn a_save_keeps_a_resignation_its_redo_and_an_agreed_draw() {
    let mut g = new_game("oware");
    let first = g.legal().as_slice()[0];
    play(&mut g, first);
    g.resign(Side::North, &mut NullSink).unwrap();
    let text = g.to_json();
    assert!(text.contains(r#"{"kind":"resign","side":"north"}"#), "{text}");
    let loaded = Game::from_json(&text).unwrap();
    assert_eq!(loaded.position(), g.position());
    // Undone, it is the redo list's, and a reload can still redo it.
    g.undo().unwrap();
    let mut loaded = Game::from_json(&g.to_json()).unwrap();
    assert!(loaded.position().result().is_none());
    loaded.redo(&mut NullSink).unwrap();
    assert_eq!(result(&loaded), Some((Some(Side::South), EndReason::Resigned, 1)));
    // A draw too.
    let mut d = new_game("layli-goobalay");
    d.agree_draw(&mut NullSink).unwrap();
    let again = Game::from_json(&d.to_json()).unwrap();
    assert_eq!(result(&again), Some((None, EndReason::Agreed, 0)));
}

#[test]
fn an_old_save_without_endings_still_loads() {
    // A version-1 save written before resignations existed.
    let text = r#"{"format":"omweso-game","version":1,"setup":{"ruleset":"oware","board":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"toMove":"south"},"decisions":[{"kind":"sow","pit":[1,0]}],"redo":[]}"#;
    let g = Game::from_json(text).unwrap();
    assert_eq!(g.decisions().count(), 1);
    assert!(g.position().result().is_none());
}

#[test]
fn endings_are_never_legal_decisions() {
    // The search and the cross-checks explore `legal()`: a resignation or a
    // draw must never be among its decisions, nor the computer's suggestion.
    for g in every_game() {
        assert!(g.legal().iter().all(|d| !d.is_ending()));
        let found = g.suggest(&SearchRequest { level: Level::Beginner, budget_ms: None, nodes: Some(200), seed: 1 }, &SystemClock::default()).unwrap();
        assert!(!found.decision.is_ending());
    }
}

#[test]
fn a_draw_by_agreement_where_the_rules_allow_it() {
    // Rule decision: RULES and the seeds are silent; a friendly game may be
    // abandoned as a draw, but the tournament rules (seeds 001/002) score
    // every game by its winner, so a tournament game has no agreed draw.
    for mut g in every_game() {
        let r = *g.position().rules();
        let id = r.variant.id();
        assert_eq!(r.draw_by_agreement(), id != "omweso-tournament", "{id}");
        let before = *g.position();
        match g.agree_draw(&mut NullSink) {
            Ok(()) => assert_eq!(result(&g), Some((None, EndReason::Agreed, 0)), "{id}"),
            Err(e) => {
                assert_eq!(e, IllegalMove::DrawNotAllowed, "{id}");
                assert_eq!(e.code(), "draw_not_allowed");
                assert_eq!(*g.position(), before, "{id}: a refused draw changes nothing");
            }
        }
    }
    // The tournament's win scheme decides, not the ruleset's name.
    let g = Game::new(&NewGame { options: opts(&[("win_scheme", choice("tournament"))]), ..NewGame::standard("omweso") }).unwrap();
    assert!(!g.position().rules().draw_by_agreement());
}

#[test]
fn a_resignation_in_a_tournament_match_scores_one_point_and_the_resigner_starts_the_next_game() {
    // Rule decision: a resigned game is won as a normal win (okwa bulijo, 1
    // point); a player about to lose by akawumbi cannot be made to play it out.
    let mut g = Game::new(&NewGame { match_score: [3, 5], ..NewGame::standard("omweso-tournament") }).unwrap();
    g.resign(Side::North, &mut NullSink).unwrap();
    assert_eq!(result(&g), Some((Some(Side::South), EndReason::Resigned, 1)));
    assert_eq!(g.position().match_score(), [4, 5]);
    let next = g.next_game().unwrap();
    assert_eq!(next.position().to_move(), Side::North, "the loser moves first in the next game");
    assert_eq!(next.position().match_score(), [4, 5]);
    // Undone, the point goes back.
    g.undo().unwrap();
    assert_eq!(g.position().match_score(), [3, 5]);
}

#[test]
fn a_resignation_during_a_paused_turn_keeps_its_seeds_and_undo_resumes_it() {
    // The reverse-lap pause of RULES §2.1, from the Omweso scenarios.
    let mut g = game("omweso", &[], "2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 3 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0", Side::South);
    play(&mut g, sow(2, 1));
    assert!(g.position().pending().is_some());
    let seeds = g.position().total_seeds();
    g.resign(Side::North, &mut NullSink).unwrap();
    assert_eq!(g.position().total_seeds(), seeds, "the seeds in hand stay in play");
    assert!(g.legal().is_empty());
    g.undo().unwrap();
    assert_eq!(legal(&g), [choose(Dir::Ccw), choose(Dir::Cw)]);
}

#[test]
fn no_ending_while_a_turn_is_played_in_slices_nor_undo_in_ekisibe() {
    // The hard endless turn of the slices tests, stopped after 1,000 laps: its end is not known yet.
    let hard = "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1";
    let mut g = game("omweso", &[], hard, Side::North);
    assert_eq!(g.play_for(sow(0, 4), &mut NullSink, 1_000), Ok(Progress::Working { laps: 1_000 }));
    assert_eq!(g.resign(Side::South, &mut NullSink), Err(IllegalMove::TurnInProgress));
    assert_eq!(g.agree_draw(&mut NullSink), Err(IllegalMove::TurnInProgress));
    // Ekisibé has no take-backs, a resignation's included.
    let mut e = Game::new(&NewGame { options: opts(&[("mode", choice("ekisibe"))]), ..NewGame::standard("omweso") }).unwrap();
    e.resign(Side::South, &mut NullSink).unwrap();
    assert_eq!(e.undo(), Err(UndoError::NoTakebacks));
}

#[test]
fn endings_read_strictly_from_a_save() {
    let base = r#"{"format":"omweso-game","version":1,"setup":{"ruleset":"oware","board":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"toMove":"south"},"decisions":[DECISION],"redo":[]}"#;
    for bad in [
        r#"{"kind":"resign"}"#,
        r#"{"kind":"resign","side":"west"}"#,
        r#"{"kind":"resign","side":"north","pit":[1,0]}"#,
        r#"{"kind":"draw","side":"north"}"#,
        r#"{"kind":"pass","side":"north"}"#,
    ] {
        assert!(Game::from_json(&base.replace("DECISION", bad)).is_err(), "{bad} is refused");
    }
    // Nothing after the end of a game.
    let after = base.replace("DECISION", r#"{"kind":"draw"},{"kind":"resign","side":"south"}"#);
    assert!(matches!(Game::from_json(&after), Err(LoadError::IllegalDecision { number: 2, error: IllegalMove::GameOver, .. })));
}
