//! Kamisado behind the [`Game`] trait: what every `kifu` command does for this game.

use std::sync::Arc;

use super::check::check;
use super::generate::Generator;
use super::import::RecordIn as ImportIn;
use super::import::to_notation;
#[cfg(feature = "schema")]
use super::json::schema;
use super::json::{quick_json, to_json_with};
use super::sheet::{KamisadoSheet, chosen, legal_list, to_move};
use super::style::{ArrowStyle, Lang, Style};
use super::{MatchKind, Position, ReplayOptions};
use crate::core::Span;
use crate::core::commands::{check_variant, game_tables, generated, lone, notation_of};
use crate::core::game::Unsupported;
use crate::core::game::{
    GamePosition,
    CheckedRecord, Game, GameError, GameInfo, GameKind, JsonRecord, LegalMoves, Sheet, boxed,
    sheets,
};
use crate::values::{Notation, NotationRequest, Setting, Variant};

/// The Kamisado game for the CLI.
pub struct Kamisado;

/// The one instance.
pub static GAME: Kamisado = Kamisado;

/// The game in the registry ([`GameKind::info`]). Languages and styles `fmt` accepts:
/// English, French, German words; variants `gen` makes: match lengths.
pub static INFO: GameInfo = GameInfo {
    languages: &[crate::Lang::En, crate::Lang::Fr, crate::Lang::De],
    styles: &[
        crate::Style::Arrows,
        crate::Style::Words,
        crate::Style::Ascii,
    ],
    variants: &[
        Variant::Standard,
        Variant::Simple,
        Variant::Long,
        Variant::Marathon,
    ],
    ..GameInfo::new(GameKind::Kamisado, "Kamisado", &["kamisado"], crate::core::form::Form::Kamisado)
};

impl From<Lang> for crate::Lang {
    fn from(lang: Lang) -> crate::Lang {
        match lang {
            Lang::En => crate::Lang::En,
            Lang::Fr => crate::Lang::Fr,
            Lang::De => crate::Lang::De,
        }
    }
}

impl From<ArrowStyle> for crate::Style {
    fn from(arrows: ArrowStyle) -> crate::Style {
        match arrows {
            ArrowStyle::Arrows => crate::Style::Arrows,
            ArrowStyle::Words => crate::Style::Words,
            ArrowStyle::Ascii => crate::Style::Ascii,
        }
    }
}

impl From<Style> for Notation {
    fn from(style: Style) -> Notation {
        Notation {
            lang: style.lang.into(),
            style: style.arrows.into(),
        }
    }
}

/// A notation Kamisado writes: English, French or German, with arrows, words or ASCII
/// for the directions.
///
/// ```
/// use kifu::kamisado::{ArrowStyle, Lang, Style};
/// let asked = kifu::Notation { lang: kifu::Lang::De, style: kifu::Style::Words };
/// let style = Style::try_from(asked).unwrap();
/// assert_eq!(style, Style { lang: Lang::De, arrows: ArrowStyle::Words });
/// let japanese = kifu::Notation { lang: kifu::Lang::Ja, style: kifu::Style::Arrows };
/// assert!(Style::try_from(japanese).is_err());
/// ```
impl TryFrom<Notation> for Style {
    type Error = Unsupported;

    fn try_from(n: Notation) -> Result<Style, Unsupported> {
        let game = GameKind::Kamisado;
        let lang = Unsupported::unless_found(game, &Lang::ALL, n.lang, Setting::Lang)?;
        let arrows = Unsupported::unless_found(game, &ArrowStyle::ALL, n.style, Setting::Style)?;
        Ok(Style { lang, arrows })
    }
}

impl Game for Kamisado {
    game_tables!(GameKind::Kamisado);

    fn check(&self, text: &str, all: bool) -> Vec<Box<dyn CheckedRecord>> {
        boxed(check(text, ReplayOptions { all }))
    }

    fn check_record(&self, text: &str, span: Span, all: bool) -> Box<dyn CheckedRecord> {
        super::check::check_record(text, span, ReplayOptions { all })
    }

    fn record_json(&self, mut to: JsonRecord<'_>) -> Result<(), GameError> {
        let (text, lines) = (to.text, to.lines);
        if let Some(written) = quick_json(lines, text, |json| to.write(json)) {
            return written;
        }
        let checked = super::check::check_one(text, to.span(), ReplayOptions::default());
        to.write_checked(std::slice::from_ref(&checked), |c| {
            let r = c.replay.as_ref()?;
            Some(Ok(to_json_with(lines, text, &c.record, r)))
        })
    }

    fn open(&self, text: Arc<str>, all: bool) -> Vec<Box<dyn Sheet>> {
        sheets(
            check(&text, ReplayOptions { all }),
            &text,
            |checked, text| KamisadoSheet { checked, text },
        )
    }

    fn generate(&self, seed: u64, count: u64, variant: &Variant) -> Result<String, GameError> {
        check_variant(GameKind::Kamisado, *variant)?;
        let kind = MatchKind::ALL
            .into_iter()
            .find(|k| k.name() == variant.code())
            .ok_or_else(|| {
                let m = crate::message!("kamisado-no-such-match", variant = variant.code());
                GameError::Usage(m)
            })?;
        let mut g = Generator::new(seed);
        generated(count, || notation_of(to_notation(&g.random_match(kind))))
    }

    fn position(&self, text: Option<&str>) -> Result<Box<dyn GamePosition>, GameError> {
        let parse = str::parse;
        lone(GameKind::Kamisado, text, Position::start, parse, written_moves, Position::perft)
    }
}

/// The legal moves of a Kamisado position given on its own, written in a notation.
fn written_moves(pos: &Position, asked: NotationRequest) -> Result<LegalMoves, GameError> {
    let written = chosen(Style::default(), asked)?;
    Ok(legal_list(*pos, to_move(pos), &written))
}
