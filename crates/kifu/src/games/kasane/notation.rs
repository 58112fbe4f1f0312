//! Reading and writing Colors of Kasane records (grammar: `grammar/kasane.ebnf`).
//!
//! A record is tags, then line-oriented items: `Round N`, `Grid: …`, one turn per line
//! (`Aiko 2 (2) : Kasane 2 2 = 1`), and an optional `Final: …` line. Comments (`{…}`,
//! `;…`) may stand between items or end a line. Tags, comments and record splitting come
//! from [`crate::core::header`].
//!
//! Player names are matched against the `[Players]` tag first (longest name first, any
//! case), so a name may hold spaces or digits; without a match, the name is every word
//! before the first number.

use super::ast::{
    ComboLine, FinalEntry, FinalLine, GridLine, Item, Record, RoundLine, Tag, TurnLine,
};
use super::boxes::{BoxTable, parse_boxes};
use super::cards::{Card, Combination};
use super::rules::{Rules, Variant};
use compact_str::CompactString;
use nom::{
    IResult, Parser as _,
    branch::alt,
    bytes::complete::take_while1,
    character::complete::{anychar, satisfy},
    combinator::{map_opt, opt, recognize, verify},
    multi::many0_count,
    sequence::preceded,
};
use std::cell::OnceCell;

use crate::core::diag::shown;
use crate::core::header;
use crate::core::parse::{self, Body, BodyItem};
use crate::core::{Problem, Span, Spanned};

crate::token_kinds!(
    /// Kasane's tokens: words, the punctuation of an item line, and the `{` or `;` that
    /// opens a comment (and so ends the line).
    Tk { Word, Punct, Open }
);

/// The punctuation of an item line: `:`, `/`, `(`, `)`, `,`, `=`, `^`.
const fn is_punct(c: char) -> bool {
    matches!(c, ':' | '/' | '(' | ')' | ',' | '=' | '^')
}

fn is_word_char(c: char) -> bool {
    !c.is_whitespace() && !is_punct(c) && c != '{' && c != ';'
}

/// One token: a word (a run of other characters), a punctuation mark, or what opens a
/// comment.
fn lex_one(i: &str) -> IResult<&str, (Tk, &str)> {
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
const ASCII_CLASS: [Tk; 128] = {
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
fn lex_any(i: &str) -> IResult<&str, (Tk, &str)> {
    alt((
        take_while1(is_word_char).map(|t| (Tk::Word, t)),
        recognize(satisfy(is_punct)).map(|t| (Tk::Punct, t)),
        recognize(anychar).map(|t| (Tk::Open, t)),
    ))
    .parse(i)
}

fn is(t: &Tok<'_>, p: &str) -> bool {
    t.text == p
}

fn is_number(t: &Tok<'_>) -> bool {
    !t.text.is_empty() && t.text.bytes().all(|b| b.is_ascii_digit())
}

fn is_card(t: &Tok<'_>) -> bool {
    is_number(t) || t.text.starts_with('+')
}

/// Whether `word` equals `lower` (already in lower case) in any case.
#[inline]
pub(super) fn same_word(word: &str, lower: &str) -> bool {
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
pub(super) fn lower_case(word: &str) -> CompactString {
    if word.is_ascii() {
        let mut lower = CompactString::from(word);
        lower.make_ascii_lowercase();
        lower
    } else {
        word.chars().flat_map(char::to_lowercase).collect()
    }
}

/// [`same_word`] for a word that is not all ASCII.
#[cold]
#[inline(never)]
fn same_word_unicode(word: &str, lower: &str) -> bool {
    word.chars().flat_map(char::to_lowercase).eq(lower.chars())
}

/// Edit distance (for "did you mean").
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The closest word to `word` among `candidates` (case-insensitive), if close enough.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    // No name is anywhere near this long: a huge "word" is not a typo (and is not compared).
    if word.len() > 64 {
        return None;
    }
    let w = word.to_lowercase();
    candidates
        .into_iter()
        .map(|c| (distance(&w, &c.to_lowercase()), c))
        .filter(|&(d, c)| d <= (c.chars().count() / 3).max(1))
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

fn all_combination_names() -> impl Iterator<Item = &'static str> {
    Combination::ALL
        .into_iter()
        .flat_map(|c| [c.name(), c.english()])
}

struct Parser<'a> {
    src: &'a str,
    b: Body<'a, Item>,
    /// Which tag is the `[Players]` one (the last read), if any.
    players_tag: Option<usize>,
    /// Its names, each as its words in lower case: made when the token grammar first
    /// reads a turn (a record written well never needs them).
    players: OnceCell<Vec<Vec<CompactString>>>,
    /// Whether every `[Players]` name is one word at most (so a turn's name is its first
    /// word, as the nom grammar of a line written well reads it).
    one_word_names: bool,
}

fn syntax(code: &'static str, span: Span, message: impl Into<String>) -> Problem {
    Problem::error(code, span, message)
}

impl BodyItem for Item {
    fn comment(text: Spanned<String>) -> Self {
        Item::Comment(text)
    }

    fn invalid(span: Span) -> Self {
        Item::Invalid(span)
    }
}

impl<'a> Parser<'a> {
    fn token_at(&self, pos: usize) -> Tok<'a> {
        parse::token_at(self.src, pos, lex_one)
    }

    /// The token after `pos`, the end of a token of a line: [`Parser::token_at`], with the
    /// spaces and tabs between two tokens of a line skipped here, byte by byte.
    #[inline]
    fn token_after(&self, mut pos: usize) -> Tok<'a> {
        let b = self.src.as_bytes();
        while let Some(&c) = b.get(pos) {
            match c {
                b' ' | b'\t' => pos += 1,
                // A visible ASCII character: the token starts here, on the same line.
                0x21..=0x7f => {
                    if let Ok((rest, (kind, text))) = lex_one(&self.src[pos..]) {
                        return Tok {
                            kind,
                            text,
                            span: Span::new(pos, self.src.len() - rest.len()),
                            newline_before: false,
                        };
                    }
                    break;
                }
                _ => break,
            }
        }
        self.token_at(pos)
    }

    /// The tokens of the line that `first` starts, into `toks` (the line ends at a later
    /// line, what opens a comment, or the end). ASCII words and marks
    /// separated by spaces and tabs are read here, byte by byte, as [`lex_one`] reads
    /// them; from anything else on, [`Parser::token_after`] reads the rest.
    #[inline]
    fn line(&self, first: Tok<'a>, toks: &mut Vec<Tok<'a>>) {
        toks.clear();
        toks.push(first);
        let (src, b) = (self.src, self.src.as_bytes());
        let mut pos = first.span.end;
        while let Some(&c) = b.get(pos) {
            let end = match ASCII_CLASS.get(usize::from(c)) {
                Some(Tk::Eof) if c == b' ' || c == b'\t' => {
                    pos += 1;
                    continue;
                }
                Some(Tk::Punct) => pos + 1,
                Some(Tk::Word) => {
                    let n = b[pos + 1..]
                        .iter()
                        .position(|&c| ASCII_CLASS.get(usize::from(c)) != Some(&Tk::Word))
                        .map_or(b.len(), |n| pos + 1 + n);
                    // A word that goes on past ASCII is the general reader's.
                    if b.get(n).is_some_and(|&c| c >= 0x80) {
                        break;
                    }
                    n
                }
                // A line break, other white space, a comment, or a character that is not
                // ASCII.
                _ => break,
            };
            let kind = ASCII_CLASS[usize::from(c)];
            toks.push(Tok {
                kind,
                text: &src[pos..end],
                span: Span::new(pos, end),
                newline_before: false,
            });
            pos = end;
        }
        let mut next = self.token_after(pos);
        while !next.newline_before && matches!(next.kind, Tk::Word | Tk::Punct) {
            toks.push(next);
            next = self.token_after(next.span.end);
        }
    }

    /// Tags (before the body), comments, and one item per line: a line runs from its
    /// first token to the end of the line or to a comment.
    fn run(&mut self) {
        // The tokens of the current line (one buffer for every line).
        // (A final line of four players is 14 tokens.)
        let mut toks: Vec<Tok<'a>> = Vec::with_capacity(16);
        loop {
            // A line written well is read by the nom grammar, straight from the text.
            let (start, _) = header::skip_ascii_whitespace(self.src.as_bytes(), self.b.pos);
            let src = Src {
                text: self.src,
                one_word_names: self.one_word_names,
            };
            if src.read_well(start, &mut self.b) {
                continue;
            }
            let t = self.token_at(self.b.pos);
            match t.kind {
                Tk::Eof => break,
                Tk::Open => {
                    self.b.comment(t.span.start);
                    continue;
                }
                Tk::Word if !self.b.seen_body && t.text.starts_with('[') => {
                    if let Some(tag) = self.b.read_tag(t.span.start) {
                        if tag.key.node.eq_ignore_ascii_case("players") {
                            self.players_tag = Some(self.b.tags.len());
                            self.players = OnceCell::new();
                            self.one_word_names = split_players(&tag.value.node)
                                .iter()
                                .all(|(n, _)| n.split_whitespace().nth(1).is_none());
                        }
                        self.b.tags.push(tag);
                    }
                    continue;
                }
                Tk::Word | Tk::Punct => {}
            }
            self.line(t, &mut toks);
            let span = Span::new(t.span.start, toks[toks.len() - 1].span.end);
            self.b.pos = span.end;
            match self.item(&toks, span) {
                Ok(item) => self.b.push(item),
                Err(p) => self.b.push_invalid(span, *p),
            }
        }
    }
}

// ----- the item grammar as nom combinators: a line written well ---------------------------
//
// A line written well (ASCII tokens separated by spaces and tabs, each part as the grammar
// has it) is read here straight from the text, with byte-level leaves and no token list.
// Anything else (a mistake, a rare form such as `Aiko (3)` or a kanji name, text that is
// not ASCII, the final line) makes these parsers fail (`()`), and the line is read again
// by the token grammar below, which gives the same item for a line written well and the
// diagnostics for the rest.

/// What a parser of a line written well gives: what it read, or `()` (not this).
type Well<'a, O> = IResult<&'a str, O, ()>;

/// Not a line written well.
fn not_well<'a, O>() -> Well<'a, O> {
    Err(nom::Err::Error(()))
}

/// The spaces and tabs between two tokens of a line.
///
/// Between two tokens there is mostly no blank (the blanks were read already) or one
/// space: those two cases are tested first, without a loop.
#[inline(always)]
fn blank(i: &str) -> Well<'_, ()> {
    let b = i.as_bytes();
    let is_blank = |c: &u8| matches!(c, b' ' | b'\t');
    let n = match b {
        [c, ..] if !is_blank(c) => 0,
        [_, c, ..] if !is_blank(c) => 1,
        _ => b.iter().position(|c| !is_blank(c)).unwrap_or(b.len()),
    };
    Ok((&i[n..], ()))
}

/// Whether each byte is an ASCII word character ([`ASCII_CLASS`] says `Word`): a byte
/// that is not ASCII is not.
const WORD_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 128 {
        t[c] = matches!(ASCII_CLASS[c], Tk::Word);
        c += 1;
    }
    t
};

/// A word: a run of ASCII word characters that ends where [`lex_one`]'s word ends (a word
/// running on into other text is the token grammar's).
fn word(i: &str) -> Well<'_, &str> {
    let b = i.as_bytes();
    let mut n = 0;
    while n < b.len() && WORD_BYTE[usize::from(b[n])] {
        n += 1;
    }
    if n == 0 || b.get(n).is_some_and(|&c| c >= 0x80) {
        return not_well();
    }
    let (w, rest) = i.split_at(n);
    Ok((rest, w))
}

/// The punctuation mark `m` (`:`, `/`, `(`, `)`, `=`, `^`).
fn mark<'a>(m: u8) -> impl Fn(&'a str) -> Well<'a, ()> {
    move |i: &'a str| match i.as_bytes().first() {
        Some(&c) if c == m => Ok((&i[1..], ())),
        _ => not_well(),
    }
}

/// One of `words` (lower case), in any case.
fn keyword<'a>(words: &'static [&'static str]) -> impl Fn(&'a str) -> Well<'a, &'a str> {
    move |i: &'a str| {
        verify(word, |w: &str| {
            words.iter().any(|k| w.eq_ignore_ascii_case(k))
        })
        .parse(i)
    }
}

/// number = digit, { digit } ;  (up to 9 digits: a larger one is the token grammar's)
fn number(i: &str) -> Well<'_, u32> {
    let (rest, w) = word(i)?;
    if w.len() > 9 || !w.bytes().all(|b| b.is_ascii_digit()) {
        return not_well();
    }
    Ok((rest, w.bytes().fold(0, |n, d| n * 10 + u32::from(d - b'0'))))
}

/// card = number-card | "+1" ;
fn a_card(i: &str) -> Well<'_, Card> {
    map_opt(word, Card::parse).parse(i)
}

/// A word of a combination's name: neither a number nor a card.
fn name_word(i: &str) -> Well<'_, &str> {
    verify(word, |w: &str| {
        !w.starts_with('+') && !w.bytes().all(|b| b.is_ascii_digit())
    })
    .parse(i)
}

/// combination-name: its words, with the spaces between them, a name in any case.
fn combination_name(i: &str) -> Well<'_, Combination> {
    map_opt(
        recognize((name_word, many0_count((blank, name_word)))),
        Combination::from_name,
    )
    .parse(i)
}

/// The record's text (spans are offsets into it) and what the `[Players]` tag says of the
/// names.
#[derive(Clone, Copy)]
struct Src<'a> {
    text: &'a str,
    /// Every name is one word at most: a turn's name is its first word.
    one_word_names: bool,
}

impl<'a> Src<'a> {
    /// The offset of `i`, a suffix of the text.
    fn at(self, i: &str) -> usize {
        self.text.len() - i.len()
    }

    /// `p` as a token of a line: after the spaces and tabs before it, with its span.
    fn tok<O>(
        self,
        mut p: impl nom::Parser<&'a str, Output = O, Error = ()>,
    ) -> impl FnMut(&'a str) -> Well<'a, Spanned<O>> {
        move |i: &'a str| {
            let (i, ()) = blank(i)?;
            let start = self.at(i);
            let (rest, o) = p.parse(i)?;
            Ok((rest, Spanned::new(o, Span::new(start, self.at(rest)))))
        }
    }

    /// The end of a line that started at `start`: after its last token come spaces and
    /// tabs, then a line break, a comment or the end of the text. The line's span.
    fn line_end(self, start: usize, i: &'a str) -> Well<'a, Span> {
        let (rest, ()) = blank(i)?;
        match self.line_end_at(start, i, rest) {
            Some(span) => Ok((i, span)),
            None => not_well(),
        }
    }

    /// [`Src::line_end`] with the blanks after `i` already read: `next` is `i` after them.
    fn line_end_at(self, start: usize, i: &'a str, next: &'a str) -> Option<Span> {
        match next.as_bytes() {
            [] | [b'\n', ..] | [b'\r', b'\n', ..] | [b'{' | b';', ..] => {
                Some(Span::new(start, self.at(i)))
            }
            _ => None,
        }
    }

    /// item = round-line | grid-line | turn-line ;  (the final line: the token grammar)
    ///
    /// The line written well at `start` (its first token), read into `body`, which goes on
    /// after it; `false` (and nothing read) for any other line. A turn line, four lines in
    /// five, is read by [`Src::turn_by_hand`]: the leaves of the grammar `Src::turn_line`
    /// (kept for the tests) in sequence, without its combinators, which cost about 180
    /// instructions more a line (`validate -j1` of `gen.kasane`: 369 M instructions by
    /// hand, 395 M with the combinators); it goes straight into the body, not moved from
    /// result to result.
    fn read_well(self, start: usize, body: &mut Body<'a, Item>) -> bool {
        // Every item written well starts with a letter.
        if !self
            .text
            .as_bytes()
            .get(start)
            .is_some_and(u8::is_ascii_alphabetic)
        {
            return false;
        }
        let i = &self.text[start..];
        if let Some((rest, turn)) = self.turn_by_hand(i) {
            body.pos = self.at(rest);
            body.push(Item::Turn(turn));
            return true;
        }
        match alt((|i| self.round_line(i), |i| self.grid_line(i))).parse(i) {
            Ok((rest, item)) => {
                body.pos = self.at(rest);
                body.push(item);
                true
            }
            Err(_) => false,
        }
    }

    /// round-line = ( "Round" | "Manche" ), number, [ ":" ] ;
    fn round_line(self, i: &'a str) -> Well<'a, Item> {
        let start = self.at(i);
        let (i, (_, number, _)) = (
            keyword(&["round", "manche"]),
            self.tok(number),
            opt(self.tok(mark(b':'))),
        )
            .parse(i)?;
        let (i, span) = self.line_end(start, i)?;
        Ok((i, Item::Round(RoundLine { number, span })))
    }

    /// grid-line = ( "Grid" | "Grille" ), ":", row, { "/", row } ;
    /// row = card, { card } ;  (read even when empty: the replay checks the grid's shape)
    ///
    /// The rows are read into one list of cards, row after row (the leaves in sequence, as
    /// [`Src::turn_by_hand`] reads them).
    fn grid_line(self, i: &'a str) -> Well<'a, Item> {
        let start = self.at(i);
        let (mut i, _) = (keyword(&["grid", "grille"]), self.tok(mark(b':'))).parse(i)?;
        // A grid is 4 rows of 4 cards or 3 rows of 5.
        let mut cards = Vec::with_capacity(16);
        let mut row_ends = Vec::with_capacity(4);
        loop {
            while let Some((rest, c)) = self.by_hand(i, a_card) {
                cards.push(c);
                i = rest;
            }
            row_ends.push(cards.len());
            match self.by_hand(i, mark(b'/')) {
                Some((rest, _)) => i = rest,
                None => break,
            }
        }
        let (i, span) = self.line_end(start, i)?;
        Ok((
            i,
            Item::Grid(GridLine {
                cards,
                row_ends,
                span,
            }),
        ))
    }

    /// turn-line read by hand: the leaves of `Src::turn_line` in sequence, each after the
    /// spaces and tabs before it.
    fn turn_by_hand(self, i: &'a str) -> Option<(&'a str, TurnLine)> {
        let start = self.at(i);
        let (i, player) = self.by_hand(i, |i| self.player(i))?;
        let (i, row) = self.by_hand(i, number)?;
        // What may follow, each after blanks: `(card)`, then `: combination`, then the end
        // of the line. The blanks are read once for the three (`next` is after them).
        let (mut i, mut next) = (i, blank(i).ok()?.0);
        let card = match next.strip_prefix('(') {
            Some(rest) => {
                let (rest, card) = self.by_hand(rest, a_card)?;
                (i, _) = self.by_hand(rest, mark(b')'))?;
                next = blank(i).ok()?.0;
                Some(card)
            }
            None => None,
        };
        let combo = match next.strip_prefix(':') {
            Some(rest) => {
                let (rest, c) = self.combination_by_hand(rest)?;
                i = rest;
                next = blank(i).ok()?.0;
                Some(c)
            }
            None => None,
        };
        let span = self.line_end_at(start, i, next)?;
        let player = player.map(CompactString::from);
        Some((
            i,
            TurnLine {
                player,
                row,
                card,
                combo,
                span,
            },
        ))
    }

    /// `Src::combination` read by hand.
    fn combination_by_hand(self, i: &'a str) -> Option<(&'a str, ComboLine)> {
        let (i, kind) = self.by_hand(i, combination_name)?;
        let (mut i, top) = match self.by_hand(i, preceded((mark(b'^'), blank), a_card)) {
            Some((i, top)) => (i, Some(top)),
            None => (i, None),
        };
        let mut cards = Vec::with_capacity(4);
        while let Some((rest, c)) = self.by_hand(i, a_card) {
            cards.push(c);
            i = rest;
        }
        if cards.is_empty() {
            return None;
        }
        let (i, points) = match self.by_hand(i, mark(b'=')) {
            Some((i, _)) => {
                let (i, n) = self.by_hand(i, number)?;
                (i, Some(n))
            }
            None => (i, None),
        };
        Some((i, combo_line(kind, top, cards, points, self.at(i))))
    }

    /// The leaf `p` as a token (what [`Src::tok`] reads), called directly.
    #[inline(always)]
    fn by_hand<O>(
        self,
        i: &'a str,
        mut p: impl nom::Parser<&'a str, Output = O, Error = ()>,
    ) -> Option<(&'a str, Spanned<O>)> {
        let (i, ()) = blank(i).ok()?;
        let start = self.at(i);
        let (rest, o) = p.parse(i).ok()?;
        Some((rest, Spanned::new(o, Span::new(start, self.at(rest)))))
    }

    /// turn-line = player, ( row-number, [ "(", card, ")" ] | "(", card, ")" ),
    ///             [ ":", combination ] ;  (with the row: `Aiko (3)` is the token grammar's)
    #[cfg(test)]
    fn turn_line(self, i: &'a str) -> Well<'a, Item> {
        let start = self.at(i);
        let (i, (player, row, card, combo)) = (
            self.tok(|i| self.player(i)),
            self.tok(number),
            opt(nom::sequence::delimited(
                self.tok(mark(b'(')),
                self.tok(a_card),
                self.tok(mark(b')')),
            )),
            opt(preceded(self.tok(mark(b':')), |i| self.combination(i))),
        )
            .parse(i)?;
        let (i, span) = self.line_end(start, i)?;
        Ok((
            i,
            Item::Turn(TurnLine {
                player: player.map(CompactString::from),
                row,
                card,
                combo,
                span,
            }),
        ))
    }

    /// player = name ;  (one word, when every `[Players]` name is one word; not a keyword
    /// that starts a round line)
    fn player(self, i: &'a str) -> Well<'a, &'a str> {
        verify(word, |w: &str| {
            self.one_word_names
                && w.as_bytes()[0].is_ascii_alphabetic()
                && !["round", "manche"]
                    .iter()
                    .any(|k| w.eq_ignore_ascii_case(k))
        })
        .parse(i)
    }

    /// combination = combination-name, [ "^", number-card ], number-card,
    ///               { number-card }, [ "=", number ] ;
    #[cfg(test)]
    fn combination(self, i: &'a str) -> Well<'a, ComboLine> {
        let (i, (kind, top, cards, points)) = (
            self.tok(combination_name),
            opt(self.tok(preceded((mark(b'^'), blank), a_card))),
            nom::multi::many1(self.tok(a_card)),
            opt(preceded(self.tok(mark(b'=')), self.tok(number))),
        )
            .parse(i)?;
        Ok((i, combo_line(kind, top, cards, points, self.at(i))))
    }
}

/// The combination read, from its name up to `end`.
fn combo_line(
    kind: Spanned<Combination>,
    top: Option<Spanned<Card>>,
    cards: Vec<Spanned<Card>>,
    points: Option<Spanned<u32>>,
    end: usize,
) -> ComboLine {
    ComboLine {
        span: Span::new(kind.span.start, end),
        kind,
        top,
        cards,
        points,
    }
}

// ----- the item grammar (`grammar/kasane.ebnf`, "items"), read by hand -----------------
//
// An item is one line. Its tokens are read once (by the recovery loop, `Parser::run`);
// each rule reads them from a point on (`Line`). A rule whose first tokens are not there
// gives `Ok(None)` (the next rule is tried); a rule that applies but is wrong gives its
// problem (`Err`): the line is then an invalid stretch. The rules are plain functions
// over the line's tokens, and the item they read is built once, where it is returned.

/// What a rule gives: what it read, or the problem that makes the line invalid (boxed, so
/// that a line read well carries no room for a problem).
type Found<T> = Result<T, Box<Problem>>;

/// The problem `p`: the line is invalid.
fn fail<T>(p: Problem) -> Found<T> {
    Err(Box::new(p))
}

/// The tokens of one line from a point on: the input of the item grammar (`all` is the
/// whole line, `at..` what is left to read).
#[derive(Clone, Copy)]
struct Line<'t, 'a> {
    all: &'t [Tok<'a>],
    at: usize,
}

impl<'t, 'a> Line<'t, 'a> {
    fn new(all: &'t [Tok<'a>]) -> Self {
        Line { all, at: 0 }
    }

    /// The tokens left.
    fn toks(&self) -> &'t [Tok<'a>] {
        self.all.get(self.at..).unwrap_or_default()
    }

    /// The next token, read.
    fn next(&mut self) -> Option<Tok<'a>> {
        let t = *self.all.get(self.at)?;
        self.at += 1;
        Some(t)
    }

    /// The next token, read if `pred` holds for it.
    #[inline]
    fn eat(&mut self, pred: impl Fn(&Tok<'a>) -> bool) -> Option<Tok<'a>> {
        match self.all.get(self.at) {
            Some(t) if pred(t) => {
                self.at += 1;
                Some(*t)
            }
            _ => None,
        }
    }

    /// The next token, read if it is the punctuation mark `p` (`:`, `/`, `(`, `)`, `,`,
    /// `=`, `^`).
    #[inline]
    fn punct(&mut self, p: &str) -> Option<Tok<'a>> {
        self.eat(|t| is(t, p))
    }

    /// The next token, read if it is a keyword: one of `words` (lower case), in any case.
    #[inline]
    fn keyword(&mut self, words: &[&str]) -> Option<Tok<'a>> {
        self.eat(|t| words.iter().any(|w| t.text.eq_ignore_ascii_case(w)))
    }

    /// The `n` tokens from the next one on (`n` > 0), read: what they cover.
    fn take(&mut self, n: usize) -> Span {
        let toks = self.toks();
        let span = toks[0].span.join(toks[n - 1].span);
        self.at += n;
        span
    }

    /// How many tokens come before the first one for which `stop` holds (all that are
    /// left if none).
    fn till(&self, stop: impl Fn(&Tok<'a>) -> bool) -> usize {
        let toks = self.toks();
        toks.iter().position(stop).unwrap_or(toks.len())
    }

    /// Where the token before the input ends: where something missing is labelled.
    fn after(&self) -> usize {
        match self.at.checked_sub(1) {
            Some(before) => self.all[before].span.end,
            None => self.all.first().map_or(0, |t| t.span.start),
        }
    }

    /// The next token's span, or a point after the last one read; and what it is.
    fn found(&self) -> (Span, String) {
        match self.toks().first() {
            Some(t) => (t.span, format!("`{}`", shown(t.text))),
            None => (Span::point(self.after()), "the end of the line".to_string()),
        }
    }

    /// The end of the line; anything else is "expected {wanted}".
    fn end(&self, wanted: &str) -> Found<()> {
        match self.toks().first() {
            None => Ok(()),
            Some(t) => fail(unexpected(t, wanted)),
        }
    }
}

/// The value of a number token (a problem when it is too large).
fn value(t: &Tok<'_>) -> Found<u32> {
    // Up to 9 digits cannot overflow: read them here (what `parse` does, without its
    // checks).
    match t.text.as_bytes() {
        &[d] if d.is_ascii_digit() => return Ok(u32::from(d - b'0')),
        b if b.len() <= 9 && is_number(t) => {
            return Ok(b.iter().fold(0, |n, d| n * 10 + u32::from(d - b'0')));
        }
        _ => {}
    }
    t.text.parse::<u32>().or_else(|_| fail(bad_number(t)))
}

/// card = number-card | "+1" ;  (the token after `(` or `^`, whatever it is)
fn card_after(i: &mut Line<'_, '_>) -> Found<Spanned<Card>> {
    match i.next() {
        Some(t) => card(&t),
        None => fail(expected_card(Span::point(i.after()))),
    }
}

/// "(", card, ")" ;  (after the `(`)
fn card_in_brackets(i: &mut Line<'_, '_>) -> Found<Spanned<Card>> {
    let c = card_after(i)?;
    match i.next() {
        Some(t) if is(&t, ")") => Ok(c),
        Some(t) => fail(unexpected(&t, "`)` to close the card")),
        None => fail(unexpected_end(i.after(), "`)` to close the card")),
    }
}

/// The points after `=`: a number.
fn points(i: &mut Line<'_, '_>) -> Found<Spanned<u32>> {
    let at = Span::point(i.after());
    match i.next() {
        Some(t) if is_number(&t) => Ok(Spanned::new(value(&t)?, t.span)),
        next => fail(
            syntax(
                "kasane::syntax::bad-number",
                next.map_or(at, |t| t.span),
                "expected the points after `=`",
            )
            .with_label("points expected")
            .with_help("write the points the combination scores: `= 3`"),
        ),
    }
}

/// round-line = ( "Round" | "Manche" ), number, [ ":" ] ;
fn round_line(mut i: Line<'_, '_>, span: Span) -> Found<Option<Item>> {
    let Some(n) = i
        .keyword(&["round", "manche"])
        .and_then(|_| i.eat(is_number))
    else {
        return Ok(None);
    };
    i.punct(":");
    i.end("nothing after the round number")?;
    let number = Spanned::new(value(&n)?, n.span);
    Ok(Some(Item::Round(RoundLine { number, span })))
}

/// grid-line = ( "Grid" | "Grille" ), ":", row, { "/", row } ;
/// row = card, { card } ;  (read even when empty: the replay checks the grid's shape)
fn grid_line(mut i: Line<'_, '_>, span: Span) -> Found<Option<Item>> {
    if i.keyword(&["grid", "grille"])
        .and_then(|_| i.punct(":"))
        .is_none()
    {
        return Ok(None);
    }
    // A grid is 4 rows of 4 cards or 3 rows of 5: one list of cards, row after row.
    let mut cards = Vec::with_capacity(16);
    let mut row_ends = Vec::with_capacity(4);
    while let Some(t) = i.next() {
        if is(&t, "/") {
            row_ends.push(cards.len());
        } else {
            cards.push(card(&t)?);
        }
    }
    row_ends.push(cards.len());
    Ok(Some(Item::Grid(GridLine {
        cards,
        row_ends,
        span,
    })))
}

impl<'a> Parser<'a> {
    /// item = round-line | grid-line | final-line | turn-line ;  (a line's tokens)
    fn item(&self, toks: &[Tok<'a>], span: Span) -> Found<Item> {
        let i = Line::new(toks);
        if let Some(item) = round_line(i, span)? {
            return Ok(item);
        }
        if let Some(item) = grid_line(i, span)? {
            return Ok(item);
        }
        if let Some(item) = self.final_line(i, span)? {
            return Ok(item);
        }
        self.turn_line(i, span)
    }

    /// final-line = "Final", ":", player, number, { ",", player, number } ;
    /// (the name is every token before the number; a part left empty between two commas
    /// is passed over)
    fn final_line(&self, mut i: Line<'_, 'a>, span: Span) -> Found<Option<Item>> {
        if i.keyword(&["final"]).and_then(|_| i.punct(":")).is_none() {
            return Ok(None);
        }
        // 3 or 4 players.
        let mut scores = Vec::with_capacity(4);
        loop {
            let n = i.till(|t| is(t, ","));
            if let Some((last, name)) = i.toks()[..n].split_last() {
                if name.is_empty() || !is_number(last) {
                    return fail(
                        syntax(
                            "kasane::syntax::bad-final",
                            last.span,
                            "expected `Name points` in the final line",
                        )
                        .with_label("name and score expected")
                        .with_help("write `Final: Aiko 14, Ben 12, Chie 9`"),
                    );
                }
                let points = Spanned::new(value(last)?, last.span);
                let name_span = i.take(name.len());
                i.at += 1;
                scores.push(FinalEntry {
                    player: Spanned::new(
                        CompactString::from(&self.src[name_span.range()]),
                        name_span,
                    ),
                    points,
                });
            }
            if i.punct(",").is_none() {
                break;
            }
        }
        Ok(Some(Item::Final(FinalLine { scores, span })))
    }

    /// turn-line = player, ( row-number, [ "(", card, ")" ] | "(", card, ")" ),
    ///             [ ":", combination ] ;
    /// row-number = number ;
    fn turn_line(&self, mut i: Line<'_, 'a>, span: Span) -> Found<Item> {
        let words = match self.listed_player(&i) {
            0 => i.till(|t| is_number(t) || t.kind == Tk::Punct),
            n => n,
        };
        if words == 0 {
            return fail(expected_player(&i));
        }
        let name_span = i.take(words);
        let player = Spanned::new(CompactString::from(&self.src[name_span.range()]), name_span);
        let (row, card) = if let Some(n) = i.eat(is_number) {
            let row = Spanned::new(value(&n)?, n.span);
            let card = match i.punct("(") {
                Some(_) => Some(card_in_brackets(&mut i)?),
                None => None,
            };
            (row, card)
        } else if let Some(open) = i.punct("(") {
            // `Aiko (3)`: the row is left out.
            let c = card_in_brackets(&mut i)?;
            (Spanned::new(0, Span::point(open.span.start)), Some(c))
        } else {
            return fail(expected_row(&i, &player.node, words));
        };
        let combo = match i.punct(":") {
            Some(_) => Some(self.combination(&mut i)?),
            None => {
                i.end("`:` and a combination, or the end of the turn")?;
                None
            }
        };
        Ok(Item::Turn(TurnLine {
            player,
            row,
            card,
            combo,
            span,
        }))
    }

    /// player = name ;  (the longest `[Players]` name that the line starts with, in whole
    /// words and any case): how many tokens it is, 0 for none.
    fn listed_player(&self, i: &Line<'_, 'a>) -> usize {
        let toks = i.toks();
        self.listed_names()
            .iter()
            .filter(|name| {
                name.len() <= toks.len() && name.iter().zip(toks).all(|(w, t)| same_word(t.text, w))
            })
            .map(Vec::len)
            .max()
            .unwrap_or(0)
    }

    /// The `[Players]` names, each as its words in lower case (none without the tag).
    fn listed_names(&self) -> &[Vec<CompactString>] {
        self.players.get_or_init(|| {
            let Some(tag) = self.players_tag.and_then(|i| self.b.tags.get(i)) else {
                return Vec::new();
            };
            split_players(&tag.value.node)
                .into_iter()
                .map(|(n, _)| n.split_whitespace().map(lower_case).collect())
                .collect()
        })
    }

    /// combination = combination-name, [ "^", number-card ], number-card,
    ///               { number-card }, [ "=", number ] ;
    fn combination(&self, i: &mut Line<'_, 'a>) -> Found<ComboLine> {
        let kind = self.combination_name(i)?;
        let top = match i.punct("^") {
            Some(hat) => {
                let c = card_after(i)?;
                Some(Spanned::new(c.node, hat.span.join(c.span)))
            }
            None => None,
        };
        let mut cards = Vec::with_capacity(i.till(|t| !is_card(t)));
        while let Some(t) = i.eat(is_card) {
            cards.push(card(&t)?);
        }
        if cards.is_empty() {
            return fail(expected_cards(i, kind.node));
        }
        let points = match i.punct("=") {
            Some(_) => Some(points(i)?),
            None => None,
        };
        let end = i.after();
        i.end("the end of the turn")?;
        Ok(combo_line(kind, top, cards, points, end))
    }

    /// combination-name: the words before the first card or mark, a name in any case.
    fn combination_name(&self, i: &mut Line<'_, 'a>) -> Found<Spanned<Combination>> {
        let words = i.till(|t| is_card(t) || t.kind == Tk::Punct);
        if words == 0 {
            return fail(
                syntax(
                    "kasane::syntax::expected-combination",
                    i.found().0,
                    "expected a combination's name after `:`",
                )
                .with_label("combination name expected")
                .with_help(format!(
                    "name the combination before its cards, e.g. `: Kasane 2 2`; the names: {}",
                    Combination::ALL.map(Combination::name).join(", ")
                )),
            );
        }
        let name_span = i.take(words);
        let name = &self.src[name_span.range()];
        match Combination::from_name(name) {
            Some(kind) => Ok(Spanned::new(kind, name_span)),
            None => {
                let help = match suggest(name, all_combination_names()) {
                    Some(s) => format!("did you mean `{s}`?"),
                    None => format!(
                        "the combinations: {} (romaji, kanji or English)",
                        Combination::ALL.map(Combination::name).join(", ")
                    ),
                };
                fail(
                    syntax(
                        "kasane::syntax::unknown-combination",
                        name_span,
                        format!("`{name}` is not a combination"),
                    )
                    .with_label("unknown combination")
                    .with_help(help),
                )
            }
        }
    }
}

/// No name starts the turn line.
fn expected_player(i: &Line<'_, '_>) -> Problem {
    let (at, found) = i.found();
    syntax(
        "kasane::syntax::expected-player",
        at,
        format!("expected a player's name, found {found}"),
    )
    .with_label("player name expected")
    .with_help(
        "a turn is `Name row`, e.g. `Aiko 2`; other lines are `Round N`, `Grid: …` and `Final: …`",
    )
}

/// No row after the player's name (`words` words long).
fn expected_row(i: &Line<'_, '_>, player: &str, words: usize) -> Problem {
    let (at, found) = i.found();
    let help = match suggest(player, ["Round", "Grid", "Final"]) {
        Some(s) if words == 1 => format!(
            "did you mean `{s}`? A turn is the player's name and the row taken: `{} 2`",
            shown(player)
        ),
        _ => format!("write the row taken after the name: `{} 2`", shown(player)),
    };
    syntax(
        "kasane::syntax::expected-row",
        at,
        format!(
            "expected the row taken after `{}`, found {found}",
            shown(player)
        ),
    )
    .with_label("row number expected")
    .with_help(help)
}

/// No card in a combination.
fn expected_cards(i: &Line<'_, '_>, kind: Combination) -> Problem {
    syntax(
        "kasane::syntax::expected-cards",
        i.found().0,
        format!("expected the cards of {}", kind.name()),
    )
    .with_label("cards expected")
    .with_help(format!(
        "list the cards laid from the hand, left to right: `: {} 2 2`",
        kind.name()
    ))
}

/// A token as a card, or the problem `kasane::syntax::bad-card`.
fn card(t: &Tok<'_>) -> Found<Spanned<Card>> {
    match Card::parse(t.text) {
        Some(c) => Ok(Spanned::new(c, t.span)),
        None => fail(bad_card(t)),
    }
}

#[cold]
fn bad_card(t: &Tok<'_>) -> Problem {
    let help = if is_number(t) && t.text.len() > 1 {
        "write one card at a time, separated by spaces: `2 2`, not `22`".to_string()
    } else {
        "a card is 1 to 9, or +1".to_string()
    };
    syntax(
        "kasane::syntax::bad-card",
        t.span,
        format!("`{}` is not a card", shown(t.text)),
    )
    .with_label("not a card")
    .with_help(help)
}

fn expected_card(at: Span) -> Problem {
    syntax("kasane::syntax::bad-card", at, "expected a card")
        .with_label("card expected")
        .with_help("a card is 1 to 9, or +1")
}

fn bad_number(t: &Tok<'_>) -> Problem {
    syntax(
        "kasane::syntax::bad-number",
        t.span,
        format!("`{}` is too large", shown(t.text)),
    )
    .with_label("number too large")
}

fn unexpected(t: &Tok<'_>, wanted: &str) -> Problem {
    syntax(
        "kasane::syntax::unexpected",
        t.span,
        format!("expected {wanted}, found `{}`", shown(t.text)),
    )
    .with_label("unexpected")
    .with_help("a turn is `Name row (card) : Combination cards = points`, e.g. `Aiko 2 (2) : Kasane 2 2 = 1`; the parts after the row are optional")
}

fn unexpected_end(at: usize, wanted: &str) -> Problem {
    syntax(
        "kasane::syntax::unexpected",
        Span::point(at),
        format!("expected {wanted}, found the end of the line"),
    )
    .with_label("missing")
}

/// Read one record. Spans are byte offsets into `text`.
pub fn parse(text: &str) -> (Record, Vec<Problem>) {
    parse::read_one(text, parse_range)
}

/// Read every record of a text (see [`header::split_records`]).
pub fn parse_all(text: &str) -> Vec<(Record, Vec<Problem>)> {
    header::read_all(text, parse_range)
}

/// Read the record at `span` of `text` (as [`header::split_records`] gives it); spans are
/// byte offsets into `text`.
pub(crate) fn parse_range(text: &str, span: Span) -> (Record, Vec<Problem>) {
    let (b, span) = Body::for_record(text, span);
    let mut p = Parser {
        src: b.src,
        b,
        players_tag: None,
        players: OnceCell::new(),
        one_word_names: true,
    };
    p.run();
    let (tags, items, problems) = p.b.finish();
    (
        Record {
            tags,
            head: (),
            items,
            span,
        },
        problems,
    )
}

/// The names of a `[Players]` value with their byte ranges in it.
fn split_players(value: &str) -> Vec<(&str, usize)> {
    // 3 or 4 names in a record that checks. The commas are found byte by byte (a short
    // value: no searcher to set up).
    let mut out = Vec::with_capacity(4);
    let b = value.as_bytes();
    let mut off = 0;
    loop {
        let end = b[off..]
            .iter()
            .position(|&c| c == b',')
            .map_or(b.len(), |n| off + n);
        let part = trim_start(&value[off..end]);
        out.push((trim_end(part), end - part.len()));
        if end == b.len() {
            return out;
        }
        off = end + 1;
    }
}

/// `s.trim_start()`: ASCII white space is skipped byte by byte, anything else by `str`.
fn trim_start(s: &str) -> &str {
    let t = s.trim_ascii_start();
    // `char::is_whitespace` also holds for the vertical tab, which `trim_ascii_start` keeps,
    // and for characters that are not ASCII.
    match t.as_bytes().first() {
        Some(&b) if b >= 0x80 || b == 0x0b => t.trim_start(),
        _ => t,
    }
}

/// `s.trim_end()`, as [`trim_start`] reads it.
fn trim_end(s: &str) -> &str {
    let t = s.trim_ascii_end();
    match t.as_bytes().last() {
        Some(&b) if b >= 0x80 || b == 0x0b => t.trim_end(),
        _ => t,
    }
}

/// What a record's tags say about the game: the players, in seating order, and the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The players' names, seating order (the first starts round 1).
    pub players: Vec<String>,
    /// Players count, boxes and variants.
    pub rules: Rules,
    /// Warnings about the tags (they do not stop the replay).
    pub warnings: Vec<Problem>,
}

/// The players, box table and variants from the tags (`[Players]` is required;
/// `[Boxes]` and `[Variant]` are optional). `boxes` replaces the default table when the
/// record has no `[Boxes]` tag (e.g. a table given by the user).
///
/// `[Variant]` holds comma-separated words: `plus-one` (a combination may follow a "+1"
/// card) and `blocked-twos` (3 players: marbles on a box 2 of Juu and of Kasane).
pub fn setup(record: &Record, boxes: Option<&BoxTable>) -> Result<Setup, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut players = Vec::new();
    match record.tag("Players") {
        None => problems.push(
            Problem::error(
                "kasane::tag::players",
                Span::point(record.span.start),
                "the record has no [Players] tag",
            )
            .with_label("players unknown")
            .with_help("list the players in seating order, the first to play first: [Players \"Aiko, Ben, Chie, Dai\"]"),
        ),
        Some(tag) => {
            let base = tag.value.span.start;
            let raw_ok = tag.value.node.len() == tag.value.span.len();
            for (name, off) in split_players(&tag.value.node) {
                let span = if raw_ok {
                    Span::new(base + off, base + off + name.len())
                } else {
                    tag.value.span
                };
                if name.is_empty() {
                    problems.push(
                        Problem::error("kasane::tag::players", span, "a player's name is empty")
                            .with_label("empty name")
                            .with_help("separate the names with commas: [Players \"Aiko, Ben, Chie\"]"),
                    );
                } else if ["round", "manche"].iter().any(|k| name.eq_ignore_ascii_case(k)) {
                    problems.push(
                        Problem::error(
                            "kasane::tag::players",
                            span,
                            format!("a player cannot be named `{name}`"),
                        )
                        .with_label("a keyword")
                        .with_help(format!(
                            "`{name} 2` would read as the header of round 2, not as a turn: give this player another name"
                        )),
                    );
                } else if players.iter().any(|p: &String| p.eq_ignore_ascii_case(name)) {
                    problems.push(
                        Problem::error(
                            "kasane::tag::players",
                            span,
                            format!("`{name}` is listed twice"),
                        )
                        .with_label("same name twice")
                        .with_help("give every player a different name"),
                    );
                } else {
                    players.push(name.to_string());
                }
            }
            if problems.is_empty() && !(3..=4).contains(&players.len()) {
                problems.push(
                    Problem::error(
                        "kasane::tag::players",
                        tag.value.span,
                        format!("Colors of Kasane is played by 3 or 4 players, not {}", players.len()),
                    )
                    .with_label(format!("{} players", players.len()))
                    .with_help("list 3 or 4 names, separated by commas"),
                );
            }
        }
    }
    let table = match record.tag("Boxes") {
        Some(tag) => match parse_boxes(&tag.value.node) {
            Ok(t) => t,
            Err(e) => {
                let raw_ok = tag.value.node.len() == tag.value.span.len();
                let span = if raw_ok {
                    Span::new(tag.value.span.start + e.start, tag.value.span.start + e.end)
                } else {
                    tag.value.span
                };
                problems.push(
                    Problem::error("kasane::tag::boxes", span, format!("bad box table: {e}"))
                        .with_label("bad box")
                        .with_help("write `Name: n=points …` for each combination, separated by `;`, e.g. [Boxes \"Kasane: 2=1 2=1 3=3; Juu: 2=1 3=3\"]"),
                );
                BoxTable::default()
            }
        },
        None => boxes.cloned().unwrap_or_default(),
    };
    let mut variant = Variant::default();
    if let Some(tag) = record.tag("Variant") {
        for word in tag
            .value
            .node
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
        {
            match word.to_lowercase().replace([' ', '_'], "-").as_str() {
                "plus-one" | "+1" => variant.plus_one_combination = true,
                "blocked-twos" => variant.blocked_twos = true,
                _ => problems.push(
                    Problem::error(
                        "kasane::tag::variant",
                        tag.value.span,
                        format!("unknown variant `{word}`"),
                    )
                    .with_label("unknown variant")
                    .with_help("the variants are `plus-one` (a combination may follow a +1 card) and `blocked-twos` (3 players: marbles on a box 2 of Juu and of Kasane)"),
                ),
            }
        }
    }
    if variant.blocked_twos
        && players.len() == 4
        && let Some(tag) = record.tag("Variant")
    {
        // A warning: the record still checks, the variant just does nothing.
        problems.push(
            Problem::warning(
                "kasane::tag::variant",
                tag.value.span,
                "the blocked-twos variant is for 3 players; it is ignored with 4",
            )
            .with_label("3-player variant")
            .with_help("remove `blocked-twos` from [Variant]"),
        );
    }
    if !problems.iter().any(Problem::is_error) {
        Ok(Setup {
            rules: Rules {
                players: players.len(),
                boxes: table,
                variant,
            },
            players,
            warnings: problems,
        })
    } else {
        Err(problems)
    }
}

// ===== writer ==========================================================================

/// A card list: `3 7 +1 9`.
pub fn write_cards(cards: impl IntoIterator<Item = Card>) -> String {
    cards
        .into_iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `Grid: 3 7 +1 9 / 2 2 5 8 / …`.
pub fn write_grid(rows: &[Vec<Card>]) -> String {
    let rows: Vec<String> = rows
        .iter()
        .map(|r| write_cards(r.iter().copied()))
        .collect();
    format!("Grid: {}", rows.join(" / "))
}

/// Which names the writer gives the combinations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NameStyle {
    /// `Kagen no Tsuki` (the canonical form).
    #[default]
    Romaji,
    /// `下弦ノ月`, as printed in the rule book.
    Kanji,
    /// `waning moon`.
    English,
}

impl NameStyle {
    /// The name of `c` in this style.
    pub const fn name(self, c: Combination) -> &'static str {
        match self {
            NameStyle::Romaji => c.name(),
            NameStyle::Kanji => c.kanji(),
            NameStyle::English => c.english(),
        }
    }
}

/// A turn in canonical form: `Aiko 2 (2) : Kasane 2 2 = 1` (romaji names).
pub fn write_turn(turn: &TurnLine) -> String {
    write_turn_with(turn, NameStyle::Romaji)
}

/// A turn in canonical form with the combination named in `style`.
pub fn write_turn_with(turn: &TurnLine, style: NameStyle) -> String {
    let mut s = turn.player.node.to_string();
    if !turn.row_left_out() {
        s.push_str(&format!(" {}", turn.row.node));
    }
    if let Some(c) = turn.card {
        s.push_str(&format!(" ({})", c.node));
    }
    if let Some(c) = &turn.combo {
        s.push_str(" : ");
        s.push_str(style.name(c.kind.node));
        if let Some(t) = c.top {
            s.push_str(&format!(" ^{}", t.node));
        }
        s.push(' ');
        s.push_str(&write_cards(c.cards.iter().map(|c| c.node)));
        if let Some(p) = c.points {
            s.push_str(&format!(" = {}", p.node));
        }
    }
    s
}

/// `Final: Aiko 14, Ben 12`.
pub fn write_final(line: &FinalLine) -> String {
    let parts: Vec<String> = line
        .scores
        .iter()
        .map(|e| format!("{} {}", e.player.node, e.points.node))
        .collect();
    format!("Final: {}", parts.join(", "))
}

/// The record in canonical layout: tags (`Game` first), a blank line, then one item per
/// line, a blank line before each round. Invalid stretches are copied as they were
/// written, from `text`.
pub fn write_record(record: &Record, text: &str) -> String {
    write_record_with(record, text, NameStyle::Romaji)
}

/// [`write_record`] with the combinations named in `style` (`kifu fmt`).
pub fn write_record_with(record: &Record, text: &str, style: NameStyle) -> String {
    let mut out = String::new();
    let mut tags: Vec<&Tag> = record.tags.iter().collect();
    tags.sort_by_key(|t| !t.key.node.eq_ignore_ascii_case("game"));
    for t in tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    let mut first = true;
    // End of the previous item in `text`, and whether its line may take more text.
    let mut prev: Option<(usize, bool)> = None;
    for item in &record.items {
        // A comment written on the same line as the item before it stays there.
        if let (Item::Comment(c), Some((end, open))) = (item, prev)
            && open
            && text
                .get(end..c.span.start)
                .is_some_and(|between| !between.contains('\n'))
            && out.ends_with('\n')
        {
            out.pop();
            out.push(' ');
            out.push_str(&header::write_comment(&c.node));
            out.push('\n');
            prev = Some((c.span.end, !header::comment_ends_line(&c.node)));
            continue;
        }
        prev = Some((
            item.span().end,
            match item {
                Item::Comment(c) => !header::comment_ends_line(&c.node),
                Item::Invalid(_) => false,
                _ => true,
            },
        ));
        let line = match item {
            Item::Round(r) => {
                if !first || !record.tags.is_empty() {
                    out.push('\n');
                }
                format!("Round {}", r.number.node)
            }
            Item::Grid(g) => {
                let rows: Vec<Vec<Card>> = g
                    .rows()
                    .map(|r| r.iter().map(|c| c.node).collect())
                    .collect();
                write_grid(&rows)
            }
            Item::Turn(t) => write_turn_with(t, style),
            Item::Final(f) => {
                out.push('\n');
                write_final(f)
            }
            Item::Comment(c) => header::write_comment(&c.node),
            Item::Invalid(s) => text.get(s.range()).unwrap_or_default().to_string(),
        };
        if first && !record.tags.is_empty() && !matches!(item, Item::Round(_)) {
            out.push('\n');
        }
        first = false;
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "[Game \"Kasane\"]\n[Players \"Aiko, Ben, Chie, Dai\"]\nRound 1\nGrid: 3 7 +1 9 / 2 2 5 8 / 6 1 6 4 / 9 9 3 +1 ; rows\nAiko 2\nBen 1 (3)\nChie 1 { a 7 }\nDai 4\nAiko 2 : Kasane 2 2 = 1\nBen 1 (+1)\nDai 3 : 襲ね ^6 6\nChie 3: hemp leaf 4 5 7=4\nFinal: Aiko 14, Ben 12, Chie 9, Dai 7\n";

    #[test]
    fn reads_every_kind_of_line() {
        let (r, problems) = parse(SAMPLE);
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(r.tags.len(), 2);
        let turns: Vec<&TurnLine> = r.entries().collect();
        assert_eq!(turns.len(), 8);
        assert_eq!(turns[1].card.map(|c| c.node), Card::number(3));
        assert_eq!(&SAMPLE[turns[1].row.span.range()], "1");
        let k = turns[4].combo.as_ref().unwrap();
        assert_eq!(k.kind.node, Combination::Kasane);
        assert_eq!(k.points.map(|p| p.node), Some(1));
        let d = turns[6].combo.as_ref().unwrap();
        assert_eq!(d.top.map(|t| t.node), Card::number(6));
        assert_eq!(&SAMPLE[d.top.unwrap().span.range()], "^6");
        let c = turns[7].combo.as_ref().unwrap();
        assert_eq!(c.kind.node, Combination::Asanoha);
        assert_eq!(&SAMPLE[c.kind.span.range()], "hemp leaf");
        assert_eq!(c.points.map(|p| p.node), Some(4));
        let grid = r.items.iter().find_map(|i| match i {
            Item::Grid(g) => Some(g),
            _ => None,
        });
        assert_eq!(grid.map(|g| g.rows().len()), Some(4));
        assert!(
            r.items
                .iter()
                .any(|i| matches!(i, Item::Final(f) if f.scores.len() == 4))
        );
        assert_eq!(
            r.items
                .iter()
                .filter(|i| matches!(i, Item::Comment(_)))
                .count(),
            2
        );
    }

    #[test]
    fn writes_canonically_and_reads_back() {
        let (r, _) = parse(SAMPLE);
        let out = write_record(&r, SAMPLE);
        assert!(out.contains("Dai 3 : Kasane ^6 6\n"), "{out}");
        assert!(out.contains("Chie 3 : Asanoha 4 5 7 = 4\n"), "{out}");
        // Other name styles read back to the same record.
        for style in [NameStyle::Kanji, NameStyle::English] {
            let other = write_record_with(&r, SAMPLE, style);
            assert!(other.contains(style.name(Combination::Asanoha)), "{other}");
            let (r3, p3) = parse(&other);
            assert!(p3.is_empty(), "{p3:?}");
            assert_eq!(write_record(&r3, &other), out);
        }
        // Comments stay on their line.
        assert!(out.contains("Chie 1 { a 7 }\n"), "{out}");
        assert!(out.contains("/ 9 9 3 +1 { rows}\n"), "{out}");
        let (r2, p2) = parse(&out);
        assert!(p2.is_empty(), "{p2:?}");
        assert_eq!(write_record(&r2, &out), out);
        assert_eq!(r2.items.len(), r.items.len());
    }

    #[test]
    fn the_ascii_lexer_reads_like_the_general_one() {
        for text in [
            "Aiko 2 (2) : Kasane 2 2 = 1",
            "Dai 3 : 襲ね ^6 6",
            "Aiko\u{b}2\u{c}x\ty\rz",
            "Ben(3){c}",
            "Chie;c",
            "Aikoé 2",
            "[Players \"A\"]",
            "\u{3000}x",
            "+1/9",
        ] {
            let mut rest = text.trim_start();
            while !rest.is_empty() {
                let fast = lex_one(rest).unwrap();
                assert_eq!(fast, lex_any(rest).unwrap(), "{rest:?}");
                rest = fast.0.trim_start();
            }
        }
    }

    #[test]
    fn the_turn_read_by_hand_is_the_nom_grammar() {
        for line in [
            "Aiko 2 (2) : Kasane 2 2 = 1",
            "Ben 3 (+1)",
            "Chie 1",
            "Dai 4:Katyou Fugetsu ^3 1 7=2",
            "Aiko 2 : hemp leaf 4 5 7 = 4 { c }",
            "Aiko 2 : Kasan 2 2",
            "Aiko 2 : Kasane",
            "Aiko 2 (22)",
            "Aiko 2 (3",
            "Aiko 2 x",
            "Aiko 2 : Kasane 2 2 = x",
            "Aiko 2 : Kasane ^ 2 2 = 12\r\nBen 1",
            "Round 3",
            "Aiko (3)",
            "Aikoé 2",
            "Aiko 2\u{3000}(2)",
        ] {
            for one_word_names in [true, false] {
                let src = Src {
                    text: line,
                    one_word_names,
                };
                let by_hand = src.turn_by_hand(line).map(|(i, t)| (i, Item::Turn(t)));
                let nom = src.turn_line(line).ok();
                assert_eq!(by_hand, nom, "{line:?}");
                // What either reads is what the token grammar reads.
                if let Some((_, item)) = by_hand {
                    let (r, p) = parse(line);
                    assert!(p.is_empty(), "{line:?}");
                    assert_eq!(r.items[0], item, "{line:?}");
                }
            }
        }
        let (r, p) = parse("Aiko 2 (2) : Kasane 2 2 = 1\nRound 2\nGrid: 1 2 / +1\n");
        assert!(p.is_empty());
        assert!(matches!(&r.items[2], Item::Grid(g) if g.rows().len() == 2));
    }

    #[test]
    fn names_from_the_players_tag() {
        let text = "[Players \"Ann Lee, R2 D2, Bo\"]\nRound 1\nAnn Lee 1\nr2 d2 3 (4)\n";
        let (r, problems) = parse(text);
        assert!(problems.is_empty(), "{problems:?}");
        let t: Vec<_> = r.entries().collect();
        assert_eq!(t[0].player.node, "Ann Lee");
        assert_eq!(t[1].player.node, "r2 d2");
        assert_eq!(t[1].row.node, 3);
    }

    /// `line` alone gives one problem, `code`, labelled at the text `at`, and is read as an
    /// invalid stretch.
    fn points_at(line: &str, code: &str, at: &str) {
        let (r, p) = parse(line);
        assert_eq!(p.len(), 1, "{line}: {p:?}");
        assert_eq!(p[0].code, code, "{line}");
        assert_eq!(&line[p[0].span.range()], at, "{line}");
        assert!(matches!(r.items[0], Item::Invalid(_)));
    }

    #[test]
    fn syntax_errors_point_at_the_token() {
        points_at(
            "Aiko 2 : Kasan 2 2",
            "kasane::syntax::unknown-combination",
            "Kasan",
        );
        points_at("Aiko 2 : Kasane", "kasane::syntax::expected-cards", "");
        points_at("Aiko 2 (22)", "kasane::syntax::bad-card", "22");
        points_at("Aiko", "kasane::syntax::expected-row", "");
        points_at("Aiko 2 x", "kasane::syntax::unexpected", "x");
        points_at("Grid: 1 2 0", "kasane::syntax::bad-card", "0");
        points_at("Final: Aiko, Ben 3", "kasane::syntax::bad-final", "Aiko");
        points_at("Aiko 2 : Kasane 2 2 = x", "kasane::syntax::bad-number", "x");
        points_at(": Kasane", "kasane::syntax::expected-player", ":");
        let (_, p) = parse("Aiko 2 : Kasan 2 2");
        assert_eq!(p[0].help.as_deref(), Some("did you mean `Kasane`?"));
    }

    #[test]
    fn setup_from_tags() {
        let (r, _) = parse(
            "[Players \"A, B, C\"]\n[Variant \"plus-one, blocked-twos\"]\n[Boxes \"Kasane: 2=9\"]",
        );
        let s = setup(&r, None).unwrap();
        assert_eq!(s.players, ["A", "B", "C"]);
        assert!(s.rules.variant.plus_one_combination && s.rules.variant.blocked_twos);
        assert!(s.warnings.is_empty());
        assert_eq!(s.rules.boxes.boxes(Combination::Kasane)[0].points, 9);
        let (r, _) = parse("[Players \"A, B, C, D\"]\n[Variant \"blocked-twos\"]");
        let s = setup(&r, None).unwrap();
        assert_eq!(s.warnings.len(), 1);
        assert!(!s.warnings[0].is_error());
        let text = "[Players \"A, B, a\"]";
        let (r, _) = parse(text);
        let e = setup(&r, None).unwrap_err();
        assert_eq!(&text[e[0].span.range()], "a");
        let (r, _) = parse("[Players \"A, B\"]");
        assert!(setup(&r, None).is_err());
        let text = "[Players \"A, B, C\"][Boxes \"Kasane: 2=1 3=x\"]";
        let (r, _) = parse(text);
        let e = setup(&r, None).unwrap_err();
        assert_eq!(&text[e[0].span.range()], "3=x");
    }
}
