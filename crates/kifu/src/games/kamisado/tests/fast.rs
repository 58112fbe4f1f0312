//! The fast path of `validate` (`kamisado::fast`) agrees with the full pipeline: whenever
//! it answers, the full check finds the record valid, with no problem at all, and the same
//! status, plies and summary. The fast path of `convert` (`kamisado::json::quick_json`)
//! gives the full pipeline's JSON. Checked on every fixture, on generated matches, and on
//! many damaged copies of them.

use std::path::Path;

use crate::core::{CheckedRecord, LineIndex, Span, Spanned, header};
use crate::games::kamisado::MatchKind;
use crate::games::kamisado::check::check_one;
use crate::games::kamisado::fast::quick_check;
use crate::games::kamisado::generate::Generator;
use crate::games::kamisado::json::{quick_json, to_json_with};
use crate::games::kamisado::ReplayOptions;
use crate::games::kamisado::replay::Status;
use crate::kamisado::json::to_notation;
use crate::kamisado::{self, Action, Colour, Direction, Entry, Fill, Item, Reader, Visitor};

/// Compare both paths on every record of `text`; the number of records the fast path took.
/// `convert` too: whenever its fast path ([`quick_json`]) answers, the JSON is the full
/// pipeline's.
fn agree(text: &str, what: &str) -> usize {
    let mut fast = 0;
    for span in header::split_records(text) {
        let record = &text[span.range()];
        let index = LineIndex::new(record);
        // Compared as the JSON written out (the model borrows from the fast path's tree).
        let quick = quick_json(&index, record, |json| serde_json::to_string(json).unwrap());
        let alone = check_one(record, Span::new(0, record.len()), ReplayOptions::default());
        match (&quick, &alone.replay) {
            (Some(json), Some(replay)) => {
                assert!(
                    alone.problems.is_empty() && alone.is_valid(),
                    "{what}\n{record}"
                );
                assert_eq!(
                    json,
                    &serde_json::to_string(&to_json_with(&index, record, &alone.record, replay))
                        .unwrap(),
                    "{what}"
                );
            }
            (Some(_), None) => {
                panic!("{what}: convert's fast path took a record that does not replay\n{record}")
            }
            (None, _) => {}
        }
        let full = check_one(text, span, ReplayOptions::default());
        let Some(q) = quick_check(text, span) else {
            continue;
        };
        fast += 1;
        assert!(
            quick.is_some(),
            "{what}: convert's fast path did not take\n{record}"
        );
        assert!(
            full.problems.is_empty(),
            "{what}: fast path took a record with problems {:?}\n{record}",
            full.problems
        );
        assert!(full.is_valid(), "{what}\n{record}");
        assert_eq!(CheckedRecord::plies(&full), q.plies, "{what}\n{record}");
        assert_eq!(
            CheckedRecord::is_finished(&full),
            q.replay.status() == Status::Finished,
            "{what}\n{record}"
        );
        assert_eq!(
            CheckedRecord::outcome(&full).to_string(),
            q.replay.outcome().to_string(),
            "{what}\n{record}"
        );
        assert_eq!(CheckedRecord::stopped_at(&full), None, "{what}");
    }
    fast
}

/// The repository's fixtures.
fn fixtures() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}

fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files(&p, out);
        } else {
            out.push(p);
        }
    }
}

#[test]
fn fixtures_agree() {
    let mut all = Vec::new();
    files(&fixtures(), &mut all);
    let mut fast = 0;
    for p in &all {
        let bytes = std::fs::read(p).unwrap();
        if let Ok((text, _)) = header::decode(&bytes) {
            fast += agree(text, &p.display().to_string());
        }
    }
    assert!(fast > 0, "the fast path took no fixture at all");
}

fn generated(seed: u64, kind: MatchKind) -> String {
    to_notation(&Generator::new(seed).random_match(kind))
        .expect("reads back")
        .text
}

#[test]
fn generated_matches_take_the_fast_path() {
    use MatchKind::{Long, Marathon, Simple, Standard};
    for (seed, kind) in (1..).zip([Simple, Standard, Long, Marathon, Marathon]) {
        let text = generated(seed, kind);
        assert_eq!(agree(&text, "generated"), 1, "{text}");
        assert!(quick_check(&text, Span::new(0, text.len())).is_some());
    }
}

#[test]
fn a_misnumbered_record_is_left_to_the_full_check() {
    let text = generated(4, MatchKind::Standard);
    // The third line of round 1 numbered 5: the full check warns, so neither fast path
    // answers (they only answer for records free of problems).
    let damaged = text.replacen("\n3. ", "\n5. ", 1);
    assert_ne!(damaged, text);
    let all = Span::new(0, damaged.len());
    assert!(quick_check(&damaged, all).is_none());
    let index = LineIndex::new(&damaged);
    assert!(quick_json(&index, &damaged, |_| ()).is_none());
    let full = check_one(&damaged, all, ReplayOptions::default());
    assert!(full.is_valid());
    let codes: Vec<&str> = full.problems.iter().map(|p| p.code).collect();
    assert_eq!(codes, ["kamisado::numbering"]);
    assert_eq!(agree(&damaged, "misnumbered"), 0);
    // The same record numbered right takes both.
    assert_eq!(agree(&text, "generated"), 1);

    // A round White begins (`1. ...`) whose second line is numbered 1 again: in sequence
    // had Black begun it, so only the replay, which knows who begins, tells.
    let (text, at) = (1..)
        .map(|seed| generated(seed, MatchKind::Standard))
        .find_map(|t| {
            t.find("\n1. ")
                .and_then(|_| t.find("..."))
                .map(|at| (t, at))
        })
        .unwrap();
    let second = at + text[at..].find("\n2. ").unwrap();
    let mut damaged = text.clone();
    damaged.replace_range(second..second + 4, "\n1. ");
    let all = Span::new(0, damaged.len());
    assert!(quick_check(&damaged, all).is_none());
    let index = LineIndex::new(&damaged);
    assert!(quick_json(&index, &damaged, |_| ()).is_none());
    let full = check_one(&damaged, all, ReplayOptions::default());
    let said: Vec<String> = full.problems.iter().map(|p| p.message.to_string()).collect();
    assert_eq!(said, ["move number 1, but this is move 2"]);
    assert_eq!(agree(&text, "generated"), 1);
}

/// A small deterministic generator (xorshift) for the damage.
struct Rng(u64);

impl Rng {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    /// Replace a few characters at a random place of `t` by one of `pieces`.
    fn damage(&mut self, t: &mut String, pieces: &[&str]) {
        let mut at = self.next(t.len() + 1);
        while !t.is_char_boundary(at) {
            at -= 1;
        }
        let mut end = (at + self.next(6)).min(t.len());
        while !t.is_char_boundary(end) {
            end += 1;
        }
        t.replace_range(at..end, pieces[self.next(pieces.len())]);
    }

    /// Damage `copies` copies of each base (`hits` draws how many places in one copy) and
    /// check that both paths agree on each; how many copies the fast path took.
    fn damage_all(
        &mut self,
        bases: &[(String, String)],
        copies: usize,
        pieces: &[&str],
        hits: fn(&mut Rng) -> usize,
    ) -> usize {
        let mut fast = 0;
        for (what, base) in bases {
            for _ in 0..copies {
                let mut t = base.clone();
                for _ in 0..hits(self) {
                    self.damage(&mut t, pieces);
                }
                fast += agree(&t, what);
            }
        }
        fast
    }
}

/// The damage both damage tests start their pieces with.
const BLANKS_AND_DIGITS: &[&str] = &["", " ", "\n", "0", "1", "7", "8"];

#[test]
fn damaged_matches_agree() {
    let pieces = [
        BLANKS_AND_DIGITS,
        &[
            "↑",
            "↖",
            "↗",
            "↓",
            "+",
            "...",
            "…",
            "Red",
            "Pink",
            "Blue",
            "Brown",
            "left",
            "right",
            "from",
            "Round",
            "Score:",
            "{x}",
            ";x\n",
            "[A \"b\"]",
            "-",
            ".",
            "é",
            "Rouge",
            "Pi",
            "\u{a0}",
            "[Match \"simple\"]",
            "[Position \"x\"]",
        ],
    ]
    .concat();
    let bases: Vec<_> = (0..40)
        .map(|seed| {
            let kind = [MatchKind::Simple, MatchKind::Standard, MatchKind::Marathon][seed % 3];
            ("damaged".to_owned(), generated(seed as u64 + 100, kind))
        })
        .collect();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let fast = rng.damage_all(&bases, 60, &pieces, |rng| 1 + rng.next(2));
    // Some damage (inside a comment-free tag value, a swap of equal words) leaves the
    // record valid; most must not.
    assert!(fast > 0);
}

/// The same records in every language and style `kifu fmt` writes, and as people type
/// them (one space between entries, a line per move number, any case).
fn every_style(text: &str) -> Vec<(String, String)> {
    use crate::core::game::Game as _;
    let g = &crate::games::kamisado::GAME;
    let mut out = Vec::new();
    for &lang in g.languages() {
        for &style in g.styles() {
            let asked = crate::Notation { lang, style }.into();
            let t = g.format(text, asked).expect("formats");
            // Typed: runs of spaces are one space, body lines in lower case.
            let typed: String = t
                .lines()
                .map(|l| {
                    let l = l.split_whitespace().collect::<Vec<_>>().join(" ");
                    if l.starts_with('[') {
                        l
                    } else {
                        l.to_lowercase()
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            out.push((format!("{lang} {style}"), t));
            out.push((format!("{lang} {style} typed"), typed + "\n"));
        }
    }
    out
}

#[test]
fn every_language_and_style_takes_the_fast_path_and_agrees() {
    use MatchKind::{Long, Marathon, Standard};
    for (seed, kind) in [(6, Standard), (7, Long), (8, Marathon)] {
        let text = generated(seed, kind);
        for (what, t) in every_style(&text) {
            assert_eq!(agree(&t, &what), 1, "{what}: the fast path gave up\n{t}");
        }
    }
}

#[test]
fn damaged_matches_in_other_languages_agree() {
    let pieces = [
        BLANKS_AND_DIGITS,
        &[
            "<",
            ">",
            "^",
            "v",
            "V",
            "+",
            "...",
            "Vert",
            "Rouge",
            "Grün",
            "Gruen",
            "gauche",
            "Links",
            "rechts",
            "droite",
            "Devant",
            "Geradeaus",
            "tout",
            "droit",
            "par",
            "la",
            "von",
            "from",
            "Manche",
            "Runde",
            "Score:",
            "{x}",
            ";x\n",
            "Ro",
            "é",
            "ü",
            "\u{a0}",
            "Arrière",
            "Zurück",
        ],
    ]
    .concat();
    let bases: Vec<_> = (0..24)
        .flat_map(|seed| {
            let kind = [MatchKind::Standard, MatchKind::Marathon][seed % 2];
            every_style(&generated(seed as u64 + 300, kind))
                .into_iter()
                .skip(2)
        })
        .collect();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let fast = rng.damage_all(&bases, 6, &pieces, |_| 1);
    assert!(fast > 0);
}

/// What a [`Visitor`] is shown, one line an event (the spans of an entry's parts left
/// out: the fast reading gives none).
#[derive(Default)]
struct Events(Vec<String>);

impl Visitor for Events {
    fn tag(&mut self, key: Spanned<&str>, value: Spanned<&str>, span: Span) {
        let (k, v) = (key.node, value.node);
        self.0.push(format!(
            "tag {k}={v} {span:?} {:?} {:?}",
            key.span, value.span
        ));
    }
    fn round(&mut self, number: u32, fill: Option<Fill>, span: Span) {
        self.0.push(format!("round {number} {fill:?} {span:?}"));
    }
    fn move_number(&mut self, number: u32, span: Span) {
        self.0.push(format!("number {number} {span:?}"));
    }
    fn ellipsis(&mut self, span: Span) {
        self.0.push(format!("ellipsis {span:?}"));
    }
    fn score(&mut self, black: u32, white: u32, span: Span) {
        self.0.push(format!("score {black}-{white} {span:?}"));
    }
    fn comment(&mut self, text: &str, span: Span) {
        self.0.push(format!("comment {text:?} {span:?}"));
    }
    fn step(&mut self, tower: Colour, dir: Direction, dist: u8, landing: Colour, span: Span) {
        self.0.push(format!(
            "step {tower:?} {dir:?} {dist} {landing:?} {span:?}"
        ));
    }
    fn entry(&mut self, entry: &Entry) {
        self.0.push(entry_event(entry));
    }
    fn invalid(&mut self, span: Span) {
        self.0.push(format!("invalid {span:?}"));
    }
    fn problem(&mut self, problem: &crate::Problem) {
        self.0.push(format!("problem {}", problem.code));
    }
}

fn entry_event(entry: &Entry) -> String {
    let segments: Vec<String> = entry
        .segments
        .iter()
        .map(|s| {
            format!(
                "{:?} {:?} {:?}",
                s.tower.node,
                s.action_kind(),
                s.landing.node
            )
        })
        .collect();
    format!("entry {} {:?}", segments.join(" + "), entry.span)
}

trait ActionKind {
    fn action_kind(&self) -> String;
}

impl ActionKind for crate::kamisado::Segment {
    fn action_kind(&self) -> String {
        match self.action {
            Action::Step { dir, dist } => format!("{:?} {}", dir.node, dist.node),
            Action::Blocked { .. } => "blocked".to_owned(),
        }
    }
}

/// The events `kamisado::parse` gives for the record at `span` of `text`: what the
/// [`Reader`] must show, whichever way it reads the record.
fn parsed_events(text: &str, span: Span) -> Vec<String> {
    let (record, problems) = crate::games::kamisado::notation::parse_range(text, span);
    let parsed = crate::Parsed { record, problems };
    let mut out = Events::default();
    for t in &parsed.record.tags {
        out.tag(
            Spanned::new(t.key.node.as_str(), t.key.span),
            Spanned::new(t.value.node.as_str(), t.value.span),
            t.span,
        );
    }
    if let Err(problems) = kamisado::replay(&parsed.record, ReplayOptions::default())
        && problems
            .iter()
            .any(|p| p.code == "kamisado::syntax::bad-match")
    {
        out.0.push("problem kamisado::syntax::bad-match".to_owned());
    }
    for p in &parsed.problems {
        out.problem(p);
    }
    for item in &parsed.record.items {
        match item {
            Item::Round(h) => out.round(h.number.node, h.fill.map(|f| f.node), h.span),
            Item::MoveNumber(n) => out.move_number(n.node, n.span),
            Item::Ellipsis(s) => out.ellipsis(*s),
            Item::Entry(e) => match (e.segments.as_slice(), e.segments.first().map(|s| s.action)) {
                ([s], Some(Action::Step { dir, dist })) => {
                    out.step(s.tower.node, dir.node, dist.node, s.landing.node, e.span)
                }
                _ => out.entry(e),
            },
            Item::Score(s) => out.score(s.black.node, s.white.node, s.span),
            Item::Comment(c) => out.comment(&c.node, c.span),
            Item::Invalid(s) => out.invalid(*s),
        }
    }
    out.0
}

/// The public [`Reader`] shows a [`Visitor`] what `kamisado::parse` reads, event for
/// event and span for span, on every record of every fixture and on generated matches:
/// the same whether the fast reading takes the record or the recovering grammar does.
#[test]
fn the_reader_shows_what_parse_reads() {
    let mut all = Vec::new();
    files(&fixtures().join("kamisado"), &mut all);
    let mut texts: Vec<(String, String)> = Vec::new();
    for p in &all {
        let bytes = std::fs::read(p).unwrap();
        if let Ok((text, _)) = header::decode(&bytes) {
            texts.push((p.display().to_string(), text.to_owned()));
        }
    }
    for (seed, kind) in (1..).zip([MatchKind::Simple, MatchKind::Marathon]) {
        texts.push(("generated".to_owned(), generated(seed, kind)));
    }
    let (mut fast, mut records) = (0, 0);
    for (what, text) in &texts {
        let reader = Reader::new(text);
        for span in reader.records() {
            records += 1;
            fast += usize::from(quick_check(text, span).is_some());
            let seen = reader.read(span, |_| Events::default());
            assert_eq!(seen.0, parsed_events(text, span), "{what}");
        }
    }
    assert!(fast > 0 && fast < records, "{fast} of {records} read fast");
}

/// A visitor that stops: the reading ends after the item where it asked to.
#[test]
fn a_visitor_stops_the_reading() {
    #[derive(Default)]
    struct FirstTwo(usize);
    impl Visitor for FirstTwo {
        fn step(&mut self, _: Colour, _: Direction, _: u8, _: Colour, _: Span) {
            self.0 += 1;
        }
        fn keep_reading(&self) -> bool {
            self.0 < 2
        }
    }
    let text = generated(3, MatchKind::Standard);
    let reader = Reader::new(&text);
    let span = reader.records().next().unwrap();
    assert_eq!(reader.read(span, |_| FirstTwo::default()).0, 2);
    // Read by the recovering grammar (an abbreviation `Ro`… is outside the fast reading).
    let typed = text.replacen("Red ", "Re ", 1);
    let reader = Reader::new(&typed);
    let span = reader.records().next().unwrap();
    assert!(quick_check(&typed, span).is_none());
    assert_eq!(reader.read(span, |_| FirstTwo::default()).0, 2);
}
