"""The generator is deterministic: a writer and a cell are functions of their seeds."""

import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import generate as gen  # noqa: E402
from preprocess import INPUT, area_weights, preprocess  # noqa: E402


def test_same_seed_same_writer():
    assert gen.Writer.make(12) == gen.Writer.make(12)
    assert gen.Writer.make(12) != gen.Writer.make(13)


def test_same_seed_same_image():
    for field, label, degraded in [("tower", "red", False), ("landing", "brown", True),
                                   ("direction", "left", True), ("distance", "5", False),
                                   ("direction", "blocked", False), ("tower", "empty", True)]:
        a = gen.synthetic_sample(1_000_001, field, label, 7, degraded)
        b = gen.synthetic_sample(1_000_001, field, label, 7, degraded)
        assert a.dtype == np.uint8 and a.ndim == 2
        assert np.array_equal(a, b), (field, label)
        c = gen.synthetic_sample(1_000_001, field, label, 8, degraded)
        assert not np.array_equal(a, c), (field, label)


def test_real_digit_same_seed_same_image():
    digit = np.zeros((28, 28), np.float32)
    digit[4:24, 12:16] = 1.0
    a = gen.real_digit_sample(digit, 3, 5, True)
    b = gen.real_digit_sample(digit, 3, 5, True)
    assert np.array_equal(a, b)


def test_cells_are_the_forms_size_at_the_photos_resolution():
    a = gen.synthetic_sample(5, "tower", "green", 1, False, vary_cell=False)
    h, w = a.shape
    # 26 × 5.9 mm at 150–300 dpi
    assert 150 <= w / (26 / 25.4) <= 300 and 150 <= h / (5.9 / 25.4) <= 300


def test_spellings_keep_to_the_sheets_vocabulary():
    # Abbreviations name one meaning in their language (vocab.rs reads them so).
    assert "J" in gen.COLOUR_ABBREV["fr"]["yellow"]
    assert "V" not in gen.COLOUR_ABBREV["fr"]["purple"]  # Violet or Vert
    assert "Ros" in gen.COLOUR_ABBREV["fr"]["pink"] and "Ro" not in gen.COLOUR_ABBREV["fr"]["pink"]
    assert "G" in gen.DIRECTION_ABBREV["fr"]["left"] and "G" in gen.DIRECTION_ABBREV["de"]["straight"]
    assert "D" not in gen.DIRECTION_ABBREV["fr"]["straight"]


def test_preprocessing_is_area_averaging_then_ink_against_paper():
    w = area_weights(7, 3)
    assert np.allclose(w.sum(axis=1), 1.0)
    assert np.allclose(w.sum(axis=0) * 7 / 3, 1.0)
    crop = np.full((64, 160), 230, np.uint8)
    crop[30:34] = 30
    x = preprocess(crop, "direction")
    assert x.shape == INPUT["direction"]
    assert np.allclose(x[15:17], 1.0) and np.allclose(np.delete(x, [15, 16], axis=0), 0.0)
    assert not preprocess(np.zeros((0, 5), np.uint8), "colour").any()
