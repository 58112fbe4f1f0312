//! Parser: never panics; parse → print → parse is stable (the printed text parses to the
//! same layout and prints identically).
#![no_main]
use kifu::text::decode;
use kifu::Parsed;
use kifu::kamisado::{ArrowStyle, Lang, Style, parse, write_record};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok((text, _)) = decode(data) else { return };
    for Parsed { record, problems } in parse(text) {
        for p in &problems {
            assert!(p.span.end <= text.len());
        }
        if problems.iter().any(|p| p.is_error()) {
            continue;
        }
        for (lang, arrows) in [(Lang::En, ArrowStyle::Arrows), (Lang::Fr, ArrowStyle::Words), (Lang::De, ArrowStyle::Ascii)] {
            let style = Style { lang, arrows };
            let once = write_record(&record, style);
            let again = parse(&once);
            for Parsed { problems, .. } in &again {
                assert!(problems.iter().all(|p| !p.is_error()), "printed text does not parse:\n{once}\n{problems:?}");
            }
            if let [again] = again.as_slice() {
                assert_eq!(write_record(&again.record, style), once, "print → parse → print changed the text");
            }
        }
    }
});
