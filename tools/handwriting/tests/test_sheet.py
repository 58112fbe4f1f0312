"""The handwritten sheet's photos are deterministic, the ink goes in the form's cells, and a
record fills the round blocks of as many pages as it needs."""

import os
import pathlib
import subprocess
import sys

import numpy as np
from PIL import Image

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import sheet  # noqa: E402

# Two rows of one round block, as `kifu sheet` draws them (`<rect class="cell">`).
SVG_PAGE = """<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297">
<rect class="cell" data-page="{page}" data-section="1" data-field="number" x="30" y="50" width="5" height="5"/>
""" + "".join(
    f'<rect class="cell" data-page="{{page}}" data-section="1" data-entry="{line}" data-side="{side}" '
    f'data-field="{field}" x="{x0 + dx}" y="{68 + 5.6 * (line - 1)}" width="{w}" height="5.6"/>\n'
    for line in (1, 2)
    for side, x0 in (("black", 22.0), ("white", 105.0))
    for field, dx, w in (("tower", 0, 26), ("direction", 26, 15), ("distance", 41, 15), ("landing", 56, 27))
) + "</svg>"
SVG = SVG_PAGE.format(page=1)

RECORD = {"rounds": [{"number": 1, "first": "black", "fill": None, "moves": [
    {"side": "black", "kind": "move", "tower": "green", "direction": "left", "distance": 1, "landing": "purple"},
    {"side": "white", "kind": "move", "tower": "purple", "direction": "right", "distance": 1, "landing": "orange"},
    {"side": "black", "kind": "blocked", "tower": "orange", "direction": None, "distance": 0, "landing": "red"},
]}]}

DPI = 100


def blank_page():
    ppm = DPI / 25.4
    return Image.new("L", (int(210 * ppm), int(297 * ppm)), 255)


def test_the_form_cells_are_read_from_the_svg():
    cells = sheet.form_cells(SVG)
    assert cells[(1, 1, 2, "white", "distance")] == (146.0, 73.6, 15.0, 5.6)
    assert (1, 1, "number", "") in cells
    assert (2, 1, 2, "white", "distance") in sheet.form_cells(SVG_PAGE.format(page=2))


def test_entries_go_row_by_row_black_left_white_right():
    said, pages = sheet.entries(RECORD)
    said = dict(said)
    assert pages == 1
    assert said[(1, 1, 1, "black", "direction")] == "left"
    assert said[(1, 1, 1, "white", "tower")] == "purple"
    assert said[(1, 1, 2, "black", "direction")] == "blocked"
    assert (1, 1, 2, "black", "distance") not in said
    assert said[(1, 1, "number", "")] == "1"


def test_same_seed_same_photos_and_the_ink_is_in_the_written_cells():
    [a] = sheet.photograph(RECORD, [SVG], [blank_page()], 1_000_003, 5)
    [b] = sheet.photograph(RECORD, [SVG], [blank_page()], 1_000_003, 5)
    [c] = sheet.photograph(RECORD, [SVG], [blank_page()], 1_000_003, 6)
    for x, y in zip(a, b):
        assert np.array_equal(np.asarray(x), np.asarray(y))
    assert not np.array_equal(np.asarray(a[0]), np.asarray(c[0]))
    clean = np.asarray(a[0], np.float32) / 255.0
    ppm = DPI / 25.4

    def ink(rect):
        x, y, w, h = rect
        inner = clean[int((y + 0.8) * ppm):int((y + h - 0.8) * ppm), int((x + 0.8) * ppm):int((x + w - 0.8) * ppm)]
        return float((inner < 0.8).mean())

    cells = sheet.form_cells(SVG)
    said = dict(sheet.entries(RECORD)[0])
    for key, rect in cells.items():
        if key in said:
            assert ink(rect) > 0.003, key
        else:
            # (A neighbour's stroke may cross into a blank cell, a little.)
            assert ink(rect) < 0.02, key
    # The phone photo is the page on a table: bigger than the page, darker at its edges.
    phone = np.asarray(a[1])
    assert phone.shape[0] > clean.shape[0] and phone.shape[1] > clean.shape[1]
    assert phone[:5, :5].mean() < 160


# --- Several pages -------------------------------------------------------------------

COLOURS = ["orange", "blue", "purple", "pink", "yellow", "red", "green", "brown"]
DIRECTIONS = ["straight", "left", "right"]


def a_round(number, plies, first="black", fill="left", score=None):
    """A round of `plies` moves (each its own tower, direction and distance by its index,
    so that a test can tell where each went; the sides alternate from `first`)."""
    sides = ["black", "white"] if first == "black" else ["white", "black"]
    moves = [{"side": sides[i % 2], "kind": "move", "tower": COLOURS[i % 8],
              "direction": DIRECTIONS[i % 3], "distance": i % 7 + 1, "landing": COLOURS[(i + 3) % 8]}
             for i in range(plies)]
    return {"number": number, "first": first, "fill": None if number == 1 else fill, "moves": moves,
            "score": score}


def a_match(*plies):
    """A match of rounds of the given lengths; the score after round n is (n, 0)."""
    return {"rounds": [a_round(n, p, score={"black": n, "white": 0}) for n, p in enumerate(plies, start=1)]}


def test_a_round_longer_than_its_block_goes_on_in_the_next_with_an_empty_header():
    record = {"rounds": [a_round(1, 40, score={"black": 0, "white": 1}),
                         a_round(2, 6, fill="right", score={"black": 1, "white": 1})]}
    said, pages = sheet.entries(record)
    said = dict(said)
    # Round 1: page 1 block 1, plies 0–31 on lines 1–16; plies 32–39 in block 2, lines 1–4.
    assert said[(1, 1, "number", "")] == "1"
    assert said[(1, 1, 16, "white", "tower")] == COLOURS[31 % 8]
    assert said[(1, 2, 1, "black", "tower")] == COLOURS[32 % 8]
    assert said[(1, 2, 1, "black", "direction")] == DIRECTIONS[32 % 3]
    assert said[(1, 2, 1, "black", "distance")] == str(32 % 7 + 1)
    assert said[(1, 2, 4, "white", "landing")] == COLOURS[(39 + 3) % 8]
    assert not any(k[:2] == (1, 2) and len(k) == 5 and k[2] > 4 for k in said)
    # The continued block's header is empty: no number, no fill, no score.
    assert not any(k[:2] == (1, 2) and len(k) == 4 for k in said)
    # Round 2 starts at the top of the next block: page 2, block 1, with its header.
    assert said[(2, 1, "number", "")] == "2"
    assert said[(2, 1, "fill", "right")] == "tick"
    assert said[(2, 1, "score", "black")] == "0" and said[(2, 1, "score", "white")] == "1"
    assert said[(2, 1, 1, "black", "tower")] == COLOURS[0]
    assert said[(2, 1, 3, "white", "landing")] == COLOURS[(5 + 3) % 8]
    assert pages == 2
    # Every move written once: tower, landing, direction and distance of 46 moves, two
    # headers (round 1: its number; round 2: number, fill, two scores).
    assert len(said) == 46 * 4 + 1 + 4


def test_a_round_that_starts_with_white_holds_31_moves_in_its_block():
    said, pages = sheet.entries({"rounds": [a_round(1, 32, first="white")]})
    said = dict(said)
    assert said[(1, 1, 1, "white", "tower")] == COLOURS[0]
    assert (1, 1, 1, "black", "tower") not in said
    assert said[(1, 1, 16, "black", "tower")] == COLOURS[29 % 8]
    assert said[(1, 1, 16, "white", "tower")] == COLOURS[30 % 8]
    # The 32nd move (Black's, ply 32) is line 1 of the next block, alone there.
    assert said[(1, 2, 1, "black", "tower")] == COLOURS[31 % 8]
    assert [k for k in said if k[:2] == (1, 2)] == [(1, 2, 1, "black", f) for f in
                                                     ("tower", "direction", "distance", "landing")]
    assert pages == 1
    # 31 moves and a white first fit one block.
    assert sheet.entries({"rounds": [a_round(1, 31, first="white"), a_round(2, 3)]})[1] == 1
    assert dict(sheet.entries({"rounds": [a_round(1, 31, first="white"), a_round(2, 3)]})[0])[
        (1, 2, "number", "")] == "2"


def test_the_rounds_of_a_match_fill_the_blocks_page_by_page():
    # Five short rounds: blocks 1–5, three pages.
    said, pages = sheet.entries(a_match(12, 15, 7, 22, 30))
    assert pages == 3
    said = dict(said)
    for n, (page, section) in enumerate([(1, 1), (1, 2), (2, 1), (2, 2), (3, 1)], start=1):
        assert said[(page, section, "number", "")] == str(n)
        assert said[(page, section, 1, "black", "tower")] == COLOURS[0]
        if n > 1:  # the score before the round
            assert said[(page, section, "score", "black")] == str(n - 1)
            assert said[(page, section, "fill", "left")] == "tick"
    assert not any(k[:2] == (3, 2) for k in said)
    assert said[(2, 2, 11, "white", "tower")] == COLOURS[21 % 8]
    assert said[(3, 1, 15, "white", "tower")] == COLOURS[29 % 8]
    # The keys are in reading order: pages, then blocks.
    keys = [k[:2] for k, _ in sheet.entries(a_match(12, 15, 7, 22, 30))[0]]
    assert keys == sorted(keys)
    # Four rounds: two pages; one of them longer than a block: three.
    assert sheet.entries(a_match(10, 17, 17, 19))[1] == 2
    assert sheet.entries(a_match(25, 36, 8, 13))[1] == 3
    assert sheet.entries(a_match(25, 36, 8))[1] == 2
    assert sheet.entries(a_match(32, 33))[1] == 2
    assert sheet.entries(a_match(33))[1] == 1


# A whole page of `kifu sheet`'s shape: two round blocks of 16 lines, each with its header
# (number, fill left and right, score black and white).
def full_page(page):
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297">']

    def cell(x, y, w, h, **data):
        attrs = " ".join(f'data-{k}="{v}"' for k, v in data.items())
        out.append(f'<rect class="cell" data-page="{page}" {attrs} x="{x}" y="{y}" width="{w}" height="{h}"/>')

    for section, top in ((1, 20.0), (2, 152.0)):
        cell(30, top, 5, 5, section=section, field="number")
        cell(50, top + 0.7, 3.6, 3.6, section=section, value="left", field="fill")
        cell(77, top + 0.7, 3.6, 3.6, section=section, value="right", field="fill")
        cell(123, top, 5, 5, section=section, side="black", field="score")
        cell(144, top, 5, 5, section=section, side="white", field="score")
        for line in range(1, 17):
            for side, x0 in (("black", 20.0), ("white", 106.0)):
                for field, dx, w in (("tower", 0, 26), ("direction", 26, 15), ("distance", 41, 15),
                                     ("landing", 56, 27)):
                    cell(x0 + dx, round(top + 10 + 7.0 * (line - 1), 2), w, 7.0, section=section, entry=line,
                         side=side, field=field)
    return "\n".join(out + ["</svg>"])


def ink_in(clean, rect, dpi=DPI):
    ppm = dpi / 25.4
    x, y, w, h = rect
    inner = clean[int((y + 0.8) * ppm):int((y + h - 0.8) * ppm), int((x + 0.8) * ppm):int((x + w - 0.8) * ppm)]
    return float((inner < 0.8).mean())


def assert_written_where_said(pictures, svgs, record, dpi=DPI):
    """Each page's clean scan has ink in the cells `entries` writes on it, none elsewhere."""
    said = dict(sheet.entries(record)[0])
    for number, ((clean, _), svg) in enumerate(zip(pictures, svgs), start=1):
        clean = np.asarray(clean, np.float32) / 255.0
        for key, rect in sheet.form_cells(svg).items():
            assert key[0] == number
            if key in said:
                assert ink_in(clean, rect, dpi) > 0.003, key
            else:
                assert ink_in(clean, rect, dpi) < 0.02, key


def test_a_match_is_written_on_its_pages_one_writer_each_page_its_camera():
    record = a_match(9, 40, 6)  # page 1: round 1, round 2 (plies 0–31); page 2: round 2 goes on, round 3
    svgs = [full_page(1), full_page(2)]
    pictures = sheet.photograph(record, svgs, [blank_page(), blank_page()], 1_000_011, 2)
    assert len(pictures) == 2
    assert_written_where_said(pictures, svgs, record)
    # The same again.
    again = sheet.photograph(record, svgs, [blank_page(), blank_page()], 1_000_011, 2)
    for page, other in zip(pictures, again):
        for x, y in zip(page, other):
            assert np.array_equal(np.asarray(x), np.asarray(y))
    # Each page its own camera: the blank margin's noise differs from page to page.
    top = [np.asarray(clean)[:30] for clean, _ in pictures]
    assert not np.array_equal(top[0], top[1])
    # A record that fits page 1: page 1's pictures are those of the one-page sheet; page 2
    # is left blank.
    one = sheet.photograph(RECORD, [SVG], [blank_page()], 1_000_003, 5)
    two = sheet.photograph(RECORD, [SVG, SVG_PAGE.format(page=2)], [blank_page(), blank_page()], 1_000_003, 5)
    for x, y in zip(one[0], two[0]):
        assert np.array_equal(np.asarray(x), np.asarray(y))
    assert (np.asarray(two[1][0]) > 200).all()


def test_too_few_pages_or_pages_out_of_order_are_refused():
    import pytest

    record = a_match(9, 10, 6)
    with pytest.raises(ValueError, match="needs 2 pages"):
        sheet.photograph(record, [full_page(1)], [blank_page()], 1_000_011, 2)
    with pytest.raises(ValueError, match="page 1's SVG"):
        sheet.photograph(record, [full_page(2), full_page(1)], [blank_page(), blank_page()], 1_000_011, 2)


def test_page_and_output_paths_follow_kifu_sheets_names(tmp_path):
    assert sheet.page_paths(tmp_path / "s.svg", 2) == [tmp_path / "s-1.svg", tmp_path / "s-2.svg"]
    assert sheet.page_paths(tmp_path / "s-1.svg", 2) == [tmp_path / "s-1.svg", tmp_path / "s-2.svg"]
    assert sheet.page_paths(tmp_path / "s.svg", 1) == [tmp_path / "s.svg"]
    (tmp_path / "s-1.svg").write_text("")  # only page 1 of a several-page sheet is there
    assert sheet.page_paths(tmp_path / "s.svg", 1) == [tmp_path / "s-1.svg"]
    assert sheet.out_paths("d/clean.png", 1, "png") == [pathlib.Path("d/clean.png")]
    assert sheet.out_paths("d/clean.png", 2, "png") == [pathlib.Path("d/clean-1.png"), pathlib.Path("d/clean-2.png")]
    assert sheet.out_paths("d/phone", 1, "jpg") == [pathlib.Path("d/phone-1.jpg")]


def kifu_binary():
    root = pathlib.Path(__file__).resolve().parents[3]
    for path in (os.environ.get("KIFU"), root / "target" / "debug" / "kifu", root / "target" / "release" / "kifu"):
        if path and pathlib.Path(path).is_file():
            return str(path)
    return None


def test_kifus_two_page_sheet_is_written_on_both_pages(tmp_path):
    import pytest

    kifu = kifu_binary()
    if kifu is None:
        pytest.skip("no kifu binary (KIFU, target/debug/kifu or target/release/kifu)")
    run = lambda *args: subprocess.run([kifu, "sheet", "--pages", "2", *args], check=True)  # noqa: E731
    run("-o", str(tmp_path / "sheet.svg"))
    run("--format", "png", "--dpi", str(DPI), "-o", str(tmp_path / "sheet.png"))
    svgs = [p.read_text() for p in sheet.page_paths(tmp_path / "sheet.svg", 2)]
    pngs = [Image.open(p) for p in sheet.page_paths(tmp_path / "sheet.png", 2)]
    record = a_match(12, 15, 20)
    pictures = sheet.photograph(record, svgs, pngs, 1_000_036, 1)
    assert len(pictures) == 2
    assert_written_where_said(pictures, svgs, record)
    said = dict(sheet.entries(record)[0])
    assert said[(2, 1, "number", "")] == "3" and (2, 2, "number", "") not in said
