"""Game records: a game code and the actions played from its deal, as one line of text.

A record reads ``CODE: action action …`` (``docs/notation.md`` for the actions), the way a
chess program copies a game as PGN. :func:`format_record` writes one; :func:`parse_record`
reads one back and plays it through the engine, so that a record it accepts can be put on
a table as it is. White space (new lines too) may stand anywhere between the parts.

>>> format_record("DS1-D1N-AAAAAAB", ["S", Action.parse("5>2")])
'DS1-D1N-AAAAAAB: S 5>2'
>>> record = parse_record(" ds1-d1n-aaaaaab:\\n s  5>2 ")
>>> str(record), record.game.moves
('DS1-D1N-AAAAAAB: S 5>2', 2)
>>> parse_record("DS1-D1N-AAAAAAB: S 5>2 W>W")
Traceback (most recent call last):
...
dsolitaire.engine.record.InvalidRecord: action 3: 'W>W' is not an action: expected S, \
W>F, W>n, n>F, n>m or Fk>n (n, m a column 1-9, k a foundation 1-8)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .actions import Action
from .code import GameCode
from .errors import EngineError, IllegalMove, InvalidGameCode, InvalidNotation
from .game import Game
from .reasons import CodeError, Refusal

#: What separates the code from the actions.
SEPARATOR = ":"


def format_record(code: GameCode | str, actions: Iterable[Action | str]) -> str:
    """``CODE: a1 a2 …`` (``CODE:`` when no action was played)."""
    line = " ".join(str(a).strip() for a in actions)
    return f"{code}{SEPARATOR} {line}" if line else f"{code}{SEPARATOR}"


def looks_like_record(text: str) -> bool:
    """Whether a typed text is meant as a record (it has the separator), not a code."""
    return SEPARATOR in text


class InvalidRecord(EngineError):
    """A text that is not a playable record, with the first thing wrong in it.

    ``code_error``: the code part is not a game code (its reason); else ``code`` is the
    record's code, and ``index`` the 0-based place of the first bad action in the record
    and ``action_text`` that action as written: ``refusal`` is None when it is not an
    action in the notation, else the rule that does not allow it in the position the
    actions before it reached.
    """

    def __init__(self, message: str, *, code_error: CodeError | None = None,
                 code: GameCode | None = None, index: int | None = None,
                 action_text: str = "", refusal: Refusal | None = None) -> None:
        super().__init__(message)
        self.code_error = code_error
        self.code = code
        self.index = index
        self.action_text = action_text
        self.refusal = refusal


@dataclass(frozen=True)
class GameRecord:
    """A record that plays: its code, its actions, and the game after them (``game``
    keeps the records of every action on its stack, so it can be stepped back)."""

    code: GameCode
    actions: tuple[Action, ...]
    game: Game

    def __str__(self) -> str:
        return format_record(self.code, self.actions)


def parse_record(text: str, *, stack: bool | int = True) -> GameRecord:
    """Read ``CODE: a1 a2 …`` and play it from the deal's start.

    ``stack`` is passed to :meth:`Game.replay` (how many action records ``game`` keeps).
    Raises :class:`InvalidRecord` naming the first thing wrong: no separator or a bad
    code (``code_error``), or the first action that is not in the notation or not
    allowed where it stands (``index``, ``action_text``, ``refusal``).
    """
    head, sep, tail = text.partition(SEPARATOR)
    try:
        code = GameCode.parse(head)
    except InvalidGameCode as exc:
        raise InvalidRecord(f"not a record: {exc}", code_error=exc.reason) from None
    if not sep:
        raise InvalidRecord(f"not a record: no {SEPARATOR!r} after the game code {code}",
                            code=code)
    texts = tail.split()
    actions: list[Action] = []
    bad_text: InvalidRecord | None = None  # the first text that is not an action
    for index, item in enumerate(texts):
        try:
            actions.append(Action.parse(item))
        except InvalidNotation as exc:
            bad_text = InvalidRecord(f"action {index + 1}: {exc}", code=code, index=index,
                                     action_text=item)
            break
    try:  # the actions before it: one of them may be illegal first
        game = Game.replay(code, actions, stack=stack)
    except IllegalMove as exc:
        index = exc.index if exc.index is not None else 0
        raise InvalidRecord(f"action {index + 1} ({texts[index]!r}) is not allowed: {exc}",
                            code=code, index=index, action_text=texts[index],
                            refusal=exc.refusal) from None
    if bad_text is not None:
        raise bad_text
    return GameRecord(code, tuple(actions), game)

