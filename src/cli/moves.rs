//! `kifu moves`: the legal moves at a point of a record, written in the notation.

use clap::Args;

use super::select::{select, side_name};
use super::{CliError, EXIT_OK, out, read_text};
use crate::games::kamisado::check::check;
use crate::games::kamisado::generate::entry_text;
use crate::games::kamisado::{Ply, PlyKind, ReplayOptions};

#[derive(Args, Debug)]
pub struct MovesArgs {
    /// The record (`-` for standard input).
    pub input: String,
    /// Round number (default: the last).
    #[arg(long)]
    pub round: Option<u32>,
    /// Plies into the round (default: the end of the record).
    #[arg(long)]
    pub ply: Option<usize>,
}

pub fn run(args: MovesArgs) -> Result<u8, CliError> {
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
    let point = select(replay, args.round, args.ply)?;
    let pos = point.position;
    let mut lines = String::new();
    if let Some(r) = pos.result() {
        lines.push_str(&format!(
            "round {} is over: {} won ({}); no moves\n",
            point.round,
            side_name(r.winner),
            r.reason.name()
        ));
    } else {
        let side = side_name(pos.turn());
        let list = pos.legal_moves();
        lines.push_str(&format!(
            "round {}, after ply {}: {side} to move, {} legal move{}\n",
            point.round,
            point.ply,
            list.len(),
            if list.len() == 1 { "" } else { "s" }
        ));
        for &mv in &list {
            let ply = Ply::new(pos, mv);
            let note = match ply.kind {
                PlyKind::Oshi => "   (oshi)",
                PlyKind::Pushed => "   (pushed back by the oshi: pass)",
                PlyKind::Blocked => "   (blocked: pass)",
                _ => "",
            };
            lines.push_str(&format!("{}{note}\n", entry_text(&ply)));
        }
    }
    out(&lines).map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}
