//! Byte spans into a source text, and the line/column view of them.

use std::cell::{Cell, OnceCell};
use std::ops::Range;

/// A half-open byte range `start..end` into the source text of a record.
///
/// Spans are cheap (`Copy`) and carry no reference to the source; line and column are
/// computed on demand with a [`LineIndex`] so that parsing never pays for them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

impl Span {
    /// The bytes `start..end`.
    pub const fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// An empty span at `at` (used for "expected X here" at end of input).
    pub const fn point(at: usize) -> Span {
        Span { start: at, end: at }
    }

    /// Length in bytes.
    pub const fn len(self) -> usize {
        self.end - self.start
    }

    /// No bytes.
    pub const fn is_empty(self) -> bool {
        self.start == self.end
    }

    /// The smallest span covering both.
    pub fn join(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// As a range, to slice the text with.
    pub fn range(self) -> Range<usize> {
        self.start..self.end
    }

    /// Shift a span found in a slice back to the coordinates of the whole text.
    pub const fn offset(self, by: usize) -> Span {
        Span {
            start: self.start + by,
            end: self.end + by,
        }
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(s: Span) -> Self {
        (s.start, s.len()).into()
    }
}

/// A value together with the place in the source it was read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spanned<T> {
    /// The value.
    pub node: T,
    /// Where it was written.
    pub span: Span,
}

impl<T> Spanned<T> {
    /// A value and where it was written.
    pub const fn new(node: T, span: Span) -> Self {
        Spanned { node, span }
    }

    /// The value changed by `f`, at the same place.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Spanned<U> {
        Spanned {
            node: f(self.node),
            span: self.span,
        }
    }
}

/// 1-based line and column (column counted in characters, not bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct LineCol {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

/// Line starts of a text, for turning byte offsets into line/column.
///
/// Nothing is indexed up front. Offsets asked in increasing order (as a record's entries
/// are written out) are found by reading on from the last one, so converting a text reads
/// it once; the first offset asked behind the last one indexes every line start once, and
/// every later question behind is a binary search. Either way the work stays linear in
/// the text, whatever the order of the questions.
#[derive(Clone, Debug)]
pub struct LineIndex<'a> {
    text: &'a str,
    /// How far the text has been read: see [`Cursor`].
    cursor: Cell<Cursor>,
    /// Every line start, made at the first question behind the cursor.
    starts: OnceCell<Vec<usize>>,
    /// Where `text` starts in a longer input: that position's line and column, 0-based
    /// (0, 0 for a whole text).
    origin: (usize, usize),
}

/// The last offset asked of a [`LineIndex`] read forward: its 0-based line and the
/// characters of the line before the offset.
#[derive(Clone, Copy, Debug, Default)]
struct Cursor {
    at: usize,
    line: usize,
    chars: usize,
}

/// The characters of a stretch of UTF-8 text: its bytes that start one (an offset inside
/// a character counts that character).
pub fn chars_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&b| (b as i8) >= -0x40).count()
}

impl<'a> LineIndex<'a> {
    /// An index of the line starts of `text`.
    pub fn new(text: &'a str) -> Self {
        LineIndex {
            text,
            cursor: Cell::new(Cursor::default()),
            starts: OnceCell::new(),
            origin: (0, 0),
        }
    }

    /// The same index for a `text` that is a slice of a longer input starting at `at`
    /// there: positions are then given as in that input (a record converted on its own
    /// keeps the line and column it has in its file).
    pub fn starting_at(mut self, at: LineCol) -> Self {
        self.origin = (at.line.saturating_sub(1), at.column.saturating_sub(1));
        self
    }

    /// The 0-based line holding `offset` (≤ the text's length) and the characters of
    /// that line before it.
    fn line_of(&self, offset: usize) -> (usize, usize) {
        let bytes = self.text.as_bytes();
        let c = self.cursor.get();
        if offset >= c.at {
            let stretch = &bytes[c.at..offset];
            // The usual question: the next entry, a few bytes on.
            if stretch.len() <= SHORT {
                let (lines, chars) = lines_and_chars(bytes, c.at, offset);
                let next = Cursor {
                    at: offset,
                    line: c.line + lines,
                    chars: if lines == 0 { c.chars + chars } else { chars },
                };
                self.cursor.set(next);
                return (next.line, next.chars);
            }
            let next = match memchr::memrchr(b'\n', stretch) {
                None => Cursor {
                    at: offset,
                    chars: c.chars + chars_in(stretch),
                    ..c
                },
                Some(last) => {
                    let line_start = c.at + last + 1;
                    Cursor {
                        at: offset,
                        line: c.line + memchr_newlines(&stretch[..=last]).count(),
                        chars: chars_in(&bytes[line_start..offset]),
                    }
                }
            };
            self.cursor.set(next);
            return (next.line, next.chars);
        }
        let starts = self.starts.get_or_init(|| {
            let mut starts = vec![0];
            starts.extend(memchr_newlines(bytes).map(|i| i + 1));
            starts
        });
        let line = match starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line, chars_in(&bytes[starts[line]..offset]))
    }

    /// Line and column of a byte offset (clamped to the text; never panics).
    pub fn line_col(&self, offset: usize) -> LineCol {
        let offset = offset.min(self.text.len());
        let (line, prefix) = self.line_of(offset);
        let column = if line == 0 {
            prefix + self.origin.1
        } else {
            prefix
        };
        LineCol {
            line: line + 1 + self.origin.0,
            column: column + 1,
        }
    }
}

/// The longest stretch [`lines_and_chars`] reads (a longer one is searched with `memchr`).
const SHORT: usize = 128;

/// The line breaks in the short stretch `from..to` of UTF-8 text `bytes`, and its
/// characters after the last of them (all its characters if it has none), eight bytes at
/// a time: in a word of eight bytes (the first byte lowest), a line break sets the high
/// bit of `!(((x & 0x7f…) + 0x7f…) | x | 0x7f…)` with `x` the word xor `0x0a…` (exactly: no
/// carry crosses a byte), and a byte that continues a character (`10xxxxxx`) the high bit
/// of `w & !(w << 1)`. The last bytes (fewer than eight) are the top of the word that ends
/// at `to`, read from the text before them, when there is one.
fn lines_and_chars(bytes: &[u8], from: usize, to: usize) -> (usize, usize) {
    const ONES: u64 = u64::from_le_bytes([1; 8]);
    const HIGH: u64 = ONES * 0x80;
    const LOW7: u64 = ONES * 0x7f;
    let (mut lines, mut chars) = (0, 0);
    // The high bits set in `x` (a word with no other bit set): summed into the top byte
    // by one multiplication (the target has no `popcnt` instruction to rely on).
    let ones = |x: u64| (((x >> 7) & ONES).wrapping_mul(ONES) >> 56) as usize;
    // One word, of which the bytes whose high bit `valid` has are counted.
    let mut count = |w: u64, valid: u64| {
        let x = w ^ (ONES * u64::from(b'\n'));
        let breaks = !(((x & LOW7) + LOW7) | x | LOW7) & valid;
        let starts = !(w & !(w << 1)) & valid;
        if breaks == 0 {
            chars += ones(starts);
        } else {
            lines += ones(breaks);
            // The high bit of the last line break's byte, and the bytes above it.
            let last = 63 - breaks.leading_zeros();
            let after = starts.checked_shr(last + 1).unwrap_or(0);
            chars = ones(after);
        }
    };
    let word = |b: &[u8]| u64::from_le_bytes(<[u8; 8]>::try_from(b).unwrap_or_default());
    let mut words = bytes[from..to].chunks_exact(8);
    for w in &mut words {
        count(word(w), HIGH);
    }
    let rest = words.remainder();
    if !rest.is_empty() && to >= 8 {
        // The word ending at `to`, shifted so that its last `rest.len()` bytes come first.
        let gone = 8 * (8 - rest.len()) as u32;
        count(word(&bytes[to - 8..to]) >> gone, HIGH >> gone);
    } else {
        for &b in rest {
            if b == b'\n' {
                lines += 1;
                chars = 0;
            } else if (b as i8) >= -0x40 {
                chars += 1;
            }
        }
    }
    (lines, chars)
}

fn memchr_newlines(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(b'\n', bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slice_keeps_the_positions_of_its_input() {
        let text = "one\ntwo [x]\nthree é\nfour";
        let at = text.find('[').unwrap();
        let whole = LineIndex::new(text);
        let slice = LineIndex::new(&text[at..]).starting_at(whole.line_col(at));
        for k in [0, 2, 3, 5, 8, 12, 14] {
            assert_eq!(slice.line_col(k), whole.line_col(at + k), "offset {k}");
        }
    }

    /// Every stretch of up to 40 bytes cut from texts of line breaks, ASCII and
    /// characters of two, three and four bytes: its line breaks and its characters after
    /// the last one, counted byte by byte.
    #[test]
    fn short_stretches_are_counted_as_byte_by_byte() {
        let texts = [
            "ab\nRed ↗3 Blue\n\nx\n\n\nlast line ↗\nçé€𝄞\n\n",
            "Grün 3 é\nü\n\n\n\n\n\n\n\n12345678\n𝄞𝄞𝄞𝄞\nabcdefgh",
            "\n\n\n\n\n\n\n\n\n\nééééééééé\nx\u{7f}\u{80}\u{7ff}\u{800}\u{ffff}\u{10000}\n",
        ];
        for text in texts {
            let b = text.as_bytes();
            for from in 0..b.len() {
                for to in from..=b.len().min(from + 40) {
                    let s = &b[from..to];
                    let lines = s.iter().filter(|&&c| c == b'\n').count();
                    let start = s.iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1);
                    let chars = s[start..].iter().filter(|&&c| (c as i8) >= -0x40).count();
                    assert_eq!(
                        lines_and_chars(b, from, to),
                        (lines, chars),
                        "{from}..{to} of {text:?}"
                    );
                }
            }
        }
    }

    /// Questions in any order get the answers of a full index: forward from the cursor,
    /// backward through the index made at the first step back, forward again after it.
    #[test]
    fn any_order_of_questions_gives_the_same_answers() {
        let text = "ab\nRed ↗3 Blue\n\nx\n\n\nlast line ↗\n";
        let reference: Vec<LineCol> = (0..=text.len() + 2)
            .map(|k| {
                let k = k.min(text.len());
                let before = &text.as_bytes()[..k];
                let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
                let start = before
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |i| i + 1);
                let column = before[start..]
                    .iter()
                    .filter(|&&b| (b as i8) >= -0x40)
                    .count()
                    + 1;
                LineCol { line, column }
            })
            .collect();
        let n = reference.len();
        let orders: [Vec<usize>; 4] = [
            (0..n).collect(),
            (0..n).rev().collect(),
            (0..n).map(|k| (k * 7) % n).collect(),
            (0..n).flat_map(|k| [k, n - 1 - k]).collect(),
        ];
        for order in orders {
            let idx = LineIndex::new(text);
            for k in order {
                assert_eq!(idx.line_col(k), reference[k], "offset {k}");
            }
        }
    }

    #[test]
    fn line_col_counts_characters() {
        let text = "ab\nRed ↗3 Blue\n\nx";
        let idx = LineIndex::new(text);
        assert_eq!(idx.line_col(0), LineCol { line: 1, column: 1 });
        assert_eq!(idx.line_col(3), LineCol { line: 2, column: 1 });
        let three = text.find('3').unwrap();
        assert_eq!(idx.line_col(three), LineCol { line: 2, column: 6 });
        assert_eq!(idx.line_col(text.len() - 1), LineCol { line: 4, column: 1 });
        // past the end is clamped, not a panic
        assert_eq!(idx.line_col(10_000), LineCol { line: 4, column: 2 });
    }

    #[test]
    fn join_and_offset() {
        let a = Span::new(2, 4);
        let b = Span::new(7, 9);
        assert_eq!(a.join(b), Span::new(2, 9));
        assert_eq!(a.offset(10), Span::new(12, 14));
    }
}
