//! What a record's tags say about the game: the players in seating order and the rules.

use crate::games::kasane::ast::Record;
use crate::games::kasane::boxes::{BoxTable, parse_boxes};
use crate::games::kasane::rules::{PlayerCountError, Rules, Variant};

use crate::core::{Problem, Span};
use crate::{Message, message};

/// The names of a `[Players]` value with their byte ranges in it.
pub(super) fn split_players(value: &str) -> Vec<(&str, usize)> {
    // 3 or 4 names in a record that checks. The commas are found byte by byte (a short
    // value: no searcher to set up).
    let mut out = Vec::with_capacity(4);
    let b = value.as_bytes();
    let mut off = 0;
    loop {
        let end = b[off..]
            .iter()
            .position(|&c| c == b',')
            .map_or(b.len(), |n| off + n);
        let part = trim_start(&value[off..end]);
        out.push((trim_end(part), end - part.len()));
        if end == b.len() {
            return out;
        }
        off = end + 1;
    }
}

/// `s.trim_start()`: ASCII white space is skipped byte by byte, anything else by `str`.
pub(super) fn trim_start(s: &str) -> &str {
    let t = s.trim_ascii_start();
    // `char::is_whitespace` also holds for the vertical tab, which `trim_ascii_start` keeps,
    // and for characters that are not ASCII.
    match t.as_bytes().first() {
        Some(&b) if b >= 0x80 || b == 0x0b => t.trim_start(),
        _ => t,
    }
}

/// `s.trim_end()`, as [`trim_start`] reads it.
pub(super) fn trim_end(s: &str) -> &str {
    let t = s.trim_ascii_end();
    match t.as_bytes().last() {
        Some(&b) if b >= 0x80 || b == 0x0b => t.trim_end(),
        _ => t,
    }
}

/// What a record's tags say about the game: the players, in seating order, and the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The players' names, seating order (the first starts round 1).
    pub players: Vec<String>,
    /// Players count, boxes and variants.
    pub rules: Rules,
    /// Warnings about the tags (they do not stop the replay).
    pub warnings: Vec<Problem>,
}

/// The players, box table and variants from the tags (`[Players]` is required;
/// `[Boxes]` and `[Variant]` are optional). `boxes` replaces the default table when the
/// record has no `[Boxes]` tag (e.g. a table given by the user).
///
/// `[Variant]` holds comma-separated words: `plus-one` (a combination may follow a "+1"
/// card) and `blocked-twos` (3 players: marbles on a box 2 of Juu and of Kasane).
pub fn setup(record: &Record, boxes: Option<&BoxTable>) -> Result<Setup, Vec<Problem>> {
    let mut problems = Vec::new();
    let mut players = Vec::new();
    match record.tag("Players") {
        None => problems.push(
            Problem::error(
                "kasane::tag::players",
                Span::point(record.span.start),
                Message::new("kasane-tag-no-players"),
            )
            .with_label(Message::new("kasane-tag-no-players-label"))
            .with_help(Message::new("kasane-tag-no-players-help")),
        ),
        Some(tag) => {
            let base = tag.value.span.start;
            let raw_ok = tag.value.node.len() == tag.value.span.len();
            for (name, off) in split_players(&tag.value.node) {
                let span = if raw_ok {
                    Span::new(base + off, base + off + name.len())
                } else {
                    tag.value.span
                };
                if name.is_empty() {
                    problems.push(
                        Problem::error(
                            "kasane::tag::players",
                            span,
                            Message::new("kasane-tag-empty-name"),
                        )
                        .with_label(Message::new("kasane-tag-empty-name-label"))
                        .with_help(Message::new("kasane-tag-empty-name-help")),
                    );
                } else if ["round", "manche"].iter().any(|k| name.eq_ignore_ascii_case(k)) {
                    problems.push(
                        Problem::error(
                            "kasane::tag::players",
                            span,
                            message!("kasane-tag-keyword-name", name = name),
                        )
                        .with_label(Message::new("kasane-tag-keyword-name-label"))
                        .with_help(message!("kasane-tag-keyword-name-help", name = name)),
                    );
                } else if players.iter().any(|p: &String| p.eq_ignore_ascii_case(name)) {
                    problems.push(
                        Problem::error(
                            "kasane::tag::players",
                            span,
                            message!("kasane-tag-name-twice", name = name),
                        )
                        .with_label(Message::new("kasane-tag-name-twice-label"))
                        .with_help(Message::new("kasane-tag-name-twice-help")),
                    );
                } else {
                    players.push(name.to_string());
                }
            }
            if problems.is_empty() && !(3..=4).contains(&players.len()) {
                problems.push(
                    Problem::error(
                        "kasane::tag::players",
                        tag.value.span,
                        PlayerCountError(players.len()).message(),
                    )
                    .with_label(message!("kasane-tag-player-count-label", count = players.len()))
                    .with_help(Message::new("kasane-tag-player-count-help")),
                );
            }
        }
    }
    let table = match record.tag("Boxes") {
        Some(tag) => match parse_boxes(&tag.value.node) {
            Ok(t) => t,
            Err(e) => {
                let raw_ok = tag.value.node.len() == tag.value.span.len();
                let span = if raw_ok {
                    Span::new(tag.value.span.start + e.start, tag.value.span.start + e.end)
                } else {
                    tag.value.span
                };
                problems.push(
                    Problem::error(
                        "kasane::tag::boxes",
                        span,
                        message!("kasane-tag-boxes", why = e.message),
                    )
                    .with_label(Message::new("kasane-tag-boxes-label"))
                    .with_help(Message::new("kasane-tag-boxes-help")),
                );
                BoxTable::default()
            }
        },
        None => boxes.cloned().unwrap_or_default(),
    };
    let mut variant = Variant::default();
    if let Some(tag) = record.tag("Variant") {
        for word in tag
            .value
            .node
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
        {
            match word.to_lowercase().replace([' ', '_'], "-").as_str() {
                "plus-one" | "+1" => variant.plus_one_combination = true,
                "blocked-twos" => variant.blocked_twos = true,
                _ => problems.push(
                    Problem::error(
                        "kasane::tag::variant",
                        tag.value.span,
                        message!("kasane-tag-unknown-variant", word = word),
                    )
                    .with_label(Message::new("kasane-tag-unknown-variant-label"))
                    .with_help(Message::new("kasane-tag-unknown-variant-help")),
                ),
            }
        }
    }
    if variant.blocked_twos
        && players.len() == 4
        && let Some(tag) = record.tag("Variant")
    {
        // A warning: the record still checks, the variant just does nothing.
        problems.push(
            Problem::warning(
                "kasane::tag::variant",
                tag.value.span,
                Message::new("kasane-tag-blocked-twos-with-four"),
            )
            .with_label(Message::new("kasane-tag-blocked-twos-with-four-label"))
            .with_help(Message::new("kasane-tag-blocked-twos-with-four-help")),
        );
    }
    if !problems.iter().any(Problem::is_error) {
        Ok(Setup {
            rules: Rules {
                players: players.len(),
                boxes: table,
                variant,
            },
            players,
            warnings: problems,
        })
    } else {
        Err(problems)
    }
}
