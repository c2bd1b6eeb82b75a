"""Game records (``CODE: action action …``): written and read back, and every kind of bad
record refused with the first thing wrong in it."""

from __future__ import annotations

import doctest

import pytest

from dsolitaire.engine import (
    Action,
    CodeErrorKind,
    Game,
    GameCode,
    InvalidRecord,
    RefusalKind,
    format_record,
    looks_like_record,
    parse_record,
)
from dsolitaire.engine import record as record_module

CODE = "DS1-D1N-AAAAAAB"


def test_doctests() -> None:
    assert doctest.testmod(record_module).failed == 0


def test_format_round_trip() -> None:
    actions = [Action.parse(t) for t in ["S", "5>2", "S"]]
    text = format_record(GameCode.parse(CODE), actions)
    assert text == f"{CODE}: S 5>2 S"
    record = parse_record(text)
    assert record.code == GameCode.parse(CODE)
    assert list(record.actions) == actions
    assert str(record) == text
    assert record.game.snapshot() == Game.replay(CODE, actions).snapshot()
    assert len(record.game.stack) == 3  # every action can be stepped back
    assert format_record(CODE, []) == f"{CODE}:"
    assert format_record(CODE, ["s", " 5>2 "]) == f"{CODE}: s 5>2"


@pytest.mark.parametrize("text", [
    f"{CODE}: S 5>2", f"  {CODE.lower()}:S   5>2\n", f"{CODE}:\nS\n5>2\n", f"{CODE} :\tS 5>2",
])
def test_white_space_and_case_are_tolerated(text: str) -> None:
    assert str(parse_record(text)) == f"{CODE}: S 5>2"


def test_an_empty_record_is_the_deal() -> None:
    record = parse_record(f"{CODE}:")
    assert record.actions == () and record.game.moves == 0


def test_looks_like_record() -> None:
    assert looks_like_record(f"{CODE}: S") and looks_like_record("x:")
    assert not looks_like_record(CODE)


def test_a_bad_code_is_a_code_error() -> None:
    with pytest.raises(InvalidRecord) as caught:
        parse_record("DS1-D9N-AAAAAAB: S")
    assert caught.value.code_error is not None
    assert caught.value.code_error.kind is CodeErrorKind.DRAW
    assert caught.value.index is None and caught.value.code is None


def test_garbage_is_a_code_error() -> None:
    with pytest.raises(InvalidRecord) as caught:
        parse_record("hello: world")
    assert caught.value.code_error is not None and caught.value.index is None


def test_the_first_illegal_action_is_named_with_its_refusal() -> None:
    with pytest.raises(InvalidRecord) as caught:
        parse_record(f"{CODE}: S 5>2 3>3 9>9")
    err = caught.value
    assert (err.index, err.action_text) == (2, "3>3")
    assert err.code == GameCode.parse(CODE)
    assert err.refusal is not None and err.refusal.kind is RefusalKind.ONTO_ITSELF
    assert "action 3" in str(err)


def test_the_first_action_not_in_the_notation_is_named() -> None:
    with pytest.raises(InvalidRecord) as caught:
        parse_record(f"{CODE}: S 5>2 x>y 3>3")
    err = caught.value
    assert (err.index, err.action_text, err.refusal) == (2, "x>y", None)
    with pytest.raises(InvalidRecord) as caught:
        parse_record(f"{CODE}: S 3>3 x>y")  # the illegal action comes before the bad text
    assert (caught.value.index, caught.value.action_text) == (1, "3>3")
    assert caught.value.refusal is not None
    with pytest.raises(InvalidRecord) as caught:
        parse_record(f"{CODE}: S U")  # an undo is not an action of a record
    assert (caught.value.index, caught.value.action_text) == (1, "U")
