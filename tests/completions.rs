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
    "web",
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
fn the_bash_script_completes_commands_options_and_values() {
    let o = kifu(&["completions", "bash"]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("kifu.bash");
    std::fs::write(&path, o.stdout).unwrap();
    // Load the script and ask its completion function, as bash does on TAB, for:
    // `kifu val`, `kifu validate --ga`, `kifu validate --game `.
    let script = format!(
        r#"source '{}'
ask() {{ COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=()
  _kifu kifu "${{COMP_WORDS[COMP_CWORD]}}" "${{COMP_WORDS[COMP_CWORD-1]}}"; echo "${{COMPREPLY[*]}}"; }}
ask kifu val
ask kifu validate --ga
ask kifu validate --game ''
ask kifu fmt --lang ''
ask kifu moves --style ''
ask kifu gen --match ''
"#,
        path.display()
    );
    match Command::new("bash").arg("-c").arg(&script).output() {
        Ok(run) => {
            let out = String::from_utf8_lossy(&run.stdout);
            assert!(
                run.status.success(),
                "{}",
                String::from_utf8_lossy(&run.stderr)
            );
            let lines: Vec<&str> = out.lines().collect();
            // The typed values of the library: languages, styles, variants.
            let codes = |all: &[&'static str]| all.join(" ");
            let langs: Vec<&str> = kifu::Lang::ALL.iter().map(|l| l.code()).collect();
            let styles: Vec<&str> = kifu::Style::ALL.iter().map(|s| s.code()).collect();
            let variants: Vec<&str> = kifu::Variant::ALL.iter().map(|v| v.code()).collect();
            assert_eq!(
                lines,
                [
                    "validate".to_owned(),
                    "--game".to_owned(),
                    "kamisado samourai kaito kasane".to_owned(),
                    codes(&langs),
                    codes(&styles),
                    codes(&variants),
                ],
                "{out}"
            );
        }
        // No bash on this machine: nothing to run the script with.
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
