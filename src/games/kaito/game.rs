//! Kaitō for the `kifu` commands: every method of [`crate::core::game::Game`] except
//! `kind`, as inherent methods with the trait's exact signatures, so that wiring the game
//! into the CLI is one `GameKind::Kaito` variant and an `impl Game for Kaito` whose
//! methods call these (`Kaito::check(self, text, all)` …).

use super::check::{Checked, check};
use super::generate::Generator;
use super::json::{GameJson, schema, to_json, to_json_with, to_notation};
use super::notation::{write_move, write_record};
use super::render::{self, Diagram};
use super::replay::{Ply, Replay, ReplayOptions};
use super::rules::Position;
use crate::core::LineIndex;
use crate::core::game::{
    At, CheckedRecord, DiagramFormat, Game, GameError, GameKind, JsonLayout, LegalMove, LegalMoves,
    View, boxed, notation_from_json, require_parsed, require_valid, write_records_json,
};

/// The Kaitō game for the CLI.
pub struct Kaito;

/// The one instance.
pub static GAME: Kaito = Kaito;

const LANGUAGES: &[&str] = &["en"];
const STYLES: &[&str] = &["plain"];
const VARIANTS: &[&str] = &["standard"];

/// Every legal turn of a position, written, resolved, and whether it wins the game.
fn legal_list(pos: &Position, summary: String) -> LegalMoves {
    let moves = pos
        .legal_moves()
        .into_iter()
        .filter_map(|mv| {
            Some(LegalMove {
                written: write_move(pos, mv)?,
                resolved: mv.to_string(),
                wins: pos
                    .play(mv)
                    .ok()
                    .and_then(|after| after.result())
                    .is_some_and(|o| o.winner() == pos.turn()),
            })
        })
        .collect();
    LegalMoves { summary, moves }
}

/// The last record of a text, replayed (it must at least set up).
fn last_record(text: &str) -> Result<Checked, GameError> {
    let checked = check(text, ReplayOptions::default());
    match checked.into_iter().last() {
        None => Err(GameError::Usage("the input holds no record".into())),
        Some(c) if c.replay.start.is_none() => Err(GameError::Invalid(c.problems)),
        Some(c) => Ok(c),
    }
}

/// The position after `at.ply` turns (default: all replayed), and the turn that led there.
fn select(replay: &Replay, at: At) -> Result<(usize, Position, Option<&Ply>), GameError> {
    if let Some(r) = at.round
        && r != 1
    {
        return Err(GameError::Usage(format!(
            "a Kaito record is one game: there is no round {r}"
        )));
    }
    let plies = &replay.plies;
    let n = at.ply.unwrap_or(plies.len());
    if n > plies.len() {
        return Err(GameError::Usage(format!(
            "there is no turn {n}: the record has {} turn{}",
            plies.len(),
            if plies.len() == 1 { "" } else { "s" }
        )));
    }
    let position = match (plies.get(n), replay.position()) {
        (Some(p), _) => p.before,
        (None, Some(p)) => p,
        (None, None) => return Err(GameError::Usage("the game could not be set up".into())),
    };
    let last = n.checked_sub(1).and_then(|i| plies.get(i));
    Ok((n, position, last))
}

fn state(p: &Position) -> String {
    match p.result() {
        Some(o) => o.to_string(),
        None => format!("{} to move", p.turn()),
    }
}

/// The board after `n` turns of a replayed record, `last` the turn that led there.
fn draw(c: &Checked, n: usize, position: &Position, last: Option<&Ply>, view: View) -> String {
    let caption = last.map(|p| format!("after turn {n} ({}: {})", p.side, p.text()));
    let names = match (c.record.tag("Red"), c.record.tag("Black")) {
        (Some(r), Some(b)) => Some((r.value.node.clone(), b.value.node.clone())),
        _ => None,
    };
    let diagram = Diagram {
        position,
        last_move: last.map(|p| (p.before.kaito(), p.mv.to)),
        names,
        caption,
        flip: view.flip,
    };
    match view.format {
        DiagramFormat::Ascii => render::ascii(&diagram),
        DiagramFormat::Terminal(mode) => render::terminal(&diagram, mode),
        DiagramFormat::Svg => render::svg(&diagram),
    }
}

impl Game for Kaito {
    fn kind(&self) -> GameKind {
        GameKind::Kaito
    }

    /// Parse and replay every record of a text (`kifu validate`).
    fn check(&self, text: &str, all: bool) -> Vec<Box<dyn CheckedRecord>> {
        boxed(check(text, ReplayOptions { all }))
    }

    /// The JSON of every record of a text; the problems if any record is not valid.
    fn to_json(&self, text: &str) -> Result<Vec<serde_json::Value>, GameError> {
        let checked = check(text, ReplayOptions::default());
        require_valid(&checked)?;
        checked
            .iter()
            .map(|c| {
                let json = to_json(text, &c.record, &c.replay).ok_or_else(|| {
                    GameError::Usage("a record could not be set up for JSON".to_owned())
                })?;
                serde_json::to_value(json).map_err(|e| GameError::Usage(e.to_string()))
            })
            .collect()
    }

    fn record_json(
        &self,
        record: &str,
        lines: &LineIndex<'_>,
        layout: JsonLayout,
        out: &mut Vec<u8>,
    ) -> Result<(), GameError> {
        let checked = check(record, ReplayOptions::default());
        require_valid(&checked)?;
        let json = checked.iter().map(|c| {
            to_json_with(lines, record, &c.record, &c.replay)
                .ok_or_else(|| GameError::Usage("a record could not be set up for JSON".to_owned()))
        });
        write_records_json(json, layout, out)
    }

    /// Notation from JSON: one record (an object) or several (an array).
    fn json_to_notation(&self, json: &serde_json::Value) -> Result<String, GameError> {
        notation_from_json::<GameJson>(json, "Kaito", to_notation)
    }

    /// The JSON Schema of the JSON records.
    fn schema(&self) -> serde_json::Value {
        serde_json::to_value(schema()).unwrap_or_default()
    }

    /// The languages `format` accepts: the notation has no words to translate.
    fn languages(&self) -> &'static [&'static str] {
        LANGUAGES
    }

    /// The styles `format` accepts (one).
    fn styles(&self) -> &'static [&'static str] {
        STYLES
    }

    /// The canonical layout (`kifu fmt`): fails only when the text does not parse.
    fn format(&self, text: &str, _lang: &str, _style: &str) -> Result<String, GameError> {
        let checked = check(text, ReplayOptions::default());
        require_parsed(&checked, &["kaito::bad-layout"])?;
        Ok(checked
            .iter()
            .map(|c| write_record(&c.record))
            .collect::<Vec<_>>()
            .join("\n"))
    }

    /// The board after a number of turns of the last record (`kifu show`).
    fn picture(&self, text: &str, at: At, view: View) -> Result<String, GameError> {
        let c = last_record(text)?;
        let (n, position, last) = select(&c.replay, at)?;
        Ok(draw(&c, n, &position, last, view))
    }

    fn pictures(&self, text: &str, view: View) -> Result<Vec<String>, GameError> {
        let c = last_record(text)?;
        (0..=c.replay.plies.len())
            .map(|ply| {
                let at = At {
                    round: None,
                    ply: Some(ply),
                };
                let (n, position, last) = select(&c.replay, at)?;
                Ok(draw(&c, n, &position, last, view))
            })
            .collect()
    }

    fn steps(&self, text: &str) -> Result<Vec<crate::core::game::Step>, GameError> {
        let c = last_record(text)?;
        let plies = c
            .replay
            .plies
            .iter()
            .map(|p| (p.side.to_string(), p.text()));
        Ok(crate::core::game::Step::of_rounds([(1, plies)]))
    }

    /// The legal turns after a number of turns of the last record (`kifu moves`), one a
    /// line in the notation (`c2 x bS`, `a6 x rH = H 3+2`).
    fn moves(&self, text: &str, at: At) -> Result<String, GameError> {
        let c = last_record(text)?;
        let (n, pos, _) = select(&c.replay, at)?;
        let list = pos.legal_moves();
        let mut out = format!(
            "after turn {n}: {}; {} legal turn{}\n",
            state(&pos),
            list.len(),
            if list.len() == 1 { "" } else { "s" }
        );
        for &mv in &list {
            if let Some(s) = write_move(&pos, mv) {
                out.push_str(&s);
                out.push('\n');
            }
        }
        Ok(out)
    }

    fn legal_moves(&self, text: &str, at: At) -> Result<LegalMoves, GameError> {
        let c = last_record(text)?;
        let (n, pos, _) = select(&c.replay, at)?;
        Ok(legal_list(&pos, format!("after turn {n}: {}", state(&pos))))
    }

    fn legal_moves_from(&self, position: &str) -> Result<LegalMoves, GameError> {
        let pos = position.parse::<Position>().map_err(|e| {
            GameError::Usage(format!("bad position string: {e} (at byte {})", e.at))
        })?;
        Ok(legal_list(&pos, state(&pos)))
    }

    /// Variants `generate` accepts (one: the standard game, on a random layout).
    fn variants(&self) -> &'static [&'static str] {
        VARIANTS
    }

    /// `count` seeded random legal games, as several records in one text.
    fn generate(&self, seed: u64, count: u64, variant: &str) -> Result<String, GameError> {
        if !VARIANTS.contains(&variant) {
            return Err(GameError::Usage(format!(
                "a Kaito game is one of {}",
                VARIANTS.join(", ")
            )));
        }
        let mut g = Generator::new(seed);
        Ok((0..count)
            .map(|_| to_notation(&g.random_game()))
            .collect::<Vec<_>>()
            .join("\n"))
    }

    /// Turn sequences of exactly `depth` turns from a position string (None: the start
    /// of a game on the sample layout, [`Position::sample`]).
    fn perft(&self, position: Option<&str>, depth: u32) -> Result<u64, GameError> {
        let pos = match position {
            None => Position::sample(),
            Some(s) => s.parse::<Position>()?,
        };
        Ok(pos.perft(depth))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let checked = g.check(GAME_TEXT, false);
        assert_eq!(checked.len(), 1);
        assert!(checked[0].is_valid() && checked[0].is_finished());
        assert_eq!(checked[0].plies(), 8);
        assert!(checked[0].summary().contains("Red wins"));

        let json = g.to_json(GAME_TEXT).expect("valid");
        let back = g
            .json_to_notation(&serde_json::Value::Array(json))
            .expect("reads");
        assert!(g.check(&back, false)[0].is_valid(), "{back}");
        assert!(g.json_to_notation(&serde_json::json!({"game": 1})).is_err());

        let fmt = g
            .format(&GAME_TEXT.replace("  ", " "), "en", "plain")
            .expect("parses");
        assert!(fmt.contains("3. b4 x rS  d4 x b1 = S 3+1"), "{fmt}");
        assert!(matches!(
            g.format(&GAME_TEXT.replace("= S 3+1", "= Q 3+1"), "en", "plain"),
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
        assert!(g.show(GAME_TEXT, at(9), DiagramFormat::Svg).is_err());
        assert!(
            g.show(
                GAME_TEXT,
                At {
                    round: Some(2),
                    ply: None
                },
                DiagramFormat::Svg
            )
            .is_err()
        );

        let moves = g.moves(GAME_TEXT, at(5)).expect("moves");
        assert!(moves.contains("d4 x b1 = S 3+1"), "{moves}");
        let end = g.moves(GAME_TEXT, At::default()).expect("moves");
        assert!(
            end.contains("Red wins") && end.contains("0 legal turns"),
            "{end}"
        );

        let generated = g.generate(5, 3, "standard").expect("generates");
        let records = g.check(&generated, false);
        assert_eq!(records.len(), 3);
        assert!(records.iter().all(|r| r.is_valid() && r.is_finished()));
        assert!(g.generate(5, 1, "marathon").is_err());

        assert_eq!(g.perft(None, 2), Ok(Position::sample().perft(2)));
        assert!(g.perft(Some("x"), 1).is_err());
        assert!(g.schema().is_object());
        assert!(matches!(
            g.to_json("[First \"Red\"]\n1. c1"),
            Err(GameError::Invalid(_))
        ));
        assert!(g.show("", At::default(), DiagramFormat::Ascii).is_err());
    }
}
