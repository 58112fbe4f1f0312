//! Slips planted in generated score sheets, the way players make them: a forgotten pass,
//! pushed entry or ordinary entry, an entry written twice, two entries swapped, a
//! forgotten round header, the other fill word on a header, a wrong score line. Each kind
//! alone and three at a time in different rounds, in English, French and German: every
//! slip is reported on its line with its own code and the right correction, and `--all`
//! reports exactly the planted slips. Then three slips of any kind a player makes, a
//! wrong field of an entry too (tower, direction, distance, landing), on a few hundred
//! sheets checked with `--all`: every slip found on its line, and errors invented on at
//! most one sheet in a hundred.

mod common;

use common::Lcg;
use kifu::Problem;
use kifu::kamisado::json::to_notation;
use kifu::kamisado::{
    Action, ArrowStyle, Checked, Colour, Direction, Entry, Fill, Generator, Head, Item, Lang,
    MatchKind, PlyKind, Position, Record, ReplayOptions, Style, Written, check,
};

/// A text read as one record.
fn parse(text: &str) -> Record {
    common::one(kifu::kamisado::parse(text)).0
}

/// The record written in `style`, as it stands.
fn write_record(record: &Record, style: &Style) -> String {
    kifu::kamisado::write_record(record, *style)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    MissingPass,
    MissingPushed,
    WrongFill,
    Duplicate,
    Swapped,
    MissingHeader,
    WrongScore,
    /// An ordinary entry left out (the next ones shifted by one).
    MissingEntry,
    /// A single wrong field (the landing colour), for comparison with the edits.
    WrongLanding,
    /// Another tower's colour written.
    WrongTower,
    /// Another forward direction written.
    WrongDirection,
    /// A distance one more or one less.
    WrongDistance,
}

const KINDS: [Kind; 9] = [
    Kind::MissingPass,
    Kind::MissingPushed,
    Kind::WrongFill,
    Kind::Duplicate,
    Kind::Swapped,
    Kind::MissingHeader,
    Kind::WrongScore,
    Kind::MissingEntry,
    Kind::WrongLanding,
];

/// The other wrong fields: with [`KINDS`], every kind of slip a player makes.
const WRONG_FIELDS: [Kind; 3] = [Kind::WrongTower, Kind::WrongDirection, Kind::WrongDistance];

impl Kind {
    /// The code of the error on the slip's line (`None`: the rule the wrong field
    /// breaks, whichever it is).
    fn code(self) -> Option<&'static str> {
        Some(match self {
            Kind::MissingPass => "kamisado::rule::missing-pass",
            Kind::MissingPushed => "kamisado::rule::missing-pushed",
            Kind::WrongFill => "kamisado::rule::wrong-fill",
            Kind::Duplicate => "kamisado::rule::duplicate-entry",
            Kind::Swapped => "kamisado::rule::swapped-entries",
            Kind::MissingHeader => "kamisado::rule::missing-header",
            Kind::WrongScore => "kamisado::rule::wrong-score",
            Kind::MissingEntry => "kamisado::rule::missing-entry",
            Kind::WrongLanding => "kamisado::rule::wrong-landing",
            Kind::WrongTower | Kind::WrongDirection | Kind::WrongDistance => return None,
        })
    }

    /// An error `code` reports this slip.
    fn reported_by(self, code: &str) -> bool {
        self.code().is_none_or(|c| c == code)
    }
}

/// One segment's meaning: tower, step (`None` for `0`), landing.
type Seg = (Colour, Option<(Direction, u8)>, Colour);

fn seg_of(e: &Entry, last: bool) -> Seg {
    let s = if last {
        e.segments.last().unwrap()
    } else {
        e.first()
    };
    let step = match s.action {
        Action::Step { dir, dist } => Some((dir.node, dist.node)),
        Action::Blocked { .. } => None,
    };
    (s.tower.node, step, s.landing.node)
}

/// The correction a slip's help must name first.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Want {
    Entry(Seg),
    Header(u32, Fill),
    Score(u32, u32),
    /// Removing the entry: nothing to quote.
    Remove,
}

#[derive(Clone, Debug)]
struct Mark {
    kind: Kind,
    want: Want,
}

/// A generated match as parsed items, with what the canonical replay knows of them.
struct Base {
    record: Record,
    /// Per round: header item, (item, ply kind) of every ply, score line item.
    rounds: Vec<RoundInfo>,
}

struct RoundInfo {
    number: u32,
    fill: Option<Fill>,
    header: Option<usize>,
    plies: Vec<(usize, PlyKind)>,
    /// The position before each ply.
    before: Vec<Position>,
    score: Option<usize>,
}

fn base(text: &str) -> Base {
    let c = &check(text, ReplayOptions::default())[0];
    assert!(c.is_valid(), "generated sheets replay");
    let replay = c.replay.as_ref().unwrap();
    let items = &c.record.items;
    let mut rounds: Vec<RoundInfo> = replay
        .rounds
        .iter()
        .map(|r| RoundInfo {
            number: r.number,
            fill: r.fill,
            header: r.header,
            plies: r.plies.iter().map(|p| (p.item, p.kind)).collect(),
            before: r.plies.iter().map(|p| p.before).collect(),
            score: None,
        })
        .collect();
    for (i, it) in items.iter().enumerate() {
        if let Item::Score(_) = it
            && let Some(r) = rounds
                .iter_mut()
                .rev()
                .find(|r| r.plies.last().is_some_and(|p| p.0 < i))
        {
            r.score = Some(i);
        }
    }
    Base {
        record: c.record.clone(),
        rounds,
    }
}

/// Where `kind` can be planted in round `r`: the items it concerns.
fn spots(b: &Base, r: usize, kind: Kind) -> Vec<usize> {
    let round = &b.rounds[r];
    let plies = &round.plies;
    let entry = |i: usize| match &b.record.items[i] {
        Item::Entry(e) => Some(e),
        _ => None,
    };
    let is_last_round = r + 1 == b.rounds.len();
    match kind {
        Kind::MissingPass => (1..plies.len().saturating_sub(1))
            .filter(|&k| {
                plies[k].1 == PlyKind::Blocked
                    && plies[k - 1].1 != PlyKind::Blocked
                    && plies[k + 1].1 == PlyKind::Move
            })
            .map(|k| plies[k].0)
            .collect(),
        Kind::MissingPushed => (0..plies.len().saturating_sub(1))
            .filter(|&k| plies[k].1 == PlyKind::Pushed)
            .map(|k| plies[k].0)
            .collect(),
        Kind::WrongFill | Kind::MissingHeader => round
            .header
            .filter(|_| round.number >= 2 && round.fill.is_some())
            .into_iter()
            .collect(),
        // Not next to the same entry: which of three equal entries is the extra one
        // cannot be told.
        Kind::Duplicate => (0..plies.len())
            .filter(|&k| {
                let same = |j: usize| {
                    plies
                        .get(j)
                        .and_then(|p| entry(p.0))
                        .map(|e| seg_of(e, false))
                        == entry(plies[k].0).map(|e| seg_of(e, false))
                };
                plies[k].1 == PlyKind::Move
                    && !(is_last_round && k + 1 == plies.len())
                    && !same(k + 1)
                    && (k == 0 || !same(k - 1))
            })
            .map(|k| plies[k].0)
            .collect(),
        Kind::Swapped => (0..plies.len().saturating_sub(1))
            .filter(|&k| {
                plies[k].1 == PlyKind::Move
                    && plies[k + 1].1 == PlyKind::Move
                    && entry(plies[k].0).map(|e| seg_of(e, false))
                        != entry(plies[k + 1].0).map(|e| seg_of(e, false))
            })
            .map(|k| plies[k].0)
            .collect(),
        Kind::WrongScore => round.score.into_iter().collect(),
        Kind::MissingEntry => (0..plies.len().saturating_sub(1))
            .filter(|&k| {
                let seg = |j: usize| entry(plies[j].0).map(|e| seg_of(e, false));
                plies[k].1 == PlyKind::Move
                    && plies[k + 1].1 == PlyKind::Move
                    // Not between two equal entries: those would read as one written twice.
                    && (k == 0 || seg(k - 1) != seg(k + 1))
            })
            .map(|k| plies[k].0)
            .collect(),
        Kind::WrongLanding => (0..plies.len())
            .filter(|&k| plies[k].1 == PlyKind::Move)
            .map(|k| plies[k].0)
            .collect(),
        Kind::WrongTower | Kind::WrongDirection | Kind::WrongDistance => (0..plies.len())
            .filter(|&k| !field_slips(b, r, k, kind).is_empty())
            .map(|k| plies[k].0)
            .collect(),
    }
}

/// The ways to write ply `k` of round `r` with its `kind` of field wrong that the rules
/// refuse there (a wrong field that happens to write another legal move cannot be seen).
fn field_slips(b: &Base, r: usize, k: usize, kind: Kind) -> Vec<Seg> {
    let round = &b.rounds[r];
    let (item, ply) = round.plies[k];
    let Item::Entry(e) = &b.record.items[item] else {
        return Vec::new();
    };
    let (tower, step, landing) = seg_of(e, false);
    let Some((dir, dist)) = step.filter(|_| ply == PlyKind::Move) else {
        return Vec::new();
    };
    let forward = [Direction::Left, Direction::Straight, Direction::Right];
    let slips: Vec<Seg> = match kind {
        Kind::WrongTower => Colour::ALL
            .into_iter()
            .filter(|&c| c != tower)
            .map(|c| (c, step, landing))
            .collect(),
        Kind::WrongDirection => forward
            .into_iter()
            .filter(|&d| d != dir)
            .map(|d| (tower, Some((d, dist)), landing))
            .collect(),
        Kind::WrongDistance => [dist - 1, dist + 1]
            .into_iter()
            .filter(|&n| (1..=7).contains(&n))
            .map(|n| (tower, Some((dir, n)), landing))
            .collect(),
        _ => Vec::new(),
    };
    let pos = round.before[k];
    let legal: Vec<Seg> = pos
        .legal_moves()
        .iter()
        .filter_map(|&mv| Written::of(&pos, mv))
        .map(|w| (w.tower, w.step, w.landing))
        .collect();
    slips.into_iter().filter(|s| !legal.contains(s)).collect()
}

/// Plant `kind` at item `at` of `items` (marks say where each slip must be reported); a
/// wrong field is one of those the rules refuse, chosen with `rng`.
fn plant(items: &mut Vec<(Item, Option<Mark>)>, at: usize, kind: Kind, b: &Base, rng: &mut Lcg) {
    let entry_after = |items: &Vec<(Item, Option<Mark>)>, from: usize| {
        (from..items.len())
            .find(|&i| matches!(items[i].0, Item::Entry(_)))
            .unwrap()
    };
    match kind {
        Kind::MissingPass | Kind::MissingPushed | Kind::MissingEntry => {
            let Item::Entry(e) = items.remove(at).0 else {
                unreachable!()
            };
            let next = entry_after(items, at);
            let want = Want::Entry(seg_of(&e, kind == Kind::MissingPushed));
            items[next].1 = Some(Mark { kind, want });
        }
        Kind::WrongTower | Kind::WrongDirection | Kind::WrongDistance => {
            let (r, k) = b
                .rounds
                .iter()
                .enumerate()
                .find_map(|(r, x)| x.plies.iter().position(|p| p.0 == at).map(|k| (r, k)))
                .unwrap();
            let slips = field_slips(b, r, k, kind);
            let (tower, step, landing) = slips[rng.below(slips.len())];
            let Item::Entry(e) = &mut items[at].0 else {
                unreachable!()
            };
            let want = Want::Entry(seg_of(e, false));
            let seg = &mut e.segments[0];
            seg.tower.node = tower;
            seg.landing.node = landing;
            if let (Action::Step { dir, dist }, Some((d, n))) = (&mut seg.action, step) {
                dir.node = d;
                dist.node = n;
            }
            items[at].1 = Some(Mark { kind, want });
        }
        Kind::WrongFill => {
            let Item::Round(h) = &mut items[at].0 else {
                unreachable!()
            };
            let fill = h.fill.as_mut().unwrap();
            let want = Want::Header(h.number.node, fill.node);
            fill.node = match fill.node {
                Fill::Left => Fill::Right,
                Fill::Right => Fill::Left,
            };
            items[at].1 = Some(Mark { kind, want });
        }
        Kind::MissingHeader => {
            let Item::Round(h) = items.remove(at).0 else {
                unreachable!()
            };
            let next = entry_after(items, at);
            let want = Want::Header(h.number.node, h.fill.unwrap().node);
            items[next].1 = Some(Mark { kind, want });
        }
        Kind::Duplicate => {
            let copy = items[at].0.clone();
            items.insert(
                at + 1,
                (
                    copy,
                    Some(Mark {
                        kind,
                        want: Want::Remove,
                    }),
                ),
            );
        }
        Kind::Swapped => {
            let next = entry_after(items, at + 1);
            // The help names first the entry written second, which was played first.
            let Item::Entry(first) = &items[at].0 else {
                unreachable!()
            };
            let want = Want::Entry(seg_of(first, false));
            let a = items[at].0.clone();
            items[at].0 = items[next].0.clone();
            items[next].0 = a;
            items[at].1 = Some(Mark { kind, want });
        }
        Kind::WrongLanding => {
            let Item::Entry(e) = &mut items[at].0 else {
                unreachable!()
            };
            let want = Want::Entry(seg_of(e, false));
            let landing = &mut e.segments[0].landing.node;
            *landing = Colour::ALL[(landing.index() + 1) % 8];
            items[at].1 = Some(Mark { kind, want });
        }
        Kind::WrongScore => {
            let Item::Score(s) = &mut items[at].0 else {
                unreachable!()
            };
            let want = Want::Score(s.black.node, s.white.node);
            s.black.node += 1;
            items[at].1 = Some(Mark { kind, want });
        }
    }
}

/// The items of `b` with `count` slips of `kinds` planted in different rounds (of
/// different kinds too when `distinct`), each where that kind can be planted; `None` when
/// the match has too few rounds for them.
fn planted(
    b: &Base,
    kinds: &[Kind],
    count: usize,
    distinct: bool,
    rng: &mut Lcg,
) -> Option<Vec<(Item, Option<Mark>)>> {
    // Per round, the kinds that can be planted there and where.
    let rounds: Vec<Vec<(Kind, Vec<usize>)>> = (0..b.rounds.len())
        .map(|r| {
            kinds
                .iter()
                .map(|&k| (k, spots(b, r, k)))
                .filter(|(_, s)| !s.is_empty())
                .collect::<Vec<_>>()
        })
        .collect();
    let open: Vec<usize> = (0..rounds.len())
        .filter(|&r| !rounds[r].is_empty())
        .collect();
    if open.len() < count {
        return None;
    }
    // `count` different rounds (and kinds, when distinct), planted from the last so that
    // item indices stay valid.
    let mut chosen: Vec<(usize, Kind, usize)> = Vec::new();
    for _ in 0..100 {
        if chosen.len() == count {
            break;
        }
        let r = open[rng.below(open.len())];
        let (k, spots) = &rounds[r][rng.below(rounds[r].len())];
        if chosen.iter().all(|c| c.0 != r && c.1 != *k)
            || !distinct && chosen.iter().all(|c| c.0 != r)
        {
            let at = spots[rng.below(spots.len())];
            // Two slips side by side (the last entry of a round written twice, and the
            // next round's header missing) are one compound slip: at least two entries
            // apart.
            let between = |x: usize, y: usize| {
                b.record.items[x.min(y) + 1..x.max(y)]
                    .iter()
                    .filter(|i| matches!(i, Item::Entry(_)))
                    .count()
            };
            if chosen.iter().all(|c| between(c.2, at) >= 2) {
                chosen.push((r, *k, at));
            }
        }
    }
    if chosen.len() < count {
        return None;
    }
    chosen.sort_unstable_by_key(|c| c.0);
    let mut items: Vec<(Item, Option<Mark>)> =
        b.record.items.iter().map(|i| (i.clone(), None)).collect();
    for &(_, k, at) in chosen.iter().rev() {
        plant(&mut items, at, k, b, rng);
    }
    Some(items)
}

/// Print the first line of each `report` and the lines of its sheet around the line it
/// names.
fn show<'r>(report: impl Iterator<Item = &'r String>) {
    for r in report {
        let mut lines = r.lines();
        let head = lines.next().unwrap_or_default();
        eprintln!("{head}");
        let at: usize = head
            .split("line ")
            .nth(1)
            .and_then(|x| x.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|x| x.parse().ok())
            .unwrap_or(0);
        let text: Vec<&str> = lines.collect();
        for (i, l) in text.iter().enumerate() {
            if i + 8 >= at && i <= at + 3 {
                eprintln!("   {:>4} {l}", i + 2);
            }
        }
    }
}

/// What a sheet's checks give, against the slips planted in it.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    sheets: usize,
    slips: usize,
    /// Under `--all`: an error with the slip's code on the slip's line.
    on_line: usize,
    /// ... whose help names the right correction first.
    right_fix: usize,
    /// Without `--all`: the first error is the first slip, on its line, with its code.
    first: usize,
    /// Under `--all`: errors that match no planted slip.
    invented: usize,
    /// Under `--all`: sheets with such an error.
    invented_sheets: usize,
}

fn line_of(text: &str, at: usize) -> usize {
    1 + text[..at.min(text.len())].matches('\n').count()
}

/// The texts in backquotes in a help.
fn quoted(help: &str) -> impl Iterator<Item = &str> {
    help.split('`').skip(1).step_by(2)
}

/// The help of `p` names the correction `want` of a slip of `kind` first; for a missing
/// entry, among the entries it lists (several moves may fit the sheet as well, when the
/// tower that moved does not move again).
fn right_fix(p: &Problem, kind: Kind, want: &Want) -> bool {
    if *want == Want::Remove {
        return true;
    }
    let help = p.help.as_ref().map(ToString::to_string).unwrap_or_default();
    let listed = if kind == Kind::MissingEntry {
        usize::MAX
    } else {
        1
    };
    quoted(&help).take(listed).any(|q| names(q, want))
}

/// `q`, a text in a help, is `want`.
fn names(q: &str, want: &Want) -> bool {
    // A missing entry is named with its side: `White: Green ↑3 Pink`.
    let q = match want {
        Want::Entry(_) => q.rsplit(':').next().unwrap_or(q).trim(),
        _ => q,
    };
    let r = parse(&format!("[Game \"Kamisado\"]\n\n{q}\n"));
    r.items.iter().any(|it| match (it, want) {
        (Item::Entry(e), Want::Entry(s)) => seg_of(e, false) == *s,
        (Item::Round(h), Want::Header(n, f)) => {
            h.number.node == *n && h.fill.map(|x| x.node) == Some(*f)
        }
        (Item::Score(s), Want::Score(b, w)) => (s.black.node, s.white.node) == (*b, *w),
        _ => false,
    })
}

/// Write the planted items in `style`, check them, and count.
fn measure(
    b: &Base,
    items: Vec<(Item, Option<Mark>)>,
    style: &Style,
    tally: &mut Tally,
    report: &mut Vec<String>,
) {
    let record = Record {
        tags: b.record.tags.clone(),
        items: items.iter().map(|(i, _)| i.clone()).collect(),
        span: b.record.span,
        head: Head {
            notation: b.record.head.notation,
            ..Head::default()
        },
    };
    let text = write_record(&record, style);
    let back = &check(&text, ReplayOptions::default())[0];
    // The same items, in the same order: find each mark's line by its item's ordinal.
    let ordinal = |items: &[Item], i: usize| {
        let same = |x: &Item| std::mem::discriminant(x) == std::mem::discriminant(&items[i]);
        items[..i].iter().filter(|x| same(x)).count()
    };
    let written: Vec<&Item> = back
        .record
        .items
        .iter()
        .filter(|i| {
            !matches!(
                i,
                Item::MoveNumber(_) | Item::Comment(_) | Item::Ellipsis(_)
            )
        })
        .collect();
    let planted: Vec<Item> = record
        .items
        .iter()
        .filter(|i| {
            !matches!(
                i,
                Item::MoveNumber(_) | Item::Comment(_) | Item::Ellipsis(_)
            )
        })
        .cloned()
        .collect();
    assert_eq!(
        written.len(),
        planted.len(),
        "the writer keeps every item:\n{text}"
    );
    let mut slips: Vec<(usize, &Mark)> = Vec::new();
    let mut k = 0;
    for (it, mark) in &items {
        if matches!(
            it,
            Item::MoveNumber(_) | Item::Comment(_) | Item::Ellipsis(_)
        ) {
            continue;
        }
        if let Some(m) = mark {
            let n = ordinal(&planted, k);
            let span = written
                .iter()
                .filter(|x| std::mem::discriminant(**x) == std::mem::discriminant(&planted[k]))
                .nth(n)
                .map(|x| item_span(x))
                .unwrap();
            slips.push((line_of(&text, span), m));
        }
        k += 1;
    }
    slips.sort_by_key(|s| s.0);
    tally.sheets += 1;
    tally.slips += slips.len();
    let errors = |c: &Checked| -> Vec<(usize, Problem)> {
        c.problems
            .iter()
            .filter(|p| p.is_error())
            .map(|p| (line_of(&text, p.span.start), p.clone()))
            .collect()
    };
    let first = errors(back);
    if let (Some((line, p)), Some((want_line, m))) = (first.first(), slips.first())
        && line == want_line
        && m.kind.reported_by(p.code)
    {
        tally.first += 1;
    } else {
        report.push(format!(
            "first error: {:?} want {:?}\n{text}",
            first.first().map(|(l, p)| (l, p.code, p.help.clone())),
            slips.first().map(|(l, m)| (l, m.kind))
        ));
    }
    let all = &check(&text, ReplayOptions { all: true })[0];
    let errs = errors(all);
    let mut used = vec![false; errs.len()];
    for (line, m) in &slips {
        match errs
            .iter()
            .position(|(l, p)| l == line && m.kind.reported_by(p.code))
        {
            Some(i) => {
                used[i] = true;
                tally.on_line += 1;
                if right_fix(&errs[i].1, m.kind, &m.want) {
                    tally.right_fix += 1;
                } else {
                    report.push(format!(
                        "wrong fix on line {line}: {:?} want {:?}",
                        errs[i].1.help, m.want
                    ));
                }
            }
            None => report.push(format!("{:?} on line {line} not found\n{text}", m.kind)),
        }
    }
    if used.contains(&false) {
        tally.invented_sheets += 1;
    }
    for (i, (line, p)) in errs.iter().enumerate() {
        if !used[i] {
            tally.invented += 1;
            report.push(format!(
                "invented on line {line}: {} {} ({:?})\n{text}",
                p.code, p.message, p.help
            ));
        }
    }
}

fn item_span(i: &Item) -> usize {
    match i {
        Item::Round(h) => h.span.start,
        Item::Entry(e) => e.span.start,
        Item::Score(s) => s.span.start,
        Item::MoveNumber(n) => n.span.start,
        Item::Comment(c) => c.span.start,
        Item::Ellipsis(s) | Item::Invalid(s) => s.start,
    }
}

const STYLES: [Style; 3] = [
    Style {
        lang: Lang::En,
        arrows: ArrowStyle::Arrows,
    },
    Style {
        lang: Lang::Fr,
        arrows: ArrowStyle::Words,
    },
    Style {
        lang: Lang::De,
        arrows: ArrowStyle::Words,
    },
];

/// Sheets per slip kind and number of slips.
const SHEETS: usize = 12;

#[test]
fn planted_slips_are_found_on_their_line_with_the_right_correction() {
    let mut g = Generator::new(13);
    let bases: Vec<Base> = (0..60)
        .map(|_| {
            base(
                &to_notation(&g.random_match(MatchKind::Marathon))
                    .expect("reads back")
                    .text,
            )
        })
        .collect();
    let mut rng = Lcg(2026);
    let mut report = Vec::new();
    let mut table = Vec::new();
    let mut total = Tally::default();
    // Each kind alone and three times, then three different kinds (`None`).
    let rows = KINDS
        .iter()
        .flat_map(|&k| [(Some(k), 1), (Some(k), 3)])
        .chain([(None, 3)]);
    for (kind, count) in rows {
        let mut tally = Tally::default();
        for (n, b) in bases.iter().enumerate() {
            if tally.sheets == SHEETS {
                break;
            }
            let kinds: Vec<Kind> = KINDS
                .into_iter()
                .filter(|&k| kind.is_none_or(|x| x == k))
                .collect();
            let Some(items) = planted(b, &kinds, count, kind.is_none(), &mut rng) else {
                continue;
            };
            measure(b, items, &STYLES[n % 3], &mut tally, &mut report);
        }
        table.push(format!(
                "{:<15} x{count}: {:>2} sheets, {:>2} slips, on line {:>2}, right fix {:>2}, first error right {:>2}, invented {}",
                kind.map_or("mixed".to_string(), |k| format!("{k:?}")),
                tally.sheets,
                tally.slips,
                tally.on_line,
                tally.right_fix,
                tally.first,
                tally.invented
            ));
        total.sheets += tally.sheets;
        total.slips += tally.slips;
        total.on_line += tally.on_line;
        total.right_fix += tally.right_fix;
        total.first += tally.first;
        total.invented += tally.invented;
    }
    eprintln!("{}", table.join("\n"));
    eprintln!("{total:?}");
    show(report.iter().take(6));
    assert!(
        table.iter().all(|t| !t.contains(" 0 sheets")),
        "every kind is planted alone and three at a time:\n{}",
        table.join("\n")
    );
    assert_eq!(total.on_line, total.slips, "{}", table.join("\n"));
    assert_eq!(total.right_fix, total.slips, "{}", table.join("\n"));
    assert_eq!(total.first, total.sheets, "{}", table.join("\n"));
    assert_eq!(total.invented, 0, "{}", table.join("\n"));
}

#[test]
fn an_entry_nothing_fits_is_reported_once_and_the_next_rounds_are_checked() {
    let mut g = Generator::new(7);
    let mut sheets = 0;
    for n in 0..30 {
        let b = base(
            &to_notation(&g.random_match(MatchKind::Long))
                .expect("reads back")
                .text,
        );
        if b.rounds.len() < 3 {
            continue;
        }
        // A pass of a tower that is not the one to move, in the middle of round 2: two
        // symbols wrong and more, nothing near it is legal.
        let plies = &b.rounds[1].plies;
        let Some(&(at, _)) = plies
            .iter()
            .skip(2)
            .take(plies.len().saturating_sub(4))
            .find(|p| p.1 == PlyKind::Move)
        else {
            continue;
        };
        let Item::Entry(e) = &b.record.items[at] else {
            unreachable!()
        };
        let other = if e.first().tower.node == Colour::Red {
            "Blue"
        } else {
            "Red"
        };
        let snippet = parse(&format!("[Game \"Kamisado\"]\n\n{other} 0 {other}\n"));
        let Some(nonsense) = snippet.entries().next().cloned() else {
            panic!("the snippet parses")
        };
        let mut items: Vec<(Item, Option<Mark>)> =
            b.record.items.iter().map(|i| (i.clone(), None)).collect();
        // A wrong score two rounds later must still be found.
        let Some(score) = b.rounds[2].score else {
            continue;
        };
        plant(&mut items, score, Kind::WrongScore, &b, &mut Lcg(0));
        items[at].0 = Item::Entry(nonsense);
        let record = Record {
            tags: b.record.tags.clone(),
            items: items.into_iter().map(|(i, _)| i).collect(),
            span: b.record.span,
            head: Head {
                notation: b.record.head.notation,
                ..Head::default()
            },
        };
        let text = write_record(&record, &STYLES[n % 3]);
        let c = &check(&text, ReplayOptions { all: true })[0];
        let errors: Vec<&Problem> = c.problems.iter().filter(|p| p.is_error()).collect();
        let shown: Vec<(usize, &str)> = errors
            .iter()
            .map(|p| (line_of(&text, p.span.start), p.code))
            .collect();
        assert_eq!(errors.len(), 2, "{shown:?}\n{text}");
        assert!(
            errors[0]
                .help
                .as_ref()
                .map(ToString::to_string)
                .as_deref()
                .is_some_and(|h| h.contains("not checked")),
            "{:?}",
            errors[0].help
        );
        assert!(
            Kind::WrongScore.reported_by(errors[1].code),
            "{shown:?}\n{text}"
        );
        sheets += 1;
    }
    assert!(sheets >= 5, "{sheets} sheets");
}

/// Three slips of any kind a player makes, a wrong field of an entry too, in different
/// rounds of generated long and marathon matches, checked with `--all`: every slip is
/// found on its line, and errors on lines without a slip (invented by a wrong correction
/// assumed earlier) are on at most one sheet in a hundred.
#[test]
fn three_slip_sheets_under_all_find_every_slip_and_invent_almost_nothing() {
    let seed: u64 = 31;
    let mut g = Generator::new(seed);
    let mut rng = Lcg(seed * 101);
    let all_kinds: Vec<Kind> = KINDS.into_iter().chain(WRONG_FIELDS).collect();
    let mut tally = Tally::default();
    let mut report = Vec::new();
    let mut n = 0;
    while tally.sheets < 300 {
        let kind = if n % 2 == 0 {
            MatchKind::Long
        } else {
            MatchKind::Marathon
        };
        let b = base(&to_notation(&g.random_match(kind)).expect("reads back").text);
        n += 1;
        let Some(items) = planted(&b, &all_kinds, 3, false, &mut rng) else {
            continue;
        };
        // The first-error check of `measure` is not this test's: a sheet's first slip
        // may be a wrong field that several corrections explain.
        let first = tally.first;
        measure(&b, items, &STYLES[n % 3], &mut tally, &mut report);
        tally.first = first;
    }
    let invented = report.iter().filter(|r| r.starts_with("invented")).count();
    let missed = report.iter().filter(|r| r.contains("not found")).count();
    eprintln!("{tally:?}");
    show(
        report
            .iter()
            .filter(|r| r.starts_with("invented") || r.contains("not found"))
            .take(8),
    );
    assert_eq!(
        tally.on_line, tally.slips,
        "{tally:?}: {missed} slips not found"
    );
    assert!(
        tally.invented_sheets * 100 <= tally.sheets,
        "{tally:?}: {invented} errors invented"
    );
}
