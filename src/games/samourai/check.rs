//! The Samouraï pipeline: parse → board → replay, for every record in a text.

use super::ast::Record;
use super::board::Board;
use super::notation;
use super::replay::{Replay, ReplayOptions, Status, replay, resolve_board};
use crate::core::check::Replayed;
use crate::core::{Problem, Span};

/// One record of a text, checked: syntax problems, then board problems, then rule
/// problems, and the replay (`None` when the board is bad: nothing can be replayed on it).
pub type Checked = crate::core::check::Checked<Record, Option<Replay>>;

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
        .map(|(record, problems)| {
            Checked::new(record.span, record, problems, |record, problems| {
                let (board, board_problems) = resolve_board(record, board, load);
                let bad_board = board_problems.iter().any(Problem::is_error);
                problems.extend(board_problems);
                (!bad_board).then(|| replay(record, board, options))
            })
        })
        .collect()
}

impl Replayed for Replay {
    const NOT_REPLAYED: &'static str = "not replayed: the board is not valid";

    fn problems(&self) -> &[Problem] {
        &self.problems
    }

    fn is_valid(&self) -> bool {
        Replay::is_valid(self)
    }

    fn is_finished(&self) -> bool {
        matches!(self.status(), Status::Finished(_))
    }

    fn plies(&self) -> usize {
        self.plies.len()
    }

    fn summary(&self) -> String {
        self.next_to_move()
    }

    fn stopped_at(&self) -> Option<Span> {
        self.stopped_at
    }
}
