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
