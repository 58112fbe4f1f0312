//! `kifu sheet`: blank score sheets, as a club prints them.

mod common;

use common::{has, run, run_to_file};
use quick_xml::events::Event;
use quick_xml::{Reader, XmlVersion};

/// Every `<text>` of an SVG: (x, y, content).
fn texts(svg: &str) -> Vec<(f64, f64, String)> {
    let mut r = Reader::from_str(svg);
    let mut out: Vec<(f64, f64, String)> = Vec::new();
    let mut in_text = false;
    loop {
        match r.read_event().expect("the sheet is well-formed XML") {
            Event::Start(e) if e.name().as_ref() == "text" => {
                let get = |k: &str| -> f64 {
                    let a = e.try_get_attribute(k).unwrap().unwrap();
                    let v = a.normalized_value(XmlVersion::Implicit1_0).unwrap();
                    v.parse().unwrap()
                };
                out.push((get("x"), get("y"), String::new()));
                in_text = true;
            }
            Event::Text(t) if in_text => out.last_mut().unwrap().2.push_str(&t.xml10_content()),
            Event::GeneralRef(g) if in_text => {
                let c = match g.as_ref() {
                    "apos" => '\'',
                    "quot" => '"',
                    "amp" => '&',
                    "lt" => '<',
                    _ => '>',
                };
                out.last_mut().unwrap().2.push(c);
            }
            Event::End(_) => in_text = false,
            Event::Eof => return out,
            _ => {}
        }
    }
}

/// What `kifu sheet` writes with these arguments; it exits with 0.
#[track_caller]
fn sheet(args: &[&str]) -> String {
    run(&[&["sheet"], args].concat(), 0).0
}

#[test]
fn every_game_and_language_gives_one_a4_page_with_everything_on_it() {
    for game in ["kamisado", "samourai", "kaito", "kasane"] {
        for lang in ["en", "fr", "de"] {
            let svg = sheet(&["--game", game, "--lang", lang]);
            assert!(
                svg.contains(r#"width="210mm" height="297mm" viewBox="0 0 210 297""#),
                "{game} {lang}"
            );
            let t = texts(&svg);
            assert!(t.len() > 20, "{game} {lang}: {} texts", t.len());
            for (x, y, s) in &t {
                assert!(
                    (10.0..200.0).contains(x) && (10.0..287.0).contains(y),
                    "{game} {lang}: {s:?} at ({x}, {y}) is off the printable page"
                );
            }
        }
    }
}

#[test]
fn kamisado_black_on_the_left_white_on_the_right_four_symbols_each() {
    let t = texts(&sheet(&["--game", "kamisado"]));
    let x_of = |s: &str| -> Vec<f64> {
        t.iter()
            .filter(|(_, _, c)| c == s)
            .map(|(x, _, _)| *x)
            .collect()
    };
    // Two rounds a page: each has its header (round, fill, score) and its two columns.
    assert_eq!(x_of("Round:").len(), 2);
    assert_eq!(x_of("Fill:").len(), 2);
    assert_eq!(x_of("from left").len(), 2);
    assert_eq!(x_of("from right").len(), 2);
    assert_eq!(x_of("Score:").len(), 2);
    let row: Vec<&str> = t
        .iter()
        .filter(|(_, y, _)| (*y - t.iter().find(|(_, _, c)| c == "Tower").unwrap().1).abs() < 0.01)
        .map(|(_, _, c)| c.as_str())
        .collect();
    assert_eq!(
        row,
        [
            "#", "Tower", "Dir.", "Dist.", "Landing", "Tower", "Dir.", "Dist.", "Landing"
        ]
    );
    let black = x_of("Black");
    let white = x_of("White");
    let tower = x_of("Tower");
    assert!(black.iter().any(|&b| b < tower[1]) && white.iter().any(|&w| w > tower[0]));
    assert!(x_of("16").len() == 2, "16 rows in each round");
}

#[test]
fn the_sheet_speaks_french_and_german() {
    let fr = sheet(&["--lang", "fr"]);
    for w in [
        "feuille de notation",
        "Noir",
        "Blanc",
        "par la gauche",
        "Arrivée",
    ] {
        assert!(fr.contains(w), "{w}");
    }
    let de = sheet(&["--lang", "de", "--game", "kasane"]);
    for w in ["Partieprotokoll", "Auslage", "Kombination", "Spieler 4"] {
        assert!(de.contains(w), "{w}");
    }
    let words: Vec<String> = texts(&fr).into_iter().map(|t| t.2).collect();
    insta::assert_snapshot!("kamisado_fr_texts", words.join("\n"));
}

#[test]
fn each_game_has_the_columns_of_its_notation() {
    let has = |game: &str, words: &[&str]| {
        let t: Vec<String> = texts(&sheet(&["--game", game]))
            .into_iter()
            .map(|t| t.2)
            .collect();
        for w in words {
            assert!(t.iter().any(|s| s == w), "{game}: {w} in {t:?}");
        }
    };
    has(
        "samourai",
        &["Red", "Black", "Move", "Dist.", "Square", "Board:"],
    );
    has(
        "kaito",
        &["Red", "Black", "To", "Captured", "Exchange", "Layout:"],
    );
    has(
        "kasane",
        &[
            "Grid:",
            "Player",
            "Row",
            "Card",
            "Combination",
            "Pts",
            "Total",
        ],
    );
}

#[test]
fn the_html_sheet_prints_on_one_a4_page_and_loads_nothing() {
    let (out, html) = run_to_file(
        &[
            "sheet", "--game", "kaito", "--lang", "de", "--format", "html",
        ],
        "sheet.html",
    );
    assert!(out.is_empty());
    assert!(html.contains("@page { size: A4 portrait; margin: 0; }"));
    assert!(html.contains("<html lang=\"de\">"));
    assert!(html.contains("<title>Kaitō — Partieprotokoll</title>"));
    assert!(!html.contains("<?xml"), "the SVG is inline");
    assert_eq!(html.matches("http://").count(), 1, "only the SVG namespace");
    assert!(!html.contains("https:"));
    let (_, err) = run(&["sheet", "--lang", "it"], 2);
    has(&err, "possible values: en, fr, de");
}
