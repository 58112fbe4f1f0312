//! Kamisado behind the [`Game`] trait: what every `kifu` command does for this game.

use super::ast::Item;
use super::check::{Checked, check};
use super::generate::{Generator, entry_text_in};
use super::import::RecordIn as ImportIn;
use super::json::{quick_json, schema, to_json_with, to_notation};
use super::layout::renumber;
use super::notation::{ArrowStyle, Lang, Style, write_record};
use super::render::{Diagram, LastMove, ascii, ascii_compact, svg, terminal};
use super::select::{Point, select};
use super::{
    MatchKind, Move, Ply, PlyKind, Position, Replay, ReplayOptions, RoundEnd, Side, WinReason,
};
use crate::core::Span;
use crate::core::commands::{
    caption_after, check_variant, count, draw_in, game_tables, generated, joined, names,
    notation_of, position_or,
};
use crate::core::game::{
    At, CheckedRecord, Game, GameError, GameInfo, GameKind, JsonRecord, LegalMove, LegalMoves,
    View, boxed, require_parsed,
};
use crate::values::{Notation, NotationRequest, Setting, Unsupported, Variant};

/// The Kamisado game for the CLI.
pub struct Kamisado;

/// The one instance.
pub static GAME: Kamisado = Kamisado;

/// The game in the registry ([`GameKind::info`]). Languages and styles `fmt` accepts:
/// English, French, German words; variants `gen` makes: match lengths.
pub static INFO: GameInfo = GameInfo {
    kind: GameKind::Kamisado,
    name: "kamisado",
    title: "Kamisado",
    extensions: &["kamisado"],
    tags: &["kamisado"],
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
    has_sides: true,
    has_position_strings: true,
    setup_option: None,
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
        let refused = |given| Unsupported {
            game: GameKind::Kamisado,
            given,
        };
        let lang = Lang::ALL
            .into_iter()
            .find(|&l| crate::Lang::from(l) == n.lang)
            .ok_or(refused(Setting::Lang(n.lang)))?;
        let arrows = ArrowStyle::ALL
            .into_iter()
            .find(|&a| crate::Style::from(a) == n.style)
            .ok_or(refused(Setting::Style(n.style)))?;
        Ok(Style { lang, arrows })
    }
}

/// The notation asked for (`--lang`, `--style`), `own`'s where nothing is asked.
fn chosen(own: Style, asked: NotationRequest) -> Result<Style, GameError> {
    Ok(Style::try_from(
        asked.resolve(GameKind::Kamisado, own.into())?,
    )?)
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::Black => "Black",
        Side::White => "White",
    }
}

/// The last record of a text, replayed.
fn last_record(text: &str) -> Result<Checked, GameError> {
    Checked::last(check(text, ReplayOptions::default()))
}

/// The picture of one point of a replayed record.
fn draw(c: &Checked, replay: &Replay, text: &str, point: &Point, view: View) -> String {
    let last_move = point.last.and_then(|p| match p.mv {
        Move::Pass => None,
        mv => LastMove::of(&p.before, mv),
    });
    let caption = point.last.map(|p| {
        let written = match c.record.items.get(p.item) {
            Some(Item::Entry(e)) => text.get(e.span.range()).unwrap_or("").to_string(),
            _ => String::new(),
        };
        caption_after("ply", point.ply, side_name(p.side), &written)
    });
    let diagram = Diagram {
        position: &point.position,
        last_move,
        round: Some(point.round),
        score: Some((point.score[Side::Black], point.score[Side::White])),
        target: Some(replay.kind.target()),
        names: names(c.record.tag("Black"), c.record.tag("White")),
        caption,
        flip: view.flip,
    };
    let plain: fn(&Diagram) -> String = if view.compact { ascii_compact } else { ascii };
    draw_in(&diagram, view.format, plain, terminal, svg)
}

/// How a round ended, for the viewers' move lists: "Black wins the round (home row), 1
/// point · Black 1 – White 0", and who won the match when it decided it.
fn round_result(end: &RoundEnd) -> String {
    let winner = side_name(end.result.winner);
    let how = match end.result.reason {
        WinReason::HomeRow => "home row",
        WinReason::Deadlock => "deadlock",
    };
    let points = count(end.points as usize, "point");
    let (black, white) = (end.score[Side::Black], end.score[Side::White]);
    let mut text =
        format!("{winner} wins the round ({how}), {points} · Black {black} – White {white}");
    if end.match_over {
        text.push_str(&format!(" · {winner} wins the match"));
    }
    text
}

/// Every legal move of a position, written in `style`, resolved, and whether it wins the
/// round.
fn legal_list(pos: Position, summary: String, style: &Style) -> LegalMoves {
    let moves = pos
        .legal_moves()
        .iter()
        .map(|&mv| {
            let ply = Ply::new(pos, mv);
            let resolved = match mv {
                Move::Step { from, to, .. } => format!("{from}-{to}"),
                Move::Oshi { from, pushed, .. } => format!("{from} oshi, pushing {pushed}"),
                Move::Pass => "pass".to_owned(),
            };
            let wins = pos
                .play(mv)
                .ok()
                .and_then(|after| after.result())
                .is_some_and(|r| r.winner == pos.turn());
            LegalMove {
                written: entry_text_in(&ply, style),
                resolved,
                wins,
            }
        })
        .collect();
    LegalMoves { summary, moves }
}

/// Where play stands in a position: who moves, or how the round ended.
fn to_move(pos: &Position) -> String {
    match pos.result() {
        Some(r) => format!(
            "the round is over: {} won ({})",
            side_name(r.winner),
            r.reason.name()
        ),
        None => format!("{} to move", side_name(pos.turn())),
    }
}

/// The last record's point `at`, as `kifu moves --format json` lists it, written in
/// the notation asked for (by default, the record's own).
fn legal_at(text: &str, at: At, asked: NotationRequest) -> Result<LegalMoves, GameError> {
    let c = last_record(text)?;
    let written = chosen(c.record.head.notation, asked)?;
    let point = select(c.replayed()?, at.round, at.ply)?;
    let summary = format!(
        "round {}, after ply {}: {}",
        point.round,
        point.ply,
        to_move(&point.position)
    );
    Ok(legal_list(point.position, summary, &written))
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

    fn format(&self, text: &str, asked: NotationRequest) -> Result<String, GameError> {
        asked.check(GameKind::Kamisado)?;
        let checked = check(text, ReplayOptions::default());
        require_parsed(&checked, &[])?;
        let written = checked
            .iter()
            .map(|c| {
                let record = match &c.replay {
                    Some(r) => renumber(&c.record, r),
                    None => c.record.clone(),
                };
                Ok(write_record(
                    &record,
                    &chosen(c.record.head.notation, asked)?,
                ))
            })
            .collect::<Result<Vec<_>, GameError>>()?;
        Ok(joined(written, |w| w))
    }

    fn picture(&self, text: &str, at: At, view: View) -> Result<String, GameError> {
        let c = last_record(text)?;
        let replay = c.replayed()?;
        let point = select(replay, at.round, at.ply)?;
        Ok(draw(&c, replay, text, &point, view))
    }

    fn pictures(&self, text: &str, view: View) -> Result<Vec<String>, GameError> {
        let c = last_record(text)?;
        let replay = c.replayed()?;
        let mut pictures = Vec::new();
        for r in &replay.rounds {
            for ply in 0..=r.plies.len() {
                let point = select(replay, Some(r.number), Some(ply))?;
                pictures.push(draw(&c, replay, text, &point, view));
            }
        }
        if replay.rounds.is_empty() {
            let point = select(replay, None, None)?;
            pictures.push(draw(&c, replay, text, &point, view));
        }
        Ok(pictures)
    }

    fn steps(&self, text: &str) -> Result<Vec<crate::core::game::Step>, GameError> {
        let c = last_record(text)?;
        let replay = c.replayed()?;
        let written = |p: &Ply| match c.record.items.get(p.item) {
            Some(Item::Entry(e)) => text.get(e.span.range()).unwrap_or("").to_string(),
            _ => entry_text_in(p, &c.record.head.notation),
        };
        Ok(crate::core::game::Step::of_rounds(
            replay.rounds.iter().map(|r| {
                let plies = r
                    .plies
                    .iter()
                    .map(|p| (side_name(p.side).to_string(), written(p)));
                (r.number, plies, r.end.as_ref().map(round_result))
            }),
        ))
    }

    fn moves(&self, text: &str, at: At) -> Result<String, GameError> {
        self.moves_written(text, at, NotationRequest::OWN)
    }

    fn moves_written(
        &self,
        text: &str,
        at: At,
        asked: NotationRequest,
    ) -> Result<String, GameError> {
        asked.check(GameKind::Kamisado)?;
        let c = last_record(text)?;
        let written = chosen(c.record.head.notation, asked)?;
        let point = select(c.replayed()?, at.round, at.ply)?;
        let pos = point.position;
        let mut lines = String::new();
        if let Some(r) = pos.result() {
            lines.push_str(&format!(
                "round {} is over: {} won ({}); no moves\n",
                point.round,
                side_name(r.winner),
                r.reason.name()
            ));
            return Ok(lines);
        }
        let list = pos.legal_moves();
        lines.push_str(&format!(
            "round {}, after ply {}: {} to move, {}\n",
            point.round,
            point.ply,
            side_name(pos.turn()),
            count(list.len(), "legal move")
        ));
        for &mv in &list {
            let ply = Ply::new(pos, mv);
            let note = match ply.kind {
                PlyKind::Oshi => "   (oshi)",
                PlyKind::Pushed => "   (pushed back by the oshi: pass)",
                PlyKind::Blocked => "   (blocked: pass)",
                _ => "",
            };
            lines.push_str(&format!("{}{note}\n", entry_text_in(&ply, &written)));
        }
        Ok(lines)
    }

    fn legal_moves(
        &self,
        text: &str,
        at: At,
        asked: NotationRequest,
    ) -> Result<LegalMoves, GameError> {
        asked.check(GameKind::Kamisado)?;
        legal_at(text, at, asked)
    }

    fn legal_moves_from(
        &self,
        position: &str,
        asked: NotationRequest,
    ) -> Result<LegalMoves, GameError> {
        let written = chosen(Style::default(), asked)?;
        let pos = position.parse::<Position>()?;
        Ok(legal_list(pos, to_move(&pos), &written))
    }

    fn generate(&self, seed: u64, count: u64, variant: &Variant) -> Result<String, GameError> {
        check_variant(GameKind::Kamisado, *variant)?;
        let kind = MatchKind::ALL
            .into_iter()
            .find(|k| k.name() == variant.code())
            .ok_or_else(|| GameError::Usage(format!("no Kamisado match is called {variant}")))?;
        let mut g = Generator::new(seed);
        generated(count, || notation_of(to_notation(&g.random_match(kind))))
    }

    fn perft(&self, position: Option<&str>, depth: u32) -> Result<u64, GameError> {
        Ok(position_or(position, Position::start, str::parse)?.perft(depth))
    }
}
