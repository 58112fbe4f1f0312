//! Measuring the scanner on synthetic photos of generated matches
//! ([`super::super::tick_photo`]): how many entries the marks alone read exactly, how many
//! records come back exact, flagged or wrong, and the time spent per page. Used by the
//! test suite and by `examples/scan_suite.rs`, which prints the figures of BENCHMARKS.md.

use std::collections::HashMap;
use std::time::Instant;

use super::super::ast::MatchKind;
use super::super::board::Side;
use super::super::generate::{Generator, entry_text};
use super::super::tick_photo::{PhotoMaker, PhotoOptions};
use super::super::ticks::{self, Action, BoxKind, TickEntry};
use super::read::{self, PageRead};
use super::settle::{self, Reading, SettleOptions};
use super::{CellAt, assemble};

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
    /// Entries whose ticks were all made and none doubled (faint ones count): the ones
    /// the marks alone can read.
    pub entries_whole: u32,
    /// Of those, the entries the marks alone read exactly.
    pub exact_alone_whole: u32,
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

    /// Per cent of whole entries (no tick missing or doubled) read exactly from the marks.
    pub fn alone_whole_percent(&self) -> f64 {
        100.0 * f64::from(self.exact_alone_whole) / f64::from(self.entries_whole.max(1))
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

/// Photograph match `seed` of `kind`, scan it, and add what happened to `tally`.
pub fn scan_match(
    maker: &mut PhotoMaker,
    seed: u64,
    kind: MatchKind,
    options: &PhotoOptions,
    tally: &mut Tally,
) -> Result<(), String> {
    let game = Generator::new(seed).random_match(kind);
    let photos = maker
        .photograph_game(&game, seed, options)
        .map_err(|e| e.to_string())?;
    let rounds = ticks::rounds_of(&game);
    let placement = ticks::place(&rounds);
    tally.matches += 1;
    // Entry halves with a missing or doubled tick, as (line, side).
    let mut faulty: std::collections::HashSet<(u32, Side)> = std::collections::HashSet::new();
    for photo in &photos {
        let stray = photo
            .truth
            .marks
            .iter()
            .filter(|m| !m.intended)
            .map(|m| &m.kind);
        for kind in stray.chain(photo.truth.missing()) {
            if let BoxKind::Entry { entry, side, .. } = *kind {
                faulty.insert((entry, side));
            }
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
            Ok(p) => pages.push(p),
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
    for (r, cells) in sheet.cells.iter().enumerate() {
        for (i, at) in cells.iter().enumerate() {
            let CellAt { line, side, .. } = *at;
            by_place.insert((line, side), (r, i));
        }
    }
    let mut exact = settled.rounds.iter().filter(|r| r.number.is_some()).count()
        == game.rounds.len()
        && tally.pages_unread == 0;
    let flagged = !settled.is_settled() || pages.len() < photos.len() || !sheet.notes.is_empty();
    for (r, round) in rounds.iter().enumerate() {
        let fill = settled.rounds.get(r).and_then(|o| o.fill);
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
            if !faulty.contains(&(line, e.side)) {
                tally.entries_whole += 1;
                tally.exact_alone_whole += u32::from(read);
            }
            let out = settled.rounds.get(sr).and_then(|o| o.cells.get(si));
            let got = out.and_then(|c| c.ply.as_ref()).map(entry_text);
            if got.as_deref() != Some(&**truth) {
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
