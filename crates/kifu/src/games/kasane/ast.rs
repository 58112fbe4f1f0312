//! The Colors of Kasane record as written, before it meets the engine.
//!
//! The parser ([`super::notation`]) produces a [`Record`]; the replayer
//! ([`super::replay`]) resolves each [`Item`] against the [`super::Game`]. Every node
//! keeps its [`Span`], so diagnostics can point at the exact token.

use compact_str::CompactString;

use super::cards::{Card, Combination};
use crate::core::{Span, Spanned};

/// `[Key "Value"]`. Unknown tags are kept in order.
pub use crate::core::header::RawTag as Tag;

/// `Round 2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundLine {
    /// The round number as written.
    pub number: Spanned<u32>,
    /// The whole line.
    pub span: Span,
}

/// `Grid: 3 7 +1 9 / 2 2 5 8 / …`: rows separated by `/`, front card first.
///
/// The cards are kept in one list, row after row (a grid is read with two allocations,
/// not one a row); [`GridLine::rows`] gives the rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridLine {
    /// Every card, row after row, each row front card first.
    pub cards: Vec<Spanned<Card>>,
    /// Where each row ends in `cards`, one entry a row (a row may be empty).
    pub row_ends: Vec<usize>,
    /// The whole line.
    pub span: Span,
}

impl GridLine {
    /// A grid line of `rows` (front card first) at `span`.
    pub fn new(rows: impl IntoIterator<Item = Vec<Spanned<Card>>>, span: Span) -> GridLine {
        let mut g = GridLine {
            cards: Vec::new(),
            row_ends: Vec::new(),
            span,
        };
        for row in rows {
            g.cards.extend(row);
            g.row_ends.push(g.cards.len());
        }
        g
    }

    /// The row `i` (0-based), front card first.
    pub fn row(&self, i: usize) -> &[Spanned<Card>] {
        let start = i
            .checked_sub(1)
            .map_or(Some(0), |j| self.row_ends.get(j).copied());
        let end = self.row_ends.get(i).copied();
        start
            .zip(end)
            .and_then(|(s, e)| self.cards.get(s..e))
            .unwrap_or_default()
    }

    /// The rows, front card first.
    pub fn rows(&self) -> impl ExactSizeIterator<Item = &[Spanned<Card>]> + Clone + '_ {
        (0..self.row_ends.len()).map(|i| self.row(i))
    }
}

/// `: Kasane ^6 6 = 1`: the combination completed in a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComboLine {
    /// Which combination (the span covers the name as written, several words maybe).
    pub kind: Spanned<Combination>,
    /// `^6`: the top card of the play area used as the first card.
    pub top: Option<Spanned<Card>>,
    /// The cards from the hand, in order.
    pub cards: Vec<Spanned<Card>>,
    /// `= N`: the points the writer says it scored.
    pub points: Option<Spanned<u32>>,
    /// From the combination name to the end.
    pub span: Span,
}

/// `Aiko 2 (2) : Kasane 2 2 = 1`: a player takes the front card of a row, maybe
/// completing a combination.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnLine {
    /// The player's name as written (a short name is kept inline, without an allocation).
    pub player: Spanned<CompactString>,
    /// The row, 1-based as written; when it is left out (`Aiko (3)`), 0 with an empty
    /// span at the `(` (see [`TurnLine::row_left_out`]).
    pub row: Spanned<u32>,
    /// `(3)`: the card the writer says was taken.
    pub card: Option<Spanned<Card>>,
    /// The combination, if any.
    pub combo: Option<ComboLine>,
    /// The whole line.
    pub span: Span,
}

impl TurnLine {
    /// `Aiko (3)`: the row is left out, to be found from the card (the one row whose
    /// front card it is).
    pub fn row_left_out(&self) -> bool {
        self.row.span.start == self.row.span.end
    }
}

/// One `Name N` of a final line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalEntry {
    /// The player's name as written (a short name is kept inline, without an allocation).
    pub player: Spanned<CompactString>,
    /// The score the writer gives.
    pub points: Spanned<u32>,
}

/// `Final: Aiko 14, Ben 12, …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalLine {
    /// The scores, as written.
    pub scores: Vec<FinalEntry>,
    /// The whole line.
    pub span: Span,
}

/// The body of a record, in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// `Round N`.
    Round(RoundLine),
    /// `Grid: …`.
    Grid(GridLine),
    /// A turn.
    Turn(TurnLine),
    /// `Final: …`.
    Final(FinalLine),
    /// `{ … }` or `; …` (the text without its delimiters; the span covers them).
    Comment(Spanned<String>),
    /// A line the parser could not read; a syntax problem was reported for it. The
    /// replay cannot go past it.
    Invalid(Span),
}

impl Item {
    /// Where the item stands in the text.
    pub fn span(&self) -> Span {
        match self {
            Item::Round(r) => r.span,
            Item::Grid(g) => g.span,
            Item::Turn(t) => t.span,
            Item::Final(f) => f.span,
            Item::Comment(c) => c.span,
            Item::Invalid(s) => *s,
        }
    }
}

crate::core::record::entry_item!(Item::Turn(TurnLine));

/// One game record: its tags and its body (its entries are the turns; nothing is written
/// before the body).
pub type Record = crate::core::record::Record<(), Item>;
