//! `kifu convert`: notation → JSON or JSON Lines, and JSON → notation, streamed.
//!
//! Notation is read by the streaming driver of `validate` ([`super::stream`]): cut into
//! pieces of whole records, converted on `-j N` threads, written in input order, record by
//! record (memory stays bounded whatever the size of the input). `--to json` writes one
//! shape whatever the number of records: an array of record objects; `--to jsonl` writes
//! the same objects one per line. JSON is read back element by element: an array of
//! records, JSON Lines, or a single record object; this thread only finds where each
//! record's text ends, and batches of records are written as notation on `-j N` threads,
//! in input order.

use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};

use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};
use serde::de::{DeserializeSeed, SeqAccess, Visitor};
use serde_json::value::RawValue;

use super::games::{GameParser, SetupArgs, setup_all};
use super::input::Source;
use super::output::{Atomic, refuse_input};
use super::stream::{self, Done, Framing, Piece, Sink};
use super::{CliError, EXIT_OK, EXIT_USAGE, use_color};
use kifu::{Game, JsonRecord};
use kifu::{ImportError, ImportNote};

use kifu::kamisado::programs::Program;
use kifu::{GameKind, JsonLayout};
use kifu::{LineCol, LineIndex};

/// `--to`: JSON, JSON Lines, or the notation of a game of the registry (by its
/// [`GameKind::name`]: adding a game to the library adds it here).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    /// The JSON model: an array of records (see `kifu schema GAME`).
    Json,
    /// JSON Lines: one record object per line, the array's items.
    Jsonl,
    /// A game's notation.
    Notation(GameKind),
}

impl To {
    /// Every value, JSON first, then the games in [`GameKind::ALL`] order.
    const ALL: [To; 2 + GameKind::ALL.len()] = {
        let mut all = [To::Json; 2 + GameKind::ALL.len()];
        all[1] = To::Jsonl;
        let mut i = 0;
        while i < GameKind::ALL.len() {
            all[2 + i] = To::Notation(GameKind::ALL[i]);
            i += 1;
        }
        all
    };

    /// The game whose notation this is (None: JSON).
    fn game(self) -> Option<GameKind> {
        match self {
            To::Json | To::Jsonl => None,
            To::Notation(kind) => Some(kind),
        }
    }
}

impl ValueEnum for To {
    fn value_variants<'a>() -> &'a [Self] {
        &To::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(match self {
            To::Json => PossibleValue::new("json")
                .help("The JSON model: an array of records (see `kifu schema GAME`)"),
            To::Jsonl => PossibleValue::new("jsonl")
                .help("JSON Lines: one record object per line, the array's items"),
            To::Notation(kind) => {
                PossibleValue::new(kind.name()).help(format!("{} notation", kind.info().title))
            }
        })
    }
}

/// `--from`: another program's Kamisado record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct From(pub Program);

impl ValueEnum for From {
    fn value_variants<'a>() -> &'a [Self] {
        const ALL: [From; 3] = [
            From(Program::ALL[0]),
            From(Program::ALL[1]),
            From(Program::ALL[2]),
        ];
        &ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let help = match self.0 {
            Program::Aikisado => "An Aikisado save file (.aik): a match, square to square",
            Program::EveryBoard => "EveryBoard's moves of a Kamisado game, as a JSON array",
            Program::HackerRank => "HackerRank's Kamisado position (turn, 8 rows, colour to move)",
        };
        Some(PossibleValue::new(self.0.name()).help(help))
    }
}

#[derive(Args, Debug)]
pub struct ConvertArgs {
    /// The records to convert (`-` for standard input): notation, or JSON / JSON Lines
    /// from `--to json` / `--to jsonl`; with `--from`, the other program's file.
    pub input: String,
    /// Read another Kamisado program's record (replayed by kifu's rules) instead of
    /// kifu's notation or JSON; `--to kamisado` writes it in the language of `--lang`.
    #[arg(long, value_enum, value_name = "PROGRAM")]
    pub from: Option<From>,
    /// What to write.
    #[arg(long, value_enum)]
    pub to: To,
    /// The game, when neither a `[Game]` tag nor the file extension says it.
    #[arg(long, value_parser = GameParser)]
    pub game: Option<GameKind>,
    /// Output file (stdout by default), written atomically: replaced only when every
    /// record converts.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Allow `-o` to overwrite the input file.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub lang: super::lang::LangArg,
    #[command(flatten)]
    pub setup: SetupArgs,
    /// Threads converting notation (default: one per core); the output keeps the order
    /// of the input.
    #[arg(short = 'j', long = "jobs", value_name = "N")]
    pub jobs: Option<usize>,
}

/// Bytes of notation read at a time. JSON is many times longer than the notation it
/// comes from, and a few pieces per thread are in flight: smaller pieces than
/// `validate`'s keep the peak memory low.
const CHUNK: usize = 1 << 17;

/// The `--to json` array: pretty-printed, items written as they come.
const ARRAY: Framing = Framing {
    open: "[\n",
    between: ",\n",
    close: "\n]\n",
    empty: "[]\n",
};

/// What `kifu convert --to json` writes for `text` (its records, whose spans `records`
/// gives), read as `g` reads them; the first record that does not replay refuses it.
pub fn json_array(g: &dyn Game, text: &str) -> Result<String, kifu::GameError> {
    let lines = LineIndex::new(text);
    let mut items = Vec::new();
    for span in kifu::records(text) {
        let record = text.get(span.range()).unwrap_or_default();
        let at = LineIndex::new(record).starting_at(lines.line_col(span.start));
        let mut out = Vec::new();
        g.record_json(JsonRecord {
            text: record,
            lines: &at,
            layout: JsonLayout::ArrayItem,
            out: &mut out,
        })?;
        items.push(String::from_utf8_lossy(&out).into_owned());
    }
    Ok(if items.is_empty() {
        ARRAY.empty.to_string()
    } else {
        format!("{}{}{}", ARRAY.open, items.join(ARRAY.between), ARRAY.close)
    })
}

/// Records of notation are separated by a blank line.
const RECORDS: Framing = Framing {
    open: "",
    between: "\n",
    close: "",
    empty: "",
};

pub fn run(args: ConvertArgs) -> Result<u8, CliError> {
    if let Some(From(program)) = args.from {
        return from_program(&args, program);
    }
    let source = if args.input == "-" {
        Source::Stdin
    } else {
        Source::File(args.input.clone().into())
    };
    let inputs: Vec<&Path> = source.path().into_iter().collect();
    if let Some(o) = &args.output {
        refuse_input(o, &inputs, args.force)?;
    }
    let atomic = args.output.as_deref().map(Atomic::new).transpose()?;
    let to = atomic.as_ref().map(|a| {
        let name = args
            .output
            .as_deref()
            .map_or_else(String::new, |p| p.display().to_string());
        (
            Box::new(io::BufWriter::with_capacity(1 << 16, a.file())) as Box<dyn io::Write>,
            name,
        )
    });
    let sources = [source];
    let code = match args.to.game() {
        None => {
            let layout = if args.to == To::Jsonl {
                JsonLayout::Line
            } else {
                JsonLayout::ArrayItem
            };
            let framing = match layout {
                JsonLayout::Line => Framing::default(),
                JsonLayout::ArrayItem => ARRAY,
            };
            let mut sink = Sink::new(&sources, to, framing);
            sink.no_record = true;
            let opts = Opts {
                games: setup_all(&args.setup)?,
                layout,
                framing,
                color: use_color(),
            };
            let work = move |p: Piece| convert_piece(p, opts);
            let given = args.game;
            let threads = stream::threads(args.jobs);
            let result = stream::drive(&sources, given, threads, CHUNK, work, &mut sink);
            if let Some(bar) = &sink.bar {
                bar.finish_and_clear();
            }
            result?;
            sink.finish()?;
            sink.code
        }
        Some(kind) => {
            let mut sink = Sink::new(&sources, to, RECORDS);
            let threads = stream::threads(args.jobs);
            from_json(&sources[0], kind.engine(), threads, &mut sink)?;
            sink.finish()?;
            sink.code
        }
    };
    if let Some(a) = atomic
        && code == EXIT_OK
    {
        a.commit()?;
    }
    Ok(code)
}

/// What the workers need to know of the command line.
#[derive(Clone, Copy)]
struct Opts {
    /// Every game, in [`GameKind::ALL`] order, set up by `--board`/`--boxes` if given.
    games: &'static [&'static dyn Game],
    layout: JsonLayout,
    /// What separates the records written (see [`Done::write_item`]).
    framing: Framing,
    color: bool,
}

impl Opts {
    fn game(&self, kind: GameKind) -> &'static dyn Game {
        let i = GameKind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
        self.games.get(i).copied().unwrap_or_else(|| kind.engine())
    }
}

/// Does this text start like JSON (an object, or an array of objects) rather than
/// notation (which may open with a `[Tag` or a `{comment}`)?
/// An output buffer for the JSON of a record of `len` bytes of notation: JSON Lines are
/// about nine times as long as the notation, the indented array about eighteen times;
/// reserving once spares the copies of a growing buffer.
fn reserve_for(out: &mut Vec<u8>, len: usize, pretty: bool) {
    out.reserve(len.saturating_mul(if pretty { 20 } else { 10 }));
}

fn looks_like_json(text: &[u8]) -> bool {
    let mut rest = text.trim_ascii_start();
    if let Some(r) = rest.strip_prefix(b"[") {
        rest = r.trim_ascii_start();
        if rest.first() == Some(&b']') {
            return true;
        }
    }
    match rest.strip_prefix(b"{") {
        Some(r) => matches!(r.trim_ascii_start().first(), Some(b'"' | b'}')),
        None => false,
    }
}

/// Convert the records of a piece; the diagnostics of those that are not valid.
fn convert_piece(p: Piece, opts: Opts) -> Done {
    let mut d = p.done();
    p.open(|view, game| {
        let kind = match game {
            _ if p.is_first() && looks_like_json(view.text.as_bytes()) => {
                let lang = super::lang::for_no_sheet();
                let line = kifu::message!("cli-already-json", file = p.name());
                d.push(true, &(line.say(lang) + "\n"));
                d.usage = true;
                d.fatal = true;
                return;
            }
            Ok(kind) => kind,
            Err(problem) => {
                let lang = super::lang::for_no_sheet();
                stream::show(&mut d, p.name(), view, &[problem], opts.color, lang);
                d.count_file_problem();
                return;
            }
        };
        // A file a record names (a Samouraï board) is read in the record's own folder.
        let in_folder = p.folder().and_then(|dir| opts.game(kind).in_folder(dir));
        let g = in_folder.as_deref().unwrap_or(opts.game(kind));
        let text = view.text;
        for &(span, _) in p.records() {
            let record = text.get(span.range()).unwrap_or_default();
            let (line, column) = view.line_col(span.start);
            let lines = LineIndex::new(record).starting_at(LineCol { line, column });
            d.stats.records += 1;
            let written = d.write_item(opts.framing.between, |out| {
                reserve_for(out, record.len(), opts.layout == JsonLayout::ArrayItem);
                g.record_json(JsonRecord {
                    text: record,
                    lines: &lines,
                    layout: opts.layout,
                    out,
                })
            });
            match written {
                Ok(()) => d.stats.valid += 1,
                Err(e) => {
                    let lang = super::lang::for_text(kind, text, span);
                    stream::refused(&mut d, p.name(), view, span.start, e, opts.color, lang)
                }
            }
        }
    });
    d
}

/// A batch of JSON records handed to the threads at once: at most this many bytes of
/// JSON, or this many records, per thread (the memory held stays bounded).
const BATCH_BYTES: usize = 1 << 20;
const BATCH_RECORDS: usize = 64;

/// Read JSON records from `source` one by one and write each as notation: on this
/// thread (`threads == 1`), or in batches on a pool of `threads`, in input order.
fn from_json(
    source: &Source,
    g: &dyn Game,
    threads: usize,
    sink: &mut Sink<'_>,
) -> Result<(), CliError> {
    let name = source.name();
    let unreadable = |e: io::Error| CliError::Io {
        path: name.clone(),
        source: e.into(),
    };
    let reader: Box<dyn Read> = match source {
        Source::Stdin => Box::new(io::stdin().lock()),
        Source::File(p) => Box::new(std::fs::File::open(p).map_err(unreadable)?),
    };
    let mut reader = BufReader::with_capacity(1 << 16, reader);
    let head = reader.fill_buf().map_err(unreadable)?;
    let head = head.strip_prefix(b"\xef\xbb\xbf").unwrap_or(head);
    if !looks_like_json(head) {
        return Err(CliError::Said(kifu::message!(
            "cli-not-json",
            file = name.as_str()
        )));
    }
    let write = |(i, raw): &(usize, Box<RawValue>)| -> Done { to_notation(g, &name, *i, raw) };
    let pool = if threads > 1 {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| super::stream::no_threads(threads, &e))?;
        Some(pool)
    } else {
        None
    };
    let mut batch: Vec<(usize, Box<RawValue>)> = Vec::new();
    let mut held = 0usize;
    let mut read_so_far = 0usize;
    // The records of the batch, written as notation on the pool, emitted in order.
    let flush =
        |batch: &mut Vec<(usize, Box<RawValue>)>, sink: &mut Sink<'_>| -> Result<(), CliError> {
            let done: Vec<Done> = match &pool {
                Some(pool) => {
                    use rayon::prelude::*;
                    pool.install(|| batch.par_iter().map(&write).collect())
                }
                None => batch.iter().map(&write).collect(),
            };
            batch.clear();
            done.into_iter().try_for_each(|d| sink.emit(d))
        };
    let read = each_json_record(reader, &mut |raw| {
        read_so_far += 1;
        let record = (read_so_far, raw);
        if pool.is_none() {
            return sink.emit(write(&record));
        }
        held += record.1.get().len();
        batch.push(record);
        if held >= threads * BATCH_BYTES || batch.len() >= threads * BATCH_RECORDS {
            held = 0;
            flush(&mut batch, sink)?;
        }
        Ok(())
    });
    // The records read before the end (or before a syntax error) are written first.
    if !matches!(read, Err(JsonStop::Sink(_))) {
        flush(&mut batch, sink)?;
    }
    match read {
        Ok(()) => Ok(()),
        Err(JsonStop::Sink(e)) => Err(e),
        Err(JsonStop::Read(e)) => Err(unreadable(e)),
        Err(JsonStop::Json(e)) => {
            let line = kifu::message!("cli-bad-json", file = name.as_str(), error = json_error(&e));
            sink.eprint(&(line.say(super::lang::for_no_sheet()) + "\n"));
            sink.code = EXIT_USAGE;
            Ok(())
        }
    }
}

/// Why a text is not JSON, said through the catalogue: serde_json's own words (quoted as
/// they are) and where, `EOF while parsing a list at line 1 column 2`.
fn json_error(e: &serde_json::Error) -> kifu::Message {
    let said = e.to_string();
    let (line, column) = (e.line(), e.column());
    let place = format!(" at line {line} column {column}");
    match said.strip_suffix(&place) {
        Some(detail) if line > 0 => kifu::message!(
            "cli-json-error",
            detail = detail,
            line = line,
            column = column
        ),
        _ => kifu::message!("cli-json-error", detail = said, line = 0, column = 0),
    }
}

/// The notation of JSON record `record` (1-based: the text of one value, already read as
/// valid JSON), or what to say about it; warnings (a `written` that is not the move)
/// go to standard error.
fn to_notation(g: &dyn Game, name: &str, record: usize, raw: &RawValue) -> Done {
    let mut d = Done::default();
    let lang = super::lang::for_no_sheet();
    let value: serde_json::Value = match serde_json::from_str(raw.get()) {
        Ok(v) => v,
        Err(e) => {
            let line = kifu::message!(
                "cli-bad-json-record",
                file = name,
                record = record,
                error = json_error(&e)
            );
            d.push(true, &(line.say(lang) + "\n"));
            d.usage = true;
            return d;
        }
    };
    // `record 2, round 3, ply 17: …` (`record 2, item 4, …` for an array in an array).
    let say = |level: &'static str, note: &ImportNote| {
        let within = ImportNote {
            record: None,
            ..note.clone()
        }
        .place();
        // A note about the whole record has no place within it.
        let placed = note.round.is_some() || note.ply.is_some();
        let line = kifu::message!(
            "cli-import-note",
            level = level,
            file = name,
            record = record,
            item = note.record.unwrap_or(0),
            placed = if placed { "yes" } else { "no" },
            within = within,
            message = note.message.clone()
        );
        line.say(lang) + "\n"
    };
    match g.json_to_notation(&value) {
        Ok(imported) => {
            for w in &imported.warnings {
                d.push(true, &say("warning", w));
            }
            d.push_item(RECORDS.between, imported.text.as_bytes());
        }
        Err(ImportError::Shape(note)) => {
            d.push(true, &say("error", &note));
            d.usage = true;
        }
        Err(ImportError::Invalid(note)) => {
            d.push(true, &say("error", &note));
            d.invalid = true;
        }
    }
    d
}

/// Why reading JSON records stopped.
enum JsonStop {
    Json(serde_json::Error),
    Read(io::Error),
    Sink(CliError),
}

/// Call `each` with the text of every record of a JSON input, one at a time, checked to
/// be valid JSON but not read any further: the items of an array, or a sequence of
/// values (JSON Lines, or a single object).
fn each_json_record<R: BufRead>(
    mut reader: R,
    each: &mut dyn FnMut(Box<RawValue>) -> Result<(), CliError>,
) -> Result<(), JsonStop> {
    // Skip a byte order mark and white space: is it an array?
    loop {
        let buf = reader.fill_buf().map_err(JsonStop::Read)?;
        let skip = if buf.starts_with(b"\xef\xbb\xbf") {
            3
        } else {
            buf.iter().take_while(|b| b.is_ascii_whitespace()).count()
        };
        if skip == 0 {
            break;
        }
        reader.consume(skip);
    }
    let array = reader.fill_buf().map_err(JsonStop::Read)?.first() == Some(&b'[');
    if !array {
        for value in serde_json::Deserializer::from_reader(reader).into_iter::<Box<RawValue>>() {
            each(value.map_err(JsonStop::Json)?).map_err(JsonStop::Sink)?;
        }
        return Ok(());
    }
    let mut stopped = None;
    let mut de = serde_json::Deserializer::from_reader(reader);
    let seq = Items {
        each,
        stopped: &mut stopped,
    };
    let result = serde::Deserializer::deserialize_seq(&mut de, seq).and_then(|()| de.end());
    match (stopped, result) {
        (Some(e), _) => Err(JsonStop::Sink(e)),
        (None, r) => r.map_err(JsonStop::Json),
    }
}

/// A visitor handing the items of an array to a callback as they are read.
struct Items<'a, 'b> {
    each: &'a mut dyn FnMut(Box<RawValue>) -> Result<(), CliError>,
    stopped: &'b mut Option<CliError>,
}

impl<'de> Visitor<'de> for Items<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an array of records")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while let Some(value) = seq.next_element::<Box<RawValue>>()? {
            if let Err(e) = (self.each)(value) {
                *self.stopped = Some(e);
                return Err(serde::de::Error::custom("stopped"));
            }
        }
        Ok(())
    }
}

impl<'de> DeserializeSeed<'de> for Items<'_, '_> {
    type Value = ();

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_seq(self)
    }
}

/// `--from PROGRAM`: another program's record read and replayed by the library, its
/// warnings and errors shown against the program's file, then written as notation or
/// JSON (the JSON of that notation, as `--to json` writes it for a sheet).
fn from_program(args: &ConvertArgs, program: Program) -> Result<u8, CliError> {
    let source = if args.input == "-" {
        Source::Stdin
    } else {
        Source::File(args.input.clone().into())
    };
    let name = source.name();
    let bytes = source.read().map_err(|e| CliError::Io {
        path: name.clone(),
        source: e.into(),
    })?;
    let text: std::sync::Arc<str> = String::from_utf8_lossy(&bytes).into();
    let lang = super::lang::asked().unwrap_or_else(super::lang::for_no_sheet);
    let style = kifu::kamisado::Style {
        lang: match lang.code() {
            "fr" => kifu::kamisado::Lang::Fr,
            "de" => kifu::kamisado::Lang::De,
            _ => kifu::kamisado::Lang::En,
        },
        arrows: kifu::kamisado::ArrowStyle::Arrows,
    };
    let show = |problems: &[kifu::Problem]| {
        let rendered = super::render_problems(&name, &text, problems, use_color(), lang);
        eprint!("{rendered}");
    };
    let converted = match program.convert(&text, style) {
        Ok(c) => c,
        Err(problems) => {
            show(&problems);
            return Ok(super::EXIT_INVALID);
        }
    };
    show(&converted.notes);
    let notation = converted.notation();
    let out = match args.to {
        To::Notation(GameKind::Kamisado) => notation,
        To::Json | To::Jsonl => {
            let layout = if args.to == To::Jsonl {
                JsonLayout::Line
            } else {
                JsonLayout::ArrayItem
            };
            let lines = LineIndex::new(&notation);
            let mut json = Vec::new();
            let written = GameKind::Kamisado.engine().record_json(JsonRecord {
                text: &notation,
                lines: &lines,
                layout,
                out: &mut json,
            });
            if let Err(e) = written {
                // The record was replayed when it was read: a failure here is kifu's own.
                let problems = match e {
                    kifu::GameError::Invalid(problems) => problems,
                    _ => Vec::new(),
                };
                let text: std::sync::Arc<str> = notation.as_str().into();
                eprint!(
                    "{}",
                    super::render_problems(&name, &text, &problems, use_color(), lang)
                );
                return Ok(super::EXIT_INVALID);
            }
            let json = String::from_utf8_lossy(&json).into_owned();
            match layout {
                JsonLayout::ArrayItem => format!("{}{json}{}", ARRAY.open, ARRAY.close),
                JsonLayout::Line => json,
            }
        }
        To::Notation(other) => {
            let line = kifu::message!("cli-from-to", to = other.name());
            eprintln!("{}", line.say(lang));
            return Ok(EXIT_USAGE);
        }
    };
    let inputs: Vec<&Path> = source.path().into_iter().collect();
    super::output::write_output(args.output.as_deref(), &out, &inputs, args.force)?;
    Ok(EXIT_OK)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn records(input: &str) -> Result<Vec<serde_json::Value>, String> {
        let mut got = Vec::new();
        each_json_record(input.as_bytes(), &mut |raw| {
            got.push(serde_json::from_str(raw.get()).unwrap());
            Ok(())
        })
        .map_err(|e| match e {
            JsonStop::Json(e) => e.to_string(),
            JsonStop::Read(e) => e.to_string(),
            JsonStop::Sink(e) => e.to_string(),
        })?;
        Ok(got)
    }

    #[test]
    fn reads_an_array_json_lines_and_one_object() {
        let one = serde_json::json!({"a": 1});
        let two = serde_json::json!({"b": [2]});
        let both = vec![one.clone(), two.clone()];
        assert_eq!(records(" [ {\"a\":1},\n {\"b\":[2]} ]\n").unwrap(), both);
        assert_eq!(records("{\"a\":1}\n{\"b\":[2]}\n").unwrap(), both);
        assert_eq!(records("\u{feff}{\"a\": 1}").unwrap(), vec![one]);
        assert_eq!(records("[]").unwrap(), Vec::<serde_json::Value>::new());
        assert!(records("[{\"a\":1},").is_err());
        assert!(records("[{\"a\":1}] x").is_err());
        assert!(records("{\"a\":1} {").is_err());
    }

    #[test]
    fn tells_json_from_notation() {
        assert!(looks_like_json(b" [\n  {\"game\": 1}]"));
        assert!(looks_like_json(b"{\"game\": 1}"));
        assert!(looks_like_json(b"[]"));
        assert!(!looks_like_json(b"[Game \"Kamisado\"]"));
        assert!(!looks_like_json(b"{ a comment }\n[Game \"Kamisado\"]"));
        assert!(!looks_like_json(b"1. Red 3"));
    }
}
