//! One module per game.

pub mod kamisado;
pub mod kasane;
