//! The Kaitō pipeline: parse → replay, for every record in a text.

use super::ast::Record;
use super::notation;
use super::replay::{Replay, ReplayOptions, replay};
use crate::core::{GameKind, Span};
use crate::outcome::Outcome;
use crate::core::check::{Replayed, replay_fields};
use crate::core::header;

/// One record of a text, checked: syntax problems, then set-up and rule problems, and
/// the replay.
pub type Checked = crate::core::check::Checked<Record, Replay>;

/// Parse and replay every record of a text, as `kifu validate` does.
pub fn check(text: &str, options: ReplayOptions) -> Vec<Checked> {
    header::read_all(text, |text, span| check_one(text, span, options))
}

/// Parse and replay the one record at `span` of `text` (one of
/// [`header::split_records`]'s spans); spans in the result are offsets into `text`.
///
/// [`header::split_records`]: crate::core::header::split_records
pub fn check_one(text: &str, span: Span, options: ReplayOptions) -> Checked {
    let (record, problems) = notation::parse_range(text, span);
    Checked::new(record.span, record, problems, |record, _| {
        replay(record, options)
    })
}

impl Replayed for Replay {
    replay_fields!(GameKind::Kaito);

    fn is_finished(&self) -> bool {
        Replay::is_finished(self)
    }

    fn plies(&self) -> usize {
        self.plies.len()
    }

    fn outcome(&self) -> Outcome {
        Replay::outcome(self)
    }

    fn is_set_up(&self) -> bool {
        self.start.is_some()
    }
}
