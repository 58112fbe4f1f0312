//! The settled sheet written as a record: built as the AST ([`Record`]) and every item
//! written by the notation's writers, in the sheet's lines, with a `{scan: …}` comment on
//! every entry or header that had to be decided, and a problem on every entry that is
//! still uncertain or illegal, pointing at its page, line and boxes.

use super::settle::{FillVerdict, Reading, SectionMarks, Settled, Verdict};
use super::{CellAt, HeaderAt, Sheet};
use crate::core::header::{RawTag, write_comment, write_tag};
use crate::core::{Problem, Span, Spanned};
use crate::games::kamisado::ast::{Fill, Head, Item, MatchKind, Record, RoundHeader, ScoreLine};
use crate::games::kamisado::board::Side;
use crate::games::kamisado::layout::ply_entry;
use crate::games::kamisado::notation::{Style, write_entry, write_round};

/// The record written from a settled sheet, and what must be said about it.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// The record in the notation, with a `{scan: …}` comment on every entry that had to
    /// be decided, or could not be.
    pub text: String,
    /// The same record as the AST, which `text` writes: every item's span points at it
    /// in `text` (the nodes inside an item, such as a segment's colours, carry the item's
    /// whole span).
    pub record: Record,
    /// A problem (error) on every entry or header that is uncertain or illegal; spans
    /// point into `text`.
    pub problems: Vec<Problem>,
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::Black => "Black",
        Side::White => "White",
    }
}

fn reading_text(r: &Option<Reading>) -> String {
    r.as_ref().map_or("nothing".to_string(), Reading::text)
}

/// The first three competing readings of an uncertain cell, as words (`A or B`).
fn alternatives_text(alternatives: &[(Option<Reading>, f32)]) -> String {
    let alts: Vec<String> = alternatives
        .iter()
        .take(3)
        .map(|(r, _)| reading_text(r))
        .collect();
    alts.join(" or ")
}

/// The fields in which two readings differ, as the boxes to look at.
fn differing(a: &Option<Reading>, b: &Option<Reading>) -> String {
    let (Some(a), Some(b)) = (a, b) else {
        return "all the boxes".into();
    };
    let mut out = Vec::new();
    if a.towers != b.towers {
        out.push("tower");
    }
    if a.step.map(|s| s.0) != b.step.map(|s| s.0) {
        out.push("direction");
    }
    if a.step.map(|s| s.1) != b.step.map(|s| s.1) {
        out.push("distance");
    }
    if a.landing != b.landing {
        out.push("landing");
    }
    if out.is_empty() {
        "all the boxes".into()
    } else {
        out.join(", ")
    }
}

/// Write a settled sheet as a record in `style`, with its problems.
///
/// The record is built as the AST ([`Record`]) and each of its items written by the
/// notation's writers; the lines are the sheet's: a round header with its notes, one line
/// of the form (`3. Black White`) with the notes on its entries, a note about cells the
/// record leaves empty on a line of its own.
pub fn write(settled: &Settled, sheet: &Sheet, style: &Style) -> Written {
    let mut out = Lines::default();
    let mut problems: Vec<(Problem, At)> = Vec::new();
    let tags = [
        ("Game", "Kamisado"),
        ("Event", "kifu scan"),
        ("Match", settled.kind.name()),
    ];
    let mut line_no = 0;
    let mut open = false;
    // Cells with ticks after the record stopped, and how many of them are written.
    let left_outs = settled
        .rounds
        .iter()
        .flat_map(|r| &r.cells)
        .filter(|c| matches!(c.verdict, Verdict::LeftOut { .. }))
        .count();
    let mut left_out = 0;
    for (r, round) in settled.rounds.iter().enumerate() {
        let Some(number) = round.number else {
            continue;
        };
        let at = sheet.places.get(r).map(|p| p.header).unwrap_or(HeaderAt {
            page: 0,
            section: 0,
        });
        let said = if round.continued {
            SectionMarks::Continued
        } else {
            SectionMarks::New
        };
        // What the `new` and `continued` boxes read, when the rules had to decide.
        let section_note = (round.section_marks != said).then(|| {
            let read = match round.section_marks {
                SectionMarks::New => "only `new` is ticked",
                SectionMarks::Continued => "only `continued` is ticked",
                SectionMarks::Neither => "neither `new` nor `continued` is ticked",
                SectionMarks::Both => "both `new` and `continued` are ticked",
            };
            let taken = if round.continued {
                format!("it goes on with round {number}")
            } else {
                format!("it starts round {number}")
            };
            format!("{read}; {taken}")
        });
        let open_verdict = matches!(
            round.fill_verdict,
            FillVerdict::Uncertain | FillVerdict::Illegal { .. }
        );
        let span = if round.continued {
            // A section going on with the round: no header; a note after the last entry
            // written when its boxes were unclear or do not fit.
            let note = section_note
                .clone()
                .or_else(|| open_verdict.then(|| "its header boxes do not fit".to_string()));
            match note {
                Some(note) => {
                    let k = out.comment(format!(
                        "scan: page {}, section {}: {note}",
                        at.page, at.section
                    ));
                    if !open {
                        out.end_line();
                    }
                    At::Item(k)
                }
                None => At::Before(out.items.len()),
            }
        } else {
            if open {
                out.end_line();
                open = false;
            }
            line_no = 0;
            out.blank();
            At::Item(out.push(Item::Round(RoundHeader {
                number: Spanned::new(number, Span::default()),
                fill: round.fill.map(|f| Spanned::new(f, Span::default())),
                span: Span::default(),
            })))
        };
        let fill_name = |f: Option<Fill>| f.map_or("none", Fill::name);
        let header_decided = |said: &str| {
            Problem::warning(
                "kifu::scan::decided-header",
                Span::default(),
                format!(
                    "page {}, section {}: decided by the rules: {said}",
                    at.page, at.section
                ),
            )
            .with_label("as the game goes on")
            .with_help(
                "tick `new` on the first section of a round and `continued` on the others, and one of the two fill boxes, clearly",
            )
        };
        match &round.fill_verdict {
            FillVerdict::Certain => {}
            FillVerdict::Decided { marks } if !round.continued => {
                let first = out.items.len();
                let mut said = Vec::new();
                if *marks != round.fill || section_note.is_none() {
                    let note = format!("fill decided; its boxes read {}", fill_name(*marks));
                    out.comment(format!("scan: {note}"));
                    said.push(note);
                }
                if let Some(note) = &section_note {
                    out.comment(format!("scan: {note}"));
                    said.push(note.clone());
                }
                let last = out.items.len() - 1;
                problems.push((header_decided(&said.join("; ")), At::Items(first, last)));
            }
            FillVerdict::Decided { .. } => {
                if let Some(note) = &section_note {
                    problems.push((header_decided(note), span));
                }
            }
            FillVerdict::Uncertain => problems.push((
                Problem::error(
                    "kifu::scan::uncertain-header",
                    Span::default(),
                    format!(
                        "page {}, section {}: the header of round {number} is uncertain",
                        at.page, at.section
                    ),
                )
                .with_label("another fill, or another start of the round, replays about as well")
                .with_help(
                    "tick `new` on the first section of a round and `continued` on the others, and one of the two fill boxes clearly",
                ),
                span,
            )),
            FillVerdict::Illegal { marks } => problems.push((
                Problem::error(
                    "kifu::scan::illegal-header",
                    Span::default(),
                    format!(
                        "page {}, section {}: the header of round {number} (fill {}{}) does not fit the game",
                        at.page,
                        at.section,
                        fill_name(*marks),
                        section_note.as_deref().map_or(String::new(), |n| format!("; {n}"))
                    ),
                )
                .with_label("what the game allows")
                .with_help("check the `new`, `continued`, fill and score boxes of this header"),
                span,
            )),
        }
        if !round.continued {
            out.end_line();
        }
        let cells_at = sheet.places.get(r).map(|p| &p.cells);
        for (i, cell) in round.cells.iter().enumerate() {
            let at = cells_at.and_then(|c| c.get(i)).copied().unwrap_or(CellAt {
                page: 0,
                line: 0,
                side: Side::Black,
            });
            let place = format!("page {}, line {}, {}", at.page, at.line, side_name(at.side));
            let Some(ply) = cell.ply else {
                // A cell the record leaves empty: say so when it has ticks, with a note in
                // the record and a problem about it.
                let said: Option<(String, Option<Problem>)> = match &cell.verdict {
                    Verdict::Illegal { marks } => Some((
                        format!("ticks {} where no entry can stand", reading_text(marks)),
                        Some(Problem::error(
                            "kifu::scan::illegal",
                            Span::new(0, 0),
                            format!("{place}: ticks where the game has no move"),
                        )
                        .with_label("read here")
                        .with_help(
                            "the round is over or it is the other side's turn: rub out these ticks or check the entries before",
                        )),
                    )),
                    Verdict::LeftOut { marks } => {
                        let note =
                            format!("ticks {}, left out: the record stops before", marks.text());
                        // Said once, on the first: the record stops there.
                        let first = left_out == 0;
                        left_out += 1;
                        let problem = first.then(|| {
                            let more = match left_outs - 1 {
                                0 => String::new(),
                                1 => " (and those of 1 more entry after it)".to_string(),
                                n => format!(" (and those of {n} more entries after it)"),
                            };
                            Problem::error(
                                "kifu::scan::left-out",
                                Span::new(0, 0),
                                format!(
                                    "{place}: the ticks read {}{more}, which the record leaves out: it stops before this entry",
                                    marks.text()
                                ),
                            )
                            .with_label("the record stops here")
                            .with_help(format!(
                                "no entry the rules allow here fits the ticks: look at the boxes of {place} and of the entries before it, tick them again clearly and scan again, or write the rest of the record by hand"
                            ))
                        });
                        Some((note, problem))
                    }
                    Verdict::Uncertain { alternatives } => {
                        let alts = alternatives_text(alternatives);
                        Some((
                            format!("left empty; uncertain: also {alts}"),
                            Some(Problem::error(
                                "kifu::scan::uncertain",
                                Span::new(0, 0),
                                format!(
                                    "{place}: left empty in the record, but the ticks also read as {alts}"
                                ),
                            )
                            .with_label("read as empty, but not surely")
                            .with_help(format!(
                                "look at the boxes of {place} and correct the record by hand, or tick them again clearly and scan again"
                            ))),
                        ))
                    }
                    Verdict::Decided {
                        marks: Some(marks), ..
                    } => Some((
                        format!("faint marks {} where no entry can stand, left out", marks.text()),
                        Some(Problem::warning(
                            "kifu::scan::ignored",
                            Span::new(0, 0),
                            format!(
                                "{place}: faint marks (read as {}) where no entry can stand were left out",
                                marks.text()
                            ),
                        )
                        .with_label("left out")
                        .with_help("rub out marks outside the entries of the game")),
                    )),
                    _ => None,
                };
                if let Some((note, problem)) = said {
                    if open {
                        out.end_line();
                        open = false;
                    }
                    let k = out.comment(format!("scan: {place}: {note}"));
                    // The left-out entries after the first get the note only.
                    if let Some(problem) = problem {
                        problems.push((problem, At::Item(k)));
                    }
                    out.end_line();
                }
                continue;
            };
            if ply.side == Side::Black || !open {
                if open {
                    out.end_line();
                }
                line_no += 1;
                out.push(Item::MoveNumber(Spanned::new(line_no, Span::default())));
                if ply.side == Side::White {
                    out.push(Item::Ellipsis(Span::default()));
                }
                open = true;
            }
            let span = At::Item(out.push(Item::Entry(ply_entry(&ply))));
            let record = cell.reading.clone();
            match &cell.verdict {
                Verdict::Certain => {}
                Verdict::Decided {
                    marks,
                    alternatives,
                } => {
                    let mut c = if *marks == record {
                        "decided; the ticks are faint or doubled".to_string()
                    } else {
                        format!("decided; the ticks read {}", reading_text(marks))
                    };
                    match alternatives.first() {
                        Some(Some(alt)) => {
                            c.push_str(&format!(", {} does not replay as well", alt.text()));
                        }
                        Some(None) => c.push_str(", an empty cell does not replay as well"),
                        None => {}
                    }
                    let k = out.comment(format!("scan: {c}"));
                    problems.push((
                        Problem::warning(
                            "kifu::scan::decided",
                            Span::default(),
                            format!("{place}: {c}"),
                        )
                        .with_label("decided by the rules")
                        .with_help(format!(
                            "the entries around it decide this one; look at the boxes of {place} if in doubt"
                        )),
                        At::Item(k),
                    ));
                }
                Verdict::Uncertain { alternatives } => {
                    let alts = alternatives_text(alternatives);
                    let fields = alternatives
                        .first()
                        .map_or("all the boxes".into(), |(a, _)| differing(&record, a));
                    out.comment(format!("scan: uncertain; also {alts}"));
                    problems.push((
                        Problem::error(
                            "kifu::scan::uncertain",
                            Span::default(),
                            format!("{place}: the ticks also read as {alts}"),
                        )
                        .with_label("read as this, but not surely")
                        .with_help(format!(
                            "look at the {fields} boxes of {place} and correct the record by hand, or tick them again clearly and scan again"
                        )),
                        span,
                    ));
                }
                // Only a cell the record leaves empty is left out.
                Verdict::LeftOut { .. } => {}
                Verdict::Illegal { marks } => {
                    out.comment(format!(
                        "scan: the ticks read {}, not a legal move here",
                        reading_text(marks)
                    ));
                    problems.push((
                        Problem::error(
                            "kifu::scan::illegal",
                            Span::default(),
                            format!(
                                "{place}: the ticks read {}, which is not a legal move here",
                                reading_text(marks)
                            ),
                        )
                        .with_label("the nearest legal move, put in its place")
                        .with_help(format!(
                            "look at the {} boxes of {place}: the sheet itself may be wrong",
                            differing(&record, marks)
                        )),
                        span,
                    ));
                }
            }
        }
        let last_section = settled
            .rounds
            .get(r + 1)
            .is_none_or(|next| !next.continued || next.number.is_none());
        if open && last_section {
            out.end_line();
            open = false;
        }
        if settled.kind != MatchKind::Simple
            && let Some((b, w)) = round.score
        {
            out.push(Item::Score(ScoreLine {
                black: Spanned::new(b, Span::default()),
                white: Spanned::new(w, Span::default()),
                span: Span::default(),
            }));
            out.end_line();
        }
    }
    out.finish(&tags, style, problems)
}

/// Where a problem points: at an item, from one item to another, or just before an item
/// (at the end when there is none).
#[derive(Clone, Copy, Debug)]
enum At {
    Item(usize),
    Items(usize, usize),
    Before(usize),
}

/// The record's items as they are built, and the lines they stand on.
#[derive(Default)]
struct Lines {
    items: Vec<Item>,
    /// Each line's items; `true` once the line is ended (an empty ended line is blank).
    lines: Vec<(Vec<usize>, bool)>,
}

impl Lines {
    /// Add an item on the current line (a new one after an ended line); its index.
    fn push(&mut self, item: Item) -> usize {
        let k = self.items.len();
        self.items.push(item);
        match self.lines.last_mut() {
            Some((line, false)) => line.push(k),
            _ => self.lines.push((vec![k], false)),
        }
        k
    }

    /// Add a comment on the current line; its index.
    fn comment(&mut self, text: String) -> usize {
        self.push(Item::Comment(Spanned::new(text, Span::default())))
    }

    /// End the current line.
    fn end_line(&mut self) {
        if let Some((_, ended)) = self.lines.last_mut() {
            *ended = true;
        }
    }

    /// End the current line and leave a blank one.
    fn blank(&mut self) {
        self.end_line();
        self.lines.push((Vec::new(), true));
    }

    /// Write the tags and the lines, give every item the span it is written at, and point
    /// the problems there.
    fn finish(
        mut self,
        tags: &[(&str, &str)],
        style: &Style,
        problems: Vec<(Problem, At)>,
    ) -> Written {
        let mut text = String::new();
        let mut raw_tags = Vec::with_capacity(tags.len());
        for &(key, value) in tags {
            let start = text.len();
            text.push_str(&write_tag(key, value));
            let span = Span::new(start, text.len());
            text.push('\n');
            let key_start = start + 1;
            raw_tags.push(RawTag {
                key: Spanned::new(key.into(), Span::new(key_start, key_start + key.len())),
                value: Spanned::new(
                    value.into(),
                    Span::new(key_start + key.len() + 2, span.end - 2),
                ),
                span,
            });
        }
        let mut spans = vec![Span::default(); self.items.len()];
        for (line, _) in &self.lines {
            for (j, &k) in line.iter().enumerate() {
                if j > 0 {
                    text.push(' ');
                }
                let start = text.len();
                text.push_str(&item_text(&self.items[k], style));
                spans[k] = Span::new(start, text.len());
            }
            text.push('\n');
        }
        for (item, &span) in self.items.iter_mut().zip(&spans) {
            set_span(item, span);
        }
        let at = |a: At| match a {
            At::Item(k) => spans[k],
            At::Items(a, b) => Span::new(spans[a].start, spans[b].end),
            At::Before(k) => Span::point(spans.get(k).map_or(text.len(), |s| s.start)),
        };
        let problems = problems
            .into_iter()
            .map(|(p, a)| Problem { span: at(a), ..p })
            .collect();
        let record = Record {
            tags: raw_tags,
            head: Head {
                notation: *style,
                ..Head::default()
            },
            items: self.items,
            span: Span::new(0, text.len()),
        };
        Written {
            text,
            record,
            problems,
        }
    }
}

/// An item as the notation writes it.
fn item_text(item: &Item, style: &Style) -> String {
    match item {
        Item::Round(h) => write_round(h, style),
        Item::MoveNumber(n) => format!("{}.", n.node),
        Item::Ellipsis(_) => "...".to_owned(),
        Item::Entry(e) => write_entry(e, style),
        Item::Score(s) => format!("Score: {}-{}", s.black.node, s.white.node),
        Item::Comment(c) => write_comment(&c.node),
        Item::Invalid(_) => String::new(),
    }
}

/// Give an item, and every node in it, the span it is written at.
fn set_span(item: &mut Item, span: Span) {
    match item {
        Item::Round(h) => {
            h.span = span;
            h.number.span = span;
            if let Some(f) = &mut h.fill {
                f.span = span;
            }
        }
        Item::MoveNumber(n) => n.span = span,
        Item::Ellipsis(s) | Item::Invalid(s) => *s = span,
        Item::Entry(e) => {
            e.span = span;
            for s in &mut e.segments {
                s.span = span;
                s.tower.span = span;
                s.landing.span = span;
                match &mut s.action {
                    crate::games::kamisado::ast::Action::Step { dir, dist } => {
                        dir.span = span;
                        dist.span = span;
                    }
                    crate::games::kamisado::ast::Action::Blocked { zero } => *zero = span,
                }
            }
        }
        Item::Score(s) => {
            s.span = span;
            s.black.span = span;
            s.white.span = span;
        }
        Item::Comment(c) => c.span = span,
    }
}
