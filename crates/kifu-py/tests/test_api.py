"""The package's API on its own: finding the game, problems in the sheet's language,
positions and legal moves, notation, sheets, the registry, and bad input refused with
`KifuError`, never a crash."""

import json
import random

import pytest

import kifu
from conftest import FIXTURES

RED_4 = '[Game "Kamisado"]\n1. Red ↑4 Blue   Blue ↑5 Yellow\n'


def test_the_game_is_found_from_the_tag_the_argument_or_the_extension():
    assert kifu.parse(RED_4)[0].game == "kamisado"
    assert kifu.parse("1. Red ↑4 Blue\n", game="kamisado")[0].is_valid
    with pytest.raises(kifu.KifuError, match='game="kamisado"'):
        kifu.parse("1. Red ↑4 Blue\n")
    # A wrong name is a ValueError saying the library's words, naming every game.
    with pytest.raises(ValueError, match='no game is called "chess": one of kamisado, samourai'):
        kifu.parse(RED_4, game="chess")
    path = FIXTURES / "kaito" / "book_exchange.kaito"
    assert kifu.read(path)[0].game == "kaito"
    assert kifu.read(str(path), game="kaito")[0].plies == 5


def test_a_record_says_how_it_stands():
    record = kifu.parse(RED_4)[0]
    assert record.is_valid and not record.is_finished and not record.is_draw
    assert record.plies == 2
    assert record.outcome == "round 1: Black to move the yellow tower"
    assert record.lang == "en" and record.notation_lang == "en" and record.style == "arrows"
    assert record.line == 1 and record.index == 0 and record.text == RED_4
    assert record.check() == []
    assert repr(record) == "<Record kamisado #0 at line 1: valid, 2 plies>"


def test_records_of_one_text_are_numbered_and_placed():
    text = RED_4 + "\n" + RED_4.replace("Blue ↑5 Yellow", "Blue ↑5 Green")
    first, second = kifu.parse(text)
    assert (first.index, first.line, second.index, second.line) == (0, 1, 1, 4)
    assert first.is_valid and not second.is_valid
    assert second.outcome is None
    [problem] = second.check()
    assert (problem.code, problem.level, problem.line, problem.column) == (
        "kamisado::rule::wrong-landing",
        "error",
        5,
        26,
    )
    assert problem.help == "did you mean `Blue ↑5 Yellow`?"
    assert str(problem) == (
        "5:26: error[kamisado::rule::wrong-landing]: the blue tower lands on a yellow "
        "square, not green (help: did you mean `Blue ↑5 Yellow`?)"
    )


def test_a_french_sheets_problems_are_french():
    path = FIXTURES / "kamisado" / "lang" / "err_fr_wrong_landing.kamisado"
    [record] = kifu.read(path)
    assert record.lang == "fr"
    problems = record.check()
    assert problems and all(p.language == "fr" for p in problems)
    assert "tour" in problems[0].message
    assert str(problems[0]).endswith(")") and "(aide :" in str(problems[0])
    english = record.check(lang="en")
    assert [p.code for p in english] == [p.code for p in problems]
    assert "tower" in english[0].message and english[0].language == "en"
    with pytest.raises(ValueError, match="no language is called"):
        record.check(lang="xx")


def test_positions_and_legal_moves():
    record = kifu.parse(RED_4)[0]
    positions = record.positions()
    assert [(p.round, p.ply, p.written) for p in positions] == [
        (1, 0, ""),
        (1, 1, "Red ↑4 Blue"),
        (1, 2, "Blue ↑5 Yellow"),
    ]
    assert positions[0].side is None and positions[1].side == "Black"
    after_one = positions[1].legal_moves()
    assert "Blue ↑5 Yellow" in [m.written for m in after_one]
    assert all(isinstance(m.wins, bool) and m.resolved for m in after_one)
    french = positions[1].legal_moves(lang="fr")
    assert "Bleu ↑5 Jaune" in [str(m) for m in french]
    assert positions[2].svg().lstrip().startswith("<")
    assert "after ply 2" in positions[2].ascii()
    assert str(positions[2]) == positions[2].ascii()
    assert positions[2].ascii(flip=True) != positions[2].ascii()
    assert repr(positions[1]) == "<Position round 1 ply 1: Red ↑4 Blue>"
    french_words = record.positions(lang="fr")
    assert french_words[1].side == "Noir"


def test_a_record_that_does_not_replay_answers_nothing_about_its_positions():
    record = kifu.parse('[Game "Kamisado"]\n[Match "nonsense"]\n1. Red ↑4 Blue\n')[0]
    assert not record.is_valid
    with pytest.raises(kifu.KifuError) as refused:
        record.positions()
    assert refused.value.problems
    assert refused.value.problems[0].code == record.check()[0].code
    with pytest.raises(kifu.KifuError):
        record.to_json()


def test_write_in_another_language_and_style():
    record = kifu.parse(RED_4)[0]
    assert "1. Rouge ↑4 Bleu" in record.write(lang="fr")
    assert "Red Straight 4 Blue" in record.write(style="words")
    assert record.write() == record.write(lang="en", style="arrows")
    with pytest.raises(ValueError, match="Kamisado has no lang ja"):
        record.write(lang="ja")
    with pytest.raises(ValueError, match="no style is called"):
        record.write(style="nope")


def test_json_is_the_convert_model_and_reads_back():
    record = kifu.parse(RED_4)[0]
    model = record.to_json()
    assert model["game"] == "kamisado"
    assert model["rounds"][0]["moves"][1]["written"] == "Blue ↑5 Yellow"
    for given in (model, [model], json.dumps(model)):
        [back] = kifu.from_json(given)
        assert back.write() == record.write()
        assert back.to_json()["rounds"] == kifu.from_json(back.to_json())[0].to_json()["rounds"]
    with pytest.raises(kifu.KifuError, match="not JSON"):
        kifu.from_json("{ nope")
    with pytest.raises(kifu.KifuError, match='no "game" field'):
        kifu.from_json({"moves": []})
    with pytest.raises(kifu.KifuError):
        kifu.from_json({"game": "kamisado", "rounds": "no"})
    # The schema names what the model holds.
    schema = kifu.schema("kamisado")
    assert set(schema["required"]) <= set(model)


def test_sheets_in_every_format():
    svg = kifu.sheet("kamisado", "fr")
    assert isinstance(svg, str) and "Kamisado — feuille de notation" in svg
    html = kifu.sheet("kasane", "de", "html")
    assert html.lstrip().lower().startswith("<!doctype html")
    png = kifu.sheet("samourai", "en", "png", dpi=30)
    assert isinstance(png, bytes) and png.startswith(b"\x89PNG")
    pdf = kifu.sheet("kaito", format="pdf")
    assert isinstance(pdf, bytes) and pdf.startswith(b"%PDF")
    with pytest.raises(ValueError, match="no sheet format is called"):
        kifu.sheet(format="docx")


def test_games_and_generate():
    games = kifu.games()
    assert [g["name"] for g in games] == ["kamisado", "samourai", "kaito", "kasane"]
    for g in games:
        text = kifu.generate(g["name"], seed=3, count=2)
        records = kifu.parse(text)
        assert len(records) == 2 and all(r.is_valid and r.is_finished for r in records)
        assert g["extensions"][0] == g["name"] and g["languages"] and g["styles"]
    assert kifu.generate("kamisado", 7) == kifu.generate("kamisado", 7)
    with pytest.raises(ValueError):
        kifu.generate("kaito", variant="long")


DAMAGED = [
    "",
    "\n\n",
    "[Game",
    '[Game "Kamisado"]\n1.',
    '[Game "Kamisado"]\n1. Red ↑99999999999999999999 Blue\n',
    '[Game "Kamisado"]\n{ unclosed comment\n1. Red ↑4 Blue\n',
    '[Game "Samourai"]\n1. z99-a0 1 taiyo\n',
    '[Game "Kaito"]\nLayout:\n6 bS\n',
    '[Game "Kasane"]\nGrid: 1 2 / 3\nAiko 1\n',
    '[Game "Kamisado"]\n' + "1. Red ↑4 Blue Blue ↑5 Yellow " * 2000,
]


@pytest.mark.parametrize("text", DAMAGED)
def test_damaged_texts_are_problems_never_crashes(text):
    game = "kamisado" if not text.startswith('[Game "') else None
    for record in kifu.parse(text, game=game):
        problems = record.check()
        if not record.is_valid:
            assert any(p.level == "error" for p in problems)
            assert record.outcome is None
            with pytest.raises(kifu.KifuError):
                record.to_json()
        for p in problems:
            assert p.line >= 1 and p.column >= 1 and p.code and p.message


def test_random_bytes_never_crash_the_interpreter():
    rng = random.Random(34)
    alphabet = "[]\"{}()1234567890.-x↑↖↗ \n\tRedBluGrenYlowPuiOagKkSsHWb…" + "\u0000\ufeff"
    for game in ("kamisado", "samourai", "kaito", "kasane"):
        for _ in range(60):
            size = rng.randrange(0, 300)
            text = "".join(rng.choice(alphabet) for _ in range(size))
            for record in kifu.parse(text, game=game):
                record.check()
                try:
                    record.write()
                    record.positions()
                except kifu.KifuError:
                    pass
        junk = bytes(rng.randrange(256) for _ in range(500)).decode("latin-1")
        kifu.parse(junk, game=game)


def test_bad_utf8_file_is_a_kifu_error(tmp_path):
    path = tmp_path / "bad.kamisado"
    path.write_bytes(b'[Game "Kamisado"]\n1. Red \xff4 Blue\n')
    with pytest.raises(kifu.KifuError) as refused:
        kifu.read(path)
    [problem] = refused.value.problems
    assert (problem.code, problem.line, problem.column) == ("record::invalid-utf8", 2, 8)
    with pytest.raises(OSError):
        kifu.read(tmp_path / "missing.kamisado")


def test_a_set_up_file_is_read_as_the_command_line_reads_it():
    # fixtures/kasane/games/four_custom_boxes.kasane without its [Boxes] tag: its points
    # only hold with the custom box table.
    path = FIXTURES / "kasane" / "games" / "four_custom_boxes.kasane"
    lines = path.read_text(encoding="utf-8").splitlines(True)
    text = "".join(line for line in lines if not line.startswith("[Boxes"))
    [default] = kifu.parse(text)
    assert not default.is_valid
    assert "kasane::rule::no-box" in [p.code for p in default.check()]
    boxes = (FIXTURES / "kasane" / "boxes-custom.txt").read_text(encoding="utf-8")
    [custom] = kifu.parse(text, setup=boxes)
    assert custom.is_valid and custom.plies == 48
    assert custom.positions()[-1].ascii()
    with pytest.raises(kifu.KifuError) as refused:
        kifu.parse(text, setup="Kasane: nonsense")
    assert refused.value.problems and refused.value.problems[0].line == 1
    with pytest.raises(ValueError):
        kifu.parse(RED_4, setup=boxes)
