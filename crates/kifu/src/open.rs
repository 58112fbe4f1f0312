//! The opened record: a text read and replayed once ([`open`]), each of its records then
//! asked for its problems, its steps, its pictures, its legal moves, its notation and
//! its JSON model without being read again.
//!
//! Two paths stay beside it for speed, for programs that go through many records once
//! each: [`check_record`] (what `kifu validate` asks of every record: problems, valid,
//! finished, plies, outcome) and [`write_json`] (what `kifu convert` writes, record by
//! record, without building a value).

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use crate::core::game::{
    At, CheckedRecord, Game, GameError, GameKind, JsonLayout, JsonRecord, LegalMoves, Sheet, Step,
    View,
};
use crate::core::{LineIndex, Problem, Span};
use crate::outcome::Outcome;
use crate::values::{Lang, Notation, NotationRequest, Variant};

/// How [`open`] reads a text.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct OpenOptions {
    /// After a rule error, replay on under the likeliest correction, so that every
    /// mistake of a record is found (`kifu validate --all`); such a record's result is
    /// not checked.
    pub all: bool,
    /// The text of a set-up file every record is read with (a Samouraï board, a Colors
    /// of Kasane box table: see [`GameInfo::setup_option`](crate::GameInfo)); a record's
    /// own set-up tag still wins.
    pub setup: Option<String>,
    /// The folder the text was read from: a file a record names in a tag (a Samouraï
    /// `[Board "path"]`) is read there, never outside it. `None`: such files are read
    /// from the current folder.
    pub folder: Option<PathBuf>,
}

impl OpenOptions {
    /// The default options: stop at a record's first rule error, no set-up file.
    pub fn new() -> OpenOptions {
        OpenOptions::default()
    }

    /// With [`OpenOptions::all`].
    pub fn all(mut self, all: bool) -> OpenOptions {
        self.all = all;
        self
    }

    /// With a set-up file's text ([`OpenOptions::setup`]).
    pub fn setup(mut self, text: impl Into<String>) -> OpenOptions {
        self.setup = Some(text.into());
        self
    }

    /// With the folder the text was read from ([`OpenOptions::folder`]).
    pub fn folder(mut self, dir: impl Into<PathBuf>) -> OpenOptions {
        self.folder = Some(dir.into());
        self
    }
}

/// Read and replay every record of `text` once: each is then asked without being read
/// again.
///
/// Fails only when the set-up file of `options` is not valid (its problems, placed in
/// that file); a record with problems is opened all the same and says them.
///
/// ```
/// use kifu::{At, DiagramFormat, GameKind, Lang, NotationRequest, OpenOptions};
///
/// let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n";
/// let opened = kifu::open(GameKind::Kamisado, text, &OpenOptions::new()).unwrap();
/// let record = &opened.records()[0];
/// assert!(record.is_valid());
/// assert_eq!(record.steps().unwrap().len(), 3); // the round's start, then two plies
/// // Each ply where the sheet writes it.
/// let second = &record.steps().unwrap()[2];
/// assert_eq!(&text[second.span.unwrap().range()], "Blue ↑5 Yellow");
///
/// // The board after the first ply, the legal moves there, the record in French.
/// let board = record.picture(At::ply(1), DiagramFormat::Ascii.into()).unwrap();
/// assert!(board.contains("after ply 1 (Black: Red ^4 Blue)"));
/// let moves = record.legal_moves(At::ply(1), NotationRequest::OWN).unwrap();
/// assert!(moves.moves.iter().any(|m| m.written == "Blue ↑5 Yellow"));
/// let french = NotationRequest { lang: Some(Lang::Fr), style: None };
/// assert!(record.write(french).unwrap().contains("1. Rouge ↑4 Bleu"));
/// let json = record.to_json().unwrap();
/// assert_eq!(json["rounds"][0]["moves"][1]["written"], "Blue ↑5 Yellow");
/// ```
pub fn open(game: GameKind, text: &str, options: &OpenOptions) -> Result<Opened, GameError> {
    let set_up = match &options.setup {
        Some(file) => Some(game.engine().with_setup(file)?),
        None => None,
    };
    let base: &dyn Game = set_up.as_deref().unwrap_or(game.engine());
    let there = options.folder.as_ref().and_then(|dir| base.in_folder(dir));
    let engine: &dyn Game = there.as_deref().unwrap_or(base);
    Ok(open_with(engine, text, options.all))
}

/// [`open`] with a game the caller set up itself: a [`Game`] from
/// [`GameKind::engine`], or from its `with_setup` when one set-up file serves many texts
/// (the `kifu` binary's `--board` and `--boxes`, read once for every input). `all` is
/// [`OpenOptions::all`].
pub fn open_with(engine: &dyn Game, text: &str, all: bool) -> Opened {
    let game = engine.kind();
    let text: Arc<str> = text.into();
    let records = engine
        .open(Arc::clone(&text), all)
        .into_iter()
        .map(|sheet| OpenedRecord {
            game,
            sheet,
            steps: OnceLock::new(),
        })
        .collect();
    Opened { text, records }
}

/// A text read by [`open`]: its records, each read and replayed once.
pub struct Opened {
    text: Arc<str>,
    records: Vec<OpenedRecord>,
}

impl Opened {
    /// The text, as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Its records, in order.
    pub fn records(&self) -> &[OpenedRecord] {
        &self.records
    }

    /// Its last record (the one `kifu show`, `moves` and `replay` work on), which must
    /// be set up for a replay: else the problems that stopped it, or a usage error when
    /// the text holds no record.
    pub fn last(&self) -> Result<&OpenedRecord, GameError> {
        match self.records.last() {
            None => Err(GameError::Usage(crate::Message::new("usage-no-record"))),
            Some(r) if !r.checked().is_set_up() => Err(GameError::Invalid(r.problems().to_vec())),
            Some(r) => Ok(r),
        }
    }
}

/// One record of an [`Opened`] text, read and replayed once.
///
/// A question about a point of the record (a picture, the legal moves) fails with
/// [`GameError::Invalid`] when the record could not be set up for a replay, and with
/// [`GameError::Usage`] for a point it does not have.
pub struct OpenedRecord {
    game: GameKind,
    sheet: Box<dyn Sheet>,
    steps: OnceLock<Result<Vec<Step>, GameError>>,
}

impl OpenedRecord {
    fn checked(&self) -> &dyn CheckedRecord {
        self.sheet.checked()
    }

    /// Its game.
    pub fn game(&self) -> GameKind {
        self.game
    }

    /// Syntax and rule problems, in the order found (spans in the opened text).
    pub fn problems(&self) -> &[Problem] {
        self.checked().problems()
    }

    /// No error, and the replay reached the end of the record.
    pub fn is_valid(&self) -> bool {
        self.checked().is_valid()
    }

    /// The record reaches the end of the game or match.
    pub fn is_finished(&self) -> bool {
        self.checked().is_finished()
    }

    /// Plies (turns) replayed.
    pub fn plies(&self) -> usize {
        self.checked().plies()
    }

    /// Who moves next, or how the game ended (its `Display`: in English).
    pub fn outcome(&self) -> Outcome {
        self.checked().outcome()
    }

    /// Where the replay stopped early, if it did.
    pub fn stopped_at(&self) -> Option<Span> {
        self.checked().stopped_at()
    }

    /// Where the replay went on under a guess ([`OpenOptions::all`]), if it did: the
    /// result is not checked.
    pub fn guessed_at(&self) -> Option<Span> {
        self.checked().guessed_at()
    }

    /// The notation it is written in, as read.
    pub fn notation(&self) -> Notation {
        self.sheet.notation()
    }

    /// Every point of the record, in order, as far as it replays: each round's start,
    /// then one step per ply. Worked out once.
    pub fn steps(&self) -> Result<&[Step], GameError> {
        match self.steps.get_or_init(|| self.sheet.steps()) {
            Ok(steps) => Ok(steps),
            Err(e) => Err(e.clone()),
        }
    }

    /// The index in [`OpenedRecord::steps`] of a point (`--round`, `--ply`; each the
    /// last by default).
    ///
    /// ```
    /// use kifu::{At, GameKind, OpenOptions, PointError};
    /// let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n";
    /// let opened = kifu::open(GameKind::Kamisado, text, &OpenOptions::new()).unwrap();
    /// let record = &opened.records()[0];
    /// assert_eq!(record.step_at(At::default()), Ok(2));
    /// assert_eq!(record.step_at(At::ply(0)), Ok(0));
    /// assert_eq!(
    ///     record.step_at(At::ply(3)),
    ///     Err(PointError::NoPly { round: 1, ply: 3, last: 2 })
    /// );
    /// ```
    pub fn step_at(&self, at: At) -> Result<usize, PointError> {
        let steps = self.steps().map_err(|_| PointError::NotReplayed)?;
        let last = steps.last().map_or(1, |s| s.round);
        let round = at.round.unwrap_or(last);
        let in_round = steps.iter().enumerate().filter(|(_, s)| s.round == round);
        let Some((end, last_step)) = in_round.clone().next_back() else {
            return Err(PointError::NoRound { round, last });
        };
        match at.ply {
            None => Ok(end),
            Some(ply) => in_round
                .clone()
                .find(|(_, s)| s.ply == ply)
                .map(|(i, _)| i)
                .ok_or(PointError::NoPly {
                    round,
                    ply,
                    last: last_step.ply,
                }),
        }
    }

    /// The picture at a point, drawn as `view` says.
    pub fn picture(&self, at: At, view: View) -> Result<String, GameError> {
        self.sheet.picture(at, view)
    }

    /// The picture of every step ([`OpenedRecord::steps`]), in the same order.
    pub fn pictures(&self, view: View) -> Result<Vec<String>, GameError> {
        self.sheet.pictures(view)
    }

    /// The legal moves at a point, one a line under a heading, written in a notation
    /// (what the request leaves out: the record's own), as `kifu moves` lists them. The
    /// heading is said in the notation's language (English for one kifu does not speak):
    /// [`OpenedRecord::moves_text_in`] says it in another.
    pub fn moves_text(&self, at: At, notation: NotationRequest) -> Result<String, GameError> {
        let lang = notation.lang.unwrap_or(self.notation().lang);
        self.moves_text_in(at, notation, lang)
    }

    /// [`OpenedRecord::moves_text`], its heading and notes said in `lang` (the moves stay
    /// in the notation asked for).
    ///
    /// ```
    /// use kifu::{At, GameKind, Lang, NotationRequest, OpenOptions};
    /// let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue\n";
    /// let opened = kifu::open(GameKind::Kamisado, text, &OpenOptions::new()).unwrap();
    /// let record = &opened.records()[0];
    /// let english = record.moves_text(At::default(), NotationRequest::OWN).unwrap();
    /// assert!(english.starts_with("round 1, after ply 1: White to move"));
    /// let french = record.moves_text_in(At::default(), NotationRequest::OWN, Lang::Fr).unwrap();
    /// assert!(french.starts_with("manche 1, après le coup 1 : Blanc joue"));
    /// ```
    pub fn moves_text_in(
        &self,
        at: At,
        notation: NotationRequest,
        lang: Lang,
    ) -> Result<String, GameError> {
        notation.check(self.game)?;
        self.sheet.moves(at, notation, lang)
    }

    /// The legal moves at a point, one by one, written in a notation (what the request
    /// leaves out: the record's own).
    pub fn legal_moves(&self, at: At, notation: NotationRequest) -> Result<LegalMoves, GameError> {
        notation.check(self.game)?;
        self.sheet.legal_moves(at, notation)
    }

    /// The record in the canonical layout, written in a notation (what the request
    /// leaves out: the record's own), as `kifu fmt` writes it.
    pub fn write(&self, notation: NotationRequest) -> Result<String, GameError> {
        notation.check(self.game)?;
        self.sheet.write(notation)
    }

    /// Its JSON model (what `kifu convert --to json` writes for it), when it is valid;
    /// else its problems.
    pub fn to_json(&self) -> Result<serde_json::Value, GameError> {
        self.sheet.json()
    }
}

/// A point a record does not have ([`OpenedRecord::step_at`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PointError {
    /// The record could not be replayed: it has no points.
    NotReplayed,
    /// No such round: the record's rounds go from 1 to `last`.
    NoRound {
        /// The round asked for.
        round: u32,
        /// The record's last round.
        last: u32,
    },
    /// No such ply in the round: its plies go from 0 to `last`.
    NoPly {
        /// The round.
        round: u32,
        /// The ply asked for.
        ply: usize,
        /// The round's last ply.
        last: usize,
    },
}

impl PointError {
    /// What is wrong, in any language.
    pub fn message(&self) -> crate::Message {
        match *self {
            PointError::NotReplayed => crate::Message::new("usage-not-replayed"),
            PointError::NoRound { round, last } => {
                crate::message!("usage-no-round", round = round, last = last)
            }
            PointError::NoPly { round, ply, last } => {
                crate::message!("usage-no-ply", round = round, ply = ply, last = last)
            }
        }
    }
}

/// English, as [`PointError::message`] says it.
impl std::fmt::Display for PointError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for PointError {}

/// `count` seeded random legal records of `game` in `variant` (the same seed gives the
/// same records), in the canonical layout, one after the other (`kifu gen`); a variant
/// the game does not make is refused ([`GameError::Unsupported`], naming those it makes).
///
/// ```
/// use kifu::{GameKind, OpenOptions, Variant};
/// let text = kifu::generate(GameKind::Kamisado, Variant::Simple, 7, 2).unwrap();
/// let opened = kifu::open(GameKind::Kamisado, &text, &OpenOptions::new()).unwrap();
/// assert_eq!(opened.records().len(), 2);
/// assert!(opened.records().iter().all(|r| r.is_valid() && r.is_finished()));
/// assert_eq!(text, kifu::generate(GameKind::Kamisado, Variant::Simple, 7, 2).unwrap());
/// assert!(kifu::generate(GameKind::Kaito, Variant::Long, 7, 1).is_err());
/// ```
pub fn generate(
    game: GameKind,
    variant: Variant,
    seed: u64,
    count: u64,
) -> Result<String, GameError> {
    game.engine().generate(seed, count, &variant)
}

/// The fast path of `kifu validate`: the record standing at `span` of `text` (one of
/// [`records`]'s spans) parsed and replayed for its problems, validity, plies and
/// outcome only, without keeping anything to ask later (Kamisado's fast reader answers
/// without building a syntax tree). Problem spans are in `text`'s coordinates.
///
/// ```
/// use kifu::{GameKind, Span};
/// let text = "[Game \"Kamisado\"]\n1. Red ↑4 Green\n";
/// let checked = kifu::check_record(GameKind::Kamisado, text, Span::new(0, text.len()), false);
/// assert!(!checked.is_valid());
/// assert_eq!(&text[checked.problems()[0].span.range()], "Green");
/// ```
pub fn check_record(game: GameKind, text: &str, span: Span, all: bool) -> Box<dyn CheckedRecord> {
    game.engine().check_record(text, span, all)
}

/// The spans of the records of a text, as the streaming paths ([`check_record`],
/// [`write_json`]) take them: each starts at its tags (or its first move) and ends
/// before the next record's.
pub fn records(text: &str) -> impl Iterator<Item = Span> + '_ {
    crate::core::header::split_records(text)
}

/// The fast path of `kifu convert`: the JSON of the one record `text` holds (one of
/// [`records`]'s slices), appended to `out` in `layout`, written straight from the
/// record without building a value; `lines` numbers its lines as in the whole input
/// ([`LineIndex::starting_at`]). A record that is not valid gives its problems (spans in
/// `text`'s coordinates) and writes nothing.
///
/// ```
/// use kifu::{GameKind, JsonLayout, LineIndex};
/// let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue\n";
/// let mut out = Vec::new();
/// kifu::write_json(GameKind::Kamisado, text, &LineIndex::new(text), JsonLayout::Line, &mut out)
///     .unwrap();
/// assert!(out.starts_with(b"{\"game\":\"kamisado\","));
/// assert!(out.ends_with(b"}\n"));
/// ```
pub fn write_json(
    game: GameKind,
    text: &str,
    lines: &LineIndex<'_>,
    layout: JsonLayout,
    out: &mut Vec<u8>,
) -> Result<(), GameError> {
    game.engine().record_json(JsonRecord {
        text,
        lines,
        layout,
        out,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each step of each record (the second of a file, too) says where the sheet writes
    /// its ply: inside its record's stretch, after the step before; for the games that
    /// keep the sheet's words (all but Kaitō, which writes the turn in its own form), the
    /// words there are the step's.
    #[test]
    fn every_step_knows_where_its_ply_is_written() {
        for kind in GameKind::ALL {
            let text = generate(kind, kind.info().variants[0], 5, 2).unwrap();
            let opened = open(kind, &text, &OpenOptions::new()).unwrap();
            let stretches: Vec<Span> = records(&text).collect();
            assert_eq!(opened.records().len(), 2, "{kind}");
            for (record, stretch) in opened.records().iter().zip(stretches) {
                let mut after = stretch.start;
                for s in record.steps().unwrap() {
                    let Some(span) = s.span else {
                        assert_eq!(s.ply, 0, "{kind}: {s:?}");
                        continue;
                    };
                    assert!(
                        span.start >= after && span.end <= stretch.end,
                        "{kind}: {s:?}"
                    );
                    after = span.end;
                    if kind != GameKind::Kaito {
                        assert_eq!(&text[span.range()], s.written, "{kind}");
                    } else {
                        assert!(text[span.range()].starts_with(&s.written[..2]), "{kind}");
                    }
                }
            }
        }
    }

    /// Every game's opened record answers what the commands answer from the text, from
    /// its one reading: steps, pictures, legal moves, its notation and its JSON.
    #[test]
    fn an_opened_record_answers_as_the_commands_do() {
        let generated = GameKind::ALL.map(|k| (k, generate(k, k.info().variants[0], 3, 2)));
        for (kind, text) in generated {
            let (g, text) = (kind.engine(), text.unwrap());
            let opened = open(kind, &text, &OpenOptions::new()).unwrap();
            assert_eq!(opened.records().len(), 2, "{kind}");
            let last = opened.last().unwrap();
            assert!(last.is_valid() && last.problems().is_empty(), "{kind}");
            let view = View::from(crate::DiagramFormat::Ascii);
            let steps = last.steps().unwrap();
            let pictures = last.pictures(view).unwrap();
            assert_eq!(pictures.len(), steps.len(), "{kind}");
            let end = last.step_at(At::default()).unwrap();
            assert_eq!(end, steps.len() - 1, "{kind}");
            assert_eq!(last.picture(At::default(), view).unwrap(), pictures[end]);
            assert_eq!(
                g.show(&text, At::default(), crate::DiagramFormat::Ascii)
                    .unwrap(),
                pictures[end]
            );
            let own = NotationRequest::OWN;
            let at = At::ply(0);
            assert_eq!(
                last.moves_text(at, own).unwrap(),
                g.moves(&text, at).unwrap(),
                "{kind}"
            );
            let written: Vec<String> = opened
                .records()
                .iter()
                .map(|r| r.write(own).unwrap())
                .collect();
            assert_eq!(written.join("\n"), g.format(&text, own).unwrap(), "{kind}");
            let json: Vec<serde_json::Value> = opened
                .records()
                .iter()
                .map(|r| r.to_json().unwrap())
                .collect();
            assert_eq!(json, g.to_json(&text).unwrap(), "{kind}");
            assert_eq!(last.notation(), g.default_notation(), "{kind}");
        }
    }

    /// A record that does not replay says so to every question about a point, and
    /// a point it does not have is named.
    #[test]
    fn a_record_says_which_points_it_has() {
        let text = "[Game \"Kamisado\"]\n1. Red ↑4 Green\n";
        let opened = open(GameKind::Kamisado, text, &OpenOptions::new()).unwrap();
        let record = &opened.records()[0];
        assert!(!record.is_valid());
        assert_eq!(&text[record.problems()[0].span.range()], "Green");
        assert_eq!(record.step_at(At::default()), Ok(0));
        let round_2 = At {
            round: Some(2),
            ply: None,
        };
        assert_eq!(
            record.step_at(round_2),
            Err(PointError::NoRound { round: 2, last: 1 })
        );
        let japanese = NotationRequest {
            lang: Some(crate::Lang::Ja),
            style: None,
        };
        assert!(matches!(
            record.write(japanese),
            Err(GameError::Unsupported(_))
        ));
        assert!(matches!(record.to_json(), Err(GameError::Invalid(_))));
        // A set-up file the game does not take is refused.
        let refused = open(GameKind::Kamisado, text, &OpenOptions::new().setup("x"));
        assert!(matches!(refused, Err(GameError::Usage(_))));
    }
}
