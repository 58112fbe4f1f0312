//! Position strings: never panic; what parses prints back to a string that parses to the
//! same position; move generation on it never panics.
#![no_main]
use kifu::kamisado::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    let Ok(p) = s.parse::<Position>() else { return };
    let printed = p.to_string();
    let q: Position = printed.parse().expect("a printed position parses");
    assert_eq!(q.to_string(), printed);
    assert_eq!(p.perft(2), q.perft(2));
    for mv in p.legal_moves() {
        let _ = p.play(mv).expect("a generated move is legal");
    }
});
