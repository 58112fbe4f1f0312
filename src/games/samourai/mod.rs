//! Samouraï (RULES.md §2).

pub mod ast;
pub mod board;
pub mod check;
pub mod fen;
pub mod game;
pub mod generate;
pub mod json;
pub mod layout;
pub mod notation;
pub mod render;
pub mod replay;
pub mod rules;

pub use board::{Board, BoardError, BoardIssue, BySide, Direction, Kind, Side, Square};
pub use check::{Checked, check, check_with};
pub use fen::{PositionError, parse_on};
pub use game::{GAME, Samourai};
pub use replay::{Ply, Replay, ReplayOptions, Status, replay};
pub use rules::{
    Announcement, Demand, Illegal, Move, MoveList, Outcome, Position, SetupError, distance_choices,
    squares_of,
};
