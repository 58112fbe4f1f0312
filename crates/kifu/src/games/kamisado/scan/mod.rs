//! Reading a photographed tick-box score sheet (`kifu scan`).
//!
//! [`read`] finds the form in a photo and measures every box; [`assemble`] puts the pages'
//! marks together section by section, as the form is filled in ([`super::ticks::place`]);
//! [`settle`] turns them into the most plausible record that replays under the rules
//! (which sections start a round and which go on with one, the fills, the entries),
//! flagging every entry and header it could not settle; [`write`](fn@write) writes that record in the notation
//! with a comment on every entry that had to be decided, and a problem on every entry
//! that is still uncertain or illegal, pointing at its page, line and boxes.

#[cfg(feature = "handwriting")]
pub mod hand;
pub mod read;
pub mod settle;
mod write;

use std::collections::HashMap;

use super::ast::{Fill, MatchKind};
use super::board::Side;
use super::ticks::{self, Action, BoxKind, EntryField, HeaderField};
use crate::message::{Arg, Message};
use read::PageRead;
use settle::{DirBox, EntryCell, EntryMarks, RoundMarks, RoundSheet, Settled};
pub use write::{CellText, Written, write};

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

/// The paper form a sheet was read from: what the notes [`write`](fn@write) gives call
/// its places and its marks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Form {
    /// The tick-box form (`kifu scan`): pages of sections, each entry ticked in boxes; a
    /// place is `page 1, line 3, Black`.
    #[default]
    Ticks,
    /// The ordinary handwriting sheet (`kifu scan --form handwriting`): round blocks
    /// ([`HeaderAt::section`]) of lines numbered from 1, each entry written by hand in
    /// four cells; a place is `block 2, line 3, Black`, and the readings are written in
    /// the record's own notation.
    Handwriting,
}

impl Form {
    /// The word the catalogue's messages select on: `ticks` or `hand`.
    pub const fn key(self) -> &'static str {
        match self {
            Form::Ticks => "ticks",
            Form::Handwriting => "hand",
        }
    }
}

/// The marks of every page, section by section (the sections with a mark), with where
/// each cell is.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sheet {
    /// The sections' marks, for [`settle::settle`].
    pub rounds: Vec<RoundSheet>,
    /// Where each of them is on the paper (`places[r]` is where `rounds[r]` was read).
    pub places: Vec<SectionAt>,
    /// The form they were read from.
    pub form: Form,
}

/// Why a set of photos is not the pages of one sheet.
#[derive(Debug, Clone, PartialEq, Eq, miette::Diagnostic)]
pub enum PagesError {
    /// Two photos carry the same page code.
    #[diagnostic(code(kifu::scan::same_page))]
    SamePage {
        /// The page both photos say they are.
        page: u32,
        /// The first photo's name.
        first: String,
        /// The second photo's name.
        second: String,
    },
    /// A page before the last one given has no photo.
    #[diagnostic(code(kifu::scan::missing_page))]
    MissingPage {
        /// The missing page.
        page: u32,
        /// The pages given, in order.
        given: Vec<u32>,
    },
    /// Several pages in a row before the last one given have no photo.
    #[diagnostic(code(kifu::scan::missing_page))]
    MissingPages {
        /// The first missing page of the run.
        first: u32,
        /// The last missing page of the run.
        last: u32,
        /// The pages given, in order.
        given: Vec<u32>,
    },
    /// A photo of the form on which no box reads as ticked.
    #[diagnostic(code(kifu::scan::blank_page))]
    BlankPage {
        /// The page its code says it is.
        page: u32,
        /// The photo's name.
        photo: String,
    },
    /// A photo of the handwriting sheet on which nothing is written.
    #[diagnostic(code(kifu::scan::blank_page))]
    Unwritten {
        /// The page its code says it is.
        page: u32,
        /// The photo's name.
        photo: String,
    },
}

impl PagesError {
    /// What is wrong, in any language.
    pub fn message(&self) -> Message {
        match self {
            PagesError::SamePage {
                page,
                first,
                second,
            } => crate::message!(
                "kamisado-scan-same-page",
                first = first,
                second = second,
                page = *page
            ),
            PagesError::MissingPage { page, given } => crate::message!(
                "kamisado-scan-missing-page",
                page = *page,
                given = pages_said(given)
            ),
            PagesError::MissingPages { first, last, given } => crate::message!(
                "kamisado-scan-missing-pages",
                first = *first,
                last = *last,
                given = pages_said(given)
            ),
            PagesError::BlankPage { page, photo } => {
                crate::message!("kamisado-scan-blank-page", page = *page, photo = photo)
            }
            PagesError::Unwritten { page, photo } => {
                crate::message!("kamisado-scan-unwritten-page", page = *page, photo = photo)
            }
        }
    }

    /// How to put it right, in any language.
    pub fn help(&self) -> Message {
        match self {
            PagesError::SamePage { .. } => Message::new("kamisado-scan-same-page-help"),
            PagesError::MissingPage { page, .. } => {
                crate::message!("kamisado-scan-missing-page-help", page = *page)
            }
            PagesError::MissingPages { first, last, .. } => crate::message!(
                "kamisado-scan-missing-pages-help",
                first = *first,
                last = *last
            ),
            PagesError::BlankPage { .. } => Message::new("kamisado-scan-blank-page-help"),
            PagesError::Unwritten { .. } => Message::new("kamisado-scan-unwritten-page-help"),
        }
    }
}

/// `page 2 and page 3`, in any language.
fn pages_said(pages: &[u32]) -> Arg {
    let said: Vec<Arg> = pages
        .iter()
        .map(|&n| crate::message!("kamisado-scan-page", page = n).into())
        .collect();
    Arg::List(said)
}

/// English, as [`PagesError::message`] says it.
impl std::fmt::Display for PagesError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for PagesError {}

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
    let given: Vec<u32> = pages
        .iter()
        .map(|p| p.0)
        .collect::<std::collections::BTreeSet<u32>>()
        .into_iter()
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
        let given = given.clone();
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

/// A sheet read from its photos: the pages' marks put together, the record they settle
/// to, and that record written ([`scan_pages`]).
#[derive(Clone, Debug)]
pub struct Scanned {
    /// The pages' marks, section by section ([`assemble`]).
    pub sheet: Sheet,
    /// The most plausible record that replays ([`settle::settle`]).
    pub settled: Settled,
    /// The record in the notation, with its notes and problems ([`write`](fn@write)).
    pub written: Written,
}

/// The pages read from a sheet's photos (each with its photo's name, in any order) back
/// to a record, as `kifu scan` does it: the pages checked to be one sheet's
/// ([`check_pages`]: no page twice, none missing) with no blank page ([`is_blank`]), put
/// together in page order ([`assemble`]), settled by the rules as a match of `kind`
/// (found from the sheet if `None`) and written in `style`. Otherwise what is wrong with
/// the pages.
pub fn scan_pages(
    pages: &[(PageRead, &str)],
    kind: Option<MatchKind>,
    style: &super::notation::Style,
) -> Result<Scanned, Vec<PagesError>> {
    let mut order: Vec<&(PageRead, &str)> = pages.iter().collect();
    order.sort_by_key(|(p, _)| p.code.page);
    let named: Vec<(u32, &str)> = order.iter().map(|(p, n)| (p.code.page, *n)).collect();
    let mut problems = check_pages(&named);
    // A page with no tick holds nothing to read: a blank form, or ticks too light.
    problems.extend(
        order
            .iter()
            .filter(|(p, _)| is_blank(p))
            .map(|(p, n)| PagesError::BlankPage {
                page: p.code.page,
                photo: n.to_string(),
            }),
    );
    if !problems.is_empty() {
        return Err(problems);
    }
    let reads: Vec<PageRead> = order.iter().map(|(p, _)| p.clone()).collect();
    let sheet = assemble(&reads);
    let settled = settle::settle(&sheet.rounds, kind, &settle::SettleOptions::default());
    let written = write(&settled, &sheet, style);
    Ok(Scanned {
        sheet,
        settled,
        written,
    })
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
            match b.tick.id {
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
    use crate::scan::overlay::{cross, frame};
    let n = page.code.page;
    for b in &page.boxes {
        let ticked = b.p >= 0.5;
        let wanted = record.contains(&(n, b.tick.id));
        let colour = match (ticked, wanted) {
            (true, true) => image::Rgb([0, 170, 0]),
            (false, true) => image::Rgb([255, 140, 0]),
            (true, false) => image::Rgb([230, 0, 0]),
            (false, false) if b.filled => image::Rgb([150, 0, 200]),
            (false, false) => continue,
        };
        frame(photo, &page.projection, &b.tick.rect.inset(-0.3), colour);
    }
    for &m in &page.markers {
        cross(photo, m, image::Rgb([0, 60, 255]));
    }
}

#[cfg(test)]
mod tests;
