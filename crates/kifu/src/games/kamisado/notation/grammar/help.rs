//! The help texts of the recovering grammar's diagnostics, written in the record's own
//! notation (its language and style): only ever built for a record with a problem.

use super::super::super::ast::Fill;
use super::super::super::board::{Colour, Direction};
use super::super::super::style::{ArrowStyle, Lang, Style};
use super::super::lexer::{Kind, Tok};
use super::super::write::{colour_names, write_move, write_pushed, write_round_header, write_step};
use super::Grammar;
use crate::core::parse::{Lexes, PResult, failure};
use crate::core::{Problem, Span};

impl<L: Lexes<Kind>> Grammar<'_, L> {
    /// Where to label something that is missing or wrong at token `t`, which follows
    /// position `after`: the token itself, or a point right after `after` when the token
    /// is on the next line or the text has ended. Also says what was found.
    pub(super) fn found(&self, t: &Tok<'_>, after: usize) -> (Span, String) {
        let src = self.src();
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
            t.found(after)
        }
    }

    /// `kamisado::syntax::bad-round-header`, resuming at `resume`.
    pub(super) fn bad_round<'i, O>(
        &self,
        span: Span,
        msg: String,
        label: &str,
        resume: usize,
    ) -> PResult<'i, O> {
        failure(
            Problem::error("kamisado::syntax::bad-round-header", span, msg)
                .with_label(label)
                .with_help(self.round_help()),
            resume,
        )
    }

    /// An entry for help texts, in the record's notation.
    pub(super) fn example(
        &self,
        tower: Colour,
        step: Option<(Direction, u8)>,
        landing: Colour,
    ) -> String {
        write_move(tower, step, landing, &self.style)
    }

    /// `Red ↗3 Blue` in the record's notation.
    pub(super) fn red_blue(&self) -> String {
        self.example(Colour::Red, Some((Direction::Right, 3)), Colour::Blue)
    }

    /// The four directions with a distance, in the record's style (with the words too when
    /// it writes arrows).
    pub(super) fn direction_examples(&self) -> String {
        let list = [
            (Direction::Straight, 3, "straight"),
            (Direction::Left, 3, "left"),
            (Direction::Right, 3, "right"),
            (Direction::Back, 1, "pushed back"),
        ]
        .map(|(d, n, what)| format!("`{}` {what}", write_step(d, n, &self.style)))
        .join(", ");
        if self.style.arrows == ArrowStyle::Words {
            list
        } else {
            let words = Style {
                arrows: ArrowStyle::Words,
                ..self.style
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
            &self.style,
        )
    }

    /// The help of a bad round header: the header in the record's language.
    pub(super) fn round_help(&self) -> String {
        format!(
            "write a round header as `{}` or `{}`",
            write_round_header(2, Some(Fill::Left), &self.style),
            write_round_header(2, Some(Fill::Right), &self.style)
        )
    }
}

pub(super) fn colour_list(lang: Lang) -> String {
    let others = match lang {
        Lang::En => "the French or German name",
        Lang::Fr => "the English or German name",
        Lang::De => "the English or French name",
    };
    format!("{} (or {others}, or its first letters)", colour_names(lang))
}
