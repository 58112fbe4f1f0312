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
use super::settle::{
    DirBox, EntryCell, EntryMarks, Reading as Ticked, RoundMarks, RoundSheet, SettleOptions,
    Settled, Verdict, settle,
};
use super::{CellAt, CellText, HeaderAt, PagesError, SectionAt, Sheet, Written, write};
use crate::games::kamisado::ast::{Fill, MatchKind};
use crate::games::kamisado::notation::Style;
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
    /// The page number its page code says, from 1.
    pub number: u32,
    /// From the form (mm) to the photo (pixels).
    pub projection: Projection,
    /// The centres of the markers in the photo, clockwise from the top left of the form.
    pub markers: [(f32, f32); 4],
    /// Every writing cell of the form, in [`hand_form::cells`] order.
    pub cells: Vec<CellRead>,
}

/// Why a photo could not be read as a page of the handwriting sheet.
#[derive(Debug, Clone, PartialEq)]
pub enum HandError {
    /// The photo is not of the sheet (markers, page code, another form).
    Page(ReadError),
    /// A network failed: a defect of the library.
    Model(ModelError),
}

/// Why photos could not be read as the handwriting sheet ([`scan_hand`]).
#[derive(Debug, Clone, PartialEq)]
pub enum HandScanError {
    /// A photo is not a page of the sheet, or could not be read.
    Photo {
        /// The photo's name.
        photo: String,
        /// Why.
        error: HandError,
    },
    /// The photos are not the pages of one sheet (a page given twice, pages missing), or a
    /// page has nothing written on it ([`PagesError::Unwritten`]).
    Pages(Vec<PagesError>),
}

/// Photos of the handwriting sheet read and settled: what `kifu scan --form handwriting`
/// and the web app's scanner answer, from one call ([`scan_hand`]).
#[derive(Clone, Debug)]
pub struct HandScanned {
    /// The pages as read, in page order: where each is in its photo, every cell's ink and
    /// reading.
    pub pages: Vec<HandPage>,
    /// For each of [`pages`](HandScanned::pages), the index of its photo in the photos
    /// given.
    pub photos: Vec<usize>,
    /// The readings as the tick form's sections.
    pub sheet: Sheet,
    /// The record the rules settled on, with a verdict on every entry.
    pub settled: Settled,
    /// The record written, with its `{scan: …}` notes and problems.
    pub written: Written,
}

/// Read photos of the pages of a handwriting sheet (grey levels, each with the name it is
/// called by; in any order: each page carries its number in its page code) and settle them
/// into one record written in `style` (the sheet printed in `style`'s language):
/// [`read_hand_page`] for each, the pages checked ([`check_pages`](super::check_pages):
/// none twice, none missing before the last; each with writing), [`assemble_hand`],
/// [`settle`](super::settle::settle) (under `kind`, else the match length the sheet shows),
/// [`confirm`] and [`write`](fn@super::write).
pub fn scan_hand(
    photos: &[(&GrayImage, &str)],
    recogniser: &Recogniser,
    kind: Option<MatchKind>,
    style: &Style,
) -> Result<HandScanned, HandScanError> {
    let mut read: Vec<(HandPage, usize)> = Vec::with_capacity(photos.len());
    for (i, (gray, name)) in photos.iter().enumerate() {
        let page = read_hand_page(gray, recogniser, style.lang).map_err(|error| {
            HandScanError::Photo {
                photo: name.to_string(),
                error,
            }
        })?;
        read.push((page, i));
    }
    read.sort_by_key(|(p, _)| p.number);
    let numbered: Vec<(u32, &str)> = read.iter().map(|(p, i)| (p.number, photos[*i].1)).collect();
    let mut problems = super::check_pages(&numbered);
    for (page, i) in &read {
        if !page.cells.iter().any(|c| c.written() && c.reading.is_some()) {
            problems.push(PagesError::Unwritten {
                page: page.number,
                photo: photos[*i].1.to_string(),
            });
        }
    }
    if photos.is_empty() {
        problems.push(PagesError::MissingPage {
            page: 1,
            given: Vec::new(),
        });
    }
    if !problems.is_empty() {
        return Err(HandScanError::Pages(problems));
    }
    let (pages, order): (Vec<HandPage>, Vec<usize>) = read.into_iter().unzip();
    let sheet = assemble_hand(&pages);
    let mut settled = settle(&sheet.rounds, kind, &SettleOptions::default());
    confirm(&mut settled, &sheet);
    let written = write(&settled, &sheet, style);
    Ok(HandScanned {
        pages,
        photos: order,
        sheet,
        settled,
        written,
    })
}

/// An entry of a scanned handwriting sheet that a person should look at: where it is on
/// the page, how sure the record is, and what the writing could mean, written in the
/// sheet's notation, with where the record has it ([`doubts`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Doubt {
    /// The page, from 1.
    pub page: u32,
    /// How many pages the sheet has: its places say their page when it has more than one.
    pub pages: u32,
    /// The round block on the page, from 1.
    pub section: u32,
    /// The line printed at the left of its row, from 1 in each block.
    pub line: u32,
    /// Black's or White's half of the row.
    pub side: Side,
    /// Its four cells together, on the form (mm).
    pub rect: Rect,
    /// The rules decided it (it replays and nothing else fitting the writing does): a look
    /// is advised, not needed. Otherwise the record cannot be trusted here.
    pub decided: bool,
    /// What it may say, most likely first: the record's entry first when the record has
    /// one, then what the writing read alone and the other readings the settling weighed
    /// (`None`: an empty cell), each once, at most [`CANDIDATES`].
    pub candidates: Vec<Option<String>>,
    /// Where it stands in the written record, and its note.
    pub text: CellText,
}

impl Doubt {
    /// Where it is on the sheet, as the record's notes say it (`block 1, line 3, Black`).
    pub fn place(&self) -> crate::message::Message {
        crate::message!(
            "kamisado-scan-cell",
            form = "hand",
            pages = self.pages,
            page = self.page,
            section = self.section,
            line = self.line,
            side = self.side.name()
        )
    }
}

/// The most candidates a [`Doubt`] offers.
pub const CANDIDATES: usize = 4;

/// Every entry of a scanned handwriting sheet that is not certain, in the order of the
/// record, its candidates written in `style`.
pub fn doubts(scanned: &HandScanned, style: &Style) -> Vec<Doubt> {
    let mut out = Vec::new();
    let pages = scanned.pages.iter().map(|p| p.number).max().unwrap_or(1);
    let rounds = scanned.settled.rounds.iter().zip(&scanned.sheet.places);
    for (r, (round, at)) in rounds.enumerate() {
        for (i, (cell, place)) in round.cells.iter().zip(&at.cells).enumerate() {
            let mut readings: Vec<Option<&Ticked>> = Vec::new();
            let decided = match &cell.verdict {
                Verdict::Certain => continue,
                Verdict::Decided {
                    marks,
                    alternatives,
                } => {
                    readings.push(cell.reading.as_ref());
                    readings.push(marks.as_ref());
                    readings.extend(alternatives.iter().map(Option::as_ref));
                    true
                }
                Verdict::Uncertain { alternatives } => {
                    readings.push(cell.reading.as_ref());
                    readings.extend(alternatives.iter().map(|(a, _)| a.as_ref()));
                    false
                }
                Verdict::Illegal { marks } => {
                    readings.push(cell.reading.as_ref());
                    readings.push(marks.as_ref());
                    false
                }
                Verdict::LeftOut { marks } => {
                    readings.push(Some(marks));
                    false
                }
            };
            let mut candidates: Vec<Option<String>> = Vec::new();
            for r in readings {
                let said = r.map(|r| r.text_in(style));
                if !candidates.contains(&said) && candidates.len() < CANDIDATES {
                    candidates.push(said);
                }
            }
            out.push(Doubt {
                page: at.header.page,
                pages,
                section: at.header.section,
                line: place.line,
                side: place.side,
                rect: entry_whole(at.header.section, place.line, place.side),
                decided,
                candidates,
                text: scanned
                    .written
                    .cells
                    .get(r)
                    .and_then(|c| c.get(i))
                    .copied()
                    .unwrap_or_default(),
            });
        }
    }
    out
}

/// An entry's four cells together, on the form (mm).
fn entry_whole(section: u32, line: u32, side: Side) -> Rect {
    let first = hand_form::entry_rect(section, line, side, Field::Tower);
    let last = hand_form::entry_rect(section, line, side, Field::Landing);
    Rect {
        x: first.x,
        y: first.y,
        w: last.x + last.w - first.x,
        h: first.h,
    }
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
    let aligned = align(gray, &crate::games::kamisado::ticks::frame())
        .map_err(|MarkersNotFound { found }| HandError::Page(ReadError::Markers { found }))?;
    let code = read_code(gray, &aligned).map_err(|e| HandError::Page(ReadError::PageCode(e)))?;
    if code.game != CodeGame::KamisadoHandwriting {
        return Err(HandError::Page(ReadError::OtherForm { found: code.game }));
    }
    let form = hand_form::page(lang.into(), code.page);
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
        number: code.page,
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

/// The pages' readings (in page order) as the tick form's sections, for
/// [`super::settle::settle`] and [`super::write`](fn@super::write): each round block with
/// writing is a section, page after page, its header's fill boxes read by their ink. The
/// sheet has no box saying that a block starts a round or goes on with the one before: a
/// block leans to a new round, and the rules decide (a round not over at the end of a block
/// goes on in the next). The scores before a round are left to the rules too (their boxes
/// read as neither ticked nor blank).
pub fn assemble_hand(pages: &[HandPage]) -> Sheet {
    let mut sheet = Sheet {
        form: super::Form::Handwriting,
        ..Sheet::default()
    };
    for page in pages {
        assemble_page(page, &mut sheet);
    }
    sheet
}

/// One page's round blocks with writing, as sections added to `sheet`.
fn assemble_page(page: &HandPage, sheet: &mut Sheet) {
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
                    page: page.number,
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
            header: HeaderAt {
                page: page.number,
                section,
            },
            cells: places,
        });
    }
}

/// Draw on the photo of `page` how sure the record is of each of its entries: a green frame
/// around an entry the readings said clearly, orange around one the rules decided, red
/// around one a person has to look at (with the candidates in its `{scan: …}` note), and a
/// blue cross on each corner marker.
pub fn overlay_hand(
    photo: &mut image::RgbImage,
    page: &HandPage,
    settled: &Settled,
    sheet: &Sheet,
) {
    use crate::scan::overlay::{cross, frame};
    let on_page = sheet.places.iter().map(|at| at.header.page == page.number);
    for ((round, at), here) in settled.rounds.iter().zip(&sheet.places).zip(on_page) {
        if !here {
            continue;
        }
        for (cell, place) in round.cells.iter().zip(&at.cells) {
            let colour = match &cell.verdict {
                _ if cell.reading.is_none() && cell.alone.reading.is_none() => continue,
                Verdict::Certain => image::Rgb([0, 170, 0]),
                Verdict::Decided { .. } => image::Rgb([255, 140, 0]),
                _ => image::Rgb([230, 0, 0]),
            };
            let whole = entry_whole(at.header.section, place.line, place.side);
            frame(photo, &page.projection, &whole.inset(0.4), colour);
        }
    }
    for &m in &page.markers {
        cross(photo, m, image::Rgb([0, 60, 255]));
    }
}

/// The overlay with a panel under the photo that lists each doubtful entry: where it is,
/// then what it may say, numbered, most likely first (the first is the record's), in the
/// colour of its frame ([`overlay_hand`]). The photo itself is left as it is, so that no
/// label hides the writing of another entry. `lang` says the places and an empty cell.
#[cfg(feature = "png")]
pub fn overlay_candidates(
    photo: &image::RgbImage,
    doubts: &[Doubt],
    lang: crate::Lang,
) -> Result<image::RgbImage, crate::core::raster::RasterError> {
    if doubts.is_empty() {
        return Ok(photo.clone());
    }
    let (width, height) = photo.dimensions();
    let (svg, panel_height) = panel_svg(doubts, f64::from(width), lang);
    let mut panel = image::RgbaImage::from_pixel(width, panel_height, image::Rgba([255; 4]));
    crate::core::raster::render_onto(&svg, 96.0, &mut panel)?;
    let mut out = image::RgbImage::new(width, height + panel_height);
    image::imageops::replace(&mut out, photo, 0, 0);
    let panel = image::DynamicImage::ImageRgba8(panel).into_rgb8();
    image::imageops::replace(&mut out, &panel, 0, i64::from(height));
    Ok(out)
}

/// The panel of [`overlay_candidates`], `width` pixels wide: a line per doubtful entry; and
/// its height in pixels.
#[cfg(feature = "png")]
fn panel_svg(doubts: &[Doubt], width: f64, lang: crate::Lang) -> (String, u32) {
    use crate::core::svg::{Room, Svg, num};
    let line = (width / 48.0).clamp(14.0, 60.0);
    let size = line * 0.62;
    let margin = line * 0.6;
    let height = (line * doubts.len() as f64 + 2.0 * margin).ceil();
    let mut svg = Svg::new(width, height);
    let nothing = crate::message::Message::new("kamisado-scan-nothing").say(lang);
    for (k, d) in doubts.iter().enumerate() {
        let y = margin + line * k as f64;
        let colour = if d.decided { "#ff8c00" } else { "#e60000" };
        svg.rect(
            margin,
            y + line * 0.2,
            line * 0.6,
            line * 0.6,
            &[("fill", "none"), ("stroke", colour), ("stroke-width", &num(line * 0.1))],
        );
        let candidates: Vec<String> = d
            .candidates
            .iter()
            .enumerate()
            .map(|(n, c)| format!("{}) {}", n + 1, c.as_deref().unwrap_or(&nothing)))
            .collect();
        let text = format!("{}: {}", d.place().say(lang), candidates.join(" · "));
        let x = margin + line;
        svg.sans(
            (x, y + line * 0.75),
            &text,
            size,
            Some(Room {
                width: width - x - margin,
                floor: size * 0.7,
            }),
            &[("fill", "#000000")],
        );
    }
    (svg.finish(), height as u32)
}

/// The verdicts of a settled handwriting sheet as its columns weigh:
///
/// - an entry the rules decided ([`Verdict::Decided`](super::settle::Verdict)) is certain,
///   and carries no note, when its direction and its distance (what fixes a move from its
///   tower) were each read clearly as the record has them, and its tower and landing
///   colours are each among the two likeliest readings of their cell: the colour words only
///   confirm;
/// - a written cell (its ink says so, whatever the networks read) that the record leaves
///   empty is never certain: after the record's last entry it is left out
///   ([`Verdict::LeftOut`], with its likeliest reading), before it a person has to look at
///   it ([`Verdict::Uncertain`]). The settling counts a cell whose every reading is unsure
///   as blank, as a tick form's cell without a tick is.
///
/// Every other entry keeps its verdict, and its `{scan: …}` note.
pub fn confirm(settled: &mut Settled, sheet: &Sheet) {
    let last_ply = settled
        .rounds
        .iter()
        .enumerate()
        .flat_map(|(r, round)| round.cells.iter().enumerate().map(move |(i, c)| ((r, i), c)))
        .filter(|(_, c)| c.ply.is_some())
        .map(|(at, _)| at)
        .next_back();
    for (r, (round, marks)) in settled.rounds.iter_mut().zip(&sheet.rounds).enumerate() {
        for (i, (cell, entry)) in round.cells.iter_mut().zip(&marks.cells).enumerate() {
            let written = entry.marks.blank_fields().contains(&false);
            if written && cell.reading.is_none() && cell.verdict == Verdict::Certain {
                let likeliest = entry.marks.likeliest();
                cell.verdict = if last_ply.is_none_or(|last| (r, i) > last) {
                    Verdict::LeftOut { marks: likeliest }
                } else {
                    Verdict::Uncertain {
                        alternatives: vec![(Some(likeliest), 0.0)],
                    }
                };
                continue;
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kamisado::board::{Colour, Direction};

    /// An entry's boxes: `reading` sure, the rest unlikely.
    fn sure(tower: Colour, dir: Direction, n: u8, landing: Colour) -> EntryMarks {
        let mut m = EntryMarks {
            tower: [0.02; 8],
            direction: [0.02; 5],
            distance: [0.02; 7],
            landing: [0.02; 8],
        };
        m.tower[tower.index()] = 0.95;
        m.direction[DirBox::of(dir).index()] = 0.95;
        m.distance[usize::from(n) - 1] = 0.95;
        m.landing[landing.index()] = 0.95;
        m
    }

    /// Writing the networks read as nothing in particular, most likely nothing: every
    /// meaning unlikely (a colour cell's readings mixed with an even spread,
    /// [`COLOUR_TRUST`]).
    fn unsure() -> EntryMarks {
        let colour = (1.0 - COLOUR_TRUST) / 8.0 + COLOUR_TRUST * 0.02;
        EntryMarks {
            tower: [colour; 8],
            direction: [0.03; 5],
            distance: [0.03; 7],
            landing: [colour; 8],
        }
    }

    fn sheet(cells: Vec<(Side, EntryMarks)>) -> Sheet {
        Sheet {
            form: super::super::Form::Handwriting,
            rounds: vec![RoundSheet {
                header: RoundMarks {
                    new: 0.6,
                    continued: 0.4,
                    ..RoundMarks::default()
                },
                cells: cells
                    .into_iter()
                    .map(|(side, marks)| EntryCell { side, marks })
                    .collect(),
            }],
            places: Vec::new(),
        }
    }

    /// Issue 36: a written cell whose writing reads as nothing in particular is never taken
    /// for a blank one: after the record's last entry it is left out (with a note, and the
    /// scan needs a look), before it a person has to look at it.
    #[test]
    fn writing_the_networks_cannot_read_is_never_taken_for_a_blank_cell() {
        let first = sure(Colour::Yellow, Direction::Left, 3, Colour::Yellow);
        let after = sheet(vec![(Side::Black, first), (Side::White, unsure())]);
        let mut settled = settle(&after.rounds, None, &SettleOptions::default());
        assert_eq!(settled.rounds[0].cells[1].verdict, Verdict::Certain);
        confirm(&mut settled, &after);
        assert!(
            matches!(settled.rounds[0].cells[1].verdict, Verdict::LeftOut { .. }),
            "{:?}",
            settled.rounds[0].cells[1].verdict
        );
        assert!(!settled.is_settled());
        // A blank cell stays blank.
        let blank = sheet(vec![(Side::Black, first), (Side::White, EntryMarks::default())]);
        let mut settled = settle(&blank.rounds, None, &SettleOptions::default());
        confirm(&mut settled, &blank);
        assert_eq!(settled.rounds[0].cells[1].verdict, Verdict::Certain);
        // Before the record's last entry, where a move is due: the rules put one there,
        // and a person has to look at it.
        let second = sure(Colour::Yellow, Direction::Right, 2, Colour::Orange);
        let within = sheet(vec![
            (Side::Black, first),
            (Side::White, unsure()),
            (Side::Black, second),
        ]);
        let mut settled = settle(&within.rounds, None, &SettleOptions::default());
        confirm(&mut settled, &within);
        let cell = &settled.rounds[0].cells[1];
        assert!(cell.reading.is_some(), "{cell:?}");
        assert!(
            matches!(cell.verdict, Verdict::Uncertain { .. }),
            "{:?}",
            cell.verdict
        );
        assert!(!settled.is_settled());
    }
}
