//! The Kamisado pipeline: parse → match kind → replay, for every record in a text.

use super::ast::Record;
use super::notation;
use super::replay::{Replay, ReplayOptions, Status, replay};
use crate::core::{CheckedRecord, Problem, Span};

/// One record of a text, checked.
#[derive(Clone, Debug)]
pub struct Checked {
    /// Where the record stands in the text.
    pub span: Span,
    pub record: Record,
    /// Syntax problems, then rule problems, in source order within each group.
    pub problems: Vec<Problem>,
    /// The record did not parse cleanly (some syntax error).
    pub syntax_error: bool,
    /// `None` when the record could not be replayed at all (e.g. a bad `[Match]` tag).
    pub replay: Option<Replay>,
}

impl Checked {
    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error)
            && self.replay.as_ref().is_some_and(Replay::is_valid)
    }
}

/// Check every record of a text.
pub fn check(text: &str, options: ReplayOptions) -> Vec<Checked> {
    notation::parse_all(text)
        .into_iter()
        .map(|(record, mut problems)| {
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
