//! The tokens of a Kamisado score sheet: words, numbers, arrows, `+`, ellipses and the
//! openings of comments and tags, and the tests on a token the grammar and the language
//! detection share.

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag, take_while1},
    character::complete::{anychar, digit1},
    combinator::recognize,
};

use super::super::board::Direction;
use super::super::style::Lang;
use super::super::vocab;
use crate::core::parse::{self, TokenKind};

/// The longest distance a tower can travel.
pub(super) const MAX_DISTANCE: u8 = 7;

// ===== tokens ==========================================================================

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A run of letters (accents included).
    Word,
    /// A run of ASCII digits.
    Number,
    /// `↑ ↖ ↗ ↓ ^ < >` (the ASCII `v` is a word).
    Arrow(Direction),
    Plus,
    /// `...` or `…`.
    Ellipsis,
    /// `{`, `;` or `[`: a comment or a tag starts here.
    Open,
    /// Any other single character.
    Other,
    Eof,
}

impl TokenKind for Kind {
    const EOF: Self = Kind::Eof;
}

pub(super) type Tok<'a> = parse::Tok<'a, Kind>;

pub(super) fn arrow(c: char) -> Direction {
    match c {
        '↑' | '^' => Direction::Straight,
        '↖' | '<' => Direction::Left,
        '↗' | '>' => Direction::Right,
        _ => Direction::Back,
    }
}

pub(super) fn lex_one(i: &str) -> IResult<&str, (Kind, &str)> {
    // A word of ASCII letters, read byte by byte (a letter beyond ASCII after them: the
    // general reader below).
    let b = i.as_bytes();
    if b.first().is_some_and(u8::is_ascii_alphabetic) {
        let n = b
            .iter()
            .position(|c| !c.is_ascii_alphabetic())
            .unwrap_or(b.len());
        if b.get(n).is_none_or(|&c| c < 0x80) {
            return Ok((&i[n..], (Kind::Word, &i[..n])));
        }
    }
    // Dispatch on the first character: one recogniser per token kind (the characters
    // named are no letters, so the letter test comes after them).
    let Some(first) = i.chars().next() else {
        return anychar.map(|_| (Kind::Eof, "")).parse(i);
    };
    match first {
        '0'..='9' => digit1.map(|t| (Kind::Number, t)).parse(i),
        '↑' | '↖' | '↗' | '↓' | '^' | '<' | '>' => recognize(anychar)
            .map(|t| (Kind::Arrow(arrow(first)), t))
            .parse(i),
        '+' => recognize(anychar).map(|t| (Kind::Plus, t)).parse(i),
        '{' | ';' | '[' => recognize(anychar).map(|t| (Kind::Open, t)).parse(i),
        '.' | '…' => alt((tag("..."), tag("…")))
            .map(|t| (Kind::Ellipsis, t))
            .or(recognize(anychar).map(|t| (Kind::Other, t)))
            .parse(i),
        c if c.is_alphabetic() => take_while1(char::is_alphabetic)
            .map(|t| (Kind::Word, t))
            .parse(i),
        _ => recognize(anychar).map(|t| (Kind::Other, t)).parse(i),
    }
}

/// The token at or after `pos` (whitespace skipped).
pub(super) fn token_at(src: &str, pos: usize) -> Tok<'_> {
    parse::token_at(src, pos, lex_one)
}

/// A distance token: a number 1–7 on the same line.
pub(super) fn is_distance(t: &Tok<'_>) -> bool {
    t.kind == Kind::Number
        && !t.newline_before
        && t.text.len() == 1
        && ('1'..='7').contains(&t.text.chars().next().unwrap_or('0'))
}

/// Whether the word `t` is one of the folded `words` (any case, accents optional, as
/// [`vocab::is`]): its first letter, folded once, leaves out the words it cannot be.
pub(super) fn is_one_of(t: &Tok<'_>, words: &[&str]) -> bool {
    let Some(first) = t.text.chars().next() else {
        return false;
    };
    let first = vocab::fold_char(first);
    t.kind == Kind::Word
        && words
            .iter()
            .any(|w| w.starts_with(first) && vocab::is(t.text, w))
}

pub(super) fn is_score_word(t: &Tok<'_>) -> bool {
    is_one_of(t, vocab::SCORE_WORDS)
}

pub(super) fn is_round_word(t: &Tok<'_>) -> bool {
    is_one_of(t, vocab::ROUND_WORDS)
}

/// [`vocab::read_direction`]: the directions a word can mean, and whether it is a whole
/// word. A word whose first letter (folded) starts no direction word means none, and is
/// not looked up.
pub(super) fn read_direction(written: &str, lang: Lang) -> (vocab::Directions, bool) {
    let first = written.chars().next().map(vocab::fold_char);
    if first.is_some_and(|f| {
        !vocab::DIRECTION_WORDS
            .iter()
            .any(|(w, _, _)| w.starts_with(f))
    }) {
        return (vocab::Directions::default(), false);
    }
    vocab::read_direction(written, lang)
}

pub(super) fn is_zero(t: &Tok<'_>) -> bool {
    t.kind == Kind::Number && t.text == "0"
}

pub(super) fn is_keyword(t: &Tok<'_>) -> bool {
    is_round_word(t) || is_score_word(t)
}
