//! `cargo bench --bench validate`: checking a generated corpus of marathon matches, one
//! thread, from memory (no I/O). The corpus (about `KIFU_BENCH_MB` MB, default 100) is
//! generated at the start with the same seeded generator as `kifu gen --match marathon`.
//!
//! - `split`: cutting the text into records only;
//! - `parse-only`: the full parser (AST and diagnostics) on every record, no replay;
//! - `detect-notation`: the language and style of every record read from its words (done
//!   by the full parser first);
//! - `parse+replay/fast`: what `kifu validate` does per record (the fast path, which
//!   falls back to the full pipeline when it cannot answer);
//! - `parse+replay/full`: the full pipeline (AST, replay keeping every ply) on every
//!   record, as `kifu validate` did before the fast path.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kifu::kamisado::json::to_notation;
use kifu::kamisado::{self, Generator, Lang, MatchKind, ReplayOptions};
use kifu::{CheckedRecord, GameKind, Span, check_record};
use std::hint::black_box;

fn corpus() -> String {
    let mb: usize = std::env::var("KIFU_BENCH_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let mut g = Generator::new(1);
    let mut text = String::new();
    while text.len() < mb * 1_000_000 {
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(
            &to_notation(&g.random_match(MatchKind::Marathon))
                .expect("reads back")
                .text,
        );
    }
    text
}

const OPTIONS: ReplayOptions = ReplayOptions { all: false };

/// The plies of the records at `spans` of `text`, each record checked by `plies_of`.
fn all_plies(text: &str, spans: &[Span], plies_of: impl Fn(&str, Span) -> usize) -> usize {
    spans.iter().map(|&s| plies_of(black_box(text), s)).sum()
}

fn validate(c: &mut Criterion) {
    let text = corpus();
    let spans: Vec<_> = kifu::records(&text).collect();
    let plies: usize = spans
        .iter()
        .map(|&s| check_record(GameKind::Kamisado, &text, s, false).plies())
        .sum();
    eprintln!(
        "corpus: {:.1} MB, {} records, {} plies ({:.1} bytes per ply)",
        text.len() as f64 / 1e6,
        spans.len(),
        plies,
        text.len() as f64 / plies as f64
    );
    let mut g = c.benchmark_group("kamisado-validate");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("split", |b| {
        b.iter(|| kifu::records(black_box(&text)).count())
    });
    g.bench_function("parse-only", |b| {
        b.iter(|| {
            spans
                .iter()
                .map(|&s| {
                    kamisado::parse(&black_box(&text)[s.range()])
                        .iter()
                        .map(|p| p.record.items.len())
                        .sum::<usize>()
                })
                .sum::<usize>()
        })
    });
    // The language and style read from the words (issue 13): part of `parse-only`.
    g.bench_function("detect-notation", |b| {
        b.iter(|| {
            spans
                .iter()
                .filter(|&&s| kamisado::notation_of(black_box(&text), s).lang == Lang::En)
                .count()
        })
    });
    g.bench_function("parse+replay/fast", |b| {
        b.iter(|| {
            all_plies(&text, &spans, |t, s| {
                check_record(GameKind::Kamisado, t, s, OPTIONS.all).plies()
            })
        })
    });
    g.bench_function("parse+replay/full", |b| {
        b.iter(|| {
            all_plies(&text, &spans, |t, s| {
                kamisado::check(&t[s.range()], OPTIONS)
                    .iter()
                    .map(|c| c.plies())
                    .sum()
            })
        })
    });
    g.finish();
}

criterion_group!(benches, validate);
criterion_main!(benches);
