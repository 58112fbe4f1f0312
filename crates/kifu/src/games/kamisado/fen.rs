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

use arrayvec::ArrayVec;

use super::board::{Colour, Side, Square, Teeth, Tower};
use super::rules::{Phase, Placed, Position, SetupError};
use crate::message::Message;

/// Why a position string was rejected; `at` is the byte offset of the offending part.
pub use crate::core::position::PositionError as FenError;
use crate::core::position::{fields_of, one_of, parse_board, write_board};

fn tower_letter(t: Tower) -> char {
    let c = t.colour.letter();
    match t.side {
        Side::White => c,
        Side::Black => c.to_ascii_lowercase(),
    }
}

/// A tower as written on the board: its letter, then one `+` a tooth (at most 3).
fn written(t: Tower, teeth: Teeth) -> ArrayVec<u8, 4> {
    let mut out = ArrayVec::new();
    out.push(tower_letter(t) as u8);
    for _ in 0..teeth.get().min(3) {
        out.push(b'+');
    }
    out
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, |sq| {
            self.tower_at(sq).map(|t| written(t, self.teeth_of(t)))
        })?;
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

impl Position {
    /// The position string, byte for byte what `Display` writes, without formatting
    /// machinery: the JSON of every round holds one (`kifu convert`).
    pub fn fen(&self) -> String {
        // The letter (and teeth) of the tower on each square, `0` for an empty one.
        let mut cells = [(0u8, 0u8); 64];
        for side in Side::ALL {
            for colour in Colour::ALL {
                let sq = self.at[side][colour];
                if self.occ[side] & sq.bit() != 0 {
                    let t = Tower::new(side, colour);
                    cells[sq.index()] = (tower_letter(t) as u8, self.teeth_of(t).get());
                }
            }
        }
        let mut out = Vec::with_capacity(48);
        let occupied = self.occ[Side::Black] | self.occ[Side::White];
        for rank in (0..8).rev() {
            // Most ranks of a round's start are empty.
            if (occupied >> (rank * 8)) & 0xFF == 0 {
                out.push(b'8');
                if rank > 0 {
                    out.push(b'/');
                }
                continue;
            }
            let mut empty = 0u8;
            for &(letter, teeth) in &cells[rank * 8..rank * 8 + 8] {
                if letter == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push(b'0' + empty);
                    empty = 0;
                }
                out.push(letter);
                out.extend(std::iter::repeat_n(b'+', teeth.into()));
            }
            if empty > 0 {
                out.push(b'0' + empty);
            }
            if rank > 0 {
                out.push(b'/');
            }
        }
        out.extend_from_slice(match self.turn {
            Side::Black => b" b ",
            Side::White => b" w ",
        });
        out.push(self.required.map_or(b'-', |c| c.letter() as u8));
        out.push(b' ');
        if self.phase == Phase::Pushed {
            out.push(b'!');
        } else if self.run & 0xFFFF == 0 {
            out.push(b'-');
        } else {
            out.extend(self.blocked_run().map(|t| tower_letter(t) as u8));
        }
        if let Some(sq) = self.last {
            out.push(b' ');
            out.extend_from_slice(crate::core::json::square_name(sq).as_bytes());
        }
        // Letters, digits, `+ / - !` and spaces: ASCII only.
        String::from_utf8(out).unwrap_or_default()
    }
}

impl FromStr for Position {
    type Err = FenError;

    fn from_str(s: &str) -> Result<Position, FenError> {
        let fields = fields_of(s, 3, 5, "kamisado-position-fields")?;
        let (board_at, board) = fields[0];
        let mut placed = Vec::with_capacity(16);
        parse_board::<8>(board_at, board, |cell| {
            let Some(colour) = Colour::from_letter(cell.ch) else {
                let ch = cell.ch;
                let message = crate::message!("kamisado-position-not-a-tower", letter = ch);
                return Err(FenError::new(cell.at, ch.len_utf8(), message));
            };
            let side = if cell.ch.is_ascii_uppercase() {
                Side::White
            } else {
                Side::Black
            };
            let mut teeth = 0u8;
            while cell.rest.peek().is_some_and(|&(_, c)| c == '+') {
                cell.rest.next();
                teeth += 1;
            }
            let teeth = Teeth::new(teeth).ok_or_else(|| {
                FenError::new(
                    cell.at,
                    1 + teeth as usize,
                    Message::new("kamisado-position-teeth"),
                )
            })?;
            placed.push((
                cell.at,
                Placed {
                    tower: Tower::new(side, colour),
                    square: cell.square()?,
                    teeth,
                },
            ));
            Ok(1)
        })?;
        let sides = [("b", Side::Black), ("w", Side::White)];
        let turn = one_of(fields[1], &sides, "kamisado-position-side")?;
        let (req_at, req_text) = fields[2];
        let required = match req_text {
            "-" => None,
            t if t.chars().count() == 1 => Some(
                Colour::from_letter(t.chars().next().unwrap_or('?')).ok_or_else(|| {
                    FenError::new(req_at, t.len(), Message::new("kamisado-position-required"))
                })?,
            ),
            t => {
                return Err(FenError::new(
                    req_at,
                    t.len(),
                    Message::new("kamisado-position-required"),
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
                e.message(),
            )
        })?;
        if state != "-" && state != "!" {
            for (ci, ch) in state.char_indices() {
                let colour = Colour::from_letter(ch).ok_or_else(|| {
                    FenError::new(
                        state_at + ci,
                        ch.len_utf8(),
                        Message::new("kamisado-position-state"),
                    )
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
                FenError::new(last_at, last.len(), Message::new("kamisado-position-last"))
            })?;
            if pos.tower_at(sq).is_none() {
                let message =
                    crate::message!("kamisado-position-no-last-tower", square = sq.to_string());
                return Err(FenError::new(last_at, last.len(), message));
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
    use crate::core::position::testing::{reads_back, refused};

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
        reads_back::<Position>(&[
            "OBPK1RGN/4Y3/8/8/8/8/1n6/1grykpbo w P - b2",
            "OBPK1RGN/4Y+3/8/3o+++4/8/8/1n++6/1grykpb1 w O - d5",
            "1BPK1RGN/4Y3/8/8/8/3o4/4O3/ngrykpb1 w Y ! e2",
            "1BPK1RGN/4Y3/8/8/8/3o4/4O3/ngrykpb1 w Y rG e2",
        ]);
    }

    #[test]
    fn the_fast_writer_writes_what_display_writes() {
        // Random plays from the start: towers everywhere, passes, oshi and teeth after
        // a few rounds' worth of set-ups.
        let mut seed = 7u64;
        let mut seen = 0;
        for game in 0..200 {
            let mut pos = Position::start();
            for _ in 0..80 {
                assert_eq!(pos.fen(), pos.to_string(), "game {game}");
                seen += 1;
                let legal = pos.legal_moves();
                if legal.is_empty() || pos.result().is_some() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let mv = legal[(seed >> 33) as usize % legal.len()];
                pos = pos.play(mv).unwrap();
            }
        }
        assert!(seen > 1000);
        for s in [
            "OBPK1RGN/4Y+3/8/3o+++4/8/8/1n++6/1grykpb1 w O - d5",
            "1BPK1RGN/4Y3/8/8/8/3o4/4O3/ngrykpb1 w Y ! e2",
            "1BPK1RGN/4Y3/8/8/8/3o4/4O3/ngrykpb1 w Y rG e2",
        ] {
            let p: Position = s.parse().unwrap();
            assert_eq!(p.fen(), p.to_string());
        }
    }

    #[test]
    fn errors_point_at_the_offending_part() {
        let e = refused::<Position>("OBPKYRGN/8/8/8/8/8/8/ngrykpbx b - -");
        assert_eq!(e.at, 28);
        let e = refused::<Position>("OBPKYRGN/8/8/8/8/8/8/ngrykpbo x - -");
        assert_eq!(e.at, 30);
        let e = refused::<Position>("OBPKYRGN/8/8/8/8/8/8/ngrykpb b - -");
        assert!(e.message.to_string().contains("7 squares"), "{e}");
        let e = refused::<Position>("OBPKYRGN/8/8/8/8/8/8/ngrykpbb b - -");
        assert!(e.message.to_string().contains("twice"), "{e}");
        refused::<Position>("");
        refused::<Position>("9/9 b");
    }
}
