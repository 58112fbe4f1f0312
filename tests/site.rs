//! `kifu site`: the event of issue #35 (40 matches, 8 players, copies planted) published
//! as a static site. Every link of every page resolves to a file of the site; every
//! player and game is reachable from the index; the downloads are the files as written
//! and what `kifu convert --to json` writes; the engine is written once; the folder rules
//! (a marker, `--force`, never the input's folder); and the site in headless Chromium at
//! desktop and phone width, from `file://`. The pages need the web app's bundle: without
//! it (or without Chromium) the tests are skipped, except where `KIFU_WEB_REQUIRED=1`
//! (and CI=true) make that a failure.

mod common;

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

use common::browser::{Browser, chromium, url};
use common::event::{PLAYERS, folder};
use common::{kifu, run, stderr, write};
use serde_json::{Value, json};

/// Build the site of `inputs` into `out`; it exits with `code`.
#[track_caller]
fn site(inputs: &[&str], out: &Path, extra: &[&str], code: i32) -> String {
    let mut args = vec!["site"];
    args.extend(inputs);
    args.extend(["-o", out.to_str().unwrap()]);
    args.extend(extra);
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(&args)
        .env("NO_COLOR", "1")
        .env("KIFU_LANG", "en")
        .output()
        .expect("run kifu");
    assert_eq!(o.status.code(), Some(code), "{args:?}: {}", stderr(&o));
    stderr(&o)
}

/// Every file of `dir`, by its path under it (`/` between folders).
fn files(dir: &Path) -> BTreeMap<String, PathBuf> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let name = p
                    .strip_prefix(dir)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                out.insert(name, p);
            }
        }
    }
    out
}

/// The values of the attribute `attr` (`href`, `src`) in `html`, unescaped.
fn attributes(html: &str, attr: &str) -> Vec<String> {
    let mark = format!(" {attr}=\"");
    html.match_indices(&mark)
        .map(|(at, _)| {
            let rest = &html[at + mark.len()..];
            rest[..rest.find('"').unwrap()].replace("&amp;", "&")
        })
        .collect()
}

/// `link` (from the page `page`, a path under the site) as a path under the site and an
/// anchor; none when it leaves the site.
fn resolve(page: &str, link: &str) -> Option<(String, Option<String>)> {
    let (path, anchor) = match link.split_once('#') {
        Some((p, a)) => (p, Some(a.to_string())),
        None => (link, None),
    };
    let mut parts: Vec<&str> = page.split('/').collect();
    parts.pop();
    if path.is_empty() {
        return Some((page.to_string(), anchor));
    }
    for part in path.split('/') {
        match part {
            "." => {}
            ".." => {
                parts.pop()?;
            }
            p => parts.push(p),
        }
    }
    Some((parts.join("/"), anchor))
}

/// The site's link check: every `href` and `src` of every page is relative, stays in the
/// site and names a file of it (an anchor, an `id` of that page); nothing names another
/// host. The pages reachable from the index, following the links.
fn check_links(out: &Path) -> BTreeSet<String> {
    let all = files(out);
    let mut reached = BTreeSet::from(["index.html".to_string()]);
    let mut todo = VecDeque::from(["index.html".to_string()]);
    while let Some(page) = todo.pop_front() {
        let html = std::fs::read_to_string(&all[&page]).unwrap();
        for external in ["http://", "https://", "url(http", "@import"] {
            assert!(!html.contains(external), "{page}: {external}");
        }
        for link in [attributes(&html, "href"), attributes(&html, "src")].concat() {
            assert!(
                !link.starts_with('/') && !link.contains(':'),
                "{page}: {link}"
            );
            let (target, anchor) =
                resolve(&page, &link).unwrap_or_else(|| panic!("{page}: {link} leaves the site"));
            assert!(all.contains_key(&target), "{page}: {link}: no {target}");
            if let Some(anchor) = anchor.filter(|a| !a.is_empty() && !a.contains('=')) {
                let text = std::fs::read_to_string(&all[&target]).unwrap();
                assert!(text.contains(&format!("id=\"{anchor}\"")), "{page}: {link}");
            }
            if reached.insert(target.clone()) && target.ends_with(".html") {
                todo.push_back(target);
            }
        }
    }
    reached
}

/// The files of the site written for the folder of the issue: its folder and the site's.
fn forty() -> Option<(common::event::Folder, tempfile::TempDir, PathBuf)> {
    if !common::web_app() {
        return None;
    }
    let folder = folder();
    let out = tempfile::tempdir().unwrap();
    let site_dir = out.path().join("site");
    // One sheet did not replay: the site is written, and the command says so (exit 1).
    let said = site(&[folder.dir.path().to_str().unwrap()], &site_dir, &[], 1);
    assert!(said.contains("1 record did not replay"), "{said}");
    Some((folder, out, site_dir))
}

#[test]
fn every_link_resolves_in_the_site_and_every_player_and_game_is_reachable() {
    let Some((folder, _out, site_dir)) = forty() else {
        return;
    };
    let reached = check_links(&site_dir);
    let all = files(&site_dir);
    // Every file of the site but its marker is reached from the index.
    for name in all.keys().filter(|n| *n != ".kifu-site") {
        assert!(
            reached.contains(name),
            "{name} is not reachable from index.html"
        );
    }
    for p in PLAYERS {
        let page = format!("players/{}.html", p.to_lowercase().replace('é', "e"));
        assert!(reached.contains(&page), "{page}");
        let html = std::fs::read_to_string(&all[&page]).unwrap();
        assert!(html.contains(&format!("<h1>Games of {p}</h1>")), "{html}");
    }
    // A page per record: the 40 matches and the three sheets beside them.
    let games: Vec<&String> = all
        .keys()
        .filter(|n| n.starts_with("games/") && n.ends_with(".html"))
        .collect();
    assert_eq!(games.len(), 43, "{games:?}");
    for n in 1..=40 {
        assert!(reached.contains(&format!("games/m{n:02}.html")));
    }
    for sheet in ["m03-white", "m05-half", "m07-black"] {
        assert!(
            reached.contains(&format!("games/sheets-{sheet}.html")),
            "{sheet}"
        );
    }
    // Each player's page lists their games: 10 each, as the standings count them.
    let index = std::fs::read_to_string(&all["index.html"]).unwrap();
    let aiko = std::fs::read_to_string(&all["players/aiko.html"]).unwrap();
    let listed = aiko.matches("<tr><td><a href=\"../games/").count();
    let played = index
        .split("<a href=\"players/aiko.html\">Aiko</a></th><td>")
        .nth(1)
        .and_then(|r| r.split("</td>").next())
        .and_then(|n| n.parse::<usize>().ok())
        .expect("Aiko's games played");
    assert_eq!(listed, played, "{aiko}");
    drop(folder);
}

#[test]
fn each_game_downloads_as_the_file_written_and_as_kifu_convert_s_json() {
    let Some((folder, _out, site_dir)) = forty() else {
        return;
    };
    let dir = folder.dir.path();
    for (page, file) in [
        ("m01", "m01.kamisado"),
        ("m22", "m22.kamisado"),
        ("sheets-m03-white", "sheets/m03-white.kamisado"),
        ("sheets-m05-half", "sheets/m05-half.kamisado"),
    ] {
        let html = std::fs::read_to_string(site_dir.join(format!("games/{page}.html"))).unwrap();
        assert!(
            html.contains(&format!("<a href=\"{page}.kamisado\" download>")),
            "{page}"
        );
        assert!(html.contains(&format!("<a href=\"{page}.json\" download>")));
        let record = dir.join(file);
        let written = std::fs::read(site_dir.join(format!("games/{page}.kamisado"))).unwrap();
        assert_eq!(written, std::fs::read(&record).unwrap(), "{page}");
        let (json, _) = run(&["convert", record.to_str().unwrap(), "--to", "json"], 0);
        let got = std::fs::read_to_string(site_dir.join(format!("games/{page}.json"))).unwrap();
        assert_eq!(got, json, "{page}");
    }
    // The sheet that does not replay: its file, no JSON (convert would refuse it).
    let html = std::fs::read_to_string(site_dir.join("games/sheets-m07-black.html")).unwrap();
    assert!(html.contains("<a href=\"sheets-m07-black.kamisado\" download>"));
    assert!(!html.contains("sheets-m07-black.json"));
    assert!(!site_dir.join("games/sheets-m07-black.json").exists());
}

#[test]
fn a_record_that_did_not_replay_is_apart_and_its_page_says_where_it_stops() {
    let Some((_folder, _out, site_dir)) = forty() else {
        return;
    };
    let index = std::fs::read_to_string(site_dir.join("index.html")).unwrap();
    let apart = &index[index
        .find("<h2>Not counted: did not replay</h2>")
        .expect("apart")..];
    let apart = &apart[..apart.find("</ul>").unwrap()];
    assert!(
        apart.contains("<a href=\"games/sheets-m07-black.html\">"),
        "{apart}"
    );
    // Its page: the viewer's banner data (where the replay stops), and the copy counted.
    let page = std::fs::read_to_string(site_dir.join("games/sheets-m07-black.html")).unwrap();
    assert!(page.contains("\"stop\":{"), "the banner's data");
    assert!(page.contains("is the one counted"));
    assert!(page.contains("<a href=\"../games/m07.html\">"));
    // No player's page states a result for it.
    for e in std::fs::read_dir(site_dir.join("players")).unwrap() {
        let html = std::fs::read_to_string(e.unwrap().path()).unwrap();
        assert!(!html.contains("m07-black"), "{html}");
    }
}

#[test]
fn the_engine_is_written_once_and_a_game_page_is_small() {
    let Some((_folder, _out, site_dir)) = forty() else {
        return;
    };
    let all = files(&site_dir);
    let engine = std::fs::metadata(site_dir.join("kifu-engine.js"))
        .unwrap()
        .len();
    assert!(
        engine > 300_000,
        "the engine holds the WebAssembly: {engine}"
    );
    let mut total = 0;
    for (name, path) in &all {
        let size = std::fs::metadata(path).unwrap().len();
        total += size;
        if name.starts_with("games/") && name.ends_with(".html") {
            let html = std::fs::read_to_string(path).unwrap();
            assert!(!html.contains("KIFU_WASM"), "{name} inlines the engine");
            assert!(html.contains("<script src=\"../kifu-engine.js\"></script>"));
            assert!(
                html.contains("script-src 'self' 'wasm-unsafe-eval'"),
                "{name}"
            );
            assert!(size < 40_000, "{name}: {size} bytes");
        }
    }
    // The whole site weighs little more than one engine: not 43 of them.
    assert!(total < engine + 43 * 80_000, "{total}");
    eprintln!("site: {total} bytes, engine {engine} bytes");
}

/// A small event: two matches, one with an accented name and a slash.
fn small() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (n, (black, white)) in [("Zoé Ébène", "Al/../../x"), ("Al/../../x", "Bo")]
        .iter()
        .enumerate()
    {
        let text = kifu::generate(
            kifu::GameKind::Kamisado,
            kifu::Variant::Simple,
            n as u64 + 1,
            1,
        )
        .unwrap()
        .replace("[Black \"Random\"]", &format!("[Black \"{black}\"]"))
        .replace("[White \"Random\"]", &format!("[White \"{white}\"]"));
        write(
            dir.path(),
            &format!("Partie {} à Zoé.kamisado", n + 1),
            &text,
        );
    }
    dir
}

/// The site of [`small`] written into `sub` of a new folder, with these arguments: the
/// input's folder, the new folder and the site's; none without the web app.
fn small_site(
    sub: &str,
    extra: &[&str],
) -> Option<(tempfile::TempDir, tempfile::TempDir, PathBuf)> {
    if !common::web_app() {
        return None;
    }
    let dir = small();
    let out = tempfile::tempdir().unwrap();
    let site_dir = out.path().join(sub);
    site(&[dir.path().to_str().unwrap()], &site_dir, extra, 0);
    Some((dir, out, site_dir))
}

#[test]
fn names_with_accents_spaces_and_slashes_give_safe_file_names() {
    let Some((_dir, out, site_dir)) = small_site("new/site", &[]) else {
        return;
    };
    let all = files(&site_dir);
    for name in all.keys() {
        assert!(
            name.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-./".contains(c)),
            "{name}"
        );
    }
    assert!(all.contains_key("players/zoe-ebene.html"), "{all:?}");
    assert!(all.contains_key("players/al-x.html"), "{all:?}");
    assert!(all.contains_key("games/partie-1-a-zoe.html"), "{all:?}");
    // Nothing was written outside the site's folder.
    let outside: Vec<_> = files(out.path())
        .into_keys()
        .filter(|n| !n.starts_with("new/site/"))
        .collect();
    assert!(outside.is_empty(), "{outside:?}");
    check_links(&site_dir);
}

#[test]
fn the_site_s_folder_is_never_the_input_s_and_another_folder_is_kept_unless_forced() {
    if !common::web_app() {
        return;
    }
    let dir = small();
    let input = dir.path().to_str().unwrap();
    // The input's folder, inside it, or holding it: refused, nothing written.
    for out in [dir.path().to_path_buf(), dir.path().join("site")] {
        let said = site(&[input], &out, &["--force"], 2);
        assert!(said.contains("choose a folder of its own"), "{said}");
    }
    assert!(!dir.path().join("site").exists());
    assert!(!dir.path().join("index.html").exists());
    let said = site(&[input], dir.path().parent().unwrap(), &["--force"], 2);
    assert!(said.contains("choose a folder of its own"), "{said}");
    // A folder of other files: kept, unless --force.
    let out = tempfile::tempdir().unwrap();
    write(out.path(), "notes.txt", "mine");
    let said = site(&[input], out.path(), &[], 2);
    assert!(said.contains("was not written by kifu site"), "{said}");
    assert!(!out.path().join("index.html").exists());
    site(&[input], out.path(), &["--force"], 0);
    assert!(out.path().join("index.html").exists());
    assert_eq!(
        std::fs::read_to_string(out.path().join("notes.txt")).unwrap(),
        "mine"
    );
    // A site written again: its marker lets it; a game gone takes its files with it.
    std::fs::remove_file(dir.path().join("Partie 2 à Zoé.kamisado")).unwrap();
    site(&[input], out.path(), &[], 0);
    assert!(!out.path().join("games/partie-2-a-zoe.html").exists());
    assert!(!out.path().join("games/partie-2-a-zoe.kamisado").exists());
    assert!(out.path().join("games/partie-1-a-zoe.html").exists());
    assert!(out.path().join("notes.txt").exists());
    check_links(out.path());
}

#[test]
fn the_site_speaks_the_language_asked() {
    let Some((_dir, _out, site_dir)) = small_site("site", &["--lang", "fr"]) else {
        return;
    };
    let index = std::fs::read_to_string(site_dir.join("index.html")).unwrap();
    assert!(index.contains("<html lang=\"fr\">"));
    assert!(index.contains("<h1>Classement : Kamisado</h1>"), "{index}");
    assert!(index.contains("<h2>Parties</h2>"), "{index}");
    let player = std::fs::read_to_string(site_dir.join("players/bo.html")).unwrap();
    assert!(player.contains("<h1>Parties de Bo</h1>"), "{player}");
    assert!(
        player.contains("Adversaire") && player.contains("Résultat"),
        "{player}"
    );
    let game = std::fs::read_to_string(site_dir.join("games/partie-2-a-zoe.html")).unwrap();
    assert!(
        game.contains(">Classement</a>") && game.contains("Télécharger"),
        "{game}"
    );
    assert!(game.contains("<html lang=\"fr\">") || game.contains("\"lang\":\"fr\""));
}

#[test]
fn without_a_record_there_is_no_site() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let empty = tempfile::tempdir().unwrap();
    let o = kifu(&[
        "site",
        empty.path().to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("no record to put together"));
    assert!(!out.exists());
}

/// Open `page` of the site at `width`×`height`, wait for it to load; the browser's
/// console errors and the addresses it requested, so far.
fn open(b: &mut Browser, page: &Path, width: u32, height: u32, mobile: bool) {
    b.call(
        "Emulation.setDeviceMetricsOverride",
        json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile }),
    );
    b.call("Page.navigate", json!({ "url": url(page, "") }));
    let start = std::time::Instant::now();
    while b.eval("document.readyState") != json!("complete") {
        assert!(start.elapsed().as_secs() < 20, "the page never loaded");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// The console's errors and the exceptions thrown, as the browser reported them.
fn errors(b: &Browser) -> Vec<Value> {
    let mut e: Vec<Value> = b
        .events("Runtime.consoleAPICalled")
        .into_iter()
        .filter(|c| c["type"] == "error")
        .collect();
    e.extend(b.events("Runtime.exceptionThrown"));
    e.extend(
        b.events("Log.entryAdded")
            .into_iter()
            .filter(|l| l["entry"]["level"] == "error"),
    );
    e
}

#[test]
fn the_site_in_a_browser_on_a_desktop_and_a_phone_draws_a_game_with_the_shared_engine() {
    let Some((_folder, _out, site_dir)) = forty() else {
        return;
    };
    let Some(chromium) = chromium() else { return };
    let root = format!("file://{}/", site_dir.display());
    let index = site_dir.join("index.html");
    let mut b = Browser::launch(chromium);
    for domain in ["Page", "Network", "Runtime", "Log"] {
        b.call(&format!("{domain}.enable"), json!({}));
    }
    for (width, height, mobile) in [(1280, 800, false), (390, 844, true)] {
        open(&mut b, &index, width, height, mobile);
        let sizes = b.eval(
            "[document.documentElement.scrollWidth, document.documentElement.clientWidth, \
             document.querySelectorAll('table.cross td a').length]",
        );
        assert!(
            sizes[0].as_f64() <= sizes[1].as_f64(),
            "{width}px: the index is {sizes} wide"
        );
        assert!(
            sizes[2].as_u64().unwrap() >= 80,
            "the crosstable links its games"
        );
        // Follow a crosstable link to a game: the viewer draws it with the shared engine.
        b.eval("document.querySelector('table.cross td a').click()");
        let start = std::time::Instant::now();
        while b.eval("location.pathname.includes('/games/') && document.body && document.body.dataset.ready === '1'")
            != json!(true)
        {
            assert!(
                start.elapsed().as_secs() < 30,
                "{width}px: the game page never drew: {} {:?}",
                b.eval("location.href + ' ' + (document.body && document.body.dataset.ready)"),
                errors(&b)
            );
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let drawn = b.eval(
            "[!!document.querySelector('#board svg'), \
             typeof wasm_bindgen === 'object' || typeof wasm_bindgen === 'function', \
             document.documentElement.scrollWidth <= document.documentElement.clientWidth]",
        );
        assert_eq!(drawn[0], json!(true), "the board is drawn");
        assert_eq!(drawn[1], json!(true), "the engine's glue is loaded");
        assert_eq!(drawn[2], json!(true), "{width}px: the game page overflows");
    }
    let requests: Vec<String> = b
        .events("Network.requestWillBeSent")
        .iter()
        .map(|e| e["request"]["url"].as_str().unwrap_or("").to_string())
        .collect();
    // The engine came from its one file, loaded by each game page.
    let engine = format!("{root}kifu-engine.js");
    assert_eq!(
        requests.iter().filter(|r| **r == engine).count(),
        2,
        "{requests:?}"
    );
    for r in &requests {
        assert!(r.starts_with(&root), "a request outside the site: {r}");
    }
    assert_eq!(errors(&b), Vec::<Value>::new(), "console errors");
}
