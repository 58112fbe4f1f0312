//! The documented library API (`kifu::kamisado`, `kifu::samourai`, `kifu::kaito`,
//! `kifu::kasane`) on the bundled valid records: parse, replay, the moves as written,
//! the writer and the JSON model agree with each other.

use std::path::{Path, PathBuf};

use kifu::{Parsed, kaito, kamisado, kasane, samourai};

/// The valid records of a game: fixtures that `kifu validate` accepts (no `err_` file).
fn valid_fixtures(dir: &str, ext: &str) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut dirs = vec![PathBuf::from(dir)];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == ext) && !name.starts_with("err") {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path, text));
            }
        }
    }
    out.sort();
    assert!(!out.is_empty(), "no fixture in {dir}");
    out
}

fn is(path: &Path, name: &str) -> bool {
    path.to_string_lossy().contains(name)
}

/// The records of a game's valid fixtures (in `fixtures/<game>`, ending in `.<game>`) that
/// parse without an error and that `replay` replays to a valid end (`replay` gives `None`
/// for any other), each with its file, its file's text and its replay.
fn valid_records<R, P>(
    game: &str,
    parse: fn(&str) -> Vec<Parsed<R>>,
    replay: impl Fn(&str, &R) -> Option<P>,
) -> Vec<(PathBuf, String, Parsed<R>, P)> {
    let mut out = Vec::new();
    for (path, text) in valid_fixtures(&format!("fixtures/{game}"), game) {
        for parsed in parse(&text) {
            let Some(r) = replay(&text, &parsed.record) else {
                continue;
            };
            if !parsed.has_errors() {
                out.push((path.clone(), text.clone(), parsed, r));
            }
        }
    }
    out
}

#[test]
fn kamisado_parse_replay_played_write_json_agree() {
    let replay = |_: &str, r: &_| {
        kamisado::replay(r, Default::default())
            .ok()
            .filter(kamisado::Replay::is_valid)
    };
    let mut plies = 0;
    for (path, text, parsed, replay) in valid_records("kamisado", kamisado::parse, replay) {
        let played: Vec<_> = kamisado::played(&text, &parsed.record, &replay).collect();
        let count: usize = replay.rounds.iter().map(|r| r.plies.len()).sum();
        assert_eq!(played.len(), count, "{}", path.display());
        for p in &played {
            assert!(!p.written.is_empty(), "{}", path.display());
            assert_eq!(p.written, &text[p.span.range()]);
            // Every ply is a legal move of the position before it, but the repeated
            // `0` written after a deadlock (the round is already over).
            if p.ply.kind != kamisado::PlyKind::DeadlockConfirm {
                assert!(
                    kamisado::move_text(&p.ply.before, p.ply.mv).is_some(),
                    "{}: {}",
                    path.display(),
                    p.written
                );
            }
        }
        plies += played.len();
        // Written again in every language and style, the record replays the same.
        for lang in [kamisado::Lang::En, kamisado::Lang::Fr, kamisado::Lang::De] {
            for arrows in [
                kamisado::ArrowStyle::Arrows,
                kamisado::ArrowStyle::Words,
                kamisado::ArrowStyle::Ascii,
            ] {
                let written = kamisado::write(&parsed.record, kamisado::Style { lang, arrows });
                let again = &kamisado::parse(&written)[0];
                assert!(!again.has_errors(), "{}: {written}", path.display());
                let r = kamisado::replay(&again.record, Default::default()).unwrap();
                assert!(r.is_valid(), "{}: {written}", path.display());
                assert_eq!(r.position, replay.position, "{}", path.display());
                assert_eq!(r.score, replay.score);
            }
        }
        // JSON text and back.
        let json =
            serde_json::to_string(&kamisado::to_json(&text, &parsed.record, &replay)).unwrap();
        let model: kamisado::json::GameJson = serde_json::from_str(&json).unwrap();
        let back = &kamisado::parse(
            &kamisado::json::to_notation(&model)
                .expect("reads back")
                .text,
        )[0];
        let r = kamisado::replay(&back.record, Default::default()).unwrap();
        assert_eq!(r.position, replay.position, "{}", path.display());
    }
    assert!(plies > 500, "only {plies} plies checked");
}

#[test]
fn kamisado_replay_refuses_an_unknown_match_length() {
    let text = "[Game \"Kamisado\"]\n[Match \"forever\"]\n1. Red ↑4 Blue\n";
    let parsed = kamisado::parse(text);
    let problems = kamisado::replay(&parsed[0].record, Default::default()).unwrap_err();
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].code, "kamisado::syntax::bad-match");
    assert_eq!(&text[problems[0].span.range()], "forever");
    // As a miette diagnostic, it points at the same token.
    let d = kifu::diagnostic("x.kamisado", text, &problems[0], kifu::Lang::En);
    assert_eq!(d.problem, problems[0]);
}

#[test]
fn kamisado_move_text_refuses_an_illegal_move() {
    let start = kamisado::Position::start();
    let mv = start.legal_moves()[0];
    let after = start.play(mv).unwrap();
    // The same move again is not White's to play.
    assert_eq!(kamisado::move_text(&after, mv), None);
    assert!(kamisado::move_text(&start, mv).is_some());
}

#[test]
fn samourai_played_points_at_each_move_and_its_bonus() {
    let mut bonus = 0;
    let replay = |_: &str, r: &_| {
        samourai::replay(r, Default::default())
            .ok()
            .filter(samourai::Replay::is_valid)
    };
    for (path, text, parsed, replay) in valid_records("samourai", samourai::parse, replay) {
        let played: Vec<_> = samourai::played(&text, &parsed.record, &replay).collect();
        assert_eq!(played.len(), replay.plies.len());
        let positions: Vec<_> = replay.positions().collect();
        assert_eq!(positions.len(), played.len() + 1);
        assert_eq!(positions.last(), Some(&replay.position));
        for (p, before) in played.iter().zip(&positions) {
            assert_eq!(p.written, &text[p.span.range()]);
            // Each segment starts with the move it stands for: `c1-b2 …`.
            assert!(
                p.written.starts_with(&p.ply.mv.to_string()),
                "{}: {} for {}",
                path.display(),
                p.written,
                p.ply.mv
            );
            bonus += usize::from(p.ply.bonus);
            assert_eq!(
                samourai::move_text(before, p.ply.mv),
                Some(p.ply.text()),
                "{}",
                path.display()
            );
        }
        for lang in [samourai::Lang::Ja, samourai::Lang::Fr, samourai::Lang::En] {
            let written = samourai::write(&parsed.record, samourai::Style { lang });
            let again = &samourai::parse(&written)[0];
            let r = samourai::replay(&again.record, Default::default()).unwrap();
            assert!(r.is_valid(), "{}: {written}", path.display());
            assert_eq!(r.position, replay.position);
        }
        if is(&path, "custom_board_tag") {
            continue; // its JSON names the board file, read relative to the repository
        }
        let model = samourai::to_json(&text, &parsed.record, &replay);
        let notation = samourai::json::to_notation(&model)
            .expect("reads back")
            .text;
        let r =
            samourai::replay(&samourai::parse(&notation)[0].record, Default::default()).unwrap();
        assert_eq!(r.position, replay.position, "{}", path.display());
    }
    assert!(bonus > 0, "no anzen bonus move in the fixtures");
}

#[test]
fn kaito_played_and_json_agree() {
    let replay =
        |_: &str, r: &_| Some(kaito::replay(r, Default::default())).filter(kaito::Replay::is_valid);
    for (path, text, parsed, replay) in valid_records("kaito", kaito::parse, replay) {
        let played: Vec<_> = kaito::played(&text, &parsed.record, &replay).collect();
        assert_eq!(played.len(), replay.plies.len());
        for (p, before) in played.iter().zip(replay.positions()) {
            assert_eq!(p.written, &text[p.span.range()]);
            assert!(p.written.starts_with(&p.ply.mv.to.to_string()));
            assert_eq!(
                kaito::move_text(&before, p.ply.mv),
                Some(p.ply.text()),
                "{}",
                path.display()
            );
        }
        let again = &kaito::parse(&kaito::write(&parsed.record))[0];
        assert_eq!(
            kaito::replay(&again.record, Default::default()).position(),
            replay.position()
        );
        let model = kaito::to_json(&text, &parsed.record, &replay).unwrap();
        let back = &kaito::parse(&kaito::json::to_notation(&model).expect("reads back").text)[0];
        assert_eq!(
            kaito::replay(&back.record, Default::default()).position(),
            replay.position(),
            "{}",
            path.display()
        );
    }
}

#[test]
fn kasane_played_write_and_json_agree() {
    let mut turns = 0;
    let replay = |text: &str, r: &_| {
        kasane::replay(text, r, &Default::default())
            .ok()
            .filter(kasane::Replay::is_valid)
    };
    for (path, text, parsed, replay) in valid_records("kasane", kasane::parse, replay) {
        let played: Vec<_> = kasane::played(&text, &parsed.record, &replay).collect();
        assert_eq!(played.len(), replay.turns());
        for p in &played {
            assert_eq!(p.written, &text[p.span.range()]);
        }
        turns += played.len();
        for style in [
            kasane::NameStyle::Romaji,
            kasane::NameStyle::Kanji,
            kasane::NameStyle::English,
        ] {
            let written = kasane::write(&text, &parsed.record, style);
            let again = &kasane::parse(&written)[0];
            let r = kasane::replay(&written, &again.record, &Default::default()).unwrap();
            assert!(r.is_valid(), "{}: {written}", path.display());
            assert_eq!(r.final_scores(), replay.final_scores());
        }
        let model = kasane::to_json(&parsed.record, &replay);
        let notation = kasane::json::to_notation(&model).expect("reads back").text;
        let back = &kasane::parse(&notation)[0];
        let r = kasane::replay(&notation, &back.record, &Default::default()).unwrap();
        assert_eq!(
            r.final_scores(),
            replay.final_scores(),
            "{}",
            path.display()
        );
    }
    assert!(turns > 50, "only {turns} turns checked");
}

/// The squares, tokens and announcements of the JSON models are `Word`s: in JSON and in
/// the schema plain strings, read back as such, and read in Rust as the `str` they hold.
#[test]
fn the_words_of_the_json_models_are_plain_strings() {
    use kamisado::json::Word;
    use serde_json::{Value, json};

    let replay =
        |_: &str, r: &_| Some(kaito::replay(r, Default::default())).filter(kaito::Replay::is_valid);
    let mut captures = 0;
    for (path, text, parsed, replay) in valid_records("kaito", kaito::parse, replay) {
        let model = kaito::to_json(&text, &parsed.record, &replay).unwrap();
        let value = serde_json::to_value(&model).unwrap();
        for ((m, p), v) in model
            .moves
            .iter()
            .zip(kaito::played(&text, &parsed.record, &replay))
            .zip(value["moves"].as_array().unwrap())
        {
            let (to, captured): (&kaito::json::Word, &kaito::json::Word) = (&m.to, &m.captured);
            assert_eq!(*to, p.ply.mv.to.to_string().as_str(), "{}", path.display());
            assert_eq!(v["to"], json!(to.as_str()));
            assert_eq!(v["captured"], json!(&**captured));
            captures += usize::from(captured.len() == 2);
        }
    }
    assert!(captures > 0, "no capture in the Kaitō fixtures");

    let e1: Word = serde_json::from_str(r#""e1""#).unwrap();
    assert_eq!(e1, Word::from("e1"));
    assert_eq!(e1, Word::from(String::from("e1")));
    assert_eq!(format!("{e1:?} {e1}"), r#""e1" e1"#);
    assert!(serde_json::from_str::<Word>("1").is_err());
    let said = samourai::json::Word::from("3 ryu");
    assert_eq!(serde_json::to_value(&said).unwrap(), Value::from("3 ryu"));
    assert_eq!(
        schemars::schema_for!(Word<'static>),
        schemars::schema_for!(String)
    );
}
