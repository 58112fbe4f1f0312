//! What the position strings of the board games share (`grammar/*-position.ebnf`): fields
//! separated by spaces, then a board written rank by rank from the far rank down, ranks
//! separated by `/`, files from a, a number counting empty squares.
//!
//! A game says what stands on a square ([`write_board`]) and how to read one piece
//! ([`parse_board`]); the counting, the rank lengths and their messages are here.

use std::fmt;
use std::iter::Peekable;
use std::str::CharIndices;

use super::board::Square;
use crate::message::Message;

/// Why a position string was rejected; `at` is the byte offset of the offending part.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PositionError {
    /// Byte offset of the offending part.
    pub at: usize,
    /// Its length in bytes (at least 1).
    pub len: usize,
    /// What is wrong, in any language (`Display`: in English).
    pub message: Message,
}

impl PositionError {
    /// An error on `len` bytes (at least one) from `at`.
    pub fn new(at: usize, len: usize, message: Message) -> Self {
        PositionError {
            at,
            len: len.max(1),
            message,
        }
    }
}

/// A position string given on the command line (`kifu perft --position`) is a usage error.
impl From<PositionError> for super::game::GameError {
    fn from(e: PositionError) -> Self {
        super::game::GameError::Usage(crate::message!(
            "position-bad",
            reason = e.message,
            at = e.at
        ))
    }
}

/// The fields of `s` (see [`fields`]) when there are `min` to `max` of them; else the
/// error that says how many there must be, and what they are (`names`, a message id of
/// the game's catalogue).
pub fn fields_of<'s>(
    s: &'s str,
    min: usize,
    max: usize,
    names: &'static str,
) -> Result<Vec<(usize, &'s str)>, PositionError> {
    let found = fields(s);
    if (min..=max).contains(&found.len()) {
        return Ok(found);
    }
    let id = if min == max {
        "position-fields"
    } else {
        "position-fields-between"
    };
    let message = crate::message!(
        id,
        min = min,
        max = max,
        names = Message::new(names),
        found = found.len()
    );
    Err(PositionError::new(0, s.len(), message))
}

/// A field that must be one of `choices` (the side to move: `("b", Side::Black)`…); else
/// the error `message` (a message id) on it.
pub fn one_of<T: Copy>(
    (at, text): (usize, &str),
    choices: &[(&str, T)],
    message: &'static str,
) -> Result<T, PositionError> {
    choices
        .iter()
        .find(|(c, _)| *c == text)
        .map(|&(_, v)| v)
        .ok_or_else(|| PositionError::new(at, text.len(), Message::new(message)))
}

/// The fields of a position string, each with its byte offset; runs of spaces separate.
pub fn fields(s: &str) -> Vec<(usize, &str)> {
    s.split(' ')
        .scan(0usize, |pos, part| {
            let at = *pos;
            *pos += part.len() + 1;
            Some((at, part))
        })
        .filter(|(_, p)| !p.is_empty())
        .collect()
}

/// Writes the board field to `out`: for each square, far rank first, `cell` gives the
/// bytes of what stands there (`None` for an empty square, counted with its neighbours).
pub fn push_board<const N: u8, C: AsRef<[u8]>>(
    out: &mut Vec<u8>,
    mut cell: impl FnMut(Square<N>) -> Option<C>,
) {
    for rank in (0..N as i8).rev() {
        let mut empty = 0;
        for file in 0..N as i8 {
            let Some(sq) = Square::from_coords(file, rank) else {
                continue;
            };
            match cell(sq) {
                None => empty += 1,
                Some(c) => {
                    push_count(out, empty);
                    empty = 0;
                    // A cell is a few bytes: pushed one by one, cheaper than a copy call.
                    for &b in c.as_ref() {
                        out.push(b);
                    }
                }
            }
        }
        push_count(out, empty);
        if rank > 0 {
            out.push(b'/');
        }
    }
}

/// [`push_board`] written to a formatter (a position's `Display`).
pub fn write_board<const N: u8, C: AsRef<[u8]>>(
    f: &mut fmt::Formatter<'_>,
    cell: impl FnMut(Square<N>) -> Option<C>,
) -> fmt::Result {
    let mut out = Vec::with_capacity(usize::from(N) * (usize::from(N) + 1));
    push_board(&mut out, cell);
    f.write_str(&String::from_utf8_lossy(&out))
}

/// A count of empty squares (none written for 0): a board has at most 15 files.
fn push_count(out: &mut Vec<u8>, n: u8) {
    match n {
        0 => {}
        1..=9 => out.push(b'0' + n),
        _ => out.extend_from_slice(&[b'0' + n / 10, b'0' + n % 10]),
    }
}

/// Where a piece of the board field stands: the game reads it, then says how many
/// squares it covers.
pub struct Cell<'a, 'p, const N: u8> {
    /// The byte offset of its first character in the whole string.
    pub at: usize,
    /// Its first character.
    pub ch: char,
    /// The rest of the rank, for a piece written with more than one character.
    pub rest: &'p mut Peekable<CharIndices<'a>>,
    file: i8,
    rank: i8,
}

impl<const N: u8> Cell<'_, '_, N> {
    /// The square the piece stands on, or the error saying that the rank is too long.
    pub fn square(&self) -> Result<Square<N>, PositionError> {
        Square::from_coords(self.file, self.rank).ok_or_else(|| too_long::<N>(self.at, self.rank))
    }
}

fn too_long<const N: u8>(at: usize, rank: i8) -> PositionError {
    let message = crate::message!("position-rank-too-long", rank = rank + 1, size = N);
    PositionError::new(at, 1, message)
}

/// Reads the board field at byte offset `at`: `N` ranks separated by `/`, counts of
/// empty squares (one digit on a board of fewer than 10 files, a number otherwise), and
/// pieces, which `piece` reads and answers with the number of squares they cover.
pub fn parse_board<const N: u8>(
    at: usize,
    text: &str,
    mut piece: impl FnMut(Cell<'_, '_, N>) -> Result<u8, PositionError>,
) -> Result<(), PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != N as usize {
        let message = crate::message!("position-ranks", size = N, found = ranks.len());
        return Err(PositionError::new(at, text.len(), message));
    }
    let mut off = at;
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = N as i8 - 1 - i as i8;
        let mut file = 0i8;
        let mut chars = rank_text.char_indices().peekable();
        while let Some((ci, ch)) = chars.next() {
            let pos = off + ci;
            if ch.is_ascii_digit() {
                let mut n = ch as u32 - '0' as u32;
                let mut len = 1;
                while N >= 10
                    && let Some(&(_, d)) = chars.peek()
                    && d.is_ascii_digit()
                {
                    chars.next();
                    n = n.saturating_mul(10).saturating_add(d as u32 - '0' as u32);
                    len += 1;
                }
                if n == 0 || n > u32::from(N) {
                    let message = crate::message!("position-empty-count", size = N);
                    return Err(PositionError::new(pos, len, message));
                }
                file += n as i8;
            } else {
                let cell = Cell {
                    at: pos,
                    ch,
                    rest: &mut chars,
                    file,
                    rank,
                };
                file += piece(cell)? as i8;
            }
            if file > N as i8 {
                return Err(too_long::<N>(pos, rank));
            }
        }
        if file != N as i8 {
            let message = crate::message!(
                "position-rank-length",
                rank = rank + 1,
                found = file,
                size = N
            );
            return Err(PositionError::new(off, rank_text.len(), message));
        }
        off += rank_text.len() + 1;
    }
    Ok(())
}

/// Checks a game's position strings make.
#[cfg(test)]
pub(crate) mod testing {
    use std::fmt::{Debug, Display};
    use std::str::FromStr;

    use super::PositionError;

    /// Each of `strings` reads as a `P` that writes it back as it was.
    pub fn reads_back<P: FromStr<Err = PositionError> + Display>(strings: &[&str]) {
        for s in strings {
            let p: P = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(p.to_string(), *s);
        }
    }

    /// Why `s` is not a `P` (it must not be one).
    pub fn refused<P: FromStr<Err = PositionError> + Debug>(s: &str) -> PositionError {
        s.parse::<P>().expect_err(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Board(Vec<Square<8>>);

    impl fmt::Display for Board {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_board::<8, &[u8]>(f, |sq| self.0.contains(&sq).then_some(b"x"))
        }
    }

    fn read(text: &str) -> Result<Vec<Square<8>>, PositionError> {
        let mut out = Vec::new();
        parse_board::<8>(0, text, |cell| {
            if cell.ch != 'x' {
                return Err(PositionError::new(cell.at, 1, Message::new("not-a-piece")));
            }
            out.push(cell.square()?);
            Ok(1)
        })?;
        Ok(out)
    }

    #[test]
    fn boards_round_trip() {
        let text = "x7/8/8/8/8/8/8/1x5x";
        let squares = read(text).unwrap();
        let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["a8", "b1", "h1"]);
        assert_eq!(Board(squares).to_string(), text);
    }

    #[test]
    fn errors_name_the_rank_and_the_place() {
        let e = read("8/8/8").unwrap_err();
        assert_eq!((e.at, e.len), (0, 5));
        assert_eq!(
            e.message.to_string(),
            "the board has 8 ranks separated by '/', found 3"
        );
        let e = read("9/8/8/8/8/8/8/8").unwrap_err();
        assert_eq!(e.message.to_string(), "empty squares are counted 1 to 8");
        let e = read("8/8/8/8/8/8/8/7xx").unwrap_err();
        assert_eq!(
            (e.at, e.message.to_string().as_str()),
            (16, "rank 1 has more than 8 squares")
        );
        let e = read("8/8/8/8/8/8/8/35x").unwrap_err();
        assert_eq!(e.message.to_string(), "rank 1 has more than 8 squares");
        let e = read("8/8/8/8/8/8/7/8").unwrap_err();
        assert_eq!((e.at, e.len), (12, 1));
        assert_eq!(e.message.to_string(), "rank 2 has 7 squares, not 8");
        let e = read("8/8/8/8/8/8/8/7y").unwrap_err();
        assert_eq!((e.at, e.message), (15, Message::new("not-a-piece")));
    }

    #[test]
    fn large_boards_count_with_numbers() {
        let mut n = 0;
        parse_board::<11>(0, "11/11/11/11/11/11/11/11/11/11/5r5", |cell| {
            n += 1;
            cell.square().map(|_| 1)
        })
        .unwrap();
        assert_eq!(n, 1);
        let e = parse_board::<11>(0, "12/11/11/11/11/11/11/11/11/11/11", |_| Ok(1)).unwrap_err();
        assert_eq!((e.at, e.len), (0, 2));
        assert_eq!(e.message.to_string(), "empty squares are counted 1 to 11");
    }

    #[test]
    fn fields_keep_their_offsets() {
        assert_eq!(fields("ab  c d"), [(0, "ab"), (4, "c"), (6, "d")]);
        assert!(fields("").is_empty());
    }
}
