//! Reading and writing Samouraï records (grammar: `grammar/samourai.ebnf`).
//!
//! ```text
//! [Game "Samourai"]
//! [Red "Aiko"]
//! [Black "Ben"]
//! 1. e1-e4 3 ryu          e11-e9 2 washi
//! 2. f2-f6 anzen + f6-b2 4 ho bo     g11-g8 3 shiro
//! ```
//! An entry is the start and landing squares and, optionally, the announcement: the
//! distance and the landing square's kind, in Japanese (taiyo/taiyō, ryu/ryū, washi,
//! katana), French (soleil, dragon, ibis, sabre) or English (sun, dragon, ibis, sword);
//! `ho bo`/`hobo` for a mekura, `shiro`, `anzen`. An anzen landing and its bonus move
//! share one entry, joined by `+`. Tags, comments and move numbers are the shared ones
//! of [`crate::core::header`]. An inline `Board:` line followed by the 11 rows of a board
//! (RULES.md §2 format) gives a custom board.
//!
//! [`parse`](fn@parse) collects every syntax problem (it never stops at the first one): a bad
//! stretch of text becomes an [`Item::Invalid`] and the parser resumes at the next thing
//! that can start an item. [`write_record`] prints a record in the canonical layout.

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::tag,
    character::complete::{anychar, one_of},
    combinator::{opt, recognize},
};

use super::ast::{BoardBlock, Entry, Head, Item, Record, Said, Segment};
use super::board::{Kind, SIZE, Square};
use crate::core::diag::shown;
use crate::core::header::{self, Cursor};
use crate::core::parse::{self, Body, Fail, Lexes, Stop, fail};
use crate::core::{Problem, Span, Spanned};

// ===== tokens ==========================================================================

crate::token_kinds!(Tk {
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

/// One token at the start of `i` (see [`parse::Lexer`]). A record is nearly all ASCII:
/// its first byte decides the token; a token starting with any other character is read by
/// [`lex_general`], which gives the same kinds for ASCII too.
fn lex_one(i: &str) -> IResult<&str, (Tk, &str)> {
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
fn lex_general(i: &str) -> IResult<&str, (Tk, &str)> {
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

fn is_number(t: &Tok<'_>) -> bool {
    t.kind == Tk::Word && t.text.bytes().all(|b| b.is_ascii_digit())
}

/// One ASCII letter and 1–3 digits: meant as a square (maybe off the board).
fn looks_like_square(t: &Tok<'_>) -> bool {
    let b = t.text.as_bytes();
    t.kind == Tk::Word
        && (2..=4).contains(&b.len())
        && b[0].is_ascii_alphabetic()
        && b[1..].iter().all(u8::is_ascii_digit)
}

/// Lower case, accents off (ō → o, ū → u, ï → i, é → e …).
pub fn fold(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'ō' | 'ô' | 'ö' | 'ò' | 'ó' => 'o',
            'ū' | 'û' | 'ü' | 'ù' | 'ú' => 'u',
            'ï' | 'î' | 'ì' | 'í' | 'ī' => 'i',
            'é' | 'è' | 'ê' | 'ë' | 'ē' => 'e',
            'à' | 'â' | 'ä' | 'á' | 'ā' => 'a',
            c => c,
        })
        .collect()
}

/// Every word for a kind, as folded by [`fold`] (`ho bo` is read as two words).
pub const KIND_WORDS: [(&str, Kind); 16] = [
    ("taiyo", Kind::Sun),
    ("soleil", Kind::Sun),
    ("sun", Kind::Sun),
    ("ryu", Kind::Dragon),
    ("dragon", Kind::Dragon),
    ("washi", Kind::Ibis),
    ("ibis", Kind::Ibis),
    ("katana", Kind::Sword),
    ("sabre", Kind::Sword),
    ("sword", Kind::Sword),
    ("hobo", Kind::Mekura),
    ("mekura", Kind::Mekura),
    ("shiro", Kind::Shiro),
    ("anzen", Kind::Anzen),
    ("saber", Kind::Sword),
    ("ryuu", Kind::Dragon),
];

/// A short word as one number, for matching it against the kind words: its bytes (at
/// most 7), each lowered by setting its bit 5, and its length in the top byte; `None` for
/// a longer word. Setting bit 5 lowers an ASCII letter and makes a lower-case letter of
/// no other byte, so a word has a kind word's key only when it is that word in some case.
#[inline(always)]
const fn lowered_key(word: &[u8]) -> Option<u64> {
    if word.len() > 7 {
        return None;
    }
    let mut key = (word.len() as u64) << 56;
    let mut i = 0;
    while i < word.len() {
        key |= ((word[i] | 0x20) as u64) << (8 * i);
        i += 1;
    }
    Some(key)
}

/// [`KIND_WORDS`] as [`lowered_key`]s, in the same order.
const KIND_KEYS: [u64; KIND_WORDS.len()] = {
    let mut keys = [0; KIND_WORDS.len()];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = match lowered_key(KIND_WORDS[i].0.as_bytes()) {
            Some(k) => k,
            None => panic!("a kind word is at most 7 ASCII letters"),
        };
        i += 1;
    }
    keys
};

/// The kind a (folded) word names.
pub fn kind_word(word: &str) -> Option<Kind> {
    // A short ASCII word is compared as one number with each kind word's; anything else
    // is folded once.
    if word.is_ascii() {
        return ascii_kind_word(word.as_bytes());
    }
    let folded = fold(word);
    KIND_WORDS
        .iter()
        .find(|(k, _)| *k == folded)
        .map(|&(_, kind)| kind)
}

/// [`kind_word`] for a word of ASCII letters and digits.
#[inline]
fn ascii_kind_word(word: &[u8]) -> Option<Kind> {
    let key = lowered_key(word)?;
    // The Japanese words (the commonest) first; then the others, one by one.
    const TAIYO: u64 = KIND_KEYS[0];
    const RYU: u64 = KIND_KEYS[3];
    const WASHI: u64 = KIND_KEYS[5];
    const KATANA: u64 = KIND_KEYS[7];
    Some(match key {
        TAIYO => Kind::Sun,
        RYU => Kind::Dragon,
        WASHI => Kind::Ibis,
        KATANA => Kind::Sword,
        _ => {
            let i = KIND_KEYS.iter().position(|&k| k == key)?;
            KIND_WORDS[i].1
        }
    })
}

/// `fold(word) == folded`, without making the folded copy.
#[inline]
pub fn folds_to(word: &str, folded: &str) -> bool {
    if word.is_ascii() {
        return word.eq_ignore_ascii_case(folded);
    }
    fold(word) == folded
}

/// Levenshtein distance, for "did you mean" on unknown words.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(cur).min(row[j])
            };
            prev = cur;
        }
    }
    row[b.len()]
}

fn nearest_kind_word(word: &str) -> Option<&'static str> {
    // No kind is anywhere near this long: a huge "word" is not a typo (and is not compared).
    if word.len() > 64 {
        return None;
    }
    let w = fold(word);
    let (best, d) = KIND_WORDS
        .iter()
        .map(|(k, _)| (*k, edit_distance(&w, k)))
        .min_by_key(|&(_, d)| d)?;
    (d <= (w.chars().count() / 3).max(1)).then_some(match best {
        "hobo" => "ho bo",
        b => b,
    })
}

// ===== parser ==========================================================================

type Toks<'a, L> = parse::Tokens<'a, Tk, L>;

const ENTRY_HELP: &str = "an entry reads `e1-e4 3 ryu`: start square, `-`, landing square, then optionally the distance and the landing square's kind";

// ----- the entry grammar (`grammar/samourai.ebnf`, "entries") ----------------------------
//
// nom parsers over the bytes of the record: a rule's input ([`In`]) is the text from where
// it reads on, and a position is `src.len() - input.len()`. The leaves (a square, the
// dash, a distance, a kind, the `+`) read ASCII byte by byte: the white space before a
// token, then the token; where a character beyond ASCII stands next to the token (white
// space such as a no-break space, or a word that goes on with `ō`), the leaf hands over
// to the general token reader ([`token`]), whose verdict is the same. A rule for a part
// that may be left out gives [`Stop::Miss`] when the part is not there; a rule that
// applies but is wrong gives its problem as a committed [`Stop::Fail`] (nom's
// `Err::Failure`), which ends the entry.

/// The token at or after `pos`, as [`parse::Tokens::at`] reads it. Nearly every token
/// of an entry is plain ASCII (a word, `-`, `+`) or the end of the text: those are read
/// here, byte by byte; any other goes to the general reader.
#[inline]
fn token<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> Tok<'a> {
    let src = t.src();
    let b = src.as_bytes();
    let (start, newline_before) = header::skip_ascii_whitespace(b, pos);
    let (kind, end) = match b.get(start) {
        None => (Tk::Eof, src.len()),
        Some(c) if c.is_ascii_alphanumeric() => {
            let mut end = start + 1;
            while b.get(end).is_some_and(u8::is_ascii_alphanumeric) {
                end += 1;
            }
            // A word going on with a letter that is not ASCII: the general reader's.
            if b.get(end).is_some_and(|&c| c >= 0x80) {
                return t.at(pos);
            }
            (Tk::Word, end)
        }
        Some(b'-') => (Tk::Dash, start + 1),
        Some(b'+') => (Tk::Plus, start + 1),
        Some(_) => return t.at(pos),
    };
    let start = start.min(end);
    Tok {
        kind,
        text: &src[start..end],
        span: Span::new(start, end),
        newline_before,
    }
}

/// A rule's input: the bytes of the text from where it reads on.
type In<'a> = &'a [u8];

/// The result of a rule.
type Res<'a, O> = IResult<In<'a>, O, Stop>;

/// Where the input `i` stands in the text.
#[inline(always)]
fn offset<L: Lexes<Tk>>(t: &Toks<'_, L>, i: In<'_>) -> usize {
    t.src().len() - i.len()
}

/// The input from `pos` on.
#[inline(always)]
fn input<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> In<'a> {
    t.src().as_bytes().get(pos..).unwrap_or_default()
}

/// What a rule gives for a part that is not there ([`Stop::Miss`]).
#[inline(always)]
fn miss<'a, O>() -> Res<'a, O> {
    Err(nom::Err::Error(Stop::Miss))
}

/// What a rule gives for a problem, resuming at `resume_from` (committed).
#[cold]
fn failed<'a, O>(problem: Problem, resume_from: usize) -> Res<'a, O> {
    Err(nom::Err::Failure(Stop::Fail(fail(problem, resume_from))))
}

/// The ASCII white space at the start of `i` skipped: where the next token starts (in
/// `i`) and whether a line break came before it; `None` if a character beyond ASCII
/// comes first (white space or a token only the general reader reads).
#[inline(always)]
fn gap(i: In<'_>) -> Option<(usize, bool)> {
    let (s, newline) = header::skip_ascii_whitespace(i, 0);
    match i.get(s) {
        Some(&c) if c >= 0x80 => None,
        _ => Some((s, newline)),
    }
}

/// The end of the run of ASCII letters and digits at `from` of `i`; `None` if the run
/// goes on with a character beyond ASCII (maybe a letter: the general reader's word).
#[inline(always)]
fn ascii_word(i: In<'_>, from: usize) -> Option<usize> {
    let mut end = from;
    while let Some(&c) = i.get(end) {
        match WORD_CLASS[usize::from(c)] {
            Class::Alnum => end += 1,
            Class::End => break,
            Class::Beyond => return None,
        }
    }
    Some(end)
}

/// What a byte is to [`ascii_word`].
#[derive(Clone, Copy)]
enum Class {
    /// An ASCII letter or digit: the word goes on.
    Alnum,
    /// Any other ASCII character: the word ends before it.
    End,
    /// A byte beyond ASCII.
    Beyond,
}

/// [`Class`] by byte, one look-up instead of two tests.
const WORD_CLASS: [Class; 256] = {
    let mut table = [Class::End; 256];
    let mut b = 0;
    while b < 256 {
        if b >= 0x80 {
            table[b] = Class::Beyond;
        } else if (b as u8).is_ascii_alphanumeric() {
            table[b] = Class::Alnum;
        }
        b += 1;
    }
    table
};

/// The square written right at the start of `i` as a whole word: a file letter and a
/// rank of the board followed by the end of the text or an ASCII character that is not a
/// letter or digit; its length and the square. `None` for anything else (white space
/// first, a longer word, a square off the board, a character beyond ASCII after it): the
/// full reading of [`square`] decides those.
#[inline(always)]
fn square_here(i: In<'_>) -> Option<(usize, Square)> {
    let (&f, rest) = i.split_first()?;
    // `a`–`k` in either case and nothing else.
    let file = (f | 0x20).wrapping_sub(b'a');
    if file >= SIZE {
        return None;
    }
    let ends = |c: Option<&u8>| c.is_none_or(|&c| matches!(WORD_CLASS[usize::from(c)], Class::End));
    let (rank, len) = match *rest {
        [d @ b'1'..=b'9', ..] if ends(rest.get(1)) => (d - b'0', 2),
        [b'1', d @ b'0'..=b'1', ..] if ends(rest.get(2)) => (10 + d - b'0', 3),
        _ => return None,
    };
    Some((len, Square::from_coords(file as i8, rank as i8 - 1)?))
}

/// A word of one ASCII letter and 1–3 digits ([`looks_like_square`] for bytes).
#[inline(always)]
fn square_shaped(w: &[u8]) -> bool {
    (2..=4).contains(&w.len())
        && w[0].is_ascii_alphabetic()
        && w[1..].iter().all(u8::is_ascii_digit)
}

/// entry = move , [ "+" , move ] ;
/// (the first move's start square is the caller's sign that an entry starts: when it is
/// not a square the rule gives [`Stop::Miss`]; after `+` a move must follow)
fn entry<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Parser<In<'a>, Output = Entry, Error = Stop> {
    let first = move_(t, square(t, Where::Start));
    let bonus = move_(t, square(t, Where::BonusStart));
    (first, opt((plus(t), bonus))).map(|(first, bonus)| Entry {
        first,
        span: bonus.map_or(first.span, |(_, b)| first.span.join(b.span)),
        bonus,
    })
}

/// move = square , dash , square , [ announcement ] ;
/// (`start` reads the start square; the dash, the landing square and the announcement
/// are on its line)
fn move_<'a, L: Lexes<Tk>>(
    t: &Toks<'a, L>,
    start: impl Parser<In<'a>, Output = Spanned<Square>, Error = Stop>,
) -> impl Parser<In<'a>, Output = Segment, Error = Stop> {
    (
        start,
        dash(t),
        square(t, Where::Landing),
        opt(announcement(t)),
    )
        .map(|(from, (), to, said)| {
            let said = said.unwrap_or(Said {
                dist: None,
                kind: None,
            });
            let last = said.kind.map(|k| k.span).or(said.dist.map(|d| d.span));
            Segment {
                from,
                to,
                said,
                span: Span::new(from.span.start, last.unwrap_or(to.span).end),
            }
        })
}

/// announcement = distance , [ kind ] | kind ;
fn announcement<'a, L: Lexes<Tk>>(
    t: &Toks<'a, L>,
) -> impl Parser<In<'a>, Output = Said, Error = Stop> {
    alt((
        (distance(t), opt(kind(t))).map(|(d, k)| Said {
            dist: Some(d),
            kind: k,
        }),
        kind(t).map(|k| Said {
            dist: None,
            kind: Some(k),
        }),
    ))
}

/// Which square of an entry [`square`] reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Where {
    /// The start square of an entry: where there is none, no entry starts
    /// ([`Stop::Miss`]).
    Start,
    /// The start square of the bonus move, after `+`: it must be there.
    BonusStart,
    /// The landing square: it must be there, on the line of the start square.
    Landing,
}

impl Where {
    /// What the square is, for the message when it is missing.
    fn what(self) -> &'static str {
        match self {
            Where::Start | Where::BonusStart => "the start square",
            Where::Landing => "the landing square",
        }
    }
}

/// square = file , rank ;  (a word of one letter and 1–3 digits, checked against the
/// board; the landing square on the line of what came before it)
fn square<'a, L: Lexes<Tk>>(
    t: &Toks<'a, L>,
    which: Where,
) -> impl Fn(In<'a>) -> Res<'a, Spanned<Square>> {
    move |i: In<'a>| {
        if let Some((len, sq)) = square_here(i) {
            let pos = offset(t, i);
            return Ok((&i[len..], Spanned::new(sq, Span::new(pos, pos + len))));
        }
        let same_line = which == Where::Landing;
        if let Some((s, newline)) = gap(i)
            && !(same_line && newline)
            && i.get(s).is_some_and(u8::is_ascii_alphabetic)
            && let Some(e) = ascii_word(i, s + 1)
        {
            let w = &i[s..e];
            if !square_shaped(w) {
                return missing_square(t, offset(t, i), which);
            }
            let pos = offset(t, i);
            let span = Span::new(pos + s, pos + e);
            return match square_of(w) {
                Some(sq) => Ok((&i[e..], Spanned::new(sq, span))),
                None => bad_square(span, t.src().get(span.range()).unwrap_or_default()),
            };
        }
        square_general(t, offset(t, i), which)
    }
}

/// The square a word of one ASCII letter and 1–3 digits names, as [`Square::parse`]
/// reads it.
#[inline(always)]
fn square_of(w: &[u8]) -> Option<Square> {
    let file = (w[0] | 0x20).wrapping_sub(b'a');
    let rank = match *w {
        [_, d @ b'1'..=b'9'] => d - b'0',
        [_, b'1', d] => 10 + (d - b'0'),
        _ => return None,
    };
    Square::from_coords(file as i8, rank as i8 - 1)
}

/// No square where `which` is due: [`Stop::Miss`] for the start square of an entry,
/// else `samourai::syntax::expected-square`.
#[cold]
fn missing_square<'a, L: Lexes<Tk>, O>(t: &Toks<'a, L>, pos: usize, which: Where) -> Res<'a, O> {
    match which {
        Where::Start => miss(),
        _ => Err(nom::Err::Failure(Stop::Fail(expected_square(
            t,
            pos,
            which.what(),
            which == Where::Landing,
        )))),
    }
}

/// [`square`] read with the general token reader.
#[cold]
fn square_general<'a, L: Lexes<Tk>>(
    t: &Toks<'a, L>,
    pos: usize,
    which: Where,
) -> Res<'a, Spanned<Square>> {
    let s = token(t, pos);
    if (which == Where::Landing && s.newline_before) || !looks_like_square(&s) {
        return missing_square(t, pos, which);
    }
    match Square::parse(s.text) {
        Some(sq) => Ok((input(t, s.span.end), Spanned::new(sq, s.span))),
        None => bad_square(s.span, s.text),
    }
}

/// `samourai::syntax::bad-square` for a word that looks like a square off the board.
#[cold]
fn bad_square<'a, O>(span: Span, text: &str) -> Res<'a, O> {
    failed(
        Problem::error(
            "samourai::syntax::bad-square",
            span,
            format!("`{}` is not a square of the board", shown(text)),
        )
        .with_label("off the board")
        .with_help("squares are a1 to k11: files a–k, ranks 1–11"),
        span.end,
    )
}

/// "expected the start square, found …" where a square is missing after `pos` (labelled
/// where [`parse::Tok::found`] says); reading resumes at the token found, or at `pos`
/// when it is on the next line of a square that must be on the line (`same_line`).
#[cold]
fn expected_square<L: Lexes<Tk>>(t: &Toks<'_, L>, pos: usize, what: &str, same_line: bool) -> Fail {
    let s = token(t, pos);
    let (span, found) = s.found(pos);
    let resume = if same_line && s.newline_before {
        pos
    } else {
        s.span.start.max(pos)
    };
    fail(
        Problem::error(
            "samourai::syntax::expected-square",
            span,
            format!("expected {what}, found {found}"),
        )
        .with_label(format!("expected {what}"))
        .with_help(ENTRY_HELP),
        resume,
    )
}

/// dash = "-" | "–" | "—" ;  (on the line of the start square)
fn dash<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Fn(In<'a>) -> Res<'a, ()> {
    move |i: In<'a>| match i.first() {
        // `-` right after the start square (the common case).
        Some(b'-') => Ok((&i[1..], ())),
        _ => dash_general(t, offset(t, i)),
    }
}

/// [`dash`] read with the general token reader.
#[cold]
fn dash_general<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> Res<'a, ()> {
    let d = token(t, pos);
    if d.kind == Tk::Dash && !d.newline_before {
        return Ok((input(t, d.span.end), ()));
    }
    let (span, found) = d.found(pos);
    failed(
        Problem::error(
            "samourai::syntax::expected-dash",
            span,
            format!("expected `-` between the two squares, found {found}"),
        )
        .with_label("expected `-`")
        .with_help(ENTRY_HELP),
        d.span.start,
    )
}

/// distance = "1" | … | "10" ;  (a number on the line that is not a move number)
fn distance<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Fn(In<'a>) -> Res<'a, Spanned<u8>> {
    move |i: In<'a>| {
        if let Some((s, newline)) = gap(i) {
            match i.get(s) {
                Some(c) if c.is_ascii_digit() => {
                    if let Some(e) = ascii_word(i, s + 1) {
                        let w = &i[s..e];
                        // On the next line, a word of letters too, or a move number
                        // (`12.`): not a distance.
                        if newline
                            || !w.iter().all(u8::is_ascii_digit)
                            || (w.len() <= 9 && i.get(e) == Some(&b'.'))
                        {
                            return miss();
                        }
                        let v = w.iter().fold(0u32, |v, d| {
                            v.saturating_mul(10).saturating_add(u32::from(d - b'0'))
                        });
                        let pos = offset(t, i);
                        return number_distance(t, Span::new(pos + s, pos + e), v);
                    }
                }
                // The end, or a token that is not a number.
                Some(&c) if c < 0x80 => return miss(),
                None => return miss(),
                Some(_) => {}
            }
        }
        distance_general(t, offset(t, i))
    }
}

/// The distance `v` written at `span`: 1 to 10, else `samourai::syntax::bad-distance`.
#[inline]
fn number_distance<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, span: Span, v: u32) -> Res<'a, Spanned<u8>> {
    if v == 0 || v >= SIZE as u32 {
        let text = t.src().get(span.range()).unwrap_or_default();
        return failed(
            Problem::error(
                "samourai::syntax::bad-distance",
                span,
                format!("{} is not a distance on an 11x11 board", shown(text)),
            )
            .with_label("1 to 10")
            .with_help("the announced distance is the number of squares travelled, 1 to 10"),
            span.end,
        );
    }
    Ok((input(t, span.end), Spanned::new(v as u8, span)))
}

/// [`distance`] read with the general token reader.
#[cold]
fn distance_general<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> Res<'a, Spanned<u8>> {
    let n = token(t, pos);
    if !is_number(&n) || n.newline_before || parse::starts_move_number(t.src(), n.span) {
        return miss();
    }
    let v: u32 = n.text.parse().unwrap_or(u32::MAX);
    number_distance(t, n.span, v)
}

/// kind = sun | dragon | ibis | sword | mekura | "shiro" | "anzen" ;
/// mekura = "ho" , "bo" | "hobo" | "mekura" ;
/// (a word on the line that is not the next entry's square)
fn kind<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Fn(In<'a>) -> Res<'a, Spanned<Kind>> {
    move |i: In<'a>| {
        if let Some((s, newline)) = gap(i) {
            match i.get(s) {
                _ if newline => return miss(),
                Some(c) if c.is_ascii_alphanumeric() => {
                    if let Some(e) = ascii_word(i, s + 1) {
                        let w = &i[s..e];
                        if square_shaped(w) || w.iter().all(u8::is_ascii_digit) {
                            return miss();
                        }
                        let pos = offset(t, i);
                        if w.eq_ignore_ascii_case(b"ho") {
                            if let Some((g, false)) = gap(&i[e..])
                                && let Some(e2) = ascii_word(i, e + g)
                                && i[e + g..e2].eq_ignore_ascii_case(b"bo")
                            {
                                let span = Span::new(pos + s, pos + e2);
                                return Ok((&i[e2..], Spanned::new(Kind::Mekura, span)));
                            }
                        } else if let Some(k) = ascii_kind_word(w) {
                            return Ok((&i[e..], Spanned::new(k, Span::new(pos + s, pos + e))));
                        }
                    }
                }
                Some(&c) if c < 0x80 => return miss(),
                None => return miss(),
                Some(_) => {}
            }
        }
        kind_general(t, offset(t, i))
    }
}

/// [`kind`] read with the general token reader.
#[cold]
fn kind_general<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> Res<'a, Spanned<Kind>> {
    let k = token(t, pos);
    if k.kind != Tk::Word || k.newline_before || looks_like_square(&k) || is_number(&k) {
        return miss();
    }
    if let Some(kind) = kind_word(k.text) {
        return Ok((input(t, k.span.end), Spanned::new(kind, k.span)));
    }
    // `ho bo`: two words (`ho` alone is no kind word).
    if folds_to(k.text, "ho") {
        let b = token(t, k.span.end);
        if b.kind == Tk::Word && folds_to(b.text, "bo") && !b.newline_before {
            return Ok((
                input(t, b.span.end),
                Spanned::new(Kind::Mekura, k.span.join(b.span)),
            ));
        }
    }
    failed(unknown_kind(&k), k.span.end)
}

/// "+" ;  (joining an anzen landing and its bonus move)
fn plus<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Fn(In<'a>) -> Res<'a, Span> {
    move |i: In<'a>| {
        let pos = offset(t, i);
        let at = match gap(i) {
            Some((s, _)) => (i.get(s) == Some(&b'+')).then_some(pos + s),
            None => {
                let p = token(t, pos);
                (p.kind == Tk::Plus).then_some(p.span.start)
            }
        };
        match at {
            Some(at) => Ok((input(t, at + 1), Span::new(at, at + 1))),
            None => miss(),
        }
    }
}

/// `samourai::syntax::unknown-kind` for a word that names no kind of square.
fn unknown_kind(k: &Tok<'_>) -> Problem {
    // `3ryu`: the distance and the kind written together.
    let digits = k.text.len()
        - k.text
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    let joined = (digits > 0)
        .then(|| k.text.split_at(digits))
        .filter(|(_, w)| kind_word(w).is_some());
    if let Some((d, w)) = joined {
        return Problem::error(
            "samourai::syntax::unknown-kind",
            k.span,
            format!(
                "`{}` joins the distance and the kind of square",
                shown(k.text)
            ),
        )
        .with_label("distance and kind together")
        .with_help(format!("write them apart: `{d} {w}`"));
    }
    let p = Problem::error(
        "samourai::syntax::unknown-kind",
        k.span,
        format!("`{}` is not a kind of square", shown(k.text)),
    )
    .with_label("not a square kind");
    match nearest_kind_word(k.text) {
        Some(w) => p.with_help(format!(
            "did you mean `{w}`? Kinds: taiyo/soleil/sun, ryu/dragon, washi/ibis, katana/sabre/sword, ho bo, shiro, anzen"
        )),
        None => p.with_help(
            "kinds: taiyo/soleil/sun, ryu/dragon, washi/ibis, katana/sabre/sword, ho bo, shiro, anzen",
        ),
    }
}

// ----- the recovery loop -----------------------------------------------------------------

/// `samourai::syntax::unexpected` at the token `t`.
fn unexpected(t: &Tok<'_>, what: &str, help: &str) -> Fail {
    parse::unexpected_at("samourai::syntax::unexpected", t, what, help)
}

/// Whether a token can begin an item: reading resumes there after a problem.
fn is_sync<L: Lexes<Tk>>(tokens: &Toks<'_, L>, t: &Tok<'_>) -> bool {
    match t.kind {
        Tk::Eof | Tk::Tag | Tk::Comment | Tk::Ellipsis => true,
        Tk::Word if is_number(t) => Cursor::new(tokens.src(), t.span.start)
            .move_number()
            .is_some(),
        Tk::Word => looks_like_square(t) && tokens.after(t).kind == Tk::Dash,
        _ => false,
    }
}

struct RecordParser<'a, L> {
    tokens: Toks<'a, L>,
    b: Body<'a, Item>,
    /// The inline `Board:` block, once read.
    board: Option<BoardBlock>,
}

impl<'a, L: Lexes<Tk>> RecordParser<'a, L> {
    fn src(&self) -> &'a str {
        self.tokens.src()
    }

    /// Read the record: each token that can start an item says what it starts. An entry
    /// or a plain move number (`12.`) starting with an ASCII character is read from the
    /// bytes at once; any other item goes by its token.
    fn run(&mut self) {
        let b = self.src().as_bytes();
        loop {
            let (start, _) = header::skip_ascii_whitespace(b, self.b.pos);
            let read = match b.get(start) {
                Some(c) if c.is_ascii_alphabetic() => self.entry(start),
                Some(c) if c.is_ascii_digit() => match plain_move_number(b, start) {
                    Some(m) => {
                        self.b.move_number(m);
                        true
                    }
                    None => false,
                },
                _ => false,
            };
            if !read && !self.item(token(&self.tokens, self.b.pos)) {
                break;
            }
        }
    }

    /// The entry at `start`, read (or its problem recorded); `false` if no entry starts
    /// there (the text is not a square).
    #[inline]
    fn entry(&mut self, start: usize) -> bool {
        let read = entry(&self.tokens).parse(input(&self.tokens, start));
        match read {
            Ok((rest, e)) => {
                self.b.push(Item::Entry(e));
                self.b.pos = offset(&self.tokens, rest);
            }
            Err(nom::Err::Failure(Stop::Fail(f)) | nom::Err::Error(Stop::Fail(f))) => {
                self.close(start, Err(f));
            }
            Err(_) => return false,
        }
        true
    }

    /// The item that starts with the token `t`; `false` at the end of the text.
    fn item(&mut self, t: Tok<'a>) -> bool {
        match t.kind {
            Tk::Eof => return false,
            Tk::Tag => self.tag(t),
            Tk::Comment => self.b.comment(t.span.start),
            Tk::Ellipsis => {
                self.b.push(Item::Ellipsis(t.span));
                self.b.pos = t.span.end;
            }
            Tk::Word if is_number(&t) => match Cursor::new(self.src(), t.span.start).move_number() {
                Some(m) => self.b.move_number(m),
                None => self.close(t.span.start, Err(unexpected(
                    &t,
                    "a number on its own",
                    "write a move number with a dot (`12.`), or a distance after the squares of an entry (`e1-e4 3 ryu`)",
                ))),
            },
            Tk::Word if looks_like_square(&t) => {
                if !self.entry(t.span.start) {
                    let missing = expected_square(&self.tokens, t.span.start, "the start square", false);
                    self.close(t.span.start, Err(missing));
                }
            }
            Tk::Word
                if folds_to(t.text, "board") && self.tokens.after(&t).kind == Tk::Colon =>
            {
                self.board_block(t);
            }
            Tk::Word => self.close(t.span.start, Err(unexpected(
                &t,
                "a word that does not start an entry",
                ENTRY_HELP,
            ))),
            Tk::Plus => self.close(t.span.start, Err(unexpected(
                &t,
                "a `+` with no entry before it",
                "`+` joins an anzen landing and the bonus move: `e4-f6 anzen + f6-b2 4 ho bo`",
            ))),
            Tk::Dash | Tk::Colon | Tk::Other => self.close(t.span.start, Err(unexpected(
                &t,
                "a character that cannot start an entry",
                "an entry reads `e1-e4 3 ryu`; write remarks inside `{ }` or after `;`",
            ))),
        }
        true
    }

    /// The item that starts at `start`, read or not: after a problem, reading resumes at
    /// the next token that can begin an item.
    fn close(&mut self, start: usize, read: Result<Item, Fail>) {
        let tokens = &self.tokens;
        self.b.close(start, read, |from| {
            parse::resync(tokens.src(), from, start, lex_one, |s| is_sync(tokens, s))
        });
    }

    /// A tag: kept before the moves (once per key), out of place after them.
    fn tag(&mut self, t: Tok<'a>) {
        let help =
            "put every tag before the first move; a tag block after the moves starts a new record";
        if let Some(raw) = self
            .b
            .header_tag(t.span.start, "samourai::syntax::unexpected", help)
        {
            let again = raw.span;
            self.b.keep_tag(raw, again);
        }
    }

    /// `Board:` then the rows: every following line that reads as a board row (an
    /// optional rank number, then only square letters and spaces) or as the file footer.
    fn board_block(&mut self, t: Tok<'a>) {
        let colon = self.tokens.after(&t);
        let start = t.span.start;
        // The rest of the `Board:` line must be empty.
        let line_end = self.src()[colon.span.end..]
            .find('\n')
            .map_or(self.src().len(), |n| colon.span.end + n);
        let rest_of_line = self.src()[colon.span.end..line_end].trim();
        let mut end = colon.span.end;
        let mut rows_start = line_end.min(self.src().len());
        if rows_start < self.src().len() {
            rows_start += 1;
        }
        if !rest_of_line.is_empty() {
            self.b.problems.push(
                Problem::error(
                    "samourai::syntax::bad-board",
                    Span::new(colon.span.end, line_end),
                    "the rows of an inline board start on the line after `Board:`",
                )
                .with_label("expected the end of the line")
                .with_help("write `Board:` alone on its line, then the 11 rows, rank 11 first"),
            );
        }
        let mut p = rows_start;
        while p < self.src().len() {
            let le = self.src()[p..]
                .find('\n')
                .map_or(self.src().len(), |n| p + n);
            let line = &self.src()[p..le];
            if !is_board_line(line) {
                break;
            }
            end = le;
            p = (le + 1).min(self.src().len());
            if le == self.src().len() {
                break;
            }
        }
        let text_start = rows_start.min(end.max(rows_start));
        let text = self
            .src()
            .get(text_start..end.max(text_start))
            .unwrap_or("");
        let block = BoardBlock {
            text: Spanned::new(text.to_owned(), Span::new(text_start, end.max(text_start))),
            span: Span::new(start, end.max(colon.span.end)),
        };
        if self.b.seen_body || self.board.is_some() {
            let what = if self.b.seen_body {
                "a board after the moves"
            } else {
                "a second board"
            };
            self.b.problems.push(
                Problem::error("samourai::syntax::bad-board", t.span, what)
                    .with_label("not here")
                    .with_help("give one `Board:` block, before the first move"),
            );
            self.b.items.push(Item::Invalid(block.span));
        } else {
            self.board = Some(block);
        }
        self.b.pos = end.max(colon.span.end);
    }
}

/// `12.`: a move number of ASCII digits and a dot, no ellipsis, read from the bytes at
/// `start` as [`Cursor::move_number`] reads it; `None` for any other text (the cursor's).
#[inline]
fn plain_move_number(b: &[u8], start: usize) -> Option<header::MoveNumber> {
    let digits = b
        .get(start..)?
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    let dot = start + digits;
    if digits == 0
        || digits > 9
        || b.get(dot) != Some(&b'.')
        || b.get(dot + 1..dot + 3) == Some(b"..")
    {
        return None;
    }
    let number = b[start..dot]
        .iter()
        .fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
    Some(header::MoveNumber {
        number: Spanned::new(number, Span::new(start, dot)),
        ellipsis: None,
        span: Span::new(start, dot + 1),
    })
}

fn is_board_line(line: &str) -> bool {
    let t = line.trim();
    if t.is_empty() {
        return false;
    }
    let compact: String = t.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.eq_ignore_ascii_case("abcdefghijk") {
        return true;
    }
    let body = t.trim_start_matches(|c: char| c.is_ascii_digit());
    let cells: Vec<char> = body.chars().filter(|c| !c.is_whitespace()).collect();
    cells.len() >= 3 && cells.iter().all(|&c| Kind::from_letter(c).is_some())
}

/// The record at `span` of `text` (one of [`header::split_records`]'s spans); spans are
/// offsets into the whole text.
pub(crate) fn parse_range(text: &str, span: Span) -> (Record, Vec<Problem>) {
    let (src, pos, span) = header::record_range(text, span);
    let mut p = RecordParser {
        tokens: parse::Tokens::new(src, lex_one),
        b: Body::new(src, pos),
        board: None,
    };
    p.run();
    let (tags, items, problems) = p.b.finish();
    let notation = Style {
        lang: sheet_lang(src, &items),
    };
    let head = Head {
        board: p.board,
        notation,
    };
    (
        Record {
            tags,
            head,
            items,
            span,
        },
        problems,
    )
}

/// The language a sheet names the kinds of squares in, from its kind words: the language
/// most of them belong to (`dragon` and `ibis` are French and English alike; `ho bo`,
/// `mekura`, `shiro` and `anzen` every language's), Japanese, then French, on a tie;
/// Japanese when no word tells. Words are counted until [`SURE`] of them have named one
/// language alone: a sheet keeps to its language, and reading every word of every
/// record cost `validate` 7 % (35 M instructions on the 3,000 records of the bench).
#[inline(never)]
fn sheet_lang(src: &str, items: &[Item]) -> Lang {
    /// Words naming one language alone after which the count stops.
    const SURE: usize = 16;
    // Words of Japanese, French, English.
    let mut votes = [0usize; 3];
    let mut sure = 0;
    let said = items.iter().filter_map(|i| match i {
        Item::Entry(e) => Some(e),
        _ => None,
    });
    for seg in said.flat_map(Entry::segments) {
        let Some(k) = seg.said.kind else { continue };
        let word = src.get(k.span.range()).unwrap_or_default().as_bytes();
        let says = word_langs(k.node, word);
        for (vote, says) in votes.iter_mut().zip(says) {
            *vote += usize::from(says);
        }
        sure += usize::from(says.iter().filter(|&&s| s).count() == 1);
        if sure == SURE {
            break;
        }
    }
    let [ja, fr, en] = votes;
    if ja >= fr && ja >= en {
        Lang::Ja
    } else if fr >= en {
        Lang::Fr
    } else {
        Lang::En
    }
}

/// Which languages (Japanese, French, English) name `kind` with `word` (a kind word as
/// written, any case, accents optional): its first letters tell.
fn word_langs(kind: Kind, word: &[u8]) -> [bool; 3] {
    const JA: [bool; 3] = [true, false, false];
    const FR: [bool; 3] = [false, true, false];
    const EN: [bool; 3] = [false, false, true];
    let lower = |i: usize| word.get(i).map(u8::to_ascii_lowercase);
    match (kind, lower(0), lower(1)) {
        // taiyo, katana, ryu, washi
        (Kind::Sun, Some(b't'), _)
        | (Kind::Sword, Some(b'k'), _)
        | (Kind::Dragon, Some(b'r'), _)
        | (Kind::Ibis, Some(b'w'), _) => JA,
        // soleil, sabre (not saber)
        (Kind::Sun, _, Some(b'o')) => FR,
        (Kind::Sword, _, Some(b'a')) if lower(4) == Some(b'e') => FR,
        // sun, sword, saber
        (Kind::Sun | Kind::Sword, ..) => EN,
        // dragon, ibis
        (Kind::Dragon | Kind::Ibis, ..) => [false, true, true],
        (Kind::Mekura | Kind::Shiro | Kind::Anzen, ..) => [false; 3],
    }
}

/// Read one record (the whole text). Spans are byte offsets into `text`.
pub fn parse(text: &str) -> (Record, Vec<Problem>) {
    header::read_one(text, parse_range)
}

/// Read every record of a text (see [`header::split_records`]).
pub fn parse_all(text: &str) -> Vec<(Record, Vec<Problem>)> {
    header::read_all(text, parse_range)
}

// ===== writer ==========================================================================

/// The language of the kind names the writer uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// taiyo, ryu, washi, katana (as announced at the table).
    #[default]
    Ja,
    /// soleil, dragon, ibis, sabre.
    Fr,
    /// sun, dragon, ibis, sword.
    En,
}

impl Lang {
    /// Every language, the default first.
    pub const ALL: [Lang; 3] = [Lang::Ja, Lang::Fr, Lang::En];

    /// `ja`, `fr`, `en` (as `--lang` takes them).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Ja => "ja",
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    /// The language of a code `--lang` takes.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

/// How to write announcements.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Style {
    /// Language of the symbol names (`ho bo`, `shiro`, `anzen` are the same in all).
    pub lang: Lang,
}

/// The word for a kind in a language.
pub fn kind_name(kind: Kind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (Kind::Shiro, _) => "shiro",
        (Kind::Anzen, _) => "anzen",
        (Kind::Mekura, _) => "ho bo",
        (Kind::Sun, Lang::Ja) => "taiyo",
        (Kind::Sun, Lang::Fr) => "soleil",
        (Kind::Sun, Lang::En) => "sun",
        (Kind::Dragon, Lang::Ja) => "ryu",
        (Kind::Dragon, _) => "dragon",
        (Kind::Ibis, Lang::Ja) => "washi",
        (Kind::Ibis, _) => "ibis",
        (Kind::Sword, Lang::Ja) => "katana",
        (Kind::Sword, Lang::Fr) => "sabre",
        (Kind::Sword, Lang::En) => "sword",
    }
}

/// An announcement: `3 ryu`, `anzen`, `2` (distance only), `dragon` (kind only), or
/// nothing.
pub fn write_said(said: &Said, style: &Style) -> String {
    let mut out = String::new();
    if let Some(d) = said.dist {
        // The anzen is announced by its name alone, but a written distance is kept.
        out.push_str(&d.node.to_string());
    }
    if let Some(k) = said.kind {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(kind_name(k.node, style.lang));
    }
    out
}

/// One move: `e1-e4 3 ryu`.
pub fn write_segment(seg: &Segment, style: &Style) -> String {
    let said = write_said(&seg.said, style);
    if said.is_empty() {
        format!("{}-{}", seg.from.node, seg.to.node)
    } else {
        format!("{}-{} {said}", seg.from.node, seg.to.node)
    }
}

/// One entry: a move, or `e4-f6 anzen + f6-b2 4 ho bo`.
pub fn write_entry(entry: &Entry, style: &Style) -> String {
    let mut out = write_segment(&entry.first, style);
    if let Some((_, b)) = &entry.bonus {
        out.push_str(" + ");
        out.push_str(&write_segment(b, style));
    }
    out
}

/// The record in the canonical layout: tags, the inline board if any, a blank line, then
/// numbered pairs `1. <red> <black>` in aligned columns (after a move number Red's entry
/// comes first unless an ellipsis stands in its place). Comments stay where they were
/// (one of several lines on lines of its own, after the moves before it);
/// [`Item::Invalid`] text is left out.
pub fn write_record(record: &Record, style: &Style) -> String {
    write_with(record, |e| write_entry(e, style))
}

/// The canonical layout of [`write_record`], but every entry exactly as written in
/// `source` (the text `record` was parsed from): re-layout without translating.
pub fn write_record_verbatim(record: &Record, source: &str) -> String {
    write_with(record, |e| {
        source.get(e.span.range()).unwrap_or_default().to_owned()
    })
}

fn write_with(record: &Record, entry: impl Fn(&Entry) -> String) -> String {
    let mut out = String::new();
    for t in &record.tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    if let Some(b) = &record.head.board {
        out.push_str("Board:\n");
        for line in b.text.node.lines() {
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    let mut sheet = header::Sheet::default();
    for item in &record.items {
        match item {
            Item::MoveNumber(n) => sheet.number(n.node),
            Item::Ellipsis(_) => sheet.entry("..."),
            Item::Entry(e) => sheet.entry(&entry(e)),
            Item::Comment(c) => sheet.comment(&c.node),
            Item::Invalid(_) => {}
        }
    }
    sheet.write(&mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(text: &str) -> Vec<Entry> {
        let (r, p) = parse(text);
        assert!(p.is_empty(), "{text}: {p:?}");
        r.entries().copied().collect()
    }

    #[test]
    fn reads_entries_in_every_language() {
        let e = entries(
            "1. e1-e4 3 ryu   e11-e9 2 washi\n2. f2-f6 anzen + f6-b2 4 ho bo  g11-g8 3 shiro",
        );
        assert_eq!(e.len(), 4);
        assert_eq!(e[0].first.from.node, Square::parse("e1").unwrap());
        assert_eq!(e[0].first.said.dist.map(|d| d.node), Some(3));
        assert_eq!(e[0].first.said.kind.map(|k| k.node), Some(Kind::Dragon));
        let (_, bonus) = e[2].bonus.expect("bonus");
        assert_eq!(e[2].first.said.kind.map(|k| k.node), Some(Kind::Anzen));
        assert_eq!(bonus.said.kind.map(|k| k.node), Some(Kind::Mekura));
        // Every language, any case, with accents or not: one entry for each word.
        let words = ["taiyō", "Soleil", "RYŪ", "sabre", "hobo", "ibis"];
        let text: String = words.iter().map(|w| format!("e1-e4 3 {w}\n")).collect();
        let kinds: Vec<_> = entries(&text)
            .iter()
            .map(|e| e.first.said.kind.map(|k| k.node))
            .collect();
        use Kind::{Dragon, Ibis, Mekura, Sun, Sword};
        assert_eq!(kinds, [Sun, Sun, Dragon, Sword, Mekura, Ibis].map(Some));
        // Announcement optional, or partial.
        let e = entries("e1-e4 e11-e9 2 c1-c3 dragon");
        assert_eq!(e.len(), 3);
        assert_eq!(
            e[0].first.said,
            Said {
                dist: None,
                kind: None
            }
        );
        assert_eq!(e[1].first.said.kind, None);
        assert_eq!(e[2].first.said.dist, None);
    }

    #[test]
    fn the_quick_readers_agree_with_the_general_lexer() {
        let text = "[Game \"S\"]\n1. e1-e4 3 ryū  e11–e9 2 washi\u{a0}+ f6-b2 4 Hobo…\n2... c1—c3 x² {c} ; d\n\té:b";
        let quick = parse::Tokens::new(text, lex_one);
        let general = parse::Tokens::new(text, lex_general);
        for pos in 0..=text.len() + 1 {
            let (a, b) = (token(&quick, pos), general.at(pos));
            let (a, b) = ((a.kind, a.text, a.span), (b.kind, b.text, b.span));
            assert_eq!(a, b, "at {pos}");
            assert_eq!(
                token(&quick, pos).newline_before,
                general.at(pos).newline_before
            );
        }
    }

    /// What a rule gave, comparable: what it read and where it ended, or its problem
    /// (code, span, where reading resumes), or `None` for [`Stop::Miss`].
    type Outcome<O> = Result<(usize, O), Option<(String, Span, usize)>>;

    fn outcome<O>(text: &str, r: Res<'_, O>) -> Outcome<O> {
        match r {
            Ok((rest, o)) => Ok((text.len() - rest.len(), o)),
            Err(nom::Err::Failure(Stop::Fail(f)) | nom::Err::Error(Stop::Fail(f))) => Err(Some((
                f.problem.code.to_string(),
                f.problem.span,
                f.resume_from,
            ))),
            Err(_) => Err(None),
        }
    }

    #[test]
    fn the_byte_leaves_agree_with_the_general_readers() {
        let text = "[Game \"S\"]\n1. e1-e4 3 ryū  e11–e9 2 washi\u{a0}+ f6-b2 4 Hobo…\n2... c1—c3 x² {c} ; d\n\té:b e4 l4 a100 A11 k12 a01 z3 12. 3ryu ho bo ho\nbo HO  BO ho bō 0 11 007 0000000000003 99999999999 e4é 2\u{a0}taiyō e1\u{a0}-e2 e1 -e2 e1\n-e2 e1-\ne2 +\u{a0}e4 sabre SABER mekura shiro anzen sun soleil dragon ryuu ibis sword katanas b10,K11.c9+a1-A10 k0 a1b e1_ j1";
        let t = parse::Tokens::new(text, lex_one);
        for pos in (0..=text.len()).filter(|&p| text.is_char_boundary(p)) {
            let i = input(&t, pos);
            for which in [Where::Start, Where::BonusStart, Where::Landing] {
                assert_eq!(
                    outcome(text, square(&t, which)(i)),
                    outcome(text, square_general(&t, pos, which)),
                    "square at {pos}"
                );
            }
            assert_eq!(
                outcome(text, distance(&t)(i)),
                outcome(text, distance_general(&t, pos)),
                "distance at {pos}"
            );
            assert_eq!(
                outcome(text, kind(&t)(i)),
                outcome(text, kind_general(&t, pos)),
                "kind at {pos}"
            );
            assert_eq!(
                outcome(text, dash(&t)(i)),
                outcome(text, dash_general(&t, pos)),
                "dash at {pos}"
            );
            let p = token(&t, pos);
            let general = (p.kind == Tk::Plus).then_some((p.span.end, p.span));
            assert_eq!(outcome(text, plus(&t)(i)).ok(), general, "plus at {pos}");
            let b = text.as_bytes();
            if b[pos..].first().is_some_and(u8::is_ascii_digit) {
                let cursor = Cursor::new(text, pos).move_number();
                if let Some(m) = plain_move_number(b, pos) {
                    assert_eq!(Some(m), cursor, "move number at {pos}");
                }
            }
        }
    }

    #[test]
    fn syntax_errors_point_at_the_token() {
        // Each problem's span is marked «…» in the text.
        for (marked, code) in [
            ("e1-e4 3 «rye»", "unknown-kind"),
            ("e1-«l4» 3 ryu", "bad-square"),
            ("e1-«e12»", "bad-square"),
            ("e1 «e4»", "expected-dash"),
            ("e1-«+»", "expected-square"),
            ("e1-e4 «11» ryu", "bad-distance"),
            ("e1-e4 «0»", "bad-distance"),
            ("«hello»", "unexpected"),
            ("«+» e1-e4", "unexpected"),
        ] {
            let text = marked.replace(['«', '»'], "");
            let start = marked.find('«').expect("marked");
            let end = marked.find('»').expect("marked") - '«'.len_utf8();
            let (_, p) = parse(&text);
            assert!(!p.is_empty(), "{text}");
            assert_eq!(p[0].code, format!("samourai::syntax::{code}"), "{text}");
            assert_eq!(p[0].span, Span::new(start, end), "{marked}");
        }
        let (_, p) = parse("e1-e4 3 ryu\ne11-e9 2 wasi");
        assert_eq!(
            p[0].help.as_deref().map(|h| h.contains("`washi`")),
            Some(true)
        );
    }

    #[test]
    fn recovers_after_an_error() {
        let (r, p) = parse("1. e1-e4 3 rye e11-e9 2 washi\n2. c1-c3 x c11-c10");
        assert_eq!(p.len(), 2, "{p:?}");
        // The two bad entries are kept as invalid text; the good ones are read.
        assert_eq!(r.entries().count(), 2);
        assert_eq!(
            r.items
                .iter()
                .filter(|i| matches!(i, Item::Invalid(_)))
                .count(),
            2
        );
    }

    #[test]
    fn inline_board_block() {
        let text = "[Game \"Samourai\"]\nBoard:\n..S.S.S.S..\n.TKWR.KWRT.\n\n1. e1-e4";
        let (r, p) = parse(text);
        assert!(p.is_empty(), "{p:?}");
        let b = r.head.board.clone().expect("board");
        assert_eq!(b.text.node, "..S.S.S.S..\n.TKWR.KWRT.");
        assert_eq!(r.entries().count(), 1);
    }

    #[test]
    fn writer_round_trips() {
        let text = "[Game \"Samourai\"]\n\n1. e1-e4 3 ryu            e11-e9 2 washi\n2. f2-f6 anzen + f6-b2 4 ho bo   {nice} g11-g8 3 shiro\n3. ... c1-c2\n";
        let (r, p) = parse(text);
        assert!(p.is_empty(), "{p:?}");
        let out = write_record(&r, &Style::default());
        let (r2, p2) = parse(&out);
        assert!(p2.is_empty(), "{out}: {p2:?}");
        assert_eq!(write_record(&r2, &Style::default()), out);
        let en = write_record(&r, &Style { lang: Lang::En });
        assert!(en.contains("e1-e4 3 dragon"), "{en}");
        assert!(en.contains("e11-e9 2 ibis"), "{en}");
    }

    #[test]
    fn kind_words_are_read_in_any_case_and_with_accents() {
        for (word, kind) in KIND_WORDS {
            assert!(
                word.len() <= 6,
                "{word}: kind_word lowers at most 6 letters"
            );
            assert_eq!(kind_word(word), Some(kind), "{word}");
            assert_eq!(kind_word(&word.to_uppercase()), Some(kind), "{word}");
        }
        assert_eq!(kind_word("Taiyō"), Some(Kind::Sun));
        assert_eq!(kind_word("RYŪ"), Some(Kind::Dragon));
        assert_eq!(kind_word("rYuU"), Some(Kind::Dragon));
        for word in [
            "ho",
            "bo",
            "katanas",
            "soleils",
            "",
            "ryū2",
            "e4",
            "w@shi",
            "ry\u{15}",
            "ANZEN\u{0}",
        ] {
            assert_eq!(kind_word(word), None, "{word}");
        }
    }

    #[test]
    fn edit_distance_works() {
        assert_eq!(edit_distance("washi", "wasi"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(nearest_kind_word("dragn"), Some("dragon"));
        assert_eq!(nearest_kind_word("xyz"), None);
    }
}
