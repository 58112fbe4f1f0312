//! Samouraï: records of games (RULES.md §2), the rules engine, and the JSON model.
//!
//! [`parse`] reads each record of a text into a [`Record`]; [`replay`] plays it on its
//! [`Board`] (an inline `Board:` block, a `[Board "path"]` tag, or the standard board)
//! and gives a [`Replay`]: every [`Ply`] (the move and its announcement), the
//! [`Position`] before each ([`Replay::positions`]), the outcome and the problems found. [`played`] pairs each ply with its move as written. A [`Position`]
//! lists its legal moves and plays one; [`move_text`] writes a move with its
//! announcement.
//!
//! ```
//! use kifu::samourai::{self, Position};
//!
//! let start = Position::start();
//! let mv = start.legal_moves()[0];
//! let after = start.play(mv).unwrap();
//! assert_ne!(after.turn(), start.turn());
//! assert!(samourai::move_text(&start, mv).unwrap().starts_with(&mv.to_string()));
//! ```

pub use crate::games::samourai::ast::{BoardBlock, Entry, Head, Item, Record, Said, Segment, Tag};
pub use crate::games::samourai::board::{
    Board, BoardError, BoardIssue, BySide, Direction, Kind, Side, Square,
};
pub use crate::games::samourai::check::{
    BOARD_FILE_LIMIT, Checked, check, check_with, load_board_file_in,
};
pub use crate::games::samourai::fen::PositionError;
pub use crate::games::samourai::notation::{Lang, Style};
pub use crate::games::samourai::replay::{Ply, Replay, ReplayOptions, Status};
pub use crate::games::samourai::rules::{
    Announcement, Demand, Illegal, Move, MoveList, Outcome, Position, SetupError,
};

// Seeded random legal games (`kifu gen`).
pub use crate::games::samourai::generate::Generator;

// Drawing a position without a record (a record's own: `OpenedRecord::picture`).
pub use crate::games::samourai::render;

pub use crate::api::played;

use crate::api::{Parsed, Plies};
use crate::core::diag::Problem;
use crate::core::span::Span;
use crate::games::samourai::check::load_board_file;
use crate::games::samourai::replay as engine_replay;
use crate::games::samourai::{json as engine_json, layout, notation};

crate::game_facade! {
    samourai, "Samouraï",
    json {
        DirectionJson, GameJson, KindJson, MoveJson, ReasonJson, ResultJson, SideJson, StatusJson,
        Word,
    }
}

/// Replay a record on its own board: an inline `Board:` block, else the file a
/// `[Board "path"]` tag names (read from the file system, relative to the current
/// directory), else the standard board. A bad board is the error (its problems):
/// nothing can be replayed on it. Rule problems are in the replay.
pub fn replay(record: &Record, options: ReplayOptions) -> Result<Replay, Vec<Problem>> {
    let (board, problems) = engine_replay::resolve_board(record, None, &load_board_file);
    if problems.iter().any(Problem::is_error) {
        return Err(problems);
    }
    Ok(engine_replay::replay(record, board, options))
}

/// Replay a record on a board given by the caller (whatever board the record names).
pub fn replay_on(record: &Record, board: Board, options: ReplayOptions) -> Replay {
    engine_replay::replay(record, board, options)
}

/// [`played`] pairs each ply with its segment of the entry: an anzen turn gives two
/// plies, the landing on the anzen and the bonus move.
impl Plies<Record, Ply> for Replay {
    fn plies(&self) -> impl Iterator<Item = &Ply> {
        self.plies.iter()
    }

    fn written(record: &Record, ply: &Ply) -> Option<Span> {
        let entry = record.entry_at(ply.item)?;
        entry
            .segments()
            .nth(usize::from(ply.segment))
            .map(|s| s.span)
    }
}

/// A legal move as written on a sheet, with its announcement: `e1-e4 3 ryu`. `None` if
/// `mv` is not legal in `position`.
pub fn move_text(position: &Position, mv: Move) -> Option<String> {
    position.check(mv).ok()?;
    Some(engine_replay::written(position, mv))
}

/// The record in the canonical layout, with the kind names in a language, as `kifu fmt`
/// writes it: move numbers are rewritten from the replay when the record replays.
pub fn write(record: &Record, style: Style) -> String {
    let renumbered = replay(record, ReplayOptions::default())
        .map(|r| layout::renumber(record, &r))
        .unwrap_or_else(|_| record.clone());
    notation::write_record(&renumbered, &style)
}

/// The JSON model of a replayed record (`text` is what `record` was parsed from).
pub fn to_json<'a>(text: &'a str, record: &'a Record, replay: &Replay) -> json::GameJson<'a> {
    engine_json::to_json(text, record, replay)
}
