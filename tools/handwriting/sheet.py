"""A handwritten Kamisado score sheet, photographed: test photos for `kifu scan --form
handwriting`.

The form is `kifu sheet`'s own: its pages drawn by `kifu sheet --format png` and their
cells read from the SVG's `data-` attributes (`kifu sheet`: every writing cell a `<rect
class="cell">` with `data-page`, `data-section`, `data-entry`, `data-side`, `data-field`).
The record is `kifu convert --to json`'s model of a Kamisado record. One seeded writer
(held out of training: seeds from 1,000,000) writes each entry into its cells as
`generate.py` writes a cell (the tower's colour, the direction as an arrow, word or letter,
the distance digit, the landing colour; a blocked tower `0` or a dash), each round's
number, its fill ticked and the score before it; then each page is photographed:

- *clean*: a flat scan of the page, a little noise;
- *phone*: the page seen at an angle (perspective), on a table, unevenly lit with a shadow,
  then the camera of `generate.py` (fewer pixels, blur, noise, JPEG).

The rounds fill the round blocks in reading order (page 1 block 1, page 1 block 2, page 2
block 1, …), each round from the top of a new block; a round longer than a block (16 lines,
32 plies) goes on in the next block, whose header is left empty, its lines numbered from 1
again. A record that needs one page:

    python sheet.py RECORD.json SHEET.svg SHEET.png --writer 1000007 --seed 3 \\
        --clean clean.png --phone phone.jpg

and one that needs several (`kifu sheet --pages N -o SHEET.svg` wrote SHEET-1.svg …
SHEET-N.svg, and SHEET-1.png … with `--format png`): the same command reads SHEET-P.svg
and SHEET-P.png for each page P the record needs, and writes clean-1.png, clean-2.png, …
and phone-1.jpg, …  (`--clean PREFIX` without an extension writes PREFIX-P.png, `--phone
PREFIX` PREFIX-P.jpg, for one page too.)

Same arguments, same pictures; a record that fits one page gives the pictures it gave
when the sheet had one page.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence

import numpy as np
from PIL import Image

import generate as gen

PAGE_MM = (210.0, 297.0)
SVG = "{http://www.w3.org/2000/svg}"
LINES = 16  # the lines of a round block
PLIES = 2 * LINES  # the plies a round block holds
SECTIONS = 2  # the round blocks of a page


def form_cells(svg_text: str) -> dict[tuple, tuple[float, float, float, float]]:
    """The writing cells of a page of the sheet: (page, section, entry, side, field) for an
    entry cell, (page, section, field, side-or-value) for a header cell, to (x, y, w, h) mm.
    (A cell without `data-page` is on page 1.)"""
    out = {}
    for e in ET.fromstring(svg_text).iter():
        if e.tag not in ("rect", SVG + "rect") or e.get("class") != "cell":
            continue
        rect = tuple(float(e.get(k)) for k in ("x", "y", "width", "height"))
        page = int(e.get("data-page") or 1)
        section, field = int(e.get("data-section")), e.get("data-field")
        if e.get("data-entry") is not None:
            out[(page, section, int(e.get("data-entry")), e.get("data-side"), field)] = rect
        else:
            out[(page, section, field, e.get("data-side") or e.get("data-value") or "")] = rect
    return out


def blocks(rnd: dict) -> int:
    """The round blocks a round takes: 32 plies each (its first line may start with
    White), one at least."""
    plies = (rnd["first"] == "white") + len(rnd["moves"])
    return max(1, -(-plies // PLIES))


def entries(record: dict) -> tuple[list[tuple[tuple, str]], int]:
    """What the sheet holds, and how many pages it needs: each cell's key (as `form_cells`)
    and what is written in it (a colour, a direction, `blocked`, a digit, `tick`), in
    reading order. The rounds fill the round blocks in order (page 1 block 1, page 1 block
    2, page 2 block 1, …), each from the top of a new block: its number, its fill ticked
    and the score before it in the header, its entries row by row, Black's left, White's
    right. A round longer than its block goes on in the next one, whose header is left
    empty and whose lines are numbered from 1 again."""
    out = []
    score = {"black": 0, "white": 0}
    block = 0  # the round's first block, counted from 0 in reading order

    def where(b: int) -> tuple[int, int]:
        return b // SECTIONS + 1, b % SECTIONS + 1

    for rnd in record["rounds"]:
        page, section = where(block)
        out.append(((page, section, "number", ""), str(rnd["number"])))
        if rnd.get("fill"):
            out.append(((page, section, "fill", rnd["fill"]), "tick"))
            out.append(((page, section, "score", "black"), str(score["black"])))
            out.append(((page, section, "score", "white"), str(score["white"])))
        at = 0 if rnd["first"] == "black" else 1
        for mv in rnd["moves"]:
            page, section = where(block + at // PLIES)
            line, side = at % PLIES // 2 + 1, mv["side"]
            at += 1
            key = lambda f: (page, section, line, side, f)  # noqa: E731
            out.append((key("tower"), mv["tower"]))
            if mv.get("direction") is None:  # a blocked tower
                out.append((key("direction"), "blocked"))
            else:
                out.append((key("direction"), mv["direction"]))
                out.append((key("distance"), str(mv["distance"])))
            out.append((key("landing"), mv["landing"]))
        block += blocks(rnd)
        if rnd.get("score"):
            score = dict(rnd["score"])
    return out, max(1, -(-block // SECTIONS))


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


def write(pages: Sequence[np.ndarray], cells: dict, record: dict, writer: int, seed: int,
          dpi: float) -> list[np.ndarray]:
    """The ink (coverage 0–1) the writer puts on each page (one pen for all)."""
    w = gen.Writer.make(writer)
    r = np.random.default_rng([36, writer, seed])
    ppm = dpi / 25.4
    inks = [np.zeros(page.shape, np.float32) for page in pages]
    pen = w.pen_mm * float(np.clip(r.normal(1.0, 0.08), 0.7, 1.3))
    for key, said in entries(record)[0]:
        if key not in cells:
            raise ValueError(f"the form has no cell {key}")
        ink = inks[key[0] - 1]
        x, y, cw, ch = cells[key]
        field = key[-1] if len(key) == 5 else key[2]
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
    return [gen.ink_look(w, ink, r) for ink in inks]


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
    out = gen.camera(pil, photo, r)
    out.info["camera_quality"] = photo.jpeg  # the JPEG quality the phone saved it at (None: none)
    return out


def photograph(record: dict, svg_texts: Sequence[str], page_pngs: Sequence[Image.Image], writer: int,
               seed: int) -> list[tuple[Image.Image, Image.Image]]:
    """The sheet written by `writer` (seeded) on its pages (page P's SVG and PNG the P-th of
    `svg_texts` and `page_pngs`; at least as many as the record needs, see `entries`), each
    page as a clean scan and as a phone photo: one writer and one pen for all the pages,
    each page its own seeded camera."""
    if len(svg_texts) != len(page_pngs):
        raise ValueError(f"{len(svg_texts)} SVG pages but {len(page_pngs)} PNG pages")
    needed = entries(record)[1]
    if len(svg_texts) < needed:
        raise ValueError(f"the record needs {needed} pages of the sheet, {len(svg_texts)} given")
    cells = {}
    for number, svg_text in enumerate(svg_texts, start=1):
        these = form_cells(svg_text)
        pages = sorted({key[0] for key in these})
        if pages != [number]:
            raise ValueError(f"page {number}'s SVG has the cells of pages {pages}")
        cells.update(these)
    pages = [np.asarray(png.convert("L"), np.float32) / 255.0 for png in page_pngs]
    if len({page.shape for page in pages}) != 1:
        raise ValueError("the pages' PNGs differ in size")
    dpi = pages[0].shape[1] / PAGE_MM[0] * 25.4
    inks = write(pages, cells, record, writer, seed, dpi)
    out = []
    for number, (page, ink) in enumerate(zip(pages, inks), start=1):
        # Page 1's camera is seeded as when the sheet had one page.
        r = np.random.default_rng([37, writer, seed] + ([number] if number > 1 else []))
        out.append((clean_photo(page, ink, r), phone_photo(page, ink, r)))
    return out


def page_paths(path: str | pathlib.Path, pages: int) -> list[pathlib.Path]:
    """The files of `pages` pages named after `path` as `kifu sheet -o PATH --pages N`
    names them: PATH itself for one page (else PATH's `-1` file, if only that is there),
    STEM-1.EXT … STEM-N.EXT for several (PATH may be page 1's file itself, STEM-1.EXT)."""
    p = pathlib.Path(path)
    m = re.fullmatch(r"(.+)-1", p.stem)
    stem = m.group(1) if m else p.stem
    numbered = [p.with_name(f"{stem}-{n}{p.suffix}") for n in range(1, pages + 1)]
    if pages == 1 and (p.exists() or not numbered[0].exists()):
        return [p]
    return numbered


def out_paths(path: str, pages: int, ext: str) -> list[pathlib.Path]:
    """Where the pictures of `pages` pages go: PATH (with an extension) for one page, its
    STEM-P.EXT for several; PREFIX (without one) PREFIX-P.`ext` for each."""
    p = pathlib.Path(path)
    if not p.suffix:
        return [p.with_name(f"{p.name}-{n}.{ext}") for n in range(1, pages + 1)]
    if pages == 1:
        return [p]
    return [p.with_name(f"{p.stem}-{n}{p.suffix}") for n in range(1, pages + 1)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("record", help="the record as `kifu convert --to json` writes it")
    ap.add_argument("svg", help="the blank sheet, `kifu sheet -o SHEET.svg` (with several pages, SHEET-1.svg "
                                "… are read; SHEET.svg or SHEET-1.svg may be given)")
    ap.add_argument("png", help="the blank sheet, `kifu sheet --format png -o SHEET.png` (the same)")
    ap.add_argument("--writer", type=int, default=1_000_000, help="the writer's seed (held out: from 1,000,000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--record-index", type=int, default=0, help="which record of the JSON array")
    ap.add_argument("--clean", help="write the clean scans here (PNG, or JPEG if so named): FILE.EXT for one "
                                    "page, FILE-1.EXT … for several; PREFIX without an extension: PREFIX-1.png …")
    ap.add_argument("--clean-quality", type=int, help="the JPEG quality of clean scans saved as JPEG")
    ap.add_argument("--phone", help="write the phone photos here (JPEG): as --clean, PREFIX-1.jpg …")
    ap.add_argument("--phone-quality", default="92",
                    help="the JPEG quality of the phone photos: a number, or `camera`: the quality its camera "
                         "already saved it at (92 where it saved none), which keeps the file small")
    a = ap.parse_args()
    data = json.loads(pathlib.Path(a.record).read_text())
    record = data[a.record_index] if isinstance(data, list) else data
    pages = entries(record)[1]
    files = page_paths(a.svg, pages), page_paths(a.png, pages)
    for path in files[0] + files[1]:
        if not path.exists():
            ap.error(f"the record needs {pages} page(s) of the sheet: no {path} (`kifu sheet --pages {pages}`)")
    svgs = [path.read_text() for path in files[0]]
    pngs = [Image.open(path) for path in files[1]]
    pictures = photograph(record, svgs, pngs, a.writer, a.seed)
    if a.clean:
        for (clean, _), path in zip(pictures, out_paths(a.clean, pages, "png")):
            clean.save(path, **({} if a.clean_quality is None else {"quality": a.clean_quality}))
    if a.phone:
        for (_, phone), path in zip(pictures, out_paths(a.phone, pages, "jpg")):
            quality = (phone.info.get("camera_quality") or 92) if a.phone_quality == "camera" else int(a.phone_quality)
            phone.save(path, quality=quality)


if __name__ == "__main__":
    main()
