//! The Samouraï pipeline: parse → board → replay, for every record in a text.

use std::io::Read;
use std::path::{Component, Path};

use super::ast::Record;
use super::board::Board;
use super::notation;
use super::replay::{Replay, ReplayOptions, Status, replay, resolve_board};
use crate::core::check::{Replayed, replay_fields};
use crate::core::{GameKind, Problem, Span, header};
use crate::message::Message;
use crate::outcome::Outcome;

/// One record of a text, checked: syntax problems, then board problems, then rule
/// problems, and the replay (`None` when the board is bad: nothing can be replayed on it).
pub type Checked = crate::core::check::Checked<Record, Option<Replay>>;

/// The most bytes of a board file a record may make kifu read (a board is 11 short
/// lines; comments and blank lines leave room to spare).
pub const BOARD_FILE_LIMIT: u64 = 16 * 1024;

/// Read a `[Board "path"]` file for a record standing in the folder `dir` (the current
/// directory for standard input). A record never reaches outside its own folder: the path
/// is relative (no root, no `..`), resolved against `dir`, and must still lead inside it
/// once symbolic links are followed; it must name a regular file (not a device, a pipe
/// or a directory) of at most [`BOARD_FILE_LIMIT`] bytes of UTF-8 text. The error says
/// why, and quotes nothing of the file.
pub fn load_board_file_in(dir: &Path, path: &str) -> Result<String, Message> {
    let rel = Path::new(path);
    if path.is_empty() {
        return Err(Message::new("samourai-board-path-empty"));
    }
    if rel.has_root() || rel.is_absolute() {
        return Err(Message::new("samourai-board-path-absolute"));
    }
    if rel
        .components()
        .any(|c| !matches!(c, Component::Normal(_) | Component::CurDir))
    {
        return Err(Message::new("samourai-board-path-up"));
    }
    let root = dir
        .canonicalize()
        .map_err(|e| crate::message!("samourai-board-folder-unopened", error = e.to_string()))?;
    let full = root
        .join(rel)
        .canonicalize()
        .map_err(|e| crate::message!("samourai-board-no-file", error = e.to_string()))?;
    if !full.starts_with(&root) {
        return Err(Message::new("samourai-board-link-out"));
    }
    let meta = std::fs::metadata(&full).map_err(io_error)?;
    if !meta.is_file() {
        return Err(Message::new("samourai-board-not-file"));
    }
    if meta.len() > BOARD_FILE_LIMIT {
        return Err(crate::message!(
            "samourai-board-too-long",
            size = meta.len(),
            limit = BOARD_FILE_LIMIT
        ));
    }
    let file = std::fs::File::open(&full).map_err(io_error)?;
    // Read no more than the limit, whatever the file became since it was looked at.
    let mut bytes = Vec::new();
    file.take(BOARD_FILE_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(io_error)?;
    if bytes.len() as u64 > BOARD_FILE_LIMIT {
        return Err(crate::message!(
            "samourai-board-longer",
            limit = BOARD_FILE_LIMIT
        ));
    }
    String::from_utf8(bytes).map_err(|_| Message::new("samourai-board-not-utf8"))
}

/// An error of the system reading a board file, said as the system says it.
fn io_error(e: std::io::Error) -> Message {
    crate::message!("samourai-board-io", error = e.to_string())
}

/// Read a `[Board "path"]` file for a record with no folder of its own: the current
/// directory stands for it (see [`load_board_file_in`]).
pub fn load_board_file(path: &str) -> Result<String, Message> {
    load_board_file_in(Path::new("."), path)
}

/// Parse and replay every record of a text, as `kifu validate` does; `[Board "path"]`
/// tags are read from the current directory, never outside it (see
/// [`load_board_file_in`]).
pub fn check(text: &str, options: ReplayOptions) -> Vec<Checked> {
    check_with(text, options, None, &load_board_file)
}

/// Check every record of a text with a board given from outside (`--board`, which wins
/// over the record's own) and a loader for `[Board "path"]` tags.
pub fn check_with(
    text: &str,
    options: ReplayOptions,
    board: Option<Board>,
    load: &dyn Fn(&str) -> Result<String, Message>,
) -> Vec<Checked> {
    header::read_all(text, |text, span| {
        check_one_with(text, span, options, board, load)
    })
}

/// [`check_with`] for the one record at `span` of `text` (one of
/// [`header::split_records`]'s spans); spans are offsets into the whole text.
pub fn check_one_with(
    text: &str,
    span: Span,
    options: ReplayOptions,
    board: Option<Board>,
    load: &dyn Fn(&str) -> Result<String, Message>,
) -> Checked {
    let (record, problems) = notation::parse_range(text, span);
    Checked::new(record.span, record, problems, |record, problems| {
        let (board, board_problems) = resolve_board(record, board, load);
        let bad_board = board_problems.iter().any(Problem::is_error);
        problems.extend(board_problems);
        (!bad_board).then(|| replay(record, board, options))
    })
}

impl Replayed for Replay {
    replay_fields!(GameKind::Samourai);

    fn is_finished(&self) -> bool {
        matches!(self.status(), Status::Finished(_))
    }

    fn plies(&self) -> usize {
        self.plies.len()
    }

    fn outcome(&self) -> Outcome {
        Outcome::Samourai(Replay::outcome(self))
    }
}
