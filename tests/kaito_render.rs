//! Kaitō diagrams: snapshots of every form, and what each must show.

use kifu::kaito::render::{self, ColorMode, Diagram};
use kifu::kaito::{Position, Square};

fn book() -> Position {
    "5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 23 H".parse().unwrap()
}

fn after_exchange() -> Position {
    // The book's exchange: Red takes the red sword on c5 and buys back a Kabuto.
    "5rS/bH1@rH1r11/6/6/3bS1rH/2b13 b - -".parse().unwrap()
}

#[test]
fn ascii_shows_tokens_kaito_and_captures() {
    let p = book();
    let text = render::ascii(&Diagram::new(&p));
    assert!(text.contains("(R)"), "{text}");
    assert!(text.contains("Red holds: b2 b3 (5 Mons)"), "{text}");
    assert!(text.contains("Black holds: rH (0 Mons)"), "{text}");
    assert!(text.contains("Red to move"), "{text}");
    insta::assert_snapshot!("book_ascii", text);

    let q = after_exchange();
    let d = Diagram {
        last_move: Some((Square::parse("c3").unwrap(), Square::parse("c5").unwrap())),
        names: Some(("Aiko".into(), "Ben".into())),
        caption: Some("after 1. c5 x rS = H 3+2".into()),
        ..Diagram::new(&q)
    };
    let text = render::ascii(&d);
    assert!(
        text.contains("(B)rH"),
        "the Kaito stands on the bought Kabuto: {text}"
    );
    assert!(text.contains("Red: Aiko    Black: Ben"));
    insta::assert_snapshot!("exchange_ascii", text);
}

#[test]
fn a_finished_game_says_who_won() {
    let p = book()
        .play(kifu::kaito::Move::to(Square::parse("c1").unwrap()))
        .unwrap();
    assert!(p.result().is_none());
    let end: Position = "6/6/6/bH1*rS2/bS4rH/6 r - -".parse().unwrap();
    let end = end
        .play(kifu::kaito::Move::to(Square::parse("a3").unwrap()))
        .unwrap();
    let text = render::ascii(&Diagram::new(&end));
    assert!(
        text.contains("Red wins: Black has no Kabuto left."),
        "{text}"
    );
}

#[test]
fn terminal_in_both_colour_modes() {
    let p = book();
    let t = render::terminal(&Diagram::new(&p), ColorMode::TrueColor);
    assert!(
        t.contains("\x1b[") && t.contains("38;2;200;42;42"),
        "red in 24-bit"
    );
    let a = render::terminal(&Diagram::new(&p), ColorMode::Ansi256);
    assert!(a.contains("38;5;"), "palette colours");
    insta::assert_snapshot!("book_terminal_truecolor", t);
    insta::assert_snapshot!("book_terminal_ansi256", a);
}

#[test]
fn svg_is_well_formed_and_shows_everything() {
    let p = after_exchange();
    let svg = render::svg(&Diagram::new(&p));
    let mut reader = quick_xml::Reader::from_str(&svg);
    let mut rects = 0;
    let mut circles = 0;
    loop {
        match reader.read_event() {
            Ok(quick_xml::events::Event::Eof) => break,
            Ok(quick_xml::events::Event::Empty(e)) | Ok(quick_xml::events::Event::Start(e)) => {
                match e.name().as_ref() {
                    "rect" => rects += 1,
                    "circle" => circles += 1,
                    _ => {}
                }
            }
            Ok(_) => {}
            Err(e) => panic!("bad SVG: {e}"),
        }
    }
    // Background, board, 36 squares, one per token on the board.
    let tokens = kifu::kaito::Square::all()
        .filter(|&s| p.piece_at(s).is_some())
        .count();
    assert_eq!(rects, 2 + 36 + tokens);
    assert_eq!(circles, 1, "one Kaito");
    assert!(svg.contains("Black to move"));
    insta::assert_snapshot!("exchange_svg", svg);
}

#[test]
fn a_flipped_board_is_seen_from_the_other_side() {
    let p = book();
    let d = Diagram {
        flip: true,
        ..Diagram::new(&p)
    };
    let ascii = render::ascii(&d);
    let lines: Vec<&str> = ascii.lines().collect();
    assert_eq!(
        lines[0].split_whitespace().collect::<Vec<_>>(),
        ["f", "e", "d", "c", "b", "a"]
    );
    assert!(lines[1].starts_with("  1 "), "rank 1 at the top: {ascii}");
    let plain = render::ascii(&Diagram::new(&p));
    let rank = |text: &str, n: usize| -> Vec<String> {
        let label = format!("  {n} ");
        let line = text.lines().find(|l| l.starts_with(&label)).unwrap();
        line.split_whitespace()
            .skip(1)
            .map(str::to_string)
            .collect()
    };
    for n in 1..=6 {
        let mut reversed = rank(&plain, n);
        reversed.reverse();
        assert_eq!(rank(&ascii, n), reversed, "rank {n}: {ascii}");
    }
    insta::assert_snapshot!("book_flipped_ascii", ascii);

    // SVG: file a on the right, rank 1 at the top.
    let svg = render::svg(&d);
    assert!(svg.contains(r#"<text x="336" y="20">a</text>"#), "{svg}");
    assert!(svg.contains(r#"<text x="14" y="61">1</text>"#), "{svg}");
    let plain_svg = render::svg(&Diagram::new(&p));
    assert!(plain_svg.contains(r#"<text x="56" y="20">a</text>"#));
}
