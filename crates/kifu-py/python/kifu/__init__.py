"""Game records of Kamisado, Samouraï, Kaitō and Colors of Kasane.

Read score sheets, replay them through the rules, list their problems (with the same
codes, messages and help as the ``kifu`` command), convert them to JSON and back, write
them in another language or style, step through their positions, print blank sheets::

    import kifu
    for record in kifu.read("game.kamisado"):
        print(record.is_valid, record.outcome)
        for problem in record.check():
            print(problem)
"""

from ._kifu import (
    KifuError,
    Move,
    Position,
    Problem,
    Record,
    __version__,
    from_json,
    games,
    generate,
    parse,
    read,
    schema,
    sheet,
)

__all__ = [
    "KifuError",
    "Move",
    "Position",
    "Problem",
    "Record",
    "__version__",
    "from_json",
    "games",
    "generate",
    "parse",
    "read",
    "schema",
    "sheet",
]
