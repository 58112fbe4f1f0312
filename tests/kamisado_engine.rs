//! Engine tests built from the rule book's worked examples (figures lost; positions
//! rebuilt to match every caption) and one position per oshi rule.

mod common;

use Colour::*;
use Direction::*;
use common::Lcg;
use kifu::kamisado::{
    BySide, Colour, Direction, Fill, Illegal, Match, MatchKind, Move, Phase, Placed, Position,
    Side, Square, Teeth, Tower, WinReason, next_round_position, placement_order,
};

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// The start position with some towers moved: ("W:P", "a6", teeth) etc.
fn setup(moved: &[(&str, &str, u8)], turn: Side, required: Option<Colour>) -> Position {
    let mut placed: Vec<Placed> = Position::start().towers().collect();
    for &(name, square, teeth) in moved {
        let side = if name.starts_with('W') {
            Side::White
        } else {
            Side::Black
        };
        let colour = Colour::from_letter(name.chars().nth(2).unwrap()).unwrap();
        let p = placed
            .iter_mut()
            .find(|p| p.tower == Tower::new(side, colour))
            .unwrap();
        p.square = sq(square);
        p.teeth = Teeth::new(teeth).unwrap();
    }
    Position::setup(&placed, turn, required, Phase::Play).unwrap()
}

fn step(p: &Position, c: Colour, d: Direction, n: u8) -> Position {
    let mv = p
        .step(c, d, n)
        .unwrap_or_else(|e| panic!("{c:?} {d:?} {n} in {p}: {e}"));
    p.play(mv).unwrap()
}

#[test]
fn example_4_blocked_tower_passes_and_the_opponent_moves_again() {
    // Amy (Black) moves brown onto a green square; Chris's green tower, on a yellow
    // square, is blocked; Amy moves yellow straight onto Chris's home row and wins.
    let p: Position = "OBPKYR1N/5G2/4rky1/8/8/8/8/ng3pbo b N -".parse().unwrap();
    let p = step(&p, Brown, Straight, 5);
    assert_eq!(sq("a6").colour(), Green);
    assert_eq!(p.required(), Some(Green));
    assert_eq!(p.legal_moves().as_slice(), [Move::Pass]);
    assert!(matches!(
        p.step(Green, Straight, 1),
        Err(Illegal::NotASumo { .. })
    ));
    assert!(matches!(
        p.step(Green, Left, 1),
        Err(Illegal::PathBlocked { .. })
    ));
    let p = p.play(Move::Pass).unwrap();
    assert_eq!(p.turn(), Side::Black);
    assert_eq!(
        p.required(),
        Some(Yellow),
        "the colour of the square under the blocked tower"
    );
    let p = step(&p, Yellow, Straight, 2);
    let r = p.result().unwrap();
    assert_eq!(
        (r.winner, r.reason, r.tower),
        (Side::Black, WinReason::HomeRow, Yellow)
    );
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.play(Move::Pass), Err(Illegal::RoundOver));
}

#[test]
fn example_5_passes_on_both_sides_are_not_a_deadlock_while_play_goes_on() {
    let p: Position = "O1PKYR1N/5G2/1ngrkpoB/2y5/8/8/8/b7 b B -".parse().unwrap();
    let p = step(&p, Blue, Straight, 5); // Daniel: blue 5 squares onto green
    assert_eq!(p.required(), Some(Green));
    let p = p.play(Move::Pass).unwrap(); // Vlora's green is blocked on yellow
    assert_eq!((p.turn(), p.required()), (Side::Black, Some(Yellow)));
    let p = p.play(Move::Pass).unwrap(); // Daniel's yellow is blocked on blue
    assert_eq!((p.turn(), p.required()), (Side::White, Some(Blue)));
    assert!(p.result().is_none());
    let p = step(&p, Blue, Straight, 1); // Vlora: blue onto yellow
    assert_eq!(p.required(), Some(Yellow));
    assert_eq!(p.legal_moves().as_slice(), [Move::Pass]);
    let p = p.play(Move::Pass).unwrap(); // Daniel still blocked
    let p = step(&p, Blue, Right, 4); // Vlora reaches Daniel's home row
    assert_eq!(p.result().unwrap().winner, Side::White);
}

#[test]
fn example_6_total_deadlock_loses_for_the_last_real_mover() {
    let p: Position = "O1P3GN/2YRK3/2k1p2B/3g4/8/8/8/n1ry2bo w B -"
        .parse()
        .unwrap();
    let p = step(&p, Blue, Straight, 3); // 6(a) Wolfgang: blue onto green
    assert_eq!(p.required(), Some(Green));
    // 6(b) Ralf's green has exactly one move, onto the red square (D5: it must move).
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(p.check(Move::Pass), Err(Illegal::NotBlocked { moves: 1 }));
    let p = p.play(moves[0]).unwrap();
    assert_eq!(p.required(), Some(Red));
    // 6(c) Wolfgang's red is blocked: pass.
    let p = p.play(Move::Pass).unwrap();
    assert!(p.result().is_none());
    // 6(d) Ralf's green is blocked on red: pass. 6(e) Wolfgang would have to move the red
    // tower already found blocked: total deadlock. Ralf moved last and loses; Wolfgang's
    // tooth goes on his red tower (the colour under Ralf's green).
    let p = p.play(Move::Pass).unwrap();
    let r = p.result().expect("deadlock established");
    assert_eq!(
        (r.winner, r.reason, r.tower),
        (Side::White, WinReason::Deadlock, Red)
    );
    assert_eq!(p.perft(3), 0, "a deadlock ends the line");
}

/// Book example 7: Alain (White) won round 1 with his purple tower; the end position is
/// rebuilt from captions 7(b)–(g).
fn example_7_end() -> Position {
    let before: Position = "2B4N/2p5/7b/4O3/1Kn1o1R1/k1PY4/5G2/1g1r2y1 w P -"
        .parse()
        .unwrap();
    step(&before, Purple, Straight, 2)
}

#[test]
fn example_7_placement_from_the_left() {
    let end = example_7_end();
    let r = end.result().unwrap();
    assert_eq!((r.winner, r.tower), (Side::White, Purple));
    // 7(b): Alain's order, 7(c): David's order.
    assert_eq!(
        placement_order(&end, Side::White, Fill::Left).map(|t| t.colour),
        [Brown, Blue, Orange, Red, Pink, Yellow, Green, Purple]
    );
    assert_eq!(
        placement_order(&end, Side::Black, Fill::Left).map(|t| t.colour),
        [Green, Red, Yellow, Pink, Brown, Orange, Blue, Purple]
    );
    // 7(d): the start of round 2; the square colours the book names.
    let next = next_round_position(&end, r, Fill::Left);
    stand_on(
        &next,
        [Brown, Green, Red, Yellow, Pink, Purple, Blue, Orange],
        [Brown, Blue, Orange, Red, Pink, Yellow, Green, Purple],
        [Green, Red, Yellow, Pink, Brown, Orange, Blue, Purple],
    );
    assert_eq!(
        next.teeth_of(Tower::new(Side::White, Purple)).get(),
        1,
        "the winner's tooth"
    );
    assert_eq!(next.turn(), Side::Black, "the loser starts");
    assert_eq!(next.required(), None);
    assert_eq!(next.to_string(), "P+GYKROBN/8/8/8/8/8/8/gryknobp b - -");
}

/// In `next`, White's tower `white[i]` and Black's tower `black[i]` stand on squares of
/// the colour `squares[i]`.
#[track_caller]
fn stand_on(next: &Position, squares: [Colour; 8], white: [Colour; 8], black: [Colour; 8]) {
    for (side, towers) in [(Side::White, white), (Side::Black, black)] {
        for (c, square) in towers.into_iter().zip(squares) {
            let on = next.square_of(Tower::new(side, c)).colour();
            assert_eq!(on, square, "{side:?} {c:?}");
        }
    }
}

#[test]
fn example_7_placement_from_the_right() {
    let end = example_7_end();
    let next = next_round_position(&end, end.result().unwrap(), Fill::Right);
    // 7(e): Alain (White) from the right; 7(f): David (Black) from the right: yellow on
    // orange … purple on brown.
    stand_on(
        &next,
        [Orange, Blue, Purple, Pink, Yellow, Red, Green, Brown],
        [Blue, Brown, Orange, Pink, Red, Yellow, Green, Purple],
        [Yellow, Red, Green, Pink, Orange, Brown, Blue, Purple],
    );
    // 7(g)/(h): from the right White's yellow stands right in front of a yellow square...
    // and the Sumo may move at most 5 squares.
    let mut m = Match::resume(MatchKind::Standard, 1, BySide([0, 0]), example_7_end());
    m.advance(example_7_end());
    m.next_round(Fill::Left).unwrap();
    let purple = m.position().square_of(Tower::new(Side::White, Purple));
    assert_eq!(
        m.position().teeth_of(Tower::new(Side::White, Purple)),
        Teeth::new(1).unwrap()
    );
    assert_eq!(purple, sq("a8"));
}

#[test]
fn sumo_range_and_the_oshi_of_example_8() {
    // Pete's Sumo purple on a6, Alain's red right in front on a5, a4 (yellow) free.
    let p = setup(
        &[("W:P", "a6", 1), ("B:R", "a5", 0)],
        Side::White,
        Some(Purple),
    );
    let moves = p.legal_moves();
    // 8(b): diagonally onto b5 (purple) or c4 (green) …, or the oshi (8(c)).
    assert!(moves.contains(&Move::Step {
        colour: Purple,
        from: sq("a6"),
        to: sq("b5")
    }));
    assert!(moves.contains(&Move::Step {
        colour: Purple,
        from: sq("a6"),
        to: sq("c4")
    }));
    let oshi = p.step(Purple, Straight, 1).unwrap();
    assert_eq!(
        oshi,
        Move::Oshi {
            colour: Purple,
            from: sq("a6"),
            pushed: 1
        }
    );
    assert!(moves.contains(&oshi));
    // 8(d): Alain passes, Pete moves again: the yellow tower (colour under the pushed red).
    let p2 = p.play(oshi).unwrap();
    assert_eq!(p2.square_of(Tower::new(Side::Black, Red)), sq("a4"));
    assert_eq!(p2.square_of(Tower::new(Side::White, Purple)), sq("a5"));
    assert_eq!((p2.turn(), p2.phase()), (Side::Black, Phase::Pushed));
    assert_eq!(p2.legal_moves().as_slice(), [Move::Pass]);
    assert_eq!(p2.step(Red, Straight, 1), Err(Illegal::MustRecordPush));
    let p3 = p2.play(Move::Pass).unwrap();
    assert_eq!((p3.turn(), p3.required()), (Side::White, Some(Yellow)));
    // 8(f), S11: with the diagonal blocked the Sumo must push.
    let forced = setup(
        &[("W:P", "a6", 1), ("B:R", "a5", 0), ("B:K", "b5", 0)],
        Side::White,
        Some(Purple),
    );
    assert_eq!(
        forced.legal_moves().as_slice(),
        [Move::Oshi {
            colour: Purple,
            from: sq("a6"),
            pushed: 1
        }]
    );
    // S1: a Sumo moves at most 5 squares.
    let free = setup(&[("W:P", "a6", 1)], Side::White, Some(Purple));
    assert!(free.step(Purple, Left, 4).is_ok());
    let far = setup(
        &[("W:P", "a7", 1), ("B:B", "h4", 0)],
        Side::White,
        Some(Purple),
    );
    assert_eq!(
        far.step(Purple, Left, 6),
        Err(Illegal::OutOfRange {
            max: 5,
            teeth: Teeth::new(1).unwrap()
        })
    );
}

#[test]
fn oshi_conditions_each_give_their_own_reason() {
    let sumo = |extra: &[(&str, &str, u8)]| {
        let mut v = vec![("W:P", "d6", 1)];
        v.extend_from_slice(extra);
        setup(&v, Side::White, Some(Purple))
    };
    // S8: a Sumo cannot push another Sumo.
    let p = sumo(&[("B:R", "d5", 1)]);
    assert_eq!(
        p.step(Purple, Straight, 1),
        Err(Illegal::TooHeavy {
            at: sq("d5"),
            teeth: Teeth::new(1).unwrap(),
            pusher: Teeth::new(1).unwrap()
        })
    );
    // S7: a Sumo pushes one tower only.
    let p = sumo(&[("B:R", "d5", 0), ("B:G", "d4", 0)]);
    assert_eq!(
        p.step(Purple, Straight, 1),
        Err(Illegal::TooManyToPush { count: 2, max: 1 })
    );
    // S9: own tower in the line.
    let p = sumo(&[("W:R", "d5", 0)]);
    assert!(matches!(
        p.step(Purple, Straight, 1),
        Err(Illegal::PathBlocked { .. })
    ));
    let p = sumo(&[("B:R", "d5", 0), ("W:G", "d4", 0)]);
    assert_eq!(
        p.step(Purple, Straight, 1),
        Err(Illegal::OwnTowerInLine { at: sq("d4") })
    );
    // S4: never diagonal.
    let p = sumo(&[("B:R", "c5", 0)]);
    assert!(matches!(
        p.step(Purple, Right, 1),
        Err(Illegal::DiagonalOshi { .. })
    ));
    // S6: not a tower on its own home row.
    let p = setup(&[("W:P", "c2", 1)], Side::White, Some(Purple));
    assert_eq!(
        p.step(Purple, Straight, 1),
        Err(Illegal::PushedOffHomeRow { at: sq("c1") })
    );
    // S2: a plain tower cannot push.
    let p = setup(
        &[("W:P", "d6", 0), ("B:R", "d5", 0)],
        Side::White,
        Some(Purple),
    );
    assert!(matches!(
        p.step(Purple, Straight, 1),
        Err(Illegal::NotASumo { .. })
    ));
    // A Sumo cannot push from two squares away.
    let p = sumo(&[("B:R", "d4", 0)]);
    assert!(matches!(
        p.step(Purple, Straight, 2),
        Err(Illegal::PathBlocked { .. })
    ));
}

#[test]
fn double_and_triple_sumo_pushes() {
    // Example 9: a Double Sumo pushes a plain tower and a Sumo; the pusher then moves the
    // tower of the colour under the rear pushed tower.
    let p = setup(
        &[("B:G", "c3", 2), ("W:B", "c4", 0), ("W:Y", "c5", 1)],
        Side::Black,
        Some(Green),
    );
    let mv = p.step(Green, Straight, 1).unwrap();
    assert_eq!(
        mv,
        Move::Oshi {
            colour: Green,
            from: sq("c3"),
            pushed: 2
        }
    );
    let pushed: Vec<_> = p
        .pushed_by(mv)
        .iter()
        .map(|&(t, f, to)| (t.colour, f, to))
        .collect();
    assert_eq!(
        pushed,
        [(Blue, sq("c4"), sq("c5")), (Yellow, sq("c5"), sq("c6"))]
    );
    let after = p.play(mv).unwrap().play(Move::Pass).unwrap();
    assert_eq!(
        (after.turn(), after.required()),
        (Side::Black, Some(sq("c6").colour()))
    );
    // DS8: not another Double Sumo. DS1: range 3.
    let p = setup(
        &[("B:G", "c3", 2), ("W:B", "c4", 0), ("W:Y", "c5", 2)],
        Side::Black,
        Some(Green),
    );
    assert!(matches!(
        p.step(Green, Straight, 1),
        Err(Illegal::TooHeavy { .. })
    ));
    let p = setup(&[("B:G", "c3", 2)], Side::Black, Some(Green));
    assert!(p.step(Green, Right, 3).is_ok());
    assert!(matches!(
        p.step(Green, Right, 4),
        Err(Illegal::OutOfRange { max: 3, .. })
    ));
    // Example 10(b): a Triple Sumo pushes three towers, up to Double Sumos; TS1: range 1.
    let p = setup(
        &[
            ("W:Y", "e6", 3),
            ("B:O", "e5", 0),
            ("B:N", "e4", 2),
            ("B:G", "e3", 1),
        ],
        Side::White,
        Some(Yellow),
    );
    assert_eq!(
        p.step(Yellow, Straight, 1),
        Ok(Move::Oshi {
            colour: Yellow,
            from: sq("e6"),
            pushed: 3
        })
    );
    assert!(matches!(
        p.step(Yellow, Left, 2),
        Err(Illegal::OutOfRange { max: 1, .. })
    ));
    // 10(e): once the rear tower is on its home row, no more oshi.
    let towers = [
        ("W:Y", "e4", 3),
        ("B:O", "e3", 0),
        ("B:N", "e2", 0),
        ("B:K", "a2", 0),
        ("B:G", "e1", 0),
    ];
    let p = setup(&towers, Side::White, Some(Yellow));
    assert_eq!(
        p.step(Yellow, Straight, 1),
        Err(Illegal::PushedOffHomeRow { at: sq("e1") })
    );
}

#[test]
fn scoring_across_a_marathon() {
    // Teeth 0,1,2,3 earn 1,2,4,8 points; a fourth tooth ends any match.
    for (teeth, points) in [(0u8, 1u32), (1, 2), (2, 4), (3, 8)] {
        let p = setup(
            &[("B:R", "c7", teeth), ("W:K", "e5", 0)],
            Side::Black,
            Some(Red),
        );
        let mut m = Match::resume(MatchKind::Marathon, 5, BySide([3, 4]), p);
        let end = m.play(p.step(Red, Right, 1).unwrap()).unwrap().unwrap();
        assert_eq!(end.points, points);
        assert_eq!(end.teeth, teeth + 1);
        assert_eq!(end.score, BySide([3 + points, 4]));
        assert_eq!(end.match_over, teeth == 3);
        assert_eq!(m.next_round(Fill::Left).is_err(), teeth == 3);
    }
    // Standard: first to 3.
    let p = setup(
        &[("W:R", "f2", 1), ("B:P", "a4", 0)],
        Side::White,
        Some(Red),
    );
    let mut m = Match::resume(MatchKind::Standard, 3, BySide([2, 1]), p);
    let end = m.play(p.step(Red, Straight, 1).unwrap()).unwrap().unwrap();
    assert_eq!((end.score, end.match_over), (BySide([2, 3]), true));
    assert_eq!(m.winner(), Some(Side::White));
}

#[test]
fn random_marathons_play_to_the_end_and_every_generated_move_is_legal() {
    let mut rng = Lcg(7);
    for _ in 0..30 {
        let mut m = Match::new(MatchKind::Marathon);
        let mut plies = 0;
        loop {
            let moves = m.position().legal_moves();
            if moves.is_empty() {
                let end = m.round_end().expect("no moves only when the round is over");
                if end.match_over {
                    break;
                }
                let fill = [Fill::Left, Fill::Right][rng.below(2)];
                m.next_round(fill).unwrap();
                continue;
            }
            assert_eq!(moves.len(), m.position().count_moves());
            let mv = moves[rng.below(moves.len())];
            let before = *m.position();
            assert_eq!(before.check(mv), Ok(()), "{mv:?} in {before}");
            m.play(mv).unwrap();
            // The position string round-trips at every ply.
            let s = m.position().to_string();
            assert_eq!(s.parse::<Position>().unwrap().to_string(), s);
            plies += 1;
            assert!(plies < 100_000, "a match must end");
        }
        let s = m.score();
        assert!(s[Side::Black] >= 15 || s[Side::White] >= 15);
    }
}
