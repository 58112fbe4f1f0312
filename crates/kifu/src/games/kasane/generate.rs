//! Random legal games (`kifu gen`): seeded, so the same seed gives the same records.

use super::boxes::BoxTable;
use super::cards::Card;
use super::check::check;
use super::json::{GameJson, to_json};
use super::notation::write_grid;
use super::replay::ReplayOptions;
use super::replay::turn_line;
use super::rules::{Game, Phase, PlayerCountError, Rules};
use crate::core::header::write_tag;
use crate::core::random::Seeded;

/// Default names for generated games.
pub const NAMES: [&str; 4] = ["Aiko", "Ben", "Chie", "Dai"];

/// How the generator chooses among the legal turns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Policy {
    /// Uniformly among all legal turns.
    #[default]
    Uniform,
    /// Among the turns scoring the most points now (ties at random): games full of
    /// combinations.
    Greedy,
}

/// A reproducible source of random games.
pub struct Generator {
    r: Seeded,
    policy: Policy,
}

impl Generator {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Generator {
        Generator {
            r: Seeded::new(seed),
            policy: Policy::Uniform,
        }
    }

    /// The same generator choosing turns by `policy`.
    pub fn with_policy(mut self, policy: Policy) -> Generator {
        self.policy = policy;
        self
    }

    fn below(&mut self, n: usize) -> usize {
        self.r.below(n)
    }

    /// One complete random game for `players` players (default boxes, no variant), as a
    /// record with every card in brackets, every combination's points and the final line.
    pub fn random_game(&mut self, players: usize) -> Result<String, PlayerCountError> {
        self.random_game_with(Rules::new(players))
    }

    /// One complete random game under `rules`, in its JSON form (`kifu gen --format
    /// json`).
    pub fn random_game_json(
        &mut self,
        rules: Rules,
    ) -> Result<GameJson<'static>, PlayerCountError> {
        let text = self.random_game_with(rules.clone())?;
        let options = ReplayOptions {
            all: false,
            boxes: None,
        };
        check(&text, &options)
            .into_iter()
            .next()
            .and_then(|c| {
                // The model borrows from the record and its replay: read it back owned.
                let json = serde_json::to_value(to_json(&c.record, c.replay.as_ref()?)).ok()?;
                serde::Deserialize::deserialize(json).ok()
            })
            .ok_or(PlayerCountError(rules.players))
    }

    /// One complete random game under `rules`: each grid is shuffled from the cards left
    /// to deal; each turn is chosen uniformly among the legal turns.
    pub fn random_game_with(&mut self, rules: Rules) -> Result<String, PlayerCountError> {
        let mut game = Game::new(rules.clone())?;
        let names: Vec<String> = NAMES[..rules.players.min(4)]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut out = String::new();
        out.push_str(&write_tag("Game", "Kasane"));
        out.push('\n');
        out.push_str(&write_tag("Players", &names.join(", ")));
        out.push('\n');
        let policy = match self.policy {
            Policy::Uniform => "",
            Policy::Greedy => ", greedy",
        };
        out.push_str(&write_tag(
            "Generator",
            &format!("kifu gen, seed {}{policy}", self.r.seed()),
        ));
        out.push('\n');
        if rules.boxes != BoxTable::default() {
            out.push_str(&write_tag("Boxes", &rules.boxes.to_tag_value()));
            out.push('\n');
        }
        let mut variants = Vec::new();
        if rules.variant.plus_one_combination {
            variants.push("plus-one");
        }
        if rules.variant.blocked_twos {
            variants.push("blocked-twos");
        }
        if !variants.is_empty() {
            out.push_str(&write_tag("Variant", &variants.join(", ")));
            out.push('\n');
        }
        let mut turns = Vec::new();
        while game.phase() == Phase::Deal {
            let mut cards: Vec<Card> = game.available().cards().collect();
            for i in (1..cards.len()).rev() {
                let j = self.below(i + 1);
                cards.swap(i, j);
            }
            let (rows, len) = rules.grid_shape();
            let grid: Vec<Vec<Card>> = cards.chunks(len).take(rows).map(<[Card]>::to_vec).collect();
            out.push_str(&format!(
                "\nRound {}\n{}\n",
                game.round() + 1,
                write_grid(&grid)
            ));
            if game.deal(grid).is_err() {
                break;
            }
            while game.phase() == Phase::Play {
                game.legal_turns_into(&mut turns);
                if turns.is_empty() {
                    break;
                }
                if self.policy == Policy::Greedy {
                    let points = |t: &super::rules::Turn| {
                        let plus = game.front(t.row).is_some_and(Card::is_plus_one);
                        let boxed = game.preview(*t).ok().flatten().map_or(0, |(_, p)| p);
                        boxed + u32::from(plus)
                    };
                    let best = turns.iter().map(points).max().unwrap_or(0);
                    turns.retain(|t| points(t) == best);
                }
                let t = turns[self.below(turns.len())];
                let line = turn_line(&game, &names, t).unwrap_or_default();
                if game.play(t).is_err() {
                    break;
                }
                out.push_str(&line);
                out.push('\n');
            }
        }
        let scores: Vec<String> = game
            .final_scores()
            .iter()
            .zip(&names)
            .map(|(s, n)| format!("{n} {}", s.total))
            .collect();
        out.push_str(&format!("\nFinal: {}\n", scores.join(", ")));
        Ok(out)
    }
}
