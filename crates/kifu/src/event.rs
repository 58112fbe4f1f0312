//! An event: many records put together (`kifu event`). Standings, a crosstable, the
//! tie-breaks that separated players with equal points, the records that could not be
//! counted, and the same game written twice.
//!
//! [`Event::build`] reads every text once (as [`open`](crate::open) does), then answers
//! with data only: an [`Event`] serialised by serde (its JSON Schema: [`schema`], feature
//! `schema`), which the `kifu` command writes as a table, CSV, JSON or a web page. The
//! library never prints.
//!
//! # Players
//!
//! A record names its players in its header: Kamisado `[Black]` and `[White]`, Samouraï
//! and Kaitō `[Red]` and `[Black]`, Colors of Kasane `[Players "A, B, C"]`. Two names are
//! one player when they are equal once case is folded and runs of white space are made
//! one space (`dupont  JEAN` is `Dupont Jean`). Anything more would guess: `Dupont J.`
//! and `J. Dupont`, or `Éric` and `Eric`, stay two players, and the event lists them as
//! possibly the same person ([`MaybeSame`]) for the arbiter to merge by editing a sheet.
//!
//! # Points and tie-breaks
//!
//! A finished game gives its players tournament points: a win 1, a draw ½, a loss 0
//! (a Kamisado match is won by the first to its target of round points; Samouraï has
//! draws; in Colors of Kasane the best final score wins, a shared best score is a draw
//! for those who share it). Players are ranked by points; equal points are separated,
//! in this order, by:
//!
//! 1. **head-to-head**: the points scored in the meetings between the tied players only
//!    (the first question a director asks; it means nothing when they did not meet, and
//!    then separates no one);
//! 2. **Sonneborn-Berger**: the sum, over every meeting, of the opponent's points times
//!    the score made against them (beating strong players counts more), the usual
//!    tie-break of round robins;
//! 3. **the game's own points**: Kamisado's round points (dragon-tooth points scored in
//!    all matches, as the book scores them), Colors of Kasane's final scores summed: a
//!    finer measure of how well one played; Samouraï and Kaitō have none.
//!
//! Each step is applied to a tied group as a whole, then again to what stays tied (as
//! FIDE does). Players still equal share their rank. [`Table::separations`] records which
//! tie-break put whom above whom. In Colors of Kasane every pair of players of a game is
//! a meeting (the higher final score wins it, cards laid breaking equal totals).
//!
//! # Records not counted
//!
//! A record that does not replay is listed apart ([`Apart`]) with its first problem and
//! is not counted, unless [`EventOptions::count_as_written`]: then the result the sheet
//! states in a `[Result]` tag (the winner's name or side, or `draw`) is counted and
//! marked [`GameStatus::AsWritten`]. A record that replays but does not reach the end of
//! its game is listed as unfinished and not counted, as is a record whose players have one
//! name (none written, or the same on two seats).
//!
//! # The same game twice
//!
//! Two records of the same game between the same players are compared move by move, as
//! replayed (each written in the game's default notation, so a French and an English
//! sheet of one game agree). One that is the other's beginning (a copy typed halfway)
//! or equal to it is the same game ([`Copies`]): it is counted once, the longer (or the
//! one that replays). Two that agree on their first half (at least 4 plies) and then
//! differ, one of them not replaying, are the two sheets of one game that disagree: the
//! event says at which round and ply, and which one replays; only that one is counted.
//! Two records that both replay and differ are two games.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Serialize;

use crate::core::LineIndex;
use crate::core::board::RedBlack;
use crate::core::header::{Cursor, split_records};
use crate::games::kamisado::board::Side;
use crate::outcome::{KaitoOutcome, KamisadoOutcome, KasaneOutcome, Outcome, SamouraiOutcome};
use crate::{GameKind, Message, NotationRequest, OpenOptions};

/// One text of an event: where it came from, its game and its text.
#[derive(Clone, Debug)]
pub struct EventInput {
    /// Its name (the file's path), as the event names it.
    pub name: String,
    /// Its game.
    pub game: GameKind,
    /// Its text (one or more records).
    pub text: String,
    /// The folder it was read from (see [`OpenOptions::folder`]).
    pub folder: Option<PathBuf>,
}

/// How [`Event::build`] counts.
#[derive(Clone, Copy, Debug, Default)]
#[non_exhaustive]
pub struct EventOptions {
    /// Count a record that does not replay by the result its sheet states (`[Result]`).
    pub count_as_written: bool,
}

impl EventOptions {
    /// The default: a record that does not replay is not counted.
    pub fn new() -> EventOptions {
        EventOptions::default()
    }

    /// With [`EventOptions::count_as_written`].
    pub fn count_as_written(mut self, yes: bool) -> EventOptions {
        self.count_as_written = yes;
        self
    }
}

/// A record of the event: a file and the record's place in it (1-based).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RecordRef {
    /// The file (its name in the [`EventInput`]).
    pub file: String,
    /// The record in the file, from 1.
    pub record: usize,
}

/// Everything an event says.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Event {
    /// One table per game played, in the registry's order.
    pub tables: Vec<Table>,
    /// Records that did not replay (counted only as written, when asked).
    pub apart: Vec<Apart>,
    /// The same game written more than once.
    pub copies: Vec<Copies>,
    /// Names that may be one person's.
    pub maybe_same: Vec<MaybeSame>,
}

/// The standings of one game.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Table {
    /// The game (`kamisado`, `samourai`, `kaito`, `kasane` in JSON).
    pub game: GameKind,
    /// The players, best first.
    pub standings: Vec<Standing>,
    /// `crosstable[i][j]`: the scores of `standings[i]` against `standings[j]`, one per
    /// meeting in the order played (1, 0.5, 0).
    pub crosstable: Vec<Vec<Vec<f64>>>,
    /// `met[i][j]`: the game of each meeting of `crosstable[i][j]`, in the same order (an
    /// index into [`Table::games`]): where a page links each score.
    #[serde(skip)]
    #[cfg_attr(feature = "schema", schemars(skip))]
    pub met: Vec<Vec<Vec<usize>>>,
    /// Which tie-break put whom above whom.
    pub separations: Vec<Separation>,
    /// Every game of the table, counted or not.
    pub games: Vec<GameEntry>,
}

/// One player's line.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Standing {
    /// The rank, from 1 (equal for players nothing separates).
    pub rank: usize,
    /// The name as first written.
    pub player: String,
    /// Games counted.
    pub played: u32,
    /// Won.
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
    /// Tournament points: 1 a win, ½ a draw.
    pub points: f64,
    /// The Sonneborn-Berger score.
    pub sonneborn_berger: f64,
    /// The game's own points: Kamisado's round points, Colors of Kasane's final scores
    /// (none for Samouraï and Kaitō).
    pub game_points: Option<u32>,
}

/// A tie-break.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// The points in meetings between the tied players.
    HeadToHead,
    /// The Sonneborn-Berger score.
    SonnebornBerger,
    /// The game's own points.
    GamePoints,
}

impl TieBreak {
    /// Its catalogue message (`event-tb-…`).
    pub fn message(self) -> Message {
        Message::new(match self {
            TieBreak::HeadToHead => "event-tb-head-to-head",
            TieBreak::SonnebornBerger => "event-tb-sonneborn-berger",
            TieBreak::GamePoints => "event-tb-game-points",
        })
    }
}

/// Two players with equal points, put in order by a tie-break.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Separation {
    /// Who is above.
    pub above: String,
    /// Who is below.
    pub below: String,
    /// By which tie-break.
    pub by: TieBreak,
}

/// How a game of a table stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum GameStatus {
    /// Replayed to its end: counted.
    Finished,
    /// Did not replay; counted by the result its sheet states.
    AsWritten,
    /// Replayed, but not to the end of the game: not counted.
    Unfinished,
    /// One name on two seats (no names written, or the same twice): not counted.
    SamePlayer,
}

/// One game of a table.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct GameEntry {
    /// Where it is written.
    pub at: RecordRef,
    /// Its players, in the sheet's order (Kamisado Black then White; Samouraï and Kaitō
    /// Red then Black; Colors of Kasane seat order).
    pub players: Vec<String>,
    /// How it stands.
    pub status: GameStatus,
    /// Each player's tournament points from it (empty when not counted).
    pub scores: Vec<f64>,
    /// Each player's own points in it: Kamisado round points, Colors of Kasane final
    /// scores (empty for the others, or when not known).
    pub points: Vec<u32>,
}

/// A record that did not replay.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Apart {
    /// Where it is written.
    pub at: RecordRef,
    /// Its game.
    pub game: GameKind,
    /// Its players, as written.
    pub players: Vec<String>,
    /// The first problem's code.
    pub code: String,
    /// The first problem, to be said in any language ([`Message::say`]); in JSON, in
    /// English.
    #[serde(serialize_with = "in_english")]
    #[cfg_attr(feature = "schema", schemars(with = "String"))]
    pub message: Message,
    /// Its line (1-based).
    pub line: usize,
    /// Its column (1-based, in characters).
    pub column: usize,
    /// Counted by the result its sheet states (`--count-as-written`).
    pub counted_as_written: bool,
}

/// A message as the event's JSON writes it: in English.
fn in_english<S: serde::Serializer>(m: &Message, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&m.say(crate::Lang::En))
}

/// How two records of one game compare.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum CopyKind {
    /// The same moves.
    Same,
    /// The other is the beginning of the kept one.
    Prefix,
    /// They differ from this point on.
    Disagree {
        /// The round (1-based).
        round: u32,
        /// The ply in the round (1-based) where they first differ.
        ply: usize,
    },
}

/// The same game written twice: the record counted and the other.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Copies {
    /// The record counted (the longer, or the one that replays).
    pub kept: RecordRef,
    /// The other record, not counted.
    pub other: RecordRef,
    /// How they compare.
    pub kind: CopyKind,
    /// The kept record replays.
    pub kept_replays: bool,
    /// The other record replays.
    pub other_replays: bool,
}

/// Why two names may be one person's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
pub enum Likeness {
    /// They differ only by accents.
    Accents,
    /// The same words in another order.
    Order,
    /// An initial in one stands for a name in the other.
    Initials,
}

/// Two players' names that may be one person's.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct MaybeSame {
    /// The game.
    pub game: GameKind,
    /// One name.
    pub first: String,
    /// The other.
    pub second: String,
    /// Why.
    pub why: Likeness,
}

/// The JSON Schema of an [`Event`] (`kifu event --schema`).
#[cfg(feature = "schema")]
pub fn schema() -> serde_json::Value {
    let schema = schemars::schema_for!(Event);
    serde_json::to_value(schema).unwrap_or_default()
}

/// One record as the event sees it.
struct Seen {
    at: RecordRef,
    game: GameKind,
    players: Vec<String>,
    valid: bool,
    finished: bool,
    /// Tournament points per player, when the result is known.
    scores: Option<Vec<u32>>,
    /// Own points per player.
    points: Vec<u32>,
    /// Pairwise meetings: (i, j, score of i in half points).
    meetings: Vec<(usize, usize, u32)>,
    moves: Vec<(u32, usize, String)>,
    first_problem: Option<(crate::Problem, usize, usize)>,
}

impl Event {
    /// Read, replay and put together every record of `inputs`.
    ///
    /// ```
    /// use kifu::event::{Event, EventInput, EventOptions};
    /// use kifu::{GameKind, Variant};
    ///
    /// // A generated match, its players named; then the same sheet again.
    /// let text = kifu::generate(GameKind::Kamisado, Variant::Simple, 1, 1)
    ///     .unwrap()
    ///     .replace("[Black \"Random\"]", "[Black \"Ann\"]")
    ///     .replace("[White \"Random\"]", "[White \"Bob\"]");
    /// let sheet = |name: &str| EventInput {
    ///     name: name.into(),
    ///     game: GameKind::Kamisado,
    ///     text: text.clone(),
    ///     folder: None,
    /// };
    /// let event = Event::build(&[sheet("ann.kamisado"), sheet("bob.kamisado")], EventOptions::new());
    /// let table = &event.tables[0];
    /// assert_eq!(table.standings.len(), 2);
    /// assert_eq!(table.standings.iter().map(|s| s.played).sum::<u32>(), 2); // counted once
    /// assert_eq!(event.copies[0].other.file, "bob.kamisado");
    /// assert!(event.all_replayed());
    /// ```
    pub fn build(inputs: &[EventInput], options: EventOptions) -> Event {
        let mut seen = Vec::new();
        for input in inputs {
            let mut open = OpenOptions::new();
            if let Some(dir) = &input.folder {
                open = open.folder(dir.clone());
            }
            let Ok(opened) = crate::open(input.game, &input.text, &open) else {
                continue;
            };
            let spans: Vec<_> = split_records(&input.text).collect();
            let index = LineIndex::new(&input.text);
            for (n, record) in opened.records().iter().enumerate() {
                let head = spans.get(n).map_or("", |s| &input.text[s.range()]);
                seen.push(see(input, n, record, head, &index));
            }
        }
        let copies = find_copies(&seen);
        let dropped: Vec<&RecordRef> = copies.iter().map(|c| &c.other).collect();
        let mut apart = Vec::new();
        for s in &seen {
            if s.valid {
                continue;
            }
            let Some((p, line, column)) = &s.first_problem else {
                continue;
            };
            let counted =
                options.count_as_written && s.scores.is_some() && !dropped.contains(&&s.at);
            apart.push(Apart {
                at: s.at.clone(),
                game: s.game,
                players: s.players.clone(),
                code: p.code.to_string(),
                message: p.message.clone(),
                line: *line,
                column: *column,
                counted_as_written: counted,
            });
        }
        let mut tables = Vec::new();
        let mut maybe_same = Vec::new();
        for game in GameKind::ALL {
            let games: Vec<&Seen> = seen
                .iter()
                .filter(|s| s.game == game && !dropped.contains(&&s.at))
                .collect();
            if games.is_empty() {
                continue;
            }
            let table = table(game, &games, options);
            maybe_same.extend(likenesses(game, &table.standings));
            tables.push(table);
        }
        Event {
            tables,
            apart,
            copies,
            maybe_same,
        }
    }

    /// Every record was counted: none did not replay (an unfinished one is not such a
    /// failure: it replayed).
    pub fn all_replayed(&self) -> bool {
        self.apart.is_empty()
    }
}

/// The key two spellings of one player share: case folded, white space made one space.
pub fn player_key(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

fn tags(head: &str) -> BTreeMap<String, String> {
    let mut cursor = Cursor::new(head, 0);
    let mut tags = BTreeMap::new();
    loop {
        cursor.skip_whitespace();
        if let Some(_comment) = cursor.comment() {
            continue;
        }
        match cursor.tag() {
            Some(Ok(tag)) => {
                tags.entry(tag.key.node.to_ascii_lowercase().to_string())
                    .or_insert_with(|| tag.value.node.to_string());
            }
            Some(Err(_)) => continue,
            None => return tags,
        }
    }
}

/// The players a record names, in the sheet's order.
fn players_of(game: GameKind, tags: &BTreeMap<String, String>) -> Vec<String> {
    let get = |k: &str| {
        tags.get(k)
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
            .unwrap_or_else(|| "?".to_string())
    };
    match game {
        GameKind::Kamisado => vec![get("black"), get("white")],
        GameKind::Samourai | GameKind::Kaito => vec![get("red"), get("black")],
        GameKind::Kasane => tags
            .get("players")
            .map(|v| {
                v.split(',')
                    .map(|p| p.trim().to_string())
                    .filter(|p| !p.is_empty())
                    .collect()
            })
            .unwrap_or_default(),
    }
}

/// Each seat's half points, and the meetings (seat, opponent's seat, half points).
type Scores = (Vec<u32>, Vec<(usize, usize, u32)>);

/// Half points of a two-player game from its winner's seat (`None`: a draw).
fn two(winner: Option<usize>) -> Scores {
    let s = match winner {
        Some(0) => [2, 0],
        Some(_) => [0, 2],
        None => [1, 1],
    };
    (s.to_vec(), vec![(0, 1, s[0]), (1, 0, s[1])])
}

/// Tournament half points and meetings from a finished outcome; own points.
fn scored(outcome: &Outcome, players: &[String]) -> Option<(Scores, Vec<u32>)> {
    let red = |s: RedBlack| usize::from(s != RedBlack::Red);
    match outcome {
        Outcome::Kamisado(KamisadoOutcome::MatchWon {
            winner,
            black,
            white,
        }) => {
            let (s, m) = two(Some(usize::from(*winner == Side::White)));
            Some(((s, m), vec![*black, *white]))
        }
        Outcome::Samourai(SamouraiOutcome::Over(o)) => {
            let (s, m) = two(o.winner().map(red));
            Some(((s, m), Vec::new()))
        }
        Outcome::Kaito(KaitoOutcome::Over(o)) => {
            let (s, m) = two(Some(red(o.winner())));
            Some(((s, m), Vec::new()))
        }
        Outcome::Kasane(KasaneOutcome::Over { scores }) => {
            let n = players.len().min(scores.len());
            let key = |i: usize| (scores[i].total, scores[i].laid);
            let best = (0..n).map(key).max()?;
            let winners = (0..n).filter(|&i| key(i) == best).count();
            let s = (0..n)
                .map(|i| match (key(i) == best, winners) {
                    (true, 1) => 2,
                    (true, _) => 1,
                    _ => 0,
                })
                .collect();
            let mut m = Vec::new();
            for i in 0..n {
                for j in 0..n {
                    if i != j {
                        m.push((
                            i,
                            j,
                            1 + u32::from(key(i) > key(j)) - u32::from(key(i) < key(j)),
                        ));
                    }
                }
            }
            Some(((s, m), (0..n).map(|i| scores[i].total).collect()))
        }
        _ => None,
    }
}

/// The winner a sheet states in `[Result]`: a player's name, a side, or `draw`.
fn stated(game: GameKind, players: &[String], result: &str) -> Option<Scores> {
    let r = player_key(result);
    if players.len() != 2 {
        return None;
    }
    if ["draw", "nulle", "remis", "1/2-1/2", "½-½"].contains(&r.as_str()) {
        return Some(two(None));
    }
    let sides: [&str; 2] = match game {
        GameKind::Kamisado => ["black", "white"],
        _ => ["red", "black"],
    };
    let seat = (0..2).find(|&i| r == sides[i] || r == player_key(&players[i]))?;
    Some(two(Some(seat)))
}

fn see(
    input: &EventInput,
    n: usize,
    record: &crate::OpenedRecord,
    head: &str,
    index: &LineIndex<'_>,
) -> Seen {
    let tags = tags(head);
    let players = players_of(input.game, &tags);
    let valid = record.is_valid();
    let outcome = record.outcome();
    let finished = valid && outcome.is_finished();
    let (mut scores, mut meetings, mut points) = (None, Vec::new(), Vec::new());
    let stated = || {
        tags.get("result")
            .and_then(|r| stated(input.game, &players, r))
    };
    if finished && let Some(((s, m), p)) = scored(&outcome, &players) {
        (scores, meetings, points) = (Some(s), m, p);
    } else if !valid && let Some((s, m)) = stated() {
        (scores, meetings) = (Some(s), m);
    }
    let first_problem = record
        .problems()
        .iter()
        .find(|p| p.level == crate::Level::Error)
        .or_else(|| record.problems().first())
        .map(|p| {
            let lc = index.line_col(p.span.start);
            (p.clone(), lc.line, lc.column)
        });
    Seen {
        at: RecordRef {
            file: input.name.clone(),
            record: n + 1,
        },
        game: input.game,
        players,
        valid,
        finished,
        scores,
        points,
        meetings,
        moves: moves(record),
        first_problem,
    }
}

/// The moves as replayed, written in the game's default notation (so that two sheets of
/// one game in two languages or styles compare equal).
fn moves(record: &crate::OpenedRecord) -> Vec<(u32, usize, String)> {
    let of = |r: &crate::OpenedRecord| -> Vec<(u32, usize, String)> {
        r.steps()
            .map(|steps| {
                steps
                    .iter()
                    .filter(|s| s.ply > 0)
                    .map(|s| (s.round, s.ply, s.written.clone()))
                    .collect()
            })
            .unwrap_or_default()
    };
    let engine = record.game().engine();
    let default = engine.default_notation();
    let canonical = (record.notation() != default)
        .then(|| record.write(NotationRequest::from(default)).ok())
        .flatten()
        .and_then(|text| crate::open(record.game(), &text, &OpenOptions::new()).ok());
    let mut moves = match canonical.as_ref().and_then(|o| o.records().first()) {
        Some(r) => of(r),
        None => of(record),
    };
    // Where a record stops replaying, the entry written there ends its moves: a mark
    // that equals no replayed move (the copies disagree there).
    if let Some(span) = record.stopped_at() {
        let (round, ply) = moves.last().map_or((1, 0), |m| (m.0, m.1));
        let _ = span;
        moves.push((round, ply + 1, STOPPED.to_string()));
    }
    moves
}

/// The mark of the entry where a record stops replaying.
const STOPPED: &str = "\u{0}";

fn find_copies(seen: &[Seen]) -> Vec<Copies> {
    let mut groups: BTreeMap<(usize, Vec<String>), Vec<usize>> = BTreeMap::new();
    for (i, s) in seen.iter().enumerate() {
        let mut who: Vec<String> = s.players.iter().map(|p| player_key(p)).collect();
        who.sort();
        let game = GameKind::ALL.iter().position(|g| *g == s.game).unwrap_or(0);
        groups.entry((game, who)).or_default().push(i);
    }
    let mut copies = Vec::new();
    let mut gone = vec![false; seen.len()];
    for group in groups.values() {
        for (x, &i) in group.iter().enumerate() {
            for &j in &group[x + 1..] {
                if gone[i] || gone[j] {
                    continue;
                }
                let (a, b) = (&seen[i], &seen[j]);
                let common = a
                    .moves
                    .iter()
                    .zip(&b.moves)
                    .take_while(|(x, y)| x == y && x.2 != STOPPED)
                    .count();
                let short = a.moves.len().min(b.moves.len());
                let kind = if short > 0 && common == short {
                    if a.moves.len() == b.moves.len() {
                        CopyKind::Same
                    } else {
                        CopyKind::Prefix
                    }
                } else if common >= 4 && 2 * common >= short && !(a.valid && b.valid) {
                    let longer = if a.moves.len() > common { a } else { b };
                    let (round, ply, _) = &longer.moves[common];
                    CopyKind::Disagree {
                        round: *round,
                        ply: *ply,
                    }
                } else {
                    continue;
                };
                // Keep the one that replays, then the longer, then the first.
                let rank = |s: &Seen| (s.valid, s.finished, s.moves.len());
                let (keep, drop) = if rank(b) > rank(a) { (j, i) } else { (i, j) };
                gone[drop] = true;
                copies.push(Copies {
                    kept: seen[keep].at.clone(),
                    other: seen[drop].at.clone(),
                    kind,
                    kept_replays: seen[keep].valid,
                    other_replays: seen[drop].valid,
                });
            }
        }
    }
    copies
}

/// One player while the table is made.
#[derive(Default)]
struct Line {
    name: String,
    played: u32,
    won: u32,
    drawn: u32,
    lost: u32,
    half: u32,
    own: u32,
    sb: u32,
}

fn table(game: GameKind, games: &[&Seen], options: EventOptions) -> Table {
    let mut keys: Vec<String> = Vec::new();
    let mut lines: Vec<Line> = Vec::new();
    let index = |name: &str, keys: &mut Vec<String>, lines: &mut Vec<Line>| {
        let k = player_key(name);
        match keys.iter().position(|x| *x == k) {
            Some(i) => i,
            None => {
                keys.push(k);
                lines.push(Line {
                    name: name.to_string(),
                    ..Line::default()
                });
                keys.len() - 1
            }
        }
    };
    // Meetings: (player, opponent, half points, game).
    let mut meetings: Vec<(usize, usize, u32)> = Vec::new();
    // The game of each meeting (an index into `entries`).
    let mut met_in: Vec<usize> = Vec::new();
    let mut entries = Vec::new();
    for s in games {
        let mut who: Vec<String> = s.players.iter().map(|p| player_key(p)).collect();
        who.sort();
        who.dedup();
        let status = if who.len() < s.players.len() {
            GameStatus::SamePlayer
        } else if s.finished {
            GameStatus::Finished
        } else if s.valid {
            GameStatus::Unfinished
        } else {
            GameStatus::AsWritten
        };
        let counted = match status {
            GameStatus::Finished => s.scores.is_some(),
            GameStatus::AsWritten => options.count_as_written && s.scores.is_some(),
            GameStatus::Unfinished | GameStatus::SamePlayer => false,
        };
        if !s.valid && !counted && status != GameStatus::SamePlayer {
            continue;
        }
        let mut scores = Vec::new();
        if counted {
            // Only players of a counted game stand in the table.
            let seats: Vec<usize> = s
                .players
                .iter()
                .map(|p| index(p, &mut keys, &mut lines))
                .collect();
            let half = s.scores.as_deref().unwrap_or_default();
            for (seat, &p) in seats.iter().enumerate() {
                let h = half.get(seat).copied().unwrap_or(0);
                let line = &mut lines[p];
                line.played += 1;
                line.half += h;
                match h {
                    2 => line.won += 1,
                    1 => line.drawn += 1,
                    _ => line.lost += 1,
                }
                line.own += s.points.get(seat).copied().unwrap_or(0);
                scores.push(f64::from(h) / 2.0);
            }
            for &(a, b, h) in &s.meetings {
                if let (Some(&pa), Some(&pb)) = (seats.get(a), seats.get(b)) {
                    meetings.push((pa, pb, h));
                    met_in.push(entries.len());
                }
            }
        }
        entries.push(GameEntry {
            at: s.at.clone(),
            players: s.players.clone(),
            status,
            scores,
            points: if counted {
                s.points.clone()
            } else {
                Vec::new()
            },
        });
    }
    for &(a, b, h) in &meetings {
        lines[a].sb += h * lines[b].half;
    }
    let has_own = matches!(game, GameKind::Kamisado | GameKind::Kasane);
    // Order: points, then the tie-breaks on each tied group.
    let mut order: Vec<usize> = (0..lines.len()).collect();
    order.sort_by(|&a, &b| {
        lines[b]
            .half
            .cmp(&lines[a].half)
            .then_with(|| keys[a].cmp(&keys[b]))
    });
    let mut rank_of = vec![0usize; lines.len()];
    let mut separations = Vec::new();
    let mut ordered = Vec::new();
    let mut start = 0;
    while start < order.len() {
        let end = start
            + order[start..]
                .iter()
                .take_while(|&&p| lines[p].half == lines[order[start]].half)
                .count();
        let group = order[start..end].to_vec();
        settle(
            group,
            0,
            &lines,
            &meetings,
            has_own,
            &mut separations,
            &mut ordered,
            &mut rank_of,
        );
        start = end;
    }
    let standings: Vec<Standing> = ordered
        .iter()
        .map(|&p| {
            let l = &lines[p];
            Standing {
                rank: rank_of[p],
                player: l.name.clone(),
                played: l.played,
                won: l.won,
                drawn: l.drawn,
                lost: l.lost,
                points: f64::from(l.half) / 2.0,
                sonneborn_berger: f64::from(l.sb) / 4.0,
                game_points: has_own.then_some(l.own),
            }
        })
        .collect();
    let crosstable = cells(&ordered, &meetings, |m| f64::from(meetings[m].2) / 2.0);
    let met = cells(&ordered, &meetings, |m| met_in[m]);
    let separations = separations
        .into_iter()
        .map(|(a, b, by)| Separation {
            above: lines[a].name.clone(),
            below: lines[b].name.clone(),
            by,
        })
        .collect();
    Table {
        game,
        standings,
        crosstable,
        met,
        separations,
        games: entries,
    }
}

/// A crosstable of `ordered` players: in each cell (player, opponent), `of` each of their
/// meetings (an index into `meetings`), in the order played.
fn cells<T>(
    ordered: &[usize],
    meetings: &[(usize, usize, u32)],
    of: impl Fn(usize) -> T,
) -> Vec<Vec<Vec<T>>> {
    ordered
        .iter()
        .map(|&a| {
            ordered
                .iter()
                .map(|&b| {
                    (0..meetings.len())
                        .filter(|&m| meetings[m].0 == a && meetings[m].1 == b)
                        .map(&of)
                        .collect()
                })
                .collect()
        })
        .collect()
}

const TIE_BREAKS: [TieBreak; 3] = [
    TieBreak::HeadToHead,
    TieBreak::SonnebornBerger,
    TieBreak::GamePoints,
];

/// Put a group of players with equal points in order by the tie-breaks from `level` on;
/// append them to `ordered` and give their ranks.
#[allow(clippy::too_many_arguments)]
fn settle(
    group: Vec<usize>,
    level: usize,
    lines: &[Line],
    meetings: &[(usize, usize, u32)],
    has_own: bool,
    separations: &mut Vec<(usize, usize, TieBreak)>,
    ordered: &mut Vec<usize>,
    rank_of: &mut [usize],
) {
    if group.len() == 1 || level == TIE_BREAKS.len() {
        let rank = ordered.len() + 1;
        for p in group {
            rank_of[p] = rank;
            ordered.push(p);
        }
        return;
    }
    let by = TIE_BREAKS[level];
    let key = |p: usize| -> u32 {
        match by {
            TieBreak::HeadToHead => meetings
                .iter()
                .filter(|m| m.0 == p && group.contains(&m.1))
                .map(|m| m.2)
                .sum(),
            TieBreak::SonnebornBerger => lines[p].sb,
            TieBreak::GamePoints if has_own => lines[p].own,
            TieBreak::GamePoints => 0,
        }
    };
    let mut keyed: Vec<(u32, usize)> = group.iter().map(|&p| (key(p), p)).collect();
    // Stable: players still tied keep their order (by name).
    keyed.sort_by_key(|k| std::cmp::Reverse(k.0));
    if keyed.iter().all(|k| k.0 == keyed[0].0) {
        // This tie-break separates no one: the next one.
        settle(
            group,
            level + 1,
            lines,
            meetings,
            has_own,
            separations,
            ordered,
            rank_of,
        );
        return;
    }
    let mut start = 0;
    let mut last: Option<usize> = None;
    while start < keyed.len() {
        let end = start
            + keyed[start..]
                .iter()
                .take_while(|k| k.0 == keyed[start].0)
                .count();
        if let Some(above) = last {
            separations.push((above, keyed[start].1, by));
        }
        // A smaller tied group starts again from head-to-head (as FIDE's rules do).
        let sub: Vec<usize> = keyed[start..end].iter().map(|k| k.1).collect();
        settle(
            sub,
            0,
            lines,
            meetings,
            has_own,
            separations,
            ordered,
            rank_of,
        );
        last = ordered.last().copied();
        start = end;
    }
}

/// Names of one table that may be one person's.
fn likenesses(game: GameKind, standings: &[Standing]) -> Vec<MaybeSame> {
    let mut out = Vec::new();
    for (x, a) in standings.iter().enumerate() {
        for b in &standings[x + 1..] {
            if let Some(why) = likeness(&a.player, &b.player) {
                out.push(MaybeSame {
                    game,
                    first: a.player.clone(),
                    second: b.player.clone(),
                    why,
                });
            }
        }
    }
    out
}

/// A letter without its accent (Latin letters; others unchanged).
fn plain(c: char) -> char {
    const FROM: &str = "àáâãäåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżž";
    const TO: &str = "aaaaaaaaaccceeeeeeeeeiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz";
    FROM.chars()
        .position(|f| f == c)
        .and_then(|i| TO.chars().nth(i))
        .unwrap_or(c)
}

fn words(name: &str) -> Vec<String> {
    player_key(name)
        .split(|c: char| c.is_whitespace() || c == '.' || c == ',')
        .filter(|w| !w.is_empty())
        .map(|w| w.chars().map(plain).collect())
        .collect()
}

/// Why two different names may be one person's, if they may.
pub fn likeness(a: &str, b: &str) -> Option<Likeness> {
    if player_key(a) == player_key(b) {
        return None;
    }
    let (wa, wb) = (words(a), words(b));
    if wa.is_empty() || wb.is_empty() {
        return None;
    }
    if wa == wb {
        return Some(Likeness::Accents);
    }
    let (mut sa, mut sb) = (wa.clone(), wb.clone());
    sa.sort();
    sb.sort();
    if sa == sb {
        return Some(Likeness::Order);
    }
    // Initials: the same number of words, each word of one equal to one of the other or
    // its initial, at least one full word equal.
    if wa.len() == wb.len() && initials_match(&wa, &wb) {
        return Some(Likeness::Initials);
    }
    None
}

fn initials_match(a: &[String], b: &[String]) -> bool {
    let mut left: Vec<&String> = b.iter().collect();
    let mut full = 0;
    for w in a {
        let fits = |o: &&String| {
            *o == w
                || (w.chars().count() == 1 && o.starts_with(w.as_str()))
                || (o.chars().count() == 1 && w.starts_with(o.as_str()))
        };
        // A full match first, else an initial.
        let at = left
            .iter()
            .position(|o| *o == w)
            .or_else(|| left.iter().position(fits));
        match at {
            Some(i) => {
                if left[i] == w {
                    full += 1;
                }
                left.remove(i);
            }
            None => return false,
        }
    }
    full > 0
}
