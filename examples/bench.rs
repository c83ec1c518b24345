//! `./build.sh bench`: random playouts per second for every ruleset (native,
//! release build), the median and worst single game, the worst single
//! `legal()` call, and the time to prove RULES §2.1's hard endless turn.
//!
//! Every ruleset plays the same fixed set of games (seed 1), exactly as the
//! wasm bench does, so the two columns compare. Random games of the Omweso
//! family now and then contain an endless turn whose period runs to millions of
//! laps; detecting it exactly is part of the cost, and the "endless" column
//! says how many games it touched.
//!
//! `--json FILE` also writes the figures as JSON, for build.sh's summary.

use omweso::Playouts;
use omweso::SplitMix;
use omweso::*;
use std::time::{Duration, Instant};

#[path = "shared/scalar.rs"]
mod scalar;

/// The decision cap of one random game, as in the wasm bench.
const MAX_DECISIONS: usize = 5_000;
/// The worst game and the worst `legal()` are the worst of this many
/// candidates, each timed again `RETIME` times and its fastest run kept.
const RETIME_TOP: usize = 8;
const RETIME: usize = 3;

/// The fastest of `RETIME` runs of `f`.
fn best_of<T>(mut f: impl FnMut() -> T) -> Duration {
    (0..RETIME)
        .map(|_| {
            let t0 = Instant::now();
            std::hint::black_box(f());
            t0.elapsed()
        })
        .min()
        .expect("RETIME > 0")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1));
    let games: u32 = arg("--games").and_then(|s| s.parse().ok()).unwrap_or(300);
    println!("native random playouts (release build, {games} games per ruleset, seed 1)");
    println!("{:<20}{:>12}{:>14}{:>12}{:>9}{:>12}{:>12}{:>13}", "ruleset", "playouts/s", "decisions/s", "avg length", "endless", "median ms", "worst ms", "legal() ms");
    let mut rows = Vec::new();
    for v in Variant::all() {
        let start = *Game::new(&NewGame::standard(v.id())).expect("default game").position();
        let mut rng = SplitMix::new(1);
        let mut playouts = Playouts::default();
        let (mut decisions, mut endless, mut unknown) = (0u64, 0u32, 0u32);
        // Each game's time, and the rng as it stood before it, to replay it.
        let mut times = Vec::with_capacity(games as usize);
        let t0 = Instant::now();
        for _ in 0..games {
            let mut pos = start;
            let before = rng.clone();
            let g0 = Instant::now();
            decisions += playouts.play(&mut pos, &mut rng, MAX_DECISIONS) as u64;
            times.push((g0.elapsed(), before));
            endless += u32::from(pos.result().is_some_and(|r| r.reason == EndReason::Endless));
            // A turn past the playouts' lap limit: the game's result is unknown.
            unknown += u32::from(pos.working().is_some());
        }
        let el = t0.elapsed().as_secs_f64();
        times.sort_unstable_by_key(|t| t.0);
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let median = ms(times[times.len() / 2].0);
        // The slowest few games, each replayed and its best of RETIME runs kept:
        // one preemption of this shared core would otherwise read as the worst game.
        let worst = times.iter().rev().take(RETIME_TOP).map(|(_, r)| best_of(|| playouts.play(&mut { start }, &mut r.clone(), MAX_DECISIONS))).max();
        let worst = ms(worst.expect("at least one game"));
        let legal = ms(worst_legal(start, games));
        let (playouts, per_s) = (games as f64 / el, decisions as f64 / el);
        println!("{:<20}{:>12.0}{:>14.0}{:>12.1}{:>9}{:>12.3}{:>12.3}{:>13.4}", v.id(), playouts, per_s, decisions as f64 / games as f64, endless, median, worst, legal);
        if unknown > 0 {
            println!("  {unknown} of its games left unknown: a turn past the playouts' {PLAYOUT_LAP_LIMIT} laps");
        }
        rows.push(serde_json::json!({
            "ruleset": v.id(), "playouts_per_s": playouts, "decisions_per_s": per_s, "endless": endless, "unknown": unknown,
            "median_game_ms": median, "worst_game_ms": worst, "worst_legal_ms": legal,
        }));
    }
    let mut hard = serde_json::Value::Null;
    if !args.iter().any(|a| a == "--no-endless") {
        let g = hard_endless_case();
        let d = Decision::Sow { pit: Cell { row: 0, col: 4 }, dir: Dir::Ccw };
        let t0 = Instant::now();
        let endless = g.position().is_endless(d).expect("legal");
        let s = t0.elapsed().as_secs_f64();
        println!("hard endless turn (RULES §2.1, period 115,702,064 laps): endless={endless}, proved in {s:.2} s");
        hard = serde_json::json!({ "endless": endless, "seconds": s });
    }
    let laps = lap_loop();
    if let Some(path) = arg("--json") {
        let out = serde_json::json!({ "games": games, "rulesets": rows, "hard_endless": hard, "lap_loop": laps });
        if let Some(dir) = std::path::Path::new(path).parent() {
            std::fs::create_dir_all(dir).expect("create the JSON file's folder");
        }
        std::fs::write(path, serde_json::to_string_pretty(&out).expect("JSON")).expect("write the JSON file");
    }
}

/// The slowest single `legal()` call over the same kind of random games (one
/// SplitMix seeded 1 across `games` games, each capped at `MAX_DECISIONS`).
/// Its own loop, so each call can be timed; it skips Oware's repetition rule,
/// which only the throughput loop (`Playouts::play`) needs.
/// The slowest calls' positions are timed again (see `RETIME`).
fn worst_legal(start: Position, games: u32) -> Duration {
    let mut rng = SplitMix::new(1);
    let mut slowest: Vec<(Duration, Position)> = Vec::with_capacity(RETIME_TOP + 1);
    for _ in 0..games {
        let mut pos = start;
        for _ in 0..MAX_DECISIONS {
            if pos.is_over() {
                break;
            }
            let t0 = Instant::now();
            let legal = pos.legal();
            let t = t0.elapsed();
            if slowest.len() < RETIME_TOP || t > slowest[RETIME_TOP - 1].0 {
                let at = slowest.partition_point(|s| s.0 >= t);
                slowest.insert(at, (t, pos));
                slowest.truncate(RETIME_TOP);
            }
            let d = legal.as_slice()[rng.below(legal.len())];
            pos.play_unchecked(d, &mut NullSink, Mode::Play);
        }
    }
    slowest.iter().map(|(_, p)| best_of(|| p.legal())).max().unwrap_or_default()
}

/// Nanoseconds a lap of a long relay turn, played in one slice of `LAPS`
/// laps (no cycle yet), on the vector lap loop (orbit.rs): Omweso's 16-pit
/// circuits (RULES §2.1's hard case) and Aweet's 20-pit ones (a turn of 2.07
/// billion laps from an ordinary game), each beside a plain scalar loop.
fn lap_loop() -> serde_json::Value {
    const LAPS: u64 = 50_000_000;
    let time = |mut g: Game, d: Decision| {
        let t0 = Instant::now();
        let progress = g.play_for(d, &mut NullSink, LAPS).expect("legal");
        assert_eq!(progress, Progress::Working { laps: LAPS }, "the turn is still going after {LAPS} laps");
        t0.elapsed().as_secs_f64() * 1e9 / LAPS as f64
    };
    let ns16 = time(hard_endless_case(), Decision::Sow { pit: Cell { row: 0, col: 4 }, dir: Dir::Ccw });
    let (aweet, last) = aweet_long_turn();
    let ns20 = time(aweet, last);
    let (scalar16, scalar20) = (scalar::scalar_ns_per_lap(16, LAPS), scalar::scalar_ns_per_lap(20, LAPS));
    println!("lap loop, ns a lap ({LAPS} laps each): {ns16:.1} on 16 pits (Omweso), {ns20:.1} on 20 pits (Aweet); a plain scalar loop: {scalar16:.1} and {scalar20:.1}");
    serde_json::json!({ "ns_per_lap_16": ns16, "ns_per_lap_20": ns20, "scalar_ns_per_lap_16": scalar16, "scalar_ns_per_lap_20": scalar20 })
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

/// RULES §2.1's known hard case.
fn hard_endless_case() -> Game {
    let board = "1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1";
    let board = board.split('/').map(|r| r.split_whitespace().map(|n| n.parse().unwrap()).collect()).collect();
    let mut setup = Setup::new("omweso", board);
    setup.to_move = Some(Side::North);
    setup.allow_unusual_totals = true;
    Game::from_setup(setup).expect("valid setup")
}
