//! Check every score sheet in a folder (and its subfolders) and print a table of results.
//!
//! ```sh
//! cargo run --example check_folder -- fixtures/kamisado/book
//! ```
//!
//! The game of a file comes from its extension (`.kamisado`, `.samourai`, `.kaito`,
//! `.kasane`); other files are skipped. The exit code is 1 when some record is invalid.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use kifu::{GameKind, LineIndex, Problem};

/// What the table shows of one file.
struct Row {
    records: usize,
    valid: usize,
    /// The first error of the file, if any.
    first_error: Option<Problem>,
}

fn check(game: GameKind, text: &str) -> Row {
    // Every game's `check` gives its own `Checked` type; the table needs the same three
    // facts of each.
    let results: Vec<(bool, Vec<Problem>)> = match game {
        GameKind::Kamisado => kifu::kamisado::check(text, Default::default())
            .into_iter()
            .map(|c| (c.is_valid(), c.problems))
            .collect(),
        GameKind::Samourai => kifu::samourai::check(text, Default::default())
            .into_iter()
            .map(|c| (c.is_valid(), c.problems))
            .collect(),
        GameKind::Kaito => kifu::kaito::check(text, Default::default())
            .into_iter()
            .map(|c| (c.is_valid(), c.problems))
            .collect(),
        GameKind::Kasane => kifu::kasane::check(text, &Default::default())
            .into_iter()
            .map(|c| (c.is_valid(), c.problems))
            .collect(),
    };
    Row {
        records: results.len(),
        valid: results.iter().filter(|(valid, _)| *valid).count(),
        first_error: results
            .into_iter()
            .flat_map(|(_, problems)| problems)
            .find(Problem::is_error),
    }
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            files(&path, out)?;
        } else if GameKind::from_path(&path).is_some() {
            out.push(path);
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "fixtures".into());
    let mut paths = Vec::new();
    if let Err(e) = files(Path::new(&dir), &mut paths) {
        eprintln!("cannot read {dir}: {e}");
        return ExitCode::from(2);
    }
    paths.sort();
    let width = paths
        .iter()
        .map(|p| p.display().to_string().chars().count())
        .max()
        .unwrap_or(4)
        .max(4);
    println!(
        "{:<width$}  {:<8}  {:>7}  {:>5}  first error",
        "file", "game", "records", "valid"
    );
    let (mut all, mut valid) = (0, 0);
    for path in &paths {
        let Some(game) = GameKind::from_path(path) else {
            continue;
        };
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => {
                println!("{:<width$}  {game:<8}  cannot read: {e}", path.display());
                continue;
            }
        };
        let row = check(game, &text);
        all += row.records;
        valid += row.valid;
        let error = row.first_error.map_or(String::new(), |p| {
            let at = LineIndex::new(&text).line_col(p.span.start);
            format!("{}:{} {}", at.line, at.column, p.code)
        });
        println!(
            "{:<width$}  {game:<8}  {:>7}  {:>5}  {error}",
            path.display(),
            row.records,
            row.valid
        );
    }
    println!("{} files, {all} records, {valid} valid", paths.len());
    if valid == all {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
