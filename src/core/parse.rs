//! The recovering-parser machinery every game's `notation.rs` shares.
//!
//! A game supplies its vocabulary (a nom lexer for one token, see [`Lexer`]), which
//! tokens can start an item (its resynchronisation points) and its entry grammar. This
//! module supplies the rest: tokens with spans ([`Tok`], [`token_at`]), the search for
//! the next resynchronisation point ([`resync`], [`skipped`]), the body of a record
//! ([`Item`], [`Body`]: move numbers, ellipses, entries, comments and invalid stretches,
//! with the tags before them) and the `unexpected` diagnostic ([`unexpected`]).
//!
//! The parser never stops at the first problem: a stretch it cannot read becomes an
//! [`Item::Invalid`], its problem is recorded, and reading resumes at the next token that
//! can start an item.

use nom::IResult;

use super::diag::shown;
use super::header::{self, Cursor, RawTag};
use super::{Problem, Span, Spanned};

// ===== tokens ==========================================================================

/// The kinds of a game's tokens. `EOF` is the kind [`token_at`] gives at the end of the
/// text (the lexer is never called there).
pub trait TokenKind: Copy + Eq {
    /// The end of the text.
    const EOF: Self;
}

/// Declares a game's token kinds: the enum `$name` with the kinds listed and `Eof`, its
/// [`TokenKind`], and `Tok<'a>`, its [`Tok`]
/// (`token_kinds!(Tk { Word, Punct })`).
#[macro_export]
macro_rules! token_kinds {
    ($(#[$doc:meta])* $name:ident { $($(#[$kdoc:meta])* $kind:ident),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum $name {
            $($(#[$kdoc])* $kind,)*
            /// The end of the text.
            Eof,
        }

        impl $crate::core::parse::TokenKind for $name {
            const EOF: Self = $name::Eof;
        }

        /// A token of this game.
        type Tok<'a> = $crate::core::parse::Tok<'a, $name>;
    };
}

/// A game's lexer: one token at the start of a text that does not start with white space,
/// as its kind and its text. It fails only on an empty text.
pub type Lexer<K> = fn(&str) -> IResult<&str, (K, &str)>;

/// A [`Lexer`] taken as a generic parameter, so that each game's lexer is inlined into the
/// shared loops (a function pointer would cost an indirect call per token).
pub trait Lexes<K>: Fn(&str) -> IResult<&str, (K, &str)> + Copy {}

impl<K, F: Fn(&str) -> IResult<&str, (K, &str)> + Copy> Lexes<K> for F {}

/// A token: its kind, its text, where it is, and whether a line break comes before it.
#[derive(Clone, Copy, Debug)]
pub struct Tok<'a, K> {
    /// What the lexer made of it.
    pub kind: K,
    /// The text (empty at the end).
    pub text: &'a str,
    /// Where it is (a point at the end of the text).
    pub span: Span,
    /// Whether the white space skipped to reach it held a line break.
    pub newline_before: bool,
}

/// The token at or after `pos` (after white space), read with `lex`.
#[inline]
pub fn token_at<K: TokenKind>(src: &str, pos: usize, lex: impl Lexes<K>) -> Tok<'_, K> {
    // ASCII white space byte by byte (the common case, and no boundary to check); a
    // non-ASCII character goes to the cursor, which knows every Unicode space.
    let b = src.as_bytes();
    let mut start = pos.min(src.len());
    let mut newline_before = false;
    if src.is_char_boundary(start) {
        while let Some(&c) = b.get(start) {
            match c {
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {}
                b'\n' => newline_before = true,
                _ => break,
            }
            start += 1;
        }
    }
    if b.get(start).is_some_and(|&c| c >= 0x80) {
        let mut c = Cursor::new(src, start);
        newline_before |= c.skip_whitespace();
        start = c.pos();
    }
    match lex(&src[start..]) {
        Ok((rest, (kind, text))) => Tok {
            kind,
            text,
            span: Span::new(start, src.len() - rest.len()),
            newline_before,
        },
        Err(_) => Tok {
            kind: K::EOF,
            text: "",
            span: Span::point(start),
            newline_before,
        },
    }
}

impl<K: TokenKind> Tok<'_, K> {
    /// Where to label something missing at this token, which follows position `after`,
    /// and what was found there: the token itself, or a point right after `after` when
    /// the token is on the next line or the text has ended.
    pub fn found(&self, after: usize) -> (Span, String) {
        if self.kind == K::EOF {
            (Span::point(after), "the end of the record".to_owned())
        } else if self.newline_before {
            (Span::point(after), "the end of the line".to_owned())
        } else {
            (self.span, format!("`{}`", shown(self.text)))
        }
    }
}

/// Whether a word is a whole move number (`12.`, `12...`) in the text at `at`.
pub fn is_move_number(src: &str, word: Span) -> bool {
    Cursor::new(src, word.start)
        .move_number()
        .is_some_and(|m| m.span.end == word.end)
}

// ===== resynchronisation ===============================================================

/// The start of the next token at or after `from` (and after `floor`) that can begin an
/// item (`is_sync`), or the end of the text.
pub fn resync<'a, K: TokenKind>(
    src: &'a str,
    from: usize,
    floor: usize,
    lex: impl Lexes<K>,
    is_sync: impl Fn(&Tok<'a, K>) -> bool,
) -> usize {
    let mut p = from;
    loop {
        let t = token_at(src, p, lex);
        if t.kind == K::EOF || (t.span.start > floor && is_sync(&t)) {
            return t.span.start;
        }
        p = t.span.end;
    }
}

/// The tokens from `from` up to the first one that `stops` (or the end), as the span they
/// cover: empty (at the end) if there are none.
pub fn skipped<'a, K: TokenKind>(
    src: &'a str,
    from: usize,
    lex: impl Lexes<K>,
    stops: impl Fn(&Tok<'a, K>) -> bool,
) -> Span {
    let mut first = None;
    let mut end = from;
    loop {
        let t = token_at(src, end, lex);
        if t.kind == K::EOF || stops(&t) {
            break;
        }
        first.get_or_insert(t.span.start);
        end = t.span.end;
    }
    Span::new(first.unwrap_or(end), end)
}

// ===== diagnostics =====================================================================

/// A problem, and where reading may resume after it.
pub struct Fail {
    /// What went wrong.
    pub problem: Box<Problem>,
    /// The position from which to look for the next resynchronisation point.
    pub resume_from: usize,
}

/// A problem, resuming at `resume_from`.
pub fn fail(problem: Problem, resume_from: usize) -> Fail {
    Fail {
        problem: Box::new(problem),
        resume_from,
    }
}

/// The `<game>::syntax::unexpected` problem: "unexpected `text`: what", labelled "not
/// understood", with a help saying what to write.
pub fn unexpected(code: &'static str, span: Span, text: &str, what: &str, help: &str) -> Problem {
    Problem::error(code, span, format!("unexpected `{}`: {what}", shown(text)))
        .with_label("not understood")
        .with_help(help)
}

// ===== the body of a record =============================================================

/// One item of a record's body, in source order; `E` is the game's entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item<E> {
    /// `12.` (or `12...`): numbering is informational.
    MoveNumber(Spanned<u32>),
    /// `...` or `…` in the first player's column: the second player's entry follows.
    Ellipsis(Span),
    /// One turn.
    Entry(E),
    /// `{ … }` or `; …` (the text without its delimiters; the span covers them).
    Comment(Spanned<String>),
    /// Text the parser could not read; a syntax problem was reported for it. The replay
    /// cannot go past it, as the entry it stood for is unknown.
    Invalid(Span),
}

/// A game's body item: the shared [`Item`], or a game's own enum with more kinds of
/// lines (Kamisado's rounds and scores, Colors of Kasane's lines), which has at least
/// these.
pub trait BodyItem {
    /// A comment.
    fn comment(text: Spanned<String>) -> Self;
    /// Text that could not be read.
    fn invalid(span: Span) -> Self;
}

/// A body item of a game whose records number their moves (all but Colors of Kasane).
pub trait NumberedItem: BodyItem {
    /// A move number.
    fn move_number(number: Spanned<u32>) -> Self;
    /// An ellipsis.
    fn ellipsis(span: Span) -> Self;
}

impl<E> BodyItem for Item<E> {
    fn comment(text: Spanned<String>) -> Self {
        Item::Comment(text)
    }

    fn invalid(span: Span) -> Self {
        Item::Invalid(span)
    }
}

impl<E> NumberedItem for Item<E> {
    fn move_number(number: Spanned<u32>) -> Self {
        Item::MoveNumber(number)
    }

    fn ellipsis(span: Span) -> Self {
        Item::Ellipsis(span)
    }
}

/// The end of an invalid stretch that starts at `start` and runs up to the
/// resynchronisation point `sync`: trailing white space left out, at least one character.
pub fn invalid_end(src: &str, start: usize, sync: usize) -> usize {
    let end = start + src[start..sync].trim_end().len();
    let mut end = end.max(start + 1).min(src.len());
    while !src.is_char_boundary(end) {
        end += 1;
    }
    end
}

/// The whole of `text` read as one record by `read_range` (a game's reader of the record
/// at a span, as [`header::read_all`] takes it).
pub fn read_one<R>(text: &str, read_range: impl Fn(&str, Span) -> R) -> R {
    read_range(text, Span::new(0, text.len()))
}

/// What a record parser collects while it reads: the tags, the body items (`I`, usually
/// [`Item`]) and the problems, with the reading position.
pub struct Body<'a, I> {
    /// The text (spans are byte offsets into it).
    pub src: &'a str,
    /// Where reading continues.
    pub pos: usize,
    /// The tags kept, in order.
    pub tags: Vec<RawTag>,
    /// The body, in order.
    pub items: Vec<I>,
    /// Every problem found.
    pub problems: Vec<Problem>,
    /// Whether the body has started (a tag after it is out of place).
    pub seen_body: bool,
}

impl<'a, I: BodyItem> Body<'a, I> {
    /// Nothing read yet; reading starts at `pos`.
    pub fn new(src: &'a str, pos: usize) -> Self {
        Body {
            src,
            pos,
            tags: Vec::new(),
            items: Vec::new(),
            problems: Vec::new(),
            seen_body: false,
        }
    }

    /// Nothing read yet of the record at `span` of `text` (clamped to the text, see
    /// [`header::record_range`]); the record's span with it.
    pub fn for_record(text: &'a str, span: Span) -> (Self, Span) {
        let (src, pos, span) = header::record_range(text, span);
        (Body::new(src, pos), span)
    }

    /// The text of `span` (empty if it is not in the text).
    pub fn text(&self, span: Span) -> &'a str {
        self.src.get(span.range()).unwrap_or("")
    }

    /// An item of the body.
    pub fn push(&mut self, item: I) {
        self.items.push(item);
        self.seen_body = true;
    }

    /// The tags, the body and the problems read.
    pub fn finish(self) -> (Vec<RawTag>, Vec<I>, Vec<Problem>) {
        (self.tags, self.items, self.problems)
    }

    /// An invalid stretch `start..end` with its problem.
    pub fn push_invalid(&mut self, span: Span, problem: Problem) {
        self.items.push(I::invalid(span));
        self.problems.push(problem);
        self.seen_body = true;
    }

    /// After a failed item that started at `start`: the invalid stretch runs up to the
    /// resynchronisation point `sync` (trailing white space left out, at least one
    /// character); reading resumes after it.
    pub fn recover(&mut self, start: usize, sync: usize, problem: Problem) {
        let end = invalid_end(self.src, start, sync);
        self.items.push(I::invalid(Span::new(start, end)));
        self.problems.push(problem);
        self.pos = end;
    }

    /// The comment (`{ … }` or `; …`) at `start`: an item, or an invalid stretch with its
    /// problem (an unclosed brace). Reading resumes after it.
    pub fn comment(&mut self, start: usize) {
        let mut c = Cursor::new(self.src, start);
        match c.comment() {
            Some(Ok(comment)) => self.items.push(I::comment(comment)),
            Some(Err(p)) => {
                self.items.push(I::invalid(Span::new(start, c.pos())));
                self.problems.push(p);
            }
            None => {}
        }
        self.pos = c.pos().max(start + 1).min(self.src.len());
    }

    /// The tag (`[Key "Value"]`) at `start`, read; reading resumes after it. A tag that
    /// cannot be read gives its problem here (and an invalid stretch after the body has
    /// started); `None` then.
    pub fn read_tag(&mut self, start: usize) -> Option<RawTag> {
        let mut c = Cursor::new(self.src, start);
        let result = c.tag();
        self.pos = c.pos().max(start + 1).min(self.src.len());
        match result {
            Some(Ok(raw)) => Some(raw),
            Some(Err(p)) => {
                if self.seen_body {
                    self.items.push(I::invalid(Span::new(start, self.pos)));
                }
                self.problems.push(p);
                None
            }
            None => None,
        }
    }

    /// Keep a tag read before the body, unless its key was given already (then the
    /// `record::duplicate-tag` problem, labelled at `again`).
    pub fn keep_tag(&mut self, raw: RawTag, again: Span) {
        if let Some(first) = header::find_tag(&self.tags, &raw.key.node) {
            let problem = header::duplicate_tag(first.span, again, &raw.key.node);
            self.problems.push(problem);
        } else {
            self.tags.push(raw);
        }
    }
}

impl<I: NumberedItem> Body<'_, I> {
    /// A move number read by [`Cursor::move_number`]: an item whose span covers the digits
    /// and the dot, then the ellipsis of `12...` as an item of its own. Reading resumes
    /// after it.
    pub fn move_number(&mut self, m: header::MoveNumber) {
        let end = m.ellipsis.map_or(m.span.end, |e| e.start);
        let span = Span::new(m.number.span.start, end);
        self.push(I::move_number(Spanned::new(m.number.node, span)));
        if let Some(e) = m.ellipsis {
            self.push(I::ellipsis(e));
        }
        self.pos = m.span.end;
    }
}
