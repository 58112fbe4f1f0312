//! The `kifu` binary on Samouraï records: every command end to end.

mod common;
use common::{has, kifu, run, write};

#[test]
fn validate_finished_games_and_errors() {
    let (out, _) = run(&["validate", "fixtures/samourai/draw.samourai"], 0);
    has(&out, "valid (finished, 9 plies)");
    has(&out, "draw");

    let (out, _) = run(&["validate", "fixtures/samourai/iki_zumari.samourai"], 0);
    has(&out, "Red is in iki zumari: Black wins");

    let bad = "fixtures/samourai/errors/err_rule_symbol.samourai";
    let (_, err) = run(&["validate", bad], 1);
    has(&err, "samourai::rule::symbol");
    has(&err, "did you mean `e11-e9 2 washi`");

    let distance = "fixtures/samourai/errors/err_rule_distance.samourai";
    let (out, _) = run(&["validate", "--format", "json", distance], 1);
    has(&out, "\"samourai::rule::distance\"");
}

#[test]
fn convert_both_ways_and_schema() {
    let (json, _) = run(
        &["convert", "fixtures/samourai/draw.samourai", "--to", "json"],
        0,
    );
    let value: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    has(&value.to_string(), "\"game\":\"samourai\"");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = write(dir.path(), "draw.json", &json);
    let (back, _) = run(&["convert", &path, "--to", "samourai"], 0);
    has(&back, "4. h4-f6 anzen + f6-a1 5 ho bo");

    let (schema, _) = run(&["schema", "samourai"], 0);
    has(&schema, "announcement");
}

#[test]
fn fmt_show_moves_gen_perft() {
    let numbering = "fixtures/samourai/errors/err_numbering.samourai";
    let (fmt, _) = run(&["fmt", "--lang", "en", numbering], 0);
    has(&fmt, "2. c1-d2 1 ibis");

    let draw = "fixtures/samourai/draw.samourai";
    let (show, _) = run(&["show", draw, "--ply", "7", "--format", "ascii"], 0);
    has(&show, "after move 7 (Red: h4-f6 anzen)");
    has(&show, "the anzen bonus move");

    let iki = "fixtures/samourai/iki_zumari.samourai";
    let (moves, _) = run(&["moves", iki, "--ply", "2"], 0);
    has(&moves, "2 legal moves");

    let (generated, _) = run(
        &["gen", "--game", "samourai", "--seed", "9", "--count", "2"],
        0,
    );
    assert_eq!(generated.matches("[Game \"Samourai\"]").count(), 2);

    let (perft, _) = run(&["perft", "--game", "samourai", "3"], 0);
    assert_eq!(perft.trim(), "38674");
}

/// `kifu validate` on `record` with the custom board file.
fn on(record: &str) -> [&str; 4] {
    [
        "validate",
        "--board",
        "fixtures/samourai/custom.board",
        record,
    ]
}

#[test]
fn a_board_file_wins_over_the_records_own() {
    let (_, err) = run(&on("fixtures/samourai/iki_zumari.samourai"), 1);
    has(&err, "samourai::rule::symbol");
    run(&on("fixtures/samourai/custom_board_tag.samourai"), 0);
    let bad = kifu(&[
        "validate",
        "--board",
        "fixtures/samourai/draw.samourai",
        "fixtures/samourai/draw.samourai",
    ]);
    assert_ne!(bad.status.code(), Some(0));
    has(&common::stderr(&bad), "samourai::bad-board");
}
