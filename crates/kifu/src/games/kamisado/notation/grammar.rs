//! The one grammar of a Kamisado score sheet (RULES.md §1 "Score-sheet notation"; the
//! full grammar is `grammar/kamisado.ebnf`): a hand-written descent over the tokens of
//! the one lexer ([`token_at`]), one function a production, which drives a [`Sink`].
//!
//! The same functions read every record, two ways:
//!
//! - **straight** ([`read_straight`], the [`Reader`](super::super::reader::Reader)'s first
//!   reading, `kifu validate`'s and `kifu convert`'s fast paths): the visitor is fed as the
//!   text is read and nothing is built. Where a production does not hold, or needs what
//!   only the recovering reading has (the record's language, for an abbreviation), the
//!   reading gives up ([`GiveUp`]) and the caller reads the record again, recovering;
//! - **recovering** ([`parse_range`]): the productions' cold paths write each problem
//!   with its help text in the record's own notation; a bad stretch of text becomes an
//!   [`Item::Invalid`] and reading resumes at the next token that can begin an item. The
//!   [`BuildAst`] sink builds the [`Record`] the full pipeline replays.
//!
//! Recovery, diagnostics and help texts sit in `#[cold]` functions, reached only when a
//! production fails; the straight reading's happy path is straight-line and builds
//! nothing (a pushed entry's segments aside).


use smallvec::SmallVec;

use super::super::ast::{
    Abbreviation, Action, ColourAbbreviation, Entry, Fill, Head, MatchKind, Record, RoundHeader,
    ScoreLine, Segment, Segments,
};
use super::super::board::{Colour, Direction};
use super::super::vocab::{self, ColourLookup, Word};
use super::lexer::*;
use super::match_tag::match_kind_of;
use crate::core::header::{self, Cursor};
use crate::core::parse::{self, Fail, fail};
use crate::core::{Problem, Span, Spanned};
use crate::message::Message;

mod help;
mod sink;
mod tags;
mod written;

pub(crate) use sink::{Drive, Sink, tag};
use sink::BuildAst;
use tags::{HeadTag, Keys};
use written::{digits, move_number};

/// The straight reading gives up: the record is read again, recovering.
pub(crate) struct GiveUp;

/// A production that does not hold. When recovering, its problem and where reading
/// resumes are in [`Grammar::fail`].
struct Failed;

type R<T> = Result<T, Failed>;

/// The reading of one record: the text up to its end, where reading is, and what the
/// recovering reading keeps for the record's [`Head`].
struct Grammar<'a> {
    /// The text up to the end of the record: positions are offsets into the whole text.
    src: &'a str,
    /// The whole text and the record's span in it (for [`super::detect`]).
    text: &'a str,
    span: Span,
    pos: usize,
    /// Whether to recover (else give up at the first production that fails).
    recover: bool,
    /// The record's language and style, detected when first needed.
    style: std::cell::Cell<Option<super::Style>>,
    abbreviations: Vec<Abbreviation>,
    colour_abbreviations: Vec<ColourAbbreviation>,
    /// The problem of the production that failed, and where to resume (recovering only).
    fail: Option<Fail>,
    /// The token at `pos`, once looked at: a token looked at, then read, is lexed once.
    ahead: Option<Tok<'a>>,
}

impl<'a> Grammar<'a> {
    fn new(text: &'a str, span: Span, recover: bool) -> Self {
        let (src, pos, span) = header::record_range(text, span);
        Grammar {
            src,
            text,
            span,
            pos,
            recover,
            style: std::cell::Cell::new(None),
            abbreviations: Vec::new(),
            colour_abbreviations: Vec::new(),
            fail: None,
            ahead: None,
        }
    }

    // ----- tokens ---------------------------------------------------------------------

    /// The token at or after `pos` (a lookahead: not kept).
    #[inline]
    fn at(&self, pos: usize) -> Tok<'a> {
        token_at(self.src, pos)
    }

    /// The token after `t` (a lookahead: not kept).
    #[inline]
    fn after(&self, t: &Tok<'_>) -> Tok<'a> {
        self.at(t.span.end)
    }

    /// The next token, without moving (kept for the next look).
    #[inline(always)]
    fn peek(&mut self) -> Tok<'a> {
        match self.ahead {
            Some(t) => t,
            None => {
                let t = token_at(self.src, self.pos);
                self.ahead = Some(t);
                t
            }
        }
    }

    /// The next token, read.
    #[inline(always)]
    fn next(&mut self) -> Tok<'a> {
        let t = match self.ahead.take() {
            Some(t) => t,
            None => token_at(self.src, self.pos),
        };
        self.pos = t.span.end;
        t
    }

    /// Reading goes on at `pos`.
    #[inline(always)]
    fn go(&mut self, pos: usize) {
        self.pos = pos;
        self.ahead = None;
    }

    /// The next token if it is the one-character token `text` (`:`, `(`, `)`), on the
    /// line unless `any_line`, read.
    fn punct(&mut self, texts: &[&str], any_line: bool) -> Option<Span> {
        let t = self.peek();
        (t.kind == Kind::Other && texts.contains(&t.text) && (any_line || !t.newline_before))
            .then(|| {
                self.go(t.span.end);
                t.span
            })
    }

    // ----- failing --------------------------------------------------------------------

    /// A production fails: when recovering, with the problem `problem` makes, reading
    /// resuming from `resume`.
    #[cold]
    #[inline(never)]
    fn failed(&mut self, problem: impl FnOnce(&Self) -> Problem, resume: usize) -> Failed {
        if self.recover {
            let p = problem(self);
            self.fail = Some(fail(p, resume));
        }
        Failed
    }

    /// The record's language and style, which only the recovering reading looks up (the
    /// straight reading gives up where it would need them).
    fn need_style(&self) -> R<super::Style> {
        if self.recover {
            Ok(self.style())
        } else {
            Err(Failed)
        }
    }

    fn style(&self) -> super::Style {
        match self.style.get() {
            Some(s) => s,
            None => {
                let s = super::detect(self.text, self.span);
                self.style.set(Some(s));
                s
            }
        }
    }

    // ----- the record -----------------------------------------------------------------

    /// Read the record: its head's tags, then its body, driving the sink `make` makes
    /// for the record's match length. `Err` where the straight reading gives up.
    fn run<S: Sink>(&mut self, make: impl FnOnce(MatchKind) -> S) -> Result<S, GiveUp> {
        let mut tags: SmallVec<[HeadTag<'a>; 8]> = SmallVec::new();
        let mut early: Vec<Problem> = Vec::new();
        let mut keys = Keys::new();
        let mut kind = MatchKind::Simple;
        loop {
            let t = self.peek();
            if !(t.kind == Kind::Open && t.text == "[") {
                break;
            }
            let Some(tag) = self.head_tag(t.span.start, &mut early)? else {
                continue;
            };
            let first = if self.recover {
                keys.first(&tag.key.node, tag.span)
            } else {
                tags.iter()
                    .find(|h| h.key.node.eq_ignore_ascii_case(&tag.key.node))
                    .map(|h| h.span)
            };
            if let Some(first) = first {
                if !self.recover {
                    return Err(GiveUp);
                }
                early.push(header::duplicate_tag(first, tag.key.span, &tag.key.node));
                continue;
            }
            if tag.key.node.eq_ignore_ascii_case("match") {
                match match_kind_of(&tag.value.node) {
                    Some(k) => kind = k,
                    None if self.recover => {}
                    None => return Err(GiveUp),
                }
            }
            tags.push(tag);
        }
        let mut s = make(kind);
        for t in &tags {
            s.tag(
                Spanned::new(&t.key.node, t.key.span),
                Spanned::new(&t.value.node, t.value.span),
                t.span,
            );
        }
        for p in early {
            s.problem(p);
        }
        if !s.keep_reading() && !self.recover {
            return Err(GiveUp);
        }
        self.body(&mut s, &mut keys)?;
        Ok(s)
    }

    /// The body: its items, each read by its production, one after the other; after a
    /// production that fails, an invalid stretch up to the next token that can begin an
    /// item (recovering), or the end of the reading (straight).
    fn body<S: Sink>(
        &mut self,
        s: &mut S,
        keys: &mut Keys,
    ) -> Result<(), GiveUp> {
        let mut seen_body = false;
        loop {
            let t = self.peek();
            let start = t.span.start;
            let read = match t.kind {
                Kind::Eof => break,
                Kind::Open => {
                    self.go(t.span.end);
                    match self.src.as_bytes()[start] {
                        b'{' => self.brace_comment(s, start)?,
                        b';' => self.line_comment(s, start),
                        _ if self.recover => self.body_tag(s, start, seen_body, keys),
                        _ => return Err(GiveUp),
                    }
                    if !s.keep_reading() && !self.recover {
                        return Err(GiveUp);
                    }
                    continue;
                }
                Kind::Number => {
                    seen_body = true;
                    self.numbered(s, t)
                }
                Kind::Ellipsis => {
                    seen_body = true;
                    self.go(t.span.end);
                    s.ellipsis(t.span);
                    Ok(())
                }
                Kind::Word(_) => {
                    seen_body = true;
                    self.go(t.span.end);
                    self.word_item(s, t)
                }
                Kind::Plus | Kind::Arrow(_) | Kind::Other => {
                    seen_body = true;
                    Err(self.unexpected(t))
                }
            };
            if read.is_err() {
                if !self.recover {
                    return Err(GiveUp);
                }
                self.recover_from(s, start);
            }
            if !s.keep_reading() && !self.recover {
                return Err(GiveUp);
            }
        }
        Ok(())
    }

    /// `{ … }`: a comment, or (unclosed) an invalid stretch with its problem.
    #[inline]
    fn brace_comment<S: Sink>(&mut self, s: &mut S, start: usize) -> Result<(), GiveUp> {
        let b = self.src.as_bytes();
        match memchr::memchr(b'}', &b[start + 1..]) {
            Some(n) => {
                self.go(start + n + 2);
                s.comment(&self.src[start + 1..start + 1 + n], Span::new(start, self.pos));
                Ok(())
            }
            None if self.recover => {
                self.unclosed_comment(s, start);
                Ok(())
            }
            None => Err(GiveUp),
        }
    }

    #[cold]
    #[inline(never)]
    fn unclosed_comment<S: Sink>(&mut self, s: &mut S, start: usize) {
        let mut c = Cursor::new(self.src, start);
        if let Some(Err(p)) = c.comment() {
            s.invalid(Span::new(start, c.pos()));
            s.problem(p);
        }
        self.go(c.pos().max(start + 1).min(self.src.len()));
    }

    /// `; …` to the end of the line (a `\r` before the line break is not part of it).
    #[inline]
    fn line_comment<S: Sink>(&mut self, s: &mut S, start: usize) {
        let b = self.src.as_bytes();
        let end = memchr::memchr(b'\n', &b[start..]).map_or(b.len(), |n| start + n);
        let inner = &self.src[start + 1..end];
        let inner = inner.strip_suffix('\r').unwrap_or(inner);
        self.go(end);
        s.comment(inner, Span::new(start, start + 1 + inner.len()));
    }

    /// After the production of the item at `start` failed: its problem, and an invalid
    /// stretch up to the next token that can begin an item.
    #[cold]
    #[inline(never)]
    fn recover_from<S: Sink>(&mut self, s: &mut S, start: usize) {
        let Some(f) = self.fail.take() else {
            return;
        };
        let mut p = f.resume_from;
        let sync = loop {
            let t = self.at(p);
            if t.kind == Kind::Eof || (t.span.start > start && self.is_sync(&t)) {
                break t.span.start;
            }
            p = t.span.end;
        };
        let end = parse::invalid_end(self.src, start, sync);
        s.invalid(Span::new(start, end));
        s.problem(*f.problem);
        self.go(end);
    }

    /// Whether a token can begin an item: reading resumes there after a problem.
    fn is_sync(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Eof | Kind::Open | Kind::Ellipsis => true,
            Kind::Number => self.is_move_number(t),
            Kind::Word(_) => is_keyword(t) || self.is_entry_start(t),
            _ => false,
        }
    }

    // ----- items ----------------------------------------------------------------------

    /// A number: a move number (`12.`, `12...`), or a round header that opens with its
    /// number (`2. Runde von links`).
    #[inline]
    fn numbered<S: Sink>(&mut self, s: &mut S, t: Tok<'a>) -> R<()> {
        let Some((number, ellipsis, end)) = move_number(self.src, &t) else {
            return Err(self.unexpected(t));
        };
        self.go(end);
        match ellipsis {
            Some(e) => {
                s.move_number(number);
                s.ellipsis(e);
            }
            None => {
                let kw = self.peek();
                if is_round_word(&kw) && !kw.newline_before {
                    self.go(kw.span.end);
                    let number = Spanned::new(number.node, Span::new(t.span.start, t.span.end));
                    let h = self.numbered_round_header(number, kw)?;
                    s.round(h);
                } else {
                    s.move_number(number);
                }
            }
        }
        Ok(())
    }

    /// An item that starts with the word `t`: a round header, a score line or an entry.
    #[inline]
    fn word_item<S: Sink>(&mut self, s: &mut S, t: Tok<'a>) -> R<()> {
        if let Kind::Word(Some(Word {
            colour: Some(_), ..
        })) = t.kind
        {
            return self.entry(s, t);
        }
        if is_round_word(&t) {
            let h = self.round_header(t)?;
            s.round(h);
            Ok(())
        } else if is_score_word(&t) {
            let l = self.score_line(t)?;
            s.score(l);
            Ok(())
        } else {
            self.entry(s, t)
        }
    }

    /// round header = round word , round number , [ ":" ] , [ fill | "(" , fill , ")" ] ;
    /// (after its round word `kw`)
    fn round_header(&mut self, kw: Tok<'a>) -> R<RoundHeader> {
        if let Some(h) = self.written_round(&kw) {
            return Ok(h);
        }
        let n = self.next();
        if n.kind != Kind::Number || n.newline_before {
            return Err(self.failed(
                |g| {
                    let (span, found) = g.found(&n, kw.span.end);
                    g.bad_round(
                        span,
                        crate::message!(
                            "kamisado-syntax-round-number-expected",
                            word = kw.text,
                            found = found
                        ),
                        Message::new("kamisado-syntax-round-number-expected-label"),
                    )
                },
                n.span.start,
            ));
        }
        match n.text.parse::<u32>() {
            Ok(v) if v >= 1 && n.text.len() <= 9 => {
                let number = Spanned::new(v, n.span);
                self.round_tail(number, kw.span.join(number.span))
            }
            _ => Err(self.failed(
                |g| {
                    g.bad_round(
                        n.span,
                        crate::message!(
                            "kamisado-syntax-bad-round-number",
                            number = crate::core::diag::shown(n.text)
                        ),
                        Message::new("kamisado-syntax-bad-round-number-label"),
                    )
                },
                n.span.end,
            )),
        }
    }

    /// round header = … | round number , "." , round word , [ ":" ] , [ fill | "(" ,
    /// fill , ")" ] ;  (`number` was read as a move number `2.`; the round word `kw` is on
    /// its line)
    fn numbered_round_header(&mut self, number: Spanned<u32>, kw: Tok<'a>) -> R<RoundHeader> {
        if number.node == 0 {
            return Err(self.failed(
                |g| {
                    g.bad_round(
                        number.span,
                        crate::message!("kamisado-syntax-bad-round-number", number = "0"),
                        Message::new("kamisado-syntax-bad-round-number-label"),
                    )
                },
                kw.span.end,
            ));
        }
        self.round_tail(number, number.span.join(kw.span))
    }

    /// What follows a round header's number: `[ ":" ] , [ fill | "(" , fill , ")" ]`
    /// (on the line of the round number; without parentheses, a colour word there starts
    /// an entry and ends the header); the header of round `number`, whose words before
    /// the tail cover `span`.
    fn round_tail(&mut self, number: Spanned<u32>, span: Span) -> R<RoundHeader> {
        let colon = self.punct(&[":"], false);
        let fill = match self.punct(&["("], false) {
            Some(open) => {
                let f = self.fill(true)?.ok_or(Failed)?;
                let close = self.close_paren()?;
                Some(Spanned::new(f.node, open.join(close)))
            }
            None => self.fill(false)?,
        };
        let span = colon.map_or(span, |c| span.join(c));
        Ok(RoundHeader {
            number,
            fill,
            span: fill.map_or(span, |f| span.join(f.span)),
        })
    }

    /// fill = fill left | fill right ;
    /// fill left = "from" , "left" | "left" | "par" , [ "la" ] , "gauche" | "gauche"
    ///           | "von" , "links" | "links" ;  (and fill right alike)
    /// Outside parentheses (`in_parens == false`) the fill is left out (`None`) when no
    /// word follows on the line, or when a colour word follows (an entry on the line of
    /// the header).
    fn fill(&mut self, in_parens: bool) -> R<Option<Spanned<Fill>>> {
        let after = self.pos;
        let w = self.peek();
        if !in_parens && (!is_word(&w) || w.newline_before) {
            return Ok(None);
        }
        // Every fill word, and every word that introduces one, is in the vocabulary's
        // table: its meaning says (`notation::tests::the_fill_words_are_the_full_parsers`).
        let meaning = match w.kind {
            Kind::Word(m) => m,
            _ => None,
        };
        let i = match meaning {
            Some(Word { side: Some(f), .. }) => {
                self.go(w.span.end);
                return Ok(Some(Spanned::new(f, w.span)));
            }
            Some(Word {
                kw: vocab::Kw::From(i),
                ..
            }) => i,
            // An entry follows on the same line.
            _ if !in_parens && self.is_colour(&w)? => return Ok(None),
            _ => {
                self.go(w.span.end);
                return Err(self.failed(
                    |g| {
                        let (span, found) = g.found(&w, after);
                        g.bad_round(
                            span,
                            crate::message!("kamisado-syntax-fill-expected", found = found),
                            Message::new("kamisado-syntax-fill-expected-label"),
                        )
                    },
                    w.span.end,
                ));
            }
        };
        let (_, article, sides) = vocab::FILL_FROM_WORDS[usize::from(i)];
        let mut next = self.after(&w);
        if article.is_some()
            && !next.newline_before
            && matches!(next.kind, Kind::Word(Some(Word { kw: vocab::Kw::Article(a), .. })) if a == i)
        {
            next = self.after(&next);
        }
        match next.kind {
            Kind::Word(Some(Word {
                after: Some((j, f)),
                ..
            })) if j == i && !next.newline_before => {
                self.go(next.span.end);
                Ok(Some(Spanned::new(f, w.span.join(next.span))))
            }
            _ => Err(self.failed(
                |g| {
                    let (span, found) = g.found(&next, w.span.end);
                    g.bad_round(
                        span,
                        crate::message!(
                            "kamisado-syntax-fill-side-expected",
                            left = sides[0].0,
                            right = sides[1].0,
                            word = w.text,
                            found = found
                        ),
                        Message::new("kamisado-syntax-fill-side-expected-label"),
                    )
                },
                next.span.end.max(w.span.end),
            )),
        }
    }

    /// The `)` after a fill in parentheses, on its line.
    fn close_paren(&mut self) -> R<Span> {
        let after = self.pos;
        if let Some(close) = self.punct(&[")"], false) {
            return Ok(close);
        }
        let close = self.peek();
        Err(self.failed(
            |g| {
                let (span, found) = g.found(&close, after);
                g.bad_round(
                    span,
                    crate::message!("kamisado-syntax-close-expected", found = found),
                    Message::new("kamisado-syntax-close-expected-label"),
                )
            },
            close.span.start.max(after),
        ))
    }

    /// score line = score word , [ ":" ] , points , ( "-" | "–" | ":" ) , points ;
    /// (after its score word `kw`)
    fn score_line(&mut self, kw: Tok<'a>) -> R<ScoreLine> {
        if let Some(line) = self.written_score(&kw) {
            return Ok(line);
        }
        self.punct(&[":"], true);
        let black = self.points("black", Some(kw.span.end))?;
        if self.punct(&["-", "–", ":"], true).is_none() {
            let after = self.pos;
            let dash = self.peek();
            return Err(self.failed(
                |g| {
                    let (span, found) = g.found(&dash, after);
                    help::bad_score(
                        span,
                        crate::message!("kamisado-syntax-score-dash", found = found),
                    )
                },
                dash.span.start.max(after),
            ));
        }
        let white = self.points("white", None)?;
        Ok(ScoreLine {
            black,
            white,
            span: kw.span.join(white.span),
        })
    }

    /// points = digit , { digit } ;  (up to 9 digits; `side`'s, `black` or `white`, for
    /// the message, which labels a missing number after `after`, else after what came
    /// before)
    fn points(&mut self, side: &'static str, after: Option<usize>) -> R<Spanned<u32>> {
        let after = after.unwrap_or(self.pos);
        let t = self.next();
        if t.kind == Kind::Number && t.text.len() <= 9 {
            return Ok(Spanned::new(digits(t.text), t.span));
        }
        Err(self.failed(
            |g| {
                let (span, found) = g.found(&t, after);
                help::bad_score(
                    span,
                    crate::message!("kamisado-syntax-score-points", side = side, found = found),
                )
            },
            t.span.start.max(after),
        ))
    }

    /// entry = segment , [ "+" , segment , [ "+" , segment ] ] ;  (a fourth segment is an
    /// error; `t`, a word, is the first tower)
    #[inline(always)]
    fn entry<S: Sink>(&mut self, s: &mut S, t: Tok<'a>) -> R<()> {
        if let Kind::Word(Some(Word {
            colour: Some(tower),
            ..
        })) = t.kind
            && let Some(step) = self.written_step(Spanned::new(tower, t.span))
        {
            s.step(step);
            return Ok(());
        }
        self.entry_by_tokens(s, t)
    }

    /// [`Grammar::entry`] read token by token (any entry that is not a step as sheets
    /// write it).
    #[inline(never)]
    fn entry_by_tokens<S: Sink>(&mut self, s: &mut S, t: Tok<'a>) -> R<()> {
        let first = self.segment(t)?;
        if self.peek().kind != Kind::Plus {
            s.segment(first);
            return Ok(());
        }
        self.pushed(s, first)
    }

    /// The segments after the first of a pushed entry.
    #[inline(never)]
    fn pushed<S: Sink>(&mut self, s: &mut S, first: Segment) -> R<()> {
        let mut segments = Segments::new();
        segments.push(first);
        while self.peek().kind == Kind::Plus {
            let plus = self.next();
            let t = self.tower_after_plus()?;
            let seg = self.segment(t)?;
            if segments.len() == 3 {
                return Err(self.failed(
                    |g| {
                        Problem::error(
                            "kamisado::syntax::too-many-pushed",
                            plus.span.join(seg.span),
                            Message::new("kamisado-syntax-too-many-pushed"),
                        )
                        .with_label(Message::new("kamisado-syntax-too-many-pushed-label"))
                        .with_help(crate::message!(
                            "kamisado-syntax-too-many-pushed-help",
                            example = g.pushed_example()
                        ))
                    },
                    seg.span.end,
                ));
            }
            segments.push(seg);
        }
        let span = first.span.join(segments[segments.len() - 1].span);
        s.entry(Entry { segments, span });
        Ok(())
    }

    /// tower = colour ;  (the next pushed tower after `+`: a word)
    fn tower_after_plus(&mut self) -> R<Tok<'a>> {
        let after = self.pos;
        let t = self.next();
        if is_word(&t) {
            return Ok(t);
        }
        Err(self.failed(
            |g| {
                let (span, found) = g.found(&t, after);
                Problem::error(
                    "kamisado::syntax::unexpected",
                    span,
                    crate::message!("kamisado-syntax-expected-pushed", found = found),
                )
                .with_label(Message::new("kamisado-syntax-expected-pushed-label"))
                .with_help(crate::message!(
                    "kamisado-syntax-expected-pushed-help",
                    example = g.pushed_example()
                ))
            },
            t.span.start.max(after),
        ))
    }

    /// segment = tower , action , landing ;  (after the tower's word `t`)
    #[inline(always)]
    fn segment(&mut self, t: Tok<'a>) -> R<Segment> {
        let tower = self.colour(&t, "tower")?;
        let action = self.action()?;
        let landing = self.landing(&t)?;
        Ok(Segment {
            tower,
            action,
            landing,
            span: tower.span.join(landing.span),
        })
    }

    /// action = direction , distance | "0" ;  (on the line of the tower)
    #[inline]
    fn action(&mut self) -> R<Action> {
        if let Some(a) = self.written_action() {
            return Ok(a);
        }
        let t = self.peek();
        if is_zero(&t) && !t.newline_before {
            self.go(t.span.end);
            return Ok(Action::Blocked { zero: t.span });
        }
        let dir = self.direction()?;
        let dist = self.distance(dir)?;
        Ok(Action::Step { dir, dist })
    }

    /// direction = straight | left | right | back | direction prefix ;  (on the line)
    #[inline]
    fn direction(&mut self) -> R<Spanned<Direction>> {
        let after = self.pos;
        let t = self.next();
        match t.kind {
            _ if t.newline_before => {
                Err(self.expected_direction(&t, after, help::DirectionHelp::Plain))
            }
            Kind::Arrow(d)
            | Kind::Word(Some(Word {
                dir: Some(d), ..
            })) => Ok(Spanned::new(d, t.span)),
            _ => self.other_direction(t, after),
        }
    }

    /// distance = "1" | … | "7" ;  (on the line, right after the direction `dir`)
    #[inline]
    fn distance(&mut self, dir: Spanned<Direction>) -> R<Spanned<u8>> {
        let n = self.next();
        if n.kind == Kind::Number && !n.newline_before {
            let value = if n.text.len() <= 2 {
                n.text.parse::<u8>().ok()
            } else {
                None
            };
            if let Some(v) = value
                && (1..=MAX_DISTANCE).contains(&v)
            {
                return Ok(Spanned::new(v, n.span));
            }
        }
        Err(self.bad_distance(n, dir))
    }

    /// landing = colour ;  (a word that does not start the next entry; `tower` is the
    /// segment's tower, for the help)
    #[inline]
    fn landing(&mut self, tower: &Tok<'a>) -> R<Spanned<Colour>> {
        let action_end = self.pos;
        let l = self.next();
        if let Kind::Word(Some(Word {
            colour: Some(c), ..
        })) = l.kind
        {
            // A colour word of the vocabulary (never a keyword).
            let next = self.peek();
            if !self.starts_action(&next)? {
                return Ok(Spanned::new(c, l.span));
            }
        } else if is_word(&l) && !is_keyword(&l) {
            let c = self.colour(&l, "landing")?;
            let next = self.peek();
            if !self.starts_action(&next)? {
                return Ok(c);
            }
        }
        Err(self.expected_landing(l, *tower, action_end))
    }

    /// Whether `t` can start an entry's action: a direction (see
    /// [`Grammar::is_direction_start`]) or a blocked `0`. A landing square's colour is
    /// followed by none.
    #[inline]
    fn starts_action(&self, t: &Tok<'_>) -> R<bool> {
        match t.kind {
            Kind::Number => Ok(is_zero(t)),
            Kind::Arrow(_) => Ok(true),
            // No word of the vocabulary but the directions' is a direction or the start
            // of one (`notation::tests::only_direction_words_start_a_direction`).
            Kind::Word(Some(Word { dir: None, .. })) => Ok(false),
            Kind::Word(_) => {
                self.need_style()?;
                Ok(self.is_direction_start(t))
            }
            _ => Ok(false),
        }
    }

    /// A colour word (or prefix) for the tower or the landing square (`role`: `tower` or
    /// `landing`).
    #[inline]
    fn colour(&mut self, t: &Tok<'a>, role: &'static str) -> R<Spanned<Colour>> {
        match t.kind {
            Kind::Word(Some(Word {
                colour: Some(c), ..
            })) => Ok(Spanned::new(c, t.span)),
            _ => self.other_colour(t, role),
        }
    }

    /// Whether the word `t` is a colour (a prefix of one colour).
    fn is_colour(&self, t: &Tok<'_>) -> R<bool> {
        if let Kind::Word(Some(Word {
            colour: Some(_), ..
        })) = t.kind
        {
            return Ok(true);
        }
        let lang = self.need_style()?.lang;
        Ok(matches!(colour_in(t, lang), ColourLookup::Found(_)))
    }
}

/// Read the record at `span` of `text` straight, driving the sink `make` makes for its
/// match length; `Err` where the straight reading gives up (a production fails, or the
/// sink stops).
#[inline]
pub(crate) fn read_straight<S: Sink>(
    text: &str,
    span: Span,
    make: impl FnOnce(MatchKind) -> S,
) -> Result<S, GiveUp> {
    Grammar::new(text, span, false).run(make)
}

/// Read one record. Spans are byte offsets into `text`. Every syntax problem is reported;
/// bad stretches become [`Item::Invalid`](super::super::ast::Item::Invalid).
pub fn parse(text: &str) -> (Record, Vec<Problem>) {
    parse_range(text, Span::new(0, text.len()))
}

/// Read every record of a text (see [`header::split_records`]). Spans are byte offsets into
/// the whole `text`.
pub fn parse_all(text: &str) -> Vec<(Record, Vec<Problem>)> {
    header::read_all(text, parse_range)
}

/// Read the record at `span` of `text` (one of [`header::split_records`]'s spans),
/// recovering. Spans are byte offsets into the whole `text`.
pub fn parse_range(text: &str, span: Span) -> (Record, Vec<Problem>) {
    let mut g = Grammar::new(text, span, true);
    let style = g.style();
    let capacity = g.src.len().saturating_sub(g.pos) / 12;
    let build = g
        .run(|_| BuildAst::new(capacity))
        .unwrap_or_else(|GiveUp| BuildAst::new(0));
    let (tags, items, problems) = build.finish();
    let record = Record {
        tags,
        items,
        span: g.span,
        head: Head {
            notation: style,
            abbreviations: g.abbreviations,
            colour_abbreviations: g.colour_abbreviations,
        },
    };
    (record, problems)
}
