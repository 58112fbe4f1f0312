//! Reading a photographed handwriting sheet (`kifu scan --form handwriting`; feature
//! `handwriting`): the page found by its corner markers as the tick form is, each writing
//! cell of the form ([`hand_form::page`]) cut out through the homography, the cells with ink
//! read by [`Recogniser`], and the readings handed to the tick form's settling as the
//! probabilities of its boxes: a cell's probability of each meaning is the box of that
//! meaning ([`marks`]). The rules then do what they do for ticks: the forced tower, the
//! legal moves from it, each fixed by its direction and distance, a beam over the game; the
//! record is written by the same writer, with a `{scan: …}` note on every entry the
//! readings alone did not say clearly.
//!
//! Whether a cell is written is said by its ink, never by the networks: the sheet ends where
//! the ink does.

use image::GrayImage;
use imageproc::geometric_transformations::Projection;

use super::read::{ReadError, read_code};
use super::settle::{DirBox, EntryCell, EntryMarks, RoundMarks, RoundSheet};
use super::{CellAt, HeaderAt, SectionAt, Sheet};
use crate::games::kamisado::ast::Fill;
use crate::games::kamisado::board::Side;
use crate::games::kamisado::hand_form::{self, Field, HandCell, HeaderCell};
use crate::games::kamisado::notation::Lang;
use crate::games::kamisado::ticks::{Cell, CodeGame, Rect};
use crate::handwriting::{Meaning, ModelError, Reading, Recogniser};
use crate::scan::align::{MarkersNotFound, align};
use crate::scan::ink::sample;

/// Pixels per millimetre of a cell's crop (about 250 dpi: the networks' cells were drawn at
/// 150–300).
pub const CROP_PX_PER_MM: f64 = 10.0;
/// Kept clear of the cell's ruled edges when its ink is measured, mm.
const INK_INSET: f64 = 0.7;
/// A pixel is ink when it is this much darker than the cell's paper (a share of it).
pub const INK_DARKER: f32 = 0.12;
/// A cell is written when at least this share of its inside is ink: a light pencil's arrow
/// or digit covers 3 % and more of it, a blank cell of a clean scan or a phone photo none
/// (measured on `tools/handwriting/sheet.py`'s photos).
pub const WRITTEN: f32 = 0.01;

/// How far a colour cell's reading is trusted: its probabilities are mixed with an even
/// spread over the eight colours, this much of the reading's (the networks read one colour
/// word in five wrong, some of them sure of it). The tower and landing columns then confirm
/// what the direction and the distance say, and cannot alone overrule them.
pub const COLOUR_TRUST: f32 = 0.7;

/// One writing cell read from the photo.
#[derive(Clone, Debug)]
pub struct CellRead {
    /// The cell of the form.
    pub cell: Cell<HandCell>,
    /// The share of its inside that is ink (0–1).
    pub ink: f32,
    /// What the networks read in it, when it is written ([`WRITTEN`]) and is a cell they
    /// read (an entry's four, a round's number and scores).
    pub reading: Option<Reading>,
}

impl CellRead {
    /// Whether the cell holds writing.
    pub fn written(&self) -> bool {
        self.ink >= WRITTEN
    }
}

/// One photographed page of the handwriting sheet.
#[derive(Clone, Debug)]
pub struct HandPage {
    /// From the form (mm) to the photo (pixels).
    pub projection: Projection,
    /// The centres of the markers in the photo, clockwise from the top left of the form.
    pub markers: [(f32, f32); 4],
    /// Every writing cell of the form, in [`hand_form::cells`] order.
    pub cells: Vec<CellRead>,
}

/// Why a photo could not be read as the handwriting sheet.
#[derive(Debug, Clone, PartialEq)]
pub enum HandError {
    /// The photo is not of the sheet (markers, page code, another form).
    Page(ReadError),
    /// A network failed: a defect of the library.
    Model(ModelError),
}

/// The cell cut out of the photo at [`CROP_PX_PER_MM`], through the projection.
pub fn crop(gray: &GrayImage, projection: &Projection, rect: &Rect) -> GrayImage {
    let w = ((rect.w * CROP_PX_PER_MM).round() as u32).clamp(1, 2000);
    let h = ((rect.h * CROP_PX_PER_MM).round() as u32).clamp(1, 2000);
    GrayImage::from_fn(w, h, |i, j| {
        let x = rect.x + (f64::from(i) + 0.5) / CROP_PX_PER_MM;
        let y = rect.y + (f64::from(j) + 0.5) / CROP_PX_PER_MM;
        let (px, py) = *projection * (x as f32, y as f32);
        image::Luma([sample(gray, px, py).round().clamp(0.0, 255.0) as u8])
    })
}

/// The share of a crop's inside (away from its ruled edges) that is ink: pixels, smoothed
/// over their 3 × 3 neighbourhood, darker than the paper (its 75th percentile) by
/// [`INK_DARKER`] of it.
pub fn ink_share(crop: &GrayImage) -> f32 {
    let inset = (INK_INSET * CROP_PX_PER_MM).round() as u32;
    let (w, h) = crop.dimensions();
    if w <= 2 * inset + 2 || h <= 2 * inset + 2 {
        return 0.0;
    }
    let smooth = imageproc::filter::box_filter(crop, 1, 1);
    let inside: Vec<f32> = (inset..h - inset)
        .flat_map(|y| (inset..w - inset).map(move |x| (x, y)))
        .map(|(x, y)| f32::from(smooth.get_pixel(x, y).0[0]))
        .collect();
    let mut sorted = inside.clone();
    sorted.sort_by(f32::total_cmp);
    let paper = sorted[sorted.len() * 3 / 4].max(1.0);
    let dark = inside
        .iter()
        .filter(|&&v| v < paper * (1.0 - INK_DARKER))
        .count();
    dark as f32 / inside.len() as f32
}

/// The field a network reads a cell as (`None`: a fill box, read by its ink alone).
fn field_of(id: HandCell) -> Option<Field> {
    match id {
        HandCell::Entry { field, .. } => Some(field),
        HandCell::Header {
            field: HeaderCell::Number | HeaderCell::Score(_),
            ..
        } => Some(Field::Distance),
        HandCell::Header {
            field: HeaderCell::Fill(_),
            ..
        } => None,
    }
}

/// Read one photographed page of the handwriting sheet printed in `lang` (its header line's
/// boxes stand after its words): markers, page code, every cell's ink, the written cells'
/// readings.
pub fn read_hand_page(
    gray: &GrayImage,
    recogniser: &Recogniser,
    lang: Lang,
) -> Result<HandPage, HandError> {
    let form = hand_form::page(lang.into());
    let aligned = align(gray, &form.frame)
        .map_err(|MarkersNotFound { found }| HandError::Page(ReadError::Markers { found }))?;
    let code = read_code(gray, &aligned).map_err(|e| HandError::Page(ReadError::PageCode(e)))?;
    if code.game != CodeGame::KamisadoHandwriting {
        return Err(HandError::Page(ReadError::OtherForm { found: code.game }));
    }
    let mut cells = Vec::with_capacity(form.cells.len());
    for cell in form.cells {
        let crop = crop(gray, &aligned.projection, &cell.rect);
        let ink = ink_share(&crop);
        let reading = match field_of(cell.id) {
            Some(field) if ink >= WRITTEN => Some(
                recogniser
                    .read(field, &crop, Some(lang))
                    .map_err(HandError::Model)?,
            ),
            _ => None,
        };
        cells.push(CellRead {
            cell,
            ink,
            reading,
        });
    }
    Ok(HandPage {
        projection: aligned.projection,
        markers: aligned.markers,
        cells,
    })
}

/// What one entry's four cells say, as the tick form's boxes: the probability of each
/// meaning of a written cell is the box of that meaning's (a tower's colour, a direction or
/// the blocked `0`, a distance 1–7, a landing colour; colours trusted [`COLOUR_TRUST`]); a
/// cell without ink has no box ticked.
pub fn marks(cells: [Option<&Reading>; 4]) -> EntryMarks {
    let mut m = EntryMarks::default();
    for (field, reading) in Field::ALL.into_iter().zip(cells) {
        let Some(reading) = reading else {
            continue;
        };
        for (meaning, p) in reading.iter() {
            let colour = COLOUR_TRUST * p + (1.0 - COLOUR_TRUST) / 8.0;
            match (field, meaning) {
                (Field::Tower, Meaning::Colour(c)) => m.tower[c.index()] = colour,
                (Field::Landing, Meaning::Colour(c)) => m.landing[c.index()] = colour,
                (Field::Direction, Meaning::Direction(d)) => {
                    m.direction[DirBox::of(d).index()] = p;
                }
                (Field::Direction, Meaning::Blocked) => m.direction[DirBox::Zero.index()] = p,
                (Field::Distance, Meaning::Distance(n @ 1..=7)) => {
                    m.distance[usize::from(n) - 1] = p;
                }
                _ => {}
            }
        }
    }
    m
}

/// The probability that a fill box is ticked, by its ink.
fn ticked(ink: f32) -> f32 {
    1.0 / (1.0 + (-(ink - 3.0 * WRITTEN) / WRITTEN).exp())
}

/// The page's readings as the tick form's sections, for [`super::settle::settle`] and
/// [`super::write`](fn@super::write): each round block with writing is a section, its
/// header's fill boxes read by their ink. The sheet has no box saying that a block starts
/// a round or goes on with the one before: a block leans to a new round, and the rules
/// decide (a round not over at the end of a block goes on in the next). The scores before
/// a round are left to the rules too (their boxes read as neither ticked nor blank).
pub fn assemble_hand(page: &HandPage) -> Sheet {
    let mut sheet = Sheet::default();
    let find = |id: HandCell| page.cells.iter().find(|c| c.cell.id == id);
    for section in 1..=hand_form::ROUNDS {
        let mut header = RoundMarks {
            new: 0.6,
            continued: 0.4,
            score: [[0.5; super::settle::MAX_SCORE + 1]; 2],
            ..RoundMarks::default()
        };
        for (i, fill) in [Fill::Left, Fill::Right].into_iter().enumerate() {
            let id = HandCell::Header {
                section,
                field: HeaderCell::Fill(fill),
            };
            header.fill[i] = find(id).map_or(0.0, |c| ticked(c.ink));
        }
        let mut cells = Vec::new();
        let mut places = Vec::new();
        let mut written = false;
        for line in 1..=hand_form::ROWS {
            for side in Side::ALL {
                let four = Field::ALL.map(|field| {
                    find(HandCell::Entry {
                        section,
                        line,
                        side,
                        field,
                    })
                });
                let any = four.iter().flatten().any(|c| c.written());
                written |= any;
                let readings = four.map(|c| c.and_then(|c| c.reading.as_ref()));
                let marks = if any {
                    marks(readings)
                } else {
                    EntryMarks::default()
                };
                cells.push(EntryCell { side, marks });
                places.push(CellAt {
                    page: 1,
                    line,
                    side,
                });
            }
        }
        if !written {
            continue;
        }
        sheet.rounds.push(RoundSheet { header, cells });
        sheet.places.push(SectionAt {
            header: HeaderAt { page: 1, section },
            cells: places,
        });
    }
    sheet
}

/// Draw on a photo how sure the record is of each entry: a green frame around an entry the
/// readings said clearly, orange around one the rules decided, red around one a person has
/// to look at (with the candidates in its `{scan: …}` note), and a blue cross on each
/// corner marker.
pub fn overlay_hand(
    photo: &mut image::RgbImage,
    page: &HandPage,
    settled: &super::settle::Settled,
    sheet: &Sheet,
) {
    use super::settle::Verdict;
    use crate::scan::overlay::{cross, frame};
    for (round, at) in settled.rounds.iter().zip(&sheet.places) {
        for (cell, place) in round.cells.iter().zip(&at.cells) {
            let colour = match &cell.verdict {
                _ if cell.reading.is_none() && cell.alone.reading.is_none() => continue,
                Verdict::Certain => image::Rgb([0, 170, 0]),
                Verdict::Decided { .. } => image::Rgb([255, 140, 0]),
                _ => image::Rgb([230, 0, 0]),
            };
            let first = hand_form::entry_rect(at.header.section, place.line, place.side, Field::Tower);
            let last =
                hand_form::entry_rect(at.header.section, place.line, place.side, Field::Landing);
            let whole = Rect {
                x: first.x,
                y: first.y,
                w: last.x + last.w - first.x,
                h: first.h,
            };
            frame(photo, &page.projection, &whole.inset(0.4), colour);
        }
    }
    for &m in &page.markers {
        cross(photo, m, image::Rgb([0, 60, 255]));
    }
}

/// The verdicts of a settled handwriting sheet as its columns weigh: an entry the rules
/// decided ([`Verdict::Decided`](super::settle::Verdict)) is certain, and carries no note,
/// when its direction and its distance (what fixes a move from its tower) were each read
/// clearly as the record has them, and its tower and landing colours are each among the
/// two likeliest readings of their cell: the colour words only confirm. Every other entry
/// keeps its verdict, and its `{scan: …}` note.
pub fn confirm(settled: &mut super::settle::Settled, sheet: &Sheet) {
    use super::settle::Verdict;
    for (round, marks) in settled.rounds.iter_mut().zip(&sheet.rounds) {
        for (cell, entry) in round.cells.iter_mut().zip(&marks.cells) {
            let Some(reading) = &cell.reading else {
                continue;
            };
            if !matches!(cell.verdict, Verdict::Decided { .. }) || reading.towers.len() != 1 {
                continue;
            }
            let m = &entry.marks;
            let step = match reading.step {
                Some((d, n @ 1..=7)) => {
                    m.direction[DirBox::of(d).index()] >= 0.5
                        && m.distance[usize::from(n) - 1] >= 0.5
                }
                Some(_) => false,
                None => m.direction[DirBox::Zero.index()] >= 0.5,
            };
            let top_two = |xs: &[f32; 8], i: usize| xs.iter().filter(|&&p| p > xs[i]).count() < 2;
            if step
                && top_two(&m.tower, reading.towers[0].index())
                && top_two(&m.landing, reading.landing.index())
            {
                cell.verdict = Verdict::Certain;
            }
        }
    }
}
