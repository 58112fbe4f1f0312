"""A handwritten Kamisado score sheet, photographed: test photos for `kifu scan --form
handwriting`.

The form is `kifu sheet`'s own: its page drawn by `kifu sheet --format png` and its cells
read from the SVG's `data-` attributes (`kifu sheet`: every writing cell a `<rect
class="cell">` with `data-section`, `data-entry`, `data-side`, `data-field`). The record is
`kifu convert --to json`'s model of a Kamisado record. One seeded writer (held out of
training: seeds from 1,000,000) writes each entry into its cells as `generate.py` writes a
cell (the tower's colour, the direction as an arrow, word or letter, the distance digit,
the landing colour; a blocked tower `0` or a dash), each round's number, its fill ticked
and the score before it; then the page is photographed:

- *clean*: a flat scan of the page, a little noise;
- *phone*: the page seen at an angle (perspective), on a table, unevenly lit with a shadow,
  then the camera of `generate.py` (fewer pixels, blur, noise, JPEG).

    python sheet.py RECORD.json SHEET.svg SHEET.png --writer 1000007 --seed 3 \\
        --clean clean.png --phone phone.jpg

Same arguments, same pictures.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import xml.etree.ElementTree as ET

import numpy as np
from PIL import Image

import generate as gen

PAGE_MM = (210.0, 297.0)
SVG = "{http://www.w3.org/2000/svg}"


def form_cells(svg_text: str) -> dict[tuple, tuple[float, float, float, float]]:
    """The writing cells of the sheet: (section, entry, side, field) for an entry cell,
    (section, field, side-or-value) for a header cell, to (x, y, w, h) mm."""
    out = {}
    for e in ET.fromstring(svg_text).iter():
        if e.tag not in ("rect", SVG + "rect") or e.get("class") != "cell":
            continue
        rect = tuple(float(e.get(k)) for k in ("x", "y", "width", "height"))
        section, field = int(e.get("data-section")), e.get("data-field")
        if e.get("data-entry") is not None:
            out[(section, int(e.get("data-entry")), e.get("data-side"), field)] = rect
        else:
            out[(section, field, e.get("data-side") or e.get("data-value") or "")] = rect
    return out


def entries(record: dict) -> list[tuple[tuple, str]]:
    """What the sheet holds: each cell's key (as `form_cells`) and what is written in it
    (a colour, a direction, `blocked`, a digit, `tick`). A round goes in the section of its
    number (the sheet has two); its entries row by row, Black's left, White's right."""
    out = []
    score = {"black": 0, "white": 0}
    for section, rnd in enumerate(record["rounds"][:2], start=1):
        out.append(((section, "number", ""), str(rnd["number"])))
        if rnd.get("fill"):
            out.append(((section, "fill", rnd["fill"]), "tick"))
            out.append(((section, "score", "black"), str(score["black"])))
            out.append(((section, "score", "white"), str(score["white"])))
        at = 0 if rnd["first"] == "black" else 1
        for mv in rnd["moves"]:
            line, side = at // 2 + 1, mv["side"]
            at += 1
            key = lambda f: (section, line, side, f)  # noqa: E731
            out.append((key("tower"), mv["tower"]))
            if mv.get("direction") is None:  # a blocked tower
                out.append((key("direction"), "blocked"))
            else:
                out.append((key("direction"), mv["direction"]))
                out.append((key("distance"), str(mv["distance"])))
            out.append((key("landing"), mv["landing"]))
        if rnd.get("score"):
            score = dict(rnd["score"])
    return out


KIND = {"tower": "colour", "landing": "colour", "direction": "direction", "distance": "distance",
        "number": "distance", "score": "distance"}


def tick_strokes(r: np.random.Generator) -> tuple[list[np.ndarray], float]:
    """A cross or a check mark, in capital units."""
    if r.random() < 0.5:
        a = np.array([[0.0, -0.9], [0.8, 0.0]])
        b = np.array([[0.8, -0.9], [0.0, 0.0]])
        return [a + r.normal(0, 0.04, a.shape), b + r.normal(0, 0.04, b.shape)], 0.8
    c = np.array([[0.0, -0.45], [0.3, 0.0], [0.9, -1.0]])
    return [c + r.normal(0, 0.04, c.shape)], 0.9


def write(page: np.ndarray, cells: dict, record: dict, writer: int, seed: int, dpi: float) -> np.ndarray:
    """The ink (coverage 0–1) the writer puts on the page."""
    w = gen.Writer.make(writer)
    r = np.random.default_rng([36, writer, seed])
    ppm = dpi / 25.4
    ink = np.zeros(page.shape, np.float32)
    pen = w.pen_mm * float(np.clip(r.normal(1.0, 0.08), 0.7, 1.3))
    for key, said in entries(record):
        if key not in cells:
            continue  # a round longer than its section: the sheet has no room for it
        x, y, cw, ch = cells[key]
        field = key[-1] if len(key) == 4 else key[1]
        if said == "tick":
            strokes, width = tick_strokes(r)
        else:
            content = gen.content_for(w, KIND[field], said, r)
            strokes, width = content.strokes, content.width
        # Drawn on a patch around the cell (the writing may cross its rules).
        m = 2.0
        placed = gen.place_strokes(w, strokes, width, m, cw, m, ch, r)
        px, py = int(round((x - m) * ppm)), int(round((y - m) * ppm))
        size = (int(round((cw + 2 * m) * ppm)), int(round((ch + 2 * m) * ppm)))
        mask = gen._stroke_mask(placed, size, ppm, pen, r)
        h, wd = mask.shape
        y0, x0 = max(py, 0), max(px, 0)
        y1, x1 = min(py + h, ink.shape[0]), min(px + wd, ink.shape[1])
        ink[y0:y1, x0:x1] = np.maximum(ink[y0:y1, x0:x1], mask[y0 - py:y1 - py, x0 - px:x1 - px])
    return gen.ink_look(w, ink, r)


def clean_photo(page: np.ndarray, ink: np.ndarray, r: np.random.Generator) -> Image.Image:
    tone = float(r.uniform(0.0, 0.15))
    img = page * (1 - ink) + tone * ink * page
    img = img + r.normal(0, 0.01, img.shape)
    return Image.fromarray(np.clip(img * 255 + 0.5, 0, 255).astype(np.uint8))


def _perspective_coeffs(dst: np.ndarray, src: np.ndarray) -> list[float]:
    """PIL's PERSPECTIVE coefficients taking output points `dst` to input points `src`."""
    a, b = [], []
    for (x, y), (u, v) in zip(dst, src):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b.extend([u, v])
    return list(np.linalg.solve(np.array(a, float), np.array(b, float)))


def phone_photo(page: np.ndarray, ink: np.ndarray, r: np.random.Generator) -> Image.Image:
    """The written page photographed by a phone: at an angle on a table, uneven light and a
    shadow, then `generate.py`'s camera."""
    h, w = page.shape
    paper = page * (1 - ink) + float(r.uniform(0.0, 0.15)) * ink * page
    # The page's corners in the photo: a margin of table, each corner moved.
    W, H = int(w * 1.12), int(h * 1.1)
    ox, oy = (W - w) / 2, (H - h) / 2
    jitter = 0.035 * min(w, h)
    dst = np.array([[ox, oy], [ox + w, oy], [ox + w, oy + h], [ox, oy + h]], float)
    dst = dst + r.uniform(-jitter, jitter, dst.shape)
    src = np.array([[0, 0], [w, 0], [w, h], [0, h]], float)
    sheet = Image.fromarray(np.clip(paper * 255, 0, 255).astype(np.uint8))
    mask = Image.fromarray(np.full((h, w), 255, np.uint8))
    coeffs = _perspective_coeffs(dst, src)
    warped = sheet.transform((W, H), Image.PERSPECTIVE, coeffs, resample=Image.BILINEAR, fillcolor=0)
    inside = np.asarray(mask.transform((W, H), Image.PERSPECTIVE, coeffs, resample=Image.BILINEAR,
                                       fillcolor=0), np.float32) / 255.0
    table = float(r.uniform(0.25, 0.5))
    img = np.asarray(warped, np.float32) / 255.0 * inside + table * (1 - inside)
    # Light: a gradient across the page and a soft shadow over one side.
    ys = np.arange(H, dtype=np.float32)[:, None] / H
    xs = np.arange(W, dtype=np.float32)[None, :] / W
    gx, gy = r.normal(0, 1, 2)
    light = 1 - float(r.uniform(0.05, 0.3)) * (0.5 + 0.5 * np.tanh(gx * xs + gy * ys - r.normal(0, 0.5)))
    edge = float(r.uniform(0.2, 0.8))
    shadow = 1 - float(r.uniform(0.1, 0.3)) * (1 / (1 + np.exp(-(xs - edge) * 25)))
    img = img * light * shadow
    photo = gen.Photo.phone(r)
    photo.blur = float(r.uniform(0.0, 1.0))
    pil = Image.fromarray(np.clip(img * 255 + 0.5, 0, 255).astype(np.uint8))
    return gen.camera(pil, photo, r)


def photograph(record: dict, svg_text: str, page_png: Image.Image, writer: int, seed: int
               ) -> tuple[Image.Image, Image.Image]:
    """The sheet written by `writer` (seeded), as a clean scan and as a phone photo."""
    page = np.asarray(page_png.convert("L"), np.float32) / 255.0
    dpi = page.shape[1] / PAGE_MM[0] * 25.4
    ink = write(page, form_cells(svg_text), record, writer, seed, dpi)
    r = np.random.default_rng([37, writer, seed])
    return clean_photo(page, ink, r), phone_photo(page, ink, r)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("record", help="the record as `kifu convert --to json` writes it")
    ap.add_argument("svg", help="the blank sheet, `kifu sheet` (SVG)")
    ap.add_argument("png", help="the blank sheet, `kifu sheet --format png`")
    ap.add_argument("--writer", type=int, default=1_000_000, help="the writer's seed (held out: from 1,000,000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--record-index", type=int, default=0, help="which record of the JSON array")
    ap.add_argument("--clean", help="write the clean scan here (PNG)")
    ap.add_argument("--phone", help="write the phone photo here (JPEG)")
    a = ap.parse_args()
    data = json.loads(pathlib.Path(a.record).read_text())
    record = data[a.record_index] if isinstance(data, list) else data
    clean, phone = photograph(record, pathlib.Path(a.svg).read_text(), Image.open(a.png), a.writer, a.seed)
    if a.clean:
        clean.save(a.clean)
    if a.phone:
        phone.save(a.phone, quality=92)


if __name__ == "__main__":
    main()
