"""The reference scenarios 1-6 of the rules (docs/rules.en.md), replayed on real deals
from their codes.

The codes and action lines are in ``tests/data/scenarios.json``, found by
``benchmarks/find_scenarios.py``. Each test checks that the position shows the situation
before it checks the rule.
"""

from __future__ import annotations

from typing import Any

import pytest
from engine_support import SCENARIOS, position

from dsolitaire.engine import (
    FOUNDATION,
    RANK,
    SLOT0,
    STOCK,
    STOCK_CLICK,
    SUIT,
    WASTE,
    Action,
    Game,
    IllegalMove,
    card_text,
    position_json,
)

KING, ACE, TWO, SPADES = 13, 1, 2, 0


def assert_refused(game: Game, action: Action) -> None:
    """Refused and nothing changes: no score, no move count."""
    before, moves = game.snapshot(), game.moves
    assert action not in game.legal_actions()
    assert not game.is_legal(action)
    with pytest.raises(IllegalMove) as info:
        game.play(action)
    assert str(action) in str(info.value) and str(game.code) in str(info.value)
    assert game.snapshot() == before and game.moves == moves


# -- 1. only a King goes to an empty column -----------------------------------------------


def test_1_non_king_refused_on_an_empty_column_even_to_uncover_a_card() -> None:
    game, entry = position("empty_column_refused")
    n, m = Action.parse(entry["move"])
    col, down = game.columns[n], game.down[n]
    assert not game.columns[m]
    assert down > 0 and len(col) - down >= 2  # a run over face-down cards
    assert RANK[col[down]] != KING
    # the whole run (it would uncover a face-down card) and every card of it
    for i in range(down, len(col)):
        assert game.drop_action(n, i, m) is None, f"card {card_text(col[i])}"
    assert_refused(game, Action(n, m))
    with pytest.raises(IllegalMove, match="King"):
        game.play(Action(n, m))
    # nor from the waste
    assert game.waste and RANK[game.waste[-1]] != KING
    assert game.drop_action(WASTE, len(game.waste) - 1, m) is None
    assert_refused(game, Action(WASTE, m))
    # and a double-click never picks the empty column for a non-King
    for source in (WASTE, *range(9)):
        action = game.double_click_action(source)
        assert action is None or game.columns[action.target]


def test_1_a_king_alone_is_accepted_on_an_empty_column() -> None:
    game, entry = position("empty_column_king_alone")
    action = Action.parse(entry["move"])
    n, m = action
    king, down = game.columns[n][-1], game.down[n]
    assert not game.columns[m] and RANK[king] == KING
    assert len(game.columns[n]) - down == 1 and down > 0  # alone, over face-down cards
    assert game.drop_action(n, down, m) == action
    assert action in game.legal_actions()
    score = game.score
    record = game.play(action)
    assert game.columns[m] == [king] and game.down[m] == 0
    assert record.flip and game.down[n] == down - 1 and game.score == score + 5


def test_1_a_king_with_its_sequence_is_accepted_on_an_empty_column() -> None:
    game, entry = position("empty_column_king_sequence")
    action = Action.parse(entry["move"])
    n, m = action
    down = game.down[n]
    run = game.columns[n][down:]
    assert not game.columns[m] and RANK[run[0]] == KING and len(run) >= 2 and down > 0
    assert game.drop_action(n, down, m) == action
    assert game.drop_action(n, down + 1, m) is None  # not the King: refused
    assert game.double_click_action(n, down) == action  # a double-click: the leftmost empty column
    record = game.play(action)
    assert game.columns[m] == run and game.down[m] == 0
    assert record.count == len(run) and record.flip


# -- 2. the second Ace of spades ----------------------------------------------------------


def test_2_second_ace_of_spades_goes_to_the_second_slot_wherever_dropped() -> None:
    game, entry = position("second_ace_of_spades")
    ace_action = Action.parse(entry["ace"])
    source = ace_action.source
    pile = game.waste if source == WASTE else game.columns[source]
    ace = pile[-1]
    assert (RANK[ace], SUIT[ace]) == (ACE, SPADES)
    assert [card_text(c) for c in game.foundations[0]] == ["AS"] and game.foundations[1] == []
    assert game.foundations[0][0] != ace  # the other physical card
    before = game.snapshot()
    others = [list(f) for f in game.foundations[2:]]
    targets = [FOUNDATION, *range(SLOT0, SLOT0 + 8)]  # the area, F1, F2 and other rows
    for target in targets:
        action = game.drop_action(source, len(pile) - 1, target)
        assert action == Action(source, FOUNDATION), f"dropped on target {target}"
        record = game.play(action)
        assert record.slot == 1
        assert game.foundations[1] == [ace] and len(game.foundations[0]) == 1
        assert game.foundations[2:] == others  # never another suit's row
        game.revert(record)
        assert game.snapshot() == before
    assert game.click_action(source) == Action(source, FOUNDATION)
    game.play(ace_action)
    assert game.foundations[1] == [ace]
    assert position_json(game)["foundations"][:2] == [["AS"], ["AS"]]


def test_2_then_a_two_of_spades_goes_to_the_first_slot() -> None:
    entry = SCENARIOS["second_ace_of_spades"]
    line = [*entry["actions"].split(), entry["ace"], *entry["then"].split()]
    game = Game.replay(entry["code"], line)
    two_action = Action.parse(entry["two"])
    source = two_action.source
    pile = game.waste if source == WASTE else game.columns[source]
    two = pile[-1]
    assert (RANK[two], SUIT[two]) == (TWO, SPADES)
    assert [len(f) for f in game.foundations[:2]] == [1, 1]  # both slots take it
    before = game.snapshot()
    for target in [FOUNDATION, *range(SLOT0, SLOT0 + 8)]:
        action = game.drop_action(source, len(pile) - 1, target)
        assert action == Action(source, FOUNDATION)
        record = game.play(action)
        assert record.slot == 0
        assert [card_text(c) for c in game.foundations[0]] == ["AS", "2S"]
        assert [card_text(c) for c in game.foundations[1]] == ["AS"]
        game.revert(record)
        assert game.snapshot() == before


# -- 3. a recycle with fewer than 100 points ----------------------------------------------


def test_3_recycle_with_fewer_than_100_points_brings_the_score_to_0() -> None:
    game, entry = position("cheap_recycle")
    assert not game.vegas and not game.stock and game.waste
    score = game.score
    assert score == entry["score"] and 0 < score < 100
    assert game.click_action(STOCK) == STOCK_CLICK
    before, moves = game.snapshot(), game.moves
    record = game.play(STOCK_CLICK)
    assert record.recycled
    assert game.score == 0 and record.delta == -score
    assert game.moves == moves + 1
    game.revert(record)
    assert game.score == score
    assert game.snapshot() == before and game.moves == moves + 1
    record = game.play(STOCK_CLICK)  # redo
    assert game.score == 0 and game.moves == moves + 2


def test_3_recycle_with_100_points_or_more_costs_100() -> None:
    game, entry = position("dear_recycle")
    score = game.score
    assert not game.stock and game.waste and score >= 100 and score == entry["score"]
    before = game.snapshot()
    record = game.play(STOCK_CLICK)
    assert record.delta == -100 and game.score == score - 100
    game.revert(record)
    assert game.snapshot() == before


# -- 4. Vegas: the stock is gone through once ---------------------------------------------


@pytest.mark.parametrize("key", ["vegas_last_stock_card_draw1", "vegas_last_stock_card_draw3"])
def test_4_vegas_click_on_the_empty_stock_does_nothing(key: str) -> None:
    game, entry = position(key)
    assert game.vegas and entry["actions"].split()[-1] == "S"  # the last card just drawn
    assert game.stock == [] and game.waste
    assert game.score == entry["score"]
    assert STOCK_CLICK not in game.legal_actions()
    assert game.click_action(STOCK) is None
    assert_refused(game, STOCK_CLICK)
    assert "S" not in position_json(game)["legal"]


# -- 5. draw 3 ----------------------------------------------------------------------------


def test_5_draw_three_then_the_card_under_the_top_is_playable() -> None:
    entry = SCENARIOS["draw_three"]
    lines = entry["actions"].split()
    assert lines[-1] == "S"
    game = Game.replay(entry["code"], lines[:-1])
    assert game.draw == 3 and len(game.stock) >= 3
    coming = game.stock[-3:][::-1]  # the next three, in the order they are drawn
    waste = list(game.waste)
    game.play(STOCK_CLICK)
    assert game.waste == waste + coming and game.waste_fan == 3
    # only the last one is playable
    assert game.can_pick(WASTE, len(game.waste) - 1)
    assert not game.can_pick(WASTE, len(game.waste) - 2)
    top, under = game.waste[-1], game.waste[-2]
    top_action = Action.parse(entry["top"])
    assert top_action in game.legal_actions()
    game.play(top_action)
    assert game.waste[-1] == under and game.waste_fan == 2
    assert top not in game.waste
    assert game.can_pick(WASTE, len(game.waste) - 1)
    from_waste = [a for a in game.legal_actions() if a.source == WASTE]
    assert Action.parse(entry["under"]) in from_waste
    game.play(Action.parse(entry["under"]))
    assert under not in game.waste and game.waste_fan == 1


# -- 6. won games -------------------------------------------------------------------------


def play_out(entry: dict[str, Any]) -> tuple[Game, dict[str, int]]:
    """Replay a line, every action legal; count what the score check needs."""
    game = Game.from_code(entry["code"])
    counts = {
        "waste_to_column": 0,
        "recycle_cost": 0,
        "recycles": 0,
        "cheap_recycles": 0,
        "full_recycles": 0,
        "take_backs": 0,
        "to_foundation": 0,
    }
    for text in entry["actions"].split():
        action = Action.parse(text)
        assert action in game.legal_actions(), f"{text} after {game.moves} actions"
        src, dst = action
        if src == STOCK and not game.stock:
            counts["recycles"] += 1
            counts["recycle_cost"] += min(100, game.score)  # the floor at 0
            counts["cheap_recycles"] += 0 < game.score < 100
            counts["full_recycles"] += game.score >= 100
        elif src == WASTE and dst < 9:
            counts["waste_to_column"] += 1
        elif src >= SLOT0:
            counts["take_backs"] += 1
        if dst == FOUNDATION:
            counts["to_foundation"] += 1
        game.play(action)
    assert game.moves == len(entry["actions"].split())
    return game, counts


@pytest.mark.parametrize("entry", SCENARIOS["won_normal"], ids=lambda e: e["code"])
def test_6_won_normal_game_scores_1220_plus_waste_moves_minus_recycles(
    entry: dict[str, Any],
) -> None:
    game, counts = play_out(entry)
    assert game.won and not game.vegas
    assert counts["take_backs"] == 0 and counts["to_foundation"] == 104
    assert game.score == 1220 + 5 * counts["waste_to_column"] - counts["recycle_cost"]
    assert game.score == entry["score"]
    assert position_json(game)["won"] is True
    assert game.stock == [] and game.waste == [] and not any(game.columns)
    # the stock does nothing with both piles empty; only Kings could be taken back
    assert STOCK_CLICK not in game.legal_actions()
    assert len(game.legal_actions()) == 8 * 9
    assert all(a.source >= SLOT0 for a in game.legal_actions())
    assert game.click_action(STOCK) is None


def test_6_the_won_normal_games_include_full_and_floored_recycles() -> None:
    counts = [play_out(entry)[1] for entry in SCENARIOS["won_normal"]]
    assert len(counts) >= 3
    assert sum(c["full_recycles"] for c in counts) > 0
    assert sum(c["cheap_recycles"] for c in counts) > 0


@pytest.mark.parametrize("entry", SCENARIOS["won_vegas"], ids=lambda e: e["code"])
def test_6_won_vegas_game_scores_416_dollars(entry: dict[str, Any]) -> None:
    game, counts = play_out(entry)
    assert game.won and game.vegas
    assert counts["take_backs"] == 0 and counts["recycles"] == 0
    assert game.score == 416 and game.score_text == "$416"
    assert position_json(game)["score_text"] == "$416"


@pytest.mark.parametrize("entry", SCENARIOS["long_vegas"], ids=lambda e: e["code"])
def test_6_long_vegas_game_scores_minus_104_plus_5_per_card_put_up(
    entry: dict[str, Any],
) -> None:
    game, counts = play_out(entry)
    assert game.vegas and not game.won
    assert counts["to_foundation"] >= 20
    assert game.score == -104 + 5 * counts["to_foundation"] == entry["score"]
    assert sum(len(f) for f in game.foundations) == entry["on_foundations"]
    sign = "-" if game.score < 0 else ""
    assert game.score_text == f"{sign}${abs(game.score)}"
