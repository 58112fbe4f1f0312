//! What every game's [`Game`](crate::core::game::Game) implementation and record type do
//! alike, written once: choosing the point `--round`/`--ply` ask for, the players' names
//! under a diagram, the picture in the format asked for, the refusals of `gen` and
//! `perft`, the records of a text joined in one output, a record's tag and entry lookups.
//! A game's `game.rs` keeps only what is its own (its diagrams, its move lists, its set-up).

use crate::core::check::{Checked, Replayed};
use crate::core::game::Unsupported;
use crate::core::game::{At, DiagramFormat, GameError, GameKind, GamePosition, LegalMoves, Lone};
use crate::core::header::RawTag;
use crate::core::position::PositionError;
use crate::core::term::ColorMode;
use crate::message::{Arg, Message};
use crate::values::{Lang, NotationRequest, Setting, Variant};

/// The [`Game`](crate::core::game::Game) methods that only name a game's tables, written
/// inside each game's `impl Game`: `game_tables!(GameKind::Kaito)`. They answer from the
/// names the game's `game.rs` brings in scope: `ImportIn`, its import model (what reads a
/// JSON record back as notation), and the JSON Schema `schema()` of its JSON model (with
/// the feature `schema`). (Its languages, styles and variants are the trait's defaults,
/// read from the registry.)
macro_rules! game_tables {
    ($kind:expr) => {
        fn kind(&self) -> $crate::core::GameKind {
            $kind
        }

        fn json_to_notation(
            &self,
            json: &serde_json::Value,
        ) -> Result<$crate::core::import::Imported, $crate::core::import::ImportError> {
            $crate::core::import::notation_from_json(json, $crate::core::import::import::<ImportIn>)
        }

        #[cfg(feature = "schema")]
        fn schema(&self) -> serde_json::Value {
            let mut out = serde_json::to_value(schema()).unwrap_or_default();
            let read = serde_json::to_value($crate::core::import::schema::<ImportIn>())
                .unwrap_or_default();
            $crate::core::import::mark_import(&mut out, &read, $kind.name());
            out
        }
    };
}
pub(crate) use game_tables;

impl At {
    /// Ply `ply` of the record's only (or last) round.
    pub const fn ply(ply: usize) -> At {
        At {
            round: None,
            ply: Some(ply),
        }
    }
}

/// The ply `at` asks for in a record of one game (no rounds) that replayed `plies`
/// plies, the last by default. `game` names the game and `unit` a ply (`turn`, `move`:
/// the refusals choose their words by it) in the refusals.
pub fn one_game_ply(
    at: At,
    plies: usize,
    game: &'static str,
    unit: &'static str,
) -> Result<usize, GameError> {
    if let Some(r) = at.round
        && r != 1
    {
        return Err(GameError::Usage(crate::message!(
            "usage-one-game",
            game = game,
            round = r
        )));
    }
    let n = at.ply.unwrap_or(plies);
    if n > plies {
        return Err(GameError::Usage(crate::message!(
            "usage-no-such-ply",
            unit = unit,
            ply = n,
            plies = plies
        )));
    }
    Ok(n)
}

/// The players' names a diagram shows, from two tags (`[Red]` and `[Black]`, say):
/// both, or none.
pub fn names(first: Option<&RawTag>, second: Option<&RawTag>) -> Option<(String, String)> {
    match (first, second) {
        (Some(a), Some(b)) => Some((a.value.node.to_string(), b.value.node.to_string())),
        _ => None,
    }
}

/// The caption under the diagram after ply `n`: `after turn 3 (Red: b2 x bH)`, with the
/// game's word for a ply (`unit`, a term of the catalogue: `picture-unit-turn`) and the
/// side's (`side`, a term), said in `lang`.
pub fn caption_after(
    unit: &'static str,
    n: usize,
    side: &'static str,
    written: &str,
    lang: Lang,
) -> String {
    crate::message!(
        "picture-caption-after",
        unit = Arg::Term(unit),
        n = n,
        side = Arg::Term(side),
        written = written
    )
    .say(lang)
}

/// A game's diagram `d` drawn in `format` by the game's three renderers.
pub fn draw_in<D>(
    d: &D,
    format: DiagramFormat,
    ascii: impl FnOnce(&D) -> String,
    terminal: impl FnOnce(&D, ColorMode) -> String,
    svg: impl FnOnce(&D) -> String,
) -> String {
    match format {
        DiagramFormat::Ascii => ascii(d),
        DiagramFormat::Terminal(mode) => terminal(d, mode),
        DiagramFormat::Svg => svg(d),
    }
}

impl<R, P: Replayed> Checked<R, P> {
    /// The last of a text's records (`show`, `moves`, `replay` work on it): it must
    /// hold one, set up for a replay (else the problems that stopped it).
    pub fn last(checked: Vec<Self>) -> Result<Self, GameError> {
        match checked.into_iter().last() {
            None => Err(GameError::Usage(crate::Message::new("usage-no-record"))),
            Some(c) if !c.replay.is_set_up() => Err(GameError::Invalid(c.problems)),
            Some(c) => Ok(c),
        }
    }
}

impl<R, P> Checked<R, Option<P>> {
    /// The replay, or the problems that left the record without one.
    pub fn replayed(&self) -> Result<&P, GameError> {
        self.replay
            .as_ref()
            .ok_or_else(|| GameError::Invalid(self.problems.clone()))
    }
}

/// What `kifu moves` writes: its `heading` (a message that says the point and the number
/// of moves) said in `lang`, then one move a line.
pub fn lines(heading: Message, lang: Lang, moves: impl IntoIterator<Item = String>) -> String {
    let mut out = heading.say(lang);
    out.push('\n');
    for m in moves {
        out.push_str(&m);
        out.push('\n');
    }
    out
}

/// `count` records made one by one by `make` (`gen`), one after the other with a blank
/// line between two.
pub fn generated(
    count: u64,
    mut make: impl FnMut() -> Result<String, GameError>,
) -> Result<String, GameError> {
    let records = (0..count).map(|_| make()).collect::<Result<Vec<_>, _>>()?;
    Ok(records.join("\n"))
}

/// A generated record read back as notation (its JSON model is the generator's, so it
/// reads back: a failure is said, as a usage error).
pub fn notation_of(
    read: Result<crate::core::import::Imported, crate::core::import::ImportError>,
) -> Result<String, GameError> {
    read.map(|i| i.text).map_err(|e| {
        let e = crate::message!("usage-generated-unread", error = e.to_string());
        GameError::Usage(e)
    })
}

/// `gen --match`: `asked` must be one of the variants `game` makes (its
/// [`GameInfo::variants`](crate::core::game::GameInfo::variants)).
pub fn check_variant(game: GameKind, asked: Variant) -> Result<(), GameError> {
    if game.info().variants.contains(&asked) {
        Ok(())
    } else {
        Err(GameError::Unsupported(Unsupported {
            game,
            given: Setting::Variant(asked),
        }))
    }
}

/// The position of `game` a position string gives (`kifu moves --position`), or `start`
/// without one, with the game's answers for it: its legal `moves` written in a notation,
/// its `perft` (what a game's [`Game::position`](crate::core::game::Game::position) hands
/// back).
pub fn lone<P: Send + Sync + 'static>(
    game: GameKind,
    text: Option<&str>,
    start: impl FnOnce() -> P,
    parse: impl FnOnce(&str) -> Result<P, PositionError>,
    moves: fn(&P, NotationRequest) -> Result<LegalMoves, GameError>,
    perft: fn(&P, u32) -> u64,
) -> Result<Box<dyn GamePosition>, GameError> {
    let position = match text {
        None => start(),
        Some(s) => parse(s)?,
    };
    Ok(Box::new(Lone {
        game,
        position,
        moves,
        perft,
    }))
}

/// The checks every game's `Game` unit test makes, whatever the game.
#[cfg(test)]
pub(crate) mod testing {
    use crate::core::CheckedRecord;
    use crate::core::game::{At, DiagramFormat, Game};

    /// `text` holds one record, valid and finished, of `plies` plies; its notation goes
    /// to JSON and back to notation that is still valid.
    pub fn one_finished(g: &dyn Game, text: &str, plies: usize) -> Box<dyn CheckedRecord> {
        let mut checked = g.check(text, false);
        assert_eq!(checked.len(), 1);
        let c = checked.remove(0);
        assert!(c.is_valid() && c.is_finished());
        assert_eq!(c.plies(), plies);
        let json = g.to_json(text).expect("valid");
        let back = g
            .json_to_notation(&serde_json::Value::Array(json))
            .expect("reads");
        assert!(back.warnings.is_empty(), "{:?}", back.warnings);
        assert!(g.check(&back.text, false)[0].is_valid(), "{}", back.text);
        c
    }

    /// `show` refuses ply `beyond` and round 2 of a record of one game.
    pub fn refuses_beyond(g: &dyn Game, text: &str, beyond: usize) {
        assert!(g.show(text, At::ply(beyond), DiagramFormat::Svg).is_err());
        let round_2 = At {
            round: Some(2),
            ply: None,
        };
        assert!(g.show(text, round_2, DiagramFormat::Svg).is_err());
    }

    /// `count` records generated from seed 5 are read back, every one valid; a
    /// marathon is refused.
    pub fn generates(g: &dyn Game, count: usize) -> Vec<Box<dyn CheckedRecord>> {
        let variant = g.variants()[0];
        let generated = g.generate(5, count as u64, &variant).expect("generates");
        let records = g.check(&generated, false);
        assert_eq!(records.len(), count);
        assert!(records.iter().all(|r| r.is_valid()));
        assert!(g.generate(5, 1, &crate::Variant::Marathon).is_err());
        records
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_plies() {
        assert_eq!(one_game_ply(At::default(), 4, "Kaito", "turn"), Ok(4));
        assert_eq!(one_game_ply(At::ply(2), 4, "Kaito", "turn"), Ok(2));
        assert_eq!(
            one_game_ply(At::ply(5), 1, "Kaito", "turn"),
            Err(GameError::Usage(crate::message!(
                "usage-no-such-ply",
                unit = "turn",
                ply = 5,
                plies = 1
            )))
        );
        let round_2 = At {
            round: Some(2),
            ply: None,
        };
        assert_eq!(
            one_game_ply(round_2, 4, "Samouraï", "move"),
            Err(GameError::Usage(crate::message!(
                "usage-one-game",
                game = "Samouraï",
                round = 2
            )))
        );
    }

    #[test]
    fn variants_and_records() {
        assert_eq!(
            check_variant(GameKind::Kasane, Variant::FourPlayers),
            Ok(())
        );
        let refused = check_variant(GameKind::Kaito, Variant::Long).unwrap_err();
        let GameError::Unsupported(e) = refused else {
            panic!("{refused:?}")
        };
        assert_eq!(e.known(), ["standard"]);
        let mut k = 0;
        let made = generated(3, || {
            k += 1;
            Ok(k.to_string())
        });
        assert_eq!(made, Ok("1\n2\n3".to_owned()));
        let no = || GameError::Usage(crate::Message::new("usage-no-record"));
        let refused = generated(2, || Err(no()));
        assert_eq!(refused, Err(no()));
    }
}
