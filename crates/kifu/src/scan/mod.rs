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
//! [`overlay`] (feature `scan`) draws on a photo what was read.

#[cfg(feature = "scan")]
pub mod align;
pub mod form;
#[cfg(feature = "scan")]
pub mod ink;
#[cfg(feature = "scan")]
pub mod overlay;

#[cfg(feature = "scan")]
pub use align::{Aligned, Contrast, MarkersNotFound, align};
pub use form::{Cell, CellKind, Corner, Frame, Marker, Page, Rect};
