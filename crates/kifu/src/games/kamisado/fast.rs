//! The fast paths of `kifu validate` and `kifu convert`: visitors of a record read
//! straight by the one grammar ([`notation::read_straight`](super::notation)), which
//! builds nothing where it need not. `kifu validate` feeds the replay
//! (`replay::Stream`: [`quick_check`]), `kifu convert` builds a light tree
//! ([`quick_record`]).
//!
//! They only ever answer for records the full pipeline ([`super::check`]) finds free of
//! problems: where the straight reading gives up (a problem, an abbreviation, anything
//! that needs the recovering reading), or the replay finds a problem, they return `None`
//! and the caller runs the full pipeline, whose diagnostics are the only ones ever shown.
//! `tests/kamisado_fast.rs` checks that both agree.

use super::ast::{Entry, Fill, Item, MatchKind, Record, RoundHeader, ScoreLine, Tag};
use super::board::{Colour, Direction, Side};
use super::notation::{Drive, read_straight, tag};
use super::replay::{Replay, Stream};
use super::visitor::{Visitor, step_entry};
use crate::core::replay::MoveNumbers;
use crate::core::{Span, Spanned};

/// A record the fast path found valid.
#[derive(Clone, Debug)]
pub struct Quick {
    pub replay: Replay,
    pub plies: usize,
}

/// `kifu validate`'s visitor: the replay fed item by item, which never sees a
/// `[Position]` tag (such a record stops the reading: the full pipeline reads it).
struct Checking {
    stream: Stream,
    position: bool,
}

impl Visitor for Checking {
    fn tag(&mut self, key: Spanned<&str>, _: Spanned<&str>, _: Span) {
        self.position |= key.node.eq_ignore_ascii_case("position");
    }

    #[inline]
    fn round(&mut self, number: u32, fill: Option<Fill>, _: Span) {
        self.stream.round(number, fill);
    }

    #[inline]
    fn move_number(&mut self, number: u32, _: Span) {
        self.stream.number(number);
    }

    #[inline]
    fn ellipsis(&mut self, _: Span) {
        self.stream.ellipsis();
    }

    #[inline]
    fn score(&mut self, black: u32, white: u32, _: Span) {
        self.stream.score(black, white);
    }

    #[inline]
    fn step(&mut self, tower: Colour, dir: Direction, dist: u8, landing: Colour, _: Span) {
        if !self.stream.step(tower, dir, dist, landing) {
            // Not a plain legal step: the general path, with the entry.
            self.stream
                .entry(&step_entry(tower, dir, dist, landing, Span::default()));
        }
    }

    #[inline]
    fn entry(&mut self, e: &Entry) {
        self.stream.entry(e);
    }

    /// A problem found, or a `[Position]` tag: the fast path gives up (the full pipeline
    /// reads the record).
    #[inline]
    fn keep_reading(&self) -> bool {
        !self.position && self.stream.ok()
    }
}

/// The syntax tree of a record read on the fast path, for `kifu convert`: the tags, and
/// every item with the span of its whole text (entries, round headers, score lines,
/// comments; move numbers are kept aside, in [`Numbers`]). What the JSON shows of them is
/// what the full parser gives; the spans of their parts are empty, as the record is used
/// only when its replay finds no problem at all.
struct Build {
    tags: Vec<Tag>,
    items: Vec<Item>,
    numbers: Numbers,
}

/// The move numbers of a record read on the fast path, checked as they are read for
/// either player beginning the round, and once the record is replayed for the one who
/// did ([`Numbers::in_sequence`]). (Kept aside rather than as items of the record, which
/// the JSON does not need.)
#[derive(Clone, Copy, Debug, Default)]
pub struct Numbers {
    /// The round being read (0 for the first), and the entries read in it.
    round: u32,
    entries: usize,
    /// A round header or an entry was read (a header after one starts a new round).
    started: bool,
    /// The rounds with a number in sequence only if Black began them (bit `round`), and
    /// those only if White did.
    black_first: u64,
    white_first: u64,
    /// A number in sequence whoever began its round, or past the 64th round.
    out: bool,
}

impl Numbers {
    #[inline]
    fn entry(&mut self) {
        self.entries += 1;
        self.started = true;
    }

    fn round(&mut self) {
        self.round += u32::from(self.started);
        self.entries = 0;
        self.started = true;
    }

    #[inline]
    fn number(&mut self, n: u32) {
        let black = MoveNumbers::in_sequence(n, self.entries, false);
        let white = MoveNumbers::in_sequence(n, self.entries, true);
        if black != white {
            let bit = 1u64.checked_shl(self.round).unwrap_or(0);
            self.out |= bit == 0;
            if black {
                self.black_first |= bit;
            } else {
                self.white_first |= bit;
            }
        } else {
            self.out |= !black;
        }
    }

    /// Every number is the one of the line it stands on, in `replay` (the record's replay,
    /// which found no problem): what its replay checks when the numbers are items.
    pub fn in_sequence(&self, replay: &Replay) -> bool {
        !self.out
            && replay.rounds.iter().enumerate().all(|(i, r)| {
                let bit = 1u64.checked_shl(i as u32).unwrap_or(0);
                let begun = match r.first {
                    Side::Black => self.white_first,
                    Side::White => self.black_first,
                };
                begun & bit == 0
            })
    }
}

impl Visitor for Build {
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span) {
        self.tags.push(tag(key, value, span));
    }

    fn round(&mut self, number: u32, fill: Option<Fill>, span: Span) {
        self.numbers.round();
        let sp = Span::default();
        self.items.push(Item::Round(RoundHeader {
            number: Spanned::new(number, sp),
            fill: fill.map(|f| Spanned::new(f, sp)),
            span,
        }));
    }

    fn move_number(&mut self, number: u32, _: Span) {
        self.numbers.number(number);
    }

    fn ellipsis(&mut self, span: Span) {
        self.items.push(Item::Ellipsis(span));
    }

    fn score(&mut self, black: u32, white: u32, span: Span) {
        let sp = Span::default();
        self.items.push(Item::Score(ScoreLine {
            black: Spanned::new(black, sp),
            white: Spanned::new(white, sp),
            span,
        }));
    }

    fn comment(&mut self, text: &str, span: Span) {
        self.items
            .push(Item::Comment(Spanned::new(text.to_owned(), span)));
    }

    fn step(&mut self, tower: Colour, dir: Direction, dist: u8, landing: Colour, span: Span) {
        self.numbers.entry();
        let e = step_entry(tower, dir, dist, landing, span);
        self.items.push(Item::Entry(e));
    }

    fn entry(&mut self, e: &Entry) {
        self.numbers.entry();
        self.items.push(Item::Entry(e.clone()));
    }
}

/// Check the record at `span` of `text` on the fast path: `Some` when it is valid and free
/// of warnings, `None` to ask for the full pipeline.
pub fn quick_check(text: &str, span: Span) -> Option<Quick> {
    let Drive(r) = read_straight(text, span, |kind| {
        Drive(Checking {
            stream: Stream::new(kind),
            position: false,
        })
    })
    .ok()?;
    let (replay, plies) = r.stream.finish();
    (replay.is_valid() && replay.findings.problems.is_empty()).then_some(Quick { replay, plies })
}

/// The record at `span` of `text` read on the fast path, its match length and its move
/// numbers: `None` where the fast path does not read it (then the full parser does). Its
/// spans are offsets into `text`. Only the items' whole spans are set (see `Build`):
/// replay it, and use it only if the replay finds no problem and the numbers are in
/// sequence.
pub fn quick_record(text: &str, span: Span) -> Option<(Record, MatchKind, Numbers)> {
    let mut kind = MatchKind::Simple;
    let Drive(build) = read_straight(text, span, |k| {
        kind = k;
        Drive(Build {
            tags: Vec::new(),
            items: Vec::with_capacity(span.len() / 8),
            numbers: Numbers::default(),
        })
    })
    .ok()?;
    let record = Record {
        tags: build.tags,
        items: build.items,
        span,
        ..Record::default()
    };
    Some((record, kind, build.numbers))
}

#[cfg(test)]
mod tests {
    use super::super::check::check_one;
    use super::super::generate::Generator;
    use super::super::import::to_notation;
    use super::super::replay::ReplayOptions;
    use super::*;
    use crate::core::CheckedRecord;

    /// What the full pipeline finds free of problems and reads without the record's
    /// language, the fast path takes too: both read with the one grammar (the byte-level
    /// fast reading gave each of these up).
    #[test]
    fn the_fast_path_takes_every_form_the_grammar_reads_straight() {
        let text = to_notation(&Generator::new(3).random_match(MatchKind::Standard))
            .expect("reads back")
            .text;
        let (round, score) = ("Round 2 from left", "Score: 1-1");
        for (from, to) in [
            (round, "Round 2: (from left)"),
            (round, "2. Round from left"),
            (score, "Score 1 – 1"),
            (score, "Score: 1:1"),
            ("[Event \"kifu gen\"]", "[Event \"kifu \\\"gen\\\"\"]"),
            ("   Purple ↗1", "\u{a0}Purple ↗1"),
            ("Purple ↗1 Orange", "Purple ↗1\nOrange"),
        ] {
            let what = to;
            let t = text.replacen(from, to, 1);
            assert_ne!(t, text, "{what}");
            let all = Span::new(0, t.len());
            let full = check_one(&t, all, ReplayOptions::default());
            assert!(full.problems.is_empty() && full.is_valid(), "{what}: {:?}", full.problems);
            let quick = quick_check(&t, all).unwrap_or_else(|| panic!("{what}: not taken"));
            assert_eq!(quick.plies, CheckedRecord::plies(&full), "{what}");
            assert!(quick_record(&t, all).is_some(), "{what}");
        }
    }
}
