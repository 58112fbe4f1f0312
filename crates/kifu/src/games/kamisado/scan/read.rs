//! Reading one photographed page of the tick form: the corner markers, the homography
//! from the form (mm) to the photo (pixels), the page code, and how dark every box is.
//!
//! The photo is never warped as a whole: each box is sampled through the homography. Its
//! darkness is measured against the paper just above and below it (so uneven lighting
//! cancels out), then compared with the same box on the page's other rows, most of which
//! are blank: what is left is the ink of a tick, whatever colour or glyph the box has.

use image::GrayImage;
use imageproc::geometric_transformations::Projection;
use imageproc::region_labelling::{Connectivity, connected_components};

use super::super::ticks::{
    self, BoxKind, Corner, EntryField, HeaderField, PAGE_CODE_BITS, PageCode, PageCodeError,
    TickBox,
};

/// Why a photo could not be read as a page of the form.
#[derive(Debug, Clone, PartialEq, thiserror::Error, miette::Diagnostic)]
pub enum ReadError {
    /// Fewer than four corner markers were found.
    #[error("found {found} of the form's four corner markers")]
    #[diagnostic(
        code(kifu::scan::markers),
        help(
            "photograph the whole page, with the four black corner squares visible, in even light"
        )
    )]
    Markers {
        /// How many marker-like shapes were found.
        found: usize,
    },
    /// The page code does not decode.
    #[error("the page code cannot be read: {0}")]
    #[diagnostic(
        code(kifu::scan::page_code),
        help("the row of small squares at the top of the page must be visible and unmarked")
    )]
    PageCode(PageCodeError),
}

/// How dark one box is, and how likely it is to be ticked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoxRead {
    /// The box.
    pub tick: TickBox,
    /// Its darkness above the blank box's (0: as blank; about 0.1 and more: a tick).
    pub ink: f32,
    /// The probability that it is ticked.
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

/// A dark shape of the thresholded photo.
#[derive(Clone, Copy, Debug)]
struct Blob {
    x0: u32,
    y0: u32,
    x1: u32,
    y1: u32,
    area: u32,
}

impl Blob {
    fn w(&self) -> u32 {
        self.x1 - self.x0 + 1
    }
    fn h(&self) -> u32 {
        self.y1 - self.y0 + 1
    }
    fn centre(&self) -> (f32, f32) {
        (
            (self.x0 + self.x1) as f32 / 2.0,
            (self.y0 + self.y1) as f32 / 2.0,
        )
    }
}

/// The picture shrunk by an integer factor (box average): the marker search works on
/// about a million pixels whatever the photo's size.
fn shrink(gray: &GrayImage, k: u32) -> GrayImage {
    if k <= 1 {
        return gray.clone();
    }
    let (w, h) = (gray.width() / k, gray.height() / k);
    let mut out = GrayImage::new(w.max(1), h.max(1));
    let raw = gray.as_raw();
    let stride = gray.width() as usize;
    for y in 0..out.height() {
        for x in 0..out.width() {
            let mut sum = 0u32;
            for dy in 0..k {
                let row = (y * k + dy) as usize * stride;
                for dx in 0..k {
                    sum += u32::from(raw[row + (x * k + dx) as usize]);
                }
            }
            out.put_pixel(x, y, image::Luma([(sum / (k * k)) as u8]));
        }
    }
    out
}

/// The luma at a point, bilinear; outside the picture, white.
fn sample(gray: &GrayImage, x: f32, y: f32) -> f32 {
    let (w, h) = (gray.width() as f32, gray.height() as f32);
    if !(x >= 0.0 && y >= 0.0 && x < w - 1.0 && y < h - 1.0) {
        return 255.0;
    }
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (x0, y0) = (x0 as u32, y0 as u32);
    let p = |dx: u32, dy: u32| f32::from(gray.get_pixel(x0 + dx, y0 + dy).0[0]);
    let top = p(0, 0) * (1.0 - fx) + p(1, 0) * fx;
    let bottom = p(0, 1) * (1.0 - fx) + p(1, 1) * fx;
    top * (1.0 - fy) + bottom * fy
}

/// Dark blobs (255 in `bin`) shaped like a marker: a square-ish thick ring around a
/// light hole.
fn marker_candidates(bin: &GrayImage) -> Vec<Blob> {
    let labels = connected_components(bin, Connectivity::Eight, image::Luma([0u8]));
    let mut blobs: Vec<Option<Blob>> = Vec::new();
    for (x, y, l) in labels.enumerate_pixels() {
        let l = l.0[0] as usize;
        if l == 0 {
            continue;
        }
        if blobs.len() <= l {
            blobs.resize(l + 1, None);
        }
        let b = blobs[l].get_or_insert(Blob {
            x0: x,
            y0: y,
            x1: x,
            y1: y,
            area: 0,
        });
        b.x0 = b.x0.min(x);
        b.y0 = b.y0.min(y);
        b.x1 = b.x1.max(x);
        b.y1 = b.y1.max(y);
        b.area += 1;
    }
    let light = |x: f32, y: f32| {
        let (x, y) = (x.round() as i64, y.round() as i64);
        x >= 0
            && y >= 0
            && (x as u32) < bin.width()
            && (y as u32) < bin.height()
            && bin.get_pixel(x as u32, y as u32).0[0] == 0
    };
    blobs
        .into_iter()
        .flatten()
        .filter(|b| {
            let (w, h) = (b.w() as f32, b.h() as f32);
            let fill = b.area as f32 / (w * h);
            let (cx, cy) = b.centre();
            let r = 0.17 * w.min(h);
            let ring = 0.36 * w.min(h);
            let out = 0.75 * w.max(h);
            let count = |d: f32, want_light: bool| {
                [(d, 0.0), (-d, 0.0), (0.0, d), (0.0, -d)]
                    .iter()
                    .filter(|(dx, dy)| light(cx + dx, cy + dy) == want_light)
                    .count()
            };
            w >= 8.0
                && count(ring, false) >= 3
                && count(out, true) >= 3
                && h >= 8.0
                && (0.6..=1.6).contains(&(w / h))
                && (0.4..=0.95).contains(&fill)
                && [(r, 0.0), (-r, 0.0), (0.0, r), (0.0, -r)]
                    .iter()
                    .filter(|(dx, dy)| light(cx + dx, cy + dy))
                    .count()
                    >= 3
        })
        .collect()
}

/// The centre of a marker at full resolution: the centroid of its dark pixels (ring and
/// dot are both centred), in a window around the blob found on the shrunk picture.
fn refine(gray: &GrayImage, b: &Blob, k: u32) -> (f32, f32) {
    // Just the blob's box: the page code stands 3 mm from the top right marker.
    let pad = 1;
    let x0 = b.x0.saturating_sub(pad) * k;
    let y0 = b.y0.saturating_sub(pad) * k;
    let x1 = ((b.x1 + pad + 1) * k).min(gray.width());
    let y1 = ((b.y1 + pad + 1) * k).min(gray.height());
    let (mut lo, mut hi) = (255u8, 0u8);
    for y in y0..y1 {
        for x in x0..x1 {
            let v = gray.get_pixel(x, y).0[0];
            lo = lo.min(v);
            hi = hi.max(v);
        }
    }
    let mid = (u32::from(lo) + u32::from(hi)) / 2;
    let (mut sx, mut sy, mut n) = (0f64, 0f64, 0f64);
    for y in y0..y1 {
        for x in x0..x1 {
            if u32::from(gray.get_pixel(x, y).0[0]) < mid {
                sx += f64::from(x);
                sy += f64::from(y);
                n += 1.0;
            }
        }
    }
    if n == 0.0 {
        let (cx, cy) = b.centre();
        return ((cx + 0.5) * k as f32, (cy + 0.5) * k as f32);
    }
    (sx as f32 / n as f32, sy as f32 / n as f32)
}

/// Find the four markers: the candidates farthest towards each corner of the photo, then
/// turned so that the one with the dot is the form's bottom right.
fn find_markers(gray: &GrayImage) -> Result<[(f32, f32); 4], ReadError> {
    let k = (gray.width().max(gray.height()) / 900).max(1);
    let small = shrink(gray, k);
    let radius = (small.width().max(small.height()) / 30).max(4);
    // Dark: clearly below the local mean (flat paper stays light whatever its noise).
    let mean = imageproc::filter::box_filter(&small, radius, radius);
    let mut dark = small.clone();
    for (px, m) in dark.pixels_mut().zip(mean.pixels()) {
        px.0[0] = if i32::from(px.0[0]) < i32::from(m.0[0]) - 20 {
            255
        } else {
            0
        };
    }
    // Thin strokes (text, rules) that may touch a marker are opened away; the markers'
    // 2.5 mm ring stays.
    let stroke = ((small.width().max(small.height()) as f32 / 297.0 / 2.5).round() as u8).max(1);
    let bin = imageproc::morphology::open(&dark, imageproc::distance_transform::Norm::LInf, stroke);
    let cands = marker_candidates(&bin);
    if cands.len() < 4 {
        return Err(ReadError::Markers { found: cands.len() });
    }
    // The markers are the largest such shapes of one size (the form has no others).
    let size = |b: &Blob| b.w().max(b.h()) as f32;
    let reference = cands
        .iter()
        .map(size)
        .filter(|&s| {
            cands
                .iter()
                .filter(|c| (0.7 * s..=1.4 * s).contains(&size(c)))
                .count()
                >= 4
        })
        .fold(0.0, f32::max);
    let cands: Vec<Blob> = cands
        .into_iter()
        .filter(|c| (0.7 * reference..=1.4 * reference).contains(&size(c)))
        .collect();
    if cands.len() < 4 {
        return Err(ReadError::Markers { found: cands.len() });
    }
    let (w, h) = (small.width() as f32, small.height() as f32);
    // Photo corners clockwise from the top left, as directions to be extreme in.
    let dirs = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)];
    let mut picked: Vec<Blob> = Vec::with_capacity(4);
    for (dx, dy) in dirs {
        let best = cands
            .iter()
            .filter(|c| !picked.iter().any(|p| p.x0 == c.x0 && p.y0 == c.y0))
            .max_by(|a, b| {
                let s = |c: &Blob| {
                    let (x, y) = c.centre();
                    dx * (x - w / 2.0) + dy * (y - h / 2.0)
                };
                s(a).total_cmp(&s(b))
            })
            .copied();
        match best {
            Some(b) => picked.push(b),
            None => {
                return Err(ReadError::Markers {
                    found: picked.len(),
                });
            }
        }
    }
    // The dot: the darkest centre.
    let dark_centre = |b: &Blob| {
        let (cx, cy) = b.centre();
        sample(&small, cx, cy)
    };
    let dot = (0..4)
        .min_by(|&a, &b| dark_centre(&picked[a]).total_cmp(&dark_centre(&picked[b])))
        .unwrap_or(2);
    // Photo corner `dot` holds the form's bottom right (index 2 clockwise).
    let centres: Vec<(f32, f32)> = picked.iter().map(|b| refine(gray, b, k)).collect();
    Ok(std::array::from_fn(|i| centres[(i + dot + 2) % 4]))
}

/// The form's marker centres, mm, clockwise from the top left.
fn form_markers() -> [(f32, f32); 4] {
    let ms = ticks::markers();
    std::array::from_fn(|i| {
        let m = ms
            .iter()
            .find(|m| m.corner == Corner::ALL[i])
            .unwrap_or(&ms[i]);
        let (x, y) = m.centre();
        (x as f32, y as f32)
    })
}

/// The homography taking four points to four others. Both sets are first centred and
/// scaled to about unit size (Hartley's normalisation): solved in the raw coordinates
/// (millimetres against pixels in the thousands), imageproc's SVD can miss the page by
/// more than a millimetre at the far side, with the markers themselves found to a pixel.
fn homography(from: [(f32, f32); 4], to: [(f32, f32); 4]) -> Option<Projection> {
    let normalise = |pts: &[(f32, f32); 4]| {
        let (cx, cy) = pts
            .iter()
            .fold((0.0, 0.0), |(x, y), p| (x + p.0 / 4.0, y + p.1 / 4.0));
        let spread = pts
            .iter()
            .map(|p| (p.0 - cx).hypot(p.1 - cy) / 4.0)
            .sum::<f32>()
            / std::f32::consts::SQRT_2;
        let k = 1.0 / spread.max(f32::EPSILON);
        Projection::translate(-cx, -cy).and_then(Projection::scale(k, k))
    };
    let (nf, nt) = (normalise(&from), normalise(&to));
    let h = Projection::from_control_points(from.map(|p| nf * p), to.map(|p| nt * p))?;
    Some(nf.and_then(h).and_then(nt.invert()))
}

/// Mean luma over a rectangle of the form (mm), sampled `n`×`n` through the projection.
fn mean_in(gray: &GrayImage, p: &Projection, r: &ticks::Rect, n: usize) -> f32 {
    let mut sum = 0.0;
    for i in 0..n {
        for j in 0..n {
            let x = r.x + r.w * (i as f64 + 0.5) / n as f64;
            let y = r.y + r.h * (j as f64 + 0.5) / n as f64;
            let (px, py) = *p * (x as f32, y as f32);
            sum += sample(gray, px, py);
        }
    }
    sum / (n * n) as f32
}

/// Mean luma over a rectangle of the form (mm), sampled on a grid about a pixel apart:
/// thin print (a digit, an arrow) then counts by its area. On a sparse grid it counts by
/// how many samples happen to fall on its strokes, which drifts with the photo's
/// sub-pixel phase across the page, in patches a page-wide comparison cannot undo. The
/// projection is taken as affine within the rectangle (its four corners, interpolated).
fn mean_over(gray: &GrayImage, p: &Projection, r: &ticks::Rect) -> f32 {
    let corner = |x: f64, y: f64| *p * (x as f32, y as f32);
    let [a, b, c, d] = [
        corner(r.x, r.y),
        corner(r.x + r.w, r.y),
        corner(r.x + r.w, r.y + r.h),
        corner(r.x, r.y + r.h),
    ];
    let len = |u: (f32, f32), v: (f32, f32)| (u.0 - v.0).hypot(u.1 - v.1);
    let side = len(a, b).max(len(b, c)).max(len(c, d)).max(len(d, a));
    let n = (side.ceil() as usize).clamp(4, 64);
    let mut sum = 0.0;
    for j in 0..n {
        let v = (j as f32 + 0.5) / n as f32;
        // The rectangle's left and right edges at this height.
        let (l, rt) = (
            (a.0 + (d.0 - a.0) * v, a.1 + (d.1 - a.1) * v),
            (b.0 + (c.0 - b.0) * v, b.1 + (c.1 - b.1) * v),
        );
        for i in 0..n {
            let u = (i as f32 + 0.5) / n as f32;
            sum += sample(gray, l.0 + (rt.0 - l.0) * u, l.1 + (rt.1 - l.1) * u);
        }
    }
    sum / (n * n) as f32
}

/// The paper's luma next to a box: the brighter half of points just above and below it.
fn paper_near(gray: &GrayImage, p: &Projection, r: &ticks::Rect, gap: f64) -> f32 {
    let mut v: Vec<f32> = Vec::with_capacity(8);
    for y in [r.y - gap, r.y + r.h + gap] {
        for f in [0.1, 0.37, 0.63, 0.9] {
            let (px, py) = *p * ((r.x + r.w * f) as f32, y as f32);
            v.push(sample(gray, px, py));
        }
    }
    v.sort_by(|a, b| b.total_cmp(a));
    v[..4].iter().sum::<f32>() / 4.0
}

/// How a box's darkness is compared with its blank look: boxes of one group look alike
/// when blank (the same box on every row of a side; header boxes by kind).
fn group_of(b: &TickBox) -> (u8, u8, u8) {
    match b.kind {
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
/// on the synthetic photos of seeds 1000–1039 of `examples/scan_suite.rs --calibrate`,
/// where blank boxes read −0.016 to 0.026 (0.1 % and 99.9 % quantiles), faint ticks 0.021
/// to 0.21 (median 0.064) and firm ones from 0.086 (BENCHMARKS.md).
pub const INK_HALF: f32 = 0.036;
/// How fast the probability rises around [`INK_HALF`].
pub const INK_SCALE: f32 = 0.0024;

/// The curve of the header boxes (`new`, `continued`, fill, score numbers), kept as set by
/// hand: their blank look comes from the eight boxes of a page with the same number, and
/// a blank two-digit score box of a clean page can read 0.05 above it, which the entry
/// boxes' sharp curve would take for a tick.
pub const HEADER_INK_HALF: f32 = 0.07;
/// How fast a header box's probability rises around [`HEADER_INK_HALF`].
pub const HEADER_INK_SCALE: f32 = 0.015;

/// Read one photographed page.
pub fn read_page(gray: &GrayImage) -> Result<PageRead, ReadError> {
    let markers = find_markers(gray)?;
    let projection = homography(form_markers(), markers).ok_or(ReadError::Markers { found: 4 })?;
    // Page code: dark cells against the markers' own black and white.
    let ms = ticks::markers();
    let (mut black, mut white) = (0.0, 0.0);
    for m in &ms {
        white += mean_in(gray, &projection, &m.hole.inset(m.hole.w * 0.3), 3);
        let band = ticks::Rect {
            x: m.outer.x + 0.5,
            y: m.outer.y + 0.5,
            w: m.outer.w - 1.0,
            h: 1.5,
        };
        black += mean_in(gray, &projection, &band, 3);
    }
    let mid = (black + white) / 8.0;
    let cells = ticks::page_code_cells();
    let mut bits = [false; PAGE_CODE_BITS];
    for (bit, cell) in bits.iter_mut().zip(&cells) {
        *bit = mean_in(gray, &projection, &cell.inset(cell.w * 0.2), 3) < mid;
    }
    let code = PageCode::decode(&bits).map_err(ReadError::PageCode)?;
    let boxes = ticks::boxes(code.page);
    // Darkness of each box against the paper next to it.
    let gap = (ticks::ROW_HEIGHT - ticks::BOX) / 4.0;
    let raw: Vec<f32> = boxes
        .iter()
        .map(|b| {
            let inner = b.rect.inset(ticks::BOX * 0.12);
            let paper = paper_near(gray, &projection, &b.rect, gap).max(1.0);
            1.0 - mean_over(gray, &projection, &inner) / paper
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
    let boxes = boxes
        .into_iter()
        .zip(raw)
        .map(|(tick, d)| {
            let ink = d - blank.get(&group_of(&tick)).copied().unwrap_or(0.0);
            let (half, scale) = match tick.kind {
                BoxKind::Entry { .. } => (INK_HALF, INK_SCALE),
                BoxKind::Header { .. } => (HEADER_INK_HALF, HEADER_INK_SCALE),
            };
            let p = 1.0 / (1.0 + (-(ink - half) / scale).exp());
            BoxRead { tick, ink, p }
        })
        .collect();
    Ok(PageRead {
        code,
        projection,
        markers,
        boxes,
    })
}

#[cfg(test)]
mod tests;
