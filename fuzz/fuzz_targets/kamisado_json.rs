//! The JSON reader: any bytes; what deserialises writes back to notation (or is refused)
//! without panic, and what is written replays.
#![no_main]
use kifu::kamisado::ReplayOptions;
use kifu::kamisado::check;
use kifu::kamisado::json::GameJson;
use kifu::kamisado::json::to_notation;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(game) = serde_json::from_slice::<GameJson>(data) else { return };
    let Ok(back) = to_notation(&game) else { return };
    assert!(check(&back.text, ReplayOptions::default()).iter().all(|c| c.is_valid()), "{}", back.text);
});
