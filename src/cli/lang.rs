//! Which language kifu speaks in: for a sheet, the sheet's own (its notation's language),
//! unless `--lang` or `KIFU_LANG` asks for another; for no sheet (usage errors, a missing
//! file), `--lang`, `KIFU_LANG`, then the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), then
//! English. Every word is said through the library's catalogue ([`kifu::Message`]).

use std::sync::OnceLock;

use kifu::{GameKind, Lang, Notation};

static ASKED: OnceLock<Option<Lang>> = OnceLock::new();

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
        .or_else(|| env_lang("KIFU_LANG"))
        .map(kifu::message::spoken)
}

/// The language of messages about a sheet of `game` written in `notation`: the one asked,
/// else the sheet's when its game's notation has words in several languages (Kamisado,
/// Samouraï), else the locale's, else English.
pub fn for_sheet(game: GameKind, notation: Notation) -> Lang {
    if let Some(l) = asked() {
        return l;
    }
    if game.info().languages.len() > 1 && kifu::message::SPOKEN.contains(&notation.lang) {
        return notation.lang;
    }
    for_no_sheet()
}

/// The language of messages about no sheet: the one asked, else the locale's, else
/// English.
pub fn for_no_sheet() -> Lang {
    asked().unwrap_or_else(|| locale().unwrap_or(Lang::En))
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
