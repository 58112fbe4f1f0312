//! Inputs for the commands: files, directories (recursive), or `-` for standard input.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use kifu::GameKind;

/// Where a record text came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Stdin,
    File(PathBuf),
}

impl Source {
    pub fn name(&self) -> String {
        match self {
            Source::Stdin => "<stdin>".to_string(),
            Source::File(p) => p.display().to_string(),
        }
    }

    pub fn path(&self) -> Option<&Path> {
        match self {
            Source::Stdin => None,
            Source::File(p) => Some(p),
        }
    }

    pub fn read(&self) -> io::Result<Vec<u8>> {
        match self {
            Source::Stdin => {
                let mut buf = Vec::new();
                io::stdin().lock().read_to_end(&mut buf)?;
                Ok(buf)
            }
            Source::File(p) => fs::read(p),
        }
    }
}

/// Why a path found in a directory is not read: it is not a regular file (a named pipe,
/// a socket…), said in the language through [`super::IoCause`] (`cli-not-a-file`).
#[derive(Debug)]
pub struct NotAFile;

/// In English.
impl std::fmt::Display for NotAFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&kifu::Message::new("cli-not-a-file").say(kifu::Lang::En))
    }
}

impl std::error::Error for NotAFile {}

/// Expand the command-line inputs: `-` is stdin, a directory is walked recursively for
/// record files (`*.kamisado`, `*.samourai`, `*.kaito`, `*.kasane`; sorted by name;
/// hidden entries skipped). Unreadable directories are reported
/// as errors next to the sources found.
pub fn expand(inputs: &[String]) -> (Vec<Source>, Vec<(String, io::Error)>) {
    let mut sources = Vec::new();
    let mut errors = Vec::new();
    if inputs.is_empty() {
        sources.push(Source::Stdin);
    }
    for input in inputs {
        if input == "-" {
            sources.push(Source::Stdin);
            continue;
        }
        let path = PathBuf::from(input);
        if path.is_dir() {
            walk(&path, &mut sources, &mut errors);
        } else {
            sources.push(Source::File(path));
        }
    }
    (sources, errors)
}

fn walk(dir: &Path, out: &mut Vec<Source>, errors: &mut Vec<(String, io::Error)>) {
    let entries = match fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            errors.push((dir.display().to_string(), e));
            return;
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            !p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with('.'))
        })
        .collect();
    paths.sort();
    for p in paths {
        // Follow links; a broken link, a named pipe, a socket or a device is reported, not
        // read (reading a pipe found in a directory could wait forever).
        match std::fs::metadata(&p) {
            Ok(m) if m.is_dir() => walk(&p, out, errors),
            // In a directory only record files are read (a board or box-table file beside
            // them is not a record); a file named on the command line is always read.
            Ok(m) if m.is_file() && GameKind::from_path(&p).is_some() => out.push(Source::File(p)),
            Ok(m) if m.is_file() => {}
            Ok(_) => errors.push((
                p.display().to_string(),
                std::io::Error::new(std::io::ErrorKind::InvalidInput, NotAFile),
            )),
            Err(e) => errors.push((p.display().to_string(), e)),
        }
    }
}
