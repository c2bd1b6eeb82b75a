"""The history's side of the game on the table: which game is recorded, and when.

A game is recorded once: when it is won, or given up by replacing it (a new game, a saved
game opened). A game with no action is not recorded, nor a won game again (after an
undo of the winning move and playing on, or when it is replaced).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ...engine import Action, Game
from ...engine.outcomes import GameResult


class FinishedGames(Protocol):
    """Where finished games go (the history): ``add`` returns the game's id (None when
    it could not be kept)."""

    def add(self, code: str, result: GameResult, score: int, moves: int, seconds: float,
            line: str) -> int | None: ...


class Recording:
    """Adds the game on the table to :attr:`finished_games` as won or given up."""

    def __init__(self) -> None:
        #: Where finished games go, the history (the assembly sets it); None keeps none.
        self.finished_games: FinishedGames | None = None
        #: This game's win is in the history: it is not recorded again (after an undo of
        #: the winning move and playing on) nor as given up when it is replaced.
        self.recorded_win = False

    def end(self, result: GameResult, game: Game, line: Sequence[Action],
            elapsed_ms: int) -> int | None:
        """Add ``game`` (played by ``line``, in ``elapsed_ms``) to the history as won or
        given up: a game with no action, or whose win is already recorded, is not; the
        game's id, or None."""
        if self.finished_games is None or self.recorded_win:
            return None
        if not result.won and (game.won or not (line or game.moves)):
            return None
        return self.finished_games.add(str(game.code), result, game.score, game.moves,
                                       elapsed_ms / 1000, " ".join(map(str, line)))

    def won(self, game: Game, line: Sequence[Action], elapsed_ms: int) -> None:
        """The game was just won: recorded, once."""
        if not self.recorded_win:
            self.end(GameResult.WON, game, line, elapsed_ms)
            self.recorded_win = True
