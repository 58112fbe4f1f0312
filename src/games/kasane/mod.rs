//! Colors of Kasane (RULES.md §4): a 3–4 player card game; a complete record (each
//! round's grid and every card taken) makes every hand known, so every turn is checked.

pub mod ast;
pub mod boxes;
pub mod cards;
pub mod check;
pub mod generate;
pub mod json;
pub mod notation;
pub mod render;
pub mod replay;
pub mod rules;

pub use boxes::{BoxSpec, BoxTable, BoxesError, Marbles, parse_boxes};
pub use cards::{Card, CardCounts, Combination};
pub use replay::{Replay, ReplayOptions, RoundReplay, Status, TurnReplay};
pub use rules::{
    Combo, Completed, DealError, FinalScore, Game, Illegal, Phase, PlayerState, Rules, Turn,
    TurnResult, Variant,
};
