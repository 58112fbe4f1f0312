//! A Colors of Kasane record read back from JSON (`kifu convert --to kasane`): the turns
//! are the truth (see [`ImportNote`](crate::ImportNote)).
//!
//! A turn is its player, its row and the combination laid, if any (its name, the top card
//! used and the cards laid): the record is written with those alone and replayed, so a
//! turn that is not legal is refused at its ply with the rules' own message. The record
//! is then written in the canonical notation from that replay (every card taken, every
//! combination's points, the final scores as the replay counts them). A turn's `card`,
//! when given and not the card taken, gets a warning.


use super::check::check;
use super::json::{FORMAT_VERSION, GameJson, canonical, to_json};
use super::replay::ReplayOptions;
use crate::core::header::{write_comment, write_tag};
use crate::core::import::{
    Headed, ImportError, ImportModel, ImportNote, Imported, Places, Shape, written_text,
};
use crate::message;
use crate::message::Message;

crate::import_model! {
    /// What an import reads of a record (the rest of [`super::json::GameJson`] is output only).
    pub struct RecordIn as "GameJson" {
        /// The players in seating order, when no `Players` tag gives them.
        pub players: Option<Vec<String>>,
        /// The rounds.
        pub rounds: Vec<RoundIn>,
    }

    /// What an import reads of a round.
    pub struct RoundIn as "RoundJson" {
        /// The rows, front card first.
        pub grid: Vec<Vec<String>>,
        /// Comments between the round's start and its first turn.
        #[serde(default)]
        pub comments: Vec<String>,
        /// The turns.
        pub turns: Vec<TurnIn>,
    }

    /// What an import reads of a turn: who, which row, which combination (the turn).
    pub struct TurnIn as "TurnJson" {
        /// Who played.
        pub player: String,
        /// The row taken from, 1-based.
        pub row: u32,
        /// The card taken, if given: checked (the card the row holds is written).
        pub card: Option<String>,
        /// The combination completed, if any.
        pub combination: Option<ComboIn>,
        /// Comments written after the turn.
        #[serde(default)]
        pub comments: Vec<String>,
    }

    /// What an import reads of a combination.
    pub struct ComboIn as "ComboJson" {
        /// Its name (romaji, kanji or English).
        pub name: String,
        /// The top card of the play area used as the first card.
        pub top: Option<String>,
        /// The cards laid from the hand, in order.
        pub cards: Vec<String>,
    }
}

impl ImportModel for RecordIn {
    type Move = TurnIn;
    const SHAPE: Shape = Shape::rounds("kasane", FORMAT_VERSION, "rounds", "turns");

    fn write(record: &Headed<Self>) -> Result<Imported, ImportError> {
        import_record(record)
    }
}

/// Write a record back as notation from its JSON model: the turns are the truth (see
/// [`ImportNote`](crate::ImportNote)): replayed from the players, the grids and each turn's row and
/// combination, then written in the canonical notation (every card in brackets, every
/// combination's points and the final line as the replay counts them). An error when
/// the turns do not replay.
pub fn to_notation(game: &GameJson) -> Result<Imported, ImportError> {
    crate::core::import::from_model::<RecordIn>(game)
}

/// A word of the record as it goes in a line of notation: on that line, and holding
/// nothing that reads as a comment or a tag; else the error, said of the place `at` says.
fn word<'w>(
    w: &'w str,
    field: &'static str,
    at: &dyn Fn(Message) -> ImportNote,
) -> Result<&'w str, ImportError> {
    written_text(Some(w)).ok_or_else(|| {
        ImportError::Invalid(at(message!(
            "kasane-import-unfit-word",
            field = field,
            given = crate::core::diag::shown(w)
        )))
    })
}

/// The record with its turns alone (no card, no points): `places` gets where each round
/// and each turn starts.
fn bare(r: &Headed<RecordIn>, places: &mut Places) -> Result<String, ImportError> {
    let mut out = String::new();
    let has = |key: &str| r.head.tags.keys().any(|k| k.eq_ignore_ascii_case(key));
    if !has("Game") {
        out.push_str(&write_tag("Game", "Kasane"));
        out.push('\n');
    }
    for (k, v) in &r.head.tags {
        out.push_str(&write_tag(k, v));
        out.push('\n');
    }
    if let Some(players) = r.players.as_ref().filter(|_| !has("Players")) {
        out.push_str(&write_tag("Players", &players.join(", ")));
        out.push('\n');
    }
    for c in &r.comments {
        out.push_str(&write_comment(c));
        out.push('\n');
    }
    for (ri, round) in r.rounds.iter().enumerate() {
        let number = u32::try_from(ri + 1).unwrap_or(u32::MAX);
        let whole = |m| ImportNote::in_round(number, m);
        places.push_round(out.len(), number);
        out.push_str(&format!("\nRound {number}\n"));
        let mut rows = Vec::with_capacity(round.grid.len());
        for row in &round.grid {
            let cards: Vec<&str> = row
                .iter()
                .map(|c| word(c, "grid", &whole))
                .collect::<Result<_, _>>()?;
            rows.push(cards.join(" "));
        }
        out.push_str(&format!("Grid: {}\n", rows.join(" / ")));
        for c in &round.comments {
            out.push_str(&write_comment(c));
            out.push('\n');
        }
        for (k, t) in round.turns.iter().enumerate() {
            let here = |m| ImportNote::at(Some(number), k + 1, m);
            places.push(out.len(), Some(number), k + 1);
            out.push_str(&format!("{} {}", word(&t.player, "player", &here)?, t.row));
            if let Some(c) = &t.combination {
                out.push_str(&format!(" : {}", word(&c.name, "name", &here)?));
                if let Some(top) = &c.top {
                    out.push_str(&format!(" ^{}", word(top, "top", &here)?));
                }
                for card in &c.cards {
                    out.push_str(&format!(" {}", word(card, "cards", &here)?));
                }
            }
            out.push('\n');
            for c in &t.comments {
                out.push_str(&write_comment(c));
                out.push('\n');
            }
        }
    }
    Ok(out)
}

fn import_record(r: &Headed<RecordIn>) -> Result<Imported, ImportError> {
    let mut places = Places::default();
    let text = bare(r, &mut places)?;
    let options = ReplayOptions {
        all: false,
        boxes: None,
    };
    let checked = check(&text, &options);
    if let Some(e) = places.first_error(checked.iter().flat_map(|c| c.problems.iter())) {
        return Err(e);
    }
    let Some((record, replay)) = checked
        .first()
        .and_then(|c| Some((&c.record, c.replay.as_ref()?)))
    else {
        return Err(ImportError::Invalid(ImportNote::new(Message::new(
            "kasane-import-no-replay",
        ))));
    };
    let json = to_json(record, replay);
    let mut warnings = Vec::new();
    for (ri, (given, played)) in r.rounds.iter().zip(&json.rounds).enumerate() {
        let number = u32::try_from(ri + 1).unwrap_or(u32::MAX);
        for (k, (t, p)) in given.turns.iter().zip(&played.turns).enumerate() {
            if let Some(card) = &t.card
                && card.trim() != &*p.card
            {
                warnings.push(ImportNote::at(
                    Some(number),
                    k + 1,
                    message!(
                        "kasane-import-card-disagrees",
                        given = crate::core::diag::shown(card),
                        row = p.row,
                        held = &*p.card
                    ),
                ));
            }
        }
    }
    let written = canonical(&json);
    let checked = check(&written, &options);
    Imported::checked(
        written,
        warnings,
        checked.iter().flat_map(|c| c.problems.iter()),
    )
}
