//! Kaitō's words in French and German (issue #33): a handful of error fixtures rendered
//! in each language (snapshots), and every problem of every fixture, and of damaged
//! records, said with no English word.

mod common;

use std::fs;
use std::path::PathBuf;

use common::{english_said, render_in};
use kifu::kaito::{Checked, ReplayOptions, check};
use kifu::{Lang, Problem};

/// The fixtures of Kaitō, every folder, sorted.
fn fixtures() -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![PathBuf::from("fixtures/kaito")];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "kaito") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Every record of `text` checked, with `all` on or off.
fn checked(text: &str, all: bool) -> Vec<Checked> {
    check(text, ReplayOptions { all })
}

/// The problems of every record of `text`.
fn problems(text: &str, all: bool) -> Vec<Problem> {
    checked(text, all)
        .into_iter()
        .flat_map(|c| c.problems)
        .collect()
}

/// The problems whose words are all Kaitō's. Left to the core (checked with the core's
/// fixtures): the shared `record::*` problems; the numbering warning, whose message,
/// label and run of misnumbered lines the core's `MoveNumbers` says (its help is
/// Kaitō's: [`numbering_help_is_said_without_english`]); and the reason of a
/// `[Position]` string that does not read, a `PositionError` of the core's position
/// reader, said in English until it carries a message.
fn kaito_only(problems: Vec<Problem>) -> Vec<Problem> {
    problems
        .into_iter()
        .filter(|p| {
            p.code.starts_with("kaito::")
                && !matches!(p.code, "kaito::bad-position" | "kaito::numbering")
        })
        .collect()
}

/// English words said by `problems` in French and in German, with what said them.
fn english_in_fr_and_de(what: &str, problems: &[Problem]) -> Vec<String> {
    let mut found = Vec::new();
    for lang in [Lang::Fr, Lang::De] {
        for (code, w) in english_said(problems, lang) {
            found.push(format!("{what} in {lang}: {code}: {w}"));
        }
    }
    found
}

#[test]
fn error_fixtures_render_in_french_and_german() {
    for name in [
        "err_wrong_capture",
        "err_exchange_too_cheap",
        "err_not_orthogonal",
        "err_bad_layout",
        "err_missing_first",
        "err_expected_token",
        "err_ellipsis",
        "err_duplicate",
    ] {
        let file = format!("{name}.kaito");
        let text = fs::read_to_string(format!("fixtures/kaito/{file}")).unwrap();
        let problems = problems(&text, false);
        assert!(!problems.is_empty(), "{file}");
        for (lang, code) in [(Lang::Fr, "fr"), (Lang::De, "de")] {
            insta::assert_snapshot!(
                format!("{name}_{code}"),
                render_in(&file, &text, &problems, lang)
            );
        }
    }
}

#[test]
fn every_fixture_problem_is_said_without_english() {
    let mut found = Vec::new();
    let mut said = 0;
    for path in fixtures() {
        let text = fs::read_to_string(&path).unwrap();
        for all in [false, true] {
            let problems = kaito_only(problems(&text, all));
            said += problems.len();
            found.extend(english_in_fr_and_de(&path.display().to_string(), &problems));
        }
    }
    assert!(said > 40, "the fixtures hold Kaitō's problems: {said}");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Each turn of a valid record written wrong in a few ways: another square for the
/// Kaito, another token taken, a dearer or cheaper exchange, a second one. Every slip
/// stays on one line, so the record around it still reads.
fn slips(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let squares = ["a1", "c3", "f6", "d2", "b5"];
    let tokens = ["rS", "bH", "r3", "b1"];
    for (i, line) in text.lines().enumerate() {
        let numbered = line
            .split_whitespace()
            .next()
            .is_some_and(|w| w.ends_with('.') && w[..w.len() - 1].parse::<u32>().is_ok());
        if !numbered {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut damaged = Vec::new();
        for (j, w) in words.iter().enumerate() {
            let replace = |by: &str| {
                let mut ws = words.clone();
                ws[j] = by;
                ws.join(" ")
            };
            if w.len() == 2
                && w.as_bytes()[0].is_ascii_lowercase()
                && w.as_bytes()[1].is_ascii_digit()
            {
                if j > 0 && words[j - 1] == "x" {
                    damaged.extend(tokens.iter().map(|t| replace(t)));
                } else {
                    damaged.extend(squares.iter().map(|s| replace(s)));
                }
            }
            if *w == "=" {
                damaged.push(replace("= S 1 ="));
            }
            if w.contains('+') {
                damaged.push(replace("1"));
                damaged.push(replace("3+3+3"));
            }
        }
        for d in damaged {
            let mut lines: Vec<&str> = text.lines().collect();
            lines[i] = &d;
            out.push(lines.join("\n"));
        }
    }
    out
}

#[test]
fn damaged_records_are_said_without_english() {
    let mut found = Vec::new();
    let mut said = 0;
    for path in fixtures() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("err_") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        for (k, damaged) in slips(&text).into_iter().enumerate() {
            for all in [false, true] {
                let problems = kaito_only(problems(&damaged, all));
                said += problems.len();
                found.extend(english_in_fr_and_de(&format!("{name} slip {k}"), &problems));
            }
        }
    }
    assert!(said > 100, "the slips make problems: {said}");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn sides_and_tokens_agree_in_french_and_german() {
    let text = fs::read_to_string("fixtures/kaito/err_wrong_capture.kaito").unwrap();
    let said = |lang| {
        let p = problems(&text, false);
        let p = p
            .iter()
            .find(|p| p.code == "kaito::rule::wrong-capture")
            .unwrap();
        p.said(lang).message
    };
    let fr = said(Lang::Fr);
    assert!(
        fr.contains("Katana rouge") || fr.contains("Katana noir") || fr.contains("Mon"),
        "{fr}"
    );
    let de = said(Lang::De);
    assert!(de.starts_with("auf "), "{de}");
    // The English is today's, word for word.
    assert!(said(Lang::En).contains(" holds "), "{}", said(Lang::En));
}

#[test]
fn numbering_help_is_said_without_english() {
    // One line misnumbered, the next ones right: the warning's help is Kaitō's alone.
    let text = fs::read_to_string("fixtures/kaito/win_last_kabuto.kaito").unwrap();
    let text = text.replacen("\n2. ", "\n7. ", 1);
    let problems = problems(&text, false);
    let p = problems
        .iter()
        .find(|p| p.code == "kaito::numbering")
        .unwrap();
    for (lang, red) in [(Lang::Fr, "Rouge"), (Lang::De, "Rot")] {
        let help = p.said(lang).help.unwrap();
        assert!(common::english_in(&help).is_empty(), "{lang}: {help}");
        assert!(help.contains(red), "{lang}: {help}");
    }
}
