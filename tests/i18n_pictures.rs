//! The boards and `kifu moves` in the sheet's language (issue #33): the status lines, the
//! legend and the caption of every picture (ASCII, terminal, SVG, the HTML page's), the
//! heading and notes of `kifu moves`, and the viewers' round results, said in French for
//! a French sheet and in German for a German one (a game whose notation has no language
//! of its own takes `--lang` or `KIFU_LANG`), with no English word; `--lang en` keeps
//! today's English.

use std::process::{Command, Stdio};

mod common;
use common::english_in;

use kifu::{At, GameKind, Lang, NotationRequest, OpenOptions};

/// Run `kifu` with these arguments and these environment variables (no locale, no
/// `KIFU_LANG` unless given), expecting success: what it wrote to standard output.
#[track_caller]
fn kifu_out(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kifu"));
    c.args(args).env("NO_COLOR", "1").stdin(Stdio::null());
    for var in ["LC_ALL", "LC_MESSAGES", "LANG", "KIFU_LANG", "KIFU_PSEUDO"] {
        c.env_remove(var);
    }
    for (k, v) in env {
        c.env(k, v);
    }
    let o = c.output().expect("run kifu");
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("UTF-8")
}

/// A sheet and how it is asked for in a language: its path, the environment that picks the
/// language (nothing when the sheet's own words say it), and the points to look at.
struct Sheet {
    path: &'static str,
    env: &'static [(&'static str, &'static str)],
    lang: Lang,
    points: &'static [&'static [&'static str]],
}

const KAMISADO_POINTS: &[&[&str]] = &[
    &["--round", "1", "--ply", "0"],
    &["--round", "1", "--ply", "2"],
    &["--round", "1"],
    &[],
];
const ONE_GAME_POINTS: &[&[&str]] = &[&["--ply", "0"], &["--ply", "2"], &[]];
const KASANE_POINTS: &[&[&str]] = &[&["--round", "1", "--ply", "2"], &[]];

/// A French and a German sheet of each game.
const SHEETS: &[Sheet] = &[
    Sheet {
        path: "fixtures/kamisado/lang/ok_fr_abbreviations.kamisado",
        env: &[],
        lang: Lang::Fr,
        points: KAMISADO_POINTS,
    },
    Sheet {
        path: "fixtures/kamisado/valid/standard_fr_words.kamisado",
        env: &[],
        lang: Lang::Fr,
        points: KAMISADO_POINTS,
    },
    Sheet {
        path: "fixtures/kamisado/lang/ok_de_abbreviations.kamisado",
        env: &[],
        lang: Lang::De,
        points: KAMISADO_POINTS,
    },
    Sheet {
        path: "fixtures/kamisado/valid/standard_de_words.kamisado",
        env: &[],
        lang: Lang::De,
        points: KAMISADO_POINTS,
    },
    Sheet {
        path: "fixtures/samourai/iki_zumari.samourai",
        env: &[("KIFU_LANG", "fr")],
        lang: Lang::Fr,
        points: ONE_GAME_POINTS,
    },
    Sheet {
        path: "fixtures/samourai/draw.samourai",
        env: &[("KIFU_LANG", "de")],
        lang: Lang::De,
        points: ONE_GAME_POINTS,
    },
    Sheet {
        path: "fixtures/kaito/win_last_kabuto.kaito",
        env: &[("KIFU_LANG", "fr")],
        lang: Lang::Fr,
        points: ONE_GAME_POINTS,
    },
    Sheet {
        path: "fixtures/kaito/win_kaito_stuck.kaito",
        env: &[("KIFU_LANG", "de")],
        lang: Lang::De,
        points: ONE_GAME_POINTS,
    },
    Sheet {
        path: "fixtures/kasane/games/four_seed1.kasane",
        env: &[("KIFU_LANG", "fr")],
        lang: Lang::Fr,
        points: KASANE_POINTS,
    },
    Sheet {
        path: "fixtures/kasane/games/four_seed2.kasane",
        env: &[("KIFU_LANG", "de")],
        lang: Lang::De,
        points: KASANE_POINTS,
    },
];

/// The words an SVG shows: the contents of its `<text>` elements, one a line.
fn svg_texts(svg: &str) -> String {
    let mut out = String::new();
    for part in svg.split("<text").skip(1) {
        let inner = part.split_once('>').map_or("", |(_, rest)| rest);
        let inner = inner.split("</text>").next().unwrap_or("");
        out.push_str(inner);
        out.push('\n');
    }
    out
}

/// The English words of `text`, leaving out the moves as the sheet writes them: the
/// caption's move (after the side's name), an Samouraï announcement as written.
fn english_outside_moves(text: &str, sheet: &str) -> Vec<String> {
    let record = std::fs::read_to_string(sheet).expect("the sheet");
    english_in(text)
        .into_iter()
        // A word of the sheet itself (a move in its notation, a player's name) is quoted.
        .filter(|w| !record.split(|c: char| !c.is_alphabetic()).any(|r| r == w))
        .collect()
}

#[test]
fn every_picture_and_move_list_of_a_french_or_german_sheet_says_no_english_word() {
    let mut found = Vec::new();
    for sheet in SHEETS {
        for point in sheet.points {
            let look = |what: &[&str]| {
                let args: Vec<&str> = what
                    .iter()
                    .copied()
                    .chain([sheet.path])
                    .chain(point.iter().copied())
                    .collect();
                kifu_out(&args, sheet.env)
            };
            let ascii = look(&["show", "--format", "ascii"]);
            let term = look(&["show", "--format", "term", "--color", "always"]);
            let svg = svg_texts(&look(&["show", "--format", "svg"]));
            let moves = look(&["moves"]);
            for (what, text) in [
                ("ascii", ascii),
                ("term", term),
                ("svg", svg),
                ("moves", moves),
            ] {
                for w in english_outside_moves(&text, sheet.path) {
                    found.push(format!("{} {point:?} {what}: {w:?} in\n{text}", sheet.path));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} English words:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_viewers_round_results_and_sides_are_said_in_the_sheet_s_language() {
    let mut found = Vec::new();
    for sheet in SHEETS {
        let game = match sheet.path.rsplit('.').next() {
            Some("kamisado") => GameKind::Kamisado,
            Some("samourai") => GameKind::Samourai,
            Some("kaito") => GameKind::Kaito,
            _ => GameKind::Kasane,
        };
        let text = std::fs::read_to_string(sheet.path).unwrap();
        let opened = kifu::open(game, &text, &OpenOptions::new()).unwrap();
        let record = opened.last().unwrap();
        let steps = record.steps().unwrap();
        let results: Vec<String> = steps
            .iter()
            .filter_map(|s| s.result.as_ref())
            .map(|m| m.say(sheet.lang))
            .collect();
        assert!(!results.is_empty(), "{}: no result", sheet.path);
        for said in results.iter().chain(
            steps
                .iter()
                .filter_map(|s| s.side.as_ref())
                .map(|m| m.say(sheet.lang))
                .collect::<Vec<_>>()
                .iter(),
        ) {
            for w in english_outside_moves(said, sheet.path) {
                found.push(format!("{}: {w:?} in {said:?}", sheet.path));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_library_says_a_move_list_in_the_language_asked() {
    let text =
        std::fs::read_to_string("fixtures/kamisado/valid/standard_de_words.kamisado").unwrap();
    let opened = kifu::open(GameKind::Kamisado, &text, &OpenOptions::new()).unwrap();
    let record = opened.last().unwrap();
    let at = At {
        round: Some(1),
        ply: Some(1),
    };
    // The notation's language by default, another when asked.
    let own = record.moves_text(at, NotationRequest::OWN).unwrap();
    assert!(
        own.starts_with("Runde 1, nach Zug 1: Weiß am Zug, "),
        "{own}"
    );
    let french = record
        .moves_text_in(at, NotationRequest::OWN, Lang::Fr)
        .unwrap();
    assert!(
        french.starts_with("manche 1, après le coup 1 : Blanc joue, "),
        "{french}"
    );
    // The moves stay in the sheet's notation.
    assert_eq!(own.lines().nth(1), french.lines().nth(1));
}

/// `--lang en` says a French sheet's pictures and moves in today's English.
#[test]
fn lang_en_says_the_pictures_in_english() {
    let sheet = "fixtures/kamisado/lang/ok_fr_abbreviations.kamisado";
    let ascii = kifu_out(
        &[
            "show", "--format", "ascii", "--lang", "en", sheet, "--round", "1", "--ply", "2",
        ],
        &[],
    );
    assert!(ascii.contains("\nSquares: or orange  bl blue  pu purple  pk pink\n"));
    assert!(ascii.contains("\nRound 1, score Black 0 - White 0, match to 3 points\n"));
    assert!(ascii.contains("\nBlack to move: the Red tower (c1).\n"));
    assert!(
        ascii.ends_with("\nafter ply 2 (White: Jaune D 5 Rou)\n"),
        "{ascii}"
    );
    let moves = kifu_out(&["moves", "--lang", "en", sheet], &[]);
    assert_eq!(moves, "round 4 is over: White won (home-row); no moves\n");
}

/// A snapshot's name, the arguments of `kifu`, and its environment.
type Shot<'a> = (&'a str, &'a [&'a str], &'a [(&'a str, &'a str)]);

/// Snapshots of a few pictures and move lists, in French and in German.
#[test]
fn pictures_and_move_lists_in_french_and_german() {
    let shots: &[Shot] = &[
        (
            "kamisado_fr_show",
            &[
                "show",
                "--format",
                "ascii",
                "fixtures/kamisado/lang/ok_fr_abbreviations.kamisado",
                "--round",
                "1",
                "--ply",
                "2",
            ],
            &[],
        ),
        (
            "kamisado_fr_show_end",
            &[
                "show",
                "--format",
                "ascii",
                "fixtures/kamisado/lang/ok_fr_abbreviations.kamisado",
            ],
            &[],
        ),
        (
            "kamisado_fr_moves",
            &[
                "moves",
                "fixtures/kamisado/valid/standard_fr_words.kamisado",
                "--round",
                "1",
                "--ply",
                "2",
            ],
            &[],
        ),
        (
            "kamisado_de_show",
            &[
                "show",
                "--format",
                "ascii",
                "fixtures/kamisado/valid/standard_de_words.kamisado",
                "--round",
                "1",
                "--ply",
                "3",
            ],
            &[],
        ),
        (
            "kamisado_de_moves",
            &[
                "moves",
                "fixtures/kamisado/lang/ok_de_abbreviations.kamisado",
                "--round",
                "1",
                "--ply",
                "2",
            ],
            &[],
        ),
        (
            "kaito_fr_show",
            &[
                "show",
                "--format",
                "ascii",
                "fixtures/kaito/win_last_kabuto.kaito",
            ],
            &[("KIFU_LANG", "fr")],
        ),
        (
            "kaito_de_show",
            &[
                "show",
                "--format",
                "ascii",
                "fixtures/kaito/win_kaito_stuck.kaito",
                "--ply",
                "2",
            ],
            &[("KIFU_LANG", "de")],
        ),
        (
            "kaito_fr_moves",
            &[
                "moves",
                "fixtures/kaito/win_last_kabuto.kaito",
                "--ply",
                "2",
            ],
            &[("KIFU_LANG", "fr")],
        ),
        (
            "samourai_de_show",
            &[
                "show",
                "--format",
                "ascii",
                "fixtures/samourai/draw.samourai",
            ],
            &[("KIFU_LANG", "de")],
        ),
    ];
    for (name, args, env) in shots {
        insta::assert_snapshot!(*name, kifu_out(args, env));
    }
}
