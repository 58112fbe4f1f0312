//! The native module of the `kifu` Python package (`kifu._kifu`, re-exported by
//! `python/kifu/__init__.py`): a thin layer over the library's public API.
//!
//! Records are lazy. [`parse`] reads and replays every record of a text once through the
//! library's streaming checker (what `kifu validate` asks: problems, validity, plies,
//! outcome), with the interpreter's lock released; a record is opened in full (its
//! steps, pictures, legal moves, notation) only when one of those is asked, and its
//! JSON is written by the library's streaming writer (`kifu convert`'s) and read by
//! Python's `json` module.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use kifu::{
    At, DiagramFormat, Game, GameError, GameKind, JsonLayout, JsonRecord, Lang, Level, LineCol,
    LineIndex, Message, Notation, NotationRequest, Opened, OpenedRecord, Outcome, Problem, Span,
    Style, Variant, View,
};
use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
#[cfg(feature = "raster")]
use pyo3::types::PyBytes;
use pyo3::types::{PyDict, PyList, PyString};

create_exception!(
    kifu,
    KifuError,
    PyValueError,
    "Input kifu cannot read (a record that did not replay, JSON that is not a record, a \
     text whose game is unknown). `problems` lists the record's problems (`Problem`), \
     empty when the error is about no place of a record."
);

/// The text records were read from, shared by its records.
struct Source {
    /// The whole text.
    text: Arc<str>,
    game: GameKind,
    /// After a rule error, replay on under the likeliest correction (`validate --all`).
    all: bool,
    /// The game set up by a set-up file (`setup=`) and reading files a record names
    /// from the text's folder (`kifu.read`), when either is given.
    engine: Option<Box<dyn Game>>,
}

impl Source {
    fn engine(&self) -> &dyn Game {
        self.engine.as_deref().unwrap_or(self.game.engine())
    }
}

/// One record of a text: what the streaming checker said of it, and the record opened in
/// full when first asked.
struct Entry {
    source: Arc<Source>,
    /// 0-based, among the text's records.
    index: usize,
    /// Where it stands in the text.
    span: Span,
    /// The line and column of its start in the text.
    start: LineCol,
    /// Its problems, in line order, spans in the text.
    problems: Vec<Problem>,
    valid: bool,
    finished: bool,
    plies: usize,
    outcome: Outcome,
    notation: OnceLock<Notation>,
    opened: OnceLock<Opened>,
}

impl Entry {
    /// Its text.
    fn text(&self) -> &str {
        self.source.text.get(self.span.range()).unwrap_or_default()
    }

    /// Line and column of its own text's offsets, as in the whole text.
    fn lines(&self) -> LineIndex<'_> {
        LineIndex::new(self.text()).starting_at(self.start)
    }

    /// The record opened in full (read and replayed once more, kept).
    fn opened(&self) -> Result<&OpenedRecord, GameError> {
        let source = &self.source;
        let opened = self
            .opened
            .get_or_init(|| kifu::open_with(source.engine(), self.text(), source.all));
        opened
            .records()
            .first()
            .ok_or(GameError::Usage(Message::new("usage-no-record")))
    }

    /// The notation it is written in.
    fn notation(&self) -> Notation {
        *self.notation.get_or_init(|| match self.source.game {
            // Kamisado's is read from its first entries, without opening it.
            GameKind::Kamisado => kifu::kamisado::notation_of(&self.source.text, self.span).into(),
            game => self
                .opened()
                .map_or_else(|_| game.engine().default_notation(), |r| r.notation()),
        })
    }

    /// The language its messages are said in by default: the sheet's, else English.
    fn lang(&self) -> Lang {
        let game = self.source.game;
        // A game none of whose notations is in a language kifu speaks but English (Kaitō,
        // Colors of Kasane) is said in English without a look at the sheet, which for
        // those games means opening it in full.
        let others = game.info().languages.iter();
        if !others
            .filter(|&&l| l != Lang::En)
            .any(|l| kifu::message::SPOKEN.contains(l))
        {
            return Lang::En;
        }
        game.info().sheet_lang(self.notation()).unwrap_or(Lang::En)
    }

    /// `lang` asked by a caller (`None`: the record's).
    fn lang_or(&self, lang: Option<&str>) -> PyResult<Lang> {
        lang.map_or_else(|| Ok(self.lang()), parse_lang)
    }

    /// A question's failure as a Python exception, said in `lang`: a record's problems
    /// (spans in the record's own text) placed as in the whole text.
    fn error(&self, py: Python<'_>, e: GameError, lang: Lang) -> PyErr {
        match e {
            GameError::Invalid(problems) => {
                let lines = self.lines();
                let mut ordered = problems;
                ordered.sort_by_key(|p| p.span.start);
                let made: Vec<PyProblem> = ordered
                    .iter()
                    .map(|p| PyProblem::new(p, lines.line_col(p.span.start), lang))
                    .collect();
                let first = made
                    .iter()
                    .find(|p| p.level == "error")
                    .or(made.first())
                    .map_or_else(
                        || Message::new("usage-not-replayed").say(lang),
                        |p| p.line_text(),
                    );
                kifu_error(py, first, made)
            }
            GameError::Usage(m) => kifu_error(py, m.say(lang), Vec::new()),
            GameError::Unsupported(u) => PyValueError::new_err(u.message().say(lang)),
        }
    }
}

/// A `KifuError` saying `message`, with `problems`.
fn kifu_error(py: Python<'_>, message: String, problems: Vec<PyProblem>) -> PyErr {
    let err = KifuError::new_err(message);
    let list = PyList::new(py, problems).and_then(|list| err.value(py).setattr("problems", list));
    match list {
        Ok(()) => err,
        Err(e) => e,
    }
}

/// A `KifuError` about no place of a record, said in English (no sheet says a language).
fn said(py: Python<'_>, message: Message) -> PyErr {
    kifu_error(py, message.say(Lang::En), Vec::new())
}

fn parse_lang(code: &str) -> PyResult<Lang> {
    code.parse::<Lang>()
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

fn parse_game(name: &str) -> PyResult<GameKind> {
    name.parse::<GameKind>()
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

fn parse_style(code: &str) -> PyResult<Style> {
    code.parse::<Style>()
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

/// The notation asked by `lang=` and `style=` (what is left out: the record's own).
fn request(lang: Option<&str>, style: Option<&str>) -> PyResult<NotationRequest> {
    Ok(NotationRequest {
        lang: lang.map(parse_lang).transpose()?,
        style: style.map(parse_style).transpose()?,
    })
}

/// One problem of a record: a mistake (`level` "error") or a warning, where it stands,
/// and how to fix it, said in `language`.
#[pyclass(name = "Problem", module = "kifu", frozen, get_all)]
struct PyProblem {
    /// The stable code, e.g. `kamisado::wrong-tower` (the README lists them).
    code: &'static str,
    /// `"error"` (the record is not valid) or `"warning"`.
    level: &'static str,
    /// What is wrong.
    message: String,
    /// The short text under the token, if any.
    label: Option<String>,
    /// How to fix it (a "did you mean …?" in the sheet's notation), if known.
    help: Option<String>,
    /// 1-based line in the text.
    line: usize,
    /// 1-based column, in characters.
    column: usize,
    /// The language code of `message`, `label` and `help`: `en`, `fr` or `de`.
    language: &'static str,
}

impl PyProblem {
    fn new(p: &Problem, at: LineCol, lang: Lang) -> PyProblem {
        let lang = kifu::message::spoken(lang);
        let said = p.said(lang);
        PyProblem {
            code: p.code,
            level: match p.level {
                Level::Error => "error",
                Level::Warning => "warning",
            },
            message: said.message,
            label: said.label,
            help: said.help,
            line: at.line,
            column: at.column,
            language: lang.code(),
        }
    }

    /// `3:12: error[kamisado::wrong-tower]: … (help: …)` in the problem's language.
    fn line_text(&self) -> String {
        let mut s = format!(
            "{}:{}: {}[{}]: {}",
            self.line, self.column, self.level, self.code, self.message
        );
        if let Some(help) = &self.help {
            let lang = self.language.parse().unwrap_or(Lang::En);
            let label = Message::new("diagnostic-help-label").say(lang);
            s.push_str(&format!(" ({label} {help})"));
        }
        s
    }
}

#[pymethods]
impl PyProblem {
    /// The problem on one line: `line:column: level[code]: message (help: …)`.
    fn __str__(&self) -> String {
        self.line_text()
    }

    fn __repr__(&self) -> String {
        format!(
            "<Problem {} {} at {}:{}: {:?}>",
            self.level, self.code, self.line, self.column, self.message
        )
    }
}

/// One record of a text (a game, or a match of several rounds), read and replayed
/// through the rules.
#[pyclass(name = "Record", module = "kifu", frozen)]
struct PyRecord(Arc<Entry>);

#[pymethods]
impl PyRecord {
    /// The game: `kamisado`, `samourai`, `kaito` or `kasane`.
    #[getter]
    fn game(&self) -> &'static str {
        self.0.source.game.name()
    }

    /// 0-based, among the records of the text it was read from.
    #[getter]
    fn index(&self) -> usize {
        self.0.index
    }

    /// The 1-based line of the text where the record starts.
    #[getter]
    fn line(&self) -> usize {
        self.0.start.line
    }

    /// The record's text, as written.
    #[getter]
    fn text(&self) -> &str {
        self.0.text()
    }

    /// The language its notation is written in (`en`, `fr`, `de`, `ja`).
    #[getter]
    fn notation_lang(&self) -> &'static str {
        self.0.notation().lang.code()
    }

    /// The style its notation is written in (`arrows`, `words`, `plain`, …).
    #[getter]
    fn style(&self) -> &'static str {
        self.0.notation().style.code()
    }

    /// The language its messages are said in by default: the sheet's (a French
    /// Kamisado sheet's are French), else English.
    #[getter]
    fn lang(&self) -> &'static str {
        self.0.lang().code()
    }

    /// No error, and the replay reached the end of the record.
    #[getter]
    fn is_valid(&self) -> bool {
        self.0.valid
    }

    /// The record is valid and reaches the end of the game or match.
    #[getter]
    fn is_finished(&self) -> bool {
        self.0.valid && self.0.finished
    }

    /// Plies (turns) replayed.
    #[getter]
    fn plies(&self) -> usize {
        self.0.plies
    }

    /// How the record stands, in its language: who won and the score, or who is to
    /// play. `None` for a record that is not valid (no result is stated for it).
    #[getter]
    fn outcome(&self) -> Option<String> {
        let e = &self.0;
        e.valid.then(|| e.outcome.message().say(e.lang()))
    }

    /// The game or match ended in a draw (a record that is not valid: `False`).
    #[getter]
    fn is_draw(&self) -> bool {
        self.0.valid && self.0.outcome.is_draw()
    }

    /// Its problems (syntax and rules, errors and warnings) in line order, said in
    /// `lang` (default: the record's language, `Record.lang`).
    #[pyo3(signature = (lang=None))]
    fn check(&self, lang: Option<&str>) -> PyResult<Vec<PyProblem>> {
        let e = &self.0;
        let lang = e.lang_or(lang)?;
        // The problems' lines, read on from the record's start (they are in line order).
        let lines = e.lines();
        Ok(e.problems
            .iter()
            .map(|p| {
                let at = p.span.start.saturating_sub(e.span.start);
                PyProblem::new(p, lines.line_col(at), lang)
            })
            .collect())
    }

    /// Its JSON model as Python values (dicts, lists, strings, numbers): what
    /// `kifu convert --to jsonl` writes for it, of the schema `kifu.schema(game)` gives.
    /// Raises `KifuError` for a record that is not valid.
    fn to_json<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let e = &self.0;
        let mut out = Vec::new();
        let written = py.detach(|| {
            let lines = e.lines();
            e.source.engine().record_json(JsonRecord {
                text: e.text(),
                lines: &lines,
                layout: JsonLayout::Line,
                out: &mut out,
            })
        });
        written.map_err(|err| e.error(py, err, e.lang()))?;
        let text = std::str::from_utf8(&out).unwrap_or_default();
        py.import("json")?.call_method1("loads", (text,))
    }

    /// The record in the canonical layout (`kifu fmt`), its moves written in `lang` and
    /// `style` (each left out: the record's own). Raises `KifuError` for a record that
    /// cannot be written (a syntax error), `ValueError` for a language or style its game
    /// does not write.
    #[pyo3(signature = (lang=None, style=None))]
    fn write(&self, py: Python<'_>, lang: Option<&str>, style: Option<&str>) -> PyResult<String> {
        let e = &self.0;
        let asked = request(lang, style)?;
        let say = e.lang();
        let record = e.opened().map_err(|err| e.error(py, err, say))?;
        record.write(asked).map_err(|err| e.error(py, err, say))
    }

    /// Every point of the record, in order, as far as it replays: each round's start,
    /// then one position per ply. Their words (who played, how a round ended) are said in
    /// `lang` (default: the record's language).
    #[pyo3(signature = (lang=None))]
    fn positions(&self, py: Python<'_>, lang: Option<&str>) -> PyResult<Vec<PyPosition>> {
        let e = &self.0;
        let lang = e.lang_or(lang)?;
        let record = e.opened().map_err(|err| e.error(py, err, lang))?;
        let steps = record.steps().map_err(|err| e.error(py, err, lang))?;
        Ok(steps
            .iter()
            .map(|s| PyPosition {
                entry: Arc::clone(e),
                round: s.round,
                ply: s.ply,
                side: s.side.as_ref().map(|m| m.say(lang)),
                written: s.written.clone(),
                result: s.result.as_ref().map(|m| m.say(lang)),
                lang,
            })
            .collect())
    }

    fn __repr__(&self) -> String {
        let e = &self.0;
        let state = if e.valid { "valid" } else { "not valid" };
        format!(
            "<Record {} #{} at line {}: {state}, {} plies>",
            e.source.game.name(),
            e.index,
            e.start.line,
            e.plies
        )
    }
}

/// One point of a record: the start of a round, or the position after a ply.
#[pyclass(name = "Position", module = "kifu", frozen)]
struct PyPosition {
    entry: Arc<Entry>,
    round: u32,
    ply: usize,
    side: Option<String>,
    written: String,
    result: Option<String>,
    lang: Lang,
}

impl PyPosition {
    fn at(&self) -> At {
        At {
            round: Some(self.round),
            ply: Some(self.ply),
        }
    }

    fn picture(&self, py: Python<'_>, format: DiagramFormat, flip: bool) -> PyResult<String> {
        let e = &self.entry;
        let view = View {
            format,
            flip,
            compact: false,
            lang: self.lang,
        };
        let record = e.opened().map_err(|err| e.error(py, err, self.lang))?;
        record
            .picture(self.at(), view)
            .map_err(|err| e.error(py, err, self.lang))
    }
}

#[pymethods]
impl PyPosition {
    /// The round (1-based; 1 for a game of one round).
    #[getter]
    fn round(&self) -> u32 {
        self.round
    }

    /// Plies played in the round up to here; 0 is the round's start.
    #[getter]
    fn ply(&self) -> usize {
        self.ply
    }

    /// Who played the ply that led here (`None` at a round's start).
    #[getter]
    fn side(&self) -> Option<&str> {
        self.side.as_deref()
    }

    /// That ply as written on the sheet (empty at a round's start).
    #[getter]
    fn written(&self) -> &str {
        &self.written
    }

    /// How the round or game ended, when this ply ended it; else `None`.
    #[getter]
    fn result(&self) -> Option<&str> {
        self.result.as_deref()
    }

    /// The legal moves here, written in `lang` and `style` (each left out: the record's
    /// own notation).
    #[pyo3(signature = (lang=None, style=None))]
    fn legal_moves(
        &self,
        py: Python<'_>,
        lang: Option<&str>,
        style: Option<&str>,
    ) -> PyResult<Vec<PyMove>> {
        let e = &self.entry;
        let asked = request(lang, style)?;
        let record = e.opened().map_err(|err| e.error(py, err, self.lang))?;
        let moves = record
            .legal_moves(self.at(), asked)
            .map_err(|err| e.error(py, err, self.lang))?;
        Ok(moves
            .moves
            .into_iter()
            .map(|m| PyMove {
                written: m.written,
                resolved: m.resolved,
                wins: m.wins,
            })
            .collect())
    }

    /// The board (or table) here as an SVG picture; `flip`: seen from the other side.
    #[pyo3(signature = (flip=false))]
    fn svg(&self, py: Python<'_>, flip: bool) -> PyResult<String> {
        self.picture(py, DiagramFormat::Svg, flip)
    }

    /// The board (or table) here in plain text; `flip`: seen from the other side.
    #[pyo3(signature = (flip=false))]
    fn ascii(&self, py: Python<'_>, flip: bool) -> PyResult<String> {
        self.picture(py, DiagramFormat::Ascii, flip)
    }

    /// The board in plain text (`ascii()`).
    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.ascii(py, false)
    }

    fn __repr__(&self) -> String {
        match self.ply {
            0 => format!("<Position round {} start>", self.round),
            ply => format!(
                "<Position round {} ply {ply}: {}>",
                self.round, self.written
            ),
        }
    }
}

/// One legal move.
#[pyclass(name = "Move", module = "kifu", frozen, get_all)]
struct PyMove {
    /// As it is written on a score sheet.
    written: String,
    /// The move the engine plays (its squares).
    resolved: String,
    /// Playing it wins (the game, or the round).
    wins: bool,
}

#[pymethods]
impl PyMove {
    /// The move as written.
    fn __str__(&self) -> String {
        self.written.clone()
    }

    fn __repr__(&self) -> String {
        format!("<Move {:?} ({})>", self.written, self.resolved)
    }
}

/// The records of `text` read as `game`, each checked (problems, validity, outcome)
/// through the library's streaming checker; the folder `dir` for files a record names.
fn read_records(
    text: &str,
    game: GameKind,
    all: bool,
    engine: Option<Box<dyn Game>>,
) -> Vec<Arc<Entry>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let source = Arc::new(Source {
        text: text.into(),
        game,
        all,
        engine,
    });
    let whole = LineIndex::new(&source.text);
    let mut entries = Vec::new();
    for span in kifu::records(&source.text) {
        let slice = source.text.get(span.range()).unwrap_or_default();
        if kifu::text::holds_nothing(slice) {
            continue;
        }
        let checked = source.engine().check_record(&source.text, span, all);
        let mut problems = checked.problems().to_vec();
        problems.sort_by_key(|p| p.span.start);
        entries.push(Arc::new(Entry {
            source: Arc::clone(&source),
            index: entries.len(),
            span,
            start: whole.line_col(span.start),
            problems,
            valid: checked.is_valid(),
            finished: checked.is_finished(),
            plies: checked.plies(),
            outcome: checked.outcome(),
            notation: OnceLock::new(),
            opened: OnceLock::new(),
        }));
    }
    entries
}

/// `game`'s engine set up by the text of a set-up file (`setup`), reading the files a
/// record names from `dir`; `None` when neither is given. A set-up file that is not
/// valid is a `KifuError` with its problems (lines in that file).
fn engine(
    py: Python<'_>,
    game: GameKind,
    setup: Option<&str>,
    dir: Option<&Path>,
) -> PyResult<Option<Box<dyn Game>>> {
    let set_up = match setup {
        None => None,
        Some(file) => Some(game.engine().with_setup(file).map_err(|e| match e {
            GameError::Invalid(problems) => {
                let lines = LineIndex::new(file);
                let made: Vec<PyProblem> = problems
                    .iter()
                    .map(|p| PyProblem::new(p, lines.line_col(p.span.start), Lang::En))
                    .collect();
                let first = made.first().map_or_else(String::new, PyProblem::line_text);
                kifu_error(py, first, made)
            }
            GameError::Usage(m) => PyValueError::new_err(m.say(Lang::En)),
            GameError::Unsupported(u) => PyValueError::new_err(u.to_string()),
        })?),
    };
    let base: &dyn Game = set_up.as_deref().unwrap_or(game.engine());
    Ok(dir.and_then(|d| base.in_folder(d)).or(set_up))
}

/// The game named by `game`, else the one `text`'s `[Game]` tag names, else the one
/// `path`'s extension names.
fn which_game(
    py: Python<'_>,
    game: Option<&str>,
    text: &str,
    path: Option<&Path>,
) -> PyResult<GameKind> {
    if let Some(name) = game {
        return parse_game(name);
    }
    GameKind::sniff(text)
        .or_else(|| path.and_then(GameKind::from_path))
        .ok_or_else(|| said(py, Message::new("py-unknown-game")))
}

fn records(py: Python<'_>, entries: Vec<Arc<Entry>>) -> PyResult<Bound<'_, PyList>> {
    PyList::new(py, entries.into_iter().map(PyRecord))
}

/// Read every record of `text` and replay it through the rules of `game` (`kamisado`,
/// `samourai`, `kaito`, `kasane`; default: the one its `[Game]` tag names). A record
/// with mistakes is read all the same: `Record.check()` lists them. `all`: after a rule
/// error, replay on under the likeliest correction to find every mistake (such a
/// record states no result). Raises `ValueError` for an unknown game name, `KifuError`
/// when no game is named. `setup`: the text of a set-up file every record is read with,
/// as the command line's `--board` (a Samouraï board) or `--boxes` (a Colors of Kasane
/// box table) reads it (a record's own set-up tag still wins); `KifuError` when it is
/// not valid, `ValueError` for a game that takes none.
#[pyfunction]
#[pyo3(signature = (text, game=None, *, all=false, setup=None))]
fn parse<'py>(
    py: Python<'py>,
    text: &str,
    game: Option<&str>,
    all: bool,
    setup: Option<&str>,
) -> PyResult<Bound<'py, PyList>> {
    let kind = which_game(py, game, text, None)?;
    let engine = engine(py, kind, setup, None)?;
    let entries = py.detach(|| read_records(text, kind, all, engine));
    records(py, entries)
}

/// Read the record file at `path` (UTF-8) and replay its records, as `parse` does; the
/// game may also come from the file's extension (`.kamisado`, …), and a file a record
/// names (a Samouraï `[Board "…"]`) is read from the file's folder. Raises `OSError`
/// when the file cannot be read, `KifuError` when it is not UTF-8; `setup` as `parse`
/// takes it.
#[pyfunction]
#[pyo3(signature = (path, game=None, *, all=false, setup=None))]
fn read<'py>(
    py: Python<'py>,
    path: PathBuf,
    game: Option<&str>,
    all: bool,
    setup: Option<&str>,
) -> PyResult<Bound<'py, PyList>> {
    let bytes = py.detach(|| std::fs::read(&path))?;
    let text = match kifu::text::decode(&bytes) {
        Ok((text, _)) => text,
        Err(p) => {
            let whole = String::from_utf8_lossy(&bytes);
            let at = LineIndex::new(&whole).line_col(p.span.start);
            let problem = PyProblem::new(&p, at, Lang::En);
            return Err(kifu_error(py, problem.line_text(), vec![problem]));
        }
    };
    let kind = which_game(py, game, text, Some(&path))?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let engine = engine(py, kind, setup, Some(&dir))?;
    let entries = py.detach(|| read_records(text, kind, all, engine));
    records(py, entries)
}

/// Records from their JSON model (`Record.to_json()`, `kifu convert --to json`): a dict,
/// a list of dicts, or a JSON text. The moves are replayed and written as notation, then
/// read as `parse` reads a sheet. `game`: default, the `game` field of the (first)
/// record. A `written` text that is not the move played is said in a `UserWarning`.
/// Raises `KifuError` for JSON that is not a record of the game.
#[pyfunction]
#[pyo3(signature = (obj, game=None))]
fn from_json<'py>(
    py: Python<'py>,
    obj: &Bound<'py, PyAny>,
    game: Option<&str>,
) -> PyResult<Bound<'py, PyList>> {
    let text: String = match obj.cast::<PyString>() {
        Ok(s) => s.extract::<String>()?,
        Err(_) => py
            .import("json")?
            .call_method1("dumps", (obj,))?
            .extract()?,
    };
    let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| {
        said(
            py,
            kifu::message!("py-json-not-json", error = e.to_string()),
        )
    })?;
    let named = match &value {
        serde_json::Value::Array(items) => items.first().and_then(|v| v.get("game")),
        v => v.get("game"),
    };
    let kind = match (game, named.and_then(|g| g.as_str())) {
        (Some(name), _) => parse_game(name)?,
        (None, Some(name)) => {
            GameKind::from_name(name).ok_or_else(|| said(py, Message::new("py-json-no-game")))?
        }
        (None, None) => {
            return Err(said(py, Message::new("py-json-no-game")));
        }
    };
    let imported = py
        .detach(|| kind.engine().json_to_notation(&value))
        .map_err(|e| kifu_error(py, e.to_string(), Vec::new()))?;
    for note in &imported.warnings {
        let said = format!(
            "{}: {}",
            note.place().say(Lang::En),
            note.message.say(Lang::En)
        );
        PyErr::warn(
            py,
            &py.get_type::<pyo3::exceptions::PyUserWarning>(),
            &std::ffi::CString::new(said).unwrap_or_default(),
            1,
        )?;
    }
    let entries = py.detach(|| read_records(&imported.text, kind, false, None));
    records(py, entries)
}

/// A blank score sheet of `game` to print, in `lang` (`en`, `fr`, `de`), as `format`:
/// `svg` or `html` (a `str`), `png` (at `dpi`) or `pdf` (`bytes`), as `kifu sheet` prints
/// it.
#[pyfunction]
#[pyo3(signature = (game="kamisado", lang="en", format="svg", *, dpi=200.0))]
fn sheet<'py>(
    py: Python<'py>,
    game: &str,
    lang: &str,
    format: &str,
    dpi: f32,
) -> PyResult<Bound<'py, PyAny>> {
    let kind = parse_game(game)?;
    let lang = parse_lang(lang)?;
    let svg = py.detach(|| kifu::sheet::svg(kind, lang));
    let text = |s: String| Ok(PyString::new(py, &s).into_any());
    match format {
        "svg" => text(svg),
        "html" => text(kifu::sheet::html(&[svg], kind, lang)),
        #[cfg(feature = "raster")]
        "png" | "pdf" => {
            let bytes = py.detach(|| match format {
                "png" => kifu::raster::svg_to_png(&svg, dpi),
                _ => kifu::raster::svgs_to_pdf(&[svg]),
            });
            let bytes = bytes.map_err(|e| kifu_error(py, e.to_string(), Vec::new()))?;
            Ok(PyBytes::new(py, &bytes).into_any())
        }
        other => {
            let _ = dpi;
            let known = if cfg!(feature = "raster") {
                "svg, html, png, pdf"
            } else {
                "svg, html"
            };
            Err(PyValueError::new_err(format!(
                "no sheet format is called {other:?}: one of {known}"
            )))
        }
    }
}

/// Every game kifu knows, each a dict: `name` (as `game=` takes it), `title`,
/// `extensions`, `languages` and `styles` its notation is written in, `variants`
/// `generate` makes (each list's first is the default).
#[pyfunction]
fn games(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let dicts = GameKind::ALL.iter().map(|g| {
        let info = g.info();
        let d = PyDict::new(py);
        d.set_item("name", info.name)?;
        d.set_item("title", info.title)?;
        d.set_item("extensions", info.extensions.to_vec())?;
        let codes = |all: Vec<&'static str>| all;
        d.set_item(
            "languages",
            codes(info.languages.iter().map(|l| l.code()).collect()),
        )?;
        d.set_item(
            "styles",
            codes(info.styles.iter().map(|s| s.code()).collect()),
        )?;
        d.set_item(
            "variants",
            codes(info.variants.iter().map(|v| v.code()).collect()),
        )?;
        Ok(d)
    });
    PyList::new(py, dicts.collect::<PyResult<Vec<_>>>()?)
}

/// The JSON Schema of one record's JSON model of `game` (`kifu schema --jsonl`): what
/// `Record.to_json()` gives and `from_json` takes.
#[pyfunction]
fn schema<'py>(py: Python<'py>, game: &str) -> PyResult<Bound<'py, PyAny>> {
    let kind = parse_game(game)?;
    let text = kind.engine().schema().to_string();
    py.import("json")?.call_method1("loads", (text,))
}

/// `count` random legal records of `game` (the same `seed` gives the same records), in
/// the canonical layout, one after the other (`kifu generate`); `variant`: a match
/// length or player count the game makes (`kifu.games()`), default its first.
#[pyfunction]
#[pyo3(signature = (game, seed=0, count=1, variant=None))]
fn generate(
    py: Python<'_>,
    game: &str,
    seed: u64,
    count: u64,
    variant: Option<&str>,
) -> PyResult<String> {
    let kind = parse_game(game)?;
    let variant = match variant {
        Some(code) => code
            .parse::<Variant>()
            .map_err(|e| PyValueError::new_err(e.to_string()))?,
        None => kind.info().variants[0],
    };
    py.detach(|| kifu::generate(kind, variant, seed, count))
        .map_err(|e| match e {
            GameError::Unsupported(u) => PyValueError::new_err(u.to_string()),
            GameError::Usage(m) => PyValueError::new_err(m.say(Lang::En)),
            GameError::Invalid(_) => said(py, Message::new("usage-not-replayed")),
        })
}

/// Game records of Kamisado, Samouraï, Kaitō and Colors of Kasane: read score sheets,
/// replay them through the rules, their problems, JSON, notation and blank sheets.
#[pymodule]
fn _kifu(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("KifuError", m.py().get_type::<KifuError>())?;
    m.add_class::<PyRecord>()?;
    m.add_class::<PyProblem>()?;
    m.add_class::<PyPosition>()?;
    m.add_class::<PyMove>()?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_function(wrap_pyfunction!(from_json, m)?)?;
    m.add_function(wrap_pyfunction!(sheet, m)?)?;
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(schema, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
