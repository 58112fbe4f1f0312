//! The tokens of a Samouraï record, and the lexer that reads them.

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::tag,
    character::complete::{anychar, one_of},
    combinator::recognize,
};

use crate::core::parse;

// ===== tokens ==========================================================================

crate::token_kinds!(pub(super) Tk {
    /// A run of letters and digits (accents included): a square, a word or a number.
    Word,
    /// `-`, `–` or `—` between two squares.
    Dash,
    /// `+` joining an anzen landing and the bonus move.
    Plus,
    /// `...` or `…`.
    Ellipsis,
    /// `[`: a tag starts here.
    Tag,
    /// `{` or `;`: a comment starts here.
    Comment,
    /// `:` (after `Board`).
    Colon,
    /// Any other single character.
    Other,
});

/// One token at the start of `i` (see [`parse::Lexes`]). A record is nearly all ASCII:
/// its first byte decides the token; a token starting with any other character is read by
/// [`lex_general`], which gives the same kinds for ASCII too.
pub(super) fn lex_one(i: &str) -> IResult<&str, (Tk, &str)> {
    let kind = match i.as_bytes().first() {
        Some(c) if c.is_ascii_alphanumeric() => {
            return parse::word(i).map(|(rest, t)| (rest, (Tk::Word, t)));
        }
        Some(b'.') if i.starts_with("...") => {
            return Ok((&i[3..], (Tk::Ellipsis, &i[..3])));
        }
        Some(b'-') => Tk::Dash,
        Some(b'+') => Tk::Plus,
        Some(b':') => Tk::Colon,
        Some(b'[') => Tk::Tag,
        Some(b'{' | b';') => Tk::Comment,
        Some(c) if c.is_ascii() => Tk::Other,
        _ => return lex_general(i),
    };
    Ok((&i[1..], (kind, &i[..1])))
}

/// [`lex_one`] for any text: the token kinds as nom alternatives, words first.
pub(super) fn lex_general(i: &str) -> IResult<&str, (Tk, &str)> {
    alt((
        parse::word.map(|t| (Tk::Word, t)),
        tag("...").map(|t| (Tk::Ellipsis, t)),
        tag("…").map(|t| (Tk::Ellipsis, t)),
        recognize(one_of("-–—")).map(|t| (Tk::Dash, t)),
        tag("+").map(|t| (Tk::Plus, t)),
        tag(":").map(|t| (Tk::Colon, t)),
        tag("[").map(|t| (Tk::Tag, t)),
        recognize(one_of("{;")).map(|t| (Tk::Comment, t)),
        recognize(anychar).map(|t| (Tk::Other, t)),
    ))
    .parse(i)
}

pub(super) fn is_number(t: &Tok<'_>) -> bool {
    t.kind == Tk::Word && t.text.bytes().all(|b| b.is_ascii_digit())
}

/// One ASCII letter and 1–3 digits: meant as a square (maybe off the board).
pub(super) fn looks_like_square(t: &Tok<'_>) -> bool {
    let b = t.text.as_bytes();
    t.kind == Tk::Word
        && (2..=4).contains(&b.len())
        && b[0].is_ascii_alphabetic()
        && b[1..].iter().all(u8::is_ascii_digit)
}
