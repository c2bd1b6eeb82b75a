"""The rules of the rules (docs/rules.en.md), one by one, on real deals.

Positions deeper in a game come from ``tests/data/scenarios.json`` (written by
``benchmarks/find_scenarios.py``): a code and an action line from the deal's start.
Every test first checks that its position really shows the situation it is about.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from engine_support import ALL_ACTIONS, SCENARIOS, fits, position

from dsolitaire.engine import (
    FOUNDATION,
    RANK,
    SLOT0,
    STOCK,
    STOCK_CLICK,
    SUIT,
    WASTE,
    Action,
    ActionRecord,
    Game,
    IllegalMove,
    card_text,
)

KING = 13


def place(text: str) -> int:
    return WASTE if text == "W" else int(text) - 1


def walk(code: str, actions: str) -> Iterator[tuple[Game, Action]]:
    """The game before each action of a line (the same object, played on)."""
    game = Game.from_code(code)
    for text in actions.split():
        action = Action.parse(text)
        yield game, action
        game.play(action)


def initial_stock(code: str) -> list[int]:
    return list(Game.from_code(code).stock)


# -- the stock ----------------------------------------------------------------------------


def test_draw_one_turns_one_card() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    stock = list(game.stock)
    record = game.play(STOCK_CLICK)
    assert [card_text(c) for c in game.waste] == ["TH"]
    assert game.stock == stock[:-1]
    assert (record.count, record.delta, game.score, game.moves) == (1, 0, 0, 1)
    game.play(STOCK_CLICK)
    assert [card_text(c) for c in game.waste] == ["TH", "5C"]


@pytest.mark.parametrize("code", ["DS1-D3N-AAAAAAB", "DS1-D3V-AAAAAAB"])
def test_draw_three_turns_three_cards(code: str) -> None:
    game = Game.from_code(code)
    score = game.score
    record = game.play(STOCK_CLICK)
    # the first card drawn lies at the bottom of the fan, the third one on top
    assert [card_text(c) for c in game.waste] == ["TH", "5C", "5H"]
    assert len(game.stock) == 56
    assert (record.count, game.waste_fan, game.score, game.moves) == (3, 3, score, 1)
    assert game.can_pick(WASTE, 2)
    assert not game.can_pick(WASTE, 1) and not game.can_pick(WASTE, 0)


@pytest.mark.parametrize("vegas", [False, True])
def test_draw_three_with_fewer_than_three_left(vegas: bool) -> None:
    code = f"DS1-D3{'V' if vegas else 'N'}-QWERTYU"
    game = Game.from_code(code)
    stock = list(game.stock)
    for _ in range(19):  # 59 = 19 * 3 + 2
        assert game.play(STOCK_CLICK).count == 3
    assert len(game.stock) == 2
    record = game.play(STOCK_CLICK)
    assert (record.count, game.waste_fan, len(game.stock), len(game.waste)) == (2, 2, 0, 59)
    assert game.waste == stock[::-1]
    assert game.moves == 20
    if vegas:
        assert not game.is_legal(STOCK_CLICK)
        with pytest.raises(IllegalMove):
            game.play(STOCK_CLICK)
    else:
        record = game.play(STOCK_CLICK)
        assert record.recycled and record.count == -59
        assert game.stock == stock and game.waste == []


@pytest.mark.parametrize("draw", [1, 3])
def test_recycle_puts_the_waste_back_in_its_original_order(draw: int) -> None:
    code = f"DS1-D{draw}N-AAAAAAB"
    game = Game.from_code(code)
    stock = list(game.stock)
    clicks = 59 if draw == 1 else 20
    for _ in range(clicks):
        game.play(STOCK_CLICK)
    assert game.stock == [] and game.waste == stock[::-1]
    record = game.play(STOCK_CLICK)  # the recycle
    assert game.stock == stock and game.waste == [] and game.waste_fan == 0
    assert (record.count, record.delta, game.score, game.moves) == (-59, 0, 0, clicks + 1)
    game.play(STOCK_CLICK)  # the first card drawn is drawn first again
    assert card_text(game.waste[0]) == "TH"


def test_recycle_after_plays_from_the_waste_keeps_the_order() -> None:
    game, _ = position("cheap_recycle")
    assert game.stock == [] and game.waste
    waste = list(game.waste)
    first = initial_stock(str(game.code))
    assert len(waste) < len(first)  # cards were played from the waste in this pass
    game.play(STOCK_CLICK)
    assert game.stock == waste[::-1] and game.waste == []
    drawn = []
    for _ in waste:
        game.play(STOCK_CLICK)
        drawn.append(game.waste[-1])
    assert drawn == waste


@pytest.mark.parametrize("draw", [1, 3])
def test_vegas_never_recycles(draw: int) -> None:
    game = Game.from_code(f"DS1-D{draw}V-AAAAAAB")
    while game.stock:
        game.play(STOCK_CLICK)
    before, moves = game.snapshot(), game.moves
    assert game.waste
    assert STOCK_CLICK not in game.legal_actions()
    assert game.click_action(STOCK) is None
    assert not game.is_legal(STOCK_CLICK)
    with pytest.raises(IllegalMove) as info:
        game.play(STOCK_CLICK)
    assert "Vegas" in str(info.value)
    assert game.snapshot() == before and game.moves == moves


# -- scores of the moves ------------------------------------------------------------------


@pytest.mark.parametrize(("mode", "score"), [("D1N", 5), ("D1V", -104), ("D3N", 5)])
def test_auto_flip_turns_the_card_and_scores(mode: str, score: int) -> None:
    game = Game.from_code(f"DS1-{mode}-AAAAAAB")
    assert game.down[4] == 4
    record = game.play(Action.parse("5>2"))  # 8H onto 9S uncovers the 3C of column 5
    assert record.flip
    assert game.down[4] == 3 and card_text(game.columns[4][-1]) == "3C"
    assert game.can_pick(4, 3)
    assert [card_text(c) for c in game.columns[1][1:]] == ["9S", "8H"]
    assert game.score == score
    assert record.delta == score - (-104 if mode == "D1V" else 0)


@pytest.mark.parametrize(("mode", "score"), [("D1N", 15), ("D1V", -99)])
def test_column_to_foundation_with_flip(mode: str, score: int) -> None:
    game = Game.from_code(f"DS1-{mode}-AAAAAAA")
    ace = game.columns[4][-1]
    assert RANK[ace] == 1
    record = game.play(Action.parse("5>F"))
    assert record.flip and game.foundations[SUIT[ace] * 2] == [ace]
    assert game.score == score


def moving_index(game: Game, src: int, dst: int) -> int:
    """The index of the card that leaves column src for dst (a column or a foundation)."""
    col = game.columns[src]
    if dst == FOUNDATION:
        return len(col) - 1
    target = game.columns[dst]
    return next(
        i
        for i in range(game.down[src], len(col))
        if (fits(col[i], target[-1]) if target else RANK[col[i]] == KING)
    )


def expected_normal_delta(game: Game, action: Action) -> tuple[int, str]:
    """The Normal score of an action from the table of rules.md, and its kind."""
    src, dst = action
    if src == STOCK:
        if game.stock:
            return 0, "draw"
        return -min(100, game.score), "recycle"
    flip = 0
    if src < 9 and game.down[src] > 0 and moving_index(game, src, dst) == game.down[src]:
        flip = 5
    if dst == FOUNDATION:
        return 10 + flip, "foundation"
    if src == WASTE:
        return 5, "waste->column"
    if src >= SLOT0:
        return 0, "take back"
    return flip, "column->column"


WON_NORMAL = [pytest.param(e, id=e["code"]) for e in SCENARIOS["won_normal"]]
WON_VEGAS = [pytest.param(e, id=e["code"]) for e in SCENARIOS["won_vegas"]]


@pytest.mark.parametrize("entry", WON_NORMAL)
def test_every_normal_score_follows_the_table(entry: dict[str, Any]) -> None:
    kinds = set()
    for game, action in walk(entry["code"], entry["actions"]):
        delta, kind = expected_normal_delta(game, action)
        kinds.add(kind)
        before = game.score
        record = game.play(action)
        assert record.delta == delta, f"{action} ({kind}) after {game.moves - 1} actions"
        assert game.score == before + delta >= 0
        game.revert(record)  # and the walk plays it again
    assert {"draw", "foundation", "waste->column", "column->column"} <= kinds


@pytest.mark.parametrize(
    "entry", WON_VEGAS + [pytest.param(e, id=e["code"]) for e in SCENARIOS["long_vegas"]]
)
def test_every_vegas_score_follows_the_rule(entry: dict[str, Any]) -> None:
    for game, action in walk(entry["code"], entry["actions"]):
        record = game.play(action)
        assert record.delta == (5 if action.target == FOUNDATION else 0), str(action)
        game.revert(record)


# -- the table ----------------------------------------------------------------------------


@pytest.mark.parametrize("entry", WON_NORMAL + WON_VEGAS)
def test_only_kings_go_to_empty_columns_and_never_elsewhere(entry: dict[str, Any]) -> None:
    checked = 0
    for game, _ in walk(entry["code"], entry["actions"]):
        for action in game.legal_actions():
            src, dst = action
            if not 0 <= dst < 9:
                continue
            if src < 9:
                card = game.columns[src][moving_index(game, src, dst)]
            else:
                card = (game.waste if src == WASTE else game.foundations[src - SLOT0])[-1]
            if game.columns[dst]:
                assert RANK[card] != KING and fits(card, game.columns[dst][-1])
            else:
                assert RANK[card] == KING, f"{action}: {card_text(card)} to an empty column"
                checked += 1
    assert checked > 0


def test_a_sequence_moves_with_its_first_card_fitting() -> None:
    game, entry = position("run_move")
    action = Action.parse(entry["move"])
    n, m = action
    down = game.down[n]
    run = game.columns[n][down:]
    target = list(game.columns[m])
    assert len(run) >= 2 and down > 0
    assert fits(run[0], target[-1])
    assert not any(fits(c, target[-1]) for c in run[1:])
    record = game.play(action)
    assert game.columns[m] == target + run
    assert record.count == len(run) and record.flip
    assert game.down[n] == down - 1 and len(game.columns[n]) == down


def test_part_of_a_sequence_moves_with_the_cards_on_top_of_it() -> None:
    game, entry = position("partial_run_move")
    action = Action.parse(entry["move"])
    n, m = action
    i = entry["index"]
    col = list(game.columns[n])
    down = game.down[n]
    assert down < i < len(col) - 1
    assert game.drop_action(n, i, m) == action
    assert game.drop_action(n, i + 1, m) is None  # not the card that fits
    assert down == 0 or game.drop_action(n, down - 1, m) is None  # face down
    score = game.score
    record = game.play(action)
    assert game.columns[n] == col[:i] and game.down[n] == down
    assert game.columns[m][-(len(col) - i) :] == col[i:]
    assert not record.flip and game.score == score


# -- foundations --------------------------------------------------------------------------


@pytest.mark.parametrize("entry", WON_NORMAL + WON_VEGAS)
def test_each_card_goes_to_the_first_slot_of_its_row_that_takes_it(
    entry: dict[str, Any],
) -> None:
    for game, action in walk(entry["code"], entry["actions"]):
        if action.target != FOUNDATION:
            continue
        card = (game.waste if action.source == WASTE else game.columns[action.source])[-1]
        row = SUIT[card] * 2
        first_takes = len(game.foundations[row]) == RANK[card] - 1
        record = game.play(action)
        assert record.slot == (row if first_takes else row + 1)
        game.revert(record)
    for k, pile in enumerate(game.foundations):
        assert [card_text(c) for c in pile] == [r + "SHDC"[k // 2] for r in "A23456789TJQK"]


@pytest.mark.parametrize(("key", "gain"), [("take_back_normal", 10), ("take_back_vegas", 5)])
def test_take_back_scores_nothing_and_the_card_scores_again(key: str, gain: int) -> None:
    game, entry = position(key)
    action = Action.parse(entry["move"])
    slot = action.source - SLOT0
    card = game.foundations[slot][-1]
    score, moves = game.score, game.moves
    record = game.play(action)
    assert record.delta == 0 and game.score == score and game.moves == moves + 1
    assert game.columns[action.target][-1] == card
    record = game.play(Action(action.target, FOUNDATION))
    assert record.delta == gain and game.score == score + gain
    assert game.foundations[record.slot][-1] == card


def test_no_foundation_to_foundation() -> None:
    game, entry = position("take_back_normal")
    source = Action.parse(entry["move"]).source
    before = game.snapshot()
    for target in (FOUNDATION, *range(SLOT0, SLOT0 + 8), WASTE, STOCK):
        with pytest.raises(IllegalMove):
            game.play(Action(source, target))
        assert game.drop_action(source, len(game.foundations[source - SLOT0]) - 1, target) is None
    assert game.snapshot() == before
    assert game.can_pick(source, 0)
    assert game.click_action(source) is None


# -- clicks -------------------------------------------------------------------------------


def test_click_sends_a_card_to_its_foundation() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAA")
    tops = {n: game.columns[n][-1] for n in range(9)}
    for n, card in tops.items():
        if RANK[card] == 1:
            assert game.click_action(n) == Action(n, FOUNDATION)
        else:
            assert game.click_action(n) is None
    assert game.click_action(WASTE) is None  # empty waste
    assert game.click_action(STOCK) == STOCK_CLICK
    assert game.click_action(FOUNDATION) is None


def expected_table_target(game: Game, place: int, card: int) -> int | None:
    """rules.md: the longest column where the card fits (leftmost on a tie), then an empty
    column for a King."""
    fitting = [
        m for m in range(9) if m != place and game.columns[m] and fits(card, game.columns[m][-1])
    ]
    if fitting:
        return max(fitting, key=lambda m: (len(game.columns[m]), -m))
    if RANK[card] == KING:
        return next((m for m in range(9) if m != place and not game.columns[m]), None)
    return None


def double_click(game: Game, place: int) -> Action | None:
    """A double-click on a top card: the foundation first, then the table."""
    return game.click_action(place) or game.double_click_action(place)


@pytest.mark.parametrize("key", ["double_click_longest", "double_click_tie", "double_click_king"])
def test_double_click_target(key: str) -> None:
    game, entry = position(key)
    source = place(entry["place"])
    card = (game.waste if source == WASTE else game.columns[source])[-1]
    fitting = [
        m for m in range(9) if m != source and game.columns[m] and fits(card, game.columns[m][-1])
    ]
    lengths = [len(game.columns[m]) for m in fitting]
    if key == "double_click_longest":
        assert len(fitting) >= 2 and lengths[0] < max(lengths)  # leftmost is not longest
    elif key == "double_click_tie":
        assert lengths.count(max(lengths)) >= 2
    else:
        assert RANK[card] == KING and sum(not c for c in game.columns) >= 2
    target = expected_table_target(game, source, card)
    assert target is not None
    action = game.double_click_action(source)
    assert action == Action(source, target)
    assert game.click_action(source) is None
    assert double_click(game, source) == action
    before = game.snapshot()
    game.play(action)
    assert game.columns[target][-1] == card
    assert game.snapshot() != before


def test_double_click_inside_a_column_moves_the_card_and_those_above() -> None:
    game, entry = position("partial_run_move")
    n = place(entry["move"][0])
    i = entry["index"]
    card = game.columns[n][i]
    target = expected_table_target(game, n, card)
    assert target is not None
    action = game.double_click_action(n, i)
    assert action == Action(n, target)
    moved = game.columns[n][i:]
    game.play(action)
    assert game.columns[target][-len(moved) :] == moved


def test_double_click_on_nothing_or_face_down_does_nothing() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    assert game.double_click_action(WASTE) is None  # empty waste
    assert game.double_click_action(8, 0) is None  # face down
    assert game.double_click_action(8, 9) is None  # beyond the top
    assert game.double_click_action(STOCK) is None
    # 5C (column 4) fits on the 6D of column 1 and the 6H of column 7: 7 is longer
    assert game.double_click_action(3) == Action.parse("4>7")
    # 8H (column 5) fits on 9S of column 2 only
    assert game.double_click_action(4) == Action.parse("5>2")


def test_drop_actions() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    assert game.drop_action(4, 4, 1) == Action.parse("5>2")
    assert game.drop_action(4, 3, 1) is None  # a face-down card cannot be picked
    assert game.drop_action(4, 4, 4) is None  # onto itself
    assert game.drop_action(4, 4, 2) is None  # does not fit
    assert game.drop_action(4, 4, FOUNDATION) is None
    assert game.drop_action(4, 4, WASTE) is None
    assert game.drop_action(4, 4, STOCK) is None
    assert game.drop_action(WASTE, 0, 1) is None  # empty waste
    assert not game.can_pick(STOCK, 58)


def test_what_can_be_picked_up() -> None:
    game, _ = position("take_back_normal")
    game.play(STOCK_CLICK)
    for n, col in enumerate(game.columns):
        for i in range(-1, len(col) + 1):
            assert game.can_pick(n, i) == (game.down[n] <= i < len(col)), (n, i)
    assert game.can_pick(WASTE, len(game.waste) - 1)
    assert not game.can_pick(WASTE, len(game.waste))
    for k, pile in enumerate(game.foundations):
        assert game.can_pick(SLOT0 + k, len(pile) - 1) == bool(pile)
        assert not game.can_pick(SLOT0 + k, len(pile))
    assert not game.can_pick(STOCK, len(game.stock) - 1)
    assert not game.can_pick(FOUNDATION, 0)


# -- illegal moves ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("2>1", ["9S", "6D"]),
        ("1>2", ["6D", "9S"]),
        ("W>1", ["waste"]),
        ("W>F", ["waste"]),
        ("1>F", ["6D"]),
        ("F1>2", ["F1"]),
        ("3>3", ["column"]),
    ],
)
def test_illegal_move_message(text: str, words: list[str]) -> None:
    game = Game.from_code("ds1-d1n-aaaaaab")
    with pytest.raises(IllegalMove) as info:
        game.play(Action.parse(text))
    message = str(info.value)
    assert isinstance(info.value, ValueError)
    assert text in message and "DS1-D1N-AAAAAAB" in message
    assert message.startswith(f"illegal move {text} in DS1-D1N-AAAAAAB: ")
    reason = message.split(": ", 1)[1]
    assert len(reason) > 8
    for word in words:
        assert word in reason


@pytest.mark.parametrize(
    "key",
    [
        "empty_column_refused",
        "take_back_normal",
        "draw_three",
        "vegas_last_stock_card_draw1",
        "cheap_recycle",
    ],
)
def test_illegal_play_changes_nothing(key: str) -> None:
    game, _ = position(key)
    legal = set(game.legal_actions())
    before, start = game.snapshot(), game.moves
    refused = 0
    for action in ALL_ACTIONS:
        moves = game.moves
        if action in legal:
            record = game.play(action)
            assert isinstance(record, ActionRecord)
            game.revert(record)
            assert game.snapshot() == before
            assert game.moves == moves + 1  # undo does not take the move back
            continue
        assert not game.is_legal(action)
        with pytest.raises(IllegalMove) as info:
            game.play(action)
        assert str(action) in str(info.value) and str(game.code) in str(info.value)
        assert game.snapshot() == before and game.moves == moves
        refused += 1
    assert refused > 100
    assert game.moves == start + len(legal)
    assert set(game.legal_actions()) == legal


def test_illegal_action_values_outside_the_notation() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    game.play(STOCK_CLICK)
    before = game.snapshot()
    for action in [
        Action(WASTE, WASTE),
        Action(WASTE, STOCK),
        Action(WASTE, SLOT0),
        Action(0, SLOT0 + 1),
        Action(0, STOCK),
        Action(0, WASTE),
        Action(FOUNDATION, 0),
        Action(FOUNDATION, FOUNDATION),
    ]:
        with pytest.raises(IllegalMove):
            game.play(action)
    assert game.snapshot() == before


def test_clicks_play_only_the_top_card_of_the_waste_or_a_column() -> None:
    # DS1-D1N-AAAAAAA: some column top is an Ace; a click below it does nothing.
    game = Game.from_code("DS1-D1N-AAAAAAA")
    n = next(n for n in range(9) if RANK[game.columns[n][-1]] == 1 and len(game.columns[n]) > 1)
    top = len(game.columns[n]) - 1
    assert game.click_action(n, top) == Action(n, FOUNDATION)
    assert game.click_action(n, top - 1) is None
    # draw 3: the cards fanned under the waste's top are not played by any click
    game = Game.from_code("DS1-D3N-AAAAAAA")
    game.play(STOCK_CLICK)
    assert len(game.waste) == 3
    for index in (0, 1):
        assert game.click_action(WASTE, index) is None
        assert game.double_click_action(WASTE, index) is None
    assert game.double_click_action(WASTE, 2) == game.double_click_action(WASTE)
