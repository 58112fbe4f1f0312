//! The `kifu` binary: parse arguments, run, map the outcome to an exit code.
//!
//! The command line (`src/cli`) belongs to the binary: the library's API is the game
//! modules of the `kifu` crate.

// Its docs link to items of the library.
#[allow(rustdoc::broken_intra_doc_links)]
mod cli;

use clap::Parser;

fn main() -> std::process::ExitCode {
    // A test aid: every word in the pseudo-locale's form (kifu::message::set_pseudo).
    kifu::message::set_pseudo(std::env::var_os("KIFU_PSEUDO").is_some_and(|v| v == "1"));
    cli::run(cli::Cli::parse())
}
