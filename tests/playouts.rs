//! Random playouts are lap-limited (issue 25 §2): a turn past the limit
//! leaves the game unfinished, its result unknown, instead of holding a
//! benchmark or a search for the 10⁹ laps an endless turn can take to prove
//! (RULES §2.1's hard case: 250 million). Every other game plays as before.

mod common;
use common::*;
use omweso::*;

const HARD: &str = "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1";

#[test]
fn a_playout_stops_a_turn_at_its_lap_limit_and_leaves_the_result_unknown() {
    let start = *game("omweso", &[], HARD, Side::North).position();
    let (mut unknown, mut finished) = (0, 0);
    for seed in 0..40 {
        let (mut limited, mut unlimited) = (start, start);
        let n = Playouts::with_lap_limit(1_000_000).play(&mut limited, &mut SplitMix::new(seed), 5_000);
        match limited.working() {
            Some(laps) => {
                assert_eq!(laps, 1_000_000, "seed {seed}: stopped at the limit");
                assert_eq!(limited.result(), None, "seed {seed}: unknown");
                unknown += 1;
            }
            None => {
                // Without the limit the same game, decision for decision (a
                // turn of the hard case's length is not played out here).
                let m = Playouts::with_lap_limit(u64::MAX).play(&mut unlimited, &mut SplitMix::new(seed), 5_000);
                assert_eq!((n, limited), (m, unlimited), "seed {seed}: the same game");
                finished += 1;
            }
        }
    }
    assert!(unknown >= 1 && finished >= 10, "{unknown} unknown, {finished} finished");
}

#[test]
fn the_default_limit_bounds_the_hard_case() {
    let mut pos = *game("omweso", &[], HARD, Side::North).position();
    let d = Decision::Sow { pit: Cell { row: 0, col: 4 }, dir: Dir::Ccw };
    assert!(pos.legal().as_slice().contains(&d));
    // A playout whose first decision is the hard turn: found by seed.
    let seed = (0..200).find(|&s| {
        let mut p = pos;
        Playouts::default().play(&mut p, &mut SplitMix::new(s), 1);
        p.working().is_some()
    });
    let seed = seed.expect("some seed plays the hard turn first");
    Playouts::default().play(&mut pos, &mut SplitMix::new(seed), 5_000);
    assert_eq!(pos.working(), Some(PLAYOUT_LAP_LIMIT));
}
