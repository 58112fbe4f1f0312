//! Every game through the `Game` trait, as the CLI drives it: validate with --all, format,
//! moves and show at the end, and notation → JSON → notation for every valid record.
#![no_main]
use kifu::{At, DiagramFormat, GameKind};
use kifu::text::decode;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the game (so one corpus holds them all); the rest is the text.
    let Some((&pick, rest)) = data.split_first() else { return };
    let Ok((text, _)) = decode(rest) else { return };
    let kind = GameKind::ALL[pick as usize % GameKind::ALL.len()];
    let g = kind.engine();
    let checked = g.check(text, true);
    for c in &checked {
        for p in c.problems() {
            assert!(p.span.end <= text.len());
        }
    }
    let _ = g.format(text, g.default_notation().into());
    let _ = g.moves(text, At::default());
    let _ = g.show(text, At::default(), DiagramFormat::Ascii);
    if let Ok(values) = g.to_json(text) {
        let back = g.json_to_notation(&serde_json::Value::Array(values)).expect("our JSON reads back");
        assert!(back.warnings.is_empty(), "{:?}", back.warnings);
        assert!(g.check(&back.text, false).iter().all(|c| c.is_valid()), "JSON → notation is not valid:\n{}", back.text);
    }
});
