"""What an action does, in structure: its kind, the card that leads it and its column,
told before it is played by the engine's :meth:`~dsolitaire.engine.Game.preview`. The
undo menu, the hints and the screen reader word these labels, each in its own sentences,
through the one switch over the kinds (:func:`fill_label`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum

from ...engine import SLOT0, Action, Decision, Game


class ActionKind(Enum):
    """The kinds of action a label tells apart."""

    DRAW = "draw"  # a stock click that turns cards onto the waste
    RECYCLE = "recycle"  # a stock click that turns the waste over
    TO_FOUNDATION = "to_foundation"
    TO_COLUMN = "to_column"
    RESTART = "restart"  # the deal dealt again (Game ▸ Restart this deal)


@dataclass(frozen=True, slots=True)
class ActionLabel:
    """What an action does (an undo command's, a hint's), in structure: the kind, the
    card moved (the bottom one of a run; -1 for a stock click) and the target column
    (-1 if none)."""

    kind: ActionKind
    card: int = -1
    target: int = -1


def action_label(game: Game, action: Action | Decision) -> ActionLabel:
    """What a legal action will do, in structure, before it is played: the engine's
    :meth:`~dsolitaire.engine.Game.preview` says which card leads and where it goes."""
    preview = game.preview(action)
    if preview.draws:
        return ActionLabel(ActionKind.DRAW)
    if preview.recycle:
        return ActionLabel(ActionKind.RECYCLE)
    if preview.target >= SLOT0:
        return ActionLabel(ActionKind.TO_FOUNDATION, preview.card)
    return ActionLabel(ActionKind.TO_COLUMN, preview.card, preview.target)


def fill_label(label: ActionLabel, texts: Mapping[ActionKind, str],
               card: Callable[[int], str]) -> str:
    """The one switch over the kinds of action: the sentence of ``label``'s kind from
    ``texts`` (a column move's when its kind has none), ``%1`` its card in ``card``'s
    words and ``%2`` its column. The undo menu, the hints and the screen reader each
    give their own ``texts``."""
    text = texts.get(label.kind) or texts[ActionKind.TO_COLUMN]
    if label.card >= 0:
        text = text.replace("%1", card(label.card))
    return text.replace("%2", str(label.target + 1))
