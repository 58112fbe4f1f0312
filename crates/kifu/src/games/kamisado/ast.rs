//! The Kamisado record as written, before it meets the board (like shakmaty's `San`).
//!
//! The parser ([`super::notation`]) produces a [`Record`]; the replayer
//! ([`super::replay`](mod@super::replay)) resolves each [`Entry`] against the position. Every node keeps
//! its [`Span`], so diagnostics and the lossless JSON can point at the exact text.

use smallvec::SmallVec;

use super::board::{Colour, Direction};
use super::style::Style;
use crate::core::{Span, Spanned};

/// `[Key "Value"]`. Unknown tags are kept in order.
pub use crate::core::header::RawTag as Tag;

/// Match length (the `[Match]` tag): first to 1, 3, 7 or 15 points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum MatchKind {
    /// First to 1 point: one round.
    #[default]
    Simple,
    /// First to 3 points.
    Standard,
    /// First to 7 points.
    Long,
    /// First to 15 points.
    Marathon,
}

impl MatchKind {
    /// Every match length, shortest first.
    pub const ALL: [MatchKind; 4] = [
        MatchKind::Simple,
        MatchKind::Standard,
        MatchKind::Long,
        MatchKind::Marathon,
    ];

    /// The points that win the match.
    pub const fn target(self) -> u32 {
        match self {
            MatchKind::Simple => 1,
            MatchKind::Standard => 3,
            MatchKind::Long => 7,
            MatchKind::Marathon => 15,
        }
    }

    /// The word for it in a `[Match]` tag and in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            MatchKind::Simple => "simple",
            MatchKind::Standard => "standard",
            MatchKind::Long => "long",
            MatchKind::Marathon => "marathon",
        }
    }
}

/// P1–P4: how towers are placed at the start of rounds 2, 3, …
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fill {
    /// The towers are lined up from the left (P2).
    Left,
    /// The towers are lined up from the right (P2).
    Right,
}

impl Fill {
    /// `left` or `right`, as in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Fill::Left => "left",
            Fill::Right => "right",
        }
    }
}

/// What one segment of an entry says the tower did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// An arrow (or word) and a number: `↗3`, `Gauche 5`, `↓1`.
    Step {
        /// The direction, as written.
        dir: Spanned<Direction>,
        /// The distance, as written.
        dist: Spanned<u8>,
    },
    /// `0`: the tower was blocked (D6).
    Blocked {
        /// Where the `0` is written.
        zero: Span,
    },
}

/// Tower, action, landing colour: `Red ↗3 Blue`, `Green 0 Pink`, `Red ↓1 Yellow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    /// The tower that moves (by colour; the side follows from the turn).
    pub tower: Spanned<Colour>,
    /// What it did: a step or a blocked `0`.
    pub action: Action,
    /// The colour of the square it lands on (the next tower to move).
    pub landing: Spanned<Colour>,
    /// The whole segment.
    pub span: Span,
}

/// The segments of an entry: one is held inline, the rare second and third of a pushed
/// entry go to the heap, so an entry stays small in the list of items.
pub type Segments = SmallVec<[Segment; 1]>;

/// One entry of the score sheet = one ply. A pushed entry after an oshi may list every
/// pushed tower, front first, joined by `+` (at most 3); every other entry has one segment.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The segments, in order (one, or up to 3 for a pushed entry; the parsers never give
    /// more).
    pub segments: Segments,
    /// The whole entry.
    pub span: Span,
}

impl Entry {
    /// The first (for a normal entry, the only) segment.
    pub fn first(&self) -> &Segment {
        &self.segments[0]
    }

    /// Every segment moves back (`↓`): this is the pushed entry after an oshi.
    pub fn is_pushed(&self) -> bool {
        self.segments
            .iter()
            .all(|s| matches!(s.action, Action::Step { dir, .. } if dir.node == Direction::Back))
    }
}

/// `Round 2 from left`, `Manche 3 par la droite`, `Runde 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundHeader {
    /// The round number.
    pub number: Spanned<u32>,
    /// `from left` / `from right`, if written.
    pub fill: Option<Spanned<Fill>>,
    /// The whole header.
    pub span: Span,
}

/// `Score: 1-0` (Black–White after the round).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreLine {
    /// Black's points after the round.
    pub black: Spanned<u32>,
    /// White's points after the round.
    pub white: Spanned<u32>,
    /// The whole line.
    pub span: Span,
}

/// The body of a record, in source order.
// Entries are the common case; boxing them would cost an allocation per move.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// `Round 2 from left`.
    Round(RoundHeader),
    /// `12.` (or `12...`): numbering is informational, checked only for order.
    MoveNumber(Spanned<u32>),
    /// `...` or `…` in Black's column: White makes the first entry of the line.
    Ellipsis(Span),
    /// One entry: one ply.
    Entry(Entry),
    /// `Score: 1-0`.
    Score(ScoreLine),
    /// `{ … }` or `; …` (the text without its delimiters; the span covers them).
    Comment(Spanned<String>),
    /// Text the parser could not read; a syntax problem was reported for it. The replay
    /// cannot go past it, as the entry it stood for is unknown.
    Invalid(Span),
}

/// A set of directions: the readings of an abbreviated direction word.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Directions(u8);

impl Directions {
    const ALL: [Direction; 4] = [
        Direction::Straight,
        Direction::Left,
        Direction::Right,
        Direction::Back,
    ];

    fn bit(d: Direction) -> u8 {
        1 << Self::ALL.iter().position(|&x| x == d).unwrap_or(0)
    }

    pub fn with(self, d: Direction) -> Directions {
        Directions(self.0 | Self::bit(d))
    }

    pub fn contains(self, d: Direction) -> bool {
        self.0 & Self::bit(d) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The directions in the order straight, left, right, back.
    pub fn iter(self) -> impl Iterator<Item = Direction> {
        Self::ALL.into_iter().filter(move |&d| self.contains(d))
    }

    /// The only reading, if there is exactly one.
    pub fn only(self) -> Option<Direction> {
        (self.len() == 1).then(|| self.iter().next()).flatten()
    }
}

/// A direction abbreviation that has several readings in the record's language (`D`:
/// Devant or Droite): the replay keeps the one reading that is a legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Abbreviation {
    /// The written direction (the `dir` span of its segment).
    pub span: Span,
    pub readings: Directions,
}

/// A colour abbreviation that has several readings (`V`: Violet or Vert, `Ro`: Rose or
/// Rouge on a French sheet), for a tower or a landing: the replay keeps the one reading
/// that is a legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourAbbreviation {
    /// The written colour.
    pub span: Span,
    /// The colours it may mean (in the record's language when it has several there).
    pub readings: Vec<Colour>,
}

// A record is read into a list of items, one an entry: an entry that grew back to holding
// room for three segments inline (368 bytes) would make that list 2.5 times larger again.
const _: () = assert!(std::mem::size_of::<Item>() <= 160);

crate::core::record::entry_item!(Item::Entry(Entry));

/// How a Kamisado sheet is written, as read from its words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Head {
    /// The language and style the sheet is written in (from its words; English arrows when
    /// nothing tells): suggestions and `kifu fmt` write the same way.
    pub notation: Style,
    /// Direction abbreviations with several readings, in source order.
    pub abbreviations: Vec<Abbreviation>,
    /// Colour abbreviations with several readings, in source order.
    pub colour_abbreviations: Vec<ColourAbbreviation>,
}

/// One game record: its tags, its [`Head`] (how the sheet is written) and its body.
pub type Record = crate::core::record::Record<Head, Item>;
