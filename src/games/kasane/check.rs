//! The Colors of Kasane pipeline: parse → tags → replay, for every record in a text.

use super::ast::Record;
use super::notation;
use super::replay::{Replay, ReplayOptions, Status, setup_and_replay};
use crate::core::{CheckedRecord, Problem, Span};

/// One record of a text, checked.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Where the record stands in the text.
    pub span: Span,
    /// The record as read.
    pub record: Record,
    /// Syntax problems, then tag and rule problems.
    pub problems: Vec<Problem>,
    /// The record did not parse cleanly.
    pub syntax_error: bool,
    /// `None` when the tags did not allow a replay (e.g. no `[Players]`).
    pub replay: Option<Replay>,
}

impl Checked {
    /// No error and the replay went to the end of the record.
    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error)
            && self.replay.as_ref().is_some_and(Replay::is_valid)
    }
}

/// Check every record of a text.
pub fn check(text: &str, options: &ReplayOptions) -> Vec<Checked> {
    notation::parse_all(text)
        .into_iter()
        .map(|(record, mut problems)| {
            let syntax_error = problems.iter().any(Problem::is_error);
            let replay = match setup_and_replay(text, &record, options) {
                Ok(r) => {
                    problems.extend(r.problems.iter().cloned());
                    Some(r)
                }
                Err(p) => {
                    problems.extend(p);
                    None
                }
            };
            Checked {
                span: record.span,
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
            .is_some_and(|r| r.status() == Status::Finished)
    }

    fn plies(&self) -> usize {
        self.replay.as_ref().map_or(0, Replay::turns)
    }

    fn summary(&self) -> String {
        self.replay
            .as_ref()
            .map_or_else(String::new, Replay::summary)
    }

    fn stopped_at(&self) -> Option<Span> {
        self.replay.as_ref().and_then(|r| r.stopped_at)
    }
}
