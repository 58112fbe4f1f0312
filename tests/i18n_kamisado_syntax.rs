//! Kamisado's reading said in French and German: the syntax problems of the fixtures
//! rendered in each language (snapshots), and no English word in any of them.

mod common;

use std::path::{Path, PathBuf};

use common::{english_said, one, render_in};
use kifu::text::decode;
use kifu::{Lang, Problem};

/// The text of a fixture and the problems of its reading (syntax, and the `[Match]` tag,
/// which the replay reads first), as `kifu validate` finds them.
fn read(path: &Path) -> (String, Vec<Problem>) {
    let bytes = std::fs::read(path).expect("fixture readable");
    match decode(&bytes) {
        Ok((text, _bom)) => {
            let (record, mut problems) = one(kifu::kamisado::parse(text));
            if let Err(p) = kifu::kamisado::replay(&record, Default::default()) {
                problems.extend(p);
            }
            (text.to_owned(), problems)
        }
        Err(p) => (String::from_utf8_lossy(&bytes).into_owned(), vec![p]),
    }
}

/// The problems this item says: the grammar's (`kamisado::syntax::…`). The core's
/// (`record::…`, the text's encoding, tags) and the replay's are said by their own files.
fn syntax(problems: Vec<Problem>) -> Vec<Problem> {
    problems
        .into_iter()
        .filter(|p| p.code.starts_with("kamisado::syntax::"))
        .collect()
}

fn fixture(dir: &str, name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/kamisado")
        .join(dir)
        .join(name)
}

/// Every `err_*` fixture of a folder.
fn error_fixtures(dir: &str) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(fixture(dir, ""))
        .expect("fixture folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("err_"))
        })
        .collect();
    paths.sort();
    paths
}

fn rendered(dir: &str, name: &str, lang: Lang) -> String {
    let (text, problems) = read(&fixture(dir, name));
    let problems = syntax(problems);
    assert!(!problems.is_empty(), "{name}: no syntax problem");
    render_in(name, &text, &problems, lang)
}

/// A handful of fixtures, rendered in French and in German.
const SNAPSHOTS: &[(&str, &str)] = &[
    ("syntax", "err_unknown_colour.kamisado"),
    ("syntax", "err_expected_direction.kamisado"),
    ("syntax", "err_bad_round_header.kamisado"),
    ("syntax", "err_bad_score.kamisado"),
    ("syntax", "err_too_many_pushed.kamisado"),
    ("syntax", "err_unexpected.kamisado"),
    ("syntax", "err_recovery_many.kamisado"),
    ("lang", "err_de_expected_direction.kamisado"),
    ("lang", "err_de_bad_round_header.kamisado"),
    ("syntax", "err_expected_landing.kamisado"),
    ("syntax", "err_bad_distance.kamisado"),
];

#[test]
fn syntax_fixtures_in_french_and_german() {
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::De, "de")] {
        for (dir, name) in SNAPSHOTS {
            insta::assert_snapshot!(
                format!("{code}_{}", name.trim_end_matches(".kamisado")),
                rendered(dir, name, lang)
            );
        }
    }
}

/// Every syntax problem of every fixture, said in French and German, holds no English
/// word (the sheet's own tokens, in backquotes, aside).
#[test]
fn every_syntax_problem_is_said_without_english() {
    let mut said = 0;
    for dir in ["syntax", "lang"] {
        for path in error_fixtures(dir) {
            let (_, problems) = read(&path);
            let problems = syntax(problems);
            said += problems.len();
            for lang in [Lang::Fr, Lang::De] {
                let english = english_said(&problems, lang);
                assert!(
                    english.is_empty(),
                    "{} in {lang}: {english:#?}",
                    path.display()
                );
            }
        }
    }
    assert!(said >= 15, "only {said} syntax problems checked");
}

/// An abbreviation of several colours is said in the reader's language, the sheet's words
/// kept.
#[test]
fn ambiguous_abbreviations_are_said_in_french_and_german() {
    let problem = |text: &str| {
        let mut all = kifu::kamisado::check(text, Default::default());
        assert_eq!(all.len(), 1);
        let p = all.remove(0).problems.remove(0);
        assert_eq!(p.code, "kamisado::rule::ambiguous-abbreviation");
        p
    };
    let p = problem("Manche 1\n1. V Devant 4 V\n");
    let fr = p.said(Lang::Fr);
    assert_eq!(
        fr.message,
        "cette abréviation peut se lire Violet (violet) ou Vert (vert)"
    );
    assert_eq!(fr.label.as_deref(), Some("abréviation ambiguë"));
    let de = p.said(Lang::De);
    assert_eq!(
        de.message,
        "diese Abkürzung kann Violet (Violett) oder Vert (Grün) bedeuten"
    );
    // The help, which the replay may lengthen with its "did you mean", is checked where
    // it is made (`abbrev::tests`).
}
