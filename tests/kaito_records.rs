//! Kaitō records end to end: every fixture replayed; every error rendered and
//! snapshotted; notation → JSON → notation round trips; generated games.

mod common;

use std::fs;

use common::render;
use kifu::Problem;
use kifu::kaito::json::{GameJson, ReasonJson, to_notation};
use kifu::kaito::{
    Buy, Checked, Entry, Generator, Loss, Record, ReplayOptions, Side, check, to_json,
    write as write_record,
};

/// A text read as one record, and its problems.
fn parse(text: &str) -> (Record, Vec<Problem>) {
    common::one(kifu::kaito::parse(text))
}

/// What an entry says, without where it is written.
fn said(e: &Entry) -> String {
    let exchanges: Vec<_> = e
        .exchanges
        .iter()
        .map(|x| (x.buy.node, x.pay.node))
        .collect();
    format!(
        "{} {:?} {exchanges:?}",
        e.to.node,
        e.capture.map(|c| c.node)
    )
}

fn checked(text: &str, all: bool) -> Vec<Checked> {
    check(text, ReplayOptions { all })
}

fn one(text: &str, all: bool) -> Checked {
    let mut v = checked(text, all);
    assert_eq!(v.len(), 1, "one record expected");
    v.remove(0)
}

fn fixture(name: &str) -> String {
    fs::read_to_string(format!("fixtures/kaito/{name}.kaito")).unwrap()
}

#[test]
fn errors_render_with_a_label_and_help() {
    insta::glob!("../fixtures/kaito", "err_*.kaito", |path| {
        let (name, text) = common::fixture(path);
        let c = one(&text, false);
        // Errors make a record invalid; a numbering slip is only a warning.
        assert_eq!(
            c.is_valid(),
            !c.problems.iter().any(|p| p.is_error()),
            "{name}"
        );
        let problems = common::reported(&name, &text, &c.problems);
        for p in problems {
            assert!(
                p.code.starts_with("kaito::") || p.code.starts_with("record::"),
                "{name}: {}",
                p.code
            );
            assert!(p.help.is_some(), "{name}: {} has a help line", p.code);
        }
        // The fixture's name says which code it shows.
        let expected = name
            .trim_start_matches("err_")
            .trim_end_matches(".kaito")
            .replace('_', "-");
        let named = match expected.as_str() {
            "bad-layout-token" | "bad-layout-unnumbered" => "bad-layout",
            "expected-token-comment" => "expected-token",
            "bad-first-position" => "bad-first",
            e => e,
        };
        let codes = common::short_codes(problems);
        assert!(codes.contains(&named), "{name}: codes {codes:?}");
        insta::assert_snapshot!(render(&name, &text, problems));
    });
}

#[test]
fn complete_games_end_each_of_the_three_ways() {
    use Loss::{KaitoStuck, LastKabuto, LastKatana};
    for (loser, reason, name) in [
        (Side::Black, LastKabuto, "win_last_kabuto"),
        (Side::Red, LastKatana, "win_last_katana"),
        (Side::Red, KaitoStuck, "win_kaito_stuck"),
    ] {
        let c = one(&fixture(name), false);
        assert!(c.is_valid(), "{name}: {:?}", c.problems);
        let end = c.replay.position().unwrap().result().unwrap();
        assert_eq!((end.loser, end.reason), (loser, reason), "{name}");
        // The last entry ended the game: nothing could have been played after it.
        let before_last = c.replay.position_at(c.replay.plies.len() - 1).unwrap();
        assert!(before_last.result().is_none());
    }
}

#[test]
fn exact_and_over_paid_exchanges_replay() {
    for (name, buy, paid) in [
        ("exchange_exact", Buy::Katana, 4),
        ("exchange_overpaid", Buy::Katana, 5),
    ] {
        let c = one(&fixture(name), false);
        assert!(c.is_valid(), "{name}: {:?}", c.problems);
        let (n, ply) = c
            .replay
            .plies
            .iter()
            .enumerate()
            .find(|(_, p)| p.mv.exchange.is_some())
            .unwrap();
        let after = c.replay.position_at(n + 1).unwrap();
        let ex = ply.mv.exchange.unwrap();
        assert_eq!((ex.buy, ex.pay.total()), (buy, paid), "{name}");
        // The bought token lies under the Kaito after the turn.
        assert_eq!(
            after.piece_at(after.kaito()).map(|p| (p.side, p.kind)),
            Some((ply.side, buy.kind()))
        );
    }
}

#[test]
fn a_slip_gets_did_you_mean_and_all_goes_on() {
    // b2 holds bH, not bS; later an empty destination.
    let text = fixture("exchange_exact")
        .replace("1. b2 x bH", "1. b2 x bS")
        .replace("2. e1 x bH", "2. b2 x bH");
    let stop = one(&text, false);
    assert_eq!(stop.problems.len(), 1);
    assert_eq!(stop.problems[0].code, "kaito::rule::wrong-capture");
    let help = stop.problems[0].help.clone().unwrap().to_string();
    assert!(help.contains("b2 x bH"), "{help}");
    assert!(help.contains("b3 x bS"), "{help}");
    let all = one(&text, true);
    let codes: Vec<&str> = all.problems.iter().map(|p| p.code).collect();
    assert_eq!(
        codes,
        [
            "kaito::rule::wrong-capture",
            "kaito::rule::empty-destination"
        ]
    );
    // Two squares are equally near: no single plausible correction, so it stops there.
    assert!(all.replay.findings.stopped_at.is_some());

    // A single plausible correction: the only square holding the token written.
    let text = fixture("exchange_exact").replace("4. d5 x bS", "4. d6 x bS");
    let all = one(&text, true);
    assert_eq!(all.problems.len(), 1, "{:?}", all.problems);
    assert!(all.replay.findings.stopped_at.is_none());
    assert!(all.replay.plies.iter().any(|p| p.assumed));
    assert!(all.replay.is_finished());
}

#[test]
fn json_round_trip_keeps_entries_tags_and_comments() {
    for entry in fs::read_dir("fixtures/kaito").unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with("err_") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        let c = one(&text, false);
        let json = to_json(&text, &c.record, &c.replay).expect("a valid record converts");
        assert_eq!(json.moves.len(), c.replay.plies.len());
        assert!(
            !json.comments.is_empty(),
            "{name}: the fixture comment is kept"
        );
        // Through serde and back.
        let s = serde_json::to_string(&json).unwrap();
        let back: GameJson = serde_json::from_str(&s).unwrap();
        assert_eq!(back, json);
        // JSON → notation → JSON: the same game.
        let again_text = to_notation(&json).expect("reads back").text;
        let again = one(&again_text, false);
        assert!(
            again.is_valid(),
            "{name}: {again_text}\n{:?}",
            again.problems
        );
        let again_json = to_json(&again_text, &again.record, &again.replay).unwrap();
        fn strip<'a>(g: &GameJson<'a>) -> GameJson<'a> {
            let mut g = g.clone();
            for m in &mut g.moves {
                m.line = 0;
                m.column = 0;
            }
            g
        }
        assert_eq!(strip(&again_json), strip(&json), "{name}");
    }
}

#[test]
fn a_misnumbered_sheet_gets_one_warning_and_stays_valid() {
    let c = one(&fixture("err_numbering"), false);
    assert!(c.is_valid(), "{:?}", c.problems);
    assert!(c.replay.is_finished());
    // `2.` written twice, and four lines numbered on from it: one warning.
    let [p] = &c.problems[..] else {
        panic!("one warning: {:?}", c.problems)
    };
    assert_eq!((p.code, p.is_error()), ("kaito::numbering", false));
    assert_eq!(p.message.to_string(), "move number 2, but this is move 3");
    let help = p.help.as_ref().map(ToString::to_string).unwrap_or_default();
    assert!(help.contains("Black's entry then Red's"), "{help}");
    assert!(help.contains("the next 4 move numbers"), "{help}");
    // `kifu fmt` renumbers.
    let (record, _) = parse(&fixture("err_numbering"));
    let written = write_record(&record);
    assert!(one(&written, false).problems.is_empty(), "{written}");
}

#[test]
fn fmt_numbers_a_line_broken_by_a_comment_as_one_move() {
    // A `;` comment after the first player's entry ends the line: the second player's
    // entry goes on a line of its own, with the same move number.
    let text = fixture("win_last_kabuto")
        .replace("1. a1 x bH  b1 x bH", "1. a1 x bH ; a } note\n   b1 x bH");
    assert!(one(&text, false).problems.is_empty());
    let (record, _) = parse(&text);
    let written = write_record(&record);
    assert!(
        written.ends_with("1. a1 x bH ; a } note\n1. ...      b1 x bH\n2. b4 x b2  b5 x bH\n"),
        "{written}"
    );
    let again = one(&written, false);
    assert!(
        again.is_valid() && again.problems.is_empty(),
        "{:?}",
        again.problems
    );
}

#[test]
fn fmt_writes_a_record_that_reads_back_the_same() {
    for name in ["exchange_exact", "win_kaito_stuck", "exchange_overpaid"] {
        let text = fixture(name);
        let (record, problems) = parse(&text);
        assert!(problems.is_empty());
        let written = write_record(&record);
        let (again, problems) = parse(&written);
        assert!(problems.is_empty(), "{written}");
        assert_eq!(write_record(&again), written, "fmt is idempotent");
        let a: Vec<String> = record.entries().map(said).collect();
        let b: Vec<String> = again.entries().map(said).collect();
        assert_eq!(a, b);
        assert!(one(&written, false).is_valid());
    }
}

#[test]
fn generated_games_validate_and_round_trip() {
    let mut reasons = Vec::new();
    let mut exchanges = 0;
    for seed in 0..40 {
        let g = Generator::new(seed).random_game();
        let text = to_notation(&g).expect("reads back").text;
        let c = one(&text, false);
        assert!(c.is_valid(), "seed {seed}: {:?}\n{text}", c.problems);
        assert!(
            c.replay.is_finished(),
            "a generated game is played to the end"
        );
        let json = to_json(&text, &c.record, &c.replay).unwrap();
        assert_eq!(json.result, g.result, "seed {seed}");
        assert_eq!(json.position, g.position, "seed {seed}");
        for after in c.replay.positions().skip(1) {
            let again: kifu::kaito::Position = after.to_string().parse().unwrap();
            assert_eq!(again, after, "seed {seed}: position string round trip");
        }
        reasons.push(g.result.unwrap().reason);
        exchanges += g.moves.iter().filter(|m| m.exchange.is_some()).count();
    }
    // Same seed, same game.
    assert_eq!(
        Generator::new(7).random_game(),
        Generator::new(7).random_game()
    );
    assert!(reasons.contains(&ReasonJson::LastKatana));
    assert!(reasons.contains(&ReasonJson::LastKabuto));
    assert!(exchanges > 0);
}

#[test]
fn several_records_in_one_text() {
    let text = format!(
        "{}\n{}",
        fixture("win_last_kabuto"),
        fixture("win_last_katana")
    );
    let all = checked(&text, false);
    assert_eq!(all.len(), 2);
    assert!(all.iter().all(Checked::is_valid));
}

#[test]
fn junk_never_panics() {
    let base = fixture("exchange_exact");
    // Cut the record at every byte boundary and replay what is left.
    for cut in (0..base.len()).filter(|&i| base.is_char_boundary(i)) {
        let _ = checked(&base[..cut], true);
    }
    for junk in [
        "",
        "Layout:",
        "Kaito:",
        "Kaito: a1 Layout:",
        "= = =",
        "x",
        "a1 x",
        "a1 = H",
        "1.",
        "…",
        "[First \"Red\"] Layout:\n6\n5\n",
        "Layout:\nW\n",
    ] {
        let _ = checked(junk, true);
    }
}

mod fuzz {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Any text: parsing, replaying (with and without `all`) and writing never panic,
        /// and every problem points inside the text.
        #[test]
        fn any_text_is_checked_without_panic(text in "(\\PC|\n){0,200}") {
            for all in [false, true] {
                for c in checked(&text, all) {
                    for p in &c.problems {
                        prop_assert!(p.span.end <= text.len());
                        prop_assert!(p.span.start <= p.span.end);
                    }
                    let _ = write_record(&c.record);
                }
            }
        }

        /// Record-like text: a real record with random words spliced in.
        #[test]
        fn spliced_records_never_panic(
            at in 0usize..400,
            words in proptest::collection::vec(
                prop_oneof![
                    Just("x".to_owned()), Just("=".to_owned()), Just("H".to_owned()),
                    Just("3+2".to_owned()), Just("a1".to_owned()), Just("f6".to_owned()),
                    Just("bS".to_owned()), Just("Layout:".to_owned()), Just("Kaito:".to_owned()),
                    Just("{".to_owned()), Just("\n".to_owned()), Just("...".to_owned()),
                    Just("12.".to_owned()), "[a-f][1-6]", "[rbW][SH1-3]",
                ],
                0..8,
            ),
        ) {
            let base = fixture("exchange_exact");
            let mut at = at.min(base.len());
            while !base.is_char_boundary(at) {
                at -= 1;
            }
            let text = format!("{} {} {}", &base[..at], words.join(" "), &base[at..]);
            for all in [false, true] {
                for c in checked(&text, all) {
                    for p in &c.problems {
                        prop_assert!(p.span.end <= text.len());
                    }
                    if c.is_valid() {
                        prop_assert!(to_json(&text, &c.record, &c.replay).is_some());
                    }
                }
            }
        }

        /// Any position string: parsing never panics, and what parses prints back to
        /// a string that parses to the same position.
        #[test]
        fn position_strings_never_panic(text in "[rbSH123*@/ 6W.-]{0,60}") {
            if let Ok(p) = text.parse::<kifu::kaito::Position>() {
                let again: kifu::kaito::Position = p.to_string().parse().unwrap();
                prop_assert_eq!(again, p);
                let _ = p.perft(2);
            }
        }
    }
}

#[test]
fn the_json_schema_describes_the_json() {
    let schema = serde_json::to_value(kifu::kaito::json::schema()).unwrap();
    let props = schema["properties"].as_object().unwrap();
    for key in [
        "game", "first", "layout", "kaito", "moves", "result", "position",
    ] {
        assert!(props.contains_key(key), "{key}");
    }
    // Every field of a real game's JSON is in the schema.
    let text = fixture("exchange_exact");
    let c = one(&text, false);
    let json = serde_json::to_value(to_json(&text, &c.record, &c.replay).unwrap()).unwrap();
    for key in json.as_object().unwrap().keys() {
        assert!(props.contains_key(key), "{key} missing from the schema");
    }
    assert_eq!(
        json["moves"][5]["exchange"]["paid"],
        serde_json::json!([3, 1])
    );
    assert_eq!(json["result"]["reason"], "last-kabuto");
}

#[test]
fn legal_moves_print_with_their_capture() {
    let text = fixture("exchange_exact");
    let c = one(&text, false);
    // Red's 3rd turn was `d4 x b1 = S 3+1`: it is among the legal turns, printed as written.
    let before = c.replay.position_at(5).unwrap();
    let printed: Vec<String> = before
        .legal_moves()
        .iter()
        .filter_map(|&m| kifu::kaito::move_text(&before, m))
        .collect();
    assert!(
        printed.contains(&"d4 x b1 = S 3+1".to_owned()),
        "{printed:?}"
    );
    assert!(printed.contains(&"d4 x b1".to_owned()));
    assert_eq!(printed.len(), before.legal_moves().len());
}

/// Hostile shapes, checked by size rather than time (timing is for benchmarks): at
/// 400 kB a quadratic parser or replay would not finish the test run, and each shape
/// gives a handful of problems, not one per word.
#[test]
fn hostile_shapes_are_handled_at_size_and_reported_once_per_stretch() {
    const N: usize = 400_000;
    let game = fixture("exchange_exact");
    // (shape, text, most problems it may give)
    let shapes: Vec<(&str, String, usize)> = vec![
        ("garbage words", format!("{game}{}", "zz ".repeat(N / 3)), 1),
        ("one long word", format!("{game}{}", "x".repeat(N)), 1),
        // Every `a1 =` is an entry with a bad exchange of its own.
        (
            "many equals",
            format!("{game}{}", "a1 = ".repeat(N / 5)),
            N / 5,
        ),
        (
            "many layouts",
            format!("{game}{}", "Layout:\n".repeat(N / 8)),
            N / 8,
        ),
        ("open braces", format!("{game}{}", "{".repeat(N)), 1),
        ("unterminated tags", "[First \"".repeat(N / 8), N / 8 + 5),
        (
            "a long layout",
            format!("Layout:\n{}", "6 rS rS rS rS rS rS\n".repeat(N / 20)),
            N / 20 + 20,
        ),
    ];
    for (what, text, most) in &shapes {
        let c = checked(text, false);
        let problems: usize = c.iter().map(|c| c.problems.len()).sum();
        assert!(problems >= 1, "{what}: something is wrong in it");
        assert!(problems <= *most, "{what}: {problems} problems");
    }
    // Many wrong entries under --all: one problem each, still fine at size.
    let text = format!("{game}{}", "a1 x rS ".repeat(N / 8));
    let c = one(&text, true);
    assert!(!c.problems.is_empty());
    // A long line of garbage is one problem, not one per word.
    let text = format!("{game}zz {}\n", "garbage ".repeat(50_000));
    let c = one(&text, true);
    assert_eq!(
        c.problems.len(),
        1,
        "{:?}",
        &c.problems[..2.min(c.problems.len())]
    );
    assert_eq!(
        c.problems[0].related.len(),
        1,
        "the rest is marked as skipped"
    );
}

#[test]
fn the_book_exchange_example_as_a_record() {
    let text = fixture("book_exchange");
    let c = one(&text, false);
    assert!(c.is_valid(), "{:?}", c.problems);
    let end = c.replay.position().unwrap().result().unwrap();
    assert_eq!((end.winner(), end.reason), (Side::Red, Loss::LastKabuto));
    let first = c.replay.plies[0];
    let ex = first.mv.exchange.unwrap();
    assert_eq!((ex.buy, ex.pay.total()), (Buy::Kabuto, 5));
    // No layout with a [Position] tag: the JSON gives the start instead, and converts back.
    let json = to_json(&text, &c.record, &c.replay).unwrap();
    assert!(json.layout.is_none() && json.kaito.is_none());
    assert_eq!(json.start, "5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 23 H");
    // A layout as well as a position is a problem.
    let both = text.replace(
        "{ Red holds",
        "Layout:\n6 b2 bH r1 rS b1 b1\nKaito: a4\n{ Red holds",
    );
    let c = one(&both, false);
    assert!(c.problems.iter().any(|p| p.code == "kaito::bad-position"));
}

#[test]
fn all_reports_the_same_first_problem_and_never_fewer() {
    for entry in fs::read_dir("fixtures/kaito").unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap();
        let stop = one(&text, false);
        let all = one(&text, true);
        assert!(all.problems.len() >= stop.problems.len(), "{path:?}");
        assert_eq!(
            all.problems.first().map(|p| (p.code, p.span)),
            stop.problems.first().map(|p| (p.code, p.span)),
            "{path:?}"
        );
        // A valid record is just as valid with --all.
        assert_eq!(all.is_valid(), stop.is_valid(), "{path:?}");
    }
}
