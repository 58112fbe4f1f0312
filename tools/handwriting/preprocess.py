"""A cell crop to the model's input, exactly as `kifu::handwriting` does it in Rust.

1. The grey crop (any size) is resampled to the field kind's input size by area
   averaging (each output pixel the mean of the source area it covers, fractional pixels
   weighted by their overlap), in float64.
2. Darkness is measured against the paper: with the values sorted, the paper level is the
   one at 80 % and the ink level the one at 1 % (index `floor(q * (n - 1))`), and each
   pixel becomes `clamp((paper - v) / max(paper - ink, 0.15), 0, 1)` (v in 0–1).

Keep it in step with `crates/kifu/src/handwriting/mod.rs`.
"""

from __future__ import annotations

import numpy as np

# Input height × width per field kind: the colour cells are about 4.4 times as wide as
# high (26 × 5.9 mm), the direction and distance cells 2.5 times (15 × 5.9 mm).
INPUT = {"colour": (32, 128), "direction": (32, 80), "distance": (32, 80)}
PAPER_Q = 0.8
INK_Q = 0.01
MIN_CONTRAST = 0.15


def area_weights(n_in: int, n_out: int) -> np.ndarray:
    """(n_out, n_in): how much of each source pixel each output pixel averages."""
    w = np.zeros((n_out, n_in), dtype=np.float64)
    scale = n_in / n_out
    for o in range(n_out):
        start, end = o * scale, (o + 1) * scale
        i = int(np.floor(start))
        while i < n_in and i < end:
            w[o, i] = (min(end, i + 1) - max(start, i)) / scale
            i += 1
    return w


def preprocess(crop: np.ndarray, kind: str) -> np.ndarray:
    """uint8 (H, W) grey crop → float32 (h, w) ink map of the field kind's input size."""
    h, w = INPUT[kind]
    crop = np.asarray(crop)
    if crop.ndim != 2 or crop.shape[0] == 0 or crop.shape[1] == 0:
        return np.zeros((h, w), dtype=np.float32)
    v = crop.astype(np.float64) / 255.0
    small = area_weights(crop.shape[0], h) @ v @ area_weights(crop.shape[1], w).T
    flat = np.sort(small, axis=None)
    n = flat.size
    paper = flat[int(PAPER_Q * (n - 1))]
    ink = flat[int(INK_Q * (n - 1))]
    x = (paper - small) / max(paper - ink, MIN_CONTRAST)
    return np.clip(x, 0.0, 1.0).astype(np.float32)
