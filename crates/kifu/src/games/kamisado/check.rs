//! The Kamisado pipeline: parse → match kind → replay, for every record in a text.

use super::ast::Record;
use super::replay::{Replay, ReplayOptions, Status, replay};
use super::{fast, layout, notation};
use crate::core::check::{Replayed, replay_fields};
use crate::core::{CheckedRecord, GameKind, Problem, Span};
use crate::outcome::Outcome;

/// One record of a text, checked: syntax problems, then rule problems, and the replay
/// (`None` when the record could not be replayed at all, e.g. a bad `[Match]` tag).
pub type Checked = crate::core::check::Checked<Record, Option<Replay>>;

/// Parse and replay every record of a text, as `kifu validate` does.
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

fn checked(record: Record, problems: Vec<Problem>, options: ReplayOptions) -> Checked {
    let mut c =
        Checked::new(
            record.span,
            record,
            problems,
            |record, problems| match notation::match_kind(record) {
                Ok(kind) => Some(replay(record, kind, options)),
                Err(p) => {
                    problems.push(p);
                    None
                }
            },
        );
    // An abbreviation's reading is the one the replay settled.
    if let Some(r) = &c.replay {
        layout::settle_abbreviations(&mut c.record, r);
    }
    c
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

    fn outcome(&self) -> Outcome {
        Outcome::Kamisado(self.replay.outcome())
    }

    fn stopped_at(&self) -> Option<Span> {
        None
    }

    fn guessed_at(&self) -> Option<Span> {
        None
    }
}

impl Replayed for Replay {
    replay_fields!(GameKind::Kamisado);

    fn is_finished(&self) -> bool {
        self.status() == Status::Finished
    }

    fn plies(&self) -> usize {
        self.rounds.iter().map(|x| x.plies.len()).sum()
    }

    fn outcome(&self) -> Outcome {
        Outcome::Kamisado(Replay::outcome(self))
    }
}
