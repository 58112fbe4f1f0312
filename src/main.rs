//! The `kifu` binary: parse arguments, run, map the outcome to an exit code.

use clap::Parser;

fn main() -> std::process::ExitCode {
    kifu::cli::run(kifu::cli::Cli::parse())
}
