//! Issue 13, items 4–6: each sheet read and answered in its own notation (language and
//! style), abbreviations as the rule book allows them, more header and score forms.

mod common;

use std::fs;
use std::path::Path;

use common::{has, ran, render, run, write};
use kifu::kamisado::{self, ArrowStyle, Checked, Lang, Move, Record, ReplayOptions, Style, check};
use kifu::{At, Game, GameKind, Problem};

/// The Kamisado engine, as the commands drive it.
fn game() -> &'static dyn Game {
    GameKind::Kamisado.engine()
}

/// A text read as one record, and its problems.
fn parse(text: &str) -> (Record, Vec<Problem>) {
    common::one(kamisado::parse(text))
}

fn read(path: &str) -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

fn one(text: &str) -> Checked {
    let mut all = check(text, ReplayOptions::default());
    assert_eq!(all.len(), 1);
    all.remove(0)
}

/// Every move of every round, in order.
fn moves(c: &Checked) -> Vec<Vec<Move>> {
    let replay = c.replay.as_ref().expect("replayed");
    replay
        .rounds
        .iter()
        .map(|r| r.plies.iter().map(|p| p.mv).collect())
        .collect()
}

fn style(lang: Lang, arrows: ArrowStyle) -> Style {
    Style { lang, arrows }
}

fn lang_of(name: &str) -> Lang {
    if name.contains("_fr_") {
        Lang::Fr
    } else if name.contains("_de_") {
        Lang::De
    } else {
        Lang::En
    }
}

#[test]
fn each_record_knows_its_language_and_style() {
    use ArrowStyle::{Arrows, Ascii, Words};
    // fixtures/kamisado/<folder>/<name>.kamisado
    for (name, lang, arrows) in [
        ("valid/standard_fr_words", Lang::Fr, Words),
        ("valid/standard_de_words", Lang::De, Words),
        ("valid/long_de_arrows", Lang::De, Arrows),
        ("valid/long_fr_ascii", Lang::Fr, Ascii),
        ("valid/marathon_en_ascii", Lang::En, Ascii),
        ("valid/simple_en_arrows", Lang::En, Arrows),
        ("syntax/ok_fr_arrows_abbrev", Lang::Fr, Arrows),
        ("syntax/ok_de_ascii", Lang::De, Ascii),
        ("lang/ok_fr_abbreviations", Lang::Fr, Words),
        ("lang/ok_de_abbreviations", Lang::De, Words),
        ("lang/ok_en_abbreviations", Lang::En, Words),
    ] {
        let path = format!("fixtures/kamisado/{name}.kamisado");
        let expected = style(lang, arrows);
        let (record, problems) = parse(&read(&path));
        assert!(problems.is_empty(), "{path}: {problems:#?}");
        assert_eq!(record.head.notation, expected, "{path}");
    }
    // words in comments and tags do not vote; nothing telling is English arrows
    let (r, _) = parse("[Event \"Manche de Lyon\"]\n{ Gauche, Rouge }\n1. Orange 0 Orange");
    assert_eq!(r.head.notation, Style::ENGLISH_ARROWS);
    let (r, _) = parse("1. Rot ↗3 Blau  Blau ↖2 Rosa");
    assert_eq!(r.head.notation, style(Lang::De, ArrowStyle::Arrows));
}

/// The abbreviated sheets replay exactly as the sheets in full words they were made from.
#[test]
fn abbreviated_sheets_replay_as_their_full_words() {
    for (short, full) in [
        ("ok_fr_abbreviations", "standard_fr_words"),
        ("ok_de_abbreviations", "standard_de_words"),
        // the English sheet is the French match translated (kifu fmt --lang en --style words)
        ("ok_en_abbreviations", "standard_fr_words"),
    ] {
        let a = one(&read(&format!("fixtures/kamisado/lang/{short}.kamisado")));
        let b = one(&read(&format!("fixtures/kamisado/valid/{full}.kamisado")));
        assert!(a.is_valid(), "{short}: {:#?}", a.problems);
        assert!(b.is_valid(), "{full}");
        assert_eq!(moves(&a), moves(&b), "{short}");
        let fills = |c: &Checked| -> Vec<_> {
            c.replay
                .as_ref()
                .unwrap()
                .rounds
                .iter()
                .map(|r| r.fill)
                .collect()
        };
        assert_eq!(fills(&a), fills(&b), "{short}");
    }
}

#[test]
fn lang_error_fixtures_speak_the_sheets_notation() {
    insta::glob!("../fixtures/kamisado/lang", "err_*.kamisado", |path| {
        let (name, text) = common::fixture(path);
        let c = one(&text);
        assert_eq!(c.record.head.notation.lang, lang_of(&name), "{name}");
        // err_<lang>_<code>.kamisado
        let code = name
            .trim_end_matches(".kamisado")
            .splitn(3, '_')
            .nth(2)
            .unwrap()
            .replace('_', "-");
        assert!(
            c.problems
                .iter()
                .any(|p| p.code.ends_with(&format!("::{code}"))),
            "{name}: {:#?}",
            c.problems
        );
        insta::assert_snapshot!(render(&name, &text, &c.problems));
    });
}

#[test]
fn suggestions_are_written_in_the_sheets_notation() {
    let help = |path: &str| -> String {
        let c = one(&read(path));
        c.problems
            .iter()
            .filter_map(|p| p.help.as_ref().map(ToString::to_string))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let h = help("fixtures/kamisado/lang/err_fr_wrong_landing.kamisado");
    assert!(h.contains("did you mean `Rouge Devant 4 Bleu`?"), "{h}");
    let h = help("fixtures/kamisado/lang/err_de_wrong_landing.kamisado");
    assert!(h.contains("`Grün Rechts 3 Orange`"), "{h}");
    let h = help("fixtures/kamisado/lang/err_en_wrong_landing.kamisado");
    assert!(h.contains("`Red >3 Blue`"), "{h}");
    let h = help("fixtures/kamisado/lang/err_fr_missing_fill.kamisado");
    assert!(
        h.contains("`Manche 2 par la gauche` or `Manche 2 par la droite`"),
        "{h}"
    );
    let h = help("fixtures/kamisado/lang/err_de_expected_direction.kamisado");
    assert!(h.contains("`Geradeaus 3` straight"), "{h}");
    assert!(!h.contains('↑'), "{h}");
}

#[test]
fn fmt_keeps_the_sheets_notation_unless_asked() {
    for path in [
        "fixtures/kamisado/valid/standard_fr_words.kamisado",
        "fixtures/kamisado/valid/standard_de_words.kamisado",
        "fixtures/kamisado/valid/long_fr_ascii.kamisado",
        "fixtures/kamisado/valid/long_de_arrows.kamisado",
    ] {
        let text = read(path);
        let before = one(&text).record.head.notation;
        let out = game().format(&text, kifu::NotationRequest::OWN).unwrap();
        assert_eq!(one(&out).record.head.notation, before, "{path}\n{out}");
        // the canonical layout is a fixed point: `fmt --check` passes on it
        assert_eq!(
            game().format(&out, kifu::NotationRequest::OWN).unwrap(),
            out,
            "{path}"
        );
        // --lang alone keeps the style, --style alone keeps the language
        let de = game()
            .format(
                &text,
                kifu::NotationRequest {
                    lang: Some(kifu::Lang::De),
                    style: None,
                },
            )
            .unwrap();
        assert_eq!(
            one(&de).record.head.notation,
            style(Lang::De, before.arrows),
            "{path}"
        );
        let ascii = game()
            .format(
                &text,
                kifu::NotationRequest {
                    lang: None,
                    style: Some(kifu::Style::Ascii),
                },
            )
            .unwrap();
        assert_eq!(
            one(&ascii).record.head.notation,
            style(before.lang, ArrowStyle::Ascii),
            "{path}"
        );
    }
    let fr = game()
        .format(
            &read("fixtures/kamisado/valid/standard_fr_words.kamisado"),
            kifu::NotationRequest::OWN,
        )
        .unwrap();
    assert!(fr.contains("Jaune Gauche 2 Jaune") && fr.contains("Manche 2 par la gauche"));
    // an abbreviated sheet is written out in full words of its language
    let short = game()
        .format(
            &read("fixtures/kamisado/lang/ok_fr_abbreviations.kamisado"),
            kifu::NotationRequest::OWN,
        )
        .unwrap();
    let body = |s: &str| s.split("Manche 1").nth(1).unwrap().to_owned();
    assert_eq!(body(&short), body(&fr));
}

#[test]
fn fmt_check_passes_on_canonical_french_and_german_words_sheets() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["standard_fr_words", "standard_de_words"] {
        let fixture = format!("fixtures/kamisado/valid/{name}.kamisado");
        let (out, _) = run(&["fmt", &fixture], 0);
        let canonical = write(dir.path(), &format!("{name}.kamisado"), &out);
        run(&["fmt", "--check", &canonical], 0);
        // and `--write` leaves it as it is
        run(&["fmt", "--write", &canonical], 0);
        assert_eq!(
            fs::read_to_string(&canonical).unwrap(),
            ran(&["fmt", &fixture]).0
        );
    }
    let fr = "fixtures/kamisado/valid/standard_fr_words.kamisado";
    run(&["fmt", fr, "--lang", "xx"], 2);
}

#[test]
fn moves_are_listed_in_the_sheets_notation() {
    let text = read("fixtures/kamisado/valid/standard_fr_words.kamisado");
    let at = At {
        round: Some(1),
        ply: Some(2),
    };
    let own = game()
        .moves_written(&text, at, kifu::NotationRequest::OWN)
        .unwrap();
    assert!(
        own.lines().skip(1).all(|l| l.starts_with("Rouge Devant ")
            || l.starts_with("Rouge Gauche ")
            || l.starts_with("Rouge Droite ")),
        "{own}"
    );
    assert_eq!(game().moves(&text, at).unwrap(), own);
    let en = game()
        .moves_written(
            &text,
            at,
            kifu::NotationRequest {
                lang: Some(kifu::Lang::En),
                style: None,
            },
        )
        .unwrap();
    assert!(en.contains("Red Straight 4 Blue"), "{en}");
    let ascii = game()
        .moves_written(
            &text,
            at,
            kifu::NotationRequest {
                lang: None,
                style: Some(kifu::Style::Ascii),
            },
        )
        .unwrap();
    assert!(ascii.contains("Rouge ^4 Bleu"), "{ascii}");
    let de = "fixtures/kamisado/valid/standard_de_words.kamisado";
    let (out, _) = run(
        &[
            "moves", de, "--round", "1", "--ply", "1", "--style", "arrows",
        ],
        0,
    );
    has(&out, "Braun ↑5 Grün");
}

#[test]
fn headers_and_scores_in_more_forms() {
    for (text, number, fill) in [
        ("Round 2:", 2, None),
        ("Round 2: from left", 2, Some("left")),
        ("Manche 2 (gauche)", 2, Some("left")),
        ("Manche 3 (par la droite)", 3, Some("right")),
        ("2. Runde von links", 2, Some("left")),
        ("3. Runde (rechts)", 3, Some("right")),
        ("Runde 4: links", 4, Some("left")),
    ] {
        let (r, p) = parse(text);
        assert!(p.is_empty(), "{text}: {p:#?}");
        match &r.items[..] {
            [kamisado::Item::Round(h)] => {
                assert_eq!(h.number.node, number, "{text}");
                assert_eq!(h.fill.map(|f| f.node.name()), fill, "{text}");
                assert_eq!(h.span.range(), 0..text.len(), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    for (text, black, white) in [
        ("Score: 0:1", 0, 1),
        ("Points : 0-1", 0, 1),
        ("Stand: 2-1", 2, 1),
        ("Punkte 1:3", 1, 3),
        ("Stand 0–1", 0, 1),
    ] {
        let (r, p) = parse(text);
        assert!(p.is_empty(), "{text}: {p:#?}");
        match &r.items[..] {
            [kamisado::Item::Score(s)] => {
                assert_eq!((s.black.node, s.white.node), (black, white), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    for (text, bad) in [
        ("Manche 2 (gauche", "(gauche"),
        ("Manche 2 (haut)", "haut"),
        ("0. Runde von links", "0"),
        ("Runde 2 ()", ")"),
    ] {
        let (_, p) = parse(text);
        assert_eq!(p.len(), 1, "{text}: {p:#?}");
        assert_eq!(p[0].code, "kamisado::syntax::bad-round-header", "{text}");
        let at = &text[p[0].span.range()];
        assert!(
            at == bad || (bad == "gauche" && p[0].span.start == text.len()),
            "{text}: {at:?}"
        );
    }
}

/// Colour prefixes several colours share (`V`: Violet or Vert, `R`: Rouge or Rose in
/// French; `R`: Rot or Rosa in German) are settled by legality: the sheets cut so replay
/// as their full words, `fmt` writes the colours played, the JSON keeps what was written.
#[test]
fn colour_abbreviations_are_settled_by_legality() {
    for (short, full, cut) in [
        (
            "ok_fr_colour_abbreviations",
            "standard_fr_words",
            "Rose Devant 6 Bleu",
        ),
        (
            "ok_de_colour_abbreviations",
            "standard_de_words",
            "Rot Geradeaus 6 Rosa",
        ),
    ] {
        let text = read(&format!("fixtures/kamisado/lang/{short}.kamisado"));
        let a = one(&text);
        let b = one(&read(&format!("fixtures/kamisado/valid/{full}.kamisado")));
        assert!(a.is_valid(), "{short}: {:#?}", a.problems);
        assert!(a.record.head.colour_abbreviations.len() > 20, "{short}");
        assert_eq!(moves(&a), moves(&b), "{short}");
        let fmt = |c: &Checked| kamisado::write_record(&c.record, c.record.head.notation);
        assert_eq!(fmt(&a), fmt(&b), "{short}");
        assert!(fmt(&a).contains(cut), "{short}");
        let json = serde_json::to_string(&kamisado::to_json(
            &text,
            &a.record,
            a.replay.as_ref().unwrap(),
        ))
        .unwrap();
        let written = |c: &Checked| -> Vec<String> {
            c.record
                .head
                .colour_abbreviations
                .iter()
                .map(|a| text[a.span.range()].to_owned())
                .collect()
        };
        assert!(written(&a).iter().all(|w| w == "R" || w == "V"), "{short}");
        assert!(json.contains("\"written\":\"R "), "{short}");
    }
}

/// A colour prefix with two legal readings, or none, is an `ambiguous-abbreviation` error
/// on the prefix, listing the readings in the sheet's words.
#[test]
fn ambiguous_colour_prefixes_list_their_readings() {
    let c = one("Manche 1\n1. V Devant 4 V\n");
    let p = &c.problems[0];
    assert_eq!(p.code, "kamisado::rule::ambiguous-abbreviation");
    assert_eq!(p.span, kifu::Span::new(12, 13));
    assert_eq!(
        p.message.to_string(),
        "this abbreviation could be Violet (purple) or Vert (green)"
    );
    let help = p.help.as_ref().map(ToString::to_string).unwrap();
    assert!(
        help.starts_with("`Violet Devant 4 Vert` and `Vert Devant 4 Violet` are all legal"),
        "{help}"
    );
    let c = one("Runde 1\n1. R Links 5 R\n");
    let p = &c.problems[0];
    assert_eq!(p.code, "kamisado::rule::ambiguous-abbreviation");
    let help = p.help.as_ref().map(ToString::to_string).unwrap();
    assert!(
        help.starts_with("no reading is a legal move here (`Rosa Links 5 Rosa`, `Rosa Links 5 Rot`, `Rot Links 5 Rosa`, `Rot Links 5 Rot`)"),
        "{help}"
    );
}
