//! kifu: game records for Kamisado, Samouraï, Kaitō and Colors of Kasane.

pub mod cli;
pub mod core;
pub mod games;
