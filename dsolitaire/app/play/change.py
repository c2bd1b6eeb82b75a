"""What happened to the game on the table, as one value: the controller's change event.

KPatience's scene moves only the cards a move touched; Orange canvas's scene follows the
model's change notification. Here the controller emits ``changed(Change)`` once per
change, and every listener reads what happened from it instead of working it out again
from the whole table: the scene lays out only the piles the engine's
:class:`~dsolitaire.engine.ActionRecord` names, the screen reader's announcer says the command
and reads only those piles' names, and the hinter knows the position changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...engine import ActionRecord
from .labels import ActionLabel


class ChangeKind(Enum):
    """How the position on the table came about."""

    #: A deal laid out from scratch: a new game, a saved game restored, a replay rewound.
    DEAL = "deal"
    #: An action or a command played for the first time (a replay's step on, too).
    PLAYED = "played"
    #: A command taken back (a replay's step back, too).
    UNDONE = "undone"
    #: A command taken back, played again.
    REDONE = "redone"


@dataclass(frozen=True, slots=True)
class Change:
    """One change of the game on the table, emitted after the engine changed.

    ``record``: the engine's record of the one action played or taken back; None when
    the whole position was replaced (a deal, a restart or its undo). ``label``: the
    undoable command's label, None when the change is not the undo stack's (a deal, a
    replay's step). ``won``: this change won the game (the celebration starts);
    ``unwon``: it took the winning move back.
    """

    kind: ChangeKind
    record: ActionRecord | None = None
    label: ActionLabel | None = None
    won: bool = False
    unwon: bool = False

    @property
    def undone(self) -> bool:
        return self.kind is ChangeKind.UNDONE

    @property
    def places(self) -> tuple[int, ...] | None:
        """The places whose piles changed, or None: the whole table (a new position, or
        a win or its undo, which changes what every card lets the player do)."""
        if self.record is None or self.won or self.unwon:
            return None
        return self.record.places
