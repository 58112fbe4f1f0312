//! Kamisado's rule diagnostics and corrections said in French and German (issue #33): the
//! French and German rule fixtures rendered in their own language and snapshotted; every
//! rule fixture's problems (first error, and every one under `--all`) said in French and
//! German hold no English word; the same over generated French and German sheets with the
//! slips players make planted in them (a forgotten pass, pushed entry or ordinary entry,
//! an entry written twice, two swapped, a forgotten round header, the other fill word, a
//! wrong score, a wrong tower, direction, distance or landing).

mod common;

use std::path::Path;

use common::{Lcg, english_said, render_in};
use kifu::kamisado::json::to_notation;
use kifu::kamisado::{
    Action, ArrowStyle, Checked, Colour, Direction, Fill, Generator, Item, MatchKind, Record,
    ReplayOptions, Style, check,
};
use kifu::{Lang, Problem};

/// Whether a problem is one of the replay's (this item's): the rule problems, not the
/// reading of the sheet's tokens.
///
/// Left out, as they are not the replay's words: `kamisado::numbering` (its sentence is
/// the core's `MoveNumbers`, shared by every game) and the detail of
/// `kamisado::bad-position` (the core's position reader); both are checked in English by
/// the existing snapshots. `kamisado::rule::ambiguous-abbreviation` is the reading of an
/// abbreviation (abbrev.rs), said with the sheet's syntax problems.
fn is_rule(p: &Problem) -> bool {
    p.code.starts_with("kamisado::rule::") && p.code != "kamisado::rule::ambiguous-abbreviation"
}

fn checked(text: &str, all: bool) -> Vec<Checked> {
    check(text, ReplayOptions { all })
}

/// The rule problems of the one record `text` holds.
fn rule_problems(name: &str, text: &str, all: bool) -> Vec<Problem> {
    let record = common::only(name, checked(text, all));
    record.problems.into_iter().filter(is_rule).collect()
}

/// The language a fixture's name says its sheet is written in (`…_fr.kamisado`,
/// `err_de_…`), if French or German.
fn lang_of(name: &str) -> Option<Lang> {
    let stem = name.trim_end_matches(".kamisado");
    if stem.ends_with("_fr") || stem.starts_with("err_fr_") {
        Some(Lang::Fr)
    } else if stem.ends_with("_de") || stem.starts_with("err_de_") {
        Some(Lang::De)
    } else {
        None
    }
}

/// A French or German fixture's rule problems, rendered in its own language.
fn snapshot_in_own_language(path: &Path) {
    let (name, text) = common::fixture(path);
    let Some(lang) = lang_of(&name) else {
        return;
    };
    let problems = rule_problems(&name, &text, false);
    if problems.is_empty() {
        // A slip of the reading (kam-syntax's), no rule problem.
        return;
    }
    let rendered = render_in(&name, &text, &problems, lang);
    assert!(
        english_said(&problems, lang).is_empty(),
        "{name}:\n{rendered}"
    );
    insta::assert_snapshot!(rendered);
}

#[test]
fn french_and_german_rule_fixtures_are_reported_in_their_own_language() {
    insta::glob!(
        "../fixtures/kamisado/rules",
        "err_*.kamisado",
        snapshot_in_own_language
    );
}

#[test]
fn french_and_german_lang_fixtures_are_reported_in_their_own_language() {
    insta::glob!(
        "../fixtures/kamisado/lang",
        "err_*.kamisado",
        snapshot_in_own_language
    );
}

/// The English words said by the rule problems of `text`, in French and German, under
/// `--all` or not.
fn english_in_rule_problems(name: &str, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for all in [false, true] {
        for c in checked(text, all) {
            let problems: Vec<Problem> = c.problems.into_iter().filter(is_rule).collect();
            for lang in [Lang::Fr, Lang::De] {
                for (code, w) in english_said(&problems, lang) {
                    found.push(format!("{name} (all: {all}, {lang}): {code}: {w}"));
                }
            }
        }
    }
    found
}

#[test]
fn every_rule_problem_of_every_fixture_is_said_in_french_and_german_without_english() {
    let mut found = Vec::new();
    let mut seen = 0;
    for dir in ["rules", "lang", "valid", "book"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/kamisado")
            .join(dir);
        let mut paths: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "kamisado"))
            .collect();
        paths.sort();
        for path in paths {
            let (name, text) = common::fixture(&path);
            seen += checked(&text, true)
                .iter()
                .map(|c| c.problems.iter().filter(|p| is_rule(p)).count())
                .sum::<usize>();
            found.extend(english_in_rule_problems(&name, &text));
        }
    }
    assert!(seen > 40, "the fixtures report rule problems ({seen})");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The slips a player makes on a score sheet.
#[derive(Clone, Copy, Debug)]
enum Slip {
    MissingPass,
    MissingPushed,
    MissingEntry,
    Duplicate,
    Swapped,
    MissingHeader,
    WrongFill,
    WrongScore,
    WrongLanding,
    WrongTower,
    WrongDirection,
    WrongDistance,
}

const SLIPS: [Slip; 12] = [
    Slip::MissingPass,
    Slip::MissingPushed,
    Slip::MissingEntry,
    Slip::Duplicate,
    Slip::Swapped,
    Slip::MissingHeader,
    Slip::WrongFill,
    Slip::WrongScore,
    Slip::WrongLanding,
    Slip::WrongTower,
    Slip::WrongDirection,
    Slip::WrongDistance,
];

/// The items where `slip` can be planted in `items`.
fn spots(items: &[Item], slip: Slip) -> Vec<usize> {
    (0..items.len())
        .filter(|&i| match (slip, &items[i]) {
            (Slip::MissingPass, Item::Entry(e)) => {
                !e.is_pushed() && matches!(e.first().action, Action::Blocked { .. })
            }
            (Slip::MissingPushed, Item::Entry(e)) => e.is_pushed(),
            (Slip::MissingHeader | Slip::WrongFill, Item::Round(h)) => {
                h.number.node > 1 && h.fill.is_some()
            }
            (Slip::WrongScore, Item::Score(_)) => true,
            (Slip::Swapped, Item::Entry(e)) => {
                !e.is_pushed() && matches!(items.get(i + 1), Some(Item::Entry(_)))
            }
            (_, Item::Entry(e)) => {
                !e.is_pushed() && matches!(e.first().action, Action::Step { .. })
            }
            _ => false,
        })
        .collect()
}

/// `record` with `slip` planted at item `at`.
fn plant(record: &mut Record, at: usize, slip: Slip) {
    let items = &mut record.items;
    match slip {
        Slip::MissingPass | Slip::MissingPushed | Slip::MissingEntry | Slip::MissingHeader => {
            items.remove(at);
        }
        Slip::Duplicate => {
            let copy = items[at].clone();
            items.insert(at + 1, copy);
        }
        Slip::Swapped => items.swap(at, at + 1),
        Slip::WrongFill => {
            if let Item::Round(h) = &mut items[at]
                && let Some(f) = &mut h.fill
            {
                f.node = match f.node {
                    Fill::Left => Fill::Right,
                    Fill::Right => Fill::Left,
                };
            }
        }
        Slip::WrongScore => {
            if let Item::Score(s) = &mut items[at] {
                s.black.node += 1;
            }
        }
        Slip::WrongLanding | Slip::WrongTower | Slip::WrongDirection | Slip::WrongDistance => {
            let Item::Entry(e) = &mut items[at] else {
                return;
            };
            let seg = &mut e.segments[0];
            let next = |c: Colour| Colour::ALL[(c.index() + 1) % 8];
            match (slip, &mut seg.action) {
                (Slip::WrongLanding, _) => seg.landing.node = next(seg.landing.node),
                (Slip::WrongTower, _) => seg.tower.node = next(seg.tower.node),
                (Slip::WrongDirection, Action::Step { dir, .. }) => {
                    dir.node = match dir.node {
                        Direction::Straight => Direction::Left,
                        Direction::Left => Direction::Right,
                        _ => Direction::Straight,
                    }
                }
                (_, Action::Step { dist, .. }) => dist.node = dist.node % 7 + 1,
                _ => {}
            }
        }
    }
}

#[test]
fn slips_planted_in_french_and_german_sheets_are_reported_without_english() {
    let styles = [
        (
            Lang::Fr,
            Style {
                lang: kifu::kamisado::Lang::Fr,
                arrows: ArrowStyle::Words,
            },
        ),
        (
            Lang::De,
            Style {
                lang: kifu::kamisado::Lang::De,
                arrows: ArrowStyle::Ascii,
            },
        ),
    ];
    let mut g = Generator::new(33);
    let mut rng = Lcg(33);
    let mut found = Vec::new();
    let mut sheets = 0;
    let mut codes = std::collections::BTreeSet::new();
    for n in 0..20 {
        let text = to_notation(&g.random_match(MatchKind::Marathon))
            .expect("reads back")
            .text;
        let base = common::one(kifu::kamisado::parse(&text)).0;
        for (k, &slip) in SLIPS.iter().enumerate() {
            let spots = spots(&base.items, slip);
            if spots.is_empty() {
                continue;
            }
            let mut record = base.clone();
            plant(&mut record, spots[rng.below(spots.len())], slip);
            let (lang, style) = styles[(n + k) % 2];
            let sheet = kifu::kamisado::write_record(&record, style);
            sheets += 1;
            for all in [false, true] {
                for c in checked(&sheet, all) {
                    let problems: Vec<Problem> = c.problems.into_iter().filter(is_rule).collect();
                    codes.extend(problems.iter().map(|p| p.code));
                    for (code, w) in english_said(&problems, lang) {
                        found.push(format!("{slip:?} (all: {all}, {lang}): {code}: {w}"));
                    }
                }
            }
        }
    }
    assert!(sheets > 200, "{sheets} sheets");
    // (A round header left out is mostly read here as another slip near it: the fixtures
    // `err_missing_header_fr`/`_de` show `kamisado::rule::missing-header`.)
    for code in [
        "kamisado::rule::missing-pass",
        "kamisado::rule::missing-pushed",
        "kamisado::rule::missing-entry",
        "kamisado::rule::duplicate-entry",
        "kamisado::rule::swapped-entries",
        "kamisado::rule::wrong-fill",
        "kamisado::rule::wrong-score",
        "kamisado::rule::wrong-landing",
    ] {
        assert!(codes.contains(code), "{code} is among {codes:?}");
    }
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "{}", found.join("\n"));
}
