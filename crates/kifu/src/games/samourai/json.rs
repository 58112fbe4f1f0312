//! The JSON form of a Samouraï record (`kifu convert --to json`, `kifu schema samourai`).
//!
//! These types are the stable interchange format, kept apart from the engine's types:
//! renaming something in the engine never changes the JSON. Every move keeps the text it
//! was written as, with line, column and the comments after it, so notation → JSON →
//! notation loses nothing but layout.

use std::borrow::Cow;
use std::sync::LazyLock;

#[cfg(feature = "schema")]
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{json_enum, json_model};

use super::ast::{Item, Record};
use super::board::{Board, Direction, Kind, SIZE};
use super::replay::{Ply, Replay, Status, said_text};
use super::rules::{Announcement, Outcome, Position};
use crate::core::Span;
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
        @head " Always `\"samourai\"`.", format 1;
        /// The board's 11 rows (rank 11 first, letters `S A . T R W K`) when it is not the
        /// default board (given inline, by a `[Board "path"]` tag or `--board`), so that the
        /// JSON stands on its own; absent for the default board.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub board: Option<Vec<String>>,
        /// The start position (position string, `grammar/samourai-position.ebnf`).
        pub start: String,
        /// Whether the game is over.
        pub status: StatusJson,
        /// How it ended, once over.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub result: Option<ResultJson>,
        /// Comments before the first move.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
        /// Every move, in order; an anzen landing and its bonus move are two moves.
        pub moves: Vec<MoveJson<'a>>,
    }
}

json_enum! {
    /// A direction of travel, rank 11 being north.
    #[serde(rename_all = "lowercase")]
    pub enum DirectionJson {
        /// Towards rank 11.
        N,
        /// Towards k11.
        Ne,
        /// Towards file k.
        E,
        /// Towards k1.
        Se,
        /// Towards rank 1.
        S,
        /// Towards a1.
        Sw,
        /// Towards file a.
        W,
        /// Towards a11.
        Nw,
    }
}

json_enum! {
    /// The kind of a square.
    #[serde(rename_all = "lowercase")]
    pub enum KindJson: Kind {
        /// A start square.
        Shiro,
        /// The centre square.
        Anzen,
        /// A blank square ("ho bo").
        Mekura,
        /// Taiyō.
        Sun,
        /// Ryū.
        Dragon,
        /// Washi.
        Ibis,
        /// Katana.
        Sword,
    }
}

json_enum! {
    /// How the game ended.
    #[serde(rename_all = "kebab-case")]
    pub enum ReasonJson {
        /// The side to move could not move and lost.
        IkiZumari,
        /// The side to move could only put the opponent in iki zumari while the opponent had
        /// 3 samurai on shiro.
        Draw,
    }
}

json_model! {
    /// The end of the game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct ResultJson {
        /// Iki zumari or draw.
        pub reason: ReasonJson,
        /// The winner; absent for a draw.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub winner: Option<SideJson>,
        /// The side to move when the game ended (the loser, or the one that had no allowed
        /// move in a draw).
        pub to_move: SideJson,
    }
}

json_model! {
    // A long file has hundreds of thousands of moves: the squares and the announcement are
    // `Word`s, the enum names and `bonus` `Named` constants.
    /// One move.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct MoveJson<'a> {
        /// 1-based number of the move in the game (a bonus move counts).
        pub ply: u32,
        /// Who moved.
        #[write(Named)]
        pub side: SideJson,
        /// Start square, e.g. `e1`.
        pub from: Word<'a>,
        /// Landing square.
        pub to: Word<'a>,
        /// Direction of travel.
        #[write(Named)]
        pub direction: DirectionJson,
        /// Squares travelled.
        pub distance: u8,
        /// The kind of the landing square.
        #[write(Named)]
        pub landing: KindJson,
        /// The announcement, in Japanese: `3 ryu`, `4 ho bo`, `anzen`.
        pub announcement: Word<'a>,
        /// This is the bonus move after an anzen landing.
        #[serde(default)]
        #[write(Named)]
        pub bonus: bool,
        /// The text as written in the record (absent for generated games; on import: kept
        /// when it is this move, else the move is written).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub written: Option<Cow<'a, str>>,
        /// 1-based line of the written text (0 when generated).
        #[serde(default)]
        pub line: usize,
        /// 1-based column of the written text, in characters (0 when generated).
        #[serde(default)]
        pub column: usize,
        /// Comments after this move.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
    }
}

/// A value of a few known names (an enum of the model, `bonus`), each written as one
/// constant.
struct Named<'v, T>(&'v T);

macro_rules! named {
    ($($ty:ty { $($value:pat => $json:literal),+ $(,)? })+) => {$(
        impl WriteJson for Named<'_, $ty> {
            #[inline(always)]
            fn write_json(&self, out: &mut JsonOut<'_>) {
                match *self.0 {
                    $($value => out.raw($json.as_bytes()),)+
                }
            }
        }
    )+};
}

named! {
    SideJson { SideJson::Red => "\"red\"", SideJson::Black => "\"black\"" }
    DirectionJson {
        DirectionJson::N => "\"n\"",
        DirectionJson::Ne => "\"ne\"",
        DirectionJson::E => "\"e\"",
        DirectionJson::Se => "\"se\"",
        DirectionJson::S => "\"s\"",
        DirectionJson::Sw => "\"sw\"",
        DirectionJson::W => "\"w\"",
        DirectionJson::Nw => "\"nw\"",
    }
    KindJson {
        KindJson::Shiro => "\"shiro\"",
        KindJson::Anzen => "\"anzen\"",
        KindJson::Mekura => "\"mekura\"",
        KindJson::Sun => "\"sun\"",
        KindJson::Dragon => "\"dragon\"",
        KindJson::Ibis => "\"ibis\"",
        KindJson::Sword => "\"sword\"",
    }
    bool { true => "true", false => "false" }
}

impl From<Direction> for DirectionJson {
    fn from(d: Direction) -> Self {
        match d {
            Direction::N => DirectionJson::N,
            Direction::NE => DirectionJson::Ne,
            Direction::E => DirectionJson::E,
            Direction::SE => DirectionJson::Se,
            Direction::S => DirectionJson::S,
            Direction::SW => DirectionJson::Sw,
            Direction::W => DirectionJson::W,
            Direction::NW => DirectionJson::Nw,
        }
    }
}

/// The result of an outcome.
pub fn result_json(o: Outcome) -> ResultJson {
    match o {
        Outcome::IkiZumari { loser } => ResultJson {
            reason: ReasonJson::IkiZumari,
            winner: Some(loser.other().into()),
            to_move: loser.into(),
        },
        Outcome::Draw { stuck } => ResultJson {
            reason: ReasonJson::Draw,
            winner: None,
            to_move: stuck.into(),
        },
    }
}

/// [`said_text`]: the texts of every distance and kind are made once, and the JSON of a
/// move borrows its announcement from them.
fn said_json(a: Announcement) -> Word<'static> {
    static TEXTS: LazyLock<Vec<String>> = LazyLock::new(|| {
        (1..SIZE)
            .flat_map(|dist| Kind::ALL.map(|kind| said_text(Announcement { dist, kind })))
            .collect()
    });
    if (1..SIZE).contains(&a.dist)
        && let Some(text) = TEXTS.get(usize::from(a.dist - 1) * Kind::ALL.len() + a.kind.index())
    {
        return Word::from(text.as_str());
    }
    Word::from(said_text(a))
}

impl JsonModel for Record {
    type Replay = Replay;
    type Json<'a> = GameJson<'a>;

    /// The JSON of a checked record: each move with the text, line and column it was written
    /// at, and the comments where they stand.
    fn json<'a>(&'a self, source: Source<'_, 'a>, replay: &Replay) -> GameJson<'a> {
        let (Source { index, text }, record) = (source, self);
        let written = |span: Span| {
            let lc = index.line_col(span.start);
            (
                Cow::Borrowed(text.get(span.range()).unwrap_or_default()),
                lc.line,
                lc.column,
            )
        };
        let mut moves: Vec<MoveJson<'a>> = Vec::with_capacity(replay.plies.len());
        let mut top = Vec::new();
        // The plies by item (in ply order within an item), found once; the items are
        // walked in order, so one cursor in that list finds each item's plies.
        let mut by_item: Vec<usize> = (0..replay.plies.len()).collect();
        by_item.sort_by_key(|&n| replay.plies[n].item);
        let item_of = |k: usize| replay.plies[by_item[k]].item;
        let mut next = 0;
        for (i, item) in record.items.iter().enumerate() {
            match item {
                Item::Entry(e) => {
                    while next < by_item.len() && item_of(next) < i {
                        next += 1;
                    }
                    let from = next;
                    while next < by_item.len() && item_of(next) == i {
                        next += 1;
                    }
                    for &n in &by_item[from..next] {
                        let ply = &replay.plies[n];
                        let seg = e.segments().nth(ply.segment as usize);
                        let w = seg.filter(|_| !ply.assumed).map(|s| written(s.span));
                        moves.push(move_json(ply, n, w));
                    }
                }
                Item::Comment(c) => match moves.last_mut() {
                    Some(m) => m.comments.push(Cow::Borrowed(&*c.node)),
                    None => top.push(Cow::Borrowed(&*c.node)),
                },
                Item::MoveNumber(_) | Item::Ellipsis(_) | Item::Invalid(_) => {}
            }
        }
        let (status, result) = match replay.status() {
            Status::Finished(o) => (StatusJson::Finished, Some(result_json(o))),
            _ => (StatusJson::Unfinished, None),
        };
        GameJson {
            game: Cow::Borrowed("samourai"),
            format: FORMAT_VERSION,
            tags: tags_json(&record.tags),
            board: (record.head.board.is_some() || replay.board != Board::standard())
                .then(|| board_rows(&replay.board)),
            start: start_string(&replay.start),
            status,
            result,
            comments: top,
            moves,
        }
    }
}

/// The position string of a record's start: the standard start's is made once (nearly
/// every record starts there).
fn start_string(start: &Position) -> String {
    static STANDARD: LazyLock<(Position, String)> = LazyLock::new(|| {
        let p = Position::start_on(Board::standard());
        (p, p.to_string())
    });
    if *start == STANDARD.0 {
        STANDARD.1.clone()
    } else {
        start.to_string()
    }
}

/// One replayed move (numbered `index + 1`), with what was written for it.
pub fn move_json<'a>(
    ply: &Ply,
    index: usize,
    written: Option<(Cow<'a, str>, usize, usize)>,
) -> MoveJson<'a> {
    let a = ply.announcement;
    let (direction, _) = ply.mv.line().unwrap_or((Direction::N, a.dist));
    let (written, line, column) = match written {
        Some((t, l, c)) => (Some(t), l, c),
        None => (None, 0, 0),
    };
    MoveJson {
        ply: index as u32 + 1,
        side: ply.side.into(),
        from: Word::from(square_name(ply.mv.from)),
        to: Word::from(square_name(ply.mv.to)),
        direction: direction.into(),
        distance: a.dist,
        landing: a.kind.into(),
        announcement: said_json(a),
        bonus: ply.bonus,
        written,
        line,
        column,
        comments: Vec::new(),
    }
}

/// The 11 rows of a board, rank 11 first.
pub fn board_rows(board: &Board) -> Vec<String> {
    board
        .to_string()
        .lines()
        .take(11)
        .map(|l| l.get(3..).unwrap_or_default().to_string())
        .collect()
}

/// The JSON Schema of [`GameJson`]. Requires the feature `schema`.
#[cfg(feature = "schema")]
pub fn schema() -> schemars::Schema {
    schemars::schema_for!(GameJson)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::RedBlack;

    /// What the move writer writes for `m`, on one line and pretty-printed.
    fn written_both_ways(m: &MoveJson) -> [String; 2] {
        let (mut line, mut pretty) = (Vec::new(), Vec::new());
        m.write_json(&mut JsonOut::compact(&mut line));
        m.write_json(&mut JsonOut::pretty(&mut pretty, 0));
        [line, pretty].map(|b| String::from_utf8(b).expect("UTF-8"))
    }

    fn serde_both_ways(m: &MoveJson) -> [String; 2] {
        [
            serde_json::to_string(m).expect("serialises"),
            serde_json::to_string_pretty(m).expect("serialises"),
        ]
    }

    #[test]
    fn the_move_writer_writes_what_serde_json_writes() {
        let base = MoveJson {
            ply: 1,
            side: SideJson::Red,
            from: Word::from("e1"),
            to: Word::from("e4"),
            direction: DirectionJson::N,
            distance: 3,
            landing: KindJson::Dragon,
            announcement: Word::from("3 ryu"),
            bonus: false,
            written: None,
            line: 0,
            column: 0,
            comments: Vec::new(),
        };
        let mut moves = vec![base.clone()];
        // Every name of every enum, both sides, both flags.
        for (i, &d) in Direction::ALL.iter().enumerate() {
            let kind = Kind::ALL[i % Kind::ALL.len()];
            moves.push(MoveJson {
                side: [RedBlack::Red, RedBlack::Black][i % 2].into(),
                direction: d.into(),
                landing: kind.into(),
                bonus: i % 2 == 1,
                ..base.clone()
            });
        }
        for kind in Kind::ALL {
            moves.push(MoveJson {
                landing: kind.into(),
                ..base.clone()
            });
        }
        // Numbers around 10, 100 and beyond; strings to quote as they are, and strings
        // to escape (quotes, backslashes, control characters) or with other characters.
        for (i, n) in [0, 9, 10, 99, 100, 101, 999, 65_535, usize::MAX >> 1]
            .into_iter()
            .enumerate()
        {
            let odd = [
                "e\"1", "k1\\1", "a\t1", "ō", "", "e 1x", "\u{1f}", "x\u{7f}y", "a-b",
            ];
            moves.push(MoveJson {
                ply: n as u32,
                distance: n as u8,
                line: n,
                column: n.wrapping_mul(7),
                from: Word::from(odd[i]),
                to: Word::from(odd[(i + 1) % odd.len()].repeat(i)),
                announcement: Word::from(odd[(i + 2) % odd.len()]),
                written: Some(Cow::Borrowed(odd[(i + 3) % odd.len()])),
                comments: odd[..i].iter().map(|&c| Cow::Borrowed(c)).collect(),
                ..base.clone()
            });
        }
        for m in &moves {
            assert_eq!(written_both_ways(m), serde_both_ways(m), "{m:?}");
        }
    }
}
