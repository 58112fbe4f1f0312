use super::*;

/// The registry is one list: every game's entry is its own, names it the ways its
/// engine and the parsers of `--game`, `[Game]` and file names take it, and no two
/// games share a name, an extension or a tag.
#[test]
fn every_game_of_the_registry_is_found_by_each_of_its_names() {
    let mut seen = Vec::new();
    for kind in GameKind::ALL {
        let info = kind.info();
        assert_eq!(info.kind, kind);
        assert_eq!(kind.engine().kind(), kind);
        assert_eq!(kind.name(), info.name);
        assert_eq!(GameKind::from_name(info.name), Some(kind));
        assert_eq!(GameKind::from_tag(info.title), Some(kind), "{}", info.title);
        assert_eq!(
            GameKind::from_tag(&info.title.to_uppercase()),
            Some(kind),
            "{}",
            info.title
        );
        for tag in info.tags {
            assert_eq!(GameKind::from_tag(tag), Some(kind), "{tag}");
            let sniffed = GameKind::sniff(&format!("[Game \"{tag}\"]\n"));
            assert_eq!(sniffed, Some(kind), "{tag}");
            seen.push(("tag", *tag));
        }
        assert_eq!(kind.extension(), info.extensions[0]);
        for ext in info.extensions {
            let path = format!("dir/record.{}", ext.to_uppercase());
            assert_eq!(GameKind::from_path(Path::new(&path)), Some(kind), "{path}");
            seen.push(("extension", *ext));
        }
        seen.push(("name", info.name));
        assert!(!info.languages.is_empty(), "{kind}");
        assert!(!info.styles.is_empty(), "{kind}");
        assert!(!info.variants.is_empty(), "{kind}");
    }
    let mut unique = seen.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), seen.len(), "{seen:?}");
    assert_eq!(GameKind::from_name("Kaito"), None, "names are exact");
}

/// What the registry says a game can do, its engine does: every language × style
/// writes, every variant is made, pictures flip where there are sides, position
/// strings and set-up files are read where it says so.
#[test]
fn the_registry_says_what_each_engine_does() {
    for kind in GameKind::ALL {
        let info = kind.info();
        let g = kind.engine();
        assert_eq!(g.languages(), info.languages);
        assert_eq!(g.styles(), info.styles);
        assert_eq!(g.variants(), info.variants);
        assert_eq!(g.setup_option(), info.setup_option);
        let mut text = String::new();
        for variant in info.variants {
            text = g.generate(5, 1, variant).unwrap();
            assert!(g.check(&text, false).iter().all(|c| c.is_valid()));
        }
        for &lang in info.languages {
            for &style in info.styles {
                let asked = NotationRequest::from(Notation { lang, style });
                let written = g.format(&text, asked).unwrap();
                assert!(g.check(&written, false).iter().all(|c| c.is_valid()));
            }
        }
        let view = |flip| View {
            flip,
            ..View::from(DiagramFormat::Ascii)
        };
        let start = At {
            round: Some(1),
            ply: Some(0),
        };
        let flipped = g
            .open_last(&text)
            .unwrap()
            .picture(start, view(true))
            .unwrap();
        let unflipped = g
            .open_last(&text)
            .unwrap()
            .picture(start, view(false))
            .unwrap();
        assert_eq!(flipped != unflipped, info.has_sides, "{kind}");
        // What it does not write is refused by name, never written another way.
        for &lang in Lang::ALL.iter().filter(|l| !info.languages.contains(l)) {
            let asked = NotationRequest {
                lang: Some(lang),
                style: None,
            };
            let refused = g.format(&text, asked).unwrap_err();
            assert!(
                matches!(refused, GameError::Unsupported(_)),
                "{kind} {lang}"
            );
        }
        for &style in Style::ALL.iter().filter(|s| !info.styles.contains(s)) {
            let asked = NotationRequest {
                lang: None,
                style: Some(style),
            };
            let refused = g.format(&text, asked).unwrap_err();
            assert!(
                matches!(refused, GameError::Unsupported(_)),
                "{kind} {style}"
            );
        }
        for &variant in Variant::ALL.iter().filter(|v| !info.variants.contains(v)) {
            let refused = g.generate(1, 1, &variant).unwrap_err();
            assert!(
                matches!(refused, GameError::Unsupported(_)),
                "{kind} {variant}"
            );
        }
        let no_positions = match g.position(Some("?")) {
            Err(GameError::Usage(m)) => m.id() == "usage-no-position-strings",
            _ => false,
        };
        assert_eq!(no_positions, !info.has_position_strings, "{kind}");
        let no_setup = match g.with_setup("?") {
            Err(GameError::Usage(m)) => m.id() == "usage-no-setup-file",
            _ => false,
        };
        assert_eq!(no_setup, info.setup_option.is_none(), "{kind}");
    }
}

#[test]
fn a_request_a_game_cannot_write_names_what_it_can() {
    let own = Notation {
        lang: Lang::Ja,
        style: Style::Plain,
    };
    let ask = NotationRequest {
        lang: None,
        style: Some(Style::Words),
    };
    let e = ask.resolve(GameKind::Samourai, own).unwrap_err();
    assert_eq!(e.given, Setting::Style(Style::Words));
    assert_eq!(e.to_string(), "Samouraï has no style words: it knows plain");
    assert_eq!(
        NotationRequest::OWN.resolve(GameKind::Samourai, own),
        Ok(own)
    );
}

#[test]
fn json_layouts() {
    let v = serde_json::json!({"a": [1, 2], "b": "x\ny"});
    let mut line = Vec::new();
    write_json(&v, JsonLayout::Line, &mut line).unwrap();
    assert_eq!(
        String::from_utf8(line).unwrap(),
        "{\"a\":[1,2],\"b\":\"x\\ny\"}\n"
    );
    let mut item = b"[\n".to_vec();
    write_json(&v, JsonLayout::ArrayItem, &mut item).unwrap();
    item.extend_from_slice(b"\n]");
    let whole = serde_json::to_string_pretty(&serde_json::json!([v])).unwrap();
    assert_eq!(String::from_utf8(item).unwrap(), whole);
}

#[test]
fn detects_the_game() {
    assert_eq!(
        GameKind::sniff("[Event \"x\"]\n[Game \"Kamisado\"]\n1. Red ↗3 Blue"),
        Some(GameKind::Kamisado)
    );
    assert_eq!(
        GameKind::sniff("\u{feff}[game  \"kamisado\"]"),
        Some(GameKind::Kamisado)
    );
    assert_eq!(GameKind::sniff("[Game \"Chess\"]"), None);
    assert_eq!(GameKind::sniff("1. Red ↗3 Blue"), None);
    assert_eq!(
        GameKind::from_path(Path::new("a/b.Kamisado")),
        Some(GameKind::Kamisado)
    );
    assert_eq!(GameKind::from_path(Path::new("a/b.txt")), None);
}
#[test]
fn check_record_puts_problems_in_the_coordinates_of_the_whole_text() {
    let g: &dyn Game = &crate::games::kamisado::GAME;
    let one = "[Game \"Kamisado\"]\n1. Red ↑4 Blue\n";
    let two = "[Game \"Kamisado\"]\n1. Red ↑4 Green\n";
    let text = format!("{one}\n{two}");
    let at = one.len() + 1;
    let c = g.check_record(&text, Span::new(at, text.len()), false);
    assert!(!c.is_valid());
    let p = &c.problems()[0];
    assert_eq!(&text[p.span.range()], "Green");
    assert_eq!(
        c.stopped_at().map(|s| &text[s.start..s.start + 3]),
        Some("Red")
    );
}

/// `to_json` reads a text of several records one record at a time: each record's
/// JSON in order, and a bad record's problems in the coordinates of the whole text.
#[test]
fn to_json_reads_several_records_one_by_one() {
    for g in GameKind::ALL.map(GameKind::engine) {
        let text = g.generate(3, 3, &g.variants()[0]).unwrap();
        let spans: Vec<Span> = crate::core::header::split_records(&text).collect();
        assert_eq!(spans.len(), 3, "{:?}", g.kind());
        let json = g.to_json(&text).unwrap();
        assert_eq!(json.len(), 3);
        // Alone, a record's JSON is the same but for its lines (the first's are).
        assert_eq!(g.to_json(&text[spans[0].range()]).unwrap(), json[..1]);
        for (span, value) in spans.iter().zip(&json) {
            let alone = g.to_json(&text[span.range()]).unwrap();
            assert_eq!(alone[0]["tags"], value["tags"], "{:?}", g.kind());
            assert!(value["tags"].is_object(), "{value}");
        }
        // A stray token at the end of the second record.
        let at = spans[1].end;
        let bad = format!("{} §§ \n\n{}", &text[..at].trim_end(), &text[at..]);
        let Err(GameError::Invalid(problems)) = g.to_json(&bad) else {
            panic!("{:?}: the second record is not valid", g.kind());
        };
        let stray = bad.find("§§").unwrap();
        assert!(
            problems.iter().any(|p| p.span.start == stray),
            "{:?}: {problems:?}",
            g.kind()
        );
    }
}
