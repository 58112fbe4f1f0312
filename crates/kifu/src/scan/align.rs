//! Finding a form in a photo (OMRChecker's *alignment*): its four corner markers, and the
//! homography from the form (mm) to the photo (pixels) through their centres. The photo is
//! never warped as a whole: the cells are measured through the homography
//! ([`super::ink`]).

use image::GrayImage;
use imageproc::geometric_transformations::Projection;
use imageproc::region_labelling::{Connectivity, connected_components};

use super::form::{Frame, Rect};
use super::ink::{mean_in, sample};

/// A form found in a photo.
#[derive(Clone, Copy, Debug)]
pub struct Aligned {
    /// From the form (mm) to the photo (pixels).
    pub projection: Projection,
    /// The centres of the markers in the photo, clockwise from the top left of the form.
    pub markers: [(f32, f32); 4],
    /// How black and how white the markers read: the page's own references.
    pub contrast: Contrast,
}

/// The form's four corner markers are not in the photo: fewer than four marker-like shapes,
/// or no four of them stand as the form's corners (a photo of something else).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkersNotFound {
    /// How many marker-like shapes were found.
    pub found: usize,
}

/// Find the form of `frame` in a photo: the likeliest four marker-like shapes that stand
/// as its corners and read as its markers (each a black ring around a white hole, the dot
/// in the bottom-right one only).
pub fn align(gray: &GrayImage, frame: &Frame) -> Result<Aligned, MarkersNotFound> {
    let (sets, found) = find_markers(gray, frame);
    sets.into_iter()
        .find_map(|m| {
            the_form_at(gray, frame, m).map(|(projection, contrast)| Aligned {
                projection,
                markers: m,
                contrast,
            })
        })
        .ok_or(MarkersNotFound { found })
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
    if k <= 1 || gray.width() == 0 || gray.height() == 0 {
        return gray.clone();
    }
    let (w, h) = (gray.width() / k, gray.height() / k);
    let mut out = GrayImage::new(w.max(1), h.max(1));
    let raw = gray.as_raw();
    let stride = gray.width() as usize;
    // A side shorter than `k` (a strip of a picture) still shrinks to one pixel: its
    // last row or column stands for the ones it lacks.
    let (last_x, last_y) = (gray.width() - 1, gray.height() - 1);
    for y in 0..out.height() {
        for x in 0..out.width() {
            let mut sum = 0u32;
            for dy in 0..k {
                let row = (y * k + dy).min(last_y) as usize * stride;
                for dx in 0..k {
                    sum += u32::from(raw[row + (x * k + dx).min(last_x) as usize]);
                }
            }
            out.put_pixel(x, y, image::Luma([(sum / (k * k)) as u8]));
        }
    }
    out
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
fn as_corners(four: [&Ring; 4], frame: &Frame) -> Option<([Ring; 4], f32)> {
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
    let ms = &frame.markers;
    let (form_across, form_down) = (
        ms[1].centre().0 - ms[0].centre().0,
        ms[3].centre().1 - ms[0].centre().1,
    );
    let ratio = (down / across) / (form_down / form_across) as f32;
    let scale = (size.iter().sum::<f32>() / 4.0 / across) / (ms[0].outer.w / form_across) as f32;
    if !(0.55..=1.8).contains(&ratio) || !(0.5..=2.0).contains(&scale) {
        return None;
    }
    let area = signed_area(&q.map(|r| r.centre)) / 2.0;
    Some((q, area))
}

/// The ways four of the rings can be the form's corners, the largest first (at most a
/// few: the markers are the largest rings of the page, and the candidates are capped).
fn corner_sets(rings: &[Ring], frame: &Frame) -> Vec<[Ring; 4]> {
    let mut by_size: Vec<&Ring> = rings.iter().collect();
    by_size.sort_by(|a, b| b.filled.total_cmp(&a.filled));
    by_size.truncate(14);
    let n = by_size.len();
    let mut sets: Vec<([Ring; 4], f32)> = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    if let Some(set) =
                        as_corners([by_size[a], by_size[b], by_size[c], by_size[d]], frame)
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
fn find_markers(gray: &GrayImage, frame: &Frame) -> (Vec<[(f32, f32); 4]>, usize) {
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
    let stroke = ((small.width().max(small.height()) as f32 / frame.height as f32 / 2.5).round()
        as u8)
        .max(1);
    let bin = imageproc::morphology::open(&dark, imageproc::distance_transform::Norm::LInf, stroke);
    let rings = rings(&small, &bin);
    let sets = corner_sets(&rings, frame)
        .iter()
        .map(|set| set.map(|r| refine(gray, &r.blob, k)))
        .collect();
    (sets, rings.len())
}

/// Luma references of a page seen through `projection`: the markers' black and white.
#[derive(Clone, Copy, Debug)]
pub struct Contrast {
    /// The markers' mean black.
    pub black: f32,
    /// The markers' mean white (their holes).
    pub white: f32,
}

/// The projection through four marker centres, when the photo shows the form's markers
/// there: each a black ring around a white hole, the dot in the bottom-right one only.
/// Returns it with the markers' mean black and white.
fn the_form_at(
    gray: &GrayImage,
    frame: &Frame,
    markers: [(f32, f32); 4],
) -> Option<(Projection, Contrast)> {
    let projection = homography(frame.marker_centres(), markers)?;
    let mean = |r: &Rect| mean_in(gray, &projection, r, 3);
    let (mut black, mut white) = (0.0, 0.0);
    for m in &frame.markers {
        let (o, hole) = (m.outer, m.hole);
        let band = m.band();
        // The middle of each side of the ring, and each corner of the hole (clear of the dot).
        let ring = [
            Rect::square(o.x + band * 0.25, o.y + o.h / 2.0 - band / 4.0, band / 2.0),
            Rect::square(
                o.x + o.w - band * 0.75,
                o.y + o.h / 2.0 - band / 4.0,
                band / 2.0,
            ),
            Rect::square(o.x + o.w / 2.0 - band / 4.0, o.y + band * 0.25, band / 2.0),
            Rect::square(
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
        .map(|(x, y)| mean(&Rect::square(x + 0.2, y + 0.2, corner - 0.4)));
        let (cx, cy) = m.centre();
        let middle = mean(&Rect::square(cx - 0.5, cy - 0.5, 1.0));
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

/// The homography taking four points to four others. Both sets are first centred and
/// scaled to about unit size (Hartley's normalisation): solved in the raw coordinates
/// (millimetres against pixels in the thousands), imageproc's SVD can miss the page by
/// more than a millimetre at the far side, with the markers themselves found to a pixel.
pub fn homography(from: [(f32, f32); 4], to: [(f32, f32); 4]) -> Option<Projection> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::form::Marker;

    /// Pictures of any shape are searched without a panic: a strip thinner than the
    /// shrinking factor, a single pixel, an empty picture.
    #[test]
    fn strips_and_empty_pictures_have_no_markers_and_no_panic() {
        let frame = Frame {
            width: 210.0,
            height: 297.0,
            markers: Marker::corners(210.0, 297.0, 8.0, 10.0, 5.0, 2.0),
            code: Vec::new(),
        };
        for (w, h) in [(5000, 1), (1, 5000), (4000, 2), (1, 1), (0, 0)] {
            let picture = GrayImage::from_pixel(w, h, image::Luma([255]));
            assert!(align(&picture, &frame).is_err(), "{w} × {h}");
        }
    }

    #[test]
    fn the_homography_goes_through_the_markers_of_a_page_in_perspective() {
        // The markers of the photo of match 259 in `scan_suite` (rotated, in perspective, at
        // 150 dpi), where a solve in the raw coordinates missed the page by 1.3 mm.
        let photo = [
            (148.49, 324.31),
            (1223.24, 151.69),
            (1422.02, 1744.58),
            (362.38, 1916.57),
        ];
        let form = Marker::corners(210.0, 297.0, 8.0, 10.0, 5.0, 2.0);
        let form = Frame {
            width: 210.0,
            height: 297.0,
            markers: form,
            code: Vec::new(),
        }
        .marker_centres();
        let h = homography(form, photo).unwrap();
        for (f, p) in form.iter().zip(&photo) {
            let (x, y) = h * *f;
            assert!(
                (x - p.0).hypot(y - p.1) < 0.05,
                "{f:?} → ({x}, {y}), not {p:?}"
            );
        }
        // The form's markers stand on a rectangle: its centre goes where the photo's diagonals
        // cross (a projection keeps lines and where they meet).
        let centre = ((form[0].0 + form[2].0) / 2.0, (form[0].1 + form[2].1) / 2.0);
        let (a, b, c, d) = (photo[0], photo[2], photo[1], photo[3]);
        let cross = |u: (f32, f32), v: (f32, f32)| u.0 * v.1 - u.1 * v.0;
        let (r, s) = ((b.0 - a.0, b.1 - a.1), (d.0 - c.0, d.1 - c.1));
        let t = cross((c.0 - a.0, c.1 - a.1), s) / cross(r, s);
        let meet = (a.0 + t * r.0, a.1 + t * r.1);
        let (x, y) = h * centre;
        assert!(
            (x - meet.0).hypot(y - meet.1) < 0.1,
            "({x}, {y}) vs {meet:?}"
        );
    }
}
