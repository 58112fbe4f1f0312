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

/// Why a position string was rejected; `at` is the byte offset of the offending part.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PositionError {
    /// Byte offset of the offending part.
    pub at: usize,
    /// Its length in bytes (at least 1).
    pub len: usize,
    /// What is wrong.
    pub message: String,
}

impl PositionError {
    fn new(at: usize, len: usize, message: impl Into<String>) -> Self {
        PositionError {
            at,
            len: len.max(1),
            message: message.into(),
        }
    }
}

fn write_held(f: &mut fmt::Formatter<'_>, held: ByKind<u8>) -> fmt::Result {
    if held.total() == 0 {
        return f.write_str("-");
    }
    for kind in Kind::ALL {
        for _ in 0..held[kind] {
            write!(f, "{}", kind.letter())?;
        }
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..6u8).rev() {
            let mut empty = 0;
            for file in 0..6u8 {
                let Some(sq) = Square::from_coords(file, rank) else {
                    continue;
                };
                let piece = self.piece_at(sq);
                let kaito = sq == self.kaito();
                if (piece.is_some() || kaito) && empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                match (kaito, piece) {
                    (true, Some(p)) => write!(f, "@{p}")?,
                    (true, None) => f.write_str("*")?,
                    (false, Some(p)) => write!(f, "{p}")?,
                    (false, None) => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {} ", self.turn().letter())?;
        write_held(f, self.held(Side::Red))?;
        f.write_str(" ")?;
        write_held(f, self.held(Side::Black))
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

fn parse_board(
    at: usize,
    text: &str,
) -> Result<([Option<Piece>; Square::COUNT], Square), PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 6 {
        return Err(PositionError::new(
            at,
            text.len(),
            format!(
                "the board has 6 ranks separated by '/', found {}",
                ranks.len()
            ),
        ));
    }
    let mut board = [None; Square::COUNT];
    let mut kaito = None;
    let mut off = at;
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 5 - i as u8;
        let mut file = 0u8;
        let mut chars = rank_text.char_indices().peekable();
        let too_long = |p: usize| {
            PositionError::new(p, 1, format!("rank {} has more than 6 squares", rank + 1))
        };
        while let Some((ci, ch)) = chars.next() {
            let pos = off + ci;
            if ch == '*' || ch == '@' {
                if kaito.is_some() {
                    return Err(PositionError::new(pos, 1, "the Kaito is marked twice"));
                }
                let sq = Square::from_coords(file, rank).ok_or_else(|| too_long(pos))?;
                kaito = Some(sq);
                let on_token = chars
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
                if ch == '*' {
                    file += 1;
                }
            } else if let Some(d) = ch.to_digit(10) {
                if !(1..=6).contains(&d) {
                    return Err(PositionError::new(
                        pos,
                        1,
                        "empty squares are counted 1 to 6",
                    ));
                }
                file += d as u8;
            } else if let Some(side) = Side::from_letter(ch) {
                let kind = match chars.next() {
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
                let sq = Square::from_coords(file, rank).ok_or_else(|| too_long(pos))?;
                board[sq.index()] = Some(Piece::new(side, kind));
                file += 1;
            } else {
                return Err(PositionError::new(
                    pos,
                    ch.len_utf8(),
                    format!(
                        "'{ch}' is not a token (r or b then S, H, 1-3), the Kaito ('*' or '@' before a token) or a count of empty squares"
                    ),
                ));
            }
            if file > 6 {
                return Err(too_long(pos));
            }
        }
        if file != 6 {
            return Err(PositionError::new(
                off,
                rank_text.len(),
                format!("rank {} has {file} squares, not 6", rank + 1),
            ));
        }
        off += rank_text.len() + 1;
    }
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
        let fields: Vec<(usize, &str)> = s
            .split(' ')
            .scan(0usize, |pos, part| {
                let at = *pos;
                *pos += part.len() + 1;
                Some((at, part))
            })
            .filter(|(_, p)| !p.is_empty())
            .collect();
        let [board, side, red, black] = fields.as_slice() else {
            return Err(PositionError::new(
                0,
                s.len(),
                format!(
                    "a position has 4 fields separated by spaces (board, side to move, Red's captures, Black's captures); found {}",
                    fields.len()
                ),
            ));
        };
        let (squares, kaito) = parse_board(board.0, board.1)?;
        let turn = match side.1 {
            "r" => Side::Red,
            "b" => Side::Black,
            _ => {
                return Err(PositionError::new(
                    side.0,
                    side.1.len(),
                    "the side to move is 'r' or 'b'",
                ));
            }
        };
        let held = BySide([parse_held(red.0, red.1)?, parse_held(black.0, black.1)?]);
        Position::from_parts(squares, kaito, turn, held)
            .map_err(|e| PositionError::new(0, s.len(), e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for s in [
            "rSb1r2bHrSb3/b2rS@bSr1rH1/6/6/6/rHbS4 b S3 -",
            "@rH5/6/6/6/6/bHbS3rS r - SH1",
            "b2bHr1rSb1b1/rHbSr2r1b1bS/*r3rSbSb2rH/bS1r2rSb3rS/r3rSbSr1b3bS/bHrSrSbHrHbS b - -",
            "6/6/2*3/6/6/bHbSrSrH2 r SSH123 -",
        ] {
            let p: Position = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(p.to_string(), s);
        }
    }

    #[test]
    fn errors_point_at_the_offending_part() {
        let e = "rX5/6/6/6/6/*5 r - -".parse::<Position>().unwrap_err();
        assert_eq!(e.at, 0);
        let e = "rS5/6/6/6/6/*5 x - -".parse::<Position>().unwrap_err();
        assert_eq!(e.at, 15);
        let e = "rS5/6/6/6/6/*5 r - Q".parse::<Position>().unwrap_err();
        assert_eq!(e.at, 19);
        let e = "rS5/6/6/6/6/6 r - -".parse::<Position>().unwrap_err();
        assert!(e.message.contains("Kaito"), "{e}");
        let e = "rS4/6/6/6/6/*5 r - -".parse::<Position>().unwrap_err();
        assert!(e.message.contains("5 squares"), "{e}");
        assert!("".parse::<Position>().is_err());
        assert!("**4/6/6/6/6/6 r - -".parse::<Position>().is_err());
        assert!("@5/6/6/6/6/6 r - -".parse::<Position>().is_err());
        // `*` then a token: the Kaito on an empty square, then the token (7 squares).
        assert!(
            "rSb1r2bHrSb3/b2rS*bSr1rH1/6/6/6/rHbS4 b S3 -"
                .parse::<Position>()
                .is_err()
        );
    }
}
