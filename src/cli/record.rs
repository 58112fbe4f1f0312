//! What the commands that read one record (`fmt`, `moves`, `replay`, `show`) share: the
//! point of the record (`--round`, `--ply`), the notation to write its moves in (`--lang`,
//! `--style`), and the record itself, read, with its game found and set up.

use std::path::Path;

use clap::Arg;

use super::games::{GameChoice, GameRef};
use super::{CliError, read_text};
use kifu::At;
use kifu::{Lang, NotationRequest, Style};

use super::games::CodeParser;

/// `INPUT`, `--record`, `--round` and `--ply`: a point of a record (`show`, `replay`). A
/// command that takes them otherwise says so in its own help (see [`own_help`]).
#[derive(clap::Args, Debug)]
pub struct PointArgs {
    /// The record (`-` for standard input).
    pub input: String,
    #[command(flatten)]
    pub which: Which,
    #[command(flatten)]
    pub lang: super::lang::LangArg,
}

/// `--record`, `--round` and `--ply`: which record of a file, and which point of it
/// (`show`, `replay`, `moves`).
#[derive(clap::Args, Debug)]
pub struct Which {
    /// Which record of a file of several (1-based, as a page's `#record=N`).
    #[arg(long, value_name = "N", value_parser = record_number)]
    pub record: Option<u64>,
    /// Round number (default: the last).
    #[arg(long)]
    pub round: Option<u32>,
    /// Plies into the round (default: the end of the record, where play resumes).
    #[arg(long)]
    pub ply: Option<usize>,
}

impl Which {
    /// The point as the games take it.
    pub fn at(&self) -> At {
        At {
            round: self.round,
            ply: self.ply,
        }
    }
}

/// A `--record` number: 1 for the first record of the file.
pub fn record_number(value: &str) -> Result<u64, String> {
    match value.parse::<u64>() {
        Ok(0) => Err("records are numbered from 1".into()),
        Ok(n) => Ok(n),
        Err(_) => Err("a record number is 1, 2, 3 …".into()),
    }
}

/// `--lang` and `--style`: how a command writes moves (`fmt`, `moves`).
#[derive(clap::Args, Debug)]
pub struct WritingArgs {
    /// Language of the moves (Kamisado: en, fr, de; Samouraï: ja, fr, en; Colors of Kasane:
    /// ja, en; default: the record's own).
    #[arg(long, value_parser = CodeParser::<Lang>::new())]
    pub lang: Option<Lang>,
    /// How the moves are written (Kamisado: arrows, words, ascii; Colors of Kasane: plain,
    /// kanji; default: the record's own).
    #[arg(long, value_parser = CodeParser::<Style>::new())]
    pub style: Option<Style>,
}

impl WritingArgs {
    /// The notation asked for; each record's game checks it.
    pub fn request(&self) -> NotationRequest {
        NotationRequest {
            lang: self.lang,
            style: self.style,
        }
    }
}

/// For `#[command(mut_args(own_help(…)))]`: a command's own help for flags it shares with
/// others, by flag (`&[("ply", "Plies into the round to open at")]`; no final full stop,
/// as clap takes it off a doc comment). Unlike `mut_arg`, this leaves the flags in their
/// place in the completion scripts and the man page.
pub fn own_help(helps: &'static [(&'static str, &'static str)]) -> impl FnMut(Arg) -> Arg {
    move |a| match helps.iter().find(|(id, _)| a.get_id().as_str() == *id) {
        Some(&(_, help)) => a.help(help),
        None => a,
    }
}

/// One input read whole, with the game it is a record of.
pub struct Opened<'a> {
    /// The name to show (`<stdin>` for standard input).
    pub name: String,
    /// The text, without a byte order mark.
    pub text: String,
    /// The file it was read from; `None` for standard input.
    pub path: Option<&'a Path>,
    /// Its game (`--game`, the `[Game]` tag or the extension), set up from `--board` or
    /// `--boxes`.
    pub game: GameRef,
}

impl GameChoice {
    /// Read `input` (`-` is standard input) and find its game (see [`GameChoice::of`]).
    pub fn open<'a>(&self, input: &'a str) -> Result<Opened<'a>, CliError> {
        self.read(input, false)
    }

    /// [`GameChoice::open`] for a command that shows a point of the record: an input
    /// that holds no record is said to be so (see [`super::refuse::require_some`])
    /// before its game is looked for.
    pub fn open_some<'a>(&self, input: &'a str) -> Result<Opened<'a>, CliError> {
        self.read(input, true)
    }

    fn read<'a>(&self, input: &'a str, some: bool) -> Result<Opened<'a>, CliError> {
        let (name, text) = read_text(input)?;
        let path = (input != "-").then(|| Path::new(input));
        if some {
            super::refuse::require_some(&name, &text)?;
        }
        let game = self.of(path, &text, &name)?;
        Ok(Opened {
            name,
            text,
            path,
            game,
        })
    }
}
