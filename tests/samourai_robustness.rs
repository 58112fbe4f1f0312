//! Hostile input for Samouraï: nothing may panic or hang, every span stays inside the
//! text on character boundaries.

mod common;

use kifu::samourai::json::to_notation;
use kifu::samourai::{Board, Generator, Item, ReplayOptions, Style, check, parse, to_json, write};
use kifu::text::decode;
use kifu::{Parsed, Problem, Span};
use proptest::prelude::*;

fn pipeline(bytes: &[u8]) -> Vec<Problem> {
    match decode(bytes) {
        Err(p) => vec![p],
        Ok((text, _)) => {
            let mut out = Vec::new();
            for all in [false, true] {
                for c in check(text, ReplayOptions { all }) {
                    for p in &c.problems {
                        assert!(p.span.start <= p.span.end && p.span.end <= text.len());
                        assert!(
                            text.is_char_boundary(p.span.start)
                                && text.is_char_boundary(p.span.end)
                        );
                        for (s, _) in &p.related {
                            assert!(s.end <= text.len());
                        }
                    }
                    if let Some(r) = &c.replay {
                        // JSON and back never panics either.
                        let _ = to_notation(&to_json(text, &c.record, r));
                    }
                    out.extend(c.problems);
                }
            }
            for Parsed { record, .. } in parse(text) {
                let _ = write(&record, Style::default());
            }
            out
        }
    }
}

/// Every byte of the text is accounted for: a tag, the board block, an item, or inside a
/// problem.
fn covered(text: &str) -> bool {
    let mut spans: Vec<Span> = Vec::new();
    for Parsed { record, problems } in parse(text) {
        spans.extend(record.tags.iter().map(|t| t.span));
        spans.extend(record.head.board.iter().map(|b| b.span));
        spans.extend(record.items.iter().map(|i| match i {
            Item::MoveNumber(n) => n.span,
            Item::Ellipsis(s) | Item::Invalid(s) => *s,
            Item::Entry(e) => e.span,
            Item::Comment(c) => c.span,
        }));
        spans.extend(common::problem_spans(&problems));
    }
    common::covers(text, spans)
}

#[test]
fn every_byte_is_accounted_for() {
    for text in [
        "[Game \"Samourai\"]\n1. e1-e4 3 ryu  e11-e9 2 washi\n2. ... x\n",
        "Board:\n..S.S.S.S..\n\n1. e1-e4 + f6-b2 4 ho bo {c} ; d\n",
        "1. e1-e4 3 rye e11-e9 2 washi\n2. c1-c3 x c11-c10",
        "e1-l4 3 ryu ? ! e1 e4 :: – —",
        "1. e1-e4 3 ryu\nBoard: x\n..S\n",
    ] {
        assert!(covered(text), "{text:?}");
    }
}

#[test]
fn bad_bytes_and_empty_input() {
    assert_eq!(pipeline(b"1. e1-e4 \xff")[0].code, "record::invalid-utf8");
    assert!(pipeline(b"").is_empty());
    assert!(pipeline(b"   \n\t ").is_empty());
    assert!(pipeline("\u{feff}[Game \"Samourai\"]".as_bytes()).is_empty());
}

/// Each hostile shape at 128 KB: a linear pipeline is done at once, a quadratic one would
/// not finish (no clock here: speed is for benchmarks).
#[test]
fn hostile_shapes_complete() {
    let n = 128 * 1024;
    let game = "[Game \"Samourai\"]\n";
    let shapes: Vec<(&str, String)> = vec![
        (
            "one long line of garbage",
            format!("{game}{}", "x".repeat(n)),
        ),
        ("deeply nested braces", format!("{game}{}", "{".repeat(n))),
        ("dashes", format!("{game}{}", "e1-".repeat(n / 3))),
        ("plus signs", format!("{game}e1-e4 {}", "+ ".repeat(n / 2))),
        (
            "ho without bo",
            format!("{game}{}", "e1-e4 ho ".repeat(n / 9)),
        ),
        (
            "many wrong entries",
            format!("{game}{}", "1. c1-c9 8 washi\n".repeat(n / 17)),
        ),
        (
            "many boards",
            format!("{game}{}", "Board:\n..S.S.S.S..\n".repeat(n / 19)),
        ),
        (
            "a huge board block",
            format!("Board:\n{}", "..S.S.S.S..\n".repeat(n / 12)),
        ),
        ("unterminated tags", "[Game \"".repeat(n / 7)),
        ("many records", format!("{game}1. c1-c2\n").repeat(n / 28)),
    ];
    for (what, text) in shapes {
        let problems = pipeline(text.as_bytes());
        assert!(
            !problems.is_empty() || what == "many records",
            "{what}: some problem reported"
        );
    }
}

#[test]
fn a_long_random_game_replays_in_full() {
    // The longest of a few random games that never end (samurai shuttling).
    let game = (0..50u64)
        .map(|seed| {
            let mut g = Generator::new(seed);
            g.max_plies = 1_500;
            g.random_game()
        })
        .max_by_key(|g| g.moves.len())
        .expect("some games");
    let text = to_notation(&game).expect("reads back").text;
    let c = check(&text, ReplayOptions::default());
    assert!(c[0].is_valid());
    assert_eq!(
        c[0].replay.as_ref().map(|r| r.plies.len()),
        Some(game.moves.len())
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        pipeline(&bytes);
    }

    #[test]
    fn record_like_text(parts in proptest::collection::vec(prop_oneof![
        Just("e1-e4"), Just("c11-c9"), Just("f6"), Just("-"), Just("+"), Just(" "), Just("\n"),
        Just("3"), Just("10"), Just("ryu"), Just("ho"), Just("bo"), Just("anzen"), Just("taiyō"),
        Just("1."), Just("..."), Just("{"), Just("}"), Just(";"), Just("[Game \"Samourai\"]"),
        Just("[Position \""), Just("\"]"), Just("Board:"), Just("..S.S.S.S.."), Just("k11"),
        Just("l12"), Just("é"), Just("[Board \"x\"]"), Just("2b1b1b1b2/11"),
    ], 0..60)) {
        let text: String = parts.concat();
        pipeline(text.as_bytes());
        prop_assert!(covered(&text), "{:?}", text);
    }

    #[test]
    fn board_loader_never_panics(text in "[SATRWK. \n0-9#a-k]{0,400}") {
        let _ = Board::parse(&text);
    }
}
