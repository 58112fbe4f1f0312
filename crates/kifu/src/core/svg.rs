//! Small SVG building blocks shared by every game's board diagrams.
//!
//! [`Svg`] collects elements into a document with `xmlns`, `viewBox`, `width` and `height`;
//! every attribute value and text node goes through [`escape`], so the output is always
//! well-formed XML. Numbers are written by [`num`] (at most two decimals, no trailing
//! zeros), so the output is deterministic and snapshot-friendly.

use std::fmt::Write as _;

use super::board::Square;

/// An RGB colour, written `#rrggbb` in SVG.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Black, `#000000`.
    pub const BLACK: Rgb = Rgb(0, 0, 0);
    /// White, `#ffffff`.
    pub const WHITE: Rgb = Rgb(0xFF, 0xFF, 0xFF);

    /// From an `(r, g, b)` triple.
    pub const fn from_tuple((r, g, b): (u8, u8, u8)) -> Rgb {
        Rgb(r, g, b)
    }

    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// Relative luminance 0.0 (black) … 1.0 (white), sRGB weights, no gamma (good enough
    /// to choose a readable text colour).
    pub fn luminance(self) -> f64 {
        (0.2126 * self.0 as f64 + 0.7152 * self.1 as f64 + 0.0722 * self.2 as f64) / 255.0
    }

    /// Black or white, whichever reads better on this colour.
    pub fn contrast(self) -> Rgb {
        if self.luminance() > 0.5 {
            Rgb::BLACK
        } else {
            Rgb::WHITE
        }
    }
}

/// Escape text for XML character data and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not allowed in XML 1.0 (except tab, LF, CR).
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A number as SVG wants it: at most two decimals, no trailing zeros, no `-0`.
pub fn num(x: f64) -> String {
    let r = (x * 100.0).round() / 100.0;
    if r == 0.0 || !r.is_finite() {
        return "0".to_string();
    }
    let s = format!("{r:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Attribute list: `(name, value)` pairs; values are escaped when written.
pub type Attrs<'a> = &'a [(&'a str, &'a str)];

/// An SVG document under construction.
#[derive(Clone, Debug)]
pub struct Svg {
    width: f64,
    height: f64,
    defs: String,
    body: String,
    depth: usize,
}

impl Svg {
    /// A document of `width` × `height` user units (also its pixel size).
    pub fn new(width: f64, height: f64) -> Svg {
        Svg {
            width,
            height,
            defs: String::new(),
            body: String::new(),
            depth: 1,
        }
    }

    fn indent(&mut self) {
        for _ in 0..self.depth {
            self.body.push_str("  ");
        }
    }

    fn attrs(out: &mut String, attrs: Attrs) {
        for (k, v) in attrs {
            let _ = write!(out, " {k}=\"{}\"", escape(v));
        }
    }

    /// Any empty element: `<name attrs/>`.
    pub fn element(&mut self, name: &str, attrs: Attrs) {
        self.indent();
        let _ = write!(self.body, "<{name}");
        Self::attrs(&mut self.body, attrs);
        self.body.push_str("/>\n");
    }

    /// Open a group `<g attrs>`; close it with [`Svg::end_group`].
    pub fn group(&mut self, attrs: Attrs) {
        self.indent();
        self.body.push_str("<g");
        Self::attrs(&mut self.body, attrs);
        self.body.push_str(">\n");
        self.depth += 1;
    }

    /// Close the innermost open group.
    pub fn end_group(&mut self) {
        self.depth = self.depth.saturating_sub(1).max(1);
        self.indent();
        self.body.push_str("</g>\n");
    }

    /// A rectangle.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, attrs: Attrs) {
        let (x, y, w, h) = (num(x), num(y), num(w), num(h));
        let mut all: Vec<(&str, &str)> = vec![("x", &x), ("y", &y), ("width", &w), ("height", &h)];
        all.extend_from_slice(attrs);
        self.element("rect", &all);
    }

    /// A circle.
    pub fn circle(&mut self, cx: f64, cy: f64, r: f64, attrs: Attrs) {
        let (cx, cy, r) = (num(cx), num(cy), num(r));
        let mut all: Vec<(&str, &str)> = vec![("cx", &cx), ("cy", &cy), ("r", &r)];
        all.extend_from_slice(attrs);
        self.element("circle", &all);
    }

    /// A closed polygon through `points`.
    pub fn polygon(&mut self, points: &[(f64, f64)], attrs: Attrs) {
        let pts = points
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect::<Vec<_>>()
            .join(" ");
        let mut all: Vec<(&str, &str)> = vec![("points", &pts)];
        all.extend_from_slice(attrs);
        self.element("polygon", &all);
    }

    /// A straight line.
    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), attrs: Attrs) {
        let (x1, y1, x2, y2) = (num(from.0), num(from.1), num(to.0), num(to.1));
        let mut all: Vec<(&str, &str)> = vec![("x1", &x1), ("y1", &y1), ("x2", &x2), ("y2", &y2)];
        all.extend_from_slice(attrs);
        self.element("line", &all);
    }

    /// A line with the arrowhead `marker_id` (see [`Svg::arrow_marker`]) at its end.
    pub fn arrow(&mut self, from: (f64, f64), to: (f64, f64), marker_id: &str, attrs: Attrs) {
        let marker = format!("url(#{marker_id})");
        let mut all: Vec<(&str, &str)> = vec![("marker-end", &marker)];
        all.extend_from_slice(attrs);
        self.line(from, to, &all);
    }

    /// A text node at (`x`, `y`); `content` is escaped.
    pub fn text(&mut self, x: f64, y: f64, content: &str, attrs: Attrs) {
        self.indent();
        let _ = write!(self.body, "<text x=\"{}\" y=\"{}\"", num(x), num(y));
        Self::attrs(&mut self.body, attrs);
        let _ = writeln!(self.body, ">{}</text>", escape(content));
    }

    /// A sans-serif text of `size` at (`x`, `y`) with `attrs` (after its `font-family` and
    /// `font-size`), fitted to `room` when one is given ([`fit`]): smaller, then narrowed
    /// (`textLength`) only if it would be wider.
    pub fn sans(
        &mut self,
        (x, y): (f64, f64),
        content: &str,
        size: f64,
        room: Option<Room>,
        attrs: Attrs,
    ) {
        let fitted = room.map_or(Fit { size, length: None }, |r| fit(content, size, r));
        let (size, length) = (num(fitted.size), fitted.length.map(num));
        let mut all: Vec<(&str, &str)> = vec![("font-family", "sans-serif"), ("font-size", &size)];
        all.extend_from_slice(attrs);
        if let Some(length) = &length {
            all.extend([
                ("textLength", length.as_str()),
                ("lengthAdjust", "spacingAndGlyphs"),
            ]);
        }
        self.text(x, y, content, &all);
    }

    /// Define a triangular arrowhead marker `id` filled with `fill`, sized relative to the
    /// stroke width of the line that uses it, its tip at the line's end.
    pub fn arrow_marker(&mut self, id: &str, fill: Rgb) {
        let _ = write!(
            self.defs,
            "    <marker id=\"{}\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto-start-reverse\">\n      <path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"{}\"/>\n    </marker>\n",
            escape(id),
            fill.hex()
        );
    }

    /// The finished document (with an XML declaration).
    pub fn finish(self) -> String {
        let mut out = String::new();
        let (w, h) = (num(self.width), num(self.height));
        out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">"
        );
        if !self.defs.is_empty() {
            out.push_str("  <defs>\n");
            out.push_str(&self.defs);
            out.push_str("  </defs>\n");
        }
        out.push_str(&self.body);
        out.push_str("</svg>\n");
        out
    }
}

/// Break `text` into lines of at most `width` characters at spaces (a longer word gets a
/// line of its own), for captions: SVG text does not wrap by itself.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    wrap_by(text, |_, line| line.chars().count() <= width)
}

/// Break `text` at spaces into lines that `fits` (given the line's number, from 0, and
/// the line); a word too long for a line gets a line of its own.
pub fn wrap_by(text: &str, mut fits: impl FnMut(usize, &str) -> bool) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if !line.is_empty() && !fits(lines.len(), &format!("{line} {word}")) {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// How wide `text` is set in a sans-serif font of size `size`, in the units of `size`: the
/// advances of DejaVu Sans (the widest of the usual sans-serif faces, so that the others
/// fit too), by classes of characters; accented letters count as their base letter.
pub fn text_width(text: &str, size: f64) -> f64 {
    let em: f64 =
        text.chars()
            .map(|c| match c {
                ' ' => 0.3179,
                'i' | 'j' | 'l' | '.' | ',' | ':' | ';' | '\'' | '!' | '|' | 'ì' | 'í' | 'î'
                | 'ï' => 0.278,
                'I' => 0.295,
                'f' | 't' | 'r' | '(' | ')' | '[' | ']' | '-' | '/' => 0.41,
                'm' => 0.974,
                'w' => 0.818,
                'M' => 0.863,
                'W' => 0.989,
                'Æ' | 'Œ' | 'æ' | 'œ' => 1.0,
                '0'..='9' => 0.636,
                c if c.is_uppercase() => 0.77,
                c if c.is_lowercase() => 0.634,
                // Arrows, dashes and other symbols.
                _ => 0.84,
            })
            .sum();
    em * size
}

/// The room a text has on a printed page: how wide it may be, and the smallest size it
/// may be set at (a printed sheet's least legible size, or its own size when it must not
/// shrink).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Room {
    /// The widest the text may be, in the units of its size.
    pub width: f64,
    /// The smallest size it may be set at.
    pub floor: f64,
}

/// How a text is set to fit its [`Room`]: its size, and the length it is narrowed to (SVG
/// `textLength`, glyphs and spacing together), if it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The font size.
    pub size: f64,
    /// The width the text is narrowed to, when even at [`Room::floor`] it is wider.
    pub length: Option<f64>,
}

/// How to set `text` at `size` in `room`, as [`text_width`] measures it: as it is when it
/// fits; else smaller, down to the room's floor; then, still too wide, narrowed to the
/// room's width. A longer language's word stays whole and legible in a narrow column.
pub fn fit(text: &str, size: f64, room: Room) -> Fit {
    let width = text_width(text, size);
    if width <= room.width {
        return Fit { size, length: None };
    }
    // Down to the hundredth the SVG writes, never past the room.
    let smaller = ((size * room.width / width) * 100.0).floor() / 100.0;
    let size = smaller.max(room.floor).min(size);
    let length = (text_width(text, size) > room.width).then_some(room.width);
    Fit { size, length }
}

/// Every line of `lines` broken by [`wrap`]./// Every line of `lines` broken by [`wrap`].
pub fn wrap_all(lines: &[String], width: usize) -> Vec<String> {
    lines.iter().flat_map(|l| wrap(l, width)).collect()
}

/// The points of a regular octagon centred on (`cx`, `cy`) with circumradius `r`, flat
/// sides up/down and left/right.
pub fn octagon(cx: f64, cy: f64, r: f64) -> [(f64, f64); 8] {
    let mut pts = [(0.0, 0.0); 8];
    for (i, p) in pts.iter_mut().enumerate() {
        let a = std::f64::consts::PI / 8.0 + i as f64 * std::f64::consts::PI / 4.0;
        *p = (cx + r * a.cos(), cy + r * a.sin());
    }
    pts
}

/// `from` moved towards `to`, stopping `back` units short of `to`.
pub fn shorten(from: (f64, f64), to: (f64, f64), back: f64) -> (f64, f64) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= back || len == 0.0 {
        return to;
    }
    let k = (len - back) / len;
    (from.0 + dx * k, from.1 + dy * k)
}

/// The font of coordinates and captions.
pub const FONT: &str = "DejaVu Sans, Helvetica, Arial, sans-serif";
/// The paper behind a board picture.
pub const PAPER: &str = "#fbf8f1";

/// The frame of a board picture: an `n`×`n` board of `square`-wide squares, rank 1 at the
/// bottom (at the top, files right to left, when `flip`ped), inside a `margin` that holds the coordinates on all four sides, and a caption
/// of `line`-high lines under it. A game draws what stands on the squares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardFrame {
    /// Files (and ranks) of the board.
    pub n: u8,
    /// Side of a square.
    pub square: f64,
    /// Margin around the board.
    pub margin: f64,
    /// Font size of the coordinates.
    pub coord_size: u8,
    /// Height of one caption line.
    pub line: f64,
    /// Colour of the outline, the coordinates and the caption.
    pub ink: &'static str,
    /// The board seen from the other side: rank 1 at the top, the last file on the left.
    pub flip: bool,
    /// Characters per caption line ([`wrap_all`]); `None`: the lines as given.
    pub caption_width: Option<usize>,
}

impl BoardFrame {
    /// A frame with caption lines 20 high and ink `#222222`.
    pub const fn new(n: u8, square: f64, margin: f64, coord_size: u8) -> BoardFrame {
        BoardFrame {
            n,
            square,
            margin,
            coord_size,
            line: 20.0,
            ink: "#222222",
            flip: false,
            caption_width: None,
        }
    }

    /// This frame, its caption wrapped at `width` characters a line.
    pub const fn wrapped(self, width: usize) -> BoardFrame {
        BoardFrame {
            caption_width: Some(width),
            ..self
        }
    }

    /// Width (and height) of the board.
    pub fn board(&self) -> f64 {
        f64::from(self.n) * self.square
    }

    /// This frame, seen from the other side when `flip` is true.
    pub const fn flipped(self, flip: bool) -> BoardFrame {
        BoardFrame { flip, ..self }
    }

    /// The centre of the square on 0-based `file` and `rank`.
    pub fn centre(&self, file: u8, rank: u8) -> (f64, f64) {
        let (column, row) = if self.flip {
            (self.n - 1 - file, rank)
        } else {
            (file, self.n - 1 - rank)
        };
        (
            self.margin + (f64::from(column) + 0.5) * self.square,
            self.margin + (f64::from(row) + 0.5) * self.square,
        )
    }

    /// The centre of a square of an `N`×`N` board.
    pub fn at<const N: u8>(&self, sq: Square<N>) -> (f64, f64) {
        self.centre(sq.file(), sq.rank())
    }

    /// A page with room for `lines` caption lines: paper, and the `arrowhead` marker.
    pub fn page(&self, lines: usize) -> Svg {
        let width = self.board() + 2.0 * self.margin;
        let height = width + 6.0 + self.line * lines as f64;
        let mut s = Svg::new(width, height);
        s.arrow_marker("arrowhead", Rgb(0x11, 0x11, 0x11));
        s.rect(0.0, 0.0, width, height, &[("fill", PAPER)]);
        s
    }

    /// This frame seen from the side `flip` says, the `status` lines under the board as
    /// its caption shows them (wrapped at [`BoardFrame::caption_width`]), and its page with
    /// room for them (see [`BoardFrame::page`]).
    pub fn open(self, flip: bool, status: Vec<String>) -> (BoardFrame, Svg, Vec<String>) {
        let frame = self.flipped(flip);
        let lines = match self.caption_width {
            Some(width) => wrap_all(&status, width),
            None => status,
        };
        let page = frame.page(lines.len());
        (frame, page, lines)
    }

    /// The group `board`: what `each` draws for every square of an `N`×`N` board, a1
    /// first.
    pub fn board_group<const N: u8>(&self, s: &mut Svg, mut each: impl FnMut(&mut Svg, Square<N>)) {
        s.group(&[("class", "board")]);
        for sq in Square::<N>::all() {
            each(s, sq);
        }
        s.end_group();
    }

    /// A rectangle over the square `sq`, `inset` inside its edges (the squares of the
    /// last move), drawn with the game's `attrs`.
    pub fn highlight<const N: u8>(&self, s: &mut Svg, sq: Square<N>, inset: f64, attrs: Attrs) {
        let (cx, cy) = self.at(sq);
        let half = self.square / 2.0;
        let side = self.square - 2.0 * inset;
        s.rect(cx - half + inset, cy - half + inset, side, side, attrs);
    }

    /// The square `sq`, filled by the game's `attrs`.
    pub fn square<const N: u8>(&self, s: &mut Svg, sq: Square<N>, attrs: Attrs) {
        let (cx, cy) = self.at(sq);
        let half = self.square / 2.0;
        s.rect(cx - half, cy - half, self.square, self.square, attrs);
    }

    /// The line around the board, and the file letters and rank numbers on its four
    /// sides (group `coord`).
    pub fn outline(&self, s: &mut Svg) {
        let (m, board) = (self.margin, self.board());
        let stroke = [
            ("fill", "none"),
            ("stroke", self.ink),
            ("stroke-width", "2"),
        ];
        s.rect(m, m, board, board, &stroke);
        let size = self.coord_size.to_string();
        s.group(&[
            ("class", "coord"),
            ("font-family", FONT),
            ("font-size", &size),
            ("fill", self.ink),
            ("text-anchor", "middle"),
        ]);
        let gap = f64::from(self.coord_size) - 5.0;
        for i in 0..self.n {
            let (x, y) = self.centre(i, i);
            let file = ((b'a' + i) as char).to_string();
            s.text(x, m - gap, &file, &[]);
            s.text(x, m + board + gap + 10.0, &file, &[]);
            let rank = (i + 1).to_string();
            s.text(m / 2.0, y + 5.0, &rank, &[]);
            s.text(m + board + m / 2.0, y + 5.0, &rank, &[]);
        }
        s.end_group();
    }

    /// The caption (group `caption`), its first line `first` below the board's top edge
    /// plus the board.
    pub fn caption(&self, s: &mut Svg, lines: &[String], first: f64) {
        s.group(&[
            ("class", "caption"),
            ("font-family", FONT),
            ("font-size", "14"),
            ("fill", self.ink),
        ]);
        for (i, line) in lines.iter().enumerate() {
            let y = self.margin + self.board() + first + self.line * i as f64;
            s.text(self.margin, y, line, &[]);
        }
        s.end_group();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup() {
        assert_eq!(
            escape("a<b & \"c\" 'd'>"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"
        );
        assert_eq!(escape("x\u{1}y"), "x y");
        assert_eq!(escape("Blue ↑2"), "Blue ↑2");
    }

    #[test]
    fn numbers_are_short_and_stable() {
        assert_eq!(num(3.0), "3");
        assert_eq!(num(2.5), "2.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(f64::NAN), "0");
    }

    #[test]
    fn document_has_namespace_and_view_box() {
        let mut s = Svg::new(100.0, 50.0);
        s.arrow_marker("m", Rgb::BLACK);
        s.rect(0.0, 0.0, 10.0, 10.0, &[("fill", "#fff")]);
        s.text(1.0, 2.0, "<hi>", &[]);
        let out = s.finish();
        assert!(out.contains("xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(out.contains("viewBox=\"0 0 100 50\""));
        assert!(out.contains("&lt;hi&gt;"));
        assert!(out.contains("<marker id=\"m\""));
    }

    /// A text that fits is set as it is; a wider one smaller, down to the floor, then
    /// narrowed to its room; and the SVG says so only when it is.
    #[test]
    fn a_text_too_wide_for_its_room_is_set_smaller_then_narrowed() {
        let room = |width| Room { width, floor: 2.0 };
        let wide = text_width("Combination", 3.0);
        assert_eq!(
            fit("Combination", 3.0, room(wide)),
            Fit {
                size: 3.0,
                length: None
            }
        );
        let smaller = fit("Combination", 3.0, room(wide * 0.8));
        assert!(
            smaller.size < 3.0 && smaller.size >= 2.4 - 0.01,
            "{smaller:?}"
        );
        assert_eq!(smaller.length, None);
        assert!(text_width("Combination", smaller.size) <= wide * 0.8);
        let narrowed = fit("Combination", 3.0, room(wide * 0.5));
        assert_eq!(
            narrowed,
            Fit {
                size: 2.0,
                length: Some(wide * 0.5)
            }
        );
        // Never larger than asked, even with a floor above the size.
        let glyph = fit(
            "Ros",
            2.15,
            Room {
                width: 3.0,
                floor: 2.15,
            },
        );
        assert_eq!(
            glyph,
            Fit {
                size: 2.15,
                length: Some(3.0)
            }
        );
        let mut svg = Svg::new(10.0, 10.0);
        svg.sans((1.0, 2.0), "Row", 3.0, Some(room(20.0)), &[("class", "a")]);
        svg.sans((1.0, 2.0), "Combination", 3.0, Some(room(wide * 0.5)), &[]);
        let out = svg.finish();
        assert!(out.contains(
            r#"<text x="1" y="2" font-family="sans-serif" font-size="3" class="a">Row</text>"#
        ));
        assert!(out.contains(&format!(
            r#"font-size="2" textLength="{}" lengthAdjust="spacingAndGlyphs">Combination<"#,
            num(wide * 0.5)
        )));
    }

    #[test]
    fn wraps_at_spaces() {
        assert_eq!(wrap("aa bb cc", 5), vec!["aa bb", "cc"]);
        assert_eq!(wrap("averylongword x", 4), vec!["averylongword", "x"]);
        assert_eq!(wrap("", 4), vec![""]);
    }

    #[test]
    fn board_frame_puts_rank_one_at_the_bottom_and_coordinates_around() {
        let frame = BoardFrame {
            n: 3,
            square: 10.0,
            margin: 20.0,
            coord_size: 13,
            line: 20.0,
            ink: "#222222",
            flip: false,
            caption_width: None,
        };
        assert_eq!(frame.centre(0, 0), (25.0, 45.0));
        assert_eq!(frame.centre(2, 2), (45.0, 25.0));
        let mut s = frame.page(2);
        frame.outline(&mut s);
        frame.caption(&mut s, &["one".into(), "two".into()], 10.0);
        let out = s.finish();
        assert!(out.contains("width=\"70\" height=\"116\""), "{out}");
        assert!(out.contains("<text x=\"25\" y=\"12\">a</text>"), "{out}");
        assert!(out.contains("<text x=\"45\" y=\"68\">c</text>"), "{out}");
        assert!(out.contains("<text x=\"10\" y=\"50\">1</text>"), "{out}");
        assert!(out.contains("<text x=\"60\" y=\"30\">3</text>"), "{out}");
        assert!(out.contains("<text x=\"20\" y=\"80\">two</text>"), "{out}");

        // Seen from the other side: a1 at the top right, c3 at the bottom left, and
        // the coordinates follow their squares.
        let flipped = frame.flipped(true);
        assert_eq!(flipped.centre(0, 0), (45.0, 25.0));
        assert_eq!(flipped.centre(2, 2), (25.0, 45.0));
        let mut s = flipped.page(0);
        flipped.outline(&mut s);
        let out = s.finish();
        assert!(out.contains("<text x=\"45\" y=\"12\">a</text>"), "{out}");
        assert!(out.contains("<text x=\"10\" y=\"30\">1</text>"), "{out}");
    }

    #[test]
    fn contrast_picks_a_readable_colour() {
        assert_eq!(Rgb(0xF2, 0xD0, 0x2E).contrast(), Rgb::BLACK);
        assert_eq!(Rgb(0x7A, 0x4E, 0x2D).contrast(), Rgb::WHITE);
    }
}
