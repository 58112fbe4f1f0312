//! The JSON form of a Colors of Kasane record (`kifu convert --to json`, the schema).
//!
//! These types are the stable interchange format, kept apart from the engine's types.
//! Cards are strings (`"7"`, `"+1"`); rows are 1-based as in the notation. Each turn keeps
//! the comments written after it, so notation → JSON → notation keeps them.
//!
//! [`to_notation`](super::import::to_notation) writes the canonical notation: every taken card in brackets and every
//! combination's points (`= N`), so the record it writes checks itself.

use std::borrow::Cow;

#[cfg(feature = "schema")]
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::core::json_out::{JsonOut, Text, WriteJson};
use crate::json_model;

use super::ast::{Item, Record};
use super::boxes::BoxTable;
use super::cards::{Card, Combination};
use super::replay::{Replay, Status};
use super::rules::winners_of;
use crate::core::header::{write_comment, write_tag};
pub use crate::core::json::{StatusJson, TagsJson};

json_model! {
    // Its strings borrow from the record and its replay when it is written out ('a), and
    // are owned when it is read (GameJson<'static>).
    /// A whole record.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct GameJson<'a> {
        @head " Always `\"kasane\"`.", format 1;
        /// The players in seating order.
        pub players: Vec<Cow<'a, str>>,
        /// Whether the record reaches the end of the game.
        pub status: StatusJson,
        /// Comments before the first round.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
        /// The rounds.
        pub rounds: Vec<RoundJson<'a>>,
        /// Final scores (once the game is over), in seating order.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub scores: Option<Vec<ScoreJson<'a>>>,
        /// The winners (several on a shared win), once the game is over.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub winners: Vec<Cow<'a, str>>,
    }
}

json_model! {
    /// One round.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct RoundJson<'a> {
        /// 1-based.
        pub number: u32,
        /// The rows, front card first.
        pub grid: Vec<CardsJson<'a>>,
        /// Comments between the round's start and its first turn.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
        /// The turns.
        pub turns: Vec<TurnJson<'a>>,
    }
}

json_model! {
    /// One turn.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct TurnJson<'a> {
        /// Who played.
        pub player: Text<'a>,
        /// The row taken from, 1-based.
        pub row: u32,
        /// The card taken.
        pub card: Text<'a>,
        /// The combination completed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub combination: Option<ComboJson<'a>>,
        /// Points scored this turn (1 for a "+1" card, plus the combination's box).
        pub points: u32,
        /// Comments written after the turn.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
    }
}

json_model! {
    /// A completed combination.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct ComboJson<'a> {
        /// Romaji name, e.g. `"Kagen no Tsuki"`.
        pub name: Cow<'a, str>,
        /// The top card of the play area used as the first card.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub top: Option<Cow<'a, str>>,
        /// The cards laid from the hand, in order.
        pub cards: CardsJson<'a>,
        /// The box that got the marble (1-based, in the order of the box table).
        #[serde(rename = "box")]
        pub box_number: u32,
        /// The box's points.
        pub points: u32,
    }
}

json_model! {
    /// One player's final score.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct ScoreJson<'a> {
        /// The player.
        pub player: Cow<'a, str>,
        /// Points scored during play.
        pub play: u32,
        /// Cards in the play area.
        pub laid: u32,
        /// Distinct colours in the play area.
        pub colours: u32,
        /// The colour bonus (8 or more cards laid).
        pub colour_bonus: u32,
        /// 2 for laying all 12 cards.
        pub full_bonus: u32,
        /// The final score.
        pub total: u32,
    }
}

/// A list of cards (a row of the grid, the cards of a combination): in JSON, an array of
/// card strings (`"7"`, `"+1"`).
///
/// Written from a replay, it borrows the replay's cards (no list of strings is made for
/// each row); read from JSON, it holds the strings as written, a card kifu does not know
/// included (the checker reports it).
#[derive(Clone, Debug)]
pub enum CardsJson<'a> {
    /// The cards of a replay.
    Cards(&'a [Card]),
    /// The strings of a JSON record.
    Written(Vec<Cow<'a, str>>),
}

impl<'a> CardsJson<'a> {
    /// The cards as strings, in order.
    pub fn iter(&self) -> impl Iterator<Item = &str> + '_ {
        let (cards, written): (&[Card], &[Cow<'a, str>]) = match self {
            CardsJson::Cards(c) => (c, &[]),
            CardsJson::Written(w) => (&[], w),
        };
        cards
            .iter()
            .map(|c| c.name())
            .chain(written.iter().map(|w| &**w))
    }

    /// How many cards.
    pub fn len(&self) -> usize {
        match self {
            CardsJson::Cards(c) => c.len(),
            CardsJson::Written(w) => w.len(),
        }
    }

    /// Whether there is no card.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The strings joined by `sep`, as the notation writes them.
    pub fn join(&self, sep: &str) -> String {
        self.iter().collect::<Vec<_>>().join(sep)
    }
}

impl<'a> From<Vec<Cow<'a, str>>> for CardsJson<'a> {
    fn from(written: Vec<Cow<'a, str>>) -> Self {
        CardsJson::Written(written)
    }
}

impl PartialEq for CardsJson<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.iter().eq(other.iter())
    }
}

impl Eq for CardsJson<'_> {}

impl<const N: usize> PartialEq<[&str; N]> for CardsJson<'_> {
    fn eq(&self, other: &[&str; N]) -> bool {
        self.iter().eq(other.iter().copied())
    }
}

impl Serialize for CardsJson<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, 'a> Deserialize<'de> for CardsJson<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<Cow<'a, str>>::deserialize(d).map(CardsJson::Written)
    }
}

crate::schema_as!(CardsJson<'_> => Vec<String>);

impl WriteJson for CardsJson<'_> {
    fn write_json(&self, out: &mut JsonOut<'_>) {
        match self {
            CardsJson::Cards(c) => out.plain_strings(c.iter().map(|c| c.name())),
            CardsJson::Written(w) => out.array(w),
        }
    }
}

/// The JSON of a replayed record (the turns replayed; a record that stops early gives
/// the part before the stop). A box table supplied by the user rather than the record
/// is added to the tags as `Boxes`.
pub fn to_json<'a>(record: &'a Record, replay: &'a Replay) -> GameJson<'a> {
    let mut tags = TagsJson::with_capacity(record.tags.len() + 1);
    for t in &record.tags {
        tags.insert_if_absent(Cow::Borrowed(&t.key.node), Cow::Borrowed(&t.value.node));
    }
    // A box table given by the user (not by the record) goes into the tags, so that the
    // JSON (and the notation written from it) says which table the points come from.
    if replay.setup.rules.boxes != BoxTable::default()
        && !tags.keys().any(|k| k.eq_ignore_ascii_case("boxes"))
    {
        tags.insert(
            Cow::Borrowed("Boxes"),
            Cow::Owned(replay.setup.rules.boxes.to_tag_value()),
        );
    }
    let name = |i: usize| Cow::Borrowed(replay.setup.players.get(i).map_or("", String::as_str));
    // Each name checked once for the JSON, not at each turn.
    let players: Vec<Text> = replay
        .setup
        .players
        .iter()
        .map(|p| Text::checked(p))
        .collect();
    let mut rounds: Vec<RoundJson> = replay
        .rounds
        .iter()
        .map(|r| RoundJson {
            number: r.number as u32,
            grid: r.grid.iter().map(|row| CardsJson::Cards(row)).collect(),
            comments: Vec::new(),
            turns: r
                .turns
                .iter()
                .map(|t| TurnJson {
                    player: players
                        .get(t.result.player)
                        .cloned()
                        .unwrap_or_else(|| Text::known("")),
                    row: u32::from(t.turn.row) + 1,
                    card: Text::known(t.result.card.name()),
                    combination: t.result.completed.as_ref().map(|c| {
                        let (top, cards) = if c.top {
                            (
                                c.cards.first().map(|x| Cow::Borrowed(x.name())),
                                &c.cards[1..],
                            )
                        } else {
                            (None, &c.cards[..])
                        };
                        ComboJson {
                            name: Cow::Borrowed(c.kind.name()),
                            top,
                            cards: CardsJson::Cards(cards),
                            box_number: c.box_index as u32 + 1,
                            points: c.points,
                        }
                    }),
                    points: t.result.points,
                    comments: Vec::new(),
                })
                .collect(),
        })
        .collect();
    // Comments: to the game before the first round, then to the round until its first
    // turn, then to the last turn before them.
    // Rounds and turns stand in the items in order: the next of each is the only one an
    // item can be (no search).
    let mut comments = Vec::new();
    let mut at: Option<(usize, Option<usize>)> = None;
    let (mut next_round, mut next_turn) = (0, 0);
    for (idx, item) in record.items.iter().enumerate() {
        if replay
            .rounds
            .get(next_round)
            .is_some_and(|r| r.grid_item == idx)
        {
            at = Some((next_round, None));
            next_round += 1;
            next_turn = 0;
        }
        if let Some((ri, _)) = at
            && replay.rounds[ri]
                .turns
                .get(next_turn)
                .is_some_and(|t| t.item == idx)
        {
            at = Some((ri, Some(next_turn)));
            next_turn += 1;
        }
        if let Item::Comment(c) = item {
            match at {
                None => comments.push(Cow::Borrowed(&*c.node)),
                Some((ri, None)) => rounds[ri].comments.push(Cow::Borrowed(&*c.node)),
                Some((ri, Some(ti))) => rounds[ri].turns[ti].comments.push(Cow::Borrowed(&*c.node)),
            }
        }
    }
    let finished = replay.status() == Status::Finished;
    // The final scores, counted once for the scores and the winners.
    let finals = replay.final_scores();
    let winners = match &finals {
        Some(s) => winners_of(s)
            .into_iter()
            .filter_map(|i| replay.setup.players.get(i))
            .map(|p| Cow::Borrowed(p.as_str()))
            .collect(),
        None => Vec::new(),
    };
    GameJson {
        game: Cow::Borrowed("kasane"),
        format: FORMAT_VERSION,
        tags,
        players: replay
            .setup
            .players
            .iter()
            .map(|p| Cow::Borrowed(&**p))
            .collect(),
        status: if finished {
            StatusJson::Finished
        } else {
            StatusJson::Unfinished
        },
        comments,
        rounds,
        scores: finals.map(|s| {
            s.iter()
                .enumerate()
                .map(|(i, s)| ScoreJson {
                    player: name(i),
                    play: s.play,
                    laid: s.laid as u32,
                    colours: s.colours as u32,
                    colour_bonus: s.colour_bonus,
                    full_bonus: s.full_bonus,
                    total: s.total,
                })
                .collect()
        }),
        winners,
    }
}

fn push_comment(out: &mut String, text: &str) {
    out.push_str(&write_comment(text));
    out.push('\n');
}

/// The canonical notation of a JSON record as it is (every card in brackets, every
/// combination's points, the final line when the game is over): what [`to_notation`](super::import::to_notation)
/// writes from the JSON of the replay.
pub(crate) fn canonical(game: &GameJson) -> String {
    let mut out = String::new();
    if !game.tags.keys().any(|k| k.eq_ignore_ascii_case("game")) {
        out.push_str(&write_tag("Game", "Kasane"));
        out.push('\n');
    }
    for (k, v) in &game.tags {
        out.push_str(&write_tag(k, v));
        out.push('\n');
    }
    if !game.tags.keys().any(|k| k.eq_ignore_ascii_case("players")) {
        out.push_str(&write_tag("Players", &game.players.join(", ")));
        out.push('\n');
    }
    for c in &game.comments {
        push_comment(&mut out, c);
    }
    for r in &game.rounds {
        out.push_str(&format!("\nRound {}\n", r.number));
        let rows: Vec<String> = r.grid.iter().map(|row| row.join(" ")).collect();
        out.push_str(&format!("Grid: {}\n", rows.join(" / ")));
        for c in &r.comments {
            push_comment(&mut out, c);
        }
        for t in &r.turns {
            out.push_str(&format!("{} {} ({})", t.player, t.row, t.card));
            if let Some(c) = &t.combination {
                let name: &str = match Combination::from_name(&c.name) {
                    Some(k) => k.name(),
                    None => &c.name,
                };
                out.push_str(&format!(" : {name}"));
                if let Some(top) = &c.top {
                    out.push_str(&format!(" ^{top}"));
                }
                out.push_str(&format!(" {} = {}", c.cards.join(" "), c.points));
            }
            out.push('\n');
            for c in &t.comments {
                push_comment(&mut out, c);
            }
        }
    }
    if let Some(scores) = &game.scores {
        let parts: Vec<String> = scores
            .iter()
            .map(|s| format!("{} {}", s.player, s.total))
            .collect();
        out.push_str(&format!("\nFinal: {}\n", parts.join(", ")));
    }
    out
}

/// The JSON Schema of [`GameJson`]. Requires the feature `schema`.
#[cfg(feature = "schema")]
pub fn schema() -> schemars::Schema {
    schemars::schema_for!(GameJson)
}
