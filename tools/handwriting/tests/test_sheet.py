"""The handwritten sheet's photos are deterministic, and the ink goes in the form's cells."""

import pathlib
import sys

import numpy as np
from PIL import Image

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import sheet  # noqa: E402

# Two rows of one round block, as `kifu sheet` draws them (`<rect class="cell">`).
SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297">
<rect class="cell" data-page="1" data-section="1" data-field="number" x="30" y="50" width="5" height="5"/>
""" + "".join(
    f'<rect class="cell" data-page="1" data-section="1" data-entry="{line}" data-side="{side}" '
    f'data-field="{field}" x="{x0 + dx}" y="{68 + 5.6 * (line - 1)}" width="{w}" height="5.6"/>\n'
    for line in (1, 2)
    for side, x0 in (("black", 22.0), ("white", 105.0))
    for field, dx, w in (("tower", 0, 26), ("direction", 26, 15), ("distance", 41, 15), ("landing", 56, 27))
) + "</svg>"

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
    assert cells[(1, 2, "white", "distance")] == (146.0, 73.6, 15.0, 5.6)
    assert (1, "number", "") in cells


def test_entries_go_row_by_row_black_left_white_right():
    said = dict(sheet.entries(RECORD))
    assert said[(1, 1, "black", "direction")] == "left"
    assert said[(1, 1, "white", "tower")] == "purple"
    assert said[(1, 2, "black", "direction")] == "blocked"
    assert (1, 2, "black", "distance") not in said
    assert said[(1, "number", "")] == "1"


def test_same_seed_same_photos_and_the_ink_is_in_the_written_cells():
    a = sheet.photograph(RECORD, SVG, blank_page(), 1_000_003, 5)
    b = sheet.photograph(RECORD, SVG, blank_page(), 1_000_003, 5)
    c = sheet.photograph(RECORD, SVG, blank_page(), 1_000_003, 6)
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
    said = dict(sheet.entries(RECORD))
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
