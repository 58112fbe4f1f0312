//! Which language kifu speaks in: for a sheet, the sheet's own (its notation's language),
//! unless `--lang` or `KIFU_LANG` asks for another; for no sheet (usage errors, a missing
//! file), `--lang`, `KIFU_LANG`, then the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), then
//! English. Every word is said through the library's catalogue ([`kifu::Message`]).

use std::sync::OnceLock;

use kifu::{GameKind, Lang, Notation, OpenedRecord, Span};

static ASKED: OnceLock<Option<Lang>> = OnceLock::new();

/// `KIFU_LANG` and the locale, read once: a command asks for each record's language, and
/// the environment does not change while it runs (reading it is a lock and a scan of every
/// variable, 5 % of `validate`'s work on small records).
static ENV: OnceLock<(Option<Lang>, Option<Lang>)> = OnceLock::new();

fn env() -> (Option<Lang>, Option<Lang>) {
    *ENV.get_or_init(|| (env_lang("KIFU_LANG"), locale()))
}

/// Record the language asked on the command line (`--lang`), once, before anything is
/// said; `None` leaves the choice to `KIFU_LANG`, the sheet and the locale.
pub fn ask(lang: Option<Lang>) {
    let _ = ASKED.set(lang);
}

/// The language asked for: `--lang`, else `KIFU_LANG`.
pub fn asked() -> Option<Lang> {
    ASKED
        .get()
        .copied()
        .flatten()
        .or_else(|| env().0)
        .map(kifu::message::spoken)
}

/// The language of messages about a sheet of `game` written in `notation`: the one asked,
/// else the sheet's when its game's notation has words in several languages (Kamisado,
/// Samouraï), else the locale's, else English.
pub fn for_sheet(game: GameKind, notation: Notation) -> Lang {
    if let Some(l) = asked() {
        return l;
    }
    game.info()
        .sheet_lang(notation)
        .unwrap_or_else(for_no_sheet)
}

/// The language of messages about an opened record (`show`, `moves`, `replay`, the HTML
/// page): [`for_sheet`] with the record's game and notation.
pub fn for_record(record: &OpenedRecord) -> Lang {
    for_sheet(record.game(), record.notation())
}

/// The language of messages about the record of `game` at `span` of `text`, for a command
/// that checks records without opening them (`validate`, `fmt`, `convert`): the language
/// asked, else the sheet's as its words say it (read only when needed: a few entries of
/// a Kamisado sheet; the other games' sheets are said in the locale's language until they
/// tell theirs cheaply), else the locale's.
pub fn for_text(game: GameKind, text: &str, span: Span) -> Lang {
    if let Some(l) = asked() {
        return l;
    }
    match game {
        GameKind::Kamisado => for_sheet(game, kifu::kamisado::notation_of(text, span).into()),
        _ => for_no_sheet(),
    }
}

/// The language of messages about no sheet: the one asked, else the locale's, else
/// English.
pub fn for_no_sheet() -> Lang {
    asked().unwrap_or_else(|| env().1.unwrap_or(Lang::En))
}

/// The locale's language, from `LC_ALL`, `LC_MESSAGES` then `LANG` (the first one set and
/// not empty decides, as POSIX says), if kifu speaks it.
pub fn locale() -> Option<Lang> {
    let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())?;
    lang_of_locale(&value)
}

/// `--lang` of a command that reads records but writes no notation (`validate`,
/// `convert`, `show`, `replay`, `perft`, `gen`): the language of its messages only.
#[derive(clap::Args, Debug, Default)]
pub struct LangArg {
    /// The language of the messages: en, fr or de (default: the sheet's, else `KIFU_LANG`,
    /// else the locale's).
    #[arg(long = "lang", value_name = "LANG", value_parser = spoken_parser())]
    pub lang: Option<Lang>,
}

/// The languages kifu speaks, as clap checks and offers them.
pub fn spoken_parser() -> impl clap::builder::TypedValueParser<Value = Lang> {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(kifu::message::SPOKEN.map(|l| l.code()))
        .map(|code| code.parse::<Lang>().unwrap_or(Lang::En))
}

/// A notation's language asked (`fmt --lang`, `moves --lang`) as the language of the
/// messages too, when kifu speaks it (`--lang ja` leaves them to the sheet and locale).
pub fn of_notation(lang: Option<Lang>) -> Option<Lang> {
    lang.filter(|l| kifu::message::SPOKEN.contains(l))
}

fn env_lang(var: &str) -> Option<Lang> {
    std::env::var(var).ok().and_then(|v| lang_of_locale(&v))
}

/// `fr_FR.UTF-8`, `de`, `en_GB@euro` → its language, if kifu speaks it (`C` and `POSIX`
/// are English).
pub fn lang_of_locale(value: &str) -> Option<Lang> {
    let code = value
        .split(['_', '.', '@', '-'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    match code.as_str() {
        "c" | "posix" => Some(Lang::En),
        _ => code
            .parse::<Lang>()
            .ok()
            .filter(|l| kifu::message::SPOKEN.contains(l)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_their_language() {
        assert_eq!(lang_of_locale("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(lang_of_locale("de_DE@euro"), Some(Lang::De));
        assert_eq!(lang_of_locale("C.UTF-8"), Some(Lang::En));
        assert_eq!(lang_of_locale("ja_JP.UTF-8"), None);
        assert_eq!(lang_of_locale(""), None);
    }
}
