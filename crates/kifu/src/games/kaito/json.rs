//! The JSON form of a Kaitō record (`kifu convert --to json`, `kifu schema kaito`).
//!
//! These types are the stable interchange format, kept apart from the engine's types:
//! renaming something in the engine never changes the JSON. Every written entry keeps
//! its text, line, column and comments next to the resolved turn, so notation → JSON →
//! notation loses nothing that matters.

use std::borrow::Cow;

#[cfg(feature = "schema")]
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{json_enum, json_model};

use super::ast::{Item, Record};
use super::board::{Layout, Token};
use super::replay::{Ply, Replay};
use super::rules::{Buy, Loss};
use crate::core::json::{JsonModel, Source, square_name, tags_json};
pub use crate::core::json::Word;
pub use crate::core::json::{RedBlackJson as SideJson, StatusJson, to_json, to_json_with};
use crate::core::json_out::{JsonOut, WriteJson};

json_model! {
    // Its strings borrow from the record's text when it is written out ('a), and
    // are owned when it is read (GameJson<'static>).
    /// A whole record.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct GameJson<'a> {
        @head " Always `\"kaito\"`.", format 1;
        /// Who moved first.
        pub first: SideJson,
        /// The layout as laid out: six lines, rank 6 first, six tokens each (files a-f):
        /// `rS b1 r2 bH rS b3` (`W` for a white token). Absent when the record starts from
        /// a `[Position]` tag.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub layout: Option<LayoutJson>,
        /// The Kaito's starting square (absent with a `[Position]` tag).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub kaito: Option<String>,
        /// The position string (grammar/kaito-position.ebnf) before the first turn.
        pub start: String,
        /// Whether the game reached its end.
        pub status: StatusJson,
        /// How it ended, if it did.
        pub result: Option<ResultJson>,
        /// Comments before the first turn.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
        /// The turns.
        pub moves: Vec<MoveJson<'a>>,
        /// The position string (grammar/kaito-position.ebnf) at the end of the record.
        pub position: String,
    }
}

json_enum! {
    /// How a game was lost.
    #[serde(rename_all = "kebab-case")]
    pub enum ReasonJson: Loss {
        /// The loser's last Kabuto left the board.
        LastKabuto,
        /// The loser's last Katana left the board.
        LastKatana,
        /// The loser could not move the Kaito.
        KaitoStuck,
    }
}

json_model! {
    /// The end of the game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct ResultJson {
        /// Who won.
        pub winner: SideJson,
        /// Why the other side lost.
        pub reason: ReasonJson,
    }
}

json_enum! {
    /// What an exchange buys back.
    #[serde(rename_all = "lowercase")]
    pub enum BuyJson: Buy {
        /// A Katana (at least 4 Mons).
        Katana,
        /// A Kabuto (at least 5 Mons).
        Kabuto,
    }
}

json_model! {
    /// A Mon exchange.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct ExchangeJson {
        /// What was bought back (it is put under the Kaito).
        pub buy: BuyJson,
        /// The values of the Mon tokens paid, largest first.
        pub paid: Vec<u8>,
        /// Total Mons paid.
        pub total: u32,
    }
}

json_model! {
    /// One turn.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct MoveJson<'a> {
        /// 1-based turn number within the game.
        pub ply: usize,
        /// Who played it.
        pub side: SideJson,
        /// The Kaito's destination.
        pub to: Word<'a>,
        /// The token captured there (`bS`, `r3`…).
        pub captured: Word<'a>,
        /// The exchange after the move, if any.
        pub exchange: Option<ExchangeJson>,
        /// The entry as written in the record (on import: kept when it is this turn, else
        /// the turn is written).
        pub written: Cow<'a, str>,
        /// 1-based line of the entry in the source (0 when generated).
        pub line: usize,
        /// 1-based column of the entry in the source, in characters (0 when generated).
        pub column: usize,
        /// Comments written after the entry.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
    }
}

impl JsonModel for Record {
    type Replay = Replay;
    type Json<'a> = Option<GameJson<'a>>;

    /// The JSON of a replayed record, or `None` when it could not be set up (no layout, no
    /// Kaito square or no first player).
    fn json<'a>(&'a self, source: Source<'_, 'a>, replay: &Replay) -> Option<GameJson<'a>> {
        let (Source { index, text }, record) = (source, self);
        let start = replay.start?;
        let first = replay.first?;
        let layout = replay.layout.filter(|_| record.tag("Position").is_none());
        let kaito = record
            .head
            .kaito
            .and_then(|k| k.square)
            .filter(|_| layout.is_some());
        // A move for each ply, from the entry it was played from: the list is made at
        // its length, each move written in its place.
        let mut moves: Vec<MoveJson<'a>> = replay
            .plies
            .iter()
            .enumerate()
            .map(|(n, ply)| match record.items.get(ply.item) {
                Some(Item::Entry(e)) => {
                    let lc = index.line_col(e.span.start);
                    let written = Cow::Borrowed(text.get(e.span.range()).unwrap_or_default());
                    move_json(ply, n, written, lc.line, lc.column)
                }
                // A ply is always played from an entry; otherwise it reads as generated.
                _ => move_json(ply, n, Cow::Borrowed(""), 0, 0),
            })
            .collect();
        // Each comment goes with the last move played before it, or before the first.
        let mut comments = Vec::new();
        let mut played = 0;
        for (i, item) in record.items.iter().enumerate() {
            if let Item::Comment(c) = item {
                while replay.plies.get(played).is_some_and(|p| p.item < i) {
                    played += 1;
                }
                let c = Cow::Borrowed(&*c.node);
                match played.checked_sub(1).and_then(|k| moves.get_mut(k)) {
                    Some(m) => m.comments.push(c),
                    None => comments.push(c),
                }
            }
        }
        let end = replay.position().unwrap_or(start);
        Some(GameJson {
            game: Cow::Borrowed("kaito"),
            format: FORMAT_VERSION,
            tags: tags_json(&record.tags),
            first: first.into(),
            layout: layout.map(LayoutJson::Layout),
            kaito: kaito.map(|k| square_name(k.node).to_owned()),
            start: start.text(),
            status: if end.result().is_some() {
                StatusJson::Finished
            } else {
                StatusJson::Unfinished
            },
            result: end.result().map(|o| ResultJson {
                winner: o.winner().into(),
                reason: o.reason.into(),
            }),
            comments,
            moves,
            position: end.text(),
        })
    }
}

/// The JSON of one replayed turn.
#[inline(always)]
pub fn move_json<'a>(
    ply: &Ply,
    index: usize,
    written: Cow<'a, str>,
    line: usize,
    column: usize,
) -> MoveJson<'a> {
    MoveJson {
        ply: index + 1,
        side: ply.side.into(),
        to: Word::from(square_name(ply.mv.to)),
        captured: Word::from(ply.captured.code()),
        exchange: ply.mv.exchange.map(|e| ExchangeJson {
            buy: e.buy.into(),
            paid: e.pay.values().collect(),
            total: e.pay.total(),
        }),
        written,
        line,
        column,
        comments: Vec::new(),
    }
}

/// The JSON form of a layout: six lines of six tokens, rank 6 first.
#[cfg(test)]
pub fn layout_json(layout: &Layout) -> Vec<String> {
    LayoutJson::Layout(*layout)
        .lines()
        .map(Cow::into_owned)
        .collect()
}

/// The layout of a record: in JSON, six strings, rank 6 first, of six tokens each
/// (`rS b1 r2 bH rS b3`).
///
/// Written from a replay, it holds the replay's layout (no strings are made for it);
/// read from JSON, it holds the lines as written, whatever they are (the checker reports
/// what it cannot read).
#[derive(Clone, Debug)]
pub enum LayoutJson {
    /// The layout of a replay.
    Layout(Layout),
    /// The lines of a JSON record.
    Lines(Vec<String>),
}

impl LayoutJson {
    /// The lines, rank 6 first.
    pub fn lines(&self) -> impl Iterator<Item = Cow<'_, str>> + '_ {
        let (layout, lines) = match self {
            LayoutJson::Layout(l) => (Some(l), &[][..]),
            LayoutJson::Lines(w) => (None, &w[..]),
        };
        let made = layout.into_iter().flat_map(|l| {
            (0..6u8).rev().map(|rank| {
                let (bytes, len) = rank_line(l, rank);
                // Every byte is an ASCII letter, digit or space.
                Cow::Owned(String::from_utf8_lossy(&bytes[..len]).into_owned())
            })
        });
        made.chain(lines.iter().map(|l| Cow::Borrowed(l.as_str())))
    }

    /// How many lines (six for a replay's layout).
    pub fn len(&self) -> usize {
        match self {
            LayoutJson::Layout(_) => 6,
            LayoutJson::Lines(w) => w.len(),
        }
    }

    /// Whether there is no line (never, for a replay's layout).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The tokens of one rank of a layout, one space between two: at most 17 ASCII bytes,
/// and how many.
#[inline(always)]
fn rank_line(layout: &Layout, rank: u8) -> ([u8; 17], usize) {
    let mut line = [b' '; 17];
    let mut len = 0;
    for t in layout.rank_tokens(rank) {
        match t {
            Token::Piece(p) => {
                line[len..len + 2].copy_from_slice(&p.letters());
                len += 3;
            }
            Token::White => {
                line[len] = b'W';
                len += 2;
            }
        }
    }
    // Each token was followed by a space; the last one's is not part of the line.
    (line, len - 1)
}

impl From<Vec<String>> for LayoutJson {
    fn from(lines: Vec<String>) -> Self {
        LayoutJson::Lines(lines)
    }
}

impl From<Layout> for LayoutJson {
    fn from(layout: Layout) -> Self {
        LayoutJson::Layout(layout)
    }
}

impl PartialEq for LayoutJson {
    fn eq(&self, other: &Self) -> bool {
        self.lines().eq(other.lines())
    }
}

impl Eq for LayoutJson {}

impl<const N: usize> PartialEq<[&str; N]> for LayoutJson {
    fn eq(&self, other: &[&str; N]) -> bool {
        self.lines().eq(other.iter().map(|l| Cow::Borrowed(*l)))
    }
}

impl Serialize for LayoutJson {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.lines())
    }
}

impl<'de> Deserialize<'de> for LayoutJson {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<String>::deserialize(d).map(LayoutJson::Lines)
    }
}

crate::schema_as!(LayoutJson => Vec<String>);

impl WriteJson for LayoutJson {
    fn write_json(&self, out: &mut JsonOut<'_>) {
        match self {
            // On one line, the whole array is put together in place and written as one
            // copy: six lines of at most 17 bytes, their quotes and commas, the brackets.
            LayoutJson::Layout(l) if !out.is_pretty() => {
                let mut bytes = [0u8; 6 * 20 + 1];
                bytes[0] = b'[';
                let mut at = 1;
                for rank in (0..6u8).rev() {
                    let (line, len) = rank_line(l, rank);
                    bytes[at] = b'"';
                    bytes[at + 1..at + 18].copy_from_slice(&line);
                    bytes[at + 1 + len] = b'"';
                    bytes[at + 2 + len] = b',';
                    at += len + 3;
                }
                // The last comma is the closing bracket.
                bytes[at - 1] = b']';
                out.raw(&bytes[..at]);
            }
            LayoutJson::Layout(_) => out.array_of(self.lines()),
            LayoutJson::Lines(w) => out.array(w),
        }
    }
}

/// The JSON Schema of [`GameJson`]. Requires the feature `schema`.
#[cfg(feature = "schema")]
pub fn schema() -> schemars::Schema {
    schemars::schema_for!(GameJson)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A replay's layout is written, compact and pretty, as serde_json writes its six
    /// lines (tokens joined by one space), and equals those lines read from JSON.
    #[test]
    fn a_layout_is_written_as_its_lines() {
        let mut generator = super::super::generate::Generator::new(7);
        for _ in 0..50 {
            let layout = generator.random_layout();
            let lines: Vec<String> = (0..6u8)
                .rev()
                .map(|rank| {
                    let codes: Vec<&str> =
                        layout.rank_tokens(rank).iter().map(|t| t.code()).collect();
                    codes.join(" ")
                })
                .collect();
            let ours = LayoutJson::Layout(layout);
            assert_eq!(ours.lines().collect::<Vec<_>>(), lines);
            assert_eq!(ours, LayoutJson::Lines(lines.clone()));
            assert_eq!(layout_json(&layout), lines);
            let mut compact = Vec::new();
            ours.write_json(&mut JsonOut::compact(&mut compact));
            assert_eq!(compact, serde_json::to_vec(&lines).unwrap());
            let mut pretty = Vec::new();
            ours.write_json(&mut JsonOut::pretty(&mut pretty, 0));
            assert_eq!(pretty, serde_json::to_vec_pretty(&lines).unwrap());
            assert_eq!(serde_json::to_vec(&ours).unwrap(), compact);
        }
    }
}
