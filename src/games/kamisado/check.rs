//! The Kamisado pipeline: parse → match kind → replay, for every record in a text.

use super::ast::Record;
use super::replay::{Replay, ReplayOptions, Status, replay};
use super::{fast, notation};
use crate::core::{CheckedRecord, Problem, Span};

/// One record of a text, checked.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Where the record stands in the text.
    pub span: Span,
    /// The record as read.
    pub record: Record,
    /// Syntax problems, then rule problems, in source order within each group.
    pub problems: Vec<Problem>,
    /// The record did not parse cleanly (some syntax error).
    pub syntax_error: bool,
    /// `None` when the record could not be replayed at all (e.g. a bad `[Match]` tag).
    pub replay: Option<Replay>,
}

impl Checked {
    /// No error anywhere, and the whole record was replayed.
    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error)
            && self.replay.as_ref().is_some_and(Replay::is_valid)
    }
}

/// Check every record of a text.
pub fn check(text: &str, options: ReplayOptions) -> Vec<Checked> {
    notation::parse_all(text)
        .into_iter()
        .map(|(record, problems)| checked(record, problems, options))
        .collect()
}

/// Check the record at `span` of `text` (one of [`header::split_records`]'s spans) in
/// full. Spans in the result are byte offsets into `text`.
///
/// [`header::split_records`]: crate::core::header::split_records
pub fn check_one(text: &str, span: Span, options: ReplayOptions) -> Checked {
    let (record, problems) = notation::parse_range(text, span);
    checked(record, problems, options)
}

/// What `kifu validate` needs of the record at `span` of `text`: the fast path
/// ([`super::fast`]) when it can answer (a valid record in the canonical notation), else
/// the full check. Both give the same answer.
pub fn check_record(
    text: &str,
    span: Span,
    options: ReplayOptions,
) -> Box<dyn CheckedRecord + Send> {
    match fast::quick_check(text, span) {
        Some(q) => Box::new(q),
        None => Box::new(check_one(text, span, options)),
    }
}

fn checked(record: Record, mut problems: Vec<Problem>, options: ReplayOptions) -> Checked {
    let span = record.span;
    let syntax_error = problems.iter().any(Problem::is_error);
    let replay = match notation::match_kind(&record) {
        Ok(kind) => {
            let r = replay(&record, kind, options);
            problems.extend(r.problems.iter().cloned());
            Some(r)
        }
        Err(p) => {
            problems.push(p);
            None
        }
    };
    Checked {
        span,
        record,
        problems,
        syntax_error,
        replay,
    }
}

impl CheckedRecord for fast::Quick {
    fn problems(&self) -> &[Problem] {
        &[]
    }

    fn is_valid(&self) -> bool {
        true
    }

    fn is_finished(&self) -> bool {
        self.replay.status() == Status::Finished
    }

    fn plies(&self) -> usize {
        self.plies
    }

    fn summary(&self) -> String {
        self.replay.next_to_move()
    }

    fn stopped_at(&self) -> Option<Span> {
        None
    }
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
            .is_some_and(|r| r.status() == Status::Finished)
    }

    fn plies(&self) -> usize {
        self.replay
            .as_ref()
            .map_or(0, |r| r.rounds.iter().map(|x| x.plies.len()).sum())
    }

    fn summary(&self) -> String {
        self.replay
            .as_ref()
            .map_or_else(String::new, Replay::next_to_move)
    }

    fn stopped_at(&self) -> Option<Span> {
        self.replay.as_ref().and_then(|r| r.stopped_at)
    }
}
