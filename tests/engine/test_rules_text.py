"""The rules for players: templates whose numbers all come from the engine."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dsolitaire.engine import (
    DECK_SIZE,
    FLIP,
    RECYCLE,
    RULES_LANGUAGES,
    TO_FOUNDATION,
    UNDO_LIMIT,
    VEGAS_FOUNDATION,
    VEGAS_START,
    WASTE_TO_COLUMN,
    render_rules,
    rules_values,
)

TEMPLATES = Path(__file__).resolve().parents[2] / "resources" / "rules"
# every template quotes these, and shows their values once rendered
REQUIRED = (
    "deck_size", "columns", "stock_cards", "foundations", "waste_to_column", "to_foundation",
    "flip", "recycle", "won_normal", "vegas_start", "vegas_card", "won_vegas", "undo_limit",
)


def template(lang: str) -> str:
    return (TEMPLATES / f"rules.{lang}.md").read_text(encoding="utf-8")


def test_the_spec_check_numbers_come_out_of_the_constants() -> None:
    # rules.md: a won Normal game without take-backs scores 1220, a won Vegas game $416,
    # the Vegas score turns positive with the 21st card; undo keeps 200 actions
    values = rules_values()
    assert (values["won_normal"], values["won_vegas"]) == ("1220", "$416")
    assert (values["vegas_negative_max"], values["vegas_positive_from"]) == ("20", "21")
    assert (values["stock_cards"], values["face_down"], values["vegas_start"]) == (
        "59", "36", "-$104")
    assert values["undo_limit"] == str(UNDO_LIMIT) == "200"
    # and they are what the scores say
    n = int(values["vegas_negative_max"])
    assert VEGAS_START + n * VEGAS_FOUNDATION < 0 < VEGAS_START + (n + 1) * VEGAS_FOUNDATION
    assert values["recycle"] == str(-RECYCLE)
    assert values["deck_size"] == str(DECK_SIZE)


@pytest.mark.parametrize("lang", RULES_LANGUAGES)
def test_a_template_renders_with_no_placeholder_left_and_the_numbers_in(lang: str) -> None:
    text = template(lang)
    for name in REQUIRED:
        assert "{" + name + "}" in text, f"rules.{lang}.md does not quote {{{name}}}"
    rendered = render_rules(text)
    assert not re.search(r"\{[a-z_]*\}", rendered)
    values = rules_values()
    for name in REQUIRED:
        assert values[name] in rendered
    for points in (WASTE_TO_COLUMN, TO_FOUNDATION, FLIP):
        assert f"+{points} |" in rendered  # the Normal scoring table
    assert f"−{-RECYCLE}," in rendered


@pytest.mark.parametrize("lang", RULES_LANGUAGES)
def test_a_template_types_no_number_of_its_own(lang: str) -> None:
    # ranks (2 to 10, 7♥ on 8♠), draw 1/3 and scores of 0 may be typed; counts, points
    # and limits come from placeholders
    text = re.sub(r"`[^`]*`", "", template(lang))  # the example game code
    typed = re.findall(r"\$\d+|\b(?!10\b)\d{2,}\b|\b[45]\b", text)
    assert typed == [], f"rules.{lang}.md types numbers by hand: {typed}"


def test_an_unknown_placeholder_is_an_error_not_a_silent_gap() -> None:
    with pytest.raises(KeyError, match="undo_limt"):
        render_rules("Undo keeps {undo_limt} actions.")
