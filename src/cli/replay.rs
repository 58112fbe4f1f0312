//! `kifu replay`: step through a record in the terminal (ratatui with crossterm). The
//! board is the picture `kifu show` draws (the game's terminal renderer), next to the
//! move list as written on the sheet, the tags, and the diagnostic where a sheet with
//! mistakes stops.

use std::io::IsTerminal;

use clap::Args;
use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style, Stylize};
use ratatui::text::{Line, Text};
use ratatui::widgets::{Block, Clear, List, ListItem, ListState, Paragraph, Wrap};

use super::games::GameChoice;
use super::record::{PointArgs, own_help};
use super::viewer::{Viewed, load};
use super::{CliError, EXIT_OK};
use std::cell::RefCell;
use std::collections::HashMap;

use kifu::core::game::{At, DiagramFormat, Game, GameKind, Step, View};

#[derive(Args, Debug)]
#[command(mut_args(own_help(&[
    ("round", "Round to open at (default: the first)"),
    ("ply", "Plies into the round to open at (default: its start)"),
])))]
pub struct ReplayArgs {
    #[command(flatten)]
    pub point: PointArgs,
    #[command(flatten)]
    pub game: GameChoice,
}

pub fn run(args: ReplayArgs) -> Result<u8, CliError> {
    if !std::io::stdout().is_terminal() {
        return Err(CliError::Usage(
            "kifu replay draws on a terminal, and standard output is not one; \
             to see a position use `kifu show FILE --ply N`, to share a game \
             `kifu show FILE --format html -o game.html`"
                .into(),
        ));
    }
    let record = args.game.open(&args.point.input)?;
    let g = &*record.game;
    let views = load(g, &record.name, &record.text);
    if views.is_empty() {
        return Err(CliError::Usage("the input holds no record".into()));
    }
    // NO_COLOR gives the plain board, as `kifu show` does.
    let format = if std::env::var_os("NO_COLOR").is_some() {
        DiagramFormat::Ascii
    } else {
        DiagramFormat::Terminal(super::show::color_mode())
    };
    let mut app = opened(g, &record.name, &record.text, views, &args.point, format)?;
    // ratatui::init switches to the alternate screen in raw mode and installs a panic
    // hook that restores the terminal; restore() is called on every other way out.
    let mut terminal = ratatui::init();
    let result = event_loop(&mut terminal, &mut app);
    ratatui::restore();
    result.map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}

/// The viewer of the records `views` of `text`, open where `point` asks: record
/// `--record` (a file of several opens on the record picker unless one is asked), at
/// `--round` (default: the first) and `--ply` (default: the round's start). A point of a
/// file of several records needs `--record`: without it, a usage error lists them.
pub fn opened<'g>(
    g: &'g dyn Game,
    name: &str,
    text: &str,
    views: Vec<Viewed>,
    point: &PointArgs,
    format: DiagramFormat,
) -> Result<Viewer<'g>, CliError> {
    let at = if point.round.is_some() || point.ply.is_some() {
        At {
            round: point.round.or(Some(1)),
            ply: point.ply.or(Some(0)),
        }
    } else {
        At::default()
    };
    let opening = super::html::opening(g, name, text, &views, point.record, at)?;
    let mut app = Viewer::new(g, views, format);
    if let Some((index, step)) = opening {
        app.picking = false;
        app.record = index;
        app.step = step;
    }
    Ok(app)
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut Viewer) -> std::io::Result<()> {
    loop {
        terminal.draw(|f| app.draw(f))?;
        match event::read()? {
            Event::Key(k) if k.kind != KeyEventKind::Release && app.key(k) == Flow::Quit => {
                return Ok(());
            }
            // A resize (or anything else) just redraws.
            _ => {}
        }
    }
}

/// Whether the viewer goes on after a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// The viewer's state: which record, which step, which overlay. Drawing and keys are
/// separate from the terminal so that tests drive it with ratatui's `TestBackend`.
pub struct Viewer<'g> {
    game: &'g dyn Game,
    views: Vec<Viewed>,
    format: DiagramFormat,
    pub record: usize,
    pub step: usize,
    /// The record picker is open (a file with several records opens on it).
    pub picking: bool,
    pick: usize,
    pub help: bool,
    /// `g` was pressed: the ply number being typed.
    pub goto: Option<String>,
    /// The board is drawn from the other side (`f`).
    pub flip: bool,
    message: Option<String>,
    /// Every picture of a record, by (record, flip), drawn from one replay when first
    /// shown.
    pictures: RefCell<HashMap<(usize, bool), Pictures>>,
}

/// The pictures of every step of a record, or why it could not be drawn.
type Pictures = Result<Vec<String>, String>;

impl<'g> Viewer<'g> {
    pub fn new(game: &'g dyn Game, views: Vec<Viewed>, format: DiagramFormat) -> Viewer<'g> {
        let picking = views.len() > 1;
        Viewer {
            game,
            views,
            format,
            record: 0,
            step: 0,
            picking,
            pick: 0,
            help: false,
            goto: None,
            flip: false,
            message: None,
            pictures: RefCell::new(HashMap::new()),
        }
    }

    pub fn view(&self) -> &Viewed {
        &self.views[self.record]
    }

    fn last(&self) -> usize {
        self.view().steps.len().saturating_sub(1)
    }

    fn round_start(&self, mut i: usize) -> usize {
        let steps = &self.view().steps;
        while i > 0 && steps.get(i).is_some_and(|s| s.ply > 0) {
            i -= 1;
        }
        i
    }

    fn next_round(&self) -> usize {
        let steps = &self.view().steps;
        (self.step + 1..steps.len())
            .find(|&i| steps[i].ply == 0)
            .unwrap_or(self.last())
    }

    fn previous_round(&self) -> usize {
        let start = self.round_start(self.step);
        if self.step > start {
            start
        } else {
            self.round_start(start.saturating_sub(1))
        }
    }

    /// Handle one key press.
    pub fn key(&mut self, k: KeyEvent) -> Flow {
        self.message = None;
        if k.modifiers.contains(KeyModifiers::CONTROL) && k.code == KeyCode::Char('c') {
            return Flow::Quit;
        }
        if self.help {
            self.help = false;
            return if k.code == KeyCode::Char('q') {
                Flow::Quit
            } else {
                Flow::Continue
            };
        }
        if self.picking {
            return self.pick_key(k.code);
        }
        if let Some(typed) = &mut self.goto {
            match k.code {
                KeyCode::Char(c) if c.is_ascii_digit() && typed.len() < 6 => typed.push(c),
                KeyCode::Backspace => {
                    typed.pop();
                }
                KeyCode::Enter => {
                    let typed = self.goto.take().unwrap_or_default();
                    self.go_to_ply(&typed);
                }
                _ => self.goto = None,
            }
            return Flow::Continue;
        }
        match k.code {
            KeyCode::Char('q') | KeyCode::Esc => return Flow::Quit,
            KeyCode::Right | KeyCode::Char('l') => self.step = (self.step + 1).min(self.last()),
            KeyCode::Left | KeyCode::Char('h') => self.step = self.step.saturating_sub(1),
            KeyCode::Down | KeyCode::PageDown => self.step = self.next_round(),
            KeyCode::Up | KeyCode::PageUp => self.step = self.previous_round(),
            KeyCode::Home => self.step = 0,
            KeyCode::End => self.step = self.last(),
            KeyCode::Char('g') => self.goto = Some(String::new()),
            KeyCode::Char('?') => self.help = true,
            KeyCode::Char('p') if self.views.len() > 1 => {
                self.pick = self.record;
                self.picking = true;
            }
            KeyCode::Char('f') if self.game.kind() == GameKind::Kasane => {
                self.message =
                    Some("Colors of Kasane's table has no sides: f does not flip it".into())
            }
            KeyCode::Char('f') => self.flip = !self.flip,
            _ => {}
        }
        Flow::Continue
    }

    fn pick_key(&mut self, code: KeyCode) -> Flow {
        match code {
            KeyCode::Up | KeyCode::Char('k') => self.pick = self.pick.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => {
                self.pick = (self.pick + 1).min(self.views.len() - 1)
            }
            KeyCode::Enter => {
                self.record = self.pick;
                self.step = 0;
                self.picking = false;
            }
            KeyCode::Char('q') => return Flow::Quit,
            KeyCode::Esc => self.picking = false,
            _ => {}
        }
        Flow::Continue
    }

    fn go_to_ply(&mut self, typed: &str) {
        let Ok(ply) = typed.parse::<usize>() else {
            return;
        };
        let round = self.view().steps.get(self.step).map(|s| s.round);
        match self.view().find(round, Some(ply)) {
            Some(i) => self.step = i,
            None => {
                let max = self
                    .view()
                    .find(round, None)
                    .map_or(0, |i| self.view().steps[i].ply);
                self.message = Some(format!("this round goes from ply 0 to {max}"));
            }
        }
    }

    /// Draw the whole screen.
    pub fn draw(&self, f: &mut Frame) {
        let area = f.area();
        let [top, body, bottom] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(2),
        ])
        .areas(area);
        let v = self.view();
        let title = format!(" kifu replay · {} ", v.title(self.record));
        f.render_widget(Line::from(title).reversed(), top);

        let [board, side] =
            Layout::horizontal([Constraint::Min(20), Constraint::Length(42)]).areas(body);
        self.draw_board(f, board);
        self.draw_side(f, side);
        self.draw_status(f, bottom);
        if self.picking {
            self.draw_picker(f, area);
        }
        if self.help {
            draw_help(f, area);
        }
    }

    fn draw_board(&self, f: &mut Frame, area: Rect) {
        let v = self.view();
        let at_end = self.step + 1 >= v.steps.len();
        let mut text = if v.steps.is_empty() {
            Text::from("This record does not replay.")
        } else {
            match self.picture() {
                Ok(p) => to_text(&p),
                Err(e) => Text::from(e),
            }
        };
        if at_end && !v.diagnostic.is_empty() {
            text.push_line(Line::from(""));
            text.extend(Text::from(v.diagnostic_at(usize::from(area.width))).red());
        }
        // Keep the bottom of a long picture (the caption, the diagnostic) in view.
        let overflow = u16::try_from(text.height())
            .unwrap_or(u16::MAX)
            .saturating_sub(area.height);
        let scroll = if at_end { overflow } else { 0 };
        f.render_widget(Paragraph::new(text).scroll((scroll, 0)), area);
    }

    /// The picture at the current step, as the board is turned.
    fn picture(&self) -> Result<String, String> {
        let mut cache = self.pictures.borrow_mut();
        let all = cache.entry((self.record, self.flip)).or_insert_with(|| {
            let view = View {
                format: self.format,
                flip: self.flip,
            };
            self.view()
                .pictures(self.game, view)
                .map_err(|e| format!("{e:?}"))
        });
        match all {
            Ok(pictures) => pictures
                .get(self.step)
                .cloned()
                .ok_or_else(|| "no picture at this point".to_string()),
            Err(e) => Err(e.clone()),
        }
    }

    fn draw_side(&self, f: &mut Frame, area: Rect) {
        let v = self.view();
        let tag_lines = v.tags.len().min(8) as u16;
        let [moves, tags] =
            Layout::vertical([Constraint::Min(3), Constraint::Length(tag_lines + 2)]).areas(area);
        let mut items = Vec::with_capacity(v.steps.len());
        for s in &v.steps {
            let text = if s.ply == 0 {
                format!("── Round {} ──", s.round)
            } else {
                format!("{:>3}. {}", s.ply, played(s))
            };
            items.push(ListItem::new(text));
        }
        let list = List::new(items)
            .block(Block::bordered().title(" Moves "))
            .highlight_style(Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD))
            .highlight_symbol("▶");
        let mut state = ListState::default().with_selected(Some(self.step));
        f.render_stateful_widget(list, moves, &mut state);
        let tag_text: Vec<Line> = v
            .tags
            .iter()
            .take(8)
            .map(|(k, val)| Line::from(format!("{k}: {val}")))
            .collect();
        f.render_widget(
            Paragraph::new(tag_text).block(Block::bordered().title(" Tags ")),
            tags,
        );
    }

    fn draw_status(&self, f: &mut Frame, area: Rect) {
        let v = self.view();
        let place = match v.steps.get(self.step) {
            Some(s) if s.ply == 0 => format!("Round {}, start", s.round),
            Some(s) => format!("Round {}, ply {}: {}", s.round, s.ply, played(s)),
            None => "no position".into(),
        };
        let stops = if !v.diagnostic.is_empty() && self.step >= self.last() {
            " · the record stops here (see the diagnostic)"
        } else {
            ""
        };
        let stops = if self.flip {
            format!("{stops} · flipped")
        } else {
            stops.to_string()
        };
        let second = match (&self.goto, &self.message) {
            (Some(typed), _) => format!("go to ply: {typed}▏ (Enter)"),
            (None, Some(m)) => m.clone(),
            (None, None) => {
                "←/→ ply  ↑/↓ round  Home/End  g N go to ply  p records  ? help  q quit".into()
            }
        };
        f.render_widget(
            Paragraph::new(vec![
                Line::from(format!("{place}{stops}")).bold(),
                Line::from(second).dim(),
            ]),
            area,
        );
    }

    fn draw_picker(&self, f: &mut Frame, area: Rect) {
        let height = (self.views.len() as u16 + 2).min(area.height.saturating_sub(2));
        let popup = centered(area, 60, height);
        let items: Vec<ListItem> = self
            .views
            .iter()
            .enumerate()
            .map(|(i, v)| ListItem::new(v.title(i)))
            .collect();
        let list = List::new(items)
            .block(Block::bordered().title(" Pick a record (↑/↓, Enter) "))
            .highlight_style(Style::new().reversed())
            .highlight_symbol("▶");
        let mut state = ListState::default().with_selected(Some(self.pick));
        f.render_widget(Clear, popup);
        f.render_stateful_widget(list, popup, &mut state);
    }
}

fn draw_help(f: &mut Frame, area: Rect) {
    let lines = [
        "→  l          next ply",
        "←  h          previous ply",
        "↓  PgDn       next round",
        "↑  PgUp       previous round (or this round's start)",
        "Home / End    start / end of the record",
        "g N Enter     go to ply N of this round",
        "f             flip the board (see it from the other side)",
        "p             pick another record of the file",
        "?             this help",
        "q  Esc        quit",
    ];
    let popup = centered(area, 60, lines.len() as u16 + 2);
    f.render_widget(Clear, popup);
    f.render_widget(
        Paragraph::new(lines.map(Line::from).to_vec())
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(" Keys (any key closes) ")),
        popup,
    );
}

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    }
}

/// A ply as the viewer lists it: who played it, unless the notation already says.
fn played(s: &Step) -> String {
    if s.side.is_empty() || s.written.starts_with(&format!("{} ", s.side)) {
        s.written.clone()
    } else {
        format!("{}: {}", s.side, s.written)
    }
}

/// The renderer's text (with ANSI colours when it has them) as ratatui text.
fn to_text(picture: &str) -> Text<'static> {
    use ansi_to_tui::IntoText;
    picture
        .into_text()
        .unwrap_or_else(|_| Text::from(picture.to_string()))
}
