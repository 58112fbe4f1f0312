//! Reading and writing Kaitō records (grammar: `grammar/kaito.ebnf`).
//!
//! ```text
//! [Game "Kaito"]
//! [First "Red"]
//! Layout:
//! 6 rS b1 r2 bH rS b3
//! …                      (ranks 6 down to 1, files a–f)
//! Kaito: c5
//! 1. c2 x bS        a2 x r3
//! 2. a6 x rH = H 3+2      f6
//! ```
//!
//! [`parse`](fn@parse) reads one record into the [`Record`] AST and collects every syntax problem
//! (it never stops at the first one): a bad stretch of text becomes an [`Item::Invalid`]
//! and the parser resumes at the next word. Tags, comments, move numbers and record
//! splitting are the shared ones of [`crate::core::header`]. [`write_record`] prints a
//! record in the canonical layout.

use nom::{
    IResult, Offset, Parser,
    branch::alt,
    bytes::complete::{tag, take_while, take_while1},
    character::complete::{anychar, char},
    combinator::{all_consuming, consumed, not, opt, peek, recognize},
    error::{ErrorKind, ParseError},
    multi::fold_many0,
    sequence::{preceded, terminated},
};

use super::ast::{Entry, ExchangeText, Item, KaitoLine, LayoutBlock, Record};
use super::board::{Piece, RankLine, Ranks, Square, rank_line};
use super::rules::{Buy, Move, Payment, Position};
use crate::core::header;
use crate::core::parse::{self, Body};
use crate::core::{Problem, Span, Spanned};

/// Read a payment as written (`3+2`, `2+2+1`, `3 + 2`).
pub fn parse_payment(text: &str) -> Option<Payment> {
    let (_, (_, pay)) = all_consuming(payment).parse(text).ok()?;
    Some(pay)
}

/// What an exchange buys: `H`, `S`, `Kabuto`, `Katana` (also helmet/sword, casque/épée,
/// Helm/Schwert), any case.
pub fn parse_buy(word: &str) -> Option<Buy> {
    /// The words for each, in lower case.
    const WORDS: [(&str, Buy); 11] = [
        ("h", Buy::Kabuto),
        ("kabuto", Buy::Kabuto),
        ("helmet", Buy::Kabuto),
        ("casque", Buy::Kabuto),
        ("helm", Buy::Kabuto),
        ("s", Buy::Katana),
        ("katana", Buy::Katana),
        ("sword", Buy::Katana),
        ("épée", Buy::Katana),
        ("epee", Buy::Katana),
        ("schwert", Buy::Katana),
    ];
    // An ASCII word is compared ignoring ASCII case; another is lowered as Unicode does
    // it first (`ÉPÉE`).
    let lower;
    let word = if word.is_ascii() {
        word
    } else {
        lower = word.to_lowercase();
        lower.as_str()
    };
    WORDS
        .iter()
        .find(|(w, _)| w.eq_ignore_ascii_case(word))
        .map(|&(_, buy)| buy)
}

fn is_word_char(c: char) -> bool {
    !c.is_whitespace() && c != '{' && c != ';' && c != '['
}

crate::token_kinds!(
    /// Kaitō's tokens: words (runs of non-blank characters) and the `{`, `;` or `[` that
    /// opens a comment or a tag.
    Tk {
        /// A run of non-blank characters.
        Word,
        /// `{`, `;` or `[`.
        Open,
    }
);

fn lex_one(i: &str) -> IResult<&str, (Tk, &str)> {
    // A word of ASCII characters, byte by byte (the common case); one with another
    // character in it goes to the parser below, which reads characters.
    let b = i.as_bytes();
    let mut n = 0;
    while let Some(&c) = b.get(n) {
        if c >= 0x80 {
            return lex_chars(i);
        }
        if c.is_ascii_whitespace() || c == 0x0b || matches!(c, b'{' | b';' | b'[') {
            break;
        }
        n += 1;
    }
    if n > 0 {
        return Ok((&i[n..], (Tk::Word, &i[..n])));
    }
    lex_chars(i)
}

fn lex_chars(i: &str) -> IResult<&str, (Tk, &str)> {
    alt((
        take_while1(is_word_char).map(|t| (Tk::Word, t)),
        recognize(anychar).map(|t| (Tk::Open, t)),
    ))
    .parse(i)
}

/// A word: the span of the non-blank run at or after `pos`, and whether a line break
/// was skipped to reach it. `None` at the end of the text or before a comment or tag.
fn word_at(src: &str, pos: usize) -> (Option<Span>, bool) {
    let t = parse::token_at(src, pos, lex_one);
    ((t.kind == Tk::Word).then_some(t.span), t.newline_before)
}

// ===== the entry grammar ================================================================
//
// `grammar/kaito.ebnf`, as nom parsers. Each reads from the start of its input; white
// space between two parts is read by `blank` (within the line) or `space` (line breaks
// too), as an entry's layout allows. Past the point where the text is surely an entry,
// a missing part is a [`Fault`], which the record parser turns into a problem and an
// invalid stretch; any other failure means "not an entry".

/// Why an entry could not be read.
#[derive(Debug)]
enum Fault<'a> {
    /// Not an entry (or not this part of one): the caller tries something else.
    Not,
    /// `x` alone, not followed by a token on its line; the text is the `x`.
    Token(&'a str),
    /// `=` not followed by what is bought on its line: the `=` and the word found.
    Buy(&'a str, Option<&'a str>),
    /// Nothing paid after what is bought (its word).
    Payment(&'a str),
}

impl<'a> ParseError<&'a str> for Fault<'a> {
    fn from_error_kind(_: &'a str, _: ErrorKind) -> Self {
        Fault::Not
    }

    fn append(_: &'a str, _: ErrorKind, other: Self) -> Self {
        other
    }
}

type Res<'a, O> = IResult<&'a str, O, Fault<'a>>;

fn not_here<'a, O>() -> Res<'a, O> {
    Err(nom::Err::Error(Fault::Not))
}

/// A failure no alternative repairs.
fn fault<O>(f: Fault<'_>) -> Res<'_, O> {
    Err(nom::Err::Failure(f))
}

/// An entry as read: each part with its text.
#[derive(Debug, PartialEq)]
struct EntryText<'a> {
    to: (&'a str, Square),
    capture: Option<(&'a str, Piece)>,
    exchanges: Vec<ExchangeParts<'a>>,
}

/// `= H 3+2` as read.
#[derive(Debug, PartialEq)]
struct ExchangeParts<'a> {
    eq: &'a str,
    buy: (&'a str, Buy),
    pay: (&'a str, Payment),
}

/// White space within the line, as between the words of an entry.
#[inline]
fn blank(i: &str) -> Res<'_, &str> {
    // Spaces and tabs byte by byte (the common case); other white space as characters.
    let b = i.as_bytes();
    let n = b.iter().take_while(|&&c| c == b' ' || c == b'\t').count();
    match b.get(n) {
        Some(&c) if c >= 0x80 || matches!(c, b'\r' | 0x0b | 0x0c) => blank_chars(i),
        _ => Ok((&i[n..], &i[..n])),
    }
}

#[cold]
fn blank_chars(i: &str) -> Res<'_, &str> {
    take_while(|c: char| c != '\n' && (c.is_whitespace() || c == '\u{feff}')).parse(i)
}

/// White space, line breaks too.
#[inline]
fn space(i: &str) -> Res<'_, &str> {
    // ASCII white space byte by byte; a text going on beyond ASCII as characters.
    let b = i.as_bytes();
    let n = b
        .iter()
        .take_while(|&&c| matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c))
        .count();
    if b.get(n).is_some_and(|&c| c >= 0x80) {
        return space_chars(i);
    }
    Ok((&i[n..], &i[..n]))
}

#[cold]
fn space_chars(i: &str) -> Res<'_, &str> {
    take_while(|c: char| c.is_whitespace() || c == '\u{feff}').parse(i)
}

/// The end of a word: white space, a comment, a tag or the end of the text follows.
#[inline]
fn word_end(i: &str) -> Res<'_, ()> {
    let ends = match i.as_bytes().first() {
        None => true,
        Some(&c) if c < 0x80 => {
            c.is_ascii_whitespace() || c == 0x0b || matches!(c, b'{' | b';' | b'[')
        }
        Some(_) => i.chars().next().is_some_and(|c| !is_word_char(c)),
    };
    if ends { Ok((i, ())) } else { not_here() }
}

/// A word, whatever it says.
fn word(i: &str) -> Res<'_, &str> {
    match lex_one(i) {
        Ok((rest, (Tk::Word, w))) => Ok((rest, w)),
        _ => not_here(),
    }
}

/// square = file, rank-number ;  (file `a`-`f` in either case; both are bytes)
fn square(i: &str) -> Res<'_, (&str, Square)> {
    match i.as_bytes() {
        [b'a'..=b'f' | b'A'..=b'F', b'1'..=b'6', ..] => match Square::parse(&i[..2]) {
            Some(sq) => Ok((&i[2..], (&i[..2], sq))),
            None => not_here(),
        },
        _ => not_here(),
    }
}

/// token = colour, kind ;  (colour `r`/`b`, kind `S`/`H` in either case; two bytes)
fn token(i: &str) -> Res<'_, (&str, Piece)> {
    match i.as_bytes() {
        [
            b'r' | b'R' | b'b' | b'B',
            b'S' | b's' | b'H' | b'h' | b'1'..=b'3',
            ..,
        ] => match Piece::parse(&i[..2]) {
            Some(p) => Ok((&i[2..], (&i[..2], p))),
            None => not_here(),
        },
        _ => not_here(),
    }
}

/// "x" | "X" | "×"
fn takes(i: &str) -> Res<'_, &str> {
    let n = match i.as_bytes() {
        [b'x' | b'X', ..] => 1,
        _ if i.starts_with('×') => '×'.len_utf8(),
        _ => return not_here(),
    };
    Ok((&i[n..], &i[..n]))
}

/// capture = ( "x" | "X" | "×" ), token ;  (`x bS` on the line, or `xbS`)
#[inline]
fn capture(i: &str) -> Res<'_, (&str, Piece)> {
    let (i, _) = blank(i)?;
    if let Ok((i, x)) = terminated(takes, word_end).parse(i) {
        return match preceded(blank, terminated(token, word_end)).parse(i) {
            Err(nom::Err::Error(_)) => fault(Fault::Token(x)),
            r => r,
        };
    }
    preceded(takes, terminated(token, word_end)).parse(i)
}

/// mon = "1" | "2" | "3" ;
fn mon(i: &str) -> Res<'_, u8> {
    match i.as_bytes().first() {
        Some(&c @ b'1'..=b'3') => Ok((&i[1..], c - b'0')),
        _ => not_here(),
    }
}

/// payment = mon, { "+", mon } ;  (`3+2`, `3 + 2`: on the line; nothing else joined)
fn payment(i: &str) -> Res<'_, (&str, Payment)> {
    // Between the Mons, white space without a stray BOM.
    let gap = || take_while(|c: char| c != '\n' && c.is_whitespace());
    let plus = (gap(), char('+'), gap());
    // Each Mon paid counted as read (no list of the values).
    let add = |mut p: Payment, v: u8| {
        let slot = &mut p.tokens[usize::from(v - 1)];
        *slot = slot.saturating_add(1);
        p
    };
    let mons = (mon, fold_many0(preceded(plus, mon), Payment::default, add))
        .map(move |(first, rest)| add(rest, first));
    preceded(
        blank,
        terminated(consumed(mons), (not((blank, char('+'))), word_end)),
    )
    .parse(i)
}

/// buy = "H" | "Kabuto" | … | "S" | "Katana" | … ;  (a word; `=S` joined too)
fn buy(i: &str) -> Res<'_, (&str, Buy)> {
    word.map_opt(|w| parse_buy(w).map(|b| (w, b))).parse(i)
}

/// exchange = "=", buy, payment ;  (it may start a line; its parts stay on that line)
#[inline]
fn exchange(i: &str) -> Res<'_, ExchangeParts<'_>> {
    let (i, eq) = preceded(space, tag("=")).parse(i)?;
    bought(i, eq)
}

/// What follows the `=` of an exchange: buy, payment.
fn bought<'a>(i: &'a str, eq: &'a str) -> Res<'a, ExchangeParts<'a>> {
    let (i, buy) = match preceded(blank, buy).parse(i) {
        Ok(r) => r,
        Err(_) => {
            let found = preceded(blank, word).parse(i).ok().map(|(_, w)| w);
            return fault(Fault::Buy(eq, found));
        }
    };
    match payment(i) {
        Ok((i, pay)) => Ok((i, ExchangeParts { eq, buy, pay })),
        Err(_) => fault(Fault::Payment(buy.0)),
    }
}

/// entry = square, [ capture ], { exchange } ;  (`e4xr3`: the capture joined)
// The few entries [`plain_entry`] leaves come here: kept out of line, so that the plain
// path of `RecordParser::entry` stays short.
#[inline(never)]
fn entry(i: &str) -> Res<'_, EntryText<'_>> {
    let (i, to) = terminated(square, alt((word_end, peek(takes).map(|_| ())))).parse(i)?;
    let (i, capture) = opt(capture).parse(i)?;
    let (i, exchanges) = fold_many0(exchange, Vec::new, |mut v, x| {
        v.push(x);
        v
    })
    .parse(i)?;
    Ok((
        i,
        EntryText {
            to,
            capture,
            exchanges,
        },
    ))
}

// ----- the plain entry, from its bytes -------------------------------------------------
//
// Nearly every entry is plain: ASCII, the square, then `x` and the token on the line, no
// exchange after it. [`plain_entry`] reads that shape from the bytes, leaving any other
// (an exchange, a capture joined to the square, a character beyond ASCII, a problem) to
// the grammar above, [`entry`], whose reading it gives whenever it gives one: the test
// `the_plain_entry_reader_agrees_with_the_grammar` holds the two together.

/// Space or tab, what [`blank`] skips byte by byte.
#[inline(always)]
fn is_blank_byte(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

/// Where the spaces and tabs at `at` of `b` end; `None` if another kind of white space
/// or a character beyond ASCII follows them (the grammar's to read).
#[inline(always)]
fn plain_blank(b: &[u8], mut at: usize) -> Option<usize> {
    while b.get(at).copied().is_some_and(is_blank_byte) {
        at += 1;
    }
    match b.get(at) {
        Some(&c) if c >= 0x80 || matches!(c, b'\r' | 0x0b | 0x0c) => None,
        _ => Some(at),
    }
}

/// Whether a word ends at `at` of `b` ([`word_end`] for ASCII): white space, a comment, a
/// tag or the end of the text; `None` if a character beyond ASCII follows.
#[inline(always)]
fn plain_word_end(b: &[u8], at: usize) -> Option<bool> {
    match b.get(at) {
        None => Some(true),
        Some(&c) if c >= 0x80 => None,
        Some(&c) => Some(c.is_ascii_whitespace() || c == 0x0b || matches!(c, b'{' | b';' | b'[')),
    }
}

/// entry = square, [ capture ], { exchange } ;  (the plain shape: `c2`, `c2 x bS`, with
/// no exchange; `None` for any other, which [`entry`] reads)
#[inline]
fn plain_entry(i: &str) -> Option<(&str, EntryText<'_>)> {
    let b = i.as_bytes();
    // square = file, rank-number ;  (ending its word)
    let (_, to) = square(i).ok()?;
    if !plain_word_end(b, 2)? {
        return None;
    }
    // capture = ( "x" | "X" | "×" ), token ;  (`x`, then the token on the line)
    let mut end = 2;
    let at = plain_blank(b, end)?;
    let capture = match b.get(at) {
        Some(b'x' | b'X') => {
            if !b.get(at + 1).copied().is_some_and(is_blank_byte) {
                return None;
            }
            let t = plain_blank(b, at + 1)?;
            // token = colour, kind ;  (the two bytes, as `token` reads them)
            let written = i.get(t..t + 2)?;
            let piece = (written, Piece::parse(written)?);
            if !plain_word_end(b, t + 2)? {
                return None;
            }
            end = t + 2;
            Some(piece)
        }
        _ => None,
    };
    // { exchange }: none, the next word after white space is not `=`.
    let next = b[end..]
        .iter()
        .position(|&c| !(c.is_ascii_whitespace() || c == 0x0b))
        .map_or(b.len(), |n| end + n);
    if b.get(next).is_some_and(|&c| c == b'=' || c >= 0x80) {
        return None;
    }
    let text = EntryText {
        to,
        capture,
        exchanges: Vec::new(),
    };
    Some((i.get(end..)?, text))
}

/// move-number = digit, { digit }, "." ;  (the plain form of a whole ASCII word, `12.`,
/// read from the bytes at `start` as [`header::Cursor::move_number`] reads it; `None`
/// for any other, which the cursor reads)
#[inline]
fn plain_move_number(b: &[u8], start: usize) -> Option<header::MoveNumber> {
    let word = b.get(start..)?;
    let dot = word.iter().position(|c| !c.is_ascii_digit())?;
    // At most 9 digits (a `u32`), then the dot ending the word.
    if !(1..=9).contains(&dot)
        || word[dot] != b'.'
        || plain_word_end(b, start + dot + 1) != Some(true)
    {
        return None;
    }
    let number = word[..dot]
        .iter()
        .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0'));
    let end = start + dot;
    Some(header::MoveNumber {
        number: Spanned::new(number, Span::new(start, end)),
        ellipsis: None,
        span: Span::new(start, end + 1),
    })
}

// ===== the layout block ================================================================

/// The `Layout:` block as read: the rank lines (from the first word to the end of the
/// last one; `None` if there are none), and what they say.
struct LayoutLines<'a> {
    body: Option<&'a str>,
    ranks: Ranks,
}

/// layout-block = "Layout:", newline, 6 * layout-line ;  (the input starts after the
/// keyword; spans of the layout's problems are offsets into it)
///
/// Read leniently for the recovery loop. The first rank may follow the keyword on its
/// line. Then each following line is a rank (read by the rank-line grammar, [`rank_line`])
/// while its first word is a rank number or looks like a token (two characters, or
/// `W`), or, short of six ranks, is not clearly something else: a bad first token (`..`,
/// `rSS`) is the layout's error, not the end of the block. A blank line, a tag or a
/// comment ends it. Reading resumes after the last rank (after the keyword's line if
/// there is none).
fn layout_block(input: &str) -> IResult<&str, LayoutLines<'_>> {
    // A line's first word, unless it opens a comment or a tag.
    fn starts_block<'a>(line: &RankLine<'a>) -> Option<&'a str> {
        line.label
            .or(line.first)
            .filter(|w| !w.starts_with(['{', ';', '[']))
    }
    let span = |part: &str| {
        let start = input.offset(part);
        Span::new(start, start + part.len())
    };
    let (after_keyword_line, same_line) = rank_line(input)?;
    let mut i = if starts_block(&same_line).is_some() {
        input
    } else {
        after_keyword_line
    };
    let mut block = LayoutLines {
        body: None,
        ranks: Ranks::new(),
    };
    let mut rest = after_keyword_line;
    let mut rows = 0;
    while !i.is_empty() {
        let (next, line) = rank_line(i)?;
        let Some(w) = starts_block(&line) else {
            break;
        };
        let looks = (w.len() <= 2 && w.bytes().all(|c| c.is_ascii_digit()))
            || w == "W"
            || (w.chars().count() == 2 && !w.ends_with(':') && !w.ends_with('.'));
        if !(looks || (rows < 6 && !starts_other(w))) {
            break;
        }
        rows += 1;
        let last = line.last.or(line.label).unwrap_or(w);
        let first = block.body.map_or(span(w), span);
        block.body = input.get(first.start..span(last).end);
        block.ranks.add(&line, span);
        rest = &input[span(last).end..];
        i = next;
    }
    Ok((rest, block))
}

use crate::core::diag::shown;

struct RecordParser<'a> {
    src: &'a str,
    b: Body<'a, Item>,
    record: Record,
}

const ENTRY_HELP: &str = "an entry is the Kaito's destination square, optionally what it took and an exchange: `c2`, `c2 x bS`, `a6 x rH = H 3+2`";

impl<'a> RecordParser<'a> {
    fn text(&self, span: Span) -> &'a str {
        self.b.text(span)
    }

    fn run(&mut self) {
        let b = self.src.as_bytes();
        loop {
            // A word starting with a file letter can only be an entry (or nothing): it
            // is read at once, without lexing the word first.
            let (at, _) = header::skip_ascii_whitespace(b, self.b.pos);
            if matches!(b.get(at), Some(b'a'..=b'f' | b'A'..=b'F')) && self.entry(at) {
                continue;
            }
            // So can a word starting with a digit be only a move number (or nothing).
            if b.get(at).is_some_and(u8::is_ascii_digit) && self.move_number(at) {
                continue;
            }
            let t = parse::token_at(self.src, self.b.pos, lex_one);
            self.b.pos = t.span.start;
            let w = t.span;
            match t.kind {
                Tk::Eof => break,
                Tk::Open if t.text == "[" => self.tag(),
                Tk::Open => self.b.comment(w.start),
                Tk::Word => self.word(w),
            }
        }
    }

    fn word(&mut self, w: Span) {
        let word = self.text(w);
        // Only a word ending in `:` can be a line keyword (lowercase keeps the `:`); an
        // ASCII one is compared without lowering it.
        let colon = word.ends_with(':');
        let keyword = |k: &str| {
            if word.is_ascii() {
                word.eq_ignore_ascii_case(k)
            } else {
                word.to_lowercase() == k
            }
        };
        if colon && keyword("layout:") {
            self.layout(w);
        } else if colon && (keyword("kaito:") || keyword("kaitō:")) {
            self.kaito(w);
        } else if word.starts_with(|ch: char| ch.is_ascii_digit()) {
            if !self.move_number(w.start) {
                self.unexpected(
                    w,
                    "not a move number",
                    "write a move number with a dot (`12.`); squares are a1 to f6",
                );
            }
        } else if word == "..." || word == "…" {
            self.b.push(Item::Ellipsis(w));
            self.b.pos = w.end;
        } else if !self.entry(w.start) {
            self.unexpected(w, "not a square a1 to f6", ENTRY_HELP);
        }
    }

    /// move-number = digit, { digit }, ( "." | "..." | "…" ) ;  (the whole word that
    /// starts at `start`; `false` if the word is not one)
    fn move_number(&mut self, start: usize) -> bool {
        let m = match plain_move_number(self.src.as_bytes(), start) {
            Some(m) => m,
            None => {
                let Some(m) = header::Cursor::new(self.src, start).move_number() else {
                    return false;
                };
                if word_end(&self.src[m.span.end..]).is_err() {
                    return false;
                }
                m
            }
        };
        self.b.move_number(m);
        true
    }

    /// Text that cannot be read: one problem for the whole bad stretch, which runs on
    /// over the following words up to the next thing that can start an item (those are
    /// marked as skipped).
    fn invalid(&mut self, span: Span, problem: Problem) {
        let skipped = self.skip_to_sync(span.end);
        let span = Span::new(span.start, span.end.max(skipped.end));
        self.b.push_invalid(span, problem.with_skipped(skipped));
        self.b.pos = span.end.max(self.b.pos);
    }

    fn unexpected(&mut self, w: Span, what: &str, help: &str) {
        let problem = parse::unexpected("kaito::syntax::unexpected", w, self.text(w), what, help);
        self.invalid(w, problem);
    }

    fn tag(&mut self) {
        let Some(raw) = self.b.read_tag(self.b.pos) else {
            return;
        };
        if self.b.seen_body {
            self.invalid(
                raw.span,
                Problem::error(
                    "kaito::syntax::unexpected",
                    raw.span,
                    "a tag after the moves",
                )
                .with_label("tag after the moves")
                .with_help("put every tag before the layout and the moves"),
            );
        } else {
            let again = raw.key.span;
            self.b.keep_tag(raw, again);
        }
    }

    fn duplicate(&mut self, w: Span, what: &str, first: Span) {
        self.b.problems.push(
            Problem::error(
                "kaito::syntax::duplicate",
                w,
                format!("a second `{what}` line"),
            )
            .with_label("given again here")
            .with_related(first, "first given here")
            .with_help(format!(
                "a record has one `{what}` line; delete one of them"
            )),
        );
    }

    fn too_late(&mut self, w: Span, what: &str) -> bool {
        if self.b.seen_body {
            self.unexpected(
                w,
                &format!("the `{what}` line comes after the moves"),
                "write the tags, then `Layout:` with its six rank lines, then `Kaito: <square>`, then the moves",
            );
            return true;
        }
        false
    }

    fn layout(&mut self, kw: Span) {
        self.b.pos = kw.end;
        let late = self.too_late(kw, "Layout:");
        // The block's lines are read even when it is out of place or given again, so that
        // they do not read as entries.
        let Ok((rest, block)) = layout_block(&self.src[kw.end..]) else {
            return;
        };
        self.b.pos = self.src.len() - rest.len();
        if late {
            return;
        }
        if let Some(first) = &self.record.head.layout {
            let first = first.keyword;
            self.duplicate(kw, "Layout:", first);
            return;
        }
        let body = block
            .body
            .map_or(Span::point(self.b.pos), |b| self.span_of(b));
        let layout = match block.ranks.finish() {
            Ok(l) => Some(l),
            Err(errors) => {
                for e in errors {
                    let span = e.span.map_or(kw, |s| s.offset(kw.end));
                    let label = match e.span {
                        Some(_) => "here",
                        None => "in this layout",
                    };
                    self.b.problems.push(
                        Problem::error("kaito::bad-layout", span, e.to_string())
                            .with_label(label)
                            .with_help("the layout is six lines, rank 6 first, each with six tokens for files a-f (rS rH r1 r2 r3, bS bH b1 b2 b3, W); each colour has 7 S, 3 H, three 1, two 2 and two 3, and there are 2 W"),
                    );
                }
                None
            }
        };
        self.record.head.layout = Some(LayoutBlock {
            keyword: kw,
            body,
            layout,
        });
    }

    fn kaito(&mut self, kw: Span) {
        self.b.pos = kw.end;
        if self.too_late(kw, "Kaito:") {
            return;
        }
        let (w, newline) = word_at(self.src, kw.end);
        if let Some(first) = self.record.head.kaito {
            if let Some(w) = w.filter(|_| !newline) {
                self.b.pos = w.end;
            }
            self.duplicate(kw, "Kaito:", first.keyword);
            return;
        }
        let square = match w {
            Some(w) if !newline => {
                self.b.pos = w.end;
                match Square::parse(self.text(w)) {
                    Some(sq) => Some(Spanned::new(sq, w)),
                    None => {
                        self.b.problems.push(
                            Problem::error(
                                "kaito::syntax::bad-square",
                                w,
                                format!("`{}` is not a square a1 to f6", shown(self.text(w))),
                            )
                            .with_label("square expected")
                            .with_help("write where the Kaito starts, one of the two white tokens' squares: `Kaito: c5`"),
                        );
                        None
                    }
                }
            }
            _ => {
                self.b.problems.push(
                    Problem::error(
                        "kaito::syntax::bad-square",
                        Span::point(kw.end),
                        "expected the Kaito's starting square after `Kaito:`",
                    )
                    .with_label("square expected")
                    .with_help("write where the Kaito starts, one of the two white tokens' squares: `Kaito: c5`"),
                );
                None
            }
        };
        self.record.head.kaito = Some(KaitoLine {
            keyword: kw,
            square,
        });
    }

    /// The span of `part`, a slice of the text.
    fn span_of(&self, part: &str) -> Span {
        let start = self.src.offset(part);
        Span::new(start, start + part.len())
    }

    /// The entry that starts at `start` (a word's start), read by [`entry`]; `false` if
    /// the word does not start one.
    fn entry(&mut self, start: usize) -> bool {
        let i = &self.src[start..];
        let read = match plain_entry(i) {
            Some(plain) => Ok(plain),
            None => entry(i),
        };
        let (rest, e) = match read {
            Ok(read) => read,
            Err(nom::Err::Failure(f)) => {
                self.b.seen_body = true;
                self.entry_fault(start, f);
                return true;
            }
            Err(_) => return false,
        };
        let end = self.src.len() - rest.len();
        let exchanges = e
            .exchanges
            .iter()
            .map(|x| {
                let pay = Spanned::new(x.pay.1, self.span_of(x.pay.0));
                ExchangeText {
                    buy: Spanned::new(x.buy.1, self.span_of(x.buy.0)),
                    pay,
                    span: self.span_of(x.eq).join(pay.span),
                }
            })
            .collect();
        let entry = Entry {
            to: Spanned::new(e.to.1, self.span_of(e.to.0)),
            capture: e.capture.map(|(t, p)| Spanned::new(p, self.span_of(t))),
            exchanges,
            span: Span::new(start, end),
        };
        self.b.pos = end;
        self.b.push(Item::Entry(entry));
        true
    }

    /// The problem of an entry starting at `start` that could not be read.
    #[cold]
    fn entry_fault(&mut self, start: usize, fault: Fault<'_>) {
        match fault {
            Fault::Not => {}
            Fault::Token(x) => self.no_token(start, self.span_of(x)),
            Fault::Buy(eq, found) => {
                let eq = self.span_of(eq);
                let span = found.map_or(Span::point(eq.end), |b| self.span_of(b));
                self.bad_exchange(
                    start,
                    span,
                    "expected what is bought back after `=`: H (Kabuto) or S (Katana)",
                    "H or S expected",
                );
            }
            Fault::Payment(buy) => {
                let buy = self.span_of(buy);
                let span = self.payment_words(buy.end).unwrap_or(Span::point(buy.end));
                self.bad_exchange(
                    start,
                    span,
                    "expected the Mon tokens paid: their values, 1 to 3, joined by `+`",
                    "payment expected",
                );
            }
        }
    }

    /// The words written as a payment after `from`, on its line: the first and those
    /// joined to it by `+` (`3+1`, `3 + 1`, `3 +1`).
    fn payment_words(&self, from: usize) -> Option<Span> {
        let (first, newline) = word_at(self.src, from);
        let mut span = first.filter(|_| !newline)?;
        while let (Some(next), false) = word_at(self.src, span.end) {
            if !(self.text(span).ends_with('+') || self.text(next).starts_with('+')) {
                break;
            }
            span = span.join(next);
        }
        Some(span)
    }

    /// `x` (at `w`) in the entry starting at `start`, with no token after it.
    fn no_token(&mut self, start: usize, w: Span) {
        let (t, newline) = word_at(self.src, w.end);
        let other = t.filter(|_| !newline);
        // A square after `x` is the next entry: the token is missing.
        let next_entry = other.filter(|t| Square::parse(self.text(*t)).is_some());
        let other = if next_entry.is_some() { None } else { other };
        let span = other.unwrap_or(Span::point(w.end));
        // Not a word: a comment or a sign, unless the line ends here.
        let rest = self.src[w.end..].trim_start_matches([' ', '\t']);
        let nothing = match rest.chars().next() {
            None | Some('\n' | '\r' | ';') => "the end of the line".to_owned(),
            Some('{') => {
                "a comment (a comment cannot stand inside an entry: put it after the entry)"
                    .to_owned()
            }
            Some(c) => format!("`{}`", shown(&c.to_string())),
        };
        let found = other.map_or(nothing, |t| format!("`{}`", shown(self.text(t))));
        let bad = Span::new(start, span.end.max(w.end));
        let found = if next_entry.is_some() {
            "the next entry".to_owned()
        } else {
            found
        };
        self.invalid(
            bad,
            Problem::error(
                "kaito::syntax::expected-token",
                span,
                format!("expected the captured token after `x`, found {found}"),
            )
            .with_label("token expected")
            .with_help("a token is r or b, then S (Katana), H (Kabuto) or 1-3 (Mons): `c2 x bS`"),
        );
    }

    /// After a problem at `from`: the words up to the next one that can start an item
    /// (a square, a move number, an ellipsis, a line keyword) or a comment or tag, as
    /// the span they cover (empty if there are none).
    fn skip_to_sync(&self, from: usize) -> Span {
        parse::skipped(self.src, from, lex_one, |t: &Tok<'_>| {
            t.kind != Tk::Word
                || Square::parse(t.text).is_some()
                || t.text == "..."
                || t.text == "…"
                || t.text.ends_with(':')
                || parse::is_move_number(self.src, t.span)
        })
    }

    fn bad_exchange(&mut self, start: usize, span: Span, message: &str, label: &str) {
        self.invalid(
            Span::new(start, span.end.max(start + 1)),
            Problem::error("kaito::syntax::bad-exchange", span, message)
                .with_label(label)
                .with_help("write an exchange as `= H 3+2` (a Kabuto for 5 Mons or more) or `= S 2+2` (a Katana for 4 or more)"),
        );
    }
}

/// Read one record. Spans are byte offsets into `text`. Every syntax problem is reported;
/// bad stretches become [`Item::Invalid`].
pub fn parse(text: &str) -> (Record, Vec<Problem>) {
    parse_range(text, Span::new(0, text.len()))
}

/// Read every record of a text (see [`header::split_records`]). Spans are byte offsets
/// into the whole `text`.
pub fn parse_all(text: &str) -> Vec<(Record, Vec<Problem>)> {
    header::read_all(text, parse_range)
}

/// Read the record at `span` of `text` (one of [`header::split_records`]'s spans).
/// Spans are byte offsets into the whole `text`.
pub(crate) fn parse_range(text: &str, span: Span) -> (Record, Vec<Problem>) {
    let (src, pos, span) = header::record_range(text, span);
    let mut b = Body::new(src, pos);
    // About one item per dozen bytes in generated and hand-written records alike.
    b.items.reserve(span.len() / 12);
    b.tags.reserve(8);
    let mut p = RecordParser {
        src,
        b,
        record: Record {
            span,
            ..Record::default()
        },
    };
    p.run();
    let mut record = p.record;
    let problems;
    (record.tags, record.items, problems) = p.b.finish();
    (record, problems)
}

// ===== writer ==========================================================================

/// A legal turn of `pos` in the canonical notation, with what it captures:
/// `a6 x rH = H 3+2` (`None` if the destination holds no token).
pub fn write_move(pos: &Position, mv: Move) -> Option<String> {
    let taken = pos.piece_at(mv.to)?;
    let mut s = format!("{} x {taken}", mv.to);
    if let Some(e) = mv.exchange {
        s.push_str(&format!(" = {e}"));
    }
    Some(s)
}

/// An entry in the canonical form: `a6 x rH = H 3+2`.
pub fn write_entry(entry: &Entry) -> String {
    let mut s = entry.to.node.to_string();
    if let Some(c) = entry.capture {
        s.push_str(&format!(" x {}", c.node));
    }
    for e in &entry.exchanges {
        s.push_str(&format!(" = {} {}", e.buy.node.kind().letter(), e.pay.node));
    }
    s
}

/// A line's first word that cannot start a rank line: a move number (`12.`, `3…`), an
/// ellipsis, a keyword (`Kaito:`), a tag or a comment.
fn starts_other(w: &str) -> bool {
    let digits = w.trim_start_matches(|c: char| c.is_ascii_digit());
    (digits.len() < w.len() && (digits.starts_with('.') || digits.starts_with('…')))
        || matches!(w, "..." | "…")
        || w.ends_with(':')
        || w.to_lowercase().starts_with("kait")
        || w.starts_with(['[', '{', ';'])
}

/// Numbered pairs of cells (first player's, second player's) in aligned columns. A cell
/// that must end its line (a `;` comment) closes its row; the second player's entry then
/// goes on a row of its own, `N. ...` with the number of the pair it belongs to.
pub fn layout_pairs(cells: &[(String, bool)], first_second: bool, out: &mut String) {
    // Each row: the two cells, whether the row is closed, and the pair's number.
    let mut rows: Vec<([Option<String>; 2], bool, usize)> = Vec::new();
    for (i, (text, closes)) in cells.iter().enumerate() {
        let col = (i + usize::from(first_second)) % 2;
        let last = rows.last();
        let reuse = col == 1 && last.is_some_and(|r| !r.1 && r.0[1].is_none());
        if !reuse {
            // A second player's entry after a closed row is still in that row's pair.
            let number = match last {
                Some(r) if col == 1 && r.0[1].is_none() => r.2,
                Some(r) => r.2 + 1,
                None => 1,
            };
            rows.push(([None, None], false, number));
        }
        if let Some(r) = rows.last_mut() {
            r.0[col] = Some(text.clone());
            r.1 = *closes || col == 1;
        }
    }
    let width = rows
        .iter()
        .filter(|r| r.0[1].is_some())
        .filter_map(|r| r.0[0].as_ref())
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(3)
        .max(3);
    let nw = format!("{}.", rows.last().map_or(0, |r| r.2)).len();
    for r in &rows {
        let number = format!("{:<nw$}", format!("{}.", r.2));
        match (&r.0[0], &r.0[1]) {
            (Some(a), Some(b)) => out.push_str(&format!("{number} {a:width$}  {b}\n")),
            (Some(a), None) => out.push_str(&format!("{number} {a}\n")),
            (None, Some(b)) => out.push_str(&format!("{number} {:width$}  {b}\n", "...")),
            (None, None) => {}
        }
    }
}

/// The record in the canonical layout: tags, the layout, the Kaito line, then numbered
/// pairs (first player's entry, second player's). Comments stay with the entry they
/// follow; [`Item::Invalid`] text (which has no meaning) is left out.
pub fn write_record(record: &Record) -> String {
    let mut out = String::new();
    for t in &record.tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    let mut leading = Vec::new();
    let mut cells: Vec<(String, bool)> = Vec::new();
    let mut starts_second = false;
    for item in &record.items {
        match item {
            Item::Entry(e) => cells.push((write_entry(e), false)),
            Item::Ellipsis(_) if cells.is_empty() => starts_second = true,
            Item::Comment(c) => {
                let text = header::write_comment(&c.node);
                match cells.last_mut() {
                    Some((cell, closes)) => {
                        cell.push(' ');
                        cell.push_str(&text);
                        *closes |= header::comment_ends_line(&c.node);
                    }
                    None => leading.push(text),
                }
            }
            Item::MoveNumber(_) | Item::Ellipsis(_) | Item::Invalid(_) => {}
        }
    }
    if let Some(l) = record.head.layout.as_ref().and_then(|b| b.layout) {
        out.push_str("Layout:\n");
        for line in l.lines() {
            out.push_str(&line);
            out.push('\n');
        }
    }
    if let Some(sq) = record.head.kaito.and_then(|k| k.square) {
        out.push_str(&format!("Kaito: {}\n", sq.node));
    }
    for c in leading {
        out.push_str(&c);
        out.push('\n');
    }
    layout_pairs(&cells, starts_second, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_rank_may_follow_the_keyword() {
        let text = "[First \"Red\"]\nLayout: 6 W  bS r2 rH bS r1\n5 rS r1 r1 bS bH b2\n4 rS rS rS b1 r3 b1\n3 rS bS r2 rH r3 bS\n2 b1 bH bS b3 b3 b2\n1 rS W  bS rH bH rS\nKaito: b1\n1. b2 x bH\n";
        let (record, problems) = parse(text);
        assert!(problems.is_empty(), "{problems:?}");
        let block = record.head.layout.clone().unwrap();
        assert!(block.layout.is_some());
        assert!(text[block.body.range()].starts_with("6 W"));
        assert_eq!(record.entries().count(), 1);
    }

    #[test]
    fn the_entry_grammar_reads_every_layout_of_an_entry() {
        let (rest, e) = entry("a6 x rH\n= h 3 + 2 {c}").unwrap();
        assert_eq!(rest, " {c}");
        assert_eq!(e.to.0, "a6");
        assert_eq!(e.capture.map(|c| c.0), Some("rH"));
        assert_eq!(e.exchanges.len(), 1);
        assert_eq!(e.exchanges[0].buy, ("h", Buy::Kabuto));
        assert_eq!(e.exchanges[0].pay.0, "3 + 2");
        let (rest, e) = entry("e4xr3 =S 2+2").unwrap();
        assert_eq!((rest, e.to.0), ("", "e4"));
        assert_eq!(e.capture.map(|c| c.0), Some("r3"));
        assert_eq!(e.exchanges[0].buy.1, Buy::Katana);
        // Not an entry at all, or a part missing after it surely is one.
        assert!(matches!(entry("a7"), Err(nom::Err::Error(Fault::Not))));
        assert!(matches!(entry("c2y"), Err(nom::Err::Error(Fault::Not))));
        assert!(matches!(
            entry("c2x"),
            Err(nom::Err::Failure(Fault::Token("x")))
        ));
        assert!(matches!(
            entry("c2 x\nbS"),
            Err(nom::Err::Failure(Fault::Token("x")))
        ));
        assert!(matches!(
            entry("c2 = Q 3"),
            Err(nom::Err::Failure(Fault::Buy("=", Some("Q"))))
        ));
        assert!(matches!(
            entry("c2 = H 3 +\n2"),
            Err(nom::Err::Failure(Fault::Payment("H")))
        ));
        // A word after the entry that is not part of it stays for the next item.
        let (rest, e) = entry("c2 3 b4").unwrap();
        assert_eq!((rest, e.capture.is_none()), (" 3 b4", true));
    }

    #[test]
    fn the_plain_entry_reader_agrees_with_the_grammar() {
        let text = "1. c2 x bS  a2 x r3\n2. a6 x rH = H 3+2 f6\tb1 X b2{c} c1 x b3;d\ne4xr3 e4 xr3 \
            e4 x\nbS e4 x\u{a0}bS e4\u{a0}x bS e4 ×bS e4 x bSé e4 x bS\u{a0}= H 3+2 e4 x b4 \
            e4 x bSS g4 a7 c2y c2=S 2+2 c2 x bS\r\n= S 2+2 c2\u{b}x bS c2 x\u{c}bS c2 x \
            bS [T \"v\"] C2 X BS e4 x rs a1 x r1\n\n= s 3+1 f6 x b2 f6 x b2 =";
        let mut plain = 0;
        for at in (0..=text.len()).filter(|&at| text.is_char_boundary(at)) {
            let i = &text[at..];
            if let Some(read) = plain_entry(i) {
                plain += 1;
                match entry(i) {
                    Ok(general) => assert_eq!(read, general, "at {at}: {i:?}"),
                    Err(e) => panic!("at {at}: {i:?}: the grammar says {e:?}"),
                }
            }
        }
        assert!(plain >= 12, "{plain} plain entries read");
    }

    #[test]
    fn the_plain_move_number_reader_agrees_with_the_cursor() {
        let text = "1. c2 12.\t3.{c} 4.; 5.[ 6... 7… 8.. 9.a 10 .11 1234567890. 123456789. 0. \
            007. 12.\u{a0}13.é 14.\n15.";
        let b = text.as_bytes();
        let mut plain = 0;
        for at in 0..=text.len() {
            if let Some(m) = plain_move_number(b, at) {
                plain += 1;
                let cursor = header::Cursor::new(text, at).move_number();
                assert_eq!(Some(m), cursor, "at {at}");
                assert!(word_end(&text[m.span.end..]).is_ok(), "at {at}");
            }
        }
        assert!(plain >= 8, "{plain} plain move numbers read");
    }

    #[test]
    fn payments_and_buys() {
        assert_eq!(parse_payment("3+2").map(|p| p.total()), Some(5));
        assert_eq!(parse_payment("1+1+2").map(|p| p.tokens), Some([2, 1, 0]));
        assert_eq!(parse_payment("4"), None);
        assert_eq!(parse_payment("3+"), None);
        assert_eq!(parse_payment(""), None);
        assert_eq!(parse_buy("Kabuto"), Some(Buy::Kabuto));
        assert_eq!(parse_buy("s"), Some(Buy::Katana));
        assert_eq!(parse_buy("Mon"), None);
    }
}
