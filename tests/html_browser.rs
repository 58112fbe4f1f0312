//! The page of `kifu show --format html` in a real browser, as a reader uses it: headless
//! Chromium opens it with a deep link, keys are pressed through the DevTools protocol, and
//! the DOM must show the right ply while the page fetches nothing. Without Chromium the
//! tests are skipped, except on CI (CI=true) where they fail: `.ci/run` installs it. The
//! page is the web app's viewer: a `kifu` built without the app skips them too, except
//! where `KIFU_WEB_REQUIRED=1` (`.ci/run`) makes it a failure.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::browser::{Browser, FLAGS, chromium, url};
use serde_json::json;

/// Run `kifu` with these arguments and `-o out`, its words in English (`KIFU_LANG=en`:
/// these tests read the page's English words, whatever the sheet's language); it exits
/// with 0.
#[track_caller]
fn write_to(args: &[&str], out: &Path) {
    write_with(args, out, &[("KIFU_LANG", "en")]);
}

/// Run `kifu` with these arguments, `-o out` and these environment variables; it exits
/// with 0.
#[track_caller]
fn write_with(args: &[&str], out: &Path, env: &[(&str, &str)]) {
    let o = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(args)
        .args(["-o", out.to_str().unwrap()])
        .envs(env.iter().copied())
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("run kifu");
    assert_eq!(o.status.code(), Some(0), "{args:?}: {}", common::stderr(&o));
}

/// The page of a fixture, written to a temporary folder.
fn page(dir: &Path, fixture: &str) -> PathBuf {
    let out = dir.join("game.html");
    write_to(&["show", fixture, "--format", "html"], &out);
    out
}

/// The page of `fixture` (written into `dir`, these environment variables set) opened
/// at `fragment` in the browser `b` (launched on first use).
fn open_in<'b>(
    b: &'b mut Option<Browser>,
    chromium: &str,
    dir: &Path,
    fixture: &str,
    env: &[(&str, &str)],
    fragment: &str,
) -> &'b mut Browser {
    let out = dir.join(format!("{}.html", fixture.rsplit('/').next().unwrap()));
    write_with(&["show", fixture, "--format", "html"], &out, env);
    let browser = b.get_or_insert_with(|| Browser::open(chromium, &[], url(&out, "")));
    browser.call("Page.navigate", json!({ "url": url(&out, fragment) }));
    browser.wait_ready();
    browser
}

/// Print the page `html` to `pdf` with Chromium (a profile in `dir`), and the PDF's text.
fn print_to_pdf(chromium: &str, dir: &Path, html: &Path, pdf: &Path) -> String {
    let printed = Command::new(chromium)
        .args(FLAGS)
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .arg("--no-pdf-header-footer")
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(url(html, ""))
        .stderr(Stdio::null())
        .stdout(Stdio::null())
        .status()
        .expect("run chromium");
    assert!(printed.success());
    String::from_utf8_lossy(&std::fs::read(pdf).unwrap()).into_owned()
}

const MULTI_ROUND: &str = "fixtures/kamisado/valid/standard_fr_words.kamisado";

#[test]
fn a_deep_link_opens_the_page_at_that_round_and_ply() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let page = page(dir.path(), MULTI_ROUND);
    let profile = dir.path().join("profile");
    let o = Command::new(chromium)
        .args(FLAGS)
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("--dump-dom")
        // The page starts once its WebAssembly is inflated: give it (virtual) time.
        .arg("--virtual-time-budget=10000")
        .arg(url(&page, "#round=2&ply=5"))
        .stderr(Stdio::null())
        .output()
        .expect("run chromium");
    let dom = String::from_utf8_lossy(&o.stdout);
    assert!(
        dom.contains(r#"data-round="2" data-ply="5""#),
        "{}",
        &dom[..dom.len().min(3000)]
    );
    assert!(dom.contains(r#"<p id="where">Round 2, ply 5</p>"#));
    // The board shown is the SVG of that position, and the move list marks that ply.
    assert!(dom.contains(r#"<div id="board" aria-live="polite"><svg"#));
    assert!(dom.contains(r#"class="current" aria-current="step""#));
}

#[test]
fn keys_step_through_the_game_the_address_follows_and_nothing_is_fetched() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let page = page(dir.path(), MULTI_ROUND);
    let mut b = Browser::open(chromium, &["Network"], url(&page, "#round=1&ply=2"));
    assert_eq!(
        b.state(),
        ("1".into(), "1".into(), "2".into(), "#round=1&ply=2".into())
    );

    b.press("ArrowRight", 39);
    b.press("ArrowRight", 39);
    assert_eq!(
        b.state(),
        ("1".into(), "1".into(), "4".into(), "#round=1&ply=4".into())
    );
    b.press("ArrowLeft", 37);
    assert_eq!(b.state().2, "3");
    b.press("ArrowDown", 40);
    assert_eq!(
        b.state(),
        ("1".into(), "2".into(), "0".into(), "#round=2&ply=0".into())
    );
    b.press("End", 35);
    let (_, round, ply, hash) = b.state();
    assert_ne!(round, "1", "End goes to the last round");
    assert_eq!(hash, format!("#round={round}&ply={ply}"));
    b.press("Home", 36);
    assert_eq!(b.state().3, "#round=1&ply=0");
    let shown = b.eval("document.getElementById('where').textContent");
    assert_eq!(shown, json!("Round 1, ply 0"));

    // Only the page itself was requested: no script, style, font or picture.
    b.assert_only_the_page_was_requested();
}

#[test]
fn the_record_picker_switches_records_and_the_address_says_which() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let two = dir.path().join("two.kamisado");
    let mut text =
        std::fs::read_to_string("fixtures/kamisado/valid/simple_en_arrows.kamisado").unwrap();
    text.push('\n');
    text.push_str(&std::fs::read_to_string(MULTI_ROUND).unwrap());
    std::fs::write(&two, text).unwrap();
    let page = page(dir.path(), two.to_str().unwrap());
    let mut b = Browser::open(chromium, &[], url(&page, "#record=2&round=2&ply=1"));
    assert_eq!(
        b.state(),
        (
            "2".into(),
            "2".into(),
            "1".into(),
            "#record=2&round=2&ply=1".into()
        )
    );
    b.eval("(() => { const p = document.getElementById('picker'); p.value = '0'; p.dispatchEvent(new Event('change')); })()");
    assert_eq!(
        b.state(),
        (
            "1".into(),
            "1".into(),
            "0".into(),
            "#record=1&round=1&ply=0".into()
        )
    );
    b.press("ArrowRight", 39);
    assert_eq!(b.state().3, "#record=1&round=1&ply=1");
}

#[test]
fn a_printed_score_sheet_is_one_a4_page() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    for game in ["kamisado", "samourai", "kaito", "kasane"] {
        let html = dir.path().join(format!("{game}.html"));
        let pdf = dir.path().join(format!("{game}.pdf"));
        write_to(
            &["sheet", "--game", game, "--lang", "fr", "--format", "html"],
            &html,
        );
        let text = print_to_pdf(chromium, dir.path(), &html, &pdf);
        let pages = text.matches("/Type /Page").count() - text.matches("/Type /Pages").count();
        assert_eq!(pages, 1, "{game}: one page");
        // A4 is 595 × 842 points.
        let media = text.split("/MediaBox [").nth(1).expect("a page size");
        let size: Vec<f64> = media
            .split(']')
            .next()
            .unwrap()
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        assert!(
            (size[2] - 595.0).abs() < 1.0 && (size[3] - 842.0).abs() < 1.0,
            "{game}: A4, not {size:?}"
        );
    }
}

#[test]
fn f_flips_the_board_and_the_address_keeps_it() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let kamisado = page(dir.path(), MULTI_ROUND);
    let mut b = Browser::open(chromium, &[], url(&kamisado, "#round=1&ply=2"));
    // Where the square a1 is drawn: bottom left, or top right when flipped.
    let a1 = "(() => { const r = document.querySelector('#board rect[id=a1]'); \
              return r.getAttribute('x') + ',' + r.getAttribute('y'); })()";
    let flipped = "document.querySelector('main').dataset.flip";
    assert_eq!(b.eval(a1), json!("28,448"));
    assert_eq!(b.eval(flipped), json!("0"));
    b.press("f", 70);
    assert_eq!(b.eval(a1), json!("448,28"));
    assert_eq!(b.eval(flipped), json!("1"));
    assert_eq!(b.state().3, "#round=1&ply=2&flip=1");
    b.press("ArrowRight", 39);
    assert_eq!(b.state().3, "#round=1&ply=3&flip=1");
    assert_eq!(
        b.eval(a1),
        json!("448,28"),
        "stepping keeps the board flipped"
    );
    b.eval("document.getElementById('flip').click()");
    assert_eq!(b.eval(a1), json!("28,448"), "the button flips it back");
    assert_eq!(b.state().3, "#round=1&ply=3");

    // A deep link with flip=1 opens flipped.
    b.call(
        "Page.navigate",
        json!({ "url": url(&kamisado, "#round=2&ply=1&flip=1") }),
    );
    // Only the address's fragment changes: the page follows on `hashchange`.
    let start = Instant::now();
    while b.state().2 != "1" {
        assert!(start.elapsed() < Duration::from_secs(10), "{:?}", b.state());
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(b.state().1, "2");
    assert_eq!(b.eval(a1), json!("448,28"));

    // Colors of Kasane's table has no sides: no button, and f says why.
    let kasane_dir = tempfile::tempdir().unwrap();
    let kasane = page(
        kasane_dir.path(),
        "fixtures/kasane/games/three_seed1.kasane",
    );
    b.call("Page.navigate", json!({ "url": url(&kasane, "") }));
    b.wait_ready();
    assert_eq!(
        b.eval("document.getElementById('flip').hidden"),
        json!(true)
    );
    b.press("f", 70);
    assert_eq!(b.eval(flipped), json!("0"));
    let note = b.eval("document.getElementById('note').textContent");
    assert!(note.as_str().unwrap().contains("no sides"), "{note}");
}

#[test]
fn a_printed_tick_form_is_one_a4_page_per_page() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("ticks.html");
    let pdf = dir.path().join("ticks.pdf");
    write_to(
        &[
            "sheet", "--form", "ticks", "--pages", "3", "--format", "html",
        ],
        &html,
    );
    let text = print_to_pdf(chromium, dir.path(), &html, &pdf);
    let pages = text.matches("/Type /Page").count() - text.matches("/Type /Pages").count();
    assert_eq!(pages, 3, "one printed page per page of the form");
}

/// A sheet with a mistake (its replay stops at round 1, ply 1), kept in a folder of its
/// own as `partie2.kamisado`: the folder, the sheet's path, and its page (kifu exits 1).
fn page_of_a_mistake() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let sheet = dir.path().join("partie2.kamisado");
    std::fs::copy("fixtures/kamisado/rules/err_must_pass.kamisado", &sheet).unwrap();
    let out = dir.path().join("game.html");
    let args = [
        "show",
        sheet.to_str().unwrap(),
        "--format",
        "html",
        "-o",
        out.to_str().unwrap(),
    ];
    common::run(&args, 1);
    (dir, sheet, out)
}

#[test]
fn the_page_names_the_file_and_not_the_folders_it_was_in() {
    if !common::web_app() {
        return;
    }
    let (dir, sheet, page) = page_of_a_mistake();
    let html = std::fs::read_to_string(page).unwrap();
    assert!(
        html.contains("partie2.kamisado:4:23"),
        "the diagnostic names the file"
    );
    let folder = dir.path().to_str().unwrap();
    assert!(!html.contains(folder), "{folder} is in the page");
    // The terminal still gets the path as it was given.
    let (_, err) = common::run(&["show", sheet.to_str().unwrap(), "--format", "html"], 1);
    assert!(err.contains(&format!("{}:4:23", sheet.display())), "{err}");
}

#[test]
fn only_a_board_with_sides_offers_to_flip() {
    if !common::web_app() {
        return;
    }
    let kasane = common::run_to_file(
        &[
            "show",
            "fixtures/kasane/games/three_seed1.kasane",
            "--format",
            "html",
        ],
        "kasane.html",
    )
    .1;
    assert!(
        !kasane.contains("flip the board"),
        "Colors of Kasane has no sides"
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("k.html");
    write_to(&["show", MULTI_ROUND, "--format", "html"], &out);
    let kamisado = std::fs::read_to_string(out).unwrap();
    assert!(kamisado.contains("f to flip the board"));
}

#[test]
fn a_record_with_a_mistake_says_so_from_the_start_and_links_to_where_it_stops() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let (_dir, _, page) = page_of_a_mistake();
    let mut b = Browser::open(chromium, &[], url(&page, ""));
    assert_eq!(b.state().2, "0", "the page opens at the start");
    let banner = b.eval("(() => { const e = document.getElementById('banner'); return e.hidden ? '' : e.textContent; })()");
    let banner = banner.as_str().unwrap();
    assert!(
        banner.contains("the green tower is blocked and cannot move")
            && banner.contains("round 1, ply 1"),
        "{banner}"
    );
    assert_eq!(
        b.eval("document.getElementById('stop').getAttribute('href')"),
        json!("#round=1&ply=1")
    );
    assert_eq!(
        b.eval("document.getElementById('diag').hidden"),
        json!(true)
    );
    b.eval("document.getElementById('stop').click()");
    let start = Instant::now();
    while b.state().2 != "1" {
        assert!(start.elapsed() < Duration::from_secs(10), "{:?}", b.state());
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(
        b.eval("document.getElementById('diag').hidden"),
        json!(false)
    );
    let diag = b.eval("document.getElementById('diag').textContent");
    assert!(
        diag.as_str().unwrap().contains("this tower must pass"),
        "{diag}"
    );
}

#[test]
fn the_diagnostic_box_stays_inside_the_window_on_a_desktop_and_on_a_phone() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let (_dir, _, page) = page_of_a_mistake();
    let mut b = Browser::open(chromium, &[], url(&page, "#round=1&ply=1"));
    for (width, height, mobile) in [(1280, 800, false), (800, 900, false), (375, 740, true)] {
        b.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile }),
        );
        let edges = b.eval(
            "(() => { const d = document.getElementById('diag'); \
             return [d.hidden, d.getBoundingClientRect().right, \
             document.documentElement.clientWidth, document.documentElement.scrollWidth]; })()",
        );
        assert_eq!(edges[0], json!(false), "the diagnostic is shown");
        let (right, view, page) = (
            edges[1].as_f64().unwrap(),
            edges[2].as_f64().unwrap(),
            edges[3].as_f64().unwrap(),
        );
        assert!(
            right <= view,
            "{width}px: the box ends at {right}px, the window at {view}px"
        );
        assert!(page <= view, "{width}px: the page is {page}px wide");
    }
}

#[test]
fn the_move_list_says_how_each_round_ended_in_every_game() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let mut b: Option<Browser> = None;
    for (fixture, said) in [
        (
            MULTI_ROUND,
            "White wins the round (home row), 1 point · Black 0 – White 1",
        ),
        (
            "fixtures/samourai/draw.samourai",
            "Draw: Red could only put Black in iki zumari",
        ),
        (
            "fixtures/kaito/win_last_katana.kaito",
            "Black wins: Red lost their last Katana",
        ),
        (
            "fixtures/kasane/games/three_seed1.kasane",
            "Game over · Aiko wins (Aiko 13, Ben 8, Chie 9)",
        ),
    ] {
        let browser = open_in(
            &mut b,
            chromium,
            dir.path(),
            fixture,
            &[("KIFU_LANG", "en")],
            "",
        );
        let results = browser
            .eval("[...document.querySelectorAll('#moves .result')].map((p) => p.textContent)");
        let results: Vec<&str> = results
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|r| r.as_str())
            .collect();
        assert!(
            results.iter().any(|r| r.contains(said)),
            "{fixture}: {results:?}"
        );
    }
}

/// The visible text of the page in the browser but the board's picture (whose caption is
/// the game renderer's): the header, the banner, the side with the controls and moves.
fn shown(b: &mut Browser) -> String {
    b.eval(
        "[...document.querySelectorAll('header, #banner, #right > :not(#board)')].map((e) => e.innerText).join(' ')",
    )
    .as_str()
    .unwrap()
    .to_string()
}

/// Issue 33: the page of a German sheet is German (`<html lang="de">`, its controls, the
/// script's words, the banner of a mistake), a French one French.
#[test]
fn a_german_sheet_gives_a_german_page_and_a_french_one_a_french_page() {
    if !common::web_app() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "fixtures/kamisado/valid/standard_de_words.kamisado",
            "de",
            [
                "Runde 2, Zug 5",
                "Vorheriger Zug (←)",
                "Tasten: ← → ein Zug",
            ],
        ),
        (
            MULTI_ROUND,
            "fr",
            [
                "Manche 2, coup 5",
                "Coup précédent (←)",
                "Touches : ← → un coup",
            ],
        ),
    ];
    let mut pages = Vec::new();
    for (fixture, lang, said) in cases {
        let out = dir.path().join(format!("{lang}.html"));
        write_with(&["show", fixture, "--format", "html"], &out, &[]);
        let html = std::fs::read_to_string(&out).unwrap();
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{lang}");
        assert!(html.contains(said[1]) && html.contains(said[2]), "{lang}");
        for english in ["Previous ply", "Keys:", "needs JavaScript", "lang=\"en\""] {
            assert!(!html.contains(english), "{lang}: {english}");
        }
        pages.push((out, lang, said[0]));
    }
    let Some(chromium) = chromium() else { return };
    for (out, lang, at) in pages {
        let mut b = Browser::open(chromium, &[], url(&out, "#round=2&ply=5"));
        let text = shown(&mut b);
        assert!(text.contains(at), "{lang}: {text}");
        for english in ["Round", "ply", "start", "played", "Keys"] {
            assert!(
                !text
                    .split_whitespace()
                    .any(|w| w.trim_matches(',') == english),
                "{lang}: {english:?} in {text}"
            );
        }
    }
    // A mistake: the banner in the sheet's language, its link to where the replay stops.
    let sheet = dir.path().join("partie.kamisado");
    std::fs::copy(
        "fixtures/kamisado/rules/err_missing_pass_de.kamisado",
        &sheet,
    )
    .unwrap();
    let out = dir.path().join("mistake.html");
    let o = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(["show", sheet.to_str().unwrap(), "--format", "html", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let mut b = Browser::open(chromium, &[], url(&out, ""));
    let banner = b.eval("document.getElementById('banner').textContent");
    let banner = banner.as_str().unwrap();
    assert!(
        banner.starts_with("⚠ Diese Partie enthält einen Fehler:")
            && banner.contains("Das Nachspielen endet in Runde 1, Zug"),
        "{banner}"
    );
    let link = b.eval("document.getElementById('stop').textContent");
    assert!(
        link.as_str().unwrap().starts_with("zu Runde 1, Zug"),
        "{link}"
    );
}

/// Issue 33: with the pseudo-locale (`KIFU_PSEUDO=1`: every word of the catalogue
/// accented and 30 % longer), no text of the page runs out of its box, on a desktop and on
/// a phone: the controls, the banner, the move list, the hint.
#[test]
fn with_the_pseudo_locale_nothing_of_the_page_overflows_its_box() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let sheet = dir.path().join("partie.kamisado");
    std::fs::copy(
        "fixtures/kamisado/rules/err_missing_pass_fr.kamisado",
        &sheet,
    )
    .unwrap();
    let mistake = dir.path().join("mistake.html");
    let o = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(["show", sheet.to_str().unwrap(), "--format", "html", "-o"])
        .arg(&mistake)
        .env("KIFU_PSEUDO", "1")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let two = dir.path().join("two.kamisado");
    let both = [
        "fixtures/kamisado/valid/simple_en_arrows.kamisado",
        "fixtures/kamisado/valid/standard_de_words.kamisado",
    ]
    .map(|f| std::fs::read_to_string(f).unwrap())
    .join("\n");
    std::fs::write(&two, both).unwrap();
    let multi = dir.path().join("multi.html");
    write_with(
        &["show", two.to_str().unwrap(), "--format", "html"],
        &multi,
        &[("KIFU_PSEUDO", "1")],
    );
    let html = std::fs::read_to_string(&multi).unwrap();
    assert!(
        html.contains("[Prévîöüs~~~ plý~ (←)]"),
        "the pseudo-locale is on"
    );
    // Every element that holds words: its text stays inside it, and it inside the window.
    const CHECK: &str = "(() => { const out = []; \
        const view = document.documentElement.clientWidth; \
        for (const e of document.querySelectorAll('header, h1, label, #banner, #where, #played, \
            nav button, .hint, #moves h2, #moves button, #moves .result, #tags dt, #tags dd')) { \
          if (e.offsetParent === null) continue; \
          const r = e.getBoundingClientRect(); \
          if (e.scrollWidth > e.clientWidth + 1 || r.right > view + 0.5 || r.left < -0.5) \
            out.push(e.tagName + '#' + e.id + ' ' + JSON.stringify(e.textContent.slice(0, 60)) + \
              ' ' + e.scrollWidth + '/' + e.clientWidth + ' right ' + r.right + ' of ' + view); \
        } \
        if (document.documentElement.scrollWidth > view) out.push('the page is wider than the window'); \
        return out; })()";
    let mut b: Option<Browser> = None;
    for (page, fragment) in [(&mistake, ""), (&multi, "#record=2&round=1&ply=3")] {
        let browser = b.get_or_insert_with(|| Browser::open(chromium, &[], url(page, fragment)));
        browser.call("Page.navigate", json!({ "url": url(page, fragment) }));
        browser.wait_ready();
        for (width, height, mobile) in [(1280, 800, false), (800, 900, false), (375, 740, true)] {
            browser.call(
                "Emulation.setDeviceMetricsOverride",
                json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile }),
            );
            let text = shown(browser);
            assert!(
                text.contains('['),
                "{width}px: the pseudo-locale's words: {text}"
            );
            let over = browser.eval(CHECK);
            assert_eq!(over, json!([]), "{}: {width}px", page.display());
        }
    }
}

/// The board the page's engine draws is captioned in the sheet's language, and the line
/// under it says who played in that language too (the page carries no picture: the
/// positions are drawn in the browser).
#[test]
fn the_page_captions_each_ply_in_the_sheet_s_language() {
    if !common::web_app() {
        return;
    }
    let Some(chromium) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let mut b: Option<Browser> = None;
    for (fixture, caption, played) in [
        (MULTI_ROUND, "après le coup 1 (Noir : ", "Noir a joué "),
        (
            "fixtures/kamisado/valid/standard_de_words.kamisado",
            "nach Zug 1 (Schwarz: ",
            "Schwarz",
        ),
    ] {
        let browser = open_in(&mut b, chromium, dir.path(), fixture, &[], "#round=1&ply=1");
        let board = browser.eval("document.getElementById('board').textContent");
        let board = board.as_str().unwrap();
        assert!(board.contains(caption), "{fixture}: {board}");
        assert!(!board.contains("after ply 1 ("), "{fixture}: {board}");
        let said = browser.eval("document.getElementById('played').textContent");
        assert!(said.as_str().unwrap().contains(played), "{fixture}: {said}");
    }
}

/// Issue 34: the page carries the record's text and the engine, not two pictures per ply:
/// the 357-ply marathon is at most 1.5 MB (it was 14 MB). A `kifu` built without the web
/// app says so and how to get it, and writes no page (exit 2).
#[test]
fn the_marathon_page_is_at_most_one_and_a_half_megabytes() {
    let marathon = "fixtures/kamisado/valid/marathon_en_ascii.kamisado";
    let o = common::kifu(&["show", marathon, "--format", "html"]);
    if !common::web_app() {
        assert_eq!(o.status.code(), Some(2), "{}", common::stderr(&o));
        assert!(o.stdout.is_empty());
        common::has(&common::stderr(&o), "scripts/build-web.sh");
        return;
    }
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    let size = o.stdout.len();
    assert!(size <= 1_500_000, "the marathon page is {size} bytes");
    let html = common::stdout(&o);
    assert!(
        html.contains("Score: 22-11"),
        "the record's text is in the page"
    );
}
