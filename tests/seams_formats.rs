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
        // The page shows the same diagnostic (when this kifu has the web app).
        if !common::web_app() {
            continue;
        }
        let o = kifu(&["show", f, "--format", "html"]);
        assert_eq!(o.status.code(), Some(1), "{f}");
        let page = stdout(&o);
        // The page names the file only, never its folders.
        let file = f.rsplit('/').next().unwrap();
        assert_eq!(rendered_places(&page, file), from_json, "{f}: the page");
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
    // `moves`: in the sheet's words and language, or in the language asked for.
    let (moves, _) = run(&["moves", &f], 0);
    has(&moves, "en réponse à 3 soleil");
    has(&moves, "h2-h4 2 dragon");
    assert!(japanese.iter().all(|w| !moves.contains(w)), "{moves}");
    let (json, _) = run(&["moves", &f, "--format", "json"], 0);
    has(&json, "h2-h4 2 dragon");
    let (ja, _) = run(&["moves", &f, "--lang", "ja"], 0);
    has(&ja, "h2-h4 2 ryu");
    let iki = "fixtures/samourai/iki_zumari.samourai";
    let (fr, _) = run(&["moves", iki, "--ply", "3", "--lang", "fr"], 0);
    has(&fr, "en réponse à 1 soleil");
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
    if !common::web_app() {
        return;
    }
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

// ----- JSON back to notation: the move is the truth ----------------------------------------

/// `kifu convert FILE.json --to GAME` on a JSON file written in a scratch folder: exit
/// code, standard output and standard error.
fn import(game: &str, json: &serde_json::Value) -> (i32, String, String) {
    let (_dir, f) = scratch("records.json", &json.to_string());
    let o = kifu(&["convert", &f, "--to", game]);
    (o.status.code().expect("exit code"), stdout(&o), stderr(&o))
}

/// A book record's JSON, as `kifu convert --to json` writes it.
fn json_of(path: &str) -> serde_json::Value {
    let (out, _) = run(&["convert", path, "--to", "json"], 0);
    serde_json::from_str(&out).expect("JSON")
}

/// The book record `path` of `game` as JSON, changed by `change`, and imported back: the
/// exit code is `code`; what `kifu convert` wrote, and its standard error.
#[track_caller]
fn import_changed(
    game: &str,
    path: &str,
    code: i32,
    change: impl FnOnce(&mut serde_json::Value),
) -> (String, String) {
    let mut v = json_of(path);
    change(&mut v);
    let (got, out, err) = import(game, &v);
    assert_eq!(got, code, "{err}");
    (out, err)
}

/// A `written` that is not the move: the move is written, with a warning naming the ply;
/// an empty `written` no longer drops the move.
#[test]
fn a_written_text_that_is_not_the_move_gives_way_to_the_move() {
    let mut v = json_of("fixtures/kamisado/book/ex2_opening.kamisado");
    let moves = &mut v[0]["rounds"][0]["moves"];
    // Ply 2: White's blue tower b8-b3, written as Black's first move.
    assert_eq!(
        (moves[1]["from"].as_str(), moves[1]["to"].as_str()),
        (Some("b8"), Some("b3"))
    );
    moves[1]["written"] = "Red ↑4 Blue".into();
    moves[2]["written"] = "".into();
    let (code, out, err) = import("kamisado", &v);
    assert_eq!(code, 0, "{err}");
    has(
        &out,
        "1. Red ↑4 Blue       Blue ↑5 Yellow\n2. Yellow ↗3 Purple  Purple ↖1 Green",
    );
    assert_eq!(out.matches("Red ↑4 Blue").count(), 1, "{out}");
    has(
        &err,
        "records.json: record 1, round 1, ply 2: `written` says `Red ↑4 Blue`, which is not this move: written `Blue ↑5 Yellow` instead",
    );
    has(
        &err,
        "record 1, round 1, ply 3: `written` is empty: written `Yellow ↗3 Purple` instead",
    );
    // What is written replays.
    let (_dir, back) = scratch("back.kamisado", &out);
    run(&["validate", &back], 0);

    // A French sheet: the move is written in French words, as the sheet is.
    let mut v = json_of("fixtures/kamisado/valid/standard_fr_words.kamisado");
    let first = v[0]["rounds"][0]["moves"][0]["written"]
        .as_str()
        .unwrap()
        .to_owned();
    v[0]["rounds"][0]["moves"][0]["written"] = "Rouge Devant 7 Vert".into();
    let (code, out, err) = import("kamisado", &v);
    assert_eq!(code, 0, "{err}");
    has(&out, &first);
    has(
        &err,
        &format!("which is not this move: written `{first}` instead"),
    );

    // Samouraï: the announcement is checked too; Kaitō: the capture and the exchange.
    let (out, err) = import_changed("samourai", "fixtures/samourai/draw.samourai", 0, |v| {
        v[0]["moves"][1]["written"] = "g11-j8 4 washi".into();
    });
    has(&out, "g11-j8 3 washi");
    has(&err, "record 1, ply 2: `written` says `g11-j8 4 washi`");
    let (out, err) = import_changed("kaito", "fixtures/kaito/book_exchange.kaito", 0, |v| {
        v[0]["moves"][1]["written"] = "c1 x b2".into();
    });
    has(&out, "c1 x b1");
    has(
        &err,
        "record 1, ply 2: `written` says `c1 x b2`, which is not this move: written `c1 x b1` instead",
    );
}

/// JSON from another program: no `written`, `line`, `column`, nor anything else the
/// moves give; the examples of docs/json-import.md, one per game, import as they say.
#[test]
fn json_from_another_program_imports() {
    let doc = std::fs::read_to_string("docs/json-import.md").expect("docs/json-import.md");
    let mut examples = 0;
    for (game, section) in [
        ("kamisado", "## Kamisado"),
        ("samourai", "## Samouraï"),
        ("kaito", "## Kaitō"),
        ("kasane", "## Colors of Kasane"),
    ] {
        let at = doc.find(section).expect(section);
        let rest = &doc[at..];
        let block = |fence: &str| {
            let start = rest.find(fence).expect(fence) + fence.len();
            rest[start..start + rest[start..].find("```").unwrap()].to_owned()
        };
        let (json, text) = (block("```json\n"), block("```text\n"));
        let v: serde_json::Value = serde_json::from_str(&json).expect("the example is JSON");
        let (code, out, err) = import(game, &v);
        assert_eq!((code, err.as_str()), (0, ""), "{game}");
        assert_eq!(out, text, "{game}");
        let (_dir, back) = scratch(&format!("back.{game}"), &out);
        run(&["validate", &back], 0);
        examples += 1;
    }
    assert_eq!(examples, 4);
    // kifu's own JSON with every output-only field left out reads back the same.
    let ex6 = "fixtures/kamisado/book/ex6_deadlock.kamisado";
    let whole = json_of(ex6);
    let mut bare = whole.clone();
    let record = bare[0].as_object_mut().unwrap();
    for key in ["game", "format", "match", "status", "winner", "score"] {
        record.remove(key);
    }
    for round in record["rounds"].as_array_mut().unwrap() {
        let round = round.as_object_mut().unwrap();
        for key in ["number", "first", "start", "result", "score", "header"] {
            round.remove(key);
        }
        for m in round["moves"].as_array_mut().unwrap() {
            m.as_object_mut()
                .unwrap()
                .retain(|k, _| ["from", "to", "comments"].contains(&k.as_str()));
        }
    }
    let (code, from_bare, err) = import("kamisado", &bare);
    assert_eq!((code, err.as_str()), (0, ""));
    // The same plies, written in the default notation (nothing tells another).
    let (_dir, back) = scratch("back.kamisado", &from_bare);
    let again = json_of(&back);
    let squares = |v: &serde_json::Value| -> Vec<(String, String)> {
        v[0]["rounds"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["moves"].as_array().unwrap().iter())
            .map(|m| (m["from"].to_string(), m["to"].to_string()))
            .collect()
    };
    assert_eq!(squares(&again), squares(&whole));
    assert_eq!(again[0]["score"], whole[0]["score"]);
    has(&from_bare, "1. ...           Blue ↑3 Green");
}

/// An import error names the record and the ply, not only serde's field.
#[test]
fn an_import_error_names_the_record_and_the_ply() {
    let one = json_of("fixtures/kamisado/book/ex2_opening.kamisado")[0].clone();
    let mut bad = one.clone();
    bad["rounds"][0]["moves"][3]["to"] = "d5".into();
    let (code, out, err) = import("kamisado", &serde_json::json!([one, bad]));
    assert_eq!(code, 1, "{err}");
    has(&out, "Red ↑4 Blue");
    has(
        &err,
        "records.json: record 2, round 1, ply 4: no legal move goes from c8 to d5",
    );
    let mut missing = one.clone();
    missing["rounds"][0]["moves"][4]
        .as_object_mut()
        .unwrap()
        .remove("to");
    let (code, _, err) = import("kamisado", &serde_json::json!([one, missing]));
    assert_eq!(code, 2, "{err}");
    has(&err, "records.json: record 2, round 1, ply 5: ");
    has(&err, "missing field `to`");
    // Samouraï, Kaitō, Kasane: the rules' own message, at the ply.
    let (_, err) = import_changed("samourai", "fixtures/samourai/draw.samourai", 1, |s| {
        s[0]["moves"][2]["to"] = "k11".into();
    });
    has(&err, "records.json: record 1, ply 3: ");
    let (_, err) = import_changed("kaito", "fixtures/kaito/book_exchange.kaito", 1, |k| {
        k[0]["moves"][1]["to"] = "f6".into();
    });
    has(&err, "records.json: record 1, ply 2: ");
    let (_, err) = import_changed(
        "kasane",
        "fixtures/kasane/games/four_seed1.kasane",
        1,
        |c| {
            c[0]["rounds"][0]["turns"][1]["player"] =
                c[0]["rounds"][0]["turns"][0]["player"].clone();
        },
    );
    has(&err, "records.json: record 1, round 1, ply 2: ");
}

/// `kifu schema` says what an import needs (the moves) and what is output only.
#[test]
fn the_schema_says_what_an_import_needs() {
    for (game, moves, needed, output_only) in [
        (
            "kamisado",
            "MoveJson",
            &["from", "to"][..],
            &["line", "column", "landing", "side"][..],
        ),
        (
            "samourai",
            "MoveJson",
            &["from", "to"],
            &["line", "column", "announcement"],
        ),
        (
            "kaito",
            "MoveJson",
            &["to"],
            &["line", "column", "captured"],
        ),
        ("kasane", "TurnJson", &["player", "row"], &["points"]),
    ] {
        let (out, _) = run(&["schema", game, "--jsonl"], 0);
        let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
        let m = &v["$defs"][moves];
        let required: Vec<&str> = m["required"]
            .as_array()
            .expect("required")
            .iter()
            .map(|r| r.as_str().unwrap())
            .collect();
        assert_eq!(required, needed, "{game}");
        for p in output_only {
            assert_eq!(m["properties"][p]["readOnly"], true, "{game}: {p}");
        }
        assert!(
            m["properties"]
                .get("written")
                .is_none_or(|w| w.get("readOnly").is_none())
        );
        assert_eq!(v["properties"]["status"]["readOnly"], true, "{game}");
        let about = v["description"].as_str().unwrap();
        assert!(
            about.contains("`readOnly`") && about.contains("in characters"),
            "{about}"
        );
    }
}
