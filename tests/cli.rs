//! The `kifu` binary end to end: exit codes, output formats, and that inputs are safe.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

mod common;
use common::{kifu, stderr, stdout};

#[test]
fn validate_exit_codes() {
    let ok = kifu(&["validate", "fixtures/kamisado/book/ex2_opening.kamisado"]);
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
    assert!(stdout(&ok).contains("valid (unfinished"), "{}", stdout(&ok));
    assert!(
        stdout(&ok).contains("Black to move the blue tower"),
        "{}",
        stdout(&ok)
    );

    let bad = kifu(&[
        "validate",
        "fixtures/kamisado/rules/err_wrong_tower.kamisado",
    ]);
    assert_eq!(bad.status.code(), Some(1));
    let err = stderr(&bad);
    assert!(err.contains("kamisado::rule::wrong-tower"), "{err}");
    assert!(
        err.contains("err_wrong_tower.kamisado:4:"),
        "file:line:col in {err}"
    );

    let missing = kifu(&["validate", "no/such/file.kamisado"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("no/such/file.kamisado"));

    let usage = kifu(&["validate", "--format", "yaml"]);
    assert_eq!(usage.status.code(), Some(2));
}

#[test]
fn validate_a_directory_in_json() {
    let o = kifu(&["validate", "--format", "json", "fixtures/kamisado/book"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5);
    for v in &lines {
        assert_eq!(v["valid"], true);
        assert!(v["status"] == "finished" || v["status"] == "unfinished");
        assert!(v["errors"].as_array().unwrap().is_empty());
    }
    let o = kifu(&[
        "validate",
        "--format",
        "json",
        "fixtures/kamisado/rules/err_path_blocked.kamisado",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
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
    let o = kifu(&[
        "convert",
        "fixtures/kamisado/book/ex6_deadlock.kamisado",
        "--to",
        "json",
        "-o",
        json.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
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
    let o = kifu(&[
        "convert",
        json.to_str().unwrap(),
        "--to",
        "kamisado",
        "-o",
        back.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = kifu(&["validate", back.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
}

#[test]
fn convert_refuses_to_overwrite_its_input() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("r.kamisado");
    fs::copy("fixtures/kamisado/book/ex4_blocked.kamisado", &f).unwrap();
    let before = fs::read(&f).unwrap();
    let o = kifu(&[
        "convert",
        f.to_str().unwrap(),
        "--to",
        "json",
        "-o",
        f.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--force"), "{}", stderr(&o));
    assert_eq!(fs::read(&f).unwrap(), before, "the input is untouched");
}

#[test]
fn schema_is_json_schema() {
    let o = kifu(&["schema", "kamisado"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(v["$schema"].as_str().unwrap().contains("json-schema"));
    // `convert --to json` writes an array of records (issue 16): so does the schema say.
    assert_eq!(v["type"], "array");
    let item = v["items"]["$ref"].as_str().unwrap();
    let record = &v["$defs"][item.trim_start_matches("#/$defs/")];
    assert!(record["properties"]["rounds"].is_object());
    let one = kifu(&["schema", "kamisado", "--jsonl"]);
    let one: serde_json::Value = serde_json::from_str(&stdout(&one)).unwrap();
    assert!(one["properties"]["rounds"].is_object());
}

#[test]
fn gen_is_reproducible_and_valid() {
    let a = kifu(&["gen", "--match", "long", "--seed", "9", "--count", "3"]);
    let b = kifu(&["gen", "--match", "long", "--seed", "9", "--count", "3"]);
    assert_eq!(a.stdout, b.stdout);
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("g.kamisado");
    fs::write(&f, &a.stdout).unwrap();
    let o = kifu(&["validate", "--format", "json", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().count(), 3, "three records in one file");
}

#[test]
fn perft_counts() {
    let o = kifu(&["perft", "3"]);
    assert_eq!(stdout(&o).trim(), "11182");
    let o = kifu(&[
        "perft",
        "2",
        "--position",
        "OBPKYRGN/8/8/8/8/8/8/ngrykpbo b - -",
    ]);
    assert_eq!(stdout(&o).trim(), "1150");
    let o = kifu(&["perft", "2", "--position", "nonsense"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn moves_lists_legal_moves_in_notation() {
    let o = kifu(&["moves", "fixtures/kamisado/book/ex2_opening.kamisado"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("round 1, after ply 6: Black to move"),
        "{out}"
    );
    assert!(out.lines().skip(1).all(|l| l.starts_with("Blue ")), "{out}");
    // a German sheet: its moves in German (issue 13), in English when asked
    let o = kifu(&[
        "moves",
        "fixtures/kamisado/book/ex4_blocked.kamisado",
        "--ply",
        "1",
    ]);
    assert!(stdout(&o).contains("Grün 0 Gelb"), "{}", stdout(&o));
    let o = kifu(&[
        "moves",
        "fixtures/kamisado/book/ex4_blocked.kamisado",
        "--ply",
        "1",
        "--lang",
        "en",
    ]);
    assert!(stdout(&o).contains("Green 0 Yellow"), "{}", stdout(&o));
}

#[test]
fn show_formats() {
    let o = kifu(&[
        "show",
        "fixtures/kamisado/book/ex2_opening.kamisado",
        "--format",
        "ascii",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("B:R"), "{}", stdout(&o));
    let o = kifu(&[
        "show",
        "fixtures/kamisado/book/ex2_opening.kamisado",
        "--format",
        "svg",
        "--ply",
        "2",
    ]);
    assert!(
        stdout(&o).starts_with("<svg") || stdout(&o).starts_with("<?xml"),
        "{}",
        stdout(&o)
    );
    let o = kifu(&[
        "show",
        "fixtures/kamisado/book/ex2_opening.kamisado",
        "--round",
        "4",
    ]);
    assert_eq!(o.status.code(), Some(2));
    // Not a terminal and NO_COLOR: the plain form, no escape codes.
    let o = kifu(&["show", "fixtures/kamisado/book/ex2_opening.kamisado"]);
    assert!(!stdout(&o).contains('\u{1b}'));
    let o = kifu(&[
        "show",
        "fixtures/kamisado/book/ex2_opening.kamisado",
        "--color",
        "always",
    ]);
    assert!(stdout(&o).contains('\u{1b}'));
}

#[test]
fn fmt_write_is_atomic_and_only_when_the_record_parses() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.kamisado");
    fs::copy("fixtures/kamisado/book/ex5_blocked_twice.kamisado", &good).unwrap();
    let o = kifu(&[
        "fmt",
        good.to_str().unwrap(),
        "--write",
        "--lang",
        "fr",
        "--style",
        "words",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = fs::read_to_string(&good).unwrap();
    assert!(text.contains("Bleu Devant 5 Vert"), "{text}");
    let o = kifu(&["validate", good.to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "translated record still valid: {}",
        stderr(&o)
    );

    let bad = dir.path().join("bad.kamisado");
    fs::write(&bad, "[Game \"Kamisado\"]\n1. Red ↑4 Bleen\n").unwrap();
    let o = kifu(&["fmt", bad.to_str().unwrap(), "--write"]);
    assert_eq!(o.status.code(), Some(1));
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
    let o = kifu(&["validate", dir.path().to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "an unreadable entry is an I/O error: {}",
        stderr(&o)
    );
    let err = stderr(&o);
    assert!(err.contains("broken.kamisado"), "{err}");
    if made {
        assert!(
            err.contains("pipe.kamisado") && err.contains("not a regular file"),
            "{err}"
        );
    }
    assert!(
        stdout(&o).contains("good.kamisado: valid"),
        "the readable file is still checked: {}",
        stdout(&o)
    );
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
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("g.kasane");
    fs::write(&f, text).unwrap();
    let o = kifu(&["validate", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "default boxes: {}", stdout(&o));
    // The default table has no 2-card box for Kagen no Tsuki; the custom one has.
    assert!(
        stderr(&o).contains("kasane::rule::no-box"),
        "{}",
        stderr(&o)
    );
    let o = kifu(&[
        "validate",
        "--boxes",
        "fixtures/kasane/boxes-custom.txt",
        f.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    // --boxes is only for the game that has boxes: a command on one Kamisado record refuses
    // it; a batch applies it to the Kasane records among its inputs only.
    let o = kifu(&[
        "show",
        "--boxes",
        "fixtures/kasane/boxes-custom.txt",
        "fixtures/kamisado/book/ex2_opening.kamisado",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let o = kifu(&[
        "validate",
        "--boxes",
        "fixtures/kasane/boxes-custom.txt",
        "fixtures/kamisado/book/ex2_opening.kamisado",
        f.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
}

/// A file of generated marathon records larger than one read chunk (1 MiB), with one
/// record broken near the end (a wrong landing colour), and that record alone.
fn big_file_with_a_mistake(dir: &Path) -> (std::path::PathBuf, String) {
    let path = dir.join("big.kamisado");
    let o = kifu(&[
        "gen",
        "--match",
        "marathon",
        "--count",
        "240",
        "--seed",
        "3",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
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
    let one = kifu(&[
        "validate",
        "--format",
        "json",
        "-j",
        "1",
        path.to_str().unwrap(),
    ]);
    let two = kifu(&[
        "validate",
        "--format",
        "json",
        "-j",
        "2",
        path.to_str().unwrap(),
    ]);
    assert_eq!(one.status.code(), Some(1), "{}", stderr(&one));
    assert_eq!(two.status.code(), Some(1));
    assert_eq!(
        stdout(&one),
        stdout(&two),
        "threads change nothing but speed"
    );
    let lines: Vec<serde_json::Value> = stdout(&one)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 240);
    for (i, v) in lines.iter().enumerate() {
        assert_eq!(v["record"], i, "input order");
        assert_eq!(v["valid"], i != 239, "{v}");
    }
    // The broken record, checked alone: the same error, its line shifted by the lines
    // before it in the big file.
    let single = dir.path().join("single.kamisado");
    fs::write(&single, &alone).unwrap();
    let o = kifu(&["validate", "--format", "json", single.to_str().unwrap()]);
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
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
    let h = kifu(&["validate", "-q", path.to_str().unwrap()]);
    let want = format!("big.kamisado:{}:", e_big["line"]);
    assert!(stderr(&h).contains(&want), "{want} in {}", stderr(&h));
}

#[test]
fn validate_prints_a_summary_and_no_progress_bar_off_a_terminal() {
    let q = kifu(&["validate", "-q", "fixtures/kamisado/book"]);
    assert_eq!(q.status.code(), Some(0));
    assert_eq!(stdout(&q), "", "quiet: nothing for valid records");
    assert_eq!(stderr(&q), "", "quiet: no summary line either");
    let o = kifu(&["validate", "fixtures/kamisado/book"]);
    assert_eq!(o.status.code(), Some(0));
    let err = stderr(&o);
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
    let mut child = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(["validate", "--format", "json", "-"])
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
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
    let o = kifu(&["validate", "-j", "many", "fixtures/kamisado/book"]);
    assert_eq!(o.status.code(), Some(2));
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
    let o = kifu(&["validate", "--format", "json", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
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
    assert!(stderr(&o).contains("1 invalid"), "{}", stderr(&o));
}
