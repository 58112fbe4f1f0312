//! What the integration tests share: running the `kifu` binary, rendering problems.

#![allow(dead_code)]

pub mod svg;

use std::process::{Command, Output, Stdio};
use std::sync::Arc;

use kifu::core::diag::render_plain;
use kifu::core::{Problem, SourceProblem, Span};
use miette::NamedSource;

/// Run `kifu` with these arguments, colour off, no standard input.
pub fn kifu(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kifu"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("run kifu")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Problems found in `text` (named `name`), rendered as plain text 100 columns wide: what
/// the snapshots hold.
pub fn render(name: &str, text: &str, problems: &[Problem]) -> String {
    let src = Arc::new(NamedSource::new(name, Arc::<str>::from(text)));
    let list: Vec<SourceProblem> = problems
        .iter()
        .map(|p| SourceProblem::new(src.clone(), p.clone()))
        .collect();
    render_plain(&list, 100)
}

/// Where problems point: each one's span and its related spans.
pub fn problem_spans(problems: &[Problem]) -> impl Iterator<Item = Span> + '_ {
    problems
        .iter()
        .flat_map(|p| std::iter::once(p.span).chain(p.related.iter().map(|r| r.0)))
}

/// Every byte of `text` is inside one of `spans`, or white space.
pub fn covers(text: &str, mut spans: Vec<Span>) -> bool {
    spans.sort();
    let mut end = 0;
    for s in spans {
        if text[end..s.start.max(end)]
            .chars()
            .any(|c| !c.is_whitespace())
        {
            return false;
        }
        end = end.max(s.end);
    }
    text[end..].chars().all(char::is_whitespace)
}
