//! Samouraï records end to end: complete games, custom boards, every error rendered and
//! snapshotted, `--all`, notation → JSON → notation, random games, odd input.

mod common;

use std::fs;
use std::path::Path;

use common::render;
use kifu::Problem;
use kifu::samourai::json::{GameJson, StatusJson, schema, to_notation};
use kifu::samourai::{
    Board, Checked, Generator, Lang, Outcome, Record, ReplayOptions, Side, Status, Style,
    check_with, load_board_file_in, to_json, write,
};

/// A text read as one record, and its problems.
fn parse(text: &str) -> (Record, Vec<Problem>) {
    common::one(kifu::samourai::parse(text))
}

const DIR: &str = "fixtures/samourai";

/// `[Board "path"]` is read from the record's folder (the fixtures' here), never outside.
fn load(path: &str) -> Result<String, kifu::Message> {
    load_board_file_in(Path::new(DIR), path)
}

fn checked(text: &str, all: bool) -> Vec<Checked> {
    check_with(text, ReplayOptions { all }, None, &load)
}

fn fixture(name: &str) -> String {
    fs::read_to_string(Path::new(DIR).join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn only(text: &str) -> Checked {
    let mut records = checked(text, false);
    assert_eq!(records.len(), 1);
    records.remove(0)
}

/// The one record of a fixture, with no problem at all.
fn clean(name: &str) -> Checked {
    let text = fixture(name);
    let c = only(&text);
    assert!(
        c.problems.is_empty(),
        "{}",
        render(name, &text, &c.problems)
    );
    c
}

#[test]
fn a_complete_game_ending_in_iki_zumari() {
    let c = clean("iki_zumari.samourai");
    let r = c.replay.as_ref().expect("replayed");
    assert_eq!(r.plies.len(), 4);
    assert_eq!(
        r.status(),
        Status::Finished(Outcome::IkiZumari { loser: Side::Red })
    );
    assert_eq!(r.outcome().to_string(), "Red is in iki zumari: Black wins");
}

#[test]
fn a_complete_game_ending_in_a_draw() {
    let c = clean("draw.samourai");
    let r = c.replay.as_ref().expect("replayed");
    // 8 entries, one of them an anzen landing with its bonus move.
    assert_eq!(r.plies.len(), 9);
    assert_eq!(r.plies.iter().filter(|p| p.bonus).count(), 1);
    assert_eq!(
        r.status(),
        Status::Finished(Outcome::Draw { stuck: Side::Red })
    );
    assert_eq!(r.position.on_own_shiro(Side::Black), 3);
    // Red has moves by the movement rules, all forbidden by the protection.
    assert!(r.position.can_move());
    assert!(r.position.legal_moves().is_empty());
}

#[test]
fn custom_boards_from_a_file_tag_and_inline() {
    let file = Board::parse(&fixture("custom.board")).expect("valid board file");
    assert_ne!(file, Board::standard());
    for name in ["custom_board_tag.samourai", "custom_board_inline.samourai"] {
        let c = clean(name);
        assert_eq!(c.replay.as_ref().expect("replayed").board, file, "{name}");
    }
    // A reply legal on the default board breaks the symbol rule on the custom one
    // (b10 is blank there).
    let moves = "1. c1-b2 1 taiyo    c11-b10 1 taiyo\n";
    let on_default = only(&format!("[Game \"Samourai\"]\n{moves}"));
    assert!(on_default.is_valid());
    let on_custom = only(&format!(
        "[Game \"Samourai\"]\n[Board \"custom.board\"]\n{moves}"
    ));
    assert_eq!(on_custom.problems[0].code, "samourai::rule::symbol");
    // `--board` wins over the record's own.
    let forced = check_with(
        &format!("[Board \"custom.board\"]\n{moves}"),
        ReplayOptions::default(),
        Some(Board::standard()),
        &load,
    );
    assert!(forced[0].is_valid());
}

#[test]
fn every_error_renders_with_a_label_and_help() {
    insta::glob!("../fixtures/samourai/errors", "err_*.samourai", |path| {
        let (name, text) = common::fixture(path);
        let records = checked(&text, false);
        assert_eq!(records.len(), 1, "{name}");
        let problems = common::reported(&name, &text, &records[0].problems);
        // Errors make a record invalid; a numbering slip is only a warning.
        assert_eq!(records[0].is_valid(), !problems[0].is_error(), "{name}");
        for p in problems {
            assert!(text.is_char_boundary(p.span.start) && text.is_char_boundary(p.span.end));
            assert!(p.help.is_some(), "{name}: {} has help", p.code);
            assert!(p.label.is_some(), "{name}: {} has a label", p.code);
        }
        // The fixture's name says which code it shows: err_rule_symbol → samourai::rule::symbol.
        let expected = format!(
            "samourai::{}",
            name.trim_start_matches("err_")
                .trim_end_matches(".samourai")
                .replace('_', "::")
        );
        assert_eq!(problems[0].code, expected, "{name}");
        insta::assert_snapshot!(render(&name, &text, problems));
    });
}

#[test]
fn did_you_mean_lists_the_nearest_legal_moves() {
    let text = "1. e1-e4 3 ryu    e11-e10 1 ryu\n";
    let c = only(text);
    let p = &c.problems[0];
    assert_eq!(p.code, "samourai::rule::distance");
    assert_eq!(&text[p.span.range()], "e10");
    let help = p.help.as_ref().map(ToString::to_string).unwrap_or_default();
    assert!(help.contains("2, 3 or 4 squares"), "{help}");
    assert!(help.contains("did you mean `e11-e9 2 washi`"), "{help}");
}

#[test]
fn all_goes_on_with_the_single_plausible_correction() {
    // Two mistakes: e11-e10 (nearest legal: e11-e9), and a wrong announcement later.
    let text = "1. e1-e4 3 ryu    e11-e10\n2. c1-d2 1 taiyo\n";
    let first = only(text);
    assert_eq!(first.problems.len(), 1);
    assert!(
        first
            .replay
            .as_ref()
            .expect("replayed")
            .findings
            .stopped_at
            .is_some()
    );
    let all = checked(text, true).remove(0);
    let codes: Vec<&str> = all.problems.iter().map(|p| p.code).collect();
    assert_eq!(
        codes,
        ["samourai::rule::distance", "samourai::rule::announced-kind"]
    );
    let r = all.replay.as_ref().expect("replayed");
    assert_eq!(r.plies.len(), 3);
    assert!(r.plies[1].assumed);
    assert_eq!(r.plies[1].mv.to.to_string(), "e9");
}

#[test]
fn a_run_of_misnumbered_lines_is_one_warning() {
    // The second line numbered 3, and the next ones numbered on from it (2 too high): one
    // warning, on the first, which counts the others; a line back in sequence ends the run.
    let text = "1. e1-f1 1 ho bo   c11-b10 1 taiyo\n3. i1-j2 1 taiyo   i11-j10 1 taiyo\n4. c1-a3 2 ho bo   j10-g10 3 katana\n4. f1-d3 2 taiyo\n";
    let c = only(text);
    assert!(c.is_valid());
    let [p] = &c.problems[..] else {
        panic!("one warning: {}", render("t", text, &c.problems))
    };
    assert_eq!(p.code, "samourai::numbering");
    assert_eq!(p.message.to_string(), "move number 3, but this is move 2");
    assert_eq!(
        p.label.as_ref().map(ToString::to_string).as_deref(),
        Some("expected 2")
    );
    assert_eq!(
        p.help.as_ref().map(ToString::to_string).as_deref(),
        Some(
            "number the lines 1, 2, 3 …, Red's entry then Black's (`kifu fmt` renumbers); the next move number follows on from it and is 1 too high as well"
        )
    );
}

/// The fixtures both round-trip tests carry through JSON and the writer.
const ROUND_TRIPS: [&str; 4] = [
    "iki_zumari.samourai",
    "draw.samourai",
    "custom_board_inline.samourai",
    "custom_board_tag.samourai",
];

#[test]
fn json_round_trip_keeps_every_move() {
    for name in ROUND_TRIPS {
        let text = fixture(name);
        let c = only(&text);
        let r = c.replay.as_ref().expect("replayed");
        let json = to_json(&text, &c.record, r);
        assert_eq!(json.moves.len(), r.plies.len());
        let s = serde_json::to_string_pretty(&json).expect("serialises");
        let back: GameJson = serde_json::from_str(&s).expect("reads back");
        assert_eq!(back, json);
        let again = to_notation(&back).expect("reads back").text;
        let c2 = only(&again);
        assert!(c2.is_valid(), "{name}:\n{again}\n{:?}", c2.problems);
        let r2 = c2.replay.as_ref().expect("replayed");
        let m1: Vec<_> = r.plies.iter().map(|p| p.mv).collect();
        let m2: Vec<_> = r2.plies.iter().map(|p| p.mv).collect();
        assert_eq!(m1, m2, "{name}");
        assert_eq!(to_json(&again, &c2.record, r2).result, json.result);
        // The JSON carries a custom board itself, whichever way the record gave it.
        assert_eq!(json.board.is_some(), r.board != Board::standard(), "{name}");
        assert_eq!(r2.board, r.board, "{name}");
    }
    let text = fixture("draw.samourai");
    let c = only(&text);
    let json = to_json(&text, &c.record, c.replay.as_ref().expect("replayed"));
    assert_eq!(json.status, StatusJson::Finished);
    assert!(json.moves[6].announcement == "anzen" && json.moves[7].bonus);
    assert!(!json.moves[6].bonus && !json.moves[8].bonus);
    assert_eq!(json.moves[0].written.as_deref(), Some("g1-k5 4 ho bo"));
    let schema = serde_json::to_string(&schema()).expect("schema");
    assert!(schema.contains("announcement") && schema.contains("iki-zumari"));
}

#[test]
fn the_writer_round_trips_fixtures_in_every_language() {
    for name in ROUND_TRIPS {
        let text = fixture(name);
        let (record, problems) = parse(&text);
        assert!(problems.is_empty(), "{name}");
        for lang in [Lang::Ja, Lang::Fr, Lang::En] {
            let out = write(&record, Style { lang });
            let c = only(&out);
            assert!(c.is_valid(), "{name} {lang:?}:\n{out}\n{:?}", c.problems);
            let again = write(&parse(&out).0, Style { lang });
            assert_eq!(again, out, "{name} {lang:?}: the layout is stable");
        }
    }
}

#[test]
fn generated_games_are_reproducible_and_legal() {
    let a = Generator::new(7).random_game();
    let b = Generator::new(7).random_game();
    assert_eq!(a, b);
    let mut g = Generator::new(2024);
    for _ in 0..20 {
        let game = g.random_game();
        let text = to_notation(&game).expect("reads back").text;
        let c = only(&text);
        assert!(c.is_valid(), "{text}\n{:?}", c.problems);
        let r = c.replay.as_ref().expect("replayed");
        assert_eq!(r.plies.len(), game.moves.len());
        if game.status == StatusJson::Finished {
            assert!(matches!(r.status(), Status::Finished(_)), "{text}");
        }
    }
    let custom = Board::parse(&fixture("custom.board")).expect("valid");
    let game = Generator::on(3, custom).random_game();
    let c = only(&to_notation(&game).expect("reads back").text);
    assert!(c.is_valid());
    assert_eq!(c.replay.as_ref().expect("replayed").board, custom);
}

#[test]
fn odd_input_never_panics_and_spans_stay_inside() {
    let base = fixture("draw.samourai");
    let mut inputs: Vec<String> = vec![
        String::new(),
        "\u{feff}".into(),
        "[".into(),
        "Board:".into(),
        "Board:\n".into(),
        "Board: x\nS".into(),
        "1. e1-".into(),
        "1. e1-e4 +".into(),
        "1. e1-e4 anzen + +".into(),
        "1. ... ... ...".into(),
        "e1-e4 ho".into(),
        "e1-e4 ho bo bo".into(),
        "99999999999. e1-e4".into(),
        "é1-ü4 3 ryū ‼".into(),
        "[Position \"\"]\n1. a1-a2".into(),
        "[Position \"2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r + -\"]".into(),
        "[Board \"/nonexistent/x\"]\n1. c1-c2".into(),
    ];
    // Every prefix and some byte-level mutations of a real record.
    for cut in (0..base.len())
        .filter(|&i| base.is_char_boundary(i))
        .step_by(7)
    {
        inputs.push(base[..cut].to_string());
    }
    for (i, c) in base.char_indices().step_by(11) {
        for rep in ["", "-", "+", "9", "x", "{", "\n", "…", "ō"] {
            let mut s = base.clone();
            s.replace_range(i..i + c.len_utf8(), rep);
            inputs.push(s);
        }
    }
    for text in &inputs {
        for all in [false, true] {
            for c in checked(text, all) {
                for p in &c.problems {
                    assert!(
                        p.span.start <= p.span.end && p.span.end <= text.len(),
                        "{text:?}"
                    );
                    assert!(
                        text.is_char_boundary(p.span.start) && text.is_char_boundary(p.span.end),
                        "{text:?} {p:?}"
                    );
                }
                if let Some(r) = &c.replay {
                    let _ = to_json(text, &c.record, r);
                }
            }
        }
    }
}

#[test]
fn all_reads_an_unjoined_bonus_move_as_the_bonus() {
    let text = "[Position \"2b1b1b1b2/11/11/11/11/11/11/11/11/5r5/2r1r3r2 r 4H -\"]\n\
                1. f2-f6 anzen   f6-d4 2 katana\nc11-c10 1 katana\n";
    let strict = only(text);
    assert_eq!(strict.problems[0].code, "samourai::rule::bonus-missing");
    assert_eq!(strict.replay.as_ref().map(|r| r.plies.len()), Some(1));
    let all = checked(text, true).remove(0);
    let codes: Vec<&str> = all.problems.iter().map(|p| p.code).collect();
    assert_eq!(
        codes,
        ["samourai::rule::bonus-missing"],
        "{:?}",
        all.problems
    );
    let r = all.replay.as_ref().expect("replayed");
    assert_eq!(r.plies.len(), 3);
    assert!(r.plies[1].bonus && r.plies[1].side == Side::Red);
    assert_eq!(r.plies[2].side, Side::Black);
    // A record may stop right after the landing: then nothing is missing.
    let pending = only(
        "[Position \"2b1b1b1b2/11/11/11/11/11/11/11/11/5r5/2r1r3r2 r 4H -\"]\n1. f2-f6 anzen\n",
    );
    assert!(pending.is_valid(), "{:?}", pending.problems);
    assert!(
        pending
            .replay
            .as_ref()
            .expect("replayed")
            .outcome()
            .to_string()
            .contains("anzen bonus")
    );
}

#[test]
fn all_skips_a_bonus_written_after_a_move_that_is_not_an_anzen_landing() {
    let text = "1. e1-e4 3 ryu + e11-e9 2 washi   c11-d10 1 washi\n";
    let all = checked(text, true).remove(0);
    let codes: Vec<&str> = all.problems.iter().map(|p| p.code).collect();
    assert_eq!(codes[0], "samourai::rule::bonus-without-anzen");
    assert!(!all.is_valid());
}

#[test]
fn comments_survive_json_in_order() {
    let text = "[Game \"Samourai\"]\n{before}\n1. e1-e4 3 ryu {a\nb} e11-e9 2 washi ; c\n2. c1-d2 1 washi {d}\n";
    let c = only(text);
    assert!(c.is_valid(), "{:?}", c.problems);
    let json = to_json(text, &c.record, c.replay.as_ref().expect("replayed"));
    assert_eq!(json.comments, ["before"]);
    assert_eq!(json.moves[0].comments, ["a\nb"]);
    assert_eq!(json.moves[1].comments, [" c"]);
    assert_eq!(json.moves[2].comments, ["d"]);
    let back = to_notation(&json).expect("reads back").text;
    let c2 = only(&back);
    assert!(c2.is_valid(), "{back}\n{:?}", c2.problems);
    let json2 = to_json(&back, &c2.record, c2.replay.as_ref().expect("replayed"));
    let comments = |j: &GameJson| -> Vec<Vec<String>> {
        j.moves
            .iter()
            .map(|m| m.comments.iter().map(|c| c.to_string()).collect())
            .collect()
    };
    assert_eq!(comments(&json2), comments(&json));
    assert_eq!(json2.comments, json.comments);
}
