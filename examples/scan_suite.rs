//! `kifu scan` measured on synthetic photos of generated matches (the figures of
//! BENCHMARKS.md): per cent of entries read exactly from the marks alone, records that
//! come back exact, flagged or wrong, and milliseconds per page (reading and settling;
//! making the photos is not counted).
//!
//! ```text
//! cargo run --release --example scan_suite -- [MATCHES] [--save DIR]
//! ```
//! `--save DIR` also writes the photos of the first match there (`page-N.jpg`), to try
//! `kifu scan` on.

use kifu::games::kamisado::MatchKind;
use kifu::games::kamisado::generate::Generator;
use kifu::games::kamisado::scan::suite::{Tally, scan_match};
use kifu::games::kamisado::tick_photo::{PhotoMaker, PhotoOptions};
use kifu::games::kamisado::tick_sheet::TickWords;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(200);
    let save = args
        .iter()
        .position(|a| a == "--save")
        .and_then(|i| args.get(i + 1));
    let options = PhotoOptions::default();
    let mut maker = PhotoMaker::new(TickWords::EN);
    if let Some(dir) = save {
        let game = Generator::new(0).random_match(MatchKind::Standard);
        let photos = maker
            .photograph_game(&game, 0, &options)
            .expect("the photos are made");
        std::fs::create_dir_all(dir).expect("the folder is made");
        for p in &photos {
            let path = format!("{dir}/page-{}.jpg", p.page);
            std::fs::write(&path, &p.jpeg).expect("the photo is written");
            println!("{path}");
        }
    }
    let mut tally = Tally::default();
    for seed in 0..count {
        // Three simple matches (one page) for one standard match (one to four pages).
        let kind = if seed % 4 == 3 {
            MatchKind::Standard
        } else {
            MatchKind::Simple
        };
        if let Err(e) = scan_match(&mut maker, seed, kind, &options, &mut tally) {
            eprintln!("match {seed}: {e}");
        }
        if (seed + 1) % 25 == 0 {
            eprintln!("{} matches…", seed + 1);
        }
    }
    println!("matches                      {}", tally.matches);
    println!(
        "pages                        {} ({} unread)",
        tally.pages, tally.pages_unread
    );
    println!("entries                      {}", tally.entries);
    println!(
        "read exactly from marks      {} ({:.2} %)",
        tally.exact_alone,
        tally.alone_percent()
    );
    println!(
        "  of entries with no tick missing or doubled: {} of {} ({:.2} %)",
        tally.exact_alone_whole,
        tally.entries_whole,
        tally.alone_whole_percent()
    );
    println!("records exact                {}", tally.records_exact);
    println!("records flagged              {}", tally.records_flagged);
    println!(
        "records wrong, not flagged   {}",
        tally.records_wrong_silent
    );
    println!(
        "entries wrong and flagged    {}",
        tally.entries_wrong_flagged
    );
    println!(
        "entries wrong, not flagged   {}",
        tally.entries_wrong_silent
    );
    println!(
        "time per page                {:.1} ms (reading {:.1} ms, settling {:.1} ms)",
        tally.ms_per_page(),
        1000.0 * tally.read_seconds / f64::from(tally.pages.max(1)),
        1000.0 * tally.settle_seconds / f64::from(tally.pages.max(1))
    );
}
