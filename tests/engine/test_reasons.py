"""Structured reasons: every refusal kind and every code-error kind comes from real play.

The engine decides legality in one place (``Game.refusal`` for actions, ``Game.drop_refusal``
for drops); ``is_legal``, ``play`` and ``drop_action`` agree with it everywhere.
"""

from __future__ import annotations

import pytest
from engine_support import ALL_ACTIONS, SCENARIOS, position

from dsolitaire.engine import (
    DEAL_COUNT,
    FOUNDATION,
    SLOT0,
    STOCK,
    STOCK_CLICK,
    WASTE,
    Action,
    CodeError,
    CodeErrorKind,
    Game,
    GameCode,
    IllegalMove,
    InvalidGameCode,
    Refusal,
    RefusalKind,
    card_text,
    code_error_text,
    refusal_text,
)

#: Hand-made action values outside the notation, refused too.
ODD_ACTIONS = (Action(STOCK, 0), Action(FOUNDATION, 0), Action(0, WASTE), Action(0, STOCK),
               Action(WASTE, SLOT0), Action(SLOT0, WASTE), Action(SLOT0, SLOT0 + 1),
               Action(SLOT0, FOUNDATION))
SOURCES = (*range(9), WASTE, STOCK, *range(SLOT0, SLOT0 + 8))
TARGETS = (*range(9), WASTE, STOCK, FOUNDATION, *range(SLOT0, SLOT0 + 8))


def _games() -> list[Game]:
    games = [Game.from_code(code) for code in ("DS1-D1N-AAAAAAB", "DS1-D3V-ZZZZZZZ")]
    games += [position(key)[0] for key, entry in SCENARIOS.items() if isinstance(entry, dict)]
    games += [Game.replay(SCENARIOS["won_normal"][0]["code"], SCENARIOS["won_normal"][0]["actions"]
                     .split())]
    return games


def _all_refusals() -> dict[RefusalKind, list[tuple[Game, object, Refusal]]]:
    """Every refusal of every action and drop in the positions, checked for agreement."""
    seen: dict[RefusalKind, list[tuple[Game, object, Refusal]]] = {}
    for game in _games():
        for action in (*ALL_ACTIONS, *ODD_ACTIONS):
            refusal = game.refusal(action)
            assert game.is_legal(action) == (refusal is None)
            if refusal is not None:
                seen.setdefault(refusal.kind, []).append((game, action, refusal))
        for source in SOURCES:
            size = len(game.pile(source)) if source != STOCK else 0
            for index in range(size + 1):
                for target in TARGETS:
                    refusal = game.drop_refusal(source, index, target)
                    action = game.drop_action(source, index, target)
                    assert (action is None) == (refusal is not None)
                    assert action is None or game.is_legal(action)
                    if refusal is not None:
                        seen.setdefault(refusal.kind, []).append(
                            (game, (source, index, target), refusal))
        # the click and double-click questions come back the same way
        for place in (STOCK, *SOURCES):
            size = len(game.pile(place)) if place != STOCK else 0
            for index in (None, *range(size + 1)):
                for refuse, act in ((game.click_refusal, game.click_action),
                                    (game.double_click_refusal, game.double_click_action)):
                    refusal = refuse(place, index)
                    action = act(place, index)
                    assert (action is None) == (refusal is not None), (place, index)
                    assert action is None or game.is_legal(action)
                    if refusal is not None:
                        seen.setdefault(refusal.kind, []).append(
                            (game, (place, index), refusal))
    return seen


REFUSALS = _all_refusals()


#: Kinds the app refuses with, never a game itself (a replay's table).
APP_ONLY = {RefusalKind.REPLAY}


@pytest.mark.parametrize("kind", [k for k in RefusalKind if k not in APP_ONLY],
                         ids=lambda k: k.value)
def test_every_refusal_kind_happens_in_real_positions(kind: RefusalKind) -> None:
    assert kind in REFUSALS, f"no position refuses with {kind}"
    for _game, _what, refusal in REFUSALS[kind][:50]:
        text = refusal_text(refusal)
        assert text and "\n" not in text and "?" not in text
        for card in refusal.cards:
            assert card_text(card) in text


def test_play_raises_the_refusal_it_reports() -> None:
    for kind, cases in REFUSALS.items():
        for game, what, refusal in cases[:20]:
            if not isinstance(what, Action):
                continue
            before = game.snapshot()
            with pytest.raises(IllegalMove) as info:
                game.play(what)
            assert info.value.refusal == refusal, kind
            assert str(info.value) == (
                f"illegal move {what} in {game.code}: {refusal_text(refusal)}")
            assert game.snapshot() == before


def test_reasons_name_the_cards() -> None:
    game = Game.from_code("DS1-D1N-AAAAAAB")
    six, nine, eight = game.columns[0][-1], game.columns[1][-1], game.columns[4][-1]
    assert game.refusal(Action.parse("1>2")) == Refusal(RefusalKind.DOES_NOT_FIT, (six, nine))
    assert game.drop_refusal(4, 4, 0) == Refusal(RefusalKind.DOES_NOT_FIT, (eight, six))
    assert game.drop_refusal(4, 3, 1) == Refusal(
        RefusalKind.FACE_DOWN, (game.columns[4][3],), (4,))
    assert game.drop_refusal(4, 4, 4) == Refusal(RefusalKind.ONTO_ITSELF, places=(4,))
    assert game.drop_refusal(WASTE, 0, 1) == Refusal(RefusalKind.WASTE_EMPTY)
    assert game.drop_refusal(SLOT0, 0, 1) == Refusal(RefusalKind.FOUNDATION_EMPTY,
                                                     places=(SLOT0,))
    assert game.drop_refusal(4, 4, 1) is None
    assert refusal_text(game.refusal(Action.parse("1>2"))) == "6D does not fit on 9S"


def test_foundation_to_foundation_is_one_rule() -> None:
    game, _ = position("take_back_normal")
    slot = next(k for k in range(8) if game.foundations[k])
    source = SLOT0 + slot
    top = len(game.foundations[slot]) - 1
    expected = Refusal(RefusalKind.FOUNDATION_TO_FOUNDATION)
    assert game.refusal(Action(source, FOUNDATION)) == expected
    for target in (FOUNDATION, *range(SLOT0, SLOT0 + 8)):
        assert game.drop_refusal(source, top, target) == expected
        assert game.drop_action(source, top, target) is None


def test_vegas_single_pass_and_empty_stock() -> None:
    game = Game.from_code("DS1-D3V-AAAAAAB")
    while game.stock:
        game.play(STOCK_CLICK)
    assert game.refusal(STOCK_CLICK) == Refusal(RefusalKind.VEGAS_SINGLE_PASS)
    won = _games()[-1]
    assert won.won
    assert won.refusal(STOCK_CLICK) == Refusal(RefusalKind.STOCK_AND_WASTE_EMPTY)


CODES = {
    CodeErrorKind.EMPTY: "  ",
    CodeErrorKind.NOT_ASCII: "DS1-D1N-ÄAAAAAA",
    CodeErrorKind.PARTS: "DS1-D1NAAAAAAB",
    CodeErrorKind.PREFIX: "DS2-D1N-AAAAAAB",
    CodeErrorKind.DRAW: "DS1-D9N-AAAAAAB",
    CodeErrorKind.SCORING: "DS1-D1X-AAAAAAB",
    CodeErrorKind.MODE: "DS1-X1N-AAAAAAB",
    CodeErrorKind.DEAL_LENGTH: "DS1-D1N-AAA",
    CodeErrorKind.DEAL_LETTERS: "DS1-D1N-AAAAAA1",
}


@pytest.mark.parametrize("kind", list(CodeErrorKind), ids=lambda k: k.value)
def test_every_code_error_kind_happens(kind: CodeErrorKind) -> None:
    with pytest.raises(InvalidGameCode) as info:
        if kind is CodeErrorKind.DEAL_NUMBER:
            GameCode(DEAL_COUNT)
        elif kind is CodeErrorKind.DRAW_NUMBER:
            GameCode(0, 2)
        else:
            GameCode.parse(CODES[kind])
    reason = info.value.reason
    assert isinstance(reason, CodeError) and reason.kind is kind
    assert str(info.value) == code_error_text(reason)
    if kind in CODES and kind is not CodeErrorKind.EMPTY:
        assert reason.text == CODES[kind].strip()


@pytest.mark.parametrize(("text", "part"), [
    ("ds2-d1n-aaaaaab", "DS2"), ("DS1-D9N-AAAAAAB", "D9N"), ("DS1-D1-AAAAAAB", "D1"),
    ("ds1-d1n-aaa", "AAA"), (" DS1-D1N-AAAAAA! ", "AAAAAA!"),
])
def test_the_code_error_names_the_wrong_part(text: str, part: str) -> None:
    with pytest.raises(InvalidGameCode) as info:
        GameCode.parse(text)
    assert info.value.reason.part == part
    assert info.value.reason.text == text.strip()
