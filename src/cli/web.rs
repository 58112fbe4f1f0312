//! `kifu web`: the web app, one self-contained HTML file. The kifu library compiled to
//! WebAssembly (`crates/kifu-wasm`) and its JavaScript glue are inlined, the wasm as
//! base64 instantiated from those bytes: the page works from `file://`, a USB stick or any
//! static host, and fetches nothing (its Content-Security-Policy forbids it). The bundle
//! is built by `scripts/build-web.sh` and embedded by the binary's build script.

use std::path::PathBuf;

use clap::Args;

use super::output::write_output;
use super::{CliError, EXIT_OK};
use kifu::{Lang, Message};

/// The bundle's template (`app.html` of `kifu-web-build`), when this binary was built
/// with it.
#[cfg(kifu_web)]
const APP: Option<&str> = Some(include_str!(env!("KIFU_WEB_APP")));
#[cfg(not(kifu_web))]
const APP: Option<&str> = None;

/// The scanner of photos of the tick form (`scan.html` of `kifu-web-build`: its glue and
/// its WebAssembly), which `kifu web` puts in the app and `kifu show --format html` does
/// not; empty for a bundle built without it (the page then offers no scan).
#[cfg(kifu_web_scan)]
const SCAN: &str = include_str!(env!("KIFU_WEB_SCAN"));
#[cfg(not(kifu_web_scan))]
const SCAN: &str = "";

#[derive(Args, Debug)]
pub struct WebArgs {
    /// Output file (stdout by default), written atomically.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// The language the page opens in: en, fr or de (default: `KIFU_LANG`, else the
    /// browser's). Diagnostics are said in the sheet's language, as on the command line.
    #[command(flatten)]
    pub lang: super::lang::LangArg,
}

pub fn run(args: WebArgs) -> Result<u8, CliError> {
    let app = app()?;
    write_output(args.output.as_deref(), &page(app), &[], false)?;
    Ok(EXIT_OK)
}

/// The bundle's template, or how to build a kifu that has it.
pub fn app() -> Result<&'static str, CliError> {
    APP.ok_or(CliError::Said(Message::new("cli-web-missing")))
}

/// The app from its template: its language, title and settings filled in.
fn page(app: &str) -> String {
    let asked = super::lang::asked();
    let lang = asked.unwrap_or_else(super::lang::for_no_sheet);
    let config = serde_json::json!({ "lang": asked.map(|l| l.code()) });
    // The scanner first: the marks `fill` fills all stand before it.
    let app = app.replacen("{{SCAN}}", SCAN, 1);
    fill(&app, lang, &Message::new("web-title").say(lang), &config)
}

/// The template `app` with its marks filled: the page's language, its title, the words
/// for a browser without script, and the settings the script reads (`config`); the
/// scanner's place left empty, unless `kifu web` filled it first.
pub fn fill(app: &str, lang: Lang, title: &str, config: &serde_json::Value) -> String {
    let say = |id| kifu::svg::escape(&Message::new(id).say(lang));
    // The scanner's place first, before any text of the record is in the page. Inside
    // <script>, no `<` may close the element: JSON strings spell it \u003c.
    app.replacen("{{SCAN}}", "", 1)
        .replacen("{{LANG}}", lang.code(), 1)
        .replacen("{{TITLE}}", &kifu::svg::escape(title), 1)
        .replacen("{{NEEDS_SCRIPT}}", &say("page-needs-script"), 1)
        .replacen("{{CONFIG}}", &config.to_string().replace('<', "\\u003c"), 1)
}

#[cfg(test)]
mod tests {
    /// The marks the binary fills are in the template the app is built from, once each.
    #[test]
    fn the_template_has_each_mark_the_binary_fills() {
        let template = include_str!("../../crates/kifu-wasm/web/app.html");
        for mark in [
            "{{LANG}}",
            "{{TITLE}}",
            "{{NEEDS_SCRIPT}}",
            "{{CONFIG}}",
            "{{SCAN}}",
        ] {
            assert_eq!(template.matches(mark).count(), 1, "{mark}");
        }
        let filled = super::page(template);
        assert!(!filled.contains("{{LANG}}") && filled.contains("<title>kifu"));
    }
}
