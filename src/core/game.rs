//! Which game a record is: from `--game`, the `[Game]` tag, or the file extension.

use std::fmt;
use std::path::Path;

/// The four games kifu knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    Kamisado,
}

impl GameKind {
    pub const ALL: [GameKind; 1] = [GameKind::Kamisado];

    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Kamisado => "kamisado",
        }
    }

    /// The usual file extension (without the dot).
    pub const fn extension(self) -> &'static str {
        match self {
            GameKind::Kamisado => "kamisado",
        }
    }

    /// From a `[Game "…"]` value: case-insensitive, accents optional.
    pub fn from_tag(value: &str) -> Option<GameKind> {
        let v = value.trim().to_lowercase();
        GameKind::ALL.into_iter().find(|g| v == g.name())
    }

    pub fn from_path(path: &Path) -> Option<GameKind> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        GameKind::ALL.into_iter().find(|g| g.extension() == ext)
    }

    /// Look for a `[Game "…"]` tag at the start of a record (before the first move),
    /// without parsing the whole text.
    pub fn sniff(text: &str) -> Option<GameKind> {
        for line in text.lines().take(64) {
            let l = line.trim_start_matches('\u{feff}').trim();
            if let Some(rest) = l.strip_prefix('[') {
                let mut parts = rest.splitn(2, char::is_whitespace);
                let key = parts.next().unwrap_or("");
                if key.eq_ignore_ascii_case("game") {
                    let value = parts
                        .next()
                        .unwrap_or("")
                        .trim()
                        .trim_end_matches(']')
                        .trim()
                        .trim_matches('"');
                    return GameKind::from_tag(value);
                }
            }
        }
        None
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What `kifu validate` needs from one checked record, whatever the game. Each game's
/// `check` returns its own rich type (record, replay) implementing this.
pub trait CheckedRecord {
    /// Syntax and rule problems, in the order found.
    fn problems(&self) -> &[crate::core::Problem];
    /// No error, and the replay reached the end of the record.
    fn is_valid(&self) -> bool;
    /// The record reaches the end of the game or match.
    fn is_finished(&self) -> bool;
    /// Plies replayed.
    fn plies(&self) -> usize;
    /// Who moves next, or how the game ended.
    fn summary(&self) -> String;
    /// Where the replay stopped early, if it did.
    fn stopped_at(&self) -> Option<crate::core::Span>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_the_game() {
        assert_eq!(
            GameKind::sniff("[Event \"x\"]\n[Game \"Kamisado\"]\n1. Red ↗3 Blue"),
            Some(GameKind::Kamisado)
        );
        assert_eq!(
            GameKind::sniff("\u{feff}[game  \"kamisado\"]"),
            Some(GameKind::Kamisado)
        );
        assert_eq!(GameKind::sniff("[Game \"Chess\"]"), None);
        assert_eq!(GameKind::sniff("1. Red ↗3 Blue"), None);
        assert_eq!(
            GameKind::from_path(Path::new("a/b.Kamisado")),
            Some(GameKind::Kamisado)
        );
        assert_eq!(GameKind::from_path(Path::new("a/b.txt")), None);
    }
}
