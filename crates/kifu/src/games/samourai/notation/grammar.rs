//! The recovering grammar of a Samouraï record (`grammar/samourai.ebnf`): entries, then
//! the record's items, with every problem collected.

use nom::{IResult, Parser, branch::alt, combinator::opt};

use super::lexer::*;
use super::words::*;
use crate::core::diag::shown;
use crate::core::header::{self, Cursor};
use crate::core::parse::{self, Body, Fail, Lexes, Stop, fail};
use crate::core::{Problem, Span, Spanned};
use crate::games::samourai::ast::{BoardBlock, Entry, Head, Item, Record, Said, Segment};
use crate::games::samourai::board::{Kind, SIZE, Square};
use crate::games::samourai::style::{Lang, Style};
use crate::message::{Arg, Message};

// ===== parser ==========================================================================

type Toks<'a, L> = parse::Tokens<'a, Tk, L>;

/// How an entry reads: the help of most syntax problems.
fn entry_help() -> Message {
    Message::new("samourai-entry-help")
}

// ----- the entry grammar (`grammar/samourai.ebnf`, "entries") ----------------------------
//
// nom parsers over the bytes of the record: a rule's input ([`In`]) is the text from where
// it reads on, and a position is `src.len() - input.len()`. The leaves (a square, the
// dash, a distance, a kind, the `+`) read ASCII byte by byte: the white space before a
// token, then the token; where a character beyond ASCII stands next to the token (white
// space such as a no-break space, or a word that goes on with `ō`), the leaf hands over
// to the general token reader ([`token`]), whose verdict is the same. A rule for a part
// that may be left out gives [`Stop::Miss`] when the part is not there; a rule that
// applies but is wrong gives its problem as a committed [`Stop::Fail`] (nom's
// `Err::Failure`), which ends the entry.

/// The token at or after `pos`, as [`parse::Tokens::at`] reads it. Nearly every token
/// of an entry is plain ASCII (a word, `-`, `+`) or the end of the text: those are read
/// here, byte by byte; any other goes to the general reader.
#[inline]
fn token<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> Tok<'a> {
    let src = t.src();
    let b = src.as_bytes();
    let (start, newline_before) = header::skip_ascii_whitespace(b, pos);
    let (kind, end) = match b.get(start) {
        None => (Tk::Eof, src.len()),
        Some(c) if c.is_ascii_alphanumeric() => {
            let mut end = start + 1;
            while b.get(end).is_some_and(u8::is_ascii_alphanumeric) {
                end += 1;
            }
            // A word going on with a letter that is not ASCII: the general reader's.
            if b.get(end).is_some_and(|&c| c >= 0x80) {
                return t.at(pos);
            }
            (Tk::Word, end)
        }
        Some(b'-') => (Tk::Dash, start + 1),
        Some(b'+') => (Tk::Plus, start + 1),
        Some(_) => return t.at(pos),
    };
    let start = start.min(end);
    Tok {
        kind,
        text: &src[start..end],
        span: Span::new(start, end),
        newline_before,
    }
}

/// A rule's input: the bytes of the text from where it reads on.
type In<'a> = &'a [u8];

/// The result of a rule.
type Res<'a, O> = IResult<In<'a>, O, Stop>;

/// Where the input `i` stands in the text.
#[inline(always)]
fn offset<L: Lexes<Tk>>(t: &Toks<'_, L>, i: In<'_>) -> usize {
    t.src().len() - i.len()
}

/// The input from `pos` on.
#[inline(always)]
fn input<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> In<'a> {
    t.src().as_bytes().get(pos..).unwrap_or_default()
}

/// What a rule gives for a part that is not there ([`Stop::Miss`]).
#[inline(always)]
fn miss<'a, O>() -> Res<'a, O> {
    Err(nom::Err::Error(Stop::Miss))
}

/// What a rule gives for a problem, resuming at `resume_from` (committed).
#[cold]
fn failed<'a, O>(problem: Problem, resume_from: usize) -> Res<'a, O> {
    Err(nom::Err::Failure(Stop::Fail(fail(problem, resume_from))))
}

/// The ASCII white space at the start of `i` skipped: where the next token starts (in
/// `i`) and whether a line break came before it; `None` if a character beyond ASCII
/// comes first (white space or a token only the general reader reads).
#[inline(always)]
fn gap(i: In<'_>) -> Option<(usize, bool)> {
    let (s, newline) = header::skip_ascii_whitespace(i, 0);
    match i.get(s) {
        Some(&c) if c >= 0x80 => None,
        _ => Some((s, newline)),
    }
}

/// The end of the run of ASCII letters and digits at `from` of `i`; `None` if the run
/// goes on with a character beyond ASCII (maybe a letter: the general reader's word).
#[inline(always)]
fn ascii_word(i: In<'_>, from: usize) -> Option<usize> {
    let mut end = from;
    while let Some(&c) = i.get(end) {
        match WORD_CLASS[usize::from(c)] {
            Class::Alnum => end += 1,
            Class::End => break,
            Class::Beyond => return None,
        }
    }
    Some(end)
}

/// What a byte is to [`ascii_word`].
#[derive(Clone, Copy)]
enum Class {
    /// An ASCII letter or digit: the word goes on.
    Alnum,
    /// Any other ASCII character: the word ends before it.
    End,
    /// A byte beyond ASCII.
    Beyond,
}

/// [`Class`] by byte, one look-up instead of two tests.
const WORD_CLASS: [Class; 256] = {
    let mut table = [Class::End; 256];
    let mut b = 0;
    while b < 256 {
        if b >= 0x80 {
            table[b] = Class::Beyond;
        } else if (b as u8).is_ascii_alphanumeric() {
            table[b] = Class::Alnum;
        }
        b += 1;
    }
    table
};

/// The square written right at the start of `i` as a whole word: a file letter and a
/// rank of the board followed by the end of the text or an ASCII character that is not a
/// letter or digit; its length and the square. `None` for anything else (white space
/// first, a longer word, a square off the board, a character beyond ASCII after it): the
/// full reading of [`square`] decides those.
#[inline(always)]
fn square_here(i: In<'_>) -> Option<(usize, Square)> {
    let (&f, rest) = i.split_first()?;
    // `a`–`k` in either case and nothing else.
    let file = (f | 0x20).wrapping_sub(b'a');
    if file >= SIZE {
        return None;
    }
    let ends = |c: Option<&u8>| c.is_none_or(|&c| matches!(WORD_CLASS[usize::from(c)], Class::End));
    let (rank, len) = match *rest {
        [d @ b'1'..=b'9', ..] if ends(rest.get(1)) => (d - b'0', 2),
        [b'1', d @ b'0'..=b'1', ..] if ends(rest.get(2)) => (10 + d - b'0', 3),
        _ => return None,
    };
    Some((len, Square::from_coords(file as i8, rank as i8 - 1)?))
}

/// A word of one ASCII letter and 1–3 digits ([`looks_like_square`] for bytes).
#[inline(always)]
fn square_shaped(w: &[u8]) -> bool {
    (2..=4).contains(&w.len())
        && w[0].is_ascii_alphabetic()
        && w[1..].iter().all(u8::is_ascii_digit)
}

/// entry = move , [ "+" , move ] ;
/// (the first move's start square is the caller's sign that an entry starts: when it is
/// not a square the rule gives [`Stop::Miss`]; after `+` a move must follow)
fn entry<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Parser<In<'a>, Output = Entry, Error = Stop> {
    let first = move_(t, square(t, Where::Start));
    let bonus = move_(t, square(t, Where::BonusStart));
    (first, opt((plus(t), bonus))).map(|(first, bonus)| Entry {
        first,
        span: bonus.map_or(first.span, |(_, b)| first.span.join(b.span)),
        bonus,
    })
}

/// move = square , dash , square , [ announcement ] ;
/// (`start` reads the start square; the dash, the landing square and the announcement
/// are on its line)
fn move_<'a, L: Lexes<Tk>>(
    t: &Toks<'a, L>,
    start: impl Parser<In<'a>, Output = Spanned<Square>, Error = Stop>,
) -> impl Parser<In<'a>, Output = Segment, Error = Stop> {
    (
        start,
        dash(t),
        square(t, Where::Landing),
        opt(announcement(t)),
    )
        .map(|(from, (), to, said)| {
            let said = said.unwrap_or(Said {
                dist: None,
                kind: None,
            });
            let last = said.kind.map(|k| k.span).or(said.dist.map(|d| d.span));
            Segment {
                from,
                to,
                said,
                span: Span::new(from.span.start, last.unwrap_or(to.span).end),
            }
        })
}

/// announcement = distance , [ kind ] | kind ;
fn announcement<'a, L: Lexes<Tk>>(
    t: &Toks<'a, L>,
) -> impl Parser<In<'a>, Output = Said, Error = Stop> {
    alt((
        (distance(t), opt(kind(t))).map(|(d, k)| Said {
            dist: Some(d),
            kind: k,
        }),
        kind(t).map(|k| Said {
            dist: None,
            kind: Some(k),
        }),
    ))
}

/// Which square of an entry [`square`] reads.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Where {
    /// The start square of an entry: where there is none, no entry starts
    /// ([`Stop::Miss`]).
    Start,
    /// The start square of the bonus move, after `+`: it must be there.
    BonusStart,
    /// The landing square: it must be there, on the line of the start square.
    Landing,
}

impl Where {
    /// What the square is, for the message when it is missing (a term).
    fn what(self) -> &'static str {
        match self {
            Where::Start | Where::BonusStart => "samourai-start-square",
            Where::Landing => "samourai-landing-square",
        }
    }
}

/// square = file , rank ;  (a word of one letter and 1–3 digits, checked against the
/// board; the landing square on the line of what came before it)
fn square<'a, L: Lexes<Tk>>(
    t: &Toks<'a, L>,
    which: Where,
) -> impl Fn(In<'a>) -> Res<'a, Spanned<Square>> {
    move |i: In<'a>| {
        if let Some((len, sq)) = square_here(i) {
            let pos = offset(t, i);
            return Ok((&i[len..], Spanned::new(sq, Span::new(pos, pos + len))));
        }
        let same_line = which == Where::Landing;
        if let Some((s, newline)) = gap(i)
            && !(same_line && newline)
            && i.get(s).is_some_and(u8::is_ascii_alphabetic)
            && let Some(e) = ascii_word(i, s + 1)
        {
            let w = &i[s..e];
            if !square_shaped(w) {
                return missing_square(t, offset(t, i), which);
            }
            let pos = offset(t, i);
            let span = Span::new(pos + s, pos + e);
            return match square_of(w) {
                Some(sq) => Ok((&i[e..], Spanned::new(sq, span))),
                None => bad_square(span, t.src().get(span.range()).unwrap_or_default()),
            };
        }
        square_general(t, offset(t, i), which)
    }
}

/// The square a word of one ASCII letter and 1–3 digits names, as [`Square::parse`]
/// reads it.
#[inline(always)]
fn square_of(w: &[u8]) -> Option<Square> {
    let file = (w[0] | 0x20).wrapping_sub(b'a');
    let rank = match *w {
        [_, d @ b'1'..=b'9'] => d - b'0',
        [_, b'1', d] => 10 + (d - b'0'),
        _ => return None,
    };
    Square::from_coords(file as i8, rank as i8 - 1)
}

/// No square where `which` is due: [`Stop::Miss`] for the start square of an entry,
/// else `samourai::syntax::expected-square`.
#[cold]
fn missing_square<'a, L: Lexes<Tk>, O>(t: &Toks<'a, L>, pos: usize, which: Where) -> Res<'a, O> {
    match which {
        Where::Start => miss(),
        _ => Err(nom::Err::Failure(Stop::Fail(expected_square(
            t,
            pos,
            which.what(),
            which == Where::Landing,
        )))),
    }
}

/// [`square`] read with the general token reader.
#[cold]
fn square_general<'a, L: Lexes<Tk>>(
    t: &Toks<'a, L>,
    pos: usize,
    which: Where,
) -> Res<'a, Spanned<Square>> {
    let s = token(t, pos);
    if (which == Where::Landing && s.newline_before) || !looks_like_square(&s) {
        return missing_square(t, pos, which);
    }
    match Square::parse(s.text) {
        Some(sq) => Ok((input(t, s.span.end), Spanned::new(sq, s.span))),
        None => bad_square(s.span, s.text),
    }
}

/// `samourai::syntax::bad-square` for a word that looks like a square off the board.
#[cold]
fn bad_square<'a, O>(span: Span, text: &str) -> Res<'a, O> {
    failed(
        Problem::error(
            "samourai::syntax::bad-square",
            span,
            crate::message!("samourai-syntax-bad-square", square = shown(text)),
        )
        .with_label(Message::new("samourai-syntax-bad-square-label"))
        .with_help(Message::new("samourai-syntax-bad-square-help")),
        span.end,
    )
}

/// "expected the start square, found …" where a square is missing after `pos` (labelled
/// where [`parse::Tok::found`] says); reading resumes at the token found, or at `pos`
/// when it is on the next line of a square that must be on the line (`same_line`).
#[cold]
fn expected_square<L: Lexes<Tk>>(
    t: &Toks<'_, L>,
    pos: usize,
    what: &'static str,
    same_line: bool,
) -> Fail {
    let s = token(t, pos);
    let (span, found) = s.found(pos);
    let resume = if same_line && s.newline_before {
        pos
    } else {
        s.span.start.max(pos)
    };
    fail(
        Problem::error(
            "samourai::syntax::expected-square",
            span,
            crate::message!(
                "samourai-syntax-expected-square",
                what = Arg::Term(what),
                found = found
            ),
        )
        .with_label(crate::message!(
            "samourai-syntax-expected-square-label",
            what = Arg::Term(what)
        ))
        .with_help(entry_help()),
        resume,
    )
}

/// dash = "-" | "–" | "—" ;  (on the line of the start square)
fn dash<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Fn(In<'a>) -> Res<'a, ()> {
    move |i: In<'a>| match i.first() {
        // `-` right after the start square (the common case).
        Some(b'-') => Ok((&i[1..], ())),
        _ => dash_general(t, offset(t, i)),
    }
}

/// [`dash`] read with the general token reader.
#[cold]
fn dash_general<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> Res<'a, ()> {
    let d = token(t, pos);
    if d.kind == Tk::Dash && !d.newline_before {
        return Ok((input(t, d.span.end), ()));
    }
    let (span, found) = d.found(pos);
    failed(
        Problem::error(
            "samourai::syntax::expected-dash",
            span,
            crate::message!("samourai-syntax-expected-dash", found = found),
        )
        .with_label(Message::new("samourai-syntax-expected-dash-label"))
        .with_help(entry_help()),
        d.span.start,
    )
}

/// distance = "1" | … | "10" ;  (a number on the line that is not a move number)
fn distance<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Fn(In<'a>) -> Res<'a, Spanned<u8>> {
    move |i: In<'a>| {
        if let Some((s, newline)) = gap(i) {
            match i.get(s) {
                Some(c) if c.is_ascii_digit() => {
                    if let Some(e) = ascii_word(i, s + 1) {
                        let w = &i[s..e];
                        // On the next line, a word of letters too, or a move number
                        // (`12.`): not a distance.
                        if newline
                            || !w.iter().all(u8::is_ascii_digit)
                            || (w.len() <= 9 && i.get(e) == Some(&b'.'))
                        {
                            return miss();
                        }
                        let v = w.iter().fold(0u32, |v, d| {
                            v.saturating_mul(10).saturating_add(u32::from(d - b'0'))
                        });
                        let pos = offset(t, i);
                        return number_distance(t, Span::new(pos + s, pos + e), v);
                    }
                }
                // The end, or a token that is not a number.
                Some(&c) if c < 0x80 => return miss(),
                None => return miss(),
                Some(_) => {}
            }
        }
        distance_general(t, offset(t, i))
    }
}

/// The distance `v` written at `span`: 1 to 10, else `samourai::syntax::bad-distance`.
#[inline]
fn number_distance<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, span: Span, v: u32) -> Res<'a, Spanned<u8>> {
    if v == 0 || v >= SIZE as u32 {
        let text = t.src().get(span.range()).unwrap_or_default();
        return failed(
            Problem::error(
                "samourai::syntax::bad-distance",
                span,
                crate::message!("samourai-syntax-bad-distance", distance = shown(text)),
            )
            .with_label(Message::new("samourai-syntax-bad-distance-label"))
            .with_help(Message::new("samourai-syntax-bad-distance-help")),
            span.end,
        );
    }
    Ok((input(t, span.end), Spanned::new(v as u8, span)))
}

/// [`distance`] read with the general token reader.
#[cold]
fn distance_general<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> Res<'a, Spanned<u8>> {
    let n = token(t, pos);
    if !is_number(&n) || n.newline_before || parse::starts_move_number(t.src(), n.span) {
        return miss();
    }
    let v: u32 = n.text.parse().unwrap_or(u32::MAX);
    number_distance(t, n.span, v)
}

/// kind = sun | dragon | ibis | sword | mekura | "shiro" | "anzen" ;
/// mekura = "ho" , "bo" | "hobo" | "mekura" ;
/// (a word on the line that is not the next entry's square)
fn kind<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Fn(In<'a>) -> Res<'a, Spanned<Kind>> {
    move |i: In<'a>| {
        if let Some((s, newline)) = gap(i) {
            match i.get(s) {
                _ if newline => return miss(),
                Some(c) if c.is_ascii_alphanumeric() => {
                    if let Some(e) = ascii_word(i, s + 1) {
                        let w = &i[s..e];
                        if square_shaped(w) || w.iter().all(u8::is_ascii_digit) {
                            return miss();
                        }
                        let pos = offset(t, i);
                        if w.eq_ignore_ascii_case(b"ho") {
                            if let Some((g, false)) = gap(&i[e..])
                                && let Some(e2) = ascii_word(i, e + g)
                                && i[e + g..e2].eq_ignore_ascii_case(b"bo")
                            {
                                let span = Span::new(pos + s, pos + e2);
                                return Ok((&i[e2..], Spanned::new(Kind::Mekura, span)));
                            }
                        } else if let Some(k) = ascii_kind_word(w) {
                            return Ok((&i[e..], Spanned::new(k, Span::new(pos + s, pos + e))));
                        }
                    }
                }
                Some(&c) if c < 0x80 => return miss(),
                None => return miss(),
                Some(_) => {}
            }
        }
        kind_general(t, offset(t, i))
    }
}

/// [`kind`] read with the general token reader.
#[cold]
fn kind_general<'a, L: Lexes<Tk>>(t: &Toks<'a, L>, pos: usize) -> Res<'a, Spanned<Kind>> {
    let k = token(t, pos);
    if k.kind != Tk::Word || k.newline_before || looks_like_square(&k) || is_number(&k) {
        return miss();
    }
    if let Some(kind) = kind_word(k.text) {
        return Ok((input(t, k.span.end), Spanned::new(kind, k.span)));
    }
    // `ho bo`: two words (`ho` alone is no kind word).
    if folds_to(k.text, "ho") {
        let b = token(t, k.span.end);
        if b.kind == Tk::Word && folds_to(b.text, "bo") && !b.newline_before {
            return Ok((
                input(t, b.span.end),
                Spanned::new(Kind::Mekura, k.span.join(b.span)),
            ));
        }
    }
    failed(unknown_kind(&k), k.span.end)
}

/// "+" ;  (joining an anzen landing and its bonus move)
fn plus<'a, L: Lexes<Tk>>(t: &Toks<'a, L>) -> impl Fn(In<'a>) -> Res<'a, Span> {
    move |i: In<'a>| {
        let pos = offset(t, i);
        let at = match gap(i) {
            Some((s, _)) => (i.get(s) == Some(&b'+')).then_some(pos + s),
            None => {
                let p = token(t, pos);
                (p.kind == Tk::Plus).then_some(p.span.start)
            }
        };
        match at {
            Some(at) => Ok((input(t, at + 1), Span::new(at, at + 1))),
            None => miss(),
        }
    }
}

/// `samourai::syntax::unknown-kind` for a word that names no kind of square.
fn unknown_kind(k: &Tok<'_>) -> Problem {
    // `3ryu`: the distance and the kind written together.
    let digits = k.text.len()
        - k.text
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    let joined = (digits > 0)
        .then(|| k.text.split_at(digits))
        .filter(|(_, w)| kind_word(w).is_some());
    if let Some((d, w)) = joined {
        return Problem::error(
            "samourai::syntax::unknown-kind",
            k.span,
            crate::message!("samourai-syntax-joined-kind", word = shown(k.text)),
        )
        .with_label(Message::new("samourai-syntax-joined-kind-label"))
        .with_help(crate::message!(
            "samourai-syntax-joined-kind-help",
            distance = d,
            kind = w
        ));
    }
    let p = Problem::error(
        "samourai::syntax::unknown-kind",
        k.span,
        crate::message!("samourai-syntax-unknown-kind", word = shown(k.text)),
    )
    .with_label(Message::new("samourai-syntax-unknown-kind-label"));
    match nearest_kind_word(k.text) {
        Some(w) => p.with_help(crate::message!("samourai-syntax-unknown-kind-near", word = w)),
        None => p.with_help(Message::new("samourai-syntax-unknown-kind-help")),
    }
}

// ----- the recovery loop -----------------------------------------------------------------

/// `samourai::syntax::unexpected` at the token `t`: it is not an entry (`what`, a message
/// id), and `help` (a message id) says what to write.
fn unexpected(t: &Tok<'_>, what: &'static str, help: &'static str) -> Fail {
    let (what, help) = (Message::new(what), Message::new(help));
    parse::unexpected_at("samourai::syntax::unexpected", t, what, help)
}

/// Whether a token can begin an item: reading resumes there after a problem.
fn is_sync<L: Lexes<Tk>>(tokens: &Toks<'_, L>, t: &Tok<'_>) -> bool {
    match t.kind {
        Tk::Eof | Tk::Tag | Tk::Comment | Tk::Ellipsis => true,
        Tk::Word if is_number(t) => Cursor::new(tokens.src(), t.span.start)
            .move_number()
            .is_some(),
        Tk::Word => looks_like_square(t) && tokens.after(t).kind == Tk::Dash,
        _ => false,
    }
}

struct RecordParser<'a, L> {
    tokens: Toks<'a, L>,
    b: Body<'a, Item>,
    /// The inline `Board:` block, once read.
    board: Option<BoardBlock>,
}

impl<'a, L: Lexes<Tk>> RecordParser<'a, L> {
    fn src(&self) -> &'a str {
        self.tokens.src()
    }

    /// Read the record: each token that can start an item says what it starts. An entry
    /// or a plain move number (`12.`) starting with an ASCII character is read from the
    /// bytes at once; any other item goes by its token.
    fn run(&mut self) {
        let b = self.src().as_bytes();
        loop {
            let (start, _) = header::skip_ascii_whitespace(b, self.b.pos);
            let read = match b.get(start) {
                Some(c) if c.is_ascii_alphabetic() => self.entry(start),
                Some(c) if c.is_ascii_digit() => match plain_move_number(b, start) {
                    Some(m) => {
                        self.b.move_number(m);
                        true
                    }
                    None => false,
                },
                _ => false,
            };
            if !read && !self.item(token(&self.tokens, self.b.pos)) {
                break;
            }
        }
    }

    /// The entry at `start`, read (or its problem recorded); `false` if no entry starts
    /// there (the text is not a square).
    #[inline]
    fn entry(&mut self, start: usize) -> bool {
        let read = entry(&self.tokens).parse(input(&self.tokens, start));
        match read {
            Ok((rest, e)) => {
                self.b.push(Item::Entry(e));
                self.b.pos = offset(&self.tokens, rest);
            }
            Err(nom::Err::Failure(Stop::Fail(f)) | nom::Err::Error(Stop::Fail(f))) => {
                self.close(start, Err(f));
            }
            Err(_) => return false,
        }
        true
    }

    /// The item that starts with the token `t`; `false` at the end of the text.
    fn item(&mut self, t: Tok<'a>) -> bool {
        match t.kind {
            Tk::Eof => return false,
            Tk::Tag => self.tag(t),
            Tk::Comment => self.b.comment(t.span.start),
            Tk::Ellipsis => {
                self.b.push(Item::Ellipsis(t.span));
                self.b.pos = t.span.end;
            }
            Tk::Word if is_number(&t) => match Cursor::new(self.src(), t.span.start).move_number() {
                Some(m) => self.b.move_number(m),
                None => self.close(t.span.start, Err(unexpected(
                    &t,
                    "samourai-syntax-lone-number",
                    "samourai-syntax-lone-number-help",
                ))),
            },
            Tk::Word if looks_like_square(&t) => {
                if !self.entry(t.span.start) {
                    let missing = expected_square(&self.tokens, t.span.start, Where::Start.what(), false);
                    self.close(t.span.start, Err(missing));
                }
            }
            Tk::Word
                if folds_to(t.text, "board") && self.tokens.after(&t).kind == Tk::Colon =>
            {
                self.board_block(t);
            }
            Tk::Word => self.close(t.span.start, Err(unexpected(
                &t,
                "samourai-syntax-stray-word",
                "samourai-entry-help",
            ))),
            Tk::Plus => self.close(t.span.start, Err(unexpected(
                &t,
                "samourai-syntax-stray-plus",
                "samourai-syntax-stray-plus-help",
            ))),
            Tk::Dash | Tk::Colon | Tk::Other => self.close(t.span.start, Err(unexpected(
                &t,
                "samourai-syntax-stray-character",
                "samourai-syntax-stray-character-help",
            ))),
        }
        true
    }

    /// The item that starts at `start`, read or not: after a problem, reading resumes at
    /// the next token that can begin an item.
    fn close(&mut self, start: usize, read: Result<Item, Fail>) {
        let tokens = &self.tokens;
        self.b.close(start, read, |from| {
            parse::resync(tokens.src(), from, start, lex_one, |s| is_sync(tokens, s))
        });
    }

    /// A tag: kept before the moves (once per key), out of place after them.
    fn tag(&mut self, t: Tok<'a>) {
        let help = Message::new("samourai-syntax-late-tag-help");
        if let Some(raw) = self
            .b
            .header_tag(t.span.start, "samourai::syntax::unexpected", help)
        {
            let again = raw.span;
            self.b.keep_tag(raw, again);
        }
    }

    /// `Board:` then the rows: every following line that reads as a board row (an
    /// optional rank number, then only square letters and spaces) or as the file footer.
    fn board_block(&mut self, t: Tok<'a>) {
        let colon = self.tokens.after(&t);
        let start = t.span.start;
        // The rest of the `Board:` line must be empty.
        let line_end = self.src()[colon.span.end..]
            .find('\n')
            .map_or(self.src().len(), |n| colon.span.end + n);
        let rest_of_line = self.src()[colon.span.end..line_end].trim();
        let mut end = colon.span.end;
        let mut rows_start = line_end.min(self.src().len());
        if rows_start < self.src().len() {
            rows_start += 1;
        }
        if !rest_of_line.is_empty() {
            self.b.problems.push(
                Problem::error(
                    "samourai::syntax::bad-board",
                    Span::new(colon.span.end, line_end),
                    Message::new("samourai-syntax-board-line"),
                )
                .with_label(Message::new("samourai-syntax-board-line-label"))
                .with_help(Message::new("samourai-syntax-board-line-help")),
            );
        }
        let mut p = rows_start;
        while p < self.src().len() {
            let le = self.src()[p..]
                .find('\n')
                .map_or(self.src().len(), |n| p + n);
            let line = &self.src()[p..le];
            if !is_board_line(line) {
                break;
            }
            end = le;
            p = (le + 1).min(self.src().len());
            if le == self.src().len() {
                break;
            }
        }
        let text_start = rows_start.min(end.max(rows_start));
        let text = self
            .src()
            .get(text_start..end.max(text_start))
            .unwrap_or("");
        let block = BoardBlock {
            text: Spanned::new(text.to_owned(), Span::new(text_start, end.max(text_start))),
            span: Span::new(start, end.max(colon.span.end)),
        };
        if self.b.seen_body || self.board.is_some() {
            let what = if self.b.seen_body {
                "samourai-syntax-board-after-moves"
            } else {
                "samourai-syntax-second-board"
            };
            self.b.problems.push(
                Problem::error("samourai::syntax::bad-board", t.span, Message::new(what))
                    .with_label(Message::new("samourai-syntax-board-place-label"))
                    .with_help(Message::new("samourai-syntax-board-place-help")),
            );
            self.b.items.push(Item::Invalid(block.span));
        } else {
            self.board = Some(block);
        }
        self.b.pos = end.max(colon.span.end);
    }
}

/// `12.`: a move number of ASCII digits and a dot, no ellipsis, read from the bytes at
/// `start` as [`Cursor::move_number`] reads it; `None` for any other text (the cursor's).
#[inline]
fn plain_move_number(b: &[u8], start: usize) -> Option<header::MoveNumber> {
    let digits = b
        .get(start..)?
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    let dot = start + digits;
    if digits == 0
        || digits > 9
        || b.get(dot) != Some(&b'.')
        || b.get(dot + 1..dot + 3) == Some(b"..")
    {
        return None;
    }
    let number = b[start..dot]
        .iter()
        .fold(0u32, |n, d| n * 10 + u32::from(d - b'0'));
    Some(header::MoveNumber {
        number: Spanned::new(number, Span::new(start, dot)),
        ellipsis: None,
        span: Span::new(start, dot + 1),
    })
}

fn is_board_line(line: &str) -> bool {
    let t = line.trim();
    if t.is_empty() {
        return false;
    }
    let compact: String = t.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.eq_ignore_ascii_case("abcdefghijk") {
        return true;
    }
    let body = t.trim_start_matches(|c: char| c.is_ascii_digit());
    let cells: Vec<char> = body.chars().filter(|c| !c.is_whitespace()).collect();
    cells.len() >= 3 && cells.iter().all(|&c| Kind::from_letter(c).is_some())
}

/// The record at `span` of `text` (one of [`header::split_records`]'s spans); spans are
/// offsets into the whole text.
pub(crate) fn parse_range(text: &str, span: Span) -> (Record, Vec<Problem>) {
    let (src, pos, span) = header::record_range(text, span);
    let mut p = RecordParser {
        tokens: parse::Tokens::new(src, lex_one),
        b: Body::new(src, pos),
        board: None,
    };
    p.run();
    let (tags, items, problems) = p.b.finish();
    let notation = Style {
        lang: sheet_lang(src, &items),
    };
    let head = Head {
        board: p.board,
        notation,
    };
    (
        Record {
            tags,
            head,
            items,
            span,
        },
        problems,
    )
}

/// The language a sheet names the kinds of squares in, from its kind words: the language
/// most of them belong to (`dragon` and `ibis` are French and English alike; `ho bo`,
/// `mekura`, `shiro` and `anzen` every language's), Japanese, then French, on a tie;
/// Japanese when no word tells. Words are counted until [`SURE`] of them have named one
/// language alone: a sheet keeps to its language, and reading every word of every
/// record cost `validate` 7 % (35 M instructions on the 3,000 records of the bench).
#[inline(never)]
fn sheet_lang(src: &str, items: &[Item]) -> Lang {
    /// Words naming one language alone after which the count stops.
    const SURE: usize = 16;
    // Words of Japanese, French, English.
    let mut votes = [0usize; 3];
    let mut sure = 0;
    let said = items.iter().filter_map(|i| match i {
        Item::Entry(e) => Some(e),
        _ => None,
    });
    for seg in said.flat_map(Entry::segments) {
        let Some(k) = seg.said.kind else { continue };
        let word = src.get(k.span.range()).unwrap_or_default().as_bytes();
        let says = word_langs(k.node, word);
        for (vote, says) in votes.iter_mut().zip(says) {
            *vote += usize::from(says);
        }
        sure += usize::from(says.iter().filter(|&&s| s).count() == 1);
        if sure == SURE {
            break;
        }
    }
    let [ja, fr, en] = votes;
    if ja >= fr && ja >= en {
        Lang::Ja
    } else if fr >= en {
        Lang::Fr
    } else {
        Lang::En
    }
}

/// Which languages (Japanese, French, English) name `kind` with `word` (a kind word as
/// written, any case, accents optional): its first letters tell.
fn word_langs(kind: Kind, word: &[u8]) -> [bool; 3] {
    const JA: [bool; 3] = [true, false, false];
    const FR: [bool; 3] = [false, true, false];
    const EN: [bool; 3] = [false, false, true];
    let lower = |i: usize| word.get(i).map(u8::to_ascii_lowercase);
    match (kind, lower(0), lower(1)) {
        // taiyo, katana, ryu, washi
        (Kind::Sun, Some(b't'), _)
        | (Kind::Sword, Some(b'k'), _)
        | (Kind::Dragon, Some(b'r'), _)
        | (Kind::Ibis, Some(b'w'), _) => JA,
        // soleil, sabre (not saber)
        (Kind::Sun, _, Some(b'o')) => FR,
        (Kind::Sword, _, Some(b'a')) if lower(4) == Some(b'e') => FR,
        // sun, sword, saber
        (Kind::Sun | Kind::Sword, ..) => EN,
        // dragon, ibis
        (Kind::Dragon | Kind::Ibis, ..) => [false, true, true],
        (Kind::Mekura | Kind::Shiro | Kind::Anzen, ..) => [false; 3],
    }
}

/// Read one record (the whole text). Spans are byte offsets into `text`.
pub fn parse(text: &str) -> (Record, Vec<Problem>) {
    header::read_one(text, parse_range)
}

/// Read every record of a text (see [`header::split_records`]).
pub fn parse_all(text: &str) -> Vec<(Record, Vec<Problem>)> {
    header::read_all(text, parse_range)
}

#[cfg(test)]
mod tests;
