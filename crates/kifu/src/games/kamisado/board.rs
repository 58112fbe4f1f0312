//! Kamisado's board: sides, tower colours, squares, directions and the colour layout.
//!
//! Everything here is a small `Copy` type; containers are indexed by them
//! ([`ByColour`], [`BySide`]) rather than by raw integers.

use std::fmt;

use crate::message::{Arg, Message};

crate::indexed_enum! {
    /// The two players. Black moves first in round 1 and has its home row on rank 1.
    pub enum Side {
        /// Black: home row on rank 1, moves first in round 1.
        Black,
        /// White: home row on rank 8.
        White,
    }
}

impl Side {
    /// The opponent.
    #[inline]
    pub const fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// The side's own home row (0-based rank index).
    #[inline]
    pub const fn home_rank(self) -> u8 {
        match self {
            Side::Black => 0,
            Side::White => 7,
        }
    }

    /// Forward as a rank step: +1 for Black, −1 for White.
    #[inline]
    pub const fn forward(self) -> i8 {
        match self {
            Side::Black => 1,
            Side::White => -1,
        }
    }

    /// `black` or `white`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }

    /// The catalogue's term for the player (`Black`, `Noir`, `Schwarz`).
    pub(crate) const fn term(self) -> &'static str {
        match self {
            Side::Black => "kamisado-side-black",
            Side::White => "kamisado-side-white",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

crate::indexed_enum! {
    /// The eight colours, of squares and of towers (the kanji on a tower).
    pub enum Colour {
        /// Orange.
        Orange,
        /// Blue.
        Blue,
        /// Purple.
        Purple,
        /// Pink.
        Pink,
        /// Yellow.
        Yellow,
        /// Red.
        Red,
        /// Green.
        Green,
        /// Brown.
        Brown,
    }
}

impl Colour {
    /// The colour at this index of [`Colour::ALL`].
    #[inline]
    pub const fn from_index(i: usize) -> Option<Colour> {
        if i < 8 { Some(Colour::ALL[i]) } else { None }
    }

    /// English name, lower case (the JSON form).
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Orange => "orange",
            Colour::Blue => "blue",
            Colour::Purple => "purple",
            Colour::Pink => "pink",
            Colour::Yellow => "yellow",
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Brown => "brown",
        }
    }

    /// The catalogue's term for the colour (`brown`, `marron`, `braun`).
    pub(crate) const fn term(self) -> &'static str {
        match self {
            Colour::Orange => "kamisado-colour-orange",
            Colour::Blue => "kamisado-colour-blue",
            Colour::Purple => "kamisado-colour-purple",
            Colour::Pink => "kamisado-colour-pink",
            Colour::Yellow => "kamisado-colour-yellow",
            Colour::Red => "kamisado-colour-red",
            Colour::Green => "kamisado-colour-green",
            Colour::Brown => "kamisado-colour-brown",
        }
    }

    /// The catalogue's term for the tower of this colour (`the brown tower`).
    pub(crate) const fn tower_term(self) -> &'static str {
        match self {
            Colour::Orange => "kamisado-tower-orange",
            Colour::Blue => "kamisado-tower-blue",
            Colour::Purple => "kamisado-tower-purple",
            Colour::Pink => "kamisado-tower-pink",
            Colour::Yellow => "kamisado-tower-yellow",
            Colour::Red => "kamisado-tower-red",
            Colour::Green => "kamisado-tower-green",
            Colour::Brown => "kamisado-tower-brown",
        }
    }

    /// The catalogue's term for a square of this colour (`a brown square`).
    pub(crate) const fn square_term(self) -> &'static str {
        match self {
            Colour::Orange => "kamisado-square-orange",
            Colour::Blue => "kamisado-square-blue",
            Colour::Purple => "kamisado-square-purple",
            Colour::Pink => "kamisado-square-pink",
            Colour::Yellow => "kamisado-square-yellow",
            Colour::Red => "kamisado-square-red",
            Colour::Green => "kamisado-square-green",
            Colour::Brown => "kamisado-square-brown",
        }
    }

    /// The letter used in position strings: O B P K Y R G N (pin**k**, brow**n**).
    pub const fn letter(self) -> char {
        match self {
            Colour::Orange => 'O',
            Colour::Blue => 'B',
            Colour::Purple => 'P',
            Colour::Pink => 'K',
            Colour::Yellow => 'Y',
            Colour::Red => 'R',
            Colour::Green => 'G',
            Colour::Brown => 'N',
        }
    }

    /// The colour of a position-string letter (`o b p k y r g n`, either case).
    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|col| col.letter() == c.to_ascii_uppercase())
    }

    /// Approximate RGB of the printed board, for terminal and SVG diagrams.
    pub const fn rgb(self) -> (u8, u8, u8) {
        match self {
            Colour::Orange => (0xF0, 0x8A, 0x24),
            Colour::Blue => (0x2B, 0x6C, 0xC4),
            Colour::Purple => (0x7B, 0x3F, 0xA0),
            Colour::Pink => (0xE8, 0x7E, 0xB0),
            Colour::Yellow => (0xF2, 0xD0, 0x2E),
            Colour::Red => (0xD0, 0x30, 0x2C),
            Colour::Green => (0x3C, 0x9A, 0x4A),
            Colour::Brown => (0x7A, 0x4E, 0x2D),
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.name();
        // Capitalised English, as written on a score sheet.
        f.write_str(&n[..1].to_ascii_uppercase())?;
        f.write_str(&n[1..])
    }
}

/// A square, 0..64, index = rank * 8 + file (a1 = 0, h1 = 7, a8 = 56).
pub type Square = crate::core::board::Square<8>;

impl Square {
    /// The square as a bit of a 64-bit board (`1 << index`).
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.index()
    }

    /// The colour of the square on the board.
    #[inline]
    pub const fn colour(self) -> Colour {
        BOARD[self.index()]
    }

    /// The square `steps` away in a direction, if on the board.
    #[inline]
    pub const fn step(self, df: i8, dr: i8) -> Option<Square> {
        self.offset(df, dr)
    }
}

use Colour::*;
/// The colour of every square, rank 1 first (a1..h1, a2..h2, …), as in RULES.md §1.
pub const BOARD: [Colour; 64] = [
    Brown, Green, Red, Yellow, Pink, Purple, Blue, Orange, // 1
    Purple, Brown, Yellow, Blue, Green, Pink, Orange, Red, // 2
    Blue, Yellow, Brown, Purple, Red, Orange, Pink, Green, // 3
    Yellow, Red, Green, Brown, Orange, Blue, Purple, Pink, // 4
    Pink, Purple, Blue, Orange, Brown, Green, Red, Yellow, // 5
    Green, Pink, Orange, Red, Purple, Brown, Yellow, Blue, // 6
    Red, Orange, Pink, Green, Blue, Yellow, Brown, Purple, // 7
    Orange, Blue, Purple, Pink, Yellow, Red, Green, Brown, // 8
];

/// A direction as written on a score sheet, as seen by the player who moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// ↑ straight forward.
    Straight,
    /// ↖ diagonally forward to the mover's left.
    Left,
    /// ↗ diagonally forward to the mover's right.
    Right,
    /// ↓ pushed back by an oshi.
    Back,
}

impl Direction {
    /// The three forward directions.
    pub const FORWARD: [Direction; 3] = [Direction::Straight, Direction::Left, Direction::Right];

    /// (file step, rank step) on the board for a tower of `side`.
    #[inline]
    pub const fn delta(self, side: Side) -> (i8, i8) {
        let fwd = side.forward();
        // Black's left is file a (−1); White's left is file h (+1).
        let left = -fwd;
        match self {
            Direction::Straight => (0, fwd),
            Direction::Left => (left, fwd),
            Direction::Right => (-left, fwd),
            Direction::Back => (0, -fwd),
        }
    }

    /// Which direction leads from `from` to `to` for `side`, and how far.
    pub fn between(side: Side, from: Square, to: Square) -> Option<(Direction, u8)> {
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let dist = dr.unsigned_abs();
        if dist == 0 {
            return None;
        }
        let unit = (df.signum(), dr.signum());
        if df != 0 && df.abs() != dr.abs() {
            return None;
        }
        [
            Direction::Straight,
            Direction::Left,
            Direction::Right,
            Direction::Back,
        ]
        .into_iter()
        .find(|d| d.delta(side) == unit)
        .map(|d| (d, dist))
    }

    /// The arrow the notation writes: `↑`, `↖`, `↗`, `↓`.
    pub const fn arrow(self) -> char {
        match self {
            Direction::Straight => '↑',
            Direction::Left => '↖',
            Direction::Right => '↗',
            Direction::Back => '↓',
        }
    }

    /// `straight`, `left`, `right` or `back`, as in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Straight => "straight",
            Direction::Left => "left",
            Direction::Right => "right",
            Direction::Back => "back",
        }
    }
}

/// Dragon teeth on a tower: 0 plain, 1 Sumo, 2 Double Sumo, 3 Triple Sumo.
/// (A fourth tooth ends the match, so a tower in play never carries four.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Teeth(u8);

impl Teeth {
    /// No teeth: a plain tower.
    pub const NONE: Teeth = Teeth(0);

    /// `n` teeth (0 to 3; a tower in play never has more).
    pub const fn new(n: u8) -> Option<Teeth> {
        if n <= 3 { Some(Teeth(n)) } else { None }
    }

    /// The number of teeth.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// How far the tower may move: 7 (any), 5, 3, 1 (rules D2, S1, DS1, TS1).
    #[inline]
    pub const fn range(self) -> u8 {
        match self.0 {
            0 => 7,
            1 => 5,
            2 => 3,
            _ => 1,
        }
    }

    /// Points scored by earning the next tooth: 1, 2, 4, 8.
    pub const fn next_tooth_points(self) -> u32 {
        1 << self.0
    }

    /// The catalogue's term for [`Teeth::title`] (`.a`: with its article).
    pub(crate) const fn term(self) -> &'static str {
        match self.0 {
            0 => "kamisado-teeth-0",
            1 => "kamisado-teeth-1",
            2 => "kamisado-teeth-2",
            _ => "kamisado-teeth-3",
        }
    }

    /// `tower`, `Sumo`, `Double Sumo` or `Triple Sumo`.
    pub const fn title(self) -> &'static str {
        match self.0 {
            0 => "tower",
            1 => "Sumo",
            2 => "Double Sumo",
            _ => "Triple Sumo",
        }
    }
}

/// A tower: its owner and its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tower {
    /// Whose tower.
    pub side: Side,
    /// Its colour.
    pub colour: Colour,
}

impl Tower {
    /// The tower of `side` in `colour`.
    pub const fn new(side: Side, colour: Colour) -> Tower {
        Tower { side, colour }
    }

    /// 0..16, Black's first.
    #[inline]
    pub const fn index(self) -> usize {
        self.side.index() * 8 + self.colour.index()
    }

    /// The tower as a sentence names it (`Black's brown tower`), in any language.
    pub(crate) fn said(self) -> Message {
        crate::message!(
            "kamisado-side-tower",
            side = Arg::Term(self.side.term()),
            colour = Arg::Term(self.colour.term())
        )
    }
}

impl fmt::Display for Tower {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side {
            Side::Black => "Black",
            Side::White => "White",
        };
        write!(f, "{side}'s {} tower", self.colour.name())
    }
}

crate::by_key!(
    /// Something for each colour.
    ByColour,
    Colour,
    8
);

crate::by_key!(
    /// Something for each side.
    BySide,
    Side,
    2
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rank_and_file_holds_every_colour_once() {
        for r in 0..8 {
            let mut seen = [false; 8];
            for f in 0..8 {
                seen[BOARD[r * 8 + f].index()] = true;
            }
            assert!(seen.iter().all(|&s| s), "rank {r}");
        }
        for f in 0..8 {
            let mut seen = [false; 8];
            for r in 0..8 {
                seen[BOARD[r * 8 + f].index()] = true;
            }
            assert!(seen.iter().all(|&s| s), "file {f}");
        }
    }

    #[test]
    fn home_rows_read_brown_to_orange_from_the_owners_left() {
        // Black's left is file a; White's left is file h.
        let black: Vec<Colour> = (0..8).map(|f| BOARD[f]).collect();
        let white: Vec<Colour> = (0..8).rev().map(|f| BOARD[56 + f]).collect();
        assert_eq!(black, white);
        assert_eq!(black[0], Colour::Brown);
        assert_eq!(black[7], Colour::Orange);
    }

    #[test]
    fn board_is_the_same_after_a_half_turn() {
        for sq in Square::all() {
            let opposite = sq.flipped();
            assert_eq!(sq.colour(), opposite.colour(), "{sq}");
        }
    }

    #[test]
    fn directions_are_seen_by_the_mover() {
        let c1 = Square::parse("c1").unwrap();
        // Black's left is towards file a.
        assert_eq!(Direction::Left.delta(Side::Black), (-1, 1));
        assert_eq!(
            Direction::between(Side::Black, c1, Square::parse("f4").unwrap()),
            Some((Direction::Right, 3))
        );
        // White's left is towards file h.
        let f8 = Square::parse("f8").unwrap();
        assert_eq!(
            Direction::between(Side::White, f8, Square::parse("h6").unwrap()),
            Some((Direction::Left, 2))
        );
        assert_eq!(
            Direction::between(Side::White, f8, Square::parse("f5").unwrap()),
            Some((Direction::Straight, 3))
        );
        assert_eq!(
            Direction::between(Side::White, f8, Square::parse("e8").unwrap()),
            None
        );
    }

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a"), None);
    }
}
