//! `kifu sheet --form ticks` (the Kamisado form a photo reader reads back) and the PNG
//! output of `kifu sheet` and `kifu show`.

mod common;

use common::{kifu, stderr, stdout};
use kifu::kamisado::tick_form::{self as ticks, BoxKind, EntryField, PageCode};
use kifu::kamisado::{Colour, Side};

fn run_ok(args: &[&str]) -> std::process::Output {
    let o = kifu(args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    o
}

/// The value of attribute `name` in the first element of `svg` that contains `key`.
fn attr_after(svg: &str, key: &str, name: &str) -> f64 {
    let at = svg.find(key).unwrap_or_else(|| panic!("{key} in the SVG"));
    let start = svg[..at].rfind('<').unwrap();
    let end = at + svg[at..].find('>').unwrap();
    let element = &svg[start..end];
    let pat = format!(" {name}=\"");
    let from = element
        .find(&pat)
        .unwrap_or_else(|| panic!("{name} in {element}"))
        + pat.len();
    element[from..from + element[from..].find('"').unwrap()]
        .parse()
        .unwrap()
}

#[test]
fn the_tick_form_has_every_box_of_the_layout_with_its_data_attributes() {
    let svg = stdout(&run_ok(&["sheet", "--game", "kamisado", "--form", "ticks"]));
    let boxes = ticks::boxes(1);
    assert_eq!(svg.matches("class=\"tick\"").count(), boxes.len());
    // Each box sits where the layout says.
    for b in boxes.iter().step_by(97) {
        let BoxKind::Entry { entry, side, .. } = b.id else {
            continue;
        };
        let key = format!(
            "data-entry=\"{entry}\" data-side=\"{}\" data-field=\"{}\" data-value=\"{}\"",
            side.name(),
            b.field(),
            b.value()
        );
        assert!(
            (attr_after(&svg, &key, "x") - b.rect.x).abs() < 0.01,
            "{key}"
        );
        assert!(
            (attr_after(&svg, &key, "y") - b.rect.y).abs() < 0.01,
            "{key}"
        );
    }
    assert!(
        svg.contains(
            "data-entry=\"12\" data-side=\"black\" data-field=\"tower\" data-value=\"red\""
        )
    );
    assert!(svg.contains("data-side=\"white\" data-field=\"direction\" data-value=\"0\""));
    assert!(svg.contains("data-field=\"fill\" data-value=\"right\""));
    assert_eq!(svg.matches("class=\"marker\"").count(), 4);
    let bits: String = PageCode::kamisado(1)
        .bits()
        .iter()
        .map(|&b| char::from(b'0' + u8::from(b)))
        .collect();
    assert!(svg.contains(&format!("data-bits=\"{bits}\"")));
    let de = stdout(&run_ok(&[
        "sheet", "--form", "ticks", "--lang", "de", "--format", "svg",
    ]));
    assert!(de.contains("Ankreuz-Protokoll") && de.contains(">Ros<"));
}

/// `kifu sheet --form ticks --pages N --format F -o OUT`, which must succeed.
fn tick_pages_to(pages: u32, format: &str, out: &std::path::Path) {
    let pages = pages.to_string();
    run_ok(&[
        "sheet",
        "--form",
        "ticks",
        "--pages",
        &pages,
        "--format",
        format,
        "-o",
        out.to_str().unwrap(),
    ]);
}

#[test]
fn several_pages_go_to_numbered_files_with_their_page_codes() {
    let dir = tempfile::tempdir().unwrap();
    tick_pages_to(3, "svg", &dir.path().join("form.svg"));
    for page in 1..=3u32 {
        let svg = std::fs::read_to_string(dir.path().join(format!("form-{page}.svg"))).unwrap();
        assert!(svg.contains(&format!("data-page=\"{page}\"")));
        let first = ticks::entry_number(page, 0, 0);
        assert!(svg.contains(&format!("data-entry=\"{first}\"")));
        let bits: String = PageCode::kamisado(page)
            .bits()
            .iter()
            .map(|&b| if b { '1' } else { '0' })
            .collect();
        assert!(svg.contains(&format!("data-bits=\"{bits}\"")));
    }
    assert!(!dir.path().join("form.svg").exists());
    let html = stdout(&run_ok(&[
        "sheet", "--form", "ticks", "--pages", "2", "--format", "html",
    ]));
    assert_eq!(html.matches("<svg ").count(), 2);
    assert!(html.contains("break-after: page"));
}

#[test]
fn the_tick_form_as_png_has_its_markers_and_colours_where_the_layout_puts_them() {
    let o = run_ok(&[
        "sheet", "--form", "ticks", "--format", "png", "--dpi", "100",
    ]);
    let img = image::load_from_memory(&o.stdout).unwrap().to_rgb8();
    // 210 × 297 mm at 100 dpi.
    assert_eq!(img.dimensions(), (827, 1169));
    let px = |x_mm: f64, y_mm: f64| {
        let k = 100.0 / 25.4;
        img.get_pixel((x_mm * k) as u32, (y_mm * k) as u32).0
    };
    for m in ticks::markers() {
        assert_eq!(px(m.outer.x + 1.0, m.outer.y + 1.0), [0, 0, 0], "{m:?}");
        let (cx, cy) = m.centre();
        let centre = px(cx, cy);
        if m.dot.is_some() {
            assert_eq!(centre, [0, 0, 0]);
        } else {
            assert_eq!(centre, [255, 255, 255]);
        }
    }
    let boxes = ticks::boxes(1);
    let find = |colour: Colour| {
        boxes
            .iter()
            .find(|b| {
                b.id == BoxKind::Entry {
                    entry: 5,
                    side: Side::White,
                    field: EntryField::Tower(colour),
                }
            })
            .unwrap()
            .rect
    };
    // A red box is tinted red, a blue box blue: the median of each channel over the
    // inside of the box (its initial, 6 pt tall, covers less than half of it).
    let tint = |r: ticks::Rect| {
        let k = 100.0 / 25.4;
        let inner = r.inset(0.3);
        let mut channels: [Vec<u8>; 3] = Default::default();
        for y in (inner.y * k).ceil() as u32..((inner.y + inner.h) * k) as u32 {
            for x in (inner.x * k).ceil() as u32..((inner.x + inner.w) * k) as u32 {
                for (c, v) in channels.iter_mut().zip(img.get_pixel(x, y).0) {
                    c.push(v);
                }
            }
        }
        channels.map(|mut c| {
            c.sort_unstable();
            c[c.len() / 2]
        })
    };
    let [red, green, blue] = tint(find(Colour::Red));
    assert!(red > green + 40 && red > blue + 40, "{red} {green} {blue}");
    let [red, green, blue] = tint(find(Colour::Blue));
    assert!(blue > red + 40, "{red} {green} {blue}");
    // Every page-code cell is black or white as its bit says.
    for (cell, bit) in ticks::page_code_cells()
        .iter()
        .zip(PageCode::kamisado(1).bits())
    {
        let (cx, cy) = cell.centre();
        assert_eq!(px(cx, cy), if bit { [0, 0, 0] } else { [255, 255, 255] });
    }
}

/// The `[x0 y0 x1 y1]` of every `/MediaBox` in a PDF, in points.
fn media_boxes(pdf: &[u8]) -> Vec<[f64; 4]> {
    let text = String::from_utf8_lossy(pdf);
    text.match_indices("/MediaBox [")
        .map(|(at, key)| {
            let rest = &text[at + key.len()..];
            let nums: Vec<f64> = rest[..rest.find(']').unwrap()]
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            [nums[0], nums[1], nums[2], nums[3]]
        })
        .collect()
}

#[test]
fn the_tick_form_comes_as_one_pdf_of_a4_pages_and_the_handwriting_sheet_too() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("form.pdf");
    tick_pages_to(3, "pdf", &out);
    let pdf = std::fs::read(&out).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert!(String::from_utf8_lossy(&pdf).trim_end().ends_with("%%EOF"));
    assert!(String::from_utf8_lossy(&pdf).contains("/Count 3"));
    let boxes = media_boxes(&pdf);
    assert_eq!(boxes.len(), 3, "{boxes:?}");
    for b in boxes {
        // A4: 210 × 297 mm = 595.3 × 841.9 points.
        assert!((b[2] - b[0] - 595.3).abs() < 0.5, "{b:?}");
        assert!((b[3] - b[1] - 841.9).abs() < 0.5, "{b:?}");
    }
    // One document for every page: no numbered files.
    assert!(!dir.path().join("form-1.pdf").exists());
    let o = run_ok(&[
        "sheet", "--game", "samourai", "--lang", "fr", "--format", "pdf",
    ]);
    assert!(o.stdout.starts_with(b"%PDF-"));
    assert_eq!(media_boxes(&o.stdout).len(), 1);
}

#[test]
fn the_handwriting_sheet_also_comes_as_png() {
    let o = run_ok(&["sheet", "--game", "kaito", "--format", "png", "--dpi", "50"]);
    let img = image::load_from_memory(&o.stdout).unwrap();
    assert_eq!((img.width(), img.height()), (413, 585));
}

#[test]
fn bad_tick_form_requests_are_usage_errors() {
    let cases: [(&[&str], &str); 4] = [
        (
            &["sheet", "--game", "samourai", "--form", "ticks"],
            "Kamisado only",
        ),
        (&["sheet", "--pages", "2"], "-o FILE.svg"),
        (&["sheet", "--form", "ticks", "--pages", "2"], "-o FILE.svg"),
        (&["sheet", "--format", "png", "--dpi", "0"], "--dpi"),
    ];
    for (args, says) in cases {
        let o = kifu(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
    let o = kifu(&["sheet", "--form", "ticks", "--pages", "0"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn show_draws_the_board_as_png_with_each_tower_mark_in_its_colour() {
    let fixture = "fixtures/kamisado/book/ex2_opening.kamisado";
    let svg = stdout(&run_ok(&["show", fixture, "--format", "svg"]));
    let o = run_ok(&["show", fixture, "--format", "png", "--dpi", "96"]);
    let img = image::load_from_memory(&o.stdout).unwrap().to_rgb8();
    let width = attr_after(&svg, "<svg ", "width");
    let height = attr_after(&svg, "<svg ", "height");
    assert_eq!(img.dimensions(), (width as u32, height as u32));
    for (side, colour) in [(Side::Black, Colour::Red), (Side::White, Colour::Green)] {
        let key = format!("id=\"{}-{}\"", side.name(), colour.name());
        let group = svg.find(&key).unwrap();
        let circle = &svg[group..];
        let cx = attr_after(circle, "class=\"mark\"", "cx");
        let cy = attr_after(circle, "class=\"mark\"", "cy");
        let (r, g, b) = colour.rgb();
        let got = img.get_pixel(cx as u32, cy as u32).0;
        for (a, e) in got.iter().zip([r, g, b]) {
            assert!(a.abs_diff(e) <= 2, "{key}: {got:?} vs {:?}", (r, g, b));
        }
    }
    let twice = run_ok(&["show", fixture, "--format", "png"]);
    let img2 = image::load_from_memory(&twice.stdout).unwrap();
    assert_eq!(img2.width(), 2 * width as u32, "192 dpi by default");
}

#[test]
fn every_game_shows_as_png() {
    for fixture in [
        "fixtures/kamisado/valid/marathon_en_ascii.kamisado",
        "fixtures/samourai/draw.samourai",
        "fixtures/kaito/book_exchange.kaito",
        "fixtures/kasane/games/four_plus_one.kasane",
    ] {
        let o = run_ok(&["show", fixture, "--format", "png", "--dpi", "48"]);
        let img = image::load_from_memory(&o.stdout).unwrap();
        assert!(img.width() > 50 && img.height() > 50, "{fixture}");
    }
}

/// Item 7 of issue 31: the form says, in its own language, how to take back a tick, that
/// round 1 has no fill, that Black's half of the first line stays empty when White starts a
/// round, whether the repeated blocked entry is written at a deadlock, and whose tower an
/// oshi's entry names (the printed text, as laid out, wrapped lines joined).
#[test]
fn the_tick_form_says_how_to_fill_and_correct_it_in_its_language() {
    let cases: [(&str, [&str; 5]); 3] = [
        (
            "en",
            [
                "To correct a tick, fill the wrong box solid and tick the right one",
                "Round 1 has no fill",
                "When White starts a round, Black's half of its first line stays empty",
                "At a deadlock the repeated blocked entry may be ticked or left out",
                "ticks their pushed tower farthest from the pusher",
            ],
        ),
        (
            "fr",
            [
                "Pour corriger, noircissez la case fausse et cochez la bonne",
                "Manche 1 : pas de remplissage",
                "Quand Blanc commence une manche, la moitié Noir de sa première ligne reste vide",
                "Au blocage total, l'entrée bloquée répétée peut être cochée ou omise",
                "coche sa tour repoussée la plus éloignée du pousseur",
            ],
        ),
        (
            "de",
            [
                "Zum Korrigieren das falsche Kästchen ausmalen und das richtige ankreuzen",
                "Runde 1 hat keine Aufstellung",
                "Beginnt Weiß eine Runde, bleibt die Hälfte von Schwarz in ihrer ersten Zeile leer",
                "Bei völliger Blockade darf der wiederholte Blockade-Eintrag fehlen",
                "seinen vom Schieber am weitesten entfernten Turm",
            ],
        ),
    ];
    for (lang, said) in cases {
        let svg = stdout(&run_ok(&["sheet", "--form", "ticks", "--lang", lang]));
        let printed: Vec<String> = kifu::raster::text_boxes(&svg)
            .unwrap()
            .into_iter()
            .map(|t| t.text)
            .collect();
        let printed = printed.join(" ");
        for s in said {
            assert!(
                printed.contains(s),
                "{lang}: {s:?} not on the form:\n{printed}"
            );
        }
    }
}
