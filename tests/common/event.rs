//! The event the tests of `kifu event` and `kifu site` share: the folder of issue #35,
//! 40 generated Kamisado matches between 8 players and the copies planted beside them.

use kifu::{GameKind, Lang, NotationRequest, OpenOptions, Variant};

use super::write;

/// The folder of the issue: 40 matches between 8 players, each in its own file, and the
/// copies planted beside them.
pub struct Folder {
    pub dir: tempfile::TempDir,
}

pub const PLAYERS: [&str; 8] = [
    "Aiko", "Ben", "Chloé", "Dai", "Emma", "Farid", "Gus", "Hana",
];

pub fn folder() -> Folder {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut pairs = Vec::new();
    for i in 0..8 {
        for j in i + 1..8 {
            pairs.push((i, j));
        }
    }
    for n in 0..40 {
        let (i, j) = pairs[(n * 5) % pairs.len()];
        let (i, j) = if n % 2 == 0 { (i, j) } else { (j, i) };
        let text = kifu::generate(GameKind::Kamisado, Variant::Standard, 100 + n as u64, 1)
            .expect("generated")
            .replace("[Black \"Random\"]", &format!("[Black \"{}\"]", PLAYERS[i]))
            .replace("[White \"Random\"]", &format!("[White \"{}\"]", PLAYERS[j]));
        write(dir.path(), &format!("m{:02}.kamisado", n + 1), &text);
    }
    let read = |n: &str| std::fs::read_to_string(dir.path().join(n)).expect("read");
    // The other player's sheet of match 3, in French.
    let m03 = read("m03.kamisado");
    let opened = kifu::open(GameKind::Kamisado, &m03, &OpenOptions::new()).expect("open");
    let french = NotationRequest {
        lang: Some(Lang::Fr),
        style: None,
    };
    write(dir.path(), "sheets/m03-white.kamisado", &{
        std::fs::create_dir_all(dir.path().join("sheets")).expect("dir");
        opened.records()[0].write(french).expect("written")
    });
    // Match 5 typed halfway.
    let m05 = read("m05.kamisado");
    let lines: Vec<&str> = m05.lines().collect();
    write(
        dir.path(),
        "sheets/m05-half.kamisado",
        &(lines[..lines.len() / 2].join("\n") + "\n"),
    );
    // Match 7's other sheet, with a mistake two thirds of the way.
    let m07 = read("m07.kamisado");
    let wrong = miswrite(&m07);
    write(dir.path(), "sheets/m07-black.kamisado", &wrong);
    Folder { dir }
}

/// The record with one entry of its later part changed so that it does not replay.
pub fn miswrite(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    for at in (lines.len() * 2 / 3..lines.len()).rev() {
        for (from, to) in [("↑", "↓"), ("↖", "↘"), ("↗", "↙")] {
            if !lines[at].contains(from) {
                continue;
            }
            let mut changed: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            changed[at] = lines[at].replacen(from, to, 1);
            let changed = changed.join("\n") + "\n";
            let opened = kifu::open(GameKind::Kamisado, &changed, &OpenOptions::new()).unwrap();
            if !opened.records()[0].is_valid() {
                return changed;
            }
        }
    }
    panic!("no entry to change")
}
