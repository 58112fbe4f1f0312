//! The recovering grammar of a Colors of Kasane record: the record's items line by line
//! from their tokens, every problem collected (a line written well is read first by
//! [`super::well`]).

use crate::games::kasane::ast::{
    ComboLine, FinalEntry, FinalLine, GridLine, Item, Record, RoundLine, TurnLine,
};
use crate::games::kasane::cards::{Card, Combination};
use compact_str::CompactString;
use std::cell::OnceCell;

use super::lexer::*;
use super::setup::split_players;
use super::well::*;
use super::words::*;
use crate::core::diag::shown;
use crate::core::header;
use crate::core::parse::{self, Body, BodyItem};
use crate::core::{Problem, Span, Spanned};
use crate::{Message, message};

pub(super) struct Parser<'a> {
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

pub(super) fn syntax(code: &'static str, span: Span, message: Message) -> Problem {
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

// ----- the item grammar (`grammar/kasane.ebnf`, "items"), read by hand -----------------
//
// An item is one line. Its tokens are read once (by the recovery loop, `Parser::run`);
// each rule reads them from a point on (`Line`). A rule whose first tokens are not there
// gives `Ok(None)` (the next rule is tried); a rule that applies but is wrong gives its
// problem (`Err`): the line is then an invalid stretch. The rules are plain functions
// over the line's tokens, and the item they read is built once, where it is returned.

/// What a rule gives: what it read, or the problem that makes the line invalid (boxed, so
/// that a line read well carries no room for a problem).
pub(super) type Found<T> = Result<T, Box<Problem>>;

/// The problem `p`: the line is invalid.
pub(super) fn fail<T>(p: Problem) -> Found<T> {
    Err(Box::new(p))
}

/// The tokens of one line from a point on: the input of the item grammar (`all` is the
/// whole line, `at..` what is left to read).
#[derive(Clone, Copy)]
pub(super) struct Line<'t, 'a> {
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
    pub(super) fn found(&self) -> (Span, Message) {
        match self.toks().first() {
            Some(t) => (
                t.span,
                message!("kasane-found-token", token = shown(t.text)),
            ),
            None => (
                Span::point(self.after()),
                Message::new("kasane-found-end-of-line"),
            ),
        }
    }

    /// The end of the line; anything else is "expected {wanted}" (`wanted`: the id of
    /// the message that says what).
    fn end(&self, wanted: &'static str) -> Found<()> {
        match self.toks().first() {
            None => Ok(()),
            Some(t) => fail(unexpected(t, wanted)),
        }
    }
}

/// The value of a number token (a problem when it is too large).
pub(super) fn value(t: &Tok<'_>) -> Found<u32> {
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
pub(super) fn card_after(i: &mut Line<'_, '_>) -> Found<Spanned<Card>> {
    match i.next() {
        Some(t) => card(&t),
        None => fail(expected_card(Span::point(i.after()))),
    }
}

/// "(", card, ")" ;  (after the `(`)
pub(super) fn card_in_brackets(i: &mut Line<'_, '_>) -> Found<Spanned<Card>> {
    let c = card_after(i)?;
    match i.next() {
        Some(t) if is(&t, ")") => Ok(c),
        Some(t) => fail(unexpected(&t, "kasane-wanted-close-card")),
        None => fail(unexpected_end(i.after(), "kasane-wanted-close-card")),
    }
}

/// The points after `=`: a number.
pub(super) fn points(i: &mut Line<'_, '_>) -> Found<Spanned<u32>> {
    let at = Span::point(i.after());
    match i.next() {
        Some(t) if is_number(&t) => Ok(Spanned::new(value(&t)?, t.span)),
        next => fail(
            syntax(
                "kasane::syntax::bad-number",
                next.map_or(at, |t| t.span),
                Message::new("kasane-syntax-points"),
            )
            .with_label(Message::new("kasane-syntax-points-label"))
            .with_help(Message::new("kasane-syntax-points-help")),
        ),
    }
}

/// round-line = ( "Round" | "Manche" ), number, [ ":" ] ;
pub(super) fn round_line(mut i: Line<'_, '_>, span: Span) -> Found<Option<Item>> {
    let Some(n) = i
        .keyword(&["round", "manche"])
        .and_then(|_| i.eat(is_number))
    else {
        return Ok(None);
    };
    i.punct(":");
    i.end("kasane-wanted-round-end")?;
    let number = Spanned::new(value(&n)?, n.span);
    Ok(Some(Item::Round(RoundLine { number, span })))
}

/// grid-line = ( "Grid" | "Grille" ), ":", row, { "/", row } ;
/// row = card, { card } ;  (read even when empty: the replay checks the grid's shape)
pub(super) fn grid_line(mut i: Line<'_, '_>, span: Span) -> Found<Option<Item>> {
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
                            Message::new("kasane-syntax-bad-final"),
                        )
                        .with_label(Message::new("kasane-syntax-bad-final-label"))
                        .with_help(Message::new("kasane-syntax-bad-final-help")),
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
                i.end("kasane-wanted-combination-or-end")?;
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
        i.end("kasane-wanted-turn-end")?;
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
                    Message::new("kasane-syntax-expected-combination"),
                )
                .with_label(Message::new("kasane-syntax-expected-combination-label"))
                .with_help(message!(
                    "kasane-syntax-expected-combination-help",
                    names = Combination::ALL.map(Combination::name).join(", ")
                )),
            );
        }
        let name_span = i.take(words);
        let name = &self.src[name_span.range()];
        match Combination::from_name(name) {
            Some(kind) => Ok(Spanned::new(kind, name_span)),
            None => {
                let help = match suggest(name, all_combination_names()) {
                    Some(s) => did_you_mean(s),
                    None => message!(
                        "kasane-syntax-unknown-combination-help",
                        names = Combination::ALL.map(Combination::name).join(", ")
                    ),
                };
                fail(
                    syntax(
                        "kasane::syntax::unknown-combination",
                        name_span,
                        message!("kasane-syntax-unknown-combination", name = name),
                    )
                    .with_label(Message::new("kasane-syntax-unknown-combination-label"))
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
        message!("kasane-syntax-expected-player", found = found),
    )
    .with_label(Message::new("kasane-syntax-expected-player-label"))
    .with_help(Message::new("kasane-syntax-expected-player-help"))
}

/// No row after the player's name (`words` words long).
fn expected_row(i: &Line<'_, '_>, player: &str, words: usize) -> Problem {
    let (at, found) = i.found();
    let help = match suggest(player, ["Round", "Grid", "Final"]) {
        Some(s) if words == 1 => message!(
            "kasane-syntax-expected-row-help-keyword",
            keyword = s,
            player = shown(player)
        ),
        _ => message!("kasane-syntax-expected-row-help", player = shown(player)),
    };
    syntax(
        "kasane::syntax::expected-row",
        at,
        message!(
            "kasane-syntax-expected-row",
            player = shown(player),
            found = found
        ),
    )
    .with_label(Message::new("kasane-syntax-expected-row-label"))
    .with_help(help)
}

/// No card in a combination.
fn expected_cards(i: &Line<'_, '_>, kind: Combination) -> Problem {
    syntax(
        "kasane::syntax::expected-cards",
        i.found().0,
        message!("kasane-syntax-expected-cards", combination = kind.name()),
    )
    .with_label(Message::new("kasane-syntax-expected-cards-label"))
    .with_help(message!(
        "kasane-syntax-expected-cards-help",
        combination = kind.name()
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
        "kasane-syntax-bad-card-help-spaces"
    } else {
        "kasane-syntax-card-help"
    };
    syntax(
        "kasane::syntax::bad-card",
        t.span,
        message!("kasane-syntax-bad-card", token = shown(t.text)),
    )
    .with_label(Message::new("kasane-syntax-bad-card-label"))
    .with_help(Message::new(help))
}

fn expected_card(at: Span) -> Problem {
    syntax(
        "kasane::syntax::bad-card",
        at,
        Message::new("kasane-syntax-expected-card"),
    )
    .with_label(Message::new("kasane-syntax-expected-card-label"))
    .with_help(Message::new("kasane-syntax-card-help"))
}

fn bad_number(t: &Tok<'_>) -> Problem {
    syntax(
        "kasane::syntax::bad-number",
        t.span,
        message!("kasane-syntax-bad-number", token = shown(t.text)),
    )
    .with_label(Message::new("kasane-syntax-bad-number-label"))
}

fn unexpected(t: &Tok<'_>, wanted: &'static str) -> Problem {
    syntax(
        "kasane::syntax::unexpected",
        t.span,
        message!(
            "kasane-syntax-unexpected",
            wanted = Message::new(wanted),
            token = shown(t.text)
        ),
    )
    .with_label(Message::new("kasane-syntax-unexpected-label"))
    .with_help(Message::new("kasane-syntax-unexpected-help"))
}

fn unexpected_end(at: usize, wanted: &'static str) -> Problem {
    syntax(
        "kasane::syntax::unexpected",
        Span::point(at),
        message!("kasane-syntax-unexpected-end", wanted = Message::new(wanted)),
    )
    .with_label(Message::new("kasane-syntax-unexpected-end-label"))
}

/// "did you mean `{name}`?": the help of a near miss.
pub(crate) fn did_you_mean(name: &str) -> Message {
    message!("kasane-did-you-mean", name = name)
}

/// Read one record. Spans are byte offsets into `text`.
#[cfg(test)]
pub fn parse(text: &str) -> (Record, Vec<Problem>) {
    header::read_one(text, parse_range)
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

#[cfg(test)]
mod tests;
