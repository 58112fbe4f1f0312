//! Aikisado's save files (`.aik`): the moves of a match, square to square.
//!
//! Aikisado (repository `Thann/Aikisado`, `Aikisado.py`, version 0.3.2) saves a match as
//! text, one line each:
//!
//! - `GameType: Local` first (or `Local-AI-Easy`, `Local-AI-Medium`, `Local-AI-Hard`,
//!   `Network`): how it was played;
//! - `Reset: Normal` at the start of the match, and `Reset: RTL` or `Reset: LTR` at the
//!   start of each later round: how the towers were placed again ("right to left" and
//!   "left to right": the book's fill from the right and from the left, P1–P4; `Normal`
//!   puts every tower back on its own colour);
//! - `MoveBlack:12(Red) to:28(Pink)` for a move, `PushWhite:…` for a Sumo's push (the
//!   second square is the pushed tower's): the side, the square it starts from and the
//!   square it goes to, each with the colour of that square.
//!
//! Squares are numbered 0–63 from the bottom right corner, right to left along a row,
//! then row by row upwards: 0 is h1, 7 is a1, 8 is h2, 63 is a8. Black starts at the
//! bottom (rank 1) and moves first. A skipped turn (a blocked tower) is not written:
//! kifu writes the pass the book requires. The file holds no score: kifu counts it.
//!
//! Aikisado differs from the book (`makeMove`) in ways said where they matter:
//!
//! - its scoring: a round won by a plain tower scores 1, by a Sumo 2, by a Double Sumo
//!   ("Super") 3, and a Super Sumo stays one; the book scores the tooth just earned, 1, 2,
//!   4 or 8 (`kamisado::import::aikisado-score`);
//! - a gridlock is called after nine skipped turns; the book's deadlock (D8) comes as soon
//!   as a blocked tower must move again (`kamisado::import::aikisado-gridlock`);
//! - `Reset: Normal` after the first round puts the towers back on their own colours, no
//!   placement of the book (`kamisado::import::aikisado-reset`, an error: the rounds after
//!   it cannot be replayed).
//!
//! The match length is not in the file: the record is the shortest match (simple,
//! standard, long, marathon) that holds all its rounds.

use indexmap::IndexMap;

use super::super::ast::{Fill, MatchKind};
use super::super::board::{Colour, Side, Square};
use super::super::recorder::Recorder;
use super::super::rules::{Move, WinReason};
use super::super::style::Style;
use super::{Converted, after_end, code, malformed, move_between, refused};
use crate::core::diag::Problem;
use crate::core::span::Span;
use crate::message;
use crate::message::Arg;

/// The most lines a file may hold.
const MAX_LINES: usize = 100_000;

/// One line of a save file.
enum Line<'t> {
    GameType(&'t str),
    Reset(Option<Fill>),
    Move { side: Side, push: bool, from: Square, to: Square },
    Blank,
}

/// Read an Aikisado save file (see the module's documentation).
pub fn convert(text: &str, style: Style) -> Result<Converted, Vec<Problem>> {
    let mut lines = Vec::new();
    let mut at = 0;
    for raw in text.split_inclusive('\n') {
        let content = raw.trim_end_matches(['\n', '\r']);
        let span = Span::new(at, at + content.len());
        at += raw.len();
        if lines.len() >= MAX_LINES {
            return Err(vec![malformed(
                span,
                message!("kamisado-import-too-long", max = MAX_LINES),
                message!("kamisado-import-aikisado-help"),
            )]);
        }
        match parse_line(content, span.start) {
            Ok(line) => lines.push((line, span, content)),
            Err((bad, what)) => {
                return Err(vec![malformed(
                    bad,
                    what,
                    message!("kamisado-import-aikisado-help"),
                )]);
            }
        }
    }
    let mut last = Err(Vec::new());
    for kind in [
        MatchKind::Simple,
        MatchKind::Standard,
        MatchKind::Long,
        MatchKind::Marathon,
    ] {
        match replay(&lines, kind, style) {
            Replayed::Done(c) => return Ok(c),
            Replayed::Failed(p) => return Err(p),
            Replayed::TooShort(p) => last = Err(p),
        }
    }
    last
}

enum Replayed {
    Done(Converted),
    Failed(Vec<Problem>),
    /// The match of this length was over before the file's last round.
    TooShort(Vec<Problem>),
}

fn replay(lines: &[(Line<'_>, Span, &str)], kind: MatchKind, style: Style) -> Replayed {
    let mut notes = Vec::new();
    let mut m = Recorder::new(kind, style);
    let mut game_type = None;
    let mut started = false;
    let mut fresh = true;
    let mut last_move = None;
    for (line, span, written) in lines {
        let span = *span;
        match line {
            Line::Blank => {}
            Line::GameType(t) => game_type = Some(*t),
            Line::Reset(fill) if !started => {
                started = true;
                if fill.is_some() {
                    // The first round always starts on the towers' own colours.
                    notes.push(malformed(
                        span,
                        message!("kamisado-import-aikisado-first-reset"),
                        message!("kamisado-import-aikisado-help"),
                    ));
                    return Replayed::Failed(notes);
                }
            }
            Line::Reset(fill) => {
                let Some(fill) = fill else {
                    notes.push(refused(
                        code!("aikisado-reset"),
                        span,
                        message!("kamisado-import-aikisado-reset"),
                        message!("kamisado-import-aikisado-reset-help"),
                    ));
                    return Replayed::Failed(notes);
                };
                if m.round_end().is_none() {
                    notes.push(refused(
                        code!("round-not-over"),
                        span,
                        message!("kamisado-import-reset-mid-round"),
                        message!("kamisado-import-aikisado-help"),
                    ));
                    return Replayed::Failed(notes);
                }
                if m.next_round(*fill).is_err() {
                    return Replayed::TooShort(notes);
                }
                fresh = true;
            }
            Line::Move {
                side,
                push,
                from,
                to,
            } => {
                if !started {
                    started = true;
                }
                if m.round_end().is_some() {
                    notes.push(after_end(span));
                    return Replayed::Failed(notes);
                }
                // The passes Aikisado does not write: a blocked tower's (D6).
                for _ in 0..16 {
                    let pos = m.position();
                    if pos.turn() == *side || !pos.must_pass() {
                        break;
                    }
                    if m.play(Move::Pass).is_err() {
                        break;
                    }
                }
                if let Some(end) = m.round_end() {
                    if end.result.reason == WinReason::Deadlock {
                        gridlock(&mut notes, last_move.unwrap_or(span));
                    }
                    notes.push(after_end(span));
                    return Replayed::Failed(notes);
                }
                let pos = *m.position();
                if pos.turn() != *side {
                    let mut p = Problem::error(
                        code!("wrong-side"),
                        span,
                        message!(
                            "kamisado-import-wrong-side",
                            side = Arg::Term(pos.turn().term()),
                            written = Arg::Term(side.term())
                        ),
                    );
                    if fresh && m.round() > 1 {
                        p = p.with_help(message!("kamisado-import-aikisado-first-help"));
                    }
                    notes.push(p);
                    return Replayed::Failed(notes);
                }
                let mv = match move_between(&pos, *from, *to, span, written) {
                    Ok(mv) => mv,
                    Err(p) => {
                        notes.push(*p);
                        return Replayed::Failed(notes);
                    }
                };
                if *push != matches!(mv, Move::Oshi { .. }) {
                    notes.push(malformed(
                        span,
                        message!("kamisado-import-aikisado-line"),
                        message!("kamisado-import-aikisado-help"),
                    ));
                    return Replayed::Failed(notes);
                }
                let end = match m.play(mv) {
                    Ok(end) => end,
                    Err(why) => {
                        notes.push(super::illegal(span, why, written));
                        return Replayed::Failed(notes);
                    }
                };
                // After an oshi the pushed side passes (S3): the book writes it.
                if matches!(mv, Move::Oshi { .. }) && end.is_none() {
                    let _ = m.play(Move::Pass);
                }
                if let Some(end) = end {
                    score(&mut notes, span, end.teeth, end.points);
                }
                fresh = false;
                last_move = Some(span);
            }
        }
    }
    // Passes after the last move, when the book's deadlock ends the round there.
    if let Some(span) = last_move
        && m.round_end().is_none()
    {
        let mut moved = false;
        for _ in 0..16 {
            if m.round_end().is_some() || !m.position().must_pass() {
                break;
            }
            moved |= m.play(Move::Pass).is_ok();
        }
        if moved
            && let Some(end) = m.round_end()
            && end.result.reason == WinReason::Deadlock
        {
            gridlock(&mut notes, span);
        }
    }
    let mut before = IndexMap::new();
    before.insert("Source".to_string(), "Aikisado".to_string());
    if let Some(t) = game_type {
        before.insert("Mode".to_string(), t.to_string());
    }
    Replayed::Done(Converted {
        json: m.finish(before, IndexMap::new()),
        notes,
    })
}

/// Aikisado's points for a round won by a tower that had `teeth − 1` teeth, against the
/// book's `points`: a warning when they differ.
fn score(notes: &mut Vec<Problem>, span: Span, teeth: u8, points: u32) {
    let aikisado = 1 + u32::from(teeth.saturating_sub(1).min(2));
    if aikisado != points {
        notes.push(
            Problem::warning(
                code!("aikisado-score"),
                span,
                message!(
                    "kamisado-import-aikisado-score",
                    program = aikisado,
                    book = points
                ),
            )
            .with_help(message!("kamisado-import-aikisado-score-help")),
        );
    }
}

fn gridlock(notes: &mut Vec<Problem>, span: Span) {
    notes.push(
        Problem::warning(
            code!("aikisado-gridlock"),
            span,
            message!("kamisado-import-aikisado-gridlock"),
        )
        .with_help(message!("kamisado-import-aikisado-gridlock-help")),
    );
}

/// What is wrong with a line: where (in the whole text), and what.
type Bad = (Span, crate::message::Message);

/// One line (it starts at byte `at` of the text).
fn parse_line(line: &str, at: usize) -> Result<Line<'_>, Bad> {
    let not_a_line = |span: Span| (span, message!("kamisado-import-aikisado-line"));
    let whole = not_a_line(Span::new(at, at + line.len()));
    let trimmed = line.trim();
    if trimmed.is_empty() {
        return Ok(Line::Blank);
    }
    if let Some(t) = line.strip_prefix("GameType:") {
        return Ok(Line::GameType(t.trim()));
    }
    if let Some(mode) = line.strip_prefix("Reset:") {
        return match mode.trim() {
            "Normal" => Ok(Line::Reset(None)),
            "RTL" => Ok(Line::Reset(Some(Fill::Right))),
            "LTR" => Ok(Line::Reset(Some(Fill::Left))),
            _ => Err(not_a_line(Span::new(at + 6, at + line.len()))),
        };
    }
    let (push, rest) = if let Some(r) = line.strip_prefix("Move") {
        (false, r)
    } else if let Some(r) = line.strip_prefix("Push") {
        (true, r)
    } else {
        return Err(whole);
    };
    let (side, rest) = if let Some(r) = rest.strip_prefix("Black:") {
        (Side::Black, r)
    } else if let Some(r) = rest.strip_prefix("White:") {
        (Side::White, r)
    } else {
        return Err(whole);
    };
    let from_at = at + line.len() - rest.len();
    let Some((first, second)) = rest.split_once(" to:") else {
        return Err(not_a_line(Span::new(from_at, at + line.len())));
    };
    let from = place(first, from_at)?;
    let to_at = from_at + first.len() + 4;
    let to = place(second, to_at)?;
    Ok(Line::Move {
        side,
        push,
        from,
        to,
    })
}

/// `12(Red)`: Aikisado's square 12, whose colour is red.
fn place(text: &str, at: usize) -> Result<Square, Bad> {
    let span = Span::new(at, at + text.len());
    let bad = || (span, message!("kamisado-import-aikisado-line"));
    let (number, colour) = text.split_once('(').ok_or_else(bad)?;
    let colour = colour.strip_suffix(')').ok_or_else(bad)?;
    let index: u8 = number.parse().map_err(|_| bad())?;
    let sq = square(index).ok_or_else(bad)?;
    let named = Colour::ALL
        .into_iter()
        .find(|c| c.to_string() == colour)
        .ok_or_else(bad)?;
    if sq.colour() != named {
        let what = message!(
            "kamisado-import-aikisado-colour",
            index = index,
            board = Arg::Term(sq.colour().term()),
            written = colour
        );
        return Err((span, what));
    }
    Ok(sq)
}

/// kifu's square of Aikisado's square `index` (0 = h1, 7 = a1, 63 = a8).
fn square(index: u8) -> Option<Square> {
    if index >= 64 {
        return None;
    }
    let rank = (index / 8) as i8;
    let file = 7 - (index % 8) as i8;
    Square::from_coords(file, rank)
}
