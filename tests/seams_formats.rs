//! Where one command hands a record to another (issue 31): JSON read back as notation,
//! one meaning of "column" in every output, files of several records, and the sheet's
//! own language in every notation kifu writes.

mod common;
use common::{has, kifu, run, scratch, stderr, stdout};

// ----- one column, everywhere -------------------------------------------------------------

/// `path:line:column` in the header of every rendered diagnostic, in order.
fn rendered_places(report: &str, path: &str) -> Vec<(u64, u64)> {
    report
        .match_indices(&format!("{path}:"))
        .filter_map(|(at, m)| {
            let rest = &report[at + m.len()..];
            let end = rest.find(']')?;
            let (line, column) = rest[..end].split_once(':')?;
            Some((line.parse().ok()?, column.parse().ok()?))
        })
        .collect()
}

/// The human report, `--format json` and the HTML page give one column for one error:
/// characters, 1-based, on lines where arrows or `ü` come before the error.
#[test]
fn the_human_report_json_and_the_page_give_the_same_column() {
    for f in [
        "fixtures/kamisado/rules/err_landing_next_entry_decides.kamisado",
        "fixtures/kamisado/lang/err_de_wrong_landing.kamisado",
    ] {
        let (_, human) = run(&["validate", f], 1);
        let (json, _) = run(&["validate", "--format", "json", f], 1);
        let v: serde_json::Value = serde_json::from_str(json.trim()).expect("one JSON line");
        let from_json: Vec<(u64, u64)> = v["errors"]
            .as_array()
            .expect("errors")
            .iter()
            .map(|e| (e["line"].as_u64().unwrap(), e["column"].as_u64().unwrap()))
            .collect();
        assert!(!from_json.is_empty(), "{f}");
        assert_eq!(rendered_places(&human, f), from_json, "{f}: {human}");
        // The line the error is on has a character of several bytes before the column.
        let text = std::fs::read_to_string(f).unwrap();
        let (line, column) = from_json[0];
        let before: String = text
            .lines()
            .nth(line as usize - 1)
            .unwrap()
            .chars()
            .take(column as usize - 1)
            .collect();
        assert!(before.len() > before.chars().count(), "{f}: {before:?}");
        // The page shows the same diagnostic.
        let o = kifu(&["show", f, "--format", "html"]);
        assert_eq!(o.status.code(), Some(1), "{f}");
        let page = stdout(&o);
        assert_eq!(rendered_places(&page, f), from_json, "{f}: the page");
        assert_eq!(rendered_places(&stderr(&o), f), from_json, "{f}");
    }
}

// ----- the sheet's own language --------------------------------------------------------

/// `moves --format json` writes each move in `--lang` and `--style`, as the text form
/// does, and from a position string too.
#[test]
fn moves_in_json_honour_lang_and_style() {
    let f = "fixtures/kamisado/book/ex2_opening.kamisado";
    let (text, _) = run(&["moves", f, "--lang", "fr", "--style", "words"], 0);
    let (json, _) = run(
        &[
            "moves", f, "--format", "json", "--lang", "fr", "--style", "words",
        ],
        0,
    );
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let written: Vec<&str> = v["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| m["written"].as_str().expect("written"))
        .collect();
    assert!(!written.is_empty());
    // The same moves as the text lists, in French words: `Bleu Devant 2 Rose`.
    let listed: Vec<&str> = text.lines().skip(1).collect();
    assert_eq!(written, listed, "{text}");
    assert!(
        written.iter().all(|w| w.starts_with("Bleu ")),
        "{written:?}"
    );
    assert!(
        written.iter().all(|w| !w.contains(['↑', '↖', '↗'])
            && (w.contains("Devant") || w.contains("Gauche") || w.contains("Droite"))),
        "{written:?}"
    );
    // From a position string: German ASCII arrows.
    let (json, _) = run(
        &[
            "moves",
            "--position",
            "OBPKYRGN/8/8/8/8/8/8/ngrykpbo b - -",
            "--format",
            "json",
            "--lang",
            "de",
            "--style",
            "ascii",
        ],
        0,
    );
    let v: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(v["moves"][0]["written"], "Orange ^1 Rot");
    assert_eq!(v["moves"][1]["written"], "Orange ^2 Grün");
}

/// A French Samouraï sheet (its kinds `dragon`, `ibis`, `soleil`) stays French: `fmt`
/// keeps its words, `moves` lists in them, the helps suggest in them; `--lang` still
/// chooses.
#[test]
fn a_french_samourai_sheet_stays_french() {
    let french = "[Game \"Samourai\"]\n1. g1-k5 4 ho bo          g11-j8 3 ibis\n2. k5-h2 3 ibis           j8-g5 3 soleil\n";
    let (_dir, f) = scratch("fr.samourai", french);
    let (fmt, _) = run(&["fmt", &f], 0);
    has(&fmt, "g11-j8 3 ibis");
    has(&fmt, "j8-g5 3 soleil");
    let japanese = ["washi", "ryu", "taiyo", "katana"];
    assert!(japanese.iter().all(|w| !fmt.contains(w)), "{fmt}");
    // Only `dragon` and `ibis` (French and English alike): kept as written.
    let shared = "[Game \"Samourai\"]\n1. g1-k5 4 ho bo   g11-j8 3 ibis\n2. k5-h2 3 ibis\n";
    let (_dir2, g) = scratch("shared.samourai", shared);
    let (fmt, _) = run(&["fmt", &g], 0);
    assert!(
        fmt.contains("g11-j8 3 ibis") && !fmt.contains("washi"),
        "{fmt}"
    );
    // `moves`: in the sheet's words, or in the language asked for.
    let (moves, _) = run(&["moves", &f], 0);
    has(&moves, "answering 3 soleil");
    has(&moves, "h2-h4 2 dragon");
    assert!(japanese.iter().all(|w| !moves.contains(w)), "{moves}");
    let (json, _) = run(&["moves", &f, "--format", "json"], 0);
    has(&json, "h2-h4 2 dragon");
    let (ja, _) = run(&["moves", &f, "--lang", "ja"], 0);
    has(&ja, "h2-h4 2 ryu");
    let iki = "fixtures/samourai/iki_zumari.samourai";
    let (fr, _) = run(&["moves", iki, "--ply", "3", "--lang", "fr"], 0);
    has(&fr, "answering 1 soleil");
    has(&fr, "i11-j10 1 soleil");
    assert!(japanese.iter().all(|w| !fr.contains(w)), "{fr}");
    // A mistake on a French sheet: the help suggests in French.
    let bad = "[Game \"Samourai\"]\n1. e1-e4 3 dragon    e11-b8 3 ibis\n";
    let (_dir3, b) = scratch("bad.samourai", bad);
    let (_, err) = run(&["validate", &b], 1);
    has(&err, "answering 3 dragon");
    has(
        &err,
        "did you mean `e11-e9 2 ibis`, `e11-e8 3 sabre` or `e11-e7 4 soleil`",
    );
}

// ----- files of several records ----------------------------------------------------------

/// Three records: Ann and Bo's (unfinished), one that does not replay, Cy and Di's.
const THREE: &str = "[Event \"Club\"]\n[Game \"Kamisado\"]\n[Black \"Ann\"]\n[White \"Bo\"]\n1. Red ↑4 Blue\n\n[Game \"Kamisado\"]\n1. Red ↑4 Green\n\n[Game \"Kamisado\"]\n[Black \"Cy\"]\n[White \"Di\"]\n1. Brown ↑5 Green\n";

/// The usage error for a file of several records: each record, its players and its
/// result (not checked for one that does not replay).
fn lists_the_three(err: &str) {
    has(err, "holds 3 records: say which with --record N");
    has(
        err,
        "1. Ann – Bo: unfinished: round 1: White to move the blue tower",
    );
    has(
        err,
        "2. players not named: result not checked: the record does not replay",
    );
    has(
        err,
        "3. Cy – Di: unfinished: round 1: White to move the green tower",
    );
}

/// `show`, `moves` and `show --format html` at a point: a file of several records needs
/// `--record N`, which picks the record (never the last one silently).
#[test]
fn a_point_of_a_file_of_several_records_needs_its_number() {
    let (_dir, f) = scratch("three.kamisado", THREE);
    for args in [
        vec!["show", &f, "--format", "ascii"],
        vec!["moves", &f],
        vec!["moves", &f, "--format", "json"],
        vec!["show", &f, "--format", "html", "--ply", "1"],
    ] {
        let (out, err) = run(&args, 2);
        assert!(out.is_empty(), "{args:?}: {out}");
        lists_the_three(&err);
    }
    // Each record by its number.
    let (first, _) = run(&["show", &f, "--format", "ascii", "--record", "1"], 0);
    has(&first, "Black: Ann - White: Bo");
    has(&first, "after ply 1 (Black: Red ^4 Blue)");
    let (third, _) = run(&["show", &f, "--format", "ascii", "--record", "3"], 0);
    has(&third, "Black: Cy - White: Di");
    has(&third, "after ply 1 (Black: Brown ^5 Green)");
    let (moves, _) = run(&["moves", &f, "--record", "3"], 0);
    has(&moves, "White to move, 13 legal moves");
    has(&moves, "Green ↑1 Brown");
    let (moves, _) = run(&["moves", &f, "--record", "1", "--ply", "0"], 0);
    has(&moves, "round 1, after ply 0: Black to move");
    // The record that does not replay: its own diagnostic (and no other's), its lines
    // as in the file, exit 1.
    let (start, err) = run(&["show", &f, "--format", "ascii", "--record", "2"], 1);
    has(&start, "Black to move: free choice of tower.");
    has(&err, "three.kamisado:8:11]");
    has(&err, "the replay stopped at line 8, column 4");
    assert_eq!(err.matches('×').count(), 1, "{err}");
    // A number beyond the file, and 0.
    let (_, err) = run(&["moves", &f, "--record", "4"], 2);
    has(&err, "--record 4: ");
    has(&err, "holds 3 records");
    let (_, err) = run(&["moves", &f, "--record", "0"], 2);
    has(&err, "records are numbered from 1");
    // The page opens at the record asked, at its point (or its start).
    let opens = |args: &[&str]| {
        let o = kifu(args);
        let page = stdout(&o);
        let at = page.find("\"start\":[").expect("start") + "\"start\":".len();
        page[at..at + page[at..].find(']').unwrap() + 1].to_string()
    };
    assert_eq!(opens(&["show", &f, "--format", "html"]), "[0,0]");
    assert_eq!(
        opens(&["show", &f, "--format", "html", "--record", "3"]),
        "[2,0]"
    );
    assert_eq!(
        opens(&[
            "show", &f, "--format", "html", "--record", "1", "--ply", "1"
        ]),
        "[0,1]"
    );
    // One record: no number needed.
    let ex2 = "fixtures/kamisado/book/ex2_opening.kamisado";
    run(&["show", ex2, "--format", "ascii", "--ply", "2"], 0);
    run(&["show", ex2, "--format", "ascii", "--record", "1"], 0);
    let (_, err) = run(&["show", ex2, "--record", "2"], 2);
    has(&err, "holds 1 record");
}
