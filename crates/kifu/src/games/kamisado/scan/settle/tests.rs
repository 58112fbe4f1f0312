use super::*;
use crate::core::random::Seeded;

/// A round of a truth: its fill and score before it, and its cells, each with its column
/// and ply.
type TruthRound = (Option<(Fill, (u32, u32))>, Vec<(Side, Option<Ply>)>);

/// A random match played out, as it would be ticked on the form.
struct Truth {
    kind: MatchKind,
    /// Per round: the fill (rounds 2 on) and every cell's ply (`None`: empty cell).
    rounds: Vec<TruthRound>,
}

/// A random match of `kind`; each round's cells row by row, Black's column first, with
/// `spare` empty rows after the round (the form has more rows than a round needs).
fn random_truth(seed: u64, kind: MatchKind, spare: usize) -> Truth {
    let mut r = Seeded::new(seed);
    let mut m = Match::new(kind);
    let mut rounds = Vec::new();
    let mut fill = None;
    loop {
        let mut cells = Vec::new();
        if m.position().turn() == Side::White {
            cells.push((Side::Black, None));
        }
        while m.position().result().is_none() {
            let pos = *m.position();
            let legal = pos.legal_moves();
            let mv = legal[r.below(legal.len())];
            cells.push((pos.turn(), Some(Ply::new(pos, mv))));
            m.play(mv).expect("legal");
        }
        if cells.len() % 2 == 1 {
            cells.push((Side::White, None));
        }
        for _ in 0..spare {
            cells.push((Side::Black, None));
            cells.push((Side::White, None));
        }
        rounds.push((fill, cells));
        let end = m.round_end().expect("over");
        if end.match_over {
            break;
        }
        let f = if r.below(2) == 0 {
            Fill::Left
        } else {
            Fill::Right
        };
        m.next_round(f).expect("goes on");
        fill = Some((f, (end.score[Side::Black], end.score[Side::White])));
    }
    Truth { kind, rounds }
}

fn reading_of(ply: &Ply) -> Reading {
    Reading::of(&ply.before, ply.mv).expect("a legal ply has a reading")
}

/// A round's first header, as the form is filled in: `new` ticked, with the fill and the
/// score before the round.
fn fill_marks(fill: Option<(Fill, (u32, u32))>) -> RoundMarks {
    let mut m = RoundMarks {
        new: 1.0,
        fill: match fill {
            None => [0.0, 0.0],
            Some((Fill::Left, _)) => [1.0, 0.0],
            Some((Fill::Right, _)) => [0.0, 1.0],
        },
        ..RoundMarks::default()
    };
    if let Some((_, (b, w))) = fill {
        m.score[0][(b as usize).min(MAX_SCORE)] = 1.0;
        m.score[1][(w as usize).min(MAX_SCORE)] = 1.0;
    }
    m
}

/// Black's first move ticked as both Brown ↑1 and Green ↑1 (its two landing colours
/// too), then White's entry: a clear reply when `with_reply` (its tower tells which move
/// Black's was), else blank. The round, and the readings of Brown ↑1 and Green ↑1.
pub(in crate::games::kamisado::scan) fn two_towers(
    with_reply: bool,
) -> (RoundSheet, Reading, Reading) {
    let pos = Position::start();
    let a = pos.step(Colour::Brown, Direction::Straight, 1).unwrap();
    let b = pos.step(Colour::Green, Direction::Straight, 1).unwrap();
    let (ra, rb) = (Reading::of(&pos, a).unwrap(), Reading::of(&pos, b).unwrap());
    let mut first = EntryMarks::ticked(Some(&ra));
    first.tower[Colour::Green.index()] = 1.0;
    first.landing[rb.landing.index()] = 1.0;
    let reply = if with_reply {
        let after = pos.play(a).unwrap();
        let mv = after.legal_moves()[0];
        EntryMarks::ticked(Reading::of(&after, mv).as_ref())
    } else {
        EntryMarks::default()
    };
    let round = RoundSheet {
        header: RoundMarks {
            new: 1.0,
            ..RoundMarks::default()
        },
        cells: vec![
            EntryCell {
                side: Side::Black,
                marks: first,
            },
            EntryCell {
                side: Side::White,
                marks: reply,
            },
        ],
    };
    (round, ra, rb)
}

/// The first standard match (no spare moves) of the seeds 0, 1… that `wanted` accepts.
fn standard_match(wanted: impl Fn(&Truth) -> bool) -> Truth {
    (0..)
        .map(|seed| random_truth(seed, MatchKind::Standard, 0))
        .find(|t| wanted(t))
        .unwrap()
}

/// The sheets of a truth, every mark passed through `mark` (cell index across the match).
fn sheets_of(t: &Truth, mut mark: impl FnMut(usize, EntryMarks) -> EntryMarks) -> Vec<RoundSheet> {
    let mut n = 0;
    t.rounds
        .iter()
        .map(|(fill, cells)| RoundSheet {
            header: fill_marks(*fill),
            cells: cells
                .iter()
                .map(|(side, ply)| {
                    n += 1;
                    let r = ply.as_ref().map(reading_of);
                    EntryCell {
                        side: *side,
                        marks: mark(n - 1, EntryMarks::ticked(r.as_ref())),
                    }
                })
                .collect(),
        })
        .collect()
}

/// Every cell of the settled record holds the true ply; the fills are the true ones.
fn assert_exact(t: &Truth, s: &Settled) {
    assert_eq!(s.rounds.len(), t.rounds.len());
    for (r, ((fill, cells), out)) in t.rounds.iter().zip(&s.rounds).enumerate() {
        assert_eq!(out.fill, fill.map(|f| f.0), "round {r} fill");
        for (i, ((_, ply), c)) in cells.iter().zip(&out.cells).enumerate() {
            assert_eq!(c.ply.map(|p| p.mv), ply.map(|p| p.mv), "round {r} cell {i}");
        }
    }
    assert!(s.finished);
}

#[test]
fn clean_marks_give_the_record_and_every_cell_is_certain() {
    for seed in 0..12 {
        let kind = MatchKind::ALL[seed as usize % 3];
        let t = random_truth(seed, kind, 2);
        let s = settle(
            &sheets_of(&t, |_, m| m),
            Some(kind),
            &SettleOptions::default(),
        );
        assert_exact(&t, &s);
        for r in &s.rounds {
            for (i, c) in r.cells.iter().enumerate() {
                assert_eq!(
                    c.verdict,
                    Verdict::Certain,
                    "seed {seed} cell {i} {:?}",
                    c.reading
                );
            }
            assert_eq!(r.fill_verdict, FillVerdict::Certain);
            assert!(r.cells.iter().all(|c| c.verdict == Verdict::Certain));
        }
    }
}

#[test]
fn the_match_length_is_found_when_not_given() {
    for (seed, kind) in [(3, MatchKind::Simple), (4, MatchKind::Standard)] {
        let t = random_truth(seed, kind, 1);
        let s = settle(&sheets_of(&t, |_, m| m), None, &SettleOptions::default());
        assert_eq!(s.kind, kind);
        assert_exact(&t, &s);
    }
}

/// The cells with a ply, as (cell index, ply).
fn ply_cells(t: &Truth) -> Vec<(usize, Ply)> {
    t.rounds
        .iter()
        .flat_map(|(_, c)| c.iter())
        .enumerate()
        .filter_map(|(i, (_, p))| p.map(|p| (i, p)))
        .collect()
}

/// The sheets of `t`, each entry's marks changed by `mark`, settled: they give the record
/// exactly and every entry is settled. What each cell was settled as, in sheet order.
fn settled_exactly(
    t: &Truth,
    mark: impl FnMut(usize, EntryMarks) -> EntryMarks,
) -> Vec<CellOutcome> {
    let s = settle(&sheets_of(t, mark), Some(t.kind), &SettleOptions::default());
    assert_exact(t, &s);
    assert!(s.is_settled());
    s.rounds.into_iter().flat_map(|r| r.cells).collect()
}

#[test]
fn a_faint_tower_is_decided_by_the_previous_landing() {
    let t = random_truth(21, MatchKind::Standard, 1);
    // Every fifth entry's tower tick is faint (below one half): alone, the cell is unclear.
    let faint: Vec<usize> = ply_cells(&t)
        .iter()
        .step_by(5)
        .skip(1)
        .map(|(i, _)| *i)
        .collect();
    let cells = settled_exactly(&t, |i, mut m| {
        if faint.contains(&i) {
            for p in &mut m.tower {
                *p *= 0.3;
            }
        }
        m
    });
    for i in faint {
        assert!(
            matches!(cells[i].verdict, Verdict::Decided { .. }),
            "cell {i}: {:?}",
            cells[i].verdict
        );
        assert!(!cells[i].alone.clear);
    }
}

#[test]
fn doubled_and_missing_marks_are_settled_by_the_rules() {
    let t = random_truth(5, MatchKind::Long, 1);
    let plies = ply_cells(&t);
    let mut touched = Vec::new();
    let cells = settled_exactly(&t, |i, mut m| {
        let Some(k) = plies.iter().position(|(c, _)| *c == i) else {
            return m;
        };
        match k % 4 {
            // A second landing box ticked as firmly as the right one.
            1 => {
                let right = argmax(&m.landing);
                m.landing[(right + 3) % 8] = 0.9;
                touched.push(i);
            }
            // The landing tick is missing.
            3 if k % 8 == 3 => {
                m.landing = [0.0; 8];
                touched.push(i);
            }
            _ => {}
        }
        m
    });
    for i in touched {
        assert!(
            matches!(cells[i].verdict, Verdict::Decided { .. }),
            "cell {i}"
        );
    }
}

#[test]
fn two_readings_that_both_replay_leave_the_entry_uncertain() {
    // Black's first move: Brown ↑1 and Green ↑1 both tick Brown+Green, ↑, 1 and their two
    // landing colours; nothing after it tells which.
    let (round, ra, rb) = two_towers(false);
    let sheets = vec![round];
    let s = settle(&sheets, Some(MatchKind::Simple), &SettleOptions::default());
    assert!(!s.is_settled(), "{:?}", s.rounds[0]);
    let Verdict::Uncertain { alternatives } = &s.rounds[0].cells[0].verdict else {
        panic!("{:?}", s.rounds[0].cells[0].verdict)
    };
    let chosen = s.rounds[0].cells[0].reading.clone();
    let other = if chosen.as_ref() == Some(&ra) {
        &rb
    } else {
        &ra
    };
    assert!(alternatives.iter().any(|(r, _)| r.as_ref() == Some(other)));
    assert!(!s.finished);
}

#[test]
fn a_clear_but_illegal_entry_is_flagged_illegal() {
    let t = random_truth(8, MatchKind::Simple, 0);
    let plies = ply_cells(&t);
    // The fourth entry clearly names a tower other than the one that must move.
    let (target, ply) = plies[3];
    let s = settle(
        &sheets_of(&t, |i, mut m| {
            if i == target {
                let right = argmax(&m.tower);
                m.tower = [0.0; 8];
                m.tower[(right + 1) % 8] = 1.0;
            }
            m
        }),
        Some(t.kind),
        &SettleOptions::default(),
    );
    assert!(!s.is_settled());
    let cells: Vec<&CellOutcome> = s.rounds.iter().flat_map(|r| &r.cells).collect();
    assert!(
        matches!(cells[target].verdict, Verdict::Illegal { .. }),
        "{:?}",
        cells[target].verdict
    );
    // The record keeps the legal move (the only tower that may move).
    assert_eq!(cells[target].ply.map(|p| p.mv), Some(ply.mv));
}

#[test]
fn marks_after_the_end_of_the_match_are_flagged() {
    let t = random_truth(9, MatchKind::Simple, 1);
    let last = t.rounds[0].1.len() - 2;
    let s = settle(
        &sheets_of(&t, |i, m| {
            if i == last {
                // A clearly ticked entry in a spare row.
                EntryMarks::ticked(Some(&Reading::single(
                    Colour::Red,
                    Some((Direction::Straight, 2)),
                    Colour::Blue,
                )))
            } else {
                m
            }
        }),
        Some(t.kind),
        &SettleOptions::default(),
    );
    let cells = &s.rounds[0].cells;
    assert!(matches!(cells[last].verdict, Verdict::Illegal { .. }));
    assert!(cells[last].ply.is_none());
    assert!(!s.is_settled());
}

#[test]
fn an_unclear_fill_is_decided_by_the_next_moves() {
    let t = standard_match(|t| t.rounds.len() >= 2);
    let mut sheets = sheets_of(&t, |_, m| m);
    // Both fill boxes ticked: the towers' places in the next moves tell which it was.
    sheets[1].header.fill = [0.8, 0.8];
    let s = settle(&sheets, Some(t.kind), &SettleOptions::default());
    assert_exact(&t, &s);
    assert!(matches!(
        s.rounds[1].fill_verdict,
        FillVerdict::Decided { .. }
    ));
}

/// A deterministic source of noise for the corruption test.
fn noisy(r: &mut Seeded, m: EntryMarks) -> EntryMarks {
    let unit = |r: &mut Seeded| r.below(1000) as f32 / 1000.0;
    let field = |xs: &mut [f32], r: &mut Seeded| {
        for p in xs.iter_mut() {
            *p = if *p > 0.5 {
                // Ticked: mostly firm, sometimes faint, rarely missing.
                match r.below(100) {
                    0..=2 => 0.1 * unit(r),
                    3..=12 => 0.25 + 0.3 * unit(r),
                    _ => 0.7 + 0.3 * unit(r),
                }
            } else {
                // Not ticked: mostly clean, sometimes a stray or doubled mark.
                match r.below(200) {
                    0..=2 => 0.6 + 0.4 * unit(r),
                    3..=10 => 0.2 + 0.3 * unit(r),
                    _ => 0.1 * unit(r),
                }
            };
        }
    };
    let mut m = m;
    field(&mut m.tower, r);
    field(&mut m.direction, r);
    field(&mut m.distance, r);
    field(&mut m.landing, r);
    m
}

#[test]
fn corrupted_marks_never_give_a_wrong_entry_without_a_flag() {
    let (mut wrong_flagged, mut decided, mut flagged, mut total) = (0, 0, 0, 0);
    for seed in 0..24 {
        let kind = MatchKind::ALL[seed as usize % 3];
        let t = random_truth(100 + seed, kind, 1);
        let mut r = Seeded::new(seed);
        let sheets = sheets_of(&t, |_, m| noisy(&mut r, m));
        let s = settle(&sheets, Some(kind), &SettleOptions::default());
        let truth: Vec<Option<Move>> = t
            .rounds
            .iter()
            .flat_map(|(_, c)| c.iter().map(|(_, p)| p.map(|p| p.mv)))
            .collect();
        let cells: Vec<&CellOutcome> = s.rounds.iter().flat_map(|r| &r.cells).collect();
        for (i, c) in cells.iter().enumerate() {
            let truth = truth.get(i).copied().flatten();
            total += 1;
            if !c.verdict.is_settled() {
                flagged += 1;
                if truth != c.ply.map(|p| p.mv) {
                    wrong_flagged += 1;
                }
                continue;
            }
            assert_eq!(
                c.ply.map(|p| p.mv),
                truth,
                "seed {seed} cell {i}: settled as {:?} but wrong",
                c.verdict
            );
            if matches!(c.verdict, Verdict::Decided { .. }) {
                decided += 1;
            }
        }
    }
    // The noise is heavy enough that legality had work to do.
    eprintln!("{total} cells: {decided} decided, {flagged} flagged ({wrong_flagged} wrong)");
    assert!(decided > 50, "{decided} decided");
    // Legality settles most of what the marks leave open.
    assert!(flagged * 20 < total, "{flagged} of {total} cells flagged");
}

/// The truth's rounds cut into sections of `rows` rows (two cells each), as the form
/// holds them: a round's first section has its header; the next ones have `continued`
/// ticked (probability `continued`) and nothing else in the header.
fn sections_of(t: &Truth, rows: usize, continued: f32) -> Vec<RoundSheet> {
    let mut out = Vec::new();
    for round in sheets_of(t, |_, m| m) {
        for (k, chunk) in round.cells.chunks(rows * 2).enumerate() {
            let header = if k == 0 {
                round.header
            } else {
                RoundMarks {
                    continued,
                    ..RoundMarks::default()
                }
            };
            out.push(RoundSheet {
                header,
                cells: chunk.to_vec(),
            });
        }
    }
    out
}

/// The truth read back from a settled sheet of sections: the starts of rounds and the
/// plies in order.
fn plies_by_round(s: &Settled) -> Vec<(Option<Fill>, Vec<Move>)> {
    let mut out: Vec<(Option<Fill>, Vec<Move>)> = Vec::new();
    for r in s.rounds.iter().filter(|r| r.number.is_some()) {
        if !r.continued {
            out.push((r.fill, Vec::new()));
        }
        if let Some(last) = out.last_mut() {
            last.1
                .extend(r.cells.iter().filter_map(|c| c.ply.map(|p| p.mv)));
        }
    }
    out
}

fn truth_plies(t: &Truth) -> Vec<(Option<Fill>, Vec<Move>)> {
    t.rounds
        .iter()
        .map(|(fill, cells)| {
            (
                fill.map(|f| f.0),
                cells.iter().filter_map(|(_, p)| p.map(|p| p.mv)).collect(),
            )
        })
        .collect()
}

#[test]
fn sections_going_on_with_a_round_are_found_by_the_rules_whatever_their_boxes_say() {
    let t = standard_match(|t| t.rounds.len() >= 2 && t.rounds.iter().any(|r| r.1.len() > 12));
    // `continued` ticked clearly, left blank, or read faintly: the record is the same and
    // settled; only a clear tick leaves the section's header certain.
    for continued in [1.0, 0.0, 0.3] {
        let sheets = sections_of(&t, 6, continued);
        assert!(sheets.len() > t.rounds.len());
        let s = settle(&sheets, Some(t.kind), &SettleOptions::default());
        assert_eq!(plies_by_round(&s), truth_plies(&t), "continued {continued}");
        assert!(s.is_settled(), "continued {continued}: {:?}", s.rounds);
        assert!(s.finished);
        for (r, out) in s.rounds.iter().enumerate() {
            assert_eq!(out.continued, sheets[r].header.new == 0.0, "section {r}");
            let certain = out.fill_verdict == FillVerdict::Certain;
            assert_eq!(certain, !out.continued || continued == 1.0, "section {r}");
        }
    }
}

#[test]
fn a_round_whose_new_box_is_blank_starts_by_the_rules() {
    let t = standard_match(|t| t.rounds.len() >= 2);
    let mut sheets = sheets_of(&t, |_, m| m);
    sheets[1].header.new = 0.0;
    let s = settle(&sheets, Some(t.kind), &SettleOptions::default());
    assert_exact(&t, &s);
    assert!(!s.rounds[1].continued);
    assert_eq!(s.rounds[1].section_marks, SectionMarks::Neither);
    assert!(matches!(
        s.rounds[1].fill_verdict,
        FillVerdict::Decided { .. }
    ));
    assert!(s.is_settled());
}

#[test]
fn a_section_ticked_continued_that_the_rules_say_starts_a_round_is_flagged() {
    let t = standard_match(|t| t.rounds.len() >= 2);
    let mut sheets = sheets_of(&t, |_, m| m);
    // The second round's header says `continued` and nothing else, clearly: the round
    // before is over, so its moves cannot go on with it, and the fill is not read.
    sheets[1].header = RoundMarks {
        continued: 1.0,
        ..RoundMarks::default()
    };
    let s = settle(&sheets, Some(t.kind), &SettleOptions::default());
    assert!(!s.is_settled(), "{:?}", s.rounds[1]);
    assert!(!s.rounds[1].continued);
    assert!(matches!(
        s.rounds[1].fill_verdict,
        FillVerdict::Illegal { .. } | FillVerdict::Uncertain
    ));
}
