"""A program using the whole API, for `mypy --strict` against the stubs (test_stubs.py)."""

from pathlib import Path
from typing import Dict, List

import kifu


def summary(path: Path) -> List[Dict[str, object]]:
    rows: List[Dict[str, object]] = []
    for record in kifu.read(path, game=None, all=False):
        problems: List[kifu.Problem] = record.check(lang="en")
        first = str(problems[0]) if problems else ""
        rows.append({"game": record.game, "valid": record.is_valid, "first": first})
        if record.is_valid:
            model = record.to_json()
            again: List[kifu.Record] = kifu.from_json(model)
            text: str = again[0].write(lang="fr", style=None)
            for position in record.positions()[:2]:
                moves: List[kifu.Move] = position.legal_moves()
                rows.append({"ply": position.ply, "moves": [m.written for m in moves], "text": text})
    return rows


def main() -> None:
    try:
        kifu.parse("1.", game="kamisado")
    except kifu.KifuError as e:
        print([p.line for p in e.problems])
    sheet = kifu.sheet("kamisado", "en", "pdf", dpi=100.0)
    names = [g["name"] for g in kifu.games()]
    print(len(sheet), names, kifu.schema("kaito")["type"], kifu.generate("kasane", seed=1)[:10])
    print(summary(Path("fixtures/kamisado/valid/long_fr_ascii.kamisado")), kifu.__version__)


if __name__ == "__main__":
    main()
