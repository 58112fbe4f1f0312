//! Refusals every command shares: a value a game does not know (`--lang ja`), an input
//! that holds no record. Apart from the commands' modules, which all use it, so that none of
//! them imports another in a circle.

use super::{CliError, eprint_problems};
use kifu::text as header;
use kifu::{Message, Problem, Span};
use kifu::{Setting, Unsupported};

/// A value a game does not know, as the command line says it: `--lang ja: this game
/// knows en, fr, de`.
pub fn refusal(e: &Unsupported) -> Message {
    let flag = match e.given {
        Setting::Lang(_) => "lang",
        Setting::Style(_) => "style",
        Setting::Variant(_) => "match",
    };
    kifu::message!(
        "cli-refusal",
        flag = flag,
        given = e.given.code(),
        known = e.known().join(", ")
    )
}

/// Nothing to check: the input is empty or holds only comments.
pub fn no_record(name: &str, text: &str) -> Problem {
    let why = if text.trim_start_matches('\u{feff}').trim().is_empty() {
        "empty"
    } else {
        "comments"
    };
    no_record_problem(kifu::message!("cli-no-record", file = name, why = why))
}

/// The `kifu::no-record` problem saying `message`, with its label and help.
pub fn no_record_problem(message: Message) -> Problem {
    Problem::error("kifu::no-record", Span::point(0), message)
        .with_label(Message::new("cli-no-record-label"))
        .with_help(Message::new("cli-no-record-help"))
}

/// An input with no record is no success: a `kifu::no-record` diagnostic (exit code 1).
pub fn require_some(name: &str, text: &str) -> Result<(), CliError> {
    if header::holds_nothing(text) {
        let lang = super::lang::for_no_sheet();
        eprint_problems(name, &text.into(), &[no_record(name, text)], lang);
        return Err(CliError::Invalid);
    }
    Ok(())
}
