//! Records end to end: every fixture replayed; every rule error rendered and snapshotted;
//! notation → JSON → notation round trips.

mod common;

use std::fs;

use common::render;
use kifu::kamisado::json::{GameJson, to_notation};
use kifu::kamisado::{Checked, MatchKind, ReplayOptions, Side, Status, check, to_json};

fn checked(text: &str, all: bool) -> Vec<Checked> {
    check(text, ReplayOptions { all })
}

#[test]
fn rule_errors_render_with_a_label_and_help() {
    insta::glob!("../fixtures/kamisado/rules", "err_*.kamisado", |path| {
        let (name, text) = common::fixture(path);
        let record = common::only(&name, checked(&text, false));
        let problems = common::reported(&name, &text, &record.problems);
        for p in problems {
            assert!(p.code.starts_with("kamisado::"), "{name}: {}", p.code);
        }
        // The fixture's name says which code it shows (`_fr`, `_de`: the same slip on a
        // French or German sheet).
        let expected = name
            .trim_start_matches("err_")
            .trim_end_matches(".kamisado")
            .trim_end_matches("_fr")
            .trim_end_matches("_de")
            .replace('_', "-");
        let codes = common::short_codes(problems);
        let named = match expected.as_str() {
            "landing-next-entry-decides" => "wrong-landing",
            "must-pass" => "blocked",
            "fill-in-round-one" => "fill-in-round-1",
            e => e,
        };
        assert!(codes.contains(&named), "{name}: codes {codes:?}");
        insta::assert_snapshot!(render(&name, &text, problems));
    });
}

#[test]
fn book_examples_replay_cleanly() {
    let cases: [(&str, Status, Option<Side>); 5] = [
        ("ex2_opening", Status::Unfinished, None),
        ("ex3_must_move", Status::Finished, Some(Side::Black)),
        ("ex4_blocked", Status::Finished, Some(Side::Black)),
        ("ex5_blocked_twice", Status::Finished, Some(Side::White)),
        ("ex6_deadlock", Status::Unfinished, None),
    ];
    for (name, status, winner) in cases {
        let text = fs::read_to_string(format!("fixtures/kamisado/book/{name}.kamisado")).unwrap();
        let records = checked(&text, false);
        let c = &records[0];
        assert!(
            c.problems.is_empty(),
            "{name}: {}",
            render(name, &text, &c.problems)
        );
        let r = c.replay.as_ref().unwrap();
        assert_eq!(r.status(), status, "{name}");
        assert_eq!(r.winner, winner, "{name}");
    }
}

#[test]
fn example_6_is_a_deadlock_won_by_white_with_the_red_tower() {
    let text = fs::read_to_string("fixtures/kamisado/book/ex6_deadlock.kamisado").unwrap();
    let records = checked(&text, false);
    let r = records[0].replay.as_ref().unwrap();
    assert_eq!(r.kind, MatchKind::Standard);
    let end = r.rounds[0].end.unwrap();
    assert_eq!(end.result.winner, Side::White);
    assert_eq!(end.result.tower, kifu::kamisado::Colour::Red);
    assert_eq!(r.score[Side::White], 1);
    // Five entries: the fifth is the optional repeated `0` of the established deadlock.
    assert_eq!(r.rounds[0].plies.len(), 5);
    assert_eq!(
        r.rounds[0].plies[4].kind,
        kifu::kamisado::PlyKind::DeadlockConfirm
    );
    assert!(
        r.outcome().to_string().contains("chooses the fill"),
        "{}",
        r.outcome().to_string()
    );
}

#[test]
fn a_slip_gets_did_you_mean_and_all_goes_on() {
    // A wrong landing colour: the move ends on green, and the next entry moves green.
    let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n2. Yellow ↗3 Purple   Purple ↖1 Red\n3. Green ↗3 Orange   Orange ↑5 Blue\n";
    let one = checked(text, false);
    assert_eq!(
        one[0].problems.len(),
        1,
        "{}",
        render("t", text, &one[0].problems)
    );
    let p = &one[0].problems[0];
    assert_eq!(p.code, "kamisado::rule::wrong-landing");
    assert_eq!(
        p.help.as_ref().map(ToString::to_string).as_deref(),
        Some("did you mean `Purple ↖1 Green`?")
    );
    // The next entry (Black moves blue) says the landing was blue: one plausible fix.
    let text2 = text.replace("Orange ↑5 Blue\n", "Orange ↑5 Red\n4. Blue ↑1 Orange\n");
    let all = checked(&text2, true);
    let codes: Vec<&str> = all[0].problems.iter().map(|p| p.code).collect();
    assert_eq!(
        codes,
        [
            "kamisado::rule::wrong-landing",
            "kamisado::rule::wrong-landing"
        ],
        "{}",
        render("t", &text2, &all[0].problems)
    );
    let assumed = all[0].replay.as_ref().unwrap().rounds[0]
        .plies
        .iter()
        .filter(|p| p.assumed)
        .count();
    assert_eq!(assumed, 2);
}

#[test]
fn misnumbered_lines_are_warnings_saying_the_number_expected() {
    let text = fs::read_to_string("fixtures/kamisado/rules/err_numbering.kamisado").unwrap();
    for all in [false, true] {
        let c = common::only("err_numbering", checked(&text, all));
        assert!(c.is_valid(), "{}", render("t", &text, &c.problems));
        let said: Vec<(&str, String, bool)> = c
            .problems
            .iter()
            .map(|p| (p.code, p.message.to_string(), p.is_error()))
            .collect();
        let said: Vec<(&str, &str, bool)> =
            said.iter().map(|(c, m, e)| (*c, m.as_str(), *e)).collect();
        // One warning for the run `5. 6. 7.` (lines 3 to 5) of round 1; one for the `3.`
        // written twice in round 2, a round White begins (`1. ...`).
        assert_eq!(
            said,
            [
                (
                    "kamisado::numbering",
                    "move number 5, but this is move 3",
                    false
                ),
                (
                    "kamisado::numbering",
                    "move number 3, but this is move 4",
                    false
                ),
            ]
        );
        let help = c.problems[0]
            .help
            .as_ref()
            .map(ToString::to_string)
            .unwrap_or_default();
        assert!(
            help.ends_with("the next 2 move numbers follow on from it and are 2 too high as well"),
            "{help}"
        );
    }
}

#[test]
fn corrections_do_not_disturb_the_numbering() {
    // Under `--all` the slips are corrected (a pass or pushed entry inserted, a header
    // assumed, entries swapped or dropped, a round replayed under the other fill): the
    // numbers still follow the entries as written, so no warning is made for them.
    for entry in fs::read_dir("fixtures/kamisado/rules").unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name == "err_numbering.kamisado" {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        for all in [false, true] {
            for c in checked(&text, all) {
                assert!(
                    c.problems.iter().all(|p| p.code != "kamisado::numbering"),
                    "{name}: {}",
                    render(&name, &text, &c.problems)
                );
            }
        }
    }
    // A number out of sequence before a wrong fill is reported once, though the round is
    // replayed again from its header under the other fill.
    let text = fs::read_to_string("fixtures/kamisado/rules/err_wrong_fill.kamisado")
        .unwrap()
        .replace("1. ...              Blue", "2. ...              Blue");
    let c = common::only("wrong fill", checked(&text, true));
    let codes = common::short_codes(&c.problems);
    assert_eq!(
        codes,
        ["wrong-fill", "numbering"],
        "{}",
        render("t", &text, &c.problems)
    );
}

#[test]
fn json_round_trip_keeps_every_entry_tag_and_comment() {
    for entry in fs::read_dir("fixtures/kamisado/book").unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap();
        let c = &checked(&text, false)[0];
        let json = to_json(&text, &c.record, c.replay.as_ref().unwrap());
        // Through serde and back.
        let s = serde_json::to_string(&json).unwrap();
        let back: GameJson = serde_json::from_str(&s).unwrap();
        assert_eq!(back, json);
        // Back to notation: it replays to the same moves, tags and comments.
        let notation = to_notation(&json).expect("reads back").text;
        let c2 = &checked(&notation, false)[0];
        assert!(
            c2.problems.is_empty(),
            "{}:\n{notation}\n{}",
            path.display(),
            render("back", &notation, &c2.problems)
        );
        let json2 = to_json(&notation, &c2.record, c2.replay.as_ref().unwrap());
        assert_eq!(json2.tags, json.tags, "{}", path.display());
        assert_eq!(json2.comments, json.comments);
        assert_eq!(json2.rounds.len(), json.rounds.len());
        for (a, b) in json.rounds.iter().zip(&json2.rounds) {
            assert_eq!(a.comments, b.comments);
            assert_eq!(a.moves.len(), b.moves.len());
            for (x, y) in a.moves.iter().zip(&b.moves) {
                assert_eq!(
                    (
                        x.side,
                        x.tower,
                        x.kind,
                        &x.from,
                        &x.to,
                        &x.written,
                        &x.comments
                    ),
                    (
                        y.side,
                        y.tower,
                        y.kind,
                        &y.from,
                        &y.to,
                        &y.written,
                        &y.comments
                    )
                );
            }
        }
    }
}

#[test]
fn generated_matches_validate_and_round_trip() {
    use MatchKind::{Long, Marathon, Simple, Standard};
    use kifu::kamisado::Generator;
    for (seed, kind) in (1..).zip([Simple, Standard, Long, Marathon]) {
        let mut g = Generator::new(seed);
        for _ in 0..5 {
            let game = g.random_match(kind);
            let text = to_notation(&game).expect("reads back").text;
            let c = &checked(&text, false)[0];
            assert!(
                c.is_valid(),
                "seed {seed}:\n{text}\n{}",
                render("gen", &text, &c.problems)
            );
            let r = c.replay.as_ref().unwrap();
            assert_eq!(r.status(), Status::Finished);
            assert!(r.score[Side::Black] >= kind.target() || r.score[Side::White] >= kind.target());
            let json = to_json(&text, &c.record, r);
            assert_eq!(
                to_notation(&json).expect("reads back").text,
                text,
                "notation → JSON → notation is the identity on canonical text"
            );
        }
    }
}

#[test]
fn ties_between_corrections_are_broken_by_the_entries_that_follow() {
    // `Purple ↖2 Green` from c8: ↖1 (d7) and ↖3 (f5) both end on green.
    let base = "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n2. Yellow ↗3 Purple   Purple ↖2 Green\n3. Green ↗3 Orange   Orange ↑5 Blue\n";
    let c = &checked(base, false)[0];
    assert_eq!(
        c.problems[0]
            .help
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("did you mean `Purple ↖1 Green` or `Purple ↖3 Green`?")
    );
    // Later White's red tower goes f8 → f5: possible with the purple tower on d7, not
    // on f5. So only ↖1 fits the rest of the sheet.
    let text = format!("{base}4. Blue ↖2 Red   Red ↑3 Green\n");
    let c = &checked(&text, true)[0];
    assert_eq!(c.problems.len(), 1, "{}", render("t", &text, &c.problems));
    assert_eq!(
        c.problems[0]
            .help
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("did you mean `Purple ↖1 Green`?")
    );
    let r = c.replay.as_ref().unwrap();
    assert!(
        r.findings.stopped_at.is_none(),
        "the single remaining correction is assumed with --all"
    );
    assert_eq!(r.rounds[0].plies.iter().filter(|p| p.assumed).count(), 1);
}
