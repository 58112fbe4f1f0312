//! `kifu scan` measured on synthetic photos of generated matches (the figures of
//! BENCHMARKS.md): per cent of entries read exactly from the marks alone (overall and by
//! the fault of their ticks), records that come back exact, flagged or wrong, and
//! milliseconds per page (reading and settling; making the photos is not counted).
//!
//! ```text
//! cargo run -p kifu-testkit --release --example scan_suite -- [MATCHES] [--from SEED] [--harsh] [--pencil] [--corrected] [--calibrate] [--verbose] [--save DIR]
//! ```
//! Matches are seeds `SEED..SEED + MATCHES` (from 0). `--harsh` adds stray marks and more
//! missing ticks ([`PhotoOptions::harsh`]); the default is the issue's mix. `--pencil`
//! ticks every sheet in pencil ([`PhotoOptions::pencil`]); `--corrected` takes back 3 % of
//! ticks as the form says, by filling a wrong box solid ([`PhotoOptions::corrections`]).
//! `--calibrate` also fits the reader's ink → probability curve on these matches and
//! prints it beside the one in use (fit on one seed range, measure on another).
//! `--verbose` lists the entries the marks alone misread and those flagged but right.
//! `--save DIR` also writes the photos of the first match there (`page-N.jpg`), to try
//! `kifu scan` on.

use kifu::kamisado::Generator;
use kifu::kamisado::MatchKind;
use kifu::kamisado::scan::read::{FILLED_INK, FILLED_SPREAD, INK_HALF, INK_SCALE};
use kifu::kamisado::tick_form::TickWords;
use kifu_testkit::photo::{PhotoMaker, PhotoOptions};
use kifu_testkit::suite::{Fault, InkClass, Inks, Probe, Tally, scan_match};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
    };
    let count: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(200);
    let from: u64 = value("--from").and_then(|a| a.parse().ok()).unwrap_or(0);
    let save = value("--save");
    let harsh = args.iter().any(|a| a == "--harsh");
    let pencil = args.iter().any(|a| a == "--pencil");
    let corrected = args.iter().any(|a| a == "--corrected");
    let calibrate = args.iter().any(|a| a == "--calibrate");
    let verbose = args.iter().any(|a| a == "--verbose");
    let options = PhotoOptions {
        pencil,
        corrections: if corrected { 0.03 } else { 0.0 },
        ..if harsh {
            PhotoOptions::harsh()
        } else {
            PhotoOptions::default()
        }
    };
    let mut maker = PhotoMaker::new(TickWords::EN);
    if let Some(dir) = save {
        let game = Generator::new(from).random_match(MatchKind::Standard);
        let photos = maker
            .photograph_game(&game, from, &options)
            .expect("the photos are made");
        std::fs::create_dir_all(dir).expect("the folder is made");
        for p in &photos {
            let path = format!("{dir}/page-{}.jpg", p.page);
            std::fs::write(&path, &p.jpeg).expect("the photo is written");
            println!("{path}");
        }
    }
    let mut tally = Tally::default();
    let mut probe = Probe::default();
    for seed in from..from + count {
        // Three simple matches (one page) for one standard match (one to four pages).
        let kind = if seed % 4 == 3 {
            MatchKind::Standard
        } else {
            MatchKind::Simple
        };
        let collect = (calibrate || verbose).then_some(&mut probe);
        if let Err(e) = scan_match(&mut maker, seed, kind, &options, &mut tally, collect) {
            eprintln!("match {seed}: {e}");
        }
        if (seed + 1 - from).is_multiple_of(25) {
            eprintln!("{} matches…", seed + 1 - from);
        }
    }
    println!(
        "mix                          {}{}{} (seeds {from}..{})",
        if harsh { "harsh" } else { "issue" },
        if pencil { ", in pencil" } else { "" },
        if corrected {
            ", 3 % of ticks corrected"
        } else {
            ""
        },
        from + count
    );
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
    let (readable, exact) = tally.readable();
    println!(
        "  of entries with every tick there and no stray mark: {exact} of {readable} ({:.2} %)",
        100.0 * f64::from(exact) / f64::from(readable.max(1))
    );
    for f in Fault::ALL {
        let c = tally.by_fault[f.index()];
        println!(
            "  {:<8} {:>6} entries, {:>6} read exactly ({:.2} %), {} flagged",
            f.name(),
            c.entries,
            c.exact_alone,
            100.0 * f64::from(c.exact_alone) / f64::from(c.entries.max(1)),
            c.flagged
        );
    }
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
        "entries right but flagged    {}",
        tally.entries_right_flagged
    );
    println!("section headers decided      {}", tally.sections_noted);
    println!("fills uncertain or illegal   {}", tally.fills_open);
    println!(
        "time per page                {:.1} ms (reading {:.1} ms, settling {:.1} ms)",
        tally.ms_per_page(),
        1000.0 * tally.read_seconds / f64::from(tally.pages.max(1)),
        1000.0 * tally.settle_seconds / f64::from(tally.pages.max(1))
    );
    if calibrate {
        report_inks(&probe.inks);
        report_dark(&probe.dark);
    }
    if verbose {
        for line in probe.misread.iter().chain(&probe.false_flags) {
            println!("{line}");
        }
    }
}

/// The spread of the boxes as dark as a solid fill, by what they hold: where a fill is
/// told from a dense tick.
fn report_dark(dark: &[(InkClass, f32, f32)]) {
    println!(
        "boxes with ink ≥ {FILLED_INK}: spread by what the box holds (min, 1 %, 50 %, 99 %, max; filled below {FILLED_SPREAD}):"
    );
    for class in InkClass::ALL {
        let mut s: Vec<f32> = dark.iter().filter(|d| d.0 == class).map(|d| d.2).collect();
        if s.is_empty() {
            continue;
        }
        s.sort_by(f32::total_cmp);
        let q = |f: f64| s[((s.len() - 1) as f64 * f) as usize];
        println!(
            "  {:<8} {:>6} boxes: {:.3} {:.3} {:.3} {:.3} {:.3}",
            format!("{class:?}"),
            s.len(),
            q(0.0),
            q(0.01),
            q(0.5),
            q(0.99),
            q(1.0)
        );
    }
}

/// Quantiles of each class's ink, and the fitted curve beside the one in use.
fn report_inks(inks: &Inks) {
    println!("ink by what the box holds (quantiles 0.1 %, 1 %, 50 %, 99 %, 99.9 %):");
    for (c, class) in InkClass::ALL.iter().enumerate() {
        let bins = &inks.bins[c];
        let total: u64 = bins.iter().map(|&n| u64::from(n)).sum();
        let quantile = |q: f64| {
            let want = (q * total as f64).ceil() as u64;
            let mut seen = 0;
            for (i, &n) in bins.iter().enumerate() {
                seen += u64::from(n);
                if seen >= want.max(1) {
                    return Inks::centre(i);
                }
            }
            Inks::centre(Inks::COUNT - 1)
        };
        println!(
            "  {:<8} {:>8} boxes: {:.4} {:.4} {:.4} {:.4} {:.4}",
            format!("{class:?}"),
            total,
            quantile(0.001),
            quantile(0.01),
            quantile(0.5),
            quantile(0.99),
            quantile(0.999)
        );
    }
    let now = (f64::from(INK_HALF), f64::from(INK_SCALE));
    let fit = inks.fit(now);
    println!(
        "curve in use: half {:.4}, scale {:.4}, log loss {:.5} nats a box",
        now.0,
        now.1,
        inks.log_loss(now.0, now.1, 1e-9)
    );
    println!(
        "fitted here:  half {:.4}, scale {:.4}, log loss {:.5} nats a box",
        fit.0,
        fit.1,
        inks.log_loss(fit.0, fit.1, 1e-9)
    );
}
