//! The words of the Kamisado score sheet in English, French and German: colours,
//! directions, round headers and fill directions, and how a written word is matched
//! (any case, accents optional, colour prefixes of at least two letters); the words of
//! every list are also held in one hash table (`word`) that the exact lookups and the
//! one tokenizer (`notation::lexer`, which the fast path reads too) read.
//!
//! `grammar/kamisado.ebnf` lists the same words; keep them in step.

pub use super::ast::Directions;
use super::ast::Fill;
use super::board::{Colour, Direction};
use super::style::Lang;

/// Colour words, folded (lower case, no accents), with the language that writes each one
/// (`None`: the same in every language). `ue` spellings stand for `ü`.
pub const COLOUR_WORDS: &[(&str, Colour, Option<Lang>)] = &[
    ("orange", Colour::Orange, None),
    ("blue", Colour::Blue, Some(Lang::En)),
    ("bleu", Colour::Blue, Some(Lang::Fr)),
    ("blau", Colour::Blue, Some(Lang::De)),
    ("purple", Colour::Purple, Some(Lang::En)),
    ("violet", Colour::Purple, Some(Lang::Fr)),
    ("lila", Colour::Purple, Some(Lang::De)),
    ("violett", Colour::Purple, Some(Lang::De)),
    ("pink", Colour::Pink, Some(Lang::En)),
    ("rose", Colour::Pink, Some(Lang::Fr)),
    ("rosa", Colour::Pink, Some(Lang::De)),
    ("yellow", Colour::Yellow, Some(Lang::En)),
    ("jaune", Colour::Yellow, Some(Lang::Fr)),
    ("gelb", Colour::Yellow, Some(Lang::De)),
    ("red", Colour::Red, Some(Lang::En)),
    ("rouge", Colour::Red, Some(Lang::Fr)),
    ("rot", Colour::Red, Some(Lang::De)),
    ("green", Colour::Green, Some(Lang::En)),
    ("vert", Colour::Green, Some(Lang::Fr)),
    ("grun", Colour::Green, Some(Lang::De)),
    ("gruen", Colour::Green, Some(Lang::De)),
    ("brown", Colour::Brown, Some(Lang::En)),
    ("marron", Colour::Brown, Some(Lang::Fr)),
    ("braun", Colour::Brown, Some(Lang::De)),
];

/// Direction words (single words), folded, with their language (`None`: the ASCII arrow).
/// `tout droit` is two words and handled by the parser; bare `droit` is ambiguous
/// (`devant` or `droite`). Synonyms (`avant`, `vorwärts`, `td`) are read but never written.
/// Any prefix of these words is an abbreviation ([`direction_readings`]).
pub const DIRECTION_WORDS: &[(&str, Direction, Option<Lang>)] = &[
    ("straight", Direction::Straight, Some(Lang::En)),
    ("forward", Direction::Straight, Some(Lang::En)),
    ("devant", Direction::Straight, Some(Lang::Fr)),
    ("avant", Direction::Straight, Some(Lang::Fr)),
    ("td", Direction::Straight, Some(Lang::Fr)),
    ("geradeaus", Direction::Straight, Some(Lang::De)),
    ("vorwarts", Direction::Straight, Some(Lang::De)),
    ("vorwaerts", Direction::Straight, Some(Lang::De)),
    ("left", Direction::Left, Some(Lang::En)),
    ("gauche", Direction::Left, Some(Lang::Fr)),
    ("links", Direction::Left, Some(Lang::De)),
    ("right", Direction::Right, Some(Lang::En)),
    ("droite", Direction::Right, Some(Lang::Fr)),
    ("rechts", Direction::Right, Some(Lang::De)),
    ("back", Direction::Back, Some(Lang::En)),
    ("arriere", Direction::Back, Some(Lang::Fr)),
    ("zuruck", Direction::Back, Some(Lang::De)),
    ("zurueck", Direction::Back, Some(Lang::De)),
    // ASCII arrow for back (the other ASCII arrows are punctuation)
    ("v", Direction::Back, None),
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

/// Every word that opens a score line: `Score`, French `Points`, German `Stand`, `Punkte`.
pub const SCORE_WORDS: &[&str] = &["score", "points", "stand", "punkte"];

/// The language a round word (`manche`) or score word (`stand`) is written in.
pub fn keyword_language(written: &str) -> Option<Lang> {
    [
        ("round", Lang::En),
        ("manche", Lang::Fr),
        ("runde", Lang::De),
        ("stand", Lang::De),
        ("punkte", Lang::De),
    ]
    .iter()
    .find(|(w, _)| is(written, w))
    .map(|&(_, l)| l)
}

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
    if let Some(c) = exact_colour(written) {
        return ColourLookup::Found(c);
    }
    let mut found: Option<Colour> = None;
    let mut mixed = false;
    for &(word, col, _) in COLOUR_WORDS {
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
                .filter(|(w, _, _)| compare(written, w) == WordMatch::Prefix)
                .map(|&(w, _, _)| w)
                .collect(),
        ),
        Some(c) => ColourLookup::Found(c),
        None => ColourLookup::Unknown,
    }
}

/// A direction word (full words only), or `None`.
#[cfg(test)]
pub fn direction(written: &str) -> Option<Direction> {
    // The table made from `DIRECTION_WORDS` (and the other word lists) holds every word.
    exact_direction(written)
}

/// The directions a written word can mean: a whole direction word or synonym of any
/// language; else the directions of the words of the record's language `lang` that it
/// begins (`G` = Gauche in French, Geradeaus in German); else those of any language.
/// Empty when the word is no direction. `droit` and `tout` are the parser's business.
pub fn direction_readings(written: &str, lang: Lang) -> Directions {
    read_direction(written, lang).0
}

/// [`direction_readings`], and whether `written` is a whole word (one pass over the words).
pub fn read_direction(written: &str, lang: Lang) -> (Directions, bool) {
    let mut own = Directions::default();
    let mut any = Directions::default();
    for &(w, d, l) in DIRECTION_WORDS {
        match compare(written, w) {
            WordMatch::Exact => return (Directions::default().with(d), true),
            WordMatch::Prefix if l.is_some() => {
                any = any.with(d);
                if l == Some(lang) {
                    own = own.with(d);
                }
            }
            _ => {}
        }
    }
    (if own.is_empty() { any } else { own }, false)
}

/// A colour word read in the record's language: as [`colour`], but a prefix that several
/// colours share in other languages (or a single letter) names the colour of the words of
/// `lang` it begins when they all name one colour (`V` is Violet or Vert in French, so it
/// stays ambiguous; `J` is Jaune).
pub fn colour_in(written: &str, lang: Lang) -> ColourLookup {
    let any = colour(written);
    if matches!(any, ColourLookup::Found(_)) || written.chars().next().is_none() {
        return any;
    }
    let mut own = COLOUR_WORDS.iter().filter(|&&(w, _, l)| {
        (l == Some(lang) || l.is_none()) && compare(written, w) == WordMatch::Prefix
    });
    let Some(&(first, col, _)) = own.next() else {
        return any;
    };
    let rest: Vec<&str> = own.map(|&(w, _, _)| w).collect();
    let same = rest
        .iter()
        .all(|w| COLOUR_WORDS.iter().any(|&(v, c, _)| v == *w && c == col));
    if same {
        ColourLookup::Found(col)
    } else {
        ColourLookup::Ambiguous(std::iter::once(first).chain(rest).collect())
    }
}

/// The one language a written word belongs to: a whole word of one language, or a prefix
/// (two letters or more) of words of one language only. `None` for shared words
/// (`Orange`) and for prefixes that several languages share (`Ro`).
pub fn word_language(written: &str) -> Option<Lang> {
    let words = COLOUR_WORDS
        .iter()
        .map(|&(w, _, l)| (w, l))
        .chain(DIRECTION_WORDS.iter().map(|&(w, _, l)| (w, l)));
    let mut found: Option<Lang> = None;
    let mut mixed = false;
    for (w, l) in words {
        match compare(written, w) {
            WordMatch::Exact => return l,
            WordMatch::Prefix if written.chars().nth(1).is_some() => {
                if let Some(l) = l {
                    mixed |= found.is_some_and(|f| f != l);
                    found = Some(l);
                }
            }
            _ => {}
        }
    }
    if mixed {
        None
    } else {
        found.or_else(|| keyword_language(written))
    }
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

// ===== the word table ==================================================================

/// What a word of the score sheet can mean, from the vocabulary tables of
/// the lists above: any language, any case, accents optional. A word
/// that is in none of them (a colour prefix, `tout`, a misspelling) gives up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Word {
    pub(crate) colour: Option<Colour>,
    pub(crate) dir: Option<Direction>,
    /// A fill side written alone (`left`, `gauche`, `links`).
    pub(crate) side: Option<Fill>,
    /// A fill side after the word of [`FILL_FROM_WORDS`] at this index.
    pub(crate) after: Option<(u8, Fill)>,
    pub(crate) kw: Kw,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Kw {
    #[default]
    None,
    Round,
    Score,
    /// A word introducing the fill side of a round header (`from`, `par`, `von`): the
    /// index of its entry in [`FILL_FROM_WORDS`].
    From(u8),
    /// The article after the word of [`FILL_FROM_WORDS`] at this index (`la`).
    Article(u8),
}

/// The longest vocabulary word the table holds, in bytes.
pub(crate) const MAX_WORD: usize = 16;

/// The vocabulary as an open-addressing hash table keyed by the folded word's bytes
/// (lower case, no accents), made once from the lists above.
pub(crate) struct Table {
    slots: Vec<(u128, Word)>,
    shift: u32,
}

/// Up to 16 bytes as one little-endian number (no two words of letters pack alike).
pub(crate) fn pack(w: &[u8]) -> u128 {
    let mut x = 0u128;
    for &c in w.iter().rev() {
        x = (x << 8) | u128::from(c);
    }
    x
}

impl Table {
    #[inline]
    fn slot(&self, key: u128) -> usize {
        let h = ((key as u64) ^ ((key >> 64) as u64).rotate_left(29))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (h >> self.shift) as usize
    }

    fn build() -> Table {
        let mut words: Vec<(&str, Word)> = Vec::new();
        let mut add = |w: &'static str, f: &dyn Fn(&mut Word)| match words
            .iter_mut()
            .find(|(x, _)| *x == w)
        {
            Some((_, m)) => f(m),
            None => {
                let mut m = Word::default();
                f(&mut m);
                words.push((w, m));
            }
        };
        for &(w, c, _) in COLOUR_WORDS {
            add(w, &|m| m.colour = Some(c));
        }
        for &(w, d, _) in DIRECTION_WORDS {
            add(w, &|m| m.dir = Some(d));
        }
        for &(w, f) in FILL_WORDS {
            add(w, &|m| m.side = Some(f));
        }
        for &w in ROUND_WORDS {
            add(w, &|m| m.kw = Kw::Round);
        }
        add(SCORE_WORD, &|m| m.kw = Kw::Score);
        for (i, &(w, article, sides)) in FILL_FROM_WORDS.iter().enumerate() {
            let i = i as u8;
            add(w, &|m| m.kw = Kw::From(i));
            if let Some(a) = article {
                add(a, &|m| m.kw = Kw::Article(i));
            }
            for (side, f) in sides {
                add(side, &|m| m.after = Some((i, f)));
            }
        }
        // A power of two at least four times the words: few probes.
        let bits = (words.len() * 4).next_power_of_two().trailing_zeros();
        let mut t = Table {
            slots: vec![(0, Word::default()); 1 << bits],
            shift: 64 - bits,
        };
        for (w, m) in words {
            // Folded words are ASCII letters, short: a key of 0 is no word.
            debug_assert!(w.len() <= MAX_WORD && w.bytes().all(|c| c.is_ascii_lowercase()));
            let key = pack(w.as_bytes());
            let mut i = t.slot(key);
            while t.slots[i].0 != 0 {
                i = (i + 1) & (t.slots.len() - 1);
            }
            t.slots[i] = (key, m);
        }
        t
    }

    #[inline(always)]
    pub(crate) fn get(&self, key: u128) -> Option<Word> {
        if key == 0 {
            return None;
        }
        let mut i = self.slot(key);
        loop {
            let (k, m) = self.slots[i];
            if k == key {
                return Some(m);
            }
            if k == 0 {
                return None;
            }
            i = (i + 1) & (self.slots.len() - 1);
        }
    }
}

pub(crate) fn table() -> &'static Table {
    static TABLE: std::sync::OnceLock<Table> = std::sync::OnceLock::new();
    TABLE.get_or_init(Table::build)
}

/// The colour a written word names exactly (any case, accents optional), if any: what
/// [`colour`] finds before it looks at prefixes.
pub(crate) fn exact_colour(w: &str) -> Option<Colour> {
    word(w).and_then(|m| m.colour)
}

/// The direction a written word names ([`direction`]), if any.
#[cfg(test)]
pub(crate) fn exact_direction(w: &str) -> Option<Direction> {
    word(w).and_then(|m| m.dir)
}

/// The meaning of a written word (ASCII or not), folded as the full parser folds it.
pub(crate) fn word(w: &str) -> Option<Word> {
    if w.is_ascii() {
        let b = w.as_bytes();
        if b.len() > MAX_WORD {
            return None;
        }
        let mut folded = [0u8; MAX_WORD];
        folded[..b.len()].copy_from_slice(b);
        folded.make_ascii_lowercase();
        return table().get(pack(&folded[..b.len()]));
    }
    let mut folded = [0u8; MAX_WORD];
    let mut n = 0;
    for c in w.chars() {
        let f = fold_char(c);
        if !f.is_ascii() || n == MAX_WORD {
            return None;
        }
        folded[n] = f as u8;
        n += 1;
    }
    table().get(pack(&folded[..n]))
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

    #[test]
    fn direction_prefixes_read_in_the_records_language_first() {
        use Direction::{Back, Left, Right, Straight};
        let set = |ds: &[Direction]| ds.iter().fold(Directions::default(), |s, &d| s.with(d));
        for (written, lang, expected) in [
            ("G", Lang::Fr, set(&[Left])),
            ("Gau", Lang::Fr, set(&[Left])),
            ("G", Lang::De, set(&[Straight])),
            ("Ger", Lang::De, set(&[Straight])),
            ("G", Lang::En, set(&[Left, Straight])),
            ("Dr", Lang::Fr, set(&[Right])),
            ("De", Lang::Fr, set(&[Straight])),
            ("D", Lang::Fr, set(&[Straight, Right])),
            ("Ar", Lang::Fr, set(&[Back])),
            ("A", Lang::Fr, set(&[Straight, Back])),
            ("Av", Lang::Fr, set(&[Straight])),
            ("TD", Lang::Fr, set(&[Straight])),
            ("vorwärts", Lang::En, set(&[Straight])),
            ("L", Lang::En, set(&[Left])),
            ("R", Lang::Fr, set(&[Right])),
            ("Z", Lang::Fr, set(&[Back])),
            ("v", Lang::Fr, set(&[Back])),
            ("Gauche", Lang::De, set(&[Left])),
            ("Rot", Lang::De, Directions::default()),
            ("Gx", Lang::Fr, Directions::default()),
        ] {
            assert_eq!(
                direction_readings(written, lang),
                expected,
                "{written} {lang:?}"
            );
        }
        assert_eq!(set(&[Left, Right]).only(), None);
        assert_eq!(set(&[Back]).only(), Some(Back));
        assert_eq!(set(&[Left, Back]).iter().collect::<Vec<_>>(), [Left, Back]);
    }

    #[test]
    fn colour_prefixes_in_the_records_language() {
        for (written, lang, colour) in [
            ("J", Lang::Fr, Colour::Yellow),
            ("M", Lang::Fr, Colour::Brown),
            ("B", Lang::Fr, Colour::Blue),
            ("L", Lang::De, Colour::Purple),
            ("Y", Lang::En, Colour::Yellow),
            ("O", Lang::De, Colour::Orange),
            ("Ve", Lang::Fr, Colour::Green),
            ("Rou", Lang::En, Colour::Red),
        ] {
            assert_eq!(
                colour_in(written, lang),
                ColourLookup::Found(colour),
                "{written}"
            );
        }
        assert_eq!(
            colour_in("V", Lang::Fr),
            ColourLookup::Ambiguous(vec!["violet", "vert"])
        );
        assert_eq!(
            colour_in("Ro", Lang::Fr),
            ColourLookup::Ambiguous(vec!["rose", "rouge"])
        );
        // no French word starts with `Y`; a lone letter is no colour of any language
        assert_eq!(colour_in("Y", Lang::Fr), ColourLookup::Unknown);
        assert!(matches!(colour_in("Ro", Lang::En), ColourLookup::Ambiguous(w) if w.len() == 4));
    }

    #[test]
    fn words_of_one_language() {
        for (written, lang) in [
            ("Gauche", Some(Lang::Fr)),
            ("Grün", Some(Lang::De)),
            ("Violet", Some(Lang::Fr)),
            ("Violett", Some(Lang::De)),
            ("Jau", Some(Lang::Fr)),
            ("Manche", Some(Lang::Fr)),
            ("Stand", Some(Lang::De)),
            ("Orange", None),
            ("Ro", None),
            ("Vio", None),
            ("G", None),
        ] {
            assert_eq!(word_language(written), lang, "{written}");
        }
    }

    /// The grammar file lists every word the parser knows.
    #[test]
    fn grammar_lists_every_word() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../grammar/kamisado.ebnf");
        let grammar = std::fs::read_to_string(path).unwrap();
        let words = COLOUR_WORDS
            .iter()
            .map(|w| w.0)
            .chain(DIRECTION_WORDS.iter().map(|w| w.0))
            .chain(ROUND_WORDS.iter().copied())
            .chain(FILL_WORDS.iter().map(|w| w.0))
            .chain(SCORE_WORDS.iter().copied())
            .chain([
                SCORE_WORD,
                "tout",
                "droit",
                "from",
                "par",
                "la",
                "von",
            ]);
        for w in words {
            assert!(
                grammar.contains(&format!("\"{w}\"")),
                "{w} missing from the grammar"
            );
        }
    }
}
