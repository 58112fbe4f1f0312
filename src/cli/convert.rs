//! `kifu convert`: notation → JSON and JSON → notation.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use clap::{Args, ValueEnum};

use super::output::write_output;
use super::{CliError, EXIT_INVALID, EXIT_OK, eprint_problems, read_text};
use crate::core::{Problem, Span};
use crate::games::kamisado::ReplayOptions;
use crate::games::kamisado::check::check;
use crate::games::kamisado::json::{GameJson, to_json, to_notation};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum To {
    /// The JSON model (see `kifu schema kamisado`).
    Json,
    /// Kamisado notation.
    Kamisado,
}

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// The record to convert (`-` for standard input): notation, or JSON from `--to json`.
    pub input: String,
    /// What to write.
    #[arg(long, value_enum)]
    pub to: To,
    /// Output file (stdout by default), written atomically.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Allow `-o` to overwrite the input file.
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: ConvertArgs) -> Result<u8, CliError> {
    let (name, text) = read_text(&args.input)?;
    let input_path = (args.input != "-").then(|| Path::new(&args.input));
    let inputs: Vec<&Path> = input_path.into_iter().collect();
    // A record also starts with `[` (a tag): only a parseable JSON array counts as JSON.
    let trimmed = text.trim_start();
    let looks_json = trimmed.starts_with('{')
        || (trimmed.starts_with('[') && serde_json::from_str::<serde_json::Value>(trimmed).is_ok());
    let result = match (args.to, looks_json) {
        (To::Json, false) => notation_to_json(&name, &text)?,
        (To::Kamisado, true) => json_to_notation(&name, &text)?,
        (To::Json, true) => Some(text.to_string()),
        (To::Kamisado, false) => {
            return Err(CliError::Usage(format!(
                "{name} is already notation; use `kifu fmt` to rewrite it"
            )));
        }
    };
    match result {
        Some(out) => {
            write_output(args.output.as_deref(), &out, &inputs, args.force)?;
            Ok(EXIT_OK)
        }
        None => Ok(EXIT_INVALID),
    }
}

fn notation_to_json(name: &str, text: &str) -> Result<Option<String>, CliError> {
    let checked = check(text, ReplayOptions::default());
    let shared: Arc<str> = text.into();
    let mut games = Vec::new();
    let mut ok = true;
    for c in &checked {
        if !c.problems.is_empty() {
            eprint_problems(name, &shared, &c.problems);
        }
        match &c.replay {
            Some(r) if c.is_valid() => games.push(to_json(text, &c.record, r)),
            _ => ok = false,
        }
    }
    if !ok {
        eprintln!(
            "error: {name} has mistakes (above); fix them first — `kifu validate --all {name}` lists every one"
        );
        return Ok(None);
    }
    let json = if games.len() == 1 {
        serde_json::to_string_pretty(&games[0])
    } else {
        serde_json::to_string_pretty(&games)
    };
    Ok(Some(
        json.map_err(|e| CliError::Usage(e.to_string()))? + "\n",
    ))
}

fn json_to_notation(name: &str, text: &str) -> Result<Option<String>, CliError> {
    let games: Vec<GameJson> = match serde_json::from_str::<GameJson>(text) {
        Ok(g) => vec![g],
        Err(one) => match serde_json::from_str::<Vec<GameJson>>(text) {
            Ok(v) => v,
            Err(_) => {
                let at = offset_of(text, one.line(), one.column());
                let p = Problem::error(
                    "kifu::bad-json",
                    Span::new(at, (at + 1).min(text.len())),
                    format!("not a kifu Kamisado JSON record: {one}"),
                )
                .with_label("here")
                .with_help("the expected shape is printed by `kifu schema kamisado`");
                eprint_problems(name, &text.into(), &[p]);
                return Ok(None);
            }
        },
    };
    let mut out = String::new();
    for (i, g) in games.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&to_notation(g));
    }
    Ok(Some(out))
}

/// Byte offset of a 1-based line and column (as serde_json reports them).
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let mut off = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            return (off + column.saturating_sub(1)).min(text.len());
        }
        off += l.len();
    }
    text.len()
}
