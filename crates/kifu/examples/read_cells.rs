//! Read handwritten cells of the Kamisado sheet with the embedded networks, to try them by
//! hand and to time them.
//!
//! ```sh
//! cargo run --release -p kifu --features handwriting --example read_cells -- \
//!     [--lang en|fr|de] [--repeat N] FIELD=CROP.png…
//! ```
//!
//! `FIELD` is `tower`, `direction`, `distance` or `landing`; each crop is a grey or colour
//! picture of one cell, already cut out. Prints each cell's meanings from the most likely,
//! then the time to load the networks and the time per cell (the mean of `N` reads of
//! every crop, one thread) and what a page of 4 fields × 2 sides × 40 entries takes.

use std::process::ExitCode;
use std::time::Instant;

use kifu::handwriting::{Field, Recogniser};
use kifu::kamisado::Lang;

fn main() -> ExitCode {
    let mut lang = None;
    let mut repeat = 1usize;
    let mut cells = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--lang" => {
                lang = match args.next().as_deref() {
                    Some("en") => Some(Lang::En),
                    Some("fr") => Some(Lang::Fr),
                    Some("de") => Some(Lang::De),
                    _ => return usage(),
                }
            }
            "--repeat" => match args.next().and_then(|n| n.parse().ok()) {
                Some(n) if n > 0 => repeat = n,
                _ => return usage(),
            },
            cell => {
                let Some((field, path)) = cell.split_once('=') else {
                    return usage();
                };
                let field = match field {
                    "tower" => Field::Tower,
                    "direction" => Field::Direction,
                    "distance" => Field::Distance,
                    "landing" => Field::Landing,
                    _ => return usage(),
                };
                match image::open(path) {
                    Ok(img) => cells.push((field, path.to_string(), img.into_luma8())),
                    Err(e) => {
                        eprintln!("{path}: {e}");
                        return ExitCode::FAILURE;
                    }
                }
            }
        }
    }
    if cells.is_empty() {
        return usage();
    }
    let start = Instant::now();
    let reader = match Recogniser::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let load = start.elapsed();
    for (field, path, crop) in &cells {
        match reader.read(*field, crop, lang) {
            Ok(reading) => {
                let ranked: Vec<String> = reading
                    .ranked()
                    .iter()
                    .take(3)
                    .map(|(m, p)| format!("{m:?} {p:.3}"))
                    .collect();
                println!("{path}: {}", ranked.join(", "));
            }
            Err(e) => {
                eprintln!("{path}: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let start = Instant::now();
    for _ in 0..repeat {
        for (field, _, crop) in &cells {
            let _ = reader.read(*field, crop, lang);
        }
    }
    let per_cell = start.elapsed().as_secs_f64() / (repeat * cells.len()) as f64;
    eprintln!(
        "networks loaded in {:.1} ms; {:.3} ms a cell; {:.0} ms a page of 320 cells",
        load.as_secs_f64() * 1e3,
        per_cell * 1e3,
        per_cell * 320.0 * 1e3
    );
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!(
        "usage: read_cells [--lang en|fr|de] [--repeat N] FIELD=CROP.png…  \
         (FIELD: tower, direction, distance, landing)"
    );
    ExitCode::FAILURE
}
