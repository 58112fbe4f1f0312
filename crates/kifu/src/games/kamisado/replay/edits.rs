//! The arbiter's "did you mean": when an entry does not replay, the corrections of the
//! sheet that make it replay, ranked by how far the entries that follow replay under each.
//!
//! Besides a different entry in its place (a wrong field: tower, direction, distance,
//! landing), a correction may be an edit of the sheet around it: a forgotten pass, pushed
//! entry or ordinary entry before it, an entry written twice, two neighbouring entries
//! swapped, a forgotten round header, the other fill word on the round's header. Each has its own
//! code, and its problem stands where the slip is. Under `--all` the best correction is
//! assumed and the replay goes on; when none fits, that is said once and the rest of the
//! round is read without reporting, up to the next round header.

use super::{
    PlyKind, Replayer, Written, distance, fill_said, join_or, ply_kind, side, tower, worded,
};
use crate::core::{Problem, Span, Spanned};
use crate::message;
use crate::message::{Arg, Message};
use crate::games::kamisado::ast::{Action, Entry, Fill, Item, RoundHeader};
use crate::games::kamisado::board::{Colour, Direction, Side};
use crate::games::kamisado::matches::Match;
use crate::games::kamisado::notation::{self, ArrowStyle, Lang, Style};
use crate::games::kamisado::rules::{Move, Phase, Position, WinReason};
use crate::games::kamisado::tick_sheet::TickWords;

/// How many entries after a correction are replayed to rank it.
const WINDOW: usize = 8;

/// How many entries a tie between corrections may look at, into the next rounds.
const DEEP: usize = 64;

/// How many more slips a reading into the next rounds may read past (the slips of a sheet
/// are often closer than [`DEEP`] entries).
const REPAIRS: usize = 1;

/// As [`REPAIRS`], for a tie between corrections: one more, so that a wrong correction
/// under which a slip close after it happens to replay does not read further than the
/// right one, which reads past that slip too.
const TIE_REPAIRS: usize = REPAIRS + 1;

/// How many plies back, at most, a slip is looked for when the entries after it happened
/// to replay (up to the start of the round): with an entry missing or written twice, the
/// next ones are read by the other side, and a round's first entries often replay so (the
/// board is the same seen from either side).
const BACK: usize = DEEP;

/// Something a help text suggests writing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Say {
    /// An entry: `Red ↗3 Blue`, `Green 0 Pink`.
    Entry(Written),
    /// An entry with the side that plays it: `White: Red ↗3 Blue`.
    Played { side: Side, entry: Written },
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
        Say::Played { side, entry } => {
            let name = TickWords::of(style.lang).say(&Message::new(match side {
                Side::Black => "kamisado-sheet-black",
                Side::White => "kamisado-sheet-white",
            }));
            // French sets a space before the colon.
            let colon = if style.lang == Lang::Fr { " :" } else { ":" };
            format!(
                "{name}{colon} {}",
                write_suggestion(&Say::Entry(entry), style)
            )
        }
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
    /// An ordinary entry of the side to move, this move, is missing before the entry.
    MissingEntry(Move),
    /// The entry repeats the one before it.
    Duplicate,
    /// The entry and the next one (item `next`) are swapped: `first` is the next one's
    /// move, played first, then `second`, this entry's.
    Swap {
        next: usize,
        first: Move,
        second: Move,
    },
    /// A slip before this entry, though the entries after it happened to replay: take
    /// back the last `rewind` plies and replay their entries and this one, edited.
    Back { rewind: usize, edit: Rewrite },
    /// The round is over and the header of the next one, with this fill, is missing.
    MissingHeader(Fill),
    /// The round replays under this fill, not the one its header wrote.
    WrongFill(Fill),
}

/// How the entries taken back by [`Fix::Back`] are replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rewrite {
    /// The first two exchanged (they were swapped).
    Swap,
    /// Without the first (it repeats the entry before it).
    Drop,
    /// After this move, missing before the first of them.
    Insert(Move),
}

/// How far [`Replayer::fit_with`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reach {
    /// To the end of the round.
    Round,
    /// On into the next rounds, each from the placement its header's fill makes (a score
    /// line that is the match's counts as an entry), and past up to `repairs` more slips
    /// (an entry read under its best correction, a wrong score line, a round read under
    /// the other fill or without its header).
    Deep { repairs: usize },
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
    /// Something after the correction confirms it ([`Fit::confirmed`]).
    confirmed: bool,
    /// How unlikely the slip is, to break ties between equal fits.
    cost: u32,
    /// What to write, in the record's notation.
    text: String,
    /// Under the correction, the entries after item `from` are read from `after`...
    after: Position,
    from: usize,
    /// ... and `played` entries after the one corrected are already replayed by it.
    played: usize,
}

impl Candidate {
    /// An edit of the sheet, not another entry in place.
    fn is_edit(&self) -> bool {
        !matches!(self.fix, Fix::Replace(_))
    }
}

/// The best corrections, and the others that fit as well ([`Replayer::choose`]).
type Choice = (Vec<Candidate>, Vec<Candidate>);

/// The texts of corrections, quoted: `` `a`, `b` or `c` ``, the first four and how many
/// more.
fn listed<'c>(best: impl ExactSizeIterator<Item = &'c Candidate>) -> Arg {
    let n = best.len();
    let list: Vec<String> = best.take(4).map(|c| format!("`{}`", c.text)).collect();
    let list = join_or(&list);
    if n > 4 {
        message!("kamisado-rule-and-more", list = list, more = n - 4).into()
    } else {
        list
    }
}

/// Between the two moves of the text of swapped entries (the text is their order, to
/// rank corrections; [`swapped`] says it).
const THEN: &str = "` then `";

/// The text of two entries to write in this order, to rank corrections.
fn swap_text(first: String, second: String) -> String {
    format!("{first}{THEN}{second}")
}

/// The help of swapped entries whose text is `text` ([`swap_text`]).
fn swapped(text: &str) -> Message {
    let (first, second) = text.split_once(THEN).unwrap_or((text, ""));
    message!("kamisado-rule-swapped-entries-help", first = first, second = second)
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

/// A help, after the help already there if any (`first; second`).
fn both(first: Option<Message>, second: Message) -> Message {
    match first {
        Some(first) => message!("kamisado-rule-help-both", first = first, second = second),
        None => second,
    }
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
        self.fit_with(pos, item, WINDOW, Reach::Round)
    }

    /// How far the entries after `item` replay from `pos`, a position reached from the
    /// match's, up to `window` of them, as far as `reach` says.
    fn fit_with(&self, pos: Position, item: usize, window: usize, reach: Reach) -> Fit {
        self.fit_from(self.match_at(pos), item, window, reach)
    }

    /// The match at `pos`, a position reached from the match's: a round that `pos` ends
    /// is scored.
    fn match_at(&self, pos: Position) -> Match {
        let mut m = self.m.clone();
        if *m.position() != pos {
            m.advance(pos);
        }
        m
    }

    /// [`Self::fit_with`] from the match `m`.
    fn fit_from(&self, mut m: Match, item: usize, window: usize, reach: Reach) -> Fit {
        self.read(&mut m, item, window, reach)
    }

    /// [`Self::fit_from`], leaving `m` where the reading ended.
    fn read(&self, m: &mut Match, item: usize, window: usize, mut reach: Reach) -> Fit {
        let deep = reach != Reach::Round;
        let mut n = 0;
        let mut i = item + 1;
        while let Some(it) = self.record.items.get(i) {
            if n >= window {
                return Fit { n, end: End::Clean };
            }
            let pos = *m.position();
            i += 1;
            match it {
                Item::Entry(e) => {
                    if let Some(r) = pos.result() {
                        if r.reason == WinReason::Deadlock && self.is_deadlock_confirmation(&pos, e)
                        {
                            if deep {
                                continue;
                            }
                            return Fit { n, end: End::Clean };
                        }
                        // The header of the next round may be missing: read on under the
                        // fill that fits.
                        let Reach::Deep {
                            repairs: repairs @ 1..,
                        } = reach
                        else {
                            return Fit { n, end: End::Fail };
                        };
                        let next = [Fill::Left, Fill::Right]
                            .into_iter()
                            .filter_map(|fill| {
                                let mut next = m.clone();
                                next.next_round(fill).ok()?;
                                let fit = self.fit_from(next.clone(), i - 2, WINDOW, Reach::Round);
                                Some((fit.score(), next))
                            })
                            .filter(|(fit, _)| *fit > 0)
                            .max_by_key(|(fit, _)| *fit);
                        let Some((_, next)) = next else {
                            return Fit { n, end: End::Fail };
                        };
                        *m = next;
                        reach = Reach::Deep {
                            repairs: repairs - 1,
                        };
                        i -= 1;
                        continue;
                    }
                    if let Ok((mv, _)) = self.resolve(&pos, e) {
                        m.play_unchecked(mv);
                        n += 1;
                        continue;
                    }
                    // Read on past another slip, under its best repair.
                    let repair = match reach {
                        Reach::Deep { repairs } if repairs > 0 => self.repair(&pos, e, i - 1),
                        _ => None,
                    };
                    let (Some(c), Reach::Deep { repairs }) = (repair, reach) else {
                        return Fit { n, end: End::Fail };
                    };
                    reach = Reach::Deep {
                        repairs: repairs - 1,
                    };
                    m.advance(c.after);
                    n += c.played;
                    i = c.from + 1;
                }
                Item::Round(h) => {
                    let over = pos.result().is_some();
                    if deep
                        && over
                        && let Some(fill) = h.fill
                    {
                        let mut next = m.clone();
                        if next.next_round(fill.node).is_err() {
                            // The match is over.
                            return Fit { n, end: End::Fail };
                        }
                        // The other fill word may be a slip of its own: read on under it
                        // when the round replays further so.
                        if let Reach::Deep { repairs } = reach
                            && repairs > 0
                        {
                            let mut flipped = m.clone();
                            let ahead = |m: &Match| {
                                self.fit_from(m.clone(), i - 1, WINDOW, Reach::Round)
                                    .score()
                            };
                            if flipped.next_round(other(fill.node)).is_ok()
                                && ahead(&flipped) > ahead(&next)
                            {
                                next = flipped;
                                reach = Reach::Deep {
                                    repairs: repairs - 1,
                                };
                            }
                        }
                        *m = next;
                        continue;
                    }
                    let end = if over { End::Clean } else { End::Fail };
                    return Fit { n, end };
                }
                Item::Invalid(_) => return Fit { n, end: End::Fail },
                // A score line is written when a round is over.
                Item::Score(_) if pos.result().is_none() => return Fit { n, end: End::Fail },
                // The match's score counts as an entry; another one is a slip (of its
                // own, or of the correction).
                Item::Score(s) if deep => {
                    let score = m.score();
                    if (s.black.node, s.white.node) == (score[Side::Black], score[Side::White]) {
                        n += 1;
                    } else if let Reach::Deep { repairs } = reach
                        && repairs > 0
                    {
                        reach = Reach::Deep {
                            repairs: repairs - 1,
                        };
                    } else {
                        return Fit { n, end: End::Fail };
                    }
                }
                _ => {}
            }
        }
        let end = if m.position().result().is_some() {
            End::Clean
        } else {
            End::Record
        };
        Fit { n, end }
    }

    /// The correction of entry `e` (item `item`) from `pos` under which the entries after
    /// it replay furthest within the round (ranked as [`Self::corrections`] ranks them,
    /// without looking further), if some do: to read on past a slip.
    fn repair(&self, pos: &Position, e: &Entry, item: usize) -> Option<Candidate> {
        let replace = self.replacements(pos, e, item);
        let edits = self.local_edits(pos, e, item);
        let rank = |(edit, c): &(bool, Candidate)| (c.fit, !edit, std::cmp::Reverse(c.cost));
        (replace.into_iter().map(|c| (false, c)))
            .chain(edits.into_iter().map(|c| (true, c)))
            .filter(|(_, c)| c.fit > 0)
            .max_by_key(rank)
            .map(|(_, c)| c)
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

    /// The correction `fix`, under which the entries after item `from` are read from
    /// `after`; `played`: entries after the one corrected that the fix itself replays.
    fn candidate(
        &self,
        fix: Fix,
        (after, from, played): (Position, usize, usize),
        cost: u32,
        text: String,
    ) -> Candidate {
        let mut fit = self.fit(after, from);
        fit.n += played;
        Candidate {
            fix,
            fit: fit.score(),
            confirmed: fit.confirmed(),
            cost,
            text,
            after,
            from,
            played,
        }
    }

    /// [`Self::candidate`] for an edit of the sheet: only when something after it confirms
    /// it.
    fn edit(
        &self,
        fix: Fix,
        after: (Position, usize, usize),
        cost: u32,
        text: String,
    ) -> Option<Candidate> {
        Some(self.candidate(fix, after, cost, text)).filter(|c| c.confirmed)
    }

    /// How far the sheet replays under `c`, into the next rounds (their headers' fill and
    /// the score lines too), up to [`DEEP`] entries.
    fn deep_fit(&self, c: &Candidate) -> usize {
        let reach = Reach::Deep {
            repairs: TIE_REPAIRS,
        };
        let mut fit = self.fit_with(c.after, c.from, DEEP, reach);
        fit.n += c.played;
        fit.score_in(DEEP)
    }

    /// The legal moves nearest to what was written (at most two symbols wrong), each with
    /// how far the entries that follow replay under it, nearest first.
    fn replacements(&self, pos: &Position, e: &Entry, item: usize) -> Vec<Candidate> {
        if pos.phase() == Phase::Pushed {
            let text = self.say_move(pos, Move::Pass);
            let after = (pos.play_unchecked(Move::Pass), item, 0);
            return vec![self.candidate(Fix::Replace(Move::Pass), after, 0, text)];
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
        // More than two of the symbols wrong is not a slip: no guess.
        scored
            .into_iter()
            .take_while(|s| s.0 <= 4)
            .map(|(cost, mv, text)| {
                self.candidate(
                    Fix::Replace(mv),
                    (pos.play_unchecked(mv), item, 0),
                    cost,
                    text,
                )
            })
            .collect()
    }

    /// The edits of the sheet around `item` under which `e` replays from `pos`, and
    /// something after confirms.
    fn edits(&self, pos: &Position, e: &Entry, item: usize) -> Vec<Candidate> {
        let mut out = self.local_edits(pos, e, item);
        out.extend(self.back_candidates(e, item));
        // The round replays under the other fill of its header.
        if let Some((fill, after)) = self.other_fill(e, item)
            && let Some(snap) = &self.snap
        {
            let text = self.say(&Say::Header {
                number: snap.number,
                fill,
            });
            out.extend(self.edit(Fix::WrongFill(fill), (after, item, 0), 3, text));
        }
        out
    }

    /// The edits of [`Self::edits`] that look only at `pos` and the sheet around `item`,
    /// not at what was replayed before.
    fn local_edits(&self, pos: &Position, e: &Entry, item: usize) -> Vec<Candidate> {
        let mut out = Vec::new();
        let mut push = |fix: Fix, after: (Position, usize, usize), cost: u32, text: String| {
            out.extend(self.edit(fix, after, cost, text));
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
                let text = self.say_move(pos, Move::Pass);
                push(fix, (after.play_unchecked(mv), item, 0), 2, text);
            }
        }
        // A forgotten ordinary entry: the entry replays after a move of the side to move.
        if !pushed {
            for &mv in pos.legal_moves().iter() {
                let mid = pos.play_unchecked(mv);
                let written = Written::of(pos, mv);
                let (false, None, Some(entry)) = (mv == Move::Pass, mid.result(), written) else {
                    continue;
                };
                if let Ok((second, _)) = self.resolve(&mid, e) {
                    let text = self.say(&Say::Played {
                        side: pos.turn(),
                        entry,
                    });
                    let after = (mid.play_unchecked(second), item, 0);
                    push(Fix::MissingEntry(mv), after, 3, text);
                }
            }
        }
        // The same entry written twice: read on without it.
        if let Some((_, prev)) = self.neighbour(item, false)
            && same_entry(prev, e)
        {
            push(Fix::Duplicate, (*pos, item, 0), 1, String::new());
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
                let text = swap_text(self.say_move(pos, first), self.say_move(&mid, second));
                let fix = Fix::Swap {
                    next,
                    first,
                    second,
                };
                push(fix, (mid.play_unchecked(second), next, 1), 3, text);
            }
        }
        out
    }

    /// A slip a few entries before `e` (item `item`), though they happened to replay: an
    /// entry written twice, two entries swapped, an entry missing ([`Fix::Back`]).
    fn back_candidates(&self, e: &Entry, item: usize) -> Vec<Candidate> {
        let mut out = Vec::new();
        let played = self.rounds.last().map_or(0, |r| r.plies.len());
        for rewind in 1..=played.min(BACK) {
            for (edit, cost) in self.back_edits(rewind) {
                let Some((before, moves, _)) = self.rewound(Some((e, item)), rewind, edit) else {
                    continue;
                };
                let Some(text) = self.back_text(before, &moves, edit) else {
                    continue;
                };
                let pos = moves.iter().fold(before, |p, &mv| p.play_unchecked(mv));
                out.extend(self.edit(Fix::Back { rewind, edit }, (pos, item, 0), cost, text));
            }
        }
        out
    }

    /// The edits of the entries of the last `rewind` plies ([`Fix::Back`]), each with its
    /// cost: the first written twice, or swapped with the next, or a move missing before
    /// it.
    fn back_edits(&self, rewind: usize) -> Vec<(Rewrite, u32)> {
        let back = rewind as u32;
        let mut edits = vec![(Rewrite::Drop, 1 + back), (Rewrite::Swap, 3 + back)];
        if let Some(first) = self.taken_back(rewind) {
            edits.extend(first.legal_moves().iter().filter_map(|&mv| {
                let ordinary = mv != Move::Pass && first.play_unchecked(mv).result().is_none();
                ordinary.then_some((Rewrite::Insert(mv), 3 + back))
            }));
        }
        edits
    }

    /// What to write for `edit`, `moves` being the moves played from `before` under it.
    fn back_text(&self, before: Position, moves: &[Move], edit: Rewrite) -> Option<String> {
        Some(match edit {
            Rewrite::Drop => String::new(),
            Rewrite::Swap => {
                let mid = before.play_unchecked(*moves.first()?);
                swap_text(
                    self.say_move(&before, moves[0]),
                    self.say_move(&mid, *moves.get(1)?),
                )
            }
            Rewrite::Insert(mv) => self.say(&Say::Played {
                side: before.turn(),
                entry: Written::of(&before, mv)?,
            }),
        })
    }

    /// The position before the last `rewind` plies of the round.
    fn taken_back(&self, rewind: usize) -> Option<Position> {
        let plies = &self.rounds.last()?.plies;
        Some(plies.get(plies.len().checked_sub(rewind)?)?.before)
    }

    /// The last `rewind` plies of the round taken back and their entries replayed with
    /// this one, as `edit` says: the position before them, the moves in the new order and
    /// their items (an inserted move has the item of the entry it stands before). `None`
    /// when that does not replay.
    fn rewound(
        &self,
        e: Option<(&Entry, usize)>,
        rewind: usize,
        edit: Rewrite,
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
        items.extend(e.map(|(_, item)| item));
        for w in items.windows(2) {
            if self.neighbour(w[0], true).map(|n| n.0) != Some(w[1]) {
                return None;
            }
        }
        let entry = |i: usize| match self.record.items.get(i) {
            Some(Item::Entry(x)) => Some(x),
            _ => None,
        };
        let before = tail[0].before;
        let mut pos = before;
        let mut moves = Vec::with_capacity(items.len() + 1);
        match edit {
            Rewrite::Drop => {
                // The first repeats the entry before it: read on without it.
                let prev = self.neighbour(items[0], false)?.1;
                if tail[0].kind != PlyKind::Move || !same_entry(prev, entry(items[0])?) {
                    return None;
                }
                items.remove(0);
            }
            Rewrite::Swap => {
                if tail[0].kind != PlyKind::Move
                    || tail.get(1).is_some_and(|p| p.kind != PlyKind::Move)
                    || same_entry(entry(items[0])?, entry(*items.get(1)?)?)
                {
                    return None;
                }
                items.swap(0, 1);
            }
            Rewrite::Insert(mv) => {
                moves.push(mv);
                pos = pos.play_unchecked(mv);
            }
        }
        for &i in &items {
            if pos.result().is_some() {
                return None;
            }
            let x = match e {
                Some((e, item)) if i == item => e,
                _ => entry(i)?,
            };
            let (mv, _) = self.resolve(&pos, x).ok()?;
            moves.push(mv);
            pos = pos.play_unchecked(mv);
        }
        if let Rewrite::Insert(_) = edit {
            items.insert(0, items[0]);
        }
        Some((before, moves, items))
    }

    /// The round replayed from its header under the other fill, through `e`: the position
    /// after `e` then. Only for the first problem of the round.
    fn other_fill(&self, e: &Entry, item: usize) -> Option<(Fill, Position)> {
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
        Some((fill, pos.play_unchecked(mv)))
    }

    /// The best corrections: those under which the entries that follow replay furthest
    /// (within [`WINDOW`], then, between equals, on into the next rounds: their fill and
    /// score lines too), then the likeliest slip: another entry in place before an edit of
    /// the sheet, then the nearest entry or the likeliest edit. Several when as good.
    /// Also the others that fit as well, a less likely slip (see [`Self::choose`]).
    fn corrections(&self, pos: &Position, e: &Entry, item: usize) -> Choice {
        self.choose(self.replacements(pos, e, item), self.edits(pos, e, item))
    }

    /// The best of replacements `replace` and edits `edits`, as [`Self::corrections`]
    /// ranks them, and the others under which the sheet replays as far (a less likely
    /// slip): those may reach another result.
    fn choose(&self, replace: Vec<Candidate>, edits: Vec<Candidate>) -> Choice {
        let most = replace.iter().chain(&edits).map(|c| c.fit).max();
        let mut best: Vec<(bool, Candidate)> = (replace.into_iter().map(|c| (false, c)))
            .chain(edits.into_iter().map(|c| (true, c)))
            .filter(|(_, c)| Some(c.fit) == most)
            .collect();
        if best.len() > 1 {
            let deep: Vec<usize> = best.iter().map(|(_, c)| self.deep_fit(c)).collect();
            let deepest = deep.iter().copied().max();
            best = best
                .into_iter()
                .zip(deep)
                .filter(|&(_, d)| Some(d) == deepest)
                .map(|(c, _)| c)
                .collect();
        }
        best.sort_by(|(x, a), (y, b)| {
            x.cmp(y)
                .then(a.cost.cmp(&b.cost))
                .then_with(|| a.text.cmp(&b.text))
        });
        let Some(&(edit, ref first)) = best.first() else {
            return (Vec::new(), Vec::new());
        };
        let cost = first.cost;
        let mut best: Vec<Candidate> = best.into_iter().map(|(_, c)| c).collect();
        let n = best
            .iter()
            .take_while(|c| c.is_edit() == edit && c.cost == cost)
            .count();
        let rivals = best.split_off(n);
        (best, rivals)
    }

    /// The best corrections `best` and their `rivals` leave no doubt about what the
    /// replay reaches: one, confirmed by what follows; or several, under each of which the
    /// rest of the record replays to its end, with the same match score.
    fn settled(&self, best: &[Candidate], rivals: &[Candidate]) -> bool {
        if let ([one], []) = (best, rivals) {
            return one.confirmed;
        }
        let mut ends = best.iter().chain(rivals).map(|c| {
            let mut m = self.match_at(c.after);
            let reach = Reach::Deep { repairs: 0 };
            let end = self.read(&mut m, c.from, usize::MAX, reach).end;
            (end == End::Clean).then(|| m.score())
        });
        let first = ends.next().flatten();
        first.is_some() && ends.all(|e| e == first)
    }

    /// The problem for the best corrections (`best` is not empty): where the slip is,
    /// under its own code, saying what to write.
    fn fix_problem(&self, best: &[Candidate], pos: &Position, at: Span, p: Problem) -> Problem {
        let c = &best[0];
        let text = &c.text;
        match c.fix {
            Fix::Replace(_) if pos.phase() == Phase::Pushed => p,
            Fix::Replace(_) => {
                let help = message!("kamisado-rule-did-you-mean", list = listed(best.iter()));
                let mut p = p;
                p.help = Some(both(p.help.take(), help));
                p
            }
            Fix::MissingPass => {
                let blocked = pos
                    .required()
                    .map_or(Arg::Term("kamisado-tower-required"), tower);
                Problem::error(
                    "kamisado::rule::missing-pass",
                    at,
                    message!("kamisado-rule-missing-pass", tower = blocked),
                )
                .with_label(message!("kamisado-rule-missing-before", text = text))
                .with_help(message!("kamisado-rule-missing-pass-help", text = text))
            }
            Fix::MissingEntry(_)
            | Fix::Back {
                edit: Rewrite::Insert(_),
                ..
            } => {
                // Where the entry is missing: before this one, or before one already played.
                let (at, span) = match c.fix {
                    Fix::Back { rewind, .. } => (
                        self.taken_back(rewind).unwrap_or(*pos),
                        self.back_span(c.fix).unwrap_or(at),
                    ),
                    _ => (*pos, at),
                };
                let who = side(at.turn());
                let entries: Vec<&Candidate> = best
                    .iter()
                    .filter(|x| match (x.fix, c.fix) {
                        (Fix::MissingEntry(_), Fix::MissingEntry(_)) => true,
                        (
                            Fix::Back {
                                rewind: r,
                                edit: Rewrite::Insert(_),
                            },
                            Fix::Back { rewind, .. },
                        ) => r == rewind,
                        _ => false,
                    })
                    .collect();
                let label = match entries[..] {
                    [one] => message!("kamisado-rule-missing-before", text = one.text.as_str()),
                    _ => message!("kamisado-rule-missing-entry-label", side = who.clone()),
                };
                let message = match at.required() {
                    Some(c) => message!("kamisado-rule-missing-entry-tower", side = who, tower = tower(c)),
                    None => message!("kamisado-rule-missing-entry", side = who),
                };
                Problem::error("kamisado::rule::missing-entry", span, message)
                    .with_label(label)
                    .with_help(message!(
                        "kamisado-rule-missing-entry-help",
                        list = listed(entries.into_iter())
                    ))
            }
            Fix::MissingPushed => Problem::error(
                "kamisado::rule::missing-pushed",
                at,
                message!("kamisado-rule-missing-pushed"),
            )
            .with_label(message!("kamisado-rule-missing-before", text = text))
            .with_help(message!("kamisado-rule-missing-pushed-help", text = text)),
            Fix::Duplicate
            | Fix::Back {
                edit: Rewrite::Drop,
                ..
            } => worded(
                Problem::error,
                "kamisado::rule::duplicate-entry",
                self.back_span(c.fix).unwrap_or(at),
                [
                    "kamisado-rule-duplicate-entry",
                    "kamisado-rule-duplicate-entry-label",
                    "kamisado-rule-duplicate-entry-help",
                ],
            ),
            Fix::Swap { .. }
            | Fix::Back {
                edit: Rewrite::Swap,
                ..
            } => Problem::error(
                "kamisado::rule::swapped-entries",
                self.back_span(c.fix).unwrap_or(at),
                message!("kamisado-rule-swapped-entries"),
            )
            .with_label(message!("kamisado-rule-swapped-entries-label"))
            .with_help(swapped(text)),
            Fix::MissingHeader(_) => {
                let round = self.rounds.last().map_or(1, |r| r.number);
                let help = match best.get(1) {
                    Some(alt) => message!(
                        "kamisado-rule-missing-header-help-either",
                        text = text,
                        alt = alt.text.as_str()
                    ),
                    None => message!("kamisado-rule-missing-header-help", text = text),
                };
                Problem::error(
                    "kamisado::rule::missing-header",
                    at,
                    message!("kamisado-rule-missing-header", round = round, next = round + 1),
                )
                .with_label(message!("kamisado-rule-missing-header-label"))
                .with_help(help)
            }
            Fix::WrongFill(fill) => {
                let (span, number) = self
                    .snap
                    .as_ref()
                    .map_or((at, 0), |s| (s.fill_span, s.number));
                Problem::error(
                    "kamisado::rule::wrong-fill",
                    span,
                    message!(
                        "kamisado-rule-wrong-fill",
                        round = number,
                        written = fill_said(other(fill)),
                        fill = fill_said(fill)
                    ),
                )
                .with_label(message!("kamisado-rule-wrong-fill-label", fill = fill_said(fill)))
                .with_help(message!("kamisado-rule-write", text = text))
            }
        }
    }

    /// Where a correction of an entry already played stands: that entry.
    fn back_span(&self, fix: Fix) -> Option<Span> {
        let Fix::Back { rewind, .. } = fix else {
            return None;
        };
        let plies = &self.rounds.last()?.plies;
        let p = plies.get(plies.len().checked_sub(rewind)?)?;
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
            Fix::MissingPass | Fix::MissingPushed | Fix::MissingEntry(_) => {
                let mv = match fix {
                    Fix::MissingEntry(mv) => mv,
                    _ => Move::Pass,
                };
                self.push_ply(item, pos.turn(), ply_kind(&pos, mv), mv, pos, true);
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
            Fix::Back { rewind, edit } => {
                let Some((before, moves, items)) = self.rewound(Some((e, item)), rewind, edit)
                else {
                    return;
                };
                self.retake(rewind, self.match_before(before), moves, items);
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

    /// The match at `before`, a position of the current round before its last plies (the
    /// round's points taken back if it is over).
    fn match_before(&self, before: Position) -> Match {
        let mut score = self.m.score();
        if let Some(end) = self.m.round_end() {
            score[end.result.winner] -= end.points;
        }
        Match::resume(self.m.kind(), self.m.round(), score, before)
    }

    /// Take back the last `rewind` plies of the round, and go on from `m` with `moves`
    /// (of entries `items`) in their place.
    fn retake(&mut self, rewind: usize, m: Match, moves: Vec<Move>, items: Vec<usize>) {
        if let Some(r) = self.rounds.last_mut() {
            r.plies.truncate(r.plies.len().saturating_sub(rewind));
        }
        self.ply_count = self.ply_count.saturating_sub(rewind);
        self.m = m;
        for (mv, i) in moves.into_iter().zip(items) {
            let p = *self.m.position();
            self.push_ply(i, p.turn(), ply_kind(&p, mv), mv, p, true);
        }
    }

    /// A score line (`black`-`white`, item `item` at `span`) that is not the match's
    /// score after a round: a slip in the round may be to blame, after which the round
    /// replayed read by the other side and ended with the other winner (an entry missing
    /// or written twice, two swapped: often at a round's start, the board being the same
    /// seen from either side). When such an edit of the round gives the score written, it
    /// is reported where it stands, and assumed under `--all`. `true`: it was.
    pub(super) fn rescore(&mut self, black: u32, white: u32, item: usize) -> bool {
        if self.m.round_end().is_none() {
            return false;
        }
        let played = self.rounds.last().map_or(0, |r| r.plies.len());
        let mut list: Vec<(Candidate, Match, Vec<Move>, Vec<usize>)> = Vec::new();
        for rewind in 1..=played.min(BACK) {
            for (edit, cost) in self.back_edits(rewind) {
                let Some((from, moves, items)) = self.rewound(None, rewind, edit) else {
                    continue;
                };
                let mut m = self.match_before(from);
                for &mv in &moves {
                    m.play_unchecked(mv);
                }
                let score = m.score();
                if m.round_end().is_none()
                    || (score[Side::Black], score[Side::White]) != (black, white)
                {
                    continue;
                }
                let Some(text) = self.back_text(from, &moves, edit) else {
                    continue;
                };
                let reach = Reach::Deep { repairs: REPAIRS };
                let fit = self.fit_from(m.clone(), item, DEEP, reach).score_in(DEEP);
                let c = Candidate {
                    fix: Fix::Back { rewind, edit },
                    fit,
                    confirmed: true,
                    cost,
                    text,
                    after: *m.position(),
                    from: item,
                    played: 0,
                };
                list.push((c, self.match_before(from), moves, items));
            }
        }
        let Some(top) = list
            .iter()
            .map(|(c, ..)| (c.fit, std::cmp::Reverse(c.cost)))
            .max()
        else {
            return false;
        };
        list.retain(|(c, ..)| (c.fit, std::cmp::Reverse(c.cost)) == top);
        list.sort_by(|a, b| a.0.text.cmp(&b.0.text));
        let best: Vec<Candidate> = list.iter().map(|(c, ..)| c.clone()).collect();
        let pos = *self.m.position();
        let Some(Item::Score(line)) = self.record.items.get(item) else {
            return false;
        };
        // Said by the problem of the correction ([`Self::fix_problem`]).
        let p = Problem::error("kamisado::rule::wrong-score", line.span, Message::new(""));
        let problem = self.fix_problem(&best, &pos, line.span, p);
        let at = problem.span;
        self.error(problem);
        if !self.options.all {
            self.stop(at);
            return true;
        }
        if best.len() > 1 {
            self.guessed_at.get_or_insert(at);
        }
        let (c, m, moves, items) = list.swap_remove(0);
        if let Fix::Back { rewind, .. } = c.fix {
            self.retake(rewind, m, moves, items);
        }
        true
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
        let (best, rivals) = self.corrections(pos, e, item);
        if best.is_empty() {
            self.give_up(p, e.span, item);
            return;
        }
        let problem = self.fix_problem(&best, pos, e.span, p);
        // A wrong fill stands on the header: the replay stops there.
        let span = match best[0].fix {
            Fix::WrongFill(_) => problem.span,
            _ => e.span,
        };
        self.error(problem);
        if self.options.all {
            if !self.settled(&best, &rivals) {
                self.guessed_at.get_or_insert(e.span);
            }
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
            list.extend(self.edit(Fix::Duplicate, (*pos, item, 0), 1, String::new()));
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
                let text = self.say(&Say::Header { number, fill });
                let after = (start.play_unchecked(mv), item, 0);
                list.extend(self.edit(Fix::MissingHeader(fill), after, 2, text));
            }
        }
        list.extend(self.back_candidates(e, item));
        let (list, rivals) = self.choose(Vec::new(), list);
        let Some(best) = list.first() else {
            self.give_up(p, e.span, item);
            return false;
        };
        let fix = best.fix;
        let problem = self.fix_problem(&list, pos, e.span, p);
        self.error(problem);
        if !self.options.all {
            self.stop(e.span);
            return false;
        }
        if !self.settled(&list, &rivals) {
            self.guessed_at.get_or_insert(e.span);
        }
        match fix {
            Fix::MissingHeader(fill) => {
                self.snap = None;
                self.open_round(fill, None, e.span);
                self.stopped_at.is_none()
            }
            Fix::Back { .. } => {
                self.apply(fix, pos, e, item);
                false
            }
            _ => false,
        }
    }

    /// No correction fits: report `p`; under `--all` read the rest of the round without
    /// reporting and pick up again at the next round header.
    fn give_up(&mut self, mut p: Problem, span: Span, item: usize) {
        if self.options.all {
            let round = self.rounds.last().map_or(1, |r| r.number);
            let note = message!("kamisado-rule-no-correction", round = round);
            p.help = Some(both(p.help.take(), note));
            self.error(p);
            self.lost = true;
            self.guessed_at.get_or_insert(span);
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
                let (best, _) = self.corrections(pos, e, item);
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
                            let reach = Reach::Deep { repairs: REPAIRS };
                            let fit = self.fit_with(pos.play_unchecked(mv), item, DEEP, reach);
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
