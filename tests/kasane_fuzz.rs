//! Colors of Kasane: no input makes the checker, the writer or the JSON panic; every
//! problem points inside the text.

use kifu::Parsed;
use kifu::kasane::json::to_notation;
use kifu::kasane::{NameStyle, ReplayOptions, check, parse, parse_boxes, to_json, write};
use proptest::prelude::*;

const BASE: &str = include_str!("../fixtures/kasane/games/four_every_combination.kasane");

fn exercise(text: &str) {
    for all in [false, true] {
        for c in check(text, &ReplayOptions { all, boxes: None }) {
            for p in &c.problems {
                assert!(p.span.start <= p.span.end && p.span.end <= text.len());
                assert!(text.is_char_boundary(p.span.start) && text.is_char_boundary(p.span.end));
            }
            if let Some(r) = &c.replay {
                let json = to_json(&c.record, r);
                if let Ok(back) = to_notation(&json) {
                    let _ = check(&back.text, &ReplayOptions::default());
                }
                let _ = r.outcome().to_string();
            }
        }
    }
    for Parsed { record, .. } in parse(text) {
        let out = write(text, &record, NameStyle::Romaji);
        let _ = parse(&out);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_text(s in "\\PC{0,200}") {
        exercise(&s);
        let _ = parse_boxes(&s);
    }

    #[test]
    fn record_like_text(s in "([A-Za-z]{1,5}|[0-9]{1,3}|\\+1|[:/()=^,]|\\[|\\]|\"|;|\\{|\\}| |\n|下弦ノ月){0,80}") {
        exercise(&format!("[Players \"Aiko, Ben, Chie\"]\nRound 1\nGrid: 1 2 3 4 5 / 6 7 8 9 1 / 2 3 4 5 6\n{s}"));
    }

    #[test]
    fn mutated_fixture(cuts in prop::collection::vec((0usize..BASE.len(), 0usize..12, "[0-9 +^:()=\n]{0,3}"), 1..6)) {
        let mut text = BASE.to_string();
        for (at, len, insert) in cuts {
            let mut a = at.min(text.len());
            while !text.is_char_boundary(a) { a -= 1; }
            let mut b = (a + len).min(text.len());
            while !text.is_char_boundary(b) { b -= 1; }
            text.replace_range(a..b, &insert);
        }
        exercise(&text);
    }
}
