//! Events: every seed movement and every rule that fires, in order (RULES §6).
//! They hold no heap data, so the fast play path builds them for free and a
//! null sink drops them.

use super::geometry::{Cell, Dir, Side};
use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};

/// Why a lap is sown.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum LapKind {
    /// The turn's first lap, from the chosen pit.
    Move,
    /// The last seed fell on an occupied pit that is not a marker: its seeds go on.
    Relay,
    /// Captured seeds, sown from the capturing lap's origin.
    Capture,
}

/// Which rule set a lap's direction.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum DirRule {
    /// The game's base direction.
    Base,
    /// An Omweso reverse lap: against the base direction, capturing directly.
    Reverse,
    /// Igisoro: the direction chosen in a turning pit, which holds.
    Turning,
    /// Kombe: the first lap's chain against the base direction, relayed on until it captures.
    Chain,
}

/// Why a turn paused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum PauseReason {
    /// The next lap may be sown in reverse, because it would capture directly.
    ReverseLap,
    /// Igisoro: the lap ended in a turning pit; the player picks the direction.
    TurningPit,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum EndReason {
    /// The player to move had no legal move (okwa bulijo in the tournament).
    NoMoves,
    /// Captures on two turns before the opponent's first capture.
    Akakyala,
    /// Emitwe-ebiri: captures in both end columns in one turn.
    EmitweEbiri,
    /// Akawumbi: the opponent's whole territory captured in one turn.
    Akawumbi,
    /// Okutema (tournament): the opponent's inner row emptied, or both end columns cut.
    Okutema,
    /// A turn would never end.
    Endless,
    /// Oware: more than half the seeds captured, or 24 each.
    Majority,
    /// Oware: the mover could not feed the opponent.
    CannotFeed,
    /// Oware: a player to move had no seeds.
    NoSeeds,
    /// Oware: a position came back.
    Repetition,
    /// Layli Goobalay: a player could not fill their row for a new round.
    CannotFillRow,
    /// Layli Goobalay with `single_round`: the round is over.
    RoundOver,
    /// A player resigned (`Decision::Resign`): the other wins.
    Resigned,
    /// The players agreed to a draw (`Decision::Draw`).
    Agreed,
}

/// A short list of pits with seed counts (captures take at most six pits).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(type = "{ pit: Cell; count: number }[]"))]
pub struct PitCounts {
    items: [(Cell, u8); 6],
    len: u8,
}

impl PitCounts {
    /// Add a pit and its count.
    pub fn push(&mut self, cell: Cell, count: u8) {
        self.items[self.len as usize] = (cell, count);
        self.len += 1;
    }
    /// The pits and counts, in order.
    pub fn as_slice(&self) -> &[(Cell, u8)] {
        &self.items[..self.len as usize]
    }

    /// How many pits.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Serialize for PitCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Item {
            pit: Cell,
            count: u8,
        }
        let mut seq = s.serialize_seq(Some(self.len as usize))?;
        for &(pit, count) in self.as_slice() {
            seq.serialize_element(&Item { pit, count })?;
        }
        seq.end()
    }
}

/// Everything that happens in a turn, in order: one event per seed sown, and one per rule that fires.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify), tsify(rename = "GameEvent"))]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum Event {
    /// A turn begins.
    TurnStart {
        /// Who plays it.
        player: Side,
    },
    /// Seeds lifted from a pit to start the turn.
    Lift {
        /// The pit lifted.
        pit: Cell,
        /// How many seeds.
        count: u8,
    },
    /// A lap begins: `seeds` in hand, sown from `first` on, in `dir`.
    LapStart {
        /// Why the lap is sown.
        kind: LapKind,
        /// The pit its seeds count from.
        origin: Cell,
        /// The first pit it sows into.
        first: Cell,
        /// Its direction.
        dir: Dir,
        /// The seeds in hand.
        seeds: u8,
        /// Which rule set its direction.
        rule: DirRule,
    },
    /// One seed sown; `count` is the pit's count after it.
    Sow {
        /// The pit.
        pit: Cell,
        /// Its count after the seed fell.
        count: u8,
    },
    /// Mongola: the last seed passes over a pit holding fewer than two.
    Skip {
        /// The pit passed over.
        pit: Cell,
    },
    /// Relay: the last seed fell on an occupied pit, whose seeds are lifted.
    Relay {
        /// The pit whose seeds are lifted.
        pit: Cell,
        /// How many.
        count: u8,
    },
    /// A capture: four-row games name the marker pit; two-row games the landing pit.
    Capture {
        /// Who captured.
        player: Side,
        /// The marker (four rows) or the landing pit (two rows).
        at: Cell,
        /// The pits taken, with their counts.
        taken: PitCounts,
        /// Seeds taken in all.
        total: u8,
    },
    /// Oware: the move would take every opposing seed; by the grand-slam rule nothing is taken.
    GrandSlam {
        /// Who sowed it.
        player: Side,
    },
    /// Omweso tournament: three seeds sown two and one.
    Okwesera {
        /// The pit of three.
        pit: Cell,
    },
    /// A player passes.
    Pass {
        /// Who passed.
        player: Side,
    },
    /// Ekyobutabal: the player's time ran out and the turn is lost.
    Timeout {
        /// Whose time ran out.
        player: Side,
    },
    /// The turn waits for a choice of direction.
    Pause {
        /// Why it waits.
        reason: PauseReason,
        /// The pit the next lap counts from.
        pit: Cell,
        /// The seeds in hand.
        seeds: u8,
    },
    /// The turn's direction choice.
    Choose {
        /// The direction chosen.
        dir: Dir,
    },
    /// Layli Goobalay: a pit and its facing pit become uur of `owner`.
    UurMade {
        /// Whose uur they are.
        owner: Side,
        /// The pit and the pit facing it.
        pits: [Cell; 2],
    },
    /// A turn ends.
    TurnEnd {
        /// Who played it.
        player: Side,
    },
    /// Oware's end: the seeds left on the board go to the stores.
    Sweep {
        /// Seeds each side takes, South first.
        collected: [u32; 2],
    },
    /// Layli Goobalay: each side collects the seeds it owns on the board.
    RoundEnd {
        /// Seeds each side collects, South first.
        collected: [u32; 2],
        /// Each side's seeds for the next round.
        totals: [u32; 2],
    },
    /// Layli Goobalay: the next round is laid out; `aside` waits for the round's end.
    RoundStart {
        /// The round's number, 1 first.
        round: u32,
        /// Seeds each side lays out.
        laid: [u32; 2],
        /// Seeds each side sets aside.
        aside: [u32; 2],
        /// Who moves first in it.
        first: Side,
    },
    /// The turn repeats a state: it would never end.
    Endless {
        /// Lap starts examined before the repeat was proved.
        laps: u64,
    },
    /// The game is over.
    GameEnd {
        /// The winner; none for a draw or an annulled game.
        winner: Option<Side>,
        /// Which rule ended it.
        reason: EndReason,
        /// What the win is worth.
        points: u32,
    },
    /// The recording sink was full; the rest of this turn was played unrecorded.
    Truncated,
}

/// Where events go. The engine calls `push` for every event in order.
pub trait Sink {
    /// Whether this sink keeps events: when it does not, the sowing loops
    /// sow a lap at once instead of seed by seed.
    const RECORDS: bool = true;

    /// Whether this sink bounds the work of a turn: a search exploring turns
    /// it may not finish, or a page playing a long turn in slices. The lap
    /// loops then stop a turn once it has sown [`Sink::lap_limit`] laps and
    /// keep it, unfinished, in the position (`Position::working`).
    const BOUNDS: bool = false;

    /// Take the next event.
    fn push(&mut self, e: Event);

    /// With `BOUNDS`: the turn's lap count at which it stops for now.
    #[inline(always)]
    fn lap_limit(&self) -> u64 {
        u64::MAX
    }

    /// With `RECORDS`: whether it still takes every seed's events. A recorder
    /// that is full does not, and the rest of a long turn then runs on the
    /// fast paths (a lap at once, the orbit).
    #[inline(always)]
    fn keeps(&self) -> bool {
        Self::RECORDS
    }
}

/// Drops every event: the fast path for search and playouts.
pub struct NullSink;

impl Sink for NullSink {
    const RECORDS: bool = false;

    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

/// Records events up to a limit, then notes `Truncated` once (an endless turn
/// can run for hundreds of millions of laps).
pub struct Recorder {
    /// The events recorded.
    pub events: Vec<Event>,
    /// How many to record before only the ending is kept.
    pub limit: usize,
    truncated: bool,
    held_end: Vec<Event>,
}

impl Recorder {
    /// Whether it has recorded its limit (the rest is only the ending).
    pub fn is_full(&self) -> bool {
        self.events.len() >= self.limit
    }

    /// A recorder of at most `limit` events.
    pub fn new(limit: usize) -> Recorder {
        Recorder { events: vec![], limit, truncated: false, held_end: vec![] }
    }

    /// The recorded events, with the turn's closing events kept even when truncated.
    pub fn finish(mut self) -> Vec<Event> {
        self.events.append(&mut self.held_end);
        self.events
    }
}

impl Sink for Recorder {
    #[inline]
    fn keeps(&self) -> bool {
        !self.is_full()
    }

    fn push(&mut self, e: Event) {
        if self.events.len() < self.limit {
            self.events.push(e);
        } else if matches!(
            e,
            Event::Endless { .. } | Event::GameEnd { .. } | Event::TurnEnd { .. } | Event::Pause { .. } | Event::RoundEnd { .. } | Event::RoundStart { .. } | Event::Sweep { .. }
        ) {
            // The ending of a long turn is what the player must see.
            self.held_end.push(e);
        } else if !self.truncated {
            self.truncated = true;
            self.events.push(Event::Truncated);
        }
    }
}

/// Passes events on, and stops a turn once it has sown `until` laps. Play
/// in slices, the search's bounded turns and loads all use it, so the lap
/// machine is compiled for few sink types (each is a copy in the wasm).
pub(crate) struct Slice<'a, S> {
    pub(crate) inner: &'a mut S,
    pub(crate) until: u64,
}

impl<S: Sink> Sink for Slice<'_, S> {
    const RECORDS: bool = S::RECORDS;
    const BOUNDS: bool = true;

    #[inline(always)]
    fn push(&mut self, e: Event) {
        self.inner.push(e)
    }

    #[inline(always)]
    fn lap_limit(&self) -> u64 {
        self.until.min(self.inner.lap_limit())
    }

    #[inline(always)]
    fn keeps(&self) -> bool {
        self.inner.keeps()
    }
}
