//! Kaitō (RULES.md §3).

pub mod ast;
pub mod board;
pub mod check;
pub mod fen;
pub mod generate;
pub mod json;
pub mod notation;
pub mod render;
pub mod replay;
pub mod rules;

pub use board::{
    ByKind, BySide, Kind, Layout, LayoutError, LayoutErrorKind, Piece, Side, Square, Token,
};
pub use fen::PositionError;
pub use replay::{Ply, Replay, ReplayOptions, replay};
pub use rules::{
    Buy, Exchange, ExchangeList, Illegal, Loss, Move, MoveList, Moved, Outcome, Payment, Position,
    SetupError,
};
