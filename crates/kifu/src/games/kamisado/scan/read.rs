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
    /// The form's four corner markers were not found: fewer than four marker-like shapes,
    /// or none four of them stand as the form's corners (a photo of something else).
    #[error("{}", markers_not_found(*found))]
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

fn markers_not_found(found: usize) -> String {
    if found < 4 {
        format!("found {found} of the form's four corner markers")
    } else {
        format!(
            "the form's corner markers were not found: no four of the {found} square rings in the photo stand as its corners"
        )
    }
}

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

/// A marker-like shape of the shrunk picture: a dark blob (the ring) around a light hole.
#[derive(Clone, Copy, Debug)]
struct Ring {
    blob: Blob,
    /// The blob's pixels and its hole's, together: the square it outlines.
    filled: f32,
    /// The hole's centroid: the marker's centre, whatever the perspective.
    centre: (f32, f32),
    /// How light the middle of the hole is, from 0 (as dark as the ring: the dot of the
    /// bottom-right marker) to 1 (as light as the rest of the hole).
    middle: f32,
}

/// Every dark blob of `bin` (255 = dark), with its label.
fn blobs(labels: &image::ImageBuffer<image::Luma<u32>, Vec<u32>>) -> Vec<(u32, Blob)> {
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
    blobs
        .into_iter()
        .enumerate()
        .filter_map(|(l, b)| b.map(|b| (l as u32, b)))
        .collect()
}

/// The blob as a ring, when it is one: a square-ish outline (under any rotation and
/// perspective) whose hole, the pixels it encloses, is about a quarter of the square and
/// centred in it.
fn ring(
    small: &GrayImage,
    labels: &image::ImageBuffer<image::Luma<u32>, Vec<u32>>,
    label: u32,
    b: &Blob,
) -> Option<Ring> {
    let (w, h) = (b.w() as usize, b.h() as usize);
    let aspect = w as f32 / h as f32;
    if w < 8 || h < 8 || !(0.4..=2.5).contains(&aspect) {
        return None;
    }
    // The pixels of the box not in the blob that the box's border reaches (4-connected)
    // are outside; the others are the hole.
    let inside =
        |x: usize, y: usize| labels.get_pixel(b.x0 + x as u32, b.y0 + y as u32).0[0] == label;
    let mut outside = vec![false; w * h];
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for x in 0..w {
        stack.push((x, 0));
        stack.push((x, h - 1));
    }
    for y in 0..h {
        stack.push((0, y));
        stack.push((w - 1, y));
    }
    while let Some((x, y)) = stack.pop() {
        if outside[y * w + x] || inside(x, y) {
            continue;
        }
        outside[y * w + x] = true;
        if x > 0 {
            stack.push((x - 1, y));
        }
        if x + 1 < w {
            stack.push((x + 1, y));
        }
        if y > 0 {
            stack.push((x, y - 1));
        }
        if y + 1 < h {
            stack.push((x, y + 1));
        }
    }
    let (mut hole, mut hx, mut hy) = (0u32, 0f32, 0f32);
    let (mut ring_luma, mut hole_lumas) = (0f32, Vec::new());
    for y in 0..h {
        for x in 0..w {
            let v = f32::from(small.get_pixel(b.x0 + x as u32, b.y0 + y as u32).0[0]);
            if inside(x, y) {
                ring_luma += v;
            } else if !outside[y * w + x] {
                hole += 1;
                hx += x as f32;
                hy += y as f32;
                hole_lumas.push(v);
            }
        }
    }
    let filled = (b.area + hole) as f32;
    let share = hole as f32 / filled;
    if hole == 0 || !(0.08..=0.5).contains(&share) || filled / ((w * h) as f32) < 0.4 {
        return None;
    }
    let centre = (
        b.x0 as f32 + hx / hole as f32,
        b.y0 as f32 + hy / hole as f32,
    );
    let (bx, by) = b.centre();
    if (centre.0 - bx).hypot(centre.1 - by) > 0.15 * w.max(h) as f32 {
        return None;
    }
    // The hole's light: the brighter half of its pixels (the dot, if any, is darker).
    hole_lumas.sort_by(f32::total_cmp);
    let light = hole_lumas[hole_lumas.len() / 2..].iter().sum::<f32>()
        / (hole_lumas.len() - hole_lumas.len() / 2) as f32;
    let dark = ring_luma / b.area as f32;
    let mid = sample(small, centre.0, centre.1);
    let middle = ((mid - dark) / (light - dark).max(1.0)).clamp(0.0, 1.0);
    Some(Ring {
        blob: *b,
        filled,
        centre,
        middle,
    })
}

/// The marker-like shapes of the shrunk picture (dark = 255 in `bin`).
fn rings(small: &GrayImage, bin: &GrayImage) -> Vec<Ring> {
    let labels = connected_components(bin, Connectivity::Eight, image::Luma([0u8]));
    let most = small.width().max(small.height()) / 4;
    blobs(&labels)
        .into_iter()
        .filter(|(_, b)| b.w() <= most && b.h() <= most)
        .filter_map(|(l, b)| ring(small, &labels, l, &b))
        .collect()
}

/// Twice the signed area of a polygon (positive: clockwise on a picture, `y` down).
fn signed_area(p: &[(f32, f32)]) -> f32 {
    (0..p.len())
        .map(|i| {
            let (a, b) = (p[i], p[(i + 1) % p.len()]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum()
}

/// Four rings as the form's corners, when they can be: a convex quadrilateral, clockwise
/// from the form's top left (the ring with the dot is the bottom right), its sides as long
/// against the rings' size as the form's, its sides down the page longer than across.
/// Returns the corners and the quadrilateral's area.
fn as_corners(four: [&Ring; 4]) -> Option<([Ring; 4], f32)> {
    let (cx, cy) = four.iter().fold((0.0, 0.0), |(x, y), r| {
        (x + r.centre.0 / 4.0, y + r.centre.1 / 4.0)
    });
    let mut q: [Ring; 4] = four.map(|r| *r);
    q.sort_by(|a, b| {
        let angle = |r: &Ring| (r.centre.1 - cy).atan2(r.centre.0 - cx);
        angle(a).total_cmp(&angle(b))
    });
    let pts: Vec<(f32, f32)> = q.iter().map(|r| r.centre).collect();
    // Convex: every turn the same way.
    for i in 0..4 {
        let (a, b, c) = (pts[i], pts[(i + 1) % 4], pts[(i + 2) % 4]);
        let turn = (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0);
        if turn <= 0.0 {
            return None;
        }
    }
    // Exactly one ring with a dot: the form's bottom right, index 2 clockwise.
    let dots: Vec<usize> = (0..4).filter(|&i| q[i].middle < 0.5).collect();
    let &[dot] = dots.as_slice() else {
        return None;
    };
    q.rotate_left((dot + 2) % 4);
    let size: Vec<f32> = q.iter().map(|r| r.filled.sqrt()).collect();
    let (small, large) = size
        .iter()
        .fold((f32::MAX, 0f32), |(s, l), &x| (s.min(x), l.max(x)));
    if large > 2.0 * small {
        return None;
    }
    let len = |i: usize, j: usize| {
        let (a, b) = (q[i].centre, q[j].centre);
        (a.0 - b.0).hypot(a.1 - b.1)
    };
    let across = (len(0, 1) + len(3, 2)) / 2.0;
    let down = (len(1, 2) + len(0, 3)) / 2.0;
    let ms = ticks::markers();
    let (form_across, form_down) = (
        ms[1].centre().0 - ms[0].centre().0,
        ms[3].centre().1 - ms[0].centre().1,
    );
    let ratio = (down / across) / (form_down / form_across) as f32;
    let scale =
        (size.iter().sum::<f32>() / 4.0 / across) / (ticks::MARKER_SIZE / form_across) as f32;
    if !(0.55..=1.8).contains(&ratio) || !(0.5..=2.0).contains(&scale) {
        return None;
    }
    let area = signed_area(&q.map(|r| r.centre)) / 2.0;
    Some((q, area))
}

/// The ways four of the rings can be the form's corners, the largest first (at most a
/// few: the markers are the largest rings of the page, and the candidates are capped).
fn corner_sets(rings: &[Ring]) -> Vec<[Ring; 4]> {
    let mut by_size: Vec<&Ring> = rings.iter().collect();
    by_size.sort_by(|a, b| b.filled.total_cmp(&a.filled));
    by_size.truncate(14);
    let n = by_size.len();
    let mut sets: Vec<([Ring; 4], f32)> = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    if let Some(set) = as_corners([by_size[a], by_size[b], by_size[c], by_size[d]])
                    {
                        sets.push(set);
                    }
                }
            }
        }
    }
    sets.sort_by(|a, b| b.1.total_cmp(&a.1));
    sets.into_iter().take(4).map(|s| s.0).collect()
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

/// The shapes that may be the form's four markers, each set clockwise from the form's top
/// left, the likeliest first, and how many marker-like shapes the photo has.
fn find_markers(gray: &GrayImage) -> (Vec<[(f32, f32); 4]>, usize) {
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
    let rings = rings(&small, &bin);
    let sets = corner_sets(&rings)
        .iter()
        .map(|set| set.map(|r| refine(gray, &r.blob, k)))
        .collect();
    (sets, rings.len())
}

/// Luma references of a page seen through `projection`: the markers' black and white.
#[derive(Clone, Copy, Debug)]
struct Contrast {
    black: f32,
    white: f32,
}

/// The projection through four marker centres, when the photo shows the form's markers
/// there: each a black ring around a white hole, the dot in the bottom-right one only.
/// Returns it with the markers' mean black and white.
fn the_form_at(gray: &GrayImage, markers: [(f32, f32); 4]) -> Option<(Projection, Contrast)> {
    let projection = homography(form_markers(), markers)?;
    let mean = |r: &ticks::Rect| mean_in(gray, &projection, r, 3);
    let (mut black, mut white) = (0.0, 0.0);
    for m in &ticks::markers() {
        let (o, hole) = (m.outer, m.hole);
        let band = (ticks::MARKER_SIZE - ticks::MARKER_HOLE) / 2.0;
        // The middle of each side of the ring, and each corner of the hole (clear of the dot).
        let ring = [
            ticks::Rect::square(o.x + band * 0.25, o.y + o.h / 2.0 - band / 4.0, band / 2.0),
            ticks::Rect::square(
                o.x + o.w - band * 0.75,
                o.y + o.h / 2.0 - band / 4.0,
                band / 2.0,
            ),
            ticks::Rect::square(o.x + o.w / 2.0 - band / 4.0, o.y + band * 0.25, band / 2.0),
            ticks::Rect::square(
                o.x + o.w / 2.0 - band / 4.0,
                o.y + o.h - band * 0.75,
                band / 2.0,
            ),
        ]
        .map(|r| mean(&r));
        let corner = hole.w * 0.25;
        let holes = [
            (hole.x, hole.y),
            (hole.x + hole.w - corner, hole.y),
            (hole.x, hole.y + hole.h - corner),
            (hole.x + hole.w - corner, hole.y + hole.h - corner),
        ]
        .map(|(x, y)| mean(&ticks::Rect::square(x + 0.2, y + 0.2, corner - 0.4)));
        let (cx, cy) = m.centre();
        let middle = mean(&ticks::Rect::square(cx - 0.5, cy - 0.5, 1.0));
        let (b, w) = (
            ring.iter().sum::<f32>() / 4.0,
            holes.iter().sum::<f32>() / 4.0,
        );
        let t = |v: f32| (v - b) / (w - b);
        let clear = w - b > 40.0
            && ring.iter().all(|&v| t(v) < 0.3)
            && holes.iter().all(|&v| t(v) > 0.7)
            && (t(middle) < 0.5) == m.dot.is_some();
        if !clear {
            return None;
        }
        black += b / 4.0;
        white += w / 4.0;
    }
    Some((projection, Contrast { black, white }))
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
fn luma_over(gray: &GrayImage, p: &Projection, r: &ticks::Rect) -> f32 {
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

/// How unevenly a box is dark: 1 − the darkness of its lightest ninth (of a 3 × 3 grid)
/// over its mean darkness, against `paper`. A box filled solid is dark all over (near 0);
/// a tick, however dense, leaves some of the box light.
fn spread(gray: &GrayImage, p: &Projection, r: &ticks::Rect, paper: f32) -> f32 {
    let (w, h) = (r.w / 3.0, r.h / 3.0);
    let darkness: Vec<f32> = (0..9)
        .map(|i| {
            let cell = ticks::Rect {
                x: r.x + f64::from(i % 3) * w,
                y: r.y + f64::from(i / 3) * h,
                w,
                h,
            };
            1.0 - luma_over(gray, p, &cell) / paper
        })
        .collect();
    let mean = darkness.iter().sum::<f32>() / 9.0;
    let lightest = darkness.iter().copied().fold(f32::INFINITY, f32::min);
    1.0 - lightest / mean.max(f32::EPSILON)
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
    match b.kind {
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

/// Read one photographed page.
pub fn read_page(gray: &GrayImage) -> Result<PageRead, ReadError> {
    let (sets, found) = find_markers(gray);
    let Some((markers, (projection, contrast))) = sets
        .into_iter()
        .find_map(|m| the_form_at(gray, m).map(|p| (m, p)))
    else {
        return Err(ReadError::Markers { found });
    };
    // Page code: dark cells against the markers' own black and white.
    let mid = (contrast.black + contrast.white) / 2.0;
    let cells = ticks::page_code_cells();
    let mut bits = [false; PAGE_CODE_BITS];
    for (bit, cell) in bits.iter_mut().zip(&cells) {
        *bit = mean_in(gray, &projection, &cell.inset(cell.w * 0.2), 3) < mid;
    }
    let code = PageCode::decode(&bits).map_err(ReadError::PageCode)?;
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
            .filter(|(b, _)| matches!(b.kind, BoxKind::Entry { .. }))
            .map(|(_, &ink)| ink),
    );
    let mut boxes: Vec<BoxRead> = boxes
        .into_iter()
        .zip(inks)
        .zip(papers)
        .map(|((tick, ink), paper)| {
            let (half, scale) = match tick.kind {
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

#[cfg(test)]
mod tests;
