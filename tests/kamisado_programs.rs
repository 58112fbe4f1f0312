//! `kifu convert --from aikisado|everyboard|hackerrank`: other programs' Kamisado records
//! read into kifu's record, replayed by the book, their rule differences said at the ply.

mod common;

use std::fs;
use std::path::Path;

use kifu::kamisado::programs::Program;
use kifu::kamisado::{Square, Style};
use serde_json::Value;

const DIR: &str = "fixtures/kamisado/import";

fn program_of(path: &Path) -> Program {
    let folder = path
        .parent()
        .and_then(Path::file_name)
        .and_then(|n| n.to_str());
    Program::ALL
        .into_iter()
        .find(|p| Some(p.name()) == folder)
        .expect("a fixture's folder names its program")
}

/// The fixtures of every program (`err_*` or not).
fn fixtures(err: bool) -> Vec<std::path::PathBuf> {
    let mut all = Vec::new();
    for p in Program::ALL {
        for e in fs::read_dir(Path::new(DIR).join(p.name())).expect("fixture folder") {
            let path = e.expect("entry").path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if name.starts_with("err_") == err {
                all.push(path);
            }
        }
    }
    all.sort();
    assert!(!all.is_empty());
    all
}

/// The moves of a converted record's JSON, every round: (kind, from, to).
fn moves_of(json: &Value) -> Vec<(String, String, String)> {
    let record = if json.is_array() { &json[0] } else { json };
    record["rounds"]
        .as_array()
        .expect("rounds")
        .iter()
        .flat_map(|r| r["moves"].as_array().expect("moves").iter())
        .map(|m| {
            let s = |k: &str| m[k].as_str().unwrap_or_default().to_string();
            (s("kind"), s("from"), s("to"))
        })
        .collect()
}

fn square(file: i64, rank: i64) -> String {
    Square::from_coords(file as i8, rank as i8)
        .expect("on the board")
        .to_string()
}

/// The moves an EveryBoard file writes, read here on their own: (from, to) of each
/// tower's move in kifu's squares, None for a pass.
fn everyboard_moves(text: &str) -> Vec<Option<(String, String)>> {
    let list: Vec<Value> = serde_json::from_str(text).expect("a JSON array");
    list.iter()
        .map(|m| {
            let at = |c: &Value| square(c[0].as_i64().unwrap(), 7 - c[1].as_i64().unwrap());
            match m {
                Value::String(_) => None,
                Value::Number(n) => {
                    let n = n.as_i64().unwrap();
                    (n > 0).then(|| {
                        let (x1, y1, x2, y2) = (n / 4096, (n / 256) % 16, (n / 16) % 16, n % 16);
                        (square(x1, 7 - y1), square(x2, 7 - y2))
                    })
                }
                _ => Some((at(&m["first"]), at(&m["second"]))),
            }
        })
        .collect()
}

/// The moves an Aikisado file writes: (from, to) of each `Move`/`Push` line.
fn aikisado_moves(text: &str) -> Vec<(String, String)> {
    let index = |s: &str| {
        let n: i64 = s.split('(').next().unwrap().parse().unwrap();
        square(7 - n % 8, n / 8)
    };
    text.lines()
        .filter(|l| l.starts_with("Move") || l.starts_with("Push"))
        .map(|l| {
            let rest = l.split_once(':').unwrap().1;
            let (a, b) = rest.split_once(" to:").unwrap();
            (index(a), index(b))
        })
        .collect()
}

#[test]
fn every_converted_file_replays_and_its_moves_are_the_files() {
    for path in fixtures(false) {
        let program = program_of(&path);
        let file = path.to_str().unwrap();
        let (json, _) = common::run(
            &["convert", "--from", program.name(), file, "--to", "json"],
            0,
        );
        let (notation, _) = common::run(
            &[
                "convert",
                "--from",
                program.name(),
                file,
                "--to",
                "kamisado",
            ],
            0,
        );
        // The notation replays with no problem, and its JSON is the conversion's.
        let (_dir, sheet) = common::scratch("converted.kamisado", &notation);
        common::run(&["validate", &sheet], 0);
        let (again, _) = common::run(&["convert", &sheet, "--to", "json"], 0);
        let json: Value = serde_json::from_str(&json).unwrap();
        let again: Value = serde_json::from_str(&again).unwrap();
        assert_eq!(json, again, "{file}");
        // Move by move, the file's moves (kifu adds the passes and pushed entries the book
        // writes, which Aikisado leaves out).
        let text = fs::read_to_string(&path).unwrap();
        let played = moves_of(&json);
        match program {
            Program::EveryBoard => {
                let written = everyboard_moves(&text);
                let ours: Vec<Option<(String, String)>> = played
                    .iter()
                    .map(|(k, f, t)| (k == "move").then(|| (f.clone(), t.clone())))
                    .collect();
                assert_eq!(written, ours[..written.len()], "{file}");
                // After the file's last move, only the passes the book requires (D6, D8).
                assert!(ours[written.len()..].iter().all(Option::is_none), "{file}");
            }
            Program::Aikisado => {
                let written = aikisado_moves(&text);
                let ours: Vec<(String, String)> = played
                    .iter()
                    .filter(|(k, _, _)| k == "move" || k == "oshi")
                    .map(|(k, f, t)| {
                        if k == "oshi" {
                            // Aikisado writes a push to the pushed tower's square.
                            let sq = Square::parse(f).unwrap();
                            let rank =
                                sq.rank() as i64 + if t.as_str() > f.as_str() { 1 } else { -1 };
                            (f.clone(), square(sq.file() as i64, rank))
                        } else {
                            (f.clone(), t.clone())
                        }
                    })
                    .collect();
                assert_eq!(written, ours, "{file}");
            }
            Program::HackerRank => assert!(played.is_empty(), "{file}"),
        }
    }
}

#[test]
fn a_file_that_does_not_replay_or_read_exits_one_and_says_where() {
    insta::glob!("../fixtures/kamisado/import", "*/err_*", |path| {
        let program = program_of(path);
        let file = format!(
            "{DIR}/{}/{}",
            program.name(),
            path.file_name().unwrap().to_str().unwrap()
        );
        let (out, err) = common::run(
            &["convert", "--from", program.name(), &file, "--to", "json"],
            1,
        );
        assert!(out.is_empty(), "{file}: nothing is written");
        assert!(err.contains(&format!("{file}:")), "{file}: {err}");
        insta::assert_snapshot!(err);
    });
}

#[test]
fn rule_differences_are_said_at_the_ply() {
    let said = |program: Program, name: &str, code: i32| {
        let file = format!("{DIR}/{}/{name}", program.name());
        common::run(
            &[
                "convert",
                "--from",
                program.name(),
                &file,
                "--to",
                "kamisado",
            ],
            code,
        )
        .1
    };
    let err = said(Program::EveryBoard, "err_pass_colour.json", 1);
    assert!(
        err.contains("kamisado::import::everyboard-pass-colour"),
        "{err}"
    );
    assert!(err.contains("err_pass_colour.json:13:3"), "{err}");
    assert!(err.contains("kamisado::import::illegal"), "{err}");
    assert!(err.contains("err_pass_colour.json:14:3"), "{err}");
    insta::assert_snapshot!("everyboard_pass_colour", err);

    let err = said(Program::Aikisado, "score_double_sumo.aik", 0);
    assert!(err.contains("kamisado::import::aikisado-score"), "{err}");
    assert!(err.contains("score_double_sumo.aik:71:1"), "{err}");
    insta::assert_snapshot!("aikisado_score", err);

    let err = said(Program::HackerRank, "blocked.txt", 0);
    assert!(
        err.contains("kamisado::import::hackerrank-blocked"),
        "{err}"
    );
    insta::assert_snapshot!("hackerrank_blocked", err);

    // EveryBoard ends a game when a player must pass right after a pass; here the book's
    // deadlock (D8) comes with the pass kifu writes, and the same player loses: no word.
    let file = format!("{DIR}/everyboard/deadlock.json");
    let (json, err) = common::run(
        &["convert", "--from", "everyboard", &file, "--to", "json"],
        0,
    );
    assert_eq!(err, "");
    let json: Value = serde_json::from_str(&json).unwrap();
    let result = &json[0]["rounds"][0]["result"];
    assert_eq!(result["reason"], "deadlock", "{json}");
    assert_eq!(result["winner"], "white", "{json}");
    let passes = everyboard_moves(&fs::read_to_string(&file).unwrap());
    assert_eq!(passes.last(), Some(&None), "the file ends with a pass");

    // Aikisado writes no skipped turn and calls a gridlock after nine: kifu writes the
    // passes and ends the round by the book's deadlock, and says so at the last move.
    let err = said(Program::Aikisado, "gridlock.aik", 0);
    assert!(err.contains("kamisado::import::aikisado-gridlock"), "{err}");
    assert!(err.contains("gridlock.aik:16:1"), "{err}");
    let file = format!("{DIR}/aikisado/gridlock.aik");
    let (json, _) = common::run(&["convert", "--from", "aikisado", &file, "--to", "json"], 0);
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        json[0]["rounds"][0]["result"]["reason"], "deadlock",
        "{json}"
    );
    assert_eq!(json[0]["rounds"][0]["result"]["winner"], "white", "{json}");

    // A file whose rules agree with the book's converts without a word.
    for (p, name) in [
        (Program::EveryBoard, "valid_coords.json"),
        (Program::EveryBoard, "valid_numbers.json"),
        (Program::Aikisado, "valid_long.aik"),
        (Program::HackerRank, "midgame.txt"),
    ] {
        assert_eq!(said(p, name, 0), "", "{name}");
    }
}

#[test]
fn the_notation_is_written_in_the_language_asked() {
    let file = format!("{DIR}/everyboard/valid_coords.json");
    let (fr, _) = common::run(
        &[
            "convert",
            "--lang",
            "fr",
            "--from",
            "everyboard",
            &file,
            "--to",
            "kamisado",
        ],
        0,
    );
    assert!(fr.contains("Vert ↖1 Violet"), "{fr}");
    let (_dir, sheet) = common::scratch("fr.kamisado", &fr);
    common::run(&["validate", &sheet], 0);
}

#[test]
fn aikisado_rounds_keep_the_fill_and_the_match_length_holds_them_all() {
    let text = fs::read_to_string(format!("{DIR}/aikisado/valid_long.aik")).unwrap();
    let c = Program::Aikisado
        .convert(&text, Style::default())
        .expect("converts");
    let json = serde_json::to_value(&c.json).unwrap();
    let resets = text.lines().filter(|l| l.starts_with("Reset:")).count();
    assert_eq!(json["rounds"].as_array().unwrap().len(), resets);
    assert_eq!(json["match"], "long");
    let fills: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("Reset: "))
        .skip(1)
        .map(|m| if m == "LTR" { "left" } else { "right" })
        .collect();
    let ours: Vec<&str> = json["rounds"].as_array().unwrap()[1..]
        .iter()
        .map(|r| r["fill"].as_str().unwrap())
        .collect();
    assert_eq!(fills, ours);
}

/// A small deterministic generator of damaged files.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

#[test]
fn damaged_files_never_panic_and_what_converts_replays() {
    let mut rng = Lcg(35);
    let pieces = [
        "PASS",
        "0",
        "-1",
        "{",
        "}",
        "[",
        "]",
        ",",
        "\"",
        "9",
        "65535",
        "Reset: RTL\n",
        "Reset: Normal\n",
        "MoveBlack:",
        "PushWhite:63(Orange) to:55(Red)\n",
        "(",
        ")",
        "\n",
        "x",
        "é",
        "Orange",
        "-",
    ];
    for path in fixtures(false).into_iter().chain(fixtures(true)) {
        let program = program_of(&path);
        let text = fs::read_to_string(&path).unwrap();
        for _ in 0..150 {
            let mut damaged = text.clone();
            for _ in 0..1 + rng.below(3) {
                let mut at = rng.below(damaged.len() + 1);
                while !damaged.is_char_boundary(at) {
                    at -= 1;
                }
                match rng.below(3) {
                    0 => damaged.insert_str(at, pieces[rng.below(pieces.len())]),
                    1 => {
                        let mut end = (at + 1 + rng.below(8)).min(damaged.len());
                        while !damaged.is_char_boundary(end) {
                            end += 1;
                        }
                        damaged.replace_range(at..end, "");
                    }
                    _ => damaged.truncate(at),
                }
            }
            match program.convert(&damaged, Style::default()) {
                Ok(c) => {
                    let notation = c.notation();
                    let checked = kifu::kamisado::check(&notation, Default::default());
                    assert!(
                        checked
                            .iter()
                            .all(|r| r.problems.iter().all(|p| !p.is_error())),
                        "{}: converted but does not replay:\n{damaged}\n{notation}",
                        path.display()
                    );
                }
                Err(problems) => {
                    assert!(problems.iter().any(|p| p.is_error()), "{}", path.display());
                    for p in &problems {
                        assert!(p.span.end <= damaged.len(), "{}", path.display());
                    }
                }
            }
        }
    }
}
