//! The fuzz targets, shared by the stable-toolchain short run
//! (`tests/fuzz_short.rs`, inside `cargo test`) and cargo-fuzz's long runs
//! (`fuzz/`, `./build.sh fuzz`). Each takes arbitrary bytes, must never panic,
//! and checks the engine's invariants on whatever the bytes make.
#![allow(dead_code)]

use omweso::*;

/// Choices read off the fuzzer's bytes (zeros once they run out).
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data, at: 0 }
    }
    pub fn done(&self) -> bool {
        self.at >= self.data.len()
    }
    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }
    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        let v = u16::from_le_bytes([self.byte(), self.byte()]) as usize;
        v % n.max(1)
    }
}

/// Arbitrary bytes as a saved game's text (lossily made UTF-8): a load never
/// panics; a game that loads keeps its invariants, writes itself back and
/// reloads as the same game.
pub fn save_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(game) = Game::from_json(&text) {
        invariants(&game);
        let written = game.to_json();
        let again = Game::from_json(&written).expect("a written game loads");
        assert_eq!(again.to_json(), written, "a reloaded game writes the same save");
        assert_eq!(again.position(), game.position(), "a reloaded game is the same position");
    }
}

/// Arbitrary bytes as a setup and as a new game's settings (JSON, as the API
/// takes them): parsing and validating never panic; a game that starts keeps
/// its invariants and round-trips through the save format.
pub fn setup_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if check_text(&text).is_err() {
        return;
    }
    if let Ok(setup) = serde_json::from_str::<Setup>(&text) {
        if let Ok(game) = Game::from_setup(setup) {
            started(&game);
        }
    }
    if let Ok(spec) = serde_json::from_str::<NewGame>(&text) {
        if let Ok(game) = Game::new(&spec) {
            started(&game);
        }
    }
}

fn started(game: &Game) {
    invariants(game);
    let written = game.to_json();
    let again = Game::from_json(&written).expect("a new game's save loads");
    assert_eq!(again.position(), game.position());
}

/// The options of a ruleset set from the bytes: each option that applies
/// (locked ones too) is left out, set to an allowed value, or now and then to
/// a wrong one.
fn options_from(bytes: &mut Bytes, variant: Variant) -> OptionMap {
    let mut options = OptionMap::new();
    for (id, _) in variant.data().defaults {
        let Some(def) = option_def(id) else { continue };
        let pick = bytes.byte();
        if pick < 96 {
            continue;
        }
        let wrong = pick > 250;
        let value = match def.kind {
            OptionKind::Choice { values } if !wrong => OptionValue::Choice(values[bytes.below(values.len())].to_string()),
            OptionKind::Bool if !wrong => OptionValue::Bool(bytes.byte() & 1 == 1),
            OptionKind::Int { min, max } if !wrong => OptionValue::Int(min + bytes.below((max - min + 1) as usize) as i64),
            _ => [OptionValue::Int(-1), OptionValue::Choice("x".into()), OptionValue::Bool(true), OptionValue::Int(i64::MAX)][bytes.below(4)].clone(),
        };
        options.insert(id.to_string(), value);
    }
    options
}

/// Any decision the bytes spell, legal or not.
fn any_decision(bytes: &mut Bytes) -> Decision {
    let pit = Cell { row: bytes.byte() % 9, col: bytes.byte() % 12 };
    let dir = if bytes.byte() & 1 == 0 { Dir::Ccw } else { Dir::Cw };
    match bytes.below(7) {
        0 => Decision::Sow { pit, dir },
        1 => Decision::Okwesera { pit },
        2 => Decision::Pass,
        3 => Decision::Direction { dir },
        4 => Decision::Resign { side: if dir == Dir::Cw { Side::North } else { Side::South } },
        5 => Decision::Draw,
        _ => Decision::Timeout,
    }
}

/// Arbitrary bytes as a ruleset, its options and a sequence of decisions,
/// undos, redos and next games: nothing panics, an illegal decision changes
/// nothing, seeds are conserved, undo restores, and the game round-trips
/// through the save format.
pub fn decisions(data: &[u8]) {
    let mut bytes = Bytes::new(data);
    let variants: Vec<Variant> = Variant::all().collect();
    let variant = variants[bytes.below(variants.len())];
    let mut spec = NewGame::standard(variant.id());
    spec.options = options_from(&mut bytes, variant);
    spec.seed = Some(bytes.byte() as u64);
    if bytes.byte() > 200 {
        spec.match_score = [bytes.byte() as u32 % 4, bytes.byte() as u32 % 4];
    }
    let Ok(mut game) = Game::new(&spec) else { return };
    if std::env::var_os("FUZZ_TRACE").is_some() {
        eprintln!("{} {:?}", variant.id(), spec.options);
    }
    invariants(&game);
    let mut seeds = game.position().total_seeds();
    let mut steps = 0;
    while !bytes.done() && steps < 400 {
        steps += 1;
        let legal = game.legal();
        match bytes.byte() % 16 {
            0..=9 if !legal.is_empty() => {
                let d = legal.as_slice()[bytes.below(legal.len())];
                let before = *game.position();
                game.play(d, &mut NullSink).unwrap_or_else(|e| panic!("a legal decision {d} is refused: {e}"));
                if bytes.byte() < 32 && game.can_undo() {
                    game.undo().expect("a decision just played undoes");
                    assert_eq!(*game.position(), before, "undo restores the position");
                    game.redo(&mut NullSink).expect("an undone decision redoes");
                }
            }
            10 | 11 => {
                let d = any_decision(&mut bytes);
                let before = game.to_json();
                let pos = *game.position();
                let endless = game.is_endless(d);
                let explained = game.explain(d);
                assert_eq!(explained.map(|e| e.error), game.check(d).err(), "explain says what check says");
                match game.play(d, &mut NullSink) {
                    // A resignation or an agreed draw is never listed (the search must not see it), yet playable.
                    Ok(()) if d.is_ending() => {
                        assert!(endless.is_ok() && !legal.contains(&d), "{d} is an ending, never listed");
                        let reason = game.position().result().map(|r| r.reason);
                        assert!(matches!(reason, Some(EndReason::Resigned | EndReason::Agreed)), "{d} ends the game: {reason:?}");
                        assert!(game.legal().is_empty());
                        let again = Game::from_json(&game.to_json()).expect("an ended game loads");
                        assert_eq!(again.position(), game.position(), "a save keeps the ending");
                        // Taken back, so the game goes on being fuzzed (a finished game would
                        // only be reloaded, step after step); in ekisibé it stays over.
                        if !game.can_undo() {
                            break;
                        }
                        game.undo().expect("an ending undoes");
                        assert_eq!(*game.position(), pos, "undo takes the ending back");
                    }
                    Ok(()) => assert!(endless.is_ok() && legal.contains(&d), "{d} played though not listed as legal"),
                    Err(_) => {
                        assert!(endless.is_err() && !legal.contains(&d), "{d} refused though listed as legal");
                        assert_eq!(*game.position(), pos, "a refused decision changes nothing");
                        assert_eq!(game.to_json(), before, "a refused decision changes nothing");
                    }
                }
            }
            12 => {
                let _ = game.undo();
            }
            13 => {
                let _ = game.undo_turn();
            }
            14 => {
                let _ = game.redo(&mut NullSink);
            }
            _ => {
                if let Ok(next) = game.next_game() {
                    game = next;
                    seeds = game.position().total_seeds();
                } else {
                    let written = game.to_json();
                    let again = Game::from_json(&written).expect("a written game loads");
                    assert_eq!(again.position(), game.position(), "a reloaded game is the same position");
                }
            }
        }
        if std::env::var_os("FUZZ_TRACE").is_some() {
            eprintln!("step {steps}: {} decisions, {:?}", game.decisions().count(), game.decisions().last());
        }
        assert_eq!(game.position().total_seeds(), seeds, "seeds are conserved");
        invariants(&game);
    }
}

/// What holds of every game: the legal decisions are legal, a finished game
/// has none, and the counts stay within the board's bytes.
pub fn invariants(game: &Game) {
    let pos = game.position();
    let legal = game.legal();
    for d in legal.iter() {
        assert!(game.check(*d).is_ok(), "listed decision {d} fails its check");
        assert!(!d.is_ending(), "an ending {d} is listed");
    }
    // The choices are the legal list, regrouped: every decision once.
    let offered: Vec<Decision> = game.choices().iter().flat_map(|c| c.options.iter().map(|o| o.decision)).collect();
    assert_eq!(offered.len(), legal.len(), "choices offer each legal decision once");
    assert!(offered.iter().all(|d| legal.contains(d)), "choices offer only legal decisions");
    if pos.is_over() {
        assert!(legal.is_empty(), "a finished game lists decisions");
    }
    assert!(pos.total_seeds() <= 255, "more than 255 seeds in play");
    assert!(game.decisions().count() <= MAX_SAVED_DECISIONS + 400);
}
