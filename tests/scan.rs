//! `kifu scan` end to end: photos of a filled tick sheet (made by the synthetic-photo
//! generator) back to a record that `kifu validate` accepts, an overlay, and the
//! diagnostics of a photo that is not the form or a sheet that cannot be settled.

mod common;

use common::{kifu, stderr, stdout};
use kifu::games::kamisado::MatchKind;
use kifu::games::kamisado::generate::Generator;
use kifu::games::kamisado::tick_photo::{PhotoMaker, PhotoOptions};
use kifu::games::kamisado::tick_sheet::TickWords;

/// The photos of generated match `seed`, written in `dir` (last page first, to show that
/// the order does not matter), with the match as `kifu gen` writes it.
fn photos(dir: &std::path::Path, seed: u64, kind: MatchKind) -> Vec<String> {
    let game = Generator::new(seed).random_match(kind);
    let mut maker = PhotoMaker::new(TickWords::EN);
    let photos = maker
        .photograph_game(&game, seed, &PhotoOptions::default())
        .unwrap();
    let mut paths: Vec<String> = photos
        .iter()
        .map(|p| {
            let path = dir.join(format!("page-{}.jpg", p.page));
            std::fs::write(&path, &p.jpeg).unwrap();
            path.to_str().unwrap().to_string()
        })
        .collect();
    paths.reverse();
    paths
}

#[test]
fn a_photographed_sheet_comes_back_as_a_record_that_replays() {
    let dir = tempfile::tempdir().unwrap();
    let paths = photos(dir.path(), 0, MatchKind::Simple);
    let out = dir.path().join("game.kamisado");
    let overlay = dir.path().join("overlay.png");
    let mut args: Vec<&str> = vec!["scan"];
    args.extend(paths.iter().map(String::as_str));
    args.extend([
        "-o",
        out.to_str().unwrap(),
        "--overlay",
        overlay.to_str().unwrap(),
    ]);
    let o = kifu(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let record = std::fs::read_to_string(&out).unwrap();
    assert!(record.starts_with("[Game \"Kamisado\"]"), "{record}");
    assert!(record.contains("Round 1"), "{record}");
    let v = kifu(&["validate", out.to_str().unwrap()]);
    assert_eq!(v.status.code(), Some(0), "{}{record}", stderr(&v));
    let img = image::open(&overlay).unwrap();
    assert!(img.width() > 1000 && img.height() > 1000);
    // In French, the same moves in French words.
    let mut args: Vec<&str> = vec!["scan", "--lang", "fr"];
    args.extend(paths.iter().map(String::as_str));
    let fr = kifu(&args);
    assert_eq!(fr.status.code(), Some(0), "{}", stderr(&fr));
    assert!(stdout(&fr).contains("Manche 1"), "{}", stdout(&fr));
}

#[test]
fn a_photo_without_the_form_says_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("wall.png");
    image::GrayImage::from_pixel(400, 600, image::Luma([180]))
        .save(&path)
        .unwrap();
    let o = kifu(&["scan", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(e.contains("corner markers"), "{e}");
    assert!(e.contains("kifu::scan::markers"), "{e}");
}

#[test]
fn a_file_that_is_not_a_picture_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.jpg");
    std::fs::write(&path, "not a picture").unwrap();
    let o = kifu(&["scan", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("cannot read the photo"),
        "{}",
        stderr(&o)
    );
}

/// Run `kifu` in `dir` (so that the photos' names in its messages are short and fixed),
/// colour off.
fn kifu_in(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run kifu")
}

/// Clean photos (flat, 150 dpi: quick in a debug build) of the sheet of `rounds`, as
/// `NAME-page-N.jpg` in `dir`.
fn clean_photos(
    dir: &std::path::Path,
    name: &str,
    rounds: &[kifu::games::kamisado::ticks::TickRound],
) -> Vec<String> {
    let mut maker = PhotoMaker::new(TickWords::EN);
    let photos = maker
        .photograph(rounds, 1, &PhotoOptions::clean(150.0))
        .unwrap();
    photos
        .iter()
        .map(|p| {
            let file = format!("{name}-page-{}.jpg", p.page);
            std::fs::write(dir.join(&file), &p.jpeg).unwrap();
            file
        })
        .collect()
}

/// The first generated standard match whose sheet takes two pages or more.
fn two_page_rounds() -> Vec<kifu::games::kamisado::ticks::TickRound> {
    use kifu::games::kamisado::ticks::{place, rounds_of};
    (0..)
        .map(|seed| rounds_of(&Generator::new(seed).random_match(MatchKind::Standard)))
        .find(|r| place(r).pages >= 2)
        .unwrap()
}

/// The diagnostics of `kifu scan` on broken input, rendered as on a terminal without
/// colour: a photo that is not the form, two photos of page 1 (two sheets mixed), a
/// missing page, and an entry ticked as a move the game does not allow.
#[test]
fn err_scans_render_their_diagnostics() {
    use kifu::games::kamisado::board::Colour;
    use kifu::games::kamisado::ticks::rounds_of;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    image::GrayImage::from_pixel(400, 600, image::Luma([180]))
        .save(d.join("wall.png"))
        .unwrap();
    let long = clean_photos(d, "long", &two_page_rounds());
    // A simple match with White's first entry ticked on the wrong landing colour: clear
    // marks that fit no legal move.
    let mut rounds = rounds_of(&Generator::new(2).random_match(MatchKind::Simple));
    let e = &mut rounds[0].entries[1];
    e.landing = Colour::ALL[(e.landing.index() + 3) % 8];
    let bad = clean_photos(d, "bad", &rounds);
    let cases: [(&str, Vec<&str>, &str); 4] = [
        ("err_not_the_form", vec!["wall.png"], "kifu::scan::markers"),
        (
            "err_two_sheets",
            vec![long[0].as_str(), bad[0].as_str()],
            "kifu::scan::same_page",
        ),
        (
            "err_missing_page",
            vec![long[1].as_str()],
            "kifu::scan::missing_page",
        ),
        (
            "err_illegal_entry",
            vec![bad[0].as_str()],
            "kifu::scan::illegal",
        ),
    ];
    for (name, photos, code) in cases {
        let mut args = vec!["scan"];
        args.extend(photos);
        let o = kifu_in(d, &args);
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{name}: {e}");
        assert!(e.contains(code), "{name}: {e}");
        assert!(e.contains("help:"), "{name}: {e}");
        insta::assert_snapshot!(name, e);
    }
}
