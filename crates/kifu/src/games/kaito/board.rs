//! Kaitō's pieces: sides, squares of the 6x6 square, tokens and the starting layout.
//!
//! Everything here is a small `Copy` type. The layout loader ([`Layout::parse`]) reads
//! the `Layout:` block of a record and says exactly what is wrong with it.

use std::fmt;

use nom::{
    IResult, Offset, Parser,
    bytes::complete::{take_while, take_while1},
    character::complete::char,
    combinator::{opt, verify},
    error::ErrorKind,
    sequence::preceded,
};

use crate::core::Span;
use crate::message::{Arg, Message};

/// The two players (and the two colours of tokens): Red and Black.
pub use crate::core::board::RedBlack as Side;

/// A side in the catalogue: a term (`Red`, `Rouge`, `Rot`; its attributes give the
/// colour's adjective as each language needs it).
pub const fn side_term(side: Side) -> &'static str {
    match side {
        Side::Red => "kaito-side-red",
        Side::Black => "kaito-side-black",
    }
}

crate::by_key!(
    /// Something for each side.
    BySide,
    Side,
    2
);

/// A square of the 6x6 square, 0..36, index = rank * 6 + file (a1 = 0, f1 = 5, a6 = 30).
pub type Square = crate::core::board::Square<6>;

impl Square {
    /// Whether two different squares share a rank or a file (a move of the Kaito).
    #[inline]
    pub const fn is_orthogonal_to(self, other: Square) -> bool {
        self.index() != other.index()
            && (self.file() == other.file() || self.rank() == other.rank())
    }
}

crate::indexed_enum! {
    /// What a coloured token shows: a sword, a helmet, or a Mon token of 1, 2 or 3 Mons.
    pub enum Kind {
        /// Sword (`S`). Seven per colour.
        Katana,
        /// Helmet (`H`). Three per colour.
        Kabuto,
        /// One Mon (`1`). Three per colour.
        Mon1,
        /// Two Mons (`2`). Two per colour.
        Mon2,
        /// Three Mons (`3`). Two per colour.
        Mon3,
    }
}

impl Kind {
    /// The three Mon kinds, 1 to 3 Mons.
    pub const MONS: [Kind; 3] = [Kind::Mon1, Kind::Mon2, Kind::Mon3];

    /// The Mon token worth `mons` (1..=3).
    pub const fn mon(mons: u8) -> Option<Kind> {
        match mons {
            1 => Some(Kind::Mon1),
            2 => Some(Kind::Mon2),
            3 => Some(Kind::Mon3),
            _ => None,
        }
    }

    /// How many Mons the token shows (0 for a Katana or a Kabuto).
    #[inline]
    pub const fn mons(self) -> u8 {
        match self {
            Kind::Katana | Kind::Kabuto => 0,
            Kind::Mon1 => 1,
            Kind::Mon2 => 2,
            Kind::Mon3 => 3,
        }
    }

    /// How many tokens of this kind each colour has.
    pub const fn per_side(self) -> u8 {
        match self {
            Kind::Katana => 7,
            Kind::Kabuto | Kind::Mon1 => 3,
            Kind::Mon2 | Kind::Mon3 => 2,
        }
    }

    /// The letter in the notation: `S`, `H`, or a Mon token's value `1`, `2`, `3`.
    pub const fn letter(self) -> char {
        match self {
            Kind::Katana => 'S',
            Kind::Kabuto => 'H',
            mon => (b'0' + mon.mons()) as char,
        }
    }

    /// `S`/`s`, `H`/`h`, or a Mon token's value `1`–`3`.
    pub const fn from_letter(c: char) -> Option<Kind> {
        match c.to_ascii_uppercase() {
            'S' => Some(Kind::Katana),
            'H' => Some(Kind::Kabuto),
            '1'..='3' => Kind::mon(c as u8 - b'0'),
            _ => None,
        }
    }

    /// English name (the JSON form): `katana`, `kabuto`, `mon1`, `mon2`, `mon3`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Katana => "katana",
            Kind::Kabuto => "kabuto",
            Kind::Mon1 => "mon1",
            Kind::Mon2 => "mon2",
            Kind::Mon3 => "mon3",
        }
    }

    /// The kind's name in the catalogue: a term (`Katana`, `Kabuto`, `1-Mon token`,
    /// with their plurals and grammar).
    pub const fn term(self) -> &'static str {
        match self {
            Kind::Katana => "kaito-kind-katana",
            Kind::Kabuto => "kaito-kind-kabuto",
            Kind::Mon1 => "kaito-kind-mon1",
            Kind::Mon2 => "kaito-kind-mon2",
            Kind::Mon3 => "kaito-kind-mon3",
        }
    }

    /// Words for messages: `Katana`, `Kabuto`, `1-Mon token`…
    pub const fn title(self) -> &'static str {
        match self {
            Kind::Katana => "Katana",
            Kind::Kabuto => "Kabuto",
            Kind::Mon1 => "1-Mon token",
            Kind::Mon2 => "2-Mon token",
            Kind::Mon3 => "3-Mon token",
        }
    }
}

crate::by_key!(
    /// Something for each kind of coloured token (typically a count).
    ByKind,
    Kind,
    5
);

impl ByKind<u8> {
    /// Total Mons of the Mon tokens counted.
    pub fn mon_total(&self) -> u32 {
        Kind::MONS
            .into_iter()
            .map(|k| u32::from(self[k]) * u32::from(k.mons()))
            .sum()
    }

    /// Number of tokens counted.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }
}

/// A coloured token: its colour and what it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// Its colour.
    pub side: Side,
    /// What it shows.
    pub kind: Kind,
}

impl Piece {
    /// A token of `side` showing `kind`.
    pub const fn new(side: Side, kind: Kind) -> Piece {
        Piece { side, kind }
    }

    /// Parse the two-letter form `rS`, `b3`… (exactly two characters).
    #[inline(always)]
    pub fn parse(s: &str) -> Option<Piece> {
        // Both letters are ASCII: a piece is two bytes.
        let &[side, kind] = s.as_bytes() else {
            return None;
        };
        // What `Side::from_letter` and `Kind::from_letter` read, byte by byte.
        let side = match side {
            b'r' | b'R' => Side::Red,
            b'b' | b'B' => Side::Black,
            _ => return None,
        };
        let kind = match kind {
            b'S' | b's' => Kind::Katana,
            b'H' | b'h' => Kind::Kabuto,
            b'1' => Kind::Mon1,
            b'2' => Kind::Mon2,
            b'3' => Kind::Mon3,
            _ => return None,
        };
        Some(Piece { side, kind })
    }

    /// The two-letter form `rS`, `b3` (what `Display` writes), as a constant string.
    #[inline]
    pub const fn code(self) -> &'static str {
        self.code_on_kaito().split_at(1).1
    }

    /// `@` and [`Piece::code`]: the piece on the kaito's square in a position string.
    #[inline]
    pub const fn code_on_kaito(self) -> &'static str {
        const CODES: [[&str; 5]; 2] = [
            ["@rS", "@rH", "@r1", "@r2", "@r3"],
            ["@bS", "@bH", "@b1", "@b2", "@b3"],
        ];
        CODES[self.side.index()][self.kind.index()]
    }

    /// The two letters of [`Piece::code`] as bytes.
    #[inline]
    pub const fn letters(self) -> [u8; 2] {
        [self.side.letter() as u8, self.kind.letter() as u8]
    }

    /// The token in the catalogue: a term (`red Katana`, `Katana rouge`, `rotes
    /// Katana`, with their plurals and grammar).
    pub const fn term(self) -> &'static str {
        const TERMS: [[&str; 5]; 2] = [
            [
                "kaito-piece-red-katana",
                "kaito-piece-red-kabuto",
                "kaito-piece-red-mon1",
                "kaito-piece-red-mon2",
                "kaito-piece-red-mon3",
            ],
            [
                "kaito-piece-black-katana",
                "kaito-piece-black-kabuto",
                "kaito-piece-black-mon1",
                "kaito-piece-black-mon2",
                "kaito-piece-black-mon3",
            ],
        ];
        TERMS[self.side.index()][self.kind.index()]
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A token of the starting layout: a coloured token or one of the two white tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Token {
    /// A red or black token.
    Piece(Piece),
    /// A white token: its square is a possible starting square of the Kaito.
    White,
}

impl Token {
    /// Parse `W` (or `w`) or a two-letter coloured token.
    #[inline]
    pub fn parse(s: &str) -> Option<Token> {
        match s.as_bytes() {
            [b'W' | b'w'] => Some(Token::White),
            _ => Piece::parse(s).map(Token::Piece),
        }
    }
}

impl Token {
    /// As written in a layout: a coloured token's two letters, or `W`.
    #[inline]
    pub const fn code(self) -> &'static str {
        match self {
            Token::Piece(p) => p.code(),
            Token::White => "W",
        }
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The 36 tokens as laid out at the start, checked: every token of the game exactly once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    squares: [Token; Square::COUNT],
}

/// What is wrong with a `Layout:` block. `span` is relative to the text given to
/// [`Layout::parse`] (empty for count problems, which concern the whole block).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError {
    /// Where, in the text given to [`Layout::parse`] (`None` for whole-layout problems).
    pub span: Option<Span>,
    /// What is wrong.
    pub kind: LayoutErrorKind,
}

/// The kinds of layout problems.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutErrorKind {
    /// Not a token: `rS`, `b3`, `W`…
    BadToken(String),
    /// A rank label that does not match the line's place.
    WrongRankLabel {
        /// The rank expected here (6 down to 1).
        expected: u8,
        /// The label written.
        found: String,
    },
    /// A rank without six tokens.
    WrongLength {
        /// The rank, 1..=6.
        rank: u8,
        /// How many tokens it has.
        found: usize,
    },
    /// Not six rank lines.
    WrongRankCount(usize),
    /// A colour has the wrong number of some kind of token.
    Count {
        /// The colour.
        side: Side,
        /// The kind.
        kind: Kind,
        /// How many the layout has.
        found: u8,
        /// How many the game has.
        expected: u8,
    },
    /// Not exactly two white tokens.
    WhiteCount(u8),
}

impl LayoutErrorKind {
    /// What is wrong, in any language.
    pub fn message(&self) -> Message {
        match self {
            LayoutErrorKind::BadToken(t) => crate::message!("kaito-layout-bad-token", token = t),
            LayoutErrorKind::WrongRankLabel { expected, found } => crate::message!(
                "kaito-layout-wrong-rank-label",
                expected = *expected,
                found = found
            ),
            LayoutErrorKind::WrongLength { rank, found } => {
                crate::message!("kaito-layout-wrong-length", rank = *rank, found = *found)
            }
            LayoutErrorKind::WrongRankCount(n) => {
                crate::message!("kaito-layout-wrong-rank-count", count = *n)
            }
            LayoutErrorKind::Count {
                side,
                kind,
                found,
                expected,
            } => crate::message!(
                "kaito-layout-count",
                found = *found,
                piece = Arg::Term(Piece::new(*side, *kind).term()),
                expected = *expected
            ),
            LayoutErrorKind::WhiteCount(n) => {
                crate::message!("kaito-layout-white-count", count = *n)
            }
        }
    }
}

/// English, as [`LayoutErrorKind::message`] says it.
impl fmt::Display for LayoutErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for LayoutErrorKind {}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)
    }
}

impl std::error::Error for LayoutError {}

impl Layout {
    /// Check a layout given square by square (index = `Square::index`).
    pub fn new(squares: [Token; Square::COUNT]) -> Result<Layout, Vec<LayoutError>> {
        let errors = count_errors(&squares);
        if errors.is_empty() {
            Ok(Layout { squares })
        } else {
            Err(errors)
        }
    }

    /// Parse the rank lines of a `Layout:` block: six lines, rank 6 first, each with six
    /// tokens for files a–f separated by spaces, optionally preceded by the rank number
    /// (`6 rS b1 r2 bH rS b3`). Blank lines are skipped. Every problem is reported, with
    /// its place in `text`.
    pub fn parse(text: &str) -> Result<Layout, Vec<LayoutError>> {
        // The recovery loop: every line is read (the grammar below never fails), and
        // each problem of a line is reported where it stands.
        let mut ranks = Ranks::new();
        let mut rest = text;
        while !rest.is_empty() {
            let Ok((after, line)) = rank_line(rest) else {
                break;
            };
            rest = after;
            ranks.add(&line, |part| {
                let start = text.offset(part);
                Span::new(start, start + part.len())
            });
        }
        ranks.finish()
    }

    /// Every token of the game, in a fixed order (for shuffling into a random layout).
    pub fn token_set() -> [Token; Square::COUNT] {
        let mut out = [Token::White; Square::COUNT];
        let mut i = 0;
        for side in Side::ALL {
            for kind in Kind::ALL {
                for _ in 0..kind.per_side() {
                    out[i] = Token::Piece(Piece::new(side, kind));
                    i += 1;
                }
            }
        }
        // The last two stay white.
        out
    }

    /// A fixed sample layout (white tokens on b3 and a4), for `perft`, benchmarks and
    /// examples where no record gives one:
    ///
    /// ```text
    /// 6 b2 bH r1 rS b1 b1
    /// 5 rH bS r2 r1 b1 bS
    /// 4 W  r3 rS bS b2 rH
    /// 3 bS W  r2 rS b3 rS
    /// 2 r3 rS bS r1 b3 bS
    /// 1 bH rS rS bH rH bS
    /// ```
    pub fn sample() -> Layout {
        use Kind::*;
        use Side::*;
        const ROWS: [[Option<(Side, Kind)>; 6]; 6] = [
            // rank 1 … rank 6
            [
                Some((Black, Kabuto)),
                Some((Red, Katana)),
                Some((Red, Katana)),
                Some((Black, Kabuto)),
                Some((Red, Kabuto)),
                Some((Black, Katana)),
            ],
            [
                Some((Red, Mon3)),
                Some((Red, Katana)),
                Some((Black, Katana)),
                Some((Red, Mon1)),
                Some((Black, Mon3)),
                Some((Black, Katana)),
            ],
            [
                Some((Black, Katana)),
                None,
                Some((Red, Mon2)),
                Some((Red, Katana)),
                Some((Black, Mon3)),
                Some((Red, Katana)),
            ],
            [
                None,
                Some((Red, Mon3)),
                Some((Red, Katana)),
                Some((Black, Katana)),
                Some((Black, Mon2)),
                Some((Red, Kabuto)),
            ],
            [
                Some((Red, Kabuto)),
                Some((Black, Katana)),
                Some((Red, Mon2)),
                Some((Red, Mon1)),
                Some((Black, Mon1)),
                Some((Black, Katana)),
            ],
            [
                Some((Black, Mon2)),
                Some((Black, Kabuto)),
                Some((Red, Mon1)),
                Some((Red, Katana)),
                Some((Black, Mon1)),
                Some((Black, Mon1)),
            ],
        ];
        let mut squares = [Token::White; Square::COUNT];
        for (rank, row) in ROWS.iter().enumerate() {
            for (file, t) in row.iter().enumerate() {
                if let Some((side, kind)) = *t {
                    squares[rank * 6 + file] = Token::Piece(Piece::new(side, kind));
                }
            }
        }
        Layout { squares }
    }

    /// A shuffled layout (Fisher–Yates): `below(n)` must return a number in `0..n`
    /// (larger numbers are reduced modulo `n`). Always a valid layout: it holds every
    /// token of the game once.
    pub fn shuffled(mut below: impl FnMut(usize) -> usize) -> Layout {
        let mut squares = Layout::token_set();
        for i in (1..squares.len()).rev() {
            let j = below(i + 1) % (i + 1);
            squares.swap(i, j);
        }
        Layout { squares }
    }

    /// The token on a square.
    #[inline]
    pub fn get(&self, sq: Square) -> Token {
        self.squares[sq.index()]
    }

    /// The two squares of the white tokens, in square order.
    pub fn white_squares(&self) -> [Square; 2] {
        let mut out = [Square::A1; 2];
        let mut n = 0;
        for sq in Square::all() {
            if self.get(sq) == Token::White && n < 2 {
                out[n] = sq;
                n += 1;
            }
        }
        out
    }

    /// The squares, index = `Square::index`.
    pub fn squares(&self) -> &[Token; Square::COUNT] {
        &self.squares
    }

    /// The rank lines as written in a record (`6 rS b1 r2 bH rS b3`), rank 6 first.
    pub fn lines(&self) -> impl Iterator<Item = String> + '_ {
        (0..6u8).rev().map(move |rank| {
            let mut s = String::with_capacity(20);
            s.push(char::from(b'1' + rank));
            for (file, t) in self.rank_tokens(rank).into_iter().enumerate() {
                s.push(' ');
                s.push_str(t.code());
                if t == Token::White && file < 5 {
                    s.push(' ');
                }
            }
            s
        })
    }

    /// The six tokens of a rank (0-based, rank 1 is 0), file a first.
    #[inline]
    pub fn rank_tokens(&self, rank: u8) -> [Token; 6] {
        let at = usize::from(rank.min(5)) * 6;
        let mut row = [Token::White; 6];
        row.copy_from_slice(&self.squares[at..at + 6]);
        row
    }
}

// ===== the layout grammar ================================================================
//
// `grammar/kaito.ebnf`, as nom parsers:
//
//   layout-line    = [ rank-number ], 6 * token-or-white, newline ;
//   token-or-white = token | "W" ;
//
// read leniently for the recovery loop in [`Layout::parse`]: a line is its cells (runs of
// characters that are not white space) whatever their number, and a cell that is not a
// token is kept to be reported where it stands. White space is `char::is_whitespace`,
// ASCII read byte by byte.

/// A rank line as read.
#[derive(Default)]
pub(crate) struct RankLine<'a> {
    /// The rank number written first, if any (a first cell of ASCII digits).
    pub(crate) label: Option<&'a str>,
    /// How many cells follow the label.
    pub(crate) cells: usize,
    /// The first and the last of them.
    pub(crate) first: Option<&'a str>,
    pub(crate) last: Option<&'a str>,
    /// What the first six cells say, file a first (`None`: not a token).
    tokens: [Option<Token>; 6],
    /// The cells that are not tokens, in order.
    bad: Vec<&'a str>,
}

impl<'a> RankLine<'a> {
    /// One more cell of the line.
    fn cell(&mut self, w: &'a str) {
        match token_or_white(w) {
            Some(t) => {
                if let Some(slot) = self.tokens.get_mut(self.cells) {
                    *slot = Some(t);
                }
            }
            None => self.bad.push(w),
        }
        self.first.get_or_insert(w);
        self.last = Some(w);
        self.cells += 1;
    }
}

/// The rank lines of a layout, added one by one as they are read (by [`Layout::parse`],
/// and by a record's `Layout:` block, which decides line by line where the block ends):
/// the squares and every problem, each where it stands.
pub(crate) struct Ranks {
    squares: [Token; Square::COUNT],
    /// The lines that are not blank, so far.
    rows: usize,
    errors: Vec<LayoutError>,
}

impl Ranks {
    /// No line yet.
    pub(crate) fn new() -> Ranks {
        Ranks {
            squares: [Token::White; Square::COUNT],
            rows: 0,
            errors: Vec::new(),
        }
    }

    /// One line read by [`rank_line`]; `span` gives the place of a part of it. A blank
    /// line is skipped.
    pub(crate) fn add<'a>(&mut self, line: &RankLine<'a>, span: impl Fn(&'a str) -> Span) {
        let Some(first) = line.label.or(line.first) else {
            return;
        };
        self.rows += 1;
        let Some(rank) = 6usize.checked_sub(self.rows) else {
            return;
        };
        if let Some(label) = line.label
            && label.as_bytes() != [b'1' + rank as u8]
        {
            self.errors.push(LayoutError {
                span: Some(span(label)),
                kind: LayoutErrorKind::WrongRankLabel {
                    expected: rank as u8 + 1,
                    found: label.to_string(),
                },
            });
        }
        if line.cells != 6 {
            let at = match (line.first, line.last) {
                (Some(a), Some(b)) => span(a).join(span(b)),
                _ => span(first),
            };
            self.errors.push(LayoutError {
                span: Some(at),
                kind: LayoutErrorKind::WrongLength {
                    rank: rank as u8 + 1,
                    found: line.cells,
                },
            });
        }
        for &w in &line.bad {
            self.errors.push(LayoutError {
                span: Some(span(w)),
                kind: LayoutErrorKind::BadToken(w.to_string()),
            });
        }
        // Rank `rank` (0-based) is squares `rank * 6 ..`, file a first.
        let row = &mut self.squares[rank * 6..rank * 6 + 6];
        for (slot, t) in row.iter_mut().zip(line.tokens) {
            if let Some(t) = t {
                *slot = t;
            }
        }
    }

    /// The layout, or every problem found (those of the lines, then those of the whole).
    pub(crate) fn finish(mut self) -> Result<Layout, Vec<LayoutError>> {
        if self.rows != 6 {
            self.errors.push(LayoutError {
                span: None,
                kind: LayoutErrorKind::WrongRankCount(self.rows),
            });
        }
        if !self.errors.is_empty() {
            return Err(self.errors);
        }
        Layout::new(self.squares)
    }
}

/// White space within a line.
#[inline]
fn blanks(i: &str) -> IResult<&str, &str> {
    let b = i.as_bytes();
    let n = b
        .iter()
        .take_while(|&&c| matches!(c, b' ' | b'\t' | b'\r' | 0x0b | 0x0c))
        .count();
    if b.get(n).is_some_and(|&c| c >= 0x80) {
        return take_while(|c: char| c != '\n' && c.is_whitespace()).parse(i);
    }
    Ok((&i[n..], &i[..n]))
}

/// A cell: a run of characters that are not white space.
#[inline]
fn cell(i: &str) -> IResult<&str, &str> {
    let b = i.as_bytes();
    let n = b
        .iter()
        .take_while(|&&c| c < 0x80 && !matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c))
        .count();
    if b.get(n).is_some_and(|&c| c >= 0x80) {
        return take_while1(|c: char| !c.is_whitespace()).parse(i);
    }
    if n == 0 {
        return Err(nom::Err::Error(nom::error::Error::new(
            i,
            ErrorKind::TakeWhile1,
        )));
    }
    Ok((&i[n..], &i[..n]))
}

/// rank-number: written before the tokens, a cell of digits (checked against the line's
/// place by the caller).
fn rank_number(i: &str) -> IResult<&str, &str> {
    verify(cell, |w: &str| w.bytes().all(|c| c.is_ascii_digit())).parse(i)
}

/// token-or-white = token | "W" ;
#[inline]
fn token_or_white(w: &str) -> Option<Token> {
    Token::parse(w)
}

/// layout-line = [ rank-number ], 6 * token-or-white, newline ;  (any number of cells)
///
/// A line of ASCII characters (every line of a layout in practice) is read from its
/// bytes ([`ascii_rank_line`]); any other by the characters.
pub(crate) fn rank_line(i: &str) -> IResult<&str, RankLine<'_>> {
    match ascii_rank_line(i) {
        Some(read) => Ok(read),
        None => rank_line_chars(i),
    }
}

/// layout-line = [ rank-number ], 6 * token-or-white, newline ;  (read by characters)
fn rank_line_chars(i: &str) -> IResult<&str, RankLine<'_>> {
    let (mut i, label) = opt(preceded(blanks, rank_number)).parse(i)?;
    let mut line = RankLine {
        label,
        ..RankLine::default()
    };
    // { cell }, each added in place (a fold would move the line at every cell).
    while let Ok((rest, w)) = preceded(blanks, cell).parse(i) {
        line.cell(w);
        i = rest;
    }
    let (i, _) = (blanks, opt(char('\n'))).parse(i)?;
    Ok((i, line))
}

/// White space within a line of ASCII bytes: space, tab, carriage return, vertical tab,
/// form feed.
#[inline(always)]
fn is_ascii_blank(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | 0x0b | 0x0c)
}

/// [`rank_line`] for a line (up to its line feed or the end of the text) of ASCII
/// characters, read from its bytes: white space is one of [`is_ascii_blank`], a cell is
/// any other run of bytes, the first cell is the rank number if it is all digits. The
/// same reading as [`rank_line_chars`]'s; `None` for a line with another character.
#[inline]
fn ascii_rank_line(text: &str) -> Option<(&str, RankLine<'_>)> {
    let b = text.as_bytes();
    let mut line = RankLine::default();
    // One pass up to the line feed (or the end of the text), which gives up at the first
    // byte beyond ASCII.
    let mut at = 0;
    let end = loop {
        let c = match b.get(at) {
            Some(&c) if c != b'\n' => c,
            _ => break at,
        };
        if c >= 0x80 {
            return None;
        }
        if is_ascii_blank(c) {
            at += 1;
            continue;
        }
        let start = at;
        while let Some(&c) = b.get(at)
            && !is_ascii_blank(c)
            && c != b'\n'
        {
            if c >= 0x80 {
                return None;
            }
            at += 1;
        }
        // ASCII so far: every offset is a character boundary.
        let w = text.get(start..at)?;
        // [ rank-number ]: the first cell, if it is all digits.
        if line.label.is_none() && line.cells == 0 && w.bytes().all(|c| c.is_ascii_digit()) {
            line.label = Some(w);
        } else {
            line.cell(w);
        }
    };
    let rest = text.get((end + 1).min(b.len())..)?;
    Some((rest, line))
}

fn count_errors(squares: &[Token; Square::COUNT]) -> Vec<LayoutError> {
    let mut counts = BySide([ByKind([0u8; 5]); 2]);
    let mut whites = 0u8;
    for t in squares {
        match t {
            Token::Piece(p) => counts[p.side][p.kind] += 1,
            Token::White => whites += 1,
        }
    }
    let mut errors = Vec::new();
    for side in Side::ALL {
        for kind in Kind::ALL {
            let found = counts[side][kind];
            if found != kind.per_side() {
                errors.push(LayoutError {
                    span: None,
                    kind: LayoutErrorKind::Count {
                        side,
                        kind,
                        found,
                        expected: kind.per_side(),
                    },
                });
            }
        }
    }
    if whites != 2 {
        errors.push(LayoutError {
            span: None,
            kind: LayoutErrorKind::WhiteCount(whites),
        });
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_on_the_kaito_is_written_after_an_at_sign() {
        for side in Side::ALL {
            for kind in Kind::ALL {
                let p = Piece { side, kind };
                assert_eq!(p.code_on_kaito(), format!("@{}", p.code()));
                assert_eq!(
                    p.code(),
                    format!("{}{}", side.letter(), kind.letter()),
                    "{p:?}"
                );
                assert_eq!(Piece::parse(p.code()), Some(p));
            }
        }
    }

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("a1").map(Square::index), Some(0));
        assert_eq!(Square::parse("f6").map(Square::index), Some(35));
        assert_eq!(Square::parse("g1"), None);
        assert_eq!(Square::parse("a7"), None);
        assert_eq!(Square::parse("a0"), None);
        assert_eq!(Square::parse("é1"), None);
    }

    #[test]
    fn the_sample_layout_is_valid() {
        let s = Layout::sample();
        assert_eq!(Layout::new(*s.squares()), Ok(s));
        assert_eq!(s.lines().next().as_deref(), Some("6 b2 bH r1 rS b1 b1"));
    }

    #[test]
    fn token_set_is_a_valid_layout() {
        let set = Layout::token_set();
        assert!(Layout::new(set).is_ok());
        let layout = Layout::new(set).unwrap();
        let text: Vec<String> = layout.lines().collect();
        assert_eq!(Layout::parse(&text.join("\n")), Ok(layout));
    }

    #[test]
    fn the_rank_line_grammar_reads_label_cells_and_bad_cells() {
        let (rest, line) = rank_line("6 rS b1\u{a0}W  xx bH\r\n5 b2").unwrap();
        assert_eq!(rest, "5 b2");
        assert_eq!(line.label, Some("6"));
        assert_eq!(
            (line.cells, line.first, line.last),
            (5, Some("rS"), Some("bH"))
        );
        assert_eq!(line.bad, ["xx"]);
        assert_eq!(line.tokens[2], Some(Token::White));
        assert_eq!(line.tokens[3], None);
        // No label: a first cell that is not all digits is a cell; a blank line is empty.
        let (_, line) = rank_line("6a W").unwrap();
        assert_eq!((line.label, line.cells, line.bad.len()), (None, 2, 1));
        let (rest, line) = rank_line(" \t\nW").unwrap();
        assert_eq!((rest, line.label, line.cells), ("W", None, 0));
        // Only the first six cells have a file.
        let (_, line) = rank_line("W W W W W W rS").unwrap();
        assert_eq!(line.cells, 7);
        assert!(line.tokens.iter().all(|t| *t == Some(Token::White)));
    }

    /// What a rank-line reader read, comparable.
    fn read<'a>(r: Option<(&'a str, RankLine<'a>)>) -> Option<RankRead<'a>> {
        r.map(|(rest, l)| (rest, l.label, l.cells, l.first, l.last, l.tokens, l.bad))
    }

    type RankRead<'a> = (
        &'a str,
        Option<&'a str>,
        usize,
        Option<&'a str>,
        Option<&'a str>,
        [Option<Token>; 6],
        Vec<&'a str>,
    );

    #[test]
    fn the_byte_reader_of_rank_lines_agrees_with_the_general_one() {
        let lines = [
            "6 rS b1 r2 bH rS b3\n5",
            "6 W  bS r2 rH bS r1",
            "rS b1 r2 bH rS b3\n",
            "  \t6\trS  b1\r\n",
            "66 rS",
            "6a W",
            "6 rS b1 r2 bH rS b3 W xx\n",
            "",
            "\n",
            " \u{b}\u{c}\r\n\nrS",
            "Kaito: c5\n1. c2",
            "1. c2 x bS  a2 x r3",
            "w W ww rs RS bh B3 b4 r0 rSS {c} [t] ;",
            "\u{0}\u{1f}\u{7f} ~ \"\\",
            "x\u{a0}y\nz",
            "rS b1 r2 bH rS bé\n",
            "6 rS\n\u{a0}",
        ];
        for text in lines {
            // Every suffix too: the reader starts anywhere in a line.
            for at in (0..=text.len()).filter(|&at| text.is_char_boundary(at)) {
                let t = &text[at..];
                let general = read(rank_line_chars(t).ok());
                match ascii_rank_line(t) {
                    Some(r) => assert_eq!(read(Some(r)), general, "{t:?}"),
                    None => assert!(
                        t.split('\n').next().is_some_and(|l| !l.is_ascii()),
                        "{t:?}: an ASCII line is the byte reader's"
                    ),
                }
                assert_eq!(read(rank_line(t).ok()), general, "{t:?}");
            }
        }
    }

    #[test]
    fn pieces_parse_and_print() {
        for side in Side::ALL {
            for kind in Kind::ALL {
                let p = Piece::new(side, kind);
                assert_eq!(Piece::parse(&p.to_string()), Some(p));
            }
        }
        for side in 0..=255u8 {
            for kind in 0..=255u8 {
                let (s, k) = (char::from(side), char::from(kind));
                let letters = Side::from_letter(s).zip(Kind::from_letter(k));
                let text = format!("{s}{k}");
                assert_eq!(
                    Piece::parse(&text),
                    letters.map(|(side, kind)| Piece::new(side, kind)),
                    "{text:?}"
                );
            }
        }
        assert_eq!(Piece::parse("rS1"), None);
        assert_eq!(Piece::parse("x1"), None);
        assert_eq!(Piece::parse("r4"), None);
        assert_eq!(Token::parse("W"), Some(Token::White));
    }
}
