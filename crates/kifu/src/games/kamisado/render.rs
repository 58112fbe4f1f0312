//! Kamisado board diagrams: plain ASCII (safe for e-mail), coloured terminal text, SVG.
//!
//! These draw a position you hold, with no record around it (one you played, or read
//! from a position string); a record's own positions are drawn by
//! [`OpenedRecord::picture`](crate::OpenedRecord::picture).
//!
//! Build a [`Diagram`] around a [`Position`] (with [`Diagram::new`] and struct-update
//! syntax for the optional parts), then call [`ascii`], [`terminal`] or [`svg`]. Every
//! function returns a `String` (never prints), is deterministic, and accepts any valid
//! position, including a finished round.
//!
//! ```
//! use kifu::kamisado::Position;
//! use kifu::kamisado::render::{self, Diagram};
//!
//! let p = Position::start();
//! let d = Diagram { round: Some(1), ..Diagram::new(&p) };
//! assert!(render::ascii(&d).contains("Black to move: free choice of tower."));
//! ```
//!
//! All three show the same [`status_lines`] under the board: players, round and score,
//! whose turn it is and which tower must move (or free choice / must pass / was pushed),
//! towers found blocked in the current run of passes, the result of a finished round,
//! and the caption.

use std::fmt::Write as _;

use super::board::{Colour, Side, Square, Teeth, Tower};
use super::rules::{Move, Phase, Position, WinReason};
use crate::core::svg::{self as svgp, BoardFrame, Rgb};
use crate::core::term::{Paint, push_lines, to_ascii};
use crate::message::{Arg, Message};
use crate::message;
use crate::values::Lang;

pub use crate::core::term::ColorMode;

/// The last ply on the board, to highlight: where the moved tower came from and went to,
/// and for an oshi where each pushed tower came from and went to (front tower first).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LastMove {
    /// The square the moved (or pushing) tower left.
    pub from: Square,
    /// The square it stands on now.
    pub to: Square,
    /// For an oshi: each pushed tower's (from, to), front tower first; empty otherwise.
    pub pushed: Vec<(Square, Square)>,
}

impl LastMove {
    /// A plain move from `from` to `to`.
    pub fn step(from: Square, to: Square) -> LastMove {
        LastMove {
            from,
            to,
            pushed: Vec::new(),
        }
    }

    /// The highlight for `mv` played in `before`; `None` for a pass (nothing moved).
    pub fn of(before: &Position, mv: Move) -> Option<LastMove> {
        match mv {
            Move::Step { from, to, .. } => Some(LastMove::step(from, to)),
            Move::Oshi { from, .. } => {
                let to = from.step(0, before.turn().forward())?;
                let pushed = before
                    .pushed_by(mv)
                    .iter()
                    .map(|&(_, f, t)| (f, t))
                    .collect();
                Some(LastMove { from, to, pushed })
            }
            Move::Pass => None,
        }
    }

    /// How a square takes part in this move, if it does.
    fn mark(&self, sq: Square) -> Option<Mark> {
        if sq == self.to {
            Some(Mark::To)
        } else if self.pushed.iter().any(|&(_, t)| t == sq) {
            Some(Mark::Pushed)
        } else if sq == self.from {
            Some(Mark::From)
        } else {
            None
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    From,
    To,
    Pushed,
}

/// Everything a board diagram shows. Only `position` is required.
#[derive(Clone, Debug)]
pub struct Diagram<'a> {
    /// The position to draw.
    pub position: &'a Position,
    /// The last real move, highlighted on the board.
    pub last_move: Option<LastMove>,
    /// The round number in the match.
    pub round: Option<u32>,
    /// The match score before this round's result: (Black, White).
    pub score: Option<(u32, u32)>,
    /// Points needed to win the match (1, 3, 7 or 15).
    pub target: Option<u32>,
    /// Player names: (Black, White).
    pub names: Option<(String, String)>,
    /// A free caption, e.g. `after ply 12 (White: Blue ↑2 Yellow)`.
    pub caption: Option<String>,
    /// Drawn from the other side of the board (`kifu show --flip`, `f` in the viewers).
    pub flip: bool,
    /// The language of its words (the status lines, the legend); English by default.
    pub lang: Lang,
}

impl<'a> Diagram<'a> {
    /// A diagram of `position` with nothing else.
    pub fn new(position: &'a Position) -> Diagram<'a> {
        Diagram {
            position,
            last_move: None,
            round: None,
            score: None,
            target: None,
            names: None,
            caption: None,
            flip: false,
            lang: Lang::En,
        }
    }

    fn mark(&self, sq: Square) -> Option<Mark> {
        self.last_move.as_ref().and_then(|m| m.mark(sq))
    }
}

// ---- status text -----------------------------------------------------------------------

fn side_term(s: Side) -> Arg {
    Arg::Term(s.term())
}

/// The tower's colour, with its grammar.
fn colour_term(c: Colour) -> Arg {
    Arg::Term(c.term())
}

/// Where a tower stands, with its title when it has teeth: `d5`, `Sumo, d5`.
fn place(p: &Position, t: Tower) -> Message {
    let teeth = p.teeth_of(t);
    let square = p.square_of(t).to_string();
    if teeth == Teeth::NONE {
        message!("kamisado-picture-place", square = square)
    } else {
        message!(
            "kamisado-picture-place-teeth",
            teeth = Arg::Term(teeth.term()),
            square = square
        )
    }
}

/// The text lines under every diagram, said in the diagram's language, ASCII in English
/// except for what comes from `names` and `caption`: players, round and score, the state
/// of play, the result, the caption.
pub fn status_lines(d: &Diagram) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some((b, w)) = &d.names {
        lines.push(message!("kamisado-picture-names", black = b, white = w).say(d.lang));
    }
    lines.extend(standing(d));
    lines.extend(play_messages(d).iter().map(|m| m.say(d.lang)));
    if let Some(c) = &d.caption {
        lines.push(c.clone());
    }
    lines
}

/// The round, the score and the match's length, said in `lang`: `Round 1, score Black 0 -
/// White 0, match to 3 points` (each part there when the diagram has it, the first
/// capitalised).
fn standing(d: &Diagram) -> Option<String> {
    let mut parts = Vec::new();
    if let Some(r) = d.round {
        parts.push(message!("kamisado-picture-round", round = r));
    }
    if let Some((b, w)) = d.score {
        parts.push(message!("kamisado-picture-score", black = b, white = w));
    }
    if let Some(t) = d.target {
        parts.push(message!("kamisado-picture-target", target = t));
    }
    let said: Vec<String> = parts.iter().map(|m| m.say(d.lang)).collect();
    let s = said.join(", ");
    let mut chars = s.chars();
    let first = chars.next()?;
    Some(first.to_uppercase().chain(chars).collect())
}

/// The state of play under the board: who moves and which tower, or how the round ended;
/// the towers found blocked in the current run of passes.
fn play_messages(d: &Diagram) -> Vec<Message> {
    let p = d.position;
    let mut lines = Vec::new();
    let turn = p.turn();
    if let Some(res) = p.result() {
        let winner = side_term(res.winner);
        lines.push(match res.reason {
            WinReason::HomeRow => message!(
                "kamisado-picture-won-home-row",
                winner = winner.clone(),
                colour = colour_term(res.tower)
            ),
            WinReason::Deadlock => message!(
                "kamisado-picture-won-deadlock",
                winner = winner.clone(),
                loser = side_term(res.winner.other())
            ),
        });
        let n = p.teeth_of(Tower::new(res.winner, res.tower)).get() + 1;
        let points = 1u32 << (n - 1);
        let title = match Teeth::new(n) {
            Some(t) => Arg::Term(t.term()),
            None => Arg::Term("kamisado-picture-match-won"),
        };
        lines.push(message!(
            "kamisado-picture-tooth",
            winner = winner,
            colour = colour_term(res.tower),
            nth = n,
            title = title,
            points = points
        ));
    } else {
        let who = side_term(turn);
        match (p.phase(), p.required()) {
            (Phase::Pushed, req) => {
                lines.push(message!("kamisado-picture-pushed", side = who));
                let pusher = side_term(turn.other());
                lines.push(match req {
                    Some(c) => message!(
                        "kamisado-picture-then",
                        side = pusher,
                        colour = colour_term(c)
                    ),
                    None => message!("kamisado-picture-then-any", side = pusher),
                });
            }
            (Phase::Play, Some(c)) => {
                let t = Tower::new(turn, c);
                let id = if p.must_pass() {
                    "kamisado-picture-must-pass"
                } else {
                    "kamisado-picture-to-move"
                };
                lines.push(message!(
                    id,
                    side = who,
                    colour = colour_term(c),
                    place = place(p, t)
                ));
            }
            (Phase::Play, None) => {
                let id = if p.must_pass() {
                    "kamisado-picture-none-can-move"
                } else {
                    "kamisado-picture-free-choice"
                };
                lines.push(message!(id, side = who));
            }
        }
        let blocked: Vec<String> = p
            .blocked_run()
            .map(|t| {
                message!(
                    "kamisado-picture-side-colour",
                    side = side_term(t.side),
                    colour = colour_term(t.colour)
                )
                .say(d.lang)
            })
            .collect();
        if !blocked.is_empty() {
            lines.push(message!(
                "kamisado-picture-blocked-run",
                towers = blocked.join(", ")
            ));
        }
    }
    lines
}

// ---- ASCII -------------------------------------------------------------------------------

/// The two-letter square code used by [`ascii`]: `or bl pu pk ye re gn br`.
pub fn square_code(c: Colour) -> &'static str {
    match c {
        Colour::Orange => "or",
        Colour::Blue => "bl",
        Colour::Purple => "pu",
        Colour::Pink => "pk",
        Colour::Yellow => "ye",
        Colour::Red => "re",
        Colour::Green => "gn",
        Colour::Brown => "br",
    }
}

/// `W:O++`: side initial, colour letter (as in position strings), one `+` per tooth.
fn tower_code(p: &Position, t: Tower) -> String {
    let side = match t.side {
        Side::Black => 'B',
        Side::White => 'W',
    };
    let teeth = "+".repeat(p.teeth_of(t).get() as usize);
    format!("{side}:{}{teeth}", t.colour.letter())
}

/// A plain-ASCII diagram (no character above 0x7E), rank 8 (White's home row) at the top.
///
/// Each square is two lines of 7 characters: the square's colour code and a last-move
/// mark (`**` the moved tower's square, `..` the square it left, `!!` where a pushed
/// tower landed), then the tower if any (`W:O++` = White's orange Double Sumo). A legend
/// and the [`status_lines`] (folded to ASCII) follow the board.
pub fn ascii(d: &Diagram) -> String {
    let mut out = ascii_board(d, true);
    out.push('\n');
    let mut legend = vec![
        "kamisado-picture-legend-squares",
        "kamisado-picture-legend-squares-more",
        "kamisado-picture-legend-towers",
    ];
    if d.last_move.is_some() {
        legend.push("kamisado-picture-legend-last-move");
    }
    push_lines(
        &mut out,
        legend.into_iter().map(|id| to_ascii(&Message::new(id).say(d.lang))),
    );
    out.push('\n');
    push_lines(&mut out, status_lines(d).iter().map(|l| to_ascii(l)));
    out
}

/// [`ascii`] for a small screen (`kifu replay` in an 80×24 terminal): no rule between
/// the ranks (the board is 20 lines instead of 27), no legend, no blank line.
pub fn ascii_compact(d: &Diagram) -> String {
    let mut out = ascii_board(d, false);
    push_lines(&mut out, status_lines(d).iter().map(|l| to_ascii(l)));
    out
}

/// The board of [`ascii`], its coordinates around it; `ruled`: a rule between ranks.
fn ascii_board(d: &Diagram, ruled: bool) -> String {
    let p = d.position;
    let mut out = String::new();
    let files = |out: &mut String| {
        out.push_str("    ");
        for f in Square::file_letters(d.flip) {
            let _ = write!(out, "   {f}    ");
        }
        let len = out.trim_end().len();
        out.truncate(len);
        out.push('\n');
    };
    let rule = "   +-------+-------+-------+-------+-------+-------+-------+-------+\n";
    files(&mut out);
    out.push_str(rule);
    let ranks = Square::rows_down(d.flip);
    let last = ranks.clone().count();
    for (i, rank) in ranks.enumerate() {
        let mut top = format!(" {} |", rank + 1);
        let mut bottom = String::from("   |");
        for sq in Square::across(rank, d.flip) {
            let mark = match d.mark(sq) {
                Some(Mark::To) => "**",
                Some(Mark::From) => "..",
                Some(Mark::Pushed) => "!!",
                None => "  ",
            };
            let _ = write!(top, " {} {mark} |", square_code(sq.colour()));
            let tower = p.tower_at(sq).map(|t| tower_code(p, t)).unwrap_or_default();
            let _ = write!(bottom, " {tower:<6}|");
        }
        let _ = writeln!(top, " {}", rank + 1);
        out.push_str(&top);
        out.push_str(&bottom);
        out.push('\n');
        if ruled || i + 1 == last {
            out.push_str(rule);
        }
    }
    files(&mut out);
    out
}

// ---- terminal ----------------------------------------------------------------------------

fn rgb(c: Colour) -> Rgb {
    Rgb::from_tuple(c.rgb())
}

const TOWER_BLACK: Rgb = Rgb(0x14, 0x14, 0x14);
const TOWER_WHITE: Rgb = Rgb(0xF4, 0xF4, 0xF4);

/// A diagram for a terminal: squares in their colours as backgrounds (24-bit or nearest
/// xterm-256 entry, per `mode`), rank 8 at the top.
///
/// Each square is 7 columns by 2 lines. A tower is a black or white block holding a disc
/// `●` in the tower's colour, its colour letter and one `+` per dragon tooth. The last
/// move is bracketed on the first line (`[ ]` around the square left and the square
/// reached) and labelled `from` / `to` / `pushed` on the second line. The
/// [`status_lines`] follow, uncoloured.
pub fn terminal(d: &Diagram, mode: ColorMode) -> String {
    let p = d.position;
    let mut out = String::new();
    let mut files = String::from("   ");
    for f in Square::file_letters(d.flip) {
        let _ = write!(files, "   {f}   ");
    }
    let files = files.trim_end().to_string();
    out.push_str(&files);
    out.push('\n');
    for rank in Square::rows_down(d.flip) {
        let mut top = format!(" {} ", rank + 1);
        let mut bottom = String::from("   ");
        for sq in Square::across(rank, d.flip) {
            let bg = rgb(sq.colour());
            let on_square = Paint {
                fg: Some(bg.contrast()),
                bg: Some(bg),
                bold: true,
                underline: false,
            };
            let mark = d.mark(sq);
            let (open, close) = match mark {
                Some(Mark::To) | Some(Mark::From) => ("[", "]"),
                _ => (" ", " "),
            };
            match p.tower_at(sq) {
                Some(t) => {
                    let (body, ink) = match t.side {
                        Side::Black => (TOWER_BLACK, TOWER_WHITE),
                        Side::White => (TOWER_WHITE, TOWER_BLACK),
                    };
                    let disc = Paint {
                        fg: Some(rgb(t.colour)),
                        bg: Some(body),
                        bold: false,
                        underline: false,
                    };
                    let label = Paint {
                        fg: Some(ink),
                        bg: Some(body),
                        bold: true,
                        underline: false,
                    };
                    let teeth = "+".repeat(p.teeth_of(t).get() as usize);
                    top.push_str(&on_square.paint(open, mode));
                    top.push_str(&disc.paint("●", mode));
                    top.push_str(&label.paint(&format!("{}{teeth:<3}", t.colour.letter()), mode));
                    top.push_str(&on_square.paint(close, mode));
                }
                None => top.push_str(&on_square.paint(&format!("{open}     {close}"), mode)),
            }
            let label = match mark {
                Some(Mark::To) => Message::new("kamisado-picture-mark-to").say(d.lang),
                Some(Mark::From) => Message::new("kamisado-picture-mark-from").say(d.lang),
                Some(Mark::Pushed) => Message::new("kamisado-picture-mark-pushed").say(d.lang),
                None => String::new(),
            };
            // A longer word is cut to the square's width.
            let label: String = label.chars().take(7).collect();
            bottom.push_str(&on_square.paint(&format!("{label:^7}"), mode));
        }
        let _ = writeln!(top, " {}", rank + 1);
        out.push_str(&top);
        out.push_str(&bottom);
        out.push('\n');
    }
    out.push_str(&files);
    out.push_str("\n\n");
    push_lines(&mut out, status_lines(d));
    out
}

// ---- SVG ---------------------------------------------------------------------------------

/// Side of a square in SVG user units.
const SQ: f64 = 60.0;
/// The board, its coordinates and caption (64 characters a line: 14 px sans-serif across
/// the board's width).
const FRAME: BoardFrame = BoardFrame::new(8, SQ, 28.0, 14).wrapped(64);
const TOOTH: &str = "#d9a400";

/// An SVG diagram: coloured squares, coordinates on all four sides, towers as octagons
/// (black or white, outlined in the other) with a disc of the tower's colour and one gold
/// triangle per dragon tooth, the last move as an arrow with its squares outlined (pushed
/// towers get a dashed ring), and the [`status_lines`] as a caption under the board.
///
/// Elements carry classes for styling and tests: `square`, `coord`, `tower black|white`
/// (a `<g>` holding the `octagon`, `mark` and `tooth` shapes), `last-move`, `caption`.
pub fn svg(d: &Diagram) -> String {
    let p = d.position;
    let (frame, mut s, lines) = FRAME.open(d.flip, status_lines(d));

    // Squares.
    frame.board_group(&mut s, |s, sq: Square| {
        let name = sq.to_string();
        let fill = rgb(sq.colour()).hex();
        frame.square(
            s,
            sq,
            &[("class", "square"), ("id", &name), ("fill", &fill)],
        );
    });

    // Outline and coordinates.
    frame.outline(&mut s);

    // Last-move squares, under the towers.
    if let Some(m) = &d.last_move {
        for sq in [m.from, m.to] {
            let stroke = rgb(sq.colour()).contrast().hex();
            frame.highlight(
                &mut s,
                sq,
                2.5,
                &[
                    ("class", "last-move"),
                    ("fill", "none"),
                    ("stroke", &stroke),
                    ("stroke-width", "3"),
                    ("stroke-opacity", "0.8"),
                ],
            );
        }
    }

    // Towers.
    for placed in p.towers() {
        let t = placed.tower;
        let (cx, cy) = frame.at(placed.square);
        let (body, line, class) = match t.side {
            Side::Black => (TOWER_BLACK, TOWER_WHITE, "tower black"),
            Side::White => (TOWER_WHITE, TOWER_BLACK, "tower white"),
        };
        let (body, line) = (body.hex(), line.hex());
        let id = format!("{}-{}", t.side.name(), t.colour.name());
        s.group(&[("class", class), ("id", &id)]);
        s.polygon(
            &svgp::octagon(cx, cy, 25.0),
            &[
                ("class", "octagon"),
                ("fill", &body),
                ("stroke", &line),
                ("stroke-width", "2"),
            ],
        );
        let mark = rgb(t.colour).hex();
        s.circle(
            cx,
            cy - 4.0,
            10.5,
            &[
                ("class", "mark"),
                ("fill", &mark),
                ("stroke", &line),
                ("stroke-width", "1.5"),
            ],
        );
        let n = placed.teeth.get();
        for k in 0..n {
            let x = cx + (k as f64 - (n as f64 - 1.0) / 2.0) * 10.0;
            let y = cy + 15.0;
            s.polygon(
                &[(x - 4.5, y + 4.0), (x + 4.5, y + 4.0), (x, y - 5.0)],
                &[
                    ("class", "tooth"),
                    ("fill", TOOTH),
                    ("stroke", &line),
                    ("stroke-width", "0.75"),
                ],
            );
        }
        s.end_group();
    }

    // Last-move arrows, over everything on the board.
    if let Some(m) = &d.last_move {
        s.group(&[("class", "last-move")]);
        for &(_, to) in &m.pushed {
            let (cx, cy) = frame.at(to);
            s.circle(
                cx,
                cy,
                28.0,
                &[
                    ("fill", "none"),
                    ("stroke", "#ffffff"),
                    ("stroke-opacity", "0.7"),
                    ("stroke-width", "5"),
                ],
            );
            s.circle(
                cx,
                cy,
                28.0,
                &[
                    ("class", "pushed"),
                    ("fill", "none"),
                    ("stroke", "#111111"),
                    ("stroke-width", "2.5"),
                    ("stroke-dasharray", "5 4"),
                ],
            );
        }
        let from = frame.at(m.from);
        let to = svgp::shorten(from, frame.at(m.to), 27.0);
        s.line(
            from,
            to,
            &[
                ("stroke", "#ffffff"),
                ("stroke-opacity", "0.7"),
                ("stroke-width", "8"),
                ("stroke-linecap", "round"),
            ],
        );
        s.arrow(
            from,
            to,
            "arrowhead",
            &[
                ("class", "arrow"),
                ("stroke", "#111111"),
                ("stroke-width", "4"),
                ("stroke-linecap", "round"),
            ],
        );
        s.end_group();
    }

    // Caption.
    frame.caption(&mut s, &lines, frame.margin + 14.0);
    s.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Black's brown tower pushes White's yellow one (its position before, and the move).
    fn oshi() -> (Position, Move) {
        let p: Position = "OBPK1RGN/8/8/4Y3/4n+3/8/8/1grykpbo b N - e5"
            .parse()
            .unwrap();
        let mv = p
            .step(Colour::Brown, super::super::board::Direction::Straight, 1)
            .unwrap();
        (p, mv)
    }

    #[test]
    fn last_move_of_an_oshi_lists_the_pushed_towers() {
        let (p, mv) = oshi();
        let lm = LastMove::of(&p, mv).unwrap();
        assert_eq!(lm.from.to_string(), "e4");
        assert_eq!(lm.to.to_string(), "e5");
        assert_eq!(lm.pushed.len(), 1);
        assert_eq!(lm.pushed[0].0.to_string(), "e5");
        assert_eq!(lm.pushed[0].1.to_string(), "e6");
        assert_eq!(LastMove::of(&p, Move::Pass), None);
    }

    #[test]
    fn the_eight_board_colours_stay_distinct_in_256_colours() {
        let mut seen: Vec<u8> = Colour::ALL
            .iter()
            .map(|c| crate::core::term::nearest_ansi256(Rgb::from_tuple(c.rgb())))
            .collect();
        // Red stays a red (xterm 124, #af0000), not the RGB-nearer orange 166.
        assert_eq!(seen[Colour::Red.index()], 124);
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 8);
    }

    /// The compact board ends with the status lines, written in ASCII.
    #[test]
    fn the_compact_board_shows_the_status_lines_in_ascii() {
        let (before, mv) = oshi();
        let after = before.play(mv).unwrap();
        let d = Diagram {
            last_move: LastMove::of(&before, mv),
            round: Some(2),
            score: Some((0, 1)),
            target: Some(3),
            names: Some(("Aiko".into(), "Ben".into())),
            caption: Some("Black: Brown ↑1 Yellow, oshi".into()),
            ..Diagram::new(&after)
        };
        let compact = ascii_compact(&d);
        let status = status_lines(&d);
        assert!(status.iter().any(|l| !l.is_ascii()), "{status:?}");
        for line in status {
            let line = to_ascii(&line);
            assert!(compact.contains(&line), "{line}:\n{compact}");
        }
    }
}
