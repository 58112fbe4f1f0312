//! What `kifu show` and `kifu moves` say before they draw or list: an input that does
//! not replay says so (its diagnostics on stderr, exit code 1), an input with no record
//! is no success, and a record whose set-up is bad (a `[Position]`, a board, a layout)
//! is not drawn as if it were the usual start.

use std::sync::Arc;

use super::refuse::require_some;
use super::{CliError, eprint_problems};
use kifu::Game;
use kifu::{LineIndex, Problem, Span};

/// A problem with the record's set-up rather than with a move: nothing can be drawn
/// from it (a bad `[Position]`, board, layout, player list, box table…).
fn is_setup_error(p: &Problem) -> bool {
    if !p.is_error() || p.is_syntax() || p.code.contains("::rule::") {
        return false;
    }
    let last = p.code.rsplit("::").next().unwrap_or("");
    p.code.contains("::tag::") || last.starts_with("bad-") || last.starts_with("missing-")
}

/// Open the record at `span` of the input (read and replayed once) and check it before
/// showing a point of it. Every problem is printed (stderr); then the opened record with
/// `true` when something was wrong but the last good position can still be shown (after
/// a line saying where the replay stopped), `false` when all is well, and `Err(Invalid)`
/// when there is nothing to show (no record, a bad set-up).
pub fn check_first(
    g: &dyn Game,
    name: &str,
    text: &str,
    span: Span,
) -> Result<(kifu::Opened, bool), CliError> {
    require_some(name, text)?;
    let shared: Arc<str> = text.into();
    let opened = kifu::open_with(g, text.get(span.range()).unwrap_or_default(), false);
    let records = opened.records();
    let problems: Vec<Problem> = records
        .iter()
        .flat_map(|r| r.problems())
        .map(|p| p.clone().shifted(span.start))
        .collect();
    let lang = match records.first() {
        Some(r) => super::lang::for_record(r),
        None => super::lang::for_no_sheet(),
    };
    if !problems.is_empty() {
        eprint_problems(name, &shared, &problems, lang);
    }
    if problems.iter().any(is_setup_error) {
        return Err(CliError::Invalid);
    }
    let invalid = !records.iter().all(|r| r.is_valid());
    let stopped_at = records.iter().find_map(|r| r.stopped_at());
    if let Some(at) = stopped_at.map(|s| s.offset(span.start)) {
        let lc = LineIndex::new(text).line_col(at.start);
        let said = kifu::message!(
            "cli-replay-stopped",
            file = name,
            line = lc.line,
            column = lc.column
        );
        eprintln!("{}", said.say(lang));
    } else if invalid {
        let said = kifu::message!("cli-not-valid", file = name);
        eprintln!("{}", said.say(lang));
    }
    Ok((opened, invalid))
}

/// The most records a usage error lists (the others are counted).
const LISTED: usize = 20;

/// The record of a file that a command draws or lists one point of: record `wanted`
/// (1-based) of the records [`kifu::records`] finds, or the only one. A file of
/// several records without `wanted` is a usage error that lists them (number, players,
/// result), so that the reader can choose: never one picked silently.
pub fn choose(g: &dyn Game, name: &str, text: &str, wanted: Option<u64>) -> Result<Span, CliError> {
    let mut spans = kifu::records(text);
    let Some(first) = spans.next() else {
        return Err(CliError::Said(kifu::message!(
            "cli-holds-no-record",
            file = name
        )));
    };
    match wanted {
        None => match spans.next() {
            None => Ok(first),
            Some(_) => Err(CliError::Said(several(g, name, text))),
        },
        Some(n) => {
            let index = usize::try_from(n - 1).unwrap_or(usize::MAX);
            std::iter::once(first)
                .chain(spans)
                .nth(index)
                .ok_or_else(|| {
                    let count = kifu::records(text).count();
                    CliError::Said(kifu::message!(
                        "cli-record-out-of-range",
                        n = n,
                        file = name,
                        count = count
                    ))
                })
        }
    }
}

/// The usage error for a file of several records and no `--record`: each record (the
/// first [`LISTED`]) with its number, its players and its result.
fn several(g: &dyn Game, name: &str, text: &str) -> kifu::Message {
    let lang = super::lang::for_no_sheet();
    let total = kifu::records(text).count();
    let mut list = String::new();
    for (i, span) in kifu::records(text).take(LISTED).enumerate() {
        let record = text.get(span.range()).unwrap_or_default();
        let tags = super::viewer::tags(record);
        let players = match super::viewer::players(&tags) {
            Some(named) => kifu::Arg::Verbatim(named),
            None => kifu::Message::new("cli-players-not-named").into(),
        };
        let checked = g.check_record(text, span, false);
        let result = if !checked.is_valid() {
            kifu::Message::new("cli-result-not-checked")
        } else if checked.is_finished() {
            checked.outcome().message()
        } else {
            kifu::message!(
                "cli-result-unfinished",
                outcome = checked.outcome().message()
            )
        };
        let line = kifu::message!(
            "cli-several-item",
            number = i + 1,
            players = players,
            result = result
        );
        list.push_str("\n  ");
        list.push_str(&line.say(lang));
    }
    if total > LISTED {
        let more = kifu::message!(
            "cli-several-more",
            more = total - LISTED,
            from = LISTED + 1,
            total = total
        );
        list.push_str("\n  ");
        list.push_str(&more.say(lang));
    }
    kifu::message!("cli-several", file = name, total = total, list = list)
}

/// A game's refusal after [`check_first`] printed the input's problems: not printed again.
pub fn shown_already(e: kifu::GameError) -> CliError {
    match e {
        kifu::GameError::Usage(m) => CliError::Said(m),
        kifu::GameError::Invalid(_) => CliError::Invalid,
        kifu::GameError::Unsupported(e) => CliError::Said(super::refuse::refusal(&e)),
    }
}
