//! Diagrams of a Colors of Kasane game: ASCII, terminal colours and SVG, each showing
//! the grid (front card first), every hand in order, every play area, the marbles on the
//! combination cards and the scores (final scores once the game is over).
//!
//! These draw a game you hold, with no record around it (one you played turn by turn);
//! a record's own positions are drawn by
//! [`OpenedRecord::picture`](crate::OpenedRecord::picture).
//!
//! The printed cards' colours are lost with the book's figures; the palette here is
//! ours (**Decision**): one hue per number 1–9, white for "+1".

use super::cards::{Card, Combination};
use super::rules::{Game, Phase};
use crate::core::svg::{Rgb, Svg};
use crate::core::term::{ColorMode, Paint};
use crate::values::Lang;
use crate::{Message, message};

/// What to draw.
#[derive(Clone, Copy, Debug)]
pub struct Diagram<'a> {
    /// The game state.
    pub game: &'a Game,
    /// The players' names, seating order.
    pub players: &'a [String],
}

/// The colour of a card in diagrams.
pub const fn card_colour(card: Card) -> Rgb {
    match card.value() {
        Some(1) => Rgb(0xd6, 0x2d, 0x2d),
        Some(2) => Rgb(0xf0, 0x8a, 0x24),
        Some(3) => Rgb(0xf2, 0xd0, 0x2e),
        Some(4) => Rgb(0x5c, 0xb8, 0x3a),
        Some(5) => Rgb(0x1f, 0x9e, 0x8f),
        Some(6) => Rgb(0x2f, 0x6f, 0xd6),
        Some(7) => Rgb(0x4b, 0x3a, 0xa8),
        Some(8) => Rgb(0x9b, 0x4d, 0xc0),
        Some(_) => Rgb(0xe8, 0x7c, 0xb5),
        None => Rgb(0xff, 0xff, 0xff),
    }
}

fn name(d: &Diagram<'_>, i: usize) -> String {
    d.players
        .get(i)
        .cloned()
        .unwrap_or_else(|| format!("P{}", i + 1))
}

/// The status line: round and who plays, or the result.
pub fn status_line(d: &Diagram<'_>) -> String {
    status(d).to_string()
}

/// [`status_line`], to say in any language.
pub fn status(d: &Diagram<'_>) -> Message {
    let g = d.game;
    match g.phase() {
        Phase::Play => message!(
            "kasane-picture-to-play",
            round = g.round(),
            player = name(d, g.to_play())
        ),
        Phase::Deal if g.round() == 0 => Message::new("kasane-picture-before-deal"),
        Phase::Deal => message!(
            "kasane-picture-round-over",
            round = g.round(),
            next = g.round() + 1
        ),
        Phase::Over => {
            let w: Vec<String> = g.winners().into_iter().map(|i| name(d, i)).collect();
            if let [one] = &w[..] {
                message!("kasane-picture-winner", player = one)
            } else {
                message!("kasane-picture-shared-win", players = w.join(", "))
            }
        }
    }
}

/// The picture's lines: `card` draws a card, then the marks of a used and a free box and
/// what goes between two cards. `compact`: for a small screen (`kifu replay` at 80×24),
/// no blank line, no heading, no margin, each player's hand on the name's line.
fn lines(
    d: &Diagram<'_>,
    card: &dyn Fn(Card) -> String,
    (marble, empty, gap): (&str, &str, &str),
    compact: bool,
    lang: Lang,
) -> Vec<String> {
    let g = d.game;
    let cards = |v: &[Card]| {
        if v.is_empty() {
            "-".to_string()
        } else {
            v.iter().map(|&c| card(c)).collect::<Vec<_>>().join(gap)
        }
    };
    let mut out = vec![status(d).say(lang)];
    if !compact {
        out.push(String::new());
        out.push(Message::new("kasane-picture-grid").say(lang));
    }
    // The compact form has no margin, and no space between boxes.
    let margin = if compact { "" } else { "  " };
    for (i, r) in g.grid().iter().enumerate() {
        let row = message!("kasane-picture-row", row = i + 1, cards = cards(r));
        out.push(format!("{margin}{}", row.say(lang)));
    }
    if !compact {
        out.push(String::new());
    }
    let width = d
        .players
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(2);
    let finals = g.final_scores();
    let scores: Vec<String> = g
        .players()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if g.phase() == Phase::Over {
                message!("kasane-picture-points-final", points = finals[i].total).say(lang)
            } else {
                message!("kasane-picture-points", points = p.score).say(lang)
            }
        })
        .collect();
    let score_width = scores.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    for (i, p) in g.players().iter().enumerate() {
        let mark = if g.phase() == Phase::Play && g.to_play() == i {
            ">"
        } else {
            " "
        };
        let score = &scores[i];
        let hand = message!("kasane-picture-hand", cards = cards(&p.hand)).say(lang);
        let area = message!("kasane-picture-area", cards = cards(&p.area)).say(lang);
        if compact {
            out.push(format!(
                "{mark} {:width$}  {score:score_width$}  {hand}",
                name(d, i),
            ));
            out.push(format!("  {:width$}  {:score_width$}  {area}", "", ""));
        } else {
            out.push(format!("{mark} {:width$}  {score}", name(d, i)));
            out.push(format!("  {:width$}  {hand}", ""));
            out.push(format!("  {:width$}  {area}", ""));
        }
    }
    if !compact {
        out.push(String::new());
        out.push(message!("kasane-picture-marbles", marble = marble).say(lang));
    }
    let boxes = &g.rules().boxes;
    for c in Combination::ALL {
        let cells: Vec<String> = boxes
            .boxes(c)
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let m = if g.marbles().is_used(c, i) {
                    marble
                } else {
                    empty
                };
                format!(
                    "[{}{}:{} {m}]",
                    b.cards,
                    if b.or_more { "+" } else { "" },
                    b.points
                )
            })
            .collect();
        let between = if compact { "" } else { " " };
        out.push(format!("{margin}{:17} {}", c.name(), cells.join(between)));
    }
    out
}

/// Plain ASCII.
pub fn ascii(d: &Diagram<'_>) -> String {
    plain(d, false, Lang::En)
}

/// [`ascii`] for a small screen (`kifu replay` at 80×24): no blank line, no heading, each
/// player in two lines.
pub fn ascii_compact(d: &Diagram<'_>) -> String {
    plain(d, true, Lang::En)
}

/// Plain ASCII, the words said in `lang` (`compact`: as [`ascii_compact`]).
pub fn plain(d: &Diagram<'_>, compact: bool, lang: Lang) -> String {
    let mut s = lines(d, &|c| c.to_string(), ("o", ".", " "), compact, lang).join("\n");
    s.push('\n');
    s
}

/// For a terminal: each card on its colour.
pub fn terminal(d: &Diagram<'_>, mode: ColorMode) -> String {
    painted(d, mode, false, Lang::En)
}

/// [`terminal`] for a small screen, laid out as [`ascii_compact`].
pub fn terminal_compact(d: &Diagram<'_>, mode: ColorMode) -> String {
    painted(d, mode, true, Lang::En)
}

/// For a terminal, the words said in `lang` (`compact`: as [`terminal_compact`]).
pub fn painted(d: &Diagram<'_>, mode: ColorMode, compact: bool, lang: Lang) -> String {
    let paint = |c: Card| {
        let bg = card_colour(c);
        Paint {
            fg: Some(bg.contrast()),
            bg: Some(bg),
            bold: true,
            underline: false,
        }
        .paint(&format!("{:>3} ", c.to_string()), mode)
    };
    // A painted card keeps a space on its right: the compact form adds none between.
    let gap = if compact { "" } else { " " };
    let mut s = lines(d, &paint, ("●", "○", gap), compact, lang).join("\n");
    s.push('\n');
    s
}

const CW: f64 = 30.0;
const CH: f64 = 42.0;
const GAP: f64 = 4.0;

fn draw_card(svg: &mut Svg, x: f64, y: f64, c: Card) {
    let fill = card_colour(c);
    svg.rect(
        x,
        y,
        CW,
        CH,
        &[
            ("class", "card"),
            ("rx", "3"),
            ("fill", &fill.hex()),
            ("stroke", "#333333"),
            ("stroke-width", "1"),
        ],
    );
    svg.text(
        x + CW / 2.0,
        y + CH / 2.0 + 5.0,
        &c.to_string(),
        &[
            ("text-anchor", "middle"),
            ("font-size", "14"),
            ("font-family", "sans-serif"),
            ("fill", &fill.contrast().hex()),
        ],
    );
}

/// An SVG picture.
pub fn svg(d: &Diagram<'_>) -> String {
    svg_in(d, Lang::En)
}

/// An SVG picture, its words said in `lang`.
pub fn svg_in(d: &Diagram<'_>, lang: Lang) -> String {
    let g = d.game;
    let text_attrs: &[(&str, &str)] = &[("font-size", "14"), ("font-family", "sans-serif")];
    let rows = g.grid().len().max(1);
    let players = g.players().len();
    let grid_h = 30.0 + rows as f64 * (CH + GAP);
    let player_h = 2.0 * (CH + GAP) + 24.0;
    let combos_y = grid_h + 20.0 + players as f64 * player_h;
    let height = combos_y + 9.0 * 24.0 + 20.0;
    let width = 20.0 + 120.0 + 13.0 * (CW + GAP) + 20.0;
    let mut svg = Svg::new(width.max(620.0), height);
    svg.rect(0.0, 0.0, width.max(620.0), height, &[("fill", "#f7f3ea")]);
    svg.text(
        20.0,
        22.0,
        &status(d).say(lang),
        &[
            ("font-size", "16"),
            ("font-family", "sans-serif"),
            ("font-weight", "bold"),
        ],
    );
    for (i, r) in g.grid().iter().enumerate() {
        let y = 34.0 + i as f64 * (CH + GAP);
        svg.text(
            20.0,
            y + CH / 2.0 + 5.0,
            &message!("kasane-picture-svg-row", row = i + 1).say(lang),
            text_attrs,
        );
        for (j, &c) in r.iter().enumerate() {
            draw_card(&mut svg, 80.0 + j as f64 * (CW + GAP), y, c);
        }
    }
    let finals = g.final_scores();
    for (i, p) in g.players().iter().enumerate() {
        let y = grid_h + 20.0 + i as f64 * player_h;
        let score = if g.phase() == Phase::Over {
            finals[i].total
        } else {
            p.score
        };
        let id = if g.phase() == Phase::Play && g.to_play() == i {
            "kasane-picture-svg-player-to-play"
        } else {
            "kasane-picture-svg-player"
        };
        svg.text(
            20.0,
            y + 12.0,
            &message!(id, player = name(d, i), points = score).say(lang),
            &[
                ("font-size", "14"),
                ("font-family", "sans-serif"),
                ("font-weight", "bold"),
            ],
        );
        for (k, (label, cards)) in [
            ("kasane-picture-svg-hand", &p.hand),
            ("kasane-picture-svg-area", &p.area),
        ]
        .into_iter()
        .enumerate()
        {
            let yy = y + 18.0 + k as f64 * (CH + GAP);
            let label = Message::new(label).say(lang);
            svg.text(20.0, yy + CH / 2.0 + 5.0, &label, text_attrs);
            for (j, &c) in cards.iter().enumerate() {
                draw_card(&mut svg, 80.0 + j as f64 * (CW + GAP), yy, c);
            }
        }
    }
    let boxes = &g.rules().boxes;
    for (n, c) in Combination::ALL.into_iter().enumerate() {
        let y = combos_y + n as f64 * 24.0;
        svg.text(20.0, y + 15.0, c.name(), text_attrs);
        for (i, b) in boxes.boxes(c).iter().enumerate() {
            let x = 160.0 + i as f64 * 64.0;
            svg.rect(
                x,
                y,
                60.0,
                20.0,
                &[
                    ("class", "box"),
                    ("rx", "4"),
                    ("fill", "#ffffff"),
                    ("stroke", "#555555"),
                ],
            );
            let label = format!(
                "{}{}:{}",
                b.cards,
                if b.or_more { "+" } else { "" },
                b.points
            );
            svg.text(
                x + 6.0,
                y + 15.0,
                &label,
                &[("font-size", "12"), ("font-family", "sans-serif")],
            );
            if g.marbles().is_used(c, i) {
                svg.circle(
                    x + 50.0,
                    y + 10.0,
                    7.0,
                    &[("fill", "#3a7bd5"), ("class", "marble")],
                );
            }
        }
    }
    svg.finish()
}

