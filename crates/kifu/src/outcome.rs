//! How a record stands after its replay, as data: over (who won, the scores) or going on
//! (who is to play, and what they must do). [`OpenedRecord::outcome`] and
//! [`CheckedRecord::outcome`] give it; its `Display` is the English sentence `kifu
//! validate` prints, written in `outcome_text.rs` and nowhere else (the one place a
//! message catalogue replaces). The types here name only the games' own leaf types
//! (their boards and rules), so `core`, which answers with an `Outcome`, does not import
//! the games through it.
//!
//! [`OpenedRecord::outcome`]: crate::OpenedRecord::outcome
//! [`CheckedRecord::outcome`]: crate::CheckedRecord::outcome

use crate::GameKind;
use crate::core::board::RedBlack;
use crate::games::kamisado::board::{Colour, Side};
use crate::games::{kaito::rules as kaito, samourai::rules as samourai};

/// How a record stands after its replay, game by game (shakmaty's `Outcome`, with the
/// position where the game goes on).
///
/// ```
/// use kifu::{GameKind, KamisadoOutcome, OpenOptions, Outcome};
/// use kifu::kamisado::{Colour, Side};
///
/// let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue\n";
/// let opened = kifu::open(GameKind::Kamisado, text, &OpenOptions::new()).unwrap();
/// let outcome = opened.records()[0].outcome();
/// assert_eq!(
///     outcome,
///     Outcome::Kamisado(KamisadoOutcome::ToMove {
///         round: 1,
///         side: Side::White,
///         tower: Some(Colour::Blue),
///         blocked: false,
///     })
/// );
/// assert!(!outcome.is_finished());
/// assert_eq!(outcome.to_string(), "round 1: White to move the blue tower");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Outcome {
    /// The record could not be set up for a replay (a Kamisado `[Match]` tag, a
    /// Samouraï board, a Kaitō layout, a Colors of Kasane set-up that is not valid):
    /// nothing was played.
    NotReplayed(GameKind),
    /// The replay went on under a guessed correction ([`OpenOptions::all`]): no result
    /// is stated.
    ///
    /// [`OpenOptions::all`]: crate::OpenOptions::all
    NotChecked,
    /// A Kamisado match.
    Kamisado(KamisadoOutcome),
    /// A Samouraï game.
    Samourai(SamouraiOutcome),
    /// A Kaitō game.
    Kaito(KaitoOutcome),
    /// A Colors of Kasane game.
    Kasane(KasaneOutcome),
    /// Several records read as one (a slice of text holding more than one): each one's,
    /// in order.
    Several(Vec<Outcome>),
}

impl Outcome {
    /// The game or match is over (every record's, for [`Outcome::Several`]).
    pub fn is_finished(&self) -> bool {
        match self {
            Outcome::NotReplayed(_) | Outcome::NotChecked => false,
            Outcome::Kamisado(o) => matches!(o, KamisadoOutcome::MatchWon { .. }),
            Outcome::Samourai(o) => matches!(o, SamouraiOutcome::Over(_)),
            Outcome::Kaito(o) => matches!(o, KaitoOutcome::Over(_)),
            Outcome::Kasane(o) => matches!(o, KasaneOutcome::Over { .. }),
            Outcome::Several(all) => !all.is_empty() && all.iter().all(Outcome::is_finished),
        }
    }

    /// The game ended in a draw (Samouraï's rule: the only moves left would put the
    /// opponent in iki zumari while three of their samurai stand on shiro).
    pub fn is_draw(&self) -> bool {
        matches!(
            self,
            Outcome::Samourai(SamouraiOutcome::Over(samourai::Outcome::Draw { .. }))
        )
    }
}

/// How a Kamisado match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KamisadoOutcome {
    /// The match is over: its winner, and each side's points.
    MatchWon {
        /// Who won the match.
        winner: Side,
        /// Black's points.
        black: u32,
        /// White's points.
        white: u32,
    },
    /// A round is over and the match goes on: its winner chooses how the towers are
    /// lined up for the next one.
    RoundOver {
        /// The round just ended (1-based).
        round: u32,
        /// Who won it.
        winner: Side,
    },
    /// A side is to move.
    ToMove {
        /// The round (1-based).
        round: u32,
        /// Who moves.
        side: Side,
        /// The tower that must move (`None`: any tower, at the start of a round).
        tower: Option<Colour>,
        /// That tower is blocked: the entry is a pass (`0`).
        blocked: bool,
    },
    /// A side was pushed back by a sumo oshi and passes: the pushed entry is due.
    Pushed {
        /// The round (1-based).
        round: u32,
        /// Who passes.
        side: Side,
    },
}

/// How a Samouraï game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SamouraiOutcome {
    /// The game is over: how.
    Over(samourai::Outcome),
    /// A side is to move, and what its move must be.
    ToMove {
        /// Who moves.
        side: RedBlack,
        /// What the move must be.
        demand: samourai::Demand,
    },
}

/// How a Kaitō game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KaitoOutcome {
    /// The game is over: how.
    Over(kaito::Outcome),
    /// A side is to move.
    ToMove(RedBlack),
}

/// How a Colors of Kasane game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KasaneOutcome {
    /// The game is over: every player's final score, in seat order.
    Over {
        /// The final scores.
        scores: Vec<KasaneScore>,
    },
    /// A round is to be dealt.
    Deal {
        /// The round (1-based).
        round: usize,
    },
    /// A player is to play.
    Play {
        /// The player's name.
        player: String,
        /// The round (1-based).
        round: usize,
    },
}

/// One player's final score in Colors of Kasane.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KasaneScore {
    /// The player's name.
    pub player: String,
    /// Every point: play, colour bonus, full bonus.
    pub total: u32,
    /// Cards laid in the play area (the tie-break).
    pub laid: usize,
}

impl KasaneOutcome {
    /// The winners of a finished game: the best total, ties broken by the cards laid
    /// (several when still equal); none while the game goes on.
    pub fn winners(&self) -> impl Iterator<Item = &str> {
        let scores = match self {
            KasaneOutcome::Over { scores } => scores.as_slice(),
            _ => &[],
        };
        let best = scores.iter().map(|s| (s.total, s.laid)).max();
        scores
            .iter()
            .filter(move |s| Some((s.total, s.laid)) == best)
            .map(|s| s.player.as_str())
    }
}
