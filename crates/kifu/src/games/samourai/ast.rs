//! The Samouraï record as written, before it meets the board.
//!
//! The parser ([`super::notation`]) produces a [`Record`]; the replayer
//! ([`super::replay`](mod@super::replay)) resolves each [`Entry`] against the position. Every node keeps
//! its [`Span`], so diagnostics and the JSON can point at the exact text.

use super::board::{Kind, Square};
use super::style::Style;
use crate::core::{Span, Spanned};

/// `[Key "Value"]`. Unknown tags are kept in order.
pub use crate::core::header::RawTag as Tag;

/// The announcement as written after a move: `3 ryu`, `4 ho bo`, `anzen`, `2`, `dragon`.
/// Both parts are optional; an entry may leave the announcement out entirely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Said {
    /// The announced distance.
    pub dist: Option<Spanned<u8>>,
    /// The announced kind of the landing square.
    pub kind: Option<Spanned<Kind>>,
}

/// One move as written: `e1-e4 3 ryu`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    /// The start square.
    pub from: Spanned<Square>,
    /// The landing square.
    pub to: Spanned<Square>,
    /// The announcement, if written.
    pub said: Said,
    /// The whole segment.
    pub span: Span,
}

/// One entry of the sheet = one player's turn: a move, or an anzen landing and the bonus
/// move joined by `+` (`e4-f6 anzen + f6-b2 4 ho bo`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Entry {
    /// The move (for an anzen turn, the landing on the anzen).
    pub first: Segment,
    /// The bonus move after an anzen landing, with the span of its `+`.
    pub bonus: Option<(Span, Segment)>,
    /// The whole entry.
    pub span: Span,
}

impl Entry {
    /// The segments in order (one or two).
    pub fn segments(&self) -> impl Iterator<Item = &Segment> {
        std::iter::once(&self.first).chain(self.bonus.as_ref().map(|(_, s)| s))
    }
}

/// An inline board description: `Board:` and the 11 rows that follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardBlock {
    /// The rows as written (from the line after `Board:`), each line kept whole.
    pub text: Spanned<String>,
    /// From `Board:` to the end of the last row.
    pub span: Span,
}

/// The body of a record, in source order: move numbers, ellipses, [`Entry`]s, comments
/// and invalid stretches (the shared `Item` of every game's grammar).
pub type Item = crate::core::parse::Item<Entry>;

/// What a record says besides its tags and its body: its inline board, and how the sheet
/// is written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Head {
    /// The inline `Board:` block, if written.
    pub board: Option<BoardBlock>,
    /// The language the sheet names the kinds of squares in (from its words; Japanese
    /// when nothing tells): suggestions, `kifu moves` and `kifu fmt` write the same way.
    pub notation: Style,
}

/// One game record: its tags, its [`Head`] (an inline `Board:` block, if written, and the
/// sheet's language) and its body.
pub type Record = crate::core::record::Record<Head, Item>;
