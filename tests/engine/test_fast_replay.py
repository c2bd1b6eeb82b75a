"""The replay fast path (under :meth:`Game.replay` for the part of a line whose records
are not kept; ``stack=False`` keeps none, so the whole line takes it) plays exactly as
:meth:`Game.play` does: the same position, score, waste fan and counter after any line,
and the same refusal of the same action at the same index, on many random lines in all
four modes."""

from __future__ import annotations

import random

import pytest
from engine_support import ALL_ACTIONS
from hypothesis import given, settings
from hypothesis import strategies as st

from dsolitaire.engine import (
    FOUNDATION,
    STOCK,
    STOCK_CLICK,
    WASTE,
    Action,
    Game,
    GameCode,
    IllegalMove,
    RefusalKind,
)

MODES = [(1, False), (1, True), (3, False), (3, True)]
#: Action values no notation writes, refused by rules the notation never meets.
HAND_MADE = (Action(STOCK, 3), Action(FOUNDATION, 2), Action(WASTE, STOCK), Action(4, 30))


def random_line(game: Game, rng: random.Random, length: int, stock_bias: float,
                illegal: float = 0.0) -> list[Action]:
    """A random line from ``game`` (played on it): legal actions, a stock click (when
    it does something) with ``stock_bias`` (long lines cycle the stock, recycling many
    times, in runs of clicks), and with ``illegal`` an action the position refuses (the
    line goes on as if it had not been there: what comes after a refusal is random too)."""
    line: list[Action] = []
    for _ in range(length):
        if rng.random() < illegal:
            refused = [a for a in (*ALL_ACTIONS, *HAND_MADE) if not game.is_legal(a)]
            line.append(rng.choice(refused))
            continue
        legal = game.legal_actions()
        if not legal:
            break
        moves = [a for a in legal if a != STOCK_CLICK]
        clicks = len(moves) < len(legal) and (not moves or rng.random() < stock_bias)
        action = STOCK_CLICK if clicks else rng.choice(moves)
        game.play(action)
        line.append(action)
    return line


def by_play(code: GameCode, line: list[Action]) -> tuple[Game, IllegalMove | None]:
    """The reference: one :meth:`Game.play` per action, up to the first refusal."""
    game = Game(code)
    try:
        for action in line:
            game.play(action)
    except IllegalMove as exc:
        return game, exc
    return game, None


def by_fast_path(code: GameCode, line: list[Action]) -> tuple[Game | None, IllegalMove | None]:
    """The replay that keeps no record: the game, or the error that stopped it."""
    try:
        return Game.replay(code, line, stack=False), None
    except IllegalMove as exc:
        return None, exc


def assert_same(code: GameCode, line: list[Action]) -> IllegalMove | None:
    (ref, ref_error), (fast, fast_error) = by_play(code, line), by_fast_path(code, line)
    if ref_error is None:
        assert fast_error is None and fast is not None
        assert fast.snapshot() == ref.snapshot()  # piles, face-down counts, score, fan
        assert fast.moves == ref.moves == len(line) and fast.stack == []
        assert fast.won == ref.won and fast.legal_actions() == ref.legal_actions()
        return None
    assert fast_error is not None, f"refused by play, not by the fast path: {ref_error}"
    assert str(fast_error) == str(ref_error) and fast_error.refusal == ref_error.refusal
    assert fast_error.index == ref.moves  # the actions before it, each counted once
    return ref_error


@pytest.mark.parametrize(("draw", "vegas"), MODES)
@pytest.mark.parametrize("seed", range(12))
def test_the_fast_path_plays_random_lines_as_play_does(draw: int, vegas: bool,
                                                       seed: int) -> None:
    rng = random.Random(seed * 31 + draw)
    code = GameCode(rng.randrange(10**6), draw, vegas)
    line = random_line(Game(code), rng, 600, stock_bias=rng.choice([0.2, 0.5, 0.9]))
    assert assert_same(code, line) is None
    for cut in sorted(rng.sample(range(len(line)), 5)):  # and every prefix's end
        assert assert_same(code, line[:cut]) is None
    # equal actions that are not the engine's own values (a stock click too)
    assert assert_same(code, [Action(*a) for a in line]) is None


@pytest.mark.parametrize(("draw", "vegas"), MODES)
@pytest.mark.parametrize("seed", range(12))
def test_the_fast_path_refuses_the_same_action_at_the_same_index(draw: int, vegas: bool,
                                                                 seed: int) -> None:
    rng = random.Random(seed * 17 + draw + 1000 * vegas)
    code = GameCode(rng.randrange(10**6), draw, vegas)
    line = random_line(Game(code), rng, 300, stock_bias=0.5, illegal=0.02)
    error = assert_same(code, line)
    game = Game(code)
    first = None
    for i, action in enumerate(line):  # the first action the position refuses
        if not game.is_legal(action):
            first = i
            break
        game.play(action)
    assert (error is None) == (first is None)
    fast_error = by_fast_path(code, line)[1]
    assert (fast_error is None) == (first is None)
    assert fast_error is None or fast_error.index == first


@settings(max_examples=150, deadline=None)
@given(deal=st.integers(0, 10**6), mode=st.sampled_from(MODES),
       bias=st.floats(0, 1), illegal=st.sampled_from([0.0, 0.01, 0.1]),
       seed=st.integers(0, 2**32))
def test_the_fast_path_agrees_with_play_on_any_line(
        deal: int, mode: tuple[int, bool], bias: float, illegal: float, seed: int) -> None:
    code = GameCode(deal, *mode)
    assert_same(code, random_line(Game(code), random.Random(seed), 250, bias, illegal))


def test_stock_cycling_recycles_to_the_floor_and_vegas_refuses_the_second_pass() -> None:
    """The commonest long line (the benchmark's): stock clicks only. Normal recycles,
    each -100 down to 0; Vegas refuses the click after its single pass, at its index."""
    for draw in (1, 3):
        code = GameCode(4242, draw, False)
        game = Game(code)
        line = random_line(game, random.Random(5), 40, stock_bias=0.0)
        for n in range(50):  # a score above 100, that two recycles take down to 0
            if game.score >= 150:
                break
            line += random_line(game, random.Random(n), 10, stock_bias=0.0)
        assert game.score >= 150
        line += [STOCK_CLICK] * 5000
        assert assert_same(code, line) is None
        recycles = [r.delta for r in Game.replay(code, line).stack if r.recycled]
        assert -100 < recycles[1] < 0 and recycles[2] == 0 and len(recycles) > 20
        vegas = GameCode(4242, draw, True)
        first_pass = -(-len(Game(vegas).stock) // draw)
        error = assert_same(vegas, [STOCK_CLICK] * (first_pass + 3))
        assert error is not None and error.refusal is not None
        assert error.refusal.kind is RefusalKind.VEGAS_SINGLE_PASS
        fast_error = by_fast_path(vegas, [STOCK_CLICK] * (first_pass + 3))[1]
        assert fast_error is not None and fast_error.index == first_pass


@pytest.mark.parametrize(("draw", "vegas"), MODES)
def test_a_run_of_clicks_of_any_length_plays_as_the_clicks_one_by_one(draw: int,
                                                                       vegas: bool) -> None:
    """A run of stock clicks is played at once: every length up to three whole cycles
    of the stock (ending mid-draw, at the recycle, right after a cycle), alone at the
    end of the line and followed by another action, from a score that each recycle
    takes down a step (Normal) or past the single pass (Vegas)."""
    code = GameCode(4242, draw, vegas)
    game = Game(code)
    rng = random.Random(draw)
    line = random_line(game, rng, 30, stock_bias=0.0)
    for _ in range(100):
        if vegas or game.score >= 250:
            break
        line += random_line(game, rng, 10, stock_bias=0.0)
    assert vegas or game.score >= 250
    cycle = -(-(len(game.stock) + len(game.waste)) // draw) + 1
    for k in range(3 * cycle + 3):
        clicks = [*line, *[STOCK_CLICK] * k]
        assert_same(code, clicks)
        after, refused = by_play(code, clicks)
        then = [a for a in ALL_ACTIONS if a != STOCK_CLICK and after.is_legal(a)][:1]
        assert_same(code, [*clicks, *(then if refused is None else ALL_ACTIONS[:1])])


@pytest.mark.parametrize("stack", [0, 3, 256, True])
def test_replay_uses_it_and_keeps_the_same_records_and_errors(stack: bool | int) -> None:
    """Game.replay with a limited stack (the fast path before the kept records) gives
    the game and the error of the replay of the same line as texts (play, every record)."""
    rng = random.Random(3)
    for draw, vegas in MODES:
        code = GameCode(rng.randrange(10**6), draw, vegas)
        line = random_line(Game(code), rng, 700, stock_bias=0.6)
        texts = [str(a) for a in line]
        game, reference = Game.replay(code, line, stack=stack), Game.replay(code, texts)
        assert game.snapshot() == reference.snapshot() and game.moves == reference.moves
        kept = reference.stack if stack is True else reference.stack[len(line) - stack:]
        assert [(r.action, r.count, r.flip, r.delta, r.slot, r.fan) for r in game.stack] \
            == [(r.action, r.count, r.flip, r.delta, r.slot, r.fan) for r in kept]
        for bad in (5, len(line) - 2):  # refused before the kept records, and among them
            there = Game.replay(code, line[:bad])
            wrong = rng.choice([a for a in ALL_ACTIONS if not there.is_legal(a)])
            spoiled = [*line[:bad], wrong, *line[bad:]]
            with pytest.raises(IllegalMove) as fast:
                Game.replay(code, spoiled, stack=stack)
            with pytest.raises(IllegalMove) as slow:
                Game.replay(code, [str(a) for a in spoiled])
            assert fast.value.index == slow.value.index == bad
            assert str(fast.value) == str(slow.value)
            assert fast.value.refusal == slow.value.refusal
