//! The Colors of Kasane pipeline: parse → tags → replay, for every record in a text.

use super::ast::Record;
use super::notation;
use super::replay::{Replay, ReplayOptions, Status, setup_and_replay};
use crate::core::{GameKind, Span};
use crate::outcome::Outcome;
use crate::core::check::{Replayed, replay_fields};
use crate::core::header;

/// One record of a text, checked: syntax problems, then tag and rule problems, and the
/// replay (`None` when the tags did not allow one, e.g. no `[Players]`).
pub type Checked = crate::core::check::Checked<Record, Option<Replay>>;

/// Parse and replay every record of a text, as `kifu validate` does.
pub fn check(text: &str, options: &ReplayOptions) -> Vec<Checked> {
    header::split_records(text)
        .map(|span| check_one(text, span, options))
        .collect()
}

/// Parse and replay the one record at `span` of `text` (as [`header::split_records`] gives
/// it): what [`check`] does for each record, with spans in `text`'s coordinates.
pub fn check_one(text: &str, span: Span, options: &ReplayOptions) -> Checked {
    let (record, problems) = notation::parse_range(text, span);
    // The replay reads the text of the record only (the rest of a line after its end).
    let text = text.get(..record.span.end).unwrap_or(text);
    Checked::new(record.span, record, problems, |record, problems| {
        setup_and_replay(text, record, options)
            .map_err(|p| problems.extend(p))
            .ok()
    })
}

impl Replayed for Replay {
    replay_fields!(GameKind::Kasane);

    fn is_finished(&self) -> bool {
        self.status() == Status::Finished
    }

    fn plies(&self) -> usize {
        self.turns()
    }

    fn outcome(&self) -> Outcome {
        Outcome::Kasane(Replay::outcome(self))
    }
}
