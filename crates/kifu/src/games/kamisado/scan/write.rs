//! The settled sheet written as a record: built as the AST ([`Record`]) and every item
//! written by the notation's writers, in the sheet's lines, with a `{scan: …}` comment on
//! every entry or header that had to be decided, and a problem on every entry that is
//! still uncertain or illegal, pointing at its page, line and boxes. The words are the
//! sheet's [`Form`]'s: ticks and boxes on the tick form, writing and cells in a round
//! block on the handwriting sheet.

use super::settle::{FillVerdict, Reading, SectionMarks, Settled, Verdict};
use super::{CellAt, Form, HeaderAt, Sheet};
use crate::core::header::{RawTag, write_comment, write_tag};
use crate::core::{Problem, Span, Spanned};
use crate::games::kamisado::abbrev::joined;
use crate::games::kamisado::ast::{Fill, Head, Item, MatchKind, Record, RoundHeader, ScoreLine};
use crate::games::kamisado::board::Side;
use crate::games::kamisado::layout::ply_entry;
use crate::games::kamisado::notation::{Style, write_entry, write_round};
use crate::message::{Arg, Message};
use crate::values::Lang;

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
    /// Where each cell of the settled sheet stands in `text`: `cells[r][i]` is cell `i` of
    /// section `r` ([`Settled::rounds`]), for a reviewer to put another reading in its
    /// place.
    pub cells: Vec<Vec<CellText>>,
}

/// Where one cell of the sheet stands in the written record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct CellText {
    /// Its entry (none when the record leaves the cell empty).
    pub entry: Option<Span>,
    /// The `{scan: …}` note about it, when it has one.
    pub note: Option<Span>,
}

/// How the notes speak of the sheet: the words of its form, and the notation the record
/// is written in.
#[derive(Clone, Copy)]
struct Speech<'a> {
    /// The form the sheet was read from.
    form: Form,
    /// How many pages the sheet has (the last page read): a handwriting sheet's places say
    /// their page when it has more than one.
    pages: u32,
    /// On the handwriting sheet, the fields of the cell spoken of with nothing written in
    /// them (tower, direction, distance, landing): what its writing alone reads says `?`
    /// there ([`Speech::marks`]).
    blank: [bool; 4],
    /// The record's notation.
    style: &'a Style,
}

impl Speech<'_> {
    /// The form's word for the catalogue's selectors (`ticks`, `hand`).
    fn form(self) -> &'static str {
        self.form.key()
    }

    /// A reading as the notes write it: in English arrows on the tick form, as its boxes
    /// are printed; in the record's own notation on the handwriting sheet, as it was
    /// written.
    fn reading(self, r: &Reading) -> String {
        match self.form {
            Form::Ticks => r.text(),
            Form::Handwriting => r.text_in(self.style),
        }
    }

    /// What a cell's marks alone read, as [`Speech::reading`] writes it; on the handwriting
    /// sheet a field with nothing written in it is `?` (the marks alone take each field's
    /// likeliest meaning, even where nothing is written): `Orange ? Violet`, `Rouge ↖? Bleu`.
    fn marks(self, r: &Reading) -> String {
        let text = self.reading(r);
        let [tower, direction, distance, landing] = self.blank;
        let mut parts: Vec<String> = text.split(' ').map(str::to_string).collect();
        if self.form != Form::Handwriting || parts.len() != 3 {
            return text;
        }
        if tower {
            parts[0] = "?".into();
        }
        if landing {
            parts[2] = "?".into();
        }
        if let Some((_, n)) = r.step {
            let arrow = parts[1].trim_end_matches(|c: char| c.is_ascii_digit());
            parts[1] = match (direction, distance) {
                (true, true) => "?".into(),
                (true, false) => format!("?{n}"),
                (false, true) => format!("{arrow}?"),
                (false, false) => parts[1].clone(),
            };
        } else if direction {
            parts[1] = "?".into();
        }
        parts.join(" ")
    }
}

/// A cell's place on the sheet: `page 1, line 3, Black` on the tick form, `block 2, line
/// 3, Black` on the handwriting sheet (`section` is the round block, whose lines are
/// numbered from 1).
fn cell_place(at: &CellAt, section: u32, speech: Speech) -> Message {
    crate::message!(
        "kamisado-scan-cell",
        form = speech.form(),
        pages = speech.pages,
        page = at.page,
        section = section,
        line = at.line,
        side = at.side.name()
    )
}

/// What the marks of a cell read: an entry (see [`Speech::reading`]), or nothing.
fn reading_text(r: &Option<Reading>, speech: Speech) -> Message {
    match r {
        Some(r) => crate::message!("kamisado-scan-reading", reading = speech.reading(r)),
        None => Message::new("kamisado-scan-nothing"),
    }
}

/// What the marks of a cell read alone ([`Speech::marks`]), or nothing.
fn marks_text(r: &Option<Reading>, speech: Speech) -> Message {
    match r {
        Some(r) => crate::message!("kamisado-scan-reading", reading = speech.marks(r)),
        None => Message::new("kamisado-scan-nothing"),
    }
}

/// The first three competing readings of an uncertain cell, as words (`A or B`).
fn alternatives_text(alternatives: &[(Option<Reading>, f32)], speech: Speech) -> Arg {
    let alts: Vec<Arg> = alternatives
        .iter()
        .take(3)
        .map(|(r, _)| reading_text(r, speech).into())
        .collect();
    joined("kamisado-or", alts)
}

/// The fields in which two readings differ, as the boxes (the cells, on the handwriting
/// sheet) to look at.
fn differing(a: &Option<Reading>, b: &Option<Reading>, speech: Speech) -> Message {
    let all = crate::message!("kamisado-scan-all-boxes", form = speech.form());
    let (Some(a), Some(b)) = (a, b) else {
        return all;
    };
    let mut out: Vec<Arg> = Vec::new();
    let field = |f: &'static str| Arg::from(crate::message!("kamisado-scan-field", field = f));
    if a.towers != b.towers {
        out.push(field("tower"));
    }
    if a.step.map(|s| s.0) != b.step.map(|s| s.0) {
        out.push(field("direction"));
    }
    if a.step.map(|s| s.1) != b.step.map(|s| s.1) {
        out.push(field("distance"));
    }
    if a.landing != b.landing {
        out.push(field("landing"));
    }
    if out.is_empty() {
        return all;
    }
    let count = out.len();
    let fields = match speech.form {
        Form::Ticks => joined("kamisado-comma", out),
        Form::Handwriting => Arg::List(out),
    };
    crate::message!(
        "kamisado-scan-fields",
        form = speech.form(),
        fields = fields,
        count = count
    )
}

/// Write a settled sheet as a record in `style`, with its problems.
///
/// The record is built as the AST ([`Record`]) and each of its items written by the
/// notation's writers; the lines are the sheet's: a round header with its notes, one line
/// of the form (`3. Black White`) with the notes on its entries, a note about cells the
/// record leaves empty on a line of its own.
pub fn write(settled: &Settled, sheet: &Sheet, style: &Style) -> Written {
    let mut out = Lines {
        lang: Lang::from_code(style.lang.code()).unwrap_or(Lang::En),
        items: Vec::new(),
        lines: Vec::new(),
    };
    let speech = Speech {
        form: sheet.form,
        pages: sheet.places.iter().map(|p| p.header.page).max().unwrap_or(1),
        blank: [false; 4],
        style,
    };
    let form = speech.form();
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
    // Each cell's entry and note, as items.
    let mut cell_items: Vec<Vec<(Option<usize>, Option<usize>)>> =
        vec![Vec::new(); settled.rounds.len()];
    for (r, round) in settled.rounds.iter().enumerate() {
        let Some(number) = round.number else {
            continue;
        };
        cell_items[r] = vec![(None, None); round.cells.len()];
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
                SectionMarks::New => "new",
                SectionMarks::Continued => "continued",
                SectionMarks::Neither => "neither",
                SectionMarks::Both => "both",
            };
            crate::message!(
                "kamisado-scan-section-marks",
                form = form,
                marks = read,
                taken = if round.continued { "continued" } else { "new" },
                number = number
            )
        });
        let section = crate::message!(
            "kamisado-scan-section",
            form = form,
            pages = speech.pages,
            page = at.page,
            section = at.section
        );
        let block = at.section;
        let open_verdict = matches!(
            round.fill_verdict,
            FillVerdict::Uncertain | FillVerdict::Illegal { .. }
        );
        let span = if round.continued {
            // A section going on with the round: no header; a note after the last entry
            // written when its boxes were unclear or do not fit.
            let note = section_note.clone().or_else(|| {
                open_verdict.then(|| crate::message!("kamisado-scan-header-unfit", form = form))
            });
            match note {
                Some(note) => {
                    let k = out.comment(crate::message!(
                        "kamisado-scan-at",
                        place = section.clone(),
                        note = note
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
        let header_decided = |said: Arg| {
            Problem::warning(
                "kifu::scan::decided-header",
                Span::default(),
                crate::message!(
                    "kamisado-scan-decided-header",
                    place = section.clone(),
                    said = said
                ),
            )
            .with_label(Message::new("kamisado-scan-decided-header-label"))
            .with_help(crate::message!(
                "kamisado-scan-decided-header-help",
                form = form
            ))
        };
        match &round.fill_verdict {
            FillVerdict::Certain => {}
            FillVerdict::Decided { marks } if !round.continued => {
                let first = out.items.len();
                let mut said: Vec<Arg> = Vec::new();
                if *marks != round.fill || section_note.is_none() {
                    let note = crate::message!(
                        "kamisado-scan-fill-decided",
                        form = form,
                        fill = fill_name(*marks)
                    );
                    out.comment(note.clone());
                    said.push(note.into());
                }
                if let Some(note) = &section_note {
                    out.comment(note.clone());
                    said.push(note.clone().into());
                }
                let last = out.items.len() - 1;
                problems.push((
                    header_decided(joined("kamisado-semicolon", said)),
                    At::Items(first, last),
                ));
            }
            FillVerdict::Decided { .. } => {
                if let Some(note) = &section_note {
                    problems.push((header_decided(note.clone().into()), span));
                }
            }
            FillVerdict::Uncertain => problems.push((
                Problem::error(
                    "kifu::scan::uncertain-header",
                    Span::default(),
                    crate::message!(
                        "kamisado-scan-uncertain-header",
                        place = section.clone(),
                        number = number
                    ),
                )
                .with_label(Message::new("kamisado-scan-uncertain-header-label"))
                .with_help(crate::message!(
                    "kamisado-scan-uncertain-header-help",
                    form = form
                )),
                span,
            )),
            FillVerdict::Illegal { marks } => problems.push((
                Problem::error(
                    "kifu::scan::illegal-header",
                    Span::default(),
                    match &section_note {
                        None => crate::message!(
                            "kamisado-scan-illegal-header",
                            place = section.clone(),
                            number = number,
                            fill = fill_name(*marks)
                        ),
                        Some(note) => crate::message!(
                            "kamisado-scan-illegal-header-noted",
                            place = section.clone(),
                            number = number,
                            fill = fill_name(*marks),
                            note = note.clone()
                        ),
                    },
                )
                .with_label(Message::new("kamisado-scan-illegal-header-label"))
                .with_help(crate::message!(
                    "kamisado-scan-illegal-header-help",
                    form = form
                )),
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
            let place = cell_place(&at, block, speech);
            let speech = match (sheet.form, sheet.rounds.get(r).and_then(|s| s.cells.get(i))) {
                (Form::Handwriting, Some(c)) => Speech {
                    blank: c.marks.blank_fields(),
                    ..speech
                },
                _ => speech,
            };
            let Some(ply) = cell.ply else {
                // A cell the record leaves empty: say so when it has ticks, with a note in
                // the record and a problem about it.
                let said: Option<(Message, Option<Problem>)> = match &cell.verdict {
                    Verdict::Illegal { marks } => Some((
                        crate::message!(
                            "kamisado-scan-no-move-note",
                            form = form,
                            marks = marks_text(marks, speech)
                        ),
                        Some(
                            Problem::error(
                                "kifu::scan::illegal",
                                Span::new(0, 0),
                                crate::message!(
                                    "kamisado-scan-no-move",
                                    form = form,
                                    place = place.clone()
                                ),
                            )
                            .with_label(Message::new("kamisado-scan-no-move-label"))
                            .with_help(crate::message!("kamisado-scan-no-move-help", form = form)),
                        ),
                    )),
                    Verdict::LeftOut { marks } => {
                        let marks = crate::message!(
                            "kamisado-scan-reading",
                            reading = speech.marks(marks)
                        );
                        let note = crate::message!(
                            "kamisado-scan-left-out-note",
                            form = form,
                            marks = marks.clone()
                        );
                        // Said once, on the first: the record stops there.
                        let first = left_out == 0;
                        left_out += 1;
                        let problem = first.then(|| {
                            Problem::error(
                                "kifu::scan::left-out",
                                Span::new(0, 0),
                                crate::message!(
                                    "kamisado-scan-left-out",
                                    form = form,
                                    place = place.clone(),
                                    marks = marks,
                                    more = left_outs - 1
                                ),
                            )
                            .with_label(Message::new("kamisado-scan-left-out-label"))
                            .with_help(crate::message!(
                                "kamisado-scan-left-out-help",
                                form = form,
                                place = place.clone()
                            ))
                        });
                        Some((note, problem))
                    }
                    Verdict::Uncertain { alternatives } => {
                        let alts = alternatives_text(alternatives, speech);
                        Some((
                            crate::message!(
                                "kamisado-scan-uncertain-empty-note",
                                alts = alts.clone()
                            ),
                            Some(
                                Problem::error(
                                    "kifu::scan::uncertain",
                                    Span::new(0, 0),
                                    crate::message!(
                                        "kamisado-scan-uncertain-empty",
                                        form = form,
                                        place = place.clone(),
                                        alts = alts
                                    ),
                                )
                                .with_label(Message::new("kamisado-scan-uncertain-empty-label"))
                                .with_help(crate::message!(
                                    "kamisado-scan-uncertain-empty-help",
                                    form = form,
                                    place = place.clone()
                                )),
                            ),
                        ))
                    }
                    Verdict::Decided {
                        marks: Some(marks), ..
                    } => Some((
                        crate::message!(
                            "kamisado-scan-ignored-note",
                            form = form,
                            marks = crate::message!(
                                "kamisado-scan-reading",
                                reading = speech.marks(marks)
                            )
                        ),
                        Some(
                            Problem::warning(
                                "kifu::scan::ignored",
                                Span::new(0, 0),
                                crate::message!(
                                    "kamisado-scan-ignored",
                                    form = form,
                                    place = place.clone(),
                                    marks = crate::message!(
                                        "kamisado-scan-reading",
                                        reading = speech.marks(marks)
                                    )
                                ),
                            )
                            .with_label(Message::new("kamisado-scan-ignored-label"))
                            .with_help(crate::message!("kamisado-scan-ignored-help", form = form)),
                        ),
                    )),
                    _ => None,
                };
                if let Some((note, problem)) = said {
                    if open {
                        out.end_line();
                        open = false;
                    }
                    let k = out.comment(crate::message!(
                        "kamisado-scan-at",
                        place = place.clone(),
                        note = note
                    ));
                    cell_items[r][i].1 = Some(k);
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
            let entry_item = out.push(Item::Entry(ply_entry(&ply)));
            let span = At::Item(entry_item);
            let record = cell.reading.clone();
            match &cell.verdict {
                Verdict::Certain => {}
                Verdict::Decided {
                    marks,
                    alternatives,
                } => {
                    let how = if *marks == record { "faint" } else { "read" };
                    let (other, alt) = match alternatives.first() {
                        Some(Some(alt)) => ("reading", speech.reading(alt)),
                        Some(None) => ("empty", String::new()),
                        None => ("none", String::new()),
                    };
                    let c = crate::message!(
                        "kamisado-scan-decided",
                        form = form,
                        how = how,
                        marks = marks_text(marks, speech),
                        other = other,
                        alt = alt
                    );
                    let k = out.comment(c.clone());
                    problems.push((
                        Problem::warning(
                            "kifu::scan::decided",
                            Span::default(),
                            crate::message!("kamisado-scan-at", place = place.clone(), note = c),
                        )
                        .with_label(Message::new("kamisado-scan-decided-label"))
                        .with_help(crate::message!(
                            "kamisado-scan-decided-help",
                            form = form,
                            place = place.clone()
                        )),
                        At::Item(k),
                    ));
                }
                Verdict::Uncertain { alternatives } => {
                    let alts = alternatives_text(alternatives, speech);
                    let fields = alternatives.first().map_or_else(
                        || crate::message!("kamisado-scan-all-boxes", form = form),
                        |(a, _)| differing(&record, a, speech),
                    );
                    out.comment(crate::message!(
                        "kamisado-scan-uncertain-note",
                        alts = alts.clone()
                    ));
                    problems.push((
                        Problem::error(
                            "kifu::scan::uncertain",
                            Span::default(),
                            crate::message!(
                                "kamisado-scan-uncertain",
                                form = form,
                                place = place.clone(),
                                alts = alts
                            ),
                        )
                        .with_label(Message::new("kamisado-scan-uncertain-label"))
                        .with_help(crate::message!(
                            "kamisado-scan-uncertain-help",
                            form = form,
                            fields = fields,
                            place = place.clone()
                        )),
                        span,
                    ));
                }
                // Only a cell the record leaves empty is left out.
                Verdict::LeftOut { .. } => {}
                Verdict::Illegal { marks } => {
                    out.comment(crate::message!(
                        "kamisado-scan-illegal-note",
                        form = form,
                        marks = marks_text(marks, speech)
                    ));
                    problems.push((
                        Problem::error(
                            "kifu::scan::illegal",
                            Span::default(),
                            crate::message!(
                                "kamisado-scan-illegal",
                                form = form,
                                place = place.clone(),
                                marks = marks_text(marks, speech)
                            ),
                        )
                        .with_label(Message::new("kamisado-scan-illegal-label"))
                        .with_help(crate::message!(
                            "kamisado-scan-illegal-help",
                            form = form,
                            fields = differing(&record, marks, speech),
                            place = place.clone()
                        )),
                        span,
                    ));
                }
            }
            // The note of an entry is the item written after it.
            cell_items[r][i] = (
                Some(entry_item),
                (out.items.len() > entry_item + 1).then_some(entry_item + 1),
            );
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
    out.finish(&tags, style, problems, &cell_items)
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
struct Lines {
    /// The language of the record's notes (the record's own).
    lang: Lang,
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

    /// Add a note `{scan: …}` on the current line, in the record's language; its index.
    fn comment(&mut self, note: Message) -> usize {
        let text = crate::message!("kamisado-scan-note", note = note).say(self.lang);
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
        cell_items: &[Vec<(Option<usize>, Option<usize>)>],
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
        let cells = cell_items
            .iter()
            .map(|round| {
                round
                    .iter()
                    .map(|&(entry, note)| CellText {
                        entry: entry.map(|k| spans[k]),
                        note: note.map(|k| spans[k]),
                    })
                    .collect()
            })
            .collect();
        Written {
            text,
            record,
            problems,
            cells,
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
