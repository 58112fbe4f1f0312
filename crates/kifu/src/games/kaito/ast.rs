//! The Kaitō record as written, before it meets the board.
//!
//! The parser ([`super::notation`]) produces a [`Record`]; the replayer
//! ([`mod@super::replay`]) resolves each [`Entry`] against the position. Every node keeps
//! its [`Span`], so diagnostics and the JSON can point at the exact text.

use super::board::{Layout, Piece, Square};
use super::rules::{Buy, Payment};
use crate::core::{Span, Spanned};

/// `[Key "Value"]`. Unknown tags are kept in order.
pub use crate::core::header::RawTag as Tag;

/// The `Layout:` block: six rank lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutBlock {
    /// The `Layout:` keyword.
    pub keyword: Span,
    /// The rank lines (from the first to the last, without the final line break).
    pub body: Span,
    /// The layout, if it was read without a problem.
    pub layout: Option<Layout>,
}

/// `Kaito: c5`: where the second player put the Kaito.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KaitoLine {
    /// The `Kaito:` keyword.
    pub keyword: Span,
    /// The square (`None` when it could not be read; a syntax problem was reported).
    pub square: Option<Spanned<Square>>,
}

/// `= H 3+2`: a Mon exchange as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExchangeText {
    /// What is bought back.
    pub buy: Spanned<Buy>,
    /// The Mon tokens paid.
    pub pay: Spanned<Payment>,
    /// From `=` to the end of the payment.
    pub span: Span,
}

/// One turn as written: `c2`, `c2 x bS`, `a6 x rH = H 3+2`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The Kaito's destination.
    pub to: Spanned<Square>,
    /// The token written as captured (`x bS`), if any; checked against the board.
    pub capture: Option<Spanned<Piece>>,
    /// The exchanges written (the rules allow one; more are reported by the replay).
    pub exchanges: Vec<ExchangeText>,
    /// The whole entry.
    pub span: Span,
}

/// The body of a record, in source order: move numbers, ellipses, [`Entry`]s, comments
/// and invalid stretches (the shared `Item` of every game's grammar).
pub type Item = crate::core::parse::Item<Entry>;

/// What a Kaitō record writes before its body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Head {
    /// The `Layout:` block, if written.
    pub layout: Option<LayoutBlock>,
    /// The `Kaito:` line, if written.
    pub kaito: Option<KaitoLine>,
}

/// One game record: its tags, its [`Head`] (layout and Kaito square) and its body.
pub type Record = crate::core::record::Record<Head, Item>;
