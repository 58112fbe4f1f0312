//! Kaitō: records of games (RULES.md §3), the rules engine, and the JSON model.
//!
//! [`parse`] reads each record of a text into a [`Record`]; [`replay`] sets the game up
//! from its `Layout:`, `Kaito:` and `[First]` (or a `[Position]` tag) and plays every
//! turn, giving a [`Replay`]: every [`Ply`] (the [`Position`]s between them are
//! [`Replay::positions`]), and the problems found (set-up problems included). [`played`] pairs each ply with its
//! turn as written. A [`Position`] lists its legal turns and plays one; [`move_text`]
//! writes a turn as a sheet does.
//!
//! ```
//! use kifu::kaito::{self, Position};
//!
//! let start = Position::sample();
//! let mv = start.legal_moves()[0];
//! let after = start.play(mv).unwrap();
//! assert_ne!(after.turn(), start.turn());
//! assert!(kaito::move_text(&start, mv).is_some());
//! ```

pub use crate::games::kaito::ast::{
    Entry, ExchangeText, Head, Item, KaitoLine, LayoutBlock, Record, Tag,
};
pub use crate::games::kaito::board::{
    ByKind, BySide, Kind, Layout, LayoutError, LayoutErrorKind, Piece, Side, Square, Token,
};
pub use crate::games::kaito::check::{Checked, check};
pub use crate::games::kaito::fen::PositionError;
pub use crate::games::kaito::replay::{Ply, Replay, ReplayOptions};
pub use crate::games::kaito::rules::{
    Buy, Exchange, ExchangeList, Illegal, Loss, Move, MoveList, Moved, Outcome, Payment, Position,
    SetupError,
};

// Seeded random legal games (`kifu gen`).
pub use crate::games::kaito::generate::Generator;

// Drawing a position without a record (a record's own: `OpenedRecord::picture`).
pub use crate::games::kaito::render;

pub use crate::api::played;

use crate::api::{Parsed, Plies};
use crate::core::span::Span;
use crate::games::kaito::replay as engine_replay;
use crate::games::kaito::{json as engine_json, notation};

crate::game_facade! {
    kaito, "Kaitō",
    json {
        BuyJson, ExchangeJson, GameJson, MoveJson, ReasonJson, ResultJson, SideJson, StatusJson,
        Word,
    }
}

/// Set the game up and replay every turn. Set-up problems (no layout, a bad `Kaito:`
/// square…) are in the replay's problems, with [`Replay::start`] `None`.
pub fn replay(record: &Record, options: ReplayOptions) -> Replay {
    engine_replay::replay(record, options)
}

/// [`played`] pairs each turn with its entry.
impl Plies<Record, Ply> for Replay {
    fn plies(&self) -> impl Iterator<Item = &Ply> {
        self.plies.iter()
    }

    fn written(record: &Record, ply: &Ply) -> Option<Span> {
        record.entry_at(ply.item).map(|entry| entry.span)
    }
}

/// A legal turn as a sheet writes it, the capture included: `a6 x rH = H 3+2`. `None` if
/// `mv` is not legal in `position`.
pub fn move_text(position: &Position, mv: Move) -> Option<String> {
    position.play(mv).ok()?;
    notation::write_move(position, mv)
}

/// The record in the canonical layout (`kifu fmt`; Kaitō has one language and style).
pub fn write(record: &Record) -> String {
    notation::write_record(record)
}

/// The JSON model of a replayed record (`text` is what `record` was parsed from), or
/// `None` when the game could not be set up.
pub fn to_json<'a>(
    text: &'a str,
    record: &'a Record,
    replay: &Replay,
) -> Option<json::GameJson<'a>> {
    engine_json::to_json(text, record, replay)
}
