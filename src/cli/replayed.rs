//! What `kifu show` and `kifu moves` say before they draw or list: an input that does
//! not replay says so (its diagnostics on stderr, exit code 1), an input with no record
//! is no success, and a record whose set-up is bad (a `[Position]`, a board, a layout)
//! is not drawn as if it were the usual start.

use std::sync::Arc;

use super::{CliError, eprint_problems};
use kifu::core::game::Game;
use kifu::core::{LineIndex, Problem, Span, header};

/// Nothing to check: the input is empty or holds only comments.
pub fn no_record(name: &str, text: &str) -> Problem {
    let what = if text.trim_start_matches('\u{feff}').trim().is_empty() {
        "it is empty"
    } else {
        "it holds only comments"
    };
    Problem::error(
        "kifu::no-record",
        Span::point(0),
        format!("{name} holds no record: {what}"),
    )
    .with_label("no record here")
    .with_help("a record starts with its tags, such as `[Game \"Kamisado\"]`, then the moves")
}

/// An input with no record is no success: a `kifu::no-record` diagnostic (exit code 1).
pub fn require_some(name: &str, text: &str) -> Result<(), CliError> {
    if header::holds_nothing(text) {
        eprint_problems(name, &text.into(), &[no_record(name, text)]);
        return Err(CliError::Invalid);
    }
    Ok(())
}

/// A problem with the record's set-up rather than with a move: nothing can be drawn
/// from it (a bad `[Position]`, board, layout, player list, box table…).
fn is_setup_error(p: &Problem) -> bool {
    if !p.is_error() || p.is_syntax() || p.code.contains("::rule::") {
        return false;
    }
    let last = p.code.rsplit("::").next().unwrap_or("");
    p.code.contains("::tag::") || last.starts_with("bad-") || last.starts_with("missing-")
}

/// Check the input before showing a point of its last record. Every problem is printed
/// (stderr); then `Ok(true)` when something was wrong but the last good position can still
/// be shown (after a line saying where the replay stopped), `Ok(false)` when all is well,
/// and `Err(Invalid)` when there is nothing to show (no record, a bad set-up).
pub fn check_first(g: &dyn Game, name: &str, text: &str) -> Result<bool, CliError> {
    require_some(name, text)?;
    let shared: Arc<str> = text.into();
    let records = g.check(text, false);
    let problems: Vec<Problem> = records
        .iter()
        .flat_map(|r| r.problems().iter().cloned())
        .collect();
    if !problems.is_empty() {
        eprint_problems(name, &shared, &problems);
    }
    let Some(last) = records.last() else {
        return Err(CliError::Invalid);
    };
    if last.problems().iter().any(is_setup_error) {
        return Err(CliError::Invalid);
    }
    let invalid = records.iter().any(|r| !r.is_valid());
    if let Some(at) = last.stopped_at() {
        let lc = LineIndex::new(text).line_col(at.start);
        eprintln!(
            "{name}: the replay stopped at line {}, column {}; what follows is the last position reached before it",
            lc.line, lc.column
        );
    } else if invalid {
        eprintln!("{name}: the input is not valid (see above)");
    }
    Ok(invalid)
}

/// A game's refusal after [`check_first`] printed the input's problems: not printed again.
pub fn shown_already(e: kifu::core::game::GameError) -> CliError {
    match e {
        kifu::core::game::GameError::Usage(m) => CliError::Usage(m),
        kifu::core::game::GameError::Invalid(_) => CliError::Invalid,
    }
}
