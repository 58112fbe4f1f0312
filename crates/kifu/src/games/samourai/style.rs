//! How a Samouraï record is written: the language of the kind names.

use super::board::Kind;

/// The language of the kind names the writer uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// taiyo, ryu, washi, katana (as announced at the table).
    #[default]
    Ja,
    /// soleil, dragon, ibis, sabre.
    Fr,
    /// sun, dragon, ibis, sword.
    En,
}

impl Lang {
    /// Every language, the default first.
    pub const ALL: [Lang; 3] = [Lang::Ja, Lang::Fr, Lang::En];

    /// `ja`, `fr`, `en` (as `--lang` takes them).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Ja => "ja",
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }

    /// The language of a code `--lang` takes.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

/// How to write announcements.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Style {
    /// Language of the symbol names (`ho bo`, `shiro`, `anzen` are the same in all).
    pub lang: Lang,
}

/// The word for a kind in a language.
pub fn kind_name(kind: Kind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (Kind::Shiro, _) => "shiro",
        (Kind::Anzen, _) => "anzen",
        (Kind::Mekura, _) => "ho bo",
        (Kind::Sun, Lang::Ja) => "taiyo",
        (Kind::Sun, Lang::Fr) => "soleil",
        (Kind::Sun, Lang::En) => "sun",
        (Kind::Dragon, Lang::Ja) => "ryu",
        (Kind::Dragon, _) => "dragon",
        (Kind::Ibis, Lang::Ja) => "washi",
        (Kind::Ibis, _) => "ibis",
        (Kind::Sword, Lang::Ja) => "katana",
        (Kind::Sword, Lang::Fr) => "sabre",
        (Kind::Sword, Lang::En) => "sword",
    }
}
