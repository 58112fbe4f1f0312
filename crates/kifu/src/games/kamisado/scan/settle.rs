//! Settling a tick-box sheet by legality.
//!
//! The image reader measures, for every box of the form, how likely it is that the box
//! is ticked. This module turns those confidences into the most plausible record that
//! replays under the rules, and says for every entry how sure it is:
//!
//! * [`Verdict::Certain`]: the marks alone read the entry clearly, and the record agrees;
//! * [`Verdict::Decided`]: the marks were faint, doubled or missing, but only one reading
//!   fits them and replays (the alternatives are named);
//! * [`Verdict::Uncertain`]: several readings fit the marks and replay about as well;
//! * [`Verdict::Illegal`]: the marks clearly say something no legal move says.
//!
//! The search is a beam over the sheet's steps (round headers and entry cells), each
//! hypothesis a [`Match`] played so far. A hypothesis's score is the log-likelihood of
//! the marks under it, counted from the best any reading of each cell could have. Every
//! hypothesis the beam drops is compared with the record over the same steps: an entry is
//! settled when every hypothesis that reads it differently scored at least
//! [`SettleOptions::margin`] below the record; otherwise it is flagged. Nothing is
//! returned as settled silently.

use std::collections::HashMap;
use std::rc::Rc;

use arrayvec::ArrayVec;

use super::super::ast::{Fill, MatchKind};
use super::super::board::{Colour, Direction, Side};
use super::super::matches::Match;
use super::super::replay::{Ply, PlyKind, Written, ply_kind};
use super::super::rules::{Move, Position, WinReason};

/// The direction boxes of an entry, in the order of [`EntryMarks::direction`]: the three
/// forward arrows, the pushed-back arrow and the blocked `0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DirBox {
    /// `↖`.
    Left,
    /// `↑`.
    Straight,
    /// `↗`.
    Right,
    /// `↓` (the pushed entry after an oshi).
    Back,
    /// `0` (a blocked tower).
    Zero,
}

impl DirBox {
    /// Every direction box, in the order of [`EntryMarks::direction`].
    pub const ALL: [DirBox; 5] = [
        DirBox::Left,
        DirBox::Straight,
        DirBox::Right,
        DirBox::Back,
        DirBox::Zero,
    ];

    /// The box's index in [`EntryMarks::direction`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The box a step's direction is ticked in.
    pub const fn of(dir: Direction) -> DirBox {
        match dir {
            Direction::Left => DirBox::Left,
            Direction::Straight => DirBox::Straight,
            Direction::Right => DirBox::Right,
            Direction::Back => DirBox::Back,
        }
    }

    /// The direction of an arrow box (`None` for `0`).
    pub const fn direction(self) -> Option<Direction> {
        match self {
            DirBox::Left => Some(Direction::Left),
            DirBox::Straight => Some(Direction::Straight),
            DirBox::Right => Some(Direction::Right),
            DirBox::Back => Some(Direction::Back),
            DirBox::Zero => None,
        }
    }
}

/// What an entry says as ticked: the tower (for a pushed entry, the pushed towers, front
/// first), the step (`None`: a blocked `0`) and the landing colour.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reading {
    /// The ticked tower boxes.
    pub towers: ArrayVec<Colour, 3>,
    /// The direction and distance (`None`: the `0` box).
    pub step: Option<(Direction, u8)>,
    /// The ticked landing box.
    pub landing: Colour,
}

impl Reading {
    /// A one-tower reading.
    pub fn single(tower: Colour, step: Option<(Direction, u8)>, landing: Colour) -> Reading {
        let mut towers = ArrayVec::new();
        towers.push(tower);
        Reading {
            towers,
            step,
            landing,
        }
    }

    /// How a legal move is ticked on the form. A pushed entry (the pass after an oshi) is
    /// ticked with every pushed tower, `↓`, `1` and the colour the rear one landed on.
    pub fn of(pos: &Position, mv: Move) -> Option<Reading> {
        if ply_kind(pos, mv) == PlyKind::Pushed {
            let pushed = pos.last_pushed();
            let &(_, _, rear) = pushed.last()?;
            return Some(Reading {
                towers: pushed.iter().map(|&(t, _, _)| t.colour).collect(),
                step: Some((Direction::Back, 1)),
                landing: rear.colour(),
            });
        }
        let w = Written::of(pos, mv)?;
        Some(Reading::single(w.tower, w.step, w.landing))
    }

    /// The readings a player may tick for a legal move: the full one of
    /// [`Reading::of`], and for a pushed entry of several towers also each pushed tower
    /// alone with the colour it landed on (one row has room for one tower).
    fn variants(pos: &Position, mv: Move) -> ArrayVec<Reading, 4> {
        let mut out = ArrayVec::new();
        if let Some(r) = Reading::of(pos, mv) {
            if r.towers.len() > 1 {
                for (t, _, to) in pos.last_pushed() {
                    out.push(Reading::single(
                        t.colour,
                        Some((Direction::Back, 1)),
                        to.colour(),
                    ));
                }
            }
            out.push(r);
        }
        out
    }

    /// As the notation writes it in English with arrows (`Red ↗3 Blue`); the towers of a
    /// pushed entry are joined by `+`.
    pub fn text(&self) -> String {
        self.text_in(&super::super::notation::Style::ENGLISH_ARROWS)
    }

    /// As the notation writes it in `style` (`Rouge ↗3 Bleu`); the towers of a pushed entry
    /// are joined by `+`, each written as `style` writes a tower.
    pub fn text_in(&self, style: &super::super::notation::Style) -> String {
        use super::super::notation::{colour_name, write_move};
        match self.towers.as_slice() {
            [t] => write_move(*t, self.step, self.landing, style),
            many => {
                let towers: Vec<&str> = many.iter().map(|&c| colour_name(c, style.lang)).collect();
                let one = write_move(many[0], self.step, self.landing, style);
                let rest = one.split_once(' ').map_or("", |(_, r)| r);
                format!("{} {rest}", towers.join("+"))
            }
        }
    }
}

/// For every box of one entry cell, the probability (0 to 1) that it is ticked.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct EntryMarks {
    /// Tower boxes, by [`Colour::index`].
    pub tower: [f32; 8],
    /// Direction boxes, by [`DirBox::index`].
    pub direction: [f32; 5],
    /// Distance boxes 1 to 7 (index 0 is distance 1).
    pub distance: [f32; 7],
    /// Landing boxes, by [`Colour::index`].
    pub landing: [f32; 8],
}

/// Probabilities are kept this far from 0 and 1: no single box decides alone.
const FLOOR: f32 = 0.02;

fn ln_p(p: f32) -> f32 {
    p.clamp(FLOOR, 1.0 - FLOOR).ln()
}

fn ln_not(p: f32) -> f32 {
    (1.0 - p.clamp(FLOOR, 1.0 - FLOOR)).ln()
}

/// What the marks alone say about a cell: the reading (`None`: nothing ticked) and
/// whether every field has exactly one box clearly ticked and the others clearly not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarksAlone {
    /// The reading, box by box (the most likely box of each field).
    pub reading: Option<Reading>,
    /// Every field is unambiguous.
    pub clear: bool,
}

fn argmax(xs: &[f32]) -> usize {
    let mut best = 0;
    for (i, &x) in xs.iter().enumerate() {
        if x > xs[best] {
            best = i;
        }
    }
    best
}

/// Exactly one box of a field is at least 0.5; the others are below.
fn one_clear(xs: &[f32]) -> bool {
    xs.iter().filter(|&&p| p >= 0.5).count() == 1
}

impl EntryMarks {
    /// Which fields have no box with any probability (tower, direction, distance,
    /// landing): on the handwriting sheet, a cell with nothing written in it (the tick
    /// form's boxes always have one).
    pub fn blank_fields(&self) -> [bool; 4] {
        let blank = |xs: &[f32]| xs.iter().all(|&p| p == 0.0);
        [
            blank(&self.tower),
            blank(&self.direction),
            blank(&self.distance),
            blank(&self.landing),
        ]
    }

    /// The likeliest box of each field, however unsure, as a one-tower reading.
    pub fn likeliest(&self) -> Reading {
        let step = DirBox::ALL[argmax(&self.direction)]
            .direction()
            .map(|d| (d, argmax(&self.distance) as u8 + 1));
        Reading::single(
            Colour::ALL[argmax(&self.tower)],
            step,
            Colour::ALL[argmax(&self.landing)],
        )
    }

    /// An entry ticked exactly as `reading` says (probabilities 1 and 0), or an empty cell.
    pub fn ticked(reading: Option<&Reading>) -> EntryMarks {
        let mut m = EntryMarks::default();
        if let Some(r) = reading {
            for t in &r.towers {
                m.tower[t.index()] = 1.0;
            }
            match r.step {
                Some((d, n)) => {
                    m.direction[DirBox::of(d).index()] = 1.0;
                    if (1..=7).contains(&n) {
                        m.distance[n as usize - 1] = 1.0;
                    }
                }
                None => m.direction[DirBox::Zero.index()] = 1.0,
            }
            m.landing[r.landing.index()] = 1.0;
        }
        m
    }

    fn boxes(&self) -> impl Iterator<Item = f32> + '_ {
        self.tower
            .iter()
            .chain(&self.direction)
            .chain(&self.distance)
            .chain(&self.landing)
            .copied()
    }

    /// The log-likelihood of an empty cell.
    fn empty_score(&self) -> f32 {
        self.boxes().map(ln_not).sum()
    }

    /// The log-likelihood of the marks if the cell says `reading` (`None`: empty).
    pub fn score(&self, reading: Option<&Reading>) -> f32 {
        let mut s = self.empty_score();
        let gain = |p: f32| ln_p(p) - ln_not(p);
        if let Some(r) = reading {
            for t in &r.towers {
                s += gain(self.tower[t.index()]);
            }
            match r.step {
                Some((d, n)) => {
                    s += gain(self.direction[DirBox::of(d).index()]);
                    s += match n {
                        1..=7 => gain(self.distance[n as usize - 1]),
                        // No box for it: the form cannot say it.
                        _ => f32::NEG_INFINITY,
                    };
                }
                None => s += gain(self.direction[DirBox::Zero.index()]),
            }
            s += gain(self.landing[r.landing.index()]);
        }
        s
    }

    /// The best score any reading (or an empty cell) could have: an upper bound used to
    /// tell marks that fit no legal move.
    fn best_score(&self) -> f32 {
        let gain = |p: f32| ln_p(p) - ln_not(p);
        let base = self.empty_score();
        let top = |xs: &[f32]| {
            xs.iter()
                .map(|&p| gain(p))
                .fold(f32::NEG_INFINITY, f32::max)
        };
        // Extra tower boxes can help only a pushed entry; counting them keeps a bound.
        let towers: f32 = {
            let mut g: Vec<f32> = self.tower.iter().map(|&p| gain(p)).collect();
            g.sort_by(|a, b| b.total_cmp(a));
            g[0] + g[1..3].iter().filter(|&&x| x > 0.0).sum::<f32>()
        };
        let arrows = top(&self.direction[..4]) + top(&self.distance);
        let action = arrows.max(gain(self.direction[DirBox::Zero.index()]));
        base.max(base + towers + action + top(&self.landing))
    }

    /// The marks read box by box, without the rules.
    pub fn alone(&self) -> MarksAlone {
        if self.boxes().all(|p| p < 0.5) {
            return MarksAlone {
                reading: None,
                clear: true,
            };
        }
        let dir = DirBox::ALL[argmax(&self.direction)];
        let mut towers: ArrayVec<Colour, 3> = ArrayVec::new();
        let ticked: Vec<Colour> = Colour::ALL
            .into_iter()
            .filter(|c| self.tower[c.index()] >= 0.5)
            .collect();
        if dir == DirBox::Back && (1..=3).contains(&ticked.len()) {
            towers.extend(ticked.iter().copied());
        } else {
            towers.push(Colour::ALL[argmax(&self.tower)]);
        }
        let step = dir
            .direction()
            .map(|d| (d, argmax(&self.distance) as u8 + 1));
        let towers_clear = if dir == DirBox::Back {
            (1..=3).contains(&ticked.len())
        } else {
            ticked.len() == 1
        };
        let dist_clear = match step {
            Some(_) => one_clear(&self.distance),
            None => self.distance.iter().all(|&p| p < 0.5),
        };
        MarksAlone {
            reading: Some(Reading {
                towers,
                step,
                landing: Colour::ALL[argmax(&self.landing)],
            }),
            clear: towers_clear
                && one_clear(&self.direction)
                && dist_clear
                && one_clear(&self.landing),
        }
    }
}

/// One entry cell of the sheet: the column it is in and its marks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EntryCell {
    /// Black's or White's column.
    pub side: Side,
    /// The box confidences.
    pub marks: EntryMarks,
}

/// The highest score a header's score boxes can say (higher scores tick this box).
pub const MAX_SCORE: usize = 14;

/// The marks of a section's header row.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct RoundMarks {
    /// The `new` box: the section starts a round.
    pub new: f32,
    /// The `continued` box: the section goes on with the round before.
    pub continued: f32,
    /// The fill boxes: from left, from right (unticked in round 1).
    pub fill: [f32; 2],
    /// The score boxes 0 to [`MAX_SCORE`] of Black, then White: the score before the
    /// round (unticked in round 1).
    pub score: [[f32; MAX_SCORE + 1]; 2],
}

/// What a section's `new` and `continued` boxes say, read alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SectionMarks {
    /// Only `new` is ticked.
    New,
    /// Only `continued` is ticked.
    Continued,
    /// Neither is.
    Neither,
    /// Both are.
    Both,
}

impl SectionMarks {
    fn of(new: bool, continued: bool) -> SectionMarks {
        match (new, continued) {
            (true, false) => SectionMarks::New,
            (false, true) => SectionMarks::Continued,
            (false, false) => SectionMarks::Neither,
            (true, true) => SectionMarks::Both,
        }
    }
}

impl RoundMarks {
    /// The log-likelihood of the `new` and `continued` boxes if they say `said`.
    fn section(&self, said: SectionMarks) -> f32 {
        let tick = |p: f32, on: bool| if on { ln_p(p) } else { ln_not(p) };
        let (new, continued) = match said {
            SectionMarks::New => (true, false),
            SectionMarks::Continued => (false, true),
            SectionMarks::Neither => (false, false),
            SectionMarks::Both => (true, true),
        };
        tick(self.new, new) + tick(self.continued, continued)
    }

    /// The `new` and `continued` boxes read alone.
    pub fn section_alone(&self) -> SectionMarks {
        SectionMarks::of(self.new >= 0.5, self.continued >= 0.5)
    }

    /// The log-likelihood of the fill and score boxes if the round starts with `fill` and
    /// the score before it is `before` (`None`: both unticked).
    fn score(&self, fill: Option<Fill>, before: Option<(u32, u32)>) -> f32 {
        let [l, r] = self.fill;
        let fill = match fill {
            None => ln_not(l) + ln_not(r),
            Some(Fill::Left) => ln_p(l) + ln_not(r),
            Some(Fill::Right) => ln_not(l) + ln_p(r),
        };
        let side = |boxes: &[f32; MAX_SCORE + 1], n: Option<u32>| -> f32 {
            let n = n.map(|n| (n as usize).min(MAX_SCORE));
            boxes
                .iter()
                .enumerate()
                .map(|(i, &p)| if Some(i) == n { ln_p(p) } else { ln_not(p) })
                .sum()
        };
        fill + side(&self.score[0], before.map(|b| b.0)) + side(&self.score[1], before.map(|b| b.1))
    }

    /// An upper bound of the header's log-likelihood over every way a section can go on:
    /// a round started (any fill and score), a round continued or a blank header.
    fn best_score(&self) -> f32 {
        let blank = self.score(None, None);
        (self.section(SectionMarks::New) + self.best_fill_score())
            .max(self.section(SectionMarks::Continued) + blank)
            .max(self.section(SectionMarks::Neither) + blank)
    }

    /// An upper bound of [`RoundMarks::score`] over every fill and score.
    fn best_fill_score(&self) -> f32 {
        let fill = [None, Some(Fill::Left), Some(Fill::Right)]
            .into_iter()
            .map(|f| self.score(f, None))
            .fold(f32::NEG_INFINITY, f32::max)
            - self.score(None, None);
        let side = |boxes: &[f32; MAX_SCORE + 1]| -> f32 {
            let gain = boxes
                .iter()
                .map(|&p| ln_p(p) - ln_not(p))
                .fold(f32::NEG_INFINITY, f32::max);
            gain.max(0.0)
        };
        self.score(None, None) + fill + side(&self.score[0]) + side(&self.score[1])
    }

    /// The marks alone: the ticked fill box, and whether it is clear.
    fn alone(&self) -> (Option<Fill>, bool) {
        let [l, r] = self.fill;
        match (l >= 0.5, r >= 0.5) {
            (false, false) => (None, true),
            (true, false) => (Some(Fill::Left), true),
            (false, true) => (Some(Fill::Right), true),
            (true, true) => (Some(if l >= r { Fill::Left } else { Fill::Right }), false),
        }
    }
}

/// One section of the sheet: its header row and its entry cells in reading order (row by
/// row, Black's column then White's). A section starts a round or goes on with the round
/// before; which, [`settle`] decides with the entries, by the rules, from the `new` and
/// `continued` boxes of the header.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct RoundSheet {
    /// The header row.
    pub header: RoundMarks,
    /// The entry cells.
    pub cells: Vec<EntryCell>,
}

/// How hard the settling looks and how sure it must be.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SettleOptions {
    /// An entry is settled when every record reading it differently scores at least this
    /// much lower (natural log of the likelihood ratio).
    pub margin: f32,
    /// A cell whose marks fit some reading this much better than the record's is illegal.
    pub illegal: f32,
    /// Hypotheses kept at each step.
    pub beam: usize,
    /// What ending the record in the middle of a round costs (sheets are mostly kept to
    /// the end of the game): faint marks alone do not make a record stop.
    pub stop: f32,
}

impl Default for SettleOptions {
    fn default() -> SettleOptions {
        SettleOptions {
            margin: 4.0,
            illegal: 6.0,
            beam: 24,
            stop: 6.0,
        }
    }
}

/// How sure the settled record is of one step.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The marks alone say it clearly and the record agrees.
    Certain,
    /// The marks alone were not clear (or said another thing), but only this replays
    /// among the readings that fit them: `marks` is what the marks alone read.
    Decided {
        /// The marks read alone (`None`: nothing ticked).
        marks: Option<Reading>,
        /// Other readings that fit the marks but lead to a worse record (best first).
        alternatives: Vec<Option<Reading>>,
    },
    /// Other readings fit the marks and replay about as well (best first, with how much
    /// less likely each record is, in natural log units).
    Uncertain {
        /// The competing readings (`None`: an empty cell or the end of the record).
        alternatives: Vec<(Option<Reading>, f32)>,
    },
    /// The marks clearly say `marks`, which is no legal move here (the round is over, it
    /// is the other side's turn, or no move of the position is ticked so); the record has
    /// the nearest legal reading instead.
    Illegal {
        /// The marks read alone.
        marks: Option<Reading>,
    },
    /// The marks read `marks`, but the record stops before this cell (it replays no
    /// further): the entry is left out of the record.
    LeftOut {
        /// The marks read alone.
        marks: Reading,
    },
}

impl Verdict {
    /// Certain or decided: the record can be trusted here.
    pub fn is_settled(&self) -> bool {
        matches!(self, Verdict::Certain | Verdict::Decided { .. })
    }
}

/// The verdict of a section's header: whether it starts a round or goes on with one
/// (its `new` and `continued` boxes), and the fill a round starts with.
#[derive(Clone, Debug, PartialEq)]
pub enum FillVerdict {
    /// The boxes say it clearly (or the round has no fill).
    Certain,
    /// The boxes were unclear or said another thing; only this replays.
    Decided {
        /// The fill the marks alone read.
        marks: Option<Fill>,
    },
    /// Two ways (two fills, or a new round and a continued one) fit the marks and the
    /// sheet about as well.
    Uncertain,
    /// The marks clearly say another fill than any record that replays.
    Illegal {
        /// The fill the marks alone read.
        marks: Option<Fill>,
    },
}

/// What one entry cell was settled as.
#[derive(Clone, Debug, PartialEq)]
pub struct CellOutcome {
    /// The ply the record has here (`None`: the cell is empty in the record).
    pub ply: Option<Ply>,
    /// How the ply is ticked (`None` for an empty cell).
    pub reading: Option<Reading>,
    /// What the marks alone say.
    pub alone: MarksAlone,
    /// How sure the record is here.
    pub verdict: Verdict,
}

/// What one section of the sheet was settled as.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundOutcome {
    /// The number in the match of the round the section holds, when the record reaches
    /// this section.
    pub number: Option<u32>,
    /// The section goes on with the round of the section before (no header is written).
    pub continued: bool,
    /// What the section's `new` and `continued` boxes say alone: when it is not what the
    /// record has, the rules decided (or, with the verdict uncertain, could not).
    pub section_marks: SectionMarks,
    /// The fill the round starts with (rounds 2 on).
    pub fill: Option<Fill>,
    /// How sure the fill is.
    pub fill_verdict: FillVerdict,
    /// The cells, as in the input.
    pub cells: Vec<CellOutcome>,
    /// The score after the round, when it ended in this section (and the next section
    /// does not go on with it).
    pub score: Option<(u32, u32)>,
}

/// The settled sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Settled {
    /// The match length the record was settled under.
    pub kind: MatchKind,
    /// The sections, one per input [`RoundSheet`].
    pub rounds: Vec<RoundOutcome>,
    /// The match is decided at the end of the record.
    pub finished: bool,
    /// The log-likelihood of the marks under the record.
    pub score: f32,
}

impl Settled {
    /// Every cell and fill is certain or decided.
    pub fn is_settled(&self) -> bool {
        self.rounds.iter().all(|r| {
            matches!(
                r.fill_verdict,
                FillVerdict::Certain | FillVerdict::Decided { .. }
            ) && r.cells.iter().all(|c| c.verdict.is_settled())
        })
    }

    /// The plies of the record, round by round.
    pub fn plies(&self) -> impl Iterator<Item = &Ply> {
        self.rounds
            .iter()
            .flat_map(|r| r.cells.iter().filter_map(|c| c.ply.as_ref()))
    }
}

/// One step of the sheet, in order.
#[derive(Clone, Copy)]
enum Step {
    Header(usize),
    Cell(usize, usize),
}

/// A choice made at one step.
#[derive(Clone, Debug, PartialEq)]
enum Choice {
    /// A header with no fill (round 1, or the record does not reach the round).
    NoFill,
    /// The section goes on with the round before.
    Continue,
    /// The round starts with this fill.
    Fill(Fill),
    /// The cell is empty.
    Empty,
    /// The cell holds this ply, ticked as `reading`.
    Entry { ply: Ply, reading: Reading },
}

impl Choice {
    fn reading(&self) -> Option<Reading> {
        match self {
            Choice::Entry { reading, .. } => Some(reading.clone()),
            _ => None,
        }
    }

    /// The same choice, or entries ticked alike (the record's text is the same there,
    /// whatever the plies before).
    fn same(&self, other: &Choice) -> bool {
        match (self, other) {
            (
                Choice::Entry {
                    ply: a,
                    reading: ra,
                },
                Choice::Entry {
                    ply: b,
                    reading: rb,
                },
            ) => (a.mv == b.mv && a.kind == b.kind) || ra == rb,
            (a, b) => a == b,
        }
    }
}

/// Hypotheses the beam dropped (or kept but did not choose): score and history.
type Dropped = Vec<(f32, Option<Rc<Node>>)>;

struct Node {
    prev: Option<Rc<Node>>,
    choice: Choice,
    local: f32,
}

#[derive(Clone)]
struct Hyp {
    m: Match,
    score: f32,
    /// The record stopped: every later step is empty.
    ended: bool,
    /// The deadlock's repeated `0` has been written this round.
    confirmed: bool,
    hist: Option<Rc<Node>>,
}

impl Hyp {
    fn with(&self, choice: Choice, local: f32) -> Hyp {
        let mut h = self.clone();
        h.score += local;
        h.hist = Some(Rc::new(Node {
            prev: self.hist.clone(),
            choice,
            local,
        }));
        h
    }

    fn key(&self) -> (Position, u32, u32, u32, bool, bool) {
        let s = self.m.score();
        (
            *self.m.position(),
            self.m.round(),
            s[Side::Black],
            s[Side::White],
            self.ended,
            self.confirmed,
        )
    }
}

fn history(node: &Option<Rc<Node>>) -> Vec<(Choice, f32)> {
    let mut out = Vec::new();
    let mut at = node.clone();
    while let Some(n) = at {
        out.push((n.choice.clone(), n.local));
        at = n.prev.clone();
    }
    out.reverse();
    out
}

/// Every way one step can go from a hypothesis.
fn expand(h: &Hyp, step: Step, sheets: &[RoundSheet], opts: &SettleOptions, out: &mut Vec<Hyp>) {
    match step {
        Step::Header(r) => {
            let marks = &sheets[r].header;
            let best = marks.best_score();
            let start = |f: Option<Fill>, before: Option<(u32, u32)>| {
                marks.section(SectionMarks::New) + marks.score(f, before) - best
            };
            let blank = marks.section(SectionMarks::Neither) + marks.score(None, None) - best;
            if h.ended {
                out.push(h.with(Choice::NoFill, blank));
                return;
            }
            if r == 0 {
                // Round 1 has no fill; the score before it, 0 0, may be ticked or not.
                let first = start(None, None).max(start(None, Some((0, 0))));
                out.push(h.with(Choice::NoFill, first));
                return;
            }
            // Going on with the round before: while it is being played, or to write the
            // repeated `0` of a deadlock.
            let pending = match h.m.position().result() {
                None => true,
                Some(res) => res.reason == WinReason::Deadlock && !h.confirmed,
            };
            if pending {
                let local = marks.section(SectionMarks::Continued) + marks.score(None, None) - best;
                out.push(h.with(Choice::Continue, local));
            }
            match h.m.round_end() {
                Some(end) if !end.match_over => {
                    let before = Some((end.score[Side::Black], end.score[Side::White]));
                    for fill in [Fill::Left, Fill::Right] {
                        let mut next = h.with(Choice::Fill(fill), start(Some(fill), before));
                        if next.m.next_round(fill).is_ok() {
                            next.confirmed = false;
                            out.push(next);
                        }
                    }
                }
                // The match is over, or its round is not: the record stops here.
                _ => {
                    let stop = if h.m.round_end().is_none() {
                        opts.stop
                    } else {
                        0.0
                    };
                    let mut next = h.with(Choice::NoFill, blank - stop);
                    next.ended = true;
                    out.push(next);
                }
            }
        }
        Step::Cell(r, i) => {
            let cell = &sheets[r].cells[i];
            let pos = *h.m.position();
            // Scores are counted from the best any reading could have: a record's score is
            // then 0 when every cell fits its marks perfectly, and a dropped hypothesis's
            // score bounds every record that continues it.
            let best = cell.marks.best_score();
            let empty = cell.marks.score(None) - best;
            let ours = !h.ended && cell.side == pos.turn();
            if ours && pos.result().is_none() {
                // An empty cell where a ply is due: the record stops here.
                let mut stop = h.with(Choice::Empty, empty - opts.stop);
                stop.ended = true;
                out.push(stop);
            } else {
                out.push(h.with(Choice::Empty, empty));
            }
            if !ours {
                return;
            }
            match pos.result() {
                None => {
                    for mv in pos.legal_moves() {
                        let ply = Ply::new(pos, mv);
                        let Some((reading, local)) = Reading::variants(&pos, mv)
                            .into_iter()
                            .map(|v| {
                                let s = cell.marks.score(Some(&v)) - best;
                                (v, s)
                            })
                            .max_by(|a, b| a.1.total_cmp(&b.1))
                        else {
                            continue;
                        };
                        let mut next = h.with(Choice::Entry { ply, reading }, local);
                        next.m.play_unchecked(mv);
                        out.push(next);
                    }
                }
                Some(res) if res.reason == WinReason::Deadlock && !h.confirmed => {
                    // D8: the repeated `0` a record may write after a deadlock.
                    if let Some(reading) = Reading::of(&pos, Move::Pass) {
                        let local = cell.marks.score(Some(&reading)) - best;
                        let mut ply = Ply::new(pos, Move::Pass);
                        ply.kind = PlyKind::DeadlockConfirm;
                        let mut next = h.with(Choice::Entry { ply, reading }, local);
                        next.confirmed = true;
                        out.push(next);
                    }
                }
                Some(_) => {}
            }
        }
    }
}

fn steps(sheets: &[RoundSheet]) -> Vec<Step> {
    let mut steps = Vec::new();
    for (r, sheet) in sheets.iter().enumerate() {
        steps.push(Step::Header(r));
        steps.extend((0..sheet.cells.len()).map(|i| Step::Cell(r, i)));
    }
    steps
}

/// The beam search for one match length: the best hypothesis and every dropped or
/// final competitor, each with the score that bounds its completions.
fn search(sheets: &[RoundSheet], kind: MatchKind, opts: &SettleOptions) -> (Hyp, Dropped) {
    let mut beam = vec![Hyp {
        m: Match::new(kind),
        score: 0.0,
        ended: false,
        confirmed: false,
        hist: None,
    }];
    let mut dropped: Dropped = Vec::new();
    let mut next = Vec::new();
    for step in steps(sheets) {
        next.clear();
        for h in &beam {
            expand(h, step, sheets, opts, &mut next);
        }
        next.sort_by(|a, b| b.score.total_cmp(&a.score));
        let mut seen = HashMap::new();
        beam.clear();
        for h in next.drain(..) {
            if beam.len() < opts.beam.max(1) && seen.insert(h.key(), ()).is_none() {
                beam.push(h);
            } else {
                dropped.push((h.score, h.hist));
            }
        }
    }
    let mut finals = beam.into_iter();
    let best = finals.next().expect("the beam always keeps a hypothesis");
    dropped.extend(finals.map(|h| (h.score, h.hist)));
    (best, dropped)
}

/// Settle a sheet: the most plausible record that replays, with a verdict on every cell.
/// With `kind` unknown, every match length is tried and the best-fitting one kept
/// (a finished match first, then the shortest).
pub fn settle(sheets: &[RoundSheet], kind: Option<MatchKind>, opts: &SettleOptions) -> Settled {
    let kinds: Vec<MatchKind> = match kind {
        Some(k) => vec![k],
        None => MatchKind::ALL.to_vec(),
    };
    let mut best: Option<(MatchKind, Hyp, Dropped)> = None;
    for k in kinds {
        let (h, dropped) = search(sheets, k, opts);
        let better = match &best {
            None => true,
            Some((_, b, _)) => {
                let finished = |h: &Hyp| h.m.round_end().is_some_and(|e| e.match_over);
                h.score > b.score + 1e-3
                    || (h.score > b.score - 1e-3 && finished(&h) && !finished(b))
            }
        };
        if better {
            best = Some((k, h, dropped));
        }
    }
    let (kind, best, dropped) = best.expect("at least one match length is tried");
    outcome(sheets, kind, &best, &dropped, opts)
}

/// The score after the last section, when the record reaches it and its round is over.
fn close_section(rounds: &mut [RoundOutcome], m: &Match) {
    if let Some(last) = rounds.last_mut()
        && last.number.is_some()
        && let Some(end) = m.round_end()
    {
        last.score = Some((end.score[Side::Black], end.score[Side::White]));
    }
}

/// Whether `reading` is how a legal ply of `pos` is ticked, in a cell of the side to move
/// (`turn`): a move, or the deadlock's repeated `0` when it is not written yet.
fn legal_here(pos: &Position, turn: bool, confirmed: bool, reading: &Reading) -> bool {
    if !turn {
        return false;
    }
    match pos.result() {
        None => pos
            .legal_moves()
            .into_iter()
            .any(|mv| Reading::variants(pos, mv).contains(reading)),
        Some(res) if res.reason == WinReason::Deadlock && !confirmed => {
            Reading::of(pos, Move::Pass).as_ref() == Some(reading)
        }
        Some(_) => false,
    }
}

fn outcome(
    sheets: &[RoundSheet],
    kind: MatchKind,
    best: &Hyp,
    dropped: &[(f32, Option<Rc<Node>>)],
    opts: &SettleOptions,
) -> Settled {
    let chosen = history(&best.hist);
    let steps = steps(sheets);
    // For every step, the readings of the competitors that differ there.
    let mut contested: Vec<Vec<(Choice, f32)>> = vec![Vec::new(); steps.len()];
    let prefix: Vec<f32> = chosen
        .iter()
        .scan(0.0f32, |acc, (_, local)| {
            *acc += local;
            Some(*acc)
        })
        .collect();
    for (score, hist) in dropped {
        let theirs = history(hist);
        let Some(at) = theirs.len().checked_sub(1) else {
            continue;
        };
        // How much worse than the record it was when it was dropped, over the same steps.
        let gap = prefix[at] - score;
        if gap >= opts.margin * 2.0 + opts.illegal {
            continue;
        }
        for (i, (c, _)) in theirs.into_iter().enumerate() {
            if c.same(&chosen[i].0) {
                continue;
            }
            match contested[i].iter_mut().find(|(o, _)| o.same(&c)) {
                Some((_, g)) => *g = g.min(gap),
                None => contested[i].push((c, gap)),
            }
        }
    }
    for alts in &mut contested {
        alts.sort_by(|a, b| a.1.total_cmp(&b.1));
    }
    let mut rounds: Vec<RoundOutcome> = Vec::new();
    let mut number = 0u32;
    let mut reached = true;
    // The record replayed along the steps: what is legal at each cell, and each round's
    // score after its sections.
    let mut m = Match::new(kind);
    // The deadlock's repeated `0` is written (this round).
    let mut confirmed = false;
    // The record stopped before the match was over: later ticks are left out of it.
    let mut stopped = false;
    for (i, step) in steps.iter().enumerate() {
        let (choice, local) = &chosen[i];
        let alts = &contested[i];
        let close = alts.iter().any(|(_, g)| *g < opts.margin);
        match *step {
            Step::Header(r) => {
                close_section(&mut rounds, &m);
                let marks = &sheets[r].header;
                let fill = match choice {
                    Choice::Fill(f) => Some(*f),
                    _ => None,
                };
                let continued = *choice == Choice::Continue;
                if !continued {
                    if r == 0 || fill.is_some() {
                        number += 1;
                    } else {
                        reached = false;
                    }
                }
                if let Some(f) = fill {
                    // The beam started this round only where it can start.
                    let _ = m.next_round(f);
                    confirmed = false;
                } else if !continued && r > 0 && m.round_end().is_none_or(|e| !e.match_over) {
                    stopped = true;
                }
                let said = if continued {
                    SectionMarks::Continued
                } else if reached {
                    SectionMarks::New
                } else {
                    SectionMarks::Neither
                };
                let section_marks = marks.section_alone();
                let (alone, clear) = marks.alone();
                let fill_verdict = if -local > opts.illegal {
                    FillVerdict::Illegal { marks: alone }
                } else if close {
                    FillVerdict::Uncertain
                } else if clear && alone == fill && section_marks == said {
                    FillVerdict::Certain
                } else {
                    FillVerdict::Decided { marks: alone }
                };
                rounds.push(RoundOutcome {
                    number: reached.then_some(number),
                    continued,
                    section_marks,
                    fill,
                    fill_verdict,
                    cells: Vec::new(),
                    score: None,
                });
            }
            Step::Cell(r, c) => {
                let cell = &sheets[r].cells[c];
                let alone = cell.marks.alone();
                let reading = choice.reading();
                let pos = *m.position();
                let turn = cell.side == pos.turn();
                if reading.is_none() && turn && pos.result().is_none() {
                    // An empty cell where a ply is due: the record stops here.
                    stopped = true;
                }
                let verdict = match &alone.reading {
                    // Ticks after the record stopped: an entry it leaves out.
                    Some(r) if stopped && reading.is_none() => {
                        Verdict::LeftOut { marks: r.clone() }
                    }
                    // Ticks far from the record's reading that no legal move here has.
                    Some(r) if -local > opts.illegal && !legal_here(&pos, turn, confirmed, r) => {
                        Verdict::Illegal {
                            marks: alone.reading.clone(),
                        }
                    }
                    _ if close => Verdict::Uncertain {
                        alternatives: alts
                            .iter()
                            .filter(|(_, g)| *g < opts.margin)
                            .map(|(c, g)| (c.reading(), *g))
                            .collect(),
                    },
                    // Ticks that clearly say another legal move than the record's.
                    Some(_) if -local > opts.illegal && alone.clear && alone.reading != reading => {
                        Verdict::Uncertain {
                            alternatives: vec![(alone.reading.clone(), -local)],
                        }
                    }
                    _ if alone.clear && alone.reading == reading => Verdict::Certain,
                    _ => Verdict::Decided {
                        marks: alone.reading.clone(),
                        alternatives: alts.iter().take(3).map(|(c, _)| c.reading()).collect(),
                    },
                };
                let ply = match choice {
                    Choice::Entry { ply, .. } => Some(*ply),
                    _ => None,
                };
                if let Some(ply) = ply {
                    if ply.kind == PlyKind::DeadlockConfirm {
                        confirmed = true;
                    } else {
                        m.play_unchecked(ply.mv);
                    }
                }
                let round = rounds.last_mut().expect("a header comes first");
                round.cells.push(CellOutcome {
                    ply,
                    reading,
                    alone,
                    verdict,
                });
            }
        }
    }
    close_section(&mut rounds, &m);
    // A round's score is said once, after its last section.
    for i in 1..rounds.len() {
        if rounds[i].continued {
            rounds[i - 1].score = None;
        }
    }
    Settled {
        kind,
        rounds,
        finished: best.m.round_end().is_some_and(|e| e.match_over),
        score: best.score,
    }
}

#[cfg(test)]
pub(super) mod tests;
