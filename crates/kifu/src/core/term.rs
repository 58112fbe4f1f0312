//! Text-diagram helpers shared by every game: terminal colours (24-bit or the xterm
//! 256-colour palette, through `anstyle`) and folding text to plain ASCII.
//!
//! Everything here is pure: functions return strings with escape codes and never look at
//! the environment, so output is deterministic.

use std::sync::OnceLock;

use anstyle::{Ansi256Color, Color, RgbColor, Style};

use super::svg::Rgb;

/// How colours are written to a terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ColorMode {
    /// 24-bit colour: `ESC[48;2;r;g;bm`.
    #[default]
    TrueColor,
    /// The xterm 256-colour palette: `ESC[48;5;nm`, nearest entry to each colour.
    Ansi256,
}

const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];

/// The RGB value of an xterm-256 palette entry in 16..=255 (the 6×6×6 cube and the grey
/// ramp); entries 0..16 are user-configurable and are given their xterm defaults.
pub fn ansi256_rgb(i: u8) -> Rgb {
    const BASIC: [(u8, u8, u8); 16] = [
        (0, 0, 0),
        (205, 0, 0),
        (0, 205, 0),
        (205, 205, 0),
        (0, 0, 238),
        (205, 0, 205),
        (0, 205, 205),
        (229, 229, 229),
        (127, 127, 127),
        (255, 0, 0),
        (0, 255, 0),
        (255, 255, 0),
        (92, 92, 255),
        (255, 0, 255),
        (0, 255, 255),
        (255, 255, 255),
    ];
    match i {
        0..=15 => Rgb::from_tuple(BASIC[i as usize]),
        16..=231 => {
            let n = i - 16;
            Rgb(
                CUBE[(n / 36) as usize],
                CUBE[(n / 6 % 6) as usize],
                CUBE[(n % 6) as usize],
            )
        }
        _ => {
            let g = 8 + 10 * (i - 232);
            Rgb(g, g, g)
        }
    }
}

/// CIELAB (D65) coordinates of an sRGB colour.
fn lab(c: Rgb) -> [f64; 3] {
    let lin = |v: u8| {
        let v = v as f64 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let (r, g, b) = (lin(c.0), lin(c.1), lin(c.2));
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The xterm-256 index (16..=255, never the configurable 0..16) nearest to `c` by
/// perceptual distance (CIE76 ΔE in CIELAB), so that e.g. a red stays red rather than
/// drifting to a nearer-in-RGB orange. Ties go to the lower index.
pub fn nearest_ansi256(c: Rgb) -> u8 {
    static PALETTE: OnceLock<Vec<[f64; 3]>> = OnceLock::new();
    let palette = PALETTE.get_or_init(|| (16..=255u8).map(|i| lab(ansi256_rgb(i))).collect());
    let target = lab(c);
    let mut best = (16u8, f64::INFINITY);
    for (i, l) in (16..=255u8).zip(palette) {
        let d: f64 = (0..3).map(|k| (l[k] - target[k]).powi(2)).sum();
        if d < best.1 {
            best = (i, d);
        }
    }
    best.0
}

fn color(c: Rgb, mode: ColorMode) -> Color {
    match mode {
        ColorMode::TrueColor => Color::Rgb(RgbColor(c.0, c.1, c.2)),
        ColorMode::Ansi256 => Color::Ansi256(Ansi256Color(nearest_ansi256(c))),
    }
}

/// A text style: optional foreground and background colour, bold, underline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Paint {
    /// Text colour.
    pub fg: Option<Rgb>,
    /// Background colour.
    pub bg: Option<Rgb>,
    /// Bold text.
    pub bold: bool,
    /// Underlined text.
    pub underline: bool,
}

impl Paint {
    /// `text` wrapped in the escape codes for this style (and a reset), or bare `text`
    /// when the style is empty.
    pub fn paint(&self, text: &str, mode: ColorMode) -> String {
        let mut style = Style::new();
        if let Some(fg) = self.fg {
            style = style.fg_color(Some(color(fg, mode)));
        }
        if let Some(bg) = self.bg {
            style = style.bg_color(Some(color(bg, mode)));
        }
        if self.bold {
            style = style.bold();
        }
        if self.underline {
            style = style.underline();
        }
        if style == Style::new() {
            return text.to_string();
        }
        format!("{}{text}{}", style.render(), style.render_reset())
    }
}

/// Fold text to printable ASCII: score-sheet arrows become `^ \ / v` (as seen by the
/// mover: `↖` `\`, `↗` `/`), common accented Latin letters lose their accent (capitals
/// stay capitals), typographic quotes and dashes become their ASCII forms, anything else
/// becomes `?`. Control characters become spaces.
pub fn to_ascii(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii() {
            out.push(if c.is_ascii_control() { ' ' } else { c });
            continue;
        }
        if let Some(r) = ascii_symbol(c) {
            out.push_str(r);
            continue;
        }
        // A capital is its small letter's ASCII form in capitals (`É` → `E`, `Æ` → `AE`).
        let mut small = c.to_lowercase();
        match (small.next().and_then(unaccented), small.next()) {
            (Some(r), None) if c.is_uppercase() => {
                out.extend(r.chars().map(|x| x.to_ascii_uppercase()))
            }
            (Some(r), None) => out.push_str(r),
            _ => out.push('?'),
        }
    }
    out
}

/// The ASCII form of an arrow, a typographic quote or dash, and a few other signs.
fn ascii_symbol(c: char) -> Option<&'static str> {
    Some(match c {
        '↑' => "^",
        '↖' => "\\",
        '↗' => "/",
        '↓' => "v",
        '←' => "<-",
        '→' => "->",
        '‘' | '’' | '′' => "'",
        '“' | '”' | '«' | '»' => "\"",
        '–' | '—' | '−' => "-",
        '…' => "...",
        '×' => "x",
        '\u{a0}' => " ",
        _ => return None,
    })
}

/// The ASCII form of a small accented Latin letter (`é` → `e`, `æ` → `ae`, `ß` → `ss`).
fn unaccented(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => "a",
        'æ' => "ae",
        'ç' => "c",
        'è' | 'é' | 'ê' | 'ë' => "e",
        'ì' | 'í' | 'î' | 'ï' => "i",
        'ñ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' => "o",
        'œ' => "oe",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' => "u",
        'ý' | 'ÿ' => "y",
        'ß' => "ss",
        _ => return None,
    })
}

/// Append each line to `out`, each followed by a line break (the status lines under a
/// diagram).
pub fn push_lines<S: AsRef<str>>(out: &mut String, lines: impl IntoIterator<Item = S>) {
    for line in lines {
        out.push_str(line.as_ref());
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_palette_entries() {
        assert_eq!(nearest_ansi256(Rgb(0, 0, 0)), 16);
        assert_eq!(nearest_ansi256(Rgb(255, 255, 255)), 231);
        assert_eq!(nearest_ansi256(Rgb(255, 0, 0)), 196);
        assert_eq!(nearest_ansi256(Rgb(128, 128, 128)), 244);
        for i in 16..=255u8 {
            assert_eq!(
                nearest_ansi256(ansi256_rgb(i)),
                i,
                "palette entry {i} maps to itself"
            );
        }
    }

    #[test]
    fn paint_writes_true_colour_and_256_colour_codes() {
        let p = Paint {
            bg: Some(Rgb(1, 2, 3)),
            ..Paint::default()
        };
        assert_eq!(
            p.paint("x", ColorMode::TrueColor),
            "\x1b[48;2;1;2;3mx\x1b[0m"
        );
        assert_eq!(p.paint("x", ColorMode::Ansi256), "\x1b[48;5;16mx\x1b[0m");
        assert_eq!(Paint::default().paint("x", ColorMode::TrueColor), "x");
    }

    #[test]
    fn ascii_folding() {
        assert_eq!(to_ascii("Blue ↑2 Yellow"), "Blue ^2 Yellow");
        assert_eq!(to_ascii("Aurélie Kaitō"), "Aurelie Kaito");
        assert_eq!(
            to_ascii("ÆSØP Œuvre Ñandú Straße"),
            "AESOP OEuvre Nandu Strasse"
        );
        assert_eq!(to_ascii("a\tb☃"), "a b?");
        assert!(to_ascii("日本").is_ascii());
    }
}
