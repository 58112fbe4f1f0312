//! The Colors of Kasane engine under random play: cards are never created or lost, the
//! legal-turn list and the turn checker agree, scores only grow, games end on time.

use kifu::kasane::{Card, CardCounts, Combination, Combo, Game, Illegal, Phase, Rules, Turn};
use proptest::prelude::*;

fn counts(g: &Game) -> CardCounts {
    let mut c = *g.pile();
    c.add_all(g.discards());
    for &card in g.grid().iter().flatten() {
        c.add(card);
    }
    for p in g.players() {
        for &card in p.hand.iter().chain(&p.area) {
            c.add(card);
        }
    }
    c
}

/// Deal from the available cards in an order given by `order` (a permutation source).
fn deal(g: &mut Game, order: &mut impl Iterator<Item = usize>) {
    let mut cards: Vec<Card> = g.available().cards().collect();
    for i in (1..cards.len()).rev() {
        let j = order.next().unwrap_or(0) % (i + 1);
        cards.swap(i, j);
    }
    let (rows, len) = g.rules().grid_shape();
    let grid = cards.chunks(len).take(rows).map(<[Card]>::to_vec).collect();
    g.deal(grid).unwrap();
}

fn any_turn() -> impl Strategy<Value = Turn> {
    (0u8..6, prop::option::of((0usize..9, any::<bool>(), 0u8..8))).prop_map(|(row, c)| Turn {
        row,
        combination: c.map(|(k, top, from_hand)| Combo {
            kind: Combination::ALL[k],
            top,
            from_hand,
        }),
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_keep_every_card(
        players in 3usize..=4,
        plus_one in any::<bool>(),
        choices in prop::collection::vec(any::<usize>(), 400),
        probes in prop::collection::vec(any_turn(), 60),
    ) {
        let mut rules = Rules::new(players);
        rules.variant.plus_one_combination = plus_one;
        let deck = CardCounts::deck(players);
        let mut g = Game::new(rules).unwrap();
        let mut it = choices.into_iter().cycle();
        let mut probe = probes.into_iter().cycle();
        let mut turns = 0;
        let mut legal = Vec::new();
        while g.phase() != Phase::Over {
            prop_assert_eq!(counts(&g), deck);
            if g.phase() == Phase::Deal {
                deal(&mut g, &mut it);
                continue;
            }
            g.legal_turns_into(&mut legal);
            prop_assert!(!legal.is_empty());
            // The checker and the list agree on a random turn.
            let t = probe.next().unwrap();
            prop_assert_eq!(g.check(t).is_ok(), legal.contains(&t), "{:?}", t);
            let pick = legal[it.next().unwrap() % legal.len()];
            let before: Vec<u32> = g.players().iter().map(|p| p.score).collect();
            let r = g.play(pick).unwrap();
            for (i, p) in g.players().iter().enumerate() {
                prop_assert!(p.score >= before[i]);
            }
            prop_assert_eq!(g.players()[r.player].score - before[r.player], r.points);
            turns += 1;
        }
        prop_assert_eq!(turns, 12 * players);
        prop_assert_eq!(g.round(), players);
        for p in g.players() {
            prop_assert_eq!(p.hand.len() + p.area.len(), 12);
        }
        let scores = g.final_scores();
        let best = scores.iter().map(|s| s.total).max();
        for w in g.winners() {
            prop_assert_eq!(Some(scores[w].total), best);
        }
        prop_assert_eq!(g.play(Turn { row: 0, combination: None }), Err(Illegal::GameOver));
    }
}

#[test]
fn perft_of_a_small_round() {
    let mut g = Game::new(Rules::new(4)).unwrap();
    let numbers = [[5, 5, 5, 1], [5, 9, 2, 2], [3, 3, 3, 3], [4, 6, 4, 6]];
    let grid = numbers
        .iter()
        .map(|row| row.iter().map(|&n| Card::number(n).unwrap()).collect())
        .collect();
    g.deal(grid).unwrap();
    // Turn 1: 4 rows, nobody holds a card: 4 turns.
    assert_eq!(g.perft(1), 4);
    // Turn 2 (Ben, empty hand): still no combination possible.
    assert_eq!(g.perft(2), 16);
    // Deeper counts grow and stay consistent with playing every turn by hand.
    let by_hand: u64 = g
        .legal_turns()
        .into_iter()
        .map(|t| {
            let mut h = g.clone();
            h.play(t).unwrap();
            h.perft(3)
        })
        .sum();
    assert_eq!(g.perft(4), by_hand);
    assert!(g.perft(5) > g.perft(4));
}
