"""Every fixture sheet of the four games: the package says what the `kifu` command says
(its problems as `kifu validate --format json`, its JSON as `kifu convert --to jsonl`),
and a record's JSON reads back to the same record."""

import warnings

import pytest

import kifu
from conftest import ROOT, sheets

SHEETS = sheets()


def test_there_are_sheets_of_every_game():
    games = {p.suffix[1:] for p in SHEETS}
    assert games == {"kamisado", "samourai", "kaito", "kasane"}
    assert len(SHEETS) > 150


def name(path):
    return str(path.relative_to(ROOT))


def problem_line(p):
    return {
        "code": p.code,
        "level": p.level,
        "message": p.message,
        "line": p.line,
        "column": p.column,
        "help": p.help,
    }


@pytest.mark.parametrize("path", SHEETS, ids=name)
def test_problems_agree_with_validate(cli, path):
    _, verdicts = cli("validate", "--format", "json", "-j1", "--lang", "en", name(path))
    if verdicts and verdicts[0]["game"] == "unknown":
        # Not a text (bad UTF-8): refused whole, with the command's problem.
        with pytest.raises(kifu.KifuError) as refused:
            kifu.read(path)
        assert [problem_line(p) for p in refused.value.problems] == verdicts[0]["errors"]
        return
    records = kifu.read(path)
    assert [v["valid"] for v in verdicts] == [r.is_valid for r in records]
    for v, r in zip(verdicts, records):
        assert r.game == v["game"]
        assert r.plies == v["plies"]
        problems = r.check(lang="en")
        assert all(p.language == "en" for p in problems)
        errors = [problem_line(p) for p in problems if p.level == "error"]
        warnings = [problem_line(p) for p in problems if p.level == "warning"]
        assert errors == v["errors"]
        assert warnings == v["warnings"]
        if r.is_valid:
            assert r.is_finished == (v["status"] == "finished")
            assert r.outcome is not None
        else:
            assert r.outcome is None


@pytest.mark.parametrize("path", SHEETS, ids=name)
def test_json_agrees_with_convert(cli, path):
    _, converted = cli("convert", "--to", "jsonl", name(path))
    try:
        records = kifu.read(path)
    except kifu.KifuError:
        assert converted == []
        return
    assert converted == [r.to_json() for r in records if r.is_valid]
    for r in records:
        if not r.is_valid:
            with pytest.raises(kifu.KifuError) as refused:
                r.to_json()
            assert [p.code for p in refused.value.problems] == [
                p.code for p in r.check() if p.code in {q.code for q in refused.value.problems}
            ]


def placeless(value):
    """A JSON model without the layout of its text: the places of its entries and the
    words of its headings (a record written back from JSON is laid out anew), and the
    `Board` tag of a Samouraï board written out in the record."""
    if isinstance(value, dict):
        dropped = {"line", "column", "text"}
        if "board" in value and isinstance(value.get("tags"), dict):
            value = {**value, "tags": {k: v for k, v in value["tags"].items() if k != "Board"}}
        return {k: placeless(v) for k, v in value.items() if k not in dropped}
    if isinstance(value, list):
        return [placeless(v) for v in value]
    return value


@pytest.mark.parametrize("path", SHEETS, ids=name)
def test_json_reads_back(path):
    try:
        records = kifu.read(path)
    except kifu.KifuError:
        return
    for r in records:
        if not r.is_valid:
            continue
        model = r.to_json()
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            back = kifu.from_json(model)
        # What the import put right is said as a warning (a heading that names another
        # round), never silently.
        assert all(issubclass(w.category, UserWarning) for w in said)
        assert len(back) == 1
        assert back[0].is_valid
        assert back[0].game == r.game
        assert placeless(back[0].to_json()) == placeless(model)
