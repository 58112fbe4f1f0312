//! What every game's replay tells besides the game itself: the problems it found, where
//! it stopped early, and where it went on under a guess. Each game's `Replay` holds one
//! [`Findings`] next to its own rounds or plies and end state.

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

    /// The findings of a replay with no look-ahead of its own, which found `problems`
    /// and stopped at `stopped_at` if it did: where it went on under a guess is read from
    /// `entries` as [`Findings::unconfirmed`] says.
    pub fn after(
        problems: Vec<Problem>,
        stopped_at: Option<Span>,
        entries: impl Iterator<Item = Span>,
        over: bool,
    ) -> Findings {
        let mut findings = Findings {
            problems,
            stopped_at,
            guessed_at: None,
        };
        findings.guessed_at = findings.unconfirmed(entries, over);
        findings
    }

    /// For a replay that went on past entries with an error (played as written, or as
    /// corrected under `--all`) and has no look-ahead of its own: the reading of such an
    /// entry is confirmed by the entry after it replaying without an error. Where the
    /// first one that is not stands (the next entry has an error too, or the record ends
    /// there before the end of the game: `over` says whether it ended), if one does.
    /// `entries`: the spans of the record's entries, in order.
    pub fn unconfirmed(&self, entries: impl Iterator<Item = Span>, over: bool) -> Option<Span> {
        if self.stopped_at.is_some() || !self.problems.iter().any(Problem::is_error) {
            return None;
        }
        self.first_unconfirmed(entries, over)
    }

    #[cold]
    fn first_unconfirmed(&self, entries: impl Iterator<Item = Span>, over: bool) -> Option<Span> {
        let errors: Vec<usize> = (self.problems.iter())
            .filter(|p| p.is_error())
            .map(|p| p.span.start)
            .collect();
        // The entry with an error the last one was.
        let mut waiting: Option<Span> = None;
        for entry in entries {
            let error = errors
                .iter()
                .any(|&at| (entry.start..entry.end).contains(&at));
            match (waiting.take(), error) {
                (Some(w), true) => return Some(w),
                (_, true) => waiting = Some(entry),
                _ => {}
            }
        }
        waiting.filter(|_| !over)
    }
}
