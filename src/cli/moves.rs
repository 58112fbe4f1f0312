//! `kifu moves`: the legal moves at a point of a record, written in the notation.

use clap::Args;

use super::games::{GameChoice, with_setup};
use super::record::{Which, WritingArgs, own_help};
use super::{CliError, EXIT_INVALID, EXIT_OK, out};
use kifu::{Lang, LegalMove, LegalMoves, message};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum MovesFormat {
    /// A heading, then one move a line as it is written.
    Text,
    /// One JSON object: `summary`, and `moves`, each `{written, resolved, wins}`.
    Json,
}

#[derive(Args, Debug)]
#[command(mut_args(own_help(&[("ply", "Plies into the round (default: the end of the record)")])))]
pub struct MovesArgs {
    /// The record (`-` for standard input).
    #[arg(required_unless_present = "position", conflicts_with = "position")]
    pub input: Option<String>,
    /// The moves from this position string instead of a record (Kamisado, Samouraï,
    /// Kaitō; the game is the one that reads it unless `--game` says).
    #[arg(long, conflicts_with_all = ["record", "round", "ply"])]
    pub position: Option<String>,
    #[arg(long, value_enum, default_value = "text")]
    pub format: MovesFormat,
    #[command(flatten)]
    pub which: Which,
    #[command(flatten)]
    pub writing: WritingArgs,
    #[command(flatten)]
    pub game: GameChoice,
}

/// `kifu moves --format json`: the summary said in the language of the messages.
#[derive(Serialize)]
struct Said<'a> {
    summary: String,
    moves: &'a [LegalMove],
}

/// The moves as `--format` says, the words said in `lang`.
fn print(list: &LegalMoves, format: MovesFormat, lang: Lang) -> Result<(), CliError> {
    let text = match format {
        MovesFormat::Json => {
            let said = Said {
                summary: list.summary.say(lang),
                moves: &list.moves,
            };
            // Plain strings and booleans: serialising cannot fail.
            serde_json::to_string_pretty(&said).unwrap_or_default() + "\n"
        }
        MovesFormat::Text => {
            let heading = message!(
                "moves-heading-moves",
                point = list.summary.clone(),
                count = list.moves.len()
            );
            let mut t = heading.say(lang) + "\n";
            for m in &list.moves {
                t.push_str(&m.written);
                t.push('\n');
            }
            t
        }
    };
    out(&text).map_err(CliError::stdout)
}

pub fn run(args: MovesArgs) -> Result<u8, CliError> {
    if let Some(position) = &args.position {
        let kind = match args.game.game {
            Some(g) => g,
            None => super::perft::game_of_position(position)?,
        };
        let g = with_setup(kind.engine(), &args.game.setup)?;
        let asked = args.writing.request();
        // A notation the game does not write is refused before the string is read.
        asked
            .check(kind)
            .map_err(|e| CliError::Said(super::refuse::refusal(&e)))?;
        let list = g
            .position(Some(position))
            .and_then(|p| p.legal_moves(asked))
            .map_err(super::perft::position_error)?;
        print(&list, args.format, super::lang::for_no_sheet())?;
        return Ok(EXIT_OK);
    }
    let input = args.input.as_deref().unwrap_or("-");
    let record = args.game.open_some(input)?;
    let (name, g) = (&record.name, &*record.game);
    let span = super::replayed::choose(g, name, &record.text, args.which.record)?;
    let (opened, invalid) = super::replayed::check_first(g, name, &record.text, span)?;
    let asked = args.writing.request();
    asked
        .check(g.kind())
        .map_err(|e| CliError::Said(super::refuse::refusal(&e)))?;
    let at = args.which.at();
    if args.format == MovesFormat::Json {
        let (list, lang) = opened
            .last()
            .and_then(|r| Ok((r.legal_moves(at, asked)?, super::lang::for_record(r))))
            .map_err(super::replayed::shown_already)?;
        print(&list, args.format, lang)?;
        return Ok(if invalid { EXIT_INVALID } else { EXIT_OK });
    }
    let list = opened
        .last()
        .and_then(|r| r.moves_text_in(at, asked, super::lang::for_record(r)))
        .map_err(super::replayed::shown_already)?;
    out(&list).map_err(CliError::stdout)?;
    Ok(if invalid { EXIT_INVALID } else { EXIT_OK })
}
