//! `kifu gen`: seeded random legal records.

use std::path::PathBuf;

use clap::Args;

use super::games::{CodeParser, GameParser};
use super::output::write_output;
use super::{CliError, EXIT_OK};
use kifu::{GameKind, Variant};

#[derive(Args, Debug)]
pub struct GenArgs {
    #[arg(long, value_parser = GameParser, default_value = "kamisado")]
    pub game: GameKind,
    /// Which kind of game (Kamisado: the match length: simple, standard, long, marathon).
    #[arg(long = "match", alias = "variant", value_parser = CodeParser::<Variant>::new())]
    pub variant: Option<Variant>,
    /// Random seed: the same seed gives the same records.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Number of records.
    #[arg(long, default_value_t = 1)]
    pub count: u64,
    /// Output file (stdout by default); records follow each other, each with its tags.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub lang: super::lang::LangArg,
}

pub fn run(args: GenArgs) -> Result<u8, CliError> {
    let variant = args.variant.unwrap_or(args.game.info().variants[0]);
    let text = kifu::generate(args.game, variant, args.seed, args.count)
        .map_err(super::replayed::shown_already)?;
    write_output(args.output.as_deref(), &text, &[], false)?;
    Ok(EXIT_OK)
}
