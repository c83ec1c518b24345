//! cargo-fuzz target: the shared target `save_text` of `tests/fuzz_targets`.
#![no_main]

#[path = "../../tests/fuzz_targets/mod.rs"]
mod targets;

libfuzzer_sys::fuzz_target!(|data: &[u8]| targets::save_text(data));
