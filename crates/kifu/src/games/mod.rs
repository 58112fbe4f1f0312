//! One module per game.

pub mod kaito;
pub mod kamisado;
pub mod kasane;
pub mod samourai;
