"""Photos of handwritten sheets for the reader's suite (`crates/kifu/examples/hand_suite.rs`).

Random legal matches (`kifu gen --match simple` or `standard`), each written by its own
held-out writer (seeds from 2,000,000) on `kifu sheet`'s pages, photographed clean and by a
phone (`sheet.py`):

    python suite.py --kifu target/release/kifu --out DIR --sheets 20 --seed 1
    python suite.py --kifu target/release/kifu --out DIR --sheets 20 --seed 1 --match standard

- `--match simple` (the default): simple matches whose round fits one block of the sheet
  (16 lines), one page each: DIR/N.json (the record, `kifu convert --to json`),
  DIR/N-clean.png and DIR/N-phone.jpg for N = 0 … sheets − 1.
- `--match standard`: standard matches, each written on as many pages as it needs (the
  rounds fill the blocks in order, a round longer than a block goes on in the next):
  DIR/N.json, DIR/N-clean-P.png and DIR/N-phone-P.jpg for its pages P = 1, 2, …

Same arguments, same files.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import subprocess

from PIL import Image

import sheet


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kifu", required=True, help="the kifu binary")
    ap.add_argument("--out", required=True)
    ap.add_argument("--sheets", type=int, default=20, help="how many matches")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dpi", type=int, default=150, help="the blank page's resolution")
    ap.add_argument("--match", choices=["simple", "standard"], default="simple",
                    help="simple: one round that fits a block, one page; standard: as many pages as needed")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    run = lambda *args: subprocess.run([a.kifu, *args], check=True, capture_output=True).stdout  # noqa: E731
    if a.match == "simple":
        svg = run("sheet").decode()
        run("sheet", "--format", "png", "--dpi", str(a.dpi), "-o", str(out / "blank.png"))
        page = Image.open(out / "blank.png")
        games = run("gen", "--match", "simple", "--seed", str(a.seed), "--count", str(a.sheets * 3))
        (out / "games.kamisado").write_bytes(games)
        records = json.loads(run("convert", str(out / "games.kamisado"), "--to", "json"))
        fits = [r for r in records if len(r["rounds"][0]["moves"]) + (r["rounds"][0]["first"] == "white") <= 32]
        for n, record in enumerate(fits[:a.sheets]):
            writer = 2_000_000 + a.seed * 10_000 + n
            [(clean, phone)] = sheet.photograph(record, [svg], [page], writer, n)
            (out / f"{n}.json").write_text(json.dumps(record))
            clean.save(out / f"{n}-clean.png")
            phone.save(out / f"{n}-phone.jpg", quality=92)
        return
    games = run("gen", "--match", a.match, "--seed", str(a.seed), "--count", str(a.sheets))
    (out / "games.kamisado").write_bytes(games)
    records = json.loads(run("convert", str(out / "games.kamisado"), "--to", "json"))
    pages = max(sheet.entries(r)[1] for r in records)
    run("sheet", "--pages", str(pages), "-o", str(out / "blank.svg"))
    run("sheet", "--pages", str(pages), "--format", "png", "--dpi", str(a.dpi), "-o", str(out / "blank.png"))
    svgs = [p.read_text() for p in sheet.page_paths(out / "blank.svg", pages)]
    pngs = [Image.open(p) for p in sheet.page_paths(out / "blank.png", pages)]
    for n, record in enumerate(records):
        writer = 2_000_000 + a.seed * 10_000 + n
        needed = sheet.entries(record)[1]
        pictures = sheet.photograph(record, svgs[:needed], pngs[:needed], writer, n)
        (out / f"{n}.json").write_text(json.dumps(record))
        for p, (clean, phone) in enumerate(pictures, start=1):
            clean.save(out / f"{n}-clean-{p}.png")
            phone.save(out / f"{n}-phone-{p}.jpg", quality=92)


if __name__ == "__main__":
    main()
