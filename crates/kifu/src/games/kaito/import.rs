//! A Kaitō record read back from JSON (`kifu convert --to kaito`): the moves are the truth
//! (see [`ImportNote`](crate::ImportNote)).
//!
//! Each turn is the Kaito's destination (`to`) and the exchange, if any: the record is
//! first written with those alone and replayed, so a turn that is not legal is refused
//! at its ply with the rules' own message. Each turn is then written as its `written`
//! text when the text is that turn (its destination, the token it says was captured,
//! its exchange), else in the canonical form, with a warning.

use schemars::JsonSchema;
use serde::Deserialize;

use super::ast::{Item, Record};
use super::check::check;
use super::json::{BuyJson, FORMAT_VERSION, GameJson, SideJson};
use super::notation;
use super::replay::{Ply, ReplayOptions};
use crate::core::header;
use crate::core::import::{
    Headed, ImportError, ImportModel, ImportNote, Imported, Noted, Places, Shape, disagrees,
    written_text,
};

/// What an import reads of a record (the rest of [`super::json::GameJson`] is output only).
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[schemars(rename = "GameJson")]
pub struct RecordIn {
    /// Who moved first, when no `First` tag says it.
    #[serde(default)]
    pub first: Option<SideJson>,
    /// The layout: six lines, rank 6 first, six tokens each (`rS b1 r2 bH rS b3`).
    #[serde(default)]
    pub layout: Option<Vec<String>>,
    /// The Kaito's starting square (with the layout).
    #[serde(default)]
    pub kaito: Option<String>,
    /// The position string the game starts from, without a layout or a `Position` tag.
    #[serde(default)]
    pub start: Option<String>,
    /// The turns.
    pub moves: Vec<Noted<MoveIn>>,
}

/// What an import reads of a turn: the destination and the exchange (the turn), and
/// what was written.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[schemars(rename = "MoveJson")]
pub struct MoveIn {
    /// The Kaito's destination.
    pub to: String,
    /// The exchange after the move, if any.
    #[serde(default)]
    pub exchange: Option<ExchangeIn>,
}

/// What an import reads of an exchange.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[schemars(rename = "ExchangeJson")]
pub struct ExchangeIn {
    /// What was bought back.
    pub buy: BuyJson,
    /// The values of the Mon tokens paid.
    pub paid: Vec<u8>,
}

impl ImportModel for RecordIn {
    type Move = Noted<MoveIn>;
    const SHAPE: Shape = Shape::moves("kaito", FORMAT_VERSION, "moves");

    fn write(record: &Headed<Self>) -> Result<Imported, ImportError> {
        import_record(record)
    }
}

/// Write a record back as notation from its JSON model: the turns are the truth (see
/// [`ImportNote`](crate::ImportNote)): each entry as written when it is that turn, else the turn in the
/// canonical form (with a warning); tags, the layout, the Kaito line and comments where
/// they stood. An error when the turns do not replay.
pub fn to_notation(game: &GameJson) -> Result<Imported, ImportError> {
    crate::core::import::from_model::<RecordIn>(game)
}

/// The record's tags, layout and Kaito square (or start position), as they start its
/// text.
fn head(r: &Headed<RecordIn>) -> String {
    let mut out = String::new();
    for (k, v) in &r.head.tags {
        out.push_str(&header::write_tag(k, v));
        out.push('\n');
    }
    let has = |key: &str| r.head.tags.keys().any(|k| k.eq_ignore_ascii_case(key));
    if let Some(first) = r.first.filter(|_| !has("First") && !has("Position")) {
        out.push_str(&header::write_tag("First", first.title()));
        out.push('\n');
    }
    match (&r.layout, &r.kaito) {
        (Some(layout), kaito) if !has("Position") => {
            out.push_str("Layout:\n");
            for (i, line) in layout.iter().enumerate() {
                let tokens: Vec<String> =
                    line.split_whitespace().map(|t| format!("{t:2}")).collect();
                out.push_str(&format!(
                    "{} {}\n",
                    6usize.saturating_sub(i),
                    tokens.join(" ").trim_end()
                ));
            }
            if let Some(k) = kaito {
                out.push_str(&format!("Kaito: {}\n", k.replace(['\n', '\r'], " ")));
            }
        }
        _ => {
            if let Some(start) = r.start.as_deref().filter(|_| !has("Position")) {
                out.push_str(&header::write_tag("Position", start.trim()));
                out.push('\n');
            }
        }
    }
    for c in &r.comments {
        out.push_str(&header::write_comment(c));
        out.push('\n');
    }
    out
}

/// The body: one turn a line (`N.` before the first player's, `N. ...` before the
/// second's), each the text `cell` gives, then its comments; `places` gets where each
/// starts.
fn body(
    r: &Headed<RecordIn>,
    cell: impl Fn(usize) -> String,
    places: &mut Places,
    out: &mut String,
) {
    for k in 0..r.moves.len() {
        out.push_str(&format!("{}. ", k / 2 + 1));
        if k % 2 == 1 {
            out.push_str("... ");
        }
        places.push(out.len(), None, k + 1);
        out.push_str(&cell(k));
        for c in &r.moves[k].comments {
            out.push(' ');
            out.push_str(&header::write_comment(c));
        }
        out.push('\n');
    }
}

/// The turn as its destination and exchange alone: `a6 = H 3+2`.
fn bare(m: &MoveIn) -> String {
    let mut s = m.to.trim().to_owned();
    if let Some(e) = &m.exchange {
        let letter = match e.buy {
            BuyJson::Katana => 'S',
            BuyJson::Kabuto => 'H',
        };
        let paid: Vec<String> = e.paid.iter().map(u8::to_string).collect();
        s.push_str(&format!(" = {letter} {}", paid.join("+")));
    }
    s
}

/// Whether the entry starting at `at` in `record` is the turn `ply`.
fn reads_as(record: &Record, text: &str, at: usize, ply: &Ply) -> bool {
    let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
    let mut found = record.items.iter().filter(|i| match i {
        Item::Entry(e) => (at..end).contains(&e.span.start),
        Item::Invalid(s) => (at..end).contains(&s.start),
        _ => false,
    });
    let (Some(Item::Entry(e)), None) = (found.next(), found.next()) else {
        return false;
    };
    let exchanges: Vec<_> = e
        .exchanges
        .iter()
        .map(|x| (x.buy.node, x.pay.node))
        .collect();
    let played: Vec<_> = ply.mv.exchange.iter().map(|x| (x.buy, x.pay)).collect();
    e.to.node == ply.mv.to
        && e.capture.is_none_or(|c| c.node == ply.captured)
        && exchanges == played
}

fn import_record(r: &Headed<RecordIn>) -> Result<Imported, ImportError> {
    for (k, m) in r.moves.iter().enumerate() {
        if written_text(Some(&m.to)).is_none() {
            return Err(ImportError::Invalid(ImportNote::at(
                None,
                k + 1,
                format!(
                    "`to` is `{}`, not a square",
                    crate::core::diag::shown(&m.to)
                ),
            )));
        }
    }
    let head = head(r);
    // The turns alone, replayed: the truth, or the first turn that is not legal.
    let mut places = Places::default();
    let mut text = head.clone();
    body(r, |k| bare(&r.moves[k]), &mut places, &mut text);
    let checked = check(&text, ReplayOptions::default());
    if let Some(e) = places.first_error(checked.iter().flat_map(|c| c.problems.iter())) {
        return Err(e);
    }
    let plies: Vec<Ply> = checked
        .first()
        .map(|c| c.replay.plies.clone())
        .unwrap_or_default();
    if plies.len() != r.moves.len() {
        return Err(ImportError::Invalid(ImportNote::new(format!(
            "{} turns replay of the {} given",
            plies.len(),
            r.moves.len()
        ))));
    }
    // What each written text says.
    let given = |k: usize| {
        written_text(r.moves[k].written.as_deref()).map_or_else(|| bare(&r.moves[k]), str::to_owned)
    };
    let mut places = Places::default();
    let mut first = head.clone();
    body(r, given, &mut places, &mut first);
    let (sheet, _) = notation::parse(&first);
    let mut warnings = Vec::new();
    let texts: Vec<String> = plies
        .iter()
        .enumerate()
        .map(|(k, ply)| {
            let canonical = ply.text();
            let written = r.moves[k].written.as_deref();
            let says = || {
                places
                    .start_of(k)
                    .is_some_and(|at| reads_as(&sheet, &first, at, ply))
            };
            match written_text(written) {
                Some(w) if says() => w.to_owned(),
                _ => {
                    if let Some(w) = written {
                        warnings.push(disagrees(None, k + 1, w, &canonical));
                    }
                    canonical
                }
            }
        })
        .collect();
    let mut text = head;
    body(r, |k| texts[k].clone(), &mut Places::default(), &mut text);
    let (record, _) = notation::parse(&text);
    let laid_out = notation::write_record(&record);
    let checked = check(&laid_out, ReplayOptions::default());
    Imported::checked(
        laid_out,
        warnings,
        checked.iter().flat_map(|c| c.problems.iter()),
    )
}
