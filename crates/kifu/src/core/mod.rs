//! Pieces shared by every game: spans, diagnostics, the record header (tags, comments).

pub mod board;
pub mod check;
pub mod commands;
pub mod diag;
pub mod game;
pub mod header;
pub mod import;
pub mod json;
pub mod json_out;
pub mod model;
pub mod named;
pub mod parse;
pub mod perft;
pub mod position;
pub mod random;
#[cfg(feature = "png")]
pub mod raster;
pub mod record;
pub mod replay;
#[cfg(feature = "report")]
pub mod report;
pub mod rules;

pub mod form;
pub mod span;
pub mod svg;
pub mod tags;
pub mod term;

pub use diag::Problem;
pub use game::{CheckedRecord, GameKind};
pub use span::{LineIndex, Span, Spanned};
