//! Drawing on a photo what was read: a frame around a cell of the form, seen through the
//! page's homography, and a cross on a marker.

use image::{Rgb, RgbImage};
use imageproc::drawing::draw_line_segment_mut;
use imageproc::geometric_transformations::Projection;

use super::form::Rect;

/// Frame a rectangle of the form (mm) on the photo, three pixels thick, through
/// `projection` (from the form to the photo).
pub fn frame(photo: &mut RgbImage, projection: &Projection, rect: &Rect, colour: Rgb<u8>) {
    let corners = [
        (rect.x, rect.y),
        (rect.x + rect.w, rect.y),
        (rect.x + rect.w, rect.y + rect.h),
        (rect.x, rect.y + rect.h),
    ];
    let px: Vec<(f32, f32)> = corners
        .iter()
        .map(|&(x, y)| *projection * (x as f32, y as f32))
        .collect();
    for i in 0..4 {
        for d in [-1.0, 0.0, 1.0] {
            let (a, z) = (px[i], px[(i + 1) % 4]);
            draw_line_segment_mut(photo, (a.0 + d, a.1 + d), (z.0 + d, z.1 + d), colour);
        }
    }
}

/// A cross 50 pixels wide, three thick, at a point of the photo (a marker's centre).
pub fn cross(photo: &mut RgbImage, (x, y): (f32, f32), colour: Rgb<u8>) {
    for d in [-1.0, 0.0, 1.0] {
        draw_line_segment_mut(photo, (x - 25.0, y + d), (x + 25.0, y + d), colour);
        draw_line_segment_mut(photo, (x + d, y - 25.0), (x + d, y + 25.0), colour);
    }
}
