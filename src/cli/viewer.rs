//! What the viewers (`kifu replay`, `kifu show --format html`) step through: the records
//! of a file, each with its tags, its steps (one per ply, as far as it replays) and the
//! diagnostics that stop it. Every picture is drawn by the game's own renderer
//! ([`Game::show`]).

use std::sync::Arc;

use kifu::Problem;
use kifu::records as split_records;
use kifu::text::Cursor;
use kifu::{Game, Lang, message};
use kifu::{GameError, Step, View};

/// One record of a file, ready to step through: read and replayed once.
pub struct Viewed {
    /// The record's text (a slice of the file), read and replayed.
    opened: kifu::Opened,
    /// Lines of the file before the record (for diagnostics' line numbers).
    pub base_line: usize,
    /// Its `[Key "Value"]` tags, in order.
    pub tags: Vec<(String, String)>,
    /// Every point it replays to; empty when it does not replay at all.
    pub steps: Vec<Step>,
    /// The record's errors, rendered as diagnostics (no colour); empty when it is valid.
    pub diagnostic: String,
    /// The language its viewer speaks: the sheet's, unless one is asked
    /// ([`super::lang::for_sheet`]).
    pub lang: Lang,
    /// The file's name, the record's text and its errors, to render them again at
    /// another width ([`Viewed::diagnostic_at`]).
    name: String,
    source: Arc<str>,
    errors: Vec<Problem>,
}

impl Viewed {
    /// A one-line name for a record picker: event, round, players, as the tags give them.
    pub fn title(&self, index: usize) -> String {
        let tag = |k: &str| tag_value(&self.tags, k);
        let mut parts: Vec<String> = Vec::new();
        if let Some(e) = tag("Event") {
            parts.push(e.to_string());
        }
        if let Some(d) = tag("Date") {
            parts.push(d.to_string());
        }
        if let Some(p) = players(&self.tags) {
            parts.push(p);
        }
        if parts.is_empty() {
            message!("viewer-record", number = index + 1).say(self.lang)
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

    /// The picture at every step, drawn by the game's renderer from the record's one
    /// replay; none when the record does not replay at all.
    pub fn pictures(&self, view: View) -> Result<Vec<String>, GameError> {
        if self.steps.is_empty() {
            return Ok(Vec::new());
        }
        self.opened.last()?.pictures(view)
    }

    /// The diagnostics as [`Viewed::diagnostic`] gives them, the file called `name` in
    /// them (a web page names the file only, not the folders it was in).
    pub fn diagnostic_as(&self, name: &str) -> String {
        self.rendered(name, None)
    }

    /// The errors, in the order of the text, rendered without colour `width` columns wide
    /// (`None`: miette's width) in the viewer's language, the file called `name`.
    fn rendered(&self, name: &str, width: Option<usize>) -> String {
        let mut rendered = String::new();
        for p in super::in_line_order(&self.errors).iter() {
            let report = kifu::diagnostic_in(name, &self.source, self.base_line, p, self.lang);
            kifu::render_report(&mut rendered, &report, self.lang, width, false);
        }
        rendered
    }

    /// What is wrong, in a sentence: the first error's message (in the order of the
    /// text), and how many more there are; none for a valid record.
    pub fn headline(&self) -> Option<String> {
        let sorted = super::in_line_order(&self.errors);
        let first = sorted.first()?;
        Some(match self.errors.len() - 1 {
            0 => first.message.say(self.lang),
            more => message!(
                "viewer-headline-more",
                message = first.message.clone(),
                more = more
            )
            .say(self.lang),
        })
    }

    /// The diagnostics laid out for `width` columns: miette wraps the messages and the
    /// help, and a line still wider (a long source line) is cut into `width`-wide pieces.
    pub fn diagnostic_at(&self, width: usize) -> String {
        let width = width.max(20);
        let rendered = self.rendered(&self.name, Some(width));
        let mut out = String::with_capacity(rendered.len());
        for line in rendered.lines() {
            let chars: Vec<char> = line.chars().collect();
            if chars.is_empty() {
                out.push('\n');
            }
            for piece in chars.chunks(width) {
                out.extend(piece);
                out.push('\n');
            }
        }
        out
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
    let opened = kifu::open_with(game, slice, false);
    let errors: Vec<Problem> = opened
        .records()
        .iter()
        .flat_map(|c| c.problems().iter())
        .filter(|p| p.is_error())
        .cloned()
        .collect();
    let steps = match opened.last() {
        Ok(record) => record.steps().map(<[Step]>::to_vec).unwrap_or_default(),
        Err(_) => Vec::new(),
    };
    let lang = match opened.records().last() {
        Some(r) => super::lang::for_sheet(game.kind(), r.notation()),
        None => super::lang::for_no_sheet(),
    };
    let mut viewed = Viewed {
        opened,
        base_line,
        tags: tags(slice),
        steps,
        diagnostic: String::new(),
        lang,
        name: name.to_string(),
        source: slice.into(),
        errors,
    };
    viewed.diagnostic = viewed.diagnostic_as(name);
    viewed
}

/// The players a record's tags name (`Ann – Bo`: `[Black]` and `[White]`, `[Red]` and
/// `[Black]`, or `[Players]`), if any.
pub fn players(tags: &[(String, String)]) -> Option<String> {
    let named: Vec<&str> = ["Red", "Black", "White", "Players"]
        .into_iter()
        .filter_map(|k| tag_value(tags, k))
        .collect();
    (!named.is_empty()).then(|| named.join(" – "))
}

/// The value of tag `key` (any case), if given and not empty or `?`.
fn tag_value<'t>(tags: &'t [(String, String)], key: &str) -> Option<&'t str> {
    tags.iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(key))
        .map(|(_, v)| v.as_str())
        .filter(|v| !v.is_empty() && *v != "?")
}

/// The tags at the head of a record, as written.
pub fn tags(text: &str) -> Vec<(String, String)> {
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
            Some(Ok(t)) => found.push((t.key.node.into(), t.value.node.into())),
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
        let g: &dyn Game = kifu::GameKind::Kamisado.engine();
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
        let ascii = View::from(kifu::DiagramFormat::Ascii);
        let p = v[0].pictures(ascii).unwrap();
        assert_eq!(p.len(), 2, "one picture per step");
        assert!(!p[0].contains("after ply"), "{}", p[0]);
        assert!(
            p[1].contains("after ply 1 (Black: Red ^4 Blue)"),
            "{}",
            p[1]
        );
        let flipped = v[0]
            .pictures(View {
                flip: true,
                ..ascii
            })
            .unwrap();
        assert!(flipped[1].contains("after ply 1 (Black: Red ^4 Blue)"));
        assert_ne!(
            flipped[1], p[1],
            "the flipped board is drawn the other way up"
        );
        assert!(v[1].pictures(ascii).is_ok_and(|p| p.len() == 1));
    }

    #[test]
    fn diagnostics_are_wrapped_to_the_width_they_get() {
        let g: &dyn Game = kifu::GameKind::Kamisado.engine();
        let v = load(g, "two.kamisado", TWO);
        let wide = v[1].diagnostic_at(200);
        let narrow = v[1].diagnostic_at(30);
        assert!(narrow.lines().all(|l| l.chars().count() <= 30), "{narrow}");
        assert!(narrow.lines().count() > wide.lines().count(), "{narrow}");
        assert!(narrow.contains("two.kamisado:8:"), "{narrow}");
        let errors = |d: &str| d.matches('×').count();
        assert!(
            errors(&narrow) >= 1 && errors(&narrow) == errors(&wide),
            "{narrow}"
        );
    }
}
