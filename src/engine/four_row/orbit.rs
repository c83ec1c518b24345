//! The fast path of long turns. A turn that runs for millions of laps (RULES
//! §2.1's hard case: 250 million before its cycle is proved) is a relay orbit
//! round the mover's own circuit: no capture, no choice, the opponent's pits
//! untouched. On a circuit of at most 32 pits (every four-row board, Aweet's 20
//! included) the whole circuit is 32 byte lanes, one a pit in sowing order
//! (lanes.rs), so a lap is one vector addition of a precomputed run instead of
//! a loop over the seeds, and the cycle finder compares one vector.
//!
//! Most laps of a long turn are *short*: their hand is below the circuit's
//! length. Those go round `Orbit::hot_laps`, a loop kept to a few dozen
//! instructions a lap whose lap-to-lap chain is an add, a wrap, one byte read
//! and the vector addition beside it (issue 25: 10.8 → 4.7 ns a lap natively
//! on 16 pits, 21.6 → 7.3 in wasm). Every other plain relay goes the general
//! way (`plain_lap`).
//!
//! The orbit plays only laps it knows to be plain relays, each decided before
//! it is fed to the cycle finder; at the first lap that would do anything else
//! (end, capture, offer a reverse lap) it hands the
//! turn back to the lap machine, unchanged, at that lap's start. So it
//! changes how fast a turn is played, never how it goes.

use super::lanes::{Lanes, Reg, Runs, CLEAR, LANES};
use super::laps::{Checkpoint, Sower, Turn};
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
#[derive(Clone, Copy)]
struct Circuit {
    /// The pits of the circuit in the base direction's order.
    pits: [u8; LANES],
    len: u32,
    /// Places that are markers when the lap before left a seed there: an
    /// inner (or, by option, outer) pit facing two occupied opponent pits.
    markers: u32,
    /// Places a relay may be reversed from (option `reverse`), on a turn that may capture.
    reversible: u32,
    /// Bit `len - p + h` (`h` from 1 to the length) is set when the place `h`
    /// back from `p` is a marker: the markers in reverse order, twice over.
    back_markers: u64,
    /// Seeds a marker must hold before the last seed falls for a capture.
    min: u32,
    /// The markers where a landing captures: none on a turn that may not capture.
    capture_markers: u32,
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

/// A short lap seen (`Circuit::look`): where it lands, what that place
/// held, whether it is anything but a plain short lap with a short next
/// hand, and whether a reverse lap after it would land on a marker.
#[derive(Clone, Copy)]
struct Look {
    last: u32,
    before: u32,
    odd: bool,
    reverse: bool,
}

/// An orbit in progress: the circuit, its seeds as one word, and where the
/// next lap starts.
#[derive(Clone, Copy)]
struct Orbit {
    c: Circuit,
    word: Lanes,
    /// The place the next lap's seeds come from, and how many.
    origin: u32,
    hand: u32,
}

impl Orbit {
    /// The orbit of `t`'s next lap (a relay lap sown `way.dir`).
    fn new(sower: &Sower<'_>, pits: &[u8; MAX_PITS], t: &Turn, way: Way) -> Orbit {
        let r = sower.r;
        let g = r.geo;
        let (which, at) = g.run_start(t.origin, way.dir);
        let len = g.circuit_len() as u32;
        let ring = g.circuit(which, way.dir);
        let mut c = Circuit { pits: [0; LANES], len, markers: 0, reversible: 0, back_markers: 0, min: r.marker_min as u32, capture_markers: 0, runs: Runs::of(len) };
        c.pits[..len as usize].copy_from_slice(ring);
        for (k, &p) in c.pits[..len as usize].iter().enumerate() {
            let marker = (g.is_inner(p) || r.outer_markers) && pits[g.facing(p, 0) as usize] > 0 && pits[g.facing(p, 1) as usize] > 0;
            c.markers |= (marker as u32) << k;
            c.reversible |= ((sower.captures && !way.chain && r.reverse_from[LapKind::Relay as usize] >> p & 1 == 1) as u32) << k;
        }
        let reversed = (c.markers.reverse_bits() >> (LANES as u32 - len)) as u64;
        c.back_markers = reversed | reversed << len;
        c.capture_markers = if sower.captures { c.markers } else { 0 };
        let mut word = Lanes::ZERO;
        for (k, &p) in c.pits[..len as usize].iter().enumerate() {
            word.0[k] = pits[p as usize];
        }
        Orbit { word, origin: at as u32, hand: t.hand as u32, c }
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
        let captures = (c.capture_markers >> last & 1 == 1) & (before >= c.min);
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
            if c.markers >> land & 1 == 1 && b >= c.min {
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

/// Brent's cycle finder (endless.rs) in the orbit's own form, in locals
/// while the orbit runs: the saved lap start as lanes, its first place and
/// hand; the turn's `Brent` is written back when the orbit stops.
#[derive(Clone, Copy)]
struct Finder {
    saved_word: Lanes,
    saved_first: u32,
    saved_hand: u32,
    /// Whether the turn has a saved state at all (one of another form never
    /// matches here, but it still times Brent's doubling).
    has_saved: bool,
    saved_changed: bool,
    /// Whether the saved state was saved after the turn's last pause, so a
    /// replay may start from it (a `Checkpoint`).
    saved_replayable: bool,
    /// The last saved state moved on from, when it could be replayed: its
    /// lanes, first place, hand, and the laps sown before it.
    moved_from: Option<(Lanes, u32, u32, u64)>,
    laps: u64,
    power: u64,
    lam: u64,
}

impl Finder {
    /// Feed a lap start: `true` when it repeats the saved one. One
    /// comparison of the small parts and the lanes together, and no branch
    /// until it says they are equal.
    #[inline(always)]
    fn repeats(&mut self, word: Lanes, first: u32, hand: u32) -> bool {
        self.laps += 1;
        if ((hand ^ self.saved_hand) | (first ^ self.saved_first) == 0) & (word == self.saved_word) {
            return true;
        }
        if self.power == self.lam || !self.has_saved {
            if self.has_saved {
                if self.saved_replayable && self.saved_hand != u32::MAX {
                    // Fed `power` laps ago: after `laps - power - 1` laps.
                    self.moved_from = Some((self.saved_word, self.saved_first, self.saved_hand, self.laps - self.power - 1));
                }
                self.power *= 2;
            }
            self.lam = 0;
            (self.saved_word, self.saved_first, self.saved_hand) = (word, first, hand);
            self.has_saved = true;
            self.saved_changed = true;
            self.saved_replayable = true;
        }
        self.lam += 1;
        false
    }
}

impl Circuit {
    /// The first look at the lap from `origin` holding `hand`, as a short
    /// one (its hand below the circuit's length: no full round, and its
    /// last seed falls `hand` places on; the caller knows it is). Most laps
    /// of a long turn are short, and every answer here is computed without
    /// a branch on the board: from one lap to the next the work is serial
    /// (where a lap lands decides the next hand), so the loops that use
    /// this keep it to an add, a wrap by one compare and one byte read,
    /// with the lap's vector addition beside them.
    #[inline(always)]
    fn look<const REVERSE: bool>(&self, word: &Lanes, origin: u32, hand: u32) -> Look {
        let len = self.len;
        let x = origin + hand;
        let last = if x >= len { x - len } else { x };
        let before = word.get(last);
        // Ends, captures, or relays a hand that is not short.
        let odd = (self.capture_markers >> last & 1 == 1) | (before.wrapping_sub(1) >= len - 2);
        // A reverse lap of the next hand from a reversible `last` lands on a marker.
        let reverse = REVERSE && (self.reversible >> last & 1 == 1) & (self.back_markers.wrapping_shr(len - last + before) & 1 == 1);
        Look { last, before, odd, reverse }
    }

    /// Whether a reverse lap of the hand relayed after the short lap `l`
    /// (from `origin` holding `hand`, `l.reverse`: it would land on a
    /// marker) would capture directly: a choice for the player. What the
    /// marker holds after the lap is read from the circuit before it, and
    /// whether the lap sowed it.
    #[inline(always)]
    fn reverse_captures(&self, word: &Lanes, origin: u32, hand: u32, l: &Look) -> bool {
        let len = self.len;
        let wrap = |x: u32| if x >= len { x - len } else { x };
        let land = wrap(l.last + len - l.before - 1);
        let sown = wrap(land + len - origin - 1) < hand;
        word.get(land) + sown as u32 >= self.min
    }

    /// Whether `l` is a plain short lap with a short next hand.
    #[inline(always)]
    fn plain_short(&self, word: &Lanes, origin: u32, hand: u32, l: &Look) -> bool {
        !(l.odd || (l.reverse && self.reverse_captures(word, origin, hand, l)))
    }

    /// Whether a hand is below the circuit's length (and not 0).
    #[inline(always)]
    fn short(&self, hand: u32) -> bool {
        hand.wrapping_sub(1) < self.len - 1
    }
}

impl Orbit {
    /// The next lap when it is short and a plain relay with a short next
    /// hand (`Circuit::look`); `None` for the lap machine's own decision (`plain_lap`).
    #[inline(always)]
    fn short_lap(&self) -> Option<Look> {
        let c = &self.c;
        if !c.short(self.hand) {
            return None;
        }
        let l = c.look::<true>(&self.word, self.origin, self.hand);
        c.plain_short(&self.word, self.origin, self.hand, &l).then_some(l)
    }

    /// Play the short lap `short_lap` found.
    #[inline(always)]
    fn play_short(&mut self, l: Look) {
        let c = &self.c;
        self.word = self.word.add(c.runs.run(self.origin + 1, self.hand)).and(CLEAR[l.last as usize & (LANES - 1)]);
        (self.origin, self.hand) = (l.last, l.before + 1);
    }

    /// At most `n` short plain relay laps (`Circuit::look`), in registers:
    /// the laps played, and whether the loop stopped at a lap start equal to
    /// `saved` (compared only when `COMPARE`; `REVERSE` when some place of
    /// the circuit may start a reverse lap, which most turns' may not: a
    /// loop without that look is a few instructions a lap shorter). It stops, unplayed, at the
    /// first lap that is not a short plain relay, which the lap machine's
    /// decision (`plain_lap`) takes. The saved state is compared lane by
    /// lane only on a lap whose start place and hand are the saved ones, and
    /// one branch sends every case but a plain short lap out of the fast way.
    #[inline(always)]
    fn hot_laps<const COMPARE: bool, const REVERSE: bool>(&mut self, n: u64, saved: (&Lanes, u32, u32)) -> (u64, bool) {
        if !self.c.short(self.hand) {
            return (0, false);
        }
        let c = self.c;
        // The circuit before the next lap: in registers for the lap's
        // vector work, and in memory for its byte reads.
        let (mut word, mut v) = (self.word, Reg::load(&self.word));
        let (saved_v, saved_origin, saved_hand) = (Reg::load(saved.0), saved.1, saved.2);
        let (mut origin, mut hand) = (self.origin, self.hand);
        let (mut left, mut repeat) = (n, false);
        while left > 0 {
            let l = c.look::<REVERSE>(&word, origin, hand);
            let again = COMPARE && ((origin ^ saved_origin) | (hand ^ saved_hand)) == 0;
            if l.odd | again | l.reverse {
                if !c.plain_short(&word, origin, hand, &l) {
                    break;
                }
                if again && v.eq(saved_v) {
                    repeat = true;
                    break;
                }
            }
            left -= 1;
            v = v.sow(c.runs.run_ref(origin + 1, hand), &CLEAR[l.last as usize & (LANES - 1)]);
            v.store(&mut word);
            (origin, hand) = (l.last, l.before + 1);
        }
        (self.word, self.origin, self.hand) = (word, origin, hand);
        (n - left, repeat)
    }

    /// Short plain relay laps, each fed to the cycle finder, until one is
    /// not short and plain, the turn has sown `until` laps, the next feed
    /// would move the finder's saved state (the lap machine's path does
    /// that, a few dozen times a turn), or a lap start repeats (`true`).
    #[inline(never)]
    fn short_laps(&mut self, f: &mut Finder, until: u64) -> bool {
        if !f.has_saved || f.laps >= until {
            return false;
        }
        // The saved lap start as the place before its first, and its hand.
        let saved_origin = if f.saved_first == 0 { self.c.len - 1 } else { f.saved_first - 1 };
        // Laps fed without moving the saved state (lam below power).
        let feeds = (f.power - f.lam).min(until - f.laps);
        let saved = (&f.saved_word, saved_origin, f.saved_hand);
        let (done, repeat) = if self.c.reversible == 0 { self.hot_laps::<true, false>(feeds, saved) } else { self.hot_laps::<true, true>(feeds, saved) };
        // The repeat was fed too, but it is no lap of the period.
        f.laps += done + repeat as u64;
        f.lam += done;
        repeat
    }

    /// Up to `n` short plain relay laps without a cycle finder (`hot_laps`).
    #[inline(never)]
    fn short_skip(&mut self, n: u64) -> u64 {
        let none = (&Lanes::ZERO, 0, 0);
        if self.c.reversible == 0 {
            self.hot_laps::<false, false>(n, none).0
        } else {
            self.hot_laps::<false, true>(n, none).0
        }
    }
}

/// Play plain relay laps from `t` (a relay lap sown `way.dir`) until one is
/// not, a lap start repeats, or the turn has sown `until` laps. `pits` is
/// written back either way.
///
/// When the cycle finder's saved state moves on, the state it moved from is
/// written to `checkpoint` (Brent's second phase may start from it).
pub(crate) fn run(sower: &Sower<'_>, pits: &mut [u8; MAX_PITS], t: &mut Turn, until: u64, way: Way, checkpoint: &mut Option<Checkpoint>) -> Stop {
    let g = sower.r.geo;
    let mut o = Orbit::new(sower, pits, t, way);
    let len = o.c.len as usize;
    // The cycle finder's saved state, in this form when it can be one of this
    // orbit's states (the same opponent pits, a base-direction lap start).
    // Whether the turn has a saved state at all (one of another form never
    // matches here, but it still times Brent's doubling).
    let has_saved = t.brent.saved.is_some();
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
    // No saved state of this orbit's form: a hand no lap holds.
    let (saved_word, saved_first, saved_hand) = saved.map_or((Lanes::ZERO, 0, u32::MAX), |(w, f, h)| (w, f, h as u32));
    let b = &t.brent;
    let saved_replayable = t.saved_answers() == t.answers();
    let mut f = Finder { saved_word, saved_first, saved_hand, has_saved, saved_changed: false, saved_replayable, moved_from: None, laps: b.laps, power: b.power, lam: b.lam };
    let stop = loop {
        if o.short_laps(&mut f, until) {
            break Stop::Endless;
        }
        // A lap that is not short, or the slice's end.
        if f.laps >= until {
            break Stop::Handback;
        }
        let Some(lap) = o.plain_lap() else { break Stop::Handback };
        if f.repeats(o.word, lap.first, o.hand) {
            break Stop::Endless;
        }
        o.sow_lap(lap);
    };
    let Finder { saved_word, saved_first, saved_hand, saved_changed, moved_from, laps, power, lam, .. } = f;
    (t.brent.laps, t.brent.power, t.brent.lam) = (laps, power, lam);
    o.write_back(pits, t);
    // A lap start of this orbit as the whole board.
    let board = |w: Lanes| {
        let mut kpits = *pits;
        for (k, &p) in o.c.pits[..len].iter().enumerate() {
            kpits[p as usize] = w.0[k];
        }
        kpits
    };
    if saved_changed {
        t.brent.saved = Some(LapKey::new(&board(saved_word), o.c.pits[saved_first as usize], saved_hand as u8, way.dir, way.sticky, way.chain));
        t.saved_answers_now();
    }
    if let Some((w, first, hand, laps)) = moved_from {
        let origin = o.c.pits[((first + o.c.len - 1) % o.c.len) as usize];
        *checkpoint = Some(Checkpoint::relay(board(w), origin, hand as u8, way, t.answers(), laps));
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
        done += o.short_skip(n - done);
        if done == n {
            break;
        }
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
        // Both short, the usual case; else the lap machine's decision for each.
        if let (Some(gx), Some(gy)) = (x.short_lap(), y.short_lap()) {
            if others_same && ((x.hand ^ y.hand) | (x.origin ^ y.origin) == 0) & (x.word == y.word) {
                break true;
            }
            x.play_short(gx);
            y.play_short(gy);
            went += 1;
            continue;
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
