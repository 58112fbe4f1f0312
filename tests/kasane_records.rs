//! Colors of Kasane records end to end: complete games replay cleanly, every error code
//! is a fixture rendered as a snapshot, notation and JSON round trips, box tables.

mod common;

use std::fs;

use common::render;
use kifu::kasane::json::{GameJson, schema, to_notation};
use kifu::kasane::{
    BoxTable, Checked, Combination, Generator, NameStyle, Phase, Policy, Record, ReplayOptions,
    Rules, Status, check, parse_boxes, to_json,
};
use kifu::{CheckedRecord, Problem};

/// A text read as one record, and its problems.
fn parse(text: &str) -> (Record, Vec<Problem>) {
    common::one(kifu::kasane::parse(text))
}

/// The record in the canonical layout, combinations named in rōmaji.
fn write_record(record: &Record, text: &str) -> String {
    kifu::kasane::write(text, record, NameStyle::Romaji)
}

fn checked(text: &str) -> Vec<Checked> {
    check(text, &ReplayOptions::default())
}

fn games() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = fs::read_dir("fixtures/kasane/games")
        .unwrap()
        .map(|e| common::fixture(&e.unwrap().path()))
        .collect();
    out.sort();
    out
}

/// The games, then the book's examples.
fn games_and_examples() -> Vec<(String, String)> {
    let mut texts = games();
    texts.push((
        "examples".into(),
        fs::read_to_string("fixtures/kasane/book/examples.kasane").unwrap(),
    ));
    texts
}

#[test]
fn errors_render_with_a_label_and_help() {
    insta::glob!("../fixtures/kasane/rules", "err_*.kasane", |path| {
        let (name, text) = common::fixture(path);
        let c = common::only(&name, checked(&text));
        assert!(!c.is_valid(), "{name} must be invalid");
        let problems = common::reported(&name, &text, &c.problems);
        for p in problems {
            assert!(p.code.starts_with("kasane::"), "{name}: {}", p.code);
            assert!(
                p.label.as_ref().is_some_and(|l| !l.to_string().is_empty()),
                "{name}: {} has a label",
                p.code
            );
        }
        // `err_<code>.kasane`, or `err_<code>__<case>.kasane` for more cases of a code.
        let stem = name.trim_start_matches("err_").trim_end_matches(".kasane");
        let expected = stem.split("__").next().unwrap().replace('_', "-");
        let codes = common::short_codes(problems);
        assert!(
            codes.contains(&expected.as_str()),
            "{name}: codes {codes:?}"
        );
        insta::assert_snapshot!(render(&name, &text, problems));
    });
}

#[test]
fn every_rule_and_syntax_code_has_a_fixture() {
    let names: Vec<String> = fs::read_dir("fixtures/kasane/rules")
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    let src = fs::read_to_string("crates/kifu/src/games/kasane/replay.rs").unwrap()
        + &fs::read_to_string("crates/kifu/src/games/kasane/replay/missing.rs").unwrap()
        + &fs::read_to_string("crates/kifu/src/games/kasane/notation.rs").unwrap();
    let mut missing = Vec::new();
    for part in src.split("\"kasane::").skip(1) {
        let code = part.split('"').next().unwrap();
        let last = code.rsplit("::").next().unwrap();
        let file = format!("err_{}.kasane", last.replace('-', "_"));
        if !names.contains(&file) && !missing.contains(&file) {
            missing.push(file);
        }
    }
    assert!(missing.is_empty(), "no fixture for {missing:?}");
}

#[test]
fn complete_games_replay_cleanly() {
    let all = games();
    assert!(all.len() >= 6);
    for (name, text) in &all {
        let records = checked(text);
        let c = &records[0];
        assert!(
            c.problems.is_empty(),
            "{name}: {}",
            render(name, text, &c.problems)
        );
        assert!(c.is_valid() && c.is_finished(), "{name}");
        let r = c.replay.as_ref().unwrap();
        let players = r.setup.players.len();
        assert_eq!(r.status(), Status::Finished);
        assert_eq!(c.plies(), 12 * players, "{name}: 12 turns each");
        assert_eq!(r.rounds.len(), players, "{name}: as many rounds as players");
        for p in r.game.players() {
            assert_eq!(p.hand.len() + p.area.len(), 12, "{name}");
        }
        // Round r is started by the r-th player.
        for (i, round) in r.rounds.iter().enumerate() {
            assert_eq!(round.turns[0].result.player, i % players, "{name}");
        }
        assert!(!r.winners().is_empty());
        assert!(c.outcome().to_string().contains("win"), "{name}");
    }
}

#[test]
fn a_forgotten_turn_line_is_one_error_and_the_replay_goes_on() {
    for name in ["three_seed1", "four_seed2", "four_plus_one"] {
        let text = fs::read_to_string(format!("fixtures/kasane/games/{name}.kasane")).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let full = checked(&text)[0].plies();
        for (i, line) in lines.iter().enumerate() {
            let is_turn = line.contains(" (")
                && !["Round", "Grid", "Final"]
                    .iter()
                    .any(|k| line.starts_with(k));
            if !is_turn {
                continue;
            }
            let mut left = lines.clone();
            left.remove(i);
            let damaged = left.join("\n") + "\n";
            let what = format!("{name} without line {} `{line}`", i + 1);
            for all in [false, true] {
                let options = ReplayOptions {
                    all,
                    ..Default::default()
                };
                let c = common::only(&what, check(&damaged, &options));
                // One error, where the turn is missing: on the line that took its place,
                // or on the next round's line when it was the last of its round.
                let [p] = &c.problems[..] else {
                    panic!("{what}: {}", render(&what, &damaged, &c.problems));
                };
                assert_eq!(p.code, "kasane::rule::missing-turn", "{what}");
                let at = damaged[p.span.start..].lines().next().unwrap();
                assert!(
                    at == lines[i + 1] || at.starts_with("Round") || at.starts_with("Final"),
                    "{what}: at `{at}`"
                );
                // It names the turn left out, alone or among those that fit as well.
                let help = p.help.as_ref().map(ToString::to_string).unwrap_or_default();
                assert!(help.contains(&format!("`{line}`")), "{what}: {help}");
                // Under `--all` the replay plays it and goes on in step with the sheet.
                if all {
                    assert_eq!(
                        c.replay.as_ref().unwrap().findings.stopped_at,
                        None,
                        "{what}"
                    );
                    assert_eq!(c.plies(), full, "{what}");
                }
            }
        }
    }
}

#[test]
fn book_examples() {
    let text = fs::read_to_string("fixtures/kasane/book/examples.kasane").unwrap();
    let c = &checked(&text)[0];
    assert!(c.is_valid(), "{}", render("examples", &text, &c.problems));
    let r = c.replay.as_ref().unwrap();
    assert_eq!(r.status(), Status::Unfinished);
    let aiko = &r.game.players()[0];
    // Kagen no Tsuki 3-2-1: 6 and 7 stay in hand; then a 5 in each of rounds 2 and 3.
    assert_eq!(aiko.score, 3);
    assert_eq!(
        aiko.hand
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["6", "7", "5", "5"]
    );
    let ben = &r.game.players()[1];
    assert_eq!(ben.score, 3 + 4);
    assert_eq!(
        ben.area.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["8", "7", "6", "2", "4", "6"]
    );
    assert_eq!(ben.hand.len(), 1);
    // The alternative named by the book: the two 6s as a two-card Kasane.
    let before = r.state_after(r.turns() - 1);
    let mut combos = Vec::new();
    before.combinations_after(0, &mut combos);
    assert!(
        combos
            .iter()
            .any(|c| c.kind == Combination::Kasane && c.top && c.from_hand == 1)
    );
    assert!(
        combos
            .iter()
            .any(|c| c.kind == Combination::SetsuGetsuFuka && c.top && c.from_hand == 3)
    );
}

#[test]
fn notation_round_trip() {
    for (name, text) in &games_and_examples() {
        let (r1, p1) = parse(text);
        assert!(p1.is_empty(), "{name}");
        let out = write_record(&r1, text);
        let (r2, p2) = parse(&out);
        assert!(p2.is_empty(), "{name}: {p2:?}");
        assert_eq!(
            write_record(&r2, &out),
            out,
            "{name}: the writer is idempotent"
        );
        assert_eq!(r1.items.len(), r2.items.len(), "{name}");
        assert_eq!(r1.tags.len(), r2.tags.len(), "{name}");
        // Same replay.
        let a = checked(text);
        let b = checked(&out);
        assert_eq!(
            a[0].replay.as_ref().map(|r| &r.game),
            b[0].replay.as_ref().map(|r| &r.game),
            "{name}"
        );
    }
}

#[test]
fn json_round_trip() {
    for (name, text) in &games_and_examples() {
        let c = &checked(text)[0];
        let json = to_json(&c.record, c.replay.as_ref().unwrap());
        let s = serde_json::to_string_pretty(&json).unwrap();
        let back: GameJson = serde_json::from_str(&s).unwrap();
        assert_eq!(back, json, "{name}");
        let notation = to_notation(&back).expect("reads back").text;
        let c2 = &checked(&notation)[0];
        assert!(
            c2.is_valid(),
            "{name}: {}",
            render(name, &notation, &c2.problems)
        );
        let json2 = to_json(&c2.record, c2.replay.as_ref().unwrap());
        assert_eq!(json2.rounds, json.rounds, "{name}");
        assert_eq!(json2.scores, json.scores, "{name}");
        assert_eq!(json2.comments, json.comments, "{name}");
    }
    let text = fs::read_to_string("fixtures/kasane/book/examples.kasane").unwrap();
    let c = &checked(&text)[0];
    let json = to_json(&c.record, c.replay.as_ref().unwrap());
    let turn = &json.rounds[1].turns[7];
    assert_eq!(turn.comments.len(), 0);
    assert_eq!(json.rounds[0].turns[9].comments, [" Ben has laid 8-7-6 "]);
    let combo = turn.combination.as_ref().unwrap();
    assert_eq!(
        (&*combo.name, combo.points, combo.box_number),
        ("Kagen no Tsuki", 3, 1)
    );
    let setsu = json.rounds[2].turns[3].combination.as_ref().unwrap();
    assert_eq!(setsu.top.as_deref(), Some("6"));
    assert_eq!(setsu.cards, ["2", "4", "6"]);
}

#[test]
fn schema_describes_the_json() {
    let s = serde_json::to_value(schema()).unwrap();
    let text = s.to_string();
    for field in [
        "rounds",
        "grid",
        "turns",
        "combination",
        "winners",
        "colour_bonus",
    ] {
        assert!(text.contains(field), "schema mentions {field}");
    }
}

#[test]
fn box_tables() {
    let text = fs::read_to_string("fixtures/kasane/boxes-default.txt").unwrap();
    assert_eq!(parse_boxes(&text).unwrap(), BoxTable::default());
    let custom =
        parse_boxes(&fs::read_to_string("fixtures/kasane/boxes-custom.txt").unwrap()).unwrap();
    assert_ne!(custom, BoxTable::default());
    // The custom-box game checks with its tag; without the tag (default boxes) its
    // points are wrong, and the user's table (`--boxes`) makes it right again.
    let game = fs::read_to_string("fixtures/kasane/games/four_custom_boxes.kasane").unwrap();
    assert!(checked(&game)[0].is_valid());
    let untagged: String = game
        .lines()
        .filter(|l| !l.starts_with("[Boxes"))
        .map(|l| format!("{l}\n"))
        .collect();
    let c = &checked(&untagged)[0];
    assert!(!c.is_valid());
    let with_user_table = check(
        &untagged,
        &ReplayOptions {
            all: false,
            boxes: Some(custom),
        },
    );
    assert!(with_user_table[0].is_valid());
    // The JSON says which table was used, so its notation checks on its own.
    let c = &with_user_table[0];
    let json = to_json(&c.record, c.replay.as_ref().unwrap());
    assert!(json.tags.contains_key("Boxes"));
    assert!(checked(&to_notation(&json).expect("reads back").text)[0].is_valid());
}

#[test]
fn all_mode_lists_every_mistake() {
    let text = fs::read_to_string("fixtures/kasane/games/four_seed1.kasane").unwrap();
    let broken = text
        .replace("Ben 1 (6)", "Ben 1 (5)")
        .replace("Dai 4 (9) : Juu 1 9 = 1", "Dai 4 (9) : Kasane 1 9")
        .replace("Chie 3 (8)", "Dai 3 (8)");
    let stop = checked(&broken);
    assert_eq!(stop[0].problems.len(), 1);
    let all = check(
        &broken,
        &ReplayOptions {
            all: true,
            boxes: None,
        },
    );
    let codes: Vec<&str> = all[0].problems.iter().map(|p| p.code).collect();
    assert!(codes.contains(&"kasane::rule::wrong-card"), "{codes:?}");
    assert!(
        codes.contains(&"kasane::rule::not-the-combination"),
        "{codes:?}"
    );
    assert!(codes.contains(&"kasane::rule::wrong-player"), "{codes:?}");
    // Every wrong turn was replayed with its correction and the game went on (dropping
    // Dai's Juu also makes a later `^9` of Dai's wrong, and Dai's final score).
    assert_eq!(codes.len(), 5, "{codes:?}");
    assert!(codes.contains(&"kasane::rule::wrong-final"), "{codes:?}");
    assert!(
        codes.contains(&"kasane::rule::top-card-too-early"),
        "{codes:?}"
    );
    let r = all[0].replay.as_ref().unwrap();
    let assumed = r
        .rounds
        .iter()
        .flat_map(|r| &r.turns)
        .filter(|t| t.assumed)
        .count();
    assert_eq!(assumed, 4);
    assert_eq!(r.status(), Status::Finished);
}

#[test]
fn generated_games_are_legal_and_reproducible() {
    for players in [3, 4] {
        for seed in 0..12 {
            let text = Generator::new(seed).random_game(players).unwrap();
            assert_eq!(
                text,
                Generator::new(seed).random_game(players).unwrap(),
                "same seed, same game"
            );
            let c = &checked(&text)[0];
            assert!(
                c.is_valid() && c.is_finished(),
                "seed {seed}: {}",
                render("gen", &text, &c.problems)
            );
            assert_eq!(c.replay.as_ref().unwrap().game.phase(), Phase::Over);
        }
    }
    assert_ne!(
        Generator::new(1).random_game(4).unwrap(),
        Generator::new(2).random_game(4).unwrap()
    );
    assert!(Generator::new(1).random_game(5).is_err());
    let mut rules = Rules::new(3);
    rules.variant.blocked_twos = true;
    let text = Generator::new(3).random_game_with(rules).unwrap();
    assert!(text.contains("[Variant \"blocked-twos\"]"));
    assert!(checked(&text)[0].is_valid());
    let json = Generator::new(4).random_game_json(Rules::new(3)).unwrap();
    assert_eq!(json.rounds.len(), 3);
    assert!(!json.winners.is_empty());
    assert_eq!(
        to_notation(&json).expect("reads back").text,
        to_notation(&to_json(
            &checked(&Generator::new(4).random_game(3).unwrap())[0].record,
            checked(&Generator::new(4).random_game(3).unwrap())[0]
                .replay
                .as_ref()
                .unwrap()
        ))
        .expect("reads back")
        .text
    );
}

#[test]
fn several_records_in_one_text() {
    let a = fs::read_to_string("fixtures/kasane/games/four_seed1.kasane").unwrap();
    let b = fs::read_to_string("fixtures/kasane/games/three_seed1.kasane").unwrap();
    let both = format!("{a}\n{b}");
    let records = checked(&both);
    assert_eq!(records.len(), 2);
    assert!(records.iter().all(Checked::is_valid));
}

#[test]
fn garbage_never_panics() {
    let samples = [
        "",
        "[",
        "[Players \"A, B, C\"]\nRound 99999999999999999999",
        "[Players \"A, B, C\"]\nA 99999999999999999999",
        "[Players \"A, B, C\"]\nGrid: / / / /\nA 1",
        "[Players \"A, B, C\"]\nGrid: 1 1 1 1 1 / 2 2 2 2 2 / 3 3 3 3 3\nA 1 : odd ^1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 = 4",
        "[Players \"A, B, C\"]\n[Boxes \"odd: 13=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1 2=1\"]",
        "[Players \"é, ü, 東\"]\n東 1 : 花鳥風月 ^ {",
        "Final: , , ,",
    ];
    for s in samples {
        for c in checked(s) {
            for p in &c.problems {
                assert!(p.span.end <= s.len() && p.span.start <= p.span.end);
            }
        }
    }
}

#[test]
fn every_combination_is_played() {
    for name in ["four_every_combination", "three_every_combination"] {
        let text = fs::read_to_string(format!("fixtures/kasane/games/{name}.kasane")).unwrap();
        let c = &checked(&text)[0];
        assert!(c.is_valid(), "{name}");
        let r = c.replay.as_ref().unwrap();
        let done: Vec<_> = r
            .rounds
            .iter()
            .flat_map(|r| &r.turns)
            .filter_map(|t| t.result.completed.as_ref())
            .collect();
        for kind in Combination::ALL {
            assert!(done.iter().any(|d| d.kind == kind), "{name}: {kind}");
        }
        // The three red-framed cards: the first completion scores 4, the second 3.
        for kind in [
            Combination::SakuraChirashi,
            Combination::Chidori,
            Combination::Asanoha,
        ] {
            let points: Vec<u32> = done
                .iter()
                .filter(|d| d.kind == kind)
                .map(|d| d.points)
                .collect();
            assert_eq!(points, [4, 3][..points.len()], "{name}: {kind}");
        }
        assert!(done.iter().any(|d| d.top), "{name}: a top card is used");
    }
    let greedy = Generator::new(5)
        .with_policy(Policy::Greedy)
        .random_game(4)
        .unwrap();
    assert!(greedy.contains("greedy"));
    assert!(checked(&greedy)[0].is_valid());
}
