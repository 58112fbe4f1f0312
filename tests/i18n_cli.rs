//! The command line in the sheet's language (issue #33): the record and summary lines,
//! outcomes, file errors and JSON of `kifu validate` in French for a French sheet, in
//! German for a German one, in English with `--lang en`; `KIFU_LANG` and the locale; and
//! the diagnostics every game shares (`record::…`, the numbering warnings) said in French
//! and German with no English word.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod common;
use common::{english_in, has, json_lines, render_in, scratch};

use kifu::{GameKind, Lang, OpenOptions, Problem};

const FR: &str = "fixtures/kamisado/rules/err_missing_pass_fr.kamisado";
const DE: &str = "fixtures/kamisado/rules/err_missing_pass_de.kamisado";
const FR_VALID: &str = "fixtures/kamisado/valid/standard_fr_words.kamisado";

/// Run `kifu` with these arguments and these environment variables, in no locale and with
/// no `KIFU_LANG` unless given: its exit code, standard output and standard error.
fn kifu_with(args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String, String) {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kifu"));
    c.args(args).env("NO_COLOR", "1").stdin(Stdio::null());
    for var in ["LC_ALL", "LC_MESSAGES", "LANG", "KIFU_LANG"] {
        c.env_remove(var);
    }
    for (k, v) in env {
        c.env(k, v);
    }
    let o: Output = c.output().expect("run kifu");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn validate_says_a_french_sheet_in_french_and_a_german_one_in_german() {
    let (code, out, err) = kifu_with(&["validate", FR], &[]);
    assert_eq!(code, Some(1));
    has(
        &out,
        "err_missing_pass_fr.kamisado : NON VALIDE (inachevée, 1 coup, 1 erreur) — la relecture s’est arrêtée ligne 4, colonne 26 ; rien n’a été vérifié après",
    );
    has(
        &err,
        "1 partie : 0 valide (dont 0 inachevée), 1 non valide ; 1 coup ; 0,0 Mo en ",
    );

    let (code, out, err) = kifu_with(&["validate", DE], &[]);
    assert_eq!(code, Some(1));
    has(
        &out,
        "err_missing_pass_de.kamisado: UNGÜLTIG (unvollendet, 1 Zug, 1 Fehler) — das Nachspielen hielt in Zeile 4, Spalte 28 an; nichts danach wurde geprüft",
    );
    has(
        &err,
        "1 Partie: 0 gültig (davon 0 unvollendet), 1 ungültig; 1 Zug; 0,0 MB in ",
    );

    // A finished French record: its result in French, plurals and all.
    let (code, out, _) = kifu_with(&["validate", FR_VALID], &[]);
    assert_eq!(code, Some(0));
    has(
        &out,
        ": valide (terminée, 44 coups) — Blanc gagne la partie 3-1 (Noir 1, Blanc 3)",
    );
}

#[test]
fn lang_en_says_both_in_english_and_kifu_lang_overrides_the_sheet() {
    for (sheet, column) in [(FR, 26), (DE, 28)] {
        let (code, out, err) = kifu_with(&["validate", "--lang", "en", sheet], &[]);
        assert_eq!(code, Some(1));
        has(
            &out,
            &format!(
                ": INVALID (unfinished, 1 ply, 1 error) — replay stopped at line 4, column {column}; nothing after it was checked"
            ),
        );
        has(
            &err,
            "1 record: 0 valid (0 of them unfinished), 1 invalid; 1 ply; 0.0 MB in ",
        );
    }
    // KIFU_LANG says German for a French sheet; `--lang` wins over it.
    let (_, out, err) = kifu_with(&["validate", FR], &[("KIFU_LANG", "de")]);
    has(
        &out,
        ": UNGÜLTIG (unvollendet, 1 Zug, 1 Fehler) — das Nachspielen",
    );
    has(&err, "1 Partie: 0 gültig");
    let (_, out, _) = kifu_with(&["validate", "--lang", "fr", DE], &[("KIFU_LANG", "de")]);
    has(&out, ": NON VALIDE (inachevée, 1 coup, 1 erreur)");
    // A language kifu does not speak is refused by the flag.
    let (code, _, _) = kifu_with(&["validate", "--lang", "ja", FR], &[]);
    assert_eq!(code, Some(2));
}

#[test]
fn a_missing_file_is_said_in_the_locale_s_language() {
    let (code, _, err) = kifu_with(
        &["show", "no/such/file.kamisado"],
        &[("LANG", "fr_FR.UTF-8")],
    );
    assert_eq!(code, Some(2));
    has(&err, "kifu::io");
    has(&err, "impossible de lire ou d’écrire no/such/file.kamisado");
    has(&err, "fichier ou dossier introuvable");
    // LC_ALL comes before LANG; English says the system's own words.
    let (_, _, err) = kifu_with(
        &["show", "no/such/file.kamisado"],
        &[("LANG", "fr_FR.UTF-8"), ("LC_ALL", "de_DE.UTF-8")],
    );
    has(
        &err,
        "no/such/file.kamisado kann nicht gelesen oder geschrieben werden",
    );
    let (_, _, err) = kifu_with(&["show", "no/such/file.kamisado"], &[("LANG", "C")]);
    has(&err, "cannot read or write no/such/file.kamisado");
    has(&err, "No such file or directory");
    // validate says it in the summary's language too.
    let (code, _, err) = kifu_with(
        &["validate", "no/such/file.kamisado"],
        &[("LANG", "fr_FR.UTF-8")],
    );
    assert_eq!(code, Some(2));
    has(&err, "0 partie : 0 valide");
}

#[test]
fn json_carries_the_language_and_its_words_with_the_codes_unchanged() {
    let sheet =
        "[Game \"Kamisado\"]\n[Event \"Coupe\"]\n[Event \"Coupe\"]\n\n1. Marron Devant 5 Vert\n";
    let (_dir, path) = scratch("double.kamisado", sheet);
    let (code, out, _) = kifu_with(&["validate", "--format", "json", &path], &[]);
    assert_eq!(code, Some(1));
    let v = &json_lines(&out)[0];
    assert_eq!(v["lang"], "fr", "{v}");
    assert_eq!(v["status"], "unfinished");
    let e = &v["errors"][0];
    assert_eq!(e["code"], "record::duplicate-tag");
    assert_eq!(e["message"], "l’étiquette `Event` est donnée deux fois");
    assert_eq!(
        e["help"],
        "gardez l’une des deux étiquettes et supprimez l’autre"
    );
    let (_, out, _) = kifu_with(
        &["validate", "--format", "json", "--lang", "de", &path],
        &[],
    );
    let v = &json_lines(&out)[0];
    assert_eq!(v["lang"], "de");
    assert_eq!(v["errors"][0]["code"], "record::duplicate-tag");
    assert_eq!(
        v["errors"][0]["message"],
        "die Angabe `Event` steht zweimal da"
    );
    // A file that cannot be read: its object in the locale's language.
    let (_, out, _) = kifu_with(
        &["validate", "--format", "json", "no/such/file.kamisado"],
        &[("LANG", "de_DE.UTF-8")],
    );
    let v = &json_lines(&out)[0];
    assert_eq!(v["lang"], "de");
    assert_eq!(v["errors"][0]["code"], "kifu::io");
    assert_eq!(
        v["errors"][0]["help"],
        "den Pfad und seine Zugriffsrechte prüfen"
    );
}

/// Every fixture file under `dir`, recursively.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let p = entry.path();
        if p.is_dir() {
            files(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// The problems of a fixture (its decoding error, or its records' problems).
fn problems_of(path: &Path) -> Vec<Problem> {
    let Some(game) = GameKind::from_path(path) else {
        return Vec::new();
    };
    let bytes = std::fs::read(path).unwrap();
    let text = match kifu::text::decode(&bytes) {
        Ok((text, _)) => text.to_string(),
        Err(p) => return vec![p],
    };
    let options = match path.parent() {
        Some(dir) => OpenOptions::new().folder(dir),
        None => OpenOptions::new(),
    };
    match kifu::open(game, &text, &options) {
        Ok(opened) => opened
            .records()
            .iter()
            .flat_map(|r| r.problems().iter().cloned())
            .collect(),
        Err(kifu::GameError::Invalid(problems)) => problems,
        Err(_) => Vec::new(),
    }
}

/// The diagnostics every game shares, from every fixture that has them, said in French
/// and German: no English word in them. (A numbering warning's help starts with the
/// game's own words on how its lines are numbered: its message and label are checked.)
#[test]
fn the_shared_diagnostics_of_every_fixture_say_no_english_word_in_french_or_german() {
    let mut all = Vec::new();
    files(Path::new("fixtures"), &mut all);
    all.sort();
    let mut seen = std::collections::BTreeSet::new();
    let mut english = Vec::new();
    for path in &all {
        for p in problems_of(path) {
            let shared = p.code.starts_with("record::");
            let numbering = p.code.ends_with("::numbering");
            if !shared && !numbering {
                continue;
            }
            seen.insert(p.code);
            for lang in [Lang::Fr, Lang::De] {
                let said = p.said(lang);
                let mut texts = vec![said.message.clone()];
                texts.extend(said.label.clone());
                if shared {
                    texts.extend(said.help.clone());
                    texts.extend(said.related.clone());
                }
                for t in texts {
                    for w in english_in(&t) {
                        english.push(format!(
                            "{}: {} ({lang}): {w:?} in {t:?}",
                            path.display(),
                            p.code
                        ));
                    }
                }
            }
        }
    }
    for code in [
        "record::duplicate-tag",
        "record::invalid-utf8",
        "record::bad-tag",
        "record::unterminated-comment",
        "kamisado::numbering",
        "kaito::numbering",
        "samourai::numbering",
    ] {
        assert!(seen.contains(code), "no fixture gives {code}: {seen:?}");
    }
    assert!(english.is_empty(), "{english:#?}");
}

/// A few of the shared diagnostics rendered in French and in German, as a French or
/// German reader sees them.
#[test]
fn shared_diagnostics_in_french_and_german() {
    for fixture in [
        "fixtures/kamisado/syntax/err_duplicate_tag.kamisado",
        "fixtures/kamisado/syntax/err_bad_tag.kamisado",
        "fixtures/kamisado/syntax/err_unterminated_comment.kamisado",
        "fixtures/kamisado/rules/err_numbering.kamisado",
    ] {
        let path = Path::new(fixture);
        let text = std::fs::read_to_string(path).unwrap();
        let shared: Vec<Problem> = problems_of(path)
            .into_iter()
            .filter(|p| p.code.starts_with("record::") || p.code.ends_with("::numbering"))
            .collect();
        assert!(!shared.is_empty(), "{fixture}");
        let name = path.file_name().unwrap().to_str().unwrap();
        for lang in [Lang::Fr, Lang::De] {
            insta::assert_snapshot!(
                format!("{name}.{lang}"),
                render_in(name, &text, &shared, lang)
            );
        }
    }
}
