//! Exact detection of endless turns with Brent's cycle finder (RULES §2.1):
//! constant memory, however long the period (real ones exceed 10^8 laps).

use super::geometry::{Dir, MAX_PITS};

/// Everything that decides how a turn goes on from a lap start (RULES §7):
/// the board, the first pit the lap sows into, the seeds in hand, the lap's
/// direction, Igisoro's sticky direction and Kombe's chain flag.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LapKey {
    // The small fields first: they differ most often, so a comparison that
    // fails usually fails before it reaches the board.
    first: u8,
    hand: u8,
    dir: Dir,
    sticky: Dir,
    chain: bool,
    pits: [u8; MAX_PITS],
}

impl LapKey {
    /// The parts: first pit, hand, direction, sticky direction, chain flag, board.
    #[inline]
    pub(crate) fn parts(&self) -> (u8, u8, Dir, Dir, bool, &[u8; MAX_PITS]) {
        (self.first, self.hand, self.dir, self.sticky, self.chain, &self.pits)
    }

    /// The state at a lap start.
    #[inline]
    pub fn new(pits: &[u8; MAX_PITS], first: u8, hand: u8, dir: Dir, sticky: Dir, chain: bool) -> LapKey {
        LapKey { first, hand, dir, sticky, chain, pits: *pits }
    }
}

/// Brent's algorithm fed one state at a time, so it can run across pauses.
/// It keeps one saved state and compares each new state with it; the saved
/// state moves forward at powers of two, so a cycle of period λ is found within
/// about μ + 2λ steps of its start, and the period is then known exactly
/// (Brent's second phase, replaying from the start with one runner λ ahead,
/// finds where the cycle began: the lap machines do it, since only they can
/// replay a turn).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Brent {
    pub(crate) saved: Option<LapKey>,
    pub(crate) power: u64,
    pub(crate) lam: u64,
    /// Laps seen in this turn.
    pub laps: u64,
    /// What the lap machine notes of its turn when the state was saved (the
    /// four-row machine: the pauses answered by then). In room the saved
    /// state leaves free.
    pub(crate) saved_mark: u8,
}

impl Default for Brent {
    fn default() -> Self {
        Brent { saved: None, power: 1, lam: 0, laps: 0, saved_mark: 0 }
    }
}

impl Brent {
    /// The period of the cycle just found (meaningful once `repeats` said so).
    pub fn period(&self) -> u64 {
        self.lam
    }

    /// Feed the next lap start, given by its parts (the key is built only
    /// when it is saved); `true` when it repeats an earlier one.
    #[inline(always)]
    pub fn repeats_at(&mut self, pits: &[u8; MAX_PITS], first: u8, hand: u8, dir: Dir, sticky: Dir, chain: bool) -> bool {
        self.laps += 1;
        if let Some(s) = &self.saved {
            if s.first == first && s.hand == hand && s.dir == dir && s.sticky == sticky && s.chain == chain && s.pits == *pits {
                return true;
            }
        }
        if self.saved.is_none() || self.power == self.lam {
            if self.saved.is_some() {
                self.power *= 2;
            }
            self.lam = 0;
            self.saved = Some(LapKey::new(pits, first, hand, dir, sticky, chain));
        }
        self.lam += 1;
        false
    }

    /// Feed the next lap start; `true` when it repeats an earlier one.
    #[inline]
    pub fn repeats(&mut self, key: &LapKey) -> bool {
        self.repeats_at(&key.pits, key.first, key.hand, key.dir, key.sticky, key.chain)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: u64) -> LapKey {
        let mut pits = [0u8; MAX_PITS];
        pits[..8].copy_from_slice(&n.to_le_bytes());
        LapKey::new(&pits, 0, 0, Dir::Ccw, Dir::Ccw, false)
    }

    #[test]
    fn finds_a_cycle_entered_after_a_tail() {
        // 0,1,…,9 then 10..=16 forever: tail 10, period 7.
        let mut b = Brent::default();
        let f = |i: u64| if i < 10 { i } else { 10 + (i - 10) % 7 };
        let found = (0..100).find(|&i| b.repeats(&key(f(i))));
        let at = found.expect("a cycle is found");
        assert!((17..=10 + 3 * 7 + 8).contains(&at), "found at step {at}");
        assert_eq!(b.period(), 7, "the period is known exactly");
    }

    #[test]
    fn never_fires_on_distinct_states() {
        let mut b = Brent::default();
        assert!((0..10_000).all(|i| !b.repeats(&key(i))));
    }
}
