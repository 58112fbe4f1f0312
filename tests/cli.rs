//! The `kifu` binary end to end: exit codes, output formats, and that inputs are safe.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

mod common;
use common::{has, json_lines, kifu, ran, run, scratch, stderr, stdout, write};

#[test]
fn validate_exit_codes() {
    let (out, _) = run(
        &["validate", "fixtures/kamisado/book/ex2_opening.kamisado"],
        0,
    );
    has(&out, "valid (unfinished");
    has(&out, "Black to move the blue tower");

    let bad = "fixtures/kamisado/rules/err_wrong_tower.kamisado";
    let (_, err) = run(&["validate", bad], 1);
    has(&err, "kamisado::rule::wrong-tower");
    has(&err, "err_wrong_tower.kamisado:4:");

    let (_, err) = run(&["validate", "no/such/file.kamisado"], 2);
    has(&err, "no/such/file.kamisado");

    run(&["validate", "--format", "yaml"], 2);
}

#[test]
fn validate_warns_of_misnumbered_lines_and_the_record_stays_valid() {
    for (sheet, line) in [
        ("fixtures/kamisado/rules/err_numbering.kamisado", ":10:1]"),
        ("fixtures/kaito/err_numbering.kaito", ":18:1]"),
    ] {
        let (out, err) = run(&["validate", sheet], 0);
        has(&out, "valid (");
        has(&err, "numbering");
        has(&err, line);
        has(&err, "but this is move");
        // `kifu fmt` renumbers: its layout reads back without a warning.
        let (fmt, _) = run(&["fmt", sheet], 0);
        let (_dir, path) = scratch(
            Path::new(sheet).file_name().unwrap().to_str().unwrap(),
            &fmt,
        );
        let (_, err) = run(&["validate", "-q", &path], 0);
        assert!(!err.contains("numbering"), "{err}");
    }
}

#[test]
fn validate_a_directory_in_json() {
    let (out, _) = run(
        &["validate", "--format", "json", "fixtures/kamisado/book"],
        0,
    );
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 5);
    for v in &lines {
        assert_eq!(v["valid"], true);
        assert!(v["status"] == "finished" || v["status"] == "unfinished");
        assert!(v["errors"].as_array().unwrap().is_empty());
    }
    let blocked = "fixtures/kamisado/rules/err_path_blocked.kamisado";
    let (out, _) = run(&["validate", "--format", "json", blocked], 1);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["valid"], false);
    let e = &v["errors"][0];
    assert_eq!(e["code"], "kamisado::rule::path-blocked");
    assert_eq!(e["line"], 3);
    assert!(e["column"].as_u64().unwrap() > 1);
    assert!(e["help"].as_str().is_some());
}

#[test]
fn convert_round_trip_through_files() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("ex6.json");
    let back = dir.path().join("ex6.kamisado");
    let ex6 = "fixtures/kamisado/book/ex6_deadlock.kamisado";
    run(
        &["convert", ex6, "--to", "json", "-o", json.to_str().unwrap()],
        0,
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(&json).unwrap().permissions().mode() & 0o777;
        assert_eq!(
            mode, 0o644,
            "a new output file is readable by others, like any file"
        );
    }
    let v: serde_json::Value = serde_json::from_str(&fs::read_to_string(&json).unwrap()).unwrap();
    // One shape whatever the number of records: an array (issue 16), here of one.
    assert_eq!(v.as_array().map(Vec::len), Some(1), "{v}");
    let v = &v[0];
    assert_eq!(v["game"], "kamisado");
    assert_eq!(v["rounds"][0]["result"]["reason"], "deadlock");
    assert_eq!(
        v["rounds"][0]["moves"][0]["written"],
        "Blue Straight 3 Green"
    );
    let (json, back) = (json.to_str().unwrap(), back.to_str().unwrap());
    run(&["convert", json, "--to", "kamisado", "-o", back], 0);
    let o = kifu(&["validate", back]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
}

#[test]
fn convert_refuses_to_overwrite_its_input() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("r.kamisado");
    fs::copy("fixtures/kamisado/book/ex4_blocked.kamisado", &f).unwrap();
    let before = fs::read(&f).unwrap();
    let f = f.to_str().unwrap();
    let (_, err) = run(&["convert", f, "--to", "json", "-o", f], 2);
    has(&err, "--force");
    assert_eq!(fs::read(f).unwrap(), before, "the input is untouched");
}

#[test]
fn schema_is_json_schema() {
    let (out, _) = run(&["schema", "kamisado"], 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(v["$schema"].as_str().unwrap().contains("json-schema"));
    // `convert --to json` writes an array of records (issue 16): so does the schema say.
    assert_eq!(v["type"], "array");
    let item = v["items"]["$ref"].as_str().unwrap();
    let record = &v["$defs"][item.trim_start_matches("#/$defs/")];
    assert!(record["properties"]["rounds"].is_object());
    let (one, _) = ran(&["schema", "kamisado", "--jsonl"]);
    let one: serde_json::Value = serde_json::from_str(&one).unwrap();
    assert!(one["properties"]["rounds"].is_object());
}

#[test]
fn gen_is_reproducible_and_valid() {
    let a = kifu(&["gen", "--match", "long", "--seed", "9", "--count", "3"]);
    let b = kifu(&["gen", "--match", "long", "--seed", "9", "--count", "3"]);
    assert_eq!(a.stdout, b.stdout);
    let (_dir, f) = scratch("g.kamisado", &stdout(&a));
    let (out, _) = run(&["validate", "--format", "json", &f], 0);
    assert_eq!(out.lines().count(), 3, "three records in one file");
}

#[test]
fn perft_counts() {
    for (args, count) in [
        (&["perft", "3"][..], "11182"),
        (
            &[
                "perft",
                "2",
                "--position",
                "OBPKYRGN/8/8/8/8/8/8/ngrykpbo b - -",
            ],
            "1150",
        ),
    ] {
        assert_eq!(ran(args).0.trim(), count, "{args:?}");
    }
    run(&["perft", "2", "--position", "nonsense"], 2);
}

#[test]
fn moves_lists_legal_moves_in_notation() {
    let (out, _) = run(&["moves", "fixtures/kamisado/book/ex2_opening.kamisado"], 0);
    assert!(
        out.starts_with("round 1, after ply 6: Black to move"),
        "{out}"
    );
    assert!(out.lines().skip(1).all(|l| l.starts_with("Blue ")), "{out}");
    // a German sheet: its moves in German (issue 13), in English when asked
    let ex4 = [
        "moves",
        "fixtures/kamisado/book/ex4_blocked.kamisado",
        "--ply",
        "1",
    ];
    has(&ran(&ex4).0, "Grün 0 Gelb");
    has(
        &ran(&[&ex4[..], &["--lang", "en"]].concat()).0,
        "Green 0 Yellow",
    );
}

/// `kifu show` on the book's second example, with `more` arguments.
fn show(more: &[&'static str]) -> Vec<&'static str> {
    [
        &["show", "fixtures/kamisado/book/ex2_opening.kamisado"][..],
        more,
    ]
    .concat()
}

#[test]
fn show_formats() {
    let (out, _) = run(&show(&["--format", "ascii"]), 0);
    has(&out, "B:R");
    let (out, _) = ran(&show(&["--format", "svg", "--ply", "2"]));
    assert!(out.starts_with("<svg") || out.starts_with("<?xml"), "{out}");
    run(&show(&["--round", "4"]), 2);
    // Not a terminal and NO_COLOR: the plain form, no escape codes.
    assert!(!ran(&show(&[])).0.contains('\u{1b}'));
    assert!(ran(&show(&["--color", "always"])).0.contains('\u{1b}'));
}

#[test]
fn fmt_write_is_atomic_and_only_when_the_record_parses() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.kamisado");
    fs::copy("fixtures/kamisado/book/ex5_blocked_twice.kamisado", &good).unwrap();
    let g = good.to_str().unwrap();
    run(
        &["fmt", g, "--write", "--lang", "fr", "--style", "words"],
        0,
    );
    let text = fs::read_to_string(&good).unwrap();
    assert!(text.contains("Bleu Devant 5 Vert"), "{text}");
    let o = kifu(&["validate", good.to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "translated record still valid: {}",
        stderr(&o)
    );

    let bad = write(
        dir.path(),
        "bad.kamisado",
        "[Game \"Kamisado\"]\n1. Red ↑4 Bleen\n",
    );
    run(&["fmt", &bad, "--write"], 1);
    assert_eq!(
        fs::read_to_string(&bad).unwrap(),
        "[Game \"Kamisado\"]\n1. Red ↑4 Bleen\n"
    );
    assert!(no_temp_files_left(dir.path()));
}

fn no_temp_files_left(dir: &Path) -> bool {
    fs::read_dir(dir).unwrap().all(|e| {
        let n = e.unwrap().file_name().to_string_lossy().into_owned();
        n.ends_with(".kamisado")
    })
}

#[cfg(unix)]
#[test]
fn a_directory_with_unreadable_entries() {
    let dir = tempfile::tempdir().unwrap();
    fs::copy(
        "fixtures/kamisado/book/ex2_opening.kamisado",
        dir.path().join("good.kamisado"),
    )
    .unwrap();
    std::os::unix::fs::symlink(
        dir.path().join("nowhere.kamisado"),
        dir.path().join("broken.kamisado"),
    )
    .unwrap();
    // A named pipe in a directory must not be opened (reading it would wait forever).
    let fifo = dir.path().join("pipe.kamisado");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    // An unreadable entry is an I/O error.
    let (out, err) = run(&["validate", dir.path().to_str().unwrap()], 2);
    has(&err, "broken.kamisado");
    if made {
        assert!(
            err.contains("pipe.kamisado") && err.contains("not a regular file"),
            "{err}"
        );
    }
    // The readable file is still checked.
    has(&out, "good.kamisado: valid");
}

#[test]
fn a_box_table_file_replaces_the_default_for_records_without_one() {
    // The same game as fixtures/kasane/games/four_custom_boxes.kasane, without its [Boxes]
    // tag: its `= N` points only hold with the custom table.
    let text: String = fs::read_to_string("fixtures/kasane/games/four_custom_boxes.kasane")
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with("[Boxes"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (_dir, f) = scratch("g.kasane", &text);
    let o = kifu(&["validate", &f]);
    assert_eq!(o.status.code(), Some(1), "default boxes: {}", stdout(&o));
    // The default table has no 2-card box for Kagen no Tsuki; the custom one has.
    has(&stderr(&o), "kasane::rule::no-box");
    let boxes = "fixtures/kasane/boxes-custom.txt";
    let ex2 = "fixtures/kamisado/book/ex2_opening.kamisado";
    run(&["validate", "--boxes", boxes, &f], 0);
    // --boxes is only for the game that has boxes: a command on one Kamisado record refuses
    // it; a batch applies it to the Kasane records among its inputs only.
    run(&["show", "--boxes", boxes, ex2], 2);
    run(&["validate", "--boxes", boxes, ex2, &f], 0);
}

/// A file of generated marathon records larger than one read chunk (1 MiB), with one
/// record broken near the end (a wrong landing colour), and that record alone.
fn big_file_with_a_mistake(dir: &Path) -> (std::path::PathBuf, String) {
    let path = dir.join("big.kamisado");
    let marathons = [
        "gen", "--match", "marathon", "--count", "240", "--seed", "3",
    ];
    run(
        &[&marathons[..], &["-o", path.to_str().unwrap()]].concat(),
        0,
    );
    let mut text = fs::read_to_string(&path).unwrap();
    assert!(text.len() > (1 << 20) + 100_000, "{}", text.len());
    // Break the first entry of the last record: its landing colour becomes a wrong one.
    let last = text.rfind("[Game").unwrap();
    let entry = last + text[last..].find("1. ").unwrap() + 3;
    let line_end = entry + text[entry..].find("  ").unwrap();
    let landing = line_end - text[..line_end].rfind(' ').map_or(0, |n| line_end - n - 1);
    let old = text[landing..line_end].to_owned();
    let new = if old == "Orange" { "Blue" } else { "Orange" };
    text.replace_range(landing..line_end, new);
    fs::write(&path, &text).unwrap();
    let alone = text[last..].to_owned();
    (path, alone)
}

#[test]
fn validate_streams_big_files_in_parallel_and_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let (path, alone) = big_file_with_a_mistake(dir.path());
    let p = path.to_str().unwrap();
    let (one, _) = run(&["validate", "--format", "json", "-j", "1", p], 1);
    let (two, _) = run(&["validate", "--format", "json", "-j", "2", p], 1);
    assert_eq!(one, two, "threads change nothing but speed");
    let lines = json_lines(&one);
    assert_eq!(lines.len(), 240);
    for (i, v) in lines.iter().enumerate() {
        assert_eq!(v["record"], i, "input order");
        assert_eq!(v["valid"], i != 239, "{v}");
    }
    // The broken record, checked alone: the same error, its line shifted by the lines
    // before it in the big file.
    let single = write(dir.path(), "single.kamisado", &alone);
    let (out, _) = ran(&["validate", "--format", "json", &single]);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let before =
        fs::read_to_string(&path).unwrap().matches('\n').count() - alone.matches('\n').count();
    let (e_big, e_one) = (&lines[239]["errors"][0], &v["errors"][0]);
    assert_eq!(e_big["code"], e_one["code"]);
    assert_eq!(e_big["message"], e_one["message"]);
    assert_eq!(e_big["column"], e_one["column"]);
    assert_eq!(
        e_big["line"].as_u64().unwrap(),
        e_one["line"].as_u64().unwrap() + before as u64
    );
    // The human rendering names the same line.
    let (_, err) = ran(&["validate", "-q", p]);
    has(&err, &format!("big.kamisado:{}:", e_big["line"]));
}

#[test]
fn validate_prints_a_summary_and_no_progress_bar_off_a_terminal() {
    let (out, err) = run(&["validate", "-q", "fixtures/kamisado/book"], 0);
    assert_eq!(out, "", "quiet: nothing for valid records");
    assert_eq!(err, "", "quiet: no summary line either");
    let (_, err) = run(&["validate", "fixtures/kamisado/book"], 0);
    // Each record counted once: unfinished ones are among the valid.
    assert!(
        err.starts_with("5 records: 5 valid (") && err.contains("unfinished), 0 invalid; "),
        "summary line: {err}"
    );
    assert!(err.contains(" plies; ") && err.contains(" MB/s)"), "{err}");
    assert!(
        !err.contains('\r') && !err.contains('\u{1b}'),
        "no bar: {err:?}"
    );
}

#[test]
fn validate_reads_stdin_and_several_records_in_one_stream() {
    let text = format!(
        "{}\n{}",
        fs::read_to_string("fixtures/kamisado/book/ex2_opening.kamisado").unwrap(),
        fs::read_to_string("fixtures/kamisado/rules/err_wrong_tower.kamisado").unwrap()
    );
    let mut child = common::spawn(&["validate", "--format", "json", "-"], Stdio::piped());
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let lines = json_lines(&stdout(&o));
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["file"], "<stdin>");
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[1]["record"], 1);
    assert_eq!(lines[1]["valid"], false);
}

#[test]
fn validate_ends_quietly_on_a_closed_pipe() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = big_file_with_a_mistake(dir.path());
    let mut child = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(["validate", "--format", "json", path.to_str().unwrap()])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read one line, then close the pipe.
    use std::io::{BufRead, BufReader};
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with('{'));
    let o = child.wait_with_output().unwrap();
    // 0 when the closed pipe stopped it, 1 (an invalid record) when it had already
    // written everything; never an error about the pipe.
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    assert!(!stderr(&o).contains("rror"), "{}", stderr(&o));
}

#[test]
fn validate_jobs_must_be_a_number() {
    run(&["validate", "-j", "many", "fixtures/kamisado/book"], 2);
}

#[test]
fn validate_reports_bad_utf8_late_in_a_big_file_at_its_file_offset() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = big_file_with_a_mistake(dir.path());
    let mut bytes = fs::read(&path).unwrap();
    // Break a record that starts after the first read chunk.
    let at = (1 << 20) + 1000;
    let at = at + bytes[at..].windows(5).position(|w| w == b"[Game").unwrap() + 3;
    bytes.insert(at, 0xff);
    fs::write(&path, &bytes).unwrap();
    let line = bytes[..at].iter().filter(|&&b| b == b'\n').count() + 1;
    let (out, err) = run(&["validate", "--format", "json", path.to_str().unwrap()], 1);
    let lines = json_lines(&out);
    let last = lines.last().unwrap();
    let e = &last["errors"][0];
    assert_eq!(e["code"], "record::invalid-utf8");
    assert_eq!(e["line"], line);
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains(&format!("offset {at}")),
        "{e}"
    );
    // The records before it were checked and reported.
    assert!(lines.len() > 100 && lines[..lines.len() - 1].iter().all(|v| v["valid"] == true));
    has(&err, "1 invalid");
}

/// `--game`, `convert --to` and their refusals offer the library's registry of games, in
/// its order, by name: the CLI keeps no list of its own.
#[test]
fn the_game_values_are_the_registry() {
    use kifu::GameKind;
    let names: Vec<&str> = GameKind::ALL.iter().map(|g| g.name()).collect();
    let values = format!("[possible values: {}]", names.join(", "));
    for command in [
        "validate", "convert", "fmt", "show", "moves", "gen", "perft",
    ] {
        let (out, _) = run(&[command, "--help"], 0);
        has(&out, &values);
    }
    let (out, _) = run(&["convert", "--help"], 0);
    for g in GameKind::ALL {
        has(&out, &format!("- {}:", g.name()));
        has(&out, &format!("{} notation\n", g.info().title));
    }
    let (_, err) = run(&["gen", "--game", "chess"], 2);
    has(&err, &values);
    let (_, err) = run(&["convert", "--to", "chess", "-"], 2);
    has(
        &err,
        &format!("[possible values: json, jsonl, {}]", names.join(", ")),
    );
    for g in GameKind::ALL {
        let (out, _) = run(&["gen", "--game", g.name(), "--seed", "3"], 0);
        assert_eq!(GameKind::sniff(&out), Some(g), "{out}");
    }
}

/// `fmt --lang` / `--style` are checked against each record's own game (on the worker
/// threads): a language the game writes is used, one it does not is refused by name.
#[test]
fn fmt_checks_lang_and_style_against_the_game_of_the_record() {
    let sheet = "fixtures/kamisado/book/ex2_opening.kamisado";
    let (fr, _) = run(&["fmt", "--lang", "fr", "--style", "words", sheet], 0);
    let (de, _) = run(&["fmt", "--lang", "de", "--style", "words", sheet], 0);
    assert_ne!(fr, de);
    let (_, err) = run(&["fmt", "--lang", "ja", sheet], 2);
    has(&err, "--lang ja: this game knows en, fr, de");
    let (_, err) = run(&["fmt", "--style", "kanji", sheet], 2);
    has(&err, "--style kanji: this game knows arrows, words, ascii");
}

/// `gen --match` takes the library's variants; one the game does not make is refused
/// with the ones it does, as `--lang` is.
#[test]
fn gen_refuses_a_variant_the_game_does_not_make_naming_those_it_does() {
    let (_, err) = run(&["gen", "--game", "kasane", "--match", "long"], 2);
    has(&err, "--match long: this game knows 4, 3");
    let (_, err) = run(&["gen", "--game", "kaito", "--match", "marathon"], 2);
    has(&err, "--match marathon: this game knows standard");
    let (out, _) = run(&["gen", "--game", "kasane", "--match", "3"], 0);
    assert_eq!(kifu::GameKind::sniff(&out), Some(kifu::GameKind::Kasane));
}

/// Colors of Kasane names its combinations in romaji (its own notation), in kanji
/// (`--style kanji`) or in English (`--lang en`): `fmt` writes each, `validate` reads each
/// back as the same valid record, and a language the game does not write is refused.
#[test]
fn fmt_writes_kasane_names_in_kanji_and_english_and_they_read_back() {
    let sheet = "fixtures/kasane/games/four_seed1.kasane";
    let (own, _) = run(&["validate", sheet], 0);
    let verdict = |out: &str| out.split_once(": ").map(|(_, v)| v.to_owned());
    for (args, name, romaji) in [
        (&["--style", "kanji"][..], "上弦ノ月", true),
        (&["--lang", "ja", "--style", "kanji"][..], "下弦ノ月", true),
        (&["--lang", "en"][..], "waxing moon", true),
        (&["--lang", "ja"][..], "Jyougen no Tsuki", false),
    ] {
        let (written, _) = run(&[&["fmt"][..], args, &[sheet]].concat(), 0);
        has(&written, name);
        assert_eq!(
            written.contains("Jyougen no Tsuki"),
            !romaji,
            "{args:?}:\n{written}"
        );
        let (_dir, path) = scratch("written.kasane", &written);
        let (out, _) = run(&["validate", &path], 0);
        assert_eq!(verdict(&out), verdict(&own), "{args:?}");
    }
    let (_, err) = run(&["fmt", "--lang", "fr", sheet], 2);
    has(&err, "ja, en");
}

/// `kifu moves` names Colors of Kasane's combinations as asked, as `fmt` does.
#[test]
fn moves_name_kasane_combinations_in_kanji_and_english() {
    let sheet = "fixtures/kasane/games/four_seed1.kasane";
    let at = ["--round", "1", "--ply", "9"];
    for (args, name) in [
        (&[][..], "Ben 1 (9) : Jyougen no Tsuki 6 7 9 = 3"),
        (&["--style", "kanji"][..], "Ben 1 (9) : 上弦ノ月 6 7 9 = 3"),
        (&["--lang", "en"][..], "Ben 1 (9) : waxing moon 6 7 9 = 3"),
    ] {
        let (moves, _) = run(&[&["moves", sheet][..], &at, args].concat(), 0);
        has(&moves, name);
    }
}
