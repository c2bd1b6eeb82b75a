"""The heuristic ranking of hints (dsolitaire/engine/hints.py) and the worker's solve job
(dsolitaire/app/workers/jobs.py)."""

from __future__ import annotations

from dsolitaire.app.workers.jobs import solve_job
from dsolitaire.engine import FOUNDATION, STOCK_CLICK, Action, Game
from dsolitaire.engine.hints import pointless, rank_actions


def test_the_ranking_has_every_useful_legal_action_once_and_the_stock_last() -> None:
    for code in ("DS1-D1N-ABCDEFG", "DS1-D3V-HINTAAA", "DS1-D1N-AAAAAAB"):
        game = Game.from_code(code)
        for step in range(40):
            ranked = rank_actions(game)
            legal = [a for a in game.legal_actions() if not pointless(game, a)]
            assert sorted(ranked) == sorted(legal)
            assert len(set(ranked)) == len(ranked)
            if STOCK_CLICK in ranked:
                assert ranked[-1] == STOCK_CLICK
            if not ranked:
                break
            game.push(ranked[step % len(ranked)])


def test_a_card_that_goes_up_and_turns_a_card_comes_first() -> None:
    game = Game.from_code("DS1-D1N-ABCDEFG")  # A♠ tops column 4, on 3 face-down cards
    ranked = rank_actions(game)
    src, dst = ranked[0]
    assert dst == FOUNDATION and 0 <= src < 9 and game.down[src] == len(game.columns[src]) - 1


def test_a_whole_face_up_column_to_an_empty_one_is_pointless() -> None:
    game = Game.from_code("DS1-D1N-ABCDEFG")
    # a hand-made position: column 1 empty, column 2 a face-up King alone (as the
    # solver tests make theirs), column 3 a King on a face-down card
    king = 12  # K♠
    game.columns[2].insert(0, game.columns[1].pop())
    game.columns[1] = [king] if king not in game.columns[2] else [king + 52]
    game.columns[0] = []
    game.down[0], game.down[1] = 0, 0
    assert pointless(game, Action(1, 0))
    assert Action(1, 0) in game.legal_actions()
    assert Action(1, 0) not in rank_actions(game)


def test_the_solve_job_replays_the_position_and_answers_in_notation() -> None:
    result, line, states, _ = solve_job("DS1-D1N-ABCDEFG", ["4>F"], 5.0, 0)
    assert result == "win" and states > 0
    game = Game.replay("DS1-D1N-ABCDEFG", ["4>F", *line])
    assert game.won
