//! Reading and writing Samouraï records (grammar: `grammar/samourai.ebnf`).
//!
//! ```text
//! [Game "Samourai"]
//! [Red "Aiko"]
//! [Black "Ben"]
//! 1. e1-e4 3 ryu          e11-e9 2 washi
//! 2. f2-f6 anzen + f6-b2 4 ho bo     g11-g8 3 shiro
//! ```
//! An entry is the start and landing squares and, optionally, the announcement: the
//! distance and the landing square's kind, in Japanese (taiyo/taiyō, ryu/ryū, washi,
//! katana), French (soleil, dragon, ibis, sabre) or English (sun, dragon, ibis, sword);
//! `ho bo`/`hobo` for a mekura, `shiro`, `anzen`. An anzen landing and its bonus move
//! share one entry, joined by `+`. Tags, comments and move numbers are the shared ones
//! of [`crate::core::header`]. An inline `Board:` line followed by the 11 rows of a board
//! (RULES.md §2 format) gives a custom board.
//!
//! [`parse`](fn@parse) collects every syntax problem (it never stops at the first one): a bad
//! stretch of text becomes an [`Item::Invalid`](super::ast::Item::Invalid) and the parser resumes at the next thing
//! that can start an item. [`write_record`] prints a record in the canonical layout.

mod grammar;
mod lexer;
mod words;
mod write;

pub use super::style::{Lang, Style, kind_name};
pub(crate) use grammar::parse_range;
pub use grammar::{parse, parse_all};
pub use write::{write_record, write_record_verbatim, write_segment};
