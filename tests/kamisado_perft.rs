use kifu::kamisado::Position;

#[test]
fn perft_from_the_start_matches_the_reference_numbers() {
    let start = Position::start();
    let expected = [102u64, 1_150, 11_182, 105_024, 901_006];
    for (i, &n) in expected.iter().enumerate() {
        assert_eq!(start.perft(i as u32 + 1), n, "depth {}", i + 1);
    }
}

#[test]
fn perft_without_bulk_counting_agrees() {
    let start = Position::start();
    for depth in 1..=4 {
        assert_eq!(start.perft_full(depth), start.perft(depth), "depth {depth}");
    }
}

#[test]
fn perft_with_sumos_and_pushes_checked_by_hand() {
    // White's Sumo purple on a6, Black's red on a5 (book example 8): the Sumo has
    // b5, c4, d3, e2 diagonally (f1 is taken) and the oshi: 5 moves. After the oshi, Black
    // must pass: exactly one line of 2 plies.
    let p: Position = "OB1KYRGN/8/P+7/r7/8/8/8/ng1ykpbo w P -".parse().unwrap();
    assert_eq!(p.perft(1), 5);
    let oshi = p
        .step(
            kifu::kamisado::Colour::Purple,
            kifu::kamisado::Direction::Straight,
            1,
        )
        .unwrap();
    let after = p.play(oshi).unwrap();
    assert_eq!(after.perft(1), 1, "the pushed side passes");
    // Then White moves yellow (a4 is yellow) from e8: straight e7 e6 e5 e4 e3 e2 (e1 holds
    // Black's pink), ↖ f7 g6 h5, ↗ d7 c6 b5 (a4 holds the pushed red): 12 moves.
    assert_eq!(after.perft(2), 12);
    // A Double Sumo pushing two: a plain tower and a Sumo.
    let d: Position = "O1PK1RGN/8/8/2Y+5/2B5/2g++5/8/n1rykpbo b G -"
        .parse()
        .unwrap();
    // Green Double Sumo on c3: range 3; straight is the oshi; ↖ b4 a5; ↗ d4 e5 f6: 6 moves.
    assert_eq!(d.perft(1), 6);
}
