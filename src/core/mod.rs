//! Pieces shared by every game: spans, diagnostics, the record header (tags, comments).

pub mod diag;
pub mod header;
pub mod span;

pub use diag::{Level, Problem, ProblemJson, SourceProblem};
pub use span::{LineCol, LineIndex, Span, Spanned};
