//! A Kamisado record read back from JSON (`kifu convert --to kamisado`): the moves are the
//! truth (see [`ImportNote`](crate::ImportNote)).
//!
//! Each move is its squares (`from`, `to`), played through the engine from the start of
//! its round: the move the engine has between them, or the record is refused at that ply.
//! Rounds after the first start from the placement their `fill` makes. Each move is then
//! written as its `written` text when the text, read as the sheet reads it, is that move,
//! else in the record's notation (its language and style, read from its texts), with a
//! warning; round headers and score lines alike.


use super::ast::{Fill, Item, MatchKind, Record};
use super::board::{BySide, Side, Square, Tower};
use super::json::{FORMAT_VERSION, FillJson, GameJson, MatchJson};
use super::layout::entry_text_in;
use super::matches::{Match, MatchError};
use super::notation::{self, Style, match_kind_of, write_round_header};
use super::replay::edits::{Say, write_suggestion};
use super::replay::{Ply, PlyKind, Reader, ReplayOptions};
use super::rules::{Move, Position, WinReason};
use crate::core::header;
use crate::message;
use crate::message::{Arg, Message};
use crate::core::import::{
    Headed, ImportError, ImportModel, ImportNote, Imported, Noted, Shape, disagrees, written_text,
};

crate::import_model! {
    /// What an import reads of a record (the rest of [`super::json::GameJson`] is output only).
    pub struct RecordIn as "GameJson" {
        /// The match length, when no `Match` tag says it (default: simple).
        #[serde(default, rename = "match")]
        pub match_kind: Option<MatchJson>,
        /// The rounds, in order.
        pub rounds: Vec<RoundIn>,
    }

    /// What an import reads of a round.
    pub struct RoundIn as "RoundJson" {
        /// How the winner of the round before had the towers placed (needed from round 2).
        pub fill: Option<FillJson>,
        /// Round 1: the position string it starts from, when the tags have no `Position`.
        pub start: Option<String>,
        /// The round header as written (kept when it says this round).
        pub header: Option<WrittenIn>,
        /// Comments between the header and the first entry.
        #[serde(default)]
        pub comments: Vec<String>,
        /// The plies, in order.
        pub moves: Vec<Noted<MoveIn>>,
        /// The score line as written after the round (kept when it says the score).
        pub score_line: Option<WrittenIn>,
    }

    /// What an import reads of a ply: its squares (the move), and what was written.
    pub struct MoveIn as "MoveJson" {
        /// The square the tower starts on (for a pushed entry: the rear pushed tower's; for
        /// a blocked tower: its square, as `to`).
        pub from: String,
        /// The square it ends on.
        pub to: String,
    }

    /// A text as written (a round header, a score line).
    pub struct WrittenIn as "WrittenJson" {
        /// The text as written.
        pub text: String,
    }
}

impl ImportModel for RecordIn {
    type Move = Noted<MoveIn>;
    const SHAPE: Shape = Shape::rounds("kamisado", FORMAT_VERSION, "rounds", "moves");

    fn write(record: &Headed<Self>) -> Result<Imported, ImportError> {
        import_record(record)
    }
}

/// Write a record back as notation from its JSON model: the moves are the truth (see
/// [`ImportNote`](crate::ImportNote)): each entry as written when it is that move, else the move in the
/// record's notation (with a warning); tags, round headers, score lines and comments
/// where they stood, in the canonical layout of [`write_record`](crate::kamisado::write_record) (numbered
/// pairs, `...` where White begins a line). An error when the moves do not replay.
pub fn to_notation(game: &GameJson) -> Result<Imported, ImportError> {
    crate::core::import::from_model::<RecordIn>(game)
}

fn invalid(note: ImportNote) -> ImportError {
    ImportError::Invalid(note)
}

/// The match kind a `[Match]` value or the `match` field gives.
fn kind_of(m: MatchJson) -> MatchKind {
    match m {
        MatchJson::Simple => MatchKind::Simple,
        MatchJson::Standard => MatchKind::Standard,
        MatchJson::Long => MatchKind::Long,
        MatchJson::Marathon => MatchKind::Marathon,
    }
}

fn tag<'t>(tags: &'t [(String, String)], key: &str) -> Option<&'t str> {
    tags.iter()
        .find(|(k, _)| k.eq_ignore_ascii_case(key))
        .map(|(_, v)| v.as_str())
}

/// The rounds replayed from their moves' squares: each round's plies, and the score
/// after it.
struct Played {
    rounds: Vec<(Vec<Ply>, BySide<u32>)>,
}

/// Play the moves of `r` through the engine from `m`, round after round.
fn play(r: &Headed<RecordIn>, mut m: Match) -> Result<Played, ImportError> {
    let mut rounds = Vec::with_capacity(r.rounds.len());
    for (ri, round) in r.rounds.iter().enumerate() {
        let number = u32::try_from(ri + 1).unwrap_or(u32::MAX);
        if ri > 0 {
            let Some(fill) = round.fill else {
                return Err(invalid(ImportNote::in_round(
                    number,
                    message!(
                        "kamisado-import-fill-missing",
                        round = number,
                        previous = number - 1
                    ),
                )));
            };
            let fill = match fill {
                FillJson::Left => Fill::Left,
                FillJson::Right => Fill::Right,
            };
            if let Err(e) = m.next_round(fill) {
                let why = match e {
                    MatchError::RoundNotOver => message!(
                        "kamisado-import-round-not-over",
                        previous = number - 1,
                        state = to_move(m.position())
                    ),
                    MatchError::MatchOver => Message::new("kamisado-import-match-decided"),
                };
                return Err(invalid(ImportNote::in_round(
                    number,
                    message!("kamisado-import-no-round", round = number, why = why),
                )));
            }
        }
        let mut plies = Vec::with_capacity(round.moves.len());
        let mut confirmed = false;
        for (k, mv) in round.moves.iter().enumerate() {
            let at = |message: Message| invalid(ImportNote::at(Some(number), k + 1, message));
            let square = |what: &str, s: &str| {
                Square::parse(s.trim()).ok_or_else(|| {
                    at(message!(
                        "kamisado-import-not-square",
                        field = what,
                        given = crate::core::diag::shown(s)
                    ))
                })
            };
            let (from, to) = (square("from", &mv.from)?, square("to", &mv.to)?);
            let pos = *m.position();
            if let Some(end) = pos.result() {
                // D8: the one repeated `0` a record may write after a deadlock.
                let stands = pos
                    .required()
                    .map(|c| pos.square_of(Tower::new(pos.turn(), c)));
                if end.reason == WinReason::Deadlock
                    && !confirmed
                    && from == to
                    && stands == Some(from)
                {
                    confirmed = true;
                    plies.push(Ply {
                        kind: PlyKind::DeadlockConfirm,
                        ..Ply::new(pos, Move::Pass)
                    });
                    continue;
                }
                return Err(at(message!(
                    "kamisado-import-round-over",
                    round = number,
                    winner = Arg::Term(end.winner.term()),
                    reason = Arg::Term(end.reason.term())
                )));
            }
            let ply = pos
                .legal_moves()
                .iter()
                .map(|&mv| Ply::new(pos, mv))
                .find(|p| p.squares() == Some((from, to)))
                .ok_or_else(|| at(no_such_move(&pos, from, to)))?;
            m.play(ply.mv).map_err(|e| at(e.message()))?;
            plies.push(ply);
        }
        rounds.push((plies, m.score()));
    }
    Ok(Played { rounds })
}

/// Who must do what in a position, for a refusal.
fn to_move(pos: &Position) -> Message {
    let side = Arg::Term(pos.turn().term());
    match pos.required() {
        Some(c) => message!(
            "kamisado-import-must-move-tower",
            side = side,
            tower = Arg::Term(c.tower_term()),
            square = pos.square_of(Tower::new(pos.turn(), c)).to_string()
        ),
        None => message!("kamisado-import-must-move", side = side),
    }
}

/// Why no legal move goes from `from` to `to`.
fn no_such_move(pos: &Position, from: Square, to: Square) -> Message {
    let ends: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter_map(|&mv| Ply::new(*pos, mv).squares())
        .filter(|&(f, _)| f == from)
        .map(|(_, t)| t.to_string())
        .collect();
    let m = if ends.is_empty() {
        Message::new("kamisado-import-no-such-move")
    } else {
        message!("kamisado-import-no-such-move-ends", ends = ends.join(", "))
    };
    m.arg("from", from.to_string())
        .arg("to", to.to_string())
        .arg("state", to_move(pos))
}

/// The text of each part of the record, as it will be written.
struct Words {
    /// Each round's header (`None`: none written).
    headers: Vec<Option<String>>,
    /// Each round's entries.
    entries: Vec<Vec<String>>,
    /// Each round's score line (`None`: none written).
    scores: Vec<Option<String>>,
}

/// Where the parts of a text written by [`plain`] stand: each round's header and score
/// line (when written) and each entry, by the byte its line starts at.
#[derive(Default)]
struct Lines {
    headers: Vec<Option<usize>>,
    entries: Vec<Vec<usize>>,
    scores: Vec<Option<usize>>,
}

/// The record as notation, one entry a line (`N.` before Black's, `N. ...` before
/// White's when it begins a line), which the writer then lays out; `lines` gets where
/// each part stands.
fn plain(
    r: &Headed<RecordIn>,
    tags: &[(String, String)],
    played: &Played,
    words: &Words,
    lines: &mut Lines,
) -> String {
    let mut out = String::new();
    for (k, v) in tags {
        out.push_str(&header::write_tag(k, v));
        out.push('\n');
    }
    out.push('\n');
    for c in &r.comments {
        out.push_str(&header::write_comment(c));
        out.push('\n');
    }
    for (ri, round) in r.rounds.iter().enumerate() {
        lines.headers.push(words.headers[ri].as_ref().map(|h| {
            let at = out.len();
            out.push_str(h);
            out.push('\n');
            at
        }));
        for c in &round.comments {
            out.push_str(&header::write_comment(c));
            out.push('\n');
        }
        let mut count = 0;
        let mut open = false;
        let mut starts = Vec::with_capacity(round.moves.len());
        let plies = &played.rounds[ri].0;
        for (k, (ply, text)) in plies.iter().zip(&words.entries[ri]).enumerate() {
            match (ply.side, open) {
                (Side::White, true) => open = false,
                (Side::White, false) => {
                    count += 1;
                    out.push_str(&format!("{count}. ... "));
                }
                (Side::Black, _) => {
                    count += 1;
                    out.push_str(&format!("{count}. "));
                    open = true;
                }
            }
            starts.push(out.len());
            out.push_str(text);
            for c in &round.moves[k].comments {
                out.push(' ');
                out.push_str(&header::write_comment(c));
            }
            out.push('\n');
        }
        lines.entries.push(starts);
        lines.scores.push(words.scores[ri].as_ref().map(|s| {
            let at = out.len();
            out.push_str(s);
            out.push('\n');
            at
        }));
    }
    out
}

/// The items of `record` that start on the line of `text` that holds byte `at`, from
/// `at` on.
fn items_at<'r>(record: &'r Record, text: &str, at: usize) -> impl Iterator<Item = &'r Item> {
    let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
    record.items.iter().filter(move |item| {
        let start = match item {
            Item::Round(h) => h.span.start,
            Item::Entry(e) => e.span.start,
            Item::Score(s) => s.span.start,
            Item::Comment(c) => c.span.start,
            Item::MoveNumber(n) => n.span.start,
            Item::Ellipsis(s) | Item::Invalid(s) => s.start,
        };
        (at..end).contains(&start)
    })
}

/// The fill of round `ri` (0-based) as the engine takes it (none in round 1).
fn fill_of(round: &RoundIn, ri: usize) -> Option<Fill> {
    round.fill.filter(|_| ri > 0).map(|f| match f {
        FillJson::Left => Fill::Left,
        FillJson::Right => Fill::Right,
    })
}

/// A text given for a part of the record (a header, an entry, a score line): kept when it
/// says what it should there (`says`, asked only of a text a sheet can hold), else
/// `instead`, with a warning built by `warn` from the text and `instead`.
fn kept(
    given: Option<&str>,
    says: impl FnOnce() -> bool,
    instead: String,
    warn: impl FnOnce(&str, &str) -> ImportNote,
    warnings: &mut Vec<ImportNote>,
) -> String {
    match (written_text(given), given) {
        (Some(w), _) if says() => w.to_owned(),
        (_, Some(w)) => {
            warnings.push(warn(w, &instead));
            instead
        }
        (_, None) => instead,
    }
}

fn import_record(r: &Headed<RecordIn>) -> Result<Imported, ImportError> {
    let mut tags: Vec<(String, String)> = r
        .head
        .tags
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let tagged = match tag(&tags, "Match") {
        Some(v) => Some(match_kind_of(v).ok_or_else(|| {
            invalid(ImportNote::new(message!(
                "kamisado-import-bad-match-tag",
                given = crate::core::diag::shown(v)
            )))
        })?),
        None => None,
    };
    let kind = match (tagged, r.match_kind.map(kind_of)) {
        (Some(t), Some(m)) if t != m => {
            return Err(invalid(ImportNote::new(message!(
                "kamisado-import-match-disagrees",
                field = m.name(),
                tag = t.name()
            ))));
        }
        (Some(t), _) => t,
        (None, Some(m)) => {
            if m != MatchKind::Simple {
                tags.push(("Match".into(), m.name().into()));
            }
            m
        }
        (None, None) => MatchKind::Simple,
    };
    let mut m = Match::new(kind);
    let start = match tag(&tags, "Position") {
        Some(p) => Some((p.to_owned(), false)),
        None => r
            .rounds
            .first()
            .and_then(|round| round.start.clone())
            .map(|s| (s, true)),
    };
    if let Some((fen, from_start)) = start {
        let p: Position = fen.trim().parse().map_err(|e: super::fen::FenError| {
            let id = if from_start {
                "kamisado-import-bad-start"
            } else {
                "kamisado-import-bad-position-tag"
            };
            invalid(ImportNote::new(message!(id, reason = e.message)))
        })?;
        if !from_start || p != Position::start() {
            if from_start {
                tags.push(("Position".into(), fen.trim().to_owned()));
            }
            m = Match::resume(kind, 1, BySide([0, 0]), p);
        }
    }
    let played = play(r, m)?;
    let with_headers = r.rounds.len() > 1 || r.rounds.iter().any(|round| round.header.is_some());

    // First the texts as given (those a sheet can hold), to read the sheet's language and
    // style, and what each text says there.
    let given_text =
        |t: Option<&WrittenIn>| written_text(t.map(|t| t.text.as_str())).map(str::to_owned);
    let given = Words {
        headers: r
            .rounds
            .iter()
            .map(|round| given_text(round.header.as_ref()))
            .collect(),
        entries: r
            .rounds
            .iter()
            .zip(&played.rounds)
            .map(|(round, (plies, _))| {
                round
                    .moves
                    .iter()
                    .zip(plies)
                    .map(|(mv, ply)| {
                        written_text(mv.written.as_deref()).map_or_else(
                            || entry_text_in(ply, &Style::ENGLISH_ARROWS),
                            str::to_owned,
                        )
                    })
                    .collect()
            })
            .collect(),
        scores: r
            .rounds
            .iter()
            .map(|round| given_text(round.score_line.as_ref()))
            .collect(),
    };
    let mut lines = Lines::default();
    let first = plain(r, &tags, &played, &given, &mut lines);
    let (sheet, _) = notation::parse(&first);
    let style = sheet.head.notation;
    let reader = Reader::new(&sheet);

    // Then each text checked against its round, its move, its score: kept, or written.
    let mut warnings = Vec::new();
    let mut words = Words {
        headers: Vec::new(),
        entries: Vec::new(),
        scores: Vec::new(),
    };
    for (ri, (round, (plies, score))) in r.rounds.iter().zip(&played.rounds).enumerate() {
        let number = u32::try_from(ri + 1).unwrap_or(u32::MAX);
        let fill = fill_of(round, ri);
        let header = round.header.as_ref().map(|h| h.text.as_str());
        words.headers.push((header.is_some() || with_headers).then(|| {
            let says = || {
                lines.headers[ri].is_some_and(|at| {
                    items_at(&sheet, &first, at).any(|i| {
                        matches!(i, Item::Round(h) if h.number.node == number && h.fill.map(|f| f.node) == fill)
                    })
                })
            };
            let warn = |h: &str, instead: &str| {
                ImportNote::in_round(
                    number,
                    message!(
                        "kamisado-import-header-disagrees",
                        given = crate::core::diag::shown(h),
                        round = number,
                        fill = fill.map_or("none", |f| f.name()),
                        instead = instead
                    ),
                )
            };
            let canonical = write_round_header(number, fill, &style);
            kept(header, says, canonical, warn, &mut warnings)
        }));
        let mut entries = Vec::with_capacity(plies.len());
        for (k, (mv, ply)) in round.moves.iter().zip(plies).enumerate() {
            let at = lines.entries[ri][k];
            let says = || {
                let mut found = items_at(&sheet, &first, at)
                    .filter(|i| matches!(i, Item::Entry(_) | Item::Invalid(_)));
                match (found.next(), found.next()) {
                    (Some(Item::Entry(e)), None) => reader.reads_as(ply, e),
                    _ => false,
                }
            };
            let warn = |w: &str, instead: &str| disagrees(Some(number), k + 1, w, instead);
            let canonical = entry_text_in(ply, &style);
            entries.push(kept(
                mv.written.as_deref(),
                says,
                canonical,
                warn,
                &mut warnings,
            ));
        }
        words.entries.push(entries);
        let (black, white) = (score[Side::Black], score[Side::White]);
        let score_line = round.score_line.as_ref().map(|s| s.text.as_str());
        words.scores.push(score_line.map(|line| {
            let says = || {
                lines.scores[ri].is_some_and(|at| {
                    items_at(&sheet, &first, at).any(|i| {
                        matches!(i, Item::Score(s) if (s.black.node, s.white.node) == (black, white))
                    })
                })
            };
            let warn = |s: &str, instead: &str| {
                ImportNote::in_round(
                    number,
                    message!(
                        "kamisado-import-score-disagrees",
                        given = crate::core::diag::shown(s),
                        round = number,
                        instead = instead
                    ),
                )
            };
            let canonical = write_suggestion(&Say::Score { black, white }, &style);
            kept(Some(line), says, canonical, warn, &mut warnings)
        }));
    }
    let text = plain(r, &tags, &played, &words, &mut Lines::default());
    // Every text as given (the usual case): the record is read already.
    let laid_out = if text == first {
        notation::write_record_verbatim(&sheet, &first)
    } else {
        notation::write_record_verbatim(&notation::parse(&text).0, &text)
    };
    let checked = super::check::check(&laid_out, ReplayOptions::default());
    Imported::checked(
        laid_out,
        warnings,
        checked.iter().flat_map(|c| c.problems.iter()),
    )
}
