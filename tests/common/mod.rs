//! Helpers for hand-worked scenarios: boards written as in RULES.md.
#![allow(dead_code)]

use omweso::*;

/// Rows as RULES.md writes them: `"4 0 4 0 / 0 4 0 4"`.
pub fn rows(text: &str) -> Vec<Vec<i64>> {
    text.split('/').map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect()).collect()
}

pub fn opts(list: &[(&str, OptionValue)]) -> OptionMap {
    list.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()
}

pub fn choice(s: &str) -> OptionValue {
    OptionValue::Choice(s.into())
}

pub fn setup(ruleset: &str, options: &[(&str, OptionValue)], board: &str, to_move: Side) -> Setup {
    let mut s = Setup::new(ruleset, rows(board));
    s.options = opts(options);
    s.to_move = Some(to_move);
    s.allow_unusual_totals = true;
    s
}

/// A teaching position: any counts, totals not checked.
pub fn game(ruleset: &str, options: &[(&str, OptionValue)], board: &str, to_move: Side) -> Game {
    Game::from_setup(setup(ruleset, options, board, to_move)).expect("valid setup")
}

pub fn new_game(ruleset: &str) -> Game {
    Game::new(&NewGame::standard(ruleset)).unwrap()
}

/// The board as rows text, for comparing with an expected board.
pub fn board(g: &Game) -> String {
    let pos = g.position();
    let geo = pos.rules().geo;
    (0..geo.rows).map(|r| (0..geo.cols).map(|c| pos.pits()[geo.index(r, c) as usize].to_string()).collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join(" / ")
}

pub fn cell(row: u8, col: u8) -> Cell {
    Cell { row, col }
}

/// A sowing in the counter-clockwise base direction of most tests.
pub fn sow(row: u8, col: u8) -> Decision {
    Decision::Sow { pit: cell(row, col), dir: Dir::Ccw }
}

pub fn sow_dir(row: u8, col: u8, dir: Dir) -> Decision {
    Decision::Sow { pit: cell(row, col), dir }
}

pub fn choose(dir: Dir) -> Decision {
    Decision::Direction { dir }
}

pub fn play(g: &mut Game, d: Decision) -> Vec<Event> {
    let mut events = vec![];
    g.play(d, &mut events).unwrap_or_else(|e| panic!("{d} should be legal: {e}"));
    events
}

/// The events' type names in order, without the per-seed sowing.
pub fn kinds(events: &[Event]) -> Vec<&'static str> {
    events
        .iter()
        .filter(|e| !matches!(e, Event::Sow { .. }))
        .map(|e| match e {
            Event::TurnStart { .. } => "turn_start",
            Event::Lift { .. } => "lift",
            Event::LapStart { .. } => "lap_start",
            Event::Sow { .. } => "sow",
            Event::Skip { .. } => "skip",
            Event::Relay { .. } => "relay",
            Event::Capture { .. } => "capture",
            Event::GrandSlam { .. } => "grand_slam",
            Event::Okwesera { .. } => "okwesera",
            Event::Pass { .. } => "pass",
            Event::Timeout { .. } => "timeout",
            Event::Pause { .. } => "pause",
            Event::Choose { .. } => "choose",
            Event::UurMade { .. } => "uur_made",
            Event::TurnEnd { .. } => "turn_end",
            Event::RoundEnd { .. } => "round_end",
            Event::Sweep { .. } => "sweep",
            Event::RoundStart { .. } => "round_start",
            Event::Endless { .. } => "endless",
            Event::GameEnd { .. } => "game_end",
            Event::Truncated => "truncated",
            _ => "a new event",
        })
        .collect()
}

/// The pits sown, in order.
pub fn sown(events: &[Event]) -> Vec<Cell> {
    events.iter().filter_map(|e| if let Event::Sow { pit, .. } = e { Some(*pit) } else { None }).collect()
}

/// A capture as (marker or landing pit, pits taken with their counts, total).
pub type CaptureSeen = (Cell, Vec<(Cell, u8)>, u8);

pub fn captures(events: &[Event]) -> Vec<CaptureSeen> {
    events.iter().filter_map(|e| if let Event::Capture { at, taken, total, .. } = e { Some((*at, taken.as_slice().to_vec(), *total)) } else { None }).collect()
}

pub fn result(g: &Game) -> Option<(Option<Side>, EndReason, u32)> {
    g.position().result().map(|o| (o.winner, o.reason, o.points))
}

pub fn legal(g: &Game) -> Vec<Decision> {
    g.legal().as_slice().to_vec()
}

/// The option combinations tried on each ruleset (those that do not apply or
/// are locked are skipped).
pub fn combos() -> Vec<Vec<(&'static str, OptionValue)>> {
    vec![
        vec![],
        vec![("direction", choice("cw"))],
        vec![("outer_markers", OptionValue::Bool(true))],
        vec![("capture_sow_from", choice("into_lap_origin"))],
        vec![("capture_sow_from", choice("after_turn_origin"))],
        vec![("reverse", choice("relay_two_leftmost"))],
        vec![("reverse", choice("none")), ("allow_pass", OptionValue::Bool(true))],
        vec![("endless", choice("mover_loses")), ("akakyala", choice("any_two"))],
        vec![("win_scheme", choice("tournament")), ("no_capture_first_turn", OptionValue::Bool(true)), ("okwesera", OptionValue::Bool(true))],
        vec![("size", choice("4x6"))],
        vec![("mode", choice("ekyobutabal"))],
        vec![("grand_slam", choice("illegal"))],
        vec![("grand_slam", choice("capture_all"))],
        vec![("keep_capturing_seed", OptionValue::Bool(true))],
        vec![("single_round", OptionValue::Bool(true)), ("direction", choice("cw"))],
    ]
}
