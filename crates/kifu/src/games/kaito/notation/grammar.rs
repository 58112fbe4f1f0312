//! The recovering grammar of a Kaitō record: the layout block, the Kaito line and the
//! entries, every problem collected.

use nom::{IResult, Offset};

use super::entry::*;
use super::lexer::*;
use super::write::starts_other;
use crate::core::header;
use crate::core::parse::{self, Body};
use crate::core::{Problem, Span, Spanned};
use crate::games::kaito::ast::{Entry, ExchangeText, Item, KaitoLine, LayoutBlock, Record};
use crate::games::kaito::board::{RankLine, Ranks, Square, rank_line};

// ===== the layout block ================================================================

/// The `Layout:` block as read: the rank lines (from the first word to the end of the
/// last one; `None` if there are none), and what they say.
pub(super) struct LayoutLines<'a> {
    body: Option<&'a str>,
    ranks: Ranks,
}

/// layout-block = "Layout:", newline, 6 * layout-line ;  (the input starts after the
/// keyword; spans of the layout's problems are offsets into it)
///
/// Read leniently for the recovery loop. The first rank may follow the keyword on its
/// line. Then each following line is a rank (read by the rank-line grammar, [`rank_line`])
/// while its first word is a rank number or looks like a token (two characters, or
/// `W`), or, short of six ranks, is not clearly something else: a bad first token (`..`,
/// `rSS`) is the layout's error, not the end of the block. A blank line, a tag or a
/// comment ends it. Reading resumes after the last rank (after the keyword's line if
/// there is none).
pub(super) fn layout_block(input: &str) -> IResult<&str, LayoutLines<'_>> {
    // A line's first word, unless it opens a comment or a tag.
    fn starts_block<'a>(line: &RankLine<'a>) -> Option<&'a str> {
        line.label
            .or(line.first)
            .filter(|w| !w.starts_with(['{', ';', '[']))
    }
    let span = |part: &str| {
        let start = input.offset(part);
        Span::new(start, start + part.len())
    };
    let (after_keyword_line, same_line) = rank_line(input)?;
    let mut i = if starts_block(&same_line).is_some() {
        input
    } else {
        after_keyword_line
    };
    let mut block = LayoutLines {
        body: None,
        ranks: Ranks::new(),
    };
    let mut rest = after_keyword_line;
    let mut rows = 0;
    while !i.is_empty() {
        let (next, line) = rank_line(i)?;
        let Some(w) = starts_block(&line) else {
            break;
        };
        let looks = (w.len() <= 2 && w.bytes().all(|c| c.is_ascii_digit()))
            || w == "W"
            || (w.chars().count() == 2 && !w.ends_with(':') && !w.ends_with('.'));
        if !(looks || (rows < 6 && !starts_other(w))) {
            break;
        }
        rows += 1;
        let last = line.last.or(line.label).unwrap_or(w);
        let first = block.body.map_or(span(w), span);
        block.body = input.get(first.start..span(last).end);
        block.ranks.add(&line, span);
        rest = &input[span(last).end..];
        i = next;
    }
    Ok((rest, block))
}

use crate::core::diag::shown;
use crate::message::Message;

pub(super) struct RecordParser<'a> {
    src: &'a str,
    b: Body<'a, Item>,
    record: Record,
}

/// What an entry is: the help of a word that is not one.
pub(super) const ENTRY_HELP: Message = Message::new("kaito-syntax-entry-help");

impl<'a> RecordParser<'a> {
    fn text(&self, span: Span) -> &'a str {
        self.b.text(span)
    }

    fn run(&mut self) {
        let b = self.src.as_bytes();
        loop {
            // A word starting with a file letter can only be an entry (or nothing): it
            // is read at once, without lexing the word first.
            let (at, _) = header::skip_ascii_whitespace(b, self.b.pos);
            if matches!(b.get(at), Some(b'a'..=b'f' | b'A'..=b'F')) && self.entry(at) {
                continue;
            }
            // So can a word starting with a digit be only a move number (or nothing).
            if b.get(at).is_some_and(u8::is_ascii_digit) && self.move_number(at) {
                continue;
            }
            let t = parse::token_at(self.src, self.b.pos, lex_one);
            self.b.pos = t.span.start;
            let w = t.span;
            match t.kind {
                Tk::Eof => break,
                Tk::Open if t.text == "[" => self.tag(),
                Tk::Open => self.b.comment(w.start),
                Tk::Word => self.word(w),
            }
        }
    }

    fn word(&mut self, w: Span) {
        let word = self.text(w);
        // Only a word ending in `:` can be a line keyword (lowercase keeps the `:`); an
        // ASCII one is compared without lowering it.
        let colon = word.ends_with(':');
        let keyword = |k: &str| {
            if word.is_ascii() {
                word.eq_ignore_ascii_case(k)
            } else {
                word.to_lowercase() == k
            }
        };
        if colon && keyword("layout:") {
            self.layout(w);
        } else if colon && (keyword("kaito:") || keyword("kaitō:")) {
            self.kaito(w);
        } else if word.starts_with(|ch: char| ch.is_ascii_digit()) {
            if !self.move_number(w.start) {
                self.unexpected(
                    w,
                    Message::new("kaito-syntax-not-move-number"),
                    Message::new("kaito-syntax-move-number-help"),
                );
            }
        } else if word == "..." || word == "…" {
            self.b.push(Item::Ellipsis(w));
            self.b.pos = w.end;
        } else if !self.entry(w.start) {
            self.unexpected(w, Message::new("kaito-syntax-not-square"), ENTRY_HELP);
        }
    }

    /// move-number = digit, { digit }, ( "." | "..." | "…" ) ;  (the whole word that
    /// starts at `start`; `false` if the word is not one)
    fn move_number(&mut self, start: usize) -> bool {
        let m = match plain_move_number(self.src.as_bytes(), start) {
            Some(m) => m,
            None => {
                let Some(m) = header::Cursor::new(self.src, start).move_number() else {
                    return false;
                };
                if word_end(&self.src[m.span.end..]).is_err() {
                    return false;
                }
                m
            }
        };
        self.b.move_number(m);
        true
    }

    /// Text that cannot be read: one problem for the whole bad stretch, which runs on
    /// over the following words up to the next thing that can start an item (those are
    /// marked as skipped).
    fn invalid(&mut self, span: Span, problem: Problem) {
        let skipped = self.skip_to_sync(span.end);
        let span = Span::new(span.start, span.end.max(skipped.end));
        self.b.push_invalid(span, problem.with_skipped(skipped));
        self.b.pos = span.end.max(self.b.pos);
    }

    fn unexpected(&mut self, w: Span, what: Message, help: Message) {
        let problem = parse::unexpected("kaito::syntax::unexpected", w, self.text(w), what, help);
        self.invalid(w, problem);
    }

    fn tag(&mut self) {
        let Some(raw) = self.b.read_tag(self.b.pos) else {
            return;
        };
        if self.b.seen_body {
            self.invalid(
                raw.span,
                Problem::error(
                    "kaito::syntax::unexpected",
                    raw.span,
                    Message::new("kaito-syntax-tag-after-moves"),
                )
                .with_label(Message::new("kaito-syntax-tag-after-moves-label"))
                .with_help(Message::new("kaito-syntax-tag-after-moves-help")),
            );
        } else {
            let again = raw.key.span;
            self.b.keep_tag(raw, again);
        }
    }

    fn duplicate(&mut self, w: Span, what: &str, first: Span) {
        self.b.problems.push(
            Problem::error(
                "kaito::syntax::duplicate",
                w,
                crate::message!("kaito-syntax-duplicate", line = what),
            )
            .with_label(Message::new("kaito-syntax-duplicate-label"))
            .with_related(first, Message::new("kaito-syntax-duplicate-first"))
            .with_help(crate::message!("kaito-syntax-duplicate-help", line = what)),
        );
    }

    fn too_late(&mut self, w: Span, what: &str) -> bool {
        if self.b.seen_body {
            self.unexpected(
                w,
                crate::message!("kaito-syntax-too-late", line = what),
                Message::new("kaito-syntax-too-late-help"),
            );
            return true;
        }
        false
    }

    fn layout(&mut self, kw: Span) {
        self.b.pos = kw.end;
        let late = self.too_late(kw, "Layout:");
        // The block's lines are read even when it is out of place or given again, so that
        // they do not read as entries.
        let Ok((rest, block)) = layout_block(&self.src[kw.end..]) else {
            return;
        };
        self.b.pos = self.src.len() - rest.len();
        if late {
            return;
        }
        if let Some(first) = &self.record.head.layout {
            let first = first.keyword;
            self.duplicate(kw, "Layout:", first);
            return;
        }
        let body = block
            .body
            .map_or(Span::point(self.b.pos), |b| self.span_of(b));
        let layout = match block.ranks.finish() {
            Ok(l) => Some(l),
            Err(errors) => {
                for e in errors {
                    let span = e.span.map_or(kw, |s| s.offset(kw.end));
                    let label = match e.span {
                        Some(_) => "kaito-layout-label",
                        None => "kaito-layout-label-whole",
                    };
                    self.b.problems.push(
                        Problem::error("kaito::bad-layout", span, e.kind.message())
                            .with_label(Message::new(label))
                            .with_help(Message::new("kaito-layout-help")),
                    );
                }
                None
            }
        };
        self.record.head.layout = Some(LayoutBlock {
            keyword: kw,
            body,
            layout,
        });
    }

    fn kaito(&mut self, kw: Span) {
        self.b.pos = kw.end;
        if self.too_late(kw, "Kaito:") {
            return;
        }
        let (w, newline) = word_at(self.src, kw.end);
        if let Some(first) = self.record.head.kaito {
            if let Some(w) = w.filter(|_| !newline) {
                self.b.pos = w.end;
            }
            self.duplicate(kw, "Kaito:", first.keyword);
            return;
        }
        let square = match w {
            Some(w) if !newline => {
                self.b.pos = w.end;
                match Square::parse(self.text(w)) {
                    Some(sq) => Some(Spanned::new(sq, w)),
                    None => {
                        self.b.problems.push(
                            Problem::error(
                                "kaito::syntax::bad-square",
                                w,
                                crate::message!(
                                    "kaito-syntax-bad-square",
                                    text = shown(self.text(w))
                                ),
                            )
                            .with_label(Message::new("kaito-syntax-square-expected"))
                            .with_help(Message::new("kaito-syntax-kaito-square-help")),
                        );
                        None
                    }
                }
            }
            _ => {
                self.b.problems.push(
                    Problem::error(
                        "kaito::syntax::bad-square",
                        Span::point(kw.end),
                        Message::new("kaito-syntax-no-kaito-square"),
                    )
                    .with_label(Message::new("kaito-syntax-square-expected"))
                    .with_help(Message::new("kaito-syntax-kaito-square-help")),
                );
                None
            }
        };
        self.record.head.kaito = Some(KaitoLine {
            keyword: kw,
            square,
        });
    }

    /// The span of `part`, a slice of the text.
    fn span_of(&self, part: &str) -> Span {
        let start = self.src.offset(part);
        Span::new(start, start + part.len())
    }

    /// The entry that starts at `start` (a word's start), read by [`entry`]; `false` if
    /// the word does not start one.
    fn entry(&mut self, start: usize) -> bool {
        let i = &self.src[start..];
        let read = match plain_entry(i) {
            Some(plain) => Ok(plain),
            None => entry(i),
        };
        let (rest, e) = match read {
            Ok(read) => read,
            Err(nom::Err::Failure(f)) => {
                self.b.seen_body = true;
                self.entry_fault(start, f);
                return true;
            }
            Err(_) => return false,
        };
        let end = self.src.len() - rest.len();
        let exchanges = e
            .exchanges
            .iter()
            .map(|x| {
                let pay = Spanned::new(x.pay.1, self.span_of(x.pay.0));
                ExchangeText {
                    buy: Spanned::new(x.buy.1, self.span_of(x.buy.0)),
                    pay,
                    span: self.span_of(x.eq).join(pay.span),
                }
            })
            .collect();
        let entry = Entry {
            to: Spanned::new(e.to.1, self.span_of(e.to.0)),
            capture: e.capture.map(|(t, p)| Spanned::new(p, self.span_of(t))),
            exchanges,
            span: Span::new(start, end),
        };
        self.b.pos = end;
        self.b.push(Item::Entry(entry));
        true
    }

    /// The problem of an entry starting at `start` that could not be read.
    #[cold]
    fn entry_fault(&mut self, start: usize, fault: Fault<'_>) {
        match fault {
            Fault::Not => {}
            Fault::Token(x) => self.no_token(start, self.span_of(x)),
            Fault::Buy(eq, found) => {
                let eq = self.span_of(eq);
                let span = found.map_or(Span::point(eq.end), |b| self.span_of(b));
                self.bad_exchange(
                    start,
                    span,
                    "kaito-syntax-expected-buy",
                    "kaito-syntax-expected-buy-label",
                );
            }
            Fault::Payment(buy) => {
                let buy = self.span_of(buy);
                let span = self.payment_words(buy.end).unwrap_or(Span::point(buy.end));
                self.bad_exchange(
                    start,
                    span,
                    "kaito-syntax-expected-payment",
                    "kaito-syntax-expected-payment-label",
                );
            }
        }
    }

    /// The words written as a payment after `from`, on its line: the first and those
    /// joined to it by `+` (`3+1`, `3 + 1`, `3 +1`).
    fn payment_words(&self, from: usize) -> Option<Span> {
        let (first, newline) = word_at(self.src, from);
        let mut span = first.filter(|_| !newline)?;
        while let (Some(next), false) = word_at(self.src, span.end) {
            if !(self.text(span).ends_with('+') || self.text(next).starts_with('+')) {
                break;
            }
            span = span.join(next);
        }
        Some(span)
    }

    /// `x` (at `w`) in the entry starting at `start`, with no token after it.
    fn no_token(&mut self, start: usize, w: Span) {
        let (t, newline) = word_at(self.src, w.end);
        let other = t.filter(|_| !newline);
        // A square after `x` is the next entry: the token is missing.
        let next_entry = other.filter(|t| Square::parse(self.text(*t)).is_some());
        let other = if next_entry.is_some() { None } else { other };
        let span = other.unwrap_or(Span::point(w.end));
        // Not a word: a comment or a sign, unless the line ends here.
        let rest = self.src[w.end..].trim_start_matches([' ', '\t']);
        let text = |t: &str| crate::message!("kaito-syntax-found-text", text = shown(t));
        let nothing = || match rest.chars().next() {
            None | Some('\n' | '\r' | ';') => Message::new("kaito-syntax-found-end-of-line"),
            Some('{') => Message::new("kaito-syntax-found-comment"),
            Some(c) => text(&c.to_string()),
        };
        let found = other.map_or_else(nothing, |t| text(self.text(t)));
        let bad = Span::new(start, span.end.max(w.end));
        let found = if next_entry.is_some() {
            Message::new("kaito-syntax-found-next-entry")
        } else {
            found
        };
        self.invalid(
            bad,
            Problem::error(
                "kaito::syntax::expected-token",
                span,
                crate::message!("kaito-syntax-expected-token", found = found),
            )
            .with_label(Message::new("kaito-syntax-expected-token-label"))
            .with_help(Message::new("kaito-syntax-expected-token-help")),
        );
    }

    /// After a problem at `from`: the words up to the next one that can start an item
    /// (a square, a move number, an ellipsis, a line keyword) or a comment or tag, as
    /// the span they cover (empty if there are none).
    fn skip_to_sync(&self, from: usize) -> Span {
        parse::skipped(self.src, from, lex_one, |t: &Tok<'_>| {
            t.kind != Tk::Word
                || Square::parse(t.text).is_some()
                || t.text == "..."
                || t.text == "…"
                || t.text.ends_with(':')
                || parse::is_move_number(self.src, t.span)
        })
    }

    fn bad_exchange(&mut self, start: usize, span: Span, message: &'static str, label: &'static str) {
        self.invalid(
            Span::new(start, span.end.max(start + 1)),
            Problem::error("kaito::syntax::bad-exchange", span, Message::new(message))
                .with_label(Message::new(label))
                .with_help(Message::new("kaito-syntax-exchange-help")),
        );
    }
}

/// Read one record. Spans are byte offsets into `text`. Every syntax problem is reported;
/// bad stretches become [`Item::Invalid`].
pub fn parse(text: &str) -> (Record, Vec<Problem>) {
    parse_range(text, Span::new(0, text.len()))
}

/// Read every record of a text (see [`header::split_records`]). Spans are byte offsets
/// into the whole `text`.
pub fn parse_all(text: &str) -> Vec<(Record, Vec<Problem>)> {
    header::read_all(text, parse_range)
}

/// Read the record at `span` of `text` (one of [`header::split_records`]'s spans).
/// Spans are byte offsets into the whole `text`.
pub(crate) fn parse_range(text: &str, span: Span) -> (Record, Vec<Problem>) {
    let (src, pos, span) = header::record_range(text, span);
    let mut b = Body::new(src, pos);
    // About one item per dozen bytes in generated and hand-written records alike.
    b.items.reserve(span.len() / 12);
    b.tags.reserve(8);
    let mut p = RecordParser {
        src,
        b,
        record: Record {
            span,
            ..Record::default()
        },
    };
    p.run();
    let mut record = p.record;
    let problems;
    (record.tags, record.items, problems) = p.b.finish();
    (record, problems)
}

#[cfg(test)]
mod tests;
