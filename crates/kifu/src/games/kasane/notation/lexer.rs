//! The tokens of a Colors of Kasane record, and the lexer that reads them.

use compact_str::CompactString;
use nom::{
    IResult, Parser as _,
    branch::alt,
    bytes::complete::take_while1,
    character::complete::{anychar, satisfy},
    combinator::recognize,
};

use super::words::same_word_unicode;

crate::token_kinds!(
    /// Kasane's tokens: words, the punctuation of an item line, and the `{` or `;` that
    /// opens a comment (and so ends the line).
    pub(super) Tk { Word, Punct, Open }
);

/// The punctuation of an item line: `:`, `/`, `(`, `)`, `,`, `=`, `^`.
pub(super) const fn is_punct(c: char) -> bool {
    matches!(c, ':' | '/' | '(' | ')' | ',' | '=' | '^')
}

pub(super) fn is_word_char(c: char) -> bool {
    !c.is_whitespace() && !is_punct(c) && c != '{' && c != ';'
}

/// One token: a word (a run of other characters), a punctuation mark, or what opens a
/// comment.
pub(super) fn lex_one(i: &str) -> IResult<&str, (Tk, &str)> {
    // Most tokens are ASCII: they are read byte by byte (the same grammar as `lex_any`,
    // which reads any other text).
    let b = i.as_bytes();
    let kind = match b.first().map(|&c| ASCII_CLASS.get(usize::from(c))) {
        Some(Some(&k)) if k != Tk::Eof => k,
        _ => return lex_any(i),
    };
    if kind != Tk::Word {
        return Ok((&i[1..], (kind, &i[..1])));
    }
    let mut n = 1;
    while let Some(&c) = b.get(n) {
        match ASCII_CLASS.get(usize::from(c)) {
            Some(Tk::Word) => n += 1,
            Some(_) => break,
            None => return lex_any(i),
        }
    }
    Ok((&i[n..], (Tk::Word, &i[..n])))
}

/// What each ASCII character is to [`lex_any`]: `Eof` for white space (no token starts
/// there), else the kind of the token it starts or continues.
pub(super) const ASCII_CLASS: [Tk; 128] = {
    let mut t = [Tk::Word; 128];
    let mut c = 0;
    while c < 128 {
        let ch = c as u8 as char;
        t[c] = if ch.is_whitespace() {
            Tk::Eof
        } else if is_punct(ch) {
            Tk::Punct
        } else if ch == '{' || ch == ';' {
            Tk::Open
        } else {
            Tk::Word
        };
        c += 1;
    }
    t
};

/// [`lex_one`] on any text.
pub(super) fn lex_any(i: &str) -> IResult<&str, (Tk, &str)> {
    alt((
        take_while1(is_word_char).map(|t| (Tk::Word, t)),
        recognize(satisfy(is_punct)).map(|t| (Tk::Punct, t)),
        recognize(anychar).map(|t| (Tk::Open, t)),
    ))
    .parse(i)
}

pub(super) fn is(t: &Tok<'_>, p: &str) -> bool {
    t.text == p
}

pub(super) fn is_number(t: &Tok<'_>) -> bool {
    !t.text.is_empty() && t.text.bytes().all(|b| b.is_ascii_digit())
}

pub(super) fn is_card(t: &Tok<'_>) -> bool {
    is_number(t) || t.text.starts_with('+')
}

/// Whether `word` equals `lower` (already in lower case) in any case.
#[inline]
pub(crate) fn same_word(word: &str, lower: &str) -> bool {
    // An ASCII word's lower case is its bytes in ASCII lower case: compare those first.
    let (w, l) = (word.as_bytes(), lower.as_bytes());
    if w.len() == l.len() && w.iter().zip(l).all(|(a, b)| a.to_ascii_lowercase() == *b) {
        word.is_ascii() || same_word_unicode(word, lower)
    } else {
        !word.is_ascii() && same_word_unicode(word, lower)
    }
}

/// `word` in lower case, character by character (`char::to_lowercase`): the form
/// [`same_word`] compares with. An ASCII word is lowered in place, without the Unicode
/// tables.
pub(crate) fn lower_case(word: &str) -> CompactString {
    if word.is_ascii() {
        let mut lower = CompactString::from(word);
        lower.make_ascii_lowercase();
        lower
    } else {
        word.chars().flat_map(char::to_lowercase).collect()
    }
}
