//! The geometry of the tick-box Kamisado score sheet (`kifu sheet --form ticks`), the form a
//! photo reader (`kifu scan`) can read back.
//!
//! Everything is in millimetres on an A4 portrait page ([`PAGE_WIDTH`] × [`PAGE_HEIGHT`]),
//! origin at the top-left corner, `y` pointing down (as in SVG). Nothing here draws or reads
//! pixels: the sheet renderer draws these rectangles and the scanner measures them.
//!
//! # The page
//! - Four [`Marker`]s near the corners: a solid black square with a white square hole; the
//!   bottom-right one also has a black dot in its hole, so the page's rotation is never in
//!   doubt. [`Marker::centre`] is the point to fit a homography on.
//! - The [`PageCode`] between the two top markers: a row of [`PAGE_CODE_BITS`] square cells,
//!   each filled (1) or empty (0), giving the game, the layout version and the page number,
//!   with two check bits ([`PageCode::bits`], [`PageCode::decode`], [`page_code_cells`]).
//! - [`SECTIONS_PER_PAGE`] sections, each a header row ([`HeaderField`]) followed by
//!   [`ROWS_PER_SECTION`] entry rows. A round starts at the top of a section (its header's
//!   `new` box ticked, with the fill and the score before the round); a round longer than a
//!   section goes on in the next one (its header's `continued` box ticked). Rows left blank
//!   at the end of a section are skipped.
//! - An entry row is one line of the sheet, numbered across pages from 1
//!   ([`entry_number`]): Black's entry in the left half, White's in the right half (a round
//!   White begins has Black's half of its first line blank). Each half holds
//!   8 tower boxes, 5 action boxes (`↑ ↖ ↗ ↓` and `0` for a blocked tower), 7 distance
//!   boxes (1–7) and 8 landing boxes ([`EntryField`]); a blocked entry ticks `0` and no
//!   distance. A pushed entry (after an oshi) is the rear pushed tower, `↓`, 1, its landing.
//!
//! [`boxes`] lists every box of a page with its meaning; [`TickBox::field`] and
//! [`TickBox::value`] give the words the SVG writes in its `data-` attributes.

use super::ast::Fill;
use super::board::{Colour, Direction, Side};

/// The version of this layout, written in every page code. Bump it when a box moves.
pub const LAYOUT_VERSION: u8 = 1;

/// A4 portrait width, mm.
pub const PAGE_WIDTH: f64 = 210.0;
/// A4 portrait height, mm.
pub const PAGE_HEIGHT: f64 = 297.0;

/// Distance from the page edges to the outer edge of each corner marker, mm.
pub const MARKER_MARGIN: f64 = 8.0;
/// Side of a corner marker's black square, mm.
pub const MARKER_SIZE: f64 = 10.0;
/// Side of the white square hole in the middle of each marker, mm.
pub const MARKER_HOLE: f64 = 5.0;
/// Side of the black dot in the middle of the bottom-right marker's hole, mm.
pub const MARKER_DOT: f64 = 2.0;

/// Side of a tick box, mm.
pub const BOX: f64 = 2.6;
/// Distance from one box to the next in a group, mm.
pub const PITCH: f64 = 3.1;
/// Extra space between two groups of boxes (tower | action | distance | landing), mm.
pub const GROUP_GAP: f64 = 1.6;
/// Height of an entry row, mm.
pub const ROW_HEIGHT: f64 = 4.4;
/// Height of a section's header row, mm.
pub const HEADER_HEIGHT: f64 = 5.0;
/// Space between two sections, mm.
pub const SECTION_GAP: f64 = 1.5;
/// Top of the first section, mm (the column headings stand above it).
pub const SECTIONS_TOP: f64 = 29.0;
/// Left edge of Black's half of an entry row, mm (the line number stands left of it).
pub const BLACK_LEFT: f64 = 14.5;
/// Space between Black's and White's halves, mm.
pub const HALF_GAP: f64 = 4.0;

/// Entry rows in a section.
pub const ROWS_PER_SECTION: u32 = 12;
/// Sections on a page.
pub const SECTIONS_PER_PAGE: u32 = 4;
/// Entry rows (lines) on a page.
pub const ENTRIES_PER_PAGE: u32 = ROWS_PER_SECTION * SECTIONS_PER_PAGE;
/// The highest score a header's score boxes offer (the score *before* a round is below the
/// marathon's 15).
pub const MAX_SCORE: u8 = 14;

/// Cells in the page code.
pub const PAGE_CODE_BITS: usize = 16;
/// Side of a page-code cell, mm.
pub const PAGE_CODE_CELL: f64 = 4.0;
/// Distance from one page-code cell to the next, mm.
pub const PAGE_CODE_PITCH: f64 = 5.0;
/// Left edge of the first page-code cell, mm.
pub const PAGE_CODE_LEFT: f64 = 110.0;
/// Top edge of the page-code cells, mm.
pub const PAGE_CODE_TOP: f64 = 11.0;

pub use crate::scan::form::{Cell, CellKind, Corner, Frame, Marker, Page, Rect};

/// The four corner markers, clockwise from the top left (the same on every page).
pub fn markers() -> [Marker; 4] {
    Marker::corners(
        PAGE_WIDTH,
        PAGE_HEIGHT,
        MARKER_MARGIN,
        MARKER_SIZE,
        MARKER_HOLE,
        MARKER_DOT,
    )
}

/// What every page of the form shares: A4, the four markers, the page code's cells.
pub fn frame() -> Frame {
    Frame {
        width: PAGE_WIDTH,
        height: PAGE_HEIGHT,
        markers: markers(),
        code: page_code_cells().to_vec(),
    }
}

/// Page `page` (from 1) of the form, as data: its frame and every box ([`boxes`]).
pub fn page(page: u32) -> Page<BoxKind> {
    Page {
        number: page,
        frame: frame(),
        cells: boxes(page),
    }
}

/// The game and form a page code names: Kamisado's tick form or its handwriting sheet;
/// the field has room for the other games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeGame {
    /// Kamisado, the tick form (code 1).
    Kamisado,
    /// Kamisado, the handwriting sheet (code 2, [`crate::kamisado::hand_form`]).
    KamisadoHandwriting,
}

impl CodeGame {
    const fn code(self) -> u16 {
        match self {
            CodeGame::Kamisado => 1,
            CodeGame::KamisadoHandwriting => 2,
        }
    }

    const fn from_code(c: u16) -> Option<CodeGame> {
        match c {
            1 => Some(CodeGame::Kamisado),
            2 => Some(CodeGame::KamisadoHandwriting),
            _ => None,
        }
    }
}

/// What a page's code says: the game, the layout version and the page number (from 1).
///
/// Bits, first cell (leftmost) first: 3 bits game, 3 bits layout version, 8 bits page
/// number − 1, then 2 check bits = the number of 1 bits among the first 14, modulo 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PageCode {
    /// The game.
    pub game: CodeGame,
    /// The layout version ([`LAYOUT_VERSION`] for pages drawn by this build), 0–7.
    pub version: u8,
    /// The page number, 1–256.
    pub page: u32,
}

/// A page code cannot be read from its cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PageCodeError {
    /// The check bits do not match the others: a cell was misread.
    Check,
    /// The game field names no known game.
    UnknownGame(u16),
}

impl PageCodeError {
    /// What is wrong, in any language.
    pub fn message(&self) -> crate::Message {
        match *self {
            PageCodeError::Check => crate::Message::new("kamisado-scan-code-check"),
            PageCodeError::UnknownGame(code) => {
                crate::message!("kamisado-scan-code-game", code = code)
            }
        }
    }
}

/// English, as [`PageCodeError::message`] says it.
impl std::fmt::Display for PageCodeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for PageCodeError {}

impl PageCode {
    /// The code of page `page` of a Kamisado tick sheet drawn by this build.
    pub const fn kamisado(page: u32) -> PageCode {
        PageCode {
            game: CodeGame::Kamisado,
            version: LAYOUT_VERSION,
            page,
        }
    }

    /// The cells, leftmost first: `true` = filled. Page numbers beyond 256 wrap.
    pub fn bits(&self) -> [bool; PAGE_CODE_BITS] {
        let page = (self.page.saturating_sub(1) & 0xFF) as u16;
        let payload: u16 = (self.game.code() & 7) << 11 | (u16::from(self.version) & 7) << 8 | page;
        let check = (payload.count_ones() % 4) as u16;
        let word = payload << 2 | check;
        std::array::from_fn(|i| word >> (PAGE_CODE_BITS - 1 - i) & 1 == 1)
    }

    /// The code the cells spell, leftmost first.
    pub fn decode(bits: &[bool; PAGE_CODE_BITS]) -> Result<PageCode, PageCodeError> {
        let word = bits.iter().fold(0u16, |w, &b| w << 1 | u16::from(b));
        let payload = word >> 2;
        if (payload.count_ones() % 4) as u16 != word & 3 {
            return Err(PageCodeError::Check);
        }
        let game = payload >> 11 & 7;
        Ok(PageCode {
            game: CodeGame::from_code(game).ok_or(PageCodeError::UnknownGame(game))?,
            version: (payload >> 8 & 7) as u8,
            page: u32::from(payload & 0xFF) + 1,
        })
    }
}

/// The page-code cells, leftmost first (the same places on every page).
pub fn page_code_cells() -> [Rect; PAGE_CODE_BITS] {
    std::array::from_fn(|i| {
        Rect::square(
            PAGE_CODE_LEFT + i as f64 * PAGE_CODE_PITCH,
            PAGE_CODE_TOP,
            PAGE_CODE_CELL,
        )
    })
}

/// The action box of an entry: a direction, or `0` for a blocked tower.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// `↑ ↖ ↗ ↓`.
    Step(Direction),
    /// `0`: the tower was blocked.
    Blocked,
}

impl Action {
    /// The five action boxes, left to right: `↑ ↖ ↗ ↓ 0`.
    pub const ALL: [Action; 5] = [
        Action::Step(Direction::Straight),
        Action::Step(Direction::Left),
        Action::Step(Direction::Right),
        Action::Step(Direction::Back),
        Action::Blocked,
    ];

    /// `straight`, `left`, `right`, `back` or `0`.
    pub const fn name(self) -> &'static str {
        match self {
            Action::Step(d) => d.name(),
            Action::Blocked => "0",
        }
    }
}

/// The boxes of one half of an entry row, and what each means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EntryField {
    /// The tower that moved (8 boxes, in [`Colour::ALL`] order).
    Tower(Colour),
    /// The direction or `0` (5 boxes, [`Action::ALL`]).
    Action(Action),
    /// The distance, 1–7 (7 boxes).
    Distance(u8),
    /// The colour landed on (8 boxes, in [`Colour::ALL`] order).
    Landing(Colour),
}

/// The boxes of a section's header row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HeaderField {
    /// A new round starts in this section.
    NewRound,
    /// The round of the previous section goes on here.
    Continued,
    /// The fill of the new round (rounds 2, 3, …).
    Fill(Fill),
    /// A side's score before the new round (0–[`MAX_SCORE`]).
    Score(Side, u8),
}

/// What a box stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoxKind {
    /// A box of an entry row.
    Entry {
        /// The line number across pages, from 1 ([`entry_number`]).
        entry: u32,
        /// Whose half of the row.
        side: Side,
        /// Which box.
        field: EntryField,
    },
    /// A box of a section's header row.
    Header {
        /// The section number across pages, from 1 (section `s` of page `p` is
        /// `(p − 1) × SECTIONS_PER_PAGE + s`).
        section: u32,
        /// Which box.
        field: HeaderField,
    },
}

/// One tick box: where it is and what it means (a [`Cell`] of the form whose id is a
/// [`BoxKind`]).
pub type TickBox = Cell<BoxKind>;

impl Cell<BoxKind> {
    /// The `data-field` word: `tower`, `direction`, `distance`, `landing`, `round`, `fill`
    /// or `score`.
    pub const fn field(&self) -> &'static str {
        match self.id {
            BoxKind::Entry { field, .. } => match field {
                EntryField::Tower(_) => "tower",
                EntryField::Action(_) => "direction",
                EntryField::Distance(_) => "distance",
                EntryField::Landing(_) => "landing",
            },
            BoxKind::Header { field, .. } => match field {
                HeaderField::NewRound | HeaderField::Continued => "round",
                HeaderField::Fill(_) => "fill",
                HeaderField::Score(..) => "score",
            },
        }
    }

    /// The `data-value` word: a colour (`red`), a direction (`straight`, `left`, `right`,
    /// `back`) or `0`, a distance or score (`3`), `new` / `continued`, `left` / `right`.
    pub fn value(&self) -> String {
        match self.id {
            BoxKind::Entry { field, .. } => match field {
                EntryField::Tower(c) | EntryField::Landing(c) => c.name().to_string(),
                EntryField::Action(a) => a.name().to_string(),
                EntryField::Distance(d) => d.to_string(),
            },
            BoxKind::Header { field, .. } => match field {
                HeaderField::NewRound => "new".to_string(),
                HeaderField::Continued => "continued".to_string(),
                HeaderField::Fill(f) => f.name().to_string(),
                HeaderField::Score(_, n) => n.to_string(),
            },
        }
    }

    /// The side a box belongs to (entry boxes and score boxes).
    pub const fn side(&self) -> Option<Side> {
        match self.id {
            BoxKind::Entry { side, .. } => Some(side),
            BoxKind::Header {
                field: HeaderField::Score(side, _),
                ..
            } => Some(side),
            BoxKind::Header { .. } => None,
        }
    }
}

/// The line number of row `row` (0-based) of section `section` (0-based) on page `page`
/// (from 1).
pub const fn entry_number(page: u32, section: u32, row: u32) -> u32 {
    (page - 1) * ENTRIES_PER_PAGE + section * ROWS_PER_SECTION + row + 1
}

/// Where line `entry` (from 1) stands: page (from 1), section (0-based), row (0-based).
pub const fn locate(entry: u32) -> (u32, u32, u32) {
    let i = entry - 1;
    let page = i / ENTRIES_PER_PAGE + 1;
    let on_page = i % ENTRIES_PER_PAGE;
    (page, on_page / ROWS_PER_SECTION, on_page % ROWS_PER_SECTION)
}

/// The top edge of section `section` (0-based) of a page, mm.
pub fn section_top(section: u32) -> f64 {
    SECTIONS_TOP
        + section as f64 * (HEADER_HEIGHT + ROWS_PER_SECTION as f64 * ROW_HEIGHT + SECTION_GAP)
}

/// The top edge of entry row `row` (0-based) of section `section`, mm.
pub fn row_top(section: u32, row: u32) -> f64 {
    section_top(section) + HEADER_HEIGHT + row as f64 * ROW_HEIGHT
}

/// The bottom edge of the last section, mm.
pub fn sections_bottom() -> f64 {
    row_top(SECTIONS_PER_PAGE - 1, ROWS_PER_SECTION)
}

/// Width of one half of an entry row, mm.
pub fn half_width() -> f64 {
    28.0 * PITCH - (PITCH - BOX) + 3.0 * GROUP_GAP
}

/// Left edge of a side's half of an entry row, mm.
pub fn half_left(side: Side) -> f64 {
    match side {
        Side::Black => BLACK_LEFT,
        Side::White => BLACK_LEFT + half_width() + HALF_GAP,
    }
}

/// The fields of one half of a row, left to right, with their offset from the half's left
/// edge, mm.
pub fn half_fields() -> Vec<(EntryField, f64)> {
    let mut out = Vec::with_capacity(28);
    let mut x = 0.0;
    let mut group = |fields: &mut dyn Iterator<Item = EntryField>, x: &mut f64| {
        for f in fields {
            out.push((f, *x));
            *x += PITCH;
        }
        *x += GROUP_GAP;
    };
    group(&mut Colour::ALL.into_iter().map(EntryField::Tower), &mut x);
    group(&mut Action::ALL.into_iter().map(EntryField::Action), &mut x);
    group(&mut (1..=7).map(EntryField::Distance), &mut x);
    group(
        &mut Colour::ALL.into_iter().map(EntryField::Landing),
        &mut x,
    );
    out
}

/// The header fields of a section, left to right, with the left edge of each box, mm.
pub fn header_fields() -> Vec<(HeaderField, f64)> {
    let mut out = vec![
        (HeaderField::NewRound, 24.0),
        (HeaderField::Continued, 42.0),
        (HeaderField::Fill(Fill::Left), 70.0),
        (HeaderField::Fill(Fill::Right), 78.0),
    ];
    for (side, left) in [(Side::Black, 99.0), (Side::White, 155.6)] {
        for n in 0..=MAX_SCORE {
            out.push((HeaderField::Score(side, n), left + f64::from(n) * PITCH));
        }
    }
    out
}

/// Every box of page `page` (from 1): section headers, then each section's rows, Black's
/// half before White's, each half left to right.
pub fn boxes(page: u32) -> Vec<TickBox> {
    let half = half_fields();
    let header = header_fields();
    let mut out = Vec::with_capacity(
        (SECTIONS_PER_PAGE as usize) * (header.len() + ROWS_PER_SECTION as usize * 56),
    );
    for s in 0..SECTIONS_PER_PAGE {
        let section = (page - 1) * SECTIONS_PER_PAGE + s + 1;
        let y = section_top(s) + (HEADER_HEIGHT - BOX) / 2.0;
        for &(field, x) in &header {
            out.push(TickBox {
                page,
                rect: Rect::square(x, y, BOX),
                id: BoxKind::Header { section, field },
                kind: CellKind::Tick,
            });
        }
        for row in 0..ROWS_PER_SECTION {
            let entry = entry_number(page, s, row);
            let y = row_top(s, row) + (ROW_HEIGHT - BOX) / 2.0;
            for side in Side::ALL {
                let left = half_left(side);
                for &(field, dx) in &half {
                    out.push(TickBox {
                        page,
                        rect: Rect::square(left + dx, y, BOX),
                        id: BoxKind::Entry { entry, side, field },
                        kind: CellKind::Tick,
                    });
                }
            }
        }
    }
    out
}

/// The pages needed for `lines` entry rows (at least one).
pub fn pages_for(lines: u32) -> u32 {
    lines.div_ceil(ENTRIES_PER_PAGE).max(1)
}

/// One entry as the tick form holds it: the four symbols of the rule book's notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TickEntry {
    /// Whose entry.
    pub side: Side,
    /// The tower that moved (for a pushed entry, the rear pushed tower).
    pub tower: Colour,
    /// Its direction, or `0` for a blocked tower.
    pub action: Action,
    /// Squares moved (none for a blocked tower).
    pub distance: Option<u8>,
    /// The colour of the square it ended on.
    pub landing: Colour,
}

impl TickEntry {
    /// The boxes this entry ticks, in field order.
    pub fn fields(&self) -> impl Iterator<Item = EntryField> {
        [
            Some(EntryField::Tower(self.tower)),
            Some(EntryField::Action(self.action)),
            self.distance.map(EntryField::Distance),
            Some(EntryField::Landing(self.landing)),
        ]
        .into_iter()
        .flatten()
    }
}

/// One round as the tick form holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TickRound {
    /// The fill (rounds 2, 3, …; none in round 1).
    pub fill: Option<Fill>,
    /// The score before the round, `[black, white]` (none in round 1 or a simple match).
    pub score_before: Option<[u8; 2]>,
    /// The plies in order; sides alternate (a pass is a ply of its own).
    pub entries: Vec<TickEntry>,
}

/// Where each round and entry of a record goes on the form: the boxes to tick.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    /// Every ticked box, as (page, kind), in writing order.
    pub ticks: Vec<(u32, BoxKind)>,
    /// For each round, for each of its entries, the line it stands on.
    pub lines: Vec<Vec<u32>>,
    /// The pages used (at least one).
    pub pages: u32,
}

/// How a record is written on the form. Each round starts in a new section (header: `new`,
/// its fill, the score before it); its entries follow line by line, Black's half first,
/// a line holding one Black and the following White entry (a round White begins leaves
/// Black's half of its first line blank); when a section is full the round goes on in the
/// next section, whose header has `continued` ticked. The scanner reads the form back with
/// the same rules.
pub fn place(rounds: &[TickRound]) -> Placement {
    let mut out = Placement::default();
    // The next free section, 0-based across pages.
    let mut section = 0u32;
    let header = |section: u32, field: HeaderField, out: &mut Placement| {
        let page = section / SECTIONS_PER_PAGE + 1;
        out.ticks.push((
            page,
            BoxKind::Header {
                section: section + 1,
                field,
            },
        ));
    };
    for round in rounds {
        header(section, HeaderField::NewRound, &mut out);
        if let Some(fill) = round.fill {
            header(section, HeaderField::Fill(fill), &mut out);
        }
        if let Some([b, w]) = round.score_before {
            header(
                section,
                HeaderField::Score(Side::Black, b.min(MAX_SCORE)),
                &mut out,
            );
            header(
                section,
                HeaderField::Score(Side::White, w.min(MAX_SCORE)),
                &mut out,
            );
        }
        let mut lines = Vec::with_capacity(round.entries.len());
        // Row within the current section; `None` before the round's first line.
        let mut row: Option<u32> = None;
        let mut white_done = true;
        for e in &round.entries {
            let new_line = row.is_none() || e.side == Side::Black || white_done;
            if new_line {
                let next = row.map_or(0, |r| r + 1);
                if next == ROWS_PER_SECTION {
                    section += 1;
                    header(section, HeaderField::Continued, &mut out);
                    row = Some(0);
                } else {
                    row = Some(next);
                }
                white_done = false;
            }
            let r = row.unwrap_or(0);
            let page = section / SECTIONS_PER_PAGE + 1;
            let entry = entry_number(page, section % SECTIONS_PER_PAGE, r);
            if e.side == Side::White {
                white_done = true;
            }
            for field in e.fields() {
                out.ticks.push((
                    page,
                    BoxKind::Entry {
                        entry,
                        side: e.side,
                        field,
                    },
                ));
            }
            lines.push(entry);
        }
        out.lines.push(lines);
        section += 1;
    }
    out.pages = section.div_ceil(SECTIONS_PER_PAGE).max(1);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn overlaps(a: &Rect, b: &Rect) -> bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    #[test]
    fn every_box_is_on_the_page_between_the_markers_and_apart_from_the_others() {
        let all = boxes(2);
        let m = markers();
        let top = m[0].outer.y + MARKER_SIZE;
        let (right, bottom) = (m[2].outer.x + MARKER_SIZE, m[2].outer.y);
        for b in &all {
            assert!(
                b.rect.x >= MARKER_MARGIN && b.rect.x + b.rect.w <= right,
                "{b:?}"
            );
            assert!(b.rect.y >= top && b.rect.y + b.rect.h <= bottom, "{b:?}");
        }
        // No two boxes overlap (sorted by x, compare with the following ones in reach).
        let mut sorted = all.clone();
        sorted.sort_by(|a, b| a.rect.x.total_cmp(&b.rect.x));
        for (i, a) in sorted.iter().enumerate() {
            for b in sorted[i + 1..]
                .iter()
                .take_while(|b| b.rect.x < a.rect.x + a.rect.w)
            {
                assert!(!overlaps(&a.rect, &b.rect), "{a:?} overlaps {b:?}");
            }
        }
        for c in page_code_cells() {
            for mk in &m {
                assert!(!overlaps(&c, &mk.outer));
            }
        }
    }

    #[test]
    fn a_page_has_every_box_of_every_row_once() {
        let all = boxes(1);
        let per_header = header_fields().len();
        assert_eq!(per_header, 4 + 2 * (MAX_SCORE as usize + 1));
        assert_eq!(
            all.len(),
            SECTIONS_PER_PAGE as usize * (per_header + ROWS_PER_SECTION as usize * 56)
        );
        let entry_boxes: Vec<_> = all
            .iter()
            .filter(|b| {
                matches!(
                    b.id,
                    BoxKind::Entry {
                        entry: 12,
                        side: Side::Black,
                        ..
                    }
                )
            })
            .collect();
        assert_eq!(entry_boxes.len(), 28);
        let towers = entry_boxes.iter().filter(|b| b.field() == "tower").count();
        assert_eq!(towers, 8);
        let red = entry_boxes
            .iter()
            .find(|b| b.field() == "tower" && b.value() == "red")
            .expect("a red tower box");
        assert_eq!(red.side(), Some(Side::Black));
        assert!(
            entry_boxes
                .iter()
                .any(|b| b.field() == "direction" && b.value() == "0")
        );
        assert!(
            entry_boxes
                .iter()
                .any(|b| b.field() == "distance" && b.value() == "7")
        );
    }

    #[test]
    fn entries_are_numbered_across_pages_and_located_back() {
        assert_eq!(entry_number(1, 0, 0), 1);
        assert_eq!(entry_number(1, 1, 0), ROWS_PER_SECTION + 1);
        assert_eq!(entry_number(2, 0, 0), ENTRIES_PER_PAGE + 1);
        for e in 1..=3 * ENTRIES_PER_PAGE {
            let (p, s, r) = locate(e);
            assert_eq!(entry_number(p, s, r), e);
        }
        let page3 = boxes(3);
        assert!(page3.iter().all(|b| match b.id {
            BoxKind::Entry { entry, .. } => locate(entry).0 == 3,
            BoxKind::Header { section, .. } => (section - 1) / SECTIONS_PER_PAGE + 1 == 3,
        }));
        assert_eq!(pages_for(0), 1);
        assert_eq!(pages_for(ENTRIES_PER_PAGE), 1);
        assert_eq!(pages_for(ENTRIES_PER_PAGE + 1), 2);
    }

    #[test]
    fn page_codes_round_trip_and_a_flipped_cell_is_caught() {
        for page in 1..=256 {
            let code = PageCode::kamisado(page);
            let bits = code.bits();
            assert_eq!(PageCode::decode(&bits), Ok(code));
            for i in 0..PAGE_CODE_BITS {
                let mut b = bits;
                b[i] = !b[i];
                assert_ne!(PageCode::decode(&b), Ok(code), "page {page} bit {i}");
            }
        }
        assert_eq!(
            PageCode::decode(&[false; PAGE_CODE_BITS]),
            Err(PageCodeError::UnknownGame(0))
        );
    }

    fn entry(side: Side, tower: Colour) -> TickEntry {
        TickEntry {
            side,
            tower,
            action: Action::Step(Direction::Straight),
            distance: Some(2),
            landing: Colour::Red,
        }
    }

    #[test]
    fn rounds_start_in_a_new_section_and_long_rounds_go_on_in_the_next() {
        let alternate = |n: usize, first: Side| -> Vec<TickEntry> {
            (0..n)
                .map(|i| {
                    let side = if i % 2 == 0 { first } else { first.other() };
                    entry(side, Colour::ALL[i % 8])
                })
                .collect()
        };
        let rounds = [
            TickRound {
                fill: None,
                score_before: None,
                entries: alternate(3, Side::Black),
            },
            TickRound {
                fill: Some(Fill::Right),
                score_before: Some([1, 0]),
                entries: alternate(2 * ROWS_PER_SECTION as usize + 1, Side::White),
            },
        ];
        let p = place(&rounds);
        assert_eq!(p.lines[0], vec![1, 1, 2]);
        // Round 2 starts in section 2 with White: Black's half of its first line is blank.
        let first = ROWS_PER_SECTION + 1;
        assert_eq!(&p.lines[1][..3], &[first, first + 1, first + 1]);
        // 25 plies from White: 13 lines, the 13th in section 3 (continued).
        assert_eq!(*p.lines[1].last().unwrap(), 2 * ROWS_PER_SECTION + 1);
        let headers: Vec<_> = p
            .ticks
            .iter()
            .filter_map(|(_, k)| match k {
                BoxKind::Header { section, field } => Some((*section, *field)),
                _ => None,
            })
            .collect();
        assert_eq!(
            headers,
            vec![
                (1, HeaderField::NewRound),
                (2, HeaderField::NewRound),
                (2, HeaderField::Fill(Fill::Right)),
                (2, HeaderField::Score(Side::Black, 1)),
                (2, HeaderField::Score(Side::White, 0)),
                (3, HeaderField::Continued),
            ]
        );
        assert_eq!(p.pages, 1);
        // Every tick is a box of its page.
        for (page, kind) in &p.ticks {
            assert!(boxes(*page).iter().any(|b| b.id == *kind), "{kind:?}");
        }
        let blocked = TickEntry {
            action: Action::Blocked,
            distance: None,
            ..entry(Side::Black, Colour::Red)
        };
        assert_eq!(blocked.fields().count(), 3);
    }

    #[test]
    fn only_the_bottom_right_marker_has_a_dot() {
        let m = markers();
        assert_eq!(m.iter().filter(|m| m.dot.is_some()).count(), 1);
        assert_eq!(m[2].corner, Corner::BottomRight);
        assert!(m[2].dot.is_some());
        let (cx, cy) = m[2].centre();
        assert!(m[2].hole.contains(cx, cy));
        assert!(cx > PAGE_WIDTH / 2.0 && cy > PAGE_HEIGHT / 2.0);
    }
}
