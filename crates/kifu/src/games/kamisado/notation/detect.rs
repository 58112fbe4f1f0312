//! Which language and direction style a record is written in, from its words.

use super::super::style::{ArrowStyle, Lang, Style};
use super::super::vocab::{self, ColourLookup};
use super::lexer::{Kind, is_distance, token_at};
use crate::core::Span;
use crate::core::header::Cursor;

/// How many votes of each kind (language, style) [`detect`] reads before it decides.
pub const DETECT_VOTES: u32 = 16;

/// The language and style a record is written in, from its words: each word of one
/// language (`Gauche`, `Rot`, `Manche`, an abbreviation only one language has) votes for
/// it; each arrow, direction word or ASCII arrow votes for its style. The most votes win
/// (ties: English, French, German; arrows, words, ASCII); a record with no telling word is
/// English with arrows. Comments and tags do not vote. The reading stops once
/// [`DETECT_VOTES`] votes of each kind are in: a sheet is written one way, and its first
/// entries say which.
pub fn detect(text: &str, span: Span) -> Style {
    let end = span.end.min(text.len());
    let src = text.get(..end).unwrap_or(text);
    let mut langs = [0u32; 3];
    let mut styles = [0u32; 3];
    let mut pos = span.start.min(end);
    loop {
        if langs.iter().sum::<u32>() >= DETECT_VOTES && styles.iter().sum::<u32>() >= DETECT_VOTES {
            break;
        }
        let t = token_at(src, pos);
        pos = t.span.end;
        match t.kind {
            Kind::Eof => break,
            Kind::Open => {
                let mut c = Cursor::new(src, t.span.start);
                // Skipped: what they say does not vote (problems are the parser's to report).
                if t.text == "[" {
                    let _ = c.tag();
                } else {
                    let _ = c.comment();
                }
                pos = c.pos().max(t.span.end);
            }
            Kind::Arrow(_) if t.text.is_ascii() => styles[2] += 1,
            Kind::Arrow(_) => styles[0] += 1,
            Kind::Word(_) => {
                if let Some(l) = vocab::word_language(t.text) {
                    langs[l as usize] += 1;
                }
                if vocab::is(t.text, "tout") {
                    langs[Lang::Fr as usize] += 1;
                    styles[1] += 1;
                } else if is_distance(&token_at(src, t.span.end)) {
                    if vocab::is(t.text, "v") {
                        styles[2] += 1;
                    } else if !matches!(vocab::colour(t.text), ColourLookup::Found(_))
                        && !vocab::direction_readings(t.text, Lang::En).is_empty()
                    {
                        styles[1] += 1;
                    }
                }
            }
            _ => {}
        }
    }
    let best = |votes: [u32; 3]| (0..3).rev().max_by_key(|&i| votes[i]).unwrap_or(0);
    Style {
        lang: Lang::ALL[best(langs)],
        arrows: ArrowStyle::ALL[best(styles)],
    }
}
