//! The fast path of long turns. A turn that runs for millions of laps (RULES
//! §2.1's hard case: 250 million before its cycle is proved) is a relay orbit
//! round the mover's own circuit: no capture, no choice, the opponent's pits
//! untouched. On a circuit of at most 16 pits the whole circuit fits in one
//! `u128`, one byte a pit in sowing order, so a lap is a rotate and an add
//! instead of a loop over the seeds, and the cycle finder compares one word.
//!
//! The orbit plays only laps it knows to be plain relays, each decided before
//! it is fed to the cycle finder; at the first lap that would do anything else
//! (end, capture, offer a reverse lap) it hands the
//! turn back to the lap machine, unchanged, at that lap's start. So it
//! changes how fast a turn is played, never how it goes.

use super::laps::{Sower, Turn};
use crate::engine::endless::LapKey;
use crate::engine::event::LapKind;
use crate::engine::geometry::{Dir, MAX_PITS};

/// Which laps an orbit goes round, as the cycle finder names their starts:
/// the direction they are sown in, the turn's sticky direction, and whether
/// they are Kombe's chain (which relays against the base direction and never
/// offers a choice).
#[derive(Clone, Copy)]
pub(crate) struct Way {
    pub dir: Dir,
    pub sticky: Dir,
    pub chain: bool,
}

/// How an orbit stopped.
pub(crate) enum Stop {
    /// A lap that is not a plain relay, at its start: the lap machine goes on.
    Handback,
    /// A lap start repeated: the turn is endless.
    Endless,
}

/// The circuit as one word, and what stays fixed while the orbit runs.
struct Circuit {
    /// The pits of the circuit in the base direction's order.
    pits: [u8; 16],
    len: u32,
    /// Places that are markers when the lap before left a seed there: an
    /// inner (or, by option, outer) pit facing two occupied opponent pits.
    markers: u32,
    /// Places a relay may be reversed from (option `reverse`), on a turn that may capture.
    reversible: u32,
}

/// `x / len` and `x % len`, by subtraction when `x` is below two rounds (the
/// usual case; a hardware division costs more than the rest of a lap).
#[inline(always)]
fn div_rem(x: u32, len: u32) -> (u32, u32) {
    if x >= 2 * len {
        return (x / len, x % len);
    }
    // Without a branch on which round: it is as likely as not.
    let over = (x >= len) as u32;
    (over, x - over * len)
}

/// `RUN16[from][n]`: on a circuit of 16, a seed in each of the `n` places
/// from `from` on, round the end (a table lookup instead of a rotation).
const RUN16: [[u128; 16]; 16] = {
    let mut t = [[0u128; 16]; 16];
    let mut from = 0;
    while from < 16 {
        let mut n = 1;
        while n < 16 {
            t[from][n] = t[from][n - 1] | 1u128 << (8 * ((from + n - 1) % 16));
            n += 1;
        }
        from += 1;
    }
    t
};

/// `PLACE[k]`: the byte of place `k`.
const PLACE: [u128; 16] = {
    let mut t = [0u128; 16];
    let mut k = 0;
    while k < 16 {
        t[k] = 0xff << (8 * k);
        k += 1;
    }
    t
};

/// `ONES_BELOW[n]`: a seed in each of the first `n` places.
const ONES_BELOW: [u128; 17] = {
    let mut t = [0u128; 17];
    let mut n = 1;
    while n <= 16 {
        t[n] = t[n - 1] | 1u128 << (8 * (n - 1));
        n += 1;
    }
    t
};

impl Circuit {
    #[inline(always)]
    fn byte(word: u128, place: u32) -> u32 {
        word.to_le_bytes()[place as usize & 15] as u32
    }

    /// `n` seeds one per place from `from` on, round the circuit as often as
    /// they go (no byte overflows: a position holds at most 255 seeds).
    #[inline(always)]
    fn sow(&self, word: u128, from: u32, n: u32) -> u128 {
        const ONES: u128 = u128::MAX / 0xff;
        let (rounds, rest) = div_rem(n, self.len);
        if self.len == 16 {
            // Omweso's board: the circuit fills the word.
            return word + RUN16[from as usize & 15][rest as usize & 15] + ONES * rounds as u128;
        }
        let run = ONES_BELOW[rest as usize & 15];
        let full = (1u128 << (8 * self.len)) - 1;
        let rotated = if from == 0 { run } else { ((run << (8 * from)) | (run >> (8 * (self.len - from)))) & full };
        word + rotated + (ONES & full) * rounds as u128
    }

    /// What the place where a lap of `n` seeds from `from` ends held before
    /// its last seed fell, and that place: every full round left a seed there.
    #[inline(always)]
    fn landing(&self, word: u128, from: u32, n: u32) -> (u32, u32) {
        let (_, last) = div_rem(from + n - 1, self.len);
        (last, Circuit::byte(word, last) + div_rem(n - 1, self.len).0)
    }
}

/// An orbit in progress: the circuit, its seeds as one word, and where the
/// next lap starts.
struct Orbit {
    c: Circuit,
    word: u128,
    /// The place the next lap's seeds come from, and how many.
    origin: u32,
    hand: u32,
    min: u32,
    captures: bool,
}

impl Orbit {
    /// The orbit of `t`'s next lap (a relay lap sown `way.dir`).
    fn new(sower: &Sower<'_>, pits: &[u8; MAX_PITS], t: &Turn, way: Way) -> Orbit {
        let r = sower.r;
        let g = r.geo;
        let (which, at) = g.run_start(t.origin, way.dir);
        let len = g.circuit_len() as u32;
        let ring = g.circuit(which, way.dir);
        let mut c = Circuit { pits: [0; 16], len, markers: 0, reversible: 0 };
        c.pits[..len as usize].copy_from_slice(ring);
        for (k, &p) in c.pits[..len as usize].iter().enumerate() {
            let marker = (g.is_inner(p) || r.outer_markers) && pits[g.facing(p, 0) as usize] > 0 && pits[g.facing(p, 1) as usize] > 0;
            c.markers |= (marker as u32) << k;
            c.reversible |= ((sower.captures && !way.chain && r.reverse_from[LapKind::Relay as usize] >> p & 1 == 1) as u32) << k;
        }
        let word = c.pits[..len as usize].iter().enumerate().fold(0u128, |w, (k, &p)| w | (pits[p as usize] as u128) << (8 * k));
        Orbit { c, word, origin: at as u32, hand: t.hand as u32, min: r.marker_min as u32, captures: sower.captures }
    }

    /// The next lap, when it is a plain relay: its first place, its last, and
    /// the seeds lifted there to relay on. `None` at a lap that would do
    /// anything else (end, capture, offer a reverse lap).
    #[inline(always)]
    fn plain_lap(&self) -> Option<(u32, u32, u32)> {
        let (c, word, hand) = (&self.c, self.word, self.hand);
        if hand == 0 {
            return None;
        }
        let first = if self.origin + 1 == c.len { 0 } else { self.origin + 1 };
        let (last, before) = c.landing(word, first, hand);
        if before == 0 || (self.captures && c.markers >> last & 1 == 1 && before >= self.min) {
            return None;
        }
        let next_hand = before + 1;
        if next_hand > 255 {
            return None;
        }
        if c.reversible >> last & 1 == 1 {
            // Would this relay's lap, sown the other way, capture directly?
            let after = c.sow(word, first, hand) & !PLACE[last as usize & 15];
            let (around, k) = div_rem(next_hand - 1, c.len);
            let (_, land) = div_rem(last + c.len - 1 - k, c.len);
            let b = Circuit::byte(after, land) + around;
            // The player may reverse it: a choice, which the lap machine asks or answers.
            if c.markers >> land & 1 == 1 && b >= self.min {
                return None;
            }
        }
        Some((first, last, next_hand))
    }

    /// Sow the plain lap `plain_lap` found.
    #[inline(always)]
    fn sow_lap(&mut self, (first, last, next_hand): (u32, u32, u32)) {
        self.word = self.c.sow(self.word, first, self.hand) & !PLACE[last as usize & 15];
        self.origin = last;
        self.hand = next_hand;
    }

    /// Write the circuit back to the board, and the next lap's start to the turn.
    fn write_back(&self, pits: &mut [u8; MAX_PITS], t: &mut Turn) {
        for (k, &p) in self.c.pits[..self.c.len as usize].iter().enumerate() {
            pits[p as usize] = Circuit::byte(self.word, k as u32) as u8;
        }
        t.origin = self.c.pits[self.origin as usize];
        t.hand = self.hand as u8;
        t.kind = LapKind::Relay;
    }
}

/// Play plain relay laps from `t` (a relay lap sown `way.dir`) until one is
/// not, a lap start repeats, or the turn has sown `until` laps. `pits` is
/// written back either way.
pub(crate) fn run(sower: &Sower<'_>, pits: &mut [u8; MAX_PITS], t: &mut Turn, until: u64, way: Way) -> Stop {
    let g = sower.r.geo;
    let mut o = Orbit::new(sower, pits, t, way);
    let len = o.c.len as usize;
    // The cycle finder's saved state, in this form when it can be one of this
    // orbit's states (the same opponent pits, a base-direction lap start).
    let mut has_saved = t.brent.saved.is_some();
    let mut saved = t.brent.saved.and_then(|key| {
        let (first, hand, dir, sticky, chain, kpits) = key.parts();
        let others_same = (0..g.pits() as u8).filter(|p| !o.c.pits[..len].contains(p)).all(|p| kpits[p as usize] == pits[p as usize]);
        let place = o.c.pits[..len].iter().position(|&p| p == first)?;
        (dir == way.dir && sticky == way.sticky && chain == way.chain && others_same)
            .then(|| (o.c.pits[..len].iter().enumerate().fold(0u128, |w, (k, &p)| w | (kpits[p as usize] as u128) << (8 * k)), place as u32, hand))
    });
    let mut saved_changed = false;
    let stop = loop {
        // Decide the lap before the cycle finder sees it.
        if t.brent.laps >= until {
            break Stop::Handback;
        }
        let Some(lap) = o.plain_lap() else { break Stop::Handback };
        // The lap start (first pit, hand) is fed to Brent's method.
        t.brent.laps += 1;
        if saved == Some((o.word, lap.0, o.hand as u8)) {
            break Stop::Endless;
        }
        if !has_saved || t.brent.power == t.brent.lam {
            if has_saved {
                t.brent.power *= 2;
            }
            t.brent.lam = 0;
            saved = Some((o.word, lap.0, o.hand as u8));
            has_saved = true;
            saved_changed = true;
        }
        t.brent.lam += 1;
        o.sow_lap(lap);
    };
    o.write_back(pits, t);
    if saved_changed {
        let (w, first, h) = saved.expect("saved");
        let mut kpits = *pits;
        for (k, &p) in o.c.pits[..len].iter().enumerate() {
            kpits[p as usize] = Circuit::byte(w, k as u32) as u8;
        }
        t.brent.saved = Some(LapKey::new(&kpits, o.c.pits[first as usize], h, way.dir, way.sticky, way.chain));
    }
    stop
}

/// Play at most `n` plain relay laps from `t` (a relay lap in the base
/// direction), without looking for a cycle: a replay that knows the period
/// goes round it this way. Returns the laps played.
pub(super) fn skip(sower: &Sower<'_>, pits: &mut [u8; MAX_PITS], t: &mut Turn, n: u64) -> u64 {
    let base = sower.r.base;
    let mut o = Orbit::new(sower, pits, t, Way { dir: base, sticky: base, chain: false });
    let mut done = 0;
    while done < n {
        let Some(lap) = o.plain_lap() else { break };
        o.sow_lap(lap);
        done += 1;
    }
    o.write_back(pits, t);
    done
}
