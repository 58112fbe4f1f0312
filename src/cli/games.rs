//! Which [`Game`] a command works on: `--game`, the `[Game]` tag, or the file extension.

use std::path::Path;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use super::CliError;
use kifu::Game;
use kifu::GameKind;
use kifu::{Lang, Style, Variant};

/// A value the command line takes by its code, from the library's typed list of them:
/// the games ([`GameKind::ALL`], by name), languages, styles, variants.
pub trait Coded: Copy + Send + Sync + 'static {
    /// Every value, in the order `--help` lists them.
    fn all() -> &'static [Self];
    /// The value's code.
    fn code(self) -> &'static str;
}

impl Coded for GameKind {
    fn all() -> &'static [Self] {
        &GameKind::ALL
    }
    fn code(self) -> &'static str {
        self.name()
    }
}

macro_rules! coded {
    ($($t:ty),*) => {$(
        impl Coded for $t {
            fn all() -> &'static [Self] {
                <$t>::ALL
            }
            fn code(self) -> &'static str {
                <$t>::code(self)
            }
        }
    )*};
}
coded!(Lang, Style, Variant);

/// The clap value parser of a [`Coded`] value: its codes, checked as clap's own parser
/// of fixed values checks them (its errors, its "a similar value exists" tip), offered
/// in help and completions. Adding a value to the library adds it here.
#[derive(Clone, Copy, Debug)]
pub struct CodeParser<T>(std::marker::PhantomData<T>);

/// `--game`: the games of the registry, each by its [`GameKind::name`].
#[allow(non_upper_case_globals)]
pub const GameParser: CodeParser<GameKind> = CodeParser::new();

impl<T> CodeParser<T> {
    /// The parser of `T`'s codes.
    pub const fn new() -> Self {
        CodeParser(std::marker::PhantomData)
    }
}

impl<T: Coded + Clone> TypedValueParser for CodeParser<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let codes = PossibleValuesParser::new(T::all().iter().map(|v| v.code()));
        let code = codes.parse_ref(cmd, arg, value)?;
        T::all()
            .iter()
            .copied()
            .find(|v| v.code() == code)
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            T::all().iter().map(|v| PossibleValue::new(v.code())),
        ))
    }
}

/// The game of an input: `--game` first, then the `[Game]` tag, then the extension.
pub fn detect(arg: Option<GameKind>, path: Option<&Path>, text: &str) -> Option<&'static dyn Game> {
    let kind = arg
        .or_else(|| GameKind::sniff(text))
        .or_else(|| path.and_then(GameKind::from_path))?;
    Some(kind.engine())
}

/// Like [`detect`], as a usage error when nothing says which game it is.
pub fn require(
    arg: Option<GameKind>,
    path: Option<&Path>,
    text: &str,
    name: &str,
) -> Result<&'static dyn Game, CliError> {
    let g = detect(arg, path, text).ok_or_else(|| {
        CliError::Said(kifu::message!(
            "cli-which-game",
            name = name,
            extensions = extensions(", .")
        ))
    })?;
    Ok(in_record_folder(g, path))
}

/// Every game's file extensions ([`kifu::GameInfo::extensions`]), in [`GameKind::ALL`]
/// order, joined by `sep` (`", ."` → `kamisado, .samourai, …`).
pub fn extensions(sep: &str) -> String {
    GameKind::ALL
        .iter()
        .flat_map(|g| g.info().extensions)
        .copied()
        .collect::<Vec<_>>()
        .join(sep)
}

/// The folder of a record file: a file named in one of its tags is read from there.
pub fn record_folder(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// The game reading the files a record names (a Samouraï `[Board "path"]`) from the
/// record's own folder; standard input (`None`) reads them from the current directory.
/// One game per command: it lives as long as the process.
pub fn in_record_folder(g: &'static dyn Game, path: Option<&Path>) -> &'static dyn Game {
    match path.and_then(|p| g.in_folder(record_folder(p))) {
        Some(b) => Box::leak(b),
        None => g,
    }
}

/// The most bytes read of a set-up file given on the command line (`--board`,
/// `--boxes`): such a file is a few lines; this keeps `--board /dev/zero` from reading
/// without end.
pub const SETUP_FILE_LIMIT: u64 = 1 << 20;

/// Read a set-up file named on the command line: anywhere (it is the user's own), but
/// no more than [`SETUP_FILE_LIMIT`] bytes.
fn read_setup_file(flag: &str, path: &Path) -> Result<String, CliError> {
    use std::io::Read;
    let io = |source: std::io::Error| CliError::Io {
        path: path.display().to_string(),
        source: source.into(),
    };
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .map_err(io)?
        .take(SETUP_FILE_LIMIT + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > SETUP_FILE_LIMIT {
        return Err(CliError::Said(kifu::message!(
            "cli-setup-too-big",
            flag = flag,
            path = path.display().to_string(),
            limit = SETUP_FILE_LIMIT
        )));
    }
    String::from_utf8(bytes).map_err(|_| {
        CliError::Said(kifu::message!(
            "cli-setup-not-utf8",
            flag = flag,
            path = path.display().to_string()
        ))
    })
}

/// `--board FILE` / `--boxes FILE`: a set-up file for the games that take one.
#[derive(clap::Args, Debug, Default, Clone)]
pub struct SetupArgs {
    /// Samouraï: a board in the 11-line text format (it wins over a record's own board).
    #[arg(long, value_name = "FILE")]
    pub board: Option<std::path::PathBuf>,
    /// Colors of Kasane: a box-points table, used for records without a `[Boxes]` tag.
    #[arg(long, value_name = "FILE")]
    pub boxes: Option<std::path::PathBuf>,
}

/// `--game` and the set-up files of a command that reads one record (`fmt`, `moves`,
/// `replay`, `show`).
#[derive(clap::Args, Debug)]
pub struct GameChoice {
    /// The game, when neither a `[Game]` tag nor the file extension says it.
    #[arg(long, value_parser = GameParser)]
    pub game: Option<GameKind>,
    #[command(flatten)]
    pub setup: SetupArgs,
}

impl GameChoice {
    /// The game of the record `text` (named `name`, read from `path`; see [`require`]),
    /// set up (see [`with_setup`]).
    pub fn of(&self, path: Option<&Path>, text: &str, name: &str) -> Result<GameRef, CliError> {
        with_setup(require(self.game, path, text, name)?, &self.setup)
    }
}

/// The game, set up from `--board`/`--boxes` when given (and only for the game that takes
/// that file: anything else is a usage error, not silently ignored).
pub fn with_setup(g: &'static dyn Game, setup: &SetupArgs) -> Result<GameRef, CliError> {
    let given: Vec<(&str, &std::path::Path)> = [
        ("board", setup.board.as_deref()),
        ("boxes", setup.boxes.as_deref()),
    ]
    .into_iter()
    .filter_map(|(n, p)| p.map(|p| (n, p)))
    .collect();
    match given.as_slice() {
        [] => Ok(GameRef::Static(g)),
        [(flag, path)] if g.setup_option() == Some(flag) => {
            let text = read_setup_file(flag, path)?;
            let configured = g.with_setup(&text).map_err(|e| match e {
                kifu::GameError::Usage(m) => CliError::Said(kifu::message!(
                    "cli-setup-refused",
                    flag = *flag,
                    path = path.display().to_string(),
                    error = m
                )),
                kifu::GameError::Unsupported(e) => CliError::Said(super::refuse::refusal(&e)),
                // A bad file on the command line is a usage error, like a missing one
                // (exit 2): its problems first, placed in the file.
                kifu::GameError::Invalid(problems) => {
                    super::eprint_problems(
                        &path.display().to_string(),
                        &text.as_str().into(),
                        &problems,
                        super::lang::for_no_sheet(),
                    );
                    CliError::Said(kifu::message!(
                        "cli-setup-invalid",
                        flag = *flag,
                        path = path.display().to_string()
                    ))
                }
            })?;
            Ok(GameRef::Owned(configured))
        }
        _ => Err(CliError::Said(kifu::message!(
            "cli-not-an-option",
            flags = given
                .iter()
                .map(|(f, _)| *f)
                .collect::<Vec<_>>()
                .join(" / --"),
            game = g.kind().name()
        ))),
    }
}

/// A game as the commands use it: one of the static games, or one set up from a file.
pub enum GameRef {
    Static(&'static dyn Game),
    Owned(Box<dyn Game>),
}

impl std::ops::Deref for GameRef {
    type Target = dyn Game;

    fn deref(&self) -> &(dyn Game + 'static) {
        match self {
            GameRef::Static(g) => *g,
            GameRef::Owned(g) => g.as_ref(),
        }
    }
}

/// Every game in [`GameKind::ALL`] order for a batch of mixed records, each set up by the
/// `--board`/`--boxes` file meant for it (a flag is not an error for the other games
/// here). Made once per run and kept for the rest of it (worker threads share them).
pub fn setup_all(setup: &SetupArgs) -> Result<&'static [&'static dyn Game], CliError> {
    let mut games: Vec<&'static dyn Game> = Vec::with_capacity(GameKind::ALL.len());
    for kind in GameKind::ALL {
        let g = kind.engine();
        let mine = SetupArgs {
            board: setup
                .board
                .clone()
                .filter(|_| g.setup_option() == Some("board")),
            boxes: setup
                .boxes
                .clone()
                .filter(|_| g.setup_option() == Some("boxes")),
        };
        games.push(match with_setup(g, &mine)? {
            GameRef::Static(g) => g,
            GameRef::Owned(b) => Box::leak(b),
        });
    }
    Ok(Box::leak(games.into_boxed_slice()))
}
