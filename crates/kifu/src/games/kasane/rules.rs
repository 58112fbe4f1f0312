//! The Colors of Kasane engine: deals, turns, combinations, boxes, rounds and scoring
//! (RULES.md §4).
//!
//! A [`Game`] is driven from outside: [`Game::deal`] lays the grid of each round (the
//! record, or the generator, says which cards), then [`Game::play`] plays one [`Turn`]
//! (take the front card of a row, then maybe complete one combination). Every rule broken
//! is an [`Illegal`] naming it.
//!
//! Decisions where the book is silent (also in RULES.md's spirit, listed in the report):
//! - a combination needs at least two cards (no box is for one card);
//! - the top card of the play area may start a combination only when the player has
//!   completed a combination before and the top card is not a "+1"; it counts in the
//!   number of cards (book example: 6 + 2-4-6 is a four-card Setsu Getsu Fuka);
//! - with the "+1" variant, the combination made after laying a "+1" is taken from the
//!   right end of the hand (the card just taken is not in the hand);
//! - the 3-player variant's marbles (on a box 2 of Juu and of Kasane) are put at the start
//!   of the game (the French book's "après avoir terminé la partie" must mean set-up);
//! - before the last round the pile and every discarded card are shuffled together, and
//!   the grid must come from those; before other rounds, from the pile alone.

use std::fmt;

use arrayvec::ArrayVec;

use super::boxes::{BoxRefusal, BoxTable, Marbles};
use super::cards::{Card, CardCounts, Combination};
use crate::{Message, message};

/// A row of the grid, front card first: at most 5 cards (3 rows of 5 with 3 players,
/// 4 rows of 4 with 4).
pub type Row = ArrayVec<Card, 5>;

/// The grid: at most 4 rows.
pub type Grid = ArrayVec<Row, 4>;

/// The cards of a completed combination: at most 16 (a combination takes at most 15
/// cards from the hand, and maybe the play area's top card).
pub type ComboCards = ArrayVec<Card, 16>;

/// The optional rules of page 8.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Variant {
    /// "Even when a player takes a +1 card, they may also complete a combination."
    pub plus_one_combination: bool,
    /// 3 players: a marble is put on a box 2 of Juu and a box 2 of Kasane at the start.
    pub blocked_twos: bool,
}

/// Everything fixed for a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// 3 or 4.
    pub players: usize,
    /// The points of every box.
    pub boxes: BoxTable,
    /// Optional rules.
    pub variant: Variant,
}

impl Rules {
    /// Default boxes, no variant.
    pub fn new(players: usize) -> Rules {
        Rules {
            players,
            boxes: BoxTable::default(),
            variant: Variant::default(),
        }
    }

    /// Rounds in a game: 4 with 4 players, 3 with 3.
    pub const fn rounds(&self) -> usize {
        self.players
    }

    /// The grid: `(rows, cards per row)`: 4×4 with 4 players, 3×5 with 3.
    pub const fn grid_shape(&self) -> (usize, usize) {
        if self.players == 3 { (3, 5) } else { (4, 4) }
    }

    /// Turns each player plays per round: 3 with 4 players, 4 with 3.
    pub const fn turns_per_round(&self) -> usize {
        let (r, l) = self.grid_shape();
        (r * l - self.players) / self.players
    }
}

/// One turn: the row whose front card is taken (0-based) and maybe a combination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// Row index, 0-based (the notation writes it 1-based).
    pub row: u8,
    /// The combination completed this turn, if any.
    pub combination: Option<Combo>,
}

/// A combination as played: which one, whether the play area's top card starts it, and
/// how many cards come from the right end of the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Combo {
    /// Which combination card.
    pub kind: Combination,
    /// The top card of the play area is the combination's first card.
    pub top: bool,
    /// Cards taken from the right end of the hand (after the card just taken was added).
    pub from_hand: u8,
}

impl Combo {
    /// Number of cards in the combination (what the box counts).
    pub const fn len(&self) -> usize {
        self.from_hand as usize + self.top as usize
    }

    /// Never empty in a legal turn (kept for clippy's `len` convention).
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What a played turn did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnResult {
    /// Who played (index in seating order).
    pub player: usize,
    /// The card taken.
    pub card: Card,
    /// Points scored this turn (the "+1" point and the box).
    pub points: u32,
    /// The completed combination.
    pub completed: Option<Completed>,
    /// This turn ended the round.
    pub round_over: bool,
}

/// A completed combination: its cards in laying order and the box filled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Completed {
    /// Which combination card.
    pub kind: Combination,
    /// The cards, in order (the play area's top card first when used).
    pub cards: ComboCards,
    /// The top card of the play area was used.
    pub top: bool,
    /// Index of the box that got the marble.
    pub box_index: usize,
    /// Its points.
    pub points: u32,
}

/// A turn that breaks a rule. Each variant names the rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// No round is being played: the grid must be dealt first.
    NoGrid,
    /// The game is over.
    GameOver,
    /// The row does not exist.
    NoSuchRow {
        /// The row, 0-based.
        row: u8,
        /// Rows in the grid.
        rows: u8,
    },
    /// The row has no card left.
    EmptyRow {
        /// The row, 0-based.
        row: u8,
    },
    /// A combination in the turn a "+1" card was taken (only with the variant).
    CombinationAfterPlusOne,
    /// The combination would take more cards than the hand holds.
    NotEnoughCards {
        /// Cards wanted.
        wanted: u8,
        /// Cards in the hand (with the card just taken).
        hand: u8,
    },
    /// The top card of the play area is only usable from the second combination on.
    TopCardTooEarly,
    /// The top card of the play area is a "+1", which cannot be used.
    TopCardPlusOne,
    /// The cards do not fulfil the combination's condition.
    NotMatching {
        /// The combination.
        kind: Combination,
    },
    /// The combination card has no box for that many cards.
    NoBox {
        /// The combination.
        kind: Combination,
        /// Number of cards in the combination.
        cards: u8,
    },
    /// Every box for that many cards already has a marble.
    BoxUsed {
        /// The combination.
        kind: Combination,
        /// Number of cards in the combination.
        cards: u8,
    },
}

impl Illegal {
    /// What rule the turn breaks, to say in any language (its `Display` is the English).
    pub fn message(&self) -> Message {
        match *self {
            Illegal::NoGrid => Message::new("kasane-illegal-no-grid"),
            Illegal::GameOver => Message::new("kasane-illegal-game-over"),
            Illegal::NoSuchRow { row, rows } => {
                message!("kasane-illegal-no-such-row", row = row + 1, rows = rows)
            }
            Illegal::EmptyRow { row } => message!("kasane-illegal-empty-row", row = row + 1),
            Illegal::CombinationAfterPlusOne => {
                Message::new("kasane-illegal-combination-after-plus-one")
            }
            Illegal::NotEnoughCards { wanted, hand } => {
                message!("kasane-illegal-not-enough-cards", wanted = wanted, hand = hand)
            }
            Illegal::TopCardTooEarly => Message::new("kasane-illegal-top-card-too-early"),
            Illegal::TopCardPlusOne => Message::new("kasane-illegal-top-card-plus-one"),
            Illegal::NotMatching { kind } => {
                message!("kasane-illegal-not-matching", combination = kind.name())
            }
            Illegal::NoBox { kind, cards } => message!(
                "kasane-illegal-no-box",
                combination = kind.name(),
                cards = cards
            ),
            Illegal::BoxUsed { kind, cards } => message!(
                "kasane-illegal-box-used",
                combination = kind.name(),
                cards = cards
            ),
        }
    }

    /// The rule's identifier, used in diagnostic codes (`kasane::rule::<id>`).
    pub fn id(&self) -> &'static str {
        &self.code()["kasane::rule::".len()..]
    }

    /// The rule's diagnostic code, `kasane::rule::<id>`.
    pub const fn code(&self) -> &'static str {
        match self {
            Illegal::NoGrid => "kasane::rule::no-grid",
            Illegal::GameOver => "kasane::rule::after-end",
            Illegal::NoSuchRow { .. } => "kasane::rule::no-such-row",
            Illegal::EmptyRow { .. } => "kasane::rule::empty-row",
            Illegal::CombinationAfterPlusOne => "kasane::rule::combination-after-plus-one",
            Illegal::NotEnoughCards { .. } => "kasane::rule::not-in-hand",
            Illegal::TopCardTooEarly => "kasane::rule::top-card-too-early",
            Illegal::TopCardPlusOne => "kasane::rule::top-card-plus-one",
            Illegal::NotMatching { .. } => "kasane::rule::not-the-combination",
            Illegal::NoBox { .. } => "kasane::rule::no-box",
            Illegal::BoxUsed { .. } => "kasane::rule::box-used",
        }
    }
}

/// A grid that cannot be dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DealError {
    /// The previous round is not over, or the game is.
    NotNow,
    /// Wrong number of rows or of cards in a row.
    Shape {
        /// Rows the grid must have.
        rows: u8,
        /// Cards per row.
        len: u8,
    },
    /// More copies of a card than are left to deal.
    NotInDeck {
        /// The card.
        card: Card,
        /// Copies left to deal.
        left: u8,
        /// Copies in the grid.
        wanted: u8,
    },
}

impl DealError {
    /// Why the grid cannot be dealt, to say in any language (its `Display` is the
    /// English).
    pub fn message(&self) -> Message {
        match *self {
            DealError::NotNow => Message::new("kasane-deal-not-now"),
            DealError::Shape { rows, len } => {
                message!("kasane-deal-shape", rows = rows, len = len)
            }
            DealError::NotInDeck { card, left, wanted } => message!(
                "kasane-deal-not-in-deck",
                left = left,
                card = card.to_string(),
                wanted = wanted
            ),
        }
    }
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// A grid must be dealt (before each round).
    Deal,
    /// Players take turns.
    Play,
    /// All rounds played.
    Over,
}

/// A game with an invalid number of players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayerCountError(pub usize);

impl PlayerCountError {
    /// The error, to say in any language (its `Display` is the English).
    pub fn message(&self) -> Message {
        message!("kasane-player-count", count = self.0)
    }
}

/// The English of the errors' messages.
macro_rules! said_in_english {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.message(), f)
            }
        }
        impl std::error::Error for $t {}
    )*};
}
said_in_english!(Illegal, DealError, PlayerCountError);

/// A player's hand or play area: held in place, as a player takes [`ALL_CARDS`] cards in
/// a whole game (each card taken goes to the hand or the area, and only moves from the
/// hand to the area).
pub type Cards = ArrayVec<Card, ALL_CARDS>;

/// One player's cards and points.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerState {
    /// The hand, left to right; new cards go to the right end; order never changes.
    pub hand: Cards,
    /// The play area, in laying order (the last is the top card).
    pub area: Cards,
    /// Points scored during play (before final scoring).
    pub score: u32,
    /// Combinations completed.
    pub combinations: u32,
}

impl PlayerState {
    /// The top card of the play area, if it may start a combination.
    pub fn usable_top(&self) -> Result<Card, Illegal> {
        if self.combinations == 0 {
            return Err(Illegal::TopCardTooEarly);
        }
        match self.area.last() {
            Some(&c) if !c.is_plus_one() => Ok(c),
            Some(_) => Err(Illegal::TopCardPlusOne),
            None => Err(Illegal::TopCardTooEarly),
        }
    }
}

/// Final scoring of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FinalScore {
    /// Points scored during play.
    pub play: u32,
    /// Cards in the play area ("+1" cards included).
    pub laid: usize,
    /// Distinct colours in the play area ("+1" cards are no colour).
    pub colours: usize,
    /// The colour bonus (only with 8 or more cards laid).
    pub colour_bonus: u32,
    /// 2 points for laying all 12 cards.
    pub full_bonus: u32,
    /// Everything.
    pub total: u32,
}

/// The colour bonus for `colours` distinct colours: 1→5, 2→4, 3→3, 4→2, 5→0, 6→2, 7→3,
/// 8→4, 9→5 (0 for none).
pub const fn colour_bonus(colours: usize) -> u32 {
    const TABLE: [u32; 10] = [0, 5, 4, 3, 2, 0, 2, 3, 4, 5];
    if colours < TABLE.len() {
        TABLE[colours]
    } else {
        0
    }
}

/// The winners of a game whose final scores are `scores` (in seating order): highest
/// total, then most cards laid; several on a shared win.
pub fn winners_of(scores: &[FinalScore]) -> Vec<usize> {
    let best = scores.iter().map(|s| (s.total, s.laid)).max();
    (0..scores.len())
        .filter(|&i| Some((scores[i].total, scores[i].laid)) == best)
        .collect()
}

/// Cards a player lays in a whole game (12: 3×4 or 4×3 turns).
pub const ALL_CARDS: usize = 12;

/// A game of Colors of Kasane.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    phase: Phase,
    round: usize,
    grid: Grid,
    /// Cards left in the grid (its rows' lengths added up, kept as cards are taken).
    grid_left: usize,
    players: Vec<PlayerState>,
    turn: usize,
    marbles: Marbles,
    pile: CardCounts,
    discards: CardCounts,
}

impl Game {
    /// A new game, before the first deal.
    pub fn new(rules: Rules) -> Result<Game, PlayerCountError> {
        if !(3..=4).contains(&rules.players) {
            return Err(PlayerCountError(rules.players));
        }
        let mut marbles = Marbles::default();
        if rules.players == 3 && rules.variant.blocked_twos {
            for c in [Combination::Juu, Combination::Kasane] {
                if let Ok(i) = marbles.find(&rules.boxes, c, 2) {
                    marbles.put(c, i);
                }
            }
        }
        Ok(Game {
            pile: CardCounts::deck(rules.players),
            // A player takes 12 cards in a game: hand and play area never grow past them.
            players: vec![PlayerState::default(); rules.players],
            rules,
            phase: Phase::Deal,
            round: 0,
            grid: ArrayVec::new(),
            grid_left: 0,
            turn: 0,
            marbles,
            discards: CardCounts::default(),
        })
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The round being played or just finished (1-based; 0 before the first deal).
    pub fn round(&self) -> usize {
        self.round
    }

    /// The grid: rows, front card first.
    pub fn grid(&self) -> &[Row] {
        &self.grid
    }

    /// Cards left in the grid.
    pub fn grid_cards(&self) -> usize {
        self.grid_left
    }

    /// The players, in seating order.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }

    /// The marbles on the combination cards.
    pub fn marbles(&self) -> &Marbles {
        &self.marbles
    }

    /// The cards not dealt yet (face down).
    pub fn pile(&self) -> &CardCounts {
        &self.pile
    }

    /// The grid cards discarded at the end of earlier rounds and not yet shuffled back.
    pub fn discards(&self) -> &CardCounts {
        &self.discards
    }

    /// Whose turn it is (index in seating order).
    pub fn to_play(&self) -> usize {
        self.turn
    }

    /// Who starts round `round` (1-based): the first player passes the marker to the left
    /// each round.
    pub fn first_player(&self, round: usize) -> usize {
        round.saturating_sub(1) % self.rules.players
    }

    /// Whether the next deal is the last round's (when the discards are shuffled in).
    pub fn next_deal_is_last(&self) -> bool {
        self.round + 1 == self.rules.rounds()
    }

    /// The cards the next grid must come from: the pile, plus the discards before the
    /// last round.
    pub fn available(&self) -> CardCounts {
        let mut a = self.pile;
        if self.next_deal_is_last() {
            a.add_all(&self.discards);
        }
        a
    }

    /// Lay the grid of the next round (rows, front card first).
    pub fn deal(&mut self, grid: Vec<Vec<Card>>) -> Result<(), DealError> {
        self.deal_rows(&grid)
    }

    /// [`Game::deal`] from rows the caller keeps (the game copies them).
    pub fn deal_rows<R: AsRef<[Card]>>(&mut self, grid: &[R]) -> Result<(), DealError> {
        if self.phase != Phase::Deal {
            return Err(DealError::NotNow);
        }
        let (rows, len) = self.rules.grid_shape();
        if grid.len() != rows || grid.iter().any(|r| r.as_ref().len() != len) {
            return Err(DealError::Shape {
                rows: rows as u8,
                len: len as u8,
            });
        }
        let mut left = self.available();
        let mut wanted = CardCounts::default();
        for &c in grid.iter().flat_map(AsRef::as_ref) {
            wanted.add(c);
        }
        for c in wanted.cards() {
            if !left.remove(c) {
                return Err(DealError::NotInDeck {
                    card: c,
                    left: self.available().get(c),
                    wanted: wanted.get(c),
                });
            }
        }
        if self.next_deal_is_last() {
            self.discards = CardCounts::default();
        }
        self.pile = left;
        // The shape is checked: at most 4 rows of at most 5 cards.
        self.grid = grid
            .iter()
            .map(|r| r.as_ref().iter().copied().collect())
            .collect();
        self.grid_left = rows * len;
        self.round += 1;
        self.turn = self.first_player(self.round);
        self.phase = Phase::Play;
        Ok(())
    }

    fn check_take(&self, row: u8) -> Result<Card, Illegal> {
        match self.phase {
            Phase::Deal => return Err(Illegal::NoGrid),
            Phase::Over => return Err(Illegal::GameOver),
            Phase::Play => {}
        }
        let r = self.grid.get(row as usize).ok_or(Illegal::NoSuchRow {
            row,
            rows: self.grid.len() as u8,
        })?;
        r.first().copied().ok_or(Illegal::EmptyRow { row })
    }

    /// The cards of a combination if `combo` were played by the player to move after
    /// taking `card`, written into `buf`; returns how many.
    fn combo_cards(&self, card: Card, combo: Combo, buf: &mut [u8; 16]) -> Result<usize, Illegal> {
        let p = &self.players[self.turn];
        if card.is_plus_one() && !self.rules.variant.plus_one_combination {
            return Err(Illegal::CombinationAfterPlusOne);
        }
        let hand_len = p.hand.len() + usize::from(!card.is_plus_one());
        let k = combo.from_hand as usize;
        if k > hand_len || k + usize::from(combo.top) > buf.len() || k == 0 {
            return Err(Illegal::NotEnoughCards {
                wanted: combo.from_hand,
                hand: hand_len as u8,
            });
        }
        let mut n = 0;
        if combo.top {
            if card.is_plus_one() {
                return Err(Illegal::TopCardPlusOne);
            }
            buf[0] = p.usable_top()?.value().unwrap_or(0);
            n = 1;
        }
        let from_old = if card.is_plus_one() { k } else { k - 1 };
        for c in &p.hand[p.hand.len() - from_old..] {
            buf[n] = c.value().unwrap_or(0);
            n += 1;
        }
        if let Some(v) = card.value() {
            buf[n] = v;
            n += 1;
        }
        Ok(n)
    }

    /// Check a combination's cards and boxes; the box it fills.
    fn check_combo(&self, card: Card, combo: Combo) -> Result<usize, Illegal> {
        let mut buf = [0u8; 16];
        let n = self.combo_cards(card, combo, &mut buf)?;
        let cards = &buf[..n];
        if !combo.kind.matches(cards) {
            return Err(Illegal::NotMatching { kind: combo.kind });
        }
        self.marbles
            .find(&self.rules.boxes, combo.kind, n)
            .map_err(|r| match r {
                BoxRefusal::NoBox => Illegal::NoBox {
                    kind: combo.kind,
                    cards: n as u8,
                },
                BoxRefusal::Used => Illegal::BoxUsed {
                    kind: combo.kind,
                    cards: n as u8,
                },
            })
    }

    /// Check a turn without playing it.
    pub fn check(&self, turn: Turn) -> Result<(), Illegal> {
        let card = self.check_take(turn.row)?;
        if let Some(combo) = turn.combination {
            self.check_combo(card, combo)?;
        }
        Ok(())
    }

    /// The box a turn's combination would fill and its points (`None` without a
    /// combination), or why the turn is illegal.
    pub fn preview(&self, turn: Turn) -> Result<Option<(usize, u32)>, Illegal> {
        let card = self.check_take(turn.row)?;
        match turn.combination {
            None => Ok(None),
            Some(combo) => {
                let i = self.check_combo(card, combo)?;
                let points = self
                    .rules
                    .boxes
                    .boxes(combo.kind)
                    .get(i)
                    .map_or(0, |b| b.points);
                Ok(Some((i, points)))
            }
        }
    }

    /// The card at the front of `row` (0-based), if any.
    pub fn front(&self, row: u8) -> Option<Card> {
        self.grid.get(row as usize).and_then(|r| r.first().copied())
    }

    /// Every combination the player to move could complete after taking from `row`
    /// (no allocation besides `out`, which is cleared first).
    pub fn combinations_after(&self, row: u8, out: &mut Vec<Combo>) {
        out.clear();
        let Ok(card) = self.check_take(row) else {
            return;
        };
        if card.is_plus_one() && !self.rules.variant.plus_one_combination {
            return;
        }
        let p = &self.players[self.turn];
        let hand_len = p.hand.len() + usize::from(!card.is_plus_one());
        let top_ok = !card.is_plus_one() && p.usable_top().is_ok();
        for kind in Combination::ALL {
            for top in [false, true] {
                if top && !top_ok {
                    continue;
                }
                for k in 1..=hand_len.min(15) {
                    let combo = Combo {
                        kind,
                        top,
                        from_hand: k as u8,
                    };
                    if self.check_combo(card, combo).is_ok() {
                        out.push(combo);
                    }
                }
            }
        }
    }

    /// Every legal turn, into `out` (cleared first): each non-empty row without a
    /// combination, then with each possible combination.
    pub fn legal_turns_into(&self, out: &mut Vec<Turn>) {
        out.clear();
        if self.phase != Phase::Play {
            return;
        }
        let mut combos = Vec::new();
        for row in 0..self.grid.len() as u8 {
            if self.front(row).is_none() {
                continue;
            }
            out.push(Turn {
                row,
                combination: None,
            });
            self.combinations_after(row, &mut combos);
            out.extend(combos.iter().map(|&c| Turn {
                row,
                combination: Some(c),
            }));
        }
    }

    /// Every legal turn.
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut v = Vec::new();
        self.legal_turns_into(&mut v);
        v
    }

    /// Play a turn.
    pub fn play(&mut self, turn: Turn) -> Result<TurnResult, Illegal> {
        let card = self.check_take(turn.row)?;
        let box_index = match turn.combination {
            Some(combo) => Some(self.check_combo(card, combo)?),
            None => None,
        };
        Ok(self.play_checked(turn, card, box_index))
    }

    /// [`Game::play`] for a turn already found legal in this state (the replay checks each
    /// turn once, to explain what is wrong): `card` is the front card of its row, and
    /// `box_index` the box its combination fills, as [`Game::preview`] gives them.
    pub(super) fn play_checked(
        &mut self,
        turn: Turn,
        card: Card,
        box_index: Option<usize>,
    ) -> TurnResult {
        let box_index = turn.combination.zip(box_index);
        let player = self.turn;
        // The front card leaves its row (a few bytes moved in place).
        let row = &mut self.grid[turn.row as usize];
        for k in 1..row.len() {
            row[k - 1] = row[k];
        }
        row.pop();
        self.grid_left = self.grid_left.saturating_sub(1);
        let p = &mut self.players[player];
        let mut points = 0;
        if card.is_plus_one() {
            p.area.push(card);
            points += 1;
        } else {
            p.hand.push(card);
        }
        let mut completed = None;
        if let Some((combo, i)) = box_index {
            let k = combo.from_hand as usize;
            let start = p.hand.len() - k;
            let mut cards = ComboCards::new();
            if combo.top {
                cards.extend(p.area.last().copied());
            }
            // At most 12 cards from the hand (a player takes 12 in a game), after at most
            // one top card: they fit in the combination and in the play area.
            let _ = cards.try_extend_from_slice(&p.hand[start..]);
            let _ = p.area.try_extend_from_slice(&p.hand[start..]);
            p.hand.truncate(start);
            let pts = self.rules.boxes.boxes(combo.kind)[i].points;
            points += pts;
            p.combinations += 1;
            self.marbles.put(combo.kind, i);
            completed = Some(Completed {
                kind: combo.kind,
                cards,
                top: combo.top,
                box_index: i,
                points: pts,
            });
        }
        p.score += points;
        let round_over = self.grid_cards() <= self.rules.players;
        if round_over {
            for &c in self.grid.iter().flatten() {
                self.discards.add(c);
            }
            self.grid.iter_mut().for_each(ArrayVec::clear);
            self.grid_left = 0;
            self.phase = if self.round >= self.rules.rounds() {
                Phase::Over
            } else {
                Phase::Deal
            };
        } else {
            self.turn = if self.turn + 1 == self.rules.players {
                0
            } else {
                self.turn + 1
            };
        }
        TurnResult {
            player,
            card,
            points,
            completed,
            round_over,
        }
    }

    /// Final scoring (meaningful once the game is over; computed from the current state
    /// at any time).
    pub fn final_scores(&self) -> Vec<FinalScore> {
        self.players
            .iter()
            .map(|p| {
                let laid = p.area.len();
                let mut seen = [false; 10];
                for c in &p.area {
                    if let Some(v) = c.value() {
                        seen[v as usize] = true;
                    }
                }
                let colours = seen.iter().filter(|&&s| s).count();
                let colour_bonus = if laid >= 8 { colour_bonus(colours) } else { 0 };
                let full_bonus = if laid >= ALL_CARDS { 2 } else { 0 };
                FinalScore {
                    play: p.score,
                    laid,
                    colours,
                    colour_bonus,
                    full_bonus,
                    total: p.score + colour_bonus + full_bonus,
                }
            })
            .collect()
    }

    /// The winners: highest total, then most cards laid; several on a shared win.
    pub fn winners(&self) -> Vec<usize> {
        winners_of(&self.final_scores())
    }

    /// Number of turn sequences of `depth` turns from here, within the current round
    /// (a round's grid is known, so this is well defined; it stops at the round's end).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 || self.phase != Phase::Play {
            return 1;
        }
        let turns = self.legal_turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns
            .into_iter()
            .map(|t| {
                let mut g = self.clone();
                match g.play(t) {
                    Ok(_) => g.perft(depth - 1),
                    Err(_) => 0,
                }
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(n: u8) -> Card {
        Card::number(n).unwrap_or(Card::PLUS_ONE)
    }

    fn row(v: &[u8]) -> Vec<Card> {
        v.iter().map(|&n| c(n)).collect()
    }

    /// A combination of `from_hand` cards from the hand, after the top card if `top`.
    fn combo(kind: Combination, top: bool, from_hand: u8) -> Combo {
        Combo {
            kind,
            top,
            from_hand,
        }
    }

    /// Take the front card of `row`, maybe completing `combination`.
    fn take(row: u8, combination: Option<Combo>) -> Turn {
        Turn { row, combination }
    }

    /// A hand or a play area.
    fn cards(v: &[u8]) -> Cards {
        v.iter().map(|&n| c(n)).collect()
    }

    fn four() -> Game {
        Game::new(Rules::new(4)).unwrap()
    }

    /// A game of `rules` (4 players) with its first grid dealt: `first`, 9 9 9 9,
    /// 8 8 8 8, `last`.
    fn dealt(rules: Rules, first: &[u8], last: &[u8]) -> Game {
        let mut g = Game::new(rules).unwrap();
        g.deal(vec![row(first), row(&[9; 4]), row(&[8; 4]), row(last)])
            .unwrap();
        g
    }

    #[test]
    fn player_counts() {
        assert!(Game::new(Rules::new(2)).is_err());
        assert!(Game::new(Rules::new(5)).is_err());
        assert_eq!(Rules::new(3).turns_per_round(), 4);
        assert_eq!(Rules::new(4).turns_per_round(), 3);
    }

    #[test]
    fn deal_checks_shape_and_deck() {
        let mut g = four();
        assert!(matches!(
            g.deal(vec![row(&[1, 2, 3]); 4]),
            Err(DealError::Shape { rows: 4, len: 4 })
        ));
        let sixes = vec![
            row(&[6, 6, 6, 6]),
            row(&[6, 6, 1, 1]),
            row(&[1, 1, 2, 2]),
            row(&[2, 2, 3, 3]),
        ];
        assert!(matches!(
            g.deal(sixes),
            Err(DealError::NotInDeck {
                left: 5,
                wanted: 6,
                ..
            })
        ));
        assert_eq!(g.play(take(0, None)), Err(Illegal::NoGrid));
    }

    #[test]
    fn book_example_kagen_no_tsuki() {
        // Player A holds 6-7-3-2, takes a 1 and lays 3-2-1 for 3 points.
        let mut g = dealt(Rules::new(4), &[6, 7, 3, 2], &[1, 5, 5, 5]);
        g.players[0].hand = cards(&[6, 7, 3, 2]);
        let turn = take(3, Some(combo(Combination::KagenNoTsuki, false, 3)));
        let r = g.play(turn).unwrap();
        assert_eq!(r.points, 3);
        assert_eq!(g.players[0].hand, cards(&[6, 7]));
        assert_eq!(g.players[0].area, cards(&[3, 2, 1]));
        assert_eq!(g.to_play(), 1);
    }

    #[test]
    fn book_example_top_card() {
        // Player B has laid 8-7-6, holds 3-2-4, takes a 6: 6 + 2-4-6 is Setsu Getsu Fuka
        // with four cards (4 points); 6 + 6 would be a two-card Kasane.
        let mut g = dealt(Rules::new(4), &[1, 6, 3, 2], &[1, 5, 5, 5]);
        g.turn = 0;
        g.players[0].hand = cards(&[3, 2, 4]);
        g.players[0].area = cards(&[8, 7, 6]);
        let mut combos = Vec::new();
        g.combinations_after(0, &mut combos);
        // 3-2-4-1 adds up to 10: only Juu with four cards.
        assert_eq!(combos, vec![combo(Combination::Juu, false, 4)]);
        g.combinations_after(3, &mut combos);
        let setsu = combo(Combination::SetsuGetsuFuka, true, 3);
        // Not yet: the player has completed no combination.
        assert_eq!(g.check(take(0, Some(setsu))), Err(Illegal::TopCardTooEarly));
        g.players[0].combinations = 1;
        g.grid[0].remove(0);
        g.combinations_after(0, &mut combos);
        assert!(combos.contains(&setsu));
        assert!(combos.contains(&combo(Combination::Kasane, true, 1)));
        let r = g.play(take(0, Some(setsu))).unwrap();
        assert_eq!(r.points, 4);
        assert_eq!(g.players[0].area, cards(&[8, 7, 6, 2, 4, 6]));
        assert_eq!(g.players[0].hand, cards(&[3]));
    }

    #[test]
    fn plus_one_is_laid_and_blocks_combinations_but_with_the_variant() {
        let kasane = combo(Combination::Kasane, false, 2);
        for variant in [false, true] {
            let mut rules = Rules::new(4);
            rules.variant.plus_one_combination = variant;
            let mut g = dealt(rules, &[0, 6, 3, 2], &[1, 5, 5, 5]);
            g.players[0].hand = cards(&[5, 5]);
            if variant {
                // The +1 card is laid, then the combination: 1 + 1 points.
                assert_eq!(g.play(take(0, Some(kasane))).unwrap().points, 2);
                assert!(g.players[0].hand.is_empty());
                continue;
            }
            assert_eq!(
                g.check(take(0, Some(kasane))),
                Err(Illegal::CombinationAfterPlusOne)
            );
            let r = g.play(take(0, None)).unwrap();
            assert_eq!((r.card, r.points), (Card::PLUS_ONE, 1));
            assert_eq!(g.players[0].area[..], [Card::PLUS_ONE]);
            assert_eq!(g.players[0].hand.len(), 2);
        }
    }

    #[test]
    fn a_box_is_used_once() {
        let mut g = dealt(Rules::new(4), &[3, 3, 3, 2], &[1, 5, 5, 5]);
        for p in &mut g.players {
            p.hand = cards(&[4, 5]);
        }
        let asanoha = combo(Combination::Asanoha, false, 3);
        g.grid[0] = row(&[7, 7, 7, 7]).into_iter().collect();
        let turn = take(0, Some(asanoha));
        assert_eq!(g.play(turn).unwrap().points, 4);
        assert_eq!(g.play(turn).unwrap().points, 3);
        assert_eq!(
            g.check(turn),
            Err(Illegal::BoxUsed {
                kind: Combination::Asanoha,
                cards: 3
            })
        );
        let juu = combo(Combination::Juu, false, 1);
        assert!(g.check(take(0, Some(juu))).is_err());
    }

    #[test]
    fn rounds_reshuffle_and_end() {
        // Deal four rounds of a 4-player game, always taking from the first rows; the last
        // grid must use discarded cards.
        let mut g = four();
        let mut turns = 0;
        while g.phase() != Phase::Over {
            let cards: Vec<Card> = g.available().cards().collect();
            assert!(
                cards.len() >= 16,
                "round {}: {} cards",
                g.round() + 1,
                cards.len()
            );
            if g.next_deal_is_last() {
                assert_eq!(cards.len(), 16);
            }
            let grid: Vec<Vec<Card>> = cards[..16].chunks(4).map(<[Card]>::to_vec).collect();
            g.deal(grid).unwrap();
            assert_eq!(g.to_play(), (g.round() - 1) % 4);
            while g.phase() == Phase::Play {
                let t = g.legal_turns()[0];
                g.play(t).unwrap();
                turns += 1;
            }
        }
        assert_eq!(turns, 48);
        assert_eq!(g.round(), 4);
        assert!(
            g.players()
                .iter()
                .all(|p| p.hand.len() + p.area.len() == 12)
        );
        assert_eq!(g.play(take(0, None)), Err(Illegal::GameOver));
    }

    #[test]
    fn three_players_leave_two_cards() {
        let mut g = Game::new(Rules::new(3)).unwrap();
        let mut last = 0;
        while g.phase() != Phase::Over {
            let cards: Vec<Card> = g.available().cards().collect();
            last = cards.len();
            g.deal(cards[..15].chunks(5).map(<[Card]>::to_vec).collect())
                .unwrap();
            while g.phase() == Phase::Play {
                let t = g.legal_turns()[0];
                g.play(t).unwrap();
            }
        }
        assert_eq!(last, 17);
    }

    #[test]
    fn final_scoring_and_ties() {
        let mut g = four();
        g.players[0].area = cards(&[1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 8, 8]);
        g.players[0].score = 10;
        g.players[1].area = cards(&[1, 1, 1, 1, 1, 1, 1]);
        g.players[1].score = 17;
        g.players[2].area = cards(&[2, 2, 2, 2, 2, 2, 2, 2]);
        g.players[2].score = 12;
        let s = g.final_scores();
        assert_eq!(
            (s[0].colours, s[0].colour_bonus, s[0].full_bonus, s[0].total),
            (8, 4, 2, 16)
        );
        assert_eq!((s[1].colour_bonus, s[1].total), (0, 17));
        assert_eq!((s[2].colour_bonus, s[2].total), (5, 17));
        assert_eq!(g.winners(), vec![2]);
        // 8 ones: 1 colour, 5 more points; same total and same cards laid → shared.
        g.players[1].area.push(c(1));
        g.players[1].score = 12;
        assert_eq!(g.winners(), vec![1, 2]);
        assert_eq!(colour_bonus(5), 0);
        assert_eq!(colour_bonus(9), 5);
    }

    #[test]
    fn three_player_variant_blocks_two_boxes() {
        let mut rules = Rules::new(3);
        rules.variant.blocked_twos = true;
        let g = Game::new(rules).unwrap();
        assert!(g.marbles().is_used(Combination::Juu, 0));
        assert!(g.marbles().is_used(Combination::Kasane, 0));
        assert!(!g.marbles().is_used(Combination::Kasane, 1));
    }

    #[test]
    fn perft_counts_turns() {
        let g = dealt(Rules::new(4), &[1, 9, 3, 2], &[0, 5, 5, 5]);
        assert_eq!(g.perft(1), 4);
        // second player: 4 rows; no hand yet, so no combination
        assert_eq!(g.perft(2), 16);
    }
}
