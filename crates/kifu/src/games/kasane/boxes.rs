//! The boxes printed on the nine combination cards, and the marbles put on them.
//!
//! The real cards are lost (only the rule book's text survives), so the points are
//! **data**: [`BoxTable::default`] holds what the book states plus assumed values, and
//! a record (`[Boxes "…"]` tag) or a user (a file read with [`parse_boxes`]) can give
//! the real table.
//!
//! # The default table
//!
//! Stated by the book:
//! - an example card scores 3, 5 and 8 points for 3, 4 and 5 cards; the book does not
//!   say which combination it is — **assumed** to be both moons (it agrees with the next
//!   fact);
//! - Kagen no Tsuki with 3 cards scores 3;
//! - Setsu Getsu Fuka with 4 cards scores 4;
//! - Sakura Chirashi, Chidori and Asanoha: the first player to complete one scores 4, the
//!   second 3 (two boxes "3": 4 then 3 points);
//! - Kasane has several boxes 2 and several boxes 3; Juu has several boxes 2.
//!
//! Everything else is **assumed**: Kasane `2=1 2=1 3=3 3=3 4=6`, Juu `2=1 2=1 3=3 4=5`,
//! moons `3=3 4=5 5=8`, Katyou Fugetsu `3=2 4=4 5+=7`, Setsu Getsu Fuka `3=2 4=4 5+=7`.
//! The same text is in `fixtures/kasane/boxes-default.txt`.
//!
//! # Text format
//!
//! One combination per line (or per `;`-separated part, for the one-line tag), its name
//! (any accepted spelling), a colon, then its boxes in card order: `n=p` is a box for
//! exactly `n` cards worth `p` points, `n+=p` a box for `n` or more cards (the book says
//! a box number is not always the number of cards). `#` starts a comment. Combinations
//! not named keep their default boxes.
//!
//! **Decision:** where a card has several empty boxes that fit, the first one listed is
//! filled; so `3=4 3=3` gives the first completion 4 points and the second 3.

use std::fmt;
use std::sync::{Arc, LazyLock};

use super::cards::Combination;
use crate::{Message, message};

/// One box: how many cards complete it, and its points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoxSpec {
    /// The number printed on the box.
    pub cards: u8,
    /// The box takes `cards` or more cards.
    pub or_more: bool,
    /// Points scored by the player who fills it.
    pub points: u32,
}

impl BoxSpec {
    /// Whether a combination of `n` cards fits this box.
    pub const fn fits(&self, n: usize) -> bool {
        if self.or_more {
            n >= self.cards as usize
        } else {
            n == self.cards as usize
        }
    }
}

impl fmt::Display for BoxSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plus = if self.or_more { "+" } else { "" };
        write!(f, "{}{plus}={}", self.cards, self.points)
    }
}

/// The most boxes one combination card may have (marbles are kept in a `u16`).
pub const MAX_BOXES: usize = 16;

/// The boxes of the nine combination cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoxTable {
    /// Shared: every record and every game of a run uses the same table, and copying it
    /// (a game keeps its rules) costs nothing.
    boxes: Arc<[Vec<BoxSpec>; 9]>,
}

/// The default table, built once.
static DEFAULT: LazyLock<Arc<[Vec<BoxSpec>; 9]>> = LazyLock::new(|| {
    let moon = vec![b(3, 3), b(4, 5), b(5, 8)];
    let set = vec![b(3, 4), b(3, 3)];
    Arc::new([
        vec![b(2, 1), b(2, 1), b(3, 3), b(3, 3), b(4, 6)],
        vec![b(2, 1), b(2, 1), b(3, 3), b(4, 5)],
        set.clone(),
        set.clone(),
        set,
        moon.clone(),
        moon,
        vec![b(3, 2), b(4, 4), more(5, 7)],
        vec![b(3, 2), b(4, 4), more(5, 7)],
    ])
});

const fn b(cards: u8, points: u32) -> BoxSpec {
    BoxSpec {
        cards,
        or_more: false,
        points,
    }
}

const fn more(cards: u8, points: u32) -> BoxSpec {
    BoxSpec {
        cards,
        or_more: true,
        points,
    }
}

impl Default for BoxTable {
    /// The documented default (see the module documentation for what is assumed).
    fn default() -> Self {
        BoxTable {
            boxes: Arc::clone(&DEFAULT),
        }
    }
}

impl BoxTable {
    /// The boxes of one combination card, in order.
    pub fn boxes(&self, combination: Combination) -> &[BoxSpec] {
        &self.boxes[combination.index()]
    }

    /// The table in the text format, one line per combination.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for c in Combination::ALL {
            out.push_str(&self.line(c));
            out.push('\n');
        }
        out
    }

    /// The table on one line (`;`-separated), for the `[Boxes]` tag.
    pub fn to_tag_value(&self) -> String {
        Combination::ALL
            .iter()
            .map(|&c| self.line(c))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn line(&self, c: Combination) -> String {
        let boxes: Vec<String> = self.boxes(c).iter().map(ToString::to_string).collect();
        format!("{}: {}", c.name(), boxes.join(" "))
    }

    /// The highest number of cards any box of `combination` takes (`None`: no limit).
    pub fn max_cards(&self, combination: Combination) -> Option<usize> {
        let boxes = self.boxes(combination);
        if boxes.iter().any(|b| b.or_more) {
            None
        } else {
            boxes.iter().map(|b| b.cards as usize).max()
        }
    }
}

/// A box table that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct BoxesError {
    /// Byte range of the bad part in the text given to [`parse_boxes`].
    pub start: usize,
    /// End of the bad part.
    pub end: usize,
    /// What is wrong.
    pub message: Message,
}

/// Read a box table (see the module documentation for the format), starting from the
/// default table.
pub fn parse_boxes(text: &str) -> Result<BoxTable, BoxesError> {
    let mut table = BoxTable::default();
    let mut seen = [false; 9];
    let mut parts = Vec::new();
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let body = line.split('#').next().unwrap_or("");
        let mut off = line_start;
        for part in body.split_inclusive(';') {
            parts.push((off, part));
            off += part.len();
        }
        line_start += line.len();
    }
    for (part_start, part) in parts {
        let body = part.trim_end_matches([';', '\n', '\r']);
        if body.trim().is_empty() {
            continue;
        }
        let err = |at: usize, len: usize, message: Message| BoxesError {
            start: part_start + at,
            end: part_start + at + len,
            message,
        };
        let lead = body.len() - body.trim_start().len();
        let Some(colon) = body.find(':') else {
            return Err(err(
                lead,
                body.trim().len(),
                Message::new("kasane-boxes-expected-name"),
            ));
        };
        let name = body[..colon].trim();
        let Some(c) = Combination::from_name(name) else {
            return Err(err(
                lead,
                name.len(),
                message!("kasane-boxes-unknown-combination", name = name),
            ));
        };
        if seen[c.index()] {
            return Err(err(
                lead,
                name.len(),
                message!("kasane-boxes-given-twice", combination = c.name()),
            ));
        }
        seen[c.index()] = true;
        let mut boxes = Vec::new();
        let rest = &body[colon + 1..];
        let mut off = colon + 1;
        for word in rest.split_inclusive(char::is_whitespace) {
            let at = off;
            off += word.len();
            let w = word.trim();
            if w.is_empty() {
                continue;
            }
            let bad = || {
                err(
                    at,
                    w.len(),
                    message!("kasane-boxes-bad-box", token = w),
                )
            };
            let (count, points) = w.split_once('=').ok_or_else(bad)?;
            let (count, or_more) = match count.strip_suffix('+') {
                Some(c) => (c, true),
                None => (count, false),
            };
            let cards: u8 = count.parse().map_err(|_| bad())?;
            let points: u32 = points.parse().map_err(|_| bad())?;
            if !(2..=13).contains(&cards) {
                return Err(err(
                    at,
                    w.len(),
                    message!("kasane-boxes-cards", cards = cards),
                ));
            }
            if points > 1000 {
                return Err(err(
                    at,
                    w.len(),
                    message!("kasane-boxes-points", points = points),
                ));
            }
            boxes.push(BoxSpec {
                cards,
                or_more,
                points,
            });
        }
        if boxes.len() > MAX_BOXES {
            return Err(err(
                lead,
                name.len(),
                message!(
                    "kasane-boxes-too-many",
                    combination = c.name(),
                    count = MAX_BOXES
                ),
            ));
        }
        Arc::make_mut(&mut table.boxes)[c.index()] = boxes;
    }
    Ok(table)
}

/// Which boxes have a marble, for each combination card (bit `i` = box `i`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Marbles(pub [u16; 9]);

/// Why a combination of some size cannot score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoxRefusal {
    /// The card has no box for that many cards.
    NoBox,
    /// Every box for that many cards already has a marble.
    Used,
}

impl Marbles {
    /// Whether box `i` of `c` has a marble.
    pub fn is_used(&self, c: Combination, i: usize) -> bool {
        i < MAX_BOXES && self.0[c.index()] & (1 << i) != 0
    }

    /// Put a marble on box `i` of `c`.
    pub fn put(&mut self, c: Combination, i: usize) {
        if i < MAX_BOXES {
            self.0[c.index()] |= 1 << i;
        }
    }

    /// The box a combination of `c` with `n` cards would fill: the first empty box that
    /// fits.
    pub fn find(&self, table: &BoxTable, c: Combination, n: usize) -> Result<usize, BoxRefusal> {
        let mut any = false;
        for (i, b) in table.boxes(c).iter().enumerate() {
            if b.fits(n) {
                any = true;
                if !self.is_used(c, i) {
                    return Ok(i);
                }
            }
        }
        Err(if any {
            BoxRefusal::Used
        } else {
            BoxRefusal::NoBox
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_table_has_the_book_values() {
        let t = BoxTable::default();
        let points = |c, n| {
            let m = Marbles::default();
            m.find(&t, c, n).map(|i| t.boxes(c)[i].points)
        };
        assert_eq!(points(Combination::KagenNoTsuki, 3), Ok(3));
        assert_eq!(points(Combination::SetsuGetsuFuka, 4), Ok(4));
        assert_eq!(points(Combination::Chidori, 3), Ok(4));
        assert_eq!(points(Combination::Chidori, 4), Err(BoxRefusal::NoBox));
        assert_eq!(points(Combination::KatyouFugetsu, 7), Ok(7));
    }

    #[test]
    fn first_and_second_completion() {
        let t = BoxTable::default();
        let mut m = Marbles::default();
        let c = Combination::Asanoha;
        let i = m.find(&t, c, 3).unwrap();
        assert_eq!(t.boxes(c)[i].points, 4);
        m.put(c, i);
        let j = m.find(&t, c, 3).unwrap();
        assert_eq!(t.boxes(c)[j].points, 3);
        m.put(c, j);
        assert_eq!(m.find(&t, c, 3), Err(BoxRefusal::Used));
    }

    #[test]
    fn text_round_trip_and_errors() {
        let t = BoxTable::default();
        assert_eq!(parse_boxes(&t.to_text()), Ok(t.clone()));
        assert_eq!(parse_boxes(&t.to_tag_value()), Ok(t.clone()));
        let custom = parse_boxes("# mine\nsame: 2=2 3=5\nTEN: 2=3 ; odd: 4+=9").unwrap();
        assert_eq!(custom.boxes(Combination::Kasane).len(), 2);
        assert_eq!(custom.boxes(Combination::Juu)[0].points, 3);
        assert!(custom.boxes(Combination::KatyouFugetsu)[0].or_more);
        assert_eq!(
            custom.boxes(Combination::Chidori),
            t.boxes(Combination::Chidori)
        );
        let text = "Kasane: 2=1 x=3";
        let e = parse_boxes(text).unwrap_err();
        assert_eq!(&text[e.start..e.end], "x=3");
        let e = parse_boxes("Nope: 2=1").unwrap_err();
        assert!(e.message.to_string().contains("Nope"));
        assert!(parse_boxes("Kasane 2=1").is_err());
        assert!(parse_boxes("Kasane: 1=1").is_err());
        assert!(parse_boxes("Kasane: 2=1\nkasane: 3=1").is_err());
    }
}
