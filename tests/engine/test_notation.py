"""The action and card notation of docs/notation.md."""

from __future__ import annotations

import pytest
from engine_support import ALL_ACTIONS

from dsolitaire.engine import (
    CARDS,
    FOUNDATION,
    SLOT0,
    STOCK,
    STOCK_CLICK,
    WASTE,
    Action,
    Card,
    InvalidNotation,
    card_of,
    card_text,
    place_text,
    slot_place,
)

# Every action the notation can write, built from place numbers (not from text).


@pytest.mark.parametrize(
    ("text", "source", "target"),
    [
        ("S", STOCK, WASTE),
        ("W>F", WASTE, FOUNDATION),
        ("W>1", WASTE, 0),
        ("W>9", WASTE, 8),
        ("1>F", 0, FOUNDATION),
        ("9>F", 8, FOUNDATION),
        ("1>9", 0, 8),
        ("9>1", 8, 0),
        ("3>7", 2, 6),
        ("F1>1", SLOT0, 0),
        ("F2>5", SLOT0 + 1, 4),
        ("F8>9", SLOT0 + 7, 8),
    ],
)
def test_every_form_parses_to_its_places(text: str, source: int, target: int) -> None:
    action = Action.parse(text)
    assert (action.source, action.target) == (source, target)
    assert action == Action(source, target)
    assert str(action) == text


def test_round_trip_of_every_action() -> None:
    texts = set()
    for action in ALL_ACTIONS:
        text = str(action)
        texts.add(text)
        assert Action.parse(text) == action
        assert Action.parse(text.lower()) == action
        assert Action.parse(f"  {text.lower()}\t\n") == action
        assert str(Action.parse(f" {text} ")) == text
    assert len(texts) == len(ALL_ACTIONS) == 9 * 9 + 9 + 9 + 1 + 8 * 9 + 1


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("s", "S"),
        (" s ", "S"),
        ("w>f", "W>F"),
        ("w>3", "W>3"),
        ("4>f", "4>F"),
        ("f3>2", "F3>2"),
        ("\t7>2\n", "7>2"),
        ("F5>6  ", "F5>6"),
        ("\u00a05>F", "5>F"),
    ],
)
def test_case_and_surrounding_white_space(text: str, canonical: str) -> None:
    assert str(Action.parse(text)) == canonical


def test_actions_are_small_hashable_values() -> None:
    assert len(set(ALL_ACTIONS)) == len(ALL_ACTIONS)
    assert Action.parse("3>7") == Action.parse("3>7")
    assert hash(Action.parse("3>7")) == hash(Action(2, 6))
    assert Action.parse("S") is STOCK_CLICK or Action.parse("S") == STOCK_CLICK


MALFORMED = [
    "",
    " ",
    "U",
    "u",
    "SS",
    "S>W",
    "S>1",
    "W",
    "F",
    "1",
    "10",
    "W>",
    ">3",
    "3>",
    "3>>4",
    "3-4",
    "3<4",
    "3>4>5",
    "3 > 4",
    "3> 4",
    "0>1",
    "1>0",
    "10>1",
    "1>10",
    "W>0",
    "W>10",
    "W>W",
    "W>S",
    "1>S",
    "1>W",
    "F>1",
    "F0>1",
    "F9>1",
    "F10>1",
    "F1>F",
    "F1>F2",
    "F1>W",
    "F1",
    "FF>1",
    "W>F1",
    "3>F1",
    "1>F>",
    "T>1",
    "3>4 S",
    "ſ",  # "ſ".upper() == "S"
    "１>２",
    "W>Ｆ",
    "3>4;",
]


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_action_is_refused(text: str) -> None:
    with pytest.raises(InvalidNotation) as info:
        Action.parse(text)
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    assert repr(text.strip()) in message  # the text
    for form in ("S", "W>F", "W>n", "n>F", "n>m", "Fk>n"):  # and the forms expected
        assert form in message


def test_place_texts() -> None:
    assert [place_text(n) for n in range(9)] == [str(n) for n in range(1, 10)]
    assert place_text(WASTE) == "W"
    assert place_text(STOCK) == "S"
    assert place_text(FOUNDATION) == "F"
    assert [place_text(slot_place(k)) for k in range(8)] == [f"F{k}" for k in range(1, 9)]


# -- cards ---------------------------------------------------------------------------------


def test_card_round_trip_of_every_card() -> None:
    seen = set()
    for rank in range(1, 14):
        for suit in range(4):
            card = Card(rank, suit)
            text = str(card)
            seen.add(text)
            assert len(text) == 2
            assert Card.parse(text) == card
            assert Card.parse(text.lower()) == card
            assert Card.parse(f" {text.lower()} ") == card
    assert len(seen) == 52


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("AS", 1, 0),
        ("TH", 10, 1),
        ("th", 10, 1),
        ("jd", 11, 2),
        ("QC", 12, 3),
        ("Ks", 13, 0),
        ("2h", 2, 1),
        ("9C", 9, 3),
    ],
)
def test_card_parse(text: str, rank: int, suit: int) -> None:
    assert Card.parse(text) == Card(rank, suit)


@pytest.mark.parametrize(
    "text", ["", "A", "ASS", "10H", "1S", "0S", "TX", "XH", "HT", "S A", "??", "aſ", "Ａs"]
)
def test_malformed_card_is_refused(text: str) -> None:
    with pytest.raises(InvalidNotation) as info:
        Card.parse(text)
    assert repr(text.strip()) in str(info.value)


def test_card_texts_of_ids() -> None:
    assert card_text(0) == "AS"
    assert card_text(52 + 13 + 9) == "TH"
    assert str(card_of(103)) == "KC"
    assert Card(10, 1).symbol == "10♥"
    assert Card(1, 0).symbol == "A♠"
    assert Card(12, 2).red and Card(12, 1).red
    assert not Card(12, 0).red and not Card(12, 3).red
    assert sorted(str(c) for c in CARDS[:52]) == sorted(str(c) for c in CARDS[52:])
