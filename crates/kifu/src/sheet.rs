//! Blank score sheets to print and fill in at the table, A4 portrait, in English, French or
//! German: what `kifu sheet` prints, for any program to print the same.
//!
//! Kamisado's is the form the rule book describes: Black's moves in the left column and
//! White's in the right, each entry as tower / direction / distance / landing colour, and
//! for each round a header with the fill direction and the score. The other games get a
//! form in the shape of their notation ([`Form`], named by each game's registry entry,
//! [`GameInfo::sheet`](crate::GameInfo::sheet)). A sheet is an SVG drawn in millimetres
//! ([`svg`]); [`html`] wraps pages in a web page that prints each on one A4 page.
//! Kamisado's tick-box form, the one `kifu scan` reads from a photo, is
//! [`kamisado::tick_form`](crate::kamisado::tick_form).
//!
//! Every word is a message of the catalogue ([`crate::message`](mod@crate::message)), said in the sheet's
//! language: `sheet-…` for the words every sheet prints, `<game>-sheet-…` for a game's
//! own. A text wider than its place (a longer language's word in a narrow column) is set
//! smaller, then narrowed, to fit it ([`crate::svg::fit`]).
//!
//! ```
//! use kifu::{GameKind, Lang};
//! let svg = kifu::sheet::svg(GameKind::Kamisado, Lang::Fr);
//! assert!(svg.contains("Kamisado — feuille de notation"));
//! assert!(svg.contains(r#"width="210mm" height="297mm""#));
//! ```

pub use crate::core::form::{Form, TwoSides};
use crate::core::svg::{Room, Svg, escape, text_width, wrap_by};
use crate::games::kamisado::{hand_form, tick_sheet, ticks};
use crate::message::{Message, spoken};
use crate::{GameKind, Lang, message};

/// The title of `game`'s sheet: `Kamisado — score sheet`.
pub fn title(game: GameKind) -> Message {
    message!("sheet-title", game = game.info().title)
}

/// The blank sheet of `game` in `lang` (English for a language kifu does not speak), as an
/// SVG of an A4 page.
pub fn svg(game: GameKind, lang: Lang) -> String {
    page_svg(game, lang, 1, 1)
}

/// The blank sheet of `game` in `lang` as `pages` A4 pages (SVG documents, [`svg`]'s page
/// each). Kamisado's pages are numbered, in their titles and in their page codes, so that
/// photos of them are read back in order (`kifu scan --form handwriting`); another
/// game's are alike.
pub fn pages(game: GameKind, lang: Lang, pages: u32) -> Vec<String> {
    (1..=pages)
        .map(|p| page_svg(game, lang, p, pages))
        .collect()
}

/// Page `page` of `of` of `game`'s sheet.
fn page_svg(game: GameKind, lang: Lang, page: u32, of: u32) -> String {
    let w = Words(spoken(lang));
    let mut title = w.said(&title(game));
    if of > 1 && game == GameKind::Kamisado {
        title = format!(
            "{title} · {}",
            w.said(&message!("kamisado-sheet-tick-page", page = page))
        );
    }
    let mut p = match &game.info().sheet {
        // Right of the top-left corner marker, left of the page code.
        Form::Kamisado => Page::titled(&title, 21.0, ticks::PAGE_CODE_LEFT - 1.0),
        _ => Page::new(&title),
    };
    match &game.info().sheet {
        Form::Kamisado => kamisado(&mut p, w, lang, page),
        Form::TwoSides(form) => two_sides(&mut p, w, form),
        Form::Kasane => kasane(&mut p, w),
    }
    p.finish()
}

/// The pages of `game`'s sheet (SVG documents, [`svg`] or
/// [`page_svg`](crate::kamisado::tick_form::page_svg)) in a web page in `lang` that shows
/// them one under the other and prints each on one A4 page, at its size. The page loads
/// nothing.
pub fn html(pages: &[String], game: GameKind, lang: Lang) -> String {
    let lang = spoken(lang);
    let body: String = pages
        .iter()
        .map(|svg| {
            svg.strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .unwrap_or(svg)
        })
        .collect();
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n\
         <title>{title}</title>\n<style>\n\
         @page {{ size: A4 portrait; margin: 0; }}\n\
         html, body {{ margin: 0; padding: 0; background: #888; }}\n\
         svg {{ display: block; margin: 1rem auto; background: #fff; max-width: 100%; height: auto; }}\n\
         @media print {{ html, body {{ background: #fff; }} svg {{ margin: 0; width: 210mm; height: 297mm; break-after: page; }} svg:last-of-type {{ break-after: auto; }} }}\n\
         </style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        lang = lang.code(),
        title = escape(&title(game).say(lang)),
    )
}

/// The sheet's language: says its words.
#[derive(Clone, Copy)]
struct Words(Lang);

impl Words {
    /// Message `id`.
    fn word(self, id: &'static str) -> String {
        Message::new(id).say(self.0)
    }

    fn said(self, m: &Message) -> String {
        m.say(self.0)
    }

    /// Message `id` as a field's label: `Event:`.
    fn label(self, id: &'static str) -> String {
        self.said(&message!("sheet-label", label = Message::new(id)))
    }
}

/// A4 in millimetres, and the margin kept free for printers.
const PAGE_W: f64 = 210.0;
const PAGE_H: f64 = 297.0;
const MARGIN: f64 = 12.0;
const LINE: &str = "#222222";
const LIGHT: &str = "#9a9a9a";
/// The smallest size a text is set at to fit its place, mm: 6 pt, as the tick form's.
const FLOOR: f64 = crate::kamisado::tick_form::TEXT_MIN;

/// Pen on a page: draws from the top down.
struct Page {
    svg: Svg,
    y: f64,
}

/// A column of a form: its heading and width (mm).
type Col = (String, f64);

/// How far what follows a label of `text` at `size` starts from it: the room the label
/// has. Sized by its letters' count, as the sheets always were; a label wider than this
/// is fitted to it.
pub(crate) fn advance(text: &str, size: f64) -> f64 {
    (text.chars().count() + 1) as f64 * size * 0.58 + 1.0
}

impl Page {
    fn new(title: &str) -> Page {
        Page::titled(title, MARGIN, PAGE_W - MARGIN)
    }

    /// A page whose title is set from `left` to `right`.
    fn titled(title: &str, left: f64, right: f64) -> Page {
        let mut svg = Svg::new(PAGE_W, PAGE_H);
        svg.rect(0.0, 0.0, PAGE_W, PAGE_H, &[("fill", "#ffffff")]);
        // (Bold letters are wider than the measure's, by a tenth at most.)
        let room = Room {
            width: (right - left) / 1.1,
            floor: FLOOR,
        };
        let attrs = [("font-weight", "bold"), ("class", "title")];
        svg.sans((left, MARGIN + 6.0), title, 7.0, Some(room), &attrs);
        Page {
            svg,
            y: MARGIN + 10.0,
        }
    }

    /// A text at (`x`, `y`), `width` wide at most.
    fn label(&mut self, (x, y): (f64, f64), text: &str, size: f64, width: f64) {
        let room = Room {
            width,
            floor: FLOOR.min(size),
        };
        self.svg.sans((x, y), text, size, Some(room), &[]);
    }

    /// A line of `Label: ______` fields sharing the width of the page.
    fn fields(&mut self, w: Words, labels: &[&'static str]) {
        let width = (PAGE_W - 2.0 * MARGIN) / labels.len() as f64;
        let y = self.y + 7.0;
        for (i, &id) in labels.iter().enumerate() {
            let x = MARGIN + i as f64 * width;
            self.field((x, y), &w.word(id), &w.label(id), x + width - 3.0);
        }
        self.y = y + 2.0;
    }

    /// The label `labelled` (`word` and its colon) at (`x`, `y`), then a line up to `end`.
    fn field(&mut self, (x, y): (f64, f64), word: &str, labelled: &str, end: f64) {
        let start = x + advance(word, 3.4);
        self.label((x, y - 1.0), labelled, 3.4, start - x - 0.2);
        self.svg.line(
            (start, y),
            (end, y),
            &[("stroke", LIGHT), ("stroke-width", "0.25")],
        );
    }

    /// A line of text (a note, a list of check boxes written with ☐), wrapped to the
    /// width of the page (its lines may take the right margin down to 8 mm).
    fn note(&mut self, text: &str, size: f64) {
        self.y += 2.0;
        let chars = ((PAGE_W - 2.0 * MARGIN) / (size * 0.52)) as usize;
        let room = PAGE_W - MARGIN - 8.0;
        let lines = wrap_by(text, |_, line| {
            line.chars().count() <= chars && text_width(line, size) <= room
        });
        for line in lines {
            self.y += size + 0.6;
            self.label((MARGIN, self.y), &line, size, room);
        }
        self.y += 1.5;
    }

    /// A ruled form at the left margin: a row of group headings (spanning columns), a row
    /// of column headings, then `rows` blank rows; a first column headed `#` numbers the
    /// rows.
    fn form(&mut self, groups: &[(String, usize)], cols: &[Col], rows: usize, row_h: f64) {
        self.form_at(MARGIN, groups, cols, rows, row_h);
    }

    /// [`Page::form`] with its left edge at `x0`.
    fn form_at(
        &mut self,
        x0: f64,
        groups: &[(String, usize)],
        cols: &[Col],
        rows: usize,
        row_h: f64,
    ) {
        let total: f64 = cols.iter().map(|c| c.1).sum();
        let head = if groups.is_empty() { 0.0 } else { 6.0 };
        let top = self.y + 1.0;
        // Group headings.
        let mut x = x0;
        let mut col = 0;
        for (title, span) in groups {
            let w: f64 = cols[col..col + span].iter().map(|c| c.1).sum();
            if !title.is_empty() {
                self.svg.rect(
                    x,
                    top,
                    w,
                    head,
                    &[
                        ("fill", "#eeeeee"),
                        ("stroke", LINE),
                        ("stroke-width", "0.3"),
                    ],
                );
                self.label((x + 1.5, top + 4.3), title, 3.6, w - 2.5);
            }
            x += w;
            col += span;
        }
        // Column headings.
        let y = top + head;
        let mut x = x0;
        for (title, w) in cols {
            self.svg.rect(
                x,
                y,
                *w,
                5.5,
                &[
                    ("fill", "#f6f6f6"),
                    ("stroke", LINE),
                    ("stroke-width", "0.3"),
                ],
            );
            self.label((x + 1.2, y + 4.0), title, 3.0, w - 2.0);
            x += w;
        }
        // Rows.
        let body = y + 5.5;
        for r in 0..rows {
            let ry = body + r as f64 * row_h;
            self.svg.rect(
                x0,
                ry,
                total,
                row_h,
                &[("fill", "none"), ("stroke", LIGHT), ("stroke-width", "0.2")],
            );
            if cols[0].0 == "#" {
                let n = (r + 1).to_string();
                self.label((x0 + 1.5, ry + row_h - 1.6), &n, 3.0, cols[0].1 - 2.0);
            }
        }
        // Column rules over the rows, heavier where a group starts.
        let starts: Vec<usize> = groups
            .iter()
            .scan(0, |at, (_, span)| {
                let s = *at;
                *at += span;
                Some(s)
            })
            .collect();
        let bottom = body + rows as f64 * row_h;
        let mut x = x0;
        for (i, (_, w)) in cols.iter().enumerate() {
            let heavy = i == 0 || starts.contains(&i);
            self.svg.line(
                (x, body),
                (x, bottom),
                &[
                    ("stroke", if heavy { LINE } else { LIGHT }),
                    ("stroke-width", if heavy { "0.4" } else { "0.2" }),
                ],
            );
            x += w;
        }
        self.svg.line(
            (x, body),
            (x, bottom),
            &[("stroke", LINE), ("stroke-width", "0.4")],
        );
        self.svg.rect(
            x0,
            top,
            total,
            bottom - top,
            &[("fill", "none"), ("stroke", LINE), ("stroke-width", "0.4")],
        );
        self.y = bottom;
    }

    fn finish(self) -> String {
        // Millimetres, so that the sheet prints at its size.
        self.svg.finish().replacen(
            "width=\"210\" height=\"297\"",
            "width=\"210mm\" height=\"297mm\"",
            1,
        )
    }
}

/// Kamisado's handwriting sheet, drawn from its description ([`hand_form`]): the corner
/// markers and the page code, the header fields, then each round block at its place, its
/// cells carrying their identity (`data-…`).
fn kamisado(p: &mut Page, w: Words, lang: Lang, page: u32) {
    tick_sheet::markers(&mut p.svg);
    tick_sheet::page_code(&mut p.svg, hand_form::page_code(page));
    p.fields(w, &["sheet-event", "sheet-date", "sheet-place"]);
    p.fields(w, &["kamisado-sheet-black", "kamisado-sheet-white"]);
    p.note(&w.word("kamisado-sheet-match-length"), 3.4);
    let side: Vec<Col> = hand_form::Field::ALL
        .iter()
        .zip([
            "kamisado-sheet-column-tower",
            "kamisado-sheet-column-direction",
            "kamisado-sheet-column-distance",
            "kamisado-sheet-column-landing",
        ])
        .map(|(f, id)| (w.word(id), f.width()))
        .collect();
    let mut cols: Vec<Col> = vec![("#".into(), hand_form::NUMBER_WIDTH)];
    cols.extend(side.clone());
    cols.extend(side);
    let (black, white) = (
        w.word("kamisado-sheet-black"),
        w.word("kamisado-sheet-white"),
    );
    let cells = hand_form::cells(lang, page);
    for section in 1..=hand_form::ROUNDS {
        // The round header: its number, the fill chosen by the last round's winner, the
        // score after it.
        let y = hand_form::header_baseline(section);
        let line = hand_form::HeaderLine::of(section, lang);
        let words = [
            w.label("sheet-round"),
            w.label("kamisado-sheet-fill"),
            w.word("kamisado-sheet-from-left"),
            w.word("kamisado-sheet-from-right"),
            w.label("sheet-score"),
            black.clone(),
            white.clone(),
        ];
        for (i, (text, (x, room))) in words.iter().zip(line.labels).enumerate() {
            let size = if i == 0 { 3.8 } else { 3.4 };
            p.label((x, y), text, size, room);
        }
        p.y = y + 1.5;
        p.form(
            &[(String::new(), 1), (black.clone(), 4), (white.clone(), 4)],
            &cols,
            hand_form::ROWS as usize,
            hand_form::ROW_HEIGHT,
        );
        for cell in cells.iter().filter(|c| match c.id {
            hand_form::HandCell::Entry { section: s, .. }
            | hand_form::HandCell::Header { section: s, .. } => s == section,
        }) {
            let header = matches!(cell.id, hand_form::HandCell::Header { .. });
            let data = cell.data();
            let mut attrs: Vec<(&str, &str)> = vec![("class", "cell")];
            attrs.extend(data.iter().map(|(k, v)| (*k, v.as_str())));
            attrs.extend_from_slice(if header {
                &[("fill", "none"), ("stroke", LINE), ("stroke-width", "0.3")]
            } else {
                &[("fill", "none"), ("stroke", "none")]
            });
            let r = cell.rect;
            p.svg.rect(r.x, r.y, r.w, r.h, &attrs);
        }
    }
    p.note(&w.word("kamisado-sheet-help"), 2.9);
}

/// A game of two sides taking turns: header fields, one column group per side.
fn two_sides(p: &mut Page, w: Words, form: &TwoSides) {
    let [left, right] = form.sides;
    let side: Vec<Col> = form
        .columns
        .iter()
        .map(|&(id, width)| (w.word(id), width))
        .collect();
    p.fields(w, &["sheet-event", "sheet-date", "sheet-place"]);
    p.fields(w, &form.sides);
    p.fields(w, form.fields);
    let mut cols: Vec<Col> = vec![("#".into(), 10.0)];
    cols.extend_from_slice(&side);
    cols.extend_from_slice(&side);
    p.y += 3.0;
    p.form(
        &[
            (String::new(), 1),
            (w.word(left), side.len()),
            (w.word(right), side.len()),
        ],
        &cols,
        31,
        6.5,
    );
    p.fields(w, &["sheet-result", "sheet-signatures"]);
    p.note(&w.word(form.help), 2.9);
}

/// Colors of Kasane: four rounds (a game has three with three players, four with four),
/// two by two, each with its grid as dealt (room for four rows of five cards: four rows of
/// four with four players, three of five with three) and a line for each of its twelve
/// turns; then the final count of four players.
fn kasane(p: &mut Page, w: Words) {
    p.fields(w, &["sheet-event", "sheet-date", "sheet-place"]);
    let player = |n: u8| w.said(&message!("kasane-sheet-player-number", number = n));
    // The players' fields, each a label and its line.
    let width = (PAGE_W - 2.0 * MARGIN) / 4.0;
    let y = p.y + 7.0;
    for n in 1..=4u8 {
        let x = MARGIN + f64::from(n - 1) * width;
        let numbered = message!("kasane-sheet-player-number", number = n);
        let label = w.said(&message!("sheet-label", label = numbered.clone()));
        p.field((x, y), &w.said(&numbered), &label, x + width - 3.0);
    }
    p.y = y + 2.0;
    const GAP: f64 = 4.0;
    let width = (PAGE_W - 2.0 * MARGIN - GAP) / 2.0;
    let cols: [Col; 6] = [
        ("#".into(), 6.0),
        (w.word("kasane-sheet-player"), 14.0),
        (w.word("kasane-sheet-row"), 11.0),
        (w.word("kasane-sheet-card"), 11.0),
        (w.word("kasane-sheet-combination"), width - 52.0),
        (w.word("kasane-sheet-points"), 10.0),
    ];
    let (round, grid) = (w.word("sheet-round"), w.word("kasane-sheet-grid"));
    let (cell_w, cell_h) = (7.0, 4.6);
    for pair in [[1u8, 2], [3, 4]] {
        let top = p.y;
        let mut bottom = top;
        for (i, number) in pair.into_iter().enumerate() {
            let x0 = MARGIN + i as f64 * (width + GAP);
            p.y = top;
            let y = p.y + 6.5;
            // The grid as dealt, up to 4 rows of 5 cards, after the round's number and
            // its label; at the right of its column if the labels are long.
            let mut gx = x0 + advance(&round, 3.8) + 12.0;
            let mut left = gx + advance(&grid, 3.4) + 1.0;
            let last = x0 + width - 3.0 - 5.0 * cell_w;
            if left > last {
                gx = x0 + (gx - x0) * (last - x0) / (left - x0);
                left = last;
            }
            let numbered = w.said(&message!("sheet-round-number", number = number));
            p.label((x0, y), &numbered, 3.8, gx - x0 - 1.0);
            p.label((gx, y), &w.label("kasane-sheet-grid"), 3.4, left - gx - 1.0);
            for r in 0..4 {
                let ry = y - 3.6 + r as f64 * cell_h;
                p.label((left, ry + cell_h - 1.2), &(r + 1).to_string(), 2.8, 3.0);
                for c in 0..5 {
                    p.svg.rect(
                        left + 3.0 + c as f64 * cell_w,
                        ry,
                        cell_w,
                        cell_h,
                        &[("fill", "none"), ("stroke", LINE), ("stroke-width", "0.3")],
                    );
                }
            }
            p.y = y - 3.6 + 4.0 * cell_h + 2.0;
            p.form_at(x0, &[], &cols, 12, 5.6);
            bottom = bottom.max(p.y);
        }
        p.y = bottom + 3.0;
    }
    // The final count: one column per player.
    let mut count: Vec<Col> = vec![(w.word("kasane-sheet-total"), 26.0)];
    count.extend((1..=4).map(|n| (player(n), 40.0)));
    p.form(&[], &count, 1, 8.0);
    p.note(&w.word("kasane-sheet-help"), 2.9);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_sheet_in_every_language_with_its_title() {
        for game in GameKind::ALL {
            for lang in crate::message::SPOKEN {
                let svg = svg(game, lang);
                assert!(svg.contains(&title(game).say(lang)), "{game:?} {lang}");
            }
        }
        assert_eq!(
            title(GameKind::Kamisado).say(Lang::Fr),
            "Kamisado — feuille de notation"
        );
        // A language kifu does not speak: the English sheet.
        assert_eq!(
            svg(GameKind::Kaito, Lang::Ja),
            svg(GameKind::Kaito, Lang::En)
        );
        assert!(html(&[], GameKind::Kaito, Lang::Ja).contains("<html lang=\"en\">"));
    }
}
