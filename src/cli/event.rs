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
    let mut code = EXIT_OK;
    let (sources, walk_errors) = expand(&args.inputs);
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
    let options = EventOptions::new().count_as_written(args.count_as_written);
    let event = Event::build(&inputs, options);
    if event.tables.is_empty() && event.apart.is_empty() {
        // No record at all is no success, as for `validate`.
        eprintln!(
            "{}",
            kifu::message!("cli-error", error = Message::new("event-no-record")).say(lang)
        );
        return Ok(code.max(EXIT_INVALID));
    }
    let written = match args.format {
        EventFormat::Text => text(&event, lang),
        EventFormat::Csv => csv(&event),
        EventFormat::Json => serde_json::to_string_pretty(&event).map_err(json_error)? + "\n",
        EventFormat::Html => html(&event, lang),
    };
    out(&written).map_err(CliError::stdout)?;
    if !event.all_replayed() {
        let m = kifu::message!("event-not-replayed", count = event.apart.len());
        eprintln!("{}", m.say(lang));
        code = code.max(EXIT_INVALID);
    }
    Ok(code)
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
fn num(x: f64, lang: Lang) -> String {
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
        let unfinished: Vec<_> = table
            .games
            .iter()
            .filter(|g| matches!(g.status, GameStatus::Unfinished | GameStatus::SamePlayer))
            .collect();
        if !unfinished.is_empty() {
            let _ = writeln!(o);
            for g in unfinished {
                let id = match g.status {
                    GameStatus::SamePlayer => "event-same-player",
                    _ => "event-unfinished",
                };
                let m = kifu::message!(
                    id,
                    at = record(&g.at, lang),
                    players = g.players.join(" – ")
                );
                let _ = writeln!(o, "{}", m.say(lang));
            }
        }
        let _ = writeln!(o);
    }
    if !event.apart.is_empty() {
        let _ = writeln!(o, "{}", say("event-apart-heading", lang));
        for a in &event.apart {
            let m = kifu::message!(
                "event-apart",
                file = a.at.file.as_str(),
                line = a.line.to_string(),
                column = a.column.to_string(),
                record = a.at.record,
                players = a.players.join(" – "),
                problem = a.said.clone()
            );
            let mut line = m.say(lang);
            if a.counted_as_written {
                line = format!("{line} — {}", say("event-apart-as-written", lang));
            }
            let _ = writeln!(o, "  {line}");
        }
        let _ = writeln!(o);
    }
    if !event.copies.is_empty() {
        let _ = writeln!(o, "{}", say("event-copies-heading", lang));
        for c in &event.copies {
            let _ = writeln!(o, "  {}", copy_said(c, lang));
        }
        let _ = writeln!(o);
    }
    if !event.maybe_same.is_empty() {
        let _ = writeln!(o, "{}", say("event-maybe-heading", lang));
        for m in &event.maybe_same {
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
            let _ = writeln!(o, "  {}", said.say(lang));
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

fn copy_said(c: &Copies, lang: Lang) -> String {
    let (kept, other) = (record(&c.kept, lang), record(&c.other, lang));
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
    m.say(lang)
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

fn html(event: &Event, lang: Lang) -> String {
    let mut body = String::new();
    for table in &event.tables {
        let heading = kifu::message!("event-standings", game = title(table)).say(lang);
        let _ = writeln!(body, "<h2>{}</h2>", esc(&heading));
        let (head, rows) = columns(table, lang);
        body.push_str("<table class=\"standings\"><thead><tr>");
        for h in &head {
            let _ = write!(body, "<th>{}</th>", esc(h));
        }
        body.push_str("</tr></thead><tbody>\n");
        for row in rows {
            body.push_str("<tr>");
            for (c, v) in row.iter().enumerate() {
                let tag = if c == 1 { "th scope=\"row\"" } else { "td" };
                let close = if c == 1 { "th" } else { "td" };
                let _ = write!(body, "<{tag}>{}</{close}>", esc(v));
            }
            body.push_str("</tr>\n");
        }
        body.push_str("</tbody></table>\n");
        let _ = writeln!(body, "<h3>{}</h3>", esc(&say("event-crosstable", lang)));
        body.push_str("<table class=\"cross\"><thead><tr><th></th><th></th>");
        for i in 1..=table.standings.len() {
            let _ = write!(body, "<th>{i}</th>");
        }
        body.push_str("</tr></thead><tbody>\n");
        for (i, s) in table.standings.iter().enumerate() {
            let _ = write!(
                body,
                "<tr><td>{}</td><th scope=\"row\">{}</th>",
                i + 1,
                esc(&s.player)
            );
            for (j, c) in table.crosstable[i].iter().enumerate() {
                let _ = write!(body, "<td>{}</td>", esc(&cell(c, i == j)));
            }
            body.push_str("</tr>\n");
        }
        body.push_str("</tbody></table>\n");
        if !table.separations.is_empty() {
            let _ = writeln!(body, "<h3>{}</h3><ul>", esc(&say("event-tie-breaks", lang)));
            for s in &table.separations {
                let _ = writeln!(body, "<li>{}</li>", esc(&separated(s, lang)));
            }
            body.push_str("</ul>\n");
        }
    }
    // The notes after the tables: the same lines as the terminal's.
    let notes = text(
        &Event {
            tables: Vec::new(),
            ..event.clone()
        },
        lang,
    );
    if !notes.trim().is_empty() {
        let _ = writeln!(body, "<pre class=\"notes\">{}</pre>", esc(notes.trim_end()));
    }
    let title = event
        .tables
        .iter()
        .map(|t| kifu::message!("event-standings", game = title(t)).say(lang))
        .collect::<Vec<_>>()
        .join(" · ");
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n\
<meta name=\"generator\" content=\"kifu\">\n<title>{title}</title>\n<style>\n\
body {{ margin: 1rem; font: 16px/1.4 system-ui, sans-serif; color: #1d1b18; background: #fbf8f1; }}\n\
table {{ border-collapse: collapse; margin: .5rem 0 1rem; background: #fff; }}\n\
th, td {{ border: 1px solid #d8d0c0; padding: .2rem .5rem; text-align: right; }}\n\
th[scope=row] {{ text-align: left; font-weight: normal; }}\n\
.cross td {{ text-align: center; }}\n\
pre {{ white-space: pre-wrap; }}\n\
</style>\n</head>\n<body>\n<h1>{title}</h1>\n{body}</body>\n</html>\n",
        lang = lang,
        title = esc(&title),
        body = body
    )
}
