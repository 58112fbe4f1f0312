//! Diagnostics drawn as text, as the command line shows them (feature `report`): miette's
//! graphical report, and under it the help line with its label in the diagnostic's
//! language (miette 7 writes `help:` in English whatever the language; kifu draws the
//! report without the help, then writes the help line as miette would, `aide :` in
//! French, `Hilfe:` in German).

use std::fmt;

use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, Severity};

use crate::message::Message;
use crate::values::Lang;

/// The diagnostic `d` (a [`SourceProblem`](crate::SourceProblem), or any other) drawn as
/// text at the end of `out`, the label of its help said in `lang` (a `SourceProblem`'s
/// `lang`): `width` columns wide (`None`: miette's 200), in the terminal's colours or not.
pub fn render_report(
    out: &mut String,
    d: &dyn Diagnostic,
    lang: Lang,
    width: Option<usize>,
    color: bool,
) {
    let theme = if color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let help_style = theme.styles.help;
    let mut handler = GraphicalReportHandler::new_themed(theme);
    if let Some(width) = width {
        handler = handler.with_width(width);
    }
    // Rendering into a String cannot fail.
    let _ = handler.render_report(out, &HelpApart(d));
    if let Some(help) = d.help() {
        let label = Message::new("diagnostic-help-label").say(lang);
        let paint = |s: &str| help_style.style(s).to_string();
        // miette wraps its help to its width less its margin of 2.
        let width = width.unwrap_or(200).saturating_sub(2);
        out.push_str(&help_line(&label, &help.to_string(), width, paint));
    }
}

/// The help line under a diagnostic, as miette writes it but with the label said in the
/// language (`help:`, `aide :`, `Hilfe:`): the label in the theme's help style, the text
/// wrapped under itself to `width` columns.
fn help_line(label: &str, help: &str, width: usize, paint: impl Fn(&str) -> String) -> String {
    let initial = format!("  {label} ");
    let indent = " ".repeat(textwrap::core::display_width(&initial));
    let styled = paint(&initial);
    let opts = textwrap::Options::new(width)
        .initial_indent(&styled)
        .subsequent_indent(&indent)
        .break_words(true);
    textwrap::fill(help, opts) + "\n"
}

/// A diagnostic drawn by miette without its help, which [`help_line`] writes in the
/// diagnostic's language.
struct HelpApart<'a>(&'a dyn Diagnostic);

impl fmt::Debug for HelpApart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.0, f)
    }
}

impl fmt::Display for HelpApart<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self.0, f)
    }
}

impl std::error::Error for HelpApart<'_> {}

impl Diagnostic for HelpApart<'_> {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.0.code()
    }

    fn severity(&self) -> Option<Severity> {
        self.0.severity()
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        self.0.source_code()
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        self.0.labels()
    }
}
