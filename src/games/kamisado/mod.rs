//! Kamisado (RULES.md §1).

pub mod ast;
pub mod board;
pub mod fen;
pub mod notation;
pub mod rules;
pub mod vocab;

pub use board::{BOARD, ByColour, BySide, Colour, Direction, Side, Square, Teeth, Tower};
pub use fen::FenError;
pub use rules::{Illegal, Move, MoveList, Phase, Placed, Position, RoundResult, SetupError, WinReason};
