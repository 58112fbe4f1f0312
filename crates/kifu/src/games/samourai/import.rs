//! A Samouraï record read back from JSON (`kifu convert --to samourai`): the moves are the
//! truth (see [`ImportNote`](crate::ImportNote)).
//!
//! Each move is its squares (`from`, `to`): the record is first written with the squares
//! alone and replayed, so a move that is not legal is refused at its ply with the rules'
//! own message. Each move is then written as its `written` text when the text names its
//! squares and, if it announces, its announcement; else as the move and its announcement
//! in the record's language (read from its texts), with a warning.


use super::ast::{Item, Record};
use super::board::{Board, Kind};
use super::check::check_with;
use super::json::{FORMAT_VERSION, GameJson};
use super::notation;
use super::replay::{Ply, ReplayOptions};
use super::rules::Position;
use crate::core::header;
use crate::message::Message;
use crate::core::diag::Problem;
use crate::core::import::{
    Headed, ImportError, ImportModel, ImportNote, Imported, MovesImport, Noted, Places, Shape,
    check_squares, import_moves,
};

crate::import_model! {
    /// What an import reads of a record (the rest of [`super::json::GameJson`] is output only).
    pub struct RecordIn as "GameJson" {
        /// The board's 11 rows (rank 11 first), when it is not the default board.
        pub board: Option<Vec<String>>,
        /// The position string the game starts from, when the tags have no `Position`
        /// (default: the start).
        pub start: Option<String>,
        /// Every move, in order; an anzen landing and its bonus move are two moves.
        pub moves: Vec<Noted<MoveIn>>,
    }

    /// What an import reads of a move: its squares (the move), and what was written.
    pub struct MoveIn as "MoveJson" {
        /// Start square, e.g. `e1`.
        pub from: String,
        /// Landing square.
        pub to: String,
    }
}

impl ImportModel for RecordIn {
    type Move = Noted<MoveIn>;
    const SHAPE: Shape = Shape::moves("samourai", FORMAT_VERSION, "moves");

    fn write(r: &Headed<Self>) -> Result<Imported, ImportError> {
        let head = head(r)?;
        let board = board_of(r);
        let turns = turns(r, board);
        check_squares(r.moves.iter().enumerate().flat_map(|(k, m)| {
            [(k, "from", m.from.as_str()), (k, "to", m.to.as_str())]
        }))?;
        // Who starts is the start position's: replay the head alone to know it.
        let first_black = checked(&head)
            .first()
            .and_then(|c| c.replay.as_ref())
            .is_some_and(|rp| rp.start.turn() == super::board::Side::Black);
        import_moves(&Moves {
            r,
            head,
            turns,
            first_black,
        })
    }
}

/// Write a record back as notation from its JSON model: the moves are the truth (see
/// [`ImportNote`](crate::ImportNote)): each move as written when that is the move, else the move and its
/// announcement in the record's language (with a warning); tags, the board and comments
/// where they stood, in the canonical layout. An error when the moves do not replay.
pub fn to_notation(game: &GameJson) -> Result<Imported, ImportError> {
    crate::core::import::from_model::<RecordIn>(game)
}

/// A record checked as `kifu validate` checks it, on its own board (never a file).
fn checked(text: &str) -> Vec<super::check::Checked> {
    let no_file = |_: &str| Err(Message::new("samourai-board-from-json"));
    check_with(text, ReplayOptions::default(), None, &no_file)
}

/// The record's tags and board, as they start its text.
fn head(r: &Headed<RecordIn>) -> Result<String, ImportError> {
    let mut out = String::new();
    let tagged = |key: &str| r.head.tags.keys().any(|k| k.eq_ignore_ascii_case(key));
    for (k, v) in &r.head.tags {
        // The board's rows are written below: a `[Board "path"]` would give it twice.
        if r.board.is_some() && k.eq_ignore_ascii_case("Board") {
            continue;
        }
        out.push_str(&header::write_tag(k, v));
        out.push('\n');
    }
    if r.board.is_none() && tagged("Board") {
        return Err(ImportError::Invalid(ImportNote::new(Message::new(
            "samourai-json-board-tag",
        ))));
    }
    let board = board_of(r);
    if let Some(start) = r.start.as_deref().map(str::trim)
        && !tagged("Position")
        && start != Position::start_on(board).to_string()
    {
        out.push_str(&header::write_tag("Position", start));
        out.push('\n');
    }
    if let Some(rows) = &r.board {
        out.push_str("Board:\n");
        for row in rows {
            // A row is one line of the block.
            out.push_str(&row.replace(['\n', '\r'], " "));
            out.push('\n');
        }
    }
    if !out.is_empty() {
        out.push('\n');
    }
    for c in &r.comments {
        out.push_str(&header::write_comment(c));
        out.push('\n');
    }
    Ok(out)
}

/// The record's board (the default one when `board` gives none or a bad one: the check
/// then says what is wrong with it).
fn board_of(r: &Headed<RecordIn>) -> Board {
    r.board
        .as_ref()
        .and_then(|rows| Board::parse(&rows.join("\n")).ok())
        .unwrap_or_default()
}

/// The turns of the record: the moves each entry holds (an anzen landing and the bonus
/// move after it share one), as ranges of move indices.
fn turns(r: &Headed<RecordIn>, board: Board) -> Vec<std::ops::Range<usize>> {
    let mut turns = Vec::new();
    let mut i = 0;
    while i < r.moves.len() {
        let anzen = super::board::Square::parse(r.moves[i].to.trim())
            .is_some_and(|to| board.kind(to) == Kind::Anzen);
        let end = if anzen && i + 1 < r.moves.len() {
            i + 2
        } else {
            i + 1
        };
        turns.push(i..end);
        i = end;
    }
    turns
}

/// The body: numbered lines of Red's turn then Black's (`N. ...` before Black's when it
/// begins a line: the first turn of a game Black starts, or after comments), each move
/// the text `cell` gives, comments after its turn; `places` gets where each move starts.
/// Black's turns are the odd ones when `first_black` is false.
fn body(
    r: &Headed<RecordIn>,
    turns: &[std::ops::Range<usize>],
    first_black: bool,
    cell: impl Fn(usize) -> String,
    places: &mut Places,
    out: &mut String,
) {
    let mut line_open = false;
    for (t, range) in turns.iter().enumerate() {
        let black = (t % 2 == 1) != first_black;
        let number = (t + usize::from(first_black)) / 2 + 1;
        if black && line_open {
            out.push(' ');
        } else {
            out.push_str(&format!("{number}. "));
            if black {
                out.push_str("... ");
            }
        }
        for k in range.clone() {
            if k > range.start {
                out.push_str(" + ");
            }
            places.push(out.len(), None, k + 1);
            out.push_str(&cell(k));
        }
        let mut commented = false;
        for k in range.clone() {
            for c in &r.moves[k].comments {
                out.push(' ');
                out.push_str(&header::write_comment(c));
                commented = true;
            }
        }
        line_open = !black && !commented;
        if !line_open {
            out.push('\n');
        }
    }
    if line_open {
        out.push('\n');
    }
}

/// Whether move `segment` (0: the move, 1: an anzen's bonus) of the entry at byte `at` of
/// `record` names the ply's squares and, if it announces, its announcement.
fn reads_as(record: &Record, at: usize, segment: usize, ply: &Ply) -> bool {
    let mut found = record.items.iter().filter(|i| match i {
        Item::Entry(e) => e.span.start <= at && at < e.span.end,
        Item::Invalid(s) => s.start <= at && at < s.end.max(s.start + 1),
        _ => false,
    });
    let (Some(Item::Entry(e)), None) = (found.next(), found.next()) else {
        return false;
    };
    let Some(seg) = e.segments().nth(segment) else {
        return false;
    };
    let a = ply.announcement;
    seg.span.start == at
        && seg.from.node == ply.mv.from
        && seg.to.node == ply.mv.to
        && seg.said.dist.is_none_or(|d| d.node == a.dist)
        && seg.said.kind.is_none_or(|k| k.node == a.kind)
}

/// The record's moves, read back by [`import_moves`].
struct Moves<'r> {
    r: &'r Headed<RecordIn>,
    head: String,
    turns: Vec<std::ops::Range<usize>>,
    first_black: bool,
}

impl MovesImport for Moves<'_> {
    type Move = MoveIn;
    type Ply = Ply;
    type Sheet = Record;
    const MOVES: &'static str = "moves";

    fn moves(&self) -> &[Noted<MoveIn>] {
        &self.r.moves
    }

    /// The move as its squares alone: `e1-e4`.
    fn bare(m: &MoveIn) -> String {
        format!("{}-{}", m.from.trim(), m.to.trim())
    }

    fn write(&self, cell: &dyn Fn(usize) -> String, places: &mut Places, out: &mut String) {
        out.push_str(&self.head);
        body(self.r, &self.turns, self.first_black, cell, places, out);
    }

    fn replay(text: &str) -> (Vec<Problem>, Vec<Ply>) {
        let checked = checked(text);
        let plies = checked
            .first()
            .and_then(|c| c.replay.as_ref())
            .map(|rp| rp.plies.clone());
        let problems = checked.into_iter().flat_map(|c| c.problems).collect();
        (problems, plies.unwrap_or_default())
    }

    fn read(text: &str) -> Record {
        notation::parse(text).0
    }

    /// Move `k` is segment `k - start` of the entry of its turn (an anzen's bonus: 1).
    fn says(&self, sheet: &Record, _: &str, at: usize, k: usize, ply: &Ply) -> bool {
        let segment = self
            .turns
            .iter()
            .find(|t| t.contains(&k))
            .map_or(0, |t| k - t.start);
        reads_as(sheet, at, segment, ply)
    }

    fn canonical(sheet: &Record, ply: &Ply) -> String {
        ply.text_in(sheet.head.notation.lang)
    }

    fn lay_out(text: &str) -> String {
        notation::write_record_verbatim(&notation::parse(text).0, text)
    }
}
