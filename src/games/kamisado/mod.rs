//! Kamisado (RULES.md §1).

pub mod ast;
pub mod board;
pub mod fen;
pub mod matches;
pub mod rules;

pub use ast::{Fill, MatchKind};
pub use board::{BOARD, ByColour, BySide, Colour, Direction, Side, Square, Teeth, Tower};
pub use fen::FenError;
pub use matches::{Match, MatchError, RoundEnd, next_round_position, placement_order};
pub use rules::{
    Illegal, Move, MoveList, Phase, Placed, Position, RoundResult, SetupError, WinReason,
};
