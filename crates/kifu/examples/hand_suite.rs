//! The handwriting reader's suite (issue 36): photos of handwritten sheets made by
//! `tools/handwriting/suite.py` (held-out writers, clean and phone), read as `kifu scan
//! --form handwriting` reads them, and compared with the records written.
//!
//! ```sh
//! cd tools/handwriting && python suite.py --kifu ../../target/release/kifu --out /tmp/hw --sheets 20
//! cargo run --release -p kifu --features handwriting --example hand_suite -- /tmp/hw
//! ```
//!
//! A sheet of several pages (`suite.py --match standard`) is read from all its photos
//! (`N-clean-1.png`, `N-clean-2.png`, …) as one record.
//!
//! Reports, for the clean and the phone photos: each column's accuracy before settling (the
//! networks' best reading of each written cell), the entries exact after settling, the
//! sheets read exactly, the wrong entries without a `{scan: …}` note (silent: must be 0), the
//! entries flagged, and the time per page (reading and settling, the networks loaded once).

use std::path::Path;
use std::time::Instant;

use kifu::handwriting::{Meaning, Recogniser};
use kifu::kamisado::hand_form::{self, Field, HandCell};
use kifu::kamisado::scan::hand;
use kifu::kamisado::scan::settle::{self, Reading, SettleOptions, Verdict};
use kifu::kamisado::{Colour, Direction, Lang, Side};

/// One entry of the record written on the sheet: where, and what.
struct Truth {
    page: u32,
    section: u32,
    line: u32,
    side: Side,
    reading: Reading,
}

fn colour(name: &str) -> Colour {
    Colour::ALL
        .into_iter()
        .find(|c| c.name() == name)
        .expect("a colour")
}

/// Where `tools/handwriting/sheet.py` writes each move of the record: the round blocks in
/// order (page 1's two, then page 2's, …), each round from the top of a new block, one
/// longer than a block (16 lines) going on in the next; in a block, line `at / 2 + 1`
/// (`at` counting the round's plies from 1 when White starts it).
fn truths(record: &serde_json::Value) -> Vec<Truth> {
    let mut out = Vec::new();
    let mut block = 0u32;
    for round in record["rounds"].as_array().expect("rounds") {
        let mut at = usize::from(round["first"] == "white");
        for mv in round["moves"].as_array().expect("moves") {
            if at >= 2 * hand_form::ROWS as usize {
                block += 1;
                at -= 2 * hand_form::ROWS as usize;
            }
            let side = if mv["side"] == "black" {
                Side::Black
            } else {
                Side::White
            };
            let step = mv["direction"].as_str().map(|d| {
                let d = [
                    Direction::Straight,
                    Direction::Left,
                    Direction::Right,
                    Direction::Back,
                ]
                .into_iter()
                .find(|x| x.name() == d)
                .expect("a direction");
                (d, mv["distance"].as_u64().expect("a distance") as u8)
            });
            let reading = Reading::single(
                colour(mv["tower"].as_str().expect("a tower")),
                step,
                colour(mv["landing"].as_str().expect("a landing")),
            );
            out.push(Truth {
                page: block / hand_form::ROUNDS + 1,
                section: block % hand_form::ROUNDS + 1,
                line: (at / 2 + 1) as u32,
                side,
                reading,
            });
            at += 1;
        }
        block += 1;
    }
    out
}

#[derive(Default)]
struct Figures {
    sheets: usize,
    pages: usize,
    exact_sheets: usize,
    entries: usize,
    exact: usize,
    flagged: usize,
    silent: usize,
    needs_look: usize,
    /// Per column: (right, read).
    columns: [(usize, usize); 4],
    seconds: f64,
}

/// What a cell's best reading must be for `field` of `truth`.
fn meaning(field: Field, truth: &Reading) -> Meaning {
    match field {
        Field::Tower => Meaning::Colour(truth.towers[0]),
        Field::Landing => Meaning::Colour(truth.landing),
        Field::Direction => truth
            .step
            .map_or(Meaning::Blocked, |s| Meaning::Direction(s.0)),
        Field::Distance => Meaning::Distance(truth.step.map_or(0, |s| s.1)),
    }
}

/// Read the photos of one sheet's pages as `kifu scan --form handwriting` does and compare
/// every entry with the record written.
fn scan(
    photos: &[std::path::PathBuf],
    record: &serde_json::Value,
    recogniser: &Recogniser,
    figures: &mut Figures,
) {
    let grays: Vec<image::GrayImage> = photos
        .iter()
        .map(|p| image::open(p).expect("a photo").to_luma8())
        .collect();
    let name = photos[0].display().to_string();
    let start = Instant::now();
    let mut pages = Vec::new();
    for gray in &grays {
        match hand::read_hand_page(gray, recogniser, Lang::En) {
            Ok(p) => pages.push(p),
            Err(e) => {
                println!("{name}: a page not read: {e:?}");
                figures.sheets += 1;
                return;
            }
        }
    }
    pages.sort_by_key(|p| p.number);
    let sheet = hand::assemble_hand(&pages);
    let mut settled = settle::settle(&sheet.rounds, None, &SettleOptions::default());
    hand::confirm(&mut settled, &sheet);
    figures.seconds += start.elapsed().as_secs_f64();
    figures.pages += pages.len();
    let truths = truths(record);
    // Columns before settling.
    for t in &truths {
        let Some(page) = pages.iter().find(|p| p.number == t.page) else {
            continue;
        };
        for (i, field) in Field::ALL.into_iter().enumerate() {
            if field == Field::Distance && t.reading.step.is_none() {
                continue;
            }
            let id = HandCell::Entry {
                section: t.section,
                line: t.line,
                side: t.side,
                field,
            };
            let cell = page.cells.iter().find(|c| c.cell.id == id).expect("a cell");
            figures.columns[i].1 += 1;
            if cell.reading.as_ref().map(|r| r.best().0) == Some(meaning(field, &t.reading)) {
                figures.columns[i].0 += 1;
            }
        }
    }
    // Entries after settling, cell by cell of every block.
    let mut exact_sheet = true;
    for page in &pages {
        for section in 1..=hand_form::ROUNDS {
            let at = sheet
                .places
                .iter()
                .position(|p| p.header.page == page.number && p.header.section == section);
            for line in 1..=hand_form::ROWS {
                for side in Side::ALL {
                    let truth = truths.iter().find(|t| {
                        (t.page, t.section, t.line, t.side) == (page.number, section, line, side)
                    });
                    let cell = at.and_then(|r| {
                        sheet.places[r]
                            .cells
                            .iter()
                            .position(|c| c.line == line && c.side == side)
                            .and_then(|i| settled.rounds.get(r).and_then(|o| o.cells.get(i)))
                    });
                    let read = cell.and_then(|c| c.reading.clone());
                    let noted = cell.is_some_and(|c| c.verdict != Verdict::Certain);
                    if truth.is_none() && read.is_none() {
                        continue;
                    }
                    figures.entries += usize::from(truth.is_some());
                    let right = truth.map(|t| &t.reading) == read.as_ref();
                    if right {
                        figures.exact += 1;
                    } else {
                        exact_sheet = false;
                        if !noted {
                            figures.silent += 1;
                            println!(
                                "{name}: SILENT wrong entry at page {}, block {section}, line {line} {side:?}",
                                page.number
                            );
                        }
                    }
                    if noted {
                        figures.flagged += 1;
                    }
                    if cell.is_some_and(|c| !c.verdict.is_settled()) {
                        figures.needs_look += 1;
                    }
                }
            }
        }
    }
    figures.sheets += 1;
    figures.exact_sheets += usize::from(exact_sheet);
}

fn pct(a: usize, b: usize) -> String {
    if b == 0 {
        return "–".into();
    }
    format!("{:.1} % ({a}/{b})", 100.0 * a as f64 / b as f64)
}

fn main() {
    let dir = std::env::args().nth(1).expect("the folder suite.py wrote");
    let dir = Path::new(&dir);
    let recogniser = Recogniser::new().expect("the networks load");
    for kind in ["clean", "phone"] {
        let ext = if kind == "clean" { "png" } else { "jpg" };
        let mut f = Figures::default();
        for n in 0.. {
            let json = dir.join(format!("{n}.json"));
            let Ok(text) = std::fs::read_to_string(&json) else {
                break;
            };
            let record: serde_json::Value = serde_json::from_str(&text).expect("JSON");
            // One page: `N-clean.png`; several: `N-clean-1.png`, `N-clean-2.png`, …
            let one = dir.join(format!("{n}-{kind}.{ext}"));
            let photos: Vec<std::path::PathBuf> = if one.exists() {
                vec![one]
            } else {
                (1..)
                    .map(|p| dir.join(format!("{n}-{kind}-{p}.{ext}")))
                    .take_while(|p| p.exists())
                    .collect()
            };
            if photos.is_empty() {
                println!("{n}: no photo");
                continue;
            }
            scan(&photos, &record, &recogniser, &mut f);
        }
        println!(
            "== {kind}: {} sheets ({} pages), {} entries",
            f.sheets, f.pages, f.entries
        );
        for (i, field) in Field::ALL.into_iter().enumerate() {
            let (right, read) = f.columns[i];
            println!(
                "  {:<10} before settling: {}",
                field.name(),
                pct(right, read)
            );
        }
        println!(
            "  entries exact after settling: {}",
            pct(f.exact, f.entries)
        );
        println!("  sheets exact: {}", pct(f.exact_sheets, f.sheets));
        println!(
            "  entries with a {{scan: …}} note: {}",
            pct(f.flagged, f.entries)
        );
        println!(
            "  entries needing a look (uncertain, illegal, left out): {}",
            pct(f.needs_look, f.entries)
        );
        println!("  SILENT wrong entries: {}", f.silent);
        println!(
            "  time per page: {:.3} s",
            f.seconds / f.pages.max(1) as f64
        );
    }
}
