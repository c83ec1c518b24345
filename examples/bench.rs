//! `./build.sh bench`: random playouts per second for every ruleset (native,
//! release build), and the time to prove RULES §2.1's hard endless turn.

use omweso::engine::rng::SplitMix;
use omweso::playout::random_playout;
use omweso::*;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let secs: f64 = args.iter().position(|a| a == "--seconds").and_then(|i| args.get(i + 1)).and_then(|s| s.parse().ok()).unwrap_or(1.0);
    println!("native random playouts (release build, {secs} s per ruleset)");
    println!("{:<20} {:>12} {:>14} {:>12}", "ruleset", "playouts/s", "decisions/s", "avg length");
    for v in Variant::ALL {
        let spec = NewGame { ruleset: v.id().into(), layout: None, options: Default::default(), first: None, seed: None, match_score: [0, 0] };
        let start = *Game::new(&spec).expect("default game").position();
        let mut rng = SplitMix::new(42);
        let mut seen = Vec::with_capacity(256);
        let (mut games, mut decisions) = (0u64, 0u64);
        let t0 = Instant::now();
        while t0.elapsed() < Duration::from_secs_f64(secs) {
            let mut pos = start;
            decisions += random_playout(&mut pos, &mut rng, 5_000, &mut seen) as u64;
            games += 1;
        }
        let el = t0.elapsed().as_secs_f64();
        println!("{:<20} {:>12.0} {:>14.0} {:>12.1}", v.id(), games as f64 / el, decisions as f64 / el, decisions as f64 / games as f64);
    }
    if !args.iter().any(|a| a == "--no-endless") {
        let g = hard_endless_case();
        let d = Decision::Sow { pit: Cell { row: 0, col: 4 }, dir: Some(Dir::Ccw) };
        let t0 = Instant::now();
        let endless = g.position().is_endless(d).expect("legal");
        println!("hard endless turn (RULES §2.1): endless={endless}, found in {:.2} s", t0.elapsed().as_secs_f64());
    }
}

/// RULES §2.1's known hard case.
pub fn hard_endless_case() -> Game {
    let board = "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1";
    let board = board.split('/').map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect()).collect();
    let setup = Setup {
        ruleset: "omweso".into(),
        options: Default::default(),
        board,
        to_move: Some(Side::North),
        stores: [0, 0],
        aside: [0, 0],
        uur: vec![],
        match_score: [0, 0],
        captured: [false; 2],
        turns: [0; 2],
        allow_unusual_totals: true,
        seed: None,
    };
    Game::from_setup(setup).expect("valid setup")
}
