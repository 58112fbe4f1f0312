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

use super::ast::{
    Action, Entry, Fill, Item, MatchKind, Record, RoundHeader, ScoreLine, Segment, Segments, Tag,
};
use super::board::{Colour, Direction, Side};
use super::notation::match_kind_of;
use super::replay::{Replay, Stream};
use super::vocab::{self, Kw, MAX_WORD, Word, pack, table, word};
use crate::core::replay::MoveNumbers;
use crate::core::{Span, Spanned};

/// A record the fast path found valid.
#[derive(Clone, Debug)]
pub struct Quick {
    pub replay: Replay,
    pub plies: usize,
}

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

/// The word that starts at `start` of `b` (an ASCII letter): where it ends, and what it
/// means (`None`: no word of the vocabulary).
#[inline(always)]
fn word_at(b: &[u8], start: usize) -> (usize, Option<Word>) {
    // The word's length from eight bytes at once when they are there.
    let mut end = match b.get(start..).and_then(|r| r.first_chunk::<8>()) {
        Some(&eight) => start + letters(u64::from_le_bytes(eight)),
        None => start + 1,
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
        if let Some((at, t, nl, end, start)) = self.peeked
            && at == self.pos
        {
            self.pos = end;
            self.start = start;
            return Ok((t, nl));
        }
        self.lex()
    }

    fn lex(&mut self) -> R<(Tok<'a>, bool)> {
        let nl = self.ws();
        let b = self.b;
        let start = self.pos;
        self.start = start;
        let Some(&c) = b.get(start) else {
            return Ok((Tok::Eof, nl));
        };
        let tok = match c {
            b'A'..=b'Z' | b'a'..=b'z' => {
                let (end, w) = word_at(b, start);
                self.pos = end;
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
            b'^' | b'<' | b'>' => {
                self.pos += 1;
                Tok::Arrow(match c {
                    b'^' => Direction::Straight,
                    b'<' => Direction::Left,
                    _ => Direction::Right,
                })
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

/// What the fast reader finds in a record, item by item: fed to the replay as it goes
/// (`validate`: [`Stream`]) or kept as the record's syntax tree (`convert`: [`Build`]).
/// Spans are offsets into the record's text.
trait Feed {
    /// A tag: its key and value (the value's text between the quotes), from `[` to `]`.
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span);
    fn round(&mut self, number: u32, fill: Option<Fill>, span: Span);
    /// A move number `12.`.
    fn number(&mut self, number: u32);
    fn ellipsis(&mut self, span: Span);
    fn score(&mut self, black: u32, white: u32, span: Span);
    /// A comment: its text without the delimiters, and its span with them.
    fn comment(&mut self, text: &str, span: Span);
    /// The common entry `Red ↗3 Blue`, not built.
    fn step(&mut self, tower: Colour, dir: Direction, dist: u8, landing: Colour, span: Span);
    /// Any other entry (`e.span` is set).
    fn entry(&mut self, e: &Entry);
    /// No problem so far: go on reading.
    fn ok(&self) -> bool;
}

impl Feed for Stream {
    fn tag(&mut self, _: Spanned<&str>, _: Spanned<&str>, _: Span) {}

    #[inline]
    fn round(&mut self, number: u32, fill: Option<Fill>, _: Span) {
        Stream::round(self, number, fill);
    }

    #[inline]
    fn number(&mut self, number: u32) {
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
    fn comment(&mut self, _: &str, _: Span) {}

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

    #[inline]
    fn ok(&self) -> bool {
        Stream::ok(self)
    }
}

/// The entry of one step, `tower dir dist landing`, spanning `span` (its parts without
/// spans of their own: they only serve diagnostics, and the fast path gives none).
fn step_entry(tower: Colour, dir: Direction, dist: u8, landing: Colour, span: Span) -> Entry {
    let sp = Span::default();
    let mut segments = Segments::new();
    segments.push(Segment {
        tower: Spanned::new(tower, sp),
        action: Action::Step {
            dir: Spanned::new(dir, sp),
            dist: Spanned::new(dist, sp),
        },
        landing: Spanned::new(landing, sp),
        span: sp,
    });
    Entry { segments, span }
}

/// The syntax tree of a record read on the fast path, for `kifu convert`: the tags, and
/// every item with the span of its whole text (entries, round headers, score lines,
/// comments; move numbers are kept aside, in [`Numbers`]). What the JSON shows of them is
/// what the full parser gives; the spans of their parts are empty, as the record is used
/// only when its replay finds no problem at all.
struct Build {
    offset: usize,
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

impl Build {
    fn at(&self, span: Span) -> Span {
        span.offset(self.offset)
    }
}

impl Feed for Build {
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span) {
        self.tags.push(Tag {
            key: Spanned::new(key.node.into(), self.at(key.span)),
            value: Spanned::new(value.node.into(), self.at(value.span)),
            span: self.at(span),
        });
    }

    fn round(&mut self, number: u32, fill: Option<Fill>, span: Span) {
        self.numbers.round();
        let sp = Span::default();
        self.items.push(Item::Round(RoundHeader {
            number: Spanned::new(number, sp),
            fill: fill.map(|f| Spanned::new(f, sp)),
            span: self.at(span),
        }));
    }

    fn number(&mut self, number: u32) {
        self.numbers.number(number);
    }

    fn ellipsis(&mut self, span: Span) {
        self.items.push(Item::Ellipsis(self.at(span)));
    }

    fn score(&mut self, black: u32, white: u32, span: Span) {
        let sp = Span::default();
        self.items.push(Item::Score(ScoreLine {
            black: Spanned::new(black, sp),
            white: Spanned::new(white, sp),
            span: self.at(span),
        }));
    }

    fn comment(&mut self, text: &str, span: Span) {
        self.items
            .push(Item::Comment(Spanned::new(text.to_owned(), self.at(span))));
    }

    fn step(&mut self, tower: Colour, dir: Direction, dist: u8, landing: Colour, span: Span) {
        self.numbers.entry();
        let e = step_entry(tower, dir, dist, landing, self.at(span));
        self.items.push(Item::Entry(e));
    }

    fn entry(&mut self, e: &Entry) {
        self.numbers.entry();
        let mut e = e.clone();
        e.span = self.at(e.span);
        self.items.push(Item::Entry(e));
    }

    fn ok(&self) -> bool {
        true
    }
}

/// Check the record at `span` of `text` on the fast path: `Some` when it is valid and free
/// of warnings, `None` to ask for the full pipeline.
pub fn quick_check(text: &str, span: Span) -> Option<Quick> {
    let bytes = text.as_bytes().get(span.range())?;
    let r = run(bytes, Stream::new).ok()?;
    let (replay, plies) = r.finish();
    (replay.is_valid() && replay.findings.problems.is_empty()).then_some(Quick { replay, plies })
}

/// The record at `span` of `text` read on the fast path, its match length and its move
/// numbers: `None` where the fast path does not read it (then the full parser does). Its
/// spans are offsets into `text`. Only the items' whole spans are set (see `Build`):
/// replay it, and use it only if the replay finds no problem and the numbers are in
/// sequence.
pub fn quick_record(text: &str, span: Span) -> Option<(Record, MatchKind, Numbers)> {
    let bytes = text.as_bytes().get(span.range())?;
    let mut kind = MatchKind::Simple;
    let build = run(bytes, |k| {
        kind = k;
        Build {
            offset: span.start,
            tags: Vec::new(),
            items: Vec::with_capacity(bytes.len() / 8),
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

/// Read a record's text, feeding what it holds to the [`Feed`] that `feed` makes for its
/// match length.
fn run<F: Feed>(bytes: &[u8], feed: impl FnOnce(MatchKind) -> F) -> R<F> {
    let mut s = Scan {
        b: bytes,
        pos: 0,
        peeked: None,
        start: 0,
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
                r.number(number(d)?);
                if s.starts_with(b"...") || s.starts_with("…".as_bytes()) {
                    r.ellipsis(Span::new(s.pos, s.pos + 3));
                    s.pos += 3;
                } else if s.starts_with(b".") {
                    s.pos += 1;
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
        if !r.ok() {
            return Err(GiveUp);
        }
    }
    Ok(r)
}

/// A round header after its round word: `Round 2`, `Round 2 from left`, `Manche 2 par la
/// gauche`, `Runde 2 links` (the number and the fill on the round word's line).
fn round(s: &mut Scan<'_>, r: &mut impl Feed, at: usize) -> R<()> {
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

/// The byte length of the UTF-8 character that `lead` opens.
#[inline]
fn utf8_len(lead: u8) -> usize {
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
fn latin_word(b: &[u8], start: usize) -> Option<(usize, Option<Word>)> {
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
fn letter_at(b: &[u8], at: usize) -> bool {
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
    use super::super::vocab::{self, ColourLookup};
    use super::*;

    /// The table reading of words with Latin-1 letters gives what the reading by chars
    /// gives (end and meaning), and leaves every other word to it.
    #[test]
    fn latin1_words_read_as_by_chars() {
        let by_chars = |b: &[u8]| {
            let mut end = 0;
            while end < b.len() && (b[end].is_ascii_alphabetic() || letter_at(b, end)) {
                end += utf8_len(b[end]);
            }
            (end, std::str::from_utf8(&b[..end]).ok().and_then(word))
        };
        let mut words: Vec<String> = ["Grün", "GRÜN", "grun", "Arrière", "ARRIÈRE", "Orangé"]
            .iter()
            .map(|w| w.to_string())
            .collect();
        // Every Latin-1 character after a word and inside one, and other followers.
        for c in (0xc0..=0xffu32).filter_map(char::from_u32) {
            words.push(format!("Gr{c}n"));
            words.push(format!("Grün{c}"));
            words.push(format!("{c}ün"));
        }
        for tail in ["", " 3", "↗3", "é↗", "ūn", "x", "ßx", "×3", "-", "ü"] {
            words.push(format!("Grün{tail}"));
        }
        words.push("ü".repeat(16));
        words.push("ü".repeat(17));
        words.push(format!("{}x", "a".repeat(15)));
        let mut fast = 0;
        for w in &words {
            let b = w.as_bytes();
            if let Some(read) = latin_word(b, 0) {
                fast += 1;
                assert_eq!(read, by_chars(b), "{w}");
            }
        }
        assert!(
            fast > words.len() / 2,
            "only {fast} of {} read by the table",
            words.len()
        );
        // Each Latin-1 character's letterhood is `char::is_alphabetic`'s.
        for c in (0xc0..=0xffu32).filter_map(char::from_u32) {
            let mut buf = [0u8; 4];
            assert_eq!(
                letter_at(c.encode_utf8(&mut buf).as_bytes(), 0),
                c.is_alphabetic(),
                "{c}"
            );
        }
    }

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
