//! Replay a parsed record through the engine: set up the layout and the Kaito, resolve
//! every entry against the position, check every rule, and explain mistakes with the
//! legal turns nearest to what was written.
//!
//! Rule problems have codes `kaito::rule::<name>` ([`Illegal::rule`], plus
//! `wrong-capture` when the `x TOKEN` written is not the token on the square); set-up
//! problems are `kaito::bad-position`, `kaito::missing-first`, `kaito::bad-first`, `kaito::missing-layout`,
//! `kaito::missing-kaito` and `kaito::bad-kaito-square`. A move number out of sequence is
//! the warning `kaito::numbering`.

use super::ast::{Entry, ExchangeText, Item, Record, Tag};
use super::board::{Layout, Piece, Side, Square, side_term};
use super::rules::{Exchange, Illegal, Move, Moved, Position};
use crate::core::replay::{Findings, MoveNumbers};
use crate::core::{GameKind, Problem, Span, Spanned};
use crate::message::{Arg, Message};
use crate::outcome::{KaitoOutcome, Outcome};

pub use crate::core::check::ReplayOptions;

/// One replayed turn. The positions around it are [`Replay::positions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// Who played it.
    pub side: Side,
    /// The turn as played (under `--all`, possibly a correction of what was written).
    pub mv: Move,
    /// The token the Kaito captured.
    pub captured: Piece,
    /// Index of the entry in `Record::items`.
    pub item: usize,
    /// Under `--all`: the entry was wrong and this correction was played instead.
    pub assumed: bool,
}

impl Ply {
    /// The turn in the canonical notation, capture included: `a6 x rH = H 3+2`.
    pub fn text(&self) -> String {
        let mut s = format!("{} x {}", self.mv.to, self.captured);
        if let Some(e) = self.mv.exchange {
            s.push_str(&format!(" = {e}"));
        }
        s
    }

    /// The position after this turn, played on the position before it.
    #[inline]
    pub fn play_on(&self, before: &Position) -> Position {
        // A ply is a legal turn of the position it was played from.
        before.play(self.mv).unwrap_or(*before)
    }
}

/// The outcome of replaying a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// Who moves first (`[First]`), if known.
    pub first: Option<Side>,
    /// The layout, if it was read.
    pub layout: Option<Layout>,
    /// The position before the first turn, if the set-up was complete and valid.
    pub start: Option<Position>,
    /// The turns replayed. The positions between them are [`Replay::positions`].
    pub plies: Vec<Ply>,
    /// The position after the last turn replayed (the last of [`Replay::positions`],
    /// kept), if the game was set up.
    pub end: Option<Position>,
    /// What the replay found: its problems and where it stopped early.
    pub findings: Findings,
}

impl Replay {
    /// The position at the end of the replay.
    pub fn position(&self) -> Option<Position> {
        self.end
    }

    /// The position before each turn, in order, then the one after the last:
    /// `plies.len() + 1` positions from [`Replay::start`] to [`Replay::end`] (none if
    /// the game could not be set up).
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let mut at = self.start;
        let mut plies = self.plies.iter();
        std::iter::from_fn(move || {
            let now = at?;
            at = plies.next().map(|p| p.play_on(&now));
            Some(now)
        })
    }

    /// The position after `n` turns (before turn `n`), if the replay has that many.
    pub fn position_at(&self, n: usize) -> Option<Position> {
        self.positions().nth(n)
    }

    /// No error and the replay reached the end of the record.
    pub fn is_valid(&self) -> bool {
        self.findings.is_valid() && self.start.is_some()
    }

    /// Whether the game is over at the end of the record.
    pub fn is_finished(&self) -> bool {
        self.position().is_some_and(|p| p.result().is_some())
    }

    /// Who is to move, or how the game ended ([`Outcome::NotReplayed`] when the game
    /// could not be set up).
    pub fn outcome(&self) -> Outcome {
        match self.position() {
            None => Outcome::NotReplayed(GameKind::Kaito),
            Some(p) => Outcome::Kaito(match p.result() {
                Some(o) => KaitoOutcome::Over(o),
                None => KaitoOutcome::ToMove(p.turn()),
            }),
        }
    }
}

/// Replay `record`.
pub fn replay(record: &Record, options: ReplayOptions) -> Replay {
    let mut r = Replay {
        first: None,
        layout: None,
        start: None,
        plies: Vec::new(),
        end: None,
        findings: Findings::default(),
    };
    let start = match record.tag("Position") {
        Some(tag) => from_position_tag(record, tag, &mut r),
        None => from_layout(record, &mut r),
    };
    let start = match start {
        Ok(p) => p,
        Err(stop) => {
            r.findings.stopped_at = Some(stop);
            return r;
        }
    };
    r.start = Some(start);
    r.plies.reserve(record.entries().count());
    let mut pos = start;
    let first = start.turn();
    let mut ellipsis: Option<Span> = None;
    // The first column is the first player's.
    let mut numbers = MoveNumbers::new("kaito::numbering", numbering_help(first), false);
    for (i, item) in record.items.iter().enumerate() {
        if let (Some(span), Item::Entry(_)) = (ellipsis, item) {
            ellipsis = None;
            if pos.turn() == first && pos.result().is_none() {
                r.findings.problems.push(
                    Problem::error(
                        "kaito::rule::ellipsis",
                        span,
                        crate::message!("kaito-rule-ellipsis", first = Arg::Term(side_term(first))),
                    )
                    .with_label(crate::message!(
                        "kaito-rule-ellipsis-label",
                        first = Arg::Term(side_term(first))
                    ))
                    .with_help(crate::message!(
                        "kaito-rule-ellipsis-help",
                        first = Arg::Term(side_term(first))
                    )),
                );
            }
        }
        match item {
            Item::Invalid(span) => {
                r.findings.stopped_at = Some(*span);
                break;
            }
            Item::Entry(e) => {
                numbers.entry();
                match resolve(
                    &mut pos,
                    e,
                    &record.items[i + 1..],
                    options.all,
                    &mut r.findings.problems,
                ) {
                    Some((side, mv, captured, assumed)) => {
                        r.plies.push(Ply {
                            side,
                            mv,
                            captured,
                            item: i,
                            assumed,
                        });
                    }
                    None => {
                        r.findings.stopped_at = Some(e.span);
                        break;
                    }
                }
            }
            Item::Ellipsis(span) => ellipsis = Some(*span),
            Item::MoveNumber(n) => {
                numbers.number(i, *n);
            }
            Item::Comment(_) => {}
        }
    }
    numbers.finish(&mut r.findings.problems);
    let entries = record.items.iter().filter_map(|it| match it {
        Item::Entry(e) => Some(e.span),
        _ => None,
    });
    r.findings.guessed_at = r.findings.unconfirmed(entries, pos.result().is_some());
    r.end = Some(pos);
    r
}

/// The help of `kaito::numbering` when `first` moves first.
fn numbering_help(first: Side) -> Message {
    Message::new(match first {
        Side::Red => "kaito-numbering-help-red",
        Side::Black => "kaito-numbering-help-black",
    })
}

/// `[Position "…"]`: the game starts from a set-up position (a book diagram, or an
/// interrupted game resumed) instead of a layout and a Kaito square.
fn from_position_tag(record: &Record, tag: &Tag, r: &mut Replay) -> Result<Position, Span> {
    if let Some(span) = record
        .head
        .layout
        .as_ref()
        .map(|b| b.keyword)
        .or(record.head.kaito.map(|k| k.keyword))
    {
        r.findings.problems.push(
            Problem::error(
                "kaito::bad-position",
                span,
                Message::new("kaito-position-and-layout"),
            )
            .with_label(Message::new("kaito-position-and-layout-label"))
            .with_related(tag.span, Message::new("kaito-position-and-layout-related"))
            .with_help(Message::new("kaito-position-and-layout-help")),
        );
        return Err(span);
    }
    match tag.value.node.parse::<Position>() {
        Ok(p) => {
            r.first = Some(p.turn());
            // A `[First]` tag beside the position must agree with its side to move.
            if let Some(t) = record.tag("First")
                && let Some(side) = Side::from_name(&t.value.node)
                && side != p.turn()
            {
                r.findings.problems.push(
                    Problem::error(
                        "kaito::bad-first",
                        t.value.span,
                        crate::message!(
                            "kaito-first-contradicts",
                            written = t.value.node.as_str(),
                            side = Arg::Term(side_term(p.turn()))
                        ),
                    )
                    .with_label(crate::message!(
                        "kaito-first-contradicts-label",
                        side = Arg::Term(side_term(p.turn()))
                    ))
                    .with_related(
                        tag.value.span,
                        Message::new("kaito-first-contradicts-related"),
                    )
                    .with_help(crate::message!(
                        "kaito-first-contradicts-help",
                        side = Arg::Term(side_term(p.turn()))
                    )),
                );
            }
            Ok(p)
        }
        Err(e) => {
            let v = tag.value.span;
            // Offsets into the value hold in the source when the value has no escape
            // (then both are the same text); otherwise point at the whole value.
            let escaped = v.len() != tag.value.node.len();
            let span = if escaped {
                v
            } else {
                let at = (v.start + e.at).min(v.end);
                Span::new(at, (at + e.len).min(v.end).max(at))
            };
            r.findings.problems.push(
                Problem::error(
                    "kaito::bad-position",
                    span,
                    crate::message!("kaito-bad-position", reason = e.message),
                )
                .with_label(Message::new("kaito-bad-position-label"))
                .with_help(Message::new("kaito-bad-position-help")),
            );
            Err(tag.span)
        }
    }
}

/// The start from the `Layout:` block, the `Kaito:` line and `[First]`.
fn from_layout(record: &Record, r: &mut Replay) -> Result<Position, Span> {
    let stop = Span::point(record.span.start);
    r.first = first_side(record, &mut r.findings.problems);
    r.layout = record.head.layout.as_ref().and_then(|b| b.layout);
    if record.head.layout.is_none() {
        r.findings.problems.push(
            Problem::error(
                "kaito::missing-layout",
                stop,
                Message::new("kaito-missing-layout"),
            )
            .with_label(Message::new("kaito-missing-layout-label"))
            .with_help(Message::new("kaito-missing-layout-help")),
        );
    }
    let kaito = match record.head.kaito {
        Some(k) => Some(k),
        None => {
            r.findings.problems.push(
                Problem::error(
                    "kaito::missing-kaito",
                    stop,
                    Message::new("kaito-missing-kaito"),
                )
                .with_label(Message::new("kaito-missing-kaito-label"))
                .with_help(match r.layout {
                    Some(l) => {
                        let [a, b] = l.white_squares();
                        crate::message!(
                            "kaito-missing-kaito-help-squares",
                            first = a.to_string(),
                            second = b.to_string()
                        )
                    }
                    None => Message::new("kaito-missing-kaito-help"),
                }),
            );
            None
        }
    };
    let kaito = kaito.and_then(|k| k.square);
    let (Some(first), Some(layout), Some(kaito)) = (r.first, r.layout, kaito) else {
        return Err(stop);
    };
    Position::setup(&layout, first, kaito.node).map_err(|e| {
        let [a, b] = layout.white_squares();
        r.findings.problems.push(
            Problem::error("kaito::bad-kaito-square", kaito.span, e.message())
                .with_label(Message::new("kaito-bad-kaito-square-label"))
                .with_help(crate::message!(
                    "kaito-bad-kaito-square-help",
                    first = a.to_string(),
                    second = b.to_string()
                )),
        );
        kaito.span
    })
}

fn next_entry(items: &[Item]) -> Option<&Entry> {
    items.iter().find_map(|i| match i {
        Item::Entry(e) => Some(e),
        _ => None,
    })
}

/// Whether `next` (the following entry) reads as a legal move once `moved` ends its turn.
fn next_fits(moved: &Moved, next: Option<&Entry>) -> bool {
    let Some(next) = next else { return true };
    let after = moved.finish();
    match after.move_kaito(next.to.node) {
        Ok(m) => next.capture.is_none_or(|c| c.node == m.captured()),
        Err(_) => false,
    }
}

fn first_side(record: &Record, problems: &mut Vec<Problem>) -> Option<Side> {
    match record.tag("First") {
        None => {
            problems.push(
                Problem::error(
                    "kaito::missing-first",
                    Span::point(record.span.start),
                    Message::new("kaito-missing-first"),
                )
                .with_label(Message::new("kaito-missing-first-label"))
                .with_help(Message::new("kaito-missing-first-help")),
            );
            None
        }
        Some(t) => match Side::from_name(&t.value.node) {
            Some(s) => Some(s),
            None => {
                problems.push(
                    Problem::error(
                        "kaito::bad-first",
                        t.value.span,
                        crate::message!("kaito-bad-first", written = t.value.node.as_str()),
                    )
                    .with_label(Message::new("kaito-bad-first-label"))
                    .with_help(Message::new("kaito-bad-first-help")),
                );
                None
            }
        },
    }
}

fn rule_problem(e: Illegal, span: Span, label: &'static str) -> Problem {
    Problem::error(e.code(), span, e.message()).with_label(Message::new(label))
}

/// The squares as turns to write (`` `c2 x bS` ``), joined by "or": `a, b or c`.
fn squares_text(list: &[Square], pos: &Position) -> Arg {
    let mut items = list.iter().rev().map(|&s| match pos.piece_at(s) {
        Some(p) => format!("`{s} x {p}`"),
        None => format!("`{s}`"),
    });
    let Some(last) = items.next() else {
        return Arg::Verbatim(String::new());
    };
    let Some(before) = items.next() else {
        return Arg::Verbatim(last);
    };
    let two = crate::message!("kaito-or-two", first = before, last = last);
    Arg::from(items.fold(two, |rest, first| {
        crate::message!("kaito-or-more", first = first, rest = rest)
    }))
}

/// The legal destinations nearest to what was written: those holding the token written
/// after `x` (on the written square's rank or file first), else the nearest squares.
fn nearest(pos: &Position, written: Square, capture: Option<Piece>) -> Vec<Square> {
    let dests = pos.destinations();
    let dist = |s: Square| {
        (i32::from(s.file()) - i32::from(written.file())).abs()
            + (i32::from(s.rank()) - i32::from(written.rank())).abs()
    };
    if let Some(piece) = capture {
        let holding: Vec<Square> = dests
            .iter()
            .copied()
            .filter(|&s| pos.piece_at(s) == Some(piece))
            .collect();
        if !holding.is_empty() {
            let aligned: Vec<Square> = holding
                .iter()
                .copied()
                .filter(|&s| s.file() == written.file() || s.rank() == written.rank())
                .collect();
            return if aligned.is_empty() { holding } else { aligned };
        }
    }
    let Some(best) = dests.iter().map(|&s| dist(s)).min() else {
        return Vec::new();
    };
    dests.iter().copied().filter(|&s| dist(s) == best).collect()
}

/// Resolve one entry (`after`: the items that follow it) and play it on `pos`: the move,
/// the capture check, the exchange(s). Returns who played, the turn played (possibly a
/// correction under `all`), the token captured and whether a correction was assumed;
/// `None` to stop (`pos` is then unchanged).
fn resolve(
    pos: &mut Position,
    e: &Entry,
    after: &[Item],
    all: bool,
    problems: &mut Vec<Problem>,
) -> Option<(Side, Move, Piece, bool)> {
    let side = pos.turn();
    let mut assumed = false;
    let mut moved = match pos.move_kaito(e.to.node) {
        Ok(m) => m,
        Err(err) => {
            assumed = true;
            refused_move(pos, e, err, all, problems)?
        }
    };
    if let Some(c) = e.capture
        && !assumed
        && c.node != moved.captured()
    {
        wrong_capture(pos, e, c, &moved, problems);
        if !all {
            return None;
        }
        assumed = true;
    }
    // Under `all`, a wrong capture: the written square, or the one square holding the
    // written token; the next entry decides between them.
    if assumed
        && let Some(c) = e.capture
        && c.node != moved.captured()
    {
        let holding: Vec<Square> = pos
            .destinations()
            .into_iter()
            .filter(|&s| pos.piece_at(s) == Some(c.node))
            .collect();
        let next = next_entry(after);
        if let [alt] = holding.as_slice()
            && let Ok(alt_moved) = pos.move_kaito(*alt)
            && next_fits(&alt_moved, next)
            && !next_fits(&moved, next)
        {
            moved = alt_moved;
        }
    }
    let mut played: Option<Exchange> = None;
    for (n, x) in e.exchanges.iter().enumerate() {
        let ex = Exchange {
            buy: x.buy.node,
            pay: x.pay.node,
        };
        if n > 0 && played.is_none() && assumed {
            // The first exchange was dropped as wrong: do not count this one as second.
            continue;
        }
        match moved.exchange(ex) {
            Ok(m) => {
                moved = m;
                played = Some(ex);
            }
            Err(err) => {
                problems.push(exchange_problem(err, x, &moved));
                if !all {
                    return None;
                }
                // The plausible correction: the turn without this exchange.
                assumed = true;
            }
        }
    }
    let mv = Move {
        to: moved.position().kaito(),
        exchange: played,
    };
    *pos = moved.finish();
    Some((side, mv, moved.captured(), assumed))
}

/// The Kaito's move of `e` is refused (`err`): the problem, with the squares it could
/// reach nearest the written one; under `all`, the move to the one such square.
// Cold and apart: the error's messages kept out of `resolve` keep the replay of valid
// records fast (inlined here, they cost Kaitō's `validate` 4 % of its instructions).
#[cold]
#[inline(never)]
fn refused_move(
    pos: &Position,
    e: &Entry,
    err: Illegal,
    all: bool,
    problems: &mut Vec<Problem>,
) -> Option<Moved> {
    let side = pos.turn();
    let written_capture = e.capture.map(|c| c.node);
    if let Illegal::GameOver(_) = err {
        problems.push(
            rule_problem(err, e.to.span, "kaito-game-over-label")
                .with_help(Message::new("kaito-game-over-help")),
        );
        return None;
    }
    let options = nearest(pos, e.to.node, written_capture);
    let label = match err {
        Illegal::EmptyDestination { .. } => "kaito-empty-destination-label",
        Illegal::NotOrthogonal { .. } => "kaito-not-orthogonal-label",
        _ => "kaito-stands-still-label",
    };
    let mut p = rule_problem(err, e.to.span, label);
    p = if options.is_empty() {
        p.with_help(Message::new("kaito-cannot-move-help"))
    } else {
        p.with_help(crate::message!(
            "kaito-did-you-mean-squares",
            options = squares_text(&options, pos),
            side = Arg::Term(side_term(side)),
            from = pos.kaito().to_string()
        ))
    };
    problems.push(p);
    match options.as_slice() {
        [only] if all => pos.move_kaito(*only).ok(),
        _ => None,
    }
}

/// The token `c` written as taken by `e` is not the one on its square: the problem, with
/// the squares within reach that hold the written token.
// Cold and apart, as `refused_move`.
#[cold]
#[inline(never)]
fn wrong_capture(
    pos: &Position,
    e: &Entry,
    c: Spanned<Piece>,
    moved: &Moved,
    problems: &mut Vec<Problem>,
) {
    let actual = moved.captured();
    let holding = nearest(pos, e.to.node, Some(c.node));
    let holding: Vec<Square> = holding
        .into_iter()
        .filter(|&s| pos.piece_at(s) == Some(c.node))
        .collect();
    let (square, written) = (e.to.node.to_string(), c.node.to_string());
    let help = if holding.is_empty() {
        crate::message!(
            "kaito-wrong-capture-help",
            square = &square,
            actual = actual.code()
        )
    } else {
        crate::message!(
            "kaito-wrong-capture-help-or",
            square = &square,
            actual = actual.code(),
            options = squares_text(&holding, pos)
        )
    };
    problems.push(
        Problem::error(
            "kaito::rule::wrong-capture",
            c.span,
            crate::message!(
                "kaito-wrong-capture",
                square = square,
                actual = actual.code(),
                actual_piece = Arg::Term(actual.term()),
                written = written,
                written_piece = Arg::Term(c.node.term())
            ),
        )
        .with_label(crate::message!(
            "kaito-wrong-capture-label",
            actual = actual.code()
        ))
        .with_help(help),
    );
}

// Cold and apart, as `refused_move`.
#[cold]
#[inline(never)]
fn exchange_problem(err: Illegal, x: &ExchangeText, moved: &Moved) -> Problem {
    let p = moved.position();
    let me = p.turn();
    let held = p.held(me);
    let mut mons: Vec<String> = Vec::new();
    for v in (1..=3u8).rev() {
        if let Some(k) = super::board::Kind::mon(v) {
            for _ in 0..held[k] {
                mons.push(v.to_string());
            }
        }
    }
    let (mover, opponent) = (Arg::Term(side_term(me)), Arg::Term(side_term(me.other())));
    let holding = if mons.is_empty() {
        crate::message!(
            "kaito-holds-no-mons",
            mover = mover.clone(),
            opponent = opponent.clone()
        )
    } else {
        crate::message!(
            "kaito-holds-mons",
            mover = mover.clone(),
            opponent = opponent.clone(),
            tokens = mons.join("+"),
            total = held.mon_total()
        )
    };
    let cheapest = moved
        .exchanges()
        .into_iter()
        .filter(|c| c.buy == x.buy.node)
        .min_by_key(|c| (c.pay.total(), c.pay.values().count()));
    let (span, label) = match err {
        Illegal::SecondExchange => (x.span, "kaito-exchange-second-label"),
        Illegal::ExchangeAfterEnd(_) => (x.span, "kaito-exchange-over-label"),
        Illegal::NotHeldByOpponent { .. } => (x.buy.span, "kaito-exchange-not-held-label"),
        Illegal::MonNotHeld { .. } => (x.pay.span, "kaito-exchange-more-than-held-label"),
        _ => (x.pay.span, "kaito-exchange-too-few-label"),
    };
    let buy = Arg::Term(x.buy.node.kind().term());
    let help = match err {
        Illegal::SecondExchange => Message::new("kaito-exchange-second-help"),
        Illegal::ExchangeAfterEnd(_) => Message::new("kaito-exchange-after-end-help"),
        _ => match cheapest {
            Some(c) => crate::message!(
                "kaito-exchange-did-you-mean",
                holding = holding,
                exchange = c.to_string()
            ),
            None => {
                let opp_holds = p.held(me.other())[x.buy.node.kind()];
                if opp_holds == 0 {
                    crate::message!(
                        "kaito-exchange-none-held",
                        holding = holding,
                        opponent = opponent,
                        mover = mover,
                        buy = buy
                    )
                } else {
                    crate::message!(
                        "kaito-exchange-not-enough",
                        holding = holding,
                        buy = buy,
                        price = x.buy.node.price()
                    )
                }
            }
        },
    };
    rule_problem(err, span, label).with_help(help)
}
