//! The handwriting reader's suite (issue 36): photos of handwritten sheets made by
//! `tools/handwriting/suite.py` (held-out writers, clean and phone), read as `kifu scan
//! --form handwriting` reads them, and compared with the records written.
//!
//! ```sh
//! cd tools/handwriting && python suite.py --kifu ../../target/release/kifu --out /tmp/hw --sheets 20
//! cargo run --release -p kifu --features handwriting --example hand_suite -- /tmp/hw
//! ```
//!
//! Reports, for the clean and the phone photos: each column's accuracy before settling (the
//! networks' best reading of each written cell), the entries exact after settling, the
//! sheets read exactly, the wrong entries without a `{scan: …}` note (silent: must be 0), the
//! entries flagged, and the time per page (reading and settling, the networks loaded once).

use std::path::Path;
use std::time::Instant;

use kifu::handwriting::{Meaning, Recogniser};
use kifu::kamisado::hand_form::{Field, HandCell};
use kifu::kamisado::scan::hand;
use kifu::kamisado::scan::settle::{self, Reading, SettleOptions, Verdict};
use kifu::kamisado::{Colour, Direction, Lang, Side};

/// One entry of the record written on the sheet: where, and what.
struct Truth {
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

fn truths(record: &serde_json::Value) -> Vec<Truth> {
    let round = &record["rounds"][0];
    let first = usize::from(round["first"] == "white");
    let mut out = Vec::new();
    for (at, mv) in (first..).zip(round["moves"].as_array().expect("moves")) {
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
            line: (at / 2 + 1) as u32,
            side,
            reading,
        });
    }
    out
}

#[derive(Default)]
struct Figures {
    sheets: usize,
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

fn scan(photo: &Path, record: &serde_json::Value, recogniser: &Recogniser, figures: &mut Figures) {
    let gray = image::open(photo).expect("a photo").to_luma8();
    let start = Instant::now();
    let page = hand::read_hand_page(&gray, recogniser, Lang::En);
    let page = match page {
        Ok(p) => p,
        Err(e) => {
            println!("{}: not read: {e:?}", photo.display());
            figures.sheets += 1;
            return;
        }
    };
    let sheet = hand::assemble_hand(std::slice::from_ref(&page));
    let mut settled = settle::settle(&sheet.rounds, None, &SettleOptions::default());
    hand::confirm(&mut settled, &sheet);
    figures.seconds += start.elapsed().as_secs_f64();
    let truths = truths(record);
    // Columns before settling.
    for t in &truths {
        for (i, field) in Field::ALL.into_iter().enumerate() {
            if field == Field::Distance && t.reading.step.is_none() {
                continue;
            }
            let id = HandCell::Entry {
                section: 1,
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
    // Entries after settling, cell by cell of the first block.
    let mut exact_sheet = true;
    let round = settled.rounds.first();
    let places = sheet.places.first();
    for line in 1..=16u32 {
        for side in Side::ALL {
            let truth = truths.iter().find(|t| t.line == line && t.side == side);
            let cell = round.zip(places).and_then(|(r, p)| {
                p.cells
                    .iter()
                    .position(|c| c.line == line && c.side == side)
                    .and_then(|i| r.cells.get(i))
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
                        "{}: SILENT wrong entry at line {line} {side:?}",
                        photo.display()
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
            scan(
                &dir.join(format!("{n}-{kind}.{ext}")),
                &record,
                &recogniser,
                &mut f,
            );
        }
        println!("== {kind}: {} sheets, {} entries", f.sheets, f.entries);
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
            f.seconds / f.sheets.max(1) as f64
        );
    }
}
