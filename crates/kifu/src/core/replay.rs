//! What every game's replay tells besides the game itself: the problems it found and
//! where it stopped early. Each game's `Replay` holds one [`Findings`] next to its own
//! rounds or plies and end state.

use super::{Problem, Span};

/// The set-up and rule problems a replay found, and where it stopped before the end of
/// the record, if it did (syntax problems are the parser's).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Findings {
    /// Set-up and rule problems, in source order.
    pub problems: Vec<Problem>,
    /// The replay stopped before the end of the record, at this span: a bad set-up, an
    /// entry that could not be read, or a rule error it could not get past.
    pub stopped_at: Option<Span>,
}

impl Findings {
    /// No error, and the replay reached the end of the record.
    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error) && self.stopped_at.is_none()
    }
}
