//! Diagnostics shared by every game: one [`Problem`] per mistake found in a record.
//!
//! A `Problem` is plain data (code, message, span, label, help) so the parser and the
//! replayer can collect many of them cheaply. [`SourceProblem`] pairs one with the file's
//! text and implements [`miette::Diagnostic`] for rendering; [`Problem::to_json`] gives the
//! stable machine-readable form used by `--format json`.

use std::fmt;
use std::sync::Arc;

use miette::{Diagnostic, LabeledSpan, NamedSource, Severity, SourceCode};
use serde::Serialize;

use super::span::{LineIndex, Span, chars_in};
use crate::message::Message;
use crate::values::Lang;

/// How serious a problem is. Errors make a record invalid; warnings do not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// The record is wrong: it is not valid.
    Error,
    /// Worth saying, but the record is still valid.
    Warning,
}

/// One thing wrong (or worth a warning) in a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Stable identifier, e.g. `kamisado::wrong-tower`. Documented in README.
    pub code: &'static str,
    /// Error or warning.
    pub level: Level,
    /// One sentence saying what is wrong.
    pub message: Message,
    /// The exact token that is wrong.
    pub span: Span,
    /// Short text under the token.
    pub label: Option<Message>,
    /// How to fix it (a "did you mean …?" for rule errors).
    pub help: Option<Message>,
    /// Other places that explain the problem (e.g. where a tag was first given).
    pub related: Vec<(Span, Message)>,
}

impl Problem {
    /// An error with this code, on this span.
    pub fn error(code: &'static str, span: Span, message: impl Into<Message>) -> Self {
        Problem {
            code,
            level: Level::Error,
            message: message.into(),
            span,
            label: None,
            help: None,
            related: Vec::new(),
        }
    }

    /// A warning with this code, on this span.
    pub fn warning(code: &'static str, span: Span, message: impl Into<Message>) -> Self {
        Problem {
            level: Level::Warning,
            ..Problem::error(code, span, message)
        }
    }

    /// The short text under the token.
    pub fn with_label(mut self, label: impl Into<Message>) -> Self {
        self.label = Some(label.into());
        self
    }

    /// How to fix it.
    pub fn with_help(mut self, help: impl Into<Message>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// Another place that explains the problem, with its label.
    pub fn with_related(mut self, span: Span, text: impl Into<Message>) -> Self {
        self.related.push((span, text.into()));
        self
    }

    /// Mark text the parser skipped to recover after this problem (nothing is skipped
    /// silently): a secondary label, unless the stretch is empty or only blanks.
    pub fn with_skipped(self, span: Span) -> Self {
        if span.is_empty() {
            return self;
        }
        self.with_related(span, Message::new("skipped"))
    }

    /// The same problem for a text that starts `by` bytes earlier (a record checked on
    /// its own, shown in its whole file).
    pub fn shifted(mut self, by: usize) -> Self {
        self.span = self.span.offset(by);
        for r in &mut self.related {
            r.0 = r.0.offset(by);
        }
        self
    }

    /// A problem of reading the text rather than of the rules (`record::…` and
    /// `<game>::syntax::…` codes): a record with such an error cannot be rewritten.
    pub fn is_syntax(&self) -> bool {
        self.code.starts_with("record::") || self.code.contains("::syntax::")
    }

    /// An error, not a warning.
    pub fn is_error(&self) -> bool {
        self.level == Level::Error
    }

    /// The JSON form with 1-based line and column, its words said in `lang`.
    pub fn to_json(&self, index: &LineIndex<'_>, lang: Lang) -> ProblemJson {
        let lc = index.line_col(self.span.start);
        ProblemJson {
            code: self.code,
            level: self.level,
            message: self.message.say(lang),
            line: lc.line,
            column: lc.column,
            help: self.help.as_ref().map(|h| h.say(lang)),
        }
    }

    /// The problem's words said in `lang`: message, label, help and related labels.
    pub fn said(&self, lang: Lang) -> Said {
        Said {
            message: self.message.say(lang),
            label: self.label.as_ref().map(|l| l.say(lang)),
            help: self.help.as_ref().map(|h| h.say(lang)),
            related: self.related.iter().map(|(_, t)| t.say(lang)).collect(),
        }
    }
}

/// A problem's words, said in one language ([`Problem::said`]).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Said {
    /// What is wrong.
    pub message: String,
    /// The text under the token.
    pub label: Option<String>,
    /// How to fix it.
    pub help: Option<String>,
    /// The labels of the other places, in the order of [`Problem::related`].
    pub related: Vec<String>,
}

/// The stable JSON shape of a problem (`kifu validate --format json`).
#[derive(Clone, Debug, Serialize)]
pub struct ProblemJson {
    /// The stable code.
    pub code: &'static str,
    /// Error or warning.
    pub level: Level,
    /// What is wrong.
    pub message: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// How to fix it.
    pub help: Option<String>,
}

/// A problem together with the named source it points into: what miette renders.
#[derive(Clone)]
pub struct SourceProblem {
    /// The text the problem points into, with its name.
    pub source: Arc<dyn SourceCode + Send + Sync>,
    /// The problem.
    pub problem: Problem,
    /// Its words, said in the language asked.
    pub said: Said,
    /// That language, in which the report's own words are said too (the help's label).
    pub lang: Lang,
}

impl fmt::Debug for SourceProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SourceProblem")
            .field("problem", &self.problem)
            .finish_non_exhaustive()
    }
}

impl SourceProblem {
    /// A problem against a named text (its column shown in characters, as every column
    /// kifu gives).
    pub fn new(source: Arc<NamedSource<Arc<str>>>, problem: Problem, lang: Lang) -> Self {
        let whole = LinesFrom {
            inner: (*source).clone(),
            base_line: 0,
            base_column: 0,
        };
        SourceProblem {
            source: Arc::new(whole),
            said: problem.said(lang),
            problem,
            lang,
        }
    }

    /// Against a piece of a longer file (`LinesFrom`).
    pub fn in_piece(source: Arc<LinesFrom>, problem: Problem, lang: Lang) -> Self {
        SourceProblem {
            source,
            said: problem.said(lang),
            problem,
            lang,
        }
    }
}

/// A piece of a longer file, for rendering: the piece starts at the start of line
/// `base_line + 1` of the file (at column `base_column + 1` when it is a window cut out of
/// one long line), so spans are offsets into the piece and the line and column shown are
/// the file's. (`kifu validate` streams big files piece by piece.)
pub struct LinesFrom {
    inner: NamedSource<Arc<str>>,
    base_line: usize,
    base_column: usize,
}

impl LinesFrom {
    /// A piece of the file `name` that starts at line `base_line + 1`.
    pub fn new(name: &str, text: Arc<str>, base_line: usize) -> Self {
        LinesFrom {
            inner: NamedSource::new(name, text),
            base_line,
            base_column: 0,
        }
    }
}

/// A token as quoted in a message: its first 24 characters, then `…` if it is longer
/// (a message never repeats a huge token).
pub fn shown(text: &str) -> String {
    match text.char_indices().nth(24) {
        Some((n, _)) => format!("{}…", &text[..n]),
        None => text.to_owned(),
    }
}

/// Lines longer than this are shown as a window around the problem.
pub const LONG_LINE: usize = 400;
/// How much of a long line is shown on each side of the problem.
const WINDOW: usize = 120;

/// A problem ready to render against `text` (a piece starting at line `base_line + 1` of
/// its file). When the problem's line or a context line next to it is longer than
/// [`LONG_LINE`] bytes, only an excerpt is shown: the problem's line as a window around the
/// problem, the context lines cut short, `…` where a line is cut; line and column stay the
/// file's. A 100 MB line thus gives a report of a few lines, not 100 MB on the terminal.
pub fn for_render(
    name: &str,
    text: &Arc<str>,
    base_line: usize,
    problem: &Problem,
    lang: Lang,
) -> SourceProblem {
    let span = problem.span;
    let start = span.start.min(text.len());
    let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
    // The context miette shows: one line before and one after.
    let before_start = line_start
        .checked_sub(1)
        .map_or(line_start, |nl| text[..nl].rfind('\n').map_or(0, |i| i + 1));
    let after_end = if line_end < text.len() {
        text[line_end + 1..]
            .find('\n')
            .map_or(text.len(), |i| line_end + 1 + i)
    } else {
        line_end
    };
    let long = |a: usize, b: usize| b - a > LONG_LINE;
    let plain = !long(line_start, line_end)
        && !long(before_start, line_start.saturating_sub(1).max(before_start))
        && !long((line_end + 1).min(after_end), after_end);
    if plain {
        return SourceProblem {
            source: Arc::new(LinesFrom::new(name, text.clone(), base_line)),
            said: problem.said(lang),
            problem: problem.clone(),
            lang,
        };
    }
    let floor = |mut i: usize| {
        while !text.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let ceil = |mut i: usize| {
        while !text.is_char_boundary(i) {
            i += 1;
        }
        i
    };
    // A context line, cut short when long.
    let cut = |a: usize, b: usize| {
        if long(a, b) {
            format!("{}…", &text[a..floor(a + WINDOW)])
        } else {
            text[a..b].to_owned()
        }
    };
    let mut excerpt = String::new();
    let mut first_line = base_line + text[..line_start].matches('\n').count();
    if before_start < line_start {
        excerpt.push_str(&cut(before_start, line_start - 1));
        excerpt.push('\n');
        first_line -= 1;
    }
    // The problem's line: a window around the span; a huge span is shown by its start.
    let end = ceil(span.end.min(line_end).min(start + WINDOW)).max(start);
    let ws = floor(start.saturating_sub(WINDOW).max(line_start));
    let we = ceil((end + WINDOW).min(line_end));
    let open = if ws > line_start { "…" } else { "" };
    let close = if we < line_end { "…" } else { "" };
    let at = excerpt.len() + open.len();
    excerpt.push_str(open);
    excerpt.push_str(&text[ws..we]);
    excerpt.push_str(close);
    if line_end < after_end {
        excerpt.push('\n');
        excerpt.push_str(&cut(line_end + 1, after_end));
    }
    let shift = |s: Span| Span::new(s.start - ws + at, s.end - ws + at);
    let mut clipped = problem.clone();
    clipped.span = shift(Span::new(start, end));
    clipped
        .related
        .retain(|(r, _)| r.start >= ws && r.end <= we);
    for r in &mut clipped.related {
        r.0 = shift(r.0);
    }
    let said = clipped.said(lang);
    let column = text[line_start..ws].chars().count() - open.chars().count();
    let source = LinesFrom {
        inner: NamedSource::new(name, Arc::from(excerpt)),
        base_line: first_line,
        base_column: column,
    };
    SourceProblem {
        source: Arc::new(source),
        problem: clipped,
        said,
        lang,
    }
}

impl SourceCode for LinesFrom {
    fn read_span<'a>(
        &'a self,
        span: &miette::SourceSpan,
        context_lines_before: usize,
        context_lines_after: usize,
    ) -> Result<Box<dyn miette::SpanContents<'a> + 'a>, miette::MietteError> {
        let c = self
            .inner
            .read_span(span, context_lines_before, context_lines_after)?;
        // miette counts the column in bytes: the column shown is in characters, as the
        // JSON's and every other column kifu gives (1-based there, 0-based here).
        let at = span.offset().min(self.inner.inner().len());
        let line_start = at.saturating_sub(c.column());
        let column = self
            .inner
            .inner()
            .as_bytes()
            .get(line_start..at)
            .map_or(c.column(), chars_in);
        Ok(Box::new(miette::MietteSpanContents::new_named(
            self.inner.name().to_owned(),
            c.data(),
            *c.span(),
            c.line() + self.base_line,
            column + self.base_column,
            c.line_count(),
        )))
    }
}

impl fmt::Display for SourceProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said.message)
    }
}

impl std::error::Error for SourceProblem {}

impl Diagnostic for SourceProblem {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.problem.code))
    }

    fn severity(&self) -> Option<Severity> {
        Some(match self.problem.level {
            Level::Error => Severity::Error,
            Level::Warning => Severity::Warning,
        })
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.said
            .help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(&*self.source)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let p = &self.problem;
        let main = LabeledSpan::new_primary_with_span(
            self.said.label.clone().filter(|l| !l.is_empty()),
            p.span,
        );
        let rest = p
            .related
            .iter()
            .zip(&self.said.related)
            .map(|((s, _), t)| LabeledSpan::new_with_span(Some(t.clone()), *s));
        Some(Box::new(std::iter::once(main).chain(rest)))
    }
}
