//! The Samouraï rules engine (RULES.md §2): positions, legal moves, playing a move, the end.
//!
//! [`Position`] is a small `Copy` value: the board, one 121-bit set of samurai per side,
//! the side to move, what it must answer ([`Demand`]) and who has used the anzen. Moves
//! are generated into a fixed-capacity [`MoveList`] without touching the heap.
//! [`Position::play`] checks a move and says precisely which rule it breaks ([`Illegal`]).
//!
//! # How the rules are read
//!
//! Where RULES.md §2 leaves room, the engine decides as follows.
//!
//! * **Movement.** A samurai moves in a straight line (rank, file or diagonal) at least one
//!   square; it may pass over any samurai; only the landing square must be empty. Any free
//!   shiro may be landed on, the opponent's included.
//! * **The announcement** of a move is derived from its landing square: the distance, and
//!   the kind of the landing square. Announcing a symbol (sun, dragon, ibis, sword) obliges
//!   the opponent to enter, as the first square of their move (the square next to the
//!   start in the direction of travel), a square bearing that symbol; "ho bo" (mekura) and
//!   "shiro" leave the direction free, so there is no first-square condition then. In
//!   every case the answer's distance is the announced one, one more or one less, never
//!   below 1.
//! * **The first move of the game** is 1 to 7 squares in any direction, with no
//!   first-square condition.
//! * **Anzen.** Landing on the centre lets the same player move again at once, with any
//!   samurai (the book says only "il rejoue"), any distance and direction; the opponent
//!   then answers that second move's announcement. Each player may land on the anzen once
//!   per game; a second landing by the same player is illegal. Landing on it is announced
//!   "anzen" and asks nothing of the opponent.
//! * **Iki zumari** is having no move that obeys the movement rules above (distance,
//!   first square, empty landing, anzen once): the side to move then loses.
//! * **Shiro protection.** A move after which the opponent would be in iki zumari is
//!   illegal while the opponent has 3 or more samurai on their own camp's shiro squares
//!   (Red's camp is rank 1, Black's rank 11). A move onto the anzen is never caught by
//!   this (the mover moves again; the bonus move is checked instead).
//! * **Draw.** A side to move that has moves obeying the movement rules, but all of them
//!   are forbidden by the shiro protection, draws the game.

use std::fmt;

use arrayvec::ArrayVec;

use crate::core::perft;

use super::board::{Board, BySide, Direction, Kind, SIZE, Side, Square, side_term};
use crate::message::{Arg, Message};

/// What a player announces after a move: the distance and the kind of the landing square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Announcement {
    /// Squares travelled, 1..=10.
    pub dist: u8,
    /// The kind of the landing square.
    pub kind: Kind,
}

impl fmt::Display for Announcement {
    /// `3 ryu`, `4 ho bo`, `2 shiro`, `anzen`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == Kind::Anzen {
            f.write_str("anzen")
        } else {
            write!(f, "{} {}", self.dist, self.kind.announcement())
        }
    }
}

/// What the side to move has to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Demand {
    /// The first move of the game: 1 to 7 squares, any direction.
    First,
    /// The anzen bonus move: any distance, any direction.
    Bonus,
    /// Answer the opponent's announcement: its distance ±1 (at least 1); after a symbol
    /// the first square entered bears it, after ho bo or shiro the direction is free.
    /// The kind is never [`Kind::Anzen`].
    Answer(Announcement),
}

impl Demand {
    /// Allowed distances (inclusive) and the symbol the first square entered must bear.
    #[inline]
    pub fn constraint(self) -> (u8, u8, Option<Kind>) {
        match self {
            Demand::First => (1, 7, None),
            Demand::Bonus => (1, SIZE - 1, None),
            Demand::Answer(a) => (
                a.dist.saturating_sub(1).max(1),
                a.dist.saturating_add(1),
                a.kind.is_symbol().then_some(a.kind),
            ),
        }
    }
}

/// A move: one samurai from a square to another on the same line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Where the samurai stands.
    pub from: Square,
    /// Where it lands.
    pub to: Square,
}

impl Move {
    /// A move from `from` to `to` (not checked).
    pub const fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// Direction and distance, if `from` and `to` are on one line.
    pub fn line(self) -> Option<(Direction, u8)> {
        self.from.line_to(self.to)
    }
}

impl fmt::Display for Move {
    /// `e1-e4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The side to move cannot move at all and loses.
    IkiZumari {
        /// The side in iki zumari.
        loser: Side,
    },
    /// The side to move could only put the opponent in iki zumari while the opponent has
    /// 3 or more samurai on their shiro squares: the game is drawn.
    Draw {
        /// The side that had no allowed move.
        stuck: Side,
    },
}

impl Outcome {
    /// The winner, if not a draw.
    pub fn winner(self) -> Option<Side> {
        match self {
            Outcome::IkiZumari { loser } => Some(loser.other()),
            Outcome::Draw { .. } => None,
        }
    }
}

impl Outcome {
    /// How the game ended, in words: `Red is in iki zumari and loses; Black wins`.
    pub fn message(self) -> Message {
        match self {
            Outcome::IkiZumari { loser } => crate::message!(
                "samourai-outcome-loses",
                loser = Arg::Term(side_term(loser)),
                winner = Arg::Term(side_term(loser.other()))
            ),
            Outcome::Draw { stuck } => {
                crate::message!("samourai-outcome-drawn", stuck = Arg::Term(side_term(stuck)))
            }
        }
    }
}

/// [`Outcome::message`] in English.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

/// Why a move is illegal. Each variant names the rule it breaks ([`Illegal::rule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The game is over.
    GameOver(Outcome),
    /// No samurai stands on the start square.
    NoSamurai {
        /// The start square.
        at: Square,
    },
    /// The samurai on the start square is the opponent's.
    NotYourSamurai {
        /// The start square.
        at: Square,
    },
    /// Start and landing squares are not on one rank, file or diagonal (or are the same).
    NotInLine,
    /// The first move of the game is at most 7 squares.
    FirstMoveTooLong {
        /// Squares travelled.
        dist: u8,
    },
    /// The distance must be the announced one, one more or one less (never below 1).
    WrongDistance {
        /// Squares travelled.
        dist: u8,
        /// The opponent's announced distance.
        announced: u8,
    },
    /// The first square entered must bear the announced symbol.
    WrongSymbol {
        /// The first square entered.
        at: Square,
        /// What it bears.
        found: Kind,
        /// The announced symbol.
        announced: Kind,
    },
    /// The landing square is taken.
    Occupied {
        /// The landing square.
        at: Square,
        /// Whose samurai stands there.
        by: Side,
    },
    /// Each player may land on the anzen only once per game.
    AnzenUsed,
    /// The move would put the opponent in iki zumari while 3 or more of their samurai
    /// are on their shiro squares.
    ShiroProtection {
        /// How many of the opponent's samurai are on their own shiro squares.
        on_shiro: u8,
    },
}

crate::rule_names!("samourai", Illegal {
    Illegal::GameOver(_) => "game-over",
    Illegal::NoSamurai { .. } => "no-samurai",
    Illegal::NotYourSamurai { .. } => "not-your-samurai",
    Illegal::NotInLine => "straight-line",
    Illegal::FirstMoveTooLong { .. } => "first-move",
    Illegal::WrongDistance { .. } => "distance",
    Illegal::WrongSymbol { .. } => "symbol",
    Illegal::Occupied { .. } => "occupied",
    Illegal::AnzenUsed => "anzen-once",
    Illegal::ShiroProtection { .. } => "shiro-protection",
});

impl Illegal {
    /// Why the move is refused, in words: the rule it breaks.
    pub fn message(self) -> Message {
        let square = |at: Square| Arg::Verbatim(at.to_string());
        match self {
            Illegal::GameOver(o) => crate::message!("samourai-rule-game-over", outcome = o.message()),
            Illegal::NoSamurai { at } => {
                crate::message!("samourai-rule-no-samurai", square = square(at))
            }
            Illegal::NotYourSamurai { at } => {
                crate::message!("samourai-rule-not-your-samurai", square = square(at))
            }
            Illegal::NotInLine => Message::new("samourai-rule-straight-line"),
            Illegal::FirstMoveTooLong { dist } => {
                crate::message!("samourai-rule-first-move", dist = dist)
            }
            Illegal::WrongDistance { dist, announced } => crate::message!(
                "samourai-rule-distance",
                announced = announced,
                choices = distance_choices(announced),
                dist = dist
            ),
            Illegal::WrongSymbol {
                at,
                found,
                announced,
            } => crate::message!(
                "samourai-rule-symbol",
                announced = Arg::Term(announced.term()),
                square = square(at),
                found = Arg::Term(found.term())
            ),
            Illegal::Occupied { at, by } => crate::message!(
                "samourai-rule-occupied",
                square = square(at),
                side = Arg::Term(side_term(by))
            ),
            Illegal::AnzenUsed => Message::new("samourai-rule-anzen-once"),
            Illegal::ShiroProtection { on_shiro } => {
                crate::message!("samourai-rule-shiro-protection", count = on_shiro)
            }
        }
    }
}

/// [`Illegal::message`] in English.
impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for Illegal {}

/// "2, 3 or 4" (or "1 or 2").
pub fn distance_choices(announced: u8) -> Message {
    let lo = announced.saturating_sub(1).max(1);
    let hi = announced.saturating_add(1);
    or_list((lo..=hi).map(Arg::from).collect())
}

/// "a", "a or b", "a, b or c" (at most three items are said).
pub(crate) fn or_list(items: Vec<Arg>) -> Message {
    let id = match items.len() {
        0 | 1 => "samourai-or-1",
        2 => "samourai-or-2",
        _ => "samourai-or-3",
    };
    items
        .into_iter()
        .zip(["a", "b", "c"])
        .fold(Message::new(id), |m, (item, name)| m.arg(name, item))
}

/// At most 4 samurai × 40 squares in their 8 lines: enough for any position.
pub type MoveList = ArrayVec<Move, 160>;

crate::walk_moves!(Position, Move, MoveList);

/// Why a set-up is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Each side has exactly 4 samurai.
    SamuraiCount {
        /// The side.
        side: Side,
        /// How many were placed.
        found: usize,
    },
    /// Two samurai on one square.
    SquareTaken(Square),
    /// A bonus move is pending, but the side to move has no samurai on the anzen.
    BonusWithoutAnzen,
    /// An announcement of the anzen is never answered by the opponent.
    AnswerAnzen,
    /// An announced distance is 1 to 10.
    BadDistance(u8),
}

impl SetupError {
    /// What is wrong, in any language.
    pub fn message(&self) -> Message {
        match *self {
            SetupError::SamuraiCount { side, found } => samurai_count(side, found),
            SetupError::SquareTaken(sq) => {
                crate::message!("samourai-setup-square-taken", square = sq.to_string())
            }
            SetupError::BonusWithoutAnzen => Message::new("samourai-setup-bonus"),
            SetupError::AnswerAnzen => Message::new("samourai-setup-answer-anzen"),
            SetupError::BadDistance(d) => {
                crate::message!("samourai-setup-distance", distance = d)
            }
        }
    }
}

/// `Red has 3 samurai, not 4`, in any language.
pub(crate) fn samurai_count(side: Side, found: usize) -> Message {
    crate::message!(
        "samourai-setup-samurai-count",
        side = Arg::Term(side_term(side)),
        found = found
    )
}

/// English, as [`SetupError::message`] says it.
impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for SetupError {}

/// A Samouraï position.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) occ: BySide<u128>,
    pub(crate) turn: Side,
    pub(crate) demand: Demand,
    pub(crate) anzen_used: BySide<bool>,
}

/// The position string, and the board when it is not the default one: two positions with
/// the same string on different boards differ, and a failed comparison shows why.
impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.board == Board::standard() {
            write!(f, "Position({self})")
        } else {
            write!(f, "Position({self} on the board\n{})", self.board)
        }
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

/// The squares of a 121-bit set, lowest first.
pub fn squares_of(bits: u128) -> impl Iterator<Item = Square> {
    let mut b = bits;
    std::iter::from_fn(move || {
        if b == 0 {
            return None;
        }
        let i = b.trailing_zeros() as u8;
        b &= b - 1;
        Square::new(i)
    })
}

impl Position {
    /// The start on the default board: every samurai on its camp's shiro squares, Red to
    /// make the first move.
    pub fn start() -> Position {
        Position::start_on(Board::standard())
    }

    /// The start on a given board.
    pub fn start_on(board: Board) -> Position {
        Position {
            board,
            occ: BySide([board.camp_bits(Side::Red), board.camp_bits(Side::Black)]),
            turn: Side::Red,
            demand: Demand::First,
            anzen_used: BySide([false, false]),
        }
    }

    /// A position set up by hand.
    pub fn setup(
        board: Board,
        red: &[Square],
        black: &[Square],
        turn: Side,
        demand: Demand,
        anzen_used: [bool; 2],
    ) -> Result<Position, SetupError> {
        let mut occ = BySide([0u128; 2]);
        for (side, list) in [(Side::Red, red), (Side::Black, black)] {
            if list.len() != 4 {
                return Err(SetupError::SamuraiCount {
                    side,
                    found: list.len(),
                });
            }
            for &sq in list {
                if (occ[Side::Red] | occ[Side::Black]) & sq.bit() != 0 {
                    return Err(SetupError::SquareTaken(sq));
                }
                occ[side] |= sq.bit();
            }
        }
        match demand {
            Demand::Bonus => {
                if board.kind(Square::CENTRE) != Kind::Anzen
                    || occ[turn] & Square::CENTRE.bit() == 0
                    || !anzen_used[turn.index()]
                {
                    return Err(SetupError::BonusWithoutAnzen);
                }
            }
            Demand::Answer(a) => {
                if a.kind == Kind::Anzen {
                    return Err(SetupError::AnswerAnzen);
                }
                if a.dist == 0 || a.dist >= SIZE {
                    return Err(SetupError::BadDistance(a.dist));
                }
            }
            Demand::First => {}
        }
        Ok(Position {
            board,
            occ,
            turn,
            demand,
            anzen_used: BySide(anzen_used),
        })
    }

    // ---- queries -------------------------------------------------------------------

    /// The board.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// What the side to move must do.
    #[inline]
    pub fn demand(&self) -> Demand {
        self.demand
    }

    /// Has this side already landed on the anzen?
    #[inline]
    pub fn anzen_used(&self, side: Side) -> bool {
        self.anzen_used[side]
    }

    /// The squares of a side's samurai, as a 121-bit set.
    #[inline]
    pub fn samurai_bits(&self, side: Side) -> u128 {
        self.occ[side]
    }

    /// The squares of a side's samurai, a1 side first.
    pub fn samurai(&self, side: Side) -> impl Iterator<Item = Square> {
        squares_of(self.occ[side])
    }

    /// Whose samurai stands on a square.
    #[inline]
    pub fn side_at(&self, sq: Square) -> Option<Side> {
        if self.occ[Side::Red] & sq.bit() != 0 {
            Some(Side::Red)
        } else if self.occ[Side::Black] & sq.bit() != 0 {
            Some(Side::Black)
        } else {
            None
        }
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> u128 {
        self.occ[Side::Red] | self.occ[Side::Black]
    }

    /// How many of a side's samurai are on that side's own shiro squares.
    #[inline]
    pub fn on_own_shiro(&self, side: Side) -> u8 {
        (self.occ[side] & self.board.camp_bits(side)).count_ones() as u8
    }

    /// The announcement a move makes (distance and the landing square's kind).
    pub fn announcement(&self, mv: Move) -> Option<Announcement> {
        mv.line().map(|(_, dist)| Announcement {
            dist,
            kind: self.board.kind(mv.to),
        })
    }

    // ---- move generation -----------------------------------------------------------

    /// Call `f` for every move obeying the movement rules (everything but the shiro
    /// protection); stop early when `f` returns `true`. Returns whether it stopped.
    #[inline]
    fn each_pseudo(&self, mut f: impl FnMut(Move) -> bool) -> bool {
        let (lo, hi, symbol) = self.demand.constraint();
        let occ = self.occupied();
        let anzen_closed = self.anzen_used[self.turn];
        for from in squares_of(self.occ[self.turn]) {
            for dir in Direction::ALL {
                let Some(first) = from.step(dir) else {
                    continue;
                };
                if let Some(sym) = symbol
                    && self.board.kind(first) != sym
                {
                    continue;
                }
                for n in lo..=hi {
                    let Some(to) = from.steps(dir, n) else {
                        break;
                    };
                    if occ & to.bit() != 0 {
                        continue;
                    }
                    if anzen_closed && self.board.kind(to) == Kind::Anzen {
                        continue;
                    }
                    if f(Move { from, to }) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Does the side to move have any move obeying the movement rules? (If not, it is in
    /// iki zumari.)
    pub fn can_move(&self) -> bool {
        self.each_pseudo(|_| true)
    }

    /// Would this movement-legal move break the shiro protection?
    #[inline]
    fn breaks_protection(&self, mv: Move) -> bool {
        let opp = self.turn.other();
        // Fewer than 3 of the opponent's samurai on their shiro (`on_own_shiro(opp) < 3`,
        // without counting the bits): the set is empty once its lowest two bits are off.
        let on_shiro = self.occ[opp] & self.board.camp_bits(opp);
        let past_two = on_shiro & on_shiro.wrapping_sub(1);
        if past_two & past_two.wrapping_sub(1) == 0 || self.board.kind(mv.to) == Kind::Anzen {
            return false;
        }
        !self.play_unchecked(mv).can_move()
    }

    /// All legal moves (none when the game is over).
    pub fn legal_moves(&self) -> MoveList {
        perft::Walk::legal_moves(self)
    }

    /// All legal moves, into a reused list.
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        self.each_pseudo(|mv| {
            if !self.breaks_protection(mv) {
                // Cannot overflow: at most 4 × 40 moves.
                let _ = list.try_push(mv);
            }
            false
        });
    }

    /// The number of legal moves.
    pub fn count_moves(&self) -> usize {
        let mut n = 0;
        self.each_pseudo(|mv| {
            if !self.breaks_protection(mv) {
                n += 1;
            }
            false
        });
        n
    }

    /// Has the game ended here, and how?
    pub fn outcome(&self) -> Option<Outcome> {
        let mut any_pseudo = false;
        let found = self.each_pseudo(|mv| {
            any_pseudo = true;
            !self.breaks_protection(mv)
        });
        if found {
            None
        } else if any_pseudo {
            Some(Outcome::Draw { stuck: self.turn })
        } else {
            Some(Outcome::IkiZumari { loser: self.turn })
        }
    }

    // ---- playing -------------------------------------------------------------------

    /// Play a move after checking it. The position itself is never changed.
    pub fn play(&self, mv: Move) -> Result<Position, Illegal> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Is `mv` legal here?
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    /// Why `mv` is not legal here, if it is not. Reasons are checked in this order: game
    /// over, start square, straight line, distance, first square, landing square, anzen
    /// once, shiro protection.
    pub fn check(&self, mv: Move) -> Result<(), Illegal> {
        let verdict = self.check_movement(mv).and_then(|()| {
            if self.breaks_protection(mv) {
                Err(Illegal::ShiroProtection {
                    on_shiro: self.on_own_shiro(self.turn.other()),
                })
            } else {
                Ok(())
            }
        });
        // A legal move proves the game is not over; only a refused one needs the look.
        verdict.map_err(|e| match self.outcome() {
            Some(o) => Illegal::GameOver(o),
            None => e,
        })
    }

    /// The movement rules only (no game-over or shiro-protection check).
    pub fn check_movement(&self, mv: Move) -> Result<(), Illegal> {
        match self.side_at(mv.from) {
            None => return Err(Illegal::NoSamurai { at: mv.from }),
            Some(s) if s != self.turn => return Err(Illegal::NotYourSamurai { at: mv.from }),
            Some(_) => {}
        }
        let (dir, dist) = mv.line().ok_or(Illegal::NotInLine)?;
        let (lo, hi, symbol) = self.demand.constraint();
        match self.demand {
            Demand::First if dist > hi => return Err(Illegal::FirstMoveTooLong { dist }),
            Demand::Answer(a) if dist < lo || dist > hi => {
                return Err(Illegal::WrongDistance {
                    dist,
                    announced: a.dist,
                });
            }
            _ => {}
        }
        if let Some(sym) = symbol {
            // On the line towards `to`, so on the board.
            if let Some(first) = mv.from.step(dir) {
                let found = self.board.kind(first);
                if found != sym {
                    return Err(Illegal::WrongSymbol {
                        at: first,
                        found,
                        announced: sym,
                    });
                }
            }
        }
        if let Some(by) = self.side_at(mv.to) {
            return Err(Illegal::Occupied { at: mv.to, by });
        }
        if self.board.kind(mv.to) == Kind::Anzen && self.anzen_used[self.turn] {
            return Err(Illegal::AnzenUsed);
        }
        Ok(())
    }

    /// Play a move known to be legal. Cheap: a copy and a few bit operations. An illegal
    /// move gives a meaningless (but memory-safe) position.
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut p = *self;
        p.play_in_place(mv);
        p
    }

    /// [`Position::play_unchecked`] on this position itself (the board is not copied).
    #[inline]
    pub fn play_in_place(&mut self, mv: Move) {
        self.play_travelled(mv, mv.line().map_or(1, |(_, d)| d));
    }

    /// [`Position::play_in_place`] for a move that travels `dist` squares (as its
    /// [`Position::announcement`] says; 1 for a move off the lines).
    #[inline]
    pub(crate) fn play_travelled(&mut self, mv: Move, dist: u8) {
        let side = self.turn;
        self.occ[side] = (self.occ[side] & !mv.from.bit()) | mv.to.bit();
        let kind = self.board.kind(mv.to);
        if kind == Kind::Anzen {
            self.anzen_used[side] = true;
            self.demand = Demand::Bonus;
        } else {
            self.demand = Demand::Answer(Announcement { dist, kind });
            self.turn = side.other();
        }
    }

    /// Count the move sequences of exactly `depth` plies (an anzen bonus move is a ply of
    /// its own; a finished game ends the line).
    pub fn perft(&self, depth: u32) -> u64 {
        perft::perft(self, depth)
    }

    /// Perft split by first move, for debugging move generation.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        perft::divide(self, depth)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_choices_reads_well() {
        assert_eq!(distance_choices(1).to_string(), "1 or 2");
        assert_eq!(distance_choices(3).to_string(), "2, 3 or 4");
        assert_eq!(distance_choices(3).say(crate::Lang::Fr), "2, 3 ou 4");
    }

    #[test]
    fn start_has_moves_and_no_outcome() {
        let p = Position::start();
        assert!(p.count_moves() > 0);
        assert_eq!(p.count_moves(), p.legal_moves().len());
        assert_eq!(p.outcome(), None);
    }
}
