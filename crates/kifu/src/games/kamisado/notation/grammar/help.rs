//! The grammar's cold paths: what a production does where its happy path does not hold
//! (a word that is no word of the vocabulary, an abbreviation, a token where another was
//! expected), the problems it then reports and their help texts, written in the record's
//! own notation (its language and style). The straight reading gives up at each of them
//! (it never looks up the record's language); only the recovering reading goes on.

use super::super::super::ast::{Abbreviation, ColourAbbreviation, Fill};
use super::super::super::board::{Colour, Direction};
use super::super::super::style::{ArrowStyle, Lang, Style};
use super::super::super::vocab::{self, ColourLookup};
use super::super::lexer::*;
use super::super::write::{
    colour_name, colour_names, write_move, write_pushed, write_round_header, write_step,
};
use super::{Failed, Grammar, R, move_number};
use crate::core::diag::shown;
use crate::core::parse;
use crate::core::{Problem, Span, Spanned};

impl<'a> Grammar<'a> {
    /// Where to label something that is missing or wrong at token `t`, which follows
    /// position `after`: the token itself, or a point right after `after` when the token
    /// is on the next line or the text has ended. Also says what was found.
    pub(super) fn found(&self, t: &Tok<'_>, after: usize) -> (Span, String) {
        let src = self.src;
        if t.kind == Kind::Eof && after >= src.len() {
            // A point at the very end of the text is not shown by the renderer: label the
            // last word instead.
            let before = &src[..after.min(src.len())];
            let start = before
                .char_indices()
                .rev()
                .find(|(_, c)| c.is_whitespace())
                .map_or(0, |(n, c)| n + c.len_utf8());
            (Span::new(start, after), "the end of the record".to_owned())
        } else {
            let (span, found) = t.found(after);
            (span, found.to_string())
        }
    }

    /// `kamisado::syntax::bad-round-header`.
    pub(super) fn bad_round(&self, span: Span, msg: String, label: &str) -> Problem {
        Problem::error("kamisado::syntax::bad-round-header", span, msg)
            .with_label(label)
            .with_help(self.round_help())
    }

    /// `kamisado::syntax::unexpected` at the token `t`, which can begin no item.
    #[cold]
    #[inline(never)]
    pub(super) fn unexpected(&mut self, t: Tok<'a>) -> Failed {
        self.failed(
            |g| {
                let (what, help) = match t.kind {
                    Kind::Number => (
                        "a number on its own",
                        format!(
                            "write a move number with a dot (`12.`), or a distance right after its direction (`{}`)",
                            write_step(Direction::Right, 3, &g.style())
                        ),
                    ),
                    Kind::Plus => (
                        "a `+` with no entry before it",
                        format!(
                            "`+` joins the towers of one pushed entry: `{}`",
                            g.pushed_example()
                        ),
                    ),
                    Kind::Arrow(_) => (
                        "a direction with no tower before it",
                        format!(
                            "an entry starts with the tower's colour: `{}`",
                            g.red_blue()
                        ),
                    ),
                    _ => (
                        "a character that cannot start an entry",
                        format!(
                            "an entry reads `{}`; write remarks inside `{{ }}` or after `;`",
                            g.red_blue()
                        ),
                    ),
                };
                parse::unexpected("kamisado::syntax::unexpected", t.span, t.text, what, help)
            },
            t.span.end,
        )
    }

    /// A word for the tower or the landing square (`role`) that is no colour word of the
    /// vocabulary: a prefix of a colour (of several: read as the first, its readings kept
    /// for the replay), else `kamisado::syntax::unknown-colour`.
    #[cold]
    #[inline(never)]
    pub(super) fn other_colour(&mut self, t: &Tok<'a>, role: &'static str) -> R<Spanned<Colour>> {
        let style = self.need_style()?;
        let c = match colour_in(t, style.lang) {
            ColourLookup::Found(c) => c,
            ColourLookup::Ambiguous(words) => {
                // Settled by legality when the record is replayed.
                let mut readings: Vec<Colour> = Vec::new();
                for w in words {
                    if let Some(&(_, c, _)) = vocab::COLOUR_WORDS.iter().find(|(v, _, _)| *v == w)
                        && !readings.contains(&c)
                    {
                        readings.push(c);
                    }
                }
                let first = readings.first().copied().unwrap_or(Colour::Orange);
                if readings.len() > 1 {
                    self.colour_abbreviations.push(ColourAbbreviation {
                        span: t.span,
                        readings,
                    });
                }
                first
            }
            ColourLookup::Unknown => {
                let t = *t;
                return Err(self.failed(
                    |g| {
                        let lang = g.style().lang;
                        let help = if t.text.chars().nth(1).is_none() {
                            format!("write more letters of a colour: {}", colour_list(lang))
                        } else {
                            match vocab::suggest(t.text, vocab::COLOUR_WORDS.iter().map(|w| w.0)) {
                                Some(s) => format!("did you mean `{}`?", vocab::display(s)),
                                None => format!("write one of the colours {}", colour_list(lang)),
                            }
                        };
                        Problem::error(
                            "kamisado::syntax::unknown-colour",
                            t.span,
                            format!(
                                "expected the {role}, found `{}`, which is not a colour",
                                shown(t.text)
                            ),
                        )
                        .with_label("unknown colour")
                        .with_help(help)
                    },
                    t.span.start,
                ));
            }
        };
        Ok(Spanned::new(c, t.span))
    }

    /// A direction that is no arrow and no direction word of the vocabulary (`t`, after
    /// `after`): `Tout droit` (`tout-droit`), an abbreviation (of several directions: read
    /// as the first, its readings kept for the replay), else its problem.
    #[cold]
    #[inline(never)]
    pub(super) fn other_direction(&mut self, t: Tok<'a>, after: usize) -> R<Spanned<Direction>> {
        if !self.recover {
            return Err(Failed);
        }
        match t.kind {
            Kind::Word(_) if vocab::is(t.text, "tout") => {
                let mut n = self.after(&t);
                if n.kind == Kind::Other && n.text == "-" {
                    n = self.after(&n);
                }
                if is_word(&n) && !n.newline_before && vocab::is(n.text, "droit") {
                    self.go(n.span.end);
                    Ok(Spanned::new(Direction::Straight, t.span.join(n.span)))
                } else {
                    Err(self.expected_direction(
                        &t,
                        after,
                        "`Tout` must be followed by `droit` (`Tout droit`); ".to_owned(),
                    ))
                }
            }
            Kind::Word(_) if vocab::is(t.text, "droit") => Err(self.failed(
                |_| {
                    Problem::error(
                        "kamisado::syntax::ambiguous-direction",
                        t.span,
                        format!("`{}` could mean straight ahead or diagonally right", t.text),
                    )
                    .with_label("ambiguous direction")
                    .with_help("write `Devant (↑)` (or `Tout droit`) for straight ahead, or `Droite (↗)` for diagonally right")
                },
                t.span.start,
            )),
            Kind::Word(_) => {
                let readings = vocab::direction_readings(t.text, self.style().lang);
                if let Some(d) = readings.iter().next() {
                    if readings.len() > 1 {
                        // Settled by legality when the record is replayed.
                        self.abbreviations.push(Abbreviation {
                            span: t.span,
                            readings,
                        });
                    }
                    return Ok(Spanned::new(d, t.span));
                }
                let extra = match vocab::suggest(
                    t.text,
                    vocab::DIRECTION_WORDS
                        .iter()
                        .map(|w| w.0)
                        .filter(|w| w.len() > 2),
                ) {
                    Some(s) => format!("did you mean `{}`? Otherwise ", vocab::display(s)),
                    None if self.is_colour(&t)? => {
                        "the direction and distance are missing; ".to_owned()
                    }
                    None => String::new(),
                };
                Err(self.expected_direction(&t, after, extra))
            }
            Kind::Number => Err(self.expected_direction(
                &t,
                after,
                "a distance needs a direction before it; ".to_owned(),
            )),
            _ => Err(self.expected_direction(&t, after, String::new())),
        }
    }

    /// `kamisado::syntax::expected-direction` at `t` (after `after`), its help opening
    /// with `extra`.
    #[cold]
    #[inline(never)]
    pub(super) fn expected_direction(&mut self, t: &Tok<'a>, after: usize, extra: String) -> Failed {
        let t = *t;
        self.failed(
            |g| {
                let (span, found) = g.found(&t, after);
                Problem::error(
                    "kamisado::syntax::expected-direction",
                    span,
                    format!("expected a direction after the tower colour, found {found}"),
                )
                .with_label("direction expected")
                .with_help(format!(
                    "{extra}write the direction and the distance: {}, or `0` for a blocked tower",
                    g.direction_examples()
                ))
            },
            t.span.start.max(after),
        )
    }

    /// The distance `n` after the direction `dir` is missing or out of 1–7.
    #[cold]
    #[inline(never)]
    pub(super) fn bad_distance(&mut self, n: Tok<'a>, dir: Spanned<Direction>) -> Failed {
        if n.kind != Kind::Number || n.newline_before {
            return self.failed(
                |g| {
                    let (span, found) = g.found(&n, dir.span.end);
                    let d = &g.src[dir.span.range()];
                    let sep = if d.chars().all(char::is_alphabetic) && d.chars().count() > 1 {
                        " "
                    } else {
                        ""
                    };
                    Problem::error(
                        "kamisado::syntax::expected-distance",
                        span,
                        format!("expected the number of squares after the direction, found {found}"),
                    )
                    .with_label("distance expected")
                    .with_help(format!(
                        "write how many squares the tower moved right after the direction, e.g. `{d}{sep}3`"
                    ))
                },
                n.span.start.max(dir.span.end),
            );
        }
        self.failed(
            |g| {
                Problem::error(
                    "kamisado::syntax::bad-distance",
                    n.span,
                    format!("a tower moves 1 to {MAX_DISTANCE} squares, not {}", shown(n.text)),
                )
                .with_label(format!("must be 1 to {MAX_DISTANCE}"))
                .with_help(if is_zero(&n) {
                    format!(
                        "for a blocked tower write `0` alone, without a direction: `{}`",
                        g.example(Colour::Green, None, Colour::Pink)
                    )
                } else {
                    format!("the board has 8 rows, so a distance is 1 to {MAX_DISTANCE}; check the count of squares")
                })
            },
            n.span.end,
        )
    }

    /// `kamisado::syntax::expected-landing`: `l`, after the action that ends at
    /// `action_end`, is no landing colour (`tower` is the segment's tower, for the help).
    #[cold]
    #[inline(never)]
    pub(super) fn expected_landing(&mut self, l: Tok<'a>, tower: Tok<'a>, action_end: usize) -> Failed {
        self.failed(
            |g| {
                let (span, found) = if is_word(&l) {
                    (
                        Span::point(action_end),
                        format!("the next entry `{}`", shown(l.text)),
                    )
                } else {
                    g.found(&l, action_end)
                };
                Problem::error(
                    "kamisado::syntax::expected-landing",
                    span,
                    format!("expected the colour of the landing square, found {found}"),
                )
                .with_label("landing colour missing")
                .with_help(format!(
                    "end the entry with the colour of the square the tower stopped on: `{} {} {}`",
                    shown(tower.text),
                    g.src[Span::new(tower.span.end, action_end).range()].trim(),
                    colour_name(Colour::Blue, g.style().lang)
                ))
            },
            l.span.start.max(action_end),
        )
    }

    // ----- lookahead (recovering) ------------------------------------------------------

    /// A colour word followed by a direction or `0`.
    pub(super) fn is_entry_start(&self, t: &Tok<'_>) -> bool {
        is_word(t)
            && matches!(colour_in(t, self.style().lang), ColourLookup::Found(_))
            && {
                let n = self.after(t);
                self.is_direction_start(&n) || is_zero(&n)
            }
    }

    /// An arrow, a direction word (or `tout`, `droit`), or an abbreviation of one followed
    /// by its distance.
    pub(super) fn is_direction_start(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Arrow(_) => true,
            Kind::Word(_) => {
                let (readings, whole) = read_direction(t.text, self.style().lang);
                let next = self.after(t);
                // A whole word without its distance is a direction unless a direction and
                // its distance (or a blocked `0`) follow it: `V Devant 6` and `V 0 V` start
                // with a tower (`V`: Violet or Vert), not with the ASCII `v`.
                (!readings.is_empty()
                    && (is_distance(&next) || (whole && !self.is_step_start(&next))))
                    || vocab::is(t.text, "tout")
                    || vocab::is(t.text, "droit")
            }
            _ => false,
        }
    }

    /// An arrow, a direction word followed by its distance, or a blocked `0`.
    fn is_step_start(&self, t: &Tok<'_>) -> bool {
        match t.kind {
            Kind::Arrow(_) => true,
            Kind::Number => is_zero(t),
            Kind::Word(_) => {
                !read_direction(t.text, self.style().lang).0.is_empty()
                    && is_distance(&self.after(t))
            }
            _ => false,
        }
    }

    /// Whether the number token `t` opens a move number.
    pub(super) fn is_move_number(&self, t: &Tok<'_>) -> bool {
        move_number(self.src, t).is_some()
    }

    // ----- examples in the record's notation ---------------------------------------------

    /// An entry for help texts, in the record's notation.
    pub(super) fn example(
        &self,
        tower: Colour,
        step: Option<(Direction, u8)>,
        landing: Colour,
    ) -> String {
        write_move(tower, step, landing, &self.style())
    }

    /// `Red ↗3 Blue` in the record's notation.
    pub(super) fn red_blue(&self) -> String {
        self.example(Colour::Red, Some((Direction::Right, 3)), Colour::Blue)
    }

    /// The four directions with a distance, in the record's style (with the words too when
    /// it writes arrows).
    pub(super) fn direction_examples(&self) -> String {
        let style = self.style();
        let list = [
            (Direction::Straight, 3, "straight"),
            (Direction::Left, 3, "left"),
            (Direction::Right, 3, "right"),
            (Direction::Back, 1, "pushed back"),
        ]
        .map(|(d, n, what)| format!("`{}` {what}", write_step(d, n, &style)))
        .join(", ");
        if style.arrows == ArrowStyle::Words {
            list
        } else {
            let words = Style {
                arrows: ArrowStyle::Words,
                ..style
            };
            format!(
                "{list} (or words: `{}`)",
                write_step(Direction::Left, 3, &words)
            )
        }
    }

    /// A pushed entry of two towers for help texts.
    pub(super) fn pushed_example(&self) -> String {
        write_pushed(
            &[
                (Colour::Blue, Colour::Green),
                (Colour::Yellow, Colour::Pink),
            ],
            &self.style(),
        )
    }

    /// The help of a bad round header: the header in the record's language.
    fn round_help(&self) -> String {
        let style = self.style();
        format!(
            "write a round header as `{}` or `{}`",
            write_round_header(2, Some(Fill::Left), &style),
            write_round_header(2, Some(Fill::Right), &style)
        )
    }
}

/// `kamisado::syntax::bad-score`.
pub(super) fn bad_score(span: Span, msg: String) -> Problem {
    Problem::error("kamisado::syntax::bad-score", span, msg)
        .with_label("bad score")
        .with_help("write the score after a round as `Score: 1-0`: Black's points, a dash (or a colon), White's points")
}

fn colour_list(lang: Lang) -> String {
    let others = match lang {
        Lang::En => "the French or German name",
        Lang::Fr => "the English or German name",
        Lang::De => "the English or French name",
    };
    format!("{} (or {others}, or its first letters)", colour_names(lang))
}
