"""Game.passes: how often the waste was turned over into the stock, for the stock
counter; an undo of the turn takes it back, a copy and a replay keep it."""

from __future__ import annotations

from dsolitaire.engine import Game


def test_passes_follow_the_turns_of_the_waste_and_their_undo() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    left = len(game.stock)
    for _ in range(left):
        game.push(_draw(game))
    assert game.passes == 0 and not game.stock
    game.push(_draw(game))  # the turn of the waste
    assert game.passes == 1 and len(game.stock) == left
    assert game.copy().passes == 1
    line = [str(r.action) for r in game.stack]
    assert Game.replay("DS1-D1N-AAAAAAB", line).passes == 1
    game.pop()
    assert game.passes == 0


def _draw(game: Game):  # type: ignore[no-untyped-def]
    from dsolitaire.engine import Action

    return Action.parse("S")
