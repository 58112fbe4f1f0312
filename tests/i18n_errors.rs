//! The errors that are not diagnostics on a sheet, in the user's language (issue #33): a
//! position string that does not read, a point or a record the input does not have, a JSON
//! record that does not import or a text that is not JSON, `kifu scan`'s refusals. With
//! `LANG=fr_FR.UTF-8` or `de_DE.UTF-8` they say no English word; with `LANG=C` they say
//! what they said before, word for word. And Samouraï's words for a token that starts no
//! entry, in French and German.

mod common;

use std::process::{Command, Stdio};

use common::{english_in, render_in, scratch};
use kifu::Lang;

/// `kifu` run in the locale `locale` (`LANG`; no other locale variable, no `KIFU_LANG`):
/// its exit code and its standard error.
fn in_locale(locale: &str, args: &[&str]) -> (Option<i32>, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kifu"));
    c.args(args)
        .env("NO_COLOR", "1")
        .env("LANG", locale)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("KIFU_LANG")
        .stdin(Stdio::null());
    let o = c.output().expect("run kifu");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// `text` with its words joined by single spaces, miette's wrapping (`|` at the start of a
/// wrapped line) undone.
fn flat(text: &str) -> String {
    text.split_whitespace()
        .filter(|w| *w != "|")
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` without the names it quotes as given: files (`dir/two.kamisado`) and options
/// (`--record`), which no language changes.
fn words_said(text: &str) -> String {
    text.split_whitespace()
        .filter(|w| !w.starts_with("--") && !w.contains(['/', '.']))
        .collect::<Vec<_>>()
        .join(" ")
}

const FRENCH: &str = "fr_FR.UTF-8";
const GERMAN: &str = "de_DE.UTF-8";

/// `args` fail with exit code `code` in French and in German, saying no English word and
/// the words `fr` and `de`; the French and German standard errors.
#[track_caller]
fn said_abroad(args: &[&str], code: i32, fr: &str, de: &str) -> (String, String) {
    let mut said = Vec::new();
    for (locale, words) in [(FRENCH, fr), (GERMAN, de)] {
        let (got, err) = in_locale(locale, args);
        assert_eq!(got, Some(code), "{locale} {args:?}: {err}");
        assert!(
            flat(&err).contains(&flat(words)),
            "{locale} {args:?}: {err}"
        );
        let english = english_in(&words_said(&serde_unquoted(&err)));
        assert!(
            english.is_empty(),
            "{locale} {args:?}: {english:?} in {err}"
        );
        said.push(err);
    }
    let de = said.pop().unwrap_or_default();
    (said.pop().unwrap_or_default(), de)
}

/// `text` without serde_json's own words where they hold backquotes themselves (quoted
/// as given at the end of a line: `` `missing field `to`` ``), which no language changes.
fn serde_unquoted(text: &str) -> String {
    text.lines()
        .map(|line| line.find(" `missing field `").map_or(line, |i| &line[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `args` fail with exit code `code` in no locale, saying `english` as before.
#[track_caller]
fn said_at_home(args: &[&str], code: i32, english: &str) {
    let (got, err) = in_locale("C", args);
    assert_eq!(got, Some(code), "{args:?}: {err}");
    assert!(flat(&err).contains(&flat(english)), "{args:?}: {err}");
}

const KAMISADO_BAD: &str = "OBPKYRGN/8/8/8/8/8/8/ngrykpbx b - -";

#[test]
fn a_position_string_that_does_not_read_is_said_in_the_locale_s_language() {
    let args = [
        "perft",
        "--game",
        "kamisado",
        "--position",
        KAMISADO_BAD,
        "1",
    ];
    said_at_home(
        &args,
        2,
        "--position: bad position string: 'x' is not a tower letter (O B P K Y R G N, upper case White, lower case Black) or a count of empty squares (at byte 28)",
    );
    let (fr, de) = said_abroad(
        &args,
        2,
        "chaîne de position invalide",
        "ungültige Stellungszeichenkette",
    );
    insta::assert_snapshot!("position_fr", fr);
    insta::assert_snapshot!("position_de", de);

    // Every reader's reasons, of every game with position strings.
    let refused: [(&str, &str, &str); 9] = [
        (
            "kamisado",
            "OBPKYRGN/8/8 b - -",
            "the board has 8 ranks separated by '/', found 3",
        ),
        (
            "kamisado",
            "OBPKYRGN/8/8/8/8/8/8/ngrykpbo x - -",
            "the side to move is 'b' or 'w'",
        ),
        (
            "kamisado",
            "OBPKYRGN/8/8/8/8/8/8/ngrykpbo",
            "a position has 3 to 5 fields separated by spaces (board, side, tower, state, last square); found 1",
        ),
        (
            "kamisado",
            "OOPKYRGN/8/8/8/8/8/8/ngrykpbo b - -",
            "is placed twice",
        ),
        (
            "samourai",
            "2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r 7 -",
            "the demand is '*' (first move)",
        ),
        (
            "samourai",
            "2b1b1b1b1/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -",
            "rank 11 has 10 squares, not 11",
        ),
        (
            "samourai",
            "2b1b1b4/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -",
            "Black has 3 samurai, not 4",
        ),
        (
            "kaito",
            "6/6/6/6/6/6 r - -",
            "the board does not show the Kaito",
        ),
        (
            "kaito",
            "5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 x 23 H",
            "the side to move is 'r' or 'b'",
        ),
    ];
    for (game, position, english) in refused {
        let args = ["perft", "--game", game, "--position", position, "1"];
        said_at_home(&args, 2, english);
        said_abroad(&args, 2, "--position", "--position");
    }
}

const FR_VALID: &str = "fixtures/kamisado/valid/standard_fr_words.kamisado";

#[test]
fn a_point_or_a_record_the_input_does_not_have_is_said_in_the_locale_s_language() {
    let args = ["show", "--round", "9", FR_VALID];
    said_at_home(&args, 2, "there is no round 9: the record has rounds 1 to ");
    let (fr, de) = said_abroad(&args, 2, "pas de manche 9", "keine Runde 9");
    insta::assert_snapshot!("round_fr", fr);
    insta::assert_snapshot!("round_de", de);

    let args = ["show", "--ply", "99", "fixtures/samourai/draw.samourai"];
    said_at_home(&args, 2, "there is no move 99: the record has ");
    said_abroad(&args, 2, "pas de coup 99", "keinen Zug 99");

    // Two records and no `--record`: which one is not guessed; the list is said too.
    let text = std::fs::read_to_string(FR_VALID).expect("the fixture");
    let (_dir, two) = scratch("two.kamisado", &format!("{text}\n{text}"));
    let args = ["show", &two];
    said_at_home(
        &args,
        2,
        "two.kamisado holds 2 records: say which with --record N\n  1. ",
    );
    let (fr, _) = said_abroad(&args, 2, "contient 2 parties", "enthält 2 Partien");
    assert!(
        flat(&fr).contains(" 1. Random – Random : Blanc gagne la partie 3-1 "),
        "{fr}"
    );
    assert!(flat(&fr).contains(" 2. Random – Random : "), "{fr}");
}

/// The JSON of the Samouraï draw, its third move sent to `k11`, where no rule lets it go.
fn bad_samourai_json() -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(["convert", "fixtures/samourai/draw.samourai", "--to", "json"])
        .output()
        .expect("run kifu");
    let mut v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    v[0]["moves"][2]["to"] = "k11".into();
    v.to_string()
}

#[test]
fn a_json_record_that_does_not_import_is_said_in_the_locale_s_language() {
    let (_dir, json) = scratch("f.json", &bad_samourai_json());
    let args = ["convert", &json, "--to", "samourai"];
    said_at_home(&args, 1, "error: ");
    said_at_home(&args, 1, "f.json: record 1, ply 3: ");
    let (fr, de) = said_abroad(&args, 1, "partie 1, coup 3", "Partie 1, Zug 3");
    insta::assert_snapshot!("import_fr", fr.replace(&json, "f.json"));
    insta::assert_snapshot!("import_de", de.replace(&json, "f.json"));
}

#[test]
fn a_text_that_is_not_json_is_said_in_the_locale_s_language() {
    let (_dir, bad) = scratch("bad.json", "[{\"game\": ");
    let args = ["convert", &bad, "--to", "kamisado"];
    said_at_home(
        &args,
        2,
        "bad.json is not valid JSON: EOF while parsing a value at line 1 column 10",
    );
    let (fr, de) = said_abroad(
        &args,
        2,
        "à la ligne 1, colonne 10",
        "in Zeile 1, Spalte 10",
    );
    insta::assert_snapshot!("bad_json_fr", fr.replace(&bad, "bad.json"));
    insta::assert_snapshot!("bad_json_de", de.replace(&bad, "bad.json"));

    // Notation where JSON is expected.
    let args = ["convert", FR_VALID, "--to", "kamisado"];
    said_at_home(
        &args,
        2,
        "is not JSON: it is already notation; use `kifu fmt` to rewrite it",
    );
    said_abroad(&args, 2, "kifu fmt", "kifu fmt");
}

#[test]
fn scan_s_refusals_are_said_in_the_locale_s_language() {
    let args = ["scan", "--match", "eternal", "page.png"];
    said_at_home(
        &args,
        2,
        "unknown match length `eternal`: use simple, standard, long or marathon",
    );
    let (fr, de) = said_abroad(&args, 2, "`eternal`", "`eternal`");
    insta::assert_snapshot!("scan_match_fr", fr);
    insta::assert_snapshot!("scan_match_de", de);

    let (_dir, photo) = scratch("photo.png", "not a picture");
    let args = ["scan", &photo];
    said_at_home(&args, 2, "cannot read the photo ");
    said_abroad(&args, 2, "photo.png", "photo.png");
}

#[test]
fn samourai_s_words_for_a_token_that_starts_no_entry_are_its_own_in_each_language() {
    let text = "[Game \"Samourai\"]\n1. e1-e4 3 ryu   hello\n2. 7\n3. +\n4. :\n";
    let options = kifu::samourai::ReplayOptions { all: true };
    let problems: Vec<kifu::Problem> = kifu::samourai::check(text, options)
        .into_iter()
        .flat_map(|c| c.problems)
        .collect();
    assert!(
        problems
            .iter()
            .filter(|p| p.code == "samourai::syntax::unexpected")
            .count()
            >= 3,
        "{problems:?}"
    );
    for lang in [Lang::Fr, Lang::De] {
        let said = common::english_said(&problems, lang);
        assert!(said.is_empty(), "{lang}: {said:?}");
    }
    let name = "stray.samourai";
    insta::assert_snapshot!("stray_fr", render_in(name, text, &problems, Lang::Fr));
    insta::assert_snapshot!("stray_de", render_in(name, text, &problems, Lang::De));
}

/// The JSON `kifu convert --to json` writes of `fixture`: its first record.
fn json_of(fixture: &str) -> serde_json::Value {
    let o = Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(["convert", fixture, "--to", "json"])
        .output()
        .expect("run kifu");
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    v[0].clone()
}

/// English words a JSON import's notes would say besides [`common::ENGLISH_WORDS`].
const IMPORT_WORDS: &[&str] = &[
    "update", "given", "give", "object", "array", "boolean", "string", "hold", "held", "row",
    "rows", "card", "says", "instead", "replay", "convert", "names",
];

#[test]
fn a_json_record_of_the_wrong_shape_is_said_in_the_locale_s_language() {
    let kaito = json_of("fixtures/kaito/win_last_kabuto.kaito");
    let with = |mut v: serde_json::Value, change: &dyn Fn(&mut serde_json::Value)| {
        change(&mut v);
        v.to_string()
    };
    let mut kasane = json_of("fixtures/kasane/games/four_plus_one.kasane");
    let card = kasane["rounds"][0]["turns"][0]["card"].clone();
    // (JSON, --to, exit code, what LANG=C says, a French and a German word of it).
    let held = format!(
        "round 1, ply 1: `card` says `+9`, but row 2 held {}",
        card.as_str().unwrap_or("?")
    );
    let cases: Vec<(String, &str, i32, &str, &str, &str)> = vec![
        (
            format!("[{kaito}, 1]"),
            "kaito",
            2,
            "not a kifu kaito JSON record: a record is an object, this is a number",
            "ceci est un nombre",
            "dies ist eine Zahl",
        ),
        (
            r#"{"game": "kasane", "moves": []}"#.into(),
            "kaito",
            2,
            "this is a record of `kasane`, not of kaito: convert it with `--to kasane`",
            "pas de kaito",
            "nicht von kaito",
        ),
        (
            with(kaito.clone(), &|v| {
                v["moves"][1] = serde_json::json!({"go": 1})
            }),
            "kaito",
            2,
            "ply 2: not a move of a kifu kaito JSON record: missing field `to`",
            "n’est pas un coup",
            "kein Zug",
        ),
        (
            r#"{"game": "kaito"}"#.into(),
            "kaito",
            2,
            "not a kifu kaito JSON record: missing field",
            "n’est pas une partie JSON kaito",
            "keine JSON-Partie",
        ),
        (
            with(kaito.clone(), &|v| v["format"] = 99.into()),
            "kaito",
            2,
            "this record is in format 99 of kifu's kaito JSON; this kifu reads format 1: update kifu",
            "mettez kifu à jour",
            "aktualisieren Sie kifu",
        ),
        (
            with(kaito.clone(), &|v| v["moves"][2]["to"] = "a{1".into()),
            "kaito",
            1,
            "ply 3: `to` is `a{1`, not a square",
            "n’est pas une case",
            "kein Feld",
        ),
        (
            with(json_of("fixtures/samourai/draw.samourai"), &|v| {
                v["tags"]["Board"] = "custom.board".into();
            }),
            "samourai",
            1,
            "the `Board` tag names a file, which is not read from JSON",
            "nomme un fichier",
            "nennt eine Datei",
        ),
        (
            with(kasane.clone(), &|v| {
                v["rounds"][0]["grid"][0][1] = "5{".into()
            }),
            "kasane",
            1,
            "round 1: `grid` is `5{`, which a record cannot hold",
            "ne peut pas contenir",
            "nicht enthalten kann",
        ),
        (
            {
                kasane["rounds"][0]["turns"][0]["card"] = "+9".into();
                kasane.to_string()
            },
            "kasane",
            0,
            &held,
            "est écrit à la place",
            "stattdessen wird",
        ),
    ];
    for (json, game, code, english, fr, de) in &cases {
        let (_dir, file) = scratch("f.json", json);
        let args = ["convert", &file, "--to", game];
        said_at_home(&args, *code, english);
        let (fr_said, de_said) = said_abroad(&args, *code, fr, de);
        for said in [fr_said, de_said] {
            let words = words_said(&serde_unquoted(&said));
            let more: Vec<&str> = words
                .split('`')
                .step_by(2)
                .flat_map(|outside| outside.split(|c: char| !c.is_alphabetic()))
                .filter(|w| IMPORT_WORDS.contains(&w.to_lowercase().as_str()))
                .collect();
            assert!(more.is_empty(), "{args:?}: {more:?} in {said}");
        }
    }
}

/// A path in a folder that is not a regular file (a named pipe) is not read, and said so
/// in the locale's language.
#[test]
fn a_path_that_is_not_a_regular_file_is_said_in_the_locale_s_language() {
    let (dir, _) = scratch("good.kamisado", &std::fs::read_to_string(FR_VALID).unwrap());
    let fifo = dir.path().join("pipe.kamisado");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        return;
    }
    let folder = dir.path().to_str().unwrap();
    let args = ["validate", folder];
    said_at_home(&args, 2, "pipe.kamisado: not a regular file; skipped");
    said_abroad(
        &args,
        2,
        "ce n’est pas un fichier ordinaire : ignoré",
        "keine reguläre Datei: übersprungen",
    );
}
