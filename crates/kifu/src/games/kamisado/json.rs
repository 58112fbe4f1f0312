//! The JSON form of a Kamisado record (`kifu convert --to json`, `kifu schema kamisado`).
//!
//! These types are the stable, documented interchange format, kept apart from the
//! engine's types: renaming something in the engine never changes the JSON. In the spirit
//! of the shogi JSON kifu format (JKF), every written entry keeps its text, line, column
//! and comments next to the resolved move, so notation → JSON → notation loses nothing.

use std::borrow::Cow;

#[cfg(feature = "schema")]
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{json_enum, json_model};

use super::ast::{Fill, Item, MatchKind, Record};
use super::board::{Colour, Direction, Side};
use super::replay::{PlyKind, Replay};
use super::rules::{Move, WinReason};
use crate::core::LineIndex;
use crate::core::json::{JsonModel, Source, square_name, tags_json};
pub use crate::core::json::Word;
pub use crate::core::json::{StatusJson, to_json, to_json_with};

json_model! {
    // Its strings borrow from the record's text when it is written out ('a), and
    // are owned when it is read (GameJson<'static>).
    /// A whole record.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct GameJson<'a> {
        @head " Always `\"kamisado\"`.", format 1;
        /// The match length (`[Match]`).
        #[serde(rename = "match")]
        pub match_kind: MatchJson,
        /// Whether the record reaches the end of the match.
        pub status: StatusJson,
        /// The winner of the match, once decided.
        pub winner: Option<SideJson>,
        /// The score at the end of the record.
        pub score: ScoreJson,
        /// Comments before the first round.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
        /// The rounds, in order.
        pub rounds: Vec<RoundJson<'a>>,
    }
}

json_enum! {
    /// The match length in JSON.
    #[serde(rename_all = "lowercase")]
    pub enum MatchJson: MatchKind {
        /// First to 1 point.
        Simple,
        /// First to 3 points.
        Standard,
        /// First to 7 points.
        Long,
        /// First to 15 points.
        Marathon,
    }
}

json_enum! {
    /// A side in JSON.
    #[serde(rename_all = "lowercase")]
    pub enum SideJson: Side {
        /// Black.
        Black,
        /// White.
        White,
    }
}

json_enum! {
    /// A colour in JSON.
    #[serde(rename_all = "lowercase")]
    pub enum ColourJson: Colour {
        /// Orange.
        Orange,
        /// Blue.
        Blue,
        /// Purple.
        Purple,
        /// Pink.
        Pink,
        /// Yellow.
        Yellow,
        /// Red.
        Red,
        /// Green.
        Green,
        /// Brown.
        Brown,
    }
}

json_enum! {
    /// How the towers are lined up for a round, in JSON.
    #[serde(rename_all = "lowercase")]
    pub enum FillJson: Fill {
        /// From the left.
        Left,
        /// From the right.
        Right,
    }
}

json_enum! {
    /// A direction in JSON.
    #[serde(rename_all = "lowercase")]
    pub enum DirectionJson: Direction {
        /// Straight ahead.
        Straight,
        /// Diagonally forward to the left.
        Left,
        /// Diagonally forward to the right.
        Right,
        /// Back (a pushed tower).
        Back,
    }
}

json_enum! {
    /// What an entry was.
    #[serde(rename_all = "lowercase")]
    pub enum KindJson {
        /// A normal move.
        Move,
        /// A Sumo's push; `pushed` lists the towers it pushed.
        Oshi,
        /// The opponent's entry right after an oshi: the pushed tower(s) going back.
        Pushed,
        /// A blocked tower: 0 squares.
        Blocked,
    }
}

json_enum! {
    /// Why a round ended, in JSON.
    #[serde(rename_all = "kebab-case")]
    pub enum ReasonJson: WinReason {
        /// A tower reached the opponent's home row.
        HomeRow,
        /// Total deadlock.
        Deadlock,
    }
}

json_model! {
    /// Points of both sides.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct ScoreJson {
        /// Black's points.
        pub black: u32,
        /// White's points.
        pub white: u32,
    }
}

json_model! {
    /// Text as written in the record, with its 1-based line and column.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct WrittenJson<'a> {
        /// The text as written.
        pub text: Cow<'a, str>,
        /// 1-based line of the text.
        pub line: usize,
        /// 1-based column (in characters) of the text.
        pub column: usize,
    }
}

json_model! {
    /// One round of the match.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct RoundJson<'a> {
        /// 1-based round number.
        pub number: u32,
        /// Who made the first move of the round.
        pub first: SideJson,
        /// How the towers were placed (null in round 1; needed to import a later round).
        pub fill: Option<FillJson>,
        /// The position string at the start of the round (read on import for round 1 when
        /// the tags have no `Position`).
        pub start: String,
        /// The round header as written, if there was one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub header: Option<WrittenJson<'a>>,
        /// Comments between the header and the first entry.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
        /// The plies, in order.
        pub moves: Vec<MoveJson<'a>>,
        /// How the round ended, if it did.
        pub result: Option<ResultJson>,
        /// The score after this round (or so far).
        pub score: ScoreJson,
        /// A `Score:` line as written after the round, if there was one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub score_line: Option<WrittenJson<'a>>,
    }
}

json_model! {
    /// One written entry and the move it stands for.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct MoveJson<'a> {
        /// 1-based ply number within the round.
        pub ply: u32,
        /// Who played the ply.
        pub side: SideJson,
        /// The tower that moved, passed, or (for `pushed`) the rear pushed tower.
        pub tower: ColourJson,
        /// What the ply was.
        pub kind: KindJson,
        /// The square the tower started on (`e1`).
        pub from: Word<'a>,
        /// The square it ended on.
        pub to: Word<'a>,
        /// Null for a blocked tower.
        pub direction: Option<DirectionJson>,
        /// Squares moved (0 for a pass).
        pub distance: u8,
        /// The colour of the square the tower ended on.
        pub landing: ColourJson,
        /// For an oshi (and the pushed entry after it): every pushed tower, front first.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub pushed: Vec<PushedJson<'a>>,
        /// The entry exactly as written (on import: kept when it is this move, else the move
        /// is written).
        pub written: Cow<'a, str>,
        /// 1-based line of the entry.
        pub line: usize,
        /// 1-based column of the entry, in characters.
        pub column: usize,
        /// Comments written after this entry.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub comments: Vec<Cow<'a, str>>,
    }
}

json_model! {
    /// One tower pushed back by an oshi.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct PushedJson<'a> {
        /// Its colour.
        pub tower: ColourJson,
        /// The square it was pushed from.
        pub from: Word<'a>,
        /// The square it was pushed to.
        pub to: Word<'a>,
    }
}

json_model! {
    /// How a round ended.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[cfg_attr(feature = "schema", derive(JsonSchema))]
    pub struct ResultJson {
        /// Who won the round.
        pub winner: SideJson,
        /// Why.
        pub reason: ReasonJson,
        /// The winner's tower that earned the dragon tooth.
        pub tower: ColourJson,
        /// Teeth on that tower after the round.
        pub teeth: u8,
        /// Points the tooth scored: 1, 2, 4 or 8.
        pub points: u32,
    }
}

impl FillJson {
    /// The fill as the English notation writes it after `Round N`: `from left`.
    pub fn words(self) -> &'static str {
        match self {
            FillJson::Left => "from left",
            FillJson::Right => "from right",
        }
    }
}

/// Where the next comment belongs while walking the items.
#[derive(Clone, Copy)]
enum Anchor {
    Top,
    Round(usize),
    Move(usize, usize),
}

impl JsonModel for Record {
    type Replay = Replay;
    type Json<'a> = GameJson<'a>;

    /// The JSON of a replayed record: its rounds, each entry with the text, line and column
    /// it was written at, and the comments where they stand.
    fn json<'a>(&'a self, source: Source<'_, 'a>, replay: &Replay) -> GameJson<'a> {
        let (Source { index, text }, record) = (source, self);
        let written = |span: crate::core::Span| {
            let lc = index.line_col(span.start);
            WrittenJson {
                text: Cow::Borrowed(text.get(span.range()).unwrap_or_default()),
                line: lc.line,
                column: lc.column,
            }
        };
        let mut rounds: Vec<RoundJson> = replay
            .rounds
            .iter()
            .map(|r| RoundJson {
                number: r.number,
                first: r.first.into(),
                fill: r.fill.map(Into::into),
                start: r.start.fen(),
                header: None,
                comments: Vec::new(),
                moves: Vec::with_capacity(r.plies.len()),
                result: r.end.as_ref().map(result_json),
                score: ScoreJson { black: 0, white: 0 },
                score_line: None,
            })
            .collect();
        // Scores: after each round's end, else the running score.
        let mut running = ScoreJson { black: 0, white: 0 };
        for (rj, r) in rounds.iter_mut().zip(&replay.rounds) {
            if let Some(e) = r.end {
                running = ScoreJson {
                    black: e.score[Side::Black],
                    white: e.score[Side::White],
                };
            }
            rj.score = running;
        }
        let mut top_comments = Vec::new();
        let mut anchor = Anchor::Top;
        // The ply of each item (by item index), found once: linear in the record.
        let mut ply_of: Vec<Option<(usize, usize)>> = vec![None; record.items.len()];
        for (r, round) in replay.rounds.iter().enumerate() {
            for (m, p) in round.plies.iter().enumerate() {
                if let Some(slot) = ply_of.get_mut(p.item)
                    && slot.is_none()
                {
                    *slot = Some((r, m));
                }
            }
        }
        for (i, item) in record.items.iter().enumerate() {
            match item {
                Item::Round(h) => {
                    if let Some(r) = replay.rounds.iter().position(|r| r.header == Some(i)) {
                        rounds[r].header = Some(written(h.span));
                        anchor = Anchor::Round(r);
                    }
                }
                Item::Entry(e) => {
                    if let Some((r, m)) = ply_of[i] {
                        let ply = &replay.rounds[r].plies[m];
                        let w = written(e.span);
                        rounds[r].moves.push(move_json(ply, m, w));
                        anchor = Anchor::Move(r, rounds[r].moves.len() - 1);
                    }
                }
                Item::Comment(c) => {
                    let text = Cow::Borrowed(c.node.trim());
                    match anchor {
                        Anchor::Top => top_comments.push(text),
                        Anchor::Round(r) => rounds[r].comments.push(text),
                        Anchor::Move(r, m) => rounds[r].moves[m].comments.push(text),
                    }
                }
                Item::Score(s) => {
                    if let Some(r) = rounds.len().checked_sub(1).map(|_last| match anchor {
                        Anchor::Round(r) | Anchor::Move(r, _) => r,
                        Anchor::Top => 0,
                    }) {
                        rounds[r].score_line = Some(written(s.span));
                    }
                }
                Item::MoveNumber(_) | Item::Ellipsis(_) | Item::Invalid(_) => {}
            }
        }
        GameJson {
            game: Cow::Borrowed("kamisado"),
            format: FORMAT_VERSION,
            tags: tags_json(&record.tags),
            match_kind: replay.kind.into(),
            status: match replay.status() {
                super::replay::Status::Finished => StatusJson::Finished,
                super::replay::Status::Unfinished => StatusJson::Unfinished,
            },
            winner: replay.winner.map(Into::into),
            score: ScoreJson {
                black: replay.score[Side::Black],
                white: replay.score[Side::White],
            },
            comments: top_comments,
            rounds,
        }
    }
}

/// `then` called with the JSON of the one record `text` holds when the fast path reads
/// it ([`super::fast::quick_record`]) and it replays without any problem; `None` asks for
/// the full pipeline ([`to_json_with`] after [`super::check::check`]), which gives the
/// same JSON and, for a record with problems, the diagnostics. The JSON borrows from the
/// syntax tree the fast path builds, which lives only for the call.
pub fn quick_json<R>(
    index: &LineIndex<'_>,
    text: &str,
    then: impl FnOnce(&GameJson<'_>) -> R,
) -> Option<R> {
    let (record, kind, numbers) =
        super::fast::quick_record(text, crate::core::Span::new(0, text.len()))?;
    let replay = super::replay::replay(&record, kind, super::replay::ReplayOptions::default());
    (replay.is_valid() && replay.findings.problems.is_empty() && numbers.in_sequence(&replay))
        .then(|| then(&to_json_with(index, text, &record, &replay)))
}

/// The result of a round, as JSON.
pub(crate) fn result_json(e: &super::matches::RoundEnd) -> ResultJson {
    ResultJson {
        winner: e.result.winner.into(),
        reason: e.result.reason.into(),
        tower: e.result.tower.into(),
        teeth: e.teeth,
        points: e.points,
    }
}

/// One ply as JSON; `index` is its 0-based place in the round.
pub(crate) fn move_json<'a>(
    ply: &super::replay::Ply,
    index: usize,
    w: WrittenJson<'a>,
) -> MoveJson<'a> {
    let (from, to) = ply.squares().unwrap_or_else(|| {
        let s = ply
            .before
            .square_of(super::board::Tower::new(ply.side, Colour::Brown));
        (s, s)
    });
    let tower = ply.tower().map_or(Colour::Brown, |t| t.colour);
    let (direction, distance) = match ply.kind {
        PlyKind::Blocked | PlyKind::DeadlockConfirm => (None, 0),
        PlyKind::Pushed => (Some(DirectionJson::Back), 1),
        PlyKind::Move | PlyKind::Oshi => {
            Direction::between(ply.side, from, to).map_or((None, 0), |(d, n)| (Some(d.into()), n))
        }
    };
    let moved = match (ply.kind, ply.mv) {
        (PlyKind::Oshi, Move::Oshi { .. }) => ply.before.pushed_by(ply.mv),
        (PlyKind::Pushed, _) => ply.before.last_pushed(),
        _ => Default::default(),
    };
    let pushed: Vec<PushedJson<'a>> = moved
        .iter()
        .map(|&(t, f, to)| PushedJson {
            tower: t.colour.into(),
            from: Word::from(square_name(f)),
            to: Word::from(square_name(to)),
        })
        .collect();
    MoveJson {
        ply: index as u32 + 1,
        side: ply.side.into(),
        tower: tower.into(),
        kind: match ply.kind {
            PlyKind::Move => KindJson::Move,
            PlyKind::Oshi => KindJson::Oshi,
            PlyKind::Pushed => KindJson::Pushed,
            PlyKind::Blocked | PlyKind::DeadlockConfirm => KindJson::Blocked,
        },
        from: Word::from(square_name(from)),
        to: Word::from(square_name(to)),
        direction,
        distance,
        landing: to.colour().into(),
        pushed,
        written: w.text,
        line: w.line,
        column: w.column,
        comments: Vec::new(),
    }
}

/// The JSON Schema of [`GameJson`]. Requires the feature `schema`.
#[cfg(feature = "schema")]
pub fn schema() -> schemars::Schema {
    schemars::schema_for!(GameJson)
}
