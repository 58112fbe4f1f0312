//! The shape of a game's blank score sheet (`kifu sheet`, [`crate::sheet`]): each game's
//! registry entry names its [`Form`], and the words a form prints are messages of the
//! catalogue ([`crate::message`]): the ones every sheet prints are `sheet-…` (the core's
//! messages), a game's own `<game>-sheet-…` (its `messages/<lang>.ftl`).

/// The shape of a game's form: [`crate::sheet`] draws each shape, in the sheet's language.
#[derive(Debug, PartialEq)]
pub enum Form {
    /// Kamisado's form: rounds of a match, Black's moves beside White's (messages
    /// `kamisado-sheet-…`).
    Kamisado,
    /// Two sides taking turns, one column group each (Samouraï, Kaitō).
    TwoSides(TwoSides),
    /// Colors of Kasane's form: rounds with their grid as dealt, then the final count
    /// (messages `kasane-sheet-…`).
    Kasane,
}

/// The form of a game of two sides taking turns: its words are message ids of the game's
/// catalogue.
#[derive(Debug, PartialEq)]
pub struct TwoSides {
    /// The two sides, left then right: the players' fields and the column groups' headings.
    pub sides: [&'static str; 2],
    /// The header's fields after the players' (a board, a layout).
    pub fields: &'static [&'static str],
    /// The columns of one side's move: heading and width, in millimetres.
    pub columns: &'static [(&'static str, f64)],
    /// How to fill the form, printed under it.
    pub help: &'static str,
}
