"""Shared helpers of the kifu package's tests: the repository's fixtures and the `kifu`
binary the package is compared with (``KIFU_BIN``, else the cargo target directory's
debug build)."""

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = ROOT / "fixtures"
GAMES = ("kamisado", "samourai", "kaito", "kasane")


def sheets():
    """Every sheet of the four games' fixtures (the files their extension names)."""
    found = []
    for game in GAMES:
        found += sorted(p for p in (FIXTURES / game).rglob(f"*.{game}") if p.is_file())
    return found


def kifu_bin():
    given = os.environ.get("KIFU_BIN")
    if given:
        return Path(given)
    target = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "debug" / "kifu"


@pytest.fixture(scope="session")
def cli():
    """Run the `kifu` binary: its exit code and its standard output's JSON lines."""
    binary = kifu_bin()
    if not binary.is_file():
        pytest.fail(f"the kifu binary is not built: {binary} (cargo build, or set KIFU_BIN)")

    def run(*args):
        done = subprocess.run(
            [str(binary), *args], capture_output=True, text=True, cwd=ROOT, timeout=120
        )
        lines = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
        return done.returncode, lines

    return run
