//! `./build.sh bench`: random playouts per second for every ruleset (native,
//! release build), and the time to prove RULES §2.1's hard endless turn.
//!
//! Every ruleset plays the same fixed set of games (seed 1), exactly as the
//! wasm bench does, so the two columns compare. Random games of the Omweso
//! family now and then contain an endless turn whose period runs to millions of
//! laps; detecting it exactly is part of the cost, and the "endless" column
//! says how many games it touched.

use omweso::engine::rng::SplitMix;
use omweso::playout::Playouts;
use omweso::*;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u32 = args.iter().position(|a| a == "--games").and_then(|i| args.get(i + 1)).and_then(|s| s.parse().ok()).unwrap_or(300);
    println!("native random playouts (release build, {games} games per ruleset, seed 1)");
    println!("{:<20}{:>12}{:>14}{:>12}{:>9}", "ruleset", "playouts/s", "decisions/s", "avg length", "endless");
    for v in Variant::all() {
        let start = *Game::new(&NewGame::standard(v.id())).expect("default game").position();
        let mut rng = SplitMix::new(1);
        let mut playouts = Playouts::default();
        let (mut decisions, mut endless) = (0u64, 0u32);
        let t0 = Instant::now();
        for _ in 0..games {
            let mut pos = start;
            decisions += playouts.play(&mut pos, &mut rng, 5_000) as u64;
            endless += u32::from(pos.result().is_some_and(|r| r.reason == EndReason::Endless));
        }
        let el = t0.elapsed().as_secs_f64();
        println!("{:<20}{:>12.0}{:>14.0}{:>12.1}{:>9}", v.id(), games as f64 / el, decisions as f64 / el, decisions as f64 / games as f64, endless);
    }
    if !args.iter().any(|a| a == "--no-endless") {
        let g = hard_endless_case();
        let d = Decision::Sow { pit: Cell { row: 0, col: 4 }, dir: Dir::Ccw };
        let t0 = Instant::now();
        let endless = g.position().is_endless(d).expect("legal");
        println!("hard endless turn (RULES §2.1, period 115,702,064 laps): endless={endless}, proved in {:.2} s", t0.elapsed().as_secs_f64());
    }
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
