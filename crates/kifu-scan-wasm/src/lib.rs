//! Scanning photos of the tick form in the browser: a thin [wasm-bindgen] layer over the
//! library's [`kifu::kamisado::scan`], the second WebAssembly of the `kifu web` page.
//!
//! It is a crate of its own, not a feature of `kifu-wasm`: the picture crates it needs
//! (image decoding, imageproc) would take the engine over its 1.5 MB budget, and a
//! feature would build a second `kifu_wasm.wasm` carrying the whole engine again. This
//! one holds only the reading of photos and the writing of the record; the page inflates
//! and instantiates it only when a photo is picked.
//!
//! [`Scan`] gathers the photos (the bytes of PNG or JPEG files, in any order: each page
//! carries its page code), then [`Scan::finish`] answers what `kifu scan` answers for the
//! same photos, by the same library calls ([`read::read_page`], [`scan::scan_pages`]):
//! the record with its `{scan: …}` notes, its doubtful entries, or the problems with the
//! photos, every word said in the language asked.
//!
//! [wasm-bindgen]: https://rustwasm.github.io/docs/wasm-bindgen/

use kifu::kamisado::scan::{self, read};
use kifu::kamisado::{ArrowStyle, Style};
use kifu::{Lang, LineIndex, Message, ProblemJson};
use serde::Serialize;
use wasm_bindgen::prelude::wasm_bindgen;

/// A problem with a photo or with the set of photos (it has no text to point into), as
/// `kifu scan` prints it: code, message and help, said.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct PhotoProblem {
    /// The photo it is about, when it is about one.
    pub photo: Option<String>,
    /// The stable code (`kifu::scan::markers` …); none for a file that is no picture
    /// (a usage error on the command line).
    pub code: Option<String>,
    /// What is wrong.
    pub message: String,
    /// How to put it right.
    pub help: Option<String>,
}

/// What the photos read as (JSON, [`Scan::finish`]).
#[derive(Serialize, Debug, Clone)]
pub struct Scanned {
    /// The record, with a `{scan: …}` note on every entry that had to be decided, as
    /// `kifu scan` writes it; none when the photos did not read as a sheet.
    pub text: Option<String>,
    /// Every entry or header that is doubtful (uncertain, illegal, decided by the
    /// rules…), in the order of the record: where it stands in `text`, its page, line
    /// and side, what was read and what else the ticks could say (in the message), and
    /// how to check it. What `kifu scan` prints about the record.
    pub doubtful: Vec<ProblemJson>,
    /// Every entry is certain or decided: the record can be trusted (`kifu scan` exits
    /// with 0).
    pub settled: bool,
    /// Why no record was written: a photo that is no picture, is not the form (its
    /// markers not found), a page missing or given twice, a blank page.
    pub problems: Vec<PhotoProblem>,
}

/// The photos of one sheet, gathered one by one, then read together.
#[wasm_bindgen]
#[derive(Default)]
pub struct Scan {
    /// Each photo read, with its name.
    pages: Vec<(read::PageRead, String)>,
    /// What went wrong with single photos, said when the scan finishes.
    problems: Vec<Failed>,
}

/// Why one photo gave no page.
enum Failed {
    /// The file is no picture this reads (or too big): the image library's words.
    Unread { photo: String, cause: String },
    /// The photo is not a page of the form.
    Read {
        photo: String,
        error: read::ReadError,
    },
}

/// A language code the page gives: kifu's languages, English for anything else.
fn lang_of(code: &str) -> Lang {
    kifu::message::spoken(code.parse().unwrap_or(Lang::En))
}

/// A photo's bytes decoded to grey levels, within the library's bounds
/// ([`kifu::scan::decode_photo`], as `kifu scan` opens a file).
fn decode(name: &str, bytes: &[u8]) -> Result<image::GrayImage, image::ImageError> {
    Ok(kifu::scan::decode_photo(name, bytes)?.into_luma8())
}

#[wasm_bindgen]
impl Scan {
    /// No photo yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Scan {
        Scan::default()
    }

    /// Read the photo `bytes` (a PNG or JPEG file) named `name`: found, measured and kept
    /// for [`finish`](Scan::finish), or what is wrong with it kept to be said then.
    pub fn add(&mut self, name: &str, bytes: &[u8]) {
        let photo = name.to_string();
        match decode(name, bytes) {
            Err(e) => self.problems.push(Failed::Unread {
                photo,
                cause: e.to_string(),
            }),
            Ok(gray) => match read::read_page(&gray) {
                Ok(page) => self.pages.push((page, photo)),
                Err(error) => self.problems.push(Failed::Read { photo, error }),
            },
        }
    }

    /// How many photos were given.
    pub fn photos(&self) -> usize {
        self.pages.len() + self.problems.len()
    }

    /// The record the photos read as, written in `record_lang` (en, fr, de: the
    /// notation's language, with arrows), and its doubtful entries and problems said in
    /// `lang` (JSON, [`Scanned`]).
    pub fn finish(&self, record_lang: &str, lang: &str) -> String {
        serde_json::to_string(&self.scanned(lang_of(record_lang), lang_of(lang)))
            .unwrap_or_else(|_| "null".into())
    }
}

impl Scan {
    /// What [`Scan::finish`] says, before it is JSON.
    pub fn scanned(&self, record_lang: Lang, lang: Lang) -> Scanned {
        let nothing = |problems| Scanned {
            text: None,
            doubtful: Vec::new(),
            settled: false,
            problems,
        };
        if !self.problems.is_empty() {
            return nothing(self.problems.iter().map(|f| f.said(lang)).collect());
        }
        if self.pages.is_empty() {
            return nothing(Vec::new());
        }
        let style = Style {
            lang: match record_lang {
                Lang::Fr => kifu::kamisado::Lang::Fr,
                Lang::De => kifu::kamisado::Lang::De,
                _ => kifu::kamisado::Lang::En,
            },
            arrows: ArrowStyle::Arrows,
        };
        let named: Vec<(read::PageRead, &str)> = self
            .pages
            .iter()
            .map(|(p, name)| (p.clone(), name.as_str()))
            .collect();
        match scan::scan_pages(&named, None, &style) {
            Err(problems) => nothing(
                problems
                    .iter()
                    .map(|p| {
                        PhotoProblem::said(None, Some(&code_of(p)), &p.message(), &p.help(), lang)
                    })
                    .collect(),
            ),
            Ok(scanned) => {
                let written = scanned.written;
                let index = LineIndex::new(&written.text);
                let doubtful = written
                    .problems
                    .iter()
                    .map(|p| p.to_json(&index, lang))
                    .collect();
                Scanned {
                    settled: scanned.settled.is_settled(),
                    text: Some(written.text),
                    doubtful,
                    problems: Vec::new(),
                }
            }
        }
    }
}

impl PhotoProblem {
    fn said(
        photo: Option<&str>,
        code: Option<&str>,
        message: &Message,
        help: &Message,
        lang: Lang,
    ) -> PhotoProblem {
        PhotoProblem {
            photo: photo.map(str::to_string),
            code: code.map(str::to_string),
            message: message.say(lang),
            help: Some(help.say(lang)),
        }
    }
}

impl Failed {
    fn said(&self, lang: Lang) -> PhotoProblem {
        match self {
            Failed::Unread { photo, cause } => PhotoProblem {
                photo: Some(photo.clone()),
                code: None,
                message: kifu::message!(
                    "scan-photo-unread",
                    path = photo.clone(),
                    cause = kifu::message!("scan-image-format", cause = cause.clone())
                )
                .say(lang),
                help: None,
            },
            Failed::Read { photo, error } => PhotoProblem::said(
                Some(photo),
                Some(&code_of(error)),
                &error.message(),
                &error.help(),
                lang,
            ),
        }
    }
}

/// The stable code of a diagnostic.
fn code_of(d: &dyn miette::Diagnostic) -> String {
    d.code().map(|c| c.to_string()).unwrap_or_default()
}

#[cfg(test)]
mod tests;
