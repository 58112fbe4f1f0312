//! `kifu moves`: the legal moves at a point of a record, written in the notation.

use std::path::Path;

use clap::Args;

use super::games::{GameArg, SetupArgs, require, with_setup};
use super::{CliError, EXIT_OK, game_error, out, read_text};
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
    /// Language of the moves (Kamisado: en, fr, de; default: the record's own).
    #[arg(long)]
    pub lang: Option<String>,
    /// How the moves are written (Kamisado: arrows, words, ascii; default: the record's own).
    #[arg(long)]
    pub style: Option<String>,
    /// The game, when neither a `[Game]` tag nor the file extension says it.
    #[arg(long, value_enum)]
    pub game: Option<GameArg>,
    #[command(flatten)]
    pub setup: SetupArgs,
}

pub fn run(args: MovesArgs) -> Result<u8, CliError> {
    let (name, text) = read_text(&args.input)?;
    let path = (args.input != "-").then(|| Path::new(&args.input));
    let g = with_setup(require(args.game, path, &text, &name)?, &args.setup)?;
    let lang = super::fmt::pick("lang", args.lang.as_deref(), g.languages())?;
    let style = super::fmt::pick("style", args.style.as_deref(), g.styles())?;
    let list = g
        .moves_written(
            &text,
            At {
                round: args.round,
                ply: args.ply,
            },
            lang,
            style,
        )
        .map_err(|e| game_error(&name, &text, e))?;
    out(&list).map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}
