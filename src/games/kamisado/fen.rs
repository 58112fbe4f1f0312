//! The position string (grammar: `grammar/kamisado-position.ebnf`).
//!
//! ```text
//! nbgrkpyo/8/8/8/8/8/8/OYPKRGBN b - -
//! ```
//! Fields: the board from rank 8 down to rank 1 (digits count empty squares; a tower is
//! its colour letter O B P K Y R G N, upper case White, lower case Black, followed by one
//! `+` per dragon tooth); the side to move (`b`/`w`); the tower that must move (its
//! colour letter, `-` for a free choice); the state: `-` normal, `!` the side to move has
//! just been pushed (oshi) and passes, then the pusher moves the required tower; or the
//! towers found blocked in the current run of passes (letters as on the board). An optional
//! fifth field names the square of the tower that made the last real move (D8).

use std::fmt;
use std::str::FromStr;

use super::board::{Colour, Side, Square, Teeth, Tower};
use super::rules::{Phase, Placed, Position, SetupError};

/// Why a position string was rejected; `at` is the byte offset of the offending part.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct FenError {
    /// Byte offset of the problem in the position string.
    pub at: usize,
    /// Length in bytes of the bad part.
    pub len: usize,
    /// What is wrong.
    pub message: String,
}

impl FenError {
    fn new(at: usize, len: usize, message: impl Into<String>) -> Self {
        FenError {
            at,
            len: len.max(1),
            message: message.into(),
        }
    }
}

fn tower_letter(t: Tower) -> char {
    let c = t.colour.letter();
    match t.side {
        Side::White => c,
        Side::Black => c.to_ascii_lowercase(),
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = Square::from_coords(file, rank).expect("on board");
                match self.tower_at(sq) {
                    None => empty += 1,
                    Some(t) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", tower_letter(t))?;
                        for _ in 0..self.teeth_of(t).get() {
                            f.write_str("+")?;
                        }
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = match self.turn {
            Side::Black => 'b',
            Side::White => 'w',
        };
        write!(f, " {side} ")?;
        match self.required {
            Some(c) => write!(f, "{}", c.letter())?,
            None => f.write_str("-")?,
        }
        f.write_str(" ")?;
        if self.phase == Phase::Pushed {
            f.write_str("!")?;
        } else if self.run & 0xFFFF == 0 {
            f.write_str("-")?;
        } else {
            for t in self.blocked_run() {
                write!(f, "{}", tower_letter(t))?;
            }
        }
        if let Some(sq) = self.last {
            write!(f, " {sq}")?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Position, FenError> {
        let fields: Vec<(usize, &str)> = s
            .split(' ')
            .scan(0usize, |pos, part| {
                let at = *pos;
                *pos += part.len() + 1;
                Some((at, part))
            })
            .filter(|(_, p)| !p.is_empty())
            .collect();
        if fields.len() < 3 || fields.len() > 5 {
            return Err(FenError::new(
                0,
                s.len(),
                format!(
                    "a position has 3 to 5 fields separated by spaces (board, side, tower, state, last square); found {}",
                    fields.len()
                ),
            ));
        }
        let (board_at, board) = fields[0];
        let mut placed = Vec::with_capacity(16);
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::new(
                board_at,
                board.len(),
                format!(
                    "the board has 8 ranks separated by '/', found {}",
                    ranks.len()
                ),
            ));
        }
        let mut off = board_at;
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - i as i8;
            let mut file = 0i8;
            let mut chars = rank_text.char_indices().peekable();
            while let Some((ci, ch)) = chars.next() {
                let at = off + ci;
                if let Some(d) = ch.to_digit(10) {
                    if d == 0 || d > 8 {
                        return Err(FenError::new(at, 1, "empty squares are counted 1 to 8"));
                    }
                    file += d as i8;
                } else if let Some(colour) = Colour::from_letter(ch) {
                    let side = if ch.is_ascii_uppercase() {
                        Side::White
                    } else {
                        Side::Black
                    };
                    let mut teeth = 0u8;
                    while chars.peek().is_some_and(|&(_, c)| c == '+') {
                        chars.next();
                        teeth += 1;
                    }
                    let teeth = Teeth::new(teeth).ok_or_else(|| {
                        FenError::new(
                            at,
                            1 + teeth as usize,
                            "a tower in play has at most 3 teeth",
                        )
                    })?;
                    let square = Square::from_coords(file, rank).ok_or_else(|| {
                        FenError::new(at, 1, format!("rank {} has more than 8 squares", rank + 1))
                    })?;
                    placed.push((
                        at,
                        Placed {
                            tower: Tower::new(side, colour),
                            square,
                            teeth,
                        },
                    ));
                    file += 1;
                } else {
                    return Err(FenError::new(
                        at,
                        ch.len_utf8(),
                        format!(
                            "'{ch}' is not a tower letter (O B P K Y R G N, upper case White, lower case Black) or a count of empty squares"
                        ),
                    ));
                }
                if file > 8 {
                    return Err(FenError::new(
                        at,
                        1,
                        format!("rank {} has more than 8 squares", rank + 1),
                    ));
                }
            }
            if file != 8 {
                return Err(FenError::new(
                    off,
                    rank_text.len(),
                    format!("rank {} has {file} squares, not 8", rank + 1),
                ));
            }
            off += rank_text.len() + 1;
        }
        let (side_at, side_text) = fields[1];
        let turn = match side_text {
            "b" => Side::Black,
            "w" => Side::White,
            _ => {
                return Err(FenError::new(
                    side_at,
                    side_text.len(),
                    "the side to move is 'b' or 'w'",
                ));
            }
        };
        let (req_at, req_text) = fields[2];
        let required = match req_text {
            "-" => None,
            t if t.chars().count() == 1 => Some(
                Colour::from_letter(t.chars().next().unwrap_or('?')).ok_or_else(|| {
                    FenError::new(
                        req_at,
                        t.len(),
                        "the tower to move is a colour letter (O B P K Y R G N) or '-'",
                    )
                })?,
            ),
            t => {
                return Err(FenError::new(
                    req_at,
                    t.len(),
                    "the tower to move is a colour letter (O B P K Y R G N) or '-'",
                ));
            }
        };
        let (state_at, state) = fields.get(3).copied().unwrap_or((s.len(), "-"));
        let phase = if state == "!" {
            Phase::Pushed
        } else {
            Phase::Play
        };
        let list: Vec<Placed> = placed.iter().map(|(_, p)| *p).collect();
        let mut pos = Position::setup(&list, turn, required, phase).map_err(|e| {
            let at = match &e {
                SetupError::DuplicateTower(t) | SetupError::AlreadyHome(t) => placed
                    .iter()
                    .rev()
                    .find(|(_, p)| p.tower == *t)
                    .map(|(a, _)| *a),
                _ => None,
            };
            FenError::new(
                at.unwrap_or(board_at),
                if at.is_some() { 1 } else { board.len() },
                e.to_string(),
            )
        })?;
        if state != "-" && state != "!" {
            for (ci, ch) in state.char_indices() {
                let colour = Colour::from_letter(ch).ok_or_else(|| {
                    FenError::new(state_at + ci, ch.len_utf8(), "the state is '-', '!' or the letters of the towers found blocked in this run of passes")
                })?;
                let side = if ch.is_ascii_uppercase() {
                    Side::White
                } else {
                    Side::Black
                };
                pos.run |= 1 << Tower::new(side, colour).index();
            }
        }
        let mut deadlocked = false;
        if pos.result.is_none() && pos.phase == Phase::Play {
            let key = match pos.required {
                Some(c) => 1 << Tower::new(pos.turn, c).index(),
                None => 1 << (16 + pos.turn.index()),
            };
            if pos.run & key != 0 {
                deadlocked = true;
            }
        }
        if let Some(&(last_at, last)) = fields.get(4) {
            let sq = Square::parse(last).ok_or_else(|| {
                FenError::new(last_at, last.len(), "the last field is a square a1…h8")
            })?;
            if pos.tower_at(sq).is_none() {
                return Err(FenError::new(
                    last_at,
                    last.len(),
                    format!("no tower stands on {sq}, the square of the last moved tower"),
                ));
            }
            pos.last = Some(sq);
        }
        if deadlocked {
            // The required tower was already found blocked in this run: D8.
            pos.result = Some(pos.deadlock_result());
        }
        Ok(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_string() {
        assert_eq!(
            Position::start().to_string(),
            "OBPKYRGN/8/8/8/8/8/8/ngrykpbo b - -"
        );
        assert_eq!(
            "OBPKYRGN/8/8/8/8/8/8/ngrykpbo b - -"
                .parse::<Position>()
                .unwrap(),
            Position::start()
        );
    }

    #[test]
    fn round_trip_with_teeth_pass_state_and_last_square() {
        for s in [
            "OBPK1RGN/4Y3/8/8/8/8/1n6/1grykpbo w P - b2",
            "OBPK1RGN/4Y+3/8/3o+++4/8/8/1n++6/1grykpb1 w O - d5",
            "1BPK1RGN/4Y3/8/8/8/3o4/4O3/ngrykpb1 w Y ! e2",
            "1BPK1RGN/4Y3/8/8/8/3o4/4O3/ngrykpb1 w Y rG e2",
        ] {
            let p: Position = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(p.to_string(), s);
        }
    }

    #[test]
    fn errors_point_at_the_offending_part() {
        let e = "OBPKYRGN/8/8/8/8/8/8/ngrykpbx b - -"
            .parse::<Position>()
            .unwrap_err();
        assert_eq!(e.at, 28);
        let e = "OBPKYRGN/8/8/8/8/8/8/ngrykpbo x - -"
            .parse::<Position>()
            .unwrap_err();
        assert_eq!(e.at, 30);
        let e = "OBPKYRGN/8/8/8/8/8/8/ngrykpb b - -"
            .parse::<Position>()
            .unwrap_err();
        assert!(e.message.contains("7 squares"), "{e}");
        let e = "OBPKYRGN/8/8/8/8/8/8/ngrykpbb b - -"
            .parse::<Position>()
            .unwrap_err();
        assert!(e.message.contains("twice"), "{e}");
        assert!("".parse::<Position>().is_err());
        assert!("9/9 b".parse::<Position>().is_err());
    }
}
