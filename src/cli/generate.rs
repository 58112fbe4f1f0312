//! `kifu gen`: seeded random legal records.

use std::path::PathBuf;

use clap::Args;

use super::games::GameParser;
use super::output::write_output;
use super::{CliError, EXIT_OK};
use kifu::GameKind;

#[derive(Args, Debug)]
pub struct GenArgs {
    #[arg(long, value_parser = GameParser, default_value = "kamisado")]
    pub game: GameKind,
    /// Which kind of game (Kamisado: the match length: simple, standard, long, marathon).
    #[arg(long = "match", alias = "variant")]
    pub variant: Option<String>,
    /// Random seed: the same seed gives the same records.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Number of records.
    #[arg(long, default_value_t = 1)]
    pub count: u64,
    /// Output file (stdout by default); records follow each other, each with its tags.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

pub fn run(args: GenArgs) -> Result<u8, CliError> {
    let g = args.game.engine();
    let variant = match args.variant.as_deref() {
        None => g.variants().first().copied().unwrap_or(""),
        Some(v) => v,
    };
    let text = g
        .generate(args.seed, args.count, variant)
        .map_err(|e| match e {
            kifu::core::game::GameError::Usage(m) => CliError::Usage(m),
            kifu::core::game::GameError::Invalid(_) => CliError::Invalid,
        })?;
    write_output(args.output.as_deref(), &text, &[], false)?;
    Ok(EXIT_OK)
}
