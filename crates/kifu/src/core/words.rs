//! The words of a blank score sheet (`kifu sheet`): what every sheet prints, and the shape
//! of each game's form. The words themselves live in each game's folder (`words.rs`) and
//! are reached through the registry: [`GameInfo::sheet_words`](crate::GameInfo::sheet_words).

use crate::values::Lang;

/// The words every blank sheet prints, in one language: the header's fields and the
/// title's second half.
#[derive(Debug, PartialEq)]
pub struct CommonWords {
    /// What the page is: `score sheet` (the title reads `Kamisado — score sheet`).
    pub sheet: &'static str,
    /// The header field for the event: `Event`.
    pub event: &'static str,
    /// The header field for the date: `Date`.
    pub date: &'static str,
    /// The header field for the place: `Place`.
    pub place: &'static str,
    /// A round of a match or game: `Round`.
    pub round: &'static str,
    /// The score after a round: `Score`.
    pub score: &'static str,
    /// The result of the game: `Result`.
    pub result: &'static str,
    /// The players' signatures: `Signatures`.
    pub signatures: &'static str,
}

impl CommonWords {
    /// The words in English.
    pub const EN: CommonWords = CommonWords {
        sheet: "score sheet",
        event: "Event",
        date: "Date",
        place: "Place",
        round: "Round",
        score: "Score",
        result: "Result",
        signatures: "Signatures",
    };

    /// The words in French.
    pub const FR: CommonWords = CommonWords {
        sheet: "feuille de notation",
        event: "Tournoi",
        date: "Date",
        place: "Lieu",
        round: "Manche",
        score: "Score",
        result: "Résultat",
        signatures: "Signatures",
    };

    /// The words in German.
    pub const DE: CommonWords = CommonWords {
        sheet: "Partieprotokoll",
        event: "Turnier",
        date: "Datum",
        place: "Ort",
        round: "Runde",
        score: "Stand",
        result: "Ergebnis",
        signatures: "Unterschriften",
    };
}

/// A game's blank score sheet in one language: the common words and the words of its
/// form. Each game lists its own ([`GameInfo::sheets`](crate::GameInfo::sheets)).
#[derive(Debug, PartialEq)]
pub struct SheetWords {
    /// The language of the words.
    pub lang: Lang,
    /// The words every sheet prints.
    pub common: &'static CommonWords,
    /// The words of the game's form, by the shape of the form.
    pub form: FormWords,
}

impl SheetWords {
    /// A sheet in `lang` (English, French or German: the languages of [`CommonWords`])
    /// with the words of its form.
    pub const fn new(lang: Lang, form: FormWords) -> SheetWords {
        let common = match lang {
            Lang::Fr => &CommonWords::FR,
            Lang::De => &CommonWords::DE,
            _ => &CommonWords::EN,
        };
        SheetWords { lang, common, form }
    }
}

/// The shape of a game's form, with its words: the CLI draws each shape.
#[derive(Debug, PartialEq)]
pub enum FormWords {
    /// Kamisado's form: rounds of a match, Black's moves beside White's.
    Kamisado(&'static KamisadoForm),
    /// Two sides taking turns, one column group each (Samouraï, Kaitō).
    TwoSides(&'static TwoSidesForm),
    /// Colors of Kasane's form: rounds with their grid as dealt, then the final count.
    Kasane(&'static KasaneForm),
}

/// The words of Kamisado's form.
#[derive(Debug, PartialEq)]
pub struct KamisadoForm {
    /// The side that starts: `Black`.
    pub black: &'static str,
    /// The other side: `White`.
    pub white: &'static str,
    /// The match lengths to tick.
    pub match_length: &'static str,
    /// The fill of the back rows chosen for a round: `Fill`.
    pub fill: &'static str,
    /// Filled from the left: `from left`.
    pub from_left: &'static str,
    /// Filled from the right: `from right`.
    pub from_right: &'static str,
    /// The columns of one side's move: tower, direction, distance, landing colour.
    pub columns: [&'static str; 4],
    /// The note printed under the form.
    pub help: &'static str,
}

/// The words of a form for two sides taking turns.
#[derive(Debug, PartialEq)]
pub struct TwoSidesForm {
    /// The two sides, left column group first.
    pub sides: [&'static str; 2],
    /// The header fields after the players' (Samouraï: the board).
    pub fields: &'static [&'static str],
    /// The columns of one side's move, each with its width in millimetres.
    pub columns: &'static [(&'static str, f64)],
    /// The note printed under the form.
    pub help: &'static str,
}

/// The words of Colors of Kasane's form.
#[derive(Debug, PartialEq)]
pub struct KasaneForm {
    /// A player: `Player` (numbered `Player 1` … on the sheet).
    pub player: &'static str,
    /// The cards dealt for a round: `Grid`.
    pub grid: &'static str,
    /// A row of the grid: `Row`.
    pub row: &'static str,
    /// The card taken: `Card`.
    pub card: &'static str,
    /// The combination completed: `Combination`.
    pub combination: &'static str,
    /// Its points: `Pts`.
    pub points: &'static str,
    /// The final count: `Total`.
    pub total: &'static str,
    /// The note printed under the form.
    pub help: &'static str,
}

#[cfg(test)]
mod tests {
    use crate::{FormWords, GameKind, Lang};

    #[test]
    fn every_game_has_its_sheet_in_english_french_and_german_from_the_registry() {
        for game in GameKind::ALL {
            let info = game.info();
            for lang in [Lang::En, Lang::Fr, Lang::De] {
                let words = info.sheet_words(lang).expect("a sheet in each language");
                assert_eq!(words.lang, lang);
                let title = info.sheet_title(lang).unwrap();
                assert!(title.starts_with(info.title), "{title}");
                assert!(title.ends_with(words.common.sheet), "{title}");
            }
            assert_eq!(info.sheet_words(Lang::Ja), None);
        }
        assert_eq!(
            GameKind::Kamisado.info().sheet_title(Lang::Fr).as_deref(),
            Some("Kamisado — feuille de notation")
        );
        let kaito = GameKind::Kaito.info().sheet_words(Lang::De).unwrap();
        assert!(matches!(kaito.form, FormWords::TwoSides(t) if t.fields == ["Beginn", "Aufbau"]));
        let kasane = GameKind::Kasane.info().sheet_words(Lang::En).unwrap();
        assert!(matches!(kasane.form, FormWords::Kasane(k) if k.grid == "Grid"));
    }
}
