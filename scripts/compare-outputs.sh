#!/usr/bin/env bash
# Compare two builds of `kifu` on every fixture × command: stdout, stderr and exit code.
#
#   scripts/compare-outputs.sh OLD_KIFU NEW_KIFU [GAME…]      # default: every game
#   CMDS='validate|validate --all' scripts/compare-outputs.sh old/kifu target/release/kifu kamisado
#
# The commands (CMDS, separated by `|`) default to validate, validate --all, fmt and
# convert --to json. Each fixture (fixtures/GAME/**, any file) is run with both binaries
# from the repository root; the script prints one line per difference and a summary
# (runs, differences), and exits non-zero when any output differs. The timing of
# `validate`'s summary (`0.0 MB in 0.00 s (3.7 MB/s)`) differs from run to run and is
# masked before the comparison.
set -uo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n '2,9p' "$0"; exit 2; }
old=$(realpath "$1") new=$(realpath "$2")
shift 2
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(kamisado samourai kaito kasane)
IFS='|' read -r -a cmds <<< "${CMDS:-validate|validate --all|fmt|convert --to json}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
runs=0 diffs=0
for game in "${games[@]}"; do
    while IFS= read -r -d '' f; do
        for cmd in "${cmds[@]}"; do
            for side in old new; do
                bin=$old
                [ $side = new ] && bin=$new
                # shellcheck disable=SC2086 # the command is words
                NO_COLOR=1 "$bin" $cmd "$f" > "$tmp/$side.out" 2> "$tmp/$side.raw"
                echo $? > "$tmp/$side.rc"
                sed -E 's/[0-9.]+ MB in [0-9.]+ s \([0-9.]+ MB\/s\)/(timing)/' "$tmp/$side.raw" > "$tmp/$side.err"
            done
            runs=$((runs + 1))
            for part in out err rc; do
                if ! cmp -s "$tmp/old.$part" "$tmp/new.$part"; then
                    diffs=$((diffs + 1))
                    echo "differs: kifu $cmd $f ($part)"
                    break
                fi
            done
        done
    done < <(find "fixtures/$game" -type f -print0 | sort -z)
done
echo "runs: $runs, differences: $diffs"
[ $diffs -eq 0 ]
