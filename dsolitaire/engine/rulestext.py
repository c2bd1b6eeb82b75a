"""The rules for players, with every number taken from the engine's constants.

The texts are Markdown templates (``resources/rules/rules.<lang>.md``) with placeholders
such as ``{undo_limit}`` or ``{won_normal}``; :func:`render_rules` fills them in. The app's
"How to play" shows the rendering, and ``docs/rules.<lang>.md`` are the same renderings,
committed (``python docs/make_rules.py`` writes them, a test checks they are current).

>>> render_rules("Undo takes back {undo_limit} actions; a won game scores {won_normal}.")
'Undo takes back 200 actions; a won game scores 1220.'
"""

from __future__ import annotations

import re

from .actions import COLUMNS, SLOTS
from .cards import DECK_SIZE
from .game import (
    FLIP,
    RECYCLE,
    TO_FOUNDATION,
    UNDO_LIMIT,
    VEGAS_FOUNDATION,
    VEGAS_START,
    WASTE_TO_COLUMN,
    score_text,
)

# The languages the rules are written in; English is the fallback.
RULES_LANGUAGES = ("en", "da", "de")

_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


def rules_values() -> dict[str, str]:
    """Every placeholder of the rules templates and its text."""
    columns = len(COLUMNS)
    tableau = columns * (columns + 1) // 2
    face_down = tableau - columns
    paid_per_card = -VEGAS_START // DECK_SIZE
    # the number of foundation cards at which a Vegas score turns positive
    positive_from = -VEGAS_START // VEGAS_FOUNDATION + 1
    values = {
        "deck_size": DECK_SIZE,
        "one_deck": DECK_SIZE // 2,
        "columns": columns,
        "tableau_cards": tableau,
        "face_down": face_down,
        "stock_cards": DECK_SIZE - tableau,
        "foundations": len(SLOTS),
        "waste_to_column": WASTE_TO_COLUMN,
        "to_foundation": TO_FOUNDATION,
        "flip": FLIP,
        "recycle": -RECYCLE,
        # a score below one recycle's cost, to show the floor at 0
        "floor_example": max(1, -RECYCLE * 3 // 10),
        "won_normal": DECK_SIZE * TO_FOUNDATION + face_down * FLIP,
        "vegas_start": score_text(VEGAS_START, True),
        "vegas_paid": score_text(paid_per_card, True),
        "vegas_card": score_text(VEGAS_FOUNDATION, True),
        "vegas_zero": score_text(0, True),
        "vegas_negative_max": positive_from - 1 - (-VEGAS_START % VEGAS_FOUNDATION == 0),
        "vegas_positive_from": positive_from,
        "won_vegas": score_text(VEGAS_START + DECK_SIZE * VEGAS_FOUNDATION, True),
        "undo_limit": UNDO_LIMIT,
    }
    return {name: str(value) for name, value in values.items()}


def render_rules(template: str) -> str:
    """The template with its placeholders filled in; an unknown one is a ``KeyError``."""
    values = rules_values()

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in values:
            raise KeyError(f"the rules template has an unknown placeholder {{{name}}}")
        return values[name]

    return _PLACEHOLDER.sub(fill, template)


def rules_document(template: str, lang: str) -> str:
    """``docs/rules.<lang>.md``: a note on where it comes from, then the rendered rules."""
    note = (
        f"<!-- Made by `python docs/make_rules.py` from resources/rules/rules.{lang}.md, "
        "with the numbers from the engine: edit the template, not this file. -->\n\n"
    )
    return note + render_rules(template)
