//! Walk every position of a Kamisado match and count the pushes (sumo oshi) and the
//! rounds that end in a deadlock.
//!
//! ```sh
//! cargo run --example pushes_and_deadlocks -- fixtures/kamisado/valid/marathon_en_ascii.kamisado
//! cargo run --example pushes_and_deadlocks -- fixtures/kamisado/book/ex6_deadlock.kamisado
//! ```

use std::process::ExitCode;

use kifu::kamisado::{self, PlyKind, WinReason};

fn main() -> ExitCode {
    let paths: Vec<String> = match std::env::args().skip(1).collect::<Vec<_>>() {
        args if args.is_empty() => {
            vec!["fixtures/kamisado/valid/marathon_en_ascii.kamisado".into()]
        }
        args => args,
    };
    for path in paths {
        if let Err(code) = count(&path) {
            return code;
        }
    }
    ExitCode::SUCCESS
}

/// Count the pushes and deadlocks of every match in the file at `path`.
fn count(path: &str) -> Result<(), ExitCode> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return Err(ExitCode::from(2));
        }
    };
    for parsed in kamisado::parse(&text) {
        let replay = match kamisado::replay(&parsed.record, Default::default()) {
            Ok(replay) if replay.is_valid() && !parsed.has_errors() => replay,
            _ => {
                eprintln!("{path}: a record does not replay (see `kifu validate {path}`)");
                return Err(ExitCode::from(1));
            }
        };
        let (mut positions, mut pushes, mut blocked, mut deadlocks) = (0, 0, 0, 0);
        for round in &replay.rounds {
            // The round's start, then the position after each ply.
            let mut position = round.start;
            positions += 1;
            for ply in &round.plies {
                if ply.kind == PlyKind::DeadlockConfirm {
                    // The optional repeated `0` written once a deadlock is established:
                    // on the sheet, but not a move.
                    continue;
                }
                assert_eq!(ply.before, position, "each ply starts where the last ended");
                match ply.kind {
                    PlyKind::Oshi => pushes += 1,
                    PlyKind::Blocked => blocked += 1,
                    _ => {}
                }
                position = position.play(ply.mv).expect("a replayed ply is legal");
                positions += 1;
            }
            if let Some(result) = position.result() {
                if result.reason == WinReason::Deadlock {
                    deadlocks += 1;
                }
                println!(
                    "round {}: {} plies, {:?} won ({})",
                    round.number,
                    round.plies.len(),
                    result.winner,
                    result.reason.name()
                );
            }
        }
        println!(
            "{path}: {} rounds, {positions} positions, {pushes} pushes, {blocked} blocked towers, {deadlocks} deadlocks",
            replay.rounds.len()
        );
    }
    Ok(())
}
