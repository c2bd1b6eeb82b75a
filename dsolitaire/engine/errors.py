"""The engine's errors, split by kind; all are ``ValueError``s with readable messages."""


class EngineError(ValueError):
    """Base class of the engine's errors."""


class InvalidGameCode(EngineError):
    """A text that is not a game code."""


class InvalidNotation(EngineError):
    """A text that is not an action (or a card) in the notation."""


class IllegalMove(EngineError):
    """An action that the rules do not allow in the position."""
