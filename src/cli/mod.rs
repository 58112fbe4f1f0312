//! The `kifu` command line: argument parsing with clap, and the commands.
//!
//! Exit codes: 0 success (all records valid), 1 some record invalid, 2 usage or I/O error.

pub mod perft;

use std::io::{self, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

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

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameArg {
    Kamisado,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count the move sequences of exactly DEPTH plies from a position.
    Perft(perft::PerftArgs),
}

/// An error the CLI reports on stderr with exit code 2.
#[derive(Debug, thiserror::Error, miette::Diagnostic)]
pub enum CliError {
    #[error("{0}")]
    #[diagnostic(code(kifu::usage))]
    Usage(String),
    #[error("cannot read {path}: {source}")]
    #[diagnostic(code(kifu::io))]
    Io { path: String, source: io::Error },
}

/// Write to stdout; a closed pipe (`kifu … | head`) ends quietly.
pub fn out(text: &str) -> io::Result<()> {
    let mut stdout = io::stdout().lock();
    stdout.write_all(text.as_bytes())?;
    stdout.flush()
}

/// Run a parsed command line and give the process exit code.
pub fn run(cli: Cli) -> ExitCode {
    let result = match cli.command {
        Command::Perft(args) => perft::run(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) if is_broken_pipe(&e) => ExitCode::from(EXIT_OK),
        Err(e) => {
            eprintln!("{:?}", miette::Report::new(e));
            ExitCode::from(EXIT_USAGE)
        }
    }
}

fn is_broken_pipe(e: &CliError) -> bool {
    matches!(e, CliError::Io { source, .. } if source.kind() == io::ErrorKind::BrokenPipe)
}

impl CliError {
    pub fn stdout(source: io::Error) -> CliError {
        CliError::Io {
            path: "standard output".into(),
            source,
        }
    }
}
