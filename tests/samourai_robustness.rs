//! Hostile input for Samouraï: nothing may panic or hang, every span stays inside the
//! text on character boundaries.

use std::time::Instant;

use kifu::core::Problem;
use kifu::core::header::decode;
use kifu::games::samourai::check::check;
use kifu::games::samourai::generate::Generator;
use kifu::games::samourai::json::{to_json, to_notation};
use kifu::games::samourai::notation::{Style, parse_all, write_record};
use kifu::games::samourai::{Board, ReplayOptions};
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
            for (record, _) in parse_all(text) {
                let _ = write_record(&record, &Style::default());
            }
            out
        }
    }
}

#[test]
fn bad_bytes_and_empty_input() {
    assert_eq!(pipeline(b"1. e1-e4 \xff")[0].code, "record::invalid-utf8");
    assert!(pipeline(b"").is_empty());
    assert!(pipeline(b"   \n\t ").is_empty());
    assert!(pipeline("\u{feff}[Game \"Samourai\"]".as_bytes()).is_empty());
}

#[test]
fn long_records_are_checked_in_reasonable_time() {
    // 5 000 lines of shuttling samurai: a long, valid-looking game.
    let mut text = String::from("[Game \"Samourai\"]\n");
    for i in 0..5_000 {
        text.push_str(&format!("{}. c1-c2 c11-c10 x {{y}}\n", i + 1));
    }
    text.push_str(&"e1-".repeat(20_000));
    let t = Instant::now();
    let problems = pipeline(text.as_bytes());
    assert!(!problems.is_empty());
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
    // A long random game that never ends (samurai shuttling), replayed in full.
    let game = (0..50u64)
        .map(|seed| {
            let mut g = Generator::new(seed);
            g.max_plies = 1_500;
            g.random_game()
        })
        .max_by_key(|g| g.moves.len())
        .expect("some games");
    let text = to_notation(&game);
    let t = Instant::now();
    let c = check(&text, ReplayOptions::default());
    assert!(c[0].is_valid());
    assert_eq!(
        c[0].replay.as_ref().map(|r| r.plies.len()),
        Some(game.moves.len())
    );
    assert!(t.elapsed().as_secs() < 20, "took {:?}", t.elapsed());
    // A huge board block and a huge comment.
    let big = format!(
        "Board:\n{}\n{{{}}}",
        "..S.S.S.S..\n".repeat(10_000),
        "x".repeat(200_000)
    );
    let t = Instant::now();
    assert!(!pipeline(big.as_bytes()).is_empty());
    assert!(t.elapsed().as_secs() < 10, "took {:?}", t.elapsed());
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
    }

    #[test]
    fn board_loader_never_panics(text in "[SATRWK. \n0-9#a-k]{0,400}") {
        let _ = Board::parse(&text);
    }
}
