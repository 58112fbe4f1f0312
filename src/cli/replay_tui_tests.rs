//! `kifu replay` screens as a player sees them: keys pressed on the viewer, the screen
//! drawn on ratatui's TestBackend and kept as insta snapshots.

use super::replay::{Flow, Viewer};
use super::viewer::load;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use kifu::Game;
use kifu::{DiagramFormat, GameKind, Lang, Message, message};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The screen `s` against `tests/snapshots/replay_tui__{name}.snap` (these tests live in
/// the binary, which holds the command line, and keep the snapshots of the other tests).
fn snap(name: impl std::fmt::Display, s: impl std::fmt::Display) {
    insta::with_settings!({
        snapshot_path => concat!(env!("CARGO_MANIFEST_DIR"), "/tests/snapshots"),
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_snapshot!(format!("replay_tui__{name}"), s.to_string());
    });
}

fn game(name: &str) -> &'static dyn Game {
    GameKind::from_name(name).expect(name).engine()
}

/// The viewer of the record at `path`, in English (as `--lang en` asks: the screens of
/// these tests do not depend on the sheet's language nor on the locale).
fn open(path: &str) -> Viewer<'static> {
    open_in(path, Some(Lang::En))
}

/// The viewer of the record at `path`, in `lang`, else in the sheet's language.
fn open_in(path: &str, lang: Option<Lang>) -> Viewer<'static> {
    let text = std::fs::read_to_string(path).expect(path);
    let ext = path.rsplit('.').next().unwrap();
    let g = game(ext);
    let mut views = load(g, path, &text);
    for v in views.iter_mut().filter(|_| lang.is_some()) {
        v.lang = lang.unwrap_or(v.lang);
    }
    Viewer::new(g, views, DiagramFormat::Ascii)
}

/// The viewer of the record at `path` after these keys.
fn open_at(path: &str, keys: &[KeyCode]) -> Viewer<'static> {
    let mut v = open(path);
    press(&mut v, keys);
    v
}

fn press(v: &mut Viewer, keys: &[KeyCode]) -> Flow {
    let mut flow = Flow::Continue;
    for &k in keys {
        flow = v.key(KeyEvent::new(k, KeyModifiers::NONE));
    }
    flow
}

fn screen(v: &Viewer, width: u16, height: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(width, height)).unwrap();
    t.draw(|f| v.draw(f)).unwrap();
    t.backend().to_string()
}

use KeyCode::*;

#[test]
fn kamisado_steps_ply_by_ply_and_round_by_round() {
    let mut v = open_at(
        "fixtures/kamisado/valid/standard_fr_words.kamisado",
        &[Right, Right, Right],
    );
    let s = screen(&v, 120, 48);
    assert!(s.contains("Round 1, ply 3"), "{s}");
    snap("kamisado_round1_ply3", &s);
    press(&mut v, &[Down]);
    let s = screen(&v, 120, 48);
    assert!(s.contains("Round 2, start"), "{s}");
    press(&mut v, &[Right, Up]);
    assert!(screen(&v, 120, 48).contains("Round 2, start"));
    press(&mut v, &[Up]);
    assert!(screen(&v, 120, 48).contains("Round 1, start"));
    press(&mut v, &[End, Left, Home]);
    assert_eq!(v.step, 0);
    assert_eq!(press(&mut v, &[Char('q')]), Flow::Quit);
}

#[test]
fn g_then_a_number_goes_to_that_ply_of_the_round() {
    let mut v = open_at(
        "fixtures/kamisado/valid/standard_fr_words.kamisado",
        &[Char('g'), Char('5')],
    );
    assert!(screen(&v, 120, 48).contains("go to ply: 5"));
    press(&mut v, &[Enter]);
    assert!(screen(&v, 120, 48).contains("Round 1, ply 5"));
    press(&mut v, &[Char('g'), Char('9'), Char('9'), Char('9'), Enter]);
    let s = screen(&v, 120, 48);
    assert!(
        s.contains("Round 1, ply 5"),
        "an impossible ply does not move: {s}"
    );
    assert!(s.contains("this round goes from ply 0 to"), "{s}");
}

#[test]
fn a_sheet_with_a_mistake_replays_up_to_it_and_shows_the_diagnostic_there() {
    let mut v = open_at("fixtures/kamisado/rules/err_must_pass.kamisado", &[End]);
    let s = screen(&v, 120, 60);
    assert!(s.contains("the record stops here"), "{s}");
    assert!(s.contains("err_must_pass.kamisado:"), "{s}");
    snap("kamisado_mistake_at_end", &s);
    press(&mut v, &[Home]);
    let s = screen(&v, 120, 60);
    assert!(!s.contains("the record stops here"), "{s}");
    assert!(
        s.contains("a mistake stops the record at round 1, ply 1 (End goes there)"),
        "said from the start: {s}"
    );
}

#[test]
fn help_opens_with_a_question_mark_and_any_key_closes_it() {
    let mut v = open_at(
        "fixtures/kamisado/valid/simple_en_arrows.kamisado",
        &[Char('?')],
    );
    let s = screen(&v, 120, 40);
    snap("help", &s);
    assert!(s.contains("go to ply N of this round"));
    press(&mut v, &[Right]);
    assert!(!v.help);
    assert_eq!(v.step, 0, "the key that closes the help does nothing else");
    assert_eq!(press(&mut v, &[Esc]), Flow::Quit);
}

#[test]
fn a_file_of_several_records_opens_on_a_picker() {
    let text = std::fs::read_to_string("fixtures/kamisado/valid/simple_en_arrows.kamisado")
        .unwrap()
        .replace("[Event ", "[Event_ ");
    let both = format!(
        "{}\n{}",
        text,
        std::fs::read_to_string("fixtures/kamisado/valid/standard_de_words.kamisado").unwrap()
    );
    let g = game("kamisado");
    let mut v = Viewer::new(g, load(g, "two.kamisado", &both), DiagramFormat::Ascii);
    assert!(v.picking);
    let s = screen(&v, 120, 40);
    snap("picker", &s);
    press(&mut v, &[Down, Enter]);
    assert!(!v.picking);
    assert_eq!(v.record, 1);
    press(&mut v, &[Char('p'), Up, Enter]);
    assert_eq!(v.record, 0);
}

#[test]
fn every_game_is_drawn_by_its_own_renderer() {
    for (path, word) in [
        ("fixtures/samourai/draw.samourai", "Round 1, ply 2"),
        ("fixtures/kaito/win_last_katana.kaito", "Round 1, ply 2"),
        ("fixtures/kasane/games/three_seed1.kasane", "Round 1, ply 2"),
        (
            "fixtures/kamisado/book/ex2_opening.kamisado",
            "Round 1, ply 2",
        ),
    ] {
        let v = open_at(path, &[Right, Right]);
        let s = screen(&v, 120, 60);
        assert!(s.contains(word), "{path}: {s}");
        let name = path.rsplit('/').next().unwrap();
        snap(format!("game_{name}"), &s);
    }
}

#[test]
fn the_terminal_picture_keeps_its_colours() {
    let path = "fixtures/kamisado/book/ex2_opening.kamisado";
    let text = std::fs::read_to_string(path).unwrap();
    let g = game("kamisado");
    let mode = kifu::ColorMode::Ansi256;
    let v = Viewer::new(g, load(g, path, &text), DiagramFormat::Terminal(mode));
    let mut t = Terminal::new(TestBackend::new(120, 48)).unwrap();
    t.draw(|f| v.draw(f)).unwrap();
    let coloured = t
        .backend()
        .buffer()
        .content()
        .iter()
        .filter(|c| c.bg != ratatui::style::Color::Reset)
        .count();
    assert!(
        coloured > 500,
        "the board's squares are coloured: {coloured} cells"
    );
}

#[test]
fn f_flips_the_board_and_f_again_turns_it_back() {
    let mut v = open_at(
        "fixtures/kamisado/valid/standard_fr_words.kamisado",
        &[Right],
    );
    let before = screen(&v, 120, 48);
    let row = |s: &str, label: &str| s.find(label).unwrap_or_else(|| panic!("{label}: {s}"));
    assert!(row(&before, " 8 |") < row(&before, " 1 |"), "{before}");
    press(&mut v, &[Char('f')]);
    assert!(v.flip);
    let s = screen(&v, 120, 48);
    assert!(row(&s, " 1 |") < row(&s, " 8 |"), "rank 1 on top: {s}");
    assert!(
        s.contains("Round 1, ply 1: ") && s.contains("· flipped"),
        "{s}"
    );
    snap("kamisado_flipped", &s);
    press(&mut v, &[Right, Left]);
    assert_eq!(screen(&v, 120, 48), s, "stepping keeps the board flipped");
    press(&mut v, &[Char('f')]);
    assert_eq!(screen(&v, 120, 48), before);
}

#[test]
fn f_on_colors_of_kasane_says_the_table_has_no_sides() {
    let mut v = open_at("fixtures/kasane/games/three_seed1.kasane", &[Right]);
    press(&mut v, &[Char('f')]);
    assert!(!v.flip);
    let s = screen(&v, 120, 60);
    assert!(s.contains("Colors of Kasane's table has no sides"), "{s}");
    // Nor does the help offer it.
    press(&mut v, &[Char('?')]);
    let s = screen(&v, 120, 60);
    assert!(s.contains("go to ply N of this round"), "{s}");
    assert!(!s.contains("flip the board"), "{s}");
}

#[test]
fn a_diagnostic_is_wrapped_to_the_board_width_not_cut() {
    let v = open_at("fixtures/kamisado/rules/err_must_pass.kamisado", &[End]);
    // The board column is 100 - 42 = 58 wide: the help must be there in full.
    let s = screen(&v, 100, 70);
    let wide = v.view().diagnostic_at(200);
    let help = wide
        .lines()
        .find_map(|l| l.trim().strip_prefix("help:"))
        .expect("the diagnostic has a help")
        .to_string();
    let screen_words: String = s.split_whitespace().collect::<Vec<_>>().join(" ");
    for word in help.split_whitespace() {
        assert!(screen_words.contains(word), "{word} is cut off: {s}");
    }
    assert!(
        help.len() > 58 - 10,
        "the help is long enough to need wrapping: {help}"
    );
}

/// The text of a picture without its colours, line by line, the spaces at the ends off.
fn plain_lines(picture: &str) -> Vec<String> {
    super::replay::to_text(picture)
        .lines
        .iter()
        .map(|l| {
            let text: String = l.spans.iter().map(|s| s.content.as_ref()).collect();
            text.trim_end().to_string()
        })
        .collect()
}

/// The lines of a picture that make its board: Kamisado's and Samouraï's from the files
/// line down to the files line again, Kaitō's files and six ranks, Colors of Kasane's
/// whole table (round, grid, every player, the combination cards).
fn board_lines(path: &str, picture: &str) -> Vec<String> {
    let lines = plain_lines(picture);
    match path.rsplit('.').next() {
        Some("kasane") => lines.into_iter().filter(|l| !l.trim().is_empty()).collect(),
        Some("kaito") => lines[..7].to_vec(),
        _ => {
            let again = lines[1..].iter().position(|l| *l == lines[0]).unwrap() + 1;
            lines[..=again].to_vec()
        }
    }
}

/// The screen's rows, without the quotes TestBackend puts around them.
fn rows(screen: &str) -> Vec<String> {
    screen
        .lines()
        .map(|r| r.trim_matches('"').to_string())
        .collect()
}

/// What the bordered box titled `title` holds, its rows' words joined by single spaces.
fn panel(screen: &str, title: &str) -> Option<String> {
    let rows = rows(screen);
    let top = rows
        .iter()
        .position(|r| r.contains(&format!("┌ {title} ")))?;
    let left = rows[top].chars().position(|c| c == '┌')?;
    let mut words = Vec::new();
    for row in &rows[top + 1..] {
        let inner: String = row
            .chars()
            .skip(left + 1)
            .take_while(|&c| c != '│')
            .collect();
        if row.chars().nth(left) == Some('└') {
            break;
        }
        words.extend(inner.split_whitespace().map(str::to_string));
    }
    Some(words.join(" "))
}

const FOUR_GAMES: [&str; 4] = [
    "fixtures/kamisado/book/ex2_opening.kamisado",
    "fixtures/samourai/draw.samourai",
    "fixtures/kaito/win_last_katana.kaito",
    "fixtures/kasane/book/examples.kasane",
];

#[test]
fn the_whole_board_and_the_current_move_show_at_80x24_and_at_120x40() {
    let ansi = DiagramFormat::Terminal(kifu::ColorMode::Ansi256);
    for path in FOUR_GAMES {
        let text = std::fs::read_to_string(path).unwrap();
        let g = game(path.rsplit('.').next().unwrap());
        for format in [ansi, DiagramFormat::Ascii] {
            let mut v = Viewer::new(g, load(g, path, &text), format);
            press(&mut v, &[Right, Right]);
            let step = &v.view().steps[2];
            let now =
                |row: &String| row.starts_with("Round 1, ply 2: ") && row.contains(&step.written);
            for (width, height) in [(80, 24), (120, 40)] {
                let s = screen(&v, width, height);
                let shown = rows(&s);
                let whole = |compact: bool| {
                    let view = kifu::View {
                        format,
                        flip: false,
                        compact,
                        lang: v.view().lang,
                    };
                    let pictures = v.view().pictures(view).unwrap();
                    board_lines(path, &pictures[2])
                        .iter()
                        .all(|line| shown.iter().any(|row| row.starts_with(line.as_str())))
                };
                assert!(
                    whole(false) || whole(true),
                    "{path} {format:?} at {width}x{height}: the board is cut\n{s}"
                );
                assert!(shown.iter().any(now), "{path}: the current move\n{s}");
                assert!(!s.contains("enlarge the terminal"), "{path}\n{s}");
                // The move list is there, except on the plain Kamisado board at 80×24:
                // 71 columns of board leave no room for it.
                let plain_kamisado = format == DiagramFormat::Ascii && path.ends_with("kamisado");
                if width == 120 || !plain_kamisado {
                    let moves = panel(&s, "Moves").unwrap_or_else(|| panic!("{path}\n{s}"));
                    assert!(moves.contains(&step.written), "{path}: {moves}\n{s}");
                }
            }
        }
    }
}

#[test]
fn colors_of_kasane_entries_are_never_cut() {
    let v = open("fixtures/kasane/book/examples.kasane");
    for (width, height) in [(120, 40), (80, 24)] {
        let s = screen(&v, width, height);
        let moves = panel(&s, "Moves").unwrap_or_else(|| panic!("{s}"));
        // Every entry of round 1 in view (it is from the start) is there whole.
        let mut seen = 0;
        for step in v.view().steps.iter().filter(|s| s.round == 1 && s.ply > 0) {
            let first = step.written.split(' ').next().unwrap();
            if moves.contains(&format!("{}. {first} ", step.ply)) {
                let entry = format!("{}. {}", step.ply, step.written);
                assert!(moves.contains(&entry), "{entry} at {width}x{height}:\n{s}");
                seen += 1;
            }
        }
        assert!(
            seen >= 10,
            "{seen} entries in view at {width}x{height}:\n{s}"
        );
    }
    let long = "10. Ben 2 (6) : Jyougen no Tsuki 8 7 6 = 3";
    assert!(panel(&screen(&v, 120, 40), "Moves").unwrap().contains(long));
}

#[test]
fn the_move_list_says_how_each_round_ended_in_every_game() {
    for (path, results) in [
        (
            "fixtures/kamisado/valid/standard_fr_words.kamisado",
            &[
                "White wins the round (home row), 1 point · Black 0 – White 1",
                "· White wins the match",
            ][..],
        ),
        (
            "fixtures/samourai/draw.samourai",
            &["Draw: Red could only put Black in iki zumari while 3 of their samurai are on shiro"],
        ),
        (
            "fixtures/kaito/win_last_katana.kaito",
            &["Black wins: Red lost their last Katana"],
        ),
        (
            "fixtures/kasane/games/three_seed1.kasane",
            &[
                "Round 1 over · Aiko 1, Ben 1, Chie 2 points",
                "Game over · Aiko wins (Aiko 13, Ben 8, Chie 9)",
            ],
        ),
    ] {
        let v = open(path);
        let lang = v.view().lang;
        let everything: Vec<String> = v
            .view()
            .steps
            .iter()
            .filter_map(|s| s.result.as_ref())
            .map(|m| m.say(lang))
            .collect();
        for result in results {
            assert!(
                everything.iter().any(|r| r.contains(result)),
                "{path}: {result} in {everything:?}"
            );
        }
        // On the screen, under the ply that ended the round.
        let mut v = v;
        let last = v.view().steps.len() - 1;
        press(&mut v, &[End]);
        let s = screen(&v, 120, 50);
        let moves = panel(&s, "Moves").unwrap();
        let said = v.view().steps[last].result.as_ref().map(|m| m.say(lang));
        let said = said.unwrap_or_default();
        assert!(!said.is_empty(), "{path}");
        let words = said.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(moves.contains(&words), "{path}: {said}\n{s}");
    }
}

#[test]
fn any_terminal_size_draws_without_a_panic() {
    let ansi = DiagramFormat::Terminal(kifu::ColorMode::Ansi256);
    let mistake = "fixtures/kamisado/rules/err_must_pass.kamisado";
    for path in FOUR_GAMES.into_iter().chain([mistake]) {
        let text = std::fs::read_to_string(path).unwrap();
        let g = game(path.rsplit('.').next().unwrap());
        for format in [ansi, DiagramFormat::Ascii] {
            let mut v = Viewer::new(g, load(g, path, &text), format);
            for keys in [&[Right][..], &[End], &[Char('?')]] {
                press(&mut v, keys);
                for (width, height) in [(1, 1), (12, 4), (30, 10), (50, 16), (79, 23), (200, 60)] {
                    let s = screen(&v, width, height);
                    assert_eq!(s.lines().count(), usize::from(height), "{path}");
                }
            }
        }
    }
}

/// `--record N` opens the viewer on record N (at `--round`/`--ply` when given); a point
/// of a file of several records without it is a usage error that lists them.
#[test]
fn a_record_of_several_is_chosen_by_number() {
    use super::record::{PointArgs, Which};
    let path = "two.kamisado";
    let text = "[Game \"Kamisado\"]\n[Black \"Ann\"]\n[White \"Bo\"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n\n[Game \"Kamisado\"]\n1. Red ↑4 Green\n";
    let g = game("kamisado");
    let point = |record, ply| PointArgs {
        input: path.into(),
        which: Which {
            record,
            round: None,
            ply,
        },
        lang: Default::default(),
    };
    let open = |p: &PointArgs| {
        super::replay::opened(g, path, text, load(g, path, text), p, DiagramFormat::Ascii)
    };
    // No point asked: the record picker.
    let v = open(&point(None, None)).expect("opens");
    assert!(v.picking);
    // Record 1 at ply 2 (its second step after the start).
    let v = open(&point(Some(1), Some(2))).expect("opens");
    assert!(!v.picking);
    assert_eq!((v.record, v.step), (0, 2));
    // Record 2 at its start.
    let v = open(&point(Some(2), None)).expect("opens");
    assert_eq!((v.record, v.step), (1, 0));
    // A point without a record number: which record is not guessed.
    match open(&point(None, Some(1))) {
        Err(super::CliError::Said(m)) => {
            let m = m.to_string();
            assert!(m.contains("holds 2 records"), "{m}");
            assert!(m.contains("1. Ann – Bo: unfinished"), "{m}");
            assert!(
                m.contains("2. players not named: result not checked"),
                "{m}"
            );
        }
        _ => panic!("a usage error"),
    }
    // A record number past the last: a usage error, said in the catalogue's words.
    assert!(matches!(
        open(&point(Some(3), None)),
        Err(super::CliError::Said(_))
    ));
}

/// The screen's words joined by single spaces (a line wrapped over rows reads whole).
fn words(screen: &str) -> String {
    rows(screen)
        .iter()
        .flat_map(|r| r.split_whitespace())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Issue 33: a French sheet is viewed in French, a German one in German (the status line,
/// the panels, the key hints, the help), and at 80×24 nothing of it is cut.
#[test]
fn a_french_sheet_is_viewed_in_french_and_a_german_one_in_german_at_80x24() {
    let cases = [
        (
            "fixtures/kamisado/rules/err_missing_pass_fr.kamisado",
            Lang::Fr,
            ["Manche 1, début", "Coups", "une erreur arrête la partie"],
            "la partie s'arrête ici (voir le diagnostic)",
        ),
        (
            "fixtures/kamisado/rules/err_missing_pass_de.kamisado",
            Lang::De,
            ["Runde 1, Anfang", "Züge", "ein Fehler beendet die Partie"],
            "die Partie endet hier (siehe die Meldung)",
        ),
    ];
    for (path, lang, said, stops) in cases {
        let mut v = open_in(path, None);
        assert_eq!(v.view().lang, lang, "{path}: the sheet's language");
        // At 120×40 the move list shows beside the board, its title in the language.
        let s = screen(&v, 120, 40);
        assert!(
            panel(&s, said[1]).is_some(),
            "{path}: {:?} in\n{s}",
            said[1]
        );
        let s = screen(&v, 80, 24);
        let all = words(&s);
        for w in [said[0], said[2]] {
            assert!(all.contains(w), "{path}: {w:?} in\n{s}");
        }
        // The viewer's own English words (the picture's caption is the game renderer's).
        for english in ["start", "Moves", "Tags", "quit", "keys", "mistake", "stops"] {
            assert!(
                !all.split(' ').any(|w| w == english),
                "{path}: {english:?} in\n{s}"
            );
        }
        // The status line says where the replay stops, whole (wrapped, never cut).
        let stop = v.view().steps.last().unwrap();
        let status = message!("viewer-stops-at", round = stop.round, ply = stop.ply).say(lang);
        assert!(all.contains(&status), "{path}: {status:?} in\n{s}");
        press(&mut v, &[End]);
        let s = screen(&v, 80, 24);
        assert!(words(&s).contains(stops), "{path}: {stops:?} in\n{s}");
        // The help, every line of it whole.
        press(&mut v, &[Char('?')]);
        let s = screen(&v, 80, 24);
        let all = words(&s);
        for id in super::replay::HELP {
            let line = Message::new(id).say(lang);
            let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(all.contains(&line), "{path}: {line:?} in\n{s}");
        }
        let title = Message::new("viewer-help-title").say(lang);
        assert!(all.contains(&title), "{path}: {title:?} in\n{s}");
    }
}

/// Issue 33: the diagnostic panel labels the help in the sheet's language, as the
/// command line's report does (`aide :`, `Hilfe:`), never miette's `help:`.
#[test]
fn the_diagnostic_panel_labels_the_help_in_the_sheet_s_language() {
    let cases = [
        (
            "fixtures/kamisado/rules/err_missing_pass_fr.kamisado",
            "aide :",
        ),
        (
            "fixtures/kamisado/rules/err_missing_pass_de.kamisado",
            "Hilfe:",
        ),
        ("fixtures/kamisado/rules/err_must_pass.kamisado", "help:"),
    ];
    for (path, label) in cases {
        let mut v = open_in(path, None);
        press(&mut v, &[End]);
        let s = screen(&v, 120, 60);
        assert!(s.contains(label), "{path}: {label:?} in\n{s}");
        if label != "help:" {
            assert!(!s.contains("help:"), "{path}: \"help:\" in\n{s}");
        }
    }
}
