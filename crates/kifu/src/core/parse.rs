//! The recovering-parser machinery every game's `notation.rs` shares.
//!
//! A game supplies its vocabulary (a nom lexer for one token, see [`Lexes`]), which
//! tokens can start an item (its resynchronisation points) and its entry grammar. This
//! module supplies the rest: tokens with spans ([`Tok`], [`token_at`]), the search for
//! the next resynchronisation point ([`resync`], [`skipped`]), the body of a record
//! ([`Item`], [`Body`]: move numbers, ellipses, entries, comments and invalid stretches,
//! with the tags before them) and the `unexpected` diagnostic ([`unexpected`]).
//!
//! The parser never stops at the first problem: a stretch it cannot read becomes an
//! [`Item::Invalid`], its problem is recorded, and reading resumes at the next token that
//! can start an item.

use std::cell::Cell;

use nom::{IResult, Parser};

use super::diag::shown;
use super::header::{self, Cursor, RawTag};
use super::{Problem, Span, Spanned};
use crate::message::Message;

// ===== tokens ==========================================================================

/// The kinds of a game's tokens. `EOF` is the kind [`token_at`] gives at the end of the
/// text (the lexer is never called there).
pub trait TokenKind: Copy + Eq {
    /// The end of the text.
    const EOF: Self;
}

/// Declares a game's token kinds: the enum `$name` with the kinds listed and `Eof`, its
/// `TokenKind`, and `Tok<'a>`, its `Tok`
/// (`token_kinds!(Tk { Word, Punct })`).
#[macro_export]
macro_rules! token_kinds {
    ($(#[$doc:meta])* $vis:vis $name:ident { $($(#[$kdoc:meta])* $kind:ident),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis enum $name {
            $($(#[$kdoc])* $kind,)*
            /// The end of the text.
            Eof,
        }

        impl $crate::core::parse::TokenKind for $name {
            const EOF: Self = $name::Eof;
        }

        /// A token of this game.
        $vis type Tok<'a> = $crate::core::parse::Tok<'a, $name>;
    };
}

/// A game's lexer: one token at the start of a text that does not start with white space,
/// as its kind and its text; it fails only on an empty text. Taken as a generic parameter,
/// so that each game's lexer is inlined into the shared loops (a function pointer would
/// cost an indirect call per token).
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
    // ASCII white space is skipped here, byte by byte (a visible ASCII character right at
    // `pos` skips nothing); anything else (a character that is not ASCII, or `pos` inside
    // one) goes to the general reader, from `pos`.
    let b = src.as_bytes();
    let (i, newline) = header::skip_ascii_whitespace(b, pos);
    let (start, newline_before) = match b.get(i) {
        Some(&c) if c >= 0x80 => skip_whitespace(src, pos),
        _ => (i.min(src.len()), newline),
    };
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

/// A text read token by token with a game's lexer, for the recovery loop and the nom
/// grammar of a game's entries. The last token read is remembered: a token looked at to
/// choose what to parse, then parsed, is lexed once.
pub struct Tokens<'a, K, L> {
    src: &'a str,
    lex: L,
    /// Where the last token was looked for (`usize::MAX`: nowhere yet), and the token.
    last_pos: Cell<usize>,
    last: Cell<Tok<'a, K>>,
}

impl<'a, K: TokenKind, L: Lexes<K>> Tokens<'a, K, L> {
    /// The tokens of `src`, read with `lex`.
    pub fn new(src: &'a str, lex: L) -> Self {
        Tokens {
            src,
            lex,
            last_pos: Cell::new(usize::MAX),
            last: Cell::new(Tok {
                kind: K::EOF,
                text: "",
                span: Span::point(0),
                newline_before: false,
            }),
        }
    }

    /// The text.
    pub fn src(&self) -> &'a str {
        self.src
    }

    /// The token at or after `pos` (after white space), as [`token_at`] reads it.
    #[inline]
    pub fn at(&self, pos: usize) -> Tok<'a, K> {
        if self.last_pos.get() == pos {
            return self.last.get();
        }
        let t = token_at(self.src, pos, self.lex);
        self.last_pos.set(pos);
        self.last.set(t);
        t
    }

    /// The token after `t`.
    #[inline]
    pub fn after(&self, t: &Tok<'_, K>) -> Tok<'a, K> {
        self.at(t.span.end)
    }
}

/// How a nom parser of a game's grammar stops: [`Stop::Miss`] (what it reads is not
/// here: an `opt` or `alt` tries the next thing; nom's `Err::Error`) or [`Stop::Fail`]
/// (it is here but wrong: a problem and where to resume; nom's `Err::Failure`, which no
/// combinator goes past).
pub enum Stop {
    /// Not this; try something else.
    Miss,
    /// A problem found.
    Fail(Fail),
}

impl<I> nom::error::ParseError<I> for Stop {
    fn from_error_kind(_: I, _: nom::error::ErrorKind) -> Self {
        Stop::Miss
    }

    fn append(_: I, _: nom::error::ErrorKind, other: Self) -> Self {
        other
    }
}

/// Where the white space at `pos` ends, and whether it holds a line break (as
/// [`Cursor::skip_whitespace`]; a position inside a character stands for its start).
#[cold]
fn skip_whitespace(src: &str, pos: usize) -> (usize, bool) {
    let pos = if src.is_char_boundary(pos) {
        pos
    } else {
        Cursor::new(src, pos).pos()
    };
    header::skip_whitespace(src, pos)
}

/// A run of letters and digits, accents included (nom's `take_while1(char::is_alphanumeric)`),
/// with ASCII read byte by byte. Fails on an empty run.
#[inline]
pub fn word(i: &str) -> IResult<&str, &str> {
    let b = i.as_bytes();
    let n = b
        .iter()
        .position(|c| !c.is_ascii_alphanumeric())
        .unwrap_or(b.len());
    if n > 0 && b.get(n).is_none_or(|&c| c < 0x80) {
        return Ok((&i[n..], &i[..n]));
    }
    nom::bytes::complete::take_while1(char::is_alphanumeric).parse(i)
}

impl<K: TokenKind> Tok<'_, K> {
    /// Where to label something missing at this token, which follows position `after`,
    /// and what was found there: the token itself, or a point right after `after` when
    /// the token is on the next line or the text has ended.
    pub fn found(&self, after: usize) -> (Span, Message) {
        if self.kind == K::EOF {
            (
                Span::point(after),
                Message::new("record-found-end-of-record"),
            )
        } else if self.newline_before {
            (Span::point(after), Message::new("record-found-end-of-line"))
        } else {
            let token = shown(self.text);
            (
                self.span,
                crate::message!("record-found-token", token = token),
            )
        }
    }
}

/// Whether a word is a whole move number (`12.`, `12...`) in the text at `at`.
pub fn is_move_number(src: &str, word: Span) -> bool {
    Cursor::new(src, word.start)
        .move_number()
        .is_some_and(|m| m.span.end == word.end)
}

/// Whether the word at `word`, a whole word of ASCII digits, starts a move number (`12.`,
/// `12...`, `12…`): as [`Cursor::move_number`] reads one there (at most 9 digits, then the
/// dot or the ellipsis), without reading it.
pub fn starts_move_number(src: &str, word: Span) -> bool {
    word.len() <= 9
        && src
            .get(word.end..)
            .is_some_and(|rest| rest.starts_with(['.', '…']))
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
pub fn unexpected(
    code: &'static str,
    span: Span,
    text: &str,
    what: impl Into<Message>,
    help: impl Into<Message>,
) -> Problem {
    let message = crate::message!("record-unexpected", token = shown(text), what = what.into());
    Problem::error(code, span, message)
        .with_label(Message::new("record-unexpected-label"))
        .with_help(help)
}

/// [`unexpected`] at the token `t`, resuming after it.
pub fn unexpected_at<K>(
    code: &'static str,
    t: &Tok<'_, K>,
    what: impl Into<Message>,
    help: impl Into<Message>,
) -> Fail {
    fail(unexpected(code, t.span, t.text, what, help), t.span.end)
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
            // About one item per 12 bytes of a record (an entry, a move number): grown
            // once rather than doubled and copied many times.
            items: Vec::with_capacity(src.len().saturating_sub(pos) / 12),
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

    /// The end of an item that started at `start`: the item read, or, after its problem,
    /// an invalid stretch up to the resynchronisation point `resync(resume_from)`.
    pub fn close(
        &mut self,
        start: usize,
        read: Result<I, Fail>,
        resync: impl FnOnce(usize) -> usize,
    ) {
        self.seen_body = true;
        match read {
            Ok(item) => self.push(item),
            Err(f) => {
                let sync = resync(f.resume_from);
                self.recover(start, sync, *f.problem);
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_and_white_space_agree_with_the_general_readers() {
        use nom::bytes::complete::take_while1;
        for text in [
            "e1-e4",
            "ryū 3",
            "taiyō",
            "ÉCOLE",
            "abc",
            "-x",
            "",
            "a\u{301}b",
            "x²y",
            "12.",
        ] {
            let general = take_while1::<_, _, nom::error::Error<&str>>(char::is_alphanumeric)
                .parse(text)
                .ok();
            assert_eq!(word(text).ok(), general, "{text:?}");
        }
        for (text, pos) in [
            ("  \n x", 0),
            (" \u{a0}\u{2028}x", 0),
            ("\u{feff} x", 0),
            ("\t\r\n", 1),
            ("é x", 1),
            ("ab", 5),
            ("  ", 0),
        ] {
            let mut c = Cursor::new(text, pos);
            let newline = c.skip_whitespace();
            assert_eq!(
                skip_whitespace(text, pos),
                (c.pos(), newline),
                "{text:?} {pos}"
            );
        }
    }

    #[derive(Clone, Copy, PartialEq, Eq)]
    enum TestKind {
        Word,
        Other,
        End,
    }

    impl TokenKind for TestKind {
        const EOF: Self = TestKind::End;
    }

    fn test_lex(i: &str) -> IResult<&str, (TestKind, &str)> {
        nom::branch::alt((
            word.map(|w| (TestKind::Word, w)),
            nom::combinator::recognize(nom::character::complete::anychar)
                .map(|c| (TestKind::Other, c)),
        ))
        .parse(i)
    }

    #[test]
    fn a_token_starts_where_the_white_space_before_it_ends() {
        let text = "1. e1-e4 3\tryū\n\u{a0}+ …x\u{feff}é  \r\n}";
        for pos in 0..=text.len() + 1 {
            let t = token_at(text, pos, test_lex);
            let mut c = Cursor::new(text, pos);
            let newline = c.skip_whitespace();
            assert_eq!(
                (t.span.start, t.newline_before),
                (c.pos(), newline),
                "at {pos}"
            );
            assert_eq!(t.kind == TestKind::End, c.at_end(), "at {pos}");
        }
    }

    #[test]
    fn starts_move_number_agrees_with_the_cursor() {
        for text in [
            "12. e1",
            "12... e1",
            "12… e1",
            "12 e1",
            "12",
            "3.",
            "0.",
            "123456789.",
            "1234567890.",
            "7-",
            "7…x",
            "42.5",
            "1..",
            "9 .",
        ] {
            let digits = text.bytes().take_while(u8::is_ascii_digit).count();
            let word = Span::new(0, digits);
            let cursor = Cursor::new(text, 0).move_number().is_some();
            assert_eq!(starts_move_number(text, word), cursor, "{text:?}");
        }
    }
}
