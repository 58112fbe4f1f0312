# The bench corpora, shared by the bench scripts (sourced, not run):
#
#   corpora KIFU DIR PREFIX MATCHES LANG:STYLE…
#
# makes, where they are missing, a Kamisado corpus of MATCHES generated marathon matches
# (seed 11) rewritten by `kifu fmt` in each LANG:STYLE (DIR/PREFIX-LANG-STYLE.kamisado),
# the French words as people type them (one space between entries) when `fr:words` is
# among them, and 3,000 `kifu gen` records (seed 11) of each other game
# (DIR/gen.GAME); the array `files` lists them in that order. None is committed.
corpora() {
    local kifu=$1 dir=$2 prefix=$3 matches=$4
    shift 4
    local base=$dir/$prefix-base.kamisado f spec lang style game
    mkdir -p "$dir"
    [ -s "$base" ] || "$kifu" gen --match marathon --count "$matches" --seed 11 -o "$base"
    files=()
    for spec in "$@"; do
        lang=${spec%%:*} style=${spec#*:}
        f=$dir/$prefix-$lang-$style.kamisado
        [ -s "$f" ] || "$kifu" fmt --lang "$lang" --style "$style" "$base" > "$f"
        files+=("$f")
    done
    if [[ " $* " == *" fr:words "* ]]; then
        f=$dir/$prefix-fr-words-typed.kamisado
        [ -s "$f" ] || sed -E 's/ +/ /g' "$dir/$prefix-fr-words.kamisado" > "$f"
        files+=("$f")
    fi
    for game in samourai kaito kasane; do
        f=$dir/gen.$game
        [ -s "$f" ] || "$kifu" gen --game "$game" --count 3000 --seed 11 -o "$f"
        files+=("$f")
    done
}
