//! The English sentence of an [`Outcome`] (what `kifu validate` prints after a record):
//! written here and nowhere else, the one place a message catalogue replaces. It stands
//! apart from the types (`outcome.rs`, which `core` imports) because the sentences need
//! the games' own words, from modules above `core`.

use std::fmt;

use crate::GameKind;
use crate::games::kamisado::board::Side;
use crate::games::kamisado::replay::cap;
use crate::outcome::{KaitoOutcome, KamisadoOutcome, KasaneOutcome, Outcome, SamouraiOutcome};
use crate::samourai;

/// The English sentence of an outcome (what `kifu validate` prints after a record).
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::NotReplayed(GameKind::Samourai) => {
                f.write_str("not replayed: the board is not valid")
            }
            Outcome::NotReplayed(GameKind::Kaito) => f.write_str("the game could not be set up"),
            Outcome::NotReplayed(_) => Ok(()),
            Outcome::NotChecked => f.write_str(crate::core::check::NOT_CHECKED),
            Outcome::Kamisado(o) => o.fmt(f),
            Outcome::Samourai(o) => o.fmt(f),
            Outcome::Kaito(o) => o.fmt(f),
            Outcome::Kasane(o) => o.fmt(f),
            Outcome::Several(all) => {
                for (i, o) in all.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    o.fmt(f)?;
                }
                Ok(())
            }
        }
    }
}

/// `round 2: White to move the blue tower`, or how the match ended.
impl fmt::Display for KamisadoOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            KamisadoOutcome::MatchWon {
                winner,
                black,
                white,
            } => {
                let (won, lost) = match winner {
                    Side::Black => (black, white),
                    Side::White => (white, black),
                };
                write!(
                    f,
                    "{} won the match {won}-{lost} (Black {black}, White {white})",
                    cap(winner)
                )
            }
            KamisadoOutcome::RoundOver { round, winner } => write!(
                f,
                "round {round} is over; {} chooses the fill (from left or right) for round {}",
                cap(winner),
                round + 1
            ),
            KamisadoOutcome::Pushed { round, side } => write!(
                f,
                "round {round}: {} was pushed back and passes (write the pushed entry)",
                cap(side)
            ),
            KamisadoOutcome::ToMove {
                round,
                side,
                tower,
                blocked,
            } => {
                let side = cap(side);
                match tower {
                    None => write!(f, "round {round}: {side} to move, any tower"),
                    Some(c) if blocked => write!(
                        f,
                        "round {round}: {side} to move the {} tower, which is blocked (0)",
                        c.name()
                    ),
                    Some(c) => write!(f, "round {round}: {side} to move the {} tower", c.name()),
                }
            }
        }
    }
}

/// `Red to move, answering 3 ryu: …`, or how the game ended (announcements named in
/// Japanese: [`SamouraiOutcome::text_in`] names them in another language).
impl fmt::Display for SamouraiOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_in(crate::samourai::Lang::Ja))
    }
}

impl SamouraiOutcome {
    /// The English sentence, an announcement to answer named in `lang`.
    pub fn text_in(&self, lang: crate::samourai::Lang) -> String {
        match *self {
            SamouraiOutcome::Over(samourai::Outcome::IkiZumari { loser }) => {
                format!("{loser} is in iki zumari: {} wins", loser.other())
            }
            SamouraiOutcome::Over(samourai::Outcome::Draw { stuck }) => format!(
                "draw: {stuck} could only put {} in iki zumari while 3 of their samurai are on shiro",
                stuck.other()
            ),
            SamouraiOutcome::ToMove { side, demand } => format!(
                "{side} to move, {}",
                crate::games::samourai::replay::demand_text(demand, lang)
            ),
        }
    }
}

/// `Red to move`, or `Red wins: Black lost their last Kabuto`.
impl fmt::Display for KaitoOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KaitoOutcome::Over(o) => f.write_str(&o.text()),
            KaitoOutcome::ToMove(side) => write!(f, "{} to move", side.title()),
        }
    }
}

/// `Aiko wins (Aiko 14, Ben 12, …)`, `round 2 to deal`, `Ben to play (round 1)`.
impl fmt::Display for KasaneOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KasaneOutcome::Over { scores } => {
                let mut w = self.winners();
                if let (Some(one), None) = (w.next(), w.next()) {
                    write!(f, "{one} wins (")?;
                } else {
                    f.write_str("shared win: ")?;
                    for (i, n) in self.winners().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        f.write_str(n)?;
                    }
                    f.write_str(" (")?;
                }
                for (i, s) in scores.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{} {}", s.player, s.total)?;
                }
                f.write_str(")")
            }
            KasaneOutcome::Deal { round } => write!(f, "round {round} to deal"),
            KasaneOutcome::Play { player, round } => {
                write!(f, "{player} to play (round {round})")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::RedBlack;
    use crate::games::kamisado::board::Colour;
    use crate::{OpenOptions, open};

    fn outcome_of(game: GameKind, text: &str, options: &OpenOptions) -> Outcome {
        let opened = open(game, text, options).unwrap();
        opened.records()[0].outcome()
    }

    /// Each game hands back how its record ended as data: winners, scores, draws, and
    /// the English sentence `kifu validate` prints is written from it.
    #[test]
    fn a_finished_record_says_who_won_and_the_scores_as_data() {
        let kamisado = include_str!("../../../fixtures/kamisado/valid/standard_fr_words.kamisado");
        let won = outcome_of(GameKind::Kamisado, kamisado, &OpenOptions::new());
        let expected = KamisadoOutcome::MatchWon {
            winner: Side::White,
            black: 1,
            white: 3,
        };
        assert_eq!(won, Outcome::Kamisado(expected));
        assert!(won.is_finished() && !won.is_draw());
        assert_eq!(
            won.to_string(),
            "White won the match 3-1 (Black 1, White 3)"
        );

        let draw = include_str!("../../../fixtures/samourai/draw.samourai");
        let drawn = outcome_of(GameKind::Samourai, draw, &OpenOptions::new());
        let stuck = RedBlack::Red;
        let expected = SamouraiOutcome::Over(samourai::Outcome::Draw { stuck });
        assert_eq!(drawn, Outcome::Samourai(expected));
        assert!(drawn.is_finished() && drawn.is_draw());

        let kaito = include_str!("../../../fixtures/kaito/book_exchange.kaito");
        let Outcome::Kaito(KaitoOutcome::Over(end)) =
            outcome_of(GameKind::Kaito, kaito, &OpenOptions::new())
        else {
            panic!("Kaitō: the game is over");
        };
        assert_eq!(end.winner(), RedBlack::Red);

        let kasane = include_str!("../../../fixtures/kasane/games/four_seed1.kasane");
        let over = outcome_of(GameKind::Kasane, kasane, &OpenOptions::new());
        let Outcome::Kasane(scores @ KasaneOutcome::Over { .. }) = &over else {
            panic!("Colors of Kasane: the game is over");
        };
        assert_eq!(scores.winners().collect::<Vec<_>>(), ["Chie"]);
        let KasaneOutcome::Over { scores: all } = scores else {
            unreachable!()
        };
        let totals: Vec<(&str, u32)> = all.iter().map(|s| (s.player.as_str(), s.total)).collect();
        assert_eq!(totals, [("Aiko", 5), ("Ben", 4), ("Chie", 9), ("Dai", 3)]);
        assert_eq!(over.to_string(), "Chie wins (Aiko 5, Ben 4, Chie 9, Dai 3)");
    }

    /// A record that goes on says who is to play; one replayed under a guess states no
    /// result; one that could not be set up says so.
    #[test]
    fn an_unfinished_guessed_or_unreplayed_record_says_so() {
        let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n";
        let going_on = outcome_of(GameKind::Kamisado, text, &OpenOptions::new());
        let expected = KamisadoOutcome::ToMove {
            round: 1,
            side: Side::Black,
            tower: Some(Colour::Yellow),
            blocked: false,
        };
        assert_eq!(going_on, Outcome::Kamisado(expected));
        assert!(!going_on.is_finished());

        let wrong = include_str!("../../../fixtures/kamisado/rules/err_wrong_tower.kamisado");
        let guessed = outcome_of(GameKind::Kamisado, wrong, &OpenOptions::new().all(true));
        assert_eq!(guessed, Outcome::NotChecked);
        assert!(!guessed.is_finished());

        let bad = include_str!("../../../fixtures/samourai/errors/err_bad-board.samourai");
        let unplayed = outcome_of(GameKind::Samourai, bad, &OpenOptions::new());
        assert_eq!(unplayed, Outcome::NotReplayed(GameKind::Samourai));
        assert_eq!(unplayed.to_string(), "not replayed: the board is not valid");
    }
}
