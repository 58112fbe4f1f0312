//! `kifu moves`: the legal moves at a point of a record, written in the notation.

use std::path::Path;

use clap::Args;

use super::games::{GameArg, SetupArgs, require, with_setup};
use super::{CliError, EXIT_INVALID, EXIT_OK, out, read_text};
use crate::core::game::At;

#[derive(Args, Debug)]
pub struct MovesArgs {
    /// The record (`-` for standard input).
    pub input: String,
    /// Round number (default: the last).
    #[arg(long)]
    pub round: Option<u32>,
    /// Plies into the round (default: the end of the record).
    #[arg(long)]
    pub ply: Option<usize>,
    /// The game, when neither a `[Game]` tag nor the file extension says it.
    #[arg(long, value_enum)]
    pub game: Option<GameArg>,
    #[command(flatten)]
    pub setup: SetupArgs,
}

pub fn run(args: MovesArgs) -> Result<u8, CliError> {
    let (name, text) = read_text(&args.input)?;
    let path = (args.input != "-").then(|| Path::new(&args.input));
    super::replayed::require_some(&name, &text)?;
    let g = with_setup(require(args.game, path, &text, &name)?, &args.setup)?;
    let invalid = super::replayed::check_first(&*g, &name, &text)?;
    let list = g
        .moves(
            &text,
            At {
                round: args.round,
                ply: args.ply,
            },
        )
        .map_err(super::replayed::shown_already)?;
    out(&list).map_err(CliError::stdout)?;
    Ok(if invalid { EXIT_INVALID } else { EXIT_OK })
}
