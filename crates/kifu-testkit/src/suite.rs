//! Measuring the scanner on synthetic photos of generated matches
//! ([`crate::photo`]): how many entries the marks alone read exactly, how many
//! records come back exact, flagged or wrong, and the time spent per page. Used by the
//! test suite and by `examples/scan_suite.rs`, which prints the figures of BENCHMARKS.md.

use std::collections::HashMap;
use std::time::Instant;

use kifu::kamisado::scan::read::{self, PageRead};
use kifu::kamisado::scan::settle::{self, Reading, SettleOptions};
use kifu::kamisado::scan::{CellAt, assemble};
use kifu::kamisado::tick_form::{self as ticks, Action, BoxKind, TickEntry};
use kifu::kamisado::{Generator, entry_text};
use kifu::kamisado::{MatchKind, Side};

use crate::photo::{PhotoMaker, PhotoOptions, Stroke};

/// What is wrong with an entry's ticks on the paper: the worst of its marks' faults, in
/// this order (a missing tick is worse than a stray mark, which is worse than a doubled
/// or a faint one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fault {
    /// Every tick firm, drawn once, in its box.
    Clean,
    /// A tick drawn faintly.
    Faint,
    /// A tick gone over twice, in its own box.
    Doubled,
    /// A neighbouring box of a field filled solid: a tick taken back, as the form says.
    Corrected,
    /// A stray second mark in a neighbouring box of a field.
    Stray,
    /// A box to tick left blank.
    Missing,
}

impl Fault {
    /// Every class, in [`Fault::index`] order.
    pub const ALL: [Fault; 6] = [
        Fault::Clean,
        Fault::Faint,
        Fault::Doubled,
        Fault::Corrected,
        Fault::Stray,
        Fault::Missing,
    ];

    /// The class's index in [`Tally::by_fault`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// A word for the class.
    pub const fn name(self) -> &'static str {
        match self {
            Fault::Clean => "clean",
            Fault::Faint => "faint",
            Fault::Doubled => "doubled",
            Fault::Corrected => "corrected",
            Fault::Stray => "stray",
            Fault::Missing => "missing",
        }
    }

    /// Whether the marks alone can say the entry: every tick is there and no other box
    /// carries ink.
    pub const fn readable(self) -> bool {
        matches!(
            self,
            Fault::Clean | Fault::Faint | Fault::Doubled | Fault::Corrected
        )
    }
}

/// Entries of one fault class, and how many of them the marks alone read exactly.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ClassTally {
    /// Entries of the class.
    pub entries: u32,
    /// Of those, read exactly from the marks alone.
    pub exact_alone: u32,
    /// Of those, flagged in the record (a problem on the entry).
    pub flagged: u32,
}

/// The figures of a run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    /// Matches scanned.
    pub matches: u32,
    /// Pages photographed.
    pub pages: u32,
    /// Pages whose markers or page code could not be read.
    pub pages_unread: u32,
    /// Entries on the sheets.
    pub entries: u32,
    /// Entries the marks alone read exactly (box by box, without the rules).
    pub exact_alone: u32,
    /// Entries by the worst fault of their ticks ([`Fault::index`]).
    pub by_fault: [ClassTally; 6],
    /// Records that came back exactly.
    pub records_exact: u32,
    /// Records that came back with a problem reported (an entry, header or page flagged).
    pub records_flagged: u32,
    /// Records that came back wrong with nothing flagged: must stay 0.
    pub records_wrong_silent: u32,
    /// Entries that came back wrong and were flagged.
    pub entries_wrong_flagged: u32,
    /// Entries that came back wrong without a flag on them.
    pub entries_wrong_silent: u32,
    /// Entries that came back right but flagged (uncertain or illegal): false alarms.
    pub entries_right_flagged: u32,
    /// Sections whose `new` / `continued` boxes read alone are not what the record has
    /// (decided by the rules, or flagged with the header).
    pub sections_noted: u32,
    /// Round fills left uncertain or illegal.
    pub fills_open: u32,
    /// Seconds spent reading pages (markers, page code, boxes).
    pub read_seconds: f64,
    /// Seconds spent settling.
    pub settle_seconds: f64,
}

impl Tally {
    /// Per cent of entries read exactly from the marks alone.
    pub fn alone_percent(&self) -> f64 {
        100.0 * f64::from(self.exact_alone) / f64::from(self.entries.max(1))
    }

    /// Entries the marks alone can say (no tick missing, no stray mark), and how many of
    /// them they read exactly.
    pub fn readable(&self) -> (u32, u32) {
        Fault::ALL
            .iter()
            .filter(|f| f.readable())
            .map(|f| self.by_fault[f.index()])
            .fold((0, 0), |(n, e), c| (n + c.entries, e + c.exact_alone))
    }

    /// Milliseconds per page, reading and settling.
    pub fn ms_per_page(&self) -> f64 {
        1000.0 * (self.read_seconds + self.settle_seconds) / f64::from(self.pages.max(1))
    }
}

/// Does a reading say what the form's entry says?
fn same(r: &Reading, e: &TickEntry) -> bool {
    let step = match e.action {
        Action::Step(d) => e.distance.map(|n| (d, n)),
        Action::Blocked => None,
    };
    r.towers.as_slice() == [e.tower] && r.step == step && r.landing == e.landing
}

/// What a box of the photographed page really holds, for calibrating the reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InkClass {
    /// No mark, and none meant.
    Blank,
    /// A firm mark in a box to tick, drawn once.
    Firm,
    /// A faint mark in a box to tick.
    Faint,
    /// A firm mark gone over twice.
    Doubled,
    /// A stray mark in a box not to tick.
    Stray,
    /// A box to tick left blank.
    Missing,
    /// A box filled solid: a tick taken back.
    Filled,
}

impl InkClass {
    /// Every class, in [`Inks::bins`] order.
    pub const ALL: [InkClass; 7] = [
        InkClass::Blank,
        InkClass::Firm,
        InkClass::Faint,
        InkClass::Doubled,
        InkClass::Stray,
        InkClass::Missing,
        InkClass::Filled,
    ];

    /// Whether the box carries a tick's ink (a box filled solid does not count).
    pub const fn inked(self) -> bool {
        !matches!(self, InkClass::Blank | InkClass::Missing | InkClass::Filled)
    }
}

/// Histograms of the reader's ink ([`read::BoxRead::ink`]) by what the boxes really hold.
#[derive(Clone, Debug, PartialEq)]
pub struct Inks {
    /// Counts per class ([`InkClass::ALL`] order), per bin of [`Inks::WIDTH`] from
    /// [`Inks::LOW`]; values outside go to the first or last bin.
    pub bins: [Vec<u32>; 7],
}

impl Default for Inks {
    fn default() -> Inks {
        Inks {
            bins: std::array::from_fn(|_| vec![0; Inks::COUNT]),
        }
    }
}

impl Inks {
    /// The lowest ink binned.
    pub const LOW: f32 = -0.05;
    /// The width of a bin.
    pub const WIDTH: f32 = 0.0025;
    /// The number of bins (up to ink 0.6).
    pub const COUNT: usize = 260;

    /// Count one box.
    pub fn add(&mut self, class: InkClass, ink: f32) {
        let i = ((ink - Inks::LOW) / Inks::WIDTH)
            .floor()
            .clamp(0.0, (Inks::COUNT - 1) as f32);
        let c = InkClass::ALL.iter().position(|&k| k == class).unwrap_or(0);
        self.bins[c][i as usize] += 1;
    }

    /// The middle of bin `i`.
    pub fn centre(i: usize) -> f32 {
        Inks::LOW + Inks::WIDTH * (i as f32 + 0.5)
    }

    /// Per bin: boxes with ink, boxes without.
    fn inked_and_not(&self) -> Vec<(f64, f64, f64)> {
        (0..Inks::COUNT)
            .map(|i| {
                let (mut yes, mut no) = (0.0, 0.0);
                for (c, class) in InkClass::ALL.iter().enumerate() {
                    let n = f64::from(self.bins[c][i]);
                    if class.inked() {
                        yes += n;
                    } else {
                        no += n;
                    }
                }
                (f64::from(Inks::centre(i)), yes, no)
            })
            .collect()
    }

    /// The mean log loss (nats per box) of the curve p(ink) = 1 / (1 + e^−(ink − half) /
    /// scale) at telling boxes with ink from boxes without, p kept within [floor, 1 − floor].
    pub fn log_loss(&self, half: f64, scale: f64, floor: f64) -> f64 {
        let (mut loss, mut n) = (0.0, 0.0);
        for (x, yes, no) in self.inked_and_not() {
            let p = (1.0 / (1.0 + (-(x - half) / scale).exp())).clamp(floor, 1.0 - floor);
            loss -= yes * p.ln() + no * (1.0 - p).ln();
            n += yes + no;
        }
        loss / n.max(1.0)
    }

    /// The logistic curve (half, scale) that fits these boxes best (maximum likelihood,
    /// Newton's method), starting from `start`.
    pub fn fit(&self, start: (f64, f64)) -> (f64, f64) {
        let data = self.inked_and_not();
        // p = σ(a + b·x): half = −a/b, scale = 1/b.
        let (mut a, mut b) = (-start.0 / start.1, 1.0 / start.1);
        for _ in 0..100 {
            let (mut ga, mut gb, mut haa, mut hab, mut hbb) = (0.0, 0.0, 0.0, 0.0, 0.0);
            for &(x, yes, no) in &data {
                let p = 1.0 / (1.0 + (-(a + b * x)).exp());
                let r = yes * (1.0 - p) - no * p;
                let w = (yes + no) * p * (1.0 - p);
                ga += r;
                gb += r * x;
                haa += w;
                hab += w * x;
                hbb += w * x * x;
            }
            let det = haa * hbb - hab * hab;
            if det.abs() < 1e-12 {
                break;
            }
            let da = (hbb * ga - hab * gb) / det;
            let db = (haa * gb - hab * ga) / det;
            a += da;
            b += db;
            if da.abs() + db.abs() < 1e-9 {
                break;
            }
        }
        (-a / b, 1.0 / b)
    }
}

/// What a run can collect besides its [`Tally`], to look into: the ink of every box by
/// what it holds, and a line on every entry misread by the marks alone (of those the marks
/// can say) and on every entry flagged but right.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Probe {
    /// Ink histograms.
    pub inks: Inks,
    /// Entries with every tick there and no stray mark that the marks alone misread.
    pub misread: Vec<String>,
    /// Entries that came back right but flagged.
    pub false_flags: Vec<String>,
    /// Every box as dark as a box filled solid can be ([`read::FILLED_INK`]): what it
    /// holds, its ink and its spread ([`read::BoxRead::spread`]).
    pub dark: Vec<(InkClass, f32, f32)>,
}

/// The probabilities of an entry's boxes, field by field, two digits each.
fn marks_text(m: &settle::EntryMarks) -> String {
    let f = |xs: &[f32]| {
        xs.iter()
            .map(|p| format!("{:02}", (p * 99.0).round() as u32))
            .collect::<Vec<_>>()
            .join(" ")
    };
    format!(
        "tower [{}] dir [{}] dist [{}] landing [{}]",
        f(&m.tower),
        f(&m.direction),
        f(&m.distance),
        f(&m.landing)
    )
}

/// Photograph match `seed` of `kind`, scan it, and add what happened to `tally` (and to
/// `probe`, when given).
pub fn scan_match(
    maker: &mut PhotoMaker,
    seed: u64,
    kind: MatchKind,
    options: &PhotoOptions,
    tally: &mut Tally,
    mut probe: Option<&mut Probe>,
) -> Result<(), String> {
    let game = Generator::new(seed).random_match(kind);
    let photos = maker
        .photograph_game(&game, seed, options)
        .map_err(|e| e.to_string())?;
    let rounds = crate::fill::rounds_of(&game);
    let placement = ticks::place(&rounds);
    tally.matches += 1;
    // The worst fault of each entry half's ticks, by (line, side).
    let mut faults: HashMap<(u32, Side), Fault> = HashMap::new();
    for photo in &photos {
        let mut note = |kind: &BoxKind, f: Fault| {
            if let BoxKind::Entry { entry, side, .. } = *kind {
                let e = faults.entry((entry, side)).or_insert(f);
                *e = (*e).max(f);
            }
        };
        for m in &photo.truth.marks {
            let f = match (m.intended, m.doubled, m.faint) {
                (false, _, _) if m.stroke == Stroke::Solid => Fault::Corrected,
                (false, _, _) => Fault::Stray,
                (true, true, _) => Fault::Doubled,
                (true, false, true) => Fault::Faint,
                (true, false, false) => Fault::Clean,
            };
            note(&m.kind, f);
        }
        for kind in photo.truth.missing() {
            note(kind, Fault::Missing);
        }
    }
    let mut pages: Vec<PageRead> = Vec::new();
    for photo in &photos {
        tally.pages += 1;
        let gray =
            image::DynamicImage::ImageRgb8(photo.image().map_err(|e| e.to_string())?).to_luma8();
        let t = Instant::now();
        let page = read::read_page(&gray);
        tally.read_seconds += t.elapsed().as_secs_f64();
        match page {
            Ok(p) => {
                if let Some(probe) = probe.as_deref_mut() {
                    for b in &p.boxes {
                        let mark = photo.truth.marks.iter().find(|m| m.kind == b.tick.id);
                        let class = match mark {
                            Some(m) if m.stroke == Stroke::Solid => InkClass::Filled,
                            Some(m) if !m.intended => InkClass::Stray,
                            Some(m) if m.faint => InkClass::Faint,
                            Some(m) if m.doubled => InkClass::Doubled,
                            Some(_) => InkClass::Firm,
                            None if photo.truth.intended.contains(&b.tick.id) => InkClass::Missing,
                            None => InkClass::Blank,
                        };
                        probe.inks.add(class, b.ink);
                        if b.ink >= read::FILLED_INK {
                            probe.dark.push((class, b.ink, b.spread));
                        }
                    }
                }
                pages.push(p);
            }
            Err(_) => tally.pages_unread += 1,
        }
    }
    pages.sort_by_key(|p| p.code.page);
    let sheet = assemble(&pages);
    let t = Instant::now();
    let settled = settle::settle(&sheet.rounds, None, &SettleOptions::default());
    tally.settle_seconds += t.elapsed().as_secs_f64();
    // Each cell of the sheet by its place on the paper.
    let mut by_place: HashMap<(u32, Side), (usize, usize)> = HashMap::new();
    for (r, place) in sheet.places.iter().enumerate() {
        for (i, at) in place.cells.iter().enumerate() {
            let CellAt { line, side, .. } = *at;
            by_place.insert((line, side), (r, i));
        }
    }
    // The sections that start a round, in order.
    let starts: Vec<&settle::RoundOutcome> = settled
        .rounds
        .iter()
        .filter(|r| r.number.is_some() && !r.continued)
        .collect();
    let mut exact = starts.len() == game.rounds.len() && pages.len() == photos.len();
    let flagged = !settled.is_settled() || pages.len() < photos.len();
    tally.sections_noted += settled
        .rounds
        .iter()
        .filter(|r| {
            let said = match (r.number, r.continued) {
                (None, _) => settle::SectionMarks::Neither,
                (Some(_), true) => settle::SectionMarks::Continued,
                (Some(_), false) => settle::SectionMarks::New,
            };
            r.section_marks != said
        })
        .count() as u32;
    tally.fills_open += settled
        .rounds
        .iter()
        .filter(|r| {
            matches!(
                r.fill_verdict,
                settle::FillVerdict::Uncertain | settle::FillVerdict::Illegal { .. }
            )
        })
        .count() as u32;
    for (r, round) in rounds.iter().enumerate() {
        let fill = starts.get(r).and_then(|o| o.fill);
        if fill != round.fill {
            exact = false;
        }
        for (k, e) in round.entries.iter().enumerate() {
            tally.entries += 1;
            let line = placement.lines[r][k];
            let truth = &game.rounds[r].moves[k].written;
            let Some(&(sr, si)) = by_place.get(&(line, e.side)) else {
                exact = false;
                tally.entries_wrong_flagged += 1;
                continue;
            };
            let cell = &sheet.rounds[sr].cells[si];
            let read = cell.marks.alone().reading.is_some_and(|m| same(&m, e));
            tally.exact_alone += u32::from(read);
            let out = settled.rounds.get(sr).and_then(|o| o.cells.get(si));
            let fault = faults.get(&(line, e.side)).copied().unwrap_or(Fault::Clean);
            let class = &mut tally.by_fault[fault.index()];
            class.entries += 1;
            class.exact_alone += u32::from(read);
            class.flagged += u32::from(out.is_some_and(|c| !c.verdict.is_settled()));
            let got = out.and_then(|c| c.ply.as_ref()).map(entry_text);
            let place = format!(
                "match {seed}, line {line} {:?} ({fault:?}), {truth}",
                e.side
            );
            if let Some(probe) = probe.as_deref_mut()
                && !read
                && fault.readable()
            {
                probe
                    .misread
                    .push(format!("{place}: {}", marks_text(&cell.marks)));
            }
            if got.as_deref() == Some(&**truth) {
                if let Some(c) = out.filter(|c| !c.verdict.is_settled()) {
                    tally.entries_right_flagged += 1;
                    if let Some(probe) = probe.as_deref_mut() {
                        probe.false_flags.push(format!(
                            "{place}: {:?}: {}",
                            c.verdict,
                            marks_text(&cell.marks)
                        ));
                    }
                }
            } else {
                exact = false;
                if out.is_some_and(|c| c.verdict.is_settled()) {
                    tally.entries_wrong_silent += 1;
                } else {
                    tally.entries_wrong_flagged += 1;
                }
            }
        }
    }
    if exact && !flagged {
        tally.records_exact += 1;
    } else if flagged {
        tally.records_flagged += 1;
    } else {
        tally.records_wrong_silent += 1;
    }
    Ok(())
}
