//! `kifu show`: the board at a point of a record, in the terminal, as ASCII or as SVG.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::output::write_output;
use super::select::{select, side_name};
use super::{CliError, EXIT_OK, read_text};
use crate::games::kamisado::ast::Item;
use crate::games::kamisado::check::check;
use crate::games::kamisado::render::{self, ColorMode, Diagram, LastMove};
use crate::games::kamisado::{Move, ReplayOptions};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ShowFormat {
    /// The terminal: real square colours (plain ASCII when colour is off).
    Term,
    /// Plain ASCII, for e-mail and tests.
    Ascii,
    /// An SVG picture.
    Svg,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when writing to a terminal and NO_COLOR is not set.
    Auto,
    Always,
    Never,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// The record (`-` for standard input).
    pub input: String,
    /// Round number (default: the last).
    #[arg(long)]
    pub round: Option<u32>,
    /// Plies into the round (default: the end of the record, where play resumes).
    #[arg(long)]
    pub ply: Option<usize>,
    #[arg(long, value_enum, default_value = "term")]
    pub format: ShowFormat,
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorChoice,
    /// Output file (stdout by default), written atomically.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Allow `-o` to overwrite the input file.
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: ShowArgs) -> Result<u8, CliError> {
    let (name, text) = read_text(&args.input)?;
    let checked = check(&text, ReplayOptions::default());
    let Some(c) = checked.last() else {
        return Err(CliError::Usage(format!("{name} holds no record")));
    };
    let Some(replay) = &c.replay else {
        return Err(CliError::Usage(format!(
            "{name} cannot be replayed; run `kifu validate {name}`"
        )));
    };
    if !c.is_valid() {
        eprintln!(
            "warning: {name} has mistakes; showing the position where the replay stopped at the latest (`kifu validate {name}` lists them)"
        );
    }
    let point = select(replay, args.round, args.ply)?;
    let last_move = point.last.and_then(|p| match p.mv {
        Move::Pass => None,
        mv => LastMove::of(&p.before, mv),
    });
    let caption = point.last.map(|p| {
        let written = match c.record.items.get(p.item) {
            Some(Item::Entry(e)) => text.get(e.span.range()).unwrap_or("").to_string(),
            _ => String::new(),
        };
        format!("after ply {} ({}: {written})", point.ply, side_name(p.side))
    });
    let names = match (c.record.tag("Black"), c.record.tag("White")) {
        (Some(b), Some(w)) => Some((b.value.node.clone(), w.value.node.clone())),
        _ => None,
    };
    let diagram = Diagram {
        position: &point.position,
        last_move,
        round: Some(point.round),
        score: Some((
            point.score[crate::games::kamisado::Side::Black],
            point.score[crate::games::kamisado::Side::White],
        )),
        target: Some(replay.kind.target()),
        names,
        caption,
    };
    let to_file = args.output.is_some();
    let color = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            !to_file && std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
        }
    };
    let out = match args.format {
        ShowFormat::Svg => render::svg(&diagram),
        ShowFormat::Ascii => render::ascii(&diagram),
        ShowFormat::Term if color => render::terminal(&diagram, color_mode()),
        ShowFormat::Term => render::ascii(&diagram),
    };
    let inputs: Vec<&Path> = (args.input != "-")
        .then(|| Path::new(&args.input))
        .into_iter()
        .collect();
    write_output(args.output.as_deref(), &out, &inputs, args.force)?;
    Ok(EXIT_OK)
}

/// 24-bit colour when the terminal says it has it (COLORTERM), else 256 colours.
fn color_mode() -> ColorMode {
    match std::env::var("COLORTERM") {
        Ok(v) if v == "truecolor" || v == "24bit" => ColorMode::TrueColor,
        _ => ColorMode::Ansi256,
    }
}
