//! `kifu site`: an event published as a static site, made from [`kifu::event`] (the
//! records are read once, as `kifu event` reads them). `OUT/index.html` holds the
//! standings, crosstable, tie-breaks and notes of `kifu event --format html` (one
//! implementation: [`super::event::html`]), its players and games linked; one page per
//! player (`players/<slug>.html`: their games); one page per record
//! (`games/<slug>.html`): the viewer of `kifu show --format html`, beside its file as
//! written and that file's JSON as `kifu convert --to json` writes it, to download.
//!
//! The viewer's engine (the WebAssembly, deflated, its glue and the app's script) is
//! written once, `OUT/kifu-engine.js`, loaded by each game page with `<script src>` (which
//! works from `file://`, unlike fetching a `.wasm`): a game page holds only its record
//! and its words. No page asks for anything outside the site (Content-Security-Policy:
//! scripts from the site only).
//!
//! File names are slugs (ASCII letters, digits and `-`), unique in their folder: nothing
//! read from the records reaches a path. The folder is created when missing; one that
//! holds files is written over only when `kifu site` wrote it before (its marker file,
//! [`MARKER`], lists what it wrote: a file of an earlier run that is no longer part of
//! the site is removed) or with `--force`; never the input's folder. Each file is written
//! atomically.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::Args;

use super::event::{Links, html as event_html, link, page as event_page};
use super::output::write_atomic;
use super::viewer::load;
use super::{CliError, EXIT_INVALID, lang};
use kifu::event::{Event, EventInput, EventOptions, GameStatus, RecordRef, player_key};
use kifu::{Game, GameKind, Lang, Message, message};

/// The file that marks a folder as written by `kifu site`: the files it wrote, one a line.
pub const MARKER: &str = ".kifu-site";

/// The style of a game page's bar of links, above the viewer.
const NAV_STYLE: &str = "<style>\nnav.site { display: block; margin: 0; padding: .5rem 1rem; \
border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }\n\
nav.site a { color: #7a3b10; }\n</style>\n";

/// The shared engine's file, at the site's root.
const ENGINE: &str = "kifu-engine.js";

#[derive(Args, Debug)]
pub struct SiteArgs {
    /// Record files or directories (read recursively, each game's extensions).
    pub inputs: Vec<String>,
    /// The site's folder (created when missing).
    #[arg(short, long, value_name = "OUT")]
    pub output: PathBuf,
    /// Write over the files of a folder `kifu site` did not write.
    #[arg(long)]
    pub force: bool,
    /// Count a record that does not replay by the result its sheet states (`[Result]`).
    #[arg(long)]
    pub count_as_written: bool,
    #[command(flatten)]
    pub lang: super::lang::LangArg,
}

pub fn run(args: SiteArgs) -> Result<u8, CliError> {
    let lang = lang::for_no_sheet();
    let out = args.output.as_path();
    refuse_input_folder(out, &args.inputs)?;
    let (inputs, code) = super::event::read(&args.inputs);
    let options = EventOptions::new().count_as_written(args.count_as_written);
    let event = Event::build(&inputs, options);
    if !super::event::holds_some(&event) {
        return Ok(code.max(EXIT_INVALID));
    }
    let (template, engine) = split(super::web::app()?)?;
    let before = previous(out, args.force)?;
    std::fs::create_dir_all(out.join("players")).map_err(|e| io(out, e))?;
    std::fs::create_dir_all(out.join("games")).map_err(|e| io(out, e))?;
    let site = Site::new(&event, &inputs);
    let mut files: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    files.insert(ENGINE.into(), engine.into_bytes());
    let (title, body) = event_html(&event, lang, &site.from(""));
    let index = format!("{body}{}", site.games_list(lang));
    files.insert(
        "index.html".into(),
        event_page(lang, &title, &index).into_bytes(),
    );
    for (key, slug) in &site.players {
        let page = site.player_page(&event, key, lang);
        files.insert(format!("players/{slug}.html"), page.into_bytes());
    }
    for input in &inputs {
        site.game_files(input, &template, lang, &mut files);
    }
    let written = write(out, &files, &before)?;
    let m = message!(
        "site-written",
        count = written,
        out = out.display().to_string()
    );
    eprintln!("{}", m.say(lang));
    Ok(code.max(super::event::not_replayed(&event)))
}

fn io(path: &Path, e: std::io::Error) -> CliError {
    CliError::Io {
        path: path.display().to_string(),
        source: e.into(),
    }
}

/// Refuse a site's folder that is an input folder, holds one, or is inside one: its
/// game files would be read as records the next time, or written over an input.
fn refuse_input_folder(out: &Path, inputs: &[String]) -> Result<(), CliError> {
    let absolute = |p: &Path| std::path::absolute(p).ok().map(|a| normal(&a));
    let Some(site) = absolute(out) else {
        return Ok(());
    };
    let site = std::fs::canonicalize(&site).unwrap_or(site);
    for input in inputs.iter().filter(|i| *i != "-") {
        let path = Path::new(input);
        let folder = if path.is_dir() {
            path
        } else {
            path.parent().unwrap_or(Path::new("."))
        };
        let Some(folder) = absolute(folder) else {
            continue;
        };
        let folder = std::fs::canonicalize(&folder).unwrap_or(folder);
        if site.starts_with(&folder) || folder.starts_with(&site) {
            return Err(CliError::Said(message!(
                "site-out-is-input",
                out = out.display().to_string(),
                input = input.as_str()
            )));
        }
    }
    Ok(())
}

/// A path without its `.` and `..` (the latter taking off what precedes it).
fn normal(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                out.pop();
            }
            c => out.push(c),
        }
    }
    out
}

/// The files an earlier `kifu site` wrote in `out` (its marker's list); none for a new
/// or empty folder. A folder holding other files is refused unless `force`.
fn previous(out: &Path, force: bool) -> Result<Vec<String>, CliError> {
    if let Ok(list) = std::fs::read_to_string(out.join(MARKER)) {
        return Ok(list.lines().filter(|l| safe(l)).map(String::from).collect());
    }
    let holds_files = std::fs::read_dir(out).is_ok_and(|mut d| d.next().is_some());
    if holds_files && !force {
        let m = message!("site-not-a-site", out = out.display().to_string());
        return Err(CliError::Said(m));
    }
    Ok(Vec::new())
}

/// A name of the marker's list that is one the site writes: a slug's file at the root,
/// or in `players/` or `games/` (never a path that leaves the folder).
fn safe(name: &str) -> bool {
    let file = match name.split_once('/') {
        Some(("players" | "games", file)) => file,
        Some(_) => return false,
        None => name,
    };
    !file.is_empty()
        && !file.starts_with('.')
        && file
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.')
}

/// Write `files` in `out`, each atomically, then the marker; remove the files of the
/// earlier run (`before`) that this one did not write. The number of files written.
fn write(
    out: &Path,
    files: &BTreeMap<String, Vec<u8>>,
    before: &[String],
) -> Result<usize, CliError> {
    // The marker first: a run stopped halfway leaves a folder kifu site may write again.
    let mut listed: BTreeSet<&str> = before.iter().map(String::as_str).collect();
    listed.extend(files.keys().map(String::as_str));
    let list = |names: &BTreeSet<&str>| names.iter().map(|n| format!("{n}\n")).collect::<String>();
    write_atomic(&out.join(MARKER), list(&listed).as_bytes())?;
    for (name, bytes) in files {
        write_atomic(&out.join(name), bytes)?;
    }
    for old in before.iter().filter(|n| !files.contains_key(*n)) {
        let _ = std::fs::remove_file(out.join(old));
    }
    let now: BTreeSet<&str> = files.keys().map(String::as_str).collect();
    write_atomic(&out.join(MARKER), list(&now).as_bytes())?;
    Ok(files.len())
}

/// The app's template cut in two: the page (its engine loaded from [`ENGINE`], one
/// folder up) and the engine's script (the glue, then the app's script with its
/// WebAssembly).
fn split(app: &str) -> Result<(String, String), CliError> {
    const CONFIG: &str = "{{CONFIG}}</script>\n";
    const CSP: &str = "script-src 'unsafe-inline' 'wasm-unsafe-eval'";
    // The site's viewers scan no photo: the scanner's place goes.
    let app = app.replacen("{{SCAN}}\n", "", 1);
    let cut = || -> Option<(String, String)> {
        let at = app.find(CONFIG)? + CONFIG.len();
        let (page, scripts) = app.split_at(at);
        let scripts = scripts.strip_prefix("<script>\n")?;
        let (glue, rest) = scripts.split_once("</script>\n<script>\n")?;
        let (main, end) = rest.split_once("</script>\n")?;
        if !page.contains(CSP) || !end.trim_start().starts_with("</body>") {
            return None;
        }
        // The app's script keeps its strict mode and its names to itself.
        let engine = format!(
            "{}\n;(function () {{\n{}\n}})();\n",
            glue.trim_end(),
            main.trim_end()
        );
        let page = page.replacen(CSP, "script-src 'self' 'wasm-unsafe-eval'", 1)
            + &format!("<script src=\"../{ENGINE}\"></script>\n{end}");
        Some((page, engine))
    };
    cut().ok_or(CliError::Said(Message::new("site-engine")))
}

/// A readable, safe file name from `name`: ASCII letters (accents dropped) and digits,
/// lower case, words joined by `-`; `fallback` when nothing is left.
fn slug(name: &str, fallback: &str) -> String {
    let ascii = kifu::text::to_ascii(name).to_ascii_lowercase();
    let mut s = String::new();
    for c in ascii.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(c);
        } else if !s.is_empty() && !s.ends_with('-') {
            s.push('-');
        }
    }
    let mut s: String = s.trim_end_matches('-').chars().take(60).collect();
    s = s.trim_end_matches('-').to_string();
    // Names some systems keep for devices.
    if s.is_empty() || ["con", "prn", "aux", "nul"].contains(&s.as_str()) {
        s = if s.is_empty() {
            fallback.into()
        } else {
            format!("{s}-1")
        };
    }
    s
}

/// `base`, or `base-2`, `base-3`… the first not `taken`; then taken.
fn unique(base: String, taken: &mut HashSet<String>) -> String {
    let mut s = base.clone();
    let mut n = 1;
    while !taken.insert(s.clone()) {
        n += 1;
        s = format!("{base}-{n}");
    }
    s
}

/// The site's names: each player's page, each record's page and each file's downloads.
struct Site<'a> {
    /// (game, player key) → slug.
    players: BTreeMap<(GameKind, String), String>,
    /// A record → its page's slug.
    records: BTreeMap<RecordRef, String>,
    /// A file (its input's name) → its downloads' slug.
    files: BTreeMap<&'a str, String>,
    /// The copies: the record not counted → the one counted.
    copy_of: BTreeMap<&'a RecordRef, &'a RecordRef>,
    /// The players of each record the event lists, as written.
    who: BTreeMap<&'a RecordRef, &'a [String]>,
}

/// The links of a page in the folder `up` away from the site's root (`""` or `"../"`).
struct Linker<'s, 'a> {
    site: &'s Site<'a>,
    up: &'static str,
}

impl Links for Linker<'_, '_> {
    fn player(&self, game: GameKind, name: &str) -> Option<String> {
        let slug = self.site.players.get(&(game, player_key(name)))?;
        Some(format!("{}players/{slug}.html", self.up))
    }
    fn record(&self, at: &RecordRef) -> Option<String> {
        let slug = self.site.records.get(at)?;
        Some(format!("{}games/{slug}.html", self.up))
    }
}

impl<'a> Site<'a> {
    fn new(event: &'a Event, inputs: &'a [EventInput]) -> Site<'a> {
        let several = event.tables.len() > 1;
        let mut taken = HashSet::new();
        let mut players = BTreeMap::new();
        for t in &event.tables {
            for s in &t.standings {
                let name = if several {
                    format!("{} {}", t.game.name(), s.player)
                } else {
                    s.player.clone()
                };
                let slug = unique(slug(&name, "player"), &mut taken);
                players.insert((t.game, player_key(&s.player)), slug);
            }
        }
        // Files are named from their path under the folder all inputs share.
        let names: Vec<&Path> = inputs.iter().map(|i| Path::new(&i.name)).collect();
        let common = names
            .iter()
            .filter_map(|p| p.parent())
            .reduce(|a, b| common_dir(a, b))
            .unwrap_or(Path::new(""));
        let mut taken = HashSet::new();
        let (mut files, mut records) = (BTreeMap::new(), BTreeMap::new());
        for input in inputs {
            let path = Path::new(&input.name);
            let relative = path.strip_prefix(common).unwrap_or(path).with_extension("");
            let base = unique(slug(&relative.to_string_lossy(), "game"), &mut taken);
            let count = kifu::records(&input.text).count();
            for n in 1..=count {
                let at = RecordRef {
                    file: input.name.clone(),
                    record: n,
                };
                let page = if count == 1 {
                    base.clone()
                } else {
                    unique(format!("{base}-{n}"), &mut taken)
                };
                records.insert(at, page);
            }
            files.insert(input.name.as_str(), base);
        }
        let copy_of = event.copies.iter().map(|c| (&c.other, &c.kept)).collect();
        let mut who: BTreeMap<&RecordRef, &[String]> = BTreeMap::new();
        for g in event.tables.iter().flat_map(|t| &t.games) {
            who.insert(&g.at, &g.players);
        }
        for a in &event.apart {
            who.entry(&a.at).or_insert(&a.players);
        }
        for c in &event.copies {
            if let Some(&players) = who.get(&c.kept) {
                who.entry(&c.other).or_insert(players);
            }
        }
        Site {
            players,
            records,
            files,
            copy_of,
            who,
        }
    }

    fn from(&self, up: &'static str) -> Linker<'_, 'a> {
        Linker { site: self, up }
    }

    /// Every record's page, listed at the end of the index.
    fn games_list(&self, lang: Lang) -> String {
        let mut o = format!(
            "<h2>{}</h2>\n<ul class=\"games\">\n",
            say("site-games", lang)
        );
        for (at, slug) in &self.records {
            let shown = message!("event-record", file = at.file.as_str(), record = at.record);
            let a = link(Some(format!("games/{slug}.html")), &shown.say(lang));
            match self.who.get(at).filter(|p| !p.is_empty()) {
                Some(p) => writeln!(o, "<li>{a} ({})</li>", esc(&p.join(" – "))),
                None => writeln!(o, "<li>{a}</li>"),
            }
            .unwrap_or_default();
        }
        o.push_str("</ul>\n");
        o
    }

    /// A player's page: their games, with opponents, results and points.
    fn player_page(&self, event: &Event, key: &(GameKind, String), lang: Lang) -> String {
        let links = self.from("../");
        let Some(table) = event.tables.iter().find(|t| t.game == key.0) else {
            return String::new();
        };
        let name = table
            .standings
            .iter()
            .find(|s| player_key(&s.player) == key.1)
            .map_or(key.1.as_str(), |s| s.player.as_str());
        let mut body = format!(
            "<nav><a href=\"../index.html\">{}</a></nav>\n<div class=\"wide\"><table class=\"player\"><thead><tr>",
            say("site-back", lang)
        );
        let own = match table.game {
            GameKind::Kamisado => Some("event-col-own-kamisado"),
            GameKind::Kasane => Some("event-col-own-kasane"),
            GameKind::Samourai | GameKind::Kaito => None,
        };
        let head = [
            "site-col-game",
            "site-col-opponent",
            "site-col-result",
            "event-col-points",
        ];
        for id in head.into_iter().chain(own) {
            let _ = write!(body, "<th>{}</th>", say(id, lang));
        }
        body.push_str("</tr></thead><tbody>\n");
        for g in &table.games {
            let Some(seat) = g.players.iter().position(|p| player_key(p) == key.1) else {
                continue;
            };
            let shown = message!(
                "event-record",
                file = g.at.file.as_str(),
                record = g.at.record
            );
            let game = link(links.record(&g.at), &shown.say(lang));
            let opponents = g
                .players
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != seat)
                .map(|(_, p)| link(links.player(table.game, p), p))
                .collect::<Vec<_>>()
                .join(", ");
            let (result, points) = match g.scores.get(seat) {
                None => (say("site-not-counted", lang), String::new()),
                Some(&s) => {
                    let id = if s >= 1.0 {
                        "site-won"
                    } else if s > 0.0 {
                        "site-drawn"
                    } else {
                        "site-lost"
                    };
                    let mut r = say(id, lang);
                    if g.status == GameStatus::AsWritten {
                        r = format!("{r} ({})", say("event-apart-as-written", lang));
                    }
                    (r, super::event::num(s, lang))
                }
            };
            let _ = write!(
                body,
                "<tr><td>{game}</td><td>{opponents}</td><td>{}</td><td>{}</td>",
                esc(&result),
                esc(&points)
            );
            if own.is_some() {
                let p = g.points.get(seat).map(u32::to_string).unwrap_or_default();
                let _ = write!(body, "<td>{p}</td>");
            }
            body.push_str("</tr>\n");
        }
        body.push_str("</tbody></table></div>\n");
        let title = message!("site-games-of", player = name).say(lang);
        event_page(lang, &title, &body)
    }

    /// The pages of the records of `input`, and its downloads: the file as written and
    /// its JSON (when every record replays), in `files`.
    fn game_files(
        &self,
        input: &EventInput,
        template: &str,
        lang: Lang,
        files: &mut BTreeMap<String, Vec<u8>>,
    ) {
        let Some(base) = self.files.get(input.name.as_str()) else {
            return;
        };
        let in_folder = input
            .folder
            .as_deref()
            .and_then(|dir| input.game.engine().in_folder(dir));
        let game: &dyn Game = in_folder.as_deref().unwrap_or(input.game.engine());
        let extension = game
            .kind()
            .info()
            .extensions
            .first()
            .copied()
            .unwrap_or("txt");
        let notation = format!("{base}.{extension}");
        files.insert(format!("games/{notation}"), input.text.clone().into_bytes());
        let json = super::convert::json_array(game, &input.text).ok();
        if let Some(json) = &json {
            files.insert(format!("games/{base}.json"), json.clone().into_bytes());
        }
        let views = load(game, &input.name, &input.text);
        let links = self.from("../");
        for n in 0..views.len() {
            let at = RecordRef {
                file: input.name.clone(),
                record: n + 1,
            };
            let Some(slug) = self.records.get(&at) else {
                continue;
            };
            let mut nav = format!(
                "<nav class=\"site\"><a href=\"../index.html\">{}</a>",
                say("site-back", lang)
            );
            for p in self.who.get(&at).copied().unwrap_or_default() {
                let _ = write!(nav, " · {}", link(links.player(game.kind(), p), p));
            }
            let _ = write!(
                nav,
                "<br>{}: <a href=\"{notation}\" download>{}</a>",
                say("site-download", lang),
                esc(&message!("site-notation", extension = extension).say(lang))
            );
            if json.is_some() {
                let _ = write!(
                    nav,
                    " · <a href=\"{base}.json\" download>{}</a>",
                    say("site-json", lang)
                );
            }
            if let Some(kept) = self.copy_of.get(&at) {
                let shown = message!(
                    "event-record",
                    file = kept.file.as_str(),
                    record = kept.record
                );
                let said = message!("site-copy-of", kept = "\u{1}").say(lang);
                let (before, after) = said.split_once('\u{1}').unwrap_or((&said, ""));
                let _ = write!(
                    nav,
                    "<br><strong>{}{}{}</strong>",
                    esc(before),
                    link(links.record(kept), &shown.say(lang)),
                    esc(after)
                );
            }
            nav.push_str("</nav>\n");
            let page = super::html::page(
                template,
                game,
                &input.name,
                &input.text,
                &views,
                (n, 0),
                false,
            );
            let page = page
                .replacen("</head>\n", &format!("{NAV_STYLE}</head>\n"), 1)
                .replacen("<body>\n", &format!("<body>\n{nav}"), 1);
            files.insert(format!("games/{slug}.html"), page.into_bytes());
        }
    }
}

/// The folder two paths share.
fn common_dir<'p>(a: &'p Path, b: &Path) -> &'p Path {
    let mut common = a;
    while !b.starts_with(common) {
        match common.parent() {
            Some(p) => common = p,
            None => return Path::new(""),
        }
    }
    common
}

fn say(id: &'static str, lang: Lang) -> String {
    esc(&Message::new(id).say(lang))
}

fn esc(s: &str) -> String {
    kifu::svg::escape(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_safe_readable_file_names() {
        assert_eq!(slug("Chloé Dupont", "p"), "chloe-dupont");
        assert_eq!(slug("../../etc/passwd", "p"), "etc-passwd");
        assert_eq!(slug("sheets/m03 white", "p"), "sheets-m03-white");
        assert_eq!(slug("東京", "p"), "p");
        assert_eq!(slug("NUL", "p"), "nul-1");
        assert!(slug(&"a".repeat(300), "p").len() <= 60);
        let mut taken = HashSet::new();
        assert_eq!(unique("a".into(), &mut taken), "a");
        assert_eq!(unique("a".into(), &mut taken), "a-2");
    }

    #[test]
    fn the_marker_lists_only_the_sites_own_files() {
        assert!(safe("index.html") && safe("games/m01.json") && safe("players/ann.html"));
        for bad in [
            "../x",
            "games/../../x",
            "/etc/passwd",
            "other/x",
            "games/",
            ".kifu-site",
        ] {
            assert!(!safe(bad), "{bad}");
        }
    }

    #[test]
    fn the_template_splits_into_a_page_and_its_engine() {
        // The template the bundle is built from, as kifu-web-build leaves it (its own
        // marks for the glue, the WebAssembly and the app's script).
        let app = include_str!("../../crates/kifu-wasm/web/app.html");
        let (page, engine) = split(app).unwrap();
        assert!(page.contains("script-src 'self' 'wasm-unsafe-eval'"));
        assert!(page.ends_with(
            "{{CONFIG}}</script>\n<script src=\"../kifu-engine.js\"></script>\n</body>\n</html>\n"
        ));
        assert!(!page.contains("{{SCAN}}") && !engine.contains("{{SCAN}}"));
        assert!(engine.starts_with("{{GLUE}}\n"));
        assert!(engine.contains(
            "(function () {\n\"use strict\";\nconst KIFU_WASM = \"{{WASM}}\";\n{{APP}}\n})();"
        ));
        assert!(split("<html></html>").is_err());
    }
}
