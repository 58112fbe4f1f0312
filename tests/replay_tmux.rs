//! `kifu replay` end to end, as a person runs it: in a real terminal (tmux), keys sent,
//! the pane captured. Without tmux the test is skipped, except on CI (CI=true) where it
//! fails: `.ci/run` installs tmux.

mod common;

use std::path::Path;
use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

fn tmux_available() -> bool {
    let found = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "tmux is needed for this test on CI (.ci/run installs it)"
        );
        eprintln!("tmux not found: skipping the end-to-end replay test");
    }
    found
}

struct Tmux {
    socket: String,
}

impl Tmux {
    fn run(&self, args: &[&str]) -> String {
        let o = Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .expect("run tmux");
        String::from_utf8_lossy(&o.stdout).into_owned()
    }

    fn pane(&self) -> String {
        self.run(&["capture-pane", "-p", "-t", "kifu"])
    }

    /// Wait until the pane shows `text` (the viewer redraws after each key).
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let p = self.pane();
            if p.contains(text) {
                return p;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the pane never showed {text:?}:\n{p}"
            );
            sleep(Duration::from_millis(100));
        }
    }

    fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.run(&["send-keys", "-t", "kifu", k]);
        }
    }

    /// A tmux server of its own running `command` in a `width`×`height` window.
    fn start(name: &str, width: u16, height: u16, command: &str) -> Tmux {
        let t = Tmux {
            socket: format!("kifu-test-{}-{name}", std::process::id()),
        };
        let (w, h) = (width.to_string(), height.to_string());
        t.run(&[
            "new-session",
            "-d",
            "-s",
            "kifu",
            "-x",
            &w,
            "-y",
            &h,
            command,
        ]);
        t
    }

    /// A pane flag of tmux (`alternate_on`, `cursor_flag`…).
    fn flag(&self, name: &str) -> String {
        let format = format!("#{{{name}}}");
        self.run(&["display-message", "-p", "-t", "kifu", &format])
            .trim()
            .to_string()
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
    }
}

/// The `kifu` binary and the Kamisado fixture `name`, both as full paths, when tmux can
/// run the viewer; `None` (nothing to test) when it cannot.
fn viewer_of(name: &str) -> Option<(&'static str, String)> {
    tmux_available().then(|| {
        (
            env!("CARGO_BIN_EXE_kifu"),
            format!("{}/fixtures/kamisado/{name}", env!("CARGO_MANIFEST_DIR")),
        )
    })
}

#[test]
fn replay_in_a_terminal_steps_with_the_arrow_keys_and_quits_with_q() {
    let Some((kifu, file)) = viewer_of("valid/standard_fr_words.kamisado") else {
        return;
    };
    // The shell prints a marker after kifu exits: the terminal was given back.
    // In English (`KIFU_LANG=en`), whatever the sheet's language.
    let command = format!("KIFU_LANG=en {kifu} replay {file}; echo kifu-exited-$?; sleep 30");
    let t = Tmux::start("keys", 120, 50, &command);
    t.wait_for("Round 1, start");
    t.keys(&["Right", "Right", "Right"]);
    let pane = t.wait_for("Round 1, ply 3");
    assert!(pane.contains("Moves"), "{pane}");
    t.keys(&["Down"]);
    t.wait_for("Round 2, start");
    t.keys(&["g", "4", "Enter"]);
    t.wait_for("Round 2, ply 4");
    t.keys(&["End"]);
    t.wait_for("Black");
    t.keys(&["q"]);
    let pane = t.wait_for("kifu-exited-0");
    assert!(!pane.contains("Moves"), "the screen is restored:\n{pane}");
}

#[test]
fn replay_says_so_when_standard_output_is_not_a_terminal() {
    let o = common::kifu(&[
        "replay",
        "fixtures/kamisado/valid/simple_en_arrows.kamisado",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = common::stderr(&o);
    assert!(err.contains("standard output is not one"), "{err}");
    assert!(o.stdout.is_empty());
}

#[test]
fn replay_gives_the_terminal_back_when_it_is_killed_or_its_window_closes() {
    let Some((kifu, file)) = viewer_of("book/ex2_opening.kamisado") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    for (signal, status) in [("TERM", 143), ("HUP", 129)] {
        let pid_file = dir.path().join(format!("{signal}.pid"));
        // kifu runs in the process whose id the file holds; after it, the shell says how
        // it ended and whether the terminal is back in its usual (canonical) mode.
        let command = format!(
            "sh -c 'echo $$ > {pid}; exec {kifu} replay {file}'; echo kifu-ended-$?; \
             stty -a | tr ' ' '\\n' | grep -qx icanon && echo line-mode-back; sleep 30",
            pid = pid_file.display()
        );
        let t = Tmux::start(signal, 80, 24, &command);
        let pane = t.wait_for("Round 1, start");
        // At 80×24 the whole board shows, files a to h.
        assert!(
            pane.contains("a      b      c      d      e      f      g      h"),
            "{pane}"
        );
        assert_eq!(
            t.flag("alternate_on"),
            "1",
            "the viewer is on the alternate screen"
        );
        let pid = std::fs::read_to_string(&pid_file).unwrap();
        let killed = Command::new("kill")
            .args([&format!("-{signal}"), pid.trim()])
            .status()
            .unwrap();
        assert!(killed.success());
        let pane = t.wait_for("line-mode-back");
        assert!(
            pane.contains(&format!("kifu-ended-{status}")),
            "{signal}: {pane}"
        );
        assert!(
            !pane.contains("Moves"),
            "{signal}: the screen is given back:\n{pane}"
        );
        assert_eq!(t.flag("alternate_on"), "0", "{signal}: the normal screen");
        assert_eq!(t.flag("cursor_flag"), "1", "{signal}: the cursor is shown");
    }
}

/// A terminal that goes away under the viewer (its window closed, its tmux server killed)
/// ends it: it does not read the hung-up terminal for ever (crossterm 0.28 does, without
/// returning, so the viewer watches for it).
#[test]
fn replay_ends_when_its_terminal_goes_away() {
    let Some((kifu, file)) = viewer_of("book/ex2_opening.kamisado") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let pid_file = dir.path().join("gone.pid");
    let command = format!(
        "sh -c 'echo $$ > {pid}; exec {kifu} replay {file}'; sleep 30",
        pid = pid_file.display()
    );
    let t = Tmux::start("gone", 80, 24, &command);
    t.wait_for("Round 1, start");
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    let proc = format!("/proc/{}", pid.trim());
    assert!(Path::new(&proc).exists());
    drop(t);
    let start = Instant::now();
    while Path::new(&proc).exists() && start.elapsed() < Duration::from_secs(10) {
        sleep(Duration::from_millis(100));
    }
    // (A zombie is gone as far as the terminal goes: only its exit status is left.)
    let state = std::fs::read_to_string(format!("{proc}/stat")).unwrap_or_default();
    let running = !state.is_empty() && !state.contains(") Z ");
    if running {
        let _ = Command::new("kill").args(["-9", pid.trim()]).status();
    }
    assert!(
        !running,
        "the viewer still runs after its terminal went away"
    );
}

/// The words between brackets in `text` (the pseudo-locale's), each whole: a `[` without
/// its `]` was cut.
fn bracketed(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        let close = after
            .find(']')
            .unwrap_or_else(|| panic!("a cut text: {rest}"));
        out.push(after[..close].to_string());
        rest = &after[close + 1..];
    }
    assert!(!rest.contains(']'), "a cut text: {rest}");
    out
}

/// The pane's words joined by single spaces, without the boxes' sides (a line wrapped
/// over rows reads whole).
fn joined(pane: &str) -> String {
    pane.replace('│', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Issue 33: with the pseudo-locale (`KIFU_PSEUDO=1`: every word of the catalogue accented
/// and 30 % longer, in brackets), the viewer of a French and of a German sheet at 80×24
/// cuts nothing: the title, the status line (where the replay stops), every line of the
/// help.
#[test]
fn replay_at_80x24_cuts_nothing_with_the_pseudo_locale() {
    // This process says the same words as the viewer does (it says nothing else).
    kifu::message::set_pseudo(true);
    let said = |m: kifu::Message, lang| joined(&m.say(lang));
    for (name, lang, stop) in [
        ("rules/err_missing_pass_fr.kamisado", kifu::Lang::Fr, (1, 1)),
        ("rules/err_missing_pass_de.kamisado", kifu::Lang::De, (1, 1)),
    ] {
        let Some((kifu, file)) = viewer_of(name) else {
            return;
        };
        let command = format!("KIFU_PSEUDO=1 {kifu} replay {file}; sleep 30");
        let t = Tmux::start(&name.replace(['/', '.'], "-"), 80, 24, &command);
        let start = said(kifu::message!("viewer-at-start", round = 1), lang);
        let pane = t.wait_for(&start[..start.find(' ').unwrap_or(start.len())]);
        bracketed(&pane);
        let all = joined(&pane);
        for m in [
            kifu::Message::new("viewer-title-keys"),
            kifu::message!("viewer-stops-at", round = stop.0, ply = stop.1),
        ] {
            let m = said(m, lang);
            assert!(all.contains(&m), "{name}: {m:?} whole in\n{pane}");
        }
        t.keys(&["?"]);
        let title = said(kifu::Message::new("viewer-help-title"), lang);
        let lines: Vec<String> = [
            "viewer-help-next",
            "viewer-help-previous-round",
            "viewer-help-go-to",
            "viewer-help-flip",
            "viewer-help-quit",
        ]
        .into_iter()
        .map(|id| said(kifu::Message::new(id), lang))
        .collect();
        // The help box is drawn at once, but a busy machine may show it half drawn: wait
        // (20 s at most) for its last line before reading it.
        let last = &lines[lines.len() - 1];
        t.wait_for(&last[..last.find(' ').unwrap_or(last.len())]);
        let pane = t.wait_for(&title[..title.find(' ').unwrap_or(title.len())]);
        bracketed(&pane);
        let all = joined(&pane);
        assert!(all.contains(&title), "{name}: {title:?} whole in\n{pane}");
        for line in &lines {
            assert!(all.contains(line), "{name}: {line:?} whole in\n{pane}");
        }
    }
}
