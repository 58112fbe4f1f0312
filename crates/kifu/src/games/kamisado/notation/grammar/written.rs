//! The productions' happy paths as sheets write them, read from the bytes in one go:
//! an action (` ↗3 `, ` 0 `, ` >3 `, ` Droite 3 `), a round header (` 2 from left`), a
//! score (`: 1-0`), a move number. Each reads what its production reads token by token
//! there (and says `None`, without moving, for anything else, which the production then
//! reads token by token).

use super::super::super::ast::{Action, Fill, RoundHeader, ScoreLine};
use super::super::super::board::{Colour, Direction};
use super::super::super::vocab::{self, Word};
use super::super::lexer::*;
use super::Grammar;
use super::sink::Step;
use crate::core::{Span, Spanned};

impl<'a> Grammar<'a> {
    /// The action as sheets write it, one space before and one after (` ↗3 `, ` 0 `,
    /// ` >3 `, ` Droite 3 `), read from the bytes in one go: what [`Grammar::action`]
    /// reads token by token there. `None` (without moving) for anything else.
    #[inline(always)]
    pub(super) fn written_action(&mut self) -> Option<Action> {
        let at = self.pos;
        let b = self.src.as_bytes().get(at..)?;
        // An arrow (`↑ ↖ ↗ ↓`: E2 86 and one byte), its distance and a space, in one go.
        if let Some(&[b' ', 0xe2, 0x86, a @ (0x91 | 0x96 | 0x97 | 0x93), n @ b'1'..=b'7', b' ']) =
            b.first_chunk::<6>()
        {
            let dir = match a {
                0x91 => Direction::Straight,
                0x96 => Direction::Left,
                0x97 => Direction::Right,
                _ => Direction::Back,
            };
            self.go(at + 5);
            return Some(Action::Step {
                dir: Spanned::new(dir, Span::new(at + 1, at + 4)),
                dist: Spanned::new(n - b'0', Span::new(at + 4, at + 5)),
            });
        }
        let (dir, dir_end) = match *b.first_chunk::<3>()? {
            [b' ', b'0', b' '] => {
                self.go(at + 2);
                return Some(Action::Blocked {
                    zero: Span::new(at + 1, at + 2),
                });
            }
            [b' ', b'^', _] => (Direction::Straight, 2),
            [b' ', b'<', _] => (Direction::Left, 2),
            [b' ', b'>', _] => (Direction::Right, 2),
            [b' ', b'A'..=b'Z' | b'a'..=b'z', _] => match word_at(b, 1) {
                (
                    end,
                    Some(Word {
                        dir: Some(d),
                        kw: vocab::Kw::None,
                        ..
                    }),
                ) if b.get(end) == Some(&b' ') => (d, end + 1),
                _ => return None,
            },
            _ => return None,
        };
        let &[n @ b'1'..=b'7', b' '] = b.get(dir_end..)?.first_chunk::<2>()? else {
            return None;
        };
        let word_end = if dir_end > 2 { dir_end - 1 } else { dir_end };
        self.go(at + dir_end + 1);
        Some(Action::Step {
            dir: Spanned::new(dir, Span::new(at + 1, at + word_end)),
            dist: Spanned::new(n - b'0', Span::new(at + dir_end, at + dir_end + 1)),
        })
    }

    /// The common entry as sheets write it, after its tower's colour word `tower`: the
    /// action as [`Grammar::written_action`] reads it (a step), then a colour word (ASCII
    /// white space before it) that neither an action nor `+` follows. What
    /// [`Grammar::entry`] reads token by token there (a segment, no push), as plain
    /// values; the token after it is kept for the next look. `None` (without moving) for anything else.
    #[inline(always)]
    pub(super) fn written_step(&mut self, tower: Spanned<Colour>) -> Option<Step> {
        let at = self.pos;
        let Some(Action::Step { dir, dist }) = self.written_action() else {
            self.go(at);
            return None;
        };
        let b = self.src.as_bytes();
        // The action ends before one space: a letter after it starts the landing.
        let start = match b.get(self.pos + 1) {
            Some(c) if c.is_ascii_alphabetic() => self.pos + 1,
            _ => skip_ascii_whitespace(b, self.pos).0,
        };
        // (White space beyond ASCII there lexes as no word: the token-by-token reading
        // reads it.)
        let landing = match lex_at(b, start) {
            (
                Kind::Word(Some(Word {
                    colour: Some(c), ..
                })),
                end,
            ) => Some(Spanned::new(c, Span::new(start, end))),
            _ => None,
        };
        let Some(landing) = landing else {
            self.go(at);
            return None;
        };
        // What follows: no action ([`Grammar::starts_action`]: a word outside the
        // vocabulary is left to the token-by-token reading) and no `+`.
        let next = token_at(self.src, landing.span.end);
        match next.kind {
            Kind::Number if next.text != "0" => {}
            Kind::Word(Some(Word { dir: None, .. }))
            | Kind::Eof
            | Kind::Open
            | Kind::Ellipsis
            | Kind::Other => {}
            _ => {
                self.go(at);
                return None;
            }
        }
        self.pos = landing.span.end;
        self.ahead = Some(next);
        Some(Step {
            tower,
            dir,
            dist,
            landing,
        })
    }

    /// The round header as sheets write it, after its round word `kw`: one space, the
    /// number, then the end of the line, or one space and a fill (`from left`, `par la
    /// gauche`, `links`, its words one space apart), read from the bytes in one go: what
    /// [`Grammar::round_header`] reads token by token there. `None` (without moving) for
    /// anything else.
    pub(super) fn written_round(&mut self, kw: &Tok<'a>) -> Option<RoundHeader> {
        let b = self.src.as_bytes();
        let start = kw.span.end + 1;
        if b.get(kw.span.end) != Some(&b' ') {
            return None;
        }
        let number = number_at(self.src, start).filter(|n| n.node != 0)?;
        let span = kw.span.join(number.span);
        let header = |fill: Option<Spanned<Fill>>| RoundHeader {
            number,
            fill,
            span: fill.map_or(span, |f| span.join(f.span)),
        };
        // A word one space after `at`: its span and meaning.
        let word = |at: usize| match b.get(at..at + 2) {
            Some([b' ', b'A'..=b'Z' | b'a'..=b'z']) => {
                let (end, w) = word_at(b, at + 1);
                Some((Span::new(at + 1, end), w?))
            }
            _ => None,
        };
        if let Some([] | [b'\n', ..] | [b'\r', b'\n', ..]) = b.get(number.span.end..) {
            self.go(number.span.end);
            return Some(header(None));
        }
        let (first, meaning) = word(number.span.end)?;
        let fill = match meaning {
            Word { side: Some(f), .. } => Spanned::new(f, first),
            Word {
                kw: vocab::Kw::From(i),
                ..
            } => {
                let mut side = word(first.end)?;
                if let Word {
                    kw: vocab::Kw::Article(a),
                    ..
                } = side.1
                    && a == i
                {
                    side = word(side.0.end)?;
                }
                match side.1 {
                    Word {
                        after: Some((j, f)),
                        ..
                    } if j == i => Spanned::new(f, first.join(side.0)),
                    _ => return None,
                }
            }
            _ => return None,
        };
        self.go(fill.span.end);
        Some(header(Some(fill)))
    }

    /// The score as sheets write it (`: 1-0`, ` 2-1`: a colon right after the score
    /// word or not, one space, the points, a dash, the points), read from the bytes in
    /// one go: what [`Grammar::score_line`] reads token by token there. `None` (without
    /// moving) for anything else.
    #[inline]
    pub(super) fn written_score(&mut self, kw: &Tok<'a>) -> Option<ScoreLine> {
        let b = self.src.as_bytes();
        let mut at = self.pos;
        if b.get(at) == Some(&b':') {
            at += 1;
        }
        if b.get(at) != Some(&b' ') {
            return None;
        }
        let points = |start: usize| number_at(self.src, start);
        let black = points(at + 1)?;
        if b.get(black.span.end) != Some(&b'-') {
            return None;
        }
        let white = points(black.span.end + 1)?;
        self.go(white.span.end);
        Some(ScoreLine {
            black,
            white,
            span: kw.span.join(white.span),
        })
    }

}

/// The number token at `start` of `src` (no white space before it) when it has 1 to 9
/// digits: its value and span.
fn number_at(src: &str, start: usize) -> Option<Spanned<u32>> {
    let n = src
        .as_bytes()
        .get(start..)?
        .iter()
        .take(10)
        .take_while(|c| c.is_ascii_digit())
        .count();
    let span = Span::new(start, start + n);
    (1..=9)
        .contains(&n)
        .then(|| Spanned::new(digits(&src[span.range()]), span))
}

/// The value of at most 9 ASCII digits.
pub(super) fn digits(text: &str) -> u32 {
    text.bytes().fold(0u32, |n, d| n * 10 + u32::from(d - b'0'))
}

/// The move number the number token `t` opens (`12.`, `12...` or `12…`, at most 9
/// digits): the number (its span the digits and the dot, or the digits before an
/// ellipsis), the ellipsis, and where it ends.
#[inline]
pub(super) fn move_number(src: &str, t: &Tok<'_>) -> Option<(Spanned<u32>, Option<Span>, usize)> {
    if t.text.len() > 9 {
        return None;
    }
    let n = digits(t.text);
    let rest = &src.as_bytes()[t.span.end..];
    let at = t.span.end;
    if rest.starts_with(b"...") || rest.starts_with("…".as_bytes()) {
        Some((Spanned::new(n, t.span), Some(Span::new(at, at + 3)), at + 3))
    } else if rest.first() == Some(&b'.') {
        Some((Spanned::new(n, Span::new(t.span.start, at + 1)), None, at + 1))
    } else {
        None
    }
}

