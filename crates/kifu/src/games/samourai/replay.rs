//! Replay a parsed record through the engine: resolve every written move against the
//! position, check every rule and every written announcement, and explain mistakes with
//! the legal moves nearest to what was written.
//!
//! Problem codes: `samourai::rule::<name>` for a move that breaks a rule (the names of
//! [`Illegal::rule`], plus `bonus-missing`, `bonus-without-anzen`, `announced-distance`
//! and `announced-kind`), `samourai::bad-board` and `samourai::bad-position` for the
//! set-up.

use super::ast::{Entry, Item, Record, Segment};
use super::board::{Board, Kind, Side, Square, side_term};
use super::notation::{Lang, Style, kind_name};
use super::rules::{
    Announcement, Demand, Illegal, Move, Outcome, Position, distance_choices, or_list,
};
use crate::core::replay::{Findings, MoveNumbers};
use crate::core::{Problem, Span};
use crate::message::{Arg, Message};
use crate::outcome::SamouraiOutcome;

pub use crate::core::check::ReplayOptions;

/// One replayed move: the move and what it announces (the positions it goes between
/// are [`Replay::positions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// Who moved.
    pub side: Side,
    /// The move played.
    pub mv: Move,
    /// What the move announces: the distance travelled and the landing square's kind.
    pub announcement: Announcement,
    /// This is the bonus move after an anzen landing.
    pub bonus: bool,
    /// Index of the entry in `Record::items`.
    pub item: usize,
    /// Which segment of the entry: 0, or 1 for a bonus joined by `+`.
    pub segment: u8,
    /// Under `--all`: the entry was wrong and this, the only plausible correction, was
    /// played instead.
    pub assumed: bool,
}

impl Ply {
    /// The legal move `mv` played from `before`, written as segment `segment` of the
    /// entry at `item` (`assumed`: played in place of a wrong entry).
    pub fn new(before: &Position, mv: Move, item: usize, segment: u8, assumed: bool) -> Ply {
        Ply {
            side: before.turn(),
            mv,
            announcement: before.announcement(mv).unwrap_or(Announcement {
                dist: 1,
                kind: before.board().kind(mv.to),
            }),
            bonus: before.demand() == Demand::Bonus,
            item,
            segment,
            assumed,
        }
    }

    /// The move in the canonical form, with its announcement: `e1-e4 3 ryu`.
    pub fn text(&self) -> String {
        self.text_in(Lang::Ja)
    }

    /// [`Ply::text`], the kind named in `lang`: `e1-e4 3 dragon`.
    pub fn text_in(&self, lang: Lang) -> String {
        format!("{} {}", self.mv, said_in(self.announcement, lang))
    }

    /// Play this ply on the position it was played from.
    #[inline]
    pub fn play_on(&self, position: &mut Position) {
        position.play_travelled(self.mv, self.announcement.dist);
    }
}

/// Where a replayed record stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game is over.
    Finished(Outcome),
    /// The record stops while the game goes on.
    Unfinished,
    /// The replay stopped at an error it could not get past.
    Stopped,
}

/// The result of replaying a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The board played on.
    pub board: Board,
    /// Where the game started.
    pub start: Position,
    /// Every move, in order; an anzen turn is two plies, the landing and the bonus move.
    /// The positions between them are [`Replay::positions`].
    pub plies: Vec<Ply>,
    /// What the replay found: its problems and where it stopped early.
    pub findings: Findings,
    /// Where play stands after the last replayed move (the last of
    /// [`Replay::positions`], kept).
    pub position: Position,
}

impl Replay {
    /// The position before each ply, in order, then the one after the last:
    /// `plies.len() + 1` positions, from [`Replay::start`] to [`Replay::position`].
    pub fn positions(&self) -> impl Iterator<Item = Position> + '_ {
        let mut at = Some(self.start);
        let mut plies = self.plies.iter();
        std::iter::from_fn(move || {
            let now = at?;
            at = plies.next().map(|p| {
                let mut next = now;
                p.play_on(&mut next);
                next
            });
            Some(now)
        })
    }

    /// The position after `n` plies (before ply `n`), if the replay has that many.
    pub fn position_at(&self, n: usize) -> Option<Position> {
        self.positions().nth(n)
    }

    /// Finished, unfinished or stopped.
    pub fn status(&self) -> Status {
        if self.findings.stopped_at.is_some() {
            return Status::Stopped;
        }
        match self.position.outcome() {
            Some(o) => Status::Finished(o),
            None => Status::Unfinished,
        }
    }

    /// No rule error and the whole record was replayed.
    pub fn is_valid(&self) -> bool {
        self.findings.is_valid()
    }

    /// Who is to move and what the move must be, or how the game ended.
    pub fn outcome(&self) -> SamouraiOutcome {
        outcome_of(&self.position)
    }
}

/// How the game stands at `p`: who is to move and what the move must be, or how it
/// ended.
pub fn outcome_of(p: &Position) -> SamouraiOutcome {
    match p.outcome() {
        Some(o) => SamouraiOutcome::Over(o),
        None => SamouraiOutcome::ToMove {
            side: p.turn(),
            demand: p.demand(),
        },
    }
}

/// How the game stands, in words (`Red to move, answering 3 ryu: …`, `Red is in iki
/// zumari: Black wins`), an announcement to answer named in `lang`.
pub fn outcome_message(o: SamouraiOutcome, lang: Lang) -> Message {
    match o {
        SamouraiOutcome::Over(Outcome::IkiZumari { loser }) => crate::message!(
            "samourai-outcome-iki-zumari",
            loser = Arg::Term(side_term(loser)),
            winner = Arg::Term(side_term(loser.other()))
        ),
        SamouraiOutcome::Over(Outcome::Draw { stuck }) => crate::message!(
            "samourai-outcome-draw",
            stuck = Arg::Term(side_term(stuck)),
            other = Arg::Term(side_term(stuck.other()))
        ),
        SamouraiOutcome::ToMove { side, demand } => crate::message!(
            "samourai-outcome-to-move",
            side = Arg::Term(side_term(side)),
            demand = demand_message(demand, lang)
        ),
    }
}

/// How a finished game ended, as the viewers' move lists say it, a sentence of its own
/// (`Red is in iki zumari: Black wins`, `Draw: …`).
pub fn result_message(o: Outcome) -> Message {
    match o {
        Outcome::IkiZumari { .. } => outcome_message(SamouraiOutcome::Over(o), Lang::Ja),
        Outcome::Draw { stuck } => crate::message!(
            "samourai-result-draw",
            stuck = Arg::Term(side_term(stuck)),
            other = Arg::Term(side_term(stuck.other()))
        ),
    }
}

/// A demand on the side to move, in words, an announcement to answer named in `lang`:
/// `answering 3 ryu: 2, 3 or 4 squares, the first square entered a dragon`.
pub fn demand_message(demand: Demand, lang: Lang) -> Message {
    match demand {
        Demand::First => Message::new("samourai-demand-first"),
        Demand::Bonus => Message::new("samourai-demand-bonus"),
        Demand::Answer(a) => answer_message(
            a,
            lang,
            "samourai-demand-answer-symbol",
            "samourai-demand-answer-free",
        ),
    }
}

/// An announcement to answer, in words: `symbol` (the message for an announced symbol,
/// with the kind) or `free` (any direction), with the announcement and the distances.
fn answer_message(a: Announcement, lang: Lang, symbol: &'static str, free: &'static str) -> Message {
    let m = if a.kind.is_symbol() {
        crate::message!(symbol, kind = Arg::Term(a.kind.term()))
    } else {
        Message::new(free)
    };
    m.arg("said", said_in(a, lang))
        .arg("choices", distance_choices(a.dist))
}

/// `3 ryu`, `4 ho bo`, `anzen`: in Japanese, as the JSON's `announcement`.
pub fn said_text(a: Announcement) -> String {
    said_in(a, Lang::Ja)
}

/// An announcement with the kind named in `lang`: `3 ryu`, `3 dragon`, `anzen`.
pub fn said_in(a: Announcement, lang: Lang) -> String {
    if a.kind == Kind::Anzen {
        "anzen".to_owned()
    } else {
        format!("{} {}", a.dist, kind_name(a.kind, lang))
    }
}

/// A move as it would be written, with its announcement: `e1-e4 3 ryu`.
pub fn written(pos: &Position, mv: Move) -> String {
    written_in(pos, mv, Lang::Ja)
}

/// [`written`], the kind named in `lang`: `e1-e4 3 dragon`.
pub fn written_in(pos: &Position, mv: Move, lang: Lang) -> String {
    match pos.announcement(mv) {
        Some(a) => format!("{mv} {}", said_in(a, lang)),
        None => mv.to_string(),
    }
}

/// The board a record is played on: `--board` (given here as `override_board`), else an
/// inline `Board:` block, else a `[Board "path"]` tag read with `load`, else the default.
/// Every problem with the board is returned; the default board is then used.
pub fn resolve_board(
    record: &Record,
    override_board: Option<Board>,
    load: &dyn Fn(&str) -> Result<String, Message>,
) -> (Board, Vec<Problem>) {
    if let Some(b) = override_board {
        return (b, Vec::new());
    }
    let mut problems = Vec::new();
    if let Some(block) = &record.head.board {
        if let Some(tag) = record.tag("Board") {
            problems.push(
                Problem::error(
                    "samourai::bad-board",
                    tag.span,
                    Message::new("samourai-board-twice"),
                )
                .with_label(Message::new("samourai-board-twice-label"))
                .with_related(block.span, Message::new("samourai-board-twice-inline"))
                .with_help(Message::new("samourai-board-twice-help")),
            );
        }
        return match Board::parse(&block.text.node) {
            Ok(b) => (b, problems),
            Err(e) => {
                let text = &block.text.node;
                let line_starts: Vec<usize> = std::iter::once(0)
                    .chain(text.match_indices('\n').map(|(i, _)| i + 1))
                    .collect();
                for issue in e.issues {
                    let span = match (issue.line, issue.column) {
                        (Some(l), Some(c)) => {
                            let ls = line_starts.get(l.saturating_sub(1)).copied().unwrap_or(0);
                            let line = &text[ls..];
                            let off = line
                                .char_indices()
                                .nth(c.saturating_sub(1))
                                .map_or(0, |(o, _)| o);
                            let len = line[off..].chars().next().map_or(0, char::len_utf8);
                            let at = block.text.span.start + ls + off;
                            Span::new(at, at + len)
                        }
                        _ => Span::new(block.span.start, block.span.start + "Board".len()),
                    };
                    problems.push(
                        Problem::error("samourai::bad-board", span, issue.message)
                            .with_label(Message::new("samourai-here"))
                            .with_help(Message::new("samourai-board-help")),
                    );
                }
                (Board::standard(), problems)
            }
        };
    }
    if let Some(tag) = record.tag("Board") {
        let path = tag.value.node.trim();
        let span = tag.value.span;
        match load(path) {
            Err(e) => problems.push(
                Problem::error(
                    "samourai::bad-board",
                    span,
                    crate::message!("samourai-board-file-unread", path = path, reason = e),
                )
                .with_label(Message::new("samourai-board-file-label"))
                .with_help(Message::new("samourai-board-file-unread-help")),
            ),
            Ok(text) => match Board::parse(&text) {
                Ok(b) => return (b, problems),
                // Nothing of the file is quoted: where it went wrong, and how often.
                Err(e) => problems.push(
                    Problem::error(
                        "samourai::bad-board",
                        span,
                        crate::message!(
                            "samourai-board-file-bad",
                            path = path,
                            problems = board_file_problems(&e)
                        ),
                    )
                    .with_label(Message::new("samourai-board-file-label"))
                    .with_help(crate::message!(
                        "samourai-board-file-bad-help",
                        path = path,
                        board = Message::new("samourai-board-help")
                    )),
                ),
            },
        }
    }
    (Board::standard(), problems)
}

/// How many problems a board file has and where the first one is, quoting nothing of it.
fn board_file_problems(e: &super::board::BoardError) -> Message {
    let m = match e.issues.iter().find_map(|i| i.line.map(|l| (l, i.column))) {
        Some((l, Some(c))) => {
            crate::message!("samourai-board-file-problems-at", line = l, column = c)
        }
        Some((l, None)) => crate::message!("samourai-board-file-problems-line", line = l),
        None => Message::new("samourai-board-file-problems-counts"),
    };
    m.arg("count", e.found)
}

/// Replay `record` on `board`.
pub fn replay(record: &Record, board: Board, options: ReplayOptions) -> Replay {
    let mut problems = Vec::new();
    let mut stopped_at = None;
    let mut start = Position::start_on(board);
    if let Some(tag) = record.tag("Position") {
        match super::fen::parse_on(&tag.value.node, board) {
            Ok(p) => start = p,
            Err(e) => {
                let at = (tag.value.span.start + e.at).min(tag.value.span.end);
                let span = Span::new(at, (at + e.len).min(tag.value.span.end.max(at)));
                problems.push(
                    Problem::error(
                        "samourai::bad-position",
                        span,
                        crate::message!("samourai-bad-position", reason = e.message),
                    )
                    .with_label(Message::new("samourai-here"))
                    .with_help(Message::new("samourai-bad-position-help")),
                );
                stopped_at = Some(tag.span);
            }
        }
    }
    let mut r = Replayer {
        options,
        lang: record.head.notation.lang,
        pos: start,
        // One ply per entry, two for an anzen turn: the items (entries, move numbers,
        // comments) are about as many.
        plies: Vec::with_capacity(record.items.len()),
        problems,
        stopped_at,
        unjoined_bonus: None,
        numbers: MoveNumbers::new(
            "samourai::numbering",
            crate::Message::new("samourai-numbering-help"),
            start.turn() == Side::Black,
        ),
    };
    r.run(record);
    r.numbers.finish(&mut r.problems);
    let entries = record.items.iter().filter_map(|it| match it {
        Item::Entry(e) => Some(e.span),
        _ => None,
    });
    let over = r.pos.outcome().is_some();
    let findings = Findings::after(r.problems, r.stopped_at, entries, over);
    Replay {
        board,
        start,
        plies: r.plies,
        findings,
        position: r.pos,
    }
}

struct Replayer {
    options: ReplayOptions,
    /// The sheet's language: the moves its helps suggest are written in it.
    lang: Lang,
    pos: Position,
    plies: Vec<Ply>,
    problems: Vec<Problem>,
    stopped_at: Option<Span>,
    /// An anzen landing whose bonus move was not joined with `+` (under `--all` the next
    /// entry is taken as the bonus move).
    unjoined_bonus: Option<Span>,
    /// The move numbers, checked against the turns (entries) written.
    numbers: MoveNumbers,
}

impl Replayer {
    fn run(&mut self, record: &Record) {
        let last_entry = record
            .items
            .iter()
            .rposition(|i| matches!(i, Item::Entry(_) | Item::Invalid(_)));
        for (i, item) in record.items.iter().enumerate() {
            if self.stopped_at.is_some() {
                return;
            }
            match item {
                Item::Entry(e) => {
                    if self.unjoined_bonus.is_none() {
                        self.numbers.entry();
                    }
                    self.entry(i, e, Some(i) != last_entry);
                }
                Item::Invalid(span) => self.stopped_at = Some(*span),
                Item::MoveNumber(n) => {
                    self.numbers.number(i, *n);
                }
                Item::Ellipsis(span) => {
                    if self.numbers.first_column_next() {
                        self.problems.push(
                            Problem::warning(
                                "samourai::ellipsis",
                                *span,
                                Message::new("samourai-ellipsis"),
                            )
                            .with_label(Message::new("samourai-ellipsis-label"))
                            .with_help(Message::new("samourai-ellipsis-help")),
                        );
                    }
                }
                Item::Comment(_) => {}
            }
        }
    }

    fn stop(&mut self, span: Span) {
        self.stopped_at = Some(span);
    }

    fn entry(&mut self, item: usize, e: &Entry, more: bool) {
        let was_unjoined = self.unjoined_bonus.take().is_some();
        if self.segment(item, 0, &e.first).is_none() {
            return;
        }
        let bonus_due = self.pos.demand() == Demand::Bonus && !was_unjoined;
        match (&e.bonus, bonus_due) {
            (Some((_, seg)), true) => {
                self.segment(item, 1, seg);
            }
            (Some((plus, _)), false) => {
                self.problems.push(
                    Problem::error(
                        "samourai::rule::bonus-without-anzen",
                        *plus,
                        crate::message!(
                            "samourai-bonus-without-anzen",
                            square = e.first.to.node.to_string()
                        ),
                    )
                    .with_label(Message::new("samourai-bonus-without-anzen-label"))
                    .with_help(Message::new("samourai-bonus-without-anzen-help")),
                );
                if !self.options.all {
                    self.stop(*plus);
                }
            }
            (None, true) => {
                // A record may stop right after the landing, before the bonus move.
                if !more || self.pos.outcome().is_some() {
                    return;
                }
                self.problems.push(
                    Problem::error(
                        "samourai::rule::bonus-missing",
                        e.first.to.span,
                        crate::message!(
                            "samourai-bonus-missing",
                            square = e.first.to.node.to_string(),
                            side = Arg::Term(side_term(self.pos.turn()))
                        ),
                    )
                    .with_label(Message::new("samourai-bonus-missing-label"))
                    .with_help(crate::message!(
                        "samourai-bonus-missing-help",
                        entry =
                            super::notation::write_segment(&e.first, &Style { lang: self.lang })
                    )),
                );
                if self.options.all {
                    self.unjoined_bonus = Some(e.first.to.span);
                } else {
                    self.stop(e.first.to.span);
                }
            }
            (None, false) => {}
        }
    }

    /// Resolve and play one written move; `None` when the replay stops here.
    fn segment(&mut self, item: usize, index: u8, seg: &Segment) -> Option<Move> {
        let written_mv = Move::new(seg.from.node, seg.to.node);
        // `check` looks at the outcome only when it refuses the move (a legal move proves
        // the game goes on), so a game that is over shows as `GameOver` here.
        let (mv, assumed) = match self.pos.check(written_mv) {
            Ok(()) => (written_mv, false),
            Err(illegal) => (self.refused(illegal, written_mv, seg)?, true),
        };
        let ply = Ply::new(&self.pos, mv, item, index, assumed);
        if !assumed {
            check_said(
                &mut self.problems,
                &self.pos,
                mv,
                ply.announcement,
                seg,
                self.lang,
            );
        }
        ply.play_on(&mut self.pos);
        self.plies.push(ply);
        Some(mv)
    }

    /// A written move the rules refuse: its problem, and the move played instead (under
    /// `--all`, the single plausible correction), or `None` when the replay stops here.
    #[cold]
    fn refused(&mut self, illegal: Illegal, written_mv: Move, seg: &Segment) -> Option<Move> {
        let before = self.pos;
        if let Illegal::GameOver(o) = illegal {
            self.problems.push(
                Problem::error(
                    "samourai::rule::game-over",
                    seg.span,
                    crate::message!(
                        "samourai-game-over",
                        outcome = outcome_message(outcome_of(&before), Lang::Ja)
                    ),
                )
                .with_label(Message::new(match o {
                    Outcome::IkiZumari { .. } => "samourai-game-over-iki-zumari",
                    Outcome::Draw { .. } => "samourai-game-over-draw",
                }))
                .with_help(Message::new("samourai-game-over-help")),
            );
            self.stop(seg.span);
            return None;
        }
        let (help, single) = self.suggest(&before, seg);
        let span = illegal_span(illegal, seg);
        let label = illegal_label(illegal, &before, written_mv, self.lang);
        self.problems.push(
            Problem::error(
                rule_code(illegal),
                span,
                illegal_message(illegal, written_mv),
            )
            .with_label(label)
            .with_help(help),
        );
        match single {
            Some(m) if self.options.all => Some(m),
            _ => {
                self.stop(seg.span);
                None
            }
        }
    }

    /// "did you mean …" from the legal moves nearest to what was written, and the single
    /// plausible correction if there is exactly one nearest.
    fn suggest(&self, pos: &Position, seg: &Segment) -> (Message, Option<Move>) {
        let legal = pos.legal_moves();
        let must = |id| {
            crate::message!(
                id,
                side = Arg::Term(side_term(pos.turn())),
                demand = requirement_short(pos, self.lang)
            )
        };
        if legal.is_empty() {
            return (must("samourai-must"), None);
        }
        let mut scored: Vec<(u32, Move)> =
            legal.iter().map(|&m| (nearness(pos, seg, m), m)).collect();
        scored.sort();
        let best = scored[0].0;
        let single = (scored.iter().filter(|(s, _)| *s == best).count() == 1).then(|| scored[0].1);
        let list: Vec<Arg> = scored
            .iter()
            .take(3)
            .map(|&(_, m)| Arg::Verbatim(format!("`{}`", written_in(pos, m, self.lang))))
            .collect();
        let help = if legal.len() > 3 {
            must("samourai-did-you-mean-more").arg("count", legal.len())
        } else {
            must("samourai-did-you-mean")
        };
        (help.arg("moves", or_list(list)), single)
    }
}

/// A written announcement must be the move's (`a`, the move's announcement).
fn check_said(
    problems: &mut Vec<Problem>,
    before: &Position,
    mv: Move,
    a: Announcement,
    seg: &Segment,
    lang: Lang,
) {
    if let Some(d) = seg.said.dist
        && d.node != a.dist
    {
        problems.push(said_problem(
            (before, mv, lang),
            "samourai::rule::announced-distance",
            d.span,
            crate::message!(
                "samourai-announced-distance",
                move = mv.to_string(),
                dist = a.dist,
                written = d.node
            ),
            crate::message!("samourai-announced-distance-label", dist = a.dist),
        ));
    }
    if let Some(k) = seg.said.kind
        && k.node != a.kind
    {
        let square = mv.to.to_string();
        let kind = Arg::Term(a.kind.term());
        problems.push(said_problem(
            (before, mv, lang),
            "samourai::rule::announced-kind",
            k.span,
            crate::message!(
                "samourai-announced-kind",
                square = square.clone(),
                kind = kind.clone(),
                written = kind_name(k.node, lang)
            ),
            crate::message!("samourai-announced-kind-label", square = square, kind = kind),
        ));
    }
}

/// A wrong announcement: the problem, helped with what to write.
#[cold]
fn said_problem(
    (before, mv, lang): (&Position, Move, Lang),
    code: &'static str,
    span: Span,
    message: Message,
    label: Message,
) -> Problem {
    Problem::error(code, span, message)
        .with_label(label)
        .with_help(crate::message!(
            "samourai-write",
            move = written_in(before, mv, lang)
        ))
}

/// What the side to move must make: `a move answering 3 ryu: …`, or the demand.
fn requirement_short(p: &Position, lang: Lang) -> Message {
    match p.demand() {
        Demand::Answer(a) => answer_message(
            a,
            lang,
            "samourai-short-answer-symbol",
            "samourai-short-answer-free",
        ),
        d => demand_message(d, lang),
    }
}

fn cheb(a: Square, b: Square) -> u32 {
    let df = (a.file() as i32 - b.file() as i32).unsigned_abs();
    let dr = (a.rank() as i32 - b.rank() as i32).unsigned_abs();
    df.max(dr)
}

/// How far a legal move is from what was written (lower is nearer).
fn nearness(pos: &Position, seg: &Segment, m: Move) -> u32 {
    let mut cost = 3 * cheb(seg.from.node, m.from) + cheb(seg.to.node, m.to);
    if let Some(a) = pos.announcement(m) {
        if let Some(d) = seg.said.dist {
            cost += (d.node as i32 - a.dist as i32).unsigned_abs();
        }
        if let Some(k) = seg.said.kind
            && k.node != a.kind
        {
            cost += 2;
        }
    }
    cost
}

/// `samourai::rule::<name>` ([`Illegal::code`]).
pub fn rule_code(i: Illegal) -> &'static str {
    i.code()
}

fn illegal_span(i: Illegal, seg: &Segment) -> Span {
    match i {
        Illegal::NoSamurai { .. } | Illegal::NotYourSamurai { .. } => seg.from.span,
        Illegal::NotInLine | Illegal::WrongSymbol { .. } | Illegal::GameOver(_) => {
            seg.from.span.join(seg.to.span)
        }
        Illegal::FirstMoveTooLong { .. }
        | Illegal::WrongDistance { .. }
        | Illegal::Occupied { .. }
        | Illegal::AnzenUsed
        | Illegal::ShiroProtection { .. } => seg.to.span,
    }
}

fn illegal_message(i: Illegal, mv: Move) -> Message {
    let id = match i {
        Illegal::NotInLine if mv.from == mv.to => "samourai-illegal-still",
        Illegal::NotInLine => "samourai-illegal-not-straight",
        _ => "samourai-illegal",
    };
    crate::message!(id, move = mv.to_string(), reason = i.message())
}

fn illegal_label(i: Illegal, pos: &Position, mv: Move, lang: Lang) -> Message {
    let square = |at: Square| Arg::Verbatim(at.to_string());
    match i {
        Illegal::GameOver(_) => Message::new("samourai-label-game-over"),
        Illegal::NoSamurai { at } => crate::message!("samourai-label-empty", square = square(at)),
        Illegal::NotYourSamurai { at } => crate::message!(
            "samourai-label-opponents",
            square = square(at),
            side = Arg::Term(side_term(pos.turn().other()))
        ),
        Illegal::NotInLine => Message::new("samourai-label-not-in-line"),
        Illegal::FirstMoveTooLong { dist } | Illegal::WrongDistance { dist, .. } => {
            crate::message!("samourai-label-distance", dist = dist)
        }
        Illegal::WrongSymbol { at, found, .. } => crate::message!(
            "samourai-label-symbol",
            square = square(at),
            kind = Arg::Term(found.term())
        ),
        Illegal::Occupied { at, by } => crate::message!(
            "samourai-label-occupied",
            side = Arg::Term(side_term(by)),
            square = square(at)
        ),
        Illegal::AnzenUsed => crate::message!(
            "samourai-label-anzen-used",
            side = Arg::Term(side_term(pos.turn()))
        ),
        Illegal::ShiroProtection { .. } => {
            let answer = pos
                .announcement(mv)
                .map(|a| said_in(a, lang))
                .unwrap_or_default();
            crate::message!(
                "samourai-label-shiro-protection",
                side = Arg::Term(side_term(pos.turn().other())),
                answer = answer
            )
        }
    }
}
