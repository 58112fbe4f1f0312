//! Scanning photos of score sheets in the browser: a thin [wasm-bindgen] layer over the
//! library's [`kifu::kamisado::scan`], the second WebAssembly of the `kifu web` page.
//!
//! It is a crate of its own, not a feature of `kifu-wasm`: the picture crates it needs
//! (image decoding, imageproc) and the handwriting recogniser (tract and its three small
//! networks) would take the engine over its 1.5 MB budget, and a feature would build a
//! second `kifu_wasm.wasm` carrying the whole engine again. This one holds only the
//! reading of photos and the writing of the record; the page inflates and instantiates it
//! only when a photo is picked.
//!
//! [`Scan`] gathers the photos (the bytes of PNG or JPEG files, in any order: each page
//! carries its page code, which also tells the tick form from the handwriting sheet), then
//! [`Scan::finish`] answers what `kifu scan` (or `kifu scan --form handwriting`) answers
//! for the same photos, by the same library calls ([`read::read_page`],
//! [`scan::scan_pages`], [`hand::scan_hand`]): the record with its `{scan: …}` notes, its
//! doubtful entries, or the problems with the photos, every word said in the language
//! asked. A handwritten sheet's doubtful entries also come as [`Review`]s: the entry's
//! cells cut from the photo, and what they may say, for a person to choose.
//!
//! [wasm-bindgen]: https://rustwasm.github.io/docs/wasm-bindgen/

use base64::Engine;
use kifu::handwriting::Recogniser;
use kifu::kamisado::scan::{self, hand, read};
use kifu::kamisado::tick_form::CodeGame;
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

/// A doubtful entry of a handwritten sheet, for a person to settle in the page: its cells
/// as the photo shows them, what they may say, and where the record has it
/// ([`hand::Doubt`]). Offsets count UTF-16 code units of `text`, as the page's editor
/// does.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct Review {
    /// Where it is on the sheet, said (`block 1, line 3, Black`).
    pub place: String,
    /// The rules decided it (a look is advised); otherwise the record cannot be trusted
    /// here.
    pub decided: bool,
    /// What it may say, most likely first (the record's first, when it has an entry):
    /// each an entry in the record's notation, or `null` for an empty cell.
    pub candidates: Vec<Option<String>>,
    /// What the page shows for an empty cell, said.
    pub nothing: String,
    /// Where the record has its entry (`[from, to)`), when it has one.
    pub entry: Option<[usize; 2]>,
    /// Where its `{scan: …}` note is, when it has one.
    pub note: Option<[usize; 2]>,
    /// The index in [`Scanned::doubtful`] of the problem said about it, when there is one.
    pub problem: Option<usize>,
    /// Its four cells cut from the photo and straightened, a PNG as a `data:` URL.
    pub crop: String,
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
    /// The photo was of the handwriting sheet.
    pub handwriting: bool,
    /// The doubtful entries of a handwriting sheet, each with its cells' picture and its
    /// candidates to choose from (none for the tick form: its problems say which boxes).
    pub review: Vec<Review>,
}

/// The photos of one sheet, gathered one by one, then read together.
#[wasm_bindgen]
#[derive(Default)]
pub struct Scan {
    /// Each photo read, with its name.
    pages: Vec<(read::PageRead, String)>,
    /// Each photo of the handwriting sheet (found by its page code), in grey levels, with
    /// its name: read when the scan finishes, with the recogniser.
    hand: Vec<(image::GrayImage, String)>,
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
                Err(read::ReadError::OtherForm {
                    found: CodeGame::KamisadoHandwriting,
                }) => self.hand.push((gray, photo)),
                Err(error) => self.problems.push(Failed::Read { photo, error }),
            },
        }
    }

    /// How many photos were given.
    pub fn photos(&self) -> usize {
        self.pages.len() + self.hand.len() + self.problems.len()
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
            handwriting: !self.hand.is_empty(),
            review: Vec::new(),
        };
        if !self.problems.is_empty() {
            return nothing(self.problems.iter().map(|f| f.said(lang)).collect());
        }
        let style = Style {
            lang: match record_lang {
                Lang::Fr => kifu::kamisado::Lang::Fr,
                Lang::De => kifu::kamisado::Lang::De,
                _ => kifu::kamisado::Lang::En,
            },
            arrows: ArrowStyle::Arrows,
        };
        if !self.hand.is_empty() {
            // A scan reads the pages of one sheet, of one form.
            if !self.pages.is_empty() {
                let mixed = Message::new("scan-forms-mixed");
                return nothing(vec![PhotoProblem {
                    photo: None,
                    code: None,
                    message: mixed.say(lang),
                    help: None,
                }]);
            }
            return handwritten(&self.hand, &style, lang).unwrap_or_else(nothing);
        }
        if self.pages.is_empty() {
            return nothing(Vec::new());
        }
        let named: Vec<(read::PageRead, &str)> = self
            .pages
            .iter()
            .map(|(p, name)| (p.clone(), name.as_str()))
            .collect();
        match scan::scan_pages(&named, None, &style) {
            Err(problems) => nothing(pages_said(&problems, lang)),
            Ok(scanned) => record(&scanned.written, scanned.settled.is_settled(), lang),
        }
    }
}

/// What is wrong with a set of photos, said.
fn pages_said(problems: &[scan::PagesError], lang: Lang) -> Vec<PhotoProblem> {
    problems
        .iter()
        .map(|p| PhotoProblem::said(None, Some(&code_of(p)), &p.message(), &p.help(), lang))
        .collect()
}

/// A record written from photos, with its doubtful entries said.
fn record(written: &scan::Written, settled: bool, lang: Lang) -> Scanned {
    let index = LineIndex::new(&written.text);
    Scanned {
        settled,
        text: Some(written.text.clone()),
        doubtful: written
            .problems
            .iter()
            .map(|p| p.to_json(&index, lang))
            .collect(),
        problems: Vec::new(),
        handwriting: false,
        review: Vec::new(),
    }
}

/// A photo of the handwriting sheet read and settled as `kifu scan --form handwriting`
/// does ([`hand::scan_hand`]), with its doubtful entries to review; or what is wrong with
/// it.
fn handwritten(
    photos: &[(image::GrayImage, String)],
    style: &Style,
    lang: Lang,
) -> Result<Scanned, Vec<PhotoProblem>> {
    let defect = |photo: Option<&str>, e: &dyn std::fmt::Display| {
        vec![PhotoProblem {
            photo: photo.map(str::to_string),
            code: None,
            message: e.to_string(),
            help: None,
        }]
    };
    let recogniser = Recogniser::new().map_err(|e| defect(None, &e))?;
    let given: Vec<(&image::GrayImage, &str)> =
        photos.iter().map(|(g, n)| (g, n.as_str())).collect();
    let scanned = match hand::scan_hand(&given, &recogniser, None, style) {
        Ok(scanned) => scanned,
        Err(hand::HandScanError::Photo {
            photo,
            error: hand::HandError::Page(error),
        }) => {
            return Err(vec![PhotoProblem::said(
                Some(&photo),
                Some(&code_of(&error)),
                &error.message(),
                &error.help(),
                lang,
            )]);
        }
        Err(hand::HandScanError::Photo {
            photo,
            error: hand::HandError::Model(e),
        }) => return Err(defect(Some(&photo), &e)),
        Err(hand::HandScanError::Pages(problems)) => return Err(pages_said(&problems, lang)),
    };
    let written = &scanned.written;
    let utf16 = |byte: usize| written.text[..byte].encode_utf16().count();
    let range = |span: kifu::Span| [utf16(span.start), utf16(span.end)];
    let nothing = Message::new("kamisado-scan-nothing").say(lang);
    let review = hand::doubts(&scanned, style)
        .into_iter()
        .map(|d| {
            let mine = |p: &kifu::Problem| {
                [d.text.entry, d.text.note]
                    .into_iter()
                    .flatten()
                    .any(|s| s.start < p.span.end.max(p.span.start + 1) && p.span.start < s.end)
            };
            Review {
                place: d.place().say(lang),
                decided: d.decided,
                candidates: d.candidates.clone(),
                nothing: nothing.clone(),
                entry: d.text.entry.map(range),
                note: d.text.note.map(range),
                problem: written.problems.iter().position(mine),
                crop: scanned
                    .pages
                    .iter()
                    .zip(&scanned.photos)
                    .find(|(p, _)| p.number == d.page)
                    .map(|(p, &i)| crop_url(&photos[i].0, p, &d))
                    .unwrap_or_default(),
            }
        })
        .collect();
    Ok(Scanned {
        handwriting: true,
        review,
        ..record(written, scanned.settled.is_settled(), lang)
    })
}

/// The cells of a doubtful entry, with a millimetre of the sheet around them, cut from the
/// photo and straightened ([`hand::crop`]), as a PNG `data:` URL.
fn crop_url(gray: &image::GrayImage, page: &hand::HandPage, d: &hand::Doubt) -> String {
    let around = d.rect.inset(-1.0);
    let picture = hand::crop(gray, &page.projection, &around);
    let mut png = std::io::Cursor::new(Vec::new());
    match picture.write_to(&mut png, image::ImageFormat::Png) {
        Ok(()) => format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(png.into_inner())
        ),
        Err(_) => String::new(),
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
