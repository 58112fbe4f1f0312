//! What every game module shares: a parsed record with its problems, a replayed move
//! with its written form, and problems as miette diagnostics.

use std::sync::Arc;

use crate::core::diag::{Problem, SourceProblem, for_render};
use crate::core::span::Span;
use crate::values::Lang;

/// One record read from a text, and the problems found reading it (syntax errors and
/// warnings; the rules are checked by the game's `replay`). Spans in both are byte
/// offsets into the whole text that was parsed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed<R> {
    /// The record as written (like shakmaty's `San`: not yet checked against a board).
    pub record: R,
    /// Syntax problems, in source order. Text that could not be read is kept in the
    /// record as an invalid item, so the record can still be replayed up to it.
    pub problems: Vec<Problem>,
}

impl<R> Parsed<R> {
    /// The records of a game's `parse_all`, each with its problems.
    pub(crate) fn all(records: Vec<(R, Vec<Problem>)>) -> Vec<Parsed<R>> {
        records
            .into_iter()
            .map(|(record, problems)| Parsed { record, problems })
            .collect()
    }

    /// Some problem is an error (not only warnings).
    pub fn has_errors(&self) -> bool {
        self.problems.iter().any(Problem::is_error)
    }
}

/// One move of a replayed record: the engine's ply (or turn), the move as written on the
/// sheet, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played<'a, P> {
    /// The game's replayed ply: the move played and who played it (and, in most games,
    /// the position before it).
    pub ply: &'a P,
    /// The entry as written in the text (for a move the replay corrected with
    /// `all: true`, what was written, not what was played).
    pub written: &'a str,
    /// Where the entry stands in the text (byte offsets).
    pub span: Span,
}

impl<'a, P> Played<'a, P> {
    /// The ply written at `span` of `text` (`None`: no entry stands for it).
    pub(crate) fn at(text: &'a str, ply: &'a P, span: Option<Span>) -> Self {
        let span = span.unwrap_or(Span::point(0));
        Played {
            ply,
            written: text.get(span.range()).unwrap_or_default(),
            span,
        }
    }
}

/// A game's replay of a record `R`, whose plies `P` [`played`] pairs with the entries
/// they were written as (each game's facade re-exports `played`).
pub trait Plies<R, P: 'static> {
    /// Every replayed ply, in order.
    fn plies(&self) -> impl Iterator<Item = &P>;

    /// Where `record` writes `ply` (`None`: no entry stands for it).
    fn written(record: &R, ply: &P) -> Option<Span>;
}

/// Every replayed ply of `replay` (made from `record`, parsed from `text`), with its
/// entry as written (see the game's [`Plies`] for what a ply is).
pub fn played<'a, R, P: 'static, G: Plies<R, P>>(
    text: &'a str,
    record: &'a R,
    replay: &'a G,
) -> impl Iterator<Item = Played<'a, P>> + 'a {
    replay
        .plies()
        .map(move |ply| Played::at(text, ply, G::written(record, ply)))
}

/// A problem as a [`miette::Diagnostic`] against the text it was found in, named `name`
/// (a file name, say), its words said in `lang`: render it with `miette::Report::new(…)`
/// or a miette handler.
/// On a very long line, only a window around the problem is shown.
pub fn diagnostic(name: &str, text: &str, problem: &Problem, lang: Lang) -> SourceProblem {
    let text: Arc<str> = text.into();
    diagnostic_in(name, &text, 0, problem, lang)
}

/// [`diagnostic`] for a problem of a piece of a file (a record read on its own, a chunk
/// of a stream) that starts at line `base_line + 1` of the file: its text is shared, not
/// copied, and the lines shown are numbered as in the file.
pub fn diagnostic_in(
    name: &str,
    text: &Arc<str>,
    base_line: usize,
    problem: &Problem,
    lang: Lang,
) -> SourceProblem {
    for_render(name, text, base_line, problem, lang)
}

/// What every game's facade (`kifu::<game>`) declares alike: its `json` module (the JSON
/// model's types, `schema` with the feature `schema`, `to_notation` and the import errors) and [`parse`]. Used
/// once in each facade, which brings `Parsed`, `Record` and `notation` into scope.
///
/// [`parse`]: crate::kamisado::parse
#[macro_export]
#[doc(hidden)]
macro_rules! game_facade {
    (
        $game:ident, $title:literal, json { $($json:tt)* }
        $(, also { $($also:tt)* })? $(, parse { $(#[$parse_doc:meta])* })?
    ) => {
        #[doc = concat!("The JSON model of a ", $title, " record (`kifu convert --to json`): ")]
        #[doc = "serde types that read and write it, and its JSON Schema (`schema`, feature `schema`)."]
        pub mod json {
            pub use $crate::core::import::{ImportError, ImportNote, Imported};
            pub use $crate::core::json::TagsJson;
            pub use $crate::games::$game::import::to_notation;
            pub use $crate::games::$game::json::{$($json)*};
            #[cfg(feature = "schema")]
            pub use $crate::games::$game::json::schema;
            $($($also)*)?
        }

        /// Read every record of a text. Never fails: what cannot be read is reported in each
        /// record's problems (and kept as an `Invalid` [`Item`]). Spans are byte offsets into
        /// `text`.
        $($(#[$parse_doc])*)?
        pub fn parse(text: &str) -> Vec<Parsed<Record>> {
            Parsed::all(notation::parse_all(text))
        }
    };
}
