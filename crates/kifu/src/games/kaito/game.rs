//! Kaitō for the `kifu` commands: every method of [`crate::core::game::Game`] except
//! `kind`, as inherent methods with the trait's exact signatures, so that wiring the game
//! into the CLI is one `GameKind::Kaito` variant and an `impl Game for Kaito` whose
//! methods call these (`Kaito::check(self, text, all)` …).

use std::sync::Arc;

use super::check::{check, check_one};
use super::generate::Generator;
use super::import::RecordIn as ImportIn;
use super::import::to_notation;
#[cfg(feature = "schema")]
use super::json::schema;
use super::json::to_json_with;
use super::replay::ReplayOptions;
use super::rules::Position;
use super::sheet::{KaitoSheet, legal_list, state};
use crate::core::Span;
use crate::core::form::{Form, TwoSides};
use crate::core::commands::{check_variant, game_tables, generated, lone, notation_of};
use crate::core::game::{
    GamePosition,
    CheckedRecord, Game, GameError, GameInfo, GameKind, JsonRecord, LegalMoves, Sheet, boxed,
    sheets,
};
use crate::values::{NotationRequest, Variant};

/// The Kaitō game for the CLI.
pub struct Kaito;

/// The one instance.
pub static GAME: Kaito = Kaito;

/// The game in the registry ([`GameKind::info`]). Languages and styles `fmt` accepts:
/// the notation has no words to translate; variants `gen` makes: the standard game, on a random layout.
pub static INFO: GameInfo = GameInfo::new(GameKind::Kaito, "Kaitō", &["kaito"], SHEET);

/// The blank score sheet: the square the Kaito goes to, the token it takes, an exchange.
const SHEET: Form = Form::TwoSides(TwoSides {
    sides: ["kaito-sheet-side-left", "kaito-sheet-side-right"],
    fields: &["kaito-sheet-field-1", "kaito-sheet-field-2"],
    columns: &[
        ("kaito-sheet-column-1", 20.0),
        ("kaito-sheet-column-2", 30.0),
        ("kaito-sheet-column-3", 37.0),
    ],
    help: "kaito-sheet-help",
});

impl Game for Kaito {
    game_tables!(GameKind::Kaito);

    /// Parse and replay every record of a text (`kifu validate`).
    fn check(&self, text: &str, all: bool) -> Vec<Box<dyn CheckedRecord>> {
        boxed(check(text, ReplayOptions { all }))
    }

    /// The record at `span` read in place: no second split, no copy of its problems.
    fn check_record(&self, text: &str, span: Span, all: bool) -> Box<dyn CheckedRecord> {
        Box::new(check_one(text, span, ReplayOptions { all }))
    }

    fn record_json(&self, mut to: JsonRecord<'_>) -> Result<(), GameError> {
        let (text, lines) = (to.text, to.lines);
        let checked = check_one(text, to.span(), ReplayOptions::default());
        to.write_checked(std::slice::from_ref(&checked), |c| {
            Some(
                to_json_with(lines, text, &c.record, &c.replay).ok_or_else(|| {
                    GameError::Usage(crate::Message::new("usage-json-not-set-up"))
                }),
            )
        })
    }

    fn open(&self, text: Arc<str>, all: bool) -> Vec<Box<dyn Sheet>> {
        sheets(
            check(&text, ReplayOptions { all }),
            &text,
            |checked, text| KaitoSheet { checked, text },
        )
    }

    /// A set-up the writer cannot reproduce: a bad layout.
    fn unwritable(&self) -> &'static [&'static str] {
        &["kaito::bad-layout"]
    }

    /// `count` seeded random legal games, as several records in one text.
    fn generate(&self, seed: u64, count: u64, variant: &Variant) -> Result<String, GameError> {
        check_variant(GameKind::Kaito, *variant)?;
        let mut g = Generator::new(seed);
        generated(count, || notation_of(to_notation(&g.random_game())))
    }

    /// Turn sequences of exactly `depth` turns from a position string (None: the start
    /// of a game on the sample layout, [`Position::sample`]).
    fn position(&self, text: Option<&str>) -> Result<Box<dyn GamePosition>, GameError> {
        let parse = str::parse;
        lone(GameKind::Kaito, text, Position::sample, parse, written_moves, Position::perft)
    }
}

/// The legal moves of a Kaitō position given on its own, written in a notation.
fn written_moves(pos: &Position, asked: NotationRequest) -> Result<LegalMoves, GameError> {
    asked.check(GameKind::Kaito)?;
    Ok(legal_list(pos, state(pos)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::commands::testing;
    use crate::core::game::{At, DiagramFormat};

    const GAME_TEXT: &str = "[Game \"Kaito\"]\n[Red \"A\"]\n[Black \"B\"]\n[First \"Black\"]\nLayout:\n6 W  bS r2 rH bS r1\n5 rS r1 r1 bS bH b2\n4 rS rS rS b1 r3 b1\n3 rS bS r2 rH r3 bS\n2 b1 bH bS b3 b3 b2\n1 rS W  bS rH bH rS\nKaito: b1\n1. b2 x bH  e2 x b3\n2. e1 x bH  e4 x r3\n3. b4 x rS  d4 x b1 = S 3+1\n4. d5 x bS  e5 x bH\n";

    fn at(ply: usize) -> At {
        At {
            round: None,
            ply: Some(ply),
        }
    }

    #[test]
    fn every_command_works_on_a_record() {
        let g = &GAME;
        let checked = testing::one_finished(g, GAME_TEXT, 8);
        assert!(checked.outcome().to_string().contains("Red wins"));
        assert!(g.json_to_notation(&serde_json::json!({"game": 1})).is_err());

        let fmt = g
            .format(&GAME_TEXT.replace("  ", " "), NotationRequest::OWN)
            .expect("parses");
        assert!(fmt.contains("3. b4 x rS  d4 x b1 = S 3+1"), "{fmt}");
        assert!(matches!(
            g.format(
                &GAME_TEXT.replace("= S 3+1", "= Q 3+1"),
                NotationRequest::OWN
            ),
            Err(GameError::Invalid(_))
        ));

        let show = g
            .show(GAME_TEXT, at(6), DiagramFormat::Ascii)
            .expect("shows");
        assert!(
            show.contains("after turn 6 (Red: d4 x b1 = S 3+1)"),
            "{show}"
        );
        assert!(show.contains("Red: A    Black: B"), "{show}");
        assert!(
            show.contains("(B)rS"),
            "the bought Katana under the Kaito: {show}"
        );
        testing::refuses_beyond(g, GAME_TEXT, 9);

        let moves = g.moves(GAME_TEXT, at(5)).expect("moves");
        assert!(moves.contains("d4 x b1 = S 3+1"), "{moves}");
        let end = g.moves(GAME_TEXT, At::default()).expect("moves");
        assert!(
            end.contains("Red wins") && end.contains("0 legal turns"),
            "{end}"
        );

        let records = testing::generates(g, 3);
        assert!(records.iter().all(|r| r.is_finished()));

        assert_eq!(g.position(None).unwrap().perft(2), Position::sample().perft(2));
        assert!(g.position(Some("x")).is_err());
        #[cfg(feature = "schema")]
        assert!(g.schema().is_object());
        assert!(matches!(
            g.to_json("[First \"Red\"]\n1. c1"),
            Err(GameError::Invalid(_))
        ));
        assert!(g.show("", At::default(), DiagramFormat::Ascii).is_err());
    }
}
