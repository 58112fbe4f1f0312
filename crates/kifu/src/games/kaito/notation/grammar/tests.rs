use super::*;
use crate::games::kaito::rules::Buy;

#[test]
fn the_first_rank_may_follow_the_keyword() {
    let text = "[First \"Red\"]\nLayout: 6 W  bS r2 rH bS r1\n5 rS r1 r1 bS bH b2\n4 rS rS rS b1 r3 b1\n3 rS bS r2 rH r3 bS\n2 b1 bH bS b3 b3 b2\n1 rS W  bS rH bH rS\nKaito: b1\n1. b2 x bH\n";
    let (record, problems) = parse(text);
    assert!(problems.is_empty(), "{problems:?}");
    let block = record.head.layout.clone().unwrap();
    assert!(block.layout.is_some());
    assert!(text[block.body.range()].starts_with("6 W"));
    assert_eq!(record.entries().count(), 1);
}

#[test]
fn the_entry_grammar_reads_every_layout_of_an_entry() {
    let (rest, e) = entry("a6 x rH\n= h 3 + 2 {c}").unwrap();
    assert_eq!(rest, " {c}");
    assert_eq!(e.to.0, "a6");
    assert_eq!(e.capture.map(|c| c.0), Some("rH"));
    assert_eq!(e.exchanges.len(), 1);
    assert_eq!(e.exchanges[0].buy, ("h", Buy::Kabuto));
    assert_eq!(e.exchanges[0].pay.0, "3 + 2");
    let (rest, e) = entry("e4xr3 =S 2+2").unwrap();
    assert_eq!((rest, e.to.0), ("", "e4"));
    assert_eq!(e.capture.map(|c| c.0), Some("r3"));
    assert_eq!(e.exchanges[0].buy.1, Buy::Katana);
    // Not an entry at all, or a part missing after it surely is one.
    assert!(matches!(entry("a7"), Err(nom::Err::Error(Fault::Not))));
    assert!(matches!(entry("c2y"), Err(nom::Err::Error(Fault::Not))));
    assert!(matches!(
        entry("c2x"),
        Err(nom::Err::Failure(Fault::Token("x")))
    ));
    assert!(matches!(
        entry("c2 x\nbS"),
        Err(nom::Err::Failure(Fault::Token("x")))
    ));
    assert!(matches!(
        entry("c2 = Q 3"),
        Err(nom::Err::Failure(Fault::Buy("=", Some("Q"))))
    ));
    assert!(matches!(
        entry("c2 = H 3 +\n2"),
        Err(nom::Err::Failure(Fault::Payment("H")))
    ));
    // A word after the entry that is not part of it stays for the next item.
    let (rest, e) = entry("c2 3 b4").unwrap();
    assert_eq!((rest, e.capture.is_none()), (" 3 b4", true));
}

#[test]
fn the_plain_entry_reader_agrees_with_the_grammar() {
    let text = "1. c2 x bS  a2 x r3\n2. a6 x rH = H 3+2 f6\tb1 X b2{c} c1 x b3;d\ne4xr3 e4 xr3 \
        e4 x\nbS e4 x\u{a0}bS e4\u{a0}x bS e4 ×bS e4 x bSé e4 x bS\u{a0}= H 3+2 e4 x b4 \
        e4 x bSS g4 a7 c2y c2=S 2+2 c2 x bS\r\n= S 2+2 c2\u{b}x bS c2 x\u{c}bS c2 x \
        bS [T \"v\"] C2 X BS e4 x rs a1 x r1\n\n= s 3+1 f6 x b2 f6 x b2 =";
    let mut plain = 0;
    for at in (0..=text.len()).filter(|&at| text.is_char_boundary(at)) {
        let i = &text[at..];
        if let Some(read) = plain_entry(i) {
            plain += 1;
            match entry(i) {
                Ok(general) => assert_eq!(read, general, "at {at}: {i:?}"),
                Err(e) => panic!("at {at}: {i:?}: the grammar says {e:?}"),
            }
        }
    }
    assert!(plain >= 12, "{plain} plain entries read");
}

#[test]
fn the_plain_move_number_reader_agrees_with_the_cursor() {
    let text = "1. c2 12.\t3.{c} 4.; 5.[ 6... 7… 8.. 9.a 10 .11 1234567890. 123456789. 0. \
        007. 12.\u{a0}13.é 14.\n15.";
    let b = text.as_bytes();
    let mut plain = 0;
    for at in 0..=text.len() {
        if let Some(m) = plain_move_number(b, at) {
            plain += 1;
            let cursor = header::Cursor::new(text, at).move_number();
            assert_eq!(Some(m), cursor, "at {at}");
            assert!(word_end(&text[m.span.end..]).is_ok(), "at {at}");
        }
    }
    assert!(plain >= 8, "{plain} plain move numbers read");
}

#[test]
fn payments_and_buys() {
    assert_eq!(parse_payment("3+2").map(|p| p.total()), Some(5));
    assert_eq!(parse_payment("1+1+2").map(|p| p.tokens), Some([2, 1, 0]));
    assert_eq!(parse_payment("4"), None);
    assert_eq!(parse_payment("3+"), None);
    assert_eq!(parse_payment(""), None);
    assert_eq!(parse_buy("Kabuto"), Some(Buy::Kabuto));
    assert_eq!(parse_buy("s"), Some(Buy::Katana));
    assert_eq!(parse_buy("Mon"), None);
}
