//! The fast path of `kifu validate`: reads the canonical notation (what `kifu gen` and
//! `kifu fmt` write: English words, arrows, one entry per cell) byte by byte and feeds the
//! replay item by item, without building the AST or keeping the plies.
//!
//! It only ever answers for records the full pipeline ([`super::check`]) finds free of
//! problems: at anything outside that subset (another language, comments it cannot skip
//! cheaply, a `[Position]` tag, odd spacing) or at the first problem, it gives up and
//! returns `None`, and the caller runs the full pipeline, whose diagnostics are the only
//! ones ever shown. `tests/kamisado_fast.rs` checks that both agree.

use arrayvec::ArrayVec;

use super::ast::{Action, Entry, Fill, MatchKind, Segment};
use super::board::{Colour, Direction};
use super::notation::match_kind_of;
use super::replay::{Replay, Stream};
use crate::core::{Span, Spanned};

/// A record the fast path found valid.
#[derive(Clone, Debug)]
pub struct Quick {
    pub replay: Replay,
    pub plies: usize,
}

/// The words of the canonical notation the fast path knows. Any other word gives up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Word {
    Colour(Colour),
    Round,
    Score,
    From,
    Side(Fill),
}

/// Exact spellings only (the vocabulary's prefixes, cases and accents take the slow path).
/// The unit test below checks each against [`super::vocab`] and [`word`].
#[cfg(test)]
pub(crate) const WORDS: &[(&str, Word)] = &[
    ("Orange", Word::Colour(Colour::Orange)),
    ("Blue", Word::Colour(Colour::Blue)),
    ("Purple", Word::Colour(Colour::Purple)),
    ("Pink", Word::Colour(Colour::Pink)),
    ("Yellow", Word::Colour(Colour::Yellow)),
    ("Red", Word::Colour(Colour::Red)),
    ("Green", Word::Colour(Colour::Green)),
    ("Brown", Word::Colour(Colour::Brown)),
    ("Round", Word::Round),
    ("Score", Word::Score),
    ("from", Word::From),
    ("left", Word::Side(Fill::Left)),
    ("right", Word::Side(Fill::Right)),
];

/// How many ASCII letters open the 8 bytes `x` (little-endian), from 0 to 8.
#[inline]
fn letters(x: u64) -> usize {
    const HI: u64 = 0x8080_8080_8080_8080;
    // Lower-cased, 7 bits: a letter is 0x61..=0x7a, and a byte of 0x80 or more is none.
    let v = (x | 0x2020_2020_2020_2020) & !HI;
    let ge = v + 0x1f1f_1f1f_1f1f_1f1f; // top bit: v >= 0x61 (no carry out of a byte)
    let le = 0xfafa_fafa_fafa_fafa - v; // top bit: v <= 0x7a (no borrow)
    let letter = ge & le & !x & HI;
    ((!letter & HI).trailing_zeros() / 8) as usize
}

/// Up to 8 bytes as one little-endian number, to compare a word in one go.
const fn pack(w: &[u8]) -> u64 {
    let mut x = 0u64;
    let mut i = w.len();
    while i > 0 {
        i -= 1;
        x = (x << 8) | w[i] as u64;
    }
    x
}

fn word(w: &[u8]) -> Option<Word> {
    if w.len() > 6 {
        return None;
    }
    word_packed(pack(w))
}

/// A word (of letters only, so no two words of different lengths pack alike) by its
/// [`pack`]ed bytes.
#[inline]
fn word_packed(x: u64) -> Option<Word> {
    const RED: u64 = pack(b"Red");
    const BLUE: u64 = pack(b"Blue");
    const PINK: u64 = pack(b"Pink");
    const FROM: u64 = pack(b"from");
    const LEFT: u64 = pack(b"left");
    const BROWN: u64 = pack(b"Brown");
    const GREEN: u64 = pack(b"Green");
    const ROUND: u64 = pack(b"Round");
    const SCORE: u64 = pack(b"Score");
    const RIGHT: u64 = pack(b"right");
    const ORANGE: u64 = pack(b"Orange");
    const PURPLE: u64 = pack(b"Purple");
    const YELLOW: u64 = pack(b"Yellow");
    Some(match x {
        RED => Word::Colour(Colour::Red),
        BLUE => Word::Colour(Colour::Blue),
        PINK => Word::Colour(Colour::Pink),
        FROM => Word::From,
        LEFT => Word::Side(Fill::Left),
        BROWN => Word::Colour(Colour::Brown),
        GREEN => Word::Colour(Colour::Green),
        ROUND => Word::Round,
        SCORE => Word::Score,
        RIGHT => Word::Side(Fill::Right),
        ORANGE => Word::Colour(Colour::Orange),
        PURPLE => Word::Colour(Colour::Purple),
        YELLOW => Word::Colour(Colour::Yellow),
        _ => return None,
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok<'a> {
    Word(Word),
    Number(&'a [u8]),
    Arrow(Direction),
    Plus,
    /// `...` or `…`.
    Ellipsis,
    /// `{`: a comment to the next `}`.
    Brace,
    /// `;`: a comment to the end of the line.
    Semi,
    Eof,
}

/// A byte reader over one record.
struct Scan<'a> {
    b: &'a [u8],
    pos: usize,
    /// The last token peeked: read from `.0`, it ends at `.3`.
    peeked: Option<(usize, Tok<'a>, bool, usize)>,
}

/// Give up: the full pipeline decides.
struct GiveUp;

type R<T> = Result<T, GiveUp>;

impl<'a> Scan<'a> {
    /// Skip ASCII whitespace; whether a line break was skipped. A non-ASCII byte is left
    /// for the token reader (which gives up on anything but an arrow or `…`).
    #[inline]
    fn ws(&mut self) -> bool {
        let mut nl = false;
        // The canonical layout pads its columns with runs of spaces: skip them eight
        // bytes at a time (the first byte that is not a space ends the run).
        while let Some(&eight) = self.b.get(self.pos..).and_then(|r| r.first_chunk::<8>()) {
            let x = u64::from_le_bytes(eight) ^ 0x2020_2020_2020_2020;
            let n = (x.trailing_zeros() / 8) as usize;
            self.pos += n;
            if n < 8 {
                break;
            }
        }
        while let Some(&c) = self.b.get(self.pos) {
            match c {
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {}
                b'\n' => nl = true,
                _ => break,
            }
            self.pos += 1;
        }
        nl
    }

    /// The next token (after whitespace) and whether a line break came before it. Gives
    /// up on what the fast path does not read.
    #[inline]
    fn token(&mut self) -> R<(Tok<'a>, bool)> {
        if let Some((at, t, nl, end)) = self.peeked
            && at == self.pos
        {
            self.pos = end;
            return Ok((t, nl));
        }
        self.lex()
    }

    fn lex(&mut self) -> R<(Tok<'a>, bool)> {
        let nl = self.ws();
        let b = self.b;
        let start = self.pos;
        let Some(&c) = b.get(start) else {
            return Ok((Tok::Eof, nl));
        };
        let tok = match c {
            b'A'..=b'Z' | b'a'..=b'z' => {
                // The word's length from eight bytes at once when they are there.
                let mut end = match b.get(start..).and_then(|r| r.first_chunk::<8>()) {
                    Some(&eight) => start + letters(u64::from_le_bytes(eight)),
                    None => start + 1,
                };
                while end < b.len() && b[end].is_ascii_alphabetic() {
                    end += 1;
                }
                // A word goes on with any letter: an accented one is not ours.
                if b.get(end).is_some_and(|&n| n >= 0x80) && !self.arrow_at(end) {
                    return Err(GiveUp);
                }
                self.pos = end;
                let len = end - start;
                let w = match b.get(start..).and_then(|r| r.first_chunk::<8>()) {
                    // The word's bytes read as one little-endian number.
                    Some(&eight) if len < 8 => {
                        word_packed(u64::from_le_bytes(eight) & ((1u64 << (8 * len)) - 1))
                    }
                    _ => word(&b[start..end]),
                };
                Tok::Word(w.ok_or(GiveUp)?)
            }
            b'0'..=b'9' => {
                let mut end = start + 1;
                while end < b.len() && b[end].is_ascii_digit() {
                    end += 1;
                }
                self.pos = end;
                Tok::Number(&b[start..end])
            }
            b'+' => {
                self.pos += 1;
                Tok::Plus
            }
            b'{' => {
                self.pos += 1;
                Tok::Brace
            }
            b';' => {
                self.pos += 1;
                Tok::Semi
            }
            b'.' if b[start..].starts_with(b"...") => {
                self.pos += 3;
                Tok::Ellipsis
            }
            0xe2 if self.arrow_at(start) => {
                let d = match b[start + 2] {
                    0x91 => Direction::Straight,
                    0x96 => Direction::Left,
                    0x97 => Direction::Right,
                    _ => Direction::Back,
                };
                self.pos += 3;
                Tok::Arrow(d)
            }
            0xe2 if b[start..].starts_with("…".as_bytes()) => {
                self.pos += 3;
                Tok::Ellipsis
            }
            _ => return Err(GiveUp),
        };
        Ok((tok, nl))
    }

    /// `↑` (E2 86 91), `↖` (E2 86 96), `↗` (E2 86 97), `↓` (E2 86 93) at `at`.
    #[inline]
    fn arrow_at(&self, at: usize) -> bool {
        matches!(
            self.b.get(at..at + 3),
            Some([0xe2, 0x86, 0x91 | 0x96 | 0x97 | 0x93])
        )
    }

    /// Like [`Scan::token`] without moving (the next `token` reuses it).
    #[inline]
    fn peek(&mut self) -> R<(Tok<'a>, bool)> {
        let save = self.pos;
        let (t, nl) = self.token()?;
        self.peeked = Some((save, t, nl, self.pos));
        self.pos = save;
        Ok((t, nl))
    }

    fn starts_with(&self, s: &[u8]) -> bool {
        self.b[self.pos..].starts_with(s)
    }

    /// A tag `[Key "Value"]` at the cursor: key and raw value (no escapes allowed).
    fn tag(&mut self) -> R<(&'a [u8], &'a [u8])> {
        let b = self.b;
        let mut i = self.pos + 1;
        let spaces = |mut i: usize| {
            while matches!(b.get(i), Some(b' ' | b'\t')) {
                i += 1;
            }
            i
        };
        i = spaces(i);
        let key_start = i;
        if !b
            .get(i)
            .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        {
            return Err(GiveUp);
        }
        while b
            .get(i)
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-'))
        {
            i += 1;
        }
        let key = &b[key_start..i];
        if b.get(i).is_some_and(|&c| c >= 0x80) {
            return Err(GiveUp);
        }
        i = spaces(i);
        if b.get(i) != Some(&b'"') {
            return Err(GiveUp);
        }
        i += 1;
        let value_start = i;
        let close = memchr::memchr3(b'"', b'\\', b'\n', &b[i..]).ok_or(GiveUp)?;
        i += close;
        if b[i] != b'"' {
            return Err(GiveUp);
        }
        let value = &b[value_start..i];
        if value.contains(&b'\r') {
            return Err(GiveUp);
        }
        i = spaces(i + 1);
        if b.get(i) != Some(&b']') {
            return Err(GiveUp);
        }
        self.pos = i + 1;
        Ok((key, value))
    }
}

fn number(digits: &[u8]) -> R<u32> {
    if digits.len() > 9 {
        return Err(GiveUp);
    }
    Ok(digits
        .iter()
        .fold(0u32, |n, &d| n * 10 + u32::from(d - b'0')))
}

/// Check the record at `span` of `text` on the fast path: `Some` when it is valid and free
/// of warnings, `None` to ask for the full pipeline.
pub fn quick_check(text: &str, span: Span) -> Option<Quick> {
    let bytes = text.as_bytes().get(span.range())?;
    run(bytes).ok()
}

fn run(bytes: &[u8]) -> R<Quick> {
    let mut s = Scan {
        b: bytes,
        pos: 0,
        peeked: None,
    };
    // The header: tags (and whitespace) up to the first other thing.
    let mut keys: ArrayVec<&[u8], 16> = ArrayVec::new();
    let mut kind = MatchKind::Simple;
    loop {
        s.ws();
        if s.b.get(s.pos) != Some(&b'[') {
            break;
        }
        let (key, value) = s.tag()?;
        if keys.iter().any(|k| k.eq_ignore_ascii_case(key)) {
            return Err(GiveUp);
        }
        keys.try_push(key).map_err(|_| GiveUp)?;
        if key.eq_ignore_ascii_case(b"position") {
            return Err(GiveUp);
        }
        if key.eq_ignore_ascii_case(b"match") {
            let v = std::str::from_utf8(value).map_err(|_| GiveUp)?;
            kind = match_kind_of(v).ok_or(GiveUp)?;
        }
    }
    let mut r = Stream::new(kind);
    let mut e = Entry {
        segments: ArrayVec::new(),
        span: Span::default(),
    };
    loop {
        match s.token()?.0 {
            Tok::Eof => break,
            Tok::Number(d) => {
                // A move number `12.`, `12...` or `12…`.
                number(d)?;
                if s.starts_with(b"...") || s.starts_with("…".as_bytes()) {
                    s.pos += 3;
                    r.ellipsis();
                } else if s.starts_with(b".") {
                    s.pos += 1;
                } else {
                    return Err(GiveUp);
                }
            }
            Tok::Ellipsis => r.ellipsis(),
            Tok::Brace => {
                let close = memchr::memchr(b'}', &s.b[s.pos..]).ok_or(GiveUp)?;
                s.pos += close + 1;
            }
            Tok::Semi => {
                s.pos = memchr::memchr(b'\n', &s.b[s.pos..]).map_or(s.b.len(), |n| s.pos + n);
            }
            Tok::Word(Word::Colour(c)) => {
                match entry(&mut s, c, &mut e)? {
                    Some((dir, dist, landing)) => {
                        if !r.step(c, dir, dist, landing) {
                            // Not a plain legal step: the general path, with the entry.
                            e.segments.clear();
                            e.segments.push(Segment {
                                tower: Spanned::new(c, Span::default()),
                                action: Action::Step {
                                    dir: Spanned::new(dir, Span::default()),
                                    dist: Spanned::new(dist, Span::default()),
                                },
                                landing: Spanned::new(landing, Span::default()),
                                span: Span::default(),
                            });
                            r.entry(&e);
                        }
                    }
                    None => r.entry(&e),
                }
            }
            Tok::Word(Word::Round) => {
                let (Tok::Number(d), false) = s.token()? else {
                    return Err(GiveUp);
                };
                let n = number(d)?;
                if n == 0 {
                    return Err(GiveUp);
                }
                let fill = match s.peek()? {
                    (Tok::Eof, _) | (_, true) | (Tok::Word(Word::Colour(_)), false) => None,
                    (Tok::Word(Word::From), false) => {
                        s.token()?;
                        match s.token()? {
                            (Tok::Word(Word::Side(f)), false) => Some(f),
                            _ => return Err(GiveUp),
                        }
                    }
                    _ => return Err(GiveUp),
                };
                r.round(n, fill);
            }
            Tok::Word(Word::Score) => {
                if s.starts_with(b":") {
                    s.pos += 1;
                }
                let (Tok::Number(b), false) = s.token()? else {
                    return Err(GiveUp);
                };
                s.ws();
                if !s.starts_with(b"-") {
                    return Err(GiveUp);
                }
                s.pos += 1;
                let (Tok::Number(w), false) = s.token()? else {
                    return Err(GiveUp);
                };
                r.score(number(b)?, number(w)?);
            }
            _ => return Err(GiveUp),
        }
        if !r.ok() {
            return Err(GiveUp);
        }
    }
    let (replay, plies) = r.finish();
    if !replay.is_valid() || !replay.problems.is_empty() {
        return Err(GiveUp);
    }
    Ok(Quick { replay, plies })
}

/// An entry after its first tower colour, into `e`: `↗3 Blue`, `0 Pink`,
/// `↓1 Green + Yellow ↓1 Pink`.
/// A single step entry (the common case) is returned as (direction, distance, landing)
/// and `e` is left alone; any other entry is built in `e` and `None` returned.
fn entry(s: &mut Scan<'_>, first: Colour, e: &mut Entry) -> R<Option<(Direction, u8, Colour)>> {
    let sp = Span::default();
    e.segments.clear();
    let mut tower = first;
    loop {
        let action = match quick_action(s) {
            Some(a) => a,
            None => action(s)?,
        };
        let (Tok::Word(Word::Colour(landing)), false) = s.token()? else {
            return Err(GiveUp);
        };
        // What follows must not read as a direction (then the landing was missing).
        let (next, _) = s.peek()?;
        if matches!(
            next,
            Tok::Arrow(_) | Tok::Number(b"0") | Tok::Word(Word::Side(_))
        ) {
            return Err(GiveUp);
        }
        if next != Tok::Plus
            && e.segments.is_empty()
            && let Action::Step { dir, dist } = action
        {
            return Ok(Some((dir.node, dist.node, landing)));
        }
        e.segments
            .try_push(Segment {
                tower: Spanned::new(tower, sp),
                action,
                landing: Spanned::new(landing, sp),
                span: sp,
            })
            .map_err(|_| GiveUp)?;
        if next != Tok::Plus {
            return Ok(None);
        }
        s.token()?;
        let (Tok::Word(Word::Colour(c)), _) = s.token()? else {
            return Err(GiveUp);
        };
        tower = c;
    }
}

/// The action as the canonical layout writes it, ` ↗3 ` or ` 0 ` (one space before, one
/// after), read in one go; `None` (without moving) for anything else.
#[inline]
fn quick_action(s: &mut Scan<'_>) -> Option<Action> {
    let sp = Span::default();
    let b = s.b.get(s.pos..)?;
    if let Some(&[b' ', b'0', b' ']) = b.first_chunk::<3>() {
        s.pos += 2;
        return Some(Action::Blocked { zero: sp });
    }
    let &[b' ', 0xe2, 0x86, a, n @ b'1'..=b'7', b' '] = b.first_chunk::<6>()? else {
        return None;
    };
    let dir = match a {
        0x91 => Direction::Straight,
        0x96 => Direction::Left,
        0x97 => Direction::Right,
        0x93 => Direction::Back,
        _ => return None,
    };
    s.pos += 5;
    Some(Action::Step {
        dir: Spanned::new(dir, sp),
        dist: Spanned::new(n - b'0', sp),
    })
}

/// The action after a tower colour, token by token.
fn action(s: &mut Scan<'_>) -> R<Action> {
    let sp = Span::default();
    Ok(match s.token()? {
        (Tok::Number(b"0"), false) => Action::Blocked { zero: sp },
        (Tok::Arrow(d), false) => match s.token()? {
            (Tok::Number(&[n]), false) if (b'1'..=b'7').contains(&n) => Action::Step {
                dir: Spanned::new(d, sp),
                dist: Spanned::new(n - b'0', sp),
            },
            _ => return Err(GiveUp),
        },
        _ => return Err(GiveUp),
    })
}

#[cfg(test)]
mod tests {
    use super::super::vocab::{self, ColourLookup};
    use super::*;

    #[test]
    fn the_word_table_agrees_with_the_vocabulary() {
        for &(spelled, w) in WORDS {
            assert_eq!(word(spelled.as_bytes()), Some(w), "{spelled}");
            let keyword = vocab::ROUND_WORDS.iter().any(|k| vocab::is(spelled, k))
                || vocab::is(spelled, vocab::SCORE_WORD);
            let direction = vocab::direction(spelled).is_some()
                || vocab::is(spelled, "tout")
                || vocab::is(spelled, "droit");
            match w {
                Word::Colour(c) => {
                    assert_eq!(vocab::colour(spelled), ColourLookup::Found(c));
                    assert!(!keyword && !direction, "{spelled}");
                }
                Word::Round => assert!(vocab::is(spelled, "round")),
                Word::Score => assert!(vocab::is(spelled, vocab::SCORE_WORD)),
                Word::From => {
                    assert!(vocab::is(spelled, "from") && !direction && !keyword);
                    assert_eq!(vocab::colour(spelled), ColourLookup::Unknown);
                }
                Word::Side(f) => {
                    assert!(vocab::FILL_WORDS.contains(&(spelled, f)));
                    assert!(
                        direction,
                        "{spelled} reads as a direction: the fast path gives up after a landing"
                    );
                }
            }
        }
        for bad in ["Re", "red", "Pinkk", "Rounds", "", "Bleu"] {
            assert_eq!(word(bad.as_bytes()), None, "{bad}");
        }
    }

    #[test]
    fn letters_counts_the_leading_ascii_letters() {
        for text in [
            "Pink ↗2 ",
            "Orange12",
            "abcdefgh",
            "Zz@[`{az",
            "é.......",
            "Red\nBlue",
            "        ",
            "Yellow\u{e9}",
        ] {
            let b = text.as_bytes();
            let mut eight = [0u8; 8];
            eight.copy_from_slice(&b[..8]);
            let want = b[..8]
                .iter()
                .take_while(|c| c.is_ascii_alphabetic())
                .count();
            assert_eq!(letters(u64::from_le_bytes(eight)), want, "{text:?}");
        }
        for c in 0..=255u8 {
            let x = u64::from_le_bytes([c, b' ', 0, 0, 0, 0, 0, 0]);
            assert_eq!(letters(x), usize::from(c.is_ascii_alphabetic()), "{c}");
        }
    }
}
