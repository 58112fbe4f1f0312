//! The kifu library in the browser: a thin [wasm-bindgen] layer over its public API, the
//! engine of the `kifu web` page (and of nothing else: every answer is the library's).
//!
//! A text is opened once ([`Doc::new`]: [`kifu::open`]), then asked: its problems, its
//! steps, the picture at a step, the legal moves there, the record as JSON (what
//! `kifu convert --to json` writes) and as notation in a language and style (what
//! `kifu fmt` writes). Free functions give the registry of games ([`games`]), the game a
//! text names ([`detect`]), a blank sheet ([`sheet`]) and the page's own words ([`words`]).
//!
//! Structured answers are JSON strings written by serde (the page calls `JSON.parse`): one
//! JSON path, the library's, with no second serialiser in the WebAssembly, and answers a
//! native test reads as they are. Errors are strings said in the language asked (a
//! rejected promise's reason, in JavaScript). Positions in the text are given three ways:
//! 1-based line and column in characters (as every kifu diagnostic), byte offsets, and
//! UTF-16 offsets (`from`, `to`: what a textarea's selection counts).
//!
//! [wasm-bindgen]: https://rustwasm.github.io/docs/wasm-bindgen/

use kifu::{
    Arg, At, DiagramFormat, GameError, GameKind, JsonLayout, Lang, LineIndex, Message,
    NotationRequest, OpenOptions, Opened, Problem, Span, Style, View,
};
use serde::Serialize;
use wasm_bindgen::prelude::wasm_bindgen;

/// A text opened once: its records read and replayed, then asked without being read again.
#[wasm_bindgen]
pub struct Doc {
    game: GameKind,
    opened: Opened,
    /// Where each record stands in the text (as [`kifu::records`] cuts it).
    spans: Vec<Span>,
    /// The text holds no record (nothing but blanks and comments), as `kifu validate`
    /// tells: no record is said of it.
    nothing: bool,
}

/// One problem, as the page shows it.
#[derive(Serialize)]
struct ProblemOut {
    /// The record it is in (0-based).
    record: usize,
    code: &'static str,
    level: kifu::Level,
    message: String,
    label: Option<String>,
    help: Option<String>,
    /// 1-based line and column (characters) of the token's start.
    line: usize,
    column: usize,
    /// Byte offsets of the token.
    start: usize,
    end: usize,
    /// UTF-16 offsets of the token.
    from: usize,
    to: usize,
    /// Other places that explain it.
    related: Vec<RelatedOut>,
}

#[derive(Serialize)]
struct RelatedOut {
    message: String,
    line: usize,
    column: usize,
    from: usize,
    to: usize,
}

/// One record: where it stands and how it stands.
#[derive(Serialize)]
struct RecordOut {
    /// UTF-16 offsets of the record in the text.
    from: usize,
    to: usize,
    /// 1-based line of its start.
    line: usize,
    valid: bool,
    finished: bool,
    plies: usize,
    /// It could be set up for a replay: it has steps and pictures.
    replays: bool,
    /// Who moves next or how it ended, said in the language asked; none for a record
    /// that does not replay to its end (no result is stated for it).
    outcome: Option<String>,
    /// Its notation as read: language and style codes.
    lang: &'static str,
    style: &'static str,
    /// The language its messages are said in when the sheet decides
    /// ([`kifu::GameInfo::sheet_lang`]).
    speaks: Option<&'static str>,
}

/// One step of a record (a round's start, then each ply).
#[derive(Serialize)]
struct StepOut {
    round: u32,
    ply: usize,
    side: String,
    written: String,
    /// Who played what (`Black played Red ↑4 Blue`), empty at a round's start.
    caption: String,
    /// How the round or game ended, when this ply ended it.
    result: String,
    /// UTF-16 offsets of the entry in the text (none for a ply the sheet leaves out).
    from: Option<usize>,
    to: Option<usize>,
}

#[derive(Serialize)]
struct LegalOut {
    summary: String,
    moves: Vec<kifu::LegalMove>,
}

#[derive(Serialize)]
struct GameOut {
    name: &'static str,
    title: &'static str,
    extensions: &'static [&'static str],
    languages: Vec<&'static str>,
    styles: Vec<&'static str>,
    has_sides: bool,
}

/// A language code the page gives: kifu's languages, English for anything else.
fn lang_of(code: &str) -> Lang {
    kifu::message::spoken(code.parse().unwrap_or(Lang::En))
}

/// What a refusal says, in `lang`: the first problem of an invalid record, the usage
/// error, or what the game does not write.
fn said(e: &GameError, lang: Lang) -> String {
    match e {
        GameError::Invalid(problems) => problems
            .first()
            .map_or_else(|| Message::new("cli-invalid"), |p| p.message.clone())
            .say(lang),
        GameError::Usage(m) => m.say(lang),
        GameError::Unsupported(u) => u.message().say(lang),
    }
}

/// UTF-16 offsets of byte offsets of `text`, in one pass over it (the offsets in any
/// order; an offset inside a character counts from that character's start).
fn utf16_of(text: &str, offsets: &[usize]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..offsets.len()).collect();
    order.sort_by_key(|&i| offsets[i]);
    let mut out = vec![0; offsets.len()];
    let (mut byte, mut units) = (0, 0);
    let mut chars = text.chars();
    for i in order {
        let want = offsets[i].min(text.len());
        while byte < want {
            let Some(c) = chars.next() else { break };
            if byte + c.len_utf8() > want {
                break;
            }
            byte += c.len_utf8();
            units += c.len_utf16();
        }
        out[i] = units;
    }
    out
}

#[wasm_bindgen]
impl Doc {
    /// Open `text` as a record of `game` (a name of [`games`]: `kamisado` …).
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str, game: &str) -> Result<Doc, String> {
        let game = GameKind::from_name(game)
            .ok_or_else(|| Message::new("cli-unknown-game").say(Lang::En))?;
        let opened = kifu::open(game, text, &OpenOptions::new()).map_err(|e| said(&e, Lang::En))?;
        let spans = kifu::records(text).collect();
        Ok(Doc {
            game,
            opened,
            spans,
            nothing: kifu::text::holds_nothing(text),
        })
    }

    /// The game it was opened as.
    pub fn game(&self) -> String {
        self.game.name().to_string()
    }

    /// The records (JSON array): where each stands (UTF-16 offsets, line), whether it is
    /// valid and finished, its plies, its outcome said in `lang` (only for a record that
    /// replays to its end), its notation and the language it speaks. None for a text of
    /// blanks and comments only.
    pub fn records(&self, lang: &str) -> String {
        if self.nothing {
            return "[]".into();
        }
        let lang = lang_of(lang);
        let text = self.opened.text();
        let lines = LineIndex::new(text);
        let bounds: Vec<usize> = self.spans.iter().flat_map(|s| [s.start, s.end]).collect();
        let units = utf16_of(text, &bounds);
        let records: Vec<RecordOut> = self
            .opened
            .records()
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let span = self
                    .spans
                    .get(i)
                    .copied()
                    .unwrap_or(Span::new(0, text.len()));
                let notation = r.notation();
                RecordOut {
                    from: units.get(2 * i).copied().unwrap_or(0),
                    to: units.get(2 * i + 1).copied().unwrap_or(0),
                    line: lines.line_col(span.start).line,
                    valid: r.is_valid(),
                    finished: r.is_finished(),
                    plies: r.plies(),
                    replays: r.steps().is_ok(),
                    outcome: (r.is_valid()).then(|| outcome_said(r, lang)),
                    lang: notation.lang.code(),
                    style: notation.style.code(),
                    speaks: self.game.info().sheet_lang(notation).map(Lang::code),
                }
            })
            .collect();
        json(&records)
    }

    /// Every problem of every record (JSON array), in the order of the text, said in
    /// `lang`: code, level, message, label, help, line and column, byte and UTF-16
    /// offsets of the token, the related places.
    pub fn problems(&self, lang: &str) -> String {
        let lang = lang_of(lang);
        let text = self.opened.text();
        let lines = LineIndex::new(text);
        let mut all: Vec<(usize, &Problem)> = self
            .opened
            .records()
            .iter()
            .enumerate()
            .flat_map(|(i, r)| r.problems().iter().map(move |p| (i, p)))
            .collect();
        all.sort_by_key(|(_, p)| (p.span.start, p.span.end));
        let offsets: Vec<usize> = all
            .iter()
            .flat_map(|(_, p)| {
                [p.span.start, p.span.end]
                    .into_iter()
                    .chain(p.related.iter().flat_map(|(s, _)| [s.start, s.end]))
            })
            .collect();
        let units = utf16_of(text, &offsets);
        let mut next = units.into_iter();
        let mut take = || next.next().unwrap_or(0);
        let out: Vec<ProblemOut> = all
            .into_iter()
            .map(|(record, p)| {
                let words = p.said(lang);
                let at = lines.line_col(p.span.start);
                let (from, to) = (take(), take());
                let related = p
                    .related
                    .iter()
                    .zip(words.related)
                    .map(|((span, _), message)| {
                        let at = lines.line_col(span.start);
                        RelatedOut {
                            message,
                            line: at.line,
                            column: at.column,
                            from: take(),
                            to: take(),
                        }
                    })
                    .collect();
                ProblemOut {
                    record,
                    code: p.code,
                    level: p.level,
                    message: words.message,
                    label: words.label,
                    help: words.help,
                    line: at.line,
                    column: at.column,
                    start: p.span.start,
                    end: p.span.end,
                    from,
                    to,
                    related,
                }
            })
            .collect();
        json(&out)
    }

    /// The steps of record `record` (JSON array: round, ply, side, written, caption,
    /// result said in `lang`, and where the entry stands in the text); an empty array for
    /// a record that does not replay.
    pub fn steps(&self, record: usize, lang: &str) -> String {
        let lang = lang_of(lang);
        let Some(steps) = self.record(record).and_then(|r| r.steps().ok()) else {
            return "[]".into();
        };
        // Where each entry is written (the library's spans), in UTF-16 units.
        let text = self.opened.text();
        let found: Vec<usize> = steps
            .iter()
            .filter_map(|s| s.span)
            .flat_map(|s| [s.start, s.end])
            .collect();
        let mut units = utf16_of(text, &found).into_iter();
        let out: Vec<StepOut> = steps
            .iter()
            .map(|s| {
                let side = s.side.as_ref().map(|m| m.say(lang)).unwrap_or_default();
                let caption = match &s.side {
                    Some(m) => kifu::message!(
                        "page-played",
                        side = m.clone(),
                        move = Arg::Verbatim(s.written.clone())
                    )
                    .say(lang),
                    None => String::new(),
                };
                let (from, to) = match s.span {
                    Some(_) => (units.next(), units.next()),
                    None => (None, None),
                };
                StepOut {
                    round: s.round,
                    ply: s.ply,
                    side,
                    written: s.written.clone(),
                    caption,
                    result: s.result.as_ref().map(|m| m.say(lang)).unwrap_or_default(),
                    from,
                    to,
                }
            })
            .collect();
        json(&out)
    }

    /// The board (or table) at step `step` of record `record` as SVG, seen from the other
    /// side when `flip` (a game with sides), its words in `lang`.
    pub fn picture(
        &self,
        record: usize,
        step: usize,
        flip: bool,
        lang: &str,
    ) -> Result<String, String> {
        let lang = lang_of(lang);
        let (r, at) = self.point(record, step, lang)?;
        let view = View {
            flip: flip && self.game.info().has_sides,
            lang,
            ..View::from(DiagramFormat::Svg)
        };
        r.picture(at, view).map_err(|e| said(&e, lang))
    }

    /// The legal moves at step `step` of record `record` (JSON: `summary` said in
    /// `lang`, `moves` each written in the record's notation, resolved, and whether it
    /// wins).
    pub fn legal_moves(&self, record: usize, step: usize, lang: &str) -> Result<String, String> {
        let lang = lang_of(lang);
        let (r, at) = self.point(record, step, lang)?;
        let moves = r
            .legal_moves(at, NotationRequest::OWN)
            .map_err(|e| said(&e, lang))?;
        Ok(json(&LegalOut {
            summary: moves.summary.say(lang),
            moves: moves.moves,
        }))
    }

    /// Every record as JSON, as `kifu convert --to json` writes the text: an array,
    /// pretty-printed. Refused (with the first problem, said in `lang`) unless every
    /// record is valid.
    pub fn to_json(&self, lang: &str) -> Result<String, String> {
        let lang = lang_of(lang);
        let text = self.opened.text();
        let index = LineIndex::new(text);
        let mut items = Vec::with_capacity(self.spans.len());
        for span in &self.spans {
            let record = text.get(span.range()).unwrap_or_default();
            let lines = LineIndex::new(record).starting_at(index.line_col(span.start));
            let mut out = Vec::new();
            kifu::write_json(self.game, record, &lines, JsonLayout::ArrayItem, &mut out)
                .map_err(|e| said(&e, lang))?;
            items.push(String::from_utf8_lossy(&out).into_owned());
        }
        Ok(match items.is_empty() {
            true => "[]\n".into(),
            false => format!("[\n{}\n]\n", items.join(",\n")),
        })
    }

    /// Every record in the canonical layout, as `kifu fmt` writes the text, in a
    /// language and a style (codes; empty: the record's own). Refused when a record does
    /// not read, or the game does not write what is asked (said in `lang`).
    pub fn write(&self, notation_lang: &str, style: &str, lang: &str) -> Result<String, String> {
        let said_in = lang_of(lang);
        let request = NotationRequest {
            lang: code(notation_lang, said_in)?,
            style: code::<Style>(style, said_in)?,
        };
        self.game
            .engine()
            .format(self.opened.text(), request)
            .map_err(|e| said(&e, said_in))
    }
}

impl Doc {
    fn record(&self, record: usize) -> Option<&kifu::OpenedRecord> {
        self.opened.records().get(record)
    }

    /// Record `record` and the point of its step `step`.
    fn point(
        &self,
        record: usize,
        step: usize,
        lang: Lang,
    ) -> Result<(&kifu::OpenedRecord, At), String> {
        let r = self
            .record(record)
            .ok_or_else(|| Message::new("usage-no-record").say(lang))?;
        let steps = r.steps().map_err(|e| said(&e, lang))?;
        // A step past the end: said as a ply past the end of the last round.
        let s = steps.get(step).ok_or_else(|| {
            let (round, last) = steps.last().map_or((1, 0), |s| (s.round, s.ply));
            let beyond = last + step.saturating_sub(steps.len().saturating_sub(1));
            let e = kifu::PointError::NoPly {
                round,
                ply: beyond,
                last,
            };
            e.message().say(lang)
        })?;
        Ok((
            r,
            At {
                round: Some(s.round),
                ply: Some(s.ply),
            },
        ))
    }
}

/// A language or style code the page gives (empty: none asked).
fn code<T: std::str::FromStr<Err = kifu::UnknownCode>>(
    given: &str,
    lang: Lang,
) -> Result<Option<T>, String> {
    if given.is_empty() {
        return Ok(None);
    }
    given.parse().map(Some).map_err(|e: kifu::UnknownCode| {
        let _ = lang;
        e.to_string()
    })
}

/// How a valid record stands, in `lang`.
fn outcome_said(r: &kifu::OpenedRecord, lang: Lang) -> String {
    r.outcome().message().say(lang)
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "null".into())
}

/// The games kifu knows (JSON array): name, title, extensions, the languages and styles
/// its notation is written in (the first the default), whether its board has sides.
#[wasm_bindgen]
pub fn games() -> String {
    let games: Vec<GameOut> = GameKind::ALL
        .iter()
        .map(|k| {
            let info = k.info();
            GameOut {
                name: info.name,
                title: info.title,
                extensions: info.extensions,
                languages: info.languages.iter().map(|l| l.code()).collect(),
                styles: info.styles.iter().map(|s| s.code()).collect(),
                has_sides: info.has_sides,
            }
        })
        .collect();
    json(&games)
}

/// The game a text names in its `[Game "…"]` tag, if it does.
#[wasm_bindgen]
pub fn detect(text: &str) -> Option<String> {
    GameKind::sniff(text).map(|g| g.name().to_string())
}

/// A record read back from its JSON (one record or an array, as `kifu convert --to json`
/// writes them): JSON `{game, text, warnings}`, the notation in the canonical layout and
/// what was put right, said in `lang`. The game is the one the JSON names, else `game`.
#[wasm_bindgen]
pub fn from_json(json_text: &str, game: &str, lang: &str) -> Result<String, String> {
    let lang = lang_of(lang);
    let value: serde_json::Value = serde_json::from_str(json_text)
        .map_err(|e| kifu::message!("usage-json-read", error = e.to_string()).say(lang))?;
    let first = value.as_array().and_then(|a| a.first()).unwrap_or(&value);
    let named = first
        .get("game")
        .and_then(|g| g.as_str())
        .and_then(GameKind::from_name);
    let game = named
        .or_else(|| GameKind::from_name(game))
        .ok_or_else(|| Message::new("cli-unknown-game").say(lang))?;
    let imported = game
        .engine()
        .json_to_notation(&value)
        .map_err(|e| e.note().said().say(lang))?;
    let warnings: Vec<String> = imported
        .warnings
        .iter()
        .map(|w| w.said().say(lang))
        .collect();
    Ok(json(&serde_json::json!({
        "game": game.name(),
        "text": imported.text,
        "warnings": warnings,
    })))
}

/// The blank score sheet of `game` in `lang`, an SVG of an A4 page (what `kifu sheet`
/// prints); an unknown game is refused.
#[wasm_bindgen]
pub fn sheet(game: &str, lang: &str) -> Result<String, String> {
    let game = GameKind::from_name(game)
        .ok_or_else(|| Message::new("cli-unknown-game").say(lang_of(lang)))?;
    Ok(kifu::sheet::svg(game, lang_of(lang)))
}

/// The page's own words and those it shares with `kifu show --format html`, each with
/// the names of what the page puts in it (`{round}` …).
const WORDS: &[(&str, &[&str])] = &[
    ("web-title", &[]),
    ("web-game", &[]),
    ("web-game-auto", &["game"]),
    ("web-game-unknown", &["game"]),
    ("web-language", &[]),
    ("web-editor", &[]),
    ("web-open", &[]),
    ("web-share", &[]),
    ("web-shared", &[]),
    ("web-json", &[]),
    ("web-notation", &[]),
    ("web-notation-lang", &[]),
    ("web-notation-style", &[]),
    ("web-own", &[]),
    ("web-sheet", &[]),
    ("web-print", &[]),
    ("web-valid", &["outcome"]),
    ("web-problems", &["count"]),
    ("web-empty", &[]),
    ("web-not-replayed", &[]),
    ("web-record-of", &["number", "count"]),
    ("web-keys", &[]),
    ("web-privacy", &[]),
    ("web-refused", &["reason"]),
    ("web-opened", &["file"]),
    ("web-scan", &[]),
    ("web-scan-reading", &["count"]),
    ("web-scan-done", &["count"]),
    ("web-scan-failed", &[]),
    ("web-scan-error", &["reason"]),
    ("web-scan-choose", &[]),
    ("web-scan-chosen", &["entry"]),
    ("web-scan-stale", &[]),
    ("page-first", &[]),
    ("page-previous", &[]),
    ("page-next", &[]),
    ("page-last", &[]),
    ("page-flip", &[]),
    ("page-round", &["round"]),
    ("page-start", &[]),
    ("page-where", &["round", "ply"]),
    ("page-no-sides", &["game"]),
    ("diagnostic-help-label", &[]),
    ("usage-no-record", &[]),
];

/// The page's words in `lang` (JSON object: id → text), the values it fills in marked
/// `{name}` (see [`say`] for words whose form depends on a number).
#[wasm_bindgen]
pub fn words(lang: &str) -> String {
    let lang = lang_of(lang);
    let mut out = serde_json::Map::new();
    for (id, names) in WORDS {
        let marks = names
            .iter()
            .map(|n| (*n, Arg::Verbatim(format!("{{{n}}}"))));
        out.insert((*id).to_string(), said_with(id, marks).say(lang).into());
    }
    json(&out)
}

/// One of the page's words ([`words`]) said in `lang` with its values (a JSON object:
/// a number chooses the plural form, `{"count": 1}`); an id the page does not have is
/// given back as it is.
#[wasm_bindgen]
pub fn say(id: &str, values: &str, lang: &str) -> String {
    let Some((id, names)) = WORDS.iter().find(|(w, _)| *w == id) else {
        return id.to_string();
    };
    let values: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(values).unwrap_or_default();
    let args = names.iter().filter_map(|n| {
        let arg = match values.get(*n)? {
            serde_json::Value::Number(x) => x
                .as_i64()
                .map_or_else(|| Arg::Verbatim(x.to_string()), Arg::Int),
            serde_json::Value::String(s) => Arg::Verbatim(s.clone()),
            other => Arg::Verbatim(other.to_string()),
        };
        Some((*n, arg))
    });
    said_with(id, args).say(lang_of(lang))
}

/// Message `id` with these arguments.
fn said_with(id: &'static str, args: impl Iterator<Item = (&'static str, Arg)>) -> Message {
    args.fold(Message::new(id), |m, (name, arg)| m.arg(name, arg))
}

#[cfg(test)]
mod tests;
