//! The web app (`kifu web`) in a real browser, as a player uses it: headless Chromium
//! opens the one file with a sheet in the address, the DevTools protocol types and
//! presses keys, and the page must say what `kifu validate` and `kifu convert` say while
//! it fetches nothing. Without Chromium the tests are skipped, except on CI (CI=true).
//! A `kifu` built without the app (no `scripts/build-web.sh` before its build) skips them
//! too, except where `KIFU_WEB_REQUIRED=1` (`.ci/run`) makes it a failure.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use base64::Engine;
use common::browser::{Browser, chromium, url};
use serde_json::{Value, json};

const MULTI_ROUND: &str = "fixtures/kamisado/valid/standard_fr_words.kamisado";
const MISTAKE: &str = "fixtures/kamisado/rules/err_must_pass.kamisado";

/// The app written by `kifu web` into `dir` (its words in English), or `None` when this
/// `kifu` was built without it (allowed unless `KIFU_WEB_REQUIRED=1`).
fn app(dir: &Path) -> Option<PathBuf> {
    if !common::web_app() {
        return None;
    }
    let out = dir.join("kifu.html");
    let o = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(["web", "-o"])
        .arg(&out)
        .env("KIFU_LANG", "en")
        .stdin(Stdio::null())
        .output()
        .expect("run kifu");
    assert_eq!(o.status.code(), Some(0), "{}", common::stderr(&o));
    Some(out)
}

/// The fragment that opens `text` as a sheet of `game`, at `point` (`&round=…&ply=…`).
fn fragment(game: &str, text: &str, point: &str) -> String {
    let sheet = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(text);
    format!("#game={game}&sheet={sheet}{point}")
}

/// Chromium and the app, or `None` when either is missing (see [`app`]).
fn setup(dir: &Path) -> Option<(&'static str, PathBuf)> {
    let chromium = chromium()?;
    Some((chromium, app(dir)?))
}

/// Wait until the page's script is ready (the WebAssembly instantiated, the text checked).
fn ready(b: &mut Browser) {
    wait_for(b, "document.body.dataset.ready === '1'");
}

/// Wait until `expression` is true in the page (10 s at most).
#[track_caller]
fn wait_for(b: &mut Browser, expression: &str) {
    b.wait_for(expression, Duration::from_secs(10));
}

/// The problems the page lists: (code, line) of each.
fn listed(b: &mut Browser) -> Vec<(String, String)> {
    let v = b.eval(
        "[...document.querySelectorAll('#problems li')].map((li) => [li.dataset.code, li.dataset.line])",
    );
    v.as_array()
        .unwrap()
        .iter()
        .map(|p| (p[0].as_str().unwrap().into(), p[1].as_str().unwrap().into()))
        .collect()
}

/// What `kifu validate --format json` says of a file: (code, line) of each error.
fn validated(path: &str) -> Vec<(String, String)> {
    let (out, _) = common::run(&["validate", "--format", "json", path], 1);
    let report: Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    report["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["code"].as_str().unwrap().into(), e["line"].to_string()))
        .collect()
}

#[test]
fn a_sheet_in_the_link_opens_with_its_diagnostic_and_nothing_is_fetched() {
    let dir = tempfile::tempdir().unwrap();
    let Some((chromium, page)) = setup(dir.path()) else {
        return;
    };
    let text = std::fs::read_to_string(MISTAKE).unwrap();
    let link = url(&page, &fragment("kamisado", &text, ""));
    let mut b = Browser::open(chromium, &["Network"], link);
    ready(&mut b);
    let expected = validated(MISTAKE);
    assert!(!expected.is_empty());
    assert_eq!(
        listed(&mut b),
        expected,
        "the page lists what kifu validate says"
    );
    // The line is marked in the gutter, and the token behind the text.
    let line = &expected[0].1;
    let marked = b.eval("[...document.querySelectorAll('#gutter .bad')].map((s) => s.textContent)");
    assert_eq!(marked, json!([line]));
    let token = b.eval("document.querySelector('#backdrop mark:not(.step)').textContent");
    let errors: Value = serde_json::from_str(
        common::run(&["validate", "--format", "json", MISTAKE], 1)
            .0
            .lines()
            .next()
            .unwrap(),
    )
    .unwrap();
    let column = errors["errors"][0]["column"].as_u64().unwrap() as usize;
    let on_line = text
        .lines()
        .nth(line.parse::<usize>().unwrap() - 1)
        .unwrap();
    let from_column: String = on_line.chars().skip(column - 1).collect();
    assert!(
        from_column.starts_with(token.as_str().unwrap()),
        "{token} at {column} of {on_line}"
    );
    // Clicking the diagnostic puts the cursor on its token.
    b.eval("document.querySelector('#problems button').click()");
    let selected = b.eval(
        "(() => { const t = document.getElementById('text'); \
         return t.value.slice(t.selectionStart, t.selectionEnd); })()",
    );
    assert_eq!(selected, token);
    // The board stands where the replay stopped, and the sheet's help is there.
    assert_eq!(b.state().2, "1");
    let help = b.eval("document.querySelector('#problems .help').textContent");
    assert!(help.as_str().unwrap().starts_with("help: "), "{help}");

    b.assert_only_the_page_was_requested();
}

#[test]
fn typing_a_mistake_shows_its_diagnostic_and_mending_it_takes_it_away() {
    let dir = tempfile::tempdir().unwrap();
    let Some((chromium, page)) = setup(dir.path()) else {
        return;
    };
    let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue\n";
    let mut b = Browser::open(chromium, &[], url(&page, &fragment("kamisado", text, "")));
    ready(&mut b);
    assert_eq!(listed(&mut b), vec![]);
    // Type White's reply at the end of the line: Blue ↑5 lands on Yellow, not Green.
    b.eval("(() => { const t = document.getElementById('text'); t.focus(); t.setSelectionRange(t.value.length - 1, t.value.length - 1); })()");
    b.call("Input.insertText", json!({ "text": "   Blue ↑5 Green" }));
    wait_for(
        &mut b,
        "document.querySelectorAll('#problems li').length > 0",
    );
    let problems = listed(&mut b);
    assert_eq!(problems[0].1, "2", "{problems:?}");
    assert!(problems[0].0.starts_with("kamisado::"), "{problems:?}");
    let status = b.eval("document.getElementById('status').textContent");
    assert!(status.as_str().unwrap().contains("1 problem"), "{status}");
    // Mend it: the last word becomes Yellow.
    b.eval(
        "(() => { const t = document.getElementById('text'); const v = t.value; \
            t.setSelectionRange(v.lastIndexOf('Green'), v.lastIndexOf('Green') + 5); })()",
    );
    b.call("Input.insertText", json!({ "text": "Yellow" }));
    wait_for(
        &mut b,
        "document.querySelectorAll('#problems li').length === 0",
    );
    let status = b.eval("document.getElementById('status').textContent");
    assert!(status.as_str().unwrap().starts_with("✓"), "{status}");
    // A text of comments only holds no record, as kifu validate says.
    b.eval("(() => { const t = document.getElementById('text'); t.select(); })()");
    b.call("Input.insertText", json!({ "text": "; only a comment\n" }));
    wait_for(
        &mut b,
        "document.getElementById('status').textContent.includes('the input holds no record')",
    );
    b.eval("(() => { const t = document.getElementById('text'); t.select(); })()");
    b.call(
        "Input.insertText",
        json!({ "text": "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n" }),
    );
    // The address carries the sheet as typed (once the typing pauses).
    let typed = "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n";
    let sheet = fragment("kamisado", typed, "");
    wait_for(&mut b, &format!("location.hash.startsWith({:?})", sheet));
}

#[test]
fn keys_step_the_board_and_the_cursor_moves_it() {
    let dir = tempfile::tempdir().unwrap();
    let Some((chromium, page)) = setup(dir.path()) else {
        return;
    };
    let text = std::fs::read_to_string(MULTI_ROUND).unwrap();
    let link = url(&page, &fragment("kamisado", &text, "&round=2&ply=5"));
    let mut b = Browser::open(chromium, &[], link);
    ready(&mut b);
    assert_eq!(b.state().1, "2");
    assert_eq!(b.state().2, "5");
    assert_eq!(
        b.eval("document.getElementById('where').textContent"),
        json!("Manche 2, coup 5")
    );
    b.press("ArrowRight", 39);
    assert_eq!(b.state().2, "6");
    b.press("ArrowDown", 40);
    assert_eq!(
        (b.state().1, b.state().2),
        ("3".to_string(), "0".to_string())
    );
    b.press("Home", 36);
    assert_eq!(
        (b.state().1, b.state().2),
        ("1".to_string(), "0".to_string())
    );
    // The address follows (once the stepping pauses).
    wait_for(&mut b, "location.hash.endsWith('&round=1&ply=0')");
    // The board is the picture kifu draws there, flipped with f.
    let a1 = "(() => { const r = document.querySelector('#board rect[id=a1]'); \
              return r.getAttribute('x') + ',' + r.getAttribute('y'); })()";
    assert_eq!(b.eval(a1), json!("28,448"));
    b.press("f", 70);
    assert_eq!(b.eval(a1), json!("448,28"));
    // In the editor, the board follows the cursor: after the third entry of round 1.
    let third = b.eval("JSON.parse(document.querySelectorAll('#moves button')[3].dataset.step)");
    assert_eq!(third, json!(3));
    b.eval(
        "(() => { const t = document.getElementById('text'); const e = document.querySelectorAll('#moves button')[3].textContent; \
         t.focus(); const at = t.value.indexOf(e.split(': ').pop()); t.setSelectionRange(at + 1, at + 1); \
         t.dispatchEvent(new Event('click')); })()",
    );
    assert_eq!(
        (b.state().1, b.state().2),
        ("1".to_string(), "3".to_string())
    );
}

#[test]
fn the_downloaded_json_is_what_kifu_convert_writes() {
    let dir = tempfile::tempdir().unwrap();
    let Some((chromium, page)) = setup(dir.path()) else {
        return;
    };
    for fixture in [MULTI_ROUND, "fixtures/kasane/games/three_seed1.kasane"] {
        let game = fixture.rsplit('.').next().unwrap();
        let text = std::fs::read_to_string(fixture).unwrap();
        let mut b = Browser::open(chromium, &[], url(&page, &fragment(game, &text, "")));
        ready(&mut b);
        b.eval(
            "window.blobs = []; const made = URL.createObjectURL; \
             URL.createObjectURL = (blob) => { window.blobs.push(blob); return made(blob); };",
        );
        b.eval("document.getElementById('json').click()");
        let r = b.call(
            "Runtime.evaluate",
            json!({ "expression": "window.blobs[0].text()", "awaitPromise": true, "returnByValue": true }),
        );
        let downloaded = r["result"]["value"].as_str().unwrap().to_string();
        let (converted, _) = common::run(&["convert", "--to", "json", fixture], 0);
        assert_eq!(downloaded, converted, "{fixture}");
    }
}

/// The speed of the app in the browser (not a timed test: it prints what it measures).
/// `cargo test --test web_browser -- --ignored --nocapture`.
#[test]
#[ignore]
fn measure_the_time_to_ready_and_to_check_a_marathon_again() {
    let dir = tempfile::tempdir().unwrap();
    let Some((chromium, page)) = setup(dir.path()) else {
        return;
    };
    let marathon = dir.path().join("marathon.kamisado");
    common::run(
        &[
            "gen",
            "--variant",
            "marathon",
            "--seed",
            "3",
            "-o",
            marathon.to_str().unwrap(),
        ],
        0,
    );
    for sheet in [
        "fixtures/kamisado/valid/marathon_en_ascii.kamisado",
        marathon.to_str().unwrap(),
    ] {
        let text = std::fs::read_to_string(sheet).unwrap();
        let mut b = Browser::open(chromium, &[], url(&page, &fragment("kamisado", &text, "")));
        ready(&mut b);
        let ready_ms = b.eval("window.kifuApp.timings.ready");
        let load = b.eval("performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd");
        let plies = b.eval("document.querySelectorAll('#moves button').length");
        let mut checks: Vec<f64> = (0..20)
            .map(|_| b.eval("window.kifuApp.check()").as_f64().unwrap())
            .collect();
        checks.sort_by(f64::total_cmp);
        println!(
            "{sheet}: {} bytes, {plies} steps; script ready in {ready_ms} ms (DOMContentLoaded at {load} ms); \
             check after a keystroke: median {:.1} ms, max {:.1} ms",
            text.len(),
            checks[checks.len() / 2],
            checks[checks.len() - 1]
        );
    }
}

#[test]
fn every_game_opens_with_its_board_and_the_page_speaks_the_language_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let Some((chromium, page)) = setup(dir.path()) else {
        return;
    };
    let mut b: Option<Browser> = None;
    for (game, fixture, sides) in [
        ("samourai", "fixtures/samourai/draw.samourai", true),
        ("kaito", "fixtures/kaito/win_last_katana.kaito", true),
        ("kasane", "fixtures/kasane/games/three_seed1.kasane", false),
    ] {
        let text = std::fs::read_to_string(fixture).unwrap();
        let link = url(&page, &fragment(game, &text, ""));
        let browser = b.get_or_insert_with(|| Browser::open(chromium, &[], link.clone()));
        // A new page each time (not only a new fragment).
        browser.call("Page.navigate", json!({ "url": "about:blank" }));
        browser.call("Page.navigate", json!({ "url": link }));
        ready(browser);
        assert_eq!(listed(browser), vec![], "{fixture}");
        let status = browser.eval("document.getElementById('status').textContent");
        assert!(
            status.as_str().unwrap().starts_with('✓'),
            "{fixture}: {status}"
        );
        assert_eq!(
            browser.eval("document.querySelector('#board svg') !== null"),
            json!(true),
            "{fixture}"
        );
        assert_eq!(
            browser.eval("document.getElementById('flip').hidden"),
            json!(!sides),
            "{fixture}"
        );
    }
    // The page's words follow the language chosen, from the one catalogue.
    let b = b.as_mut().unwrap();
    b.eval(
        "(() => { const l = document.getElementById('lang'); l.value = 'de'; \
         l.dispatchEvent(new Event('change')); })()",
    );
    assert_eq!(
        b.eval("document.getElementById('json').textContent"),
        json!("JSON herunterladen")
    );
    assert_eq!(b.eval("document.documentElement.lang"), json!("de"));
    assert_eq!(
        b.eval("document.getElementById('prev').title"),
        json!("Vorheriger Zug (←)")
    );
}

/// The app carries its WebAssemblies deflated. The engine's page stays under 1 MB (it was
/// 2.3 MB with the WebAssembly only in base64), as the viewer of `kifu show --format html`
/// carries it. `kifu web` adds the scanner (photos of the tick form and of the handwriting
/// sheet: image decoding, and the recogniser with its runtime, tract, and its three
/// networks), inflated only when a photo is picked: about 2.8 MB in base64, the whole file
/// under 4 MB. Both still open (the other tests).
#[test]
fn the_app_is_one_file_under_four_megabytes_its_engine_under_one_and_its_scanner_apart() {
    let dir = tempfile::tempdir().unwrap();
    let Some(page) = app(dir.path()) else { return };
    let text = std::fs::read_to_string(&page).unwrap();
    let blob = "const KIFU_SCAN_WASM = \"";
    let from = text.find(blob).expect("the app carries the scanner") + blob.len();
    let scanner = text[from..].find('"').unwrap();
    assert!(
        text.len() < 4_000_000,
        "kifu web writes {} bytes",
        text.len()
    );
    assert!(
        text.len() - scanner < 1_000_000,
        "kifu web writes {} bytes besides the scanner's {scanner}",
        text.len() - scanner
    );
    let (viewer, _) = common::run(&["show", MISTAKE, "--format", "html"], 1);
    assert!(
        viewer.len() < 1_000_000,
        "show --format html writes {} bytes",
        viewer.len()
    );
}
