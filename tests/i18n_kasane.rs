//! Colors of Kasane's words in French and German: a few error fixtures rendered in each
//! language (snapshots), and every problem of every fixture, and of records damaged by
//! the usual slips, said with no English word.

mod common;

use std::fs;
use std::path::PathBuf;

use common::{english_in, render_in};
use kifu::kasane::{Combination, ReplayOptions, check, parse_boxes};
use kifu::{Lang, Problem, Said};

/// English words of Colors of Kasane's messages, besides the shared list (none of them a
/// French or German word).
const KASANE_WORDS: &[&str] = &[
    "row",
    "rows",
    "card",
    "cards",
    "grid",
    "box",
    "boxes",
    "marble",
    "players",
    "taken",
    "laid",
    "combination",
    "combinations",
    "top",
    "needs",
    "make",
    "front",
    "gives",
    "listed",
    "twice",
    "empty",
    "unknown",
    "keyword",
];

/// Every English word said by `problems` in `lang` (as [`common::english_said`] finds
/// them, with Kasane's words too), the combinations' names passed over: they are names,
/// in any language (`Kagen no Tsuki`).
fn english(problems: &[Problem], lang: Lang) -> Vec<(&'static str, String)> {
    problems
        .iter()
        .flat_map(|p| {
            let Said {
                message,
                label,
                help,
                related,
            } = p.said(lang);
            [Some(message), label, help]
                .into_iter()
                .flatten()
                .chain(related)
                .flat_map(move |t| {
                    english_words(&t)
                        .into_iter()
                        .map(move |w| (p.code, format!("{w:?} in {t:?}")))
                        .collect::<Vec<_>>()
                })
        })
        .collect()
}

/// The English words of `text` (the shared list's and Kasane's), the combinations' names
/// passed over.
fn english_words(text: &str) -> Vec<String> {
    let mut words = text.to_owned();
    for c in Combination::ALL {
        words = words.replace(c.name(), "");
    }
    english_in(&words)
        .into_iter()
        .chain(kasane_words_in(&words))
        .collect()
}

/// [`KASANE_WORDS`] in `text`, outside backquotes (as [`english_in`] reads it).
fn kasane_words_in(text: &str) -> Vec<String> {
    text.split('`')
        .step_by(2)
        .flat_map(|outside| outside.split(|c: char| !c.is_alphabetic() && c != '\''))
        .filter(|w| KASANE_WORDS.contains(&w.to_lowercase().as_str()))
        .map(str::to_owned)
        .collect()
}

/// Every Kasane fixture: the error fixtures, the games, the book's examples.
fn fixtures() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for dir in [
        "fixtures/kasane/rules",
        "fixtures/kasane/games",
        "fixtures/kasane/book",
    ] {
        let mut paths: Vec<PathBuf> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "kasane"))
            .collect();
        paths.sort();
        out.extend(paths.iter().map(|p| common::fixture(p)));
    }
    out
}

/// The problems of every record of `text`, the replay stopping at the first error or
/// going on (`all`).
fn problems(text: &str, all: bool) -> Vec<Problem> {
    let options = ReplayOptions {
        all,
        ..Default::default()
    };
    check(text, &options)
        .into_iter()
        .flat_map(|c| c.problems)
        .collect()
}

/// Asserts that the problems of `text` hold no English word in French and German, with
/// `all` off and on; how many problems were said.
#[track_caller]
fn said_without_english(name: &str, text: &str) -> usize {
    let mut count = 0;
    for all in [false, true] {
        let problems = problems(text, all);
        for lang in [Lang::Fr, Lang::De] {
            let found = english(&problems, lang);
            assert!(
                found.is_empty(),
                "{name} (all: {all}) in {lang}: {found:#?}\n{}",
                render_in(name, text, &problems, lang)
            );
        }
        count += problems.len();
    }
    count
}

#[test]
fn a_few_errors_rendered_in_french_and_german() {
    for name in [
        "err_not_the_combination",
        "err_not_in_hand__top_card_without_caret",
        "err_box_used",
        "err_grid_cards",
        "err_missing_turn",
        "err_wrong_final",
        "err_unknown_player",
        "err_expected_row",
        "err_players",
    ] {
        let path = format!("fixtures/kasane/rules/{name}.kasane");
        let text = fs::read_to_string(&path).unwrap();
        let problems = problems(&text, false);
        assert!(!problems.is_empty(), "{name}");
        for (lang, code) in [(Lang::Fr, "fr"), (Lang::De, "de")] {
            insta::assert_snapshot!(
                format!("{name}@{code}"),
                render_in(&format!("{name}.kasane"), &text, &problems, lang)
            );
        }
    }
}

#[test]
fn every_fixture_s_problems_are_said_without_english() {
    let mut said = 0;
    for (name, text) in fixtures() {
        said += said_without_english(&name, &text);
    }
    // The error fixtures give problems (the check above is not empty).
    assert!(said > 80, "{said} problems");
}

/// The slips a score keeper makes, each on one turn line of a complete game: the line
/// left out, the card in brackets or the points written wrong, the row off by one, the
/// turn given to the next player, the combination named wrong.
fn slips(text: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let is_turn = line.contains(" (")
            && !["Round", "Grid", "Final", "["]
                .iter()
                .any(|k| line.starts_with(k));
        if !is_turn {
            continue;
        }
        let mut changed: Vec<String> = vec![String::new()];
        if let Some((head, rest)) = line.split_once(" (")
            && let Some((card, tail)) = rest.split_once(')')
        {
            let other = if card == "3" { "4" } else { "3" };
            changed.push(format!("{head} ({other}){tail}"));
            if let Some((name, row)) = head.rsplit_once(' ')
                && let Ok(r) = row.parse::<u32>()
            {
                changed.push(format!("{name} {} ({card}){tail}", r % 4 + 1));
                changed.push(format!("Zed {row} ({card}){tail}"));
            }
        }
        if let Some((before, points)) = line.rsplit_once(" = ") {
            changed.push(format!("{before} = {}", points.trim().len() + 7));
        }
        for (from, to) in [
            ("Kasane", "Juu"),
            ("Juu", "Kasane"),
            ("Asanoha", "Chidori"),
            (" ^", " "),
        ] {
            if line.contains(from) {
                changed.push(line.replacen(from, to, 1));
            }
        }
        for c in changed {
            let mut left = lines.clone();
            if c.is_empty() {
                left.remove(i);
            } else {
                left[i] = &c;
            }
            out.push((
                format!("line {} `{line}` → `{c}`", i + 1),
                left.join("\n") + "\n",
            ));
        }
    }
    // The final line's scores, off by one.
    if let Some(at) = text.find("Final: ") {
        let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
        let wrong = text[at..end].replacen(", ", "1, ", 1);
        out.push((
            "the final line".into(),
            format!("{}{wrong}{}", &text[..at], &text[end..]),
        ));
    }
    out
}

#[test]
fn damaged_records_are_reported_without_english() {
    let mut said = 0;
    for name in [
        "three_seed1",
        "four_seed2",
        "four_plus_one",
        "three_variants",
    ] {
        let text = fs::read_to_string(format!("fixtures/kasane/games/{name}.kasane")).unwrap();
        for (what, damaged) in slips(&text) {
            said += said_without_english(&format!("{name}: {what}"), &damaged);
        }
    }
    assert!(said > 100, "{said} problems");
}

#[test]
fn box_tables_that_cannot_be_read_are_said_in_french_and_german() {
    for table in [
        "Kasane 2=1",
        "Nope: 2=1",
        "Kasane: 2=1\nkasane: 3=1",
        "Kasane: 2=x",
        "Kasane: 1=1",
        "Kasane: 2=5000",
        "Juu: 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1",
    ] {
        let e = parse_boxes(table).expect_err(table);
        for lang in [Lang::Fr, Lang::De] {
            let said = e.message.say(lang);
            assert!(
                english_words(&said).is_empty(),
                "{table:?} in {lang}: {said}"
            );
        }
        // English as it was.
        assert_eq!(e.message.say(Lang::En), e.to_string());
    }
}

#[test]
fn pictures_are_drawn_in_french_and_german() {
    use kifu::ColorMode;
    use kifu::kasane::render::{self, Diagram};
    for path in [
        "fixtures/kasane/book/examples.kasane",
        "fixtures/kasane/games/three_seed1.kasane",
    ] {
        let text = fs::read_to_string(path).unwrap();
        let r = check(&text, &ReplayOptions::default())
            .remove(0)
            .replay
            .unwrap();
        for turns in [0, 5, r.turns()] {
            let g = r.state_after(turns);
            let d = Diagram {
                game: &g,
                players: &r.setup.players,
            };
            // English as it was.
            assert_eq!(render::plain(&d, false, Lang::En), render::ascii(&d));
            assert_eq!(render::plain(&d, true, Lang::En), render::ascii_compact(&d));
            assert_eq!(render::svg_in(&d, Lang::En), render::svg(&d));
            assert_eq!(
                render::painted(&d, ColorMode::Ansi256, true, Lang::En),
                render::terminal_compact(&d, ColorMode::Ansi256)
            );
            for lang in [Lang::Fr, Lang::De] {
                for said in [
                    render::plain(&d, false, lang),
                    render::plain(&d, true, lang),
                    svg_texts(&render::svg_in(&d, lang)),
                    render::painted(&d, ColorMode::Ansi256, false, lang),
                ] {
                    let words = english_words(&said)
                        .into_iter()
                        .chain(
                            ["Round", "Game", "wins", "deal", "area"]
                                .into_iter()
                                .filter(|w| said.contains(w))
                                .map(String::from),
                        )
                        .collect::<Vec<_>>();
                    assert!(
                        words.is_empty(),
                        "{path} {turns} in {lang}: {words:?}\n{said}"
                    );
                }
            }
        }
    }
}

/// The words an SVG picture shows: its `<text>` elements, one a line.
fn svg_texts(svg: &str) -> String {
    svg.split("</text>")
        .filter_map(|part| part.rsplit_once('>').map(|(_, t)| t))
        .collect::<Vec<_>>()
        .join("\n")
}
