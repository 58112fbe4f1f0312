//! Every word kifu says about a sheet, in French and in German: every problem of every
//! fixture of every game (read as it is and with `--all`), said in both languages, holds
//! no English word outside the sheet's own tokens; and every diagnostic code the fixtures
//! show is said differently from English in both.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use kifu::{GameKind, Lang, OpenOptions};

fn fixtures(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            fixtures(&p, out);
        } else if GameKind::from_path(&p).is_some() {
            out.push(p);
        }
    }
}

/// Every problem of every fixture, read as it is and with `--all`.
fn every_problem() -> Vec<(PathBuf, kifu::Problem)> {
    let mut paths = Vec::new();
    fixtures(Path::new("fixtures"), &mut paths);
    let mut out = Vec::new();
    for path in paths {
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        let game = GameKind::from_path(&path).unwrap();
        for all in [false, true] {
            let options = OpenOptions::new().all(all).folder(path.parent().unwrap());
            let Ok(opened) = kifu::open(game, &text, &options) else {
                continue;
            };
            for record in opened.records() {
                for p in record.problems() {
                    out.push((path.clone(), p.clone()));
                }
            }
        }
    }
    out
}

/// What is still said in English in a French or German report, and why: the words of an
/// English sheet, which a report quotes as written.
fn left_in_english(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|n| n.to_string_lossy().contains("_en_"))
}

#[test]
fn every_problem_of_every_fixture_is_said_in_french_and_german() {
    let problems = every_problem();
    assert!(problems.len() > 100, "{} problems", problems.len());
    let mut english = Vec::new();
    for lang in [Lang::Fr, Lang::De] {
        for (path, p) in problems.iter().filter(|(path, _)| !left_in_english(path)) {
            for (code, w) in common::english_said(std::slice::from_ref(p), lang) {
                english.push(format!("{lang} {}: {code}: {w}", path.display()));
            }
        }
    }
    english.sort();
    english.dedup();
    assert!(
        english.is_empty(),
        "{} English words said:\n{}",
        english.len(),
        english.join("\n")
    );
}

#[test]
fn every_code_the_fixtures_show_is_said_in_its_own_words_in_each_language() {
    let mut by_code: BTreeMap<&str, kifu::Problem> = BTreeMap::new();
    for (path, p) in every_problem() {
        if !left_in_english(&path) {
            by_code.entry(p.code).or_insert(p);
        }
    }
    assert!(by_code.len() > 50, "{} codes", by_code.len());
    let mut same = Vec::new();
    for (code, p) in &by_code {
        let en = p.said(Lang::En);
        for lang in [Lang::Fr, Lang::De] {
            let said = p.said(lang);
            if said.message == en.message {
                same.push(format!("{lang} {code}: {}", said.message));
            }
            if said.help.is_some() && said.help == en.help {
                same.push(format!("{lang} {code} (help): {:?}", said.help));
            }
        }
    }
    assert!(same.is_empty(), "said as in English:\n{}", same.join("\n"));
}
