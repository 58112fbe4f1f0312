//! Samouraï behind the [`Game`] trait: what every `kifu` command does for this game.

use std::sync::Arc;

use super::board::Board;
use super::check::{Checked, check_one_with, check_with, load_board_file_in};
use super::generate::Generator;
use super::import::RecordIn as ImportIn;
use super::import::to_notation;
#[cfg(feature = "schema")]
use super::json::schema;
use super::json::to_json_with;
use super::notation::{Lang, Style};
use super::replay::{ReplayOptions, outcome_message, outcome_of};
use super::rules::Position;
use super::sheet::{SamouraiSheet, chosen, legal_list};
use crate::core::form::{Form, TwoSides};
use crate::core::commands::{check_variant, game_tables, generated, lone, notation_of};
use crate::core::game::Unsupported;
use crate::core::game::{
    GamePosition,
    CheckedRecord, Game, GameError, GameInfo, GameKind, JsonRecord, LegalMoves, Sheet, boxed,
    sheets,
};
use crate::core::{Problem, Span};
use crate::message::Message;
use crate::values::{Notation, NotationRequest, Setting, Variant};

/// The Samouraï game for the CLI, optionally set up with a board (`--board FILE`) that
/// wins over every record's own.
pub struct Samourai {
    board: Option<Board>,
    /// The folder `[Board "path"]` tags are read from (the record's own; `None`: the
    /// current directory).
    folder: Option<std::path::PathBuf>,
}

/// The game on each record's own board (the default board when it gives none).
pub static GAME: Samourai = Samourai {
    board: None,
    folder: None,
};

/// The game in the registry ([`GameKind::info`]). Languages and styles `fmt` accepts:
/// `ja` (taiyo, ryu …), `fr`, `en`; one style; variants `gen` makes: the standard game on the default board.
pub static INFO: GameInfo = GameInfo {
    tags: &["samourai", "samurai"],
    languages: &[crate::Lang::Ja, crate::Lang::Fr, crate::Lang::En],
    setup_option: Some("board"),
    ..GameInfo::new(GameKind::Samourai, "Samouraï", &["samourai"], SHEET)
};

/// The blank score sheet: the move, its distance, the square it ends on.
const SHEET: Form = Form::TwoSides(TwoSides {
    sides: ["samourai-sheet-side-left", "samourai-sheet-side-right"],
    fields: &["samourai-sheet-field-1"],
    columns: &[
        ("samourai-sheet-column-1", 42.0),
        ("samourai-sheet-column-2", 14.0),
        ("samourai-sheet-column-3", 31.0),
    ],
    help: "samourai-sheet-help",
});

impl Samourai {
    /// Every record of a text, checked on the set-up board if there is one.
    fn checked(&self, text: &str, all: bool) -> Vec<Checked> {
        let dir = self.dir();
        check_with(text, ReplayOptions { all }, self.board, &|path| {
            load_board_file_in(dir, path)
        })
    }

    /// The one record at `span` of `text`, checked as [`Samourai::checked`] does.
    fn checked_one(&self, text: &str, span: Span, all: bool) -> Checked {
        let dir = self.dir();
        check_one_with(text, span, ReplayOptions { all }, self.board, &|path| {
            load_board_file_in(dir, path)
        })
    }

    /// The folder `[Board "path"]` tags are read from.
    fn dir(&self) -> &std::path::Path {
        self.folder
            .as_deref()
            .unwrap_or_else(|| std::path::Path::new("."))
    }

    /// The board of generated games and perft.
    fn board(&self) -> Board {
        self.board.unwrap_or_default()
    }
}

impl From<Lang> for crate::Lang {
    fn from(lang: Lang) -> crate::Lang {
        match lang {
            Lang::Ja => crate::Lang::Ja,
            Lang::Fr => crate::Lang::Fr,
            Lang::En => crate::Lang::En,
        }
    }
}

impl From<Style> for Notation {
    fn from(style: Style) -> Notation {
        Notation {
            lang: style.lang.into(),
            style: crate::Style::Plain,
        }
    }
}

/// A notation Samouraï writes: the kinds named in Japanese (romaji), French or English,
/// in its one style.
///
/// ```
/// use kifu::samourai::{Lang, Style};
/// let asked = kifu::Notation { lang: kifu::Lang::Fr, style: kifu::Style::Plain };
/// assert_eq!(Style::try_from(asked), Ok(Style { lang: Lang::Fr }));
/// let german = kifu::Notation { lang: kifu::Lang::De, style: kifu::Style::Plain };
/// assert!(Style::try_from(german).is_err());
/// ```
impl TryFrom<Notation> for Style {
    type Error = Unsupported;

    fn try_from(n: Notation) -> Result<Style, Unsupported> {
        let game = GameKind::Samourai;
        Unsupported::unless_found(game, &[crate::Style::Plain], n.style, Setting::Style)?;
        let lang = Unsupported::unless_found(game, &Lang::ALL, n.lang, Setting::Lang)?;
        Ok(Style { lang })
    }
}

impl Game for Samourai {
    game_tables!(GameKind::Samourai);

    /// Parse and replay every record of a text (`kifu validate`).
    fn check(&self, text: &str, all: bool) -> Vec<Box<dyn CheckedRecord>> {
        boxed(self.checked(text, all))
    }

    /// The record at `span` read in place: no second split, no copy of its problems.
    fn check_record(&self, text: &str, span: Span, all: bool) -> Box<dyn CheckedRecord> {
        Box::new(self.checked_one(text, span, all))
    }

    fn record_json(&self, mut to: JsonRecord<'_>) -> Result<(), GameError> {
        let (text, lines) = (to.text, to.lines);
        let checked = self.checked_one(text, to.span(), false);
        to.write_checked(std::slice::from_ref(&checked), |c| {
            let r = c.replay.as_ref()?;
            Some(Ok(to_json_with(lines, text, &c.record, r)))
        })
    }

    fn open(&self, text: Arc<str>, all: bool) -> Vec<Box<dyn Sheet>> {
        sheets(self.checked(&text, all), &text, |checked, text| {
            SamouraiSheet { checked, text }
        })
    }

    /// `count` seeded random legal games, as several records in one text.
    fn generate(&self, seed: u64, count: u64, variant: &Variant) -> Result<String, GameError> {
        check_variant(GameKind::Samourai, *variant)?;
        let mut g = Generator::on(seed, self.board());
        let text = generated(count, || notation_of(to_notation(&g.random_game())))?;
        // In the canonical layout, as `kifu fmt` writes it (`fmt --check` passes).
        self.format(&text, self.default_notation().into())
    }

    /// Move sequences of exactly `depth` moves from a position string (None: the start),
    /// on the set-up board (default: the default board).
    /// On the game's board (`--board`, else the default one).
    fn position(&self, text: Option<&str>) -> Result<Box<dyn GamePosition>, GameError> {
        let board = self.board();
        let start = || Position::start_on(board);
        let parse = |s: &str| super::fen::parse_on(s, board);
        lone(GameKind::Samourai, text, start, parse, written_moves, Position::perft)
    }

    /// The game on the board of a board file (11-line format), for every record read.
    fn with_setup(&self, file_text: &str) -> Result<Box<dyn Game>, GameError> {
        let board = Board::parse(file_text).map_err(|e| {
            let starts: Vec<usize> = std::iter::once(0)
                .chain(file_text.match_indices('\n').map(|(i, _)| i + 1))
                .collect();
            GameError::Invalid(
                e.issues
                    .iter()
                    .map(|issue| {
                        let span = match (issue.line, issue.column) {
                            (Some(l), Some(c)) => {
                                let ls = starts.get(l.saturating_sub(1)).copied().unwrap_or(0);
                                let line = file_text.get(ls..).unwrap_or_default();
                                let (off, ch) = line
                                    .char_indices()
                                    .nth(c.saturating_sub(1))
                                    .unwrap_or((0, ' '));
                                Span::new(ls + off, ls + off + ch.len_utf8().min(line.len() - off))
                            }
                            _ => Span::point(0),
                        };
                        Problem::error("samourai::bad-board", span, issue.message.clone())
                            .with_label(Message::new("samourai-here"))
                            .with_help(Message::new("samourai-board-help"))
                    })
                    .collect(),
            )
        })?;
        Ok(Box::new(Samourai {
            board: Some(board),
            folder: self.folder.clone(),
        }))
    }

    /// This game reading `[Board "path"]` files from the record's folder `dir`.
    fn in_folder(&self, dir: &std::path::Path) -> Option<Box<dyn Game>> {
        Some(Box::new(Samourai {
            board: self.board,
            folder: Some(dir.to_path_buf()),
        }))
    }
}

/// The legal moves of a Samouraï position given on its own, written in a notation.
fn written_moves(pos: &Position, asked: NotationRequest) -> Result<LegalMoves, GameError> {
    let lang = chosen(Style::default(), asked)?;
    Ok(legal_list(pos, outcome_message(outcome_of(pos), lang), lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::commands::testing;
    use crate::core::game::{At, DiagramFormat};

    const GAME_TEXT: &str = "[Game \"Samourai\"]\n[Red \"A\"]\n[Black \"B\"]\n1. c1-b2 1 taiyo  c11-b10 1 taiyo\n2. i1-j2 1 sun   i11-j10 1 soleil\n";

    #[test]
    fn every_command_works_on_a_record() {
        let g = &GAME;
        testing::one_finished(g, GAME_TEXT, 4);

        let english = NotationRequest {
            lang: Some(crate::Lang::En),
            style: None,
        };
        let fmt = g.format(GAME_TEXT, english).expect("parses");
        assert!(fmt.contains("1. c1-b2 1 sun"), "{fmt}");

        let show = g
            .show(GAME_TEXT, At::ply(1), DiagramFormat::Ascii)
            .expect("shows");
        assert!(show.contains("after move 1 (Red: c1-b2 1 taiyo)"), "{show}");
        assert!(show.contains("Red: A - Black: B"), "{show}");
        testing::refuses_beyond(g, GAME_TEXT, 9);

        let moves = g.moves(GAME_TEXT, At::ply(3)).expect("moves");
        assert!(moves.contains("i11-j10 1 taiyo"), "{moves}");
        let end = g.moves(GAME_TEXT, At::default()).expect("moves");
        assert!(
            end.contains("iki zumari") && end.contains("0 legal moves"),
            "{end}"
        );

        testing::generates(g, 2);

        assert_eq!(g.position(None).unwrap().perft(1), 84);
        assert!(g.position(Some("x")).is_err());
        #[cfg(feature = "schema")]
        assert!(g.schema().is_object());
        assert!(matches!(g.to_json("1. c1-c9"), Err(GameError::Invalid(_))));
        assert!(matches!(
            g.format("1. c1-", NotationRequest::OWN),
            Err(GameError::Invalid(_))
        ));
    }

    #[test]
    fn a_board_file_sets_the_game_up() {
        assert_eq!(GAME.setup_option(), Some("board"));
        // Swap the sun of b10 with the blank a10: c11-b10 no longer answers a sun.
        let text = Board::standard()
            .to_string()
            .replacen("10 .TKWR", "10 T.KWR", 1);
        let custom = GAME.with_setup(&text).expect("a valid board");
        let record = "1. c1-b2 1 taiyo   c11-b10 1 taiyo\n";
        assert!(GAME.check(record, false)[0].is_valid());
        let on_custom = custom.check(record, false);
        assert_eq!(on_custom[0].problems()[0].code, "samourai::rule::symbol");
        // The board wins over the record's own.
        let tagged = format!("[Board \"/nonexistent\"]\n{record}");
        assert_eq!(
            custom.check(&tagged, false)[0].problems()[0].code,
            "samourai::rule::symbol"
        );
        // perft runs on the set-up board: Black's answers through b10 are gone.
        let perft = |g: &dyn Game| g.position(None).unwrap().perft(2);
        assert_ne!(perft(&*custom), perft(&GAME));
        // A bad board file: every problem, placed in the file.
        let bad = text.replacen(" 6 .....A.....", " 6 ....A......", 1);
        match GAME.with_setup(&bad) {
            Err(GameError::Invalid(p)) => {
                assert_eq!(p.len(), 1);
                assert_eq!(p[0].code, "samourai::bad-board");
                assert_eq!(&bad[p[0].span.range()], "A");
            }
            _ => panic!("a bad board is refused"),
        }
        assert!(matches!(GAME.with_setup("x"), Err(GameError::Invalid(_))));
    }
}
