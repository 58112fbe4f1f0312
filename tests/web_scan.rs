//! Scanning a photographed tick form in the web app (`kifu web`'s second WebAssembly,
//! `crates/kifu-scan-wasm`). Natively, its `Scan` must answer exactly what `kifu scan`
//! answers for the same photos: the record, its doubtful entries (code and place), the
//! problems with photos that are not the form. In headless Chromium, photos given to the
//! page's file input must put that same record in the editor, list those same entries,
//! or say the command line's diagnostic, while the page fetches nothing. Without Chromium
//! or a `kifu` built with the app, the browser tests are skipped (see `web_browser.rs`).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use common::browser::{Browser, chromium, url};
use kifu::kamisado::tick_form::{TickWords, place};
use kifu::kamisado::{Generator, MatchKind};
use kifu_scan_wasm::{Scan, Scanned};
use kifu_testkit::fill::rounds_of;
use kifu_testkit::photo::{PhotoMaker, PhotoOptions};
use serde_json::json;

/// The photos every test reads, made once: in a folder of their own, `page-N.jpg`, the
/// sheet of the first generated standard match that takes two pages, a few ticks left
/// out so that the rules must decide some entries; their names, last page first; and
/// `wall.png`, a grey picture with no form on it.
fn photos() -> &'static (tempfile::TempDir, Vec<String>) {
    static PHOTOS: OnceLock<(tempfile::TempDir, Vec<String>)> = OnceLock::new();
    PHOTOS.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let rounds = (3..)
            .map(|s| rounds_of(&Generator::new(s).random_match(MatchKind::Standard)))
            .find(|r| place(r).pages >= 2)
            .unwrap();
        let options = PhotoOptions {
            missing: 0.04,
            ..PhotoOptions::clean(150.0)
        };
        let photos = PhotoMaker::new(TickWords::EN)
            .photograph(&rounds, 3, &options)
            .unwrap();
        let mut names: Vec<String> = photos
            .iter()
            .map(|p| {
                let file = format!("page-{}.jpg", p.page);
                std::fs::write(dir.path().join(&file), &p.jpeg).unwrap();
                file
            })
            .collect();
        names.reverse();
        image::GrayImage::from_pixel(400, 600, image::Luma([180]))
            .save(dir.path().join("wall.png"))
            .unwrap();
        std::fs::write(dir.path().join("notes.jpg"), "not a picture").unwrap();
        (dir, names)
    })
}

/// What `kifu scan` says of these photos of `dir` (run there, colour off): exit code,
/// the record written, and standard error.
fn cli_scan(dir: &Path, photos: &[String]) -> (i32, String, String) {
    cli_scan_with(dir, &[], photos)
}

/// `kifu scan` with `options` before the photos, as [`cli_scan`].
fn cli_scan_with(dir: &Path, options: &[&str], photos: &[String]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .arg("scan")
        .args(options)
        .args(photos)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("KIFU_LANG", "en")
        .stdin(Stdio::null())
        .output()
        .expect("run kifu");
    (
        o.status.code().unwrap(),
        common::stdout(&o),
        common::stderr(&o),
    )
}

/// The scan layer on the same photos, said in English.
fn layer_scan(dir: &Path, photos: &[String]) -> Scanned {
    let mut scan = Scan::new();
    for p in photos {
        scan.add(p, &std::fs::read(dir.join(p)).unwrap());
    }
    scan.scanned(kifu::Lang::En, kifu::Lang::En)
}

/// The codes of the diagnostics in what `kifu scan` printed, in order.
fn codes_in(stderr: &str) -> Vec<String> {
    stderr
        .split(|c: char| c.is_whitespace() || c == '×' || c == '⚠')
        .filter(|w| w.starts_with("kifu::scan::"))
        .map(str::to_string)
        .collect()
}

/// The places (line, column) of the diagnostics about the record in what `kifu scan`
/// printed: `[<scanned record>:LINE:COL]`.
fn places_in(stderr: &str) -> Vec<(usize, usize)> {
    stderr
        .split("[<scanned record>:")
        .skip(1)
        .map(|rest| {
            let at = rest.split(']').next().unwrap();
            let (line, column) = at.split_once(':').unwrap();
            (line.parse().unwrap(), column.parse().unwrap())
        })
        .collect()
}

/// Every word of `said` is in `printed`, in order (miette wraps long lines, and marks
/// the lines it wraps a message onto with `|`).
fn said_in(printed: &str, said: &str) -> bool {
    let printed: Vec<&str> = printed
        .split_whitespace()
        .filter(|w| !matches!(*w, "|" | "│"))
        .collect();
    let said: Vec<&str> = said.split_whitespace().collect();
    printed.windows(said.len()).any(|w| w == said.as_slice())
}

#[test]
fn the_scan_layer_writes_the_record_and_doubtful_entries_kifu_scan_writes() {
    let (dir, pages) = photos();
    let d = dir.path();
    let (exit, record, stderr) = cli_scan(d, pages);
    let layer = layer_scan(d, pages);
    assert_eq!(layer.problems, vec![]);
    assert_eq!(layer.text.as_deref(), Some(record.as_str()));
    assert_eq!(layer.settled, exit == 0, "{stderr}");
    let codes: Vec<String> = layer.doubtful.iter().map(|p| p.code.into()).collect();
    assert_eq!(codes, codes_in(&stderr), "{stderr}");
    assert!(!codes.is_empty(), "some entries are decided by the rules");
    let places: Vec<(usize, usize)> = layer.doubtful.iter().map(|p| (p.line, p.column)).collect();
    assert_eq!(places, places_in(&stderr), "{stderr}");
    for p in &layer.doubtful {
        assert!(said_in(&stderr, &p.message), "{}\n{stderr}", p.message);
    }
}

#[test]
fn the_scan_layer_says_what_kifu_scan_says_of_photos_that_are_not_a_sheet() {
    let (dir, pages) = photos();
    let d = dir.path();
    let cases: [(&str, Vec<String>); 4] = [
        ("not the form", vec!["wall.png".into()]),
        ("page 2 without page 1", vec![pages[0].clone()]),
        ("page 1 twice", vec![pages[1].clone(), pages[1].clone()]),
        ("no picture", vec!["notes.jpg".into()]),
    ];
    for (name, photos) in cases {
        let (exit, record, stderr) = cli_scan(d, &photos);
        assert_ne!(exit, 0, "{name}");
        assert_eq!(record, "", "{name}");
        let layer = layer_scan(d, &photos);
        assert_eq!(layer.text, None, "{name}");
        assert!(!layer.problems.is_empty(), "{name}");
        let codes: Vec<String> = layer
            .problems
            .iter()
            .filter_map(|p| p.code.clone())
            .collect();
        assert_eq!(codes, codes_in(&stderr), "{name}: {stderr}");
        for p in &layer.problems {
            assert!(
                said_in(&stderr, &p.message),
                "{name}: {}\n{stderr}",
                p.message
            );
            if let Some(help) = &p.help {
                assert!(said_in(&stderr, help), "{name}: {help}\n{stderr}");
            }
        }
    }
}

/// The app written by `kifu web` into `dir` (its words in English), or `None` when this
/// `kifu` was built without it (allowed unless `KIFU_WEB_REQUIRED=1`).
fn app(dir: &Path) -> Option<PathBuf> {
    if !common::web_app() {
        return None;
    }
    let out = dir.join("kifu.html");
    common::run(&["web", "--lang", "en", "-o", out.to_str().unwrap()], 0);
    Some(out)
}

/// Chromium, a folder and the app written in it, or `None` when either is missing (see
/// [`app`]).
fn setup() -> Option<(&'static str, tempfile::TempDir, PathBuf)> {
    let chromium = chromium()?;
    let out = tempfile::tempdir().unwrap();
    let page = app(out.path())?;
    Some((chromium, out, page))
}

/// Give these photos to the page's "Scan a score sheet" input and wait for its answer.
fn pick(b: &mut Browser, files: &[PathBuf]) {
    b.eval("document.getElementById('scanned').hidden = true; window.kifuApp.timings.scan = 0");
    let root = b.call("DOM.getDocument", json!({}));
    let node = b.call(
        "DOM.querySelector",
        json!({ "nodeId": root["root"]["nodeId"], "selector": "#scan" }),
    );
    b.call(
        "DOM.setFileInputFiles",
        json!({ "nodeId": node["nodeId"], "files": files }),
    );
    // A minute at most: a slow machine reads photos in seconds.
    b.wait_for(
        "!document.getElementById('scanned').hidden || window.kifuApp.timings.scan > 0 \
         || document.getElementById('status').className === 'bad'",
        Duration::from_secs(60),
    );
}

/// What the page lists after a scan: (code, line) of each item.
fn listed(b: &mut Browser) -> Vec<(String, Option<usize>)> {
    let v = b.eval(
        "[...document.querySelectorAll('#doubtful li')].map((li) => [li.dataset.code, li.dataset.line || null])",
    );
    v.as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let line = p[1].as_str().map(|l| l.parse().unwrap());
            (p[0].as_str().unwrap().to_string(), line)
        })
        .collect()
}

#[test]
fn photos_picked_in_the_app_put_kifu_scans_record_in_the_editor() {
    let Some((chromium, _out, page)) = setup() else {
        return;
    };
    let (dir, photos) = photos();
    let d = dir.path();
    let (_, record, stderr) = cli_scan(d, photos);
    let mut b = Browser::open(chromium, &["Network", "DOM"], url(&page, ""));
    // Nothing of the scanner is paid for before a photo is picked.
    assert_eq!(b.eval("window.kifuApp.scans"), json!(true));
    assert_eq!(
        b.eval("document.querySelector('#scan-label span').textContent"),
        json!("Scan a score sheet")
    );
    assert_eq!(b.eval("window.kifuApp.timings.scanLoad"), json!(0));
    let files: Vec<PathBuf> = photos.iter().map(|p| d.join(p)).collect();
    pick(&mut b, &files);
    assert_eq!(
        b.eval("document.getElementById('text').value"),
        json!(record),
        "{stderr}"
    );
    let expected: Vec<(String, Option<usize>)> = codes_in(&stderr)
        .into_iter()
        .zip(places_in(&stderr))
        .map(|(code, (line, _))| (code, Some(line)))
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(listed(&mut b), expected);
    // The status says so, also once the editor's own check has run after the change.
    std::thread::sleep(Duration::from_millis(400));
    let said = b.eval("document.getElementById('status').textContent");
    let note = format!("Scanned: {} entries to check", expected.len());
    assert!(said.as_str().unwrap().starts_with(&note), "{said}");
    // A click on an entry to check selects its line.
    let line = expected[0].1.unwrap();
    b.eval("document.querySelector('#doubtful li button').click()");
    let selected = b.eval(
        "(() => { const t = document.getElementById('text'); \
         return t.value.slice(0, t.selectionStart).split('\\n').length; })()",
    );
    assert_eq!(selected, json!(line));
    eprintln!(
        "scanner: inflated and instantiated in {} ms; two pages read in {} ms",
        b.eval("Math.round(window.kifuApp.timings.scanLoad)"),
        b.eval("Math.round(window.kifuApp.timings.scan)")
    );
    // Read in a Worker made from the page's own script: nothing else was fetched.
    assert_eq!(b.eval("window.kifuApp.scanIn"), json!("worker"));
    let requests = b.requested();
    assert!(requests[0].starts_with("file://"), "{requests:?}");
    assert!(
        requests[1..].iter().all(|r| r.starts_with("blob:")),
        "{requests:?}"
    );
}

#[test]
fn a_photo_that_is_not_the_form_gets_the_clis_diagnostic_in_the_page() {
    let Some((chromium, _out, page)) = setup() else {
        return;
    };
    let d = photos().0.path();
    let photos = vec!["wall.png".to_string()];
    let (exit, _, stderr) = cli_scan(d, &photos);
    assert_eq!(exit, 1);
    let mut b = Browser::open(chromium, &["DOM"], url(&page, ""));
    pick(&mut b, &[d.join(&photos[0])]);
    assert_eq!(
        listed(&mut b),
        vec![("kifu::scan::markers".to_string(), None)]
    );
    let shown = b.eval("document.querySelector('#doubtful li').textContent");
    let said = layer_scan(d, &photos).problems.remove(0);
    let shown = shown.as_str().unwrap();
    assert!(
        shown.contains(&said.message) && said_in(&stderr, &said.message),
        "{shown}"
    );
    assert!(shown.contains(said.help.as_deref().unwrap()), "{shown}");
    // The editor is left as it was, and the page says why.
    assert_eq!(b.eval("document.getElementById('text').value"), json!(""));
    assert_eq!(
        b.eval("document.getElementById('status').className"),
        json!("bad")
    );
}

/// The viewer of `kifu show --format html` carries no scanner.
#[test]
fn the_viewer_of_show_html_carries_no_scanner() {
    if !common::web_app() {
        return;
    }
    let (page, _) = common::run(
        &[
            "show",
            "fixtures/kamisado/valid/standard_fr_words.kamisado",
            "--format",
            "html",
        ],
        0,
    );
    let blob = "const KIFU_SCAN_WASM = \"";
    assert!(!page.contains(blob) && !page.contains("{{SCAN}}"));
    let (app, _) = common::run(&["web"], 0);
    assert!(app.contains(blob) && !app.contains("{{SCAN}}"));
}

/// Issue 36: the two pages of a handwritten standard match
/// (`crates/kifu/tests/fixtures/handwriting/match-phone-*.jpg`: a writer held out of
/// training, photographed by a phone, so that some entries are left to the rules and some
/// to a person), in a folder of their own, and their names, page 2 first.
fn hand_photos() -> &'static (tempfile::TempDir, Vec<String>) {
    static PHOTOS: OnceLock<(tempfile::TempDir, Vec<String>)> = OnceLock::new();
    PHOTOS.get_or_init(|| {
        let fixtures =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/kifu/tests/fixtures/handwriting");
        let dir = tempfile::tempdir().unwrap();
        let names = [2, 1]
            .map(|n| {
                let name = format!("page-{n}.jpg");
                let from = fixtures.join(format!("match-phone-{n}.jpg"));
                std::fs::copy(from, dir.path().join(&name)).unwrap();
                name
            })
            .to_vec();
        (dir, names)
    })
}

/// `kifu scan --form handwriting` on [`hand_photos`], as [`cli_scan`].
fn cli_scan_hand() -> (i32, String, String) {
    let (dir, names) = hand_photos();
    cli_scan_with(dir.path(), &["--form", "handwriting"], names)
}

/// The part of `text` from UTF-16 offset `from` to `to`, as the page's editor counts.
fn utf16_slice(text: &str, [from, to]: [usize; 2]) -> String {
    let units: Vec<u16> = text.encode_utf16().collect();
    String::from_utf16(&units[from..to]).unwrap()
}

#[test]
fn the_scan_layer_reads_a_handwritten_sheet_as_kifu_scan_does_with_its_entries_to_review() {
    let (dir, names) = hand_photos();
    let d = dir.path();
    let (exit, record, stderr) = cli_scan_hand();
    let layer = layer_scan(d, names);
    assert_eq!(layer.problems, vec![]);
    assert!(layer.handwriting);
    assert_eq!(layer.text.as_deref(), Some(record.as_str()), "{stderr}");
    assert_eq!(layer.settled, exit == 0, "{stderr}");
    let codes: Vec<String> = layer.doubtful.iter().map(|p| p.code.into()).collect();
    assert_eq!(codes, codes_in(&stderr), "{stderr}");
    let text = layer.text.unwrap();
    for r in &layer.review {
        assert!(r.crop.starts_with("data:image/png;base64,"), "{}", r.place);
        assert!(!r.candidates.is_empty() && r.candidates.len() <= 4, "{r:?}");
        if let Some(entry) = r.entry {
            assert_eq!(Some(utf16_slice(&text, entry)), r.candidates[0], "{r:?}");
        }
        if let Some(note) = r.note {
            assert!(utf16_slice(&text, note).starts_with("{scan:"), "{r:?}");
        }
        if let Some(i) = r.problem {
            assert!(i < layer.doubtful.len());
        }
    }
    // Both pages have entries to review, each said with its page.
    for page in ["page 1, block ", "page 2, block "] {
        assert!(
            layer.review.iter().any(|r| r.place.starts_with(page)),
            "{page}: {:?}",
            layer.review
        );
    }
    // The tick form's photos have no entries to review: their problems say which boxes.
    let (ticks, pages) = photos();
    assert!(!layer_scan(ticks.path(), pages).handwriting);
    // A scan reads one sheet: photos of both forms get no record, and say why.
    let mut scan = Scan::new();
    scan.add(&names[0], &std::fs::read(d.join(&names[0])).unwrap());
    scan.add(
        &pages[1],
        &std::fs::read(ticks.path().join(&pages[1])).unwrap(),
    );
    let mixed = scan.scanned(kifu::Lang::En, kifu::Lang::En);
    assert_eq!(mixed.text, None);
    assert_eq!(mixed.problems.len(), 1);
    assert!(
        mixed.problems[0]
            .message
            .starts_with("these photos are of two forms"),
        "{:?}",
        mixed.problems
    );
}

#[test]
fn a_handwritten_entry_is_settled_in_the_page_by_a_click_on_what_it_says() {
    let Some((chromium, _out, page)) = setup() else {
        return;
    };
    let (dir, names) = hand_photos();
    let d = dir.path();
    let (_, record, stderr) = cli_scan_hand();
    let layer = layer_scan(d, names);
    let mut b = Browser::open(chromium, &["DOM"], url(&page, ""));
    let files: Vec<PathBuf> = names.iter().map(|n| d.join(n)).collect();
    pick(&mut b, &files);
    assert_eq!(
        b.eval("document.getElementById('text').value"),
        json!(record),
        "{stderr}"
    );
    // Each entry to review shows its cells as photographed and what it may say.
    assert_eq!(
        b.eval("document.querySelectorAll('#doubtful .review').length"),
        json!(layer.review.len())
    );
    b.wait_for(
        "[...document.querySelectorAll('#doubtful img.crop')].every((i) => i.complete && i.naturalWidth > 0)",
        Duration::from_secs(10),
    );
    eprintln!(
        "handwriting scanner: inflated and instantiated in {} ms; two pages read in {} ms",
        b.eval("Math.round(window.kifuApp.timings.scanLoad)"),
        b.eval("Math.round(window.kifuApp.timings.scan)")
    );
    // The first entry to review that the record has, and the second thing it may say.
    let (k, chosen) = layer
        .review
        .iter()
        .enumerate()
        .find(|(_, r)| r.entry.is_some() && r.candidates.len() > 1)
        .expect("an entry with another reading");
    let want = chosen.candidates[1]
        .clone()
        .unwrap_or_else(|| chosen.nothing.clone());
    let clicked = b.eval(&format!(
        "(() => {{ const b = [...document.querySelectorAll('#doubtful .review')][{k}] \
         .querySelectorAll('button.candidate')[1]; const t = b.textContent; b.click(); return t; }})()"
    ));
    assert_eq!(clicked, json!(format!("2) {want}")));
    // The entry and its note are replaced by what was chosen, and only they.
    let from = chosen.entry.unwrap()[0];
    let to = chosen.note.or(chosen.entry).unwrap()[1];
    let units: Vec<u16> = record.encode_utf16().collect();
    let put = if chosen.candidates[1].is_some() {
        want.as_str()
    } else {
        ""
    };
    let expected = format!(
        "{}{put}{}",
        String::from_utf16(&units[..from]).unwrap(),
        String::from_utf16(&units[to..]).unwrap()
    );
    assert_eq!(
        b.eval("document.getElementById('text').value"),
        json!(expected)
    );
    assert_eq!(
        b.eval("document.querySelectorAll('#doubtful li.chosen').length"),
        json!(1)
    );
    // Said in the status, also once the editor's own check has run after the change.
    std::thread::sleep(Duration::from_millis(400));
    let said = b.eval("document.getElementById('status').textContent");
    assert!(
        said.as_str()
            .unwrap()
            .starts_with(&format!("{want} put in the record")),
        "{said}"
    );
}
