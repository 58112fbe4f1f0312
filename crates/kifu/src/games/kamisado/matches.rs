//! A match: rounds, dragon teeth, scores, and the placement for the next round (P1–P4).

use super::ast::{Fill, MatchKind};
use super::board::{BySide, Colour, Side, Square, Teeth, Tower};
use super::rules::{Illegal, Move, Phase, Placed, Position, RoundResult};

/// What the end of a round did to the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundEnd {
    /// How the round ended.
    pub result: RoundResult,
    /// Teeth on the winning tower after the tooth just earned (1–4).
    pub teeth: u8,
    /// Points that tooth scored: 1, 2, 4 or 8.
    pub points: u32,
    /// Score after the round.
    pub score: BySide<u32>,
    /// The match is decided (target reached, or a fourth tooth).
    pub match_over: bool,
}

/// Why the match cannot go on as asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MatchError {
    /// The current round is not over yet.
    #[error("the round is not over yet")]
    RoundNotOver,
    /// The match is already decided.
    #[error("the match is already decided")]
    MatchOver,
}

/// A match in progress: the current round's position plus everything that carries over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    kind: MatchKind,
    round: u32,
    score: BySide<u32>,
    position: Position,
    last_end: Option<RoundEnd>,
}

impl Match {
    /// Round 1 from the start position.
    pub fn new(kind: MatchKind) -> Match {
        Match {
            kind,
            round: 1,
            score: BySide([0, 0]),
            position: Position::start(),
            last_end: None,
        }
    }

    /// Resume a match from a position within round `round` with the given score.
    pub fn resume(kind: MatchKind, round: u32, score: BySide<u32>, position: Position) -> Match {
        Match {
            kind,
            round,
            score,
            position,
            last_end: None,
        }
    }

    /// The match length.
    pub fn kind(&self) -> MatchKind {
        self.kind
    }

    /// The current round, 1-based.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Points so far.
    pub fn score(&self) -> BySide<u32> {
        self.score
    }

    /// The position of the current round.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// How the current round ended, once it has.
    pub fn round_end(&self) -> Option<RoundEnd> {
        self.last_end.filter(|_| self.position.result().is_some())
    }

    /// The winner of the match, once decided.
    pub fn winner(&self) -> Option<Side> {
        self.round_end()
            .filter(|e| e.match_over)
            .map(|e| e.result.winner)
    }

    /// Play one ply. When it ends the round, the tooth is awarded and scored at once.
    pub fn play(&mut self, mv: Move) -> Result<Option<RoundEnd>, Illegal> {
        let next = self.position.play(mv)?;
        Ok(self.advance(next))
    }

    /// Take a position reached by a legal move (as from [`Position::play`]).
    pub fn advance(&mut self, next: Position) -> Option<RoundEnd> {
        self.position = next;
        self.scored()
    }

    /// Play a legal move (as [`Position::play_unchecked`] then [`Match::advance`]); a
    /// step is played in place.
    pub fn play_unchecked(&mut self, mv: Move) -> Option<RoundEnd> {
        match mv {
            Move::Step { colour, from, to } => {
                self.position.step_in_place(colour, from, to);
                self.scored()
            }
            _ => self.advance(self.position.play_unchecked(mv)),
        }
    }

    /// Score the round if the position ends it.
    fn scored(&mut self) -> Option<RoundEnd> {
        let result = self.position.result()?;
        let tower = Tower::new(result.winner, result.tower);
        let before = self.position.teeth_of(tower).get();
        let points = 1u32 << before;
        self.score[result.winner] += points;
        let end = RoundEnd {
            result,
            teeth: before + 1,
            points,
            score: self.score,
            match_over: before + 1 >= 4 || self.score[result.winner] >= self.kind.target(),
        };
        self.last_end = Some(end);
        Some(end)
    }

    /// Start the next round: the winner's tooth goes on, the towers are placed by `fill`
    /// (chosen by the winner, P1–P2), and the loser moves first.
    pub fn next_round(&mut self, fill: Fill) -> Result<(), MatchError> {
        let end = self.round_end().ok_or(MatchError::RoundNotOver)?;
        if end.match_over {
            return Err(MatchError::MatchOver);
        }
        self.position = next_round_position(&self.position, end.result, fill);
        self.round += 1;
        self.last_end = None;
        Ok(())
    }
}

/// The start position of the next round after a round ended in `end` with `result`:
/// the tooth added to the winning tower, placement P1–P4, the loser to move, free choice.
pub fn next_round_position(end: &Position, result: RoundResult, fill: Fill) -> Position {
    let winner_tower = Tower::new(result.winner, result.tower);
    let mut placed: arrayvec::ArrayVec<Placed, 16> = arrayvec::ArrayVec::new();
    for side in Side::ALL {
        for (i, tower) in placement_order(end, side, fill).into_iter().enumerate() {
            let mut teeth = end.teeth_of(tower).get();
            if tower == winner_tower {
                teeth = (teeth + 1).min(3);
            }
            placed.push(Placed {
                tower,
                square: home_square(side, fill, i as u8),
                teeth: Teeth::new(teeth).unwrap_or_default(),
            });
        }
    }
    Position::setup(&placed, result.winner.other(), None, Phase::Play)
        .expect("a placement puts 16 towers on 16 distinct home squares")
}

/// P3/P4: the order in which `side` places its towers: its home row first, then the row
/// before it, …, each row from the player's own left (fill left) or right (fill right).
pub fn placement_order(end: &Position, side: Side, fill: Fill) -> [Tower; 8] {
    // Each tower's place in that order: its row counted from the home row, then its
    // place in the row counted from the player's left (fill left) or right (fill right),
    // as one number `row * 8 + place`: its square's index (`rank * 8 + file`) with the
    // rank's bits flipped for White (row 7 - rank) and the file's bits flipped where the
    // place counts from file h.
    let flip = match (side, fill) {
        (Side::Black, Fill::Left) => 0,
        (Side::Black, Fill::Right) => 7,
        (Side::White, Fill::Left) => 63,
        (Side::White, Fill::Right) => 56,
    };
    // The towers by their number, and the set of numbers (one bit each: towers stand on
    // distinct squares), read back in increasing order.
    let mut colour_at = [Colour::Brown; 64];
    let mut keys = 0u64;
    for c in Colour::ALL {
        let k = end.square_of(Tower::new(side, c)).index() ^ flip;
        colour_at[k & 63] = c;
        keys |= 1 << (k & 63);
    }
    let mut order = [Tower::new(side, Colour::Brown); 8];
    for slot in &mut order {
        *slot = Tower::new(side, colour_at[keys.trailing_zeros() as usize & 63]);
        keys &= keys.wrapping_sub(1);
    }
    order
}

/// The `i`-th home square (0-based) a side fills: from its own left or right end.
fn home_square(side: Side, fill: Fill, i: u8) -> Square {
    let from_left = match fill {
        Fill::Left => i,
        Fill::Right => 7 - i,
    };
    let file = match side {
        Side::Black => from_left,
        Side::White => 7 - from_left,
    };
    Square::from_coords(file as i8, side.home_rank() as i8).expect("on board")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The order by the bits of the squares is the order the rules describe: home row
    /// first, each row from the player's left (fill left) or right (fill right), in
    /// positions met along random games.
    #[test]
    fn placement_order_is_by_row_then_place_in_row() {
        let by_rule = |end: &Position, side: Side, fill: Fill| {
            let mut towers = Colour::ALL.map(|c| Tower::new(side, c));
            towers.sort_by_key(|&t| {
                let sq = end.square_of(t);
                let (row, from_left) = match side {
                    Side::Black => (sq.rank(), sq.file()),
                    Side::White => (7 - sq.rank(), 7 - sq.file()),
                };
                let place = match fill {
                    Fill::Left => from_left,
                    Fill::Right => 7 - from_left,
                };
                (row, place)
            });
            towers
        };
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut checked = 0;
        for _ in 0..40 {
            let mut pos = Position::start();
            for _ in 0..60 {
                for side in Side::ALL {
                    for fill in [Fill::Left, Fill::Right] {
                        assert_eq!(
                            placement_order(&pos, side, fill),
                            by_rule(&pos, side, fill),
                            "{pos}"
                        );
                        checked += 1;
                    }
                }
                let moves = pos.legal_moves();
                if moves.is_empty() || pos.result().is_some() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                match pos.play(moves[(seed % moves.len() as u64) as usize]) {
                    Ok(next) => pos = next,
                    Err(_) => break,
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }
}
