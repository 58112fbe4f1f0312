//! `kifu scan` end to end: photos of a filled tick sheet (made by the synthetic-photo
//! generator) back to a record that `kifu validate` accepts, an overlay, and the
//! diagnostics of a photo that is not the form or a sheet that cannot be settled.

mod common;

use common::{kifu, stderr, stdout};
use kifu::kamisado::Generator;
use kifu::kamisado::MatchKind;
use kifu::kamisado::json::GameJson;
use kifu::kamisado::tick_form::TickWords;
use kifu_testkit::photo::{Photo, PhotoMaker, PhotoOptions};

/// Generated simple match `seed` and the photos of its sheet (the photos' own seed
/// `shot`), taken clean at 150 dpi but for what `set` changes.
fn simple_match_photographed(
    seed: u64,
    shot: u64,
    set: impl FnOnce(&mut PhotoOptions),
) -> (GameJson<'static>, Vec<Photo>) {
    let game = Generator::new(seed).random_match(MatchKind::Simple);
    let mut options = PhotoOptions::clean(150.0);
    set(&mut options);
    let photos = PhotoMaker::new(TickWords::EN)
        .photograph_game(&game, shot, &options)
        .unwrap();
    (game, photos)
}

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

/// A photo wider than the library's bound (`kifu::scan::MAX_PHOTO_SIDE`) is refused as
/// unreadable before it is decoded, as the web app's scanner refuses it: photos are
/// untrusted input.
#[test]
fn a_photo_wider_than_the_bound_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("strip.png");
    image::GrayImage::from_pixel(kifu::scan::MAX_PHOTO_SIDE + 1, 1, image::Luma([255]))
        .save(&path)
        .unwrap();
    let o = kifu(&["scan", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
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
    rounds: &[kifu::kamisado::tick_form::TickRound],
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
fn two_page_rounds() -> Vec<kifu::kamisado::tick_form::TickRound> {
    use kifu::kamisado::tick_form::place;
    use kifu_testkit::fill::rounds_of;
    (0..)
        .map(|seed| rounds_of(&Generator::new(seed).random_match(MatchKind::Standard)))
        .find(|r| place(r).pages >= 2)
        .unwrap()
}

/// The diagnostics of `kifu scan` on broken input, rendered as on a terminal without
/// colour: a photo that is not the form, a board diagram, two photos of page 1 (two sheets
/// mixed), a missing page, pages missing before a blank one, a blank form, an entry ticked
/// as a move the game does not allow, a board diagram with a blank form; and the warnings
/// of a sheet with ticks left out that the rules decide.
#[test]
fn err_scans_render_their_diagnostics() {
    use kifu::kamisado::Colour;
    use kifu_testkit::fill::rounds_of;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    image::GrayImage::from_pixel(400, 600, image::Luma([180]))
        .save(d.join("wall.png"))
        .unwrap();
    let o = kifu_in(
        d,
        &[
            "show",
            &format!(
                "{}/fixtures/kamisado/book/ex2_opening.kamisado",
                env!("CARGO_MANIFEST_DIR")
            ),
            "--format",
            "png",
            "-o",
            "board.png",
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = kifu_in(
        d,
        &[
            "sheet", "--form", "ticks", "--pages", "3", "--format", "png", "--dpi", "150", "-o",
            "form.png",
        ],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = kifu_in(
        d,
        &["sheet", "--format", "png", "--dpi", "150", "-o", "hand.png"],
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let long = clean_photos(d, "long", &two_page_rounds());
    // A simple match with White's first entry ticked on the wrong landing colour: clear
    // marks that fit no legal move.
    let mut rounds = rounds_of(&Generator::new(2).random_match(MatchKind::Simple));
    let e = &mut rounds[0].entries[1];
    e.landing = Colour::ALL[(e.landing.index() + 3) % 8];
    let bad = clean_photos(d, "bad", &rounds);
    // A few ticks left out, which the rules decide.
    let game = Generator::new(5).random_match(MatchKind::Simple);
    let mut maker = PhotoMaker::new(TickWords::EN);
    let faint = PhotoOptions {
        missing: 0.04,
        ..PhotoOptions::clean(150.0)
    };
    let photos = maker.photograph_game(&game, 2, &faint).unwrap();
    std::fs::write(d.join("missing-page-1.jpg"), &photos[0].jpeg).unwrap();
    let cases: [(&str, Vec<&str>, &str, i32); 12] = [
        (
            "err_not_the_form",
            vec!["wall.png"],
            "kifu::scan::markers",
            1,
        ),
        (
            "err_board_diagram",
            vec!["board.png"],
            "kifu::scan::markers",
            1,
        ),
        (
            "err_two_sheets",
            vec![long[0].as_str(), bad[0].as_str()],
            "kifu::scan::same_page",
            1,
        ),
        (
            "err_missing_page",
            vec![long[1].as_str()],
            "kifu::scan::missing_page",
            1,
        ),
        (
            "err_missing_pages",
            vec!["form-3.png"],
            "kifu::scan::missing_page",
            1,
        ),
        (
            "err_blank_page",
            vec!["form-1.png"],
            "kifu::scan::blank_page",
            1,
        ),
        (
            "err_illegal_entry",
            vec![bad[0].as_str()],
            "kifu::scan::illegal",
            1,
        ),
        (
            "warn_decided",
            vec!["missing-page-1.jpg"],
            "kifu::scan::decided",
            0,
        ),
        (
            "err_board_and_form",
            vec!["board.png", "form-1.png"],
            "kifu::scan::markers",
            1,
        ),
        // Issue 36: each form read as the other, said by its page code.
        (
            "err_handwriting_sheet_read_as_ticks",
            vec!["hand.png"],
            "kifu::scan::other_form",
            1,
        ),
        (
            "err_tick_form_read_as_handwriting",
            vec!["--form", "handwriting", "form-1.png"],
            "kifu::scan::other_form",
            1,
        ),
        // A page of the handwriting sheet with nothing written on it.
        (
            "err_handwriting_blank_page",
            vec!["--form", "handwriting", "hand.png"],
            "kifu::scan::blank_page",
            1,
        ),
    ];
    for (name, photos, code, exit) in cases {
        let mut args = vec!["scan"];
        args.extend(photos);
        let o = kifu_in(d, &args);
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(exit), "{name}: {e}");
        assert!(e.contains(code), "{name}: {e}");
        assert!(e.contains("help:"), "{name}: {e}");
        insta::assert_snapshot!(name, e);
    }
}

/// The moves of a record as `kifu moves`-free text: each entry as the notation writes it
/// in English with arrows, comments left out, round by round.
fn entries(record: &str) -> Vec<String> {
    let parsed = kifu::kamisado::parse(record);
    assert_eq!(parsed.len(), 1, "{record}");
    let replay = kifu::kamisado::replay(&parsed[0].record, Default::default())
        .unwrap_or_else(|e| panic!("{e:?}\n{record}"));
    kifu::kamisado::played(record, &parsed[0].record, &replay)
        .map(|m| m.written.to_string())
        .collect()
}

/// Item 7 of issue 31: round 1's score boxes ticked `0` `0`, as the form's instructions
/// said, are read (they used to make the header of round 1 "not fit the game").
#[test]
fn round_one_ticked_with_its_score_zero_zero_is_read() {
    use kifu_testkit::fill::rounds_of;
    let dir = tempfile::tempdir().unwrap();
    let game = Generator::new(3).random_match(MatchKind::Standard);
    let mut rounds = rounds_of(&game);
    rounds[0].score_before = Some([0, 0]);
    let photos = clean_photos(dir.path(), "zeros", &rounds);
    let mut args = vec!["scan"];
    args.extend(photos.iter().map(String::as_str));
    args.extend(["-o", "game.kamisado"]);
    let o = kifu_in(dir.path(), &args);
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{e}");
    assert!(!e.contains("header"), "{e}");
    let record = std::fs::read_to_string(dir.path().join("game.kamisado")).unwrap();
    let truth = kifu::kamisado::json::to_notation(&game)
        .expect("reads back")
        .text;
    assert_eq!(entries(&record), entries(&truth));
}

/// A board diagram (as `kifu show` draws it) is not the form: one error saying that its
/// corner markers were not found, not one per page "missing" before a page 64 it read.
#[test]
fn a_board_diagram_is_not_the_form() {
    let dir = tempfile::tempdir().unwrap();
    for (i, fixture) in [
        "fixtures/kamisado/book/ex2_opening.kamisado",
        "fixtures/kamisado/valid/marathon_en_ascii.kamisado",
    ]
    .iter()
    .enumerate()
    {
        let png = dir.path().join(format!("board-{i}.png"));
        let o = kifu(&[
            "show",
            fixture,
            "--format",
            "png",
            "-o",
            png.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let o = kifu(&["scan", png.to_str().unwrap()]);
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{fixture}: {e}");
        assert_eq!(e.matches("kifu::scan::").count(), 1, "{fixture}: {e}");
        assert!(e.contains("kifu::scan::markers"), "{fixture}: {e}");
        assert!(
            e.contains("corner markers were not found"),
            "{fixture}: {e}"
        );
        assert!(stdout(&o).is_empty(), "{}", stdout(&o));
    }
}

/// A blank form is no record: "no tick read on page 1", exit 1, nothing written.
#[test]
fn a_blank_form_is_no_record() {
    let dir = tempfile::tempdir().unwrap();
    let photos = clean_photos(dir.path(), "blank", &[]);
    assert_eq!(photos.len(), 1);
    let o = kifu_in(dir.path(), &["scan", &photos[0]]);
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(e.contains("no tick read on page 1"), "{e}");
    assert!(e.contains("kifu::scan::blank_page"), "{e}");
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));
}

/// Ticks the photo does not show (a few left out) are decided by the rules: the record
/// comes back right, and each entry decided so is said on standard error, not only in a
/// comment of the record (an exit 0 with nothing said used to hide them).
#[test]
fn every_entry_decided_by_the_rules_is_said_on_stderr() {
    let dir = tempfile::tempdir().unwrap();
    let (game, photos) = simple_match_photographed(5, 2, |o| o.missing = 0.04);
    let missing: usize = photos.iter().map(|p| p.truth.missing().count()).sum();
    assert!(missing > 0, "the photos have ticks left out");
    std::fs::write(dir.path().join("page-1.jpg"), &photos[0].jpeg).unwrap();
    let o = kifu_in(dir.path(), &["scan", "page-1.jpg", "-o", "game.kamisado"]);
    let e = stderr(&o);
    let record = std::fs::read_to_string(dir.path().join("game.kamisado")).unwrap();
    let notes = record.matches("{scan:").count();
    assert!(notes > 0, "{record}");
    // Every note of the record is a diagnostic on standard error.
    let said = e.matches("kifu::scan::").count();
    assert_eq!(said, notes, "{e}\n{record}");
    if o.status.code() == Some(0) {
        assert!(!e.contains('×'), "{e}");
        let truth = kifu::kamisado::json::to_notation(&game)
            .expect("reads back")
            .text;
        assert_eq!(entries(&record), entries(&truth), "{record}");
    } else {
        assert!(e.contains('×'), "exit 1 says why: {e}");
    }
}

/// Pages photographed the way a phone held over the table sees them: rotated and in
/// strong perspective (the case: about 10° with the top edge 0.8 of the bottom),
/// upside down, sideways: the four markers are found and every entry read.
#[test]
fn a_page_photographed_at_an_angle_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let game = Generator::new(4).random_match(MatchKind::Simple);
    let mut maker = PhotoMaker::new(TickWords::EN);
    let truth = kifu::kamisado::json::to_notation(&game)
        .expect("reads back")
        .text;
    for (rotation, keystone) in [
        (10.0, (0.8, 1.0)),
        (-12.0, (0.75, 0.85)),
        (185.0, (0.8, 1.0)),
        (-80.0, (1.0, 0.8)),
    ] {
        let options = PhotoOptions {
            rotation: Some(rotation),
            keystone,
            perspective: 0.0,
            dpi: (150.0, 150.0),
            ..PhotoOptions::default()
        };
        let photos = maker.photograph_game(&game, 7, &options).unwrap();
        std::fs::write(dir.path().join("page-1.jpg"), &photos[0].jpeg).unwrap();
        let o = kifu_in(dir.path(), &["scan", "page-1.jpg"]);
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(0), "{rotation}° {keystone:?}: {e}");
        assert_eq!(
            entries(&stdout(&o)),
            entries(&truth),
            "{rotation}° {keystone:?}"
        );
    }
}

/// A tick taken back as the form says (the wrong box filled solid, the right one ticked)
/// is read as the right one, on a third of the entries of a match.
#[test]
fn ticks_taken_back_by_filling_the_box_are_read_as_the_form_says() {
    let dir = tempfile::tempdir().unwrap();
    let (game, photos) = simple_match_photographed(6, 3, |o| o.corrections = 0.1);
    let filled = photos[0]
        .truth
        .marks
        .iter()
        .filter(|m| m.stroke == kifu_testkit::photo::Stroke::Solid)
        .count();
    assert!(filled >= 5, "{filled} boxes filled");
    std::fs::write(dir.path().join("page-1.jpg"), &photos[0].jpeg).unwrap();
    let o = kifu_in(
        dir.path(),
        &["scan", "page-1.jpg", "--overlay", "overlay.png"],
    );
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{e}");
    assert!(e.is_empty(), "nothing to say: {e}");
    // Read from the marks, each box taken back as such: nothing left to the rules.
    assert!(!stdout(&o).contains("{scan:"), "{}", stdout(&o));
    let truth = kifu::kamisado::json::to_notation(&game)
        .expect("reads back")
        .text;
    assert_eq!(entries(&stdout(&o)), entries(&truth));
    // The overlay shows the boxes taken back in purple.
    let overlay = image::open(dir.path().join("overlay.png"))
        .unwrap()
        .to_rgb8();
    assert!(overlay.pixels().any(|p| p.0 == [150, 0, 200]));
}

/// Sheets ticked in pencil (grey, light, thin strokes): every entry comes back as ticked,
/// none left out, and no diagnostic calls a ticked move "not a legal move" (the light
/// ticks used to read as blank, and the rules then chose another move, said the true one
/// illegal, or dropped the last entry of a page).
#[test]
fn pencil_ticks_are_read_and_never_called_illegal() {
    let dir = tempfile::tempdir().unwrap();
    let mut maker = PhotoMaker::new(TickWords::EN);
    let options = PhotoOptions {
        pencil: true,
        ..PhotoOptions::default()
    };
    // Photos on which the reader before issue 31 called the ticked move illegal.
    for seed in [4, 7, 8] {
        let game = Generator::new(seed).random_match(MatchKind::Simple);
        let photos = maker.photograph_game(&game, seed, &options).unwrap();
        let mut args = vec!["scan".to_string()];
        for p in &photos {
            let file = format!("pencil-{seed}-{}.jpg", p.page);
            std::fs::write(dir.path().join(&file), &p.jpeg).unwrap();
            args.push(file);
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = kifu_in(dir.path(), &args);
        let e = stderr(&o);
        assert!(!e.contains("not a legal move"), "seed {seed}: {e}");
        assert!(!e.contains("kifu::scan::illegal"), "seed {seed}: {e}");
        assert!(!e.contains("kifu::scan::left-out"), "seed {seed}: {e}");
        let truth = kifu::kamisado::json::to_notation(&game)
            .expect("reads back")
            .text;
        assert_eq!(entries(&stdout(&o)), entries(&truth), "seed {seed}: {e}");
    }
}
