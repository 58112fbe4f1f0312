//! Colors of Kasane behind the [`Game`] trait: what every `kifu` command does for it.

use std::sync::Arc;

use super::boxes::{BoxTable, parse_boxes};
use super::check::{check, check_one};
use super::generate::Generator;
use super::import::RecordIn as ImportIn;
#[cfg(feature = "schema")]
use super::json::schema;
use super::json::to_json;
use super::replay::ReplayOptions;
use super::sheet::KasaneSheet;
use crate::core::commands::{check_variant, game_tables, generated};
use crate::core::game::{
    GamePosition,
    CheckedRecord, Game, GameError, GameInfo, GameKind, JsonRecord, Sheet, boxed, sheets,
};
use super::notation::NameStyle;
use crate::core::game::Unsupported;
use crate::Message;
use crate::core::{Problem, Span};
use crate::values::{Notation, NotationRequest, Variant};

/// The Colors of Kasane game for the CLI, with the box table given by `--boxes FILE`
/// (used for records without a `[Boxes]` tag).
pub struct Kasane {
    boxes: Option<BoxTable>,
}

/// The game with the default box table.
pub static GAME: Kasane = Kasane { boxes: None };

/// The game in the registry ([`GameKind::info`]). Languages `fmt` writes the combination
/// names in: Japanese (romaji, the canonical form) and English; styles: plain, or the
/// Japanese names in kanji as the rule book prints them; variants `gen` makes: the
/// number of players.
pub static INFO: GameInfo = GameInfo {
    tags: &["kasane", "colors of kasane", "colours of kasane"],
    languages: &[crate::Lang::Ja, crate::Lang::En],
    styles: &[crate::Style::Plain, crate::Style::Kanji],
    variants: &[Variant::FourPlayers, Variant::ThreePlayers],
    has_sides: false,
    has_position_strings: false,
    setup_option: Some("boxes"),
    ..GameInfo::new(GameKind::Kasane, "Colors of Kasane", &["kasane"], crate::core::form::Form::Kasane)
};

impl From<NameStyle> for Notation {
    fn from(style: NameStyle) -> Notation {
        let (lang, style) = match style {
            NameStyle::Romaji => (crate::Lang::Ja, crate::Style::Plain),
            NameStyle::Kanji => (crate::Lang::Ja, crate::Style::Kanji),
            NameStyle::English => (crate::Lang::En, crate::Style::Plain),
        };
        Notation { lang, style }
    }
}

/// The names Colors of Kasane writes in a notation: Japanese in romaji (plain) or in
/// kanji, or English; kanji are Japanese names, whatever the language asked.
///
/// ```
/// use kifu::kasane::NameStyle;
/// use kifu::{Lang, Notation, Style};
/// let kanji = Notation { lang: Lang::Ja, style: Style::Kanji };
/// assert_eq!(NameStyle::try_from(kanji), Ok(NameStyle::Kanji));
/// let english = Notation { lang: Lang::En, style: Style::Plain };
/// assert_eq!(NameStyle::try_from(english), Ok(NameStyle::English));
/// let french = Notation { lang: Lang::Fr, style: Style::Plain };
/// assert!(NameStyle::try_from(french).is_err());
/// ```
impl TryFrom<Notation> for NameStyle {
    type Error = Unsupported;

    fn try_from(n: Notation) -> Result<NameStyle, Unsupported> {
        NotationRequest::from(n).check(GameKind::Kasane)?;
        Ok(match (n.lang, n.style) {
            (_, crate::Style::Kanji) => NameStyle::Kanji,
            (crate::Lang::En, _) => NameStyle::English,
            _ => NameStyle::Romaji,
        })
    }
}

impl Kasane {
    fn options(&self, all: bool) -> ReplayOptions {
        ReplayOptions {
            all,
            boxes: self.boxes.clone(),
        }
    }
}

impl Game for Kasane {
    game_tables!(GameKind::Kasane);

    fn check(&self, text: &str, all: bool) -> Vec<Box<dyn CheckedRecord>> {
        boxed(check(text, &self.options(all)))
    }

    fn check_record(&self, text: &str, span: Span, all: bool) -> Box<dyn CheckedRecord> {
        Box::new(check_one(text, span, &self.options(all)))
    }

    fn record_json(&self, mut to: JsonRecord<'_>) -> Result<(), GameError> {
        // The JSON of a Kasane record names no line or column.
        let checked = check_one(to.text, to.span(), &self.options(false));
        to.write_checked(std::slice::from_ref(&checked), |c| {
            Some(Ok(to_json(&c.record, c.replay.as_ref()?)))
        })
    }

    fn open(&self, text: Arc<str>, all: bool) -> Vec<Box<dyn Sheet>> {
        let options = self.options(all);
        sheets(check(&text, &options), &text, |checked, text| KasaneSheet {
            checked,
            text,
            options: options.clone(),
        })
    }

    fn generate(&self, seed: u64, count: u64, variant: &Variant) -> Result<String, GameError> {
        check_variant(GameKind::Kasane, *variant)?;
        let players: usize = match variant {
            Variant::ThreePlayers => 3,
            _ => 4,
        };
        let mut g = Generator::new(seed);
        generated(count, || {
            g.random_game(players)
                .map_err(|e| GameError::Usage(e.message()))
        })
    }

    fn with_setup(&self, file_text: &str) -> Result<Box<dyn Game>, GameError> {
        let table = parse_boxes(file_text).map_err(|e| {
            GameError::Invalid(vec![
                Problem::error("kasane::tag::boxes", Span::new(e.start, e.end.max(e.start)), e.message.clone())
                    .with_label(Message::new("kasane-boxes-file-label"))
                    .with_help(Message::new("kasane-boxes-file-help")),
            ])
        })?;
        Ok(Box::new(Kasane { boxes: Some(table) }))
    }

    /// No position strings, and no start position: every round is a new deal.
    fn position(&self, text: Option<&str>) -> Result<Box<dyn GamePosition>, GameError> {
        Err(GameError::Usage(match text {
            Some(_) => crate::message!("usage-no-position-strings", game = "kasane"),
            None => Message::new("kasane-no-start-position"),
        }))
    }
}
