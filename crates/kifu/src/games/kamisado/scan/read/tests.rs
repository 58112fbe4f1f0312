use image::{Luma, imageops};
use imageproc::drawing::draw_line_segment_mut;
use imageproc::geometric_transformations::{Interpolation, rotate_about_center};

use super::*;
use crate::core::raster;
use crate::games::kamisado::notation::Lang;
use crate::games::kamisado::tick_sheet::{TickWords, page_svg};

const DPI: f32 = 150.0;

/// Page `page` of the blank form, grey, at 150 dpi, on a darker table.
fn blank(page: u32) -> GrayImage {
    let rgba = raster::render(&page_svg(page, &TickWords::of(Lang::En)), DPI).unwrap();
    let form = image::DynamicImage::ImageRgba8(rgba).to_luma8();
    let mut table = GrayImage::from_pixel(form.width() + 300, form.height() + 300, Luma([90]));
    imageops::overlay(&mut table, &form, 150, 150);
    table
}

/// A pen cross over a box (mm to pixels at 150 dpi, the page 150 px in).
fn cross(img: &mut GrayImage, r: &ticks::Rect, ink: u8) {
    let px = |x: f64, y: f64| {
        (
            (x * f64::from(DPI) / 25.4) as f32 + 150.0,
            (y * f64::from(DPI) / 25.4) as f32 + 150.0,
        )
    };
    for d in [-1.0f32, 0.0, 1.0] {
        let (a, b) = (px(r.x, r.y), px(r.x + r.w, r.y + r.h));
        draw_line_segment_mut(img, (a.0 + d, a.1), (b.0 + d, b.1), Luma([ink]));
        let (a, b) = (px(r.x + r.w, r.y), px(r.x, r.y + r.h));
        draw_line_segment_mut(img, (a.0 + d, a.1), (b.0 + d, b.1), Luma([ink]));
    }
}

/// Ticks one box in every tenth entry half, cycling through the fields.
fn ticked(page: u32) -> (GrayImage, Vec<TickBox>) {
    let mut img = blank(page);
    let mut chosen = Vec::new();
    for (i, b) in ticks::boxes(page).into_iter().enumerate() {
        if i % 37 == 5 {
            cross(&mut img, &b.rect, 30);
            chosen.push(b);
        }
    }
    (img, chosen)
}

fn check(read: &PageRead, chosen: &[TickBox]) {
    let (mut blank, mut tick) = (f32::MIN, f32::MAX);
    for b in &read.boxes {
        if chosen.contains(&b.tick) {
            tick = tick.min(b.ink);
        } else {
            blank = blank.max(b.ink);
        }
    }
    // A clear gap between the darkest blank box and the faintest tick.
    assert!(
        tick - blank > 0.1,
        "blank ink up to {blank}, ticks from {tick}"
    );
    for b in &read.boxes {
        let want = chosen.contains(&b.tick);
        assert_eq!(
            b.p > 0.5,
            want,
            "{:?}: ink {} p {}",
            b.tick.kind,
            b.ink,
            b.p
        );
    }
}

#[test]
fn a_straight_page_gives_its_code_and_every_tick() {
    let (img, chosen) = ticked(1);
    let read = read_page(&img).unwrap();
    assert_eq!(read.code, PageCode::kamisado(1));
    check(&read, &chosen);
}

#[test]
fn a_turned_page_is_read_the_same() {
    let (img, chosen) = ticked(3);
    let turned = rotate_about_center(&img, 0.12, Interpolation::Bilinear, Luma([90]));
    let read = read_page(&turned).unwrap();
    assert_eq!(read.code.page, 3);
    check(&read, &chosen);
    // Upside down: the dotted marker still says which corner is which.
    let flipped = imageops::rotate180(&img);
    let read = read_page(&flipped).unwrap();
    assert_eq!(read.code.page, 3);
    check(&read, &chosen);
}

#[test]
fn a_photo_without_the_form_is_an_error() {
    let img = GrayImage::from_pixel(600, 800, Luma([200]));
    assert!(matches!(read_page(&img), Err(ReadError::Markers { .. })));
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
    let form = form_markers();
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
        let r = ticks::Rect::square(44.0 + f64::from(k) * 0.25, 40.0, 12.0);
        let m = luma_over(&img, &identity, &r);
        lo = lo.min(m);
        hi = hi.max(m);
    }
    assert!(hi - lo < 3.0, "from {lo} to {hi}");
    assert!((lo - (250.0 - 230.0 / 12.0)).abs() < 4.0, "{lo}");
}
