//! Reading a record back from JSON (`kifu convert --to GAME`), what every game does alike.
//!
//! The moves are the truth: a game reads the moves of a JSON record (the squares, the
//! row, the exchange…), replays them through its rules, and writes each in the record's
//! notation. A move's `written` text is kept only when it says that move; otherwise a
//! warning names the ply, and the move is written. What the JSON says besides the moves
//! (status, scores, lines and columns, each move's side or landing…) is output only: kifu
//! works it out again. A JSON record made by another program may leave all of that out.
//!
//! Each game reads its record into an *import model* of its own: serde types with only
//! what an import reads, each optional unless needed. Their JSON Schema names what is
//! required to import, and marks what is output only in `kifu schema` ([`mark_import`]).

use std::fmt;

use serde::de::DeserializeOwned;
use serde_json::Value;

use super::diag::Problem;
use super::json::TagsJson;
use crate::message::Message;

/// Declares the structs of a game's import model (its `RecordIn`, `MoveIn`…): each reads
/// with serde and has its JSON Schema under the name of the output type it reads
/// (`pub struct RecordIn as "GameJson" { … }`). Used once in each game's `import.rs`.
#[macro_export]
#[doc(hidden)]
macro_rules! import_model {
    ($($(#[$attr:meta])* pub struct $name:ident as $schema:literal { $($body:tt)* })+) => {
        $(
            $(#[$attr])*
            #[derive(Clone, Debug, ::serde::Deserialize)]
            #[cfg_attr(feature = "schema", derive(::schemars::JsonSchema))]
            #[cfg_attr(feature = "schema", schemars(rename = $schema))]
            pub struct $name { $($body)* }
        )+
    };
}

/// What every game's import model reads first (flattened into its record): the game, the
/// version of the format and the tags, all optional. The game and the format are typed
/// and described here, for serde and the schema; [`import`] checks them on the value read.
#[derive(Clone, Debug, Default, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[allow(dead_code)]
pub struct HeadIn {
    /// The game's name (`"kamisado"`…), if given: it must be the game read.
    pub game: Option<String>,
    /// The version of the format, if given: one this kifu reads.
    pub format: Option<u32>,
    /// Every tag, in order.
    #[serde(default)]
    pub tags: TagsJson<'static>,
}

/// Where a game's JSON records are what an import reads: the game's name, the version of
/// its format, and where the moves are (`value[rounds][r][moves][k]`, or `value[moves][k]`
/// without rounds).
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    /// The game's name in JSON and on the command line (`kamisado`…).
    pub game: &'static str,
    /// The version of the format the model reads.
    pub format: u32,
    /// The key of the rounds, for a game of rounds.
    pub rounds: Option<&'static str>,
    /// The key of the moves (of each round, for a game of rounds).
    pub moves: &'static str,
}

impl Shape {
    /// The records of a game of one round: the moves are `value[moves][k]`.
    pub const fn moves(game: &'static str, format: u32, moves: &'static str) -> Shape {
        Shape {
            game,
            format,
            rounds: None,
            moves,
        }
    }

    /// The records of a game of rounds: the moves are `value[rounds][r][moves][k]`.
    pub const fn rounds(
        game: &'static str,
        format: u32,
        rounds: &'static str,
        moves: &'static str,
    ) -> Shape {
        Shape {
            game,
            format,
            rounds: Some(rounds),
            moves,
        }
    }
}

/// `schemars::JsonSchema` with the feature `schema` (an import model has a JSON Schema,
/// [`schema`]); without it, every type.
#[cfg(feature = "schema")]
pub trait SchemaIfEnabled: schemars::JsonSchema {}
#[cfg(feature = "schema")]
impl<T: schemars::JsonSchema> SchemaIfEnabled for T {}
/// `schemars::JsonSchema` with the feature `schema`; without it, every type.
#[cfg(not(feature = "schema"))]
pub trait SchemaIfEnabled {}
#[cfg(not(feature = "schema"))]
impl<T> SchemaIfEnabled for T {}

/// A game's import model: what an import reads of a record besides its [`Headed`] (its
/// moves first of all).
pub trait ImportModel: DeserializeOwned + SchemaIfEnabled {
    /// One move of the model (a ply, a turn), read on its own to say which one is not one.
    type Move: DeserializeOwned;
    /// Where the records are.
    const SHAPE: Shape;

    /// The record as notation: the moves replayed and written.
    fn write(record: &Headed<Self>) -> Result<Imported, ImportError>;
}

/// A record as an import reads it: its head, what every game's record holds (the game, the
/// format, the tags, the comments before the first move), and the game's own model `R`.
#[derive(Clone, Debug, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "{R}"))]
pub struct Headed<R> {
    /// The game, the format and the tags.
    #[serde(flatten)]
    pub head: HeadIn,
    /// Comments before the first move (or round).
    #[serde(default)]
    pub comments: Vec<String>,
    /// The game's own part.
    #[serde(flatten)]
    pub game: R,
}

impl<R> std::ops::Deref for Headed<R> {
    type Target = R;

    fn deref(&self) -> &R {
        &self.game
    }
}

/// What a sheet holds besides a move: the text written for it, and the comments after it
/// (flattened into the game's import model of a move, `M`).
#[derive(Clone, Debug, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "{M}"))]
pub struct Noted<M> {
    /// The move.
    #[serde(flatten)]
    pub mv: M,
    /// The entry as written: kept when it says this move, else the move is written.
    pub written: Option<String>,
    /// Comments written after the entry.
    #[serde(default)]
    pub comments: Vec<String>,
}

impl<M> std::ops::Deref for Noted<M> {
    type Target = M;

    fn deref(&self) -> &M {
        &self.mv
    }
}

/// Read a JSON record back as notation with the import model `T`.
pub fn import<T: ImportModel>(value: &Value) -> Result<Imported, ImportError> {
    let shape = T::SHAPE;
    let record = read::<Headed<T>, T::Move>(value, shape.game, shape.rounds, shape.moves)?;
    // Read as `T` (its head flattened): a format, if given, is a `u32`.
    let format = value
        .get("format")
        .and_then(Value::as_u64)
        .map(|f| u32::try_from(f).unwrap_or(u32::MAX));
    check_format(format, shape.format, shape.game)?;
    T::write(&record)
}

/// The JSON Schema of what an import with the model `T` reads. Requires the feature
/// `schema`.
#[cfg(feature = "schema")]
pub fn schema<T: ImportModel>() -> schemars::Schema {
    schemars::schema_for!(Headed<T>)
}

/// A JSON model of the game read back as notation with the import model `T` (what each
/// game's `json::to_notation` does).
pub fn from_model<T: ImportModel>(model: &impl serde::Serialize) -> Result<Imported, ImportError> {
    let value = serde_json::to_value(model).map_err(|e| {
        ImportError::Shape(ImportNote::new(crate::message!(
            "import-serde",
            error = e.to_string()
        )))
    })?;
    import::<T>(&value)
}

/// The text an import wrote must replay as the moves did: anything else would be a fault
/// of the reader, said rather than written (`problems`: what checking the text found).
pub fn check_written<'p>(
    problems: impl IntoIterator<Item = &'p Problem>,
) -> Result<(), ImportError> {
    match problems.into_iter().find(|p| p.is_error()) {
        Some(p) => Err(ImportError::Invalid(ImportNote::new(crate::message!(
            "import-does-not-replay",
            problem = p.message.clone()
        )))),
        None => Ok(()),
    }
}

/// Something said about a JSON record read back as notation, and where: a record of an
/// array (1-based, when the JSON given was an array), a round (games of rounds), a ply
/// (1-based, within the round for games of rounds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportNote {
    /// The record of an array of records, 1-based (`None`: the JSON was one record).
    pub record: Option<usize>,
    /// The round, for a game of rounds.
    pub round: Option<u32>,
    /// The ply (1-based; within the round for a game of rounds), when it is about one.
    pub ply: Option<usize>,
    /// What is wrong, or what was done.
    pub message: Message,
}

impl ImportNote {
    /// A note about the whole record.
    pub fn new(message: impl Into<Message>) -> ImportNote {
        ImportNote {
            record: None,
            round: None,
            ply: None,
            message: message.into(),
        }
    }

    /// A note about ply `ply` (1-based) of round `round` (`None`: a game of one round).
    pub fn at(round: Option<u32>, ply: usize, message: impl Into<Message>) -> ImportNote {
        ImportNote {
            round,
            ply: Some(ply),
            ..ImportNote::new(message)
        }
    }

    /// A note about round `round` as a whole.
    pub fn in_round(round: u32, message: impl Into<Message>) -> ImportNote {
        ImportNote {
            round: Some(round),
            ..ImportNote::new(message)
        }
    }

    /// Where the note points, as a reader says it: `record 2, round 3, ply 17` (0 where
    /// a part is not given; all 0: nowhere in particular).
    pub fn place(&self) -> Message {
        crate::message!(
            "import-place",
            record = self.record.unwrap_or(0),
            round = self.round.unwrap_or(0),
            ply = self.ply.unwrap_or(0)
        )
    }

    /// The note said whole: where it points, then what it says.
    pub fn said(&self) -> Message {
        if self.record.is_none() && self.round.is_none() && self.ply.is_none() {
            return self.message.clone();
        }
        crate::message!(
            "import-note",
            place = self.place(),
            message = self.message.clone()
        )
    }
}

/// In English.
impl fmt::Display for ImportNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.said().fmt(f)
    }
}

/// Why a JSON record cannot be read back as notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// It is not a record of the game's JSON model: a needed field is missing, or a field
    /// is of the wrong type (`kifu convert` exits with 2).
    Shape(ImportNote),
    /// Its moves do not replay: a move that is not legal, a round that cannot follow
    /// (`kifu convert` exits with 1).
    Invalid(ImportNote),
}

impl ImportError {
    /// What is wrong, and where.
    pub fn note(&self) -> &ImportNote {
        match self {
            ImportError::Shape(n) | ImportError::Invalid(n) => n,
        }
    }

    /// The same error, said of record `record` (1-based) of an array.
    pub fn in_record(self, record: usize) -> ImportError {
        let with = |mut n: ImportNote| {
            n.record = Some(record);
            n
        };
        match self {
            ImportError::Shape(n) => ImportError::Shape(with(n)),
            ImportError::Invalid(n) => ImportError::Invalid(with(n)),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.note().fmt(f)
    }
}

impl std::error::Error for ImportError {}

/// A JSON record read back as notation, with what was put right on the way (each
/// `written` text the move disagrees with: the move was written instead).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// The record in notation, in the canonical layout.
    pub text: String,
    /// What was put right, ply by ply.
    pub warnings: Vec<ImportNote>,
}

impl Imported {
    /// The record `text` an import wrote, once checking it found no error among
    /// `problems` (see `check_written`).
    pub fn checked<'p>(
        text: String,
        warnings: Vec<ImportNote>,
        problems: impl IntoIterator<Item = &'p Problem>,
    ) -> Result<Imported, ImportError> {
        check_written(problems)?;
        Ok(Imported { text, warnings })
    }
}

/// Read `value` as a record of the import model `T`, of the game `game`. When it is not
/// one, the error names the first move that is not one of the model `M` (read one by one:
/// the moves are `value[rounds][r][moves][k]`, or `value[moves][k]` for a game of one
/// round), or else says what serde says of the record.
pub fn read<T: DeserializeOwned, M: DeserializeOwned>(
    value: &Value,
    game: &str,
    rounds: Option<&str>,
    moves: &str,
) -> Result<T, ImportError> {
    if !value.is_object() {
        return Err(ImportError::Shape(ImportNote::new(crate::message!(
            "import-not-an-object",
            game = game,
            kind = kind_of(value)
        ))));
    }
    if let Some(g) = value.get("game").and_then(Value::as_str)
        && !g.eq_ignore_ascii_case(game)
    {
        return Err(ImportError::Shape(ImportNote::new(crate::message!(
            "import-other-game",
            given = g,
            game = game
        ))));
    }
    let e = match T::deserialize(value) {
        Ok(record) => return Ok(record),
        Err(e) => e,
    };
    let bad_move = |list: &Value, round: Option<u32>| {
        list.as_array()?.iter().enumerate().find_map(|(k, m)| {
            M::deserialize(m).err().map(|e| {
                ImportError::Shape(ImportNote::at(
                    round,
                    k + 1,
                    crate::message!("import-not-a-move", game = game, error = e.to_string()),
                ))
            })
        })
    };
    let found = match rounds {
        Some(key) => value.get(key).and_then(Value::as_array).and_then(|rs| {
            rs.iter().enumerate().find_map(|(r, round)| {
                let number = u32::try_from(r + 1).unwrap_or(u32::MAX);
                bad_move(round.get(moves)?, Some(number))
            })
        }),
        None => value.get(moves).and_then(|list| bad_move(list, None)),
    };
    Err(found.unwrap_or_else(|| {
        ImportError::Shape(ImportNote::new(crate::message!(
            "import-not-a-record",
            game = game,
            error = e.to_string()
        )))
    }))
}

/// What a JSON value is: the JSON type's name, which `import-not-an-object` says in words.
fn kind_of(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// A record's `format`, if given, must be one this kifu reads.
pub fn check_format(format: Option<u32>, version: u32, game: &str) -> Result<(), ImportError> {
    match format {
        Some(f) if f > version => Err(ImportError::Shape(ImportNote::new(crate::message!(
            "import-format-newer",
            format = f,
            game = game,
            version = version
        )))),
        _ => Ok(()),
    }
}

/// A move's `written` text, if it can stand on a sheet as one entry as it is: not empty
/// and on one line, with no comment or tag delimiters (`{ } ; [ ]`) that would change
/// how the rest of the record is read. `None`: there is none to keep.
pub fn written_text(written: Option<&str>) -> Option<&str> {
    let w = written?.trim();
    let unsafe_char = |c: char| matches!(c, '{' | '}' | ';' | '[' | ']') || c.is_control();
    (!w.is_empty() && !w.contains(unsafe_char)).then_some(w)
}

/// The warning for a move whose `written` text says another move (or nothing a sheet
/// can hold): the move is written instead.
pub fn disagrees(round: Option<u32>, ply: usize, written: &str, instead: &str) -> ImportNote {
    let note = if written.trim().is_empty() {
        crate::message!("import-written-empty", instead = instead)
    } else {
        crate::message!(
            "import-written-disagrees",
            given = super::diag::shown(written.trim()),
            instead = instead
        )
    };
    ImportNote::at(round, ply, note)
}

/// Each `(k, field, square)` (move `k`, 0-based) must be a text a sheet can hold: the
/// first that is not is the error (`` `to` is `…`, not a square ``).
pub fn check_squares<'a>(
    squares: impl IntoIterator<Item = (usize, &'static str, &'a str)>,
) -> Result<(), ImportError> {
    match squares
        .into_iter()
        .find(|(_, _, square)| written_text(Some(square)).is_none())
    {
        Some((k, field, square)) => Err(ImportError::Invalid(ImportNote::at(
            None,
            k + 1,
            crate::message!(
                "import-not-a-square",
                field = field,
                given = super::diag::shown(square)
            ),
        ))),
        None => Ok(()),
    }
}

/// A game of one list of moves read back with [`import_moves`] (Kaitō, Samouraï): how it
/// writes its record with a text for each move, replays a text, and tells whether the
/// text written for a move says that move.
pub trait MovesImport {
    /// What the import model says of a move.
    type Move;
    /// A replayed move.
    type Ply;
    /// A record as its reader reads it.
    type Sheet;

    /// What the moves are called in messages (the variant of `import-moves-replay`):
    /// `moves`, `turns`.
    const MOVES: &'static str;

    /// The moves the record gives.
    fn moves(&self) -> &[Noted<Self::Move>];
    /// A move written with what the model says of it alone (its squares…).
    fn bare(mv: &Self::Move) -> String;
    /// The whole record, its head then each move as `cell` writes it, into `out`;
    /// `places` gets where each move starts.
    fn write(&self, cell: &dyn Fn(usize) -> String, places: &mut Places, out: &mut String);
    /// The problems of a text, and the moves it replays.
    fn replay(text: &str) -> (Vec<Problem>, Vec<Self::Ply>);
    /// A text read as a record.
    fn read(text: &str) -> Self::Sheet;
    /// Whether the entry at byte `at` of `text` (read as `sheet`) says move `k`, `ply`.
    fn says(&self, sheet: &Self::Sheet, text: &str, at: usize, k: usize, ply: &Self::Ply) -> bool;
    /// The move written as the record writes it (in its language).
    fn canonical(sheet: &Self::Sheet, ply: &Self::Ply) -> String;
    /// The final text in the canonical layout.
    fn lay_out(text: &str) -> String;
}

/// Write a record of one list of moves back as notation, the moves being the truth: the
/// moves alone are replayed (the first that is not legal is the error, at its ply), then
/// each move is written as its `written` text when that text says it, else as the record
/// writes it (with a warning); the text is laid out and must replay.
pub fn import_moves<G: MovesImport>(game: &G) -> Result<Imported, ImportError> {
    let mut places = Places::default();
    let mut bare = String::new();
    let moves = game.moves();
    game.write(&|k| G::bare(&moves[k]), &mut places, &mut bare);
    let (problems, plies) = G::replay(&bare);
    if let Some(e) = places.first_error(&problems) {
        return Err(e);
    }
    if plies.len() != moves.len() {
        return Err(ImportError::Invalid(ImportNote::new(crate::message!(
            "import-moves-replay",
            count = plies.len(),
            what = G::MOVES,
            given = moves.len()
        ))));
    }
    // The texts as given (the move alone where none is), to read the sheet's language
    // and what each text says.
    let given = |k: usize| {
        written_text(moves[k].written.as_deref()).map_or_else(|| G::bare(&moves[k]), str::to_owned)
    };
    let mut places = Places::default();
    let mut first = String::new();
    game.write(&given, &mut places, &mut first);
    let sheet = G::read(&first);
    let mut warnings = Vec::new();
    let texts: Vec<String> = plies
        .iter()
        .enumerate()
        .map(|(k, ply)| {
            let canonical = G::canonical(&sheet, ply);
            let written = moves[k].written.as_deref();
            let says = || {
                places
                    .start_of(k)
                    .is_some_and(|at| game.says(&sheet, &first, at, k, ply))
            };
            match written_text(written) {
                Some(w) if says() => w.to_owned(),
                _ => {
                    if let Some(w) = written {
                        warnings.push(disagrees(None, k + 1, w, &canonical));
                    }
                    canonical
                }
            }
        })
        .collect();
    let mut text = String::new();
    game.write(&|k| texts[k].clone(), &mut Places::default(), &mut text);
    let laid_out = G::lay_out(&text);
    let (problems, _) = G::replay(&laid_out);
    Imported::checked(laid_out, warnings, &problems)
}

/// Where each move stands in a text written for an import, to tell which move a problem
/// found in that text is about: the moves' starts (byte offsets, increasing) and each
/// move's round and ply.
#[derive(Clone, Debug, Default)]
pub struct Places(Vec<(usize, Option<u32>, usize)>);

impl Places {
    /// Move `ply` of round `round` starts at byte `at` (after the moves before it).
    pub fn push(&mut self, at: usize, round: Option<u32>, ply: usize) {
        self.0.push((at, round, ply));
    }

    /// Round `round` as a whole (its grid, its header) starts at byte `at`.
    pub fn push_round(&mut self, at: usize, round: u32) {
        self.0.push((at, Some(round), 0));
    }

    /// Where the `k`-th place pushed (0-based) starts.
    pub fn start_of(&self, k: usize) -> Option<usize> {
        self.0.get(k).map(|&(at, _, _)| at)
    }

    /// The move at byte `offset`: the last one starting at or before it (ply 0: the round
    /// itself).
    pub fn at(&self, offset: usize) -> Option<(Option<u32>, usize)> {
        let i = self.0.partition_point(|&(at, _, _)| at <= offset);
        i.checked_sub(1).map(|i| (self.0[i].1, self.0[i].2))
    }

    /// The first error among `problems` (found in the text the places are of), said of
    /// the move it is on.
    pub fn first_error<'p>(
        &self,
        problems: impl IntoIterator<Item = &'p Problem>,
    ) -> Option<ImportError> {
        problems
            .into_iter()
            .find(|p| p.is_error())
            .map(|p| self.error(p.span.start, p.message.clone()))
    }

    /// An error at byte `offset` of the text, said of the move there (or of the round, or
    /// of the record).
    pub fn error(&self, offset: usize, message: impl Into<Message>) -> ImportError {
        ImportError::Invalid(match self.at(offset) {
            Some((Some(round), 0)) => ImportNote::in_round(round, message),
            Some((round, ply)) => ImportNote::at(round, ply, message),
            None => ImportNote::new(message),
        })
    }
}

/// `kifu schema`: the JSON Schema of what `kifu convert --to json` writes (`output`) for
/// `game` (`kamisado`…), told
/// what an import reads (`import`, the schema of the game's import model, whose objects
/// have the titles of the output's). In each object of the output that the import model
/// has, a property the import does not read is marked `readOnly` (output only), and
/// `required` becomes what the import needs: a record made by another program gives the
/// required properties, may give the others that are not `readOnly`, and leaves out the
/// `readOnly` ones (kifu works them out; what is given is not read). Objects of the output
/// the import model does not have are read whole or not at all (the tags, a score…).
#[cfg(feature = "schema")]
pub fn mark_import(output: &mut Value, import: &Value, game: &str) {
    // The import model's objects by title (its `$defs` by name when they have none).
    let mut objects: Vec<(String, &Value)> = Vec::new();
    if let Some(title) = import.get("title").and_then(Value::as_str) {
        objects.push((title.to_owned(), import));
    }
    if let Some(defs) = import.get("$defs").and_then(Value::as_object) {
        for (name, def) in defs {
            let title = def.get("title").and_then(Value::as_str).unwrap_or(name);
            objects.push((title.to_owned(), def));
        }
    }
    let mark = |out: &mut Value, name: &str| {
        let Some((_, read)) = objects.iter().find(|(t, _)| t == name) else {
            return;
        };
        let read_props = read.get("properties").and_then(Value::as_object);
        if let Some(props) = out.get_mut("properties").and_then(Value::as_object_mut) {
            for (key, prop) in props.iter_mut() {
                if read_props.is_none_or(|r| !r.contains_key(key))
                    && let Some(p) = prop.as_object_mut()
                {
                    p.insert("readOnly".into(), Value::Bool(true));
                }
            }
        }
        if let Some(o) = out.as_object_mut() {
            match read.get("required") {
                Some(r) => o.insert("required".into(), r.clone()),
                None => o.remove("required"),
            };
        }
    };
    if let Some(title) = output
        .get("title")
        .and_then(Value::as_str)
        .map(str::to_owned)
    {
        mark(output, &title);
    }
    if let Some(o) = output.as_object_mut() {
        let said = o
            .get("description")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        o.insert(
            "description".into(),
            format!(
                "{said} What `kifu convert --to json` writes, which `kifu convert --to {game}` reads back. \
                 To import a record made by another program, give the `required` properties (the moves); \
                 the others that are not `readOnly` may be given (a move's `written` text is kept when it is \
                 that move, else the move is written in the record's notation, with a warning). `readOnly` \
                 properties are output only: kifu works them out from the moves and does not read them. \
                 Lines and columns are 1-based, columns counted in characters (as editors count them)."
            )
            .trim_start()
            .into(),
        );
    }
    if let Some(defs) = output.get_mut("$defs").and_then(Value::as_object_mut) {
        for (name, def) in defs.iter_mut() {
            mark(def, name);
        }
    }
}

/// Notation from JSON holding one record (an object) or several (an array), each read
/// back by `import`; records are separated by a blank line, and a note about an item of
/// an array says which.
pub fn notation_from_json(
    json: &Value,
    import: impl Fn(&Value) -> Result<Imported, ImportError>,
) -> Result<Imported, ImportError> {
    let Value::Array(items) = json else {
        return import(json);
    };
    let mut texts = Vec::with_capacity(items.len());
    let mut warnings = Vec::new();
    for (k, item) in items.iter().enumerate() {
        let one = import(item).map_err(|e| e.in_record(k + 1))?;
        texts.push(one.text);
        warnings.extend(one.warnings.into_iter().map(|mut w| {
            w.record = Some(k + 1);
            w
        }));
    }
    Ok(Imported {
        text: texts.join("\n"),
        warnings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize)]
    #[allow(dead_code)]
    struct Rec {
        moves: Vec<Mv>,
    }

    #[derive(serde::Deserialize)]
    #[allow(dead_code)]
    struct Mv {
        to: String,
    }

    #[test]
    fn a_record_that_is_not_one_names_the_move() {
        let v = serde_json::json!({"moves": [{"to": "a1"}, {"to": "b2"}, {"from": "c3"}]});
        let e = read::<Rec, Mv>(&v, "kaito", None, "moves").err().unwrap();
        assert!(matches!(e, ImportError::Shape(_)));
        assert_eq!(e.note().ply, Some(3));
        assert!(e.to_string().starts_with("ply 3: "), "{e}");
        assert!(e.to_string().contains("`to`"), "{e}");
        let other = serde_json::json!({"game": "kasane", "moves": []});
        let e = read::<Rec, Mv>(&other, "kaito", None, "moves")
            .err()
            .unwrap();
        assert!(e.to_string().contains("--to kasane"), "{e}");
        let e = read::<Rec, Mv>(&serde_json::json!([1]), "kaito", None, "moves");
        assert!(e.is_err());
    }

    #[test]
    fn places_find_the_move_at_an_offset() {
        let mut p = Places::default();
        p.push(10, Some(1), 1);
        p.push(20, Some(1), 2);
        p.push(35, Some(2), 1);
        assert_eq!(p.at(5), None);
        assert_eq!(p.at(10), Some((Some(1), 1)));
        assert_eq!(p.at(34), Some((Some(1), 2)));
        assert_eq!(p.at(99), Some((Some(2), 1)));
        assert_eq!(
            p.error(21, Message::verbatim("x")).to_string(),
            "round 1, ply 2: x".to_owned()
        );
    }

    #[test]
    fn only_a_one_line_text_is_kept() {
        assert_eq!(written_text(Some(" Red ↑4 Blue ")), Some("Red ↑4 Blue"));
        for bad in ["", "  ", "Red {x", "a\nb", "x ; y", "[Game"] {
            assert_eq!(written_text(Some(bad)), None, "{bad:?}");
        }
        assert_eq!(written_text(None), None);
    }
}
