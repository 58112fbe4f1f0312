//! Filling a game's JSON model from a replayed record, the same way for every game.
//!
//! A game says how its model is filled ([`JsonModel::json`], on its `Record`); the two
//! entry points, [`to_json`] (one record, one text) and [`to_json_with`] (a line index
//! made once for a text of many records), are written here once and re-exported by each
//! game's `json` module.

use super::LineIndex;

/// The text a record was parsed from, as the JSON model reads it: each entry is kept as
/// written, with its line and column.
#[derive(Clone, Copy, Debug)]
pub struct Source<'i, 'a> {
    /// The line index of the text (made once for a text of many records).
    pub index: &'i LineIndex<'i>,
    /// The text the record's spans point into.
    pub text: &'a str,
}

/// A game record that fills a JSON model once replayed.
pub trait JsonModel {
    /// What replaying the record gives.
    type Replay;
    /// The JSON model of one record (it borrows the record and its text).
    type Json<'a>
    where
        Self: 'a;

    /// The model of this record, replayed as `replay`, with the entries as written in
    /// `source`.
    fn json<'a>(&'a self, source: Source<'_, 'a>, replay: &Self::Replay) -> Self::Json<'a>;
}

/// The JSON of a replayed record. `text` is the whole text the record's spans point into.
/// For a text of many records, index it once and use [`to_json_with`].
pub fn to_json<'a, R: JsonModel>(text: &'a str, record: &'a R, replay: &R::Replay) -> R::Json<'a> {
    to_json_with(&LineIndex::new(text), text, record, replay)
}

/// [`to_json`] with the line index of `text` made once by the caller: converting every
/// record of a long text stays linear (and a record converted on its own can keep the
/// lines of its file, see [`LineIndex::starting_at`]).
pub fn to_json_with<'a, R: JsonModel>(
    index: &LineIndex<'_>,
    text: &'a str,
    record: &'a R,
    replay: &R::Replay,
) -> R::Json<'a> {
    record.json(Source { index, text }, replay)
}
