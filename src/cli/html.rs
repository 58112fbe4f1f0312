//! `kifu show --format html`: one self-contained web page to step through the records of
//! a file: the web app of `kifu web` as a read-only viewer, carrying the file's text. The
//! page's engine (the library in WebAssembly) replays it and draws each position as
//! `--format svg` does; buttons and arrow keys step through them and the address
//! (`#round=2&ply=5`) follows. The page loads nothing: no network, no external script,
//! style or font, and its Content-Security-Policy forbids any.

use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;

use super::output::write_output;
use super::viewer::{Viewed, load};
use super::{CliError, EXIT_INVALID, EXIT_OK};
use kifu::{Arg, Game, message};
use kifu::{At, Lang, Message};

/// Where a page (or the terminal viewer) opens: `--record`, `--round`, `--ply`, `--flip`.
#[derive(Clone, Copy, Debug)]
pub struct Open {
    /// The record (1-based); needed to open at a point of a file of several records.
    pub record: Option<u64>,
    pub at: At,
    pub flip: bool,
}

/// `kifu show --format html`: write the page for every record of `text`. It opens at
/// `--record` (its start, or its point `at` when given, as `show` draws it), else at the
/// start of the first record; a point of a file of several records needs `--record`.
/// Records with mistakes are in the page up to where they stop; their diagnostics go to
/// stderr too, and the exit code is 1. `flip`: the page opens with the board flipped.
pub fn run(
    game: &dyn Game,
    name: &str,
    text: &str,
    open: Open,
    output: Option<&Path>,
    inputs: &[&Path],
    force: bool,
) -> Result<u8, CliError> {
    let views = load(game, name, text);
    if views.is_empty() {
        return Err(CliError::Usage(
            Message::new("viewer-no-record").say(super::lang::for_no_sheet()),
        ));
    }
    let start = opening(game, name, text, &views, open.record, open.at)?.unwrap_or((0, 0));
    let app = super::web::app()?;
    let html = page(app, game, name, text, &views, start, open.flip);
    write_output(output, &html, inputs, force)?;
    let mut code = EXIT_OK;
    for v in views.iter().filter(|v| !v.diagnostic.is_empty()) {
        eprint!("{}", v.diagnostic);
        code = EXIT_INVALID;
    }
    Ok(code)
}

/// The (record, step) a viewer of `views` (the records of `text`) opens at: record
/// `record` (1-based) at its point `at` (its start when `at` asks nothing), or point `at`
/// of the only record. `Ok(None)`: nothing was asked. A point of a file of several
/// records without a record number is a usage error that lists them (see
/// [`super::replayed::choose`]).
pub fn opening(
    game: &dyn Game,
    name: &str,
    text: &str,
    views: &[Viewed],
    record: Option<u64>,
    at: At,
) -> Result<Option<(usize, usize)>, CliError> {
    if record.is_none() && at == At::default() {
        return Ok(None);
    }
    let span = super::replayed::choose(game, name, text, record)?;
    let index = kifu::records(text).position(|s| s == span).unwrap_or(0);
    let lang = super::lang::for_no_sheet();
    let view = views.get(index).ok_or_else(|| {
        let m = message!("viewer-cannot-show", file = name, number = index + 1);
        CliError::Usage(m.say(lang))
    })?;
    if at == At::default() {
        return Ok(Some((index, 0)));
    }
    let step = view.find(at.round, at.ply).ok_or_else(|| {
        let last = || Arg::from(Message::new("viewer-last"));
        let m = message!(
            "viewer-no-point",
            number = index + 1,
            round = at.round.map_or_else(last, Arg::from),
            ply = at.ply.map_or_else(last, Arg::from)
        );
        CliError::Usage(m.say(view.lang))
    })?;
    Ok(Some((index, step)))
}

#[derive(Serialize)]
struct ViewData<'a> {
    /// The file's text, which the page's engine reads and replays.
    text: &'a str,
    /// The game's name (as the engine knows it) and title.
    game: &'a str,
    title: &'a str,
    records: Vec<RecordData>,
    /// Where the page opens when the address has no position: (record, step).
    start: (usize, usize),
    /// The page opens with the board flipped (when the address does not say).
    flip: bool,
    /// The viewer's words, in the page's language (the command line's, so that the
    /// pseudo-locale reaches them too): `{round}`, `{ply}` in them stand for what the
    /// script puts there.
    words: BTreeMap<&'static str, String>,
}

#[derive(Serialize)]
struct RecordData {
    title: String,
    /// The language the record's words are said in (as the command line decides).
    lang: &'static str,
    tags: Vec<(String, String)>,
    diagnostic: String,
    /// A record with a mistake: what it is and where the replay stops, for the banner
    /// the page shows from its first position on.
    #[serde(skip_serializing_if = "Option::is_none")]
    stop: Option<StopData>,
}

/// The viewer's words in `lang`.
fn words(game: &dyn Game, lang: Lang) -> BTreeMap<&'static str, String> {
    let mark = |name: &str| Arg::Verbatim(format!("{{{name}}}"));
    let info = game.kind().info();
    // Colors of Kasane's table has no sides: no key to flip it.
    let keys = if info.has_sides {
        "page-keys-flip"
    } else {
        "page-keys"
    };
    let mut words: BTreeMap<&'static str, String> = [
        "page-first",
        "page-previous",
        "page-next",
        "page-last",
        "page-flip",
        "page-start",
        "page-picker",
        "viewer-no-replay",
    ]
    .into_iter()
    .map(|id| (id, Message::new(id).say(lang)))
    .collect();
    words.insert("web-keys", Message::new(keys).say(lang));
    words.insert(
        "page-round",
        message!("page-round", round = mark("round")).say(lang),
    );
    words.insert(
        "page-where",
        message!("page-where", round = mark("round"), ply = mark("ply")).say(lang),
    );
    words.insert(
        "page-no-sides",
        message!("page-no-sides", game = info.title).say(lang),
    );
    words
}

#[derive(Serialize)]
struct StopData {
    /// What the banner says: the first error's message and where the replay stops, in
    /// two parts around the link to that point (when the record replays at all).
    before: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    link: Option<String>,
    after: String,
    /// The last point the record replays to (none when it does not replay at all).
    round: Option<u32>,
    ply: Option<usize>,
}

/// The page for the records of `text`, a file called `name`: the web app's viewer (the
/// bundle `app`) carrying the text, whose positions the page's engine draws; `start` is
/// the (record, step) it opens at when the address does not say, `flip` whether the
/// board opens flipped. A page is made to be published: it names the file, never the
/// folders it was in.
pub fn page(
    app: &str,
    game: &dyn Game,
    name: &str,
    text: &str,
    views: &[Viewed],
    start: (usize, usize),
    flip: bool,
) -> String {
    let file = Path::new(name)
        .file_name()
        .map_or(name.into(), |f| f.to_string_lossy());
    let info = game.kind().info();
    let records = views
        .iter()
        .enumerate()
        .map(|(i, v)| RecordData {
            title: v.title(i),
            lang: v.lang.code(),
            tags: v.tags.clone(),
            diagnostic: v.diagnostic_as(&file),
            stop: v.headline().map(|message| stop(v, message)),
        })
        .collect();
    // The page speaks the language of the record it opens at.
    let lang = views
        .get(start.0)
        .map_or_else(super::lang::for_no_sheet, |v| v.lang);
    let view = ViewData {
        text,
        game: info.name,
        title: info.title,
        records,
        start,
        flip: flip && info.has_sides,
        words: words(game, lang),
    };
    let config = serde_json::json!({ "lang": lang.code(), "view": view });
    let title = format!("{} – kifu", info.title);
    super::web::fill(app, lang, &title, &config)
}

/// The banner of record `v`, which has a mistake (`headline`: what it is): where its
/// replay stops, with a link to that point; or that it does not replay at all.
fn stop(v: &Viewed, headline: String) -> StopData {
    let Some(last) = v.steps.last() else {
        return StopData {
            before: message!("page-no-replay", message = headline).say(v.lang),
            link: None,
            after: String::new(),
            round: None,
            ply: None,
        };
    };
    // The link goes where the sentence puts it: the sentence is said around a mark.
    const MARK: &str = "\u{1}";
    let (round, ply) = (last.round, last.ply);
    let said = message!(
        "page-mistake",
        message = headline,
        round = round,
        ply = ply,
        link = MARK
    )
    .say(v.lang);
    let (before, after) = said.split_once(MARK).unwrap_or((&said, ""));
    StopData {
        before: before.to_string(),
        link: Some(message!("page-mistake-link", round = round, ply = ply).say(v.lang)),
        after: after.to_string(),
        round: Some(round),
        ply: Some(ply),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_carries_the_text_and_no_picture_and_loads_nothing() {
        let g: &dyn Game = kifu::GameKind::Kamisado.engine();
        let text = "[Game \"Kamisado\"]\n[Event \"A <b>bold</b> club\"]\n1. Red ↑4 Blue\n";
        let views = super::super::viewer::load(g, "x.kamisado", text);
        let app = include_str!("../../crates/kifu-wasm/web/app.html");
        let html = page(app, g, "x.kamisado", text, &views, (0, 0), false);
        assert!(!html.contains("\\u003csvg"), "no picture in the page");
        assert!(html.contains("1. Red ↑4 Blue"), "the record's text is");
        assert!(
            !html.contains("<b>bold"),
            "tag values are escaped in the data"
        );
        assert!(html.contains("default-src 'none'"));
        for external in ["src=\"http", "href=\"http", "@import", "url(http"] {
            assert!(!html.contains(external), "{external}");
        }
    }
}
