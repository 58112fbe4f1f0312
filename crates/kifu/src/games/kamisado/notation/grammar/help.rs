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
use crate::core::{Problem, Span, Spanned};
use crate::message::Message;

impl<'a> Grammar<'a> {
    /// Where to label something that is missing or wrong at token `t`, which follows
    /// position `after`: the token itself, or a point right after `after` when the token
    /// is on the next line or the text has ended. Also says what was found.
    pub(super) fn found(&self, t: &Tok<'_>, after: usize) -> (Span, Message) {
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
            (
                Span::new(start, after),
                Message::new("kamisado-found-end-of-record"),
            )
        } else {
            let (span, _) = t.found(after);
            let said = if t.kind == Kind::Eof {
                Message::new("kamisado-found-end-of-record")
            } else if t.newline_before {
                Message::new("kamisado-found-end-of-line")
            } else {
                crate::message!("kamisado-found-token", token = shown(t.text))
            };
            (span, said)
        }
    }

    /// `kamisado::syntax::bad-round-header`.
    pub(super) fn bad_round(&self, span: Span, msg: Message, label: Message) -> Problem {
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
                let (what, example) = match t.kind {
                    Kind::Number => (
                        "lone-number",
                        write_step(Direction::Right, 3, &g.style()),
                    ),
                    Kind::Plus => ("lone-plus", g.pushed_example()),
                    Kind::Arrow(_) => ("lone-direction", g.red_blue()),
                    _ => ("bad-start", g.red_blue()),
                };
                Problem::error(
                    "kamisado::syntax::unexpected",
                    t.span,
                    crate::message!(
                        "kamisado-syntax-unexpected",
                        token = shown(t.text),
                        what = crate::message!("kamisado-syntax-unexpected-what", what = what),
                    ),
                )
                .with_label(Message::new("kamisado-syntax-not-understood"))
                .with_help(crate::message!(
                    "kamisado-syntax-unexpected-help",
                    what = what,
                    example = example
                ))
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
                            crate::message!(
                                "kamisado-syntax-colour-more-letters",
                                colours = colour_list(lang)
                            )
                        } else {
                            match vocab::suggest(t.text, vocab::COLOUR_WORDS.iter().map(|w| w.0)) {
                                Some(s) => did_you_mean(s),
                                None => crate::message!(
                                    "kamisado-syntax-colour-one-of",
                                    colours = colour_list(lang)
                                ),
                            }
                        };
                        Problem::error(
                            "kamisado::syntax::unknown-colour",
                            t.span,
                            crate::message!(
                                "kamisado-syntax-unknown-colour",
                                role = role,
                                token = shown(t.text)
                            ),
                        )
                        .with_label(Message::new("kamisado-syntax-unknown-colour-label"))
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
                    Err(self.expected_direction(&t, after, DirectionHelp::Tout))
                }
            }
            Kind::Word(_) if vocab::is(t.text, "droit") => Err(self.failed(
                |_| {
                    Problem::error(
                        "kamisado::syntax::ambiguous-direction",
                        t.span,
                        crate::message!("kamisado-syntax-ambiguous-direction", token = t.text),
                    )
                    .with_label(Message::new("kamisado-syntax-ambiguous-direction-label"))
                    .with_help(Message::new("kamisado-syntax-ambiguous-direction-help"))
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
                    Some(s) => DirectionHelp::Suggest(s),
                    None if self.is_colour(&t)? => DirectionHelp::Missing,
                    None => DirectionHelp::Plain,
                };
                Err(self.expected_direction(&t, after, extra))
            }
            Kind::Number => Err(self.expected_direction(&t, after, DirectionHelp::Distance)),
            _ => Err(self.expected_direction(&t, after, DirectionHelp::Plain)),
        }
    }

    /// `kamisado::syntax::expected-direction` at `t` (after `after`), its help opening
    /// as `extra` says.
    #[cold]
    #[inline(never)]
    pub(super) fn expected_direction(
        &mut self,
        t: &Tok<'a>,
        after: usize,
        extra: DirectionHelp,
    ) -> Failed {
        let t = *t;
        self.failed(
            |g| {
                let (span, found) = g.found(&t, after);
                Problem::error(
                    "kamisado::syntax::expected-direction",
                    span,
                    crate::message!("kamisado-syntax-expected-direction", found = found),
                )
                .with_label(Message::new("kamisado-syntax-expected-direction-label"))
                .with_help({
                    let write = crate::message!(
                        "kamisado-syntax-expected-direction-help",
                        examples = g.direction_examples()
                    );
                    match extra {
                        DirectionHelp::Plain => write,
                        DirectionHelp::Suggest(s) => crate::message!(
                            "kamisado-syntax-direction-suggest",
                            word = vocab::display(s),
                            then = write
                        ),
                        DirectionHelp::Tout => {
                            crate::message!("kamisado-syntax-direction-tout", then = write)
                        }
                        DirectionHelp::Missing => {
                            crate::message!("kamisado-syntax-direction-missing", then = write)
                        }
                        DirectionHelp::Distance => {
                            crate::message!("kamisado-syntax-direction-distance", then = write)
                        }
                    }
                })
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
                        crate::message!("kamisado-syntax-expected-distance", found = found),
                    )
                    .with_label(Message::new("kamisado-syntax-expected-distance-label"))
                    .with_help(crate::message!(
                        "kamisado-syntax-expected-distance-help",
                        example = format!("{d}{sep}3")
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
                    crate::message!(
                        "kamisado-syntax-bad-distance",
                        max = MAX_DISTANCE,
                        token = shown(n.text)
                    ),
                )
                .with_label(crate::message!(
                    "kamisado-syntax-bad-distance-label",
                    max = MAX_DISTANCE
                ))
                .with_help(if is_zero(&n) {
                    crate::message!(
                        "kamisado-syntax-bad-distance-zero-help",
                        example = g.example(Colour::Green, None, Colour::Pink)
                    )
                } else {
                    crate::message!("kamisado-syntax-bad-distance-help", max = MAX_DISTANCE)
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
                        crate::message!("kamisado-found-next-entry", token = shown(l.text)),
                    )
                } else {
                    g.found(&l, action_end)
                };
                Problem::error(
                    "kamisado::syntax::expected-landing",
                    span,
                    crate::message!("kamisado-syntax-expected-landing", found = found),
                )
                .with_label(Message::new("kamisado-syntax-expected-landing-label"))
                .with_help(crate::message!(
                    "kamisado-syntax-expected-landing-help",
                    example = format!(
                        "{} {} {}",
                        shown(tower.text),
                        g.src[Span::new(tower.span.end, action_end).range()].trim(),
                        colour_name(Colour::Blue, g.style().lang)
                    )
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
    pub(super) fn direction_examples(&self) -> Message {
        let style = self.style();
        let list = crate::message!(
            "kamisado-syntax-direction-examples",
            straight = write_step(Direction::Straight, 3, &style),
            left = write_step(Direction::Left, 3, &style),
            right = write_step(Direction::Right, 3, &style),
            back = write_step(Direction::Back, 1, &style),
        );
        if style.arrows == ArrowStyle::Words {
            list
        } else {
            let words = Style {
                arrows: ArrowStyle::Words,
                ..style
            };
            crate::message!(
                "kamisado-syntax-direction-examples-words",
                list = list,
                word = write_step(Direction::Left, 3, &words)
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
    fn round_help(&self) -> Message {
        let style = self.style();
        crate::message!(
            "kamisado-syntax-bad-round-help",
            left = write_round_header(2, Some(Fill::Left), &style),
            right = write_round_header(2, Some(Fill::Right), &style)
        )
    }
}

/// `kamisado::syntax::bad-score`.
pub(super) fn bad_score(span: Span, msg: Message) -> Problem {
    Problem::error("kamisado::syntax::bad-score", span, msg)
        .with_label(Message::new("kamisado-syntax-bad-score-label"))
        .with_help(Message::new("kamisado-syntax-bad-score-help"))
}

/// `did you mean `word`?`, a word of the vocabulary as sheets write it.
fn did_you_mean(word: &str) -> Message {
    crate::message!("kamisado-syntax-did-you-mean", word = vocab::display(word))
}

/// How the help of `kamisado::syntax::expected-direction` opens.
pub(super) enum DirectionHelp {
    /// Straight with what to write.
    Plain,
    /// With a direction word the written one is near.
    Suggest(&'static str),
    /// `Tout` without `droit`.
    Tout,
    /// A colour where the direction should be: direction and distance are missing.
    Missing,
    /// A number where the direction should be.
    Distance,
}

/// The colour names in the sheet's language (and the other languages', or first letters).
fn colour_list(lang: Lang) -> Message {
    crate::message!(
        "kamisado-syntax-colour-list",
        names = colour_names(lang),
        sheet = lang.code()
    )
}
