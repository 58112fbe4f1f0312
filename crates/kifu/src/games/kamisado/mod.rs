//! Kamisado (RULES.md §1).

pub mod abbrev;
pub mod ast;
pub mod board;
pub mod check;
pub mod fast;
pub mod fen;
pub mod game;
pub mod generate;
pub mod hand_form;
pub mod import;
pub mod json;
pub mod layout;
pub mod matches;
pub mod notation;
pub mod programs;
pub mod reader;
pub(crate) mod recorder;
pub mod render;
pub mod replay;
pub mod rules;
#[cfg(feature = "scan")]
pub mod scan;
pub mod select;
mod sheet;
pub mod style;
pub mod tick_sheet;
pub mod ticks;
pub mod visitor;
pub mod vocab;
pub mod written;

pub use ast::{Fill, MatchKind};
pub use board::{BySide, Side};
pub use matches::RoundEnd;
pub use replay::{Ply, PlyKind, Replay, ReplayOptions, replay};
pub use rules::{Move, Position, WinReason};

pub use game::{GAME, INFO};

#[cfg(test)]
mod tests;

/// This game's messages, in English, French and German (the catalogue: [`crate::message`]).
pub(crate) const MESSAGES: [&[u8]; 3] = crate::game_messages!(kamisado);
