//! The Kamisado rules engine (RULES.md §1): positions, legal moves, playing a move.
//!
//! [`Position`] is a small `Copy` value (bitboards for occupancy plus the square of every
//! tower); moves are generated into a fixed-capacity [`MoveList`] without touching the
//! heap. [`Position::play`] checks a move and says precisely why it is illegal;
//! [`Position::step`] turns what a score sheet says (tower, direction, distance) into a
//! move, with the same precise reasons.

use std::fmt;

use arrayvec::ArrayVec;

use crate::core::perft;
use crate::message;
use crate::message::{Arg, Message};

use super::board::{ByColour, BySide, Colour, Direction, Side, Square, Teeth, Tower};

/// Where a round stands between two plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The side to move moves (or passes if its tower is blocked).
    Play,
    /// The opponent has just pushed with an oshi: the side to move passes (S3) and then
    /// the pusher moves the tower in [`Position::required`].
    Pushed,
}

/// How a round was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// D7: a tower reached the opponent's home row.
    HomeRow,
    /// D8: total deadlock; the player who made the last real move lost.
    Deadlock,
}

impl WinReason {
    /// `home-row` or `deadlock`.
    pub const fn name(self) -> &'static str {
        match self {
            WinReason::HomeRow => "home-row",
            WinReason::Deadlock => "deadlock",
        }
    }

    /// The catalogue's term for it.
    pub(crate) const fn term(self) -> &'static str {
        match self {
            WinReason::HomeRow => "kamisado-win-home-row",
            WinReason::Deadlock => "kamisado-win-deadlock",
        }
    }
}

/// The end of a round: who won, how, and which of the winner's towers earns the tooth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundResult {
    /// Who won the round.
    pub winner: Side,
    /// How.
    pub reason: WinReason,
    /// The colour of the winning tower (its teeth grow).
    pub tower: Colour,
}

/// One ply. Every entry on a score sheet is one ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A normal move forward, straight or diagonal.
    Step {
        /// The colour of the tower that moves.
        colour: Colour,
        /// The square it starts from.
        from: Square,
        /// The square it lands on.
        to: Square,
    },
    /// A Sumo push (S2): the pusher moves one square straight forward and the `pushed`
    /// towers in front of it move one square back.
    Oshi {
        /// The colour of the tower that moves.
        colour: Colour,
        /// The square it starts from.
        from: Square,
        /// How many of the opponent's towers it pushes (1 to 3).
        pushed: u8,
    },
    /// A pass: the tower that must move is blocked (D6, written `0`), or the opponent
    /// has just made an oshi (S3, written as the pushed entry).
    Pass,
}

/// Why a move is illegal. Each variant names the rule it breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The round is already decided.
    RoundOver,
    /// The opponent just pushed: this entry must be the pushed tower(s) (S3).
    MustRecordPush,
    /// There is no oshi to answer with a pushed entry.
    NoPushToRecord,
    /// T2: another tower must move.
    WrongTower {
        /// The colour of the tower that must move.
        required: Colour,
    },
    /// D1: towers never move sideways or back of their own accord.
    Backwards,
    /// D5: a tower that can move must move at least one square.
    ZeroDistance,
    /// `0` was written but the tower can move (D5/D6).
    NotBlocked {
        /// How many legal moves the tower has.
        moves: u8,
    },
    /// A move was written but the tower is blocked and must pass (D6).
    Blocked,
    /// S1/DS1/TS1: beyond the tower's range.
    OutOfRange {
        /// The tower's range, in squares.
        max: u8,
        /// The moving tower's teeth, which set the range.
        teeth: Teeth,
    },
    /// The move leaves the board.
    OffBoard {
        /// How many squares the tower can go before the edge (0: it stands on the edge).
        squares: u8,
    },
    /// D2/D3: a tower stands in the way (or on the landing square).
    PathBlocked {
        /// Where the tower in the way stands.
        at: Square,
        /// The tower standing there.
        by: Tower,
    },
    /// S2: only a Sumo may push; this tower has no tooth.
    NotASumo {
        /// Where the tower in the way stands.
        at: Square,
        /// The tower standing there.
        by: Tower,
    },
    /// S4: an oshi is never diagonal.
    DiagonalOshi {
        /// Where the tower in the way stands.
        at: Square,
        /// The tower standing there.
        by: Tower,
    },
    /// S9: only the opponent's towers can be pushed.
    OwnTowerInLine {
        /// Where the mover's own tower stands in the line.
        at: Square,
    },
    /// S7/DS7/TS7: too many towers in the line.
    TooManyToPush {
        /// How many towers stand in the line.
        count: u8,
        /// The most this tower can push.
        max: u8,
    },
    /// S8/DS8/TS8: a pushed tower must have fewer teeth than the pusher.
    TooHeavy {
        /// The square of the pushed tower that is too heavy.
        at: Square,
        /// The pushed tower's teeth.
        teeth: Teeth,
        /// The pusher's teeth.
        pusher: Teeth,
    },
    /// S6: a tower on its own home row cannot be pushed.
    PushedOffHomeRow {
        /// Where the tower on its own home row stands.
        at: Square,
    },
    /// S5: the square behind the rear pushed tower must be on the board and empty.
    NoRoomBehind,
}

impl Illegal {
    /// The rule id (RULES.md) this breaks.
    pub const fn rule(self) -> &'static str {
        self.rule_and_code().0
    }

    /// The stable code of the diagnostic that reports this (`kamisado::rule::…`).
    pub const fn code(self) -> &'static str {
        self.rule_and_code().1
    }

    const fn rule_and_code(self) -> (&'static str, &'static str) {
        match self {
            Illegal::RoundOver => ("D7", "kamisado::rule::round-over"),
            Illegal::MustRecordPush => ("S3", "kamisado::rule::must-record-push"),
            Illegal::NoPushToRecord => ("S3", "kamisado::rule::no-push-to-record"),
            Illegal::WrongTower { .. } => ("T2", "kamisado::rule::wrong-tower"),
            Illegal::Backwards => ("D1", "kamisado::rule::backwards"),
            Illegal::ZeroDistance => ("D5", "kamisado::rule::zero-distance"),
            Illegal::NotBlocked { .. } => ("D5", "kamisado::rule::not-blocked"),
            Illegal::Blocked => ("D6", "kamisado::rule::blocked"),
            Illegal::OutOfRange { .. } => ("S1", "kamisado::rule::out-of-range"),
            Illegal::OffBoard { .. } => ("D2", "kamisado::rule::off-board"),
            Illegal::PathBlocked { .. } => ("D2", "kamisado::rule::path-blocked"),
            Illegal::NotASumo { .. } => ("S2", "kamisado::rule::not-a-sumo"),
            Illegal::DiagonalOshi { .. } => ("S4", "kamisado::rule::diagonal-oshi"),
            Illegal::OwnTowerInLine { .. } => ("S9", "kamisado::rule::own-tower-in-line"),
            Illegal::TooManyToPush { .. } => ("S7", "kamisado::rule::too-many-to-push"),
            Illegal::TooHeavy { .. } => ("S8", "kamisado::rule::too-heavy"),
            Illegal::PushedOffHomeRow { .. } => ("S6", "kamisado::rule::pushed-off-home-row"),
            Illegal::NoRoomBehind => ("S5", "kamisado::rule::no-room-behind"),
        }
    }
}

impl Illegal {
    /// What is wrong, said in any language (without the rule id: see [`Illegal::rule`]).
    pub fn message(self) -> Message {
        match self {
            Illegal::RoundOver => message!("kamisado-illegal-round-over"),
            Illegal::MustRecordPush => message!("kamisado-illegal-must-record-push"),
            Illegal::NoPushToRecord => message!("kamisado-illegal-no-push-to-record"),
            Illegal::WrongTower { required } => message!(
                "kamisado-illegal-wrong-tower",
                tower = Arg::Term(required.tower_term())
            ),
            Illegal::Backwards => message!("kamisado-illegal-backwards"),
            Illegal::ZeroDistance => message!("kamisado-illegal-zero-distance"),
            Illegal::NotBlocked { moves } => {
                message!("kamisado-illegal-not-blocked", moves = moves)
            }
            Illegal::Blocked => message!("kamisado-illegal-blocked"),
            Illegal::OutOfRange { max, teeth } => message!(
                "kamisado-illegal-out-of-range",
                teeth = Arg::Term(teeth.term()),
                max = max
            ),
            Illegal::OffBoard { squares: 0 } => message!("kamisado-illegal-on-the-edge"),
            Illegal::OffBoard { squares } => {
                message!("kamisado-illegal-off-board", squares = squares)
            }
            Illegal::PathBlocked { at, by } => message!(
                "kamisado-illegal-path-blocked",
                by = by.said(),
                at = at.to_string()
            ),
            Illegal::NotASumo { at, by } => message!(
                "kamisado-illegal-not-a-sumo",
                by = by.said(),
                at = at.to_string()
            ),
            Illegal::DiagonalOshi { at, by } => message!(
                "kamisado-illegal-diagonal-oshi",
                by = by.said(),
                at = at.to_string()
            ),
            Illegal::OwnTowerInLine { at } => {
                message!("kamisado-illegal-own-tower-in-line", at = at.to_string())
            }
            Illegal::TooManyToPush { count, max } => message!(
                "kamisado-illegal-too-many-to-push",
                count = count,
                max = max
            ),
            Illegal::TooHeavy { at, teeth, pusher } => message!(
                "kamisado-illegal-too-heavy",
                teeth = Arg::Term(teeth.term()),
                at = at.to_string(),
                count = teeth.get(),
                pusher = Arg::Term(pusher.term())
            ),
            Illegal::PushedOffHomeRow { at } => {
                message!("kamisado-illegal-pushed-off-home-row", at = at.to_string())
            }
            Illegal::NoRoomBehind => message!("kamisado-illegal-no-room-behind"),
        }
    }
}

/// English, as [`Illegal::message`] says it.
impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.message(), f)
    }
}

impl std::error::Error for Illegal {}

/// Up to 8 towers × 22 moves: enough for any position, without the heap.
pub type MoveList = ArrayVec<Move, 176>;

crate::walk_moves!(Position, Move, MoveList);

/// A Kamisado position within a round.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) at: BySide<ByColour<Square>>,
    pub(crate) occ: BySide<u64>,
    pub(crate) teeth: BySide<ByColour<Teeth>>,
    pub(crate) turn: Side,
    pub(crate) required: Option<Colour>,
    pub(crate) phase: Phase,
    /// Towers found blocked in the current run of passes (bit = tower index); bits 16/17:
    /// a side that had a free choice and could move nothing.
    pub(crate) run: u32,
    /// Where the tower that made the last real move stands (D8).
    pub(crate) last: Option<Square>,
    pub(crate) result: Option<RoundResult>,
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

/// A tower's placement when setting up a position by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// Which tower.
    pub tower: Tower,
    /// Where it stands.
    pub square: Square,
    /// Its teeth.
    pub teeth: Teeth,
}

/// Why a set-up is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A tower is missing from the set-up.
    MissingTower(Tower),
    /// A tower is placed twice.
    DuplicateTower(Tower),
    /// Two towers on one square.
    SquareTaken(Square),
    /// A second tower stands on its opponent's home row: only one can have won the round.
    AlreadyHome(Tower),
    /// An oshi is pending where none can be (the round has just started).
    PushedWithoutRequired,
}

impl SetupError {
    /// What is wrong, in any language.
    pub fn message(&self) -> crate::Message {
        match *self {
            SetupError::MissingTower(t) => {
                crate::message!("kamisado-setup-missing", tower = t.said())
            }
            SetupError::DuplicateTower(t) => {
                crate::message!("kamisado-setup-twice", tower = t.said())
            }
            SetupError::SquareTaken(sq) => {
                crate::message!("kamisado-setup-square-taken", square = sq.to_string())
            }
            SetupError::AlreadyHome(t) => {
                crate::message!("kamisado-setup-already-home", tower = t.said())
            }
            SetupError::PushedWithoutRequired => {
                crate::Message::new("kamisado-setup-pushed-at-start")
            }
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

impl Position {
    /// Round 1: every tower on the square of its own colour on its home row, Black to move,
    /// free choice of tower (T1).
    pub fn start() -> Position {
        let mut placed = Vec::with_capacity(16);
        for side in Side::ALL {
            for sq in (0..8).map(|f| Square::from_coords(f, side.home_rank() as i8).unwrap()) {
                placed.push(Placed {
                    tower: Tower::new(side, sq.colour()),
                    square: sq,
                    teeth: Teeth::NONE,
                });
            }
        }
        Position::setup(&placed, Side::Black, None, Phase::Play)
            .expect("the start position is valid")
    }

    /// Build a position from 16 placed towers (each exactly once).
    pub fn setup(
        placed: &[Placed],
        turn: Side,
        required: Option<Colour>,
        phase: Phase,
    ) -> Result<Position, SetupError> {
        let mut seen = [false; 16];
        let mut at = BySide([ByColour([Square::new(0).unwrap(); 8]); 2]);
        let mut teeth = BySide([ByColour([Teeth::NONE; 8]); 2]);
        let mut occ = BySide([0u64; 2]);
        let mut result = None;
        for p in placed {
            let i = p.tower.index();
            if seen[i] {
                return Err(SetupError::DuplicateTower(p.tower));
            }
            seen[i] = true;
            if (occ[Side::Black] | occ[Side::White]) & p.square.bit() != 0 {
                return Err(SetupError::SquareTaken(p.square));
            }
            if p.square.rank() == p.tower.side.other().home_rank() {
                if result.is_some() {
                    return Err(SetupError::AlreadyHome(p.tower));
                }
                result = Some(RoundResult {
                    winner: p.tower.side,
                    reason: WinReason::HomeRow,
                    tower: p.tower.colour,
                });
            }
            at[p.tower.side][p.tower.colour] = p.square;
            teeth[p.tower.side][p.tower.colour] = p.teeth;
            occ[p.tower.side] |= p.square.bit();
        }
        if let Some(i) = seen.iter().position(|s| !s) {
            let side = if i < 8 { Side::Black } else { Side::White };
            return Err(SetupError::MissingTower(Tower::new(
                side,
                Colour::ALL[i % 8],
            )));
        }
        if phase == Phase::Pushed && required.is_none() {
            return Err(SetupError::PushedWithoutRequired);
        }
        Ok(Position {
            at,
            occ,
            teeth,
            turn,
            required,
            phase,
            run: 0,
            last: None,
            result,
        })
    }

    // ---- queries -------------------------------------------------------------------

    /// Who is to move.
    #[inline]
    pub fn turn(&self) -> Side {
        self.turn
    }

    /// The tower colour that must move next (None: free choice, T1). In the
    /// [`Phase::Pushed`] phase this is the pusher's next tower.
    #[inline]
    pub fn required(&self) -> Option<Colour> {
        self.required
    }

    /// What the side to move must do next.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How the round ended, once it has.
    #[inline]
    pub fn result(&self) -> Option<RoundResult> {
        self.result
    }

    /// The square of the tower that made the last real move, if any.
    #[inline]
    pub fn last_moved(&self) -> Option<Square> {
        self.last
    }

    /// Where a tower stands.
    #[inline]
    pub fn square_of(&self, tower: Tower) -> Square {
        self.at[tower.side][tower.colour]
    }

    /// A tower's teeth.
    #[inline]
    pub fn teeth_of(&self, tower: Tower) -> Teeth {
        self.teeth[tower.side][tower.colour]
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> u64 {
        self.occ[Side::Black] | self.occ[Side::White]
    }

    /// The tower on a square, if any.
    pub fn tower_at(&self, sq: Square) -> Option<Tower> {
        let side = if self.occ[Side::Black] & sq.bit() != 0 {
            Side::Black
        } else if self.occ[Side::White] & sq.bit() != 0 {
            Side::White
        } else {
            return None;
        };
        Colour::ALL
            .into_iter()
            .find(|&c| self.at[side][c] == sq)
            .map(|c| Tower::new(side, c))
    }

    /// Every tower with its square and teeth.
    pub fn towers(&self) -> impl Iterator<Item = Placed> + '_ {
        Side::ALL.into_iter().flat_map(move |side| {
            Colour::ALL.into_iter().map(move |colour| Placed {
                tower: Tower::new(side, colour),
                square: self.at[side][colour],
                teeth: self.teeth[side][colour],
            })
        })
    }

    /// Towers found blocked in the current unbroken run of passes (D8).
    pub fn blocked_run(&self) -> impl Iterator<Item = Tower> + '_ {
        Side::ALL.into_iter().flat_map(move |side| {
            Colour::ALL
                .into_iter()
                .map(move |c| Tower::new(side, c))
                .filter(move |t| self.run & (1 << t.index()) != 0)
        })
    }

    /// The tower the side to move has to move, if there is exactly one (T2).
    pub fn tower_to_move(&self) -> Option<Tower> {
        match self.phase {
            Phase::Play => self.required.map(|c| Tower::new(self.turn, c)),
            Phase::Pushed => None,
        }
    }

    /// The side to move must pass (its tower is blocked, or it was just pushed).
    pub fn must_pass(&self) -> bool {
        self.result.is_none() && {
            let mut list = MoveList::new();
            self.legal_moves_into(&mut list);
            list.as_slice() == [Move::Pass]
        }
    }

    // ---- move generation -----------------------------------------------------------

    /// All legal moves; a blocked tower gives exactly `[Move::Pass]`; a decided round none.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    /// [`Position::legal_moves`] into a list the caller reuses.
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        if self.result.is_some() {
            return;
        }
        if self.phase == Phase::Pushed {
            list.push(Move::Pass);
            return;
        }
        match self.required {
            Some(c) => self.each_tower_move(c, |m| list.push(m)),
            None => {
                for c in Colour::ALL {
                    self.each_tower_move(c, |m| list.push(m));
                }
            }
        }
        if list.is_empty() {
            list.push(Move::Pass);
        }
    }

    /// The number of legal moves (what `legal_moves().len()` would be), without listing them.
    pub fn count_moves(&self) -> usize {
        if self.result.is_some() {
            return 0;
        }
        // A pushed tower's only move, and a blocked tower's, is the pass.
        self.count_moves_excluding_pass().max(1)
    }

    /// Each move of one tower of the side to move, to `visit`: its steps (straight, then
    /// the diagonals, nearest first), then its oshi.
    #[inline]
    fn each_tower_move(&self, colour: Colour, mut visit: impl FnMut(Move)) {
        let side = self.turn;
        let from = self.at[side][colour];
        let teeth = self.teeth[side][colour];
        let occ = self.occupied();
        for dir in Direction::FORWARD {
            let (df, dr) = dir.delta(side);
            let mut sq = from;
            for _ in 0..teeth.range() {
                match sq.step(df, dr) {
                    Some(next) if occ & next.bit() == 0 => {
                        visit(Move::Step {
                            colour,
                            from,
                            to: next,
                        });
                        sq = next;
                    }
                    _ => break,
                }
            }
        }
        if teeth.get() > 0
            && let Ok(pushed) = self.oshi_line(from, teeth)
        {
            visit(Move::Oshi {
                colour,
                from,
                pushed,
            });
        }
    }

    /// The number of moves of one tower of the side to move.
    fn tower_move_count(&self, colour: Colour) -> usize {
        let mut n = 0;
        self.each_tower_move(colour, |_| n += 1);
        n
    }

    /// Can the tower of the side to move on `from` (with `teeth`) push straight ahead?
    /// Returns the number of towers pushed, or the precise reason it cannot.
    fn oshi_line(&self, from: Square, teeth: Teeth) -> Result<u8, Illegal> {
        let side = self.turn;
        let opp = side.other();
        let fwd = side.forward();
        let occ = self.occupied();
        let first = match from.step(0, fwd) {
            Some(sq) if occ & sq.bit() != 0 => sq,
            _ => return Err(Illegal::NoRoomBehind),
        };
        // The contiguous line of towers straight ahead.
        let mut count = 0u8;
        let mut sq = Some(first);
        while let Some(s) = sq {
            if occ & s.bit() == 0 {
                break;
            }
            if self.occ[side] & s.bit() != 0 {
                return Err(Illegal::OwnTowerInLine { at: s });
            }
            count += 1;
            sq = s.step(0, fwd);
        }
        if count > teeth.get() {
            return Err(Illegal::TooManyToPush {
                count,
                max: teeth.get(),
            });
        }
        let mut s = first;
        for _ in 0..count {
            let t = self.tower_at(s).expect("occupied square holds a tower");
            let tt = self.teeth[opp][t.colour];
            if tt >= teeth {
                return Err(Illegal::TooHeavy {
                    at: s,
                    teeth: tt,
                    pusher: teeth,
                });
            }
            if s.rank() == opp.home_rank() {
                return Err(Illegal::PushedOffHomeRow { at: s });
            }
            s = match s.step(0, fwd) {
                Some(n) => n,
                None => return Err(Illegal::NoRoomBehind),
            };
        }
        // `s` is now the square behind the rear tower: empty by construction of the line.
        Ok(count)
    }

    // ---- playing -------------------------------------------------------------------

    /// Play a move after checking it. The position itself is never changed.
    pub fn play(&self, mv: Move) -> Result<Position, Illegal> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    /// Why `mv` is not legal here, if it is not.
    pub fn check(&self, mv: Move) -> Result<(), Illegal> {
        if self.result.is_some() {
            return Err(Illegal::RoundOver);
        }
        match mv {
            Move::Pass => {
                if self.phase == Phase::Pushed {
                    return Ok(());
                }
                let n = self.count_moves_excluding_pass();
                if n > 0 {
                    return Err(Illegal::NotBlocked {
                        moves: n.min(255) as u8,
                    });
                }
                Ok(())
            }
            Move::Step { colour, from, to } => {
                if self.at[self.turn][colour] != from {
                    return Err(Illegal::WrongTower { required: colour });
                }
                let (dir, dist) =
                    Direction::between(self.turn, from, to).ok_or(Illegal::Backwards)?;
                match self.step(colour, dir, dist)? {
                    Move::Step { .. } => Ok(()),
                    _ => Err(Illegal::Backwards),
                }
            }
            Move::Oshi {
                colour,
                from,
                pushed,
            } => {
                if self.at[self.turn][colour] != from {
                    return Err(Illegal::WrongTower { required: colour });
                }
                match self.step(colour, Direction::Straight, 1)? {
                    Move::Oshi { pushed: p, .. } if p == pushed => Ok(()),
                    Move::Oshi { pushed: p, .. } => Err(Illegal::TooManyToPush {
                        count: p,
                        max: pushed,
                    }),
                    _ => Err(Illegal::NoRoomBehind),
                }
            }
        }
    }

    fn count_moves_excluding_pass(&self) -> usize {
        if self.phase == Phase::Pushed {
            return 0;
        }
        match self.required {
            Some(c) => self.tower_move_count(c),
            None => Colour::ALL
                .into_iter()
                .map(|c| self.tower_move_count(c))
                .sum(),
        }
    }

    /// Turn a written move — tower, direction, distance — into a [`Move`], or say exactly
    /// which rule it breaks. `↑1` into an opponent's tower is an oshi when the rules allow.
    pub fn step(&self, colour: Colour, dir: Direction, dist: u8) -> Result<Move, Illegal> {
        if self.result.is_some() {
            return Err(Illegal::RoundOver);
        }
        if self.phase == Phase::Pushed {
            return Err(Illegal::MustRecordPush);
        }
        if let Some(req) = self.required
            && req != colour
        {
            return Err(Illegal::WrongTower { required: req });
        }
        if dir == Direction::Back {
            return Err(Illegal::Backwards);
        }
        if dist == 0 {
            return Err(Illegal::ZeroDistance);
        }
        let side = self.turn;
        let from = self.at[side][colour];
        let teeth = self.teeth[side][colour];
        if dist > teeth.range() {
            return Err(Illegal::OutOfRange {
                max: teeth.range(),
                teeth,
            });
        }
        let (df, dr) = dir.delta(side);
        let occ = self.occupied();
        let mut sq = from;
        for i in 1..=dist {
            let next = match sq.step(df, dr) {
                Some(n) => n,
                None => return Err(Illegal::OffBoard { squares: i - 1 }),
            };
            if occ & next.bit() != 0 {
                let by = self.tower_at(next).expect("occupied square holds a tower");
                let pushable = i == 1 && by.side != side;
                if pushable && dir == Direction::Straight && teeth.get() > 0 {
                    if dist > 1 {
                        return Err(Illegal::PathBlocked { at: next, by });
                    }
                    return self.oshi_line(from, teeth).map(|pushed| Move::Oshi {
                        colour,
                        from,
                        pushed,
                    });
                }
                if pushable && dir == Direction::Straight && dist == 1 {
                    return Err(Illegal::NotASumo { at: next, by });
                }
                if pushable && dist == 1 && teeth.get() > 0 {
                    return Err(Illegal::DiagonalOshi { at: next, by });
                }
                return Err(Illegal::PathBlocked { at: next, by });
            }
            sq = next;
        }
        Ok(Move::Step {
            colour,
            from,
            to: sq,
        })
    }

    /// Play a move known to be legal (from [`Position::legal_moves`]). Cheap: a copy and a
    /// few bit operations. An illegal move gives a meaningless (but memory-safe) position.
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut p = *self;
        let side = self.turn;
        let opp = side.other();
        match mv {
            Move::Step { colour, from, to } => p.step_in_place(colour, from, to),
            Move::Oshi {
                colour,
                from,
                pushed,
            } => {
                let fwd = side.forward();
                // Move the line from the rear, so every square is free when entered.
                let mut rear_dest = from;
                for k in (1..=pushed as i8).rev() {
                    let Some(s) = from.step(0, fwd * k) else {
                        continue;
                    };
                    let Some(dest) = s.step(0, fwd) else { continue };
                    if let Some(t) = self.tower_at(s) {
                        p.at[opp][t.colour] = dest;
                        p.occ[opp] ^= s.bit() | dest.bit();
                    }
                    if k == pushed as i8 {
                        rear_dest = dest;
                    }
                }
                let Some(to) = from.step(0, fwd) else {
                    return p;
                };
                p.at[side][colour] = to;
                p.occ[side] ^= from.bit() | to.bit();
                p.turn = opp;
                p.phase = Phase::Pushed;
                p.required = Some(rear_dest.colour());
                p.run = 0;
                p.last = Some(to);
            }
            Move::Pass => {
                if self.phase == Phase::Pushed {
                    p.phase = Phase::Play;
                    p.turn = opp;
                    return p;
                }
                match self.required {
                    Some(c) => {
                        p.run |= 1 << Tower::new(side, c).index();
                        p.required = Some(self.at[side][c].colour());
                    }
                    None => {
                        p.run |= 1 << (16 + side.index());
                        p.required = None;
                    }
                }
                p.turn = opp;
                let key = match p.required {
                    Some(c) => 1 << Tower::new(opp, c).index(),
                    None => 1 << (16 + opp.index()),
                };
                if p.run & key != 0 {
                    p.result = Some(p.deadlock_result());
                }
            }
        }
        p
    }

    /// Play the legal step of `colour` from `from` to `to` in place (see
    /// [`Position::play_unchecked`]): no copy of the position, which the replay does once
    /// per ply.
    #[inline]
    pub fn step_in_place(&mut self, colour: Colour, from: Square, to: Square) {
        let side = self.turn;
        let opp = side.other();
        self.at[side][colour] = to;
        self.occ[side] ^= from.bit() | to.bit();
        self.turn = opp;
        self.required = Some(to.colour());
        self.run = 0;
        self.last = Some(to);
        if to.rank() == opp.home_rank() {
            self.result = Some(RoundResult {
                winner: side,
                reason: WinReason::HomeRow,
                tower: colour,
            });
        }
    }

    /// D8 and book example 6(e): the player who made the last real move loses; the
    /// winner's tower of the colour of the square under the last moved tower earns the tooth.
    pub(crate) fn deadlock_result(&self) -> RoundResult {
        match self.last.and_then(|sq| self.tower_at(sq)) {
            Some(t) => {
                let sq = self.at[t.side][t.colour];
                RoundResult {
                    winner: t.side.other(),
                    reason: WinReason::Deadlock,
                    tower: sq.colour(),
                }
            }
            // No real move this round (a position set up by hand): the side to move, whose
            // opponent passed last, wins with the tower it would have had to move.
            None => RoundResult {
                winner: self.turn,
                reason: WinReason::Deadlock,
                tower: self.required.unwrap_or(Colour::Brown),
            },
        }
    }

    /// Count the move sequences of exactly `depth` plies (a forced pass is a ply; a won or
    /// deadlocked round ends the line).
    pub fn perft(&self, depth: u32) -> u64 {
        perft::perft(self, depth)
    }

    /// Perft that plays every move down to the leaves (no bulk counting at the last ply):
    /// the figure comparable with engines that do not bulk-count. Same result as
    /// [`Position::perft`].
    pub fn perft_full(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list.iter()
            .map(|&mv| self.play_unchecked(mv).perft_full(depth - 1))
            .sum()
    }

    /// Perft split by first move, for debugging move generation.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        perft::divide(self, depth)
    }

    /// The squares pushed towers go to when `mv` is an oshi: (tower, from, to), front first.
    pub fn pushed_by(&self, mv: Move) -> ArrayVec<(Tower, Square, Square), 3> {
        let mut out = ArrayVec::new();
        if let Move::Oshi { from, pushed, .. } = mv {
            let fwd = self.turn.forward();
            for k in 1..=pushed as i8 {
                if let (Some(s), Some(d)) = (from.step(0, fwd * k), from.step(0, fwd * (k + 1)))
                    && let Some(t) = self.tower_at(s)
                {
                    let _ = out.try_push((t, s, d));
                }
            }
        }
        out
    }
}

impl Position {
    /// After an oshi (phase [`Phase::Pushed`]): the towers it pushed, front first, each
    /// with the square it was pushed from and to.
    ///
    /// Derived from the position: the pushed towers are the opponent's towers straight
    /// ahead of the pusher, up to the one standing on the colour the pusher must move next.
    /// That square is unique, since every file holds every colour exactly once.
    pub fn last_pushed(&self) -> ArrayVec<(Tower, Square, Square), 3> {
        let mut out = ArrayVec::new();
        if self.phase != Phase::Pushed {
            return out;
        }
        let Some(pusher) = self.last.and_then(|sq| self.tower_at(sq)) else {
            return out;
        };
        let start = self.at[pusher.side][pusher.colour];
        let fwd = pusher.side.forward();
        let mut k = 1;
        while let Some(s) = start.step(0, fwd * k) {
            let Some(t) = self.tower_at(s).filter(|t| t.side != pusher.side) else {
                break;
            };
            if out.try_push((t, s.step(0, -fwd).unwrap_or(s), s)).is_err()
                || Some(s.colour()) == self.required
            {
                break;
            }
            k += 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_has_102_moves() {
        assert_eq!(Position::start().legal_moves().len(), 102);
        assert_eq!(Position::start().count_moves(), 102);
    }
}
