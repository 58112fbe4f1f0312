//! What the viewers (`kifu replay`, `kifu show --format html`) step through: the records
//! of a file, each with its tags, its steps (one per ply, as far as it replays) and the
//! diagnostics that stop it. Every picture is drawn by the game's own renderer
//! ([`Game::show`]).

use std::sync::Arc;

use crate::core::game::{At, DiagramFormat, Game, GameError, Step};
use crate::core::header::{Cursor, split_records};

/// One record of a file, ready to step through.
pub struct Viewed {
    /// The record's text (a slice of the file).
    pub text: String,
    /// Lines of the file before the record (for diagnostics' line numbers).
    pub base_line: usize,
    /// Its `[Key "Value"]` tags, in order.
    pub tags: Vec<(String, String)>,
    /// Every point it replays to; empty when it does not replay at all.
    pub steps: Vec<Step>,
    /// The record's errors, rendered as diagnostics (no colour); empty when it is valid.
    pub diagnostic: String,
}

impl Viewed {
    /// A one-line name for a record picker: event, round, players, as the tags give them.
    pub fn title(&self, index: usize) -> String {
        let tag = |k: &str| {
            self.tags
                .iter()
                .find(|(key, _)| key.eq_ignore_ascii_case(k))
                .map(|(_, v)| v.as_str())
                .filter(|v| !v.is_empty() && *v != "?")
        };
        let players: Vec<&str> = ["Red", "Black", "White", "Players"]
            .into_iter()
            .filter_map(tag)
            .collect();
        let mut parts: Vec<String> = Vec::new();
        if let Some(e) = tag("Event") {
            parts.push(e.to_string());
        }
        if let Some(d) = tag("Date") {
            parts.push(d.to_string());
        }
        if !players.is_empty() {
            parts.push(players.join(" – "));
        }
        if parts.is_empty() {
            format!("Record {}", index + 1)
        } else {
            format!("{}. {}", index + 1, parts.join(", "))
        }
    }

    /// The step index of `round`/`ply` (default: the last step); None when there is no
    /// such point.
    pub fn find(&self, round: Option<u32>, ply: Option<usize>) -> Option<usize> {
        if self.steps.is_empty() {
            return None;
        }
        let round = round.unwrap_or(self.steps[self.steps.len() - 1].round);
        let in_round = || {
            self.steps
                .iter()
                .enumerate()
                .filter(|(_, s)| s.round == round)
        };
        match ply {
            None => in_round().next_back().map(|(i, _)| i),
            Some(p) => in_round().find(|(_, s)| s.ply == p).map(|(i, _)| i),
        }
    }

    /// The picture at a step, drawn by the game's renderer.
    pub fn picture(
        &self,
        game: &dyn Game,
        step: usize,
        format: DiagramFormat,
    ) -> Result<String, GameError> {
        let at = self.steps.get(step).map_or(At::default(), |s| At {
            round: Some(s.round),
            ply: Some(s.ply),
        });
        game.show(&self.text, at, format)
    }
}

/// Every record of a file's text, checked and stepped.
pub fn load(game: &dyn Game, name: &str, text: &str) -> Vec<Viewed> {
    split_records(text)
        .filter_map(|span| {
            let slice = text.get(span.range())?;
            let base_line = text[..span.start].matches('\n').count();
            Some(view_record(game, name, slice, base_line))
        })
        .collect()
}

fn view_record(game: &dyn Game, name: &str, slice: &str, base_line: usize) -> Viewed {
    let checked = game.check(slice, false);
    let errors: Vec<crate::core::Problem> = checked
        .iter()
        .flat_map(|c| c.problems().iter())
        .filter(|p| p.is_error())
        .cloned()
        .collect();
    let source: Arc<str> = slice.into();
    let diagnostic = super::render_problems_in(name, &source, base_line, &errors, false);
    let steps = game.steps(slice).unwrap_or_default();
    Viewed {
        text: slice.to_string(),
        base_line,
        tags: tags(slice),
        steps,
        diagnostic,
    }
}

/// The tags at the head of a record, as written.
fn tags(text: &str) -> Vec<(String, String)> {
    let mut cursor = Cursor::new(text, 0);
    let mut found = Vec::new();
    loop {
        cursor.skip_whitespace();
        if let Some(c) = cursor.comment() {
            if c.is_err() {
                break;
            }
            continue;
        }
        match cursor.tag() {
            Some(Ok(t)) => found.push((t.key.node, t.value.node)),
            _ => break,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "[Event \"Club\"]\n[Game \"Kamisado\"]\n[Black \"Ann\"]\n[White \"Bo\"]\n1. Red ↑4 Blue\n\n[Game \"Kamisado\"]\n1. Red ↑4 Green\n";

    #[test]
    fn a_file_of_two_records_gives_two_views_with_their_steps_and_problems() {
        let g: &dyn Game = &crate::games::kamisado::GAME;
        let v = load(g, "two.kamisado", TWO);
        assert_eq!(v.len(), 2);
        assert_eq!(v[0].title(0), "1. Club, Ann – Bo");
        assert_eq!(v[1].title(1), "Record 2");
        assert_eq!(v[0].steps.len(), 2, "the start, Black's ply");
        assert_eq!(v[0].steps[1].written, "Red ↑4 Blue");
        assert!(v[0].diagnostic.is_empty());
        // The second record stops at its first ply: Red ↑4 lands on Blue, not Green.
        assert_eq!(v[1].steps.len(), 1);
        assert!(
            v[1].diagnostic.contains("two.kamisado:8:"),
            "{}",
            v[1].diagnostic
        );
        assert_eq!(v[0].find(Some(1), Some(1)), Some(1));
        assert_eq!(v[0].find(None, None), Some(1));
        assert_eq!(v[0].find(Some(2), None), None);
        let p = v[0].picture(g, 1, DiagramFormat::Ascii).unwrap();
        assert!(p.contains("after ply 1 (Black: Red ^4 Blue)"), "{p}");
    }
}
