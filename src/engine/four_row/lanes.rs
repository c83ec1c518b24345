//! A circuit of up to 32 pits as 32 byte lanes, one pit a lane in sowing
//! order (issue 25): a relay lap's sowing is one addition of a precomputed
//! run of seeds, the clearing of the pit it relays from one `and`, and the
//! cycle finder's comparison one compare. Plain loops over fixed-size arrays,
//! which LLVM turns into vector instructions (SSE2 natively; wasm `simd128`,
//! enabled in .cargo/config.toml): no target-specific code, so no fallback.

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
        let mut full = Lanes::ZERO;
        full.0[..len].fill(0xff);
        Runs { runs, full }
    }

    /// A seed in each of the `n` places from `from` on (both below the length).
    #[inline(always)]
    pub fn run(&self, from: u32, n: u32) -> Lanes {
        self.runs[(from as usize & (LANES - 1)) * LANES + (n as usize & (LANES - 1))]
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
