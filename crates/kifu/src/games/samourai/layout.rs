//! The canonical numbering of a replayed record: `N.` before each Red entry, `N. ...`
//! where Black begins a line. The writer ([`super::notation::write_record`]) follows the
//! numbering it is given; a record that replays cleanly gets it from the replay, which
//! knows whose entry each one is.

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
    let sides: HashMap<usize, Side> = replay.plies.iter().map(|p| (p.item, p.side)).collect();
    let mut items = Vec::with_capacity(record.items.len());
    let mut numbering = Numbering::default();
    let mut last_side: Option<Side> = None;
    for (i, item) in record.items.iter().enumerate() {
        match item {
            Item::MoveNumber(_) | Item::Ellipsis(_) => {}
            Item::Entry(e) => {
                let at = Span::point(e.span.start);
                let side = sides.get(&i).copied();
                // An unjoined bonus move (same side again) stays in the same cell line.
                let repeat = side.is_some() && side == last_side;
                if !repeat
                    && let Some((number, ellipsis)) = numbering.entry(side == Some(Side::Black))
                {
                    items.push(Item::MoveNumber(Spanned::new(number, at)));
                    if ellipsis {
                        items.push(Item::Ellipsis(at));
                    }
                }
                last_side = side;
                items.push(item.clone());
            }
            _ => items.push(item.clone()),
        }
    }
    Record {
        tags: record.tags.clone(),
        head: record.head.clone(),
        items,
        span: record.span,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::samourai::board::Board;
    use crate::games::samourai::notation::{Style, parse, write_record};
    use crate::games::samourai::replay::{ReplayOptions, replay};

    /// `text` read without a syntax problem and replayed to the end on the default board.
    fn valid_replay(text: &str) -> (Record, Replay) {
        let (record, syntax) = parse(text);
        assert!(syntax.is_empty(), "{text}: {syntax:?}");
        let replayed = replay(&record, Board::standard(), ReplayOptions::default());
        assert!(
            replayed.is_valid(),
            "{text}: {:?}",
            replayed.findings.problems
        );
        (record, replayed)
    }

    #[test]
    fn renumbers_from_the_replay() {
        // Move 7 where move 1 is meant: a warning, and the numbers are rewritten.
        let (record, r) =
            valid_replay("7. e1-e4 3 ryu\n e11-e9 2 washi c1-d2 1 washi 9. ... c11-d10");
        let out = write_record(&renumber(&record, &r), &Style::default());
        assert_eq!(
            out,
            "1. e1-e4 3 ryu     e11-e9 2 washi\n2. c1-d2 1 washi   c11-d10\n"
        );
        let (_, again) = valid_replay(&out);
        assert!(
            again.findings.problems.is_empty(),
            "{:?}",
            again.findings.problems
        );
    }
}
