//! One record of a text, checked, whatever the game: the record as read, its problems
//! (syntax first, then what the game's set-up and replay found) and the replay.
//!
//! A game names its own `type Checked = core::check::Checked<Record, Option<Replay>>;`
//! and says what its replay knows through [`Replayed`].

use crate::core::{CheckedRecord, GameKind, Problem, Span};
use crate::outcome::Outcome;

/// How far a replay goes after the first rule error (Kamisado, Samouraï, Kaitō; Colors
/// of Kasane's options also name a box table).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReplayOptions {
    /// After a rule error, go on assuming the correction when one is plausible (the best
    /// one, for Kamisado: see its `edits`), so that one run lists every mistake of a
    /// record, each once.
    pub all: bool,
}

/// Whether a record reaches the end: of the match (Kamisado), of the last round (Colors
/// of Kasane). Samouraï and Kaitō have their own, which says how the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The match or game is over.
    Finished,
    /// The record stops before the end.
    Unfinished,
}

impl Status {
    /// [`Status::Finished`] when `finished`, else [`Status::Unfinished`].
    pub const fn of(finished: bool) -> Status {
        if finished {
            Status::Finished
        } else {
            Status::Unfinished
        }
    }

    /// `finished` or `unfinished`.
    pub const fn name(self) -> &'static str {
        match self {
            Status::Finished => "finished",
            Status::Unfinished => "unfinished",
        }
    }
}

/// What a game's replay tells about a record.
pub trait Replayed {
    /// Its game: what a record that could not be set up is ([`Outcome::NotReplayed`]).
    const GAME: GameKind;
    /// The set-up and rule problems it found, in order.
    fn problems(&self) -> &[Problem];
    /// It reached the end of the record without a problem.
    fn is_valid(&self) -> bool;
    /// The record reaches the end of the game or match.
    fn is_finished(&self) -> bool;
    /// Plies replayed.
    fn plies(&self) -> usize;
    /// Who moves next, or how the game ended.
    fn outcome(&self) -> Outcome;
    /// Where it stopped early, if it did.
    fn stopped_at(&self) -> Option<Span>;
    /// Where it went on under a guess, if it did: the result is not checked.
    fn guessed_at(&self) -> Option<Span>;
    /// The game could be set up: there are positions to show.
    fn is_set_up(&self) -> bool {
        true
    }
}

/// The [`Replayed`] items a game's replay answers from its game (the argument:
/// `replay_fields!(GameKind::Kaito)`), its [`findings`](crate::core::replay::Findings)
/// and its inherent `is_valid`: written once, inside each game's `impl Replayed for
/// Replay`.
macro_rules! replay_fields {
    ($game:expr) => {
        const GAME: $crate::core::GameKind = $game;

        fn problems(&self) -> &[$crate::core::Problem] {
            &self.findings.problems
        }

        fn is_valid(&self) -> bool {
            Self::is_valid(self)
        }

        fn stopped_at(&self) -> Option<$crate::core::Span> {
            self.findings.stopped_at
        }

        fn guessed_at(&self) -> Option<$crate::core::Span> {
            self.findings.guessed_at
        }
    };
}
pub(crate) use replay_fields;

/// A replay that may not have been made (the record could not be set up).
impl<T: Replayed> Replayed for Option<T> {
    const GAME: GameKind = T::GAME;

    fn problems(&self) -> &[Problem] {
        self.as_ref().map_or(&[], T::problems)
    }

    fn is_valid(&self) -> bool {
        self.as_ref().is_some_and(T::is_valid)
    }

    fn is_finished(&self) -> bool {
        self.as_ref().is_some_and(T::is_finished)
    }

    fn plies(&self) -> usize {
        self.as_ref().map_or(0, T::plies)
    }

    fn outcome(&self) -> Outcome {
        self.as_ref()
            .map_or(Outcome::NotReplayed(T::GAME), T::outcome)
    }

    fn stopped_at(&self) -> Option<Span> {
        self.as_ref().and_then(T::stopped_at)
    }

    fn guessed_at(&self) -> Option<Span> {
        self.as_ref().and_then(T::guessed_at)
    }

    fn is_set_up(&self) -> bool {
        self.as_ref().is_some_and(T::is_set_up)
    }
}

/// One record of a text, checked.
#[derive(Clone, Debug)]
pub struct Checked<R, P> {
    /// Where the record stands in the text.
    pub span: Span,
    /// The record as read.
    pub record: R,
    /// Syntax problems, then set-up and rule problems.
    pub problems: Vec<Problem>,
    /// The record did not parse cleanly (some syntax error).
    pub syntax_error: bool,
    /// The replay (`None`, for an `Option`, when the record could not be set up).
    pub replay: P,
}

impl<R, P: Replayed> Checked<R, P> {
    /// Checks a record read at `span` with its syntax `problems`: `replay` sets it up
    /// and replays it, adding the set-up problems it finds; the replay's own problems
    /// follow.
    pub fn new(
        span: Span,
        record: R,
        mut problems: Vec<Problem>,
        replay: impl FnOnce(&R, &mut Vec<Problem>) -> P,
    ) -> Self {
        let syntax_error = problems.iter().any(Problem::is_error);
        let replay = replay(&record, &mut problems);
        problems.extend(replay.problems().iter().cloned());
        Checked {
            span,
            record,
            problems,
            syntax_error,
            replay,
        }
    }

    /// No error anywhere, and the replay reached the end of the record.
    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error) && self.replay.is_valid()
    }
}

impl<R: Send, P: Replayed + Send> CheckedRecord for Checked<R, P> {
    fn problems(&self) -> &[Problem] {
        &self.problems
    }

    fn is_valid(&self) -> bool {
        Checked::is_valid(self)
    }

    fn is_finished(&self) -> bool {
        self.replay.is_finished()
    }

    fn plies(&self) -> usize {
        self.replay.plies()
    }

    fn outcome(&self) -> Outcome {
        if self.replay.guessed_at().is_some() {
            return Outcome::NotChecked;
        }
        self.replay.outcome()
    }

    fn stopped_at(&self) -> Option<Span> {
        self.replay.stopped_at()
    }

    fn guessed_at(&self) -> Option<Span> {
        self.replay.guessed_at()
    }

    fn is_set_up(&self) -> bool {
        self.replay.is_set_up()
    }
}
