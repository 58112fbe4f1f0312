//! Colors of Kasane (RULES.md §4): a 3–4 player card game; a complete record (each
//! round's grid and every card taken) makes every hand known, so every turn is checked.
//!
//! The pipeline is the Kamisado one: [`notation::parse_all`] → [`notation::setup`] (the
//! `[Players]`, `[Boxes]`, `[Variant]` tags) → [`replay::replay`] through the engine
//! ([`rules::Game`]) → [`json::to_json`] / [`render`]. [`check::check`] runs it for every
//! record of a text; [`check::Checked`] implements [`crate::core::CheckedRecord`].
//!
//! ```text
//! [Game "Kasane"]
//! [Players "Aiko, Ben, Chie, Dai"]      ; seating order; the first starts round 1
//! Round 1
//! Grid: 3 7 +1 9 / 2 2 5 8 / 6 1 6 4 / 9 9 3 +1   ; rows, front card first
//! Aiko 2                    ; takes the front card of row 2 (a 2)
//! Ben 1 (3)                 ; the card in brackets is optional, checked
//! Aiko 2 : Kasane 2 2 = 1   ; a combination from the right end of the hand, its points
//! Dai 3 : Kasane ^6 6       ; ^6: the top card of the play area starts the combination
//! Final: Aiko 14, Ben 12, Chie 9, Dai 7
//! ```
//!
//! Grammar: `grammar/kasane.ebnf`. Box table: [`boxes`] (`fixtures/kasane/boxes-default.txt`).
//!
//! # Diagnostic codes
//!
//! Syntax (`kasane::syntax::…`): `unexpected`, `expected-player`, `expected-row`,
//! `bad-card`, `bad-number`, `expected-combination`, `unknown-combination`,
//! `expected-cards`, `bad-final`. Tags (`kasane::tag::…`): `players`, `boxes`,
//! `variant`. Rules (`kasane::rule::…`): `no-grid`, `after-end`, `round-number`,
//! `round-not-finished`, `grid-size`, `grid-cards`, `unknown-player`, `wrong-player`,
//! `no-such-row`, `empty-row`, `wrong-card`, `combination-after-plus-one`, `not-in-hand`,
//! `wrong-top-card`, `top-card-too-early`, `top-card-plus-one`, `not-the-combination`,
//! `no-box`, `box-used`, `wrong-points`, `final-too-early`, `wrong-final`, and
//! `missing-turn` (a turn line left out, found by trying each turn of the player to move
//! before the line that names the next player, or before the next round's line, and
//! keeping those under which the rest of the record replays). Each has a fixture
//! `fixtures/kasane/rules/err_<code>.kasane`.
//!
//! # Decisions (where RULES.md §4 is silent)
//!
//! - The box table is data ([`BoxTable`]); unstated points are assumed (documented in
//!   [`boxes`]); boxes of one number fill in the order listed (first/second completion).
//! - A box may be for "n or more" cards (`5+=7`): the book says a box number is not
//!   always the number of cards.
//! - Every combination has at least two cards; the play area's top card counts in the
//!   number of cards and may be used only after the player's own first combination.
//! - The `Round N` line is optional (a `Grid:` line starts a round); if written, its
//!   number is checked.
//! - `= N` checks the combination's box points only (not the "+1" point of a turn with
//!   the "+1" variant).
//! - The 3-player variant's marbles are put at set-up (the French text says "after the
//!   game", which cannot be meant); with 4 players that variant is ignored (a warning).
//! - Round `r` is started by the `r`-th player of `[Players]` (the marker passes left, to
//!   the next player clockwise).

#![warn(missing_docs)]

pub mod ast;
pub mod boxes;
pub mod cards;
pub mod check;
pub mod game;
pub mod generate;
pub mod import;
pub mod json;
pub mod notation;
pub mod render;
pub mod replay;
pub mod rules;
mod sheet;

pub use game::{GAME, INFO};

/// This game's messages, in English, French and German (the catalogue: [`crate::message`]).
pub(crate) const MESSAGES: [&[u8]; 3] = crate::game_messages!(kasane);
