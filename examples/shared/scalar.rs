//! The yardstick of the lap loop's figures (examples/laps.rs, examples/bench.rs):
//! a plain scalar loop sowing relay laps one seed at a time, timed in the same
//! run as the engine, so a loaded machine slows both alike.

use omweso::SplitMix;
use std::time::Instant;

/// The yardstick: relay laps on a circuit of `len` pits, one seed at a time,
/// as a plain loop would sow them (a lap that ends in an empty pit starts
/// again from a fresh board). No cycle finder, no captures: only the sowing.
pub fn scalar_ns_per_lap(len: usize, laps: u64) -> f64 {
    let mut rng = SplitMix::new(7);
    let fresh = |rng: &mut SplitMix| -> Vec<u8> { (0..len).map(|_| 1 + rng.below(4) as u8).collect() };
    let mut pits = fresh(&mut rng);
    let (mut at, mut hand) = (0usize, 0u32);
    let t0 = Instant::now();
    for _ in 0..laps {
        if hand == 0 {
            pits = fresh(&mut rng);
            at = rng.below(len);
            hand = std::mem::take(&mut pits[at]) as u32;
        }
        for _ in 0..hand {
            at = if at + 1 == len { 0 } else { at + 1 };
            pits[at] += 1;
        }
        hand = if pits[at] > 1 { std::mem::take(&mut pits[at]) as u32 } else { 0 };
    }
    std::hint::black_box(&pits);
    t0.elapsed().as_secs_f64() * 1e9 / laps as f64
}
