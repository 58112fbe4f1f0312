//! Samouraï diagrams: ASCII, terminal and SVG, for the start and a finished game.

mod common;

use std::fs;

use common::has;

use kifu::samourai::render::{self, ColorMode, Diagram};
use kifu::samourai::{Position, ReplayOptions, Side, check};

/// The last position of the drawn game, and the move that reached it.
type End = (Position, Option<kifu::samourai::Move>);

fn draw_game_end() -> End {
    let text = fs::read_to_string("fixtures/samourai/draw.samourai").expect("fixture");
    let c = check(&text, ReplayOptions::default()).remove(0);
    let r = c.replay.expect("replayed");
    (r.position, r.plies.last().map(|p| p.mv))
}

/// The diagram of the game's end, its last move marked.
fn with_last_move((p, last): &End) -> Diagram<'_> {
    Diagram {
        last_move: *last,
        ..Diagram::new(p)
    }
}

#[test]
fn ascii_start() {
    let p = Position::start();
    let out = render::ascii(&Diagram::new(&p));
    // 11 ranks, each with 11 squares of 4 columns.
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .collect();
    assert_eq!(rows.len(), 11);
    let board: String = rows.concat();
    assert_eq!(board.matches('R').count(), 4);
    assert_eq!(board.matches('B').count(), 4);
    has(&out, " xR  .   xR ");
    has(&out, "Red to move, the first move of the game");
    insta::assert_snapshot!(out);
}

#[test]
fn ascii_finished_game_with_last_move() {
    let end = draw_game_end();
    let d = Diagram {
        names: Some(("Aiko".into(), "Ben".into())),
        caption: Some("after j2-e7 5 taiyo".into()),
        ..with_last_move(&end)
    };
    let out = render::ascii(&d);
    // The landing square e7 is marked.
    has(&out, "[tB]");
    has(&out, "draw: Red could only");
    has(&out, "Red: 3 on shiro, anzen used; Black: 3 on shiro.");
    assert!(out.is_ascii());
    insta::assert_snapshot!(out);
}

#[test]
fn terminal_uses_colours_and_glyphs() {
    let end = draw_game_end();
    let d = with_last_move(&end);
    let tc = render::terminal(&d, ColorMode::TrueColor);
    let a256 = render::terminal(&d, ColorMode::Ansi256);
    assert!(tc.contains("\u{1b}[") && tc.contains("☼") && tc.contains("●"));
    assert!(a256.contains("48;5;"), "256-colour backgrounds");
    assert_ne!(tc, a256);
    insta::assert_snapshot!(tc);
}

#[test]
fn svg_is_well_formed_and_complete() {
    let end = draw_game_end();
    let d = with_last_move(&end);
    let out = render::svg(&d);
    assert!(out.starts_with("<?xml") && out.trim_end().ends_with("</svg>"));
    assert_eq!(out.matches("class=\"square ").count(), 121);
    assert_eq!(out.matches("class=\"samurai red\"").count(), 4);
    assert_eq!(out.matches("class=\"samurai black\"").count(), 4);
    assert_eq!(out.matches("class=\"square anzen\"").count(), 1);
    assert_eq!(out.matches("class=\"square shiro\"").count(), 8);
    assert!(out.contains("marker-end"));
    assert_eq!(end.0.samurai(Side::Red).count(), 4);
    insta::assert_snapshot!(out);
}

#[test]
fn a_flipped_board_is_seen_from_the_other_side() {
    let end = draw_game_end();
    let plain = with_last_move(&end);
    let d = Diagram {
        flip: true,
        ..plain.clone()
    };
    let ascii = render::ascii(&d);
    common::flipped_ascii(&ascii, "k", 1, " 1 ");
    // Rank 1 read right to left is rank 1 of the usual picture.
    let plain_ascii = render::ascii(&plain);
    let rank = |text: &str, label: &str| -> String {
        let line = text.lines().find(|l| l.starts_with(label)).unwrap();
        line[label.len()..label.len() + 44].to_string()
    };
    let cells = |row: String| -> Vec<String> {
        row.as_bytes()
            .chunks(4)
            .map(|c| String::from_utf8_lossy(c).trim().to_string())
            .collect()
    };
    let mut reversed = cells(rank(&plain_ascii, " 1 "));
    reversed.reverse();
    assert_eq!(cells(rank(&ascii, " 1 ")), reversed, "{ascii}");
    insta::assert_snapshot!(ascii);

    // SVG: a1 at the top right instead of the bottom left.
    let svg = render::svg(&d);
    assert!(
        render::svg(&plain)
            .contains(r#"<rect x="26" y="466" width="44" height="44" class="square"#)
    );
    assert!(
        svg.contains(r#"<rect x="466" y="26" width="44" height="44" class="square"#),
        "{svg}"
    );
    assert!(svg.contains(r#"id="a1""#));
}
