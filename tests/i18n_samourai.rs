//! Samouraï in French and German: a handful of error fixtures rendered in each language
//! (snapshots), and every problem of every fixture, and of damaged records, said in French
//! and German with no English word.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{english_in, render_in};
use kifu::samourai::render::{Diagram, status_messages};
use kifu::samourai::{Checked, Position, ReplayOptions, check_with, load_board_file_in};
use kifu::{Lang, Message, Problem};

const DIR: &str = "fixtures/samourai";

/// `[Board "path"]` is read from the fixtures' folder.
fn load(path: &str) -> Result<String, Message> {
    load_board_file_in(Path::new(DIR), path)
}

fn checked(text: &str, all: bool) -> Vec<Checked> {
    check_with(text, ReplayOptions { all }, None, &load)
}

/// Every Samouraï record of the fixtures, errors and clean games alike, by name.
fn fixtures() -> Vec<(String, String)> {
    let mut paths: Vec<PathBuf> = Vec::new();
    for dir in [PathBuf::from(DIR), Path::new(DIR).join("errors")] {
        for entry in fs::read_dir(&dir).expect("the fixtures' folder") {
            let path = entry.expect("a file").path();
            if path.extension().is_some_and(|e| e == "samourai") {
                paths.push(path);
            }
        }
    }
    paths.sort();
    paths.iter().map(|p| common::fixture(p)).collect()
}

/// The problems of the one record of an error fixture, as `kifu validate` finds them.
fn problems_of(name: &str) -> (String, Vec<Problem>) {
    let text = fs::read_to_string(Path::new(DIR).join("errors").join(name))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let problems = checked(&text, false)
        .into_iter()
        .flat_map(|c| c.problems)
        .collect();
    (text, problems)
}

/// Words said by the core's own messages, not yet in the catalogue (the core's item of
/// the issue): taken out before looking for English in a problem of this game.
const SAID_BY_THE_CORE: &[&str] = &["the end of the record", "the end of the line"];

/// Codes whose sentence is made by the core from words it is given as text (its
/// `unexpected`, the numbering warnings, the tags, the position string's reader): their
/// words are the core's to translate.
fn said_by_the_core(code: &str) -> bool {
    code.starts_with("record::")
        || matches!(
            code,
            "samourai::syntax::unexpected" | "samourai::numbering" | "samourai::bad-position"
        )
}

/// The English words (outside backquotes) the problems say in `lang`, with their code.
fn english(problems: &[Problem], lang: Lang) -> Vec<(&'static str, String)> {
    let mut found = Vec::new();
    for p in problems.iter().filter(|p| !said_by_the_core(p.code)) {
        let said = p.said(lang);
        let texts = std::iter::once(said.message)
            .chain(said.label)
            .chain(said.help)
            .chain(said.related);
        for t in texts {
            let t = SAID_BY_THE_CORE
                .iter()
                .fold(t, |t, core| t.replace(core, "…"));
            for w in english_in(&t) {
                found.push((p.code, format!("{w:?} in {t:?}")));
            }
        }
    }
    found
}

/// The codes of the problems of `text` (read with `--all` and without), after checking
/// that none says an English word in French or German (`what` names the text).
fn said_without_english(text: &str, what: &str) -> Vec<&'static str> {
    let mut codes = Vec::new();
    for all in [false, true] {
        for c in checked(text, all) {
            for lang in [Lang::Fr, Lang::De] {
                let english = english(&c.problems, lang);
                assert!(
                    english.is_empty(),
                    "{what} (all: {all}, {lang}): {english:#?}"
                );
            }
            codes.extend(c.problems.iter().map(|p| p.code));
        }
    }
    codes
}

/// A few error fixtures, rendered in French and in German.
#[test]
fn errors_read_in_french_and_german() {
    for name in [
        "err_rule_symbol.samourai",
        "err_rule_distance.samourai",
        "err_rule_bonus-missing.samourai",
        "err_rule_occupied.samourai",
        "err_syntax_unknown-kind.samourai",
        "err_bad-board.samourai",
    ] {
        let (text, problems) = problems_of(name);
        assert!(!problems.is_empty(), "{name}");
        let stem = name.trim_end_matches(".samourai");
        insta::assert_snapshot!(
            format!("{stem}_fr"),
            render_in(name, &text, &problems, Lang::Fr)
        );
        insta::assert_snapshot!(
            format!("{stem}_de"),
            render_in(name, &text, &problems, Lang::De)
        );
    }
}

/// Every problem of every fixture, with `--all` and without, says no English word in
/// French or German.
#[test]
fn every_fixture_is_said_without_english() {
    let mut said = 0;
    for (name, text) in fixtures() {
        said += said_without_english(&text, &name).len();
    }
    assert!(said > 20, "the fixtures have problems to say ({said})");
}

/// Slips a hand can make in an entry's words: a square one rank off, a distance one off,
/// another kind of square, a word misspelt.
fn slips(word: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some((from, to)) = word.split_once('-') {
        let bump = |sq: &str, by: i32| {
            let (file, rank) = sq.split_at(sq.char_indices().nth(1)?.0);
            let rank = rank.parse::<i32>().ok()?;
            Some(format!("{file}{}", rank + by))
        };
        out.extend(bump(to, 1).map(|t| format!("{from}-{t}")));
        out.extend(bump(from, -1).map(|f| format!("{f}-{to}")));
        out.push(format!("{from}-{from}"));
        out.push(format!("{from}{to}"));
    } else if let Ok(d) = word.parse::<u32>() {
        out.extend([d + 1, d.saturating_sub(1), d + 11].map(|d| d.to_string()));
    } else if word.chars().all(char::is_alphabetic) {
        out.extend(["ryu", "washi", "shiro", "anzen", "ryo", "3ryu"].map(String::from));
    }
    out
}

/// Records damaged by one slip each (every word of the fixtures' games, each slip it can
/// take), with `--all` and without: their problems say no English word in French or
/// German.
#[test]
fn damaged_records_are_said_without_english() {
    let mut codes: Vec<&'static str> = Vec::new();
    for (name, text) in fixtures() {
        let words: Vec<(usize, &str)> = text
            .split_inclusive(char::is_whitespace)
            .scan(0, |at, w| {
                let start = *at;
                *at += w.len();
                Some((start, w.trim_end()))
            })
            .filter(|(_, w)| !w.is_empty() && !w.starts_with('['))
            .collect();
        for (at, word) in words {
            for slip in slips(word) {
                let mut damaged = text.clone();
                damaged.replace_range(at..at + word.len(), &slip);
                let what = format!("{name} with `{slip}` for `{word}`:\n{damaged}\n");
                codes.extend(said_without_english(&damaged, &what));
            }
        }
    }
    codes.sort_unstable();
    codes.dedup();
    // The slips reach the rules as well as the reading.
    for code in [
        "samourai::rule::distance",
        "samourai::rule::symbol",
        "samourai::rule::announced-distance",
        "samourai::rule::announced-kind",
        "samourai::syntax::unknown-kind",
        "samourai::syntax::bad-distance",
    ] {
        assert!(codes.contains(&code), "{code} in {codes:?}");
    }
}

/// The lines under a board diagram, said in French and German: who is to move and what
/// they must do, the players, the samurai on shiro.
#[test]
fn the_lines_under_a_diagram_are_said_in_french_and_german() {
    let start = Position::start();
    let mut d = Diagram::new(&start);
    d.names = Some(("Aiko".into(), "Ben".into()));
    let said = |lang| -> Vec<String> { status_messages(&d).iter().map(|m| m.say(lang)).collect() };
    assert_eq!(
        said(Lang::En),
        [
            "Red: Aiko - Black: Ben",
            "Red to move, the first move of the game (1 to 7 squares, any direction).",
            "Red: 4 on shiro; Black: 4 on shiro.",
        ]
    );
    assert_eq!(
        said(Lang::Fr),
        [
            "Rouge : Aiko - Noir : Ben",
            "Rouge joue, le premier déplacement de la partie (1 à 7 cases, dans la direction de son choix).",
            "Rouge : 4 sur les cases shiro ; Noir : 4 sur les cases shiro.",
        ]
    );
    for line in said(Lang::De) {
        assert_eq!(english_in(&line), Vec::<String>::new(), "{line}");
    }
}
