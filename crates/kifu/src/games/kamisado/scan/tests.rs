use super::settle::SettleOptions;
use super::{CellAt, HeaderAt, SectionAt, Sheet, Written, write};
use crate::core::diag::Level;
use crate::games::kamisado::ast::{Item, MatchKind};
use crate::games::kamisado::board::Side;
use crate::games::kamisado::notation::{Style, write_entry, write_record};

/// Black's first move ticked as both Brown ↑1 and Green ↑1, then White's clear reply: the
/// reply's tower tells which (decided); without the reply nothing tells (uncertain).
fn two_towers(with_reply: bool) -> Sheet {
    let at = |line, side| CellAt {
        page: 1,
        line,
        side,
    };
    Sheet {
        rounds: vec![super::settle::tests::two_towers(with_reply).0],
        places: vec![SectionAt {
            header: HeaderAt {
                page: 1,
                section: 1,
            },
            cells: vec![at(1, Side::Black), at(1, Side::White)],
        }],
        form: super::Form::Ticks,
    }
}

/// The sheet of a simple match settled and written in English with arrows.
fn settled_and_written(sheet: &Sheet) -> Written {
    let s = super::settle::settle(
        &sheet.rounds,
        Some(MatchKind::Simple),
        &SettleOptions::default(),
    );
    write(&s, sheet, &Style::ENGLISH_ARROWS)
}

#[test]
fn an_uncertain_entry_gets_a_diagnostic_on_its_text_naming_its_page_and_line() {
    let w = settled_and_written(&two_towers(false));
    let p = w
        .problems
        .iter()
        .find(|p| p.code == "kifu::scan::uncertain")
        .unwrap_or_else(|| panic!("{:?}\n{}", w.problems, w.text));
    assert_eq!(p.level, Level::Error);
    assert!(p.message.to_string().contains("page 1, line 1, Black"), "{}", p.message);
    let entry = &w.text[p.span.range()];
    assert!(
        entry == "Brown ↑1 Purple" || entry == "Green ↑1 Brown",
        "{entry}"
    );
    assert!(w.text.contains("{scan: uncertain"), "{}", w.text);
}

#[test]
fn a_decided_entry_gets_a_comment_and_the_record_replays() {
    let w = settled_and_written(&two_towers(true));
    // Said as a warning too, on the comment (issue 31: never a silent exit 0).
    assert_eq!(w.problems.len(), 1, "{:?}", w.problems);
    let p = &w.problems[0];
    assert_eq!((p.code, p.level), ("kifu::scan::decided", Level::Warning));
    assert!(p.message.to_string().contains("page 1, line 1, Black"), "{}", p.message);
    assert!(
        w.text[p.span.range()].starts_with("{scan: decided"),
        "{}",
        w.text
    );
    assert!(
        w.text.contains("1. Brown ↑1 Purple {scan: decided"),
        "{}",
        w.text
    );
    let checked = crate::games::kamisado::check::check(&w.text, Default::default());
    assert_eq!(checked.len(), 1);
    assert!(checked[0].problems.is_empty(), "{:?}", checked[0].problems);
}

#[test]
fn pages_given_twice_or_missing_are_reported() {
    use super::{PagesError, check_pages};
    assert!(check_pages(&[(1, "a.jpg"), (2, "b.jpg"), (3, "c.jpg")]).is_empty());
    // Pages after the last one given cannot be known to be missing.
    assert!(check_pages(&[(1, "a.jpg")]).is_empty());
    assert_eq!(
        check_pages(&[(1, "a.jpg"), (1, "b.jpg")]),
        vec![PagesError::SamePage {
            page: 1,
            first: "a.jpg".into(),
            second: "b.jpg".into()
        }]
    );
    // A run of missing pages is one problem.
    assert_eq!(
        check_pages(&[(2, "b.jpg"), (4, "d.jpg"), (10, "j.jpg")])
            .iter()
            .map(|p| match p {
                PagesError::MissingPage { page, .. } => (*page, *page),
                PagesError::MissingPages { first, last, .. } => (*first, *last),
                other => panic!("{other:?}"),
            })
            .collect::<Vec<_>>(),
        [(1, 1), (3, 3), (5, 9)]
    );
    assert_eq!(
        check_pages(&[(64, "board.png")])[0].to_string(),
        "pages 1 to 63 of the sheet are missing (the photos are page 64)"
    );
    let e = &check_pages(&[(2, "b.jpg"), (10, "j.jpg")])[0];
    assert_eq!(
        e.to_string(),
        "page 1 of the sheet is missing (the photos are page 2 and page 10)"
    );
}

#[test]
fn the_written_record_is_the_record_its_text_reads_as() {
    for with_reply in [true, false] {
        let w = settled_and_written(&two_towers(with_reply));
        let parsed = crate::kamisado::parse(&w.text);
        assert_eq!(parsed.len(), 1, "{}", w.text);
        assert!(parsed[0].problems.is_empty(), "{:?}", parsed[0].problems);
        let style = Style::ENGLISH_ARROWS;
        assert_eq!(
            write_record(&w.record, &style),
            write_record(&parsed[0].record, &style)
        );
        assert_eq!(w.record.items.len(), parsed[0].record.items.len());
        assert_eq!(
            w.record.tag("Match").map(|t| t.value.node.as_str()),
            Some("simple")
        );
        assert_eq!(w.record.tags, parsed[0].record.tags);
        // Every item stands in the text where its span says.
        for (item, read) in w.record.items.iter().zip(&parsed[0].record.items) {
            match (item, read) {
                (Item::Entry(e), Item::Entry(r)) => {
                    assert_eq!(&w.text[e.span.range()], write_entry(e, &style));
                    assert_eq!(e.span, r.span);
                }
                (Item::Comment(c), Item::Comment(r)) => {
                    assert_eq!(c.node, r.node);
                    assert_eq!(c.span, r.span);
                }
                (Item::Round(h), Item::Round(r)) => assert_eq!(h.span, r.span),
                (Item::MoveNumber(n), Item::MoveNumber(r)) => assert_eq!(n, r),
                (a, b) => assert_eq!(std::mem::discriminant(a), std::mem::discriminant(b)),
            }
        }
    }
}

/// Every word of the scan's problems, said in `lang`.
fn said(w: &Written, lang: crate::values::Lang) -> Vec<String> {
    w.problems
        .iter()
        .flat_map(|p| {
            let s = p.said(lang);
            [Some(s.message), s.label, s.help]
        })
        .flatten()
        .collect()
}

#[test]
fn the_scans_problems_are_said_in_french_and_german() {
    use crate::values::Lang;
    let uncertain = settled_and_written(&two_towers(false));
    let decided = settled_and_written(&two_towers(true));
    assert_eq!(
        said(&uncertain, Lang::Fr),
        [
            "page 1, ligne 1, Noir : les coches se lisent aussi `Brown ↑1 Purple`",
            "lu ainsi, mais sans certitude",
            "regardez les cases tour, arrivée à la page 1, ligne 1, Noir et corrigez la partie à la main, ou cochez-les de nouveau nettement et scannez à nouveau",
        ]
    );
    assert_eq!(
        said(&decided, Lang::De),
        [
            "Seite 1, Zeile 1, Schwarz: entschieden; die Kreuze zeigen `Green ↑1 Purple`, `Green ↑4 Purple` lässt sich schlechter nachspielen",
            "nach den Regeln entschieden",
            "die Einträge ringsum entscheiden diesen; sehen Sie sich im Zweifel die Kästchen auf Seite 1, Zeile 1, Schwarz an",
        ]
    );
}

/// The notes a record gets are in its own language.
#[test]
fn a_french_record_gets_french_notes() {
    let sheet = two_towers(false);
    let s = super::settle::settle(
        &sheet.rounds,
        Some(MatchKind::Simple),
        &SettleOptions::default(),
    );
    let style = Style {
        lang: crate::games::kamisado::style::Lang::Fr,
        ..Style::ENGLISH_ARROWS
    };
    let w = write(&s, &sheet, &style);
    assert!(w.text.contains("{scan: incertain ; aussi `"), "{}", w.text);
}

/// The same sheet read from the handwriting form: its problems name the round block (here
/// the second) and the writing, never a page, ticks or boxes, and write the readings in the
/// record's notation; the tick form's words stay its own.
#[test]
fn a_handwriting_sheets_problems_name_its_block_and_its_writing() {
    use crate::values::Lang;
    let hand = |with_reply, style: &Style| {
        let mut sheet = two_towers(with_reply);
        sheet.form = super::Form::Handwriting;
        sheet.places[0].header.section = 2;
        let s = super::settle::settle(
            &sheet.rounds,
            Some(MatchKind::Simple),
            &SettleOptions::default(),
        );
        write(&s, &sheet, style)
    };
    let french = Style {
        lang: crate::games::kamisado::style::Lang::Fr,
        ..Style::ENGLISH_ARROWS
    };
    assert_eq!(
        said(&hand(false, &french), Lang::Fr),
        [
            "bloc 2, ligne 1, Noir : l'écriture se lit aussi `Marron ↑1 Violet`",
            "lu ainsi, mais sans certitude",
            "regardez les cellules tour et arrivée au bloc 2, ligne 1, Noir et corrigez la partie vous-même, ou récrivez le coup nettement et scannez à nouveau",
        ]
    );
    assert_eq!(
        said(&hand(true, &Style::ENGLISH_ARROWS), Lang::En),
        [
            "block 2, line 1, Black: decided; the writing reads Green ↑1 Purple, Green ↑4 Purple does not replay as well",
            "decided by the rules",
            "the entries around it decide this one; look at block 2, line 1, Black on the sheet if in doubt",
        ]
    );
    assert_eq!(
        said(&hand(true, &Style::ENGLISH_ARROWS), Lang::De),
        [
            "Block 2, Zeile 1, Schwarz: entschieden; die Schrift zeigt `Green ↑1 Purple`, `Green ↑4 Purple` lässt sich schlechter nachspielen",
            "nach den Regeln entschieden",
            "die Einträge ringsum entscheiden diesen; sehen Sie sich im Zweifel Block 2, Zeile 1, Schwarz auf dem Blatt an",
        ]
    );
    let w = hand(false, &french);
    assert!(w.text.contains("{scan: incertain ; aussi `"), "{}", w.text);
    assert!(
        !w.text.contains("Brown") && !w.text.contains("Purple"),
        "{}",
        w.text
    );
}
