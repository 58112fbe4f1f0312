//! The grammar of an entry (nom): the Kaito's destination, what it took, an exchange; a
//! plain entry read straight from its bytes first.

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag, take_while},
    character::complete::char,
    combinator::{consumed, not, opt, peek},
    error::{ErrorKind, ParseError},
    multi::fold_many0,
    sequence::{preceded, terminated},
};

use super::lexer::*;
use crate::core::header;
use crate::core::{Span, Spanned};
use crate::games::kaito::board::{Piece, Square};
use crate::games::kaito::rules::{Buy, Payment};

/// Read a payment as written (`3+2`, `2+2+1`, `3 + 2`).
#[cfg(test)]
pub fn parse_payment(text: &str) -> Option<Payment> {
    let (_, (_, pay)) = nom::combinator::all_consuming(payment)
        .parse(text)
        .ok()?;
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

// ===== the entry grammar ================================================================
//
// `grammar/kaito.ebnf`, as nom parsers. Each reads from the start of its input; white
// space between two parts is read by `blank` (within the line) or `space` (line breaks
// too), as an entry's layout allows. Past the point where the text is surely an entry,
// a missing part is a [`Fault`], which the record parser turns into a problem and an
// invalid stretch; any other failure means "not an entry".

/// Why an entry could not be read.
#[derive(Debug)]
pub(super) enum Fault<'a> {
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

pub(super) type Res<'a, O> = IResult<&'a str, O, Fault<'a>>;

pub(super) fn not_here<'a, O>() -> Res<'a, O> {
    Err(nom::Err::Error(Fault::Not))
}

/// A failure no alternative repairs.
pub(super) fn fault<O>(f: Fault<'_>) -> Res<'_, O> {
    Err(nom::Err::Failure(f))
}

/// An entry as read: each part with its text.
#[derive(Debug, PartialEq)]
pub(super) struct EntryText<'a> {
    pub(super) to: (&'a str, Square),
    pub(super) capture: Option<(&'a str, Piece)>,
    pub(super) exchanges: Vec<ExchangeParts<'a>>,
}

/// `= H 3+2` as read.
#[derive(Debug, PartialEq)]
pub(super) struct ExchangeParts<'a> {
    pub(super) eq: &'a str,
    pub(super) buy: (&'a str, Buy),
    pub(super) pay: (&'a str, Payment),
}

/// White space within the line, as between the words of an entry.
#[inline]
pub(super) fn blank(i: &str) -> Res<'_, &str> {
    // Spaces and tabs byte by byte (the common case); other white space as characters.
    let b = i.as_bytes();
    let n = b.iter().take_while(|&&c| c == b' ' || c == b'\t').count();
    match b.get(n) {
        Some(&c) if c >= 0x80 || matches!(c, b'\r' | 0x0b | 0x0c) => blank_chars(i),
        _ => Ok((&i[n..], &i[..n])),
    }
}

#[cold]
pub(super) fn blank_chars(i: &str) -> Res<'_, &str> {
    take_while(|c: char| c != '\n' && (c.is_whitespace() || c == '\u{feff}')).parse(i)
}

/// White space, line breaks too.
#[inline]
pub(super) fn space(i: &str) -> Res<'_, &str> {
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
pub(super) fn space_chars(i: &str) -> Res<'_, &str> {
    take_while(|c: char| c.is_whitespace() || c == '\u{feff}').parse(i)
}

/// The end of a word: white space, a comment, a tag or the end of the text follows.
#[inline]
pub(super) fn word_end(i: &str) -> Res<'_, ()> {
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
pub(super) fn word(i: &str) -> Res<'_, &str> {
    match lex_one(i) {
        Ok((rest, (Tk::Word, w))) => Ok((rest, w)),
        _ => not_here(),
    }
}

/// square = file, rank-number ;  (file `a`-`f` in either case; both are bytes)
pub(super) fn square(i: &str) -> Res<'_, (&str, Square)> {
    match i.as_bytes() {
        [b'a'..=b'f' | b'A'..=b'F', b'1'..=b'6', ..] => match Square::parse(&i[..2]) {
            Some(sq) => Ok((&i[2..], (&i[..2], sq))),
            None => not_here(),
        },
        _ => not_here(),
    }
}

/// token = colour, kind ;  (colour `r`/`b`, kind `S`/`H` in either case; two bytes)
pub(super) fn token(i: &str) -> Res<'_, (&str, Piece)> {
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
pub(super) fn takes(i: &str) -> Res<'_, &str> {
    let n = match i.as_bytes() {
        [b'x' | b'X', ..] => 1,
        _ if i.starts_with('×') => '×'.len_utf8(),
        _ => return not_here(),
    };
    Ok((&i[n..], &i[..n]))
}

/// capture = ( "x" | "X" | "×" ), token ;  (`x bS` on the line, or `xbS`)
#[inline]
pub(super) fn capture(i: &str) -> Res<'_, (&str, Piece)> {
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
pub(super) fn mon(i: &str) -> Res<'_, u8> {
    match i.as_bytes().first() {
        Some(&c @ b'1'..=b'3') => Ok((&i[1..], c - b'0')),
        _ => not_here(),
    }
}

/// payment = mon, { "+", mon } ;  (`3+2`, `3 + 2`: on the line; nothing else joined)
pub(super) fn payment(i: &str) -> Res<'_, (&str, Payment)> {
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
pub(super) fn buy(i: &str) -> Res<'_, (&str, Buy)> {
    word.map_opt(|w| parse_buy(w).map(|b| (w, b))).parse(i)
}

/// exchange = "=", buy, payment ;  (it may start a line; its parts stay on that line)
#[inline]
pub(super) fn exchange(i: &str) -> Res<'_, ExchangeParts<'_>> {
    let (i, eq) = preceded(space, tag("=")).parse(i)?;
    bought(i, eq)
}

/// What follows the `=` of an exchange: buy, payment.
pub(super) fn bought<'a>(i: &'a str, eq: &'a str) -> Res<'a, ExchangeParts<'a>> {
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
pub(super) fn entry(i: &str) -> Res<'_, EntryText<'_>> {
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
pub(super) fn is_blank_byte(c: u8) -> bool {
    c == b' ' || c == b'\t'
}

/// Where the spaces and tabs at `at` of `b` end; `None` if another kind of white space
/// or a character beyond ASCII follows them (the grammar's to read).
#[inline(always)]
pub(super) fn plain_blank(b: &[u8], mut at: usize) -> Option<usize> {
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
pub(super) fn plain_word_end(b: &[u8], at: usize) -> Option<bool> {
    match b.get(at) {
        None => Some(true),
        Some(&c) if c >= 0x80 => None,
        Some(&c) => Some(c.is_ascii_whitespace() || c == 0x0b || matches!(c, b'{' | b';' | b'[')),
    }
}

/// entry = square, [ capture ], { exchange } ;  (the plain shape: `c2`, `c2 x bS`, with
/// no exchange; `None` for any other, which [`entry`] reads)
#[inline]
pub(super) fn plain_entry(i: &str) -> Option<(&str, EntryText<'_>)> {
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
pub(super) fn plain_move_number(b: &[u8], start: usize) -> Option<header::MoveNumber> {
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
