//! `kifu schema`: the JSON Schema of a game's JSON records.

use clap::Args;

use super::games::{GameArg, game};
use super::{CliError, EXIT_OK, out};

#[derive(Args, Debug)]
pub struct SchemaArgs {
    /// The game.
    #[arg(value_enum)]
    pub game: GameArg,
}

pub fn run(args: SchemaArgs) -> Result<u8, CliError> {
    let schema = game(args.game.into()).schema();
    let text = serde_json::to_string_pretty(&schema).map_err(|e| CliError::Usage(e.to_string()))?;
    out(&(text + "\n")).map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}
