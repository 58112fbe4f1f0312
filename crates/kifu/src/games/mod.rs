//! One module per game, and the registry's lines that name them: [`GameKind::info`] and
//! [`GameKind::engine`] (the games' list is [`GameKind::ALL`]).

pub mod kaito;
pub mod kamisado;
pub mod kasane;
pub mod samourai;

use crate::core::GameKind;
use crate::core::game::{Game, GameInfo};

impl GameKind {
    /// What kifu knows of the game, as data: see [`GameInfo`]. Every surface (the CLI's
    /// `--game` values, its help and messages, the benches, the fuzz targets) reads the
    /// games from here and [`GameKind::ALL`], never from a list of its own.
    pub fn info(self) -> &'static GameInfo {
        match self {
            GameKind::Kamisado => &kamisado::INFO,
            GameKind::Samourai => &samourai::INFO,
            GameKind::Kaito => &kaito::INFO,
            GameKind::Kasane => &kasane::INFO,
        }
    }

    /// The game's implementation, as the commands drive it.
    pub fn engine(self) -> &'static dyn Game {
        match self {
            GameKind::Kamisado => &kamisado::GAME,
            GameKind::Samourai => &samourai::GAME,
            GameKind::Kaito => &kaito::GAME,
            GameKind::Kasane => &kasane::GAME,
        }
    }
}
