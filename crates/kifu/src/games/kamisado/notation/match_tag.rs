//! The match length a record's `[Match "…"]` tag names.

use super::super::ast::{MatchKind, Record};
use super::super::vocab;
use crate::core::Problem;
use crate::core::diag::shown;
use crate::message::Message;

/// The match length a `[Match "…"]` value names (any case, accents optional), if any.
pub fn match_kind_of(value: &str) -> Option<MatchKind> {
    let v = value.trim();
    let kinds = [
        ("simple", MatchKind::Simple),
        ("einfach", MatchKind::Simple),
        ("standard", MatchKind::Standard),
        ("long", MatchKind::Long),
        ("longue", MatchKind::Long),
        ("lang", MatchKind::Long),
        ("marathon", MatchKind::Marathon),
    ];
    kinds.iter().find(|(w, _)| vocab::is(v, w)).map(|&(_, k)| k)
}

/// The match length from the `[Match "…"]` tag; no tag means a simple match. Accepts
/// simple, standard, long, marathon (French longue, German lang and einfach), any case.
#[allow(clippy::result_large_err)] // once per record
pub fn match_kind(record: &Record) -> Result<MatchKind, Problem> {
    let Some(tag) = record.tag("Match") else {
        return Ok(MatchKind::Simple);
    };
    let v = tag.value.node.trim();
    match_kind_of(v).ok_or_else(|| {
            Problem::error(
                "kamisado::syntax::bad-match",
                tag.value.span,
                crate::message!("kamisado-syntax-bad-match", value = shown(v)),
            )
            .with_label(Message::new("kamisado-syntax-bad-match-label"))
            .with_help(Message::new("kamisado-syntax-bad-match-help"))
        })
}
