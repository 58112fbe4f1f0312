//! SVG to pixels: the rasteriser behind `kifu show --format png`, `kifu sheet --format png`
//! and the synthetic photos of the tick form; and SVG pages to one PDF ([`svgs_to_pdf`], for
//! `kifu sheet --format pdf`). [`resvg`] parses and draws (with its
//! `usvg` tree and `tiny-skia` canvas); the [`image`] crate encodes PNG.
//!
//! Sizes follow CSS: an SVG `width="210mm"` is 210 mm, a plain number is a CSS pixel
//! (1/96 inch). At `dpi` dots per inch a document of `w` CSS pixels becomes
//! `round(w × dpi / 96)` pixels wide.

use std::io::Cursor;
use std::sync::{Arc, OnceLock};

use image::{ImageFormat, RgbaImage};
use resvg::{tiny_skia, usvg};

/// The lowest and highest resolutions the rasteriser accepts, dots per inch.
pub const DPI_RANGE: std::ops::RangeInclusive<f32> = 10.0..=1200.0;

/// The largest picture drawn, in pixels (width × height): 1200 dpi on an A4 page.
const MAX_PIXELS: u64 = 14_000 * 10_000;

/// An SVG that cannot be drawn.
#[derive(Debug, thiserror::Error, miette::Diagnostic)]
pub enum RasterError {
    /// The SVG text does not parse.
    #[error("the SVG cannot be read: {0}")]
    #[diagnostic(code(kifu::raster::svg))]
    Svg(String),
    /// The resolution is outside [`DPI_RANGE`].
    #[error("{dpi} dpi is out of range")]
    #[diagnostic(
        code(kifu::raster::dpi),
        help("choose a resolution from 10 to 1200 dpi")
    )]
    Dpi {
        /// The resolution asked for.
        dpi: f32,
    },
    /// The picture would be empty or too large to draw.
    #[error("a picture of {width} × {height} pixels cannot be drawn")]
    #[diagnostic(code(kifu::raster::size), help("choose a lower resolution"))]
    Size {
        /// Width, pixels.
        width: u64,
        /// Height, pixels.
        height: u64,
    },
    /// PNG encoding failed.
    #[error("the PNG cannot be written: {0}")]
    #[diagnostic(code(kifu::raster::png))]
    Png(String),
    /// PDF conversion failed.
    #[error("the PDF cannot be written: {0}")]
    #[diagnostic(code(kifu::raster::pdf))]
    Pdf(String),
}

/// The fonts found on the system, loaded once; `sans-serif` is the first of the usual
/// families that is installed.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut db = usvg::fontdb::Database::new();
            db.load_system_fonts();
            let family = [
                "DejaVu Sans",
                "Liberation Sans",
                "Arial",
                "Helvetica",
                "Noto Sans",
            ]
            .into_iter()
            .find(|f| {
                db.faces()
                    .any(|face| face.families.iter().any(|(n, _)| n == f))
            });
            if let Some(f) = family {
                db.set_sans_serif_family(f);
            }
            Arc::new(db)
        })
        .clone()
}

/// The SVG's tree, once the resolution is known to be in range.
fn parse(svg: &str, dpi: f32) -> Result<usvg::Tree, RasterError> {
    if !DPI_RANGE.contains(&dpi) {
        return Err(RasterError::Dpi { dpi });
    }
    let options = usvg::Options {
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(svg, &options).map_err(|e| RasterError::Svg(e.to_string()))
}

/// Draw `svg` at `dpi` dots per inch on a transparent canvas.
pub fn render(svg: &str, dpi: f32) -> Result<RgbaImage, RasterError> {
    let tree = parse(svg, dpi)?;
    let scale = dpi / 96.0;
    let size = tree.size();
    let (w, h) = (
        (size.width() * scale).round() as u64,
        (size.height() * scale).round() as u64,
    );
    let too_big = RasterError::Size {
        width: w,
        height: h,
    };
    if w == 0 || h == 0 || w * h > MAX_PIXELS {
        return Err(too_big);
    }
    let mut pixmap = tiny_skia::Pixmap::new(w as u32, h as u32).ok_or(too_big)?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    let image = RgbaImage::from_raw(w as u32, h as u32, rgba);
    image.ok_or(RasterError::Size {
        width: w,
        height: h,
    })
}

/// Draw `svg` at `dpi` over `base`, an opaque picture of the size the SVG has at that
/// resolution (as [`render`] makes it): the way to add a little drawing on top of a large
/// one drawn once.
pub fn render_onto(svg: &str, dpi: f32, base: &mut RgbaImage) -> Result<(), RasterError> {
    let tree = parse(svg, dpi)?;
    let scale = dpi / 96.0;
    let (w, h) = base.dimensions();
    let mut pixmap =
        tiny_skia::PixmapMut::from_bytes(base.as_mut(), w, h).ok_or(RasterError::Size {
            width: u64::from(w),
            height: u64::from(h),
        })?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap,
    );
    Ok(())
}

/// A picture as PNG bytes.
pub fn png(image: &RgbaImage) -> Result<Vec<u8>, RasterError> {
    let mut out = Cursor::new(Vec::new());
    image
        .write_to(&mut out, ImageFormat::Png)
        .map_err(|e| RasterError::Png(e.to_string()))?;
    Ok(out.into_inner())
}

/// Draw `svg` at `dpi` and encode it as PNG.
pub fn svg_to_png(svg: &str, dpi: f32) -> Result<Vec<u8>, RasterError> {
    png(&render(svg, dpi)?)
}

#[cfg(feature = "pdf")]
/// Pages (SVG documents) as one PDF document, a page each, each page the size of its SVG.
/// Lines, shapes and text stay vectors ([`svg2pdf`] converts each page, the fonts it uses
/// embedded as subsets), so the PDF prints sharp at any size.
pub fn svgs_to_pdf<S: AsRef<str>>(pages: &[S]) -> Result<Vec<u8>, RasterError> {
    use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref};
    use std::collections::HashMap;

    let mut alloc = Ref::new(1);
    let catalog = alloc.bump();
    let tree_id = alloc.bump();
    let page_ids: Vec<Ref> = pages.iter().map(|_| alloc.bump()).collect();
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree_id);
    pdf.pages(tree_id)
        .kids(page_ids.iter().copied())
        .count(i32::try_from(page_ids.len()).unwrap_or(i32::MAX));
    for (svg, &page_id) in pages.iter().zip(&page_ids) {
        let tree = parse(svg.as_ref(), 96.0)?;
        let (chunk, svg_id) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|e| RasterError::Pdf(e.to_string()))?;
        let mut map = HashMap::new();
        let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
        let svg_id = map
            .get(&svg_id)
            .copied()
            .ok_or_else(|| RasterError::Pdf("the page has no picture".to_owned()))?;
        let content_id = alloc.bump();
        // CSS pixels (1/96 inch) to PDF points (1/72 inch).
        let (w, h) = (tree.size().width() * 0.75, tree.size().height() * 0.75);
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, w, h));
        page.parent(tree_id);
        page.contents(content_id);
        page.resources().x_objects().pair(Name(b"P"), svg_id);
        page.finish();
        let mut content = Content::new();
        content
            .save_state()
            .transform([w, 0.0, 0.0, h, 0.0, 0.0])
            .x_object(Name(b"P"))
            .restore_state();
        pdf.stream(content_id, &content.finish());
        pdf.extend(&chunk);
    }
    Ok(pdf.finish())
}

/// A text of an SVG as the fonts lay it out, on a page in millimetres: what it says, the
/// box it takes (its glyphs' advances, ascent and descent, with their outlines), and the
/// size its letters are set at. What [`svgs_to_pdf`] puts in the PDF is this same layout.
#[derive(Clone, Debug, PartialEq)]
pub struct TextBox {
    /// The text.
    pub text: String,
    /// Left, top, right and bottom edges, mm from the page's top-left corner.
    pub mm: [f64; 4],
    /// The font size, points (the smallest of its spans).
    pub points: f64,
}

/// Every text of `svg` laid out with the fonts the rasteriser and the PDF use (a text no
/// installed font can draw is left out: compare with the document's `<text>` elements).
pub fn text_boxes(svg: &str) -> Result<Vec<TextBox>, RasterError> {
    fn walk(group: &usvg::Group, out: &mut Vec<TextBox>) {
        for node in group.children() {
            match node {
                usvg::Node::Group(g) => walk(g, out),
                usvg::Node::Text(t) => {
                    let (ink, metrics) = (t.abs_stroke_bounding_box(), t.abs_bounding_box());
                    // CSS pixels (1/96 inch) to millimetres.
                    let mm = |px: f32| f64::from(px) * 25.4 / 96.0;
                    let (sx, sy) = t.abs_transform().get_scale();
                    let size = t
                        .chunks()
                        .iter()
                        .flat_map(|c| c.spans())
                        .map(|s| s.font_size().get() * sx.min(sy))
                        .fold(f32::INFINITY, f32::min);
                    out.push(TextBox {
                        text: t.chunks().iter().map(|c| c.text()).collect(),
                        mm: [
                            mm(ink.left().min(metrics.left())),
                            mm(ink.top().min(metrics.top())),
                            mm(ink.right().max(metrics.right())),
                            mm(ink.bottom().max(metrics.bottom())),
                        ],
                        // CSS pixels to points.
                        points: f64::from(size) * 0.75,
                    });
                }
                usvg::Node::Path(_) | usvg::Node::Image(_) => {}
            }
        }
    }
    let tree = parse(svg, 96.0)?;
    let mut out = Vec::new();
    walk(tree.root(), &mut out);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQUARES: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">
  <rect x="0" y="0" width="20" height="20" fill="#ff0000"/>
  <rect x="20" y="0" width="20" height="20" fill="#0000ff"/>
</svg>"##;

    #[test]
    fn a_pixel_svg_is_drawn_at_its_size_times_dpi_over_96_with_its_colours() {
        let img = render(SQUARES, 192.0).unwrap();
        assert_eq!(img.dimensions(), (80, 40));
        assert_eq!(img.get_pixel(10, 20).0, [255, 0, 0, 255]);
        assert_eq!(img.get_pixel(70, 20).0, [0, 0, 255, 255]);
    }

    #[test]
    fn a_millimetre_svg_is_drawn_at_its_printed_size() {
        let a4 = r#"<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297"><rect x="0" y="0" width="10" height="10" fill="black"/></svg>"#;
        let img = render(a4, 100.0).unwrap();
        // 210 mm at 100 dpi = 826.8 px.
        assert_eq!(img.dimensions(), (827, 1169));
        assert_eq!(img.get_pixel(20, 20).0, [0, 0, 0, 255]);
        assert_eq!(
            img.get_pixel(60, 60).0[3],
            0,
            "transparent outside the rect"
        );
    }

    #[test]
    fn png_bytes_decode_to_the_same_picture() {
        let bytes = svg_to_png(SQUARES, 96.0).unwrap();
        assert!(bytes.starts_with(b"\x89PNG"));
        let back = image::load_from_memory(&bytes).unwrap().to_rgba8();
        assert_eq!(back, render(SQUARES, 96.0).unwrap());
    }

    #[test]
    fn a_drawing_over_a_picture_keeps_what_it_does_not_cover() {
        let mut base = render(SQUARES, 96.0).unwrap();
        let dot = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect x="0" y="0" width="5" height="5" fill="#00ff00"/></svg>"##;
        render_onto(dot, 96.0, &mut base).unwrap();
        assert_eq!(base.get_pixel(2, 2).0, [0, 255, 0, 255]);
        assert_eq!(base.get_pixel(10, 10).0, [255, 0, 0, 255]);
        assert_eq!(base.get_pixel(30, 10).0, [0, 0, 255, 255]);
    }

    #[test]
    fn bad_svg_and_bad_resolutions_are_errors() {
        assert!(matches!(render("<svg", 96.0), Err(RasterError::Svg(_))));
        assert!(matches!(render(SQUARES, 0.0), Err(RasterError::Dpi { .. })));
        assert!(matches!(
            render(SQUARES, f32::NAN),
            Err(RasterError::Dpi { .. })
        ));
        let huge = r#"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"/>"#;
        assert!(matches!(render(huge, 96.0), Err(RasterError::Size { .. })));
    }
}
