//! Hostile input: every bad-input class kifu must survive, with the diagnostic it gives.
//! Nothing here may panic, hang, or silently drop input.

mod common;

use kifu::kamisado::json::{GameJson, to_notation};
use kifu::kamisado::{
    Generator, Item, MatchKind, ReplayOptions, Style, check, to_json, write_record,
};
use kifu::text::decode;
use kifu::{Parsed, Problem, Span};
use proptest::prelude::*;

/// Decode, parse and replay: the whole pipeline `kifu validate` runs on bytes.
fn pipeline(bytes: &[u8]) -> Vec<Problem> {
    match decode(bytes) {
        Err(p) => vec![p],
        Ok((text, _)) => {
            let mut out = Vec::new();
            for c in check(text, ReplayOptions { all: true }) {
                for p in &c.problems {
                    assert!(
                        p.span.start <= p.span.end && p.span.end <= text.len(),
                        "span {:?} inside {} bytes",
                        p.span,
                        text.len()
                    );
                    assert!(
                        text.is_char_boundary(p.span.start) && text.is_char_boundary(p.span.end),
                        "span on char boundaries"
                    );
                }
                out.extend(c.problems);
            }
            out
        }
    }
}

fn codes(bytes: &[u8]) -> Vec<&'static str> {
    pipeline(bytes).iter().map(|p| p.code).collect()
}

/// Every byte of the text is accounted for: parsed into an item, or inside a problem.
fn covered(text: &str) -> bool {
    let mut spans: Vec<Span> = Vec::new();
    for Parsed { record, problems } in kifu::kamisado::parse(text) {
        spans.extend(record.tags.iter().map(|t| t.span));
        spans.extend(record.items.iter().map(item_span));
        spans.extend(common::problem_spans(&problems));
    }
    common::covers(text, spans)
}

fn item_span(i: &Item) -> Span {
    match i {
        Item::Round(h) => h.span,
        Item::MoveNumber(n) => n.span,
        Item::Ellipsis(s) | Item::Invalid(s) => *s,
        Item::Entry(e) => e.span,
        Item::Score(s) => s.span,
        Item::Comment(c) => c.span,
    }
}

const GAME: &str = "[Game \"Kamisado\"]\n";

/// The game tag, then `body`.
fn game(body: &str) -> Vec<u8> {
    format!("{GAME}{body}").into_bytes()
}

/// `text` with Windows line ends.
fn crlf(text: Vec<u8>) -> Vec<u8> {
    String::from_utf8(text)
        .unwrap()
        .replace('\n', "\r\n")
        .into_bytes()
}

#[test]
fn bad_input_classes_and_their_diagnostics() {
    // Each class of input, and the code it must report ("": none at all).
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty input", b"".to_vec(), ""),
        ("only whitespace", b"  \n\t\r\n".to_vec(), ""),
        (
            "only comments",
            b"{ nothing }\n; still nothing\n".to_vec(),
            "",
        ),
        (
            "invalid UTF-8",
            b"[Game \"Kamisado\"]\n1. Red \xff\xfe Blue".to_vec(),
            "record::invalid-utf8",
        ),
        (
            "a NUL byte",
            game("1. Red \0↑4 Blue"),
            "kamisado::syntax::expected-direction",
        ),
        (
            "CRLF line ends",
            crlf(game("1. Red ↑4 Blue\n1... Blue ↑5 Yellow\n")),
            "",
        ),
        (
            "CRLF with a mistake",
            crlf(game("1. Red ↑4 Blue\n2. Green ↑5 Yellow\n")),
            "kamisado::rule::wrong-tower",
        ),
        ("tabs", game("1.\tRed\t↑4\tBlue\tBlue\t↑5\tYellow\n"), ""),
        (
            "a BOM",
            format!("\u{feff}{GAME}1. Red ↑4 Blue\n").into_bytes(),
            "",
        ),
        (
            "unterminated comment",
            game("1. Red ↑4 Blue { never closed\n"),
            "record::unterminated-comment",
        ),
        // Braces do not nest (as in PGN): the comment ends at the first `}`.
        (
            "nested braces",
            game("{ a { b { c } d } e }\n1. Red ↑4 Blue\n"),
            "kamisado::syntax::unknown-colour",
        ),
        (
            "unterminated tag",
            b"[Game \"Kamisado\n1. Red ^4 Blue\n".to_vec(),
            "record::bad-tag",
        ),
        ("stray ;;)", game(";;)\n1. Red ↑4 Blue ;;)\n"), ""),
        (
            "garbage between entries",
            game("1. Red ↑4 Blue @@@ Blue ↑5 Yellow\n"),
            "kamisado::syntax::unexpected",
        ),
        (
            "unknown game",
            b"[Game \"Chess\"]\n1. e4 e5\n".to_vec(),
            "kamisado::syntax::unknown-colour",
        ),
    ];
    for (what, bytes, expected) in cases {
        let got = codes(&bytes);
        if expected.is_empty() {
            assert!(got.is_empty(), "{what}: expected no problem, got {got:?}");
        } else {
            assert!(
                got.contains(&expected),
                "{what}: expected {expected} in {got:?}"
            );
        }
        if let Ok((text, _)) = decode(&bytes) {
            assert!(
                covered(text),
                "{what}: some text is neither parsed nor reported"
            );
        }
    }
}

/// Each hostile shape at 512 KB: a linear pipeline is done at once, a quadratic one would
/// not finish (no clock here: speed is measured by the benchmarks, `benches/`).
#[test]
fn hostile_shapes_complete() {
    let n = 512 * 1024;
    let shapes: Vec<(&str, String)> = vec![
        (
            "one long line of garbage",
            format!("{GAME}{}", "x".repeat(n)),
        ),
        ("deeply nested braces", format!("{GAME}{}", "{".repeat(n))),
        ("many closing braces", format!("{GAME}{}", "}".repeat(n))),
        (
            "semicolons and parens",
            format!("{GAME}{}", ";;)".repeat(n / 3)),
        ),
        ("unterminated tags", "[Game \"".repeat(n / 7)),
        (
            "many round headers",
            format!("{GAME}{}", "Round 2 from left\n".repeat(n / 18)),
        ),
        (
            "many wrong entries",
            format!("{GAME}{}", "1. Red ↑4 Green\n".repeat(n / 16)),
        ),
        (
            "many records",
            format!("{GAME}1. Red ↑4 Blue\n").repeat(n / 32),
        ),
    ];
    for (what, text) in shapes {
        let problems = pipeline(text.as_bytes());
        assert!(problems.len() <= text.len(), "{what}");
    }
}

#[test]
fn a_long_line_is_handled() {
    // 4 MB on one line: one problem per bad stretch, not per byte.
    let text = format!("{GAME}1. Red ↑4 Blue {}\n", "garbage ".repeat(512 * 1024));
    let problems = pipeline(text.as_bytes());
    assert!(!problems.is_empty());
    assert!(problems.len() < 1_000, "{} problems", problems.len());
}

#[test]
fn thousands_of_rounds() {
    // A standard match ends long before; everything after is reported once, not per round.
    let mut g = Generator::new(5);
    let text = to_notation(&g.random_match(MatchKind::Marathon))
        .expect("reads back")
        .text
        .replace("[Match \"marathon\"]", "[Match \"standard\"]");
    let many = format!(
        "{text}{}",
        "\nRound 99 from left\n1. Red ↑1 Yellow\n".repeat(3_000)
    );
    let problems = pipeline(many.as_bytes());
    assert!(
        problems
            .iter()
            .any(|p| p.code == "kamisado::rule::after-match-end")
    );
    assert!(problems.len() < 10, "{} problems", problems.len());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let _ = pipeline(&bytes);
    }

    #[test]
    fn random_text_never_panics(text in "[\\[\\]{};\"0-9a-zA-Z ↑↖↗↓<>^v.…\n\t+-:]{0,300}") {
        let _ = pipeline(text.as_bytes());
        prop_assert!(covered(&text));
    }

    #[test]
    fn mutated_fixtures_never_panic(
        which in 0usize..6,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..8),
    ) {
        let files = [
            "fixtures/kamisado/book/ex2_opening.kamisado",
            "fixtures/kamisado/book/ex5_blocked_twice.kamisado",
            "fixtures/kamisado/book/ex6_deadlock.kamisado",
            "fixtures/kamisado/valid/standard_fr_words.kamisado",
            "fixtures/kamisado/valid/long_de_arrows.kamisado",
            "fixtures/kamisado/rules/err_must_record_push.kamisado",
        ];
        let mut bytes = std::fs::read(files[which]).unwrap();
        for (at, byte, op) in edits {
            let i = at.index(bytes.len().max(1));
            match op {
                0 if !bytes.is_empty() => { bytes.remove(i.min(bytes.len() - 1)); }
                1 => bytes.insert(i.min(bytes.len()), byte),
                _ if !bytes.is_empty() => { let j = i.min(bytes.len() - 1); bytes[j] = byte; }
                _ => {}
            }
        }
        let _ = pipeline(&bytes);
    }

    #[test]
    fn generated_records_round_trip_through_json(seed in any::<u64>(), kind in 0usize..4) {
        let kind = MatchKind::ALL[kind];
        let mut g = Generator::new(seed);
        let game = g.random_match(kind);
        let text = to_notation(&game).expect("reads back").text;
        let c = &check(&text, ReplayOptions::default())[0];
        prop_assert!(c.is_valid());
        let json = to_json(&text, &c.record, c.replay.as_ref().unwrap());
        let back: GameJson = serde_json::from_str(&serde_json::to_string(&json).unwrap()).unwrap();
        prop_assert_eq!(to_notation(&back).expect("reads back").text, text.clone());
        // The writer agrees with the JSON layout on canonical records.
        prop_assert_eq!(write_record(&c.record, Style::default()), text);
    }
}
