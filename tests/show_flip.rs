//! `kifu show --flip`: the board from the other side, in every form, for the three board
//! games; Colors of Kasane's table has no sides and says so.

mod common;
use common::{has, ran, run, run_to_file};

#[test]
fn show_flip_draws_rank_one_on_top_in_every_form() {
    for (path, top_plain, top_flipped) in [
        (
            "fixtures/kamisado/book/ex2_opening.kamisado",
            " 8 |",
            " 1 |",
        ),
        ("fixtures/samourai/draw.samourai", "11 ", " 1 "),
        ("fixtures/kaito/book_exchange.kaito", "  6 ", "  1 "),
    ] {
        let first_rank = |args: &[&str]| {
            let (out, _) = run(args, 0);
            out.lines()
                .find(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
                .map(str::to_string)
                .unwrap_or_else(|| panic!("{path}: {out}"))
        };
        let plain = first_rank(&["show", path, "--format", "ascii"]);
        let flipped = first_rank(&["show", path, "--format", "ascii", "--flip"]);
        assert!(plain.starts_with(top_plain), "{path}: {plain}");
        assert!(flipped.starts_with(top_flipped), "{path}: {flipped}");

        let svg = |flip: bool| {
            let mut args = vec!["show", path, "--format", "svg"];
            if flip {
                args.push("--flip");
            }
            ran(&args).0
        };
        let (a, b) = (svg(false), svg(true));
        assert!(b.contains("</svg>"), "{path}: {b}");
        assert_ne!(a, b, "{path}: the SVG is drawn the other way up");
    }
}

#[test]
fn show_flip_on_colors_of_kasane_is_refused_with_a_reason() {
    let (_, err) = run(
        &["show", "fixtures/kasane/games/three_seed1.kasane", "--flip"],
        2,
    );
    has(&err, "no sides");
}

#[test]
fn a_page_made_with_flip_opens_flipped() {
    if !common::web_app() {
        return;
    }
    let ex2 = "fixtures/kamisado/book/ex2_opening.kamisado";
    let (_, html) = run_to_file(&["show", ex2, "--format", "html", "--flip"], "game.html");
    assert!(html.contains("\"flip\":true"), "the page opens flipped");
}

/// `--flip` is refused exactly for the games the registry says have no sides.
#[test]
fn show_flip_is_refused_only_where_the_registry_says_there_are_no_sides() {
    for kind in kifu::GameKind::ALL {
        let info = kind.info();
        let (record, _) = run(&["gen", "--game", info.name, "--seed", "2"], 0);
        let name = format!("g.{}", kind.extension());
        let (_dir, path) = common::scratch(&name, &record);
        if info.has_sides {
            run(&["show", "--flip", &path], 0);
        } else {
            let (_, err) = run(&["show", "--flip", &path], 2);
            has(
                &err,
                &format!("{}'s table has no sides to flip", info.title),
            );
        }
    }
}
