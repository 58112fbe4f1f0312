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
use crate::core::position::{fields_of, one_of, parse_board};
use crate::message::Message;

/// The bytes of a position string, written at a running index into bytes of a fixed
/// size: no capacity to check at each byte. The index wraps at 128, which it never
/// reaches (83 bytes of board, the side and 17 letters a side at most), so no write can
/// fail; two bytes more let a pair be written at any index below 128.
struct Written {
    bytes: [u8; 130],
    len: usize,
}

impl Written {
    #[inline(always)]
    fn put(&mut self, b: u8) {
        self.bytes[self.len & 127] = b;
        self.len += 1;
    }

    /// Two bytes (a token's letters) in one copy.
    #[inline(always)]
    fn put2(&mut self, pair: [u8; 2]) {
        let at = self.len & 127;
        self.bytes[at..at + 2].copy_from_slice(&pair);
        self.len += 2;
    }

    /// The captured tokens field: the letters of each kind held, or `-` for none.
    #[inline(always)]
    fn held(&mut self, held: ByKind<u8>) {
        if held.total() == 0 {
            return self.put(b'-');
        }
        for kind in Kind::ALL {
            for _ in 0..held[kind] {
                self.put(kind.letter() as u8);
            }
        }
    }
}

impl Position {
    /// The position string (grammar/kaito-position.ebnf), written byte by byte (what
    /// `Display` writes).
    pub fn text(&self) -> String {
        let mut out = Written {
            bytes: [0; 130],
            len: 0,
        };
        // The board field: rank 6 first, files a to f, a run of empty squares as its
        // count, the Kaito's square `*`, or `@` before the token on it.
        let kaito = self.kaito().index();
        for rank in (0..6).rev() {
            let mut empty = 0;
            for (file, &cell) in self.board.iter().skip(rank * 6).take(6).enumerate() {
                let on_kaito = rank * 6 + file == kaito;
                if cell.is_none() && !on_kaito {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.put(b'0' + empty);
                    empty = 0;
                }
                match cell {
                    None => out.put(b'*'),
                    Some(p) => {
                        if on_kaito {
                            out.put(b'@');
                        }
                        out.put2(p.letters());
                    }
                }
            }
            if empty > 0 {
                out.put(b'0' + empty);
            }
            if rank > 0 {
                out.put(b'/');
            }
        }
        out.put(b' ');
        out.put(self.turn().letter() as u8);
        out.put(b' ');
        out.held(self.held(Side::Red));
        out.put(b' ');
        out.held(self.held(Side::Black));
        let bytes = out.bytes.get(..out.len).unwrap_or_default();
        // Every byte written is an ASCII letter, digit or sign.
        String::from_utf8(bytes.to_vec()).unwrap_or_default()
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
            let message = crate::message!("kaito-position-not-captured", letter = c);
            PositionError::new(at + i, c.len_utf8(), message)
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
                let message = Message::new("kaito-position-kaito-twice");
                return Err(PositionError::new(pos, 1, message));
            }
            kaito = Some(cell.square()?);
            let on_token = cell
                .rest
                .peek()
                .is_some_and(|&(_, c)| Side::from_letter(c).is_some());
            if ch == '@' && !on_token {
                let message = Message::new("kaito-position-at-alone");
                return Err(PositionError::new(pos, 1, message));
            }
            // `*`: the Kaito on an empty square, which counts as one square.
            Ok(u8::from(ch == '*'))
        } else if let Some(side) = Side::from_letter(ch) {
            let kind = match cell.rest.next() {
                Some((_, k)) => Kind::from_letter(k),
                None => None,
            };
            let kind = kind.ok_or_else(|| {
                let message = crate::message!("kaito-position-token-kind", letter = ch);
                PositionError::new(pos, 2, message)
            })?;
            board[cell.square()?.index()] = Some(Piece::new(side, kind));
            Ok(1)
        } else {
            let message = crate::message!("kaito-position-not-a-token", letter = ch);
            Err(PositionError::new(pos, ch.len_utf8(), message))
        }
    })?;
    let kaito = kaito.ok_or_else(|| {
        PositionError::new(at, text.len(), Message::new("kaito-position-no-kaito"))
    })?;
    Ok((board, kaito))
}

impl FromStr for Position {
    type Err = PositionError;

    fn from_str(s: &str) -> Result<Position, PositionError> {
        let fields = fields_of(s, 4, 4, "kaito-position-fields")?;
        let (board, red, black) = (fields[0], fields[2], fields[3]);
        let (squares, kaito) = read_board(board.0, board.1)?;
        let sides = [("r", Side::Red), ("b", Side::Black)];
        let turn = one_of(fields[1], &sides, "kaito-position-side")?;
        let held = BySide([parse_held(red.0, red.1)?, parse_held(black.0, black.1)?]);
        Position::from_parts(squares, kaito, turn, held)
            .map_err(|e| PositionError::new(0, s.len(), e.message()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::position::push_board;
    use crate::core::position::testing::{reads_back, refused};
    use crate::core::random::Seeded;

    /// The board field as the board writer shared by the games writes it.
    fn shared_board(p: &Position) -> String {
        let mut out = Vec::new();
        push_board(&mut out, |sq: Square| {
            match (sq == p.kaito(), p.piece_at(sq)) {
                (true, None) => Some("*"),
                (true, Some(t)) => Some(t.code_on_kaito()),
                (false, t) => t.map(Piece::code),
            }
        });
        String::from_utf8(out).unwrap()
    }

    /// Every position of random games (exchanges, captures held by both sides, the
    /// Kaito on a token bought back), and hand-made ones: the board field of the string
    /// is the shared writer's.
    #[test]
    fn the_board_field_is_what_the_shared_writer_writes() {
        let mut positions: Vec<Position> = [
            "6/6/2*3/6/6/bHbSrSrH2 r SSH123 -",
            "@rH5/6/6/6/6/bHbS3rS r - SH1",
        ]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
        let mut exchanges = 0;
        for seed in 0..30 {
            let mut rng = Seeded::new(seed);
            let mut pos = Position::sample();
            loop {
                positions.push(pos);
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                exchanges += usize::from(mv.exchange.is_some());
                pos = pos.play(mv).unwrap();
            }
        }
        assert!(exchanges > 10, "{exchanges} exchanges");
        for p in positions {
            let text = p.text();
            let (board, _) = text.split_once(' ').unwrap();
            assert_eq!(board, shared_board(&p), "{text}");
            assert_eq!(text.parse::<Position>().unwrap(), p, "{text}");
        }
    }

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
            assert!(e.message.to_string().contains(says), "{text}: {e}");
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
