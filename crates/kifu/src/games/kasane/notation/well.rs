//! The item grammar as nom combinators over a line written well (ASCII tokens, each part
//! as the grammar has it), read straight from the text. A line these parsers refuse is
//! read again by the token grammar in [`super::grammar`], which gives the diagnostics.

use crate::games::kasane::ast::{ComboLine, GridLine, Item, RoundLine, TurnLine};
use crate::games::kasane::cards::{Card, Combination};
use compact_str::CompactString;
use nom::{
    IResult, Parser as _,
    branch::alt,
    combinator::{map_opt, opt, recognize, verify},
    multi::many0_count,
    sequence::preceded,
};

use super::lexer::*;
use crate::core::parse::Body;
use crate::core::{Span, Spanned};

// ----- the item grammar as nom combinators: a line written well ---------------------------
//
// A line written well (ASCII tokens separated by spaces and tabs, each part as the grammar
// has it) is read here straight from the text, with byte-level leaves and no token list.
// Anything else (a mistake, a rare form such as `Aiko (3)` or a kanji name, text that is
// not ASCII, the final line) makes these parsers fail (`()`), and the line is read again
// by the token grammar below, which gives the same item for a line written well and the
// diagnostics for the rest.

/// What a parser of a line written well gives: what it read, or `()` (not this).
pub(super) type Well<'a, O> = IResult<&'a str, O, ()>;

/// Not a line written well.
pub(super) fn not_well<'a, O>() -> Well<'a, O> {
    Err(nom::Err::Error(()))
}

/// The spaces and tabs between two tokens of a line.
///
/// Between two tokens there is mostly no blank (the blanks were read already) or one
/// space: those two cases are tested first, without a loop.
#[inline(always)]
pub(super) fn blank(i: &str) -> Well<'_, ()> {
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
pub(super) const WORD_BYTE: [bool; 256] = {
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
pub(super) fn word(i: &str) -> Well<'_, &str> {
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
pub(super) fn mark<'a>(m: u8) -> impl Fn(&'a str) -> Well<'a, ()> {
    move |i: &'a str| match i.as_bytes().first() {
        Some(&c) if c == m => Ok((&i[1..], ())),
        _ => not_well(),
    }
}

/// One of `words` (lower case), in any case.
pub(super) fn keyword<'a>(words: &'static [&'static str]) -> impl Fn(&'a str) -> Well<'a, &'a str> {
    move |i: &'a str| {
        verify(word, |w: &str| {
            words.iter().any(|k| w.eq_ignore_ascii_case(k))
        })
        .parse(i)
    }
}

/// number = digit, { digit } ;  (up to 9 digits: a larger one is the token grammar's)
pub(super) fn number(i: &str) -> Well<'_, u32> {
    let (rest, w) = word(i)?;
    if w.len() > 9 || !w.bytes().all(|b| b.is_ascii_digit()) {
        return not_well();
    }
    Ok((rest, w.bytes().fold(0, |n, d| n * 10 + u32::from(d - b'0'))))
}

/// card = number-card | "+1" ;
pub(super) fn a_card(i: &str) -> Well<'_, Card> {
    map_opt(word, Card::parse).parse(i)
}

/// A word of a combination's name: neither a number nor a card.
pub(super) fn name_word(i: &str) -> Well<'_, &str> {
    verify(word, |w: &str| {
        !w.starts_with('+') && !w.bytes().all(|b| b.is_ascii_digit())
    })
    .parse(i)
}

/// combination-name: its words, with the spaces between them, a name in any case.
pub(super) fn combination_name(i: &str) -> Well<'_, Combination> {
    map_opt(
        recognize((name_word, many0_count((blank, name_word)))),
        Combination::from_name,
    )
    .parse(i)
}

/// The record's text (spans are offsets into it) and what the `[Players]` tag says of the
/// names.
#[derive(Clone, Copy)]
pub(super) struct Src<'a> {
    pub(super) text: &'a str,
    /// Every name is one word at most: a turn's name is its first word.
    pub(super) one_word_names: bool,
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
    pub(super) fn read_well(self, start: usize, body: &mut Body<'a, Item>) -> bool {
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
    pub(super) fn turn_by_hand(self, i: &'a str) -> Option<(&'a str, TurnLine)> {
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
    pub(super) fn turn_line(self, i: &'a str) -> Well<'a, Item> {
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
pub(super) fn combo_line(
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
