//! Long turns in slices. Some legal turns sow 10⁹ laps before they prove
//! endless; `playFor(decision, laps)` sows at most `laps` of them and says how
//! far it got, and `advance(laps)` goes on, so a worker can report progress
//! and be stopped between slices. Undo cancels a turn in progress.

use super::{read_saved, throw, to_js, Game, EVENT_LIMIT};
use crate::engine::error::{described, Describe, Params};
use crate::engine::game::Progress;
use crate::engine::loading::Loading as EngineLoading;
use crate::Recorder;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A slice of a turn: its events and how far the turn has got.
#[derive(Serialize, tsify::Tsify)]
pub struct TurnSlice {
    /// The events of this slice: the first slice's up to the recording limit;
    /// a later slice's only the turn's ending (after a `truncated`).
    pub events: Vec<crate::Event>,
    /// `{state: "done"}` or `{state: "working", laps}`.
    pub progress: Progress,
}

/// A lap count that is not a whole number from 1 to 2^53.
#[derive(Debug)]
struct BadLaps(String);

impl Describe for BadLaps {
    fn describe(&self, params: &mut Params) -> (&'static str, &'static str) {
        params.string("laps", &self.0);
        ("bad_laps", "the number of laps {laps} is not a whole number from 1 to 9007199254740992")
    }
}

described!(BadLaps);

/// A lap count from JS: a number only (not a BigInt, a string or an object).
fn lap_count(value: &JsValue) -> Result<u64, JsError> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (1.0..=9_007_199_254_740_992.0).contains(&n) => Ok(n as u64),
        Some(n) => Err(throw("", &BadLaps(n.to_string()))),
        None => Err(throw("", &BadLaps(format!("of type {}", value.js_typeof().as_string().unwrap_or_default())))),
    }
}

#[wasm_bindgen]
impl Game {
    /// Play a decision, sowing at most `laps` laps of its turn now.
    #[wasm_bindgen(js_name = playFor, unchecked_return_type = "TurnSlice")]
    pub fn play_for(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "DecisionInput")] decision: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] laps: JsValue,
    ) -> Result<JsValue, JsError> {
        let laps = lap_count(&laps)?;
        let d = self.decision(decision)?;
        let mut rec = Recorder::new(EVENT_LIMIT);
        let progress = self.inner.play_for(d, &mut rec, laps).map_err(|e| throw("", &self.inner.explained(e)))?;
        Ok(to_js(&TurnSlice { events: rec.finish(), progress }))
    }

    /// Go on with a turn in progress for at most `laps` more laps (a turn
    /// not in progress: `{state: "done"}` and no events).
    #[wasm_bindgen(unchecked_return_type = "TurnSlice")]
    pub fn advance(&mut self, #[wasm_bindgen(unchecked_param_type = "number")] laps: JsValue) -> Result<JsValue, JsError> {
        let laps = lap_count(&laps)?;
        // The first slice recorded the turn's opening; the rest is its ending.
        let mut rec = Recorder::new(0);
        let progress = self.inner.advance(&mut rec, laps);
        let events = if self.inner.working().is_some() { vec![] } else { rec.finish() };
        Ok(to_js(&TurnSlice { events, progress }))
    }

    /// The laps sown so far by a turn in progress, or `null`.
    pub fn working(&self) -> Option<f64> {
        self.inner.working().map(|l| l as f64)
    }
}

/// A load that has ended (finished, or refused a decision).
#[derive(Debug)]
struct LoadEnded;

impl Describe for LoadEnded {
    fn describe(&self, _: &mut Params) -> (&'static str, &'static str) {
        ("load_ended", "this load has ended: start another with Game.load")
    }
}

described!(LoadEnded);

/// A saved game being loaded in slices: `Game.load(text)`, then
/// `advance(laps)` until `done`, then `finish()` for the game. A refused
/// decision ends the load with the reason.
#[wasm_bindgen]
pub struct Loading {
    inner: Option<EngineLoading>,
}

#[wasm_bindgen]
impl Game {
    /// Start loading a saved game in slices: the text, header and setup are
    /// checked now, the decisions replayed by `advance`.
    pub fn load(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<Loading, JsError> {
        let loading = EngineLoading::from_saved(read_saved(text)?).map_err(|e| throw("", &e))?;
        Ok(Loading { inner: Some(loading) })
    }
}

#[wasm_bindgen]
impl Loading {
    /// Replay on: short turns to their end, a long one for at most `laps`
    /// more laps. Returns `{replayed, total, laps}`.
    #[wasm_bindgen(unchecked_return_type = "LoadProgress")]
    pub fn advance(&mut self, #[wasm_bindgen(unchecked_param_type = "number")] laps: JsValue) -> Result<JsValue, JsError> {
        let laps = lap_count(&laps)?;
        let loading = self.inner.as_mut().ok_or_else(|| throw("", &LoadEnded))?;
        match loading.advance(laps) {
            Ok(progress) => Ok(to_js(&progress)),
            Err(e) => {
                self.inner = None;
                Err(throw("", &e))
            }
        }
    }

    /// Whether every decision has been replayed.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.inner.as_ref().is_some_and(EngineLoading::is_done)
    }

    /// The loaded game (any decisions left are replayed first, in one go).
    pub fn finish(&mut self) -> Result<Game, JsError> {
        let loading = self.inner.take().ok_or_else(|| throw("", &LoadEnded))?;
        loading.finish().map(|inner| Game { inner }).map_err(|e| throw("", &e))
    }
}
