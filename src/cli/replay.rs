//! `kifu replay`: step through a record in the terminal (ratatui with crossterm). The
//! board is the picture `kifu show` draws (the game's terminal renderer), next to the
//! move list as written on the sheet, the tags, and the diagnostic where a sheet with
//! mistakes stops.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io::{ErrorKind, IsTerminal};
use std::time::Duration;

use clap::Args;
use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style, Stylize};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Clear, List, ListItem, ListState, Paragraph};

use super::games::GameChoice;
use super::record::{PointArgs, own_help};
use super::viewer::{Viewed, load};
use super::{CliError, EXIT_OK};

use kifu::{At, DiagramFormat, Lang, Message, Step, View};
use kifu::{Game, message};

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
            Message::new("viewer-not-a-terminal").say(super::lang::for_no_sheet()),
        ));
    }
    let record = args.game.open(&args.point.input)?;
    let g = &*record.game;
    let views = load(g, &record.name, &record.text);
    if views.is_empty() {
        return Err(CliError::Usage(
            Message::new("viewer-no-record").say(super::lang::for_no_sheet()),
        ));
    }
    // NO_COLOR gives the plain board, as `kifu show` does.
    let format = if std::env::var_os("NO_COLOR").is_some() {
        DiagramFormat::Ascii
    } else {
        DiagramFormat::Terminal(super::show::color_mode())
    };
    let mut app = opened(g, &record.name, &record.text, views, &args.point, format)?;
    // The signals that end a program (kill, a closed terminal window) are caught before
    // the screen is taken, so that the terminal is given back on them too.
    let caught = signals::Caught::register().map_err(CliError::stdout)?;
    // ratatui::init switches to the alternate screen in raw mode and installs a panic
    // hook that restores the terminal; give_back() is called on every other way out.
    let mut terminal = ratatui::init();
    let ended = event_loop(&mut terminal, &mut app, &caught);
    give_back();
    if let Some(signal) = caught.signal() {
        // Ended as the signal would have ended it (the shell sees it), the terminal given
        // back; nothing more is written to a terminal that may be gone (SIGHUP).
        signals::end(signal);
    }
    drop(terminal);
    ended.map_err(CliError::stdout)?;
    Ok(EXIT_OK)
}

/// The terminal as it was: raw mode off, the normal screen, the cursor shown. Errors are
/// ignored: the terminal may be gone (SIGHUP), and nothing better can be done.
fn give_back() {
    let _ = ratatui::try_restore();
    let _ = crossterm::execute!(std::io::stdout(), crossterm::cursor::Show);
}

/// How often the viewer looks for a caught signal while it waits for a key.
const WAKE: Duration = Duration::from_millis(200);

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
    let at = if point.which.round.is_some() || point.which.ply.is_some() {
        At {
            round: point.which.round.or(Some(1)),
            ply: point.which.ply.or(Some(0)),
        }
    } else {
        At::default()
    };
    let opening = super::html::opening(g, name, text, &views, point.which.record, at)?;
    let mut app = Viewer::new(g, views, format);
    if let Some((index, step)) = opening {
        app.picking = false;
        app.record = index;
        app.step = step;
    }
    Ok(app)
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut Viewer,
    caught: &signals::Caught,
) -> std::io::Result<()> {
    loop {
        terminal.draw(|f| app.draw(f))?;
        loop {
            if caught.signal().is_some() {
                return Ok(());
            }
            match event::poll(WAKE) {
                Ok(true) => break,
                Ok(false) => {}
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        match event::read()? {
            Event::Key(k) if k.kind != KeyEventKind::Release && app.key(k) == Flow::Quit => {
                return Ok(());
            }
            // A resize (or anything else) just redraws.
            _ => {}
        }
    }
}

/// SIGTERM, SIGHUP (the terminal window closed), SIGINT and SIGQUIT sent to the viewer:
/// noted by a handler, acted on by the event loop once the terminal is given back.
#[cfg(unix)]
mod signals {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};

    /// The last ending signal caught (0: none).
    pub struct Caught(Arc<AtomicUsize>);

    impl Caught {
        pub fn register() -> std::io::Result<Caught> {
            let caught = Arc::new(AtomicUsize::new(0));
            for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
                let value = usize::try_from(signal).unwrap_or(usize::MAX);
                signal_hook::flag::register_usize(signal, Arc::clone(&caught), value)?;
            }
            // crossterm (0.28) reads a hung-up terminal (its window closed, its tmux server
            // killed) over and over without returning, so the event loop never sees the
            // SIGHUP it caught, and the viewer would spin on: a watchdog ends it as the
            // signal would once the terminal is gone (nothing is left to give back).
            let watched = Arc::clone(&caught);
            std::thread::spawn(move || {
                use std::io::IsTerminal;
                loop {
                    std::thread::sleep(super::WAKE);
                    let signal = watched.load(Ordering::SeqCst);
                    if signal != 0 && !std::io::stdin().is_terminal() {
                        end(i32::try_from(signal).unwrap_or(SIGHUP));
                    }
                }
            });
            Ok(Caught(caught))
        }

        pub fn signal(&self) -> Option<i32> {
            match self.0.load(Ordering::SeqCst) {
                0 => None,
                n => i32::try_from(n).ok(),
            }
        }
    }

    /// End the process as `signal` does by default (its exit status says so).
    pub fn end(signal: i32) -> ! {
        let _ = signal_hook::low_level::emulate_default_handler(signal);
        std::process::exit(128 + signal)
    }
}

/// No signals to catch here: the viewer ends by its keys.
#[cfg(not(unix))]
mod signals {
    pub struct Caught;

    impl Caught {
        pub fn register() -> std::io::Result<Caught> {
            Ok(Caught)
        }

        pub fn signal(&self) -> Option<i32> {
            None
        }
    }

    pub fn end(signal: i32) -> ! {
        std::process::exit(128 + signal)
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
    /// Every picture of a record, by (record, flip, compact), drawn from one replay when
    /// first shown.
    pictures: RefCell<HashMap<(usize, bool, bool), Pictures>>,
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

    /// The language the viewer speaks: the current record's.
    fn lang(&self) -> Lang {
        self.view().lang
    }

    /// `m` said in the viewer's language.
    fn say(&self, m: Message) -> String {
        m.say(self.lang())
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
            KeyCode::Char('f') if !self.game.kind().info().has_sides => {
                let game = self.game.kind().info().title;
                self.message = Some(self.say(message!("viewer-no-sides", game = game)));
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
                self.message = Some(self.say(message!("viewer-ply-range", last = max)));
            }
        }
    }

    /// Draw the whole screen. The board gets the room its picture needs (a smaller
    /// picture on a small screen), the move list what the terminal has left: beside the
    /// board, else below it, else none (the status line still says the current move).
    pub fn draw(&self, f: &mut Frame) {
        let area = f.area();
        // On a short screen the key hints go to the title line.
        let short = area.height < TALL;
        // The status takes the rows its lines need, whether the board fits or not (a
        // line too long for the screen goes on over the next rows, up to a third of it).
        let rows = [true, false]
            .map(|fits| self.status_lines(area.width, short, fits).len())
            .into_iter()
            .max()
            .unwrap_or(1);
        let rows = u16::try_from(rows)
            .unwrap_or(u16::MAX)
            .clamp(if short { 1 } else { 2 }, (area.height / 3).max(1));
        let [top, body, bottom] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(3),
            Constraint::Length(rows),
        ])
        .areas(area);
        self.draw_title(f, top, short);
        let (picture, placed) = self.arrange(body);
        self.draw_board(f, placed.board, picture);
        match placed.moves {
            Panel::Beside(side) => self.draw_side(f, side),
            Panel::Below(below) => self.draw_moves(f, below),
            Panel::None => {}
        }
        let status = self.status_lines(area.width, short, placed.fits);
        f.render_widget(Paragraph::new(status), bottom);
        if self.picking {
            self.draw_picker(f, area);
        }
        if self.help {
            self.draw_help(f, area);
        }
    }

    fn draw_title(&self, f: &mut Frame, area: Rect, short: bool) {
        let record = self.view().title(self.record);
        let title = Line::from(format!(
            " {} ",
            self.say(message!("viewer-title", record = record))
        ));
        let keys = Line::from(format!("{} ", self.say(Message::new("viewer-title-keys"))));
        f.render_widget(Paragraph::new(title.clone()).reversed(), area);
        if short && title.width() + keys.width() < usize::from(area.width) {
            f.render_widget(keys.right_aligned().reversed(), area);
        }
    }

    /// The picture for this screen and where everything goes: the first way that shows
    /// the whole board, trying the usual picture before the smaller one, the move list
    /// beside the board before below it before none.
    fn arrange(&self, body: Rect) -> (Text<'static>, Placed) {
        let need = self.side_need();
        let usual = self.board_text(false);
        let mut small: Option<Text<'static>> = None;
        for panel in [Shape::Beside, Shape::Below, Shape::Alone] {
            if let Some(p) = place(body, &usual, panel, need) {
                return (usual, p);
            }
            let text = small.get_or_insert_with(|| self.board_text(true));
            if let Some(p) = place(body, text, panel, need) {
                return (text.clone(), p);
            }
        }
        // Nothing shows the whole board (the terminal is too narrow for it): the smaller
        // picture, cut on the right, with the move list below it if there is room.
        let text = small.unwrap_or_else(|| self.board_text(true));
        let narrow = Rect {
            width: Measure::of(&text).core,
            ..body
        };
        let placed = match place(narrow, &text, Shape::Below, need) {
            Some(Placed {
                board,
                moves: Panel::Below(below),
                ..
            }) => Placed {
                board: Rect {
                    width: body.width,
                    ..board
                },
                moves: Panel::Below(Rect {
                    width: body.width,
                    ..below
                }),
                fits: false,
            },
            _ => Placed {
                board: body,
                moves: Panel::None,
                fits: false,
            },
        };
        (text, placed)
    }

    /// The picture at the current step (`compact`: its smaller form), or why there is none.
    fn board_text(&self, compact: bool) -> Text<'static> {
        if self.view().steps.is_empty() {
            return Text::from(self.say(Message::new("viewer-no-replay")));
        }
        match self.picture(compact) {
            Ok(p) => to_text(&p),
            Err(e) => Text::from(e),
        }
    }

    fn draw_board(&self, f: &mut Frame, area: Rect, text: Text<'static>) {
        let v = self.view();
        let at_end = self.step + 1 >= v.steps.len();
        let mut text = fitted(&text, area.width);
        if at_end && !v.diagnostic.is_empty() {
            text.push_line(Line::from(""));
            text.extend(Text::from(v.diagnostic_at(usize::from(area.width))).red());
        }
        // Keep the diagnostic under a long picture in view.
        let overflow = u16::try_from(text.height())
            .unwrap_or(u16::MAX)
            .saturating_sub(area.height);
        let scroll = if at_end && !v.diagnostic.is_empty() {
            overflow
        } else {
            0
        };
        f.render_widget(Paragraph::new(text).scroll((scroll, 0)), area);
    }

    /// The picture at the current step, as the board is turned.
    fn picture(&self, compact: bool) -> Result<String, String> {
        let mut cache = self.pictures.borrow_mut();
        let key = (self.record, self.flip, compact);
        let all = cache.entry(key).or_insert_with(|| {
            let view = View {
                format: self.format,
                flip: self.flip,
                compact,
                lang: self.lang(),
            };
            self.view().pictures(view).map_err(|e| format!("{e:?}"))
        });
        match all {
            Ok(pictures) => pictures
                .get(self.step)
                .cloned()
                .ok_or_else(|| self.say(Message::new("viewer-no-picture"))),
            Err(e) => Err(e.clone()),
        }
    }

    /// How wide the move list would like to be: its widest entry, result and tag, unwrapped.
    fn side_need(&self) -> u16 {
        let v = self.view();
        let number = number_width(&v.steps);
        let moves = v
            .steps
            .iter()
            .map(|s| {
                number
                    + 2
                    + Line::from(played(s, self.lang()))
                        .width()
                        .max(Line::from(result(s, self.lang())).width())
            })
            .max()
            .unwrap_or(0);
        let tags = v
            .tags
            .iter()
            .take(MAX_TAGS)
            .map(|(k, val)| Line::from(format!("{k}: {val}")).width())
            .max()
            .unwrap_or(0);
        // The borders, and the column of the ▶ that marks the current step.
        u16::try_from(moves.max(tags) + 3).unwrap_or(u16::MAX)
    }

    /// The move list over the tags, when there is room for both.
    fn draw_side(&self, f: &mut Frame, area: Rect) {
        let inner = usize::from(area.width.saturating_sub(2)).max(1);
        let tags: Vec<Line> = self
            .view()
            .tags
            .iter()
            .take(MAX_TAGS)
            .flat_map(|(k, val)| broken(&Line::from(format!("{k}: {val}")), inner))
            .collect();
        let height = u16::try_from(tags.len() + 2).unwrap_or(u16::MAX);
        if tags.is_empty() || area.height < height.saturating_add(MOVES_MIN) {
            self.draw_moves(f, area);
            return;
        }
        let [moves, under] =
            Layout::vertical([Constraint::Min(MOVES_MIN), Constraint::Length(height)]).areas(area);
        self.draw_moves(f, moves);
        f.render_widget(
            Paragraph::new(tags).block(Block::bordered().title(self.heading("viewer-tags"))),
            under,
        );
    }

    /// The steps as written on the sheet, each round's result after its last ply; an
    /// entry wider than the list goes on over the next lines, never cut.
    fn draw_moves(&self, f: &mut Frame, area: Rect) {
        let v = self.view();
        let number = number_width(&v.steps);
        // Inside the borders, after the column of the ▶.
        let inner = usize::from(area.width.saturating_sub(3));
        let text_width = inner.saturating_sub(number + 2).max(8);
        let indent = " ".repeat(number + 2);
        let mut items = Vec::with_capacity(v.steps.len());
        for s in &v.steps {
            let mut lines: Vec<Line> = Vec::new();
            if s.ply == 0 {
                lines.push(Line::from(
                    self.say(message!("viewer-round-heading", round = s.round)),
                ));
            } else {
                let entry = Line::from(played(s, self.lang()));
                for (i, part) in broken(&entry, text_width).into_iter().enumerate() {
                    let head = if i == 0 {
                        format!("{:>number$}. ", s.ply)
                    } else {
                        indent.clone()
                    };
                    lines.push(Line::from_iter(
                        [Span::raw(head)].into_iter().chain(part.spans),
                    ));
                }
            }
            if let Some(said) = &s.result {
                for part in broken(&Line::from(said.say(self.lang())), text_width) {
                    let row = [Span::raw(indent.clone())].into_iter().chain(part.spans);
                    lines.push(Line::from_iter(row).italic());
                }
            }
            items.push(ListItem::new(lines));
        }
        let list = List::new(items)
            .block(Block::bordered().title(self.heading("viewer-moves")))
            .highlight_style(Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD))
            .highlight_symbol("▶");
        let mut state = ListState::default().with_selected(Some(self.step));
        f.render_stateful_widget(list, area, &mut state);
    }

    /// The status line(s) for a screen `width` wide: where the viewer is, what is wrong
    /// with the record, what was asked or said; and on a tall screen the key hints (the
    /// short ones when the long do not fit). A line wider than the screen goes on over the
    /// next rows, never cut.
    fn status_lines(&self, width: u16, short: bool, fits: bool) -> Vec<Line<'static>> {
        let v = self.view();
        let place = match v.steps.get(self.step) {
            Some(s) if s.ply == 0 => message!("viewer-at-start", round = s.round),
            Some(s) => message!(
                "viewer-at-ply",
                round = s.round,
                ply = s.ply,
                move = played(s, self.lang())
            ),
            None => Message::new("viewer-no-position"),
        };
        let mut items = vec![self.say(place)];
        if !v.diagnostic.is_empty() && self.step >= self.last() {
            items.push(self.say(Message::new("viewer-stops-here")));
        } else if let Some(stop) = v.steps.last().filter(|_| !v.diagnostic.is_empty()) {
            // A record with a mistake says so from its start on.
            let m = message!("viewer-stops-at", round = stop.round, ply = stop.ply);
            items.push(self.say(m));
        }
        if self.flip {
            items.push(self.say(Message::new("viewer-flipped")));
        }
        let said = match (&self.goto, &self.message) {
            (Some(typed), _) => Some(self.say(message!("viewer-go-to", typed = typed))),
            (None, Some(m)) => Some(m.clone()),
            (None, None) if !fits => Some(self.say(Message::new("viewer-too-small"))),
            (None, None) => None,
        };
        let width = usize::from(width);
        let bold = |text: String| -> Vec<Line<'static>> { broken(&Line::from(text).bold(), width) };
        match (short, said) {
            // One line: what was asked or said comes first.
            (true, Some(said)) => bold(format!("{said} · {}", items[0])),
            (true, None) => bold(items.join(" · ")),
            (false, said) => {
                let mut lines = bold(items.join(" · "));
                let hint = said.unwrap_or_else(|| {
                    let keys = self.say(Message::new("viewer-keys"));
                    if Line::from(keys.as_str()).width() <= width {
                        keys
                    } else {
                        self.say(Message::new("viewer-title-keys"))
                    }
                });
                lines.extend(broken(&Line::from(hint).dim(), width));
                lines
            }
        }
    }

    /// A panel's title, ` Moves `, in the viewer's language.
    fn heading(&self, id: &'static str) -> String {
        format!(" {} ", self.say(Message::new(id)))
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
            .block(Block::bordered().title(self.heading("viewer-pick")))
            .highlight_style(Style::new().reversed())
            .highlight_symbol("▶");
        let mut state = ListState::default().with_selected(Some(self.pick));
        f.render_widget(Clear, popup);
        f.render_stateful_widget(list, popup, &mut state);
    }

    /// The keys, in a box over the screen: 60 columns wide, or as wide as its widest
    /// line needs when the screen has room, its lines wrapped when it has not.
    fn draw_help(&self, f: &mut Frame, area: Rect) {
        let flips = self.game.kind().info().has_sides;
        // Colors of Kasane's table has no sides: nothing to flip.
        let lines: Vec<Line<'static>> = HELP
            .into_iter()
            .filter(|&id| flips || id != "viewer-help-flip")
            .map(|id| Line::from(self.say(Message::new(id))))
            .collect();
        let title = self.heading("viewer-help-title");
        let widest = lines
            .iter()
            .map(Line::width)
            .chain([Line::from(title.as_str()).width()])
            .max()
            .unwrap_or(0);
        let width = u16::try_from(widest + 2)
            .unwrap_or(u16::MAX)
            .max(60)
            .min(area.width);
        let inner = usize::from(width.saturating_sub(2));
        let rows: Vec<Line<'static>> = lines.iter().flat_map(|l| broken(l, inner)).collect();
        let popup = centered(area, width, rows.len() as u16 + 2);
        f.render_widget(Clear, popup);
        f.render_widget(
            Paragraph::new(rows).block(Block::bordered().title(title)),
            popup,
        );
    }
}

/// The lines of the help (`?`), in order.
pub(super) const HELP: [&str; 10] = [
    "viewer-help-next",
    "viewer-help-previous",
    "viewer-help-next-round",
    "viewer-help-previous-round",
    "viewer-help-ends",
    "viewer-help-go-to",
    "viewer-help-flip",
    "viewer-help-pick",
    "viewer-help-help",
    "viewer-help-quit",
];

/// A screen shorter than this has one status line, and the key hints in the title line.
const TALL: u16 = 30;

/// The narrowest move list worth showing beside the board.
const SIDE_MIN: u16 = 16;

/// The width a move list may take from the board's lines of words (which then wrap).
const SIDE_WANT: u16 = 30;

/// The fewest rows of a move list below the board (its borders and three entries).
const BELOW_MIN: u16 = 5;

/// The fewest rows the move list keeps when the tags are shown under it.
const MOVES_MIN: u16 = 8;

/// The tags shown under the move list, at most.
const MAX_TAGS: usize = 8;

/// Where the move list goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Beside,
    Below,
    Alone,
}

/// The move list's place on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Panel {
    /// Right of the board, with the tags under it when there is room.
    Beside(Rect),
    /// Under the board.
    Below(Rect),
    /// No room for it.
    None,
}

/// Where the board and the move list go; `fits`: the whole board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Placed {
    board: Rect,
    moves: Panel,
    fits: bool,
}

/// What of a picture must show whole: its lines that are not words (the board, its
/// coordinates) are never wrapped; lines of words (legend, status, caption) may be, and
/// blank lines do not count.
struct Measure {
    /// The widest line.
    full: u16,
    /// The widest line that is not words.
    core: u16,
    /// The lines down to the last one that is not words (all when every line is words).
    must: usize,
}

impl Measure {
    fn of(text: &Text) -> Measure {
        let width = |l: &Line| u16::try_from(l.width()).unwrap_or(u16::MAX);
        let core_lines = || {
            let drawn = |l: &Line| l.spans.iter().any(|s| !s.content.trim().is_empty());
            text.lines
                .iter()
                .enumerate()
                .filter(move |(_, l)| drawn(l) && !is_words(l))
        };
        Measure {
            full: text.lines.iter().map(width).max().unwrap_or(0),
            core: core_lines().map(|(_, l)| width(l)).max().unwrap_or(0),
            must: core_lines()
                .next_back()
                .map_or(text.lines.len(), |(i, _)| i + 1),
        }
    }

    /// The rows the lines that must show take at `width`, their words wrapped.
    fn rows(&self, text: &Text<'static>, width: u16) -> usize {
        let must = Text::from(text.lines[..self.must].to_vec());
        fitted(&must, width).height()
    }
}

/// `text` with its lines of words wider than `width` broken at spaces onto the next rows
/// (in their colours); the other lines as they are (a board too wide is cut, not broken).
fn fitted(text: &Text<'static>, width: u16) -> Text<'static> {
    let mut rows = Vec::with_capacity(text.lines.len());
    for line in &text.lines {
        if is_words(line) {
            rows.extend(broken(line, usize::from(width)));
        } else {
            rows.push(line.clone());
        }
    }
    Text::from(rows)
}

/// `line` in rows of at most `width` columns, broken at spaces (a word longer than a row
/// is broken where the row ends); the spaces at a break are dropped.
fn broken(line: &Line<'static>, width: usize) -> Vec<Line<'static>> {
    let width = width.max(1);
    if line.width() <= width {
        return vec![line.clone()];
    }
    // Each character with its style and width; a row ends at its last space.
    let cells: Vec<(char, Style, usize)> = line
        .spans
        .iter()
        .flat_map(|s| {
            s.content
                .chars()
                .map(move |c| (c, s.style, Span::raw(c.to_string()).width()))
        })
        .collect();
    let mut rows = Vec::new();
    let mut start = 0;
    while start < cells.len() {
        let (mut end, mut cols, mut space) = (start, 0, None);
        while end < cells.len() && cols + cells[end].2 <= width {
            if cells[end].0 == ' ' && end > start {
                space = Some(end);
            }
            cols += cells[end].2;
            end += 1;
        }
        let cut = match space {
            Some(at) if end < cells.len() => at,
            _ => end.max(start + 1),
        };
        rows.push(styled(&cells[start..cut]));
        start = cut;
        while cells.get(start).is_some_and(|(c, ..)| *c == ' ') {
            start += 1;
        }
    }
    rows
}

/// Characters and their styles as a line of spans.
fn styled(cells: &[(char, Style, usize)]) -> Line<'static> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    for &(c, style, _) in cells {
        match spans.last_mut() {
            Some(last) if last.style == style => last.content.to_mut().push(c),
            _ => spans.push(Span::styled(c.to_string(), style)),
        }
    }
    Line::from(spans)
}

/// A line of words (a legend, a status line): it holds a word of three Latin letters or
/// more (`Zug`, `début`), which a board's coordinates, squares and pieces never do.
fn is_words(line: &Line) -> bool {
    let mut run = 0;
    for c in line.spans.iter().flat_map(|s| s.content.chars()) {
        let latin = c.is_alphabetic() && c <= '\u{24f}';
        run = if latin { run + 1 } else { 0 };
        if run >= 3 {
            return true;
        }
    }
    false
}

/// The board and the move list laid out in `body` as `shape` says, if the whole board
/// (the picture's lines that must show) fits so; `need`: the move list's natural width.
fn place(body: Rect, text: &Text<'static>, shape: Shape, need: u16) -> Option<Placed> {
    let m = Measure::of(text);
    if m.core > body.width {
        return None;
    }
    let rows = |width| m.rows(text, width);
    match shape {
        Shape::Beside => {
            let most = body.width.checked_sub(m.core + 1)?;
            if most < SIDE_MIN {
                return None;
            }
            // The list as wide as it would like (up to SIDE_WANT, the board's lines of
            // words wrapped if they must), else the board as wide as its widest line and
            // the list what is left.
            let wanted = body
                .width
                .saturating_sub(m.full + 1)
                .clamp(need.clamp(SIDE_MIN, SIDE_WANT), need.max(SIDE_MIN))
                .min(most);
            let left = body.width.saturating_sub(m.full + 1).clamp(SIDE_MIN, most);
            [wanted, left].into_iter().find_map(|side| {
                let board = body.width - side - 1;
                (rows(board) <= usize::from(body.height)).then_some(Placed {
                    board: Rect {
                        width: board,
                        ..body
                    },
                    moves: Panel::Beside(Rect {
                        x: body.x + board + 1,
                        width: side,
                        ..body
                    }),
                    fits: true,
                })
            })
        }
        Shape::Below => {
            let must = u16::try_from(rows(body.width)).ok()?;
            let room = body.height.checked_sub(BELOW_MIN)?;
            if must > room {
                return None;
            }
            let all = fitted(text, body.width).height();
            let board = u16::try_from(all).unwrap_or(u16::MAX).clamp(must, room);
            Some(Placed {
                board: Rect {
                    height: board,
                    ..body
                },
                moves: Panel::Below(Rect {
                    y: body.y + board,
                    height: body.height - board,
                    ..body
                }),
                fits: true,
            })
        }
        Shape::Alone => (rows(body.width) <= usize::from(body.height)).then_some(Placed {
            board: body,
            moves: Panel::None,
            fits: true,
        }),
    }
}

/// The digits of the highest ply number of a record (the move list's number column).
fn number_width(steps: &[Step]) -> usize {
    let most = steps.iter().map(|s| s.ply).max().unwrap_or(0);
    most.max(1).to_string().len()
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

/// A ply as the viewer lists it, said in `lang`: who played it, unless the notation
/// already says.
fn played(s: &Step, lang: Lang) -> String {
    let side = s.side.as_ref().map(|m| m.say(lang)).unwrap_or_default();
    if side.is_empty() || s.written.starts_with(&format!("{side} ")) {
        s.written.clone()
    } else {
        message!("viewer-played", side = side, written = &s.written).say(lang)
    }
}

/// How the round ended at step `s`, said in `lang` (empty when it did not end there).
fn result(s: &Step, lang: Lang) -> String {
    s.result.as_ref().map(|m| m.say(lang)).unwrap_or_default()
}

/// The renderer's text (with ANSI colours when it has them) as ratatui text.
pub(super) fn to_text(picture: &str) -> Text<'static> {
    use ansi_to_tui::IntoText;
    picture
        .into_text()
        .unwrap_or_else(|_| Text::from(picture.to_string()))
}
