//! `kifu gen`: seeded random legal records.

use std::path::PathBuf;

use clap::Args;

use super::output::write_output;
use super::{CliError, EXIT_OK, GameArg};
use crate::games::kamisado::MatchKind;
use crate::games::kamisado::generate::Generator;
use crate::games::kamisado::json::to_notation;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum MatchArg {
    Simple,
    Standard,
    Long,
    Marathon,
}

impl From<MatchArg> for MatchKind {
    fn from(m: MatchArg) -> Self {
        match m {
            MatchArg::Simple => MatchKind::Simple,
            MatchArg::Standard => MatchKind::Standard,
            MatchArg::Long => MatchKind::Long,
            MatchArg::Marathon => MatchKind::Marathon,
        }
    }
}

#[derive(Args, Debug)]
pub struct GenArgs {
    #[arg(long, value_enum, default_value = "kamisado")]
    pub game: GameArg,
    /// Match length.
    #[arg(long = "match", value_enum, default_value = "standard")]
    pub match_kind: MatchArg,
    /// Random seed: the same seed gives the same records.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Number of records.
    #[arg(long, default_value_t = 1)]
    pub count: u64,
    /// Output file (stdout by default); records are separated by a blank line and start
    /// with their own tags.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

pub fn run(args: GenArgs) -> Result<u8, CliError> {
    let GameArg::Kamisado = args.game;
    let mut g = Generator::new(args.seed);
    let mut text = String::new();
    for i in 0..args.count {
        if i > 0 {
            text.push('\n');
        }
        text.push_str(&to_notation(&g.random_match(args.match_kind.into())));
    }
    write_output(args.output.as_deref(), &text, &[], false)?;
    Ok(EXIT_OK)
}
