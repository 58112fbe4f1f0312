//! `kifu schema`: the JSON Schema of what `kifu convert` writes for a game.

use clap::Args;

use super::games::GameParser;
use super::{CliError, EXIT_OK, out};
use kifu::GameKind;
use kifu::array_schema;

#[derive(Args, Debug)]
pub struct SchemaArgs {
    /// The game.
    #[arg(value_parser = GameParser)]
    pub game: GameKind,
    /// The schema of one record: one line of `kifu convert --to jsonl` (by default, the
    /// array `--to json` writes).
    #[arg(long)]
    pub jsonl: bool,
}

pub fn run(args: SchemaArgs) -> Result<u8, CliError> {
    let g = args.game.engine();
    let record = g.schema();
    let schema = if args.jsonl {
        record
    } else {
        array_schema(record, g.kind().name())
    };
    let text = serde_json::to_string_pretty(&schema)
        .map_err(|e| CliError::Said(kifu::message!("usage-json-write", error = e.to_string())))?;
    out(&(text + "\n")).map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}
