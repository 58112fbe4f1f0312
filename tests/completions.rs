//! `kifu completions SHELL` and `kifu man`: scripts and a man page made from the
//! command-line definition, covering every command.

use std::process::Command;

mod common;
use common::{kifu, stderr, stdout};

/// Every command a user can type, as `kifu --help` lists them.
const COMMANDS: &[&str] = &[
    "validate",
    "convert",
    "fmt",
    "gen",
    "show",
    "moves",
    "schema",
    "perft",
    "completions",
    "man",
];

#[test]
fn every_shell_gets_a_script_naming_every_command() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let o = kifu(&["completions", shell]);
        assert_eq!(o.status.code(), Some(0), "{shell}: {}", stderr(&o));
        let script = stdout(&o);
        for command in COMMANDS {
            assert!(script.contains(command), "{shell} script lacks `{command}`");
        }
        // Option names, and the values of a value enum, are completed.
        let all = if shell == "fish" { "-l all" } else { "--all" };
        assert!(script.contains(all), "{shell} script lacks --all");
        // (clap_complete's PowerShell and Elvish scripts complete no argument values.)
        if !matches!(shell, "powershell" | "elvish") {
            assert!(
                script.contains("samourai"),
                "{shell} script lacks game names"
            );
        }
    }
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    let o = kifu(&["completions", "tcsh"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("tcsh"), "{}", stderr(&o));
    assert!(stdout(&o).is_empty());
}

#[test]
fn the_bash_script_is_valid_bash() {
    let o = kifu(&["completions", "bash"]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kifu.bash");
    std::fs::write(&path, o.stdout).unwrap();
    match Command::new("bash").arg("-n").arg(&path).output() {
        Ok(check) => assert!(
            check.status.success(),
            "bash -n: {}",
            String::from_utf8_lossy(&check.stderr)
        ),
        // No bash on this machine: nothing to check it with.
        Err(e) => assert_eq!(e.kind(), std::io::ErrorKind::NotFound, "{e}"),
    }
}

#[test]
fn the_man_page_has_a_section_for_every_command() {
    let o = kifu(&["man"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let page = stdout(&o);
    assert!(
        page.lines().any(|l| l.starts_with(".TH kifu 1 ")),
        "no title"
    );
    for section in [
        "NAME",
        "SYNOPSIS",
        "DESCRIPTION",
        "COMMANDS",
        "\"EXIT STATUS\"",
    ] {
        assert!(
            page.lines().any(|l| l == format!(".SH {section}")),
            "no {section} section"
        );
    }
    for command in COMMANDS {
        let heading = format!(".SH \"KIFU {}\"", command.to_uppercase());
        assert!(page.lines().any(|l| l == heading), "no {heading}");
    }
    // A command's options are documented in its section.
    let validate = &page[page.find(".SH \"KIFU VALIDATE\"").unwrap()..];
    let validate = &validate[..validate.find(".SH \"KIFU CONVERT\"").unwrap()];
    assert!(validate.contains("\\-\\-all"), "{validate}");
    assert!(!validate.contains("\\-\\-to"), "{validate}");
}
