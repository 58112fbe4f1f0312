//! Random legal matches (`kifu gen`): seeded, so the same seed gives the same records.

use indexmap::IndexMap;

use super::ast::{Fill, MatchKind};
use super::json::GameJson;
use super::recorder::Recorder;
use super::style::Style;
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
        let mut m = Recorder::new(kind, Style::ENGLISH_ARROWS);
        loop {
            while m.round_end().is_none() {
                let legal = m.position().legal_moves();
                let mv = legal[self.0.below(legal.len())];
                m.play(mv).expect("a generated move is legal");
            }
            let end = m.round_end().expect("the round is over");
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
        }
        let mut before = IndexMap::new();
        before.insert("Event".to_string(), "kifu gen".to_string());
        self.0.tag(&mut before);
        let mut after = IndexMap::new();
        after.insert("Black".to_string(), "Random".to_string());
        after.insert("White".to_string(), "Random".to_string());
        m.finish(before, after)
    }
}
