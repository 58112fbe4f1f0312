//! What a reading of a Kamisado record finds, item by item: the [`Visitor`] that the
//! [`Reader`](super::reader::Reader) drives (pgn-reader's design: the reader owns the
//! grammar, the visitor decides what to keep). The fast path of `kifu validate` feeds the
//! replay this way without building the syntax tree, and `kifu convert` builds its light
//! tree; a program streaming a large file can count or collect what it needs the same way.

use super::ast::{Action, Entry, Fill, Segment, Segments};
use super::board::{Colour, Direction};
use crate::core::{Problem, Span, Spanned};

/// What a [`Reader`](super::reader::Reader) finds in a record, in the order of the text:
/// the tags first, then the body's items. Every method has a default that ignores what it
/// is given (but [`step`](Visitor::step), which hands the common entry to
/// [`entry`](Visitor::entry)), so a visitor writes only what it needs. Spans are byte
/// offsets into the text the reader was given.
///
/// The common entry, one tower's step (`Red ↗3 Blue`), comes to [`step`](Visitor::step)
/// as plain values: the straight reading never builds it as an [`Entry`].
pub trait Visitor {
    /// A tag `[Key "Value"]`: its key and its value (as [`Record::tags`] holds it), and
    /// the span of the whole tag.
    ///
    /// [`Record::tags`]: super::ast::Record
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span) {
        let _ = (key, value, span);
    }

    /// A round header (`Round 2 from left`): the round's number, the side its towers fill
    /// from when it says so, and the header's span.
    fn round(&mut self, number: u32, fill: Option<Fill>, span: Span) {
        let _ = (number, fill, span);
    }

    /// A move number (`12.`).
    fn move_number(&mut self, number: u32, span: Span) {
        let _ = (number, span);
    }

    /// An ellipsis (`...` or `…`): White's entry with no Black entry before it.
    fn ellipsis(&mut self, span: Span) {
        let _ = span;
    }

    /// A score line (`Score 2-1`): Black's points, White's points.
    fn score(&mut self, black: u32, white: u32, span: Span) {
        let _ = (black, white, span);
    }

    /// A comment: its text without the delimiters (`{ }` or `;` to the end of the line),
    /// and its span with them.
    fn comment(&mut self, text: &str, span: Span) {
        let _ = (text, span);
    }

    /// The common entry: `tower` moved `dist` squares in direction `dir` and landed on a
    /// square of colour `landing` (`Red ↗3 Blue`); `span` covers the entry. By default it
    /// is built as an [`Entry`] and handed to [`entry`](Visitor::entry).
    #[inline]
    fn step(&mut self, tower: Colour, dir: Direction, dist: u8, landing: Colour, span: Span) {
        self.entry(&step_entry(tower, dir, dist, landing, span));
    }

    /// Any other entry: a blocked tower (`Green 0 Pink`), a push
    /// (`Blue ↓1 Green + Yellow ↓1 Pink`). Its `span` covers it, and its parts have
    /// theirs.
    fn entry(&mut self, entry: &Entry) {
        let _ = entry;
    }

    /// A stretch of text the grammar could not read (its problem comes to
    /// [`problem`](Visitor::problem)).
    #[cold]
    fn invalid(&mut self, span: Span) {
        let _ = span;
    }

    /// A problem of the record's syntax (or an unknown `[Match]` length), with its
    /// diagnostic. Only records that are not free of problems have any.
    #[cold]
    fn problem(&mut self, problem: &Problem) {
        let _ = problem;
    }

    /// Whether to go on reading (checked after each item of the body). A visitor that has
    /// seen enough says `false`: the reading stops there.
    #[inline]
    fn keep_reading(&self) -> bool {
        true
    }
}

/// The entry of one step, `tower dir dist landing`, spanning `span` (its parts without
/// spans of their own: a visitor given the values only).
pub(crate) fn step_entry(
    tower: Colour,
    dir: Direction,
    dist: u8,
    landing: Colour,
    span: Span,
) -> Entry {
    let sp = Span::default();
    let mut segments = Segments::new();
    segments.push(Segment {
        tower: Spanned::new(tower, sp),
        action: Action::Step {
            dir: Spanned::new(dir, sp),
            dist: Spanned::new(dist, sp),
        },
        landing: Spanned::new(landing, sp),
        span: sp,
    });
    Entry { segments, span }
}
