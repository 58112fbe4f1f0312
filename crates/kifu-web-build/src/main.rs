//! Builds the bundle of `kifu web`: the WebAssembly of `kifu-wasm` (profile `wasm`), its
//! JavaScript glue (wasm-bindgen's `no-modules` target, made by the library form of the
//! wasm-bindgen CLI at the crate's exact version), and the page's HTML, CSS and script
//! (`crates/kifu-wasm/web/`), put together in one template, `app.html`, in the web folder:
//! `$KIFU_WEB_DIR`, else `$CARGO_TARGET_DIR/web`, else `target/web` (the folder the `kifu`
//! binary's build embeds it from). The template keeps the marks `kifu web` fills:
//! `{{LANG}}`, `{{TITLE}}`, `{{NEEDS_SCRIPT}}` and `{{CONFIG}}`. A WebAssembly over its
//! budget (1.5 MB) fails the build. The page carries the WebAssembly deflated (zlib) in
//! base64 and inflates it (`DecompressionStream`, nothing fetched).
//!
//! Usage: `cargo run -p kifu-web-build --locked` (what `scripts/build-web.sh` runs).

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use base64::Engine;

/// The WebAssembly's budget (issue #34): rules, notation and diagnostics of every game in
/// at most 1.5 MB. A build over it fails, saying so.
const BUDGET: usize = 1_500_000;

/// The workspace's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Where cargo builds: `$CARGO_TARGET_DIR`, else the workspace's `target`.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

/// The web folder (see the module's documentation); the `kifu` binary's build script
/// finds it the same way.
fn web_dir() -> PathBuf {
    std::env::var_os("KIFU_WEB_DIR").map_or_else(|| target_dir().join("web"), PathBuf::from)
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("kifu-web-build: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target = target_dir();
    let status = Command::new(cargo)
        .args([
            "build",
            "-p",
            "kifu-wasm",
            "--target",
            "wasm32-unknown-unknown",
        ])
        .args(["--profile", "wasm", "--locked"])
        .arg("--target-dir")
        .arg(&target)
        .current_dir(root())
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err("the WebAssembly did not build (is the target installed? \
                    rustup target add wasm32-unknown-unknown)"
            .into());
    }
    let input = target.join("wasm32-unknown-unknown/wasm/kifu_wasm.wasm");
    let mut output = wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&input)
        .no_modules(true)
        .map_err(|e| e.to_string())?
        .typescript(false)
        .remove_name_section(true)
        .remove_producers_section(true)
        .omit_default_module_path(true)
        .generate_output()
        .map_err(|e| format!("wasm-bindgen: {e}"))?;
    let glue = output.js().to_string();
    let wasm = output.wasm_mut().emit_wasm();
    if wasm.len() > BUDGET {
        return Err(format!(
            "the WebAssembly is {} bytes, over its budget of {BUDGET} bytes: \
             see what grew (the largest functions, the data section) before raising it",
            wasm.len()
        ));
    }
    let web = root().join("crates/kifu-wasm/web");
    let read =
        |name: &str| std::fs::read_to_string(web.join(name)).map_err(|e| format!("{name}: {e}"));
    let (html, css, app) = (read("app.html")?, read("app.css")?, read("app.js")?);
    for (name, text) in [("the glue", &glue), ("app.js", &app), ("app.css", &css)] {
        if text.to_ascii_lowercase().contains("</script") || text.contains("{{") {
            return Err(format!(
                "{name} cannot be inlined: it holds </script or {{{{"
            ));
        }
    }
    // Inlined deflated (zlib: the page inflates it with DecompressionStream), in base64.
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(&wasm, 10);
    let bytes = base64::engine::general_purpose::STANDARD.encode(&packed);
    // The big parts last, so no mark is looked for inside them.
    let page = html
        .replace("{{CSS}}", &css)
        .replace("{{APP}}", &app)
        .replace("{{GLUE}}", &glue)
        .replace("{{WASM}}", &bytes);
    let dir = web_dir();
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let out = dir.join("app.html");
    std::fs::write(&out, &page).map_err(|e| format!("{}: {e}", out.display()))?;
    std::fs::write(dir.join("kifu_wasm_bg.wasm"), &wasm)
        .map_err(|e| format!("{}: {e}", dir.display()))?;
    eprintln!(
        "kifu-web-build: {} ({} bytes; WebAssembly {} bytes, {} deflated, glue {} bytes)",
        out.display(),
        page.len(),
        wasm.len(),
        packed.len(),
        glue.len()
    );
    Ok(())
}
