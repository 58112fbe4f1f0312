//! EveryBoard's Kamisado records: the list of moves of a game, as JSON.
//!
//! EveryBoard (repository `EveryBoard/EveryBoard`) keeps a game as the list of its moves,
//! each encoded by the game's move encoder (`src/app/games/kamisado/KamisadoMove.ts`):
//!
//! - a move of a tower is its start and end coordinates, `{"first": [x, y], "second":
//!   [x, y]}` (`MoveWithTwoCoords`, a coordinate being the pair `[x, y]`, `Coord.ts`;
//!   older versions wrote `{"x": 3, "y": 7}`, read too);
//! - a pass is the string `"PASS"`;
//! - older versions encoded a move as one number, `x1·4096 + y1·256 + x2·16 + y2`, and a
//!   pass as `0` or a negative number; read too.
//!
//! Coordinates: `x` is the column from the left (0–7), `y` the row from the top (0–7).
//! Row 0 is the row whose squares run orange, blue, purple, pink, yellow, red, green,
//! brown from the left (`KamisadoBoard.ts`), the home row of the second player
//! (`Player.ONE`); the first player (`Player.ZERO`) starts on row 7 and moves first. So
//! `x` is kifu's file (`a`–`h`), row `y` is rank `8 − y`, the first player is Black.
//!
//! The file is a JSON array of moves. EveryBoard differs from the book
//! (`KamisadoRules.ts`) in two places, both said where they matter:
//!
//! - after a pass, the opponent must move the tower of the colour the blocked player had to
//!   move (the colour stays); the book (D6) makes it the colour of the square under the
//!   blocked tower (`kamisado::import::everyboard-pass-colour`);
//! - a player who must pass right after the opponent passed loses at once; the book (D8)
//!   plays on until the required tower is one already found blocked, and then the player
//!   who made the last real move loses (`kamisado::import::everyboard-deadlock`).

use indexmap::IndexMap;
use serde_json::value::RawValue;

use super::super::ast::MatchKind;
use super::super::board::Square;
use super::super::recorder::Recorder;
use super::super::rules::Move;
use super::super::style::Style;
use super::{Converted, after_end, code, malformed, move_between};
use crate::core::diag::Problem;
use crate::core::span::Span;
use crate::message;
use crate::message::Arg;

/// The most moves a file may hold (a round of Kamisado is far shorter).
const MAX_MOVES: usize = 10_000;

/// One move as EveryBoard encodes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Encoded {
    Pass,
    Step { from: (i64, i64), to: (i64, i64) },
}

/// Read an EveryBoard list of moves (see the module's documentation).
pub fn convert(text: &str, style: Style) -> Result<Converted, Vec<Problem>> {
    let list: Vec<&RawValue> = serde_json::from_str(text).map_err(|e| {
        let at = offset_of(text, e.line(), e.column());
        vec![malformed(
            Span::new(at, (at + 1).min(text.len()).max(at)),
            message!("kamisado-import-everyboard-json", error = e.to_string()),
            message!("kamisado-import-everyboard-help"),
        )]
    })?;
    let mut notes = Vec::new();
    let mut m = Recorder::new(MatchKind::Simple, style);
    let mut last_pass: Option<Span> = None;
    for raw in list.iter().take(MAX_MOVES) {
        let written = raw.get();
        let start = written.as_ptr() as usize - text.as_ptr() as usize;
        let span = Span::new(start, start + written.len());
        let Some(encoded) = decode(written) else {
            notes.push(malformed(
                span,
                message!("kamisado-import-everyboard-move"),
                message!("kamisado-import-everyboard-help"),
            ));
            return Err(notes);
        };
        if m.round_end().is_some() {
            notes.push(after_end(span));
            return Err(notes);
        }
        let pos = *m.position();
        let mv = match encoded {
            Encoded::Pass => {
                if let Err(why) = pos.check(Move::Pass) {
                    notes.push(super::illegal(span, why, written));
                    return Err(notes);
                }
                // EveryBoard keeps the colour the blocked player had to move.
                let kept = pos.required();
                let tower = pos.tower_to_move();
                let under = tower.map(|t| pos.square_of(t).colour());
                if let (Some(kept), Some(under)) = (kept, under)
                    && kept != under
                {
                    notes.push(
                        Problem::warning(
                            code!("everyboard-pass-colour"),
                            span,
                            message!(
                                "kamisado-import-everyboard-pass-colour",
                                side = Arg::Term(pos.turn().other().term()),
                                program = Arg::Term(kept.tower_term()),
                                book = Arg::Term(under.tower_term())
                            ),
                        )
                        .with_help(message!("kamisado-import-everyboard-pass-colour-help")),
                    );
                }
                last_pass = Some(span);
                Move::Pass
            }
            Encoded::Step { from, to } => {
                let (Some(from), Some(to)) = (square(from), square(to)) else {
                    notes.push(malformed(
                        span,
                        message!("kamisado-import-everyboard-coord"),
                        message!("kamisado-import-everyboard-help"),
                    ));
                    return Err(notes);
                };
                last_pass = None;
                match move_between(&pos, from, to, span, written) {
                    Ok(mv) => mv,
                    Err(p) => {
                        notes.push(*p);
                        return Err(notes);
                    }
                }
            }
        };
        if let Err(why) = m.play(mv) {
            notes.push(super::illegal(span, why, written));
            return Err(notes);
        }
    }
    if list.len() > MAX_MOVES {
        notes.push(malformed(
            Span::new(0, 0),
            message!("kamisado-import-too-long", max = MAX_MOVES),
            message!("kamisado-import-everyboard-help"),
        ));
        return Err(notes);
    }
    // EveryBoard ends the game when the player to move must pass right after a pass.
    if let Some(span) = last_pass
        && m.round_end().is_none()
        && m.position().must_pass()
    {
        let loser = m.position().turn();
        // The book's forced passes (D6), until the deadlock or a move (bounded: 16 towers).
        for _ in 0..16 {
            if m.round_end().is_some() || !m.position().must_pass() {
                break;
            }
            if m.play(Move::Pass).is_err() {
                break;
            }
        }
        let same = m.round_end().is_some_and(|e| e.result.winner != loser);
        if !same {
            notes.push(
                Problem::warning(
                    code!("everyboard-deadlock"),
                    span,
                    message!(
                        "kamisado-import-everyboard-deadlock",
                        side = Arg::Term(loser.term())
                    ),
                )
                .with_help(message!("kamisado-import-everyboard-deadlock-help")),
            );
        }
    }
    let mut before = IndexMap::new();
    before.insert("Source".to_string(), "EveryBoard".to_string());
    Ok(Converted {
        json: m.finish(before, IndexMap::new()),
        notes,
    })
}

/// A move as EveryBoard writes it, or None.
fn decode(written: &str) -> Option<Encoded> {
    let value: serde_json::Value = serde_json::from_str(written).ok()?;
    match &value {
        serde_json::Value::String(s) if s == "PASS" => Some(Encoded::Pass),
        serde_json::Value::Number(n) => {
            let n = n.as_i64()?;
            if n <= 0 {
                return Some(Encoded::Pass);
            }
            let (x1, y1, x2, y2) = (n / 4096, (n / 256) % 16, (n / 16) % 16, n % 16);
            Some(Encoded::Step {
                from: (x1, y1),
                to: (x2, y2),
            })
        }
        serde_json::Value::Object(o) if o.len() == 2 => Some(Encoded::Step {
            from: coord(o.get("first")?)?,
            to: coord(o.get("second")?)?,
        }),
        _ => None,
    }
}

/// `[x, y]` or `{"x": x, "y": y}`.
fn coord(v: &serde_json::Value) -> Option<(i64, i64)> {
    match v {
        serde_json::Value::Array(a) if a.len() == 2 => Some((a[0].as_i64()?, a[1].as_i64()?)),
        serde_json::Value::Object(o) if o.len() == 2 => {
            Some((o.get("x")?.as_i64()?, o.get("y")?.as_i64()?))
        }
        _ => None,
    }
}

/// kifu's square of EveryBoard's `(x, y)`: file `x`, rank `8 − y`.
fn square((x, y): (i64, i64)) -> Option<Square> {
    if !(0..8).contains(&x) || !(0..8).contains(&y) {
        return None;
    }
    Square::from_coords(x as i8, (7 - y) as i8)
}

/// The byte offset of serde_json's 1-based `line` and `column` in `text`.
pub(crate) fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let mut at = (start + column.saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}
