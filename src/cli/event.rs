//! `kifu event`: many records put together — standings, crosstable, tie-breaks, records
//! not counted, the same game twice. A thin layer over [`kifu::event`]: it reads the
//! files as `validate` does and writes the library's [`Event`] as a table, CSV, JSON or
//! a web page.

use std::fmt::Write as _;

use clap::{Args, ValueEnum};

use super::input::expand;
use super::{CliError, EXIT_INVALID, EXIT_OK, EXIT_USAGE, lang, out};
use kifu::event::{
    Copies, CopyKind, Event, EventInput, EventOptions, GameStatus, Likeness, RecordRef, Table,
};
use kifu::{GameKind, Lang, Message};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EventFormat {
    /// The terminal table.
    Text,
    /// Comma-separated values: one line per player of each game.
    Csv,
    /// The event as JSON (its schema: `kifu event --schema`).
    Json,
    /// One self-contained web page.
    Html,
}

#[derive(Args, Debug)]
pub struct EventArgs {
    /// Record files or directories (read recursively, each game's extensions).
    pub inputs: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: EventFormat,
    /// Count a record that does not replay by the result its sheet states (`[Result]`).
    #[arg(long)]
    pub count_as_written: bool,
    /// Print the JSON Schema of `--format json` and exit.
    #[arg(long)]
    pub schema: bool,
    #[command(flatten)]
    pub lang: super::lang::LangArg,
}

pub fn run(args: EventArgs) -> Result<u8, CliError> {
    if args.schema {
        let text = serde_json::to_string_pretty(&kifu::event::schema()).map_err(json_error)?;
        out(&(text + "\n")).map_err(CliError::stdout)?;
        return Ok(EXIT_OK);
    }
    let lang = lang::for_no_sheet();
    let (inputs, code) = read(&args.inputs);
    let options = EventOptions::new().count_as_written(args.count_as_written);
    let event = Event::build(&inputs, options);
    if !holds_some(&event) {
        return Ok(code.max(EXIT_INVALID));
    }
    let written = match args.format {
        EventFormat::Text => text(&event, lang),
        EventFormat::Csv => csv(&event),
        EventFormat::Json => serde_json::to_string_pretty(&event).map_err(json_error)? + "\n",
        EventFormat::Html => {
            let (title, body) = html(&event, lang, &NoLinks);
            page(lang, &title, &body)
        }
    };
    out(&written).map_err(CliError::stdout)?;
    Ok(code.max(not_replayed(&event)))
}

/// An event with no record at all is no success, as for `validate`: said on stderr.
pub fn holds_some(event: &Event) -> bool {
    if event.tables.is_empty() && event.apart.is_empty() {
        let m = kifu::message!("cli-error", error = Message::new("event-no-record"));
        eprintln!("{}", m.say(lang::for_no_sheet()));
        return false;
    }
    true
}

/// The exit code of an event's records: 1, said on stderr, when some did not replay.
pub fn not_replayed(event: &Event) -> u8 {
    if event.all_replayed() {
        return EXIT_OK;
    }
    let m = kifu::message!("event-not-replayed", count = event.apart.len());
    eprintln!("{}", m.say(lang::for_no_sheet()));
    EXIT_INVALID
}

/// The records of `inputs` (files, folders read recursively), each with its game; what
/// could not be read is said on stderr, with the exit code it gives.
pub fn read(inputs: &[String]) -> (Vec<EventInput>, u8) {
    let lang = lang::for_no_sheet();
    let mut code = EXIT_OK;
    let (sources, walk_errors) = expand(inputs);
    let mut inputs = Vec::new();
    for (path, e) in walk_errors {
        eprintln!("{}", io_said(&path, e));
        code = EXIT_USAGE;
    }
    for source in sources {
        let name = source.name();
        let bytes = match source.read() {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{}", io_said(&name, e));
                code = EXIT_USAGE;
                continue;
            }
        };
        let text = match kifu::text::decode(&bytes) {
            Ok((text, _)) => text.to_string(),
            Err(p) => {
                let lossy: std::sync::Arc<str> = String::from_utf8_lossy(&bytes).into();
                super::eprint_problems(&name, &lossy, &[p], lang);
                code = code.max(EXIT_INVALID);
                continue;
            }
        };
        let path = source.path();
        let Some(g) = super::games::detect(None, path, &text) else {
            let m = kifu::message!(
                "cli-which-game",
                name = name.as_str(),
                extensions = super::games::extensions(", .")
            );
            eprintln!("{}", m.say(lang));
            code = EXIT_USAGE;
            continue;
        };
        inputs.push(EventInput {
            name,
            game: g.kind(),
            text,
            folder: path.map(|p| super::games::record_folder(p).to_path_buf()),
        });
    }
    (inputs, code)
}

fn json_error(e: serde_json::Error) -> CliError {
    CliError::Said(kifu::message!("usage-json-write", error = e.to_string()))
}

fn io_said(path: &str, e: std::io::Error) -> String {
    let cause = super::IoCause(e).to_string();
    kifu::message!(
        "cli-error",
        error = kifu::message!("cli-cannot-read", file = path, cause = cause)
    )
    .say(lang::for_no_sheet())
}

/// A number of points: `2`, `1.5` (`1,5` in French and German), `½` shown as `.5`.
pub fn num(x: f64, lang: Lang) -> String {
    let s = if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        let s = format!("{x:.2}");
        s.trim_end_matches('0').to_string()
    };
    if lang == Lang::En {
        s
    } else {
        s.replace('.', ",")
    }
}

fn say(id: &'static str, lang: Lang) -> String {
    Message::new(id).say(lang)
}

fn record(at: &RecordRef, lang: Lang) -> String {
    kifu::message!("event-record", file = at.file.as_str(), record = at.record).say(lang)
}

fn title(table: &Table) -> &'static str {
    table.game.info().title
}

/// The columns of a table's standings, headed in `lang`.
fn columns(table: &Table, lang: Lang) -> (Vec<String>, Vec<Vec<String>>) {
    let own = match table.game {
        GameKind::Kamisado => Some("event-col-own-kamisado"),
        GameKind::Kasane => Some("event-col-own-kasane"),
        GameKind::Samourai | GameKind::Kaito => None,
    };
    let mut head: Vec<String> = [
        "event-col-rank",
        "event-col-player",
        "event-col-played",
        "event-col-won",
        "event-col-drawn",
        "event-col-lost",
        "event-col-points",
        "event-col-sb",
    ]
    .iter()
    .map(|id| say(id, lang))
    .collect();
    head.extend(own.map(|id| say(id, lang)));
    let rows = table
        .standings
        .iter()
        .map(|s| {
            let mut row = vec![
                s.rank.to_string(),
                s.player.clone(),
                s.played.to_string(),
                s.won.to_string(),
                s.drawn.to_string(),
                s.lost.to_string(),
                num(s.points, lang),
                num(s.sonneborn_berger, lang),
            ];
            row.extend(s.game_points.map(|p| p.to_string()));
            row
        })
        .collect();
    (head, rows)
}

/// A meeting's scores in a crosstable cell (`1 ½`), `·` for none, `×` for oneself.
fn cell(scores: &[f64], same: bool) -> String {
    if same {
        return "×".to_string();
    }
    if scores.is_empty() {
        return "·".to_string();
    }
    scores
        .iter()
        .map(|&s| match s {
            1.0 => "1".to_string(),
            0.5 => "½".to_string(),
            0.0 => "0".to_string(),
            s => format!("{s}"),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn width(s: &str) -> usize {
    s.chars().count()
}

/// Rows aligned in columns: the first two to the left (rank, player), numbers right.
fn aligned(rows: &[Vec<String>], out: &mut String) {
    let n = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..n)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| width(s))
                .max()
                .unwrap_or(0)
        })
        .collect();
    for row in rows {
        let mut line = String::new();
        for (c, s) in row.iter().enumerate() {
            let pad = " ".repeat(widths[c] - width(s));
            if c > 0 {
                line.push_str("  ");
            }
            if c == 1 {
                line.push_str(s);
                line.push_str(&pad);
            } else {
                line.push_str(&pad);
                line.push_str(s);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
}

/// A piece of a line of the notes: words, or a record (what is shown of it).
enum Piece {
    Words(String),
    Record(RecordRef, String),
}

/// A line of the notes, its records apart so that a page can link them.
type Said = Vec<Piece>;

/// `said` (a sentence said with the marks `\u{1}`, `\u{2}`… in place of `records`) cut
/// at its marks.
fn cut(said: &str, records: &[(&RecordRef, String)]) -> Said {
    let mut pieces = Vec::new();
    let mut words = String::new();
    for c in said.chars() {
        match (c as usize).checked_sub(1).and_then(|i| records.get(i)) {
            Some((at, shown)) => {
                if !words.is_empty() {
                    pieces.push(Piece::Words(std::mem::take(&mut words)));
                }
                pieces.push(Piece::Record((*at).clone(), shown.clone()));
            }
            None => words.push(c),
        }
    }
    if !words.is_empty() {
        pieces.push(Piece::Words(words));
    }
    pieces
}

/// The marks [`cut`] finds: the first record's, the second's.
const MARKS: [&str; 2] = ["\u{1}", "\u{2}"];

/// A line as plain text.
fn plain(said: &Said) -> String {
    said.iter()
        .map(|p| match p {
            Piece::Words(w) => w.as_str(),
            Piece::Record(_, shown) => shown.as_str(),
        })
        .collect()
}

/// A table's games that replayed and are not counted: unfinished, one name on two seats.
fn unfinished(table: &Table, lang: Lang) -> Vec<Said> {
    table
        .games
        .iter()
        .filter(|g| matches!(g.status, GameStatus::Unfinished | GameStatus::SamePlayer))
        .map(|g| {
            let id = match g.status {
                GameStatus::SamePlayer => "event-same-player",
                _ => "event-unfinished",
            };
            let m = kifu::message!(id, at = MARKS[0], players = g.players.join(" – "));
            cut(&m.say(lang), &[(&g.at, record(&g.at, lang))])
        })
        .collect()
}

/// The notes after the tables, each under its heading (a catalogue id): the records not
/// counted, the same game twice, the names that may be one person's.
fn notes(event: &Event, lang: Lang) -> Vec<(&'static str, Vec<Said>)> {
    let mut notes: Vec<(&'static str, Vec<Said>)> = Vec::new();
    let apart = event.apart.iter().map(|a| {
        let m = kifu::message!(
            "event-apart",
            file = MARKS[0],
            line = a.line.to_string(),
            column = a.column.to_string(),
            record = a.at.record,
            players = a.players.join(" – "),
            problem = a.message.clone()
        );
        let mut said = cut(&m.say(lang), &[(&a.at, a.at.file.clone())]);
        if a.counted_as_written {
            let also = format!(" — {}", say("event-apart-as-written", lang));
            said.push(Piece::Words(also));
        }
        said
    });
    notes.push(("event-apart-heading", apart.collect()));
    let copies = event.copies.iter().map(|c| copy_said(c, lang));
    notes.push(("event-copies-heading", copies.collect()));
    let maybe = event.maybe_same.iter().map(|m| {
        let why = Message::new(match m.why {
            Likeness::Accents => "event-why-accents",
            Likeness::Order => "event-why-order",
            Likeness::Initials => "event-why-initials",
        });
        let said = kifu::message!(
            "event-maybe-same",
            first = m.first.as_str(),
            second = m.second.as_str(),
            why = why
        );
        vec![Piece::Words(said.say(lang))]
    });
    notes.push(("event-maybe-heading", maybe.collect()));
    notes.retain(|(_, lines)| !lines.is_empty());
    notes
}

fn text(event: &Event, lang: Lang) -> String {
    let mut o = String::new();
    for table in &event.tables {
        let _ = writeln!(
            o,
            "{}",
            kifu::message!("event-standings", game = title(table)).say(lang)
        );
        let _ = writeln!(o);
        let (head, rows) = columns(table, lang);
        let mut all = vec![head];
        all.extend(rows);
        aligned(&all, &mut o);
        let _ = writeln!(o);
        let _ = writeln!(o, "{}", say("event-crosstable", lang));
        let _ = writeln!(o);
        let mut cross = vec![{
            let mut h = vec![String::new(), String::new()];
            h.extend((1..=table.standings.len()).map(|i| i.to_string()));
            h
        }];
        for (i, s) in table.standings.iter().enumerate() {
            let mut row = vec![(i + 1).to_string(), s.player.clone()];
            row.extend(
                table.crosstable[i]
                    .iter()
                    .enumerate()
                    .map(|(j, c)| cell(c, i == j)),
            );
            cross.push(row);
        }
        aligned(&cross, &mut o);
        if !table.separations.is_empty() {
            let _ = writeln!(o);
            let _ = writeln!(o, "{}", say("event-tie-breaks", lang));
            for s in &table.separations {
                let _ = writeln!(o, "  {}", separated(s, lang));
            }
        }
        let unfinished = unfinished(table, lang);
        if !unfinished.is_empty() {
            let _ = writeln!(o);
            for line in &unfinished {
                let _ = writeln!(o, "{}", plain(line));
            }
        }
        let _ = writeln!(o);
    }
    for (heading, lines) in notes(event, lang) {
        let _ = writeln!(o, "{}", say(heading, lang));
        for line in &lines {
            let _ = writeln!(o, "  {}", plain(line));
        }
        let _ = writeln!(o);
    }
    while o.ends_with("\n\n") {
        o.pop();
    }
    o
}

/// Which tie-break put whom above whom, said in `lang`.
fn separated(s: &kifu::event::Separation, lang: Lang) -> String {
    kifu::message!(
        "event-separated",
        above = s.above.as_str(),
        below = s.below.as_str(),
        by = s.by.message()
    )
    .say(lang)
}

fn copy_said(c: &Copies, lang: Lang) -> Said {
    let (kept, other) = (MARKS[0], MARKS[1]);
    let m = match c.kind {
        CopyKind::Same => kifu::message!("event-copy-same", kept = kept, other = other),
        CopyKind::Prefix => kifu::message!("event-copy-prefix", kept = kept, other = other),
        CopyKind::Disagree { round, ply } => {
            let id = if c.kept_replays {
                "event-copy-disagree"
            } else {
                "event-copy-disagree-neither"
            };
            kifu::message!(id, kept = kept, other = other, round = round, ply = ply)
        }
    };
    let records = [
        (&c.kept, record(&c.kept, lang)),
        (&c.other, record(&c.other, lang)),
    ];
    cut(&m.say(lang), &records)
}

/// A CSV field, quoted when it must be (RFC 4180).
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn csv(event: &Event) -> String {
    let mut o = String::from(
        "game,rank,player,played,won,drawn,lost,points,sonneborn_berger,game_points\n",
    );
    for t in &event.tables {
        for s in &t.standings {
            let _ = writeln!(
                o,
                "{},{},{},{},{},{},{},{},{},{}",
                t.game,
                s.rank,
                field(&s.player),
                s.played,
                s.won,
                s.drawn,
                s.lost,
                num(s.points, Lang::En),
                num(s.sonneborn_berger, Lang::En),
                s.game_points.map(|p| p.to_string()).unwrap_or_default()
            );
        }
    }
    o
}

fn esc(s: &str) -> String {
    kifu::svg::escape(s)
}

/// Where the pages of an event link its players and games (`kifu site`): the address of
/// each, relative to the page. `kifu event --format html` links nothing ([`NoLinks`]).
pub trait Links {
    /// A player's page (a name as the table writes it).
    fn player(&self, game: GameKind, name: &str) -> Option<String>;
    /// A record's page.
    fn record(&self, at: &RecordRef) -> Option<String>;
}

/// No link: one page alone.
pub struct NoLinks;

impl Links for NoLinks {
    fn player(&self, _: GameKind, _: &str) -> Option<String> {
        None
    }
    fn record(&self, _: &RecordRef) -> Option<String> {
        None
    }
}

/// `shown` (escaped), a link to `href` when there is one.
pub fn link(href: Option<String>, shown: &str) -> String {
    match href {
        Some(h) => format!("<a href=\"{}\">{}</a>", esc(&h), esc(shown)),
        None => esc(shown),
    }
}

/// A line of the notes in HTML, its records linked.
fn said_html(said: &Said, links: &dyn Links) -> String {
    said.iter()
        .map(|p| match p {
            Piece::Words(w) => esc(w),
            Piece::Record(at, shown) => link(links.record(at), shown),
        })
        .collect()
}

fn list(lines: &[Said], links: &dyn Links, body: &mut String) {
    body.push_str("<ul class=\"notes\">\n");
    for line in lines {
        let _ = writeln!(body, "<li>{}</li>", said_html(line, links));
    }
    body.push_str("</ul>\n");
}

/// A crosstable cell in HTML: each score linked to its game.
fn cell_html(table: &Table, i: usize, j: usize, links: &dyn Links) -> String {
    let scores = &table.crosstable[i][j];
    let games = table.met.get(i).and_then(|r| r.get(j));
    if i == j || scores.is_empty() {
        return esc(&cell(scores, i == j));
    }
    scores
        .iter()
        .enumerate()
        .map(|(k, s)| {
            let at = games
                .and_then(|g| g.get(k))
                .and_then(|&g| table.games.get(g));
            link(at.and_then(|g| links.record(&g.at)), &cell(&[*s], false))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The event in HTML: its title, and the body of its page (standings, crosstable,
/// tie-breaks, the notes), players and games linked as `links` says.
pub fn html(event: &Event, lang: Lang, links: &dyn Links) -> (String, String) {
    let mut body = String::new();
    for table in &event.tables {
        // One table: the page's title is its heading.
        if event.tables.len() > 1 {
            let heading = kifu::message!("event-standings", game = title(table)).say(lang);
            let _ = writeln!(body, "<h2>{}</h2>", esc(&heading));
        }
        let (head, rows) = columns(table, lang);
        body.push_str("<div class=\"wide\"><table class=\"standings\"><thead><tr>");
        for h in &head {
            let _ = write!(body, "<th>{}</th>", esc(h));
        }
        body.push_str("</tr></thead><tbody>\n");
        for row in rows {
            body.push_str("<tr>");
            for (c, v) in row.iter().enumerate() {
                if c == 1 {
                    let name = link(links.player(table.game, v), v);
                    let _ = write!(body, "<th scope=\"row\">{name}</th>");
                } else {
                    let _ = write!(body, "<td>{}</td>", esc(v));
                }
            }
            body.push_str("</tr>\n");
        }
        body.push_str("</tbody></table></div>\n");
        let _ = writeln!(body, "<h3>{}</h3>", esc(&say("event-crosstable", lang)));
        body.push_str("<div class=\"wide\"><table class=\"cross\"><thead><tr><th></th><th></th>");
        for i in 1..=table.standings.len() {
            let _ = write!(body, "<th>{i}</th>");
        }
        body.push_str("</tr></thead><tbody>\n");
        for (i, s) in table.standings.iter().enumerate() {
            let name = link(links.player(table.game, &s.player), &s.player);
            let _ = write!(body, "<tr><td>{}</td><th scope=\"row\">{name}</th>", i + 1);
            for j in 0..table.crosstable[i].len() {
                let _ = write!(body, "<td>{}</td>", cell_html(table, i, j, links));
            }
            body.push_str("</tr>\n");
        }
        body.push_str("</tbody></table></div>\n");
        if !table.separations.is_empty() {
            let _ = writeln!(body, "<h3>{}</h3><ul>", esc(&say("event-tie-breaks", lang)));
            for s in &table.separations {
                let _ = writeln!(body, "<li>{}</li>", esc(&separated(s, lang)));
            }
            body.push_str("</ul>\n");
        }
        let unfinished = unfinished(table, lang);
        if !unfinished.is_empty() {
            list(&unfinished, links, &mut body);
        }
    }
    for (heading, lines) in notes(event, lang) {
        let _ = writeln!(body, "<h2>{}</h2>", esc(&say(heading, lang)));
        list(&lines, links, &mut body);
    }
    let title = event
        .tables
        .iter()
        .map(|t| kifu::message!("event-standings", game = title(t)).say(lang))
        .collect::<Vec<_>>()
        .join(" · ");
    (title, body)
}

/// A page of the event: `title`, `body` (HTML), in `lang`; no script, nothing fetched.
pub fn page(lang: Lang, title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n\
<meta name=\"generator\" content=\"kifu\">\n<title>{title}</title>\n<style>\n\
body {{ margin: 1rem; font: 16px/1.4 system-ui, sans-serif; color: #1d1b18; background: #fbf8f1; }}\n\
table {{ border-collapse: collapse; margin: .5rem 0 1rem; background: #fff; }}\n\
th, td {{ border: 1px solid #d8d0c0; padding: .2rem .5rem; text-align: right; }}\n\
th[scope=row] {{ text-align: left; font-weight: normal; }}\n\
.cross td, .cross thead th {{ text-align: center; }}\n\
.cross td a {{ display: inline-block; min-width: 1.4rem; }}\n\
.player td:nth-child(-n+3), .player th:nth-child(-n+3) {{ text-align: left; }}\n\
.wide {{ overflow-x: auto; }}\n\
ul {{ padding-left: 1.2rem; }}\n\
li {{ overflow-wrap: anywhere; }}\n\
a {{ color: #7a3b10; }}\n\
nav {{ margin-bottom: .5rem; }}\n\
@media (max-width: 30rem) {{ body {{ margin: .5rem; }} h1 {{ font-size: 1.5rem; }} \
h2 {{ font-size: 1.25rem; }} th, td {{ padding: .15rem .3rem; font-size: .85rem; }} }}\n\
</style>\n</head>\n<body>\n<h1>{title}</h1>\n{body}</body>\n</html>\n",
        lang = lang,
        title = esc(title),
        body = body
    )
}
