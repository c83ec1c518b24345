//! What the first lap of a decision would do, without playing it: where it
//! ends, the pits it sows, and what happens there (a relay, a capture, the
//! end of the turn, a pause, an uur). A page shows it while a player hovers a
//! pit. It is not a second copy of the rules: the decision is played by the
//! engine's own turn machine on a copy of the position, stopped after one lap,
//! and the preview is read from the events that lap sent.

use super::decision::Decision;
use super::event::Slice;
use super::event::{DirRule, Event, PauseReason, PitCounts, Recorder};
use super::geometry::{Cell, Dir, Side};
use super::position::Position;
use super::sowing::Mode;
use serde::Serialize;

/// Events one lap sends at most: a lap sows at most 255 seeds, one event
/// each, and a few events go round them (the lift, a relay or a capture, a
/// pause, the turn's and the game's end).
const LAP_EVENTS: usize = 300;

/// What happens where the first lap's last seed falls.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "snake_case")]
#[non_exhaustive]
pub enum PreviewOutcome {
    /// The pit was occupied (and no marker): its seeds are lifted and sown on.
    Relay {
        /// The seeds lifted there.
        seeds: u8,
    },
    /// A capture: four-row games name the marker pit and sow the seeds on;
    /// two-row games take them (Oware: the whole chain of pits).
    Capture {
        /// The marker (four rows) or the landing pit (two rows).
        at: Cell,
        /// The pits taken, with their counts.
        taken: PitCounts,
        /// Seeds taken in all.
        total: u8,
    },
    /// The turn ends there (an empty pit; Mongola: past a thin pit).
    Stop,
    /// Layli Goobalay: the landing pit and the pit facing it become uur.
    Uur {
        /// Whose uur they are.
        owner: Side,
        /// The pit and the pit facing it.
        pits: [Cell; 2],
    },
    /// Oware: the lap would take every opposing seed, so by the grand-slam rule nothing is taken.
    GrandSlam,
    /// A paused turn's next lap repeats a state: the turn would never end (nothing is sown).
    Endless,
}

/// The first lap of a decision, as the engine would play it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Preview {
    /// The pit its seeds count from: the pit lifted, or the paused turn's pit.
    pub from: Cell,
    /// Its direction.
    pub dir: Dir,
    /// Which rule set that direction (the usual one, a reverse lap, a chain, a turning pit).
    pub rule: DirRule,
    /// The seeds it sows.
    pub seeds: u8,
    /// The pits sown, one per seed, in order (a pit sown twice is listed twice).
    pub path: Vec<Cell>,
    /// The pit its last seed falls in (`from` when nothing is sown).
    pub end: Cell,
    /// What happens there.
    pub outcome: PreviewOutcome,
    /// A choice of direction follows the lap (Omweso's reverse lap, Igisoro's turning pit).
    pub pause: Option<PauseReason>,
    /// Whether the turn is over after this lap.
    pub turn_ends: bool,
}

/// The preview of a decision legal in `pos` (checked by the caller), or
/// `None` for a decision that sows nothing (a pass, a timeout, a
/// resignation, a draw). Plays it on a copy, with the lap limit one lap past
/// the laps the turn has sown already.
pub(crate) fn preview(pos: &Position, d: Decision) -> Option<Preview> {
    let g = pos.rules().geo;
    let (from, seeds, laps) = match d {
        Decision::Sow { pit, .. } | Decision::Okwesera { pit } => (pit, pos.count(pit).unwrap_or(0), 0),
        Decision::Direction { .. } => {
            let turn = pos.pending()?;
            (g.cell(turn.origin), turn.hand, turn.brent.laps)
        }
        Decision::Pass | Decision::Timeout | Decision::Resign { .. } | Decision::Draw => return None,
    };
    let mut copy = *pos;
    let mut rec = Recorder::new(LAP_EVENTS);
    // Slice of a Recorder: the turn machine `Game::play_for` compiles already.
    copy.play_unchecked(d, &mut Slice { inner: &mut rec, until: laps + 1 }, Mode::Play);
    Some(read_lap(&rec.finish(), Start { from, seeds, dir: pos.rules().base }))
}

/// What a lap is known to start with before its events say more.
struct Start {
    from: Cell,
    seeds: u8,
    dir: Dir,
}

/// The first lap of a turn's events: its start, its seeds, and the first
/// event after them that says what happened where it ended.
fn read_lap(events: &[Event], start: Start) -> Preview {
    let mut p = Preview {
        from: start.from,
        dir: start.dir,
        rule: DirRule::Base,
        seeds: start.seeds,
        path: vec![],
        end: start.from,
        outcome: PreviewOutcome::Stop,
        pause: None,
        turn_ends: false,
    };
    let mut outcome: Option<PreviewOutcome> = None;
    let mut started = false;
    for e in events {
        match *e {
            Event::LapStart { origin, dir, seeds, rule, .. } if !started => {
                started = true;
                (p.from, p.dir, p.rule, p.seeds) = (origin, dir, rule, seeds);
            }
            Event::LapStart { .. } => break,
            Event::Sow { pit, .. } if outcome.is_none() => p.path.push(pit),
            Event::Relay { count, .. } => outcome = outcome.or(Some(PreviewOutcome::Relay { seeds: count })),
            Event::Capture { at, taken, total, .. } => outcome = outcome.or(Some(PreviewOutcome::Capture { at, taken, total })),
            Event::UurMade { owner, pits } => outcome = outcome.or(Some(PreviewOutcome::Uur { owner, pits })),
            Event::GrandSlam { .. } => outcome = outcome.or(Some(PreviewOutcome::GrandSlam)),
            Event::Endless { .. } => outcome = outcome.or(Some(PreviewOutcome::Endless)),
            Event::Pause { reason, .. } => p.pause = Some(reason),
            Event::TurnEnd { .. } | Event::GameEnd { .. } => p.turn_ends = true,
            _ => {}
        }
    }
    p.end = p.path.last().copied().unwrap_or(p.from);
    p.outcome = outcome.unwrap_or(PreviewOutcome::Stop);
    p
}
