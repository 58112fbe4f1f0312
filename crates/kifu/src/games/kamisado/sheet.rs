//! An opened Kamisado record: read and replayed once, then asked for its steps, its
//! pictures, its legal moves and its notation (see [`crate::OpenedRecord`]).

use std::sync::Arc;

use super::ast::Item;
use super::check::Checked;
use super::generate::entry_text_in;
use super::json::to_json;
use super::layout::renumber;
use super::notation::write_record;
use super::render::{Diagram, LastMove, ascii, ascii_compact, svg, terminal};
use super::select::{Point, select};
use super::style::Style;
use super::{Move, Ply, PlyKind, Position, Replay, RoundEnd, Side, WinReason};
use crate::core::CheckedRecord;
use crate::core::commands::{caption_after, draw_in, lines, names};
use crate::message;
use crate::message::{Arg, Message};
use crate::core::game::{
    At, GameError, GameKind, LegalMove, LegalMoves, Sheet, Step, View, json_value,
};
use crate::values::{Lang, Notation, NotationRequest};

/// One Kamisado record of a text, checked.
pub(crate) struct KamisadoSheet {
    pub(crate) checked: Checked,
    pub(crate) text: Arc<str>,
}

/// The notation asked for (`--lang`, `--style`), `own`'s where nothing is asked.
pub(crate) fn chosen(own: Style, asked: NotationRequest) -> Result<Style, GameError> {
    Ok(Style::try_from(
        asked.resolve(GameKind::Kamisado, own.into())?,
    )?)
}

/// How a round ended, for the viewers' move lists: "Black wins the round (home row), 1
/// point · Black 1 – White 0", and who won the match when it decided it.
fn round_result(end: &RoundEnd) -> Message {
    let winner = Arg::Term(end.result.winner.term());
    let how = match end.result.reason {
        WinReason::HomeRow => "home-row",
        WinReason::Deadlock => "deadlock",
    };
    let round = message!(
        "kamisado-picture-round-result",
        winner = winner.clone(),
        how = how,
        points = end.points,
        black = end.score[Side::Black],
        white = end.score[Side::White]
    );
    if end.match_over {
        message!("kamisado-picture-match-result", round = round, winner = winner)
    } else {
        round
    }
}

/// Every legal move of a position, written in `style`, resolved, and whether it wins the
/// round.
pub(crate) fn legal_list(pos: Position, summary: Message, style: &Style) -> LegalMoves {
    let moves = pos
        .legal_moves()
        .iter()
        .map(|&mv| {
            let ply = Ply::new(pos, mv);
            let resolved = match mv {
                Move::Step { from, to, .. } => format!("{from}-{to}"),
                Move::Oshi { from, pushed, .. } => format!("{from} oshi, pushing {pushed}"),
                Move::Pass => "pass".to_owned(),
            };
            let wins = pos
                .play(mv)
                .ok()
                .and_then(|after| after.result())
                .is_some_and(|r| r.winner == pos.turn());
            LegalMove {
                written: entry_text_in(&ply, style),
                resolved,
                wins,
            }
        })
        .collect();
    LegalMoves { summary, moves }
}

/// Where play stands in a position: who moves, or how the round ended.
pub(crate) fn to_move(pos: &Position) -> Message {
    match pos.result() {
        Some(r) => message!(
            "kamisado-moves-round-over",
            winner = Arg::Term(r.winner.term()),
            reason = Arg::Term(r.reason.term())
        ),
        None => message!("kamisado-moves-to-move", side = Arg::Term(pos.turn().term())),
    }
}

impl KamisadoSheet {
    fn replay(&self) -> Result<&Replay, GameError> {
        self.checked.replayed()
    }

    /// The picture of one point of the replayed record.
    fn draw(&self, replay: &Replay, point: &Point, view: View) -> String {
        let c = &self.checked;
        let last_move = point.last.and_then(|p| match p.mv {
            Move::Pass => None,
            mv => LastMove::of(&p.before, mv),
        });
        let caption = point.last.map(|p| {
            let written = match c.record.items.get(p.item) {
                Some(Item::Entry(e)) => self.text.get(e.span.range()).unwrap_or("").to_string(),
                _ => String::new(),
            };
            caption_after(
                "picture-unit-ply",
                point.ply,
                p.side.term(),
                &written,
                view.lang,
            )
        });
        let diagram = Diagram {
            position: &point.position,
            last_move,
            round: Some(point.round),
            score: Some((point.score[Side::Black], point.score[Side::White])),
            target: Some(replay.kind.target()),
            names: names(c.record.tag("Black"), c.record.tag("White")),
            caption,
            flip: view.flip,
            lang: view.lang,
        };
        let plain: fn(&Diagram) -> String = if view.compact { ascii_compact } else { ascii };
        draw_in(&diagram, view.format, plain, terminal, svg)
    }
}

impl Sheet for KamisadoSheet {
    fn checked(&self) -> &dyn CheckedRecord {
        &self.checked
    }

    fn notation(&self) -> Notation {
        self.checked.record.head.notation.into()
    }

    fn steps(&self) -> Result<Vec<Step>, GameError> {
        let c = &self.checked;
        let replay = self.replay()?;
        let written = |p: &Ply| match c.record.items.get(p.item) {
            Some(Item::Entry(e)) => (
                self.text.get(e.span.range()).unwrap_or("").to_string(),
                Some(e.span),
            ),
            _ => (entry_text_in(p, &c.record.head.notation), None),
        };
        Ok(Step::of_rounds(replay.rounds.iter().map(|r| {
            let plies = r
                .plies
                .iter()
                .map(|p| {
                    let (text, span) = written(p);
                    (Message::new(p.side.term()), text, span)
                });
            (r.number, plies, r.end.as_ref().map(round_result))
        })))
    }

    fn picture(&self, at: At, view: View) -> Result<String, GameError> {
        let replay = self.replay()?;
        let point = select(replay, at.round, at.ply)?;
        Ok(self.draw(replay, &point, view))
    }

    fn pictures(&self, view: View) -> Result<Vec<String>, GameError> {
        let replay = self.replay()?;
        let mut pictures = Vec::new();
        for r in &replay.rounds {
            for ply in 0..=r.plies.len() {
                let point = select(replay, Some(r.number), Some(ply))?;
                pictures.push(self.draw(replay, &point, view));
            }
        }
        if replay.rounds.is_empty() {
            let point = select(replay, None, None)?;
            pictures.push(self.draw(replay, &point, view));
        }
        Ok(pictures)
    }

    fn moves(&self, at: At, asked: NotationRequest, lang: Lang) -> Result<String, GameError> {
        let written = chosen(self.checked.record.head.notation, asked)?;
        let point = select(self.replay()?, at.round, at.ply)?;
        let pos = point.position;
        if let Some(r) = pos.result() {
            let over = message!(
                "kamisado-moves-over",
                round = point.round,
                winner = Arg::Term(r.winner.term()),
                reason = Arg::Term(r.reason.term())
            );
            return Ok(lines(over, lang, std::iter::empty()));
        }
        let list = pos.legal_moves();
        let heading = message!(
            "kamisado-moves-heading",
            round = point.round,
            ply = point.ply,
            side = Arg::Term(pos.turn().term()),
            count = list.len()
        );
        let moves = list.iter().map(|&mv| {
            let ply = Ply::new(pos, mv);
            let text = entry_text_in(&ply, &written);
            let note = match ply.kind {
                PlyKind::Oshi => "kamisado-moves-oshi",
                PlyKind::Pushed => "kamisado-moves-pushed",
                PlyKind::Blocked => "kamisado-moves-blocked",
                _ => return text,
            };
            message!(note, entry = text).say(lang)
        });
        Ok(lines(heading, lang, moves))
    }

    fn legal_moves(&self, at: At, asked: NotationRequest) -> Result<LegalMoves, GameError> {
        let written = chosen(self.checked.record.head.notation, asked)?;
        let point = select(self.replay()?, at.round, at.ply)?;
        let summary = message!(
            "kamisado-moves-summary",
            round = point.round,
            ply = point.ply,
            state = to_move(&point.position)
        );
        Ok(legal_list(point.position, summary, &written))
    }

    fn write(&self, asked: NotationRequest) -> Result<String, GameError> {
        let c = &self.checked;
        let record = match &c.replay {
            Some(r) => renumber(&c.record, r),
            None => c.record.clone(),
        };
        Ok(write_record(
            &record,
            &chosen(c.record.head.notation, asked)?,
        ))
    }

    fn json(&self) -> Result<serde_json::Value, GameError> {
        let c = &self.checked;
        json_value(c, || {
            Some(to_json(&self.text, &c.record, c.replay.as_ref()?))
        })
    }
}
