//! The words of the Kamisado score sheet in English, French and German: colours,
//! directions, round headers and fill directions, and how a written word is matched
//! (any case, accents optional, colour prefixes of at least two letters).
//!
//! `grammar/kamisado.ebnf` lists the same words; keep them in step.

use super::ast::Fill;
use super::board::{Colour, Direction};

/// Colour words, folded (lower case, no accents). `ue` spellings stand for `ü`.
pub const COLOUR_WORDS: &[(&str, Colour)] = &[
    ("orange", Colour::Orange),
    ("blue", Colour::Blue),
    ("bleu", Colour::Blue),
    ("blau", Colour::Blue),
    ("purple", Colour::Purple),
    ("violet", Colour::Purple),
    ("lila", Colour::Purple),
    ("violett", Colour::Purple),
    ("pink", Colour::Pink),
    ("rose", Colour::Pink),
    ("rosa", Colour::Pink),
    ("yellow", Colour::Yellow),
    ("jaune", Colour::Yellow),
    ("gelb", Colour::Yellow),
    ("red", Colour::Red),
    ("rouge", Colour::Red),
    ("rot", Colour::Red),
    ("green", Colour::Green),
    ("vert", Colour::Green),
    ("grun", Colour::Green),
    ("gruen", Colour::Green),
    ("brown", Colour::Brown),
    ("marron", Colour::Brown),
    ("braun", Colour::Brown),
];

/// Direction words (single words), folded. `tout droit` is two words and handled by the
/// parser; bare `droit` is ambiguous (`devant` or `droite`).
pub const DIRECTION_WORDS: &[(&str, Direction)] = &[
    ("straight", Direction::Straight),
    ("forward", Direction::Straight),
    ("devant", Direction::Straight),
    ("geradeaus", Direction::Straight),
    ("left", Direction::Left),
    ("gauche", Direction::Left),
    ("links", Direction::Left),
    ("right", Direction::Right),
    ("droite", Direction::Right),
    ("rechts", Direction::Right),
    ("back", Direction::Back),
    ("arriere", Direction::Back),
    ("zuruck", Direction::Back),
    ("zurueck", Direction::Back),
    // ASCII arrow for back (the other ASCII arrows are punctuation)
    ("v", Direction::Back),
];

/// Words opening a round header.
pub const ROUND_WORDS: &[&str] = &["round", "manche", "runde"];

/// Fill words that name the side directly (`left`, `gauche`, `links`, …).
pub const FILL_WORDS: &[(&str, Fill)] = &[
    ("left", Fill::Left),
    ("right", Fill::Right),
    ("gauche", Fill::Left),
    ("droite", Fill::Right),
    ("links", Fill::Left),
    ("rechts", Fill::Right),
];

/// The score line keyword.
pub const SCORE_WORD: &str = "score";

/// Words introducing the fill side of a round header, each with the article that may
/// follow it and the side words: `from left`, `par la gauche` (`la` optional), `von links`.
pub type FillFrom = (
    &'static str,
    Option<&'static str>,
    [(&'static str, Fill); 2],
);
pub const FILL_FROM_WORDS: &[FillFrom] = &[
    ("from", None, [("left", Fill::Left), ("right", Fill::Right)]),
    (
        "par",
        Some("la"),
        [("gauche", Fill::Left), ("droite", Fill::Right)],
    ),
    (
        "von",
        None,
        [("links", Fill::Left), ("rechts", Fill::Right)],
    ),
];

/// Lower-case a character and drop its accent (`É` → `e`, `ü` → `u`).
pub fn fold_char(c: char) -> char {
    let c = if c.is_ascii() {
        c.to_ascii_lowercase()
    } else {
        c.to_lowercase().next().unwrap_or(c)
    };
    match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'ç' => 'c',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'ñ' => 'n',
        'ÿ' => 'y',
        other => other,
    }
}

/// How a written word compares with a folded vocabulary word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WordMatch {
    Exact,
    /// The written word is a proper prefix of the vocabulary word.
    Prefix,
    No,
}

/// Compare `written` (any case, accents) with the folded `word`. Never looks at more of
/// `written` than `word` is long, so a huge garbage word costs nothing.
pub fn compare(written: &str, word: &str) -> WordMatch {
    let mut w = word.chars();
    for c in written.chars() {
        match w.next() {
            Some(v) if v == fold_char(c) => {}
            _ => return WordMatch::No,
        }
    }
    if w.next().is_none() {
        WordMatch::Exact
    } else {
        WordMatch::Prefix
    }
}

/// Whether `written` is exactly the folded `word`.
pub fn is(written: &str, word: &str) -> bool {
    compare(written, word) == WordMatch::Exact
}

/// What a word means as a colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColourLookup {
    Found(Colour),
    /// A prefix of words of different colours: the candidate words (folded).
    Ambiguous(Vec<&'static str>),
    Unknown,
}

/// Read a colour word: a full word of any language, or a prefix of at least two letters
/// that names one colour only.
pub fn colour(written: &str) -> ColourLookup {
    // A whole word, looked up at once in the table made from `COLOUR_WORDS`.
    if let Some(c) = super::fast::exact_colour(written) {
        return ColourLookup::Found(c);
    }
    let mut found: Option<Colour> = None;
    let mut mixed = false;
    for &(word, col) in COLOUR_WORDS {
        match compare(written, word) {
            WordMatch::Exact => return ColourLookup::Found(col),
            WordMatch::Prefix if written.chars().nth(1).is_some() => {
                if found.is_some_and(|f| f != col) {
                    mixed = true;
                }
                found = Some(col);
            }
            _ => {}
        }
    }
    match found {
        Some(_) if mixed => ColourLookup::Ambiguous(
            COLOUR_WORDS
                .iter()
                .filter(|(w, _)| compare(written, w) == WordMatch::Prefix)
                .map(|&(w, _)| w)
                .collect(),
        ),
        Some(c) => ColourLookup::Found(c),
        None => ColourLookup::Unknown,
    }
}

/// A direction word (full words only), or `None`.
pub fn direction(written: &str) -> Option<Direction> {
    // The table made from `DIRECTION_WORDS` (and the other word lists) holds every word.
    super::fast::exact_direction(written)
}

/// The closest word of `words` to `written` by edit distance, if close enough to be a
/// plausible typo. Words longer than 20 characters are not compared.
pub fn suggest<'w>(written: &str, words: impl IntoIterator<Item = &'w str>) -> Option<&'w str> {
    let folded: Vec<char> = written.chars().take(21).map(fold_char).collect();
    if folded.len() > 20 || folded.len() < 2 {
        return None;
    }
    let limit = (folded.len() / 3).max(1);
    words
        .into_iter()
        .map(|w| (levenshtein(&folded, w), w))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, w)| w)
}

fn levenshtein(a: &[char], b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    // Optimal string alignment distance: a swap of two neighbours (`Pnik`) costs 1.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    for (i, &ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            let mut d = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
            if i > 0 && j > 0 && ca == b[j - 1] && a[i - 1] == cb {
                d = d.min(before[j - 1] + 1);
            }
            cur[j + 1] = d;
        }
        std::mem::swap(&mut before, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The written form of a folded word for messages: `grun` → `Grün`.
pub fn display(word: &str) -> String {
    let word = match word {
        "grun" | "gruen" => "grün",
        "zuruck" | "zurueck" => "zurück",
        "arriere" => "arrière",
        w => w,
    };
    let mut chars = word.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_in_every_language_case_and_accent() {
        for (w, c) in [
            ("Grün", Colour::Green),
            ("GRUN", Colour::Green),
            ("gruen", Colour::Green),
            ("Violett", Colour::Purple),
            ("Marron", Colour::Brown),
            ("bl", Colour::Blue),
            ("Vio", Colour::Purple),
            ("rou", Colour::Red),
            ("ROS", Colour::Pink),
            ("Rot", Colour::Red),
        ] {
            assert_eq!(colour(w), ColourLookup::Found(c), "{w}");
        }
        assert_eq!(
            colour("Ro"),
            ColourLookup::Ambiguous(vec!["rose", "rosa", "rouge", "rot"])
        );
        assert_eq!(colour("b"), ColourLookup::Unknown);
        assert_eq!(colour("Blueish"), ColourLookup::Unknown);
    }

    #[test]
    fn directions_and_suggestions() {
        assert_eq!(direction("Zurück"), Some(Direction::Back));
        assert_eq!(direction("ARRIÈRE"), Some(Direction::Back));
        assert_eq!(direction("V"), Some(Direction::Back));
        assert_eq!(direction("droit"), None);
        assert_eq!(direction("Gauch"), None);
        assert_eq!(
            suggest("Yelow", COLOUR_WORDS.iter().map(|w| w.0)),
            Some("yellow")
        );
        assert_eq!(
            suggest("Purpel", COLOUR_WORDS.iter().map(|w| w.0)),
            Some("purple")
        );
        assert_eq!(suggest("xyzzy", COLOUR_WORDS.iter().map(|w| w.0)), None);
        assert_eq!(display("grun"), "Grün");
    }
}
