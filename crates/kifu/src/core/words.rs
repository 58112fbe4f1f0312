//! The words of a blank score sheet (`kifu sheet`): what every sheet prints
//! (`core/words/<lang>.ftl`), and the shape of each game's form. A game's own words live
//! in its folder (`games/<game>/words/<lang>.ftl`) and are reached through the registry:
//! [`GameInfo::sheet_words`](crate::GameInfo::sheet_words).
//!
//! The files are in the simplest part of Project Fluent's syntax (`.ftl`): `id = text`, one
//! message a line, `#` comments, no placeables; [`Catalogue`] reads them.

use std::sync::OnceLock;

use crate::values::Lang;

/// One language's messages, read from the text of an `.ftl` file (`id = text` a line,
/// blank lines and `#` comments passed over) the first time one is asked for.
#[derive(Debug)]
pub struct Catalogue {
    text: &'static str,
    messages: OnceLock<Vec<(&'static str, &'static str)>>,
    /// The texts in the pseudo-locale's form ([`crate::message::set_pseudo`]), made when
    /// first asked for.
    pseudo: OnceLock<Vec<String>>,
}

impl Catalogue {
    /// The catalogue of an `.ftl` text (read when first asked).
    pub const fn new(text: &'static str) -> Catalogue {
        Catalogue {
            text,
            messages: OnceLock::new(),
            pseudo: OnceLock::new(),
        }
    }

    /// Every message, id and text, in the order of the file.
    pub fn messages(&self) -> &[(&'static str, &'static str)] {
        self.messages.get_or_init(|| {
            self.text
                .lines()
                .map(str::trim)
                .filter(|line| !line.is_empty() && !line.starts_with('#'))
                .filter_map(|line| line.split_once('='))
                .map(|(id, text)| (id.trim(), text.trim()))
                .collect()
        })
    }

    /// The text of message `id`, if the catalogue has it (in the pseudo-locale's form
    /// when it is on, as every message: [`crate::message::set_pseudo`]).
    pub fn get(&'static self, id: &str) -> Option<&'static str> {
        let at = self.messages().iter().position(|(i, _)| *i == id)?;
        if crate::message::pseudo_on() {
            let pseudo = self.pseudo.get_or_init(|| {
                self.messages()
                    .iter()
                    .map(|(_, text)| crate::message::pseudo(text))
                    .collect()
            });
            return pseudo.get(at).map(String::as_str);
        }
        self.messages().get(at).map(|&(_, text)| text)
    }

    /// The texts of the messages `<prefix>-1`, `<prefix>-2`… up to the first missing.
    pub fn numbered(&'static self, prefix: &str) -> Vec<&'static str> {
        (1..)
            .map_while(|n| self.get(&format!("{prefix}-{n}")))
            .collect()
    }
}

/// The words every blank sheet prints (the header's fields, the title's second half),
/// in English, French and German.
static COMMON: [(Lang, Catalogue); 3] = [
    (Lang::En, Catalogue::new(include_str!("words/en.ftl"))),
    (Lang::Fr, Catalogue::new(include_str!("words/fr.ftl"))),
    (Lang::De, Catalogue::new(include_str!("words/de.ftl"))),
];

/// A game's blank score sheet in one language: the shape of its form and its words (the
/// game's own, then those every sheet prints). Each game lists its own
/// ([`GameInfo::sheets`](crate::GameInfo::sheets)).
#[derive(Debug)]
pub struct SheetWords {
    /// The language of the words.
    pub lang: Lang,
    /// The shape of the game's form.
    pub form: Form,
    words: Catalogue,
}

impl SheetWords {
    /// A sheet in `lang` (English, French or German: the languages every sheet prints)
    /// with a form of shape `form` and the game's words, the text of an `.ftl` file.
    pub const fn new(lang: Lang, form: Form, ftl: &'static str) -> SheetWords {
        SheetWords {
            lang,
            form,
            words: Catalogue::new(ftl),
        }
    }

    /// The word `id`: the game's (`black`, `help`…), else one every sheet prints
    /// (`sheet`, `event`, `date`, `place`, `round`, `score`, `result`, `signatures`);
    /// the id itself when neither has it.
    pub fn word(&'static self, id: &'static str) -> &'static str {
        self.words
            .get(id)
            .or_else(|| self.common().and_then(|c| c.get(id)))
            .unwrap_or(id)
    }

    /// The game's words `<prefix>-1`, `<prefix>-2`… (a form's columns and fields).
    pub fn numbered(&'static self, prefix: &str) -> Vec<&'static str> {
        self.words.numbered(prefix)
    }

    /// The game's own words.
    pub fn game_words(&self) -> &Catalogue {
        &self.words
    }

    fn common(&self) -> Option<&'static Catalogue> {
        COMMON.iter().find(|(l, _)| *l == self.lang).map(|(_, c)| c)
    }
}

impl PartialEq for SheetWords {
    fn eq(&self, other: &SheetWords) -> bool {
        self.lang == other.lang && self.form == other.form && self.words.text == other.words.text
    }
}

/// A game's sheets in English, French and German: the game's words are its folder's
/// `words/en.ftl`, `words/fr.ftl` and `words/de.ftl`. Used once in each game's `words.rs`.
#[macro_export]
#[doc(hidden)]
macro_rules! sheet_words {
    ($form:expr) => {
        [
            $crate::core::words::SheetWords::new(
                $crate::Lang::En,
                $form,
                include_str!("words/en.ftl"),
            ),
            $crate::core::words::SheetWords::new(
                $crate::Lang::Fr,
                $form,
                include_str!("words/fr.ftl"),
            ),
            $crate::core::words::SheetWords::new(
                $crate::Lang::De,
                $form,
                include_str!("words/de.ftl"),
            ),
        ]
    };
}

/// The shape of a game's form: the CLI draws each shape, in the sheet's words.
#[derive(Debug, PartialEq)]
pub enum Form {
    /// Kamisado's form: rounds of a match, Black's moves beside White's (words `black`,
    /// `white`, `match-length`, `fill`, `from-left`, `from-right`, `column-tower`,
    /// `column-direction`, `column-distance`, `column-landing`, `help`).
    Kamisado,
    /// Two sides taking turns, one column group each (Samouraï, Kaitō): words
    /// `side-left`, `side-right`, the header fields after the players' `field-1`…, the
    /// columns of one side's move `column-1`…, `help`.
    TwoSides {
        /// The width of each column, in millimetres.
        widths: &'static [f64],
    },
    /// Colors of Kasane's form: rounds with their grid as dealt, then the final count
    /// (words `player`, `grid`, `row`, `card`, `combination`, `points`, `total`, `help`).
    Kasane,
}

#[cfg(test)]
mod tests {
    use super::{COMMON, Catalogue};
    use crate::{Form, GameKind, Lang};

    #[test]
    fn a_catalogue_reads_one_message_a_line_and_a_missing_word_is_its_id() {
        static C: Catalogue = Catalogue::new(
            "# a comment\n\nexchange = Exchange: = H 3+2.\n  padded =  two  words \n",
        );
        let c = &C;
        assert_eq!(c.get("exchange"), Some("Exchange: = H 3+2."));
        assert_eq!(c.get("padded"), Some("two  words"));
        assert_eq!(c.get("# a comment"), None);
        assert_eq!(c.messages().len(), 2);
        assert_eq!(c.numbered("exchange"), Vec::<&str>::new());
        let kaito = GameKind::Kaito.info().sheet_words(Lang::Fr).unwrap();
        assert_eq!(kaito.word("no-such-word"), "no-such-word");
        assert_eq!(kaito.word("side-left"), "Rouge");
        assert_eq!(kaito.word("event"), "Tournoi");
    }

    #[test]
    fn every_game_has_its_sheet_in_english_french_and_german_from_the_registry() {
        for game in GameKind::ALL {
            let info = game.info();
            for lang in [Lang::En, Lang::Fr, Lang::De] {
                let words = info.sheet_words(lang).expect("a sheet in each language");
                assert_eq!(words.lang, lang);
                let title = info.sheet_title(lang).unwrap();
                assert!(title.starts_with(info.title), "{title}");
                assert!(title.ends_with(words.word("sheet")), "{title}");
            }
            assert_eq!(info.sheet_words(Lang::Ja), None);
        }
        assert_eq!(
            GameKind::Kamisado.info().sheet_title(Lang::Fr).as_deref(),
            Some("Kamisado — feuille de notation")
        );
        let kaito = GameKind::Kaito.info().sheet_words(Lang::De).unwrap();
        assert!(matches!(kaito.form, Form::TwoSides { widths } if widths.len() == 3));
        assert_eq!(kaito.numbered("field"), ["Beginn", "Aufbau"]);
        assert_eq!(kaito.numbered("column"), ["Nach", "Geschlagen", "Tausch"]);
        let kasane = GameKind::Kasane.info().sheet_words(Lang::En).unwrap();
        assert_eq!(kasane.form, Form::Kasane);
        assert_eq!(kasane.word("grid"), "Grid");
        assert_eq!(kasane.word("event"), "Event");
    }

    /// The words are data, one `.ftl` file a language: each game's three files (and the
    /// words every sheet prints) name the same messages, each once, none empty, in the
    /// part of Fluent's syntax that needs no placeable.
    #[test]
    fn each_games_words_are_ftl_files_naming_the_same_messages_in_every_language() {
        let ids = |messages: &[(&'static str, &'static str)]| -> Vec<&'static str> {
            for (id, text) in messages {
                assert!(
                    !text.is_empty() && !text.contains(['{', '}']),
                    "{id} = {text}"
                );
                assert!(
                    id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'),
                    "{id}"
                );
            }
            let mut ids: Vec<_> = messages.iter().map(|(id, _)| *id).collect();
            let n = ids.len();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), n, "a message given twice");
            ids
        };
        let common: Vec<_> = COMMON.iter().map(|(_, c)| ids(c.messages())).collect();
        assert_eq!(common[0].len(), 8);
        assert!(common.iter().all(|c| *c == common[0]));
        for game in GameKind::ALL {
            let sheets = game.info().sheets;
            let own: Vec<_> = sheets
                .iter()
                .map(|s| ids(s.game_words().messages()))
                .collect();
            assert!(own[0].contains(&"help"), "{game:?}");
            assert!(own.iter().all(|o| *o == own[0]), "{game:?}");
            if let Form::TwoSides { widths } = sheets[0].form {
                for sheet in sheets {
                    assert_eq!(sheet.numbered("column").len(), widths.len(), "{game:?}");
                }
            }
        }
    }
}
