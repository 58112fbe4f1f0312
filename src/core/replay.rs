//! What every game's replay tells besides the game itself: the problems it found, where
//! it stopped early, and where it went on under a guess. Each game's `Replay` holds one [`Findings`] next to its own
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
    /// Going on after a rule error (`--all`), the replay assumed a correction here that
    /// nothing after it confirms (or one of several that fit as well, or none fitted):
    /// from here on, what it reached (the result too) is not checked.
    pub guessed_at: Option<Span>,
}

impl Findings {
    /// No error, and the replay reached the end of the record.
    pub fn is_valid(&self) -> bool {
        !self.problems.iter().any(Problem::is_error) && self.stopped_at.is_none()
    }
}

/// For a replay that goes on past an entry with an error (played as written, or as
/// corrected under `--all`) and has no look-ahead of its own: the reading of that entry
/// waits for the entry after it, which confirms it by replaying without an error. When it
/// does not, or the record ends there before the end of the game, the replay went on
/// under a guess.
#[derive(Clone, Copy, Debug, Default)]
pub struct Confirmation {
    /// The entry with an error the last one replayed was.
    waiting: Option<Span>,
    /// The first reading not confirmed.
    guessed_at: Option<Span>,
}

impl Confirmation {
    /// Entry `span` was replayed; `added`: the problems found on it.
    #[inline]
    pub fn entry(&mut self, span: Span, added: &[Problem]) {
        if self.waiting.is_some() || !added.is_empty() {
            self.settle(span, added);
        }
    }

    #[cold]
    fn settle(&mut self, span: Span, added: &[Problem]) {
        let error = added.iter().any(Problem::is_error);
        if let Some(w) = self.waiting.take()
            && error
        {
            self.guessed_at.get_or_insert(w);
        }
        if error {
            self.waiting = Some(span);
        }
    }

    /// The record ended (`over`: the game too): where the replay went on under a guess.
    pub fn end(self, over: bool) -> Option<Span> {
        match self.waiting {
            Some(w) if !over => Some(self.guessed_at.unwrap_or(w)),
            _ => self.guessed_at,
        }
    }
}
