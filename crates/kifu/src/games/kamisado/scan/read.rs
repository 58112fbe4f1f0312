//! Reading one photographed page of the tick form: the corner markers, the homography
//! from the form (mm) to the photo (pixels), the page code, and how dark every box is.
//!
//! The photo is never warped as a whole: each box is sampled through the homography. Its
//! darkness is measured against the paper just above and below it (so uneven lighting
//! cancels out), then compared with the same box on the page's other rows, most of which
//! are blank: what is left is the ink of a tick, whatever colour or glyph the box has.

use image::GrayImage;
use imageproc::geometric_transformations::Projection;

use super::super::ticks::{
    self, BoxKind, CodeGame, EntryField, HeaderField, PAGE_CODE_BITS, PageCode, PageCodeError, TickBox,
};
use crate::message::Message;
use crate::scan::align::{Aligned, MarkersNotFound, align};
use crate::scan::ink::{luma_over, mean_in, paper_near, spread};

/// Why a photo could not be read as a page of the form.
#[derive(Debug, Clone, PartialEq, miette::Diagnostic)]
pub enum ReadError {
    /// The form's four corner markers were not found: fewer than four marker-like shapes,
    /// or none four of them stand as the form's corners (a photo of something else).
    #[diagnostic(code(kifu::scan::markers))]
    Markers {
        /// How many marker-like shapes were found.
        found: usize,
    },
    /// The page code does not decode.
    #[diagnostic(code(kifu::scan::page_code))]
    PageCode(PageCodeError),
    /// The page code names another of kifu's forms than the one being read (the
    /// handwriting sheet read as the tick form, or the other way round).
    #[diagnostic(code(kifu::scan::other_form))]
    OtherForm {
        /// The form the page code names.
        found: CodeGame,
    },
}

impl ReadError {
    /// What is wrong, in any language.
    pub fn message(&self) -> Message {
        match self {
            ReadError::Markers { found } if *found < 4 => {
                crate::message!("kamisado-scan-markers-few", found = *found)
            }
            ReadError::Markers { found } => {
                crate::message!("kamisado-scan-markers-none", found = *found)
            }
            ReadError::PageCode(e) => {
                crate::message!("kamisado-scan-page-code", reason = e.message())
            }
            ReadError::OtherForm { found } => {
                crate::message!("kamisado-scan-other-form", form = form_name(*found))
            }
        }
    }

    /// How to put it right, in any language.
    pub fn help(&self) -> Message {
        match self {
            ReadError::Markers { .. } => Message::new("kamisado-scan-markers-help"),
            ReadError::PageCode(_) => Message::new("kamisado-scan-page-code-help"),
            ReadError::OtherForm { found } => {
                crate::message!("kamisado-scan-other-form-help", form = form_name(*found))
            }
        }
    }
}

/// The `--form` value of the form a page code names.
fn form_name(game: CodeGame) -> &'static str {
    match game {
        CodeGame::Kamisado => "ticks",
        CodeGame::KamisadoHandwriting => "handwriting",
    }
}

/// English, as [`ReadError::message`] says it.
impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for ReadError {}

/// How dark one box is, and how likely it is to be ticked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoxRead {
    /// The box.
    pub tick: TickBox,
    /// Its darkness above the blank box's (0: as blank; about 0.1 and more: a tick).
    pub ink: f32,
    /// How unevenly it is dark, for a box at least [`FILLED_INK`] dark (1 for the others):
    /// 1 − the darkness of its lightest ninth over its mean darkness. A tick is strokes on
    /// paper and leaves some of the box light; a box filled solid is dark all over (0).
    pub spread: f32,
    /// Filled solid ([`FILLED_INK`], [`FILLED_SPREAD`]) beside a tick of its field: how
    /// the form says to take back a tick. Read as not ticked (`p` is 0).
    pub filled: bool,
    /// The probability that it is ticked: a logistic curve of its ink, one half at
    /// [`INK_HALF`] (lower on a page ticked lightly, down to [`INK_HALF_LEAST`]), or
    /// [`HEADER_INK_HALF`] for a header box.
    pub p: f32,
}

/// One page of the form read from a photo.
#[derive(Clone, Debug)]
pub struct PageRead {
    /// The page code.
    pub code: PageCode,
    /// From the form (mm) to the photo (pixels).
    pub projection: Projection,
    /// The centres of the markers in the photo, clockwise from the top left of the form.
    pub markers: [(f32, f32); 4],
    /// Every box of the page.
    pub boxes: Vec<BoxRead>,
}

/// How a box's darkness is compared with its blank look: boxes of one group look alike
/// when blank (the same box on every row of a side; header boxes by kind).
fn group_of(b: &TickBox) -> (u8, u8, u8) {
    match b.id {
        BoxKind::Entry { side, field, .. } => {
            let (f, v) = match field {
                EntryField::Tower(c) => (0, c.index() as u8),
                EntryField::Action(a) => (
                    1,
                    ticks::Action::ALL.iter().position(|&x| x == a).unwrap_or(0) as u8,
                ),
                EntryField::Distance(d) => (2, d),
                EntryField::Landing(c) => (3, c.index() as u8),
            };
            (side.index() as u8, f, v)
        }
        BoxKind::Header { field, .. } => match field {
            HeaderField::NewRound | HeaderField::Continued => (2, 0, 0),
            HeaderField::Fill(_) => (2, 1, 0),
            // Each number's glyph has its own ink; both sides and every section pooled.
            HeaderField::Score(_, n) => (2, 2, n),
        },
    }
}

/// The ink of a tick that makes a box one half likely to be ticked: a box's probability
/// is 1 / (1 + e^−(ink − INK_HALF) / INK_SCALE). Fitted (maximum likelihood, all boxes)
/// on the synthetic photos of seeds 1000–1039 of `scan_suite --calibrate` (crates/kifu-testkit),
/// where blank boxes read −0.016 to 0.026 (0.1 % and 99.9 % quantiles), faint ticks 0.021
/// to 0.21 (median 0.064) and firm ones from 0.086 (BENCHMARKS.md).
pub const INK_HALF: f32 = 0.036;
/// The lowest [`INK_HALF`] goes on a page ticked lightly ([`BoxRead::p`]): just above
/// what a blank box reads at the most (its 99.9 % quantile is 0.024 on the calibration
/// photos).
pub const INK_HALF_LEAST: f32 = 0.026;
/// How fast the probability rises around [`INK_HALF`].
pub const INK_SCALE: f32 = 0.0024;

/// The least ink of a box filled solid (a tick taken back): a pen's fill reads about 0.8,
/// a pencil's about 0.3; ticks of either can be darker, but not as even.
pub const FILLED_INK: f32 = 0.15;
/// The most uneven a box filled solid reads ([`BoxRead::spread`]): synthetic fills read
/// up to 0.06; the densest synthetic scribbles from 0.06 (about 1 % of ticks below 0.15).
/// A box this even is taken back only beside a tick of its field ([`BoxRead::filled`]).
pub const FILLED_SPREAD: f32 = 0.1;

/// The curve of the header boxes (`new`, `continued`, fill, score numbers), kept as set by
/// hand: their blank look comes from the eight boxes of a page with the same number, and
/// a blank two-digit score box of a clean page can read 0.05 above it, which the entry
/// boxes' sharp curve would take for a tick.
pub const HEADER_INK_HALF: f32 = 0.07;
/// How fast a header box's probability rises around [`HEADER_INK_HALF`].
pub const HEADER_INK_SCALE: f32 = 0.015;

/// Where a page's entry boxes are one half likely to be ticked: [`INK_HALF`], or lower on a
/// page ticked lightly (in pencil, say), whose ticks would otherwise read as blank. The
/// page's blank boxes are nearly all of them: their spread (the median absolute deviation)
/// says how far above 0 a blank box may read; the ticks are the boxes well above that.
/// When they are clearly there, the curve's middle goes to 40 % of their median ink (a
/// pen's ticks put that above [`INK_HALF`], which then stays), never below
/// [`INK_HALF_LEAST`].
fn entry_ink_half(inks: impl Iterator<Item = f32>) -> f32 {
    let mut inks: Vec<f32> = inks.collect();
    if inks.is_empty() {
        return INK_HALF;
    }
    inks.sort_by(f32::total_cmp);
    let median = inks[inks.len() / 2];
    let mut deviations: Vec<f32> = inks.iter().map(|x| (x - median).abs()).collect();
    deviations.sort_by(f32::total_cmp);
    let spread = 1.4826 * deviations[deviations.len() / 2];
    // Even a flat scan's blank boxes differ by a little (their print falls on the pixels
    // differently).
    let floor = (median + 4.0 * spread).max(INK_HALF_LEAST / 2.0);
    let ticks: Vec<f32> = inks.iter().copied().filter(|&x| x > floor).collect();
    let level = ticks.get(ticks.len() / 2).copied().unwrap_or(0.0);
    if ticks.len() < 8 || level < 2.5 * floor {
        return INK_HALF;
    }
    (0.4 * level).clamp(INK_HALF_LEAST, INK_HALF)
}

/// Which field of its row or header a box answers, with the boxes it is one of: a
/// correction is a box filled solid beside the one ticked instead.
fn field_of(b: &TickBox) -> (u32, u8, u8) {
    match b.id {
        BoxKind::Entry { entry, side, field } => {
            let f = match field {
                EntryField::Tower(_) => 0,
                EntryField::Action(_) => 1,
                EntryField::Distance(_) => 2,
                EntryField::Landing(_) => 3,
            };
            (entry, side.index() as u8, f)
        }
        BoxKind::Header { section, field } => {
            let f = match field {
                HeaderField::NewRound | HeaderField::Continued => 4,
                HeaderField::Fill(_) => 5,
                HeaderField::Score(side, _) => 6 + side.index() as u8,
            };
            (section, 2, f)
        }
    }
}

/// Ticks taken back as the form says: in a field where a box is ticked, another box filled
/// solid (dark all over, [`FILLED_INK`], [`FILLED_SPREAD`]) is the tick taken back, read as
/// not ticked. A box filled solid alone in its field stays a tick (a heavy one).
fn take_back(boxes: &mut [BoxRead]) {
    let solid = |b: &BoxRead| b.ink >= FILLED_INK && b.spread <= FILLED_SPREAD;
    let mut fields: std::collections::HashMap<(u32, u8, u8), Vec<usize>> =
        std::collections::HashMap::new();
    for (i, b) in boxes.iter().enumerate() {
        if b.p >= 0.5 {
            fields.entry(field_of(&b.tick)).or_default().push(i);
        }
    }
    for marked in fields.values() {
        let ticked = marked.iter().any(|&i| !solid(&boxes[i]));
        if !ticked {
            continue;
        }
        for &i in marked {
            if solid(&boxes[i]) {
                boxes[i].filled = true;
                boxes[i].p = 0.0;
            }
        }
    }
}

/// The page code of a page found in a photo ([`ticks::page_code_cells`]): dark cells
/// against the markers' own black and white. Every form of kifu's (the tick form, the
/// handwriting sheet) has it at the same place.
pub fn read_code(gray: &GrayImage, aligned: &Aligned) -> Result<PageCode, PageCodeError> {
    let mid = (aligned.contrast.black + aligned.contrast.white) / 2.0;
    let cells = ticks::page_code_cells();
    let mut bits = [false; PAGE_CODE_BITS];
    for (bit, cell) in bits.iter_mut().zip(&cells) {
        *bit = mean_in(gray, &aligned.projection, &cell.inset(cell.w * 0.2), 3) < mid;
    }
    PageCode::decode(&bits)
}

/// Read one photographed page.
pub fn read_page(gray: &GrayImage) -> Result<PageRead, ReadError> {
    let aligned = align(gray, &ticks::frame())
        .map_err(|MarkersNotFound { found }| ReadError::Markers { found })?;
    let code = read_code(gray, &aligned).map_err(ReadError::PageCode)?;
    if code.game != CodeGame::Kamisado {
        return Err(ReadError::OtherForm { found: code.game });
    }
    let (projection, markers) = (aligned.projection, aligned.markers);
    let boxes = ticks::boxes(code.page);
    // Darkness of each box against the paper next to it.
    let gap = (ticks::ROW_HEIGHT - ticks::BOX) / 4.0;
    let papers: Vec<f32> = boxes
        .iter()
        .map(|b| paper_near(gray, &projection, &b.rect, gap).max(1.0))
        .collect();
    let raw: Vec<f32> = boxes
        .iter()
        .zip(&papers)
        .map(|(b, paper)| {
            let inner = b.rect.inset(ticks::BOX * 0.12);
            1.0 - luma_over(gray, &projection, &inner) / paper
        })
        .collect();
    // The blank look of each group: a low quantile (most boxes of a group are blank).
    let mut groups: std::collections::HashMap<(u8, u8, u8), Vec<f32>> =
        std::collections::HashMap::new();
    for (b, &d) in boxes.iter().zip(&raw) {
        groups.entry(group_of(b)).or_default().push(d);
    }
    let blank: std::collections::HashMap<(u8, u8, u8), f32> = groups
        .into_iter()
        .map(|(k, mut v)| {
            v.sort_by(f32::total_cmp);
            (k, v[v.len() / 4])
        })
        .collect();
    let inks: Vec<f32> = boxes
        .iter()
        .zip(&raw)
        .map(|(tick, d)| d - blank.get(&group_of(tick)).copied().unwrap_or(0.0))
        .collect();
    let entry_half = entry_ink_half(
        boxes
            .iter()
            .zip(&inks)
            .filter(|(b, _)| matches!(b.id, BoxKind::Entry { .. }))
            .map(|(_, &ink)| ink),
    );
    let mut boxes: Vec<BoxRead> = boxes
        .into_iter()
        .zip(inks)
        .zip(papers)
        .map(|((tick, ink), paper)| {
            let (half, scale) = match tick.id {
                BoxKind::Entry { .. } => (entry_half, INK_SCALE),
                BoxKind::Header { .. } => (HEADER_INK_HALF, HEADER_INK_SCALE),
            };
            // Only a dark box can be filled solid: the others are not measured again.
            let spread = if ink >= FILLED_INK {
                spread(
                    gray,
                    &projection,
                    &tick.rect.inset(ticks::BOX * 0.12),
                    paper,
                )
            } else {
                1.0
            };
            BoxRead {
                tick,
                ink,
                spread,
                filled: false,
                p: 1.0 / (1.0 + (-(ink - half) / scale).exp()),
            }
        })
        .collect();
    take_back(&mut boxes);
    Ok(PageRead {
        code,
        projection,
        markers,
        boxes,
    })
}

// The tests draw pages to photograph them: the pictures' feature too.
#[cfg(all(test, feature = "png"))]
mod tests;
