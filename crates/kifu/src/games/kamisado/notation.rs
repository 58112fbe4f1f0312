//! Reading and writing Kamisado score sheets (RULES.md §1 "Score-sheet notation";
//! the full grammar is `grammar/kamisado.ebnf`).
//!
//! [`parse`](fn@parse) reads one record into the [`Record`] AST and collects every syntax problem
//! (it never stops at the first one): a bad stretch of text becomes an [`Item::Invalid`]
//! and the parser resumes at the next thing that can start an item. [`write_record`]
//! prints a record in the canonical layout, in English, French or German, with arrows,
//! words or ASCII arrows.

use std::cell::RefCell;
use std::collections::HashMap;

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag, take_while1},
    character::complete::{anychar, digit1},
    combinator::{opt, recognize},
    sequence::preceded,
};

use super::ast::{
    Abbreviation, Action, ColourAbbreviation, Entry, Fill, Head, Item, MatchKind, Record,
    RoundHeader, ScoreLine, Segment, Segments, Tag,
};
use super::board::{Colour, Direction};
use super::vocab::{self, ColourLookup};
use crate::core::header::{self, Cursor};
use crate::core::parse::{
    self, Body, BodyItem, Fail, Lexes, NumberedItem, PResult, Stop, TokenKind, fail, failure, miss,
};
use crate::core::{Problem, Span, Spanned};

/// The longest distance a tower can travel.
const MAX_DISTANCE: u8 = 7;

// ===== tokens ==========================================================================

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
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

type Tok<'a> = parse::Tok<'a, Kind>;

fn arrow(c: char) -> Direction {
    match c {
        '↑' | '^' => Direction::Straight,
        '↖' | '<' => Direction::Left,
        '↗' | '>' => Direction::Right,
        _ => Direction::Back,
    }
}

fn lex_one(i: &str) -> IResult<&str, (Kind, &str)> {
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
fn token_at(src: &str, pos: usize) -> Tok<'_> {
    parse::token_at(src, pos, lex_one)
}

/// `text` for a message: at most 24 characters.
use crate::core::diag::shown;

/// A distance token: a number 1–7 on the same line.
fn is_distance(t: &Tok<'_>) -> bool {
    t.kind == Kind::Number
        && !t.newline_before
        && t.text.len() == 1
        && ('1'..='7').contains(&t.text.chars().next().unwrap_or('0'))
}

/// Whether the word `t` is one of the folded `words` (any case, accents optional, as
/// [`vocab::is`]): its first letter, folded once, leaves out the words it cannot be.
fn is_one_of(t: &Tok<'_>, words: &[&str]) -> bool {
    let Some(first) = t.text.chars().next() else {
        return false;
    };
    let first = vocab::fold_char(first);
    t.kind == Kind::Word
        && words
            .iter()
            .any(|w| w.starts_with(first) && vocab::is(t.text, w))
}

fn is_score_word(t: &Tok<'_>) -> bool {
    is_one_of(t, vocab::SCORE_WORDS)
}

fn is_round_word(t: &Tok<'_>) -> bool {
    is_one_of(t, vocab::ROUND_WORDS)
}

/// [`vocab::read_direction`]: the directions a word can mean, and whether it is a whole
/// word. A word whose first letter (folded) starts no direction word means none, and is
/// not looked up.
fn read_direction(written: &str, lang: Lang) -> (vocab::Directions, bool) {
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

fn is_zero(t: &Tok<'_>) -> bool {
    t.kind == Kind::Number && t.text == "0"
}

fn is_keyword(t: &Tok<'_>) -> bool {
    is_round_word(t) || is_score_word(t)
}

fn colour_list(lang: Lang) -> String {
    let others = match lang {
        Lang::En => "the French or German name",
        Lang::Fr => "the English or German name",
        Lang::De => "the English or French name",
    };
    format!("{} (or {others}, or its first letters)", colour_names(lang))
}

/// How many votes of each kind (language, style) [`detect`] reads before it decides.
pub const DETECT_VOTES: u32 = 16;

/// The language and style a record is written in, from its words: each word of one
/// language (`Gauche`, `Rot`, `Manche`, an abbreviation only one language has) votes for
/// it; each arrow, direction word or ASCII arrow votes for its style. The most votes win
/// (ties: English, French, German; arrows, words, ASCII); a record with no telling word is
/// English with arrows. Comments and tags do not vote. The reading stops once
/// [`DETECT_VOTES`] votes of each kind are in: a sheet is written one way, and its first
/// entries say which.
pub fn detect(text: &str, span: Span) -> Style {
    let end = span.end.min(text.len());
    let src = text.get(..end).unwrap_or(text);
    let mut langs = [0u32; 3];
    let mut styles = [0u32; 3];
    let mut pos = span.start.min(end);
    loop {
        if langs.iter().sum::<u32>() >= DETECT_VOTES && styles.iter().sum::<u32>() >= DETECT_VOTES {
            break;
        }
        let t = token_at(src, pos);
        pos = t.span.end;
        match t.kind {
            Kind::Eof => break,
            Kind::Open => {
                let mut c = Cursor::new(src, t.span.start);
                // Skipped: what they say does not vote (problems are the parser's to report).
                if t.text == "[" {
                    let _ = c.tag();
                } else {
                    let _ = c.comment();
                }
                pos = c.pos().max(t.span.end);
            }
            Kind::Arrow(_) if t.text.is_ascii() => styles[2] += 1,
            Kind::Arrow(_) => styles[0] += 1,
            Kind::Word => {
                if let Some(l) = vocab::word_language(t.text) {
                    langs[l as usize] += 1;
                }
                if vocab::is(t.text, "tout") {
                    langs[Lang::Fr as usize] += 1;
                    styles[1] += 1;
                } else if is_distance(&token_at(src, t.span.end)) {
                    if vocab::is(t.text, "v") {
                        styles[2] += 1;
                    } else if !matches!(vocab::colour(t.text), ColourLookup::Found(_))
                        && !vocab::direction_readings(t.text, Lang::En).is_empty()
                    {
                        styles[1] += 1;
                    }
                }
            }
            _ => {}
        }
    }
    let best = |votes: [u32; 3]| (0..3).rev().max_by_key(|&i| votes[i]).unwrap_or(0);
    Style {
        lang: Lang::ALL[best(langs)],
        arrows: ArrowStyle::ALL[best(styles)],
    }
}

// ===== parser ==========================================================================

impl BodyItem for Item {
    fn comment(text: Spanned<String>) -> Self {
        Item::Comment(text)
    }

    fn invalid(span: Span) -> Self {
        Item::Invalid(span)
    }
}

impl NumberedItem for Item {
    fn move_number(number: Spanned<u32>) -> Self {
        Item::MoveNumber(number)
    }

    fn ellipsis(span: Span) -> Self {
        Item::Ellipsis(span)
    }
}

type Toks<'a, L> = parse::Tokens<'a, Kind, L>;

/// What the grammar's parsers share: the record's tokens, its language and style
/// (abbreviations are read and help texts written in it), and the abbreviations read so
/// far (a prefix with several readings, settled by legality when the record is replayed).
struct Grammar<'a, L> {
    /// The text up to the end of the record: positions are offsets into the whole text.
    tokens: Toks<'a, L>,
    /// The record's language and style ([`detect`]).
    style: Style,
    abbreviations: RefCell<Vec<Abbreviation>>,
    colour_abbreviations: RefCell<Vec<ColourAbbreviation>>,
}

impl<'a, L: Lexes<Kind>> Grammar<'a, L> {
    fn src(&self) -> &'a str {
        self.tokens.src()
    }

    fn after(&self, t: &Tok<'_>) -> Tok<'a> {
        self.tokens.after(t)
    }

    /// Where to label something that is missing or wrong at token `t`, which follows
    /// position `after`: the token itself, or a point right after `after` when the token
    /// is on the next line or the text has ended. Also says what was found.
    fn found(&self, t: &Tok<'_>, after: usize) -> (Span, String) {
        let src = self.src();
        if t.kind == Kind::Eof && after >= src.len() {
            // A point at the very end of the text is not shown by the renderer: label the
            // last word instead.
            let before = &src[..after.min(src.len())];
            let start = before
                .char_indices()
                .rev()
                .find(|(_, c)| c.is_whitespace())
                .map_or(0, |(n, c)| n + c.len_utf8());
            (Span::new(start, after), "the end of the record".to_owned())
        } else {
            t.found(after)
        }
    }

    /// Whether a token can begin an item: reading resumes there after a problem.
    fn is_sync(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Eof | Kind::Open | Kind::Ellipsis => true,
            Kind::Number => Cursor::new(self.src(), t.span.start)
                .move_number()
                .is_some(),
            Kind::Word => is_keyword(t) || self.is_entry_start(t),
            _ => false,
        }
    }

    /// A colour word followed by a direction or `0`.
    fn is_entry_start(&self, t: &Tok<'_>) -> bool {
        t.kind == Kind::Word && self.is_colour(t) && {
            let n = self.after(t);
            self.is_direction_start(&n) || is_zero(&n)
        }
    }

    fn is_colour(&self, t: &Tok<'_>) -> bool {
        matches!(
            vocab::colour_in(t.text, self.style.lang),
            ColourLookup::Found(_)
        )
    }

    /// An arrow, a direction word (or `tout`, `droit`), or an abbreviation of one followed
    /// by its distance.
    fn is_direction_start(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Arrow(_) => true,
            Kind::Word => {
                let (readings, whole) = read_direction(t.text, self.style.lang);
                let next = self.after(t);
                // A whole word without its distance is a direction unless a direction and
                // its distance (or a blocked `0`) follow it: `V Devant 6` and `V 0 V` start
                // with a tower (`V`: Violet or Vert), not with the ASCII `v`.
                (!readings.is_empty()
                    && (is_distance(&next) || (whole && !self.is_step_start(&next))))
                    || vocab::is(t.text, "tout")
                    || vocab::is(t.text, "droit")
            }
            _ => false,
        }
    }

    /// An arrow, a direction word followed by its distance, or a blocked `0`.
    fn is_step_start(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Arrow(_) => true,
            Kind::Number => is_zero(t),
            Kind::Word => {
                !read_direction(t.text, self.style.lang).0.is_empty() && is_distance(&self.after(t))
            }
            _ => false,
        }
    }

    /// An entry for help texts, in the record's notation.
    fn example(&self, tower: Colour, step: Option<(Direction, u8)>, landing: Colour) -> String {
        write_move(tower, step, landing, &self.style)
    }

    /// `Red ↗3 Blue` in the record's notation.
    fn red_blue(&self) -> String {
        self.example(Colour::Red, Some((Direction::Right, 3)), Colour::Blue)
    }

    /// The four directions with a distance, in the record's style (with the words too when
    /// it writes arrows).
    fn direction_examples(&self) -> String {
        let list = [
            (Direction::Straight, 3, "straight"),
            (Direction::Left, 3, "left"),
            (Direction::Right, 3, "right"),
            (Direction::Back, 1, "pushed back"),
        ]
        .map(|(d, n, what)| format!("`{}` {what}", write_step(d, n, &self.style)))
        .join(", ");
        if self.style.arrows == ArrowStyle::Words {
            list
        } else {
            let words = Style {
                arrows: ArrowStyle::Words,
                ..self.style
            };
            format!(
                "{list} (or words: `{}`)",
                write_step(Direction::Left, 3, &words)
            )
        }
    }

    /// A pushed entry of two towers for help texts.
    fn pushed_example(&self) -> String {
        write_pushed(
            &[
                (Colour::Blue, Colour::Green),
                (Colour::Yellow, Colour::Pink),
            ],
            &self.style,
        )
    }

    /// The help of a bad round header: the header in the record's language.
    fn round_help(&self) -> String {
        format!(
            "write a round header as `{}` or `{}`",
            write_round_header(2, Some(Fill::Left), &self.style),
            write_round_header(2, Some(Fill::Right), &self.style)
        )
    }

    /// `kamisado::syntax::bad-round-header`, resuming at `resume`.
    fn bad_round<'i, O>(
        &self,
        span: Span,
        msg: String,
        label: &str,
        resume: usize,
    ) -> PResult<'i, O> {
        failure(
            Problem::error("kamisado::syntax::bad-round-header", span, msg)
                .with_label(label)
                .with_help(self.round_help()),
            resume,
        )
    }

    /// A colour word (or prefix) for the tower or the landing square (`role`). A prefix of
    /// several colours reads as the first, its readings kept for the replay.
    fn colour(&self, t: &Tok<'_>, role: &str) -> Result<Spanned<Colour>, nom::Err<Stop>> {
        let c = match vocab::colour_in(t.text, self.style.lang) {
            ColourLookup::Found(c) => c,
            ColourLookup::Ambiguous(words) => {
                // Settled by legality when the record is replayed.
                let mut readings: Vec<Colour> = Vec::new();
                for w in words {
                    if let Some(&(_, c, _)) = vocab::COLOUR_WORDS.iter().find(|(v, _, _)| *v == w)
                        && !readings.contains(&c)
                    {
                        readings.push(c);
                    }
                }
                let first = readings.first().copied().unwrap_or(Colour::Orange);
                if readings.len() > 1 {
                    self.colour_abbreviations
                        .borrow_mut()
                        .push(ColourAbbreviation {
                            span: t.span,
                            readings,
                        });
                }
                first
            }
            ColourLookup::Unknown => {
                let help = if t.text.chars().nth(1).is_none() {
                    format!(
                        "write more letters of a colour: {}",
                        colour_list(self.style.lang)
                    )
                } else {
                    match vocab::suggest(t.text, vocab::COLOUR_WORDS.iter().map(|w| w.0)) {
                        Some(s) => format!("did you mean `{}`?", vocab::display(s)),
                        None => {
                            format!("write one of the colours {}", colour_list(self.style.lang))
                        }
                    }
                };
                return Err(nom::Err::Failure(Stop::Fail(fail(
                    Problem::error(
                        "kamisado::syntax::unknown-colour",
                        t.span,
                        format!(
                            "expected the {role}, found `{}`, which is not a colour",
                            shown(t.text)
                        ),
                    )
                    .with_label("unknown colour")
                    .with_help(help),
                    t.span.start,
                ))));
            }
        };
        Ok(Spanned::new(c, t.span))
    }
}

// ----- the grammar (`grammar/kamisado.ebnf`), as nom parsers -----------------------------
//
// Each rule reads the text from a position, token by token (`Grammar::tokens`). A rule that
// does not apply gives `Stop::Miss` (an optional part is left out, or an `alt` tries the
// next rule); a rule that applies but is wrong gives its problem (`Stop::Fail`), which no
// combinator goes past. "On the line" means no line break before the token.

/// item = round header | entry | score line ;  (the items that start with a word)
fn word_item<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Item, Error = Stop> {
    alt((
        round_header(g).map(Item::Round),
        score_line(g).map(Item::Score),
        entry(g).map(Item::Entry),
    ))
}

/// round header = round word , round number , [ ":" ] , [ fill | "(" , fill , ")" ] ;
fn round_header<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = RoundHeader, Error = Stop> {
    round_word(g, false).flat_map(move |kw| {
        (round_number(g, kw), round_tail(g))
            .map(move |(number, tail)| tail.header(number, kw.span.join(number.span)))
    })
}

/// round header = … | round number , "." , round word , [ ":" ] , [ fill | "(" , fill , ")" ] ;
/// (`number` was read as a move number `2.`; the round word is on its line)
fn numbered_round_header<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    number: Spanned<u32>,
) -> impl Parser<&'a str, Output = RoundHeader, Error = Stop> {
    round_word(g, true).flat_map(move |kw| {
        move |i: &'a str| -> PResult<'a, RoundHeader> {
            if number.node == 0 {
                return g.bad_round(
                    number.span,
                    "bad round number `0`".to_owned(),
                    "rounds are numbered 1, 2, 3, …",
                    kw.span.end,
                );
            }
            round_tail(g)
                .map(|tail| tail.header(number, number.span.join(kw.span)))
                .parse(i)
        }
    })
}

/// What follows a round header's number: `[ ":" ] , [ fill | "(" , fill , ")" ]`.
struct RoundTail {
    colon: Option<Span>,
    fill: Option<Spanned<Fill>>,
}

impl RoundTail {
    /// The header of round `number`, whose words before the tail cover `span`.
    fn header(self, number: Spanned<u32>, span: Span) -> RoundHeader {
        let span = self.colon.map_or(span, |c| span.join(c));
        RoundHeader {
            number,
            fill: self.fill,
            span: self.fill.map_or(span, |f| span.join(f.span)),
        }
    }
}

/// [ ":" ] , [ fill | "(" , fill , ")" ] ;  (on the line of the round number; without
/// parentheses, a colour word there starts an entry and ends the header)
fn round_tail<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = RoundTail, Error = Stop> {
    (
        opt(punct(g, ":")),
        opt(alt((
            (punct(g, "("), fill(g, true), close_paren(g))
                .map(|(open, f, close)| Spanned::new(f.node, open.join(close))),
            fill(g, false),
        ))),
    )
        .map(|(colon, fill)| RoundTail { colon, fill })
}

/// round word = "round" | "manche" | "runde" ;  (`same_line`: on the line)
fn round_word<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    same_line: bool,
) -> impl Parser<&'a str, Output = Tok<'a>, Error = Stop> {
    move |i: &'a str| {
        g.tokens
            .next_if(i, |t| is_round_word(t) && !(same_line && t.newline_before))
    }
}

/// round number = digit , { digit } ;  (on the line of the round word `kw`; 1 to 9
/// digits, not 0)
fn round_number<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    kw: Tok<'a>,
) -> impl Parser<&'a str, Output = Spanned<u32>, Error = Stop> {
    move |i: &'a str| -> PResult<'a, Spanned<u32>> {
        let (rest, n) = g.tokens.next(i);
        if n.kind != Kind::Number || n.newline_before {
            let (span, found) = g.found(&n, kw.span.end);
            return g.bad_round(
                span,
                format!(
                    "expected the round number after `{}`, found {found}",
                    kw.text
                ),
                "round number expected",
                n.span.start,
            );
        }
        match n.text.parse::<u32>() {
            Ok(v) if v >= 1 && n.text.len() <= 9 => Ok((rest, Spanned::new(v, n.span))),
            _ => g.bad_round(
                n.span,
                format!("bad round number `{}`", shown(n.text)),
                "rounds are numbered 1, 2, 3, …",
                n.span.end,
            ),
        }
    }
}

/// fill = fill left | fill right ;
/// fill left = "from" , "left" | "left" | "par" , [ "la" ] , "gauche" | "gauche"
///           | "von" , "links" | "links" ;  (and fill right alike)
/// Outside parentheses (`in_parens == false`) the fill is left out when no word follows
/// on the line, or when a colour word follows (an entry on the line of the header).
fn fill<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    in_parens: bool,
) -> impl Parser<&'a str, Output = Spanned<Fill>, Error = Stop> {
    move |i: &'a str| -> PResult<'a, Spanned<Fill>> {
        let after = g.tokens.offset(i);
        let (rest, w) = g.tokens.next(i);
        if !in_parens && (w.kind != Kind::Word || w.newline_before) {
            return miss();
        }
        let word = |t: &Tok<'_>, folded: &str| t.kind == Kind::Word && vocab::is(t.text, folded);
        if let Some(&(_, f)) = vocab::FILL_WORDS.iter().find(|(fw, _)| word(&w, fw)) {
            return Ok((rest, Spanned::new(f, w.span)));
        }
        let par = word(&w, "par");
        let sides = if word(&w, "from") {
            [("left", Fill::Left), ("right", Fill::Right)]
        } else if word(&w, "von") {
            [("links", Fill::Left), ("rechts", Fill::Right)]
        } else if par {
            [("gauche", Fill::Left), ("droite", Fill::Right)]
        } else if !in_parens && g.is_colour(&w) {
            // An entry follows on the same line.
            return miss();
        } else {
            let (span, found) = g.found(&w, after);
            return g.bad_round(
                span,
                format!("expected the fill direction, found {found}"),
                "not a fill direction",
                w.span.end,
            );
        };
        let on_line = |t: &Tok<'_>, text: &str| word(t, text) && !t.newline_before;
        let mut next = g.after(&w);
        if par && on_line(&next, "la") {
            next = g.after(&next);
        }
        match sides.iter().find(|(side, _)| on_line(&next, side)) {
            Some(&(_, f)) => Ok((
                g.tokens.rest(next.span.end),
                Spanned::new(f, w.span.join(next.span)),
            )),
            None => {
                let (span, found) = g.found(&next, w.span.end);
                g.bad_round(
                    span,
                    format!(
                        "expected `{}` or `{}` after `{}`, found {found}",
                        sides[0].0, sides[1].0, w.text
                    ),
                    "fill side expected",
                    next.span.end.max(w.span.end),
                )
            }
        }
    }
}

/// A one-character token `text` on the line (`:` or `(`).
fn punct<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    text: &'static str,
) -> impl Parser<&'a str, Output = Span, Error = Stop> {
    move |i: &'a str| {
        g.tokens
            .next_if(i, |t| {
                t.kind == Kind::Other && t.text == text && !t.newline_before
            })
            .map(|(rest, t)| (rest, t.span))
    }
}

/// The `)` after a fill in parentheses, on its line.
fn close_paren<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Span, Error = Stop> {
    move |i: &'a str| -> PResult<'a, Span> {
        let after = g.tokens.offset(i);
        match punct(g, ")").parse(i) {
            Err(nom::Err::Error(_)) => {
                let (_, close) = g.tokens.next(i);
                let (span, found) = g.found(&close, after);
                g.bad_round(
                    span,
                    format!("expected `)` after the fill direction, found {found}"),
                    "`)` expected",
                    close.span.start.max(after),
                )
            }
            read => read,
        }
    }
}

/// score line = score word , [ ":" ] , points , ( "-" | "–" | ":" ) , points ;
fn score_line<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = ScoreLine, Error = Stop> {
    score_word(g).flat_map(move |kw| {
        (
            opt(score_punct(g, &[":"])),
            points(g, "Black's points", Some(kw.span.end)),
            score_dash(g),
            points(g, "White's points", None),
        )
            .map(move |(_, black, (), white)| ScoreLine {
                black,
                white,
                span: kw.span.join(white.span),
            })
    })
}

/// score word = "score" | "points" | "stand" | "punkte" ;
fn score_word<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Tok<'a>, Error = Stop> {
    move |i: &'a str| g.tokens.next_if(i, is_score_word)
}

/// One of the one-character tokens `texts` (on any line).
fn score_punct<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    texts: &'static [&'static str],
) -> impl Parser<&'a str, Output = Span, Error = Stop> {
    move |i: &'a str| {
        g.tokens
            .next_if(i, |t| t.kind == Kind::Other && texts.contains(&t.text))
            .map(|(rest, t)| (rest, t.span))
    }
}

/// ( "-" | "–" | ":" ) between the two scores.
fn score_dash<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = (), Error = Stop> {
    move |i: &'a str| -> PResult<'a, ()> {
        let after = g.tokens.offset(i);
        match score_punct(g, &["-", "–", ":"]).parse(i) {
            Ok((rest, _)) => Ok((rest, ())),
            Err(_) => {
                let (_, dash) = g.tokens.next(i);
                let (span, found) = g.found(&dash, after);
                bad_score(
                    span,
                    format!("expected `-` between the two scores, found {found}"),
                    dash.span.start.max(after),
                )
            }
        }
    }
}

/// points = digit , { digit } ;  (up to 9 digits; `what` for the message, which labels
/// a missing number after `after`, else after what came before)
fn points<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    what: &'static str,
    after: Option<usize>,
) -> impl Parser<&'a str, Output = Spanned<u32>, Error = Stop> {
    move |i: &'a str| -> PResult<'a, Spanned<u32>> {
        let after = after.unwrap_or_else(|| g.tokens.offset(i));
        let (rest, t) = g.tokens.next(i);
        if t.kind == Kind::Number && t.text.len() <= 9 {
            return match t.text.parse() {
                Ok(v) => Ok((rest, Spanned::new(v, t.span))),
                Err(_) => bad_score(t.span, "bad number".into(), t.span.end),
            };
        }
        let (span, found) = g.found(&t, after);
        bad_score(
            span,
            format!("expected {what}, found {found}"),
            t.span.start.max(after),
        )
    }
}

/// `kamisado::syntax::bad-score`, resuming at `resume`.
fn bad_score<'a, O>(span: Span, msg: String, resume: usize) -> PResult<'a, O> {
    failure(
        Problem::error("kamisado::syntax::bad-score", span, msg)
            .with_label("bad score")
            .with_help("write the score after a round as `Score: 1-0`: Black's points, a dash (or a colon), White's points"),
        resume,
    )
}

/// entry = segment , [ "+" , segment , [ "+" , segment ] ] ;  (a fourth segment is an
/// error)
fn entry<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Entry, Error = Stop> {
    (
        segment(g),
        opt((
            preceded(plus(g), segment(g)),
            opt((preceded(plus(g), segment(g)), opt(fourth_segment(g)))),
        )),
    )
        .map(|(first, more)| {
            let mut segments = Segments::new();
            segments.push(first);
            if let Some((second, third)) = more {
                segments.push(second);
                if let Some((third, _)) = third {
                    segments.push(third);
                }
            }
            let end = segments.last().map_or(first.span.end, |s| s.span.end);
            Entry {
                segments,
                span: Span::new(first.span.start, end),
            }
        })
}

/// A `+` and a fourth segment: `kamisado::syntax::too-many-pushed`.
fn fourth_segment<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = (), Error = Stop> {
    move |i: &'a str| -> PResult<'a, ()> {
        let (_, (p, seg)) = (plus(g), segment(g)).parse(i)?;
        failure(
            Problem::error(
                "kamisado::syntax::too-many-pushed",
                p.join(seg.span),
                "an oshi pushes at most 3 towers, this entry lists a fourth",
            )
            .with_label("fourth pushed tower")
            .with_help(format!(
                "list only the pushed towers, front first, at most 3 (`{}`)",
                g.pushed_example()
            )),
            seg.span.end,
        )
    }
}

/// `+`, joining the segments of a pushed entry.
fn plus<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Span, Error = Stop> {
    move |i: &'a str| {
        g.tokens
            .next_if(i, |t| t.kind == Kind::Plus)
            .map(|(rest, t)| (rest, t.span))
    }
}

/// segment = tower , action , landing ;
fn segment<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Segment, Error = Stop> {
    tower(g).flat_map(move |(tower, t)| {
        (action(g), landing(g, t)).map(move |(action, landing)| Segment {
            tower,
            action,
            landing,
            span: tower.span.join(landing.span),
        })
    })
}

/// tower = colour ;  (a word: the first of an entry, or the next pushed tower after `+`)
fn tower<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = (Spanned<Colour>, Tok<'a>), Error = Stop> {
    move |i: &'a str| -> PResult<'a, (Spanned<Colour>, Tok<'a>)> {
        let after = g.tokens.offset(i);
        let (rest, t) = g.tokens.next(i);
        if t.kind != Kind::Word {
            let (span, found) = g.found(&t, after);
            return failure(
                Problem::error(
                    "kamisado::syntax::unexpected",
                    span,
                    format!(
                        "expected the colour of the next pushed tower after `+`, found {found}"
                    ),
                )
                .with_label("tower colour expected")
                .with_help(format!(
                    "after `+` write the next pushed tower: `{}`",
                    g.pushed_example()
                )),
                t.span.start.max(after),
            );
        }
        let c = g.colour(&t, "tower colour")?;
        Ok((rest, (c, t)))
    }
}

/// landing = colour ;  (a word that does not start the next entry; `tower` is the
/// segment's tower, for the help)
fn landing<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    tower: Tok<'a>,
) -> impl Parser<&'a str, Output = Spanned<Colour>, Error = Stop> {
    move |i: &'a str| -> PResult<'a, Spanned<Colour>> {
        let action_end = g.tokens.offset(i);
        let (rest, l) = g.tokens.next(i);
        if l.kind == Kind::Word && !is_keyword(&l) {
            let c = g.colour(&l, "landing colour")?;
            let next = g.after(&l);
            if !(g.is_direction_start(&next) || is_zero(&next)) {
                return Ok((rest, c));
            }
        }
        let (span, found) = if l.kind == Kind::Word {
            (
                Span::point(action_end),
                format!("the next entry `{}`", shown(l.text)),
            )
        } else {
            g.found(&l, action_end)
        };
        failure(
            Problem::error(
                "kamisado::syntax::expected-landing",
                span,
                format!("expected the colour of the landing square, found {found}"),
            )
            .with_label("landing colour missing")
            .with_help(format!(
                "end the entry with the colour of the square the tower stopped on: `{} {} {}`",
                shown(tower.text),
                &g.src()[Span::new(tower.span.end, action_end).range()].trim(),
                colour_name(Colour::Blue, g.style.lang)
            )),
            l.span.start.max(action_end),
        )
    }
}

/// action = direction , distance | "0" ;  (on the line of the tower)
fn action<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Action, Error = Stop> {
    alt((
        blocked(g),
        direction(g)
            .flat_map(move |dir| distance(g, dir).map(move |dist| Action::Step { dir, dist })),
    ))
}

/// "0": a blocked tower, on the line.
fn blocked<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Action, Error = Stop> {
    move |i: &'a str| {
        g.tokens
            .next_if(i, |t| is_zero(t) && !t.newline_before)
            .map(|(rest, t)| (rest, Action::Blocked { zero: t.span }))
    }
}

/// direction = straight | left | right | back | direction prefix ;  (on the line; `tout`,
/// `-`, `droit` is straight, bare `droit` an error; a prefix of several directions reads
/// as the first, its readings kept for the replay)
fn direction<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
) -> impl Parser<&'a str, Output = Spanned<Direction>, Error = Stop> {
    move |i: &'a str| -> PResult<'a, Spanned<Direction>> {
        let after = g.tokens.offset(i);
        let (rest, t) = g.tokens.next(i);
        let expected = |extra: &str| {
            let (span, found) = g.found(&t, after);
            failure(
                Problem::error(
                    "kamisado::syntax::expected-direction",
                    span,
                    format!("expected a direction after the tower colour, found {found}"),
                )
                .with_label("direction expected")
                .with_help(format!(
                    "{extra}write the direction and the distance: {}, or `0` for a blocked tower",
                    g.direction_examples()
                )),
                t.span.start.max(after),
            )
        };
        if t.newline_before {
            return expected("");
        }
        match t.kind {
            Kind::Arrow(d) => Ok((rest, Spanned::new(d, t.span))),
            Kind::Word if vocab::is(t.text, "tout") => {
                let mut n = g.after(&t);
                if n.kind == Kind::Other && n.text == "-" {
                    n = g.after(&n);
                }
                if n.kind == Kind::Word && !n.newline_before && vocab::is(n.text, "droit") {
                    Ok((
                        g.tokens.rest(n.span.end),
                        Spanned::new(Direction::Straight, t.span.join(n.span)),
                    ))
                } else {
                    expected("`Tout` must be followed by `droit` (`Tout droit`); ")
                }
            }
            Kind::Word if vocab::is(t.text, "droit") => failure(
                Problem::error(
                    "kamisado::syntax::ambiguous-direction",
                    t.span,
                    format!("`{}` could mean straight ahead or diagonally right", t.text),
                )
                .with_label("ambiguous direction")
                .with_help("write `Devant (↑)` (or `Tout droit`) for straight ahead, or `Droite (↗)` for diagonally right"),
                t.span.start,
            ),
            Kind::Word => {
                let readings = vocab::direction_readings(t.text, g.style.lang);
                if let Some(d) = readings.iter().next() {
                    if readings.len() > 1 {
                        // Settled by legality when the record is replayed.
                        g.abbreviations.borrow_mut().push(Abbreviation {
                            span: t.span,
                            readings,
                        });
                    }
                    return Ok((rest, Spanned::new(d, t.span)));
                }
                let extra = match vocab::suggest(
                    t.text,
                    vocab::DIRECTION_WORDS
                        .iter()
                        .map(|w| w.0)
                        .filter(|w| w.len() > 2),
                ) {
                    Some(s) => format!("did you mean `{}`? Otherwise ", vocab::display(s)),
                    None if g.is_colour(&t) => "the direction and distance are missing; ".to_owned(),
                    None => String::new(),
                };
                expected(&extra)
            }
            Kind::Number => expected("a distance needs a direction before it; "),
            _ => expected(""),
        }
    }
}

/// distance = "1" | … | "7" ;  (on the line, right after the direction `dir`)
fn distance<'a, L: Lexes<Kind>>(
    g: &Grammar<'a, L>,
    dir: Spanned<Direction>,
) -> impl Parser<&'a str, Output = Spanned<u8>, Error = Stop> {
    move |i: &'a str| -> PResult<'a, Spanned<u8>> {
        let (rest, n) = g.tokens.next(i);
        if n.kind != Kind::Number || n.newline_before {
            let (span, found) = g.found(&n, dir.span.end);
            let d = &g.src()[dir.span.range()];
            let sep = if d.chars().all(char::is_alphabetic) && d.chars().count() > 1 {
                " "
            } else {
                ""
            };
            return failure(
                Problem::error(
                    "kamisado::syntax::expected-distance",
                    span,
                    format!("expected the number of squares after the direction, found {found}"),
                )
                .with_label("distance expected")
                .with_help(format!(
                    "write how many squares the tower moved right after the direction, e.g. `{d}{sep}3`"
                )),
                n.span.start.max(dir.span.end),
            );
        }
        let value = if n.text.len() <= 2 {
            n.text.parse::<u8>().ok()
        } else {
            None
        };
        match value {
            Some(v) if (1..=MAX_DISTANCE).contains(&v) => Ok((rest, Spanned::new(v, n.span))),
            _ => failure(
                Problem::error(
                    "kamisado::syntax::bad-distance",
                    n.span,
                    format!("a tower moves 1 to {MAX_DISTANCE} squares, not {}", shown(n.text)),
                )
                .with_label(format!("must be 1 to {MAX_DISTANCE}"))
                .with_help(if is_zero(&n) {
                    format!(
                        "for a blocked tower write `0` alone, without a direction: `{}`",
                        g.example(Colour::Green, None, Colour::Pink)
                    )
                } else {
                    format!("the board has 8 rows, so a distance is 1 to {MAX_DISTANCE}; check the count of squares")
                }),
                n.span.end,
            ),
        }
    }
}

// ----- the recovery loop -----------------------------------------------------------------

/// `kamisado::syntax::unexpected` at the token `t`.
fn unexpected(t: &Tok<'_>, what: &str, help: &str) -> Fail {
    parse::unexpected_at("kamisado::syntax::unexpected", t, what, help)
}

struct RecordParser<'a, L> {
    g: Grammar<'a, L>,
    b: Body<'a, Item>,
    /// Lower-case tag keys seen so far and their index in `b.tags`.
    tag_keys: HashMap<compact_str::CompactString, usize>,
}

impl<'a, L: Lexes<Kind>> RecordParser<'a, L> {
    fn run(&mut self) {
        loop {
            let g = &self.g;
            let src = g.src();
            let t = g.tokens.at(self.b.pos);
            let start = t.span.start;
            let read = match t.kind {
                Kind::Eof => break,
                Kind::Open if t.text == "[" => {
                    self.tag(t);
                    continue;
                }
                Kind::Open => {
                    self.b.comment(t.span.start);
                    continue;
                }
                Kind::Number => match Cursor::new(src, start).move_number() {
                    // `2. Runde von links`
                    Some(m) => {
                        let read = match m.ellipsis {
                            None => numbered_round_header(g, m.number)
                                .map(Item::Round)
                                .parse(g.tokens.rest(m.span.end)),
                            Some(_) => miss(),
                        };
                        if let Err(nom::Err::Error(Stop::Miss)) = read {
                            self.b.move_number(m);
                            continue;
                        }
                        read
                    }
                    None => Err(nom::Err::Failure(Stop::Fail(unexpected(
                        &t,
                        "a number on its own",
                        &format!(
                            "write a move number with a dot (`12.`), or a distance right after its direction (`{}`)",
                            write_step(Direction::Right, 3, &g.style)
                        ),
                    )))),
                },
                Kind::Ellipsis => {
                    self.b.push(Item::Ellipsis(t.span));
                    self.b.pos = t.span.end;
                    continue;
                }
                Kind::Word => word_item(g).parse(g.tokens.rest(self.b.pos)),
                Kind::Plus => Err(nom::Err::Failure(Stop::Fail(unexpected(
                    &t,
                    "a `+` with no entry before it",
                    &format!(
                        "`+` joins the towers of one pushed entry: `{}`",
                        g.pushed_example()
                    ),
                )))),
                Kind::Arrow(_) => Err(nom::Err::Failure(Stop::Fail(unexpected(
                    &t,
                    "a direction with no tower before it",
                    &format!(
                        "an entry starts with the tower's colour: `{}`",
                        g.red_blue()
                    ),
                )))),
                Kind::Other => Err(nom::Err::Failure(Stop::Fail(unexpected(
                    &t,
                    "a character that cannot start an entry",
                    &format!(
                        "an entry reads `{}`; write remarks inside `{{ }}` or after `;`",
                        g.red_blue()
                    ),
                )))),
            };
            // An entry, a round header or a score line read (where reading goes on), or its
            // problem: reading resumes at the next token that can begin an item (after
            // `start`).
            let read = parse::finish(src, read, || {
                unexpected(&t, "a word that does not start an item", &g.red_blue())
            });
            let read = read.map(|(end, item)| {
                self.b.pos = end;
                item
            });
            self.b.close(start, read, |from| {
                parse::resync(src, from, start, lex_one, |s| g.is_sync(s))
            });
        }
    }

    fn tag(&mut self, t: Tok<'a>) {
        let Some(raw) = self.b.read_tag(t.span.start) else {
            return;
        };
        if self.b.seen_body {
            self.b.problems.push(
                Problem::error("kamisado::syntax::unexpected", raw.span, "a tag after the moves")
                    .with_label("tag after the moves")
                    .with_help("put every tag before the first move; a tag block after the moves starts a new record (read the file with `parse_all`)"),
            );
            self.b.items.push(Item::Invalid(raw.span));
            return;
        }
        let key = raw.key.node.to_ascii_lowercase();
        if let Some(&first) = self.tag_keys.get(&key) {
            let first: &Tag = &self.b.tags[first];
            self.b.problems.push(header::duplicate_tag(
                first.span,
                raw.key.span,
                &raw.key.node,
            ));
        } else {
            self.tag_keys.insert(key, self.b.tags.len());
            self.b.tags.push(raw);
        }
    }
}

/// Read one record. Spans are byte offsets into `text`. Every syntax problem is reported;
/// bad stretches become [`Item::Invalid`].
pub fn parse(text: &str) -> (Record, Vec<Problem>) {
    parse_range(text, Span::new(0, text.len()))
}

/// Read every record of a text (see [`header::split_records`]). Spans are byte offsets into
/// the whole `text`.
pub fn parse_all(text: &str) -> Vec<(Record, Vec<Problem>)> {
    header::read_all(text, parse_range)
}

/// Read the record at `span` of `text` (one of [`header::split_records`]'s spans). Spans
/// are byte offsets into the whole `text`.
pub fn parse_range(text: &str, span: Span) -> (Record, Vec<Problem>) {
    let (src, pos, span) = header::record_range(text, span);
    let style = detect(text, span);
    let mut p = RecordParser {
        g: Grammar {
            tokens: parse::Tokens::new(src, lex_one),
            style,
            abbreviations: RefCell::default(),
            colour_abbreviations: RefCell::default(),
        },
        b: Body::new(src, pos),
        tag_keys: HashMap::new(),
    };
    p.run();
    let (tags, items, problems) = p.b.finish();
    let record = Record {
        tags,
        items,
        span,
        head: Head {
            notation: style,
            abbreviations: p.g.abbreviations.into_inner(),
            colour_abbreviations: p.g.colour_abbreviations.into_inner(),
        },
    };
    (record, problems)
}

/// The match length a `[Match "…"]` value names (any case, accents optional), if any.
pub fn match_kind_of(value: &str) -> Option<MatchKind> {
    let v = value.trim();
    let kinds = [
        ("simple", MatchKind::Simple),
        ("einfach", MatchKind::Simple),
        ("standard", MatchKind::Standard),
        ("long", MatchKind::Long),
        ("longue", MatchKind::Long),
        ("lang", MatchKind::Long),
        ("marathon", MatchKind::Marathon),
    ];
    kinds.iter().find(|(w, _)| vocab::is(v, w)).map(|&(_, k)| k)
}

/// The match length from the `[Match "…"]` tag; no tag means a simple match. Accepts
/// simple, standard, long, marathon (French longue, German lang and einfach), any case.
#[allow(clippy::result_large_err)] // once per record
pub fn match_kind(record: &Record) -> Result<MatchKind, Problem> {
    let Some(tag) = record.tag("Match") else {
        return Ok(MatchKind::Simple);
    };
    let v = tag.value.node.trim();
    match_kind_of(v).ok_or_else(|| {
            Problem::error(
                "kamisado::syntax::bad-match",
                tag.value.span,
                format!("unknown match length `{}`", shown(v)),
            )
            .with_label("not a match length")
            .with_help("write simple (1 point), standard (3), long (7) or marathon (15); French `longue` and German `lang` work too")
        })
}

// ===== writer ==========================================================================

/// The language of the words the writer uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English: `Red`, `Round`, `Straight`.
    #[default]
    En,
    /// French: `Rouge`, `Manche`, `Devant`.
    Fr,
    /// German: `Rot`, `Runde`, `Geradeaus`.
    De,
}

/// How the writer shows directions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ArrowStyle {
    /// `↑3 ↖3 ↗3 ↓1`.
    #[default]
    Arrows,
    /// `Straight 3`, `Gauche 3`, `Rechts 3`.
    Words,
    /// `^3 <3 >3 v1`.
    Ascii,
}

/// The writer's language and direction style.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Style {
    /// The language of colours, round headers and direction words.
    pub lang: Lang,
    /// Arrows, words or ASCII for the directions.
    pub arrows: ArrowStyle,
}

impl Style {
    /// The canonical style: English with arrows.
    pub const ENGLISH_ARROWS: Style = Style {
        lang: Lang::En,
        arrows: ArrowStyle::Arrows,
    };
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    /// `en`, `fr`, `de` (as `--lang` takes them).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

impl ArrowStyle {
    pub const ALL: [ArrowStyle; 3] = [ArrowStyle::Arrows, ArrowStyle::Words, ArrowStyle::Ascii];

    /// `arrows`, `words`, `ascii` (as `--style` takes them).
    pub const fn code(self) -> &'static str {
        match self {
            ArrowStyle::Arrows => "arrows",
            ArrowStyle::Words => "words",
            ArrowStyle::Ascii => "ascii",
        }
    }

    pub fn from_code(code: &str) -> Option<ArrowStyle> {
        ArrowStyle::ALL.into_iter().find(|a| a.code() == code)
    }
}

/// A colour's name in a language.
pub fn colour_name(c: Colour, lang: Lang) -> &'static str {
    let names = match lang {
        Lang::En => [
            "Orange", "Blue", "Purple", "Pink", "Yellow", "Red", "Green", "Brown",
        ],
        Lang::Fr => [
            "Orange", "Bleu", "Violet", "Rose", "Jaune", "Rouge", "Vert", "Marron",
        ],
        Lang::De => [
            "Orange", "Blau", "Lila", "Rosa", "Gelb", "Rot", "Grün", "Braun",
        ],
    };
    names[c.index()]
}

/// A direction as the style writes it (without the distance).
pub fn direction_name(d: Direction, style: &Style) -> &'static str {
    let i = match d {
        Direction::Straight => 0,
        Direction::Left => 1,
        Direction::Right => 2,
        Direction::Back => 3,
    };
    let names = match (style.arrows, style.lang) {
        (ArrowStyle::Arrows, _) => ["↑", "↖", "↗", "↓"],
        (ArrowStyle::Ascii, _) => ["^", "<", ">", "v"],
        (ArrowStyle::Words, Lang::En) => ["Straight", "Left", "Right", "Back"],
        (ArrowStyle::Words, Lang::Fr) => ["Devant", "Gauche", "Droite", "Arrière"],
        (ArrowStyle::Words, Lang::De) => ["Geradeaus", "Links", "Rechts", "Zurück"],
    };
    names[i]
}

/// A direction and distance as the style writes them: `↗3`, `Droite 3`, `>3`.
pub fn write_step(dir: Direction, dist: u8, style: &Style) -> String {
    let sep = if style.arrows == ArrowStyle::Words {
        " "
    } else {
        ""
    };
    format!("{}{sep}{dist}", direction_name(dir, style))
}

/// One move as a sheet writes it: the tower, its step (`None`: a blocked `0`) and the
/// landing colour: `Red ↗3 Blue`, `Marron Devant 4 Jaune`, `Grün 0 Rosa`. Every entry the
/// writer prints and every entry quoted in a help text is written by this function.
pub fn write_move(
    tower: Colour,
    step: Option<(Direction, u8)>,
    landing: Colour,
    style: &Style,
) -> String {
    let action = match step {
        None => "0".to_owned(),
        Some((d, n)) => write_step(d, n, style),
    };
    format!(
        "{} {action} {}",
        colour_name(tower, style.lang),
        colour_name(landing, style.lang)
    )
}

/// One segment: `Red ↗3 Blue`, `Rouge Droite 3 Bleu`, `Green 0 Pink`.
pub fn write_segment(segment: &Segment, style: &Style) -> String {
    let step = match segment.action {
        Action::Blocked { .. } => None,
        Action::Step { dir, dist } => Some((dir.node, dist.node)),
    };
    write_move(segment.tower.node, step, segment.landing.node, style)
}

/// A pushed entry for help texts: each pushed tower `↓1` onto its colour, joined by ` + `.
pub fn write_pushed(pushed: &[(Colour, Colour)], style: &Style) -> String {
    pushed
        .iter()
        .map(|&(tower, onto)| write_move(tower, Some((Direction::Back, 1)), onto, style))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The colours in a language, for help texts: `Orange, Bleu, Violet, …`.
pub fn colour_names(lang: Lang) -> String {
    Colour::ALL
        .iter()
        .map(|&c| colour_name(c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One entry: its segments joined by ` + `.
pub fn write_entry(entry: &Entry, style: &Style) -> String {
    let parts: Vec<String> = entry
        .segments
        .iter()
        .map(|s| write_segment(s, style))
        .collect();
    parts.join(" + ")
}

/// A round header: `Round 2 from left`, `Manche 2 par la gauche`, `Runde 2 von links`.
pub fn write_round(header: &RoundHeader, style: &Style) -> String {
    write_round_header(header.number.node, header.fill.map(|f| f.node), style)
}

/// A round header from its number and fill, in the style's language (for help texts too).
pub fn write_round_header(number: u32, fill: Option<Fill>, style: &Style) -> String {
    // The round word of each language and its two fills (left, right).
    let (word, left, right) = match style.lang {
        Lang::En => ("Round", "from left", "from right"),
        Lang::Fr => ("Manche", "par la gauche", "par la droite"),
        Lang::De => ("Runde", "von links", "von rechts"),
    };
    match fill {
        Some(Fill::Left) => format!("{word} {number} {left}"),
        Some(Fill::Right) => format!("{word} {number} {right}"),
        None => format!("{word} {number}"),
    }
}

/// A line of the written body.
enum Line {
    /// A move line: its number and Black's and White's cells (an entry or `...`, with any
    /// comments written next to them).
    Move {
        number: Option<u32>,
        cells: [String; 2],
        filled: usize,
    },
    Text(String),
    Blank,
}

fn push_cell(cell: &mut String, text: &str) {
    if !cell.is_empty() {
        cell.push(' ');
    }
    cell.push_str(text);
}

/// The record in the canonical layout: tags, a blank line, then the body with round
/// headers on their own lines and numbered pairs `1. <black> <white>` in aligned columns.
/// Which entry is Black's follows the record's own layout: after a move number Black's
/// entry comes first unless an ellipsis stands in its place; unnumbered entries are
/// paired in sequence. Comments stay where they were; [`Item::Invalid`] text (which has
/// no meaning) is left out.
pub fn write_record(record: &Record, style: &Style) -> String {
    write_with(record, Words::Styled(style))
}

/// The canonical layout of [`write_record`], but every entry and round header exactly as
/// written in `source` (the text `record` was parsed from): re-layout without translating.
pub fn write_record_verbatim(record: &Record, source: &str) -> String {
    write_with(record, Words::Verbatim(source))
}

/// How entries and round headers are worded by the writer.
#[derive(Clone, Copy)]
enum Words<'a> {
    /// In a language and style.
    Styled(&'a Style),
    /// As written in this source text.
    Verbatim(&'a str),
}

impl Words<'_> {
    fn entry(self, e: &Entry) -> String {
        match self {
            Words::Styled(style) => write_entry(e, style),
            Words::Verbatim(src) => src.get(e.span.range()).unwrap_or_default().to_owned(),
        }
    }

    fn round(self, h: &RoundHeader) -> String {
        match self {
            Words::Styled(style) => write_round(h, style),
            Words::Verbatim(src) => src.get(h.span.range()).unwrap_or_default().to_owned(),
        }
    }
}

fn write_with(record: &Record, words: Words<'_>) -> String {
    let mut out = String::new();
    for t in &record.tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    let mut lines: Vec<Line> = Vec::new();
    let mut open: Option<Line> = None;
    let flush = |lines: &mut Vec<Line>, open: &mut Option<Line>| {
        if let Some(l) = open.take() {
            lines.push(l);
        }
    };
    for item in &record.items {
        match item {
            Item::MoveNumber(n) => {
                flush(&mut lines, &mut open);
                open = Some(Line::Move {
                    number: Some(n.node),
                    cells: Default::default(),
                    filled: 0,
                });
            }
            Item::Ellipsis(_) | Item::Entry(_) => {
                let text = match item {
                    Item::Entry(e) => words.entry(e),
                    _ => "...".to_owned(),
                };
                if !matches!(open, Some(Line::Move { filled, .. }) if filled < 2) {
                    flush(&mut lines, &mut open);
                    open = Some(Line::Move {
                        number: None,
                        cells: Default::default(),
                        filled: 0,
                    });
                }
                if let Some(Line::Move { cells, filled, .. }) = &mut open {
                    push_cell(&mut cells[*filled], &text);
                    *filled += 1;
                }
            }
            Item::Comment(c) => {
                let text = header::write_comment(&c.node);
                match &mut open {
                    Some(Line::Move { cells, filled, .. }) => {
                        push_cell(&mut cells[filled.saturating_sub(1)], &text);
                        if header::comment_ends_line(&c.node) {
                            flush(&mut lines, &mut open);
                        }
                    }
                    _ => lines.push(Line::Text(text)),
                }
            }
            Item::Round(h) => {
                flush(&mut lines, &mut open);
                if !lines.is_empty() {
                    lines.push(Line::Blank);
                }
                lines.push(Line::Text(words.round(h)));
            }
            Item::Score(s) => {
                flush(&mut lines, &mut open);
                lines.push(Line::Text(format!(
                    "Score: {}-{}",
                    s.black.node, s.white.node
                )));
            }
            Item::Invalid(_) => {}
        }
    }
    flush(&mut lines, &mut open);

    let width = |s: &str| s.chars().count();
    let mut num_w = 0;
    let mut black_w = 0;
    for l in &lines {
        if let Line::Move { number, cells, .. } = l {
            num_w = num_w.max(number.map_or(0, |n| n.to_string().len() + 1));
            if !cells[1].is_empty() {
                black_w = black_w.max(width(&cells[0]));
            }
        }
    }
    if !record.tags.is_empty() && !lines.is_empty() {
        out.push('\n');
    }
    for l in &lines {
        match l {
            Line::Move { number, cells, .. } => {
                let mut s = String::new();
                if num_w > 0 {
                    let n = number.map_or(String::new(), |n| format!("{n}."));
                    s.push_str(&format!("{n:<num_w$} "));
                }
                s.push_str(&cells[0]);
                if !cells[1].is_empty() {
                    let pad = black_w.saturating_sub(width(&cells[0]));
                    s.extend(std::iter::repeat_n(' ', pad + 2));
                    s.push_str(&cells[1]);
                }
                out.push_str(s.trim_end());
            }
            Line::Text(t) => out.push_str(t),
            Line::Blank => {}
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(text: &str) -> Record {
        let (r, p) = parse(text);
        assert!(p.is_empty(), "{text}: {p:#?}");
        r
    }

    fn one_problem(text: &str) -> Problem {
        let (_, p) = parse(text);
        assert_eq!(p.len(), 1, "{text}: {p:#?}");
        p.into_iter().next().unwrap()
    }

    #[test]
    fn entries_in_every_style() {
        let arrows = Style::default();
        for text in [
            "Red ↗3 Blue",
            "red >3 blue",
            "Rouge Droite 3 Bleu",
            "Rot Rechts 3 Blau",
            "Rot ↗ 3 Blau",
            "Re right3 bl",
            "RED RIGHT 3 BLUE",
        ] {
            let r = ok(text);
            let e = r.entries().next().unwrap();
            assert_eq!(write_entry(e, &arrows), "Red ↗3 Blue", "{text}");
        }
        let r = ok("Grün 0 Rosa");
        assert_eq!(
            write_entry(
                r.entries().next().unwrap(),
                &Style {
                    lang: Lang::De,
                    arrows: ArrowStyle::Ascii
                }
            ),
            "Grün 0 Rosa"
        );
        let r = ok("Blue v1 Green + Yellow Zurück 1 Pink + Red ↓1 Gruen");
        let e = r.entries().next().unwrap();
        assert!(e.is_pushed());
        assert_eq!(
            write_entry(e, &arrows),
            "Blue ↓1 Green + Yellow ↓1 Pink + Red ↓1 Green"
        );
        let r = ok("Violet Tout droit 2 Jaune  Jaune tout-droit 1 Rose Rose Arrière 1 Vert");
        let w: Vec<_> = r
            .entries()
            .map(|e| {
                write_entry(
                    e,
                    &Style {
                        lang: Lang::Fr,
                        arrows: ArrowStyle::Words,
                    },
                )
            })
            .collect();
        assert_eq!(
            w,
            [
                "Violet Devant 2 Jaune",
                "Jaune Devant 1 Rose",
                "Rose Arrière 1 Vert"
            ]
        );
    }

    #[test]
    fn spans_point_at_tokens() {
        let text = "1. Red ↗3 Blue";
        let r = ok(text);
        let e = r.entries().next().unwrap();
        let s = e.first();
        assert_eq!(&text[s.tower.span.range()], "Red");
        assert_eq!(&text[s.landing.span.range()], "Blue");
        assert_eq!(&text[e.span.range()], "Red ↗3 Blue");
        match s.action {
            Action::Step { dir, dist } => {
                assert_eq!(&text[dir.span.range()], "↗");
                assert_eq!(&text[dist.span.range()], "3");
            }
            Action::Blocked { .. } => panic!("not blocked"),
        }
        assert_eq!(
            r.items[0],
            Item::MoveNumber(Spanned::new(1, Span::new(0, 2)))
        );
    }

    #[test]
    fn detection_reads_the_first_entries() {
        let fr = "Rouge Gauche 3 Bleu ".repeat(10);
        let de = "Rot Links 3 Blau ".repeat(40);
        assert_eq!(
            detect(&(fr.clone() + &de), Span::new(0, fr.len() + de.len())),
            Style {
                lang: Lang::Fr,
                arrows: ArrowStyle::Words
            }
        );
        let text = "Runde 1 Orange ↑2 Orange Orange 0 Orange";
        assert_eq!(
            detect(text, Span::new(0, text.len())),
            Style {
                lang: Lang::De,
                arrows: ArrowStyle::Arrows
            }
        );
        let text = "Red v1 Blue  Blue <2 Pink";
        assert_eq!(
            detect(text, Span::new(0, text.len())).arrows,
            ArrowStyle::Ascii
        );
        assert_eq!(ok(text).head.notation.arrows, ArrowStyle::Ascii);
    }

    #[test]
    fn round_headers_and_scores() {
        for (text, n, fill) in [
            ("Round 1", 1, None),
            ("Round 2 from left", 2, Some(Fill::Left)),
            ("round 2 RIGHT", 2, Some(Fill::Right)),
            ("Manche 3 par la droite", 3, Some(Fill::Right)),
            ("Manche 3 gauche", 3, Some(Fill::Left)),
            ("Runde 4 von links", 4, Some(Fill::Left)),
            ("Round 5: (from right)", 5, Some(Fill::Right)),
            ("Manche 6 (par la gauche)", 6, Some(Fill::Left)),
            ("2. Runde von rechts", 2, Some(Fill::Right)),
            ("7. Round: left", 7, Some(Fill::Left)),
        ] {
            let r = ok(text);
            match &r.items[0] {
                Item::Round(h) => {
                    assert_eq!(h.number.node, n, "{text}");
                    assert_eq!(h.fill.map(|f| f.node), fill, "{text}");
                    assert_eq!(h.span, Span::new(0, text.len()), "{text}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        let r = ok("Round 1 Red ↗3 Blue\nScore: 1-0\nScore 2–3");
        assert!(matches!(r.items[1], Item::Entry(_)));
        assert!(matches!(
            r.items[2],
            Item::Score(ScoreLine {
                black: Spanned { node: 1, .. },
                white: Spanned { node: 0, .. },
                ..
            })
        ));
        assert!(matches!(
            r.items[3],
            Item::Score(ScoreLine {
                black: Spanned { node: 2, .. },
                white: Spanned { node: 3, .. },
                ..
            })
        ));
    }

    #[test]
    fn errors_have_codes_and_exact_labels() {
        // The text, its problem's code in its namespace, the token the label is on.
        let syntax = [
            ("Yelow ↗3 Blue", "unknown-colour", "Yelow"),
            ("Rouge Droit 3 Bleu", "ambiguous-direction", "Droit"),
            ("Red 3 Blue", "expected-direction", "3"),
            ("Red ↗ Blue", "expected-distance", "Blue"),
            ("Red ↗3 + Blue ↖2 Pink", "expected-landing", "+"),
            ("Red ↗9 Blue", "bad-distance", "9"),
            ("Red ↗12 Blue", "bad-distance", "12"),
            ("Red ↗0 Blue", "bad-distance", "0"),
            ("Round two", "bad-round-header", "two"),
            ("Round 2 from up", "bad-round-header", "up"),
            // `1:0` is a score (issue 13); a slash is not
            ("Score: 1/0", "bad-score", "/"),
            ("Red ↗3 Blue }", "unexpected", "}"),
        ];
        let record = [
            ("{ open", "unterminated-comment", "{"),
            ("[Event x]", "bad-tag", "x"),
        ];
        for (namespace, cases) in [
            ("kamisado::syntax::", syntax.as_slice()),
            ("record::", &record),
        ] {
            for &(text, code, bad) in cases {
                let p = one_problem(text);
                assert_eq!(p.code.strip_prefix(namespace), Some(code), "{text}");
                assert_eq!(&text[p.span.range()], bad, "{text}");
                assert!(p.help.is_some(), "{text}");
            }
        }
        let p = one_problem(
            "Red ↗3 Blue Blue ↖2 Pink\nBlue ↓1 Green + Yellow ↓1 Pink + Red ↓1 Pink + Green ↓1 Red",
        );
        assert_eq!(p.code, "kamisado::syntax::too-many-pushed");
        // missing landing at the end of a line: a point right after the distance
        let text = "Red ↗3\nBlue ↖2 Pink";
        let p = one_problem(text);
        assert_eq!(p.code, "kamisado::syntax::expected-landing");
        assert_eq!(p.span, Span::point(text.find('3').unwrap() + 1));
        let p = one_problem("[Event \"a\"]\n[event \"b\"]");
        assert_eq!(p.code, "record::duplicate-tag");
        assert_eq!(p.related[0].0, Span::new(0, 11));
    }

    #[test]
    fn colour_prefixes_of_several_colours_are_kept_for_the_replay() {
        // `Ro` is Rose or Rouge, `V` Violet or Vert (French); `V Devant` starts a tower,
        // not the ASCII `v`
        let text = "1. Vert Devant 3 Rouge  Ro Gauche 2 V  V Devant 1 Bleu";
        let (r, p) = parse(text);
        assert!(p.is_empty(), "{p:#?}");
        let spans: Vec<&str> = r
            .head
            .colour_abbreviations
            .iter()
            .map(|a| &text[a.span.range()])
            .collect();
        assert_eq!(spans, ["Ro", "V", "V"]);
        assert_eq!(
            r.head.colour_abbreviations[0].readings,
            [Colour::Pink, Colour::Red]
        );
        assert_eq!(
            r.head.colour_abbreviations[1].readings,
            [Colour::Purple, Colour::Green]
        );
        // a prefix of one colour only is no abbreviation to settle
        let (r, p) = parse("1. Vert Devant 3 Rou  Rou Gauche 2 Bleu");
        assert!(
            p.is_empty() && r.head.colour_abbreviations.is_empty(),
            "{p:#?}"
        );
    }

    #[test]
    fn recovery_keeps_going_and_covers_the_bad_text() {
        let text = "1. Red ↗ Blue  Blue ↖2 Pink\n2. Yelow ↗1 Red  Red ↑2 Green\n3. Green ↗9 Brown ~~ Brown ↖1 Orange";
        let (r, p) = parse(text);
        let codes: Vec<_> = p.iter().map(|p| p.code).collect();
        assert_eq!(
            codes,
            [
                "kamisado::syntax::expected-distance",
                "kamisado::syntax::unknown-colour",
                "kamisado::syntax::bad-distance"
            ]
        );
        let invalid: Vec<_> = r
            .items
            .iter()
            .filter_map(|i| {
                if let Item::Invalid(s) = i {
                    Some(&text[s.range()])
                } else {
                    None
                }
            })
            .collect();
        // the first `Blue` is taken as the landing colour: the next entry starts at the second
        assert_eq!(invalid, ["Red ↗ Blue", "Yelow ↗1 Red", "Green ↗9 Brown ~~"]);
        assert_eq!(r.entries().count(), 3);
    }

    #[test]
    fn hostile_input_terminates_and_reports() {
        let mut big = "x".repeat(200_000);
        big.push_str("\0\t\r\n;;)\n{ \n}} ] [ \u{feff} … + ↗ 99999999999999999999 Round 99999999999 Score: 1-\n{");
        let (r, p) = parse(&big);
        assert!(!p.is_empty());
        assert!(r.entries().next().is_none());
        // every non-space, non-comment byte is inside an invalid item or a comment
        let mut covered = vec![false; big.len()];
        for i in &r.items {
            if let Item::Invalid(s) | Item::Comment(Spanned { span: s, .. }) = i {
                covered[s.range()].iter_mut().for_each(|c| *c = true);
            }
        }
        for (n, c) in big.char_indices() {
            assert!(
                c.is_whitespace() || covered[n],
                "byte {n} {c:?} not covered"
            );
        }
        let many = "Red ".repeat(100_000);
        let (_, p) = parse(&many);
        assert!(!p.is_empty());
    }

    #[test]
    fn pathological_inputs_stay_linear() {
        let patterns = [
            "[x]",
            "1 ",
            "+",
            "}",
            "{",
            "Red ↗ ",
            "Round ",
            "Score ",
            "Ro ",
            "\0",
            "[[",
            "Red ↗3 Blue ",
            ";;)\n",
            "12.",
            "...",
            "x",
            "Droit ",
            "[A \"1\"]",
            "Red ↓1 Blue + ",
            "Red Red ",
            "9999999999",
            "\t\r\n",
        ];
        for p in patterns {
            // 300 KB of each shape: a linear parser is done at once, a quadratic one would
            // not finish (no clock here: speed is for the benchmarks).
            let text = p.repeat(300_000 / p.len());
            let (record, problems) = parse(&text);
            let _ = parse_all(&text);
            let _ = write_record(&record, &Style::default());
            // a wrong text is always reported
            let valid = ["Red ↗3 Blue ", "12.", "...", "\t\r\n", ";;)\n"];
            assert_eq!(problems.is_empty(), valid.contains(&p), "{p:?}");
        }
    }

    #[test]
    fn missing_token_at_the_very_end_labels_the_last_word() {
        let text = "Red ↗3 Blue Bl";
        let p = one_problem(text);
        assert_eq!(p.code, "kamisado::syntax::expected-direction");
        assert_eq!(&text[p.span.range()], "Bl");
    }

    #[test]
    fn words_are_runs_of_letters_accents_included() {
        use nom::error::Error;
        for text in [
            "Red ↗3",
            "Grün",
            "Zurück5",
            "GRUEN",
            "Gauche5",
            "Rouge↗3",
            "Arrière",
            "Bleu\u{a0}Vert",
            "a",
            "Zé",
            "v1",
            "Tout-droit",
            "ab\u{301}c",
            "Rot;x",
        ] {
            let general = take_while1::<_, _, Error<&str>>(char::is_alphabetic)
                .parse(text)
                .ok();
            let (rest, (kind, word)) = lex_one(text).expect("a token");
            assert_eq!(kind, Kind::Word, "{text:?}");
            assert_eq!(Some((rest, word)), general, "{text:?}");
        }
        for (text, kind) in [
            ("↗3", Kind::Arrow(Direction::Right)),
            ("<2", Kind::Arrow(Direction::Left)),
            ("42.", Kind::Number),
            ("…", Kind::Ellipsis),
            ("... x", Kind::Ellipsis),
            (". x", Kind::Other),
            ("+ Red", Kind::Plus),
            ("{x}", Kind::Open),
            ("–", Kind::Other),
        ] {
            assert_eq!(
                lex_one(text).map(|(_, (k, _))| k).ok(),
                Some(kind),
                "{text:?}"
            );
        }
    }

    #[test]
    fn a_stray_bom_is_whitespace() {
        let r = ok("\u{feff}[Game \"Kamisado\"]\n1. Red ↗3 Blue");
        assert_eq!(r.tags[0].span.start, 3);
    }

    #[test]
    fn crlf_tabs_and_comments() {
        let text =
            "[Game \"Kamisado\"]\r\n\r\n1.\tRed ↗3 Blue\t; note\r\n\tBlue ↖2 Pink {a { b}\r\n";
        let r = ok(text);
        assert_eq!(r.entries().count(), 2);
        let comments: Vec<_> = r
            .items
            .iter()
            .filter_map(|i| {
                if let Item::Comment(c) = i {
                    Some(c.node.as_str())
                } else {
                    None
                }
            })
            .collect();
        assert_eq!(comments, [" note", "a { b"]);
    }

    #[test]
    fn match_kinds() {
        for (v, k) in [
            ("Standard", MatchKind::Standard),
            ("longue", MatchKind::Long),
            ("lang", MatchKind::Long),
            ("MARATHON", MatchKind::Marathon),
        ] {
            let r = ok(&format!("[Match \"{v}\"]"));
            assert_eq!(match_kind(&r), Ok(k));
        }
        assert_eq!(match_kind(&ok("")), Ok(MatchKind::Simple));
        let text = "[Match \"forever\"]";
        let p = match_kind(&ok(text)).unwrap_err();
        assert_eq!(p.code, "kamisado::syntax::bad-match");
        assert_eq!(&text[p.span.range()], "forever");
    }

    #[test]
    fn parse_all_splits_and_keeps_offsets() {
        let text = "[Game \"Kamisado\"]\n1. Red ↗3 Blue\n\n[Game \"Kamisado\"]\n1. Green 0 Pink\n";
        let all = parse_all(text);
        assert_eq!(all.len(), 2);
        assert!(all.iter().all(|(_, p)| p.is_empty()));
        let e = all[1].0.entries().next().unwrap();
        assert_eq!(&text[e.span.range()], "Green 0 Pink");
        let (_, p) = parse(text);
        assert_eq!(p[0].code, "kamisado::syntax::unexpected");
    }

    #[test]
    fn writer_pairs_by_layout() {
        let text = "[Game \"Kamisado\"]\nRound 1\n1. Red ↗3 Blue {nice}\nBlue ↖2 Pink\n2. ... Pink ↑1 Red\n10. Red 0 Yellow\nYellow ↗1 Red ; last\nScore: 1-0\nRound 2 from left\nGreen ↗2 Red Red ↖1 Green\n";
        let r = ok(text);
        let out = write_record(&r, &Style::default());
        let expected = "[Game \"Kamisado\"]\n\nRound 1\n1.  Red ↗3 Blue {nice}  Blue ↖2 Pink\n2.  ...                 Pink ↑1 Red\n10. Red 0 Yellow        Yellow ↗1 Red { last}\nScore: 1-0\n\nRound 2 from left\n    Green ↗2 Red        Red ↖1 Green\n";
        assert_eq!(out, expected);
        let again = write_record(&ok(&out), &Style::default());
        assert_eq!(again, out);
    }
}
