//! `kifu fmt`: the canonical layout, and translation between languages and styles.

use std::path::Path;

use clap::Args;

use super::games::{GameArg, SetupArgs, require, with_setup};
use super::output::write_atomic;
use super::{
    CliError, EXIT_INVALID, EXIT_OK, eprint_problems, game_error, in_line_order, out, read_text,
};
use crate::core::Problem;
use crate::core::game::Game;

#[derive(Args, Debug)]
pub struct FmtArgs {
    /// The record (`-` for standard input).
    pub input: String,
    /// Replace the file (atomically, and only if it parses and replays).
    #[arg(long)]
    pub write: bool,
    /// Change nothing; exit 1 if the file is not in the canonical layout.
    #[arg(long, conflicts_with = "write")]
    pub check: bool,
    /// Language of the words (Kamisado: en, fr, de).
    #[arg(long)]
    pub lang: Option<String>,
    /// How moves are written (Kamisado: arrows, words, ascii).
    #[arg(long)]
    pub style: Option<String>,
    /// The game, when neither a `[Game]` tag nor the file extension says it.
    #[arg(long, value_enum)]
    pub game: Option<GameArg>,
    #[command(flatten)]
    pub setup: SetupArgs,
}

fn pick<'a>(
    what: &str,
    given: Option<&'a str>,
    allowed: &'static [&'static str],
) -> Result<&'a str, CliError> {
    match given {
        None => Ok(allowed.first().copied().unwrap_or("")),
        Some(v) if allowed.contains(&v) => Ok(v),
        Some(v) => Err(CliError::Usage(format!(
            "--{what} {v}: this game knows {}",
            allowed.join(", ")
        ))),
    }
}

/// Whether every record of the text replays; if not, its problems go to stderr, in line order.
fn replays(g: &dyn Game, name: &str, text: &str) -> bool {
    let records = g.check(text, false);
    if records.iter().all(|r| r.is_valid()) {
        return true;
    }
    let problems: Vec<Problem> = records
        .iter()
        .flat_map(|r| r.problems().iter().cloned())
        .collect();
    eprint_problems(name, &text.into(), &in_line_order(&problems));
    false
}

pub fn run(args: FmtArgs) -> Result<u8, CliError> {
    let (name, text) = read_text(&args.input)?;
    let path = (args.input != "-").then(|| Path::new(&args.input));
    let g = with_setup(require(args.game, path, &text, &name)?, &args.setup)?;
    let lang = pick("lang", args.lang.as_deref(), g.languages())?;
    let style = pick("style", args.style.as_deref(), g.styles())?;
    let formatted = match g.format(&text, lang, style) {
        Ok(f) => f,
        Err(e) => {
            let e = game_error(&name, &text, e);
            if matches!(e, CliError::Invalid) {
                eprintln!("error: {name} does not parse; nothing was changed");
            }
            return Err(e);
        }
    };
    if !replays(&*g, &name, &text) {
        if args.check || args.write {
            eprintln!("error: {name} does not replay; nothing was changed");
            return Err(CliError::Invalid);
        }
        out(&formatted).map_err(CliError::stdout)?;
        eprintln!("error: {name} does not replay (see above); its layout was written all the same");
        return Err(CliError::Invalid);
    }
    if args.check {
        if formatted != text {
            eprintln!("{name} is not in the canonical layout (run `kifu fmt --write {name}`)");
            return Ok(EXIT_INVALID);
        }
        return Ok(EXIT_OK);
    }
    match path {
        Some(p) if args.write => {
            if formatted != text {
                write_atomic(p, formatted.as_bytes())?;
            }
        }
        _ => out(&formatted).map_err(CliError::stdout)?,
    }
    Ok(EXIT_OK)
}
