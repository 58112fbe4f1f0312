//! A cell crop to a model's input, exactly as `tools/handwriting/preprocess.py` does it
//! in training (keep the two in step; the test `rust_and_python_probabilities_agree`
//! checks them on the committed fixtures):
//!
//! 1. the grey crop, of any size, is resampled to the input size by area averaging (each
//!    output pixel is the mean of the source area it covers, pixels cut by its edges
//!    weighted by their overlap), in `f64`;
//! 2. darkness is measured against the paper: with the values sorted, the paper level is
//!    the one at 80 % and the ink level the one at 1 % (index `⌊q·(n − 1)⌋`), and each
//!    pixel becomes `clamp((paper − v) / max(paper − ink, 0.15), 0, 1)`, `v` in 0–1.

use image::GrayImage;

const PAPER_Q: f64 = 0.8;
const INK_Q: f64 = 0.01;
const MIN_CONTRAST: f64 = 0.15;

/// The source pixels one output pixel averages, with their weights.
struct Span {
    first: usize,
    weights: Vec<f64>,
}

/// For each of `n_out` output pixels, the source pixels (of `n_in`) it covers and how much.
fn area_spans(n_in: usize, n_out: usize) -> Vec<Span> {
    let scale = n_in as f64 / n_out as f64;
    (0..n_out)
        .map(|o| {
            let start = o as f64 * scale;
            let end = (o + 1) as f64 * scale;
            let first = start.floor() as usize;
            let mut weights = Vec::new();
            let mut i = first;
            while i < n_in && (i as f64) < end {
                let lo = start.max(i as f64);
                let hi = end.min((i + 1) as f64);
                weights.push((hi - lo) / scale);
                i += 1;
            }
            Span { first, weights }
        })
        .collect()
}

/// The crop as the network's input: `height × width` values in 0–1 (ink 1, paper 0), row
/// by row. An empty crop gives blank paper.
pub(crate) fn preprocess(crop: &GrayImage, height: usize, width: usize) -> Vec<f32> {
    let (w_in, h_in) = (crop.width() as usize, crop.height() as usize);
    if w_in == 0 || h_in == 0 || height == 0 || width == 0 {
        return vec![0.0; height * width];
    }
    let pixels = crop.as_raw();
    // Rows first: `height` rows of the source's width.
    let rows = area_spans(h_in, height);
    let mut tall = vec![0.0f64; height * w_in];
    for (o, span) in rows.iter().enumerate() {
        let out = &mut tall[o * w_in..(o + 1) * w_in];
        for (k, &wt) in span.weights.iter().enumerate() {
            let src = &pixels[(span.first + k) * w_in..(span.first + k + 1) * w_in];
            for (acc, &v) in out.iter_mut().zip(src) {
                *acc += wt * (f64::from(v) / 255.0);
            }
        }
    }
    // Then columns.
    let cols = area_spans(w_in, width);
    let mut small = vec![0.0f64; height * width];
    for y in 0..height {
        let src = &tall[y * w_in..(y + 1) * w_in];
        for (x, span) in cols.iter().enumerate() {
            small[y * width + x] = span
                .weights
                .iter()
                .zip(&src[span.first..])
                .map(|(wt, v)| wt * v)
                .sum();
        }
    }
    let mut sorted = small.clone();
    sorted.sort_by(f64::total_cmp);
    let last = (sorted.len() - 1) as f64;
    let paper = sorted[(PAPER_Q * last) as usize];
    let ink = sorted[(INK_Q * last) as usize];
    let contrast = (paper - ink).max(MIN_CONTRAST);
    small
        .iter()
        .map(|&v| ((paper - v) / contrast).clamp(0.0, 1.0) as f32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn area_weights_cover_each_source_pixel_once() {
        for (n_in, n_out) in [(7, 3), (3, 7), (100, 32), (32, 32), (1, 80), (5000, 32)] {
            let spans = area_spans(n_in, n_out);
            let mut cover = vec![0.0; n_in];
            for s in &spans {
                let total: f64 = s.weights.iter().sum();
                assert!((total - 1.0).abs() < 1e-9, "{n_in}→{n_out}: {total}");
                for (k, w) in s.weights.iter().enumerate() {
                    cover[s.first + k] += w * n_in as f64 / n_out as f64;
                }
            }
            assert!(
                cover.iter().all(|c| (c - 1.0).abs() < 1e-9),
                "{n_in}→{n_out}"
            );
        }
    }

    #[test]
    fn a_dark_stroke_on_paper_becomes_ink_on_nothing() {
        // 64 × 160 paper at 230 with a dark bar at 30 across rows 30..34.
        let img = GrayImage::from_fn(160, 64, |_, y| {
            image::Luma([if (30..34).contains(&y) { 30 } else { 230 }])
        });
        let x = preprocess(&img, 32, 80);
        assert_eq!(x.len(), 32 * 80);
        // Rows 15 and 16 cover the bar exactly; the rest is paper.
        for (i, v) in x.iter().enumerate() {
            let expected = if (15..17).contains(&(i / 80)) {
                1.0
            } else {
                0.0
            };
            assert!((v - expected).abs() < 1e-6, "{i}: {v}");
        }
    }

    #[test]
    fn crops_of_no_pixels_are_blank_paper() {
        for (w, h) in [(0, 0), (0, 10), (10, 0)] {
            let x = preprocess(&GrayImage::new(w, h), 32, 128);
            assert!(x.iter().all(|&v| v == 0.0));
        }
    }
}
