//! Notation pieces every game's record shares: byte decoding, whitespace, comments,
//! PGN-style tags, move numbers, the ellipsis, and splitting a text into records.
//!
//! The token recognisers are written with nom, but nom never shows in the public API:
//! callers drive a [`Cursor`] over the text and get [`Spanned`] values or a [`Problem`].
//! Every span is a byte offset into the text the cursor was made from.

use nom::{
    IResult, Offset, Parser,
    branch::alt,
    bytes::complete::{tag, take_until, take_while, take_while1},
    character::complete::{char, satisfy},
    combinator::recognize,
    error::{ErrorKind, ParseError},
    sequence::{pair, preceded, terminated},
};

use compact_str::CompactString;

use super::diag::Problem;
use super::span::{Span, Spanned};
use crate::message::Message;

/// The UTF-8 byte order mark.
const BOM: &str = "\u{feff}";

/// Read a record file's bytes as UTF-8, dropping a leading byte order mark.
///
/// Returns the text without the BOM and the number of bytes the BOM took (0 or 3): add it
/// to spans to point into the original bytes. Invalid UTF-8 is a `record::invalid-utf8`
/// problem whose span is the first bad byte (in the coordinates of `bytes`).
// A problem is returned at most once per file; boxing it would only complicate callers.
#[allow(clippy::result_large_err)]
pub fn decode(bytes: &[u8]) -> Result<(&str, usize), Problem> {
    match std::str::from_utf8(bytes) {
        Ok(text) => match text.strip_prefix(BOM) {
            Some(rest) => Ok((rest, BOM.len())),
            None => Ok((text, 0)),
        },
        Err(e) => {
            let at = e.valid_up_to();
            let len = e.error_len().unwrap_or(bytes.len() - at).max(1);
            let end = (at + len).min(bytes.len());
            Err(invalid_utf8(Span::new(at, end), at))
        }
    }
}

/// The `record::invalid-utf8` problem: the bad bytes at `span`, which lie at byte
/// `offset` of the file (the span may point into a piece of it).
pub fn invalid_utf8(span: Span, offset: usize) -> Problem {
    Problem::error(
        "record::invalid-utf8",
        span,
        crate::message!("record-invalid-utf8", offset = offset),
    )
    .with_label(Message::new("record-invalid-utf8-label"))
    .with_help(Message::new("record-invalid-utf8-help"))
}

/// A `[Key "Value"]` tag as read; the value has its escapes (`\"`, `\\`) resolved.
///
/// Key and value are [`CompactString`]s: a string of up to 24 bytes (the usual keys, and
/// values of most tags) is kept inline, so reading a tag allocates nothing. Both read as
/// `&str` (`&*tag.value.node`, or any `str` method on it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawTag {
    pub key: Spanned<CompactString>,
    /// The value without its quotes; the span covers the text between the quotes.
    pub value: Spanned<CompactString>,
    /// From `[` to `]`.
    pub span: Span,
}

/// The problem for the tag `key` given a second time at `again` (its key, or the whole
/// tag); `first` is where the kept one stands.
pub fn duplicate_tag(first: Span, again: Span, key: &str) -> Problem {
    Problem::error(
        "record::duplicate-tag",
        again,
        crate::message!("record-duplicate-tag", key = key),
    )
    .with_label(Message::new("record-duplicate-tag-label"))
    .with_related(first, Message::new("record-duplicate-tag-first"))
    .with_help(Message::new("record-duplicate-tag-help"))
}

/// The first tag with this key (ASCII case-insensitive).
pub fn find_tag<'a>(tags: &'a [RawTag], key: &str) -> Option<&'a RawTag> {
    tags.iter().find(|t| t.key.node.eq_ignore_ascii_case(key))
}

/// A move number: `12.` or `12...` (the ellipsis, if any, is reported separately).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    pub number: Spanned<u32>,
    /// The span of `...`/`…` in `12...`: the first entry of the line is White's.
    pub ellipsis: Option<Span>,
    pub span: Span,
}

/// The canonical numbering of a two-column record: `N.` before each entry of the player
/// in the first column, `N. ...` where the second player begins a line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Numbering {
    number: u32,
    open: bool,
}

impl Numbering {
    /// What goes before the next entry, by the first player or the `second`: nothing
    /// (it completes the line), or a move number and whether an ellipsis follows it.
    pub fn entry(&mut self, second: bool) -> Option<(u32, bool)> {
        if second && self.open {
            self.open = false;
            return None;
        }
        self.number += 1;
        self.open = !second;
        Some((self.number, second))
    }
}

/// Escape a tag value for writing (`"` and `\` get a backslash).
pub fn escape_tag_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Write a tag: `[Key "Value"]`.
pub fn write_tag(key: &str, value: &str) -> String {
    format!("[{key} \"{}\"]", escape_tag_value(value))
}

/// Write a comment so that it reads back with the same text: `{text}`, or `;text` (which
/// must then end its line) when the text holds a `}`.
pub fn write_comment(text: &str) -> String {
    if text.contains('}') {
        format!(";{text}")
    } else {
        format!("{{{text}}}")
    }
}

/// Whether [`write_comment`] writes this text as a `;` comment that must end its line.
pub fn comment_ends_line(text: &str) -> bool {
    text.contains('}')
}

// ----- the body of a sheet, written -----------------------------------------------------

/// One line of a [`Sheet`].
enum SheetLine {
    /// A numbered (or unnumbered) line: the first and the second player's cells.
    Move {
        number: Option<u32>,
        cells: [String; 2],
        filled: usize,
    },
    /// A line of its own (a comment).
    Text(String),
}

/// The body of a record in the canonical layout of a two-player score sheet: numbered
/// lines `12. <first> <second>` in aligned columns, comments where they stood (one of
/// several lines on lines of its own). Fed item by item, then [`Sheet::write`].
#[derive(Default)]
pub struct Sheet {
    lines: Vec<SheetLine>,
    open: Option<SheetLine>,
}

impl Sheet {
    fn flush(&mut self) {
        if let Some(l) = self.open.take() {
            self.lines.push(l);
        }
    }

    /// A move number: a new line.
    pub fn number(&mut self, n: u32) {
        self.flush();
        self.open = Some(SheetLine::Move {
            number: Some(n),
            cells: Default::default(),
            filled: 0,
        });
    }

    /// An entry (or `...`) in the next cell: the open line's, or a new unnumbered line's.
    pub fn entry(&mut self, text: &str) {
        if !matches!(self.open, Some(SheetLine::Move { filled, .. }) if filled < 2) {
            self.flush();
            self.open = Some(SheetLine::Move {
                number: None,
                cells: Default::default(),
                filled: 0,
            });
        }
        if let Some(SheetLine::Move { cells, filled, .. }) = &mut self.open {
            push_cell(&mut cells[*filled], text);
            *filled += 1;
        }
    }

    /// A comment's text (without its delimiters): after the last cell of the open line,
    /// or on a line of its own (a comment of several lines, or one before any move).
    pub fn comment(&mut self, node: &str) {
        let text = write_comment(node);
        match &mut self.open {
            Some(SheetLine::Move { .. }) if node.contains('\n') => {
                self.flush();
                self.lines.push(SheetLine::Text(text));
            }
            Some(SheetLine::Move { cells, filled, .. }) => {
                push_cell(&mut cells[filled.saturating_sub(1)], &text);
                if comment_ends_line(node) {
                    self.flush();
                }
            }
            _ => self.lines.push(SheetLine::Text(text)),
        }
    }

    /// The lines, after what `out` holds already (the tags: then a blank line first).
    pub fn write(mut self, out: &mut String) {
        self.flush();
        let width = |s: &str| s.chars().count();
        let mut num_w = 0;
        let mut first_w = 0;
        for l in &self.lines {
            if let SheetLine::Move { number, cells, .. } = l {
                num_w = num_w.max(number.map_or(0, |n| n.to_string().len() + 1));
                if !cells[1].is_empty() {
                    first_w = first_w.max(width(&cells[0]));
                }
            }
        }
        if !out.is_empty() && !self.lines.is_empty() {
            out.push('\n');
        }
        for l in self.lines {
            match l {
                SheetLine::Text(t) => {
                    out.push_str(&t);
                    out.push('\n');
                }
                SheetLine::Move { number, cells, .. } => {
                    let num = number.map_or(String::new(), |n| format!("{n}."));
                    let mut line = format!("{num:<num_w$}");
                    if num_w > 0 {
                        line.push(' ');
                    }
                    if cells[1].is_empty() {
                        line.push_str(&cells[0]);
                    } else {
                        let pad = first_w.saturating_sub(width(&cells[0]));
                        line.push_str(&cells[0]);
                        line.push_str(&" ".repeat(pad + 3));
                        line.push_str(&cells[1]);
                    }
                    out.push_str(line.trim_end());
                    out.push('\n');
                }
            }
        }
    }
}

fn push_cell(cell: &mut String, text: &str) {
    if !cell.is_empty() {
        cell.push(' ');
    }
    cell.push_str(text);
}

// ----- nom recognisers (private) --------------------------------------------------------

type Res<'a, O> = IResult<&'a str, O>;

/// Whitespace, including a stray byte order mark (U+FEFF) left in the text.
fn whitespace(i: &str) -> Res<'_, &str> {
    take_while1(|c: char| c.is_whitespace() || c == '\u{feff}').parse(i)
}

/// `{` … `}`: Ok(inner) or, unterminated, Err(()) with the rest of the text consumed.
fn brace_comment(i: &str) -> Res<'_, Result<&str, ()>> {
    let (i, _) = char('{').parse(i)?;
    match pair(take_until::<_, _, nom::error::Error<&str>>("}"), char('}')).parse(i) {
        Ok((rest, (inner, _))) => Ok((rest, Ok(inner))),
        Err(_) => Ok(("", Err(()))),
    }
}

/// `;` to the end of the line (the line break is not part of it; a `\r` before it is dropped).
fn line_comment(i: &str) -> Res<'_, &str> {
    let (rest, (_, inner)) = pair(char(';'), take_while(|c| c != '\n')).parse(i)?;
    Ok((rest, inner.strip_suffix('\r').unwrap_or(inner)))
}

fn ellipsis(i: &str) -> Res<'_, &str> {
    alt((tag("..."), tag("…"))).parse(i)
}

fn tag_key<'a, E: ParseError<&'a str>>(i: &'a str) -> IResult<&'a str, &'a str, E> {
    // An ASCII key byte by byte (the common case); one going on beyond ASCII as characters.
    let b = i.as_bytes();
    if b.first()
        .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
    {
        let n = 1 + b[1..]
            .iter()
            .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
            .count();
        if b.get(n).is_none_or(|&c| c < 0x80) {
            return Ok((&i[n..], &i[..n]));
        }
    }
    recognize(pair(
        satisfy(|c| c.is_alphabetic() || c == '_'),
        take_while(|c: char| c.is_alphanumeric() || c == '_' || c == '-'),
    ))
    .parse(i)
}

/// The raw text of a quoted value up to (not including) its closing quote or the first
/// thing that cannot be in it (line break, bad escape).
fn tag_value_raw<'a, E: ParseError<&'a str>>(i: &'a str) -> IResult<&'a str, &'a str, E> {
    // `{ char - ( "\\" | '"' | CR | LF ) | "\\", ( '"' | "\\" ) }`, byte by byte: every
    // byte it stops at is ASCII, so the run ends on a character boundary.
    let b = i.as_bytes();
    let mut n = 0;
    loop {
        match b.get(n) {
            None | Some(b'"' | b'\r' | b'\n') => break,
            Some(b'\\') => match b.get(n + 1) {
                Some(b'"' | b'\\') => n += 2,
                _ => break,
            },
            Some(_) => n += 1,
        }
    }
    Ok((&i[n..], &i[..n]))
}

// ----- the tag grammar ------------------------------------------------------------------
//
//   tag          = "[", key, quoted-value, "]" ;   (spaces and tabs between the parts)
//   key          = ( letter | "_" ), { letter | digit | "_" | "-" } ;
//   quoted-value = '"', { any-char - ( '"' | "\" | newline ) | '\"' | "\\" }, '"' ;
//
// Past its `[`, a tag that does not read on is a [`TagFault`]: where, and what was expected.

/// Where a tag stops reading, and what was expected there.
#[derive(Debug)]
struct TagFault<'a> {
    /// The text from the fault on.
    at: &'a str,
    /// What was expected (the problem's label): a message id of the catalogue.
    what: &'static str,
}

impl<'a> ParseError<&'a str> for TagFault<'a> {
    fn from_error_kind(at: &'a str, _: ErrorKind) -> Self {
        TagFault { at, what: "" }
    }

    fn append(_: &'a str, _: ErrorKind, other: Self) -> Self {
        other
    }
}

type TagRes<'a, O> = IResult<&'a str, O, TagFault<'a>>;

/// `parser`, or a fault saying `what` (a message id) was expected where it failed.
fn expect<'a, O>(
    mut parser: impl Parser<&'a str, Output = O, Error = TagFault<'a>>,
    what: &'static str,
) -> impl FnMut(&'a str) -> TagRes<'a, O> {
    move |i| match parser.parse(i) {
        Err(nom::Err::Error(_)) => Err(nom::Err::Failure(TagFault { at: i, what })),
        r => r,
    }
}

/// Spaces and tabs.
fn blanks(i: &str) -> TagRes<'_, &str> {
    // Both are ASCII: counted byte by byte.
    let n = i.bytes().take_while(|&c| c == b' ' || c == b'\t').count();
    Ok((&i[n..], &i[..n]))
}

/// tag = "[", key, quoted-value, "]" ;  the key and the raw value (escapes kept).
fn pgn_tag(i: &str) -> TagRes<'_, (&str, &str)> {
    let key = expect(tag_key, "record-tag-expected-key");
    let close = expect(char(']'), "record-tag-expected-close");
    preceded(
        char('['),
        terminated(
            (preceded(blanks, key), preceded(blanks, quoted_value)),
            preceded(blanks, close),
        ),
    )
    .parse(i)
}

/// quoted-value = '"', … , '"' ;  the text between the quotes.
fn quoted_value(i: &str) -> TagRes<'_, &str> {
    let (rest, _) = expect(char('"'), "record-tag-expected-value")(i)?;
    let (rest, raw) = tag_value_raw(rest)?;
    match char::<_, TagFault<'_>>('"').parse(rest) {
        Ok((rest, _)) => Ok((rest, raw)),
        Err(_) if rest.starts_with('\\') => Err(nom::Err::Failure(TagFault {
            at: rest,
            what: "record-tag-unknown-escape",
        })),
        // Labelled at the opening quote.
        Err(_) => Err(nom::Err::Failure(TagFault {
            at: i,
            what: "record-tag-unclosed-quote",
        })),
    }
}

/// The value of a tag: its raw text with `\"` and `\\` resolved (inline when short).
fn unescape(raw: &str) -> CompactString {
    if !raw.contains('\\') {
        return CompactString::new(raw);
    }
    let mut out = CompactString::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// One or more ASCII digits (nom's `digit1`, read byte by byte).
fn digits(i: &str) -> Res<'_, &str> {
    let n = i.bytes().take_while(u8::is_ascii_digit).count();
    if n == 0 {
        return Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::Digit,
        )));
    }
    Ok((&i[n..], &i[..n]))
}

/// A move number's digits (at most 9, so it fits a `u32`) and its dot(s).
fn move_number(i: &str) -> Res<'_, (&str, Option<&str>)> {
    let (rest, digits) = digits(i)?;
    if digits.len() > 9 {
        return Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::TooLarge,
        )));
    }
    // `...`, `…` (three bytes each) or `.`: `alt((ellipsis, char('.')))`, read directly.
    if rest.starts_with("...") || rest.starts_with('…') {
        return Ok((&rest[3..], (digits, Some(&rest[..3]))));
    }
    match rest.strip_prefix('.') {
        Some(rest) => Ok((rest, (digits, None))),
        None => Err(nom::Err::Error(nom::error::Error::new(
            rest,
            nom::error::ErrorKind::Char,
        ))),
    }
}

// ----- the cursor ----------------------------------------------------------------------

/// Where the whitespace at `pos` (a character boundary of `text`) ends, and whether it
/// holds a line break: what [`Cursor::skip_whitespace`] skips.
#[inline]
pub fn skip_whitespace(text: &str, pos: usize) -> (usize, bool) {
    // ASCII first, byte by byte (the common case); anything else goes to the parser.
    let b = text.as_bytes();
    let (i, newline) = skip_ascii_whitespace(b, pos);
    if b.get(i).is_none_or(|&c| c < 0x80) {
        return (i, newline);
    }
    match whitespace(&text[i..]) {
        Ok((rest, ws)) => (text.len() - rest.len(), newline || ws.contains('\n')),
        Err(_) => (i, newline),
    }
}

/// Where the ASCII white space (space, tab, line feed, carriage return, vertical tab, form
/// feed) at `pos` of `b` ends, and whether it holds a line feed.
#[inline(always)]
pub fn skip_ascii_whitespace(b: &[u8], pos: usize) -> (usize, bool) {
    let mut i = pos;
    let mut newline = false;
    while let Some(&c) = b.get(i) {
        match c {
            b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {}
            b'\n' => newline = true,
            _ => break,
        }
        i += 1;
    }
    (i, newline)
}

/// A position in a text, with the readers for the shared tokens. Each reader looks at the
/// text right at the cursor (call [`Cursor::skip_whitespace`] first) and advances past what
/// it read; it returns `None`, without moving, when the text there is not its token.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at byte `pos` of `text` (clamped to the text).
    pub fn new(text: &'a str, pos: usize) -> Self {
        let mut pos = pos.min(text.len());
        while !text.is_char_boundary(pos) {
            pos -= 1;
        }
        Cursor { text, pos }
    }

    /// The whole text.
    pub fn text(&self) -> &'a str {
        self.text
    }

    /// The byte offset of the cursor.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The text from the cursor on.
    pub fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    /// Move to `rest`, a suffix of the text (what a nom parser left).
    fn advance_to(&mut self, rest: &'a str) {
        self.pos = self.text.len() - rest.len();
    }

    /// Skip whitespace (spaces, tabs, line breaks, any Unicode space, a stray BOM).
    /// Returns whether a line break was skipped.
    #[inline]
    pub fn skip_whitespace(&mut self) -> bool {
        let newline;
        (self.pos, newline) = skip_whitespace(self.text, self.pos);
        newline
    }

    /// A `{ … }` or `; …` comment. The value is the text without its delimiters; the span
    /// covers them. An unterminated `{` is a `record::unterminated-comment` problem (the
    /// cursor then stands at the end of the text).
    pub fn comment(&mut self) -> Option<Result<Spanned<String>, Problem>> {
        let start = self.pos;
        if let Ok((rest, inner)) = brace_comment(self.rest()) {
            self.advance_to(rest);
            let span = Span::new(start, self.pos);
            return Some(match inner {
                Ok(inner) => Ok(Spanned::new(inner.to_owned(), span)),
                Err(()) => Err(Problem::error(
                    "record::unterminated-comment",
                    Span::new(start, start + 1),
                    Message::new("record-unclosed-comment"),
                )
                .with_label(Message::new("record-unclosed-comment-label"))
                .with_help(Message::new("record-unclosed-comment-help"))),
            });
        }
        if let Ok((rest, inner)) = line_comment(self.rest()) {
            self.advance_to(rest);
            let end = start + 1 + inner.len();
            return Some(Ok(Spanned::new(inner.to_owned(), Span::new(start, end))));
        }
        None
    }

    /// A `[Key "Value"]` tag. A malformed tag is a `record::bad-tag` problem labelled on the
    /// bad part; the cursor then stands after the tag's `]` if that is on the same line, or
    /// at the end of the line.
    pub fn tag(&mut self) -> Option<Result<RawTag, Problem>> {
        let text = self.text;
        let start = self.pos;
        let off = |rest: &str| text.len() - rest.len();
        let result = match pgn_tag(self.rest()) {
            Ok((rest, (key, raw))) => {
                let key_start = text.offset(key);
                let key = Spanned::new(
                    CompactString::new(key),
                    Span::new(key_start, key_start + key.len()),
                );
                let value_start = text.offset(raw);
                let value = Spanned::new(
                    unescape(raw),
                    Span::new(value_start, value_start + raw.len()),
                );
                Ok((rest, key, value))
            }
            Err(nom::Err::Failure(TagFault { at, what })) => Err((off(at), what)),
            // Not a tag (no `[`).
            Err(_) => return None,
        };
        Some(match result {
            Ok((rest, key, value)) => {
                self.advance_to(rest);
                Ok(RawTag {
                    key,
                    value,
                    span: Span::new(start, self.pos),
                })
            }
            Err((at, what)) => {
                // Resynchronise: after the next `]` on this line, else at the line's end.
                // Resynchronise after the next `]` (from the fault on), else at the line's end.
                // Only the text from the fault to there is looked at: linear in all.
                let stop = text[at..].find([']', '\n']).map_or(text.len(), |n| at + n);
                self.pos = if text[stop..].starts_with(']') {
                    stop + 1
                } else {
                    stop
                };
                let found = text[at..]
                    .chars()
                    .next()
                    .filter(|&c| c != '\r' && c != '\n');
                // The bad token: a word, an escape pair, or one character.
                let span = match found {
                    Some(c) if c.is_alphanumeric() => {
                        let word = text[at..]
                            .find(|c: char| !c.is_alphanumeric())
                            .unwrap_or(text.len() - at);
                        Span::new(at, at + word)
                    }
                    Some('\\') => {
                        let next = text[at + 1..].chars().next().map_or(0, char::len_utf8);
                        Span::new(at, at + 1 + next)
                    }
                    Some(c) => Span::new(at, at + c.len_utf8()),
                    // Nothing to point at (the line ends): label the partial tag itself.
                    None => Span::new(start, at),
                };
                let found = match found {
                    Some(_) => crate::message!("record-found-token", token = &text[span.range()]),
                    None => Message::new("record-found-end-of-line"),
                };
                Err(Problem::error(
                    "record::bad-tag",
                    span,
                    crate::message!("record-bad-tag", what = Message::new(what), found = found),
                )
                .with_label(Message::new(what))
                .with_related(
                    Span::new(start, span.start.max(start)),
                    Message::new("record-bad-tag-in"),
                )
                .with_help(Message::new("record-bad-tag-help"))
                .with_skipped(Span::new(span.end, self.pos.max(span.end))))
            }
        })
    }

    /// A move number `12.` or `12...`/`12…` (at most 9 digits).
    pub fn move_number(&mut self) -> Option<MoveNumber> {
        let start = self.pos;
        let (rest, (digits, dots)) = move_number(self.rest()).ok()?;
        // At most 9 ASCII digits: a `u32`, whatever they are.
        let number = digits
            .bytes()
            .fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
        self.advance_to(rest);
        let num_span = Span::new(start, start + digits.len());
        let ellipsis = dots.map(|d| Span::new(self.pos - d.len(), self.pos));
        Some(MoveNumber {
            number: Spanned::new(number, num_span),
            ellipsis,
            span: Span::new(start, self.pos),
        })
    }

    /// `...` or `…`.
    pub fn ellipsis(&mut self) -> Option<Span> {
        let start = self.pos;
        let (rest, _) = ellipsis(self.rest()).ok()?;
        self.advance_to(rest);
        Some(Span::new(start, self.pos))
    }
}

#[cfg(test)]
mod numbering_tests {
    use super::Numbering;

    #[test]
    fn lines_open_with_the_first_player_and_close_with_the_second() {
        let mut n = Numbering::default();
        assert_eq!(n.entry(true), Some((1, true)));
        assert_eq!(n.entry(false), Some((2, false)));
        assert_eq!(n.entry(true), None);
        assert_eq!(n.entry(false), Some((3, false)));
        assert_eq!(n.entry(false), Some((4, false)));
        assert_eq!(n.entry(true), None);
        assert_eq!(n.entry(true), Some((5, true)));
    }
}

// ----- record splitter -----------------------------------------------------------------

/// The text holds no record: nothing but whitespace and closed comments (an empty file,
/// or one of comments only). An unclosed comment is something (the game reports it).
pub fn holds_nothing(text: &str) -> bool {
    let mut c = Cursor::new(text, 0);
    loop {
        c.skip_whitespace();
        if c.at_end() {
            return true;
        }
        match c.comment() {
            Some(Ok(_)) => {}
            _ => return false,
        }
    }
}

/// The records of a text: a tag block that follows body text starts a new record (as in
/// PGN). Yields one span per record, in order, covering the text between them (comments
/// between two games go with the first). A text with nothing but whitespace has no
/// records. Linear time, no allocation.
pub fn split_records(text: &str) -> impl Iterator<Item = Span> + '_ {
    split_records_bytes(text.as_bytes())
}

/// Reads every record of `text` with `read`, given the whole text and one of
/// [`split_records`]'s spans (spans in what it reads stay offsets into the whole text).
pub fn read_all<R>(text: &str, read: impl Fn(&str, Span) -> R) -> Vec<R> {
    split_records(text).map(|span| read(text, span)).collect()
}

/// Reads the whole of `text` as one record with `read` (given the span of the whole text;
/// see [`read_all`] for a text of several records).
pub fn read_one<R>(text: &str, read: impl FnOnce(&str, Span) -> R) -> R {
    read(text, Span::new(0, text.len()))
}

/// What a parser of the record at `span` of `text` reads: the text up to the record's
/// end, the offset to start at, and the record's span, all clamped to the text.
pub fn record_range(text: &str, span: Span) -> (&str, usize, Span) {
    let end = span.end.min(text.len());
    let start = span.start.min(end);
    (
        text.get(..end).unwrap_or(text),
        start,
        Span::new(start, end),
    )
}

/// [`records`](crate::records) over bytes that may not (yet) be valid UTF-8: a stream read in
/// chunks is split before it is decoded. On valid UTF-8 both give the same spans; a
/// malformed sequence counts as body text. Every record but the last of a prefix of a
/// text ends where it does in the whole text (a record only ends at a `[` that was
/// already read), which is what lets `kifu validate` split a stream chunk by chunk.
pub fn split_records_bytes(bytes: &[u8]) -> impl Iterator<Item = Span> + '_ {
    Splitter { b: bytes, pos: 0 }
}

struct Splitter<'a> {
    b: &'a [u8],
    pos: usize,
}

/// The character starting at byte `i` (a non-ASCII lead byte) and its length, if valid.
fn char_at(b: &[u8], i: usize) -> Option<(char, usize)> {
    let len = match b[i] {
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => return None,
    };
    let s = std::str::from_utf8(b.get(i..i + len)?).ok()?;
    s.chars().next().map(|c| (c, len))
}

/// ASCII whitespace as `char::is_whitespace` sees it (tab, line feed, vertical tab, form
/// feed, carriage return, space).
#[inline]
fn ascii_space(c: u8) -> bool {
    matches!(c, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b' ')
}

impl Iterator for Splitter<'_> {
    type Item = Span;

    fn next(&mut self) -> Option<Span> {
        let b = self.b;
        let start = self.pos;
        // Nothing but whitespace (as `str::trim_start` sees it: no BOM) is no record.
        let mut i = start;
        loop {
            match b.get(i) {
                None => {
                    self.pos = b.len();
                    return None;
                }
                Some(&c) if ascii_space(c) => i += 1,
                Some(&c) if c >= 0x80 => match char_at(b, i) {
                    Some((ch, len)) if ch.is_whitespace() => i += len,
                    _ => break,
                },
                Some(_) => break,
            }
        }
        let mut seen_body = false;
        while i < b.len() {
            if seen_body {
                // In the body only comments and a tag (the next record) matter: jump to them.
                match memchr::memchr3(b'{', b';', b'[', &b[i..]) {
                    Some(k) => i += k,
                    None => {
                        i = b.len();
                        break;
                    }
                }
            }
            let c = b[i];
            match c {
                _ if ascii_space(c) => i += 1,
                b'{' => {
                    i = memchr::memchr(b'}', &b[i + 1..]).map_or(b.len(), |n| i + 1 + n + 1);
                }
                b';' => i = memchr::memchr(b'\n', &b[i..]).map_or(b.len(), |n| i + n),
                b'[' if seen_body => break,
                // Skip the tag: to its `]` (outside the quotes) or the end of the line.
                b'[' => i = skip_tag(b, i),
                // An arrow (U+2190–U+21FF) is body text, never whitespace.
                0xe2 if b.get(i + 1) == Some(&0x86)
                    && b.get(i + 2).is_some_and(|c| (0x80..0xc0).contains(c)) =>
                {
                    seen_body = true;
                    i += 3;
                }
                0x80.. => match char_at(b, i) {
                    Some((ch, len)) if ch.is_whitespace() || ch == '\u{feff}' => i += len,
                    Some((_, len)) => {
                        seen_body = true;
                        i += len;
                    }
                    None => {
                        seen_body = true;
                        i += 1;
                    }
                },
                _ => {
                    // A run of body text.
                    seen_body = true;
                    i += 1;
                    while i < b.len()
                        && b[i] < 0x80
                        && !ascii_space(b[i])
                        && !matches!(b[i], b'{' | b';' | b'[')
                    {
                        i += 1;
                    }
                }
            }
        }
        self.pos = i;
        Some(Span::new(start, i))
    }
}

/// Skip a tag starting at `[` at byte `at`: to after its `]` (quotes and escapes
/// respected), or to the end of the line if it is malformed. Returns the new position.
fn skip_tag(b: &[u8], at: usize) -> usize {
    let mut in_string = false;
    let mut escaped = false;
    for (n, &c) in b.iter().enumerate().skip(at + 1) {
        match c {
            b'\n' => return n,
            _ if escaped => escaped = false,
            b'\\' if in_string => escaped = true,
            b'"' => in_string = !in_string,
            b']' if !in_string => return n + 1,
            _ => {}
        }
    }
    b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_of_whitespace_and_comments_holds_nothing() {
        assert!(holds_nothing(""));
        assert!(holds_nothing("\u{feff}  \n\t"));
        assert!(holds_nothing("{ a }\n; b\n{ c\n d }"));
        assert!(!holds_nothing("{ never closed"));
        assert!(!holds_nothing("; c\n[Game \"Kamisado\"]"));
        assert!(!holds_nothing("1. Red ↑4 Blue"));
    }

    #[test]
    fn decode_strips_bom_and_reports_bad_bytes() {
        assert_eq!(decode(b"\xef\xbb\xbfabc").unwrap(), ("abc", 3));
        assert_eq!(decode(b"abc").unwrap(), ("abc", 0));
        let p = decode(b"ab\xffcd").unwrap_err();
        assert_eq!(p.code, "record::invalid-utf8");
        assert_eq!(p.span, Span::new(2, 3));
        // truncated multi-byte sequence at the end
        let p = decode("ab↗".as_bytes().split_at(4).0).unwrap_err();
        assert_eq!(p.span, Span::new(2, 4));
    }

    #[test]
    fn comments() {
        let text = "{ a { b } rest";
        let mut c = Cursor::new(text, 0);
        let got = c.comment().unwrap().unwrap();
        assert_eq!(got.node, " a { b ");
        assert_eq!(got.span, Span::new(0, 9));
        assert_eq!(c.rest(), " rest");

        let mut c = Cursor::new("; note\r\nnext", 0);
        let got = c.comment().unwrap().unwrap();
        assert_eq!(got.node, " note");
        assert_eq!(got.span, Span::new(0, 6));

        let mut c = Cursor::new("x { never", 2);
        let p = c.comment().unwrap().unwrap_err();
        assert_eq!(p.code, "record::unterminated-comment");
        assert_eq!(p.span, Span::new(2, 3));
        assert!(c.at_end());

        assert!(Cursor::new("abc", 0).comment().is_none());
    }

    #[test]
    fn tags() {
        let text = r#"[Event "Club \"final\" \\ 2"] next"#;
        let mut c = Cursor::new(text, 0);
        let t = c.tag().unwrap().unwrap();
        assert_eq!(t.key.node, "Event");
        assert_eq!(t.value.node, r#"Club "final" \ 2"#);
        assert_eq!(&text[t.value.span.range()], r#"Club \"final\" \\ 2"#);
        assert_eq!(c.rest(), " next");

        let mut c = Cursor::new("[Event \"\"]", 0);
        assert_eq!(c.tag().unwrap().unwrap().value.node, "");
    }

    #[test]
    fn bad_tags_point_at_the_fault_and_resync() {
        let cases: &[(&str, &str, &str)] = &[
            ("[Event Club]\nx", "Club", "\nx"),
            ("[\"x\"] y", "\"", " y"),
            ("[Event \"abc\nx", "\"", "\nx"),
            ("[Event \"a\\nb\"] z", "\\n", " z"),
            ("[Event \"a\" x\n", "x", "\n"),
        ];
        for &(text, bad, rest) in cases {
            let mut c = Cursor::new(text, 0);
            let p = c.tag().unwrap().unwrap_err();
            assert_eq!(p.code, "record::bad-tag", "{text}");
            assert_eq!(&text[p.span.range()], bad, "{text}");
            assert_eq!(c.rest(), rest, "{text}");
        }
    }

    #[test]
    fn move_numbers_and_ellipsis() {
        let mut c = Cursor::new("12. x", 0);
        let m = c.move_number().unwrap();
        assert_eq!(m.number.node, 12);
        assert_eq!(m.ellipsis, None);
        assert_eq!(c.pos(), 3);

        let mut c = Cursor::new("7… x", 0);
        let m = c.move_number().unwrap();
        assert_eq!(m.ellipsis, Some(Span::new(1, 4)));

        let mut c = Cursor::new("3... x", 0);
        assert_eq!(c.move_number().unwrap().ellipsis, Some(Span::new(1, 4)));

        assert!(Cursor::new("12 x", 0).move_number().is_none());
        assert!(Cursor::new("1234567890.", 0).move_number().is_none());
        assert_eq!(Cursor::new("...", 0).ellipsis(), Some(Span::new(0, 3)));
        assert_eq!(Cursor::new("..", 0).ellipsis(), None);
    }

    #[test]
    fn move_numbers_read_as_the_nom_alternatives_read_them() {
        fn reference(i: &str) -> Option<(&str, (&str, Option<&str>))> {
            let (rest, d) = digits(i).ok()?;
            if d.len() > 9 {
                return None;
            }
            alt((ellipsis.map(Some), char('.').map(|_| None)))
                .parse(rest)
                .ok()
                .map(|(rest, dots)| (rest, (d, dots)))
        }
        for text in [
            "12. x",
            "12.. x",
            "12... x",
            "12…x",
            "12….",
            "7",
            "7 .",
            "7-",
            "7:",
            "x.",
            "007.",
            "999999999.",
            "1234567890.",
            "4\u{2026}",
            "4\u{2025}",
            "5.…",
        ] {
            let number = Cursor::new(text, 0).move_number();
            assert_eq!(move_number(text).ok(), reference(text), "{text:?}");
            assert_eq!(
                number.map(|m| m.number.node),
                reference(text).map(|(_, (d, _))| d.parse::<u32>().unwrap()),
                "{text:?}"
            );
        }
    }

    /// The splitter as first written with nom, to compare the byte splitter with.
    fn split_reference(text: &str) -> Vec<Span> {
        fn skip_tag_str(i: &str) -> &str {
            let mut in_string = false;
            let mut escaped = false;
            for (n, c) in i.char_indices().skip(1) {
                match c {
                    '\n' => return &i[n..],
                    _ if escaped => escaped = false,
                    '\\' if in_string => escaped = true,
                    '"' => in_string = !in_string,
                    ']' if !in_string => return &i[n + 1..],
                    _ => {}
                }
            }
            ""
        }
        let mut out = Vec::new();
        let mut pos = 0;
        loop {
            let start = pos;
            if text[start..].trim_start().is_empty() {
                return out;
            }
            let mut i = &text[start..];
            let mut seen_body = false;
            while !i.is_empty() {
                if let Ok((rest, _)) = whitespace(i) {
                    i = rest;
                    continue;
                }
                if let Ok((rest, _)) = brace_comment(i) {
                    i = rest;
                    continue;
                }
                if let Ok((rest, _)) = line_comment(i) {
                    i = rest;
                    continue;
                }
                if i.starts_with('[') {
                    if seen_body {
                        break;
                    }
                    i = skip_tag_str(i);
                    continue;
                }
                seen_body = true;
                let (rest, _) = take_while1::<_, _, nom::error::Error<&str>>(|c: char| {
                    !c.is_whitespace() && c != '{' && c != ';' && c != '['
                })
                .parse(i)
                .unwrap_or_else(|_| (&i[i.chars().next().map_or(0, char::len_utf8)..], ""));
                i = rest;
            }
            pos = text.len() - i.len();
            out.push(Span::new(start, pos));
        }
    }

    #[test]
    fn byte_splitter_matches_the_reference() {
        let alphabet = [
            "[",
            "]",
            "\"",
            "\\",
            "{",
            "}",
            ";",
            "\n",
            " ",
            "\r",
            "x",
            "1.",
            "é",
            "\u{feff}",
            "\u{a0}",
            "\u{3000}",
            "[A \"1\"]",
            "↗",
        ];
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mut r = state;
            let len = (r % 24) as usize;
            let mut text = String::new();
            for _ in 0..len {
                r = r.rotate_left(5) ^ 0x9e37_79b9;
                text.push_str(alphabet[(r % alphabet.len() as u64) as usize]);
            }
            let got: Vec<Span> = split_records(&text).collect();
            assert_eq!(got, split_reference(&text), "{text:?}");
            // A prefix splits the same, but for its last record.
            let spans = got;
            for cut in 0..=text.len() {
                if !text.is_char_boundary(cut) {
                    continue;
                }
                let part: Vec<Span> = split_records_bytes(&text.as_bytes()[..cut]).collect();
                if part.len() > 1 {
                    assert_eq!(
                        &part[..part.len() - 1],
                        &spans[..part.len() - 1],
                        "{text:?} cut at {cut}"
                    );
                }
            }
        }
    }

    #[test]
    fn splitting() {
        let text =
            "[A \"1\"]\n[B \"]\"]\n{ [C \"no\"] }\n1. x y\n; [no]\n\n[A \"2\"]\n1. z\n[A \"3\"]";
        let spans: Vec<_> = split_records(text).collect();
        assert_eq!(spans.len(), 3);
        assert_eq!(spans[0].start, 0);
        assert!(text[spans[1].range()].starts_with("[A \"2\"]"));
        assert_eq!(&text[spans[2].range()], "[A \"3\"]");
        assert_eq!(spans[0].end, spans[1].start);
        assert_eq!(split_records("  \n ").count(), 0);
        assert_eq!(
            split_records("x").collect::<Vec<_>>(),
            vec![Span::new(0, 1)]
        );
        // garbage and an unterminated comment stay in one record
        assert_eq!(split_records("x { [A \"1\"]").count(), 1);
    }
}
