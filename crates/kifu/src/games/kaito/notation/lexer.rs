//! The tokens of a Kaitō record, and the lexer that reads them.

use nom::{
    IResult, Parser, branch::alt, bytes::complete::take_while1, character::complete::anychar,
    combinator::recognize,
};

use crate::core::Span;
use crate::core::parse::{self};

pub(super) fn is_word_char(c: char) -> bool {
    !c.is_whitespace() && c != '{' && c != ';' && c != '['
}

crate::token_kinds!(
    /// Kaitō's tokens: words (runs of non-blank characters) and the `{`, `;` or `[` that
    /// opens a comment or a tag.
    pub(super) Tk {
        /// A run of non-blank characters.
        Word,
        /// `{`, `;` or `[`.
        Open,
    }
);

pub(super) fn lex_one(i: &str) -> IResult<&str, (Tk, &str)> {
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

pub(super) fn lex_chars(i: &str) -> IResult<&str, (Tk, &str)> {
    alt((
        take_while1(is_word_char).map(|t| (Tk::Word, t)),
        recognize(anychar).map(|t| (Tk::Open, t)),
    ))
    .parse(i)
}

/// A word: the span of the non-blank run at or after `pos`, and whether a line break
/// was skipped to reach it. `None` at the end of the text or before a comment or tag.
pub(super) fn word_at(src: &str, pos: usize) -> (Option<Span>, bool) {
    let t = parse::token_at(src, pos, lex_one);
    ((t.kind == Tk::Word).then_some(t.span), t.newline_before)
}
