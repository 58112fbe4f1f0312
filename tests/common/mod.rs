//! What the integration tests share: running the `kifu` binary, rendering problems.

#![allow(dead_code)]

pub mod browser;
pub mod event;
pub mod svg;

use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::sync::Arc;

use kifu::{Parsed, Problem, SourceProblem, Span};
use miette::NamedSource;

/// Run `kifu` with these arguments, colour off, no standard input.
pub fn kifu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("run kifu")
}

/// Whether this `kifu` was built with the web app (`scripts/build-web.sh` before its
/// build), which `kifu web` and `kifu show --format html` need. Without it they say so
/// (exit 2) and the tests of those pages are skipped, except where `KIFU_WEB_REQUIRED=1`
/// (`.ci/run`) makes that a failure.
pub fn web_app() -> bool {
    static BUILT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *BUILT.get_or_init(|| {
        let o = kifu(&["web"]);
        if o.status.code() == Some(2) && stderr(&o).contains("without the web app") {
            assert!(
                std::env::var("KIFU_WEB_REQUIRED").as_deref() != Ok("1"),
                "kifu was built without the web app: {}",
                stderr(&o)
            );
            eprintln!("kifu was built without the web app: skipping");
            return false;
        }
        assert_eq!(o.status.code(), Some(0), "kifu web: {}", stderr(&o));
        true
    })
}

/// Run `kifu` with these arguments: what it wrote to standard output and to standard error.
pub fn ran(args: &[&str]) -> (String, String) {
    let o = kifu(args);
    (stdout(&o), stderr(&o))
}

/// Run `kifu` and check that it exits with `code` (a failure names the arguments and shows
/// standard error): what it wrote to standard output and to standard error.
#[track_caller]
pub fn run(args: &[&str], code: i32) -> (String, String) {
    let o = kifu(args);
    assert_eq!(o.status.code(), Some(code), "{args:?}: {}", stderr(&o));
    (stdout(&o), stderr(&o))
}

/// A new scratch folder holding `text` in the file `name`: the folder (removed when it is
/// dropped) and the file's path.
pub fn scratch(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = write(dir.path(), name, text);
    (dir, path)
}

/// Run `kifu` with these arguments and `-o FILE`, a new file `name` in a scratch folder, and
/// check that it exits with 0: what it wrote to standard output, and to the file.
#[track_caller]
pub fn run_to_file(args: &[&str], name: &str) -> (String, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    let (out, _) = run(&[args, &["-o", path.to_str().expect("UTF-8")]].concat(), 0);
    (
        out,
        std::fs::read_to_string(&path).expect("the output file"),
    )
}

/// One JSON value a line, as `--format json` and `--to jsonl` write them.
pub fn json_lines(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).expect("one JSON value a line"))
        .collect()
}

/// A fixture's file name and its text (what `insta::glob!` hands a test is its path).
pub fn fixture(path: &Path) -> (String, String) {
    let name = path
        .file_name()
        .expect("a file")
        .to_string_lossy()
        .into_owned();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
    (name, text)
}

/// A board drawn flipped in ASCII: its first line names the files from `last` down to `a`,
/// and its line `at` (from 0) is rank 1, starting with `rank_one`.
#[track_caller]
pub fn flipped_ascii(ascii: &str, last: &str, at: usize, rank_one: &str) {
    let lines: Vec<&str> = ascii.lines().collect();
    assert!(
        lines[0].trim_start().starts_with(&format!("{last} ")),
        "{ascii}"
    );
    assert!(lines[0].trim_end().ends_with(" a"), "{ascii}");
    assert!(
        lines[at].starts_with(rank_one),
        "rank 1 at the top: {ascii}"
    );
}

/// The one record of the fixture `name`.
#[track_caller]
pub fn only<T>(name: &str, mut records: Vec<T>) -> T {
    assert_eq!(records.len(), 1, "{name}");
    records.remove(0)
}

/// The problems found in the fixture `name` (its text `text`): there is one at least, and
/// each one's span is inside the text.
#[track_caller]
pub fn reported<'a>(name: &str, text: &str, problems: &'a [Problem]) -> &'a [Problem] {
    assert!(!problems.is_empty(), "{name} must report a problem");
    for p in problems {
        assert!(p.span.end <= text.len(), "{name}: span inside the text");
    }
    problems
}

/// The last part of each problem's code: `blocked` for `kamisado::rule::blocked`.
pub fn short_codes(problems: &[Problem]) -> Vec<&str> {
    problems
        .iter()
        .map(|p| p.code.rsplit("::").next().unwrap_or_default())
        .collect()
}

/// Run `kifu validate` on `text`, written to the file `name` in a scratch folder, and check
/// that it exits with `code`: what it wrote to standard error.
#[track_caller]
pub fn validate_text(name: &str, text: &str, code: i32) -> String {
    let (_dir, path) = scratch(name, text);
    run(&["validate", &path], code).1
}

/// `text` contains `part` (a failure shows `text`).
#[track_caller]
pub fn has(text: &str, part: &str) {
    assert!(text.contains(part), "no {part:?} in:\n{text}");
}

/// Write `text` to the file `name` in `dir`: its path, as the command line takes it.
pub fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path.to_str().expect("UTF-8").to_owned()
}

/// Start `kifu` with these arguments, colour off, its standard input and error piped and
/// its standard output going to `out`.
pub fn spawn(args: &[&str], out: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(out)
        .stderr(Stdio::piped())
        .spawn()
        .expect("start kifu")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Problems found in `text` (named `name`), rendered as plain text 100 columns wide: what
/// the snapshots hold.
pub fn render(name: &str, text: &str, problems: &[Problem]) -> String {
    render_in(name, text, problems, kifu::Lang::En)
}

/// [`render`], the problems' words said in `lang`.
pub fn render_in(name: &str, text: &str, problems: &[Problem], lang: kifu::Lang) -> String {
    let src = Arc::new(NamedSource::new(name, Arc::<str>::from(text)));
    let list: Vec<SourceProblem> = problems
        .iter()
        .map(|p| SourceProblem::new(src.clone(), p.clone(), lang))
        .collect();
    render_plain(&list, 100)
}

/// Diagnostics rendered as plain text (Unicode, no colour), `width` columns wide, as the
/// command line renders them (the help's label in each problem's language).
pub fn render_plain(problems: &[SourceProblem], width: usize) -> String {
    let mut out = String::new();
    for p in problems {
        kifu::render_report(&mut out, p, p.lang, Some(width), false);
    }
    out
}

/// The one record a text holds, read by a game's `parse`, and its problems.
#[track_caller]
pub fn one<R>(mut parsed: Vec<Parsed<R>>) -> (R, Vec<Problem>) {
    assert_eq!(parsed.len(), 1, "one record");
    let p = parsed.remove(0);
    (p.record, p.problems)
}

/// Where problems point: each one's span and its related spans.
pub fn problem_spans(problems: &[Problem]) -> impl Iterator<Item = Span> + '_ {
    problems
        .iter()
        .flat_map(|p| std::iter::once(p.span).chain(p.related.iter().map(|r| r.0)))
}

/// Every byte of `text` is inside one of `spans`, or white space.
pub fn covers(text: &str, mut spans: Vec<Span>) -> bool {
    spans.sort();
    let mut end = 0;
    for s in spans {
        if text[end..s.start.max(end)]
            .chars()
            .any(|c| !c.is_whitespace())
        {
            return false;
        }
        end = end.max(s.end);
    }
    text[end..].chars().all(char::is_whitespace)
}

/// A tiny deterministic generator (a linear congruential one), so random cases are
/// reproducible without a crate.
pub struct Lcg(pub u64);

impl Lcg {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// English words a French or German text should not hold: the commonest words of kifu's
/// English messages (none of them a French or German word too). Text in backquotes (the
/// sheet's own tokens, moves in its notation) is passed over.
pub const ENGLISH_WORDS: &[&str] = &[
    "the",
    "must",
    "tower",
    "towers",
    "square",
    "squares",
    "round",
    "rounds",
    "move",
    "moves",
    "is",
    "are",
    "not",
    "and",
    "of",
    "here",
    "expected",
    "missing",
    "write",
    "did",
    "mean",
    "this",
    "that",
    "entry",
    "entries",
    "but",
    "blocked",
    "after",
    "before",
    "with",
    "should",
    "cannot",
    "number",
    "turn",
    "player",
    "piece",
    "pieces",
    "line",
    "record",
    "records",
    "valid",
    "invalid",
    "error",
    "errors",
    "warning",
    "black",
    "white",
    "red",
    "green",
    "blue",
    "yellow",
    "purple",
    "brown",
    "pink",
    "it",
    "its",
    "has",
    "have",
    "only",
    "one",
    "two",
    "three",
    "from",
    "left",
    "right",
    "forward",
    "back",
    "won",
    "wins",
    "winner",
    "to",
    "be",
    "by",
    "for",
    "which",
    "there",
    "where",
    "when",
    "then",
    "than",
    "could",
    "would",
    "stopped",
    "nothing",
    "checked",
    "unfinished",
    "ply",
    "plies",
    "pass",
    "passes",
    "push",
    "pushed",
    "what",
    "read",
    "written",
    "skipped",
    "seen",
];

/// The words of `text` outside backquotes that are English ([`ENGLISH_WORDS`]).
pub fn english_in(text: &str) -> Vec<String> {
    text.split('`')
        .step_by(2)
        .flat_map(|outside| outside.split(|c: char| !c.is_alphabetic() && c != '\''))
        .filter(|w| ENGLISH_WORDS.contains(&w.to_lowercase().as_str()))
        .map(str::to_owned)
        .collect()
}

/// Every English word ([`english_in`]) said by `problems` in `lang`: in their messages,
/// labels, helps and the labels of related places, each with the problem's code.
pub fn english_said(problems: &[Problem], lang: kifu::Lang) -> Vec<(&'static str, String)> {
    let mut found = Vec::new();
    for p in problems {
        let said = p.said(lang);
        let texts = std::iter::once(&said.message)
            .chain(said.label.as_ref())
            .chain(said.help.as_ref())
            .chain(said.related.iter());
        for t in texts {
            for w in english_in(t) {
                found.push((p.code, format!("{w:?} in {t:?}")));
            }
        }
    }
    found
}
