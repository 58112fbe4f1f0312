//! `cargo bench --bench perft`: Kamisado perft from the start position (one thread).

use criterion::{Criterion, criterion_group, criterion_main};
use kifu::kamisado::Position;
use std::hint::black_box;

fn perft(c: &mut Criterion) {
    let start = Position::start();
    let mut g = c.benchmark_group("kamisado-perft");
    g.sample_size(10);
    for depth in [5u32, 6, 7] {
        g.bench_function(format!("start-depth-{depth}"), |b| {
            b.iter(|| black_box(start).perft(black_box(depth)))
        });
    }
    g.bench_function("start-depth-6-no-bulk-counting", |b| {
        b.iter(|| black_box(start).perft_full(black_box(6)))
    });
    g.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
