//! Direction abbreviations with several readings in the record's language (`D`: Devant or
//! Droite, `A`: Arrière or Avant), settled by legality where they stand: the one reading
//! that is a legal move is taken; none or several is a
//! `kamisado::rule::ambiguous-abbreviation` error listing the readings.

use super::ast::{Action, Entry, Item, Record};
use super::board::Direction;
use super::notation::{ArrowStyle, Style, direction_name, write_move};
use super::replay::{PlyKind, Replay, Written};
use super::rules::{Phase, Position};
use crate::core::{Problem, Span, Spanned};

/// `e` with each abbreviated direction replaced by its one legal reading at `pos`;
/// `None` when `e` has no abbreviation with several readings.
pub fn settle(record: &Record, pos: &Position, e: &Entry) -> Result<Option<Entry>, Box<Problem>> {
    if record.abbreviations.is_empty() {
        return Ok(None);
    }
    let mut settled: Option<Entry> = None;
    for (i, seg) in e.segments.iter().enumerate() {
        let Action::Step { dir, dist } = seg.action else {
            continue;
        };
        let Ok(at) = record
            .abbreviations
            .binary_search_by_key(&dir.span.start, |a| a.span.start)
        else {
            continue;
        };
        let readings = record.abbreviations[at].readings;
        let legal: Vec<Direction> = readings
            .iter()
            .filter(|&d| {
                if pos.phase() == Phase::Pushed {
                    return d == Direction::Back;
                }
                pos.step(seg.tower.node, d, dist.node)
                    .ok()
                    .and_then(|mv| Written::of(pos, mv))
                    .is_some_and(|w| w.landing == seg.landing.node)
            })
            .collect();
        match legal[..] {
            [d] => {
                let entry = settled.get_or_insert_with(|| e.clone());
                entry.segments[i].action = Action::Step {
                    dir: Spanned::new(d, dir.span),
                    dist,
                };
            }
            _ => {
                return Err(Box::new(ambiguous(
                    record,
                    dir.span,
                    readings.iter(),
                    &legal,
                    seg,
                    dist.node,
                )));
            }
        }
    }
    Ok(settled)
}

fn ambiguous(
    record: &Record,
    span: Span,
    readings: impl Iterator<Item = Direction>,
    legal: &[Direction],
    seg: &super::ast::Segment,
    dist: u8,
) -> Problem {
    let style = &record.notation;
    let words = Style {
        arrows: ArrowStyle::Words,
        ..*style
    };
    let readings: Vec<Direction> = readings.collect();
    let names: Vec<String> = readings
        .iter()
        .map(|&d| {
            format!(
                "{} ({})",
                direction_name(d, &words),
                direction_name(d, &Style::ENGLISH_ARROWS)
            )
        })
        .collect();
    let entries = |list: &[Direction]| -> Vec<String> {
        list.iter()
            .map(|&d| {
                format!(
                    "`{}`",
                    write_move(seg.tower.node, Some((d, dist)), seg.landing.node, style)
                )
            })
            .collect()
    };
    let help = if legal.is_empty() {
        format!(
            "no reading is a legal move here ({}): check the entry",
            entries(&readings).join(", ")
        )
    } else {
        format!(
            "{} are all legal here: write more letters of the direction",
            entries(legal).join(" and ")
        )
    };
    Problem::error(
        "kamisado::rule::ambiguous-abbreviation",
        span,
        format!("this abbreviation could be {}", names.join(" or ")),
    )
    .with_label("ambiguous abbreviation")
    .with_help(help)
}

/// Write into `record` the reading the replay settled on for each abbreviation of an
/// entry it replayed, so that what is written from the record (`kifu fmt`) says the move
/// that was played. Entries the replay did not reach keep their first reading.
pub fn apply(record: &mut Record, replay: &Replay) {
    if record.abbreviations.is_empty() {
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
                    .abbreviations
                    .binary_search_by_key(&dir.span.start, |a| a.span.start)
                    .is_ok()
            {
                dir.node = d;
            }
        }
    }
}
