//! The Kaitō pipeline: parse → replay, for every record in a text.

use super::ast::Record;
use super::notation;
use super::replay::{Replay, ReplayOptions, replay};
use crate::core::{CheckedRecord, Problem, Span};

/// One record of a text, checked.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Where the record stands in the text.
    pub span: Span,
    /// The record as read.
    pub record: Record,
    /// Syntax problems, then set-up and rule problems.
    pub problems: Vec<Problem>,
    /// The replay.
    pub replay: Replay,
}

impl Checked {
    /// No error, and the replay reached the end of the record.
    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error) && self.replay.is_valid()
    }
}

/// Check every record of a text.
pub fn check(text: &str, options: ReplayOptions) -> Vec<Checked> {
    notation::parse_all(text)
        .into_iter()
        .map(|(record, mut problems)| {
            let r = replay(&record, options);
            problems.extend(r.problems.iter().cloned());
            Checked {
                span: record.span,
                record,
                problems,
                replay: r,
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
        self.replay.is_finished()
    }

    fn plies(&self) -> usize {
        self.replay.plies.len()
    }

    fn summary(&self) -> String {
        self.replay.summary()
    }

    fn stopped_at(&self) -> Option<Span> {
        self.replay.stopped_at
    }
}
