//! `kifu perft`: move-generation counts, for checking and timing the engine.

use std::time::Instant;

use clap::Args;

use super::{CliError, EXIT_OK, GameArg, out};
use crate::games::kamisado::Position;

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
    /// Also print the count below each first move.
    #[arg(long)]
    pub divide: bool,
}

pub fn run(args: PerftArgs) -> Result<u8, CliError> {
    let GameArg::Kamisado = args.game;
    let pos = match &args.position {
        None => Position::start(),
        Some(s) => s
            .parse::<Position>()
            .map_err(|e| CliError::Usage(format!("--position: {e} (at byte {})", e.at)))?,
    };
    let t = Instant::now();
    let mut text = String::new();
    if args.divide {
        for (mv, n) in pos.divide(args.depth) {
            text.push_str(&format!("{mv:?}: {n}\n"));
        }
    }
    let n = pos.perft(args.depth);
    let secs = t.elapsed().as_secs_f64();
    text.push_str(&format!("{n}\n"));
    out(&text).map_err(CliError::stdout)?;
    eprintln!(
        "perft {} in {secs:.3} s ({:.1} M leaves/s)",
        args.depth,
        n as f64 / secs / 1e6
    );
    Ok(EXIT_OK)
}
