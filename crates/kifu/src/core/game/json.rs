//! Writing a game's JSON model: the schema of `kifu convert --to json`, and the records
//! written one by one as an array or as JSON lines.

use super::{GameError, require_valid};
use crate::core::game::CheckedRecord;
use crate::core::json_out::{JsonOut, WriteJson};
use crate::core::{LineIndex, Span};

/// The JSON Schema of what `kifu convert --to json` writes, from the schema of one record
/// ([`Game::schema`](super::Game::schema), what each line of `--to jsonl` holds): an array of such records.
/// Requires the feature `schema`.
#[cfg(feature = "schema")]
pub fn array_schema(record: serde_json::Value, game: &str) -> serde_json::Value {
    let serde_json::Value::Object(mut record) = record else {
        return record;
    };
    let dialect = record.remove("$schema");
    let mut defs = match record.remove("$defs") {
        Some(serde_json::Value::Object(d)) => d,
        _ => serde_json::Map::new(),
    };
    let name = record
        .get("title")
        .and_then(|t| t.as_str())
        .unwrap_or("Record")
        .to_owned();
    defs.insert(name.clone(), serde_json::Value::Object(record));
    let mut out = serde_json::Map::new();
    if let Some(d) = dialect {
        out.insert("$schema".into(), d);
    }
    out.insert("title".into(), format!("kifu {game} records").into());
    out.insert(
        "description".into(),
        format!(
            "What `kifu convert --to json` writes: an array of {game} records, whatever their number. `--to jsonl` writes the same records one per line (`kifu schema {game} --jsonl` describes one)."
        )
        .into(),
    );
    out.insert("type".into(), "array".into());
    out.insert(
        "items".into(),
        serde_json::json!({ "$ref": format!("#/$defs/{name}") }),
    );
    out.insert("$defs".into(), serde_json::Value::Object(defs));
    serde_json::Value::Object(out)
}

/// How a record's JSON is laid out by [`Game::record_json`](super::Game::record_json).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonLayout {
    /// On one line, no spaces (JSON Lines: one record per line, newline included).
    Line,
    /// Indented as an item of a top-level array (two spaces more than `to_string_pretty`),
    /// no newline after it.
    ArrayItem,
}

/// One record to write as JSON ([`Game::record_json`](super::Game::record_json)).
pub struct JsonRecord<'a> {
    /// The text of one record, as [`records`](crate::records) cuts it (a
    /// game reads it as one record, without splitting it again).
    pub text: &'a str,
    /// The line index of `text`, numbering lines and columns as in the whole input.
    pub lines: &'a LineIndex<'a>,
    /// How the JSON is laid out.
    pub layout: JsonLayout,
    /// Where the JSON is appended.
    pub out: &'a mut Vec<u8>,
}

impl JsonRecord<'_> {
    /// The span of the record: the whole of its text.
    pub fn span(&self) -> Span {
        Span::new(0, self.text.len())
    }

    /// Append one record's JSON model.
    pub fn write<T: WriteJson + serde::Serialize>(&mut self, value: &T) -> Result<(), GameError> {
        write_model(value, self.layout, self.out);
        Ok(())
    }

    /// What every game does with the records its checker found in `text`: the problems
    /// of those that are not valid, or else the JSON of each that replays (`json` gives
    /// `None` for the others), appended in order.
    pub fn write_checked<'c, C: CheckedRecord, T: WriteJson + serde::Serialize + 'c>(
        &mut self,
        checked: &'c [C],
        json: impl FnMut(&'c C) -> Option<Result<T, GameError>>,
    ) -> Result<(), GameError> {
        require_valid(checked)?;
        write_records_json(checked.iter().filter_map(json), self.layout, self.out)
    }
}

/// Append `value` to `out` in `layout` (see [`JsonLayout`]), as serde_json writes it:
/// the same bytes as [`write_model`] writes for a model type (which checks itself against
/// it in debug builds).
#[cfg(any(debug_assertions, test))]
pub fn write_json<T: serde::Serialize>(
    value: &T,
    layout: JsonLayout,
    out: &mut Vec<u8>,
) -> Result<(), GameError> {
    let failed = super::json_written;
    match layout {
        JsonLayout::Line => {
            serde_json::to_writer(&mut *out, value).map_err(failed)?;
            out.push(b'\n');
        }
        JsonLayout::ArrayItem => {
            out.extend_from_slice(b"  ");
            let from = out.len();
            serde_json::to_writer_pretty(&mut *out, value).map_err(failed)?;
            crate::core::json::indent_lines(out, from);
        }
    }
    Ok(())
}

/// Append the JSON model `value` to `out` in `layout` (see [`JsonLayout`]): what
/// [`write_json`] writes, by the model's own writer.
///
/// Debug builds (the test suite) also write `value` with serde_json and check that the
/// bytes are the same: every record the tests convert holds the two writers together.
pub fn write_model<T: WriteJson + serde::Serialize>(
    value: &T,
    layout: JsonLayout,
    out: &mut Vec<u8>,
) {
    #[cfg(debug_assertions)]
    let from = out.len();
    match layout {
        JsonLayout::Line => {
            value.write_json(&mut JsonOut::compact(out));
            out.push(b'\n');
        }
        JsonLayout::ArrayItem => {
            out.extend_from_slice(b"  ");
            value.write_json(&mut JsonOut::pretty(out, 1));
        }
    }
    #[cfg(debug_assertions)]
    {
        let mut serde = Vec::new();
        if write_json(value, layout, &mut serde).is_ok() {
            assert_eq!(
                String::from_utf8_lossy(&out[from..]),
                String::from_utf8_lossy(&serde),
                "the model writer and serde_json disagree"
            );
        }
    }
}

/// The JSON of the records of a text, each appended to `out` in `layout` (array items
/// separated by `,` and a line break): what [`Game::record_json`](super::Game::record_json) writes.
pub fn write_records_json<T: WriteJson + serde::Serialize>(
    records: impl IntoIterator<Item = Result<T, GameError>>,
    layout: JsonLayout,
    out: &mut Vec<u8>,
) -> Result<(), GameError> {
    for (k, record) in records.into_iter().enumerate() {
        if k > 0 && layout == JsonLayout::ArrayItem {
            out.extend_from_slice(b",\n");
        }
        write_model(&record?, layout, out);
    }
    Ok(())
}
