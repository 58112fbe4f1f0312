//! The `kifu` binary end to end: exit codes, output formats, and that inputs are safe.

use std::fs;
use std::path::Path;
use std::process::Command;

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
    assert!(v["properties"]["rounds"].is_object());
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
    let o = kifu(&[
        "moves",
        "fixtures/kamisado/book/ex4_blocked.kamisado",
        "--ply",
        "1",
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
    // --boxes is only for the game that has boxes.
    let o = kifu(&[
        "validate",
        "--boxes",
        "fixtures/kasane/boxes-custom.txt",
        "fixtures/kamisado/book/ex2_opening.kamisado",
    ]);
    assert_eq!(o.status.code(), Some(2));
}
