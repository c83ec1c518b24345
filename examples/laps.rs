//! The lap loop's speed (issue 25): nanoseconds a relay lap on 16- and
//! 20-pit circuits, beside a plain scalar loop run in the same process as a
//! yardstick, then the Aweet turn of 2.07 × 10⁹ laps from an ordinary game
//! played to its end in slices, and RULES §2.1's hard case proved.
//!
//! `cargo run --release --example laps [-- --quick] [--json FILE]`
//! (`--quick` leaves out the two long turns.)

use omweso::*;
use std::time::Instant;

#[path = "shared/scalar.rs"]
mod scalar;
use scalar::scalar_ns_per_lap;

/// Laps timed for each ns/lap figure, in one slice (no cycle is found so soon).
const LAPS: u64 = 50_000_000;
/// The slice the page plays a long turn in.
const SLICE: u64 = 50_000_000;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let json = args.iter().position(|a| a == "--json").and_then(|i| args.get(i + 1));
    let orbit16 = ns_per_lap(hard_endless_case(), hard_decision());
    let (aweet, last) = aweet_long_turn();
    let lap20 = ns_per_lap(aweet, last);
    let scalar16 = scalar_ns_per_lap(16, LAPS);
    let scalar20 = scalar_ns_per_lap(20, LAPS);
    println!("relay laps, ns a lap ({LAPS} laps each):");
    println!("  16 pits (Omweso, RULES §2.1's hard case): {orbit16:6.2}   plain scalar loop: {scalar16:6.2}");
    println!("  20 pits (Aweet, the turn of issue 25):    {lap20:6.2}   plain scalar loop: {scalar20:6.2}");
    let mut out = serde_json::json!({
        "ns_per_lap_16": orbit16, "ns_per_lap_20": lap20, "scalar_ns_per_lap_16": scalar16, "scalar_ns_per_lap_20": scalar20,
    });
    if !quick {
        let (mut g, last) = aweet_long_turn();
        let t0 = Instant::now();
        let mut progress = g.play_for(last, &mut NullSink, SLICE).expect("legal");
        while let Progress::Working { .. } = progress {
            progress = g.advance(&mut NullSink, SLICE);
        }
        let aweet_s = t0.elapsed().as_secs_f64();
        let over = g.position().result().map(|r| format!("{:?}", r.reason)).unwrap_or_else(|| "not over".into());
        println!("the Aweet turn to its end in slices of {SLICE} laps: {aweet_s:.2} s ({over})");
        let t0 = Instant::now();
        let endless = hard_endless_case().position().is_endless(hard_decision()).expect("legal");
        let hard_s = t0.elapsed().as_secs_f64();
        println!("RULES §2.1's hard case proved: endless={endless} in {hard_s:.2} s");
        out["aweet_turn_s"] = aweet_s.into();
        out["hard_case_s"] = hard_s.into();
    }
    if let Some(path) = json {
        std::fs::write(path, serde_json::to_string_pretty(&out).expect("JSON")).expect("write the JSON file");
    }
}

/// Nanoseconds a lap of a long relay turn played in one slice of `LAPS` laps.
fn ns_per_lap(mut g: Game, d: Decision) -> f64 {
    let t0 = Instant::now();
    let progress = g.play_for(d, &mut NullSink, LAPS).expect("legal");
    assert_eq!(progress, Progress::Working { laps: LAPS }, "the turn is still going after {LAPS} laps");
    t0.elapsed().as_secs_f64() * 1e9 / LAPS as f64
}

fn hard_decision() -> Decision {
    Decision::Sow { pit: Cell { row: 0, col: 4 }, dir: Dir::Ccw }
}

/// RULES §2.1's known hard case.
fn hard_endless_case() -> Game {
    let board = "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1";
    let board = board.split('/').map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect()).collect();
    let mut setup = Setup::new("omweso", board);
    setup.to_move = Some(Side::North);
    setup.allow_unusual_totals = true;
    Game::from_setup(setup).expect("valid setup")
}

/// An ordinary game of Aweet whose next turn sows 2.07 billion laps before it
/// proves endless, and that turn's last decision.
fn aweet_long_turn() -> (Game, Decision) {
    const MOVES: &str = "34ccw 07ccw 32ccw 05ccw 30ccw 02ccw 26ccw 03ccw 31ccw 18ccw dir:cw 37ccw 06ccw 33ccw 12ccw 34ccw 17ccw 32ccw 10ccw 23ccw 18cw dir:cw";
    let spec = NewGame { first: Some("south".into()), ..NewGame::standard("aweet") };
    let mut g = Game::new(&spec).expect("aweet");
    let decision = |m: &str| match m.strip_prefix("dir:") {
        Some(d) => Decision::Direction { dir: if d == "cw" { Dir::Cw } else { Dir::Ccw } },
        None => {
            let b = m.as_bytes();
            Decision::Sow { pit: Cell { row: b[0] - b'0', col: b[1] - b'0' }, dir: if m.ends_with("ccw") { Dir::Ccw } else { Dir::Cw } }
        }
    };
    let moves: Vec<Decision> = MOVES.split_whitespace().map(decision).collect();
    let (last, before) = moves.split_last().expect("moves");
    for &d in before {
        g.play(d, &mut NullSink).expect("a legal decision of the recorded game");
    }
    (g, *last)
}
