//! The fast path of `validate` (`kamisado::fast`) agrees with the full pipeline: whenever
//! it answers, the full check finds the record valid, with no problem at all, and the same
//! status, plies and summary. The fast path of `convert` (`kamisado::json::quick_json`)
//! gives the full pipeline's JSON. Checked on every fixture, on generated matches, and on
//! many damaged copies of them.

use std::path::Path;

use kifu::core::{CheckedRecord, LineIndex, Span, header};
use kifu::games::kamisado::MatchKind;
use kifu::games::kamisado::check::check_one;
use kifu::games::kamisado::fast::quick_check;
use kifu::games::kamisado::generate::Generator;
use kifu::games::kamisado::json::{quick_json, to_json_with, to_notation};
use kifu::games::kamisado::{ReplayOptions, Status};

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
            CheckedRecord::summary(&full),
            q.replay.next_to_move(),
            "{what}\n{record}"
        );
        assert_eq!(CheckedRecord::stopped_at(&full), None, "{what}");
    }
    fast
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
    files(Path::new("fixtures"), &mut all);
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
    let said: Vec<&str> = full.problems.iter().map(|p| p.message.as_str()).collect();
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
    use kifu::core::game::Game;
    let g = &kifu::games::kamisado::GAME;
    let mut out = Vec::new();
    for &lang in g.languages() {
        for &style in g.styles() {
            let asked = kifu::Notation { lang, style }.into();
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
