//! `kifu show`: the board at a point of a record, in the terminal, as ASCII, as SVG or as
//! PNG (the SVG drawn by the library's rasteriser).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::games::GameChoice;
use super::output::{refuse_input, write_atomic, write_output};
use super::record::PointArgs;
use super::{CliError, EXIT_INVALID, EXIT_OK};
use kifu::ColorMode;
use kifu::raster;
use kifu::{DiagramFormat, View};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ShowFormat {
    /// The terminal: real colours (plain ASCII when colour is off).
    Term,
    /// Plain ASCII, for e-mail and tests.
    Ascii,
    /// An SVG picture.
    Svg,
    /// A PNG picture of the SVG at `--dpi`.
    Png,
    /// One self-contained web page to step through every record (see `kifu replay`).
    Html,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when writing to a terminal and NO_COLOR is not set.
    Auto,
    Always,
    Never,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    #[command(flatten)]
    pub point: PointArgs,
    #[arg(long, value_enum, default_value = "term")]
    pub format: ShowFormat,
    /// Draw the board from the other side (Kamisado, Samouraï, Kaitō); a web page opens
    /// flipped.
    #[arg(long)]
    pub flip: bool,
    #[arg(long, value_enum, default_value = "auto")]
    pub color: ColorChoice,
    /// Resolution of `--format png`, dots per inch (96: one pixel per SVG unit).
    #[arg(long, default_value_t = 192.0)]
    pub dpi: f32,
    /// Output file (stdout by default), written atomically.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Allow `-o` to overwrite the input file.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub game: GameChoice,
}

pub fn run(args: ShowArgs) -> Result<u8, CliError> {
    let record = args.game.open_some(&args.point.input)?;
    let (name, text, g) = (&record.name, &record.text, &*record.game);
    let info = g.kind().info();
    if args.flip && !info.has_sides {
        return Err(CliError::Said(kifu::message!(
            "cli-no-flip",
            game = info.title
        )));
    }
    let color = match args.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            args.output.is_none() && std::io::stdout().is_terminal() && !super::no_color()
        }
    };
    let at = args.point.which.at();
    let inputs: Vec<&Path> = record.path.into_iter().collect();
    let format = match args.format {
        ShowFormat::Html => {
            let out = args.output.as_deref();
            let open = super::html::Open {
                record: args.point.which.record,
                at,
                flip: args.flip,
            };
            return super::html::run(g, name, text, open, out, &inputs, args.force);
        }
        ShowFormat::Svg | ShowFormat::Png => DiagramFormat::Svg,
        ShowFormat::Term if color => DiagramFormat::Terminal(color_mode()),
        ShowFormat::Term | ShowFormat::Ascii => DiagramFormat::Ascii,
    };
    let span = super::replayed::choose(g, name, text, args.point.which.record)?;
    let (opened, invalid) = super::replayed::check_first(g, name, text, span)?;
    let picture = opened
        .last()
        .and_then(|record| {
            // The picture's words in the sheet's language (or the one asked).
            let view = View {
                flip: args.flip,
                lang: super::lang::for_record(record),
                ..View::from(format)
            };
            record.picture(at, view)
        })
        .map_err(super::replayed::shown_already)?;
    if args.format == ShowFormat::Png {
        let png = png(&picture, args.dpi)?;
        write_bytes(args.output.as_deref(), &png, &inputs, args.force)?;
    } else {
        write_output(args.output.as_deref(), &picture, &inputs, args.force)?;
    }
    Ok(if invalid { EXIT_INVALID } else { EXIT_OK })
}

/// An SVG drawn as PNG at `--dpi`.
pub fn png(svg: &str, dpi: f32) -> Result<Vec<u8>, CliError> {
    raster::svg_to_png(svg, dpi).map_err(|e| match e {
        raster::RasterError::Dpi { .. } => {
            CliError::Said(kifu::message!("cli-dpi", dpi = dpi.to_string()))
        }
        e => raster_error(e),
    })
}

/// A picture that cannot be drawn or written, said through the catalogue.
pub fn raster_error(e: raster::RasterError) -> CliError {
    use raster::RasterError as E;
    CliError::Said(match e {
        E::Svg(error) => kifu::message!("cli-raster-svg", error = error),
        E::Dpi { dpi } => kifu::message!("cli-raster-dpi", dpi = dpi.to_string()),
        E::Size { width, height } => {
            kifu::message!("cli-raster-size", width = width, height = height)
        }
        E::Png(error) => kifu::message!("cli-raster-png", error = error),
        E::Pdf(error) => kifu::message!("cli-raster-pdf", error = error),
    })
}

/// Write binary output (a PNG, a PDF) to `path`, atomically, or to stdout when it is not a
/// terminal.
pub fn write_bytes(
    path: Option<&Path>,
    bytes: &[u8],
    inputs: &[&Path],
    force: bool,
) -> Result<(), CliError> {
    let Some(path) = path else {
        let mut stdout = std::io::stdout().lock();
        if stdout.is_terminal() {
            return Err(CliError::Said(kifu::Message::new("cli-binary-terminal")));
        }
        return stdout
            .write_all(bytes)
            .and_then(|()| stdout.flush())
            .map_err(CliError::stdout);
    };
    refuse_input(path, inputs, force)?;
    write_atomic(path, bytes)
}

/// 24-bit colour when the terminal says it has it (COLORTERM), else 256 colours.
pub fn color_mode() -> ColorMode {
    match std::env::var("COLORTERM") {
        Ok(v) if v == "truecolor" || v == "24bit" => ColorMode::TrueColor,
        _ => ColorMode::Ansi256,
    }
}
