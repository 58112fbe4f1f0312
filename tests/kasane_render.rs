//! Colors of Kasane diagrams: snapshots of the ASCII and terminal forms, structural checks
//! of the SVG (well-formed, one card shape per card, one marble per filled box).

mod common;

use std::fs;

use kifu::ColorMode;
use kifu::kasane::render::{self, Diagram};
use kifu::kasane::{Combination, Game, Replay, ReplayOptions, check, move_text};

fn replay(path: &str) -> Replay {
    let text = fs::read_to_string(path).unwrap();
    check(&text, &ReplayOptions::default())
        .remove(0)
        .replay
        .unwrap()
}

fn diagram(r: &Replay) -> Diagram<'_> {
    Diagram {
        game: &r.game,
        players: &r.setup.players,
    }
}

fn marbles(g: &Game) -> usize {
    Combination::ALL
        .iter()
        .map(|&c| {
            (0..g.rules().boxes.boxes(c).len())
                .filter(|&i| g.marbles().is_used(c, i))
                .count()
        })
        .sum()
}

#[test]
fn ascii_and_terminal_of_the_book_examples() {
    let r = replay("fixtures/kasane/book/examples.kasane");
    let d = diagram(&r);
    let ascii = render::ascii(&d);
    assert!(ascii.is_ascii());
    assert!(ascii.starts_with("Round 3: Chie to play"));
    assert!(ascii.contains("area: 8 7 6 2 4 6"), "{ascii}");
    insta::assert_snapshot!("examples_ascii", ascii);
    let term = render::terminal(&d, ColorMode::Ansi256);
    assert!(term.contains("\u{1b}["));
    insta::assert_snapshot!("examples_terminal", term);
}

#[test]
fn final_position_shows_final_scores() {
    let r = replay("fixtures/kasane/games/three_seed1.kasane");
    let d = diagram(&r);
    let ascii = render::ascii(&d);
    assert!(ascii.starts_with("Game over: Aiko wins"), "{ascii}");
    assert!(ascii.contains("13 pts (final)"), "{ascii}");
    insta::assert_snapshot!("three_seed1_final_ascii", ascii);
}

#[test]
fn svg_has_every_card_and_marble() {
    for path in [
        "fixtures/kasane/book/examples.kasane",
        "fixtures/kasane/games/four_seed2.kasane",
        "fixtures/kasane/games/three_variants.kasane",
    ] {
        let r = replay(path);
        for turns in [0, 5, r.turns()] {
            let g = r.state_after(turns);
            let d = Diagram {
                game: &g,
                players: &r.setup.players,
            };
            let s = common::svg::read(&render::svg(&d));
            let cards = g.grid_cards()
                + g.players()
                    .iter()
                    .map(|p| p.hand.len() + p.area.len())
                    .sum::<usize>();
            assert_eq!(s.count("card"), cards, "{path} after {turns}");
            assert_eq!(s.count("marble"), marbles(&g), "{path} after {turns}");
            let boxes: usize = Combination::ALL
                .iter()
                .map(|&c| g.rules().boxes.boxes(c).len())
                .sum();
            assert_eq!(s.count("box"), boxes);
            for name in &r.setup.players {
                assert!(s.texts.iter().any(|t| t.starts_with(name.as_str())));
            }
        }
    }
    // The 3-player variant starts with two marbles.
    let r = replay("fixtures/kasane/games/three_variants.kasane");
    assert_eq!(marbles(&r.state_after(0)), 2);
}

#[test]
fn legal_turns_as_lines() {
    let r = replay("fixtures/kasane/book/examples.kasane");
    let before = r.state_after(r.turns() - 1);
    // Ben's turn is the 4th of round 3: 24 + 3 turns before it.
    assert_eq!(r.turns_before(3, 4), Some(27));
    assert_eq!(r.state_after(27), before);
    assert_eq!(r.turns_before(1, 0), Some(0));
    assert_eq!(r.state_after(0).grid_cards(), 16);
    assert_eq!(r.turns_before(2, 99), Some(24));
    assert_eq!(r.turns_before(4, 1), None);
    assert_eq!(r.turns_before(0, 1), None);
    let lines: Vec<String> = before
        .legal_turns()
        .into_iter()
        .filter_map(|t| move_text(&before, &r.setup.players, t))
        .collect();
    assert!(lines.contains(&"Ben 1 (6)".to_string()), "{lines:?}");
    assert!(
        lines.contains(&"Ben 1 (6) : Kasane ^6 6 = 1".to_string()),
        "{lines:?}"
    );
    assert!(
        lines.contains(&"Ben 1 (6) : Setsu Getsu Fuka ^6 2 4 6 = 4".to_string()),
        "{lines:?}"
    );
    // Every line written is a turn the checker accepts.
    let text = fs::read_to_string("fixtures/kasane/book/examples.kasane").unwrap();
    let last = text.trim_end().rsplit_once('\n').unwrap().0;
    for line in &lines {
        let t = format!("{last}\n{line}\n");
        let c = check(&t, &ReplayOptions::default()).remove(0);
        assert!(c.is_valid(), "{line}: {:?}", c.problems);
    }
}

#[test]
fn the_compact_table_shows_the_same_cards_in_fewer_lines() {
    let r = replay("fixtures/kasane/games/four_custom_boxes.kasane");
    for turns in [0, 5, r.turns()] {
        let g = r.state_after(turns);
        let d = Diagram {
            game: &g,
            players: &r.setup.players,
        };
        let (full, compact) = (render::ascii(&d), render::ascii_compact(&d));
        assert!(
            compact.lines().count() < full.lines().count() - 6,
            "{compact}"
        );
        assert!(!compact.contains("\n\n"), "no blank line:\n{compact}");
        // Every value and marble of the usual table, in the same order.
        let values = |text: &str| -> Vec<String> {
            text.split(|c: char| c.is_whitespace() || c == '[' || c == ']')
                .filter(|w| !w.is_empty() && !w.ends_with(':') && *w != "row")
                .filter(|w| {
                    ![
                        "Grid",
                        "(front",
                        "card",
                        "first)",
                        "Combination",
                        "cards",
                        "(o",
                        "=",
                        "marble)",
                    ]
                    .contains(w)
                })
                .map(str::to_string)
                .collect()
        };
        assert_eq!(values(&full), values(&compact), "{compact}");
        let painted = render::terminal_compact(&d, ColorMode::Ansi256);
        assert_eq!(painted.lines().count(), compact.lines().count());
    }
}
