//! One module per game.

pub mod kaito;
pub mod kamisado;
pub mod samourai;
