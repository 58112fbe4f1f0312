//! The geometry of the handwriting Kamisado score sheet (`kifu sheet`, the default form),
//! the form a player writes `Violet Gauche 5 Jaune` on by hand, and the one `kifu scan
//! --form handwriting` reads back from a photo.
//!
//! Everything is in millimetres on an A4 portrait page, origin at the top-left corner, `y`
//! pointing down. The page shares the tick form's frame ([`ticks::frame`]: the four corner
//! markers and the page-code cells, so [`crate::scan::align`] finds it the same way); its
//! page code names the handwriting form ([`CodeGame::KamisadoHandwriting`]). Below the
//! header fields, [`ROUNDS`] round blocks, each a header line (the round's number, the
//! fill, the score before it: [`HeaderCell`]) and [`ROWS`] entry rows: a line number,
//! then Black's four cells and White's four ([`Field`]: tower, direction, distance,
//! landing), each a [`Write`](CellKind::Write) cell of the form.
//!
//! [`page`] describes the whole page as data; the sheet (`kifu::sheet::svg`) is drawn from
//! it and the reader cuts the cells it lists: one description, drawn and read.

use super::ast::Fill;
use super::board::Side;
use super::ticks::{self, Cell, CellKind, CodeGame, LAYOUT_VERSION, Page, PageCode, Rect};

/// A field of an entry on the handwriting sheet: each side's entry is four cells, in this
/// order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// The colour of the tower moved.
    Tower,
    /// The direction: an arrow (`↑ ↖ ↗ ↓`), a word or its abbreviation, or a `0` or dash
    /// for a blocked tower.
    Direction,
    /// The distance, a digit 0–7.
    Distance,
    /// The colour of the square where the tower ended.
    Landing,
}

impl Field {
    /// The four fields, left to right.
    pub const ALL: [Field; 4] = [Field::Tower, Field::Direction, Field::Distance, Field::Landing];

    /// The `data-field` word: `tower`, `direction`, `distance` or `landing`.
    pub const fn name(self) -> &'static str {
        match self {
            Field::Tower => "tower",
            Field::Direction => "direction",
            Field::Distance => "distance",
            Field::Landing => "landing",
        }
    }

    /// The column's width, mm.
    pub const fn width(self) -> f64 {
        match self {
            Field::Tower => 26.0,
            Field::Direction | Field::Distance => 15.0,
            Field::Landing => 27.0,
        }
    }
}

/// A cell of a round's header line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HeaderCell {
    /// The round's number.
    Number,
    /// The fill the round starts with, ticked (rounds 2 on).
    Fill(Fill),
    /// A side's score before the round.
    Score(Side),
}

/// What a cell of the handwriting sheet stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandCell {
    /// A cell of an entry row.
    Entry {
        /// The round block on the page, from 1.
        section: u32,
        /// The line number printed at the left of the row, from 1 in each block.
        line: u32,
        /// Black's or White's half of the row.
        side: Side,
        /// Which of the four cells.
        field: Field,
    },
    /// A cell of a round block's header line.
    Header {
        /// The round block on the page, from 1.
        section: u32,
        /// Which cell.
        field: HeaderCell,
    },
}

impl Cell<HandCell> {
    /// The `data-field` word: `tower`, `direction`, `distance`, `landing`, `number`,
    /// `fill` or `score`.
    pub const fn field(&self) -> &'static str {
        match self.id {
            HandCell::Entry { field, .. } => field.name(),
            HandCell::Header { field, .. } => match field {
                HeaderCell::Number => "number",
                HeaderCell::Fill(_) => "fill",
                HeaderCell::Score(_) => "score",
            },
        }
    }

    /// The SVG's `data-` attributes of the cell: `data-page`, `data-section`, `data-field`,
    /// and `data-entry` with `data-side` for an entry cell, `data-side` for a score,
    /// `data-value` (`left`, `right`) for a fill box.
    pub fn data(&self) -> Vec<(&'static str, String)> {
        let mut out = vec![("data-page", self.page.to_string())];
        match self.id {
            HandCell::Entry {
                section,
                line,
                side,
                ..
            } => {
                out.push(("data-section", section.to_string()));
                out.push(("data-entry", line.to_string()));
                out.push(("data-side", side.name().to_string()));
            }
            HandCell::Header { section, field } => {
                out.push(("data-section", section.to_string()));
                match field {
                    HeaderCell::Number => {}
                    HeaderCell::Fill(f) => out.push(("data-value", f.name().to_string())),
                    HeaderCell::Score(side) => out.push(("data-side", side.name().to_string())),
                }
            }
        }
        out.push(("data-field", self.field().to_string()));
        out
    }
}

/// Left edge of the entry rows (the line numbers' column), mm.
pub const LEFT: f64 = 12.0;
/// Width of the line numbers' column, mm.
pub const NUMBER_WIDTH: f64 = 10.0;
/// Height of an entry row, mm.
pub const ROW_HEIGHT: f64 = 5.6;
/// Entry rows in a round block.
pub const ROWS: u32 = 16;
/// Round blocks on the page.
pub const ROUNDS: u32 = 2;
/// Top of the first round block's first row, mm.
pub const FIRST_BODY_TOP: f64 = 68.0;
/// From a block's header line (its baseline) to its first row, mm: the group and column
/// headings in between.
pub const HEADER_TO_BODY: f64 = 14.0;
/// From the last row of a block to the next block's header line (its baseline), mm.
pub const BODY_TO_HEADER: f64 = 6.5;

/// The most pages a handwriting sheet has (its page code holds 1–256).
pub const MAX_PAGES: u32 = 256;

/// The page code of page `page` (from 1) of the handwriting sheet.
pub const fn page_code(page: u32) -> PageCode {
    PageCode {
        game: CodeGame::KamisadoHandwriting,
        version: LAYOUT_VERSION,
        page,
    }
}

/// Top of round block `section`'s (from 1) first row, mm.
pub fn body_top(section: u32) -> f64 {
    let block = f64::from(ROWS) * ROW_HEIGHT + BODY_TO_HEADER + HEADER_TO_BODY;
    FIRST_BODY_TOP + f64::from(section.saturating_sub(1)) * block
}

/// The baseline of round block `section`'s (from 1) header line, mm.
pub fn header_baseline(section: u32) -> f64 {
    body_top(section) - HEADER_TO_BODY
}

/// Left edge of `side`'s half of the entry rows, mm.
pub fn half_left(side: Side) -> f64 {
    let half: f64 = Field::ALL.iter().map(|f| f.width()).sum();
    LEFT + NUMBER_WIDTH
        + match side {
            Side::Black => 0.0,
            Side::White => half,
        }
}

/// The cell of `field` in `side`'s half of row `line` (from 1) of round block `section`.
pub fn entry_rect(section: u32, line: u32, side: Side, field: Field) -> Rect {
    let x = half_left(side)
        + Field::ALL
            .iter()
            .take_while(|&&f| f != field)
            .map(|f| f.width())
            .sum::<f64>();
    Rect {
        x,
        y: body_top(section) + f64::from(line.saturating_sub(1)) * ROW_HEIGHT,
        w: field.width(),
        h: ROW_HEIGHT,
    }
}

/// The round header line, left to right: the round's label and number box, the fill's
/// label and its two boxes with their labels, the score's label and the sides' two boxes
/// with their labels. Each label has the room it asks for ([`HeaderLine::new`]) when the
/// line has it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HeaderLine {
    /// Where each label starts and the room it has, mm: round, fill, from left, from
    /// right, score, Black, White.
    pub labels: [(f64, f64); 7],
    /// The boxes: the number, from left, from right, Black's score, White's score.
    pub boxes: [(HeaderCell, Rect); 5],
}

/// Side of the number and score boxes, mm.
const NUMBER_BOX: f64 = 5.0;
/// Side of the fill boxes, mm.
const FILL_BOX: f64 = 3.6;

impl HeaderLine {
    /// The header line on the baseline `y`, `asked` the room each label asks for (round,
    /// fill, from left, from right, score, Black, White), mm: all of it when the line has
    /// it (every sheet in English, French and German), else each the same part of it.
    pub fn new(y: f64, asked: [f64; 7]) -> HeaderLine {
        // The boxes and gaps take 44.7 mm of the line.
        let k = ((ticks::PAGE_WIDTH - 2.0 * LEFT - 44.7) / asked.iter().sum::<f64>()).min(1.0);
        let mut labels = [(0.0, 0.0); 7];
        let round_room = asked[0] * k;
        labels[0] = (LEFT, round_room + 0.5);
        let mut x = LEFT + round_room + 1.0;
        let square = |x: f64, size: f64| Rect::square(x, y - size + 0.8, size);
        let number = square(x, NUMBER_BOX);
        x += NUMBER_BOX + 2.0 + 4.0;
        // A label, then the next thing 1 mm after its room.
        labels[1] = (x, asked[1] * k);
        x += asked[1] * k + 1.0;
        // A box with its label after it.
        let mut boxed = |x: &mut f64, size: f64, i: usize| {
            let rect = square(*x, size);
            labels[i] = (*x + size + 1.2, asked[i] * k + 0.8);
            *x += size + 2.5 + asked[i] * k;
            rect
        };
        let left = boxed(&mut x, FILL_BOX, 2);
        let right = boxed(&mut x, FILL_BOX, 3);
        x += 4.0;
        let score_at = (x, asked[4] * k);
        x += asked[4] * k + 1.0;
        let black = boxed(&mut x, NUMBER_BOX, 5);
        let white = boxed(&mut x, NUMBER_BOX, 6);
        labels[4] = score_at;
        HeaderLine {
            labels,
            boxes: [
                (HeaderCell::Number, number),
                (HeaderCell::Fill(Fill::Left), left),
                (HeaderCell::Fill(Fill::Right), right),
                (HeaderCell::Score(Side::Black), black),
                (HeaderCell::Score(Side::White), white),
            ],
        }
    }

    /// The header line of round block `section` (from 1) as the sheet in `lang` prints it.
    pub fn of(section: u32, lang: crate::Lang) -> HeaderLine {
        HeaderLine::new(header_baseline(section), header_asks(lang))
    }
}

/// The room each label of a round header line asks for in `lang` (round, fill, from
/// left, from right, score, Black, White), mm.
pub fn header_asks(lang: crate::Lang) -> [f64; 7] {
    use crate::message::{Message, spoken};
    use crate::sheet::advance;
    let lang = spoken(lang);
    let word = |id: &'static str| Message::new(id).say(lang);
    [
        advance(&word("sheet-round"), 3.8),
        advance(&word("kamisado-sheet-fill"), 3.4),
        advance(&word("kamisado-sheet-from-left"), 3.4),
        advance(&word("kamisado-sheet-from-right"), 3.4),
        advance(&word("sheet-score"), 3.4),
        advance(&word("kamisado-sheet-black"), 3.4),
        advance(&word("kamisado-sheet-white"), 3.4),
    ]
}

/// Every writing cell of page `page` (from 1) in `lang` (the header line's boxes are placed
/// after its words): each round block's header cells, then its rows, Black's four cells
/// and White's. Every page of the sheet has the same cells.
pub fn cells(lang: crate::Lang, page: u32) -> Vec<Cell<HandCell>> {
    let asks = header_asks(lang);
    let mut out = Vec::new();
    for section in 1..=ROUNDS {
        let header = HeaderLine::new(header_baseline(section), asks);
        for (field, rect) in header.boxes {
            out.push(Cell {
                page,
                rect,
                id: HandCell::Header { section, field },
                kind: CellKind::Write,
            });
        }
        for line in 1..=ROWS {
            for side in Side::ALL {
                for field in Field::ALL {
                    out.push(Cell {
                        page,
                        rect: entry_rect(section, line, side, field),
                        id: HandCell::Entry {
                            section,
                            line,
                            side,
                            field,
                        },
                        kind: CellKind::Write,
                    });
                }
            }
        }
    }
    out
}

/// Page `number` (from 1) as data, in `lang`: the tick form's frame (markers, page-code
/// cells) and every writing cell ([`cells`]).
pub fn page(lang: crate::Lang, number: u32) -> Page<HandCell> {
    Page {
        number,
        frame: ticks::frame(),
        cells: cells(lang, number),
    }
}
