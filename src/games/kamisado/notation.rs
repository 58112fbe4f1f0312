//! Reading and writing Kamisado score sheets (RULES.md §1 "Score-sheet notation";
//! the full grammar is `grammar/kamisado.ebnf`).
//!
//! [`parse`](fn@parse) reads one record into the [`Record`] AST and collects every syntax problem
//! (it never stops at the first one): a bad stretch of text becomes an [`Item::Invalid`]
//! and the parser resumes at the next thing that can start an item. [`write_record`]
//! prints a record in the canonical layout, in English, French or German, with arrows,
//! words or ASCII arrows.

use std::collections::HashMap;

use arrayvec::ArrayVec;
use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::{tag, take_while1},
    character::complete::{anychar, digit1},
    combinator::recognize,
};

use super::ast::{
    Abbreviation, Action, ColourAbbreviation, Entry, Fill, Item, MatchKind, Record, RoundHeader,
    ScoreLine, Segment, Tag,
};
use super::board::{Colour, Direction};
use super::vocab::{self, ColourLookup};
use crate::core::header::{self, Cursor};
use crate::core::parse::{self, Body, BodyItem, Fail, NumberedItem, TokenKind, fail};
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
    // Dispatch on the first character: one recogniser per token kind.
    let Some(first) = i.chars().next() else {
        return anychar.map(|_| (Kind::Eof, "")).parse(i);
    };
    match first {
        c if c.is_alphabetic() => take_while1(char::is_alphabetic)
            .map(|t| (Kind::Word, t))
            .parse(i),
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

fn is_score_word(t: &Tok<'_>) -> bool {
    t.kind == Kind::Word && vocab::SCORE_WORDS.iter().any(|w| vocab::is(t.text, w))
}

fn is_round_word(t: &Tok<'_>) -> bool {
    t.kind == Kind::Word && vocab::ROUND_WORDS.iter().any(|w| vocab::is(t.text, w))
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

struct RecordParser<'a> {
    /// The text up to the end of the record: positions are offsets into the whole text.
    src: &'a str,
    b: Body<'a, Item>,
    record: Record,
    /// Lower-case tag keys seen so far and their index in `record.tags`.
    tag_keys: HashMap<String, usize>,
    /// The record's language and style ([`detect`]): abbreviations are read and help
    /// texts written in it.
    style: Style,
}

impl<'a> RecordParser<'a> {
    fn peek(&self) -> Tok<'a> {
        token_at(self.src, self.b.pos)
    }

    fn peek_after(&self, t: &Tok<'_>) -> Tok<'a> {
        token_at(self.src, t.span.end)
    }

    /// Where to label something that is missing or wrong at token `t`, which follows
    /// position `after`: the token itself, or a point right after `after` when the token
    /// is on the next line or the text has ended. Also says what was found.
    fn found(&self, t: &Tok<'_>, after: usize) -> (Span, String) {
        if t.kind == Kind::Eof && after >= self.src.len() {
            // A point at the very end of the text is not shown by the renderer: label the
            // last word instead.
            let before = &self.src[..after.min(self.src.len())];
            let start = before
                .char_indices()
                .rev()
                .find(|(_, c)| c.is_whitespace())
                .map_or(0, |(n, c)| n + c.len_utf8());
            (Span::new(start, after), "the end of the record".to_owned())
        } else if t.kind == Kind::Eof {
            (Span::point(after), "the end of the record".to_owned())
        } else if t.newline_before {
            (Span::point(after), "the end of the line".to_owned())
        } else {
            (t.span, format!("`{}`", shown(t.text)))
        }
    }

    fn run(&mut self) {
        loop {
            let t = self.peek();
            let start = t.span.start;
            let result = match t.kind {
                Kind::Eof => break,
                Kind::Open if t.text == "[" => {
                    self.tag(t);
                    continue;
                }
                Kind::Open => {
                    self.b.comment(t.span.start);
                    continue;
                }
                Kind::Number => match Cursor::new(self.src, start).move_number() {
                    // `2. Runde von links`
                    Some(m) if m.ellipsis.is_none() && {
                        let k = token_at(self.src, m.span.end);
                        is_round_word(&k) && !k.newline_before
                    } => {
                        let k = token_at(self.src, m.span.end);
                        self.numbered_round(m.number, k).map(Item::Round)
                    }
                    Some(m) => {
                        self.b.move_number(m);
                        continue;
                    }
                    None => Err(self.unexpected(&t, "a number on its own", &format!("write a move number with a dot (`12.`), or a distance right after its direction (`{}`)", write_step(Direction::Right, 3, &self.style)))),
                },
                Kind::Ellipsis => {
                    self.b.push(Item::Ellipsis(t.span));
                    self.b.pos = t.span.end;
                    continue;
                }
                Kind::Word if vocab::ROUND_WORDS.iter().any(|w| vocab::is(t.text, w)) => self.round(t).map(Item::Round),
                Kind::Word if is_score_word(&t) => self.score(t).map(Item::Score),
                Kind::Word => self.entry().map(Item::Entry),
                Kind::Plus => Err(self.unexpected(&t, "a `+` with no entry before it", &format!("`+` joins the towers of one pushed entry: `{}`", self.pushed_example()))),
                Kind::Arrow(_) => Err(self.unexpected(&t, "a direction with no tower before it", &format!("an entry starts with the tower's colour: `{}`", self.red_blue()))),
                Kind::Other => Err(self.unexpected(&t, "a character that cannot start an entry", &format!("an entry reads `{}`; write remarks inside `{{ }}` or after `;`", self.red_blue()))),
            };
            self.b.seen_body = true;
            match result {
                Ok(item) => self.b.push(item),
                Err(f) => {
                    let sync = self.resync(f.resume_from, start);
                    self.b.recover(start, sync, *f.problem);
                }
            }
        }
    }

    fn unexpected(&self, t: &Tok<'_>, what: &str, help: &str) -> Fail {
        let code = "kamisado::syntax::unexpected";
        fail(
            parse::unexpected(code, t.span, t.text, what, help),
            t.span.end,
        )
    }

    /// The start of the next token at or after `from` (and after `floor`) that can begin an
    /// item, or the end of the text. Linear: each token is looked at a bounded number of
    /// times.
    fn resync(&self, from: usize, floor: usize) -> usize {
        parse::resync(self.src, from, floor, lex_one, |t| self.is_sync(t))
    }

    fn is_sync(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Eof | Kind::Open | Kind::Ellipsis => true,
            Kind::Number => Cursor::new(self.src, t.span.start).move_number().is_some(),
            Kind::Word => is_keyword(t) || self.is_entry_start(t),
            _ => false,
        }
    }

    /// A colour word followed by a direction or `0`.
    fn is_entry_start(&self, t: &Tok<'_>) -> bool {
        t.kind == Kind::Word && self.is_colour(t) && {
            let n = self.peek_after(t);
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
                let (readings, whole) = vocab::read_direction(t.text, self.style.lang);
                let next = self.peek_after(t);
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
                !vocab::read_direction(t.text, self.style.lang).0.is_empty()
                    && is_distance(&self.peek_after(t))
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

    /// The help of a bad round header: the header in the record's language.
    fn round_help(&self) -> String {
        format!(
            "write a round header as `{}` or `{}`",
            write_round_header(2, Some(Fill::Left), &self.style),
            write_round_header(2, Some(Fill::Right), &self.style)
        )
    }

    fn bad_round(&self, span: Span, msg: String, label: &str, resume: usize) -> Fail {
        fail(
            Problem::error("kamisado::syntax::bad-round-header", span, msg)
                .with_label(label)
                .with_help(self.round_help()),
            resume,
        )
    }

    /// `Round 2 …`, `Manche 3 …`: the round word `kw`, its number, then [`Self::round_fill`].
    fn round(&mut self, kw: Tok<'a>) -> Result<RoundHeader, Fail> {
        self.b.pos = kw.span.end;
        let n = self.peek();
        let (span, found) = self.found(&n, kw.span.end);
        let number = match n.kind {
            Kind::Number if !n.newline_before => match n.text.parse::<u32>() {
                Ok(v) if v >= 1 && n.text.len() <= 9 => Spanned::new(v, n.span),
                _ => {
                    return Err(self.bad_round(
                        n.span,
                        format!("bad round number `{}`", shown(n.text)),
                        "rounds are numbered 1, 2, 3, …",
                        n.span.end,
                    ));
                }
            },
            _ => {
                return Err(self.bad_round(
                    span,
                    format!(
                        "expected the round number after `{}`, found {found}",
                        kw.text
                    ),
                    "round number expected",
                    n.span.start,
                ));
            }
        };
        self.b.pos = n.span.end;
        self.round_fill(RoundHeader {
            number,
            fill: None,
            span: kw.span.join(n.span),
        })
    }

    /// `2. Runde von links`: the number written before the round word, like a move number.
    fn numbered_round(&mut self, number: Spanned<u32>, kw: Tok<'a>) -> Result<RoundHeader, Fail> {
        if number.node == 0 {
            return Err(self.bad_round(
                number.span,
                "bad round number `0`".to_owned(),
                "rounds are numbered 1, 2, 3, …",
                kw.span.end,
            ));
        }
        self.b.pos = kw.span.end;
        self.round_fill(RoundHeader {
            number,
            fill: None,
            span: number.span.join(kw.span),
        })
    }

    /// The rest of a round header after its number: an optional `:`, then an optional fill
    /// (`from left`, `gauche`, `von rechts`, …), which may stand in parentheses.
    fn round_fill(&mut self, mut header: RoundHeader) -> Result<RoundHeader, Fail> {
        let same_line =
            |t: &Tok<'_>, text: &str| t.kind == Kind::Other && t.text == text && !t.newline_before;
        let mut w = self.peek();
        if same_line(&w, ":") {
            header.span = header.span.join(w.span);
            self.b.pos = w.span.end;
            w = self.peek();
        }
        let open = same_line(&w, "(").then_some(w);
        if let Some(o) = open {
            w = self.peek_after(&o);
        }
        if (w.kind != Kind::Word || w.newline_before) && open.is_none() {
            return Ok(header);
        }
        let side = |t: &Tok<'_>, words: [(&str, Fill); 2]| {
            if t.kind != Kind::Word || t.newline_before {
                return None;
            }
            words
                .iter()
                .find(|(word, _)| vocab::is(t.text, word))
                .map(|&(_, f)| f)
        };
        let direct = vocab::FILL_WORDS
            .iter()
            .find(|(word, _)| w.kind == Kind::Word && vocab::is(w.text, word))
            .map(|&(_, f)| f);
        let (fill, mut last) = if let Some(f) = direct {
            (f, w)
        } else if w.kind == Kind::Word
            && (vocab::is(w.text, "from") || vocab::is(w.text, "von") || vocab::is(w.text, "par"))
        {
            let mut next = self.peek_after(&w);
            if vocab::is(w.text, "par")
                && next.kind == Kind::Word
                && !next.newline_before
                && vocab::is(next.text, "la")
            {
                next = self.peek_after(&next);
            }
            let words = if vocab::is(w.text, "from") {
                [("left", Fill::Left), ("right", Fill::Right)]
            } else if vocab::is(w.text, "von") {
                [("links", Fill::Left), ("rechts", Fill::Right)]
            } else {
                [("gauche", Fill::Left), ("droite", Fill::Right)]
            };
            match side(&next, words) {
                Some(f) => (f, next),
                None => {
                    let (span, found) = self.found(&next, w.span.end);
                    return Err(self.bad_round(
                        span,
                        format!(
                            "expected `{}` or `{}` after `{}`, found {found}",
                            words[0].0, words[1].0, w.text
                        ),
                        "fill side expected",
                        next.span.end.max(w.span.end),
                    ));
                }
            }
        } else if open.is_none() && self.is_colour(&w) {
            // An entry follows on the same line.
            return Ok(header);
        } else {
            let (span, found) = match open {
                Some(o) => self.found(&w, o.span.end),
                None => (w.span, format!("`{}`", shown(w.text))),
            };
            return Err(self.bad_round(
                span,
                format!("expected the fill direction, found {found}"),
                "not a fill direction",
                w.span.end.max(header.span.end),
            ));
        };
        let start = open.map_or(w.span, |o| o.span);
        if open.is_some() {
            let close = self.peek_after(&last);
            if !same_line(&close, ")") {
                let (span, found) = self.found(&close, last.span.end);
                return Err(self.bad_round(
                    span,
                    format!("expected `)` after the fill direction, found {found}"),
                    "`)` expected",
                    close.span.start.max(last.span.end),
                ));
            }
            last = close;
        }
        header.fill = Some(Spanned::new(fill, start.join(last.span)));
        header.span = header.span.join(last.span);
        self.b.pos = last.span.end;
        Ok(header)
    }

    fn score(&mut self, kw: Tok<'a>) -> Result<ScoreLine, Fail> {
        let bad = |span: Span, msg: String, resume: usize| {
            fail(
                Problem::error("kamisado::syntax::bad-score", span, msg)
                    .with_label("bad score")
                    .with_help("write the score after a round as `Score: 1-0`: Black's points, a dash (or a colon), White's points"),
                resume,
            )
        };
        let mut t = self.peek_after(&kw);
        if t.kind == Kind::Other && t.text == ":" {
            t = self.peek_after(&t);
        }
        let number = |t: &Tok<'_>, after: usize, what: &str| -> Result<Spanned<u32>, Fail> {
            match t.kind {
                Kind::Number if t.text.len() <= 9 => t
                    .text
                    .parse()
                    .map(|v| Spanned::new(v, t.span))
                    .map_err(|_| bad(t.span, "bad number".into(), t.span.end)),
                _ => {
                    let (span, found) = self.found(t, after);
                    Err(bad(
                        span,
                        format!("expected {what}, found {found}"),
                        t.span.start.max(after),
                    ))
                }
            }
        };
        let black = number(&t, kw.span.end, "Black's points")?;
        let dash = self.peek_after(&t);
        if !(dash.kind == Kind::Other && matches!(dash.text, "-" | "–" | ":")) {
            let (span, found) = self.found(&dash, t.span.end);
            return Err(bad(
                span,
                format!("expected `-` between the two scores, found {found}"),
                dash.span.start.max(t.span.end),
            ));
        }
        let w = self.peek_after(&dash);
        let white = number(&w, dash.span.end, "White's points")?;
        self.b.pos = w.span.end;
        Ok(ScoreLine {
            black,
            white,
            span: kw.span.join(w.span),
        })
    }

    fn entry(&mut self) -> Result<Entry, Fail> {
        let start = self.b.pos;
        let mut segments: ArrayVec<Segment, 3> = ArrayVec::new();
        let mut plus: Option<Tok<'a>> = None;
        loop {
            let seg = self.segment()?;
            if let Some(p) = plus.filter(|_| segments.is_full()) {
                return Err(fail(
                    Problem::error(
                        "kamisado::syntax::too-many-pushed",
                        p.span.join(seg.span),
                        "an oshi pushes at most 3 towers, this entry lists a fourth",
                    )
                    .with_label("fourth pushed tower")
                    .with_help(format!(
                        "list only the pushed towers, front first, at most 3 (`{}`)",
                        self.pushed_example()
                    )),
                    seg.span.end,
                ));
            }
            segments.push(seg);
            self.b.pos = seg.span.end;
            let t = self.peek();
            if t.kind == Kind::Plus {
                self.b.pos = t.span.end;
                plus = Some(t);
            } else {
                break;
            }
        }
        let first = token_at(self.src, start).span.start;
        let end = segments.last().map_or(first, |s| s.span.end);
        Ok(Entry {
            segments,
            span: Span::new(first, end),
        })
    }

    /// A colour word for the tower (`landing == false`) or the landing square.
    fn colour(&mut self, t: &Tok<'_>, role: &str) -> Result<Spanned<Colour>, Fail> {
        match vocab::colour_in(t.text, self.style.lang) {
            ColourLookup::Found(c) => Ok(Spanned::new(c, t.span)),
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
                    self.record.colour_abbreviations.push(ColourAbbreviation {
                        span: t.span,
                        readings,
                    });
                }
                Ok(Spanned::new(first, t.span))
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
                Err(fail(
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
                ))
            }
        }
    }

    fn segment(&mut self) -> Result<Segment, Fail> {
        let t = self.peek();
        if t.kind != Kind::Word {
            let (span, found) = self.found(&t, self.b.pos);
            return Err(fail(
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
                    self.pushed_example()
                )),
                t.span.start.max(self.b.pos),
            ));
        }
        let tower = self.colour(&t, "tower colour")?;
        self.b.pos = t.span.end;
        let action = self.action(&t)?;
        let action_end = match action {
            Action::Step { dist, .. } => dist.span.end,
            Action::Blocked { zero } => zero.end,
        };
        self.b.pos = action_end;
        let l = self.peek();
        let missing = |this: &Self, l: &Tok<'_>| {
            let (span, found) = if l.kind == Kind::Word {
                (
                    Span::point(action_end),
                    format!("the next entry `{}`", shown(l.text)),
                )
            } else {
                this.found(l, action_end)
            };
            fail(
                Problem::error(
                    "kamisado::syntax::expected-landing",
                    span,
                    format!("expected the colour of the landing square, found {found}"),
                )
                .with_label("landing colour missing")
                .with_help(format!(
                    "end the entry with the colour of the square the tower stopped on: `{} {} {}`",
                    shown(t.text),
                    &this.src[Span::new(t.span.end, action_end).range()].trim(),
                    colour_name(Colour::Blue, this.style.lang)
                )),
                l.span.start.max(action_end),
            )
        };
        let landing = match l.kind {
            Kind::Word if is_keyword(&l) => return Err(missing(self, &l)),
            Kind::Word => {
                let c = self.colour(&l, "landing colour")?;
                let next = self.peek_after(&l);
                if self.is_direction_start(&next) || is_zero(&next) {
                    return Err(missing(self, &l));
                }
                c
            }
            _ => return Err(missing(self, &l)),
        };
        Ok(Segment {
            tower,
            action,
            landing,
            span: t.span.join(l.span),
        })
    }

    fn action(&mut self, tower: &Tok<'_>) -> Result<Action, Fail> {
        let t = self.peek();
        let expected = |this: &Self, t: &Tok<'_>, extra: &str| {
            let (span, found) = this.found(t, tower.span.end);
            fail(
                Problem::error(
                    "kamisado::syntax::expected-direction",
                    span,
                    format!("expected a direction after the tower colour, found {found}"),
                )
                .with_label("direction expected")
                .with_help(format!(
                    "{extra}write the direction and the distance: {}, or `0` for a blocked tower",
                    this.direction_examples()
                )),
                t.span.start.max(tower.span.end),
            )
        };
        let dir = match t.kind {
            Kind::Number if is_zero(&t) && !t.newline_before => {
                self.b.pos = t.span.end;
                return Ok(Action::Blocked { zero: t.span });
            }
            Kind::Arrow(d) if !t.newline_before => Spanned::new(d, t.span),
            Kind::Word if !t.newline_before && vocab::is(t.text, "tout") => {
                let mut n = self.peek_after(&t);
                if n.kind == Kind::Other && n.text == "-" {
                    n = self.peek_after(&n);
                }
                if n.kind == Kind::Word && !n.newline_before && vocab::is(n.text, "droit") {
                    Spanned::new(Direction::Straight, t.span.join(n.span))
                } else {
                    return Err(expected(
                        self,
                        &t,
                        "`Tout` must be followed by `droit` (`Tout droit`); ",
                    ));
                }
            }
            Kind::Word if !t.newline_before && vocab::is(t.text, "droit") => {
                return Err(fail(
                    Problem::error(
                        "kamisado::syntax::ambiguous-direction",
                        t.span,
                        format!("`{}` could mean straight ahead or diagonally right", t.text),
                    )
                    .with_label("ambiguous direction")
                    .with_help("write `Devant (↑)` (or `Tout droit`) for straight ahead, or `Droite (↗)` for diagonally right"),
                    t.span.start,
                ));
            }
            Kind::Word if !t.newline_before => {
                let readings = vocab::direction_readings(t.text, self.style.lang);
                match readings.iter().next() {
                    Some(d) => {
                        if readings.len() > 1 {
                            // Settled by legality when the record is replayed.
                            self.record.abbreviations.push(Abbreviation {
                                span: t.span,
                                readings,
                            });
                        }
                        Spanned::new(d, t.span)
                    }
                    None => {
                        let extra = match vocab::suggest(
                            t.text,
                            vocab::DIRECTION_WORDS
                                .iter()
                                .map(|w| w.0)
                                .filter(|w| w.len() > 2),
                        ) {
                            Some(s) => {
                                format!("did you mean `{}`? Otherwise ", vocab::display(s))
                            }
                            None if self.is_colour(&t) => {
                                "the direction and distance are missing; ".to_owned()
                            }
                            None => String::new(),
                        };
                        return Err(expected(self, &t, &extra));
                    }
                }
            }
            Kind::Number if !t.newline_before => {
                return Err(expected(
                    self,
                    &t,
                    "a distance needs a direction before it; ",
                ));
            }
            _ => return Err(expected(self, &t, "")),
        };
        self.b.pos = dir.span.end;
        let n = self.peek();
        match n.kind {
            Kind::Number if !n.newline_before => {
                let value = if n.text.len() <= 2 {
                    n.text.parse::<u8>().ok()
                } else {
                    None
                };
                match value {
                    Some(v) if (1..=MAX_DISTANCE).contains(&v) => {
                        self.b.pos = n.span.end;
                        Ok(Action::Step { dir, dist: Spanned::new(v, n.span) })
                    }
                    _ => Err(fail(
                        Problem::error(
                            "kamisado::syntax::bad-distance",
                            n.span,
                            format!("a tower moves 1 to {MAX_DISTANCE} squares, not {}", shown(n.text)),
                        )
                        .with_label(format!("must be 1 to {MAX_DISTANCE}"))
                        .with_help(if is_zero(&n) {
                            format!("for a blocked tower write `0` alone, without a direction: `{}`", self.example(Colour::Green, None, Colour::Pink))
                        } else {
                            format!("the board has 8 rows, so a distance is 1 to {MAX_DISTANCE}; check the count of squares")
                        }),
                        n.span.end,
                    )),
                }
            }
            _ => {
                let (span, found) = self.found(&n, dir.span.end);
                Err(fail(
                    Problem::error(
                        "kamisado::syntax::expected-distance",
                        span,
                        format!("expected the number of squares after the direction, found {found}"),
                    )
                    .with_label("distance expected")
                    .with_help({
                        let d = &self.src[dir.span.range()];
                        let sep = if d.chars().all(char::is_alphabetic) && d.chars().count() > 1 { " " } else { "" };
                        format!("write how many squares the tower moved right after the direction, e.g. `{d}{sep}3`")
                    }),
                    n.span.start.max(dir.span.end),
                ))
            }
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
    let mut p = RecordParser {
        src,
        b: Body::new(src, pos),
        record: Record {
            span,
            ..Record::default()
        },
        tag_keys: HashMap::new(),
        style: detect(text, span),
    };
    p.record.notation = p.style;
    p.run();
    let mut record = p.record;
    let problems;
    (record.tags, record.items, problems) = p.b.finish();
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
    let (word, fill) = match (style.lang, fill) {
        (Lang::En, f) => (
            "Round",
            f.map(|f| {
                if f == Fill::Left {
                    "from left"
                } else {
                    "from right"
                }
            }),
        ),
        (Lang::Fr, f) => (
            "Manche",
            f.map(|f| {
                if f == Fill::Left {
                    "par la gauche"
                } else {
                    "par la droite"
                }
            }),
        ),
        (Lang::De, f) => (
            "Runde",
            f.map(|f| {
                if f == Fill::Left {
                    "von links"
                } else {
                    "von rechts"
                }
            }),
        ),
    };
    match fill {
        Some(f) => format!("{word} {number} {f}"),
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
        assert_eq!(ok(text).notation.arrows, ArrowStyle::Ascii);
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
        let cases: &[(&str, &str, &str)] = &[
            ("Yelow ↗3 Blue", "kamisado::syntax::unknown-colour", "Yelow"),
            (
                "Rouge Droit 3 Bleu",
                "kamisado::syntax::ambiguous-direction",
                "Droit",
            ),
            ("Red 3 Blue", "kamisado::syntax::expected-direction", "3"),
            ("Red ↗ Blue", "kamisado::syntax::expected-distance", "Blue"),
            (
                "Red ↗3 + Blue ↖2 Pink",
                "kamisado::syntax::expected-landing",
                "+",
            ),
            ("Red ↗9 Blue", "kamisado::syntax::bad-distance", "9"),
            ("Red ↗12 Blue", "kamisado::syntax::bad-distance", "12"),
            ("Red ↗0 Blue", "kamisado::syntax::bad-distance", "0"),
            ("Round two", "kamisado::syntax::bad-round-header", "two"),
            (
                "Round 2 from up",
                "kamisado::syntax::bad-round-header",
                "up",
            ),
            // `1:0` is a score (issue 13); a slash is not
            ("Score: 1/0", "kamisado::syntax::bad-score", "/"),
            ("Red ↗3 Blue }", "kamisado::syntax::unexpected", "}"),
            ("{ open", "record::unterminated-comment", "{"),
            ("[Event x]", "record::bad-tag", "x"),
        ];
        for &(text, code, bad) in cases {
            let p = one_problem(text);
            assert_eq!(p.code, code, "{text}");
            assert_eq!(&text[p.span.range()], bad, "{text}");
            assert!(p.help.is_some(), "{text}");
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
            .colour_abbreviations
            .iter()
            .map(|a| &text[a.span.range()])
            .collect();
        assert_eq!(spans, ["Ro", "V", "V"]);
        assert_eq!(
            r.colour_abbreviations[0].readings,
            [Colour::Pink, Colour::Red]
        );
        assert_eq!(
            r.colour_abbreviations[1].readings,
            [Colour::Purple, Colour::Green]
        );
        // a prefix of one colour only is no abbreviation to settle
        let (r, p) = parse("1. Vert Devant 3 Rou  Rou Gauche 2 Bleu");
        assert!(p.is_empty() && r.colour_abbreviations.is_empty(), "{p:#?}");
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
