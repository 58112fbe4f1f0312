//! Embeds the bundle of `kifu web` when it has been built (`scripts/build-web.sh`): the
//! one template `app.html` in the web folder, `$KIFU_WEB_DIR`, else `web/` in the target
//! directory (`$CARGO_TARGET_DIR`, else `target`: the folder `kifu-web-build` writes). Without it the binary builds all the
//! same, and `kifu web` says how to get the app: never a silent fallback.

use std::path::{Path, PathBuf};

fn main() {
    println!("cargo::rustc-check-cfg=cfg(kifu_web)");
    println!("cargo::rustc-check-cfg=cfg(kifu_web_scan)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=KIFU_WEB_DIR");
    println!("cargo::rerun-if-env-changed=CARGO_TARGET_DIR");
    let dir = web_dir();
    // Watched as a folder, so that a bundle built later is seen: made if missing, in a
    // target directory that exists (never in a package's sources).
    if dir.parent().is_some_and(Path::is_dir) {
        let _ = std::fs::create_dir_all(&dir);
        println!("cargo::rerun-if-changed={}", dir.display());
    }
    let app = dir.join("app.html");
    if app.is_file() {
        println!("cargo::rustc-cfg=kifu_web");
        println!("cargo::rustc-env=KIFU_WEB_APP={}", app.display());
        // The scanner `kifu web` adds to the app (a bundle of an older kifu-web-build
        // has none: its app offers no scan).
        let scan = dir.join("scan.html");
        if scan.is_file() {
            println!("cargo::rustc-cfg=kifu_web_scan");
            println!("cargo::rustc-env=KIFU_WEB_SCAN={}", scan.display());
        }
    }
}

/// Where `kifu-web-build` writes: `$KIFU_WEB_DIR`, else `web/` in `$CARGO_TARGET_DIR`,
/// else in the workspace's `target`.
fn web_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("KIFU_WEB_DIR") {
        return PathBuf::from(dir);
    }
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(target) => PathBuf::from(target).join("web"),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web"),
    }
}
