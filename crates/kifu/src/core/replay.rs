//! What every game's replay tells besides the game itself: the problems it found, where
//! it stopped early, and where it went on under a guess. Each game's `Replay` holds one
//! [`Findings`] next to its own rounds or plies and end state.

use super::{Problem, Span, Spanned};
use crate::message::Message;

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

/// The move numbers of a two-column score sheet, checked against the entries as written:
/// `N.` says that the entry after it stands on line N, where each line holds the first
/// column's entry then the second column's (`N. ...` when the second column's player
/// begins a line). Numbers are informational: one out of sequence is a warning, saying
/// what it should be. A run of numbers off by the same amount (a number skipped or
/// written twice, and the lines after it numbered on from it) is one warning, on the
/// first of them, whose help counts the others.
///
/// Fed by a replay: [`MoveNumbers::entry`] for each entry written (whatever the replay
/// makes of it), [`MoveNumbers::number`] for each number, [`MoveNumbers::restart`] where
/// the numbering starts again (a Kamisado round), then [`MoveNumbers::finish`].
#[derive(Clone, Debug)]
pub struct MoveNumbers {
    /// The warning's code (`kamisado::numbering`).
    code: &'static str,
    /// How the lines are numbered: the warning's help.
    help: Message,
    /// Entries written since the numbering started, plus 1 when the second column's
    /// player made the first of them: the cells filled, counting an empty first one.
    cells: usize,
    /// Items before this one were checked out of sequence (a replay that goes back over
    /// items, to replay them under a correction, warns of each number once).
    next_item: usize,
    /// The run of misnumbered lines going on.
    run: Option<Run>,
    warnings: Vec<Problem>,
}

/// The line that the entry after `cells` cells (entries, and the empty first one when the
/// second column's player begins) falls on.
#[inline]
const fn line(cells: usize) -> usize {
    cells / 2 + 1
}

/// Numbers off by the same amount, one after the other.
#[derive(Clone, Copy, Debug)]
struct Run {
    /// Written minus expected.
    shift: i64,
    /// The warning on the first of them, in `warnings`.
    warning: usize,
    /// The numbers after the first.
    more: usize,
}

impl MoveNumbers {
    /// The check of a sheet whose warnings have this code and help, `second_first` when
    /// the second column's player makes the first entry.
    pub fn new(code: &'static str, help: impl Into<Message>, second_first: bool) -> MoveNumbers {
        MoveNumbers {
            code,
            help: help.into(),
            cells: usize::from(second_first),
            next_item: 0,
            run: None,
            warnings: Vec::new(),
        }
    }

    /// The numbering starts again (lines from 1), with `second_first` as in
    /// [`MoveNumbers::new`].
    pub fn restart(&mut self, second_first: bool) {
        self.close_run();
        self.cells = usize::from(second_first);
    }

    /// An entry was written.
    #[inline]
    pub fn entry(&mut self) {
        self.cells += 1;
    }

    /// The next entry is the first column's: it begins a line.
    pub fn first_column_next(&self) -> bool {
        self.cells.is_multiple_of(2)
    }

    /// Whether `written` numbers the line that the entry after `entries` entries falls on
    /// (`second_first` as in [`MoveNumbers::new`]): what [`MoveNumbers::number`] checks,
    /// for a reader that counts the entries itself.
    #[inline]
    pub fn in_sequence(written: u32, entries: usize, second_first: bool) -> bool {
        written as usize == line(entries + usize::from(second_first))
    }

    /// The move number `written`, item `item` of the record: `false` when it is out of
    /// sequence (a warning was made, or the number is part of a run that has one).
    #[inline]
    pub fn number(&mut self, item: usize, written: Spanned<u32>) -> bool {
        self.number_unless(item, written, || false)
    }

    /// [`MoveNumbers::number`], but a number out of sequence for which `excused` holds is
    /// let be (Kamisado: `1.` where the next round's header is missing).
    #[inline]
    pub fn number_unless(
        &mut self,
        item: usize,
        written: Spanned<u32>,
        excused: impl FnOnce() -> bool,
    ) -> bool {
        // The usual case, a number in sequence with no run to end, in a few instructions.
        let expected = line(self.cells);
        if written.node as usize == expected && self.run.is_none() {
            return true;
        }
        written.node as usize != expected && excused() || self.out_of_line(item, written, expected)
    }

    /// [`MoveNumbers::number`] out of its usual case: a number that ends a run, or one
    /// out of sequence.
    #[cold]
    #[inline(never)]
    fn out_of_line(&mut self, item: usize, written: Spanned<u32>, expected: usize) -> bool {
        if item < self.next_item {
            return true;
        }
        self.next_item = item + 1;
        if written.node as usize == expected {
            self.close_run();
            return true;
        }
        let shift = i64::from(written.node) - expected as i64;
        if let Some(run) = &mut self.run
            && run.shift == shift
        {
            run.more += 1;
            return false;
        }
        self.close_run();
        self.run = Some(Run {
            shift,
            warning: self.warnings.len(),
            more: 0,
        });
        self.warnings.push(
            Problem::warning(
                self.code,
                written.span,
                crate::message!(
                    "record-move-number",
                    written = written.node,
                    expected = expected
                ),
            )
            .with_label(crate::message!(
                "record-move-number-label",
                expected = expected
            ))
            .with_help(self.help.clone()),
        );
        false
    }

    /// The run going on ends: its warning says how many numbers followed it.
    fn close_run(&mut self) {
        let Some(run) = self.run.take() else {
            return;
        };
        if run.more == 0 {
            return;
        }
        if let Some(p) = self.warnings.get_mut(run.warning) {
            p.help = Some(crate::message!(
                "record-move-number-run",
                help = self.help.clone(),
                more = run.more,
                by = run.shift.unsigned_abs(),
                way = if run.shift > 0 { "high" } else { "low" }
            ));
        }
    }

    /// The warnings, into `problems` (kept in source order).
    pub fn finish(mut self, problems: &mut Vec<Problem>) {
        self.close_run();
        if self.warnings.is_empty() {
            return;
        }
        let mut merged = Vec::with_capacity(problems.len() + self.warnings.len());
        let mut warnings = self.warnings.into_iter().peekable();
        for p in problems.drain(..) {
            while let Some(w) = warnings.next_if(|w| w.span.start < p.span.start) {
                merged.push(w);
            }
            merged.push(p);
        }
        merged.extend(warnings);
        *problems = merged;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checks(second_first: bool) -> MoveNumbers {
        MoveNumbers::new(
            "game::numbering",
            Message::verbatim("number the lines"),
            second_first,
        )
    }

    /// Feed `lines` (each: its number, then its entries) from item 0 on; the warnings.
    fn feed(n: &mut MoveNumbers, lines: &[(u32, usize)]) {
        let mut item = 0;
        for &(number, entries) in lines {
            n.number(item, Spanned::new(number, Span::new(item, item + 1)));
            item += 1;
            for _ in 0..entries {
                n.entry();
                item += 1;
            }
        }
    }

    fn warnings(n: MoveNumbers) -> Vec<(String, String, String)> {
        let mut problems = Vec::new();
        n.finish(&mut problems);
        problems
            .into_iter()
            .map(|p| {
                let said = p.said(crate::Lang::En);
                (
                    said.message,
                    said.label.unwrap_or_default(),
                    said.help.unwrap_or_default(),
                )
            })
            .collect()
    }

    #[test]
    fn lines_in_sequence_pass_whoever_begins() {
        let mut n = checks(false);
        feed(&mut n, &[(1, 2), (2, 2), (3, 1)]);
        assert!(warnings(n).is_empty());
        // `1. ... x`, `2. y z`: the second column's player begins.
        let mut n = checks(true);
        feed(&mut n, &[(1, 1), (2, 2), (3, 2)]);
        assert!(warnings(n).is_empty());
        // A line broken after its first entry goes on as `2...` or `2.`.
        let mut n = checks(false);
        feed(&mut n, &[(1, 2), (2, 1), (2, 1), (3, 2)]);
        assert!(warnings(n).is_empty());
    }

    #[test]
    fn a_run_off_by_the_same_amount_is_one_warning_that_counts_the_others() {
        let mut n = checks(false);
        // 1, 5, 6, 7, then back in sequence (5), then a number written twice (5 again).
        feed(&mut n, &[(1, 2), (5, 2), (6, 2), (7, 2), (5, 2), (5, 2)]);
        let w = warnings(n);
        assert_eq!(w.len(), 2, "{w:?}");
        assert_eq!(w[0].0, "move number 5, but this is move 2");
        assert_eq!(w[0].1, "expected 2");
        assert_eq!(
            w[0].2,
            "number the lines; the next 2 move numbers follow on from it and are 3 too high as well"
        );
        assert_eq!(w[1].0, "move number 5, but this is move 6");
        assert_eq!(w[1].2, "number the lines");
        // Another shift is another warning.
        let mut n = checks(false);
        feed(&mut n, &[(1, 2), (3, 2), (5, 2)]);
        let w = warnings(n);
        assert_eq!(w.len(), 2, "{w:?}");
        assert_eq!(w[1].0, "move number 5, but this is move 3");
    }

    #[test]
    fn a_restart_numbers_from_1_and_ends_the_run() {
        let mut n = checks(false);
        feed(&mut n, &[(1, 2), (4, 2), (5, 1)]);
        n.restart(true);
        // `1. ... x` after the restart; item numbers go on.
        n.number(20, Spanned::new(1, Span::new(20, 21)));
        n.entry();
        n.number(22, Spanned::new(2, Span::new(22, 23)));
        let w = warnings(n);
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(
            w[0].2
                .ends_with("the next move number follows on from it and is 2 too high as well")
        );
    }

    #[test]
    fn an_item_read_again_is_checked_once() {
        let mut n = checks(false);
        feed(&mut n, &[(1, 2), (3, 2)]);
        // The replay goes back to item 0 (a round replayed again from its header).
        n.restart(false);
        feed(&mut n, &[(1, 2), (3, 2)]);
        assert_eq!(warnings(n).len(), 1);
    }

    #[test]
    fn the_warnings_join_the_problems_in_source_order() {
        let mut n = checks(false);
        feed(&mut n, &[(1, 2), (3, 2), (2, 2), (9, 2)]);
        let mut problems = vec![
            Problem::error("game::a", Span::new(0, 1), Message::verbatim("a")),
            Problem::error("game::b", Span::new(5, 6), Message::verbatim("b")),
        ];
        n.finish(&mut problems);
        let at: Vec<(usize, &str)> = problems.iter().map(|p| (p.span.start, p.code)).collect();
        assert_eq!(
            at,
            [
                (0, "game::a"),
                (3, "game::numbering"),
                (5, "game::b"),
                (6, "game::numbering"),
                (9, "game::numbering")
            ]
        );
    }
}
