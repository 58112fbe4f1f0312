//! Records from other Kamisado programs, read into kifu's record and replayed by its
//! engine: `kifu convert --from aikisado|everyboard|hackerrank`.
//!
//! Each reader turns a file of one program into the JSON model of a Kamisado record
//! ([`GameJson`]), every move played through kifu's rules ([`crate::kamisado::Match`]);
//! the notation is then written from it ([`Converted::notation`]). A move kifu's rules
//! refuse is an error at the file's line and column, never silently changed. Where the
//! program plays by other rules than the book, the conversion says so at the ply where it
//! matters with a warning of its own code (`kamisado::import::everyboard-pass-colour`, …).
//!
//! The formats, as their programs' public sources write them:
//!
//! - [`everyboard`]: EveryBoard (repository `EveryBoard/EveryBoard`, files
//!   `src/app/games/kamisado/KamisadoMove.ts`, `KamisadoRules.ts`, `KamisadoBoard.ts`,
//!   `src/app/jscaip/MoveWithTwoCoords.ts`, `src/app/jscaip/Coord.ts`).
//! - [`aikisado`]: Aikisado's `.aik` save files (repository `Thann/Aikisado`, file
//!   `Aikisado.py`, version 0.3.2: `recordMove`, `reset`, `makeMove`, `ghettoSave`).
//! - [`hackerrank`]: the position given to a HackerRank Kamisado bot (the problem
//!   statement, as copied in a public issue: `geeksrepos.com`, issue 98 of
//!   `AkashSingh3031/The-Complete-FAANG-Preparation`; HackerRank's own page is not in the
//!   stored sources).
//!
//! Each module's documentation describes its format.

pub mod aikisado;
pub mod everyboard;
pub mod hackerrank;

use super::import::to_notation;
use super::json::GameJson;
use super::rules::{Illegal, Move, Position};
use super::style::Style;
use crate::core::diag::Problem;
use crate::core::span::Span;
use crate::message;
use crate::message::{Arg, Message};

/// A program whose Kamisado records kifu reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Program {
    /// Aikisado's `.aik` save files.
    Aikisado,
    /// EveryBoard's list of encoded moves.
    EveryBoard,
    /// HackerRank's Kamisado position.
    HackerRank,
}

impl Program {
    /// Every program, in the order `--from` lists them.
    pub const ALL: [Program; 3] = [Program::Aikisado, Program::EveryBoard, Program::HackerRank];

    /// The name `--from` takes: `aikisado`, `everyboard`, `hackerrank`.
    pub const fn name(self) -> &'static str {
        match self {
            Program::Aikisado => "aikisado",
            Program::EveryBoard => "everyboard",
            Program::HackerRank => "hackerrank",
        }
    }

    /// The program's name as its authors write it (the record's `[Source]` tag).
    pub const fn title(self) -> &'static str {
        match self {
            Program::Aikisado => "Aikisado",
            Program::EveryBoard => "EveryBoard",
            Program::HackerRank => "HackerRank",
        }
    }

    /// Read `text`, a file of this program, into a record whose entries are written in
    /// `style`. `Err` holds every problem when the file cannot be read or replayed (at
    /// least one error); `Ok` the record with the warnings about it.
    pub fn convert(self, text: &str, style: Style) -> Result<Converted, Vec<Problem>> {
        let converted = match self {
            Program::Aikisado => aikisado::convert(text, style),
            Program::EveryBoard => everyboard::convert(text, style),
            Program::HackerRank => hackerrank::convert(text, style),
        };
        match converted {
            Ok(c) if !c.notes.iter().any(Problem::is_error) => Ok(c),
            Ok(c) => Err(c.notes),
            Err(problems) => Err(problems),
        }
    }
}

/// A record read from another program's file.
#[derive(Clone, Debug)]
pub struct Converted {
    /// The record, as kifu's JSON model (every move replayed by kifu's rules).
    pub json: GameJson<'static>,
    /// What the conversion has to say (warnings: where the program's rules differ from
    /// the book's), spans in the program's file.
    pub notes: Vec<Problem>,
}

impl Converted {
    /// The record as notation, in the style it was converted in.
    pub fn notation(&self) -> String {
        match to_notation(&self.json) {
            Ok(imported) => imported.text,
            // The moves were replayed when the record was built: this cannot fail.
            Err(e) => unreachable!("a converted record reads back: {e}"),
        }
    }
}

/// The code of a conversion problem: `kamisado::import::<what>`.
macro_rules! code {
    ($what:literal) => {
        concat!("kamisado::import::", $what)
    };
}
pub(crate) use code;

/// An error of a file that is not of the format: `what` at `span`, with `help`.
pub(crate) fn malformed(span: Span, what: Message, help: Message) -> Problem {
    refused(code!("malformed"), span, what, help)
}

/// An error `code` at `span`: `what`, with `help`.
pub(crate) fn refused(code: &'static str, span: Span, what: Message, help: Message) -> Problem {
    Problem::error(code, span, what).with_help(help)
}

/// A move kifu's rules refuse, at `span` (`written`: the move as the file writes it).
pub(crate) fn illegal(span: Span, why: Illegal, written: &str) -> Problem {
    Problem::error(code!("illegal"), span, why.message())
        .with_label(message!("kamisado-import-illegal", written = written))
        .with_help(message!("kamisado-import-illegal-help"))
}

/// The move of the tower on `from` to `to` in `pos`, checked by kifu's rules: a step, or
/// the oshi of a Sumo that moves one square straight onto an opponent's tower. The error
/// is at `span`, where the file writes the move as `written`.
pub(crate) fn move_between(
    pos: &Position,
    from: super::board::Square,
    to: super::board::Square,
    span: Span,
    written: &str,
) -> Result<Move, Box<Problem>> {
    let side = pos.turn();
    let colour = match pos.tower_at(from) {
        Some(t) if t.side == side => t.colour,
        _ => {
            return Err(Box::new(Problem::error(
                code!("no-tower"),
                span,
                message!(
                    "kamisado-import-no-tower",
                    side = Arg::Term(side.term()),
                    square = from.to_string()
                ),
            )));
        }
    };
    if pos.tower_at(to).is_some()
        && let Some(&oshi) = pos
            .legal_moves()
            .iter()
            .find(|m| matches!(m, Move::Oshi { from: f, .. } if *f == from))
    {
        return Ok(oshi);
    }
    let mv = Move::Step { colour, from, to };
    pos.check(mv)
        .map(|()| mv)
        .map_err(|why| Box::new(illegal(span, why, written)))
}

/// The error for a move after the end of the round.
pub(crate) fn after_end(span: Span) -> Problem {
    Problem::error(code!("after-end"), span, message!("kamisado-import-after-end"))
        .with_help(message!("kamisado-import-after-end-help"))
}
