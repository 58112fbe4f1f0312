//! A Kaitō record read back from JSON (`kifu convert --to kaito`): the moves are the truth
//! (see [`ImportNote`](crate::ImportNote)).
//!
//! Each turn is the Kaito's destination (`to`) and the exchange, if any: the record is
//! first written with those alone and replayed, so a turn that is not legal is refused
//! at its ply with the rules' own message. Each turn is then written as its `written`
//! text when the text is that turn (its destination, the token it says was captured,
//! its exchange), else in the canonical form, with a warning.


use super::ast::{Item, Record};
use super::check::check;
use super::json::{BuyJson, FORMAT_VERSION, GameJson, SideJson};
use super::notation;
use super::replay::{Ply, ReplayOptions};
use crate::core::header;
use crate::core::diag::Problem;
use crate::core::import::{
    Headed, ImportError, ImportModel, Imported, MovesImport, Noted, Places, Shape,
    check_squares, import_moves,
};

crate::import_model! {
    /// What an import reads of a record (the rest of [`super::json::GameJson`] is output only).
    pub struct RecordIn as "GameJson" {
        /// Who moved first, when no `First` tag says it.
        pub first: Option<SideJson>,
        /// The layout: six lines, rank 6 first, six tokens each (`rS b1 r2 bH rS b3`).
        pub layout: Option<Vec<String>>,
        /// The Kaito's starting square (with the layout).
        pub kaito: Option<String>,
        /// The position string the game starts from, without a layout or a `Position` tag.
        pub start: Option<String>,
        /// The turns.
        pub moves: Vec<Noted<MoveIn>>,
    }

    /// What an import reads of a turn: the destination and the exchange (the turn), and
    /// what was written.
    pub struct MoveIn as "MoveJson" {
        /// The Kaito's destination.
        pub to: String,
        /// The exchange after the move, if any.
        pub exchange: Option<ExchangeIn>,
    }

    /// What an import reads of an exchange.
    pub struct ExchangeIn as "ExchangeJson" {
        /// What was bought back.
        pub buy: BuyJson,
        /// The values of the Mon tokens paid.
        pub paid: Vec<u8>,
    }
}

impl ImportModel for RecordIn {
    type Move = Noted<MoveIn>;
    const SHAPE: Shape = Shape::moves("kaito", FORMAT_VERSION, "moves");

    fn write(r: &Headed<Self>) -> Result<Imported, ImportError> {
        check_squares(r.moves.iter().enumerate().map(|(k, m)| (k, "to", m.to.as_str())))?;
        import_moves(r)
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

/// The record's turns, read back by [`import_moves`].
impl MovesImport for Headed<RecordIn> {
    type Move = MoveIn;
    type Ply = Ply;
    type Sheet = Record;
    const MOVES: &'static str = "turns";

    fn moves(&self) -> &[Noted<MoveIn>] {
        &self.moves
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

    fn write(&self, cell: &dyn Fn(usize) -> String, places: &mut Places, out: &mut String) {
        out.push_str(&head(self));
        body(self, cell, places, out);
    }

    fn replay(text: &str) -> (Vec<Problem>, Vec<Ply>) {
        let checked = check(text, ReplayOptions::default());
        let plies = checked.first().map(|c| c.replay.plies.clone());
        let problems = checked.into_iter().flat_map(|c| c.problems).collect();
        (problems, plies.unwrap_or_default())
    }

    fn read(text: &str) -> Record {
        notation::parse(text).0
    }

    fn says(&self, sheet: &Record, text: &str, at: usize, _: usize, ply: &Ply) -> bool {
        reads_as(sheet, text, at, ply)
    }

    fn canonical(_: &Record, ply: &Ply) -> String {
        ply.text()
    }

    fn lay_out(text: &str) -> String {
        notation::write_record(&notation::parse(text).0)
    }
}
