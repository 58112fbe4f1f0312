//! Replay a parsed record through the engine: every turn checked (right player, row,
//! card, combination, box, points), every mistake explained with what the cards really
//! make or what would complete the combination written.

use super::ast::{ComboLine, FinalLine, GridLine, Item, Record, TurnLine};
use super::boxes::BoxTable;
use super::cards::{Card, Combination};
use super::notation::{
    self, NameStyle, Setup, did_you_mean, lower_case, same_word, suggest, write_cards,
};
use super::rules::{
    Combo, DealError, FinalScore, Game, Grid, Illegal, Phase, PlayerCountError, Turn, TurnResult,
};
pub use crate::core::check::Status;
use crate::core::replay::Findings;

mod missing;
use crate::core::{Problem, Span, Spanned};
use crate::message::Arg;
use crate::{Message, message};
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

fn rule(code: &'static str, span: Span, message: Message) -> Problem {
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
    /// (`label`: the id of the label's message.)
    fn not_finished(&mut self, span: Span, why: Message, label: &'static str) {
        let p = rule(
            "kasane::rule::round-not-finished",
            span,
            message!(
                "kasane-rule-round-not-finished",
                round = self.game.round(),
                why = why
            ),
        )
        .with_label(Message::new(label))
        .with_help(message!(
            "kasane-rule-round-not-finished-help",
            cards = self.setup.rules.players,
            player = self.name(self.game.to_play())
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
                            let why = message!("kasane-rule-more-cards", count = left);
                            return self.not_finished(
                                r.span,
                                why,
                                "kasane-rule-round-too-early-label",
                            );
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
                                message!(
                                    "kasane-rule-round-number",
                                    round = expected,
                                    written = r.number.node
                                ),
                            )
                            .with_label(should_be(expected))
                            .with_help(message!("kasane-rule-round-number-help", round = expected)),
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
                return self.not_finished(
                    g.span,
                    Message::new("kasane-rule-no-new-grid-yet"),
                    "kasane-rule-grid-too-early-label",
                );
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
                        message!(
                            "kasane-rule-grid-size",
                            players = self.setup.rules.players,
                            rows = nr,
                            len = len,
                            found = found.join(", ")
                        ),
                    )
                    .with_label(message!("kasane-rule-grid-size-label", rows = nr, len = len))
                    .with_help(message!("kasane-rule-grid-size-help", rows = nr, len = len)),
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
                    "kasane-rule-grid-cards-last"
                } else {
                    "kasane-rule-grid-cards-pile"
                };
                self.stop(
                    rule(
                        "kasane::rule::grid-cards",
                        span,
                        message!(
                            "kasane-rule-grid-cards",
                            cards = plural(card, left),
                            why = Message::new(why)
                        ),
                    )
                    .with_label(message!("kasane-rule-grid-cards-label", card = card.to_string()))
                    .with_help(message!(
                        "kasane-rule-grid-cards-help",
                        cards = write_cards(self.game.available().cards())
                    )),
                );
            }
            Err(DealError::NotNow) => self.stop(rule(
                "kasane::rule::round-not-finished",
                g.span,
                Message::new("kasane-rule-no-grid-now"),
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
                    Message::new("kasane-rule-no-grid-yet")
                } else {
                    message!("kasane-rule-no-next-grid", round = self.game.round())
                };
                return self.stop(
                    rule("kasane::rule::no-grid", t.span, msg)
                        .with_label(Message::new("kasane-rule-no-grid-label"))
                        .with_help(message!(
                            "kasane-rule-no-grid-help",
                            round = self.game.round() + 1
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
                    _ if numbered.is_some() => message!(
                        "kasane-rule-move-number-help",
                        player = numbered.as_deref().unwrap_or_default()
                    ),
                    Some(s) => message!(
                        "kasane-rule-unknown-player-help-near",
                        name = s,
                        player = self.name(to_play)
                    ),
                    None => message!(
                        "kasane-rule-unknown-player-help",
                        players = self.setup.players.join(", "),
                        player = self.name(to_play)
                    ),
                };
                let p = unknown_player(&t.player).with_help(help);
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
                    message!(
                        "kasane-rule-wrong-player",
                        player = self.name(to_play),
                        written = self.name(i)
                    ),
                )
                .with_label(message!(
                    "kasane-rule-wrong-player-label",
                    player = self.name(to_play)
                ))
                .with_help(message!(
                    "kasane-rule-wrong-player-help",
                    player = self.name(first),
                    round = self.game.round()
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
                    message!("kasane-rule-no-such-row", row = row, rows = rows),
                )
                .with_label(message!("kasane-rule-no-such-row-label", rows = rows))
                .with_help(self.fronts_help()),
            );
        }
        let r = (row - 1) as u8;
        let Some(front) = self.game.front(r) else {
            return self.stop(
                rule(
                    "kasane::rule::empty-row",
                    t.row.span,
                    Illegal::EmptyRow { row: r }.message(),
                )
                .with_label(Message::new("kasane-rule-empty-row-label"))
                .with_help(self.fronts_help()),
            );
        };
        if let Some(c) = t.card
            && c.node != front
        {
            let other = (0..rows as u8).find(|&o| self.game.front(o) == Some(c.node));
            let help = match other {
                Some(o) => message!(
                    "kasane-rule-wrong-card-help-row",
                    row = o + 1,
                    card = a(c.node)
                ),
                None => message!(
                    "kasane-rule-wrong-card-help",
                    row = row,
                    card = a(front),
                    fronts = self.fronts_help()
                ),
            };
            let p = rule(
                "kasane::rule::wrong-card",
                c.span,
                message!(
                    "kasane-rule-wrong-card",
                    row = row,
                    card = a(front),
                    written = a(c.node)
                ),
            )
            .with_label(message!("kasane-rule-wrong-card-label", row = row, card = a(front)))
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
                        message!(
                            "kasane-rule-wrong-points",
                            combination = done.kind.name(),
                            cards = done.cards.len(),
                            points = done.points,
                            written = w.node
                        ),
                    )
                    .with_label(message!("kasane-rule-wrong-points-label", points = done.points))
                    .with_help(message!(
                        "kasane-rule-wrong-points-help",
                        box_number = done.box_index + 1,
                        combination = done.kind.name(),
                        boxes = self.box_list(done.kind, false),
                        points = done.points
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

    fn fronts_help(&self) -> Message {
        let fronts = self.game.grid().iter().enumerate().filter_map(|(i, r)| {
            r.first().map(|c| {
                message!("kasane-rule-row-front", row = i + 1, card = c.to_string())
            })
        });
        message!("kasane-rule-fronts", rows = joined("kasane-joined-comma", fronts))
    }

    /// The boxes of `kind` and their marbles: "boxes: …" (`capital`: "Boxes: …").
    fn box_list(&self, kind: Combination, capital: bool) -> Message {
        let boxes = self
            .setup
            .rules
            .boxes
            .boxes(kind)
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let cards = if b.or_more {
                    format!("{}+", b.cards)
                } else {
                    b.cards.to_string()
                };
                let marble = if self.game.marbles().is_used(kind, i) {
                    "yes"
                } else {
                    "no"
                };
                message!(
                    "kasane-rule-box",
                    cards = cards,
                    points = b.points,
                    marble = marble
                )
            });
        let id = if capital {
            "kasane-rule-boxes-capital"
        } else {
            "kasane-rule-boxes"
        };
        message!(id, boxes = joined("kasane-joined-comma", boxes))
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
                message!("kasane-rule-which-row-none", card = a(card.node)),
                "kasane-rule-which-row-none-label",
                message!("kasane-rule-which-row-none-help", fronts = fronts),
            )
        } else {
            (
                message!(
                    "kasane-rule-which-row",
                    rows = fits.clone(),
                    card = a(card.node)
                ),
                "kasane-rule-which-row-label",
                message!(
                    "kasane-rule-which-row-help",
                    player = player,
                    row = fits[0],
                    card = card.node.to_string()
                ),
            )
        };
        Err(Box::new(
            rule("kasane::rule::which-row", card.span, message)
                .with_label(Message::new(label))
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

    fn possible_help(&self, row: u8, turn: &str) -> Message {
        let p = self.possible(row);
        if p.is_empty() {
            message!("kasane-rule-nothing-possible", turn = turn)
        } else {
            message!("kasane-rule-possible", combinations = p.join("; "))
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
                Illegal::CombinationAfterPlusOne.message(),
            )
            .with_label(Message::new("kasane-rule-plus-one-label"))
            .with_help(message!("kasane-rule-plus-one-help", turn = turn_text())));
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
                message!("kasane-rule-hand-holds", count = hand.len(), written = k)
            } else if !card.is_plus_one() && written.last() != Some(&card) {
                message!("kasane-rule-end-with-taken", card = a(card))
            } else {
                message!(
                    "kasane-rule-not-right-end",
                    count = k,
                    cards = write_cards(tail.iter().copied())
                )
            };
            // The first card written may be the play area's top card, without its `^`.
            let rest = written.get(1..).unwrap_or(&[]);
            let help = message!(
                "kasane-rule-not-in-hand-help",
                player = self.name(self.game.to_play()),
                hand = right_end,
                possible = self.possible_help(row, &turn_text())
            );
            let help = match player.usable_top() {
                Ok(t)
                    if c.top.is_none()
                        && written.first() == Some(&t)
                        && !rest.is_empty()
                        && rest.len() <= hand.len()
                        && hand[hand.len() - rest.len()..] == *rest =>
                {
                    message!(
                        "kasane-rule-not-in-hand-help-top",
                        combination =
                            format!("{} ^{t} {}", kind.name(), write_cards(rest.iter().copied())),
                        rest = help
                    )
                }
                _ => help,
            };
            return Err(rule("kasane::rule::not-in-hand", cards_span, msg)
                .with_label(Message::new("kasane-rule-not-in-hand-label"))
                .with_help(help));
        }
        if let Some(top) = c.top {
            match player.usable_top() {
                Err(e) => {
                    let help = match e {
                        Illegal::TopCardPlusOne => Message::new("kasane-rule-top-plus-one-help"),
                        _ => message!(
                            "kasane-rule-top-too-early-help",
                            player = self.name(self.game.to_play())
                        ),
                    };
                    return Err(rule(e.code(), top.span, e.message())
                        .with_label(Message::new("kasane-rule-top-unusable-label"))
                        .with_help(help));
                }
                Ok(t) if t != top.node => {
                    return Err(rule(
                        "kasane::rule::wrong-top-card",
                        top.span,
                        message!(
                            "kasane-rule-wrong-top-card",
                            card = a(t),
                            written = a(top.node)
                        ),
                    )
                    .with_label(message!("kasane-rule-wrong-top-card-label", card = a(t)))
                    .with_help(message!(
                        "kasane-rule-wrong-top-card-help",
                        card = t.to_string()
                    )));
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
                let names = |v: &[Combination]| {
                    joined("kasane-joined-or", v.iter().map(|c| Arg::from(c.name())))
                };
                let what = match (scoring.as_slice(), all_makes.as_slice()) {
                    ([], []) => message!("kasane-rule-make-nothing", cards = &laid),
                    ([], some) => message!(
                        "kasane-rule-make-no-free-box",
                        cards = &laid,
                        combinations = names(some),
                        count = values.len()
                    ),
                    (many, _) => message!(
                        "kasane-rule-make-near",
                        first = many[0].name(),
                        cards = &laid,
                        combinations = names(many)
                    ),
                };
                let possible = self.possible_help(row, &turn_text());
                let help = match completion(kind, &values) {
                    Some(need) => message!(
                        "kasane-rule-not-the-combination-help-need",
                        what = what,
                        need = need,
                        possible = possible
                    ),
                    None => message!(
                        "kasane-rule-not-the-combination-help",
                        what = what,
                        possible = possible
                    ),
                };
                Err(rule(
                    e.code(),
                    c.kind.span,
                    message!(
                        "kasane-rule-not-the-combination",
                        cards = &laid,
                        combination = kind.name(),
                        condition = kind.condition()
                    ),
                )
                .with_label(message!(
                    "kasane-rule-not-the-combination-label",
                    combination = kind.name()
                ))
                .with_help(help))
            }
            Err(e @ Illegal::NoBox { .. }) => Err(rule(e.code(), cards_span, e.message())
                .with_label(message!("kasane-rule-no-box-label", count = combo.len()))
                .with_help(message!(
                    "kasane-rule-boxes-help",
                    boxes = self.box_list(kind, true),
                    possible = self.possible_help(row, &turn_text())
                ))),
            Err(e @ Illegal::BoxUsed { cards, .. }) => {
                let mut p = rule(e.code(), cards_span, e.message())
                    .with_label(message!("kasane-rule-box-used-label", cards = cards))
                    .with_help(message!(
                        "kasane-rule-boxes-help",
                        boxes = self.box_list(kind, true),
                        possible = self.possible_help(row, &turn_text())
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
                        p = p.with_related(
                            span,
                            message!("kasane-rule-filled-here", player = self.name(who)),
                        );
                    }
                }
                Err(p)
            }
            Err(e) => Err(rule(e.code(), c.span, e.message())
                .with_label(Message::new("kasane-rule-illegal-combination-label"))
                .with_help(self.possible_help(row, &turn_text()))),
        }
    }

    fn final_line(&mut self, f: &FinalLine) {
        if self.game.phase() != Phase::Over {
            return self.stop(
                rule(
                    "kasane::rule::final-too-early",
                    f.span,
                    message!(
                        "kasane-rule-final-too-early",
                        round = self.game.round().max(1),
                        rounds = self.setup.rules.rounds()
                    ),
                )
                .with_label(Message::new("kasane-rule-final-too-early-label"))
                .with_help(Message::new("kasane-rule-final-too-early-help")),
            );
        }
        if let Some(first) = self.final_at.replace(f.span) {
            self.problems.push(
                rule(
                    "kasane::rule::wrong-final",
                    f.span,
                    Message::new("kasane-rule-second-final"),
                )
                .with_label(Message::new("kasane-rule-second-final-label"))
                .with_related(first, Message::new("kasane-rule-second-final-first"))
                .with_help(Message::new("kasane-rule-second-final-help")),
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
                    Some(s) => did_you_mean(s),
                    None => message!(
                        "kasane-rule-the-players",
                        players = self.setup.players.join(", ")
                    ),
                };
                self.problems
                    .push(unknown_player(&e.player).with_help(help));
                continue;
            };
            if std::mem::replace(&mut seen[i], true) {
                self.problems.push(
                    rule(
                        "kasane::rule::wrong-final",
                        e.player.span,
                        message!("kasane-rule-final-twice", player = self.name(i)),
                    )
                    .with_label(Message::new("kasane-rule-final-twice-label"))
                    .with_help(Message::new("kasane-rule-final-twice-help")),
                );
                continue;
            }
            let s = scores[i];
            if e.points.node != s.total {
                self.problems.push(
                    rule(
                        "kasane::rule::wrong-final",
                        e.points.span,
                        message!(
                            "kasane-rule-final-score",
                            player = self.name(i),
                            total = s.total,
                            written = e.points.node
                        ),
                    )
                    .with_label(should_be(s.total))
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
                "kasane-rule-final-missing-help-semicolon"
            } else {
                "kasane-rule-final-missing-help"
            };
            self.problems.push(
                rule(
                    "kasane::rule::wrong-final",
                    f.span,
                    message!("kasane-rule-final-missing", players = missing.join(", ")),
                )
                .with_label(Message::new("kasane-rule-final-missing-label"))
                .with_help(Message::new(help)),
            );
        }
    }
}

/// How a final score is made up, for help lines.
pub fn breakdown(s: &FinalScore) -> Message {
    let bonus = if s.laid >= 8 {
        message!(
            "kasane-breakdown-colours",
            bonus = s.colour_bonus,
            colours = s.colours,
            laid = s.laid
        )
    } else {
        message!("kasane-breakdown-few", laid = s.laid)
    };
    if s.full_bonus > 0 {
        message!(
            "kasane-breakdown-full",
            total = s.total,
            play = s.play,
            bonus = bonus,
            full = s.full_bonus
        )
    } else {
        message!(
            "kasane-breakdown",
            total = s.total,
            play = s.play,
            bonus = bonus
        )
    }
}

/// `items` joined two by two with the message `id` (`{ $first }, { $then }`): "3 and 8
/// and 9", "Juu or Kasane".
fn joined(id: &'static str, items: impl IntoIterator<Item = impl Into<Arg>>) -> Arg {
    let mut items: Vec<Arg> = items.into_iter().map(Into::into).collect();
    let Some(mut out) = items.pop() else {
        return Arg::Verbatim(String::new());
    };
    while let Some(before) = items.pop() {
        out = message!(id, first = before, then = out).into();
    }
    out
}

/// "should be 3": the label of a number written wrong.
fn should_be(n: impl Into<Arg>) -> Message {
    message!("kasane-rule-should-be", value = n)
}

/// `kasane::rule::unknown-player`: `name` is none of the players (the help is the
/// caller's).
fn unknown_player(name: &Spanned<CompactString>) -> Problem {
    rule(
        "kasane::rule::unknown-player",
        name.span,
        message!("kasane-rule-unknown-player", name = name.node.as_str()),
    )
    .with_label(Message::new("kasane-rule-unknown-player-label"))
}

/// The values of `cards` (numbers), to say: "3", "1, 3 and 5".
fn values_list(cards: &[u8]) -> Arg {
    Arg::from(cards.to_vec())
}

/// What would complete `kind` from `values`, when it is simple to say.
fn completion(kind: Combination, values: &[u8]) -> Option<Message> {
    let set = match kind {
        Combination::SakuraChirashi => [1, 2, 6],
        Combination::Chidori => [3, 8, 9],
        Combination::Asanoha => [4, 5, 7],
        Combination::Juu => {
            let sum: u32 = values.iter().map(|&v| u32::from(v)).sum();
            return Some(if sum < 10 {
                message!("kasane-need-juu-more", sum = sum, more = 10 - sum)
            } else {
                message!("kasane-need-juu-over", sum = sum)
            });
        }
        Combination::Kasane => {
            let last = *values.last()?;
            let odd_ones: Vec<String> = values
                .iter()
                .filter(|&&v| v != last)
                .map(ToString::to_string)
                .collect();
            return Some(message!(
                "kasane-need-kasane",
                card = last,
                others = odd_ones.join(", ")
            ));
        }
        Combination::KatyouFugetsu | Combination::SetsuGetsuFuka => {
            let want_odd = kind == Combination::KatyouFugetsu;
            let wrong: Vec<u8> = values
                .iter()
                .copied()
                .filter(|&v| (v % 2 == 1) != want_odd)
                .collect();
            let what = if want_odd {
                "kasane-need-not-even"
            } else {
                "kasane-need-not-odd"
            };
            return (!wrong.is_empty()).then(|| {
                message!(what, cards = values_list(&wrong), count = wrong.len())
            });
        }
        Combination::KagenNoTsuki | Combination::JyougenNoTsuki => {
            let range = if kind == Combination::KagenNoTsuki {
                1..=5
            } else {
                5..=9
            };
            let out: Vec<u8> = values
                .iter()
                .copied()
                .filter(|v| !range.contains(v))
                .collect();
            return Some(if out.is_empty() {
                message!(
                    "kasane-need-strictly",
                    cards = write_cards(values.iter().filter_map(|&v| Card::number(v)))
                )
            } else {
                message!(
                    "kasane-need-range",
                    cards = values_list(&out),
                    count = out.len(),
                    low = *range.start(),
                    high = *range.end()
                )
            });
        }
    };
    let missing: Vec<u8> = set
        .iter()
        .copied()
        .filter(|s| !values.contains(s))
        .collect();
    if missing.is_empty() {
        Some(message!(
            "kasane-need-exactly",
            combination = kind.name(),
            cards = write_cards(set.iter().filter_map(|&v| Card::number(v)))
        ))
    } else {
        Some(message!(
            "kasane-need-missing",
            combination = kind.name(),
            cards = joined("kasane-joined-and", missing)
        ))
    }
}

/// "a 3", "an 8", "a +1".
fn a(c: Card) -> Message {
    message!(
        "kasane-a-card",
        card = c.to_string(),
        value = c.value().unwrap_or(0)
    )
}

/// "one card numbered 9", "3 cards numbered 9", "2 +1 cards".
fn plural(c: Card, n: u8) -> Message {
    match c.value() {
        Some(v) => message!("kasane-cards-numbered", count = n, value = v),
        None => message!("kasane-plus-one-cards", count = n),
    }
}

fn after_end(span: Span, rounds: usize) -> Problem {
    rule(
        "kasane::rule::after-end",
        span,
        message!("kasane-rule-after-end", rounds = rounds),
    )
    .with_label(Message::new("kasane-rule-after-end-label"))
    .with_help(Message::new("kasane-rule-after-end-help"))
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
        .map_err(|e| vec![Problem::error("kasane::tag::players", span, e.message())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn completion_says_what_is_missing() {
        use Combination::*;
        let c = |k, v: &[u8]| completion(k, v).map(|m| m.to_string()).unwrap_or_default();
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
        let an_8 = a(Card::number(8).unwrap_or(Card::PLUS_ONE));
        assert_eq!(an_8.to_string(), "an 8");
        assert_eq!(an_8.say(Lang::Fr), "un 8");
        assert_eq!(a(Card::PLUS_ONE).to_string(), "a +1");
        assert_eq!(plural(Card::PLUS_ONE, 2).to_string(), "2 +1 cards");
        assert_eq!(plural(Card::PLUS_ONE, 2).say(Lang::De), "nur 2 +1-Karten");
        assert_eq!(plural(Card::PLUS_ONE, 0).say(Lang::Fr), "aucune carte +1");
    }
}
