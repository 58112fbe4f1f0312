//! The sentence of an [`Outcome`] (what `kifu validate` prints after a record), as a
//! [`Message`] of the catalogue (`outcome-…` in `core/messages/<lang>.ftl`): written here
//! and nowhere else. It stands apart from the types (`outcome.rs`, which `core` imports)
//! because the sentences need the games' own words, from modules above `core`. `Display`
//! says it in English.

use std::fmt;

use crate::GameKind;
use crate::games::kamisado::board::{Colour, Side};
use crate::message::{Arg, Message};
use crate::outcome::{KaitoOutcome, KamisadoOutcome, KasaneOutcome, Outcome, SamouraiOutcome};

impl Outcome {
    /// Who moves next, or how the game ended, to be said in any language.
    pub fn message(&self) -> Message {
        match self {
            Outcome::NotReplayed(GameKind::Samourai) => {
                crate::message!("outcome-samourai-not-replayed")
            }
            Outcome::NotReplayed(GameKind::Kaito) => crate::message!("outcome-kaito-not-set-up"),
            Outcome::NotReplayed(_) => Message::new("outcome-nothing"),
            Outcome::NotChecked => Message::new("outcome-not-checked"),
            Outcome::Kamisado(o) => o.message(),
            Outcome::Samourai(o) => o.message(),
            Outcome::Kaito(o) => o.message(),
            Outcome::Kasane(o) => o.message(),
            Outcome::Several(all) => joined(
                "outcome-several",
                all.iter().map(|o| o.message().into()).collect(),
            ),
        }
    }
}

/// The English sentence of an outcome (what `kifu validate` prints after a record).
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// `items` joined by the message `id` (`{ $first }, { $rest }`): a list said without
/// `and` (scores, the records of a file).
fn joined(id: &'static str, mut items: Vec<Arg>) -> Message {
    let Some(last) = items.pop() else {
        return Message::new("");
    };
    let mut said = last;
    while let Some(item) = items.pop() {
        said = crate::message!(id, first = item, rest = said).into();
    }
    match said {
        Arg::Message(m) => *m,
        one => Message::new("").arg("one", one),
    }
}

/// A Kamisado side, as the outcome sentences name it: the game's term.
fn kamisado_side(side: Side) -> Arg {
    Arg::Term(side.term())
}

/// A Kamisado tower by its colour, with its grammar: the game's term.
fn tower(colour: Colour) -> Arg {
    Arg::Term(colour.tower_term())
}

impl KamisadoOutcome {
    /// `round 2: White to move the blue tower`, or how the match ended.
    pub fn message(&self) -> Message {
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
                crate::message!(
                    "outcome-kamisado-match-won",
                    winner = kamisado_side(winner),
                    won = won,
                    lost = lost,
                    black = black,
                    white = white
                )
            }
            KamisadoOutcome::RoundOver { round, winner } => crate::message!(
                "outcome-kamisado-round-over",
                round = round,
                winner = kamisado_side(winner),
                next = round + 1
            ),
            KamisadoOutcome::Pushed { round, side } => crate::message!(
                "outcome-kamisado-pushed",
                round = round,
                side = kamisado_side(side)
            ),
            KamisadoOutcome::ToMove {
                round,
                side,
                tower: None,
                ..
            } => crate::message!(
                "outcome-kamisado-any-tower",
                round = round,
                side = kamisado_side(side)
            ),
            KamisadoOutcome::ToMove {
                round,
                side,
                tower: Some(c),
                blocked,
            } => crate::message!(
                if blocked {
                    "outcome-kamisado-to-move-blocked"
                } else {
                    "outcome-kamisado-to-move"
                },
                round = round,
                side = kamisado_side(side),
                tower = tower(c)
            ),
        }
    }
}

/// `round 2: White to move the blue tower`, or how the match ended (in English).
impl fmt::Display for KamisadoOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
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
    /// How the game stands, an announcement to answer named in Japanese.
    pub fn message(&self) -> Message {
        self.message_in(crate::samourai::Lang::Ja)
    }

    /// How the game stands, an announcement to answer named in `lang`: Samouraï's own
    /// sentence, as its replay says it.
    pub fn message_in(&self, lang: crate::samourai::Lang) -> Message {
        crate::games::samourai::replay::outcome_message(*self, lang)
    }

    /// The English sentence, an announcement to answer named in `lang`.
    pub fn text_in(&self, lang: crate::samourai::Lang) -> String {
        self.message_in(lang).to_string()
    }
}

impl KaitoOutcome {
    /// `Red to move`, or `Red wins: Black lost their last Kabuto`.
    pub fn message(&self) -> Message {
        match self {
            KaitoOutcome::Over(o) => o.message(),
            KaitoOutcome::ToMove(side) => crate::message!(
                "outcome-kaito-to-move",
                side = Arg::Term(crate::games::kaito::board::side_term(*side))
            ),
        }
    }
}

/// `Red to move`, or `Red wins: Black lost their last Kabuto`.
impl fmt::Display for KaitoOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl KasaneOutcome {
    /// `Aiko wins (Aiko 14, Ben 12, …)`, `round 2 to deal`, `Ben to play (round 1)`.
    pub fn message(&self) -> Message {
        match self {
            KasaneOutcome::Over { scores } => {
                let winners: Vec<Arg> = self.winners().map(Arg::from).collect();
                let scores: Vec<Arg> = scores
                    .iter()
                    .map(|s| {
                        crate::message!("outcome-kasane-score", player = &s.player, total = s.total)
                            .into()
                    })
                    .collect();
                crate::message!(
                    if winners.len() == 1 {
                        "outcome-kasane-won"
                    } else {
                        "outcome-kasane-shared"
                    },
                    winners = joined("outcome-comma", winners),
                    scores = joined("outcome-comma", scores)
                )
            }
            KasaneOutcome::Deal { round } => {
                crate::message!("outcome-kasane-deal", round = *round)
            }
            KasaneOutcome::Play { player, round } => {
                crate::message!("outcome-kasane-play", player = player, round = *round)
            }
        }
    }
}

/// `Aiko wins (Aiko 14, Ben 12, …)`, `round 2 to deal`, `Ben to play (round 1)`.
impl fmt::Display for KasaneOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::board::RedBlack;
    use crate::games::kamisado::board::Colour;
    use crate::samourai;
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
