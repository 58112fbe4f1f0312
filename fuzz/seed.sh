#!/usr/bin/env bash
# Fill fuzz/corpus/<target>/ with seeds from fixtures/ (the corpus itself is not committed).
set -euo pipefail
cd "$(dirname "$0")"
for t in kamisado_notation kamisado_validate; do
  mkdir -p "corpus/$t"
  find ../fixtures/kamisado -name '*.kamisado' -exec cp {} "corpus/$t/" \;
done
mkdir -p corpus/kamisado_position
i=0
grep -rhoE '"[OBPKYRGNobpkyrgn+1-8/]{15,} [bw] [-A-Za-z] ?[-!A-Za-z]*( [a-h][1-8])?"' ../src ../tests ../fixtures | tr -d '"' | sort -u | while read -r line; do
  i=$((i+1)); printf '%s' "$line" > "corpus/kamisado_position/seed$i"
done
mkdir -p corpus/all_games corpus/setups
n=0
for f in $(find ../fixtures -type f); do
  n=$((n+1))
  case "$f" in
    *.kamisado) b='\x00' ;; *.samourai) b='\x01' ;; *.kaito) b='\x02' ;; *.kasane) b='\x03' ;; *) b='' ;;
  esac
  if [ -n "$b" ]; then { printf "$b"; cat "$f"; } > "corpus/all_games/seed$n"; else cp "$f" "corpus/setups/seed$n"; fi
done
mkdir -p corpus/kamisado_json
for f in ../fixtures/kamisado/book/*.kamisado; do
  ../target/release/kifu convert "$f" --to json -o "corpus/kamisado_json/$(basename "$f" .kamisado).json"
done
# Regression inputs found by fuzzing are kept in fuzz/regressions/<target>/.
for d in regressions/*/; do
  [ -d "$d" ] && cp "$d"* "corpus/$(basename "$d")/" 2>/dev/null || true
done
