//! Samouraï (RULES.md §2).
//!
//! The same architecture as Kamisado: [`board`] (sides, squares, kinds, the board and its
//! loader), [`rules`] (positions, moves, the end; perft), [`fen`] (the position string,
//! `grammar/samourai-position.ebnf`), [`ast`] and [`notation`] (the record as written,
//! `grammar/samourai.ebnf`), [`replay`](mod@replay) and [`check`](mod@check) (the record against the rules, with
//! "did you mean"), [`json`], [`layout`], [`generate`], [`render`], and [`game`] (every
//! `kifu` command). Decisions where RULES.md is silent are documented in [`rules`] and in
//! `docs/samourai.md`.

#![warn(missing_docs)]

pub mod ast;
pub mod board;
pub mod check;
pub mod fen;
pub mod game;
pub mod generate;
pub mod import;
pub mod json;
pub mod layout;
pub mod notation;
pub mod render;
pub mod replay;
pub mod rules;
mod sheet;
pub mod style;

pub use game::{GAME, INFO};
pub use replay::replay;

/// This game's messages, in English, French and German (the catalogue: [`crate::message`]).
pub(crate) const MESSAGES: [&[u8]; 3] = crate::game_messages!(samourai);
