use kifu::games::kamisado::Position;

#[test]
fn perft_from_the_start_matches_the_reference_numbers() {
    let start = Position::start();
    let expected = [102u64, 1_150, 11_182, 105_024, 901_006];
    for (i, &n) in expected.iter().enumerate() {
        assert_eq!(start.perft(i as u32 + 1), n, "depth {}", i + 1);
    }
}
