//! Direction abbreviations with several readings in the record's language (`D`: Devant or
//! Droite, `A`: Arrière or Avant), settled by legality where they stand: the one reading
//! that is a legal move is taken; none or several is a
//! `kamisado::rule::ambiguous-abbreviation` error listing the readings. Colour
//! abbreviations (`V`: Violet or Vert, `Ro`: Rose or Rouge) are settled the same way, for
//! the tower and for the landing: every reading of the entry is tried.

use super::ast::{Action, Entry, Record};
use super::board::Colour;
use super::board::Direction;
use super::notation::{ArrowStyle, Style, colour_name, direction_name, write_move};
use super::rules::{Phase, Position};
use super::written::Written;
use crate::core::{Problem, Span, Spanned};
use crate::message::{Arg, Message};

/// `e` with each abbreviated direction replaced by its one legal reading at `pos`;
/// `None` when `e` has no abbreviation with several readings.
pub fn settle(record: &Record, pos: &Position, e: &Entry) -> Result<Option<Entry>, Box<Problem>> {
    if record.head.abbreviations.is_empty() {
        return Ok(None);
    }
    let mut settled: Option<Entry> = None;
    for (i, seg) in e.segments.iter().enumerate() {
        let Action::Step { dir, dist } = seg.action else {
            continue;
        };
        let Ok(at) = record
            .head
            .abbreviations
            .binary_search_by_key(&dir.span.start, |a| a.span.start)
        else {
            continue;
        };
        let readings = record.head.abbreviations[at].readings;
        let legal: Vec<Direction> = readings
            .iter()
            .filter(|&d| {
                if pos.phase() == Phase::Pushed {
                    return d == Direction::Back;
                }
                pos.step(seg.tower.node, d, dist.node)
                    .ok()
                    .and_then(|mv| Written::of(pos, mv))
                    .is_some_and(|w| w.landing == seg.landing.node)
            })
            .collect();
        match legal[..] {
            [d] => {
                let entry = settled.get_or_insert_with(|| e.clone());
                entry.segments[i].action = Action::Step {
                    dir: Spanned::new(d, dir.span),
                    dist,
                };
            }
            _ => {
                return Err(Box::new(ambiguous(
                    record,
                    dir.span,
                    readings.iter(),
                    &legal,
                    seg,
                    dist.node,
                )));
            }
        }
    }
    Ok(settled)
}

fn ambiguous(
    record: &Record,
    span: Span,
    readings: impl Iterator<Item = Direction>,
    legal: &[Direction],
    seg: &super::ast::Segment,
    dist: u8,
) -> Problem {
    let style = &record.head.notation;
    let words = Style {
        arrows: ArrowStyle::Words,
        ..*style
    };
    let readings: Vec<Direction> = readings.collect();
    let names: Vec<Arg> = readings
        .iter()
        .map(|&d| {
            Arg::Verbatim(format!(
                "{} ({})",
                direction_name(d, &words),
                direction_name(d, &Style::ENGLISH_ARROWS)
            ))
        })
        .collect();
    let entries = |list: &[Direction]| -> Vec<Arg> {
        list.iter()
            .map(|&d| {
                Arg::Verbatim(format!(
                    "`{}`",
                    write_move(seg.tower.node, Some((d, dist)), seg.landing.node, style)
                ))
            })
            .collect()
    };
    let shown = if legal.is_empty() {
        Shown::NoneLegal(entries(&readings))
    } else {
        Shown::Legal(entries(legal))
    };
    ambiguity(span, names, shown, "direction")
}

/// What the help of an ambiguous abbreviation lists: every reading when none is legal, or
/// the legal ones.
enum Shown {
    NoneLegal(Vec<Arg>),
    Legal(Vec<Arg>),
}

/// The problem with an abbreviation at `span` that could be any of `names` (`what` it
/// abbreviates: `direction` or `colour`).
fn ambiguity(span: Span, names: Vec<Arg>, shown: Shown, what: &'static str) -> Problem {
    let help = match shown {
        Shown::NoneLegal(all) => crate::message!(
            "kamisado-abbreviation-none-legal",
            entries = joined("kamisado-comma", all)
        ),
        Shown::Legal(legal) => crate::message!(
            "kamisado-abbreviation-all-legal",
            entries = joined("kamisado-and", legal),
            what = what
        ),
    };
    Problem::error(
        "kamisado::rule::ambiguous-abbreviation",
        span,
        crate::message!(
            "kamisado-abbreviation-could-be",
            readings = joined("kamisado-or", names)
        ),
    )
    .with_label(Message::new("kamisado-abbreviation-label"))
    .with_help(help)
}

/// `items` joined by the message `id` (`{ $first } or { $rest }`, and so on): `a or b or
/// c`, never with a last word of its own as a list ([`Arg::List`]) has.
pub(crate) fn joined(id: &'static str, items: Vec<Arg>) -> Arg {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else {
        return Arg::Verbatim(String::new());
    };
    items.fold(last, |rest, first| {
        crate::message!(id, first = first, rest = rest).into()
    })
}

/// The readings of a colour abbreviation written at `span`, if it has several.
fn colour_abbreviation(record: &Record, span: Span) -> Option<&[Colour]> {
    record
        .head
        .colour_abbreviations
        .binary_search_by_key(&span.start, |a| a.span.start)
        .ok()
        .map(|at| record.head.colour_abbreviations[at].readings.as_slice())
}

/// Every way of reading `e` when a tower or landing colour in it is an abbreviation with
/// several readings (the record's language first); empty when it has none.
pub fn colour_readings(record: &Record, e: &Entry) -> Vec<Entry> {
    if record.head.colour_abbreviations.is_empty() {
        return Vec::new();
    }
    let mut readings = vec![e.clone()];
    for i in 0..e.segments.len() {
        let seg = &e.segments[i];
        for (span, landing) in [(seg.tower.span, false), (seg.landing.span, true)] {
            let Some(colours) = colour_abbreviation(record, span) else {
                continue;
            };
            readings = readings
                .iter()
                .flat_map(|r| {
                    colours.iter().map(move |&c| {
                        let mut r = r.clone();
                        let s = &mut r.segments[i];
                        let colour = if landing {
                            &mut s.landing
                        } else {
                            &mut s.tower
                        };
                        colour.node = c;
                        r
                    })
                })
                .collect();
        }
    }
    if readings.len() < 2 {
        readings.clear();
    }
    readings
}

/// An entry as the sheet writes it.
fn write_entry(e: &Entry, style: &Style) -> String {
    e.segments
        .iter()
        .map(|s| {
            let step = match s.action {
                Action::Step { dir, dist } => Some((dir.node, dist.node)),
                Action::Blocked { .. } => None,
            };
            write_move(s.tower.node, step, s.landing.node, style)
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The problem with an entry whose colour abbreviations leave no legal reading or several
/// (`readings`: every reading; `legal`: those that are legal moves).
pub fn ambiguous_colour(
    record: &Record,
    e: &Entry,
    readings: &[Entry],
    legal: &[&Entry],
) -> Problem {
    let style = &record.head.notation;
    let (span, colours) = e
        .segments
        .iter()
        .flat_map(|s| [s.tower.span, s.landing.span])
        .find_map(|span| colour_abbreviation(record, span).map(|c| (span, c)))
        .unwrap_or((e.span, &[]));
    let names: Vec<Arg> = colours
        .iter()
        .map(|&c| {
            crate::message!(
                "kamisado-abbreviation-colour-reading",
                word = colour_name(c, style.lang),
                colour = c.name()
            )
            .into()
        })
        .collect();
    let written = |list: &mut dyn Iterator<Item = &Entry>| -> Vec<Arg> {
        list.map(|r| Arg::Verbatim(format!("`{}`", write_entry(r, style))))
            .collect()
    };
    let shown = if legal.is_empty() {
        Shown::NoneLegal(written(&mut readings.iter()))
    } else {
        Shown::Legal(written(&mut legal.iter().copied()))
    };
    ambiguity(span, names, shown, "colour")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kamisado::ast::Item;
    use crate::games::kamisado::ast::MatchKind;
    use crate::games::kamisado::check::{Checked, check};
    use crate::games::kamisado::generate::Generator;
    use crate::games::kamisado::import::to_notation;
    use crate::games::kamisado::notation::{Lang, parse, write_record};
    use crate::games::kamisado::replay::ReplayOptions;
    use crate::games::kamisado::vocab::ColourLookup;

    #[test]
    fn the_help_lists_the_readings_in_the_readers_language() {
        use crate::values::Lang;
        let entries = || vec![Arg::from("`R 1`"), Arg::from("`R 2`"), Arg::from("`R 3`")];
        let legal = ambiguity(Span::default(), vec![], Shown::Legal(entries()), "colour");
        let help = |p: &Problem, lang| p.help.as_ref().map(|h| h.say(lang));
        assert_eq!(
            help(&legal, Lang::En).as_deref(),
            Some("`R 1` and `R 2` and `R 3` are all legal here: write more letters of the colour")
        );
        assert_eq!(
            help(&legal, Lang::Fr).as_deref(),
            Some(
                "`R 1` et `R 2` et `R 3` sont tous légaux ici : écrivez plus de lettres de la couleur"
            )
        );
        let none = ambiguity(Span::default(), vec![], Shown::NoneLegal(entries()), "direction");
        assert_eq!(
            help(&none, Lang::De).as_deref(),
            Some(
                "keine Lesart ist hier ein regelgerechter Zug (`R 1`, `R 2`, `R 3`): prüfen Sie den Eintrag"
            )
        );
    }

    fn colours(e: &Entry) -> (Colour, Colour) {
        (e.segments[0].tower.node, e.segments[0].landing.node)
    }

    #[test]
    fn every_reading_of_the_abbreviated_colours() {
        let (r, _) = parse("Manche 1\n1. V Devant 4 R  R Gauche 2 Bleu");
        let entries: Vec<&Entry> = r
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Entry(e) => Some(e),
                _ => None,
            })
            .collect();
        let first: Vec<_> = colour_readings(&r, entries[0])
            .iter()
            .map(colours)
            .collect();
        assert_eq!(
            first,
            [
                (Colour::Purple, Colour::Pink),
                (Colour::Purple, Colour::Red),
                (Colour::Green, Colour::Pink),
                (Colour::Green, Colour::Red),
            ]
        );
        let second: Vec<_> = colour_readings(&r, entries[1])
            .iter()
            .map(colours)
            .collect();
        assert_eq!(
            second,
            [(Colour::Pink, Colour::Blue), (Colour::Red, Colour::Blue)]
        );
        let (r, _) = parse("Manche 1\n1. Vert Devant 4 Rouge");
        let Some(Item::Entry(e)) = r.items.iter().find(|i| matches!(i, Item::Entry(_))) else {
            panic!("no entry");
        };
        assert!(colour_readings(&r, e).is_empty());
    }

    /// The one record of a text checked, and the moves it replayed with the round of each.
    fn checked(text: &str) -> (Checked, Vec<(usize, crate::games::kamisado::rules::Move)>) {
        let [c] = <[Checked; 1]>::try_from(check(text, ReplayOptions::default()))
            .unwrap_or_else(|all| panic!("{} records", all.len()));
        let rounds = c.replay.as_ref().map_or(&[][..], |r| &r.rounds[..]);
        let moves = (0..rounds.len())
            .flat_map(|i| rounds[i].plies.iter().map(move |p| (i, p.mv)))
            .collect();
        (c, moves)
    }

    /// A legal match written in full words of each language, with every direction cut to its
    /// first letter (French `D` is Devant or Droite, `A` Arrière or Avant: settled by
    /// legality) and every colour to the shortest prefix that names it in that language,
    /// replays to the same moves.
    #[test]
    fn random_matches_abbreviated_to_the_bone_replay_the_same() {
        let mut generator = Generator::new(13);
        let mut entries = 0;
        let (mut colours, mut ambiguous) = (0, 0);
        for n in 0..24 {
            let kind = if n % 2 == 0 {
                MatchKind::Standard
            } else {
                MatchKind::Simple
            };
            let original = to_notation(&generator.random_match(kind))
                .expect("reads back")
                .text;
            let (full, played) = checked(&original);
            assert!(full.is_valid());
            for lang in Lang::ALL {
                let words = write_record(&full.record, &Style { lang, arrows: ArrowStyle::Words });
                let short = abbreviate(&words, lang, &mut entries);
                let (c, moves) = checked(&short);
                assert!(c.is_valid(), "{lang:?}\n{short}\n{:#?}", c.problems);
                assert_eq!(c.record.head.notation.lang, lang, "{short}");
                assert_eq!(moves, played, "{lang:?}\n{short}");
                // colours cut to their first letter, most of them shared by two colours
                // (`V`, `R` in French, `R` in German, `B`, `P` in English), directions whole:
                // the tower is the one that must move and the landing the square it reaches,
                // so legality settles each one. The first entry of a round (a free choice)
                // stays whole.
                let short = cut_colours(&words, &mut colours);
                let (c, moves) = checked(&short);
                assert!(c.is_valid(), "{lang:?}\n{short}\n{:#?}", c.problems);
                assert_eq!(c.record.head.notation.lang, lang, "{short}");
                assert_eq!(moves, played, "{lang:?}\n{short}");
                ambiguous += c.record.head.colour_abbreviations.len();
            }
        }
        assert!(entries > 1000, "{entries}");
        assert!(colours > 4000 && ambiguous > 2000, "{colours} {ambiguous}");
    }

    /// `text` with every colour word cut to its first letter, but for the first entry of each
    /// round.
    fn cut_colours(text: &str, colours: &mut usize) -> String {
        let mut out = String::new();
        let mut keep = 2;
        for line in text.lines() {
            if ["Round", "Manche", "Runde"]
                .iter()
                .any(|w| line.starts_with(w))
            {
                keep = 2;
            }
            let words: Vec<String> = line
                .split(' ')
                .map(|w| match super::super::vocab::colour(w) {
                    ColourLookup::Found(_) if !line.starts_with('[') => {
                        if keep > 0 {
                            keep -= 1;
                            w.to_owned()
                        } else {
                            *colours += 1;
                            w.chars().take(1).collect()
                        }
                    }
                    _ => w.to_owned(),
                })
                .collect();
            out.push_str(&words.join(" "));
            out.push('\n');
        }
        out
    }

    fn abbreviate(text: &str, lang: Lang, entries: &mut usize) -> String {
        let mut out = String::new();
        // the first line of moves stays in full words: a sheet whose every word is cut to a
        // letter or two may not say which language it is in (`L` is Lila or Left)
        let mut first = true;
        for line in text.lines() {
            let is_move_line = !line.is_empty()
                && !line.starts_with('[')
                && !["Round", "Manche", "Runde", "Score"]
                    .iter()
                    .any(|w| line.starts_with(w));
            let keep = !is_move_line || std::mem::take(&mut first);
            if keep {
                out.push_str(line);
            } else {
                let words: Vec<String> = line
                    .split(' ')
                    .map(|w| {
                        if super::super::vocab::direction(w).is_some() && w != "v" {
                            *entries += 1;
                            w.chars().take(1).collect()
                        } else if let ColourLookup::Found(c) = super::super::vocab::colour(w) {
                            (1..=w.chars().count())
                                .map(|k| w.chars().take(k).collect::<String>())
                                .find(|p| super::super::vocab::colour_in(p, lang) == ColourLookup::Found(c))
                                .unwrap()
                        } else {
                            w.to_owned()
                        }
                    })
                    .collect();
                out.push_str(&words.join(" "));
            }
            out.push('\n');
        }
        out
    }
}
