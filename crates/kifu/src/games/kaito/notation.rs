//! Reading and writing Kaitō records (grammar: `grammar/kaito.ebnf`).
//!
//! ```text
//! [Game "Kaito"]
//! [First "Red"]
//! Layout:
//! 6 rS b1 r2 bH rS b3
//! …                      (ranks 6 down to 1, files a–f)
//! Kaito: c5
//! 1. c2 x bS        a2 x r3
//! 2. a6 x rH = H 3+2      f6
//! ```
//!
//! [`parse`](fn@parse) reads one record into the [`Record`](super::ast::Record) AST and collects every syntax problem
//! (it never stops at the first one): a bad stretch of text becomes an [`Item::Invalid`](super::ast::Item::Invalid)
//! and the parser resumes at the next word. Tags, comments, move numbers and record
//! splitting are the shared ones of [`crate::core::header`]. [`write_record`] prints a
//! record in the canonical layout.

mod entry;
mod grammar;
mod lexer;
mod write;

pub(crate) use grammar::parse_range;
pub use grammar::{parse, parse_all};
pub use write::*;
