//! The transposition table: positions already searched, by a 64-bit hash,
//! with their value, how deep it was searched and the best decision's index.

use crate::engine::position::Position;

/// A hash of everything in a position that the rules look at.
pub(crate) fn hash(pos: &Position) -> u64 {
    let mut h = Mix::default();
    for chunk in pos.pits().chunks(8) {
        let mut word = [0u8; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        h.add(u64::from_le_bytes(word));
    }
    let stores = pos.stores();
    let aside = pos.aside();
    let captured = pos.captured();
    let turns = pos.turns();
    h.add(pos.to_move().index() as u64 | (captured[0] as u64) << 1 | (captured[1] as u64) << 2 | (turns[0].min(3) as u64) << 3 | (turns[1].min(3) as u64) << 5);
    h.add(stores[0] as u64 | (stores[1] as u64) << 16 | (aside[0] as u64) << 32 | (aside[1] as u64) << 48);
    h.add(pos.round() as u64 | (pos.match_score()[0] as u64) << 16 | (pos.match_score()[1] as u64) << 32);
    if let Some(t) = pos.pending() {
        h.add(1 | (t.origin as u64) << 8 | (t.hand as u64) << 16 | (t.kind as u64) << 24 | (t.sticky as u64) << 32 | (t.chain as u64) << 40 | (t.captured as u64) << 41);
    }
    for p in 0..pos.pits().len() as u8 {
        if let Some(s) = pos.uur_owner(p) {
            h.add(0x100 | (p as u64) << 1 | s.index() as u64);
        }
    }
    h.0
}

/// A small multiply-xorshift hash.
#[derive(Default)]
struct Mix(u64);

impl Mix {
    #[inline(always)]
    fn add(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29) ^ 0xD6E8_FEB8_6659_FD93;
    }
}

/// What a stored value means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The exact value.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (no decision reached alpha).
    Upper,
}

/// One stored position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub key: u64,
    pub value: i32,
    pub depth: i8,
    pub bound: Bound,
    /// Index of the best decision in the position's legal list.
    pub best: u8,
}

/// A fixed-size table, replaced by depth.
pub(crate) struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries (allocated once per search).
    pub(crate) fn new(bits: u32) -> Table {
        Table { entries: vec![None; 1 << bits], mask: (1 << bits) - 1 }
    }

    /// The entry stored for this key, if any.
    #[inline]
    pub(crate) fn get(&self, key: u64) -> Option<Entry> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Store an entry, keeping a deeper one already there for another position.
    #[inline]
    pub(crate) fn put(&mut self, e: Entry) {
        let slot = &mut self.entries[e.key as usize & self.mask];
        if slot.is_none_or(|old| old.key == e.key || old.depth <= e.depth) {
            *slot = Some(e);
        }
    }
}
