//! The fast reading of a record, the first that [`Reader`](super::reader::Reader) tries:
//! the notation as `kifu gen` and `kifu fmt` write it (any language, arrows, words or ASCII
//! arrows, one entry per cell), read token by token with the one tokenizer
//! (`notation::lexer::lex_at`, whose word tokens carry their meaning) and fed to a
//! [`Visitor`] item by item, without building anything: `kifu validate` feeds the replay
//! (`replay::Stream`: [`quick_check`]), `kifu convert` builds a light tree ([`quick_record`]).
//!
//! It only ever answers for records the full pipeline ([`super::check`]) finds free of
//! problems: at anything outside that subset (an abbreviation, comments it cannot skip
//! cheaply, a `[Position]` tag, odd spacing) or at the first problem, it gives up and
//! returns `None`, and the caller runs the full pipeline, whose diagnostics are the only
//! ones ever shown. `tests/kamisado_fast.rs` checks that both agree.
//!
//! Its grammar is the subset of the recovering grammar's (`notation::grammar`) that needs
//! no recovery and no help text, written out byte by byte: kept apart from the recovering
//! grammar for speed (`validate` on the canonical notation is the benchmarks' hot path),
//! it shares its tokenizer and its vocabulary with it.

use arrayvec::ArrayVec;

use super::ast::{
    Action, Entry, Fill, Item, MatchKind, Record, RoundHeader, ScoreLine, Segment, Segments, Tag,
};
use super::board::{Colour, Direction, Side};
use super::notation::lexer::{Kind, lex_at, word_at};
use super::notation::match_kind_of;
use super::replay::{Replay, Stream};
use super::visitor::{Visitor, step_entry};
use super::vocab::{Kw, Word};
use crate::core::replay::MoveNumbers;
use crate::core::{Span, Spanned};

/// A record the fast path found valid.
#[derive(Clone, Debug)]
pub struct Quick {
    pub replay: Replay,
    pub plies: usize,
}

/// A token as the fast path reads it: the one lexer's [`Kind`] narrowed (a word of the
/// vocabulary with its meaning, a number with its digits, `{` and `;` told apart).
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

/// Bytes of a record and their span.
type Bytes<'a> = Spanned<&'a [u8]>;

/// A byte reader over one record.
struct Scan<'a> {
    b: &'a [u8],
    pos: usize,
    /// The last token peeked: read from `.0`, it starts at `.4` and ends at `.3`.
    peeked: Option<(usize, Tok<'a>, bool, usize, usize)>,
    /// Where the last token read starts (after the whitespace before it).
    start: usize,
}

/// Give up: the full pipeline decides.
pub(crate) struct GiveUp;

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
        if let Some((at, t, nl, end, start)) = self.peeked
            && at == self.pos
        {
            self.pos = end;
            self.start = start;
            return Ok((t, nl));
        }
        self.lex()
    }

    /// The next token as the one lexer ([`lex_at`]) reads it, narrowed to what the fast
    /// path reads: a word outside the vocabulary, a tag, or any other character gives up.
    #[inline(always)]
    fn lex(&mut self) -> R<(Tok<'a>, bool)> {
        let nl = self.ws();
        let b = self.b;
        let start = self.pos;
        self.start = start;
        let (kind, end) = lex_at(b, start);
        self.pos = end;
        let tok = match kind {
            Kind::Word(w) => Tok::Word(w.ok_or(GiveUp)?),
            Kind::Number => Tok::Number(&b[start..end]),
            Kind::Arrow(d) => Tok::Arrow(d),
            Kind::Plus => Tok::Plus,
            Kind::Ellipsis => Tok::Ellipsis,
            Kind::Open => match b[start] {
                b'{' => Tok::Brace,
                b';' => Tok::Semi,
                _ => return Err(GiveUp),
            },
            Kind::Eof => Tok::Eof,
            Kind::Other => return Err(GiveUp),
        };
        Ok((tok, nl))
    }

    /// Like [`Scan::token`] without moving (the next `token` reuses it).
    #[inline]
    fn peek(&mut self) -> R<(Tok<'a>, bool)> {
        let save = self.pos;
        let (t, nl) = self.token()?;
        self.peeked = Some((save, t, nl, self.pos, self.start));
        self.pos = save;
        Ok((t, nl))
    }

    fn starts_with(&self, s: &[u8]) -> bool {
        self.b[self.pos..].starts_with(s)
    }

    /// A tag `[Key "Value"]` at the cursor: key and raw value (no escapes allowed), each
    /// with its span.
    fn tag(&mut self) -> R<(Bytes<'a>, Bytes<'a>)> {
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
        Ok((
            Spanned::new(key, Span::new(key_start, key_start + key.len())),
            Spanned::new(value, Span::new(value_start, value_start + value.len())),
        ))
    }
}

/// Bytes of the record cut at ASCII characters: text.
fn utf8(b: &[u8]) -> R<&str> {
    std::str::from_utf8(b).map_err(|_| GiveUp)
}

#[inline]
fn number(digits: &[u8]) -> R<u32> {
    let digit = |d: u8| u32::from(d - b'0');
    match *digits {
        // Move numbers, mostly.
        [a] => Ok(digit(a)),
        [a, b] => Ok(digit(a) * 10 + digit(b)),
        _ if digits.len() > 9 => Err(GiveUp),
        _ => Ok(digits.iter().fold(0, |n, &d| n * 10 + digit(d))),
    }
}

impl Visitor for Stream {
    #[inline]
    fn round(&mut self, number: u32, fill: Option<Fill>, _: Span) {
        Stream::round(self, number, fill);
    }

    #[inline]
    fn move_number(&mut self, number: u32, _: Span) {
        Stream::number(self, number);
    }

    #[inline]
    fn ellipsis(&mut self, _: Span) {
        Stream::ellipsis(self);
    }

    #[inline]
    fn score(&mut self, black: u32, white: u32, _: Span) {
        Stream::score(self, black, white);
    }

    #[inline]
    fn step(&mut self, tower: Colour, dir: Direction, dist: u8, landing: Colour, _: Span) {
        if !Stream::step(self, tower, dir, dist, landing) {
            // Not a plain legal step: the general path, with the entry.
            Stream::entry(
                self,
                &step_entry(tower, dir, dist, landing, Span::default()),
            );
        }
    }

    #[inline]
    fn entry(&mut self, e: &Entry) {
        Stream::entry(self, e);
    }

    /// A problem found: the fast path gives up (the full pipeline reports it).
    #[inline]
    fn keep_reading(&self) -> bool {
        Stream::ok(self)
    }
}

/// The syntax tree of a record read on the fast path, for `kifu convert`: the tags, and
/// every item with the span of its whole text (entries, round headers, score lines,
/// comments; move numbers are kept aside, in [`Numbers`]). What the JSON shows of them is
/// what the full parser gives; the spans of their parts are empty, as the record is used
/// only when its replay finds no problem at all.
struct Build {
    tags: Vec<Tag>,
    items: Vec<Item>,
    numbers: Numbers,
}

/// The move numbers of a record read on the fast path, checked as they are read for
/// either player beginning the round, and once the record is replayed for the one who
/// did ([`Numbers::in_sequence`]). (Kept aside rather than as items of the record, which
/// the JSON does not need.)
#[derive(Clone, Copy, Debug, Default)]
pub struct Numbers {
    /// The round being read (0 for the first), and the entries read in it.
    round: u32,
    entries: usize,
    /// A round header or an entry was read (a header after one starts a new round).
    started: bool,
    /// The rounds with a number in sequence only if Black began them (bit `round`), and
    /// those only if White did.
    black_first: u64,
    white_first: u64,
    /// A number in sequence whoever began its round, or past the 64th round.
    out: bool,
}

impl Numbers {
    #[inline]
    fn entry(&mut self) {
        self.entries += 1;
        self.started = true;
    }

    fn round(&mut self) {
        self.round += u32::from(self.started);
        self.entries = 0;
        self.started = true;
    }

    #[inline]
    fn number(&mut self, n: u32) {
        let black = MoveNumbers::in_sequence(n, self.entries, false);
        let white = MoveNumbers::in_sequence(n, self.entries, true);
        if black != white {
            let bit = 1u64.checked_shl(self.round).unwrap_or(0);
            self.out |= bit == 0;
            if black {
                self.black_first |= bit;
            } else {
                self.white_first |= bit;
            }
        } else {
            self.out |= !black;
        }
    }

    /// Every number is the one of the line it stands on, in `replay` (the record's replay,
    /// which found no problem): what its replay checks when the numbers are items.
    pub fn in_sequence(&self, replay: &Replay) -> bool {
        !self.out
            && replay.rounds.iter().enumerate().all(|(i, r)| {
                let bit = 1u64.checked_shl(i as u32).unwrap_or(0);
                let begun = match r.first {
                    Side::Black => self.white_first,
                    Side::White => self.black_first,
                };
                begun & bit == 0
            })
    }
}

impl Visitor for Build {
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span) {
        self.tags.push(Tag {
            key: Spanned::new(key.node.into(), key.span),
            value: Spanned::new(value.node.into(), value.span),
            span,
        });
    }

    fn round(&mut self, number: u32, fill: Option<Fill>, span: Span) {
        self.numbers.round();
        let sp = Span::default();
        self.items.push(Item::Round(RoundHeader {
            number: Spanned::new(number, sp),
            fill: fill.map(|f| Spanned::new(f, sp)),
            span,
        }));
    }

    fn move_number(&mut self, number: u32, _: Span) {
        self.numbers.number(number);
    }

    fn ellipsis(&mut self, span: Span) {
        self.items.push(Item::Ellipsis(span));
    }

    fn score(&mut self, black: u32, white: u32, span: Span) {
        let sp = Span::default();
        self.items.push(Item::Score(ScoreLine {
            black: Spanned::new(black, sp),
            white: Spanned::new(white, sp),
            span,
        }));
    }

    fn comment(&mut self, text: &str, span: Span) {
        self.items
            .push(Item::Comment(Spanned::new(text.to_owned(), span)));
    }

    fn step(&mut self, tower: Colour, dir: Direction, dist: u8, landing: Colour, span: Span) {
        self.numbers.entry();
        let e = step_entry(tower, dir, dist, landing, span);
        self.items.push(Item::Entry(e));
    }

    fn entry(&mut self, e: &Entry) {
        self.numbers.entry();
        self.items.push(Item::Entry(e.clone()));
    }
}

/// Check the record at `span` of `text` on the fast path: `Some` when it is valid and free
/// of warnings, `None` to ask for the full pipeline.
pub fn quick_check(text: &str, span: Span) -> Option<Quick> {
    let r = run(text, span, Stream::new).ok()?;
    let (replay, plies) = r.finish();
    (replay.is_valid() && replay.findings.problems.is_empty()).then_some(Quick { replay, plies })
}

/// The record at `span` of `text` read on the fast path, its match length and its move
/// numbers: `None` where the fast path does not read it (then the full parser does). Its
/// spans are offsets into `text`. Only the items' whole spans are set (see `Build`):
/// replay it, and use it only if the replay finds no problem and the numbers are in
/// sequence.
pub fn quick_record(text: &str, span: Span) -> Option<(Record, MatchKind, Numbers)> {
    let mut kind = MatchKind::Simple;
    let build = run(text, span, |k| {
        kind = k;
        Build {
            tags: Vec::new(),
            items: Vec::with_capacity(span.len() / 8),
            numbers: Numbers::default(),
        }
    })
    .ok()?;
    let record = Record {
        tags: build.tags,
        items: build.items,
        span,
        ..Record::default()
    };
    Some((record, kind, build.numbers))
}

/// Read the record at `span` of `text`, feeding what it holds to the [`Visitor`] that
/// `feed` makes for its match length; `Err` where the fast path gives up (the text is
/// outside what it reads, or the visitor stopped). Spans are offsets into `text`.
pub(crate) fn run<V: Visitor>(
    text: &str,
    span: Span,
    feed: impl FnOnce(MatchKind) -> V,
) -> Result<V, GiveUp> {
    let (Some(b), true) = (text.as_bytes().get(..span.end), span.start <= span.end) else {
        return Err(GiveUp);
    };
    let mut s = Scan {
        b,
        pos: span.start,
        peeked: None,
        start: span.start,
    };
    // The header: tags (and whitespace) up to the first other thing.
    let mut tags: ArrayVec<(Bytes<'_>, Bytes<'_>, Span), 16> = ArrayVec::new();
    let mut kind = MatchKind::Simple;
    loop {
        s.ws();
        let open = s.pos;
        if s.b.get(open) != Some(&b'[') {
            break;
        }
        let (key, value) = s.tag()?;
        if tags.iter().any(|t| t.0.node.eq_ignore_ascii_case(key.node)) {
            return Err(GiveUp);
        }
        tags.try_push((key, value, Span::new(open, s.pos)))
            .map_err(|_| GiveUp)?;
        if key.node.eq_ignore_ascii_case(b"position") {
            return Err(GiveUp);
        }
        if key.node.eq_ignore_ascii_case(b"match") {
            let v = std::str::from_utf8(value.node).map_err(|_| GiveUp)?;
            kind = match_kind_of(v).ok_or(GiveUp)?;
        }
    }
    let mut r = feed(kind);
    for (key, value, span) in tags {
        let key = Spanned::new(utf8(key.node)?, key.span);
        let value = Spanned::new(utf8(value.node)?, value.span);
        r.tag(key, value, span);
    }
    let mut e = Entry {
        segments: Segments::new(),
        span: Span::default(),
    };
    loop {
        let tok = s.token()?.0;
        let at = s.start;
        match tok {
            Tok::Eof => break,
            Tok::Number(d) => {
                // A move number `12.`, `12...` or `12…`.
                // Its span: `12.` with the dot, `12` before an ellipsis.
                let n = number(d)?;
                if s.starts_with(b"...") || s.starts_with("…".as_bytes()) {
                    r.move_number(n, Span::new(at, s.pos));
                    r.ellipsis(Span::new(s.pos, s.pos + 3));
                    s.pos += 3;
                } else if s.starts_with(b".") {
                    s.pos += 1;
                    r.move_number(n, Span::new(at, s.pos));
                } else {
                    return Err(GiveUp);
                }
            }
            Tok::Ellipsis => r.ellipsis(Span::new(at, s.pos)),
            Tok::Brace => {
                let close = memchr::memchr(b'}', &s.b[s.pos..]).ok_or(GiveUp)?;
                let inside = &s.b[s.pos..s.pos + close];
                s.pos += close + 1;
                r.comment(utf8(inside)?, Span::new(at, s.pos));
            }
            Tok::Semi => {
                let end = memchr::memchr(b'\n', &s.b[s.pos..]).map_or(s.b.len(), |n| s.pos + n);
                let inside = &s.b[s.pos..end];
                s.pos = end;
                r.comment(utf8(inside)?, Span::new(at, end));
            }
            Tok::Word(Word { kw: Kw::Round, .. }) => round(&mut s, &mut r, at)?,
            Tok::Word(Word { kw: Kw::Score, .. }) => {
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
                r.score(number(b)?, number(w)?, Span::new(at, s.pos));
            }
            Tok::Word(Word {
                colour: Some(c),
                kw: Kw::None,
                ..
            }) => match entry(&mut s, c, &mut e)? {
                Some((dir, dist, landing)) => r.step(c, dir, dist, landing, Span::new(at, s.pos)),
                None => {
                    e.span = Span::new(at, s.pos);
                    r.entry(&e);
                }
            },
            _ => return Err(GiveUp),
        }
        if !r.keep_reading() {
            return Err(GiveUp);
        }
    }
    Ok(r)
}

/// A round header after its round word: `Round 2`, `Round 2 from left`, `Manche 2 par la
/// gauche`, `Runde 2 links` (the number and the fill on the round word's line).
fn round(s: &mut Scan<'_>, r: &mut impl Visitor, at: usize) -> R<()> {
    let (Tok::Number(d), false) = s.token()? else {
        return Err(GiveUp);
    };
    let n = number(d)?;
    if n == 0 {
        return Err(GiveUp);
    }
    let fill = match s.peek()? {
        (Tok::Eof, _) | (_, true) => None,
        (Tok::Word(w), false) if w.colour.is_some() && w.kw == Kw::None => None,
        (Tok::Word(w), false) if w.side.is_some() && w.kw == Kw::None => {
            s.token()?;
            w.side
        }
        (
            Tok::Word(Word {
                kw: Kw::From(i), ..
            }),
            false,
        ) => {
            s.token()?;
            let mut t = s.token()?;
            if let (
                Tok::Word(Word {
                    kw: Kw::Article(a), ..
                }),
                false,
            ) = t
                && a == i
            {
                t = s.token()?;
            }
            match t {
                (
                    Tok::Word(Word {
                        after: Some((j, f)),
                        ..
                    }),
                    false,
                ) if j == i => Some(f),
                _ => return Err(GiveUp),
            }
        }
        _ => return Err(GiveUp),
    };
    r.round(n, fill, Span::new(at, s.pos));
    Ok(())
}

/// An entry after its first tower colour, into `e`: `↗3 Blue`, `0 Pink`,
/// `↓1 Green + Yellow ↓1 Pink`.
/// A single step entry (the common case) is returned as (direction, distance, landing)
/// and `e` is left alone; any other entry is built in `e` and `None` returned.
fn entry(s: &mut Scan<'_>, first: Colour, e: &mut Entry) -> R<Option<(Direction, u8, Colour)>> {
    let sp = Span::default();
    // Segments read into `e` (cleared at the first: a single step never touches it).
    let mut read = 0;
    let mut tower = first;
    loop {
        let action = match quick_action(s) {
            Some(a) => a,
            None => action(s)?,
        };
        let (
            Tok::Word(Word {
                colour: Some(landing),
                ..
            }),
            false,
        ) = s.token()?
        else {
            return Err(GiveUp);
        };
        // What follows must not read as a direction (then the landing was missing).
        let (next, _) = s.peek()?;
        let direction = match next {
            Tok::Arrow(_) | Tok::Number(b"0") => true,
            Tok::Word(w) => w.dir.is_some() || w.side.is_some(),
            _ => false,
        };
        if direction {
            return Err(GiveUp);
        }
        if next != Tok::Plus
            && read == 0
            && let Action::Step { dir, dist } = action
        {
            return Ok(Some((dir.node, dist.node, landing)));
        }
        match read {
            0 => e.segments.clear(),
            3 => return Err(GiveUp),
            _ => {}
        }
        read += 1;
        e.segments.push(Segment {
            tower: Spanned::new(tower, sp),
            action,
            landing: Spanned::new(landing, sp),
            span: sp,
        });
        if next != Tok::Plus {
            return Ok(None);
        }
        s.token()?;
        let (
            Tok::Word(Word {
                colour: Some(c), ..
            }),
            _,
        ) = s.token()?
        else {
            return Err(GiveUp);
        };
        tower = c;
    }
}

/// The action as the canonical layout writes it, with one space before and one after:
/// ` ↗3 ` or ` 0 `, read in one go, else as [`written_action`] reads it; `None` (without
/// moving) for anything else, which [`action`] reads token by token (with the same
/// meaning).
#[inline]
fn quick_action(s: &mut Scan<'_>) -> Option<Action> {
    let sp = Span::default();
    let b = s.b.get(s.pos..)?;
    if let Some(&[b' ', b'0', b' ']) = b.first_chunk::<3>() {
        s.pos += 2;
        return Some(Action::Blocked { zero: sp });
    }
    let &[b' ', 0xe2, 0x86, a, n @ b'1'..=b'7', b' '] = b.first_chunk::<6>()? else {
        let (dir, dist) = written_action(s)?;
        return Some(Action::Step {
            dir: Spanned::new(dir, sp),
            dist: Spanned::new(dist, sp),
        });
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

/// The action written in ASCII or in words, with one space before and one after:
/// ` >3 ` (the ASCII arrows `^ < >`) or ` Droite 3 ` (a direction word, the ASCII `v`
/// too), read in one go: its direction and distance; `None` (without moving) for
/// anything else. Kept out of line, with a small result: the arrows of [`quick_action`]
/// stay as quick as they were.
#[inline(never)]
fn written_action(s: &mut Scan<'_>) -> Option<(Direction, u8)> {
    let b = s.b.get(s.pos..)?;
    // The direction, and where its distance is (one digit and a space).
    let (dir, at) = match *b.first_chunk::<2>()? {
        [b' ', b'^'] => (Direction::Straight, 2),
        [b' ', b'<'] => (Direction::Left, 2),
        [b' ', b'>'] => (Direction::Right, 2),
        [b' ', b'A'..=b'Z' | b'a'..=b'z'] => match word_at(b, 1) {
            (
                end,
                Some(Word {
                    dir: Some(dir),
                    kw: Kw::None,
                    ..
                }),
            ) if b.get(end) == Some(&b' ') => (dir, end + 1),
            _ => return None,
        },
        _ => return None,
    };
    let &[n @ b'1'..=b'7', b' '] = b.get(at..)?.first_chunk::<2>()? else {
        return None;
    };
    s.pos += at + 1;
    Some((dir, n - b'0'))
}

/// The action after a tower colour, token by token.
fn action(s: &mut Scan<'_>) -> R<Action> {
    let sp = Span::default();
    Ok(match s.token()? {
        (Tok::Number(b"0"), false) => Action::Blocked { zero: sp },
        (Tok::Arrow(d), false)
        | (
            Tok::Word(Word {
                dir: Some(d),
                kw: Kw::None,
                ..
            }),
            false,
        ) => match s.token()? {
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
    use super::super::vocab::{self, ColourLookup, word};
    use super::*;

    /// Every spelling the fast path reads means what the vocabulary says, in any case.
    #[test]
    fn the_word_table_is_the_vocabulary() {
        let mut spellings: Vec<&str> = Vec::new();
        spellings.extend(vocab::COLOUR_WORDS.iter().map(|w| w.0));
        spellings.extend(vocab::DIRECTION_WORDS.iter().map(|w| w.0));
        spellings.extend(vocab::FILL_WORDS.iter().map(|w| w.0));
        spellings.extend(vocab::ROUND_WORDS);
        spellings.push(vocab::SCORE_WORD);
        for &(w, article, sides) in vocab::FILL_FROM_WORDS {
            spellings.push(w);
            spellings.extend(article);
            spellings.extend(sides.iter().map(|s| s.0));
        }
        for folded in spellings {
            let mut capital = folded.to_owned();
            capital[..1].make_ascii_uppercase();
            for spelled in [folded.to_owned(), capital, folded.to_uppercase()] {
                let m = word(&spelled).unwrap_or_else(|| panic!("{spelled}"));
                let colour = match vocab::colour(&spelled) {
                    ColourLookup::Found(c) if vocab::COLOUR_WORDS.iter().any(|w| w.0 == folded) => {
                        Some(c)
                    }
                    _ => None,
                };
                assert_eq!(m.colour, colour, "{spelled}");
                let dir = vocab::DIRECTION_WORDS
                    .iter()
                    .find(|w| vocab::is(&spelled, w.0))
                    .map(|w| w.1);
                assert_eq!(m.dir, dir, "{spelled}");
                assert_eq!(vocab::direction(&spelled), dir, "{spelled}");
                let side = vocab::FILL_WORDS
                    .iter()
                    .find(|w| vocab::is(&spelled, w.0))
                    .map(|w| w.1);
                assert_eq!(m.side, side, "{spelled}");
                let round = vocab::ROUND_WORDS.iter().any(|w| vocab::is(&spelled, w));
                assert_eq!(m.kw == Kw::Round, round, "{spelled}");
                assert_eq!(m.kw == Kw::Score, vocab::is(&spelled, vocab::SCORE_WORD));
            }
        }
        // Accents are optional, as in the full parser; prefixes and unknown words give up.
        for (spelled, folded) in [
            ("Grün", "grun"),
            ("ARRIÈRE", "arriere"),
            ("Zurück", "zuruck"),
        ] {
            assert_eq!(word(spelled), word(folded), "{spelled}");
            assert!(word(spelled).is_some());
        }
        for bad in ["Re", "Pinkk", "Rounds", "", "tout", "droit", "Blé", "Grüne"] {
            assert_eq!(word(bad), None, "{bad}");
            assert_eq!(vocab::direction(bad), None, "{bad}");
        }
        let long = "a".repeat(40);
        assert_eq!(word(&long), None);
        assert_eq!(vocab::colour(&long), ColourLookup::Unknown);
    }

    /// The fill words the fast path reads in a round header are the full parser's.
    #[test]
    fn the_fill_words_are_the_full_parsers() {
        for &(w, article, sides) in vocab::FILL_FROM_WORDS {
            for (side, fill) in sides {
                for header in [
                    format!("{w} {side}"),
                    format!("{w} {} {side}", article.unwrap_or("")),
                ] {
                    let text = format!("Round 1\nRed ↑1 Red\nRound 2 {header}\n");
                    let (record, problems) =
                        super::super::notation::parse_range(&text, Span::new(0, text.len()));
                    assert!(
                        !problems.iter().any(|p| p.is_error()),
                        "{header}: {problems:?}"
                    );
                    let fills: Vec<Option<Fill>> = record
                        .items
                        .iter()
                        .filter_map(|i| match i {
                            super::super::ast::Item::Round(h) => Some(h.fill.map(|f| f.node)),
                            _ => None,
                        })
                        .collect();
                    assert_eq!(fills, [None, Some(fill)], "{header}");
                }
            }
        }
    }
}
