"""The engine's command line (docs/notation.md): ``dsolitaire-engine show CODE ...``."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dsolitaire.engine import Game, position_json, position_text
from dsolitaire.engine.cli import main

KEYS = {
    "code",
    "draw",
    "scoring",
    "score",
    "score_text",
    "moves",
    "won",
    "stock",
    "waste",
    "tableau",
    "foundations",
    "legal",
}
# DS1-D1N-AAAAAAB from game-code.md, bottom to top
STOCK_TEXT = """
    7c 4d as jh ts jh kh th 8h 3h qs 8c 3d qh kd 2h tc ah 5d 5h 6h 7d ts kc qs 4d 9h 2d qd
    qc 4h 4s qd 9d 4c td ad 2c 6c 3s 7s 5d 9c 5s 2s 9d 2c jd 2d 8d 4c 7s 8d 2s 3c 2h 5h 5c th
"""
VECTOR_STOCK = STOCK_TEXT.split()
VECTOR_COLUMNS = [
    "6D",
    "7d 9S",
    "js 5s 4H",
    "8s td 3s 5C",
    "kc kh 4s 3c 8H",
    "7h jd js 7c 9h 7H",
    "6c ad 9c as qh ac 6H",
    "8s qc jc 8c 3h ah 6d 3D",
    "6s tc ks 9s 6s ac kd ks JC",
]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def show_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    status, out, err = run(capsys, "show", *argv, "--json")
    assert status == 0 and err == ""
    assert out.count("\n") == 1  # one JSON object on one line
    data: dict[str, Any] = json.loads(out)
    assert set(data) == KEYS
    return data


def test_json_of_the_notation_example(capsys: pytest.CaptureFixture[str]) -> None:
    data = show_json(capsys, "DS1-D1N-AAAAAAB")
    assert data["tableau"][:2] == [["6D"], ["??", "9S"]]
    assert data["legal"] == ["3>4", "4>1", "4>7", "5>2", "S"]
    assert data["tableau"] == [
        ["??"] * (len(col.split()) - 1) + [col.split()[-1]] for col in VECTOR_COLUMNS
    ]
    assert data["code"] == "DS1-D1N-AAAAAAB"
    assert (data["draw"], data["scoring"], data["score"], data["score_text"]) == (
        1,
        "normal",
        0,
        "0",
    )
    assert (data["moves"], data["won"]) == (0, False)
    assert data["stock"] == ["??"] * 59
    assert data["waste"] == [] and data["foundations"] == [[]] * 8


def test_json_after_actions(capsys: pytest.CaptureFixture[str]) -> None:
    data = show_json(capsys, "ds1-d1n-aaaaaab", "5>2", " s ")
    assert data["code"] == "DS1-D1N-AAAAAAB"
    assert data["tableau"][1] == ["??", "9S", "8H"]
    assert data["tableau"][4] == ["??", "??", "??", "3C"]  # turned by the auto-flip
    assert data["waste"] == ["TH"] and len(data["stock"]) == 58
    assert (data["score"], data["score_text"], data["moves"]) == (5, "5", 2)
    assert data["legal"] == ["3>4", "4>1", "4>7", "5>3", "S", "W>9"]


def test_json_reveal(capsys: pytest.CaptureFixture[str]) -> None:
    data = show_json(capsys, "DS1-D1N-AAAAAAB", "5>2", "S", "--reveal")
    assert data["stock"] == VECTOR_STOCK[:-1]  # lower case, bottom to top
    assert data["waste"] == ["TH"]  # face up: upper case
    assert data["tableau"][4] == ["kc", "kh", "4s", "3C"]
    assert data["tableau"][8] == VECTOR_COLUMNS[8].split()


def test_json_vegas_draw_3(capsys: pytest.CaptureFixture[str]) -> None:
    data = show_json(capsys, "DS1-D3V-ZZZZZZZ", "S")
    assert (data["draw"], data["scoring"], data["score"], data["score_text"]) == (
        3,
        "vegas",
        -104,
        "-$104",
    )
    # the last three stock cards of the game-code.md vector, drawn top first
    assert data["waste"] == ["KC", "8D", "5C"]


def test_json_foundations_and_undo(capsys: pytest.CaptureFixture[str]) -> None:
    data = show_json(capsys, "DS1-D1N-AAAAAAA", "5>F", "9>F", "S", "U")
    game = Game.replay("DS1-D1N-AAAAAAA", ["5>F", "9>F"])
    assert data == {**position_json(game), "moves": 3}  # the undo did not decrease the counter
    assert data["foundations"][:2] == [["AS"], ["AS"]]
    assert sum(map(len, data["foundations"])) == 2


def test_score_texts() -> None:
    game = Game.from_code("DS1-D1V-AAAAAAB")
    assert game.score_text == "-$104"
    game.score = 416
    assert game.score_text == "$416"
    game.score = 0
    assert game.score_text == "$0"
    game.score = -4
    assert game.score_text == "-$4"
    normal = Game.from_code("DS1-D1N-AAAAAAB")
    normal.score = 1220
    assert normal.score_text == "1220"
    assert position_json(normal)["score_text"] == "1220"


def test_text_output_is_readable(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "show", "DS1-D1N-AAAAAAB", "5>2")
    assert status == 0 and err == ""
    game = Game.replay("DS1-D1N-AAAAAAB", ["5>2"])
    assert out.strip() == position_text(game).strip()
    assert "DS1-D1N-AAAAAAB" in out and "Normal" in out and "score 5" in out
    assert "moves 1" in out
    for card in ("6D", "9S", "8H", "3C", "JC"):
        assert card in out
    assert "??" in out and "kc" not in out  # hidden unless revealed
    legal_line = next(line for line in out.splitlines() if line.startswith("legal"))
    assert legal_line.split()[1:] == ["3>4", "4>1", "4>7", "5>3", "S"]
    assert all(len(line) <= 100 for line in out.splitlines())


def test_text_output_reveal(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "DS1-D1N-AAAAAAB", "--reveal")
    assert status == 0
    assert " ".join(VECTOR_STOCK) in out
    assert "kc" in out


ERRORS = [
    ("bad code", ["show", "DS1-D2N-AAAAAAB"], "DS1-D1N-ABCDEFG"),
    ("short code", ["show", "DS1-D1N-AAA"], "7 letters"),
    ("syntax", ["show", "DS1-D1N-AAAAAAB", "3>X"], "3>X"),
    ("syntax later", ["show", "DS1-D1N-AAAAAAB", "5>2", "S", "W-9"], "W-9"),
    ("illegal", ["show", "DS1-D1N-AAAAAAB", "2>1"], "9S"),
    ("illegal later", ["show", "DS1-D1N-AAAAAAB", "5>2", "5>2"], "5>2"),
    ("undo nothing", ["show", "DS1-D1N-AAAAAAB", "U"], "undo"),
    ("undo too far", ["show", "DS1-D1N-AAAAAAB", "S", "U", "u"], "undo"),
    ("vegas stock", ["show", "DS1-D3V-AAAAAAB", *["S"] * 21], "S"),
]


@pytest.mark.parametrize(("argv", "words"), [e[1:] for e in ERRORS], ids=[e[0] for e in ERRORS])
def test_errors_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    for extra in ([], ["--json"]):
        status, out, err = run(capsys, *argv, *extra)
        assert status == 2
        assert out == ""
        assert err.endswith("\n") and err.count("\n") == 1
        assert "Traceback" not in err
        assert words in err
    if argv[-1] not in ("U", "u"):
        assert "DS1-" in err  # the position's code


@pytest.mark.parametrize("argv", [[], ["show"], ["play", "DS1-D1N-AAAAAAB"], ["show", "--x"]])
def test_usage_errors_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    out, err = capsys.readouterr()
    assert info.value.code == 2
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err


def test_undo_in_the_action_list(capsys: pytest.CaptureFixture[str]) -> None:
    data = show_json(capsys, "DS1-D1N-AAAAAAB", "5>2", "U")
    start = show_json(capsys, "DS1-D1N-AAAAAAB")
    assert data["moves"] == 1
    assert {**data, "moves": 0} == start


def test_python_dash_m(capsys: pytest.CaptureFixture[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dsolitaire.engine", "show", "DS1-D1N-AAAAAAB", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout) == show_json(capsys, "DS1-D1N-AAAAAAB")


def test_python_dash_m_error() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dsolitaire.engine", "show", "DS1-D1N-AAAAAAB", "1>1"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "1>1" in done.stderr and "DS1-D1N-AAAAAAB" in done.stderr


def test_console_script() -> None:
    script = Path(sys.executable).parent / "dsolitaire-engine"
    if not script.exists():
        pytest.skip("the package is not installed with its console script")
    done = subprocess.run(
        [str(script), "show", "DS1-D1N-AAAAAAB"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0 and "DS1-D1N-AAAAAAB" in done.stdout


# Options anywhere: before the code, between the actions, after them.
PLACES = [
    ["--json", "--reveal", "DS1-D1N-AAAAAAB", "5>2", "S"],
    ["DS1-D1N-AAAAAAB", "--json", "5>2", "S", "--reveal"],
    ["DS1-D1N-AAAAAAB", "5>2", "--json", "S", "--reveal"],
    ["DS1-D1N-AAAAAAB", "--reveal", "5>2", "S", "--json"],
    ["DS1-D1N-AAAAAAB", "5>2", "--reveal", "--json", "S"],
]


@pytest.mark.parametrize("argv", PLACES, ids=[" ".join(p) for p in PLACES])
def test_options_anywhere(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    status, out, err = run(capsys, "show", *argv)
    assert (status, err) == (0, "")
    game = Game.replay("DS1-D1N-AAAAAAB", ["5>2", "S"])
    assert json.loads(out) == position_json(game, True)


@pytest.mark.parametrize("action", ["F1>3", "W>F", "U", "s", "w>9"])
def test_option_after_the_code_before_any_action(
    capsys: pytest.CaptureFixture[str], action: str
) -> None:
    """The code, an option, then actions of every shape (as the issue reported)."""
    actions = ["5>2", "S", action]
    plain = run(capsys, "show", "DS1-D1N-AAAAAAB", *actions, "--json")
    mixed = run(capsys, "show", "DS1-D1N-AAAAAAB", "--json", *actions)
    assert mixed == plain
    assert plain[0] in (0, 2) and "unrecognized" not in plain[2]


def test_usage_says_the_actions_are_optional(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["show", "--help"])
    out, _ = capsys.readouterr()
    assert info.value.code == 0
    assert "usage: dsolitaire-engine show [-h] [--json] [--reveal] CODE [ACTION ...]" in out
    with pytest.raises(SystemExit):
        main(["show"])
    _, err = capsys.readouterr()
    assert "required: CODE " in err and "ACTION" not in err
    with pytest.raises(SystemExit):
        main(["--help"])
    out, _ = capsys.readouterr()
    assert "show" in out and out.startswith("usage: dsolitaire-engine ")


# Standard output that cannot be written, through a real shell and real processes.
def _engine() -> list[str]:
    script = Path(sys.executable).parent / "dsolitaire-engine"
    return [str(script)] if script.exists() else [sys.executable, "-m", "dsolitaire.engine"]


def _shell(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    if shutil.which("bash") is None:
        pytest.skip("no bash here")
    cwd.mkdir(exist_ok=True)
    return subprocess.run(
        ["bash", "-c", f"set -o pipefail; {command}"],
        cwd=cwd, capture_output=True, text=True, timeout=60, check=False,
    )


ARGVS = [["show", "DS1-D1N-AAAAAAB", "5>2", "--json"], ["show", "DS1-D1N-AAAAAAB"], ["--help"]]


@pytest.mark.parametrize("argv", ARGVS, ids=[" ".join(a) for a in ARGVS])
@pytest.mark.parametrize("redirect", [">/dev/full", ">&-"], ids=["full disk", "closed"])
def test_unwritable_output_is_one_line(tmp_path: Path, argv: list[str], redirect: str) -> None:
    if redirect == ">/dev/full" and not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    command = " ".join(shlex.quote(word) for word in [*_engine(), *argv])
    done = _shell(f"{command} {redirect}", tmp_path / "cwd")
    assert done.returncode in (1, 2), done.stderr
    assert done.stderr.startswith("dsolitaire-engine: ") and done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr and "Exception" not in done.stderr
    assert list((tmp_path / "cwd").iterdir()) == []


@pytest.mark.parametrize("argv", ARGVS, ids=[" ".join(a) for a in ARGVS])
def test_a_reader_that_stops_early_is_no_error(tmp_path: Path, argv: list[str]) -> None:
    command = " ".join(shlex.quote(word) for word in [*_engine(), *argv])
    done = _shell(f"{command} | head -c1", tmp_path / "cwd")
    assert (done.returncode, done.stderr, len(done.stdout)) == (0, "", 1)
    # and a pipe whose reader is gone before the first byte (EPIPE for sure)
    read, write = os.pipe()
    os.close(read)
    try:
        gone = subprocess.run([*_engine(), *argv], stdout=write, stderr=subprocess.PIPE,
                              text=True, timeout=60, check=False)
    finally:
        os.close(write)
    assert (gone.returncode, gone.stderr) == (0, "")
