//! HackerRank's Kamisado position: what a bot is given to play one move.
//!
//! The problem statement (as copied in a public issue; HackerRank's own page is not in
//! the stored sources) gives the input as:
//!
//! - a line `1` or `2`: whose turn it is (the first or the second player);
//! - 8 lines of 16 characters, row 0 at the top: each cell is two characters, the colour
//!   of the cell (one of `O L M P Y R G B`), then the pawn on it: its colour's letter,
//!   upper case for the first player's pawns, lower case for the second player's, or a
//!   character for an empty cell (the statement's copy is cut before it names that
//!   character: any character that is not a colour letter is read as empty);
//! - a line with the colour of the pawn that must move, or `-` for the first player's
//!   first move (any pawn).
//!
//! The first player's home row is row 7 and the second player's row 0; the first player
//! moves first. kifu reads the first player as Black (home row rank 1): row `r` is rank
//! `8 − r`, column `c` is file `a`–`h`. The statement does not say which colour each
//! letter is; kifu reads it from the board itself (each cell's letter against the colour
//! of that square on Kamisado's board), so a board that is not Kamisado's is refused.
//!
//! The statement differs from the book in one place: "the game ends when a player
//! … is unable to make a move", where the book (D6) has a blocked player pass; said
//! when the position is one (`kamisado::import::hackerrank-blocked`).

use indexmap::IndexMap;

use super::super::ast::MatchKind;
use super::super::board::{Colour, Side, Square, Teeth, Tower};
use super::super::recorder::Recorder;
use super::super::rules::{Phase, Placed, Position};
use super::super::style::Style;
use super::{Converted, code, malformed};
use crate::core::diag::Problem;
use crate::core::span::Span;
use crate::message;
use crate::message::Arg;

/// Read a HackerRank position (see the module's documentation).
pub fn convert(text: &str, style: Style) -> Result<Converted, Vec<Problem>> {
    let bad = |span: Span, what: crate::message::Message| {
        vec![malformed(span, what, message!("kamisado-import-hackerrank-help"))]
    };
    let mut lines = Vec::new();
    let mut at = 0;
    for raw in text.split_inclusive('\n') {
        let content = raw.trim_end_matches(['\n', '\r']);
        if !content.trim().is_empty() {
            lines.push((content, Span::new(at, at + content.len())));
        }
        at += raw.len();
        if lines.len() > 10 {
            break;
        }
    }
    if lines.len() != 10 {
        let end = Span::new(text.len(), text.len());
        let span = lines.get(10).map_or(end, |l| l.1);
        return Err(bad(span, message!("kamisado-import-hackerrank-lines", found = lines.len())));
    }
    let (turn_text, turn_span) = lines[0];
    let turn = match turn_text.trim() {
        "1" => Side::Black,
        "2" => Side::White,
        _ => return Err(bad(turn_span, message!("kamisado-import-hackerrank-turn"))),
    };
    // Each letter's colour, read from the cells.
    let mut letters: Vec<(char, Colour)> = Vec::with_capacity(8);
    let mut pawns: Vec<(char, Square, Span)> = Vec::with_capacity(16);
    for (row, &(line, span)) in lines[1..9].iter().enumerate() {
        let chars: Vec<(usize, char)> = line.char_indices().collect();
        if chars.len() != 16 {
            return Err(bad(
                span,
                message!("kamisado-import-hackerrank-row", found = chars.len()),
            ));
        }
        for col in 0..8 {
            let (i, cell) = chars[2 * col];
            let (j, pawn) = chars[2 * col + 1];
            let rank = 7 - row as i8;
            let Some(sq) = Square::from_coords(col as i8, rank) else {
                continue;
            };
            let cell_span = Span::new(span.start + i, span.start + i + cell.len_utf8());
            let cell = cell.to_ascii_uppercase();
            if !"OLMPYRGB".contains(cell) {
                return Err(bad(cell_span, message!("kamisado-import-hackerrank-cell")));
            }
            match letters.iter().find(|(l, _)| *l == cell) {
                Some(&(_, c)) if c != sq.colour() => {
                    return Err(bad(
                        cell_span,
                        message!("kamisado-import-hackerrank-board", square = sq.to_string()),
                    ));
                }
                Some(_) => {}
                None => letters.push((cell, sq.colour())),
            }
            let pawn_span = Span::new(span.start + j, span.start + j + pawn.len_utf8());
            if "OLMPYRGB".contains(pawn.to_ascii_uppercase()) {
                pawns.push((pawn, sq, pawn_span));
            }
        }
    }
    let colour_of = |c: char| {
        letters
            .iter()
            .find(|(l, _)| *l == c.to_ascii_uppercase())
            .map(|&(_, c)| c)
    };
    let mut placed = Vec::with_capacity(16);
    for &(pawn, square, span) in &pawns {
        let side = if pawn.is_ascii_uppercase() {
            Side::Black
        } else {
            Side::White
        };
        let Some(colour) = colour_of(pawn) else {
            return Err(bad(span, message!("kamisado-import-hackerrank-cell")));
        };
        let tower = Tower::new(side, colour);
        if placed.iter().any(|p: &Placed| p.tower == tower) {
            return Err(bad(span, message!("kamisado-import-hackerrank-twice", tower = tower.said())));
        }
        placed.push(Placed {
            tower,
            square,
            teeth: Teeth::NONE,
        });
    }
    let (next_text, next_span) = lines[9];
    let required = match next_text.trim() {
        "-" => None,
        t => {
            let mut cs = t.chars();
            match (cs.next().and_then(colour_of), cs.next()) {
                (Some(c), None) => Some(c),
                _ => return Err(bad(next_span, message!("kamisado-import-hackerrank-next"))),
            }
        }
    };
    if required.is_none() && turn != Side::Black {
        return Err(bad(next_span, message!("kamisado-import-hackerrank-next")));
    }
    let pos = match Position::setup(&placed, turn, required, Phase::Play) {
        Ok(p) => p,
        Err(e) => return Err(bad(Span::new(lines[1].1.start, lines[8].1.end), e.message())),
    };
    let mut notes = Vec::new();
    if pos.must_pass() {
        notes.push(
            Problem::warning(
                code!("hackerrank-blocked"),
                next_span,
                message!("kamisado-import-hackerrank-blocked", side = Arg::Term(turn.term())),
            )
            .with_help(message!("kamisado-import-hackerrank-blocked-help")),
        );
    }
    let mut before = IndexMap::new();
    before.insert("Source".to_string(), "HackerRank".to_string());
    let m = Recorder::from_position(MatchKind::Simple, pos, style);
    Ok(Converted {
        json: m.finish(before, IndexMap::new()),
        notes,
    })
}
