//! The synthetic-photo suite of `kifu scan`, a few matches of it.

use kifu::kamisado::MatchKind;
use kifu::kamisado::tick_form::TickWords;
use kifu_testkit::photo::{PhotoMaker, PhotoOptions};
use kifu_testkit::suite::{Tally, scan_match};

/// A few matches photographed as the issue asks (rotation, perspective, blur, noise,
/// light, JPEG; faint, doubled and missing ticks): no record comes back wrong without a
/// flag, and the marks alone read nearly every entry. The full run (hundreds of matches)
/// is `crates/kifu-testkit/examples/scan_suite.rs`.
#[test]
fn photographed_matches_come_back_exact_or_flagged() {
    let mut maker = PhotoMaker::new(TickWords::EN);
    let mut tally = Tally::default();
    for seed in 0..3 {
        let kind = [MatchKind::Simple, MatchKind::Standard, MatchKind::Simple][seed as usize];
        scan_match(
            &mut maker,
            seed,
            kind,
            &PhotoOptions::default(),
            &mut tally,
            None,
        )
        .unwrap();
    }
    assert_eq!(tally.records_wrong_silent, 0, "{tally:?}");
    assert_eq!(tally.entries_wrong_silent, 0, "{tally:?}");
    assert_eq!(tally.pages_unread, 0, "{tally:?}");
    assert!(tally.alone_percent() >= 97.0, "{tally:?}");
    assert!(tally.records_exact >= 1, "{tally:?}");
    assert_eq!(
        tally.entries_wrong_flagged + tally.entries_wrong_silent,
        0,
        "{tally:?}"
    );
}
