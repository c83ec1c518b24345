//! The fast path of long turns. A turn that runs for millions of laps (RULES
//! §2.1's hard case: 250 million before its cycle is proved) is a relay orbit
//! round the mover's own circuit: no capture, no choice, the opponent's pits
//! untouched. On a circuit of at most 32 pits (every four-row board, Aweet's 20
//! included) the whole circuit is 32 byte lanes, one a pit in sowing order
//! (lanes.rs), so a lap is one vector addition of a precomputed run instead of
//! a loop over the seeds, and the cycle finder compares one vector.
//!
//! The orbit plays only laps it knows to be plain relays, each decided before
//! it is fed to the cycle finder; at the first lap that would do anything else
//! (end, capture, offer a reverse lap) it hands the
//! turn back to the lap machine, unchanged, at that lap's start. So it
//! changes how fast a turn is played, never how it goes.

use super::lanes::{Lanes, Runs, CLEAR, LANES};
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

/// The circuit as byte lanes (lanes.rs), and what stays fixed while the orbit runs.
struct Circuit {
    /// The pits of the circuit in the base direction's order.
    pits: [u8; LANES],
    len: u32,
    /// Places that are markers when the lap before left a seed there: an
    /// inner (or, by option, outer) pit facing two occupied opponent pits.
    markers: u32,
    /// Places a relay may be reversed from (option `reverse`), on a turn that may capture.
    reversible: u32,
    /// This length's runs of seeds.
    runs: &'static Runs,
}

/// `x / len` and `x % len`, by comparisons when `x` is below three rounds
/// (the usual case; a hardware division costs more than the rest of a lap).
#[inline(always)]
fn div_rem(x: u32, len: u32) -> (u32, u32) {
    if x >= 3 * len {
        return (x / len, x % len);
    }
    // Without a branch on which round: hands of one and two rounds mix.
    let q = (x >= len) as u32 + (x >= 2 * len) as u32;
    (q, x - q * len)
}

impl Circuit {
    /// `rounds` full rounds of seeds and `rest` more, one per place from
    /// `from` on: one run and the rounds, added lane-wise.
    #[inline(always)]
    fn sow(&self, word: Lanes, from: u32, rounds: u32, rest: u32) -> Lanes {
        word.add(self.runs.run(from, rest)).add(self.runs.full.and(Lanes::splat(rounds as u8)))
    }
}

/// A plain relay lap, decided: its first place, its last, the seeds lifted
/// there to relay on, and its hand as full rounds and the rest.
#[derive(Clone, Copy)]
struct Plain {
    first: u32,
    last: u32,
    next_hand: u32,
    rounds: u32,
    rest: u32,
}

/// An orbit in progress: the circuit, its seeds as one word, and where the
/// next lap starts.
struct Orbit {
    c: Circuit,
    word: Lanes,
    /// The place the next lap's seeds come from, and how many.
    origin: u32,
    hand: u32,
    min: u32,
    /// The markers where a landing captures: none on a turn that may not capture.
    capture_markers: u32,
}

impl Orbit {
    /// The orbit of `t`'s next lap (a relay lap sown `way.dir`).
    fn new(sower: &Sower<'_>, pits: &[u8; MAX_PITS], t: &Turn, way: Way) -> Orbit {
        let r = sower.r;
        let g = r.geo;
        let (which, at) = g.run_start(t.origin, way.dir);
        let len = g.circuit_len() as u32;
        let ring = g.circuit(which, way.dir);
        let mut c = Circuit { pits: [0; LANES], len, markers: 0, reversible: 0, runs: Runs::of(len) };
        c.pits[..len as usize].copy_from_slice(ring);
        for (k, &p) in c.pits[..len as usize].iter().enumerate() {
            let marker = (g.is_inner(p) || r.outer_markers) && pits[g.facing(p, 0) as usize] > 0 && pits[g.facing(p, 1) as usize] > 0;
            c.markers |= (marker as u32) << k;
            c.reversible |= ((sower.captures && !way.chain && r.reverse_from[LapKind::Relay as usize] >> p & 1 == 1) as u32) << k;
        }
        let mut word = Lanes::ZERO;
        for (k, &p) in c.pits[..len as usize].iter().enumerate() {
            word.0[k] = pits[p as usize];
        }
        Orbit { word, origin: at as u32, hand: t.hand as u32, min: r.marker_min as u32, capture_markers: if sower.captures { c.markers } else { 0 }, c }
    }

    /// The next lap, when it is a plain relay. `None` at a lap that would do
    /// anything else (end, capture, offer a reverse lap). The usual answer
    /// is decided without a branch on the board: a branch on where a lap
    /// lands would be mispredicted a lap in a few.
    #[inline(always)]
    fn plain_lap(&self) -> Option<Plain> {
        let (c, word, hand) = (&self.c, self.word, self.hand);
        let first = if self.origin + 1 == c.len { 0 } else { self.origin + 1 };
        let (rounds, rest) = div_rem(hand, c.len);
        // Every full round left a seed on the landing place too.
        // (A hand of 0 is refused below: what it computes here is unused.)
        let (_, last) = div_rem(first.wrapping_add(hand.wrapping_sub(1)), c.len);
        let before = (word.get(last) + rounds).wrapping_sub((rest == 0) as u32);
        let captures = (self.capture_markers >> last & 1 == 1) & (before >= self.min);
        if (hand == 0) | (before == 0) | captures | (before >= 255) {
            return None;
        }
        let next_hand = before + 1;
        if c.reversible >> last & 1 == 1 {
            // Would this relay's lap, sown the other way, capture directly?
            let after = c.sow(word, first, rounds, rest).and(CLEAR[last as usize & (LANES - 1)]);
            let (around, k) = div_rem(next_hand - 1, c.len);
            let (_, land) = div_rem(last + c.len - 1 - k, c.len);
            let b = after.get(land) + around;
            // The player may reverse it: a choice, which the lap machine asks or answers.
            if c.markers >> land & 1 == 1 && b >= self.min {
                return None;
            }
        }
        Some(Plain { first, last, next_hand, rounds, rest })
    }

    /// Sow the plain lap `plain_lap` found.
    #[inline(always)]
    fn sow_lap(&mut self, lap: Plain) {
        self.word = self.c.sow(self.word, lap.first, lap.rounds, lap.rest).and(CLEAR[lap.last as usize & (LANES - 1)]);
        self.origin = lap.last;
        self.hand = lap.next_hand;
    }

    /// Write the circuit back to the board, and the next lap's start to the turn.
    fn write_back(&self, pits: &mut [u8; MAX_PITS], t: &mut Turn) {
        for (k, &p) in self.c.pits[..self.c.len as usize].iter().enumerate() {
            pits[p as usize] = self.word.0[k];
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
    // Whether the turn has a saved state at all (one of another form never
    // matches here, but it still times Brent's doubling).
    let mut has_saved = t.brent.saved.is_some();
    let saved = t.brent.saved.and_then(|key| {
        let (first, hand, dir, sticky, chain, kpits) = key.parts();
        let others_same = (0..g.pits() as u8).filter(|p| !o.c.pits[..len].contains(p)).all(|p| kpits[p as usize] == pits[p as usize]);
        let place = o.c.pits[..len].iter().position(|&p| p == first)?;
        (dir == way.dir && sticky == way.sticky && chain == way.chain && others_same).then(|| {
            let mut w = Lanes::ZERO;
            for (k, &p) in o.c.pits[..len].iter().enumerate() {
                w.0[k] = kpits[p as usize];
            }
            (w, place as u32, hand)
        })
    });
    // Brent's state in locals for the loop (the turn's fields are written
    // back after it). No saved state of this orbit's form: a hand no lap holds.
    let (mut saved_word, mut saved_first, mut saved_hand) = saved.map_or((Lanes::ZERO, 0, u32::MAX), |(w, f, h)| (w, f, h as u32));
    let (mut laps, mut power, mut lam) = (t.brent.laps, t.brent.power, t.brent.lam);
    let mut saved_changed = false;
    let stop = loop {
        // Decide the lap before the cycle finder sees it.
        if laps >= until {
            break Stop::Handback;
        }
        let Some(lap) = o.plain_lap() else { break Stop::Handback };
        // The lap start (first pit, hand) is fed to Brent's method: the small
        // parts first, which differ on almost every lap, then the lanes.
        laps += 1;
        if (o.hand ^ saved_hand) | (lap.first ^ saved_first) == 0 && o.word == saved_word {
            break Stop::Endless;
        }
        if power == lam || !has_saved {
            if has_saved {
                power *= 2;
            }
            lam = 0;
            (saved_word, saved_first, saved_hand) = (o.word, lap.first, o.hand);
            has_saved = true;
            saved_changed = true;
        }
        lam += 1;
        o.sow_lap(lap);
    };
    (t.brent.laps, t.brent.power, t.brent.lam) = (laps, power, lam);
    o.write_back(pits, t);
    if saved_changed {
        let (w, first, h) = (saved_word, saved_first, saved_hand as u8);
        let mut kpits = *pits;
        for (k, &p) in o.c.pits[..len].iter().enumerate() {
            kpits[p as usize] = w.0[k];
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

/// Brent's second phase on the fast path: two replays of one turn, a period
/// apart, each at a plain relay lap in the base direction, go round their
/// orbits in lockstep until their lap starts are the same (`true`), either's
/// next lap is not a plain relay, or they have gone `max` laps each (`false`,
/// both left at that lap's start); and the laps each went. The tail before a
/// cycle can be 10⁹ laps: lap by lap on the lap machine, with a board
/// compared each lap, it was most of a long turn's last slice; `max` lets a
/// page's slice stop in it.
pub(super) fn meet(sower: &Sower<'_>, a: (&mut [u8; MAX_PITS], &mut Turn), b: (&mut [u8; MAX_PITS], &mut Turn), max: u64) -> (bool, u64) {
    let base = sower.r.base;
    let way = Way { dir: base, sticky: base, chain: false };
    let (mut x, mut y) = (Orbit::new(sower, a.0, a.1, way), Orbit::new(sower, b.0, b.1, way));
    // The opponent's pits do not change round an orbit: if they differ, the
    // two lap starts cannot meet here, and each lap is played unchecked.
    let g = sower.r.geo;
    let len = x.c.len as usize;
    let on_circuit = |p: u8| x.c.pits[..len].contains(&p);
    let others_same = (0..g.pits() as u8).filter(|&p| !on_circuit(p)).all(|p| a.0[p as usize] == b.0[p as usize]);
    let mut went = 0;
    let met = loop {
        if went == max {
            break false;
        }
        let (Some(lx), Some(ly)) = (x.plain_lap(), y.plain_lap()) else { break false };
        if others_same && (x.hand ^ y.hand) | (lx.first ^ ly.first) == 0 && x.word == y.word {
            break true;
        }
        x.sow_lap(lx);
        y.sow_lap(ly);
        went += 1;
    };
    x.write_back(a.0, a.1);
    y.write_back(b.0, b.1);
    (met, went)
}
