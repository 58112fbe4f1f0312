//! The Colors of Kasane pipeline: parse → tags → replay, for every record in a text.

use super::ast::Record;
use super::notation;
use super::replay::{Replay, ReplayOptions, Status, setup_and_replay};
use crate::core::check::{Replayed, replay_fields};

/// One record of a text, checked: syntax problems, then tag and rule problems, and the
/// replay (`None` when the tags did not allow one, e.g. no `[Players]`).
pub type Checked = crate::core::check::Checked<Record, Option<Replay>>;

/// Parse and replay every record of a text, as `kifu validate` does.
pub fn check(text: &str, options: &ReplayOptions) -> Vec<Checked> {
    notation::parse_all(text)
        .into_iter()
        .map(|(record, problems)| {
            Checked::new(record.span, record, problems, |record, problems| {
                setup_and_replay(text, record, options)
                    .map_err(|p| problems.extend(p))
                    .ok()
            })
        })
        .collect()
}

impl Replayed for Replay {
    replay_fields!();

    fn is_finished(&self) -> bool {
        self.status() == Status::Finished
    }

    fn plies(&self) -> usize {
        self.turns()
    }

    fn summary(&self) -> String {
        Replay::summary(self)
    }
}
