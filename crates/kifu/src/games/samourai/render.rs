//! Samouraï board diagrams: plain ASCII (safe for e-mail), coloured terminal text, SVG.
//!
//! These draw a position you hold, with no record around it (one you played, or read
//! from a position string); a record's own positions are drawn by
//! [`OpenedRecord::picture`](crate::OpenedRecord::picture).
//!
//! Build a [`Diagram`] around a [`Position`] and call [`ascii`], [`terminal`] or [`svg`].
//! Every function returns a `String` (never prints), is deterministic and accepts any
//! valid position, a finished game included. All three show the same [`status_lines`]
//! under the board.
//!
//! ```
//! use kifu::samourai::Position;
//! use kifu::samourai::render::{self, Diagram};
//!
//! let p = Position::start();
//! assert!(render::ascii(&Diagram::new(&p)).contains("Red to move"));
//! ```

use std::fmt::Write as _;

use super::board::{Kind, SIZE, Side, Square, side_term};
use super::notation::{Lang, kind_name};
use super::replay::{outcome_message, outcome_of};
use super::rules::{Move, Position};
use crate::message::{Arg, Message};
use crate::core::board::BoardDiagram;
use crate::core::svg::{self as svgp, BoardFrame, Rgb};
use crate::core::term::{Paint, push_lines, to_ascii};

pub use crate::core::term::ColorMode;

/// Everything a board diagram shows: the position, the last move (highlighted on the
/// board), the players' names (Red, Black), a caption, which way up. Only `position` is
/// required (`Diagram::new`).
pub type Diagram<'a> = BoardDiagram<'a, Position, Move>;

impl Diagram<'_> {
    fn marked(&self, sq: Square) -> bool {
        self.last_move.is_some_and(|m| m.from == sq || m.to == sq)
    }
}

/// The text under every diagram: players, whose turn and what they must do (or how the
/// game ended), samurai on their own shiro and anzen use, the caption.
pub fn status_lines(d: &Diagram) -> Vec<String> {
    let mut out: Vec<String> = status_messages(d)
        .iter()
        .map(|m| m.say(d.lang))
        .collect();
    if let Some(c) = &d.caption {
        out.push(c.clone());
    }
    out
}

/// The words of [`status_lines`] before the caption, to be said in a language: the
/// players, whose turn and what they must do (or how the game ended), samurai on their
/// own shiro and anzen use.
pub fn status_messages(d: &Diagram) -> Vec<Message> {
    let p = d.position;
    let mut out = Vec::new();
    if let Some((red, black)) = &d.names {
        out.push(crate::message!("samourai-status-names", red = red, black = black));
    }
    out.push(crate::message!(
        "samourai-status-outcome",
        outcome = outcome_message(outcome_of(p), Lang::Ja)
    ));
    let side = |side: Side| {
        let id = if p.anzen_used(side) {
            "samourai-status-side-anzen"
        } else {
            "samourai-status-side"
        };
        crate::message!(
            id,
            side = Arg::Term(side_term(side)),
            count = p.on_own_shiro(side)
        )
    };
    out.push(crate::message!(
        "samourai-status-sides",
        red = side(Side::Red),
        black = side(Side::Black)
    ));
    out
}

/// The letter of a square's kind in the ASCII diagram: `x` shiro (the book's cross),
/// `*` anzen, `.` mekura, `t` sun, `r` dragon, `w` ibis, `k` sword.
pub const fn ascii_letter(kind: Kind) -> char {
    match kind {
        Kind::Shiro => 'x',
        Kind::Anzen => '*',
        Kind::Mekura => '.',
        Kind::Sun => 't',
        Kind::Dragon => 'r',
        Kind::Ibis => 'w',
        Kind::Sword => 'k',
    }
}

/// The ASCII diagram's legend: each square's letter and what it stands for, said in `lang`
/// (the symbols named in the language and, in brackets, as announced).
fn legend(lang: crate::Lang) -> String {
    let symbol = |k: Kind| {
        crate::message!(
            "samourai-picture-legend-symbol",
            letter = ascii_letter(k),
            kind = Arg::Term(k.term()),
            said = kind_name(k, Lang::Ja)
        )
    };
    crate::message!(
        "samourai-picture-legend",
        shiro = ascii_letter(Kind::Shiro),
        anzen = ascii_letter(Kind::Anzen),
        mekura = ascii_letter(Kind::Mekura),
        sun = symbol(Kind::Sun),
        dragon = symbol(Kind::Dragon),
        ibis = symbol(Kind::Ibis),
        sword = symbol(Kind::Sword)
    )
    .say(lang)
}

/// The file letters above the board, each after `before` in a column of its own.
fn file_letters(flip: bool, before: &str) -> String {
    let files: String = Square::file_letters(flip)
        .map(|f| format!("{before}{f} "))
        .collect();
    format!("   {}", files.trim_end())
}

/// The board as text: the file letters (each after `before`) above and below, each rank
/// between its numbers, each square written by `square`; a blank line after.
fn text_board(d: &Diagram, before: &str, mut square: impl FnMut(&mut String, Square)) -> String {
    let files = file_letters(d.flip, before);
    let mut out = files.clone();
    out.push('\n');
    for rank in Square::rows_down(d.flip) {
        let _ = write!(out, "{:>2} ", rank + 1);
        for sq in Square::across(rank, d.flip) {
            square(&mut out, sq);
        }
        let _ = writeln!(out, " {}", rank + 1);
    }
    out.push_str(&files);
    out.push_str("\n\n");
    out
}

/// Plain ASCII, rank 11 at the top. Each square is 4 columns: its kind letter (see
/// `ascii_letter`) and the samurai on it (`R` Red, `B` Black); the two squares of the
/// last move are in brackets. A legend and the [`status_lines`] follow.
pub fn ascii(d: &Diagram) -> String {
    let p = d.position;
    let mut out = text_board(d, "  ", |out, sq| {
        let who = match p.side_at(sq) {
            Some(Side::Red) => 'R',
            Some(Side::Black) => 'B',
            None => ' ',
        };
        let (open, close) = if d.marked(sq) { ('[', ']') } else { (' ', ' ') };
        let _ = write!(
            out,
            "{open}{}{who}{close}",
            ascii_letter(p.board().kind(sq))
        );
    });
    out.push_str(&to_ascii(&legend(d.lang)));
    out.push('\n');
    push_lines(&mut out, status_lines(d).iter().map(|l| to_ascii(l)));
    out
}

/// The colour of a kind of square in the terminal and SVG diagrams.
pub const fn kind_rgb(kind: Kind) -> Rgb {
    match kind {
        Kind::Shiro => Rgb(0x8A, 0x6A, 0x4A),
        Kind::Anzen => Rgb(0xF4, 0xF1, 0xE8),
        Kind::Mekura => Rgb(0xD8, 0xCF, 0xB8),
        Kind::Sun => Rgb(0xF2, 0xB1, 0x34),
        Kind::Dragon => Rgb(0x3F, 0x8F, 0x5A),
        Kind::Ibis => Rgb(0x5B, 0x9B, 0xD5),
        Kind::Sword => Rgb(0x6E, 0x73, 0x80),
    }
}

/// The glyph drawn on a square of this kind in the terminal and SVG diagrams.
pub const fn glyph(kind: Kind) -> &'static str {
    match kind {
        Kind::Shiro => "✕",
        Kind::Anzen => "◎",
        Kind::Mekura => "·",
        Kind::Sun => "☼",
        Kind::Dragon => "R",
        Kind::Ibis => "W",
        Kind::Sword => "†",
    }
}

/// The colour of a side's samurai.
pub const fn side_rgb(side: Side) -> Rgb {
    match side {
        Side::Red => Rgb(0xC8, 0x1E, 0x1E),
        Side::Black => Rgb(0x15, 0x15, 0x15),
    }
}

/// Coloured terminal text (24-bit or xterm-256, per `mode`), rank 11 at the top. Each
/// square is 3 columns on the colour of its kind, with its glyph (`✕` shiro, `◎` anzen,
/// `·` mekura, `☼` sun, `R` dragon, `W` ibis, `†` sword) or a samurai `●` in its side's
/// colour; the last move's squares are in brackets. Legend and [`status_lines`] follow.
pub fn terminal(d: &Diagram, mode: ColorMode) -> String {
    let p = d.position;
    let mut out = text_board(d, " ", |out, sq| {
        let bg = kind_rgb(p.board().kind(sq));
        let (open, close) = if d.marked(sq) { ("[", "]") } else { (" ", " ") };
        let frame = Paint {
            fg: Some(bg.contrast()),
            bg: Some(bg),
            bold: true,
            underline: false,
        };
        let (text, fg) = match p.side_at(sq) {
            Some(side) => ("●", side_rgb(side)),
            None => (glyph(p.board().kind(sq)), bg.contrast()),
        };
        let inner = Paint {
            fg: Some(fg),
            bg: Some(bg),
            bold: true,
            underline: false,
        };
        out.push_str(&frame.paint(open, mode));
        out.push_str(&inner.paint(text, mode));
        out.push_str(&frame.paint(close, mode));
    });
    let mut legend = Vec::new();
    for k in Kind::ALL {
        let bg = kind_rgb(k);
        let sw = Paint {
            fg: Some(bg.contrast()),
            bg: Some(bg),
            bold: true,
            underline: false,
        };
        legend.push(format!(
            "{} {}",
            sw.paint(&format!(" {} ", glyph(k)), mode),
            k.name()
        ));
    }
    out.push_str(&legend.join("  "));
    out.push('\n');
    push_lines(&mut out, status_lines(d));
    out
}

/// Side of a square in SVG user units.
const SQ: f64 = 44.0;
/// The board, its coordinates and caption (70 characters a line).
const FRAME: BoardFrame = BoardFrame::new(SIZE, SQ, 26.0, 13).wrapped(70);
const INK: &str = "#222222";

/// An SVG diagram: squares coloured by kind with their glyph, coordinates on all four
/// sides, samurai as red or black discs, the last move as an arrow with its two squares
/// outlined, and the [`status_lines`] as a caption under the board.
///
/// Elements carry classes for styling and tests: `square <kind>`, `glyph`, `coord`,
/// `samurai red|black`, `last-move`, `caption`.
pub fn svg(d: &Diagram) -> String {
    let p = d.position;
    let (frame, mut s, lines) = FRAME.open(d.flip, status_lines(d));
    frame.board_group(&mut s, |s, sq: Square| {
        let (cx, cy) = frame.at(sq);
        let kind = p.board().kind(sq);
        let class = format!("square {}", kind.name());
        let name = sq.to_string();
        let fill = kind_rgb(kind).hex();
        frame.square(
            s,
            sq,
            &[
                ("class", &class),
                ("id", &name),
                ("fill", &fill),
                ("stroke", "#fbf8f1"),
                ("stroke-width", "1"),
            ],
        );
        let ink = kind_rgb(kind).contrast().hex();
        s.text(
            cx,
            cy + 6.0,
            glyph(kind),
            &[
                ("class", "glyph"),
                ("fill", &ink),
                ("font-size", "18"),
                ("text-anchor", "middle"),
                ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"),
            ],
        );
    });
    frame.outline(&mut s);
    if let Some(m) = d.last_move {
        for sq in [m.from, m.to] {
            frame.highlight(
                &mut s,
                sq,
                2.0,
                &[
                    ("class", "last-move"),
                    ("fill", "none"),
                    ("stroke", INK),
                    ("stroke-width", "3"),
                    ("stroke-opacity", "0.8"),
                ],
            );
        }
    }
    for side in Side::ALL {
        for sq in p.samurai(side) {
            let (cx, cy) = frame.at(sq);
            let class = format!("samurai {}", side.name());
            let fill = side_rgb(side).hex();
            s.circle(
                cx,
                cy,
                SQ * 0.34,
                &[
                    ("class", &class),
                    ("fill", &fill),
                    ("stroke", "#fbf8f1"),
                    ("stroke-width", "2"),
                ],
            );
        }
    }
    if let Some(m) = d.last_move {
        let from = frame.at(m.from);
        let end = svgp::shorten(from, frame.at(m.to), SQ * 0.4);
        s.arrow(
            from,
            end,
            "arrowhead",
            &[
                ("class", "last-move"),
                ("stroke", "#111111"),
                ("stroke-width", "4"),
                ("stroke-opacity", "0.75"),
            ],
        );
    }
    frame.caption(&mut s, &lines, 36.0);
    s.finish()
}
