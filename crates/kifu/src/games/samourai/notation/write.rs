//! Writing a Samouraï record: announcements, entries and whole records in a style.

use crate::core::header;
use crate::games::samourai::ast::{Entry, Item, Record, Said, Segment};
use crate::games::samourai::style::{Style, kind_name};

/// An announcement: `3 ryu`, `anzen`, `2` (distance only), `dragon` (kind only), or
/// nothing.
pub fn write_said(said: &Said, style: &Style) -> String {
    let mut out = String::new();
    if let Some(d) = said.dist {
        // The anzen is announced by its name alone, but a written distance is kept.
        out.push_str(&d.node.to_string());
    }
    if let Some(k) = said.kind {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(kind_name(k.node, style.lang));
    }
    out
}

/// One move: `e1-e4 3 ryu`.
pub fn write_segment(seg: &Segment, style: &Style) -> String {
    let said = write_said(&seg.said, style);
    if said.is_empty() {
        format!("{}-{}", seg.from.node, seg.to.node)
    } else {
        format!("{}-{} {said}", seg.from.node, seg.to.node)
    }
}

/// One entry: a move, or `e4-f6 anzen + f6-b2 4 ho bo`.
pub fn write_entry(entry: &Entry, style: &Style) -> String {
    let mut out = write_segment(&entry.first, style);
    if let Some((_, b)) = &entry.bonus {
        out.push_str(" + ");
        out.push_str(&write_segment(b, style));
    }
    out
}

/// The record in the canonical layout: tags, the inline board if any, a blank line, then
/// numbered pairs `1. <red> <black>` in aligned columns (after a move number Red's entry
/// comes first unless an ellipsis stands in its place). Comments stay where they were
/// (one of several lines on lines of its own, after the moves before it);
/// [`Item::Invalid`] text is left out.
pub fn write_record(record: &Record, style: &Style) -> String {
    write_with(record, |e| write_entry(e, style))
}

/// The canonical layout of [`write_record`], but every entry exactly as written in
/// `source` (the text `record` was parsed from): re-layout without translating.
pub fn write_record_verbatim(record: &Record, source: &str) -> String {
    write_with(record, |e| {
        source.get(e.span.range()).unwrap_or_default().to_owned()
    })
}

fn write_with(record: &Record, entry: impl Fn(&Entry) -> String) -> String {
    let mut out = String::new();
    for t in &record.tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    if let Some(b) = &record.head.board {
        out.push_str("Board:\n");
        for line in b.text.node.lines() {
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    let mut sheet = header::Sheet::default();
    for item in &record.items {
        match item {
            Item::MoveNumber(n) => sheet.number(n.node),
            Item::Ellipsis(_) => sheet.entry("..."),
            Item::Entry(e) => sheet.entry(&entry(e)),
            Item::Comment(c) => sheet.comment(&c.node),
            Item::Invalid(_) => {}
        }
    }
    sheet.write(&mut out);
    out
}
