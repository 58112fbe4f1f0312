//! A turn line left out of the record. In a round, the line after it names the next
//! player, and every line from there on would be off by one player; at the end of a
//! round, the next `Round` line (or `Grid:`, or `Final:`) comes one turn early. Found as
//! Kamisado's forgotten pass is: each legal turn of the player to move is tried before the
//! line, and kept when the record replays further under it than without it. One error
//! where the turn is missing (`kasane::rule::missing-turn`, naming the turn when what
//! follows confirms one); under `--all` the replay plays it and goes on in step with the
//! sheet.

use super::{Replayer, TurnReplay, joined, rule, turn_line};
use crate::message;
use crate::core::Span;
use crate::games::kasane::ast::{FinalLine, Item, TurnLine};
use crate::games::kasane::rules::{Combo, Game, Phase, Turn};

/// How far the record replays from a line on. Ranked by `rank`: the turn lines replayed
/// when one does not replay; above every count, the record's end with the game unfinished
/// (nothing either way), and above that a clean end (the game over where the sheet ends
/// it, its final line right).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Fit {
    rank: usize,
    /// The turn lines replayed.
    n: usize,
}

impl Fit {
    const CLEAN: usize = usize::MAX;
    const RECORD: usize = usize::MAX - 1;

    /// At least `lines` turn lines replayed, or the record replays to its end.
    fn confirms(self, lines: usize) -> bool {
        self.n >= lines || self.rank == Fit::CLEAN
    }
}

/// The items a fit reads at most (a whole game is about 60 lines, comments aside): what
/// follows them counts as the record's end.
const FIT_ITEMS: usize = 1024;

/// Where the missing turn is looked for.
#[derive(Clone, Copy)]
enum Seen<'a> {
    /// A turn line naming the player after the one to move.
    Turn(&'a TurnLine, usize),
    /// A line that needs the round over (a new round, grid or final line) when the round
    /// has one turn left.
    RoundEnd(Span),
}

impl Replayer<'_> {
    /// `t` (item `idx`) names the player `written`, who plays after the one to move: is the
    /// turn of the player to move missing before it? `true` when it is (reported; under
    /// `--all` the likeliest turn is played, else the replay stops), `false` to read the
    /// line as a wrong player's name.
    #[cold]
    pub(super) fn missing_turn(&mut self, idx: usize, t: &TurnLine, written: usize) -> bool {
        let players = self.setup.rules.players;
        if (self.game.to_play() + 1) % players != written {
            return false;
        }
        self.missing(idx, Seen::Turn(t, written))
    }

    /// The line at item `idx` (`span`) needs the round over (a new round, grid or final
    /// line): when the round has one turn left, is that turn missing before it? As
    /// [`Replayer::missing_turn`]; `false` when the replay stopped there.
    pub(super) fn round_ends_before(&mut self, idx: usize, span: Span) -> bool {
        if self.game.phase() == Phase::Play
            && self.game.grid_cards() == self.setup.rules.players + 1
        {
            self.missing(idx, Seen::RoundEnd(span));
        }
        self.stopped_at.is_none()
    }

    #[cold]
    fn missing(&mut self, idx: usize, seen: Seen<'_>) -> bool {
        // Without the missing turn: the turn line read as the right player's, as the
        // wrong-player error assumes (a line that needs the round over stops the replay).
        let without = match seen {
            Seen::Turn(t, _) => self.read_turn(&self.game, t, None).and_then(|turn| {
                let mut g = self.game.clone();
                g.play(turn).ok()?;
                Some(self.fit(g, idx + 1, 1).rank)
            }),
            Seen::RoundEnd(_) => None,
        };
        let mut best: Vec<Turn> = Vec::new();
        let mut best_rank = 0;
        for missing in self.game.legal_turns() {
            let mut g = self.game.clone();
            if g.play(missing).is_err() {
                continue;
            }
            // After the missing turn: the turn line is read as written (the round goes
            // on), or the round is over.
            let (fit, lines) = match seen {
                Seen::Turn(t, written) => {
                    if self.read_turn(&g, t, Some(written)).is_none() {
                        continue;
                    }
                    // The line itself and one after it at least.
                    (self.fit(g, idx, 0), 2)
                }
                Seen::RoundEnd(_) if g.phase() == Phase::Play => continue,
                Seen::RoundEnd(_) => (self.fit(g, idx, 0), 1),
            };
            if !fit.confirms(lines) || fit.rank < best_rank {
                continue;
            }
            if fit.rank > best_rank {
                best.clear();
                best_rank = fit.rank;
            }
            best.push(missing);
        }
        if best.is_empty() || without.is_some_and(|rank| rank >= best_rank) {
            return false;
        }
        // The simplest of the turns that fit as well: a take without a combination.
        if best.iter().any(|b| b.combination.is_none()) {
            best.retain(|b| b.combination.is_none());
        }
        self.report_missing(&best, seen);
        if self.stopped_at.is_some() {
            return true;
        }
        let missing = best[0];
        let span = match seen {
            Seen::Turn(t, _) => t.span,
            Seen::RoundEnd(span) => span,
        };
        if let Ok(result) = self.game.play(missing)
            && let Some(round) = self.rounds.last_mut()
        {
            if let Some(done) = &result.completed {
                self.filled
                    .push((done.kind, done.box_index, span, result.player));
            }
            round.turns.push(TurnReplay {
                item: idx,
                turn: missing,
                result,
                assumed: true,
            });
        }
        true
    }

    /// `kasane::rule::missing-turn` for the turns `best` (as good as one another), before
    /// the line `seen`; the replay stops there unless `--all`.
    fn report_missing(&mut self, best: &[Turn], seen: Seen<'_>) {
        let lines: Vec<String> = best
            .iter()
            .filter_map(|&b| turn_line(&self.game, &self.setup.players, b))
            .collect();
        let who = self.name(self.game.to_play()).to_owned();
        let (label, help) = match &lines[..] {
            [one] => (
                message!("kasane-rule-missing-turn-label-one", turn = one),
                message!("kasane-rule-missing-turn-help-one", turn = one),
            ),
            _ => {
                let shown = lines
                    .iter()
                    .take(3)
                    .map(|l| message!("kasane-quoted", text = l));
                let more = if lines.len() > 3 { "yes" } else { "no" };
                (
                    message!("kasane-rule-missing-turn-label", player = &who),
                    message!(
                        "kasane-rule-missing-turn-help",
                        player = &who,
                        turns = joined("kasane-joined-or", shown),
                        more = more
                    ),
                )
            }
        };
        let (span, message) = match seen {
            Seen::Turn(t, written) => (
                t.span,
                message!(
                    "kasane-rule-missing-turn",
                    player = &who,
                    written = self.name(written)
                ),
            ),
            Seen::RoundEnd(span) => (
                span,
                message!(
                    "kasane-rule-missing-last-turn",
                    round = self.game.round(),
                    player = &who
                ),
            ),
        };
        let p = rule("kasane::rule::missing-turn", span, message)
            .with_label(label)
            .with_help(help);
        self.go_on(p);
    }

    /// The turn line `t` as a turn of the player to move in `g`, when it reads as one:
    /// its player (`seat`, when given, must be the one to move; `None` takes the line as
    /// theirs whatever name it gives), row, card and combination. `None` for a line that
    /// does not replay there.
    fn read_turn(&self, g: &Game, t: &TurnLine, seat: Option<usize>) -> Option<Turn> {
        if let Some(seat) = seat
            && (g.to_play() != seat || self.find_player(&t.player.node) != Some(seat))
        {
            return None;
        }
        let rows = g.grid().len() as u8;
        let row = match (t.row_left_out(), t.card) {
            (true, Some(c)) => {
                let mut fits = (0..rows).filter(|&r| g.front(r) == Some(c.node));
                match (fits.next(), fits.next()) {
                    (Some(r), None) => r,
                    _ => return None,
                }
            }
            _ => u8::try_from(t.row.node).ok()?.checked_sub(1)?,
        };
        let front = g.front(row)?;
        if t.card.is_some_and(|c| c.node != front) {
            return None;
        }
        let combination = match &t.combo {
            None => None,
            Some(c) => {
                let p = g.players().get(g.to_play())?;
                let taken = (!front.is_plus_one()).then_some(front);
                if !super::right_end_fits(&p.hand, taken, &c.cards)
                    || c.top.is_some_and(|top| p.usable_top() != Ok(top.node))
                {
                    return None;
                }
                Some(Combo {
                    kind: c.kind.node,
                    top: c.top.is_some(),
                    from_hand: u8::try_from(c.cards.len()).ok()?,
                })
            }
        };
        let turn = Turn { row, combination };
        g.check(turn).ok().map(|()| turn)
    }

    /// How far the record replays in `g` from item `from` on, `n` turn lines replayed
    /// before: its turn lines, the next rounds' grids, the final line. Bounded by the game
    /// (every player takes 12 cards) and by [`FIT_ITEMS`].
    fn fit(&self, mut g: Game, from: usize, mut n: usize) -> Fit {
        let failed = |n| Fit { rank: n, n };
        for item in self.record.items.iter().skip(from).take(FIT_ITEMS) {
            match item {
                Item::Comment(_) => {}
                Item::Turn(t) => {
                    if g.phase() != Phase::Play {
                        return failed(n);
                    }
                    let seat = g.to_play();
                    match self.read_turn(&g, t, Some(seat)).map(|turn| g.play(turn)) {
                        Some(Ok(_)) => n += 1,
                        _ => return failed(n),
                    }
                }
                Item::Round(_) if g.phase() == Phase::Deal => {}
                Item::Grid(grid) if g.phase() == Phase::Deal => {
                    if g.deal_rows(&self.rows_of(grid)).is_err() {
                        return failed(n);
                    }
                }
                Item::Final(f) if g.phase() == Phase::Over => {
                    return if self.final_agrees(&g, f) {
                        Fit {
                            rank: Fit::CLEAN,
                            n,
                        }
                    } else {
                        failed(n)
                    };
                }
                _ => return failed(n),
            }
        }
        let rank = match g.phase() {
            Phase::Over => Fit::CLEAN,
            _ => Fit::RECORD,
        };
        Fit { rank, n }
    }

    /// Whether the final line `f` gives every player's final score in `g`, once each.
    fn final_agrees(&self, g: &Game, f: &FinalLine) -> bool {
        let scores = g.final_scores();
        let mut seen = vec![false; scores.len()];
        f.scores.iter().all(|e| {
            self.find_player(&e.player.node).is_some_and(|i| {
                !std::mem::replace(&mut seen[i], true) && scores[i].total == e.points.node
            })
        }) && seen.iter().all(|&s| s)
    }
}
