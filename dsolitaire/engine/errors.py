"""The engine's errors, split by kind; all are ``ValueError``s with readable messages.

:class:`IllegalMove` and :class:`InvalidGameCode` also carry the structured reason
(:mod:`.reason_types`; :mod:`.reasons` words them in English), so that a program can word it itself.
"""

from __future__ import annotations

from .reason_types import CodeError, Refusal


class EngineError(ValueError):
    """Base class of the engine's errors."""


class InvalidGameCode(EngineError):
    """A text that is not a game code; ``reason`` says why."""

    def __init__(self, message: str, reason: CodeError) -> None:
        super().__init__(message)
        self.reason = reason


class InvalidNotation(EngineError):
    """A text that is not an action (or a card) in the notation.

    ``index``: from :meth:`Game.replay`, the 0-based place of the text in its line.
    """

    index: int | None = None


class IllegalMove(EngineError):
    """An action that the rules do not allow in the position.

    ``refusal`` is the engine's reason; None only for what is not a rule of the game
    (the command line's ``U`` with nothing to undo). ``index``: from
    :meth:`Game.replay`, the 0-based place of the action in its line.
    """

    index: int | None = None

    def __init__(self, message: str, refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.refusal = refusal
