//! Kamisado: records of matches (RULES.md §1), the rules engine, and the JSON model.
//!
//! A text holds one or more records; [`parse`] reads each into a [`Record`] (tags, round
//! headers, entries, comments, every node with its [`Span`]). [`replay`]
//! plays a record through the rules as a match of the length its `[Match]` tag says and
//! gives a [`Replay`]: every [`Ply`] with the [`Position`] before it, round by round,
//! the score, and the problems found. [`played`] pairs each ply with its entry as written.
//! A [`Position`] lists its legal moves ([`Position::legal_moves`]) and plays one
//! ([`Position::play`]); [`move_text`] writes a move the way a sheet does.
//!
//! ```
//! use kifu::kamisado::{self, PlyKind, Position};
//!
//! // Play the first legal move of every position until the round ends.
//! let mut position = Position::start();
//! let mut plies = 0;
//! while position.result().is_none() {
//!     let mv = position.legal_moves()[0];
//!     assert!(kamisado::move_text(&position, mv).is_some());
//!     position = position.play(mv).unwrap();
//!     plies += 1;
//! }
//! assert!(plies > 0);
//! ```

pub use crate::games::kamisado::ast::{
    Action, Entry, Fill, Head, Item, MatchKind, Record, RoundHeader, ScoreLine, Segment, Segments,
    Tag,
};
pub use crate::games::kamisado::board::{
    BOARD, ByColour, BySide, Colour, Direction, Side, Square, Teeth, Tower,
};
pub use crate::games::kamisado::check::{Checked, check};
pub use crate::games::kamisado::fen::FenError;
pub use crate::games::kamisado::matches::{
    Match, MatchError, RoundEnd, next_round_position, placement_order,
};
pub use crate::games::kamisado::notation::{ArrowStyle, Lang, Style, match_kind_of};
pub use crate::games::kamisado::reader::Reader;
pub use crate::games::kamisado::replay::{
    Ply, PlyKind, Replay, ReplayOptions, RoundReplay, Status, Written,
};
pub use crate::games::kamisado::rules::{
    Illegal, Move, MoveList, Phase, Placed, Position, RoundResult, SetupError, WinReason,
};
pub use crate::games::kamisado::visitor::Visitor;
// Seeded random legal matches (`kifu gen`), and a ply written in the canonical style.
pub use crate::games::kamisado::generate::Generator;
pub use crate::games::kamisado::layout::entry_text;

// Drawing a position without a record (a record's own: `OpenedRecord::picture`).
pub use crate::games::kamisado::render;

// Records of other Kamisado programs (`kifu convert --from`).
pub use crate::games::kamisado::programs;

pub use crate::api::played;

use crate::api::{Parsed, Plies};
use crate::core::diag::Problem;
use crate::core::span::Span;
use crate::games::kamisado::{generate, json as engine_json};
use crate::games::kamisado::{layout, notation, replay as engine_replay};

crate::game_facade! {
    kamisado, "Kamisado",
    json {
        ColourJson, DirectionJson, FillJson, GameJson, KindJson, MatchJson, MoveJson, PushedJson,
        ReasonJson, ResultJson, RoundJson, ScoreJson, SideJson, StatusJson, Word, WrittenJson,
    },
    parse {
        ///
        /// ```
        /// let parsed = kifu::kamisado::parse("1. Red ↑4 Bleu\n");
        /// assert_eq!(parsed.len(), 1);
        /// assert_eq!(parsed[0].record.entries().count(), 1);
        /// assert!(!parsed[0].has_errors());
        /// ```
    }
}

/// The tick-box score sheet (`kifu sheet --form ticks`), the form a photo reader can read
/// back: its geometry as a [form description](crate::scan::form) (every box a
/// [`Cell`](crate::scan::Cell) whose id is a [`BoxKind`](tick_form::BoxKind)), where a
/// record's entries go on it ([`place`](tick_form::place)), and its pages drawn as SVG
/// ([`page_svg`](tick_form::page_svg), in the words of [`TickWords`](tick_form::TickWords)).
pub mod tick_form {
    pub use crate::games::kamisado::tick_sheet::{TEXT_MIN, TickWords, colour_initials, page_svg};
    pub use crate::games::kamisado::ticks::*;
}

/// The handwriting score sheet (`kifu sheet`, the default form), the one a player writes
/// words, arrows and digits on, as a [form description](crate::scan::form): the tick
/// form's frame (corner markers, page code) and every writing cell a
/// [`Cell`](crate::scan::Cell) whose id is a [`HandCell`](hand_form::HandCell)
/// ([`page`](hand_form::page)). `kifu::sheet::svg` draws it; `kifu scan --form
/// handwriting` cuts the cells it lists.
pub mod hand_form {
    pub use crate::games::kamisado::hand_form::*;
}

/// Reading photos of the tick form (`kifu scan`; feature `scan`): each page found and
/// measured ([`read::read_page`](scan::read::read_page), over the generic
/// [`crate::scan`]), the pages put together ([`assemble`](scan::assemble)), the most
/// plausible record that replays settled by the rules ([`settle::settle`](scan::settle::settle)),
/// and written with a note on every entry that had to be decided ([`write`](scan::write));
/// all of it from the pages read, as `kifu scan` does it: [`scan_pages`](scan::scan_pages).
#[cfg(feature = "scan")]
pub mod scan {
    /// Reading photos of the handwriting sheet (`kifu scan --form handwriting`; feature
    /// `handwriting`): the cells cut and read by [`crate::handwriting::Recogniser`], then
    /// settled and written as the tick form's marks are.
    #[cfg(feature = "handwriting")]
    pub use crate::games::kamisado::scan::hand;
    pub use crate::games::kamisado::scan::{
        CellAt, CellText, Form, HeaderAt, PagesError, Scanned, SectionAt, Sheet, Written, assemble,
        check_pages, is_blank, overlay, read, record_boxes, scan_pages, settle, write,
    };
}

/// The language and direction style the record at `span` of `text` is written in, read
/// from its words as [`parse`] reads it (and as `kifu fmt` answers in by default): each
/// word only one language has votes for it, each arrow, direction word or ASCII arrow
/// for its style; a record with no telling word is English with arrows.
///
/// ```
/// use kifu::kamisado::{self, ArrowStyle, Lang};
/// use kifu::Span;
///
/// let text = "1. Rouge Devant 4 Bleu\n";
/// let style = kamisado::notation_of(text, Span::new(0, text.len()));
/// assert_eq!((style.lang, style.arrows), (Lang::Fr, ArrowStyle::Words));
/// ```
pub fn notation_of(text: &str, span: Span) -> Style {
    notation::detect(text, span)
}

/// Replay a record through the rules, as a match of the length its `[Match]` tag says
/// (a simple match without one). The replay stops at the first rule error unless
/// `options.all` is set; its problems say what was wrong. An unknown `[Match]` value is
/// the error (its one problem): nothing can be replayed without the match length.
pub fn replay(record: &Record, options: ReplayOptions) -> Result<Replay, Vec<Problem>> {
    let kind = notation::match_kind(record).map_err(|p| vec![p])?;
    Ok(engine_replay::replay(record, kind, options))
}

/// [`played`] goes round after round; a pushed entry after an oshi is a ply of its own
/// (the pushed player's pass).
impl Plies<Record, Ply> for Replay {
    fn plies(&self) -> impl Iterator<Item = &Ply> {
        self.rounds.iter().flat_map(|round| round.plies.iter())
    }

    fn written(record: &Record, ply: &Ply) -> Option<Span> {
        record.entry_at(ply.item).map(|entry| entry.span)
    }
}

/// A legal move as written on a sheet, in English with arrows: `Red ↗3 Blue`,
/// `Green 0 Pink` for a blocked tower, the pushed towers `Blue ↓1 Red + …` for a pass
/// after an oshi. `None` if `mv` is not legal in `position`.
pub fn move_text(position: &Position, mv: Move) -> Option<String> {
    position.check(mv).ok()?;
    Some(generate::entry_text(&Ply::new(*position, mv)))
}

/// The record in the canonical layout (numbered pairs of entries, aligned columns), in a
/// language and direction style, as `kifu fmt` writes it: move numbers are rewritten from
/// the replay when the record replays to its end, and an abbreviation with several
/// readings (`D` for Devant or Droite) is written as the reading the replay settled.
pub fn write(record: &Record, style: Style) -> String {
    let renumbered = replay(record, ReplayOptions::default())
        .map(|r| {
            let mut settled = layout::renumber(record, &r);
            layout::settle_abbreviations(&mut settled, &r);
            settled
        })
        .unwrap_or_else(|_| record.clone());
    notation::write_record(&renumbered, &style)
}

/// The record in the canonical layout, in a language and direction style, exactly as it
/// stands: its move numbers and abbreviations as they are, nothing replayed (a record a
/// program built or changed is written as it is). [`write`](write()) is what `kifu fmt` writes.
///
/// ```
/// use kifu::kamisado::{self, Style};
///
/// let text = "3. Red ↑4 Blue\n"; // numbered 3 where the record starts
/// let record = &kamisado::parse(text)[0].record;
/// assert!(kamisado::write_record(record, Style::default()).starts_with("3. Red ↑4 Blue"));
/// assert!(kamisado::write(record, Style::default()).starts_with("1. Red ↑4 Blue"));
/// ```
pub fn write_record(record: &Record, style: Style) -> String {
    notation::write_record(record, &style)
}

/// The JSON model of a replayed record (`text` is what `record` was parsed from: the
/// model keeps each entry as written, with its line and column).
pub fn to_json<'a>(text: &'a str, record: &'a Record, replay: &Replay) -> json::GameJson<'a> {
    engine_json::to_json(text, record, replay)
}
