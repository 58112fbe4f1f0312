//! The [`Reader`]: reads a Kamisado record and drives a [`Visitor`] through it.
//!
//! Both readings of a record are the one grammar's ([`notation`](super::notation)): first
//! it reads the record straight, feeding the visitor as it goes and building nothing;
//! where that reading gives up (a problem, an abbreviation: anything that needs the
//! record's language or a recovery), the same grammar reads the record again, recovering,
//! into its syntax tree with every diagnostic ([`notation::parse_range`]), and the
//! visitor, made again, is fed from what it read.

use super::ast::{Action, Item, MatchKind, Record};
use super::notation;
use super::visitor::Visitor;
use crate::core::{Problem, Span, Spanned, header};

/// Reads the records of a text and drives a [`Visitor`] through each
/// (pgn-reader's `Reader` is the model). The visitor sees the record's tags, then its
/// items in the order of the text; every record is read, whatever it holds (the problems
/// of one that is not free of them come to [`Visitor::problem`]).
///
/// ```
/// use kifu::Span;
/// use kifu::kamisado::{Colour, Direction, Entry, Reader, Visitor};
///
/// /// Counts the entries of a record and the pushes among them (`+` entries).
/// #[derive(Default)]
/// struct Pushes {
///     entries: usize,
///     pushes: usize,
/// }
///
/// impl Visitor for Pushes {
///     // The common entry comes as plain values, never built: only counted here.
///     fn step(&mut self, _: Colour, _: Direction, _: u8, _: Colour, _: Span) {
///         self.entries += 1;
///     }
///
///     fn entry(&mut self, entry: &Entry) {
///         self.entries += 1;
///         self.pushes += usize::from(entry.segments.len() > 1);
///     }
/// }
///
/// let text = "1. Red ↗3 Blue   Yellow ↓1 Green + Pink ↓1 Orange\n2. Green 0 Green\n";
/// let reader = Reader::new(text);
/// let span = reader.records().next().unwrap();
/// let seen = reader.read(span, |_| Pushes::default());
/// assert_eq!((seen.entries, seen.pushes), (3, 1));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Reader<'a> {
    text: &'a str,
}

impl<'a> Reader<'a> {
    /// A reader of `text`, which holds one record or more.
    pub fn new(text: &'a str) -> Self {
        Reader { text }
    }

    /// The spans of the text's records (a record ends where a line opening a tag follows
    /// its body), for [`read`](Reader::read).
    pub fn records(&self) -> impl Iterator<Item = Span> + 'a {
        header::split_records(self.text)
    }

    /// Read the record at `span` (one of [`records`](Reader::records)), driving the
    /// visitor that `make` makes for the record's match length (its `[Match]` tag; a
    /// simple match without one, or with an unknown one). `make` is called again when the
    /// straight reading gives up part-way: the visitor returned has seen the whole record
    /// once (or up to where it asked to stop).
    pub fn read<V: Visitor>(&self, span: Span, mut make: impl FnMut(MatchKind) -> V) -> V {
        match notation::read_straight(self.text, span, |kind| notation::Drive(make(kind))) {
            Ok(notation::Drive(v)) => v,
            Err(notation::GiveUp) => self.read_recovering(span, make),
        }
    }

    /// [`read`](Reader::read), recovering.
    #[cold]
    #[inline(never)]
    fn read_recovering<V: Visitor>(&self, span: Span, mut make: impl FnMut(MatchKind) -> V) -> V {
        let (record, problems) = notation::parse_range(self.text, span);
        let (kind, bad_match) = match notation::match_kind(&record) {
            Ok(kind) => (kind, None),
            Err(problem) => (MatchKind::Simple, Some(problem)),
        };
        let mut v = make(kind);
        visit(&record, bad_match.iter().chain(&problems), &mut v);
        v
    }
}

/// Feed `record` (read recovering) and its `problems` to `v`: the tags, the
/// problems, then the items.
fn visit<'p>(record: &Record, problems: impl Iterator<Item = &'p Problem>, v: &mut impl Visitor) {
    for t in &record.tags {
        v.tag(
            Spanned::new(t.key.node.as_str(), t.key.span),
            Spanned::new(t.value.node.as_str(), t.value.span),
            t.span,
        );
    }
    for p in problems {
        v.problem(p);
    }
    for item in &record.items {
        match item {
            Item::Round(h) => v.round(h.number.node, h.fill.map(|f| f.node), h.span),
            Item::MoveNumber(n) => v.move_number(n.node, n.span),
            Item::Ellipsis(span) => v.ellipsis(*span),
            Item::Entry(e) => match e.segments.as_slice() {
                [s] => match s.action {
                    Action::Step { dir, dist } => {
                        v.step(s.tower.node, dir.node, dist.node, s.landing.node, e.span)
                    }
                    Action::Blocked { .. } => v.entry(e),
                },
                _ => v.entry(e),
            },
            Item::Score(s) => v.score(s.black.node, s.white.node, s.span),
            Item::Comment(c) => v.comment(&c.node, c.span),
            Item::Invalid(span) => v.invalid(*span),
        }
        if !v.keep_reading() {
            break;
        }
    }
}
