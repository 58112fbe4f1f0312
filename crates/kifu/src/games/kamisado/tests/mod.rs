//! Tests of the engine's private pieces against each other, moved here from the root
//! `tests/` so that they can reach them: the fast paths against the full pipeline.

mod fast;
