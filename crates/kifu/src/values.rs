//! The typed values a record is written in and a game is made with: [`Lang`], [`Style`],
//! [`Notation`] (and the [`NotationRequest`] a command makes), [`Variant`]. Each game lists
//! the ones it knows in its [`GameInfo`](crate::GameInfo); a value a game does not know is
//! refused with an [`Unsupported`](crate::Unsupported) error naming those it does, never
//! replaced silently.

use std::fmt;
use std::str::FromStr;

/// Declares a value enum: its variants with their codes, `ALL`, `code()`, `from_code()`,
/// `FromStr` and `Display` (the code).
macro_rules! coded {
    ($(#[$doc:meta])* $name:ident, $what:literal { $($(#[$vdoc:meta])* $variant:ident = $code:literal,)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum $name {
            $($(#[$vdoc])* $variant,)*
        }

        impl $name {
            #[doc = concat!("Every ", $what, ", in the order `--help` lists them.")]
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            #[doc = concat!("The ", $what, "'s code, as the command line takes it.")]
            pub const fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code,)*
                }
            }

            #[doc = concat!("The ", $what, " of a code ([`", stringify!($name), "::code`]), exactly.")]
            pub fn from_code(code: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.code() == code)
            }
        }

        impl FromStr for $name {
            type Err = UnknownCode;

            fn from_str(s: &str) -> Result<$name, UnknownCode> {
                $name::from_code(s).ok_or_else(|| UnknownCode {
                    what: $what,
                    given: s.to_owned(),
                    known: $name::ALL.iter().map(|v| v.code()).collect(),
                })
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.code())
            }
        }
    };
}

coded! {
    /// A language a record's notation is written in (the words of colours, directions,
    /// symbols).
    ///
    /// ```
    /// use kifu::Lang;
    /// assert_eq!("fr".parse::<Lang>(), Ok(Lang::Fr));
    /// assert_eq!(Lang::De.to_string(), "de");
    /// assert!("xx".parse::<Lang>().is_err());
    /// ```
    Lang, "language" {
        /// English.
        En = "en",
        /// French.
        Fr = "fr",
        /// German.
        De = "de",
        /// Japanese words, written in romaji (Samouraï's taiyo, ryu …).
        Ja = "ja",
    }
}

coded! {
    /// A way moves are written, beside their language.
    ///
    /// ```
    /// use kifu::Style;
    /// assert_eq!("words".parse::<Style>(), Ok(Style::Words));
    /// assert_eq!(Style::Arrows.code(), "arrows");
    /// ```
    Style, "style" {
        /// Directions as arrows: `↑3 ↖3` (Kamisado).
        Arrows = "arrows",
        /// Directions as words: `Straight 3`, `Gauche 3` (Kamisado).
        Words = "words",
        /// Directions in ASCII: `^3 <3` (Kamisado).
        Ascii = "ascii",
        /// The game's one way of writing moves.
        Plain = "plain",
        /// Names in kanji, as the rule book prints them.
        Kanji = "kanji",
    }
}

coded! {
    /// A kind of game `kifu gen` makes: a match length, a number of players.
    ///
    /// ```
    /// use kifu::{GameKind, Variant};
    /// assert_eq!("long".parse::<Variant>(), Ok(Variant::Long));
    /// assert!(GameKind::Kasane.info().variants.contains(&Variant::ThreePlayers));
    /// ```
    Variant, "variant" {
        /// The standard game (Kamisado: a match to 3 points).
        Standard = "standard",
        /// Kamisado: one round, first to 1 point.
        Simple = "simple",
        /// Kamisado: a match to 7 points.
        Long = "long",
        /// Kamisado: a match to 15 points.
        Marathon = "marathon",
        /// Colors of Kasane: four players.
        FourPlayers = "4",
        /// Colors of Kasane: three players.
        ThreePlayers = "3",
    }
}

/// A notation: the language and the style a record's moves are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Notation {
    /// The language of the words.
    pub lang: Lang,
    /// The way moves are written.
    pub style: Style,
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.lang, self.style)
    }
}

/// The notation a command asks for: each part `None` keeps the record's own.
///
/// ```
/// use kifu::{GameKind, Lang, Notation, NotationRequest, Style};
/// let own = Notation { lang: Lang::En, style: Style::Arrows };
/// let french = NotationRequest { lang: Some(Lang::Fr), style: None };
/// let written = french.resolve(GameKind::Kamisado, own).unwrap();
/// assert_eq!(written, Notation { lang: Lang::Fr, style: Style::Arrows });
/// // Kamisado is not written in Japanese: the error names what it is written in.
/// let japanese = NotationRequest { lang: Some(Lang::Ja), style: None };
/// let refused = japanese.resolve(GameKind::Kamisado, own).unwrap_err();
/// assert_eq!(refused.known(), ["en", "fr", "de"]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NotationRequest {
    /// The language asked for; `None`: the record's own.
    pub lang: Option<Lang>,
    /// The style asked for; `None`: the record's own.
    pub style: Option<Style>,
}

impl NotationRequest {
    /// The record's own notation: nothing asked.
    pub const OWN: NotationRequest = NotationRequest {
        lang: None,
        style: None,
    };
}

impl From<Notation> for NotationRequest {
    fn from(n: Notation) -> NotationRequest {
        NotationRequest {
            lang: Some(n.lang),
            style: Some(n.style),
        }
    }
}

/// One value a game was asked for: a language, a style or a variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setting {
    /// A language ([`Lang`]).
    Lang(Lang),
    /// A style ([`Style`]).
    Style(Style),
    /// A variant ([`Variant`]).
    Variant(Variant),
}

impl Setting {
    /// What it is: `lang`, `style` or `variant`.
    pub const fn kind(self) -> &'static str {
        match self {
            Setting::Lang(_) => "lang",
            Setting::Style(_) => "style",
            Setting::Variant(_) => "variant",
        }
    }

    /// Its code (`ja`, `kanji`, `long`).
    pub const fn code(self) -> &'static str {
        match self {
            Setting::Lang(l) => l.code(),
            Setting::Style(s) => s.code(),
            Setting::Variant(v) => v.code(),
        }
    }
}

/// A code that names no value of its kind (`"xx".parse::<Lang>()`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCode {
    /// What was parsed: `language`, `style`, `variant`.
    pub what: &'static str,
    /// The code given.
    pub given: String,
    /// Every code of that kind.
    pub known: Vec<&'static str>,
}

impl fmt::Display for UnknownCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no {} is called {:?}: one of {}",
            self.what,
            self.given,
            self.known.join(", ")
        )
    }
}

impl std::error::Error for UnknownCode {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse::<Lang>(), Ok(*l));
        }
        for s in Style::ALL {
            assert_eq!(s.to_string().parse::<Style>(), Ok(*s));
        }
        for v in Variant::ALL {
            assert_eq!(Variant::from_code(v.code()), Some(*v));
        }
        let e = "EN".parse::<Lang>().unwrap_err();
        assert_eq!(e.known, ["en", "fr", "de", "ja"]);
    }
}
