//! Convert a record to its JSON model with serde, then read the JSON back and write the
//! record again as notation.
//!
//! ```sh
//! cargo run --example to_json -- fixtures/kamisado/book/ex2_opening.kamisado
//! ```

use std::process::ExitCode;

use kifu::kamisado;

fn main() -> ExitCode {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "fixtures/kamisado/book/ex2_opening.kamisado".into());
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            return ExitCode::from(2);
        }
    };
    for parsed in kamisado::parse(&text) {
        let replay = match kamisado::replay(&parsed.record, Default::default()) {
            Ok(replay) => replay,
            Err(problems) => {
                for problem in &problems {
                    let report = miette::Report::new(kifu::diagnostic(
                        &path,
                        &text,
                        problem,
                        kifu::Lang::En,
                    ));
                    eprintln!("{report:?}");
                }
                return ExitCode::from(1);
            }
        };
        if let Some(problem) = parsed
            .problems
            .iter()
            .chain(&replay.findings.problems)
            .find(|p| p.is_error())
        {
            eprintln!(
                "{:?}",
                miette::Report::new(kifu::diagnostic(&path, &text, problem, kifu::Lang::En))
            );
            return ExitCode::from(1);
        }
        // Typed model → JSON text.
        let model = kamisado::to_json(&text, &parsed.record, &replay);
        let json = serde_json::to_string_pretty(&model).expect("the model serializes");
        println!("{json}");
        // JSON text → typed model → notation, which replays to the same match.
        let back: kamisado::json::GameJson = serde_json::from_str(&json).expect("it reads back");
        let notation = kamisado::json::to_notation(&back).expect("reads back").text;
        let again = &kamisado::parse(&notation)[0].record;
        let replay_again = kamisado::replay(again, Default::default()).expect("match length");
        assert_eq!(replay_again.position, replay.position);
        assert_eq!(replay_again.score, replay.score);
        eprintln!(
            "{path}: {} rounds, JSON round trip gives the same match",
            back.rounds.len()
        );
    }
    ExitCode::SUCCESS
}
