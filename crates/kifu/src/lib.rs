//! **kifu** (棋譜, "game record") reads the score sheets people keep while they play
//! Kamisado, Samouraï, Kaitō and Colors of Kasane, replays every move through a rules
//! engine, reports mistakes as diagnostics, and converts records to JSON and back.
//!
//! This is the library behind the `kifu` command. Every game has a module of the same
//! shape:
//!
//! | you want to… | Kamisado | Samouraï | Kaitō | Colors of Kasane |
//! |---|---|---|---|---|
//! | read a text into records | [`kamisado::parse`] | [`samourai::parse`] | [`kaito::parse`] | [`kasane::parse`] |
//! | replay a record through the rules | [`kamisado::replay`] | [`samourai::replay`] | [`kaito::replay`] | [`kasane::replay`] |
//! | walk the moves, as written and where | [`kamisado::played`] | [`samourai::played`] | [`kaito::played`] | [`kasane::played`] |
//! | parse and replay every record at once | [`kamisado::check`] | [`samourai::check`] | [`kaito::check`] | [`kasane::check`] |
//! | list and play legal moves | [`kamisado::Position`] | [`samourai::Position`] | [`kaito::Position`] | [`kasane::Game`] |
//! | write a record in a language and style | [`kamisado::write`] | [`samourai::write`] | [`kaito::write`] | [`kasane::write`] |
//! | the JSON model (serde) | [`kamisado::json`] | [`samourai::json`] | [`kaito::json`] | [`kasane::json`] |
//! | open once, then ask (steps, pictures, legal moves, notation, JSON) | [`open`] | [`open`] | [`open`] | [`open`] |
//!
//! Whatever the game, [`open`] reads a text and replays each of its records once; each
//! [`OpenedRecord`] is then asked without being read again: its problems, its
//! [`steps`](OpenedRecord::steps), the [`picture`](OpenedRecord::picture) at a point,
//! the [`legal_moves`](OpenedRecord::legal_moves) there, the record
//! [`written`](OpenedRecord::write) in a [`Notation`], its [JSON
//! model](OpenedRecord::to_json). Languages, styles and variants are typed ([`Lang`],
//! [`Style`], [`Variant`]) and each game lists its own ([`GameKind::info`]). For many
//! records read once each, [`check_record`] (what `kifu validate` asks) and
//! [`write_json`] (what `kifu convert` writes) are the streaming fast paths.
//!
//! Mistakes are [`Problem`]s: plain data (a stable code, a message, the [`Span`] of the
//! exact token, a label and a help). [`diagnostic`] pairs one with its text as a
//! [`miette::Diagnostic`] for rendering. The library never prints.
//!
//! # Kamisado
//!
//! ```
//! use kifu::kamisado::{self, ArrowStyle, Lang, Style};
//!
//! let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n";
//! let parsed = kamisado::parse(text);
//! let record = &parsed[0].record;
//! assert!(parsed[0].problems.is_empty());
//!
//! let replay = kamisado::replay(record, Default::default()).unwrap();
//! assert!(replay.is_valid());
//! let moves: Vec<_> = kamisado::played(text, record, &replay).collect();
//! assert_eq!(moves[1].written, "Blue ↑5 Yellow");
//! assert_eq!(&text[moves[1].span.range()], "Blue ↑5 Yellow");
//!
//! // Black must now move the yellow tower: 12 legal moves.
//! let position = replay.position;
//! assert_eq!(position.required(), Some(kamisado::Colour::Yellow));
//! let first = position.legal_moves()[0];
//! let next = position.play(first).unwrap();
//! assert_eq!(next.turn(), kamisado::Side::White);
//!
//! // The same record in French, with direction words.
//! let french = kamisado::write(record, Style { lang: Lang::Fr, arrows: ArrowStyle::Words });
//! assert!(french.contains("1. Rouge Devant 4 Bleu"));
//!
//! // The JSON model, and back to notation.
//! let json = kamisado::to_json(text, record, &replay);
//! let again = kamisado::json::to_notation(&serde_json::from_value(serde_json::to_value(&json).unwrap()).unwrap());
//! assert!(again.unwrap().text.contains("Red ↑4 Blue"));
//! ```
//!
//! # Samouraï
//!
//! ```
//! use kifu::samourai::{self, Lang, Style};
//!
//! let text = "[Game \"Samourai\"]\n1. c1-b2 1 taiyo    i11-k9 2 ho bo\n";
//! let parsed = samourai::parse(text);
//! let record = &parsed[0].record;
//! let replay = samourai::replay(record, Default::default()).unwrap();
//! assert!(replay.is_valid());
//! let moves: Vec<_> = samourai::played(text, record, &replay).collect();
//! assert_eq!(moves[0].written, "c1-b2 1 taiyo");
//!
//! let english = samourai::write(record, Style { lang: Lang::En });
//! assert!(english.contains("c1-b2 1 sun"));
//! assert!(!replay.position.legal_moves().is_empty());
//! ```
//!
//! # Kaitō
//!
//! ```
//! use kifu::kaito;
//!
//! let text = "[Game \"Kaito\"]\n[First \"Red\"]\nLayout:\n\
//!     6 bS b2 rS bS b1 bS\n5 rH bH W  rH b1 rS\n4 b3 b2 bS r1 r1 b1\n\
//!     3 rS r2 r1 bS rS bS\n2 rS bS rS r3 r3 rS\n1 bH bH b3 r2 rH W\n\
//!     Kaito: f1\n1. a1 x bH  b1 x bH\n";
//! let parsed = kaito::parse(text);
//! let record = &parsed[0].record;
//! let replay = kaito::replay(record, Default::default());
//! assert!(replay.is_valid());
//! let moves: Vec<_> = kaito::played(text, record, &replay).collect();
//! assert_eq!(moves[0].written, "a1 x bH");
//! let position = replay.position().unwrap();
//! assert_eq!(position.turn(), kaito::Side::Red);
//! assert!(!position.legal_moves().is_empty());
//! ```
//!
//! # Colors of Kasane
//!
//! ```
//! use kifu::kasane::{self, NameStyle};
//!
//! let text = "[Game \"Kasane\"]\n[Players \"Aiko, Ben, Chie, Dai\"]\n\
//!     Grid: 3 7 +1 9 / 2 2 5 8 / 6 1 6 4 / 9 9 3 +1\nAiko 2\nBen 1 (3)\n";
//! let parsed = kasane::parse(text);
//! let record = &parsed[0].record;
//! let replay = kasane::replay(text, record, &Default::default()).unwrap();
//! assert!(replay.is_valid());
//! let moves: Vec<_> = kasane::played(text, record, &replay).collect();
//! assert_eq!(moves[1].written, "Ben 1 (3)");
//! // Chie is to play: every legal turn of the game state.
//! assert_eq!(replay.game.to_play(), 2);
//! assert!(!replay.game.legal_turns().is_empty());
//! let kanji = kasane::write(text, record, NameStyle::Kanji);
//! assert!(kanji.contains("Ben 1 (3)"));
//! ```

#![warn(missing_docs)]

// The engines, private: the game modules below, the crate root and the modules `svg`,
// `raster` and `text` are the API. The binary, the root tests, the benches, the examples
// and the fuzz targets use nothing else (`tests/public_surface.rs` keeps it so).
#[allow(missing_docs)]
pub(crate) mod core;
#[allow(missing_docs)]
pub(crate) mod games;

// Reading handwritten cells of the Kamisado score sheet (feature `handwriting`).
pub mod event;
#[cfg(feature = "handwriting")]
pub mod handwriting;
pub mod kaito;
pub mod kamisado;
pub mod kasane;
pub mod samourai;
pub mod scan;
pub mod sheet;

mod api;
pub mod message;
mod open;
mod outcome;
mod outcome_text;
mod values;

/// Pictures as SVG text: the writer every board, page and sheet is drawn with, and its
/// helpers (escaping text, writing numbers, wrapping a line).
pub mod svg {
    pub use crate::core::svg::{Fit, Rgb, Room, Svg, escape, fit, num, text_width, wrap};
}

/// SVG pictures drawn as PNG images and PDF pages (feature `png`).
#[cfg(feature = "png")]
pub mod raster {
    pub use crate::core::raster::*;
}

/// Reading a record's text: decoding the bytes of a file (a bad byte as a problem),
/// splitting a stream of bytes into records, telling an input that holds no record, and
/// the cursor the games' readers step through a text with; a text's plain ASCII form.
pub mod text {
    pub use crate::core::header::{
        Cursor, decode, holds_nothing, invalid_utf8, split_records_bytes,
    };
    pub use crate::core::term::to_ascii;
}

pub use api::{Parsed, Played, Plies, diagnostic, diagnostic_in};
pub use core::diag::{Level, Problem, ProblemJson, Said, SourceProblem};
#[cfg(feature = "schema")]
pub use core::game::array_schema;
pub use core::game::{
    At, CheckedRecord, DiagramFormat, Game, GameError, GameInfo, GameKind, GamePosition,
    JsonLayout, JsonRecord, LegalMove, LegalMoves, Step, Unsupported, View,
};
pub use core::import::{ImportError, ImportNote};
/// One item of a record's body in Samouraï and Kaitō (`kifu::samourai::Item`,
/// `kifu::kaito::Item`): a move number, an ellipsis, an entry, a comment or an invalid
/// stretch, in source order. Kamisado and Colors of Kasane have items of their own.
pub use core::parse::Item as BodyItem;
#[cfg(feature = "report")]
pub use core::report::render_report;
pub use core::span::{LineCol, LineIndex, Span, Spanned};
pub use core::term::ColorMode;
pub use message::{Arg, Message};
pub use open::{
    OpenOptions, Opened, OpenedRecord, PointError, check_record, generate, open, open_with,
    records, write_json,
};
pub use outcome::{
    KaitoOutcome, KamisadoOutcome, KasaneOutcome, KasaneScore, Outcome, SamouraiOutcome,
};
pub use values::{Lang, Notation, NotationRequest, Setting, Style, UnknownCode, Variant};
