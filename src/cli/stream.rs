//! The streaming driver shared by the commands that read many records (`validate`,
//! `convert`, `fmt`).
//!
//! Inputs are streamed: each one is read in chunks of about [`CHUNK`] bytes, cut at record
//! boundaries ([`header::split_records_bytes`]) into [`Piece`]s of whole records, and the
//! pieces are handed to a command's `work` function in parallel (rayon, `-j N`) while what
//! it returns ([`Done`]) is written in input order by a [`Sink`]. Memory stays bounded: a
//! few pieces per thread are in flight, whatever the size of the input (a single record is
//! never cut, so the longest record counts too). A piece starts at the start of a line and
//! knows its line and byte offset in the input, so diagnostics keep the file's positions.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, IsTerminal, Read, Write};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::input::Source;
use super::{CliError, EXIT_INVALID, EXIT_OK, EXIT_USAGE};
use kifu::GameError;
use kifu::text as header;
use kifu::{GameKind, LineIndex, Problem, Span};

/// How many bytes of an input are read at a time (by `validate`; see [`drive`]).
pub const CHUNK: usize = 1 << 20;

/// One part of what a piece writes.
enum Part {
    /// For stderr.
    Err(String),
    /// For the output, as is.
    Out(String),
    /// A run of items of the output (records), each after the framing's `between`
    /// (`sep`), in one buffer written at once: the sink writes the framing's `open`
    /// instead of the `between` of the output's first item.
    Items {
        bytes: Vec<u8>,
        count: u64,
        sep: &'static str,
    },
}

/// Counts for the summary line.
#[derive(Clone, Copy, Debug, Default)]
pub struct Stats {
    pub records: u64,
    pub valid: u64,
    pub invalid: u64,
    pub unfinished: u64,
    pub plies: u64,
    pub bytes: u64,
}

/// Whole records of one input, with the text around them.
pub struct Piece {
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
    folder: Option<Arc<Path>>,
}

enum Work {
    Check(Piece),
    Ready(Done),
}

/// The output of one piece, in order, and its counts.
#[derive(Default)]
pub struct Done {
    pub source: usize,
    /// What to write, in order.
    parts: Vec<Part>,
    pub stats: Stats,
    pub invalid: bool,
    pub usage: bool,
    /// Nothing more of this input is checked (not UTF-8, unknown game).
    pub fatal: bool,
    /// The input could not be read: the message (said on stderr already; in JSON the
    /// input gets its object, see [`Sink::json`]).
    unreadable: Option<kifu::Message>,
    /// A record was laid out but does not replay (`kifu fmt`).
    pub replay_failed: bool,
    /// The language the piece's first record was spoken about in (the summary's).
    pub lang: Option<kifu::Lang>,
}

impl Done {
    /// A problem with the whole input (not UTF-8, unknown game): one invalid record, and
    /// nothing more of the input is checked.
    pub fn count_file_problem(&mut self) {
        self.stats.records += 1;
        self.stats.invalid += 1;
        self.invalid = true;
        self.fatal = true;
    }

    /// Text for stderr (`to_err`) or for the output.
    pub fn push(&mut self, to_err: bool, text: &str) {
        if text.is_empty() {
            return;
        }
        match (self.parts.last_mut(), to_err) {
            (Some(Part::Err(s)), true) | (Some(Part::Out(s)), false) => s.push_str(text),
            (_, true) => self.parts.push(Part::Err(text.to_owned())),
            (_, false) => self.parts.push(Part::Out(text.to_owned())),
        }
    }

    /// One item of the output (a record) written by `write`, after `sep` (the output's
    /// [`Framing::between`]), in the piece's current run of items: one buffer for the
    /// items that follow each other, written to the output at once. What `write`
    /// appended before an error is taken back, and the error returned.
    pub fn write_item<E>(
        &mut self,
        sep: &'static str,
        write: impl FnOnce(&mut Vec<u8>) -> Result<(), E>,
    ) -> Result<(), E> {
        let (mut bytes, mut count) = match self.parts.pop() {
            Some(Part::Items {
                bytes,
                count,
                sep: s,
            }) if s == sep => (bytes, count),
            other => {
                self.parts.extend(other);
                (Vec::new(), 0)
            }
        };
        let from = bytes.len();
        bytes.extend_from_slice(sep.as_bytes());
        let written = write(&mut bytes);
        match written {
            Ok(()) => count += 1,
            Err(_) => bytes.truncate(from),
        }
        if count > 0 {
            self.parts.push(Part::Items { bytes, count, sep });
        }
        written
    }

    /// One item of the output, already written (see [`Done::write_item`]).
    pub fn push_item(&mut self, sep: &'static str, item: &[u8]) {
        let written: Result<(), std::convert::Infallible> = self.write_item(sep, |b| {
            b.extend_from_slice(item);
            Ok(())
        });
        let Ok(()) = written;
    }
}

/// Writes the results in order, keeps the counts and the progress bar.
pub struct Sink<'a> {
    pub code: u8,
    pub stats: Stats,
    dead: Vec<bool>,
    pub bar: Option<ProgressBar>,
    to: Box<dyn Write + 'a>,
    /// The output's name for an error (None: standard output).
    to_name: Option<String>,
    framing: Framing,
    items: u64,
    /// A problem with a whole input (unreadable, no record in it) is also written to the
    /// output as a JSON object, like a checked record's (`validate --format json`).
    pub json: bool,
    /// An input in which no record was counted gets `kifu::no-record` (for the commands
    /// whose work counts the records it reads).
    pub no_record: bool,
    /// Some piece had a record that does not replay (see [`Done::replay_failed`]).
    pub replay_failed: bool,
    /// The language of the first record spoken about ([`Done::lang`]): the summary's.
    pub lang: Option<kifu::Lang>,
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

/// What goes around and between the items of the output.
#[derive(Clone, Copy, Debug, Default)]
pub struct Framing {
    /// Before the first item.
    pub open: &'static str,
    /// Between two items.
    pub between: &'static str,
    /// After the last item.
    pub close: &'static str,
    /// The whole output when there is no item.
    pub empty: &'static str,
}

impl<'a> Sink<'a> {
    /// A sink writing to standard output (`to` None) or to `to`, named `name`.
    pub fn new(
        sources: &[Source],
        to: Option<(Box<dyn Write + 'a>, String)>,
        framing: Framing,
    ) -> Sink<'a> {
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
        let (to, to_name) = match to {
            Some((w, name)) => (w, Some(name)),
            None => (Box::new(io::stdout()) as Box<dyn Write>, None),
        };
        Sink {
            code: EXIT_OK,
            stats: Stats::default(),
            dead: vec![false; sources.len()],
            bar,
            to,
            to_name,
            framing,
            items: 0,
            json: false,
            no_record: false,
            replay_failed: false,
            lang: None,
            names: sources.iter().map(Source::name).collect(),
            found: vec![0; sources.len()],
            reported: vec![false; sources.len()],
            current: None,
            started: Instant::now(),
            bar_shown: false,
        }
    }

    /// A problem with a whole input (or directory): its diagnostic on stderr, and in
    /// JSON its object on the output, like a record's; the exit code at least `code`.
    pub fn file_problem(&mut self, name: &str, problem: Problem, code: u8) -> Result<(), CliError> {
        if self.json {
            let obj = file_json(name, &problem);
            self.write(obj.as_bytes())?;
        } else {
            let rendered = super::render_problems_in(
                name,
                &Arc::from(""),
                0,
                &[problem],
                super::use_color(),
                super::lang::for_no_sheet(),
            );
            self.eprint(&rendered);
        }
        self.code = self.code.max(code);
        Ok(())
    }

    /// The results of input `source` are all written: an input that held no record
    /// (empty, only comments) is no success.
    fn close(&mut self, source: usize) -> Result<(), CliError> {
        if !self.no_record
            || self.found.get(source) != Some(&0)
            || self.reported.get(source).copied().unwrap_or(true)
            || self.dead.get(source).copied().unwrap_or(true)
        {
            return Ok(());
        }
        let name = self.names[source].clone();
        self.file_problem(
            &name,
            super::refuse::no_record_problem(kifu::message!(
                "cli-no-record",
                file = name.as_str(),
                why = "either"
            )),
            EXIT_INVALID,
        )
    }

    fn failed(&self, source: io::Error) -> CliError {
        match &self.to_name {
            None => CliError::stdout(source),
            Some(path) => CliError::Io {
                path: path.clone(),
                source: source.into(),
            },
        }
    }

    fn write(&mut self, bytes: &[u8]) -> Result<(), CliError> {
        // The progress bar out of the way while the output is written.
        let written = match &self.bar {
            Some(bar) if self.bar_shown => bar.suspend(|| self.to.write_all(bytes)),
            _ => self.to.write_all(bytes),
        };
        written.map_err(|e| self.failed(e))
    }

    /// Close the output: the framing's end, then flush.
    pub fn finish(&mut self) -> Result<(), CliError> {
        if let Some(s) = self.current.take() {
            self.close(s)?;
        }
        let end = if self.items == 0 {
            // Nothing at all after a usage error (the input was not what was expected).
            if self.code == EXIT_USAGE {
                ""
            } else {
                self.framing.empty
            }
        } else {
            self.framing.close
        };
        self.write(end.as_bytes())?;
        self.to.flush().map_err(|e| self.failed(e))
    }

    pub fn eprint(&self, text: &str) {
        match &self.bar {
            Some(bar) => bar.suspend(|| eprint!("{text}")),
            None => eprint!("{text}"),
        }
    }

    /// Write what a piece gave (in input order) and count it.
    pub fn emit(&mut self, d: Done) -> Result<(), CliError> {
        if let Some(bar) = &self.bar {
            bar.inc(d.stats.bytes);
            if !self.bar_shown && self.started.elapsed() >= Duration::from_secs(1) {
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
        if self.json
            && let Some(message) = &d.unreadable
        {
            let problem = Problem::error("kifu::io", Span::point(0), message.clone())
                .with_help(kifu::Message::new("cli-cannot-read-help"));
            let name = self.names.get(d.source).cloned().unwrap_or_default();
            self.write(file_json(&name, &problem).as_bytes())?;
        }
        self.stats.bytes += d.stats.bytes;
        self.replay_failed |= d.replay_failed;
        self.lang = self.lang.or(d.lang);
        if self.dead.get(d.source).copied().unwrap_or(false) {
            return Ok(());
        }
        if d.fatal
            && let Some(x) = self.dead.get_mut(d.source)
        {
            *x = true;
        }
        for part in &d.parts {
            match part {
                Part::Err(text) => self.eprint(text),
                Part::Out(text) => self.write(text.as_bytes())?,
                Part::Items { bytes, count, sep } => {
                    let f = self.framing;
                    debug_assert_eq!(*sep, f.between, "items separated as the output is");
                    if self.items == 0 {
                        self.write(f.open.as_bytes())?;
                        self.write(bytes.get(sep.len()..).unwrap_or_default())?;
                    } else {
                        self.write(bytes)?;
                    }
                    self.items += count;
                }
            }
        }
        if d.parts.iter().any(|p| !matches!(p, Part::Err(_))) {
            self.to.flush().map_err(|e| self.failed(e))?;
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
///
/// `work` turns a piece into what to write for it (run on the pool's threads, which share
/// it); inputs are read `chunk` bytes at a time (a piece holds at least one whole record).
pub fn drive<F>(
    sources: &[Source],
    game: Option<GameKind>,
    threads: usize,
    chunk: usize,
    work: F,
    sink: &mut Sink<'_>,
) -> Result<(), CliError>
where
    F: Fn(Piece) -> Done + Send + Sync + 'static,
{
    if threads <= 1 {
        return produce(sources, game, chunk, &mut |w| {
            sink.emit(match w {
                Work::Check(p) => work(p),
                Work::Ready(d) => d,
            })
        });
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| no_threads(threads, &e))?;
    let work = Arc::new(work);
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
                 sink: &mut Sink<'_>,
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
    produce(sources, game, chunk, &mut |w| {
        let seq = next_seq;
        next_seq += 1;
        match w {
            Work::Ready(d) => {
                pending.insert(seq, d);
            }
            Work::Check(p) => {
                in_flight += 1;
                let tx = tx.clone();
                let work = Arc::clone(&work);
                pool.spawn(move || {
                    let _ = tx.send((seq, work(p)));
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
fn game_of(game: Option<GameKind>, source: &Source, start: &[u8]) -> Option<GameKind> {
    if game.is_some() {
        return game;
    }
    let head = &start[..start.len().min(64 * 1024)];
    GameKind::sniff(&String::from_utf8_lossy(head))
        .or_else(|| source.path().and_then(GameKind::from_path))
}

const BOM: &[u8] = b"\xef\xbb\xbf";

/// Read every input and hand its pieces (or its read errors) to `push`, in order.
fn produce(
    sources: &[Source],
    given: Option<GameKind>,
    chunk: usize,
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
            d.unreadable = Some(kifu::message!(
                "cli-cannot-read",
                file = &*name,
                cause = super::IoCause(io::Error::new(e.kind(), e.to_string())).to_string()
            ));
            // Said as every command says it.
            let report = miette::Report::new(CliError::Io {
                path: name.to_string(),
                source: e.into(),
            });
            d.push(true, &format!("{report:?}\n"));
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
        if let Err(e) = stream(id, &name, source, reader, given, chunk, push)? {
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
    given: Option<GameKind>,
    chunk: usize,
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
    let mut want = chunk;
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
            game = game_of(given, source, &buf[text_start..]);
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
        want = chunk;
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
            folder: source.path().map(|p| super::games::record_folder(p).into()),
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
/// The text of a piece, with what rendering needs made on first use.
pub struct View<'a> {
    pub text: &'a str,
    pub shared: Option<Arc<str>>,
    pub index: Option<LineIndex<'a>>,
    pub base_line: usize,
}

impl<'a> View<'a> {
    pub fn index(&mut self) -> &LineIndex<'a> {
        let text = self.text;
        self.index.get_or_insert_with(|| LineIndex::new(text))
    }

    /// 1-based line and column in the input.
    pub fn line_col(&mut self, offset: usize) -> (usize, usize) {
        let base = self.base_line;
        let lc = self.index().line_col(offset);
        (lc.line + base, lc.column)
    }

    pub fn shared(&mut self) -> &Arc<str> {
        let text = self.text;
        self.shared.get_or_insert_with(|| text.into())
    }
}

impl Piece {
    /// The text of the piece (`Err`: not UTF-8, with the problem and a lossy copy of the
    /// text to show it against).
    fn text(&self) -> Result<&str, Box<(Problem, Arc<str>)>> {
        let window = &self.buf[..self.text_end];
        let decoded = match simdutf8::basic::from_utf8(window) {
            // What `header::decode` does, faster.
            Ok(t) if self.first => Ok(t.strip_prefix('\u{feff}').unwrap_or(t)),
            Ok(t) => Ok(t),
            Err(_) if self.first => header::decode(window).map(|(t, _)| t),
            Err(_) => Err(match header::decode(window) {
                // The offset in the message is the file's.
                Err(problem) => {
                    header::invalid_utf8(problem.span, problem.span.start + self.offset)
                }
                Ok(_) => header::invalid_utf8(Span::point(0), self.offset),
            }),
        };
        decoded.map_err(|problem| Box::new((problem, String::from_utf8_lossy(window).into())))
    }

    /// The records of the piece: each one's span in [`Piece::text`] and its 0-based index
    /// in the input.
    pub fn records(&self) -> &[(Span, usize)] {
        &self.records
    }

    /// The name of the input.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The folder of the input, where a file a record names is read (`None`: stdin).
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// The first piece of its input.
    pub fn is_first(&self) -> bool {
        self.first
    }

    /// What is written for the piece starts here (its input and its bytes counted).
    pub fn done(&self) -> Done {
        let mut d = Done {
            source: self.source,
            ..Done::default()
        };
        d.stats.bytes = self.bytes;
        d
    }
}

impl Piece {
    /// Call `f` with a view of the piece's text and its game, or the problem that stops
    /// the whole input (not UTF-8: against a lossy copy of the text; unknown game).
    pub fn open<R>(&self, f: impl FnOnce(&mut View<'_>, Result<GameKind, Problem>) -> R) -> R {
        match self.text() {
            Ok(text) => {
                let mut view = View {
                    text,
                    shared: None,
                    index: None,
                    base_line: self.base_line,
                };
                f(&mut view, self.game.ok_or_else(unknown_game))
            }
            Err(bad) => {
                let (problem, lossy) = *bad;
                let mut view = View {
                    text: &lossy,
                    shared: Some(lossy.clone()),
                    index: None,
                    base_line: self.base_line,
                };
                f(&mut view, Err(problem))
            }
        }
    }
}

/// Diagnostics for stderr, against the piece's text with the input's line numbers.
/// Their words are said in `lang`.
pub fn show(
    d: &mut Done,
    name: &str,
    view: &mut View<'_>,
    problems: &[Problem],
    color: bool,
    lang: kifu::Lang,
) {
    let base = view.base_line;
    let rendered = super::render_problems_in(name, view.shared(), base, problems, color, lang);
    d.push(true, &rendered);
}

/// What a game refused for the record starting at byte `at` of the piece's text: its
/// problems (spans in the record's coordinates) shown, the record counted invalid; or a
/// usage error, as one line.
pub fn refused(
    d: &mut Done,
    name: &str,
    view: &mut View<'_>,
    at: usize,
    e: GameError,
    color: bool,
    lang: kifu::Lang,
) {
    match e {
        GameError::Invalid(problems) => {
            d.stats.invalid += 1;
            d.invalid = true;
            let problems: Vec<Problem> = problems.into_iter().map(|q| q.shifted(at)).collect();
            show(d, name, view, &problems, color, lang);
        }
        GameError::Usage(m) => {
            d.stats.invalid += 1;
            d.usage = true;
            let line = kifu::message!("cli-error-in", file = name, error = m);
            d.push(true, &(line.say(lang) + "\n"));
        }
        GameError::Unsupported(e) => {
            d.stats.invalid += 1;
            d.usage = true;
            let m = super::refuse::refusal(&e);
            let line = kifu::message!("cli-error-in", file = name, error = m);
            d.push(true, &(line.say(lang) + "\n"));
        }
    }
}

/// The problem of an input whose game cannot be told.
pub fn unknown_game() -> Problem {
    Problem::error(
        "kifu::unknown-game",
        Span::point(0),
        kifu::Message::new("cli-unknown-game"),
    )
    .with_label(kifu::Message::new("cli-unknown-game-label"))
    .with_help(kifu::Message::new("cli-unknown-game-help"))
}

/// Threads for `-j N` (default: one per core).
pub fn threads(jobs: Option<usize>) -> usize {
    match jobs {
        Some(n) if n > 0 => n,
        _ => std::thread::available_parallelism().map_or(1, |n| n.get()),
    }
}

/// The JSON object (one line) of a problem with a whole input, in the shape of a checked
/// record's (`validate --format json`).
fn file_json(name: &str, problem: &Problem) -> String {
    let lang = super::lang::for_no_sheet();
    let obj = serde_json::json!({
        "file": name,
        "record": 0,
        "game": "unknown",
        "valid": false,
        "status": "unfinished",
        "plies": 0,
        "summary": "",
        "lang": lang.code(),
        "errors": [{
            "code": problem.code,
            "level": problem.level,
            "message": problem.message.say(lang),
            "line": 1,
            "column": 1,
            "help": problem.help.as_ref().map(|h| h.say(lang)),
        }],
        "warnings": [],
    });
    obj.to_string() + "\n"
}

/// The refusal when the worker threads cannot start (`cannot start 4 threads: …`).
pub fn no_threads(threads: usize, e: &rayon::ThreadPoolBuildError) -> CliError {
    CliError::Said(kifu::message!(
        "cli-no-threads",
        threads = threads,
        error = e.to_string()
    ))
}
