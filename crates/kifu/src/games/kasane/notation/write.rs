//! Writing a Colors of Kasane record: cards, grids, turns and whole records, with the
//! combinations' names in a style.

use crate::games::kasane::ast::{FinalLine, Item, Record, Tag, TurnLine};
use crate::games::kasane::cards::{Card, Combination};

use crate::core::header;

/// A card list: `3 7 +1 9`.
pub fn write_cards(cards: impl IntoIterator<Item = Card>) -> String {
    cards
        .into_iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `Grid: 3 7 +1 9 / 2 2 5 8 / …`.
pub fn write_grid(rows: &[Vec<Card>]) -> String {
    let rows: Vec<String> = rows
        .iter()
        .map(|r| write_cards(r.iter().copied()))
        .collect();
    format!("Grid: {}", rows.join(" / "))
}

/// Which names the writer gives the combinations.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NameStyle {
    /// `Kagen no Tsuki` (the canonical form).
    #[default]
    Romaji,
    /// `下弦ノ月`, as printed in the rule book.
    Kanji,
    /// `waning moon`.
    English,
}

impl NameStyle {
    /// The name of `c` in this style.
    pub const fn name(self, c: Combination) -> &'static str {
        match self {
            NameStyle::Romaji => c.name(),
            NameStyle::Kanji => c.kanji(),
            NameStyle::English => c.english(),
        }
    }
}

/// A turn in canonical form with the combination named in `style`: `Aiko 2 (2) : Kasane
/// 2 2 = 1` in rōmaji.
pub fn write_turn_with(turn: &TurnLine, style: NameStyle) -> String {
    let mut s = turn.player.node.to_string();
    if !turn.row_left_out() {
        s.push_str(&format!(" {}", turn.row.node));
    }
    if let Some(c) = turn.card {
        s.push_str(&format!(" ({})", c.node));
    }
    if let Some(c) = &turn.combo {
        s.push_str(" : ");
        s.push_str(style.name(c.kind.node));
        if let Some(t) = c.top {
            s.push_str(&format!(" ^{}", t.node));
        }
        s.push(' ');
        s.push_str(&write_cards(c.cards.iter().map(|c| c.node)));
        if let Some(p) = c.points {
            s.push_str(&format!(" = {}", p.node));
        }
    }
    s
}

/// `Final: Aiko 14, Ben 12`.
pub fn write_final(line: &FinalLine) -> String {
    let parts: Vec<String> = line
        .scores
        .iter()
        .map(|e| format!("{} {}", e.player.node, e.points.node))
        .collect();
    format!("Final: {}", parts.join(", "))
}

/// The record in canonical layout: tags (`Game` first), a blank line, then one item per
/// line, a blank line before each round. Invalid stretches are copied as they were
/// written, from `text`.
#[cfg(test)]
pub fn write_record(record: &Record, text: &str) -> String {
    write_record_with(record, text, NameStyle::Romaji)
}

/// [`write_record`] with the combinations named in `style` (`kifu fmt`).
pub fn write_record_with(record: &Record, text: &str, style: NameStyle) -> String {
    let mut out = String::new();
    let mut tags: Vec<&Tag> = record.tags.iter().collect();
    tags.sort_by_key(|t| !t.key.node.eq_ignore_ascii_case("game"));
    for t in tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    let mut first = true;
    // End of the previous item in `text`, and whether its line may take more text.
    let mut prev: Option<(usize, bool)> = None;
    for item in &record.items {
        // A comment written on the same line as the item before it stays there.
        if let (Item::Comment(c), Some((end, open))) = (item, prev)
            && open
            && text
                .get(end..c.span.start)
                .is_some_and(|between| !between.contains('\n'))
            && out.ends_with('\n')
        {
            out.pop();
            out.push(' ');
            out.push_str(&header::write_comment(&c.node));
            out.push('\n');
            prev = Some((c.span.end, !header::comment_ends_line(&c.node)));
            continue;
        }
        prev = Some((
            item.span().end,
            match item {
                Item::Comment(c) => !header::comment_ends_line(&c.node),
                Item::Invalid(_) => false,
                _ => true,
            },
        ));
        let line = match item {
            Item::Round(r) => {
                if !first || !record.tags.is_empty() {
                    out.push('\n');
                }
                format!("Round {}", r.number.node)
            }
            Item::Grid(g) => {
                let rows: Vec<Vec<Card>> = g
                    .rows()
                    .map(|r| r.iter().map(|c| c.node).collect())
                    .collect();
                write_grid(&rows)
            }
            Item::Turn(t) => write_turn_with(t, style),
            Item::Final(f) => {
                out.push('\n');
                write_final(f)
            }
            Item::Comment(c) => header::write_comment(&c.node),
            Item::Invalid(s) => text.get(s.range()).unwrap_or_default().to_string(),
        };
        if first && !record.tags.is_empty() && !matches!(item, Item::Round(_)) {
            out.push('\n');
        }
        first = false;
        out.push_str(&line);
        out.push('\n');
    }
    out
}
