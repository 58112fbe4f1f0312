//! What the grammar drives: a [`Sink`] takes each item as the grammar reads it, with
//! every span. [`Drive`] hands the items to a public [`Visitor`] (the straight reading);
//! [`BuildAst`] builds the [`Record`](super::super::super::ast::Record)'s parts (the
//! recovering reading, [`super::parse_range`]).

use super::super::super::ast::{Action, Entry, Item, RoundHeader, ScoreLine, Segment, Tag};
use super::super::super::board::{Colour, Direction};
use super::super::super::visitor::Visitor;
use crate::core::{Problem, Span, Spanned};

/// What the grammar finds, item by item, in the order of the text (the tags of the head
/// first).
pub(crate) trait Sink {
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span);
    fn round(&mut self, header: RoundHeader);
    /// A move number: its span covers the digits and the dot (`12.`), or the digits
    /// before an ellipsis (`12...`, which then comes to [`Sink::ellipsis`]).
    fn move_number(&mut self, number: Spanned<u32>);
    fn ellipsis(&mut self, span: Span);
    fn score(&mut self, line: ScoreLine);
    fn comment(&mut self, text: &str, span: Span);
    /// An entry of one step, as plain values (`Red ↗3 Blue`).
    fn step(&mut self, step: Step);
    /// An entry of one segment.
    fn segment(&mut self, segment: Segment);
    /// A pushed entry (2 or 3 segments).
    fn entry(&mut self, entry: Entry);
    fn invalid(&mut self, span: Span);
    fn problem(&mut self, problem: Problem);
    fn keep_reading(&self) -> bool;
}

/// The common entry, one tower's step (`Red ↗3 Blue`): its parts as plain values, each
/// with its span (no [`Segment`] is built for it on the straight reading).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Step {
    pub tower: Spanned<Colour>,
    pub dir: Spanned<Direction>,
    pub dist: Spanned<u8>,
    pub landing: Spanned<Colour>,
}

impl Step {
    /// The entry's span: from the tower to the landing colour.
    #[inline(always)]
    pub fn span(&self) -> Span {
        self.tower.span.join(self.landing.span)
    }
}

/// A [`Visitor`] driven by the grammar.
pub(crate) struct Drive<V>(pub V);

impl<V: Visitor> Sink for Drive<V> {
    #[inline]
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span) {
        self.0.tag(key, value, span);
    }

    #[inline]
    fn round(&mut self, h: RoundHeader) {
        self.0.round(h.number.node, h.fill.map(|f| f.node), h.span);
    }

    #[inline]
    fn move_number(&mut self, n: Spanned<u32>) {
        self.0.move_number(n.node, n.span);
    }

    #[inline]
    fn ellipsis(&mut self, span: Span) {
        self.0.ellipsis(span);
    }

    #[inline]
    fn score(&mut self, s: ScoreLine) {
        self.0.score(s.black.node, s.white.node, s.span);
    }

    #[inline]
    fn comment(&mut self, text: &str, span: Span) {
        self.0.comment(text, span);
    }

    #[inline(always)]
    fn step(&mut self, s: Step) {
        let span = s.span();
        self.0
            .step(s.tower.node, s.dir.node, s.dist.node, s.landing.node, span);
    }

    #[inline]
    fn segment(&mut self, s: Segment) {
        match s.action {
            Action::Step { dir, dist } => {
                self.0
                    .step(s.tower.node, dir.node, dist.node, s.landing.node, s.span)
            }
            Action::Blocked { .. } => self.0.entry(&Entry {
                segments: [s].into_iter().collect(),
                span: s.span,
            }),
        }
    }

    #[inline]
    fn entry(&mut self, e: Entry) {
        self.0.entry(&e);
    }

    #[inline]
    fn invalid(&mut self, span: Span) {
        self.0.invalid(span);
    }

    #[inline]
    fn problem(&mut self, problem: Problem) {
        self.0.problem(&problem);
    }

    #[inline]
    fn keep_reading(&self) -> bool {
        self.0.keep_reading()
    }
}

/// The tag of the record's syntax tree with key `key` and value `value`, spanning `span`.
pub(crate) fn tag(key: Spanned<&str>, value: Spanned<&str>, span: Span) -> Tag {
    Tag {
        key: Spanned::new(key.node.into(), key.span),
        value: Spanned::new(value.node.into(), value.span),
        span,
    }
}

/// The syntax tree of a record, built as the grammar reads it: its tags, its items and
/// its problems.
pub(crate) struct BuildAst {
    tags: Vec<Tag>,
    items: Vec<Item>,
    problems: Vec<Problem>,
}

impl BuildAst {
    /// Room for `items` items.
    pub(crate) fn new(items: usize) -> Self {
        BuildAst {
            tags: Vec::new(),
            items: Vec::with_capacity(items),
            problems: Vec::new(),
        }
    }

    /// The tags, the items and the problems read.
    pub(crate) fn finish(self) -> (Vec<Tag>, Vec<Item>, Vec<Problem>) {
        (self.tags, self.items, self.problems)
    }
}

impl Sink for BuildAst {
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span) {
        self.tags.push(tag(key, value, span));
    }

    fn round(&mut self, header: RoundHeader) {
        self.items.push(Item::Round(header));
    }

    fn move_number(&mut self, number: Spanned<u32>) {
        self.items.push(Item::MoveNumber(number));
    }

    fn ellipsis(&mut self, span: Span) {
        self.items.push(Item::Ellipsis(span));
    }

    fn score(&mut self, line: ScoreLine) {
        self.items.push(Item::Score(line));
    }

    fn comment(&mut self, text: &str, span: Span) {
        self.items
            .push(Item::Comment(Spanned::new(text.to_owned(), span)));
    }

    fn step(&mut self, s: Step) {
        self.segment(Segment {
            tower: s.tower,
            action: Action::Step {
                dir: s.dir,
                dist: s.dist,
            },
            landing: s.landing,
            span: s.span(),
        });
    }

    fn segment(&mut self, segment: Segment) {
        self.items.push(Item::Entry(Entry {
            segments: [segment].into_iter().collect(),
            span: segment.span,
        }));
    }

    fn entry(&mut self, entry: Entry) {
        self.items.push(Item::Entry(entry));
    }

    fn invalid(&mut self, span: Span) {
        self.items.push(Item::Invalid(span));
    }

    fn problem(&mut self, problem: Problem) {
        self.problems.push(problem);
    }

    fn keep_reading(&self) -> bool {
        true
    }
}
