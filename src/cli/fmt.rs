//! `kifu fmt`: the canonical layout, and translation between languages and styles.

use std::path::Path;

use clap::Args;

use super::games::GameChoice;
use super::games::setup_all;
use super::input::Source;
use super::output::Atomic;
use super::record::{WritingArgs, own_help};
use super::refuse::refusal;
use super::stream::{self, Done, Framing, Piece, Sink};
use super::{
    CliError, EXIT_INVALID, EXIT_OK, eprint_problems, game_error, in_line_order,
    render_problems_in, use_color,
};
use kifu::Game;
use kifu::NotationRequest;
use kifu::Problem;
use kifu::{GameError, GameKind};

#[derive(Args, Debug)]
#[command(mut_args(own_help(&[
    ("lang", "Language of the words (Kamisado: en, fr, de; Samouraï: ja, fr, en; Colors of Kasane: ja, en; default: the record's own)"),
    ("style", "How moves are written (Kamisado: arrows, words, ascii; Colors of Kasane: plain, kanji; default: the record's own)"),
])))]
pub struct FmtArgs {
    /// The record (`-` for standard input).
    pub input: String,
    /// Replace the file (atomically, and only if it parses and replays).
    #[arg(long)]
    pub write: bool,
    /// Change nothing; exit 1 if the file is not in the canonical layout.
    #[arg(long, conflicts_with = "write")]
    pub check: bool,
    #[command(flatten)]
    pub writing: WritingArgs,
    #[command(flatten)]
    pub game: GameChoice,
}

/// Whether every record of the text replays; if not, its problems go to stderr, in line order.
fn replays(g: &dyn Game, name: &str, text: &str) -> bool {
    let records = g.check(text, false);
    if records.iter().all(|r| r.is_valid()) {
        return true;
    }
    let problems: Vec<Problem> = records
        .iter()
        .flat_map(|r| r.problems().iter().cloned())
        .collect();
    let lang = super::lang::for_text(g.kind(), text, kifu::Span::new(0, text.len()));
    eprint_problems(name, &text.into(), &in_line_order(&problems), lang);
    false
}

pub fn run(args: FmtArgs) -> Result<u8, CliError> {
    if args.check && args.input == "-" {
        check_stdin(&args)
    } else {
        stream_fmt(args)
    }
}

/// `kifu fmt --check -`: standard input is read whole, as it cannot be read a second time
/// to compare the layout with.
fn check_stdin(args: &FmtArgs) -> Result<u8, CliError> {
    let record = args.game.open(&args.input)?;
    let (name, text, g) = (&record.name, &record.text, &*record.game);
    let lang = super::lang::for_text(g.kind(), text, kifu::Span::new(0, text.len()));
    let formatted = match g.format(text, args.writing.request()) {
        Ok(f) => f,
        Err(e) => {
            let e = game_error(name, text, e, lang);
            if matches!(e, CliError::Invalid) {
                say(lang, "cli-fmt-does-not-parse", name);
            }
            return Err(e);
        }
    };
    if !replays(g, name, text) {
        say(lang, "cli-fmt-does-not-replay", name);
        return Err(CliError::Invalid);
    }
    if formatted != *text {
        say(lang, "cli-fmt-not-canonical", name);
        return Ok(EXIT_INVALID);
    }
    Ok(EXIT_OK)
}

/// Records of notation are separated by a blank line (what `Game::format` puts between the
/// records of one text).
const RECORDS: Framing = Framing {
    open: "",
    between: "\n",
    close: "",
    empty: "",
};

/// What the workers need to know of the command line (shared by them all).
struct Opts {
    games: &'static [&'static dyn Game],
    /// `--lang` and `--style` as given: each record's game checks them.
    asked: NotationRequest,
    color: bool,
}

/// What `fmt --check` writes the layout to: it is compared with the file as it comes
/// (read a second time, alongside), and nothing is kept.
struct Compare {
    file: std::io::BufReader<std::fs::File>,
    /// Everything written so far is what the file holds there.
    same: bool,
    /// The file's next bytes (as many as were just written).
    next: Vec<u8>,
}

impl Compare {
    fn open(path: &Path) -> Result<Compare, CliError> {
        use std::io::BufRead;
        let failed = |e: std::io::Error| CliError::Io {
            path: path.display().to_string(),
            source: e.into(),
        };
        let mut file = std::io::BufReader::new(std::fs::File::open(path).map_err(failed)?);
        // The layout is of the text, without the byte order mark the file may open with.
        if file
            .fill_buf()
            .map_err(failed)?
            .starts_with(b"\xef\xbb\xbf")
        {
            file.consume(3);
        }
        Ok(Compare {
            file,
            same: true,
            next: Vec::new(),
        })
    }

    /// The file holds exactly what was written.
    fn matches(&mut self) -> bool {
        use std::io::Read;
        self.same && matches!(self.file.read(&mut [0u8; 1]), Ok(0))
    }
}

impl std::io::Write for Compare {
    fn write(&mut self, written: &[u8]) -> std::io::Result<usize> {
        use std::io::Read;
        if self.same {
            self.next.resize(written.len(), 0);
            self.same = self.file.read_exact(&mut self.next).is_ok() && self.next == written;
        }
        Ok(written.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `kifu fmt` to standard output, `--write` or `--check` of a file, streamed like
/// `validate`: the input is read in pieces of whole records, each record formatted on its
/// own (on the threads of the pool) and written in input order, so a large multi-record
/// file never sits in memory. `--write` replaces the file only when every record parses;
/// `--check` compares the layout with the file as it is written.
fn stream_fmt(args: FmtArgs) -> Result<u8, CliError> {
    let source = if args.input == "-" {
        Source::Stdin
    } else {
        Source::File(args.input.clone().into())
    };
    let path = source.path().map(Path::to_path_buf);
    let atomic = match (&path, args.write) {
        (Some(p), true) => Some(Atomic::new(p)?),
        _ => None,
    };
    let mut compare = match (&path, args.check) {
        (Some(p), true) => Some(Compare::open(p)?),
        _ => None,
    };
    let to = match (&atomic, &mut compare) {
        (Some(a), _) => Some((
            Box::new(std::io::BufWriter::new(a.file())) as Box<dyn std::io::Write>,
            args.input.clone(),
        )),
        (None, Some(c)) => Some((
            Box::new(std::io::BufWriter::with_capacity(1 << 16, c)) as Box<dyn std::io::Write>,
            args.input.clone(),
        )),
        (None, None) => None,
    };
    let opts = Opts {
        games: setup_all(&args.game.setup)?,
        asked: args.writing.request(),
        color: use_color(),
    };
    let sources = [source];
    let mut sink = Sink::new(&sources, to, RECORDS);
    let work = move |p: Piece| format_piece(p, &opts);
    let given = args.game.game;
    let threads = stream::threads(None);
    let result = stream::drive(&sources, given, threads, stream::CHUNK, work, &mut sink);
    if let Some(bar) = &sink.bar {
        bar.finish_and_clear();
    }
    result?;
    sink.finish()?;
    let code = sink.code;
    let replay_failed = sink.replay_failed;
    let lang = sink.lang.unwrap_or_else(super::lang::for_no_sheet);
    drop(sink);
    if code != EXIT_OK {
        if code == EXIT_INVALID {
            let name = sources[0].name();
            let id = if !replay_failed {
                "cli-fmt-does-not-parse"
            } else if args.check {
                // As the whole-file `--check` said it.
                "cli-fmt-does-not-replay"
            } else if args.write {
                "cli-fmt-does-not-replay-see-above"
            } else {
                "cli-fmt-written-all-the-same"
            };
            say(lang, id, &name);
        }
        return Ok(code);
    }
    if let Some(c) = &mut compare
        && !c.matches()
    {
        let name = sources[0].name();
        say(lang, "cli-fmt-not-canonical", &name);
        return Ok(EXIT_INVALID);
    }
    // Unchanged files are left alone (not even their time stamp moves).
    if let (Some(a), Some(p)) = (atomic, &path)
        && !same_contents(p, a.file())
    {
        a.commit()?;
    }
    Ok(EXIT_OK)
}

/// Say the message `id` about the file `name` on stderr, in `lang`.
fn say(lang: kifu::Lang, id: &'static str, name: &str) {
    eprintln!("{}", kifu::message!(id, file = name).say(lang));
}

/// Format the records of a piece, each on its own.
fn format_piece(p: Piece, opts: &Opts) -> Done {
    let mut d = p.done();
    p.open(|view, game| {
        let kind = match game {
            Ok(kind) => kind,
            Err(problem) => {
                let base = view.base_line;
                let lang = super::lang::for_no_sheet();
                let rendered =
                    render_problems_in(p.name(), view.shared(), base, &[problem], opts.color, lang);
                d.push(true, &rendered);
                d.count_file_problem();
                return;
            }
        };
        let i = GameKind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
        // A file a record names (a Samouraï board) is read in the record's own folder.
        let in_folder = p.folder().and_then(|dir| opts.games[i].in_folder(dir));
        let g = in_folder.as_deref().unwrap_or(opts.games[i]);
        if let Err(e) = opts.asked.check(kind) {
            let line = kifu::message!("cli-error", error = refusal(&e));
            d.push(true, &(line.say(super::lang::for_no_sheet()) + "\n"));
            d.usage = true;
            d.fatal = true;
            return;
        }
        let text = view.text;
        for &(span, _) in p.records() {
            let record = text.get(span.range()).unwrap_or_default();
            let lang = super::lang::for_text(kind, text, span);
            d.lang.get_or_insert(lang);
            match g.format(record, opts.asked) {
                Ok(f) => {
                    d.push_item(RECORDS.between, f.as_bytes());
                    // Laid out, but a record that does not replay is no success: its
                    // problems are said and `--write` changes nothing.
                    let c = g.check_record(text, span, false);
                    if !c.is_valid() {
                        d.invalid = true;
                        d.replay_failed = true;
                        let problems = in_line_order(c.problems());
                        stream::show(&mut d, p.name(), view, &problems, opts.color, lang);
                    }
                }
                Err(GameError::Invalid(problems)) => {
                    d.invalid = true;
                    let problems: Vec<_> = problems
                        .into_iter()
                        .map(|q| q.shifted(span.start))
                        .collect();
                    let base = view.base_line;
                    let rendered = render_problems_in(
                        p.name(),
                        view.shared(),
                        base,
                        &problems,
                        opts.color,
                        lang,
                    );
                    d.push(true, &rendered);
                }
                Err(GameError::Usage(m)) => {
                    let line = kifu::message!("cli-error-in", file = p.name(), error = m);
                    d.push(true, &(line.say(lang) + "\n"));
                    d.usage = true;
                }
                Err(GameError::Unsupported(e)) => {
                    let line = kifu::message!("cli-error-in", file = p.name(), error = refusal(&e));
                    d.push(true, &(line.say(lang) + "\n"));
                    d.usage = true;
                }
            }
        }
    });
    d
}

/// Whether the file at `path` holds what was written to `written`, compared block by block.
fn same_contents(path: &Path, written: &std::fs::File) -> bool {
    use std::io::{Read, Seek};
    let (Ok(mut a), mut b) = (std::fs::File::open(path), written) else {
        return false;
    };
    let same_len = match (a.metadata(), b.metadata()) {
        (Ok(x), Ok(y)) => x.len() == y.len(),
        _ => false,
    };
    if !same_len || b.rewind().is_err() {
        return false;
    }
    let mut x = vec![0u8; 1 << 16];
    let mut y = vec![0u8; 1 << 16];
    loop {
        let n = match a.read(&mut x) {
            Ok(n) => n,
            Err(_) => return false,
        };
        if n == 0 {
            return true;
        }
        if b.read_exact(&mut y[..n]).is_err() || x[..n] != y[..n] {
            return false;
        }
    }
}
