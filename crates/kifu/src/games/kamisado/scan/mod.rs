//! Reading a photographed tick-box score sheet (`kifu scan`).
//!
//! [`read`] finds the form in a photo and measures every box; [`assemble`] puts the pages'
//! marks together section by section, as the form is filled in ([`super::ticks::place`]);
//! [`settle`] turns them into the most plausible record that replays under the rules
//! (which sections start a round and which go on with one, the fills, the entries),
//! flagging every entry and header it could not settle; [`write`] writes that record in the notation
//! with a comment on every entry that had to be decided, and a problem on every entry
//! that is still uncertain or illegal, pointing at its page, line and boxes.

pub mod read;
pub mod settle;
pub mod suite;

use std::collections::HashMap;

use super::ast::{Fill, MatchKind};
use super::board::Side;
use super::generate::entry_text_in;
use super::notation::{Style, write_round_header};
use super::ticks::{self, Action, BoxKind, EntryField, HeaderField};
use crate::core::{Problem, Span};
use read::PageRead;
use settle::{
    DirBox, EntryCell, EntryMarks, FillVerdict, Reading, RoundMarks, RoundSheet, SectionMarks,
    Settled, Verdict,
};

/// Where an entry cell is on the paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellAt {
    /// The page, from 1.
    pub page: u32,
    /// The line number printed at the left of the row.
    pub line: u32,
    /// Black's or White's half.
    pub side: Side,
}

/// Where a round's header row is on the paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeaderAt {
    /// The page, from 1.
    pub page: u32,
    /// The section on the page, from 1.
    pub section: u32,
}

/// Where a section of the form is on the paper: its header row and its entry cells, in
/// the order of the section's [`RoundSheet`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionAt {
    /// The header row.
    pub header: HeaderAt,
    /// Each entry cell, in the order of [`RoundSheet::cells`].
    pub cells: Vec<CellAt>,
}

/// The marks of every page, section by section (the sections with a mark), with where
/// each cell is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sheet {
    /// The sections' marks, for [`settle::settle`].
    pub rounds: Vec<RoundSheet>,
    /// Where each of them is on the paper (`places[r]` is where `rounds[r]` was read).
    pub places: Vec<SectionAt>,
}

/// Why a set of photos is not the pages of one sheet.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, miette::Diagnostic)]
pub enum PagesError {
    /// Two photos carry the same page code.
    #[error("{first} and {second} are both page {page}")]
    #[diagnostic(
        code(kifu::scan::same_page),
        help(
            "give one photo of each page of one sheet: pages of two sheets, or two photos of one page, cannot be read as one record"
        )
    )]
    SamePage {
        /// The page both photos say they are.
        page: u32,
        /// The first photo's name.
        first: String,
        /// The second photo's name.
        second: String,
    },
    /// A page before the last one given has no photo.
    #[error("page {page} of the sheet is missing (the photos are {given})")]
    #[diagnostic(
        code(kifu::scan::missing_page),
        help(
            "photograph page {page} too and give every page: a record cannot be read across a missing page"
        )
    )]
    MissingPage {
        /// The missing page.
        page: u32,
        /// The pages given, as words (`page 2 and page 3`).
        given: String,
    },
    /// Several pages in a row before the last one given have no photo.
    #[error("pages {first} to {last} of the sheet are missing (the photos are {given})")]
    #[diagnostic(
        code(kifu::scan::missing_page),
        help(
            "photograph pages {first} to {last} too and give every page: a record cannot be read across a missing page"
        )
    )]
    MissingPages {
        /// The first missing page of the run.
        first: u32,
        /// The last missing page of the run.
        last: u32,
        /// The pages given, as words (`page 2 and page 3`).
        given: String,
    },
    /// A photo of the form on which no box reads as ticked.
    #[error("no tick read on page {page} ({photo})")]
    #[diagnostic(
        code(kifu::scan::blank_page),
        help(
            "give the photos of the filled pages; if this page has ticks, they are too light for the photo: go over them with a dark pen, in even light"
        )
    )]
    BlankPage {
        /// The page its code says it is.
        page: u32,
        /// The photo's name.
        photo: String,
    },
}

/// Check that photos (page code, name), in page order, are the pages of one sheet: no
/// page twice, none missing before the last. Pages after the last one given cannot be
/// known to be missing.
pub fn check_pages(pages: &[(u32, &str)]) -> Vec<PagesError> {
    let mut problems = Vec::new();
    for w in pages.windows(2) {
        if w[0].0 == w[1].0 {
            problems.push(PagesError::SamePage {
                page: w[0].0,
                first: w[0].1.to_string(),
                second: w[1].1.to_string(),
            });
        }
    }
    let given: Vec<String> = pages
        .iter()
        .map(|p| p.0)
        .collect::<std::collections::BTreeSet<u32>>()
        .into_iter()
        .map(|n| format!("page {n}"))
        .collect();
    let last = pages.iter().map(|p| p.0).max().unwrap_or(0);
    // Each run of missing pages is one problem.
    let mut page = 1;
    while page < last {
        if pages.iter().any(|p| p.0 == page) {
            page += 1;
            continue;
        }
        let first = page;
        while page + 1 < last && !pages.iter().any(|p| p.0 == page + 1) {
            page += 1;
        }
        let given = given.join(" and ");
        problems.push(if first == page {
            PagesError::MissingPage { page, given }
        } else {
            PagesError::MissingPages {
                first,
                last: page,
                given,
            }
        });
        page += 1;
    }
    problems
}

/// Whether no box of a page reads as ticked: a blank form, or ticks too light to see.
pub fn is_blank(page: &PageRead) -> bool {
    page.boxes.iter().all(|b| b.p < 0.5)
}

fn dir_box(a: Action) -> DirBox {
    match a {
        Action::Step(d) => DirBox::of(d),
        Action::Blocked => DirBox::Zero,
    }
}

/// The pages' marks as sections, in order: every section with a box read as ticked (a
/// blank one is skipped). Whether a section starts a round or goes on with the one before
/// is left to [`settle::settle`], which weighs its `new` and `continued` boxes with the
/// rules. `pages` must be in page order.
pub fn assemble(pages: &[PageRead]) -> Sheet {
    let mut sheet = Sheet::default();
    for page in pages {
        let n = page.code.page;
        let mut entries: HashMap<(u32, Side), EntryMarks> = HashMap::new();
        let mut headers: HashMap<u32, RoundMarks> = HashMap::new();
        for b in &page.boxes {
            match b.tick.kind {
                BoxKind::Entry { entry, side, field } => {
                    let m = entries.entry((entry, side)).or_default();
                    match field {
                        EntryField::Tower(c) => m.tower[c.index()] = b.p,
                        EntryField::Action(a) => m.direction[dir_box(a).index()] = b.p,
                        EntryField::Distance(d) => {
                            if let Some(x) = m.distance.get_mut(usize::from(d).wrapping_sub(1)) {
                                *x = b.p;
                            }
                        }
                        EntryField::Landing(c) => m.landing[c.index()] = b.p,
                    }
                }
                BoxKind::Header { section, field } => {
                    let h = headers.entry(section).or_default();
                    match field {
                        HeaderField::NewRound => h.new = b.p,
                        HeaderField::Continued => h.continued = b.p,
                        HeaderField::Fill(Fill::Left) => h.fill[0] = b.p,
                        HeaderField::Fill(Fill::Right) => h.fill[1] = b.p,
                        HeaderField::Score(side, v) => {
                            if let Some(x) = h.score[side.index()].get_mut(usize::from(v)) {
                                *x = b.p;
                            }
                        }
                    }
                }
            }
        }
        for s in 0..ticks::SECTIONS_PER_PAGE {
            let section = (n - 1) * ticks::SECTIONS_PER_PAGE + s + 1;
            let header = headers.get(&section).copied().unwrap_or_default();
            let mut cells = Vec::new();
            let mut cells_at = Vec::new();
            for row in 0..ticks::ROWS_PER_SECTION {
                let line = ticks::entry_number(n, s, row);
                for side in Side::ALL {
                    let marks = entries.get(&(line, side)).copied().unwrap_or_default();
                    cells.push(EntryCell { side, marks });
                    cells_at.push(CellAt {
                        page: n,
                        line,
                        side,
                    });
                }
            }
            let header_ticked = [header.new, header.continued]
                .iter()
                .chain(&header.fill)
                .chain(header.score.iter().flatten())
                .any(|&p| p >= 0.5);
            if !header_ticked && cells.iter().all(|c| c.marks.alone().reading.is_none()) {
                continue;
            }
            sheet.rounds.push(RoundSheet { header, cells });
            sheet.places.push(SectionAt {
                header: HeaderAt {
                    page: n,
                    section: s + 1,
                },
                cells: cells_at,
            });
        }
    }
    sheet
}

/// The record written from a settled sheet, and what must be said about it.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// The record in the notation, with a `{scan: …}` comment on every entry that had to
    /// be decided, or could not be.
    pub text: String,
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
pub fn write(settled: &Settled, sheet: &Sheet, style: &Style) -> Written {
    let mut text = String::new();
    let mut problems = Vec::new();
    text.push_str("[Game \"Kamisado\"]\n[Event \"kifu scan\"]\n");
    text.push_str(&format!("[Match \"{}\"]\n", settled.kind.name()));
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
                    if open {
                        text.push(' ');
                    }
                    let start = text.len();
                    text.push_str(&format!(
                        "{{scan: page {}, section {}: {note}}}",
                        at.page, at.section
                    ));
                    let span = Span::new(start, text.len());
                    if !open {
                        text.push('\n');
                    }
                    span
                }
                None => Span::new(text.len(), text.len()),
            }
        } else {
            if open {
                text.push('\n');
                open = false;
            }
            line_no = 0;
            text.push('\n');
            let start = text.len();
            text.push_str(&write_round_header(number, round.fill, style));
            Span::new(start, text.len())
        };
        let fill_name = |f: Option<Fill>| f.map_or("none", Fill::name);
        let header_decided = |span: Span, said: &str| {
            Problem::warning(
                "kifu::scan::decided-header",
                span,
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
                let start = text.len() + 1;
                let mut said = Vec::new();
                if *marks != round.fill || section_note.is_none() {
                    let note = format!("fill decided; its boxes read {}", fill_name(*marks));
                    text.push_str(&format!(" {{scan: {note}}}"));
                    said.push(note);
                }
                if let Some(note) = &section_note {
                    text.push_str(&format!(" {{scan: {note}}}"));
                    said.push(note.clone());
                }
                problems.push(header_decided(
                    Span::new(start, text.len()),
                    &said.join("; "),
                ));
            }
            FillVerdict::Decided { .. } => {
                if let Some(note) = &section_note {
                    problems.push(header_decided(span, note));
                }
            }
            FillVerdict::Uncertain => problems.push(
                Problem::error(
                    "kifu::scan::uncertain-header",
                    span,
                    format!(
                        "page {}, section {}: the header of round {number} is uncertain",
                        at.page, at.section
                    ),
                )
                .with_label("another fill, or another start of the round, replays about as well")
                .with_help(
                    "tick `new` on the first section of a round and `continued` on the others, and one of the two fill boxes clearly",
                ),
            ),
            FillVerdict::Illegal { marks } => problems.push(
                Problem::error(
                    "kifu::scan::illegal-header",
                    span,
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
            ),
        }
        if !round.continued {
            text.push('\n');
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
                        text.push('\n');
                        open = false;
                    }
                    let start = text.len();
                    text.push_str(&format!("{{scan: {place}: {note}}}"));
                    // The left-out entries after the first get the note only.
                    if let Some(problem) = problem {
                        problems.push(Problem {
                            span: Span::new(start, text.len()),
                            ..problem
                        });
                    }
                    text.push('\n');
                }
                continue;
            };
            if ply.side == Side::Black || !open {
                if open {
                    text.push('\n');
                }
                line_no += 1;
                text.push_str(&format!("{line_no}."));
                if ply.side == Side::White {
                    text.push_str(" ...");
                }
                open = true;
            }
            text.push(' ');
            let start = text.len();
            text.push_str(&entry_text_in(&ply, style));
            let span = Span::new(start, text.len());
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
                    let start = text.len() + 1;
                    text.push_str(&format!(" {{scan: {c}}}"));
                    problems.push(
                        Problem::warning(
                            "kifu::scan::decided",
                            Span::new(start, text.len()),
                            format!("{place}: {c}"),
                        )
                        .with_label("decided by the rules")
                        .with_help(format!(
                            "the entries around it decide this one; look at the boxes of {place} if in doubt"
                        )),
                    );
                }
                Verdict::Uncertain { alternatives } => {
                    let alts = alternatives_text(alternatives);
                    let fields = alternatives
                        .first()
                        .map_or("all the boxes".into(), |(a, _)| differing(&record, a));
                    text.push_str(&format!(" {{scan: uncertain; also {alts}}}"));
                    problems.push(
                        Problem::error(
                            "kifu::scan::uncertain",
                            span,
                            format!("{place}: the ticks also read as {alts}"),
                        )
                        .with_label("read as this, but not surely")
                        .with_help(format!(
                            "look at the {fields} boxes of {place} and correct the record by hand, or tick them again clearly and scan again"
                        )),
                    );
                }
                // Only a cell the record leaves empty is left out.
                Verdict::LeftOut { .. } => {}
                Verdict::Illegal { marks } => {
                    text.push_str(&format!(
                        " {{scan: the ticks read {}, not a legal move here}}",
                        reading_text(marks)
                    ));
                    problems.push(
                        Problem::error(
                            "kifu::scan::illegal",
                            span,
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
                    );
                }
            }
        }
        let last_section = settled
            .rounds
            .get(r + 1)
            .is_none_or(|next| !next.continued || next.number.is_none());
        if open && last_section {
            text.push('\n');
            open = false;
        }
        if settled.kind != MatchKind::Simple
            && let Some((b, w)) = round.score
        {
            text.push_str(&format!("Score: {b}-{w}\n"));
        }
    }
    Written { text, problems }
}

/// The boxes a settled record ticks on the form, page by page: what the overlay compares
/// the photo's ticks with.
pub fn record_boxes(settled: &Settled, sheet: &Sheet) -> std::collections::HashSet<(u32, BoxKind)> {
    let mut out = std::collections::HashSet::new();
    // The score after the last round that ended.
    let mut before: Option<(u32, u32)> = None;
    for (r, round) in settled.rounds.iter().enumerate() {
        if let (Some(at), Some(_)) = (sheet.places.get(r).map(|p| &p.header), round.number) {
            let section = (at.page - 1) * ticks::SECTIONS_PER_PAGE + at.section;
            let mut tick = |field| {
                out.insert((at.page, BoxKind::Header { section, field }));
            };
            if round.continued {
                tick(HeaderField::Continued);
            } else {
                tick(HeaderField::NewRound);
            }
            if let Some(f) = round.fill {
                tick(HeaderField::Fill(f));
            }
            if !round.continued
                && let Some((b, w)) = before
                && settled.kind != MatchKind::Simple
            {
                tick(HeaderField::Score(Side::Black, b.min(14) as u8));
                tick(HeaderField::Score(Side::White, w.min(14) as u8));
            }
            // Round 1's score, 0 0, when it is ticked.
            let zeros = sheet
                .rounds
                .get(r)
                .map(|s| s.header.score.map(|side| side[0]));
            if round.number == Some(1)
                && !round.continued
                && zeros.is_some_and(|z| z.iter().all(|&p| p >= 0.5))
            {
                tick(HeaderField::Score(Side::Black, 0));
                tick(HeaderField::Score(Side::White, 0));
            }
        }
        if round.score.is_some() {
            before = round.score;
        }
        let Some(cells_at) = sheet.places.get(r).map(|p| &p.cells) else {
            continue;
        };
        for (cell, at) in round.cells.iter().zip(cells_at) {
            let Some(reading) = &cell.reading else {
                continue;
            };
            let mut tick = |field| {
                out.insert((
                    at.page,
                    BoxKind::Entry {
                        entry: at.line,
                        side: at.side,
                        field,
                    },
                ));
            };
            for &t in &reading.towers {
                tick(EntryField::Tower(t));
            }
            match reading.step {
                Some((d, n)) => {
                    tick(EntryField::Action(Action::Step(d)));
                    tick(EntryField::Distance(n));
                }
                None => tick(EntryField::Action(Action::Blocked)),
            }
            tick(EntryField::Landing(reading.landing));
        }
    }
    out
}

/// Draw on a photo what was read: a green frame on every box the record ticks and the
/// photo shows ticked, orange where the record ticks a box the photo does not show
/// (decided by the rules), red on a tick the record does not have, purple on a box filled
/// solid beside a tick (a tick taken back), and a blue cross on each corner marker. Frames
/// are drawn through the page's homography.
pub fn overlay(
    photo: &mut image::RgbImage,
    page: &PageRead,
    record: &std::collections::HashSet<(u32, BoxKind)>,
) {
    use imageproc::drawing::draw_line_segment_mut;
    let n = page.code.page;
    for b in &page.boxes {
        let ticked = b.p >= 0.5;
        let wanted = record.contains(&(n, b.tick.kind));
        let colour = match (ticked, wanted) {
            (true, true) => image::Rgb([0, 170, 0]),
            (false, true) => image::Rgb([255, 140, 0]),
            (true, false) => image::Rgb([230, 0, 0]),
            (false, false) if b.filled => image::Rgb([150, 0, 200]),
            (false, false) => continue,
        };
        let r = b.tick.rect.inset(-0.3);
        let corners = [
            (r.x, r.y),
            (r.x + r.w, r.y),
            (r.x + r.w, r.y + r.h),
            (r.x, r.y + r.h),
        ];
        let px: Vec<(f32, f32)> = corners
            .iter()
            .map(|&(x, y)| page.projection * (x as f32, y as f32))
            .collect();
        for i in 0..4 {
            for d in [-1.0, 0.0, 1.0] {
                let (a, z) = (px[i], px[(i + 1) % 4]);
                draw_line_segment_mut(photo, (a.0 + d, a.1 + d), (z.0 + d, z.1 + d), colour);
            }
        }
    }
    for &(x, y) in &page.markers {
        let blue = image::Rgb([0, 60, 255]);
        for d in [-1.0, 0.0, 1.0] {
            draw_line_segment_mut(photo, (x - 25.0, y + d), (x + 25.0, y + d), blue);
            draw_line_segment_mut(photo, (x + d, y - 25.0), (x + d, y + 25.0), blue);
        }
    }
}

#[cfg(test)]
mod tests;
