//! Random legal games (`kifu gen`): seeded, so the same seed gives the same records.

use indexmap::IndexMap;

use super::board::Board;
use super::json::{self, GameJson, StatusJson};
use super::replay::Ply;
use super::rules::Position;
use crate::core::random::Seeded;

/// A reproducible source of random games.
pub struct Generator {
    r: Seeded,
    board: Board,
    /// A game still going after this many moves is cut off (left unfinished).
    pub max_plies: usize,
}

impl Generator {
    /// Games on the default board.
    pub fn new(seed: u64) -> Generator {
        Generator::on(seed, Board::standard())
    }

    /// Games on a given board.
    pub fn on(seed: u64, board: Board) -> Generator {
        Generator {
            r: Seeded::new(seed),
            board,
            max_plies: 1000,
        }
    }

    fn below(&mut self, n: usize) -> usize {
        self.r.below(n)
    }

    /// One random game from the start, every move chosen uniformly among the legal ones,
    /// until it ends (or reaches [`Generator::max_plies`]).
    pub fn random_game(&mut self) -> GameJson<'static> {
        self.r.next_record();
        let start = Position::start_on(self.board);
        let mut pos = start;
        let mut moves = Vec::new();
        while moves.len() < self.max_plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[self.below(legal.len())];
            let ply = Ply::new(&pos, mv, 0, 0, false);
            moves.push(json::move_json(&ply, moves.len(), None));
            ply.play_on(&mut pos);
        }
        let mut tags = IndexMap::new();
        tags.insert("Game".to_string(), "Samourai".to_string());
        tags.insert("Event".to_string(), "kifu gen".to_string());
        self.r.tag(&mut tags);
        tags.insert("Red".to_string(), "Random".to_string());
        tags.insert("Black".to_string(), "Random".to_string());
        let outcome = pos.outcome();
        GameJson {
            game: "samourai".into(),
            format: json::FORMAT_VERSION,
            tags: tags
                .into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
            board: (self.board != Board::standard()).then(|| json::board_rows(&self.board)),
            start: start.to_string(),
            status: if outcome.is_some() {
                StatusJson::Finished
            } else {
                StatusJson::Unfinished
            },
            result: outcome.map(json::result_json),
            comments: Vec::new(),
            moves,
        }
    }
}
