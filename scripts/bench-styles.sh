#!/usr/bin/env bash
# Every game × writing style × command (validate, convert, fmt), each measured beside
# `grep -c` on the same file in the same run (see BENCHMARKS.md, "Every style").
#
#   scripts/bench-styles.sh [DIR]     # corpora go to DIR (default target/bench-corpus)
#   KIFU=path/to/kifu RUNS=3 scripts/bench-styles.sh
#
# The Kamisado corpus is 3,000 generated marathon matches (seed 11) rewritten by
# `kifu fmt` in each language and style, plus French words as people type them (one space
# between entries). Samouraï, Kaitō and Colors of Kasane: 3,000 `kifu gen` records each.
# Each figure is the fastest of RUNS runs (the machine is shared: the minimum is the least
# disturbed); peak memory is the maximum resident set size from `/usr/bin/time`.
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

base=$dir/km-base.kamisado
[ -s "$base" ] || "$kifu" gen --match marathon --count 3000 --seed 11 -o "$base"
files=()
for lang in en fr de; do
    for style in arrows words ascii; do
        f=$dir/km-$lang-$style.kamisado
        [ -s "$f" ] || "$kifu" fmt --lang "$lang" --style "$style" "$base" > "$f"
        files+=("$f")
    done
done
typed=$dir/km-fr-words-typed.kamisado
[ -s "$typed" ] || sed -E 's/ +/ /g' "$dir/km-fr-words.kamisado" > "$typed"
files+=("$typed")
for game in samourai kaito kasane; do
    f=$dir/gen.$game
    [ -s "$f" ] || "$kifu" gen --game "$game" --count 3000 --seed 11 -o "$f"
    files+=("$f")
done

out=$dir/.stdout
# Fastest of $runs: "wall_s maxrss_kb".
best() {
    local b="" line
    for _ in $(seq "$runs"); do
        line=$(/usr/bin/time -f "%e %M" "$@" 2>&1 > "$out" | tail -1)
        if [ -z "$b" ] || awk -v a="${line% *}" -v b="${b% *}" 'BEGIN {exit !(a < b)}'; then
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
    awk -v f="$(basename "$f")" -v l="$label" -v mb="$mb" -v w="${r% *}" -v k="${r#* }" \
        -v gw="${g% *}" 'BEGIN {
            w = (w < 0.005) ? 0.005 : w; gw = (gw < 0.005) ? 0.005 : gw;
            printf "| %s | %s | %s | %.2f | %.0f | %.1f | %.0f |\n",
                f, l, mb, w, mb / w, k / 1024, mb / gw }'
}
echo "| file | command | MB | wall s | MB/s | peak RSS MB | grep -c MB/s |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for f in "${files[@]}"; do
    row "$f" "validate -j1" "$kifu" validate -q -j 1 "$f"
    row "$f" "validate -j2" "$kifu" validate -q -j 2 "$f"
    row "$f" "convert --to jsonl -j1" "$kifu" convert "$f" --to jsonl -j 1
    row "$f" "convert --to json -j1" "$kifu" convert "$f" --to json -j 1
    row "$f" "fmt" "$kifu" fmt "$f"
done
