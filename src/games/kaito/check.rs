//! The Kaitō pipeline: parse → replay, for every record in a text.

use super::ast::Record;
use super::notation;
use super::replay::{Replay, ReplayOptions, replay};
use crate::core::check::Replayed;
use crate::core::{Problem, Span};

/// One record of a text, checked: syntax problems, then set-up and rule problems, and
/// the replay.
pub type Checked = crate::core::check::Checked<Record, Replay>;

/// Check every record of a text.
pub fn check(text: &str, options: ReplayOptions) -> Vec<Checked> {
    notation::parse_all(text)
        .into_iter()
        .map(|(record, problems)| {
            Checked::new(record.span, record, problems, |record, _| {
                replay(record, options)
            })
        })
        .collect()
}

impl Replayed for Replay {
    fn problems(&self) -> &[Problem] {
        &self.problems
    }

    fn is_valid(&self) -> bool {
        Replay::is_valid(self)
    }

    fn is_finished(&self) -> bool {
        Replay::is_finished(self)
    }

    fn plies(&self) -> usize {
        self.plies.len()
    }

    fn summary(&self) -> String {
        Replay::summary(self)
    }

    fn stopped_at(&self) -> Option<Span> {
        self.stopped_at
    }
}
