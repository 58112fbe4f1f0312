//! The tags of a record (`[Key "Value"]`, as the shared reader [`Cursor::tag`] reads
//! them): those of its head, read before its visitor is made (the `[Match]` tag says
//! which), and, recovering, those in its body.

use std::borrow::Cow;
use std::collections::HashMap;

use super::{GiveUp, Grammar, Sink};
use crate::core::header::{self, Cursor};
use crate::core::{Problem, Span, Spanned};
use crate::message::Message;

/// A tag of the record's head, read before its visitor is made (the `[Match]` tag says
/// which): borrowed from the text unless it holds an escape.
pub(super) struct HeadTag<'a> {
    pub(super) key: Spanned<Cow<'a, str>>,
    pub(super) value: Spanned<Cow<'a, str>>,
    pub(super) span: Span,
}

impl<'a> Grammar<'a> {
    /// A tag of the head at `start`: read straight (no escape, on one line), else as
    /// the shared reader reads it ([`Cursor::tag`]), whose problem (a malformed tag) goes
    /// to `early`.
    pub(super) fn head_tag(
        &mut self,
        start: usize,
        early: &mut Vec<Problem>,
    ) -> Result<Option<HeadTag<'a>>, GiveUp> {
        if let Some(t) = plain_tag(self.src.as_bytes(), start) {
            self.go(t.span.end);
            let text = |s: Span| Cow::Borrowed(&self.src[s.range()]);
            return Ok(Some(HeadTag {
                key: Spanned::new(text(t.key), t.key),
                value: Spanned::new(text(t.value), t.value),
                span: t.span,
            }));
        }
        let mut c = Cursor::new(self.src, start);
        let result = c.tag();
        self.go(c.pos().max(start + 1).min(self.src.len()));
        match result {
            Some(Ok(raw)) => Ok(Some(HeadTag {
                key: Spanned::new(Cow::Owned(raw.key.node.to_string()), raw.key.span),
                value: Spanned::new(Cow::Owned(raw.value.node.to_string()), raw.value.span),
                span: raw.span,
            })),
            Some(Err(p)) if self.recover => {
                early.push(p);
                Ok(None)
            }
            _ => Err(GiveUp),
        }
    }

    /// A tag in the body (recovering): a tag of the head if no item came before it (a
    /// comment may), else a tag after the moves.
    #[cold]
    #[inline(never)]
    pub(super) fn body_tag<S: Sink>(
        &mut self,
        s: &mut S,
        start: usize,
        seen_body: bool,
        keys: &mut Keys,
    ) {
        let mut c = Cursor::new(self.src, start);
        let result = c.tag();
        self.go(c.pos().max(start + 1).min(self.src.len()));
        let raw = match result {
            Some(Ok(raw)) => raw,
            Some(Err(p)) => {
                if seen_body {
                    s.invalid(Span::new(start, self.pos));
                }
                s.problem(p);
                return;
            }
            None => return,
        };
        if seen_body {
            s.problem(
                Problem::error(
                    "kamisado::syntax::unexpected",
                    raw.span,
                    Message::new("kamisado-syntax-tag-after-moves"),
                )
                .with_label(Message::new("kamisado-syntax-tag-after-moves-label"))
                .with_help(Message::new("kamisado-syntax-tag-after-moves-help")),
            );
            s.invalid(raw.span);
            return;
        }
        if let Some(first) = keys.first(&raw.key.node, raw.span) {
            s.problem(header::duplicate_tag(first, raw.key.span, &raw.key.node));
        } else {
            s.tag(
                Spanned::new(raw.key.node.as_str(), raw.key.span),
                Spanned::new(raw.value.node.as_str(), raw.value.span),
                raw.span,
            );
        }
    }

}

/// A tag `[Key "Value"]` read straight from the bytes at `start` (spaces and tabs around
/// its parts, no escape, no line break or `\r` in its value): its key's, value's and
/// whole span. `None` for any other tag, which [`Cursor::tag`] reads.
fn plain_tag(b: &[u8], start: usize) -> Option<TagSpans> {
    let spaces = |mut i: usize| {
        while matches!(b.get(i), Some(b' ' | b'\t')) {
            i += 1;
        }
        i
    };
    let key_start = spaces(start + 1);
    let mut i = key_start;
    if !b
        .get(i)
        .is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
    {
        return None;
    }
    while b
        .get(i)
        .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-'))
    {
        i += 1;
    }
    let key = Span::new(key_start, i);
    if b.get(i).is_some_and(|&c| c >= 0x80) {
        return None;
    }
    i = spaces(i);
    if b.get(i) != Some(&b'"') {
        return None;
    }
    let value_start = i + 1;
    i = value_start + memchr::memchr3(b'"', b'\\', b'\n', &b[value_start..])?;
    if b[i] != b'"' || b[value_start..i].contains(&b'\r') {
        return None;
    }
    let value = Span::new(value_start, i);
    i = spaces(i + 1);
    if b.get(i) != Some(&b']') {
        return None;
    }
    Some(TagSpans {
        key,
        value,
        span: Span::new(start, i + 1),
    })
}

/// The tags' keys read so far, lower-cased (recovering), and the span of each one's tag.
pub(super) struct Keys(HashMap<compact_str::CompactString, Span>);

impl Keys {
    pub(super) fn new() -> Self {
        Keys(HashMap::new())
    }

    /// The span of the tag that gave `key` first, if one did; else `key` is now given, by
    /// the tag at `span`.
    pub(super) fn first(&mut self, key: &str, span: Span) -> Option<Span> {
        let key = compact_str::CompactString::from(key.to_ascii_lowercase());
        match self.0.get(&key) {
            Some(&first) => Some(first),
            None => {
                self.0.insert(key, span);
                None
            }
        }
    }
}

struct TagSpans {
    key: Span,
    value: Span,
    span: Span,
}

