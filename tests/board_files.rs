//! A record never reaches outside its own folder: a Samouraï `[Board "path"]` is read
//! from the record's folder, must stay inside it, must be a small regular file, and a
//! problem with it quotes nothing of the file. `--board FILE` may name any file.

mod common;
use std::fs;
use std::path::Path;

use common::{has, kifu, ran, run, stderr, stdout};

const MOVES: &str = "1. c1-b2 1 taiyo    c11-b10 1 taiyo\n";

/// A record naming `board` in its `[Board]` tag, written as `game.samourai` in `dir`.
fn record_in(dir: &Path, board: &str) -> String {
    let path = dir.join("game.samourai");
    fs::write(
        &path,
        format!("[Game \"Samourai\"]\n[Board \"{board}\"]\n{MOVES}"),
    )
    .expect("write the record");
    path.to_str().expect("UTF-8 path").to_owned()
}

const LINK_OUT: &str = "a link leading out of the record's folder";
const NOT_REGULAR: &str = "it is not a regular file";
const ABSOLUTE: &str = "not by an absolute path";

/// `kifu validate` refuses the board of a record in `dir` that names `board`: exit 1, a
/// `bad-board` error whose message says `why`, and nothing of `secret` quoted.
#[track_caller]
fn refused(dir: &Path, board: &str, why: &str, secret: &str) {
    let o = kifu(&["validate", &record_in(dir, board)]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("samourai::bad-board"), "{err}");
    assert!(err.contains(why), "expected `{why}` in:\n{err}");
    if !secret.is_empty() {
        assert!(!err.contains(secret), "the file is quoted:\n{err}");
        assert!(!stdout(&o).contains(secret), "the file is quoted");
    }
    assert!(err.len() < 4000, "a short report, not the file:\n{err}");
}

/// `kifu validate --board BOARD` on the drawn game.
fn on_draw(board: &str) -> [&str; 4] {
    [
        "validate",
        "--board",
        board,
        "fixtures/samourai/draw.samourai",
    ]
}

#[test]
fn a_board_is_read_from_the_records_folder_whatever_the_current_directory() {
    let dir = tempfile::tempdir().expect("temp dir");
    fs::copy(
        "fixtures/samourai/custom.board",
        dir.path().join("my.board"),
    )
    .expect("copy");
    let record = record_in(dir.path(), "my.board");
    // On the custom board, b10 is blank: Black's reply breaks the symbol rule.
    let (_, err) = run(&["validate", &record], 1);
    has(&err, "samourai::rule::symbol");
    // A file of the current directory with the same name is not the record's.
    refused(
        dir.path(),
        "fixtures/samourai/custom.board",
        "no such file in the record's folder",
        "",
    );
    // The bundled fixture names its board by its own folder.
    run(
        &["validate", "fixtures/samourai/custom_board_tag.samourai"],
        0,
    );
}

#[test]
fn an_absolute_path_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let secret = dir.path().join("secret.txt");
    fs::write(&secret, "root:x:0:0:TOP-SECRET\n").expect("write");
    refused(
        dir.path(),
        secret.to_str().expect("UTF-8"),
        ABSOLUTE,
        "TOP-SECRET",
    );
    refused(dir.path(), "/etc/passwd", ABSOLUTE, "root:");
}

#[test]
fn dot_dot_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let inner = dir.path().join("records");
    fs::create_dir(&inner).expect("mkdir");
    fs::write(dir.path().join("outside.board"), "TOP-SECRET\n").expect("write");
    refused(
        &inner,
        "../outside.board",
        "`..` would lead out of the record's folder",
        "TOP-SECRET",
    );
    refused(
        &inner,
        "sub/../../outside.board",
        "`..` would lead out",
        "TOP-SECRET",
    );
}

#[cfg(unix)]
#[test]
fn a_link_leading_out_is_refused_and_one_inside_is_followed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let inner = dir.path().join("records");
    fs::create_dir(&inner).expect("mkdir");
    let outside = dir.path().join("outside.board");
    fs::copy("fixtures/samourai/custom.board", &outside).expect("copy");
    std::os::unix::fs::symlink(&outside, inner.join("link.board")).expect("symlink");
    refused(&inner, "link.board", LINK_OUT, "");
    // A folder linked from outside is outside as well.
    std::os::unix::fs::symlink(dir.path(), inner.join("up")).expect("symlink");
    refused(&inner, "up/outside.board", LINK_OUT, "");
    // A link to a file inside the folder is fine.
    fs::copy("fixtures/samourai/custom.board", inner.join("real.board")).expect("copy");
    std::os::unix::fs::symlink(inner.join("real.board"), inner.join("alias.board"))
        .expect("symlink");
    let (_, err) = ran(&["validate", &record_in(&inner, "alias.board")]);
    has(&err, "samourai::rule::symbol");
}

#[cfg(unix)]
#[test]
fn a_device_is_refused_without_reading_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    // What a record can reach: a link to the device, which leads out of its folder.
    std::os::unix::fs::symlink("/dev/zero", dir.path().join("zero.board")).expect("symlink");
    refused(dir.path(), "zero.board", LINK_OUT, "");
    // A device node inside the folder (where the system lets us make one) is no regular
    // file: refused before anything is read.
    let node = dir.path().join("node.board");
    let made = std::process::Command::new("mknod")
        .arg(&node)
        .args(["c", "1", "5"])
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if made {
        refused(dir.path(), "node.board", NOT_REGULAR, "");
    }
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_waiting_on_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("pipe.board");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("run mkfifo");
    assert!(made.success());
    refused(dir.path(), "pipe.board", NOT_REGULAR, "");
    // A directory is no board either.
    fs::create_dir(dir.path().join("dir.board")).expect("mkdir");
    refused(dir.path(), "dir.board", NOT_REGULAR, "");
}

#[test]
fn a_huge_file_is_refused_without_reading_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let big = fs::File::create(dir.path().join("big.board")).expect("create");
    big.set_len(1 << 30).expect("a sparse 1 GB file");
    refused(dir.path(), "big.board", "more than a board file can be", "");
}

#[test]
fn a_bad_board_file_is_located_and_counted_not_quoted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let junk: String = (0..11).map(|i| format!("SECRET{i:05}xyz\n")).collect();
    fs::write(dir.path().join("junk.board"), &junk).expect("write");
    refused(
        dir.path(),
        "junk.board",
        "132 problems, the first at line 1, column 2",
        "SECRET",
    );
    // The same file given on the command line is the user's own: its problems are shown
    // in place, a few of them and a count.
    let board = dir.path().join("junk.board");
    // Like a missing --board file: a usage error.
    let (_, err) = run(&on_draw(board.to_str().expect("UTF-8")), 2);
    assert_eq!(err.matches("samourai::bad-board").count(), 6, "{err}");
    assert!(err.contains("more problems (fix these first)"), "{err}");
}

#[test]
fn a_board_given_on_the_command_line_may_be_anywhere_but_is_read_only_so_far() {
    let dir = tempfile::tempdir().expect("temp dir");
    let board = dir.path().join("custom.board");
    fs::copy("fixtures/samourai/custom.board", &board).expect("copy");
    let abs = board.canonicalize().expect("absolute");
    let abs = abs.to_str().expect("UTF-8");
    run(
        &[
            "validate",
            "--board",
            abs,
            "fixtures/samourai/custom_board_tag.samourai",
        ],
        0,
    );
    let big = dir.path().join("big.board");
    fs::File::create(&big)
        .expect("create")
        .set_len(1 << 30)
        .expect("sparse");
    let (_, err) = run(&on_draw(big.to_str().expect("UTF-8")), 2);
    has(&err, "more than 1048576 bytes");
    #[cfg(unix)]
    run(&on_draw("/dev/zero"), 2);
}
