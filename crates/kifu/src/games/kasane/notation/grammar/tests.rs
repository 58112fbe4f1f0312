use super::*;
use crate::games::kasane::notation::*;

const SAMPLE: &str = "[Game \"Kasane\"]\n[Players \"Aiko, Ben, Chie, Dai\"]\nRound 1\nGrid: 3 7 +1 9 / 2 2 5 8 / 6 1 6 4 / 9 9 3 +1 ; rows\nAiko 2\nBen 1 (3)\nChie 1 { a 7 }\nDai 4\nAiko 2 : Kasane 2 2 = 1\nBen 1 (+1)\nDai 3 : 襲ね ^6 6\nChie 3: hemp leaf 4 5 7=4\nFinal: Aiko 14, Ben 12, Chie 9, Dai 7\n";

#[test]
fn reads_every_kind_of_line() {
    let (r, problems) = parse(SAMPLE);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(r.tags.len(), 2);
    let turns: Vec<&TurnLine> = r.entries().collect();
    assert_eq!(turns.len(), 8);
    assert_eq!(turns[1].card.map(|c| c.node), Card::number(3));
    assert_eq!(&SAMPLE[turns[1].row.span.range()], "1");
    let k = turns[4].combo.as_ref().unwrap();
    assert_eq!(k.kind.node, Combination::Kasane);
    assert_eq!(k.points.map(|p| p.node), Some(1));
    let d = turns[6].combo.as_ref().unwrap();
    assert_eq!(d.top.map(|t| t.node), Card::number(6));
    assert_eq!(&SAMPLE[d.top.unwrap().span.range()], "^6");
    let c = turns[7].combo.as_ref().unwrap();
    assert_eq!(c.kind.node, Combination::Asanoha);
    assert_eq!(&SAMPLE[c.kind.span.range()], "hemp leaf");
    assert_eq!(c.points.map(|p| p.node), Some(4));
    let grid = r.items.iter().find_map(|i| match i {
        Item::Grid(g) => Some(g),
        _ => None,
    });
    assert_eq!(grid.map(|g| g.rows().len()), Some(4));
    assert!(
        r.items
            .iter()
            .any(|i| matches!(i, Item::Final(f) if f.scores.len() == 4))
    );
    assert_eq!(
        r.items
            .iter()
            .filter(|i| matches!(i, Item::Comment(_)))
            .count(),
        2
    );
}

#[test]
fn writes_canonically_and_reads_back() {
    let (r, _) = parse(SAMPLE);
    let out = write_record(&r, SAMPLE);
    assert!(out.contains("Dai 3 : Kasane ^6 6\n"), "{out}");
    assert!(out.contains("Chie 3 : Asanoha 4 5 7 = 4\n"), "{out}");
    // Other name styles read back to the same record.
    for style in [NameStyle::Kanji, NameStyle::English] {
        let other = write_record_with(&r, SAMPLE, style);
        assert!(other.contains(style.name(Combination::Asanoha)), "{other}");
        let (r3, p3) = parse(&other);
        assert!(p3.is_empty(), "{p3:?}");
        assert_eq!(write_record(&r3, &other), out);
    }
    // Comments stay on their line.
    assert!(out.contains("Chie 1 { a 7 }\n"), "{out}");
    assert!(out.contains("/ 9 9 3 +1 { rows}\n"), "{out}");
    let (r2, p2) = parse(&out);
    assert!(p2.is_empty(), "{p2:?}");
    assert_eq!(write_record(&r2, &out), out);
    assert_eq!(r2.items.len(), r.items.len());
}

#[test]
fn the_ascii_lexer_reads_like_the_general_one() {
    for text in [
        "Aiko 2 (2) : Kasane 2 2 = 1",
        "Dai 3 : 襲ね ^6 6",
        "Aiko\u{b}2\u{c}x\ty\rz",
        "Ben(3){c}",
        "Chie;c",
        "Aikoé 2",
        "[Players \"A\"]",
        "\u{3000}x",
        "+1/9",
    ] {
        let mut rest = text.trim_start();
        while !rest.is_empty() {
            let fast = lex_one(rest).unwrap();
            assert_eq!(fast, lex_any(rest).unwrap(), "{rest:?}");
            rest = fast.0.trim_start();
        }
    }
}

#[test]
fn the_turn_read_by_hand_is_the_nom_grammar() {
    for line in [
        "Aiko 2 (2) : Kasane 2 2 = 1",
        "Ben 3 (+1)",
        "Chie 1",
        "Dai 4:Katyou Fugetsu ^3 1 7=2",
        "Aiko 2 : hemp leaf 4 5 7 = 4 { c }",
        "Aiko 2 : Kasan 2 2",
        "Aiko 2 : Kasane",
        "Aiko 2 (22)",
        "Aiko 2 (3",
        "Aiko 2 x",
        "Aiko 2 : Kasane 2 2 = x",
        "Aiko 2 : Kasane ^ 2 2 = 12\r\nBen 1",
        "Round 3",
        "Aiko (3)",
        "Aikoé 2",
        "Aiko 2\u{3000}(2)",
    ] {
        for one_word_names in [true, false] {
            let src = Src {
                text: line,
                one_word_names,
            };
            let by_hand = src.turn_by_hand(line).map(|(i, t)| (i, Item::Turn(t)));
            let nom = src.turn_line(line).ok();
            assert_eq!(by_hand, nom, "{line:?}");
            // What either reads is what the token grammar reads.
            if let Some((_, item)) = by_hand {
                let (r, p) = parse(line);
                assert!(p.is_empty(), "{line:?}");
                assert_eq!(r.items[0], item, "{line:?}");
            }
        }
    }
    let (r, p) = parse("Aiko 2 (2) : Kasane 2 2 = 1\nRound 2\nGrid: 1 2 / +1\n");
    assert!(p.is_empty());
    assert!(matches!(&r.items[2], Item::Grid(g) if g.rows().len() == 2));
}

#[test]
fn names_from_the_players_tag() {
    let text = "[Players \"Ann Lee, R2 D2, Bo\"]\nRound 1\nAnn Lee 1\nr2 d2 3 (4)\n";
    let (r, problems) = parse(text);
    assert!(problems.is_empty(), "{problems:?}");
    let t: Vec<_> = r.entries().collect();
    assert_eq!(t[0].player.node, "Ann Lee");
    assert_eq!(t[1].player.node, "r2 d2");
    assert_eq!(t[1].row.node, 3);
}

/// `line` alone gives one problem, `code`, labelled at the text `at`, and is read as an
/// invalid stretch.
fn points_at(line: &str, code: &str, at: &str) {
    let (r, p) = parse(line);
    assert_eq!(p.len(), 1, "{line}: {p:?}");
    assert_eq!(p[0].code, code, "{line}");
    assert_eq!(&line[p[0].span.range()], at, "{line}");
    assert!(matches!(r.items[0], Item::Invalid(_)));
}

#[test]
fn syntax_errors_point_at_the_token() {
    points_at(
        "Aiko 2 : Kasan 2 2",
        "kasane::syntax::unknown-combination",
        "Kasan",
    );
    points_at("Aiko 2 : Kasane", "kasane::syntax::expected-cards", "");
    points_at("Aiko 2 (22)", "kasane::syntax::bad-card", "22");
    points_at("Aiko", "kasane::syntax::expected-row", "");
    points_at("Aiko 2 x", "kasane::syntax::unexpected", "x");
    points_at("Grid: 1 2 0", "kasane::syntax::bad-card", "0");
    points_at("Final: Aiko, Ben 3", "kasane::syntax::bad-final", "Aiko");
    points_at("Aiko 2 : Kasane 2 2 = x", "kasane::syntax::bad-number", "x");
    points_at(": Kasane", "kasane::syntax::expected-player", ":");
    let (_, p) = parse("Aiko 2 : Kasan 2 2");
    assert_eq!(p[0].help.as_ref().map(ToString::to_string).as_deref(), Some("did you mean `Kasane`?"));
}

#[test]
fn setup_from_tags() {
    let (r, _) = parse(
        "[Players \"A, B, C\"]\n[Variant \"plus-one, blocked-twos\"]\n[Boxes \"Kasane: 2=9\"]",
    );
    let s = setup(&r, None).unwrap();
    assert_eq!(s.players, ["A", "B", "C"]);
    assert!(s.rules.variant.plus_one_combination && s.rules.variant.blocked_twos);
    assert!(s.warnings.is_empty());
    assert_eq!(s.rules.boxes.boxes(Combination::Kasane)[0].points, 9);
    let (r, _) = parse("[Players \"A, B, C, D\"]\n[Variant \"blocked-twos\"]");
    let s = setup(&r, None).unwrap();
    assert_eq!(s.warnings.len(), 1);
    assert!(!s.warnings[0].is_error());
    let text = "[Players \"A, B, a\"]";
    let (r, _) = parse(text);
    let e = setup(&r, None).unwrap_err();
    assert_eq!(&text[e[0].span.range()], "a");
    let (r, _) = parse("[Players \"A, B\"]");
    assert!(setup(&r, None).is_err());
    let text = "[Players \"A, B, C\"][Boxes \"Kasane: 2=1 3=x\"]";
    let (r, _) = parse(text);
    let e = setup(&r, None).unwrap_err();
    assert_eq!(&text[e[0].span.range()], "3=x");
}
