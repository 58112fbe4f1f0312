//! Picking a point in a replayed record: `--round N --ply N` (default: the end).

use super::{BySide, Ply, PlyKind, Position, Replay};

/// A point in a record: the position there and how it was reached.
pub struct Point<'a> {
    pub round: u32,
    /// Plies played in this round up to this point.
    pub ply: usize,
    pub position: Position,
    /// The ply that led here, if any.
    pub last: Option<&'a Ply>,
    /// The score at this point.
    pub score: BySide<u32>,
}

/// The position after `ply` plies of round `round` (both default to the last).
pub fn select(
    replay: &Replay,
    round: Option<u32>,
    ply: Option<usize>,
) -> Result<Point<'_>, crate::Message> {
    let Some(last_round) = replay.rounds.last() else {
        return Ok(Point {
            round: 1,
            ply: 0,
            position: replay.position,
            last: None,
            score: BySide([0, 0]),
        });
    };
    let number = round.unwrap_or(last_round.number);
    let Some(index) = replay.rounds.iter().position(|r| r.number == number) else {
        return Err(crate::message!(
            "usage-no-round",
            round = number,
            last = last_round.number
        ));
    };
    let r = &replay.rounds[index];
    let n = ply.unwrap_or(r.plies.len());
    if n > r.plies.len() {
        return Err(crate::message!(
            "usage-round-plies",
            round = number,
            plies = r.plies.len()
        ));
    }
    let before = if index == 0 {
        BySide([0, 0])
    } else {
        replay.rounds[..index]
            .iter()
            .rev()
            .find_map(|r| r.end)
            .map_or(BySide([0, 0]), |e| e.score)
    };
    let is_last_round = index + 1 == replay.rounds.len();
    let (position, last) = if n == 0 {
        (r.start, None)
    } else if n == r.plies.len() && is_last_round {
        (replay.position, r.plies.last())
    } else if n == r.plies.len() {
        let p = &r.plies[n - 1];
        (after(p), Some(p))
    } else {
        (r.plies[n].before, Some(&r.plies[n - 1]))
    };
    let score = if n == r.plies.len() {
        r.end.map_or(before, |e| e.score)
    } else {
        before
    };
    Ok(Point {
        round: number,
        ply: n,
        position,
        last,
        score,
    })
}

fn after(p: &Ply) -> Position {
    if p.kind == PlyKind::DeadlockConfirm {
        p.before
    } else {
        p.before.play_unchecked(p.mv)
    }
}
