//! `kifu convert`: notation → JSON and JSON → notation.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::games::{GameArg, SetupArgs, game, require, with_setup};
use super::output::write_output;
use super::{CliError, EXIT_OK, game_error, read_text};
use crate::core::game::GameKind;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum To {
    /// The JSON model (see `kifu schema GAME`).
    Json,
    /// Kamisado notation.
    Kamisado,
    /// Samouraï notation.
    Samourai,
    /// Kaitō notation.
    Kaito,
    /// Colors of Kasane notation.
    Kasane,
}

impl To {
    /// The game whose notation this is (None: JSON).
    fn game(self) -> Option<GameKind> {
        match self {
            To::Json => None,
            To::Kamisado => Some(GameKind::Kamisado),
            To::Samourai => Some(GameKind::Samourai),
            To::Kaito => Some(GameKind::Kaito),
            To::Kasane => Some(GameKind::Kasane),
        }
    }
}

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// The record to convert (`-` for standard input): notation, or JSON from `--to json`.
    pub input: String,
    /// What to write.
    #[arg(long, value_enum)]
    pub to: To,
    /// The game, when neither a `[Game]` tag nor the file extension says it.
    #[arg(long, value_enum)]
    pub game: Option<GameArg>,
    /// Output file (stdout by default), written atomically.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Allow `-o` to overwrite the input file.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub setup: SetupArgs,
}

pub fn run(args: ConvertArgs) -> Result<u8, CliError> {
    let (name, text) = read_text(&args.input)?;
    let path = (args.input != "-").then(|| Path::new(&args.input));
    // A record also starts with `[` (a tag): only parseable JSON counts as JSON.
    let json: Option<serde_json::Value> = match text.trim_start().chars().next() {
        Some('{' | '[') => serde_json::from_str(&text).ok(),
        _ => None,
    };
    let out = match args.to.game() {
        None => {
            if json.is_some() {
                return Err(CliError::Usage(format!("{name} is already JSON")));
            }
            let g = with_setup(require(args.game, path, &text, &name)?, &args.setup)?;
            let values = g.to_json(&text).map_err(|e| game_error(&name, &text, e))?;
            let value = match <[serde_json::Value; 1]>::try_from(values) {
                Ok([one]) => one,
                Err(many) => serde_json::Value::Array(many),
            };
            serde_json::to_string_pretty(&value).map_err(|e| CliError::Usage(e.to_string()))? + "\n"
        }
        Some(kind) => {
            let Some(value) = json else {
                return Err(CliError::Usage(format!(
                    "{name} is not JSON: it is already notation; use `kifu fmt` to rewrite it"
                )));
            };
            game(kind)
                .json_to_notation(&value)
                .map_err(|e| game_error(&name, &text, e))?
        }
    };
    write_output(
        args.output.as_deref(),
        &out,
        &path.into_iter().collect::<Vec<_>>(),
        args.force,
    )?;
    Ok(EXIT_OK)
}
