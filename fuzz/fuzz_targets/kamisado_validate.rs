//! `kifu validate` end to end (with --all), and convert of every valid record: the JSON
//! goes back to notation that validates again.
#![no_main]
use kifu::text::decode;
use kifu::kamisado::ReplayOptions;
use kifu::kamisado::check;
use kifu::kamisado::to_json;
use kifu::kamisado::json::to_notation;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok((text, _)) = decode(data) else { return };
    for c in check(text, ReplayOptions { all: true }) {
        if !c.is_valid() {
            continue;
        }
        let Some(replay) = &c.replay else { continue };
        let json = to_json(text, &c.record, replay);
        let back = to_notation(&json).expect("reads back").text;
        let again = check(&back, ReplayOptions::default());
        assert!(again.iter().all(|c| c.is_valid()), "JSON → notation is not valid:\n{back}");
    }
});
