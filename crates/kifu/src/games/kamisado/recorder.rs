//! A match written down ply by ply as its JSON model: what the generator (`kifu gen`) and
//! the importers of other programs' records ([`super::programs`]) both build, a move at a
//! time, through the rules ([`Match`]); the notation is then written from it
//! ([`super::import::to_notation`]).

use indexmap::IndexMap;

use super::ast::{Fill, MatchKind};
use super::board::Side;
use super::json::{self, GameJson, RoundJson, ScoreJson, StatusJson, WrittenJson};
use super::matches::{Match, MatchError, RoundEnd};
use super::replay::Ply;
use super::rules::{Illegal, Move, Position};
use super::style::Style;
use super::layout::entry_text_in;

/// A match being written: the rounds closed so far and the moves of the current one.
pub(crate) struct Recorder {
    m: Match,
    style: Style,
    rounds: Vec<RoundJson<'static>>,
    moves: Vec<json::MoveJson<'static>>,
    start: Position,
    fill: Option<Fill>,
}

impl Recorder {
    /// A match of `kind` from the start position, entries written in `style`.
    pub(crate) fn new(kind: MatchKind, style: Style) -> Recorder {
        Recorder::from(Match::new(kind), style)
    }

    /// A match of `kind` (one round, unless it ends at once) from `position`.
    pub(crate) fn from_position(kind: MatchKind, position: Position, style: Style) -> Recorder {
        Recorder::from(
            Match::resume(kind, 1, Default::default(), position),
            style,
        )
    }

    fn from(m: Match, style: Style) -> Recorder {
        let start = *m.position();
        Recorder {
            m,
            style,
            rounds: Vec::new(),
            moves: Vec::new(),
            start,
            fill: None,
        }
    }

    /// The position the next move is played in.
    pub(crate) fn position(&self) -> &Position {
        self.m.position()
    }

    /// The round being played (1-based).
    pub(crate) fn round(&self) -> u32 {
        self.m.round()
    }

    /// The end of the current round, once it is over.
    pub(crate) fn round_end(&self) -> Option<RoundEnd> {
        self.m.round_end()
    }

    /// Play and write down one ply; when it ends the round, the round is closed.
    pub(crate) fn play(&mut self, mv: Move) -> Result<Option<RoundEnd>, Illegal> {
        let pos = *self.m.position();
        let end = self.m.play(mv)?;
        let ply = Ply::new(pos, mv);
        let text = entry_text_in(&ply, &self.style);
        self.moves.push(json::move_json(
            &ply,
            self.moves.len(),
            WrittenJson {
                text: text.into(),
                line: 0,
                column: 0,
            },
        ));
        if let Some(end) = end {
            self.close(Some(end));
        }
        Ok(end)
    }

    /// Start the next round, the towers placed by `fill`.
    pub(crate) fn next_round(&mut self, fill: Fill) -> Result<(), MatchError> {
        self.m.next_round(fill)?;
        self.start = *self.m.position();
        self.fill = Some(fill);
        Ok(())
    }

    /// Close the current round (its moves so far, its result if it has one).
    fn close(&mut self, end: Option<RoundEnd>) {
        let score = self.m.score();
        let kind = self.m.kind();
        self.rounds.push(RoundJson {
            number: self.m.round(),
            first: self.start.turn().into(),
            fill: self.fill.map(Into::into),
            start: self.start.to_string(),
            header: None,
            comments: Vec::new(),
            moves: std::mem::take(&mut self.moves),
            result: end.as_ref().map(json::result_json),
            score: ScoreJson {
                black: score[Side::Black],
                white: score[Side::White],
            },
            score_line: (end.is_some() && kind != MatchKind::Simple).then(|| WrittenJson {
                text: format!("Score: {}-{}", score[Side::Black], score[Side::White]).into(),
                line: 0,
                column: 0,
            }),
        });
    }

    /// The record: the tags `before` (after `[Game]`), `[Match]`, the tags `after`; the
    /// rounds, a round under way closed as it stands.
    pub(crate) fn finish(
        mut self,
        before: IndexMap<String, String>,
        after: IndexMap<String, String>,
    ) -> GameJson<'static> {
        let open = self.m.round_end().is_none();
        if open && (!self.moves.is_empty() || self.rounds.is_empty()) {
            self.close(None);
        }
        let kind = self.m.kind();
        let score = self.m.score();
        let mut all = IndexMap::new();
        all.insert("Game".to_string(), "Kamisado".to_string());
        all.extend(before);
        all.insert("Match".to_string(), kind.name().to_string());
        all.extend(after);
        let finished = self.m.round_end().is_some_and(|e| e.match_over);
        GameJson {
            game: "kamisado".into(),
            format: json::FORMAT_VERSION,
            tags: all.into_iter().map(|(k, v)| (k.into(), v.into())).collect(),
            match_kind: kind.into(),
            status: if finished {
                StatusJson::Finished
            } else {
                StatusJson::Unfinished
            },
            winner: self.m.winner().map(Into::into),
            score: ScoreJson {
                black: score[Side::Black],
                white: score[Side::White],
            },
            comments: Vec::new(),
            rounds: self.rounds,
        }
    }
}
