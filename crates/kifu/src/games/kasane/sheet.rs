//! An opened Colors of Kasane record: read and replayed once, then asked for its steps,
//! its tables, its legal turns and its notation (see [`crate::OpenedRecord`]).

use std::sync::Arc;

use super::ast::{Item, Record};
use super::check::Checked;
use super::json::to_json;
use super::notation::{NameStyle, write_record_with};
use super::render::{Diagram, painted, plain, svg_in};
use super::replay::{Replay, ReplayOptions, legal_turn_lines_in, setup_and_replay};
use super::rules::Phase;
use crate::core::{CheckedRecord, Span};
use crate::core::commands::{draw_in, lines};
use crate::message;
use crate::message::Message;
use crate::core::game::{At, GameError, LegalMoves, Sheet, Step, View, json_value};
use crate::core::game::GameKind;
use crate::values::{Lang, Notation, NotationRequest};

/// One Colors of Kasane record of a text, checked with the options it is replayed with.
pub(crate) struct KasaneSheet {
    pub(crate) checked: Checked,
    pub(crate) text: Arc<str>,
    pub(crate) options: ReplayOptions,
}

/// The table of a replay, as `view` says (`compact`: in fewer lines).
fn draw(replay: &Replay, view: View) -> String {
    let d = Diagram {
        game: &replay.game,
        players: &replay.setup.players,
    };
    let (compact, lang) = (view.compact, view.lang);
    draw_in(
        &d,
        view.format,
        |d| plain(d, compact, lang),
        |d, mode| painted(d, mode, compact, lang),
        |d| svg_in(d, lang),
    )
}

/// How round `number` ended, after `played` turns of the record (`last`: the last round
/// replayed): every player's points, or who won the game; none while it goes on.
fn round_result(replay: &Replay, number: usize, last: bool, played: usize) -> Option<Message> {
    let later;
    let game = if last {
        match replay.game.phase() {
            Phase::Play => return None,
            Phase::Over => {
                let outcome = replay.outcome().message();
                return Some(message!("kasane-picture-game-over", outcome = outcome));
            }
            Phase::Deal => &replay.game,
        }
    } else {
        later = replay.state_after(played);
        &later
    };
    let scores: Vec<String> = replay
        .setup
        .players
        .iter()
        .zip(game.players())
        .map(|(name, p)| format!("{name} {}", p.score))
        .collect();
    Some(message!(
        "kasane-picture-round-result",
        round = number,
        scores = scores.join(", ")
    ))
}

impl KasaneSheet {
    /// The names a request writes the combinations in (what it leaves out: the record's
    /// own, romaji).
    fn names(&self, asked: NotationRequest) -> Result<NameStyle, GameError> {
        Ok(NameStyle::try_from(asked.resolve(GameKind::Kasane, self.notation())?)?)
    }

    /// The state after `at.ply` turns of round `at.round` (both default to the end): the
    /// record cut after that turn, replayed again.
    fn replay_at(&self, at: At) -> Result<Replay, GameError> {
        let c = &self.checked;
        let full = c.replayed()?;
        if at == At::default() {
            return Ok(full.clone());
        }
        let Some(last) = full.rounds.last() else {
            return Ok(full.clone());
        };
        let number = at.round.map_or(last.number, |r| r as usize);
        let round = full
            .rounds
            .iter()
            .find(|r| r.number == number)
            .ok_or_else(|| {
                GameError::Usage(crate::message!(
                    "usage-no-round",
                    round = number,
                    last = last.number
                ))
            })?;
        let n = at.ply.unwrap_or(round.turns.len());
        if n > round.turns.len() {
            return Err(GameError::Usage(crate::message!(
                "usage-round-turns",
                round = number,
                turns = round.turns.len()
            )));
        }
        // Keep the items up to the chosen turn (or up to the round's grid for turn 0).
        let end = match n.checked_sub(1) {
            Some(i) => round.turns[i].item,
            None => round.grid_item,
        };
        let cut = Record {
            tags: c.record.tags.clone(),
            head: (),
            items: c.record.items[..=end].to_vec(),
            span: c.record.span,
        };
        setup_and_replay(&self.text, &cut, &self.options).map_err(GameError::Invalid)
    }
}

impl Sheet for KasaneSheet {
    fn checked(&self) -> &dyn CheckedRecord {
        &self.checked
    }

    fn steps(&self) -> Result<Vec<Step>, GameError> {
        let c = &self.checked;
        let replay = c.replayed()?;
        let line = |item: usize| match c.record.items.get(item) {
            Some(Item::Turn(l)) => {
                let written = self.text.get(l.span.range()).unwrap_or("");
                let trimmed = written.trim();
                // The line without the blanks around it: its words, where they stand.
                let start = l.span.start + (written.len() - written.trim_start().len());
                (
                    message!("kasane-picture-player", player = l.player.node.to_string()),
                    trimmed.to_string(),
                    Some(Span::new(start, start + trimmed.len())),
                )
            }
            _ => (Message::new("kasane-picture-nobody"), String::new(), None),
        };
        let mut played = 0;
        Ok(Step::of_rounds(replay.rounds.iter().enumerate().map(
            |(i, r)| {
                let number = u32::try_from(r.number).unwrap_or(u32::MAX);
                played += r.turns.len();
                let last = i + 1 == replay.rounds.len();
                let result = round_result(replay, r.number, last, played);
                (number, r.turns.iter().map(|t| line(t.item)), result)
            },
        )))
    }

    /// The table has no sides: `view.flip` changes nothing.
    fn picture(&self, at: At, view: View) -> Result<String, GameError> {
        Ok(draw(&self.replay_at(at)?, view))
    }

    /// One replay of the record cut at each turn: a record holds a few rounds of at most
    /// 15 turns each (one per card of the grid), so this stays small.
    fn pictures(&self, view: View) -> Result<Vec<String>, GameError> {
        self.steps()?
            .iter()
            .map(|s| {
                let at = At {
                    round: Some(s.round),
                    ply: Some(s.ply),
                };
                Ok(draw(&self.replay_at(at)?, view))
            })
            .collect()
    }

    fn moves(&self, at: At, asked: NotationRequest, lang: Lang) -> Result<String, GameError> {
        let names = self.names(asked)?;
        let replay = self.replay_at(at)?;
        if replay.game.phase() != Phase::Play {
            let none = message!("kasane-moves-none", outcome = replay.outcome().message());
            return Ok(lines(none, lang, std::iter::empty()));
        }
        let turns = legal_turn_lines_in(&replay.game, &replay.setup.players, names);
        let heading = message!("kasane-moves-count", count = turns.len());
        Ok(lines(heading, lang, turns))
    }

    fn legal_moves(&self, _at: At, _asked: NotationRequest) -> Result<LegalMoves, GameError> {
        Err(GameError::Usage(crate::Message::new("kasane-no-json-moves")))
    }

    /// The record's own notation is the canonical one: romaji names.
    fn notation(&self) -> Notation {
        NameStyle::Romaji.into()
    }

    fn write(&self, asked: NotationRequest) -> Result<String, GameError> {
        let names = self.names(asked)?;
        Ok(write_record_with(&self.checked.record, &self.text, names))
    }

    fn json(&self) -> Result<serde_json::Value, GameError> {
        let c = &self.checked;
        json_value(c, || Some(to_json(&c.record, c.replay.as_ref()?)))
    }
}
