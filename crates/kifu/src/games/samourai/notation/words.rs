//! The words of a Samouraï announcement: the kinds' names in each language, folded
//! (accents off), and the nearest word to a misspelt one.

use crate::games::samourai::board::Kind;

/// Lower case, accents off (ō → o, ū → u, ï → i, é → e …).
pub fn fold(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'ō' | 'ô' | 'ö' | 'ò' | 'ó' => 'o',
            'ū' | 'û' | 'ü' | 'ù' | 'ú' => 'u',
            'ï' | 'î' | 'ì' | 'í' | 'ī' => 'i',
            'é' | 'è' | 'ê' | 'ë' | 'ē' => 'e',
            'à' | 'â' | 'ä' | 'á' | 'ā' => 'a',
            c => c,
        })
        .collect()
}

/// Every word for a kind, as folded by [`fold`] (`ho bo` is read as two words).
pub const KIND_WORDS: [(&str, Kind); 16] = [
    ("taiyo", Kind::Sun),
    ("soleil", Kind::Sun),
    ("sun", Kind::Sun),
    ("ryu", Kind::Dragon),
    ("dragon", Kind::Dragon),
    ("washi", Kind::Ibis),
    ("ibis", Kind::Ibis),
    ("katana", Kind::Sword),
    ("sabre", Kind::Sword),
    ("sword", Kind::Sword),
    ("hobo", Kind::Mekura),
    ("mekura", Kind::Mekura),
    ("shiro", Kind::Shiro),
    ("anzen", Kind::Anzen),
    ("saber", Kind::Sword),
    ("ryuu", Kind::Dragon),
];

/// A short word as one number, for matching it against the kind words: its bytes (at
/// most 7), each lowered by setting its bit 5, and its length in the top byte; `None` for
/// a longer word. Setting bit 5 lowers an ASCII letter and makes a lower-case letter of
/// no other byte, so a word has a kind word's key only when it is that word in some case.
#[inline(always)]
const fn lowered_key(word: &[u8]) -> Option<u64> {
    if word.len() > 7 {
        return None;
    }
    let mut key = (word.len() as u64) << 56;
    let mut i = 0;
    while i < word.len() {
        key |= ((word[i] | 0x20) as u64) << (8 * i);
        i += 1;
    }
    Some(key)
}

/// [`KIND_WORDS`] as [`lowered_key`]s, in the same order.
const KIND_KEYS: [u64; KIND_WORDS.len()] = {
    let mut keys = [0; KIND_WORDS.len()];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = match lowered_key(KIND_WORDS[i].0.as_bytes()) {
            Some(k) => k,
            None => panic!("a kind word is at most 7 ASCII letters"),
        };
        i += 1;
    }
    keys
};

/// The kind a (folded) word names.
pub fn kind_word(word: &str) -> Option<Kind> {
    // A short ASCII word is compared as one number with each kind word's; anything else
    // is folded once.
    if word.is_ascii() {
        return ascii_kind_word(word.as_bytes());
    }
    let folded = fold(word);
    KIND_WORDS
        .iter()
        .find(|(k, _)| *k == folded)
        .map(|&(_, kind)| kind)
}

/// [`kind_word`] for a word of ASCII letters and digits.
#[inline]
pub(super) fn ascii_kind_word(word: &[u8]) -> Option<Kind> {
    let key = lowered_key(word)?;
    // The Japanese words (the commonest) first; then the others, one by one.
    const TAIYO: u64 = KIND_KEYS[0];
    const RYU: u64 = KIND_KEYS[3];
    const WASHI: u64 = KIND_KEYS[5];
    const KATANA: u64 = KIND_KEYS[7];
    Some(match key {
        TAIYO => Kind::Sun,
        RYU => Kind::Dragon,
        WASHI => Kind::Ibis,
        KATANA => Kind::Sword,
        _ => {
            let i = KIND_KEYS.iter().position(|&k| k == key)?;
            KIND_WORDS[i].1
        }
    })
}

/// `fold(word) == folded`, without making the folded copy.
#[inline]
pub fn folds_to(word: &str, folded: &str) -> bool {
    if word.is_ascii() {
        return word.eq_ignore_ascii_case(folded);
    }
    fold(word) == folded
}

/// Levenshtein distance, for "did you mean" on unknown words.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == cb {
                prev
            } else {
                1 + prev.min(cur).min(row[j])
            };
            prev = cur;
        }
    }
    row[b.len()]
}

pub(super) fn nearest_kind_word(word: &str) -> Option<&'static str> {
    // No kind is anywhere near this long: a huge "word" is not a typo (and is not compared).
    if word.len() > 64 {
        return None;
    }
    let w = fold(word);
    let (best, d) = KIND_WORDS
        .iter()
        .map(|(k, _)| (*k, edit_distance(&w, k)))
        .min_by_key(|&(_, d)| d)?;
    (d <= (w.chars().count() / 3).max(1)).then_some(match best {
        "hobo" => "ho bo",
        b => b,
    })
}
