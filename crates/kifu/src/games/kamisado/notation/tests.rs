//! The reader's and the writers' tests.

use super::super::ast::{Action, Fill, Item, MatchKind, Record, ScoreLine};
use super::super::board::{Colour, Direction};
use super::super::vocab::{self, ColourLookup, Kw, word};
use super::lexer::*;
use super::*;
use crate::core::{Problem, Span, Spanned};

fn ok(text: &str) -> Record {
    let (r, p) = parse(text);
    assert!(p.is_empty(), "{text}: {p:#?}");
    r
}

fn one_problem(text: &str) -> Problem {
    let (_, p) = parse(text);
    assert_eq!(p.len(), 1, "{text}: {p:#?}");
    p.into_iter().next().unwrap()
}

#[test]
fn entries_in_every_style() {
    let arrows = Style::default();
    for text in [
        "Red ↗3 Blue",
        "red >3 blue",
        "Rouge Droite 3 Bleu",
        "Rot Rechts 3 Blau",
        "Rot ↗ 3 Blau",
        "Re right3 bl",
        "RED RIGHT 3 BLUE",
    ] {
        let r = ok(text);
        let e = r.entries().next().unwrap();
        assert_eq!(write_entry(e, &arrows), "Red ↗3 Blue", "{text}");
    }
    let r = ok("Grün 0 Rosa");
    assert_eq!(
        write_entry(
            r.entries().next().unwrap(),
            &Style {
                lang: Lang::De,
                arrows: ArrowStyle::Ascii
            }
        ),
        "Grün 0 Rosa"
    );
    let r = ok("Blue v1 Green + Yellow Zurück 1 Pink + Red ↓1 Gruen");
    let e = r.entries().next().unwrap();
    assert!(e.is_pushed());
    assert_eq!(
        write_entry(e, &arrows),
        "Blue ↓1 Green + Yellow ↓1 Pink + Red ↓1 Green"
    );
    let r = ok("Violet Tout droit 2 Jaune  Jaune tout-droit 1 Rose Rose Arrière 1 Vert");
    let w: Vec<_> = r
        .entries()
        .map(|e| {
            write_entry(
                e,
                &Style {
                    lang: Lang::Fr,
                    arrows: ArrowStyle::Words,
                },
            )
        })
        .collect();
    assert_eq!(
        w,
        [
            "Violet Devant 2 Jaune",
            "Jaune Devant 1 Rose",
            "Rose Arrière 1 Vert"
        ]
    );
}

#[test]
fn spans_point_at_tokens() {
    let text = "1. Red ↗3 Blue";
    let r = ok(text);
    let e = r.entries().next().unwrap();
    let s = e.first();
    assert_eq!(&text[s.tower.span.range()], "Red");
    assert_eq!(&text[s.landing.span.range()], "Blue");
    assert_eq!(&text[e.span.range()], "Red ↗3 Blue");
    match s.action {
        Action::Step { dir, dist } => {
            assert_eq!(&text[dir.span.range()], "↗");
            assert_eq!(&text[dist.span.range()], "3");
        }
        Action::Blocked { .. } => panic!("not blocked"),
    }
    assert_eq!(
        r.items[0],
        Item::MoveNumber(Spanned::new(1, Span::new(0, 2)))
    );
}

#[test]
fn detection_reads_the_first_entries() {
    let fr = "Rouge Gauche 3 Bleu ".repeat(10);
    let de = "Rot Links 3 Blau ".repeat(40);
    assert_eq!(
        detect(&(fr.clone() + &de), Span::new(0, fr.len() + de.len())),
        Style {
            lang: Lang::Fr,
            arrows: ArrowStyle::Words
        }
    );
    let text = "Runde 1 Orange ↑2 Orange Orange 0 Orange";
    assert_eq!(
        detect(text, Span::new(0, text.len())),
        Style {
            lang: Lang::De,
            arrows: ArrowStyle::Arrows
        }
    );
    let text = "Red v1 Blue  Blue <2 Pink";
    assert_eq!(
        detect(text, Span::new(0, text.len())).arrows,
        ArrowStyle::Ascii
    );
    assert_eq!(ok(text).head.notation.arrows, ArrowStyle::Ascii);
}

#[test]
fn round_headers_and_scores() {
    for (text, n, fill) in [
        ("Round 1", 1, None),
        ("Round 2 from left", 2, Some(Fill::Left)),
        ("round 2 RIGHT", 2, Some(Fill::Right)),
        ("Manche 3 par la droite", 3, Some(Fill::Right)),
        ("Manche 3 gauche", 3, Some(Fill::Left)),
        ("Runde 4 von links", 4, Some(Fill::Left)),
        ("Round 5: (from right)", 5, Some(Fill::Right)),
        ("Manche 6 (par la gauche)", 6, Some(Fill::Left)),
        ("2. Runde von rechts", 2, Some(Fill::Right)),
        ("7. Round: left", 7, Some(Fill::Left)),
    ] {
        let r = ok(text);
        match &r.items[0] {
            Item::Round(h) => {
                assert_eq!(h.number.node, n, "{text}");
                assert_eq!(h.fill.map(|f| f.node), fill, "{text}");
                assert_eq!(h.span, Span::new(0, text.len()), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    let r = ok("Round 1 Red ↗3 Blue\nScore: 1-0\nScore 2–3");
    assert!(matches!(r.items[1], Item::Entry(_)));
    assert!(matches!(
        r.items[2],
        Item::Score(ScoreLine {
            black: Spanned { node: 1, .. },
            white: Spanned { node: 0, .. },
            ..
        })
    ));
    assert!(matches!(
        r.items[3],
        Item::Score(ScoreLine {
            black: Spanned { node: 2, .. },
            white: Spanned { node: 3, .. },
            ..
        })
    ));
}

#[test]
fn errors_have_codes_and_exact_labels() {
    // The text, its problem's code in its namespace, the token the label is on (a score
    // may be `1:0`, issue 13; a slash is not).
    let cases = "
        kamisado::syntax:: | Yelow ↗3 Blue | unknown-colour | Yelow
        kamisado::syntax:: | Rouge Droit 3 Bleu | ambiguous-direction | Droit
        kamisado::syntax:: | Red 3 Blue | expected-direction | 3
        kamisado::syntax:: | Red ↗ Blue | expected-distance | Blue
        kamisado::syntax:: | Red ↗3 + Blue ↖2 Pink | expected-landing | +
        kamisado::syntax:: | Red ↗9 Blue | bad-distance | 9
        kamisado::syntax:: | Red ↗12 Blue | bad-distance | 12
        kamisado::syntax:: | Red ↗0 Blue | bad-distance | 0
        kamisado::syntax:: | Round two | bad-round-header | two
        kamisado::syntax:: | Round 2 from up | bad-round-header | up
        kamisado::syntax:: | Score: 1/0 | bad-score | /
        kamisado::syntax:: | Red ↗3 Blue } | unexpected | }
        record:: | { open | unterminated-comment | {
        record:: | [Event x] | bad-tag | x
    ";
    for line in cases.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let [namespace, text, code, bad] = line.split(" | ").collect::<Vec<_>>()[..] else {
            panic!("{line}");
        };
        let p = one_problem(text);
        assert_eq!(p.code.strip_prefix(namespace), Some(code), "{text}");
        assert_eq!(&text[p.span.range()], bad, "{text}");
        assert!(p.help.is_some(), "{text}");
    }
    let p = one_problem(
        "Red ↗3 Blue Blue ↖2 Pink\nBlue ↓1 Green + Yellow ↓1 Pink + Red ↓1 Pink + Green ↓1 Red",
    );
    assert_eq!(p.code, "kamisado::syntax::too-many-pushed");
    // missing landing at the end of a line: a point right after the distance
    let text = "Red ↗3\nBlue ↖2 Pink";
    let p = one_problem(text);
    assert_eq!(p.code, "kamisado::syntax::expected-landing");
    assert_eq!(p.span, Span::point(text.find('3').unwrap() + 1));
    let p = one_problem("[Event \"a\"]\n[event \"b\"]");
    assert_eq!(p.code, "record::duplicate-tag");
    assert_eq!(p.related[0].0, Span::new(0, 11));
}

#[test]
fn colour_prefixes_of_several_colours_are_kept_for_the_replay() {
    // `Ro` is Rose or Rouge, `V` Violet or Vert (French); `V Devant` starts a tower,
    // not the ASCII `v`
    let text = "1. Vert Devant 3 Rouge  Ro Gauche 2 V  V Devant 1 Bleu";
    let (r, p) = parse(text);
    assert!(p.is_empty(), "{p:#?}");
    let spans: Vec<&str> = r
        .head
        .colour_abbreviations
        .iter()
        .map(|a| &text[a.span.range()])
        .collect();
    assert_eq!(spans, ["Ro", "V", "V"]);
    assert_eq!(
        r.head.colour_abbreviations[0].readings,
        [Colour::Pink, Colour::Red]
    );
    assert_eq!(
        r.head.colour_abbreviations[1].readings,
        [Colour::Purple, Colour::Green]
    );
    // a prefix of one colour only is no abbreviation to settle
    let (r, p) = parse("1. Vert Devant 3 Rou  Rou Gauche 2 Bleu");
    assert!(
        p.is_empty() && r.head.colour_abbreviations.is_empty(),
        "{p:#?}"
    );
}

#[test]
fn recovery_keeps_going_and_covers_the_bad_text() {
    let text = "1. Red ↗ Blue  Blue ↖2 Pink\n2. Yelow ↗1 Red  Red ↑2 Green\n3. Green ↗9 Brown ~~ Brown ↖1 Orange";
    let (r, p) = parse(text);
    let codes: Vec<_> = p.iter().map(|p| p.code).collect();
    assert_eq!(
        codes,
        [
            "kamisado::syntax::expected-distance",
            "kamisado::syntax::unknown-colour",
            "kamisado::syntax::bad-distance"
        ]
    );
    let invalid: Vec<_> = r
        .items
        .iter()
        .filter_map(|i| {
            if let Item::Invalid(s) = i {
                Some(&text[s.range()])
            } else {
                None
            }
        })
        .collect();
    // the first `Blue` is taken as the landing colour: the next entry starts at the second
    assert_eq!(invalid, ["Red ↗ Blue", "Yelow ↗1 Red", "Green ↗9 Brown ~~"]);
    assert_eq!(r.entries().count(), 3);
}

#[test]
fn hostile_input_terminates_and_reports() {
    let mut big = "x".repeat(200_000);
    big.push_str("\0\t\r\n;;)\n{ \n}} ] [ \u{feff} … + ↗ 99999999999999999999 Round 99999999999 Score: 1-\n{");
    let (r, p) = parse(&big);
    assert!(!p.is_empty());
    assert!(r.entries().next().is_none());
    // every non-space, non-comment byte is inside an invalid item or a comment
    let mut covered = vec![false; big.len()];
    for i in &r.items {
        if let Item::Invalid(s) | Item::Comment(Spanned { span: s, .. }) = i {
            covered[s.range()].iter_mut().for_each(|c| *c = true);
        }
    }
    for (n, c) in big.char_indices() {
        assert!(
            c.is_whitespace() || covered[n],
            "byte {n} {c:?} not covered"
        );
    }
    let many = "Red ".repeat(100_000);
    let (_, p) = parse(&many);
    assert!(!p.is_empty());
}

#[test]
fn pathological_inputs_stay_linear() {
    let patterns = [
        "[x]",
        "1 ",
        "+",
        "}",
        "{",
        "Red ↗ ",
        "Round ",
        "Score ",
        "Ro ",
        "\0",
        "[[",
        "Red ↗3 Blue ",
        ";;)\n",
        "12.",
        "...",
        "x",
        "Droit ",
        "[A \"1\"]",
        "Red ↓1 Blue + ",
        "Red Red ",
        "9999999999",
        "\t\r\n",
    ];
    for p in patterns {
        // 300 KB of each shape: a linear parser is done at once, a quadratic one would
        // not finish (no clock here: speed is for the benchmarks).
        let text = p.repeat(300_000 / p.len());
        let (record, problems) = parse(&text);
        let _ = parse_all(&text);
        let _ = write_record(&record, &Style::default());
        // a wrong text is always reported
        let valid = ["Red ↗3 Blue ", "12.", "...", "\t\r\n", ";;)\n"];
        assert_eq!(problems.is_empty(), valid.contains(&p), "{p:?}");
    }
}

#[test]
fn missing_token_at_the_very_end_labels_the_last_word() {
    let text = "Red ↗3 Blue Bl";
    let p = one_problem(text);
    assert_eq!(p.code, "kamisado::syntax::expected-direction");
    assert_eq!(&text[p.span.range()], "Bl");
}

#[test]
fn words_are_runs_of_letters_accents_included() {
    for text in [
        "Red ↗3",
        "Grün",
        "Zurück5",
        "GRUEN",
        "Gauche5",
        "Rouge↗3",
        "Arrière",
        "Bleu\u{a0}Vert",
        "a",
        "Zé",
        "v1",
        "Tout-droit",
        "ab\u{301}c",
        "Rot;x",
    ] {
        // A run of letters as `char::is_alphabetic` reads them.
        let end = text
            .char_indices()
            .find(|(_, c)| !c.is_alphabetic())
            .map_or(text.len(), |(n, _)| n);
        let t = token_at(text, 0);
        assert!(matches!(t.kind, Kind::Word(_)), "{text:?}");
        assert_eq!(t.text, &text[..end], "{text:?}");
    }
    for (text, kind) in [
        ("↗3", Kind::Arrow(Direction::Right)),
        ("<2", Kind::Arrow(Direction::Left)),
        ("42.", Kind::Number),
        ("…", Kind::Ellipsis),
        ("... x", Kind::Ellipsis),
        (". x", Kind::Other),
        ("+ Red", Kind::Plus),
        ("{x}", Kind::Open),
        ("–", Kind::Other),
    ] {
        assert_eq!(token_at(text, 0).kind, kind, "{text:?}");
    }
}

#[test]
fn a_stray_bom_is_whitespace() {
    let r = ok("\u{feff}[Game \"Kamisado\"]\n1. Red ↗3 Blue");
    assert_eq!(r.tags[0].span.start, 3);
}

#[test]
fn crlf_tabs_and_comments() {
    let text = "[Game \"Kamisado\"]\r\n\r\n1.\tRed ↗3 Blue\t; note\r\n\tBlue ↖2 Pink {a { b}\r\n";
    let r = ok(text);
    assert_eq!(r.entries().count(), 2);
    let comments: Vec<_> = r
        .items
        .iter()
        .filter_map(|i| {
            if let Item::Comment(c) = i {
                Some(c.node.as_str())
            } else {
                None
            }
        })
        .collect();
    assert_eq!(comments, [" note", "a { b"]);
}

#[test]
fn match_kinds() {
    let kinds = [MatchKind::Standard, MatchKind::Long, MatchKind::Long];
    for (v, k) in ["Standard", "longue", "lang", "MARATHON"]
        .into_iter()
        .zip(kinds.into_iter().chain([MatchKind::Marathon]))
    {
        let r = ok(&format!("[Match \"{v}\"]"));
        assert_eq!(match_kind(&r), Ok(k));
    }
    assert_eq!(match_kind(&ok("")), Ok(MatchKind::Simple));
    let text = "[Match \"forever\"]";
    let p = match_kind(&ok(text)).unwrap_err();
    assert_eq!(p.code, "kamisado::syntax::bad-match");
    assert_eq!(&text[p.span.range()], "forever");
}

#[test]
fn parse_all_splits_and_keeps_offsets() {
    let text = "[Game \"Kamisado\"]\n1. Red ↗3 Blue\n\n[Game \"Kamisado\"]\n1. Green 0 Pink\n";
    let all = parse_all(text);
    assert_eq!(all.len(), 2);
    assert!(all.iter().all(|(_, p)| p.is_empty()));
    let e = all[1].0.entries().next().unwrap();
    assert_eq!(&text[e.span.range()], "Green 0 Pink");
    let (_, p) = parse(text);
    assert_eq!(p[0].code, "kamisado::syntax::unexpected");
}

#[test]
fn writer_pairs_by_layout() {
    let text = "[Game \"Kamisado\"]\nRound 1\n1. Red ↗3 Blue {nice}\nBlue ↖2 Pink\n2. ... Pink ↑1 Red\n10. Red 0 Yellow\nYellow ↗1 Red ; last\nScore: 1-0\nRound 2 from left\nGreen ↗2 Red Red ↖1 Green\n";
    let r = ok(text);
    let out = write_record(&r, &Style::default());
    let expected = "[Game \"Kamisado\"]\n\nRound 1\n1.  Red ↗3 Blue {nice}  Blue ↖2 Pink\n2.  ...                 Pink ↑1 Red\n10. Red 0 Yellow        Yellow ↗1 Red { last}\nScore: 1-0\n\nRound 2 from left\n    Green ↗2 Red        Red ↖1 Green\n";
    assert_eq!(out, expected);
    let again = write_record(&ok(&out), &Style::default());
    assert_eq!(again, out);
}

/// The table reading of words with Latin-1 letters gives what the reading by chars
/// gives (end and meaning), and leaves every other word to it.
#[test]
fn latin1_words_read_as_by_chars() {
    let by_chars = |b: &[u8]| {
        let mut end = 0;
        while end < b.len() && (b[end].is_ascii_alphabetic() || letter_at(b, end)) {
            end += utf8_len(b[end]);
        }
        (end, std::str::from_utf8(&b[..end]).ok().and_then(word))
    };
    let mut words: Vec<String> = ["Grün", "GRÜN", "grun", "Arrière", "ARRIÈRE", "Orangé"]
        .iter()
        .map(|w| w.to_string())
        .collect();
    // Every Latin-1 character after a word and inside one, and other followers.
    for c in (0xc0..=0xffu32).filter_map(char::from_u32) {
        words.push(format!("Gr{c}n"));
        words.push(format!("Grün{c}"));
        words.push(format!("{c}ün"));
    }
    for tail in ["", " 3", "↗3", "é↗", "ūn", "x", "ßx", "×3", "-", "ü"] {
        words.push(format!("Grün{tail}"));
    }
    words.push("ü".repeat(16));
    words.push("ü".repeat(17));
    words.push(format!("{}x", "a".repeat(15)));
    let mut fast = 0;
    for w in &words {
        let b = w.as_bytes();
        if let Some(read) = latin_word(b, 0) {
            fast += 1;
            assert_eq!(read, by_chars(b), "{w}");
        }
    }
    assert!(
        fast > words.len() / 2,
        "only {fast} of {} read by the table",
        words.len()
    );
    // Each Latin-1 character's letterhood is `char::is_alphabetic`'s.
    for c in (0xc0..=0xffu32).filter_map(char::from_u32) {
        let mut buf = [0u8; 4];
        assert_eq!(
            letter_at(c.encode_utf8(&mut buf).as_bytes(), 0),
            c.is_alphabetic(),
            "{c}"
        );
    }
}

#[test]
fn letters_counts_the_leading_ascii_letters() {
    for text in [
        "Pink ↗2 ",
        "Orange12",
        "abcdefgh",
        "Zz@[`{az",
        "é.......",
        "Red\nBlue",
        "        ",
        "Yellow\u{e9}",
    ] {
        let b = text.as_bytes();
        let mut eight = [0u8; 8];
        eight.copy_from_slice(&b[..8]);
        let want = b[..8]
            .iter()
            .take_while(|c| c.is_ascii_alphabetic())
            .count();
        assert_eq!(letters(u64::from_le_bytes(eight)), want, "{text:?}");
    }
    for c in 0..=255u8 {
        let x = u64::from_le_bytes([c, b' ', 0, 0, 0, 0, 0, 0]);
        assert_eq!(letters(x), usize::from(c.is_ascii_alphabetic()), "{c}");
    }
}

/// Every spelling of the vocabulary's table means what the vocabulary says, in any case.
/// Every spelling of the vocabulary's table (folded).
fn table_spellings() -> Vec<&'static str> {
    let mut spellings: Vec<&'static str> = Vec::new();
    spellings.extend(vocab::COLOUR_WORDS.iter().map(|w| w.0));
    spellings.extend(vocab::DIRECTION_WORDS.iter().map(|w| w.0));
    spellings.extend(vocab::FILL_WORDS.iter().map(|w| w.0));
    spellings.extend(vocab::ROUND_WORDS);
    spellings.push(vocab::SCORE_WORD);
    for &(w, article, sides) in vocab::FILL_FROM_WORDS {
        spellings.push(w);
        spellings.extend(article);
        spellings.extend(sides.iter().map(|s| s.0));
    }
    spellings
}

/// The grammar's shortcuts on the table's meanings hold: a word of the table that is no
/// direction is no abbreviation of one either, in any language, nor `tout` or `droit`
/// (after a landing square, it starts no action); a score word is in the table only as
/// one.
#[test]
fn only_direction_words_start_a_direction() {
    for spelled in table_spellings() {
        let m = word(spelled).unwrap_or_else(|| panic!("{spelled}"));
        if m.dir.is_none() {
            for lang in Lang::ALL {
                assert!(
                    vocab::read_direction(spelled, lang).0.is_empty(),
                    "{spelled} {lang:?}"
                );
            }
            assert!(!vocab::is(spelled, "tout") && !vocab::is(spelled, "droit"));
        }
    }
    for w in vocab::SCORE_WORDS {
        assert!(word(w).is_none_or(|m| m.kw == Kw::Score), "{w}");
    }
}

#[test]
fn the_word_table_is_the_vocabulary() {
    for folded in table_spellings() {
        let mut capital = folded.to_owned();
        capital[..1].make_ascii_uppercase();
        for spelled in [folded.to_owned(), capital, folded.to_uppercase()] {
            let m = word(&spelled).unwrap_or_else(|| panic!("{spelled}"));
            let colour = match vocab::colour(&spelled) {
                ColourLookup::Found(c) if vocab::COLOUR_WORDS.iter().any(|w| w.0 == folded) => {
                    Some(c)
                }
                _ => None,
            };
            assert_eq!(m.colour, colour, "{spelled}");
            let dir = vocab::DIRECTION_WORDS
                .iter()
                .find(|w| vocab::is(&spelled, w.0))
                .map(|w| w.1);
            assert_eq!(m.dir, dir, "{spelled}");
            assert_eq!(vocab::direction(&spelled), dir, "{spelled}");
            let side = vocab::FILL_WORDS
                .iter()
                .find(|w| vocab::is(&spelled, w.0))
                .map(|w| w.1);
            assert_eq!(m.side, side, "{spelled}");
            let round = vocab::ROUND_WORDS.iter().any(|w| vocab::is(&spelled, w));
            assert_eq!(m.kw == Kw::Round, round, "{spelled}");
            assert_eq!(m.kw == Kw::Score, vocab::is(&spelled, vocab::SCORE_WORD));
        }
    }
    // Accents are optional, as in the full parser; prefixes and unknown words give up.
    for (spelled, folded) in [
        ("Grün", "grun"),
        ("ARRIÈRE", "arriere"),
        ("Zurück", "zuruck"),
    ] {
        assert_eq!(word(spelled), word(folded), "{spelled}");
        assert!(word(spelled).is_some());
    }
    for bad in ["Re", "Pinkk", "Rounds", "", "tout", "droit", "Blé", "Grüne"] {
        assert_eq!(word(bad), None, "{bad}");
        assert_eq!(vocab::direction(bad), None, "{bad}");
    }
    let long = "a".repeat(40);
    assert_eq!(word(&long), None);
    assert_eq!(vocab::colour(&long), ColourLookup::Unknown);
}

/// The fill words of the vocabulary's table read as fills in a round header.
#[test]
fn the_fill_words_are_the_full_parsers() {
    for &(w, article, sides) in vocab::FILL_FROM_WORDS {
        for (side, fill) in sides {
            for header in [
                format!("{w} {side}"),
                format!("{w} {} {side}", article.unwrap_or("")),
            ] {
                let text = format!("Round 1\nRed ↑1 Red\nRound 2 {header}\n");
                let (record, problems) =
                    parse_range(&text, Span::new(0, text.len()));
                assert!(
                    !problems.iter().any(|p| p.is_error()),
                    "{header}: {problems:?}"
                );
                let fills: Vec<Option<Fill>> = record
                    .items
                    .iter()
                    .filter_map(|i| match i {
                        Item::Round(h) => Some(h.fill.map(|f| f.node)),
                        _ => None,
                    })
                    .collect();
                assert_eq!(fills, [None, Some(fill)], "{header}");
            }
        }
    }
}
