//! `kifu fmt`: the canonical layout, and translation between languages and styles.

use std::path::Path;
use std::sync::Arc;

use clap::{Args, ValueEnum};

use super::output::write_atomic;
use super::{CliError, EXIT_INVALID, EXIT_OK, eprint_problems, out, read_text};
use crate::games::kamisado::ReplayOptions;
use crate::games::kamisado::check::check;
use crate::games::kamisado::layout::renumber;
use crate::games::kamisado::notation::{ArrowStyle, Lang, Style, write_record};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    En,
    Fr,
    De,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum StyleArg {
    /// `Red ↗3 Blue`
    Arrows,
    /// `Red Right 3 Blue`, `Rouge Droite 3 Bleu`
    Words,
    /// `Red >3 Blue`
    Ascii,
}

#[derive(Args, Debug)]
pub struct FmtArgs {
    /// The record (`-` for standard input).
    pub input: String,
    /// Replace the file (atomically, and only if it parses).
    #[arg(long)]
    pub write: bool,
    /// Change nothing; exit 1 if the file is not in the canonical layout.
    #[arg(long, conflicts_with = "write")]
    pub check: bool,
    /// Language of colour and direction words.
    #[arg(long, value_enum, default_value = "en")]
    pub lang: LangArg,
    /// How directions are written.
    #[arg(long, value_enum, default_value = "arrows")]
    pub style: StyleArg,
}

pub fn run(args: FmtArgs) -> Result<u8, CliError> {
    let (name, text) = read_text(&args.input)?;
    let style = Style {
        lang: match args.lang {
            LangArg::En => Lang::En,
            LangArg::Fr => Lang::Fr,
            LangArg::De => Lang::De,
        },
        arrows: match args.style {
            StyleArg::Arrows => ArrowStyle::Arrows,
            StyleArg::Words => ArrowStyle::Words,
            StyleArg::Ascii => ArrowStyle::Ascii,
        },
    };
    let checked = check(&text, ReplayOptions::default());
    let broken: Vec<_> = checked.iter().filter(|c| c.syntax_error).collect();
    if !broken.is_empty() {
        let shared: Arc<str> = text.as_str().into();
        for c in &broken {
            let syntax: Vec<_> = c
                .problems
                .iter()
                .filter(|p| !p.code.contains("::rule::"))
                .cloned()
                .collect();
            eprint_problems(&name, &shared, &syntax);
        }
        eprintln!("error: {name} does not parse; nothing was changed");
        return Ok(EXIT_INVALID);
    }
    let mut formatted = String::new();
    for (i, c) in checked.iter().enumerate() {
        if i > 0 {
            formatted.push('\n');
        }
        let record = match &c.replay {
            Some(r) => renumber(&c.record, r),
            None => c.record.clone(),
        };
        formatted.push_str(&write_record(&record, &style));
    }
    if args.check {
        if formatted != text {
            eprintln!("{name} is not in the canonical layout (run `kifu fmt --write {name}`)");
            return Ok(EXIT_INVALID);
        }
        return Ok(EXIT_OK);
    }
    if args.write && args.input != "-" {
        if formatted != text {
            write_atomic(Path::new(&args.input), formatted.as_bytes())?;
        }
        return Ok(EXIT_OK);
    }
    out(&formatted).map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}
