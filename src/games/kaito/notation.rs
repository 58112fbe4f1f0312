//! Reading and writing Kaitō records (grammar: `grammar/kaito.ebnf`).
//!
//! ```text
//! [Game "Kaito"]
//! [First "Red"]
//! Layout:
//! 6 rS b1 r2 bH rS b3
//! …                      (ranks 6 down to 1, files a–f)
//! Kaito: c5
//! 1. c2 x bS        a2 x r3
//! 2. a6 x rH = H 3+2      f6
//! ```
//!
//! [`parse`](fn@parse) reads one record into the [`Record`] AST and collects every syntax problem
//! (it never stops at the first one): a bad stretch of text becomes an [`Item::Invalid`]
//! and the parser resumes at the next word. Tags, comments, move numbers and record
//! splitting are the shared ones of [`crate::core::header`]. [`write_record`] prints a
//! record in the canonical layout.

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::take_while1,
    character::complete::{anychar, char, one_of},
    combinator::{all_consuming, recognize},
    multi::separated_list1,
};

use super::ast::{Entry, ExchangeText, Item, KaitoLine, LayoutBlock, Record};
use super::board::{Layout, Piece, Square};
use super::rules::{Buy, Move, Payment, Position};
use crate::core::header;
use crate::core::parse::{self, Body, TokenKind};
use crate::core::{Problem, Span, Spanned};

/// `3+2`: Mon values 1–3 joined by `+`.
fn payment(i: &str) -> IResult<&str, Vec<char>> {
    all_consuming(separated_list1(char('+'), one_of("123"))).parse(i)
}

/// Read a payment word (`3+2`, `2+2+1`).
pub fn parse_payment(word: &str) -> Option<Payment> {
    let (_, digits) = payment(word).ok()?;
    let values: Vec<u8> = digits.iter().map(|&c| c as u8 - b'0').collect();
    Payment::from_values(&values)
}

/// What an exchange buys: `H`, `S`, `Kabuto`, `Katana` (also helmet/sword, casque/épée,
/// Helm/Schwert), any case.
pub fn parse_buy(word: &str) -> Option<Buy> {
    match word.to_lowercase().as_str() {
        "h" | "kabuto" | "helmet" | "casque" | "helm" => Some(Buy::Kabuto),
        "s" | "katana" | "sword" | "épée" | "epee" | "schwert" => Some(Buy::Katana),
        _ => None,
    }
}

fn is_word_char(c: char) -> bool {
    !c.is_whitespace() && c != '{' && c != ';' && c != '['
}

/// Kaitō's tokens: words (runs of non-blank characters) and the `{`, `;` or `[` that
/// opens a comment or a tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tk {
    Word,
    Open,
    Eof,
}

impl TokenKind for Tk {
    const EOF: Self = Tk::Eof;
}

fn lex_one(i: &str) -> IResult<&str, (Tk, &str)> {
    alt((
        take_while1(is_word_char).map(|t| (Tk::Word, t)),
        recognize(anychar).map(|t| (Tk::Open, t)),
    ))
    .parse(i)
}

/// A word: the span of the non-blank run at or after `pos`, and whether a line break
/// was skipped to reach it. `None` at the end of the text or before a comment or tag.
fn word_at(src: &str, pos: usize) -> (Option<Span>, bool) {
    let t = parse::token_at(src, pos, lex_one);
    ((t.kind == Tk::Word).then_some(t.span), t.newline_before)
}

use crate::core::diag::shown;

struct RecordParser<'a> {
    src: &'a str,
    b: Body<'a, Item>,
    record: Record,
}

const ENTRY_HELP: &str = "an entry is the Kaito's destination square, optionally what it took and an exchange: `c2`, `c2 x bS`, `a6 x rH = H 3+2`";

impl<'a> RecordParser<'a> {
    fn text(&self, span: Span) -> &'a str {
        self.b.text(span)
    }

    fn run(&mut self) {
        loop {
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
        let lower = word.to_lowercase();
        if lower == "layout:" {
            self.layout(w);
        } else if lower == "kaito:" || lower == "kaitō:" {
            self.kaito(w);
        } else if word.starts_with(|ch: char| ch.is_ascii_digit()) {
            match header::Cursor::new(self.src, w.start).move_number() {
                Some(m) if m.span.end == w.end => {
                    self.b.push(Item::MoveNumber(m.number));
                    if let Some(e) = m.ellipsis {
                        self.b.push(Item::Ellipsis(e));
                    }
                    self.b.pos = w.end;
                }
                _ => self.unexpected(
                    w,
                    "not a move number",
                    "write a move number with a dot (`12.`); squares are a1 to f6",
                ),
            }
        } else if word == "..." || word == "…" {
            self.b.push(Item::Ellipsis(w));
            self.b.pos = w.end;
        } else if let Some(sq) = Square::parse(word) {
            self.entry(Spanned::new(sq, w));
        } else if let Some(sq) = word
            .get(..2)
            .filter(|_| word[2..].starts_with(['x', 'X', '×']))
            .and_then(Square::parse)
        {
            // `e4xr3`: the capture joined to the square.
            self.entry(Spanned::new(sq, Span::new(w.start, w.start + 2)));
        } else {
            self.unexpected(w, "not a square a1 to f6", ENTRY_HELP);
        }
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

    fn unexpected(&mut self, w: Span, what: &str, help: &str) {
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
                    "a tag after the moves",
                )
                .with_label("tag after the moves")
                .with_help("put every tag before the layout and the moves"),
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
                format!("a second `{what}` line"),
            )
            .with_label("given again here")
            .with_related(first, "first given here")
            .with_help(format!(
                "a record has one `{what}` line; delete one of them"
            )),
        );
    }

    fn too_late(&mut self, w: Span, what: &str) -> bool {
        if self.b.seen_body {
            self.unexpected(
                w,
                &format!("the `{what}` line comes after the moves"),
                "write the tags, then `Layout:` with its six rank lines, then `Kaito: <square>`, then the moves",
            );
            return true;
        }
        false
    }

    fn layout(&mut self, kw: Span) {
        self.b.pos = kw.end;
        if self.too_late(kw, "Layout:") {
            // Skip its lines too, so they do not read as entries.
            self.b.pos = self.layout_lines(kw).end.max(kw.end);
            return;
        }
        let body = self.layout_lines(kw);
        self.b.pos = body.end.max(kw.end);
        if let Some(first) = &self.record.layout {
            let first = first.keyword;
            self.duplicate(kw, "Layout:", first);
            return;
        }
        let layout = match Layout::parse(self.text(body)) {
            Ok(l) => Some(l),
            Err(errors) => {
                for e in errors {
                    let span = e.span.map_or(kw, |s| s.offset(body.start));
                    let label = match e.span {
                        Some(_) => "here",
                        None => "in this layout",
                    };
                    self.b.problems.push(
                        Problem::error("kaito::bad-layout", span, e.to_string())
                            .with_label(label)
                            .with_help("the layout is six lines, rank 6 first, each with six tokens for files a-f (rS rH r1 r2 r3, bS bH b1 b2 b3, W); each colour has 7 S, 3 H, three 1, two 2 and two 3, and there are 2 W"),
                    );
                }
                None
            }
        };
        self.record.layout = Some(LayoutBlock {
            keyword: kw,
            body,
            layout,
        });
    }

    /// The rank lines after `Layout:`: the following non-blank lines whose first word is
    /// a rank number or looks like a token (two characters, or `W`).
    fn layout_lines(&self, kw: Span) -> Span {
        let src = self.src;
        let after = src[kw.end..]
            .find('\n')
            .map_or(src.len(), |n| kw.end + n + 1);
        let mut end = after;
        let mut first = None;
        let mut ranks = 0;
        // The first rank may follow `Layout:` on the same line.
        let same_line = src[kw.end..after].trim();
        let mut line_start = if same_line.is_empty() || same_line.starts_with(['{', ';', '[']) {
            after
        } else {
            kw.end
        };
        while line_start < src.len() {
            let line_end = src[line_start..]
                .find('\n')
                .map_or(src.len(), |n| line_start + n);
            let line = &src[line_start..line_end];
            let Some(w) = line.split_whitespace().next() else {
                break;
            };
            let looks = (w.chars().all(|c| c.is_ascii_digit()) && w.len() <= 2)
                || w == "W"
                || (w.chars().count() == 2 && !w.ends_with(':') && !w.ends_with('.'));
            // Short of six ranks, a line is a rank unless its first word is clearly
            // something else: a bad first token (`..`, `rSS`) is the layout's error.
            if !(looks || (ranks < 6 && !starts_other(w))) || w.starts_with(['[', '{', ';']) {
                break;
            }
            ranks += 1;
            first.get_or_insert(line_start + (line.len() - line.trim_start().len()));
            end = line_start + line.trim_end().len();
            line_start = (line_end + 1).min(src.len().max(line_end));
            if line_end >= src.len() {
                break;
            }
        }
        match first {
            Some(f) => Span::new(f, end),
            None => Span::point(after.min(src.len())),
        }
    }

    fn kaito(&mut self, kw: Span) {
        self.b.pos = kw.end;
        if self.too_late(kw, "Kaito:") {
            return;
        }
        let (w, newline) = word_at(self.src, kw.end);
        if let Some(first) = self.record.kaito {
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
                                format!("`{}` is not a square a1 to f6", shown(self.text(w))),
                            )
                            .with_label("square expected")
                            .with_help("write where the Kaito starts, one of the two white tokens' squares: `Kaito: c5`"),
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
                        "expected the Kaito's starting square after `Kaito:`",
                    )
                    .with_label("square expected")
                    .with_help("write where the Kaito starts, one of the two white tokens' squares: `Kaito: c5`"),
                );
                None
            }
        };
        self.record.kaito = Some(KaitoLine {
            keyword: kw,
            square,
        });
    }

    fn entry(&mut self, to: Spanned<Square>) {
        self.b.seen_body = true;
        let start = to.span.start;
        let mut end = to.span.end;
        let mut capture = None;
        let mut exchanges = Vec::new();
        // `x TOKEN` (or `xTOKEN`).
        if let (Some(w), false) = word_at(self.src, end) {
            let word = self.text(w);
            let attached = word.strip_prefix(['x', 'X', '×']).filter(|r| !r.is_empty());
            if word == "x" || word == "X" || word == "×" {
                let (t, newline) = word_at(self.src, w.end);
                match t.filter(|_| !newline) {
                    Some(t) if Piece::parse(self.text(t)).is_some() => {
                        if let Some(p) = Piece::parse(self.text(t)) {
                            capture = Some(Spanned::new(p, t));
                        }
                        end = t.end;
                    }
                    other => {
                        // A square after `x` is the next entry: the token is missing.
                        let next_entry = other.filter(|t| Square::parse(self.text(*t)).is_some());
                        let other = if next_entry.is_some() { None } else { other };
                        let span = other.unwrap_or(Span::point(w.end));
                        // Not a word: a comment or a sign, unless the line ends here.
                        let rest = self.src[w.end..].trim_start_matches([' ', '\t']);
                        let nothing = match rest.chars().next() {
                            None | Some('\n' | '\r' | ';') => "the end of the line".to_owned(),
                            Some('{') => {
                                "a comment (a comment cannot stand inside an entry: put it after the entry)".to_owned()
                            }
                            Some(c) => format!("`{}`", shown(&c.to_string())),
                        };
                        let found = other.map_or(nothing, |t| format!("`{}`", shown(self.text(t))));
                        let bad = Span::new(start, span.end.max(w.end));
                        let found = if next_entry.is_some() {
                            "the next entry".to_owned()
                        } else {
                            found
                        };
                        self.invalid(
                            bad,
                            Problem::error(
                                "kaito::syntax::expected-token",
                                span,
                                format!("expected the captured token after `x`, found {found}"),
                            )
                            .with_label("token expected")
                            .with_help("a token is r or b, then S (Katana), H (Kabuto) or 1-3 (Mons): `c2 x bS`"),
                        );
                        return;
                    }
                }
            } else if let Some(p) = attached.and_then(Piece::parse) {
                capture = Some(Spanned::new(p, Span::new(w.start + (w.len() - 2), w.end)));
                end = w.end;
            }
        }
        // `= H 3+2`, possibly more than once (the replay reports a second exchange).
        while let (Some(word), _) = word_at(self.src, end) {
            if !self.text(word).starts_with('=') {
                break;
            }
            // `= S` or `=S`: what is bought may be joined to the `=`.
            let eq = Span::new(word.start, word.start + 1);
            let (b, nl1) = if word.len() > 1 {
                (Some(Span::new(eq.end, word.end)), false)
            } else {
                word_at(self.src, eq.end)
            };
            let buy = b
                .filter(|_| !nl1)
                .and_then(|b| parse_buy(self.text(b)).map(|x| Spanned::new(x, b)));
            let Some(buy) = buy else {
                let span = b.filter(|_| !nl1).unwrap_or(Span::point(eq.end));
                self.bad_exchange(
                    start,
                    span,
                    "expected what is bought back after `=`: H (Kabuto) or S (Katana)",
                    "H or S expected",
                );
                return;
            };
            let (p, nl2) = word_at(self.src, buy.span.end);
            // `3+1`, `3 + 1`, `3 +1`: the payment's words on this line, joined.
            let p = p.filter(|_| !nl2).map(|first| {
                let mut span = first;
                while let (Some(next), false) = word_at(self.src, span.end) {
                    if !(self.text(span).ends_with('+') || self.text(next).starts_with('+')) {
                        break;
                    }
                    span = span.join(next);
                }
                span
            });
            let pay = p.and_then(|p| {
                let joined: String = self.text(p).split_whitespace().collect();
                parse_payment(&joined).map(|x| Spanned::new(x, p))
            });
            let Some(pay) = pay else {
                let span = p.filter(|_| !nl2).unwrap_or(Span::point(buy.span.end));
                self.bad_exchange(
                    start,
                    span,
                    "expected the Mon tokens paid: their values, 1 to 3, joined by `+`",
                    "payment expected",
                );
                return;
            };
            end = pay.span.end;
            exchanges.push(ExchangeText {
                buy,
                pay,
                span: eq.join(pay.span),
            });
        }
        self.b.pos = end;
        self.b.items.push(Item::Entry(Entry {
            to,
            capture,
            exchanges,
            span: Span::new(start, end),
        }));
    }

    /// After a problem at `from`: the words up to the next one that can start an item
    /// (a square, a move number, an ellipsis, a line keyword) or a comment or tag, as
    /// the span they cover (empty if there are none).
    fn skip_to_sync(&self, from: usize) -> Span {
        parse::skipped(self.src, from, lex_one, |t| {
            t.kind != Tk::Word
                || Square::parse(t.text).is_some()
                || t.text == "..."
                || t.text == "…"
                || t.text.ends_with(':')
                || parse::is_move_number(self.src, t.span)
        })
    }

    fn bad_exchange(&mut self, start: usize, span: Span, message: &str, label: &str) {
        self.invalid(
            Span::new(start, span.end.max(start + 1)),
            Problem::error("kaito::syntax::bad-exchange", span, message)
                .with_label(label)
                .with_help("write an exchange as `= H 3+2` (a Kabuto for 5 Mons or more) or `= S 2+2` (a Katana for 4 or more)"),
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

fn parse_range(text: &str, span: Span) -> (Record, Vec<Problem>) {
    let (src, pos, span) = header::record_range(text, span);
    let mut p = RecordParser {
        src,
        b: Body::new(src, pos),
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

// ===== writer ==========================================================================

/// A legal turn of `pos` in the canonical notation, with what it captures:
/// `a6 x rH = H 3+2` (`None` if the destination holds no token).
pub fn write_move(pos: &Position, mv: Move) -> Option<String> {
    let taken = pos.piece_at(mv.to)?;
    let mut s = format!("{} x {taken}", mv.to);
    if let Some(e) = mv.exchange {
        s.push_str(&format!(" = {e}"));
    }
    Some(s)
}

/// An entry in the canonical form: `a6 x rH = H 3+2`.
pub fn write_entry(entry: &Entry) -> String {
    let mut s = entry.to.node.to_string();
    if let Some(c) = entry.capture {
        s.push_str(&format!(" x {}", c.node));
    }
    for e in &entry.exchanges {
        s.push_str(&format!(" = {} {}", e.buy.node.kind().letter(), e.pay.node));
    }
    s
}

/// A line's first word that cannot start a rank line: a move number (`12.`, `3…`), an
/// ellipsis, a keyword (`Kaito:`), a tag or a comment.
fn starts_other(w: &str) -> bool {
    let digits = w.trim_start_matches(|c: char| c.is_ascii_digit());
    (digits.len() < w.len() && (digits.starts_with('.') || digits.starts_with('…')))
        || matches!(w, "..." | "…")
        || w.ends_with(':')
        || w.to_lowercase().starts_with("kait")
        || w.starts_with(['[', '{', ';'])
}

/// Numbered pairs of cells (first player's, second player's) in aligned columns. A cell
/// that must end its line (a `;` comment) closes its row.
pub fn layout_pairs(cells: &[(String, bool)], first_second: bool, out: &mut String) {
    // Each row: the two cells, and whether the row is closed.
    let mut rows: Vec<([Option<String>; 2], bool)> = Vec::new();
    for (i, (text, closes)) in cells.iter().enumerate() {
        let col = (i + usize::from(first_second)) % 2;
        let reuse = col == 1 && rows.last().is_some_and(|r| !r.1 && r.0[1].is_none());
        if !reuse {
            rows.push(([None, None], false));
        }
        if let Some(r) = rows.last_mut() {
            r.0[col] = Some(text.clone());
            r.1 = *closes || col == 1;
        }
    }
    let width = rows
        .iter()
        .filter(|r| r.0[1].is_some())
        .filter_map(|r| r.0[0].as_ref())
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(3)
        .max(3);
    let nw = format!("{}.", rows.len()).len();
    for (i, r) in rows.iter().enumerate() {
        let number = format!("{:<nw$}", format!("{}.", i + 1));
        match (&r.0[0], &r.0[1]) {
            (Some(a), Some(b)) => out.push_str(&format!("{number} {a:width$}  {b}\n")),
            (Some(a), None) => out.push_str(&format!("{number} {a}\n")),
            (None, Some(b)) => out.push_str(&format!("{number} {:width$}  {b}\n", "...")),
            (None, None) => {}
        }
    }
}

/// The record in the canonical layout: tags, the layout, the Kaito line, then numbered
/// pairs (first player's entry, second player's). Comments stay with the entry they
/// follow; [`Item::Invalid`] text (which has no meaning) is left out.
pub fn write_record(record: &Record) -> String {
    let mut out = String::new();
    for t in &record.tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    let mut leading = Vec::new();
    let mut cells: Vec<(String, bool)> = Vec::new();
    let mut starts_second = false;
    for item in &record.items {
        match item {
            Item::Entry(e) => cells.push((write_entry(e), false)),
            Item::Ellipsis(_) if cells.is_empty() => starts_second = true,
            Item::Comment(c) => {
                let text = header::write_comment(&c.node);
                match cells.last_mut() {
                    Some((cell, closes)) => {
                        cell.push(' ');
                        cell.push_str(&text);
                        *closes |= header::comment_ends_line(&c.node);
                    }
                    None => leading.push(text),
                }
            }
            Item::MoveNumber(_) | Item::Ellipsis(_) | Item::Invalid(_) => {}
        }
    }
    if let Some(l) = record.layout.as_ref().and_then(|b| b.layout) {
        out.push_str("Layout:\n");
        for line in l.lines() {
            out.push_str(&line);
            out.push('\n');
        }
    }
    if let Some(sq) = record.kaito.and_then(|k| k.square) {
        out.push_str(&format!("Kaito: {}\n", sq.node));
    }
    for c in leading {
        out.push_str(&c);
        out.push('\n');
    }
    layout_pairs(&cells, starts_second, &mut out);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_rank_may_follow_the_keyword() {
        let text = "[First \"Red\"]\nLayout: 6 W  bS r2 rH bS r1\n5 rS r1 r1 bS bH b2\n4 rS rS rS b1 r3 b1\n3 rS bS r2 rH r3 bS\n2 b1 bH bS b3 b3 b2\n1 rS W  bS rH bH rS\nKaito: b1\n1. b2 x bH\n";
        let (record, problems) = parse(text);
        assert!(problems.is_empty(), "{problems:?}");
        let block = record.layout.clone().unwrap();
        assert!(block.layout.is_some());
        assert!(text[block.body.range()].starts_with("6 W"));
        assert_eq!(record.entries().count(), 1);
    }

    #[test]
    fn payments_and_buys() {
        assert_eq!(parse_payment("3+2").map(|p| p.total()), Some(5));
        assert_eq!(parse_payment("1+1+2").map(|p| p.tokens), Some([2, 1, 0]));
        assert_eq!(parse_payment("4"), None);
        assert_eq!(parse_payment("3+"), None);
        assert_eq!(parse_payment(""), None);
        assert_eq!(parse_buy("Kabuto"), Some(Buy::Kabuto));
        assert_eq!(parse_buy("s"), Some(Buy::Katana));
        assert_eq!(parse_buy("Mon"), None);
    }
}
