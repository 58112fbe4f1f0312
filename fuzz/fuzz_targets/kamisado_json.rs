//! The JSON reader: any bytes; what deserialises writes back to notation without panic.
#![no_main]
use kifu::games::kamisado::ReplayOptions;
use kifu::games::kamisado::check::check;
use kifu::games::kamisado::json::{GameJson, to_notation};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(game) = serde_json::from_slice::<GameJson>(data) else { return };
    let text = to_notation(&game);
    let _ = check(&text, ReplayOptions { all: true });
});
