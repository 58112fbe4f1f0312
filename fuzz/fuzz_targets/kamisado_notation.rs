//! Parser: never panics; parse → print → parse is stable (the printed text parses to the
//! same layout and prints identically).
#![no_main]
use kifu::text::decode;
use kifu::games::kamisado::notation::{ArrowStyle, Lang, Style, parse, parse_all, write_record};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok((text, _)) = decode(data) else { return };
    for (record, problems) in parse_all(text) {
        for p in &problems {
            assert!(p.span.end <= text.len());
        }
        if problems.iter().any(|p| p.is_error()) {
            continue;
        }
        for (lang, arrows) in [(Lang::En, ArrowStyle::Arrows), (Lang::Fr, ArrowStyle::Words), (Lang::De, ArrowStyle::Ascii)] {
            let style = Style { lang, arrows };
            let once = write_record(&record, &style);
            let (again, problems) = parse(&once);
            assert!(problems.iter().all(|p| !p.is_error()), "printed text does not parse:\n{once}\n{problems:?}");
            assert_eq!(write_record(&again, &style), once, "print → parse → print changed the text");
        }
    }
});
