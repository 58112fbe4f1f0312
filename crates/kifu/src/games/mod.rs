//! One module per game, and the registry's line for each: its [`GameKind`] variant and its
//! folder. [`GameKind::info`] and [`GameKind::engine`] are made from that one list (the
//! games' order is [`GameKind::ALL`]).

use crate::core::GameKind;
use crate::core::game::{Game, GameInfo};

/// Each game's folder (its `INFO` and `GAME`) for its [`GameKind`] variant: the modules,
/// [`GameKind::ALL`], [`GameKind::info`] and [`GameKind::engine`]. A variant left out does
/// not compile (the matches are exhaustive).
macro_rules! registry {
    ($($kind:ident => $folder:ident),* $(,)?) => {
        $(pub mod $folder;)*

        /// Each game's messages (its folder's `messages/{en,fr,de}.ftl`), in the registry's
        /// order: the catalogue ([`crate::message`]) reads them after the core's.
        pub(crate) const MESSAGES: [[&[u8]; 3]; [$(stringify!($kind)),*].len()] =
            [$($folder::MESSAGES),*];

        /// Each game's folder, in the registry's order (the tests read the `.ftl` sources).
        #[cfg(test)]
        pub(crate) const FOLDERS: [&str; [$(stringify!($kind)),*].len()] =
            [$(stringify!($folder)),*];

        impl GameKind {
            /// Every game, in the registry's order.
            pub const ALL: [GameKind; [$(stringify!($kind)),*].len()] = [$(GameKind::$kind),*];

            /// What kifu knows of the game, as data: see [`GameInfo`]. Every surface (the
            /// CLI's `--game` values, its help and messages, the benches, the fuzz targets)
            /// reads the games from here and [`GameKind::ALL`], never from a list of its
            /// own.
            pub fn info(self) -> &'static GameInfo {
                match self {
                    $(GameKind::$kind => &$folder::INFO,)*
                }
            }

            /// The game's implementation, as the commands drive it.
            pub fn engine(self) -> &'static dyn Game {
                match self {
                    $(GameKind::$kind => &$folder::GAME,)*
                }
            }
        }
    };
}

registry! {
    Kamisado => kamisado,
    Samourai => samourai,
    Kaito => kaito,
    Kasane => kasane,
}
