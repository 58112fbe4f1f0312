//! The `kifu` command line: argument parsing with clap, and the commands.
//!
//! Exit codes: 0 success (all records valid), 1 some record invalid, 2 usage or I/O error.

pub mod completions;
pub mod convert;
pub mod event;
pub mod fmt;
pub mod games;
pub mod generate;
pub mod html;
pub mod input;
pub mod lang;
pub mod moves;
pub mod output;
pub mod perft;
pub mod record;
pub mod refuse;
pub mod replay;
#[cfg(test)]
mod replay_tui_tests;
pub mod replayed;
pub mod scan;
pub mod schema;
pub mod sheet;
pub mod show;
pub mod site;
pub mod stream;
pub mod validate;
pub mod viewer;
pub mod web;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Exit code for success.
pub const EXIT_OK: u8 = 0;
/// Exit code when some record is invalid.
pub const EXIT_INVALID: u8 = 1;
/// Exit code for a usage or I/O error.
pub const EXIT_USAGE: u8 = 2;

#[derive(Parser, Debug)]
#[command(
    name = "kifu",
    version,
    about = "Check, convert and draw game records of Kamisado, Samouraï, Kaitō and Colors of Kasane"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Replay every record and report every mistake, with the probable correction.
    Validate(validate::ValidateArgs),
    /// Convert a record: notation to JSON, or JSON back to notation.
    Convert(convert::ConvertArgs),
    /// Rewrite a record in the canonical layout, in any language and style.
    Fmt(fmt::FmtArgs),
    /// Write seeded random legal records.
    Gen(generate::GenArgs),
    /// Draw the board at a point of a record (default: where play resumes).
    Show(show::ShowArgs),
    /// List the legal moves at a point of a record, in the notation.
    Moves(moves::MovesArgs),
    /// Step through a record in the terminal (arrow keys; ? for help).
    Replay(replay::ReplayArgs),
    /// Write a blank score sheet to print (A4, English, French or German).
    Sheet(sheet::SheetArgs),
    /// Read photos of a filled tick-box Kamisado sheet back into a checked record.
    Scan(scan::ScanArgs),
    /// Print the JSON Schema of a game's JSON records.
    Schema(schema::SchemaArgs),
    /// Count the move sequences of exactly DEPTH plies from a position.
    Perft(perft::PerftArgs),
    /// Print a shell completion script (bash, zsh, fish, powershell, elvish).
    Completions(completions::CompletionsArgs),
    /// Print the man page kifu(1), in roff.
    Man(completions::ManArgs),
    /// Write the web app: one HTML file that checks sheets as they are typed, offline.
    Web(web::WebArgs),
    /// Put an event's records together: standings, crosstable, tie-breaks, the same game twice.
    Event(event::EventArgs),
    /// Publish an event as a static site: standings, players' pages, every game's viewer.
    Site(site::SiteArgs),
}

/// An error the CLI reports on stderr with exit code 2, said in the language of messages
/// about no sheet ([`lang::for_no_sheet`]).
#[derive(Debug, thiserror::Error, miette::Diagnostic)]
pub enum CliError {
    /// A usage error said through the catalogue.
    #[error("{}", .0.say(lang::for_no_sheet()))]
    #[diagnostic(code(kifu::usage))]
    Said(kifu::Message),
    /// A usage error in English words (transitional: for the commands whose words are
    /// not yet in the catalogue; [`CliError::Said`] replaces it).
    #[error("{0}")]
    #[diagnostic(code(kifu::usage))]
    Usage(String),
    #[error("{}", kifu::message!("cli-io", path = path.as_str()).say(lang::for_no_sheet()))]
    #[diagnostic(code(kifu::io))]
    Io {
        path: String,
        #[source]
        source: IoCause,
    },
    /// The input was invalid; its diagnostics are already printed (exit code 1).
    #[error("{}", kifu::Message::new("cli-invalid").say(lang::for_no_sheet()))]
    #[diagnostic(code(kifu::invalid))]
    Invalid,
}

/// Why a file could not be read or written: the system's words in English, the kind of
/// failure said in French or German.
#[derive(Debug)]
pub struct IoCause(pub io::Error);

impl From<io::Error> for IoCause {
    fn from(e: io::Error) -> IoCause {
        IoCause(e)
    }
}

impl IoCause {
    /// The kind of failure (`BrokenPipe` is not said: `kifu … | head` ends quietly).
    pub fn kind(&self) -> io::ErrorKind {
        self.0.kind()
    }
}

impl std::fmt::Display for IoCause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0.get_ref().is_some_and(|e| e.is::<input::NotAFile>()) {
            let said = kifu::Message::new("cli-not-a-file");
            return f.write_str(&said.say(lang::for_no_sheet()));
        }
        let kind = match self.0.kind() {
            io::ErrorKind::NotFound => "not-found",
            io::ErrorKind::PermissionDenied => "permission-denied",
            io::ErrorKind::IsADirectory => "is-a-directory",
            io::ErrorKind::AlreadyExists => "already-exists",
            io::ErrorKind::StorageFull => "storage-full",
            _ => "other",
        };
        let said = kifu::message!("cli-io-cause", kind = kind, os = self.0.to_string());
        f.write_str(&said.say(lang::for_no_sheet()))
    }
}

impl std::error::Error for IoCause {}

/// Write to stdout; a closed pipe (`kifu … | head`) ends quietly.
pub fn out(text: &str) -> io::Result<()> {
    let mut stdout = io::stdout().lock();
    stdout.write_all(text.as_bytes())?;
    stdout.flush()
}

impl Command {
    /// The language its messages are asked in (`--lang`): a notation's language (`fmt`,
    /// `moves`) only when kifu speaks it.
    pub fn lang(&self) -> Option<kifu::Lang> {
        match self {
            Command::Validate(a) => a.lang.lang,
            Command::Convert(a) => a.lang.lang,
            Command::Gen(a) => a.lang.lang,
            Command::Perft(a) => a.lang.lang,
            Command::Show(a) => a.point.lang.lang,
            Command::Replay(a) => a.point.lang.lang,
            Command::Fmt(a) => lang::of_notation(a.writing.lang),
            Command::Moves(a) => lang::of_notation(a.writing.lang),
            Command::Web(a) => a.lang.lang,
            Command::Event(a) => a.lang.lang,
            Command::Site(a) => a.lang.lang,
            _ => None,
        }
    }
}

/// Run a parsed command line and give the process exit code.
pub fn run(cli: Cli) -> ExitCode {
    lang::ask(cli.command.lang());
    let result = match cli.command {
        Command::Perft(args) => perft::run(args),
        Command::Convert(args) => convert::run(args),
        Command::Gen(args) => generate::run(args),
        Command::Fmt(args) => fmt::run(args),
        Command::Schema(args) => schema::run(args),
        Command::Show(args) => show::run(args),
        Command::Moves(args) => moves::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Sheet(args) => sheet::run(args),
        Command::Scan(args) => scan::run(args),
        Command::Validate(args) => validate::run(args),
        Command::Completions(args) => completions::run_completions(args),
        Command::Man(args) => completions::run_man(args),
        Command::Web(args) => web::run(args),
        Command::Event(args) => event::run(args),
        Command::Site(args) => site::run(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) if is_broken_pipe(&e) => ExitCode::from(EXIT_OK),
        Err(CliError::Invalid) => ExitCode::from(EXIT_INVALID),
        Err(e) => {
            eprintln!("{:?}", miette::Report::new(e));
            ExitCode::from(EXIT_USAGE)
        }
    }
}

/// Read a whole input (`-` is stdin) as UTF-8 text; its display name goes with it.
/// Invalid UTF-8 is shown as a diagnostic and reported as [`CliError::Invalid`].
pub fn read_text(input: &str) -> Result<(String, String), CliError> {
    let source = if input == "-" {
        input::Source::Stdin
    } else {
        input::Source::File(input.into())
    };
    let name = source.name();
    let bytes = source.read().map_err(|e| CliError::Io {
        path: name.clone(),
        source: e.into(),
    })?;
    match kifu::text::decode(&bytes) {
        Ok((text, _bom)) => Ok((name, text.to_string())),
        Err(p) => {
            let lossy: std::sync::Arc<str> = String::from_utf8_lossy(&bytes).into();
            eprint_problems(&name, &lossy, &[p], lang::for_no_sheet());
            Err(CliError::Invalid)
        }
    }
}

/// Render problems to stderr (colour when stderr is a terminal and NO_COLOR is unset),
/// their words said in `lang`.
pub fn eprint_problems(
    name: &str,
    text: &std::sync::Arc<str>,
    problems: &[kifu::Problem],
    lang: kifu::Lang,
) {
    eprint!(
        "{}",
        render_problems(name, text, problems, use_color(), lang)
    );
}

/// Colour on stderr?
pub fn use_color() -> bool {
    use std::io::IsTerminal;
    io::stderr().is_terminal() && !no_color()
}

/// `NO_COLOR` is set to something (no-color.org: an empty value does not count).
pub fn no_color() -> bool {
    no_color_in(std::env::var_os("NO_COLOR").as_deref())
}

/// [`no_color`] for a value of `NO_COLOR`.
fn no_color_in(value: Option<&std::ffi::OsStr>) -> bool {
    value.is_some_and(|v| !v.is_empty())
}

/// A game's refusal as a CLI error: problems are printed here, said in `lang` (exit 1),
/// a usage error becomes exit 2.
pub fn game_error(name: &str, text: &str, e: kifu::GameError, lang: kifu::Lang) -> CliError {
    match e {
        kifu::GameError::Invalid(problems) => {
            eprint_problems(name, &text.into(), &problems, lang);
            CliError::Invalid
        }
        e => replayed::shown_already(e),
    }
}

/// Problems in the order of the text (a game finds syntax errors before rule errors;
/// the reader wants them line by line). Stable: problems at one place keep their order.
pub fn in_line_order(problems: &[kifu::Problem]) -> std::borrow::Cow<'_, [kifu::Problem]> {
    if problems.is_sorted_by_key(|p| p.span.start) {
        std::borrow::Cow::Borrowed(problems)
    } else {
        let mut sorted = problems.to_vec();
        sorted.sort_by_key(|p| p.span.start);
        std::borrow::Cow::Owned(sorted)
    }
}

/// Render problems as miette reports, their words said in `lang`.
pub fn render_problems(
    name: &str,
    text: &std::sync::Arc<str>,
    problems: &[kifu::Problem],
    color: bool,
    lang: kifu::Lang,
) -> String {
    render_problems_in(name, text, 0, problems, color, lang)
}

/// Render problems found in a piece of a longer file that starts at the start of line
/// `base_line + 1` (spans are offsets into `text`); the line numbers shown are the file's.
/// Their words are said in `lang`.
pub fn render_problems_in(
    name: &str,
    text: &std::sync::Arc<str>,
    base_line: usize,
    problems: &[kifu::Problem],
    color: bool,
    lang: kifu::Lang,
) -> String {
    // Colour as decided here (miette's own default would read an empty NO_COLOR as set,
    // against no-color.org).
    let mut rendered = String::new();
    for p in in_line_order(problems).iter() {
        let d = kifu::diagnostic_in(name, text, base_line, p, lang);
        kifu::render_report(&mut rendered, &d, lang, None, color);
    }
    rendered
}

fn is_broken_pipe(e: &CliError) -> bool {
    matches!(e, CliError::Io { source, .. } if source.kind() == io::ErrorKind::BrokenPipe)
}

impl CliError {
    pub fn stdout(source: io::Error) -> CliError {
        CliError::Io {
            path: "standard output".into(),
            source: source.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_counts_only_when_set_and_not_empty() {
        assert!(!no_color_in(None));
        assert!(!no_color_in(Some(std::ffi::OsStr::new(""))));
        assert!(no_color_in(Some(std::ffi::OsStr::new("1"))));
        assert!(no_color_in(Some(std::ffi::OsStr::new("0"))));
    }
}
