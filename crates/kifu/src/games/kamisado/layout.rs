//! The canonical numbering of a replayed record: `N.` before each Black entry, `N. ...`
//! where White begins a line, numbers restarting at each round. The writer
//! ([`super::notation::write_record`]) follows the numbering it is given; a record that
//! replays cleanly gets it from the replay, which knows whose entry each one is.

use std::collections::HashMap;

use super::ast::{Item, Record};
use super::board::Side;
use super::replay::Replay;
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
