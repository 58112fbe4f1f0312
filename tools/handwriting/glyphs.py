"""Stroke skeletons of what a player writes on a Kamisado sheet.

Letters and digits come from the Hershey vector fonts (single-line strokes, shipped by the
`hershey-fonts` package): a print hand (`futural`, `rowmans`) and two joined hands
(`scripts`, `cursive`). Arrows, the blocked-entry dash, accents and the usual digit
variants (a barred 7, a flagged 1, an open 4) are drawn here. A glyph is a list of strokes,
each an (N, 2) array of points in units of the capital height: x to the right, y down, the
baseline at y = 0 and the capital line at y = -1.
"""

from __future__ import annotations

import functools

import numpy as np
from HersheyFonts import HersheyFonts

# Hands a writer may have for letters: print or joined.
PRINT_FONTS = ("futural", "rowmans")
SCRIPT_FONTS = ("scripts", "cursive")
FONTS = PRINT_FONTS + SCRIPT_FONTS


class Glyph:
    """Strokes and the advance to the next glyph (capital-height units)."""

    __slots__ = ("strokes", "advance")

    def __init__(self, strokes: list[np.ndarray], advance: float):
        self.strokes = strokes
        self.advance = advance


@functools.lru_cache(maxsize=None)
def _font(name: str) -> HersheyFonts:
    f = HersheyFonts()
    f.load_default_font(name)
    return f


@functools.lru_cache(maxsize=None)
def hershey(font: str, ch: str) -> Glyph:
    """The Hershey glyph of an ASCII character, normalised to the capital height."""
    f = _font(font)
    glyphs = list(f.glyphs_for_text(ch))
    if not glyphs:
        raise KeyError(f"{font} has no glyph for {ch!r}")
    g = glyphs[0]
    base, cap = g.base_line, g.cap_line
    scale = 1.0 / float(base - cap)
    left = float(g.left_offset)
    strokes = []
    for s in g.strokes:
        pts = np.asarray(s, dtype=np.float64)
        pts[:, 0] = (pts[:, 0] - left) * scale
        pts[:, 1] = (pts[:, 1] - base) * scale
        strokes.append(pts)
    return Glyph(strokes, float(g.char_width) * scale)


def _line(*pts: tuple[float, float]) -> np.ndarray:
    return np.asarray(pts, dtype=np.float64)


def dots(x: float, y: float, spacing: float) -> list[np.ndarray]:
    """An umlaut: two short strokes centred on x at height y."""
    return [
        _line((x - spacing / 2, y), (x - spacing / 2 + 0.03, y + 0.03)),
        _line((x + spacing / 2, y), (x + spacing / 2 + 0.03, y + 0.03)),
    ]


# Base letters of the accented ones a sheet may hold, and the accent drawn over them.
ACCENTS = {
    "ü": ("u", "umlaut"),
    "ä": ("a", "umlaut"),
    "è": ("e", "grave"),
    "Ü": ("U", "umlaut"),
    "Ä": ("A", "umlaut"),
    "È": ("E", "grave"),
}


def accented(font: str, ch: str) -> Glyph:
    base, accent = ACCENTS[ch]
    g = hershey(font, base)
    top = min(float(p[:, 1].min()) for p in g.strokes)
    x = g.advance / 2
    if accent == "umlaut":
        extra = dots(x, top - 0.22, 0.28)
    else:
        extra = [_line((x - 0.12, top - 0.35), (x + 0.08, top - 0.12))]
    return Glyph(g.strokes + extra, g.advance)


def arrow(kind: str, rng: np.random.Generator, style: dict) -> Glyph:
    """An arrow ↑ ↖ ↗ ↓ drawn as a shaft and a head of the writer's style.

    `style`: `head` in {"open", "closed", "half", "filled"}, `head_len` and `head_angle`
    (radians), `curve` (shaft bow), `length` (shaft length in capital heights), `lean` (how
    far a diagonal leans from the vertical, radians).
    """
    length = style["length"]
    if kind in ("up", "down"):
        angle = 0.0
    else:
        angle = style["lean"] * (-1 if kind == "left" else 1)
    dx, dy = np.sin(angle), -np.cos(angle)  # unit vector towards the tip (up)
    tail = np.array([0.0, 0.0])
    tip = tail + length * np.array([dx, dy])
    if kind == "down":
        tail, tip = tip, tail
    # The shaft, slightly bowed.
    t = np.linspace(0.0, 1.0, 9)[:, None]
    shaft = tail + (tip - tail) * t
    normal = np.array([-(tip - tail)[1], (tip - tail)[0]]) / max(np.linalg.norm(tip - tail), 1e-9)
    shaft = shaft + normal * (style["curve"] * np.sin(np.pi * t))
    # The head at the tip: two barbs back along the shaft.
    back = (tail - tip) / max(np.linalg.norm(tail - tip), 1e-9)
    a = style["head_angle"] * (1 + 0.15 * rng.standard_normal())
    hl = style["head_len"] * (1 + 0.15 * rng.standard_normal())

    def rot(v, th):
        c, s = np.cos(th), np.sin(th)
        return np.array([c * v[0] - s * v[1], s * v[0] + c * v[1]])

    b1 = tip + hl * rot(back, a)
    b2 = tip + hl * rot(back, -a)
    head = style["head"]
    strokes = [shaft]
    if head == "open":
        strokes.append(np.stack([b1, tip, b2]))
    elif head == "closed":
        strokes.append(np.stack([b1, tip, b2, b1]))
    elif head == "filled":
        strokes.append(np.stack([b1, tip, b2, b1]))
        for f in (0.35, 0.7):
            strokes.append(np.stack([tip + (b1 - tip) * f, tip + (b2 - tip) * f]))
    else:  # half: one barb
        strokes.append(np.stack([tip, b1 if rng.random() < 0.5 else b2]))
    pts = np.concatenate(strokes)
    xmin = float(pts[:, 0].min())
    strokes = [s - np.array([xmin, 0.0]) for s in strokes]
    width = float(pts[:, 0].max()) - xmin
    # A back arrow is drawn from the top: keep the baseline at the lowest point.
    ymax = float(np.concatenate(strokes)[:, 1].max())
    strokes = [s - np.array([0.0, ymax]) for s in strokes]
    return Glyph(strokes, width + 0.2)


def dash(length: float) -> Glyph:
    """The dash some players write for a blocked tower's direction."""
    return Glyph([_line((0.0, -0.45), (length, -0.5))], length + 0.2)


def digit(font: str, d: str, variant: dict) -> Glyph:
    """A digit of a hand, with the writer's variants: `bar7` (a crossed 7), `flag1` (a 1
    with a flag and maybe a foot), `open4` (a 4 open at the top)."""
    if d == "4" and variant.get("open4"):
        return Glyph(
            [_line((0.45, -1.0), (0.05, -0.35), (0.75, -0.35)), _line((0.6, -0.75), (0.55, 0.0))],
            0.9,
        )
    if d == "1" and variant.get("flag1") is not None:
        strokes = [_line((0.15, -0.75), (0.4, -1.0), (0.4, 0.0))]
        if variant["flag1"]:
            strokes.append(_line((0.15, 0.0), (0.65, 0.0)))
        return Glyph(strokes, 0.8)
    g = hershey(font, d)
    strokes = list(g.strokes)
    if d == "7" and variant.get("bar7"):
        strokes.append(_line((0.25, -0.5), (0.7, -0.52)))
    return Glyph(strokes, g.advance)
