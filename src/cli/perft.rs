//! `kifu perft`: move-generation counts, for checking and timing the engines.

use std::time::Instant;

use clap::Args;

use super::games::{GameParser, SetupArgs, with_setup};
use super::{CliError, EXIT_OK, out};
use kifu::{GameError, GameKind};

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game (default: the one whose position string `--position` is, else Kamisado).
    #[arg(long, value_parser = GameParser)]
    pub game: Option<GameKind>,
    /// Number of plies.
    pub depth: u32,
    /// Start from this position string instead of the start position.
    #[arg(long)]
    pub position: Option<String>,
    #[command(flatten)]
    pub lang: super::lang::LangArg,
    #[command(flatten)]
    pub setup: SetupArgs,
}

/// The game of `--position` when `--game` is not given: the one game that reads it.
pub fn game_of_position(position: &str) -> Result<GameKind, CliError> {
    let readers: Vec<GameKind> = GameKind::ALL
        .into_iter()
        .filter(|&k| k.position(position).is_ok())
        .collect();
    match readers.as_slice() {
        [one] => Ok(*one),
        // Not a position of any game: Kamisado's error says what is wrong.
        [] => Ok(GameKind::Kamisado),
        _ => Err(CliError::Said(kifu::message!(
            "cli-position-games",
            games = readers
                .iter()
                .map(|k| k.name())
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// A position string that cannot be read, or a game without one: a usage error that
/// names `--position`.
pub fn position_error(e: GameError) -> CliError {
    match e {
        GameError::Usage(m) => CliError::Said(kifu::message!("cli-position", error = m)),
        e => super::replayed::shown_already(e),
    }
}

pub fn run(args: PerftArgs) -> Result<u8, CliError> {
    let kind = match (args.game, args.position.as_deref()) {
        (Some(g), _) => g,
        (None, Some(p)) => game_of_position(p)?,
        (None, None) => GameKind::Kamisado,
    };
    let g = with_setup(kind.engine(), &args.setup)?;
    let position = g
        .position(args.position.as_deref())
        .map_err(position_error)?;
    let t = Instant::now();
    let n = position.perft(args.depth);
    let secs = t.elapsed().as_secs_f64();
    out(&format!("{n}\n")).map_err(CliError::stdout)?;
    let done = kifu::message!(
        "cli-perft-done",
        depth = args.depth,
        secs = kifu::Arg::decimal(secs, 3),
        rate = kifu::Arg::decimal(n as f64 / secs.max(1e-9) / 1e6, 1)
    );
    eprintln!("{}", done.say(super::lang::for_no_sheet()));
    Ok(EXIT_OK)
}
