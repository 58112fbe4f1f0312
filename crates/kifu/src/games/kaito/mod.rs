//! Kaitō (RULES.md §3).
//!
//! The same architecture as Kamisado: [`board`] (sides, squares, tokens, the checked
//! layout), [`rules`] (positions, turns, exchanges, the end; perft), [`fen`] (the
//! position string, `grammar/kaito-position.ebnf`), [`ast`] and [`notation`] (the record
//! format, `grammar/kaito.ebnf`), [`mod@replay`] and [`check`] (rule checking with "did you
//! mean"), [`json`], [`generate`] and [`render`].
//!
//! A turn is a [`Move`]: the Kaito's destination plus an optional [`Exchange`].
//!
//! Problem codes:
//! - syntax: `kaito::syntax::unexpected`, `kaito::syntax::expected-token` (nothing
//!   after `x`), `kaito::syntax::bad-exchange`, `kaito::syntax::bad-square` (the
//!   `Kaito:` line), `kaito::syntax::duplicate` (a second `Layout:` or `Kaito:`), and the
//!   shared `record::*` codes (tags, comments, encoding);
//! - set-up: `kaito::bad-position` (the `[Position]` tag), `kaito::bad-layout`, `kaito::missing-layout`, `kaito::missing-kaito`,
//!   `kaito::bad-kaito-square`, `kaito::missing-first`, `kaito::bad-first`;
//! - rules: `kaito::rule::<name>` for every [`Illegal`] variant ([`Illegal::rule`]:
//!   `game-over`, `stands-still`, `not-orthogonal`, `empty-destination`,
//!   `second-exchange`, `exchange-after-end`, `not-held-by-opponent`, `mon-not-held`,
//!   `exchange-too-cheap`), plus `kaito::rule::wrong-capture` (the `x TOKEN` written is
//!   not the token on the square) and `kaito::rule::ellipsis` (`...` where the first
//!   player's entry is due);
//! - numbering: the warning `kaito::numbering`, a move number out of sequence, with the
//!   number expected (a run of lines numbered on from it is one warning).

#![warn(missing_docs)]

pub mod ast;
pub mod board;
pub mod check;
pub mod fen;
pub mod game;
pub mod generate;
pub mod import;
pub mod json;
pub mod notation;
pub mod render;
pub mod replay;
pub mod rules;
mod sheet;

pub use game::{GAME, INFO};
pub use replay::replay;

/// This game's messages, in English, French and German (the catalogue: [`crate::message`]).
pub(crate) const MESSAGES: [&[u8]; 3] = crate::game_messages!(kaito);
