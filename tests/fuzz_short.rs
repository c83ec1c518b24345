//! A short run of the fuzz targets on the stable toolchain, inside `cargo
//! test`: a fixed seed, mutated saves and setups from real games, and random
//! decision sequences, each target for a fixed count (cut short after
//! `FUZZ_SECONDS`, 20 by default, should a slow machine need it). The same
//! targets run for long under cargo-fuzz: `./build.sh fuzz`.

mod fuzz_targets;

use omweso::*;
use std::time::{Duration, Instant};

struct Rng(SplitMix);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n.max(1) as u64) as usize
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.0.next_u64() as u8).collect()
    }
}

fn budget() -> Duration {
    Duration::from_secs(std::env::var("FUZZ_SECONDS").ok().and_then(|s| s.parse().ok()).unwrap_or(20))
}

/// Tokens a mutation splices in: the format's own words, numbers at and past
/// every limit, nesting, bad escapes and lone surrogates.
const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "null",
    "true",
    "-1",
    "0",
    "1.0",
    "1e999",
    "255",
    "256",
    "4294967295",
    "18446744073709551616",
    "9007199254740992",
    "-9223372036854775809",
    "\"\\ud800\"",
    "\"\\u0000\"",
    "\"kind\":\"pass\"",
    "\"kind\":\"sow\"",
    "\"pit\":[3,0]",
    "\"dir\":\"cw\"",
    "\"extra\":1",
    "\"version\":1.0",
    "\"decisions\":[",
    "\"redo\":[",
    "\"options\":{",
    "\"board\":[[",
    "\"matchScore\":[4294967295,0]",
    "\"turns\":[4294967295,0]",
    "\"seed\":9007199254740992",
    "\"uur\":[{\"pit\":[0,0],\"owner\":\"south\"}]",
    "\"ruleset\":\"omweso\"",
    "\"ruleset\":\"oware\"",
    "\"layout\":{\"south\":\"all-twos\",\"north\":[[1]]}",
    "\"__proto__\":{}",
    "\"toMove\":\"north\"",
    "\"stores\":[300,-1]",
    "\"aside\":[1,1]",
    "\"allowUnusualTotals\":true",
];

fn mutate(rng: &mut Rng, text: &str) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(bytes.len() + 1);
        match rng.below(7) {
            0 if !bytes.is_empty() => {
                let i = rng.below(bytes.len());
                bytes[i] ^= 1 << rng.below(8);
            }
            1 => {
                let end = (at + rng.below(16)).min(bytes.len());
                bytes.drain(at..end);
            }
            2 => {
                let token = TOKENS[rng.below(TOKENS.len())];
                bytes.splice(at..at, token.bytes());
            }
            3 => {
                let n = rng.below(200);
                let open = if rng.below(2) == 0 { "[" } else { "{\"a\":" };
                bytes.splice(at..at, open.repeat(n).into_bytes());
            }
            4 if !bytes.is_empty() => {
                // Duplicate a stretch (more decisions, repeated keys).
                let start = rng.below(bytes.len());
                let end = (start + rng.below(200)).min(bytes.len());
                let copy = bytes[start..end].to_vec();
                bytes.splice(at..at, copy);
            }
            5 => {
                let n = rng.below(8);
                let junk = rng.bytes(n);
                bytes.splice(at..at, junk);
            }
            _ => {
                // Replace a number with another.
                if let Some(i) = bytes.iter().skip(at).position(u8::is_ascii_digit) {
                    let i = at + i;
                    let token = ["0", "-1", "255", "65536", "4294967296", "1.5", "1e3"][rng.below(7)];
                    bytes.splice(i..i + 1, token.bytes());
                }
            }
        }
    }
    bytes
}

/// A mutation that keeps the text JSON: one value somewhere is replaced, a
/// field added or removed, or a list shortened, lengthened or reordered, so
/// that the loader's later checks (setups, decisions, redo) are reached.
fn mutate_json(rng: &mut Rng, text: &str) -> Vec<u8> {
    use serde_json::{json, Value};
    let mut value: Value = serde_json::from_str(text).unwrap();
    fn pick<'v>(rng: &mut Rng, v: &'v mut Value, depth: usize) -> &'v mut Value {
        let n = match v {
            Value::Array(items) => items.len(),
            Value::Object(map) => map.len(),
            _ => 0,
        };
        if n == 0 || rng.below(4) == 0 || depth > 6 {
            return v;
        }
        let i = rng.below(n);
        match v {
            Value::Array(items) => pick(rng, &mut items[i], depth + 1),
            Value::Object(map) => pick(rng, map.values_mut().nth(i).unwrap(), depth + 1),
            _ => unreachable!(),
        }
    }
    for _ in 0..1 + rng.below(3) {
        let node = pick(rng, &mut value, 0);
        let replacement = [
            json!(0),
            json!(-1),
            json!(1),
            json!(3),
            json!(255),
            json!(256),
            json!(4294967295u64),
            json!(9007199254740992u64),
            json!(1.5),
            json!(null),
            json!(true),
            json!("cw"),
            json!("ccw"),
            json!("south"),
            json!("north"),
            json!("pass"),
            json!("sow"),
            json!("timeout"),
            json!("direction"),
            json!("okwesera"),
            json!([3, 0]),
            json!([0, 0]),
            json!([]),
            json!({}),
            json!({"kind": "pass"}),
            json!({"kind": "sow", "pit": [2, 1]}),
            json!({"kind": "direction", "dir": "cw"}),
        ];
        match (rng.below(4), &mut *node) {
            (0, Value::Array(items)) if !items.is_empty() => {
                let i = rng.below(items.len());
                let j = rng.below(items.len());
                items.swap(i, j);
            }
            (1, Value::Array(items)) => {
                let keep = rng.below(items.len() + 1);
                items.truncate(keep);
            }
            (2, Value::Array(items)) if !items.is_empty() => {
                let i = rng.below(items.len());
                let copy = items[i].clone();
                items.insert(i, copy);
            }
            (3, Value::Object(map)) => {
                let key = ["extra", "pit", "dir", "kind", "options", "seed", "turns", "matchScore", "uur", "captured"][rng.below(10)];
                map.insert(key.into(), replacement[rng.below(replacement.len())].clone());
            }
            _ => *node = replacement[rng.below(replacement.len())].clone(),
        }
    }
    value.to_string().into_bytes()
}

/// Saves of real games: every ruleset, random options and decisions, some
/// with decisions undone (a redo list).
fn corpus(rng: &mut Rng, n: usize) -> Vec<String> {
    let mut saves = vec![];
    while saves.len() < n {
        let n = 64 + rng.below(600);
        let data = rng.bytes(n);
        let mut bytes = fuzz_targets::Bytes::new(&data);
        let variants: Vec<Variant> = Variant::all().collect();
        let variant = variants[bytes.below(variants.len())];
        let mut game = Game::new(&NewGame::standard(variant.id())).unwrap();
        for _ in 0..rng.below(60) {
            let legal = game.legal();
            if legal.is_empty() {
                break;
            }
            game.play(legal.as_slice()[rng.below(legal.len())], &mut NullSink).unwrap();
        }
        // Some end by a resignation or an agreed draw, which saves record too.
        let _ = match rng.below(6) {
            0 => game.resign(if rng.below(2) == 0 { Side::South } else { Side::North }, &mut NullSink),
            1 => game.agree_draw(&mut NullSink),
            _ => Ok(()),
        };
        if rng.below(3) == 0 {
            let _ = game.undo();
        }
        saves.push(game.to_json());
    }
    saves
}

fn run(name: &str, count: usize, mut input: impl FnMut(&mut Rng) -> Vec<u8>, target: fn(&[u8])) {
    let mut rng = Rng(SplitMix::new(0xF022));
    let (start, budget) = (Instant::now(), budget());
    let mut done = 0;
    while done < count && start.elapsed() < budget {
        let data = input(&mut rng);
        target(&data);
        done += 1;
    }
    eprintln!("fuzz {name}: {done} inputs in {:.1} s", start.elapsed().as_secs_f64());
    assert!(done >= count.min(1000), "only {done} inputs ran");
}

#[test]
fn fuzz_saves() {
    let saves = corpus(&mut Rng(SplitMix::new(1)), 200);
    let mut rng = Rng(SplitMix::new(3));
    let loaded = (0..2000).filter(|_| {
        let i = rng.below(saves.len());
        Game::from_json(&String::from_utf8_lossy(&mutate_json(&mut rng, &saves[i]))).is_ok()
    });
    eprintln!("fuzz saves: {} of 2000 structurally mutated saves load", loaded.count());
    run(
        "saves",
        250_000,
        |rng| {
            let i = rng.below(saves.len());
            if rng.below(2) == 0 {
                mutate(rng, &saves[i])
            } else {
                mutate_json(rng, &saves[i])
            }
        },
        fuzz_targets::save_text,
    );
}

#[test]
fn fuzz_setups() {
    let saves = corpus(&mut Rng(SplitMix::new(2)), 100);
    let mut texts: Vec<String> = saves.iter().map(|s| serde_json::from_str::<serde_json::Value>(s).unwrap()["setup"].to_string()).collect();
    texts.extend(
        [
            r#"{"ruleset":"omweso","layout":"all-twos","options":{"direction":"cw"},"first":"random","seed":5,"matchScore":[1,0]}"#,
            r#"{"ruleset":"omweso","layout":{"south":"all-twos","north":[[2,2,2,2,2,2,2,2],[2,2,2,2,2,2,2,2]]}}"#,
            r#"{"ruleset":"hus","options":{"size":"4x6"}}"#,
            r#"{"ruleset":"layli","board":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"uur":[{"pit":[0,0],"owner":"north"},{"pit":[1,0],"owner":"north"}]}"#,
        ]
        .map(String::from),
    );
    run(
        "setups",
        400_000,
        |rng| {
            let i = rng.below(texts.len());
            if rng.below(2) == 0 {
                mutate(rng, &texts[i])
            } else {
                mutate_json(rng, &texts[i])
            }
        },
        fuzz_targets::setup_text,
    );
}

#[test]
fn fuzz_decisions() {
    run(
        "decisions",
        2_000,
        |rng| {
            let n = rng.below(1500);
            rng.bytes(n)
        },
        fuzz_targets::decisions,
    );
}

#[test]
fn fuzz_limits() {
    // The limits themselves: deep, huge and long saves are refused by name.
    let deep = format!("{{\"format\":\"omweso-game\",\"version\":1,\"x\":{}{}}}", "[".repeat(10_000), "]".repeat(10_000));
    assert!(matches!(Game::from_json(&deep), Err(LoadError::TooDeep { .. })));
    let huge = format!("{{\"format\":\"omweso-game\",\"version\":1,\"x\":\"{}\"}}", "a".repeat(MAX_SAVE_BYTES));
    assert!(matches!(Game::from_json(&huge), Err(LoadError::TooLarge { .. })));
    let game = Game::new(&NewGame::standard("oware")).unwrap();
    let mut saved = game.saved();
    saved.redo = vec![DecisionInput::Pass; MAX_SAVED_DECISIONS + 1];
    let text = serde_json::to_string(&saved).unwrap();
    assert!(matches!(Game::from_json(&text), Err(LoadError::TooManyDecisions { .. })));
    for extra in [r#"{"kind":"pass","pit":[9,9],"dir":"cw"}"#, r#"{"extra":1,"kind":"timeout"}"#, r#"{"kind":"okwesera","pit":[2,0],"dir":"cw"}"#] {
        assert!(serde_json::from_str::<DecisionInput>(extra).is_err(), "{extra} is refused");
    }
    let v10 = game.to_json().replace("\"version\":1", "\"version\":1.0");
    assert!(matches!(Game::from_json(&v10), Err(LoadError::UnsupportedVersion { .. })));
    for (field, json) in [("matchScore", r#"{"ruleset":"omweso","matchScore":[4294967295,0]}"#), ("seed", r#"{"ruleset":"omweso","seed":9007199254740992}"#)] {
        let spec: NewGame = serde_json::from_str(json).unwrap();
        let e = Game::new(&spec).unwrap_err();
        assert_eq!(e.code(), "out_of_range", "{field}");
    }
}

/// Replay one input of a long run: `FUZZ_TARGET=decisions FUZZ_INPUT=fuzz/artifacts/… cargo test --test fuzz_short -- --ignored replay`.
#[test]
#[ignore]
fn replay() {
    let (Ok(target), Ok(input)) = (std::env::var("FUZZ_TARGET"), std::env::var("FUZZ_INPUT")) else { return };
    let data = std::fs::read(input).unwrap();
    let start = Instant::now();
    match target.as_str() {
        "save" => fuzz_targets::save_text(&data),
        "setup" => fuzz_targets::setup_text(&data),
        _ => fuzz_targets::decisions(&data),
    }
    eprintln!("{target}: {:.2} s", start.elapsed().as_secs_f64());
}
