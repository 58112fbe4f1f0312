//! One module per game.

pub mod kamisado;
