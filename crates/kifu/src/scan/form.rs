//! A form as data (OMRChecker's *template*): the page's size, its four corner markers, the
//! cells of its page code, and its cells, each with an id (what it stands for, the form's
//! own type), a kind (a tick box or a writing cell) and its place. Everything is in
//! millimetres, origin at the page's top-left corner, `y` pointing down (as in SVG).
//!
//! Nothing here draws or reads pixels: a form's printer draws these rectangles and the
//! reader ([`super::align`](mod@super::align), [`super::ink`]) measures them. This part needs no feature: the
//! printed form uses it too.

/// A rectangle on the page, mm: top-left corner, width, height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// A square of side `s` at `(x, y)`.
    pub const fn square(x: f64, y: f64, s: f64) -> Rect {
        Rect { x, y, w: s, h: s }
    }

    /// The centre point.
    pub fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The rectangle shrunk by `d` on every side.
    pub fn inset(&self, d: f64) -> Rect {
        Rect {
            x: self.x + d,
            y: self.y + d,
            w: (self.w - 2.0 * d).max(0.0),
            h: (self.h - 2.0 * d).max(0.0),
        }
    }

    /// Whether the point lies inside (edges included).
    pub fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x && x <= self.x + self.w && y >= self.y && y <= self.y + self.h
    }
}

/// A corner of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Corner {
    /// Top left.
    TopLeft,
    /// Top right.
    TopRight,
    /// Bottom right: the marker with the dot.
    BottomRight,
    /// Bottom left.
    BottomLeft,
}

impl Corner {
    /// The four corners, clockwise from the top left.
    pub const ALL: [Corner; 4] = [
        Corner::TopLeft,
        Corner::TopRight,
        Corner::BottomRight,
        Corner::BottomLeft,
    ];
}

/// A corner marker: a black square with a white square hole; the bottom-right one has a
/// black dot in the hole, so that a page's rotation is never in doubt.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Marker {
    /// Which corner.
    pub corner: Corner,
    /// The black square.
    pub outer: Rect,
    /// The white hole in its middle.
    pub hole: Rect,
    /// The black dot in the hole (bottom-right marker only).
    pub dot: Option<Rect>,
}

impl Marker {
    /// The marker's centre, mm: the point a homography is fitted on.
    pub fn centre(&self) -> (f64, f64) {
        self.outer.centre()
    }

    /// The width of the black ring around the hole, mm.
    pub fn band(&self) -> f64 {
        (self.outer.w - self.hole.w) / 2.0
    }

    /// Four markers of side `size` with a hole of side `hole`, `margin` from the edges of a
    /// `width` × `height` page, clockwise from the top left; the bottom-right one with a
    /// dot of side `dot`.
    pub fn corners(
        width: f64,
        height: f64,
        margin: f64,
        size: f64,
        hole: f64,
        dot: f64,
    ) -> [Marker; 4] {
        Corner::ALL.map(|corner| {
            let x = match corner {
                Corner::TopLeft | Corner::BottomLeft => margin,
                Corner::TopRight | Corner::BottomRight => width - margin - size,
            };
            let y = match corner {
                Corner::TopLeft | Corner::TopRight => margin,
                Corner::BottomLeft | Corner::BottomRight => height - margin - size,
            };
            let outer = Rect::square(x, y, size);
            Marker {
                corner,
                outer,
                hole: outer.inset((size - hole) / 2.0),
                dot: (corner == Corner::BottomRight).then(|| outer.inset((size - dot) / 2.0)),
            }
        })
    }
}

/// What every page of a form shares, and all the alignment needs: the page's size, its
/// corner markers and the cells of its page code (which page of which form a photo is).
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Page width, mm.
    pub width: f64,
    /// Page height, mm.
    pub height: f64,
    /// The four corner markers, clockwise from the top left.
    pub markers: [Marker; 4],
    /// The page-code cells, in reading order (a filled cell is a 1).
    pub code: Vec<Rect>,
}

impl Frame {
    /// The markers' centres, mm, clockwise from the top left.
    pub fn marker_centres(&self) -> [(f32, f32); 4] {
        std::array::from_fn(|i| {
            let m = self
                .markers
                .iter()
                .find(|m| m.corner == Corner::ALL[i])
                .unwrap_or(&self.markers[i]);
            let (x, y) = m.centre();
            (x as f32, y as f32)
        })
    }
}

/// What a cell asks of the hand that fills it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellKind {
    /// A box to tick (or to fill solid, to take a tick back): read by its ink.
    Tick,
    /// A cell to write a word or number in: read by a recogniser of handwriting.
    Write,
}

/// One cell of a page: where it is, what it stands for, and what it asks for.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell<Id> {
    /// The page, from 1.
    pub page: u32,
    /// Where, mm.
    pub rect: Rect,
    /// What it stands for (the form's own type: for Kamisado's tick form, a
    /// [`BoxKind`](crate::kamisado::tick_form::BoxKind)).
    pub id: Id,
    /// A tick box or a writing cell.
    pub kind: CellKind,
}

/// One page of a form: its frame and its cells.
#[derive(Clone, Debug, PartialEq)]
pub struct Page<Id> {
    /// The page number, from 1.
    pub number: u32,
    /// The size, markers and page code.
    pub frame: Frame,
    /// Every cell of the page.
    pub cells: Vec<Cell<Id>>,
}
