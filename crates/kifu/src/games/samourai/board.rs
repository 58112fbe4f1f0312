//! Samouraï's board: sides, squares, the kind of every square, directions, and the
//! 11-line board description (RULES.md §2).
//!
//! Everything here is a small `Copy` type. A [`Board`] is the kind of each of the 121
//! squares; the default one is [`Board::standard`], and [`Board::parse`] reads a user's
//! own board in the same text format, saying exactly what is wrong with it.

use std::fmt;
use std::ops::Index;

use crate::message::{Arg, Message};

/// Files (a–k) and ranks (1–11) of the board.
pub const SIZE: u8 = 11;
/// Number of squares.
pub const SQUARES: usize = 121;

/// The two players. Red moves first and has its camp (its shiro squares) on rank 1.
pub use crate::core::board::RedBlack as Side;

/// A side as a term of the catalogue (`samourai-side-red`): its name as a player
/// (`Red`), `.adj` as a samurai's colour (`red`).
pub const fn side_term(side: Side) -> &'static str {
    match side {
        Side::Red => "samourai-side-red",
        Side::Black => "samourai-side-black",
    }
}

impl Side {
    /// The rank (0-based) of the side's camp: 0 for Red, 10 for Black.
    #[inline]
    pub const fn camp_rank(self) -> u8 {
        match self {
            Side::Red => 0,
            Side::Black => SIZE - 1,
        }
    }
}

crate::by_key!(
    /// Something for each side.
    BySide,
    Side,
    2
);

/// A square, index = rank * 11 + file (a1 = 0, k1 = 10, k11 = 120).
pub type Square = crate::core::board::Square<SIZE>;

impl Square {
    /// The centre square f6, where the anzen is.
    pub const CENTRE: Square = Square::new(5 * SIZE + 5).expect("on the board");

    /// The square's bit in a 121-bit set.
    #[inline]
    pub const fn bit(self) -> u128 {
        1u128 << self.index()
    }

    /// The square one step in a direction, if on the board.
    #[inline]
    pub const fn step(self, dir: Direction) -> Option<Square> {
        let (df, dr) = dir.delta();
        self.offset(df, dr)
    }

    /// The square `n` steps in a direction, if on the board.
    #[inline]
    pub const fn steps(self, dir: Direction, n: u8) -> Option<Square> {
        let (df, dr) = dir.delta();
        let n = n as i8;
        if n > SIZE as i8 {
            return None;
        }
        self.offset(df * n, dr * n)
    }

    /// The direction and distance from `self` to `to`, if both are on one rank, file or
    /// diagonal and differ.
    pub fn line_to(self, to: Square) -> Option<(Direction, u8)> {
        let df = to.file() as i8 - self.file() as i8;
        let dr = to.rank() as i8 - self.rank() as i8;
        if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        let dist = df.unsigned_abs().max(dr.unsigned_abs());
        Direction::from_delta(df.signum(), dr.signum()).map(|d| (d, dist))
    }
}

crate::indexed_enum! {
    /// The eight directions of travel, as seen on the board with rank 11 at the top,
    /// clockwise from north.
    pub enum Direction {
        /// Towards rank 11.
        N,
        /// Towards k11.
        NE,
        /// Towards file k.
        E,
        /// Towards k1.
        SE,
        /// Towards rank 1.
        S,
        /// Towards a1.
        SW,
        /// Towards file a.
        W,
        /// Towards a11.
        NW,
    }
}

impl Direction {
    /// (file step, rank step).
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The direction with this (file step, rank step), each in −1..=1 and not both 0.
    #[inline]
    pub fn from_delta(df: i8, dr: i8) -> Option<Direction> {
        use Direction::*;
        // At (df + 1) * 3 + dr + 1: the inverse of `delta`.
        const BY_DELTA: [Option<Direction>; 9] = [
            Some(SW),
            Some(W),
            Some(NW),
            Some(S),
            None,
            Some(N),
            Some(SE),
            Some(E),
            Some(NE),
        ];
        if (-1..=1).contains(&df) && (-1..=1).contains(&dr) {
            BY_DELTA[((df + 1) * 3 + dr + 1) as usize]
        } else {
            None
        }
    }

    /// Compass name, e.g. `"NE"`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::N => "N",
            Direction::NE => "NE",
            Direction::E => "E",
            Direction::SE => "SE",
            Direction::S => "S",
            Direction::SW => "SW",
            Direction::W => "W",
            Direction::NW => "NW",
        }
    }
}

crate::indexed_enum! {
    /// What is printed on a square.
    pub enum Kind {
        /// A start square (forteresse), marked with a cross; 4 per camp.
        Shiro,
        /// The centre square (sécurité): landing there gives a bonus move, once per player.
        Anzen,
        /// A blank square (aveugle): announced "ho bo", the answer's direction is free.
        Mekura,
        /// Taiyō, soleil.
        Sun,
        /// Ryū, dragon.
        Dragon,
        /// Washi, ibis.
        Ibis,
        /// Katana, sabre.
        Sword,
    }
}

impl Kind {
    /// The four symbols.
    pub const SYMBOLS: [Kind; 4] = [Kind::Sun, Kind::Dragon, Kind::Ibis, Kind::Sword];

    /// Is this one of the four symbols (sun, dragon, ibis, sword)?
    #[inline]
    pub const fn is_symbol(self) -> bool {
        matches!(self, Kind::Sun | Kind::Dragon | Kind::Ibis | Kind::Sword)
    }

    /// The letter in the board description: `S A . T R W K`.
    pub const fn letter(self) -> char {
        match self {
            Kind::Shiro => 'S',
            Kind::Anzen => 'A',
            Kind::Mekura => '.',
            Kind::Sun => 'T',
            Kind::Dragon => 'R',
            Kind::Ibis => 'W',
            Kind::Sword => 'K',
        }
    }

    /// The kind of a board-description letter (case-insensitive).
    pub fn from_letter(c: char) -> Option<Kind> {
        let c = c.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|k| k.letter() == c)
    }

    /// English name, lower case (the JSON form): `shiro anzen mekura sun dragon ibis sword`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Shiro => "shiro",
            Kind::Anzen => "anzen",
            Kind::Mekura => "mekura",
            Kind::Sun => "sun",
            Kind::Dragon => "dragon",
            Kind::Ibis => "ibis",
            Kind::Sword => "sword",
        }
    }

    /// The kind as a term of the catalogue (`samourai-kind-sun` …), with its grammar:
    /// its name, `.article` (`a sun`), `.phrase` (`a sun (taiyo)`), `.square`.
    pub const fn term(self) -> &'static str {
        match self {
            Kind::Shiro => "samourai-kind-shiro",
            Kind::Anzen => "samourai-kind-anzen",
            Kind::Mekura => "samourai-kind-mekura",
            Kind::Sun => "samourai-kind-sun",
            Kind::Dragon => "samourai-kind-dragon",
            Kind::Ibis => "samourai-kind-ibis",
            Kind::Sword => "samourai-kind-sword",
        }
    }

    /// What a player announces after landing on this kind (Japanese, as at the table):
    /// `taiyo ryu washi katana ho bo shiro anzen`.
    pub const fn announcement(self) -> &'static str {
        match self {
            Kind::Shiro => "shiro",
            Kind::Anzen => "anzen",
            Kind::Mekura => "ho bo",
            Kind::Sun => "taiyo",
            Kind::Dragon => "ryu",
            Kind::Ibis => "washi",
            Kind::Sword => "katana",
        }
    }

    /// How many squares of this kind a board has.
    pub const fn expected_count(self) -> usize {
        match self {
            Kind::Shiro => 8,
            Kind::Anzen => 1,
            Kind::Mekura => 48,
            Kind::Sun | Kind::Dragon | Kind::Ibis | Kind::Sword => 16,
        }
    }
}

crate::display_by_name!(Direction, Kind);

/// The kind of every square.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    kinds: [Kind; SQUARES],
    /// Each side's own shiro squares (derived from `kinds`, kept for speed).
    camps: [u128; 2],
}

impl Index<Square> for Board {
    type Output = Kind;
    #[inline]
    fn index(&self, sq: Square) -> &Kind {
        &self.kinds[sq.index()]
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\n{self})")
    }
}

/// The default board of RULES.md §2, rank 11 first.
const STANDARD: [&str; 11] = [
    "..S.S.S.S..",
    ".TKWR.KWRT.",
    ".KRTW.WTKR.",
    ".WTRK.RKTW.",
    ".RWKT.TRWK.",
    ".....A.....",
    ".KWRT.TKWR.",
    ".WTKR.KRTW.",
    ".RKTW.WTRK.",
    ".TRWK.RWKT.",
    "..S.S.S.S..",
];

impl Default for Board {
    fn default() -> Self {
        Board::standard()
    }
}

impl Board {
    /// The default board of RULES.md §2.
    pub fn standard() -> Board {
        // Made once: every record without a board of its own is played on it.
        static BOARD: std::sync::LazyLock<Board> = std::sync::LazyLock::new(Board::make_standard);
        *BOARD
    }

    fn make_standard() -> Board {
        let mut kinds = [Kind::Mekura; SQUARES];
        for (i, row) in STANDARD.iter().enumerate() {
            let rank = SIZE as usize - 1 - i;
            for (file, c) in row.chars().enumerate() {
                kinds[rank * SIZE as usize + file] = Kind::from_letter(c).unwrap_or(Kind::Mekura);
            }
        }
        Board::from_kinds(kinds)
    }

    fn from_kinds(kinds: [Kind; SQUARES]) -> Board {
        let mut b = Board {
            kinds,
            camps: [0, 0],
        };
        for side in Side::ALL {
            b.camps[side.index()] = b.camp(side).iter().fold(0, |acc, s| acc | s.bit());
        }
        b
    }

    /// The kind of a square.
    #[inline]
    pub fn kind(&self, sq: Square) -> Kind {
        self.kinds[sq.index()]
    }

    /// The shiro squares of a side's camp, files a→k.
    pub fn camp(&self, side: Side) -> [Square; 4] {
        let mut out = [Square::A1; 4];
        let mut n = 0;
        for file in 0..SIZE as i8 {
            if let Some(sq) = Square::from_coords(file, side.camp_rank() as i8)
                && self.kind(sq) == Kind::Shiro
                && n < 4
            {
                out[n] = sq;
                n += 1;
            }
        }
        out
    }

    /// The set of a side's own shiro squares, as a 121-bit set.
    #[inline]
    pub fn camp_bits(&self, side: Side) -> u128 {
        self.camps[side.index()]
    }

    /// The set of squares of one kind.
    pub fn bits_of(&self, kind: Kind) -> u128 {
        Square::all()
            .filter(|&s| self.kind(s) == kind)
            .fold(0, |acc, s| acc | s.bit())
    }

    /// Read a board in the 11-line text format of RULES.md §2.
    ///
    /// Rank 11 comes first. Each row is 11 letters (`S` shiro, `A` anzen, `.` mekura,
    /// `T` sun, `R` dragon, `W` ibis, `K` sword; case-insensitive, spaces between letters
    /// allowed), optionally preceded by its rank number. Blank lines, lines starting with
    /// `#` and a footer line of file letters (`abcdefghijk`) are ignored.
    ///
    /// The board must have 8 shiro squares, 4 on rank 1 (Red's camp) and 4 on rank 11
    /// (Black's camp), 16 squares of each symbol, the anzen on the centre square f6 and 48
    /// mekura. Every problem found is reported, each with its line and column where there
    /// is one.
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let mut issues = Vec::new();
        let mut rows: Vec<(usize, Vec<(usize, Kind)>)> = Vec::new();
        let mut kinds = [Kind::Mekura; SQUARES];
        for (ln, line) in text.lines().enumerate() {
            let line_no = ln + 1;
            let trimmed = line.trim_start_matches('\u{feff}').trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            // A footer of file letters.
            let compact: String = trimmed.chars().filter(|c| !c.is_whitespace()).collect();
            if compact.eq_ignore_ascii_case("abcdefghijk") {
                continue;
            }
            // Column numbers are 1-based characters of the original line.
            let mut chars = line.char_indices().enumerate().peekable();
            // Optional rank label.
            let mut label: Option<(usize, u32)> = None;
            while chars
                .peek()
                .is_some_and(|&(_, (_, c))| c.is_whitespace() || c == '\u{feff}')
            {
                chars.next();
            }
            let mut digits = String::new();
            let mut label_col = 0;
            while let Some(&(col, (_, c))) = chars.peek() {
                if c.is_ascii_digit() {
                    if digits.is_empty() {
                        label_col = col + 1;
                    }
                    digits.push(c);
                    chars.next();
                } else {
                    break;
                }
            }
            if !digits.is_empty() {
                label = Some((label_col, digits.parse().unwrap_or(u32::MAX)));
            }
            let mut cells = Vec::with_capacity(11);
            for (col, (_, c)) in chars {
                if c.is_whitespace() {
                    continue;
                }
                match Kind::from_letter(c) {
                    Some(k) => cells.push((col + 1, k)),
                    None => {
                        // Still a square, so the row length is judged on its own.
                        cells.push((col + 1, Kind::Mekura));
                        issues.push(BoardIssue::at(
                        line_no,
                        col + 1,
                        crate::message!("samourai-board-bad-letter", letter = c),
                    ));
                    }
                }
            }
            let expected_rank = (SIZE as usize).saturating_sub(rows.len());
            if let Some((col, n)) = label
                && expected_rank > 0
                && n != expected_rank as u32
            {
                issues.push(BoardIssue::at(
                    line_no,
                    col,
                    crate::message!(
                        "samourai-board-rank-label",
                        label = n,
                        row = rows.len() + 1,
                        rank = expected_rank
                    ),
                ));
            }
            if cells.len() != SIZE as usize {
                let col = cells.first().map_or(1, |&(c, _)| c);
                issues.push(BoardIssue::at(
                    line_no,
                    col,
                    crate::message!("samourai-board-row-length", count = cells.len()),
                ));
            }
            rows.push((line_no, cells));
        }
        if rows.len() != SIZE as usize {
            issues.push(BoardIssue {
                line: rows.get(SIZE as usize).map(|r| r.0),
                column: rows.get(SIZE as usize).map(|_| 1),
                message: crate::message!("samourai-board-rows", count = rows.len()),
            });
            return Err(BoardError::capped(issues));
        }
        let mut where_: [Vec<(Square, usize, usize)>; 7] = Default::default();
        for (i, (line_no, cells)) in rows.iter().enumerate() {
            let rank = SIZE as usize - 1 - i;
            for (file, &(col, k)) in cells.iter().enumerate().take(SIZE as usize) {
                let sq = Square::from_coords(file as i8, rank as i8).expect("on the board");
                kinds[sq.index()] = k;
                where_[k as usize].push((sq, *line_no, col));
            }
        }
        if !issues.is_empty() {
            return Err(BoardError::capped(issues));
        }
        // Counts.
        for kind in Kind::ALL {
            let found = &where_[kind as usize];
            let expected = kind.expected_count();
            if found.len() != expected {
                // No single square is to blame: the message lists them all.
                let list: Vec<String> = found.iter().map(|(s, _, _)| s.to_string()).collect();
                let message = if kind == Kind::Mekura || list.is_empty() {
                    Message::new("samourai-board-count")
                } else {
                    Message::new("samourai-board-count-listed").arg("squares", list.join(" "))
                };
                issues.push(BoardIssue {
                    line: None,
                    column: None,
                    message: message
                        .arg("expected", expected)
                        .arg("kind", Arg::Term(kind.term()))
                        .arg("count", found.len()),
                });
            }
        }
        // The anzen on the centre.
        for &(sq, line, col) in &where_[Kind::Anzen as usize] {
            if sq != Square::CENTRE {
                issues.push(BoardIssue::at(
                    line,
                    col,
                    crate::message!("samourai-board-anzen-centre", square = sq.to_string()),
                ));
            }
        }
        // Shiro squares: only in the camps, 4 per camp.
        let mut per_camp = [0usize; 2];
        for &(sq, line, col) in &where_[Kind::Shiro as usize] {
            match sq.rank() {
                0 => per_camp[0] += 1,
                r if r == SIZE - 1 => per_camp[1] += 1,
                _ => issues.push(BoardIssue::at(
                    line,
                    col,
                    crate::message!("samourai-board-shiro-outside", square = sq.to_string()),
                )),
            }
        }
        for side in Side::ALL {
            let n = per_camp[side.index()];
            let line_of_camp = rows[(SIZE - 1 - side.camp_rank()) as usize].0;
            if n != 4 && where_[Kind::Shiro as usize].len() == 8 {
                issues.push(BoardIssue::at(
                    line_of_camp,
                    1,
                    crate::message!(
                        "samourai-board-camp",
                        side = Arg::Term(side_term(side)),
                        rank = side.camp_rank() + 1,
                        count = n
                    ),
                ));
            }
        }
        if issues.is_empty() {
            Ok(Board::from_kinds(kinds))
        } else {
            Err(BoardError::capped(issues))
        }
    }
}

impl fmt::Display for Board {
    /// The 11-line format with rank labels and a file footer (what [`Board::parse`] reads).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..SIZE as i8).rev() {
            write!(f, "{:>2} ", rank + 1)?;
            for file in 0..SIZE as i8 {
                if let Some(sq) = Square::from_coords(file, rank) {
                    write!(f, "{}", self.kind(sq).letter())?;
                }
            }
            writeln!(f)?;
        }
        writeln!(f, "   abcdefghijk")
    }
}

/// One thing wrong with a board description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardIssue {
    /// 1-based line in the text, when the problem is in one place.
    pub line: Option<usize>,
    /// 1-based column (characters), when the problem is in one place.
    pub column: Option<usize>,
    /// What is wrong.
    pub message: Message,
}

impl BoardIssue {
    fn at(line: usize, column: usize, message: Message) -> BoardIssue {
        BoardIssue {
            line: Some(line),
            column: Some(column),
            message,
        }
    }
}

impl fmt::Display for BoardIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(l), Some(c)) => write!(f, "line {l}, column {c}: {}", self.message),
            (Some(l), None) => write!(f, "line {l}: {}", self.message),
            _ => write!(f, "{}", self.message),
        }
    }
}

/// Why a board description was rejected: every problem found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardError {
    /// At least one.
    pub issues: Vec<BoardIssue>,
    /// How many problems were found (more than `issues` lists when it is capped).
    pub found: usize,
}

impl BoardError {
    /// The most problems reported one by one; the rest are counted.
    pub const SHOWN: usize = 5;

    /// At most [`BoardError::SHOWN`] problems, then one saying how many more were found
    /// (a file that is not a board at all gets a few located errors, not one per
    /// character).
    fn capped(mut issues: Vec<BoardIssue>) -> BoardError {
        let found = issues.len();
        if issues.len() > Self::SHOWN {
            let more = issues.len() - Self::SHOWN;
            issues.truncate(Self::SHOWN);
            issues.push(BoardIssue {
                line: None,
                column: None,
                message: crate::message!("samourai-board-more", count = more),
            });
        }
        BoardError { issues, found }
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, issue) in self.issues.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{issue}")?;
        }
        Ok(())
    }
}

impl std::error::Error for BoardError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn from_delta_inverts_delta() {
        for df in -2..=2 {
            for dr in -2..=2 {
                let searched = Direction::ALL.into_iter().find(|d| d.delta() == (df, dr));
                assert_eq!(Direction::from_delta(df, dr), searched, "{df} {dr}");
            }
        }
    }

    #[test]
    fn standard_board_has_the_books_counts_and_is_symmetric() {
        let b = Board::standard();
        for kind in Kind::ALL {
            assert_eq!(
                Square::all().filter(|&s| b.kind(s) == kind).count(),
                kind.expected_count(),
                "{kind}"
            );
        }
        assert_eq!(b.kind(Square::CENTRE), Kind::Anzen);
        for s in Square::all() {
            let opposite = s.flipped();
            assert_eq!(b.kind(s), b.kind(opposite), "{s}");
        }
        let red: Vec<String> = b.camp(Side::Red).iter().map(|s| s.to_string()).collect();
        assert_eq!(red, ["c1", "e1", "g1", "i1"]);
        let black: Vec<String> = b.camp(Side::Black).iter().map(|s| s.to_string()).collect();
        assert_eq!(black, ["c11", "e11", "g11", "i11"]);
    }

    #[test]
    fn board_text_round_trips() {
        let b = Board::standard();
        assert_eq!(Board::parse(&b.to_string()), Ok(b));
        // Without labels and footer too.
        assert_eq!(Board::parse(&STANDARD.join("\n")), Ok(b));
    }

    #[test]
    fn square_names_round_trip() {
        for s in Square::all() {
            assert_eq!(Square::parse(&s.to_string()), Some(s));
        }
        for bad in ["l1", "a0", "a12", "a", "", "a01", "k111", "é1"] {
            assert_eq!(Square::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn line_to_finds_direction_and_distance() {
        let c1 = Square::parse("c1").unwrap();
        assert_eq!(
            c1.line_to(Square::parse("f4").unwrap()),
            Some((Direction::NE, 3))
        );
        assert_eq!(
            c1.line_to(Square::parse("a1").unwrap()),
            Some((Direction::W, 2))
        );
        assert_eq!(c1.line_to(Square::parse("d3").unwrap()), None);
        assert_eq!(c1.line_to(c1), None);
    }
}
