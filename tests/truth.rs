//! Every command tells the truth: an input that does not replay says so (stderr, exit 1),
//! nothing checked is no success, every input gets its JSON object, and quiet means quiet.

mod common;
use std::fs;

use common::{has, kifu, ran, run, scratch, stderr, stdout, validate_text, write};

#[test]
fn show_and_moves_refuse_a_bad_position_tag_instead_of_drawing_the_start() {
    for (file, code) in [
        (
            "fixtures/kamisado/rules/err_bad_position.kamisado",
            "kamisado::bad-position",
        ),
        (
            "fixtures/samourai/errors/err_bad-position.samourai",
            "samourai::bad-position",
        ),
        (
            "fixtures/kaito/err_bad_position.kaito",
            "kaito::bad-position",
        ),
    ] {
        for cmd in [vec!["moves", file], vec!["show", file, "--format", "ascii"]] {
            let (out, err) = run(&cmd, 1);
            has(&err, code);
            assert_eq!(out, "", "{cmd:?}: nothing drawn from a bad set-up");
        }
    }
}

#[test]
fn show_and_moves_say_where_the_replay_stopped_and_still_draw_the_last_good_position() {
    let file = "fixtures/kamisado/rules/err_wrong_tower.kamisado";
    let (out, err) = run(&["moves", file], 1);
    has(&err, "kamisado::rule::wrong-tower");
    has(
        &err,
        "the replay stopped at line 4, column 4; what follows is the last position reached before it",
    );
    // The position after the two good plies.
    assert!(out.starts_with("round 1, after ply 2: "), "{out}");
    let (out, err) = run(&["show", file, "--format", "ascii"], 1);
    has(&err, "the replay stopped at line 4, column 4");
    has(&out, "after ply 2");
    // A valid record: nothing on stderr, exit 0.
    let (_, err) = run(&["moves", "fixtures/kamisado/book/ex2_opening.kamisado"], 0);
    assert_eq!(err, "");
}

#[test]
fn an_input_with_no_record_is_no_success() {
    let dir = tempfile::tempdir().expect("temp dir");
    let empty = write(dir.path(), "empty.kamisado", "");
    let comments = write(
        dir.path(),
        "comments.samourai",
        "{ a comment }\n; and another\n",
    );
    let none = dir.path().join("none");
    fs::create_dir(&none).expect("mkdir");
    write(&none, "notes.txt", "[Game \"Kamisado\"]\n");
    for p in [empty.as_str(), comments.as_str()] {
        for cmd in [
            vec!["validate", p],
            vec!["moves", p],
            vec!["show", p, "--format", "ascii"],
        ] {
            let (_, err) = run(&cmd, 1);
            has(&err, "kifu::no-record");
            has(&err, &format!("{p} holds no record"));
        }
    }
    let d = none.to_str().expect("UTF-8");
    let (_, err) = run(&["validate", d], 1);
    has(&err, &format!("no record file in the directory {d}"));
    // Standard input, empty: the same.
    for cmd in [vec!["validate"], vec!["validate", "-"], vec!["moves", "-"]] {
        let (_, err) = run(&cmd, 1);
        has(&err, "<stdin> holds no record");
    }
}

#[test]
fn every_input_gets_its_json_object_an_unreadable_one_too() {
    let dir = tempfile::tempdir().expect("temp dir");
    let empty = write(dir.path(), "empty.kasane", "");
    let (out, _) = run(
        &[
            "validate",
            "--format",
            "json",
            "no/such/file.kamisado",
            &empty,
            "fixtures/kamisado/book/ex2_opening.kamisado",
        ],
        2,
    );
    let objects: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    assert_eq!(objects.len(), 3, "{out}");
    assert_eq!(objects[0]["file"], "no/such/file.kamisado");
    assert_eq!(objects[0]["valid"], false);
    assert_eq!(objects[0]["errors"][0]["code"], "kifu::io");
    assert_eq!(objects[1]["errors"][0]["code"], "kifu::no-record");
    assert_eq!(objects[2]["valid"], true);
    // Every object has the same keys.
    let keys = |v: &serde_json::Value| {
        v.as_object()
            .expect("an object")
            .keys()
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(keys(&objects[0]), keys(&objects[2]));
    assert_eq!(keys(&objects[1]), keys(&objects[2]));
}

#[test]
fn quiet_prints_only_the_invalid_records_in_every_format() {
    let inputs = [
        "fixtures/kamisado/book",
        "fixtures/kamisado/rules/err_wrong_tower.kamisado",
    ];
    let human = kifu(&[&["validate", "-q"][..], &inputs[..]].concat());
    assert_eq!(human.status.code(), Some(1));
    let out = stdout(&human);
    assert_eq!(out.lines().count(), 1, "{out}");
    has(&out, "err_wrong_tower.kamisado: INVALID");
    let err = stderr(&human);
    has(&err, "kamisado::rule::wrong-tower");
    assert!(!err.contains(" records: "), "no summary line: {err}");
    let json = kifu(&[&["validate", "-q", "--format", "json"][..], &inputs[..]].concat());
    assert_eq!(json.status.code(), Some(1));
    let out = stdout(&json);
    assert_eq!(out.lines().count(), 1, "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON");
    assert_eq!(v["valid"], false);
    assert_eq!(stderr(&json), "", "JSON and quiet: nothing on stderr");
}

#[test]
fn the_summary_counts_each_record_once_and_says_ply_for_one() {
    let (_dir, one) = scratch("one.kamisado", "[Game \"Kamisado\"]\n1. Red ↑4 Blue\n");
    let (out, err) = ran(&[
        "validate",
        &one,
        "fixtures/kamisado/rules/err_wrong_tower.kamisado",
    ]);
    has(&out, "one.kamisado: valid (unfinished, 1 ply)");
    has(
        &err,
        "2 records: 1 valid (1 of them unfinished), 1 invalid; 3 plies;",
    );
}

#[test]
fn a_missing_file_is_reported_once_and_alike_by_every_command() {
    let missing = "no/such/record.kamisado";
    let mut seen = Vec::new();
    for cmd in [
        vec!["validate", missing],
        vec!["show", missing],
        vec!["moves", missing],
    ] {
        let o = kifu(&cmd);
        assert_eq!(o.status.code(), Some(2), "{cmd:?}");
        let err = stderr(&o);
        assert_eq!(
            err.matches("No such file or directory").count(),
            1,
            "{cmd:?}: the OS error once: {err}"
        );
        let said: String = err
            .lines()
            .filter(|l| l.contains(missing) || l.contains("No such file"))
            .collect::<Vec<_>>()
            .join("\n");
        seen.push(said);
    }
    assert!(seen.windows(2).all(|w| w[0] == w[1]), "{seen:#?}");
}

#[test]
fn kamisado_messages_say_an_orange_square_and_count_the_towers_own_moves() {
    for (name, text, said) in [
        // Red ↑5 from c1 ends on c6, an orange square.
        (
            "orange.kamisado",
            "[Game \"Kamisado\"]\n1. Red ↑5 Green\n",
            "the red tower lands on an orange square, not green",
        ),
        (
            "blocked.kamisado",
            "[Game \"Kamisado\"]\n1. Brown 0 Green\n",
            "the brown tower is not blocked: it has 12 legal moves (rule D5)",
        ),
    ] {
        has(&validate_text(name, text, 1), said);
    }
}
/// Run `kifu` on a pseudo-terminal (util-linux `script`), as a user at a terminal sees it.
#[cfg(unix)]
fn on_a_terminal(args: &str) -> Option<String> {
    let cmd = format!("{} {args}", env!("CARGO_BIN_EXE_kifu"));
    let o = std::process::Command::new("script")
        .args(["-qec", &cmd, "/dev/null"])
        .env("NO_COLOR", "")
        .stdin(std::process::Stdio::null())
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&o.stdout).into_owned())
}

#[cfg(unix)]
#[test]
fn no_progress_bar_for_quick_work_and_an_empty_no_color_keeps_colour() {
    // Where `script` is missing there is no terminal to test on.
    let Some(seen) = on_a_terminal("validate fixtures/kamisado/book/ex2_opening.kamisado") else {
        return;
    };
    assert!(
        seen.contains("ex2_opening.kamisado: valid"),
        "the result line, alone: {seen:?}"
    );
    assert!(
        !seen.contains('█') && !seen.contains('░'),
        "no bar: {seen:?}"
    );
    let Some(bad) = on_a_terminal("validate fixtures/kamisado/rules/err_wrong_tower.kamisado")
    else {
        return;
    };
    // NO_COLOR set but empty does not turn colour off (no-color.org).
    assert!(bad.contains("\u{1b}["), "colour on a terminal: {bad:?}");
}

#[test]
fn perft_takes_the_game_of_its_position_string_and_a_board() {
    // A Kaitō position string without --game is counted as Kaitō, not refused as Kamisado.
    let pos = "5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 23 H";
    let (with, _) = run(&["perft", "1", "--game", "kaito", "--position", pos], 0);
    let (without, _) = run(&["perft", "1", "--position", pos], 0);
    assert_eq!(with, without);
    // --board: Samouraï on another board counts other moves.
    let (standard, _) = ran(&["perft", "2", "--game", "samourai"]);
    let (custom, _) = run(
        &[
            "perft",
            "2",
            "--game",
            "samourai",
            "--board",
            "fixtures/samourai/custom.board",
        ],
        0,
    );
    assert_ne!(standard, custom);
}

#[test]
fn validate_on_kifus_own_json_points_to_convert() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (json, _) = run(
        &["convert", "fixtures/samourai/draw.samourai", "--to", "json"],
        0,
    );
    let (_, err) = run(&["validate", &write(dir.path(), "draw.json", &json)], 1);
    has(&err, "this is kifu's JSON form of a samourai record");
    has(&err, "--to samourai");
}

#[test]
fn errors_are_listed_in_line_order() {
    // A rule error on line 6 (Ben plays out of turn), a syntax error on line 7.
    let text = "[Game \"Kasane\"]\n[Players \"Aiko, Ben, Chie, Dai\"]\nRound 1\nGrid: 3 7 +1 9 / 2 2 5 8 / 6 1 6 4 / 9 9 3 +1\nAiko 2\nChie 1\nBen ##\n";
    let (_dir, p) = scratch("order.kasane", text);
    let (_, err) = ran(&["validate", "--all", &p]);
    let at6 = err.find("order.kasane:6:");
    let at7 = err.find("order.kasane:7:");
    assert!(
        at6.is_some() && at7.is_some() && at6 < at7,
        "line 6 before line 7:\n{err}"
    );
    let (json, _) = ran(&["validate", "--all", "--format", "json", &p]);
    let v: serde_json::Value = serde_json::from_str(json.trim()).expect("JSON");
    let lines: Vec<u64> = v["errors"]
        .as_array()
        .expect("errors")
        .iter()
        .map(|e| e["line"].as_u64().expect("a line"))
        .collect();
    assert!(lines.is_sorted() && lines.len() >= 2, "{lines:?}");
}

/// The moves `kifu moves` lists after the heading line; it exits with 0.
#[track_caller]
fn listed(args: &[&str]) -> Vec<String> {
    let (out, _) = run(args, 0);
    out.lines().skip(1).map(String::from).collect()
}

#[test]
fn moves_from_a_position_string_are_those_of_the_same_position_in_a_record() {
    for (position, record) in [
        (
            "OBPKYRGN/8/8/8/8/8/8/ngrykpbo b - -",
            "fixtures/kamisado/valid/simple_en_arrows.kamisado",
        ),
        (
            "2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -",
            "fixtures/samourai/draw.samourai",
        ),
    ] {
        let from_string = listed(&["moves", "--position", position]);
        let from_record = listed(&["moves", record, "--ply", "0"]);
        assert!(from_string.len() > 10, "{from_string:?}");
        assert_eq!(from_string, from_record, "{position}");
    }
    // A Kaitō position string: the game is found from it.
    let kaito = listed(&[
        "moves",
        "--position",
        "5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 23 H",
    ]);
    assert!(kaito.contains(&"c5 x rS".to_owned()), "{kaito:?}");
    // A bad one is a usage error.
    let (_, err) = run(&["moves", "--position", "nonsense"], 2);
    has(&err, "--position");
}

#[test]
fn moves_as_json_give_each_move_written_resolved_and_whether_it_wins() {
    // Before ply 3 of the book's example 4, `Gelb ↑2 Grün` reaches the home row.
    let before_ply_3 = [
        "moves",
        "fixtures/kamisado/book/ex4_blocked.kamisado",
        "--ply",
        "2",
    ];
    let (json, _) = run(&[&before_ply_3[..], &["--format", "json"]].concat(), 0);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), listed(&before_ply_3).len());
    // Written as the sheet writes, in German (as `kifu moves` lists them).
    let win = moves
        .iter()
        .find(|m| m["written"] == "Gelb ↑2 Grün")
        .expect("the winning move is listed");
    assert_eq!(win["resolved"], "g6-g8");
    assert_eq!(win["wins"], true);
    assert!(moves.iter().any(|m| m["wins"] == false), "{v}");
    // From a position string, too.
    let (json, _) = ran(&[
        "moves",
        "--position",
        "2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let first = &v["moves"][0];
    assert_eq!(first["written"], "c1-c2 1 ryu");
    assert_eq!(first["resolved"], "c1-c2");
    assert_eq!(first["wins"], false);
}

#[test]
fn generated_records_are_in_the_canonical_layout() {
    let dir = tempfile::tempdir().expect("temp dir");
    for game in ["kamisado", "samourai", "kaito", "kasane"] {
        for (seed, count) in [("1", "1"), ("7", "3")] {
            let path = dir.path().join(format!("gen.{game}"));
            let path = path.to_str().expect("UTF-8");
            run(
                &[
                    "gen", "--game", game, "--seed", seed, "--count", count, "-o", path,
                ],
                0,
            );
            let check = kifu(&["fmt", "--check", path]);
            assert_eq!(
                check.status.code(),
                Some(0),
                "{game} seed {seed}: {}{}",
                stdout(&check),
                stderr(&check)
            );
        }
    }
}

#[test]
fn setups_that_contradict_themselves_are_refused() {
    // Samouraï: a red samurai on the anzen, yet the anzen marked unused.
    let anzen = "[Game \"Samourai\"]\n[Position \"2b1b1b1b2/11/11/11/11/5r5/11/11/11/11/2r1r1r4 b 3T -\"]\n";
    has(
        &validate_text("anzen.samourai", anzen, 1),
        "stands on the anzen (f6)",
    );
    // Kaitō: `[First]` against the position's side to move.
    let (_, err) = run(
        &["validate", "fixtures/kaito/err_bad_first_position.kaito"],
        1,
    );
    has(&err, "contradicts the position, where Red is to move");
}

#[test]
fn kasane_final_line_twice_a_player_twice_and_a_semicolon() {
    let game = fs::read_to_string("fixtures/kasane/games/four_seed1.kasane").expect("fixture");
    let final_line = "Final: Aiko 5, Ben 4, Chie 9, Dai 3";
    assert!(game.contains(final_line));
    for (name, text, said) in [
        (
            "twice.kasane",
            game.replace(final_line, &format!("{final_line}\n{final_line}")),
            "a record has one final line; this is a second one",
        ),
        (
            "player.kasane",
            game.replace(final_line, "Final: Aiko 5, Ben 4, Chie 9, Aiko 5, Dai 3"),
            "Aiko is listed twice in the final line",
        ),
        (
            "semicolon.kasane",
            game.replace(final_line, "Final: Aiko 5; Ben 4, Chie 9, Dai 3"),
            "`;` starts a comment",
        ),
    ] {
        has(&validate_text(name, &text, 1), said);
    }
}

#[test]
fn kasane_round_header_with_a_colon_and_hints() {
    let colon = "[Game \"Kasane\"]\n[Players \"Aiko, Ben, Chie, Dai\"]\nRound 1:\nGrid: 3 7 +1 9 / 2 2 5 8 / 6 1 6 4 / 9 9 3 +1\nAiko 2\n";
    validate_text("colon.kasane", colon, 0);
    for (fixture, said) in [
        (
            "fixtures/kasane/rules/err_unknown_player__move_number.kasane",
            "Colors of Kasane records have no move numbers",
        ),
        (
            "fixtures/kasane/rules/err_players__keyword.kasane",
            "a player cannot be named `Round`",
        ),
    ] {
        let (_, err) = ran(&["validate", fixture]);
        has(&err, said);
    }
}

#[test]
fn samourai_messages_for_a_joined_kind_and_a_move_that_stays() {
    for (text, said) in [
        (
            "1. e1-e4 3ryu\n",
            "`3ryu` joins the distance and the kind of square",
        ),
        ("1. e1-e1\n", "e1-e1 does not move"),
    ] {
        let text = format!("[Game \"Samourai\"]\n{text}");
        has(&validate_text("m.samourai", &text, 1), said);
    }
}

#[test]
fn kaito_exchanges_and_captures_with_free_whitespace() {
    let dir = tempfile::tempdir().expect("temp dir");
    let base = "[Game \"Kaito\"]\n[Red \"Aiko\"]\n[Black \"Ben\"]\n[First \"Black\"]\nLayout:\n6 W  bS r2 rH bS r1\n5 rS r1 r1 bS bH b2\n4 rS rS rS b1 r3 b1\n3 rS bS r2 rH r3 bS\n2 b1 bH bS b3 b3 b2\n1 rS W  bS rH bH rS\nKaito: b1\n1. b2 x bH  e2 x b3\n2. e1 x bH  e4 x r3\n";
    for exchange in ["= S 3+1", "= S 3 + 1", "=S 3+1", "= S 3 +1", "=S 3+ 1"] {
        let text = format!("{base}3. b4 x rS  d4xb1 {exchange}\n4. d5 x bS  e5xbH\n");
        let o = kifu(&["validate", &write(dir.path(), "x.kaito", &text)]);
        assert_eq!(o.status.code(), Some(0), "`{exchange}`: {}", stderr(&o));
    }
}

#[test]
fn samourai_json_import_does_not_let_a_stale_written_text_win() {
    let (out, _) = run(
        &["convert", "fixtures/samourai/draw.samourai", "--to", "json"],
        0,
    );
    let mut v: serde_json::Value = match serde_json::from_str(&out) {
        Ok(serde_json::Value::Array(mut a)) => a.swap_remove(0),
        Ok(v) => v,
        Err(_) => serde_json::from_str(out.lines().next().unwrap_or("")).expect("JSON"),
    };
    assert_eq!(v["moves"][0]["written"], "g1-k5 4 ho bo");
    // Edit where the first move lands; `written` still says k5.
    v["moves"][0]["to"] = "j4".into();
    v["moves"][0]["announcement"] = "3 ho bo".into();
    let dir = tempfile::tempdir().expect("temp dir");
    // The later moves start from k5, where no samurai now stands: refused at that ply.
    let path = write(dir.path(), "edited.json", &v.to_string());
    let (text, err) = ran(&["convert", &path, "--to", "samourai"]);
    assert!(text.is_empty(), "{text}");
    has(&err, "record 1, ply 3: k5-h2: no samurai stands on k5");
    // The edited move alone: written as the move (its announcement is the board's, not
    // the JSON's), with a warning.
    v["moves"].as_array_mut().unwrap().truncate(1);
    let path = write(dir.path(), "edited.json", &v.to_string());
    let (text, err) = ran(&["convert", &path, "--to", "samourai"]);
    assert!(text.contains("1. g1-j4 3 washi"), "{text}{err}");
    assert!(!text.contains("g1-k5"), "{text}");
    has(
        &err,
        "record 1, ply 1: `written` says `g1-k5 4 ho bo`, which is not this move",
    );
}

#[test]
fn kamisado_match_score_names_the_sides_and_the_ellipsis_says_what_it_leaves_out() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("won.kamisado");
    let path = path.to_str().expect("UTF-8");
    // Seed 1 of a one-point match is won by White.
    run(
        &[
            "gen", "--game", "kamisado", "--match", "simple", "--seed", "1", "-o", path,
        ],
        0,
    );
    let (out, err) = ran(&["validate", path]);
    has(
        &format!("{out}{err}"),
        "White won the match 1-0 (Black 0, White 1)",
    );
    let (_, err) = ran(&["validate", "fixtures/kamisado/rules/err_ellipsis.kamisado"]);
    has(
        &err,
        "`...` leaves out Black's entry, but Black has a move to make here",
    );
}

#[test]
fn fmt_says_when_a_record_does_not_replay_and_never_writes_it() {
    let text = "[Game \"Kamisado\"]\n1.   Red ↑5 Green\n";
    let (_dir, p) = scratch("wrong.kamisado", text);
    for args in [
        vec!["fmt", p.as_str(), "--write"],
        vec!["fmt", "--check", &p],
    ] {
        let (_, err) = run(&args, 1);
        has(&err, "kamisado::rule::");
        has(&err, "does not replay");
        assert_eq!(fs::read_to_string(&p).expect("read"), text);
    }
    let (out, err) = run(&["fmt", &p], 1);
    has(&err, "does not replay");
    has(&out, "1. Red ↑5 Green");
}

#[test]
fn kasane_turn_without_its_row_takes_the_one_row_whose_front_card_it_names() {
    let head = "[Game \"Kasane\"]\n[Players \"Aiko, Ben, Chie, Dai\"]\nRound 1\n";
    let grid = "Grid: 3 7 +1 9 / 2 2 5 8 / 6 1 6 4 / 9 9 3 +1\n";
    let (dir, p) = scratch("k.kasane", &format!("{head}{grid}Aiko (9)\nBen (2)\n"));
    run(&["validate", &p], 0);
    let (json, _) = run(&["convert", &p, "--to", "json"], 0);
    let out: String = json.split_whitespace().collect();
    has(&out, "\"row\":4,\"card\":\"9\"");
    has(&out, "\"row\":2,\"card\":\"2\"");
    // Two rows with a 3 in front: which one?
    write(
        dir.path(),
        "k.kasane",
        &format!("{head}Grid: 3 7 +1 9 / 2 2 5 8 / 3 1 6 4 / 9 9 6 +1\nAiko (3)\n"),
    );
    let (_, err) = run(&["validate", &p], 1);
    has(&err, "rows 1 and 3 have a 3 in front");
}

#[test]
fn kaito_bad_first_token_of_an_unnumbered_rank_line_is_one_error_on_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = fs::read_to_string("fixtures/kaito/err_bad_layout_unnumbered.kaito").expect("read");
    for token in ["..", "rSS", "b2x"] {
        let text = text.replacen("\n.. ", &format!("\n{token} "), 1);
        let o = kifu(&["validate", &write(dir.path(), "l.kaito", &text)]);
        let err = format!("{}{}", stdout(&o), stderr(&o));
        assert_eq!(o.status.code(), Some(1), "{err}");
        has(&err, &format!("'{token}' is not a token"));
        assert!(
            err.contains("(unfinished, 0 plies, 1 error)"),
            "{token}: {err}"
        );
        assert!(!err.contains("no `Kaito:` line"), "{err}");
    }
}

#[test]
fn kamisado_bad_position_is_labelled_on_the_offending_character_even_a_multibyte_one() {
    let text = "[Game \"Kamisado\"]\n[Position \"OBé1KYRGN/8/8/8/8/8/8/ngrykpbo b - -\"]\n";
    has(&validate_text("p.kamisado", text, 1), "p.kamisado:2:14]");
}

#[test]
fn kaito_comment_inside_an_entry_is_named_not_taken_for_the_end_of_the_line() {
    let (_, err) = run(
        &[
            "validate",
            "fixtures/kaito/err_expected_token_comment.kaito",
        ],
        1,
    );
    has(
        &err,
        "expected the captured token after `x`, found a comment",
    );
    assert!(!err.contains("found the end of the line"), "{err}");
}

/// A one-point match White won (`kifu gen --match simple --seed 1`) with White's first
/// entry left out, the rest shifted by one: the other side's entries then replay, and
/// `--all` once gave the match to Black.
const FORGOTTEN_ENTRY: &str = "[Game \"Kamisado\"]\n[Match \"simple\"]\n\n\
1. Pink ↗2 Pink  Purple ↑2 Orange\n\
2. Orange ↖1 Orange  Orange ↑3 Pink\n\
3. Pink ↑1 Blue  Blue ↗1 Red\n\
4. Red ↑2 Brown  Brown ↑6 Red\n\
5. Red ↑1 Green  Green ↑5 Pink\n\
6. Pink ↖1 Pink\n";

#[test]
fn kamisado_a_forgotten_entry_is_found_and_the_match_is_not_given_to_the_other_side() {
    let (_dir, p) = scratch("forgotten.kamisado", FORGOTTEN_ENTRY);
    let (out, err) = run(&["validate", &p], 1);
    has(&err, "kamisado::rule::missing-entry");
    has(&err, "forgotten.kamisado:4:18");
    has(&err, "write `White: Pink ↑5 Purple` before this entry");
    assert!(!out.contains("won the match"), "{out}");
    // Under `--all` the correction is confirmed by every entry after it: the match is
    // White's.
    let (out, err) = run(&["validate", "--all", &p], 1);
    let all = format!("{out}{err}");
    has(&all, "write `White: Pink ↑5 Purple` before this entry");
    has(&all, "White won the match 1-0 (Black 0, White 1)");
    assert!(!all.contains("Black won"), "{all}");
}

/// A one-point match (`kifu gen --match simple --seed 7`, which Black won) with White's
/// ninth entry left out: `Red ↗1 Blue` is either a wrong distance (then Black wins) or
/// White's entry after the one left out (then White wins). Both fit the sheet to its end.
const TWO_READINGS: &str = "[Game \"Kamisado\"]\n[Match \"simple\"]\n\n\
1. Blue ↑4 Red  Red ↗1 Blue\n\
2. Blue ↑2 Brown  Brown ↑4 Pink\n\
3. Pink ↗2 Pink  Pink ↑3 Orange\n\
4. Orange ↑2 Green  Green ↖1 Purple\n\
5. Purple ↖5 Green  Green ↗3 Orange\n\
6. Orange ↖1 Purple  Purple ↑6 Yellow\n\
7. Yellow ↑1 Blue  Blue ↑6 Brown\n\
8. Brown ↑3 Yellow  Yellow ↖3 Yellow\n\
9. Yellow ↗1 Red  Red ↗1 Blue\n\
10. Blue ↗1 Brown\n";

#[test]
fn validate_all_states_no_result_when_corrections_that_fit_as_well_reach_other_results() {
    let (_dir, p) = scratch("two.kamisado", TWO_READINGS);
    let (out, err) = run(&["validate", "--all", &p], 1);
    let all = format!("{out}{err}");
    has(&all, "result not checked: from line 12, column 19");
    assert!(!all.contains("won the match"), "{all}");
    let (json, _) = run(&["validate", "--all", "--format", "json", &p], 1);
    let v: serde_json::Value = serde_json::from_str(json.trim()).expect("JSON");
    let summary = v["summary"].as_str().expect("a summary");
    assert!(summary.starts_with("result not checked"), "{summary}");
}

/// Kaitō: two entries with a wrong capture in a row, the second ending the game.
const KAITO_TWO_SLIPS: &str = "[Game \"Kaito\"]\n[First \"Black\"]\nLayout:\n\
6 W  bS r2 rH bS r1\n5 rS r1 r1 bS bH b2\n4 rS rS rS b1 r3 b1\n3 rS bS r2 rH r3 bS\n\
2 b1 bH bS b3 b3 b2\n1 rS W  bS rH bH rS\nKaito: b1\n\
1. b2 x bH  e2 x b3\n2. e1 x bH  e4 x r3\n3. b4 x rS  d4 x b1 = S 3+1\n4. d5 x bH  e5 x bS\n";

#[test]
fn validate_all_states_no_result_after_a_correction_nothing_confirms_in_every_game() {
    let (_dir, kaito) = scratch("slips.kaito", KAITO_TWO_SLIPS);
    for path in [
        kaito.as_str(),
        "fixtures/samourai/errors/err_rule_distance.samourai",
        "fixtures/kasane/rules/err_unknown_player.kasane",
    ] {
        let (out, _) = run(&["validate", "--all", path], 1);
        has(&out, "result not checked");
        let (json, _) = run(&["validate", "--all", "--format", "json", path], 1);
        let v: serde_json::Value = serde_json::from_str(json.trim()).expect("JSON");
        let summary = v["summary"].as_str().expect("a summary");
        assert!(
            summary.starts_with("result not checked"),
            "{path}: {summary}"
        );
    }
}
