//! Which game a record is: from `--game`, the `[Game]` tag, or the file extension.

use std::fmt;
use std::path::Path;

use crate::core::form::Form;
use crate::core::{LineIndex, Span};
use crate::message::Message;
use crate::outcome::Outcome;
use crate::values::{Lang, Notation, NotationRequest, Setting, Style, Variant};

mod json;
#[cfg(feature = "schema")]
pub use json::array_schema;
pub use json::{JsonLayout, JsonRecord};
#[cfg(test)]
pub(crate) use json::{write_json, write_model};

/// The games kifu knows. Each has its line in the registry (`games/mod.rs`), which makes
/// [`GameKind::ALL`], [`GameKind::info`] and [`GameKind::engine`]. In JSON, its
/// [name](GameKind::name) (`"kamisado"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Kamisado.
    Kamisado,
    /// Samouraï.
    Samourai,
    /// Kaitō.
    Kaito,
    /// Colors of Kasane.
    Kasane,
}

impl GameKind {
    /// The game's name in lower case, without accents: `kamisado`, `samourai`, `kaito`,
    /// `kasane` ([`GameInfo::name`]).
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The usual file extension, without the dot (the first of [`GameInfo::extensions`]).
    pub fn extension(self) -> &'static str {
        self.info().extensions[0]
    }

    /// From a name as [`GameKind::name`] writes it (`--game kaito`), exactly.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name() == name)
    }

    /// From a `[Game "…"]` value: case-insensitive, accents optional (see
    /// [`GameInfo::tags`]).
    pub fn from_tag(value: &str) -> Option<GameKind> {
        let v: String = value
            .trim()
            .to_lowercase()
            .chars()
            .map(|c| match c {
                'ï' | 'î' => 'i',
                'ō' | 'ô' => 'o',
                c => c,
            })
            .collect();
        GameKind::ALL
            .into_iter()
            .find(|g| g.info().tags.contains(&v.as_str()))
    }

    /// From a file's extension (`.kamisado`, `.samourai`, `.kaito`, `.kasane`, any case;
    /// see [`GameInfo::extensions`]).
    pub fn from_path(path: &Path) -> Option<GameKind> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        GameKind::ALL
            .into_iter()
            .find(|g| g.info().extensions.contains(&ext.as_str()))
    }

    /// Look for a `[Game "…"]` tag at the start of a record (before the first move),
    /// without parsing the whole text.
    pub fn sniff(text: &str) -> Option<GameKind> {
        for line in text.lines().take(64) {
            let l = line.trim_start_matches('\u{feff}').trim();
            if let Some(rest) = l.strip_prefix('[') {
                let mut parts = rest.splitn(2, char::is_whitespace);
                let key = parts.next().unwrap_or("");
                if key.eq_ignore_ascii_case("game") {
                    let value = parts
                        .next()
                        .unwrap_or("")
                        .trim()
                        .trim_end_matches(']')
                        .trim()
                        .trim_matches('"');
                    return GameKind::from_tag(value);
                }
            }
        }
        None
    }
}

/// From a name as [`GameKind::name`] writes it (`"kaito".parse()`), exactly; an unknown
/// name is refused naming every game.
///
/// ```
/// use kifu::GameKind;
/// assert_eq!("kaito".parse::<GameKind>(), Ok(GameKind::Kaito));
/// let refused = "chess".parse::<GameKind>().unwrap_err();
/// assert_eq!(refused.to_string(), r#"no game is called "chess": one of kamisado, samourai, kaito, kasane"#);
/// ```
impl std::str::FromStr for GameKind {
    type Err = crate::UnknownCode;

    fn from_str(name: &str) -> Result<GameKind, crate::UnknownCode> {
        GameKind::from_name(name).ok_or_else(|| crate::UnknownCode {
            what: "game",
            given: name.to_owned(),
            known: GameKind::ALL.iter().map(|g| g.name()).collect(),
        })
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One game of the registry, as data: its names, its files, and what it can do. Each
/// game's folder holds its own (`games::<game>::INFO`); [`GameKind::info`] (written in
/// `games/mod.rs`, beside the game modules) finds it.
#[derive(Debug)]
#[non_exhaustive]
pub struct GameInfo {
    /// The game.
    pub kind: GameKind,
    /// Its name in lower case, without accents, as `--game` takes it: `kamisado`.
    pub name: &'static str,
    /// Its name as printed on a page, a sheet or in help: `Kamisado`, `Samouraï`,
    /// `Kaitō`, `Colors of Kasane`.
    pub title: &'static str,
    /// The file extensions of its records, without the dot, in lower case; the first is
    /// the usual one.
    pub extensions: &'static [&'static str],
    /// The `[Game "…"]` values that name it, folded: lower case, without accents
    /// (`samurai` and `samourai` alike).
    pub tags: &'static [&'static str],
    /// The languages its notation is written in (`kifu fmt --lang`); the first is the
    /// default.
    pub languages: &'static [Lang],
    /// The styles its notation is written in (`kifu fmt --style`); the first is the
    /// default.
    pub styles: &'static [Style],
    /// The variants `kifu gen` makes (match lengths, player counts …); the first is the
    /// default.
    pub variants: &'static [Variant],
    /// Its board has two sides, so a picture can be drawn from either (`--flip`).
    pub has_sides: bool,
    /// A position can be given on its own as a string (`kifu moves --position`,
    /// `kifu perft --position`).
    pub has_position_strings: bool,
    /// The command-line option that gives it a set-up file, if it takes one: `board`
    /// (a Samouraï board), `boxes` (a Colors of Kasane box table).
    pub setup_option: Option<&'static str>,
    /// The shape of its blank score sheet ([`crate::sheet`], `kifu sheet`), printed in
    /// every language kifu speaks.
    pub sheet: Form,
}

impl GameInfo {
    /// A game of two sides whose positions can be written as strings, named `names[0]`
    /// (the usual extension and `[Game]` tag: `names` are both), written in English in
    /// one style, with one variant and no set-up file: each game's entry starts from this
    /// and says how it differs (`GameInfo { languages: …, ..GameInfo::new(…) }`).
    pub const fn new(
        kind: GameKind,
        title: &'static str,
        names: &'static [&'static str],
        sheet: Form,
    ) -> GameInfo {
        GameInfo {
            kind,
            name: names[0],
            title,
            extensions: names,
            tags: names,
            languages: &[Lang::En],
            styles: &[Style::Plain],
            variants: &[Variant::Standard],
            has_sides: true,
            has_position_strings: true,
            setup_option: None,
            sheet,
        }
    }

    /// The language to say messages about a sheet written in `notation` in, when the sheet
    /// decides it: its notation's, when this game's notation has words in several
    /// languages (Kamisado, Samouraï) and kifu speaks it
    /// ([`SPOKEN`](crate::message::SPOKEN)); `None` leaves it to the reader's language.
    ///
    /// ```
    /// use kifu::{GameKind, Lang, Notation, Style};
    /// let french = Notation { lang: Lang::Fr, style: Style::Words };
    /// assert_eq!(GameKind::Kamisado.info().sheet_lang(french), Some(Lang::Fr));
    /// let kaito = Notation { lang: Lang::En, style: Style::Plain };
    /// assert_eq!(GameKind::Kaito.info().sheet_lang(kaito), None);
    /// ```
    #[inline]
    pub fn sheet_lang(&self, notation: Notation) -> Option<Lang> {
        (self.languages.len() > 1 && crate::message::SPOKEN.contains(&notation.lang))
            .then_some(notation.lang)
    }
}

impl NotationRequest {
    /// Whether `game` writes what is asked: an error names the first part it does not
    /// write, and what it writes.
    pub fn check(self, game: GameKind) -> Result<(), Unsupported> {
        let info = game.info();
        if let Some(lang) = self.lang.filter(|l| !info.languages.contains(l)) {
            return Err(Unsupported {
                game,
                given: Setting::Lang(lang),
            });
        }
        if let Some(style) = self.style.filter(|s| !info.styles.contains(s)) {
            return Err(Unsupported {
                game,
                given: Setting::Style(style),
            });
        }
        Ok(())
    }

    /// The notation to write in: what is asked, the record's `own` where nothing is;
    /// an error when `game` does not write what is asked ([`NotationRequest::check`]).
    pub fn resolve(self, game: GameKind, own: Notation) -> Result<Notation, Unsupported> {
        self.check(game)?;
        Ok(Notation {
            lang: self.lang.unwrap_or(own.lang),
            style: self.style.unwrap_or(own.style),
        })
    }
}

/// A game was asked for a language, style or variant it does not know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unsupported {
    /// The game asked.
    pub game: GameKind,
    /// What it was asked for.
    pub given: Setting,
}

impl Unsupported {
    /// The codes the game knows of that kind, in its order (its default first).
    pub fn known(&self) -> Vec<&'static str> {
        let info = self.game.info();
        match self.given {
            Setting::Lang(_) => info.languages.iter().map(|l| l.code()).collect(),
            Setting::Style(_) => info.styles.iter().map(|s| s.code()).collect(),
            Setting::Variant(_) => info.variants.iter().map(|v| v.code()).collect(),
        }
    }
}

impl Unsupported {
    /// The one of `game`'s own detailed values (`all`) that stands for `wanted`, or the
    /// refusal naming what `game` knows: how a game's `TryFrom<Notation>` finds its
    /// language or style (`given` says which it is).
    pub(crate) fn unless_found<T: Copy + Into<U>, U: PartialEq + Copy>(
        game: GameKind,
        all: &[T],
        wanted: U,
        given: fn(U) -> Setting,
    ) -> Result<T, Unsupported> {
        all.iter()
            .copied()
            .find(|&v| v.into() == wanted)
            .ok_or(Unsupported {
                game,
                given: given(wanted),
            })
    }
}

impl Unsupported {
    /// What is refused, in any language: `Kamisado has no lang ja: it knows en, fr, de`.
    pub fn message(&self) -> Message {
        crate::message!(
            "usage-unsupported",
            game = self.game.info().title,
            kind = self.given.kind(),
            given = self.given.code(),
            known = self.known().join(", ")
        )
    }
}

/// English, as [`Unsupported::message`] says it.
impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Unsupported {}

/// What `kifu validate` needs from one checked record, whatever the game. Each game's
/// `check` returns its own rich type (record, replay) implementing this. `Send`: records
/// are checked on worker threads.
pub trait CheckedRecord: Send {
    /// Syntax and rule problems, in the order found.
    fn problems(&self) -> &[crate::core::Problem];
    /// No error, and the replay reached the end of the record.
    fn is_valid(&self) -> bool;
    /// The record reaches the end of the game or match.
    fn is_finished(&self) -> bool;
    /// Plies replayed.
    fn plies(&self) -> usize;
    /// Who moves next, or how the game ended ([`Outcome`]'s `Display` says it in
    /// English).
    fn outcome(&self) -> Outcome;
    /// Where the replay stopped early, if it did.
    fn stopped_at(&self) -> Option<crate::core::Span>;
    /// Where the replay went on under a guess (`--all`), if it did: the result is not
    /// checked.
    fn guessed_at(&self) -> Option<crate::core::Span>;
    /// The game could be set up for a replay: there are positions to show.
    fn is_set_up(&self) -> bool {
        true
    }
}

/// Where in a record: `--round N --ply N` (both default to the end of the record).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct At {
    /// The round (1-based); the last by default.
    pub round: Option<u32>,
    /// The ply within the round; the last by default.
    pub ply: Option<usize>,
}

/// One point of a record a viewer steps to (`kifu replay`, `kifu show --format html`):
/// `show` draws it with `At { round: Some(round), ply: Some(ply) }`. Its words are
/// messages, to be said in the viewer's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub round: u32,
    /// Plies (turns) played in the round up to here; 0 is the round's start.
    pub ply: usize,
    /// Who played the ply that led here (none at a round's start).
    pub side: Option<Message>,
    /// That ply as written on the sheet (empty at a round's start).
    pub written: String,
    /// Where the sheet writes that ply: the bytes of its entry in the record's text (the
    /// text the record was read from; for a document, the whole file's). None at a
    /// round's start, and for a ply the sheet leaves out (a forced pass it does not
    /// write). A viewer beside the text marks it, or follows the reader's cursor with it.
    pub span: Option<Span>,
    /// How the round (or the game) ended, when this ply ended it: who won and the score
    /// ("Black wins the round (home row), 1 point · Black 1 – White 0"); none otherwise.
    pub result: Option<Message>,
}

impl Step {
    /// The start of a round: nothing played in it yet.
    pub fn start(round: u32) -> Step {
        Step {
            round,
            ply: 0,
            side: None,
            written: String::new(),
            span: None,
            result: None,
        }
    }

    /// The steps of a record given round by round, each round as its number, its plies
    /// as (side, written, where it is written) and how it ended (if it did: put on its
    /// last step); a record without rounds has the start of round 1.
    pub fn of_rounds<R, P>(rounds: R) -> Vec<Step>
    where
        R: IntoIterator<Item = (u32, P, Option<Message>)>,
        P: IntoIterator<Item = (Message, String, Option<Span>)>,
    {
        let mut steps = Vec::new();
        for (round, plies, result) in rounds {
            steps.push(Step::start(round));
            for (i, (side, written, span)) in plies.into_iter().enumerate() {
                steps.push(Step {
                    round,
                    ply: i + 1,
                    side: Some(side),
                    written,
                    span,
                    result: None,
                });
            }
            if let (Some(result), Some(last)) = (result, steps.last_mut()) {
                last.result = Some(result);
            }
        }
        if steps.is_empty() {
            steps.push(Step::start(1));
        }
        steps
    }
}

/// One legal move, as `kifu moves --format json` gives it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct LegalMove {
    /// As it is written on a score sheet.
    pub written: String,
    /// The move the engine plays (its squares).
    pub resolved: String,
    /// Playing it wins (the game, or the round).
    pub wins: bool,
}

/// The legal moves at one point: what the point is, and each move.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct LegalMoves {
    /// Where play stands ("Black to move, …"), to be said in any language (serialised in
    /// English).
    #[serde(serialize_with = "in_english")]
    pub summary: Message,
    pub moves: Vec<LegalMove>,
}

/// A message serialised as its English words.
fn in_english<S: serde::Serializer>(m: &Message, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&m.say(Lang::En))
}

/// How a diagram is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagramFormat {
    /// Plain ASCII, for e-mail and tests.
    Ascii,
    /// ANSI colours for a terminal.
    Terminal(crate::core::term::ColorMode),
    /// An SVG picture.
    Svg,
}

/// How a picture is drawn: its format, and which way up the board is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    pub format: DiagramFormat,
    /// The board seen from the other side: the first player's home row at the top, files
    /// right to left. Colors of Kasane's table has no sides and ignores it.
    pub flip: bool,
    /// The smaller picture a small screen needs (`kifu replay` in an 80×24 terminal): no
    /// legend, no blank lines (Kamisado's ASCII board without the rules between ranks,
    /// Colors of Kasane's table in fewer lines). A picture with no smaller form ignores it.
    pub compact: bool,
    /// The language of the picture's words (its status lines, legend and caption):
    /// English by default. The moves written on it stay in the sheet's notation.
    pub lang: Lang,
}

impl From<DiagramFormat> for View {
    /// The picture in `format`, the right way up, full size, its words in English.
    fn from(format: DiagramFormat) -> View {
        View {
            format,
            flip: false,
            compact: false,
            lang: Lang::En,
        }
    }
}

/// Why a command could not do what was asked (the CLI maps these to exit codes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The input has problems (shown as diagnostics; exit code 1).
    Invalid(Vec<crate::core::Problem>),
    /// The request does not fit the input or the game (exit code 2), e.g. no round 4:
    /// what to say, in any language.
    Usage(Message),
    /// The game does not write that language or style, or make that variant (exit
    /// code 2).
    Unsupported(Unsupported),
}

impl From<Unsupported> for GameError {
    fn from(e: Unsupported) -> Self {
        GameError::Unsupported(e)
    }
}

impl From<Message> for GameError {
    fn from(m: Message) -> Self {
        GameError::Usage(m)
    }
}

/// One record of a text, parsed and replayed once, that a game answers questions about
/// without reading it again: what [`crate::OpenedRecord`] asks its game for. Each game's
/// `sheet.rs` implements it on its checked record and the text it was read from.
pub trait Sheet: Send + Sync {
    /// The record, its problems and its replay's summary.
    fn checked(&self) -> &dyn CheckedRecord;
    /// The notation it is written in (by default, that of a game with one language and
    /// one style).
    fn notation(&self) -> Notation {
        Notation {
            lang: Lang::En,
            style: Style::Plain,
        }
    }
    /// Every point, in order, as far as it replays: each round's start, then one step
    /// per ply (`kifu replay`, `kifu show --format html`).
    fn steps(&self) -> Result<Vec<Step>, GameError>;
    /// The board (or table) at a point, drawn as `view` says (`kifu show`).
    fn picture(&self, at: At, view: View) -> Result<String, GameError>;
    /// The picture of every step, in order, from one replay of the record (a viewer
    /// draws a whole record in linear time).
    fn pictures(&self, view: View) -> Result<Vec<String>, GameError>;
    /// The legal moves at a point, one a line under a heading said in `lang` (see
    /// [`Game::moves_written`]); the request is one the game writes.
    fn moves(&self, at: At, asked: NotationRequest, lang: Lang) -> Result<String, GameError>;
    /// The legal moves at a point, one by one (`kifu moves --format json`); the request
    /// is one the game writes.
    fn legal_moves(&self, at: At, asked: NotationRequest) -> Result<LegalMoves, GameError>;
    /// The record in the canonical layout, in a notation (see [`Game::format`]); the
    /// request is one the game writes.
    fn write(&self, asked: NotationRequest) -> Result<String, GameError>;
    /// Its JSON model, when it is valid (else its problems).
    fn json(&self) -> Result<serde_json::Value, GameError>;
}

/// A position of a game on its own, without a record: from a position string or the
/// game's start ([`GameKind::position`]), asked for its legal moves and move counts, as
/// shakmaty's `Position` is.
///
/// ```
/// use kifu::{GameKind, NotationRequest};
/// let start = "OBPKYRGN/8/8/8/8/8/8/ngrykpbo b - -";
/// let position = GameKind::Kamisado.position(start).unwrap();
/// assert_eq!(position.game(), GameKind::Kamisado);
/// let moves = position.legal_moves(NotationRequest::OWN).unwrap();
/// assert_eq!(moves.summary.say(kifu::Lang::En), "Black to move");
/// assert_eq!(position.perft(1), moves.moves.len() as u64);
/// assert!(moves.moves.iter().any(|m| m.written == "Orange ↑1 Red"));
/// assert!(GameKind::Kamisado.position("not a position").is_err());
/// assert!(GameKind::Kasane.position(start).is_err());
/// ```
pub trait GamePosition: Send + Sync {
    /// Its game.
    fn game(&self) -> GameKind;
    /// The legal moves, one by one, written in a notation (what the request leaves out:
    /// the game's default), under a heading saying who is to move.
    fn legal_moves(&self, notation: NotationRequest) -> Result<LegalMoves, GameError>;
    /// The move sequences of exactly `depth` plies from here.
    fn perft(&self, depth: u32) -> u64;
}

/// A game's position given on its own, with the game's answers for it: what a game's
/// [`Game::position`] hands back.
pub(crate) struct Lone<P> {
    /// Its game.
    pub game: GameKind,
    /// The position.
    pub position: P,
    /// Its legal moves, written in a notation.
    pub moves: fn(&P, NotationRequest) -> Result<LegalMoves, GameError>,
    /// Its move counts.
    pub perft: fn(&P, u32) -> u64,
}

impl<P: Send + Sync> GamePosition for Lone<P> {
    fn game(&self) -> GameKind {
        self.game
    }

    fn legal_moves(&self, notation: NotationRequest) -> Result<LegalMoves, GameError> {
        (self.moves)(&self.position, notation)
    }

    fn perft(&self, depth: u32) -> u64 {
        (self.perft)(&self.position, depth)
    }
}

impl GameKind {
    /// The position a position string gives (`kifu moves --position`), on the game's
    /// default set-up; an error says what is wrong with the string, or that the game
    /// has no position strings ([`GameInfo::has_position_strings`]).
    pub fn position(self, text: &str) -> Result<Box<dyn GamePosition>, GameError> {
        self.engine().position(Some(text))
    }
}

/// The records a game's checker found in `text`, each opened as `make` builds it.
pub(crate) fn sheets<C, S: Sheet + 'static>(
    checked: Vec<C>,
    text: &std::sync::Arc<str>,
    make: impl Fn(C, std::sync::Arc<str>) -> S,
) -> Vec<Box<dyn Sheet>> {
    checked
        .into_iter()
        .map(|c| Box::new(make(c, std::sync::Arc::clone(text))) as Box<dyn Sheet>)
        .collect()
}

/// The refusal when JSON cannot be written (`cannot write JSON: …`).
pub(crate) fn json_written(e: serde_json::Error) -> GameError {
    GameError::Usage(crate::message!("usage-json-write", error = e.to_string()))
}

/// The JSON model of a record as a value: its problems when it is not valid.
pub(crate) fn json_value<T: serde::Serialize>(
    checked: &dyn CheckedRecord,
    model: impl FnOnce() -> Option<T>,
) -> Result<serde_json::Value, GameError> {
    let invalid = || GameError::Invalid(checked.problems().to_vec());
    if !checked.is_valid() {
        return Err(invalid());
    }
    let model = model().ok_or_else(invalid)?;
    serde_json::to_value(model).map_err(json_written)
}

/// Everything the `kifu` commands need from a game. One implementation per game
/// (`games::<game>::GAME`); the CLI is written once against this trait. Every method
/// returns text or data: the library never prints.
pub trait Game: Send + Sync {
    fn kind(&self) -> GameKind;

    /// Parse and replay every record of a text (`kifu validate`).
    fn check(&self, text: &str, all: bool) -> Vec<Box<dyn CheckedRecord>>;

    /// Parse and replay every record of a text once, each kept to be asked about.
    fn open(&self, text: std::sync::Arc<str>, all: bool) -> Vec<Box<dyn Sheet>>;

    /// The last record of a text, opened: it must hold one, set up for a replay (else
    /// the problems that stopped it).
    fn open_last(&self, text: &str) -> Result<Box<dyn Sheet>, GameError> {
        match self.open(text.into(), false).pop() {
            None => Err(GameError::Usage(Message::new("usage-no-record"))),
            Some(s) if !s.checked().is_set_up() => {
                Err(GameError::Invalid(s.checked().problems().to_vec()))
            }
            Some(s) => Ok(s),
        }
    }

    /// The problem codes of a set-up the writer cannot reproduce: a record with one is
    /// not rewritten (`kifu fmt`), as one with a syntax error is not.
    fn unwritable(&self) -> &'static [&'static str] {
        &[]
    }

    /// Check the one record standing at `span` of `text` (the batch validator splits the
    /// input at record boundaries itself); problem spans are in `text`'s coordinates.
    /// By default, [`Game::check`] on that slice; a game may do it faster.
    fn check_record(&self, text: &str, span: Span, all: bool) -> Box<dyn CheckedRecord> {
        let slice = text.get(span.range()).unwrap_or_default();
        let records = self.check(slice, all);
        Box::new(Shifted::new(records, span.start))
    }

    /// The JSON of every record of a text (`kifu convert --to json`); the problems of the
    /// records that are not valid otherwise (spans in `text`'s coordinates). What
    /// [`Game::record_json`] writes for each record of the text, read back.
    fn to_json(&self, text: &str) -> Result<Vec<serde_json::Value>, GameError> {
        let index = LineIndex::new(text);
        let mut out = Vec::new();
        let mut problems = Vec::new();
        for span in crate::core::header::split_records(text) {
            let record = text.get(span.range()).unwrap_or_default();
            let lines = LineIndex::new(record).starting_at(index.line_col(span.start));
            let to = JsonRecord {
                text: record,
                lines: &lines,
                layout: JsonLayout::Line,
                out: &mut out,
            };
            match self.record_json(to) {
                Ok(()) => {}
                Err(GameError::Invalid(p)) => {
                    problems.extend(p.into_iter().map(|p| p.shifted(span.start)));
                }
                Err(e) => return Err(e),
            }
        }
        if !problems.is_empty() {
            return Err(GameError::Invalid(problems));
        }
        out.split(|&b| b == b'\n')
            .filter(|line| !line.is_empty())
            .map(|line| {
                serde_json::from_slice(line).map_err(|e| {
                    GameError::Usage(crate::message!("usage-json-read", error = e.to_string()))
                })
            })
            .collect()
    }

    /// The JSON of one record (see [`JsonRecord`]: its text is one record, as
    /// [`records`](crate::records) cuts it), appended to its buffer: what
    /// `kifu convert` writes for it, record by record. The problems of a record that is
    /// not valid otherwise (spans in the record's coordinates).
    fn record_json(&self, to: JsonRecord<'_>) -> Result<(), GameError>;

    /// Notation from JSON: one record (an object) or several (an array). The moves are
    /// the truth (see [`ImportNote`](crate::ImportNote)): the warnings say where a `written` text
    /// was not the move.
    fn json_to_notation(
        &self,
        json: &serde_json::Value,
    ) -> Result<crate::core::import::Imported, crate::core::import::ImportError>;

    /// The JSON Schema of the JSON records. Requires the feature `schema`.
    #[cfg(feature = "schema")]
    fn schema(&self) -> serde_json::Value;

    /// The languages and styles `format` accepts (first = default): the game's
    /// [`GameInfo::languages`] and [`GameInfo::styles`].
    fn languages(&self) -> &'static [Lang] {
        self.kind().info().languages
    }
    /// See [`Game::languages`].
    fn styles(&self) -> &'static [Style] {
        self.kind().info().styles
    }

    /// The game's default notation: the first of its languages and of its styles.
    fn default_notation(&self) -> Notation {
        let info = self.kind().info();
        Notation {
            lang: info.languages[0],
            style: info.styles[0],
        }
    }

    /// The canonical layout, in a notation (`kifu fmt`); what the request leaves out is
    /// the record's own. Fails when the text does not parse, or the game does not write
    /// what is asked.
    fn format(&self, text: &str, notation: NotationRequest) -> Result<String, GameError> {
        notation.check(self.kind())?;
        let sheets = self.open(text.into(), false);
        require_parsed(sheets.iter().map(|s| s.checked()), self.unwritable())?;
        let written = sheets
            .iter()
            .map(|s| s.write(notation))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(written.join("\n"))
    }

    /// The board (or table) at a point of the last record (`kifu show`).
    fn show(&self, text: &str, at: At, format: DiagramFormat) -> Result<String, GameError> {
        self.open_last(text)?.picture(at, View::from(format))
    }

    /// The legal moves at a point of the last record, in the notation (`kifu moves`).
    fn moves(&self, text: &str, at: At) -> Result<String, GameError> {
        self.moves_written(text, at, NotationRequest::OWN)
    }

    /// [`Game::moves`] in a notation (`kifu moves --lang --style`); what the request
    /// leaves out is the record's own. The heading is said in the notation's language
    /// (English for one kifu does not speak).
    fn moves_written(
        &self,
        text: &str,
        at: At,
        notation: NotationRequest,
    ) -> Result<String, GameError> {
        notation.check(self.kind())?;
        let sheet = self.open_last(text)?;
        let lang = notation.lang.unwrap_or(sheet.notation().lang);
        sheet.moves(at, notation, lang)
    }

    /// Variants `generate` accepts (e.g. match lengths, player counts; first = default):
    /// the game's [`GameInfo::variants`].
    fn variants(&self) -> &'static [Variant] {
        self.kind().info().variants
    }

    /// `count` seeded random legal records, separated as several records in one file; a
    /// variant the game does not make is refused ([`GameError::Unsupported`]).
    fn generate(&self, seed: u64, count: u64, variant: &Variant) -> Result<String, GameError>;

    /// The position a position string gives (`kifu moves --position`, `kifu perft
    /// --position`), or the start position (`None`), of this game as it is set up (a
    /// Samouraï board): see [`GameKind::position`]. By default the game has no position
    /// strings.
    fn position(&self, text: Option<&str>) -> Result<Box<dyn GamePosition>, GameError> {
        let _ = text;
        Err(GameError::Usage(crate::message!(
            "usage-no-position-strings",
            game = self.kind().name()
        )))
    }

    /// The command-line option that gives this game a set-up file, if it takes one
    /// (`board` for a Samouraï board, `boxes` for a Colors of Kasane box table): the
    /// game's [`GameInfo::setup_option`].
    fn setup_option(&self) -> Option<&'static str> {
        self.kind().info().setup_option
    }

    /// This game set up from the text of that file: a copy used for every record read
    /// (a record's own set-up tag, where it has one, still wins).
    fn with_setup(&self, _file_text: &str) -> Result<Box<dyn Game>, GameError> {
        Err(GameError::Usage(crate::message!(
            "usage-no-setup-file",
            game = self.kind().name()
        )))
    }

    /// This game for records standing in the folder `dir`, for a game whose records may
    /// name a file in a tag (a Samouraï `[Board "path"]`): such a path is read from the
    /// record's own folder and never outside it. `None`: the game reads no file.
    fn in_folder(&self, _dir: &Path) -> Option<Box<dyn Game>> {
        None
    }
}

/// The record(s) checked from a slice, seen in the coordinates of the whole text.
struct Shifted {
    records: Vec<Box<dyn CheckedRecord>>,
    problems: Vec<crate::core::Problem>,
    stopped_at: Option<Span>,
    guessed_at: Option<Span>,
}

impl Shifted {
    fn new(records: Vec<Box<dyn CheckedRecord>>, by: usize) -> Shifted {
        let problems = records
            .iter()
            .flat_map(|r| r.problems().iter().cloned())
            .map(|p| p.shifted(by))
            .collect();
        let stopped_at = records
            .iter()
            .find_map(|r| r.stopped_at())
            .map(|s| s.offset(by));
        let guessed_at = records
            .iter()
            .find_map(|r| r.guessed_at())
            .map(|s| s.offset(by));
        Shifted {
            records,
            problems,
            stopped_at,
            guessed_at,
        }
    }
}

impl CheckedRecord for Shifted {
    fn problems(&self) -> &[crate::core::Problem] {
        &self.problems
    }

    fn is_valid(&self) -> bool {
        self.records.iter().all(|r| r.is_valid())
    }

    fn is_finished(&self) -> bool {
        !self.records.is_empty() && self.records.iter().all(|r| r.is_finished())
    }

    fn plies(&self) -> usize {
        self.records.iter().map(|r| r.plies()).sum()
    }

    fn outcome(&self) -> Outcome {
        match self.records.as_slice() {
            [one] => one.outcome(),
            all => Outcome::Several(all.iter().map(|r| r.outcome()).collect()),
        }
    }

    fn stopped_at(&self) -> Option<Span> {
        self.stopped_at
    }

    fn guessed_at(&self) -> Option<Span> {
        self.guessed_at
    }
}

/// The records of a text as the trait returns them.
pub fn boxed<C: CheckedRecord + 'static>(checked: Vec<C>) -> Vec<Box<dyn CheckedRecord>> {
    checked
        .into_iter()
        .map(|c| Box::new(c) as Box<dyn CheckedRecord>)
        .collect()
}

/// Records are converted only when every one is valid: otherwise the problems of those
/// that are not.
pub fn require_valid<C: CheckedRecord>(checked: &[C]) -> Result<(), GameError> {
    if checked.iter().all(|c| c.is_valid()) {
        return Ok(());
    }
    Err(GameError::Invalid(
        checked
            .iter()
            .filter(|c| !c.is_valid())
            .flat_map(|c| c.problems().iter().cloned())
            .collect(),
    ))
}

/// A record is rewritten (`kifu fmt`) only when every record of the text could be read:
/// otherwise the syntax errors, and errors with one of the `unreadable` codes (a set-up
/// the writer cannot reproduce).
pub fn require_parsed<'c>(
    checked: impl IntoIterator<Item = &'c dyn CheckedRecord>,
    unreadable: &[&str],
) -> Result<(), GameError> {
    let bad: Vec<crate::core::Problem> = checked
        .into_iter()
        .flat_map(|c| c.problems().iter())
        .filter(|p| p.is_error() && (p.is_syntax() || unreadable.contains(&p.code)))
        .cloned()
        .collect();
    if bad.is_empty() {
        Ok(())
    } else {
        Err(GameError::Invalid(bad))
    }
}

#[cfg(test)]
mod tests;
