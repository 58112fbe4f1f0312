//! Colors of Kasane: records of games (RULES.md §4), the rules engine, and the JSON model.
//!
//! [`parse`] reads each record of a text into a [`Record`]; [`replay`] reads its
//! `[Players]`, `[Boxes]` and `[Variant]` tags into a [`Setup`] and plays every round:
//! each grid dealt and each turn checked, giving a [`Replay`] with the [`Game`] state
//! after the last turn ([`Replay::state_after`] gives any earlier one), the scores and
//! the problems found. [`played`] pairs each turn with its line as written. A [`Game`]
//! lists its legal turns ([`Game::legal_turns`]) and plays one ([`Game::play`]);
//! [`move_text`] writes a turn as a record line.
//!
//! ```
//! use kifu::kasane::{self, Game, Rules};
//!
//! let mut game = Game::new(Rules::new(4)).unwrap();
//! game.deal(vec![
//!     kasane::parse_cards("3 7 +1 9").unwrap(),
//!     kasane::parse_cards("2 2 5 8").unwrap(),
//!     kasane::parse_cards("6 1 6 4").unwrap(),
//!     kasane::parse_cards("9 9 3 +1").unwrap(),
//! ]).unwrap();
//! let players: Vec<String> = ["Aiko", "Ben", "Chie", "Dai"].map(String::from).into();
//! let turn = game.legal_turns()[0];
//! assert_eq!(kasane::move_text(&game, &players, turn).unwrap(), "Aiko 1 (3)");
//! game.play(turn).unwrap();
//! assert_eq!(game.to_play(), 1);
//! ```

pub use crate::games::kasane::ast::{
    ComboLine, FinalEntry, FinalLine, GridLine, Item, Record, RoundLine, Tag, TurnLine,
};
pub use crate::games::kasane::boxes::{
    BoxRefusal, BoxSpec, BoxTable, BoxesError, Marbles, parse_boxes,
};
pub use crate::games::kasane::cards::{Card, CardCounts, Combination};
pub use crate::games::kasane::check::{Checked, check};
pub use crate::games::kasane::notation::{NameStyle, Setup};
pub use crate::games::kasane::replay::{Replay, ReplayOptions, RoundReplay, Status, TurnReplay};
pub use crate::games::kasane::rules::{
    Combo, Completed, DealError, FinalScore, Game, Illegal, Phase, PlayerCountError, PlayerState,
    Rules, Turn, TurnResult, Variant,
};

// Seeded random legal games (`kifu gen`), and how they choose among the legal turns.
pub use crate::games::kasane::generate::{Generator, Policy};

// Drawing a position without a record (a record's own: `OpenedRecord::picture`).
pub use crate::games::kasane::render;

pub use crate::api::played;

use crate::api::{Parsed, Plies};
use crate::core::diag::Problem;
use crate::core::span::Span;
use crate::games::kasane::replay as engine_replay;
use crate::games::kasane::{json as engine_json, notation};

crate::game_facade! {
    kasane, "Colors of Kasane",
    json {
        CardsJson, ComboJson, GameJson, RoundJson, ScoreJson, StatusJson, TurnJson,
    },
    also {
        pub use crate::core::json_out::Text;
    }
}

/// Read the set-up from the tags and replay every round (`text` is what `record` was
/// parsed from). Bad tags (no `[Players]`, a bad `[Boxes]`…) are the error: nothing can
/// be replayed without them. Rule problems are in the replay.
pub fn replay(
    text: &str,
    record: &Record,
    options: &ReplayOptions,
) -> Result<Replay, Vec<Problem>> {
    engine_replay::setup_and_replay(text, record, options)
}

/// [`played`] goes round after round, each turn with its line as written.
impl Plies<Record, TurnReplay> for Replay {
    fn plies(&self) -> impl Iterator<Item = &TurnReplay> {
        self.rounds.iter().flat_map(|round| round.turns.iter())
    }

    fn written(record: &Record, turn: &TurnReplay) -> Option<Span> {
        record.items.get(turn.item).map(Item::span)
    }
}

/// Cards as a record writes them, separated by blanks: `3 7 +1 9`. `None` if a word is
/// not a card.
pub fn parse_cards(text: &str) -> Option<Vec<Card>> {
    text.split_whitespace().map(Card::parse).collect()
}

/// A legal turn of the player to move as a record line, `Aiko 2 (5) : Juu 5 5 = 1`
/// (`players` are the names in seating order); `None` if the turn is not legal.
pub fn move_text(game: &Game, players: &[String], turn: Turn) -> Option<String> {
    engine_replay::turn_line(game, players, turn)
}

/// The record in the canonical layout, with the combinations named in a style
/// (`text` is what `record` was parsed from: unreadable lines are copied from it).
pub fn write(text: &str, record: &Record, style: NameStyle) -> String {
    notation::write_record_with(record, text, style)
}

/// The JSON model of a replayed record.
pub fn to_json<'a>(record: &'a Record, replay: &'a Replay) -> json::GameJson<'a> {
    engine_json::to_json(record, replay)
}
