//! `kifu replay` end to end, as a person runs it: in a real terminal (tmux), keys sent,
//! the pane captured. Without tmux the test is skipped, except on CI (CI=true) where it
//! fails: `.ci/run` installs tmux.

mod common;

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
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
    }
}

#[test]
fn replay_in_a_terminal_steps_with_the_arrow_keys_and_quits_with_q() {
    if !tmux_available() {
        return;
    }
    let t = Tmux {
        socket: format!("kifu-test-{}", std::process::id()),
    };
    let kifu = env!("CARGO_BIN_EXE_kifu");
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/kamisado/valid/standard_fr_words.kamisado"
    );
    // The shell prints a marker after kifu exits: the terminal was given back.
    let command = format!("{kifu} replay {file}; echo kifu-exited-$?; sleep 30");
    t.run(&[
        "new-session",
        "-d",
        "-s",
        "kifu",
        "-x",
        "120",
        "-y",
        "50",
        &command,
    ]);
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
