//! A circuit of up to 32 pits as 32 byte lanes, one pit a lane in sowing
//! order (issue 25): a relay lap's sowing is one addition of a precomputed
//! run of seeds, the clearing of the pit it relays from one `and`, and the
//! cycle finder's comparison one compare. `Lanes` is plain loops over
//! fixed-size arrays, which LLVM turns into vector instructions (SSE2
//! natively; wasm `simd128`, enabled in .cargo/config.toml). The hot loop of
//! short laps holds them in registers (`Reg`: SSE2 or `simd128` intrinsics,
//! plain lanes on any other target).

use std::sync::OnceLock;

/// Lanes of a circuit: Aweet's 20 pits and every four-row board's fit.
pub(crate) const LANES: usize = 32;

/// A circuit's seeds, place `k` in lane `k`; lanes past its length stay 0.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(C, align(32))]
pub(crate) struct Lanes(pub [u8; LANES]);

impl Lanes {
    pub const ZERO: Lanes = Lanes([0; LANES]);

    /// Lane-wise addition (no lane overflows: a position holds at most 255 seeds).
    #[inline(always)]
    pub fn add(self, other: Lanes) -> Lanes {
        let mut out = self.0;
        for (o, b) in out.iter_mut().zip(other.0) {
            *o = o.wrapping_add(b);
        }
        Lanes(out)
    }

    /// Lane-wise `and`.
    #[inline(always)]
    pub fn and(self, other: Lanes) -> Lanes {
        let mut out = self.0;
        for (o, b) in out.iter_mut().zip(other.0) {
            *o &= b;
        }
        Lanes(out)
    }

    /// Every lane `v`.
    #[inline(always)]
    pub fn splat(v: u8) -> Lanes {
        Lanes([v; LANES])
    }

    /// The seeds of place `k`.
    #[inline(always)]
    pub fn get(&self, k: u32) -> u32 {
        self.0[k as usize & (LANES - 1)] as u32
    }
}

/// A circuit's lanes held in vector registers, for the hot loop of short
/// laps (orbit.rs): there the compiler, left to `Lanes`, copies the array
/// through memory on every lap, and each copy is a store the next lap's
/// byte read waits for. Two 16-byte registers: SSE2 (every x86-64) or wasm
/// `simd128`; elsewhere the plain lanes.
#[derive(Clone, Copy)]
pub(crate) struct Reg(imp::Half, imp::Half);

impl Reg {
    #[inline(always)]
    pub fn load(l: &Lanes) -> Reg {
        let (lo, hi) = l.0.split_at(16);
        Reg(imp::load(lo.try_into().expect("16 lanes")), imp::load(hi.try_into().expect("16 lanes")))
    }

    #[inline(always)]
    pub fn store(self, l: &mut Lanes) {
        let (lo, hi) = l.0.split_at_mut(16);
        imp::store(self.0, lo.try_into().expect("16 lanes"));
        imp::store(self.1, hi.try_into().expect("16 lanes"));
    }

    /// `(self + add) & and`, lane-wise: a lap's sowing and the relay's clearing.
    #[inline(always)]
    pub fn sow(self, add: &Lanes, and: &Lanes) -> Reg {
        let (a, b) = (Reg::load(add), Reg::load(and));
        Reg(imp::and(imp::add(self.0, a.0), b.0), imp::and(imp::add(self.1, a.1), b.1))
    }

    #[inline(always)]
    pub fn eq(self, other: Reg) -> bool {
        imp::eq(self.0, other.0) & imp::eq(self.1, other.1)
    }
}

#[cfg(target_arch = "x86_64")]
mod imp {
    use std::arch::x86_64::*;
    pub type Half = __m128i;
    #[inline(always)]
    pub fn load(b: &[u8; 16]) -> Half {
        // SAFETY: 16 readable bytes; the unaligned load has no alignment need.
        unsafe { _mm_loadu_si128(b.as_ptr().cast()) }
    }
    #[inline(always)]
    pub fn store(h: Half, b: &mut [u8; 16]) {
        // SAFETY: 16 writable bytes; the unaligned store has no alignment need.
        unsafe { _mm_storeu_si128(b.as_mut_ptr().cast(), h) }
    }
    #[inline(always)]
    pub fn add(a: Half, b: Half) -> Half {
        // SAFETY: SSE2 is part of every x86-64 target.
        unsafe { _mm_add_epi8(a, b) }
    }
    #[inline(always)]
    pub fn and(a: Half, b: Half) -> Half {
        // SAFETY: SSE2 is part of every x86-64 target.
        unsafe { _mm_and_si128(a, b) }
    }
    #[inline(always)]
    pub fn eq(a: Half, b: Half) -> bool {
        // SAFETY: SSE2 is part of every x86-64 target.
        unsafe { _mm_movemask_epi8(_mm_cmpeq_epi8(a, b)) == 0xffff }
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod imp {
    use std::arch::wasm32::*;
    pub type Half = v128;
    #[inline(always)]
    pub fn load(b: &[u8; 16]) -> Half {
        // SAFETY: 16 readable bytes; v128_load has no alignment need.
        unsafe { v128_load(b.as_ptr().cast()) }
    }
    #[inline(always)]
    pub fn store(h: Half, b: &mut [u8; 16]) {
        // SAFETY: 16 writable bytes; v128_store has no alignment need.
        unsafe { v128_store(b.as_mut_ptr().cast(), h) }
    }
    #[inline(always)]
    pub fn add(a: Half, b: Half) -> Half {
        u8x16_add(a, b)
    }
    #[inline(always)]
    pub fn and(a: Half, b: Half) -> Half {
        v128_and(a, b)
    }
    #[inline(always)]
    pub fn eq(a: Half, b: Half) -> bool {
        u8x16_all_true(u8x16_eq(a, b))
    }
}

#[cfg(not(any(target_arch = "x86_64", all(target_arch = "wasm32", target_feature = "simd128"))))]
mod imp {
    pub type Half = [u8; 16];
    #[inline(always)]
    pub fn load(b: &[u8; 16]) -> Half {
        *b
    }
    #[inline(always)]
    pub fn store(h: Half, b: &mut [u8; 16]) {
        *b = h;
    }
    #[inline(always)]
    pub fn add(mut a: Half, b: Half) -> Half {
        a.iter_mut().zip(b).for_each(|(x, y)| *x = x.wrapping_add(y));
        a
    }
    #[inline(always)]
    pub fn and(mut a: Half, b: Half) -> Half {
        a.iter_mut().zip(b).for_each(|(x, y)| *x &= y);
        a
    }
    #[inline(always)]
    pub fn eq(a: Half, b: Half) -> bool {
        a == b
    }
}

/// `CLEAR[k]`: every lane but `k` kept (the `and` that empties place `k`).
pub(crate) static CLEAR: [Lanes; LANES] = {
    let mut t = [Lanes([0xff; LANES]); LANES];
    let mut k = 0;
    while k < LANES {
        t[k].0[k] = 0;
        k += 1;
    }
    t
};

/// One circuit length's runs of seeds, built the first time an orbit of that
/// length is entered (32 KB each: every length at compile time would put a
/// megabyte of tables in the wasm).
pub(crate) struct Runs {
    /// `runs[from * LANES + n]`: a seed in each of the `n` places from `from`
    /// on, round the end of the circuit (`from`, `n` below its length).
    runs: Box<[Lanes; LANES * LANES]>,
    /// 0xff in each of the circuit's lanes: `full.and(splat(r))` is `r` full rounds.
    pub full: Lanes,
}

static RUNS: [OnceLock<Runs>; LANES + 1] = [const { OnceLock::new() }; LANES + 1];

impl Runs {
    /// The runs of a circuit of `len` pits (1 to 32).
    pub fn of(len: u32) -> &'static Runs {
        RUNS[len as usize].get_or_init(|| Runs::build(len as usize))
    }

    fn build(len: usize) -> Runs {
        let mut runs: Box<[Lanes; LANES * LANES]> = vec![Lanes::ZERO; LANES * LANES].into_boxed_slice().try_into().expect("LANES * LANES runs");
        for from in 0..len {
            for n in 1..len {
                let mut run = runs[from * LANES + n - 1];
                run.0[(from + n - 1) % len] = 1;
                runs[from * LANES + n] = run;
            }
        }
        // Row `len` is row 0 again: a run from the place after `origin` is
        // `run(origin + 1, n)`, with no wrap at the circuit's end.
        if len < LANES {
            for n in 0..LANES {
                runs[len * LANES + n] = runs[n];
            }
        }
        let mut full = Lanes::ZERO;
        full.0[..len].fill(0xff);
        Runs { runs, full }
    }

    /// A seed in each of the `n` places from `from` on (`n` below the
    /// length, `from` at most the length: the length is place 0).
    #[inline(always)]
    pub fn run(&self, from: u32, n: u32) -> Lanes {
        *self.run_ref(from, n)
    }

    /// [`Runs::run`] in place, for a vector load.
    #[inline(always)]
    pub fn run_ref(&self, from: u32, n: u32) -> &Lanes {
        &self.runs[(from as usize & (LANES - 1)) * LANES + (n as usize & (LANES - 1))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_is_a_seed_in_each_of_the_places_it_covers_round_the_end() {
        for len in 1..=LANES {
            let r = Runs::of(len as u32);
            for from in 0..len {
                for n in 0..len {
                    let run = r.run(from as u32, n as u32);
                    for k in 0..LANES {
                        let covered = k < len && (k + len - from) % len < n;
                        assert_eq!(run.0[k], covered as u8, "len {len} from {from} n {n} lane {k}");
                    }
                }
            }
            for rounds in [0u8, 1, 2, 3, 7, 12] {
                let sown = r.full.and(Lanes::splat(rounds));
                assert!((0..LANES).all(|k| sown.0[k] == if k < len { rounds } else { 0 }), "len {len}: {rounds} rounds");
            }
        }
    }
}
