//! The position string (grammar: `grammar/samourai-position.ebnf`).
//!
//! ```text
//! 2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -
//! ```
//! Four fields separated by spaces:
//! 1. the samurai, rank 11 down to rank 1, ranks separated by `/`: `r` a Red samurai, `b`
//!    a Black one, a number 1–11 counts empty squares;
//! 2. the side to move, `r` or `b`;
//! 3. what it must do: `*` the first move of the game (1–7 squares), `+` the anzen bonus
//!    move (free), or the announcement to answer: a distance 1–10 and the landing kind's
//!    letter, `T` taiyō/sun, `R` ryū/dragon, `W` washi/ibis, `K` katana/sword, `S` shiro,
//!    `H` ho bo (mekura) — e.g. `3R`;
//! 4. who has already landed on the anzen: `-`, `r`, `b` or `rb`.
//!
//! The board (the kind of every square) is not part of the string: [`Position::from_str`]
//! uses the default board, [`parse_on`] a given one.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, Kind, SIZE, Side, Square};
use super::rules::{Announcement, Demand, Position};

pub use crate::core::position::PositionError;
use crate::core::position::{fields_of, one_of, parse_board, write_board};
use crate::message::{Arg, Message};

/// The letter of an announced kind in the third field.
pub fn demand_letter(kind: Kind) -> char {
    match kind {
        Kind::Mekura => 'H',
        k => k.letter(),
    }
}

fn kind_of_demand_letter(c: char) -> Option<Kind> {
    match c {
        'T' => Some(Kind::Sun),
        'R' => Some(Kind::Dragon),
        'W' => Some(Kind::Ibis),
        'K' => Some(Kind::Sword),
        'S' => Some(Kind::Shiro),
        'H' => Some(Kind::Mekura),
        _ => None,
    }
}

impl fmt::Display for Demand {
    /// The third field of the position string: `*`, `+` or e.g. `3R`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Demand::First => f.write_str("*"),
            Demand::Bonus => f.write_str("+"),
            Demand::Answer(a) => write!(f, "{}{}", a.dist, demand_letter(a.kind)),
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, |sq| self.side_at(sq).map(|side| [side.letter() as u8]))?;
        write!(f, " {} {} ", self.turn.letter(), self.demand)?;
        match (self.anzen_used[Side::Red], self.anzen_used[Side::Black]) {
            (false, false) => f.write_str("-"),
            (true, false) => f.write_str("r"),
            (false, true) => f.write_str("b"),
            (true, true) => f.write_str("rb"),
        }
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// A position string on the default board.
    fn from_str(s: &str) -> Result<Position, PositionError> {
        parse_on(s, Board::standard())
    }
}

/// Read a position string on a given board.
pub fn parse_on(s: &str, board: Board) -> Result<Position, PositionError> {
    let fields = fields_of(s, 4, 4, "samourai-position-fields")?;
    let (board_at, text) = fields[0];
    let mut red = Vec::with_capacity(4);
    let mut black = Vec::with_capacity(4);
    parse_board::<SIZE>(board_at, text, |cell| {
        let list = match cell.ch {
            'r' => &mut red,
            'b' => &mut black,
            ch => {
                let message = crate::message!("samourai-position-not-a-samurai", letter = ch);
                return Err(PositionError::new(cell.at, ch.len_utf8(), message));
            }
        };
        list.push((cell.at, cell.square()?));
        Ok(1)
    })?;
    for (side, list) in [(Side::Red, &red), (Side::Black, &black)] {
        if list.len() != 4 {
            let at = list.get(4).map_or(board_at, |x| x.0);
            return Err(PositionError::new(
                at,
                if list.len() > 4 { 1 } else { text.len() },
                super::rules::samurai_count(side, list.len()),
            ));
        }
    }
    let sides = [("r", Side::Red), ("b", Side::Black)];
    let turn = one_of(fields[1], &sides, "samourai-position-side")?;
    let (demand_at, demand_text) = fields[2];
    let demand = match demand_text {
        "*" => Demand::First,
        "+" => Demand::Bonus,
        t => {
            let digits = t.bytes().take_while(u8::is_ascii_digit).count();
            let bad = || {
                PositionError::new(
                    demand_at,
                    t.len(),
                    Message::new("samourai-position-demand"),
                )
            };
            if digits == 0 || digits + 1 != t.len() {
                return Err(bad());
            }
            let dist: u8 = t[..digits].parse().map_err(|_| bad())?;
            let kind = t[digits..]
                .chars()
                .next()
                .and_then(kind_of_demand_letter)
                .ok_or_else(bad)?;
            Demand::Answer(Announcement { dist, kind })
        }
    };
    let (anzen_at, anzen_text) = fields[3];
    let anzen_used = match anzen_text {
        "-" => [false, false],
        "r" => [true, false],
        "b" => [false, true],
        "rb" => [true, true],
        t => {
            return Err(PositionError::new(
                anzen_at,
                t.len(),
                Message::new("samourai-position-anzen"),
            ));
        }
    };
    let red: Vec<Square> = red.into_iter().map(|x| x.1).collect();
    let black: Vec<Square> = black.into_iter().map(|x| x.1).collect();
    // A samurai standing on the anzen has landed there: its side has used the anzen.
    for (side, squares, letter) in [(Side::Red, &red, "r"), (Side::Black, &black, "b")] {
        if !anzen_used[side.index()]
            && let Some(&sq) = squares.iter().find(|&&sq| board.kind(sq) == Kind::Anzen)
        {
            return Err(PositionError::new(
                anzen_at,
                anzen_text.len(),
                crate::message!(
                    "samourai-position-on-anzen",
                    side = Arg::Term(super::board::side_term(side)),
                    square = sq.to_string(),
                    letter = letter
                ),
            ));
        }
    }
    Position::setup(board, &red, &black, turn, demand, anzen_used).map_err(|e| {
        let at = match e {
            super::rules::SetupError::BonusWithoutAnzen
            | super::rules::SetupError::AnswerAnzen
            | super::rules::SetupError::BadDistance(_) => (demand_at, demand_text.len()),
            _ => (board_at, text.len()),
        };
        PositionError::new(at.0, at.1, e.message())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::position::testing::refused;

    #[test]
    fn start_position_string() {
        let s = "2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -";
        assert_eq!(Position::start().to_string(), s);
        assert_eq!(s.parse::<Position>(), Ok(Position::start()));
    }

    #[test]
    fn errors_point_at_the_offending_part() {
        let s = "2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1x2 r * -";
        assert_eq!(refused::<Position>(s).at, s.find('x').unwrap());
        let s = "2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r 3Q -";
        assert_eq!(refused::<Position>(s).at, s.find('3').unwrap());
        let e = refused::<Position>("2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r1 r * -");
        assert!(e.message.to_string().contains("10 squares"), "{e}");
        refused::<Position>("");
        refused::<Position>("12/11 r * -");
    }

    #[test]
    fn a_samurai_on_the_anzen_has_used_it() {
        // A red samurai on f6, the anzen: the field must say Red has used it.
        let unused = "2b1b1b1b2/11/11/11/11/5r5/11/11/11/11/2r1r1r4 b 3T -";
        let e = unused.parse::<Position>().unwrap_err();
        assert_eq!(e.at, unused.rfind('-').unwrap());
        assert!(e.message.to_string().contains("stands on the anzen (f6)"), "{e}");
        let used = "2b1b1b1b2/11/11/11/11/5r5/11/11/11/11/2r1r1r4 b 3T r";
        assert!(
            used.parse::<Position>().is_ok(),
            "{:?}",
            used.parse::<Position>()
        );
    }
}
