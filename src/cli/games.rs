//! Which [`Game`] a command works on: `--game`, the `[Game]` tag, or the file extension.

use std::path::Path;

use clap::ValueEnum;

use super::CliError;
use crate::core::game::{Game, GameKind};

/// `--game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    Kamisado,
    Samourai,
    Kaito,
    Kasane,
}

impl From<GameArg> for GameKind {
    fn from(g: GameArg) -> Self {
        match g {
            GameArg::Kamisado => GameKind::Kamisado,
            GameArg::Samourai => GameKind::Samourai,
            GameArg::Kaito => GameKind::Kaito,
            GameArg::Kasane => GameKind::Kasane,
        }
    }
}

/// The implementation of a game.
pub fn game(kind: GameKind) -> &'static dyn Game {
    match kind {
        GameKind::Kamisado => &crate::games::kamisado::GAME,
        GameKind::Samourai => &crate::games::samourai::GAME,
        GameKind::Kaito => &crate::games::kaito::GAME,
        GameKind::Kasane => &crate::games::kasane::GAME,
    }
}

/// The game of an input: `--game` first, then the `[Game]` tag, then the extension.
pub fn detect(arg: Option<GameArg>, path: Option<&Path>, text: &str) -> Option<&'static dyn Game> {
    let kind = arg
        .map(GameKind::from)
        .or_else(|| GameKind::sniff(text))
        .or_else(|| path.and_then(GameKind::from_path))?;
    Some(game(kind))
}

/// Like [`detect`], as a usage error when nothing says which game it is.
pub fn require(
    arg: Option<GameArg>,
    path: Option<&Path>,
    text: &str,
    name: &str,
) -> Result<&'static dyn Game, CliError> {
    detect(arg, path, text).ok_or_else(|| {
        CliError::Usage(format!(
            "cannot tell which game {name} is: add a [Game \"…\"] tag, use the file extension (.{}), or pass --game",
            GameKind::ALL.map(|g| g.extension()).join(", .")
        ))
    })
}
