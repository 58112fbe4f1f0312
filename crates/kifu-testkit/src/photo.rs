//! Synthetic phone photos of filled tick sheets, with their ground truth: what the tests
//! of `kifu scan` read back.
//!
//! A record ([`TickRound`]s, e.g. from [`rounds_of`](crate::fill::rounds_of) of a generated match) is
//! placed on the form ([`place`](kifu::kamisado::tick_form::place)); each box to tick gets a pen mark drawn as
//! jittered strokes (a cross, a check, a slash or a scribble), some faint, some doubled
//! (the stroke gone over twice in its box), a few missing, and, if asked, now and then a
//! stray second mark in a neighbouring box of the same field (a slip of the pen). The
//! page is drawn by the rasteriser, then photographed: rotated up to ±10°, put in
//! perspective on a table, blurred, unevenly lit, noised and JPEG-compressed. Everything
//! follows the seed. [`Photo::truth`] says which boxes were meant and which carry ink.

use std::collections::HashMap;

use image::codecs::jpeg::JpegEncoder;
use image::{DynamicImage, ExtendedColorType, Rgb, RgbImage, RgbaImage};
use imageproc::geometric_transformations::{Interpolation, Projection, warp_into};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use kifu::kamisado::json::GameJson;
use kifu::kamisado::tick_form::{
    self as ticks, Action, BoxKind, EntryField, HeaderField, PAGE_HEIGHT, PAGE_WIDTH, TickRound,
    TickWords, page_svg,
};
use kifu::raster::{self, RasterError};

/// How rough the photos are. [`PhotoOptions::default`] is the test suite: 150–300
/// dpi, up to ±10°, perspective, blur, noise, uneven light, JPEG; ticks faint, doubled in
/// place and a few missing. [`PhotoOptions::harsh`] adds stray marks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PhotoOptions {
    /// Resolution of the page in the photo, dots per inch: drawn from this range (on a
    /// 25-dpi grid) once for all the pages of a sheet.
    pub dpi: (f32, f32),
    /// Largest rotation, degrees (either way).
    pub max_rotation: f64,
    /// Largest shift of each page corner for the perspective, as a fraction of the page
    /// width.
    pub perspective: f64,
    /// Largest Gaussian blur, σ in pixels at 300 dpi (scaled with the resolution).
    pub blur: f64,
    /// Standard deviation of the sensor noise, in grey levels (0–255).
    pub noise: f64,
    /// Largest darkening of the page by uneven light (0 = even, 0.4 = a corner at 60 %).
    pub lighting: f64,
    /// JPEG quality, drawn from this range (1–100).
    pub jpeg_quality: (u8, u8),
    /// Chance that a mark is faint.
    pub faint: f64,
    /// Chance that a mark is doubled: its stroke gone over a second time, in the same box.
    pub doubled: f64,
    /// Chance that a mark has a stray second mark in a neighbouring box of its field (a
    /// slip of the pen: no reading of the marks alone can tell it from the intended one).
    pub stray: f64,
    /// Chance that a box to tick is left blank.
    pub missing: f64,
    /// A fixed rotation, degrees, instead of one drawn within [`PhotoOptions::max_rotation`].
    pub rotation: Option<f64>,
    /// Keystone, as a phone held at an angle over the page gives it: the page's top edge as
    /// a fraction of its bottom edge, and its left edge as a fraction of its right edge, in
    /// the photo (`(1.0, 1.0)`: none). Applied before the rotation and the random push of
    /// [`PhotoOptions::perspective`].
    pub keystone: (f64, f64),
    /// Ticks in pencil: grey graphite, lighter and thinner than a pen's ink.
    pub pencil: bool,
    /// Chance that a mark comes with a correction: a neighbouring box of its field (the
    /// wrong one first ticked) filled solid, as the form says to correct a tick.
    pub corrections: f64,
}

impl Default for PhotoOptions {
    fn default() -> PhotoOptions {
        PhotoOptions {
            dpi: (150.0, 300.0),
            max_rotation: 10.0,
            perspective: 0.04,
            blur: 1.2,
            noise: 6.0,
            lighting: 0.35,
            jpeg_quality: (60, 90),
            faint: 0.08,
            doubled: 0.03,
            stray: 0.0,
            missing: MISSING,
            rotation: None,
            keystone: (1.0, 1.0),
            pencil: false,
            corrections: 0.0,
        }
    }
}

/// The "a few missing" ticks: one tick in a thousand. An entry has four ticks
/// (three when blocked), so about one entry in 250 (0.4 %) has a tick missing, which the
/// marks alone cannot read: the issue asks ≥ 99.5 % of entries read from the marks alone,
/// so its "few" must stay well under one entry in 200.
pub const MISSING: f64 = 0.001;

impl PhotoOptions {
    /// A flat scan: no rotation, perspective, blur, noise or shading, best JPEG quality,
    /// every mark firm and present (pen strokes are still jittered). For debugging a reader.
    pub fn clean(dpi: f32) -> PhotoOptions {
        PhotoOptions {
            dpi: (dpi, dpi),
            max_rotation: 0.0,
            perspective: 0.0,
            blur: 0.0,
            noise: 0.0,
            lighting: 0.0,
            jpeg_quality: (95, 95),
            faint: 0.0,
            doubled: 0.0,
            stray: 0.0,
            missing: 0.0,
            ..PhotoOptions::default()
        }
    }

    /// The suite with harsher faults: 3 % of marks with a stray second mark in a
    /// neighbouring box, and one tick in 200 missing (about 2 % of entries).
    pub fn harsh() -> PhotoOptions {
        PhotoOptions {
            stray: 0.03,
            missing: 0.005,
            ..PhotoOptions::default()
        }
    }
}

/// The shape of a pen mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stroke {
    /// Two crossing strokes.
    Cross,
    /// A check mark.
    Check,
    /// One diagonal stroke.
    Slash,
    /// A zig-zag filling the box.
    Scribble,
    /// The box filled solid: how the form says to take back a tick.
    Solid,
}

/// A pen mark on the page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Mark {
    /// The box it is in.
    pub kind: BoxKind,
    /// Its shape.
    pub stroke: Stroke,
    /// Drawn faintly (light pressure).
    pub faint: bool,
    /// The stroke gone over twice.
    pub doubled: bool,
    /// The box is one the record ticks (false for a stray mark or a correction).
    pub intended: bool,
}

/// What is really on a page.
#[derive(Clone, Debug, PartialEq)]
pub struct PageTruth {
    /// The page, from 1.
    pub page: u32,
    /// The boxes the record ticks on this page.
    pub intended: Vec<BoxKind>,
    /// The marks drawn (an intended box may have none: a missing tick).
    pub marks: Vec<Mark>,
}

impl PageTruth {
    /// Whether the box carries ink.
    pub fn is_marked(&self, kind: &BoxKind) -> bool {
        self.marks.iter().any(|m| m.kind == *kind)
    }

    /// The intended boxes that carry no mark.
    pub fn missing(&self) -> impl Iterator<Item = &BoxKind> {
        self.intended.iter().filter(|k| !self.is_marked(k))
    }
}

/// One photographed page.
#[derive(Clone, Debug)]
pub struct Photo {
    /// The page, from 1 (as its page code says).
    pub page: u32,
    /// The photo as a JPEG file.
    pub jpeg: Vec<u8>,
    /// The resolution the page was drawn at, dots per inch.
    pub dpi: f32,
    /// The photo's size, pixels.
    pub size: (u32, u32),
    /// Page millimetres to photo pixels.
    pub page_to_photo: Projection,
    /// What is on the page.
    pub truth: PageTruth,
}

impl Photo {
    /// Where a point of the page (mm) is in the photo (pixels).
    pub fn locate(&self, x: f64, y: f64) -> (f64, f64) {
        let (px, py) = self.page_to_photo * (x as f32, y as f32);
        (f64::from(px), f64::from(py))
    }

    /// The centres of the four corner markers in the photo, clockwise from the top left.
    pub fn marker_centres(&self) -> [(f64, f64); 4] {
        ticks::markers().map(|m| {
            let (x, y) = m.centre();
            self.locate(x, y)
        })
    }

    /// The photo decoded.
    pub fn image(&self) -> Result<RgbImage, image::ImageError> {
        Ok(image::load_from_memory(&self.jpeg)?.to_rgb8())
    }
}

/// Draws filled sheets and photographs them; keeps the last blank pages drawn, as drawing
/// a page is the slow part.
pub struct PhotoMaker {
    words: TickWords,
    blanks: HashMap<(u32, u32), RgbaImage>,
}

/// Blank pages kept (an A4 page at 300 dpi takes 35 MB).
const KEPT: usize = 4;

impl PhotoMaker {
    /// A maker for sheets in the language of `words`.
    pub fn new(words: TickWords) -> PhotoMaker {
        PhotoMaker {
            words,
            blanks: HashMap::new(),
        }
    }

    fn blank(&mut self, page: u32, dpi: f32) -> Result<RgbaImage, RasterError> {
        let key = (page, dpi.to_bits());
        if let Some(b) = self.blanks.get(&key) {
            return Ok(b.clone());
        }
        let img = raster::render(&page_svg(page, &self.words), dpi)?;
        if self.blanks.len() >= KEPT {
            self.blanks.clear();
        }
        self.blanks.insert(key, img.clone());
        Ok(img)
    }

    /// Photos of every page of a generated match, filled in.
    pub fn photograph_game(
        &mut self,
        game: &GameJson,
        seed: u64,
        options: &PhotoOptions,
    ) -> Result<Vec<Photo>, RasterError> {
        self.photograph(&crate::fill::rounds_of(game), seed, options)
    }

    /// Photos of every page of the sheet of `rounds`, filled in.
    pub fn photograph(
        &mut self,
        rounds: &[TickRound],
        seed: u64,
        options: &PhotoOptions,
    ) -> Result<Vec<Photo>, RasterError> {
        let mut rng = Random(ChaCha8Rng::seed_from_u64(seed));
        let placement = ticks::place(rounds);
        let ink = INKS[rng.below(INKS.len())];
        let ink = if options.pencil { PENCIL } else { ink };
        // One phone, one distance: every page of a sheet at the same resolution (which also
        // lets the blank pages drawn be reused).
        let dpi = quantised_dpi(rng.range(f64::from(options.dpi.0), f64::from(options.dpi.1)));
        (1..=placement.pages)
            .map(|page| {
                let intended: Vec<BoxKind> = placement
                    .ticks
                    .iter()
                    .filter(|(p, _)| *p == page)
                    .map(|&(_, k)| k)
                    .collect();
                let marks = choose_marks(&intended, options, &mut rng);
                let mut sheet = self.blank(page, dpi)?;
                let shade = if options.pencil {
                    PENCIL_SHADE
                } else {
                    (1.0, 1.0)
                };
                let pen = pen_svg(page, &marks, (ink, shade), &mut rng);
                raster::render_onto(&pen, dpi, &mut sheet)?;
                let (jpeg, size, projection) = photograph_page(sheet, dpi, options, &mut rng);
                let k = dpi / 25.4;
                Ok(Photo {
                    page,
                    jpeg,
                    dpi,
                    size,
                    page_to_photo: Projection::scale(k, k).and_then(projection),
                    truth: PageTruth {
                        page,
                        intended,
                        marks,
                    },
                })
            })
            .collect()
    }
}

/// A resolution on a 25 dpi grid, so that the blank pages drawn can be kept and reused.
fn quantised_dpi(dpi: f64) -> f32 {
    ((dpi / 25.0).round() * 25.0).clamp(25.0, 1200.0) as f32
}

/// Pen colours: blue ballpoint, black, dark blue.
const INKS: [&str; 3] = ["#1b2a8a", "#161616", "#0d1b5e"];

/// Graphite: a pencil's grey, drawn lighter and thinner than ink ([`PENCIL_SHADE`]).
const PENCIL: &str = "#4a4a4a";
/// A pencil stroke's width and opacity against a pen's.
const PENCIL_SHADE: (f64, f64) = (0.7, 0.4);

/// A seeded stream of numbers.
struct Random(ChaCha8Rng);

impl Random {
    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.0.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    fn range(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }

    /// Uniform in [−a, a].
    fn sym(&mut self, a: f64) -> f64 {
        self.range(-a, a)
    }

    fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n.max(1) as u64) as usize
    }
}

/// The marks for the boxes to tick: mostly firm, some faint, some doubled, a few missing,
/// a few with a stray neighbour.
fn choose_marks(intended: &[BoxKind], o: &PhotoOptions, rng: &mut Random) -> Vec<Mark> {
    let mut marks = Vec::with_capacity(intended.len() + 8);
    for &kind in intended {
        if rng.chance(o.missing) {
            continue;
        }
        marks.push(Mark {
            kind,
            stroke: random_stroke(rng),
            faint: rng.chance(o.faint),
            doubled: rng.chance(o.doubled),
            intended: true,
        });
        if rng.chance(o.stray)
            && let Some(other) = neighbour(kind, rng)
            && !intended.contains(&other)
            && !marks.iter().any(|m| m.kind == other)
        {
            marks.push(Mark {
                kind: other,
                stroke: random_stroke(rng),
                faint: rng.chance(0.5),
                doubled: false,
                intended: false,
            });
        }
        // Drawn only when asked, so that photos without corrections stay as they were.
        if o.corrections > 0.0
            && rng.chance(o.corrections)
            && let Some(other) = neighbour(kind, rng)
            && !intended.contains(&other)
            && !marks.iter().any(|m| m.kind == other)
        {
            marks.push(Mark {
                kind: other,
                stroke: Stroke::Solid,
                faint: false,
                doubled: false,
                intended: false,
            });
        }
    }
    marks
}

fn random_stroke(rng: &mut Random) -> Stroke {
    match rng.below(10) {
        0..=3 => Stroke::Cross,
        4..=6 => Stroke::Check,
        7..=8 => Stroke::Slash,
        _ => Stroke::Scribble,
    }
}

/// A box next to `kind` in the same field (one value up or down), if there is one.
fn neighbour(kind: BoxKind, rng: &mut Random) -> Option<BoxKind> {
    let step = if rng.chance(0.5) { 1i32 } else { -1 };
    let shift = |i: usize, n: usize| -> Option<usize> {
        let j = i as i32 + step;
        (0..n as i32).contains(&j).then_some(j as usize)
    };
    let colours = kifu::kamisado::Colour::ALL;
    match kind {
        BoxKind::Entry { entry, side, field } => {
            let field = match field {
                EntryField::Tower(c) => EntryField::Tower(colours[shift(c.index(), 8)?]),
                EntryField::Landing(c) => EntryField::Landing(colours[shift(c.index(), 8)?]),
                EntryField::Action(a) => {
                    let i = Action::ALL.iter().position(|&x| x == a)?;
                    EntryField::Action(Action::ALL[shift(i, 5)?])
                }
                EntryField::Distance(d) => {
                    EntryField::Distance(shift(usize::from(d) - 1, 7)? as u8 + 1)
                }
            };
            Some(BoxKind::Entry { entry, side, field })
        }
        BoxKind::Header {
            section,
            field: HeaderField::Score(side, n),
        } => Some(BoxKind::Header {
            section,
            field: HeaderField::Score(
                side,
                shift(usize::from(n), usize::from(ticks::MAX_SCORE) + 1)? as u8,
            ),
        }),
        BoxKind::Header { .. } => None,
    }
}

/// The pen marks of a page as an SVG of the page's size (transparent elsewhere).
/// `pen` is the ink's colour, and its strokes' width and opacity against a pen's.
fn pen_svg(page: u32, marks: &[Mark], pen: (&str, (f64, f64)), rng: &mut Random) -> String {
    let (ink, (thin, light)) = pen;
    let rects: HashMap<BoxKind, ticks::Rect> = ticks::boxes(page)
        .into_iter()
        .map(|b| (b.id, b.rect))
        .collect();
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{PAGE_WIDTH}mm\" height=\"{PAGE_HEIGHT}mm\" viewBox=\"0 0 {PAGE_WIDTH} {PAGE_HEIGHT}\">\n"
    );
    for m in marks {
        let Some(r) = rects.get(&m.kind) else {
            continue;
        };
        let (width, opacity) = if m.faint {
            (rng.range(0.22, 0.32), rng.range(0.28, 0.45))
        } else {
            (rng.range(0.35, 0.6), rng.range(0.8, 0.95))
        };
        let (width, opacity) = (width * thin, opacity * light);
        if m.stroke == Stroke::Solid {
            // Filled to its edges, a little over them.
            let f = r.inset(-0.15);
            out.push_str(&format!(
                "<rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" fill=\"{ink}\" fill-opacity=\"{opacity:.2}\"/>\n",
                f.x, f.y, f.w, f.h
            ));
            continue;
        }
        let mut d = stroke_path(r, m.stroke, rng);
        if m.doubled {
            // Gone over again: the same shape, drawn anew (its own jitter) in the same box.
            d.push_str(&stroke_path(r, m.stroke, rng));
        }
        out.push_str(&format!(
            "<path d=\"{d}\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"{width:.2}\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-opacity=\"{opacity:.2}\"/>\n"
        ));
    }
    out.push_str("</svg>\n");
    out
}

/// The path of a mark in a box: the shape, jittered, scaled a little and off-centre.
fn stroke_path(r: &ticks::Rect, stroke: Stroke, rng: &mut Random) -> String {
    let (cx, cy) = r.centre();
    let cx = cx + rng.sym(0.3);
    let cy = cy + rng.sym(0.3);
    let h = r.w / 2.0 * rng.range(0.75, 1.15);
    let jit =
        |x: f64, y: f64, rng: &mut Random| (cx + x * h + rng.sym(0.18), cy + y * h + rng.sym(0.18));
    let mut d = String::new();
    let seg = |from: (f64, f64), to: (f64, f64), rng: &mut Random, d: &mut String| {
        // A slightly bowed stroke: a quadratic curve with its control point off the line.
        let (mx, my) = (
            (from.0 + to.0) / 2.0 + rng.sym(0.2),
            (from.1 + to.1) / 2.0 + rng.sym(0.2),
        );
        d.push_str(&format!(
            "M{:.2} {:.2}Q{mx:.2} {my:.2} {:.2} {:.2}",
            from.0, from.1, to.0, to.1
        ));
    };
    match stroke {
        Stroke::Cross => {
            let (a, b) = (jit(-0.8, -0.8, rng), jit(0.8, 0.8, rng));
            seg(a, b, rng, &mut d);
            let (a, b) = (jit(0.8, -0.8, rng), jit(-0.8, 0.8, rng));
            seg(a, b, rng, &mut d);
        }
        Stroke::Check => {
            let (a, b, c) = (
                jit(-0.8, 0.0, rng),
                jit(-0.2, 0.8, rng),
                jit(1.0, -1.0, rng),
            );
            seg(a, b, rng, &mut d);
            seg(b, c, rng, &mut d);
        }
        Stroke::Slash => {
            let (a, b) = (jit(-0.8, 0.8, rng), jit(0.8, -0.8, rng));
            seg(a, b, rng, &mut d);
        }
        // Drawn as a filled rectangle by `pen_svg`.
        Stroke::Solid => {}
        Stroke::Scribble => {
            let n = 4 + rng.below(4);
            let mut prev = jit(-0.7, -0.7, rng);
            for i in 1..=n {
                let y = -0.7 + 1.4 * i as f64 / n as f64;
                let x = if i % 2 == 1 { 0.7 } else { -0.7 };
                let next = jit(x, y, rng);
                seg(prev, next, rng, &mut d);
                prev = next;
            }
        }
    }
    d
}

/// The page in a photo: on a table, rotated, in perspective, blurred, unevenly lit, noised,
/// JPEG-compressed. Returns the JPEG, its size and the projection from page pixels to
/// photo pixels.
fn photograph_page(
    sheet: RgbaImage,
    dpi: f32,
    o: &PhotoOptions,
    rng: &mut Random,
) -> (Vec<u8>, (u32, u32), Projection) {
    let (w, h) = (f64::from(sheet.width()), f64::from(sheet.height()));
    let page = DynamicImage::ImageRgba8(sheet).into_rgb8();
    // Where the page's corners go: narrowed at the top or a side (keystone), rotated about
    // the centre, each corner pushed a little.
    let theta = o
        .rotation
        .unwrap_or_else(|| rng.sym(o.max_rotation))
        .to_radians();
    let (s, c) = theta.sin_cos();
    let push = o.perspective * w;
    let src = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)];
    let (top, left) = o.keystone;
    let mut dst = src.map(|(x, y)| {
        let dx = (x - w / 2.0) * if y < h / 2.0 { top } else { 1.0 };
        let dy = (y - h / 2.0) * if x < w / 2.0 { left } else { 1.0 };
        (
            dx * c - dy * s + rng.sym(push),
            dx * s + dy * c + rng.sym(push),
        )
    });
    let margin = 0.05 * w;
    let min_x = dst.iter().map(|p| p.0).fold(f64::INFINITY, f64::min) - margin;
    let min_y = dst.iter().map(|p| p.1).fold(f64::INFINITY, f64::min) - margin;
    for p in &mut dst {
        p.0 -= min_x;
        p.1 -= min_y;
    }
    let out_w = (dst.iter().map(|p| p.0).fold(0.0, f64::max) + margin).ceil() as u32;
    let out_h = (dst.iter().map(|p| p.1).fold(0.0, f64::max) + margin).ceil() as u32;
    let to32 = |p: [(f64, f64); 4]| p.map(|(x, y)| (x as f32, y as f32));
    let projection = Projection::from_control_points(to32(src), to32(dst))
        .unwrap_or_else(|| Projection::translate(-min_x as f32, -min_y as f32));
    let table = Rgb([
        rng.range(70.0, 150.0) as u8,
        rng.range(60.0, 120.0) as u8,
        rng.range(45.0, 100.0) as u8,
    ]);
    let mut photo = RgbImage::from_pixel(out_w, out_h, table);
    warp_into(
        &page,
        &projection,
        Interpolation::Bilinear,
        table,
        &mut photo,
    );
    let sigma = rng.range(0.0, o.blur) * f64::from(dpi) / 300.0;
    if sigma > 0.2 {
        photo = DynamicImage::ImageRgb8(photo)
            .blur(sigma as f32)
            .into_rgb8();
    }
    shade_and_noise(&mut photo, o, rng);
    let quality = rng.range(
        f64::from(o.jpeg_quality.0),
        f64::from(o.jpeg_quality.1) + 1.0,
    );
    let quality = (quality as u8).clamp(1, 100);
    let mut jpeg = Vec::new();
    let encoded = JpegEncoder::new_with_quality(&mut jpeg, quality).encode(
        photo.as_raw(),
        out_w,
        out_h,
        ExtendedColorType::Rgb8,
    );
    debug_assert!(encoded.is_ok(), "JPEG encoding into memory does not fail");
    (jpeg, (out_w, out_h), projection)
}

/// Uneven light (a linear fall-off from a random side and a vignette) and sensor noise.
/// The light is a sum of a function of x and one of y, so both are tabulated; the noise
/// comes from a table of triangular draws (mean 0, σ 1) picked by the random stream.
fn shade_and_noise(photo: &mut RgbImage, o: &PhotoOptions, rng: &mut Random) {
    if o.lighting <= 0.0 && o.noise <= 0.0 {
        return;
    }
    let (w, h) = (photo.width() as usize, photo.height() as usize);
    let angle = rng.range(0.0, std::f64::consts::TAU);
    let (gx, gy) = (angle.cos(), angle.sin());
    let linear = rng.range(0.0, o.lighting * 0.7);
    let vignette = rng.range(0.0, o.lighting * 0.5);
    let half = (w.max(h) as f64) / 2.0;
    let r2 = ((w * w + h * h) as f64) / 4.0;
    // light(x, y) = 1 − linear × (along + 1) / 2 − vignette × r² / r2, split by axis.
    let axis = |n: usize, g: f64| -> Vec<f32> {
        (0..n)
            .map(|i| {
                let d = i as f64 - n as f64 / 2.0;
                (-linear * d * g / half / 2.0 - vignette * d * d / r2) as f32
            })
            .collect()
    };
    let (lx, ly) = (axis(w, gx), axis(h, gy));
    let base = (1.0 - linear / 2.0) as f32;
    let table: Vec<f32> = (0..4096)
        .map(|_| {
            let t = (rng.unit() + rng.unit() - 1.0) * 2.449;
            (t * o.noise) as f32
        })
        .collect();
    let mut pick = rng.0.next_u64();
    let raw: &mut [u8] = photo.as_mut();
    for (y, row) in raw.chunks_exact_mut(w * 3).enumerate() {
        let ry = base + ly[y];
        for (x, px) in row.chunks_exact_mut(3).enumerate() {
            let light = ry + lx[x];
            pick = pick
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mut bits = pick >> 28;
            for v in px {
                let n = table[(bits & 4095) as usize];
                bits >>= 12;
                *v = (f32::from(*v) * light + n).clamp(0.0, 255.0) as u8;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use kifu::kamisado::Generator;
    use kifu::kamisado::MatchKind;

    use super::*;

    /// Mean darkness (0 white … 255 black) of a small square of the photo around a point
    /// of the page.
    fn darkness(img: &RgbImage, photo: &Photo, x: f64, y: f64, half_mm: f64) -> f64 {
        let k = f64::from(photo.dpi) / 25.4;
        let (cx, cy) = photo.locate(x, y);
        let r = (half_mm * k) as i64;
        let mut sum = 0.0;
        let mut n = 0.0;
        for py in cy as i64 - r..=cy as i64 + r {
            for px in cx as i64 - r..=cx as i64 + r {
                if let Some(p) = img.get_pixel_checked(px as u32, py as u32) {
                    sum +=
                        255.0 - (f64::from(p.0[0]) + f64::from(p.0[1]) + f64::from(p.0[2])) / 3.0;
                    n += 1.0;
                }
            }
        }
        sum / n
    }

    #[test]
    fn a_clean_photo_has_ink_in_the_ticked_boxes_and_the_markers_where_it_says() {
        let game = Generator::new(3).random_match(MatchKind::Simple);
        let mut maker = PhotoMaker::new(TickWords::EN);
        let photos = maker
            .photograph_game(&game, 1, &PhotoOptions::clean(150.0))
            .unwrap();
        let p = &photos[0];
        let img = p.image().unwrap();
        assert_eq!(img.dimensions(), p.size);
        assert!(p.truth.missing().next().is_none());
        assert_eq!(p.truth.marks.len(), p.truth.intended.len());
        let rects: HashMap<BoxKind, ticks::Rect> = ticks::boxes(1)
            .into_iter()
            .map(|b| (b.id, b.rect))
            .collect();
        // A ticked distance box is darker than an unticked one of the same row.
        let ticked = p
            .truth
            .intended
            .iter()
            .find(|k| {
                matches!(
                    k,
                    BoxKind::Entry {
                        field: EntryField::Distance(_),
                        ..
                    }
                )
            })
            .unwrap();
        let BoxKind::Entry {
            entry,
            side,
            field: EntryField::Distance(d),
        } = *ticked
        else {
            unreachable!()
        };
        let other = BoxKind::Entry {
            entry,
            side,
            field: EntryField::Distance(if d == 7 { 6 } else { 7 }),
        };
        let (tx, ty) = rects[ticked].centre();
        let (ox, oy) = rects[&other].centre();
        let dark = darkness(&img, p, tx, ty, 0.9);
        let light = darkness(&img, p, ox, oy, 0.9);
        assert!(dark > light + 25.0, "ticked {dark} vs blank {light}");
        // The markers' black frame is dark and their hole light.
        for m in ticks::markers() {
            let (x, y) = (m.outer.x + 1.2, m.outer.y + 1.2);
            assert!(darkness(&img, p, x, y, 0.5) > 200.0);
            let (hx, hy) = (m.hole.x + 0.8, m.hole.y + 0.8);
            assert!(darkness(&img, p, hx, hy, 0.4) < 60.0);
        }
    }

    #[test]
    fn a_rough_photo_is_rotated_within_the_limit_and_follows_its_seed() {
        let game = Generator::new(11).random_match(MatchKind::Simple);
        let mut maker = PhotoMaker::new(TickWords::FR);
        let o = PhotoOptions {
            dpi: (150.0, 150.0),
            ..PhotoOptions::default()
        };
        let a = maker.photograph_game(&game, 5, &o).unwrap();
        let b = maker.photograph_game(&game, 5, &o).unwrap();
        assert_eq!(a.len(), b.len());
        assert_eq!(a[0].jpeg, b[0].jpeg);
        assert_eq!(a[0].truth, b[0].truth);
        let c = maker.photograph_game(&game, 6, &o).unwrap();
        assert_ne!(a[0].jpeg, c[0].jpeg);
        for p in &a {
            let [tl, tr, ..] = p.marker_centres();
            let angle = (tr.1 - tl.1).atan2(tr.0 - tl.0).to_degrees();
            assert!(angle.abs() < 10.0 + 6.0, "{angle}");
            let (w, h) = p.size;
            for (x, y) in p.marker_centres() {
                assert!(x > 0.0 && y > 0.0 && x < f64::from(w) && y < f64::from(h));
            }
            // Every stray mark is in a box the record does not tick.
            for m in p.truth.marks.iter().filter(|m| !m.intended) {
                assert!(!p.truth.intended.contains(&m.kind));
            }
        }
        // The projection says where things are: the markers' black frames are dark, and a
        // firm mark in a distance box is darker than a blank distance box of its row.
        let p = &a[0];
        let img = p.image().unwrap();
        for m in ticks::markers() {
            let d = darkness(&img, p, m.outer.x + 1.2, m.outer.y + 1.2, 0.4);
            assert!(d > 120.0, "{:?}: {d}", m.corner);
        }
        let rects: HashMap<BoxKind, ticks::Rect> = ticks::boxes(p.page)
            .into_iter()
            .map(|b| (b.id, b.rect))
            .collect();
        let (mut darker, mut compared) = (0, 0);
        for m in p.truth.marks.iter().filter(|m| m.intended && !m.faint) {
            let BoxKind::Entry {
                entry,
                side,
                field: EntryField::Distance(d),
            } = m.kind
            else {
                continue;
            };
            let blank = (1..=7u8)
                .map(|n| BoxKind::Entry {
                    entry,
                    side,
                    field: EntryField::Distance(n),
                })
                .find(|k| {
                    (*k != m.kind)
                        && !p.truth.is_marked(k)
                        && d.abs_diff(match k {
                            BoxKind::Entry {
                                field: EntryField::Distance(n),
                                ..
                            } => *n,
                            _ => 0,
                        }) > 1
                })
                .unwrap();
            let (mx, my) = rects[&m.kind].centre();
            let (bx, by) = rects[&blank].centre();
            compared += 1;
            if darkness(&img, p, mx, my, 0.8) > darkness(&img, p, bx, by, 0.8) + 15.0 {
                darker += 1;
            }
        }
        assert!(
            compared > 0 && darker * 10 >= compared * 9,
            "{darker} of {compared}"
        );
        // Every intended tick of the record is on some page.
        let placed = ticks::place(&crate::fill::rounds_of(&game));
        let total: usize = a.iter().map(|p| p.truth.intended.len()).sum();
        assert_eq!(total, placed.ticks.len());
    }

    #[test]
    fn marks_go_missing_faint_doubled_and_stray_at_the_rates_asked() {
        let kinds: Vec<BoxKind> = ticks::boxes(1)
            .into_iter()
            .filter(|b| {
                matches!(
                    b.id,
                    BoxKind::Entry {
                        field: EntryField::Distance(3),
                        ..
                    }
                )
            })
            .map(|b| b.id)
            .collect();
        let o = PhotoOptions {
            missing: 0.2,
            faint: 0.3,
            doubled: 0.2,
            stray: 0.3,
            ..PhotoOptions::default()
        };
        let mut rng = Random(ChaCha8Rng::seed_from_u64(9));
        let mut counts = [0usize; 5];
        for _ in 0..20 {
            let marks = choose_marks(&kinds, &o, &mut rng);
            counts[0] += kinds.len();
            counts[1] += marks.iter().filter(|m| m.intended).count();
            counts[2] += marks.iter().filter(|m| m.intended && m.faint).count();
            counts[3] += marks.iter().filter(|m| !m.intended).count();
            counts[4] += marks.iter().filter(|m| m.doubled).count();
            // A doubled mark stays in its own box: only intended marks are gone over.
            assert!(marks.iter().all(|m| m.intended || !m.doubled));
            for m in marks.iter().filter(|m| !m.intended) {
                assert!(!kinds.contains(&m.kind), "a stray mark is in another box");
            }
        }
        // (count, out of, rate asked, tolerance): marks drawn (1 − missing), then faint,
        // stray and doubled marks among those drawn.
        for (n, of, want, tol) in [
            (counts[1], counts[0], 0.8, 0.05),
            (counts[2], counts[1], 0.3, 0.06),
            (counts[3], counts[1], 0.3, 0.06),
            (counts[4], counts[1], 0.2, 0.05),
        ] {
            let rate = n as f64 / of as f64;
            assert!((rate - want).abs() < tol, "{counts:?}: {rate} for {want}");
        }
        // The mix has no stray marks; the harsh one does.
        assert_eq!(PhotoOptions::default().stray, 0.0);
        assert!(PhotoOptions::harsh().stray > 0.0);
    }
}
