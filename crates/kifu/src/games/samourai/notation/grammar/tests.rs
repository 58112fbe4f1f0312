use super::*;
use crate::games::samourai::notation::*;

fn entries(text: &str) -> Vec<Entry> {
    let (r, p) = parse(text);
    assert!(p.is_empty(), "{text}: {p:?}");
    r.entries().copied().collect()
}

#[test]
fn reads_entries_in_every_language() {
    let e =
        entries("1. e1-e4 3 ryu   e11-e9 2 washi\n2. f2-f6 anzen + f6-b2 4 ho bo  g11-g8 3 shiro");
    assert_eq!(e.len(), 4);
    assert_eq!(e[0].first.from.node, Square::parse("e1").unwrap());
    assert_eq!(e[0].first.said.dist.map(|d| d.node), Some(3));
    assert_eq!(e[0].first.said.kind.map(|k| k.node), Some(Kind::Dragon));
    let (_, bonus) = e[2].bonus.expect("bonus");
    assert_eq!(e[2].first.said.kind.map(|k| k.node), Some(Kind::Anzen));
    assert_eq!(bonus.said.kind.map(|k| k.node), Some(Kind::Mekura));
    // Every language, any case, with accents or not: one entry for each word.
    let words = ["taiyō", "Soleil", "RYŪ", "sabre", "hobo", "ibis"];
    let text: String = words.iter().map(|w| format!("e1-e4 3 {w}\n")).collect();
    let kinds: Vec<_> = entries(&text)
        .iter()
        .map(|e| e.first.said.kind.map(|k| k.node))
        .collect();
    use Kind::{Dragon, Ibis, Mekura, Sun, Sword};
    assert_eq!(kinds, [Sun, Sun, Dragon, Sword, Mekura, Ibis].map(Some));
    // Announcement optional, or partial.
    let e = entries("e1-e4 e11-e9 2 c1-c3 dragon");
    assert_eq!(e.len(), 3);
    assert_eq!(
        e[0].first.said,
        Said {
            dist: None,
            kind: None
        }
    );
    assert_eq!(e[1].first.said.kind, None);
    assert_eq!(e[2].first.said.dist, None);
}

#[test]
fn the_quick_readers_agree_with_the_general_lexer() {
    let text = "[Game \"S\"]\n1. e1-e4 3 ryū  e11–e9 2 washi\u{a0}+ f6-b2 4 Hobo…\n2... c1—c3 x² {c} ; d\n\té:b";
    let quick = parse::Tokens::new(text, lex_one);
    let general = parse::Tokens::new(text, lex_general);
    for pos in 0..=text.len() + 1 {
        let (a, b) = (token(&quick, pos), general.at(pos));
        let (a, b) = ((a.kind, a.text, a.span), (b.kind, b.text, b.span));
        assert_eq!(a, b, "at {pos}");
        assert_eq!(
            token(&quick, pos).newline_before,
            general.at(pos).newline_before
        );
    }
}

/// What a rule gave, comparable: what it read and where it ended, or its problem
/// (code, span, where reading resumes), or `None` for [`Stop::Miss`].
type Outcome<O> = Result<(usize, O), Option<(String, Span, usize)>>;

fn outcome<O>(text: &str, r: Res<'_, O>) -> Outcome<O> {
    match r {
        Ok((rest, o)) => Ok((text.len() - rest.len(), o)),
        Err(nom::Err::Failure(Stop::Fail(f)) | nom::Err::Error(Stop::Fail(f))) => Err(Some((
            f.problem.code.to_string(),
            f.problem.span,
            f.resume_from,
        ))),
        Err(_) => Err(None),
    }
}

#[test]
fn the_byte_leaves_agree_with_the_general_readers() {
    let text = "[Game \"S\"]\n1. e1-e4 3 ryū  e11–e9 2 washi\u{a0}+ f6-b2 4 Hobo…\n2... c1—c3 x² {c} ; d\n\té:b e4 l4 a100 A11 k12 a01 z3 12. 3ryu ho bo ho\nbo HO  BO ho bō 0 11 007 0000000000003 99999999999 e4é 2\u{a0}taiyō e1\u{a0}-e2 e1 -e2 e1\n-e2 e1-\ne2 +\u{a0}e4 sabre SABER mekura shiro anzen sun soleil dragon ryuu ibis sword katanas b10,K11.c9+a1-A10 k0 a1b e1_ j1";
    let t = parse::Tokens::new(text, lex_one);
    for pos in (0..=text.len()).filter(|&p| text.is_char_boundary(p)) {
        let i = input(&t, pos);
        for which in [Where::Start, Where::BonusStart, Where::Landing] {
            assert_eq!(
                outcome(text, square(&t, which)(i)),
                outcome(text, square_general(&t, pos, which)),
                "square at {pos}"
            );
        }
        assert_eq!(
            outcome(text, distance(&t)(i)),
            outcome(text, distance_general(&t, pos)),
            "distance at {pos}"
        );
        assert_eq!(
            outcome(text, kind(&t)(i)),
            outcome(text, kind_general(&t, pos)),
            "kind at {pos}"
        );
        assert_eq!(
            outcome(text, dash(&t)(i)),
            outcome(text, dash_general(&t, pos)),
            "dash at {pos}"
        );
        let p = token(&t, pos);
        let general = (p.kind == Tk::Plus).then_some((p.span.end, p.span));
        assert_eq!(outcome(text, plus(&t)(i)).ok(), general, "plus at {pos}");
        let b = text.as_bytes();
        if b[pos..].first().is_some_and(u8::is_ascii_digit) {
            let cursor = Cursor::new(text, pos).move_number();
            if let Some(m) = plain_move_number(b, pos) {
                assert_eq!(Some(m), cursor, "move number at {pos}");
            }
        }
    }
}

#[test]
fn syntax_errors_point_at_the_token() {
    // Each problem's span is marked «…» in the text.
    for (marked, code) in [
        ("e1-e4 3 «rye»", "unknown-kind"),
        ("e1-«l4» 3 ryu", "bad-square"),
        ("e1-«e12»", "bad-square"),
        ("e1 «e4»", "expected-dash"),
        ("e1-«+»", "expected-square"),
        ("e1-e4 «11» ryu", "bad-distance"),
        ("e1-e4 «0»", "bad-distance"),
        ("«hello»", "unexpected"),
        ("«+» e1-e4", "unexpected"),
    ] {
        let text = marked.replace(['«', '»'], "");
        let start = marked.find('«').expect("marked");
        let end = marked.find('»').expect("marked") - '«'.len_utf8();
        let (_, p) = parse(&text);
        assert!(!p.is_empty(), "{text}");
        assert_eq!(p[0].code, format!("samourai::syntax::{code}"), "{text}");
        assert_eq!(p[0].span, Span::new(start, end), "{marked}");
    }
    let (_, p) = parse("e1-e4 3 ryu\ne11-e9 2 wasi");
    assert_eq!(
        p[0].help.as_ref().map(|h| h.to_string().contains("`washi`")),
        Some(true)
    );
}

#[test]
fn recovers_after_an_error() {
    let (r, p) = parse("1. e1-e4 3 rye e11-e9 2 washi\n2. c1-c3 x c11-c10");
    assert_eq!(p.len(), 2, "{p:?}");
    // The two bad entries are kept as invalid text; the good ones are read.
    assert_eq!(r.entries().count(), 2);
    assert_eq!(
        r.items
            .iter()
            .filter(|i| matches!(i, Item::Invalid(_)))
            .count(),
        2
    );
}

#[test]
fn inline_board_block() {
    let text = "[Game \"Samourai\"]\nBoard:\n..S.S.S.S..\n.TKWR.KWRT.\n\n1. e1-e4";
    let (r, p) = parse(text);
    assert!(p.is_empty(), "{p:?}");
    let b = r.head.board.clone().expect("board");
    assert_eq!(b.text.node, "..S.S.S.S..\n.TKWR.KWRT.");
    assert_eq!(r.entries().count(), 1);
}

#[test]
fn writer_round_trips() {
    let text = "[Game \"Samourai\"]\n\n1. e1-e4 3 ryu            e11-e9 2 washi\n2. f2-f6 anzen + f6-b2 4 ho bo   {nice} g11-g8 3 shiro\n3. ... c1-c2\n";
    let (r, p) = parse(text);
    assert!(p.is_empty(), "{p:?}");
    let out = write_record(&r, &Style::default());
    let (r2, p2) = parse(&out);
    assert!(p2.is_empty(), "{out}: {p2:?}");
    assert_eq!(write_record(&r2, &Style::default()), out);
    let en = write_record(&r, &Style { lang: Lang::En });
    assert!(en.contains("e1-e4 3 dragon"), "{en}");
    assert!(en.contains("e11-e9 2 ibis"), "{en}");
}

#[test]
fn kind_words_are_read_in_any_case_and_with_accents() {
    for (word, kind) in KIND_WORDS {
        assert!(
            word.len() <= 6,
            "{word}: kind_word lowers at most 6 letters"
        );
        assert_eq!(kind_word(word), Some(kind), "{word}");
        assert_eq!(kind_word(&word.to_uppercase()), Some(kind), "{word}");
    }
    assert_eq!(kind_word("Taiyō"), Some(Kind::Sun));
    assert_eq!(kind_word("RYŪ"), Some(Kind::Dragon));
    assert_eq!(kind_word("rYuU"), Some(Kind::Dragon));
    for word in [
        "ho",
        "bo",
        "katanas",
        "soleils",
        "",
        "ryū2",
        "e4",
        "w@shi",
        "ry\u{15}",
        "ANZEN\u{0}",
    ] {
        assert_eq!(kind_word(word), None, "{word}");
    }
}

#[test]
fn edit_distance_works() {
    assert_eq!(edit_distance("washi", "wasi"), 1);
    assert_eq!(edit_distance("", "abc"), 3);
    assert_eq!(nearest_kind_word("dragn"), Some("dragon"));
    assert_eq!(nearest_kind_word("xyz"), None);
}
