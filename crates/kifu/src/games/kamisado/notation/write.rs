//! Writing Kamisado score sheets: [`write_record`] prints a record in the canonical layout,
//! in English, French or German, with arrows, words or ASCII arrows; the smaller writers
//! give one move, entry or round header.

use super::super::ast::{Action, Entry, Fill, Item, Record, RoundHeader, Segment};
use super::super::board::{Colour, Direction};
use crate::core::header;

use super::super::style::{ArrowStyle, Lang, Style};

/// A colour's name in a language.
pub fn colour_name(c: Colour, lang: Lang) -> &'static str {
    let names = match lang {
        Lang::En => [
            "Orange", "Blue", "Purple", "Pink", "Yellow", "Red", "Green", "Brown",
        ],
        Lang::Fr => [
            "Orange", "Bleu", "Violet", "Rose", "Jaune", "Rouge", "Vert", "Marron",
        ],
        Lang::De => [
            "Orange", "Blau", "Lila", "Rosa", "Gelb", "Rot", "Grün", "Braun",
        ],
    };
    names[c.index()]
}

/// A direction as the style writes it (without the distance).
pub fn direction_name(d: Direction, style: &Style) -> &'static str {
    let i = match d {
        Direction::Straight => 0,
        Direction::Left => 1,
        Direction::Right => 2,
        Direction::Back => 3,
    };
    let names = match (style.arrows, style.lang) {
        (ArrowStyle::Arrows, _) => ["↑", "↖", "↗", "↓"],
        (ArrowStyle::Ascii, _) => ["^", "<", ">", "v"],
        (ArrowStyle::Words, Lang::En) => ["Straight", "Left", "Right", "Back"],
        (ArrowStyle::Words, Lang::Fr) => ["Devant", "Gauche", "Droite", "Arrière"],
        (ArrowStyle::Words, Lang::De) => ["Geradeaus", "Links", "Rechts", "Zurück"],
    };
    names[i]
}

/// A direction and distance as the style writes them: `↗3`, `Droite 3`, `>3`.
pub fn write_step(dir: Direction, dist: u8, style: &Style) -> String {
    let sep = if style.arrows == ArrowStyle::Words {
        " "
    } else {
        ""
    };
    format!("{}{sep}{dist}", direction_name(dir, style))
}

/// One move as a sheet writes it: the tower, its step (`None`: a blocked `0`) and the
/// landing colour: `Red ↗3 Blue`, `Marron Devant 4 Jaune`, `Grün 0 Rosa`. Every entry the
/// writer prints and every entry quoted in a help text is written by this function.
pub fn write_move(
    tower: Colour,
    step: Option<(Direction, u8)>,
    landing: Colour,
    style: &Style,
) -> String {
    let action = match step {
        None => "0".to_owned(),
        Some((d, n)) => write_step(d, n, style),
    };
    format!(
        "{} {action} {}",
        colour_name(tower, style.lang),
        colour_name(landing, style.lang)
    )
}

/// One segment: `Red ↗3 Blue`, `Rouge Droite 3 Bleu`, `Green 0 Pink`.
pub fn write_segment(segment: &Segment, style: &Style) -> String {
    let step = match segment.action {
        Action::Blocked { .. } => None,
        Action::Step { dir, dist } => Some((dir.node, dist.node)),
    };
    write_move(segment.tower.node, step, segment.landing.node, style)
}

/// A pushed entry for help texts: each pushed tower `↓1` onto its colour, joined by ` + `.
pub fn write_pushed(pushed: &[(Colour, Colour)], style: &Style) -> String {
    pushed
        .iter()
        .map(|&(tower, onto)| write_move(tower, Some((Direction::Back, 1)), onto, style))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The colours in a language, for help texts: `Orange, Bleu, Violet, …`.
pub fn colour_names(lang: Lang) -> String {
    Colour::ALL
        .iter()
        .map(|&c| colour_name(c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One entry: its segments joined by ` + `.
pub fn write_entry(entry: &Entry, style: &Style) -> String {
    let parts: Vec<String> = entry
        .segments
        .iter()
        .map(|s| write_segment(s, style))
        .collect();
    parts.join(" + ")
}

/// A round header: `Round 2 from left`, `Manche 2 par la gauche`, `Runde 2 von links`.
pub fn write_round(header: &RoundHeader, style: &Style) -> String {
    write_round_header(header.number.node, header.fill.map(|f| f.node), style)
}

/// A round header from its number and fill, in the style's language (for help texts too).
pub fn write_round_header(number: u32, fill: Option<Fill>, style: &Style) -> String {
    // The round word of each language and its two fills (left, right).
    let (word, left, right) = match style.lang {
        Lang::En => ("Round", "from left", "from right"),
        Lang::Fr => ("Manche", "par la gauche", "par la droite"),
        Lang::De => ("Runde", "von links", "von rechts"),
    };
    match fill {
        Some(Fill::Left) => format!("{word} {number} {left}"),
        Some(Fill::Right) => format!("{word} {number} {right}"),
        None => format!("{word} {number}"),
    }
}

/// A line of the written body.
enum Line {
    /// A move line: its number and Black's and White's cells (an entry or `...`, with any
    /// comments written next to them).
    Move {
        number: Option<u32>,
        cells: [String; 2],
        filled: usize,
    },
    Text(String),
    Blank,
}

fn push_cell(cell: &mut String, text: &str) {
    if !cell.is_empty() {
        cell.push(' ');
    }
    cell.push_str(text);
}

/// The record in the canonical layout: tags, a blank line, then the body with round
/// headers on their own lines and numbered pairs `1. <black> <white>` in aligned columns.
/// Which entry is Black's follows the record's own layout: after a move number Black's
/// entry comes first unless an ellipsis stands in its place; unnumbered entries are
/// paired in sequence. Comments stay where they were; [`Item::Invalid`] text (which has
/// no meaning) is left out.
pub fn write_record(record: &Record, style: &Style) -> String {
    write_with(record, Words::Styled(style))
}

/// The canonical layout of [`write_record`], but every entry and round header exactly as
/// written in `source` (the text `record` was parsed from): re-layout without translating.
pub fn write_record_verbatim(record: &Record, source: &str) -> String {
    write_with(record, Words::Verbatim(source))
}

/// How entries and round headers are worded by the writer.
#[derive(Clone, Copy)]
enum Words<'a> {
    /// In a language and style.
    Styled(&'a Style),
    /// As written in this source text.
    Verbatim(&'a str),
}

impl Words<'_> {
    fn entry(self, e: &Entry) -> String {
        match self {
            Words::Styled(style) => write_entry(e, style),
            Words::Verbatim(src) => src.get(e.span.range()).unwrap_or_default().to_owned(),
        }
    }

    fn round(self, h: &RoundHeader) -> String {
        match self {
            Words::Styled(style) => write_round(h, style),
            Words::Verbatim(src) => src.get(h.span.range()).unwrap_or_default().to_owned(),
        }
    }
}

fn write_with(record: &Record, words: Words<'_>) -> String {
    let mut out = String::new();
    for t in &record.tags {
        out.push_str(&header::write_tag(&t.key.node, &t.value.node));
        out.push('\n');
    }
    let mut lines: Vec<Line> = Vec::new();
    let mut open: Option<Line> = None;
    let flush = |lines: &mut Vec<Line>, open: &mut Option<Line>| {
        if let Some(l) = open.take() {
            lines.push(l);
        }
    };
    for item in &record.items {
        match item {
            Item::MoveNumber(n) => {
                flush(&mut lines, &mut open);
                open = Some(Line::Move {
                    number: Some(n.node),
                    cells: Default::default(),
                    filled: 0,
                });
            }
            Item::Ellipsis(_) | Item::Entry(_) => {
                let text = match item {
                    Item::Entry(e) => words.entry(e),
                    _ => "...".to_owned(),
                };
                if !matches!(open, Some(Line::Move { filled, .. }) if filled < 2) {
                    flush(&mut lines, &mut open);
                    open = Some(Line::Move {
                        number: None,
                        cells: Default::default(),
                        filled: 0,
                    });
                }
                if let Some(Line::Move { cells, filled, .. }) = &mut open {
                    push_cell(&mut cells[*filled], &text);
                    *filled += 1;
                }
            }
            Item::Comment(c) => {
                let text = header::write_comment(&c.node);
                match &mut open {
                    Some(Line::Move { cells, filled, .. }) => {
                        push_cell(&mut cells[filled.saturating_sub(1)], &text);
                        if header::comment_ends_line(&c.node) {
                            flush(&mut lines, &mut open);
                        }
                    }
                    _ => lines.push(Line::Text(text)),
                }
            }
            Item::Round(h) => {
                flush(&mut lines, &mut open);
                if !lines.is_empty() {
                    lines.push(Line::Blank);
                }
                lines.push(Line::Text(words.round(h)));
            }
            Item::Score(s) => {
                flush(&mut lines, &mut open);
                lines.push(Line::Text(format!(
                    "Score: {}-{}",
                    s.black.node, s.white.node
                )));
            }
            Item::Invalid(_) => {}
        }
    }
    flush(&mut lines, &mut open);

    let width = |s: &str| s.chars().count();
    let mut num_w = 0;
    let mut black_w = 0;
    for l in &lines {
        if let Line::Move { number, cells, .. } = l {
            num_w = num_w.max(number.map_or(0, |n| n.to_string().len() + 1));
            if !cells[1].is_empty() {
                black_w = black_w.max(width(&cells[0]));
            }
        }
    }
    if !record.tags.is_empty() && !lines.is_empty() {
        out.push('\n');
    }
    for l in &lines {
        match l {
            Line::Move { number, cells, .. } => {
                let mut s = String::new();
                if num_w > 0 {
                    let n = number.map_or(String::new(), |n| format!("{n}."));
                    s.push_str(&format!("{n:<num_w$} "));
                }
                s.push_str(&cells[0]);
                if !cells[1].is_empty() {
                    let pad = black_w.saturating_sub(width(&cells[0]));
                    s.extend(std::iter::repeat_n(' ', pad + 2));
                    s.push_str(&cells[1]);
                }
                out.push_str(s.trim_end());
            }
            Line::Text(t) => out.push_str(t),
            Line::Blank => {}
        }
        out.push('\n');
    }
    out
}
