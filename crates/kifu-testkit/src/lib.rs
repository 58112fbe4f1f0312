//! The test harness of kifu's photo reading, kept out of the library (not published):
//! [`fill`] says what a hand ticks on the tick form for a record; [`photo`] makes synthetic phone photos of filled Kamisado tick sheets with their ground
//! truth; [`suite`] photographs generated matches, scans them as `kifu scan` does, and
//! tallies what came back (the figures of BENCHMARKS.md, from `examples/scan_suite.rs`).
//! The root integration tests (`tests/scan.rs`) photograph their sheets with it too.

pub mod fill;
pub mod photo;
pub mod suite;
