//! The one tokenizer of a Kamisado score sheet, which the fast reader ([`super::super::fast`]),
//! the recovering grammar and the language detection all read: words, numbers, arrows,
//! `+`, ellipses and the openings of comments and tags, read byte by byte. Each word
//! token carries what it means in the vocabulary's table ([`Word`]: a colour, a
//! direction, a round or score keyword, a fill side…), looked up as it is read, so no
//! reader looks a whole word up again. Also the tests on a token the grammar and the
//! language detection share.

use super::super::board::Direction;
use super::super::style::Lang;
use super::super::vocab::{self, Kw, MAX_WORD, Word, pack, table, word};
use crate::core::header;
use crate::core::parse::{self, TokenKind};
use crate::core::Span;

/// The longest distance a tower can travel.
pub(super) const MAX_DISTANCE: u8 = 7;

// ===== tokens ==========================================================================

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A run of letters (accents included), and what it means (`None`: no word of the
    /// vocabulary, e.g. an abbreviation or a misspelling).
    Word(Option<Word>),
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

/// The token that starts at `start` of `b`, a text's bytes (`start` is on a character
/// boundary, after white space): its kind and where it ends. At the end of the text it is
/// [`Kind::Eof`], ending at `start`. A character that starts no other token is
/// [`Kind::Other`] (white space included: the readers skip it before).
#[inline(always)]
pub(crate) fn lex_at(b: &[u8], start: usize) -> (Kind, usize) {
    let Some(&c) = b.get(start) else {
        return (Kind::Eof, start);
    };
    match c {
        b'A'..=b'Z' | b'a'..=b'z' => {
            let (end, w) = word_at(b, start);
            (Kind::Word(w), end)
        }
        b'0'..=b'9' => {
            let mut end = start + 1;
            while end < b.len() && b[end].is_ascii_digit() {
                end += 1;
            }
            (Kind::Number, end)
        }
        b'+' => (Kind::Plus, start + 1),
        b'^' => (Kind::Arrow(Direction::Straight), start + 1),
        b'<' => (Kind::Arrow(Direction::Left), start + 1),
        b'>' => (Kind::Arrow(Direction::Right), start + 1),
        b'{' | b';' | b'[' => (Kind::Open, start + 1),
        b'.' if b[start..].starts_with(b"...") => (Kind::Ellipsis, start + 3),
        // `↑` (E2 86 91), `↖` (E2 86 96), `↗` (E2 86 97), `↓` (E2 86 93).
        0xe2 if matches!(
            b.get(start + 1..start + 3),
            Some([0x86, 0x91 | 0x96 | 0x97 | 0x93])
        ) =>
        {
            let d = match b[start + 2] {
                0x91 => Direction::Straight,
                0x96 => Direction::Left,
                0x97 => Direction::Right,
                _ => Direction::Back,
            };
            (Kind::Arrow(d), start + 3)
        }
        0xe2 if b[start..].starts_with("…".as_bytes()) => (Kind::Ellipsis, start + 3),
        0x80.. => other_than_ascii(b, start),
        _ => (Kind::Other, start + 1),
    }
}

/// A token that starts with a character beyond ASCII (no arrow, no `…`): a word if it is
/// a letter, else [`Kind::Other`]. Out of line: sheets are mostly ASCII.
#[cold]
#[inline(never)]
fn other_than_ascii(b: &[u8], start: usize) -> (Kind, usize) {
    if letter_at(b, start) {
        let (end, w) = word_at(b, start);
        (Kind::Word(w), end)
    } else {
        (Kind::Other, (start + utf8_len(b[start])).min(b.len()))
    }
}

/// The token at or after `pos` of `src` (white space skipped, ASCII byte by byte, runs of
/// spaces eight bytes at a time, any other white space as [`header::skip_whitespace`]
/// reads it): the one lexer's token ([`lex_at`]) with its text, span, and whether a line
/// break came before it. At the end of the text it is [`Kind::Eof`], an empty span.
#[inline(always)]
pub(crate) fn token_at(src: &str, pos: usize) -> Tok<'_> {
    let b = src.as_bytes();
    let (i, newline) = skip_ascii_whitespace(b, pos);
    let (start, newline_before) = match b.get(i) {
        Some(&c) if c >= 0x80 => other_whitespace(src, pos),
        _ => (i.min(src.len()), newline),
    };
    let (kind, end) = lex_at(b, start);
    Tok {
        kind,
        text: &src[start..end],
        span: Span::new(start, end),
        newline_before,
    }
}

/// Where the ASCII white space at `pos` of `b` ends, and whether it holds a line break:
/// [`header::skip_ascii_whitespace`], after the runs of spaces that pad the canonical
/// layout's columns, skipped eight bytes at a time.
#[inline(always)]
pub(super) fn skip_ascii_whitespace(b: &[u8], mut pos: usize) -> (usize, bool) {
    while let Some(&eight) = b.get(pos..).and_then(|r| r.first_chunk::<8>()) {
        let n = ((u64::from_le_bytes(eight) ^ 0x2020_2020_2020_2020).trailing_zeros() / 8) as usize;
        pos += n;
        if n < 8 {
            break;
        }
    }
    header::skip_ascii_whitespace(b, pos)
}

/// White space beyond ASCII (a no-break space, a stray BOM) at or after `pos`.
#[cold]
#[inline(never)]
fn other_whitespace(src: &str, pos: usize) -> (usize, bool) {
    header::skip_whitespace(src, header::Cursor::new(src, pos).pos())
}

/// Whether `t` is a word (known to the vocabulary or not).
#[inline]
pub(super) fn is_word(t: &Tok<'_>) -> bool {
    matches!(t.kind, Kind::Word(_))
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
    is_word(t)
        && words
            .iter()
            .any(|w| w.starts_with(first) && vocab::is(t.text, w))
}

/// A score word (`Score`, `Points`, `Stand`, `Punkte`). A word of the vocabulary's table
/// is one if its meaning says so (no other spelling of the table folds alike); the other
/// score words, outside the table, are looked for.
pub(super) fn is_score_word(t: &Tok<'_>) -> bool {
    match t.kind {
        Kind::Word(Some(w)) => w.kw == Kw::Score,
        Kind::Word(None) => is_one_of(t, vocab::SCORE_WORDS),
        _ => false,
    }
}

/// A round word (`Round`, `Manche`, `Runde`): every one is in the vocabulary's table, so
/// the word's meaning says.
pub(super) fn is_round_word(t: &Tok<'_>) -> bool {
    matches!(t.kind, Kind::Word(Some(w)) if w.kw == Kw::Round)
}

/// [`vocab::colour_in`] of the word `t`: a whole colour word is known from its meaning
/// (what `colour_in` finds first), anything else is looked up (a prefix, a misspelling).
pub(super) fn colour_in(t: &Tok<'_>, lang: Lang) -> vocab::ColourLookup {
    match t.kind {
        Kind::Word(Some(Word {
            colour: Some(c), ..
        })) => vocab::ColourLookup::Found(c),
        _ => vocab::colour_in(t.text, lang),
    }
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

// ===== words, byte by byte ==============================================================

/// How many ASCII letters open the 8 bytes `x` (little-endian), from 0 to 8.
#[inline]
pub(crate) fn letters(x: u64) -> usize {
    const HI: u64 = 0x8080_8080_8080_8080;
    // Lower-cased, 7 bits: a letter is 0x61..=0x7a, and a byte of 0x80 or more is none.
    let v = (x | 0x2020_2020_2020_2020) & !HI;
    let ge = v + 0x1f1f_1f1f_1f1f_1f1f; // top bit: v >= 0x61 (no carry out of a byte)
    let le = 0xfafa_fafa_fafa_fafa - v; // top bit: v <= 0x7a (no borrow)
    let letter = ge & le & !x & HI;
    ((!letter & HI).trailing_zeros() / 8) as usize
}

/// The word that starts at `start` of `b` (a letter, ASCII or not): where it ends, and
/// what it means (`None`: no word of the vocabulary). A word is a run of letters
/// (`char::is_alphabetic`), accents included.
#[inline(always)]
pub(crate) fn word_at(b: &[u8], start: usize) -> (usize, Option<Word>) {
    // The word's length from eight bytes at once when they are there.
    let mut end = match b.get(start..).and_then(|r| r.first_chunk::<8>()) {
        Some(&eight) => start + letters(u64::from_le_bytes(eight)),
        None => start,
    };
    while end < b.len() && b[end].is_ascii_alphabetic() {
        end += 1;
    }
    if b.get(end).is_some_and(|&n| n >= 0x80) && letter_at(b, end) {
        if let Some(read) = latin_word(b, start) {
            // Letters of Latin-1 only (`Grün`, `Arrière`): folded from a table.
            return read;
        }
        // Any other word with letters beyond ASCII: folded by chars.
        while end < b.len() && (b[end].is_ascii_alphabetic() || letter_at(b, end)) {
            end += utf8_len(b[end]);
        }
        return (end, std::str::from_utf8(&b[start..end]).ok().and_then(word));
    }
    let len = end - start;
    let w = match b.get(start..).and_then(|r| r.first_chunk::<8>()) {
        // The word's bytes read as one little-endian number, lower-cased (every byte is
        // an ASCII letter).
        Some(&eight) if len < 8 => {
            let mask = (1u64 << (8 * len)) - 1;
            let x = (u64::from_le_bytes(eight) | 0x2020_2020_2020_2020) & mask;
            table().get(u128::from(x))
        }
        _ if len <= MAX_WORD => {
            let mut folded = [0u8; MAX_WORD];
            folded[..len].copy_from_slice(&b[start..end]);
            folded.make_ascii_lowercase();
            table().get(pack(&folded[..len]))
        }
        _ => None,
    };
    (end, w)
}

/// The byte length of the UTF-8 character that `lead` opens.
#[inline]
pub(crate) fn utf8_len(lead: u8) -> usize {
    match lead {
        0xf0.. => 4,
        0xe0.. => 3,
        0xc0.. => 2,
        _ => 1,
    }
}

/// How [`vocab::fold_char`] folds each letter of U+00C0–U+00FF (the second byte of its
/// UTF-8 form, less 0x80), when it folds to an ASCII letter; 0 for the others (`ß`, `æ`,
/// `×`).
fn latin1_folds() -> &'static [u8; 64] {
    static FOLDS: std::sync::OnceLock<[u8; 64]> = std::sync::OnceLock::new();
    FOLDS.get_or_init(|| {
        let mut t = [0u8; 64];
        for (i, slot) in t.iter_mut().enumerate() {
            let c = char::from(0xc0 + i as u8);
            let f = vocab::fold_char(c);
            if c.is_alphabetic() && f.is_ascii_lowercase() {
                *slot = f as u8;
            }
        }
        t
    })
}

/// The word at `start` of `b` read as [`word`] reads it, when its letters are ASCII
/// letters and letters of U+00C0–U+00FF that fold to one and it ends on an ASCII byte or
/// the end of the text: its end and what it names. `None` leaves any other word to the
/// general reading (by chars).
pub(crate) fn latin_word(b: &[u8], start: usize) -> Option<(usize, Option<Word>)> {
    let folds = latin1_folds();
    let mut folded = [0u8; MAX_WORD];
    let (mut n, mut at) = (0, start);
    loop {
        let (f, len) = match b.get(at) {
            Some(&c) if c.is_ascii_alphabetic() => (c.to_ascii_lowercase(), 1),
            Some(&0xc3) => match b.get(at + 1) {
                Some(&next)
                    if (0x80..0xc0).contains(&next) && folds[usize::from(next - 0x80)] != 0 =>
                {
                    (folds[usize::from(next - 0x80)], 2)
                }
                _ => return None,
            },
            Some(&c) if c >= 0x80 => return None,
            _ => break,
        };
        if n == MAX_WORD {
            return None;
        }
        folded[n] = f;
        n += 1;
        at += len;
    }
    Some((at, table().get(pack(&folded[..n]))))
}

/// Whether a non-ASCII letter starts at `at` (a word goes on with it).
pub(crate) fn letter_at(b: &[u8], at: usize) -> bool {
    let Some(&lead) = b.get(at) else {
        return false;
    };
    if lead < 0x80 {
        return false;
    }
    // U+00C0–U+00FF: all letters but `×` and `÷`.
    if lead == 0xc3
        && let Some(&next) = b.get(at + 1)
        && (0x80..0xc0).contains(&next)
    {
        return next != 0x97 && next != 0xb7;
    }
    b.get(at..at + utf8_len(lead))
        .and_then(|c| std::str::from_utf8(c).ok())
        .and_then(|c| c.chars().next())
        .is_some_and(char::is_alphabetic)
}
