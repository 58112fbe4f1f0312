//! An opened Kaitō record: read and replayed once, then asked for its steps, its
//! pictures, its legal turns and its notation (see [`crate::OpenedRecord`]).

use std::sync::Arc;

use super::board::{Square, side_term};
use super::ast::Item;
use super::check::Checked;
use super::json::to_json;
use super::notation::{write_move, write_record};
use super::render::{Diagram, ascii, svg, terminal};
use super::replay::{Ply, Replay};
use super::rules::Position;
use crate::core::CheckedRecord;
use crate::core::commands::{caption_after, draw_in, lines, names, one_game_ply};
use crate::message::Message;
use crate::outcome::KaitoOutcome;
use crate::core::game::{At, GameError, LegalMove, LegalMoves, Sheet, Step, View, json_value};
use crate::values::{Lang, NotationRequest};

/// One Kaitō record of a text, checked.
pub(crate) struct KaitoSheet {
    pub(crate) checked: Checked,
    pub(crate) text: Arc<str>,
}

/// Every legal turn of a position, written, resolved, and whether it wins the game.
pub(crate) fn legal_list(pos: &Position, summary: Message) -> LegalMoves {
    let moves = pos
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            Some(LegalMove {
                written: write_move(pos, mv)?,
                resolved: mv.to_string(),
                wins: pos
                    .play(mv)
                    .ok()
                    .and_then(|after| after.result())
                    .is_some_and(|o| o.winner() == pos.turn()),
            })
        })
        .collect();
    LegalMoves { summary, moves }
}

/// Who is to move in a position, or how the game ended.
pub(crate) fn state(p: &Position) -> Message {
    match p.result() {
        Some(o) => KaitoOutcome::Over(o),
        None => KaitoOutcome::ToMove(p.turn()),
    }
    .message()
}

/// The turn that led to a position, and the Kaito's square before it.
type Last = Option<(Ply, Square)>;

/// The position after `at.ply` turns (default: all replayed), and the turn that led
/// there; `positions` are the replay's [`Replay::positions`].
fn select(
    replay: &Replay,
    positions: &[Position],
    at: At,
) -> Result<(usize, Position, Last), GameError> {
    let plies = &replay.plies;
    let n = one_game_ply(at, plies.len(), "Kaito", "turn")?;
    let Some(&position) = positions.get(n).or(positions.last()) else {
        return Err(GameError::Usage(crate::Message::new("usage-not-set-up")));
    };
    let last = n.checked_sub(1).and_then(|i| {
        let from = positions.get(i)?.kaito();
        plies.get(i).map(|&p| (p, from))
    });
    Ok((n, position, last))
}

impl KaitoSheet {
    /// [`select`] in this record.
    fn at(&self, at: At) -> Result<(usize, Position, Last), GameError> {
        let positions: Vec<Position> = self.checked.replay.positions().collect();
        select(&self.checked.replay, &positions, at)
    }

    /// The board after `n` turns, `last` the turn that led there.
    fn draw(&self, n: usize, position: &Position, last: Last, view: View) -> String {
        let record = &self.checked.record;
        let diagram = Diagram {
            names: names(record.tag("Red"), record.tag("Black")),
            flip: view.flip,
            last_move: last.map(|(p, from)| (from, p.mv.to)),
            caption: last.map(|(p, _)| {
                caption_after("picture-unit-turn", n, side_term(p.side), &p.text(), view.lang)
            }),
            lang: view.lang,
            ..Diagram::new(position)
        };
        draw_in(&diagram, view.format, ascii, terminal, svg)
    }
}

impl Sheet for KaitoSheet {
    fn checked(&self) -> &dyn CheckedRecord {
        &self.checked
    }

    fn steps(&self) -> Result<Vec<Step>, GameError> {
        let replay = &self.checked.replay;
        let plies = replay
            .plies
            .iter()
            .map(|p| {
                // The turn in the notation's own form, where its entry is written.
                let span = match self.checked.record.items.get(p.item) {
                    Some(Item::Entry(e)) => Some(e.span),
                    _ => None,
                };
                (Message::new(side_term(p.side)), p.text(), span)
            });
        // The game's result, once the last position replayed ends it.
        let result = replay.position().and_then(|p| p.result()).map(|o| o.message());
        Ok(Step::of_rounds([(1, plies, result)]))
    }

    fn picture(&self, at: At, view: View) -> Result<String, GameError> {
        let (n, position, last) = self.at(at)?;
        Ok(self.draw(n, &position, last, view))
    }

    fn pictures(&self, view: View) -> Result<Vec<String>, GameError> {
        let replay = &self.checked.replay;
        let positions: Vec<Position> = replay.positions().collect();
        (0..=replay.plies.len())
            .map(|ply| {
                let (n, position, last) = select(replay, &positions, At::ply(ply))?;
                Ok(self.draw(n, &position, last, view))
            })
            .collect()
    }

    /// The legal turns, one a line in the notation (`c2 x bS`, `a6 x rH = H 3+2`).
    fn moves(&self, at: At, _asked: NotationRequest, lang: Lang) -> Result<String, GameError> {
        let (n, pos, _) = self.at(at)?;
        let list = pos.legal_moves();
        let point = crate::message!("moves-after-turn", n = n, outcome = state(&pos));
        let heading = crate::message!("moves-heading-turns", point = point, count = list.len());
        let written = list.iter().filter_map(|&mv| write_move(&pos, mv));
        Ok(lines(heading, lang, written))
    }

    fn legal_moves(&self, at: At, _asked: NotationRequest) -> Result<LegalMoves, GameError> {
        let (n, pos, _) = self.at(at)?;
        let summary = crate::message!("moves-after-turn", n = n, outcome = state(&pos));
        Ok(legal_list(&pos, summary))
    }

    fn write(&self, _asked: NotationRequest) -> Result<String, GameError> {
        Ok(write_record(&self.checked.record))
    }

    fn json(&self) -> Result<serde_json::Value, GameError> {
        let c = &self.checked;
        json_value(c, || to_json(&self.text, &c.record, &c.replay))
    }
}
