//! `kifu validate`: replay every record and report every mistake.
//!
//! Inputs are streamed: each one is read in chunks of about [`CHUNK`] bytes, cut at record
//! boundaries ([`header::split_records_bytes`]) into pieces of whole records, and the pieces
//! are checked in parallel (rayon, `-j N`) while the results are written in input order.
//! Memory stays bounded: a few pieces per thread are in flight, whatever the size of the
//! input (a single record is never cut, so the longest record counts too). An input that
//! fits in one chunk is checked exactly as a whole; for longer ones the diagnostics are
//! the same, rendered against the piece with the file's line numbers.
//!
//! Each game plugs in at [`check_record`]: one record of a text in, a [`CheckedRecord`]
//! out.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, IsTerminal, Read};
use std::sync::Arc;
use std::time::Instant;

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use super::games::{GameArg, SetupArgs, record_folder, setup_all};
use super::input::{Source, expand};
use super::{CliError, EXIT_INVALID, EXIT_OK, EXIT_USAGE, out, render_problems_in, use_color};
use crate::core::game::Game;
use crate::core::{GameKind, LineIndex, Problem, ProblemJson, Span, header};

/// How many bytes of an input are read at a time.
pub const CHUNK: usize = 1 << 20;

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
    /// Threads checking records (default: one per core; `-j 1` checks on the main thread).
    #[arg(short = 'j', long = "jobs", value_name = "N")]
    pub jobs: Option<usize>,
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
    let started = Instant::now();
    let (sources, walk_errors) = expand(&args.inputs);
    let mut sink = Sink::new(&sources, args.format);
    for (path, e) in walk_errors {
        sink.eprint(&format!("error: cannot read {path}: {e}\n"));
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
            sink.file_problem(
                input,
                Problem::error(
                    "kifu::no-record",
                    Span::point(0),
                    format!(
                        "no record file in the directory {input} (*.{})",
                        GameKind::ALL.map(|g| g.extension()).join(", *.")
                    ),
                )
                .with_help("give the record files themselves, or a directory holding some"),
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
    let threads = match args.jobs {
        Some(n) if n > 0 => n,
        _ => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let result = drive(&sources, &args, opts, threads, &mut sink).and_then(|()| sink.finish());
    if let Some(bar) = &sink.bar {
        bar.finish_and_clear();
    }
    result?;
    if args.quiet {
        return Ok(sink.code);
    }
    let t = &sink.stats;
    let secs = started.elapsed().as_secs_f64();
    let mb = t.bytes as f64 / 1e6;
    eprintln!(
        "{} record{}: {} valid ({} of them unfinished), {} invalid; {} pl{}; {mb:.1} MB in {secs:.2} s ({:.1} MB/s)",
        t.records,
        if t.records == 1 { "" } else { "s" },
        t.valid,
        t.unfinished,
        t.invalid,
        t.plies,
        if t.plies == 1 { "y" } else { "ies" },
        mb / secs.max(1e-9),
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

/// Counts for the summary line.
#[derive(Clone, Copy, Debug, Default)]
struct Stats {
    records: u64,
    valid: u64,
    invalid: u64,
    /// Valid records that stop before the end (an invalid one is counted once, as invalid).
    unfinished: u64,
    plies: u64,
    bytes: u64,
}

/// Whole records of one input, with the text around them.
struct Piece {
    /// Index of the input.
    source: usize,
    name: Arc<str>,
    /// `None`: unknown game (reported on the first piece).
    game: Option<GameKind>,
    /// Bytes read; the piece's text is `buf[..text_end]` (after a byte order mark on the
    /// first piece), which starts at the start of a line of the input.
    buf: Vec<u8>,
    text_end: usize,
    /// The first piece of its input (a byte order mark may open it).
    first: bool,
    /// Line breaks in the input before the piece's text.
    base_line: usize,
    /// Bytes of the input before the piece's text (a byte order mark included).
    offset: usize,
    /// Each record's span in the text, and its index in the input.
    records: Vec<(Span, usize)>,
    /// Input bytes this piece accounts for (progress and speed).
    bytes: u64,
    /// The input's folder, where a file a record names is read (`None`: stdin).
    folder: Option<Arc<std::path::Path>>,
}

enum Work {
    Check(Piece),
    Ready(Done),
}

/// The output of one piece, in order, and its counts.
#[derive(Default)]
struct Done {
    source: usize,
    /// (to stderr?, text), in the order written.
    parts: Vec<(bool, String)>,
    stats: Stats,
    invalid: bool,
    usage: bool,
    /// Nothing more of this input is checked (not UTF-8, unknown game).
    fatal: bool,
}

impl Done {
    /// A problem with the whole input (not UTF-8, unknown game): one invalid record, and
    /// nothing more of the input is checked.
    fn count_file_problem(&mut self) {
        self.stats.records += 1;
        self.stats.invalid += 1;
        self.invalid = true;
        self.fatal = true;
    }

    fn push(&mut self, to_err: bool, text: &str) {
        if text.is_empty() {
            return;
        }
        match self.parts.last_mut() {
            Some((e, s)) if *e == to_err => s.push_str(text),
            _ => self.parts.push((to_err, text.to_owned())),
        }
    }
}

/// Writes the results in order, keeps the counts and the progress bar.
struct Sink {
    code: u8,
    stats: Stats,
    dead: Vec<bool>,
    bar: Option<ProgressBar>,
    format: Format,
    /// Each input's name, the records found in it, and whether a problem with the whole
    /// input (unreadable, not UTF-8, unknown game) was already reported.
    names: Vec<String>,
    found: Vec<u64>,
    reported: Vec<bool>,
    /// The input whose results are being written.
    current: Option<usize>,
    /// The bar is drawn only once the work has lasted a second.
    started: Instant,
    bar_shown: bool,
}

impl Sink {
    fn new(sources: &[Source], format: Format) -> Sink {
        let bar = io::stderr().is_terminal().then(|| {
            let total: Option<u64> = sources
                .iter()
                .map(|s| s.path().and_then(|p| p.metadata().ok()).map(|m| m.len()))
                .sum();
            match total {
                Some(t) => ProgressBar::with_draw_target(Some(t), ProgressDrawTarget::hidden())
                    .with_style(
                        ProgressStyle::with_template(
                            "{bar:40} {bytes}/{total_bytes} {binary_bytes_per_sec} {eta}",
                        )
                        .unwrap_or_else(|_| ProgressStyle::default_bar()),
                    ),
                None => ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden())
                    .with_style(
                        ProgressStyle::with_template("{spinner} {bytes} {binary_bytes_per_sec}")
                            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
                    ),
            }
        });
        Sink {
            code: EXIT_OK,
            stats: Stats::default(),
            dead: vec![false; sources.len()],
            bar,
            format,
            names: sources.iter().map(Source::name).collect(),
            found: vec![0; sources.len()],
            reported: vec![false; sources.len()],
            current: None,
            started: Instant::now(),
            bar_shown: false,
        }
    }

    /// Write to stdout, the progress bar out of the way while it is written.
    fn print(&self, text: &str) -> Result<(), CliError> {
        match &self.bar {
            Some(bar) if self.bar_shown => bar.suspend(|| out(text)),
            _ => out(text),
        }
        .map_err(CliError::stdout)
    }

    /// A problem with a whole input (or directory): its diagnostic on stderr, and in
    /// JSON its object on stdout, like a record's; the exit code at least `code`.
    fn file_problem(&mut self, name: &str, problem: Problem, code: u8) -> Result<(), CliError> {
        match self.format {
            Format::Human => {
                let rendered = render_problems_in(name, &Arc::from(""), 0, &[problem], use_color());
                self.eprint(&rendered);
            }
            Format::Json => {
                let obj = RecordJson {
                    file: name,
                    record: 0,
                    game: "unknown",
                    valid: false,
                    status: "unfinished",
                    plies: 0,
                    summary: String::new(),
                    errors: vec![ProblemJson {
                        code: problem.code,
                        level: problem.level,
                        message: problem.message.clone(),
                        line: 1,
                        column: 1,
                        help: problem.help.clone(),
                    }],
                    warnings: Vec::new(),
                };
                if let Ok(line) = serde_json::to_string(&obj) {
                    self.print(&(line + "\n"))?;
                }
            }
        }
        self.code = self.code.max(code);
        Ok(())
    }

    /// The results of input `source` are all written: an input that held no record
    /// (empty, only comments) is no success.
    fn close(&mut self, source: usize) -> Result<(), CliError> {
        if self.found.get(source) != Some(&0)
            || self.reported.get(source).copied().unwrap_or(true)
            || self.dead.get(source).copied().unwrap_or(true)
        {
            return Ok(());
        }
        let name = self.names[source].clone();
        self.file_problem(
            &name,
            Problem::error(
                "kifu::no-record",
                Span::point(0),
                format!("{name} holds no record: it is empty, or holds only comments"),
            )
            .with_label("no record here")
            .with_help(
                "a record starts with its tags, such as `[Game \"Kamisado\"]`, then the moves",
            ),
            EXIT_INVALID,
        )
    }

    /// Every result is written.
    fn finish(&mut self) -> Result<(), CliError> {
        match self.current.take() {
            Some(s) => self.close(s),
            None => Ok(()),
        }
    }

    fn eprint(&self, text: &str) {
        match &self.bar {
            Some(bar) => bar.suspend(|| eprint!("{text}")),
            None => eprint!("{text}"),
        }
    }

    fn emit(&mut self, d: Done) -> Result<(), CliError> {
        if let Some(bar) = &self.bar {
            bar.inc(d.stats.bytes);
            if !self.bar_shown && self.started.elapsed() >= std::time::Duration::from_secs(1) {
                bar.set_draw_target(ProgressDrawTarget::stderr());
                self.bar_shown = true;
            }
        }
        if self.current != Some(d.source) {
            if let Some(s) = self.current {
                self.close(s)?;
            }
            self.current = Some(d.source);
        }
        if let Some(n) = self.found.get_mut(d.source) {
            *n += d.stats.records;
        }
        if (d.fatal || d.usage)
            && let Some(r) = self.reported.get_mut(d.source)
        {
            *r = true;
        }
        self.stats.bytes += d.stats.bytes;
        if self.dead.get(d.source).copied().unwrap_or(false) {
            return Ok(());
        }
        if d.fatal
            && let Some(x) = self.dead.get_mut(d.source)
        {
            *x = true;
        }
        for (to_err, text) in &d.parts {
            if *to_err {
                self.eprint(text);
            } else {
                self.print(text)?;
            }
        }
        let s = d.stats;
        self.stats.records += s.records;
        self.stats.valid += s.valid;
        self.stats.invalid += s.invalid;
        self.stats.unfinished += s.unfinished;
        self.stats.plies += s.plies;
        if d.usage {
            self.code = EXIT_USAGE;
        } else if d.invalid {
            self.code = self.code.max(EXIT_INVALID);
        }
        Ok(())
    }
}

/// Read every input into pieces and check them: on this thread (`threads == 1`) or on a
/// pool of `threads`, writing the results in input order.
fn drive(
    sources: &[Source],
    args: &ValidateArgs,
    opts: Opts,
    threads: usize,
    sink: &mut Sink,
) -> Result<(), CliError> {
    if threads <= 1 {
        return produce(sources, args, &mut |w| {
            sink.emit(match w {
                Work::Check(p) => check_piece(p, opts),
                Work::Ready(d) => d,
            })
        });
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| CliError::Usage(format!("cannot start {threads} threads: {e}")))?;
    let (tx, rx) = std::sync::mpsc::channel::<(u64, Done)>();
    let limit = 2 * threads + 2;
    let mut next_seq = 0u64;
    let mut next_emit = 0u64;
    let mut in_flight = 0usize;
    let mut pending: BTreeMap<u64, Done> = BTreeMap::new();
    // Write what is ready in order; wait for results while `wait` says so.
    let drain = |pending: &mut BTreeMap<u64, Done>,
                 next_emit: &mut u64,
                 in_flight: &mut usize,
                 sink: &mut Sink,
                 wait: &dyn Fn(usize, u64) -> bool|
     -> Result<(), CliError> {
        loop {
            while let Ok((seq, d)) = rx.try_recv() {
                *in_flight -= 1;
                pending.insert(seq, d);
            }
            while let Some(d) = pending.remove(next_emit) {
                sink.emit(d)?;
                *next_emit += 1;
            }
            if !wait(*in_flight, *next_emit) {
                return Ok(());
            }
            match rx.recv() {
                Ok((seq, d)) => {
                    *in_flight -= 1;
                    pending.insert(seq, d);
                }
                Err(_) => return Ok(()),
            }
        }
    };
    produce(sources, args, &mut |w| {
        let seq = next_seq;
        next_seq += 1;
        match w {
            Work::Ready(d) => {
                pending.insert(seq, d);
            }
            Work::Check(p) => {
                in_flight += 1;
                let tx = tx.clone();
                pool.spawn(move || {
                    let _ = tx.send((seq, check_piece(p, opts)));
                });
            }
        }
        drain(
            &mut pending,
            &mut next_emit,
            &mut in_flight,
            sink,
            &|in_flight, _| in_flight >= limit,
        )
    })?;
    let last = next_seq;
    drain(
        &mut pending,
        &mut next_emit,
        &mut in_flight,
        sink,
        &|_, next_emit| next_emit < last,
    )
}

/// The game of an input, from `--game`, a `[Game]` tag near its start, or its extension.
fn game_of(args: &ValidateArgs, source: &Source, start: &[u8]) -> Option<GameKind> {
    if let Some(g) = args.game {
        return Some(g.into());
    }
    let head = &start[..start.len().min(64 * 1024)];
    GameKind::sniff(&String::from_utf8_lossy(head))
        .or_else(|| source.path().and_then(GameKind::from_path))
}

const BOM: &[u8] = b"\xef\xbb\xbf";

/// Read every input and hand its pieces (or its read errors) to `push`, in order.
fn produce(
    sources: &[Source],
    args: &ValidateArgs,
    push: &mut dyn FnMut(Work) -> Result<(), CliError>,
) -> Result<(), CliError> {
    for (id, source) in sources.iter().enumerate() {
        let name: Arc<str> = source.name().into();
        let unreadable = |e: io::Error| {
            let mut d = Done {
                source: id,
                usage: true,
                ..Done::default()
            };
            let message = format!("cannot read {name}: {e}");
            // Said as every command says it.
            let report = miette::Report::new(CliError::Io {
                path: name.to_string(),
                source: e,
            });
            d.push(true, &format!("{report:?}\n"));
            if args.format == Format::Json {
                // Every input gets its object, an unreadable one too.
                let obj = RecordJson {
                    file: &name,
                    record: 0,
                    game: "unknown",
                    valid: false,
                    status: "unfinished",
                    plies: 0,
                    summary: String::new(),
                    errors: vec![ProblemJson {
                        code: "kifu::io",
                        level: crate::core::Level::Error,
                        message,
                        line: 1,
                        column: 1,
                        help: Some("check the path and its permissions".into()),
                    }],
                    warnings: Vec::new(),
                };
                if let Ok(line) = serde_json::to_string(&obj) {
                    d.push(false, &(line + "\n"));
                }
            }
            Work::Ready(d)
        };
        let reader: Box<dyn Read> = match source {
            Source::Stdin => Box::new(io::stdin().lock()),
            Source::File(p) => match File::open(p) {
                Ok(f) => Box::new(f),
                Err(e) => {
                    push(unreadable(e))?;
                    continue;
                }
            },
        };
        if let Err(e) = stream(id, &name, source, reader, args, push)? {
            push(unreadable(e))?;
        }
    }
    Ok(())
}

/// Read one input in chunks and cut it into pieces of whole records. The outer error
/// stops everything (stdout closed); the inner one is a read error of this input.
fn stream(
    id: usize,
    name: &Arc<str>,
    source: &Source,
    mut reader: Box<dyn Read>,
    args: &ValidateArgs,
    push: &mut dyn FnMut(Work) -> Result<(), CliError>,
) -> Result<Result<(), io::Error>, CliError> {
    // Bytes carried over from the last chunk: context lines, then the next record.
    let mut carry: Vec<u8> = Vec::new();
    // Where in `carry` the next record starts.
    let mut carry_record = 0usize;
    let mut base_line = 0usize;
    let mut offset = 0usize;
    let mut first = true;
    let mut game = None;
    let mut index = 0usize;
    let mut unaccounted = 0u64;
    let mut want = CHUNK;
    loop {
        let mut buf = Vec::with_capacity(carry.len() + want);
        buf.append(&mut carry);
        let before = buf.len();
        if let Err(e) = reader.by_ref().take(want as u64).read_to_end(&mut buf) {
            return Ok(Err(e));
        }
        let read = buf.len() - before;
        unaccounted += read as u64;
        let eof = read < want;
        let text_start = if first && buf.starts_with(BOM) { 3 } else { 0 };
        if first {
            game = game_of(args, source, &buf[text_start..]);
        }
        let text = &buf[text_start..];
        let from = carry_record.saturating_sub(text_start).min(text.len());
        let spans: Vec<Span> = header::split_records_bytes(&text[from..])
            .map(|s| s.offset(from))
            .collect();
        // Whole records, each with two line ends after it in the buffer (the context
        // a diagnostic shows), unless the input has ended.
        let mut n = if eof {
            spans.len()
        } else {
            spans.len().saturating_sub(1)
        };
        let mut text_end = text.len();
        if !eof {
            while n > 0 {
                let end = spans[n - 1].end;
                let after = memchr::memchr_iter(b'\n', &text[end..]).nth(1);
                if let Some(k) = after {
                    text_end = end + k + 1;
                    break;
                }
                n -= 1;
            }
        }
        if n == 0 && !eof && !(first && game.is_none()) {
            // Not one whole record yet: read more (twice as much each time: linear).
            carry = buf;
            want = want.saturating_mul(2);
            continue;
        }
        want = CHUNK;
        let next = spans.get(n).map_or(text.len(), |s| s.start);
        // Carry from the start of the line before the next record's line.
        let line = memchr::memrchr(b'\n', &text[..next]).map_or(0, |k| k + 1);
        let ctx = if line == 0 {
            0
        } else {
            memchr::memrchr(b'\n', &text[..line - 1]).map_or(0, |k| k + 1)
        };
        let records: Vec<(Span, usize)> = spans[..n]
            .iter()
            .enumerate()
            .map(|(k, &s)| (s, index + k))
            .collect();
        index += n;
        let stop = eof || game.is_none();
        if !stop {
            carry = text[ctx..].to_vec();
            carry_record = next - ctx;
        }
        let piece_base = base_line;
        let piece_offset = offset;
        base_line += memchr::memchr_iter(b'\n', &text[..ctx]).count();
        offset += text_start + ctx;
        let bytes = std::mem::take(&mut unaccounted);
        push(Work::Check(Piece {
            folder: source.path().map(|p| record_folder(p).into()),
            source: id,
            name: name.clone(),
            game,
            text_end: text_start + text_end,
            buf,
            first,
            base_line: piece_base,
            offset: piece_offset,
            records,
            bytes,
        }))?;
        first = false;
        if stop {
            // The rest of an input of unknown game is not read; count it all the same.
            return Ok(Ok(()));
        }
    }
}

/// Check the records of a piece and format what `kifu validate` prints for them.
fn check_piece(p: Piece, opts: Opts) -> Done {
    let mut d = Done {
        source: p.source,
        ..Done::default()
    };
    d.stats.bytes = p.bytes;
    let name = &*p.name;
    let window = &p.buf[..p.text_end];
    let decoded = match simdutf8::basic::from_utf8(window) {
        // What `header::decode` does, faster.
        Ok(t) if p.first => Ok(t.strip_prefix('\u{feff}').unwrap_or(t)),
        Ok(t) => Ok(t),
        Err(_) if p.first => header::decode(window).map(|(t, _)| t),
        Err(_) => Err(match header::decode(window) {
            // The offset in the message is the file's.
            Err(problem) => header::invalid_utf8(problem.span, problem.span.start + p.offset),
            Ok(_) => header::invalid_utf8(Span::point(0), p.offset),
        }),
    };
    let text = match decoded {
        Ok(t) => t,
        Err(problem) => {
            // Invalid UTF-8: show the problem against a lossy copy of the text.
            let lossy: Arc<str> = String::from_utf8_lossy(window).into();
            let index = LineIndex::new(&lossy);
            let mut view = View {
                text: &lossy,
                shared: Some(lossy.clone()),
                index: Some(index),
                base_line: p.base_line,
            };
            report(
                &mut d,
                name,
                &mut view,
                &[problem],
                opts,
                0,
                "unknown",
                false,
                "unfinished",
                0,
                String::new(),
            );
            d.count_file_problem();
            return d;
        }
    };
    let mut view = View {
        text,
        shared: None,
        index: None,
        base_line: p.base_line,
    };
    let Some(game) = p.game else {
        if header::holds_nothing(text) {
            // No record at all: said once the whole input is read.
            return d;
        }
        let mut problem = Problem::error("kifu::unknown-game", Span::point(0), "cannot tell which game this record is")
            .with_label("no [Game] tag")
            .with_help("add a tag such as `[Game \"Kamisado\"]`, name the file *.kamisado, or pass --game kamisado");
        if let Some(game) = kifu_json_game(text) {
            problem.message = format!("this is kifu's JSON form of a {game} record, not a record");
            problem.label = "JSON".into();
            problem.help = Some(format!(
                "`kifu convert {name} --to {game}` writes it back as a record, which `kifu validate` checks"
            ));
        }
        report(
            &mut d,
            name,
            &mut view,
            &[problem],
            opts,
            0,
            "unknown",
            false,
            "unfinished",
            0,
            String::new(),
        );
        d.count_file_problem();
        return d;
    };
    let g = GameKind::ALL
        .iter()
        .position(|&k| k == game)
        .map_or(opts.games[0], |i| opts.games[i]);
    let in_folder = p.folder.as_deref().and_then(|dir| g.in_folder(dir));
    let g = in_folder.as_deref().unwrap_or(g);
    for &(span, i) in &p.records {
        if header::holds_nothing(text.get(span.range()).unwrap_or_default()) {
            // Comments only: no record (said once the whole input is read).
            continue;
        }
        let c = g.check_record(text, span, opts.all);
        let valid = c.is_valid();
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
        let summary = match c.stopped_at() {
            Some(at) => {
                let lc = view.line_col(at.start);
                format!(
                    "replay stopped at line {}, column {}; nothing after it was checked",
                    lc.0, lc.1
                )
            }
            None => c.summary(),
        };
        report(
            &mut d,
            name,
            &mut view,
            c.problems(),
            opts,
            i,
            game.name(),
            valid,
            status,
            plies,
            summary,
        );
    }
    d
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

/// The text of a piece, with what rendering needs made on first use.
struct View<'a> {
    text: &'a str,
    shared: Option<Arc<str>>,
    index: Option<LineIndex<'a>>,
    base_line: usize,
}

impl<'a> View<'a> {
    fn index(&mut self) -> &LineIndex<'a> {
        let text = self.text;
        self.index.get_or_insert_with(|| LineIndex::new(text))
    }

    /// 1-based line and column in the input.
    fn line_col(&mut self, offset: usize) -> (usize, usize) {
        let base = self.base_line;
        let lc = self.index().line_col(offset);
        (lc.line + base, lc.column)
    }

    fn shared(&mut self) -> &Arc<str> {
        let text = self.text;
        self.shared.get_or_insert_with(|| text.into())
    }
}

#[allow(clippy::too_many_arguments)]
fn report(
    d: &mut Done,
    name: &str,
    view: &mut View<'_>,
    problems: &[Problem],
    opts: Opts,
    record: usize,
    game: &'static str,
    valid: bool,
    status: &'static str,
    plies: usize,
    summary: String,
) {
    match opts.format {
        Format::Json => {
            let ordered = super::in_line_order(problems);
            let (errs, warns): (Vec<&Problem>, Vec<&Problem>) =
                ordered.iter().partition(|p| p.is_error());
            let base = view.base_line;
            let mut json = |ps: Vec<&Problem>| -> Vec<ProblemJson> {
                ps.iter()
                    .map(|p| {
                        let mut j = p.to_json(view.index());
                        j.line += base;
                        j
                    })
                    .collect()
            };
            let errors = json(errs);
            let warnings = json(warns);
            let obj = RecordJson {
                file: name,
                record,
                game,
                valid,
                status,
                plies,
                summary,
                errors,
                warnings,
            };
            // `-q`: only the invalid records.
            if opts.quiet && valid {
                return;
            }
            // Serialising plain strings and numbers cannot fail.
            if let Ok(line) = serde_json::to_string(&obj) {
                d.push(false, &(line + "\n"));
            }
        }
        Format::Human => {
            if !problems.is_empty() {
                let base = view.base_line;
                let rendered = render_problems_in(name, view.shared(), base, problems, opts.color);
                d.push(true, &rendered);
            }
            if !(opts.quiet && valid) {
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
                let pl = if plies == 1 { "ply" } else { "plies" };
                let after = if summary.is_empty() {
                    String::new()
                } else {
                    format!(" — {summary}")
                };
                let line =
                    format!("{name}{which}: {verdict} ({status}, {plies} {pl}{errs}){after}\n");
                d.push(false, &line);
            }
        }
    }
}
