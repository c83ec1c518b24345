//! The JavaScript API: a thin layer over the engine (compiled only for wasm32).
//! Every failure becomes a JS `Error` with a readable message that also carries
//! the error's stable `code` and its `params` (and, for a setup, `problems`:
//! `[{code, params, message}]`), so a page can translate it; the engine never
//! panics across it, and a failed call changes nothing. Arguments are taken as
//! `JsValue`s and read once, boundedly, by `plain` (the caller's code runs
//! only inside a catching `JSON.stringify`), before the engine sees them; so a
//! throw while reading never crosses the wasm frames with a `Game` borrowed.

mod slices;
mod views;

use crate::engine::error::{described, Coded, Describe, Param, Params};
use crate::engine::game::Game as EngineGame;
use crate::engine::save::LoadError;
use crate::engine::save::Saved;
use crate::engine::setup::{NewGame, Setup};
use crate::{Decision, DecisionInput, Recorder, Variant};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// How many events one `play` returns at most; an endless turn goes on unrecorded.
const EVENT_LIMIT: usize = 20_000;

#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).expect("engine values serialize")
}

/// Set a property of a JS object (an `Error` or a plain object takes any).
fn set(object: &JsValue, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(object, &JsValue::from_str(key), value);
}

/// An error's `code` and `params` (and `message`) on a JS object. The params
/// are made here rather than through serde: it keeps the wasm small.
fn describe_on(object: &JsValue, e: &dyn Coded, message: Option<&str>) {
    set(object, "code", &JsValue::from_str(e.code()));
    let params = js_sys::Object::new();
    for (key, value) in e.params().iter() {
        set(&params, key, &param_to_js(value));
    }
    set(object, "params", &params);
    if let Some(message) = message {
        set(object, "message", &JsValue::from_str(message));
    }
}

fn param_to_js(p: &Param) -> JsValue {
    match p {
        Param::Bool(b) => JsValue::from_bool(*b),
        Param::Int(i) => JsValue::from_f64(*i as f64),
        Param::Text(t) => JsValue::from_str(t),
        Param::Pit(c) => to_js(c),
        Param::Pits(cells) => to_js(cells),
        Param::Names(names) => to_js(names),
        Param::Quoted(values) => to_js(values),
        Param::Ruleset { id, .. } => JsValue::from_str(id),
        Param::QuotedText(t) => JsValue::from_str(t),
    }
}

/// A JS `Error` whose message is `prefix` and the error's sentence, with the
/// error's `code`, `params` and (setups) `problems: [{code, params, message}]`.
fn throw(prefix: &str, e: &dyn Coded) -> JsError {
    let error = JsError::new(&format!("{prefix}{e}"));
    // A clone of the handle: the same JS object.
    let object = JsValue::from(error.clone());
    describe_on(&object, e, None);
    let problems = e.problems();
    if !problems.is_empty() {
        let problems: js_sys::Array = problems
            .into_iter()
            .map(|p| {
                let info = JsValue::from(js_sys::Object::new());
                describe_on(&info, p, Some(&p.to_string()));
                info
            })
            .collect();
        set(&object, "problems", &problems);
    }
    error
}

/// The most values (array holes included) one argument may hold.
const MAX_VALUES: usize = 100_000;
/// The longest argument, as JSON text.
const MAX_ARG_CHARS: usize = 1 << 20;
/// The most playouts one `randomPlayouts` call plays.
const MAX_PLAYOUTS: f64 = 1e7;
/// The longest search one `suggest` runs, in milliseconds.
const MAX_BUDGET_MS: f64 = 600_000.0;

/// A thrown JS value's message, read without running anything that could
/// throw again uncaught (`Reflect.get` is a catching import), and cut short.
fn thrown_message(e: &JsValue) -> String {
    let text = js_sys::Reflect::get(e, &JsValue::from_str("message")).ok().and_then(|m| m.as_string()).or_else(|| e.as_string());
    let mut text = text.unwrap_or_else(|| "the value threw".into());
    if text.len() > 200 {
        let mut end = 200;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
    }
    text
}

/// An argument copied into a plain JSON value, or a clean error: the one
/// place JS code of the caller's (getters, Proxy traps, `toJSON`) can run is
/// `JSON.stringify`, a catching import, with a replacer that stops after
/// [`MAX_VALUES`] values; the text is then size- and depth-checked before
/// serde_json reads it (with `deny_unknown_fields` honoured, as natively). Nothing the caller
/// throws crosses the wasm frames, so no borrow is left held and no stack leaks.
fn plain(value: &JsValue, what: &'static str, shape: &'static str) -> Result<serde_json::Value, JsError> {
    if value.is_undefined() || value.is_null() {
        return Err(throw("", &InputError::Missing { what, shape }));
    }
    let (mut count, mut not_finite) = (0usize, false);
    let mut replacer = |_key: js_sys::JsString, v: JsValue| -> Result<Option<JsValue>, JsError> {
        count += 1;
        if count > MAX_VALUES {
            return Err(JsError::new("too many values"));
        }
        // JSON would write NaN and ±Infinity as null, a missing value: refuse them.
        if v.as_f64().is_some_and(|n| !n.is_finite()) {
            not_finite = true;
            return Err(JsError::new("not a finite number"));
        }
        Ok(Some(v))
    };
    let text = js_sys::JSON::stringify_with_replacer_func(value, &mut replacer, None);
    if count > MAX_VALUES {
        return Err(throw("", &InputError::TooLarge { what, max: MAX_VALUES }));
    }
    if not_finite {
        return Err(throw("", &InputError::Malformed { what, detail: "NaN or Infinity where a number belongs".into(), shape }));
    }
    let text = text.map_err(|e| {
        // The engines' own words for a value too deep or too large to stringify
        // (V8's, then SpiderMonkey's): those have their codes.
        let detail = thrown_message(&e);
        if detail.contains("call stack") || detail.contains("too much recursion") {
            throw("", &InputError::TooDeep { what, max: crate::engine::save::MAX_DEPTH })
        } else if detail.contains("string length") || detail.contains("allocation size") {
            throw("", &InputError::TooLarge { what, max: MAX_VALUES })
        } else {
            throw("", &InputError::Unreadable { what, detail, shape })
        }
    })?;
    let text = JsValue::from(text);
    let Some(length) = text.dyn_ref::<js_sys::JsString>().map(|t| t.length() as usize) else {
        return Err(throw("", &InputError::Malformed { what, detail: "not a JSON value".into(), shape }));
    };
    if length > MAX_ARG_CHARS {
        return Err(throw("", &InputError::TooLarge { what, max: MAX_ARG_CHARS }));
    }
    let text = text.as_string().unwrap_or_default();
    if crate::engine::save::nesting(&text, crate::engine::save::MAX_DEPTH).is_err() {
        return Err(throw("", &InputError::TooDeep { what, max: crate::engine::save::MAX_DEPTH }));
    }
    serde_json::from_str(&text).map_err(|e| throw("", &InputError::Malformed { what, detail: e.to_string(), shape }))
}

/// A string argument (a ruleset id), refused cleanly when it is anything else.
fn string_arg(value: &JsValue, what: &'static str, shape: &'static str) -> Result<String, JsError> {
    if value.is_undefined() || value.is_null() {
        return Err(throw("", &InputError::Missing { what, shape }));
    }
    value.as_string().ok_or_else(|| throw("", &InputError::Malformed { what, detail: "not a string".into(), shape }))
}

/// A whole-number argument from `min` to `max` (a number, not a BigInt).
fn whole_arg(value: &JsValue, what: &'static str, min: f64, max: f64) -> Result<f64, JsError> {
    let Some(n) = value.as_f64() else {
        let detail = if value.is_bigint() { "a BigInt, not a number" } else { "not a number" };
        return Err(throw("", &InputError::Malformed { what, detail: detail.into(), shape: "a whole number" }));
    };
    in_range(n, what, min, max)
}

fn in_range(n: f64, what: &'static str, min: f64, max: f64) -> Result<f64, JsError> {
    if n.is_nan() || n.fract() != 0.0 || n < min || n > max {
        return Err(throw("", &InputError::OutOfRange { what, value: format!("{n}"), min, max }));
    }
    Ok(n)
}

/// What is wrong with an argument as JS passed it (before the engine sees it).
enum InputError {
    Missing {
        what: &'static str,
        shape: &'static str,
    },
    Malformed {
        what: &'static str,
        detail: String,
        shape: &'static str,
    },
    UnknownField {
        what: &'static str,
        field: String,
        known: &'static [&'static str],
    },
    NotAString,
    /// Reading the value threw (a getter, a Proxy trap, a cycle, a BigInt).
    Unreadable {
        what: &'static str,
        detail: String,
        shape: &'static str,
    },
    TooLarge {
        what: &'static str,
        max: usize,
    },
    TooDeep {
        what: &'static str,
        max: usize,
    },
    OutOfRange {
        what: &'static str,
        value: String,
        min: f64,
        max: f64,
    },
}

/// `what` argument, and the `shape` expected, the parser's `detail`, or the
/// unknown `field` and the `known` ones.
impl Describe for InputError {
    fn describe(&self, p: &mut Params) -> (&'static str, &'static str) {
        match self {
            InputError::Missing { what, shape } => {
                p.text("what", what).text("shape", shape);
                ("missing_input", "{what} is missing; expected {shape}")
            }
            InputError::Malformed { what, detail, shape } => {
                p.text("what", what).string("detail", detail).text("shape", shape);
                ("malformed_input", "malformed {what}: {detail}; expected {shape}")
            }
            InputError::UnknownField { what, field, known } => {
                p.string("field", field).text("what", what).add("known", Param::Names(known.to_vec()));
                ("unknown_field", "unknown field \"{field}\" in {what}; its fields are {known}")
            }
            InputError::NotAString => ("not_a_string", "fromJSON takes the string that toJSON returned"),
            InputError::Unreadable { what, detail, shape } => {
                p.text("what", what).string("detail", detail).text("shape", shape);
                ("unreadable_input", "{what} cannot be read: {detail}; expected {shape}")
            }
            InputError::TooLarge { what, max } => {
                p.text("what", what).int("max", *max as i64);
                ("too_large", "{what} is too large: at most {max} values or characters are read")
            }
            InputError::TooDeep { what, max } => {
                p.text("what", what).int("max", *max as i64);
                ("too_deep", "{what} nests deeper than {max} levels")
            }
            InputError::OutOfRange { what, value, min, max } => {
                p.text("field", what).string("value", value).int("min", *min as i64).int("max", *max as i64);
                ("out_of_range", "{field} is {value}; it must be a whole number from {min} to {max}")
            }
        }
    }
}

described!(InputError);

/// The fields of a setup, as JS writes them.
const SETUP_FIELDS: &[&str] = &["ruleset", "options", "board", "toMove", "stores", "aside", "uur", "matchScore", "captured", "turns", "allowUnusualTotals", "seed"];

/// serde-wasm-bindgen reads only the fields a struct declares, so a misspelt
/// field would pass unnoticed: name it instead.
fn check_keys(value: &serde_json::Value, allowed: &'static [&'static str], what: &'static str) -> Result<(), JsError> {
    if let Some(object) = value.as_object() {
        if let Some(key) = object.keys().find(|k| !allowed.contains(&k.as_str())) {
            return Err(throw("", &InputError::UnknownField { what, field: key.clone(), known: allowed }));
        }
    }
    Ok(())
}

fn from_js<T: DeserializeOwned>(value: JsValue, what: &'static str, shape: &'static str) -> Result<T, JsError> {
    let value = plain(&value, what, shape)?;
    let fields: &'static [&'static str] = match what {
        "game settings" => &["ruleset", "layout", "options", "first", "seed", "matchScore"],
        "setup" => SETUP_FIELDS,
        "decision" => &["kind", "pit", "dir", "side"],
        "search request" => &["level", "budgetMs", "nodes", "seed"],
        "turn limits" => &["lines", "laps"],
        _ => &[],
    };
    if !fields.is_empty() {
        check_keys(&value, fields, what)?;
    }
    serde_json::from_value(value).map_err(|e| throw("", &InputError::Malformed { what, detail: e.to_string(), shape }))
}

const DECISION_SHAPE: &str =
    "{kind: \"sow\", pit: [row, col], dir: \"ccw\" | \"cw\"}, {kind: \"okwesera\", pit: [row, col]}, {kind: \"pass\"}, {kind: \"direction\", dir: \"ccw\" | \"cw\"}, {kind: \"timeout\"}, {kind: \"resign\", side: \"south\" | \"north\"} or {kind: \"draw\"}";
const SPEC_SHAPE: &str = "{ruleset: \"omweso\", layout?: \"all-twos\" | {south, north}, options?: {…}, first?: \"south\" | \"north\" | \"random\"}";
const RULESET_SHAPE: &str = "a ruleset id such as \"omweso\"";
const SETUP_SHAPE: &str = "{ruleset, board: [[…], …], toMove?, options?, stores?, aside?, uur?, allowUnusualTotals?}";

/// Every ruleset: id, names, origin, board, layouts, options and texts.
#[wasm_bindgen(unchecked_return_type = "RulesetInfo[]")]
pub fn rulesets() -> JsValue {
    let list: Vec<_> = Variant::all().map(views::ruleset_info).collect();
    to_js(&list)
}

/// The preset layouts of a ruleset under the given options (mirrored in a
/// clockwise game; Hus 4x6 has its own).
#[wasm_bindgen(unchecked_return_type = "Layout[]")]
pub fn layouts(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, OptionValue> | undefined")] options: JsValue,
) -> Result<JsValue, JsError> {
    let ruleset = string_arg(&ruleset, "ruleset", RULESET_SHAPE)?;
    let options = if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options, "options", "{id: value, …}")? };
    let variant = Variant::parse(&ruleset).map_err(|e| throw("", &e))?;
    let (rules, _) = crate::engine::setup::rules(variant, &options).map_err(|e| throw("", &e))?;
    Ok(to_js(&crate::engine::setup::presets(&rules)))
}

/// Every problem with a new game's settings (an empty list when it can start):
/// the layout editor checks itself live with this.
#[wasm_bindgen(js_name = checkGame, unchecked_return_type = "string[]")]
pub fn check_game(#[wasm_bindgen(unchecked_param_type = "NewGameSpec")] spec: JsValue) -> Result<JsValue, JsError> {
    let spec: NewGame = from_js(spec, "game settings", SPEC_SHAPE)?;
    let problems = match spec.setup().and_then(|s| s.validate().map(|_| ())) {
        Ok(()) => vec![],
        Err(e) => e.problems().iter().map(ToString::to_string).collect(),
    };
    Ok(to_js(&problems))
}

const LIMITS_SHAPE: &str = "{lines?: number, laps?: number}";

/// Bounds for a turn's analysis as JS wrote them (absent: the defaults),
/// range-checked before any work.
fn turn_limits(value: JsValue) -> Result<crate::TurnLimits, JsError> {
    use crate::TurnLimits;
    if value.is_undefined() || value.is_null() {
        return Ok(TurnLimits::default());
    }
    let limits: TurnLimits = from_js(value, "turn limits", LIMITS_SHAPE)?;
    in_range(limits.lines as f64, "lines", 1.0, TurnLimits::MAX_LINES as f64)?;
    in_range(limits.laps as f64, "laps", 1.0, TurnLimits::MAX_LAPS as f64)?;
    Ok(limits)
}

/// Every line of the first turn of a new game with these settings (the spec
/// `new Game` takes; absent `seed`: 0, which decides a `first: "random"`),
/// and the lines that win the game at once for its mover:
/// `{mover, lines, wins, unknown, winning: [{decisions, reason, points}]}`.
/// Bounded by `limits` (`{lines: 5000, laps: 20000}` by default): more lines
/// throw `too_many_lines`; a line not ended within `laps` counts in `unknown`.
#[wasm_bindgen(js_name = firstTurnWins, unchecked_return_type = "TurnWins")]
pub fn first_turn_wins(
    #[wasm_bindgen(unchecked_param_type = "NewGameSpec")] spec: JsValue,
    #[wasm_bindgen(unchecked_param_type = "TurnLimits | undefined")] limits: JsValue,
) -> Result<JsValue, JsError> {
    let spec: NewGame = from_js(spec, "game settings", SPEC_SHAPE)?;
    let limits = turn_limits(limits)?;
    let game = EngineGame::new(&spec).map_err(|e| throw("cannot start this game: ", &e))?;
    game.turn_wins(limits).map(|w| to_js(&w)).map_err(|e| throw("", &e))
}

const SIDE_SHAPE: &str = "\"south\" or \"north\"";
const LEVEL_SHAPE: &str = "\"beginner\", \"casual\", \"strong\" or \"expert\"";

/// Option values as JS wrote them; absent: the ruleset's defaults.
fn options_arg(options: JsValue) -> Result<crate::OptionMap, JsError> {
    if options.is_undefined() || options.is_null() {
        Ok(Default::default())
    } else {
        from_js(options, "options", "{id: value, …}")
    }
}

/// A random arrangement of one side's seeds in a four-row game (RULES §2.1:
/// its total over its own pits, none over `pit_cap`) that leaves the
/// opponent no way to win on the first turn, whatever they arrange:
/// `{side, rows, safe}` (`rows`: the side's two rows top to bottom as drawn,
/// as a layout's `{south, north}` takes them; `safe` is false only where
/// `pit_cap` leaves no pit empty). The same seed, the same arrangement.
#[wasm_bindgen(js_name = randomArrangement, unchecked_return_type = "Arrangement")]
pub fn random_arrangement(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Side")] side: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, OptionValue> | undefined")] options: JsValue,
) -> Result<JsValue, JsError> {
    let ruleset = string_arg(&ruleset, "ruleset", RULESET_SHAPE)?;
    let side: crate::Side = from_js(side, "side", SIDE_SHAPE)?;
    let seed = whole_arg(&seed, "seed", 0.0, crate::engine::setup::MAX_SEED as f64)? as u64;
    let options = options_arg(options)?;
    crate::random_arrangement(&ruleset, &options, side, seed).map(|a| to_js(&a)).map_err(|e| throw("", &e))
}

/// The arrangement the computer makes for its own side at a level: a search
/// over candidate arrangements (stronger levels weigh more, in more time:
/// about 0.1, 0.3, 0.6 and 1.5 s at most), never one that lets the opponent
/// win on the first turn: `{side, rows, safe, level, score, candidates,
/// elapsedMs}`. Call it in a Web Worker, as `suggest`.
#[wasm_bindgen(js_name = computerArrangement, unchecked_return_type = "ComputerArrangement")]
pub fn computer_arrangement(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Side")] side: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Level")] level: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, OptionValue> | undefined")] options: JsValue,
) -> Result<JsValue, JsError> {
    let ruleset = string_arg(&ruleset, "ruleset", RULESET_SHAPE)?;
    let side: crate::Side = from_js(side, "side", SIDE_SHAPE)?;
    let level: crate::Level = from_js(level, "level", LEVEL_SHAPE)?;
    let seed = whole_arg(&seed, "seed", 0.0, crate::engine::setup::MAX_SEED as f64)? as u64;
    let options = options_arg(options)?;
    crate::computer_arrangement(&ruleset, &options, side, level, seed, &JsClock).map(|a| to_js(&a)).map_err(|e| throw("", &e))
}

/// `count` (1 to 100) starts for demonstration games, seeded, each the
/// settings `new Game` takes: in the four-row games a random safe
/// arrangement per side and the first mover alternating; in the two-row
/// games the fixed layout, the first mover alternating and a `seed` to pass
/// on to the computer's searches. None can be won on its first turn, and no
/// two are the same.
#[wasm_bindgen(js_name = demoStarts, unchecked_return_type = "NewGameSpec[]")]
pub fn demo_starts(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Record<string, OptionValue> | undefined")] options: JsValue,
) -> Result<JsValue, JsError> {
    let ruleset = string_arg(&ruleset, "ruleset", RULESET_SHAPE)?;
    let count = whole_arg(&count, "count", 1.0, crate::MAX_DEMOS as f64)? as usize;
    let seed = whole_arg(&seed, "seed", 0.0, crate::engine::setup::MAX_SEED as f64)? as u64;
    let options = options_arg(options)?;
    crate::demo_starts(&ruleset, &options, count, seed).map(|s| to_js(&s)).map_err(|e| throw("", &e))
}

/// Play `games` random games of a ruleset inside wasm (the engine's fast path,
/// no events): returns `{games, decisions, endless, unknown}` (unknown: a
/// turn past the playouts' lap limit left the game unfinished). For benchmarks, and the shape of
/// the future computer opponent's playouts.
#[wasm_bindgen(js_name = randomPlayouts, unchecked_return_type = "PlayoutCount")]
pub fn random_playouts(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] games: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
) -> Result<JsValue, JsError> {
    let ruleset = string_arg(&ruleset, "ruleset", RULESET_SHAPE)?;
    let games = whole_arg(&games, "games", 0.0, MAX_PLAYOUTS)? as u32;
    let seed = whole_arg(&seed, "seed", 0.0, crate::engine::setup::MAX_SEED as f64)?;
    let start = *EngineGame::new(&NewGame::standard(&ruleset)).map_err(|e| throw("", &e))?.position();
    let mut rng = crate::engine::rng::SplitMix::new(seed as u64);
    let mut playouts = crate::playout::Playouts::default();
    let (mut decisions, mut endless, mut unknown) = (0u64, 0u32, 0u32);
    for _ in 0..games {
        let mut pos = start;
        decisions += playouts.play(&mut pos, &mut rng, 5_000) as u64;
        endless += u32::from(pos.result().is_some_and(|r| r.reason == crate::EndReason::Endless));
        unknown += u32::from(pos.working().is_some());
    }
    Ok(to_js(&views::PlayoutCount { games, decisions, endless, unknown }))
}

/// The computer's levels, weakest first, with each one's time per decision.
#[wasm_bindgen(unchecked_return_type = "LevelInfo[]")]
pub fn levels() -> JsValue {
    let list: Vec<_> = crate::Level::ALL.iter().map(|&l| views::LevelInfo { id: l, budget_ms: l.budget_ms() }).collect();
    to_js(&list)
}

/// The browser's clock for the search (`std::time` is not available in wasm).
struct JsClock;

impl crate::Clock for JsClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

const REQUEST_SHAPE: &str = "{level: \"beginner\" | \"casual\" | \"strong\" | \"expert\", budgetMs?: number, nodes?: number, seed?: number}";

/// A game with its history.
#[wasm_bindgen]
pub struct Game {
    inner: EngineGame,
}

/// A saved game's text read and checked: its size, depth, header, fields
/// and decision count, before anything is replayed.
fn read_saved(text: JsValue) -> Result<Saved, JsError> {
    use crate::engine::save::{check_text, MAX_SAVED_DECISIONS, MAX_SAVE_BYTES};
    let Some(length) = text.dyn_ref::<js_sys::JsString>().map(|t| t.length() as usize) else {
        return Err(throw("", &InputError::NotAString));
    };
    if length > MAX_SAVE_BYTES {
        return Err(throw("", &LoadError::TooLarge { bytes: length, max: MAX_SAVE_BYTES }));
    }
    let text = text.as_string().ok_or_else(|| throw("", &InputError::NotAString))?;
    check_text(&text).map_err(|e| throw("", &e))?;
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| throw("", &LoadError::NotJson { detail: e.to_string() }))?;
    Saved::check_header(value.get("format").and_then(|f| f.as_str()), value.get("version").and_then(|v| v.as_u64())).map_err(|e| throw("", &e))?;
    check_keys(&value, &Saved::FIELDS, "saved game")?;
    if let Some(setup) = value.get("setup") {
        check_keys(setup, SETUP_FIELDS, "saved game's setup")?;
    }
    let listed = |name: &str| value.get(name).and_then(|a| a.as_array()).map_or(0, Vec::len);
    let count = listed("decisions").saturating_add(listed("redo"));
    if count > MAX_SAVED_DECISIONS {
        return Err(throw("", &LoadError::TooManyDecisions { count, max: MAX_SAVED_DECISIONS }));
    }
    serde_json::from_value(value).map_err(|e| throw("", &LoadError::CorruptField { detail: e.to_string() }))
}

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64
}

impl Game {
    /// Play a decision; its events, or why it is illegal (explained, with
    /// the pit's owner and seeds).
    fn run(&mut self, d: Decision) -> Result<JsValue, JsError> {
        let mut rec = Recorder::new(EVENT_LIMIT);
        // Played as one slice without a limit: the same compiled turn machine as playFor's.
        self.inner.play_for(d, &mut rec, u64::MAX).map_err(|e| throw("", &self.inner.explained(e)))?;
        Ok(to_js(&rec.finish()))
    }

    /// A decision as JS wrote it, made canonical (a sowing without `dir` is
    /// sown in the base direction).
    fn decision(&self, value: JsValue) -> Result<Decision, JsError> {
        let input: DecisionInput = from_js(value, "decision", DECISION_SHAPE)?;
        Ok(input.resolve(self.inner.position().rules().base))
    }
}

#[wasm_bindgen]
impl Game {
    /// Start a new game: `{ruleset, layout, options, first}`.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "NewGameSpec")] spec: JsValue) -> Result<Game, JsError> {
        let mut spec: NewGame = from_js(spec, "game settings", SPEC_SHAPE)?;
        if spec.seed.is_none() {
            spec.seed = Some(random_seed());
        }
        let inner = EngineGame::new(&spec).map_err(|e| throw("cannot start this game: ", &e))?;
        Ok(Game { inner })
    }

    /// Any position, validated: every problem is in the error message.
    #[wasm_bindgen(js_name = fromSetup)]
    pub fn from_setup(#[wasm_bindgen(unchecked_param_type = "SetupSpec")] setup: JsValue) -> Result<Game, JsError> {
        let setup: Setup = from_js(setup, "setup", SETUP_SHAPE)?;
        let inner = EngineGame::from_setup(setup).map_err(|e| throw("invalid setup: ", &e))?;
        Ok(Game { inner })
    }

    /// Load a game saved by `toJSON`: at most 8 MiB, nested at most 32 deep,
    /// with at most 100,000 decisions; read by serde_json as natively.
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<Game, JsError> {
        EngineGame::from_saved(read_saved(text)?).map(|inner| Game { inner }).map_err(|e| throw("", &e))
    }

    /// The game in the versioned save format (a JSON string).
    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> String {
        js_sys::JSON::stringify(&to_js(&self.inner.saved())).map(String::from).expect("a saved game stringifies")
    }

    /// The whole state, for drawing and narration.
    #[wasm_bindgen(unchecked_return_type = "GameState")]
    pub fn state(&self) -> JsValue {
        to_js(&views::state(&self.inner))
    }

    /// Pit counts as a flat array, `row * cols + col`: cheap for every frame.
    pub fn pits(&self) -> js_sys::Uint8Array {
        js_sys::Uint8Array::from(self.inner.position().pits())
    }

    /// The decisions available now.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Decision[]")]
    pub fn legal_moves(&self) -> JsValue {
        to_js(self.inner.legal().as_slice())
    }

    /// The decision the computer would make now: `{level, budgetMs?, nodes?,
    /// seed?}`. Runs for the level's budget (or `budgetMs`); never changes the
    /// game. Call it in a Web Worker: the page must not block on a search.
    #[wasm_bindgen(unchecked_return_type = "Suggestion")]
    pub fn suggest(&self, #[wasm_bindgen(unchecked_param_type = "SearchRequest")] request: JsValue) -> Result<JsValue, JsError> {
        let req: crate::SearchRequest = from_js(request, "search request", REQUEST_SHAPE)?;
        // Below 0 or NaN: the search's own `bad_budget`.
        if let Some(ms) = req.budget_ms.filter(|&ms| ms > MAX_BUDGET_MS) {
            in_range(ms, "budgetMs", 0.0, MAX_BUDGET_MS)?;
        }
        if let Some(nodes) = req.nodes {
            in_range(nodes as f64, "nodes", 0.0, 1e9)?;
        }
        let found = self.inner.suggest(&req, &JsClock).map_err(|e| throw("", &e))?;
        Ok(to_js(&found))
    }

    /// Every line of the turn to be played now and those that win the game
    /// for its mover, as `firstTurnWins` gives them; changes nothing.
    #[wasm_bindgen(js_name = turnWins, unchecked_return_type = "TurnWins")]
    pub fn turn_wins(&self, #[wasm_bindgen(unchecked_param_type = "TurnLimits | undefined")] limits: JsValue) -> Result<JsValue, JsError> {
        let limits = turn_limits(limits)?;
        self.inner.turn_wins(limits).map(|w| to_js(&w)).map_err(|e| throw("", &e))
    }

    /// Whether a legal decision's default continuation never ends.
    #[wasm_bindgen(js_name = isEndless)]
    pub fn is_endless(&self, #[wasm_bindgen(unchecked_param_type = "DecisionInput")] decision: JsValue) -> Result<bool, JsError> {
        let d = self.decision(decision)?;
        self.inner.is_endless(d).map_err(|e| throw("", &self.inner.explained(e)))
    }

    /// Play a decision; returns the events up to the turn's end or next pause.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "DecisionInput")] decision: JsValue) -> Result<JsValue, JsError> {
        let d = self.decision(decision)?;
        self.run(d)
    }

    /// The legal decisions grouped as a player meets them: pit by pit (the
    /// paused turn's pit for its answers; `pit: null` for a pass or a
    /// timeout), each decision with its way relative to the base direction,
    /// and why a pit offers several.
    #[wasm_bindgen(unchecked_return_type = "PitChoice[]")]
    pub fn choices(&self) -> JsValue {
        to_js(&self.inner.choices())
    }

    /// Why a decision would be illegal now, `{code, params, message}`, or
    /// `null` when it is legal. Plays nothing and changes nothing.
    #[wasm_bindgen(unchecked_return_type = "Explanation | null")]
    pub fn explain(&self, #[wasm_bindgen(unchecked_param_type = "DecisionInput")] decision: JsValue) -> Result<JsValue, JsError> {
        let d = self.decision(decision)?;
        Ok(match self.inner.explain(d) {
            None => JsValue::NULL,
            Some(e) => {
                let info = JsValue::from(js_sys::Object::new());
                describe_on(&info, &e, Some(&e.to_string()));
                info
            }
        })
    }

    /// What the first lap of a legal decision would do: `{from, dir, rule,
    /// seeds, path, end, outcome: {kind: 'relay' | 'capture' | 'stop' | 'uur'
    /// | 'grand_slam' | 'endless', …}, pause, turnEnds}`, or `null` for a
    /// decision that sows nothing. Plays it on a copy: the game is unchanged.
    /// An illegal decision throws, explained as `play` explains it.
    #[wasm_bindgen(unchecked_return_type = "Preview | null")]
    pub fn preview(&self, #[wasm_bindgen(unchecked_param_type = "DecisionInput")] decision: JsValue) -> Result<JsValue, JsError> {
        let d = self.decision(decision)?;
        match self.inner.preview(d) {
            Ok(Some(p)) => Ok(to_js(&p)),
            Ok(None) => Ok(JsValue::NULL),
            Err(e) => Err(throw("", &self.inner.explained(e))),
        }
    }

    /// `side` resigns, at any moment of a game not over: the other side wins
    /// (reason `resigned`). Recorded in the history: undo takes it back.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn resign(&mut self, #[wasm_bindgen(unchecked_param_type = "Side")] side: JsValue) -> Result<JsValue, JsError> {
        let side: crate::Side = from_js(side, "side", "\"south\" or \"north\"")?;
        self.run(Decision::Resign { side })
    }

    /// The players agree to a draw (reason `agreed`), where the rules allow
    /// one (`state().drawByAgreement`). Recorded in the history.
    #[wasm_bindgen(js_name = agreeDraw, unchecked_return_type = "GameEvent[]")]
    pub fn agree_draw(&mut self) -> Result<JsValue, JsError> {
        self.run(Decision::Draw)
    }

    /// Undo the last decision.
    pub fn undo(&mut self) -> Result<(), JsError> {
        self.inner.undo().map_err(|e| throw("cannot undo: ", &e))
    }

    /// Undo back to the start of the current (or previous) turn.
    #[wasm_bindgen(js_name = undoTurn)]
    pub fn undo_turn(&mut self) -> Result<(), JsError> {
        self.inner.undo_turn().map_err(|e| throw("cannot undo: ", &e))
    }

    /// Redo the last undone decision; returns its events.
    #[wasm_bindgen(unchecked_return_type = "GameEvent[]")]
    pub fn redo(&mut self) -> Result<JsValue, JsError> {
        let mut rec = Recorder::new(EVENT_LIMIT);
        self.inner.redo(&mut rec).map_err(|e| throw("cannot redo: ", &e))?;
        Ok(to_js(&rec.finish()))
    }

    /// The decisions played so far, each `{player, decision}`.
    #[wasm_bindgen(unchecked_return_type = "HistoryEntry[]")]
    pub fn history(&self) -> JsValue {
        to_js(&self.inner.moves().map(|(player, decision)| views::HistoryEntry { player, decision }).collect::<Vec<_>>())
    }

    /// Every option value in force.
    #[wasm_bindgen(unchecked_return_type = "Record<string, OptionValue>")]
    pub fn options(&self) -> JsValue {
        to_js(self.inner.options())
    }

    /// Tournament: the next game of the match (the loser moves first).
    #[wasm_bindgen(js_name = nextGame)]
    pub fn next_game(&self) -> Result<Game, JsError> {
        self.inner.next_game().map(|inner| Game { inner }).map_err(|e| throw("no next game: ", &e))
    }
}
