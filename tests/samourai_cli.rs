//! The `kifu` binary on Samouraï records: every command end to end.

mod common;
use common::{kifu, stderr, stdout};

#[test]
fn validate_finished_games_and_errors() {
    let draw = kifu(&["validate", "fixtures/samourai/draw.samourai"]);
    assert_eq!(draw.status.code(), Some(0), "{}", stderr(&draw));
    assert!(
        stdout(&draw).contains("valid (finished, 9 plies)"),
        "{}",
        stdout(&draw)
    );
    assert!(stdout(&draw).contains("draw"), "{}", stdout(&draw));

    let iki = kifu(&["validate", "fixtures/samourai/iki_zumari.samourai"]);
    assert_eq!(iki.status.code(), Some(0));
    assert!(
        stdout(&iki).contains("Red is in iki zumari: Black wins"),
        "{}",
        stdout(&iki)
    );

    let bad = kifu(&[
        "validate",
        "fixtures/samourai/errors/err_rule_symbol.samourai",
    ]);
    assert_eq!(bad.status.code(), Some(1));
    let err = stderr(&bad);
    assert!(err.contains("samourai::rule::symbol"), "{err}");
    assert!(err.contains("did you mean `e11-e9 2 washi`"), "{err}");

    let json = kifu(&[
        "validate",
        "--format",
        "json",
        "fixtures/samourai/errors/err_rule_distance.samourai",
    ]);
    assert_eq!(json.status.code(), Some(1));
    let out = stdout(&json);
    assert!(out.contains("\"samourai::rule::distance\""), "{out}");
}

#[test]
fn convert_both_ways_and_schema() {
    let json = kifu(&["convert", "fixtures/samourai/draw.samourai", "--to", "json"]);
    assert_eq!(json.status.code(), Some(0), "{}", stderr(&json));
    let value: serde_json::Value = serde_json::from_str(&stdout(&json)).expect("JSON");
    let text = value.to_string();
    assert!(text.contains("\"game\":\"samourai\""), "{text}");
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("draw.json");
    std::fs::write(&path, stdout(&json)).expect("write");
    let back = kifu(&[
        "convert",
        path.to_str().expect("utf-8 path"),
        "--to",
        "samourai",
    ]);
    assert_eq!(back.status.code(), Some(0), "{}", stderr(&back));
    assert!(
        stdout(&back).contains("4. h4-f6 anzen + f6-a1 5 ho bo"),
        "{}",
        stdout(&back)
    );

    let schema = kifu(&["schema", "samourai"]);
    assert_eq!(schema.status.code(), Some(0));
    assert!(stdout(&schema).contains("announcement"));
}

#[test]
fn fmt_show_moves_gen_perft() {
    let fmt = kifu(&[
        "fmt",
        "--lang",
        "en",
        "fixtures/samourai/errors/err_numbering.samourai",
    ]);
    assert_eq!(fmt.status.code(), Some(0), "{}", stderr(&fmt));
    assert!(stdout(&fmt).contains("2. c1-d2 1 ibis"), "{}", stdout(&fmt));

    let show = kifu(&[
        "show",
        "fixtures/samourai/draw.samourai",
        "--ply",
        "7",
        "--format",
        "ascii",
    ]);
    assert_eq!(show.status.code(), Some(0), "{}", stderr(&show));
    assert!(
        stdout(&show).contains("after move 7 (Red: h4-f6 anzen)"),
        "{}",
        stdout(&show)
    );
    assert!(
        stdout(&show).contains("the anzen bonus move"),
        "{}",
        stdout(&show)
    );

    let moves = kifu(&[
        "moves",
        "fixtures/samourai/iki_zumari.samourai",
        "--ply",
        "2",
    ]);
    assert_eq!(moves.status.code(), Some(0));
    assert!(
        stdout(&moves).contains("2 legal moves"),
        "{}",
        stdout(&moves)
    );

    let generated = kifu(&["gen", "--game", "samourai", "--seed", "9", "--count", "2"]);
    assert_eq!(generated.status.code(), Some(0), "{}", stderr(&generated));
    assert_eq!(stdout(&generated).matches("[Game \"Samourai\"]").count(), 2);

    let perft = kifu(&["perft", "--game", "samourai", "3"]);
    assert_eq!(perft.status.code(), Some(0), "{}", stderr(&perft));
    assert_eq!(stdout(&perft).trim(), "38674");
}

#[test]
fn a_board_file_wins_over_the_records_own() {
    let on_custom = kifu(&[
        "validate",
        "--board",
        "fixtures/samourai/custom.board",
        "fixtures/samourai/iki_zumari.samourai",
    ]);
    assert_eq!(on_custom.status.code(), Some(1));
    assert!(
        stderr(&on_custom).contains("samourai::rule::symbol"),
        "{}",
        stderr(&on_custom)
    );
    let tagged = kifu(&[
        "validate",
        "--board",
        "fixtures/samourai/custom.board",
        "fixtures/samourai/custom_board_tag.samourai",
    ]);
    assert_eq!(tagged.status.code(), Some(0), "{}", stderr(&tagged));
    let bad = kifu(&[
        "validate",
        "--board",
        "fixtures/samourai/draw.samourai",
        "fixtures/samourai/draw.samourai",
    ]);
    assert_ne!(bad.status.code(), Some(0));
    assert!(
        stderr(&bad).contains("samourai::bad-board"),
        "{}",
        stderr(&bad)
    );
}
