//! `kifu validate`: replay every record and report every mistake.

use std::sync::Arc;

use clap::{Args, ValueEnum};
use serde::Serialize;

use super::games::{GameArg, SetupArgs, detect, with_setup};
use super::input::{Source, expand};
use super::{CliError, EXIT_INVALID, EXIT_OK, EXIT_USAGE, out, render_problems, use_color};
use crate::core::{LineIndex, Problem, ProblemJson, header};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Diagnostics on stderr, one summary line per record on stdout.
    Human,
    /// One JSON object per record on stdout.
    Json,
}

#[derive(Args, Debug)]
pub struct ValidateArgs {
    /// Record files or directories; `-` (or nothing) reads standard input.
    pub inputs: Vec<String>,
    /// The game, when neither a `[Game]` tag nor the file extension says it.
    #[arg(long, value_enum)]
    pub game: Option<GameArg>,
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    pub format: Format,
    /// After a rule error, go on assuming the correction when exactly one is plausible.
    #[arg(long)]
    pub all: bool,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Print nothing for valid records.
    #[arg(short, long)]
    pub quiet: bool,
}

/// The stable JSON shape of one checked record.
#[derive(Serialize)]
struct RecordJson<'a> {
    file: &'a str,
    /// 0-based index of the record in a file holding several.
    record: usize,
    game: &'static str,
    valid: bool,
    status: &'static str,
    plies: usize,
    /// Who moves next, or how the match ended.
    summary: String,
    errors: Vec<ProblemJson>,
    warnings: Vec<ProblemJson>,
}

pub fn run(args: ValidateArgs) -> Result<u8, CliError> {
    let (sources, walk_errors) = expand(&args.inputs);
    let mut code = EXIT_OK;
    for (path, e) in walk_errors {
        eprintln!("error: cannot read {path}: {e}");
        code = EXIT_USAGE;
    }
    let color = use_color();
    for source in &sources {
        match validate_one(source, &args, color)? {
            Outcome::Valid => {}
            Outcome::Invalid => code = code.max(EXIT_INVALID),
            Outcome::Unreadable => code = EXIT_USAGE,
        }
    }
    Ok(code)
}

enum Outcome {
    Valid,
    Invalid,
    Unreadable,
}

fn validate_one(source: &Source, args: &ValidateArgs, color: bool) -> Result<Outcome, CliError> {
    let name = source.name();
    let bytes = match source.read() {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: cannot read {name}: {e}");
            return Ok(Outcome::Unreadable);
        }
    };
    let text = match header::decode(&bytes) {
        Ok((t, _bom)) => t,
        Err(problem) => {
            // Invalid UTF-8: show the problem against a lossy copy of the text.
            let lossy: Arc<str> = String::from_utf8_lossy(&bytes).into();
            report(
                &name,
                &lossy,
                &[problem],
                args,
                color,
                0,
                "unknown",
                false,
                "unfinished",
                0,
                String::new(),
            )?;
            return Ok(Outcome::Invalid);
        }
    };
    let Some(game) = detect(args.game, source.path(), text) else {
        let p = Problem::error("kifu::unknown-game", crate::core::Span::point(0), "cannot tell which game this record is")
            .with_label("no [Game] tag")
            .with_help("add a tag such as `[Game \"Kamisado\"]`, name the file *.kamisado, or pass --game kamisado");
        let shared: Arc<str> = text.into();
        report(
            &name,
            &shared,
            &[p],
            args,
            color,
            0,
            "unknown",
            false,
            "unfinished",
            0,
            String::new(),
        )?;
        return Ok(Outcome::Invalid);
    };
    let game = with_setup(game, &args.setup)?;
    let shared: Arc<str> = text.into();
    let checked = game.check(text, args.all);
    let mut all_valid = true;
    for (i, c) in checked.iter().enumerate() {
        let valid = c.is_valid();
        all_valid &= valid;
        let status = if c.is_finished() {
            "finished"
        } else {
            "unfinished"
        };
        let summary = match c.stopped_at() {
            Some(at) => {
                let lc = LineIndex::new(text).line_col(at.start);
                format!(
                    "replay stopped at line {}, column {}; nothing after it was checked",
                    lc.line, lc.column
                )
            }
            None => c.summary(),
        };
        report(
            &name,
            &shared,
            c.problems(),
            args,
            color,
            i,
            game.kind().name(),
            valid,
            status,
            c.plies(),
            summary,
        )?;
    }
    Ok(if all_valid {
        Outcome::Valid
    } else {
        Outcome::Invalid
    })
}

#[allow(clippy::too_many_arguments)]
fn report(
    name: &str,
    text: &Arc<str>,
    problems: &[Problem],
    args: &ValidateArgs,
    color: bool,
    record: usize,
    game: &'static str,
    valid: bool,
    status: &'static str,
    plies: usize,
    summary: String,
) -> Result<(), CliError> {
    match args.format {
        Format::Json => {
            let index = LineIndex::new(text);
            let (errs, warns): (Vec<&Problem>, Vec<&Problem>) =
                problems.iter().partition(|p| p.is_error());
            let obj = RecordJson {
                file: name,
                record,
                game,
                valid,
                status,
                plies,
                summary,
                errors: errs.iter().map(|p| p.to_json(&index)).collect(),
                warnings: warns.iter().map(|p| p.to_json(&index)).collect(),
            };
            let line = serde_json::to_string(&obj).map_err(|e| CliError::Usage(e.to_string()))?;
            out(&(line + "\n")).map_err(CliError::stdout)?;
        }
        Format::Human => {
            let rendered = render_problems(name, text, problems, color);
            if !rendered.is_empty() {
                eprint!("{rendered}");
            }
            if !(args.quiet && valid) {
                let verdict = if valid { "valid" } else { "INVALID" };
                let n_err = problems.iter().filter(|p| p.is_error()).count();
                let errs = if n_err > 0 {
                    format!(", {n_err} error{}", if n_err == 1 { "" } else { "s" })
                } else {
                    String::new()
                };
                let which = if record > 0 {
                    format!(" (record {})", record + 1)
                } else {
                    String::new()
                };
                let line = format!(
                    "{name}{which}: {verdict} ({status}, {plies} plies{errs}) — {summary}\n"
                );
                out(&line).map_err(CliError::stdout)?;
            }
        }
    }
    Ok(())
}
