//! The tick-box Kamisado score sheet drawn as SVG, one A4 page at a time, from the
//! geometry of [`super::ticks`]. Every box is a `<rect class="tick">` carrying
//! `data-page`, `data-field`, `data-value` and, for an entry box, `data-entry` and
//! `data-side` (for a header box, `data-section`, and `data-side` for a score).
//!
//! What is printed inside a box is light (so a pen mark stands out on it): tower and landing
//! boxes are tinted with their colour and carry its initial in the sheet's language (for
//! colour-blind players), action boxes an arrow or `0`, distance and score boxes a digit.

use std::f64::consts::FRAC_1_SQRT_2;

use super::board::{Colour, Direction, Side};
use super::notation::{Lang, colour_name};
use super::ticks::{
    self, Action, BOX, BoxKind, EntryField, HeaderField, PAGE_HEIGHT, PAGE_WIDTH, PageCode,
    ROWS_PER_SECTION, Rect, SECTIONS_PER_PAGE, TickBox,
};
use crate::core::svg::{Rgb, Room, Svg, text_width, wrap_by};
use crate::message::Message;

/// The language a tick sheet is printed in: its words are messages of the catalogue
/// (`kamisado-sheet-…` and the `sheet-…` every sheet prints), its colour initials the
/// language's colour names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TickWords {
    /// The language (for the colour initials).
    pub lang: Lang,
}

impl TickWords {
    /// English.
    pub const EN: TickWords = TickWords::of(Lang::En);
    /// French.
    pub const FR: TickWords = TickWords::of(Lang::Fr);
    /// German.
    pub const DE: TickWords = TickWords::of(Lang::De);

    /// The words of a language.
    pub const fn of(lang: Lang) -> TickWords {
        TickWords { lang }
    }

    /// `message` said in the sheet's language.
    pub fn say(&self, message: &Message) -> String {
        message.say(self.lang.into())
    }

    fn word(&self, id: &'static str) -> String {
        self.say(&Message::new(id))
    }
}

/// How to fill the form, a short line each: ticking and correcting a tick, a round's
/// header (round 1 has no fill), a round going on, a round White begins, a blocked tower
/// and a deadlock, an oshi, the photo.
const HELP: [&str; 7] = [
    "kamisado-sheet-tick-help-1",
    "kamisado-sheet-tick-help-2",
    "kamisado-sheet-tick-help-3",
    "kamisado-sheet-tick-help-4",
    "kamisado-sheet-tick-help-5",
    "kamisado-sheet-tick-help-6",
    "kamisado-sheet-tick-help-7",
];

/// The shortest prefix of each colour's name in `lang` that no other colour's name shares
/// (`B`, `Bl`…): the initials printed in the colour boxes.
pub fn colour_initials(lang: Lang) -> [String; 8] {
    let names: Vec<Vec<char>> = Colour::ALL
        .iter()
        .map(|&c| colour_name(c, lang).chars().collect())
        .collect();
    std::array::from_fn(|i| {
        let name = &names[i];
        let len = (1..=name.len())
            .find(|&n| {
                names
                    .iter()
                    .enumerate()
                    .all(|(j, other)| j == i || other.len() < n || other[..n] != name[..n])
            })
            .unwrap_or(name.len());
        name[..len].iter().collect()
    })
}

const INK: &str = "#000000";
const LINE: &str = "#555555";
const FAINT: &str = "#9a9a9a";

/// The smallest text printed, mm: 6 pt (a printer's least legible size), a little over.
pub const TEXT_MIN: f64 = 2.15;
/// The glyphs inside the boxes (initials, digits) are set at [`TEXT_MIN`]; one wider than
/// this is narrowed to it (`textLength`), so that it stays inside its box.
const GLYPH_WIDTH: f64 = BOX - 0.4;
/// Bold letters are wider than [`text_width`] measures, by a tenth at most.
const BOLD: f64 = 1.1;

/// Page `page` (from 1) of the blank tick sheet, as an SVG document 210 mm × 297 mm.
pub fn page_svg(page: u32, words: &TickWords) -> String {
    let mut svg = Svg::new(PAGE_WIDTH, PAGE_HEIGHT);
    svg.rect(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT, &[("fill", "#ffffff")]);
    markers(&mut svg);
    page_code(&mut svg, PageCode::kamisado(page));
    headings(&mut svg, page, words);
    let initials = colour_initials(words.lang);
    for s in 0..SECTIONS_PER_PAGE {
        section_frame(&mut svg, page, s, words);
    }
    for b in ticks::boxes(page) {
        tick_box(&mut svg, &b, &initials);
    }
    footer(&mut svg, words);
    // Millimetres, so that the sheet prints at its size.
    svg.finish().replacen(
        "width=\"210\" height=\"297\"",
        "width=\"210mm\" height=\"297mm\"",
        1,
    )
}

fn text(svg: &mut Svg, x: f64, y: f64, s: &str, size: f64, extra: &[(&str, &str)]) {
    svg.sans((x, y), s, size, None, extra);
}

/// The form's four corner markers ([`ticks::markers`]), each a `<g class="marker">`.
pub(crate) fn markers(svg: &mut Svg) {
    for m in ticks::markers() {
        let corner = format!("{:?}", m.corner).to_lowercase();
        svg.group(&[("class", "marker"), ("data-corner", &corner)]);
        let r = m.outer;
        svg.rect(r.x, r.y, r.w, r.h, &[("fill", INK)]);
        let h = m.hole;
        svg.rect(h.x, h.y, h.w, h.h, &[("fill", "#ffffff")]);
        if let Some(d) = m.dot {
            svg.rect(d.x, d.y, d.w, d.h, &[("fill", INK)]);
        }
        svg.end_group();
    }
}

/// The cells of a page code ([`ticks::page_code_cells`]) filled as `code` says, in a
/// `<g class="page-code">`.
pub(crate) fn page_code(svg: &mut Svg, code: PageCode) {
    let bits = code.bits();
    let code: String = bits.iter().map(|&b| if b { '1' } else { '0' }).collect();
    svg.group(&[("class", "page-code"), ("data-bits", &code)]);
    for (cell, bit) in ticks::page_code_cells().iter().zip(bits) {
        if bit {
            svg.rect(cell.x, cell.y, cell.w, cell.h, &[("fill", INK)]);
        }
    }
    svg.end_group();
}

/// The message naming `side`'s half (`Black`).
fn side_word(side: Side) -> &'static str {
    match side {
        Side::Black => "kamisado-sheet-black",
        Side::White => "kamisado-sheet-white",
    }
}

/// A label (message `label`) and a line to write on after it, up to `end`.
fn field(svg: &mut Svg, x: f64, y: f64, w: &TickWords, label: &'static str, end: f64) {
    let label = w.say(&crate::message!("sheet-label", label = Message::new(label)));
    text(svg, x, y, &label, 2.6, &[]);
    let start = x + text_width(&label, 2.6) + 1.0;
    svg.line(
        (start, y + 0.6),
        (end, y + 0.6),
        &[("stroke", FAINT), ("stroke-width", "0.2")],
    );
}

/// The room of a text `width` mm wide (bold: its letters wider), set at [`TEXT_MIN`] at the
/// smallest.
fn room(width: f64, bold: bool) -> Room {
    Room {
        width: width / if bold { BOLD } else { 1.0 },
        floor: TEXT_MIN,
    }
}

fn headings(svg: &mut Svg, page: u32, w: &TickWords) {
    // The title and the page number, left of the page code and of the event.
    let title = w.word("kamisado-sheet-tick-title");
    let title_room = room(ticks::PAGE_CODE_LEFT - 1.0 - 21.0, true);
    let bold = [("font-weight", "bold")];
    svg.sans((21.0, 14.5), &title, 4.6, Some(title_room), &bold);
    let number = w.say(&crate::message!("kamisado-sheet-tick-page", page = page));
    let number_room = Some(room(42.0 - 1.0 - 21.0, false));
    let attrs = [("class", "page-number")];
    svg.sans((21.0, 19.0), &number, 3.0, number_room, &attrs);
    // The event and the date on the page number's line, under the page code.
    field(svg, 42.0, 19.0, w, "sheet-event", 126.0);
    field(svg, 131.0, 19.0, w, "sheet-date", 189.0);
    let fields = ticks::half_fields();
    let groups = [
        (w.word("kamisado-sheet-column-tower"), 0usize, 8usize),
        (w.word("kamisado-sheet-column-direction"), 8, 5),
        (w.word("kamisado-sheet-tick-distance"), 13, 7),
        (w.word("kamisado-sheet-column-landing"), 20, 8),
    ];
    for side in Side::ALL {
        let left = ticks::half_left(side);
        let name = w.word(side_word(side));
        // The side's heading, and a line for its player's name.
        text(svg, left, 23.5, &name, 3.4, &[("font-weight", "bold")]);
        let start = left + text_width(&name, 3.4) * 1.05 + 1.5;
        svg.line(
            (start, 24.1),
            (left + ticks::half_width(), 24.1),
            &[("stroke", FAINT), ("stroke-width", "0.2")],
        );
        for (label, first, n) in &groups {
            let (first, n) = (*first, *n);
            let x0 = left + fields[first].1;
            let x1 = left + fields[first + n - 1].1 + BOX;
            let room = Room {
                width: x1 - x0,
                floor: TEXT_MIN,
            };
            let attrs = [("text-anchor", "middle"), ("fill", "#333333")];
            svg.sans(((x0 + x1) / 2.0, 27.6), label, 2.3, Some(room), &attrs);
        }
    }
}

fn section_frame(svg: &mut Svg, page: u32, s: u32, w: &TickWords) {
    let top = ticks::section_top(s);
    let width = PAGE_WIDTH - 2.0 * ticks::MARKER_MARGIN;
    let x0 = ticks::MARKER_MARGIN;
    svg.rect(
        x0,
        top,
        width,
        ticks::HEADER_HEIGHT,
        &[
            ("fill", "#f2f2f2"),
            ("stroke", FAINT),
            ("stroke-width", "0.2"),
        ],
    );
    header_labels(svg, top + ticks::HEADER_HEIGHT / 2.0 + 0.9, w);
    // The rows: a rule under each, the line number at the left, the halves apart.
    for row in 0..ROWS_PER_SECTION {
        let y = ticks::row_top(s, row);
        let entry = ticks::entry_number(page, s, row);
        text(
            svg,
            ticks::BLACK_LEFT - 1.0,
            y + ticks::ROW_HEIGHT / 2.0 + 0.8,
            &entry.to_string(),
            2.2,
            &[("text-anchor", "end"), ("fill", "#444444")],
        );
        let bottom = y + ticks::ROW_HEIGHT;
        svg.line(
            (x0, bottom),
            (x0 + width, bottom),
            &[("stroke", "#cccccc"), ("stroke-width", "0.15")],
        );
    }
    let mid = ticks::half_left(Side::White) - ticks::HALF_GAP / 2.0;
    svg.line(
        (mid, top + ticks::HEADER_HEIGHT),
        (mid, ticks::row_top(s, ROWS_PER_SECTION)),
        &[("stroke", FAINT), ("stroke-width", "0.3")],
    );
}

/// A label in a section's header: its text and size, where it starts (or ends), and
/// whether it is bold.
struct Label {
    text: String,
    x: f64,
    size: f64,
    bold: bool,
}

impl Label {
    /// A label of the message `id` in the sheet's language, at `x`.
    fn of(w: &TickWords, id: &'static str, x: f64) -> Label {
        Label {
            text: w.word(id),
            x,
            size: 2.3,
            bold: false,
        }
    }

    /// How wide it is drawn, mm.
    fn width(&self) -> f64 {
        text_width(&self.text, self.size) * if self.bold { BOLD } else { 1.0 }
    }

    /// The label on the baseline `y`, in `width` mm: ending at its `x` when `end`, else
    /// starting there.
    fn draw(&self, svg: &mut Svg, y: f64, width: f64, end: bool) {
        let mut attrs = Vec::with_capacity(2);
        if self.bold {
            attrs.push(("font-weight", "bold"));
        }
        if end {
            attrs.push(("text-anchor", "end"));
        }
        let room = room(width, self.bold);
        svg.sans((self.x, y), &self.text, self.size, Some(room), &attrs);
    }
}

/// The labels of a section's header, on the baseline `y`: `Round` at the left, each box's
/// label after it (`new`, `continued`) or before it (`Fill`, `Black`, `White`). A label
/// has the room between its box and the next one; a label after a box and one before
/// the next share that room, in proportion to their widths when both do not fit.
fn header_labels(svg: &mut Svg, y: f64, w: &TickWords) {
    // Clear of a box, and between two labels, mm.
    const CLEAR: f64 = 0.8;
    const APART: f64 = 1.0;
    // Where the room after the last box starts, and the label standing there.
    let mut free = ticks::MARKER_MARGIN + CLEAR;
    let mut after = Some(Label {
        size: 2.5,
        bold: true,
        ..Label::of(w, "sheet-round", free)
    });
    for (field, x) in ticks::header_fields() {
        let before = match field {
            HeaderField::Fill(super::Fill::Left) => Some("kamisado-sheet-fill"),
            HeaderField::Score(side, 0) => Some(side_word(side)),
            _ => None,
        };
        let before = before.map(|id| Label::of(w, id, x - APART));
        match (&after, &before) {
            (Some(a), Some(b)) => {
                let space = b.x - free - APART;
                a.draw(svg, y, shared(a.width(), b.width(), space), false);
                b.draw(svg, y, shared(b.width(), a.width(), space), true);
            }
            (Some(a), None) => a.draw(svg, y, x - CLEAR - free, false),
            (None, Some(b)) => b.draw(svg, y, b.x - free, true),
            (None, None) => {}
        }
        free = x + BOX + CLEAR;
        after = match field {
            HeaderField::NewRound => Some(Label::of(w, "kamisado-sheet-tick-new", free)),
            HeaderField::Continued => Some(Label::of(w, "kamisado-sheet-tick-continued", free)),
            _ => None,
        };
    }
}

/// The room of a label `width` wide sharing `space` with another `other` wide: all that
/// the other leaves when both fit, else its share in proportion to its width.
fn shared(width: f64, other: f64, space: f64) -> f64 {
    if width + other <= space {
        space - other
    } else {
        space * width / (width + other)
    }
}

fn tick_box(svg: &mut Svg, b: &TickBox, initials: &[String; 8]) {
    let page = b.page.to_string();
    let value = b.value();
    let (key, number) = match b.id {
        BoxKind::Entry { entry, .. } => ("data-entry", entry),
        BoxKind::Header { section, .. } => ("data-section", section),
    };
    let number = number.to_string();
    let side = b.side().map(Side::name);
    let colour = match b.id {
        BoxKind::Entry {
            field: EntryField::Tower(c) | EntryField::Landing(c),
            ..
        } => Some(c),
        _ => None,
    };
    let fill = colour.map_or("#ffffff".to_string(), |c| Rgb::from_tuple(c.rgb()).hex());
    let mut attrs: Vec<(&str, &str)> =
        vec![("class", "tick"), ("data-page", &page), (key, &number)];
    if let Some(s) = side {
        attrs.push(("data-side", s));
    }
    attrs.push(("data-field", b.field()));
    attrs.push(("data-value", &value));
    attrs.push(("fill", &fill));
    if colour.is_some() {
        attrs.push(("fill-opacity", "0.45"));
    }
    attrs.extend_from_slice(&[("stroke", LINE), ("stroke-width", "0.2")]);
    let r = b.rect;
    svg.rect(r.x, r.y, r.w, r.h, &attrs);
    let glyph = match b.id {
        BoxKind::Entry { field, .. } => match field {
            EntryField::Tower(c) | EntryField::Landing(c) => Some(initials[c.index()].clone()),
            EntryField::Action(Action::Step(d)) => {
                arrow(svg, &r, d);
                None
            }
            EntryField::Action(Action::Blocked) => Some("0".to_string()),
            EntryField::Distance(n) => Some(n.to_string()),
        },
        BoxKind::Header { field, .. } => match field {
            HeaderField::Fill(f) => {
                let d = if f == super::Fill::Left {
                    Direction::Left
                } else {
                    Direction::Right
                };
                sideways(svg, &r, d);
                None
            }
            HeaderField::Score(_, n) => Some(n.to_string()),
            HeaderField::NewRound | HeaderField::Continued => None,
        },
    };
    if let Some(g) = glyph {
        let (cx, cy) = r.centre();
        let room = Room {
            width: GLYPH_WIDTH,
            floor: TEXT_MIN,
        };
        let attrs = [("text-anchor", "middle"), ("fill", "#444444")];
        svg.sans((cx, cy + TEXT_MIN * 0.36), &g, TEXT_MIN, Some(room), &attrs);
    }
}

/// An arrow inside a direction box, as the mover sees it.
fn arrow(svg: &mut Svg, r: &Rect, d: Direction) {
    let (cx, cy) = r.centre();
    let k = BOX * 0.3;
    let (dx, dy) = match d {
        Direction::Straight => (0.0, -1.0),
        Direction::Back => (0.0, 1.0),
        Direction::Left => (-FRAC_1_SQRT_2, -FRAC_1_SQRT_2),
        Direction::Right => (FRAC_1_SQRT_2, -FRAC_1_SQRT_2),
    };
    stroke_arrow(svg, (cx - dx * k, cy - dy * k), (cx + dx * k, cy + dy * k));
}

/// A left or right arrow in a fill box.
fn sideways(svg: &mut Svg, r: &Rect, d: Direction) {
    let (cx, cy) = r.centre();
    let k = BOX * 0.3;
    let s = if d == Direction::Left { -1.0 } else { 1.0 };
    stroke_arrow(svg, (cx - s * k, cy), (cx + s * k, cy));
}

fn stroke_arrow(svg: &mut Svg, from: (f64, f64), to: (f64, f64)) {
    let style = [
        ("stroke", "#444444"),
        ("stroke-width", "0.22"),
        ("fill", "none"),
        ("stroke-linecap", "round"),
    ];
    svg.line(from, to, &style);
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    let (ux, uy) = (dx / len, dy / len);
    let head = 0.55;
    for sign in [-1.0, 1.0] {
        // Rotate the back-pointing unit vector by ±35°.
        let (c, s) = (0.819, 0.574 * sign);
        let (bx, by) = (-ux * c + uy * s, -ux * s - uy * c);
        svg.line(to, (to.0 + bx * head, to.1 + by * head), &style);
    }
}

/// The instructions, a line (or more) each, under the last section; then the signatures,
/// between the two bottom markers. Lines level with the markers keep clear of them. When
/// the lines do not fit above the signatures (a longer language), they are set closer,
/// then each is narrowed (`textLength`), down to four fifths of its width.
fn footer(svg: &mut Svg, w: &TickWords) {
    // Line spacing, and how much a line may be narrowed, from the first way to the last.
    const WAYS: [(f64, f64); 4] = [(2.45, 1.0), (2.3, 1.0), (2.3, 0.9), (2.3, 0.8)];
    let first = ticks::sections_bottom() + 2.5;
    let marker_top = PAGE_HEIGHT - ticks::MARKER_MARGIN - ticks::MARKER_SIZE;
    let clear = ticks::MARKER_MARGIN + ticks::MARKER_SIZE + 3.0;
    let signatures = PAGE_HEIGHT - ticks::MARKER_MARGIN - 1.0;
    // The lowest baseline clear of the signatures' label.
    let last = signatures - 3.0;
    // The left and right ends of a line whose baseline is at `y`.
    let span = |y: f64| {
        if y + 0.6 < marker_top - 0.3 {
            (ticks::MARKER_MARGIN, PAGE_WIDTH - ticks::MARKER_MARGIN)
        } else {
            (clear, PAGE_WIDTH - clear)
        }
    };
    let items: Vec<String> = HELP.iter().map(|id| w.word(id)).collect();
    // The lines with the spacing `step`, each line at most `1 / narrow` of its span wide.
    let lay_out = |step: f64, narrow: f64| {
        let mut lines: Vec<String> = Vec::new();
        for item in &items {
            let at = lines.len();
            lines.extend(wrap_by(item, |i, line| {
                let (a, b) = span(first + (at + i) as f64 * step);
                text_width(line, TEXT_MIN) * narrow <= b - a
            }));
        }
        lines
    };
    let mut chosen = (WAYS[0].0, Vec::new());
    for (step, narrow) in WAYS {
        let lines = lay_out(step, narrow);
        let fits = first + lines.len().saturating_sub(1) as f64 * step <= last;
        chosen = (step, lines);
        if fits {
            break;
        }
    }
    let (step, lines) = chosen;
    for (k, line) in lines.iter().enumerate() {
        let y = first + k as f64 * step;
        let (a, b) = span(y);
        let room = Some(room(b - a, false));
        svg.sans((a, y), line, TEXT_MIN, room, &[("fill", "#333333")]);
    }
    field(svg, clear, signatures, w, "sheet-signatures", PAGE_WIDTH - clear);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initials_tell_every_colour_apart_in_every_language() {
        for lang in [Lang::En, Lang::Fr, Lang::De] {
            let i = colour_initials(lang);
            for a in 0..8 {
                for b in a + 1..8 {
                    assert_ne!(i[a], i[b], "{lang:?}");
                }
            }
        }
        assert_eq!(colour_initials(Lang::En)[Colour::Red.index()], "R");
        assert_eq!(colour_initials(Lang::En)[Colour::Blue.index()], "Bl");
        assert_eq!(colour_initials(Lang::Fr)[Colour::Pink.index()], "Ros");
    }

    #[test]
    fn every_box_is_drawn_once_with_its_data_attributes() {
        let svg = page_svg(2, &TickWords::EN);
        let boxes = ticks::boxes(2);
        assert_eq!(svg.matches("class=\"tick\"").count(), boxes.len());
        assert!(svg.contains(
            "data-entry=\"60\" data-side=\"black\" data-field=\"tower\" data-value=\"red\""
        ));
        assert!(svg.contains("data-field=\"direction\" data-value=\"0\""));
        assert!(svg.contains("data-section=\"5\" data-field=\"round\" data-value=\"new\""));
        assert!(svg.contains("data-side=\"white\" data-field=\"score\" data-value=\"14\""));
        assert!(svg.contains("data-page=\"2\""));
        assert!(!svg.contains("data-page=\"1\""));
        let bits: String = PageCode::kamisado(2)
            .bits()
            .iter()
            .map(|&b| if b { '1' } else { '0' })
            .collect();
        assert!(svg.contains(&format!("data-bits=\"{bits}\"")));
        assert!(svg.contains("width=\"210mm\" height=\"297mm\""));
    }

    #[test]
    fn the_words_follow_the_language() {
        let fr = page_svg(1, &TickWords::FR);
        assert!(fr.contains("Manche") && fr.contains(">Ros<"));
        let de = page_svg(1, &TickWords::DE);
        assert!(de.contains("Runde") && de.contains("Seite 1"));
    }
}
