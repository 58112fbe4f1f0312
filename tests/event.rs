//! `kifu event` and `kifu::event`: standings recomputed independently from each record's
//! JSON, the same game twice, tie-breaks, names, records not counted, the outputs.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use common::event::{folder, miswrite};
use common::{run, write};
use kifu::event::{Event, EventInput, EventOptions, Likeness, TieBreak, likeness};
use kifu::{GameKind, KamisadoOutcome, Lang, OpenOptions, Outcome, Variant};
use serde_json::Value;

/// A generated Kamisado match (`seed`) with its winner named `winner` and its loser
/// `loser`; the winner's and loser's round points.
fn kamisado(seed: u64, variant: Variant, winner: &str, loser: &str) -> (String, u32, u32) {
    let text = kifu::generate(GameKind::Kamisado, variant, seed, 1).expect("generated");
    let opened = kifu::open(GameKind::Kamisado, &text, &OpenOptions::new()).expect("opened");
    let Outcome::Kamisado(KamisadoOutcome::MatchWon {
        winner: side,
        black,
        white,
    }) = opened.records()[0].outcome()
    else {
        panic!("a generated match is finished")
    };
    let black_won = side == kifu::kamisado::Side::Black;
    let (b, w) = if black_won {
        (winner, loser)
    } else {
        (loser, winner)
    };
    let text = text
        .replace("[Black \"Random\"]", &format!("[Black \"{b}\"]"))
        .replace("[White \"Random\"]", &format!("[White \"{w}\"]"));
    let (won, lost) = if black_won {
        (black, white)
    } else {
        (white, black)
    };
    (text, won, lost)
}

fn input(name: &str, text: String) -> EventInput {
    EventInput {
        name: name.to_string(),
        game: GameKind::Kamisado,
        text,
        folder: None,
    }
}

/// A match whose winner is the one named first.
fn beats(seed: u64, winner: &str, loser: &str) -> EventInput {
    let name = format!("{winner}-{loser}-{seed}.kamisado");
    input(&name, kamisado(seed, Variant::Simple, winner, loser).0)
}

fn order(event: &Event) -> Vec<(usize, &str)> {
    event.tables[0]
        .standings
        .iter()
        .map(|s| (s.rank, s.player.as_str()))
        .collect()
}

fn separations(event: &Event) -> Vec<(&str, &str, TieBreak)> {
    event.tables[0]
        .separations
        .iter()
        .map(|s| (s.above.as_str(), s.below.as_str(), s.by))
        .collect()
}

#[test]
fn head_to_head_separates_then_again_in_the_smaller_group() {
    // A 1, C 1, D 1, B 0. Among A, C, D: C beat D, D beat A: C and D above A; then
    // between C and D alone, C beat D.
    let inputs = [beats(1, "A", "B"), beats(2, "C", "D"), beats(3, "D", "A")];
    let event = Event::build(&inputs, EventOptions::new());
    assert_eq!(order(&event), [(1, "C"), (2, "D"), (3, "A"), (4, "B")]);
    assert_eq!(
        separations(&event),
        [
            ("C", "D", TieBreak::HeadToHead),
            ("D", "A", TieBreak::HeadToHead)
        ]
    );
}

#[test]
fn sonneborn_berger_separates_players_who_did_not_meet() {
    // X 2, A 1 (beat X), C 1 (beat Y): A beat the stronger player.
    let inputs = [
        beats(1, "A", "X"),
        beats(2, "X", "Y"),
        beats(3, "X", "Z"),
        beats(4, "C", "Y"),
    ];
    let event = Event::build(&inputs, EventOptions::new());
    let a = &event.tables[0].standings[1];
    assert_eq!((a.player.as_str(), a.sonneborn_berger), ("A", 2.0));
    assert_eq!(order(&event)[..3], [(1, "X"), (2, "A"), (3, "C")]);
    assert_eq!(separations(&event), [("A", "C", TieBreak::SonnebornBerger)]);
}

#[test]
fn round_points_then_a_shared_rank() {
    // Two standard matches won against players with no point: A and C have equal
    // points, no meeting, equal Sonneborn-Berger; the round points decide, when they
    // differ; else the rank is shared.
    let scores: Vec<(u64, u32)> = (1..60)
        .map(|seed| (seed, kamisado(seed, Variant::Standard, "A", "B").1))
        .collect();
    let (s1, p1) = scores[0];
    let (s2, p2) = *scores
        .iter()
        .find(|s| s.1 != p1)
        .expect("two scores differ");
    let (s3, _) = *scores[1..]
        .iter()
        .find(|s| s.1 == p1)
        .expect("two scores agree");
    let std = |seed, w, l| {
        let name = format!("{w}-{l}-{seed}.kamisado");
        input(&name, kamisado(seed, Variant::Standard, w, l).0)
    };
    let event = Event::build(&[std(s1, "A", "B"), std(s2, "C", "D")], EventOptions::new());
    let (high, low) = if p1 > p2 { ("A", "C") } else { ("C", "A") };
    assert_eq!(separations(&event)[0], (high, low, TieBreak::GamePoints));
    assert_eq!(order(&event)[..2], [(1, high), (2, low)]);
    let event = Event::build(&[std(s1, "A", "B"), std(s3, "C", "D")], EventOptions::new());
    assert!(separations(&event).iter().all(|s| s.0 != "A" && s.0 != "C"));
    assert_eq!(order(&event)[..2], [(1, "A"), (1, "C")]);
}

#[test]
fn names_are_one_player_only_when_equal_but_for_case_and_spaces() {
    let inputs = [
        beats(1, "Jean Dupont", "B"),
        beats(2, "jean  DUPONT", "C"),
        beats(3, "Dupont Jean", "D"),
        beats(4, "J. Dupont", "E"),
        beats(5, "Éric", "Eric"),
    ];
    let event = Event::build(&inputs, EventOptions::new());
    let first = &event.tables[0].standings[0];
    assert_eq!((first.player.as_str(), first.won), ("Jean Dupont", 2));
    let maybe: Vec<(&str, &str, Likeness)> = event
        .maybe_same
        .iter()
        .map(|m| (m.first.as_str(), m.second.as_str(), m.why))
        .collect();
    for pair in [
        ("Jean Dupont", "Dupont Jean", Likeness::Order),
        ("Jean Dupont", "J. Dupont", Likeness::Initials),
        ("Éric", "Eric", Likeness::Accents),
    ] {
        assert!(
            maybe
                .iter()
                .any(|m| (m.0, m.1, m.2) == pair || (m.1, m.0, m.2) == pair),
            "{pair:?} in {maybe:?}"
        );
    }
    assert_eq!(likeness("Dupont J.", "J. Dupont"), Some(Likeness::Order));
    assert_eq!(
        likeness("Dupont J.", "Jean Dupont"),
        Some(Likeness::Initials)
    );
    assert_eq!(likeness("Jean Dupont", "Jean Martin"), None);
    assert_eq!(likeness("J. Dupont", "P. Dupont"), None);
}

/// Each player's line, counted here from `kifu convert --to json` of every match file.
#[derive(Debug, Default, PartialEq)]
struct Count {
    played: u32,
    won: u32,
    lost: u32,
    points: f64,
    sb: f64,
    round_points: u64,
}

fn kept_is(copy: &Value, file: &str) -> bool {
    copy["kept"]["file"]
        .as_str()
        .is_some_and(|f| f.ends_with(file))
}

fn recount(dir: &Path) -> BTreeMap<String, Count> {
    let mut games = Vec::new();
    for n in 1..=40 {
        let path = dir.join(format!("m{n:02}.kamisado"));
        let (out, _) = run(&["convert", path.to_str().unwrap(), "--to", "json"], 0);
        let json: Value = serde_json::from_str(&out).expect("JSON");
        let r = &json[0];
        let black = r["tags"]["Black"].as_str().unwrap().to_string();
        let white = r["tags"]["White"].as_str().unwrap().to_string();
        let (bp, wp) = (
            r["score"]["black"].as_u64().unwrap(),
            r["score"]["white"].as_u64().unwrap(),
        );
        let black_won = r["winner"] == "black";
        games.push((black, white, black_won, bp, wp));
    }
    let mut counts: BTreeMap<String, Count> = BTreeMap::new();
    for (b, w, black_won, bp, wp) in &games {
        for (me, won, pts) in [(b, *black_won, *bp), (w, !*black_won, *wp)] {
            let c = counts.entry(me.clone()).or_default();
            c.played += 1;
            c.round_points += pts;
            if won {
                c.won += 1;
                c.points += 1.0;
            } else {
                c.lost += 1;
            }
        }
    }
    let points: BTreeMap<String, f64> = counts.iter().map(|(k, c)| (k.clone(), c.points)).collect();
    for (b, w, black_won, _, _) in &games {
        let (winner, loser) = if *black_won { (b, w) } else { (w, b) };
        counts.get_mut(winner).unwrap().sb += points[loser];
    }
    counts
}

#[test]
fn forty_matches_of_eight_players_as_recounted_from_their_json() {
    let folder = folder();
    let dir = folder.dir.path();
    let (out, err) = run(&["event", dir.to_str().unwrap(), "--format", "json"], 1);
    assert!(err.contains("1 record did not replay"), "{err}");
    let event: Value = serde_json::from_str(&out).expect("JSON");
    let table = &event["tables"][0];
    assert_eq!(table["game"], "kamisado");
    let expected = recount(dir);
    let mut got = BTreeMap::new();
    let mut last = (f64::INFINITY, f64::INFINITY);
    for s in table["standings"].as_array().unwrap() {
        let points = s["points"].as_f64().unwrap();
        let sb = s["sonneborn_berger"].as_f64().unwrap();
        assert!(points <= last.0, "sorted by points");
        last = (points, sb);
        got.insert(
            s["player"].as_str().unwrap().to_string(),
            Count {
                played: s["played"].as_u64().unwrap() as u32,
                won: s["won"].as_u64().unwrap() as u32,
                lost: s["lost"].as_u64().unwrap() as u32,
                points,
                sb,
                round_points: s["game_points"].as_u64().unwrap(),
            },
        );
    }
    assert_eq!(got, expected);
    assert_eq!(got.values().map(|c| c.played).sum::<u32>(), 80);
    // The copies: one game each, counted once.
    let copies = event["copies"].as_array().unwrap();
    let find = |other: &str| {
        copies
            .iter()
            .find(|c| c["other"]["file"].as_str().unwrap().ends_with(other))
            .unwrap_or_else(|| panic!("{other} in {copies:?}"))
    };
    let same = find("m03-white.kamisado");
    assert!(kept_is(same, "/m03.kamisado"), "{same}");
    assert_eq!(same["kind"], "same");
    let half = find("m05-half.kamisado");
    assert!(kept_is(half, "/m05.kamisado"), "{half}");
    assert_eq!(half["kind"], "prefix");
    let wrong = find("m07-black.kamisado");
    assert!(kept_is(wrong, "/m07.kamisado"), "{wrong}");
    assert!(wrong["kind"]["disagree"]["round"].as_u64().is_some());
    assert_eq!(wrong["kept_replays"], true);
    assert_eq!(wrong["other_replays"], false);
    assert_eq!(copies.len(), 3);
    // The sheet with a mistake is listed apart.
    let apart = event["apart"].as_array().unwrap();
    assert_eq!(apart.len(), 1);
    assert!(
        apart[0]["at"]["file"]
            .as_str()
            .unwrap()
            .ends_with("m07-black.kamisado")
    );
    assert!(apart[0]["line"].as_u64().unwrap() > 1);
    // The text says where the copies disagree.
    let (text, _) = run(&["event", dir.to_str().unwrap()], 1);
    let line = text
        .lines()
        .find(|l| l.contains("m07-black.kamisado record 1 and"))
        .expect("the disagreement");
    let round = wrong["kind"]["disagree"]["round"].as_u64().unwrap();
    let ply = wrong["kind"]["disagree"]["ply"].as_u64().unwrap();
    assert!(
        line.contains(&format!("differ from round {round}, ply {ply}")),
        "{line}"
    );
    assert!(line.contains("only"), "{line}");
}

fn small_event() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    for (n, (w, l)) in [("Zoé", "Ben"), ("Ben", "Al"), ("Zoé", "Al")]
        .iter()
        .enumerate()
    {
        let (text, _, _) = kamisado(n as u64 + 1, Variant::Simple, w, l);
        write(dir.path(), &format!("g{n}.kamisado"), &text);
    }
    let path = dir.path().to_str().unwrap().to_string();
    (dir, path)
}

#[test]
fn the_table_is_aligned_and_said_in_french() {
    let (_dir, path) = small_event();
    let (en, _) = run(&["event", &path], 0);
    let lines: Vec<&str> = en.lines().collect();
    assert_eq!(lines[0], "Standings: Kamisado");
    assert_eq!(
        lines[2],
        "#  Player  Played  Won  Drawn  Lost  Points  SB  Round points"
    );
    assert_eq!(
        lines[3],
        "1  Zoé          2    2      0     0       2   1             2"
    );
    assert!(en.contains("Crosstable"));
    assert!(en.contains("1  Zoé  ×  1  1"), "{en}");
    let (fr, _) = run(&["event", &path, "--lang", "fr"], 0);
    assert!(fr.starts_with("Classement : Kamisado"), "{fr}");
    assert!(
        fr.contains("Joueur") && fr.contains("Tableau croisé"),
        "{fr}"
    );
    let (de, _) = run(&["event", &path, "--lang", "de"], 0);
    assert!(
        de.contains("Kreuztabelle") && de.contains("Rundenpunkte"),
        "{de}"
    );
}

#[test]
fn csv_json_and_html() {
    let (_dir, path) = small_event();
    let (csv, _) = run(&["event", &path, "--format", "csv"], 0);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(
        lines[0],
        "game,rank,player,played,won,drawn,lost,points,sonneborn_berger,game_points"
    );
    assert_eq!(lines[1], "kamisado,1,Zoé,2,2,0,0,2,1,2");
    assert_eq!(lines.len(), 4);
    let (json, _) = run(&["event", &path, "--format", "json"], 0);
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        json["tables"][0]["crosstable"][0][1],
        serde_json::json!([1.0])
    );
    let (schema, _) = run(&["event", "--schema"], 0);
    let schema: Value = serde_json::from_str(&schema).unwrap();
    assert!(schema["properties"]["tables"].is_object(), "{schema}");
    let (html, _) = run(&["event", &path, "--format", "html", "--lang", "fr"], 0);
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<html lang=\"fr\">"));
    // One table: its heading is the page's, once.
    assert!(html.contains("<h1>Classement : Kamisado</h1>"));
    assert!(!html.contains("<h2>Classement"));
    assert!(html.contains("<th scope=\"row\">Zoé</th>"));
    // Self-contained: nothing fetched.
    assert!(!html.contains("://") && !html.contains("src="), "{html}");
}

#[test]
fn a_record_that_does_not_replay_is_apart_unless_counted_as_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (text, _, _) = kamisado(1, Variant::Standard, "Ann", "Bob");
    write(dir.path(), "good.kamisado", &text);
    let (text, _, _) = kamisado(2, Variant::Standard, "Cid", "Dan");
    let wrong = miswrite(&text).replace("[Event", "[Result \"Cid\"]\n[Event");
    write(dir.path(), "wrong.kamisado", &wrong);
    let path = dir.path().to_str().unwrap();
    let (out, err) = run(&["event", path], 1);
    assert!(
        err.contains("1 record did not replay: not counted"),
        "{err}"
    );
    assert!(out.contains("Not counted: did not replay"), "{out}");
    assert!(out.contains("wrong.kamisado:"), "{out}");
    let table = &out[..out.find("Not counted").unwrap()];
    assert!(!table.contains("Cid"), "Cid is not in the table: {out}");
    let (out, _) = run(
        &["event", path, "--count-as-written", "--format", "json"],
        1,
    );
    let json: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["apart"][0]["counted_as_written"], true);
    let cid = json["tables"][0]["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["player"] == "Cid")
        .expect("Cid counted");
    assert_eq!(cid["won"], 1);
    let games = json["tables"][0]["games"].as_array().unwrap();
    assert!(games.iter().any(|g| g["status"] == "as-written"));
}

#[test]
fn an_unfinished_match_is_listed_and_not_counted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (text, _, _) = kamisado(1, Variant::Standard, "Ann", "Bob");
    write(dir.path(), "done.kamisado", &text);
    let (text, _, _) = kamisado(9, Variant::Standard, "Cid", "Dan");
    let lines: Vec<&str> = text.lines().collect();
    write(
        dir.path(),
        "half.kamisado",
        &(lines[..lines.len() / 2].join("\n") + "\n"),
    );
    let (out, _) = run(&["event", dir.path().to_str().unwrap()], 0);
    assert!(out.contains("unfinished, not counted: "), "{out}");
    assert!(out.contains("half.kamisado record 1"), "{out}");
    // Its players stand in no table: they played no counted game.
    let table = &out[..out.find("unfinished").unwrap()];
    assert!(!table.contains("Cid") && table.contains("Ann"), "{out}");
}

#[test]
fn the_readme_shows_what_kifu_event_prints() {
    // The club's folder in the fixtures is the one these seeds make.
    let club = Path::new("fixtures/kamisado/club");
    let pairs = [
        ("Aiko", "Ben"),
        ("Chloé", "Dai"),
        ("Aiko", "Chloé"),
        ("Ben", "Dai"),
        ("Aiko", "Dai"),
        ("Ben", "Chloé"),
    ];
    for (n, (black, white)) in pairs.iter().enumerate() {
        let text = kifu::generate(GameKind::Kamisado, Variant::Standard, 21 + n as u64, 1)
            .unwrap()
            .replace("[Black \"Random\"]", &format!("[Black \"{black}\"]"))
            .replace("[White \"Random\"]", &format!("[White \"{white}\"]"));
        let read = |name: &str| std::fs::read_to_string(club.join(name)).unwrap();
        assert_eq!(read(&format!("r{}.kamisado", n + 1)), text, "r{}", n + 1);
        if n == 1 {
            assert_eq!(read("r2-dai.kamisado"), text);
        }
    }
    assert_eq!(std::fs::read_dir(club).unwrap().count(), 7);
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(["event", "club"])
        .current_dir("fixtures/kamisado")
        .env("NO_COLOR", "1")
        .env_remove("KIFU_LANG")
        .env("LANG", "C")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    let printed = String::from_utf8(o.stdout).unwrap();
    let readme = std::fs::read_to_string("README.md").unwrap();
    let at = readme
        .find("```text\nStandings: Kamisado")
        .expect("the README's table");
    let shown = &readme[at + "```text\n".len()..];
    let shown = &shown[..shown.find("```").unwrap()];
    assert_eq!(printed, shown);
}

#[test]
fn colors_of_kasane_counts_every_pair_of_a_game_as_a_meeting() {
    let text = kifu::generate(GameKind::Kasane, Variant::FourPlayers, 3, 2).unwrap();
    let opened = kifu::open(GameKind::Kasane, &text, &OpenOptions::new()).unwrap();
    let mut totals: BTreeMap<String, u32> = BTreeMap::new();
    let mut wins: BTreeMap<String, u32> = BTreeMap::new();
    for r in opened.records() {
        let Outcome::Kasane(outcome) = r.outcome() else {
            panic!("a Kasane outcome")
        };
        let kifu::KasaneOutcome::Over { scores } = &outcome else {
            panic!("a finished game")
        };
        for s in scores {
            *totals.entry(s.player.clone()).or_default() += s.total;
        }
        let winners: Vec<&str> = outcome.winners().collect();
        if winners.len() == 1 {
            *wins.entry(winners[0].to_string()).or_default() += 1;
        }
    }
    let event = Event::build(
        &[EventInput {
            name: "k.kasane".into(),
            game: GameKind::Kasane,
            text,
            folder: None,
        }],
        EventOptions::new(),
    );
    let table = &event.tables[0];
    assert_eq!(table.game, kifu::GameKind::Kasane);
    assert_eq!(table.standings.len(), 4);
    for (i, s) in table.standings.iter().enumerate() {
        assert_eq!(s.played, 2);
        assert_eq!(s.game_points, Some(totals[&s.player]));
        assert_eq!(s.won, wins.get(&s.player).copied().unwrap_or(0));
        // Two games: two meetings with each other player.
        for (j, cell) in table.crosstable[i].iter().enumerate() {
            assert_eq!(cell.len(), if i == j { 0 } else { 2 });
        }
    }
    // Two different games between the same players are not copies.
    assert!(event.copies.is_empty());
}

#[test]
fn no_record_is_no_success() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_, err) = run(&["event", dir.path().to_str().unwrap()], 1);
    assert!(err.contains("no record to put together"), "{err}");
}

#[test]
fn a_record_with_one_name_on_both_seats_is_not_counted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (text, _, _) = kamisado(1, Variant::Simple, "Ann", "Bob");
    write(dir.path(), "good.kamisado", &text);
    // `kifu gen` names both sides "Random".
    let text = kifu::generate(GameKind::Kamisado, Variant::Simple, 2, 1).unwrap();
    write(dir.path(), "unnamed.kamisado", &text);
    let (out, _) = run(&["event", dir.path().to_str().unwrap()], 0);
    assert!(
        out.contains("one name on two seats, not counted: ") && out.contains("unnamed.kamisado"),
        "{out}"
    );
    let table = &out[..out.find("one name").unwrap()];
    assert!(!table.contains("Random"), "{out}");
}

#[test]
fn a_record_apart_carries_its_first_problem_to_be_said_in_any_language() {
    let (text, _, _) = kamisado(2, Variant::Standard, "Cid", "Dan");
    let event = Event::build(
        &[input("wrong.kamisado", miswrite(&text))],
        EventOptions::new(),
    );
    let apart = &event.apart[0];
    let (en, fr) = (apart.message.say(Lang::En), apart.message.say(Lang::Fr));
    assert_ne!(en, fr, "said in French: {fr}");
    // The JSON says it in English, as before.
    let json = serde_json::to_value(&event).unwrap();
    assert_eq!(json["apart"][0]["message"], serde_json::json!(en));
    assert_eq!(json["apart"][0]["code"], serde_json::json!(apart.code));
}
