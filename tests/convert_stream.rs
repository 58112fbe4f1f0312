//! `kifu convert` streams: one JSON shape, JSON Lines, positions kept across the pieces
//! of a long input, threads, and JSON back to notation record by record.

use std::fs;

mod common;
use common::{kifu, stderr, stdout};

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text:.300}"))
}

/// `count` generated records of `game` in a file of the temporary directory.
fn generated(dir: &tempfile::TempDir, game: &str, count: &str, extra: &[&str]) -> String {
    let path = dir.path().join(format!("gen.{game}"));
    let mut args = vec!["gen", "--game", game, "--count", count, "--seed", "5"];
    args.extend_from_slice(extra);
    let o = kifu(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    fs::write(&path, &o.stdout).unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
fn json_is_an_array_whatever_the_number_of_records_and_jsonl_holds_its_items() {
    let dir = tempfile::tempdir().unwrap();
    for (game, extra) in [
        ("kamisado", &["--match", "standard"][..]),
        ("samourai", &[][..]),
        ("kaito", &[][..]),
        ("kasane", &[][..]),
    ] {
        for count in ["1", "3"] {
            let f = generated(&dir, game, count, extra);
            let a = kifu(&["convert", &f, "--to", "json"]);
            assert_eq!(a.status.code(), Some(0), "{game}: {}", stderr(&a));
            let array = json(&stdout(&a));
            let items = array.as_array().expect("an array");
            assert_eq!(items.len().to_string(), count, "{game}");
            let l = kifu(&["convert", &f, "--to", "jsonl", "-j", "2"]);
            assert_eq!(l.status.code(), Some(0), "{game}: {}", stderr(&l));
            let lines: Vec<serde_json::Value> = stdout(&l).lines().map(json).collect();
            assert_eq!(&lines, items, "{game}: the lines are the array's items");
            assert!(items.iter().all(|r| r["game"] == game), "{game}");
        }
    }
}

/// Every move's `written` text stands in the file at its `line` and `column`.
fn check_positions(file: &str, record: &serde_json::Value) -> usize {
    let lines: Vec<&str> = file.lines().collect();
    let mut n = 0;
    for round in record["rounds"].as_array().unwrap() {
        for m in round["moves"].as_array().unwrap() {
            let line = m["line"].as_u64().unwrap() as usize;
            let column = m["column"].as_u64().unwrap() as usize;
            let written = m["written"].as_str().unwrap();
            let at: String = lines[line - 1].chars().skip(column - 1).collect();
            assert!(
                at.starts_with(written),
                "{line}:{column}: {written} vs {at}"
            );
            n += 1;
        }
    }
    n
}

#[test]
fn a_long_input_is_converted_in_pieces_with_the_lines_of_the_file_and_in_order() {
    let dir = tempfile::tempdir().unwrap();
    // About 1.5 MB: two pieces of the streaming reader (1 MB chunks).
    let f = generated(&dir, "kamisado", "250", &["--match", "marathon"]);
    let text = fs::read_to_string(&f).unwrap();
    assert!(text.len() > 1 << 20, "{}", text.len());
    let one = kifu(&["convert", &f, "--to", "jsonl", "-j", "1"]);
    assert_eq!(one.status.code(), Some(0), "{}", stderr(&one));
    let two = kifu(&["convert", &f, "--to", "jsonl", "-j", "2"]);
    assert_eq!(one.stdout, two.stdout, "the same output on two threads");
    let records: Vec<serde_json::Value> = stdout(&one).lines().map(json).collect();
    assert_eq!(records.len(), 250);
    let last = records.last().unwrap();
    assert!(check_positions(&text, last) > 100);
    assert!(check_positions(&text, &records[125]) > 100);
    // The array holds the same records.
    let array = kifu(&["convert", &f, "--to", "json", "-j", "2"]);
    assert_eq!(json(&stdout(&array)).as_array().unwrap(), &records);

    // Back to notation from either form, record by record: the same text.
    let jsonl = dir.path().join("all.jsonl");
    fs::write(&jsonl, &one.stdout).unwrap();
    let arr = dir.path().join("all.json");
    fs::write(&arr, &array.stdout).unwrap();
    let a = kifu(&["convert", jsonl.to_str().unwrap(), "--to", "kamisado"]);
    let b = kifu(&["convert", arr.to_str().unwrap(), "--to", "kamisado"]);
    assert_eq!(a.status.code(), Some(0), "{}", stderr(&a));
    assert_eq!(a.stdout, b.stdout);
    let back = dir.path().join("back.kamisado");
    fs::write(&back, &a.stdout).unwrap();
    // Not `-q`: the summary line counts the records.
    let v = kifu(&["validate", back.to_str().unwrap()]);
    assert_eq!(v.status.code(), Some(0), "{}", stderr(&v));
    assert!(
        stderr(&v).contains("250 records: 250 valid"),
        "{}",
        stderr(&v)
    );
}

#[test]
fn an_invalid_record_is_reported_at_its_line_and_the_others_are_converted() {
    let dir = tempfile::tempdir().unwrap();
    let good = "[Game \"Kamisado\"]\n1. Red ↑4 Blue\n";
    let bad = "[Game \"Kamisado\"]\n1. Red ↑4 Green\n";
    let f = dir.path().join("mixed.kamisado");
    fs::write(&f, format!("{good}\n{bad}\n{good}")).unwrap();
    let f = f.to_str().unwrap();
    let o = kifu(&["convert", f, "--to", "jsonl"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o).lines().count(), 2, "{}", stdout(&o));
    let err = stderr(&o);
    assert!(
        err.contains("mixed.kamisado:5:"),
        "line of the bad record: {err}"
    );
    // With -o the file is written only when every record converts.
    let out = dir.path().join("out.json");
    let o = kifu(&["convert", f, "--to", "json", "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(!out.exists(), "no partial output file");
}

#[test]
fn a_single_object_is_still_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let f = "fixtures/kamisado/book/ex6_deadlock.kamisado";
    let o = kifu(&["convert", f, "--to", "json"]);
    let array = json(&stdout(&o));
    let object = dir.path().join("one.json");
    fs::write(&object, array[0].to_string()).unwrap();
    let back = kifu(&["convert", object.to_str().unwrap(), "--to", "kamisado"]);
    assert_eq!(back.status.code(), Some(0), "{}", stderr(&back));
    assert!(
        stdout(&back).contains("Blue Straight 3 Green"),
        "{}",
        stdout(&back)
    );
    // JSON is not converted to JSON again, notation is not read as JSON.
    let again = kifu(&["convert", object.to_str().unwrap(), "--to", "jsonl"]);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        stderr(&again).contains("already JSON"),
        "{}",
        stderr(&again)
    );
    assert!(stdout(&again).is_empty());
    let notation = kifu(&["convert", f, "--to", "kamisado"]);
    assert_eq!(notation.status.code(), Some(2));
    // A broken array: the records before the break are written, the error is located.
    let broken = dir.path().join("broken.json");
    fs::write(&broken, format!("[{},\n{{\"game\": ", array[0])).unwrap();
    let o = kifu(&["convert", broken.to_str().unwrap(), "--to", "kamisado"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 2"), "{}", stderr(&o));
    assert!(stdout(&o).contains("Blue Straight 3 Green"));
}

#[test]
fn fmt_streams_a_long_file_record_by_record_with_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    let f = generated(&dir, "kamisado", "250", &["--match", "marathon"]);
    let text = fs::read_to_string(&f).unwrap();
    let g = kifu::GameKind::Kamisado.engine();
    let whole = g
        .format(
            &text,
            kifu::NotationRequest {
                lang: Some(kifu::Lang::Fr),
                style: Some(kifu::Style::Words),
            },
        )
        .unwrap();
    let o = kifu(&["fmt", &f, "--lang", "fr", "--style", "words"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o) == whole,
        "streamed fmt differs from the whole-text layout"
    );
    // --write replaces the file with the same text; --check then agrees.
    let o = kifu(&["fmt", &f, "--write", "--lang", "fr", "--style", "words"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(fs::read_to_string(&f).unwrap() == whole);
    let o = kifu(&["fmt", &f, "--check", "--lang", "fr", "--style", "words"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // A record that does not parse, late in the file: reported at its line, file unchanged.
    let bad = format!("{whole}\n[Game \"Kamisado\"]\n1. Rouge ↑4 Bleen\n");
    fs::write(&f, &bad).unwrap();
    let o = kifu(&["fmt", &f, "--write"]);
    assert_eq!(o.status.code(), Some(1));
    let line = bad.lines().count();
    assert!(
        stderr(&o).contains(&format!("gen.kamisado:{line}:")),
        "{}",
        stderr(&o)
    );
    assert!(
        fs::read_to_string(&f).unwrap() == bad,
        "nothing was changed"
    );
}

#[test]
fn fmt_check_compares_the_layout_with_the_file_as_it_streams() {
    let dir = tempfile::tempdir().unwrap();
    let f = generated(&dir, "kamisado", "200", &["--match", "long"]);
    let text = fs::read_to_string(&f).unwrap();
    let o = kifu(&["fmt", "--check", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).is_empty(), "--check writes nothing");
    // A byte order mark is not part of the layout.
    fs::write(&f, format!("\u{feff}{text}")).unwrap();
    let o = kifu(&["fmt", "--check", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // A change of layout late in the file, a missing last line break, one line too many.
    let last = text.rfind("1.  ").unwrap();
    let late = format!("{}1. {}", &text[..last], &text[last + 4..]);
    let short = text.trim_end().to_owned();
    let long = format!("{text}\n");
    for changed in [late, short, long] {
        fs::write(&f, &changed).unwrap();
        let o = kifu(&["fmt", "--check", &f]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("is not in the canonical layout"),
            "{}",
            stderr(&o)
        );
        assert!(stdout(&o).is_empty());
        assert!(
            fs::read_to_string(&f).unwrap() == changed,
            "nothing changed"
        );
    }
}

#[test]
fn a_board_file_a_record_names_is_read_in_its_folder_by_convert_and_fmt() {
    // Run from the crate's folder: the board file stands beside the record.
    let f = "fixtures/samourai/custom_board_tag.samourai";
    let o = kifu(&["convert", f, "--to", "jsonl"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let record = json(stdout(&o).trim_end());
    assert_eq!(record["board"].as_array().map(Vec::len), Some(11));
    let o = kifu(&["fmt", f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = kifu(&["fmt", "--check", f]);
    assert!(
        !stderr(&o).contains("cannot read the board file"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn json_is_written_back_as_notation_on_threads_in_the_order_of_the_input() {
    let dir = tempfile::tempdir().unwrap();
    for (game, extra) in [("kaito", &[][..]), ("kamisado", &["--match", "simple"][..])] {
        // 300 records: several batches of the thread pool.
        let f = generated(&dir, game, "300", extra);
        let l = kifu(&["convert", &f, "--to", "jsonl", "-j", "1"]);
        assert_eq!(l.status.code(), Some(0), "{game}: {}", stderr(&l));
        let lines: Vec<String> = stdout(&l).lines().map(str::to_owned).collect();
        assert_eq!(lines.len(), 300);
        let run = |name: &str, text: String, jobs: &str| {
            let path = dir.path().join(name);
            fs::write(&path, text).unwrap();
            kifu(&["convert", path.to_str().unwrap(), "--to", game, "-j", jobs])
        };
        let same = |name: &str, text: String| {
            let one = run(name, text.clone(), "1");
            let three = run(name, text, "3");
            assert_eq!(stdout(&one), stdout(&three), "{game} {name}");
            assert_eq!(stderr(&one), stderr(&three), "{game} {name}");
            assert_eq!(one.status.code(), three.status.code(), "{game} {name}");
            one
        };
        // JSON Lines and the array: every record, in the order of the input.
        let all = same("all.jsonl", lines.join("\n"));
        assert_eq!(all.status.code(), Some(0), "{game}: {}", stderr(&all));
        let records: Vec<usize> = stdout(&all)
            .lines()
            .filter_map(|l| l.strip_prefix("[Record \""))
            .map(|n| n.trim_end_matches("\"]").parse().unwrap())
            .collect();
        assert_eq!(records, (1..=300).collect::<Vec<_>>(), "{game}");
        let array = same("all.json", format!("[\n{}\n]\n", lines.join(",\n")));
        assert_eq!(stdout(&array), stdout(&all), "{game}");
        // A record that is not one of the game's: said, and the others are written.
        let mut odd = lines.clone();
        odd[150] = "{\"game\": 1}".to_owned();
        let o = same("odd.jsonl", odd.join("\n"));
        assert_eq!(o.status.code(), Some(2), "{game}");
        assert!(stderr(&o).contains("odd.jsonl"), "{}", stderr(&o));
        assert_eq!(stdout(&o).matches("[Record \"").count(), 299, "{game}");
        // Broken JSON: the records before the break are written, then the error.
        let mut broken = lines[..200].to_vec();
        broken.push("{\"game\": ".to_owned());
        let b = same("broken.jsonl", broken.join("\n"));
        assert_eq!(b.status.code(), Some(2), "{game}");
        assert!(stderr(&b).contains("line 201"), "{}", stderr(&b));
        assert_eq!(stdout(&b).matches("[Record \"").count(), 200, "{game}");
    }
}
