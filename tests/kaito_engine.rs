//! The Kaitō engine against the rules (RULES.md §3) and the book's examples.

use kifu::kaito::{
    Buy, Exchange, Illegal, Kind, Layout, LayoutErrorKind, Loss, Move, Outcome, Payment, Piece,
    Position, SetupError, Side, Square,
};

const LAYOUT: &str = "\
6 b2 bH r1 rS b1 b1
5 rH bS r2 r1 b1 bS
4 W  r3 rS bS b2 rH
3 bS W  r2 rS b3 rS
2 r3 rS bS r1 b3 bS
1 bH rS rS bH rH bS
";

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap_or_else(|| panic!("bad square {s}"))
}

fn pos(s: &str) -> Position {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn layout() -> Layout {
    Layout::parse(LAYOUT).expect("the test layout is valid")
}

fn ex(buy: Buy, values: &[u8]) -> Exchange {
    Exchange {
        buy,
        pay: Payment::from_values(values).expect("values 1..=3"),
    }
}

fn mv(to: &str) -> Move {
    Move::to(sq(to))
}

fn mv_ex(to: &str, buy: Buy, values: &[u8]) -> Move {
    Move {
        to: sq(to),
        exchange: Some(ex(buy, values)),
    }
}

// ---- layout and set-up ---------------------------------------------------------------

#[test]
fn layout_reads_ranks_six_down_to_one_files_a_to_f() {
    let l = layout();
    assert_eq!(l.white_squares(), [sq("b3"), sq("a4")]);
    assert_eq!(
        l.get(sq("a6")).to_string(),
        "b2",
        "first token of the first line"
    );
    assert_eq!(
        l.get(sq("f1")).to_string(),
        "bS",
        "last token of the last line"
    );
    assert_eq!(l.get(sq("c5")).to_string(), "r2");
    // Printing and reading again gives the same layout.
    let text: Vec<String> = l.lines().collect();
    assert_eq!(text[0], "6 b2 bH r1 rS b1 b1");
    assert_eq!(Layout::parse(&text.join("\n")), Ok(l));
}

#[test]
fn layout_problems_say_exactly_what_is_off() {
    // One red Katana turned into a red Kabuto: two count problems, nothing else.
    let bad = LAYOUT.replacen("1 bH rS", "1 bH rH", 1);
    let errs = Layout::parse(&bad).unwrap_err();
    let kinds: Vec<_> = errs.iter().map(|e| e.kind.clone()).collect();
    assert_eq!(
        kinds,
        vec![
            LayoutErrorKind::Count {
                side: Side::Red,
                kind: Kind::Katana,
                found: 6,
                expected: 7
            },
            LayoutErrorKind::Count {
                side: Side::Red,
                kind: Kind::Kabuto,
                found: 4,
                expected: 3
            },
        ]
    );
    assert_eq!(
        errs[0].to_string(),
        "6 red Katanas, but each colour has exactly 7"
    );

    // A bad token is pointed at.
    let bad = LAYOUT.replacen("r2 r1 b1", "r2 x1 b1", 1);
    let errs = Layout::parse(&bad).unwrap_err();
    assert_eq!(errs.len(), 1);
    let span = errs[0].span.expect("a bad token has a place");
    assert_eq!(&bad[span.range()], "x1");
    assert_eq!(errs[0].kind, LayoutErrorKind::BadToken("x1".into()));

    // A short rank and a wrong label.
    let bad = LAYOUT.replacen("4 W  r3", "3 W", 1);
    let errs = Layout::parse(&bad).unwrap_err();
    assert!(
        errs.iter()
            .any(|e| e.kind == LayoutErrorKind::WrongLength { rank: 4, found: 5 })
    );
    assert!(errs.iter().any(|e| matches!(
        &e.kind,
        LayoutErrorKind::WrongRankLabel { expected: 4, found } if found == "3"
    )));

    // A missing line.
    let five: String = LAYOUT.lines().skip(1).collect::<Vec<_>>().join("\n");
    let five = five.replace("5 ", "6 ").replace("4 ", "5 ");
    let errs = Layout::parse(&five).unwrap_err();
    assert!(
        errs.iter()
            .any(|e| e.kind == LayoutErrorKind::WrongRankCount(5))
    );

    // Three white tokens.
    let bad = LAYOUT.replacen("b2 bH", "W  bH", 1);
    let errs = Layout::parse(&bad).unwrap_err();
    assert!(
        errs.iter()
            .any(|e| e.kind == LayoutErrorKind::WhiteCount(3))
    );
}

#[test]
fn the_kaito_starts_on_a_white_square_showing_the_first_players_colour() {
    let l = layout();
    let p = Position::setup(&l, Side::Black, sq("a4")).unwrap();
    assert_eq!(p.kaito(), sq("a4"));
    assert_eq!(p.turn(), Side::Black);
    // Both white tokens are gone: the other white square is empty.
    assert_eq!(p.piece_at(sq("b3")), None);
    assert_eq!(p.piece_at(sq("a4")), None);
    assert_eq!(p.result(), None);
    assert_eq!(
        Position::setup(&l, Side::Red, sq("c3")),
        Err(SetupError::NotAWhiteSquare {
            square: sq("c3"),
            whites: [sq("b3"), sq("a4")]
        })
    );
}

// ---- moving ----------------------------------------------------------------------------

#[test]
fn the_kaito_moves_any_distance_orthogonally_over_tokens_and_gaps() {
    // Kaito on c3; tokens on c1 (past a gap), c5 and c6 (behind c5), a3, f3.
    let p = pos("2bS3/2rH3/6/rS1*2r1/6/2b1bHrS1 r - -");
    let mut d: Vec<String> = p.destinations().iter().map(|s| s.to_string()).collect();
    d.sort();
    assert_eq!(d, ["a3", "c1", "c5", "c6", "f3"]);
    // Not d1 (diagonal) nor e1 (neither rank nor file), not an empty square, not its own.
    assert_eq!(
        p.play(mv("d1")),
        Err(Illegal::NotOrthogonal {
            from: sq("c3"),
            to: sq("d1")
        })
    );
    assert_eq!(
        p.play(mv("c2")),
        Err(Illegal::EmptyDestination { at: sq("c2") })
    );
    assert_eq!(p.play(mv("c3")), Err(Illegal::StandsStill { at: sq("c3") }));
    // Jumping c5 to take c6.
    let after = p.play(mv("c6")).unwrap();
    assert_eq!(after.kaito(), sq("c6"));
    assert_eq!(
        after.piece_at(sq("c5")),
        Some(Piece::new(Side::Red, Kind::Kabuto))
    );
}

#[test]
fn captured_opponent_tokens_go_to_the_capturer_own_tokens_leave_the_game() {
    let p = pos("2bS3/2rH3/6/rS1*2r1/6/2b1bHrS1 r - -");
    // Red takes a black Katana: Red keeps it; the Kaito now shows black.
    let a = p.play(mv("c6")).unwrap();
    assert_eq!(a.turn(), Side::Black);
    assert_eq!(a.held(Side::Red)[Kind::Katana], 1);
    assert_eq!(a.held(Side::Black).total(), 0);
    assert_eq!(a.piece_at(sq("c6")), None);
    // Red takes its own 1-Mon on f3: nobody holds it, it is out of the game.
    let b = p.play(mv("f3")).unwrap();
    assert_eq!(b.held(Side::Red).total(), 0);
    assert_eq!(b.held(Side::Black).total(), 0);
    assert_eq!(b.on_board(Side::Red)[Kind::Mon1], 0);
    assert!(b.out_of_game(Side::Red)[Kind::Mon1] >= 1);
    // Black, to move next, takes a red Katana and keeps it.
    let c = b.play(mv("a3")).unwrap();
    assert_eq!(c.turn(), Side::Red);
    assert_eq!(c.held(Side::Black)[Kind::Katana], 1);
}

// ---- exchanges -------------------------------------------------------------------------

/// The book's exchange example, built as a small position: Red to move, Kaito on c3,
/// Red holding a black 3-Mon and a black 2-Mon, Black holding a red Kabuto.
const BOOK: &str = "5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 23 H";

#[test]
fn book_exchange_example() {
    let p = pos(BOOK);
    // Red takes a red sword and turns the Kaito to black …
    let moved = p.move_kaito(sq("c5")).unwrap();
    assert_eq!(moved.captured(), Piece::new(Side::Red, Kind::Katana));
    // … then exchanges 5 black Mons for a red helmet, placed under the Kaito.
    let p1 = p.play(mv_ex("c5", Buy::Kabuto, &[3, 2])).unwrap();
    assert_eq!(p1.kaito(), sq("c5"));
    assert_eq!(
        p1.piece_at(sq("c5")),
        Some(Piece::new(Side::Red, Kind::Kabuto))
    );
    assert_eq!(p1.held(Side::Red).total(), 0, "the paid Mons are gone");
    assert_eq!(p1.held(Side::Black).total(), 0, "the helmet went back");
    assert_eq!(p1.out_of_game(Side::Black)[Kind::Mon3], 2);
    assert_eq!(p1.turn(), Side::Black);

    // Black avoids moving horizontally: taking a5 loses his last helmet at once, and
    // taking e5 lets Red take it. His only other move: his own Mon on c1.
    let mut d: Vec<String> = p1.destinations().iter().map(|s| s.to_string()).collect();
    d.sort();
    assert_eq!(d, ["a5", "c1", "e5"]);
    assert_eq!(
        p1.play(mv("a5")).unwrap().result(),
        lost(Side::Black, Loss::LastKabuto)
    );
    let via_e5 = p1.play(mv("e5")).unwrap().play(mv("a5")).unwrap();
    assert_eq!(via_e5.result().map(|o| o.winner()), Some(Side::Red));
    let p2 = p1.play(mv("c1")).unwrap();
    assert_eq!(p2.held(Side::Black).total(), 0, "his own Mon left the game");

    // Red comes back up and takes his helmet, just put back into play.
    let p3 = p2.play(mv("c5")).unwrap();
    assert_eq!(p3.result(), None, "Red has another Kabuto on f2");
    // Black can now move only horizontally, and loses: Red takes the last black helmet.
    let d: Vec<Square> = p3.destinations().into_iter().collect();
    assert!(d.iter().all(|s| s.rank() == sq("c5").rank()), "{d:?}");
    for first in d {
        let after = p3.play(Move::to(first)).unwrap();
        let end = match after.result() {
            Some(o) => o,
            None => after.play(mv("a5")).unwrap().result().unwrap(),
        };
        assert_eq!(
            end,
            Outcome {
                loser: Side::Black,
                reason: Loss::LastKabuto
            }
        );
    }
}

#[test]
fn exact_and_over_paid_exchanges() {
    // Red holds black 3, 3, 2, 1 (9 Mons); Black holds a red Katana and a red Kabuto.
    let p = pos("5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 1233 SH");
    // Exactly 4 for a Katana, exactly 5 for a Kabuto.
    for (buy, values) in [
        (Buy::Katana, &[3u8, 1][..]),
        (Buy::Kabuto, &[3, 2][..]),
        // Over-paid: no change is given.
        (Buy::Katana, &[3, 3][..]),
        (Buy::Kabuto, &[3, 3][..]),
        (Buy::Kabuto, &[3, 3, 2, 1][..]),
    ] {
        let after = p.play(mv_ex("c5", buy, values)).unwrap();
        let paid = Payment::from_values(values).unwrap();
        assert_eq!(
            after.held(Side::Red).mon_total(),
            9 - paid.total(),
            "{buy:?} {values:?}: the whole payment leaves, no change"
        );
        assert_eq!(after.held(Side::Black)[buy.kind()], 0);
        assert_eq!(after.piece_at(sq("c5")).map(|p| p.kind), Some(buy.kind()));
    }
}

#[test]
fn exchange_errors_name_the_rule() {
    let p = pos("5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 1233 H");
    // 4 Mons are too few for a Kabuto.
    assert_eq!(
        p.play(mv_ex("c5", Buy::Kabuto, &[3, 1])),
        Err(Illegal::ExchangeTooCheap {
            buy: Buy::Kabuto,
            paid: 4
        })
    );
    assert_eq!(
        p.play(mv_ex("c5", Buy::Kabuto, &[3, 1]))
            .unwrap_err()
            .rule(),
        "exchange-too-cheap"
    );
    // Black holds no red Katana.
    assert_eq!(
        p.play(mv_ex("c5", Buy::Katana, &[3, 3])),
        Err(Illegal::NotHeldByOpponent { buy: Buy::Katana })
    );
    // Red holds only one 2-Mon token.
    assert_eq!(
        p.play(mv_ex("c5", Buy::Kabuto, &[2, 2, 1])),
        Err(Illegal::MonNotHeld {
            mons: 2,
            paid: 2,
            held: 1
        })
    );
    // One exchange per turn.
    let once = p
        .move_kaito(sq("c5"))
        .unwrap()
        .exchange(ex(Buy::Kabuto, &[3, 2]))
        .unwrap();
    assert_eq!(
        once.exchange(ex(Buy::Kabuto, &[3, 1])),
        Err(Illegal::SecondExchange)
    );
    // The position is never changed by a failed turn.
    assert_eq!(p, pos("5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 1233 H"));
}

#[test]
fn an_exchange_cannot_save_a_player_who_just_lost() {
    // Red takes its own last Katana on c5, then would buy one back: too late.
    let p = pos("6/bH1rS1r11/6/2*3/3bS1rH/2b13 r 1233 S");
    let moved = p.move_kaito(sq("c5")).unwrap();
    let lost = Outcome {
        loser: Side::Red,
        reason: Loss::LastKatana,
    };
    assert_eq!(moved.outcome(), Some(lost));
    assert!(moved.exchanges().is_empty());
    assert_eq!(
        p.play(mv_ex("c5", Buy::Katana, &[3, 3])),
        Err(Illegal::ExchangeAfterEnd(lost))
    );
    assert!(
        p.legal_moves()
            .iter()
            .all(|m| m.to != sq("c5") || m.exchange.is_none())
    );
}

// ---- the end -----------------------------------------------------------------------------

/// The game is over: `loser` lost, for `reason`.
fn lost(loser: Side, reason: Loss) -> Option<Outcome> {
    Some(Outcome { loser, reason })
}

#[test]
fn losing_the_last_kabuto_whoever_takes_it() {
    // Black's last Kabuto on a3: Red takes it, or (other position) Black takes it himself.
    let p = pos("6/6/6/bH1*rS2/bS4rH/6 r - -");
    let end = p.play(mv("a3")).unwrap();
    assert_eq!(end.result(), lost(Side::Black, Loss::LastKabuto));
    assert_eq!(end.result().unwrap().winner(), Side::Red);
    let p = pos("6/6/6/bH1*rS2/bS4rH/6 b - -");
    assert_eq!(
        p.play(mv("a3")).unwrap().result().map(|o| o.loser),
        Some(Side::Black)
    );
    // After the end nothing can be played.
    assert!(matches!(end.play(mv("c3")), Err(Illegal::GameOver(_))));
    assert!(end.legal_moves().is_empty());
    assert_eq!(end.perft(2), 0);
}

#[test]
fn losing_the_last_katana_whoever_takes_it() {
    // Red's last Katana on d3, Red to move: taking it loses.
    let p = pos("6/6/6/bH1*rS2/bS4rH/6 r - -");
    assert_eq!(
        p.play(mv("d3")).unwrap().result(),
        lost(Side::Red, Loss::LastKatana)
    );
}

#[test]
fn losing_when_the_kaito_cannot_move() {
    // Red takes a6; then nothing remains on rank 6 or file a: Black cannot move.
    let p = pos("bS5/6/6/6/1bHbSrHrS1/*5 r - -");
    let end = p.play(mv("a6")).unwrap();
    assert_eq!(end.result(), lost(Side::Black, Loss::KaitoStuck));
    // A position where the side to move is already stuck is already decided.
    let stuck = pos("6/6/6/6/1bHbSrHrS1/*5 r - -");
    assert_eq!(stuck.result(), lost(Side::Red, Loss::KaitoStuck));
    // A side already without a Kabuto has lost; both at once is no position.
    assert_eq!(
        pos("6/6/6/6/1bSrHrS2/*bS4 r - -")
            .result()
            .map(|o| o.reason),
        Some(Loss::LastKabuto)
    );
    assert!("6/6/6/6/1bSrS3/*bS4 r - -".parse::<Position>().is_err());
}

#[test]
fn the_bought_token_under_the_kaito_is_not_a_destination_but_stays_on_the_board() {
    let p = pos("5rS/bH1@rH1r11/6/6/3bS1rH/2b13 b - -");
    let d: Vec<Square> = p.destinations().into_iter().collect();
    assert!(!d.contains(&sq("c5")));
    let after = p.play(mv("a5")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        after.piece_at(sq("c5")),
        Some(Piece::new(Side::Red, Kind::Kabuto))
    );
}

// ---- move generation -------------------------------------------------------------------

/// Every turn that `play` accepts, found by trying every square and every exchange
/// that can be written (independent of the move generator).
fn brute_force_turns(p: &Position) -> Vec<(Move, Position)> {
    let mut payments = Vec::new();
    for c1 in 0..=3u8 {
        for c2 in 0..=2u8 {
            for c3 in 0..=2u8 {
                payments.push(Payment {
                    tokens: [c1, c2, c3],
                });
            }
        }
    }
    let mut out = Vec::new();
    for to in Square::all() {
        let mut candidates = vec![Move::to(to)];
        for buy in Buy::ALL {
            for &pay in &payments {
                candidates.push(Move {
                    to,
                    exchange: Some(Exchange { buy, pay }),
                });
            }
        }
        for m in candidates {
            if let Ok(next) = p.play(m) {
                out.push((m, next));
            }
        }
    }
    out
}

fn brute_force_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    brute_force_turns(p)
        .iter()
        .map(|(_, next)| brute_force_perft(next, depth - 1))
        .sum()
}

#[test]
fn legal_moves_are_exactly_the_turns_play_accepts() {
    for s in [
        BOOK,
        "5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 1233 SH",
        "6/bH1rS1r11/6/2*3/3bS1rH/2b13 r 1233 S",
        "2bS3/2rH3/6/rS1*2r1/6/2b1bHrS1 r - -",
    ] {
        let p = pos(s);
        let mut generated: Vec<Move> = p.legal_moves().into_iter().collect();
        let mut brute: Vec<Move> = brute_force_turns(&p).into_iter().map(|(m, _)| m).collect();
        generated.sort();
        brute.sort();
        assert_eq!(generated, brute, "{s}");
        assert_eq!(p.count_moves(), generated.len() as u64, "{s}");
    }
}

#[test]
fn perft_from_a_fixed_layout_matches_a_brute_force_count() {
    let start = Position::setup(&layout(), Side::Red, sq("b3")).unwrap();
    assert_eq!(Layout::sample(), layout(), "the sample layout is this one");
    assert_eq!(Position::sample(), start);
    for depth in 1..=3 {
        assert_eq!(
            start.perft(depth),
            brute_force_perft(&start, depth),
            "depth {depth}"
        );
    }
    // Exchanges do happen within three turns from here (depth 3 has more turns than
    // destinations alone would give).
    let no_exchange = count_without_exchanges(&start, 3);
    assert!(start.perft(3) > no_exchange);
}

fn count_without_exchanges(p: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    p.destinations()
        .into_iter()
        .filter_map(|to| p.play(Move::to(to)).ok())
        .map(|n| count_without_exchanges(&n, depth - 1))
        .sum()
}

#[test]
fn perft_in_a_middle_game_with_exchanges_matches_a_brute_force_count() {
    let p = pos("5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 1233 SH");
    for depth in 1..=3 {
        assert_eq!(
            p.perft(depth),
            brute_force_perft(&p, depth),
            "depth {depth}"
        );
    }
    let divided: u64 = p.divide(2).iter().map(|(_, n)| n).sum();
    assert_eq!(divided, p.perft(2));
}

#[test]
fn position_strings_round_trip_through_play() {
    let mut p = Position::setup(&layout(), Side::Black, sq("a4")).unwrap();
    for _ in 0..12 {
        let text = p.to_string();
        assert_eq!(pos(&text), p, "{text}");
        let Some(&m) = p.legal_moves().last() else {
            break;
        };
        p = p.play(m).unwrap();
    }
}

#[test]
fn every_turn_of_random_games_keeps_the_books() {
    use kifu::kaito::Generator;
    for seed in 0..30 {
        let mut g = Generator::new(seed);
        let layout = g.random_layout();
        let mut p = Position::setup(&layout, Side::Red, layout.white_squares()[0]).unwrap();
        let count =
            |p: &Position| Square::all().filter(|&s| p.piece_at(s).is_some()).count() as i32;
        let mut turns = 0;
        while p.result().is_none() {
            let m = g.random_move(&p).expect("a game not over has a move");
            let me = p.turn();
            let taken = p.piece_at(m.to).expect("the Kaito ends on a token");
            let next = p.play(m).unwrap();
            // One token leaves the board; an exchange puts one back under the Kaito.
            let back = i32::from(m.exchange.is_some());
            assert_eq!(count(&next), count(&p) - 1 + back);
            assert_eq!(next.kaito(), m.to);
            assert_eq!(
                next.turn(),
                me.other(),
                "the Kaito turns to the opponent's colour"
            );
            // What the mover holds: + the opponent's token taken, - what was paid.
            let mut held = p.held(me);
            if taken.side != me {
                held[taken.kind] += 1;
            }
            if let Some(e) = m.exchange {
                assert_eq!(next.piece_at(m.to), Some(Piece::new(me, e.buy.kind())));
                for v in 1..=3 {
                    held[Kind::mon(v).unwrap()] -= e.pay.count(v);
                }
                assert!(e.pay.total() >= u32::from(e.buy.price()));
            }
            assert_eq!(next.held(me), held);
            p = next;
            turns += 1;
        }
        // Each turn takes a token off the board; an exchange puts one back but costs at
        // least two of the 14 Mon tokens for good: at most 34 + 7 turns.
        assert!(turns <= 41, "seed {seed}: {turns} turns");
    }
}

#[test]
fn rule_codes_name_the_rule() {
    let all = [
        Illegal::GameOver(Outcome {
            loser: Side::Red,
            reason: Loss::KaitoStuck,
        }),
        Illegal::StandsStill { at: sq("a1") },
        Illegal::NotOrthogonal {
            from: sq("a1"),
            to: sq("b2"),
        },
        Illegal::EmptyDestination { at: sq("a2") },
        Illegal::SecondExchange,
        Illegal::ExchangeAfterEnd(Outcome {
            loser: Side::Red,
            reason: Loss::LastKatana,
        }),
        Illegal::NotHeldByOpponent { buy: Buy::Kabuto },
        Illegal::MonNotHeld {
            mons: 3,
            paid: 2,
            held: 1,
        },
        Illegal::ExchangeTooCheap {
            buy: Buy::Katana,
            paid: 3,
        },
    ];
    let mut codes: Vec<&str> = all.iter().map(|e| e.code()).collect();
    for (e, code) in all.iter().zip(&codes) {
        assert_eq!(*code, format!("kaito::rule::{}", e.rule()));
        assert_eq!(
            e.is_exchange(),
            code.contains("exchange") || code.contains("held")
        );
        assert!(!e.to_string().is_empty());
    }
    codes.sort();
    codes.dedup();
    assert_eq!(codes.len(), all.len(), "one code per rule");
}
