//! `kifu fmt`: the canonical layout, and translation between languages and styles.

use std::path::Path;

use clap::Args;

use super::games::GameChoice;
use super::games::setup_all;
use super::input::Source;
use super::output::{Atomic, write_atomic};
use super::stream::{self, Done, Framing, Piece, Sink};
use super::{
    CliError, EXIT_INVALID, EXIT_OK, eprint_problems, game_error, in_line_order, out, read_text,
    render_problems_in, use_color,
};
use kifu::core::Problem;
use kifu::core::game::{Game, GameError, GameKind};

#[derive(Args, Debug)]
pub struct FmtArgs {
    /// The record (`-` for standard input).
    pub input: String,
    /// Replace the file (atomically, and only if it parses and replays).
    #[arg(long)]
    pub write: bool,
    /// Change nothing; exit 1 if the file is not in the canonical layout.
    #[arg(long, conflicts_with = "write")]
    pub check: bool,
    /// Language of the words (Kamisado: en, fr, de; default: the record's own).
    #[arg(long)]
    pub lang: Option<String>,
    /// How moves are written (Kamisado: arrows, words, ascii; default: the record's own).
    #[arg(long)]
    pub style: Option<String>,
    #[command(flatten)]
    pub game: GameChoice,
}

/// A `--lang` or `--style` value the game knows; none given is `""`: as the record is
/// written (see [`kifu::core::game::Game::format`]).
pub(super) fn pick<'a>(
    what: &str,
    given: Option<&'a str>,
    allowed: &'static [&'static str],
) -> Result<&'a str, CliError> {
    match given {
        None => Ok(""),
        Some(v) if allowed.contains(&v) => Ok(v),
        Some(v) => Err(CliError::Usage(format!(
            "--{what} {v}: this game knows {}",
            allowed.join(", ")
        ))),
    }
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
    eprint_problems(name, &text.into(), &in_line_order(&problems));
    false
}

pub fn run(args: FmtArgs) -> Result<u8, CliError> {
    // `--check` of standard input reads it whole (it cannot be read a second time).
    if !args.check || args.input != "-" {
        return stream_fmt(args);
    }
    let (name, text) = read_text(&args.input)?;
    let path = (args.input != "-").then(|| Path::new(&args.input));
    let g = args.game.of(path, &text, &name)?;
    let lang = pick("lang", args.lang.as_deref(), g.languages())?;
    let style = pick("style", args.style.as_deref(), g.styles())?;
    let formatted = match g.format(&text, lang, style) {
        Ok(f) => f,
        Err(e) => {
            let e = game_error(&name, &text, e);
            if matches!(e, CliError::Invalid) {
                eprintln!("error: {name} does not parse; nothing was changed");
            }
            return Err(e);
        }
    };
    if !replays(&*g, &name, &text) {
        if args.check || args.write {
            eprintln!("error: {name} does not replay; nothing was changed");
            return Err(CliError::Invalid);
        }
        out(&formatted).map_err(CliError::stdout)?;
        eprintln!("error: {name} does not replay (see above); its layout was written all the same");
        return Err(CliError::Invalid);
    }
    if args.check {
        if formatted != text {
            eprintln!("{name} is not in the canonical layout (run `kifu fmt --write {name}`)");
            return Ok(EXIT_INVALID);
        }
        return Ok(EXIT_OK);
    }
    match path {
        Some(p) if args.write => {
            if formatted != text {
                write_atomic(p, formatted.as_bytes())?;
            }
        }
        _ => out(&formatted).map_err(CliError::stdout)?,
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

/// What the workers need to know of the command line.
#[derive(Clone, Copy)]
struct Opts {
    games: &'static [&'static dyn Game],
    lang: Option<&'static str>,
    style: Option<&'static str>,
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
        let failed = |e| CliError::Io {
            path: path.display().to_string(),
            source: e,
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
    let leak = |v: Option<String>| v.map(|s| &*Box::leak(s.into_boxed_str()));
    let opts = Opts {
        games: setup_all(&args.game.setup)?,
        lang: leak(args.lang.clone()),
        style: leak(args.style.clone()),
        color: use_color(),
    };
    let sources = [source];
    let mut sink = Sink::new(&sources, to, RECORDS);
    let work = move |p: Piece| format_piece(p, opts);
    let given = args.game.game.map(GameKind::from);
    let threads = stream::threads(None);
    let result = stream::drive(&sources, given, threads, stream::CHUNK, work, &mut sink);
    if let Some(bar) = &sink.bar {
        bar.finish_and_clear();
    }
    result?;
    sink.finish()?;
    let code = sink.code;
    let replay_failed = sink.replay_failed;
    drop(sink);
    if code != EXIT_OK {
        if code == EXIT_INVALID {
            let name = sources[0].name();
            if !replay_failed {
                eprintln!("error: {name} does not parse; nothing was changed");
            } else if args.check {
                // As the whole-file `--check` said it.
                eprintln!("error: {name} does not replay; nothing was changed");
            } else if args.write {
                eprintln!("error: {name} does not replay (see above); nothing was changed");
            } else {
                eprintln!(
                    "error: {name} does not replay (see above); its layout was written all the same"
                );
            }
        }
        return Ok(code);
    }
    if let Some(c) = &mut compare
        && !c.matches()
    {
        let name = sources[0].name();
        eprintln!("{name} is not in the canonical layout (run `kifu fmt --write {name}`)");
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

/// Format the records of a piece, each on its own.
fn format_piece(p: Piece, opts: Opts) -> Done {
    let mut d = p.done();
    p.open(|view, game| {
        let kind = match game {
            Ok(kind) => kind,
            Err(problem) => {
                let base = view.base_line;
                let rendered =
                    render_problems_in(p.name(), view.shared(), base, &[problem], opts.color);
                d.push(true, &rendered);
                d.count_file_problem();
                return;
            }
        };
        let i = GameKind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
        // A file a record names (a Samouraï board) is read in the record's own folder.
        let in_folder = p.folder().and_then(|dir| opts.games[i].in_folder(dir));
        let g = in_folder.as_deref().unwrap_or(opts.games[i]);
        let chosen = pick("lang", opts.lang, g.languages())
            .and_then(|lang| Ok((lang, pick("style", opts.style, g.styles())?)));
        let (lang, style) = match chosen {
            Ok(ls) => ls,
            Err(e) => {
                d.push(true, &format!("error: {e}\n"));
                d.usage = true;
                d.fatal = true;
                return;
            }
        };
        let text = view.text;
        for &(span, _) in p.records() {
            let record = text.get(span.range()).unwrap_or_default();
            match g.format(record, lang, style) {
                Ok(f) => {
                    d.push_item(f.into_bytes());
                    // Laid out, but a record that does not replay is no success: its
                    // problems are said and `--write` changes nothing.
                    let c = g.check_record(text, span, false);
                    if !c.is_valid() {
                        d.invalid = true;
                        d.replay_failed = true;
                        let problems = in_line_order(c.problems());
                        stream::show(&mut d, p.name(), view, &problems, opts.color);
                    }
                }
                Err(GameError::Invalid(problems)) => {
                    d.invalid = true;
                    let problems: Vec<_> = problems
                        .into_iter()
                        .map(|q| q.shifted(span.start))
                        .collect();
                    let base = view.base_line;
                    let rendered =
                        render_problems_in(p.name(), view.shared(), base, &problems, opts.color);
                    d.push(true, &rendered);
                }
                Err(GameError::Usage(m)) => {
                    d.push(true, &format!("error: {}: {m}\n", p.name()));
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
