//! Syntax fixtures: every `err_*` file renders its problems (snapshot), every `ok_*` file
//! reads without problems, survives parse → write → parse, and writes stably.

mod common;

use std::path::Path;
use std::sync::Arc;

use common::{one, render_plain};
use kifu::kamisado::{
    self, Action, ArrowStyle, Entry, Item, Lang, Record, RoundHeader, ScoreLine, Segment, Style,
    Tag,
};
use kifu::text::decode;
use kifu::{Problem, SourceProblem, Span, Spanned};
use miette::NamedSource;

/// A text read as one record, and its problems.
fn parse(text: &str) -> (Record, Vec<Problem>) {
    one(kamisado::parse(text))
}

/// The displayable text of a fixture and every problem found in it (decoding, syntax,
/// match length).
fn check(path: &Path) -> (String, Vec<Problem>) {
    let bytes = std::fs::read(path).expect("fixture readable");
    match decode(&bytes) {
        Ok((text, _bom)) => {
            let (record, mut problems) = parse(text);
            // A bad `[Match]` value is the one thing that stops a replay before it starts.
            if let Err(p) = kamisado::replay(&record, Default::default()) {
                problems.extend(p);
            }
            (text.to_owned(), problems)
        }
        Err(mut p) => {
            // Show the bytes with the bad one replaced; the label covers the replacement.
            let lossy = String::from_utf8_lossy(&bytes).into_owned();
            p.span = Span::new(p.span.start, p.span.start + '\u{fffd}'.len_utf8());
            (lossy, vec![p])
        }
    }
}

fn render(path: &Path, text: String, problems: Vec<Problem>) -> String {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let source = Arc::new(NamedSource::new(name, Arc::<str>::from(text)));
    let list: Vec<SourceProblem> = problems
        .into_iter()
        .map(|p| SourceProblem::new(source.clone(), p, kifu::Lang::En))
        .collect();
    render_plain(&list, 100)
}

#[test]
fn error_fixtures() {
    insta::glob!("../fixtures/kamisado/syntax", "err_*.kamisado", |path| {
        let (text, problems) = check(path);
        assert!(!problems.is_empty(), "{}: no problem found", path.display());
        // `err_bad_tag.kamisado` must report `…::bad-tag` (the recovery fixture reports many).
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let wanted = stem.trim_start_matches("err_").replace('_', "-");
        if wanted != "recovery-many" {
            assert_eq!(problems.len(), 1, "{stem}: {problems:#?}");
            assert!(
                problems[0].code.ends_with(&format!("::{wanted}")),
                "{stem}: got {}",
                problems[0].code
            );
        } else {
            assert!(problems.len() >= 5, "{problems:#?}");
        }
        insta::assert_snapshot!(render(path, text, problems));
    });
}

/// Every error code has its fixture.
#[test]
fn every_code_has_a_fixture() {
    let codes = [
        "record::invalid-utf8",
        "record::unterminated-comment",
        "record::bad-tag",
        "record::duplicate-tag",
        "kamisado::syntax::unknown-colour",
        "kamisado::syntax::ambiguous-direction",
        "kamisado::syntax::expected-direction",
        "kamisado::syntax::expected-distance",
        "kamisado::syntax::expected-landing",
        "kamisado::syntax::bad-distance",
        "kamisado::syntax::too-many-pushed",
        "kamisado::syntax::bad-round-header",
        "kamisado::syntax::bad-score",
        "kamisado::syntax::unexpected",
        "kamisado::syntax::bad-match",
    ];
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/kamisado/syntax");
    for code in codes {
        let short = code.rsplit("::").next().unwrap().replace('-', "_");
        let path = dir.join(format!("err_{short}.kamisado"));
        let (_, problems) = check(&path);
        assert!(
            problems.iter().any(|p| p.code == code),
            "{code} not reported by {}",
            path.display()
        );
    }
}

// ----- spans stripped, for comparing records read from different texts ------------------

fn z<T>(s: Spanned<T>) -> Spanned<T> {
    Spanned::new(s.node, Span::default())
}

fn strip_segment(s: &Segment) -> Segment {
    Segment {
        tower: z(s.tower),
        action: match s.action {
            Action::Step { dir, dist } => Action::Step {
                dir: z(dir),
                dist: z(dist),
            },
            Action::Blocked { .. } => Action::Blocked {
                zero: Span::default(),
            },
        },
        landing: z(s.landing),
        span: Span::default(),
    }
}

/// The record without spans and without invalid items (the writer drops those).
fn strip(r: &Record) -> Record {
    Record {
        tags: r
            .tags
            .iter()
            .map(|t| Tag {
                key: z(t.key.clone()),
                value: z(t.value.clone()),
                span: Span::default(),
            })
            .collect(),
        items: r
            .items
            .iter()
            .filter_map(|i| {
                Some(match i {
                    Item::Round(h) => Item::Round(RoundHeader {
                        number: z(h.number),
                        fill: h.fill.map(z),
                        span: Span::default(),
                    }),
                    Item::MoveNumber(n) => Item::MoveNumber(z(*n)),
                    Item::Ellipsis(_) => Item::Ellipsis(Span::default()),
                    Item::Entry(e) => Item::Entry(Entry {
                        segments: e.segments.iter().map(strip_segment).collect(),
                        span: Span::default(),
                    }),
                    Item::Score(s) => Item::Score(ScoreLine {
                        black: z(s.black),
                        white: z(s.white),
                        span: Span::default(),
                    }),
                    Item::Comment(c) => Item::Comment(z(c.clone())),
                    Item::Invalid(_) => return None,
                })
            })
            .collect(),
        span: Span::default(),
        // the language and style read from the words differ between translations
        ..Record::default()
    }
}

fn all_styles() -> impl Iterator<Item = Style> {
    [Lang::En, Lang::Fr, Lang::De].into_iter().flat_map(|lang| {
        [ArrowStyle::Arrows, ArrowStyle::Words, ArrowStyle::Ascii]
            .map(|arrows| Style { lang, arrows })
    })
}

#[test]
fn ok_fixtures_read_round_trip_and_write_stably() {
    insta::glob!("../fixtures/kamisado/syntax", "ok_*.kamisado", |path| {
        let bytes = std::fs::read(path).unwrap();
        let (text, _) = decode(&bytes).unwrap();
        let (record, problems) = parse(text);
        assert!(problems.is_empty(), "{}: {problems:#?}", path.display());
        assert!(kamisado::replay(&record, Default::default()).is_ok());
        assert!(
            record.entries().next().is_some()
                || record.items.iter().any(|i| matches!(i, Item::Round(_)))
        );
        for style in all_styles() {
            let written = kamisado::write_record(&record, style);
            let (again, problems) = parse(&written);
            assert!(problems.is_empty(), "{style:?}\n{written}\n{problems:#?}");
            assert_eq!(strip(&again), strip(&record), "{style:?}\n{written}");
            assert_eq!(kamisado::write_record(&again, style), written, "{style:?}");
        }
        let mut out = String::new();
        for style in [
            Style::default(),
            Style {
                lang: Lang::Fr,
                arrows: ArrowStyle::Words,
            },
            Style {
                lang: Lang::De,
                arrows: ArrowStyle::Ascii,
            },
        ] {
            out.push_str(&format!("----- {style:?}\n"));
            out.push_str(&kamisado::write_record(&record, style));
        }
        insta::assert_snapshot!(out);
    });
}

#[test]
fn parse_all_reads_concatenated_fixtures() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/kamisado/syntax");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("ok_"))
        })
        .collect();
    names.sort();
    let texts: Vec<String> = names
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    let joined = texts.join("\n");
    let all = kamisado::parse(&joined);
    assert_eq!(all.len(), texts.len());
    let mut offset = 0;
    for (kifu::Parsed { record, problems }, text) in all.iter().zip(&texts) {
        assert!(problems.is_empty(), "{problems:#?}");
        let (alone, _) = parse(text);
        assert_eq!(strip(record), strip(&alone));
        assert_eq!(record.span.start, offset);
        offset += text.len() + 1;
    }
}
