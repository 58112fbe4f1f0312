//! Samouraï (RULES.md §2).

pub mod ast;
pub mod board;
pub mod fen;
pub mod notation;
pub mod rules;

pub use board::{Board, BoardError, BoardIssue, BySide, Direction, Kind, Side, Square};
pub use fen::{PositionError, parse_on};
pub use rules::{
    Announcement, Demand, Illegal, Move, MoveList, Outcome, Position, SetupError, distance_choices,
    squares_of,
};
