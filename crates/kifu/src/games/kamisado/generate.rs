//! Random legal matches (`kifu gen`): seeded, so the same seed gives the same records.

use indexmap::IndexMap;

use super::ast::{Fill, MatchKind};
use super::board::Side;
use super::json::{self, GameJson, ScoreJson, StatusJson, WrittenJson};
use super::matches::Match;
use super::replay::Ply;
use crate::core::random::Seeded;

pub use super::layout::{entry_text, entry_text_in};

/// A reproducible source of random matches.
pub struct Generator(Seeded);

impl Generator {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Generator {
        Generator(Seeded::new(seed))
    }

    /// One complete random match of `kind`, every move chosen uniformly among the legal ones.
    pub fn random_match(&mut self, kind: MatchKind) -> GameJson<'static> {
        self.0.next_record();
        let mut m = Match::new(kind);
        let mut rounds = Vec::new();
        let mut fill: Option<Fill> = None;
        loop {
            let number = m.round();
            let start = *m.position();
            let mut moves = Vec::new();
            while m.position().result().is_none() {
                let pos = *m.position();
                let legal = pos.legal_moves();
                let mv = legal[self.0.below(legal.len())];
                let ply = Ply::new(pos, mv);
                let text = entry_text(&ply);
                moves.push(json::move_json(
                    &ply,
                    moves.len(),
                    WrittenJson {
                        text: text.into(),
                        line: 0,
                        column: 0,
                    },
                ));
                m.play(mv).expect("a generated move is legal");
            }
            let end = m.round_end().expect("the round is over");
            rounds.push(json::RoundJson {
                number,
                first: start.turn().into(),
                fill: fill.map(Into::into),
                start: start.to_string(),
                header: None,
                comments: Vec::new(),
                moves,
                result: Some(json::result_json(&end)),
                score: ScoreJson {
                    black: end.score[Side::Black],
                    white: end.score[Side::White],
                },
                score_line: (kind != MatchKind::Simple).then(|| WrittenJson {
                    text: format!(
                        "Score: {}-{}",
                        end.score[Side::Black],
                        end.score[Side::White]
                    )
                    .into(),
                    line: 0,
                    column: 0,
                }),
            });
            if end.match_over {
                break;
            }
            // The winner chooses the fill of the next round (P1); here, at random.
            let next = if self.0.below(2) == 0 {
                Fill::Left
            } else {
                Fill::Right
            };
            m.next_round(next).expect("the match goes on");
            fill = Some(next);
        }
        let score = m.score();
        let mut tags = IndexMap::new();
        tags.insert("Game".to_string(), "Kamisado".to_string());
        tags.insert("Event".to_string(), "kifu gen".to_string());
        self.0.tag(&mut tags);
        tags.insert("Match".to_string(), kind.name().to_string());
        tags.insert("Black".to_string(), "Random".to_string());
        tags.insert("White".to_string(), "Random".to_string());
        GameJson {
            game: "kamisado".into(),
            format: json::FORMAT_VERSION,
            tags: tags
                .into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
            match_kind: kind.into(),
            status: StatusJson::Finished,
            winner: m.winner().map(Into::into),
            score: ScoreJson {
                black: score[Side::Black],
                white: score[Side::White],
            },
            comments: Vec::new(),
            rounds,
        }
    }
}
