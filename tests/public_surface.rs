//! What the `kifu` binary needs from the library is public, documented API: the binary's
//! sources name no path into the library's private `core` or `games` modules, nor do the
//! root tests, the benches, the examples, the test kit or the fuzz targets; and the pieces the binary uses (diagnostics of a piece of a file,
//! reading a text, SVG helpers) answer here as it relies on them. The library without
//! features stays lean: what only the binary needs (the JSON Schema) is behind a feature.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;
use std::sync::Arc;

use kifu::{Problem, Span};
use miette::Diagnostic;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The lines of the Rust files under `dirs` (from the repository's root) that name a
/// path into the library's private `core` or `games` module.
fn private_paths(dirs: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let private = [concat!("kifu::", "core"), concat!("kifu::", "games")];
    let mut found = Vec::new();
    for dir in dirs {
        let mut files = Vec::new();
        rust_files(&root.join(dir), &mut files);
        assert!(!files.is_empty(), "no Rust file in {dir}");
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            for (i, line) in text.lines().enumerate() {
                if private.iter().any(|p| line.contains(p)) {
                    found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
                }
            }
        }
    }
    found
}

#[test]
fn the_binary_uses_only_the_public_api() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(files.len() > 10, "the binary's sources: {files:?}");
    let found = private_paths(&["src"]);
    assert!(found.is_empty(), "private paths:\n{}", found.join("\n"));
}

/// The root tests, the library's benches and examples, the test kit, the Python package and
/// the fuzz targets use the library as any program does: through its public, documented API.
#[test]
fn tests_benches_examples_and_fuzz_targets_use_only_the_public_api() {
    let found = private_paths(&[
        "tests",
        "crates/kifu/benches",
        "crates/kifu/examples",
        "crates/kifu-testkit",
        "crates/kifu-py/src",
        "fuzz/fuzz_targets",
    ]);
    assert!(found.is_empty(), "private paths:\n{}", found.join("\n"));
}

#[test]
fn a_diagnostic_of_a_piece_of_a_file_is_numbered_as_in_the_file() {
    let text: Arc<str> = "1. Red ↑4 Blue\n2. Blue ↑9 Red\n".into();
    let problem = Problem::error(
        "kamisado::test",
        Span::new(18, 19),
        kifu::Message::verbatim("too far"),
    )
    .with_label(kifu::Message::verbatim("here"));
    let diag = kifu::diagnostic_in("game.kamisado", &text, 40, &problem, kifu::Lang::En);
    let labels: Vec<_> = diag.labels().unwrap().collect();
    assert_eq!(labels.len(), 1);
    let contents = diag
        .source_code()
        .unwrap()
        .read_span(labels[0].inner(), 0, 0)
        .unwrap();
    assert_eq!(
        contents.line(),
        41,
        "line 2 of a piece that starts at line 41"
    );
    let whole = kifu::diagnostic("game.kamisado", &text, &problem, kifu::Lang::En);
    let at = whole.labels().unwrap().next().unwrap();
    assert_eq!(
        whole
            .source_code()
            .unwrap()
            .read_span(at.inner(), 0, 0)
            .unwrap()
            .line(),
        1
    );
}

#[test]
fn reading_a_text_decodes_and_tells_an_empty_input() {
    assert_eq!(
        kifu::text::decode(b"[Game \"Kaito\"]\n").unwrap().0,
        "[Game \"Kaito\"]\n"
    );
    let bad = kifu::text::decode(b"ab\xffcd").unwrap_err();
    assert_eq!(bad.span.start, 2);
    assert!(kifu::text::holds_nothing("  \n"));
    assert!(!kifu::text::holds_nothing("[Game \"Kaito\"]"));
    assert_eq!(kifu::svg::escape("a<b&\"c\""), "a&lt;b&amp;&quot;c&quot;");
}

/// The crates the library needs with `features` and no default ones (its normal
/// dependencies, as `cargo tree` lists them: `.ci/run` counts the same list).
fn library_crates(features: &str) -> BTreeSet<String> {
    let out = Command::new(env!("CARGO"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "tree",
            "-p",
            "kifu",
            "--no-default-features",
            "--features",
            features,
        ])
        .args(["-e", "normal", "--prefix", "none", "--locked"])
        .output()
        .expect("cargo tree");
    assert!(
        out.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(str::to_owned)
        .collect()
}

/// The JSON Schema (schemars and the crates it brings) is the feature `schema`, which the
/// binary enables for `kifu schema`: without it the library does not build them.
#[test]
fn the_json_schema_is_a_feature_of_the_library() {
    let lean = library_crates("");
    let with_schema = library_crates("schema");
    for name in ["schemars", "schemars_derive"] {
        assert!(!lean.contains(name), "{name} without features: {lean:?}");
        assert!(
            with_schema.contains(name),
            "{name} with `schema`: {with_schema:?}"
        );
    }
    assert!(lean.contains("kifu") && lean.is_subset(&with_schema));
}
