//! `kifu scan`: photos of a filled tick-box Kamisado sheet (`kifu sheet --form ticks`)
//! back to a checked record. The pages may be given in any order: each carries its page
//! code. Entries the ticks leave open are settled by the rules; every one that cannot be
//! settled is reported, pointing at its page, line and boxes, and the exit code is 1.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use clap::Args;

use super::output::write_output;
use super::sheet::{SheetForm, SheetLang};
use super::{CliError, EXIT_INVALID, EXIT_OK, eprint_problems, use_color};
use kifu::kamisado::scan::{self, read, settle};
use kifu::kamisado::{ArrowStyle, Lang, Style, match_kind_of};
use kifu::{Level, Message, Problem};

#[derive(Args, Debug)]
pub struct ScanArgs {
    /// Photos of the filled pages (PNG or JPEG), in any order.
    #[arg(required = true)]
    pub photos: Vec<PathBuf>,
    /// Write the record here (stdout by default), written atomically.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// The language of the form, and of the record written.
    #[arg(long, value_enum, default_value = "en")]
    pub lang: SheetLang,
    /// The match length (simple, standard, long, marathon); found from the sheet if not
    /// given.
    #[arg(long = "match")]
    pub match_kind: Option<String>,
    /// Draw what was read on the photo, as PNG (several photos: `-2`, `-3`… is added
    /// before the extension for pages after the first).
    #[arg(long)]
    pub overlay: Option<PathBuf>,
    /// The form photographed: the tick-box form (`kifu sheet --form ticks`), or the
    /// handwriting sheet (`kifu sheet`), read by the handwriting recogniser.
    #[arg(long, value_enum, default_value = "ticks")]
    pub form: SheetForm,
}

/// The overlay file for the `i`-th page (from 0).
fn overlay_path(base: &Path, i: usize) -> PathBuf {
    if i == 0 {
        return base.to_path_buf();
    }
    let stem = base
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("overlay");
    let ext = base.extension().and_then(|s| s.to_str()).unwrap_or("png");
    base.with_file_name(format!("{stem}-{}.{ext}", i + 1))
}

/// A problem with a photo (it has no text to point into), its words said: what miette
/// renders.
#[derive(Debug)]
struct PhotoProblem {
    code: String,
    message: String,
    help: String,
}

impl std::fmt::Display for PhotoProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PhotoProblem {}

impl miette::Diagnostic for PhotoProblem {
    fn code<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        Some(Box::new(&self.code))
    }

    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        Some(Box::new(&self.help))
    }
}

/// Print a diagnostic about a photo as the CLI prints problems: miette's graphical
/// report, in colour only on a terminal, its words said in the language of messages about
/// no sheet (the photo did not read as one).
fn eprint_photo_diagnostic(d: &dyn miette::Diagnostic, message: &Message, help: &Message) {
    let lang = super::lang::for_no_sheet();
    let said = PhotoProblem {
        code: d.code().map(|c| c.to_string()).unwrap_or_default(),
        message: message.say(lang),
        help: help.say(lang),
    };
    let mut out = String::new();
    kifu::render_report(&mut out, &said, lang, None, use_color());
    eprint!("{out}");
}

/// Why an image file cannot be read or written: the system's failure said as every
/// command says it, else the image library's own words.
fn image_cause(e: image::ImageError) -> Message {
    match e {
        image::ImageError::IoError(io) => {
            kifu::message!("scan-image-io", cause = super::IoCause(io).to_string())
        }
        other => kifu::message!("scan-image-format", cause = other.to_string()),
    }
}

pub fn run(args: ScanArgs) -> Result<u8, CliError> {
    let kind = match args.match_kind.as_deref() {
        None => None,
        Some(k) => Some(
            match_kind_of(k)
                .ok_or_else(|| CliError::Said(kifu::message!("scan-unknown-match", given = k)))?,
        ),
    };
    let lang = match args.lang {
        SheetLang::En => Lang::En,
        SheetLang::Fr => Lang::Fr,
        SheetLang::De => Lang::De,
    };
    if args.form == SheetForm::Handwriting {
        return run_handwriting(&args, kind, lang);
    }
    let mut pages: Vec<(read::PageRead, PathBuf, image::RgbImage)> = Vec::new();
    let mut failed = false;
    for path in &args.photos {
        let photo = open_photo(path)?;
        match read::read_page(&photo.to_luma8()) {
            Ok(page) => pages.push((page, path.clone(), photo.to_rgb8())),
            Err(e) => {
                eprintln!("{}:", path.display());
                eprint_photo_diagnostic(&e, &e.message(), &e.help());
                failed = true;
            }
        }
    }
    if failed {
        return Ok(EXIT_INVALID);
    }
    // In page order: the overlays are numbered so.
    pages.sort_by_key(|(p, _, _)| p.code.page);
    let names: Vec<String> = pages
        .iter()
        .map(|(_, path, _)| path.display().to_string())
        .collect();
    let named: Vec<(read::PageRead, &str)> = pages
        .iter()
        .zip(&names)
        .map(|((p, _, _), name)| (p.clone(), name.as_str()))
        .collect();
    let style = Style {
        lang,
        arrows: ArrowStyle::Arrows,
    };
    let scan::Scanned {
        sheet,
        settled,
        written,
    } = match scan::scan_pages(&named, kind, &style) {
        Ok(scanned) => scanned,
        Err(problems) => {
            for p in &problems {
                eprint_photo_diagnostic(p, &p.message(), &p.help());
            }
            return Ok(EXIT_INVALID);
        }
    };
    if let Some(base) = &args.overlay {
        let record = scan::record_boxes(&settled, &sheet);
        for (i, (page, _, photo)) in pages.iter_mut().enumerate() {
            scan::overlay(photo, page, &record);
            save_overlay(photo, &overlay_path(base, i))?;
        }
    }
    finish(&args, &written, &settled, style)
}

/// Write the record, print its problems, and say how it went: 1 when an entry needs a look.
fn finish(
    args: &ScanArgs,
    written: &scan::Written,
    settled: &settle::Settled,
    style: Style,
) -> Result<u8, CliError> {
    write_output(args.output.as_deref(), &written.text, &[], false)?;
    let said_in = super::lang::for_sheet(kifu::GameKind::Kamisado, style.into());
    let name = args.output.as_ref().map_or_else(
        || Message::new("scan-record-name").say(said_in),
        |p| p.display().to_string(),
    );
    let text: Arc<str> = written.text.as_str().into();
    eprint_problems(&name, &text, &written.problems, said_in);
    let errors = written
        .problems
        .iter()
        .any(|p: &Problem| p.level == Level::Error);
    Ok(if errors || !settled.is_settled() {
        EXIT_INVALID
    } else {
        EXIT_OK
    })
}

/// Open a photo, or say why it cannot be read.
fn open_photo(path: &Path) -> Result<image::DynamicImage, CliError> {
    let bytes = std::fs::read(path).map_err(image::ImageError::IoError);
    let name = path.to_string_lossy();
    bytes
        .and_then(|b| kifu::scan::decode_photo(&name, &b))
        .map_err(|e| {
            CliError::Said(kifu::message!(
                "scan-photo-unread",
                path = path.display().to_string(),
                cause = image_cause(e)
            ))
        })
}

/// Save an overlay picture.
fn save_overlay(photo: &image::RgbImage, path: &Path) -> Result<(), CliError> {
    photo.save(path).map_err(|e| {
        CliError::Said(kifu::message!(
            "scan-overlay-unwritten",
            path = path.display().to_string(),
            cause = image_cause(e)
        ))
    })
}

/// `kifu scan --form handwriting`: photos of the pages of the handwriting sheet, read and
/// settled by [`hand::scan_hand`]; the overlay (one a page, numbered as the tick form's)
/// frames every entry and lists, under the photo, the candidates of each doubtful one.
fn run_handwriting(
    args: &ScanArgs,
    kind: Option<kifu::kamisado::MatchKind>,
    lang: Lang,
) -> Result<u8, CliError> {
    use kifu::kamisado::scan::hand;
    let mut photos: Vec<(image::DynamicImage, String)> = Vec::with_capacity(args.photos.len());
    for path in &args.photos {
        photos.push((open_photo(path)?, path.display().to_string()));
    }
    let recogniser = kifu::handwriting::Recogniser::new()
        .map_err(|e| CliError::Said(kifu::message!("scan-image-format", cause = e.to_string())))?;
    let style = Style {
        lang,
        arrows: ArrowStyle::Arrows,
    };
    let grays: Vec<image::GrayImage> = photos.iter().map(|(p, _)| p.to_luma8()).collect();
    let given: Vec<(&image::GrayImage, &str)> = grays
        .iter()
        .zip(&photos)
        .map(|(g, (_, name))| (g, name.as_str()))
        .collect();
    let scanned = match hand::scan_hand(&given, &recogniser, kind, &style) {
        Ok(scanned) => scanned,
        Err(hand::HandScanError::Photo {
            photo,
            error: hand::HandError::Page(e),
        }) => {
            eprintln!("{photo}:");
            eprint_photo_diagnostic(&e, &e.message(), &e.help());
            return Ok(EXIT_INVALID);
        }
        Err(hand::HandScanError::Photo {
            error: hand::HandError::Model(e),
            ..
        }) => {
            return Err(CliError::Said(kifu::message!(
                "scan-image-format",
                cause = e.to_string()
            )));
        }
        Err(hand::HandScanError::Pages(problems)) => {
            for p in &problems {
                eprint_photo_diagnostic(p, &p.message(), &p.help());
            }
            return Ok(EXIT_INVALID);
        }
    };
    if let Some(base) = &args.overlay {
        let said_in = super::lang::for_sheet(kifu::GameKind::Kamisado, style.into());
        let doubts = hand::doubts(&scanned, &style);
        for (i, (page, &photo)) in scanned.pages.iter().zip(&scanned.photos).enumerate() {
            let mut picture = photos[photo].0.to_rgb8();
            hand::overlay_hand(&mut picture, page, &scanned.settled, &scanned.sheet);
            let here: Vec<hand::Doubt> = doubts
                .iter()
                .filter(|d| d.page == page.number)
                .cloned()
                .collect();
            let picture = hand::overlay_candidates(&picture, &here, said_in).map_err(|e| {
                CliError::Said(kifu::message!("scan-image-format", cause = e.to_string()))
            })?;
            save_overlay(&picture, &overlay_path(base, i))?;
        }
    }
    finish(args, &scanned.written, &scanned.settled, style)
}
