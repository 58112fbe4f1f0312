//! The `kifu` binary: parse arguments, run, map the outcome to an exit code.
//!
//! The command line (`src/cli`) belongs to the binary: the library's API is the game
//! modules of the `kifu` crate.

// Its docs link to items of the library.
#[allow(rustdoc::broken_intra_doc_links)]
mod cli;

use clap::Parser;

fn main() -> std::process::ExitCode {
    cli::run(cli::Cli::parse())
}
