//! Reading photographed paper forms, whatever the game: a form described as data, found
//! in a photo by its corner markers, and its cells measured through the homography.
//!
//! The split is OMRChecker's:
//!
//! - [`form`], the *template*: the form as data ([`Frame`]: page size, corner
//!   [`Marker`]s, page-code cells; [`Cell`]s with an id, a [`CellKind`] (a tick box or a
//!   writing cell) and a [`Rect`] in millimetres). It needs no feature: the printed form
//!   is drawn from it too.
//! - [`align`](mod@align), the *alignment* (feature `scan`): the four corner markers found in a
//!   photo (under rotation, perspective, blur and uneven light), and the homography from
//!   the form to the photo through their centres, solved on normalised points.
//! - [`ink`], the *mark reading* (feature `scan`): how dark a rectangle of the form is in
//!   the photo, against the paper next to it, sampled about a pixel apart through the
//!   homography (the photo is never warped as a whole).
//! - the *interpretation* is the form's owner's: for Kamisado's tick form,
//!   [`kamisado::scan`](crate::kamisado::scan) reads each page (the page code, every box's
//!   probability of being ticked, ticks taken back), puts the pages together and settles
//!   the most plausible record by the rules.
//!
//! [`overlay`] (feature `scan`) draws on a photo what was read; [`decode_photo`] (feature
//! `scan`) opens a photo's bytes within bounds, for every surface that reads one.

#[cfg(feature = "scan")]
pub mod align;
pub mod form;
#[cfg(feature = "scan")]
pub mod ink;
#[cfg(feature = "scan")]
pub mod overlay;

#[cfg(feature = "scan")]
pub use align::{Aligned, Contrast, MarkersNotFound, align};

/// The largest photo read, in pixels a side: a 12-megapixel phone photo is 4000 × 3000.
/// A bigger one (or a file that claims to be) is refused before it is decoded.
#[cfg(feature = "scan")]
pub const MAX_PHOTO_SIDE: u32 = 12_000;

/// The most memory decoding one photo may take, in bytes.
#[cfg(feature = "scan")]
pub const MAX_PHOTO_ALLOC: u64 = 512 * 1024 * 1024;

/// A photo's bytes (a PNG or JPEG file) decoded, refused before decoding if it is bigger
/// than [`MAX_PHOTO_SIDE`] a side or needs more than [`MAX_PHOTO_ALLOC`] bytes: photos are
/// untrusted input. Its format is the one its file `name` says, else the one its first
/// bytes say. The command line's `kifu scan` and the web app's scanner both open photos so.
#[cfg(feature = "scan")]
pub fn decode_photo(name: &str, bytes: &[u8]) -> Result<image::DynamicImage, image::ImageError> {
    let mut reader = image::ImageReader::new(std::io::Cursor::new(bytes));
    match image::ImageFormat::from_path(name) {
        Ok(format) => reader.set_format(format),
        Err(_) => reader = reader.with_guessed_format()?,
    }
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_PHOTO_SIDE);
    limits.max_image_height = Some(MAX_PHOTO_SIDE);
    limits.max_alloc = Some(MAX_PHOTO_ALLOC);
    reader.limits(limits);
    reader.decode()
}
pub use form::{Cell, CellKind, Corner, Frame, Marker, Page, Rect};
