//! `kifu sheet`: a blank score sheet to print and fill in at the table, A4 portrait, in
//! English, French or German, as the library draws it ([`kifu::sheet`]): an SVG drawn in
//! millimetres (`--format html` wraps it in a page that prints on one A4 sheet, `--format
//! png` draws it at `--dpi`, `--format pdf` makes a PDF of every page). `--form ticks`
//! gives Kamisado's tick-box form instead, the one `kifu scan` reads from a photo, with
//! `--pages N` numbered pages.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::games::GameParser;
use super::output::write_output;
use super::show::{png, write_bytes};
use super::{CliError, EXIT_OK};
use kifu::kamisado::tick_form::{TickWords, page_svg};
use kifu::{GameKind, Lang, Message, raster};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SheetLang {
    En,
    Fr,
    De,
}

impl SheetLang {
    fn kamisado(self) -> kifu::kamisado::Lang {
        use kifu::kamisado::Lang;
        match self {
            SheetLang::En => Lang::En,
            SheetLang::Fr => Lang::Fr,
            SheetLang::De => Lang::De,
        }
    }

    fn lang(self) -> Lang {
        self.kamisado().into()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SheetFormat {
    /// An SVG picture of the page (210 × 297 mm).
    Svg,
    /// A web page that prints the sheet, one A4 page per page.
    Html,
    /// A PNG picture of the page at `--dpi`.
    Png,
    /// A PDF document, one A4 page per page, lines and text as vectors.
    Pdf,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SheetForm {
    /// Columns to write the moves in by hand.
    Handwriting,
    /// Kamisado's tick-box form, read back from a photo by `kifu scan`.
    Ticks,
}

#[derive(Args, Debug)]
pub struct SheetArgs {
    #[arg(long, value_parser = GameParser, default_value = "kamisado")]
    pub game: GameKind,
    #[arg(long, value_enum, default_value = "en")]
    pub lang: SheetLang,
    #[arg(long, value_enum, default_value = "svg")]
    pub format: SheetFormat,
    #[arg(long, value_enum, default_value = "handwriting")]
    pub form: SheetForm,
    /// Pages, numbered in their page codes (Kamisado; with several pages, SVG and PNG go to
    /// FILE-1.svg, FILE-2.svg, … next to `-o FILE.svg`).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub pages: u32,
    /// Resolution of `--format png`, dots per inch.
    #[arg(long, default_value_t = 200.0)]
    pub dpi: f32,
    /// Output file (stdout by default), written atomically.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
}

pub fn run(args: SheetArgs) -> Result<u8, CliError> {
    let pages: Vec<String> = match args.form {
        SheetForm::Handwriting => kifu::sheet::pages(args.game, args.lang.lang(), args.pages),
        SheetForm::Ticks if args.game != GameKind::Kamisado => {
            return Err(CliError::Said(Message::new(
                "cli-sheet-ticks-kamisado-only",
            )));
        }
        SheetForm::Ticks => {
            let words = TickWords::of(args.lang.kamisado());
            (1..=args.pages).map(|p| page_svg(p, &words)).collect()
        }
    };
    let out = args.output.as_deref();
    if args.format == SheetFormat::Html {
        let html = kifu::sheet::html(&pages, args.game, args.lang.lang());
        write_output(out, &html, &[], false)?;
        return Ok(EXIT_OK);
    }
    if args.format == SheetFormat::Pdf {
        let pdf = raster::svgs_to_pdf(&pages).map_err(|e| CliError::Usage(e.to_string()))?;
        write_bytes(out, &pdf, &[], false)?;
        return Ok(EXIT_OK);
    }
    let ext = if args.format == SheetFormat::Png {
        "png"
    } else {
        "svg"
    };
    let targets: Vec<Option<PathBuf>> = match (out, pages.len()) {
        (out, 1) => vec![out.map(Path::to_path_buf)],
        (Some(path), n) => (1..=n).map(|i| Some(numbered(path, i, ext))).collect(),
        (None, _) => {
            return Err(CliError::Said(kifu::message!(
                "cli-sheet-pages-need-files",
                format = ext.to_uppercase(),
                ext = ext
            )));
        }
    };
    for (svg, target) in pages.iter().zip(targets) {
        match args.format {
            SheetFormat::Png => {
                write_bytes(target.as_deref(), &png(svg, args.dpi)?, &[], false)?;
            }
            _ => write_output(target.as_deref(), svg, &[], false)?,
        }
    }
    Ok(EXIT_OK)
}

/// `dir/sheet.png` → `dir/sheet-2.png`.
fn numbered(path: &Path, page: usize, ext: &str) -> PathBuf {
    let stem = path
        .file_stem()
        .map_or_else(|| "sheet".into(), |s| s.to_string_lossy().into_owned());
    let ext = path
        .extension()
        .map_or_else(|| ext.to_string(), |e| e.to_string_lossy().into_owned());
    path.with_file_name(format!("{stem}-{page}.{ext}"))
}
