//! The Kaitō rules engine (RULES.md §3): positions, legal turns, playing a turn.
//!
//! A **turn** is a [`Move`]: the Kaito's destination square (it captures the token
//! there) plus an optional Mon [`Exchange`] made after the move. [`Position::play`]
//! checks a whole turn and says precisely which rule it breaks ([`Illegal`]). The same
//! turn can be played in two steps — [`Position::move_kaito`] then
//! [`Moved::exchange`] and [`Moved::finish`] — which is what a record replayer needs to
//! report a problem with the move apart from a problem with the exchange (and a second
//! exchange written in the same turn).
//!
//! [`Position`] is a small `Copy` value; turns are generated into a fixed-capacity
//! [`MoveList`] without the heap.
//!
//! Counting for [`Position::perft`]: every distinct turn counts once, i.e. every
//! destination without an exchange, plus every destination with each possible exchange
//! (which token is bought and how many Mon tokens of each value are paid; Mon tokens of
//! the same value are interchangeable, so paying "3+2" is one choice however many 3-Mon
//! and 2-Mon tokens are held).

use std::fmt;

use arrayvec::ArrayVec;

use super::board::{ByKind, BySide, Kind, Layout, Piece, Side, Square, Token, side_term};
use crate::message::{Arg, Message};

/// What a player can buy back with a Mon exchange.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Buy {
    /// A Katana, for at least 4 Mons.
    Katana,
    /// A Kabuto, for at least 5 Mons.
    Kabuto,
}

impl Buy {
    /// Both, Katana first.
    pub const ALL: [Buy; 2] = [Buy::Katana, Buy::Kabuto];

    /// The least number of Mons that buys it.
    pub const fn price(self) -> u8 {
        match self {
            Buy::Katana => 4,
            Buy::Kabuto => 5,
        }
    }

    /// The token kind bought.
    pub const fn kind(self) -> Kind {
        match self {
            Buy::Katana => Kind::Katana,
            Buy::Kabuto => Kind::Kabuto,
        }
    }

    /// A Katana or a Kabuto; `None` for a Mon token.
    pub const fn from_kind(kind: Kind) -> Option<Buy> {
        match kind {
            Kind::Katana => Some(Buy::Katana),
            Kind::Kabuto => Some(Buy::Kabuto),
            _ => None,
        }
    }
}

/// The Mon tokens paid in an exchange: how many tokens of 1, 2 and 3 Mons.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Payment {
    /// `tokens[v - 1]` = number of `v`-Mon tokens paid.
    pub tokens: [u8; 3],
}

impl Payment {
    /// From the Mon values of the tokens paid, e.g. `[3, 2]`. `None` if a value is not
    /// 1, 2 or 3.
    pub fn from_values(values: &[u8]) -> Option<Payment> {
        let mut p = Payment::default();
        for &v in values {
            let slot = p.tokens.get_mut(usize::from(v).checked_sub(1)?)?;
            *slot = slot.saturating_add(1);
        }
        Some(p)
    }

    /// How many `mons`-Mon tokens (1..=3) are paid.
    pub fn count(self, mons: u8) -> u8 {
        usize::from(mons)
            .checked_sub(1)
            .and_then(|i| self.tokens.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// Total Mons paid.
    pub fn total(self) -> u32 {
        (1..=3u8)
            .map(|v| u32::from(v) * u32::from(self.count(v)))
            .sum()
    }

    /// The values of the tokens paid, largest first (`[3, 2]`).
    pub fn values(self) -> impl Iterator<Item = u8> {
        (1..=3u8)
            .rev()
            .flat_map(move |v| std::iter::repeat_n(v, usize::from(self.count(v))))
    }
}

impl fmt::Display for Payment {
    /// `3+2`, largest first (`0` for an empty payment).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for v in self.values() {
            if !first {
                f.write_str("+")?;
            }
            write!(f, "{v}")?;
            first = false;
        }
        if first {
            f.write_str("0")?;
        }
        Ok(())
    }
}

/// A Mon exchange: buy back one of your Katana or Kabuto held by the opponent, paying
/// with opponent Mon tokens you captured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Exchange {
    /// What is bought back.
    pub buy: Buy,
    /// The Mon tokens paid.
    pub pay: Payment,
}

impl fmt::Display for Exchange {
    /// The notation form: `H 3+2`, `S 2+2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.buy.kind().letter(), self.pay)
    }
}

/// One turn: the Kaito's destination (capturing the token there), then an optional
/// exchange.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the Kaito goes.
    pub to: Square,
    /// The Mon exchange made after the move, if any.
    pub exchange: Option<Exchange>,
}

impl Move {
    /// A move without an exchange.
    pub const fn to(to: Square) -> Move {
        Move { to, exchange: None }
    }
}

impl fmt::Display for Move {
    /// The notation form without the capture: `c2`, `a6 = H 3+2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to)?;
        if let Some(e) = self.exchange {
            write!(f, " = {e}")?;
        }
        Ok(())
    }
}

/// How a game was lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Loss {
    /// The loser's last Kabuto left the 6x6 square.
    LastKabuto,
    /// The loser's last Katana left the 6x6 square.
    LastKatana,
    /// It was the loser's turn and the Kaito could not move.
    KaitoStuck,
}

impl Loss {
    /// Stable name (JSON): `last-kabuto`, `last-katana`, `kaito-stuck`.
    pub const fn name(self) -> &'static str {
        match self {
            Loss::LastKabuto => "last-kabuto",
            Loss::LastKatana => "last-katana",
            Loss::KaitoStuck => "kaito-stuck",
        }
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// Who lost.
    pub loser: Side,
    /// Why.
    pub reason: Loss,
}

impl Outcome {
    /// Who won.
    pub const fn winner(self) -> Side {
        self.loser.other()
    }
}

impl Outcome {
    /// `Red wins: Black lost their last Kabuto` (the `Display` form), joined from its
    /// parts without the formatting machinery: a finished record's summary.
    pub fn text(self) -> String {
        let why = match self.reason {
            Loss::LastKabuto => "lost their last Kabuto",
            Loss::LastKatana => "lost their last Katana",
            Loss::KaitoStuck => "could not move the Kaito",
        };
        [
            self.winner().title(),
            " wins: ",
            self.loser.title(),
            " ",
            why,
        ]
        .concat()
    }
}

impl Outcome {
    /// `Red wins: Black lost their last Kabuto`, in any language ([`Outcome::text`] is
    /// the English, joined without the catalogue).
    pub fn message(self) -> Message {
        let id = match self.reason {
            Loss::LastKabuto => "kaito-outcome-last-kabuto",
            Loss::LastKatana => "kaito-outcome-last-katana",
            Loss::KaitoStuck => "kaito-outcome-kaito-stuck",
        };
        crate::message!(
            id,
            winner = Arg::Term(side_term(self.winner())),
            loser = Arg::Term(side_term(self.loser))
        )
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// Why a turn is illegal. Each variant names the rule it breaks ([`Illegal::rule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The game is already over.
    GameOver(Outcome),
    /// The Kaito must move: the destination is its own square.
    StandsStill {
        /// The Kaito's square.
        at: Square,
    },
    /// The Kaito moves only vertically or horizontally.
    NotOrthogonal {
        /// The Kaito's square.
        from: Square,
        /// The destination written.
        to: Square,
    },
    /// The Kaito must end its move on a token.
    EmptyDestination {
        /// The empty square.
        at: Square,
    },
    /// At most one exchange per turn.
    SecondExchange,
    /// The move just made ended the game (RULES.md decision: the loss is checked after
    /// the capture, before any exchange), so no exchange can follow.
    ExchangeAfterEnd(Outcome),
    /// Only your own tokens that the opponent holds can be bought back.
    NotHeldByOpponent {
        /// What was to be bought.
        buy: Buy,
    },
    /// The payer does not hold that many opponent Mon tokens of that value.
    MonNotHeld {
        /// The token value, 1..=3.
        mons: u8,
        /// How many such tokens were paid.
        paid: u8,
        /// How many the payer holds.
        held: u8,
    },
    /// The payment is below the price (5 Mons for a Kabuto, 4 for a Katana).
    ExchangeTooCheap {
        /// What was to be bought.
        buy: Buy,
        /// Mons paid.
        paid: u32,
    },
}

crate::rule_names!("kaito", Illegal {
    Illegal::GameOver(_) => "game-over",
    Illegal::StandsStill { .. } => "stands-still",
    Illegal::NotOrthogonal { .. } => "not-orthogonal",
    Illegal::EmptyDestination { .. } => "empty-destination",
    Illegal::SecondExchange => "second-exchange",
    Illegal::ExchangeAfterEnd(_) => "exchange-after-end",
    Illegal::NotHeldByOpponent { .. } => "not-held-by-opponent",
    Illegal::MonNotHeld { .. } => "mon-not-held",
    Illegal::ExchangeTooCheap { .. } => "exchange-too-cheap",
});

impl Illegal {
    /// Whether the problem is with the exchange rather than with the move.
    pub const fn is_exchange(self) -> bool {
        matches!(
            self,
            Illegal::SecondExchange
                | Illegal::ExchangeAfterEnd(_)
                | Illegal::NotHeldByOpponent { .. }
                | Illegal::MonNotHeld { .. }
                | Illegal::ExchangeTooCheap { .. }
        )
    }
}

impl Illegal {
    /// Which rule the turn breaks, in any language.
    pub fn message(self) -> Message {
        match self {
            Illegal::GameOver(o) => crate::message!("kaito-rule-game-over", outcome = o.message()),
            Illegal::StandsStill { at } => {
                crate::message!("kaito-rule-stands-still", at = at.to_string())
            }
            Illegal::NotOrthogonal { from, to } => crate::message!(
                "kaito-rule-not-orthogonal",
                from = from.to_string(),
                to = to.to_string()
            ),
            Illegal::EmptyDestination { at } => {
                crate::message!("kaito-rule-empty-destination", at = at.to_string())
            }
            Illegal::SecondExchange => Message::new("kaito-rule-second-exchange"),
            Illegal::ExchangeAfterEnd(o) => {
                crate::message!("kaito-rule-exchange-after-end", outcome = o.message())
            }
            Illegal::NotHeldByOpponent { buy } => crate::message!(
                "kaito-rule-not-held-by-opponent",
                buy = Arg::Term(buy.kind().term())
            ),
            Illegal::MonNotHeld { mons, paid, held } => crate::message!(
                "kaito-rule-mon-not-held",
                paid = paid,
                mons = mons,
                held = held
            ),
            Illegal::ExchangeTooCheap { buy, paid } => crate::message!(
                "kaito-rule-exchange-too-cheap",
                paid = paid,
                buy = Arg::Term(buy.kind().term()),
                price = buy.price()
            ),
        }
    }
}

/// English, as [`Illegal::message`] says it.
impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for Illegal {}

/// Up to 10 destinations × (no exchange + 2 × 36 payments): enough for any position.
pub type MoveList = ArrayVec<Move, 730>;

/// Possible exchanges after one move: 2 kinds × (4 × 3 × 3) payments at most.
pub type ExchangeList = ArrayVec<Exchange, 72>;

/// A Kaitō position between two turns.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: [Option<Piece>; Square::COUNT],
    /// Bit `i` set: square `i` holds a token (kept in step with `board`).
    occupied: u64,
    pub(crate) kaito: Square,
    pub(crate) turn: Side,
    /// `held[s]`: the opponent's tokens that `s` captured (face up), by kind.
    pub(crate) held: BySide<ByKind<u8>>,
    /// Tokens of each colour on the board, by kind (kept in step with `board`).
    pub(crate) on_board: BySide<ByKind<u8>>,
    pub(crate) result: Option<Outcome>,
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

/// Why a starting set-up or a hand-made position is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The Kaito starts on the square of one of the two white tokens.
    NotAWhiteSquare {
        /// Where it was put.
        square: Square,
        /// The two white squares.
        whites: [Square; 2],
    },
    /// More tokens of a kind and colour than the game has.
    TooMany {
        /// The colour.
        side: Side,
        /// The kind.
        kind: Kind,
        /// How many were given.
        found: u32,
        /// How many the game has.
        max: u8,
    },
    /// Both sides have already lost a last Kabuto or Katana: no game reaches that.
    BothLost,
}

impl SetupError {
    /// What is wrong, in any language.
    pub fn message(&self) -> Message {
        match *self {
            SetupError::NotAWhiteSquare { square, whites } => crate::message!(
                "kaito-setup-not-a-white-square",
                first = whites[0].to_string(),
                second = whites[1].to_string(),
                square = square.to_string()
            ),
            SetupError::TooMany {
                side,
                kind,
                found,
                max,
            } => crate::message!(
                "kaito-setup-too-many",
                found = found,
                piece = Arg::Term(Piece::new(side, kind).term()),
                max = max
            ),
            SetupError::BothLost => Message::new("kaito-setup-both-lost"),
        }
    }
}

/// English, as [`SetupError::message`] says it.
impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for SetupError {}

/// `LINES[i]`: the squares on the rank and the file of square `i`, other than `i`
/// itself, one bit each (bit `j` = square `j`): where the Kaito on `i` can go.
const LINES: [u64; Square::COUNT] = {
    let mut lines = [0u64; Square::COUNT];
    let mut i = 0;
    while i < Square::COUNT {
        let mut j = 0;
        while j < Square::COUNT {
            if i != j && (i % 6 == j % 6 || i / 6 == j / 6) {
                lines[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    lines
};

/// The tokens of a layout on the board (the white tokens leave it).
fn board_of(layout: &Layout) -> [Option<Piece>; Square::COUNT] {
    layout.squares().map(|t| match t {
        Token::Piece(p) => Some(p),
        Token::White => None,
    })
}

/// The result of moving the Kaito, before the optional exchange ends the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moved {
    position: Position,
    captured: Piece,
    exchanged: Option<Exchange>,
}

impl Moved {
    /// The token the Kaito captured.
    pub fn captured(&self) -> Piece {
        self.captured
    }

    /// The exchange made so far this turn.
    pub fn exchanged(&self) -> Option<Exchange> {
        self.exchanged
    }

    /// The position in the middle of the turn (the mover is still [`Position::turn`]).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whether the capture ended the game.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.result
    }

    /// Why `ex` cannot be made now, if it cannot.
    pub fn check_exchange(&self, ex: Exchange) -> Result<(), Illegal> {
        if self.exchanged.is_some() {
            return Err(Illegal::SecondExchange);
        }
        let p = &self.position;
        if let Some(o) = p.result {
            return Err(Illegal::ExchangeAfterEnd(o));
        }
        let me = p.turn;
        if p.held[me.other()][ex.buy.kind()] == 0 {
            return Err(Illegal::NotHeldByOpponent { buy: ex.buy });
        }
        for mons in 1..=3u8 {
            let paid = ex.pay.count(mons);
            let held = Kind::mon(mons).map_or(0, |k| p.held[me][k]);
            if paid > held {
                return Err(Illegal::MonNotHeld { mons, paid, held });
            }
        }
        let paid = ex.pay.total();
        if paid < u32::from(ex.buy.price()) {
            return Err(Illegal::ExchangeTooCheap { buy: ex.buy, paid });
        }
        Ok(())
    }

    /// Make the turn's exchange: the paid Mon tokens leave the game and the bought token
    /// is put on the Kaito's square, under the Kaito.
    pub fn exchange(&self, ex: Exchange) -> Result<Moved, Illegal> {
        self.check_exchange(ex)?;
        let mut m = *self;
        let p = &mut m.position;
        let me = p.turn;
        for mons in 1..=3u8 {
            if let Some(k) = Kind::mon(mons) {
                p.held[me][k] -= ex.pay.count(mons);
            }
        }
        let kind = ex.buy.kind();
        p.held[me.other()][kind] -= 1;
        p.board[p.kaito.index()] = Some(Piece::new(me, kind));
        p.occupied |= 1 << p.kaito.index();
        p.on_board[me][kind] += 1;
        m.exchanged = Some(ex);
        Ok(m)
    }

    /// Every exchange possible now (none if the capture ended the game).
    pub fn exchanges(&self) -> ExchangeList {
        let mut list = ExchangeList::new();
        if self.exchanged.is_none() {
            self.position.exchanges_into(&mut list);
        }
        list
    }

    /// End the turn: the opponent is to move, and loses at once if the Kaito cannot move.
    pub fn finish(&self) -> Position {
        let mut p = self.position;
        p.turn = p.turn.other();
        if p.result.is_none() && !p.can_move() {
            p.result = Some(Outcome {
                loser: p.turn,
                reason: Loss::KaitoStuck,
            });
        }
        p
    }
}

impl Position {
    /// The start of a game: the layout without its two white tokens, the Kaito on
    /// `kaito` (one of the white tokens' squares, chosen by the second player) showing
    /// the first player's colour, and `first` to move.
    pub fn setup(layout: &Layout, first: Side, kaito: Square) -> Result<Position, SetupError> {
        let whites = layout.white_squares();
        if !whites.contains(&kaito) {
            return Err(SetupError::NotAWhiteSquare {
                square: kaito,
                whites,
            });
        }
        // A checked layout has every token once: no count problem, nobody has lost.
        Ok(Position::build(
            board_of(layout),
            kaito,
            first,
            BySide::default(),
        ))
    }

    /// The start of a game on [`Layout::sample`]: Red first, the Kaito on b3. For
    /// `perft` and benchmarks when no position is given.
    pub fn sample() -> Position {
        let layout = Layout::sample();
        let kaito = layout.white_squares()[0];
        Position::build(board_of(&layout), kaito, Side::Red, BySide::default())
    }

    /// Build a position from its parts: the tokens on the board, the Kaito's square
    /// (which may hold a token under the Kaito), the side to move (the Kaito's colour)
    /// and each side's captured opponent tokens. Tokens given nowhere are out of the
    /// game. The result (a lost last Kabuto or Katana, or a stuck Kaito) is derived.
    pub fn from_parts(
        board: [Option<Piece>; Square::COUNT],
        kaito: Square,
        turn: Side,
        held: BySide<ByKind<u8>>,
    ) -> Result<Position, SetupError> {
        let mut on_board = BySide([ByKind([0u8; 5]); 2]);
        for p in board.iter().flatten() {
            on_board[p.side][p.kind] += 1;
        }
        for side in Side::ALL {
            for kind in Kind::ALL {
                let found = u32::from(on_board[side][kind]) + u32::from(held[side.other()][kind]);
                if found > u32::from(kind.per_side()) {
                    return Err(SetupError::TooMany {
                        side,
                        kind,
                        found,
                        max: kind.per_side(),
                    });
                }
            }
        }
        if Side::ALL
            .into_iter()
            .all(|s| on_board[s][Kind::Kabuto] == 0 || on_board[s][Kind::Katana] == 0)
        {
            return Err(SetupError::BothLost);
        }
        Ok(Position::build(board, kaito, turn, held))
    }

    /// The position from its parts, with its result derived (if both sides have lost a
    /// last Kabuto or Katana, Red's loss is the one recorded; callers rule that out).
    fn build(
        board: [Option<Piece>; Square::COUNT],
        kaito: Square,
        turn: Side,
        held: BySide<ByKind<u8>>,
    ) -> Position {
        let mut on_board = BySide([ByKind([0u8; 5]); 2]);
        let mut occupied = 0u64;
        for (i, p) in board.iter().enumerate() {
            if let Some(p) = p {
                on_board[p.side][p.kind] = on_board[p.side][p.kind].saturating_add(1);
                occupied |= 1 << i;
            }
        }
        let mut p = Position {
            board,
            occupied,
            kaito,
            turn,
            held,
            on_board,
            result: None,
        };
        p.result = Side::ALL.into_iter().find_map(|s| p.lost_by_capture(s));
        if p.result.is_none() && !p.can_move() {
            p.result = Some(Outcome {
                loser: turn,
                reason: Loss::KaitoStuck,
            });
        }
        p
    }

    fn lost_by_capture(&self, side: Side) -> Option<Outcome> {
        if self.on_board[side][Kind::Kabuto] == 0 {
            Some(Outcome {
                loser: side,
                reason: Loss::LastKabuto,
            })
        } else if self.on_board[side][Kind::Katana] == 0 {
            Some(Outcome {
                loser: side,
                reason: Loss::LastKatana,
            })
        } else {
            None
        }
    }

    // ---- queries -------------------------------------------------------------------

    /// The side to move; the Kaito shows this colour.
    #[inline]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The Kaito's square.
    #[inline]
    pub fn kaito(&self) -> Square {
        self.kaito
    }

    /// The token on a square (on the Kaito's square: the token under the Kaito, if any).
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    /// The opponent's tokens that `side` has captured, by kind.
    #[inline]
    pub fn held(&self, side: Side) -> ByKind<u8> {
        self.held[side]
    }

    /// Tokens of colour `side` on the board, by kind.
    #[inline]
    pub fn on_board(&self, side: Side) -> ByKind<u8> {
        self.on_board[side]
    }

    /// Tokens of colour `side` out of the game (captured by their own side, or paid in
    /// an exchange), by kind.
    pub fn out_of_game(&self, side: Side) -> ByKind<u8> {
        let mut out = ByKind([0u8; 5]);
        for kind in Kind::ALL {
            out[kind] = kind
                .per_side()
                .saturating_sub(self.on_board[side][kind])
                .saturating_sub(self.held[side.other()][kind]);
        }
        out
    }

    /// How the game ended, if it has.
    #[inline]
    pub fn result(&self) -> Option<Outcome> {
        self.result
    }

    /// The squares the Kaito can move to: every token on its rank or file (other than
    /// one under the Kaito), nearest first on each side.
    pub fn destinations(&self) -> ArrayVec<Square, 10> {
        let mut out = ArrayVec::new();
        if self.result.is_some() {
            return out;
        }
        let (f, r) = (self.kaito.file(), self.kaito.rank());
        let lines: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        for (df, dr) in lines {
            let (mut x, mut y) = (f as i8 + df, r as i8 + dr);
            while (0..6).contains(&x) && (0..6).contains(&y) {
                if let Some(sq) = Square::from_coords(x, y)
                    && self.board[sq.index()].is_some()
                {
                    out.push(sq);
                }
                x += df;
                y += dr;
            }
        }
        out
    }

    fn can_move(&self) -> bool {
        self.occupied & LINES[self.kaito.index()] != 0
    }

    /// Every exchange the side to move could make in this position (as if it had just
    /// moved); empty if the game is over.
    fn exchanges_into(&self, list: &mut ExchangeList) {
        if self.result.is_some() {
            return;
        }
        let me = self.turn;
        let h = self.held[me];
        for buy in Buy::ALL {
            if self.held[me.other()][buy.kind()] == 0 {
                continue;
            }
            for c3 in 0..=h[Kind::Mon3] {
                for c2 in 0..=h[Kind::Mon2] {
                    for c1 in 0..=h[Kind::Mon1] {
                        let pay = Payment {
                            tokens: [c1, c2, c3],
                        };
                        if pay.total() >= u32::from(buy.price()) {
                            list.push(Exchange { buy, pay });
                        }
                    }
                }
            }
        }
    }

    fn exchange_count(&self) -> u64 {
        if self.result.is_some() {
            return 0;
        }
        let me = self.turn;
        let h = self.held[me];
        let mut n = 0;
        for buy in Buy::ALL {
            if self.held[me.other()][buy.kind()] == 0 {
                continue;
            }
            for c3 in 0..=h[Kind::Mon3] {
                for c2 in 0..=h[Kind::Mon2] {
                    // Smallest number of 1-Mon tokens reaching the price.
                    let base = 3 * u32::from(c3) + 2 * u32::from(c2);
                    let need = u32::from(buy.price()).saturating_sub(base);
                    let have = u32::from(h[Kind::Mon1]);
                    if need <= have {
                        n += u64::from(have - need + 1);
                    }
                }
            }
        }
        n
    }

    /// Every legal turn.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        for to in self.destinations() {
            list.push(Move::to(to));
            let moved = self.capture_unchecked(to);
            let mut ex = ExchangeList::new();
            moved.position.exchanges_into(&mut ex);
            for e in ex {
                list.push(Move {
                    to,
                    exchange: Some(e),
                });
            }
        }
        list
    }

    /// The number of legal turns, without listing them.
    pub fn count_moves(&self) -> u64 {
        self.destinations()
            .into_iter()
            .map(|to| 1 + self.capture_unchecked(to).position.exchange_count())
            .sum()
    }

    // ---- playing -------------------------------------------------------------------

    /// Why the Kaito cannot go to `to`, if it cannot.
    pub fn check_move(&self, to: Square) -> Result<(), Illegal> {
        if let Some(o) = self.result {
            return Err(Illegal::GameOver(o));
        }
        let from = self.kaito;
        if to == from {
            return Err(Illegal::StandsStill { at: from });
        }
        if !from.is_orthogonal_to(to) {
            return Err(Illegal::NotOrthogonal { from, to });
        }
        if self.board[to.index()].is_none() {
            return Err(Illegal::EmptyDestination { at: to });
        }
        Ok(())
    }

    /// Move the Kaito to `to`, capturing the token there: the first half of a turn.
    pub fn move_kaito(&self, to: Square) -> Result<Moved, Illegal> {
        self.check_move(to)?;
        Ok(self.capture_unchecked(to))
    }

    /// The capture, for a destination known to hold a token.
    fn capture_unchecked(&self, to: Square) -> Moved {
        let mut p = *self;
        let me = self.turn;
        let captured = p.board[to.index()]
            .take()
            .unwrap_or(Piece::new(me, Kind::Mon1));
        p.occupied &= !(1 << to.index());
        p.kaito = to;
        p.on_board[captured.side][captured.kind] =
            p.on_board[captured.side][captured.kind].saturating_sub(1);
        if captured.side != me {
            p.held[me][captured.kind] += 1;
        }
        // RULES.md decision: the loss is checked right after the capture.
        if let Some(o) = p.lost_by_capture(captured.side) {
            p.result = Some(o);
        }
        Moved {
            position: p,
            captured,
            exchanged: None,
        }
    }

    /// Play a whole turn after checking it. The position itself is never changed.
    pub fn play(&self, mv: Move) -> Result<Position, Illegal> {
        let moved = self.move_kaito(mv.to)?;
        let moved = match mv.exchange {
            Some(ex) => moved.exchange(ex)?,
            None => moved,
        };
        Ok(moved.finish())
    }

    /// Count the sequences of exactly `depth` turns (see the module documentation for
    /// how exchanges count; a finished game ends the line).
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => {
                let mut n = 0;
                for to in self.destinations() {
                    let moved = self.capture_unchecked(to);
                    n += moved.finish().perft(depth - 1);
                    let mut ex = ExchangeList::new();
                    moved.position.exchanges_into(&mut ex);
                    for e in ex {
                        if let Ok(m) = moved.exchange(e) {
                            n += m.finish().perft(depth - 1);
                        }
                    }
                }
                n
            }
        }
    }

    /// Perft split by first turn, for debugging move generation.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        self.legal_moves()
            .iter()
            .filter_map(|&mv| {
                self.play(mv)
                    .ok()
                    .map(|p| (mv, p.perft(depth.saturating_sub(1))))
            })
            .collect()
    }
}
