//! The arbiter's "did you mean": when an entry does not replay, the corrections of the
//! sheet that make it replay, ranked by how far the entries that follow replay under each.
//!
//! Besides a different entry in its place (a wrong field: tower, direction, distance,
//! landing), a correction may be an edit of the sheet around it: a forgotten pass or
//! pushed entry before it, an entry written twice, two neighbouring entries swapped, a
//! forgotten round header, the other fill word on the round's header. Each has its own
//! code, and its problem stands where the slip is. Under `--all` the best correction is
//! assumed and the replay goes on; when none fits, that is said once and the rest of the
//! round is read without reporting, up to the next round header.

use super::{PlyKind, Replayer, Written, distance, join_or, ply_kind};
use crate::core::{Problem, Span, Spanned};
use crate::games::kamisado::ast::{Action, Entry, Fill, Item, RoundHeader};
use crate::games::kamisado::board::{Colour, Direction};
use crate::games::kamisado::matches::{Match, next_round_position};
use crate::games::kamisado::notation::{self, ArrowStyle, Style};
use crate::games::kamisado::rules::{Move, Phase, Position, WinReason};

/// How many entries after a correction are replayed to rank it.
const WINDOW: usize = 8;

/// How many entries a tie between corrections may look at, into the next rounds.
const DEEP: usize = 64;

/// How many plies back a swap of two entries that both replayed is looked for.
const SWAP_BACK: usize = 3;

/// Something a help text suggests writing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Say {
    /// An entry: `Red ↗3 Blue`, `Green 0 Pink`.
    Entry(Written),
    /// A pushed entry: `Red ↓1 Yellow`.
    Pushed { tower: Colour, landing: Colour },
    /// A round header: `Round 3 from left`.
    Header { number: u32, fill: Fill },
    /// A score line: `Score: 1-0`.
    Score { black: u32, white: u32 },
}

/// Every text a correction suggests, in the record's notation (`style`): the one place
/// where suggestions are worded.
pub fn write_suggestion(say: &Say, style: &Style) -> String {
    let colour = |c: Colour| notation::colour_name(c, style.lang);
    let step = |tower: Colour, d: Direction, n: u8, landing: Colour| {
        let sep = if style.arrows == ArrowStyle::Words {
            " "
        } else {
            ""
        };
        format!(
            "{} {}{sep}{n} {}",
            colour(tower),
            notation::direction_name(d, style),
            colour(landing)
        )
    };
    match *say {
        Say::Entry(w) => match w.step {
            Some((d, n)) => step(w.tower, d, n, w.landing),
            None => format!("{} 0 {}", colour(w.tower), colour(w.landing)),
        },
        Say::Pushed { tower, landing } => step(tower, Direction::Back, 1, landing),
        Say::Header { number, fill } => notation::write_round(
            &RoundHeader {
                number: Spanned::new(number, Span::default()),
                fill: Some(Spanned::new(fill, Span::default())),
                span: Span::default(),
            },
            style,
        ),
        Say::Score { black, white } => format!("Score: {black}-{white}"),
    }
}

/// The match before a round header that wrote a fill, to replay the round under the other.
#[derive(Clone, Debug)]
pub(super) struct Snap {
    pub(super) m: Match,
    /// The header's index in `Record::items`.
    pub(super) item: usize,
    pub(super) number: u32,
    pub(super) fill: Fill,
    pub(super) fill_span: Span,
    /// Problems reported before the header.
    pub(super) problems: usize,
}

/// A correction of the sheet at the entry that does not replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fix {
    /// Another entry in its place.
    Replace(Move),
    /// The blocked tower's pass (`Brown 0 Red`) is missing before the entry.
    MissingPass,
    /// The pushed entry after an oshi is missing before the entry.
    MissingPushed,
    /// The entry repeats the one before it.
    Duplicate,
    /// The entry and the next one (item `next`) are swapped: `first` is the next one's
    /// move, played first, then `second`, this entry's.
    Swap {
        next: usize,
        first: Move,
        second: Move,
    },
    /// Two neighbouring entries before this one are swapped, though both happened to
    /// replay: take back the last `rewind` plies and replay their entries and this one
    /// with the `at`-th and the next exchanged.
    SwapBack { rewind: usize, at: usize },
    /// An entry before this one repeats the entry before it, though it happened to
    /// replay: take back the last `rewind` plies and replay their entries and this one
    /// without the `at`-th.
    DuplicateBack { rewind: usize, at: usize },
    /// The round is over and the header of the next one, with this fill, is missing.
    MissingHeader(Fill),
    /// The round replays under this fill, not the one its header wrote.
    WrongFill(Fill),
}

/// How the window of entries after a correction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// An entry did not replay.
    Fail,
    /// Every entry of the window replayed, or the round ended where the sheet ends it.
    Clean,
    /// The record ended (no evidence either way for what follows).
    Record,
}

#[derive(Clone, Copy, Debug)]
struct Fit {
    /// Entries replayed.
    n: usize,
    end: End,
}

impl Fit {
    /// The rank: entries replayed, a full window when nothing went wrong.
    fn score(self) -> usize {
        self.score_in(WINDOW)
    }

    /// As [`Fit::score`], for a window of `window` entries.
    fn score_in(self, window: usize) -> usize {
        match self.end {
            End::Fail => self.n,
            // The record ends: nothing contradicts, nothing confirms.
            End::Record => window,
            End::Clean => window + 1,
        }
    }

    /// Something after the edit confirms it (an edit of the sheet needs more than the
    /// entry itself replaying: the last entry of a record alone proves nothing).
    fn confirmed(self) -> bool {
        self.n > 0 || self.end == End::Clean
    }
}

#[derive(Clone, Debug)]
struct Candidate {
    fix: Fix,
    fit: usize,
    /// How unlikely the slip is, to break ties between equal fits.
    cost: u32,
    /// What to write, in the record's notation.
    text: String,
}

/// Best first: the entries that follow replay furthest, then the likelier slip.
fn rank(list: &mut [Candidate]) {
    list.sort_by(|a, b| {
        b.fit
            .cmp(&a.fit)
            .then(a.cost.cmp(&b.cost))
            .then_with(|| a.text.cmp(&b.text))
    });
}

/// The same entry, wherever written.
fn same_entry(a: &Entry, b: &Entry) -> bool {
    a.segments.len() == b.segments.len()
        && a.segments.iter().zip(&b.segments).all(|(x, y)| {
            x.tower.node == y.tower.node
                && x.landing.node == y.landing.node
                && match (x.action, y.action) {
                    (Action::Step { dir: d1, dist: n1 }, Action::Step { dir: d2, dist: n2 }) => {
                        d1.node == d2.node && n1.node == n2.node
                    }
                    (Action::Blocked { .. }, Action::Blocked { .. }) => true,
                    _ => false,
                }
        })
}

const fn other(fill: Fill) -> Fill {
    match fill {
        Fill::Left => Fill::Right,
        Fill::Right => Fill::Left,
    }
}

impl Replayer<'_> {
    /// A suggestion in the record's notation.
    pub(super) fn say(&self, say: &Say) -> String {
        write_suggestion(say, &self.record.head.notation)
    }

    fn say_move(&self, pos: &Position, mv: Move) -> String {
        if pos.phase() == Phase::Pushed {
            let rear = pos.last_pushed().last().copied();
            return rear.map_or_else(String::new, |(t, _, to)| {
                self.say(&Say::Pushed {
                    tower: t.colour,
                    landing: to.colour(),
                })
            });
        }
        Written::of(pos, mv).map_or_else(String::new, |w| self.say(&Say::Entry(w)))
    }

    /// How far the entries after `item` replay from `pos` (up to [`WINDOW`] of them).
    fn fit(&self, pos: Position, item: usize) -> Fit {
        self.fit_with(pos, item, WINDOW, false)
    }

    /// How far the entries after `item` replay from `pos`, up to `window` of them; `deep`:
    /// on into the next rounds, each from the placement its header's fill makes.
    fn fit_with(&self, mut pos: Position, item: usize, window: usize, deep: bool) -> Fit {
        let mut n = 0;
        for it in self.record.items.iter().skip(item + 1) {
            if n == window {
                return Fit { n, end: End::Clean };
            }
            match it {
                Item::Entry(e) => {
                    if let Some(r) = pos.result() {
                        if r.reason == WinReason::Deadlock && self.is_deadlock_confirmation(&pos, e)
                        {
                            return Fit { n, end: End::Clean };
                        }
                        return Fit { n, end: End::Fail };
                    }
                    match self.resolve(&pos, e) {
                        Ok((mv, _)) => {
                            pos = pos.play_unchecked(mv);
                            n += 1;
                        }
                        Err(_) => return Fit { n, end: End::Fail },
                    }
                }
                Item::Round(h) => {
                    if deep && let (Some(result), Some(fill)) = (pos.result(), h.fill) {
                        pos = next_round_position(&pos, result, fill.node);
                        continue;
                    }
                    let end = if pos.result().is_some() {
                        End::Clean
                    } else {
                        End::Fail
                    };
                    return Fit { n, end };
                }
                Item::Invalid(_) => return Fit { n, end: End::Fail },
                // A score line is written when a round is over.
                Item::Score(_) if pos.result().is_none() => return Fit { n, end: End::Fail },
                _ => {}
            }
        }
        let end = if pos.result().is_some() {
            End::Clean
        } else {
            End::Record
        };
        Fit { n, end }
    }

    /// The entry next to `item` in the same round (before it or after it).
    fn neighbour(&self, item: usize, after: bool) -> Option<(usize, &Entry)> {
        let items = &self.record.items;
        let mut i = item;
        loop {
            i = if after { i + 1 } else { i.checked_sub(1)? };
            match items.get(i)? {
                Item::Entry(e) => return Some((i, e)),
                Item::MoveNumber(_) | Item::Comment(_) | Item::Ellipsis(_) => {}
                Item::Round(_) | Item::Score(_) | Item::Invalid(_) => return None,
            }
        }
    }

    /// The legal moves nearest to what was written (fewest wrong symbols), ties broken by
    /// the entries that follow. Nothing when more than two symbols are wrong.
    fn replacements(&self, pos: &Position, e: &Entry, item: usize) -> Vec<Candidate> {
        if pos.phase() == Phase::Pushed {
            let fit = self.fit(pos.play_unchecked(Move::Pass), item).score();
            return vec![Candidate {
                fix: Fix::Replace(Move::Pass),
                fit,
                cost: 0,
                text: self.say_move(pos, Move::Pass),
            }];
        }
        let seg = e.first();
        let written = Written {
            tower: seg.tower.node,
            step: match seg.action {
                Action::Step { dir, dist } => Some((dir.node, dist.node)),
                Action::Blocked { .. } => None,
            },
            landing: seg.landing.node,
        };
        let next_tower = self.next_tower(item);
        let mut scored: Vec<(u32, Move, String)> = pos
            .legal_moves()
            .iter()
            .filter_map(|&mv| {
                Written::of(pos, mv).map(|w| {
                    (
                        distance(&written, &w, next_tower, mv),
                        mv,
                        self.say(&Say::Entry(w)),
                    )
                })
            })
            .collect();
        scored.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.2.cmp(&b.2)));
        let Some(best) = scored.first().map(|s| s.0) else {
            return Vec::new();
        };
        // More than two of the symbols wrong is not a slip: no guess.
        if best > 4 {
            return Vec::new();
        }
        // Every plausible replacement, ranked by how far the sheet replays under it, then
        // by how near it is to what was written: a further one wins only by fitting better.
        let near: Vec<Candidate> = scored
            .into_iter()
            .take_while(|s| s.0 <= 4)
            .map(|(cost, mv, text)| Candidate {
                fix: Fix::Replace(mv),
                fit: self.fit(pos.play_unchecked(mv), item).score(),
                cost,
                text,
            })
            .collect();
        let most = near.iter().map(|c| c.fit).max().unwrap_or(0);
        let nearest = near
            .iter()
            .filter(|c| c.fit == most)
            .map(|c| c.cost)
            .min()
            .unwrap_or(best);
        // Stable: the order by text stays among the best.
        let near: Vec<Candidate> = near
            .into_iter()
            .filter(|c| c.fit == most && c.cost == nearest)
            .collect();
        self.deepest(pos, near, item)
    }

    /// Among equally good replacements, those under which the sheet replays furthest,
    /// into the next rounds too (a tower left on another square changes the placement
    /// of the next round).
    fn deepest(&self, pos: &Position, near: Vec<Candidate>, item: usize) -> Vec<Candidate> {
        if near.len() < 2 {
            return near;
        }
        let deep: Vec<usize> = near
            .iter()
            .map(|c| match c.fix {
                Fix::Replace(mv) => self
                    .fit_with(pos.play_unchecked(mv), item, DEEP, true)
                    .score_in(DEEP),
                _ => 0,
            })
            .collect();
        let most = deep.iter().copied().max().unwrap_or(0);
        near.into_iter()
            .zip(deep)
            .filter(|&(_, d)| d == most)
            .map(|(c, _)| c)
            .collect()
    }

    /// The edits of the sheet around `item` under which `e` replays from `pos`.
    fn edits(&self, pos: &Position, e: &Entry, item: usize) -> Vec<Candidate> {
        let mut out = Vec::new();
        let mut push = |fix: Fix, fit: Fit, cost: u32, text: String| {
            if fit.confirmed() {
                out.push(Candidate {
                    fix,
                    fit: fit.score(),
                    cost,
                    text,
                });
            }
        };
        // A forgotten pass, or pushed entry: the entry replays after it.
        let pushed = pos.phase() == Phase::Pushed;
        if (!pushed || !e.is_pushed()) && pos.check(Move::Pass).is_ok() {
            let after = pos.play_unchecked(Move::Pass);
            if let Ok((mv, _)) = self.resolve(&after, e) {
                let fix = if pushed {
                    Fix::MissingPushed
                } else {
                    Fix::MissingPass
                };
                let fit = self.fit(after.play_unchecked(mv), item);
                push(fix, fit, 2, self.say_move(pos, Move::Pass));
            }
        }
        // The same entry written twice: read on without it.
        if let Some((_, prev)) = self.neighbour(item, false)
            && same_entry(prev, e)
        {
            push(Fix::Duplicate, self.fit(*pos, item), 1, String::new());
        }
        // This entry and the next one swapped.
        if let Some((next, n)) = self.neighbour(item, true)
            && !same_entry(n, e)
            && let Ok((first, _)) = self.resolve(pos, n)
        {
            let mid = pos.play_unchecked(first);
            if mid.result().is_none()
                && let Ok((second, _)) = self.resolve(&mid, e)
            {
                let mut fit = self.fit(mid.play_unchecked(second), next);
                fit.n += 1;
                let text = format!(
                    "{}` then `{}",
                    self.say_move(pos, first),
                    self.say_move(&mid, second)
                );
                push(
                    Fix::Swap {
                        next,
                        first,
                        second,
                    },
                    fit,
                    3,
                    text,
                );
            }
        }
        // Two entries swapped before this one, when both happened to replay.
        for rewind in 1..=SWAP_BACK {
            for at in 0..rewind {
                if let Some((before, moves, _)) = self.rewound(e, item, rewind, at, true) {
                    let mut pos = before;
                    for &mv in &moves {
                        pos = pos.play_unchecked(mv);
                    }
                    let fit = self.fit(pos, item);
                    let cost = 1 + (rewind - at) as u32;
                    push(Fix::DuplicateBack { rewind, at }, fit, cost, String::new());
                }
                if let Some((before, moves, _)) = self.rewound(e, item, rewind, at, false) {
                    let mut pos = before;
                    let mut said = Vec::new();
                    for &mv in &moves {
                        said.push(self.say_move(&pos, mv));
                        pos = pos.play_unchecked(mv);
                    }
                    let fit = self.fit(pos, item);
                    let text = format!("{}` then `{}", said[at], said[at + 1]);
                    let cost = 3 + (rewind - at) as u32;
                    push(Fix::SwapBack { rewind, at }, fit, cost, text);
                }
            }
        }
        // The round replays under the other fill of its header.
        if let Some((fill, fit)) = self.other_fill(e, item)
            && let Some(snap) = &self.snap
        {
            let text = self.say(&Say::Header {
                number: snap.number,
                fill,
            });
            push(Fix::WrongFill(fill), fit, 3, text);
        }
        rank(&mut out);
        out
    }

    /// The last `rewind` plies of the round taken back and their entries replayed with
    /// this one, the `at`-th and the next exchanged (or the `at`-th left out: `drop`):
    /// the position before them, the moves in the new order and their items. `None` when
    /// that does not replay.
    fn rewound(
        &self,
        e: &Entry,
        item: usize,
        rewind: usize,
        at: usize,
        drop: bool,
    ) -> Option<(Position, Vec<Move>, Vec<usize>)> {
        let plies = &self.rounds.last()?.plies;
        let tail = plies.get(plies.len().checked_sub(rewind)?..)?;
        if tail
            .iter()
            .any(|p| p.assumed || p.kind == PlyKind::DeadlockConfirm)
        {
            return None;
        }
        // The entries, in sheet order, must be neighbours ending with this one.
        let mut items: Vec<usize> = tail.iter().map(|p| p.item).collect();
        items.push(item);
        for w in items.windows(2) {
            if self.neighbour(w[0], true).map(|n| n.0) != Some(w[1]) {
                return None;
            }
        }
        if tail[at].kind != PlyKind::Move
            || !drop && tail.get(at + 1).is_some_and(|p| p.kind != PlyKind::Move)
        {
            return None;
        }
        let entry = |i: usize| match self.record.items.get(i) {
            Some(Item::Entry(x)) => Some(x),
            _ => None,
        };
        if drop {
            // The `at`-th repeats the entry before it: read on without it.
            let prev = self.neighbour(items[at], false)?.1;
            if !same_entry(prev, entry(items[at])?) {
                return None;
            }
            items.remove(at);
        } else {
            if same_entry(entry(items[at])?, entry(items[at + 1])?) {
                return None;
            }
            items.swap(at, at + 1);
        }
        let before = tail[0].before;
        let mut pos = before;
        let mut moves = Vec::with_capacity(items.len());
        for &i in &items {
            if pos.result().is_some() {
                return None;
            }
            let (mv, _) = self
                .resolve(&pos, if i == item { e } else { entry(i)? })
                .ok()?;
            moves.push(mv);
            pos = pos.play_unchecked(mv);
        }
        Some((before, moves, items))
    }

    /// The round replayed from its header under the other fill, through `e`: how far
    /// the sheet replays then. Only for the first problem of the round.
    fn other_fill(&self, e: &Entry, item: usize) -> Option<(Fill, Fit)> {
        let snap = self.snap.as_ref()?;
        if self.problems.len() != snap.problems {
            return None;
        }
        let fill = other(snap.fill);
        let mut m = snap.m.clone();
        m.next_round(fill).ok()?;
        let mut pos = *m.position();
        for it in self.record.items.get(snap.item + 1..item)? {
            match it {
                Item::Entry(x) => {
                    if pos.result().is_some() {
                        return None;
                    }
                    let (mv, _) = self.resolve(&pos, x).ok()?;
                    pos = pos.play_unchecked(mv);
                }
                Item::Round(_) | Item::Invalid(_) => return None,
                _ => {}
            }
        }
        if pos.result().is_some() {
            return None;
        }
        let (mv, _) = self.resolve(&pos, e).ok()?;
        Some((fill, self.fit(pos.play_unchecked(mv), item)))
    }

    /// The best corrections, best first: the nearest replacements unless an edit of the
    /// sheet makes more of what follows replay.
    fn corrections(&self, pos: &Position, e: &Entry, item: usize) -> Vec<Candidate> {
        let replace = self.replacements(pos, e, item);
        let edits = self.edits(pos, e, item);
        let by_replace = replace.first().map(|c| c.fit);
        match edits.first() {
            Some(best) if by_replace.is_none_or(|f| best.fit > f) => {
                let (fit, cost) = (best.fit, best.cost);
                edits
                    .into_iter()
                    .take_while(|c| c.fit == fit && c.cost == cost)
                    .collect()
            }
            _ => replace,
        }
    }

    /// The problem for the best corrections (`best` is not empty): where the slip is,
    /// under its own code, saying what to write.
    fn fix_problem(&self, best: &[Candidate], pos: &Position, e: &Entry, p: Problem) -> Problem {
        let c = &best[0];
        let text = &c.text;
        match c.fix {
            Fix::Replace(_) if pos.phase() == Phase::Pushed => p,
            Fix::Replace(_) => {
                let list: Vec<String> = best.iter().take(4).map(|c| format!("`{}`", c.text)).collect();
                let more = if best.len() > 4 {
                    format!(" (or {} more)", best.len() - 4)
                } else {
                    String::new()
                };
                let help = format!("did you mean {}{more}?", join_or(&list));
                let mut p = p;
                p.help = Some(match p.help.take() {
                    Some(h) => format!("{h}; {help}"),
                    None => help,
                });
                p
            }
            Fix::MissingPass => {
                let tower = pos.required().map_or("required", Colour::name);
                Problem::error(
                    "kamisado::rule::missing-pass",
                    e.span,
                    format!("the {tower} tower is blocked and passes before this entry (rule D6), but the pass is not written"),
                )
                .with_label(format!("`{text}` is missing before this entry"))
                .with_help(format!("write the pass `{text}` before this entry"))
            }
            Fix::MissingPushed => Problem::error(
                "kamisado::rule::missing-pushed",
                e.span,
                "after an oshi the pushed player passes (rule S3), but the pushed entry is not written",
            )
            .with_label(format!("`{text}` is missing before this entry"))
            .with_help(format!("write the pushed entry `{text}` before this entry")),
            Fix::Duplicate | Fix::DuplicateBack { .. } => Problem::error(
                "kamisado::rule::duplicate-entry",
                self.back_span(c.fix).unwrap_or(e.span),
                "this entry repeats the one before it",
            )
            .with_label("written twice")
            .with_help("remove this entry: the sheet replays without it"),
            Fix::Swap { .. } | Fix::SwapBack { .. } => Problem::error(
                "kamisado::rule::swapped-entries",
                self.back_span(c.fix).unwrap_or(e.span),
                "this entry and the next one are written in the wrong order",
            )
            .with_label("swapped with the next entry")
            .with_help(format!("write `{text}`: the sheet replays in that order")),
            Fix::MissingHeader(_) => {
                let round = self.rounds.last().map_or(1, |r| r.number);
                let alt = best
                    .get(1)
                    .map(|c| format!(" (or `{}`)", c.text))
                    .unwrap_or_default();
                Problem::error(
                    "kamisado::rule::missing-header",
                    e.span,
                    format!("round {round} is over: this entry opens round {}, whose header is missing", round + 1),
                )
                .with_label("the round header is missing before this entry")
                .with_help(format!("write `{text}`{alt} before this entry"))
            }
            Fix::WrongFill(fill) => {
                let (span, number) = self
                    .snap
                    .as_ref()
                    .map_or((e.span, 0), |s| (s.fill_span, s.number));
                Problem::error(
                    "kamisado::rule::wrong-fill",
                    span,
                    format!(
                        "round {number} does not replay from {}: it replays from {} (rules P1–P4)",
                        other(fill).name(),
                        fill.name()
                    ),
                )
                .with_label(format!("the round replays from {}", fill.name()))
                .with_help(format!("write `{text}`"))
            }
        }
    }

    /// Where a correction of an entry already played stands: that entry.
    fn back_span(&self, fix: Fix) -> Option<Span> {
        let (Fix::SwapBack { rewind, at } | Fix::DuplicateBack { rewind, at }) = fix else {
            return None;
        };
        let plies = &self.rounds.last()?.plies;
        let p = plies.get(plies.len().checked_sub(rewind)? + at)?;
        match self.record.items.get(p.item) {
            Some(Item::Entry(x)) => Some(x.span),
            _ => None,
        }
    }

    /// Play the correction `fix` of entry `e` (item `item`) from `pos`.
    fn apply(&mut self, fix: Fix, pos: &Position, e: &Entry, item: usize) {
        let pos = *pos;
        match fix {
            Fix::Replace(mv) => self.push_ply(item, pos.turn(), ply_kind(&pos, mv), mv, pos, true),
            Fix::MissingPass | Fix::MissingPushed => {
                let kind = ply_kind(&pos, Move::Pass);
                self.push_ply(item, pos.turn(), kind, Move::Pass, pos, true);
                self.play_entry(item, e);
            }
            Fix::Duplicate => {}
            Fix::Swap {
                next,
                first,
                second,
            } => {
                self.push_ply(next, pos.turn(), ply_kind(&pos, first), first, pos, true);
                let mid = *self.m.position();
                self.push_ply(item, mid.turn(), ply_kind(&mid, second), second, mid, true);
                self.skip = Some(next);
            }
            Fix::SwapBack { rewind, at } | Fix::DuplicateBack { rewind, at } => {
                let drop = matches!(fix, Fix::DuplicateBack { .. });
                let Some((before, moves, items)) = self.rewound(e, item, rewind, at, drop) else {
                    return;
                };
                // Take back the plies, then play the entries in their order.
                if let Some(r) = self.rounds.last_mut() {
                    r.plies.truncate(r.plies.len() - rewind);
                }
                self.ply_count = self.ply_count.saturating_sub(rewind);
                self.m.advance(before);
                for (mv, i) in moves.into_iter().zip(items) {
                    let p = *self.m.position();
                    self.push_ply(i, p.turn(), ply_kind(&p, mv), mv, p, true);
                }
            }
            Fix::MissingHeader(fill) => {
                self.snap = None;
                self.open_round(fill, None, e.span);
                if self.stopped_at.is_none() {
                    self.play_entry(item, e);
                }
            }
            Fix::WrongFill(fill) => {
                // Replay the round from its header under the other fill.
                let Some(snap) = self.snap.take() else {
                    return;
                };
                self.m = snap.m;
                if let Some(r) = self.rounds.pop() {
                    self.ply_count = self.ply_count.saturating_sub(r.plies.len());
                }
                self.ellipsis = None;
                self.skip = None;
                self.open_round(fill, Some(snap.item), snap.fill_span);
                self.resume = Some(snap.item + 1);
            }
        }
    }

    /// Play `e`, known to replay from the current position.
    fn play_entry(&mut self, item: usize, e: &Entry) {
        let pos = *self.m.position();
        if let Ok((mv, kind)) = self.resolve(&pos, e) {
            self.push_ply(item, pos.turn(), kind, mv, pos, false);
        }
    }

    /// Entry `e` (item `item`) does not replay from `pos`: report `p` the way the best
    /// correction explains it, and under `--all` go on under that correction.
    pub(super) fn correct(&mut self, pos: &Position, e: &Entry, item: usize, p: Problem) {
        let best = self.corrections(pos, e, item);
        if best.is_empty() {
            self.give_up(p, e.span, item);
            return;
        }
        let problem = self.fix_problem(&best, pos, e, p);
        // A wrong fill stands on the header: the replay stops there.
        let span = match best[0].fix {
            Fix::WrongFill(_) => problem.span,
            _ => e.span,
        };
        self.error(problem);
        if self.options.all {
            self.apply(best[0].fix, pos, e, item);
        } else {
            self.stop(span);
        }
    }

    /// Entry `e` stands after the end of the round (`p` says so). A duplicate of the
    /// round's last entry, or the first entry of the next round whose header is missing,
    /// is reported as such. `true`: a header was assumed and `e` is to be replayed.
    pub(super) fn correct_after_end(
        &mut self,
        pos: &Position,
        e: &Entry,
        item: usize,
        p: Problem,
        match_over: bool,
    ) -> bool {
        if !self.keep_plies {
            self.error(p);
            self.stop(e.span);
            return false;
        }
        let mut list = Vec::new();
        if let Some((_, prev)) = self.neighbour(item, false)
            && same_entry(prev, e)
        {
            let fit = self.fit(*pos, item);
            if fit.confirmed() {
                list.push(Candidate {
                    fix: Fix::Duplicate,
                    fit: fit.score(),
                    cost: 1,
                    text: String::new(),
                });
            }
        }
        let number = self.rounds.last().map_or(1, |r| r.number) + 1;
        for fill in [Fill::Left, Fill::Right] {
            if match_over {
                break;
            }
            let mut m = self.m.clone();
            if m.next_round(fill).is_err() {
                continue;
            }
            let start = *m.position();
            if let Ok((mv, _)) = self.resolve(&start, e) {
                let fit = self.fit(start.play_unchecked(mv), item);
                if fit.confirmed() {
                    list.push(Candidate {
                        fix: Fix::MissingHeader(fill),
                        fit: fit.score(),
                        cost: 2,
                        text: self.say(&Say::Header { number, fill }),
                    });
                }
            }
        }
        rank(&mut list);
        if let Some(best) = list.first() {
            let (fit, cost) = (best.fit, best.cost);
            list.retain(|c| c.fit == fit && c.cost == cost);
        }
        let Some(best) = list.first() else {
            self.give_up(p, e.span, item);
            return false;
        };
        let fix = best.fix;
        let problem = self.fix_problem(&list, pos, e, p);
        self.error(problem);
        if !self.options.all {
            self.stop(e.span);
            return false;
        }
        match fix {
            Fix::MissingHeader(fill) => {
                self.snap = None;
                self.open_round(fill, None, e.span);
                self.stopped_at.is_none()
            }
            _ => false,
        }
    }

    /// No correction fits: report `p`; under `--all` read the rest of the round without
    /// reporting and pick up again at the next round header.
    fn give_up(&mut self, mut p: Problem, span: Span, item: usize) {
        if self.options.all {
            let round = self.rounds.last().map_or(1, |r| r.number);
            let note = format!(
                "no correction fits the entries that follow: the rest of round {round} is not checked"
            );
            p.help = Some(match p.help.take() {
                Some(h) => format!("{h}; {note}"),
                None => note,
            });
            self.error(p);
            self.lost = true;
            let pos = *self.m.position();
            if let Some(Item::Entry(e)) = self.record.items.get(item) {
                self.lost_entry(&pos, e, item);
            }
        } else {
            self.error(p);
            self.stop(span);
        }
    }

    /// After [`Replayer::give_up`]: follow the sheet as far as it can be followed
    /// (entries that replay, the best correction where one fits), without reporting.
    pub(super) fn lost_entry(&mut self, pos: &Position, e: &Entry, item: usize) {
        if pos.result().is_some() {
            return;
        }
        match self.resolve(pos, e) {
            Ok((mv, kind)) => self.push_ply(item, pos.turn(), kind, mv, *pos, false),
            Err(_) => {
                let best = self.corrections(pos, e, item);
                if let Some(c) = best.first()
                    && c.fit > 0
                    && !matches!(c.fix, Fix::WrongFill(_))
                {
                    self.apply(c.fix, pos, e, item);
                } else {
                    // Whatever was meant: the legal move under which most of what follows
                    // replays, if any does.
                    let best = pos
                        .legal_moves()
                        .iter()
                        .map(|&mv| {
                            let fit = self.fit_with(pos.play_unchecked(mv), item, DEEP, true);
                            (fit.score_in(DEEP), mv)
                        })
                        .filter(|&(fit, _)| fit > 0)
                        .min_by_key(|&(fit, _)| std::cmp::Reverse(fit));
                    if let Some((_, mv)) = best {
                        self.apply(Fix::Replace(mv), pos, e, item);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kamisado::notation::Lang;

    #[test]
    fn suggestions_are_written_in_the_notation_asked() {
        let w = Written {
            tower: Colour::Brown,
            step: Some((Direction::Straight, 4)),
            landing: Colour::Yellow,
        };
        let fr = Style {
            lang: Lang::Fr,
            arrows: ArrowStyle::Words,
        };
        let de = Style {
            lang: Lang::De,
            arrows: ArrowStyle::Ascii,
        };
        assert_eq!(
            write_suggestion(&Say::Entry(w), &Style::default()),
            "Brown ↑4 Yellow"
        );
        assert_eq!(
            write_suggestion(&Say::Entry(w), &fr),
            "Marron Devant 4 Jaune"
        );
        assert_eq!(write_suggestion(&Say::Entry(w), &de), "Braun ^4 Gelb");
        let pass = Written { step: None, ..w };
        assert_eq!(write_suggestion(&Say::Entry(pass), &fr), "Marron 0 Jaune");
        let pushed = Say::Pushed {
            tower: Colour::Red,
            landing: Colour::Blue,
        };
        assert_eq!(write_suggestion(&pushed, &fr), "Rouge Arrière 1 Bleu");
        let header = Say::Header {
            number: 3,
            fill: Fill::Left,
        };
        assert_eq!(
            write_suggestion(&header, &Style::default()),
            "Round 3 from left"
        );
        assert_eq!(write_suggestion(&header, &fr), "Manche 3 par la gauche");
    }
}
