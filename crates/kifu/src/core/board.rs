//! What the board games share: a square of an N×N board, and arrays indexed by a small
//! enum (sides, colours, kinds of piece).
//!
//! [`Square<N>`] is a `Copy` byte, `index = rank * N + file` (a1 = 0), as in shakmaty.
//! A game names its own size (`type Square = core::board::Square<8>;`) and adds what only
//! it needs (a colour, a bit in its bitboard, a step in its directions) in an `impl`
//! block of its own.

use std::fmt;

/// A square of an `N`×`N` board (`N` ≤ 15, so that `N * N` fits a byte), index =
/// rank × `N` + file: a1 = 0, the last file of rank 1 = `N` − 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Square<const N: u8>(u8);

impl<const N: u8> Square<N> {
    /// Number of squares.
    pub const COUNT: usize = N as usize * N as usize;

    /// a1.
    pub const A1: Self = Square(0);

    /// The square with this index, if below `N * N`.
    #[inline]
    pub const fn new(index: u8) -> Option<Self> {
        if (index as usize) < Self::COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// From 0-based file (a = 0) and rank (1 = 0), if on the board.
    #[inline]
    pub const fn from_coords(file: i8, rank: i8) -> Option<Self> {
        if file >= 0 && file < N as i8 && rank >= 0 && rank < N as i8 {
            Some(Square(rank as u8 * N + file as u8))
        } else {
            None
        }
    }

    /// 0..`N * N`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based file (a = 0).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % N
    }

    /// 0-based rank (rank 1 = 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / N
    }

    /// The square `df` files and `dr` ranks away, if on the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Self> {
        Self::from_coords(self.file() as i8 + df, self.rank() as i8 + dr)
    }

    /// The square turned half a turn about the centre (a1 ↔ the far corner).
    #[inline]
    pub const fn flipped(self) -> Self {
        Square(Self::COUNT as u8 - 1 - self.0)
    }

    /// Parse a file letter (either case) then a rank number without a leading zero:
    /// `a1` … the far corner. Anything else is `None`.
    pub fn parse(s: &str) -> Option<Self> {
        let b = s.as_bytes();
        if b.len() < 2 || b.len() > 3 {
            return None;
        }
        let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        if file >= N {
            return None;
        }
        let digits = &b[1..];
        if !digits.iter().all(u8::is_ascii_digit) || digits[0] == b'0' {
            return None;
        }
        let rank = digits
            .iter()
            .fold(0u8, |acc, d| acc * 10 + (d - b'0'))
            .wrapping_sub(1);
        if rank >= N {
            return None;
        }
        Self::from_coords(file as i8, rank as i8)
    }

    /// Every square, a1 first, rank by rank.
    pub fn all() -> impl Iterator<Item = Self> {
        (0..Self::COUNT as u8).map(Square)
    }

    /// The ranks in the order a picture draws its rows, top to bottom: the last rank
    /// first, or rank 1 first when the board is `flip`ped (seen from the other side).
    pub fn rows_down(flip: bool) -> impl Iterator<Item = i8> + Clone {
        (0..N as i8).map(move |i| if flip { i } else { N as i8 - 1 - i })
    }

    /// The files in the order a picture draws its columns, left to right: `a` first, or
    /// the last file first when the board is `flip`ped.
    pub fn columns_across(flip: bool) -> impl Iterator<Item = i8> + Clone {
        (0..N as i8).map(move |i| if flip { N as i8 - 1 - i } else { i })
    }

    /// The squares of `rank` in the order a picture draws them (see
    /// [`Square::columns_across`]).
    pub fn across(rank: i8, flip: bool) -> impl Iterator<Item = Self> {
        Self::columns_across(flip).filter_map(move |file| Self::from_coords(file, rank))
    }

    /// The letters of the files in the order a picture draws them: `a b c …`.
    pub fn file_letters(flip: bool) -> impl Iterator<Item = char> {
        Self::columns_across(flip).map(|f| char::from(b'a' + f as u8))
    }
}

/// Everything a picture of a board shows, for a game whose picture needs nothing more
/// (Samouraï, Kaitō; each names it `render::Diagram`): a position of type `P`, the last
/// move as `M` highlights it. Only `position` is required.
#[derive(Clone, Debug)]
pub struct BoardDiagram<'a, P, M> {
    /// The position to draw.
    pub position: &'a P,
    /// The last move, highlighted on the board.
    pub last_move: Option<M>,
    /// Player names: (Red, Black).
    pub names: Option<(String, String)>,
    /// A free caption, e.g. `after move 12 (Black: c11-c9 2 washi)`.
    pub caption: Option<String>,
    /// Drawn from the other side of the board (`kifu show --flip`, `f` in the viewers).
    pub flip: bool,
    /// The language of its words (the status lines, the legend); English by default.
    pub lang: crate::values::Lang,
}

impl<'a, P, M> BoardDiagram<'a, P, M> {
    /// A diagram of `position` with nothing else.
    pub fn new(position: &'a P) -> Self {
        BoardDiagram {
            position,
            last_move: None,
            names: None,
            caption: None,
            flip: false,
            lang: crate::values::Lang::En,
        }
    }
}

impl<const N: u8> fmt::Display for Square<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

crate::indexed_enum! {
    /// Red and Black, the two players of Samouraï and of Kaitō (and the two colours of
    /// Kaitō's tokens). Red is index 0.
    pub enum RedBlack {
        /// Red.
        Red,
        /// Black.
        Black,
    }
}

impl RedBlack {
    /// The opponent.
    #[inline]
    pub const fn other(self) -> RedBlack {
        match self {
            RedBlack::Red => RedBlack::Black,
            RedBlack::Black => RedBlack::Red,
        }
    }

    /// Lower-case English name (the JSON form).
    pub const fn name(self) -> &'static str {
        match self {
            RedBlack::Red => "red",
            RedBlack::Black => "black",
        }
    }

    /// Capitalised English name, as in `[First "Red"]`.
    pub const fn title(self) -> &'static str {
        match self {
            RedBlack::Red => "Red",
            RedBlack::Black => "Black",
        }
    }

    /// The side's letter: `r` or `b` (a Kaitō token starts with it; a Samouraï position
    /// string writes a samurai with it).
    pub const fn letter(self) -> char {
        match self {
            RedBlack::Red => 'r',
            RedBlack::Black => 'b',
        }
    }

    /// `r`/`R` → Red, `b`/`B` → Black.
    pub const fn from_letter(c: char) -> Option<RedBlack> {
        match c {
            'r' | 'R' => Some(RedBlack::Red),
            'b' | 'B' => Some(RedBlack::Black),
            _ => None,
        }
    }

    /// From a name in English, French or German, any case (`Red`, `rouge`, `Schwarz`…).
    pub fn from_name(s: &str) -> Option<RedBlack> {
        let s = s.trim();
        // A short ASCII name is lowered on the stack; any other as Unicode does it.
        let mut ascii = [0u8; 8];
        let owned;
        let lower = match ascii.get_mut(..s.len()) {
            Some(buf) if s.is_ascii() => {
                buf.copy_from_slice(s.as_bytes());
                buf.make_ascii_lowercase();
                std::str::from_utf8(buf).unwrap_or_default()
            }
            _ => {
                owned = s.to_lowercase();
                owned.as_str()
            }
        };
        match lower {
            "red" | "rouge" | "rot" | "r" => Some(RedBlack::Red),
            "black" | "noir" | "schwarz" | "b" => Some(RedBlack::Black),
            _ => None,
        }
    }
}

impl fmt::Display for RedBlack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// Declares a field-less enum numbered 0, 1, 2… in the order its variants are written
/// (`#[repr(u8)]`, `Copy`, ordered, hashable), with `ALL`, every variant in that order,
/// and `index()`, its number: the sides, colours, kinds and directions of the board games,
/// which index arrays ([`by_key!`](crate::by_key)) and are listed in order.
#[macro_export]
macro_rules! indexed_enum {
    (
        $(#[$doc:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_doc:meta])* $variant:ident,)+
        }
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        $vis enum $name {
            $($(#[$variant_doc])* $variant,)+
        }

        impl $name {
            /// Every one, in the order of their index.
            pub const ALL: [$name; [$($name::$variant,)+].len()] = [$($name::$variant,)+];

            /// 0-based, in the order they are written (and in [`Self::ALL`]).
            #[inline]
            pub const fn index(self) -> usize {
                self as usize
            }
        }
    };
}

/// Declares `$name<T>(pub [T; $n])`, something for each `$key`, indexed by the key
/// (`by_key!(BySide, Side, 2)` gives `side_values[Side::Red]`). `$key` must have a
/// `const fn index(self) -> usize`.
#[macro_export]
macro_rules! by_key {
    ($(#[$doc:meta])* $name:ident, $key:ty, $n:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name<T>(pub [T; $n]);

        impl<T> ::std::ops::Index<$key> for $name<T> {
            type Output = T;
            #[inline]
            fn index(&self, k: $key) -> &T {
                &self.0[k.index()]
            }
        }

        impl<T> ::std::ops::IndexMut<$key> for $name<T> {
            #[inline]
            fn index_mut(&mut self, k: $key) -> &mut T {
                &mut self.0[k.index()]
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_size() {
        fn check<const N: u8>() {
            for sq in Square::<N>::all() {
                assert_eq!(Square::<N>::parse(&sq.to_string()), Some(sq));
                assert_eq!(sq.flipped().flipped(), sq);
            }
            assert_eq!(Square::<N>::all().count(), Square::<N>::COUNT);
        }
        check::<6>();
        check::<8>();
        check::<11>();
    }

    #[test]
    fn a_flipped_picture_reads_the_board_from_the_other_side() {
        type S6 = Square<6>;
        let rows: Vec<i8> = S6::rows_down(false).collect();
        assert_eq!(rows, [5, 4, 3, 2, 1, 0]);
        let rows: Vec<i8> = S6::rows_down(true).collect();
        assert_eq!(rows, [0, 1, 2, 3, 4, 5]);
        let files: Vec<i8> = S6::columns_across(false).collect();
        assert_eq!(files, [0, 1, 2, 3, 4, 5]);
        let files: Vec<i8> = S6::columns_across(true).collect();
        assert_eq!(files, [5, 4, 3, 2, 1, 0]);
    }

    #[test]
    fn names_off_the_board_are_refused() {
        type S8 = Square<8>;
        assert_eq!(S8::parse("i1"), None);
        assert_eq!(S8::parse("a9"), None);
        assert_eq!(S8::parse("a0"), None);
        assert_eq!(S8::parse("a10"), None);
        assert_eq!(S8::parse("a"), None);
        assert_eq!(S8::parse("H8").map(|s| s.index()), Some(63));
        type S11 = Square<11>;
        assert_eq!(S11::parse("k11").map(|s| s.index()), Some(120));
        assert_eq!(S11::parse("a01"), None);
        assert_eq!(S11::parse("l1"), None);
        assert_eq!(S11::parse("a12"), None);
    }

    #[test]
    fn coordinates_and_offsets_stay_on_the_board() {
        type S6 = Square<6>;
        let c3 = S6::parse("c3").unwrap();
        assert_eq!((c3.file(), c3.rank()), (2, 2));
        assert_eq!(c3.offset(3, 3).map(|s| s.to_string()), Some("f6".into()));
        assert_eq!(c3.offset(4, 0), None);
        assert_eq!(c3.offset(0, -3), None);
        assert_eq!(S6::from_coords(-1, 0), None);
        assert_eq!(S6::new(36), None);
        assert_eq!(S6::A1.flipped().to_string(), "f6");
    }
}
