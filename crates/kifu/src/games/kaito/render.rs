//! Kaitō diagrams: plain ASCII (safe for e-mail), coloured terminal text, SVG.
//!
//! These draw a position you hold, with no record around it (one you played, or read
//! from a position string); a record's own positions are drawn by
//! [`OpenedRecord::picture`](crate::OpenedRecord::picture).
//!
//! Build a [`Diagram`] around a [`Position`], then call [`ascii`], [`terminal`] or
//! [`svg`]. Every function returns a `String` (never prints) and is deterministic. All
//! three show the tokens, the Kaito with the colour it shows, and under the board the
//! same [`status_lines`]: players, whose turn it is (or the result), and each side's
//! captured tokens with their Mon total.
//!
//! ```
//! use kifu::kaito::Position;
//! use kifu::kaito::render::{self, Diagram};
//!
//! let p: Position = "6/6/2*3/6/6/bHbSrSrH2 r SS3 -".parse().unwrap();
//! let text = render::ascii(&Diagram::new(&p));
//! assert!(text.contains("Red to move"));
//! assert!(text.contains("Red holds: bS bS b3 (3 Mons)"));
//! ```

use std::fmt::Write as _;

use super::board::{Kind, Piece, Side, Square, side_term};
use super::rules::{Loss, Position};
use crate::core::board::BoardDiagram;
use crate::core::svg::{BoardFrame, Rgb};
use crate::core::term::{Paint, push_lines, to_ascii};
use crate::message;
use crate::message::Arg;

pub use crate::core::term::ColorMode;

/// Everything a diagram shows: the position, the last move (the square the Kaito left
/// and the square it took), the players' names (Red, Black), a caption such as `after
/// turn 12 (Red: a6 x rH = H 3+2)`, which way up. Only `position` is required
/// (`Diagram::new`).
pub type Diagram<'a> = BoardDiagram<'a, Position, (Square, Square)>;

/// The captured tokens `side` holds, as written (`bS bS b3`), largest value last.
fn held_tokens(p: &Position, side: Side) -> Vec<Piece> {
    let held = p.held(side);
    let mut out = Vec::new();
    for kind in Kind::ALL {
        for _ in 0..held[kind] {
            out.push(Piece::new(side.other(), kind));
        }
    }
    out
}

/// The text lines under every diagram (ASCII except for names and caption), said in the
/// diagram's language.
pub fn status_lines(d: &Diagram) -> Vec<String> {
    let p = d.position;
    let side = |s: Side| Arg::Term(side_term(s));
    let mut lines = Vec::new();
    if let Some((red, black)) = &d.names {
        lines.push(message!("kaito-picture-names", red = red, black = black));
    }
    match p.result() {
        Some(o) => {
            let id = match o.reason {
                Loss::LastKabuto => "kaito-picture-won-last-kabuto",
                Loss::LastKatana => "kaito-picture-won-last-katana",
                Loss::KaitoStuck => "kaito-picture-won-kaito-stuck",
            };
            lines.push(message!(id, winner = side(o.winner()), loser = side(o.loser)));
        }
        None => lines.push(message!(
            "kaito-picture-turn",
            side = side(p.turn()),
            square = p.kaito().to_string(),
            shows = p.turn().name()
        )),
    }
    for s in Side::ALL {
        let tokens = held_tokens(p, s);
        if tokens.is_empty() {
            lines.push(message!("kaito-picture-holds-nothing", side = side(s)));
        } else {
            let list: Vec<String> = tokens.iter().map(Piece::to_string).collect();
            lines.push(message!(
                "kaito-picture-holds",
                side = side(s),
                tokens = list.join(" "),
                mons = p.held(s).mon_total()
            ));
        }
    }
    let mut said: Vec<String> = lines.iter().map(|m| m.say(d.lang)).collect();
    if let Some(c) = &d.caption {
        said.push(c.clone());
    }
    said
}

/// The line of file letters above the board: `lead`, then each letter after `before`.
fn file_letters(flip: bool, lead: &str, before: &str) -> String {
    let mut out = lead.to_owned();
    for f in Square::file_letters(flip) {
        let _ = write!(out, "{before}{f}");
    }
    out.push('\n');
    out
}

/// A plain ASCII diagram: ranks 6 to 1, files a to f. `rS` a red Katana, `b3` a black
/// 3-Mon token, `.` an empty square, `(R)`/`(B)` the Kaito showing red/black (`(R)rH`:
/// the Kaito on a token), `'` after the square the Kaito just left.
pub fn ascii(d: &Diagram) -> String {
    let p = d.position;
    let mut out = file_letters(d.flip, "  ", "    ");
    for rank in Square::rows_down(d.flip) {
        let _ = write!(out, "  {} ", rank + 1);
        for sq in Square::across(rank, d.flip) {
            let cell = if sq == p.kaito() {
                let k = if p.turn() == Side::Red { "(R)" } else { "(B)" };
                match p.piece_at(sq) {
                    Some(t) => format!("{k}{t}"),
                    None => format!(" {k} "),
                }
            } else {
                let left = d.last_move.is_some_and(|(from, _)| from == sq);
                let mark = if left { "'" } else { " " };
                match p.piece_at(sq) {
                    Some(t) => format!("  {t}{mark}"),
                    None => format!("  .{mark} "),
                }
            };
            out.push_str(&cell);
        }
        out.push('\n');
    }
    out.push('\n');
    push_lines(&mut out, status_lines(d).iter().map(|l| to_ascii(l)));
    out
}

const RED: Rgb = Rgb(0xC8, 0x2A, 0x2A);
const BLACK: Rgb = Rgb(0x22, 0x22, 0x22);
const BOARD: Rgb = Rgb(0xE9, 0xDC, 0xC0);
const TOKEN: Rgb = Rgb(0xF7, 0xF1, 0xE3);
const LEFT: Rgb = Rgb(0xC9, 0xB8, 0x8F);

fn side_rgb(s: Side) -> Rgb {
    match s {
        Side::Red => RED,
        Side::Black => BLACK,
    }
}

/// A coloured terminal diagram: tokens in their colour on a light square, the Kaito as
/// ` K ` on the colour it shows (with the token under it, if any).
pub fn terminal(d: &Diagram, mode: ColorMode) -> String {
    let p = d.position;
    let mut out = file_letters(d.flip, " ", "   ");
    for rank in Square::rows_down(d.flip) {
        let _ = write!(out, " {} ", rank + 1);
        for sq in Square::across(rank, d.flip) {
            let left = d.last_move.is_some_and(|(from, _)| from == sq);
            let bg = if left { LEFT } else { BOARD };
            let cell = if sq == p.kaito() {
                let under = p
                    .piece_at(sq)
                    .map_or(" ".to_owned(), |t| t.kind.letter().to_string());
                Paint {
                    fg: Some(Rgb::WHITE),
                    bg: Some(side_rgb(p.turn())),
                    bold: true,
                    underline: false,
                }
                .paint(&format!("K{under} "), mode)
            } else {
                match p.piece_at(sq) {
                    Some(t) => Paint {
                        fg: Some(side_rgb(t.side)),
                        bg: Some(TOKEN),
                        bold: true,
                        underline: false,
                    }
                    .paint(&format!("{t} "), mode),
                    None => Paint {
                        fg: Some(BLACK),
                        bg: Some(bg),
                        bold: false,
                        underline: false,
                    }
                    .paint(" . ", mode),
                }
            };
            out.push_str(&cell);
            out.push(' ');
        }
        out.push('\n');
    }
    out.push('\n');
    push_lines(&mut out, status_lines(d));
    out
}

/// Side of a square in SVG user units.
const CELL: f64 = 56.0;
/// The board, its coordinates and caption.
const FRAME: BoardFrame = BoardFrame::new(6, CELL, 28.0, 13);

/// An SVG diagram: the 6x6 square with the tokens, coordinates on all four sides (the
/// frame of every board picture), the Kaito as a disc of the colour it shows, and the
/// status lines below.
pub fn svg(d: &Diagram) -> String {
    let p = d.position;
    let (frame, mut s, lines) = FRAME.open(d.flip, status_lines(d));
    let white = Rgb::WHITE.hex();
    let font = "font-family";
    for sq in Square::all() {
        let (cx, cy) = frame.at(sq);
        let (x, y) = (cx - CELL / 2.0, cy - CELL / 2.0);
        let left = d.last_move.is_some_and(|(from, _)| from == sq);
        let stroke = "#8a7a5a";
        let fill = if left { LEFT.hex() } else { BOARD.hex() };
        frame.square(&mut s, sq, &[("fill", &fill), ("stroke", stroke)]);
        if let Some(t) = p.piece_at(sq) {
            let colour = side_rgb(t.side).hex();
            let tok = TOKEN.hex();
            s.rect(
                x + 5.0,
                y + 5.0,
                CELL - 10.0,
                CELL - 10.0,
                &[
                    ("fill", &tok),
                    ("stroke", &colour),
                    ("stroke-width", "3"),
                    ("rx", "6"),
                ],
            );
            let label = match t.kind {
                Kind::Katana => "S".to_owned(),
                Kind::Kabuto => "H".to_owned(),
                k => k.mons().to_string(),
            };
            s.text(
                x + CELL / 2.0,
                y + CELL / 2.0 + 8.0,
                &label,
                &[
                    (font, "sans-serif"),
                    ("font-size", "22"),
                    ("font-weight", "bold"),
                    ("fill", &colour),
                    ("text-anchor", "middle"),
                ],
            );
        }
        if sq == p.kaito() {
            let shown = side_rgb(p.turn()).hex();
            let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
            let r = if p.piece_at(sq).is_some() { 12.0 } else { 20.0 };
            let (cx, cy) = if p.piece_at(sq).is_some() {
                (x + CELL - 14.0, y + 14.0)
            } else {
                (cx, cy)
            };
            s.circle(
                cx,
                cy,
                r,
                &[("fill", &shown), ("stroke", &white), ("stroke-width", "3")],
            );
            s.text(
                cx,
                cy + 5.0,
                "K",
                &[
                    (font, "sans-serif"),
                    ("font-size", "14"),
                    ("font-weight", "bold"),
                    ("fill", &white),
                    ("text-anchor", "middle"),
                ],
            );
        }
    }
    frame.outline(&mut s);
    frame.caption(&mut s, &lines, frame.margin + 14.0);
    s.finish()
}
