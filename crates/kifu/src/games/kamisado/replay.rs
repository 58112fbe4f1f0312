//! Replay a parsed record through the engine: resolve every written entry against the
//! position (like shakmaty's `San::to_move`), check every rule, and explain mistakes
//! with the legal moves nearest to what was written.

use super::ast::{Action, Entry, Fill, Item, MatchKind, Record, Segment};
use super::board::{BySide, Colour, Direction, Side, Square, Tower};
use super::matches::{Match, RoundEnd};
use super::notation::{Style, write_move, write_pushed, write_round_header};
use super::rules::{Illegal, Move, Phase, Position, WinReason};
use crate::core::replay::{Findings, MoveNumbers};
use crate::core::{Problem, Span, Spanned};
use crate::message;
use crate::message::{Arg, Message};
use crate::outcome::KamisadoOutcome;

pub mod edits;

use edits::{Say, Snap};

pub use super::written::Written;
pub use crate::core::check::{ReplayOptions, Status};

/// What one ply was, as the JSON and the diagrams need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlyKind {
    /// An ordinary move.
    Move,
    /// A sumo pushing (sumo oshi): the opponent's towers move back.
    Oshi,
    /// The pushed entry after an oshi (the opponent's pass, S3).
    Pushed,
    /// `0`: a blocked tower (D6).
    Blocked,
    /// The optional repeated `0` written after a deadlock was established (D8).
    DeadlockConfirm,
}

impl PlyKind {
    /// `move`, `oshi`, `pushed` or `blocked`, as in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            PlyKind::Move => "move",
            PlyKind::Oshi => "oshi",
            PlyKind::Pushed => "pushed",
            PlyKind::Blocked | PlyKind::DeadlockConfirm => "blocked",
        }
    }
}

/// One replayed entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// Who played it.
    pub side: Side,
    /// What kind of ply it was.
    pub kind: PlyKind,
    /// The move played (under `all`, possibly the correction of what was written).
    pub mv: Move,
    /// The position before the ply.
    pub before: Position,
    /// Index of the entry in `Record::items`.
    pub item: usize,
    /// Under `--all`: the entry was wrong and this (the only plausible correction) was
    /// played instead.
    pub assumed: bool,
}

impl Ply {
    /// The ply `mv` played from `before` (not tied to an entry of a record).
    pub fn new(before: Position, mv: Move) -> Ply {
        Ply {
            side: before.turn(),
            kind: ply_kind(&before, mv),
            mv,
            before,
            item: 0,
            assumed: false,
        }
    }

    /// The tower that moved or passed (for a pushed entry: the rear pushed tower).
    pub fn tower(&self) -> Option<Tower> {
        match self.mv {
            Move::Step { colour, .. } | Move::Oshi { colour, .. } => {
                Some(Tower::new(self.side, colour))
            }
            Move::Pass => match self.kind {
                PlyKind::Pushed => self.before.last_pushed().last().map(|&(t, _, _)| t),
                _ => self.before.required().map(|c| Tower::new(self.side, c)),
            },
        }
    }

    /// From and to squares of the tower named by [`Ply::tower`].
    pub fn squares(&self) -> Option<(Square, Square)> {
        match self.mv {
            Move::Step { from, to, .. } => Some((from, to)),
            Move::Oshi { from, .. } => from.step(0, self.side.forward()).map(|to| (from, to)),
            Move::Pass => match self.kind {
                PlyKind::Pushed => self.before.last_pushed().last().map(|&(_, f, t)| (f, t)),
                _ => self.tower().map(|t| {
                    let s = self.before.square_of(t);
                    (s, s)
                }),
            },
        }
    }
}

/// One round as replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundReplay {
    /// 1-based round number.
    pub number: u32,
    /// Who moves first in the round.
    pub first: Side,
    /// How the towers were lined up (rounds 2, 3…).
    pub fill: Option<Fill>,
    /// The position at the start of the round.
    pub start: Position,
    /// The plies, in order.
    pub plies: Vec<Ply>,
    /// How the round ended, if it did.
    pub end: Option<RoundEnd>,
    /// Index of the round header in `Record::items`, if one was written.
    pub header: Option<usize>,
}

/// The outcome of replaying a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// The match length played.
    pub kind: MatchKind,
    /// The rounds, in order.
    pub rounds: Vec<RoundReplay>,
    /// What the replay found: its problems and where it stopped early.
    pub findings: Findings,
    /// Points after the last round replayed.
    pub score: BySide<u32>,
    /// The winner of the match, if it is over.
    pub winner: Option<Side>,
    /// Where play resumes (or stands at the end).
    pub position: Position,
}

impl Replay {
    /// Finished or unfinished.
    pub fn status(&self) -> Status {
        Status::of(self.winner.is_some())
    }

    /// No rule error, and the whole record was replayed.
    pub fn is_valid(&self) -> bool {
        self.findings.is_valid()
    }

    /// How the match stands: who is to move (which tower), or how it ended.
    pub fn outcome(&self) -> KamisadoOutcome {
        let round = self.rounds.last().map_or(1, |r| r.number);
        if let Some(winner) = self.winner {
            return KamisadoOutcome::MatchWon {
                winner,
                black: self.score[Side::Black],
                white: self.score[Side::White],
            };
        }
        let p = &self.position;
        if let Some(r) = p.result() {
            return KamisadoOutcome::RoundOver {
                round,
                winner: r.winner,
            };
        }
        let side = p.turn();
        match (p.phase(), p.required()) {
            (Phase::Pushed, _) => KamisadoOutcome::Pushed { round, side },
            (_, tower) => KamisadoOutcome::ToMove {
                round,
                side,
                tower,
                blocked: tower.is_some() && p.must_pass(),
            },
        }
    }
}

/// The player, as a sentence names it (`Black`, `Noir`, `Schwarz`).
pub(crate) fn side(side: Side) -> Arg {
    Arg::Term(side.term())
}

/// The tower of `colour`, as a sentence names it (`the brown tower`, `la tour marron`).
pub(crate) fn tower(colour: Colour) -> Arg {
    Arg::Term(colour.tower_term())
}

/// The colour, as a sentence names it (`brown`, `marron`, `braun`).
pub(crate) fn colour(colour: Colour) -> Arg {
    Arg::Term(colour.term())
}

/// The fill direction, as a sentence names it (`from left`, `par la gauche`).
pub(crate) fn fill_said(fill: Fill) -> Arg {
    Arg::Term(match fill {
        Fill::Left => "kamisado-fill-left",
        Fill::Right => "kamisado-fill-right",
    })
}

/// Replay `record` as a match of `kind`.
pub fn replay(record: &Record, kind: MatchKind, options: ReplayOptions) -> Replay {
    Replayer::new(record, kind, options).run()
}

/// The entries of a record read one by one, each where a given ply was played, as the
/// replay reads them (in the record's language, with its abbreviations).
pub struct Reader<'r>(Replayer<'r>);

impl<'r> Reader<'r> {
    /// A reader of the entries of `record`.
    pub fn new(record: &'r Record) -> Reader<'r> {
        Reader(Replayer::new(
            record,
            MatchKind::Simple,
            ReplayOptions::default(),
        ))
    }

    /// Whether entry `e` of the record, read where `ply` was played, is that ply.
    pub fn reads_as(&self, ply: &Ply, e: &Entry) -> bool {
        match ply.kind {
            PlyKind::DeadlockConfirm => self.0.is_deadlock_confirmation(&ply.before, e),
            kind => self.0.resolve(&ply.before, e) == Ok((ply.mv, kind)),
        }
    }
}

struct Replayer<'r> {
    record: &'r Record,
    options: ReplayOptions,
    m: Match,
    rounds: Vec<RoundReplay>,
    problems: Vec<Problem>,
    stopped_at: Option<Span>,
    /// A `...` was written and the next entry must be White's.
    ellipsis: Option<Span>,
    /// A deadlock's optional repeated `0` was already written.
    confirmed: bool,
    /// Keep every ply in `rounds` (the full replay); `false` only counts them
    /// ([`Stream`]: validity only, no allocation per move).
    keep_plies: bool,
    /// Plies replayed (also when they are not kept).
    ply_count: usize,
    /// The state before the current round's header, to try the other fill (`None` when the
    /// header wrote no fill, or it was already corrected).
    snap: Option<Snap>,
    /// This entry was already played (two swapped entries were replayed in their order).
    skip: Option<usize>,
    /// Go on at this item instead of the next (after a corrected round header).
    resume: Option<usize>,
    /// Under `--all`: no correction fitted; the rest of the round is read without
    /// reporting, until the next round header.
    lost: bool,
    /// The move numbers, checked against the entries written in each round.
    numbers: MoveNumbers,
    /// Under `--all`: where a correction was assumed that nothing confirmed.
    guessed_at: Option<Span>,
}


impl<'r> Replayer<'r> {
    fn new(record: &'r Record, kind: MatchKind, options: ReplayOptions) -> Self {
        let mut problems = Vec::new();
        let mut stopped_at = None;
        let mut m = Match::new(kind);
        // `[Position "…"]`: the first round starts from a set-up position (a book diagram,
        // or an interrupted game resumed).
        if let Some(tag) = record.tag("Position") {
            match tag.value.node.parse::<Position>() {
                Ok(p) => m = Match::resume(kind, 1, BySide([0, 0]), p),
                Err(e) => {
                    // The value's span starts after its opening quote.
                    let at = (tag.value.span.start + e.at).min(tag.value.span.end);
                    let span = Span::new(at, (at + e.len).min(tag.value.span.end.max(at)));
                    problems.push(
                        Problem::error(
                            "kamisado::bad-position",
                            span,
                            message!("kamisado-rule-bad-position", detail = e.message),
                        )
                        .with_label(message!("kamisado-rule-here"))
                        .with_help(message!(
                            "kamisado-rule-bad-position-help",
                            start = "OBPKYRGN/8/8/8/8/8/8/ngrykpbo b - -"
                        )),
                    );
                    stopped_at = Some(tag.span);
                }
            }
        }
        Replayer {
            record,
            options,
            rounds: Vec::new(),
            problems,
            stopped_at,
            ellipsis: None,
            confirmed: false,
            keep_plies: true,
            ply_count: 0,
            snap: None,
            skip: None,
            resume: None,
            lost: false,
            numbers: MoveNumbers::new(
                "kamisado::numbering",
                Message::new("kamisado-numbering-help"),
                m.position().turn() == Side::White,
            ),
            guessed_at: None,
            m,
        }
    }

    fn finish(mut self) -> Replay {
        let winner = self.m.winner();
        self.numbers.finish(&mut self.problems);
        Replay {
            kind: self.m.kind(),
            rounds: self.rounds,
            findings: Findings {
                problems: self.problems,
                stopped_at: self.stopped_at,
                guessed_at: self.guessed_at,
            },
            score: self.m.score(),
            winner,
            position: *self.m.position(),
        }
    }

    fn run(mut self) -> Replay {
        let items = &self.record.items;
        // Without abbreviations, an entry of one step means what it says: it can be played
        // at once when it is legal ([`Self::quick_step`]).
        let quick = self.record.head.abbreviations.is_empty()
            && self.record.head.colour_abbreviations.is_empty();
        let mut i = 0;
        while let Some(item) = items.get(i) {
            if self.stopped_at.is_some() {
                break;
            }
            if self.skip == Some(i) {
                // An entry already played (swapped with the one before it).
                self.skip = None;
                self.numbers.entry();
                i += 1;
                continue;
            }
            match item {
                Item::Round(h) => self.round_header(
                    i,
                    h.number.node,
                    h.number.span,
                    h.fill.map(|f| (f.node, f.span)),
                    h.span,
                ),
                Item::Entry(e) => {
                    self.ensure_round();
                    let played = match e.segments[..] {
                        [
                            Segment {
                                tower,
                                action: Action::Step { dir, dist },
                                landing,
                                ..
                            },
                        ] if quick && !self.lost => self.quick_step::<true>(
                            i,
                            tower.node,
                            dir.node,
                            dist.node,
                            landing.node,
                        ),
                        _ => false,
                    };
                    if !played {
                        self.entry(i, e);
                    }
                    self.numbers.entry();
                }
                Item::Ellipsis(span) => self.ellipsis = Some(*span),
                Item::Score(s) => self.score(i, s.black.node, s.white.node, s.span),
                Item::Invalid(span) => {
                    // The syntax problem is already reported; nothing after it can be checked.
                    self.stopped_at = Some(*span);
                }
                Item::MoveNumber(n) => {
                    self.move_number(i, *n);
                }
                Item::Comment(_) => {}
            }
            i = match self.resume.take() {
                Some(at) => {
                    // The round is replayed again from its header.
                    self.restart_numbers();
                    at
                }
                None => i + 1,
            };
        }
        self.finish()
    }

    /// The move number `n` (item `item`); `false` when it is out of sequence.
    #[inline]
    fn move_number(&mut self, item: usize, n: Spanned<u32>) -> bool {
        // `1.` after the end of a round: the next round's first line, whose header is
        // missing (that is reported at its first entry).
        let m = &self.m;
        self.numbers
            .number_unless(item, n, || n.node == 1 && m.position().result().is_some())
    }

    /// The move numbers start again, at the first line of the current round.
    fn restart_numbers(&mut self) {
        let first = self
            .rounds
            .last()
            .map_or_else(|| self.m.position().turn(), |r| r.first);
        self.numbers.restart(first == Side::White);
    }

    /// The plies of a new round: room for a round's usual length when they are kept.
    fn new_plies(&self) -> Vec<Ply> {
        if self.keep_plies {
            Vec::with_capacity(PLIES_PER_ROUND)
        } else {
            Vec::new()
        }
    }

    fn ensure_round(&mut self) {
        if self.rounds.is_empty() {
            self.rounds.push(RoundReplay {
                number: 1,
                first: self.m.position().turn(),
                fill: None,
                start: *self.m.position(),
                plies: self.new_plies(),
                end: None,
                header: None,
            });
        }
    }

    fn error(&mut self, p: Problem) {
        self.problems.push(p);
    }

    /// A round header in the record's language, for help texts.
    fn round_text(&self, number: u32, fill: Fill) -> String {
        write_round_header(number, Some(fill), &self.record.head.notation)
    }

    fn stop(&mut self, span: Span) {
        self.stopped_at = Some(span);
    }

    fn round_header(
        &mut self,
        item: usize,
        number: u32,
        number_span: Span,
        fill: Option<(Fill, Span)>,
        span: Span,
    ) {
        if self.rounds.is_empty() {
            if number != 1 {
                self.error(
                    Problem::error(
                        "kamisado::rule::round-number",
                        number_span,
                        message!("kamisado-rule-first-round-number", number = number),
                    )
                    .with_label(message!("kamisado-rule-expected-number", number = 1))
                    .with_help(message!("kamisado-rule-first-round-number-help")),
                );
            }
            if let Some((_, fspan)) = fill {
                self.problems.push(
                    worded(
                        Problem::warning,
                        "kamisado::rule::fill-in-round-1",
                        fspan,
                        [
                            "kamisado-rule-fill-in-round-1",
                            "kamisado-rule-fill-in-round-1-label",
                            "kamisado-rule-fill-in-round-1-help",
                        ],
                    ),
                );
            }
            self.ensure_round();
            self.rounds[0].header = Some(item);
            return;
        }
        let prev = self.rounds.last().map_or(1, |r| r.number);
        let pos = *self.m.position();
        if std::mem::take(&mut self.lost) && self.m.round_end().is_none() {
            // Round `prev` could not be followed to its end (already reported): where
            // this round starts is unknown.
            self.stop(span);
            return;
        }
        let Some(end) = self.m.round_end() else {
            self.error(
                Problem::error(
                    "kamisado::rule::round-not-finished",
                    span,
                    message!(
                        "kamisado-rule-round-not-finished",
                        round = prev,
                        turn = describe_turn(&pos)
                    ),
                )
                .with_label(message!("kamisado-rule-round-not-finished-label"))
                .with_help(message!("kamisado-rule-round-not-finished-help", round = prev)),
            );
            self.stop(span);
            return;
        };
        if end.match_over {
            self.error(
                Problem::error(
                    "kamisado::rule::after-match-end",
                    span,
                    message!(
                        "kamisado-rule-match-decided",
                        winner = side(end.result.winner),
                        black = end.score[Side::Black],
                        white = end.score[Side::White]
                    ),
                )
                .with_label(message!("kamisado-rule-after-match-end-label"))
                .with_help(message!(
                    "kamisado-rule-match-decided-help",
                    kind = Arg::Term(match_term(self.m.kind())),
                    points = self.m.kind().target()
                )),
            );
            self.stop(span);
            return;
        }
        if number != prev + 1 {
            self.error(
                Problem::error(
                    "kamisado::rule::round-number",
                    number_span,
                    message!("kamisado-rule-round-number", number = number, previous = prev),
                )
                .with_label(message!("kamisado-rule-expected-number", number = prev + 1))
                .with_help(message!("kamisado-rule-round-number-help", number = prev + 1)),
            );
        }
        let Some((fill, fill_span)) = fill else {
            self.error(
                Problem::error(
                    "kamisado::rule::missing-fill",
                    span,
                    message!(
                        "kamisado-rule-missing-fill",
                        round = prev + 1,
                        previous = prev,
                        winner = side(end.result.winner)
                    ),
                )
                .with_label(message!("kamisado-rule-missing-fill-label"))
                .with_help(message!(
                    "kamisado-rule-missing-fill-help",
                    left = self.round_text(prev + 1, Fill::Left),
                    right = self.round_text(prev + 1, Fill::Right)
                )),
            );
            self.stop(span);
            return;
        };
        self.snap = self.keep_plies.then(|| Snap {
            m: self.m.clone(),
            item,
            number: prev + 1,
            fill,
            fill_span,
            problems: self.problems.len(),
        });
        self.open_round(fill, Some(item), span);
    }

    /// Start the next round with `fill` (its header is item `header`, if written).
    fn open_round(&mut self, fill: Fill, header: Option<usize>, span: Span) {
        let number = self.rounds.last().map_or(1, |r| r.number) + 1;
        if self.m.next_round(fill).is_err() {
            self.stop(span);
            return;
        }
        self.confirmed = false;
        let plies = self.new_plies();
        self.rounds.push(RoundReplay {
            number,
            first: self.m.position().turn(),
            fill: Some(fill),
            start: *self.m.position(),
            plies,
            end: None,
            header,
        });
        self.restart_numbers();
    }

    /// A score line (item `item`): the match's score, or a slip (of its own, or of the
    /// round before it: see [`Self::rescore`]).
    fn score(&mut self, item: usize, black: u32, white: u32, span: Span) {
        let s = self.m.score();
        if !self.lost && (black, white) != (s[Side::Black], s[Side::White]) {
            if self.keep_plies && self.rescore(black, white, item) {
                return;
            }
            let round = self.rounds.last().map_or(1, |r| r.number);
            self.error(
                Problem::error(
                    "kamisado::rule::wrong-score",
                    span,
                    message!(
                        "kamisado-rule-wrong-score",
                        black = s[Side::Black],
                        white = s[Side::White],
                        written_black = black,
                        written_white = white
                    ),
                )
                .with_label(message!("kamisado-rule-wrong-score-label"))
                .with_help(message!(
                    "kamisado-rule-wrong-score-help",
                    score = self.say(&Say::Score {
                        black: s[Side::Black],
                        white: s[Side::White]
                    }),
                    round = round
                )),
            );
        }
    }

    fn entry(&mut self, item: usize, e: &Entry) {
        let mut pos = *self.m.position();
        let ellipsis = self.ellipsis.take();
        if self.lost {
            self.lost_entry(&pos, e, item);
            return;
        }
        if let Some(r) = pos.result() {
            // D8: the record may write the last repeated `0` of a deadlock.
            if r.reason == WinReason::Deadlock
                && !self.confirmed
                && self.is_deadlock_confirmation(&pos, e)
            {
                self.confirmed = true;
                self.push_ply(
                    item,
                    pos.turn(),
                    PlyKind::DeadlockConfirm,
                    Move::Pass,
                    pos,
                    false,
                );
                return;
            }
            let over = self.m.round_end().is_some_and(|end| end.match_over);
            let round = self.rounds.last().map_or(1, |r| r.number);
            let p = if over {
                Problem::error(
                    "kamisado::rule::after-match-end",
                    e.span,
                    message!(
                        "kamisado-rule-match-won",
                        winner = side(r.winner),
                        round = round
                    ),
                )
                .with_label(message!("kamisado-rule-after-match-end-label"))
                .with_help(message!("kamisado-rule-after-match-end-help"))
            } else {
                Problem::error(
                    "kamisado::rule::after-round-end",
                    e.span,
                    message!(
                        "kamisado-rule-after-round-end",
                        round = round,
                        winner = side(r.winner),
                        reason = Arg::Term(r.reason.term())
                    ),
                )
                .with_label(message!("kamisado-rule-after-round-end-label"))
                .with_help(message!(
                    "kamisado-rule-after-round-end-help",
                    left = self.round_text(round + 1, Fill::Left),
                    right = self.round_text(round + 1, Fill::Right)
                ))
            };
            if !self.correct_after_end(&pos, e, item, p, over) {
                return;
            }
            // A missing round header was assumed: the entry opens the new round.
            pos = *self.m.position();
        }
        if let Some(span) = ellipsis
            && pos.turn() != Side::White
        {
            self.problems.push(
                worded(
                    Problem::error,
                    "kamisado::rule::ellipsis",
                    span,
                    [
                        "kamisado-rule-ellipsis",
                        "kamisado-rule-ellipsis-label",
                        "kamisado-rule-ellipsis-help",
                    ],
                ),
            );
        }
        match self.resolve(&pos, e) {
            Ok((mv, kind)) => self.push_ply(item, pos.turn(), kind, mv, pos, false),
            Err(problem) if !self.keep_plies => {
                // Streaming: no record to look ahead in; the caller replays in full.
                self.error(*problem);
                self.stop(e.span);
            }
            Err(problem) => self.correct(&pos, e, item, *problem),
        }
    }

    /// The common entry `Red ↗3 Blue` (item `item`), played at once when it is a legal
    /// move or oshi landing on `landing` with nothing pending (no `...`, no pushed entry
    /// due, round not over): what [`Self::entry`] does for it when the record has no
    /// abbreviations. `false`: nothing was done, [`Self::entry`] reads the entry (the same
    /// checks, and the problem if any). `KEEP`: the plies are kept (`keep_plies`).
    #[inline]
    fn quick_step<const KEEP: bool>(
        &mut self,
        item: usize,
        tower: Colour,
        dir: Direction,
        dist: u8,
        landing: Colour,
    ) -> bool {
        // A reference, not a copy: copying the position right after the last ply's narrow
        // stores into it stalls the CPU (store forwarding).
        let pos = self.m.position();
        if self.ellipsis.is_some()
            || pos.result().is_some()
            || pos.phase() == Phase::Pushed
            || dir == Direction::Back
        {
            return false;
        }
        let Ok(mv) = pos.step(tower, dir, dist) else {
            return false;
        };
        let (to, kind) = match mv {
            Move::Step { to, .. } => (to, PlyKind::Move),
            Move::Oshi { from, .. } => match from.step(0, pos.turn().forward()) {
                Some(to) => (to, PlyKind::Oshi),
                None => return false,
            },
            Move::Pass => return false,
        };
        if to.colour() != landing {
            return false;
        }
        if KEEP {
            let before = *pos;
            self.push_ply(item, before.turn(), kind, mv, before, false);
            return true;
        }
        // What `push_ply` does when the plies are not kept.
        let end = self.m.play_unchecked(mv);
        if let Some(round) = self.rounds.last_mut() {
            self.ply_count += 1;
            if end.is_some() {
                round.end = end;
            }
        }
        true
    }

    fn is_deadlock_confirmation(&self, pos: &Position, e: &Entry) -> bool {
        let seg = e.first();
        e.segments.len() == 1
            && matches!(seg.action, Action::Blocked { .. })
            && pos.required() == Some(seg.tower.node)
            && pos
                .square_of(Tower::new(pos.turn(), seg.tower.node))
                .colour()
                == seg.landing.node
    }

    fn push_ply(
        &mut self,
        item: usize,
        side: Side,
        kind: PlyKind,
        mv: Move,
        before: Position,
        assumed: bool,
    ) {
        // `before` is the match's position: play the move on it.
        debug_assert_eq!(&before, self.m.position());
        let end = if kind == PlyKind::DeadlockConfirm {
            None
        } else {
            self.m.play_unchecked(mv)
        };
        if let Some(round) = self.rounds.last_mut() {
            self.ply_count += 1;
            if self.keep_plies {
                round.plies.push(Ply {
                    side,
                    kind,
                    mv,
                    before,
                    item,
                    assumed,
                });
            }
            if end.is_some() {
                round.end = end;
            }
        }
    }

    /// Turn an entry into a move, or the problem with it (label on the exact token).
    fn resolve(&self, pos: &Position, e: &Entry) -> Result<(Move, PlyKind), Box<Problem>> {
        let readings = super::abbrev::colour_readings(self.record, e);
        if readings.len() < 2 {
            return self.resolve_read(pos, e);
        }
        // A colour abbreviation: the one reading that is a legal move.
        let mut legal = readings
            .iter()
            .filter_map(|r| self.resolve_read(pos, r).ok().map(|m| (r, m)));
        match (legal.next(), legal.next()) {
            (Some((_, m)), None) => Ok(m),
            (first, second) => {
                let legal: Vec<&Entry> = first
                    .into_iter()
                    .chain(second)
                    .map(|(r, _)| r)
                    .chain(legal.map(|(r, _)| r))
                    .collect();
                Err(Box::new(super::abbrev::ambiguous_colour(
                    self.record,
                    e,
                    &readings,
                    &legal,
                )))
            }
        }
    }

    /// [`Self::resolve`] once every colour of `e` has one reading.
    fn resolve_read(&self, pos: &Position, e: &Entry) -> Result<(Move, PlyKind), Box<Problem>> {
        let settled = super::abbrev::settle(self.record, pos, e)?;
        let e = settled.as_ref().unwrap_or(e);
        let seg = e.first();
        if pos.phase() == Phase::Pushed {
            return self
                .resolve_pushed(pos, e)
                .map(|()| (Move::Pass, PlyKind::Pushed));
        }
        if e.is_pushed() {
            return Err(Box::new(rule_problem(Illegal::NoPushToRecord, seg, e.span)));
        }
        if e.segments.len() > 1 {
            return Err(Box::new(
                worded(
                    Problem::error,
                    "kamisado::rule::joined-entry",
                    e.span,
                    [
                        "kamisado-rule-joined-entry",
                        "kamisado-rule-joined-entry-label",
                        "kamisado-rule-joined-entry-help",
                    ],
                ),
            ));
        }
        let side = pos.turn();
        match seg.action {
            Action::Blocked { zero } => {
                if let Some(req) = pos.required()
                    && req != seg.tower.node
                {
                    return Err(Box::new(rule_problem(
                        Illegal::WrongTower { required: req },
                        seg,
                        e.span,
                    )));
                }
                pos.check(Move::Pass).map_err(|i| {
                    let mut p = rule_problem(i, seg, e.span);
                    p.span = zero;
                    p.label = Some(message!("kamisado-rule-can-move"));
                    if let Illegal::NotBlocked { moves } = i {
                        // At a free choice (first move), `moves` counts every tower's:
                        // the message counts this tower's own.
                        let moves = if pos.required().is_none() {
                            pos.legal_moves()
                                .iter()
                                .filter(|m| matches!(m, Move::Step { colour, .. } | Move::Oshi { colour, .. } if *colour == seg.tower.node))
                                .count()
                        } else {
                            usize::from(moves)
                        };
                        p.message = message!(
                            "kamisado-rule-not-blocked",
                            tower = tower(seg.tower.node),
                            moves = moves
                        );
                    }
                    p
                })?;
                let under = match pos.required() {
                    Some(c) => pos.square_of(Tower::new(side, c)).colour(),
                    None => seg.landing.node,
                };
                if under != seg.landing.node {
                    return Err(Box::new(wrong_landing(seg, under, Landing::Stands)));
                }
                Ok((Move::Pass, PlyKind::Blocked))
            }
            Action::Step { dir, dist } => {
                let mv = pos.step(seg.tower.node, dir.node, dist.node).map_err(|i| {
                    if pos.must_pass() && pos.required() == Some(seg.tower.node) {
                        blocked_problem(pos, i, seg, e.span, &self.record.head.notation)
                    } else {
                        rule_problem(i, seg, e.span)
                    }
                })?;
                let landing = match mv {
                    Move::Step { to, .. } => to.colour(),
                    Move::Oshi { from, .. } => from
                        .step(0, side.forward())
                        .map_or(seg.landing.node, Square::colour),
                    Move::Pass => seg.landing.node,
                };
                if landing != seg.landing.node {
                    return Err(Box::new(wrong_landing(seg, landing, Landing::Lands)));
                }
                let kind = if matches!(mv, Move::Oshi { .. }) {
                    PlyKind::Oshi
                } else {
                    PlyKind::Move
                };
                Ok((mv, kind))
            }
        }
    }

    /// The pushed entry must be the rear pushed tower alone, or every pushed tower front
    /// first, each `↓1` onto the colour it was pushed to.
    fn resolve_pushed(&self, pos: &Position, e: &Entry) -> Result<(), Box<Problem>> {
        let pushed = pos.last_pushed();
        let expected_all: Vec<_> = pushed
            .iter()
            .map(|&(t, _, to)| (t.colour, to.colour()))
            .collect::<Vec<_>>();
        let expected_all = write_pushed(&expected_all, &self.record.head.notation);
        let rear = pushed
            .last()
            .map(|&(t, _, to)| write_pushed(&[(t.colour, to.colour())], &self.record.head.notation))
            .unwrap_or_default();
        let help = if pushed.len() > 1 {
            message!("kamisado-rule-write-either", first = rear, second = expected_all)
        } else {
            message!("kamisado-rule-write", text = rear)
        };
        if !e.is_pushed() {
            return Err(Box::new(
                Problem::error(
                    "kamisado::rule::must-record-push",
                    e.span,
                    Illegal::MustRecordPush.message(),
                )
                .with_label(message!("kamisado-rule-expected-pushed"))
                .with_help(help),
            ));
        }
        let expect: &[(Tower, Square, Square)] = if e.segments.len() == 1 {
            &pushed[pushed.len().saturating_sub(1)..]
        } else {
            &pushed
        };
        if e.segments.len() != expect.len() {
            return Err(Box::new(
                Problem::error(
                    "kamisado::rule::wrong-pushed",
                    e.span,
                    message!(
                        "kamisado-rule-pushed-count",
                        pushed = pushed.len(),
                        written = e.segments.len()
                    ),
                )
                .with_label(message!("kamisado-rule-pushed-count-label"))
                .with_help(help),
            ));
        }
        for (seg, &(t, _, to)) in e.segments.iter().zip(expect) {
            if seg.tower.node != t.colour {
                return Err(Box::new(
                    Problem::error(
                        "kamisado::rule::wrong-pushed",
                        seg.tower.span,
                        message!(
                            "kamisado-rule-pushed-tower",
                            tower = tower(t.colour),
                            written = colour(seg.tower.node)
                        ),
                    )
                    .with_label(message!("kamisado-rule-expected-colour", colour = colour(t.colour)))
                    .with_help(help),
                ));
            }
            if let Action::Step { dist, .. } = seg.action
                && dist.node != 1
            {
                return Err(Box::new(
                    Problem::error(
                        "kamisado::rule::wrong-pushed",
                        dist.span,
                        message!("kamisado-rule-pushed-distance"),
                    )
                    .with_label(message!("kamisado-rule-expected-number", number = 1))
                    .with_help(help),
                ));
            }
            if seg.landing.node != to.colour() {
                return Err(Box::new(
                    wrong_landing(seg, to.colour(), Landing::Pushed).with_help(help.clone()),
                ));
            }
        }
        Ok(())
    }

    /// The tower colour of the next entry, if it is the opponent's ordinary entry in the
    /// same round: it should equal this entry's landing colour.
    fn next_tower(&self, item: usize) -> Option<Colour> {
        for it in &self.record.items[item + 1..] {
            match it {
                Item::Entry(e) if !e.is_pushed() => return Some(e.first().tower.node),
                Item::Entry(_) | Item::Round(_) | Item::Invalid(_) => return None,
                _ => {}
            }
        }
        None
    }
}

/// Room made for the plies of a round when they are kept: most rounds of a match are
/// shorter (no growing the vector move by move).
const PLIES_PER_ROUND: usize = 24;

/// A record with no tags and no items, for the streaming replayer.
static EMPTY: Record = Record {
    tags: Vec::new(),
    items: Vec::new(),
    span: Span::new(0, 0),
    head: super::ast::Head {
        notation: super::notation::Style::ENGLISH_ARROWS,
        abbreviations: Vec::new(),
        colour_abbreviations: Vec::new(),
    },
};

/// The replay fed one item at a time, keeping no plies: for checking validity at speed
/// (see [`super::fast`]). It stops at the first problem without explaining it (no
/// suggestion); [`Stream::ok`] turns false and the caller replays the record in full to
/// get the diagnostics. No `[Position]` tag: the match starts from the start position.
pub(crate) struct Stream {
    r: Replayer<'static>,
    item: usize,
}

impl Stream {
    pub(crate) fn new(kind: MatchKind) -> Stream {
        let mut r = Replayer::new(&EMPTY, kind, ReplayOptions::default());
        r.keep_plies = false;
        Stream { r, item: 0 }
    }

    /// No problem so far and the replay goes on.
    pub(crate) fn ok(&self) -> bool {
        self.r.problems.is_empty() && self.r.stopped_at.is_none()
    }

    pub(crate) fn round(&mut self, number: u32, fill: Option<Fill>) {
        let span = Span::default();
        self.r
            .round_header(self.item, number, span, fill.map(|f| (f, span)), span);
        self.item += 1;
    }

    pub(crate) fn entry(&mut self, e: &Entry) {
        self.r.ensure_round();
        self.r.entry(self.item, e);
        self.r.numbers.entry();
        self.item += 1;
    }

    /// A move number: one out of sequence stops the stream (its warning is the full
    /// replay's to give).
    #[inline]
    pub(crate) fn number(&mut self, n: u32) {
        if !self
            .r
            .move_number(self.item, Spanned::new(n, Span::default()))
        {
            self.r.stop(Span::default());
        }
        self.item += 1;
    }

    /// The common entry `Red ↗3 Blue` without building it: played at once when it is a
    /// legal move or oshi landing on `landing`, with nothing pending (no `...`, no pushed
    /// entry due, round not over). `false`: nothing was done, feed the entry to
    /// [`Stream::entry`] (the same checks, and the problem if any).
    #[inline]
    pub(crate) fn step(
        &mut self,
        tower: Colour,
        dir: Direction,
        dist: u8,
        landing: Colour,
    ) -> bool {
        self.r.ensure_round();
        let played = self
            .r
            .quick_step::<false>(self.item, tower, dir, dist, landing);
        if played {
            self.r.numbers.entry();
            self.item += 1;
        }
        played
    }

    pub(crate) fn ellipsis(&mut self) {
        self.r.ellipsis = Some(Span::default());
        self.item += 1;
    }

    pub(crate) fn score(&mut self, black: u32, white: u32) {
        self.r.score(self.item, black, white, Span::default());
        self.item += 1;
    }

    /// The replay (rounds without their plies) and the number of plies.
    pub(crate) fn finish(self) -> (Replay, usize) {
        let n = self.r.ply_count;
        (self.r.finish(), n)
    }
}

/// What kind of entry a legal move is written as.
pub fn ply_kind(pos: &Position, mv: Move) -> PlyKind {
    match mv {
        Move::Oshi { .. } => PlyKind::Oshi,
        Move::Step { .. } => PlyKind::Move,
        Move::Pass if pos.phase() == Phase::Pushed => PlyKind::Pushed,
        Move::Pass => PlyKind::Blocked,
    }
}

/// How far a legal move is from what was written, in half-symbols: a wrong direction or a
/// wrong landing colour costs 2, a wrong tower 3 (players know which piece they moved); a distance off by one or with
/// transposed digits costs 1, any other wrong distance 2; a landing colour that does not
/// match the next entry's tower costs 2 more (it would make that entry wrong too).
fn distance(written: &Written, legal: &Written, next_tower: Option<Colour>, mv: Move) -> u32 {
    let mut d = 0;
    if written.tower != legal.tower {
        d += 3;
    }
    match (written.step, legal.step) {
        (Some((wd, wn)), Some((ld, ln))) => {
            if wd != ld {
                d += 2;
            }
            if wn != ln {
                d += if wn.abs_diff(ln) == 1 || (wn >= 10 && wn % 10 == ln) {
                    1
                } else {
                    2
                };
            }
        }
        (None, None) => {}
        _ => d += 3,
    }
    if written.landing != legal.landing {
        d += 2;
    }
    if let (Some(next), Move::Step { .. }) = (next_tower, mv)
        && legal.landing != next
    {
        d += 2;
    }
    d
}

/// `a`, `a or b`, `a, b or c`: one of these (texts of the sheet's notation, quoted).
fn join_or(items: &[String]) -> Arg {
    match items {
        [rest @ .., last] if !rest.is_empty() => message!(
            "kamisado-rule-one-of",
            first = rest.join(", "),
            last = last.as_str()
        )
        .into(),
        _ => Arg::Verbatim(items.concat()),
    }
}

/// A problem (`level`: [`Problem::error`] or [`Problem::warning`]) whose message, label
/// and help are messages of the catalogue without arguments, by id.
pub(crate) fn worded(
    level: fn(&'static str, Span, Message) -> Problem,
    code: &'static str,
    span: Span,
    [message, label, help]: [&'static str; 3],
) -> Problem {
    level(code, span, Message::new(message))
        .with_label(Message::new(label))
        .with_help(Message::new(help))
}

/// Who must still play what, in a round that is not over.
fn describe_turn(pos: &Position) -> Message {
    let who = side(pos.turn());
    match (pos.phase(), pos.required()) {
        (Phase::Pushed, _) => message!("kamisado-rule-turn-pushed", side = who),
        (_, Some(c)) => message!("kamisado-rule-turn-tower", side = who, tower = tower(c)),
        (_, None) => message!("kamisado-rule-turn", side = who),
    }
}

/// How the tower came onto the square a wrong landing colour names.
#[derive(Clone, Copy)]
enum Landing {
    /// It stands there (a pass).
    Stands,
    /// It lands there (a move).
    Lands,
    /// It was pushed there (an oshi).
    Pushed,
}

fn wrong_landing(seg: &Segment, actual: Colour, how: Landing) -> Problem {
    let id = match how {
        Landing::Stands => "kamisado-rule-wrong-landing-stands",
        Landing::Lands => "kamisado-rule-wrong-landing",
        Landing::Pushed => "kamisado-rule-wrong-landing-pushed",
    };
    Problem::error(
        "kamisado::rule::wrong-landing",
        seg.landing.span,
        message!(
            id,
            tower = tower(seg.tower.node),
            square = Arg::Term(actual.square_term()),
            written = colour(seg.landing.node)
        ),
    )
    .with_label(message!("kamisado-rule-square-is", colour = colour(actual)))
}

/// The match length, as a sentence names it.
fn match_term(kind: MatchKind) -> &'static str {
    match kind {
        MatchKind::Simple => "kamisado-match-simple",
        MatchKind::Standard => "kamisado-match-standard",
        MatchKind::Long => "kamisado-match-long",
        MatchKind::Marathon => "kamisado-match-marathon",
    }
}

/// A move written for a tower that is blocked: the player should have written `0` (D6).
/// The message still says what stands in the way of the move written.
fn blocked_problem(
    pos: &Position,
    why: Illegal,
    seg: &Segment,
    entry: Span,
    style: &Style,
) -> Problem {
    let colour = seg.tower.node;
    let under = pos.square_of(Tower::new(pos.turn(), colour)).colour();
    Problem::error(
        Illegal::Blocked.code(),
        entry,
        message!(
            "kamisado-rule-blocked",
            tower = tower(colour),
            why = why.message()
        ),
    )
    .with_label(message!("kamisado-rule-blocked-label"))
    .with_help(message!(
        "kamisado-rule-blocked-help",
        pass = write_move(colour, None, under, style)
    ))
}

/// A rule error from the engine, with its label on the token it concerns.
fn rule_problem(i: Illegal, seg: &Segment, entry: Span) -> Problem {
    let (dir_span, dist_span) = match seg.action {
        Action::Step { dir, dist } => (dir.span, dist.span),
        Action::Blocked { zero } => (zero, zero),
    };
    // The label goes on the token the refusal concerns.
    let at = |sq: Square| Arg::Verbatim(sq.to_string());
    let (span, label) = match i {
        Illegal::RoundOver => (entry, message!("kamisado-rule-round-over-label")),
        Illegal::MustRecordPush => (entry, message!("kamisado-rule-expected-pushed")),
        Illegal::NoPushToRecord => (dir_span, message!("kamisado-rule-no-push-label")),
        Illegal::WrongTower { required } => (
            seg.tower.span,
            message!("kamisado-rule-expected-colour", colour = colour(required)),
        ),
        Illegal::Backwards => (dir_span, message!("kamisado-rule-backwards-label")),
        Illegal::ZeroDistance => (dist_span, message!("kamisado-rule-zero-distance-label")),
        Illegal::NotBlocked { .. } => (dist_span, message!("kamisado-rule-can-move")),
        Illegal::Blocked => (entry, message!("kamisado-rule-cannot-move")),
        Illegal::OutOfRange { max, .. } => {
            (dist_span, message!("kamisado-rule-at-most", max = max))
        }
        Illegal::OffBoard { .. } => (dist_span, message!("kamisado-rule-off-board-label")),
        Illegal::PathBlocked { at: sq, .. } | Illegal::NotASumo { at: sq, .. } => {
            let span = match i {
                Illegal::PathBlocked { .. } => dist_span,
                _ => dir_span,
            };
            (span, message!("kamisado-rule-blocked-at", at = at(sq)))
        }
        Illegal::DiagonalOshi { .. } => (dir_span, message!("kamisado-rule-diagonal-label")),
        Illegal::OwnTowerInLine { at: sq } => {
            (dir_span, message!("kamisado-rule-own-tower-label", at = at(sq)))
        }
        Illegal::TooManyToPush { count, .. } => {
            (dir_span, message!("kamisado-rule-in-line-label", count = count))
        }
        Illegal::TooHeavy { at: sq, .. } => {
            (dir_span, message!("kamisado-rule-too-heavy-label", at = at(sq)))
        }
        Illegal::PushedOffHomeRow { at: sq } => {
            (dir_span, message!("kamisado-rule-home-row-label", at = at(sq)))
        }
        Illegal::NoRoomBehind => (dir_span, message!("kamisado-rule-no-room-label")),
    };
    let help = match i {
        Illegal::WrongTower { required } => Some(message!(
            "kamisado-rule-wrong-tower-help",
            colour = colour(required)
        )),
        _ => None,
    };
    let mut p = Problem::error(
        i.code(),
        span,
        message!("kamisado-rule-broken", text = i.message(), rule = i.rule()),
    )
    .with_label(label);
    p.help = help;
    p
}
