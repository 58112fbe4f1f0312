//! Board diagrams: snapshots of every format for four typical positions, plus structural
//! checks (ASCII only, aligned columns, well-formed SVG with the expected shapes).

mod common;

use kifu::kamisado::render::{self, ColorMode, Diagram, LastMove};
use kifu::kamisado::{Colour, Direction, Position, Side, Square, WinReason};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn pos(s: &str) -> Position {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// The four positions of the snapshots, each with everything its diagram shows.
struct Case {
    name: &'static str,
    position: Position,
    last_move: Option<LastMove>,
    round: Option<u32>,
    score: Option<(u32, u32)>,
    target: Option<u32>,
    names: Option<(String, String)>,
    caption: Option<String>,
}

impl Case {
    fn diagram(&self) -> Diagram<'_> {
        Diagram {
            position: &self.position,
            last_move: self.last_move.clone(),
            round: self.round,
            score: self.score,
            target: self.target,
            names: self.names.clone(),
            caption: self.caption.clone(),
            flip: false,
            lang: kifu::Lang::En,
        }
    }
}

/// A case: a position and its last move, in round `round` at `score` of a match to
/// `target` points, with no names and no caption.
fn case(
    name: &'static str,
    (position, last_move): (Position, Option<LastMove>),
    round: u32,
    score: (u32, u32),
    target: u32,
) -> Case {
    Case {
        name,
        position,
        last_move,
        round: Some(round),
        score: Some(score),
        target: Some(target),
        names: None,
        caption: None,
    }
}

/// The position after the tower of `colour` goes `distance` squares in `direction` from
/// `before`, and that move.
fn played(
    before: &str,
    colour: Colour,
    direction: Direction,
    distance: u8,
) -> (Position, Option<LastMove>) {
    let before = pos(before);
    let mv = before.step(colour, direction, distance).unwrap();
    (before.play(mv).unwrap(), LastMove::of(&before, mv))
}

fn start() -> Case {
    Case {
        names: Some(("Aurélie".into(), "Peter Burley".into())),
        ..case("start", (Position::start(), None), 1, (0, 0), 3)
    }
}

/// Black's orange Triple Sumo has just gone d4-d5 (an orange square): White's orange moves.
fn sumos() -> Case {
    let position = pos("OBPK1RGN/4Y+3/8/3o+++4/8/8/1n++6/1grykpb1 w O - d5");
    let last_move = Some(LastMove::step(sq("d4"), sq("d5")));
    Case {
        caption: Some("after ply 12 (Black: Orange ↑1 Orange)".into()),
        ..case("sumos", (position, last_move), 4, (5, 2), 7)
    }
}

/// Black's brown Sumo has just pushed White's yellow tower from e5 to e6 (a purple
/// square): White passes, then Black moves its purple tower.
fn oshi() -> Case {
    let before = "OBPK1RGN/8/8/4Y3/4n+3/8/8/1grykpbo b N - e5";
    let after = played(before, Colour::Brown, Direction::Straight, 1);
    Case {
        caption: Some("Black: Brown ↑1 Yellow, oshi".into()),
        ..case("oshi", after, 2, (0, 1), 3)
    }
}

/// Black's purple Sumo reaches e8, White's home row: the round is over.
fn finished() -> Case {
    let before = "OBPK1RGN/8/4p+3/4Y3/8/8/8/ngryk1bo b P -";
    let after = played(before, Colour::Purple, Direction::Straight, 2);
    Case {
        names: Some(("<Black & Co>".into(), "\"White\"".into())),
        ..case("finished", after, 3, (1, 1), 3)
    }
}

fn cases() -> Vec<Case> {
    vec![start(), sumos(), oshi(), finished()]
}

/// Escape codes made visible for the snapshot files.
fn visible(s: &str) -> String {
    s.replace('\x1b', "\\e")
}

#[test]
fn snapshots() {
    for case in cases() {
        let d = case.diagram();
        insta::assert_snapshot!(format!("{}_ascii", case.name), render::ascii(&d));
        insta::assert_snapshot!(
            format!("{}_terminal_truecolor", case.name),
            visible(&render::terminal(&d, ColorMode::TrueColor))
        );
        insta::assert_snapshot!(
            format!("{}_terminal_ansi256", case.name),
            visible(&render::terminal(&d, ColorMode::Ansi256))
        );
        insta::assert_snapshot!(format!("{}_svg", case.name), render::svg(&d));
    }
}

#[test]
fn the_positions_are_what_the_cases_say() {
    let o = oshi();
    assert_eq!(o.position.turn(), Side::White);
    assert_eq!(o.position.required(), Some(Colour::Purple));
    let lm = o.last_move.unwrap();
    assert_eq!((lm.from, lm.to), (sq("e4"), sq("e5")));
    assert_eq!(lm.pushed, vec![(sq("e5"), sq("e6"))]);
    let f = finished();
    let r = f.position.result().unwrap();
    assert_eq!(
        (r.winner, r.reason, r.tower),
        (Side::Black, WinReason::HomeRow, Colour::Purple)
    );
}

#[test]
fn ascii_is_plain_ascii_with_aligned_columns() {
    for case in cases() {
        let out = render::ascii(&case.diagram());
        assert!(
            out.chars().all(|c| c == '\n' || (' '..='~').contains(&c)),
            "{}: {out}",
            case.name
        );
        let board: Vec<&str> = out.lines().skip(1).take(25).collect();
        assert!(
            board
                .iter()
                .all(|l| l.starts_with("   +") || l.starts_with(" ") && l.len() >= 68),
            "{}",
            case.name
        );
        let rules: Vec<&&str> = board.iter().filter(|l| l.starts_with("   +")).collect();
        assert_eq!(rules.len(), 9);
        // Every square row has its 9 separators at the same columns as the rules.
        let seps = |l: &str| {
            l.char_indices()
                .filter(|&(_, c)| c == '|' || c == '+')
                .map(|(i, _)| i)
                .collect::<Vec<_>>()
        };
        let want = seps(rules[0]);
        for l in board.iter().filter(|l| !l.starts_with("   +")) {
            let got: Vec<usize> = l
                .char_indices()
                .filter(|&(_, c)| c == '|')
                .map(|(i, _)| i)
                .collect();
            assert_eq!(got, want, "{}: {l}", case.name);
        }
    }
}

#[test]
fn ascii_shows_towers_marks_and_status() {
    let c = sumos();
    let out = render::ascii(&c.diagram());
    assert!(
        out.contains(" 5 | pk    | pu    | bl    | or ** |"),
        "{out}"
    );
    assert!(out.contains("| B:O+++|"), "{out}");
    assert!(out.contains("| B:N++ |"), "{out}");
    assert!(out.contains("| W:Y+  |"), "{out}");
    assert!(
        out.contains("White to move: the Orange tower (a8)."),
        "{out}"
    );
    assert!(
        out.contains("Round 4, score Black 5 - White 2, match to 7 points"),
        "{out}"
    );
    assert!(
        out.contains("after ply 12 (Black: Orange ^1 Orange)"),
        "{out}"
    );

    let out = render::ascii(&oshi().diagram());
    assert!(out.contains("!!"), "{out}");
    assert!(
        out.contains("White was pushed (oshi) and passes;\nthen Black moves the Purple tower."),
        "{out}"
    );

    let out = render::ascii(&finished().diagram());
    assert!(
        out.contains("Black wins the round: the Purple tower reached the home row."),
        "{out}"
    );
    assert!(
        out.contains("Black's Purple tower earns its 2nd tooth: Double Sumo, 2 points."),
        "{out}"
    );
}

#[test]
fn status_reports_blocked_towers_and_passes() {
    let p = pos("1BPK1RGN/4Y3/8/8/8/3o4/4O3/ngrykpb1 w Y rG e2");
    let lines = render::status_lines(&Diagram::new(&p));
    assert!(
        lines
            .iter()
            .any(|l| l == "Blocked in this run of passes: Black Red, White Green."),
        "{lines:?}"
    );
    // White's yellow tower on e7 has Black's towers on d6, e6 and f6 in front of it.
    let blocked = pos("OBPK1RGN/4Y3/3pbg2/8/8/8/8/n1ryk2o w Y -");
    let lines = render::status_lines(&Diagram::new(&blocked));
    assert_eq!(
        lines,
        vec!["White must pass: the Yellow tower (e7) is blocked.".to_string()]
    );
}

/// Element counts of an SVG document parsed with an XML parser.
#[derive(Default, Debug)]
struct Shapes {
    root_ok: bool,
    squares: usize,
    octagons: usize,
    teeth: usize,
    arrows: usize,
    texts: Vec<String>,
}

fn shapes(svg: &str) -> Shapes {
    let svg = common::svg::read(svg);
    let mut out = Shapes {
        root_ok: svg.root_ok(),
        ..Shapes::default()
    };
    for e in &svg.elements {
        match (e.name.as_str(), e.class()) {
            ("rect", "square") => out.squares += 1,
            ("polygon", "octagon") => {
                out.octagons += 1;
                assert_eq!(e.attr("points").unwrap().split(' ').count(), 8);
            }
            ("polygon", "tooth") => out.teeth += 1,
            ("line", _) if e.attr("marker-end") == Some("url(#arrowhead)") => out.arrows += 1,
            _ => {}
        }
    }
    out.texts = svg.texts;
    out
}

#[test]
fn svg_is_well_formed_with_the_expected_shapes() {
    for case in cases() {
        let s = shapes(&render::svg(&case.diagram()));
        assert!(
            s.root_ok,
            "{}: root <svg> with xmlns, viewBox, width, height",
            case.name
        );
        assert_eq!(s.squares, 64, "{}", case.name);
        assert_eq!(s.octagons, 16, "{}", case.name);
        let teeth: u8 = case.position.towers().map(|t| t.teeth.get()).sum();
        assert_eq!(s.teeth, teeth as usize, "{}", case.name);
        assert_eq!(
            s.arrows,
            usize::from(case.last_move.is_some()),
            "{}",
            case.name
        );
        // 32 coordinates, then the caption.
        assert!(s.texts.len() > 32, "{}", case.name);
    }
    for (case, text) in [
        (finished(), "Black: <Black & Co> - White: \"White\""),
        (sumos(), "after ply 12 (Black: Orange ↑1 Orange)"),
    ] {
        let s = shapes(&render::svg(&case.diagram()));
        assert!(s.texts.iter().any(|t| t == text), "{:?}", s.texts);
    }
}

#[test]
fn terminal_uses_the_requested_colour_mode() {
    let c = start();
    let d = c.diagram();
    let tc = render::terminal(&d, ColorMode::TrueColor);
    let (r, g, b) = Colour::Brown.rgb();
    assert!(
        tc.contains(&format!("\x1b[48;2;{r};{g};{b}m")),
        "a1 is brown"
    );
    assert!(!tc.contains("\x1b[48;5;"));
    let a256 = render::terminal(&d, ColorMode::Ansi256);
    assert!(a256.contains("\x1b[48;5;"));
    assert!(!a256.contains("\x1b[48;2;"));
    assert!(tc.contains("Black to move: free choice of tower."));
    // Same text once the escape codes are stripped.
    let strip = |s: &str| {
        let mut out = String::new();
        let mut esc = false;
        for ch in s.chars() {
            match (esc, ch) {
                (false, '\x1b') => esc = true,
                (true, 'm') => esc = false,
                (true, _) => {}
                (false, c) => out.push(c),
            }
        }
        out
    };
    assert_eq!(strip(&tc), strip(&a256));
    let plain = strip(&tc);
    assert!(
        plain.lines().nth(1).unwrap().starts_with(" 8  ●O     ●B"),
        "{plain}"
    );
}

#[test]
fn deadlock_result_is_reported() {
    // White's yellow tower (e7) is blocked; Black's blue one was found blocked earlier in
    // this run of passes, so White's pass makes the deadlock. Black moved last (e6).
    let p = pos("OBPK1RGN/4Y3/3pbg2/8/8/8/8/n1ryk2o w Y b e6");
    let over = p.play(kifu::kamisado::Move::Pass).unwrap();
    let r = over.result().expect("deadlock");
    assert_eq!(
        (r.winner, r.reason, r.tower),
        (Side::White, WinReason::Deadlock, Colour::Purple)
    );
    let lines = render::status_lines(&Diagram::new(&over));
    assert_eq!(
        lines,
        vec![
            "White wins the round by deadlock (Black moved last).".to_string(),
            "White's Purple tower earns its 1st tooth: Sumo, 1 point.".to_string(),
        ]
    );
}

#[test]
fn every_position_of_random_games_renders() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for _ in 0..8 {
        let mut p = Position::start();
        let mut last = None;
        for ply in 0..80 {
            let d = Diagram {
                last_move: last.clone(),
                round: Some(1),
                caption: Some(format!("ply {ply}")),
                ..Diagram::new(&p)
            };
            let a = render::ascii(&d);
            assert!(a.is_ascii());
            assert!(!render::terminal(&d, ColorMode::Ansi256).is_empty());
            let s = shapes(&render::svg(&d));
            assert_eq!((s.squares, s.octagons), (64, 16));
            assert_eq!(s.arrows, usize::from(last.is_some()));
            let moves = p.legal_moves();
            if moves.is_empty() {
                assert!(p.result().is_some());
                break;
            }
            let mv = moves[next(moves.len())];
            last = LastMove::of(&p, mv).or(last);
            p = p.play(mv).unwrap();
        }
    }
}

#[test]
fn a_flipped_board_is_seen_from_the_other_side() {
    let case = oshi();
    let d = Diagram {
        flip: true,
        ..case.diagram()
    };
    let ascii = render::ascii(&d);
    common::flipped_ascii(&ascii, "h", 2, " 1 |");
    // Each rank's squares (colour line and tower line) come in the other order.
    let plain_ascii = render::ascii(&case.diagram());
    let rank_one = |text: &str| -> Vec<Vec<String>> {
        let lines: Vec<&str> = text.lines().collect();
        let at = lines.iter().position(|l| l.starts_with(" 1 |")).unwrap();
        lines[at..at + 2]
            .iter()
            .map(|l| l.split('|').skip(1).take(8).map(str::to_string).collect())
            .collect()
    };
    let mut reversed = rank_one(&plain_ascii);
    for row in &mut reversed {
        row.reverse();
    }
    assert_eq!(rank_one(&ascii), reversed, "{ascii}");
    assert_eq!(
        render::status_lines(&d),
        render::status_lines(&case.diagram()),
        "only the board turns"
    );
    insta::assert_snapshot!("oshi_flipped_ascii", ascii);
    let term = render::terminal(&d, ColorMode::TrueColor);
    insta::assert_snapshot!("oshi_flipped_terminal", visible(&term));

    // SVG: a1 at the top right instead of the bottom left; the shapes are the same.
    let plain = render::svg(&case.diagram());
    let svg = render::svg(&d);
    assert!(
        plain.contains(r#"<rect x="28" y="448" width="60" height="60" class="square" id="a1""#)
    );
    assert!(
        svg.contains(r#"<rect x="448" y="28" width="60" height="60" class="square" id="a1""#),
        "{svg}"
    );
    assert_eq!(shapes(&svg).squares, shapes(&plain).squares);
    assert_eq!(shapes(&svg).octagons, shapes(&plain).octagons);
    assert_eq!(shapes(&svg).arrows, shapes(&plain).arrows);
}

#[test]
fn the_compact_ascii_board_keeps_every_square_in_twenty_lines() {
    let case = oshi();
    let d = case.diagram();
    let (full, compact) = (render::ascii(&d), render::ascii_compact(&d));
    assert!(compact.is_ascii());
    let rule = "   +-------+-------+-------+-------+-------+-------+-------+-------+";
    // The board: the files line, the ranks, the files line again.
    let board = |text: &str| -> Vec<String> {
        let lines: Vec<String> = text
            .lines()
            .filter(|l| *l != rule)
            .map(str::to_string)
            .collect();
        let again = lines[1..].iter().position(|l| *l == lines[0]).unwrap() + 1;
        lines[..=again].to_vec()
    };
    // The same files, ranks, squares, towers and marks, without the rules between ranks.
    assert_eq!(board(&full), board(&compact));
    let lines: Vec<&str> = compact.lines().collect();
    assert_eq!(
        lines.iter().position(|l| l.starts_with("       a")),
        Some(0)
    );
    assert_eq!(lines.iter().filter(|l| **l == rule).count(), 2, "{compact}");
    assert!(
        lines[19].starts_with("       a"),
        "the board in 20 lines:\n{compact}"
    );
    // No legend, no blank line; the status lines follow the board.
    assert!(
        !compact.contains("Squares:") && !compact.contains("\n\n"),
        "{compact}"
    );
    let status = &lines[20..];
    assert_eq!(status.len(), render::status_lines(&d).len(), "{compact}");
    for line in status {
        assert!(full.lines().any(|l| l == *line), "{line}:\n{full}");
    }
}
