//! Reading and writing Colors of Kasane records (grammar: `grammar/kasane.ebnf`).
//!
//! A record is tags, then line-oriented items: `Round N`, `Grid: …`, one turn per line
//! (`Aiko 2 (2) : Kasane 2 2 = 1`), and an optional `Final: …` line. Comments (`{…}`,
//! `;…`) may stand between items or end a line. Tags, comments and record splitting come
//! from [`crate::core::header`].
//!
//! Player names are matched against the `[Players]` tag first (longest name first, any
//! case), so a name may hold spaces or digits; without a match, the name is every word
//! before the first number.

mod grammar;
mod lexer;
mod setup;
mod well;
mod words;
mod write;

pub(crate) use grammar::{did_you_mean, parse_range};
pub use grammar::parse_all;
pub(crate) use lexer::{lower_case, same_word};
pub use setup::{Setup, setup};
pub use words::suggest;
pub use write::*;
