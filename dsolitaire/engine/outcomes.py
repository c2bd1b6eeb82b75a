"""How things end, as values: a game's result, the solver's verdict and a hint's answer.

Each is an enum whose members are also their text (``StrEnum``), the way python-chess
ends a game with an ``Outcome`` rather than a string. A file or a column only *spells*
them, at the edge; every reader takes every spelling any version of ours wrote
(:meth:`GameResult.read`, :meth:`Verdict.read`, :meth:`Verdict.read_column`) and says
None for one it does not know, so that a newer version's value costs one row, never a
whole file.

One word, one meaning: "lost" is a verdict of the solver (:attr:`Verdict.LOST`: no win
is left, proved). A game the player gave up is :attr:`GameResult.GIVEN_UP`; the history's
first version spelt it ``lost`` (:attr:`GameResult.GIVEN_UP_V1`), and no game is ever
declared lost.

>>> GameResult.read("abandoned") is GameResult.GIVEN_UP, GameResult.read("lost").won
(True, False)
>>> Verdict.read_column("winnable") is Verdict.WIN, Verdict.WIN.column
(True, 'winnable')
>>> GameResult.read("forfeited") is None
True
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypeVar

_E = TypeVar("_E", bound=StrEnum)


def _spelt(kind: type[_E], text: object) -> _E | None:
    """The member of ``kind`` spelt ``text``, or None for any other value or type."""
    if not isinstance(text, str):
        return None
    try:
        return kind(text)
    except ValueError:
        return None


class GameResult(StrEnum):
    """A finished game's result, spelt as the history's ``result`` column spells it."""

    #: the 104th card landed on the foundations
    WON = "won"
    #: given up: replaced by another game, or restarted
    GIVEN_UP = "abandoned"
    #: given up, as the history's schema 1 spelt it (still read, counts as not won)
    GIVEN_UP_V1 = "lost"

    @property
    def won(self) -> bool:
        return self is GameResult.WON

    @classmethod
    def read(cls, text: object) -> GameResult | None:
        """The result a file spells ``text`` (None: not one any version of ours writes)."""
        return _spelt(cls, text)


class Verdict(StrEnum):
    """The solver's verdict on a position, spelt as the solver and its JSON spell it."""

    #: a winning line was found (and replays)
    WIN = "win"
    #: the sound search was exhausted: no win is left
    LOST = "lost"
    #: not decided within the budget
    UNKNOWN = "unknown"

    @property
    def column(self) -> str:
        """The spelling of the history's ``verdict`` column (``winnable`` for a win)."""
        return _COLUMN[self]

    @classmethod
    def read(cls, text: object) -> Verdict | None:
        """The verdict the solver or its JSON spells ``text`` (None: none of ours)."""
        return _spelt(cls, text)

    @classmethod
    def read_column(cls, text: object) -> Verdict | None:
        """The verdict the history's ``verdict`` column spells ``text``."""
        return next((v for v, spelt in _COLUMN.items() if spelt == text), None)


_COLUMN = {Verdict.WIN: "winnable", Verdict.LOST: "lost", Verdict.UNKNOWN: "unknown"}


class HintAnswer(StrEnum):
    """What a hint says of the position, and so how its sentence is framed."""

    #: the next action of the winning line the solver found
    WINNING_LINE = "proven"
    #: the solver has not answered yet: a move of the heuristic ranking
    SEARCHING = "searching"
    #: the solver did not decide the position in its time: a likely move
    UNDECIDED = "undecided"
    #: no search can run here: a likely move
    LIKELY = "likely"
    #: the solver found a winning line, and this is another move than its next one
    OTHER = "other"
    #: the solver proved no win is left; a move all the same
    FROM_LOST = "lost"
    #: the solver proved no win is left (said alone, only when asked)
    NO_WIN_LEFT = "no-win-left"
    #: the same at the deal's start (no action led here): the deal cannot be won
    DEAL_LOST = "deal-lost"
    #: the same after actions that undo no longer reaches (a game longer than the undo
    #: limit): no undo to offer
    LOST_PAST_UNDO = "lost-past-undo"
    #: nothing at all can be played
    NO_MOVE = "none"
