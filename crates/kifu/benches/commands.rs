//! `cargo bench --bench commands`: every game × writing style × command, one thread, from
//! memory (no I/O), through the [`Game`] trait as the CLI drives it:
//!
//! - `validate`: [`Game::check_record`] on every record (what `kifu validate` does);
//! - `convert`: [`Game::record_json`] on every record, JSON Lines (`kifu convert --to jsonl`);
//! - `fmt`: [`Game::format`] on the whole text (`kifu fmt`).
//!
//! Kamisado: `KIFU_BENCH_RECORDS` generated marathon matches (default 300, about 2 MB)
//! rewritten in each language and style, and French words as people type them (one space
//! between entries). The other games: that many `kifu gen` records. `scripts/bench-styles.sh`
//! measures the same through the CLI beside `grep -c`, with the peak memory.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kifu::LineIndex;
use kifu::{Game, GameKind, JsonLayout, JsonRecord};
use std::hint::black_box;

fn records() -> u64 {
    std::env::var("KIFU_BENCH_RECORDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

/// (name, game, text) for every corpus.
fn corpora() -> Vec<(String, &'static dyn Game, String)> {
    let n = records();
    let kamisado = GameKind::Kamisado.engine();
    let base = kamisado
        .generate(11, n, &kifu::Variant::Marathon)
        .expect("generates");
    let mut out = Vec::new();
    for &lang in kamisado.languages() {
        for &style in kamisado.styles() {
            let asked = kifu::Notation { lang, style }.into();
            let text = kamisado.format(&base, asked).expect("formats");
            if (lang, style) == (kifu::Lang::Fr, kifu::Style::Words) {
                let typed: String = text
                    .lines()
                    .map(|l| {
                        l.split(' ')
                            .filter(|w| !w.is_empty())
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect::<Vec<_>>()
                    .join("\n");
                out.push(("kamisado-fr-words-typed".to_owned(), kamisado, typed + "\n"));
            }
            out.push((format!("kamisado-{lang}-{style}"), kamisado, text));
        }
    }
    // Every other game of the registry: its first variant.
    for g in GameKind::ALL
        .into_iter()
        .filter(|&k| k != GameKind::Kamisado)
        .map(GameKind::engine)
    {
        let variant = g.variants()[0];
        let text = g.generate(11, n, &variant).expect("generates");
        out.push((g.kind().name().to_owned(), g, text));
    }
    out
}

fn commands(c: &mut Criterion) {
    for (name, g, text) in corpora() {
        let spans: Vec<_> = kifu::records(&text).collect();
        let index = LineIndex::new(&text);
        let mut group = c.benchmark_group(name.as_str());
        group.sample_size(10);
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function("validate", |b| {
            b.iter(|| {
                spans
                    .iter()
                    .filter(|&&s| g.check_record(black_box(&text), s, false).is_valid())
                    .count()
            })
        });
        group.bench_function("convert-jsonl", |b| {
            let mut out = Vec::new();
            b.iter(|| {
                out.clear();
                for &s in &spans {
                    let record = &text[s.range()];
                    let lines = LineIndex::new(record).starting_at(index.line_col(s.start));
                    let _ = g.record_json(JsonRecord {
                        text: black_box(record),
                        lines: &lines,
                        layout: JsonLayout::Line,
                        out: &mut out,
                    });
                }
                out.len()
            })
        });
        let asked = g.default_notation().into();
        group.bench_function("fmt", |b| {
            b.iter(|| g.format(black_box(&text), asked).map(|t| t.len()))
        });
        group.finish();
    }
}

criterion_group!(benches, commands);
criterion_main!(benches);
