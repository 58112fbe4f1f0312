//! The Kamisado record as written, before it meets the board (like shakmaty's `San`).
//!
//! The parser ([`super::notation`]) produces a [`Record`]; the replayer
//! ([`super::replay`]) resolves each [`Entry`] against the position. Every node keeps
//! its [`Span`], so diagnostics and the lossless JSON can point at the exact text.

use arrayvec::ArrayVec;

use super::board::{Colour, Direction};
use super::notation::Style;
use super::vocab::Directions;
use crate::core::{Span, Spanned};

/// `[Key "Value"]`. Unknown tags are kept in order.
pub use crate::core::header::RawTag as Tag;

/// Match length (the `[Match]` tag): first to 1, 3, 7 or 15 points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum MatchKind {
    #[default]
    Simple,
    Standard,
    Long,
    Marathon,
}

impl MatchKind {
    pub const ALL: [MatchKind; 4] = [
        MatchKind::Simple,
        MatchKind::Standard,
        MatchKind::Long,
        MatchKind::Marathon,
    ];

    pub const fn target(self) -> u32 {
        match self {
            MatchKind::Simple => 1,
            MatchKind::Standard => 3,
            MatchKind::Long => 7,
            MatchKind::Marathon => 15,
        }
    }

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
    Left,
    Right,
}

impl Fill {
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
        dir: Spanned<Direction>,
        dist: Spanned<u8>,
    },
    /// `0`: the tower was blocked (D6).
    Blocked { zero: Span },
}

/// Tower, action, landing colour: `Red ↗3 Blue`, `Green 0 Pink`, `Red ↓1 Yellow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    pub tower: Spanned<Colour>,
    pub action: Action,
    pub landing: Spanned<Colour>,
    pub span: Span,
}

/// One entry of the score sheet = one ply. A pushed entry after an oshi may list every
/// pushed tower, front first, joined by `+` (at most 3); every other entry has one segment.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    pub segments: ArrayVec<Segment, 3>,
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
    pub number: Spanned<u32>,
    pub fill: Option<Spanned<Fill>>,
    pub span: Span,
}

/// `Score: 1-0` (Black–White after the round).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoreLine {
    pub black: Spanned<u32>,
    pub white: Spanned<u32>,
    pub span: Span,
}

/// The body of a record, in source order.
// Entries are the common case; boxing them would cost an allocation per move.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Round(RoundHeader),
    /// `12.` (or `12...`): numbering is informational, checked only for order.
    MoveNumber(Spanned<u32>),
    /// `...` or `…` in Black's column: White makes the first entry of the line.
    Ellipsis(Span),
    Entry(Entry),
    Score(ScoreLine),
    /// `{ … }` or `; …` (the text without its delimiters; the span covers them).
    Comment(Spanned<String>),
    /// Text the parser could not read; a syntax problem was reported for it. The replay
    /// cannot go past it, as the entry it stood for is unknown.
    Invalid(Span),
}

/// A direction abbreviation that has several readings in the record's language (`D`:
/// Devant or Droite): the replay keeps the one reading that is a legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Abbreviation {
    /// The written direction (the `dir` span of its segment).
    pub span: Span,
    pub readings: Directions,
}

/// One game record: its tags and its body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub tags: Vec<Tag>,
    pub items: Vec<Item>,
    pub span: Span,
    /// The language and style the sheet is written in (from its words; English arrows when
    /// nothing tells): suggestions and `kifu fmt` write the same way.
    pub notation: Style,
    /// Direction abbreviations with several readings, in source order.
    pub abbreviations: Vec<Abbreviation>,
}

impl Record {
    /// The value of the first tag with this key (ASCII case-insensitive).
    pub fn tag(&self, key: &str) -> Option<&Tag> {
        crate::core::header::find_tag(&self.tags, key)
    }

    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.items.iter().filter_map(|i| match i {
            Item::Entry(e) => Some(e),
            _ => None,
        })
    }
}
