//! Reading and writing Kamisado score sheets (RULES.md §1 "Score-sheet notation";
//! the full grammar is `grammar/kamisado.ebnf`), one job a file:
//!
//! - [`Lang`], [`ArrowStyle`] and [`Style`], the language and direction style a sheet is
//!   written in, are [`super::style`]'s (re-exported here);
//! - `lexer`: the one tokenizer, its tokens carrying their words' meaning;
//! - `detect`: which language and style a record is written in ([`detect`](fn@detect));
//! - `grammar`: the one grammar, a hand-written descent over the lexer's tokens, one
//!   function a production, read two ways. Straight, it drives a
//!   [`Visitor`](super::visitor::Visitor) and builds nothing (the
//!   [`Reader`](super::reader::Reader)'s first reading, the fast paths of `validate` and
//!   `convert`), and gives up where a production fails. Recovering ([`parse`](fn@parse)),
//!   it builds the [`Record`](super::ast::Record) AST and collects every syntax problem
//!   (it never stops at the first one): a bad stretch of text becomes an
//!   [`Item::Invalid`](super::ast::Item::Invalid) and reading resumes at the next thing
//!   that can start an item. Diagnostics, help texts and recovery are its cold paths;
//! - `match_tag`: the match length a `[Match]` tag names ([`match_kind`]);
//! - `write`: the writers ([`write_record`] prints a record in the canonical layout, in
//!   English, French or German, with arrows, words or ASCII arrows).

mod detect;
mod grammar;
pub(crate) mod lexer;
mod match_tag;
mod write;

#[cfg(test)]
mod tests;

pub use super::style::{ArrowStyle, Lang, Style};
pub use detect::detect;
pub(crate) use grammar::{Drive, GiveUp, read_straight, tag};
pub use grammar::{parse, parse_all, parse_range};
pub use match_tag::{match_kind, match_kind_of};
pub use write::{
    colour_name, direction_name, write_entry, write_move, write_pushed, write_record,
    write_record_verbatim, write_round, write_round_header,
};
