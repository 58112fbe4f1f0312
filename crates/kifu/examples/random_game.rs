//! Play a random Kamisado match with the engine: every move chosen uniformly among the
//! legal ones (from a seed), printed as a score sheet, then checked by replaying it.
//!
//! ```sh
//! cargo run --example random_game -- 42
//! ```

use kifu::kamisado::{self, ArrowStyle, Fill, Lang, Match, MatchKind, Side, Style};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut below = |n: usize| (rng.next_u64() % n as u64) as usize;

    let mut game = Match::new(MatchKind::Standard);
    let mut sheet = String::from("[Game \"Kamisado\"]\n[Match \"standard\"]\n");
    loop {
        let mut fill = None;
        if game.round_end().is_some() {
            // The winner of the last round chooses how the towers are lined up (P1).
            let f = if below(2) == 0 {
                Fill::Left
            } else {
                Fill::Right
            };
            game.next_round(f).expect("the match goes on");
            fill = Some(f);
        }
        let side = match fill {
            Some(Fill::Left) => " from left",
            Some(Fill::Right) => " from right",
            None => "",
        };
        sheet.push_str(&format!("\nRound {}{side}\n", game.round()));
        while game.position().result().is_none() {
            let position = *game.position();
            let legal = position.legal_moves();
            let mv = legal[below(legal.len())];
            let entry = kamisado::move_text(&position, mv).expect("a legal move");
            sheet.push_str(&entry);
            sheet.push('\n');
            game.play(mv).expect("a legal move");
        }
        let end = game.round_end().expect("the round is over");
        sheet.push_str(&format!(
            "Score: {}-{}\n",
            end.score[Side::Black],
            end.score[Side::White]
        ));
        if end.match_over {
            break;
        }
    }
    // The sheet replays to the same result; print it in the canonical layout.
    let record = &kamisado::parse(&sheet)[0].record;
    let replay = kamisado::replay(record, Default::default()).expect("the [Match] tag is known");
    assert!(replay.is_valid(), "{:?}", replay.findings.problems);
    assert_eq!(replay.winner, game.winner());
    print!(
        "{}",
        kamisado::write(
            record,
            Style {
                lang: Lang::En,
                arrows: ArrowStyle::Arrows
            }
        )
    );
    eprintln!(
        "seed {seed}: {:?} won {}-{} in {} rounds",
        game.winner().expect("the match is over"),
        game.score()[Side::Black],
        game.score()[Side::White],
        replay.rounds.len()
    );
}
