//! Cards, the deck and the nine combinations (RULES.md §4).

use std::fmt;
use crate::Message;

/// One Kimono card: a number 1–9 (its number is also its colour) or a "+1" card.
///
/// A small `Copy` value; the number is kept private so that a `Card` is always valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// The white "+1" card: laid at once, 1 point, no colour.
    pub const PLUS_ONE: Card = Card(0);

    /// The card numbered `n`, if `n` is 1–9.
    pub const fn number(n: u8) -> Option<Card> {
        if n >= 1 && n <= 9 {
            Some(Card(n))
        } else {
            None
        }
    }

    /// The card's number (1–9), or `None` for a "+1" card.
    pub const fn value(self) -> Option<u8> {
        if self.0 == 0 { None } else { Some(self.0) }
    }

    /// Whether this is a "+1" card.
    pub const fn is_plus_one(self) -> bool {
        self.0 == 0
    }

    /// Index 0 ("+1") or 1–9, for per-card counters.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The card with index `i` (0 = "+1", 1–9 = numbers).
    pub const fn from_index(i: usize) -> Option<Card> {
        if i <= 9 { Some(Card(i as u8)) } else { None }
    }

    /// How the card is written: `"1"`…`"9"`, or `"+1"`.
    pub const fn name(self) -> &'static str {
        const NAMES: [&str; 10] = ["+1", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
        NAMES[self.0 as usize]
    }

    /// Read `1`…`9` or `+1`.
    pub fn parse(s: &str) -> Option<Card> {
        match *s.as_bytes() {
            [b] if b.is_ascii_digit() => Card::number(b - b'0'),
            [b'+', b'1'] => Some(Card::PLUS_ONE),
            _ => None,
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many of each card (index 0 = "+1", 1–9 = numbers): a multiset of cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardCounts(pub [u8; 10]);

impl CardCounts {
    /// The deck for `players` players: five series 1–9 and seven "+1" (52 cards); with
    /// 3 players one series and two "+1" are removed (41 cards).
    pub const fn deck(players: usize) -> CardCounts {
        if players == 3 {
            CardCounts([5, 4, 4, 4, 4, 4, 4, 4, 4, 4])
        } else {
            CardCounts([7, 5, 5, 5, 5, 5, 5, 5, 5, 5])
        }
    }

    /// Number of cards.
    pub fn total(&self) -> usize {
        self.0.iter().map(|&n| n as usize).sum()
    }

    /// How many copies of `card`.
    pub fn get(&self, card: Card) -> u8 {
        self.0[card.index()]
    }

    /// Add one copy.
    pub fn add(&mut self, card: Card) {
        self.0[card.index()] = self.0[card.index()].saturating_add(1);
    }

    /// Remove one copy; `false` (and no change) if there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        let n = &mut self.0[card.index()];
        if *n == 0 {
            false
        } else {
            *n -= 1;
            true
        }
    }

    /// Add every card of `other`.
    pub fn add_all(&mut self, other: &CardCounts) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a = a.saturating_add(b);
        }
    }

    /// The cards, smallest index first ("+1" cards first).
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &n)| {
            std::iter::repeat_n(Card::from_index(i).unwrap_or(Card::PLUS_ONE), n as usize)
        })
    }
}

/// The nine combinations, in the order of the player aid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Combination {
    /// 襲ね: cards of one number (2-2, 9-9-9).
    Kasane,
    /// 拾: cards adding up to 10 (4-6, 1-7-2).
    Juu,
    /// 桜散らし: exactly 1, 2 and 6, in any order.
    SakuraChirashi,
    /// 千鳥: exactly 3, 8 and 9, in any order.
    Chidori,
    /// 麻ノ葉: exactly 4, 5 and 7, in any order.
    Asanoha,
    /// 下弦ノ月: cards from 1–5, strictly rising or strictly falling.
    KagenNoTsuki,
    /// 上弦ノ月: cards from 5–9, strictly rising or strictly falling.
    JyougenNoTsuki,
    /// 花鳥風月: odd cards only (repeats and any order allowed).
    KatyouFugetsu,
    /// 雪月風花: even cards only (repeats and any order allowed).
    SetsuGetsuFuka,
}

impl Combination {
    /// All nine, in the order of the player aid.
    pub const ALL: [Combination; 9] = [
        Combination::Kasane,
        Combination::Juu,
        Combination::SakuraChirashi,
        Combination::Chidori,
        Combination::Asanoha,
        Combination::KagenNoTsuki,
        Combination::JyougenNoTsuki,
        Combination::KatyouFugetsu,
        Combination::SetsuGetsuFuka,
    ];

    /// Position in [`Combination::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The romaji name as printed in the rule book (the canonical written form).
    pub const fn name(self) -> &'static str {
        match self {
            Combination::Kasane => "Kasane",
            Combination::Juu => "Juu",
            Combination::SakuraChirashi => "Sakura Chirashi",
            Combination::Chidori => "Chidori",
            Combination::Asanoha => "Asanoha",
            Combination::KagenNoTsuki => "Kagen no Tsuki",
            Combination::JyougenNoTsuki => "Jyougen no Tsuki",
            Combination::KatyouFugetsu => "Katyou Fugetsu",
            Combination::SetsuGetsuFuka => "Setsu Getsu Fuka",
        }
    }

    /// The kanji name as printed in the rule book.
    pub const fn kanji(self) -> &'static str {
        match self {
            Combination::Kasane => "襲ね",
            Combination::Juu => "拾",
            Combination::SakuraChirashi => "桜散らし",
            Combination::Chidori => "千鳥",
            Combination::Asanoha => "麻ノ葉",
            Combination::KagenNoTsuki => "下弦ノ月",
            Combination::JyougenNoTsuki => "上弦ノ月",
            Combination::KatyouFugetsu => "花鳥風月",
            Combination::SetsuGetsuFuka => "雪月風花",
        }
    }

    /// The English name.
    pub const fn english(self) -> &'static str {
        match self {
            Combination::Kasane => "same",
            Combination::Juu => "ten",
            Combination::SakuraChirashi => "sakura",
            Combination::Chidori => "plover",
            Combination::Asanoha => "hemp leaf",
            Combination::KagenNoTsuki => "waning moon",
            Combination::JyougenNoTsuki => "waxing moon",
            Combination::KatyouFugetsu => "odd",
            Combination::SetsuGetsuFuka => "even",
        }
    }

    /// A stable lower-case identifier (`kasane`, `sakura-chirashi`, …) for JSON.
    pub const fn id(self) -> &'static str {
        match self {
            Combination::Kasane => "kasane",
            Combination::Juu => "juu",
            Combination::SakuraChirashi => "sakura-chirashi",
            Combination::Chidori => "chidori",
            Combination::Asanoha => "asanoha",
            Combination::KagenNoTsuki => "kagen-no-tsuki",
            Combination::JyougenNoTsuki => "jyougen-no-tsuki",
            Combination::KatyouFugetsu => "katyou-fugetsu",
            Combination::SetsuGetsuFuka => "setsu-getsu-fuka",
        }
    }

    /// The condition in words (for help lines).
    pub fn condition(self) -> Message {
        Message::new(match self {
            Combination::Kasane => "kasane-condition-kasane",
            Combination::Juu => "kasane-condition-juu",
            Combination::SakuraChirashi => "kasane-condition-sakura-chirashi",
            Combination::Chidori => "kasane-condition-chidori",
            Combination::Asanoha => "kasane-condition-asanoha",
            Combination::KagenNoTsuki => "kasane-condition-kagen-no-tsuki",
            Combination::JyougenNoTsuki => "kasane-condition-jyougen-no-tsuki",
            Combination::KatyouFugetsu => "kasane-condition-katyou-fugetsu",
            Combination::SetsuGetsuFuka => "kasane-condition-setsu-getsu-fuka",
        })
    }

    /// Read a name: romaji, kanji or English, case-insensitive, spaces, `-` and `_`
    /// ignored. A few spellings are also accepted (`Jougen`, `Kachou`, `Asanoba` as in
    /// the French book).
    pub fn from_name(s: &str) -> Option<Combination> {
        // The canonical name as written (what `fmt` and `gen` write): no normalised copy.
        if let Some(c) = Combination::ALL.into_iter().find(|c| c.name() == s) {
            return Some(c);
        }
        let key = normalize_name(s);
        // Compared char by char: no normalised copy of every name at every call.
        let same = |name: &str| normalized(name).eq(key.chars());
        Combination::ALL
            .into_iter()
            .find(|c| same(c.name()) || same(c.kanji()) || same(c.english()) || same(c.id()))
            .or(match key.as_str() {
                "jougennotsuki" | "jyogennotsuki" => Some(Combination::JyougenNoTsuki),
                "kachoufugetsu" | "kachofugetsu" | "katyoufuugetsu" => {
                    Some(Combination::KatyouFugetsu)
                }
                "setsugetsufuuka" | "setsugekka" => Some(Combination::SetsuGetsuFuka),
                "asanoba" => Some(Combination::Asanoha),
                "sakurachirashi" | "cherry" | "cherryblossom" => Some(Combination::SakuraChirashi),
                "jyuu" | "ju" => Some(Combination::Juu),
                _ => None,
            })
    }

    /// Whether `cards` (in laying order) fulfil this combination's condition. The number
    /// of cards is checked against the boxes, not here (but every combination needs at
    /// least two cards).
    pub fn matches(self, cards: &[u8]) -> bool {
        if cards.len() < 2 {
            return false;
        }
        match self {
            Combination::Kasane => cards.iter().all(|&c| c == cards[0]),
            Combination::Juu => cards.iter().map(|&c| u32::from(c)).sum::<u32>() == 10,
            Combination::SakuraChirashi => is_set(cards, [1, 2, 6]),
            Combination::Chidori => is_set(cards, [3, 8, 9]),
            Combination::Asanoha => is_set(cards, [4, 5, 7]),
            Combination::KagenNoTsuki => {
                cards.iter().all(|c| (1..=5).contains(c)) && strictly_monotone(cards)
            }
            Combination::JyougenNoTsuki => {
                cards.iter().all(|c| (5..=9).contains(c)) && strictly_monotone(cards)
            }
            Combination::KatyouFugetsu => cards.iter().all(|c| c % 2 == 1),
            Combination::SetsuGetsuFuka => cards.iter().all(|c| c % 2 == 0),
        }
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

fn normalize_name(s: &str) -> String {
    normalized(s).collect()
}

/// The characters of a name without spaces, `-` and `_`, in lower case.
fn normalized(s: &str) -> impl Iterator<Item = char> + '_ {
    s.chars()
        .filter(|c| !c.is_whitespace() && *c != '-' && *c != '_')
        .flat_map(char::to_lowercase)
}

fn is_set(cards: &[u8], set: [u8; 3]) -> bool {
    cards.len() == 3 && set.iter().all(|s| cards.contains(s))
}

fn strictly_monotone(cards: &[u8]) -> bool {
    cards.windows(2).all(|w| w[0] < w[1]) || cards.windows(2).all(|w| w[0] > w[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_read_and_write() {
        assert_eq!(Card::parse("+1"), Some(Card::PLUS_ONE));
        assert_eq!(Card::parse("7").and_then(Card::value), Some(7));
        assert_eq!(Card::parse("0"), None);
        assert_eq!(Card::parse("10"), None);
        assert_eq!(Card::parse("é"), None);
        assert_eq!(Card::number(9).map(|c| c.to_string()), Some("9".into()));
        assert_eq!(Card::PLUS_ONE.to_string(), "+1");
    }

    #[test]
    fn decks() {
        assert_eq!(CardCounts::deck(4).total(), 52);
        assert_eq!(CardCounts::deck(3).total(), 41);
        assert_eq!(CardCounts::deck(3).get(Card::PLUS_ONE), 5);
        assert_eq!(CardCounts::deck(4).cards().count(), 52);
    }

    #[test]
    fn conditions_from_the_book() {
        use Combination::*;
        assert!(Kasane.matches(&[2, 2]) && Kasane.matches(&[9, 9, 9]) && !Kasane.matches(&[2, 3]));
        assert!(Juu.matches(&[4, 6]) && Juu.matches(&[1, 7, 2]) && !Juu.matches(&[5, 6]));
        assert!(SakuraChirashi.matches(&[1, 2, 6]) && SakuraChirashi.matches(&[2, 6, 1]));
        assert!(!SakuraChirashi.matches(&[6, 1, 1]));
        assert!(Chidori.matches(&[9, 3, 8]) && !Chidori.matches(&[9, 8, 9]));
        assert!(Asanoha.matches(&[5, 7, 4]) && !Asanoha.matches(&[4, 5, 5]));
        assert!(KagenNoTsuki.matches(&[1, 2, 4]) && KagenNoTsuki.matches(&[5, 3, 2, 1]));
        assert!(!KagenNoTsuki.matches(&[2, 3, 3, 4]) && !KagenNoTsuki.matches(&[4, 2, 2]));
        assert!(!KagenNoTsuki.matches(&[1, 3, 2]) && !KagenNoTsuki.matches(&[4, 6]));
        assert!(JyougenNoTsuki.matches(&[9, 8, 5]) && JyougenNoTsuki.matches(&[5, 6, 7, 9]));
        assert!(!JyougenNoTsuki.matches(&[6, 9, 9]) && !JyougenNoTsuki.matches(&[8, 7, 7, 5, 5]));
        assert!(KatyouFugetsu.matches(&[7, 5, 1, 1, 7, 3]) && !KatyouFugetsu.matches(&[1, 2]));
        assert!(SetsuGetsuFuka.matches(&[8, 4, 6, 2, 8]) && SetsuGetsuFuka.matches(&[6, 4, 8]));
        assert!(!SetsuGetsuFuka.matches(&[6]));
    }

    #[test]
    fn names_in_three_languages() {
        for c in Combination::ALL {
            assert_eq!(Combination::from_name(c.name()), Some(c));
            assert_eq!(Combination::from_name(c.kanji()), Some(c));
            assert_eq!(Combination::from_name(c.english()), Some(c));
            assert_eq!(Combination::from_name(&c.name().to_uppercase()), Some(c));
        }
        assert_eq!(
            Combination::from_name("hemp-leaf"),
            Some(Combination::Asanoha)
        );
        assert_eq!(Combination::from_name("kasanee"), None);
    }
}
