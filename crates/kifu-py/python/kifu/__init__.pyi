"""Type stubs of the kifu package (checked against the module by tests/test_stubs.py)."""

import os
from typing import Any, Dict, List, Optional, Union

__version__: str

_JSON = Any
"""A JSON value as Python's ``json`` module reads it."""

class KifuError(ValueError):
    """Input kifu cannot read; ``problems`` lists the record's problems."""

    problems: List[Problem]

class Problem:
    """One problem of a record: an error or a warning, where it stands, how to fix it."""

    @property
    def code(self) -> str: ...
    @property
    def level(self) -> str: ...
    @property
    def message(self) -> str: ...
    @property
    def label(self) -> Optional[str]: ...
    @property
    def help(self) -> Optional[str]: ...
    @property
    def line(self) -> int: ...
    @property
    def column(self) -> int: ...
    @property
    def language(self) -> str: ...

class Move:
    """One legal move."""

    @property
    def written(self) -> str: ...
    @property
    def resolved(self) -> str: ...
    @property
    def wins(self) -> bool: ...

class Position:
    """One point of a record: the start of a round, or the position after a ply."""

    @property
    def round(self) -> int: ...
    @property
    def ply(self) -> int: ...
    @property
    def side(self) -> Optional[str]: ...
    @property
    def written(self) -> str: ...
    @property
    def result(self) -> Optional[str]: ...
    def legal_moves(
        self, lang: Optional[str] = None, style: Optional[str] = None
    ) -> List[Move]: ...
    def svg(self, flip: bool = False) -> str: ...
    def ascii(self, flip: bool = False) -> str: ...

class Record:
    """One record of a text, read and replayed through the rules."""

    @property
    def game(self) -> str: ...
    @property
    def index(self) -> int: ...
    @property
    def line(self) -> int: ...
    @property
    def text(self) -> str: ...
    @property
    def notation_lang(self) -> str: ...
    @property
    def style(self) -> str: ...
    @property
    def lang(self) -> str: ...
    @property
    def is_valid(self) -> bool: ...
    @property
    def is_finished(self) -> bool: ...
    @property
    def is_draw(self) -> bool: ...
    @property
    def plies(self) -> int: ...
    @property
    def outcome(self) -> Optional[str]: ...
    def check(self, lang: Optional[str] = None) -> List[Problem]: ...
    def to_json(self) -> Dict[str, _JSON]: ...
    def write(self, lang: Optional[str] = None, style: Optional[str] = None) -> str: ...
    def positions(self, lang: Optional[str] = None) -> List[Position]: ...

def parse(
    text: str, game: Optional[str] = None, *, all: bool = False, setup: Optional[str] = None
) -> List[Record]:
    """Read every record of a text and replay it through the rules."""

def read(
    path: Union[str, "os.PathLike[str]"],
    game: Optional[str] = None,
    *,
    all: bool = False,
    setup: Optional[str] = None,
) -> List[Record]:
    """Read a record file and replay its records."""

def from_json(obj: Union[str, Dict[str, _JSON], List[Dict[str, _JSON]]], game: Optional[str] = None) -> List[Record]:
    """Records from their JSON model."""

def sheet(
    game: str = "kamisado", lang: str = "en", format: str = "svg", *, dpi: float = 200.0
) -> Union[str, bytes]:
    """A blank score sheet to print: ``str`` for svg and html, ``bytes`` for png and pdf."""

def games() -> List[Dict[str, Union[str, List[str]]]]:
    """Every game kifu knows."""

def schema(game: str) -> Dict[str, _JSON]:
    """The JSON Schema of one record's JSON model of a game."""

def generate(game: str, seed: int = 0, count: int = 1, variant: Optional[str] = None) -> str:
    """Random legal records of a game, in the canonical layout."""
