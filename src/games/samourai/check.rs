//! The Samouraï pipeline: parse → board → replay, for every record in a text.

use super::ast::Record;
use super::board::Board;
use super::notation;
use super::replay::{Replay, ReplayOptions, Status, replay, resolve_board};
use crate::core::{CheckedRecord, Problem, Span};

/// One record of a text, checked.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Where the record stands in the text.
    pub span: Span,
    /// The record as read.
    pub record: Record,
    /// Syntax problems, then board problems, then rule problems.
    pub problems: Vec<Problem>,
    /// The record did not parse cleanly (some syntax error).
    pub syntax_error: bool,
    /// `None` when the board is bad (nothing can be replayed on it).
    pub replay: Option<Replay>,
}

impl Checked {
    /// No error anywhere, and the whole record was replayed.
    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error)
            && self.replay.as_ref().is_some_and(Replay::is_valid)
    }
}

/// Read a `[Board "path"]` file from the file system.
pub fn load_board_file(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| e.to_string())
}

/// Check every record of a text; `[Board "path"]` tags are read from the file system
/// (relative to the current directory).
pub fn check(text: &str, options: ReplayOptions) -> Vec<Checked> {
    check_with(text, options, None, &load_board_file)
}

/// Check every record of a text with a board given from outside (`--board`, which wins
/// over the record's own) and a loader for `[Board "path"]` tags.
pub fn check_with(
    text: &str,
    options: ReplayOptions,
    board: Option<Board>,
    load: &dyn Fn(&str) -> Result<String, String>,
) -> Vec<Checked> {
    notation::parse_all(text)
        .into_iter()
        .map(|(record, mut problems)| {
            let span = record.span;
            let syntax_error = problems.iter().any(Problem::is_error);
            let (board, board_problems) = resolve_board(&record, board, load);
            let bad_board = board_problems.iter().any(Problem::is_error);
            problems.extend(board_problems);
            let replay = if bad_board {
                None
            } else {
                let r = replay(&record, board, options);
                problems.extend(r.problems.iter().cloned());
                Some(r)
            };
            Checked {
                span,
                record,
                problems,
                syntax_error,
                replay,
            }
        })
        .collect()
}

impl CheckedRecord for Checked {
    fn problems(&self) -> &[Problem] {
        &self.problems
    }

    fn is_valid(&self) -> bool {
        Checked::is_valid(self)
    }

    fn is_finished(&self) -> bool {
        self.replay
            .as_ref()
            .is_some_and(|r| matches!(r.status(), Status::Finished(_)))
    }

    fn plies(&self) -> usize {
        self.replay.as_ref().map_or(0, |r| r.plies.len())
    }

    fn summary(&self) -> String {
        self.replay.as_ref().map_or_else(
            || "not replayed: the board is not valid".to_owned(),
            Replay::next_to_move,
        )
    }

    fn stopped_at(&self) -> Option<Span> {
        self.replay.as_ref().and_then(|r| r.stopped_at)
    }
}
