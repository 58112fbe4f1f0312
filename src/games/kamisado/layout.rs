//! The canonical numbering of a replayed record: `N.` before each Black entry, `N. ...`
//! where White begins a line, numbers restarting at each round. The writer
//! ([`super::notation::write_record`]) follows the numbering it is given; a record that
//! replays cleanly gets it from the replay, which knows whose entry each one is.

use std::collections::HashMap;

use super::ast::{Item, Record};
use super::board::Side;
use super::replay::Replay;
use crate::core::{Span, Spanned};

/// The record with its move numbers and ellipses rewritten from the replay. A record whose
/// replay stopped early is returned as it was written.
pub fn renumber(record: &Record, replay: &Replay) -> Record {
    if replay.stopped_at.is_some() {
        return record.clone();
    }
    let sides: HashMap<usize, Side> = replay
        .rounds
        .iter()
        .flat_map(|r| r.plies.iter().map(|p| (p.item, p.side)))
        .collect();
    let mut items = Vec::with_capacity(record.items.len());
    let mut number = 0u32;
    let mut open = false;
    for (i, item) in record.items.iter().enumerate() {
        match item {
            Item::MoveNumber(_) | Item::Ellipsis(_) => {}
            Item::Round(_) => {
                number = 0;
                open = false;
                items.push(item.clone());
            }
            Item::Entry(e) => {
                let at = Span::point(e.span.start);
                match sides.get(&i) {
                    Some(Side::White) if open => open = false,
                    Some(Side::White) => {
                        number += 1;
                        items.push(Item::MoveNumber(Spanned::new(number, at)));
                        items.push(Item::Ellipsis(at));
                    }
                    _ => {
                        number += 1;
                        items.push(Item::MoveNumber(Spanned::new(number, at)));
                        open = true;
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
        notation: record.notation,
        abbreviations: record.abbreviations.clone(),
    }
}
