//! The set-up parsers: Samouraï boards and positions, Kaitō layouts and positions, Kasane
//! box tables. Never panic; what parses prints back to what parses the same.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else { return };
    let _ = kifu::samourai::Board::parse(s);
    let _ = kifu::kaito::Layout::parse(s);
    let _ = kifu::kasane::parse_boxes(s);
    if let Ok(p) = s.parse::<kifu::samourai::Position>() {
        let printed = p.to_string();
        let q: kifu::samourai::Position = printed.parse().expect("a printed Samouraï position parses");
        assert_eq!(q.to_string(), printed);
    }
    if let Ok(p) = s.parse::<kifu::kaito::Position>() {
        let printed = p.to_string();
        let q: kifu::kaito::Position = printed.parse().expect("a printed Kaitō position parses");
        assert_eq!(q.to_string(), printed);
    }
});
