//! Colors of Kasane behind the [`Game`] trait: what every `kifu` command does for it.

use super::ast::Record;
use super::boxes::{BoxTable, parse_boxes};
use super::check::{Checked, check, check_one};
use super::generate::Generator;
use super::import::RecordIn as ImportIn;
use super::json::{schema, to_json};
use super::notation::write_record;
use super::render::{Diagram, ascii, ascii_compact, svg, terminal, terminal_compact};
use super::replay::{Replay, ReplayOptions, legal_turn_lines, setup_and_replay};
use super::rules::Phase;
use crate::core::commands::{check_variant, count, draw_in, game_tables, generated, joined};
use crate::core::game::{
    At, CheckedRecord, Game, GameError, GameInfo, GameKind, JsonRecord, View, boxed, require_parsed,
};
use crate::core::{Problem, Span};
use crate::values::{NotationRequest, Variant};

/// The Colors of Kasane game for the CLI, with the box table given by `--boxes FILE`
/// (used for records without a `[Boxes]` tag).
pub struct Kasane {
    boxes: Option<BoxTable>,
}

/// The game with the default box table.
pub static GAME: Kasane = Kasane { boxes: None };

/// The game in the registry ([`GameKind::info`]). Languages and styles `fmt` accepts:
/// one of each; variants `gen` makes: the number of players.
pub static INFO: GameInfo = GameInfo {
    kind: GameKind::Kasane,
    name: "kasane",
    title: "Colors of Kasane",
    extensions: &["kasane"],
    tags: &["kasane", "colors of kasane", "colours of kasane"],
    languages: &[crate::Lang::En],
    styles: &[crate::Style::Plain],
    variants: &[Variant::FourPlayers, Variant::ThreePlayers],
    has_sides: false,
    has_position_strings: false,
    setup_option: Some("boxes"),
};

impl Kasane {
    fn options(&self, all: bool) -> ReplayOptions {
        ReplayOptions {
            all,
            boxes: self.boxes.clone(),
        }
    }

    /// The table of a replay, as `view` says (`compact`: in fewer lines).
    fn draw(&self, replay: &Replay, view: View) -> String {
        let d = Diagram {
            game: &replay.game,
            players: &replay.setup.players,
        };
        if view.compact {
            draw_in(&d, view.format, ascii_compact, terminal_compact, svg)
        } else {
            draw_in(&d, view.format, ascii, terminal, svg)
        }
    }

    /// The last record of a text, replayed.
    fn last_record(&self, text: &str) -> Result<Checked, GameError> {
        Checked::last(check(text, &self.options(false)))
    }
}

/// The state after `at.ply` turns of round `at.round` (both default to the end): the
/// record cut after that turn, replayed again.
fn replay_at(
    text: &str,
    c: &Checked,
    at: At,
    options: &ReplayOptions,
) -> Result<Replay, GameError> {
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
            GameError::Usage(format!(
                "there is no round {number}: the record has rounds 1 to {}",
                last.number
            ))
        })?;
    let n = at.ply.unwrap_or(round.turns.len());
    if n > round.turns.len() {
        return Err(GameError::Usage(format!(
            "round {number} has {} turns; --ply goes from 0 to {}",
            round.turns.len(),
            round.turns.len()
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
    setup_and_replay(text, &cut, options).map_err(GameError::Invalid)
}

/// How round `number` ended, after `played` turns of the record (`last`: the last round
/// replayed): every player's points, or who won the game; none while it goes on.
fn round_result(replay: &Replay, number: usize, last: bool, played: usize) -> Option<String> {
    let later;
    let game = if last {
        match replay.game.phase() {
            Phase::Play => return None,
            Phase::Over => return Some(format!("Game over · {}", replay.summary())),
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
    Some(format!(
        "Round {number} over · {} points",
        scores.join(", ")
    ))
}

impl Game for Kasane {
    game_tables!(GameKind::Kasane);

    fn check(&self, text: &str, all: bool) -> Vec<Box<dyn CheckedRecord>> {
        boxed(check(text, &self.options(all)))
    }

    fn check_record(&self, text: &str, span: Span, all: bool) -> Box<dyn CheckedRecord> {
        Box::new(check_one(text, span, &self.options(all)))
    }

    fn record_json(&self, mut to: JsonRecord<'_>) -> Result<(), GameError> {
        // The JSON of a Kasane record names no line or column.
        let checked = check_one(to.text, to.span(), &self.options(false));
        to.write_checked(std::slice::from_ref(&checked), |c| {
            Some(Ok(to_json(&c.record, c.replay.as_ref()?)))
        })
    }

    fn format(&self, text: &str, asked: NotationRequest) -> Result<String, GameError> {
        asked.check(GameKind::Kasane)?;
        let checked = check(text, &self.options(false));
        require_parsed(&checked, &[])?;
        Ok(joined(&checked, |c| write_record(&c.record, text)))
    }

    /// The table has no sides: `view.flip` changes nothing.
    fn picture(&self, text: &str, at: At, view: View) -> Result<String, GameError> {
        let c = self.last_record(text)?;
        let replay = replay_at(text, &c, at, &self.options(false))?;
        Ok(self.draw(&replay, view))
    }

    /// One replay of the record cut at each turn: a record holds a few rounds of at most
    /// 15 turns each (one per card of the grid), so this stays small.
    fn pictures(&self, text: &str, view: View) -> Result<Vec<String>, GameError> {
        let c = self.last_record(text)?;
        let options = self.options(false);
        self.steps(text)?
            .iter()
            .map(|s| {
                let at = At {
                    round: Some(s.round),
                    ply: Some(s.ply),
                };
                Ok(self.draw(&replay_at(text, &c, at, &options)?, view))
            })
            .collect()
    }

    fn steps(&self, text: &str) -> Result<Vec<crate::core::game::Step>, GameError> {
        let c = self.last_record(text)?;
        let replay = c.replayed()?;
        let line = |item: usize| match c.record.items.get(item) {
            Some(super::ast::Item::Turn(l)) => (
                l.player.node.to_string(),
                text.get(l.span.range()).unwrap_or("").trim().to_string(),
            ),
            _ => (String::new(), String::new()),
        };
        let mut played = 0;
        Ok(crate::core::game::Step::of_rounds(
            replay.rounds.iter().enumerate().map(|(i, r)| {
                let number = u32::try_from(r.number).unwrap_or(u32::MAX);
                played += r.turns.len();
                let last = i + 1 == replay.rounds.len();
                let result = round_result(replay, r.number, last, played);
                (number, r.turns.iter().map(|t| line(t.item)), result)
            }),
        ))
    }

    fn moves(&self, text: &str, at: At) -> Result<String, GameError> {
        let c = self.last_record(text)?;
        let replay = replay_at(text, &c, at, &self.options(false))?;
        if replay.game.phase() != Phase::Play {
            return Ok(format!("{}; no turns to play\n", replay.summary()));
        }
        let lines = legal_turn_lines(&replay.game, &replay.setup.players);
        let mut out = format!("{}\n", count(lines.len(), "legal turn"));
        for l in lines {
            out.push_str(&l);
            out.push('\n');
        }
        Ok(out)
    }

    fn generate(&self, seed: u64, count: u64, variant: &Variant) -> Result<String, GameError> {
        check_variant(GameKind::Kasane, *variant)?;
        let players: usize = match variant {
            Variant::ThreePlayers => 3,
            _ => 4,
        };
        let mut g = Generator::new(seed);
        generated(count, || {
            g.random_game(players)
                .map_err(|e| GameError::Usage(e.to_string()))
        })
    }

    fn with_setup(&self, file_text: &str) -> Result<Box<dyn Game>, GameError> {
        let table = parse_boxes(file_text).map_err(|e| {
            GameError::Invalid(vec![
                Problem::error("kasane::tag::boxes", Span::new(e.start, e.end.max(e.start)), e.message.clone())
                    .with_label("here")
                    .with_help("one combination per line: `Kasane: 2=1 2=1 3=3 3=3 4=6` (see fixtures/kasane/boxes-default.txt)"),
            ])
        })?;
        Ok(Box::new(Kasane { boxes: Some(table) }))
    }

    fn perft(&self, _position: Option<&str>, _depth: u32) -> Result<u64, GameError> {
        Err(GameError::Usage(
            "perft needs a start position, and Colors of Kasane has none: every round is a new deal (use `kifu moves` on a record)".into(),
        ))
    }
}
