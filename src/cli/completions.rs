//! `kifu completions SHELL` and `kifu man`: a shell completion script and the man page,
//! both made from the command-line definition itself, so they never go stale.

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use super::{Cli, CliError, EXIT_OK, out};

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell to write the completion script for.
    #[arg(value_enum)]
    pub shell: Shell,
}

#[derive(Args, Debug)]
pub struct ManArgs {}

/// The EXIT STATUS section (clap_mangen has none): the codes of [`super::run`].
const EXIT_STATUS: &str = ".SH \"EXIT STATUS\"
.TP
0
Success: every record read is valid.
.TP
1
Some record is invalid; its diagnostics are written on standard error.
.TP
2
A usage or I/O error.
";

/// The completion script for a shell, as text.
pub fn completion_script(shell: Shell) -> String {
    let mut command = Cli::command();
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut command, "kifu", &mut buf);
    String::from_utf8_lossy(&buf).into_owned()
}

/// The man page `kifu(1)`, in roff: the top-level sections, a list of the commands, then
/// a section for every command (its synopsis, description and options).
pub fn man_page() -> Result<String, std::io::Error> {
    let command = Cli::command();
    let man = clap_mangen::Man::new(command.clone());
    let mut buf = Vec::new();
    man.render_title(&mut buf)?;
    man.render_name_section(&mut buf)?;
    man.render_synopsis_section(&mut buf)?;
    man.render_description_section(&mut buf)?;
    man.render_options_section(&mut buf)?;
    let mut page = String::from_utf8_lossy(&buf).into_owned();
    let commands: Vec<_> = command
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .collect();
    page.push_str(".SH COMMANDS\n");
    for sub in &commands {
        let about = sub.get_about().map(|a| a.to_string()).unwrap_or_default();
        page.push_str(&format!(
            ".TP\n\\fBkifu {}\\fR\n{}\n",
            sub.get_name(),
            about.replace('\\', "\\\\")
        ));
    }
    for sub in &commands {
        let name = sub.get_name();
        page.push_str(&format!(".SH \"KIFU {}\"\n", name.to_uppercase()));
        let sub_man = clap_mangen::Man::new((*sub).clone().bin_name(format!("kifu {name}")));
        let mut part = Vec::new();
        sub_man.render_synopsis_section(&mut part)?;
        sub_man.render_description_section(&mut part)?;
        sub_man.render_options_section(&mut part)?;
        // The command's own sections are subsections of its section.
        for line in String::from_utf8_lossy(&part).lines() {
            match line.strip_prefix(".SH ") {
                Some(title) => page.push_str(&format!(".SS {title}\n")),
                None => page.push_str(&format!("{line}\n")),
            }
        }
    }
    page.push_str(EXIT_STATUS);
    let mut version = Vec::new();
    man.render_version_section(&mut version)?;
    page.push_str(&String::from_utf8_lossy(&version));
    Ok(page)
}

pub fn run_completions(args: CompletionsArgs) -> Result<u8, CliError> {
    out(&completion_script(args.shell)).map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}

pub fn run_man(_args: ManArgs) -> Result<u8, CliError> {
    let page = man_page().map_err(CliError::stdout)?;
    out(&page).map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}
