//! The canonical numbering of a replayed record: `N.` before each Black entry, `N. ...`
//! where White begins a line, numbers restarting at each round. The writer
//! ([`super::notation::write_record`]) follows the numbering it is given; a record that
//! replays cleanly gets it from the replay, which knows whose entry each one is; and an
//! abbreviation with several readings is written as the reading the replay settled
//! ([`settle_abbreviations`]).

use std::collections::HashMap;

use super::ast::{Action, Entry, Item, Record, Segment};
use super::board::{Colour, Direction, Side};
use super::notation::{Style, write_entry};
use super::replay::{Ply, PlyKind, Replay};
use super::written::Written;
use crate::core::header::Numbering;
use crate::core::{Span, Spanned};

/// The record with its move numbers and ellipses rewritten from the replay. A record whose
/// replay stopped early is returned as it was written.
pub fn renumber(record: &Record, replay: &Replay) -> Record {
    if replay.findings.stopped_at.is_some() {
        return record.clone();
    }
    let sides: HashMap<usize, Side> = replay
        .rounds
        .iter()
        .flat_map(|r| r.plies.iter().map(|p| (p.item, p.side)))
        .collect();
    let mut items = Vec::with_capacity(record.items.len());
    let mut numbering = Numbering::default();
    for (i, item) in record.items.iter().enumerate() {
        match item {
            Item::MoveNumber(_) | Item::Ellipsis(_) => {}
            Item::Round(_) => {
                numbering = Numbering::default();
                items.push(item.clone());
            }
            Item::Entry(e) => {
                let at = Span::point(e.span.start);
                let second = sides.get(&i) == Some(&Side::White);
                if let Some((number, ellipsis)) = numbering.entry(second) {
                    items.push(Item::MoveNumber(Spanned::new(number, at)));
                    if ellipsis {
                        items.push(Item::Ellipsis(at));
                    }
                }
                items.push(item.clone());
            }
            _ => items.push(item.clone()),
        }
    }
    Record {
        tags: record.tags.clone(),
        items,
        span: record.span,
        head: record.head.clone(),
    }
}

/// Write into `record` the reading the replay settled on for each abbreviation of an
/// entry it replayed, so that what is written from the record (`kifu fmt`) says the move
/// that was played. Entries the replay did not reach keep their first reading.
pub fn settle_abbreviations(record: &mut Record, replay: &Replay) {
    apply_colours(record, replay);
    if record.head.abbreviations.is_empty() {
        return;
    }
    for ply in replay.rounds.iter().flat_map(|r| &r.plies) {
        let Some(Item::Entry(e)) = record.items.get_mut(ply.item) else {
            continue;
        };
        let played = match ply.kind {
            PlyKind::Pushed => Some(Direction::Back),
            _ => Written::of(&ply.before, ply.mv).and_then(|w| w.step.map(|(d, _)| d)),
        };
        for seg in &mut e.segments {
            if let (Action::Step { dir, .. }, Some(d)) = (&mut seg.action, played)
                && record
                    .head
                    .abbreviations
                    .binary_search_by_key(&dir.span.start, |a| a.span.start)
                    .is_ok()
            {
                dir.node = d;
            }
        }
    }
}

/// [`settle_abbreviations`] for colour abbreviations: the tower and landing of each replayed segment.
fn apply_colours(record: &mut Record, replay: &Replay) {
    if record.head.colour_abbreviations.is_empty() {
        return;
    }
    for ply in replay.rounds.iter().flat_map(|r| &r.plies) {
        let Some(Item::Entry(e)) = record.items.get_mut(ply.item) else {
            continue;
        };
        let played: Vec<(Colour, Colour)> = match ply.kind {
            PlyKind::Pushed => {
                let pushed = ply.before.last_pushed();
                let from = if e.segments.len() == 1 {
                    pushed.len().saturating_sub(1)
                } else {
                    0
                };
                pushed[from..]
                    .iter()
                    .map(|&(t, _, to)| (t.colour, to.colour()))
                    .collect()
            }
            _ => Written::of(&ply.before, ply.mv)
                .map(|w| vec![(w.tower, w.landing)])
                .unwrap_or_default(),
        };
        for (seg, (tower, landing)) in e.segments.iter_mut().zip(played) {
            for (colour, c) in [(&mut seg.tower, tower), (&mut seg.landing, landing)] {
                if record
                    .head
                    .colour_abbreviations
                    .binary_search_by_key(&colour.span.start, |a| a.span.start)
                    .is_ok()
                {
                    colour.node = c;
                }
            }
        }
    }
}

/// The entry for a ply, in English with arrows (the canonical style).
pub fn entry_text(ply: &Ply) -> String {
    entry_text_in(ply, &Style::ENGLISH_ARROWS)
}

/// The entry for a ply, as a sheet in `style` writes it.
pub fn entry_text_in(ply: &Ply, style: &Style) -> String {
    write_entry(&ply_entry(ply), style)
}

/// The entry for a ply, as the AST holds it (spans empty): the pushed towers of a pushed
/// entry, each `↓1` onto its colour; otherwise the tower, its step (none for a blocked
/// `0`) and the landing colour. No segment for a move a sheet cannot write.
pub fn ply_entry(ply: &Ply) -> Entry {
    let at = Span::default();
    let segment = |tower: Colour, step: Option<(Direction, u8)>, landing: Colour| Segment {
        tower: Spanned::new(tower, at),
        action: match step {
            None => Action::Blocked { zero: at },
            Some((d, n)) => Action::Step {
                dir: Spanned::new(d, at),
                dist: Spanned::new(n, at),
            },
        },
        landing: Spanned::new(landing, at),
        span: at,
    };
    let segments = match ply.kind {
        PlyKind::Pushed => ply
            .before
            .last_pushed()
            .iter()
            .map(|&(t, _, to)| segment(t.colour, Some((Direction::Back, 1)), to.colour()))
            .collect(),
        _ => Written::of(&ply.before, ply.mv)
            .map(|w| segment(w.tower, w.step, w.landing))
            .into_iter()
            .collect(),
    };
    Entry { segments, span: at }
}
