//! `kifu validate`: replay every record and report every mistake.
//!
//! Inputs are streamed by [`super::stream`]: read in chunks, cut at record boundaries into
//! pieces, checked in parallel (`-j N`), results written in input order. An input that
//! fits in one chunk is checked exactly as a whole; for longer ones the diagnostics are
//! the same, rendered against the piece with the file's line numbers.
//!
//! Each game plugs in at [`check_record`]: one record of a text in, a [`CheckedRecord`]
//! out.

use std::time::Instant;

use clap::{Args, ValueEnum};
use serde::Serialize;

use super::games::{GameParser, SetupArgs, setup_all};
use super::input::expand;
use super::stream::{self, Done, Framing, Piece, Sink, View};
use super::{CliError, EXIT_INVALID, EXIT_USAGE, lang, render_problems_in, use_color};
use kifu::Game;
use kifu::ProblemJson;
use kifu::text as header;
use kifu::{Arg, GameKind, Lang, Problem, Span};

pub use super::stream::CHUNK;

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
    #[arg(long, value_parser = GameParser)]
    pub game: Option<GameKind>,
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    pub format: Format,
    /// After a rule error, go on assuming the correction when exactly one is plausible.
    #[arg(long)]
    pub all: bool,
    #[command(flatten)]
    pub lang: super::lang::LangArg,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Print nothing for valid records.
    #[arg(short, long)]
    pub quiet: bool,
    /// Threads checking records (default: one per core; `-j 1` checks on the main thread).
    #[arg(short = 'j', long = "jobs", value_name = "N")]
    pub jobs: Option<usize>,
}

/// What `validate` says of one checked record (the head of its JSON line).
#[derive(Serialize)]
struct Verdict<'a> {
    file: &'a str,
    /// 0-based index of the record in a file holding several.
    record: usize,
    game: &'static str,
    valid: bool,
    status: &'static str,
    plies: usize,
    /// Who moves next, or how the match ended, said in `lang`.
    summary: String,
    /// The language of the words (`summary`, the problems' `message` and `help`).
    lang: &'static str,
}

/// The stable JSON shape of one checked record.
#[derive(Serialize)]
struct RecordJson<'a> {
    #[serde(flatten)]
    verdict: Verdict<'a>,
    errors: Vec<ProblemJson>,
    warnings: Vec<ProblemJson>,
}

pub fn run(args: ValidateArgs) -> Result<u8, CliError> {
    let started = Instant::now();
    let (sources, walk_errors) = expand(&args.inputs);
    let mut sink = Sink::new(&sources, None, Framing::default());
    sink.json = args.format == Format::Json;
    sink.no_record = true;
    for (path, e) in walk_errors {
        let cause = super::IoCause(e).to_string();
        let line = kifu::message!(
            "cli-error",
            error = kifu::message!("cli-cannot-read", file = path, cause = cause)
        );
        sink.eprint(&(line.say(lang::for_no_sheet()) + "\n"));
        sink.code = EXIT_USAGE;
    }
    // A directory with no record file in it checks nothing: that is no success.
    for input in &args.inputs {
        let dir = std::path::Path::new(input);
        if dir.is_dir()
            && !sources
                .iter()
                .any(|s| s.path().is_some_and(|p| p.starts_with(dir)))
        {
            let extensions = super::games::extensions(", *.");
            let message =
                kifu::message!("cli-no-record-file", dir = input, extensions = extensions);
            sink.file_problem(
                input,
                Problem::error("kifu::no-record", Span::point(0), message)
                    .with_help(kifu::Message::new("cli-no-record-file-help")),
                EXIT_INVALID,
            )?;
        }
    }
    let opts = Opts {
        games: setup_all(&args.setup)?,
        format: args.format,
        all: args.all,
        quiet: args.quiet,
        color: use_color(),
    };
    let threads = stream::threads(args.jobs);
    let game = args.game;
    let work = move |p: Piece| check_piece(p, opts);
    let result = stream::drive(&sources, game, threads, CHUNK, work, &mut sink);
    if let Some(bar) = &sink.bar {
        bar.finish_and_clear();
    }
    result?;
    sink.finish()?;
    if args.quiet {
        return Ok(sink.code);
    }
    let t = &sink.stats;
    let secs = started.elapsed().as_secs_f64();
    let mb = t.bytes as f64 / 1e6;
    let summary = kifu::message!(
        "cli-validate-summary",
        records = t.records,
        valid = t.valid,
        unfinished = t.unfinished,
        invalid = t.invalid,
        plies = t.plies,
        mb = Arg::decimal(mb, 1),
        secs = Arg::decimal(secs, 2),
        rate = Arg::decimal(mb / secs.max(1e-9), 1),
    );
    eprintln!(
        "{}",
        summary.say(sink.lang.unwrap_or_else(lang::for_no_sheet))
    );
    Ok(sink.code)
}

/// What the workers need to know of the command line.
#[derive(Clone, Copy)]
struct Opts {
    /// Every game, in [`GameKind::ALL`] order, set up by `--board`/`--boxes` if given.
    games: &'static [&'static dyn Game],
    format: Format,
    all: bool,
    quiet: bool,
    color: bool,
}
fn check_piece(p: Piece, opts: Opts) -> Done {
    let mut d = p.done();
    p.open(|view, game| {
        match game {
            Ok(game) => check_records(&p, game, view, opts, &mut d),
            // No record at all: said once the whole input is read.
            Err(problem)
                if problem.code == "kifu::unknown-game" && header::holds_nothing(view.text) => {}
            Err(mut problem) => {
                if let Some(game) = kifu_json_game(view.text) {
                    problem.message = kifu::message!("cli-kifu-json", game = game);
                    problem.label = Some(kifu::message!("cli-kifu-json-label"));
                    problem.help = Some(kifu::message!(
                        "cli-kifu-json-help",
                        file = p.name(),
                        game = game
                    ));
                }
                let lang = lang::for_no_sheet();
                d.lang.get_or_insert(lang);
                let verdict = Verdict {
                    file: p.name(),
                    record: 0,
                    game: "unknown",
                    valid: false,
                    status: "unfinished",
                    plies: 0,
                    summary: String::new(),
                    lang: lang.code(),
                };
                report(&mut d, view, &[problem], opts, verdict);
                d.count_file_problem();
            }
        }
        d
    })
}

/// Check the records of a piece of a known game.
fn check_records(p: &Piece, game: GameKind, view: &mut View<'_>, opts: Opts, d: &mut Done) {
    let name = p.name();
    let text = view.text;
    let g = GameKind::ALL
        .iter()
        .position(|&k| k == game)
        .map_or(opts.games[0], |i| opts.games[i]);
    // A file a record names (a Samouraï board) is read in the record's own folder.
    let in_folder = p.folder().and_then(|dir| g.in_folder(dir));
    let g = in_folder.as_deref().unwrap_or(g);
    for &(span, i) in p.records() {
        if header::holds_nothing(text.get(span.range()).unwrap_or_default()) {
            // Comments only: no record (said once the whole input is read).
            continue;
        }
        let c = g.check_record(text, span, opts.all);
        let valid = c.is_valid();
        // The sheet's language is read from its words only when something is said of it
        // (`-q` says nothing of a valid record; the summary is said in the first one's).
        let lang = match d.lang {
            Some(first) if opts.quiet && valid => first,
            _ => lang::for_text(game, text, span),
        };
        d.lang.get_or_insert(lang);
        let finished = c.is_finished();
        let status = if finished { "finished" } else { "unfinished" };
        let plies = c.plies();
        d.stats.records += 1;
        d.stats.plies += plies as u64;
        if valid {
            d.stats.valid += 1;
        } else {
            d.stats.invalid += 1;
            d.invalid = true;
        }
        if valid && !finished {
            d.stats.unfinished += 1;
        }
        let summary = match (c.stopped_at(), c.guessed_at()) {
            // `-q` says nothing of a valid record.
            _ if opts.quiet && valid => None,
            (Some(at), _) => {
                let (line, column) = view.line_col(at.start);
                Some(kifu::message!(
                    "cli-validate-stopped",
                    line = line,
                    column = column
                ))
            }
            (None, Some(at)) => {
                let (line, column) = view.line_col(at.start);
                Some(kifu::message!(
                    "cli-validate-guessed",
                    not_checked = kifu::Outcome::NotChecked.message(),
                    line = line,
                    column = column
                ))
            }
            (None, None) => Some(c.outcome().message()),
        };
        let summary = summary.map_or_else(String::new, |m| m.say(lang));
        let verdict = Verdict {
            file: name,
            record: i,
            game: game.name(),
            valid,
            status,
            plies,
            summary,
            lang: lang.code(),
        };
        report(d, view, c.problems(), opts, verdict);
    }
}

fn report(d: &mut Done, view: &mut View<'_>, problems: &[Problem], opts: Opts, verdict: Verdict) {
    let Verdict {
        file: name,
        record,
        valid,
        status,
        plies,
        ..
    } = verdict;
    let lang = verdict.lang.parse().unwrap_or(Lang::En);
    match opts.format {
        Format::Json => {
            // `-q`: only the invalid records.
            if opts.quiet && valid {
                return;
            }
            let ordered = super::in_line_order(problems);
            let base = view.base_line;
            let (mut errors, mut warnings) = (Vec::new(), Vec::new());
            for p in ordered.iter() {
                let mut j = p.to_json(view.index(), lang);
                j.line += base;
                if p.is_error() {
                    errors.push(j);
                } else {
                    warnings.push(j);
                }
            }
            let obj = RecordJson {
                verdict,
                errors,
                warnings,
            };
            // Serialising plain strings and numbers cannot fail.
            if let Ok(line) = serde_json::to_string(&obj) {
                d.push(false, &(line + "\n"));
            }
        }
        Format::Human => {
            let summary = verdict.summary;
            if !problems.is_empty() {
                let base = view.base_line;
                let rendered =
                    render_problems_in(name, view.shared(), base, problems, opts.color, lang);
                d.push(true, &rendered);
            }
            if !(opts.quiet && valid) {
                let errors = problems.iter().filter(|p| p.is_error()).count();
                // The record's number when the file holds several (0: the first, unsaid).
                let number = if record > 0 { record + 1 } else { 0 };
                let after = if summary.is_empty() {
                    Arg::Verbatim(String::new())
                } else {
                    kifu::message!("cli-validate-after", summary = summary).into()
                };
                let line = kifu::message!(
                    "cli-validate-record",
                    file = name,
                    record = number,
                    valid = if valid { "yes" } else { "no" },
                    status = status,
                    plies = plies,
                    errors = errors,
                    after = after,
                );
                d.push(false, &(line.say(lang) + "\n"));
            }
        }
    }
}

/// The game of a text that is kifu's JSON form of records (one object, or several).
fn kifu_json_game(text: &str) -> Option<&'static str> {
    let t = text.trim_start();
    if !(t.starts_with('{') || t.starts_with('[')) {
        return None;
    }
    let value: serde_json::Value = serde_json::from_str(t).ok()?;
    let first = match &value {
        serde_json::Value::Array(items) => items.first()?,
        v => v,
    };
    let game = first.get("game")?.as_str()?;
    GameKind::ALL
        .into_iter()
        .find(|k| k.name() == game)
        .map(|k| k.name())
}
