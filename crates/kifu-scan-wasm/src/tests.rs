//! The scan layer natively: what it says of photos it cannot use, in the language asked.
//! (That it answers what `kifu scan` answers for the same photos is checked against the
//! binary itself, in the workspace's `tests/web_scan.rs`.)

use super::*;
use image::ImageEncoder;

#[test]
fn no_photo_gives_no_record_and_no_problem() {
    let said = Scan::new().scanned(Lang::En, Lang::En);
    assert_eq!((said.text, said.problems.len()), (None, 0));
    assert!(!said.settled);
}

#[test]
fn a_file_that_is_no_picture_is_said_as_kifu_scan_says_it() {
    let mut scan = Scan::new();
    scan.add("notes.jpg", b"not a picture");
    assert_eq!(scan.photos(), 1);
    let said = scan.scanned(Lang::En, Lang::Fr);
    assert_eq!(said.text, None);
    let p = &said.problems[0];
    assert_eq!(p.photo.as_deref(), Some("notes.jpg"));
    assert_eq!(p.code, None);
    assert!(
        p.message
            .starts_with("impossible de lire la photo notes.jpg"),
        "{}",
        p.message
    );
}

/// A PNG whose header claims a picture bigger than [`kifu::scan::MAX_PHOTO_SIDE`] a side is refused before
/// anything is decoded (no memory for its pixels is asked).
#[test]
fn a_photo_too_big_is_refused_before_it_is_decoded() {
    let mut png = Vec::new();
    image::codecs::png::PngEncoder::new(&mut png)
        .write_image(&[0; 4], 2, 2, image::ExtendedColorType::L8)
        .unwrap();
    // The IHDR's width, made 100 000 (its checksum then wrong: the size is read first).
    png[16..20].copy_from_slice(&100_000u32.to_be_bytes());
    let mut scan = Scan::new();
    scan.add("huge.png", &png);
    let said = scan.scanned(Lang::En, Lang::En);
    assert_eq!(said.problems.len(), 1);
    assert!(
        said.problems[0]
            .message
            .starts_with("cannot read the photo huge.png"),
        "{}",
        said.problems[0].message
    );
}

#[test]
fn a_picture_without_the_form_says_its_markers_were_not_found() {
    let mut png = Vec::new();
    image::GrayImage::from_pixel(400, 600, image::Luma([180]))
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    let mut scan = Scan::new();
    scan.add("wall.png", &png);
    let said: serde_json::Value = serde_json::from_str(&scan.finish("en", "de")).unwrap();
    assert_eq!(said["text"], serde_json::Value::Null);
    assert_eq!(said["problems"][0]["code"], "kifu::scan::markers");
    assert_eq!(said["problems"][0]["photo"], "wall.png");
    let message = said["problems"][0]["message"].as_str().unwrap();
    assert_eq!(
        message,
        read::ReadError::Markers { found: 0 }
            .message()
            .say(Lang::De)
    );
}
