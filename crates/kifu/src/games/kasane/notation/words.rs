//! Words near a misspelt one: the players' names, the combinations' names.

use crate::games::kasane::cards::Combination;

/// [`same_word`] for a word that is not all ASCII.
#[cold]
#[inline(never)]
pub(super) fn same_word_unicode(word: &str, lower: &str) -> bool {
    word.chars().flat_map(char::to_lowercase).eq(lower.chars())
}

/// Edit distance (for "did you mean").
pub(super) fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// The closest word to `word` among `candidates` (case-insensitive), if close enough.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    // No name is anywhere near this long: a huge "word" is not a typo (and is not compared).
    if word.len() > 64 {
        return None;
    }
    let w = word.to_lowercase();
    candidates
        .into_iter()
        .map(|c| (distance(&w, &c.to_lowercase()), c))
        .filter(|&(d, c)| d <= (c.chars().count() / 3).max(1))
        .min_by_key(|&(d, _)| d)
        .map(|(_, c)| c)
}

pub(super) fn all_combination_names() -> impl Iterator<Item = &'static str> {
    Combination::ALL
        .into_iter()
        .flat_map(|c| [c.name(), c.english()])
}
