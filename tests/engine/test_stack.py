"""The engine's own history (issue 9): push/pop on ``game.stack``, ``Game.replay`` as the
one replay (with structured errors), ``copy``, and the move counter of rules.md (undo).

Random lines and undo/redo are in test_state_machine.py; these are the exact cases."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dsolitaire.engine import (
    STOCK_CLICK,
    Action,
    Game,
    GameCode,
    IllegalMove,
    InvalidGameCode,
    InvalidNotation,
    RefusalKind,
)

CODE = "DS1-D1N-AAAAAAB"  # legal at the start: 3>4 4>1 4>7 5>2 S
ROOT = Path(__file__).resolve().parents[2]


def test_push_keeps_the_record_and_pop_takes_it_back_exactly() -> None:
    game = Game.from_code(CODE)
    start = game.snapshot()
    first = game.push(Action.parse("5>2"))
    after_first = game.snapshot()
    second = game.push(STOCK_CLICK)
    assert game.stack == [first, second] and (game.score, game.moves) == (5, 2)
    assert game.pop() is second and game.snapshot() == after_first
    assert game.pop() is first and game.snapshot() == start
    assert game.stack == [] and game.score == 0


def test_the_counter_undo_keeps_it_redo_adds_one() -> None:
    """rules.md: each action adds 1, an undo does not change it, a redo adds 1."""
    game = Game.from_code(CODE)
    game.push(Action.parse("5>2"))
    game.push(STOCK_CLICK)
    assert game.moves == 2
    game.pop()
    game.pop()
    assert game.moves == 2  # two undos
    game.push(Action.parse("5>2"))
    assert game.moves == 3  # a redo


def test_pop_with_nothing_pushed_is_an_index_error_and_changes_nothing() -> None:
    game = Game.from_code(CODE)
    game.play(STOCK_CLICK)  # the unrecorded primitive: not on the stack
    before, moves = game.snapshot(), game.moves
    with pytest.raises(IndexError):
        game.pop()
    assert game.snapshot() == before and game.moves == moves == 1 and game.stack == []


def test_an_illegal_push_changes_nothing() -> None:
    game = Game.from_code(CODE)
    with pytest.raises(IllegalMove) as caught:
        game.push(Action.parse("1>2"))
    assert caught.value.refusal is not None
    assert game.stack == [] and game.moves == 0
    assert game.snapshot() == Game.from_code(CODE).snapshot()


def test_nobody_sets_the_counter() -> None:
    game = Game.from_code(CODE)
    with pytest.raises(AttributeError):
        game.moves = 5  # type: ignore[misc]
    assert game.moves == 0


def test_no_caller_outside_the_engine_assigns_the_counter() -> None:
    """The app (and the tools) never patch ``moves``: the engine's rule is the only one."""
    assign = re.compile(r"\.moves\s*(?:[-+*]?=)(?!=)")
    found = []
    # (inside the engine the counter is a read-only property, and other things are
    # called moves there, such as a search frame's list of moves)
    for folder in ("dsolitaire/app", "tests/app", "tests/helpers", "benchmarks"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if assign.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []
    # the check can fail: it sees the assignments this test itself makes
    assert assign.search("        game.moves = 5") and assign.search("game.moves -= 1")
    assert not assign.search("game.moves == 5")


# -- replay ------------------------------------------------------------------------------


def test_replay_takes_actions_or_notation_and_U_is_an_undo() -> None:
    by_actions = Game.replay(GameCode.parse(CODE), [Action.parse("5>2"), STOCK_CLICK])
    by_text = Game.replay(CODE, ["5>2", "S", "u", " S "])
    assert by_actions.snapshot() == by_text.snapshot()
    assert [str(r.action) for r in by_text.stack] == ["5>2", "S"]
    assert (by_actions.moves, by_text.moves) == (2, 3)  # the undo kept the count, the redo added


def test_replay_with_a_saved_counter_only_raises_it() -> None:
    line = ["5>2", "S"]
    assert Game.replay(CODE, line, moves=7).moves == 7  # undos happened in the saved game
    assert Game.replay(CODE, line, moves=1).moves == 2  # never below the line
    assert Game.replay(CODE, line, moves=None).moves == 2


def test_replay_can_keep_only_the_last_records() -> None:
    line = ["S"] * 10 + ["5>2"]
    full = Game.replay(CODE, line)
    for keep, texts in ((3, ["S", "S", "5>2"]), (0, []), (False, []), (99, line)):
        game = Game.replay(CODE, line, stack=keep)
        assert [str(r.action) for r in game.stack] == texts
        assert game.snapshot() == full.snapshot() and game.moves == full.moves
    game = Game.replay(CODE, [Action.parse(t) for t in line], stack=3)
    assert [str(r.action) for r in game.stack] == ["S", "S", "5>2"]
    game.pop()
    game.pop()
    game.pop()
    assert game.snapshot() == Game.replay(CODE, line[:-3]).snapshot()


@pytest.mark.parametrize("as_text", [False, True])
def test_replay_of_an_illegal_action_says_which_and_why(as_text: bool) -> None:
    line = ["5>2", "S", "S", "1>2", "S"]
    with pytest.raises(IllegalMove) as caught:
        Game.replay(CODE, line if as_text else [Action.parse(t) for t in line], stack=2)
    error = caught.value
    assert error.index == 3 and error.refusal is not None
    assert error.refusal.kind is not RefusalKind.STOCK_AND_WASTE_EMPTY
    assert "1>2" in str(error) and CODE in str(error)


def test_replay_of_a_bad_text_or_an_undo_too_many() -> None:
    with pytest.raises(InvalidNotation) as bad:
        Game.replay(CODE, ["5>2", "X>2"])
    assert bad.value.index == 1 and CODE in str(bad.value)
    with pytest.raises(IllegalMove) as undo:
        Game.replay(CODE, ["5>2", "U", "U"])
    assert undo.value.index == 2 and undo.value.refusal is None
    assert "nothing to undo" in str(undo.value)
    with pytest.raises(InvalidGameCode):
        Game.replay("DS1-D1N-AAAAAA", [])


# -- copy ---------------------------------------------------------------------------------


def test_a_copy_is_independent_and_copies_the_stack_unless_told() -> None:
    game = Game.replay(CODE, ["5>2", "S", "S"])
    copy = game.copy()
    bare = game.copy(stack=False)
    last = game.copy(stack=1)
    assert copy.stack == game.stack and bare.stack == [] and last.stack == game.stack[-1:]
    for other in (copy, bare, last):
        assert other.snapshot() == game.snapshot() and other.moves == game.moves
        assert other.code == game.code and other is not game
    before, stack = game.snapshot(), list(game.stack)
    copy.pop()
    copy.pop()
    bare.push(STOCK_CLICK)
    last.pop()
    assert game.snapshot() == before and game.stack == stack and game.moves == 3
    assert copy.snapshot() == Game.replay(CODE, ["5>2"]).snapshot()
    # nothing is shared that can change: every pile is its own list
    for a, b in zip((game.columns, game.foundations), (copy.columns, copy.foundations),
                    strict=True):
        assert all(x is not y for x, y in zip(a, b, strict=True))


def test_positions_compare_without_counter_or_stack() -> None:
    """Search works on positions: a snapshot ignores how the game got there."""
    direct = Game.replay(CODE, ["5>2"])
    roundabout = Game.replay(CODE, ["S", "U", "5>2", "U", "5>2"], moves=40)
    assert direct.snapshot() == roundabout.snapshot()
    assert (direct.moves, roundabout.moves) == (1, 40) and len(roundabout.stack) == 1
    assert direct.copy(stack=False).snapshot() == roundabout.copy().snapshot()


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 10**6), draw=st.sampled_from([1, 3]), vegas=st.booleans(),
       choices=st.lists(st.integers(0, 1000), max_size=80))
def test_pushes_then_as_many_pops_give_back_every_position(
        deal: int, draw: int, vegas: bool, choices: list[int]) -> None:
    game = Game(GameCode(deal, draw, vegas))
    seen = [game.snapshot()]
    line = []
    for choice in choices:
        legal = game.legal_actions()
        if not legal:
            break
        line.append(legal[choice % len(legal)])
        game.push(line[-1])
        seen.append(game.snapshot())
    assert [r.action for r in game.stack] == line
    assert Game.replay(game.code, line).snapshot() == game.snapshot()
    moves = game.moves
    while game.stack:
        seen.pop()
        game.pop()
        assert game.snapshot() == seen[-1]
    assert game.moves == moves == len(line)
