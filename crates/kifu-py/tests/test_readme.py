"""The README's Python example, run as written on the bundled Kamisado sheets."""

import csv
import re
import subprocess
import sys

import kifu
from conftest import FIXTURES, ROOT


def readme_example():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Using kifu from Python", 1)[1].split("\n## ", 1)[0]
    [code] = re.findall(r"```python\n(.*?)```", section, re.S)
    return code


def test_the_readme_example_writes_a_table_of_results(tmp_path):
    script = tmp_path / "check.py"
    script.write_text(readme_example(), encoding="utf-8")
    folder = FIXTURES / "kamisado" / "valid"
    table = tmp_path / "results.csv"
    subprocess.run([sys.executable, str(script), str(folder), str(table)], check=True, timeout=120)
    with open(table, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    sheets = sorted(folder.glob("*.kamisado"))
    records = [r for p in sheets for r in kifu.read(p)]
    assert len(rows) == len(records) > 5
    assert all(row["valid"] == "True" and row["first problem"] == "" for row in rows)
    assert [row["outcome"] for row in rows] == [r.outcome for r in records]
    assert all(row["game"] == "kamisado" for row in rows)
