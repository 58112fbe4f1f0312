//! The position string (grammar: `grammar/kaito-position.ebnf`).
//!
//! ```text
//! rSb1r2bHrSb3/b2rS@bSr1rH1/6/6/6/rHbS4 b S3 -
//! ```
//! Fields, separated by spaces:
//! 1. the board, rank 6 first, ranks separated by `/`; on each rank, files a to f: a
//!    token (`r`/`b` then `S`, `H`, `1`, `2`, `3`), or a digit 1–6 counting empty
//!    squares; `*` is the Kaito on an empty square, `@` followed by a token is the
//!    Kaito standing on that token (one just bought back with an exchange);
//! 2. the side to move, which is the colour the Kaito shows: `r` or `b`;
//! 3. the black tokens Red has captured: letters `S H 1 2 3`, or `-` for none;
//! 4. the red tokens Black has captured, the same way.
//!
//! Tokens found nowhere are out of the game. The result (a side without Kabuto or
//! Katana, or a Kaito that cannot move) is derived from the position.

use std::fmt;
use std::str::FromStr;

use super::board::{ByKind, BySide, Kind, Piece, Side, Square};
use super::rules::Position;

pub use crate::core::position::PositionError;
use crate::core::position::{fields_of, one_of, parse_board, push_board};

/// The captured tokens field: the letters of each kind held, or `-` for none.
fn write_held(out: &mut Vec<u8>, held: ByKind<u8>) {
    if held.total() == 0 {
        out.push(b'-');
        return;
    }
    for kind in Kind::ALL {
        for _ in 0..held[kind] {
            out.push(kind.letter() as u8);
        }
    }
}

impl Position {
    /// The position string (grammar/kaito-position.ebnf), written byte by byte (what
    /// `Display` writes).
    pub fn text(&self) -> String {
        // The longest string: 83 bytes of board, the side, and 17 letters a side.
        let mut out = Vec::with_capacity(128);
        // The board field: the kaito's square marked `*`, or `@` before the piece on it.
        let kaito = self.kaito();
        push_board(&mut out, |sq: Square| {
            match (sq == kaito, self.piece_at(sq)) {
                (true, None) => Some("*"),
                (true, Some(p)) => Some(p.code_on_kaito()),
                (false, p) => p.map(Piece::code),
            }
        });
        out.extend_from_slice(&[b' ', self.turn().letter() as u8, b' ']);
        write_held(&mut out, self.held(Side::Red));
        out.push(b' ');
        write_held(&mut out, self.held(Side::Black));
        // Every byte written is an ASCII letter, digit or sign.
        String::from_utf8(out).unwrap_or_default()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

fn parse_held(at: usize, text: &str) -> Result<ByKind<u8>, PositionError> {
    let mut held = ByKind([0u8; 5]);
    if text == "-" {
        return Ok(held);
    }
    for (i, c) in text.char_indices() {
        let kind = Kind::from_letter(c).ok_or_else(|| {
            PositionError::new(
                at + i,
                c.len_utf8(),
                format!("'{c}' is not a captured token (S, H, 1, 2, 3, or '-' for none)"),
            )
        })?;
        held[kind] = held[kind].saturating_add(1);
    }
    Ok(held)
}

fn read_board(
    at: usize,
    text: &str,
) -> Result<([Option<Piece>; Square::COUNT], Square), PositionError> {
    let mut board = [None; Square::COUNT];
    let mut kaito = None;
    parse_board::<6>(at, text, |cell| {
        let (pos, ch) = (cell.at, cell.ch);
        if ch == '*' || ch == '@' {
            if kaito.is_some() {
                return Err(PositionError::new(pos, 1, "the Kaito is marked twice"));
            }
            kaito = Some(cell.square()?);
            let on_token = cell
                .rest
                .peek()
                .is_some_and(|&(_, c)| Side::from_letter(c).is_some());
            if ch == '@' && !on_token {
                return Err(PositionError::new(
                    pos,
                    1,
                    "'@' (the Kaito on a token) must be followed by a token",
                ));
            }
            // `*`: the Kaito on an empty square, which counts as one square.
            Ok(u8::from(ch == '*'))
        } else if let Some(side) = Side::from_letter(ch) {
            let kind = match cell.rest.next() {
                Some((_, k)) => Kind::from_letter(k),
                None => None,
            };
            let kind = kind.ok_or_else(|| {
                PositionError::new(
                    pos,
                    2,
                    format!("'{ch}' must be followed by S, H, 1, 2 or 3 (the token)"),
                )
            })?;
            board[cell.square()?.index()] = Some(Piece::new(side, kind));
            Ok(1)
        } else {
            Err(PositionError::new(
                pos,
                ch.len_utf8(),
                format!(
                    "'{ch}' is not a token (r or b then S, H, 1-3), the Kaito ('*' or '@' before a token) or a count of empty squares"
                ),
            ))
        }
    })?;
    let kaito = kaito.ok_or_else(|| {
        PositionError::new(
            at,
            text.len(),
            "the board does not show the Kaito ('*', or '@' before a token)",
        )
    })?;
    Ok((board, kaito))
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        let names = "board, side to move, Red's captures, Black's captures";
        let fields = fields_of(s, 4, 4, names)?;
        let (board, red, black) = (fields[0], fields[2], fields[3]);
        let (squares, kaito) = read_board(board.0, board.1)?;
        let sides = [("r", Side::Red), ("b", Side::Black)];
        let turn = one_of(fields[1], &sides, "the side to move is 'r' or 'b'")?;
        let held = BySide([parse_held(red.0, red.1)?, parse_held(black.0, black.1)?]);
        Position::from_parts(squares, kaito, turn, held)
            .map_err(|e| PositionError::new(0, s.len(), e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::position::testing::{reads_back, refused};

    #[test]
    fn round_trips() {
        reads_back::<Position>(&[
            "rSb1r2bHrSb3/b2rS@bSr1rH1/6/6/6/rHbS4 b S3 -",
            "@rH5/6/6/6/6/bHbS3rS r - SH1",
            "b2bHr1rSb1b1/rHbSr2r1b1bS/*r3rSbSb2rH/bS1r2rSb3rS/r3rSbSr1b3bS/bHrSrSbHrHbS b - -",
            "6/6/2*3/6/6/bHbSrSrH2 r SSH123 -",
        ]);
    }

    #[test]
    fn errors_point_at_the_offending_part() {
        // Where the part that is wrong starts: a token, the side, the exchange letters.
        for (text, at) in [
            ("rX5/6/6/6/6/*5 r - -", 0),
            ("rS5/6/6/6/6/*5 x - -", 15),
            ("rS5/6/6/6/6/*5 r - Q", 19),
        ] {
            assert_eq!(refused::<Position>(text).at, at, "{text}");
        }
        // What is wrong with the board as a whole.
        for (text, says) in [
            ("rS5/6/6/6/6/6 r - -", "Kaito"),
            ("rS4/6/6/6/6/*5 r - -", "5 squares"),
        ] {
            let e = refused::<Position>(text);
            assert!(e.message.contains(says), "{text}: {e}");
        }
        for text in [
            "",
            "**4/6/6/6/6/6 r - -",
            "@5/6/6/6/6/6 r - -",
            // `*` then a token: the Kaito on an empty square, then the token (7 squares).
            "rSb1r2bHrSb3/b2rS*bSr1rH1/6/6/6/rHbS4 b S3 -",
        ] {
            refused::<Position>(text);
        }
    }
}
