//! Random legal games (`kifu gen`): seeded, so the same seed gives the same records.
//!
//! Each game gets a random layout (the 36 tokens shuffled), a random first player and a
//! random choice of white square for the Kaito. Each turn picks a destination uniformly
//! among the legal ones, then, when exchanges are possible, makes one half of the time,
//! chosen uniformly among the possible ones.

use indexmap::IndexMap;

use super::board::{Layout, Side, Square};
use super::json::{self, GameJson, ResultJson, StatusJson};
use super::replay::Ply;
use super::rules::{Move, Position};
use crate::core::random::Seeded;

/// A reproducible source of random games.
pub struct Generator(Seeded);

impl Generator {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Generator {
        Generator(Seeded::new(seed))
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        self.0.below(n)
    }

    /// A random layout: the 36 tokens shuffled.
    pub fn random_layout(&mut self) -> Layout {
        Layout::shuffled(|n| self.below(n))
    }

    /// One random turn in `pos` (which must not be over).
    pub fn random_move(&mut self, pos: &Position) -> Option<Move> {
        let dests = pos.destinations();
        if dests.is_empty() {
            return None;
        }
        let to = dests[self.below(dests.len())];
        let moved = pos.move_kaito(to).ok()?;
        let exchanges = moved.exchanges();
        let exchange = if !exchanges.is_empty() && self.below(2) == 0 {
            Some(exchanges[self.below(exchanges.len())])
        } else {
            None
        };
        Some(Move { to, exchange })
    }

    /// One complete random game.
    pub fn random_game(&mut self) -> GameJson<'static> {
        self.0.next_record();
        let layout = self.random_layout();
        let first = if self.below(2) == 0 {
            Side::Red
        } else {
            Side::Black
        };
        let whites = layout.white_squares();
        let kaito: Square = whites[self.below(2)];
        let mut moves = Vec::new();
        let mut end = None;
        let start = Position::setup(&layout, first, kaito).ok();
        if let Some(mut pos) = start {
            while pos.result().is_none() {
                let Some(mv) = self.random_move(&pos) else {
                    break;
                };
                let Ok(moved) = pos.move_kaito(mv.to) else {
                    break;
                };
                let moved = match mv.exchange {
                    Some(e) => moved.exchange(e).unwrap_or(moved),
                    None => moved,
                };
                let after = moved.finish();
                let ply = Ply {
                    side: pos.turn(),
                    mv,
                    captured: moved.captured(),
                    item: moves.len(),
                    assumed: false,
                };
                moves.push(json::move_json(&ply, moves.len(), ply.text().into(), 0, 0));
                pos = after;
            }
            end = Some(pos);
        }
        let mut tags = IndexMap::new();
        tags.insert("Game".to_string(), "Kaito".to_string());
        tags.insert("Event".to_string(), "kifu gen".to_string());
        self.0.tag(&mut tags);
        tags.insert("Red".to_string(), "Random".to_string());
        tags.insert("Black".to_string(), "Random".to_string());
        tags.insert("First".to_string(), first.title().to_string());
        let result = end.and_then(|p| p.result());
        GameJson {
            game: "kaito".into(),
            format: json::FORMAT_VERSION,
            tags: tags
                .into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
            first: first.into(),
            layout: Some(layout.into()),
            kaito: Some(kaito.to_string()),
            start: start.map(|p| p.text()).unwrap_or_default(),
            status: if result.is_some() {
                StatusJson::Finished
            } else {
                StatusJson::Unfinished
            },
            result: result.map(|o| ResultJson {
                winner: o.winner().into(),
                reason: o.reason.into(),
            }),
            comments: Vec::new(),
            moves,
            position: end.map(|p| p.text()).unwrap_or_default(),
        }
    }
}
