//! `kifu sheet`: a blank score sheet to print and fill in at the table, A4 portrait, in
//! English, French or German. Kamisado's is the form the rule book describes: Black's
//! moves in the left column and White's in the right, each entry as tower / direction /
//! distance / landing colour, and for each round a header with the fill direction and the
//! score. The other games get a form in the shape of their notation. The sheet is an SVG
//! drawn in millimetres (`--format html` wraps it in a page that prints on one A4 sheet,
//! `--format png` draws it at `--dpi`, `--format pdf` makes a PDF of every page). `--form ticks` gives Kamisado's tick-box form
//! instead, the one `kifu scan` reads from a photo, with `--pages N` numbered pages.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::games::GameParser;
use super::output::write_output;
use super::show::{png, write_bytes};
use super::{CliError, EXIT_OK};
use kifu::kamisado::tick_form::{TickWords, page_svg};
use kifu::raster;
use kifu::svg::{Svg, escape};
use kifu::{Form, GameKind, Lang, SheetWords};

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

/// The game's sheet in `lang` (every game has one in each of `--lang`'s languages).
fn words(game: GameKind, lang: SheetLang) -> Result<&'static SheetWords, CliError> {
    let info = game.info();
    info.sheet_words(lang.lang()).ok_or_else(|| {
        CliError::Usage(format!(
            "{} has no sheet in {}",
            info.title,
            lang.lang().code()
        ))
    })
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
    /// Pages of the tick form, numbered in their page codes (with several pages, SVG and
    /// PNG go to FILE-1.svg, FILE-2.svg, … next to `-o FILE.svg`).
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
        SheetForm::Handwriting if args.pages != 1 => {
            return Err(CliError::Usage(
                "--pages numbers the pages of the tick form: add --form ticks".into(),
            ));
        }
        SheetForm::Handwriting => vec![sheet(args.game, args.lang)?],
        SheetForm::Ticks if args.game != GameKind::Kamisado => {
            return Err(CliError::Usage(
                "the tick form exists for Kamisado only: use --game kamisado".into(),
            ));
        }
        SheetForm::Ticks => {
            let words = TickWords::of(args.lang.kamisado());
            (1..=args.pages).map(|p| page_svg(p, &words)).collect()
        }
    };
    let out = args.output.as_deref();
    if args.format == SheetFormat::Html {
        write_output(out, &html(&pages, args.game, args.lang)?, &[], false)?;
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
            return Err(CliError::Usage(format!(
                "several pages of {} need files: add -o FILE.{ext}",
                ext.to_uppercase()
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

/// A4 in millimetres, and the margin kept free for printers.
const PAGE_W: f64 = 210.0;
const PAGE_H: f64 = 297.0;
const MARGIN: f64 = 12.0;
const LINE: &str = "#222222";
const LIGHT: &str = "#9a9a9a";

/// Pen on a page: draws from the top down.
struct Page {
    svg: Svg,
    y: f64,
}

/// A column of a form: its heading and width (mm).
type Col<'a> = (&'a str, f64);

impl Page {
    fn new(title: &str) -> Page {
        let mut svg = Svg::new(PAGE_W, PAGE_H);
        svg.rect(0.0, 0.0, PAGE_W, PAGE_H, &[("fill", "#ffffff")]);
        svg.text(
            MARGIN,
            MARGIN + 6.0,
            title,
            &[
                ("font-family", "sans-serif"),
                ("font-size", "7"),
                ("font-weight", "bold"),
                ("class", "title"),
            ],
        );
        Page {
            svg,
            y: MARGIN + 10.0,
        }
    }

    fn label(&mut self, x: f64, y: f64, text: &str, size: f64) {
        let size = kifu::svg::num(size);
        self.svg.text(
            x,
            y,
            text,
            &[("font-family", "sans-serif"), ("font-size", &size)],
        );
    }

    /// A line of `Label: ______` fields sharing the width of the page.
    fn fields(&mut self, labels: &[&str]) {
        let width = (PAGE_W - 2.0 * MARGIN) / labels.len() as f64;
        let y = self.y + 7.0;
        for (i, l) in labels.iter().enumerate() {
            let x = MARGIN + i as f64 * width;
            self.label(x, y - 1.0, &format!("{l}:"), 3.4);
            self.svg.line(
                (x + label_width(l), y),
                (x + width - 3.0, y),
                &[("stroke", LIGHT), ("stroke-width", "0.25")],
            );
        }
        self.y = y + 2.0;
    }

    /// A line of text (a note, a list of check boxes written with ☐), wrapped to the
    /// width of the page.
    fn note(&mut self, text: &str, size: f64) {
        self.y += 2.0;
        let chars = ((PAGE_W - 2.0 * MARGIN) / (size * 0.52)) as usize;
        for line in kifu::svg::wrap(text, chars) {
            self.y += size + 0.6;
            self.label(MARGIN, self.y, &line, size);
        }
        self.y += 1.5;
    }

    /// A ruled form at the left margin: a row of group headings (spanning columns), a row
    /// of column headings, then `rows` blank rows; a first column headed `#` numbers the
    /// rows.
    fn form(&mut self, groups: &[(&str, usize)], cols: &[Col], rows: usize, row_h: f64) {
        self.form_at(MARGIN, groups, cols, rows, row_h);
    }

    /// [`Page::form`] with its left edge at `x0`.
    fn form_at(
        &mut self,
        x0: f64,
        groups: &[(&str, usize)],
        cols: &[Col],
        rows: usize,
        row_h: f64,
    ) {
        let total: f64 = cols.iter().map(|c| c.1).sum();
        let head = if groups.is_empty() { 0.0 } else { 6.0 };
        let top = self.y + 1.0;
        // Group headings.
        let mut x = x0;
        let mut col = 0;
        for &(title, span) in groups {
            let w: f64 = cols[col..col + span].iter().map(|c| c.1).sum();
            if !title.is_empty() {
                self.svg.rect(
                    x,
                    top,
                    w,
                    head,
                    &[
                        ("fill", "#eeeeee"),
                        ("stroke", LINE),
                        ("stroke-width", "0.3"),
                    ],
                );
                self.label(x + 1.5, top + 4.3, title, 3.6);
            }
            x += w;
            col += span;
        }
        // Column headings.
        let y = top + head;
        let mut x = x0;
        for &(title, w) in cols {
            self.svg.rect(
                x,
                y,
                w,
                5.5,
                &[
                    ("fill", "#f6f6f6"),
                    ("stroke", LINE),
                    ("stroke-width", "0.3"),
                ],
            );
            self.label(x + 1.2, y + 4.0, title, 3.0);
            x += w;
        }
        // Rows.
        let body = y + 5.5;
        for r in 0..rows {
            let ry = body + r as f64 * row_h;
            self.svg.rect(
                x0,
                ry,
                total,
                row_h,
                &[("fill", "none"), ("stroke", LIGHT), ("stroke-width", "0.2")],
            );
            if cols[0].0 == "#" {
                self.label(x0 + 1.5, ry + row_h - 1.6, &(r + 1).to_string(), 3.0);
            }
        }
        // Column rules over the rows, heavier where a group starts.
        let starts: Vec<usize> = groups
            .iter()
            .scan(0, |at, &(_, span)| {
                let s = *at;
                *at += span;
                Some(s)
            })
            .collect();
        let bottom = body + rows as f64 * row_h;
        let mut x = x0;
        for (i, &(_, w)) in cols.iter().enumerate() {
            let heavy = i == 0 || starts.contains(&i);
            self.svg.line(
                (x, body),
                (x, bottom),
                &[
                    ("stroke", if heavy { LINE } else { LIGHT }),
                    ("stroke-width", if heavy { "0.4" } else { "0.2" }),
                ],
            );
            x += w;
        }
        self.svg.line(
            (x, body),
            (x, bottom),
            &[("stroke", LINE), ("stroke-width", "0.4")],
        );
        self.svg.rect(
            x0,
            top,
            total,
            bottom - top,
            &[("fill", "none"), ("stroke", LINE), ("stroke-width", "0.4")],
        );
        self.y = bottom;
    }

    /// A square box to tick or write a number in, with its label after it.
    fn boxed(&mut self, x: f64, y: f64, size: f64, label: &str) -> f64 {
        self.svg.rect(
            x,
            y - size + 0.8,
            size,
            size,
            &[("fill", "none"), ("stroke", LINE), ("stroke-width", "0.3")],
        );
        if label.is_empty() {
            return x + size + 2.0;
        }
        self.label(x + size + 1.2, y, label, 3.4);
        x + size + 2.5 + label_width(label)
    }

    fn finish(self) -> String {
        // Millimetres, so that the sheet prints at its size.
        self.svg.finish().replacen(
            "width=\"210\" height=\"297\"",
            "width=\"210mm\" height=\"297mm\"",
            1,
        )
    }
}

/// Roughly how wide a label (with its colon) is at 3.4 mm: sans-serif letters average
/// a little over half an em.
fn label_width(text: &str) -> f64 {
    text_width(text, 3.4)
}

fn text_width(text: &str, size: f64) -> f64 {
    (text.chars().count() + 1) as f64 * size * 0.58 + 1.0
}

/// The blank sheet of a game, as an SVG of an A4 page.
pub fn sheet(game: GameKind, lang: SheetLang) -> Result<String, CliError> {
    let w = words(game, lang)?;
    let title = game.info().sheet_title(w.lang).unwrap_or_default();
    let mut p = Page::new(&title);
    match w.form {
        Form::Kamisado => kamisado(&mut p, w),
        Form::TwoSides { widths } => two_sides(&mut p, w, widths),
        Form::Kasane => kasane(&mut p, w),
    }
    Ok(p.finish())
}

fn kamisado(p: &mut Page, w: &'static SheetWords) {
    p.fields(&[w.word("event"), w.word("date"), w.word("place")]);
    p.fields(&[w.word("black"), w.word("white")]);
    p.note(w.word("match-length"), 3.4);
    let side = [
        (w.word("column-tower"), 26.0),
        (w.word("column-direction"), 15.0),
        (w.word("column-distance"), 15.0),
        (w.word("column-landing"), 27.0),
    ];
    let mut cols: Vec<Col> = vec![("#", 10.0)];
    cols.extend(side);
    cols.extend(side);
    for _ in 0..2 {
        // The round header: its number, the fill chosen by the last round's winner, the
        // score after it.
        let y = p.y + 6.5;
        p.label(MARGIN, y, &format!("{}:", w.word("round")), 3.8);
        let mut x = MARGIN + text_width(w.word("round"), 3.8) + 1.0;
        x = p.boxed(x, y, 5.0, "") + 4.0;
        p.label(x, y, &format!("{}:", w.word("fill")), 3.4);
        x += label_width(w.word("fill")) + 1.0;
        x = p.boxed(x, y, 3.6, w.word("from-left"));
        x = p.boxed(x, y, 3.6, w.word("from-right")) + 4.0;
        p.label(x, y, &format!("{}:", w.word("score")), 3.4);
        x += label_width(w.word("score")) + 1.0;
        x = p.boxed(x, y, 5.0, w.word("black"));
        p.boxed(x, y, 5.0, w.word("white"));
        p.y = y + 1.5;
        p.form(
            &[("", 1), (w.word("black"), 4), (w.word("white"), 4)],
            &cols,
            16,
            5.9,
        );
    }
    p.note(w.word("help"), 2.9);
}

/// A game of two sides taking turns: header fields, one column group per side.
fn two_sides(p: &mut Page, w: &'static SheetWords, widths: &[f64]) {
    let (left, right) = (w.word("side-left"), w.word("side-right"));
    let side: Vec<Col> = w
        .numbered("column")
        .into_iter()
        .zip(widths.iter().copied())
        .collect();
    p.fields(&[w.word("event"), w.word("date"), w.word("place")]);
    p.fields(&[left, right]);
    p.fields(&w.numbered("field"));
    let mut cols: Vec<Col> = vec![("#", 10.0)];
    cols.extend_from_slice(&side);
    cols.extend_from_slice(&side);
    p.y += 3.0;
    p.form(
        &[("", 1), (left, side.len()), (right, side.len())],
        &cols,
        31,
        6.5,
    );
    p.fields(&[w.word("result"), w.word("signatures")]);
    p.note(w.word("help"), 2.9);
}

/// Colors of Kasane: four rounds (a game has three with three players, four with four),
/// two by two, each with its grid as dealt (room for four rows of five cards: four rows of
/// four with four players, three of five with three) and a line for each of its twelve
/// turns; then the final count of four players.
fn kasane(p: &mut Page, w: &'static SheetWords) {
    p.fields(&[w.word("event"), w.word("date"), w.word("place")]);
    p.fields(&[
        &format!("{} 1", w.word("player")),
        &format!("{} 2", w.word("player")),
        &format!("{} 3", w.word("player")),
        &format!("{} 4", w.word("player")),
    ]);
    const GAP: f64 = 4.0;
    let width = (PAGE_W - 2.0 * MARGIN - GAP) / 2.0;
    let cols: [Col; 6] = [
        ("#", 6.0),
        (w.word("player"), 14.0),
        (w.word("row"), 11.0),
        (w.word("card"), 11.0),
        (w.word("combination"), width - 52.0),
        (w.word("points"), 10.0),
    ];
    for pair in [[1, 2], [3, 4]] {
        let top = p.y;
        let mut bottom = top;
        for (i, round) in pair.into_iter().enumerate() {
            let x0 = MARGIN + i as f64 * (width + GAP);
            p.y = top;
            let y = p.y + 6.5;
            p.label(x0, y, &format!("{} {round}", w.word("round")), 3.8);
            // The grid as dealt: up to 4 rows of 5 cards.
            let gx = x0 + text_width(w.word("round"), 3.8) + 12.0;
            p.label(gx, y, &format!("{}:", w.word("grid")), 3.4);
            let (cell_w, cell_h) = (7.0, 4.6);
            let left = gx + label_width(w.word("grid")) + 1.0;
            for r in 0..4 {
                let ry = y - 3.6 + r as f64 * cell_h;
                p.label(left, ry + cell_h - 1.2, &(r + 1).to_string(), 2.8);
                for c in 0..5 {
                    p.svg.rect(
                        left + 3.0 + c as f64 * cell_w,
                        ry,
                        cell_w,
                        cell_h,
                        &[("fill", "none"), ("stroke", LINE), ("stroke-width", "0.3")],
                    );
                }
            }
            p.y = y - 3.6 + 4.0 * cell_h + 2.0;
            p.form_at(x0, &[], &cols, 12, 5.6);
            bottom = bottom.max(p.y);
        }
        p.y = bottom + 3.0;
    }
    // The final count: one column per player.
    let pl = |n: u8| format!("{} {n}", w.word("player"));
    let (p1, p2, p3, p4) = (pl(1), pl(2), pl(3), pl(4));
    p.form(
        &[],
        &[
            (w.word("total"), 26.0),
            (&p1, 40.0),
            (&p2, 40.0),
            (&p3, 40.0),
            (&p4, 40.0),
        ],
        1,
        8.0,
    );
    p.note(w.word("help"), 2.9);
}

/// The sheet in a web page that prints each page on one A4 page, at its size.
pub fn html(pages: &[String], game: GameKind, lang: SheetLang) -> Result<String, CliError> {
    let w = words(game, lang)?;
    let body: String = pages
        .iter()
        .map(|svg| {
            svg.strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .unwrap_or(svg)
        })
        .collect();
    Ok(format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n\
         <title>{title}</title>\n<style>\n\
         @page {{ size: A4 portrait; margin: 0; }}\n\
         html, body {{ margin: 0; padding: 0; background: #888; }}\n\
         svg {{ display: block; margin: 1rem auto; background: #fff; max-width: 100%; height: auto; }}\n\
         @media print {{ html, body {{ background: #fff; }} svg {{ margin: 0; width: 210mm; height: 297mm; break-after: page; }} svg:last-of-type {{ break-after: auto; }} }}\n\
         </style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        lang = w.lang.code(),
        title = escape(&game.info().sheet_title(w.lang).unwrap_or_default()),
    ))
}
