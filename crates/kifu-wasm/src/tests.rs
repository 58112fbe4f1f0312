//! The layer asked natively, as the page asks it: its answers are the library's and the
//! command line's.

use super::*;
use serde_json::Value;

fn parsed(s: &str) -> Value {
    serde_json::from_str(s).unwrap()
}

/// The workspace's fixtures folder.
fn fixture(path: &str) -> String {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/");
    std::fs::read_to_string(format!("{root}{path}")).unwrap()
}

#[test]
fn a_sheet_with_a_mistake_gives_its_code_line_and_token_in_its_language() {
    let text = fixture("kamisado/rules/err_must_pass.kamisado");
    let doc = Doc::new(&text, "kamisado").unwrap();
    let problems = parsed(&doc.problems("en"));
    let first = &problems[0];
    assert_eq!(first["code"], "kamisado::rule::blocked", "{problems}");
    assert_eq!(
        (first["line"].as_u64(), first["column"].as_u64()),
        (Some(4), Some(23))
    );
    // The UTF-16 offsets and the byte offsets name the same token.
    let (start, end) = (
        first["start"].as_u64().unwrap(),
        first["end"].as_u64().unwrap(),
    );
    let token = &text[start as usize..end as usize];
    let utf16: Vec<u16> = text.encode_utf16().collect();
    let (from, to) = (
        first["from"].as_u64().unwrap(),
        first["to"].as_u64().unwrap(),
    );
    assert_eq!(
        String::from_utf16(&utf16[from as usize..to as usize]).unwrap(),
        token
    );
    assert!(first["help"].as_str().is_some_and(|h| !h.is_empty()));
    // Said in French on demand, the code unchanged.
    let french = parsed(&doc.problems("fr"));
    assert_eq!(french[0]["code"], first["code"]);
    assert_ne!(french[0]["message"], first["message"]);
    let records = parsed(&doc.records("en"));
    assert_eq!(records[0]["valid"], false);
    assert_eq!(
        records[0]["outcome"],
        Value::Null,
        "no result for a record with a mistake"
    );
}

#[test]
fn the_json_is_what_kifu_convert_writes_and_the_notation_what_kifu_fmt_writes() {
    for (game, path) in [
        ("kamisado", "kamisado/valid/standard_fr_words.kamisado"),
        ("samourai", "samourai/draw.samourai"),
        ("kaito", "kaito/win_last_katana.kaito"),
        ("kasane", "kasane/games/three_seed1.kasane"),
    ] {
        let text = fixture(path);
        let doc = Doc::new(&text, game).unwrap();
        let json = doc.to_json("en").unwrap();
        let kind = GameKind::from_name(game).unwrap();
        // The library's whole-text JSON, read back: the same values.
        let values: Vec<Value> = kind.engine().to_json(&text).unwrap();
        assert_eq!(parsed(&json), Value::Array(values), "{path}");
        assert!(
            json.starts_with("[\n  {\n") && json.ends_with("}\n]\n"),
            "{path}"
        );
        let fmt = kind.engine().format(&text, NotationRequest::OWN).unwrap();
        assert_eq!(doc.write("", "", "en").unwrap(), fmt, "{path}");
    }
    let text = fixture("kamisado/valid/standard_fr_words.kamisado");
    let doc = Doc::new(&text, "kamisado").unwrap();
    let german = doc.write("de", "arrows", "en").unwrap();
    assert!(
        german.contains("Rot") || german.contains("Blau"),
        "{german}"
    );
    let refused = doc.write("ja", "", "en").unwrap_err();
    assert!(refused.contains("ja"), "{refused}");
    let invalid = Doc::new(
        &fixture("kamisado/rules/err_must_pass.kamisado"),
        "kamisado",
    )
    .unwrap();
    assert!(
        invalid.to_json("en").is_err(),
        "no JSON for a record with a mistake"
    );
}

#[test]
fn steps_pictures_and_legal_moves_follow_the_record() {
    let text = "[Game \"Kamisado\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n";
    let doc = Doc::new(text, "kamisado").unwrap();
    let steps = parsed(&doc.steps(0, "en"));
    assert_eq!(steps.as_array().unwrap().len(), 3);
    assert_eq!(steps[1]["written"], "Red ↑4 Blue");
    assert_eq!(steps[2]["caption"], "White played Blue ↑5 Yellow");
    // Where each entry stands, in UTF-16 units (the arrows are one unit each).
    let utf16: Vec<u16> = text.encode_utf16().collect();
    let (from, to) = (
        steps[2]["from"].as_u64().unwrap(),
        steps[2]["to"].as_u64().unwrap(),
    );
    assert_eq!(
        String::from_utf16(&utf16[from as usize..to as usize]).unwrap(),
        "Blue ↑5 Yellow"
    );
    let start = doc.picture(0, 0, false, "en").unwrap();
    let after = doc.picture(0, 1, false, "en").unwrap();
    let flipped = doc.picture(0, 1, true, "en").unwrap();
    assert!(start.contains("<svg") && after.contains("<svg"));
    assert!(after != start && flipped != after);
    let beyond = doc.picture(0, 9, false, "en").unwrap_err();
    assert!(beyond.starts_with("round 1 has no ply 9"), "{beyond}");
    let moves = parsed(&doc.legal_moves(0, 1, "en").unwrap());
    assert!(
        moves["moves"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["written"] == "Blue ↑5 Yellow")
    );
    assert!(moves["summary"].as_str().unwrap().contains("White"));
    let records = parsed(&doc.records("en"));
    assert_eq!(records[0]["valid"], true);
    assert!(
        records[0]["outcome"]
            .as_str()
            .is_some_and(|o| o.contains("Black"))
    );
}

#[test]
fn the_registry_detection_sheets_and_words_are_the_librarys() {
    let games = parsed(&games());
    assert_eq!(games.as_array().unwrap().len(), GameKind::ALL.len());
    assert_eq!(games[0]["name"], "kamisado");
    assert_eq!(games[0]["languages"], serde_json::json!(["en", "fr", "de"]));
    assert_eq!(detect("[Game \"Samouraï\"]\n"), Some("samourai".into()));
    assert_eq!(detect("1. Red ↑4 Blue\n"), None);
    assert_eq!(
        sheet("kasane", "fr").unwrap(),
        kifu::sheet::svg(GameKind::Kasane, Lang::Fr)
    );
    assert!(sheet("chess", "en").is_err());
    assert!(Doc::new("", "chess").is_err());
    // A text of comments only holds no record: nothing is said of one.
    let nothing = Doc::new("; a comment\n", "kamisado").unwrap();
    assert_eq!(nothing.records("en"), "[]");
    assert_eq!(nothing.problems("en"), "[]");
    for lang in ["en", "fr", "de"] {
        let words = parsed(&words(lang));
        for (id, names) in WORDS {
            let said = words[id].as_str().unwrap();
            assert!(!said.is_empty() && said != *id, "{lang}: {id} is missing");
            for name in *names {
                assert!(
                    said.contains(&format!("{{{name}}}")),
                    "{lang}: {id} lacks {{{name}}}"
                );
            }
        }
    }
    assert_eq!(parsed(&words("de"))["web-game"], "Spiel");
    // A number chooses the plural form.
    assert_eq!(say("web-problems", r#"{"count": 1}"#, "en"), "1 problem");
    assert_eq!(say("web-problems", r#"{"count": 3}"#, "fr"), "3 problèmes");
    assert_eq!(
        say("page-where", r#"{"round": 2, "ply": 5}"#, "de"),
        "Runde 2, Zug 5"
    );
    assert_eq!(say("no-such-word", "{}", "en"), "no-such-word");
}

#[test]
fn utf16_offsets_count_units_whatever_the_order() {
    let text = "a↑😀b";
    // Bytes: a=0, ↑=1..4, 😀=4..8, b=8.
    assert_eq!(utf16_of(text, &[8, 0, 4, 1, 99]), vec![4, 0, 2, 1, 5]);
}

#[test]
fn json_comes_back_as_the_notation_it_was_written_from() {
    let text = fixture("kamisado/valid/standard_fr_words.kamisado");
    let doc = Doc::new(&text, "kamisado").unwrap();
    let back = parsed(&from_json(&doc.to_json("en").unwrap(), "", "en").unwrap());
    assert_eq!(back["game"], "kamisado");
    let again = Doc::new(back["text"].as_str().unwrap(), "kamisado").unwrap();
    // The same record, in the canonical layout (where the columns differ).
    assert_eq!(
        back["text"].as_str().unwrap(),
        doc.write("", "", "en").unwrap()
    );
    assert!(again.to_json("en").is_ok());
    assert!(from_json("{", "kamisado", "en").is_err());
    assert!(from_json("{\"game\": \"kamisado\"}", "", "fr").is_err());
}

/// Every ply of every valid fixture is found where the sheet writes it, so the board can
/// follow the editor's cursor (the entry as the step gives it stands in the text).
#[test]
fn every_ply_of_the_fixtures_is_found_in_its_text() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/");
    let mut checked = 0;
    for game in GameKind::ALL {
        let ext = game.extension();
        let mut dirs = vec![std::path::PathBuf::from(format!("{root}{}", game.name()))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                if !name.ends_with(&format!(".{ext}")) || name.starts_with("err_") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                let Ok(doc) = Doc::new(&text, game.name()) else {
                    continue;
                };
                let records = parsed(&doc.records("en"));
                for (r, record) in records.as_array().unwrap().iter().enumerate() {
                    if record["valid"] != true {
                        continue;
                    }
                    let steps = parsed(&doc.steps(r, "en"));
                    for s in steps.as_array().unwrap().iter().filter(|s| s["ply"] != 0) {
                        assert!(s["from"].is_u64(), "{}: {s}", path.display());
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 1000, "{checked} plies");
}

/// A step is where the sheet writes its ply, even when a comment before it quotes the
/// same words (the library's span, not a search for the words).
#[test]
fn a_step_is_its_entry_not_a_comment_quoting_it() {
    let text = "[Game \"Kamisado\"]\n{ Red ↑4 Blue, then Blue ↑5 Yellow }\n1. Red ↑4 Blue   Blue ↑5 Yellow\n";
    let doc = Doc::new(text, "kamisado").unwrap();
    let steps = parsed(&doc.steps(0, "en"));
    let units: Vec<u16> = text.encode_utf16().collect();
    for s in steps.as_array().unwrap().iter().filter(|s| s["ply"] != 0) {
        let (from, to) = (s["from"].as_u64().unwrap(), s["to"].as_u64().unwrap());
        let entry = String::from_utf16(&units[from as usize..to as usize]).unwrap();
        assert_eq!(entry, s["written"].as_str().unwrap());
        let line = text[..]
            .encode_utf16()
            .take(from as usize)
            .filter(|&u| u == u16::from(b'\n'))
            .count();
        assert_eq!(line, 2, "{s}: on the line of the moves, not in the comment");
    }
}
