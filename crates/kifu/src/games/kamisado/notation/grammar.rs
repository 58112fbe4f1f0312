//! The recovering grammar of a Kamisado score sheet (RULES.md §1 "Score-sheet notation";
//! the full grammar is `grammar/kamisado.ebnf`).
//!
//! [`parse`](fn@parse) reads one record into the [`Record`] AST and collects every syntax
//! problem (it never stops at the first one): a bad stretch of text becomes an
//! [`Item::Invalid`] and the parser resumes at the next thing that can start an item.

use std::cell::RefCell;
use std::collections::HashMap;

use nom::{Parser, branch::alt, combinator::opt, sequence::preceded};

use super::super::ast::{
    Abbreviation, Action, ColourAbbreviation, Entry, Fill, Head, Item, Record, RoundHeader,
    ScoreLine, Segment, Segments, Tag,
};
use super::super::board::{Colour, Direction};
use super::super::vocab::{self, ColourLookup};
use crate::core::diag::shown;
use crate::core::header::{self, Cursor};
use crate::core::parse::{
    self, Body, BodyItem, Fail, Lexes, NumberedItem, PResult, Stop, fail, failure, miss,
};
use crate::core::{Problem, Span, Spanned};

use super::super::style::Style;
use super::detect::detect;
use super::lexer::*;
use super::write::{colour_name, write_step};

mod help;

use help::colour_list;

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

    /// Whether a token can begin an item: reading resumes there after a problem.
    fn is_sync(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Eof | Kind::Open | Kind::Ellipsis => true,
            Kind::Number => Cursor::new(self.src(), t.span.start)
                .move_number()
                .is_some(),
            Kind::Word(_) => is_keyword(t) || self.is_entry_start(t),
            _ => false,
        }
    }

    /// A colour word followed by a direction or `0`.
    fn is_entry_start(&self, t: &Tok<'_>) -> bool {
        is_word(t) && self.is_colour(t) && {
            let n = self.after(t);
            self.is_direction_start(&n) || is_zero(&n)
        }
    }

    fn is_colour(&self, t: &Tok<'_>) -> bool {
        matches!(colour_in(t, self.style.lang), ColourLookup::Found(_))
    }

    /// An arrow, a direction word (or `tout`, `droit`), or an abbreviation of one followed
    /// by its distance.
    fn is_direction_start(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Arrow(_) => true,
            Kind::Word(_) => {
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
            Kind::Word(_) => {
                !read_direction(t.text, self.style.lang).0.is_empty() && is_distance(&self.after(t))
            }
            _ => false,
        }
    }

    /// A colour word (or prefix) for the tower or the landing square (`role`). A prefix of
    /// several colours reads as the first, its readings kept for the replay.
    fn colour(&self, t: &Tok<'_>, role: &str) -> Result<Spanned<Colour>, nom::Err<Stop>> {
        let c = match colour_in(t, self.style.lang) {
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
        if !in_parens && (!is_word(&w) || w.newline_before) {
            return miss();
        }
        let word = |t: &Tok<'_>, folded: &str| is_word(t) && vocab::is(t.text, folded);
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
        if !is_word(&t) {
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
        if is_word(&l) && !is_keyword(&l) {
            let c = g.colour(&l, "landing colour")?;
            let next = g.after(&l);
            if !(g.is_direction_start(&next) || is_zero(&next)) {
                return Ok((rest, c));
            }
        }
        let (span, found) = if is_word(&l) {
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
            Kind::Word(_) if vocab::is(t.text, "tout") => {
                let mut n = g.after(&t);
                if n.kind == Kind::Other && n.text == "-" {
                    n = g.after(&n);
                }
                if is_word(&n) && !n.newline_before && vocab::is(n.text, "droit") {
                    Ok((
                        g.tokens.rest(n.span.end),
                        Spanned::new(Direction::Straight, t.span.join(n.span)),
                    ))
                } else {
                    expected("`Tout` must be followed by `droit` (`Tout droit`); ")
                }
            }
            Kind::Word(_) if vocab::is(t.text, "droit") => failure(
                Problem::error(
                    "kamisado::syntax::ambiguous-direction",
                    t.span,
                    format!("`{}` could mean straight ahead or diagonally right", t.text),
                )
                .with_label("ambiguous direction")
                .with_help("write `Devant (↑)` (or `Tout droit`) for straight ahead, or `Droite (↗)` for diagonally right"),
                t.span.start,
            ),
            Kind::Word(_) => {
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
                Kind::Word(_) => word_item(g).parse(g.tokens.rest(self.b.pos)),
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
