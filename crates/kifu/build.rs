//! The message catalogues (`src/core/messages/<lang>.ftl`, `src/games/<game>/messages/<lang>.ftl`)
//! are embedded lean: without their comments (documentation for translators) and the blank
//! lines between entries (`OUT_DIR/messages/<folder>-<lang>.ftl`), and with the feature
//! `packed-messages` deflated as well: the catalogue ([`crate::message`]) then inflates a
//! language's files the first time it speaks it. The `.ftl` sources stay as they are; this
//! keeps about 250 KB of text out of every binary and out of the WebAssembly of `kifu web`
//! (the comments are a few per cent of the text; the deflating does the rest).

use std::path::{Path, PathBuf};

/// The languages of the catalogue, in the order `message.rs` reads them.
const LANGS: [&str; 3] = ["en", "fr", "de"];

fn main() {
    let out =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("messages");
    std::fs::create_dir_all(&out).expect("OUT_DIR is writable");
    let src = Path::new("src");
    let mut folders = vec![("core".to_owned(), src.join("core/messages"))];
    let games = std::fs::read_dir(src.join("games")).expect("src/games");
    for entry in games.flatten() {
        let dir = entry.path().join("messages");
        if dir.is_dir() {
            folders.push((entry.file_name().to_string_lossy().into_owned(), dir));
        }
    }
    println!("cargo::rerun-if-changed=src/games");
    for (name, dir) in folders {
        println!("cargo::rerun-if-changed={}", dir.display());
        for lang in LANGS {
            let path = dir.join(format!("{lang}.ftl"));
            println!("cargo::rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            std::fs::write(out.join(format!("{name}-{lang}.ftl")), pack(lean(&text)))
                .expect("OUT_DIR is writable");
        }
    }
}

/// The embedded form of a lean catalogue file: deflated with `packed-messages`.
#[cfg(feature = "packed-messages")]
fn pack(text: String) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 10)
}

/// The embedded form of a lean catalogue file: its text, without `packed-messages`.
#[cfg(not(feature = "packed-messages"))]
fn pack(text: String) -> Vec<u8> {
    text.into_bytes()
}

/// `text` without its comment lines (`#` in the first column ends any pattern, so none
/// is part of a message) and without the blank lines that do not continue a pattern (a
/// blank line is kept only when the next line that is not blank or a comment is indented:
/// then it may be inside a multiline message).
fn lean(text: &str) -> String {
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    let mut out = String::with_capacity(text.len());
    for (i, line) in lines.iter().enumerate() {
        if line.trim().is_empty() {
            let next = lines[i + 1..].iter().find(|l| !l.trim().is_empty());
            if !next.is_some_and(|l| l.starts_with(' ')) {
                continue;
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}
