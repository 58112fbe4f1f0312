//! What a hand ticks on the tick form for a record: the rounds of a record in JSON as the
//! form holds them ([`TickRound`]s), to be placed on the form
//! ([`place`](kifu::kamisado::tick_form::place)) and photographed ([`crate::photo`]).

use kifu::kamisado::json::{ColourJson, DirectionJson, FillJson, GameJson, SideJson};
use kifu::kamisado::tick_form::{Action, MAX_SCORE, TickEntry, TickRound};
use kifu::kamisado::{Colour, Direction, Fill, MatchKind, Side};

/// The rounds of a record in JSON (as `kifu convert` and the generator give it) as the tick
/// form holds them: the score before each round from round 2 on (none in a simple match).
pub fn rounds_of(game: &GameJson) -> Vec<TickRound> {
    let colour = |c: ColourJson| {
        Colour::ALL
            .into_iter()
            .find(|&k| ColourJson::from(k) == c)
            .unwrap_or(Colour::Orange)
    };
    let simple = game.match_kind == MatchKind::Simple.into();
    let mut before: Option<[u8; 2]> = None;
    game.rounds
        .iter()
        .map(|r| {
            let entries = r
                .moves
                .iter()
                .map(|m| {
                    let action = match m.direction {
                        None => Action::Blocked,
                        Some(d) => Action::Step(
                            Direction::FORWARD
                                .into_iter()
                                .chain([Direction::Back])
                                .find(|&k| DirectionJson::from(k) == d)
                                .unwrap_or(Direction::Straight),
                        ),
                    };
                    TickEntry {
                        side: if m.side == SideJson::Black {
                            Side::Black
                        } else {
                            Side::White
                        },
                        tower: colour(m.tower),
                        action,
                        distance: (action != Action::Blocked).then_some(m.distance),
                        landing: colour(m.landing),
                    }
                })
                .collect();
            let round = TickRound {
                fill: r.fill.map(|f| {
                    if f == FillJson::Left {
                        Fill::Left
                    } else {
                        Fill::Right
                    }
                }),
                score_before: if simple { None } else { before },
                entries,
            };
            let clamp = |n: u32| n.min(u32::from(MAX_SCORE)) as u8;
            before = Some([clamp(r.score.black), clamp(r.score.white)]);
            round
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use kifu::kamisado::Generator;
    use kifu::kamisado::tick_form::{BoxKind, place};

    use super::*;

    #[test]
    fn a_generated_match_is_placed_with_every_ply_on_a_line_in_order() {
        let mut g = Generator::new(7);
        let game = g.random_match(MatchKind::Standard);
        let rounds = rounds_of(&game);
        assert_eq!(rounds.len(), game.rounds.len());
        assert_eq!(rounds[0].score_before, None);
        for (r, j) in rounds.iter().zip(&game.rounds).skip(1) {
            assert!(r.fill.is_some());
            assert!(r.score_before.is_some());
            assert_eq!(r.entries.len(), j.moves.len());
        }
        let p = place(&rounds);
        for (round, lines) in rounds.iter().zip(&p.lines) {
            assert_eq!(round.entries.len(), lines.len());
            assert!(lines.windows(2).all(|w| w[0] <= w[1]));
        }
        let entry_ticks = p
            .ticks
            .iter()
            .filter(|(_, k)| matches!(k, BoxKind::Entry { .. }))
            .count();
        let expected: usize = rounds
            .iter()
            .flat_map(|r| &r.entries)
            .map(|e| e.fields().count())
            .sum();
        assert_eq!(entry_ticks, expected);
    }
}
