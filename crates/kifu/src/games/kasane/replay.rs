//! Replay a parsed record through the engine: every turn checked (right player, row,
//! card, combination, box, points), every mistake explained with what the cards really
//! make or what would complete the combination written.

use super::ast::{ComboLine, FinalLine, GridLine, Item, Record, TurnLine};
use super::boxes::BoxTable;
use super::cards::{Card, Combination};
use super::notation::{self, NameStyle, Setup, lower_case, same_word, suggest, write_cards};
use super::rules::{
    Combo, DealError, FinalScore, Game, Grid, Illegal, Phase, PlayerCountError, Turn, TurnResult,
};
pub use crate::core::check::Status;
use crate::core::replay::Findings;

mod missing;
use crate::core::{Problem, Span, Spanned};
use crate::outcome::{KasaneOutcome, KasaneScore};
use compact_str::CompactString;
use std::cell::OnceCell;

/// How to replay.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReplayOptions {
    /// After a rule error, go on when one correction is plausible (the right player, the
    /// row as written, the take without the combination, a turn line left out), so one run
    /// lists every mistake.
    pub all: bool,
    /// The box table to use when the record has no `[Boxes]` tag (`--boxes FILE`).
    pub boxes: Option<BoxTable>,
}

/// One replayed turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReplay {
    /// Index of the turn in `Record::items`.
    pub item: usize,
    /// The turn played.
    pub turn: Turn,
    /// What it did.
    pub result: TurnResult,
    /// Under `--all`: the entry was wrong and this correction was played instead.
    pub assumed: bool,
}

/// One round as replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundReplay {
    /// 1-based.
    pub number: usize,
    /// The grid as dealt.
    pub grid: Grid,
    /// The turns, in order.
    pub turns: Vec<TurnReplay>,
    /// Index of the `Round` line in `Record::items`, if written.
    pub header: Option<usize>,
    /// Index of the `Grid` line.
    pub grid_item: usize,
}

/// A replayed record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    /// Players and rules from the tags.
    pub setup: Setup,
    /// The rounds, in order.
    pub rounds: Vec<RoundReplay>,
    /// What the replay found: its problems and where it stopped early.
    pub findings: Findings,
    /// The state after the last turn replayed.
    pub game: Game,
}

impl Replay {
    /// Every round played.
    pub fn status(&self) -> Status {
        Status::of(self.game.phase() == Phase::Over)
    }

    /// No rule error and the replay reached the end of the record.
    pub fn is_valid(&self) -> bool {
        self.findings.is_valid()
    }

    /// Turns replayed.
    pub fn turns(&self) -> usize {
        self.rounds.iter().map(|r| r.turns.len()).sum()
    }

    /// Final scores, once the game is over.
    pub fn final_scores(&self) -> Option<Vec<FinalScore>> {
        (self.status() == Status::Finished).then(|| self.game.final_scores())
    }

    /// The winners' names (several on a shared win), once the game is over.
    pub fn winners(&self) -> Vec<&str> {
        if self.status() != Status::Finished {
            return Vec::new();
        }
        self.names(self.game.winners())
    }

    /// The names of the players at `seats`.
    fn names(&self, seats: Vec<usize>) -> Vec<&str> {
        seats
            .into_iter()
            .filter_map(|i| self.setup.players.get(i).map(String::as_str))
            .collect()
    }

    /// Who plays next, or the final scores.
    pub fn outcome(&self) -> KasaneOutcome {
        let g = &self.game;
        match g.phase() {
            Phase::Over => KasaneOutcome::Over {
                scores: g
                    .final_scores()
                    .iter()
                    .zip(&self.setup.players)
                    .map(|(s, name)| KasaneScore {
                        player: name.clone(),
                        total: s.total,
                        laid: s.laid,
                    })
                    .collect(),
            },
            Phase::Deal => KasaneOutcome::Deal {
                round: g.round() + 1,
            },
            Phase::Play => KasaneOutcome::Play {
                player: (self.setup.players.get(g.to_play()))
                    .map_or("?", String::as_str)
                    .to_owned(),
                round: g.round(),
            },
        }
    }

    /// How many turns were played before turn `turn` (1-based) of round `round`
    /// (1-based): the argument for [`Replay::state_after`] (`kifu show --round R --ply N`).
    /// `turn` 0 is the round's start (its grid just dealt, with `round` ≥ 1), a turn past
    /// the round's end is its end; `None` for a round not replayed.
    pub fn turns_before(&self, round: usize, turn: usize) -> Option<usize> {
        let r = self.rounds.get(round.checked_sub(1)?)?;
        let before: usize = self.rounds[..round - 1].iter().map(|r| r.turns.len()).sum();
        Some(before + turn.saturating_sub(1).min(r.turns.len()))
    }

    /// The game after the first `turns` turns (all of them when `turns` is larger),
    /// replayed from the rounds' grids.
    pub fn state_after(&self, turns: usize) -> Game {
        let mut g = match Game::new(self.setup.rules.clone()) {
            Ok(g) => g,
            Err(_) => return self.game.clone(),
        };
        let mut left = turns;
        for r in &self.rounds {
            if g.deal_rows(&r.grid).is_err() {
                break;
            }
            for t in &r.turns {
                if left == 0 {
                    return g;
                }
                if g.play(t.turn).is_err() {
                    return g;
                }
                left -= 1;
            }
        }
        g
    }
}

/// Whether `cards` are the right end of `hand` once the card just `taken` (if it goes to
/// the hand) is added, in order: what a combination lays from the hand.
#[inline]
fn right_end_fits(hand: &[Card], taken: Option<Card>, cards: &[Spanned<Card>]) -> bool {
    let k = cards.len();
    let in_hand = hand.len() + usize::from(taken.is_some());
    k <= in_hand
        && hand
            .iter()
            .chain(&taken)
            .skip(in_hand - k)
            .eq(cards.iter().map(|s| &s.node))
}

fn rule(code: &'static str, span: Span, message: impl Into<crate::Message>) -> Problem {
    Problem::error(code, span, message)
}

/// Write a combination the way a record does: `Kasane ^6 6`.
pub fn combo_text(game: &Game, row: u8, combo: Combo) -> String {
    combo_text_in(game, row, combo, NameStyle::Romaji)
}

/// [`combo_text`], the combination named in `names`.
fn combo_text_in(game: &Game, row: u8, combo: Combo, names: NameStyle) -> String {
    let name = names.name(combo.kind);
    let p = &game.players()[game.to_play()];
    let card = game.front(row).unwrap_or(Card::PLUS_ONE);
    let mut hand = p.hand.to_vec();
    if !card.is_plus_one() {
        hand.push(card);
    }
    let k = (combo.from_hand as usize).min(hand.len());
    let cards = write_cards(hand[hand.len() - k..].iter().copied());
    match (combo.top, p.area.last()) {
        (true, Some(t)) => format!("{name} ^{t} {cards}"),
        _ => format!("{name} {cards}"),
    }
}

/// A turn as a record line, `Aiko 2 (5) : Juu 5 5 = 1` (card in brackets, points of the
/// combination), for the player to move; `None` if the turn is illegal.
pub fn turn_line(game: &Game, players: &[String], turn: Turn) -> Option<String> {
    turn_line_in(game, players, turn, NameStyle::Romaji)
}

/// [`turn_line`], the combination named in `names`.
fn turn_line_in(game: &Game, players: &[String], turn: Turn, names: NameStyle) -> Option<String> {
    let card = game.front(turn.row)?;
    let boxed = game.preview(turn).ok()?;
    let who = players
        .get(game.to_play())
        .cloned()
        .unwrap_or_else(|| format!("P{}", game.to_play() + 1));
    let mut line = format!("{who} {} ({card})", turn.row + 1);
    if let (Some(c), Some((_, points))) = (turn.combination, boxed) {
        let combo = combo_text_in(game, turn.row, c, names);
        line.push_str(&format!(" : {combo} = {points}"));
    }
    Some(line)
}

/// Every legal turn of the player to move, as record lines (`kifu moves`): each row
/// without a combination, then with each combination it allows, named in `names`.
pub fn legal_turn_lines_in(game: &Game, players: &[String], names: NameStyle) -> Vec<String> {
    game.legal_turns()
        .into_iter()
        .filter_map(|t| turn_line_in(game, players, t, names))
        .collect()
}

struct Replayer<'a> {
    text: &'a str,
    record: &'a Record,
    options: &'a ReplayOptions,
    setup: Setup,
    game: Game,
    rounds: Vec<RoundReplay>,
    problems: Vec<Problem>,
    stopped_at: Option<Span>,
    pending_header: Option<(usize, Span)>,
    /// Which turn filled each box: (combination, box) → (turn span, player).
    filled: Vec<(Combination, usize, Span, usize)>,
    /// The `Final:` line already read, if any.
    final_at: Option<Span>,
    /// The players' names in lower case (made when a name is not written as in
    /// `[Players]`).
    lower_players: OnceCell<Vec<CompactString>>,
    /// Whether no two of them are the same.
    distinct_players: bool,
}

/// Replay a record whose tags gave `setup`. `text` is the source the spans point into.
/// Fails only when `setup` does not have 3 or 4 players.
pub fn replay(
    text: &str,
    record: &Record,
    setup: Setup,
    options: &ReplayOptions,
) -> Result<Replay, PlayerCountError> {
    let game = Game::new(setup.rules.clone())?;
    let problems = setup.warnings.clone();
    let mut r = Replayer {
        text,
        record,
        options,
        setup,
        rounds: Vec::with_capacity(game.rules().rounds()),
        game,
        problems,
        stopped_at: None,
        pending_header: None,
        filled: Vec::with_capacity(16),
        final_at: None,
        lower_players: OnceCell::new(),
        distinct_players: false,
    };
    r.distinct_players = distinct_names(&r.setup.players);
    r.run();
    let turns = record.items.iter().filter_map(|it| match it {
        Item::Turn(t) => Some(t.span),
        _ => None,
    });
    let over = r.game.phase() == Phase::Over;
    let findings = Findings::after(r.problems, r.stopped_at, turns, over);
    Ok(Replay {
        setup: r.setup,
        rounds: r.rounds,
        findings,
        game: r.game,
    })
}

/// Whether no two of `names` are the same in lower case (`char::to_lowercase`); ASCII
/// names are compared in place.
fn distinct_names(names: &[String]) -> bool {
    if names.iter().all(|n| n.is_ascii()) {
        return names
            .iter()
            .enumerate()
            .all(|(i, n)| !names[..i].iter().any(|m| m.eq_ignore_ascii_case(n)));
    }
    let lower: Vec<CompactString> = names.iter().map(|n| lower_case(n)).collect();
    lower
        .iter()
        .enumerate()
        .all(|(i, n)| !lower[..i].contains(n))
}

impl Replayer<'_> {
    fn stop(&mut self, p: Problem) {
        self.stopped_at = Some(p.span);
        self.problems.push(p);
    }

    /// A mistake with a plausible correction: under `--all` it is reported and the
    /// replay goes on with the correction (`true`); otherwise the replay stops there.
    fn go_on(&mut self, p: Problem) -> bool {
        if self.options.all {
            self.problems.push(p);
            true
        } else {
            self.stop(p);
            false
        }
    }

    /// `kasane::rule::round-not-finished`: a new round at `span` while this one is played.
    fn not_finished(&mut self, span: Span, why: &str, label: &'static str) {
        let p = rule(
            "kasane::rule::round-not-finished",
            span,
            format!("round {} is not finished: {why}", self.game.round()),
        )
        .with_label(label)
        .with_help(format!(
            "a round ends when {} cards are left in the grid; {} is to play",
            self.setup.rules.players,
            self.name(self.game.to_play())
        ));
        self.stop(p);
    }

    fn name(&self, i: usize) -> &str {
        self.setup.players.get(i).map_or("?", String::as_str)
    }

    fn run(&mut self) {
        for (idx, item) in self.record.items.iter().enumerate() {
            if self.stopped_at.is_some() {
                return;
            }
            match item {
                Item::Comment(_) => {}
                Item::Invalid(span) => {
                    self.stopped_at = Some(*span);
                }
                Item::Round(r) => {
                    if !self.round_ends_before(idx, r.span) {
                        return;
                    }
                    match self.game.phase() {
                        Phase::Play => {
                            let left = self
                                .game
                                .grid_cards()
                                .saturating_sub(self.setup.rules.players);
                            let why = format!("{left} more card(s) must be taken");
                            return self.not_finished(r.span, &why, "round started too early");
                        }
                        Phase::Over => {
                            self.stop(after_end(r.span, self.setup.rules.rounds()));
                            return;
                        }
                        Phase::Deal => {}
                    }
                    let expected = self.game.round() + 1;
                    if r.number.node as usize != expected {
                        self.problems.push(
                            rule(
                                "kasane::rule::round-number",
                                r.number.span,
                                format!("this is round {expected}, not round {}", r.number.node),
                            )
                            .with_label(format!("should be {expected}"))
                            .with_help(format!("write `Round {expected}`")),
                        );
                    }
                    self.pending_header = Some((idx, r.span));
                }
                Item::Grid(g) => self.grid(idx, g),
                Item::Turn(t) => self.turn(idx, t),
                Item::Final(f) => {
                    if self.round_ends_before(idx, f.span) {
                        self.final_line(f);
                    }
                }
            }
        }
    }

    fn grid(&mut self, idx: usize, g: &GridLine) {
        if !self.round_ends_before(idx, g.span) {
            return;
        }
        match self.game.phase() {
            Phase::Over => return self.stop(after_end(g.span, self.setup.rules.rounds())),
            Phase::Play => {
                return self.not_finished(g.span, "no new grid yet", "grid dealt too early");
            }
            Phase::Deal => {}
        }
        let rows = self.rows_of(g);
        match self.game.deal_rows(&rows) {
            Ok(()) => {
                let header = self.pending_header.take().map(|(i, _)| i);
                self.rounds.push(RoundReplay {
                    number: self.game.round(),
                    grid: rows,
                    // Every player's turns of the round.
                    turns: Vec::with_capacity(
                        self.setup.rules.turns_per_round() * self.setup.rules.players,
                    ),
                    header,
                    grid_item: idx,
                });
            }
            Err(DealError::Shape { rows: nr, len }) => {
                let span = g
                    .rows()
                    .find(|r| r.len() != len as usize)
                    .and_then(|r| Some(r.first()?.span.join(r.last()?.span)))
                    .unwrap_or(g.span);
                let found = g.rows().map(|r| r.len().to_string()).collect::<Vec<_>>();
                self.stop(
                    rule(
                        "kasane::rule::grid-size",
                        span,
                        format!(
                            "with {} players the grid is {nr} rows of {len} cards; this one has rows of {}",
                            self.setup.rules.players,
                            found.join(", ")
                        ),
                    )
                    .with_label(format!("{nr} rows of {len} cards expected"))
                    .with_help(format!(
                        "write {nr} rows of {len} cards, front card first, separated by `/`"
                    )),
                );
            }
            Err(DealError::NotInDeck { card, left, .. }) => {
                let span = g
                    .cards
                    .iter()
                    .filter(|c| c.node == card)
                    .nth(left as usize)
                    .map_or(g.span, |c| c.span);
                let last = self.game.next_deal_is_last();
                let why = if last {
                    "counting the discarded cards shuffled back for the last round"
                } else {
                    "in the pile (discarded cards only come back for the last round)"
                };
                self.stop(
                    rule(
                        "kasane::rule::grid-cards",
                        span,
                        format!(
                            "only {} left to deal {why}, and this grid has more",
                            plural(card, left)
                        ),
                    )
                    .with_label(format!("one {card} too many"))
                    .with_help(format!(
                        "cards left to deal: {}",
                        write_cards(self.game.available().cards())
                    )),
                );
            }
            Err(DealError::NotNow) => self.stop(rule(
                "kasane::rule::round-not-finished",
                g.span,
                "no grid can be dealt now",
            )),
        }
    }

    /// The rows of a grid line, to deal: a grid of the right shape is copied; any other is
    /// dealt as no grid at all, which the game refuses for its shape too.
    fn rows_of(&self, g: &GridLine) -> Grid {
        let (nr, len) = self.setup.rules.grid_shape();
        let mut rows = Grid::new();
        if g.row_ends.len() == nr && g.rows().all(|r| r.len() == len) {
            rows.extend(g.rows().map(|r| r.iter().map(|c| c.node).collect()));
        }
        rows
    }

    /// Whether `name` is the player to move's, written as in [Players] (the usual case: no
    /// case to fold). Names are a few bytes: compared in place.
    #[inline(always)]
    fn is_to_play(&self, name: &str) -> bool {
        self.distinct_players
            && self
                .setup
                .players
                .get(self.game.to_play())
                .is_some_and(|p| {
                    p.len() == name.len() && p.bytes().zip(name.bytes()).all(|(a, b)| a == b)
                })
    }

    fn find_player(&self, name: &str) -> Option<usize> {
        // `to_lowercase` equality, without copies. With names that differ in lower case,
        // the player to move (the usual answer) is the only one to match if they do.
        let to_play = self.game.to_play();
        if self.is_to_play(name) {
            return Some(to_play);
        }
        let lower = self
            .lower_players
            .get_or_init(|| self.setup.players.iter().map(|p| lower_case(p)).collect());
        if self.distinct_players && lower.get(to_play).is_some_and(|p| same_word(name, p)) {
            return Some(to_play);
        }
        lower.iter().position(|p| same_word(name, p))
    }

    fn turn(&mut self, idx: usize, t: &TurnLine) {
        match self.game.phase() {
            Phase::Over => return self.stop(after_end(t.span, self.setup.rules.rounds())),
            Phase::Deal => {
                let msg = if self.game.round() == 0 {
                    "no grid has been dealt yet".to_string()
                } else {
                    format!(
                        "round {} is over; the next grid has not been dealt",
                        self.game.round()
                    )
                };
                return self.stop(
                    rule("kasane::rule::no-grid", t.span, msg)
                        .with_label("no grid to take from")
                        .with_help(format!(
                            "write `Round {}` and the `Grid: …` line (rows, front card first) before the turns",
                            self.game.round() + 1
                        )),
                );
            }
            Phase::Play => {}
        }
        let mut to_play = self.game.to_play();
        let mut assumed = false;
        // The usual case, the player to move written as listed, is seen here.
        let found = if self.is_to_play(&t.player.node) {
            Some(to_play)
        } else {
            self.find_player(&t.player.node)
        };
        if let Some(i) = found
            && i != to_play
            && self.missing_turn(idx, t, i)
        {
            // The turn of the player to move is missing before this line (reported):
            // under `--all` it was played, and this line is read as written.
            if self.stopped_at.is_some() {
                return;
            }
            to_play = self.game.to_play();
        }
        match found {
            None => {
                // `1. Aiko 2`: a move number read as part of the name.
                let numbered = t
                    .player
                    .node
                    .split_once(char::is_whitespace)
                    .filter(|(n, rest)| {
                        n.trim_end_matches('.').chars().all(|c| c.is_ascii_digit())
                            && self.find_player(rest.trim()).is_some()
                    })
                    .map(|(_, rest)| rest.trim().to_owned());
                let help = match suggest(
                    &t.player.node,
                    self.setup.players.iter().map(String::as_str),
                ) {
                    _ if numbered.is_some() => format!(
                        "Colors of Kasane records have no move numbers: write the turn as `{} …`",
                        numbered.as_deref().unwrap_or_default()
                    ),
                    Some(s) => format!("did you mean `{s}`? It is {}'s turn", self.name(to_play)),
                    None => format!(
                        "the players are {}; it is {}'s turn",
                        self.setup.players.join(", "),
                        self.name(to_play)
                    ),
                };
                let p = rule(
                    "kasane::rule::unknown-player",
                    t.player.span,
                    format!("`{}` is not one of the players", t.player.node),
                )
                .with_label("unknown player")
                .with_help(help);
                if !self.go_on(p) {
                    return;
                }
                assumed = true;
            }
            Some(i) if i != to_play => {
                let first = self.game.first_player(self.game.round());
                let p = rule(
                    "kasane::rule::wrong-player",
                    t.player.span,
                    format!("it is {}'s turn, not {}'s", self.name(to_play), self.name(i)),
                )
                .with_label(format!("{} plays now", self.name(to_play)))
                .with_help(format!(
                    "players take turns clockwise in the order of [Players]; {} starts round {} (the first player moves one seat each round)",
                    self.name(first),
                    self.game.round()
                ));
                if !self.go_on(p) {
                    return;
                }
                assumed = true;
            }
            Some(_) => {}
        }
        // The row.
        let rows = self.game.grid().len();
        let row = match (t.row_left_out(), t.card) {
            (true, Some(c)) => match self.row_of(&t.player.node, c) {
                Ok(row) => row,
                Err(p) => return self.stop(*p),
            },
            _ => t.row.node,
        };
        if row == 0 || row as usize > rows {
            return self.stop(
                rule(
                    "kasane::rule::no-such-row",
                    t.row.span,
                    format!("there is no row {row}: the grid has rows 1 to {rows}"),
                )
                .with_label(format!("rows are 1 to {rows}"))
                .with_help(self.fronts_help()),
            );
        }
        let r = (row - 1) as u8;
        let Some(front) = self.game.front(r) else {
            return self.stop(
                rule(
                    "kasane::rule::empty-row",
                    t.row.span,
                    format!("row {row} has no card left"),
                )
                .with_label("empty row")
                .with_help(self.fronts_help()),
            );
        };
        if let Some(c) = t.card
            && c.node != front
        {
            let other = (0..rows as u8).find(|&o| self.game.front(o) == Some(c.node));
            let help = match other {
                Some(o) => format!(
                    "did you mean row {}? Its front card is {}",
                    o + 1,
                    a(c.node)
                ),
                None => format!(
                    "the front card of row {row} is {}; {}",
                    a(front),
                    self.fronts_help()
                ),
            };
            let p = rule(
                "kasane::rule::wrong-card",
                c.span,
                format!(
                    "the front card of row {row} is {}, not {}",
                    a(front),
                    a(c.node)
                ),
            )
            .with_label(format!("row {row} gives {}", a(front)))
            .with_help(help);
            if !self.go_on(p) {
                return;
            }
            assumed = true;
        }
        // The combination.
        let mut turn = Turn {
            row: r,
            combination: None,
        };
        // The box the combination fills, once checked.
        let mut box_index = None;
        if let Some(c) = &t.combo {
            match self.check_combo(r, front, c) {
                Ok((combo, i)) => {
                    turn.combination = Some(combo);
                    box_index = Some(i);
                }
                Err(p) => {
                    if !self.go_on(p) {
                        return;
                    }
                    assumed = true;
                }
            }
        }
        // The turn is checked: the phase, the row and its front card above, the combination
        // by `check_combo`.
        let result = self.game.play_checked(turn, front, box_index);
        if let (Some(c), Some(done)) = (&t.combo, &result.completed) {
            self.filled
                .push((done.kind, done.box_index, t.span, result.player));
            if let Some(w) = c.points
                && w.node != done.points
            {
                self.problems.push(
                    rule(
                        "kasane::rule::wrong-points",
                        w.span,
                        format!(
                            "{} with {} cards scores {}, not {}",
                            done.kind.name(),
                            done.cards.len(),
                            done.points,
                            w.node
                        ),
                    )
                    .with_label(format!("scores {}", done.points))
                    .with_help(format!(
                        "the marble goes on box {} of {} ({}); write `= {}`",
                        done.box_index + 1,
                        done.kind.name(),
                        self.box_list(done.kind),
                        done.points
                    )),
                );
            }
        }
        if let Some(round) = self.rounds.last_mut() {
            round.turns.push(TurnReplay {
                item: idx,
                turn,
                result,
                assumed,
            });
        }
    }

    fn fronts_help(&self) -> String {
        let fronts: Vec<String> = self
            .game
            .grid()
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.first().map(|c| format!("row {} ({c})", i + 1)))
            .collect();
        format!("the rows with cards: {}", fronts.join(", "))
    }

    fn box_list(&self, kind: Combination) -> String {
        let boxes: Vec<String> = self
            .setup
            .rules
            .boxes
            .boxes(kind)
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let used = if self.game.marbles().is_used(kind, i) {
                    " (marble)"
                } else {
                    ""
                };
                format!(
                    "{} cards → {} pts{used}",
                    if b.or_more {
                        format!("{}+", b.cards)
                    } else {
                        b.cards.to_string()
                    },
                    b.points
                )
            })
            .collect();
        format!("boxes: {}", boxes.join(", "))
    }

    /// What can be laid after taking from `row`, as record text.
    /// The row of `Aiko (3)`: the one row whose front card is the card written.
    fn row_of(&self, player: &str, card: Spanned<Card>) -> Result<u32, Box<Problem>> {
        let rows = self.game.grid().len();
        let fits: Vec<u32> = (0..rows as u8)
            .filter(|&r| self.game.front(r) == Some(card.node))
            .map(|r| u32::from(r) + 1)
            .collect();
        if let [row] = fits[..] {
            return Ok(row);
        }
        let fronts = self.fronts_help();
        let (message, label, help) = if fits.is_empty() {
            (
                format!("no row's front card is {}", a(card.node)),
                "no row gives this card",
                format!("write the row taken before the card; {fronts}"),
            )
        } else {
            let mut listed: Vec<String> = fits.iter().map(u32::to_string).collect();
            let last = listed.pop().unwrap_or_default();
            (
                format!(
                    "the row is left out, but rows {} and {last} have {} in front",
                    listed.join(", "),
                    a(card.node)
                ),
                "which row?",
                format!(
                    "write the row taken before the card, e.g. `{player} {} ({})`",
                    fits[0], card.node
                ),
            )
        };
        Err(Box::new(
            rule("kasane::rule::which-row", card.span, message)
                .with_label(label)
                .with_help(help),
        ))
    }

    fn possible(&self, row: u8) -> Vec<String> {
        let mut combos = Vec::new();
        self.game.combinations_after(row, &mut combos);
        combos
            .iter()
            .map(|&c| combo_text(&self.game, row, c))
            .collect()
    }

    fn possible_help(&self, row: u8, turn: &str) -> String {
        let p = self.possible(row);
        if p.is_empty() {
            format!("No combination can be laid after this take: write `{turn}` alone.")
        } else {
            format!("What can be laid here: {}.", p.join("; "))
        }
    }

    // Once per combination written; boxing the problem would buy nothing.
    #[allow(clippy::result_large_err)]
    fn check_combo(&self, row: u8, card: Card, c: &ComboLine) -> Result<(Combo, usize), Problem> {
        let kind = c.kind.node;
        let player = &self.game.players()[self.game.to_play()];
        // Only a problem's help needs it.
        let turn_text = || format!("{} {}", self.name(self.game.to_play()), row + 1);
        let cards_span = match (c.cards.first(), c.cards.last()) {
            (Some(a), Some(b)) => a.span.join(b.span),
            _ => c.span,
        };
        if card.is_plus_one() && !self.setup.rules.variant.plus_one_combination {
            return Err(rule(
                "kasane::rule::combination-after-plus-one",
                c.span,
                "no combination may be made in the turn a +1 card is taken",
            )
            .with_label("a +1 card was taken")
            .with_help(format!(
                "the +1 card is laid at once for 1 point and ends the turn: write `{}` alone (or play with [Variant \"plus-one\"])",
                turn_text()
            )));
        }
        // The hand with the card just taken, and the cards written: the right end of the
        // hand? (Compared in place: copies are made only for a problem's message.)
        let taken = (!card.is_plus_one()).then_some(card);
        let k = c.cards.len();
        if !right_end_fits(&player.hand, taken, &c.cards) {
            let mut hand = player.hand.to_vec();
            hand.extend(taken);
            let written: Vec<Card> = c.cards.iter().map(|s| s.node).collect();
            let tail = &hand[hand.len().saturating_sub(k)..];
            let right_end = write_cards(hand.iter().copied());
            let msg = if k > hand.len() {
                format!("the hand holds {} card(s), not {k}", hand.len())
            } else if !card.is_plus_one() && written.last() != Some(&card) {
                format!(
                    "a combination must end with the card just taken ({})",
                    a(card)
                )
            } else {
                format!(
                    "these are not the {k} card(s) at the right end of the hand ({})",
                    write_cards(tail.iter().copied())
                )
            };
            // The first card written may be the play area's top card, without its `^`.
            let rest = written.get(1..).unwrap_or(&[]);
            let top_hint = match player.usable_top() {
                Ok(t)
                    if c.top.is_none()
                        && written.first() == Some(&t)
                        && !rest.is_empty()
                        && rest.len() <= hand.len()
                        && hand[hand.len() - rest.len()..] == *rest =>
                {
                    format!(
                        "did you mean `{} ^{t} {}`? The top card of the play area is marked with `^`. ",
                        kind.name(),
                        write_cards(rest.iter().copied())
                    )
                }
                _ => String::new(),
            };
            return Err(rule("kasane::rule::not-in-hand", cards_span, msg)
                .with_label("not the right end of the hand")
                .with_help(format!(
                    "{top_hint}{}'s hand is now {right_end} (left to right); cards are laid from its right end, in order. {}",
                    self.name(self.game.to_play()),
                    self.possible_help(row, &turn_text())
                )));
        }
        if let Some(top) = c.top {
            match player.usable_top() {
                Err(e) => {
                    let help = match e {
                        Illegal::TopCardPlusOne => {
                            "the last card laid is a +1, which cannot be used: drop the `^` card"
                                .to_string()
                        }
                        _ => format!(
                            "{} has completed no combination yet: drop the `^` card",
                            self.name(self.game.to_play())
                        ),
                    };
                    return Err(rule(e.code(), top.span, e.to_string())
                        .with_label("top card not usable")
                        .with_help(help));
                }
                Ok(t) if t != top.node => {
                    return Err(rule(
                        "kasane::rule::wrong-top-card",
                        top.span,
                        format!(
                            "the top card of the play area is {}, not {}",
                            a(t),
                            a(top.node)
                        ),
                    )
                    .with_label(format!("the top card is {}", a(t)))
                    .with_help(format!("write `^{t}`")));
                }
                Ok(_) => {}
            }
        }
        let combo = Combo {
            kind,
            top: c.top.is_some(),
            from_hand: k as u8,
        };
        match self.game.preview(Turn {
            row,
            combination: Some(combo),
        }) {
            Ok(boxed) => Ok((combo, boxed.map_or(0, |(i, _)| i))),
            Err(e @ Illegal::NotMatching { .. }) => {
                let mut values: Vec<u8> = Vec::new();
                if let Some(t) = c.top {
                    values.extend(t.node.value());
                }
                values.extend(c.cards.iter().filter_map(|c| c.node.value()));
                // Prefer what the cards make and could still score (a free box).
                let all_makes: Vec<Combination> = Combination::ALL
                    .into_iter()
                    .filter(|k| k.matches(&values))
                    .collect();
                let scoring: Vec<Combination> = all_makes
                    .iter()
                    .copied()
                    .filter(|&k| {
                        self.game
                            .marbles()
                            .find(&self.setup.rules.boxes, k, values.len())
                            .is_ok()
                    })
                    .collect();
                let laid = write_cards(values.iter().filter_map(|&v| Card::number(v)));
                let names =
                    |v: &[Combination]| -> Vec<&str> { v.iter().map(|c| c.name()).collect() };
                let mut help = match (scoring.as_slice(), all_makes.as_slice()) {
                    ([], []) => format!("{laid} make no combination"),
                    ([], some) => format!(
                        "{laid} make {}, but no free box takes {} cards",
                        names(some).join(" or "),
                        values.len()
                    ),
                    ([one], _) => {
                        format!("did you mean {}? {laid} make {}", one.name(), one.name())
                    }
                    (many, _) => format!(
                        "did you mean {}? {laid} make {}",
                        many[0].name(),
                        names(many).join(" or ")
                    ),
                };
                if let Some(need) = completion(kind, &values) {
                    help.push_str(&format!("; {need}"));
                }
                help.push_str(&format!(". {}", self.possible_help(row, &turn_text())));
                Err(rule(
                    e.code(),
                    c.kind.span,
                    format!(
                        "{laid} are not {}: {} needs {}",
                        kind.name(),
                        kind.name(),
                        kind.condition()
                    ),
                )
                .with_label(format!("not {}", kind.name()))
                .with_help(help))
            }
            Err(e @ Illegal::NoBox { .. }) => Err(rule(e.code(), cards_span, e.to_string())
                .with_label(format!("{} card(s)", combo.len()))
                .with_help(format!(
                    "{}. {}",
                    capitalized(&self.box_list(kind)),
                    self.possible_help(row, &turn_text())
                ))),
            Err(e @ Illegal::BoxUsed { cards, .. }) => {
                let mut p = rule(e.code(), cards_span, e.to_string())
                    .with_label(format!("no empty box {cards}"))
                    .with_help(format!(
                        "{}. {}",
                        capitalized(&self.box_list(kind)),
                        self.possible_help(row, &turn_text())
                    ));
                for &(k, i, span, who) in &self.filled {
                    if k == kind
                        && self
                            .setup
                            .rules
                            .boxes
                            .boxes(kind)
                            .get(i)
                            .is_some_and(|b| b.fits(cards as usize))
                    {
                        p = p.with_related(span, format!("{} filled it here", self.name(who)));
                    }
                }
                Err(p)
            }
            Err(e) => Err(rule(e.code(), c.span, e.to_string())
                .with_label("illegal combination")
                .with_help(self.possible_help(row, &turn_text()))),
        }
    }

    fn final_line(&mut self, f: &FinalLine) {
        if self.game.phase() != Phase::Over {
            return self.stop(
                rule(
                    "kasane::rule::final-too-early",
                    f.span,
                    format!(
                        "the game is not over: round {} of {} is being played",
                        self.game.round().max(1),
                        self.setup.rules.rounds()
                    ),
                )
                .with_label("game not over")
                .with_help("the final scores come after the last turn of the last round"),
            );
        }
        if let Some(first) = self.final_at.replace(f.span) {
            self.problems.push(
                rule(
                    "kasane::rule::wrong-final",
                    f.span,
                    "a record has one final line; this is a second one",
                )
                .with_label("second final line")
                .with_related(first, "the first one")
                .with_help("keep one `Final: …` line"),
            );
            return;
        }
        let scores = self.game.final_scores();
        let mut seen = vec![false; self.setup.players.len()];
        for e in &f.scores {
            let Some(i) = self.find_player(&e.player.node) else {
                let help = match suggest(
                    &e.player.node,
                    self.setup.players.iter().map(String::as_str),
                ) {
                    Some(s) => format!("did you mean `{s}`?"),
                    None => format!("the players are {}", self.setup.players.join(", ")),
                };
                self.problems.push(
                    rule(
                        "kasane::rule::unknown-player",
                        e.player.span,
                        format!("`{}` is not one of the players", e.player.node),
                    )
                    .with_label("unknown player")
                    .with_help(help),
                );
                continue;
            };
            if std::mem::replace(&mut seen[i], true) {
                self.problems.push(
                    rule(
                        "kasane::rule::wrong-final",
                        e.player.span,
                        format!("{} is listed twice in the final line", self.name(i)),
                    )
                    .with_label("listed again")
                    .with_help("give each player's score once"),
                );
                continue;
            }
            let s = scores[i];
            if e.points.node != s.total {
                self.problems.push(
                    rule(
                        "kasane::rule::wrong-final",
                        e.points.span,
                        format!(
                            "{}'s final score is {}, not {}",
                            self.name(i),
                            s.total,
                            e.points.node
                        ),
                    )
                    .with_label(format!("should be {}", s.total))
                    .with_help(breakdown(&s)),
                );
            }
        }
        let missing: Vec<&str> = seen
            .iter()
            .enumerate()
            .filter(|(_, s)| !**s)
            .map(|(i, _)| self.name(i))
            .collect();
        if !missing.is_empty() {
            // `Final: Aiko 13; Ben 8`: the rest of the line after `;` is a comment.
            let rest = self.text.get(f.span.end..).unwrap_or("");
            let rest = rest.split('\n').next().unwrap_or("");
            let help = if rest.trim_start().starts_with(';') {
                "`;` starts a comment, so the scores after it are not read: separate the scores with commas, `Final: Aiko 14, Ben 12`"
            } else {
                "give every player's score, or leave the final line out"
            };
            self.problems.push(
                rule(
                    "kasane::rule::wrong-final",
                    f.span,
                    format!("the final line has no score for {}", missing.join(", ")),
                )
                .with_label("scores missing")
                .with_help(help),
            );
        }
    }
}

/// How a final score is made up, for help lines.
pub fn breakdown(s: &FinalScore) -> String {
    let mut out = format!("{} = {} during play", s.total, s.play);
    if s.laid >= 8 {
        out.push_str(&format!(
            " + {} for {} colour(s) among {} cards laid",
            s.colour_bonus, s.colours, s.laid
        ));
    } else {
        out.push_str(&format!(
            " (only {} cards laid: no colour bonus below 8)",
            s.laid
        ));
    }
    if s.full_bonus > 0 {
        out.push_str(&format!(" + {} for laying all 12 cards", s.full_bonus));
    }
    out
}

/// The text with its first letter in upper case.
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// "3 is", "3 and 5 are", "1, 3 and 5 are".
fn is_are(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => format!("{one} is"),
        [init @ .., last] => format!("{} and {last} are", init.join(", ")),
    }
}

/// What would complete `kind` from `values`, when it is simple to say.
fn completion(kind: Combination, values: &[u8]) -> Option<String> {
    let set = match kind {
        Combination::SakuraChirashi => [1, 2, 6],
        Combination::Chidori => [3, 8, 9],
        Combination::Asanoha => [4, 5, 7],
        Combination::Juu => {
            let sum: u32 = values.iter().map(|&v| u32::from(v)).sum();
            return Some(if sum < 10 {
                format!("they add up to {sum}: Juu needs {} more", 10 - sum)
            } else {
                format!("they add up to {sum}, not 10")
            });
        }
        Combination::Kasane => {
            let last = *values.last()?;
            let odd_ones: Vec<String> = values
                .iter()
                .filter(|&&v| v != last)
                .map(ToString::to_string)
                .collect();
            return Some(format!(
                "Kasane needs every card to be a {last}, like the card just taken (not {})",
                odd_ones.join(", ")
            ));
        }
        Combination::KatyouFugetsu | Combination::SetsuGetsuFuka => {
            let want_odd = kind == Combination::KatyouFugetsu;
            let wrong: Vec<String> = values
                .iter()
                .filter(|&&v| (v % 2 == 1) != want_odd)
                .map(ToString::to_string)
                .collect();
            let what = if want_odd { "even" } else { "odd" };
            return (!wrong.is_empty()).then(|| format!("{} {what}", is_are(&wrong)));
        }
        Combination::KagenNoTsuki | Combination::JyougenNoTsuki => {
            let range = if kind == Combination::KagenNoTsuki {
                1..=5
            } else {
                5..=9
            };
            let out: Vec<String> = values
                .iter()
                .filter(|&&v| !range.contains(&v))
                .map(ToString::to_string)
                .collect();
            return Some(if out.is_empty() {
                format!(
                    "{} must rise or fall strictly, each card different",
                    write_cards(values.iter().filter_map(|&v| Card::number(v)))
                )
            } else {
                format!("{} outside {}–{}", is_are(&out), range.start(), range.end())
            });
        }
    };
    let missing: Vec<String> = set
        .iter()
        .filter(|s| !values.contains(s))
        .map(ToString::to_string)
        .collect();
    if missing.is_empty() {
        Some(format!(
            "{} needs exactly three cards, {} once each",
            kind.name(),
            write_cards(set.iter().filter_map(|&v| Card::number(v)))
        ))
    } else {
        Some(format!(
            "{} is missing {}",
            kind.name(),
            missing.join(" and ")
        ))
    }
}

/// "a 3", "an 8", "a +1".
fn a(c: Card) -> String {
    match c.value() {
        Some(8) => "an 8".to_string(),
        _ => format!("a {c}"),
    }
}

/// "one 9", "3 cards numbered 9", "2 +1 cards".
fn plural(c: Card, n: u8) -> String {
    match (n, c.value()) {
        (1, Some(v)) => format!("one card numbered {v}"),
        (_, Some(v)) => format!("{n} cards numbered {v}"),
        (1, None) => "one +1 card".to_string(),
        (_, None) => format!("{n} +1 cards"),
    }
}

fn after_end(span: Span, rounds: usize) -> Problem {
    rule(
        "kasane::rule::after-end",
        span,
        format!("the game is over: all {rounds} rounds have been played"),
    )
    .with_label("after the end of the game")
    .with_help("only a `Final: …` line and comments may follow the last round")
}

/// Parse the tags into a [`Setup`] and replay (used by [`super::check`]).
pub fn setup_and_replay(
    text: &str,
    record: &Record,
    options: &ReplayOptions,
) -> Result<Replay, Vec<Problem>> {
    let setup = notation::setup(record, options.boxes.as_ref())?;
    let span = record.tag("Players").map_or(record.span, |t| t.value.span);
    replay(text, record, setup, options)
        .map_err(|e| vec![Problem::error("kasane::tag::players", span, e.to_string())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn completion_says_what_is_missing() {
        use Combination::*;
        let c = |k, v: &[u8]| completion(k, v).unwrap_or_default();
        assert_eq!(
            c(SakuraChirashi, &[6, 1, 1]),
            "Sakura Chirashi is missing 2"
        );
        assert_eq!(c(Chidori, &[4, 5]), "Chidori is missing 3 and 8 and 9");
        assert_eq!(c(Juu, &[3, 4]), "they add up to 7: Juu needs 3 more");
        assert_eq!(c(Juu, &[6, 7]), "they add up to 13, not 10");
        assert_eq!(c(KatyouFugetsu, &[1, 2, 4]), "2 and 4 are even");
        assert_eq!(c(SetsuGetsuFuka, &[1, 3, 5]), "1, 3 and 5 are odd");
        assert_eq!(c(JyougenNoTsuki, &[3, 6]), "3 is outside 5–9");
        assert!(c(KagenNoTsuki, &[2, 2]).contains("strictly"));
        assert!(c(Kasane, &[3, 4]).contains("a 4"));
    }

    #[test]
    fn articles_and_plurals() {
        assert_eq!(a(Card::number(8).unwrap_or(Card::PLUS_ONE)), "an 8");
        assert_eq!(a(Card::PLUS_ONE), "a +1");
        assert_eq!(plural(Card::PLUS_ONE, 2), "2 +1 cards");
        assert_eq!(capitalized("boxes"), "Boxes");
        assert_eq!(capitalized(""), "");
    }
}
