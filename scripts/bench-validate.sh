#!/usr/bin/env bash
# Measure `kifu validate` on generated marathon corpora (see BENCHMARKS.md).
#
#   scripts/bench-validate.sh [DIR]     # corpora go to DIR (default target/bench-corpus)
#
# Writes a ~107 MB corpus (17000 marathon matches, seed 11) and a ~1.07 GB one (the same
# file ten times), then times, five runs each (medians are what BENCHMARKS.md reports):
#   - `grep -c .` over the corpus (the floor: reading every line once);
#   - `kifu validate -q -j 1` and `-j 2` (wall time, CPU time from perf stat if present);
#   - peak memory (`/usr/bin/time -v`) of `kifu validate -q` on the 1 GB file.
# The corpora are not committed.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-target/bench-corpus}
mkdir -p "$dir"
cargo build --release --quiet
kifu=target/release/kifu
small=$dir/marathon-100mb.kamisado
big=$dir/marathon-1gb.kamisado
[ -s "$small" ] || "$kifu" gen --match marathon --count 17000 --seed 11 -o "$small"
[ -s "$big" ] || for _ in $(seq 10); do cat "$small"; done > "$big"
ls -l "$small" "$big"

runs=5
# Standard output goes to a file, not /dev/null: GNU grep stops at the first match when
# its output is /dev/null.
out=$dir/.stdout
stat() { # label, command...
    local label=$1
    shift
    for _ in $(seq $runs); do
        if command -v perf > /dev/null; then
            perf stat -x, -e task-clock -- "$@" 2>&1 > "$out" | awk -F, -v l="$label" \
                '/task-clock/ {cpu=$1} /records/ {sum=$0} END {printf "%s cpu_ms=%s\n", l, cpu}'
        fi
        /usr/bin/time -f "$label wall_s=%e maxrss_kb=%M" "$@" 2>&1 > "$out" | grep wall_s
    done
}
stat "grep -c ." grep -c . "$small"
stat "validate -j1" "$kifu" validate -q -j 1 "$small"
stat "validate -j2" "$kifu" validate -q -j 2 "$small"
stat "validate 1GB -j1" "$kifu" validate -q -j 1 "$big"
stat "validate 1GB -j2" "$kifu" validate -q -j 2 "$big"
"$kifu" validate -q "$small" 2>&1 | tail -1
