#!/usr/bin/env bash
# Every game × writing style × command (validate, convert, fmt), each measured beside
# `grep -c` on the same file in the same run (see BENCHMARKS.md, "Every style").
#
#   scripts/bench-styles.sh [DIR]     # corpora go to DIR (default target/bench-corpus)
#   KIFU=path/to/kifu RUNS=3 VALIDATE_ONLY=1 scripts/bench-styles.sh
#
# The Kamisado corpus is 3,000 generated marathon matches (seed 11) rewritten by
# `kifu fmt` in each language and style, plus French words as people type them (one space
# between entries). Samouraï, Kaitō and Colors of Kasane: 3,000 `kifu gen` records each.
# Each figure is the fastest of RUNS runs (the machine is shared: the minimum is the least
# disturbed). MB/s is given by wall time and by CPU time (user + system, which other work
# on the machine disturbs much less); peak memory is the maximum resident set size, all
# from `/usr/bin/time`.
# Prints one markdown table row per measurement.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-target/bench-corpus}
runs=${RUNS:-3}
mkdir -p "$dir"
if [ -z "${KIFU:-}" ]; then
    cargo build --release --quiet
    KIFU=target/release/kifu
fi
kifu=$KIFU

# shellcheck source=scripts/corpora.sh
. scripts/corpora.sh
corpora "$kifu" "$dir" km 3000 en:arrows en:words en:ascii fr:arrows fr:words fr:ascii \
    de:arrows de:words de:ascii

out=$dir/.stdout
# Fastest of $runs (by CPU time): "wall_s cpu_s maxrss_kb". CPU time is perf's
# task-clock when perf is there (millisecond resolution), else user + system time.
best() {
    local b="" line cpu
    for _ in $(seq "$runs"); do
        if command -v perf > /dev/null; then
            perf stat -x, -e task-clock -o "$dir/.perf" -- \
                /usr/bin/time -f "%e %U %S %M" -o "$dir/.time" "$@" > "$out" 2> /dev/null
            cpu=$(awk -F, '/task-clock/ {printf "%.3f", $1 / 1000}' "$dir/.perf")
        else
            /usr/bin/time -f "%e %U %S %M" -o "$dir/.time" "$@" > "$out" 2> /dev/null
            cpu=""
        fi
        line=$(awk -v c="$cpu" '{printf "%s %s %s", $1, (c == "" ? $2 + $3 : c), $4}' \
            "$dir/.time")
        if [ -z "$b" ] || awk -v a="$line" -v b="$b" \
            'BEGIN {split(a, x, " "); split(b, y, " "); exit !(x[2] < y[2])}'; then
            b=$line
        fi
    done
    echo "$b"
}
row() { # file, label, command...
    local f=$1 label=$2
    shift 2
    local mb r g
    mb=$(awk -v s="$(stat -c %s "$f")" 'BEGIN {printf "%.1f", s / 1e6}')
    r=$(best "$@")
    # grep -c on the same file in the same run (stdout to a file: GNU grep stops early
    # when its output is /dev/null).
    g=$(best grep -c . "$f")
    awk -v f="$(basename "$f")" -v l="$label" -v mb="$mb" -v r="$r" -v g="$g" 'BEGIN {
            split(r, x, " "); split(g, y, " ");
            for (i = 1; i <= 2; i++) { if (x[i] < 0.001) x[i] = 0.001; if (y[i] < 0.001) y[i] = 0.001 }
            printf "| %s | %s | %s | %.2f | %.0f | %.3f | %.0f | %.1f | %.0f | %.0f |\n",
                f, l, mb, x[1], mb / x[1], x[2], mb / x[2], x[3] / 1024, mb / y[1], mb / y[2] }'
}
echo "| file | command | MB | wall s | MB/s (wall) | CPU s | MB/s (CPU) | peak RSS MB | grep -c MB/s (wall) | grep -c MB/s (CPU) |"
echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
for f in "${files[@]}"; do
    row "$f" "validate -j1" "$kifu" validate -q -j 1 "$f"
    row "$f" "validate -j2" "$kifu" validate -q -j 2 "$f"
    [ -n "${VALIDATE_ONLY:-}" ] && continue
    row "$f" "convert --to jsonl -j1" "$kifu" convert "$f" --to jsonl -j 1
    row "$f" "convert --to json -j1" "$kifu" convert "$f" --to json -j 1
    row "$f" "fmt" "$kifu" fmt "$f"
done
