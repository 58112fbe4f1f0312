//! Writing a Kaitō record: a turn, an entry, the layout and whole records in the
//! canonical layout.

use crate::core::header;
use crate::games::kaito::ast::{Entry, Item, Record};
use crate::games::kaito::rules::{Move, Position};

/// A legal turn of `pos` in the canonical notation, with what it captures:
/// `a6 x rH = H 3+2` (`None` if the destination holds no token).
pub fn write_move(pos: &Position, mv: Move) -> Option<String> {
    let taken = pos.piece_at(mv.to)?;
    let mut s = format!("{} x {taken}", mv.to);
    if let Some(e) = mv.exchange {
        s.push_str(&format!(" = {e}"));
    }
    Some(s)
}

/// An entry in the canonical form: `a6 x rH = H 3+2`.
pub fn write_entry(entry: &Entry) -> String {
    let mut s = entry.to.node.to_string();
    if let Some(c) = entry.capture {
        s.push_str(&format!(" x {}", c.node));
    }
    for e in &entry.exchanges {
        s.push_str(&format!(" = {} {}", e.buy.node.kind().letter(), e.pay.node));
    }
    s
}

/// A line's first word that cannot start a rank line: a move number (`12.`, `3…`), an
/// ellipsis, a keyword (`Kaito:`), a tag or a comment.
pub(super) fn starts_other(w: &str) -> bool {
    let digits = w.trim_start_matches(|c: char| c.is_ascii_digit());
    (digits.len() < w.len() && (digits.starts_with('.') || digits.starts_with('…')))
        || matches!(w, "..." | "…")
        || w.ends_with(':')
        || w.to_lowercase().starts_with("kait")
        || w.starts_with(['[', '{', ';'])
}

/// Numbered pairs of cells (first player's, second player's) in aligned columns. A cell
/// that must end its line (a `;` comment) closes its row; the second player's entry then
/// goes on a row of its own, `N. ...` with the number of the pair it belongs to.
pub fn layout_pairs(cells: &[(String, bool)], first_second: bool, out: &mut String) {
    // Each row: the two cells, whether the row is closed, and the pair's number.
    let mut rows: Vec<([Option<String>; 2], bool, usize)> = Vec::new();
    for (i, (text, closes)) in cells.iter().enumerate() {
        let col = (i + usize::from(first_second)) % 2;
        let last = rows.last();
        let reuse = col == 1 && last.is_some_and(|r| !r.1 && r.0[1].is_none());
        if !reuse {
            // A second player's entry after a closed row is still in that row's pair.
            let number = match last {
                Some(r) if col == 1 && r.0[1].is_none() => r.2,
                Some(r) => r.2 + 1,
                None => 1,
            };
            rows.push(([None, None], false, number));
        }
        if let Some(r) = rows.last_mut() {
            r.0[col] = Some(text.clone());
            r.1 = *closes || col == 1;
        }
    }
    let width = rows
        .iter()
        .filter(|r| r.0[1].is_some())
        .filter_map(|r| r.0[0].as_ref())
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(3)
        .max(3);
    let nw = format!("{}.", rows.last().map_or(0, |r| r.2)).len();
    for r in &rows {
        let number = format!("{:<nw$}", format!("{}.", r.2));
        match (&r.0[0], &r.0[1]) {
            (Some(a), Some(b)) => out.push_str(&format!("{number} {a:width$}  {b}\n")),
            (Some(a), None) => out.push_str(&format!("{number} {a}\n")),
            (None, Some(b)) => out.push_str(&format!("{number} {:width$}  {b}\n", "...")),
            (None, None) => {}
        }
    }
}

/// The record in the canonical layout: tags, the layout, the Kaito line, then numbered
/// pairs (first player's entry, second player's). Comments stay with the entry they
/// follow; [`Item::Invalid`] text (which has no meaning) is left out.
pub fn write_record(record: &Record) -> String {
    let mut out = String::new();
    for t in &record.tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    let mut leading = Vec::new();
    let mut cells: Vec<(String, bool)> = Vec::new();
    let mut starts_second = false;
    for item in &record.items {
        match item {
            Item::Entry(e) => cells.push((write_entry(e), false)),
            Item::Ellipsis(_) if cells.is_empty() => starts_second = true,
            Item::Comment(c) => {
                let text = header::write_comment(&c.node);
                match cells.last_mut() {
                    Some((cell, closes)) => {
                        cell.push(' ');
                        cell.push_str(&text);
                        *closes |= header::comment_ends_line(&c.node);
                    }
                    None => leading.push(text),
                }
            }
            Item::MoveNumber(_) | Item::Ellipsis(_) | Item::Invalid(_) => {}
        }
    }
    if let Some(l) = record.head.layout.as_ref().and_then(|b| b.layout) {
        out.push_str("Layout:\n");
        for line in l.lines() {
            out.push_str(&line);
            out.push('\n');
        }
    }
    if let Some(sq) = record.head.kaito.and_then(|k| k.square) {
        out.push_str(&format!("Kaito: {}\n", sq.node));
    }
    for c in leading {
        out.push_str(&c);
        out.push('\n');
    }
    layout_pairs(&cells, starts_second, &mut out);
    out
}
