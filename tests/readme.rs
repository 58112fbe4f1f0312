//! The README's examples run: every `kifu …` command it shows is run on the bundled files
//! and gives the exit code and the output shown; every record it shows validates; every
//! diagnostic it shows is what `kifu validate` prints for that fixture.

mod common;
use std::fs;

use common::{kifu, stderr, stdout};

fn readme() -> String {
    fs::read_to_string("README.md").expect("README.md")
}

/// The fenced blocks of a kind (`text`, `json`, `sh`), each with the line just before its
/// paragraph's start (where the README names the command it shows).
fn blocks(text: &str, kind: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut lines = text.lines().peekable();
    let mut before = Vec::new();
    let mut ended = false;
    while let Some(line) = lines.next() {
        if ended && !line.trim().is_empty() && !line.starts_with("```") {
            before.clear();
            ended = false;
        }
        if line.trim() == format!("```{kind}") {
            let mut body = Vec::new();
            for l in lines.by_ref() {
                if l.trim() == "```" {
                    break;
                }
                body.push(l);
            }
            found.push((before.join("\n"), body.join("\n")));
            before.clear();
        } else if line.starts_with("```") {
            for l in lines.by_ref() {
                if l.trim() == "```" {
                    break;
                }
            }
            before.clear();
        } else if line.trim().is_empty() {
            ended = true;
        } else {
            before.push(line);
        }
    }
    found
}

/// The `kifu …` command named in backquotes at the start of a paragraph.
fn named_command(paragraph: &str) -> Option<Vec<String>> {
    let start = paragraph.find("`kifu ")?;
    let rest = &paragraph[start + 1..];
    let end = rest.find('`')?;
    Some(
        rest[..end]
            .split_whitespace()
            .skip(1)
            .map(String::from)
            .collect(),
    )
}

fn run(args: &[String]) -> std::process::Output {
    kifu(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Every line shown is printed (diagnostics on stderr, results on stdout).
fn assert_shown(what: &str, shown: &str, o: &std::process::Output) {
    let printed = format!("{}{}", stderr(o), stdout(o));
    for line in shown.lines().map(str::trim_end).filter(|l| !l.is_empty()) {
        assert!(
            printed.lines().any(|p| p.trim_end() == line),
            "{what}: the README shows\n{line}\nbut kifu printed\n{printed}"
        );
    }
}

#[test]
fn every_command_shown_with_its_output_gives_that_output() {
    let text = readme();
    let mut ran = 0;
    for (paragraph, body) in blocks(&text, "text") {
        if let Some(cmd) = body.lines().next().and_then(|l| l.strip_prefix("$ kifu ")) {
            // `$ kifu …` then what it prints.
            let args: Vec<String> = cmd.split_whitespace().map(String::from).collect();
            let o = run(&args);
            let shown: String = body.lines().skip(1).collect::<Vec<_>>().join("\n");
            let invalid = shown.contains(": INVALID");
            assert_eq!(
                o.status.code(),
                Some(if invalid { 1 } else { 0 }),
                "kifu {cmd}: {}",
                stderr(&o)
            );
            assert_shown(&format!("kifu {cmd}"), &shown, &o);
            ran += 1;
        } else if let Some(args) = named_command(&paragraph)
            // The viewer's screen needs a terminal: tests/replay_tmux.rs drives it.
            && args.first().map(String::as_str) != Some("replay")
        {
            // "`kifu show … --format ascii` (…):" then exactly what it prints.
            let o = run(&args);
            assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
            assert_eq!(stdout(&o).trim_end(), body.trim_end(), "{args:?}");
            ran += 1;
        } else if let Some(at) = body.find("╭─[") {
            // A diagnostic of a fixture: what `kifu validate` prints for it.
            let rest = &body[at + "╭─[".len()..];
            let path = rest.split(':').next().expect("a path");
            let o = kifu(&["validate", path]);
            assert_eq!(o.status.code(), Some(1), "{path}");
            assert_shown(&format!("kifu validate {path}"), &body, &o);
            ran += 1;
        }
    }
    assert!(ran >= 5, "only {ran} examples found in the README");
}

#[test]
fn the_json_shown_is_what_convert_writes() {
    let text = readme();
    let (paragraph, body) = blocks(&text, "json")
        .into_iter()
        .next()
        .expect("a JSON example");
    let args = named_command(&paragraph).expect("the command of the JSON example");
    let o = run(&args);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
    let shown: serde_json::Value = serde_json::from_str(&body).expect("the README's JSON");
    let out = stdout(&o);
    let written: serde_json::Value = match serde_json::from_str(&out) {
        Ok(v) => v,
        // One object a line.
        Err(_) => serde_json::from_str(out.lines().next().unwrap_or("")).expect("JSON"),
    };
    // "moves shortened": every value shown is written; a list shown is a prefix.
    fn within(shown: &serde_json::Value, written: &serde_json::Value, at: &str) {
        use serde_json::Value;
        match (shown, written) {
            (Value::Object(s), Value::Object(w)) => {
                for (k, v) in s {
                    let w = w
                        .get(k)
                        .unwrap_or_else(|| panic!("{at}.{k} is not written"));
                    within(v, w, &format!("{at}.{k}"));
                }
            }
            (Value::Array(s), Value::Array(w)) => {
                assert!(s.len() <= w.len(), "{at}: more items shown than written");
                for (i, (s, w)) in s.iter().zip(w).enumerate() {
                    within(s, w, &format!("{at}[{i}]"));
                }
            }
            _ => assert_eq!(shown, written, "{at}"),
        }
    }
    within(&shown, &written, "");
}

#[test]
fn every_record_shown_validates_and_the_quick_start_runs() {
    let text = readme();
    let dir = tempfile::tempdir().expect("temp dir");
    let mut checked = 0;
    for (_, body) in blocks(&text, "text") {
        let Some(first) = body.lines().next() else {
            continue;
        };
        let Some(game) = first
            .strip_prefix("[Game \"")
            .and_then(|r| r.split('"').next())
        else {
            continue;
        };
        let path = dir.path().join(format!("example.{}", game.to_lowercase()));
        fs::write(&path, &body).expect("write");
        let o = kifu(&["validate", path.to_str().expect("UTF-8")]);
        if game == "Kamisado" {
            // A sketch of the notation whose round 1 is cut short, as the README says.
            assert!(
                stdout(&o).contains("INVALID (unfinished, 4 plies, 1 error)")
                    && stderr(&o).contains("kamisado::rule::round-not-finished"),
                "{}{}",
                stderr(&o),
                stdout(&o)
            );
        } else {
            assert_eq!(
                o.status.code(),
                Some(0),
                "the README's {game} record:\n{body}\n{}",
                stderr(&o)
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 4, "one record shown for each game");
    // Quick start: `cargo run --release -- validate FILE` is `kifu validate FILE`.
    let quick = blocks(&text, "sh")
        .into_iter()
        .find_map(|(_, b)| {
            b.lines()
                .find_map(|l| l.strip_prefix("cargo run --release -- ").map(String::from))
        })
        .expect("the quick start command");
    let args: Vec<String> = quick.split_whitespace().map(String::from).collect();
    let o = run(&args);
    assert_eq!(o.status.code(), Some(0), "{quick}: {}", stderr(&o));
    assert!(stdout(&o).contains(": valid ("), "{}", stdout(&o));
}
