//! The language and direction style a score sheet is written in.

/// The language of the words the writer uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English: `Red`, `Round`, `Straight`.
    #[default]
    En,
    /// French: `Rouge`, `Manche`, `Devant`.
    Fr,
    /// German: `Rot`, `Runde`, `Geradeaus`.
    De,
}

/// How the writer shows directions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ArrowStyle {
    /// `↑3 ↖3 ↗3 ↓1`.
    #[default]
    Arrows,
    /// `Straight 3`, `Gauche 3`, `Rechts 3`.
    Words,
    /// `^3 <3 >3 v1`.
    Ascii,
}

/// The writer's language and direction style.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Style {
    /// The language of colours, round headers and direction words.
    pub lang: Lang,
    /// Arrows, words or ASCII for the directions.
    pub arrows: ArrowStyle,
}

impl Style {
    /// The canonical style: English with arrows.
    pub const ENGLISH_ARROWS: Style = Style {
        lang: Lang::En,
        arrows: ArrowStyle::Arrows,
    };
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    /// `en`, `fr`, `de` (as `--lang` takes them).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }
}

impl ArrowStyle {
    pub const ALL: [ArrowStyle; 3] = [ArrowStyle::Arrows, ArrowStyle::Words, ArrowStyle::Ascii];

    /// `arrows`, `words`, `ascii` (as `--style` takes them).
    pub const fn code(self) -> &'static str {
        match self {
            ArrowStyle::Arrows => "arrows",
            ArrowStyle::Words => "words",
            ArrowStyle::Ascii => "ascii",
        }
    }

    pub fn from_code(code: &str) -> Option<ArrowStyle> {
        ArrowStyle::ALL.into_iter().find(|a| a.code() == code)
    }
}
