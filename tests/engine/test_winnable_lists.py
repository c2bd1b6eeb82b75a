"""The shipped lists of deals proven winnable: every line replays to a win, and the lists
record their budget in states, with which the solver finds the very same lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from dsolitaire.engine import Action, Game, GameCode
from dsolitaire.engine.solver import line_as_draw1
from dsolitaire.engine.winnable import (
    LIST_STATES,
    format_deal_list,
    read_deal_list,
    read_list_states,
    solve_code,
)

DEALS = Path(__file__).resolve().parents[2] / "resources" / "deals"
LISTS = sorted(DEALS.glob("winnable-*.txt"))


#: the least each list holds: Vegas players who want winnable deals only get theirs from it
MINIMUM = {"D1N": 30, "D3N": 30, "D1V": 80, "D3V": 15}
#: the comment line above the D1V list's deals that come from the D3V list
FROM_DRAW3 = "# from winnable-D3V.txt: "

#: Listed deals that the solver wins quickly (Normal: a few hundred positions, but
#: D3N-UAATPBN some 20,000; Vegas: 30,000 to 65,000, about a second each): a sample that
#: is re-solved with the list's budget on every test run.
FAST = {
    "D1N": ("DS1-D1N-JSHIJQQ", "DS1-D1N-DJMRFLF", "DS1-D1N-OMKZUBD"),
    "D3N": ("DS1-D3N-HHHDFER", "DS1-D3N-JCOTURU", "DS1-D3N-UAATPBN"),
    "D1V": ("DS1-D1V-OUDLXLZ", "DS1-D1V-ALGRPCE"),
    "D3V": ("DS1-D3V-EHSYODZ", "DS1-D3V-OAOVOXG"),
}


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


@pytest.mark.parametrize("path", LISTS, ids=lambda p: p.stem)
def test_every_list_records_its_budget_in_states_first(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[0] == f"# states: {LIST_STATES}"
    assert read_list_states(text) == LIST_STATES


@pytest.mark.parametrize("mode", sorted(FAST))
def test_the_solver_finds_the_shipped_lines_with_the_recorded_budget(mode: str) -> None:
    text = (DEALS / f"winnable-{mode}.txt").read_text(encoding="utf-8")
    states = read_list_states(text)
    assert states is not None
    shipped = {str(code): line for code, line in read_deal_list(text)}
    for code in FAST[mode]:
        answer = solve_code(code, states)
        assert answer["result"] == "win", code
        assert answer["line"] == shipped[code], f"{code}: another line at {states} states"
        assert Game.replay(code, shipped[code], stack=False).won


def test_the_budget_line_is_read_and_written() -> None:
    text = format_deal_list(1234, [("DS1-D1N-AAAAAAB", ["S", "W>F"])], ["a note"])
    assert text == "# states: 1234\n# a note\nDS1-D1N-AAAAAAB S W>F\n"
    assert read_list_states(text) == 1234
    assert read_deal_list(text) == [(GameCode.parse("DS1-D1N-AAAAAAB"), ["S", "W>F"])]
    assert read_list_states("#states:200_000\n") == 200_000
    assert read_list_states("# a list of another day\nDS1-D1N-AAAAAAB S\n") is None
    assert read_list_states("# states: many\n") is None


def test_solve_code_needs_a_budget() -> None:
    with pytest.raises(ValueError):
        solve_code("DS1-D1N-AAAAAAB")


def test_the_d1v_list_holds_every_d3v_deal_with_its_line_as_draw_1() -> None:
    """Vegas draw 3 is a restriction of Vegas draw 1 (issue 27): every D3V listed deal is
    in the D1V list, under the FROM_DRAW3 line, with the D3V line's clicks split; the
    D1V list's own deals (re-solved by the test above) stay above it."""
    text1 = (DEALS / "winnable-D1V.txt").read_text(encoding="utf-8")
    text3 = (DEALS / "winnable-D3V.txt").read_text(encoding="utf-8")
    assert read_list_states(text1) == read_list_states(text3)
    own_text, marker, converted_text = text1.partition(FROM_DRAW3)
    assert marker, "no deals from the D3V list"
    own = {code.deal: line for code, line in read_deal_list(own_text)}
    converted = {code.deal: line for code, line in read_deal_list(converted_text)}
    assert not own.keys() & converted.keys()
    assert {GameCode.parse(code).deal for code in FAST["D1V"]} <= own.keys()
    deals3 = read_deal_list(text3)
    for code3, line3 in deals3:
        if code3.deal in own:
            continue  # the D1V list found it itself: its own line
        expected = line_as_draw1(Game(code3), [Action.parse(t) for t in line3])
        assert converted.pop(code3.deal) == [str(a) for a in expected], str(code3)
    assert not converted, "deals from the D3V list that it does not hold"
    assert len(read_deal_list(text1)) == len(own) + sum(
        code.deal not in own for code, _line in deals3)
