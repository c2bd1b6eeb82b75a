"""The shipped lists of deals proven winnable: every line replays to a win."""

from __future__ import annotations

from pathlib import Path

import pytest

from dsolitaire.engine import Game
from dsolitaire.engine.winnable import read_deal_list

DEALS = Path(__file__).resolve().parents[2] / "resources" / "deals"
LISTS = sorted(DEALS.glob("winnable-*.txt"))


#: the least each list holds: Vegas players who want winnable deals only get theirs from it
MINIMUM = {"D1N": 30, "D3N": 30, "D1V": 50, "D3V": 15}


def test_there_are_lists_for_every_mode() -> None:
    sizes = {path.stem.removeprefix("winnable-"): len(read_deal_list(
        path.read_text(encoding="utf-8"))) for path in LISTS}
    for mode, least in MINIMUM.items():
        assert sizes.get(mode, 0) >= least, mode


@pytest.mark.parametrize("path", LISTS, ids=lambda p: p.stem)
def test_every_shipped_line_replays_to_a_win(path: Path) -> None:
    mode = path.stem.removeprefix("winnable-")
    text = path.read_text(encoding="utf-8")
    deals = read_deal_list(text)
    # every line that is not blank or a comment is a deal (none was dropped as bad)
    assert len(deals) == sum(1 for line in text.splitlines()
                             if line.strip() and not line.startswith("#"))
    codes = [str(code) for code, _line in deals]
    assert len(set(codes)) == len(codes)
    for code, line in deals:
        assert code.mode_text == mode
        game = Game.replay(code, line, stack=False)
        assert game.won, f"{code} does not end won"


def test_a_line_that_does_not_win_is_seen() -> None:
    (code, line), = read_deal_list("DS1-D1N-AAAAAAB S S\n")
    assert not Game.replay(code, line, stack=False).won
