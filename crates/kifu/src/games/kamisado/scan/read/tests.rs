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
        assert_eq!(b.p > 0.5, want, "{:?}: ink {} p {}", b.tick.id, b.ink, b.p);
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
