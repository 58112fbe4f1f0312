//! Builds the bundle of `kifu web`: the WebAssembly of `kifu-wasm` (profile `wasm`), its
//! JavaScript glue (wasm-bindgen's `no-modules` target, made by the library form of the
//! wasm-bindgen CLI at the crate's exact version), and the page's HTML, CSS and script
//! (`crates/kifu-wasm/web/`), put together in one template, `app.html`, in the web folder:
//! `$KIFU_WEB_DIR`, else `$CARGO_TARGET_DIR/web`, else `target/web` (the folder the `kifu`
//! binary's build embeds it from). The template keeps the marks `kifu web` fills:
//! `{{LANG}}`, `{{TITLE}}`, `{{NEEDS_SCRIPT}}`, `{{CONFIG}}` and `{{SCAN}}`. A WebAssembly
//! over its budget (1.5 MB) fails the build. The page carries the WebAssembly deflated
//! (zlib) in base64 and inflates it (`DecompressionStream`, nothing fetched).
//!
//! The scanner of photos of the tick form and the handwriting sheet (`kifu-scan-wasm`) is a
//! second WebAssembly, built on its own (its `kifu` has the `handwriting` feature, the
//! engine's does not), with its
//! glue under the global `kifu_scan`: both, the WebAssembly deflated in base64, go in
//! `scan.html` beside the template, what `kifu web` puts at `{{SCAN}}` and
//! `kifu show --format html` leaves out. The page inflates and instantiates it only when
//! a photo is picked.
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

/// Build package `package` to WebAssembly (profile `wasm`) on its own (so that its
/// features of `kifu` are its own), and make its glue: a no-modules script that defines
/// the global `global`. Answers (glue, wasm).
fn build(package: &str, global: &str) -> Result<(String, Vec<u8>), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target = target_dir();
    let status = Command::new(cargo)
        .args(["build", "-p", package, "--target", "wasm32-unknown-unknown"])
        .args(["--profile", "wasm", "--locked"])
        .arg("--target-dir")
        .arg(&target)
        .current_dir(root())
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!(
            "the WebAssembly of {package} did not build (is the target installed? \
             rustup target add wasm32-unknown-unknown)"
        ));
    }
    let input = target.join(format!(
        "wasm32-unknown-unknown/wasm/{}.wasm",
        package.replace('-', "_")
    ));
    let mut output = wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&input)
        .no_modules(true)
        .map_err(|e| e.to_string())?
        .no_modules_global(global)
        .map_err(|e| e.to_string())?
        .typescript(false)
        .remove_name_section(true)
        .remove_producers_section(true)
        .omit_default_module_path(true)
        .generate_output()
        .map_err(|e| format!("wasm-bindgen: {e}"))?;
    let glue = output.js().to_string();
    let wasm = output.wasm_mut().emit_wasm();
    check_inlinable(&format!("the glue of {package}"), &glue)?;
    Ok((glue, wasm))
}

/// A script or style put inside the page's `<script>` or `<style>`: it must not close
/// the element, nor hold a mark.
fn check_inlinable(name: &str, text: &str) -> Result<(), String> {
    if text.to_ascii_lowercase().contains("</script") || text.contains("{{") {
        return Err(format!(
            "{name} cannot be inlined: it holds </script or {{{{"
        ));
    }
    Ok(())
}

/// `wasm` deflated (zlib: the page inflates it with DecompressionStream), in base64, and
/// the deflated size.
fn packed(wasm: &[u8]) -> (String, usize) {
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(wasm, 10);
    (
        base64::engine::general_purpose::STANDARD.encode(&packed),
        packed.len(),
    )
}

fn run() -> Result<(), String> {
    let (glue, wasm) = build("kifu-wasm", "wasm_bindgen")?;
    if wasm.len() > BUDGET {
        return Err(format!(
            "the WebAssembly is {} bytes, over its budget of {BUDGET} bytes: \
             see what grew (the largest functions, the data section) before raising it",
            wasm.len()
        ));
    }
    // The scanner: a WebAssembly of its own, inflated only when a photo is picked.
    let (scan_glue, scan_wasm) = build("kifu-scan-wasm", "kifu_scan")?;
    let web = root().join("crates/kifu-wasm/web");
    let read =
        |name: &str| std::fs::read_to_string(web.join(name)).map_err(|e| format!("{name}: {e}"));
    let (html, css, app) = (read("app.html")?, read("app.css")?, read("app.js")?);
    for (name, text) in [("app.js", &app), ("app.css", &css)] {
        check_inlinable(name, text)?;
    }
    let (bytes, packed_len) = packed(&wasm);
    let (scan_bytes, scan_packed_len) = packed(&scan_wasm);
    // The big parts last, so no mark is looked for inside them.
    let page = html
        .replace("{{CSS}}", &css)
        .replace("{{APP}}", &app)
        .replace("{{GLUE}}", &glue)
        .replace("{{WASM}}", &bytes);
    // What `kifu web` puts at the template's `{{SCAN}}` (`kifu show --format html`
    // leaves it out): the scanner's glue (which the page also runs in a Worker: found by
    // its id) and its WebAssembly.
    let scan = format!(
        "<script id=\"kifu-scan-glue\">\n{scan_glue}\n</script>\n<script>\nconst KIFU_SCAN_WASM = \"{scan_bytes}\";\n</script>"
    );
    let dir = web_dir();
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let out = dir.join("app.html");
    std::fs::write(&out, &page).map_err(|e| format!("{}: {e}", out.display()))?;
    let write = |name: &str, bytes: &[u8]| {
        std::fs::write(dir.join(name), bytes).map_err(|e| format!("{}: {e}", dir.display()))
    };
    write("scan.html", scan.as_bytes())?;
    write("kifu_wasm_bg.wasm", &wasm)?;
    write("kifu_scan_wasm_bg.wasm", &scan_wasm)?;
    eprintln!(
        "kifu-web-build: {} ({} bytes; WebAssembly {} bytes, {} deflated, glue {} bytes; \
         scanner {} bytes, {} deflated, glue {} bytes: scan.html {} bytes)",
        out.display(),
        page.len(),
        wasm.len(),
        packed_len,
        glue.len(),
        scan_wasm.len(),
        scan_packed_len,
        scan_glue.len(),
        scan.len()
    );
    Ok(())
}
