//! An opened Samouraï record: read and replayed once, then asked for its steps, its
//! pictures, its legal moves and its notation (see [`crate::OpenedRecord`]).

use std::sync::Arc;

use super::ast::Item;
use super::check::Checked;
use super::json::to_json;
use super::layout::renumber;
use super::notation::{Lang, Style, write_record};
use super::render::{Diagram, ascii, svg, terminal};
use super::board::side_term;
use super::replay::{Ply, Replay, outcome_message, outcome_of, result_message, written_in};
use super::rules::Position;
use crate::core::{CheckedRecord, Span};
use crate::core::commands::{caption_after, draw_in, lines, names, one_game_ply};
use crate::message::Message;
use crate::core::game::{
    At, GameError, GameKind, LegalMove, LegalMoves, Sheet, Step, View, json_value,
};
use crate::values::{Notation, NotationRequest};

/// One Samouraï record of a text, checked.
pub(crate) struct SamouraiSheet {
    pub(crate) checked: Checked,
    pub(crate) text: Arc<str>,
}

/// Every legal move of a position, written (the kinds named in `lang`), resolved, and
/// whether it wins the game.
pub(crate) fn legal_list(pos: &Position, summary: Message, lang: Lang) -> LegalMoves {
    let moves = pos
        .legal_moves()
        .into_iter()
        .map(|mv| LegalMove {
            written: written_in(pos, mv, lang),
            resolved: mv.to_string(),
            wins: pos
                .play(mv)
                .ok()
                .and_then(|after| after.outcome())
                .and_then(|o| o.winner())
                == Some(pos.turn()),
        })
        .collect();
    LegalMoves { summary, moves }
}

/// Where play stands after `n` moves: `after move 3: Black to move, answering …` (an
/// announcement named in `lang`).
fn after_move(n: usize, pos: &Position, lang: Lang) -> Message {
    crate::message!(
        "moves-after-move",
        n = n,
        outcome = outcome_message(outcome_of(pos), lang)
    )
}

/// The language asked for (`--lang`), `own`'s when none is.
pub(crate) fn chosen(own: Style, asked: NotationRequest) -> Result<Lang, GameError> {
    Ok(Style::try_from(asked.resolve(GameKind::Samourai, own.into())?)?.lang)
}

/// The position after `ply` moves (default: all), and the move that led there.
fn select(replay: &Replay, at: At) -> Result<(usize, Position, Option<&Ply>), GameError> {
    let n = one_game_ply(at, replay.plies.len(), "Samouraï", "move")?;
    let position = replay.position_at(n).unwrap_or(replay.position);
    let last = n.checked_sub(1).and_then(|i| replay.plies.get(i));
    Ok((n, position, last))
}

impl SamouraiSheet {
    fn replay(&self) -> Result<&Replay, GameError> {
        self.checked.replayed()
    }

    /// A move as the sheet writes it (its segment of the entry), or in the canonical
    /// form.
    /// Ply `p` as the sheet writes it, and where (none for a ply it does not write).
    fn as_written(&self, p: &Ply) -> (String, Option<Span>) {
        let segment = match self.checked.record.items.get(p.item) {
            Some(Item::Entry(e)) => e.segments().nth(p.segment as usize),
            _ => None,
        };
        match segment {
            Some(s) => (
                self.text.get(s.span.range()).unwrap_or("").to_string(),
                Some(s.span),
            ),
            None => (p.text(), None),
        }
    }

    /// The board after `n` moves, `last` the move that led there.
    fn draw(&self, n: usize, position: &Position, last: Option<&Ply>, view: View) -> String {
        let record = &self.checked.record;
        let diagram = Diagram {
            names: names(record.tag("Red"), record.tag("Black")),
            flip: view.flip,
            last_move: last.map(|p| p.mv),
            caption: last.map(|p| {
                let (written, _) = self.as_written(p);
                caption_after("picture-unit-move", n, side_term(p.side), &written, view.lang)
            }),
            lang: view.lang,
            ..Diagram::new(position)
        };
        draw_in(&diagram, view.format, ascii, terminal, svg)
    }

    /// The language asked for, the sheet's own where none is.
    fn lang(&self, asked: NotationRequest) -> Result<Lang, GameError> {
        chosen(self.checked.record.head.notation, asked)
    }
}

impl Sheet for SamouraiSheet {
    fn checked(&self) -> &dyn CheckedRecord {
        &self.checked
    }

    fn steps(&self) -> Result<Vec<Step>, GameError> {
        let replay = self.replay()?;
        let plies = replay
            .plies
            .iter()
            .map(|p| {
                let (text, span) = self.as_written(p);
                (Message::new(side_term(p.side)), text, span)
            });
        // The game's result, once the last position replayed ends it.
        let result = replay.position.outcome().map(result_message);
        Ok(Step::of_rounds([(1, plies, result)]))
    }

    fn picture(&self, at: At, view: View) -> Result<String, GameError> {
        let (n, position, last) = select(self.replay()?, at)?;
        Ok(self.draw(n, &position, last, view))
    }

    fn pictures(&self, view: View) -> Result<Vec<String>, GameError> {
        let replay = self.replay()?;
        (0..=replay.plies.len())
            .map(|ply| {
                let (n, position, last) = select(replay, At::ply(ply))?;
                Ok(self.draw(n, &position, last, view))
            })
            .collect()
    }

    fn moves(&self, at: At, asked: NotationRequest, said: crate::Lang) -> Result<String, GameError> {
        let lang = self.lang(asked)?;
        let (n, pos, _) = select(self.replay()?, at)?;
        let list = pos.legal_moves();
        let heading = crate::message!(
            "moves-heading-moves",
            point = after_move(n, &pos, lang),
            count = list.len()
        );
        let moves = list.iter().map(|&mv| written_in(&pos, mv, lang));
        Ok(lines(heading, said, moves))
    }

    fn legal_moves(&self, at: At, asked: NotationRequest) -> Result<LegalMoves, GameError> {
        let lang = self.lang(asked)?;
        let (n, pos, _) = select(self.replay()?, at)?;
        Ok(legal_list(&pos, after_move(n, &pos, lang), lang))
    }

    /// The canonical layout (`kifu fmt`), renumbered when the record replays.
    fn write(&self, asked: NotationRequest) -> Result<String, GameError> {
        let c = &self.checked;
        let record = match &c.replay {
            Some(r) => renumber(&c.record, r),
            None => c.record.clone(),
        };
        let style = Style {
            lang: self.lang(asked)?,
        };
        Ok(write_record(&record, &style))
    }

    fn json(&self) -> Result<serde_json::Value, GameError> {
        let c = &self.checked;
        json_value(c, || {
            Some(to_json(&self.text, &c.record, c.replay.as_ref()?))
        })
    }

    /// As read: the language its kinds are named in.
    fn notation(&self) -> Notation {
        self.checked.record.head.notation.into()
    }
}
