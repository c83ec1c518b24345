//! `./build.sh bench ladder`: the computer opponent's levels played against
//! each other, and against a plain UCT baseline.
//!
//! ```text
//! cargo run --release --example ladder -- match omweso expert:nodes=8000 strong:nodes=2000 200
//! cargo run --release --example ladder -- ladder [--json FILE]     every adjacent pair of levels
//! cargo run --release --example ladder -- baseline [--json FILE]   Expert at 0.5 s against UCT
//! cargo run --release --example ladder -- speed [--json FILE]      the search's nodes per second
//! ```
//! The ladder's budgets are node counts in the ratio of the levels' own
//! time budgets (Strong 1 : Expert 4), so it gives the same games on any
//! machine, however busy.
//! A player is `level[:ms=N][:nodes=N][:search=mcts|alpha-beta]` or `uct:SIMULATIONS`.
//! Each pair of games starts from the same two random opening decisions with
//! the sides swapped; draws count half. Two games run at once (these machines
//! have two cores).

use omweso::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// Decisions a game may last before it is adjudicated: at the end of the
/// round then (Layli Goobalay), by the seeds each player holds; a lead of
/// under two seeds is a draw.
const MAX_DECISIONS: usize = 1000;

#[derive(Clone, Copy, Debug)]
enum Player {
    Level { level: Level, ms: Option<f64>, nodes: Option<u64>, mcts: Option<bool> },
    Uct(u64),
}

impl Player {
    fn parse(s: &str) -> Player {
        let mut parts = s.split(':');
        let head = parts.next().unwrap();
        if head == "uct" {
            return Player::Uct(parts.next().and_then(|n| n.parse().ok()).unwrap_or(10_000));
        }
        let level = Level::ALL.into_iter().find(|l| l.id() == head).unwrap_or_else(|| panic!("unknown player {head}"));
        let (mut ms, mut nodes, mut mcts) = (None, None, None);
        for p in parts {
            let (k, v) = p.split_once('=').expect("key=value");
            match k {
                "ms" => ms = Some(v.parse().unwrap()),
                "nodes" => nodes = Some(v.parse().unwrap()),
                "search" => mcts = Some(v == "mcts"),
                _ => panic!("unknown key {k}"),
            }
        }
        Player::Level { level, ms, nodes, mcts }
    }

    fn decide(&self, game: &Game, seed: u64, clock: &SystemClock) -> Suggestion {
        match *self {
            Player::Uct(n) => uct_baseline(game, n, seed, clock).unwrap(),
            Player::Level { level, ms, nodes, mcts } => {
                let req = SearchRequest { level, budget_ms: ms.or(if nodes.is_some() { Some(1e9) } else { None }), nodes, seed };
                let plan = match mcts {
                    Some(true) => Plan::Mcts,
                    Some(false) | None => level.plan(game.position().family()),
                };
                game.suggest_plan(plan, &req, clock).unwrap()
            }
        }
    }

    fn budget_ms(&self) -> Option<f64> {
        match *self {
            Player::Level { ms, .. } => ms,
            Player::Uct(_) => None,
        }
    }
}

/// What a match found.
#[derive(Default)]
struct Tally {
    wins: f64,
    games: usize,
    draws: usize,
    /// Milliseconds per decision of player A, and the nodes it searched.
    times_a: Vec<f64>,
    nodes_a: u64,
    ms_a: f64,
    /// Each game's score for A, by index (a pair is games 2k and 2k + 1).
    scores: Vec<(usize, f64)>,
    /// How the games ended (a rule, or "long" past the decision limit).
    ends: std::collections::BTreeMap<String, usize>,
}

fn play_game(ruleset: &str, a: Player, b: Player, index: usize, clock: &SystemClock, tally: &Mutex<Tally>) {
    let mut game = opening(ruleset, index / 2, clock);
    let a_side = if index.is_multiple_of(2) { game.position().to_move() } else { game.position().to_move().other() };
    let mut times = vec![];
    let (mut nodes, mut ms) = (0u64, 0f64);
    let mut n = 0;
    while !game.position().is_over() && n < MAX_DECISIONS {
        let mover = game.position().to_move();
        let who = if mover == a_side { a } else { b };
        let s = who.decide(&game, index as u64 * 7919 + n as u64, clock);
        if let Some(b) = who.budget_ms() {
            if s.elapsed_ms > b * 1.1 && std::env::var("LADDER_SLOW").is_ok() {
                eprintln!("slow {:.1} ms: {}", s.elapsed_ms, game.to_json());
            }
        }
        if mover == a_side {
            times.push(s.elapsed_ms);
            nodes += s.nodes;
            ms += s.elapsed_ms;
        }
        game.play(s.decision, &mut NullSink).expect("the search suggests a legal decision");
        n += 1;
    }
    let round = game.position().round();
    while !game.position().is_over() && game.position().round() == round && n < MAX_DECISIONS + 300 {
        let s = a.decide(&game, n as u64, clock);
        game.play(s.decision, &mut NullSink).unwrap();
        n += 1;
    }
    let pos = game.position();
    let (score, end) = match pos.result() {
        Some(o) => (o.winner.map_or(0.5, |w| if w == a_side { 1.0 } else { 0.0 }), format!("{:?}", o.reason).to_lowercase()),
        None => {
            let lead = Eval::Material.of(pos) * if pos.to_move() == a_side { 1 } else { -1 };
            (
                if lead >= 200 {
                    1.0
                } else if lead <= -200 {
                    0.0
                } else {
                    0.5
                },
                "adjudicated".to_string(),
            )
        }
    };
    let mut t = tally.lock().unwrap();
    *t.ends.entry(end).or_default() += 1;
    t.scores.push((index, score));
    t.wins += score;
    t.games += 1;
    t.draws += (score == 0.5) as usize;
    t.times_a.extend(times);
    t.nodes_a += nodes;
    t.ms_a += ms;
}

/// A pair's shared opening: two random decisions, drawn again until the
/// position is about even (a deep Expert search values it within
/// [`EVEN`] hundredths of a seed). Unbalanced openings decide games by the
/// side each player was given, not by how they play: from Omweso's start,
/// two random decisions left 8 pairs in 10 won once by each side.
fn opening(ruleset: &str, pair: usize, clock: &SystemClock) -> Game {
    for attempt in 0.. {
        let mut game = Game::new(&NewGame::standard(ruleset)).unwrap();
        let mut rng = SplitMix::new(1000 + pair as u64 * 1009 + attempt);
        for _ in 0..2 {
            let legal = game.legal();
            if legal.is_empty() {
                break;
            }
            game.play(legal.as_slice()[rng.below(legal.len())], &mut NullSink).unwrap();
        }
        if game.position().is_over() {
            continue;
        }
        let req = SearchRequest { level: Level::Expert, budget_ms: Some(1e9), nodes: Some(20_000), seed: 0 };
        if game.suggest(&req, clock).unwrap().score.abs() <= EVEN || attempt >= 50 {
            return game;
        }
    }
    unreachable!()
}

/// How even an opening must be, in hundredths of a seed.
const EVEN: i32 = 200;

fn play_match(ruleset: &str, a: Player, b: Player, games: usize) -> Tally {
    let tally = Mutex::new(Tally::default());
    let next = AtomicUsize::new(0);
    let clock = SystemClock::default();
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games {
                    break;
                }
                play_game(ruleset, a, b, i, &clock, &tally);
            });
        }
    });
    tally.into_inner().unwrap()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn report(ruleset: &str, a: &str, b: &str, ap: Player, t: &mut Tally) -> serde_json::Value {
    t.times_a.sort_by(|x, y| x.partial_cmp(y).unwrap());
    let rate = t.wins / t.games as f64;
    let (p50, p99, max) = (percentile(&t.times_a, 0.5), percentile(&t.times_a, 0.99), t.times_a.last().copied().unwrap_or(0.0));
    let speed = if t.ms_a > 0.0 { t.nodes_a as f64 / t.ms_a * 1000.0 } else { 0.0 };
    // Pairs whose two games the same side won: the opening, not the players, decided them.
    t.scores.sort_by_key(|s| s.0);
    let split = t.scores.chunks(2).filter(|p| p.len() == 2 && p[0].1 + p[1].1 == 1.0 && p[0].1 != 0.5).count();
    let over = ap.budget_ms().map(|b| format!("  overrun max {:+.1}%", (max / b - 1.0) * 100.0)).unwrap_or_default();
    println!(
        "{ruleset:<16}{a:<28} vs {b:<28}{:>5} games  {:>5.1}%  ({} draws)  A: {:.0} nodes/s, ms p50 {p50:.1} p99 {p99:.1} max {max:.1}{over}  ends {:?}  pairs won by one side {split}",
        t.games,
        rate * 100.0,
        t.draws,
        speed,
        t.ends
    );
    serde_json::json!({"ruleset": ruleset, "a": a, "b": b, "games": t.games, "score": rate, "draws": t.draws,
        "nodes_per_s": speed, "ms_p50": p50, "ms_p99": p99, "ms_max": max, "budget_ms": ap.budget_ms(), "ends": t.ends, "pairs_won_by_one_side": split})
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let json = args.iter().position(|a| a == "--json").map(|i| args[i + 1].clone());
    let mut results = vec![];
    let mut run = |ruleset: &str, a: &str, b: &str, games: usize| {
        let (ap, bp) = (Player::parse(a), Player::parse(b));
        let mut t = play_match(ruleset, ap, bp, games);
        results.push(report(ruleset, a, b, ap, &mut t));
    };
    let env = |name: &str, default: usize| std::env::var(name).ok().and_then(|n| n.parse().ok()).unwrap_or(default);
    match args.first().map(String::as_str) {
        Some("match") => run(&args[1], &args[2], &args[3], args.get(4).and_then(|n| n.parse().ok()).unwrap_or(100)),
        Some("ladder") => {
            let games = env("LADDER_GAMES", 200);
            for ruleset in ["omweso", "igisoro", "oware", "layli-goobalay"] {
                run(ruleset, "casual:nodes=2000", "beginner:nodes=2000", games);
                run(ruleset, "strong:nodes=2000", "casual:nodes=2000", games);
                run(ruleset, "expert:nodes=8000", "strong:nodes=2000", games);
                // The top level against the next at equal budgets, and against itself with 4× more.
                run(ruleset, "expert:nodes=8000", "strong:nodes=8000", games / 2);
                run(ruleset, "expert:nodes=32000", "expert:nodes=8000", games / 2);
            }
        }
        Some("baseline") => {
            let games = env("BASELINE_GAMES", 16);
            for ruleset in ["oware", "omweso"] {
                run(ruleset, "expert:ms=500", "uct:10000", games);
            }
        }
        Some("speed") => results.extend(speed()),
        _ => panic!("usage: ladder match|ladder|baseline|speed"),
    }
    if let Some(path) = json {
        std::fs::create_dir_all(std::path::Path::new(&path).parent().unwrap()).ok();
        std::fs::write(&path, serde_json::to_string_pretty(&results).unwrap()).unwrap();
    }
}

/// Nodes per second of the Expert's search, one thread, 1 s from each of
/// five positions per ruleset: the start, and after 10, 20, 30, 40 decisions
/// picked by a rule the wasm bench repeats (tests/bench/search-bench.mjs).
fn speed() -> Vec<serde_json::Value> {
    let clock = SystemClock::default();
    println!("{:<20}{:>14}{:>14}{:>10}", "ruleset", "nodes/s", "worst pos/s", "depth");
    let mut out = vec![];
    for ruleset in ["omweso", "igisoro", "kombe", "oware", "layli-goobalay"] {
        let (mut nodes, mut ms, mut worst, mut depth) = (0u64, 0f64, f64::MAX, 0u32);
        for k in 0..5 {
            let mut game = Game::new(&NewGame::standard(ruleset)).unwrap();
            for n in 0..k * 10 {
                let legal = game.legal();
                if legal.is_empty() {
                    break;
                }
                game.play(legal.as_slice()[(n * 7 + k) as usize % legal.len()], &mut NullSink).unwrap();
            }
            if game.legal().len() < 2 {
                continue;
            }
            let s = game.suggest(&SearchRequest { level: Level::Expert, budget_ms: Some(1000.0), nodes: None, seed: 1 }, &clock).unwrap();
            nodes += s.nodes;
            ms += s.elapsed_ms;
            worst = worst.min(s.nodes as f64 / s.elapsed_ms * 1000.0);
            depth = depth.max(s.depth);
        }
        let rate = nodes as f64 / ms * 1000.0;
        println!("{ruleset:<20}{rate:>14.0}{worst:>14.0}{depth:>10}");
        out.push(serde_json::json!({"ruleset": ruleset, "nodes_per_s": rate, "worst_nodes_per_s": worst, "max_depth": depth}));
    }
    out
}
