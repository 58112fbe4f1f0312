//! Size limits of `kifu validate` (issue 9): a 100 MB line and a stream three times larger
//! than the memory bound. No clocks: what is checked is that the run ends, says the right
//! thing, and stays small in memory. (The test build is not the release build: the 1 GB
//! stream and its peak memory are measured on the release build, see BENCHMARKS.md.)

mod common;

use std::io::Write;
use std::process::Stdio;

use common::{kifu, stderr};

/// Peak resident memory (VmHWM, kB) of a running process, read until it exits.
#[cfg(target_os = "linux")]
fn watch_peak(pid: u32) -> std::thread::JoinHandle<u64> {
    std::thread::spawn(move || {
        let mut peak = 0;
        while let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) {
            if let Some(kb) = status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse::<u64>().ok())
            {
                peak = peak.max(kb);
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        peak
    })
}

#[test]
fn a_100_mb_line_gives_one_short_report() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("line.kamisado");
    let mut text = String::from("[Game \"Kamisado\"]\n1. ");
    text.push_str(&"x".repeat(100 << 20));
    text.push('\n');
    std::fs::write(&f, text).unwrap();
    let o = kifu(&["validate", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("kamisado::syntax::unknown-colour"),
        "{}",
        &err[..err.len().min(2000)]
    );
    assert!(
        err.contains("line.kamisado:2:4"),
        "the file's line and column"
    );
    // The line is shown as a window around the problem, not 100 MB of x.
    assert!(err.len() < 20_000, "{} bytes of diagnostics", err.len());
    // Every game's parser and messages keep it short too.
    for game in ["samourai", "kaito", "kasane"] {
        let o = kifu(&["validate", "--game", game, f.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{game}");
        let err = stderr(&o);
        assert!(
            err.contains(&format!("{game}::")),
            "{game}: {}",
            &err[..err.len().min(2000)]
        );
        assert!(
            err.len() < 20_000,
            "{game}: {} bytes of diagnostics",
            err.len()
        );
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_stream_three_times_the_bound_is_checked_in_bounded_memory() {
    // One generated standard match, repeated to 300 MB on standard input: a reader that
    // kept the input, or a growing part of it, would pass the 100 MB bound.
    let game = kifu(&["gen", "--match", "standard", "--seed", "5"]).stdout;
    // Not `-q`: the summary line is wanted (quiet prints only invalid records).
    let mut child = common::spawn(&["validate", "-j", "2", "-"], Stdio::null());
    let peak = watch_peak(child.id());
    let mut stdin = child.stdin.take().unwrap();
    let copies = (300u64 << 20) / game.len() as u64 + 1;
    let writer = std::thread::spawn(move || {
        for _ in 0..copies {
            stdin.write_all(&game).unwrap();
            stdin.write_all(b"\n").unwrap();
        }
    });
    writer.join().unwrap();
    let out = child.wait_with_output().unwrap();
    let peak_kb = peak.join().unwrap();
    let summary = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{summary}");
    assert!(
        summary.contains(&format!("{copies} records: {copies} valid")),
        "{summary}"
    );
    assert!(
        peak_kb > 0 && peak_kb < 100 * 1024,
        "peak memory {peak_kb} kB on a 300 MB stream"
    );
}
