//! Samouraï behind the [`Game`] trait: what every `kifu` command does for this game.

use super::ast::Item;
use super::board::Board;
use super::check::{Checked, check_one_with, check_with, load_board_file_in};
use super::generate::Generator;
use super::import::RecordIn as ImportIn;
use super::json::{schema, to_json_with, to_notation};
use super::layout::renumber;
use super::notation::{Lang, Style, write_record};
use super::render::{Diagram, ascii, svg, terminal};
use super::replay::{Ply, Replay, ReplayOptions, describe, describe_in, written_in};
use super::rules::Position;
use crate::core::commands::{
    caption_after, check_variant, count, draw_in, game_tables, generated, joined, lines, names,
    notation_of, one_game_ply, position_or,
};
use crate::core::game::{
    At, CheckedRecord, Game, GameError, GameInfo, GameKind, JsonRecord, LegalMove, LegalMoves,
    View, boxed, require_parsed,
};
use crate::core::{Problem, Span};
use crate::values::{Notation, NotationRequest, Setting, Unsupported, Variant};

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
    kind: GameKind::Samourai,
    name: "samourai",
    title: "Samouraï",
    extensions: &["samourai"],
    tags: &["samourai", "samurai"],
    languages: &[crate::Lang::Ja, crate::Lang::Fr, crate::Lang::En],
    styles: &[crate::Style::Plain],
    variants: &[Variant::Standard],
    has_sides: true,
    has_position_strings: true,
    setup_option: Some("board"),
};
const BOARD_FILE_HELP: &str = "a board is 11 rows of 11 letters, rank 11 first: S shiro (4 on rank 1, 4 on rank 11), A anzen (f6), . mekura (48), T sun, R dragon, W ibis, K sword (16 each)";

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

/// Every legal move of a position, written (the kinds named in `lang`), resolved, and
/// whether it wins the game.
fn legal_list(pos: &Position, summary: String, lang: Lang) -> LegalMoves {
    let moves = pos
        .legal_moves()
        .into_iter()
        .map(|mv| LegalMove {
            written: written_in(pos, mv, lang),
            resolved: mv.to_string(),
            wins: pos
                .play(mv)
                .ok()
                .and_then(|after| after.outcome())
                .and_then(|o| o.winner())
                == Some(pos.turn()),
        })
        .collect();
    LegalMoves { summary, moves }
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
        let refused = |given| Unsupported {
            game: GameKind::Samourai,
            given,
        };
        if n.style != crate::Style::Plain {
            return Err(refused(Setting::Style(n.style)));
        }
        let lang = Lang::ALL
            .into_iter()
            .find(|&l| crate::Lang::from(l) == n.lang)
            .ok_or(refused(Setting::Lang(n.lang)))?;
        Ok(Style { lang })
    }
}

/// The language asked for (`--lang`), `own`'s when none is.
fn chosen(own: Style, asked: NotationRequest) -> Result<Lang, GameError> {
    Ok(Style::try_from(asked.resolve(GameKind::Samourai, own.into())?)?.lang)
}

/// The last record of a text, replayed.
fn last_record(game: &Samourai, text: &str) -> Result<Checked, GameError> {
    Checked::last(game.checked(text, false))
}

/// The position after `ply` moves (default: all), and the move that led there.
fn select(replay: &Replay, at: At) -> Result<(usize, Position, Option<&Ply>), GameError> {
    let n = one_game_ply(at, replay.plies.len(), "Samouraï", "move")?;
    let position = replay.position_at(n).unwrap_or(replay.position);
    let last = n.checked_sub(1).and_then(|i| replay.plies.get(i));
    Ok((n, position, last))
}

/// A move as the sheet writes it (its segment of the entry), or in the canonical form.
fn as_written(c: &Checked, text: &str, p: &Ply) -> String {
    match c.record.items.get(p.item) {
        Some(Item::Entry(e)) => e
            .segments()
            .nth(p.segment as usize)
            .and_then(|s| text.get(s.span.range()))
            .unwrap_or("")
            .to_string(),
        _ => p.text(),
    }
}

/// The board after `n` moves of a replayed record, `last` the move that led there.
fn draw(
    c: &Checked,
    text: &str,
    n: usize,
    position: &Position,
    last: Option<&Ply>,
    view: View,
) -> String {
    let diagram = Diagram {
        names: names(c.record.tag("Red"), c.record.tag("Black")),
        flip: view.flip,
        last_move: last.map(|p| p.mv),
        caption: last.map(|p| caption_after("move", n, p.side, &as_written(c, text, p))),
        ..Diagram::new(position)
    };
    draw_in(&diagram, view.format, ascii, terminal, svg)
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

    /// The canonical layout (`kifu fmt`), renumbered when the record replays.
    fn format(&self, text: &str, asked: NotationRequest) -> Result<String, GameError> {
        asked.check(GameKind::Samourai)?;
        let checked = self.checked(text, false);
        require_parsed(&checked, &[])?;
        let written = checked
            .iter()
            .map(|c| {
                let record = match &c.replay {
                    Some(r) => renumber(&c.record, r),
                    None => c.record.clone(),
                };
                let style = Style {
                    lang: chosen(c.record.head.notation, asked)?,
                };
                Ok(write_record(&record, &style))
            })
            .collect::<Result<Vec<_>, GameError>>()?;
        Ok(joined(written, |w| w))
    }

    /// The board after a number of moves of the last record (`kifu show`).
    fn picture(&self, text: &str, at: At, view: View) -> Result<String, GameError> {
        let c = last_record(self, text)?;
        let (n, position, last) = select(c.replayed()?, at)?;
        Ok(draw(&c, text, n, &position, last, view))
    }

    fn pictures(&self, text: &str, view: View) -> Result<Vec<String>, GameError> {
        let c = last_record(self, text)?;
        let replay = c.replayed()?;
        (0..=replay.plies.len())
            .map(|ply| {
                let (n, position, last) = select(replay, At::ply(ply))?;
                Ok(draw(&c, text, n, &position, last, view))
            })
            .collect()
    }

    fn steps(&self, text: &str) -> Result<Vec<crate::core::game::Step>, GameError> {
        let c = last_record(self, text)?;
        let replay = c.replayed()?;
        let plies = replay
            .plies
            .iter()
            .map(|p| (p.side.to_string(), as_written(&c, text, p)));
        // The game's result, once the last position replayed ends it.
        let result = replay.position.outcome().map(|_| {
            let mut said = describe(&replay.position);
            if let Some(first) = said.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            said
        });
        Ok(crate::core::game::Step::of_rounds([(1, plies, result)]))
    }

    /// The legal moves after a number of moves of the last record (`kifu moves`).
    fn moves(&self, text: &str, at: At) -> Result<String, GameError> {
        self.moves_written(text, at, NotationRequest::OWN)
    }

    /// [`Game::moves`], the kinds named in the language asked for (default: as the sheet
    /// names them).
    fn moves_written(
        &self,
        text: &str,
        at: At,
        asked: NotationRequest,
    ) -> Result<String, GameError> {
        asked.check(GameKind::Samourai)?;
        let c = last_record(self, text)?;
        let lang = chosen(c.record.head.notation, asked)?;
        let (n, pos, _) = select(c.replayed()?, at)?;
        let list = pos.legal_moves();
        let heading = format!("after move {n}: {}", describe_in(&pos, lang));
        let moves = list.iter().map(|&mv| written_in(&pos, mv, lang));
        Ok(lines(heading, count(list.len(), "legal move"), moves))
    }

    fn legal_moves(
        &self,
        text: &str,
        at: At,
        asked: NotationRequest,
    ) -> Result<LegalMoves, GameError> {
        asked.check(GameKind::Samourai)?;
        let c = last_record(self, text)?;
        let lang = chosen(c.record.head.notation, asked)?;
        let (n, pos, _) = select(c.replayed()?, at)?;
        let summary = format!("after move {n}: {}", describe_in(&pos, lang));
        Ok(legal_list(&pos, summary, lang))
    }

    fn legal_moves_from(
        &self,
        position: &str,
        asked: NotationRequest,
    ) -> Result<LegalMoves, GameError> {
        let lang = chosen(Style::default(), asked)?;
        let pos = super::fen::parse_on(position, self.board())?;
        Ok(legal_list(&pos, describe_in(&pos, lang), lang))
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
    fn perft(&self, position: Option<&str>, depth: u32) -> Result<u64, GameError> {
        let board = self.board();
        let start = || Position::start_on(board);
        Ok(position_or(position, start, |s| super::fen::parse_on(s, board))?.perft(depth))
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
                            .with_label("here")
                            .with_help(BOARD_FILE_HELP)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::commands::testing;
    use crate::core::game::DiagramFormat;

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

        assert_eq!(g.perft(None, 1), Ok(84));
        assert!(g.perft(Some("x"), 1).is_err());
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
        assert_ne!(custom.perft(None, 2), GAME.perft(None, 2));
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
