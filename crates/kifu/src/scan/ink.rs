//! How dark a cell of a form is in a photo (OMRChecker's *bubble reading*, before any
//! interpretation): the luma sampled through the homography over a rectangle of the form,
//! the paper's next to it, how evenly it is dark.

use image::GrayImage;
use imageproc::geometric_transformations::Projection;

use super::form::Rect;

/// The luma at a point, bilinear; outside the picture, white.
pub fn sample(gray: &GrayImage, x: f32, y: f32) -> f32 {
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

/// Mean luma over a rectangle of the form (mm), sampled `n`×`n` through the projection.
pub fn mean_in(gray: &GrayImage, p: &Projection, r: &Rect, n: usize) -> f32 {
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
pub fn luma_over(gray: &GrayImage, p: &Projection, r: &Rect) -> f32 {
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
pub fn spread(gray: &GrayImage, p: &Projection, r: &Rect, paper: f32) -> f32 {
    let (w, h) = (r.w / 3.0, r.h / 3.0);
    let darkness: Vec<f32> = (0..9)
        .map(|i| {
            let cell = Rect {
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
pub fn paper_near(gray: &GrayImage, p: &Projection, r: &Rect, gap: f64) -> f32 {
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

#[cfg(test)]
mod tests {
    use image::Luma;

    use super::*;

    #[test]
    fn a_box_is_measured_by_its_area_whatever_the_pixel_grid() {
        // A thin dark stroke (one pixel) in a box twelve pixels wide, the box slid across the
        // pixel grid a quarter of a pixel at a time: sparse samples see the stroke or miss it;
        // samples a pixel apart see its share of the box.
        let mut img = GrayImage::from_pixel(100, 100, Luma([250]));
        for y in 0..100 {
            img.put_pixel(50, y, Luma([20]));
        }
        let identity = Projection::scale(1.0, 1.0);
        let (mut lo, mut hi) = (f32::MAX, f32::MIN);
        for k in 0..8 {
            let r = Rect::square(44.0 + f64::from(k) * 0.25, 40.0, 12.0);
            let m = luma_over(&img, &identity, &r);
            lo = lo.min(m);
            hi = hi.max(m);
        }
        assert!(hi - lo < 3.0, "from {lo} to {hi}");
        assert!((lo - (250.0 - 230.0 / 12.0)).abs() < 4.0, "{lo}");
    }
}
