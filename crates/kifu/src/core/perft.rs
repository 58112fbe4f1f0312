//! Perft: the number of move sequences of a given depth from a position, the usual check
//! of a move generator. One walk for every game whose position lists its legal moves into
//! a reused list and plays a move without checking it (Kamisado, Samouraï).

use std::ops::Deref;

/// A position [`perft`] and [`divide`] can walk: its legal moves, their number, and the
/// position after one of them. A game writes it with [`walk_moves!`](crate::walk_moves)
/// from the inherent methods of the same names.
pub trait Walk: Sized {
    /// A move.
    type Move: Copy;
    /// A list of moves, reused from one call to the next (an `ArrayVec`).
    type List: Default + Deref<Target = [Self::Move]>;

    /// The legal moves, into `list` (cleared first).
    fn legal_moves_into(&self, list: &mut Self::List);

    /// The legal moves, in a new list.
    fn legal_moves(&self) -> Self::List {
        let mut list = Self::List::default();
        self.legal_moves_into(&mut list);
        list
    }

    /// How many legal moves there are (what `legal_moves_into` would list).
    fn count_moves(&self) -> usize;

    /// The position after `mv`, a legal move.
    fn play_unchecked(&self, mv: Self::Move) -> Self;
}

/// Count the move sequences of exactly `depth` plies from `position`; the last ply is
/// counted, not played (a position with no legal move ends the line).
pub fn perft<P: Walk>(position: &P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_moves() as u64,
        _ => {
            let mut list = P::List::default();
            position.legal_moves_into(&mut list);
            list.iter()
                .map(|&mv| perft(&position.play_unchecked(mv), depth - 1))
                .sum()
        }
    }
}

/// [`perft`] split by first move, in the order the moves are listed: each legal move with
/// the count of `depth - 1` after it.
pub fn divide<P: Walk>(position: &P, depth: u32) -> Vec<(P::Move, u64)> {
    let mut list = P::List::default();
    position.legal_moves_into(&mut list);
    list.iter()
        .map(|&mv| {
            (
                mv,
                perft(&position.play_unchecked(mv), depth.saturating_sub(1)),
            )
        })
        .collect()
}

/// `walk_moves!(Position, Move, MoveList)` makes `Position` a `Walk` through its
/// inherent `legal_moves_into`, `count_moves` and `play_unchecked`.
#[macro_export]
macro_rules! walk_moves {
    ($position:ty, $move:ty, $list:ty) => {
        impl $crate::core::perft::Walk for $position {
            type Move = $move;
            type List = $list;
            #[inline]
            fn legal_moves_into(&self, list: &mut $list) {
                <$position>::legal_moves_into(self, list)
            }
            #[inline]
            fn count_moves(&self) -> usize {
                <$position>::count_moves(self)
            }
            #[inline]
            fn play_unchecked(&self, mv: $move) -> Self {
                <$position>::play_unchecked(self, mv)
            }
        }
    };
}
