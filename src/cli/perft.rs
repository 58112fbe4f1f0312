//! `kifu perft`: move-generation counts, for checking and timing the engines.

use std::time::Instant;

use clap::Args;

use super::games::{GameArg, game};
use super::{CliError, EXIT_OK, out};
use crate::core::game::GameError;

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game.
    #[arg(long, value_enum, default_value = "kamisado")]
    pub game: GameArg,
    /// Number of plies.
    pub depth: u32,
    /// Start from this position string instead of the start position.
    #[arg(long)]
    pub position: Option<String>,
}

pub fn run(args: PerftArgs) -> Result<u8, CliError> {
    let g = game(args.game.into());
    let t = Instant::now();
    let n = g
        .perft(args.position.as_deref(), args.depth)
        .map_err(|e| match e {
            GameError::Usage(m) => CliError::Usage(format!("--position: {m}")),
            GameError::Invalid(_) => CliError::Invalid,
        })?;
    let secs = t.elapsed().as_secs_f64();
    out(&format!("{n}\n")).map_err(CliError::stdout)?;
    eprintln!(
        "perft {} in {secs:.3} s ({:.1} M leaves/s)",
        args.depth,
        n as f64 / secs.max(1e-9) / 1e6
    );
    Ok(EXIT_OK)
}
