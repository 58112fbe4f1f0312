//! Photos of filled Kamisado tick sheets, for trying `kifu scan` by hand and for timing the
//! photo generator: random matches, each page a JPEG, and beside it what is really on it.
//!
//! ```sh
//! cargo run -p kifu-testkit --release --example tick_photos -- OUT_DIR [MATCHES] [SEED] [--clean]
//! ```
//!
//! For match `i`, page `p`: `OUT_DIR/match-i.kamisado` (the record, canonical layout),
//! `OUT_DIR/match-i-p.jpg` (the photo) and `OUT_DIR/match-i-p.truth` (one line per box
//! that was meant to be ticked or carries ink: `page entry|section side field value`, then
//! `intended`, `stray` or `filled` (a tick taken back), `faint` or `firm`, or `missing` when a box meant to be ticked
//! has no mark). `--clean` gives flat photos with every mark firm (for debugging a
//! reader). The time per page goes to stderr.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use kifu::kamisado::Generator;
use kifu::kamisado::MatchKind;
use kifu::kamisado::json::GameJson;
use kifu::kamisado::tick_form::TickWords;
use kifu::kamisado::tick_form::{BoxKind, CellKind, Rect, TickBox};
use kifu_testkit::photo::{Photo, PhotoMaker, PhotoOptions, Stroke};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let clean = args.iter().any(|a| a == "--clean");
    let rest: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let Some(dir) = rest.first().map(PathBuf::from) else {
        eprintln!("usage: tick_photos OUT_DIR [MATCHES] [SEED] [--clean]");
        return ExitCode::from(2);
    };
    let count: u64 = rest.get(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    let seed: u64 = rest.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("{}: {e}", dir.display());
        return ExitCode::from(2);
    }
    let options = if clean {
        PhotoOptions::clean(200.0)
    } else {
        PhotoOptions::default()
    };
    let mut generator = Generator::new(seed);
    let mut maker = PhotoMaker::new(TickWords::EN);
    let (mut pages, mut total) = (0u32, 0.0f64);
    for i in 1..=count {
        let kind = MatchKind::ALL[(i % 4) as usize];
        let game = generator.random_match(kind);
        let started = Instant::now();
        let photos = match maker.photograph_game(&game, seed ^ i, &options) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("match {i}: {e}");
                return ExitCode::from(1);
            }
        };
        let took = started.elapsed().as_secs_f64();
        pages += photos.len() as u32;
        total += took;
        let written = write(&dir, i, &game, &photos);
        if let Err(e) = written {
            eprintln!("{}: {e}", dir.display());
            return ExitCode::from(2);
        }
    }
    eprintln!(
        "{pages} pages in {total:.2} s: {:.0} ms a page",
        total * 1000.0 / f64::from(pages.max(1))
    );
    ExitCode::SUCCESS
}

fn write(dir: &std::path::Path, i: u64, game: &GameJson, photos: &[Photo]) -> std::io::Result<()> {
    let text = kifu::kamisado::json::to_notation(game)
        .expect("reads back")
        .text;
    std::fs::write(dir.join(format!("match-{i}.kamisado")), text)?;
    for p in photos {
        std::fs::write(dir.join(format!("match-{i}-{}.jpg", p.page)), &p.jpeg)?;
        let mut truth = String::new();
        let describe = |kind: &BoxKind| {
            let b = TickBox {
                page: p.page,
                rect: Rect::square(0.0, 0.0, 0.0),
                id: *kind,
                kind: CellKind::Tick,
            };
            let (at, n) = match kind {
                BoxKind::Entry { entry, .. } => ("entry", *entry),
                BoxKind::Header { section, .. } => ("section", *section),
            };
            let side = b.side().map_or("-", |s| s.name());
            format!("{} {at} {n} {side} {} {}", p.page, b.field(), b.value())
        };
        for m in &p.truth.marks {
            let _ = writeln!(
                truth,
                "{} {} {}",
                describe(&m.kind),
                match (m.intended, m.stroke) {
                    (true, _) => "intended",
                    (false, Stroke::Solid) => "filled",
                    (false, _) => "stray",
                },
                if m.faint { "faint" } else { "firm" }
            );
        }
        for k in p.truth.missing() {
            let _ = writeln!(truth, "{} missing", describe(k));
        }
        std::fs::write(dir.join(format!("match-{i}-{}.truth", p.page)), truth)?;
    }
    Ok(())
}
