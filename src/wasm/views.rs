//! The plain data the JS API returns: a ruleset's description and a game's state.
//! Their TypeScript declarations in `omweso.d.ts` are derived from these types
//! (and from the engine's) with `tsify`, so they cannot drift from what serde writes.

use crate::engine::event::PauseReason;
use crate::engine::game::Game;
use crate::engine::options::{option_def, OptionDef};
use crate::engine::rules::Rules;
use crate::engine::ruleset::Variant;
use crate::engine::ruleset::{Family, Layout, Source};
use crate::engine::setup::{default_layout, side_totals, LayoutChoice};
use crate::engine::sowing::Outcome;
use crate::{Cell, Decision, Dir, OptionValue, Side};
use serde::Serialize;
use tsify::Tsify;

/// One rule option of a ruleset: its definition, default and whether the ruleset fixes it.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct OptionInfo {
    // `OptionDef` is a union (by its `type`): a TS interface cannot extend it,
    // so this makes the declaration an intersection instead.
    #[serde(flatten)]
    #[tsify(type = "OptionDef")]
    def: OptionDef,
    default: OptionValue,
    /// The ruleset fixes this option: the UI shows it but cannot change it.
    locked: bool,
}

/// A ruleset: its names, origin, board, layouts, options and texts.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct RulesetInfo {
    id: &'static str,
    name: &'static str,
    other_names: &'static [&'static str],
    origin: Origin,
    family: Family,
    rows: u8,
    cols: u8,
    seeds: u32,
    per_side_layouts: bool,
    description: &'static str,
    differences: &'static [&'static str],
    /// The published references its rules come from.
    sources: &'static [Source],
    notes: &'static [&'static str],
    layouts: Vec<Layout>,
    /// The start `new Game({ruleset})` plays when no layout is given, as a
    /// `layout` of the game settings: a preset id, or one per side in the
    /// four-row games. Its mover can never win on the first turn.
    default_layout: LayoutChoice,
    options: Vec<OptionInfo>,
    /// Igisoro's turning pits, for the board to mark.
    turning_pits: Vec<Cell>,
    /// What a first lap sown against the base direction is: an Omweso reverse
    /// lap, which must capture directly, or Kombe's chain, relayed on until it captures.
    #[tsify(type = "\"reverse_lap\" | \"chain\"")]
    first_lap_reverse: &'static str,
    /// Whether its players may agree to a draw (under its default options;
    /// a game's own rules are in its state's `drawByAgreement`).
    draw_by_agreement: bool,
    /// Whether a lap's seeds can pass over a pit (a `skip` event): Mongola's
    /// thin pits, Oware's origin on a lap of 12 seeds or more.
    skips: bool,
}

/// Where a game is played, and by whom.
#[derive(Serialize, Tsify)]
pub struct Origin {
    country: &'static str,
    people: &'static str,
}

/// What `randomPlayouts` counts.
#[derive(Serialize, Tsify)]
pub struct PlayoutCount {
    pub games: u32,
    pub decisions: u64,
    /// Games that ended in an endless turn.
    pub endless: u32,
    /// Games left unfinished by a turn past the playouts' lap limit (`PLAYOUT_LAP_LIMIT`): result unknown.
    pub unknown: u32,
}

/// One decision of a game's history, and who made it.
#[derive(Serialize, Tsify)]
pub struct HistoryEntry<'a> {
    pub player: Side,
    pub decision: &'a Decision,
}

pub fn ruleset_info(v: Variant) -> RulesetInfo {
    let d = v.data();
    let rules = Rules::of(v);
    RulesetInfo {
        id: d.id,
        name: d.name,
        other_names: d.aliases,
        origin: Origin { country: d.country, people: d.people },
        family: d.family(),
        rows: rules.geo.rows,
        cols: rules.geo.cols,
        seeds: side_totals(&rules).iter().sum(),
        per_side_layouts: d.family() == Family::FourRow,
        description: d.description,
        differences: d.differences,
        sources: d.sources,
        notes: d.notes,
        layouts: (d.layouts)(rules.geo.cols),
        default_layout: default_layout(v),
        options: d.defaults.iter().map(|(id, dv)| OptionInfo { def: *option_def(id).expect("known option"), default: dv.value(), locked: d.locked.contains(id) }).collect(),
        turning_pits: (0..rules.geo.pits() as u8).filter(|&p| rules.is_turning_pit(p)).map(|p| rules.geo.cell(p)).collect(),
        first_lap_reverse: if rules.relative().is_some_and(|rel| rel.reverse_first_lap_chains()) { "chain" } else { "reverse_lap" },
        draw_by_agreement: rules.draw_by_agreement(),
        skips: rules.skip_thin || d.family() == Family::Oware,
    }
}

/// A paused turn: the choice of direction it waits for.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct Pending {
    reason: PauseReason,
    pit: Cell,
    seeds: u8,
    choices: Vec<Dir>,
}

/// Layli Goobalay: an uur pit and its owner.
#[derive(Serialize, Tsify)]
pub struct UurView {
    pit: Cell,
    owner: Side,
}

/// The whole state of a game, for drawing and narration.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(rename = "GameState")]
pub struct State {
    ruleset: &'static str,
    rows: u8,
    cols: u8,
    /// Counts as drawn, rows top to bottom.
    board: Vec<Vec<u8>>,
    to_move: Side,
    pending: Option<Pending>,
    stores: [u32; 2],
    aside: [u32; 2],
    uur: Vec<UurView>,
    captured: [bool; 2],
    round: u32,
    match_score: [u32; 2],
    match_to: u32,
    match_over: bool,
    result: Option<Outcome>,
    moves_played: usize,
    can_undo: bool,
    can_redo: bool,
    direction: Dir,
    /// Which family of games this is.
    family: Family,
    /// How special wins are judged and scored (four-row games; the option `win_scheme`).
    #[tsify(type = "\"uganda\" | \"tournament\"")]
    win_scheme: &'static str,
    /// Whether the players may end this game drawn by agreement (`agreeDraw`).
    draw_by_agreement: bool,
    /// Whether a move may be sown against `direction` (a reverse first lap,
    /// Kombe's chain): if not, a move's name needs no arrow.
    sows_both_ways: bool,
}

pub fn state(game: &Game) -> State {
    let pos = game.position();
    let r = pos.rules();
    let g = r.geo;
    let board = (0..g.rows).map(|row| (0..g.cols).map(|col| pos.pits()[g.index(row, col) as usize]).collect()).collect();
    // A game over waits for nothing, even if it was resigned in a paused turn.
    let pending = pos.pending().filter(|_| !pos.is_over()).map(|t| Pending {
        reason: t.reason,
        pit: g.cell(t.origin),
        seeds: t.hand,
        choices: pos.legal().iter().filter_map(|d| if let crate::Decision::Direction { dir } = d { Some(*dir) } else { None }).collect(),
    });
    let uur = (0..g.pits() as u8).filter_map(|p| pos.uur_owner(p).map(|owner| UurView { pit: g.cell(p), owner })).collect();
    State {
        ruleset: r.variant.id(),
        rows: g.rows,
        cols: g.cols,
        board,
        to_move: pos.to_move(),
        pending,
        stores: pos.stores(),
        aside: pos.aside(),
        uur,
        captured: pos.captured(),
        round: pos.round(),
        match_score: pos.match_score(),
        match_to: r.match_to,
        match_over: game.match_over(),
        result: pos.result(),
        moves_played: game.decisions().count(),
        can_undo: game.can_undo(),
        can_redo: game.can_redo(),
        direction: r.base,
        family: pos.family(),
        win_scheme: if r.tournament { "tournament" } else { "uganda" },
        draw_by_agreement: r.draw_by_agreement(),
        sows_both_ways: r.reverse_from[crate::engine::event::LapKind::Move as usize] != 0,
    }
}

/// A level of the computer opponent.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct LevelInfo {
    /// Its id, for `suggest({level})`.
    pub id: crate::Level,
    /// Its time per decision, in milliseconds.
    pub budget_ms: f64,
}

/// Why a decision is illegal (`Game.explain`), as a page words it: the key
/// `illegal.<code>` of a translation, filled from `params`. Built by hand
/// (as every error crossing the API is), so only its declaration is derived.
#[derive(Tsify)]
#[allow(dead_code)]
pub struct Explanation {
    /// The rule broken: `not_your_pit`, `singleton_lift`, `reverse_not_allowed`…
    code: String,
    /// What the sentence names: `pit` `[row, col]`, its `owner` and `seeds`,
    /// the seeds `needed`, the `side` to move, the `dir` tried and the finer `reason`.
    #[tsify(type = "Record<string, string | number | boolean | Cell | Cell[] | string[]>")]
    params: (),
    /// The English sentence.
    message: String,
}
