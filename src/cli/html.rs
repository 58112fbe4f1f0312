//! `kifu show --format html`: one self-contained web page to step through the records of
//! a file. Every position is drawn by the game's SVG renderer (the pictures of
//! `--format svg`) and stored in the page with the move list; a little script steps
//! through them (buttons, arrow keys) and keeps the address (`#round=2&ply=5`) in step
//! with the position. The page loads nothing: no network, no external script, style or
//! font, and its Content-Security-Policy forbids any.

use std::path::Path;

use serde::Serialize;

use super::output::write_output;
use super::viewer::{Viewed, load};
use super::{CliError, EXIT_INVALID, EXIT_OK, game_error};
use kifu::{Arg, Game, message};
use kifu::{At, DiagramFormat, GameError, Lang, Message, View};

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
    let html = page(game, name, &views, start, open.flip)
        .map_err(|e| game_error(name, text, e, super::lang::for_no_sheet()))?;
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
struct PageData<'a> {
    game: &'a str,
    /// The script's words, in the page's language: `{round}`, `{ply}`, `{side}` and
    /// `{move}` in them stand for what the script puts there.
    words: Words,
    records: Vec<RecordData>,
    /// Where the page opens when the address has no position: (record, step).
    start: (usize, usize),
    /// The page opens with the board flipped (when the address does not say).
    flip: bool,
}

#[derive(Serialize)]
struct RecordData {
    title: String,
    tags: Vec<(String, String)>,
    diagnostic: String,
    /// A record with a mistake: what it is and where the replay stopped, for the banner
    /// the page shows from its first position on.
    #[serde(skip_serializing_if = "Option::is_none")]
    stop: Option<StopData>,
    steps: Vec<StepData>,
}

/// The words the page's script says, in the page's language.
#[derive(Serialize)]
struct Words {
    /// A round's heading in the move list: `Round {round}`.
    round: String,
    /// A round's start in the move list.
    start: String,
    /// Who played what: `{side} played {move}`.
    played: String,
    /// The point shown: `Round {round}, ply {ply}`.
    at: String,
    /// A record that does not replay at all.
    no_replay: String,
    /// What `f` says on a table without sides.
    no_sides: String,
}

impl Words {
    fn new(game: &dyn Game, lang: Lang) -> Words {
        let mark = |name: &str| Arg::Verbatim(format!("{{{name}}}"));
        let title = game.kind().info().title;
        Words {
            round: message!("page-round", round = mark("round")).say(lang),
            start: Message::new("page-start").say(lang),
            played: message!("page-played", side = mark("side"), move = mark("move")).say(lang),
            at: message!("page-where", round = mark("round"), ply = mark("ply")).say(lang),
            no_replay: Message::new("viewer-no-replay").say(lang),
            no_sides: message!("page-no-sides", game = title).say(lang),
        }
    }
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

#[derive(Serialize)]
struct StepData {
    round: u32,
    ply: usize,
    side: String,
    written: String,
    /// How the round (or the game) ended, when this ply ended it.
    #[serde(skip_serializing_if = "String::is_empty")]
    result: String,
    svg: String,
    /// The same position seen from the other side; none for a table without sides.
    #[serde(skip_serializing_if = "Option::is_none")]
    flipped: Option<String>,
}

/// The page for the records of a file called `name`; `start` is the (record, step) it
/// opens at when the address does not say, `flip` whether the board opens flipped. Each
/// record is replayed once per orientation ([`kifu::OpenedRecord::pictures`]), so a long match costs
/// linear time. A page is made to be published: it names the file, never the folders
/// it was in.
pub fn page(
    game: &dyn Game,
    name: &str,
    views: &[Viewed],
    start: (usize, usize),
    flip: bool,
) -> Result<String, GameError> {
    let file = Path::new(name)
        .file_name()
        .map_or(name.into(), |f| f.to_string_lossy());
    let has_sides = game.kind().info().has_sides;
    let mut records = Vec::with_capacity(views.len());
    for (i, v) in views.iter().enumerate() {
        // Each record's pictures say their words in its language.
        let svg = View {
            lang: v.lang,
            ..View::from(DiagramFormat::Svg)
        };
        let pictures = v.pictures(svg)?;
        let flipped = if has_sides {
            v.pictures(View { flip: true, ..svg })?
                .into_iter()
                .map(Some)
                .collect()
        } else {
            vec![None; pictures.len()]
        };
        let steps = v
            .steps
            .iter()
            .zip(pictures)
            .zip(flipped)
            .map(|((s, picture), other)| StepData {
                round: s.round,
                ply: s.ply,
                side: s.side.as_ref().map(|m| m.say(v.lang)).unwrap_or_default(),
                written: s.written.clone(),
                result: s.result.as_ref().map(|m| m.say(v.lang)).unwrap_or_default(),
                svg: strip_xml_declaration(&picture).to_string(),
                flipped: other.map(|p| strip_xml_declaration(&p).to_string()),
            })
            .collect();
        let stop = v.headline().map(|message| stop(v, message));
        records.push(RecordData {
            title: v.title(i),
            tags: v.tags.clone(),
            diagnostic: v.diagnostic_as(&file),
            stop,
            steps,
        });
    }
    // The page speaks the language of the record it opens at.
    let lang = views
        .get(start.0)
        .map_or_else(super::lang::for_no_sheet, |v| v.lang);
    let data = PageData {
        game: game.kind().info().title,
        words: Words::new(game, lang),
        records,
        start,
        flip: flip && has_sides,
    };
    let json = serde_json::to_string(&data)
        .map_err(|e| GameError::Usage(kifu::message!("usage-json-write", error = e.to_string())))?;
    // Inside <script>, no `<` may close the element: JSON strings spell it \u003c.
    let json = json.replace('<', "\\u003c");
    let title = kifu::svg::escape(&format!("{} – kifu", data.game));
    // Colors of Kasane's table has no sides: no key to flip it.
    let keys = if has_sides {
        "page-keys-flip"
    } else {
        "page-keys"
    };
    let mut html = TEMPLATE
        .replace("{{TITLE}}", &title)
        .replace("{{LANG}}", lang.code());
    for (mark, id) in [
        ("{{PICKER}}", "page-picker"),
        ("{{FIRST}}", "page-first"),
        ("{{PREVIOUS}}", "page-previous"),
        ("{{NEXT}}", "page-next"),
        ("{{LAST}}", "page-last"),
        ("{{FLIP}}", "page-flip"),
        ("{{KEYS}}", keys),
        ("{{NEEDS_SCRIPT}}", "page-needs-script"),
    ] {
        html = html.replace(mark, &kifu::svg::escape(&Message::new(id).say(lang)));
    }
    Ok(html.replace("{{DATA}}", &json))
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

fn strip_xml_declaration(svg: &str) -> &str {
    match svg.strip_prefix("<?xml") {
        Some(rest) => rest
            .split_once("?>")
            .map_or(svg, |(_, body)| body.trim_start()),
        None => svg,
    }
}

const TEMPLATE: &str = include_str!("html_page.html");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_holds_every_position_as_svg_and_loads_nothing() {
        let g: &dyn Game = kifu::GameKind::Kamisado.engine();
        let text = "[Game \"Kamisado\"]\n[Event \"A <b>bold</b> club\"]\n1. Red ↑4 Blue\n";
        let views = super::super::viewer::load(g, "x.kamisado", text);
        let html = page(g, "x.kamisado", &views, (0, 0), false).unwrap();
        assert_eq!(
            html.matches("\\u003csvg").count(),
            4,
            "one SVG per step, and the same flipped"
        );
        assert_eq!(html.matches("\"flipped\":").count(), 2);
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
